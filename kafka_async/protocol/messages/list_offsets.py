# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""ListOffsets (API key 2): request and response, versions 1-11."""

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

__all__ = ["ListOffsetsRequest", "ListOffsetsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ListOffsetsRequest(Request["ListOffsetsResponse"]):
    """ListOffsets request (API key 2): versions 1-11, flexible from 6."""

    API_KEY = 2
    MIN_VERSION = 1
    MAX_VERSION = 11
    FLEXIBLE_VERSION = 6


    class ListOffsetsTopic:
        """ListOffsetsTopic (versions 0+)."""

        class ListOffsetsPartition:
            """ListOffsetsPartition (versions 0+)."""
            __slots__ = ('partition_index', 'current_leader_epoch', 'timestamp', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The current leader epoch. (v4+, ignorable)
            current_leader_epoch: int
            #: The current timestamp. (v0+)
            timestamp: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, current_leader_epoch: int = -1, timestamp: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.current_leader_epoch = current_leader_epoch
                self.timestamp = timestamp
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, current_leader_epoch={self.current_leader_epoch!r}, timestamp={self.timestamp!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.current_leader_epoch, self.timestamp, self.unknown_tagged_fields,) == (other.partition_index, other.current_leader_epoch, other.timestamp, other.unknown_tagged_fields,)

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: Each partition in the request. (v0+)
        partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('replica_id', 'isolation_level', 'topics', 'timeout_ms', 'unknown_tagged_fields',)
    #: The broker ID of the requester, or -1 if this request is being made by a normal consumer. (v0+)
    replica_id: int
    #: This setting controls the visibility of transactional records. Using READ_UNCOMMITTED (isolation_level = 0) makes all records visible. With READ_COMMITTED (isolation_level = 1), non-transactional and COMMITTED transactional records are visible. To be more concrete, READ_COMMITTED returns all data from offsets smaller than the current LSO (last stable offset), and enables the inclusion of the list of aborted transactions in the result, which allows consumers to discard ABORTED transactional records. (v2+)
    isolation_level: int
    #: Each topic in the request. (v0+)
    topics: list[ListOffsetsRequest.ListOffsetsTopic]
    #: The timeout to await a response in milliseconds for requests that require reading from remote storage for topics enabled with tiered storage. (v10+, ignorable)
    timeout_ms: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, replica_id: int = 0, isolation_level: int = 0, topics: list[ListOffsetsRequest.ListOffsetsTopic] = _FRESH, timeout_ms: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.replica_id = replica_id
        self.isolation_level = isolation_level
        self.topics = [] if topics is _FRESH else topics
        self.timeout_ms = timeout_ms
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(replica_id={self.replica_id!r}, isolation_level={self.isolation_level!r}, topics={self.topics!r}, timeout_ms={self.timeout_ms!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.replica_id, self.isolation_level, self.topics, self.timeout_ms, self.unknown_tagged_fields,) == (other.replica_id, other.isolation_level, other.topics, other.timeout_ms, other.unknown_tagged_fields,)


class ListOffsetsResponse(Response):
    """ListOffsets response (API key 2): versions 1-11, flexible from 6."""

    API_KEY = 2
    MIN_VERSION = 1
    MAX_VERSION = 11
    FLEXIBLE_VERSION = 6


    class ListOffsetsTopicResponse:
        """ListOffsetsTopicResponse (versions 0+)."""

        class ListOffsetsPartitionResponse:
            """ListOffsetsPartitionResponse (versions 0+)."""
            __slots__ = ('partition_index', 'error_code', 'timestamp', 'offset', 'leader_epoch', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The partition error code, or 0 if there was no error. (v0+)
            error_code: int
            #: The timestamp associated with the returned offset. (v1+)
            timestamp: int
            #: The returned offset. (v1+)
            offset: int
            #: The leader epoch associated with the returned offset. (v4+)
            leader_epoch: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, error_code: int = 0, timestamp: int = -1, offset: int = -1, leader_epoch: int = -1, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.error_code = error_code
                self.timestamp = timestamp
                self.offset = offset
                self.leader_epoch = leader_epoch
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, error_code={self.error_code!r}, timestamp={self.timestamp!r}, offset={self.offset!r}, leader_epoch={self.leader_epoch!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.error_code, self.timestamp, self.offset, self.leader_epoch, self.unknown_tagged_fields,) == (other.partition_index, other.error_code, other.timestamp, other.offset, other.leader_epoch, other.unknown_tagged_fields,)

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: Each partition in the response. (v0+)
        partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v2+, ignorable)
    throttle_time_ms: int
    #: Each topic in the response. (v0+)
    topics: list[ListOffsetsResponse.ListOffsetsTopicResponse]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, topics: list[ListOffsetsResponse.ListOffsetsTopicResponse] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.topics, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.topics, other.unknown_tagged_fields,)

_ListOffsetsRequest = ListOffsetsRequest
_ListOffsetsRequest_ListOffsetsTopic = ListOffsetsRequest.ListOffsetsTopic
_ListOffsetsRequest_ListOffsetsTopic_ListOffsetsPartition = ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition
_ListOffsetsResponse = ListOffsetsResponse
_ListOffsetsResponse_ListOffsetsTopicResponse = ListOffsetsResponse.ListOffsetsTopicResponse
_ListOffsetsResponse_ListOffsetsTopicResponse_ListOffsetsPartitionResponse = ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse

_S0 = Struct('>i')
_S1 = Struct('>iq')
_S2 = Struct('>ib')
_S3 = Struct('>iiq')
_S4 = Struct('>ihqq')
_S5 = Struct('>ihqqi')


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v1-3
def _enc_ListOffsetsPartition_1(o: ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.partition_index, o.timestamp))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest.ListOffsetsTopic v1-3
def _enc_ListOffsetsTopic_2(o: ListOffsetsRequest.ListOffsetsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsPartition_1(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest v1
def _enc_ListOffsetsRequest_3(o: ListOffsetsRequest, out: list[Buffer]) -> None:
    if o.isolation_level != 0:
        raise _EncodeError('isolation_level' + _UNSUPPORTED)
    out.append(_S0.pack(o.replica_id))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsTopic_2(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest v2-3
def _enc_ListOffsetsRequest_4(o: ListOffsetsRequest, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.replica_id, o.isolation_level))
    a2 = o.topics
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_ListOffsetsTopic_2(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v4-5
def _enc_ListOffsetsPartition_5(o: ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.partition_index, o.current_leader_epoch, o.timestamp))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest.ListOffsetsTopic v4-5
def _enc_ListOffsetsTopic_6(o: ListOffsetsRequest.ListOffsetsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsPartition_5(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest v4-5
def _enc_ListOffsetsRequest_7(o: ListOffsetsRequest, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.replica_id, o.isolation_level))
    a2 = o.topics
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_ListOffsetsTopic_6(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v6-11
def _enc_ListOffsetsPartition_8(o: ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.partition_index, o.current_leader_epoch, o.timestamp))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsRequest.ListOffsetsTopic v6-11
def _enc_ListOffsetsTopic_9(o: ListOffsetsRequest.ListOffsetsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_ListOffsetsPartition_8(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsRequest v6-9
def _enc_ListOffsetsRequest_10(o: ListOffsetsRequest, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.replica_id, o.isolation_level))
    a2 = o.topics
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_ListOffsetsTopic_9(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsRequest v10-11
def _enc_ListOffsetsRequest_11(o: ListOffsetsRequest, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.replica_id, o.isolation_level))
    a2 = o.topics
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_ListOffsetsTopic_9(e2, out)
    out.append(_S0.pack(o.timeout_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v1-3
def _dec_ListOffsetsPartition_12(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, int]:
    f_partition_index: int
    f_timestamp: int
    f_partition_index, f_timestamp = _S1.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest_ListOffsetsTopic_ListOffsetsPartition(f_partition_index, -1, f_timestamp, unknown), pos


# ListOffsetsRequest.ListOffsetsTopic v1-3
def _dec_ListOffsetsTopic_13(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic, int]:
    f_name: str
    f_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 12)
    l_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartition_12(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest_ListOffsetsTopic(f_name, f_partitions, unknown), pos


# ListOffsetsRequest v1
def _dec_ListOffsetsRequest_14(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id: int
    f_topics: list[ListOffsetsRequest.ListOffsetsTopic]
    f_replica_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsRequest.ListOffsetsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopic_13(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest(f_replica_id, 0, f_topics, 0, unknown), pos


# ListOffsetsRequest v2-3
def _dec_ListOffsetsRequest_15(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id: int
    f_isolation_level: int
    f_topics: list[ListOffsetsRequest.ListOffsetsTopic]
    f_replica_id, f_isolation_level = _S2.unpack_from(buf, pos)
    pos += 5
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsRequest.ListOffsetsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopic_13(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest(f_replica_id, f_isolation_level, f_topics, 0, unknown), pos


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v4-5
def _dec_ListOffsetsPartition_16(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, int]:
    f_partition_index: int
    f_current_leader_epoch: int
    f_timestamp: int
    f_partition_index, f_current_leader_epoch, f_timestamp = _S3.unpack_from(buf, pos)
    pos += 16
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest_ListOffsetsTopic_ListOffsetsPartition(f_partition_index, f_current_leader_epoch, f_timestamp, unknown), pos


# ListOffsetsRequest.ListOffsetsTopic v4-5
def _dec_ListOffsetsTopic_17(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic, int]:
    f_name: str
    f_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 16)
    l_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartition_16(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest_ListOffsetsTopic(f_name, f_partitions, unknown), pos


# ListOffsetsRequest v4-5
def _dec_ListOffsetsRequest_18(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id: int
    f_isolation_level: int
    f_topics: list[ListOffsetsRequest.ListOffsetsTopic]
    f_replica_id, f_isolation_level = _S2.unpack_from(buf, pos)
    pos += 5
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsRequest.ListOffsetsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopic_17(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest(f_replica_id, f_isolation_level, f_topics, 0, unknown), pos


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v6-11
def _dec_ListOffsetsPartition_19(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, int]:
    f_partition_index: int
    f_current_leader_epoch: int
    f_timestamp: int
    f_partition_index, f_current_leader_epoch, f_timestamp = _S3.unpack_from(buf, pos)
    pos += 16
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsRequest_ListOffsetsTopic_ListOffsetsPartition(f_partition_index, f_current_leader_epoch, f_timestamp, unknown), pos


# ListOffsetsRequest.ListOffsetsTopic v6-11
def _dec_ListOffsetsTopic_20(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic, int]:
    f_name: str
    f_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 17 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 17)
    l_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartition_19(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsRequest_ListOffsetsTopic(f_name, f_partitions, unknown), pos


# ListOffsetsRequest v6-9
def _dec_ListOffsetsRequest_21(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id: int
    f_isolation_level: int
    f_topics: list[ListOffsetsRequest.ListOffsetsTopic]
    f_replica_id, f_isolation_level = _S2.unpack_from(buf, pos)
    pos += 5
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[ListOffsetsRequest.ListOffsetsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopic_20(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsRequest(f_replica_id, f_isolation_level, f_topics, 0, unknown), pos


# ListOffsetsRequest v10-11
def _dec_ListOffsetsRequest_22(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id: int
    f_isolation_level: int
    f_topics: list[ListOffsetsRequest.ListOffsetsTopic]
    f_timeout_ms: int
    f_replica_id, f_isolation_level = _S2.unpack_from(buf, pos)
    pos += 5
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[ListOffsetsRequest.ListOffsetsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopic_20(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsRequest(f_replica_id, f_isolation_level, f_topics, f_timeout_ms, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v1-3
def _enc_ListOffsetsPartitionResponse_23(o: ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, out: list[Buffer]) -> None:
    if o.leader_epoch != -1:
        raise _EncodeError('leader_epoch' + _UNSUPPORTED)
    out.append(_S4.pack(o.partition_index, o.error_code, o.timestamp, o.offset))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse.ListOffsetsTopicResponse v1-3
def _enc_ListOffsetsTopicResponse_24(o: ListOffsetsResponse.ListOffsetsTopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsPartitionResponse_23(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse v1
def _enc_ListOffsetsResponse_25(o: ListOffsetsResponse, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_ListOffsetsTopicResponse_24(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse v2-3
def _enc_ListOffsetsResponse_26(o: ListOffsetsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsTopicResponse_24(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v4-5
def _enc_ListOffsetsPartitionResponse_27(o: ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse.ListOffsetsTopicResponse v4-5
def _enc_ListOffsetsTopicResponse_28(o: ListOffsetsResponse.ListOffsetsTopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsPartitionResponse_27(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse v4-5
def _enc_ListOffsetsResponse_29(o: ListOffsetsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsTopicResponse_28(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v6-11
def _enc_ListOffsetsPartitionResponse_30(o: ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsResponse.ListOffsetsTopicResponse v6-11
def _enc_ListOffsetsTopicResponse_31(o: ListOffsetsResponse.ListOffsetsTopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_ListOffsetsPartitionResponse_30(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsResponse v6-11
def _enc_ListOffsetsResponse_32(o: ListOffsetsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_ListOffsetsTopicResponse_31(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v1-3
def _dec_ListOffsetsPartitionResponse_33(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, int]:
    f_partition_index: int
    f_error_code: int
    f_timestamp: int
    f_offset: int
    f_partition_index, f_error_code, f_timestamp, f_offset = _S4.unpack_from(buf, pos)
    pos += 22
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse_ListOffsetsTopicResponse_ListOffsetsPartitionResponse(f_partition_index, f_error_code, f_timestamp, f_offset, -1, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse v1-3
def _dec_ListOffsetsTopicResponse_34(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse, int]:
    f_name: str
    f_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 22)
    l_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartitionResponse_33(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse_ListOffsetsTopicResponse(f_name, f_partitions, unknown), pos


# ListOffsetsResponse v1
def _dec_ListOffsetsResponse_35(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse, int]:
    f_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse]
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopicResponse_34(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse(0, f_topics, unknown), pos


# ListOffsetsResponse v2-3
def _dec_ListOffsetsResponse_36(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopicResponse_34(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse(f_throttle_time_ms, f_topics, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v4-5
def _dec_ListOffsetsPartitionResponse_37(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, int]:
    f_partition_index: int
    f_error_code: int
    f_timestamp: int
    f_offset: int
    f_leader_epoch: int
    f_partition_index, f_error_code, f_timestamp, f_offset, f_leader_epoch = _S5.unpack_from(buf, pos)
    pos += 26
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse_ListOffsetsTopicResponse_ListOffsetsPartitionResponse(f_partition_index, f_error_code, f_timestamp, f_offset, f_leader_epoch, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse v4-5
def _dec_ListOffsetsTopicResponse_38(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse, int]:
    f_name: str
    f_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 26)
    l_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartitionResponse_37(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse_ListOffsetsTopicResponse(f_name, f_partitions, unknown), pos


# ListOffsetsResponse v4-5
def _dec_ListOffsetsResponse_39(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopicResponse_38(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse(f_throttle_time_ms, f_topics, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v6-11
def _dec_ListOffsetsPartitionResponse_40(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, int]:
    f_partition_index: int
    f_error_code: int
    f_timestamp: int
    f_offset: int
    f_leader_epoch: int
    f_partition_index, f_error_code, f_timestamp, f_offset, f_leader_epoch = _S5.unpack_from(buf, pos)
    pos += 26
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsResponse_ListOffsetsTopicResponse_ListOffsetsPartitionResponse(f_partition_index, f_error_code, f_timestamp, f_offset, f_leader_epoch, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse v6-11
def _dec_ListOffsetsTopicResponse_41(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse, int]:
    f_name: str
    f_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 27 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 27)
    l_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartitionResponse_40(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsResponse_ListOffsetsTopicResponse(f_name, f_partitions, unknown), pos


# ListOffsetsResponse v6-11
def _dec_ListOffsetsResponse_42(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopicResponse_41(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsResponse(f_throttle_time_ms, f_topics, unknown), pos


ListOffsetsRequest._ENCODERS = (None, _enc_ListOffsetsRequest_3, _enc_ListOffsetsRequest_4, _enc_ListOffsetsRequest_4, _enc_ListOffsetsRequest_7, _enc_ListOffsetsRequest_7, _enc_ListOffsetsRequest_10, _enc_ListOffsetsRequest_10, _enc_ListOffsetsRequest_10, _enc_ListOffsetsRequest_10, _enc_ListOffsetsRequest_11, _enc_ListOffsetsRequest_11,)
ListOffsetsRequest._DECODERS = (None, _dec_ListOffsetsRequest_14, _dec_ListOffsetsRequest_15, _dec_ListOffsetsRequest_15, _dec_ListOffsetsRequest_18, _dec_ListOffsetsRequest_18, _dec_ListOffsetsRequest_21, _dec_ListOffsetsRequest_21, _dec_ListOffsetsRequest_21, _dec_ListOffsetsRequest_21, _dec_ListOffsetsRequest_22, _dec_ListOffsetsRequest_22,)
ListOffsetsResponse._ENCODERS = (None, _enc_ListOffsetsResponse_25, _enc_ListOffsetsResponse_26, _enc_ListOffsetsResponse_26, _enc_ListOffsetsResponse_29, _enc_ListOffsetsResponse_29, _enc_ListOffsetsResponse_32, _enc_ListOffsetsResponse_32, _enc_ListOffsetsResponse_32, _enc_ListOffsetsResponse_32, _enc_ListOffsetsResponse_32, _enc_ListOffsetsResponse_32,)
ListOffsetsResponse._DECODERS = (None, _dec_ListOffsetsResponse_35, _dec_ListOffsetsResponse_36, _dec_ListOffsetsResponse_36, _dec_ListOffsetsResponse_39, _dec_ListOffsetsResponse_39, _dec_ListOffsetsResponse_42, _dec_ListOffsetsResponse_42, _dec_ListOffsetsResponse_42, _dec_ListOffsetsResponse_42, _dec_ListOffsetsResponse_42, _dec_ListOffsetsResponse_42,)
ListOffsetsRequest.RESPONSE = ListOffsetsResponse
ListOffsetsResponse.REQUEST = ListOffsetsRequest
