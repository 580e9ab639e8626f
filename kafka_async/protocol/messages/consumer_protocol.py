# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""Consumer-protocol subscription and assignment, carried in JoinGroup/SyncGroup bytes."""

from __future__ import annotations

from struct import Struct
from struct import pack as _pack
from uuid import UUID

from kafka_async.protocol import primitives as _p
from kafka_async.protocol.errors import ProtocolError as _ProtocolError
from kafka_async.protocol.messages._base import Data
from kafka_async.protocol.messages._base import FRESH as _FRESH
from kafka_async.protocol.primitives import ZERO_UUID as _ZERO_UUID
from kafka_async.protocol.primitives import Buffer
from kafka_async.protocol.primitives import EncodeError as _EncodeError

__all__ = ["ConsumerProtocolSubscription", "ConsumerProtocolAssignment"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ConsumerProtocolSubscription(Data):
    """ConsumerProtocolSubscription data: versions 0-3, flexible from 4."""

    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 4


    class TopicPartition:
        """TopicPartition (versions 1+)."""
        __slots__ = ('topic', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v1+)
        topic: str
        #: The partition ids. (v1+)
        partitions: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic: str = "", partitions: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic={self.topic!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic, self.partitions, self.unknown_tagged_fields,) == (other.topic, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('topics', 'user_data', 'owned_partitions', 'generation_id', 'rack_id', 'unknown_tagged_fields',)
    #: The topics that the member wants to consume. (v0+)
    topics: list[str]
    #: User data that will be passed back to the consumer. (v0+, nullable v0+)
    user_data: bytes | None
    #: The partitions that the member owns. (v1+, ignorable)
    owned_partitions: list[ConsumerProtocolSubscription.TopicPartition]
    #: The generation id of the member. (v2+, ignorable)
    generation_id: int
    #: The rack id of the member. (v3+, nullable v3+, ignorable)
    rack_id: str | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, topics: list[str] = _FRESH, user_data: bytes | None = None, owned_partitions: list[ConsumerProtocolSubscription.TopicPartition] = _FRESH, generation_id: int = -1, rack_id: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.topics = [] if topics is _FRESH else topics
        self.user_data = user_data
        self.owned_partitions = [] if owned_partitions is _FRESH else owned_partitions
        self.generation_id = generation_id
        self.rack_id = rack_id
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(topics={self.topics!r}, user_data={self.user_data!r}, owned_partitions={self.owned_partitions!r}, generation_id={self.generation_id!r}, rack_id={self.rack_id!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.topics, self.user_data, self.owned_partitions, self.generation_id, self.rack_id, self.unknown_tagged_fields,) == (other.topics, other.user_data, other.owned_partitions, other.generation_id, other.rack_id, other.unknown_tagged_fields,)


class ConsumerProtocolAssignment(Data):
    """ConsumerProtocolAssignment data: versions 0-3, flexible from 4."""

    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 4


    class TopicPartition:
        """TopicPartition (versions 0+)."""
        __slots__ = ('topic', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        topic: str
        #: The list of partitions assigned to this consumer. (v0+)
        partitions: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic: str = "", partitions: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic={self.topic!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic, self.partitions, self.unknown_tagged_fields,) == (other.topic, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('assigned_partitions', 'user_data', 'unknown_tagged_fields',)
    #: The list of topics and partitions assigned to this consumer. (v0+)
    assigned_partitions: list[ConsumerProtocolAssignment.TopicPartition]
    #: User data. (v0+, nullable v0+)
    user_data: bytes | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, assigned_partitions: list[ConsumerProtocolAssignment.TopicPartition] = _FRESH, user_data: bytes | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.assigned_partitions = [] if assigned_partitions is _FRESH else assigned_partitions
        self.user_data = user_data
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(assigned_partitions={self.assigned_partitions!r}, user_data={self.user_data!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.assigned_partitions, self.user_data, self.unknown_tagged_fields,) == (other.assigned_partitions, other.user_data, other.unknown_tagged_fields,)

_ConsumerProtocolSubscription = ConsumerProtocolSubscription
_ConsumerProtocolSubscription_TopicPartition = ConsumerProtocolSubscription.TopicPartition
_ConsumerProtocolAssignment = ConsumerProtocolAssignment
_ConsumerProtocolAssignment_TopicPartition = ConsumerProtocolAssignment.TopicPartition

_S0 = Struct('>i')


# ConsumerProtocolSubscription v0
def _enc_ConsumerProtocolSubscription_1(o: ConsumerProtocolSubscription, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    out.extend([_p.enc_string(e) for e in a0])
    out.append(_p.enc_nullable_bytes(o.user_data))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ConsumerProtocolSubscription.TopicPartition v1-3
def _enc_TopicPartition_2(o: ConsumerProtocolSubscription.TopicPartition, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    out.append(_pack(">%di" % len(a1), *a1))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ConsumerProtocolSubscription v1
def _enc_ConsumerProtocolSubscription_3(o: ConsumerProtocolSubscription, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    out.extend([_p.enc_string(e) for e in a0])
    out.append(_p.enc_nullable_bytes(o.user_data))
    a2 = o.owned_partitions
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_TopicPartition_2(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ConsumerProtocolSubscription v2
def _enc_ConsumerProtocolSubscription_4(o: ConsumerProtocolSubscription, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    out.extend([_p.enc_string(e) for e in a0])
    out.append(_p.enc_nullable_bytes(o.user_data))
    a2 = o.owned_partitions
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_TopicPartition_2(e2, out)
    out.append(_S0.pack(o.generation_id))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ConsumerProtocolSubscription v3
def _enc_ConsumerProtocolSubscription_5(o: ConsumerProtocolSubscription, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    out.extend([_p.enc_string(e) for e in a0])
    out.append(_p.enc_nullable_bytes(o.user_data))
    a2 = o.owned_partitions
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_TopicPartition_2(e2, out)
    out.append(_S0.pack(o.generation_id))
    out.append(_p.enc_nullable_string(o.rack_id))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ConsumerProtocolSubscription v0
def _dec_ConsumerProtocolSubscription_6(buf: memoryview, pos: int) -> tuple[ConsumerProtocolSubscription, int]:
    f_topics: list[str]
    f_user_data: bytes | None
    n_topics, pos = _p.dec_array_len(buf, pos, 2)
    l_topics: list[str] = []
    for _ in range(n_topics):
        e_topics, pos = _p.dec_string(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_user_data, pos = _p.dec_nullable_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    return _ConsumerProtocolSubscription(f_topics, f_user_data, [], -1, None, unknown), pos


# ConsumerProtocolSubscription.TopicPartition v1-3
def _dec_TopicPartition_7(buf: memoryview, pos: int) -> tuple[ConsumerProtocolSubscription.TopicPartition, int]:
    f_topic: str
    f_partitions: list[int]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
    unknown: dict[int, bytes] = {}
    return _ConsumerProtocolSubscription_TopicPartition(f_topic, f_partitions, unknown), pos


# ConsumerProtocolSubscription v1
def _dec_ConsumerProtocolSubscription_8(buf: memoryview, pos: int) -> tuple[ConsumerProtocolSubscription, int]:
    f_topics: list[str]
    f_user_data: bytes | None
    f_owned_partitions: list[ConsumerProtocolSubscription.TopicPartition]
    n_topics, pos = _p.dec_array_len(buf, pos, 2)
    l_topics: list[str] = []
    for _ in range(n_topics):
        e_topics, pos = _p.dec_string(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_user_data, pos = _p.dec_nullable_bytes(buf, pos)
    n_owned_partitions, pos = _p.dec_array_len(buf, pos, 6)
    l_owned_partitions: list[ConsumerProtocolSubscription.TopicPartition] = []
    for _ in range(n_owned_partitions):
        e_owned_partitions, pos = _dec_TopicPartition_7(buf, pos)
        l_owned_partitions.append(e_owned_partitions)
    f_owned_partitions = l_owned_partitions
    unknown: dict[int, bytes] = {}
    return _ConsumerProtocolSubscription(f_topics, f_user_data, f_owned_partitions, -1, None, unknown), pos


# ConsumerProtocolSubscription v2
def _dec_ConsumerProtocolSubscription_9(buf: memoryview, pos: int) -> tuple[ConsumerProtocolSubscription, int]:
    f_topics: list[str]
    f_user_data: bytes | None
    f_owned_partitions: list[ConsumerProtocolSubscription.TopicPartition]
    f_generation_id: int
    n_topics, pos = _p.dec_array_len(buf, pos, 2)
    l_topics: list[str] = []
    for _ in range(n_topics):
        e_topics, pos = _p.dec_string(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_user_data, pos = _p.dec_nullable_bytes(buf, pos)
    n_owned_partitions, pos = _p.dec_array_len(buf, pos, 6)
    l_owned_partitions: list[ConsumerProtocolSubscription.TopicPartition] = []
    for _ in range(n_owned_partitions):
        e_owned_partitions, pos = _dec_TopicPartition_7(buf, pos)
        l_owned_partitions.append(e_owned_partitions)
    f_owned_partitions = l_owned_partitions
    f_generation_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _ConsumerProtocolSubscription(f_topics, f_user_data, f_owned_partitions, f_generation_id, None, unknown), pos


# ConsumerProtocolSubscription v3
def _dec_ConsumerProtocolSubscription_10(buf: memoryview, pos: int) -> tuple[ConsumerProtocolSubscription, int]:
    f_topics: list[str]
    f_user_data: bytes | None
    f_owned_partitions: list[ConsumerProtocolSubscription.TopicPartition]
    f_generation_id: int
    f_rack_id: str | None
    n_topics, pos = _p.dec_array_len(buf, pos, 2)
    l_topics: list[str] = []
    for _ in range(n_topics):
        e_topics, pos = _p.dec_string(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_user_data, pos = _p.dec_nullable_bytes(buf, pos)
    n_owned_partitions, pos = _p.dec_array_len(buf, pos, 6)
    l_owned_partitions: list[ConsumerProtocolSubscription.TopicPartition] = []
    for _ in range(n_owned_partitions):
        e_owned_partitions, pos = _dec_TopicPartition_7(buf, pos)
        l_owned_partitions.append(e_owned_partitions)
    f_owned_partitions = l_owned_partitions
    f_generation_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
    f_rack_id, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _ConsumerProtocolSubscription(f_topics, f_user_data, f_owned_partitions, f_generation_id, f_rack_id, unknown), pos


# ConsumerProtocolAssignment.TopicPartition v0-3
def _enc_TopicPartition_11(o: ConsumerProtocolAssignment.TopicPartition, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    out.append(_pack(">%di" % len(a1), *a1))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ConsumerProtocolAssignment v0-3
def _enc_ConsumerProtocolAssignment_12(o: ConsumerProtocolAssignment, out: list[Buffer]) -> None:
    a0 = o.assigned_partitions
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_TopicPartition_11(e0, out)
    out.append(_p.enc_nullable_bytes(o.user_data))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ConsumerProtocolAssignment.TopicPartition v0-3
def _dec_TopicPartition_13(buf: memoryview, pos: int) -> tuple[ConsumerProtocolAssignment.TopicPartition, int]:
    f_topic: str
    f_partitions: list[int]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
    unknown: dict[int, bytes] = {}
    return _ConsumerProtocolAssignment_TopicPartition(f_topic, f_partitions, unknown), pos


# ConsumerProtocolAssignment v0-3
def _dec_ConsumerProtocolAssignment_14(buf: memoryview, pos: int) -> tuple[ConsumerProtocolAssignment, int]:
    f_assigned_partitions: list[ConsumerProtocolAssignment.TopicPartition]
    f_user_data: bytes | None
    n_assigned_partitions, pos = _p.dec_array_len(buf, pos, 6)
    l_assigned_partitions: list[ConsumerProtocolAssignment.TopicPartition] = []
    for _ in range(n_assigned_partitions):
        e_assigned_partitions, pos = _dec_TopicPartition_13(buf, pos)
        l_assigned_partitions.append(e_assigned_partitions)
    f_assigned_partitions = l_assigned_partitions
    f_user_data, pos = _p.dec_nullable_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    return _ConsumerProtocolAssignment(f_assigned_partitions, f_user_data, unknown), pos


ConsumerProtocolSubscription._ENCODERS = (_enc_ConsumerProtocolSubscription_1, _enc_ConsumerProtocolSubscription_3, _enc_ConsumerProtocolSubscription_4, _enc_ConsumerProtocolSubscription_5,)
ConsumerProtocolSubscription._DECODERS = (_dec_ConsumerProtocolSubscription_6, _dec_ConsumerProtocolSubscription_8, _dec_ConsumerProtocolSubscription_9, _dec_ConsumerProtocolSubscription_10,)
ConsumerProtocolAssignment._ENCODERS = (_enc_ConsumerProtocolAssignment_12, _enc_ConsumerProtocolAssignment_12, _enc_ConsumerProtocolAssignment_12, _enc_ConsumerProtocolAssignment_12,)
ConsumerProtocolAssignment._DECODERS = (_dec_ConsumerProtocolAssignment_14, _dec_ConsumerProtocolAssignment_14, _dec_ConsumerProtocolAssignment_14, _dec_ConsumerProtocolAssignment_14,)
