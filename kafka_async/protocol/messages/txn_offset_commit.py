# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""TxnOffsetCommit (API key 28): request and response, versions 0-5."""

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

__all__ = ["TxnOffsetCommitRequest", "TxnOffsetCommitResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class TxnOffsetCommitRequest(Request["TxnOffsetCommitResponse"]):
    """TxnOffsetCommit request (API key 28): versions 0-5, flexible from 3."""

    API_KEY = 28
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3


    class TxnOffsetCommitRequestTopic:
        """TxnOffsetCommitRequestTopic (versions 0+)."""

        class TxnOffsetCommitRequestPartition:
            """TxnOffsetCommitRequestPartition (versions 0+)."""
            __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'committed_metadata', 'unknown_tagged_fields',)
            #: The index of the partition within the topic. (v0+)
            partition_index: int
            #: The message offset to be committed. (v0+)
            committed_offset: int
            #: The leader epoch of the last consumed record. (v2+, ignorable)
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

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The partitions inside the topic that we want to commit offsets for. (v0+)
        partitions: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('transactional_id', 'group_id', 'producer_id', 'producer_epoch', 'generation_id', 'member_id', 'group_instance_id', 'topics', 'unknown_tagged_fields',)
    #: The ID of the transaction. (v0+)
    transactional_id: str
    #: The ID of the group. (v0+)
    group_id: str
    #: The current producer ID in use by the transactional ID. (v0+)
    producer_id: int
    #: The current epoch associated with the producer ID. (v0+)
    producer_epoch: int
    #: The generation of the consumer. (v3+)
    generation_id: int
    #: The member ID assigned by the group coordinator. (v3+)
    member_id: str
    #: The unique identifier of the consumer instance provided by end user. (v3+, nullable v3+)
    group_instance_id: str | None
    #: Each topic that we want to commit offsets for. (v0+)
    topics: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, transactional_id: str = "", group_id: str = "", producer_id: int = 0, producer_epoch: int = 0, generation_id: int = -1, member_id: str = "", group_instance_id: str | None = None, topics: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.transactional_id = transactional_id
        self.group_id = group_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.generation_id = generation_id
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(transactional_id={self.transactional_id!r}, group_id={self.group_id!r}, producer_id={self.producer_id!r}, producer_epoch={self.producer_epoch!r}, generation_id={self.generation_id!r}, member_id={self.member_id!r}, group_instance_id={self.group_instance_id!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.transactional_id, self.group_id, self.producer_id, self.producer_epoch, self.generation_id, self.member_id, self.group_instance_id, self.topics, self.unknown_tagged_fields,) == (other.transactional_id, other.group_id, other.producer_id, other.producer_epoch, other.generation_id, other.member_id, other.group_instance_id, other.topics, other.unknown_tagged_fields,)


class TxnOffsetCommitResponse(Response):
    """TxnOffsetCommit response (API key 28): versions 0-5, flexible from 3."""

    API_KEY = 28
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3


    class TxnOffsetCommitResponseTopic:
        """TxnOffsetCommitResponseTopic (versions 0+)."""

        class TxnOffsetCommitResponsePartition:
            """TxnOffsetCommitResponsePartition (versions 0+)."""
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

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The responses for each partition in the topic. (v0+)
        partitions: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
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
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The responses for each topic. (v0+)
    topics: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, topics: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.topics, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.topics, other.unknown_tagged_fields,)

_TxnOffsetCommitRequest = TxnOffsetCommitRequest
_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic = TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic
_TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic_TxnOffsetCommitRequestPartition = TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition
_TxnOffsetCommitResponse = TxnOffsetCommitResponse
_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic = TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic
_TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic_TxnOffsetCommitResponsePartition = TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition

_S0 = Struct('>qh')
_S1 = Struct('>iq')
_S2 = Struct('>iqi')
_S3 = Struct('>qhi')
_S4 = Struct('>i')
_S5 = Struct('>ih')


# TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition v0-1
def _enc_TxnOffsetCommitRequestPartition_1(o: TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.partition_index, o.committed_offset))
    out.append(_p.enc_nullable_string(o.committed_metadata))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic v0-1
def _enc_TxnOffsetCommitRequestTopic_2(o: TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_TxnOffsetCommitRequestPartition_1(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# TxnOffsetCommitRequest v0-1
def _enc_TxnOffsetCommitRequest_3(o: TxnOffsetCommitRequest, out: list[Buffer]) -> None:
    if o.generation_id != -1:
        raise _EncodeError('generation_id' + _UNSUPPORTED)
    if o.member_id != "":
        raise _EncodeError('member_id' + _UNSUPPORTED)
    if o.group_instance_id is not None:
        raise _EncodeError('group_instance_id' + _UNSUPPORTED)
    out.append(_p.enc_string(o.transactional_id))
    out.append(_p.enc_string(o.group_id))
    out.append(_S0.pack(o.producer_id, o.producer_epoch))
    a4 = o.topics
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_TxnOffsetCommitRequestTopic_2(e4, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition v2
def _enc_TxnOffsetCommitRequestPartition_4(o: TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_index, o.committed_offset, o.committed_leader_epoch))
    out.append(_p.enc_nullable_string(o.committed_metadata))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic v2
def _enc_TxnOffsetCommitRequestTopic_5(o: TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_TxnOffsetCommitRequestPartition_4(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# TxnOffsetCommitRequest v2
def _enc_TxnOffsetCommitRequest_6(o: TxnOffsetCommitRequest, out: list[Buffer]) -> None:
    if o.generation_id != -1:
        raise _EncodeError('generation_id' + _UNSUPPORTED)
    if o.member_id != "":
        raise _EncodeError('member_id' + _UNSUPPORTED)
    if o.group_instance_id is not None:
        raise _EncodeError('group_instance_id' + _UNSUPPORTED)
    out.append(_p.enc_string(o.transactional_id))
    out.append(_p.enc_string(o.group_id))
    out.append(_S0.pack(o.producer_id, o.producer_epoch))
    a4 = o.topics
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_TxnOffsetCommitRequestTopic_5(e4, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition v3-5
def _enc_TxnOffsetCommitRequestPartition_7(o: TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_index, o.committed_offset, o.committed_leader_epoch))
    out.append(_p.enc_compact_nullable_string(o.committed_metadata))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic v3-5
def _enc_TxnOffsetCommitRequestTopic_8(o: TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_TxnOffsetCommitRequestPartition_7(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# TxnOffsetCommitRequest v3-5
def _enc_TxnOffsetCommitRequest_9(o: TxnOffsetCommitRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.transactional_id))
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_S3.pack(o.producer_id, o.producer_epoch, o.generation_id))
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    a7 = o.topics
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_TxnOffsetCommitRequestTopic_8(e7, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition v0-1
def _dec_TxnOffsetCommitRequestPartition_10(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition, int]:
    f_partition_index: int
    f_committed_offset: int
    f_committed_metadata: str | None
    f_partition_index, f_committed_offset = _S1.unpack_from(buf, pos)
    pos += 12
    f_committed_metadata, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic_TxnOffsetCommitRequestPartition(f_partition_index, f_committed_offset, -1, f_committed_metadata, unknown), pos


# TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic v0-1
def _dec_TxnOffsetCommitRequestTopic_11(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic, int]:
    f_name: str
    f_partitions: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 14)
    l_partitions: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_TxnOffsetCommitRequestPartition_10(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic(f_name, f_partitions, unknown), pos


# TxnOffsetCommitRequest v0-1
def _dec_TxnOffsetCommitRequest_12(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitRequest, int]:
    f_transactional_id: str
    f_group_id: str
    f_producer_id: int
    f_producer_epoch: int
    f_topics: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic]
    f_transactional_id, pos = _p.dec_string(buf, pos)
    f_group_id, pos = _p.dec_string(buf, pos)
    f_producer_id, f_producer_epoch = _S0.unpack_from(buf, pos)
    pos += 10
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TxnOffsetCommitRequestTopic_11(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _TxnOffsetCommitRequest(f_transactional_id, f_group_id, f_producer_id, f_producer_epoch, -1, "", None, f_topics, unknown), pos


# TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition v2
def _dec_TxnOffsetCommitRequestPartition_13(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition, int]:
    f_partition_index: int
    f_committed_offset: int
    f_committed_leader_epoch: int
    f_committed_metadata: str | None
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S2.unpack_from(buf, pos)
    pos += 16
    f_committed_metadata, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic_TxnOffsetCommitRequestPartition(f_partition_index, f_committed_offset, f_committed_leader_epoch, f_committed_metadata, unknown), pos


# TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic v2
def _dec_TxnOffsetCommitRequestTopic_14(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic, int]:
    f_name: str
    f_partitions: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 18)
    l_partitions: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_TxnOffsetCommitRequestPartition_13(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic(f_name, f_partitions, unknown), pos


# TxnOffsetCommitRequest v2
def _dec_TxnOffsetCommitRequest_15(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitRequest, int]:
    f_transactional_id: str
    f_group_id: str
    f_producer_id: int
    f_producer_epoch: int
    f_topics: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic]
    f_transactional_id, pos = _p.dec_string(buf, pos)
    f_group_id, pos = _p.dec_string(buf, pos)
    f_producer_id, f_producer_epoch = _S0.unpack_from(buf, pos)
    pos += 10
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TxnOffsetCommitRequestTopic_14(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _TxnOffsetCommitRequest(f_transactional_id, f_group_id, f_producer_id, f_producer_epoch, -1, "", None, f_topics, unknown), pos


# TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition v3-5
def _dec_TxnOffsetCommitRequestPartition_16(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition, int]:
    f_partition_index: int
    f_committed_offset: int
    f_committed_leader_epoch: int
    f_committed_metadata: str | None
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S2.unpack_from(buf, pos)
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
    return _TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic_TxnOffsetCommitRequestPartition(f_partition_index, f_committed_offset, f_committed_leader_epoch, f_committed_metadata, unknown), pos


# TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic v3-5
def _dec_TxnOffsetCommitRequestTopic_17(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic, int]:
    f_name: str
    f_partitions: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition]
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
    l_partitions: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_TxnOffsetCommitRequestPartition_16(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _TxnOffsetCommitRequest_TxnOffsetCommitRequestTopic(f_name, f_partitions, unknown), pos


# TxnOffsetCommitRequest v3-5
def _dec_TxnOffsetCommitRequest_18(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitRequest, int]:
    f_transactional_id: str
    f_group_id: str
    f_producer_id: int
    f_producer_epoch: int
    f_generation_id: int
    f_member_id: str
    f_group_instance_id: str | None
    f_topics: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic]
    c_transactional_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_transactional_id < 128 and pos + c_transactional_id <= len(buf):
        f_transactional_id = _p.utf8_slice(buf, pos + 1, pos + c_transactional_id)
        pos += c_transactional_id
    else:
        f_transactional_id, pos = _p.dec_compact_string(buf, pos)
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    f_producer_id, f_producer_epoch, f_generation_id = _S3.unpack_from(buf, pos)
    pos += 14
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
    l_topics: list[TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TxnOffsetCommitRequestTopic_17(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _TxnOffsetCommitRequest(f_transactional_id, f_group_id, f_producer_id, f_producer_epoch, f_generation_id, f_member_id, f_group_instance_id, f_topics, unknown), pos


# TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition v0-2
def _enc_TxnOffsetCommitResponsePartition_19(o: TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition_index, o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic v0-2
def _enc_TxnOffsetCommitResponseTopic_20(o: TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_TxnOffsetCommitResponsePartition_19(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# TxnOffsetCommitResponse v0-2
def _enc_TxnOffsetCommitResponse_21(o: TxnOffsetCommitResponse, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_TxnOffsetCommitResponseTopic_20(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition v3-5
def _enc_TxnOffsetCommitResponsePartition_22(o: TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition_index, o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic v3-5
def _enc_TxnOffsetCommitResponseTopic_23(o: TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_TxnOffsetCommitResponsePartition_22(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# TxnOffsetCommitResponse v3-5
def _enc_TxnOffsetCommitResponse_24(o: TxnOffsetCommitResponse, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_TxnOffsetCommitResponseTopic_23(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition v0-2
def _dec_TxnOffsetCommitResponsePartition_25(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition, int]:
    f_partition_index: int
    f_error_code: int
    f_partition_index, f_error_code = _S5.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    return _TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic_TxnOffsetCommitResponsePartition(f_partition_index, f_error_code, unknown), pos


# TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic v0-2
def _dec_TxnOffsetCommitResponseTopic_26(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic, int]:
    f_name: str
    f_partitions: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 6)
    l_partitions: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_TxnOffsetCommitResponsePartition_25(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic(f_name, f_partitions, unknown), pos


# TxnOffsetCommitResponse v0-2
def _dec_TxnOffsetCommitResponse_27(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic]
    f_throttle_time_ms = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TxnOffsetCommitResponseTopic_26(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _TxnOffsetCommitResponse(f_throttle_time_ms, f_topics, unknown), pos


# TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition v3-5
def _dec_TxnOffsetCommitResponsePartition_28(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition, int]:
    f_partition_index: int
    f_error_code: int
    f_partition_index, f_error_code = _S5.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic_TxnOffsetCommitResponsePartition(f_partition_index, f_error_code, unknown), pos


# TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic v3-5
def _dec_TxnOffsetCommitResponseTopic_29(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic, int]:
    f_name: str
    f_partitions: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition]
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
    l_partitions: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_TxnOffsetCommitResponsePartition_28(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _TxnOffsetCommitResponse_TxnOffsetCommitResponseTopic(f_name, f_partitions, unknown), pos


# TxnOffsetCommitResponse v3-5
def _dec_TxnOffsetCommitResponse_30(buf: memoryview, pos: int) -> tuple[TxnOffsetCommitResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic]
    f_throttle_time_ms = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TxnOffsetCommitResponseTopic_29(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _TxnOffsetCommitResponse(f_throttle_time_ms, f_topics, unknown), pos


TxnOffsetCommitRequest._ENCODERS = (_enc_TxnOffsetCommitRequest_3, _enc_TxnOffsetCommitRequest_3, _enc_TxnOffsetCommitRequest_6, _enc_TxnOffsetCommitRequest_9, _enc_TxnOffsetCommitRequest_9, _enc_TxnOffsetCommitRequest_9,)
TxnOffsetCommitRequest._DECODERS = (_dec_TxnOffsetCommitRequest_12, _dec_TxnOffsetCommitRequest_12, _dec_TxnOffsetCommitRequest_15, _dec_TxnOffsetCommitRequest_18, _dec_TxnOffsetCommitRequest_18, _dec_TxnOffsetCommitRequest_18,)
TxnOffsetCommitResponse._ENCODERS = (_enc_TxnOffsetCommitResponse_21, _enc_TxnOffsetCommitResponse_21, _enc_TxnOffsetCommitResponse_21, _enc_TxnOffsetCommitResponse_24, _enc_TxnOffsetCommitResponse_24, _enc_TxnOffsetCommitResponse_24,)
TxnOffsetCommitResponse._DECODERS = (_dec_TxnOffsetCommitResponse_27, _dec_TxnOffsetCommitResponse_27, _dec_TxnOffsetCommitResponse_27, _dec_TxnOffsetCommitResponse_30, _dec_TxnOffsetCommitResponse_30, _dec_TxnOffsetCommitResponse_30,)
TxnOffsetCommitRequest.RESPONSE = TxnOffsetCommitResponse
TxnOffsetCommitResponse.REQUEST = TxnOffsetCommitRequest
