# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""OffsetForLeaderEpoch (API key 23): request and response, versions 2-4."""

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

__all__ = ["OffsetForLeaderEpochRequest", "OffsetForLeaderEpochResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class OffsetForLeaderEpochRequest(Request["OffsetForLeaderEpochResponse"]):
    """OffsetForLeaderEpoch request (API key 23): versions 2-4, flexible from 4."""

    API_KEY = 23
    MIN_VERSION = 2
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 4


    class OffsetForLeaderTopic:
        """OffsetForLeaderTopic (versions 0+)."""

        class OffsetForLeaderPartition:
            """OffsetForLeaderPartition (versions 0+)."""
            __slots__ = ('partition', 'current_leader_epoch', 'leader_epoch', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition: int
            #: An epoch used to fence consumers/replicas with old metadata. If the epoch provided by the client is larger than the current epoch known to the broker, then the UNKNOWN_LEADER_EPOCH error code will be returned. If the provided epoch is smaller, then the FENCED_LEADER_EPOCH error code will be returned. (v2+, ignorable)
            current_leader_epoch: int
            #: The epoch to look up an offset for. (v0+)
            leader_epoch: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition: int = 0, current_leader_epoch: int = -1, leader_epoch: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition = partition
                self.current_leader_epoch = current_leader_epoch
                self.leader_epoch = leader_epoch
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition={self.partition!r}, current_leader_epoch={self.current_leader_epoch!r}, leader_epoch={self.leader_epoch!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition, self.current_leader_epoch, self.leader_epoch, self.unknown_tagged_fields,) == (other.partition, other.current_leader_epoch, other.leader_epoch, other.unknown_tagged_fields,)

        __slots__ = ('topic', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        topic: str
        #: Each partition to get offsets for. (v0+)
        partitions: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic: str = "", partitions: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic={self.topic!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic, self.partitions, self.unknown_tagged_fields,) == (other.topic, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('replica_id', 'topics', 'unknown_tagged_fields',)
    #: The broker ID of the follower, of -1 if this request is from a consumer. (v3+, ignorable)
    replica_id: int
    #: Each topic to get offsets for. (v0+)
    topics: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, replica_id: int = -2, topics: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.replica_id = replica_id
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(replica_id={self.replica_id!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.replica_id, self.topics, self.unknown_tagged_fields,) == (other.replica_id, other.topics, other.unknown_tagged_fields,)


class OffsetForLeaderEpochResponse(Response):
    """OffsetForLeaderEpoch response (API key 23): versions 2-4, flexible from 4."""

    API_KEY = 23
    MIN_VERSION = 2
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 4


    class OffsetForLeaderTopicResult:
        """OffsetForLeaderTopicResult (versions 0+)."""

        class EpochEndOffset:
            """EpochEndOffset (versions 0+)."""
            __slots__ = ('error_code', 'partition', 'leader_epoch', 'end_offset', 'unknown_tagged_fields',)
            #: The error code 0, or if there was no error. (v0+)
            error_code: int
            #: The partition index. (v0+)
            partition: int
            #: The leader epoch of the partition. (v1+, ignorable)
            leader_epoch: int
            #: The end offset of the epoch. (v0+)
            end_offset: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, error_code: int = 0, partition: int = 0, leader_epoch: int = -1, end_offset: int = -1, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.error_code = error_code
                self.partition = partition
                self.leader_epoch = leader_epoch
                self.end_offset = end_offset
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(error_code={self.error_code!r}, partition={self.partition!r}, leader_epoch={self.leader_epoch!r}, end_offset={self.end_offset!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.error_code, self.partition, self.leader_epoch, self.end_offset, self.unknown_tagged_fields,) == (other.error_code, other.partition, other.leader_epoch, other.end_offset, other.unknown_tagged_fields,)

        __slots__ = ('topic', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        topic: str
        #: Each partition in the topic we fetched offsets for. (v0+)
        partitions: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic: str = "", partitions: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic={self.topic!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic, self.partitions, self.unknown_tagged_fields,) == (other.topic, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v2+, ignorable)
    throttle_time_ms: int
    #: Each topic we fetched offsets for. (v0+)
    topics: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, topics: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.topics, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.topics, other.unknown_tagged_fields,)

_OffsetForLeaderEpochRequest = OffsetForLeaderEpochRequest
_OffsetForLeaderEpochRequest_OffsetForLeaderTopic = OffsetForLeaderEpochRequest.OffsetForLeaderTopic
_OffsetForLeaderEpochRequest_OffsetForLeaderTopic_OffsetForLeaderPartition = OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition
_OffsetForLeaderEpochResponse = OffsetForLeaderEpochResponse
_OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult = OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult
_OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult_EpochEndOffset = OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset

_S0 = Struct('>iii')
_S1 = Struct('>i')
_S2 = Struct('>hiiq')


# OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition v2-3
def _enc_OffsetForLeaderPartition_1(o: OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.partition, o.current_leader_epoch, o.leader_epoch))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetForLeaderEpochRequest.OffsetForLeaderTopic v2-3
def _enc_OffsetForLeaderTopic_2(o: OffsetForLeaderEpochRequest.OffsetForLeaderTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetForLeaderPartition_1(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetForLeaderEpochRequest v2
def _enc_OffsetForLeaderEpochRequest_3(o: OffsetForLeaderEpochRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_OffsetForLeaderTopic_2(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetForLeaderEpochRequest v3
def _enc_OffsetForLeaderEpochRequest_4(o: OffsetForLeaderEpochRequest, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.replica_id))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetForLeaderTopic_2(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition v4
def _enc_OffsetForLeaderPartition_5(o: OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.partition, o.current_leader_epoch, o.leader_epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetForLeaderEpochRequest.OffsetForLeaderTopic v4
def _enc_OffsetForLeaderTopic_6(o: OffsetForLeaderEpochRequest.OffsetForLeaderTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetForLeaderPartition_5(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetForLeaderEpochRequest v4
def _enc_OffsetForLeaderEpochRequest_7(o: OffsetForLeaderEpochRequest, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.replica_id))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetForLeaderTopic_6(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition v2-3
def _dec_OffsetForLeaderPartition_8(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition, int]:
    f_partition: int
    f_current_leader_epoch: int
    f_leader_epoch: int
    f_partition, f_current_leader_epoch, f_leader_epoch = _S0.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    return _OffsetForLeaderEpochRequest_OffsetForLeaderTopic_OffsetForLeaderPartition(f_partition, f_current_leader_epoch, f_leader_epoch, unknown), pos


# OffsetForLeaderEpochRequest.OffsetForLeaderTopic v2-3
def _dec_OffsetForLeaderTopic_9(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochRequest.OffsetForLeaderTopic, int]:
    f_topic: str
    f_partitions: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 12)
    l_partitions: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetForLeaderPartition_8(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _OffsetForLeaderEpochRequest_OffsetForLeaderTopic(f_topic, f_partitions, unknown), pos


# OffsetForLeaderEpochRequest v2
def _dec_OffsetForLeaderEpochRequest_10(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    f_topics: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic]
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetForLeaderTopic_9(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetForLeaderEpochRequest(-2, f_topics, unknown), pos


# OffsetForLeaderEpochRequest v3
def _dec_OffsetForLeaderEpochRequest_11(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    f_replica_id: int
    f_topics: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic]
    f_replica_id = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetForLeaderTopic_9(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetForLeaderEpochRequest(f_replica_id, f_topics, unknown), pos


# OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition v4
def _dec_OffsetForLeaderPartition_12(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition, int]:
    f_partition: int
    f_current_leader_epoch: int
    f_leader_epoch: int
    f_partition, f_current_leader_epoch, f_leader_epoch = _S0.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetForLeaderEpochRequest_OffsetForLeaderTopic_OffsetForLeaderPartition(f_partition, f_current_leader_epoch, f_leader_epoch, unknown), pos


# OffsetForLeaderEpochRequest.OffsetForLeaderTopic v4
def _dec_OffsetForLeaderTopic_13(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochRequest.OffsetForLeaderTopic, int]:
    f_topic: str
    f_partitions: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition]
    c_topic = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic < 128 and pos + c_topic <= len(buf):
        f_topic = _p.utf8_slice(buf, pos + 1, pos + c_topic)
        pos += c_topic
    else:
        f_topic, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 13 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 13)
    l_partitions: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetForLeaderPartition_12(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetForLeaderEpochRequest_OffsetForLeaderTopic(f_topic, f_partitions, unknown), pos


# OffsetForLeaderEpochRequest v4
def _dec_OffsetForLeaderEpochRequest_14(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochRequest, int]:
    f_replica_id: int
    f_topics: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic]
    f_replica_id = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetForLeaderTopic_13(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetForLeaderEpochRequest(f_replica_id, f_topics, unknown), pos


# OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset v2-3
def _enc_EpochEndOffset_15(o: OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.error_code, o.partition, o.leader_epoch, o.end_offset))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult v2-3
def _enc_OffsetForLeaderTopicResult_16(o: OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_EpochEndOffset_15(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetForLeaderEpochResponse v2-3
def _enc_OffsetForLeaderEpochResponse_17(o: OffsetForLeaderEpochResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetForLeaderTopicResult_16(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset v4
def _enc_EpochEndOffset_18(o: OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.error_code, o.partition, o.leader_epoch, o.end_offset))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult v4
def _enc_OffsetForLeaderTopicResult_19(o: OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_EpochEndOffset_18(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetForLeaderEpochResponse v4
def _enc_OffsetForLeaderEpochResponse_20(o: OffsetForLeaderEpochResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetForLeaderTopicResult_19(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset v2-3
def _dec_EpochEndOffset_21(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset, int]:
    f_error_code: int
    f_partition: int
    f_leader_epoch: int
    f_end_offset: int
    f_error_code, f_partition, f_leader_epoch, f_end_offset = _S2.unpack_from(buf, pos)
    pos += 18
    unknown: dict[int, bytes] = {}
    return _OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult_EpochEndOffset(f_error_code, f_partition, f_leader_epoch, f_end_offset, unknown), pos


# OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult v2-3
def _dec_OffsetForLeaderTopicResult_22(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult, int]:
    f_topic: str
    f_partitions: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 18)
    l_partitions: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_EpochEndOffset_21(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult(f_topic, f_partitions, unknown), pos


# OffsetForLeaderEpochResponse v2-3
def _dec_OffsetForLeaderEpochResponse_23(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult]
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetForLeaderTopicResult_22(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetForLeaderEpochResponse(f_throttle_time_ms, f_topics, unknown), pos


# OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset v4
def _dec_EpochEndOffset_24(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset, int]:
    f_error_code: int
    f_partition: int
    f_leader_epoch: int
    f_end_offset: int
    f_error_code, f_partition, f_leader_epoch, f_end_offset = _S2.unpack_from(buf, pos)
    pos += 18
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult_EpochEndOffset(f_error_code, f_partition, f_leader_epoch, f_end_offset, unknown), pos


# OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult v4
def _dec_OffsetForLeaderTopicResult_25(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult, int]:
    f_topic: str
    f_partitions: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset]
    c_topic = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic < 128 and pos + c_topic <= len(buf):
        f_topic = _p.utf8_slice(buf, pos + 1, pos + c_topic)
        pos += c_topic
    else:
        f_topic, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 19 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 19)
    l_partitions: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_EpochEndOffset_24(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetForLeaderEpochResponse_OffsetForLeaderTopicResult(f_topic, f_partitions, unknown), pos


# OffsetForLeaderEpochResponse v4
def _dec_OffsetForLeaderEpochResponse_26(buf: memoryview, pos: int) -> tuple[OffsetForLeaderEpochResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult]
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetForLeaderTopicResult_25(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetForLeaderEpochResponse(f_throttle_time_ms, f_topics, unknown), pos


OffsetForLeaderEpochRequest._ENCODERS = (None, None, _enc_OffsetForLeaderEpochRequest_3, _enc_OffsetForLeaderEpochRequest_4, _enc_OffsetForLeaderEpochRequest_7,)
OffsetForLeaderEpochRequest._DECODERS = (None, None, _dec_OffsetForLeaderEpochRequest_10, _dec_OffsetForLeaderEpochRequest_11, _dec_OffsetForLeaderEpochRequest_14,)
OffsetForLeaderEpochResponse._ENCODERS = (None, None, _enc_OffsetForLeaderEpochResponse_17, _enc_OffsetForLeaderEpochResponse_17, _enc_OffsetForLeaderEpochResponse_20,)
OffsetForLeaderEpochResponse._DECODERS = (None, None, _dec_OffsetForLeaderEpochResponse_23, _dec_OffsetForLeaderEpochResponse_23, _dec_OffsetForLeaderEpochResponse_26,)
OffsetForLeaderEpochRequest.RESPONSE = OffsetForLeaderEpochResponse
OffsetForLeaderEpochResponse.REQUEST = OffsetForLeaderEpochRequest
