# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""Metadata (API key 3): request and response, versions 0-13."""

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

__all__ = ["MetadataRequest", "MetadataResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class MetadataRequest(Request["MetadataResponse"]):
    """Metadata request (API key 3): versions 0-13, flexible from 9."""

    API_KEY = 3
    MIN_VERSION = 0
    MAX_VERSION = 13
    FLEXIBLE_VERSION = 9


    class MetadataRequestTopic:
        """MetadataRequestTopic (versions 0+)."""
        __slots__ = ('topic_id', 'name', 'unknown_tagged_fields',)
        #: The topic id. (v10+, ignorable)
        topic_id: UUID
        #: The topic name. (v0+, nullable v10+)
        name: str | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_id: UUID = _ZERO_UUID, name: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_id = topic_id
            self.name = name
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_id={self.topic_id!r}, name={self.name!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_id, self.name, self.unknown_tagged_fields,) == (other.topic_id, other.name, other.unknown_tagged_fields,)

    __slots__ = ('topics', 'allow_auto_topic_creation', 'include_cluster_authorized_operations', 'include_topic_authorized_operations', 'unknown_tagged_fields',)
    #: The topics to fetch metadata for. (v0+, nullable v1+)
    topics: list[MetadataRequest.MetadataRequestTopic] | None
    #: If this is true, the broker may auto-create topics that we requested which do not already exist, if it is configured to do so. (v4+)
    allow_auto_topic_creation: bool
    #: Whether to include cluster authorized operations. (v8-10)
    include_cluster_authorized_operations: bool
    #: Whether to include topic authorized operations. (v8+)
    include_topic_authorized_operations: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, topics: list[MetadataRequest.MetadataRequestTopic] | None = _FRESH, allow_auto_topic_creation: bool = True, include_cluster_authorized_operations: bool = False, include_topic_authorized_operations: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.topics = [] if topics is _FRESH else topics
        self.allow_auto_topic_creation = allow_auto_topic_creation
        self.include_cluster_authorized_operations = include_cluster_authorized_operations
        self.include_topic_authorized_operations = include_topic_authorized_operations
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(topics={self.topics!r}, allow_auto_topic_creation={self.allow_auto_topic_creation!r}, include_cluster_authorized_operations={self.include_cluster_authorized_operations!r}, include_topic_authorized_operations={self.include_topic_authorized_operations!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.topics, self.allow_auto_topic_creation, self.include_cluster_authorized_operations, self.include_topic_authorized_operations, self.unknown_tagged_fields,) == (other.topics, other.allow_auto_topic_creation, other.include_cluster_authorized_operations, other.include_topic_authorized_operations, other.unknown_tagged_fields,)


class MetadataResponse(Response):
    """Metadata response (API key 3): versions 0-13, flexible from 9."""

    API_KEY = 3
    MIN_VERSION = 0
    MAX_VERSION = 13
    FLEXIBLE_VERSION = 9


    class MetadataResponseBroker:
        """MetadataResponseBroker (versions 0+)."""
        __slots__ = ('node_id', 'host', 'port', 'rack', 'unknown_tagged_fields',)
        #: The broker ID. (v0+)
        node_id: int
        #: The broker hostname. (v0+)
        host: str
        #: The broker port. (v0+)
        port: int
        #: The rack of the broker, or null if it has not been assigned to a rack. (v1+, nullable v1+, ignorable)
        rack: str | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, node_id: int = 0, host: str = "", port: int = 0, rack: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.node_id = node_id
            self.host = host
            self.port = port
            self.rack = rack
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(node_id={self.node_id!r}, host={self.host!r}, port={self.port!r}, rack={self.rack!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.node_id, self.host, self.port, self.rack, self.unknown_tagged_fields,) == (other.node_id, other.host, other.port, other.rack, other.unknown_tagged_fields,)

    class MetadataResponseTopic:
        """MetadataResponseTopic (versions 0+)."""

        class MetadataResponsePartition:
            """MetadataResponsePartition (versions 0+)."""
            __slots__ = ('error_code', 'partition_index', 'leader_id', 'leader_epoch', 'replica_nodes', 'isr_nodes', 'offline_replicas', 'unknown_tagged_fields',)
            #: The partition error, or 0 if there was no error. (v0+)
            error_code: int
            #: The partition index. (v0+)
            partition_index: int
            #: The ID of the leader broker. (v0+)
            leader_id: int
            #: The leader epoch of this partition. (v7+, ignorable)
            leader_epoch: int
            #: The set of all nodes that host this partition. (v0+)
            replica_nodes: list[int]
            #: The set of nodes that are in sync with the leader for this partition. (v0+)
            isr_nodes: list[int]
            #: The set of offline replicas of this partition. (v5+, ignorable)
            offline_replicas: list[int]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, error_code: int = 0, partition_index: int = 0, leader_id: int = 0, leader_epoch: int = -1, replica_nodes: list[int] = _FRESH, isr_nodes: list[int] = _FRESH, offline_replicas: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.error_code = error_code
                self.partition_index = partition_index
                self.leader_id = leader_id
                self.leader_epoch = leader_epoch
                self.replica_nodes = [] if replica_nodes is _FRESH else replica_nodes
                self.isr_nodes = [] if isr_nodes is _FRESH else isr_nodes
                self.offline_replicas = [] if offline_replicas is _FRESH else offline_replicas
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(error_code={self.error_code!r}, partition_index={self.partition_index!r}, leader_id={self.leader_id!r}, leader_epoch={self.leader_epoch!r}, replica_nodes={self.replica_nodes!r}, isr_nodes={self.isr_nodes!r}, offline_replicas={self.offline_replicas!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.error_code, self.partition_index, self.leader_id, self.leader_epoch, self.replica_nodes, self.isr_nodes, self.offline_replicas, self.unknown_tagged_fields,) == (other.error_code, other.partition_index, other.leader_id, other.leader_epoch, other.replica_nodes, other.isr_nodes, other.offline_replicas, other.unknown_tagged_fields,)

        __slots__ = ('error_code', 'name', 'topic_id', 'is_internal', 'partitions', 'topic_authorized_operations', 'unknown_tagged_fields',)
        #: The topic error, or 0 if there was no error. (v0+)
        error_code: int
        #: The topic name. Null for non-existing topics queried by ID. This is never null when ErrorCode is zero. One of Name and TopicId is always populated. (v0+, nullable v12+)
        name: str | None
        #: The topic id. Zero for non-existing topics queried by name. This is never zero when ErrorCode is zero. One of Name and TopicId is always populated. (v10+, ignorable)
        topic_id: UUID
        #: True if the topic is internal. (v1+, ignorable)
        is_internal: bool
        #: Each partition in the topic. (v0+)
        partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition]
        #: 32-bit bitfield to represent authorized operations for this topic. (v8+)
        topic_authorized_operations: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, error_code: int = 0, name: str | None = "", topic_id: UUID = _ZERO_UUID, is_internal: bool = False, partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition] = _FRESH, topic_authorized_operations: int = -2147483648, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
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

    __slots__ = ('throttle_time_ms', 'brokers', 'cluster_id', 'controller_id', 'topics', 'cluster_authorized_operations', 'error_code', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v3+, ignorable)
    throttle_time_ms: int
    #: A list of brokers present in the cluster. (v0+)
    brokers: list[MetadataResponse.MetadataResponseBroker]
    #: The cluster ID that responding broker belongs to. (v2+, nullable v2+, ignorable)
    cluster_id: str | None
    #: The ID of the controller broker. (v1+, ignorable)
    controller_id: int
    #: Each topic in the response. (v0+)
    topics: list[MetadataResponse.MetadataResponseTopic]
    #: 32-bit bitfield to represent authorized operations for this cluster. (v8-10)
    cluster_authorized_operations: int
    #: The top-level error code, or 0 if there was no error. (v13+, ignorable)
    error_code: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, brokers: list[MetadataResponse.MetadataResponseBroker] = _FRESH, cluster_id: str | None = None, controller_id: int = -1, topics: list[MetadataResponse.MetadataResponseTopic] = _FRESH, cluster_authorized_operations: int = -2147483648, error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.brokers = [] if brokers is _FRESH else brokers
        self.cluster_id = cluster_id
        self.controller_id = controller_id
        self.topics = [] if topics is _FRESH else topics
        self.cluster_authorized_operations = cluster_authorized_operations
        self.error_code = error_code
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, brokers={self.brokers!r}, cluster_id={self.cluster_id!r}, controller_id={self.controller_id!r}, topics={self.topics!r}, cluster_authorized_operations={self.cluster_authorized_operations!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.brokers, self.cluster_id, self.controller_id, self.topics, self.cluster_authorized_operations, self.error_code, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.brokers, other.cluster_id, other.controller_id, other.topics, other.cluster_authorized_operations, other.error_code, other.unknown_tagged_fields,)

_MetadataRequest = MetadataRequest
_MetadataRequest_MetadataRequestTopic = MetadataRequest.MetadataRequestTopic
_MetadataResponse = MetadataResponse
_MetadataResponse_MetadataResponseBroker = MetadataResponse.MetadataResponseBroker
_MetadataResponse_MetadataResponseTopic = MetadataResponse.MetadataResponseTopic
_MetadataResponse_MetadataResponseTopic_MetadataResponsePartition = MetadataResponse.MetadataResponseTopic.MetadataResponsePartition

_S0 = Struct('>?')
_S1 = Struct('>???')
_S2 = Struct('>16s')
_S3 = Struct('>??')
_S4 = Struct('>i')
_S5 = Struct('>h')
_S6 = Struct('>hii')
_S7 = Struct('>hiii')
_S8 = Struct('>16s?')


# MetadataRequest.MetadataRequestTopic v0-8
def _enc_MetadataRequestTopic_1(o: MetadataRequest.MetadataRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataRequest v0
def _enc_MetadataRequest_2(o: MetadataRequest, out: list[Buffer]) -> None:
    if o.allow_auto_topic_creation != True:
        raise _EncodeError('allow_auto_topic_creation' + _UNSUPPORTED)
    if o.include_cluster_authorized_operations != False:
        raise _EncodeError('include_cluster_authorized_operations' + _UNSUPPORTED)
    if o.include_topic_authorized_operations != False:
        raise _EncodeError('include_topic_authorized_operations' + _UNSUPPORTED)
    a0 = o.topics
    if a0 is None:
        raise _EncodeError('topics' + _NOT_NULLABLE)
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_MetadataRequestTopic_1(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataRequest v1-3
def _enc_MetadataRequest_3(o: MetadataRequest, out: list[Buffer]) -> None:
    if o.allow_auto_topic_creation != True:
        raise _EncodeError('allow_auto_topic_creation' + _UNSUPPORTED)
    if o.include_cluster_authorized_operations != False:
        raise _EncodeError('include_cluster_authorized_operations' + _UNSUPPORTED)
    if o.include_topic_authorized_operations != False:
        raise _EncodeError('include_topic_authorized_operations' + _UNSUPPORTED)
    a0 = o.topics
    if a0 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a0)))
        for e0 in a0:
            _enc_MetadataRequestTopic_1(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataRequest v4-7
def _enc_MetadataRequest_4(o: MetadataRequest, out: list[Buffer]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _EncodeError('include_cluster_authorized_operations' + _UNSUPPORTED)
    if o.include_topic_authorized_operations != False:
        raise _EncodeError('include_topic_authorized_operations' + _UNSUPPORTED)
    a0 = o.topics
    if a0 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a0)))
        for e0 in a0:
            _enc_MetadataRequestTopic_1(e0, out)
    out.append(_S0.pack(o.allow_auto_topic_creation))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataRequest v8
def _enc_MetadataRequest_5(o: MetadataRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    if a0 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a0)))
        for e0 in a0:
            _enc_MetadataRequestTopic_1(e0, out)
    out.append(_S1.pack(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataRequest.MetadataRequestTopic v9
def _enc_MetadataRequestTopic_6(o: MetadataRequest.MetadataRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataRequest v9
def _enc_MetadataRequest_7(o: MetadataRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    if a0 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a0) + 1))
        for e0 in a0:
            _enc_MetadataRequestTopic_6(e0, out)
    out.append(_S1.pack(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataRequest.MetadataRequestTopic v10-13
def _enc_MetadataRequestTopic_8(o: MetadataRequest.MetadataRequestTopic, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.topic_id.bytes))
    out.append(_p.enc_compact_nullable_string(o.name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataRequest v10
def _enc_MetadataRequest_9(o: MetadataRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    if a0 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a0) + 1))
        for e0 in a0:
            _enc_MetadataRequestTopic_8(e0, out)
    out.append(_S1.pack(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataRequest v11-13
def _enc_MetadataRequest_10(o: MetadataRequest, out: list[Buffer]) -> None:
    if o.include_cluster_authorized_operations != False:
        raise _EncodeError('include_cluster_authorized_operations' + _UNSUPPORTED)
    a0 = o.topics
    if a0 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a0) + 1))
        for e0 in a0:
            _enc_MetadataRequestTopic_8(e0, out)
    out.append(_S3.pack(o.allow_auto_topic_creation, o.include_topic_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataRequest.MetadataRequestTopic v0-8
def _dec_MetadataRequestTopic_11(buf: memoryview, pos: int) -> tuple[MetadataRequest.MetadataRequestTopic, int]:
    f_name: str | None
    f_name, pos = _p.dec_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _MetadataRequest_MetadataRequestTopic(_ZERO_UUID, f_name, unknown), pos


# MetadataRequest v0
def _dec_MetadataRequest_12(buf: memoryview, pos: int) -> tuple[MetadataRequest, int]:
    f_topics: list[MetadataRequest.MetadataRequestTopic] | None
    n_topics, pos = _p.dec_array_len(buf, pos, 2)
    l_topics: list[MetadataRequest.MetadataRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataRequestTopic_11(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _MetadataRequest(f_topics, True, False, False, unknown), pos


# MetadataRequest v1-3
def _dec_MetadataRequest_13(buf: memoryview, pos: int) -> tuple[MetadataRequest, int]:
    f_topics: list[MetadataRequest.MetadataRequestTopic] | None
    n_topics, pos = _p.dec_nullable_array_len(buf, pos, 2)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[MetadataRequest.MetadataRequestTopic] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_MetadataRequestTopic_11(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _MetadataRequest(f_topics, True, False, False, unknown), pos


# MetadataRequest v4-7
def _dec_MetadataRequest_14(buf: memoryview, pos: int) -> tuple[MetadataRequest, int]:
    f_topics: list[MetadataRequest.MetadataRequestTopic] | None
    f_allow_auto_topic_creation: bool
    n_topics, pos = _p.dec_nullable_array_len(buf, pos, 2)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[MetadataRequest.MetadataRequestTopic] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_MetadataRequestTopic_11(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    f_allow_auto_topic_creation = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    return _MetadataRequest(f_topics, f_allow_auto_topic_creation, False, False, unknown), pos


# MetadataRequest v8
def _dec_MetadataRequest_15(buf: memoryview, pos: int) -> tuple[MetadataRequest, int]:
    f_topics: list[MetadataRequest.MetadataRequestTopic] | None
    f_allow_auto_topic_creation: bool
    f_include_cluster_authorized_operations: bool
    f_include_topic_authorized_operations: bool
    n_topics, pos = _p.dec_nullable_array_len(buf, pos, 2)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[MetadataRequest.MetadataRequestTopic] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_MetadataRequestTopic_11(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    f_allow_auto_topic_creation, f_include_cluster_authorized_operations, f_include_topic_authorized_operations = _S1.unpack_from(buf, pos)
    pos += 3
    unknown: dict[int, bytes] = {}
    return _MetadataRequest(f_topics, f_allow_auto_topic_creation, f_include_cluster_authorized_operations, f_include_topic_authorized_operations, unknown), pos


# MetadataRequest.MetadataRequestTopic v9
def _dec_MetadataRequestTopic_16(buf: memoryview, pos: int) -> tuple[MetadataRequest.MetadataRequestTopic, int]:
    f_name: str | None
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
    return _MetadataRequest_MetadataRequestTopic(_ZERO_UUID, f_name, unknown), pos


# MetadataRequest v9
def _dec_MetadataRequest_17(buf: memoryview, pos: int) -> tuple[MetadataRequest, int]:
    f_topics: list[MetadataRequest.MetadataRequestTopic] | None
    f_allow_auto_topic_creation: bool
    f_include_cluster_authorized_operations: bool
    f_include_topic_authorized_operations: bool
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 2 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_nullable_array_len(buf, pos, 2)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[MetadataRequest.MetadataRequestTopic] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_MetadataRequestTopic_16(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    f_allow_auto_topic_creation, f_include_cluster_authorized_operations, f_include_topic_authorized_operations = _S1.unpack_from(buf, pos)
    pos += 3
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataRequest(f_topics, f_allow_auto_topic_creation, f_include_cluster_authorized_operations, f_include_topic_authorized_operations, unknown), pos


# MetadataRequest.MetadataRequestTopic v10-13
def _dec_MetadataRequestTopic_18(buf: memoryview, pos: int) -> tuple[MetadataRequest.MetadataRequestTopic, int]:
    f_topic_id: UUID
    f_name: str | None
    u_topic_id = _S2.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    if pos < len(buf) and buf[pos] == 0:
        f_name = None
        pos += 1
    else:
        f_name, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataRequest_MetadataRequestTopic(f_topic_id, f_name, unknown), pos


# MetadataRequest v10
def _dec_MetadataRequest_19(buf: memoryview, pos: int) -> tuple[MetadataRequest, int]:
    f_topics: list[MetadataRequest.MetadataRequestTopic] | None
    f_allow_auto_topic_creation: bool
    f_include_cluster_authorized_operations: bool
    f_include_topic_authorized_operations: bool
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_nullable_array_len(buf, pos, 18)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[MetadataRequest.MetadataRequestTopic] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_MetadataRequestTopic_18(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    f_allow_auto_topic_creation, f_include_cluster_authorized_operations, f_include_topic_authorized_operations = _S1.unpack_from(buf, pos)
    pos += 3
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataRequest(f_topics, f_allow_auto_topic_creation, f_include_cluster_authorized_operations, f_include_topic_authorized_operations, unknown), pos


# MetadataRequest v11-13
def _dec_MetadataRequest_20(buf: memoryview, pos: int) -> tuple[MetadataRequest, int]:
    f_topics: list[MetadataRequest.MetadataRequestTopic] | None
    f_allow_auto_topic_creation: bool
    f_include_topic_authorized_operations: bool
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_nullable_array_len(buf, pos, 18)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[MetadataRequest.MetadataRequestTopic] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_MetadataRequestTopic_18(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    f_allow_auto_topic_creation, f_include_topic_authorized_operations = _S3.unpack_from(buf, pos)
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataRequest(f_topics, f_allow_auto_topic_creation, False, f_include_topic_authorized_operations, unknown), pos


# MetadataResponse.MetadataResponseBroker v0
def _enc_MetadataResponseBroker_21(o: MetadataResponse.MetadataResponseBroker, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.node_id))
    out.append(_p.enc_string(o.host))
    out.append(_S4.pack(o.port))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse.MetadataResponseTopic.MetadataResponsePartition v0-4
def _enc_MetadataResponsePartition_22(o: MetadataResponse.MetadataResponseTopic.MetadataResponsePartition, out: list[Buffer]) -> None:
    out.append(_S6.pack(o.error_code, o.partition_index, o.leader_id))
    a3 = o.replica_nodes
    out.append(_p.enc_array_len(len(a3)))
    out.append(_pack(">%di" % len(a3), *a3))
    a4 = o.isr_nodes
    out.append(_p.enc_array_len(len(a4)))
    out.append(_pack(">%di" % len(a4), *a4))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse.MetadataResponseTopic v0
def _enc_MetadataResponseTopic_23(o: MetadataResponse.MetadataResponseTopic, out: list[Buffer]) -> None:
    if o.topic_authorized_operations != -2147483648:
        raise _EncodeError('topic_authorized_operations' + _UNSUPPORTED)
    out.append(_S5.pack(o.error_code))
    out.append(_p.enc_string(o.name))
    a2 = o.partitions
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_MetadataResponsePartition_22(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse v0
def _enc_MetadataResponse_24(o: MetadataResponse, out: list[Buffer]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _EncodeError('cluster_authorized_operations' + _UNSUPPORTED)
    a0 = o.brokers
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_MetadataResponseBroker_21(e0, out)
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_MetadataResponseTopic_23(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse.MetadataResponseBroker v1-8
def _enc_MetadataResponseBroker_25(o: MetadataResponse.MetadataResponseBroker, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.node_id))
    out.append(_p.enc_string(o.host))
    out.append(_S4.pack(o.port))
    out.append(_p.enc_nullable_string(o.rack))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse.MetadataResponseTopic v1-4
def _enc_MetadataResponseTopic_26(o: MetadataResponse.MetadataResponseTopic, out: list[Buffer]) -> None:
    if o.topic_authorized_operations != -2147483648:
        raise _EncodeError('topic_authorized_operations' + _UNSUPPORTED)
    out.append(_S5.pack(o.error_code))
    out.append(_p.enc_string(o.name))
    out.append(_S0.pack(o.is_internal))
    a3 = o.partitions
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_MetadataResponsePartition_22(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse v1
def _enc_MetadataResponse_27(o: MetadataResponse, out: list[Buffer]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _EncodeError('cluster_authorized_operations' + _UNSUPPORTED)
    a0 = o.brokers
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_MetadataResponseBroker_25(e0, out)
    out.append(_S4.pack(o.controller_id))
    a2 = o.topics
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_MetadataResponseTopic_26(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse v2
def _enc_MetadataResponse_28(o: MetadataResponse, out: list[Buffer]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _EncodeError('cluster_authorized_operations' + _UNSUPPORTED)
    a0 = o.brokers
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_MetadataResponseBroker_25(e0, out)
    out.append(_p.enc_nullable_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a3 = o.topics
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_MetadataResponseTopic_26(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse v3-4
def _enc_MetadataResponse_29(o: MetadataResponse, out: list[Buffer]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _EncodeError('cluster_authorized_operations' + _UNSUPPORTED)
    out.append(_S4.pack(o.throttle_time_ms))
    a1 = o.brokers
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_MetadataResponseBroker_25(e1, out)
    out.append(_p.enc_nullable_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a4 = o.topics
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_MetadataResponseTopic_26(e4, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse.MetadataResponseTopic.MetadataResponsePartition v5-6
def _enc_MetadataResponsePartition_30(o: MetadataResponse.MetadataResponseTopic.MetadataResponsePartition, out: list[Buffer]) -> None:
    out.append(_S6.pack(o.error_code, o.partition_index, o.leader_id))
    a3 = o.replica_nodes
    out.append(_p.enc_array_len(len(a3)))
    out.append(_pack(">%di" % len(a3), *a3))
    a4 = o.isr_nodes
    out.append(_p.enc_array_len(len(a4)))
    out.append(_pack(">%di" % len(a4), *a4))
    a5 = o.offline_replicas
    out.append(_p.enc_array_len(len(a5)))
    out.append(_pack(">%di" % len(a5), *a5))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse.MetadataResponseTopic v5-6
def _enc_MetadataResponseTopic_31(o: MetadataResponse.MetadataResponseTopic, out: list[Buffer]) -> None:
    if o.topic_authorized_operations != -2147483648:
        raise _EncodeError('topic_authorized_operations' + _UNSUPPORTED)
    out.append(_S5.pack(o.error_code))
    out.append(_p.enc_string(o.name))
    out.append(_S0.pack(o.is_internal))
    a3 = o.partitions
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_MetadataResponsePartition_30(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse v5-6
def _enc_MetadataResponse_32(o: MetadataResponse, out: list[Buffer]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _EncodeError('cluster_authorized_operations' + _UNSUPPORTED)
    out.append(_S4.pack(o.throttle_time_ms))
    a1 = o.brokers
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_MetadataResponseBroker_25(e1, out)
    out.append(_p.enc_nullable_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a4 = o.topics
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_MetadataResponseTopic_31(e4, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse.MetadataResponseTopic.MetadataResponsePartition v7-8
def _enc_MetadataResponsePartition_33(o: MetadataResponse.MetadataResponseTopic.MetadataResponsePartition, out: list[Buffer]) -> None:
    out.append(_S7.pack(o.error_code, o.partition_index, o.leader_id, o.leader_epoch))
    a4 = o.replica_nodes
    out.append(_p.enc_array_len(len(a4)))
    out.append(_pack(">%di" % len(a4), *a4))
    a5 = o.isr_nodes
    out.append(_p.enc_array_len(len(a5)))
    out.append(_pack(">%di" % len(a5), *a5))
    a6 = o.offline_replicas
    out.append(_p.enc_array_len(len(a6)))
    out.append(_pack(">%di" % len(a6), *a6))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse.MetadataResponseTopic v7
def _enc_MetadataResponseTopic_34(o: MetadataResponse.MetadataResponseTopic, out: list[Buffer]) -> None:
    if o.topic_authorized_operations != -2147483648:
        raise _EncodeError('topic_authorized_operations' + _UNSUPPORTED)
    out.append(_S5.pack(o.error_code))
    out.append(_p.enc_string(o.name))
    out.append(_S0.pack(o.is_internal))
    a3 = o.partitions
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_MetadataResponsePartition_33(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse v7
def _enc_MetadataResponse_35(o: MetadataResponse, out: list[Buffer]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _EncodeError('cluster_authorized_operations' + _UNSUPPORTED)
    out.append(_S4.pack(o.throttle_time_ms))
    a1 = o.brokers
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_MetadataResponseBroker_25(e1, out)
    out.append(_p.enc_nullable_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a4 = o.topics
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_MetadataResponseTopic_34(e4, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse.MetadataResponseTopic v8
def _enc_MetadataResponseTopic_36(o: MetadataResponse.MetadataResponseTopic, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.error_code))
    out.append(_p.enc_string(o.name))
    out.append(_S0.pack(o.is_internal))
    a3 = o.partitions
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_MetadataResponsePartition_33(e3, out)
    out.append(_S4.pack(o.topic_authorized_operations))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse v8
def _enc_MetadataResponse_37(o: MetadataResponse, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.throttle_time_ms))
    a1 = o.brokers
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_MetadataResponseBroker_25(e1, out)
    out.append(_p.enc_nullable_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a4 = o.topics
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_MetadataResponseTopic_36(e4, out)
    out.append(_S4.pack(o.cluster_authorized_operations))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# MetadataResponse.MetadataResponseBroker v9-13
def _enc_MetadataResponseBroker_38(o: MetadataResponse.MetadataResponseBroker, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.node_id))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S4.pack(o.port))
    out.append(_p.enc_compact_nullable_string(o.rack))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataResponse.MetadataResponseTopic.MetadataResponsePartition v9-13
def _enc_MetadataResponsePartition_39(o: MetadataResponse.MetadataResponseTopic.MetadataResponsePartition, out: list[Buffer]) -> None:
    out.append(_S7.pack(o.error_code, o.partition_index, o.leader_id, o.leader_epoch))
    a4 = o.replica_nodes
    out.append(_p.enc_uvarint(len(a4) + 1))
    out.append(_pack(">%di" % len(a4), *a4))
    a5 = o.isr_nodes
    out.append(_p.enc_uvarint(len(a5) + 1))
    out.append(_pack(">%di" % len(a5), *a5))
    a6 = o.offline_replicas
    out.append(_p.enc_uvarint(len(a6) + 1))
    out.append(_pack(">%di" % len(a6), *a6))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataResponse.MetadataResponseTopic v9
def _enc_MetadataResponseTopic_40(o: MetadataResponse.MetadataResponseTopic, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.error_code))
    out.append(_p.enc_compact_string(o.name))
    out.append(_S0.pack(o.is_internal))
    a3 = o.partitions
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_MetadataResponsePartition_39(e3, out)
    out.append(_S4.pack(o.topic_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataResponse v9
def _enc_MetadataResponse_41(o: MetadataResponse, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.throttle_time_ms))
    a1 = o.brokers
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_MetadataResponseBroker_38(e1, out)
    out.append(_p.enc_compact_nullable_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a4 = o.topics
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_MetadataResponseTopic_40(e4, out)
    out.append(_S4.pack(o.cluster_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataResponse.MetadataResponseTopic v10-11
def _enc_MetadataResponseTopic_42(o: MetadataResponse.MetadataResponseTopic, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.error_code))
    out.append(_p.enc_compact_string(o.name))
    out.append(_S8.pack(o.topic_id.bytes, o.is_internal))
    a4 = o.partitions
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_MetadataResponsePartition_39(e4, out)
    out.append(_S4.pack(o.topic_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataResponse v10
def _enc_MetadataResponse_43(o: MetadataResponse, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.throttle_time_ms))
    a1 = o.brokers
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_MetadataResponseBroker_38(e1, out)
    out.append(_p.enc_compact_nullable_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a4 = o.topics
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_MetadataResponseTopic_42(e4, out)
    out.append(_S4.pack(o.cluster_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataResponse v11
def _enc_MetadataResponse_44(o: MetadataResponse, out: list[Buffer]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _EncodeError('cluster_authorized_operations' + _UNSUPPORTED)
    out.append(_S4.pack(o.throttle_time_ms))
    a1 = o.brokers
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_MetadataResponseBroker_38(e1, out)
    out.append(_p.enc_compact_nullable_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a4 = o.topics
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_MetadataResponseTopic_42(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataResponse.MetadataResponseTopic v12-13
def _enc_MetadataResponseTopic_45(o: MetadataResponse.MetadataResponseTopic, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.name))
    out.append(_S8.pack(o.topic_id.bytes, o.is_internal))
    a4 = o.partitions
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_MetadataResponsePartition_39(e4, out)
    out.append(_S4.pack(o.topic_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataResponse v12
def _enc_MetadataResponse_46(o: MetadataResponse, out: list[Buffer]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _EncodeError('cluster_authorized_operations' + _UNSUPPORTED)
    out.append(_S4.pack(o.throttle_time_ms))
    a1 = o.brokers
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_MetadataResponseBroker_38(e1, out)
    out.append(_p.enc_compact_nullable_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a4 = o.topics
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_MetadataResponseTopic_45(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataResponse v13
def _enc_MetadataResponse_47(o: MetadataResponse, out: list[Buffer]) -> None:
    if o.cluster_authorized_operations != -2147483648:
        raise _EncodeError('cluster_authorized_operations' + _UNSUPPORTED)
    out.append(_S4.pack(o.throttle_time_ms))
    a1 = o.brokers
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_MetadataResponseBroker_38(e1, out)
    out.append(_p.enc_compact_nullable_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a4 = o.topics
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_MetadataResponseTopic_45(e4, out)
    out.append(_S5.pack(o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# MetadataResponse.MetadataResponseBroker v0
def _dec_MetadataResponseBroker_48(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseBroker, int]:
    f_node_id: int
    f_host: str
    f_port: int
    f_node_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    f_host, pos = _p.dec_string(buf, pos)
    f_port = _S4.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _MetadataResponse_MetadataResponseBroker(f_node_id, f_host, f_port, None, unknown), pos


# MetadataResponse.MetadataResponseTopic.MetadataResponsePartition v0-4
def _dec_MetadataResponsePartition_49(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition, int]:
    f_error_code: int
    f_partition_index: int
    f_leader_id: int
    f_replica_nodes: list[int]
    f_isr_nodes: list[int]
    f_error_code, f_partition_index, f_leader_id = _S6.unpack_from(buf, pos)
    pos += 10
    n_replica_nodes, pos = _p.dec_array_len(buf, pos, 4)
    f_replica_nodes, pos = _p.dec_fixed_array(buf, pos, n_replica_nodes, 'i')
    n_isr_nodes, pos = _p.dec_array_len(buf, pos, 4)
    f_isr_nodes, pos = _p.dec_fixed_array(buf, pos, n_isr_nodes, 'i')
    unknown: dict[int, bytes] = {}
    return _MetadataResponse_MetadataResponseTopic_MetadataResponsePartition(f_error_code, f_partition_index, f_leader_id, -1, f_replica_nodes, f_isr_nodes, [], unknown), pos


# MetadataResponse.MetadataResponseTopic v0
def _dec_MetadataResponseTopic_50(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseTopic, int]:
    f_error_code: int
    f_name: str | None
    f_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition]
    f_error_code = _S5.unpack_from(buf, pos)[0]
    pos += 2
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 18)
    l_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_MetadataResponsePartition_49(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _MetadataResponse_MetadataResponseTopic(f_error_code, f_name, _ZERO_UUID, False, f_partitions, -2147483648, unknown), pos


# MetadataResponse v0
def _dec_MetadataResponse_51(buf: memoryview, pos: int) -> tuple[MetadataResponse, int]:
    f_brokers: list[MetadataResponse.MetadataResponseBroker]
    f_topics: list[MetadataResponse.MetadataResponseTopic]
    n_brokers, pos = _p.dec_array_len(buf, pos, 10)
    l_brokers: list[MetadataResponse.MetadataResponseBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_MetadataResponseBroker_48(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    n_topics, pos = _p.dec_array_len(buf, pos, 8)
    l_topics: list[MetadataResponse.MetadataResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataResponseTopic_50(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _MetadataResponse(0, f_brokers, None, -1, f_topics, -2147483648, 0, unknown), pos


# MetadataResponse.MetadataResponseBroker v1-8
def _dec_MetadataResponseBroker_52(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseBroker, int]:
    f_node_id: int
    f_host: str
    f_port: int
    f_rack: str | None
    f_node_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    f_host, pos = _p.dec_string(buf, pos)
    f_port = _S4.unpack_from(buf, pos)[0]
    pos += 4
    f_rack, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _MetadataResponse_MetadataResponseBroker(f_node_id, f_host, f_port, f_rack, unknown), pos


# MetadataResponse.MetadataResponseTopic v1-4
def _dec_MetadataResponseTopic_53(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseTopic, int]:
    f_error_code: int
    f_name: str | None
    f_is_internal: bool
    f_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition]
    f_error_code = _S5.unpack_from(buf, pos)[0]
    pos += 2
    f_name, pos = _p.dec_string(buf, pos)
    f_is_internal = _S0.unpack_from(buf, pos)[0]
    pos += 1
    n_partitions, pos = _p.dec_array_len(buf, pos, 18)
    l_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_MetadataResponsePartition_49(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _MetadataResponse_MetadataResponseTopic(f_error_code, f_name, _ZERO_UUID, f_is_internal, f_partitions, -2147483648, unknown), pos


# MetadataResponse v1
def _dec_MetadataResponse_54(buf: memoryview, pos: int) -> tuple[MetadataResponse, int]:
    f_brokers: list[MetadataResponse.MetadataResponseBroker]
    f_controller_id: int
    f_topics: list[MetadataResponse.MetadataResponseTopic]
    n_brokers, pos = _p.dec_array_len(buf, pos, 12)
    l_brokers: list[MetadataResponse.MetadataResponseBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_MetadataResponseBroker_52(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 9)
    l_topics: list[MetadataResponse.MetadataResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataResponseTopic_53(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _MetadataResponse(0, f_brokers, None, f_controller_id, f_topics, -2147483648, 0, unknown), pos


# MetadataResponse v2
def _dec_MetadataResponse_55(buf: memoryview, pos: int) -> tuple[MetadataResponse, int]:
    f_brokers: list[MetadataResponse.MetadataResponseBroker]
    f_cluster_id: str | None
    f_controller_id: int
    f_topics: list[MetadataResponse.MetadataResponseTopic]
    n_brokers, pos = _p.dec_array_len(buf, pos, 12)
    l_brokers: list[MetadataResponse.MetadataResponseBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_MetadataResponseBroker_52(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    f_cluster_id, pos = _p.dec_nullable_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 9)
    l_topics: list[MetadataResponse.MetadataResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataResponseTopic_53(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _MetadataResponse(0, f_brokers, f_cluster_id, f_controller_id, f_topics, -2147483648, 0, unknown), pos


# MetadataResponse v3-4
def _dec_MetadataResponse_56(buf: memoryview, pos: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms: int
    f_brokers: list[MetadataResponse.MetadataResponseBroker]
    f_cluster_id: str | None
    f_controller_id: int
    f_topics: list[MetadataResponse.MetadataResponseTopic]
    f_throttle_time_ms = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_brokers, pos = _p.dec_array_len(buf, pos, 12)
    l_brokers: list[MetadataResponse.MetadataResponseBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_MetadataResponseBroker_52(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    f_cluster_id, pos = _p.dec_nullable_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 9)
    l_topics: list[MetadataResponse.MetadataResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataResponseTopic_53(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, -2147483648, 0, unknown), pos


# MetadataResponse.MetadataResponseTopic.MetadataResponsePartition v5-6
def _dec_MetadataResponsePartition_57(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition, int]:
    f_error_code: int
    f_partition_index: int
    f_leader_id: int
    f_replica_nodes: list[int]
    f_isr_nodes: list[int]
    f_offline_replicas: list[int]
    f_error_code, f_partition_index, f_leader_id = _S6.unpack_from(buf, pos)
    pos += 10
    n_replica_nodes, pos = _p.dec_array_len(buf, pos, 4)
    f_replica_nodes, pos = _p.dec_fixed_array(buf, pos, n_replica_nodes, 'i')
    n_isr_nodes, pos = _p.dec_array_len(buf, pos, 4)
    f_isr_nodes, pos = _p.dec_fixed_array(buf, pos, n_isr_nodes, 'i')
    n_offline_replicas, pos = _p.dec_array_len(buf, pos, 4)
    f_offline_replicas, pos = _p.dec_fixed_array(buf, pos, n_offline_replicas, 'i')
    unknown: dict[int, bytes] = {}
    return _MetadataResponse_MetadataResponseTopic_MetadataResponsePartition(f_error_code, f_partition_index, f_leader_id, -1, f_replica_nodes, f_isr_nodes, f_offline_replicas, unknown), pos


# MetadataResponse.MetadataResponseTopic v5-6
def _dec_MetadataResponseTopic_58(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseTopic, int]:
    f_error_code: int
    f_name: str | None
    f_is_internal: bool
    f_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition]
    f_error_code = _S5.unpack_from(buf, pos)[0]
    pos += 2
    f_name, pos = _p.dec_string(buf, pos)
    f_is_internal = _S0.unpack_from(buf, pos)[0]
    pos += 1
    n_partitions, pos = _p.dec_array_len(buf, pos, 22)
    l_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_MetadataResponsePartition_57(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _MetadataResponse_MetadataResponseTopic(f_error_code, f_name, _ZERO_UUID, f_is_internal, f_partitions, -2147483648, unknown), pos


# MetadataResponse v5-6
def _dec_MetadataResponse_59(buf: memoryview, pos: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms: int
    f_brokers: list[MetadataResponse.MetadataResponseBroker]
    f_cluster_id: str | None
    f_controller_id: int
    f_topics: list[MetadataResponse.MetadataResponseTopic]
    f_throttle_time_ms = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_brokers, pos = _p.dec_array_len(buf, pos, 12)
    l_brokers: list[MetadataResponse.MetadataResponseBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_MetadataResponseBroker_52(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    f_cluster_id, pos = _p.dec_nullable_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 9)
    l_topics: list[MetadataResponse.MetadataResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataResponseTopic_58(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, -2147483648, 0, unknown), pos


# MetadataResponse.MetadataResponseTopic.MetadataResponsePartition v7-8
def _dec_MetadataResponsePartition_60(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition, int]:
    f_error_code: int
    f_partition_index: int
    f_leader_id: int
    f_leader_epoch: int
    f_replica_nodes: list[int]
    f_isr_nodes: list[int]
    f_offline_replicas: list[int]
    f_error_code, f_partition_index, f_leader_id, f_leader_epoch = _S7.unpack_from(buf, pos)
    pos += 14
    n_replica_nodes, pos = _p.dec_array_len(buf, pos, 4)
    f_replica_nodes, pos = _p.dec_fixed_array(buf, pos, n_replica_nodes, 'i')
    n_isr_nodes, pos = _p.dec_array_len(buf, pos, 4)
    f_isr_nodes, pos = _p.dec_fixed_array(buf, pos, n_isr_nodes, 'i')
    n_offline_replicas, pos = _p.dec_array_len(buf, pos, 4)
    f_offline_replicas, pos = _p.dec_fixed_array(buf, pos, n_offline_replicas, 'i')
    unknown: dict[int, bytes] = {}
    return _MetadataResponse_MetadataResponseTopic_MetadataResponsePartition(f_error_code, f_partition_index, f_leader_id, f_leader_epoch, f_replica_nodes, f_isr_nodes, f_offline_replicas, unknown), pos


# MetadataResponse.MetadataResponseTopic v7
def _dec_MetadataResponseTopic_61(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseTopic, int]:
    f_error_code: int
    f_name: str | None
    f_is_internal: bool
    f_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition]
    f_error_code = _S5.unpack_from(buf, pos)[0]
    pos += 2
    f_name, pos = _p.dec_string(buf, pos)
    f_is_internal = _S0.unpack_from(buf, pos)[0]
    pos += 1
    n_partitions, pos = _p.dec_array_len(buf, pos, 26)
    l_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_MetadataResponsePartition_60(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _MetadataResponse_MetadataResponseTopic(f_error_code, f_name, _ZERO_UUID, f_is_internal, f_partitions, -2147483648, unknown), pos


# MetadataResponse v7
def _dec_MetadataResponse_62(buf: memoryview, pos: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms: int
    f_brokers: list[MetadataResponse.MetadataResponseBroker]
    f_cluster_id: str | None
    f_controller_id: int
    f_topics: list[MetadataResponse.MetadataResponseTopic]
    f_throttle_time_ms = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_brokers, pos = _p.dec_array_len(buf, pos, 12)
    l_brokers: list[MetadataResponse.MetadataResponseBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_MetadataResponseBroker_52(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    f_cluster_id, pos = _p.dec_nullable_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 9)
    l_topics: list[MetadataResponse.MetadataResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataResponseTopic_61(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, -2147483648, 0, unknown), pos


# MetadataResponse.MetadataResponseTopic v8
def _dec_MetadataResponseTopic_63(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseTopic, int]:
    f_error_code: int
    f_name: str | None
    f_is_internal: bool
    f_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition]
    f_topic_authorized_operations: int
    f_error_code = _S5.unpack_from(buf, pos)[0]
    pos += 2
    f_name, pos = _p.dec_string(buf, pos)
    f_is_internal = _S0.unpack_from(buf, pos)[0]
    pos += 1
    n_partitions, pos = _p.dec_array_len(buf, pos, 26)
    l_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_MetadataResponsePartition_60(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    f_topic_authorized_operations = _S4.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _MetadataResponse_MetadataResponseTopic(f_error_code, f_name, _ZERO_UUID, f_is_internal, f_partitions, f_topic_authorized_operations, unknown), pos


# MetadataResponse v8
def _dec_MetadataResponse_64(buf: memoryview, pos: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms: int
    f_brokers: list[MetadataResponse.MetadataResponseBroker]
    f_cluster_id: str | None
    f_controller_id: int
    f_topics: list[MetadataResponse.MetadataResponseTopic]
    f_cluster_authorized_operations: int
    f_throttle_time_ms = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_brokers, pos = _p.dec_array_len(buf, pos, 12)
    l_brokers: list[MetadataResponse.MetadataResponseBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_MetadataResponseBroker_52(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    f_cluster_id, pos = _p.dec_nullable_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 13)
    l_topics: list[MetadataResponse.MetadataResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataResponseTopic_63(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_cluster_authorized_operations = _S4.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, f_cluster_authorized_operations, 0, unknown), pos


# MetadataResponse.MetadataResponseBroker v9-13
def _dec_MetadataResponseBroker_65(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseBroker, int]:
    f_node_id: int
    f_host: str
    f_port: int
    f_rack: str | None
    f_node_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S4.unpack_from(buf, pos)[0]
    pos += 4
    if pos < len(buf) and buf[pos] == 0:
        f_rack = None
        pos += 1
    else:
        f_rack, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataResponse_MetadataResponseBroker(f_node_id, f_host, f_port, f_rack, unknown), pos


# MetadataResponse.MetadataResponseTopic.MetadataResponsePartition v9-13
def _dec_MetadataResponsePartition_66(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition, int]:
    f_error_code: int
    f_partition_index: int
    f_leader_id: int
    f_leader_epoch: int
    f_replica_nodes: list[int]
    f_isr_nodes: list[int]
    f_offline_replicas: list[int]
    f_error_code, f_partition_index, f_leader_id, f_leader_epoch = _S7.unpack_from(buf, pos)
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
    return _MetadataResponse_MetadataResponseTopic_MetadataResponsePartition(f_error_code, f_partition_index, f_leader_id, f_leader_epoch, f_replica_nodes, f_isr_nodes, f_offline_replicas, unknown), pos


# MetadataResponse.MetadataResponseTopic v9
def _dec_MetadataResponseTopic_67(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseTopic, int]:
    f_error_code: int
    f_name: str | None
    f_is_internal: bool
    f_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition]
    f_topic_authorized_operations: int
    f_error_code = _S5.unpack_from(buf, pos)[0]
    pos += 2
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    f_is_internal = _S0.unpack_from(buf, pos)[0]
    pos += 1
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 18 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_MetadataResponsePartition_66(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    f_topic_authorized_operations = _S4.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataResponse_MetadataResponseTopic(f_error_code, f_name, _ZERO_UUID, f_is_internal, f_partitions, f_topic_authorized_operations, unknown), pos


# MetadataResponse v9
def _dec_MetadataResponse_68(buf: memoryview, pos: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms: int
    f_brokers: list[MetadataResponse.MetadataResponseBroker]
    f_cluster_id: str | None
    f_controller_id: int
    f_topics: list[MetadataResponse.MetadataResponseTopic]
    f_cluster_authorized_operations: int
    f_throttle_time_ms = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_brokers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_brokers < 127 and n_brokers * 11 < len(buf) - pos:
        pos += 1
    else:
        n_brokers, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_brokers: list[MetadataResponse.MetadataResponseBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_MetadataResponseBroker_65(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    if pos < len(buf) and buf[pos] == 0:
        f_cluster_id = None
        pos += 1
    else:
        f_cluster_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 10 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 10)
    l_topics: list[MetadataResponse.MetadataResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataResponseTopic_67(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_cluster_authorized_operations = _S4.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, f_cluster_authorized_operations, 0, unknown), pos


# MetadataResponse.MetadataResponseTopic v10-11
def _dec_MetadataResponseTopic_69(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseTopic, int]:
    f_error_code: int
    f_name: str | None
    f_topic_id: UUID
    f_is_internal: bool
    f_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition]
    f_topic_authorized_operations: int
    f_error_code = _S5.unpack_from(buf, pos)[0]
    pos += 2
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    u_topic_id, f_is_internal = _S8.unpack_from(buf, pos)
    pos += 17
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 18 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_MetadataResponsePartition_66(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    f_topic_authorized_operations = _S4.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataResponse_MetadataResponseTopic(f_error_code, f_name, f_topic_id, f_is_internal, f_partitions, f_topic_authorized_operations, unknown), pos


# MetadataResponse v10
def _dec_MetadataResponse_70(buf: memoryview, pos: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms: int
    f_brokers: list[MetadataResponse.MetadataResponseBroker]
    f_cluster_id: str | None
    f_controller_id: int
    f_topics: list[MetadataResponse.MetadataResponseTopic]
    f_cluster_authorized_operations: int
    f_throttle_time_ms = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_brokers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_brokers < 127 and n_brokers * 11 < len(buf) - pos:
        pos += 1
    else:
        n_brokers, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_brokers: list[MetadataResponse.MetadataResponseBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_MetadataResponseBroker_65(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    if pos < len(buf) and buf[pos] == 0:
        f_cluster_id = None
        pos += 1
    else:
        f_cluster_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 26 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 26)
    l_topics: list[MetadataResponse.MetadataResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataResponseTopic_69(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_cluster_authorized_operations = _S4.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, f_cluster_authorized_operations, 0, unknown), pos


# MetadataResponse v11
def _dec_MetadataResponse_71(buf: memoryview, pos: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms: int
    f_brokers: list[MetadataResponse.MetadataResponseBroker]
    f_cluster_id: str | None
    f_controller_id: int
    f_topics: list[MetadataResponse.MetadataResponseTopic]
    f_throttle_time_ms = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_brokers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_brokers < 127 and n_brokers * 11 < len(buf) - pos:
        pos += 1
    else:
        n_brokers, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_brokers: list[MetadataResponse.MetadataResponseBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_MetadataResponseBroker_65(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    if pos < len(buf) and buf[pos] == 0:
        f_cluster_id = None
        pos += 1
    else:
        f_cluster_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 26 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 26)
    l_topics: list[MetadataResponse.MetadataResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataResponseTopic_69(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, -2147483648, 0, unknown), pos


# MetadataResponse.MetadataResponseTopic v12-13
def _dec_MetadataResponseTopic_72(buf: memoryview, pos: int) -> tuple[MetadataResponse.MetadataResponseTopic, int]:
    f_error_code: int
    f_name: str | None
    f_topic_id: UUID
    f_is_internal: bool
    f_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition]
    f_topic_authorized_operations: int
    f_error_code = _S5.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_name = None
        pos += 1
    else:
        f_name, pos = _p.dec_compact_nullable_string(buf, pos)
    u_topic_id, f_is_internal = _S8.unpack_from(buf, pos)
    pos += 17
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 18 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_partitions: list[MetadataResponse.MetadataResponseTopic.MetadataResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_MetadataResponsePartition_66(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    f_topic_authorized_operations = _S4.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataResponse_MetadataResponseTopic(f_error_code, f_name, f_topic_id, f_is_internal, f_partitions, f_topic_authorized_operations, unknown), pos


# MetadataResponse v12
def _dec_MetadataResponse_73(buf: memoryview, pos: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms: int
    f_brokers: list[MetadataResponse.MetadataResponseBroker]
    f_cluster_id: str | None
    f_controller_id: int
    f_topics: list[MetadataResponse.MetadataResponseTopic]
    f_throttle_time_ms = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_brokers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_brokers < 127 and n_brokers * 11 < len(buf) - pos:
        pos += 1
    else:
        n_brokers, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_brokers: list[MetadataResponse.MetadataResponseBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_MetadataResponseBroker_65(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    if pos < len(buf) and buf[pos] == 0:
        f_cluster_id = None
        pos += 1
    else:
        f_cluster_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 26 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 26)
    l_topics: list[MetadataResponse.MetadataResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataResponseTopic_72(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, -2147483648, 0, unknown), pos


# MetadataResponse v13
def _dec_MetadataResponse_74(buf: memoryview, pos: int) -> tuple[MetadataResponse, int]:
    f_throttle_time_ms: int
    f_brokers: list[MetadataResponse.MetadataResponseBroker]
    f_cluster_id: str | None
    f_controller_id: int
    f_topics: list[MetadataResponse.MetadataResponseTopic]
    f_error_code: int
    f_throttle_time_ms = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_brokers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_brokers < 127 and n_brokers * 11 < len(buf) - pos:
        pos += 1
    else:
        n_brokers, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_brokers: list[MetadataResponse.MetadataResponseBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_MetadataResponseBroker_65(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    if pos < len(buf) and buf[pos] == 0:
        f_cluster_id = None
        pos += 1
    else:
        f_cluster_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 26 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 26)
    l_topics: list[MetadataResponse.MetadataResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_MetadataResponseTopic_72(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_error_code = _S5.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _MetadataResponse(f_throttle_time_ms, f_brokers, f_cluster_id, f_controller_id, f_topics, -2147483648, f_error_code, unknown), pos


MetadataRequest._ENCODERS = (_enc_MetadataRequest_2, _enc_MetadataRequest_3, _enc_MetadataRequest_3, _enc_MetadataRequest_3, _enc_MetadataRequest_4, _enc_MetadataRequest_4, _enc_MetadataRequest_4, _enc_MetadataRequest_4, _enc_MetadataRequest_5, _enc_MetadataRequest_7, _enc_MetadataRequest_9, _enc_MetadataRequest_10, _enc_MetadataRequest_10, _enc_MetadataRequest_10,)
MetadataRequest._DECODERS = (_dec_MetadataRequest_12, _dec_MetadataRequest_13, _dec_MetadataRequest_13, _dec_MetadataRequest_13, _dec_MetadataRequest_14, _dec_MetadataRequest_14, _dec_MetadataRequest_14, _dec_MetadataRequest_14, _dec_MetadataRequest_15, _dec_MetadataRequest_17, _dec_MetadataRequest_19, _dec_MetadataRequest_20, _dec_MetadataRequest_20, _dec_MetadataRequest_20,)
MetadataResponse._ENCODERS = (_enc_MetadataResponse_24, _enc_MetadataResponse_27, _enc_MetadataResponse_28, _enc_MetadataResponse_29, _enc_MetadataResponse_29, _enc_MetadataResponse_32, _enc_MetadataResponse_32, _enc_MetadataResponse_35, _enc_MetadataResponse_37, _enc_MetadataResponse_41, _enc_MetadataResponse_43, _enc_MetadataResponse_44, _enc_MetadataResponse_46, _enc_MetadataResponse_47,)
MetadataResponse._DECODERS = (_dec_MetadataResponse_51, _dec_MetadataResponse_54, _dec_MetadataResponse_55, _dec_MetadataResponse_56, _dec_MetadataResponse_56, _dec_MetadataResponse_59, _dec_MetadataResponse_59, _dec_MetadataResponse_62, _dec_MetadataResponse_64, _dec_MetadataResponse_68, _dec_MetadataResponse_70, _dec_MetadataResponse_71, _dec_MetadataResponse_73, _dec_MetadataResponse_74,)
MetadataRequest.RESPONSE = MetadataResponse
MetadataResponse.REQUEST = MetadataRequest
