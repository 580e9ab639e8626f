# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""OffsetCommit (API key 8): request and response, versions 2-10."""

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

__all__ = ["OffsetCommitRequest", "OffsetCommitResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class OffsetCommitRequest(Request["OffsetCommitResponse"]):
    """OffsetCommit request (API key 8): versions 2-10, flexible from 8."""

    API_KEY = 8
    MIN_VERSION = 2
    MAX_VERSION = 10
    FLEXIBLE_VERSION = 8


    class OffsetCommitRequestTopic:
        """OffsetCommitRequestTopic (versions 0+)."""

        class OffsetCommitRequestPartition:
            """OffsetCommitRequestPartition (versions 0+)."""
            __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'committed_metadata', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The message offset to be committed. (v0+)
            committed_offset: int
            #: The leader epoch of this partition. (v6+, ignorable)
            committed_leader_epoch: int
            #: Any associated metadata the client wants to keep. (v0+, nullable v0+)
            committed_metadata: str | None
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, committed_offset: int = 0, committed_leader_epoch: int = -1, committed_metadata: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.committed_offset = committed_offset
                self.committed_leader_epoch = committed_leader_epoch
                self.committed_metadata = committed_metadata
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, committed_offset={self.committed_offset!r}, committed_leader_epoch={self.committed_leader_epoch!r}, committed_metadata={self.committed_metadata!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.committed_offset, self.committed_leader_epoch, self.committed_metadata, self.unknown_tagged_fields,) == (other.partition_index, other.committed_offset, other.committed_leader_epoch, other.committed_metadata, other.unknown_tagged_fields,)

        __slots__ = ('name', 'topic_id', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0-9, ignorable)
        name: str
        #: The topic ID. (v10+, ignorable)
        topic_id: UUID
        #: Each partition to commit offsets for. (v0+)
        partitions: list[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", topic_id: UUID = _ZERO_UUID, partitions: list[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.topic_id = topic_id
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, topic_id={self.topic_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.topic_id, self.partitions, self.unknown_tagged_fields,) == (other.name, other.topic_id, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('group_id', 'generation_id_or_member_epoch', 'member_id', 'group_instance_id', 'retention_time_ms', 'topics', 'unknown_tagged_fields',)
    #: The unique group identifier. (v0+)
    group_id: str
    #: The generation of the group if using the classic group protocol or the member epoch if using the consumer protocol. (v1+, ignorable)
    generation_id_or_member_epoch: int
    #: The member ID assigned by the group coordinator. (v1+, ignorable)
    member_id: str
    #: The unique identifier of the consumer instance provided by end user. (v7+, nullable v7+)
    group_instance_id: str | None
    #: The time period in ms to retain the offset. (v2-4, ignorable)
    retention_time_ms: int
    #: The topics to commit offsets for. (v0+)
    topics: list[OffsetCommitRequest.OffsetCommitRequestTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_id: str = "", generation_id_or_member_epoch: int = -1, member_id: str = "", group_instance_id: str | None = None, retention_time_ms: int = -1, topics: list[OffsetCommitRequest.OffsetCommitRequestTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_id = group_id
        self.generation_id_or_member_epoch = generation_id_or_member_epoch
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.retention_time_ms = retention_time_ms
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_id={self.group_id!r}, generation_id_or_member_epoch={self.generation_id_or_member_epoch!r}, member_id={self.member_id!r}, group_instance_id={self.group_instance_id!r}, retention_time_ms={self.retention_time_ms!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_id, self.generation_id_or_member_epoch, self.member_id, self.group_instance_id, self.retention_time_ms, self.topics, self.unknown_tagged_fields,) == (other.group_id, other.generation_id_or_member_epoch, other.member_id, other.group_instance_id, other.retention_time_ms, other.topics, other.unknown_tagged_fields,)


class OffsetCommitResponse(Response):
    """OffsetCommit response (API key 8): versions 2-10, flexible from 8."""

    API_KEY = 8
    MIN_VERSION = 2
    MAX_VERSION = 10
    FLEXIBLE_VERSION = 8


    class OffsetCommitResponseTopic:
        """OffsetCommitResponseTopic (versions 0+)."""

        class OffsetCommitResponsePartition:
            """OffsetCommitResponsePartition (versions 0+)."""
            __slots__ = ('partition_index', 'error_code', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The error code, or 0 if there was no error. (v0+)
            error_code: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.error_code = error_code
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.error_code, self.unknown_tagged_fields,) == (other.partition_index, other.error_code, other.unknown_tagged_fields,)

        __slots__ = ('name', 'topic_id', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0-9, ignorable)
        name: str
        #: The topic ID. (v10+, ignorable)
        topic_id: UUID
        #: The responses for each partition in the topic. (v0+)
        partitions: list[OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", topic_id: UUID = _ZERO_UUID, partitions: list[OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.topic_id = topic_id
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, topic_id={self.topic_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.topic_id, self.partitions, self.unknown_tagged_fields,) == (other.name, other.topic_id, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v3+, ignorable)
    throttle_time_ms: int
    #: The responses for each topic. (v0+)
    topics: list[OffsetCommitResponse.OffsetCommitResponseTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, topics: list[OffsetCommitResponse.OffsetCommitResponseTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.topics, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.topics, other.unknown_tagged_fields,)

_OffsetCommitRequest = OffsetCommitRequest
_OffsetCommitRequest_OffsetCommitRequestTopic = OffsetCommitRequest.OffsetCommitRequestTopic
_OffsetCommitRequest_OffsetCommitRequestTopic_OffsetCommitRequestPartition = OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition
_OffsetCommitResponse = OffsetCommitResponse
_OffsetCommitResponse_OffsetCommitResponseTopic = OffsetCommitResponse.OffsetCommitResponseTopic
_OffsetCommitResponse_OffsetCommitResponseTopic_OffsetCommitResponsePartition = OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition

_S0 = Struct('>i')
_S1 = Struct('>q')
_S2 = Struct('>iq')
_S3 = Struct('>iqi')
_S4 = Struct('>16s')
_S5 = Struct('>ih')


# OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition v2-5
def _enc_OffsetCommitRequestPartition_1(o: OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_index, o.committed_offset))
    out.append(_p.enc_nullable_string(o.committed_metadata))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetCommitRequest.OffsetCommitRequestTopic v2-5
def _enc_OffsetCommitRequestTopic_2(o: OffsetCommitRequest.OffsetCommitRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetCommitRequestPartition_1(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetCommitRequest v2-4
def _enc_OffsetCommitRequest_3(o: OffsetCommitRequest, out: list[Buffer]) -> None:
    if o.group_instance_id is not None:
        raise _EncodeError('group_instance_id' + _UNSUPPORTED)
    out.append(_p.enc_string(o.group_id))
    out.append(_S0.pack(o.generation_id_or_member_epoch))
    out.append(_p.enc_string(o.member_id))
    out.append(_S1.pack(o.retention_time_ms))
    a4 = o.topics
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_OffsetCommitRequestTopic_2(e4, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetCommitRequest v5
def _enc_OffsetCommitRequest_4(o: OffsetCommitRequest, out: list[Buffer]) -> None:
    if o.group_instance_id is not None:
        raise _EncodeError('group_instance_id' + _UNSUPPORTED)
    out.append(_p.enc_string(o.group_id))
    out.append(_S0.pack(o.generation_id_or_member_epoch))
    out.append(_p.enc_string(o.member_id))
    a3 = o.topics
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_OffsetCommitRequestTopic_2(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition v6-7
def _enc_OffsetCommitRequestPartition_5(o: OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.partition_index, o.committed_offset, o.committed_leader_epoch))
    out.append(_p.enc_nullable_string(o.committed_metadata))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetCommitRequest.OffsetCommitRequestTopic v6-7
def _enc_OffsetCommitRequestTopic_6(o: OffsetCommitRequest.OffsetCommitRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetCommitRequestPartition_5(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetCommitRequest v6
def _enc_OffsetCommitRequest_7(o: OffsetCommitRequest, out: list[Buffer]) -> None:
    if o.group_instance_id is not None:
        raise _EncodeError('group_instance_id' + _UNSUPPORTED)
    out.append(_p.enc_string(o.group_id))
    out.append(_S0.pack(o.generation_id_or_member_epoch))
    out.append(_p.enc_string(o.member_id))
    a3 = o.topics
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_OffsetCommitRequestTopic_6(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetCommitRequest v7
def _enc_OffsetCommitRequest_8(o: OffsetCommitRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.group_id))
    out.append(_S0.pack(o.generation_id_or_member_epoch))
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_nullable_string(o.group_instance_id))
    a4 = o.topics
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_OffsetCommitRequestTopic_6(e4, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition v8-10
def _enc_OffsetCommitRequestPartition_9(o: OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.partition_index, o.committed_offset, o.committed_leader_epoch))
    out.append(_p.enc_compact_nullable_string(o.committed_metadata))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetCommitRequest.OffsetCommitRequestTopic v8-9
def _enc_OffsetCommitRequestTopic_10(o: OffsetCommitRequest.OffsetCommitRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetCommitRequestPartition_9(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetCommitRequest v8-9
def _enc_OffsetCommitRequest_11(o: OffsetCommitRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_S0.pack(o.generation_id_or_member_epoch))
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    a4 = o.topics
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_OffsetCommitRequestTopic_10(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetCommitRequest.OffsetCommitRequestTopic v10
def _enc_OffsetCommitRequestTopic_12(o: OffsetCommitRequest.OffsetCommitRequestTopic, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetCommitRequestPartition_9(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetCommitRequest v10
def _enc_OffsetCommitRequest_13(o: OffsetCommitRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_S0.pack(o.generation_id_or_member_epoch))
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    a4 = o.topics
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_OffsetCommitRequestTopic_12(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition v2-5
def _dec_OffsetCommitRequestPartition_14(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition, int]:
    f_partition_index: int
    f_committed_offset: int
    f_committed_metadata: str | None
    f_partition_index, f_committed_offset = _S2.unpack_from(buf, pos)
    pos += 12
    f_committed_metadata, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _OffsetCommitRequest_OffsetCommitRequestTopic_OffsetCommitRequestPartition(f_partition_index, f_committed_offset, -1, f_committed_metadata, unknown), pos


# OffsetCommitRequest.OffsetCommitRequestTopic v2-5
def _dec_OffsetCommitRequestTopic_15(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest.OffsetCommitRequestTopic, int]:
    f_name: str
    f_partitions: list[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 14)
    l_partitions: list[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetCommitRequestPartition_14(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _OffsetCommitRequest_OffsetCommitRequestTopic(f_name, _ZERO_UUID, f_partitions, unknown), pos


# OffsetCommitRequest v2-4
def _dec_OffsetCommitRequest_16(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest, int]:
    f_group_id: str
    f_generation_id_or_member_epoch: int
    f_member_id: str
    f_retention_time_ms: int
    f_topics: list[OffsetCommitRequest.OffsetCommitRequestTopic]
    f_group_id, pos = _p.dec_string(buf, pos)
    f_generation_id_or_member_epoch = _S0.unpack_from(buf, pos)[0]
    pos += 4
    f_member_id, pos = _p.dec_string(buf, pos)
    f_retention_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 8
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetCommitRequestTopic_15(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, None, f_retention_time_ms, f_topics, unknown), pos


# OffsetCommitRequest v5
def _dec_OffsetCommitRequest_17(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest, int]:
    f_group_id: str
    f_generation_id_or_member_epoch: int
    f_member_id: str
    f_topics: list[OffsetCommitRequest.OffsetCommitRequestTopic]
    f_group_id, pos = _p.dec_string(buf, pos)
    f_generation_id_or_member_epoch = _S0.unpack_from(buf, pos)[0]
    pos += 4
    f_member_id, pos = _p.dec_string(buf, pos)
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetCommitRequestTopic_15(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, None, -1, f_topics, unknown), pos


# OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition v6-7
def _dec_OffsetCommitRequestPartition_18(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition, int]:
    f_partition_index: int
    f_committed_offset: int
    f_committed_leader_epoch: int
    f_committed_metadata: str | None
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S3.unpack_from(buf, pos)
    pos += 16
    f_committed_metadata, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _OffsetCommitRequest_OffsetCommitRequestTopic_OffsetCommitRequestPartition(f_partition_index, f_committed_offset, f_committed_leader_epoch, f_committed_metadata, unknown), pos


# OffsetCommitRequest.OffsetCommitRequestTopic v6-7
def _dec_OffsetCommitRequestTopic_19(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest.OffsetCommitRequestTopic, int]:
    f_name: str
    f_partitions: list[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 18)
    l_partitions: list[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetCommitRequestPartition_18(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _OffsetCommitRequest_OffsetCommitRequestTopic(f_name, _ZERO_UUID, f_partitions, unknown), pos


# OffsetCommitRequest v6
def _dec_OffsetCommitRequest_20(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest, int]:
    f_group_id: str
    f_generation_id_or_member_epoch: int
    f_member_id: str
    f_topics: list[OffsetCommitRequest.OffsetCommitRequestTopic]
    f_group_id, pos = _p.dec_string(buf, pos)
    f_generation_id_or_member_epoch = _S0.unpack_from(buf, pos)[0]
    pos += 4
    f_member_id, pos = _p.dec_string(buf, pos)
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetCommitRequestTopic_19(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, None, -1, f_topics, unknown), pos


# OffsetCommitRequest v7
def _dec_OffsetCommitRequest_21(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest, int]:
    f_group_id: str
    f_generation_id_or_member_epoch: int
    f_member_id: str
    f_group_instance_id: str | None
    f_topics: list[OffsetCommitRequest.OffsetCommitRequestTopic]
    f_group_id, pos = _p.dec_string(buf, pos)
    f_generation_id_or_member_epoch = _S0.unpack_from(buf, pos)[0]
    pos += 4
    f_member_id, pos = _p.dec_string(buf, pos)
    f_group_instance_id, pos = _p.dec_nullable_string(buf, pos)
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetCommitRequestTopic_19(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, f_group_instance_id, -1, f_topics, unknown), pos


# OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition v8-10
def _dec_OffsetCommitRequestPartition_22(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition, int]:
    f_partition_index: int
    f_committed_offset: int
    f_committed_leader_epoch: int
    f_committed_metadata: str | None
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S3.unpack_from(buf, pos)
    pos += 16
    if pos < len(buf) and buf[pos] == 0:
        f_committed_metadata = None
        pos += 1
    else:
        f_committed_metadata, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetCommitRequest_OffsetCommitRequestTopic_OffsetCommitRequestPartition(f_partition_index, f_committed_offset, f_committed_leader_epoch, f_committed_metadata, unknown), pos


# OffsetCommitRequest.OffsetCommitRequestTopic v8-9
def _dec_OffsetCommitRequestTopic_23(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest.OffsetCommitRequestTopic, int]:
    f_name: str
    f_partitions: list[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 18 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_partitions: list[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetCommitRequestPartition_22(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetCommitRequest_OffsetCommitRequestTopic(f_name, _ZERO_UUID, f_partitions, unknown), pos


# OffsetCommitRequest v8-9
def _dec_OffsetCommitRequest_24(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest, int]:
    f_group_id: str
    f_generation_id_or_member_epoch: int
    f_member_id: str
    f_group_instance_id: str | None
    f_topics: list[OffsetCommitRequest.OffsetCommitRequestTopic]
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    f_generation_id_or_member_epoch = _S0.unpack_from(buf, pos)[0]
    pos += 4
    c_member_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_member_id < 128 and pos + c_member_id <= len(buf):
        f_member_id = _p.utf8_slice(buf, pos + 1, pos + c_member_id)
        pos += c_member_id
    else:
        f_member_id, pos = _p.dec_compact_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_group_instance_id = None
        pos += 1
    else:
        f_group_instance_id, pos = _p.dec_compact_nullable_string(buf, pos)
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetCommitRequestTopic_23(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, f_group_instance_id, -1, f_topics, unknown), pos


# OffsetCommitRequest.OffsetCommitRequestTopic v10
def _dec_OffsetCommitRequestTopic_25(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest.OffsetCommitRequestTopic, int]:
    f_topic_id: UUID
    f_partitions: list[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition]
    u_topic_id = _S4.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 18 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_partitions: list[OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetCommitRequestPartition_22(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetCommitRequest_OffsetCommitRequestTopic("", f_topic_id, f_partitions, unknown), pos


# OffsetCommitRequest v10
def _dec_OffsetCommitRequest_26(buf: memoryview, pos: int) -> tuple[OffsetCommitRequest, int]:
    f_group_id: str
    f_generation_id_or_member_epoch: int
    f_member_id: str
    f_group_instance_id: str | None
    f_topics: list[OffsetCommitRequest.OffsetCommitRequestTopic]
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    f_generation_id_or_member_epoch = _S0.unpack_from(buf, pos)[0]
    pos += 4
    c_member_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_member_id < 128 and pos + c_member_id <= len(buf):
        f_member_id = _p.utf8_slice(buf, pos + 1, pos + c_member_id)
        pos += c_member_id
    else:
        f_member_id, pos = _p.dec_compact_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_group_instance_id = None
        pos += 1
    else:
        f_group_instance_id, pos = _p.dec_compact_nullable_string(buf, pos)
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topics: list[OffsetCommitRequest.OffsetCommitRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetCommitRequestTopic_25(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetCommitRequest(f_group_id, f_generation_id_or_member_epoch, f_member_id, f_group_instance_id, -1, f_topics, unknown), pos


# OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition v2-7
def _enc_OffsetCommitResponsePartition_27(o: OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition_index, o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetCommitResponse.OffsetCommitResponseTopic v2-7
def _enc_OffsetCommitResponseTopic_28(o: OffsetCommitResponse.OffsetCommitResponseTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetCommitResponsePartition_27(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetCommitResponse v2
def _enc_OffsetCommitResponse_29(o: OffsetCommitResponse, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_OffsetCommitResponseTopic_28(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetCommitResponse v3-7
def _enc_OffsetCommitResponse_30(o: OffsetCommitResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetCommitResponseTopic_28(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition v8-10
def _enc_OffsetCommitResponsePartition_31(o: OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition_index, o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetCommitResponse.OffsetCommitResponseTopic v8-9
def _enc_OffsetCommitResponseTopic_32(o: OffsetCommitResponse.OffsetCommitResponseTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetCommitResponsePartition_31(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetCommitResponse v8-9
def _enc_OffsetCommitResponse_33(o: OffsetCommitResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetCommitResponseTopic_32(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetCommitResponse.OffsetCommitResponseTopic v10
def _enc_OffsetCommitResponseTopic_34(o: OffsetCommitResponse.OffsetCommitResponseTopic, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetCommitResponsePartition_31(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetCommitResponse v10
def _enc_OffsetCommitResponse_35(o: OffsetCommitResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetCommitResponseTopic_34(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition v2-7
def _dec_OffsetCommitResponsePartition_36(buf: memoryview, pos: int) -> tuple[OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition, int]:
    f_partition_index: int
    f_error_code: int
    f_partition_index, f_error_code = _S5.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    return _OffsetCommitResponse_OffsetCommitResponseTopic_OffsetCommitResponsePartition(f_partition_index, f_error_code, unknown), pos


# OffsetCommitResponse.OffsetCommitResponseTopic v2-7
def _dec_OffsetCommitResponseTopic_37(buf: memoryview, pos: int) -> tuple[OffsetCommitResponse.OffsetCommitResponseTopic, int]:
    f_name: str
    f_partitions: list[OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 6)
    l_partitions: list[OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetCommitResponsePartition_36(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _OffsetCommitResponse_OffsetCommitResponseTopic(f_name, _ZERO_UUID, f_partitions, unknown), pos


# OffsetCommitResponse v2
def _dec_OffsetCommitResponse_38(buf: memoryview, pos: int) -> tuple[OffsetCommitResponse, int]:
    f_topics: list[OffsetCommitResponse.OffsetCommitResponseTopic]
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetCommitResponseTopic_37(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetCommitResponse(0, f_topics, unknown), pos


# OffsetCommitResponse v3-7
def _dec_OffsetCommitResponse_39(buf: memoryview, pos: int) -> tuple[OffsetCommitResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[OffsetCommitResponse.OffsetCommitResponseTopic]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetCommitResponseTopic_37(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetCommitResponse(f_throttle_time_ms, f_topics, unknown), pos


# OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition v8-10
def _dec_OffsetCommitResponsePartition_40(buf: memoryview, pos: int) -> tuple[OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition, int]:
    f_partition_index: int
    f_error_code: int
    f_partition_index, f_error_code = _S5.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetCommitResponse_OffsetCommitResponseTopic_OffsetCommitResponsePartition(f_partition_index, f_error_code, unknown), pos


# OffsetCommitResponse.OffsetCommitResponseTopic v8-9
def _dec_OffsetCommitResponseTopic_41(buf: memoryview, pos: int) -> tuple[OffsetCommitResponse.OffsetCommitResponseTopic, int]:
    f_name: str
    f_partitions: list[OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 7 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 7)
    l_partitions: list[OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetCommitResponsePartition_40(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetCommitResponse_OffsetCommitResponseTopic(f_name, _ZERO_UUID, f_partitions, unknown), pos


# OffsetCommitResponse v8-9
def _dec_OffsetCommitResponse_42(buf: memoryview, pos: int) -> tuple[OffsetCommitResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[OffsetCommitResponse.OffsetCommitResponseTopic]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetCommitResponseTopic_41(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetCommitResponse(f_throttle_time_ms, f_topics, unknown), pos


# OffsetCommitResponse.OffsetCommitResponseTopic v10
def _dec_OffsetCommitResponseTopic_43(buf: memoryview, pos: int) -> tuple[OffsetCommitResponse.OffsetCommitResponseTopic, int]:
    f_topic_id: UUID
    f_partitions: list[OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition]
    u_topic_id = _S4.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 7 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 7)
    l_partitions: list[OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetCommitResponsePartition_40(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetCommitResponse_OffsetCommitResponseTopic("", f_topic_id, f_partitions, unknown), pos


# OffsetCommitResponse v10
def _dec_OffsetCommitResponse_44(buf: memoryview, pos: int) -> tuple[OffsetCommitResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[OffsetCommitResponse.OffsetCommitResponseTopic]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topics: list[OffsetCommitResponse.OffsetCommitResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetCommitResponseTopic_43(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetCommitResponse(f_throttle_time_ms, f_topics, unknown), pos


OffsetCommitRequest._ENCODERS = (None, None, _enc_OffsetCommitRequest_3, _enc_OffsetCommitRequest_3, _enc_OffsetCommitRequest_3, _enc_OffsetCommitRequest_4, _enc_OffsetCommitRequest_7, _enc_OffsetCommitRequest_8, _enc_OffsetCommitRequest_11, _enc_OffsetCommitRequest_11, _enc_OffsetCommitRequest_13,)
OffsetCommitRequest._DECODERS = (None, None, _dec_OffsetCommitRequest_16, _dec_OffsetCommitRequest_16, _dec_OffsetCommitRequest_16, _dec_OffsetCommitRequest_17, _dec_OffsetCommitRequest_20, _dec_OffsetCommitRequest_21, _dec_OffsetCommitRequest_24, _dec_OffsetCommitRequest_24, _dec_OffsetCommitRequest_26,)
OffsetCommitResponse._ENCODERS = (None, None, _enc_OffsetCommitResponse_29, _enc_OffsetCommitResponse_30, _enc_OffsetCommitResponse_30, _enc_OffsetCommitResponse_30, _enc_OffsetCommitResponse_30, _enc_OffsetCommitResponse_30, _enc_OffsetCommitResponse_33, _enc_OffsetCommitResponse_33, _enc_OffsetCommitResponse_35,)
OffsetCommitResponse._DECODERS = (None, None, _dec_OffsetCommitResponse_38, _dec_OffsetCommitResponse_39, _dec_OffsetCommitResponse_39, _dec_OffsetCommitResponse_39, _dec_OffsetCommitResponse_39, _dec_OffsetCommitResponse_39, _dec_OffsetCommitResponse_42, _dec_OffsetCommitResponse_42, _dec_OffsetCommitResponse_44,)
OffsetCommitRequest.RESPONSE = OffsetCommitResponse
OffsetCommitResponse.REQUEST = OffsetCommitRequest
