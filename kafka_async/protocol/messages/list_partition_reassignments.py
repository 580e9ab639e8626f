# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""ListPartitionReassignments (API key 46): request and response, versions 0-0."""

from __future__ import annotations

from struct import Struct
from struct import pack as _pack
from uuid import UUID

from kafka_async.protocol import primitives as _p
from kafka_async.protocol.errors import ProtocolError as _ProtocolError
from kafka_async.protocol.messages._base import Request, Response
from kafka_async.protocol.messages._base import FRESH as _FRESH
from kafka_async.protocol.primitives import ZERO_UUID as _ZERO_UUID
from kafka_async.protocol.primitives import Buffer
from kafka_async.protocol.primitives import EncodeError as _EncodeError

__all__ = ["ListPartitionReassignmentsRequest", "ListPartitionReassignmentsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ListPartitionReassignmentsRequest(Request["ListPartitionReassignmentsResponse"]):
    """ListPartitionReassignments request (API key 46): versions 0-0, flexible from 0."""

    API_KEY = 46
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class ListPartitionReassignmentsTopics:
        """ListPartitionReassignmentsTopics (versions 0+)."""
        __slots__ = ('name', 'partition_indexes', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The partitions to list partition reassignments for. (v0+)
        partition_indexes: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partition_indexes: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partition_indexes = [] if partition_indexes is _FRESH else partition_indexes
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partition_indexes={self.partition_indexes!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partition_indexes, self.unknown_tagged_fields,) == (other.name, other.partition_indexes, other.unknown_tagged_fields,)

    __slots__ = ('timeout_ms', 'topics', 'unknown_tagged_fields',)
    #: The time in ms to wait for the request to complete. (v0+)
    timeout_ms: int
    #: The topics to list partition reassignments for, or null to list everything. (v0+, nullable v0+)
    topics: list[ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics] | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, timeout_ms: int = 60000, topics: list[ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics] | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.timeout_ms = timeout_ms
        self.topics = topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(timeout_ms={self.timeout_ms!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.timeout_ms, self.topics, self.unknown_tagged_fields,) == (other.timeout_ms, other.topics, other.unknown_tagged_fields,)


class ListPartitionReassignmentsResponse(Response):
    """ListPartitionReassignments response (API key 46): versions 0-0, flexible from 0."""

    API_KEY = 46
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class OngoingTopicReassignment:
        """OngoingTopicReassignment (versions 0+)."""

        class OngoingPartitionReassignment:
            """OngoingPartitionReassignment (versions 0+)."""
            __slots__ = ('partition_index', 'replicas', 'adding_replicas', 'removing_replicas', 'unknown_tagged_fields',)
            #: The index of the partition. (v0+)
            partition_index: int
            #: The current replica set. (v0+)
            replicas: list[int]
            #: The set of replicas we are currently adding. (v0+)
            adding_replicas: list[int]
            #: The set of replicas we are currently removing. (v0+)
            removing_replicas: list[int]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, replicas: list[int] = _FRESH, adding_replicas: list[int] = _FRESH, removing_replicas: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.replicas = [] if replicas is _FRESH else replicas
                self.adding_replicas = [] if adding_replicas is _FRESH else adding_replicas
                self.removing_replicas = [] if removing_replicas is _FRESH else removing_replicas
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, replicas={self.replicas!r}, adding_replicas={self.adding_replicas!r}, removing_replicas={self.removing_replicas!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.replicas, self.adding_replicas, self.removing_replicas, self.unknown_tagged_fields,) == (other.partition_index, other.replicas, other.adding_replicas, other.removing_replicas, other.unknown_tagged_fields,)

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The ongoing reassignments for each partition. (v0+)
        partitions: list[ListPartitionReassignmentsResponse.OngoingTopicReassignment.OngoingPartitionReassignment]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[ListPartitionReassignmentsResponse.OngoingTopicReassignment.OngoingPartitionReassignment] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'topics', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The top-level error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The top-level error message, or null if there was no error. (v0+, nullable v0+)
    error_message: str | None
    #: The ongoing reassignments for each topic. (v0+)
    topics: list[ListPartitionReassignmentsResponse.OngoingTopicReassignment]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = "", topics: list[ListPartitionReassignmentsResponse.OngoingTopicReassignment] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.error_message, self.topics, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.error_message, other.topics, other.unknown_tagged_fields,)

_ListPartitionReassignmentsRequest = ListPartitionReassignmentsRequest
_ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics = ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics
_ListPartitionReassignmentsResponse = ListPartitionReassignmentsResponse
_ListPartitionReassignmentsResponse_OngoingTopicReassignment = ListPartitionReassignmentsResponse.OngoingTopicReassignment
_ListPartitionReassignmentsResponse_OngoingTopicReassignment_OngoingPartitionReassignment = ListPartitionReassignmentsResponse.OngoingTopicReassignment.OngoingPartitionReassignment

_S0 = Struct('>i')
_S1 = Struct('>ih')


# ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics v0
def _enc_ListPartitionReassignmentsTopics_1(o: ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partition_indexes
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListPartitionReassignmentsRequest v0
def _enc_ListPartitionReassignmentsRequest_2(o: ListPartitionReassignmentsRequest, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.timeout_ms))
    a1 = o.topics
    if a1 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a1) + 1))
        for e1 in a1:
            _enc_ListPartitionReassignmentsTopics_1(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics v0
def _dec_ListPartitionReassignmentsTopics_3(buf: memoryview, pos: int) -> tuple[ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics, int]:
    f_name: str
    f_partition_indexes: list[int]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partition_indexes = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partition_indexes < 127 and n_partition_indexes * 4 < len(buf) - pos:
        pos += 1
    else:
        n_partition_indexes, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_partition_indexes, pos = _p.dec_fixed_array(buf, pos, n_partition_indexes, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListPartitionReassignmentsRequest_ListPartitionReassignmentsTopics(f_name, f_partition_indexes, unknown), pos


# ListPartitionReassignmentsRequest v0
def _dec_ListPartitionReassignmentsRequest_4(buf: memoryview, pos: int) -> tuple[ListPartitionReassignmentsRequest, int]:
    f_timeout_ms: int
    f_topics: list[ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics] | None
    f_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_ListPartitionReassignmentsTopics_3(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListPartitionReassignmentsRequest(f_timeout_ms, f_topics, unknown), pos


# ListPartitionReassignmentsResponse.OngoingTopicReassignment.OngoingPartitionReassignment v0
def _enc_OngoingPartitionReassignment_5(o: ListPartitionReassignmentsResponse.OngoingTopicReassignment.OngoingPartitionReassignment, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.partition_index))
    a1 = o.replicas
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    a2 = o.adding_replicas
    out.append(_p.enc_uvarint(len(a2) + 1))
    out.append(_pack(">%di" % len(a2), *a2))
    a3 = o.removing_replicas
    out.append(_p.enc_uvarint(len(a3) + 1))
    out.append(_pack(">%di" % len(a3), *a3))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListPartitionReassignmentsResponse.OngoingTopicReassignment v0
def _enc_OngoingTopicReassignment_6(o: ListPartitionReassignmentsResponse.OngoingTopicReassignment, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OngoingPartitionReassignment_5(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListPartitionReassignmentsResponse v0
def _enc_ListPartitionReassignmentsResponse_7(o: ListPartitionReassignmentsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a3 = o.topics
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_OngoingTopicReassignment_6(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListPartitionReassignmentsResponse.OngoingTopicReassignment.OngoingPartitionReassignment v0
def _dec_OngoingPartitionReassignment_8(buf: memoryview, pos: int) -> tuple[ListPartitionReassignmentsResponse.OngoingTopicReassignment.OngoingPartitionReassignment, int]:
    f_partition_index: int
    f_replicas: list[int]
    f_adding_replicas: list[int]
    f_removing_replicas: list[int]
    f_partition_index = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_replicas = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_replicas < 127 and n_replicas * 4 < len(buf) - pos:
        pos += 1
    else:
        n_replicas, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_replicas, pos = _p.dec_fixed_array(buf, pos, n_replicas, 'i')
    n_adding_replicas = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_adding_replicas < 127 and n_adding_replicas * 4 < len(buf) - pos:
        pos += 1
    else:
        n_adding_replicas, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_adding_replicas, pos = _p.dec_fixed_array(buf, pos, n_adding_replicas, 'i')
    n_removing_replicas = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_removing_replicas < 127 and n_removing_replicas * 4 < len(buf) - pos:
        pos += 1
    else:
        n_removing_replicas, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_removing_replicas, pos = _p.dec_fixed_array(buf, pos, n_removing_replicas, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListPartitionReassignmentsResponse_OngoingTopicReassignment_OngoingPartitionReassignment(f_partition_index, f_replicas, f_adding_replicas, f_removing_replicas, unknown), pos


# ListPartitionReassignmentsResponse.OngoingTopicReassignment v0
def _dec_OngoingTopicReassignment_9(buf: memoryview, pos: int) -> tuple[ListPartitionReassignmentsResponse.OngoingTopicReassignment, int]:
    f_name: str
    f_partitions: list[ListPartitionReassignmentsResponse.OngoingTopicReassignment.OngoingPartitionReassignment]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 8 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 8)
    l_partitions: list[ListPartitionReassignmentsResponse.OngoingTopicReassignment.OngoingPartitionReassignment] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OngoingPartitionReassignment_8(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListPartitionReassignmentsResponse_OngoingTopicReassignment(f_name, f_partitions, unknown), pos


# ListPartitionReassignmentsResponse v0
def _dec_ListPartitionReassignmentsResponse_10(buf: memoryview, pos: int) -> tuple[ListPartitionReassignmentsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_topics: list[ListPartitionReassignmentsResponse.OngoingTopicReassignment]
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[ListPartitionReassignmentsResponse.OngoingTopicReassignment] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OngoingTopicReassignment_9(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListPartitionReassignmentsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_topics, unknown), pos


ListPartitionReassignmentsRequest._ENCODERS = (_enc_ListPartitionReassignmentsRequest_2,)
ListPartitionReassignmentsRequest._DECODERS = (_dec_ListPartitionReassignmentsRequest_4,)
ListPartitionReassignmentsResponse._ENCODERS = (_enc_ListPartitionReassignmentsResponse_7,)
ListPartitionReassignmentsResponse._DECODERS = (_dec_ListPartitionReassignmentsResponse_10,)
ListPartitionReassignmentsRequest.RESPONSE = ListPartitionReassignmentsResponse
ListPartitionReassignmentsResponse.REQUEST = ListPartitionReassignmentsRequest
