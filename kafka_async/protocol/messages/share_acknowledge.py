# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""ShareAcknowledge (API key 79): request and response, versions 1-2."""

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

__all__ = ["ShareAcknowledgeRequest", "ShareAcknowledgeResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ShareAcknowledgeRequest(Request["ShareAcknowledgeResponse"]):
    """ShareAcknowledge request (API key 79): versions 1-2, flexible from 0."""

    API_KEY = 79
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0


    class AcknowledgeTopic:
        """AcknowledgeTopic (versions 0+)."""

        class AcknowledgePartition:
            """AcknowledgePartition (versions 0+)."""

            class AcknowledgementBatch:
                """AcknowledgementBatch (versions 0+)."""
                __slots__ = ('first_offset', 'last_offset', 'acknowledge_types', 'unknown_tagged_fields',)
                #: First offset of batch of records to acknowledge. (v0+)
                first_offset: int
                #: Last offset (inclusive) of batch of records to acknowledge. (v0+)
                last_offset: int
                #: Array of acknowledge types - 0:Gap,1:Accept,2:Release,3:Reject,4:Renew. (v0+)
                acknowledge_types: list[int]
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, first_offset: int = 0, last_offset: int = 0, acknowledge_types: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.first_offset = first_offset
                    self.last_offset = last_offset
                    self.acknowledge_types = [] if acknowledge_types is _FRESH else acknowledge_types
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(first_offset={self.first_offset!r}, last_offset={self.last_offset!r}, acknowledge_types={self.acknowledge_types!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.first_offset, self.last_offset, self.acknowledge_types, self.unknown_tagged_fields,) == (other.first_offset, other.last_offset, other.acknowledge_types, other.unknown_tagged_fields,)

            __slots__ = ('partition_index', 'acknowledgement_batches', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: Record batches to acknowledge. (v0+)
            acknowledgement_batches: list[ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition.AcknowledgementBatch]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, acknowledgement_batches: list[ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition.AcknowledgementBatch] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.acknowledgement_batches = [] if acknowledgement_batches is _FRESH else acknowledgement_batches
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, acknowledgement_batches={self.acknowledgement_batches!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.acknowledgement_batches, self.unknown_tagged_fields,) == (other.partition_index, other.acknowledgement_batches, other.unknown_tagged_fields,)

        __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields',)
        #: The unique topic ID. (v0+)
        topic_id: UUID
        #: The partitions containing records to acknowledge. (v0+)
        partitions: list[ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_id: UUID = _ZERO_UUID, partitions: list[ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_id = topic_id
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_id={self.topic_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_id, self.partitions, self.unknown_tagged_fields,) == (other.topic_id, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('group_id', 'member_id', 'share_session_epoch', 'is_renew_ack', 'topics', 'unknown_tagged_fields',)
    #: The group identifier. (v0+, nullable v0+)
    group_id: str | None
    #: The member ID. (v0+, nullable v0+)
    member_id: str | None
    #: The current share session epoch: 0 to open a share session; -1 to close it; otherwise increments for consecutive requests. (v0+)
    share_session_epoch: int
    #: Whether Renew type acknowledgements present in AcknowledgementBatches. (v2+)
    is_renew_ack: bool
    #: The topics containing records to acknowledge. (v0+)
    topics: list[ShareAcknowledgeRequest.AcknowledgeTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_id: str | None = None, member_id: str | None = "", share_session_epoch: int = 0, is_renew_ack: bool = False, topics: list[ShareAcknowledgeRequest.AcknowledgeTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_id = group_id
        self.member_id = member_id
        self.share_session_epoch = share_session_epoch
        self.is_renew_ack = is_renew_ack
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_id={self.group_id!r}, member_id={self.member_id!r}, share_session_epoch={self.share_session_epoch!r}, is_renew_ack={self.is_renew_ack!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_id, self.member_id, self.share_session_epoch, self.is_renew_ack, self.topics, self.unknown_tagged_fields,) == (other.group_id, other.member_id, other.share_session_epoch, other.is_renew_ack, other.topics, other.unknown_tagged_fields,)


class ShareAcknowledgeResponse(Response):
    """ShareAcknowledge response (API key 79): versions 1-2, flexible from 0."""

    API_KEY = 79
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0


    class ShareAcknowledgeTopicResponse:
        """ShareAcknowledgeTopicResponse (versions 0+)."""

        class PartitionData:
            """PartitionData (versions 0+)."""

            class LeaderIdAndEpoch:
                """LeaderIdAndEpoch (versions 0+)."""
                __slots__ = ('leader_id', 'leader_epoch', 'unknown_tagged_fields',)
                #: The ID of the current leader or -1 if the leader is unknown. (v0+)
                leader_id: int
                #: The latest known leader epoch. (v0+)
                leader_epoch: int
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, leader_id: int = 0, leader_epoch: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.leader_id = leader_id
                    self.leader_epoch = leader_epoch
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(leader_id={self.leader_id!r}, leader_epoch={self.leader_epoch!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.leader_id, self.leader_epoch, self.unknown_tagged_fields,) == (other.leader_id, other.leader_epoch, other.unknown_tagged_fields,)

            __slots__ = ('partition_index', 'error_code', 'error_message', 'current_leader', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The error code, or 0 if there was no error. (v0+)
            error_code: int
            #: The error message, or null if there was no error. (v0+, nullable v0+)
            error_message: str | None
            #: The current leader of the partition. (v0+)
            current_leader: ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData.LeaderIdAndEpoch
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, error_code: int = 0, error_message: str | None = None, current_leader: ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData.LeaderIdAndEpoch = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.error_code = error_code
                self.error_message = error_message
                self.current_leader = _ShareAcknowledgeResponse_ShareAcknowledgeTopicResponse_PartitionData_LeaderIdAndEpoch() if current_leader is _FRESH else current_leader
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, current_leader={self.current_leader!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.error_code, self.error_message, self.current_leader, self.unknown_tagged_fields,) == (other.partition_index, other.error_code, other.error_message, other.current_leader, other.unknown_tagged_fields,)

        __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields',)
        #: The unique topic ID. (v0+)
        topic_id: UUID
        #: The topic partitions. (v0+)
        partitions: list[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_id: UUID = _ZERO_UUID, partitions: list[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_id = topic_id
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_id={self.topic_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_id, self.partitions, self.unknown_tagged_fields,) == (other.topic_id, other.partitions, other.unknown_tagged_fields,)

    class NodeEndpoint:
        """NodeEndpoint (versions 0+)."""
        __slots__ = ('node_id', 'host', 'port', 'rack', 'unknown_tagged_fields',)
        #: The ID of the associated node. (v0+)
        node_id: int
        #: The node's hostname. (v0+)
        host: str
        #: The node's port. (v0+)
        port: int
        #: The rack of the node, or null if it has not been assigned to a rack. (v0+, nullable v0+)
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

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'acquisition_lock_timeout_ms', 'responses', 'node_endpoints', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The top level response error code. (v0+)
    error_code: int
    #: The top-level error message, or null if there was no error. (v0+, nullable v0+)
    error_message: str | None
    #: The time in milliseconds for which the acquired records are locked. (v2+, ignorable)
    acquisition_lock_timeout_ms: int
    #: The response topics. (v0+)
    responses: list[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse]
    #: Endpoints for all current leaders enumerated in PartitionData with error NOT_LEADER_OR_FOLLOWER. (v0+)
    node_endpoints: list[ShareAcknowledgeResponse.NodeEndpoint]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = None, acquisition_lock_timeout_ms: int = 0, responses: list[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse] = _FRESH, node_endpoints: list[ShareAcknowledgeResponse.NodeEndpoint] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.acquisition_lock_timeout_ms = acquisition_lock_timeout_ms
        self.responses = [] if responses is _FRESH else responses
        self.node_endpoints = [] if node_endpoints is _FRESH else node_endpoints
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, acquisition_lock_timeout_ms={self.acquisition_lock_timeout_ms!r}, responses={self.responses!r}, node_endpoints={self.node_endpoints!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.error_message, self.acquisition_lock_timeout_ms, self.responses, self.node_endpoints, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.error_message, other.acquisition_lock_timeout_ms, other.responses, other.node_endpoints, other.unknown_tagged_fields,)

_ShareAcknowledgeRequest = ShareAcknowledgeRequest
_ShareAcknowledgeRequest_AcknowledgeTopic = ShareAcknowledgeRequest.AcknowledgeTopic
_ShareAcknowledgeRequest_AcknowledgeTopic_AcknowledgePartition = ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition
_ShareAcknowledgeRequest_AcknowledgeTopic_AcknowledgePartition_AcknowledgementBatch = ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition.AcknowledgementBatch
_ShareAcknowledgeResponse = ShareAcknowledgeResponse
_ShareAcknowledgeResponse_ShareAcknowledgeTopicResponse = ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse
_ShareAcknowledgeResponse_ShareAcknowledgeTopicResponse_PartitionData = ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData
_ShareAcknowledgeResponse_ShareAcknowledgeTopicResponse_PartitionData_LeaderIdAndEpoch = ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData.LeaderIdAndEpoch
_ShareAcknowledgeResponse_NodeEndpoint = ShareAcknowledgeResponse.NodeEndpoint

_S0 = Struct('>i')
_S1 = Struct('>16s')
_S2 = Struct('>qq')
_S3 = Struct('>i?')
_S4 = Struct('>ih')
_S5 = Struct('>ii')


# ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition.AcknowledgementBatch v1-2
def _enc_AcknowledgementBatch_1(o: ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition.AcknowledgementBatch, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.first_offset, o.last_offset))
    a2 = o.acknowledge_types
    out.append(_p.enc_uvarint(len(a2) + 1))
    out.append(_pack(">%db" % len(a2), *a2))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition v1-2
def _enc_AcknowledgePartition_2(o: ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.partition_index))
    a1 = o.acknowledgement_batches
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AcknowledgementBatch_1(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareAcknowledgeRequest.AcknowledgeTopic v1-2
def _enc_AcknowledgeTopic_3(o: ShareAcknowledgeRequest.AcknowledgeTopic, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AcknowledgePartition_2(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareAcknowledgeRequest v1
def _enc_ShareAcknowledgeRequest_4(o: ShareAcknowledgeRequest, out: list[Buffer]) -> None:
    if o.is_renew_ack != False:
        raise _EncodeError('is_renew_ack' + _UNSUPPORTED)
    out.append(_p.enc_compact_nullable_string(o.group_id))
    out.append(_p.enc_compact_nullable_string(o.member_id))
    out.append(_S0.pack(o.share_session_epoch))
    a3 = o.topics
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_AcknowledgeTopic_3(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareAcknowledgeRequest v2
def _enc_ShareAcknowledgeRequest_5(o: ShareAcknowledgeRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_nullable_string(o.group_id))
    out.append(_p.enc_compact_nullable_string(o.member_id))
    out.append(_S3.pack(o.share_session_epoch, o.is_renew_ack))
    a4 = o.topics
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_AcknowledgeTopic_3(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition.AcknowledgementBatch v1-2
def _dec_AcknowledgementBatch_6(buf: memoryview, pos: int) -> tuple[ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition.AcknowledgementBatch, int]:
    f_first_offset: int
    f_last_offset: int
    f_acknowledge_types: list[int]
    f_first_offset, f_last_offset = _S2.unpack_from(buf, pos)
    pos += 16
    n_acknowledge_types = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_acknowledge_types < 127 and n_acknowledge_types < len(buf) - pos:
        pos += 1
    else:
        n_acknowledge_types, pos = _p.dec_compact_array_len(buf, pos, 1)
    f_acknowledge_types, pos = _p.dec_fixed_array(buf, pos, n_acknowledge_types, 'b')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareAcknowledgeRequest_AcknowledgeTopic_AcknowledgePartition_AcknowledgementBatch(f_first_offset, f_last_offset, f_acknowledge_types, unknown), pos


# ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition v1-2
def _dec_AcknowledgePartition_7(buf: memoryview, pos: int) -> tuple[ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition, int]:
    f_partition_index: int
    f_acknowledgement_batches: list[ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition.AcknowledgementBatch]
    f_partition_index = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_acknowledgement_batches = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_acknowledgement_batches < 127 and n_acknowledgement_batches * 18 < len(buf) - pos:
        pos += 1
    else:
        n_acknowledgement_batches, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_acknowledgement_batches: list[ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition.AcknowledgementBatch] = []
    for _ in range(n_acknowledgement_batches):
        e_acknowledgement_batches, pos = _dec_AcknowledgementBatch_6(buf, pos)
        l_acknowledgement_batches.append(e_acknowledgement_batches)
    f_acknowledgement_batches = l_acknowledgement_batches
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareAcknowledgeRequest_AcknowledgeTopic_AcknowledgePartition(f_partition_index, f_acknowledgement_batches, unknown), pos


# ShareAcknowledgeRequest.AcknowledgeTopic v1-2
def _dec_AcknowledgeTopic_8(buf: memoryview, pos: int) -> tuple[ShareAcknowledgeRequest.AcknowledgeTopic, int]:
    f_topic_id: UUID
    f_partitions: list[ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition]
    u_topic_id = _S1.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 6 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_partitions: list[ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_AcknowledgePartition_7(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareAcknowledgeRequest_AcknowledgeTopic(f_topic_id, f_partitions, unknown), pos


# ShareAcknowledgeRequest v1
def _dec_ShareAcknowledgeRequest_9(buf: memoryview, pos: int) -> tuple[ShareAcknowledgeRequest, int]:
    f_group_id: str | None
    f_member_id: str | None
    f_share_session_epoch: int
    f_topics: list[ShareAcknowledgeRequest.AcknowledgeTopic]
    if pos < len(buf) and buf[pos] == 0:
        f_group_id = None
        pos += 1
    else:
        f_group_id, pos = _p.dec_compact_nullable_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_member_id = None
        pos += 1
    else:
        f_member_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_share_session_epoch = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topics: list[ShareAcknowledgeRequest.AcknowledgeTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_AcknowledgeTopic_8(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareAcknowledgeRequest(f_group_id, f_member_id, f_share_session_epoch, False, f_topics, unknown), pos


# ShareAcknowledgeRequest v2
def _dec_ShareAcknowledgeRequest_10(buf: memoryview, pos: int) -> tuple[ShareAcknowledgeRequest, int]:
    f_group_id: str | None
    f_member_id: str | None
    f_share_session_epoch: int
    f_is_renew_ack: bool
    f_topics: list[ShareAcknowledgeRequest.AcknowledgeTopic]
    if pos < len(buf) and buf[pos] == 0:
        f_group_id = None
        pos += 1
    else:
        f_group_id, pos = _p.dec_compact_nullable_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_member_id = None
        pos += 1
    else:
        f_member_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_share_session_epoch, f_is_renew_ack = _S3.unpack_from(buf, pos)
    pos += 5
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topics: list[ShareAcknowledgeRequest.AcknowledgeTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_AcknowledgeTopic_8(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareAcknowledgeRequest(f_group_id, f_member_id, f_share_session_epoch, f_is_renew_ack, f_topics, unknown), pos


# ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData.LeaderIdAndEpoch v1-2
def _enc_LeaderIdAndEpoch_11(o: ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData.LeaderIdAndEpoch, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.leader_id, o.leader_epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData v1-2
def _enc_PartitionData_12(o: ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.partition_index, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    _enc_LeaderIdAndEpoch_11(o.current_leader, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse v1-2
def _enc_ShareAcknowledgeTopicResponse_13(o: ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionData_12(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareAcknowledgeResponse.NodeEndpoint v1-2
def _enc_NodeEndpoint_14(o: ShareAcknowledgeResponse.NodeEndpoint, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.node_id))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S0.pack(o.port))
    out.append(_p.enc_compact_nullable_string(o.rack))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareAcknowledgeResponse v1
def _enc_ShareAcknowledgeResponse_15(o: ShareAcknowledgeResponse, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a3 = o.responses
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_ShareAcknowledgeTopicResponse_13(e3, out)
    a4 = o.node_endpoints
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_NodeEndpoint_14(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareAcknowledgeResponse v2
def _enc_ShareAcknowledgeResponse_16(o: ShareAcknowledgeResponse, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_S0.pack(o.acquisition_lock_timeout_ms))
    a4 = o.responses
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_ShareAcknowledgeTopicResponse_13(e4, out)
    a5 = o.node_endpoints
    out.append(_p.enc_uvarint(len(a5) + 1))
    for e5 in a5:
        _enc_NodeEndpoint_14(e5, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData.LeaderIdAndEpoch v1-2
def _dec_LeaderIdAndEpoch_17(buf: memoryview, pos: int) -> tuple[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData.LeaderIdAndEpoch, int]:
    f_leader_id: int
    f_leader_epoch: int
    f_leader_id, f_leader_epoch = _S5.unpack_from(buf, pos)
    pos += 8
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareAcknowledgeResponse_ShareAcknowledgeTopicResponse_PartitionData_LeaderIdAndEpoch(f_leader_id, f_leader_epoch, unknown), pos


# ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData v1-2
def _dec_PartitionData_18(buf: memoryview, pos: int) -> tuple[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData, int]:
    f_partition_index: int
    f_error_code: int
    f_error_message: str | None
    f_current_leader: ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData.LeaderIdAndEpoch
    f_partition_index, f_error_code = _S4.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    f_current_leader, pos = _dec_LeaderIdAndEpoch_17(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareAcknowledgeResponse_ShareAcknowledgeTopicResponse_PartitionData(f_partition_index, f_error_code, f_error_message, f_current_leader, unknown), pos


# ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse v1-2
def _dec_ShareAcknowledgeTopicResponse_19(buf: memoryview, pos: int) -> tuple[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse, int]:
    f_topic_id: UUID
    f_partitions: list[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData]
    u_topic_id = _S1.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 17 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 17)
    l_partitions: list[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse.PartitionData] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_PartitionData_18(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareAcknowledgeResponse_ShareAcknowledgeTopicResponse(f_topic_id, f_partitions, unknown), pos


# ShareAcknowledgeResponse.NodeEndpoint v1-2
def _dec_NodeEndpoint_20(buf: memoryview, pos: int) -> tuple[ShareAcknowledgeResponse.NodeEndpoint, int]:
    f_node_id: int
    f_host: str
    f_port: int
    f_rack: str | None
    f_node_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S0.unpack_from(buf, pos)[0]
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
    return _ShareAcknowledgeResponse_NodeEndpoint(f_node_id, f_host, f_port, f_rack, unknown), pos


# ShareAcknowledgeResponse v1
def _dec_ShareAcknowledgeResponse_21(buf: memoryview, pos: int) -> tuple[ShareAcknowledgeResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_responses: list[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse]
    f_node_endpoints: list[ShareAcknowledgeResponse.NodeEndpoint]
    f_throttle_time_ms, f_error_code = _S4.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 18 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_responses: list[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_ShareAcknowledgeTopicResponse_19(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    n_node_endpoints = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_node_endpoints < 127 and n_node_endpoints * 11 < len(buf) - pos:
        pos += 1
    else:
        n_node_endpoints, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_node_endpoints: list[ShareAcknowledgeResponse.NodeEndpoint] = []
    for _ in range(n_node_endpoints):
        e_node_endpoints, pos = _dec_NodeEndpoint_20(buf, pos)
        l_node_endpoints.append(e_node_endpoints)
    f_node_endpoints = l_node_endpoints
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareAcknowledgeResponse(f_throttle_time_ms, f_error_code, f_error_message, 0, f_responses, f_node_endpoints, unknown), pos


# ShareAcknowledgeResponse v2
def _dec_ShareAcknowledgeResponse_22(buf: memoryview, pos: int) -> tuple[ShareAcknowledgeResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_acquisition_lock_timeout_ms: int
    f_responses: list[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse]
    f_node_endpoints: list[ShareAcknowledgeResponse.NodeEndpoint]
    f_throttle_time_ms, f_error_code = _S4.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    f_acquisition_lock_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 18 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_responses: list[ShareAcknowledgeResponse.ShareAcknowledgeTopicResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_ShareAcknowledgeTopicResponse_19(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    n_node_endpoints = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_node_endpoints < 127 and n_node_endpoints * 11 < len(buf) - pos:
        pos += 1
    else:
        n_node_endpoints, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_node_endpoints: list[ShareAcknowledgeResponse.NodeEndpoint] = []
    for _ in range(n_node_endpoints):
        e_node_endpoints, pos = _dec_NodeEndpoint_20(buf, pos)
        l_node_endpoints.append(e_node_endpoints)
    f_node_endpoints = l_node_endpoints
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareAcknowledgeResponse(f_throttle_time_ms, f_error_code, f_error_message, f_acquisition_lock_timeout_ms, f_responses, f_node_endpoints, unknown), pos


ShareAcknowledgeRequest._ENCODERS = (None, _enc_ShareAcknowledgeRequest_4, _enc_ShareAcknowledgeRequest_5,)
ShareAcknowledgeRequest._DECODERS = (None, _dec_ShareAcknowledgeRequest_9, _dec_ShareAcknowledgeRequest_10,)
ShareAcknowledgeResponse._ENCODERS = (None, _enc_ShareAcknowledgeResponse_15, _enc_ShareAcknowledgeResponse_16,)
ShareAcknowledgeResponse._DECODERS = (None, _dec_ShareAcknowledgeResponse_21, _dec_ShareAcknowledgeResponse_22,)
ShareAcknowledgeRequest.RESPONSE = ShareAcknowledgeResponse
ShareAcknowledgeResponse.REQUEST = ShareAcknowledgeRequest
