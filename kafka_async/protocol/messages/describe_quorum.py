# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeQuorum (API key 55): request and response, versions 0-2."""

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

__all__ = ["DescribeQuorumRequest", "DescribeQuorumResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeQuorumRequest(Request["DescribeQuorumResponse"]):
    """DescribeQuorum request (API key 55): versions 0-2, flexible from 0."""

    API_KEY = 55
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0


    class TopicData:
        """TopicData (versions 0+)."""

        class PartitionData:
            """PartitionData (versions 0+)."""
            __slots__ = ('partition_index', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.unknown_tagged_fields,) == (other.partition_index, other.unknown_tagged_fields,)

        __slots__ = ('topic_name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        topic_name: str
        #: The partitions to describe. (v0+)
        partitions: list[DescribeQuorumRequest.TopicData.PartitionData]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_name: str = "", partitions: list[DescribeQuorumRequest.TopicData.PartitionData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_name = topic_name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_name={self.topic_name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_name, self.partitions, self.unknown_tagged_fields,) == (other.topic_name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('topics', 'unknown_tagged_fields',)
    #: The topics to describe. (v0+)
    topics: list[DescribeQuorumRequest.TopicData]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, topics: list[DescribeQuorumRequest.TopicData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.topics, self.unknown_tagged_fields,) == (other.topics, other.unknown_tagged_fields,)


class DescribeQuorumResponse(Response):
    """DescribeQuorum response (API key 55): versions 0-2, flexible from 0."""

    API_KEY = 55
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0


    class ReplicaState:
        """ReplicaState (versions 0+)."""
        __slots__ = ('replica_id', 'replica_directory_id', 'log_end_offset', 'last_fetch_timestamp', 'last_caught_up_timestamp', 'unknown_tagged_fields',)
        #: The ID of the replica. (v0+)
        replica_id: int
        #: The replica directory ID of the replica. (v2+)
        replica_directory_id: UUID
        #: The last known log end offset of the follower or -1 if it is unknown. (v0+)
        log_end_offset: int
        #: The last known leader wall clock time time when a follower fetched from the leader. This is reported as -1 both for the current leader or if it is unknown for a voter. (v1+, ignorable)
        last_fetch_timestamp: int
        #: The leader wall clock append time of the offset for which the follower made the most recent fetch request. This is reported as the current time for the leader and -1 if unknown for a voter. (v1+, ignorable)
        last_caught_up_timestamp: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, replica_id: int = 0, replica_directory_id: UUID = _ZERO_UUID, log_end_offset: int = 0, last_fetch_timestamp: int = -1, last_caught_up_timestamp: int = -1, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.replica_id = replica_id
            self.replica_directory_id = replica_directory_id
            self.log_end_offset = log_end_offset
            self.last_fetch_timestamp = last_fetch_timestamp
            self.last_caught_up_timestamp = last_caught_up_timestamp
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(replica_id={self.replica_id!r}, replica_directory_id={self.replica_directory_id!r}, log_end_offset={self.log_end_offset!r}, last_fetch_timestamp={self.last_fetch_timestamp!r}, last_caught_up_timestamp={self.last_caught_up_timestamp!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.replica_id, self.replica_directory_id, self.log_end_offset, self.last_fetch_timestamp, self.last_caught_up_timestamp, self.unknown_tagged_fields,) == (other.replica_id, other.replica_directory_id, other.log_end_offset, other.last_fetch_timestamp, other.last_caught_up_timestamp, other.unknown_tagged_fields,)

    class TopicData:
        """TopicData (versions 0+)."""

        class PartitionData:
            """PartitionData (versions 0+)."""
            __slots__ = ('partition_index', 'error_code', 'error_message', 'leader_id', 'leader_epoch', 'high_watermark', 'current_voters', 'observers', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The partition error code. (v0+)
            error_code: int
            #: The error message, or null if there was no error. (v2+, nullable v2+, ignorable)
            error_message: str | None
            #: The ID of the current leader or -1 if the leader is unknown. (v0+)
            leader_id: int
            #: The latest known leader epoch. (v0+)
            leader_epoch: int
            #: The high water mark. (v0+)
            high_watermark: int
            #: The current voters of the partition. (v0+)
            current_voters: list[DescribeQuorumResponse.ReplicaState]
            #: The observers of the partition. (v0+)
            observers: list[DescribeQuorumResponse.ReplicaState]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, error_code: int = 0, error_message: str | None = "", leader_id: int = 0, leader_epoch: int = 0, high_watermark: int = 0, current_voters: list[DescribeQuorumResponse.ReplicaState] = _FRESH, observers: list[DescribeQuorumResponse.ReplicaState] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.error_code = error_code
                self.error_message = error_message
                self.leader_id = leader_id
                self.leader_epoch = leader_epoch
                self.high_watermark = high_watermark
                self.current_voters = [] if current_voters is _FRESH else current_voters
                self.observers = [] if observers is _FRESH else observers
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, leader_id={self.leader_id!r}, leader_epoch={self.leader_epoch!r}, high_watermark={self.high_watermark!r}, current_voters={self.current_voters!r}, observers={self.observers!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.error_code, self.error_message, self.leader_id, self.leader_epoch, self.high_watermark, self.current_voters, self.observers, self.unknown_tagged_fields,) == (other.partition_index, other.error_code, other.error_message, other.leader_id, other.leader_epoch, other.high_watermark, other.current_voters, other.observers, other.unknown_tagged_fields,)

        __slots__ = ('topic_name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        topic_name: str
        #: The partition data. (v0+)
        partitions: list[DescribeQuorumResponse.TopicData.PartitionData]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_name: str = "", partitions: list[DescribeQuorumResponse.TopicData.PartitionData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_name = topic_name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_name={self.topic_name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_name, self.partitions, self.unknown_tagged_fields,) == (other.topic_name, other.partitions, other.unknown_tagged_fields,)

    class Node:
        """Node (versions 2+)."""

        class Listener:
            """Listener (versions 2+)."""
            __slots__ = ('name', 'host', 'port', 'unknown_tagged_fields',)
            #: The name of the endpoint. (v2+)
            name: str
            #: The hostname. (v2+)
            host: str
            #: The port. (v2+)
            port: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, name: str = "", host: str = "", port: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.name = name
                self.host = host
                self.port = port
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(name={self.name!r}, host={self.host!r}, port={self.port!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.name, self.host, self.port, self.unknown_tagged_fields,) == (other.name, other.host, other.port, other.unknown_tagged_fields,)

        __slots__ = ('node_id', 'listeners', 'unknown_tagged_fields',)
        #: The ID of the associated node. (v2+)
        node_id: int
        #: The listeners of this controller. (v2+)
        listeners: list[DescribeQuorumResponse.Node.Listener]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, node_id: int = 0, listeners: list[DescribeQuorumResponse.Node.Listener] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.node_id = node_id
            self.listeners = [] if listeners is _FRESH else listeners
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(node_id={self.node_id!r}, listeners={self.listeners!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.node_id, self.listeners, self.unknown_tagged_fields,) == (other.node_id, other.listeners, other.unknown_tagged_fields,)

    __slots__ = ('error_code', 'error_message', 'topics', 'nodes', 'unknown_tagged_fields',)
    #: The top level error code. (v0+)
    error_code: int
    #: The error message, or null if there was no error. (v2+, nullable v2+, ignorable)
    error_message: str | None
    #: The response from the describe quorum API. (v0+)
    topics: list[DescribeQuorumResponse.TopicData]
    #: The nodes in the quorum. (v2+)
    nodes: list[DescribeQuorumResponse.Node]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, error_code: int = 0, error_message: str | None = "", topics: list[DescribeQuorumResponse.TopicData] = _FRESH, nodes: list[DescribeQuorumResponse.Node] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.topics = [] if topics is _FRESH else topics
        self.nodes = [] if nodes is _FRESH else nodes
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(error_code={self.error_code!r}, error_message={self.error_message!r}, topics={self.topics!r}, nodes={self.nodes!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.error_code, self.error_message, self.topics, self.nodes, self.unknown_tagged_fields,) == (other.error_code, other.error_message, other.topics, other.nodes, other.unknown_tagged_fields,)

_DescribeQuorumRequest = DescribeQuorumRequest
_DescribeQuorumRequest_TopicData = DescribeQuorumRequest.TopicData
_DescribeQuorumRequest_TopicData_PartitionData = DescribeQuorumRequest.TopicData.PartitionData
_DescribeQuorumResponse = DescribeQuorumResponse
_DescribeQuorumResponse_ReplicaState = DescribeQuorumResponse.ReplicaState
_DescribeQuorumResponse_TopicData = DescribeQuorumResponse.TopicData
_DescribeQuorumResponse_TopicData_PartitionData = DescribeQuorumResponse.TopicData.PartitionData
_DescribeQuorumResponse_Node = DescribeQuorumResponse.Node
_DescribeQuorumResponse_Node_Listener = DescribeQuorumResponse.Node.Listener

_S0 = Struct('>i')
_S1 = Struct('>h')
_S2 = Struct('>ihiiq')
_S3 = Struct('>iq')
_S4 = Struct('>iqqq')
_S5 = Struct('>ih')
_S6 = Struct('>iiq')
_S7 = Struct('>i16sqqq')
_S8 = Struct('>H')


# DescribeQuorumRequest.TopicData.PartitionData v0-2
def _enc_PartitionData_1(o: DescribeQuorumRequest.TopicData.PartitionData, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.partition_index))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumRequest.TopicData v0-2
def _enc_TopicData_2(o: DescribeQuorumRequest.TopicData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionData_1(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumRequest v0-2
def _enc_DescribeQuorumRequest_3(o: DescribeQuorumRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_TopicData_2(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumRequest.TopicData.PartitionData v0-2
def _dec_PartitionData_4(buf: memoryview, pos: int) -> tuple[DescribeQuorumRequest.TopicData.PartitionData, int]:
    f_partition_index: int
    f_partition_index = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumRequest_TopicData_PartitionData(f_partition_index, unknown), pos


# DescribeQuorumRequest.TopicData v0-2
def _dec_TopicData_5(buf: memoryview, pos: int) -> tuple[DescribeQuorumRequest.TopicData, int]:
    f_topic_name: str
    f_partitions: list[DescribeQuorumRequest.TopicData.PartitionData]
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 5 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_partitions: list[DescribeQuorumRequest.TopicData.PartitionData] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_PartitionData_4(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumRequest_TopicData(f_topic_name, f_partitions, unknown), pos


# DescribeQuorumRequest v0-2
def _dec_DescribeQuorumRequest_6(buf: memoryview, pos: int) -> tuple[DescribeQuorumRequest, int]:
    f_topics: list[DescribeQuorumRequest.TopicData]
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[DescribeQuorumRequest.TopicData] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TopicData_5(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumRequest(f_topics, unknown), pos


# DescribeQuorumResponse.ReplicaState v0
def _enc_ReplicaState_7(o: DescribeQuorumResponse.ReplicaState, out: list[Buffer]) -> None:
    if o.replica_directory_id != _ZERO_UUID:
        raise _EncodeError('replica_directory_id' + _UNSUPPORTED)
    out.append(_S3.pack(o.replica_id, o.log_end_offset))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse.TopicData.PartitionData v0
def _enc_PartitionData_8(o: DescribeQuorumResponse.TopicData.PartitionData, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_index, o.error_code, o.leader_id, o.leader_epoch, o.high_watermark))
    a5 = o.current_voters
    out.append(_p.enc_uvarint(len(a5) + 1))
    for e5 in a5:
        _enc_ReplicaState_7(e5, out)
    a6 = o.observers
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_ReplicaState_7(e6, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse.TopicData v0
def _enc_TopicData_9(o: DescribeQuorumResponse.TopicData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionData_8(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse v0
def _enc_DescribeQuorumResponse_10(o: DescribeQuorumResponse, out: list[Buffer]) -> None:
    if len(o.nodes) != 0:
        raise _EncodeError('nodes' + _UNSUPPORTED)
    out.append(_S1.pack(o.error_code))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_TopicData_9(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse.ReplicaState v1
def _enc_ReplicaState_11(o: DescribeQuorumResponse.ReplicaState, out: list[Buffer]) -> None:
    if o.replica_directory_id != _ZERO_UUID:
        raise _EncodeError('replica_directory_id' + _UNSUPPORTED)
    out.append(_S4.pack(o.replica_id, o.log_end_offset, o.last_fetch_timestamp, o.last_caught_up_timestamp))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse.TopicData.PartitionData v1
def _enc_PartitionData_12(o: DescribeQuorumResponse.TopicData.PartitionData, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_index, o.error_code, o.leader_id, o.leader_epoch, o.high_watermark))
    a5 = o.current_voters
    out.append(_p.enc_uvarint(len(a5) + 1))
    for e5 in a5:
        _enc_ReplicaState_11(e5, out)
    a6 = o.observers
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_ReplicaState_11(e6, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse.TopicData v1
def _enc_TopicData_13(o: DescribeQuorumResponse.TopicData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionData_12(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse v1
def _enc_DescribeQuorumResponse_14(o: DescribeQuorumResponse, out: list[Buffer]) -> None:
    if len(o.nodes) != 0:
        raise _EncodeError('nodes' + _UNSUPPORTED)
    out.append(_S1.pack(o.error_code))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_TopicData_13(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse.ReplicaState v2
def _enc_ReplicaState_15(o: DescribeQuorumResponse.ReplicaState, out: list[Buffer]) -> None:
    out.append(_S7.pack(o.replica_id, o.replica_directory_id.bytes, o.log_end_offset, o.last_fetch_timestamp, o.last_caught_up_timestamp))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse.TopicData.PartitionData v2
def _enc_PartitionData_16(o: DescribeQuorumResponse.TopicData.PartitionData, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition_index, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_S6.pack(o.leader_id, o.leader_epoch, o.high_watermark))
    a6 = o.current_voters
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_ReplicaState_15(e6, out)
    a7 = o.observers
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_ReplicaState_15(e7, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse.TopicData v2
def _enc_TopicData_17(o: DescribeQuorumResponse.TopicData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionData_16(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse.Node.Listener v2
def _enc_Listener_18(o: DescribeQuorumResponse.Node.Listener, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S8.pack(o.port))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse.Node v2
def _enc_Node_19(o: DescribeQuorumResponse.Node, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.node_id))
    a1 = o.listeners
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_Listener_18(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse v2
def _enc_DescribeQuorumResponse_20(o: DescribeQuorumResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a2 = o.topics
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_TopicData_17(e2, out)
    a3 = o.nodes
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_Node_19(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeQuorumResponse.ReplicaState v0
def _dec_ReplicaState_21(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse.ReplicaState, int]:
    f_replica_id: int
    f_log_end_offset: int
    f_replica_id, f_log_end_offset = _S3.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse_ReplicaState(f_replica_id, _ZERO_UUID, f_log_end_offset, -1, -1, unknown), pos


# DescribeQuorumResponse.TopicData.PartitionData v0
def _dec_PartitionData_22(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse.TopicData.PartitionData, int]:
    f_partition_index: int
    f_error_code: int
    f_leader_id: int
    f_leader_epoch: int
    f_high_watermark: int
    f_current_voters: list[DescribeQuorumResponse.ReplicaState]
    f_observers: list[DescribeQuorumResponse.ReplicaState]
    f_partition_index, f_error_code, f_leader_id, f_leader_epoch, f_high_watermark = _S2.unpack_from(buf, pos)
    pos += 22
    n_current_voters = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_current_voters < 127 and n_current_voters * 13 < len(buf) - pos:
        pos += 1
    else:
        n_current_voters, pos = _p.dec_compact_array_len(buf, pos, 13)
    l_current_voters: list[DescribeQuorumResponse.ReplicaState] = []
    for _ in range(n_current_voters):
        e_current_voters, pos = _dec_ReplicaState_21(buf, pos)
        l_current_voters.append(e_current_voters)
    f_current_voters = l_current_voters
    n_observers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_observers < 127 and n_observers * 13 < len(buf) - pos:
        pos += 1
    else:
        n_observers, pos = _p.dec_compact_array_len(buf, pos, 13)
    l_observers: list[DescribeQuorumResponse.ReplicaState] = []
    for _ in range(n_observers):
        e_observers, pos = _dec_ReplicaState_21(buf, pos)
        l_observers.append(e_observers)
    f_observers = l_observers
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse_TopicData_PartitionData(f_partition_index, f_error_code, "", f_leader_id, f_leader_epoch, f_high_watermark, f_current_voters, f_observers, unknown), pos


# DescribeQuorumResponse.TopicData v0
def _dec_TopicData_23(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse.TopicData, int]:
    f_topic_name: str
    f_partitions: list[DescribeQuorumResponse.TopicData.PartitionData]
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 25 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 25)
    l_partitions: list[DescribeQuorumResponse.TopicData.PartitionData] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_PartitionData_22(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse_TopicData(f_topic_name, f_partitions, unknown), pos


# DescribeQuorumResponse v0
def _dec_DescribeQuorumResponse_24(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse, int]:
    f_error_code: int
    f_topics: list[DescribeQuorumResponse.TopicData]
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[DescribeQuorumResponse.TopicData] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TopicData_23(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse(f_error_code, "", f_topics, [], unknown), pos


# DescribeQuorumResponse.ReplicaState v1
def _dec_ReplicaState_25(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse.ReplicaState, int]:
    f_replica_id: int
    f_log_end_offset: int
    f_last_fetch_timestamp: int
    f_last_caught_up_timestamp: int
    f_replica_id, f_log_end_offset, f_last_fetch_timestamp, f_last_caught_up_timestamp = _S4.unpack_from(buf, pos)
    pos += 28
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse_ReplicaState(f_replica_id, _ZERO_UUID, f_log_end_offset, f_last_fetch_timestamp, f_last_caught_up_timestamp, unknown), pos


# DescribeQuorumResponse.TopicData.PartitionData v1
def _dec_PartitionData_26(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse.TopicData.PartitionData, int]:
    f_partition_index: int
    f_error_code: int
    f_leader_id: int
    f_leader_epoch: int
    f_high_watermark: int
    f_current_voters: list[DescribeQuorumResponse.ReplicaState]
    f_observers: list[DescribeQuorumResponse.ReplicaState]
    f_partition_index, f_error_code, f_leader_id, f_leader_epoch, f_high_watermark = _S2.unpack_from(buf, pos)
    pos += 22
    n_current_voters = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_current_voters < 127 and n_current_voters * 29 < len(buf) - pos:
        pos += 1
    else:
        n_current_voters, pos = _p.dec_compact_array_len(buf, pos, 29)
    l_current_voters: list[DescribeQuorumResponse.ReplicaState] = []
    for _ in range(n_current_voters):
        e_current_voters, pos = _dec_ReplicaState_25(buf, pos)
        l_current_voters.append(e_current_voters)
    f_current_voters = l_current_voters
    n_observers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_observers < 127 and n_observers * 29 < len(buf) - pos:
        pos += 1
    else:
        n_observers, pos = _p.dec_compact_array_len(buf, pos, 29)
    l_observers: list[DescribeQuorumResponse.ReplicaState] = []
    for _ in range(n_observers):
        e_observers, pos = _dec_ReplicaState_25(buf, pos)
        l_observers.append(e_observers)
    f_observers = l_observers
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse_TopicData_PartitionData(f_partition_index, f_error_code, "", f_leader_id, f_leader_epoch, f_high_watermark, f_current_voters, f_observers, unknown), pos


# DescribeQuorumResponse.TopicData v1
def _dec_TopicData_27(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse.TopicData, int]:
    f_topic_name: str
    f_partitions: list[DescribeQuorumResponse.TopicData.PartitionData]
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 25 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 25)
    l_partitions: list[DescribeQuorumResponse.TopicData.PartitionData] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_PartitionData_26(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse_TopicData(f_topic_name, f_partitions, unknown), pos


# DescribeQuorumResponse v1
def _dec_DescribeQuorumResponse_28(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse, int]:
    f_error_code: int
    f_topics: list[DescribeQuorumResponse.TopicData]
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[DescribeQuorumResponse.TopicData] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TopicData_27(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse(f_error_code, "", f_topics, [], unknown), pos


# DescribeQuorumResponse.ReplicaState v2
def _dec_ReplicaState_29(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse.ReplicaState, int]:
    f_replica_id: int
    f_replica_directory_id: UUID
    f_log_end_offset: int
    f_last_fetch_timestamp: int
    f_last_caught_up_timestamp: int
    f_replica_id, u_replica_directory_id, f_log_end_offset, f_last_fetch_timestamp, f_last_caught_up_timestamp = _S7.unpack_from(buf, pos)
    pos += 44
    f_replica_directory_id = _UUID(bytes=u_replica_directory_id)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse_ReplicaState(f_replica_id, f_replica_directory_id, f_log_end_offset, f_last_fetch_timestamp, f_last_caught_up_timestamp, unknown), pos


# DescribeQuorumResponse.TopicData.PartitionData v2
def _dec_PartitionData_30(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse.TopicData.PartitionData, int]:
    f_partition_index: int
    f_error_code: int
    f_error_message: str | None
    f_leader_id: int
    f_leader_epoch: int
    f_high_watermark: int
    f_current_voters: list[DescribeQuorumResponse.ReplicaState]
    f_observers: list[DescribeQuorumResponse.ReplicaState]
    f_partition_index, f_error_code = _S5.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    f_leader_id, f_leader_epoch, f_high_watermark = _S6.unpack_from(buf, pos)
    pos += 16
    n_current_voters = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_current_voters < 127 and n_current_voters * 45 < len(buf) - pos:
        pos += 1
    else:
        n_current_voters, pos = _p.dec_compact_array_len(buf, pos, 45)
    l_current_voters: list[DescribeQuorumResponse.ReplicaState] = []
    for _ in range(n_current_voters):
        e_current_voters, pos = _dec_ReplicaState_29(buf, pos)
        l_current_voters.append(e_current_voters)
    f_current_voters = l_current_voters
    n_observers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_observers < 127 and n_observers * 45 < len(buf) - pos:
        pos += 1
    else:
        n_observers, pos = _p.dec_compact_array_len(buf, pos, 45)
    l_observers: list[DescribeQuorumResponse.ReplicaState] = []
    for _ in range(n_observers):
        e_observers, pos = _dec_ReplicaState_29(buf, pos)
        l_observers.append(e_observers)
    f_observers = l_observers
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse_TopicData_PartitionData(f_partition_index, f_error_code, f_error_message, f_leader_id, f_leader_epoch, f_high_watermark, f_current_voters, f_observers, unknown), pos


# DescribeQuorumResponse.TopicData v2
def _dec_TopicData_31(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse.TopicData, int]:
    f_topic_name: str
    f_partitions: list[DescribeQuorumResponse.TopicData.PartitionData]
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 26 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 26)
    l_partitions: list[DescribeQuorumResponse.TopicData.PartitionData] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_PartitionData_30(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse_TopicData(f_topic_name, f_partitions, unknown), pos


# DescribeQuorumResponse.Node.Listener v2
def _dec_Listener_32(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse.Node.Listener, int]:
    f_name: str
    f_host: str
    f_port: int
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S8.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse_Node_Listener(f_name, f_host, f_port, unknown), pos


# DescribeQuorumResponse.Node v2
def _dec_Node_33(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse.Node, int]:
    f_node_id: int
    f_listeners: list[DescribeQuorumResponse.Node.Listener]
    f_node_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_listeners = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_listeners < 127 and n_listeners * 5 < len(buf) - pos:
        pos += 1
    else:
        n_listeners, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_listeners: list[DescribeQuorumResponse.Node.Listener] = []
    for _ in range(n_listeners):
        e_listeners, pos = _dec_Listener_32(buf, pos)
        l_listeners.append(e_listeners)
    f_listeners = l_listeners
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse_Node(f_node_id, f_listeners, unknown), pos


# DescribeQuorumResponse v2
def _dec_DescribeQuorumResponse_34(buf: memoryview, pos: int) -> tuple[DescribeQuorumResponse, int]:
    f_error_code: int
    f_error_message: str | None
    f_topics: list[DescribeQuorumResponse.TopicData]
    f_nodes: list[DescribeQuorumResponse.Node]
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
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
    l_topics: list[DescribeQuorumResponse.TopicData] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TopicData_31(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    n_nodes = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_nodes < 127 and n_nodes * 6 < len(buf) - pos:
        pos += 1
    else:
        n_nodes, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_nodes: list[DescribeQuorumResponse.Node] = []
    for _ in range(n_nodes):
        e_nodes, pos = _dec_Node_33(buf, pos)
        l_nodes.append(e_nodes)
    f_nodes = l_nodes
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeQuorumResponse(f_error_code, f_error_message, f_topics, f_nodes, unknown), pos


DescribeQuorumRequest._ENCODERS = (_enc_DescribeQuorumRequest_3, _enc_DescribeQuorumRequest_3, _enc_DescribeQuorumRequest_3,)
DescribeQuorumRequest._DECODERS = (_dec_DescribeQuorumRequest_6, _dec_DescribeQuorumRequest_6, _dec_DescribeQuorumRequest_6,)
DescribeQuorumResponse._ENCODERS = (_enc_DescribeQuorumResponse_10, _enc_DescribeQuorumResponse_14, _enc_DescribeQuorumResponse_20,)
DescribeQuorumResponse._DECODERS = (_dec_DescribeQuorumResponse_24, _dec_DescribeQuorumResponse_28, _dec_DescribeQuorumResponse_34,)
DescribeQuorumRequest.RESPONSE = DescribeQuorumResponse
DescribeQuorumResponse.REQUEST = DescribeQuorumRequest
