# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeTopicPartitions (API key 75): request and response, versions 0-0."""

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

__all__ = ["DescribeTopicPartitionsRequest", "DescribeTopicPartitionsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeTopicPartitionsRequest(Request["DescribeTopicPartitionsResponse"]):
    """DescribeTopicPartitions request (API key 75): versions 0-0, flexible from 0."""

    API_KEY = 75
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class TopicRequest:
        """TopicRequest (versions 0+)."""
        __slots__ = ('name', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.unknown_tagged_fields,) == (other.name, other.unknown_tagged_fields,)

    class Cursor:
        """Cursor (versions 0+)."""
        __slots__ = ('topic_name', 'partition_index', 'unknown_tagged_fields',)
        #: The name for the first topic to process. (v0+)
        topic_name: str
        #: The partition index to start with. (v0+)
        partition_index: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_name: str = "", partition_index: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_name = topic_name
            self.partition_index = partition_index
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_name={self.topic_name!r}, partition_index={self.partition_index!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_name, self.partition_index, self.unknown_tagged_fields,) == (other.topic_name, other.partition_index, other.unknown_tagged_fields,)

    __slots__ = ('topics', 'response_partition_limit', 'cursor', 'unknown_tagged_fields',)
    #: The topics to fetch details for. (v0+)
    topics: list[DescribeTopicPartitionsRequest.TopicRequest]
    #: The maximum number of partitions included in the response. (v0+)
    response_partition_limit: int
    #: The first topic and partition index to fetch details for. (v0+, nullable v0+)
    cursor: DescribeTopicPartitionsRequest.Cursor | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, topics: list[DescribeTopicPartitionsRequest.TopicRequest] = _FRESH, response_partition_limit: int = 2000, cursor: DescribeTopicPartitionsRequest.Cursor | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.topics = [] if topics is _FRESH else topics
        self.response_partition_limit = response_partition_limit
        self.cursor = cursor
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(topics={self.topics!r}, response_partition_limit={self.response_partition_limit!r}, cursor={self.cursor!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.topics, self.response_partition_limit, self.cursor, self.unknown_tagged_fields,) == (other.topics, other.response_partition_limit, other.cursor, other.unknown_tagged_fields,)


class DescribeTopicPartitionsResponse(Response):
    """DescribeTopicPartitions response (API key 75): versions 0-0, flexible from 0."""

    API_KEY = 75
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class DescribeTopicPartitionsResponseTopic:
        """DescribeTopicPartitionsResponseTopic (versions 0+)."""

        class DescribeTopicPartitionsResponsePartition:
            """DescribeTopicPartitionsResponsePartition (versions 0+)."""
            __slots__ = ('error_code', 'partition_index', 'leader_id', 'leader_epoch', 'replica_nodes', 'isr_nodes', 'eligible_leader_replicas', 'last_known_elr', 'offline_replicas', 'unknown_tagged_fields',)
            #: The partition error, or 0 if there was no error. (v0+)
            error_code: int
            #: The partition index. (v0+)
            partition_index: int
            #: The ID of the leader broker. (v0+)
            leader_id: int
            #: The leader epoch of this partition. (v0+, ignorable)
            leader_epoch: int
            #: The set of all nodes that host this partition. (v0+)
            replica_nodes: list[int]
            #: The set of nodes that are in sync with the leader for this partition. (v0+)
            isr_nodes: list[int]
            #: The new eligible leader replicas otherwise. (v0+, nullable v0+)
            eligible_leader_replicas: list[int] | None
            #: The last known ELR. (v0+, nullable v0+)
            last_known_elr: list[int] | None
            #: The set of offline replicas of this partition. (v0+, ignorable)
            offline_replicas: list[int]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, error_code: int = 0, partition_index: int = 0, leader_id: int = 0, leader_epoch: int = -1, replica_nodes: list[int] = _FRESH, isr_nodes: list[int] = _FRESH, eligible_leader_replicas: list[int] | None = None, last_known_elr: list[int] | None = None, offline_replicas: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.error_code = error_code
                self.partition_index = partition_index
                self.leader_id = leader_id
                self.leader_epoch = leader_epoch
                self.replica_nodes = [] if replica_nodes is _FRESH else replica_nodes
                self.isr_nodes = [] if isr_nodes is _FRESH else isr_nodes
                self.eligible_leader_replicas = eligible_leader_replicas
                self.last_known_elr = last_known_elr
                self.offline_replicas = [] if offline_replicas is _FRESH else offline_replicas
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(error_code={self.error_code!r}, partition_index={self.partition_index!r}, leader_id={self.leader_id!r}, leader_epoch={self.leader_epoch!r}, replica_nodes={self.replica_nodes!r}, isr_nodes={self.isr_nodes!r}, eligible_leader_replicas={self.eligible_leader_replicas!r}, last_known_elr={self.last_known_elr!r}, offline_replicas={self.offline_replicas!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.error_code, self.partition_index, self.leader_id, self.leader_epoch, self.replica_nodes, self.isr_nodes, self.eligible_leader_replicas, self.last_known_elr, self.offline_replicas, self.unknown_tagged_fields,) == (other.error_code, other.partition_index, other.leader_id, other.leader_epoch, other.replica_nodes, other.isr_nodes, other.eligible_leader_replicas, other.last_known_elr, other.offline_replicas, other.unknown_tagged_fields,)

        __slots__ = ('error_code', 'name', 'topic_id', 'is_internal', 'partitions', 'topic_authorized_operations', 'unknown_tagged_fields',)
        #: The topic error, or 0 if there was no error. (v0+)
        error_code: int
        #: The topic name. (v0+, nullable v0+)
        name: str | None
        #: The topic id. (v0+, ignorable)
        topic_id: UUID
        #: True if the topic is internal. (v0+, ignorable)
        is_internal: bool
        #: Each partition in the topic. (v0+)
        partitions: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic.DescribeTopicPartitionsResponsePartition]
        #: 32-bit bitfield to represent authorized operations for this topic. (v0+)
        topic_authorized_operations: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, error_code: int = 0, name: str | None = "", topic_id: UUID = _ZERO_UUID, is_internal: bool = False, partitions: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic.DescribeTopicPartitionsResponsePartition] = _FRESH, topic_authorized_operations: int = -2147483648, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.error_code = error_code
            self.name = name
            self.topic_id = topic_id
            self.is_internal = is_internal
            self.partitions = [] if partitions is _FRESH else partitions
            self.topic_authorized_operations = topic_authorized_operations
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(error_code={self.error_code!r}, name={self.name!r}, topic_id={self.topic_id!r}, is_internal={self.is_internal!r}, partitions={self.partitions!r}, topic_authorized_operations={self.topic_authorized_operations!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.error_code, self.name, self.topic_id, self.is_internal, self.partitions, self.topic_authorized_operations, self.unknown_tagged_fields,) == (other.error_code, other.name, other.topic_id, other.is_internal, other.partitions, other.topic_authorized_operations, other.unknown_tagged_fields,)

    class Cursor:
        """Cursor (versions 0+)."""
        __slots__ = ('topic_name', 'partition_index', 'unknown_tagged_fields',)
        #: The name for the first topic to process. (v0+)
        topic_name: str
        #: The partition index to start with. (v0+)
        partition_index: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_name: str = "", partition_index: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_name = topic_name
            self.partition_index = partition_index
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_name={self.topic_name!r}, partition_index={self.partition_index!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_name, self.partition_index, self.unknown_tagged_fields,) == (other.topic_name, other.partition_index, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'topics', 'next_cursor', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+, ignorable)
    throttle_time_ms: int
    #: Each topic in the response. (v0+)
    topics: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic]
    #: The next topic and partition index to fetch details for. (v0+, nullable v0+)
    next_cursor: DescribeTopicPartitionsResponse.Cursor | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, topics: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic] = _FRESH, next_cursor: DescribeTopicPartitionsResponse.Cursor | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _FRESH else topics
        self.next_cursor = next_cursor
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, topics={self.topics!r}, next_cursor={self.next_cursor!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.topics, self.next_cursor, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.topics, other.next_cursor, other.unknown_tagged_fields,)

_DescribeTopicPartitionsRequest = DescribeTopicPartitionsRequest
_DescribeTopicPartitionsRequest_TopicRequest = DescribeTopicPartitionsRequest.TopicRequest
_DescribeTopicPartitionsRequest_Cursor = DescribeTopicPartitionsRequest.Cursor
_DescribeTopicPartitionsResponse = DescribeTopicPartitionsResponse
_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic = DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic
_DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic_DescribeTopicPartitionsResponsePartition = DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic.DescribeTopicPartitionsResponsePartition
_DescribeTopicPartitionsResponse_Cursor = DescribeTopicPartitionsResponse.Cursor

_S0 = Struct('>i')
_S1 = Struct('>h')
_S2 = Struct('>16s?')
_S3 = Struct('>hiii')


# DescribeTopicPartitionsRequest.TopicRequest v0
def _enc_TopicRequest_1(o: DescribeTopicPartitionsRequest.TopicRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTopicPartitionsRequest.Cursor v0
def _enc_Cursor_2(o: DescribeTopicPartitionsRequest.Cursor, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    out.append(_S0.pack(o.partition_index))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTopicPartitionsRequest v0
def _enc_DescribeTopicPartitionsRequest_3(o: DescribeTopicPartitionsRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_TopicRequest_1(e0, out)
    out.append(_S0.pack(o.response_partition_limit))
    if o.cursor is None:
        out.append(b"\xff")
    else:
        out.append(b"\x01")
        _enc_Cursor_2(o.cursor, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTopicPartitionsRequest.TopicRequest v0
def _dec_TopicRequest_4(buf: memoryview, pos: int) -> tuple[DescribeTopicPartitionsRequest.TopicRequest, int]:
    f_name: str
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTopicPartitionsRequest_TopicRequest(f_name, unknown), pos


# DescribeTopicPartitionsRequest.Cursor v0
def _dec_Cursor_5(buf: memoryview, pos: int) -> tuple[DescribeTopicPartitionsRequest.Cursor, int]:
    f_topic_name: str
    f_partition_index: int
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    f_partition_index = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTopicPartitionsRequest_Cursor(f_topic_name, f_partition_index, unknown), pos


# DescribeTopicPartitionsRequest v0
def _dec_DescribeTopicPartitionsRequest_6(buf: memoryview, pos: int) -> tuple[DescribeTopicPartitionsRequest, int]:
    f_topics: list[DescribeTopicPartitionsRequest.TopicRequest]
    f_response_partition_limit: int
    f_cursor: DescribeTopicPartitionsRequest.Cursor | None
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 2 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 2)
    l_topics: list[DescribeTopicPartitionsRequest.TopicRequest] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TopicRequest_4(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_response_partition_limit = _S0.unpack_from(buf, pos)[0]
    pos += 4
    m_cursor, pos = _p.dec_int8(buf, pos)
    if m_cursor < 0:
        f_cursor = None
    else:
        f_cursor, pos = _dec_Cursor_5(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTopicPartitionsRequest(f_topics, f_response_partition_limit, f_cursor, unknown), pos


# DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic.DescribeTopicPartitionsResponsePartition v0
def _enc_DescribeTopicPartitionsResponsePartition_7(o: DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic.DescribeTopicPartitionsResponsePartition, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.error_code, o.partition_index, o.leader_id, o.leader_epoch))
    a4 = o.replica_nodes
    out.append(_p.enc_uvarint(len(a4) + 1))
    out.append(_pack(">%di" % len(a4), *a4))
    a5 = o.isr_nodes
    out.append(_p.enc_uvarint(len(a5) + 1))
    out.append(_pack(">%di" % len(a5), *a5))
    a6 = o.eligible_leader_replicas
    if a6 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a6) + 1))
        out.append(_pack(">%di" % len(a6), *a6))
    a7 = o.last_known_elr
    if a7 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a7) + 1))
        out.append(_pack(">%di" % len(a7), *a7))
    a8 = o.offline_replicas
    out.append(_p.enc_uvarint(len(a8) + 1))
    out.append(_pack(">%di" % len(a8), *a8))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic v0
def _enc_DescribeTopicPartitionsResponseTopic_8(o: DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.name))
    out.append(_S2.pack(o.topic_id.bytes, o.is_internal))
    a4 = o.partitions
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_DescribeTopicPartitionsResponsePartition_7(e4, out)
    out.append(_S0.pack(o.topic_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTopicPartitionsResponse.Cursor v0
def _enc_Cursor_9(o: DescribeTopicPartitionsResponse.Cursor, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    out.append(_S0.pack(o.partition_index))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTopicPartitionsResponse v0
def _enc_DescribeTopicPartitionsResponse_10(o: DescribeTopicPartitionsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribeTopicPartitionsResponseTopic_8(e1, out)
    if o.next_cursor is None:
        out.append(b"\xff")
    else:
        out.append(b"\x01")
        _enc_Cursor_9(o.next_cursor, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic.DescribeTopicPartitionsResponsePartition v0
def _dec_DescribeTopicPartitionsResponsePartition_11(buf: memoryview, pos: int) -> tuple[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic.DescribeTopicPartitionsResponsePartition, int]:
    f_error_code: int
    f_partition_index: int
    f_leader_id: int
    f_leader_epoch: int
    f_replica_nodes: list[int]
    f_isr_nodes: list[int]
    f_eligible_leader_replicas: list[int] | None
    f_last_known_elr: list[int] | None
    f_offline_replicas: list[int]
    f_error_code, f_partition_index, f_leader_id, f_leader_epoch = _S3.unpack_from(buf, pos)
    pos += 14
    n_replica_nodes = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_replica_nodes < 127 and n_replica_nodes * 4 < len(buf) - pos:
        pos += 1
    else:
        n_replica_nodes, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_replica_nodes, pos = _p.dec_fixed_array(buf, pos, n_replica_nodes, 'i')
    n_isr_nodes = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_isr_nodes < 127 and n_isr_nodes * 4 < len(buf) - pos:
        pos += 1
    else:
        n_isr_nodes, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_isr_nodes, pos = _p.dec_fixed_array(buf, pos, n_isr_nodes, 'i')
    n_eligible_leader_replicas = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_eligible_leader_replicas < 127 and n_eligible_leader_replicas * 4 < len(buf) - pos:
        pos += 1
    else:
        n_eligible_leader_replicas, pos = _p.dec_compact_nullable_array_len(buf, pos, 4)
    if n_eligible_leader_replicas < 0:
        f_eligible_leader_replicas = None
    else:
        f_eligible_leader_replicas, pos = _p.dec_fixed_array(buf, pos, n_eligible_leader_replicas, 'i')
    n_last_known_elr = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_last_known_elr < 127 and n_last_known_elr * 4 < len(buf) - pos:
        pos += 1
    else:
        n_last_known_elr, pos = _p.dec_compact_nullable_array_len(buf, pos, 4)
    if n_last_known_elr < 0:
        f_last_known_elr = None
    else:
        f_last_known_elr, pos = _p.dec_fixed_array(buf, pos, n_last_known_elr, 'i')
    n_offline_replicas = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_offline_replicas < 127 and n_offline_replicas * 4 < len(buf) - pos:
        pos += 1
    else:
        n_offline_replicas, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_offline_replicas, pos = _p.dec_fixed_array(buf, pos, n_offline_replicas, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic_DescribeTopicPartitionsResponsePartition(f_error_code, f_partition_index, f_leader_id, f_leader_epoch, f_replica_nodes, f_isr_nodes, f_eligible_leader_replicas, f_last_known_elr, f_offline_replicas, unknown), pos


# DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic v0
def _dec_DescribeTopicPartitionsResponseTopic_12(buf: memoryview, pos: int) -> tuple[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic, int]:
    f_error_code: int
    f_name: str | None
    f_topic_id: UUID
    f_is_internal: bool
    f_partitions: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic.DescribeTopicPartitionsResponsePartition]
    f_topic_authorized_operations: int
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_name = None
        pos += 1
    else:
        f_name, pos = _p.dec_compact_nullable_string(buf, pos)
    u_topic_id, f_is_internal = _S2.unpack_from(buf, pos)
    pos += 17
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 20 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 20)
    l_partitions: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic.DescribeTopicPartitionsResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_DescribeTopicPartitionsResponsePartition_11(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    f_topic_authorized_operations = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTopicPartitionsResponse_DescribeTopicPartitionsResponseTopic(f_error_code, f_name, f_topic_id, f_is_internal, f_partitions, f_topic_authorized_operations, unknown), pos


# DescribeTopicPartitionsResponse.Cursor v0
def _dec_Cursor_13(buf: memoryview, pos: int) -> tuple[DescribeTopicPartitionsResponse.Cursor, int]:
    f_topic_name: str
    f_partition_index: int
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    f_partition_index = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTopicPartitionsResponse_Cursor(f_topic_name, f_partition_index, unknown), pos


# DescribeTopicPartitionsResponse v0
def _dec_DescribeTopicPartitionsResponse_14(buf: memoryview, pos: int) -> tuple[DescribeTopicPartitionsResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic]
    f_next_cursor: DescribeTopicPartitionsResponse.Cursor | None
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 26 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 26)
    l_topics: list[DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DescribeTopicPartitionsResponseTopic_12(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    m_next_cursor, pos = _p.dec_int8(buf, pos)
    if m_next_cursor < 0:
        f_next_cursor = None
    else:
        f_next_cursor, pos = _dec_Cursor_13(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTopicPartitionsResponse(f_throttle_time_ms, f_topics, f_next_cursor, unknown), pos


DescribeTopicPartitionsRequest._ENCODERS = (_enc_DescribeTopicPartitionsRequest_3,)
DescribeTopicPartitionsRequest._DECODERS = (_dec_DescribeTopicPartitionsRequest_6,)
DescribeTopicPartitionsResponse._ENCODERS = (_enc_DescribeTopicPartitionsResponse_10,)
DescribeTopicPartitionsResponse._DECODERS = (_dec_DescribeTopicPartitionsResponse_14,)
DescribeTopicPartitionsRequest.RESPONSE = DescribeTopicPartitionsResponse
DescribeTopicPartitionsResponse.REQUEST = DescribeTopicPartitionsRequest
