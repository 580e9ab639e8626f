# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""AlterPartitionReassignments (API key 45): request and response, versions 0-1."""

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

__all__ = ["AlterPartitionReassignmentsRequest", "AlterPartitionReassignmentsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class AlterPartitionReassignmentsRequest(Request["AlterPartitionReassignmentsResponse"]):
    """AlterPartitionReassignments request (API key 45): versions 0-1, flexible from 0."""

    API_KEY = 45
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0


    class ReassignableTopic:
        """ReassignableTopic (versions 0+)."""

        class ReassignablePartition:
            """ReassignablePartition (versions 0+)."""
            __slots__ = ('partition_index', 'replicas', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The replicas to place the partitions on, or null to cancel a pending reassignment for this partition. (v0+, nullable v0+)
            replicas: list[int] | None
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, replicas: list[int] | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.replicas = replicas
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, replicas={self.replicas!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.replicas, self.unknown_tagged_fields,) == (other.partition_index, other.replicas, other.unknown_tagged_fields,)

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The partitions to reassign. (v0+)
        partitions: list[AlterPartitionReassignmentsRequest.ReassignableTopic.ReassignablePartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[AlterPartitionReassignmentsRequest.ReassignableTopic.ReassignablePartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('timeout_ms', 'allow_replication_factor_change', 'topics', 'unknown_tagged_fields',)
    #: The time in ms to wait for the request to complete. (v0+)
    timeout_ms: int
    #: The option indicating whether changing the replication factor of any given partition as part of this request is a valid move. (v1+)
    allow_replication_factor_change: bool
    #: The topics to reassign. (v0+)
    topics: list[AlterPartitionReassignmentsRequest.ReassignableTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, timeout_ms: int = 60000, allow_replication_factor_change: bool = True, topics: list[AlterPartitionReassignmentsRequest.ReassignableTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.timeout_ms = timeout_ms
        self.allow_replication_factor_change = allow_replication_factor_change
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(timeout_ms={self.timeout_ms!r}, allow_replication_factor_change={self.allow_replication_factor_change!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.timeout_ms, self.allow_replication_factor_change, self.topics, self.unknown_tagged_fields,) == (other.timeout_ms, other.allow_replication_factor_change, other.topics, other.unknown_tagged_fields,)


class AlterPartitionReassignmentsResponse(Response):
    """AlterPartitionReassignments response (API key 45): versions 0-1, flexible from 0."""

    API_KEY = 45
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0


    class ReassignableTopicResponse:
        """ReassignableTopicResponse (versions 0+)."""

        class ReassignablePartitionResponse:
            """ReassignablePartitionResponse (versions 0+)."""
            __slots__ = ('partition_index', 'error_code', 'error_message', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The error code for this partition, or 0 if there was no error. (v0+)
            error_code: int
            #: The error message for this partition, or null if there was no error. (v0+, nullable v0+)
            error_message: str | None
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, error_code: int = 0, error_message: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.error_code = error_code
                self.error_message = error_message
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.error_code, self.error_message, self.unknown_tagged_fields,) == (other.partition_index, other.error_code, other.error_message, other.unknown_tagged_fields,)

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The responses to partitions to reassign. (v0+)
        partitions: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse.ReassignablePartitionResponse]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse.ReassignablePartitionResponse] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'allow_replication_factor_change', 'error_code', 'error_message', 'responses', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The option indicating whether changing the replication factor of any given partition as part of the request was allowed. (v1+, ignorable)
    allow_replication_factor_change: bool
    #: The top-level error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The top-level error message, or null if there was no error. (v0+, nullable v0+)
    error_message: str | None
    #: The responses to topics to reassign. (v0+)
    responses: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, allow_replication_factor_change: bool = True, error_code: int = 0, error_message: str | None = "", responses: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.allow_replication_factor_change = allow_replication_factor_change
        self.error_code = error_code
        self.error_message = error_message
        self.responses = [] if responses is _FRESH else responses
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, allow_replication_factor_change={self.allow_replication_factor_change!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, responses={self.responses!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.allow_replication_factor_change, self.error_code, self.error_message, self.responses, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.allow_replication_factor_change, other.error_code, other.error_message, other.responses, other.unknown_tagged_fields,)

_AlterPartitionReassignmentsRequest = AlterPartitionReassignmentsRequest
_AlterPartitionReassignmentsRequest_ReassignableTopic = AlterPartitionReassignmentsRequest.ReassignableTopic
_AlterPartitionReassignmentsRequest_ReassignableTopic_ReassignablePartition = AlterPartitionReassignmentsRequest.ReassignableTopic.ReassignablePartition
_AlterPartitionReassignmentsResponse = AlterPartitionReassignmentsResponse
_AlterPartitionReassignmentsResponse_ReassignableTopicResponse = AlterPartitionReassignmentsResponse.ReassignableTopicResponse
_AlterPartitionReassignmentsResponse_ReassignableTopicResponse_ReassignablePartitionResponse = AlterPartitionReassignmentsResponse.ReassignableTopicResponse.ReassignablePartitionResponse

_S0 = Struct('>i')
_S1 = Struct('>i?')
_S2 = Struct('>ih')
_S3 = Struct('>i?h')


# AlterPartitionReassignmentsRequest.ReassignableTopic.ReassignablePartition v0-1
def _enc_ReassignablePartition_1(o: AlterPartitionReassignmentsRequest.ReassignableTopic.ReassignablePartition, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.partition_index))
    a1 = o.replicas
    if a1 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a1) + 1))
        out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterPartitionReassignmentsRequest.ReassignableTopic v0-1
def _enc_ReassignableTopic_2(o: AlterPartitionReassignmentsRequest.ReassignableTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_ReassignablePartition_1(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterPartitionReassignmentsRequest v0
def _enc_AlterPartitionReassignmentsRequest_3(o: AlterPartitionReassignmentsRequest, out: list[Buffer]) -> None:
    if o.allow_replication_factor_change != True:
        raise _EncodeError('allow_replication_factor_change' + _UNSUPPORTED)
    out.append(_S0.pack(o.timeout_ms))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_ReassignableTopic_2(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterPartitionReassignmentsRequest v1
def _enc_AlterPartitionReassignmentsRequest_4(o: AlterPartitionReassignmentsRequest, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.timeout_ms, o.allow_replication_factor_change))
    a2 = o.topics
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_ReassignableTopic_2(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterPartitionReassignmentsRequest.ReassignableTopic.ReassignablePartition v0-1
def _dec_ReassignablePartition_5(buf: memoryview, pos: int) -> tuple[AlterPartitionReassignmentsRequest.ReassignableTopic.ReassignablePartition, int]:
    f_partition_index: int
    f_replicas: list[int] | None
    f_partition_index = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_replicas = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_replicas < 127 and n_replicas * 4 < len(buf) - pos:
        pos += 1
    else:
        n_replicas, pos = _p.dec_compact_nullable_array_len(buf, pos, 4)
    if n_replicas < 0:
        f_replicas = None
    else:
        f_replicas, pos = _p.dec_fixed_array(buf, pos, n_replicas, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterPartitionReassignmentsRequest_ReassignableTopic_ReassignablePartition(f_partition_index, f_replicas, unknown), pos


# AlterPartitionReassignmentsRequest.ReassignableTopic v0-1
def _dec_ReassignableTopic_6(buf: memoryview, pos: int) -> tuple[AlterPartitionReassignmentsRequest.ReassignableTopic, int]:
    f_name: str
    f_partitions: list[AlterPartitionReassignmentsRequest.ReassignableTopic.ReassignablePartition]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 6 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_partitions: list[AlterPartitionReassignmentsRequest.ReassignableTopic.ReassignablePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ReassignablePartition_5(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterPartitionReassignmentsRequest_ReassignableTopic(f_name, f_partitions, unknown), pos


# AlterPartitionReassignmentsRequest v0
def _dec_AlterPartitionReassignmentsRequest_7(buf: memoryview, pos: int) -> tuple[AlterPartitionReassignmentsRequest, int]:
    f_timeout_ms: int
    f_topics: list[AlterPartitionReassignmentsRequest.ReassignableTopic]
    f_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[AlterPartitionReassignmentsRequest.ReassignableTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ReassignableTopic_6(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterPartitionReassignmentsRequest(f_timeout_ms, True, f_topics, unknown), pos


# AlterPartitionReassignmentsRequest v1
def _dec_AlterPartitionReassignmentsRequest_8(buf: memoryview, pos: int) -> tuple[AlterPartitionReassignmentsRequest, int]:
    f_timeout_ms: int
    f_allow_replication_factor_change: bool
    f_topics: list[AlterPartitionReassignmentsRequest.ReassignableTopic]
    f_timeout_ms, f_allow_replication_factor_change = _S1.unpack_from(buf, pos)
    pos += 5
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[AlterPartitionReassignmentsRequest.ReassignableTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ReassignableTopic_6(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterPartitionReassignmentsRequest(f_timeout_ms, f_allow_replication_factor_change, f_topics, unknown), pos


# AlterPartitionReassignmentsResponse.ReassignableTopicResponse.ReassignablePartitionResponse v0-1
def _enc_ReassignablePartitionResponse_9(o: AlterPartitionReassignmentsResponse.ReassignableTopicResponse.ReassignablePartitionResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_index, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterPartitionReassignmentsResponse.ReassignableTopicResponse v0-1
def _enc_ReassignableTopicResponse_10(o: AlterPartitionReassignmentsResponse.ReassignableTopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_ReassignablePartitionResponse_9(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterPartitionReassignmentsResponse v0
def _enc_AlterPartitionReassignmentsResponse_11(o: AlterPartitionReassignmentsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a3 = o.responses
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_ReassignableTopicResponse_10(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterPartitionReassignmentsResponse v1
def _enc_AlterPartitionReassignmentsResponse_12(o: AlterPartitionReassignmentsResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.throttle_time_ms, o.allow_replication_factor_change, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a4 = o.responses
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_ReassignableTopicResponse_10(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterPartitionReassignmentsResponse.ReassignableTopicResponse.ReassignablePartitionResponse v0-1
def _dec_ReassignablePartitionResponse_13(buf: memoryview, pos: int) -> tuple[AlterPartitionReassignmentsResponse.ReassignableTopicResponse.ReassignablePartitionResponse, int]:
    f_partition_index: int
    f_error_code: int
    f_error_message: str | None
    f_partition_index, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterPartitionReassignmentsResponse_ReassignableTopicResponse_ReassignablePartitionResponse(f_partition_index, f_error_code, f_error_message, unknown), pos


# AlterPartitionReassignmentsResponse.ReassignableTopicResponse v0-1
def _dec_ReassignableTopicResponse_14(buf: memoryview, pos: int) -> tuple[AlterPartitionReassignmentsResponse.ReassignableTopicResponse, int]:
    f_name: str
    f_partitions: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse.ReassignablePartitionResponse]
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
    l_partitions: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse.ReassignablePartitionResponse] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ReassignablePartitionResponse_13(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterPartitionReassignmentsResponse_ReassignableTopicResponse(f_name, f_partitions, unknown), pos


# AlterPartitionReassignmentsResponse v0
def _dec_AlterPartitionReassignmentsResponse_15(buf: memoryview, pos: int) -> tuple[AlterPartitionReassignmentsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_responses: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse]
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 3 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_responses: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_ReassignableTopicResponse_14(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterPartitionReassignmentsResponse(f_throttle_time_ms, True, f_error_code, f_error_message, f_responses, unknown), pos


# AlterPartitionReassignmentsResponse v1
def _dec_AlterPartitionReassignmentsResponse_16(buf: memoryview, pos: int) -> tuple[AlterPartitionReassignmentsResponse, int]:
    f_throttle_time_ms: int
    f_allow_replication_factor_change: bool
    f_error_code: int
    f_error_message: str | None
    f_responses: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse]
    f_throttle_time_ms, f_allow_replication_factor_change, f_error_code = _S3.unpack_from(buf, pos)
    pos += 7
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 3 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_responses: list[AlterPartitionReassignmentsResponse.ReassignableTopicResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_ReassignableTopicResponse_14(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterPartitionReassignmentsResponse(f_throttle_time_ms, f_allow_replication_factor_change, f_error_code, f_error_message, f_responses, unknown), pos


AlterPartitionReassignmentsRequest._ENCODERS = (_enc_AlterPartitionReassignmentsRequest_3, _enc_AlterPartitionReassignmentsRequest_4,)
AlterPartitionReassignmentsRequest._DECODERS = (_dec_AlterPartitionReassignmentsRequest_7, _dec_AlterPartitionReassignmentsRequest_8,)
AlterPartitionReassignmentsResponse._ENCODERS = (_enc_AlterPartitionReassignmentsResponse_11, _enc_AlterPartitionReassignmentsResponse_12,)
AlterPartitionReassignmentsResponse._DECODERS = (_dec_AlterPartitionReassignmentsResponse_15, _dec_AlterPartitionReassignmentsResponse_16,)
AlterPartitionReassignmentsRequest.RESPONSE = AlterPartitionReassignmentsResponse
AlterPartitionReassignmentsResponse.REQUEST = AlterPartitionReassignmentsRequest
