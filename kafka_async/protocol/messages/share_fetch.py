# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""ShareFetch (API key 78): request and response, versions 1-2."""

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

__all__ = ["ShareFetchRequest", "ShareFetchResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ShareFetchRequest(Request["ShareFetchResponse"]):
    """ShareFetch request (API key 78): versions 1-2, flexible from 0."""

    API_KEY = 78
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0


    class FetchTopic:
        """FetchTopic (versions 0+)."""

        class FetchPartition:
            """FetchPartition (versions 0+)."""

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

            __slots__ = ('partition_index', 'partition_max_bytes', 'acknowledgement_batches', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The maximum bytes to fetch from this partition. 0 when only acknowledgement with no fetching is required. See KIP-74 for cases where this limit may not be honored. (v0-0)
            partition_max_bytes: int
            #: Record batches to acknowledge. (v0+)
            acknowledgement_batches: list[ShareFetchRequest.FetchTopic.FetchPartition.AcknowledgementBatch]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, partition_max_bytes: int = 0, acknowledgement_batches: list[ShareFetchRequest.FetchTopic.FetchPartition.AcknowledgementBatch] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.partition_max_bytes = partition_max_bytes
                self.acknowledgement_batches = [] if acknowledgement_batches is _FRESH else acknowledgement_batches
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, partition_max_bytes={self.partition_max_bytes!r}, acknowledgement_batches={self.acknowledgement_batches!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.partition_max_bytes, self.acknowledgement_batches, self.unknown_tagged_fields,) == (other.partition_index, other.partition_max_bytes, other.acknowledgement_batches, other.unknown_tagged_fields,)

        __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields',)
        #: The unique topic ID. (v0+)
        topic_id: UUID
        #: The partitions to fetch. (v0+)
        partitions: list[ShareFetchRequest.FetchTopic.FetchPartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_id: UUID = _ZERO_UUID, partitions: list[ShareFetchRequest.FetchTopic.FetchPartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_id = topic_id
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_id={self.topic_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_id, self.partitions, self.unknown_tagged_fields,) == (other.topic_id, other.partitions, other.unknown_tagged_fields,)

    class ForgottenTopic:
        """ForgottenTopic (versions 0+)."""
        __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields',)
        #: The unique topic ID. (v0+)
        topic_id: UUID
        #: The partitions indexes to forget. (v0+)
        partitions: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_id: UUID = _ZERO_UUID, partitions: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_id = topic_id
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_id={self.topic_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_id, self.partitions, self.unknown_tagged_fields,) == (other.topic_id, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('group_id', 'member_id', 'share_session_epoch', 'max_wait_ms', 'min_bytes', 'max_bytes', 'max_records', 'batch_size', 'share_acquire_mode', 'is_renew_ack', 'topics', 'forgotten_topics_data', 'unknown_tagged_fields',)
    #: The group identifier. (v0+, nullable v0+)
    group_id: str | None
    #: The member ID. (v0+, nullable v0+)
    member_id: str | None
    #: The current share session epoch: 0 to open a share session; -1 to close it; otherwise increments for consecutive requests. (v0+)
    share_session_epoch: int
    #: The maximum time in milliseconds to wait for the response. (v0+)
    max_wait_ms: int
    #: The minimum bytes to accumulate in the response. (v0+)
    min_bytes: int
    #: The maximum bytes to fetch. See KIP-74 for cases where this limit may not be honored. (v0+)
    max_bytes: int
    #: The maximum number of records to fetch. This limit can be exceeded for alignment of batch boundaries. (v1+)
    max_records: int
    #: The optimal number of records for batches of acquired records and acknowledgements. (v1+)
    batch_size: int
    #: The acquire mode to control the fetch behavior - 0:batch-optimized,1:record-limit. (v2+, ignorable)
    share_acquire_mode: int
    #: Whether Renew type acknowledgements present in AcknowledgementBatches. (v2+)
    is_renew_ack: bool
    #: The topics to fetch. (v0+)
    topics: list[ShareFetchRequest.FetchTopic]
    #: The partitions to remove from this share session. (v0+)
    forgotten_topics_data: list[ShareFetchRequest.ForgottenTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_id: str | None = None, member_id: str | None = "", share_session_epoch: int = 0, max_wait_ms: int = 0, min_bytes: int = 0, max_bytes: int = 2147483647, max_records: int = 0, batch_size: int = 0, share_acquire_mode: int = 0, is_renew_ack: bool = False, topics: list[ShareFetchRequest.FetchTopic] = _FRESH, forgotten_topics_data: list[ShareFetchRequest.ForgottenTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_id = group_id
        self.member_id = member_id
        self.share_session_epoch = share_session_epoch
        self.max_wait_ms = max_wait_ms
        self.min_bytes = min_bytes
        self.max_bytes = max_bytes
        self.max_records = max_records
        self.batch_size = batch_size
        self.share_acquire_mode = share_acquire_mode
        self.is_renew_ack = is_renew_ack
        self.topics = [] if topics is _FRESH else topics
        self.forgotten_topics_data = [] if forgotten_topics_data is _FRESH else forgotten_topics_data
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_id={self.group_id!r}, member_id={self.member_id!r}, share_session_epoch={self.share_session_epoch!r}, max_wait_ms={self.max_wait_ms!r}, min_bytes={self.min_bytes!r}, max_bytes={self.max_bytes!r}, max_records={self.max_records!r}, batch_size={self.batch_size!r}, share_acquire_mode={self.share_acquire_mode!r}, is_renew_ack={self.is_renew_ack!r}, topics={self.topics!r}, forgotten_topics_data={self.forgotten_topics_data!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_id, self.member_id, self.share_session_epoch, self.max_wait_ms, self.min_bytes, self.max_bytes, self.max_records, self.batch_size, self.share_acquire_mode, self.is_renew_ack, self.topics, self.forgotten_topics_data, self.unknown_tagged_fields,) == (other.group_id, other.member_id, other.share_session_epoch, other.max_wait_ms, other.min_bytes, other.max_bytes, other.max_records, other.batch_size, other.share_acquire_mode, other.is_renew_ack, other.topics, other.forgotten_topics_data, other.unknown_tagged_fields,)


class ShareFetchResponse(Response):
    """ShareFetch response (API key 78): versions 1-2, flexible from 0."""

    API_KEY = 78
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0


    class ShareFetchableTopicResponse:
        """ShareFetchableTopicResponse (versions 0+)."""

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

            class AcquiredRecords:
                """AcquiredRecords (versions 0+)."""
                __slots__ = ('first_offset', 'last_offset', 'delivery_count', 'unknown_tagged_fields',)
                #: The earliest offset in this batch of acquired records. (v0+)
                first_offset: int
                #: The last offset of this batch of acquired records. (v0+)
                last_offset: int
                #: The delivery count of this batch of acquired records. (v0+)
                delivery_count: int
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, first_offset: int = 0, last_offset: int = 0, delivery_count: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.first_offset = first_offset
                    self.last_offset = last_offset
                    self.delivery_count = delivery_count
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(first_offset={self.first_offset!r}, last_offset={self.last_offset!r}, delivery_count={self.delivery_count!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.first_offset, self.last_offset, self.delivery_count, self.unknown_tagged_fields,) == (other.first_offset, other.last_offset, other.delivery_count, other.unknown_tagged_fields,)

            __slots__ = ('partition_index', 'error_code', 'error_message', 'acknowledge_error_code', 'acknowledge_error_message', 'current_leader', 'records', 'acquired_records', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The fetch error code, or 0 if there was no fetch error. (v0+)
            error_code: int
            #: The fetch error message, or null if there was no fetch error. (v0+, nullable v0+)
            error_message: str | None
            #: The acknowledge error code, or 0 if there was no acknowledge error. (v0+)
            acknowledge_error_code: int
            #: The acknowledge error message, or null if there was no acknowledge error. (v0+, nullable v0+)
            acknowledge_error_message: str | None
            #: The current leader of the partition. (v0+)
            current_leader: ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.LeaderIdAndEpoch
            #: The record data. (v0+, nullable v0-0)
            records: Buffer | None
            #: The acquired records. (v0+)
            acquired_records: list[ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.AcquiredRecords]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, error_code: int = 0, error_message: str | None = None, acknowledge_error_code: int = 0, acknowledge_error_message: str | None = None, current_leader: ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.LeaderIdAndEpoch = _FRESH, records: Buffer | None = None, acquired_records: list[ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.AcquiredRecords] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.error_code = error_code
                self.error_message = error_message
                self.acknowledge_error_code = acknowledge_error_code
                self.acknowledge_error_message = acknowledge_error_message
                self.current_leader = _ShareFetchResponse_ShareFetchableTopicResponse_PartitionData_LeaderIdAndEpoch() if current_leader is _FRESH else current_leader
                self.records = records
                self.acquired_records = [] if acquired_records is _FRESH else acquired_records
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, acknowledge_error_code={self.acknowledge_error_code!r}, acknowledge_error_message={self.acknowledge_error_message!r}, current_leader={self.current_leader!r}, records={self.records!r}, acquired_records={self.acquired_records!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.error_code, self.error_message, self.acknowledge_error_code, self.acknowledge_error_message, self.current_leader, self.records, self.acquired_records, self.unknown_tagged_fields,) == (other.partition_index, other.error_code, other.error_message, other.acknowledge_error_code, other.acknowledge_error_message, other.current_leader, other.records, other.acquired_records, other.unknown_tagged_fields,)

        __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields',)
        #: The unique topic ID. (v0+)
        topic_id: UUID
        #: The topic partitions. (v0+)
        partitions: list[ShareFetchResponse.ShareFetchableTopicResponse.PartitionData]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_id: UUID = _ZERO_UUID, partitions: list[ShareFetchResponse.ShareFetchableTopicResponse.PartitionData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
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
    #: The top-level response error code. (v0+)
    error_code: int
    #: The top-level error message, or null if there was no error. (v0+, nullable v0+)
    error_message: str | None
    #: The time in milliseconds for which the acquired records are locked. (v1+)
    acquisition_lock_timeout_ms: int
    #: The response topics. (v0+)
    responses: list[ShareFetchResponse.ShareFetchableTopicResponse]
    #: Endpoints for all current leaders enumerated in PartitionData with error NOT_LEADER_OR_FOLLOWER. (v0+)
    node_endpoints: list[ShareFetchResponse.NodeEndpoint]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = None, acquisition_lock_timeout_ms: int = 0, responses: list[ShareFetchResponse.ShareFetchableTopicResponse] = _FRESH, node_endpoints: list[ShareFetchResponse.NodeEndpoint] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
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

_ShareFetchRequest = ShareFetchRequest
_ShareFetchRequest_FetchTopic = ShareFetchRequest.FetchTopic
_ShareFetchRequest_FetchTopic_FetchPartition = ShareFetchRequest.FetchTopic.FetchPartition
_ShareFetchRequest_FetchTopic_FetchPartition_AcknowledgementBatch = ShareFetchRequest.FetchTopic.FetchPartition.AcknowledgementBatch
_ShareFetchRequest_ForgottenTopic = ShareFetchRequest.ForgottenTopic
_ShareFetchResponse = ShareFetchResponse
_ShareFetchResponse_ShareFetchableTopicResponse = ShareFetchResponse.ShareFetchableTopicResponse
_ShareFetchResponse_ShareFetchableTopicResponse_PartitionData = ShareFetchResponse.ShareFetchableTopicResponse.PartitionData
_ShareFetchResponse_ShareFetchableTopicResponse_PartitionData_LeaderIdAndEpoch = ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.LeaderIdAndEpoch
_ShareFetchResponse_ShareFetchableTopicResponse_PartitionData_AcquiredRecords = ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.AcquiredRecords
_ShareFetchResponse_NodeEndpoint = ShareFetchResponse.NodeEndpoint

_S0 = Struct('>iiiiii')
_S1 = Struct('>16s')
_S2 = Struct('>i')
_S3 = Struct('>qq')
_S4 = Struct('>iiiiiib?')
_S5 = Struct('>ih')
_S6 = Struct('>h')
_S7 = Struct('>ii')
_S8 = Struct('>qqh')


# ShareFetchRequest.FetchTopic.FetchPartition.AcknowledgementBatch v1-2
def _enc_AcknowledgementBatch_1(o: ShareFetchRequest.FetchTopic.FetchPartition.AcknowledgementBatch, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.first_offset, o.last_offset))
    a2 = o.acknowledge_types
    out.append(_p.enc_uvarint(len(a2) + 1))
    out.append(_pack(">%db" % len(a2), *a2))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareFetchRequest.FetchTopic.FetchPartition v1-2
def _enc_FetchPartition_2(o: ShareFetchRequest.FetchTopic.FetchPartition, out: list[Buffer]) -> None:
    if o.partition_max_bytes != 0:
        raise _EncodeError('partition_max_bytes' + _UNSUPPORTED)
    out.append(_S2.pack(o.partition_index))
    a1 = o.acknowledgement_batches
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AcknowledgementBatch_1(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareFetchRequest.FetchTopic v1-2
def _enc_FetchTopic_3(o: ShareFetchRequest.FetchTopic, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_FetchPartition_2(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareFetchRequest.ForgottenTopic v1-2
def _enc_ForgottenTopic_4(o: ShareFetchRequest.ForgottenTopic, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareFetchRequest v1
def _enc_ShareFetchRequest_5(o: ShareFetchRequest, out: list[Buffer]) -> None:
    if o.is_renew_ack != False:
        raise _EncodeError('is_renew_ack' + _UNSUPPORTED)
    out.append(_p.enc_compact_nullable_string(o.group_id))
    out.append(_p.enc_compact_nullable_string(o.member_id))
    out.append(_S0.pack(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, o.max_records, o.batch_size))
    a8 = o.topics
    out.append(_p.enc_uvarint(len(a8) + 1))
    for e8 in a8:
        _enc_FetchTopic_3(e8, out)
    a9 = o.forgotten_topics_data
    out.append(_p.enc_uvarint(len(a9) + 1))
    for e9 in a9:
        _enc_ForgottenTopic_4(e9, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareFetchRequest v2
def _enc_ShareFetchRequest_6(o: ShareFetchRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_nullable_string(o.group_id))
    out.append(_p.enc_compact_nullable_string(o.member_id))
    out.append(_S4.pack(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, o.max_records, o.batch_size, o.share_acquire_mode, o.is_renew_ack))
    a10 = o.topics
    out.append(_p.enc_uvarint(len(a10) + 1))
    for e10 in a10:
        _enc_FetchTopic_3(e10, out)
    a11 = o.forgotten_topics_data
    out.append(_p.enc_uvarint(len(a11) + 1))
    for e11 in a11:
        _enc_ForgottenTopic_4(e11, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareFetchRequest.FetchTopic.FetchPartition.AcknowledgementBatch v1-2
def _dec_AcknowledgementBatch_7(buf: memoryview, pos: int) -> tuple[ShareFetchRequest.FetchTopic.FetchPartition.AcknowledgementBatch, int]:
    f_first_offset: int
    f_last_offset: int
    f_acknowledge_types: list[int]
    f_first_offset, f_last_offset = _S3.unpack_from(buf, pos)
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
    return _ShareFetchRequest_FetchTopic_FetchPartition_AcknowledgementBatch(f_first_offset, f_last_offset, f_acknowledge_types, unknown), pos


# ShareFetchRequest.FetchTopic.FetchPartition v1-2
def _dec_FetchPartition_8(buf: memoryview, pos: int) -> tuple[ShareFetchRequest.FetchTopic.FetchPartition, int]:
    f_partition_index: int
    f_acknowledgement_batches: list[ShareFetchRequest.FetchTopic.FetchPartition.AcknowledgementBatch]
    f_partition_index = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_acknowledgement_batches = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_acknowledgement_batches < 127 and n_acknowledgement_batches * 18 < len(buf) - pos:
        pos += 1
    else:
        n_acknowledgement_batches, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_acknowledgement_batches: list[ShareFetchRequest.FetchTopic.FetchPartition.AcknowledgementBatch] = []
    for _ in range(n_acknowledgement_batches):
        e_acknowledgement_batches, pos = _dec_AcknowledgementBatch_7(buf, pos)
        l_acknowledgement_batches.append(e_acknowledgement_batches)
    f_acknowledgement_batches = l_acknowledgement_batches
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareFetchRequest_FetchTopic_FetchPartition(f_partition_index, 0, f_acknowledgement_batches, unknown), pos


# ShareFetchRequest.FetchTopic v1-2
def _dec_FetchTopic_9(buf: memoryview, pos: int) -> tuple[ShareFetchRequest.FetchTopic, int]:
    f_topic_id: UUID
    f_partitions: list[ShareFetchRequest.FetchTopic.FetchPartition]
    u_topic_id = _S1.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 6 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_partitions: list[ShareFetchRequest.FetchTopic.FetchPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_FetchPartition_8(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareFetchRequest_FetchTopic(f_topic_id, f_partitions, unknown), pos


# ShareFetchRequest.ForgottenTopic v1-2
def _dec_ForgottenTopic_10(buf: memoryview, pos: int) -> tuple[ShareFetchRequest.ForgottenTopic, int]:
    f_topic_id: UUID
    f_partitions: list[int]
    u_topic_id = _S1.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 4 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareFetchRequest_ForgottenTopic(f_topic_id, f_partitions, unknown), pos


# ShareFetchRequest v1
def _dec_ShareFetchRequest_11(buf: memoryview, pos: int) -> tuple[ShareFetchRequest, int]:
    f_group_id: str | None
    f_member_id: str | None
    f_share_session_epoch: int
    f_max_wait_ms: int
    f_min_bytes: int
    f_max_bytes: int
    f_max_records: int
    f_batch_size: int
    f_topics: list[ShareFetchRequest.FetchTopic]
    f_forgotten_topics_data: list[ShareFetchRequest.ForgottenTopic]
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
    f_share_session_epoch, f_max_wait_ms, f_min_bytes, f_max_bytes, f_max_records, f_batch_size = _S0.unpack_from(buf, pos)
    pos += 24
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topics: list[ShareFetchRequest.FetchTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_FetchTopic_9(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    n_forgotten_topics_data = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_forgotten_topics_data < 127 and n_forgotten_topics_data * 18 < len(buf) - pos:
        pos += 1
    else:
        n_forgotten_topics_data, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_forgotten_topics_data: list[ShareFetchRequest.ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        e_forgotten_topics_data, pos = _dec_ForgottenTopic_10(buf, pos)
        l_forgotten_topics_data.append(e_forgotten_topics_data)
    f_forgotten_topics_data = l_forgotten_topics_data
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareFetchRequest(f_group_id, f_member_id, f_share_session_epoch, f_max_wait_ms, f_min_bytes, f_max_bytes, f_max_records, f_batch_size, 0, False, f_topics, f_forgotten_topics_data, unknown), pos


# ShareFetchRequest v2
def _dec_ShareFetchRequest_12(buf: memoryview, pos: int) -> tuple[ShareFetchRequest, int]:
    f_group_id: str | None
    f_member_id: str | None
    f_share_session_epoch: int
    f_max_wait_ms: int
    f_min_bytes: int
    f_max_bytes: int
    f_max_records: int
    f_batch_size: int
    f_share_acquire_mode: int
    f_is_renew_ack: bool
    f_topics: list[ShareFetchRequest.FetchTopic]
    f_forgotten_topics_data: list[ShareFetchRequest.ForgottenTopic]
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
    f_share_session_epoch, f_max_wait_ms, f_min_bytes, f_max_bytes, f_max_records, f_batch_size, f_share_acquire_mode, f_is_renew_ack = _S4.unpack_from(buf, pos)
    pos += 26
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topics: list[ShareFetchRequest.FetchTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_FetchTopic_9(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    n_forgotten_topics_data = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_forgotten_topics_data < 127 and n_forgotten_topics_data * 18 < len(buf) - pos:
        pos += 1
    else:
        n_forgotten_topics_data, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_forgotten_topics_data: list[ShareFetchRequest.ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        e_forgotten_topics_data, pos = _dec_ForgottenTopic_10(buf, pos)
        l_forgotten_topics_data.append(e_forgotten_topics_data)
    f_forgotten_topics_data = l_forgotten_topics_data
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareFetchRequest(f_group_id, f_member_id, f_share_session_epoch, f_max_wait_ms, f_min_bytes, f_max_bytes, f_max_records, f_batch_size, f_share_acquire_mode, f_is_renew_ack, f_topics, f_forgotten_topics_data, unknown), pos


# ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.LeaderIdAndEpoch v1-2
def _enc_LeaderIdAndEpoch_13(o: ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.LeaderIdAndEpoch, out: list[Buffer]) -> None:
    out.append(_S7.pack(o.leader_id, o.leader_epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.AcquiredRecords v1-2
def _enc_AcquiredRecords_14(o: ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.AcquiredRecords, out: list[Buffer]) -> None:
    out.append(_S8.pack(o.first_offset, o.last_offset, o.delivery_count))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareFetchResponse.ShareFetchableTopicResponse.PartitionData v1-2
def _enc_PartitionData_15(o: ShareFetchResponse.ShareFetchableTopicResponse.PartitionData, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition_index, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_S6.pack(o.acknowledge_error_code))
    out.append(_p.enc_compact_nullable_string(o.acknowledge_error_message))
    _enc_LeaderIdAndEpoch_13(o.current_leader, out)
    r6 = o.records
    if r6 is None:
        raise _EncodeError(_NULL_RECORDS)
    else:
        out.append(_p.enc_uvarint(len(r6) + 1))
        out.append(r6)
    a7 = o.acquired_records
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_AcquiredRecords_14(e7, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareFetchResponse.ShareFetchableTopicResponse v1-2
def _enc_ShareFetchableTopicResponse_16(o: ShareFetchResponse.ShareFetchableTopicResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionData_15(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareFetchResponse.NodeEndpoint v1-2
def _enc_NodeEndpoint_17(o: ShareFetchResponse.NodeEndpoint, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.node_id))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S2.pack(o.port))
    out.append(_p.enc_compact_nullable_string(o.rack))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareFetchResponse v1-2
def _enc_ShareFetchResponse_18(o: ShareFetchResponse, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_S2.pack(o.acquisition_lock_timeout_ms))
    a4 = o.responses
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_ShareFetchableTopicResponse_16(e4, out)
    a5 = o.node_endpoints
    out.append(_p.enc_uvarint(len(a5) + 1))
    for e5 in a5:
        _enc_NodeEndpoint_17(e5, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.LeaderIdAndEpoch v1-2
def _dec_LeaderIdAndEpoch_19(buf: memoryview, pos: int) -> tuple[ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.LeaderIdAndEpoch, int]:
    f_leader_id: int
    f_leader_epoch: int
    f_leader_id, f_leader_epoch = _S7.unpack_from(buf, pos)
    pos += 8
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareFetchResponse_ShareFetchableTopicResponse_PartitionData_LeaderIdAndEpoch(f_leader_id, f_leader_epoch, unknown), pos


# ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.AcquiredRecords v1-2
def _dec_AcquiredRecords_20(buf: memoryview, pos: int) -> tuple[ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.AcquiredRecords, int]:
    f_first_offset: int
    f_last_offset: int
    f_delivery_count: int
    f_first_offset, f_last_offset, f_delivery_count = _S8.unpack_from(buf, pos)
    pos += 18
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareFetchResponse_ShareFetchableTopicResponse_PartitionData_AcquiredRecords(f_first_offset, f_last_offset, f_delivery_count, unknown), pos


# ShareFetchResponse.ShareFetchableTopicResponse.PartitionData v1-2
def _dec_PartitionData_21(buf: memoryview, pos: int) -> tuple[ShareFetchResponse.ShareFetchableTopicResponse.PartitionData, int]:
    f_partition_index: int
    f_error_code: int
    f_error_message: str | None
    f_acknowledge_error_code: int
    f_acknowledge_error_message: str | None
    f_current_leader: ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.LeaderIdAndEpoch
    f_records: Buffer | None
    f_acquired_records: list[ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.AcquiredRecords]
    f_partition_index, f_error_code = _S5.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    f_acknowledge_error_code = _S6.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_acknowledge_error_message = None
        pos += 1
    else:
        f_acknowledge_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    f_current_leader, pos = _dec_LeaderIdAndEpoch_19(buf, pos)
    f_records, pos = _p.dec_compact_records(buf, pos)
    if f_records is None:
        raise _ProtocolError(_NULL_RECORDS)
    n_acquired_records = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_acquired_records < 127 and n_acquired_records * 19 < len(buf) - pos:
        pos += 1
    else:
        n_acquired_records, pos = _p.dec_compact_array_len(buf, pos, 19)
    l_acquired_records: list[ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.AcquiredRecords] = []
    for _ in range(n_acquired_records):
        e_acquired_records, pos = _dec_AcquiredRecords_20(buf, pos)
        l_acquired_records.append(e_acquired_records)
    f_acquired_records = l_acquired_records
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareFetchResponse_ShareFetchableTopicResponse_PartitionData(f_partition_index, f_error_code, f_error_message, f_acknowledge_error_code, f_acknowledge_error_message, f_current_leader, f_records, f_acquired_records, unknown), pos


# ShareFetchResponse.ShareFetchableTopicResponse v1-2
def _dec_ShareFetchableTopicResponse_22(buf: memoryview, pos: int) -> tuple[ShareFetchResponse.ShareFetchableTopicResponse, int]:
    f_topic_id: UUID
    f_partitions: list[ShareFetchResponse.ShareFetchableTopicResponse.PartitionData]
    u_topic_id = _S1.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 22 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 22)
    l_partitions: list[ShareFetchResponse.ShareFetchableTopicResponse.PartitionData] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_PartitionData_21(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareFetchResponse_ShareFetchableTopicResponse(f_topic_id, f_partitions, unknown), pos


# ShareFetchResponse.NodeEndpoint v1-2
def _dec_NodeEndpoint_23(buf: memoryview, pos: int) -> tuple[ShareFetchResponse.NodeEndpoint, int]:
    f_node_id: int
    f_host: str
    f_port: int
    f_rack: str | None
    f_node_id = _S2.unpack_from(buf, pos)[0]
    pos += 4
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S2.unpack_from(buf, pos)[0]
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
    return _ShareFetchResponse_NodeEndpoint(f_node_id, f_host, f_port, f_rack, unknown), pos


# ShareFetchResponse v1-2
def _dec_ShareFetchResponse_24(buf: memoryview, pos: int) -> tuple[ShareFetchResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_acquisition_lock_timeout_ms: int
    f_responses: list[ShareFetchResponse.ShareFetchableTopicResponse]
    f_node_endpoints: list[ShareFetchResponse.NodeEndpoint]
    f_throttle_time_ms, f_error_code = _S5.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    f_acquisition_lock_timeout_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 18 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_responses: list[ShareFetchResponse.ShareFetchableTopicResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_ShareFetchableTopicResponse_22(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    n_node_endpoints = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_node_endpoints < 127 and n_node_endpoints * 11 < len(buf) - pos:
        pos += 1
    else:
        n_node_endpoints, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_node_endpoints: list[ShareFetchResponse.NodeEndpoint] = []
    for _ in range(n_node_endpoints):
        e_node_endpoints, pos = _dec_NodeEndpoint_23(buf, pos)
        l_node_endpoints.append(e_node_endpoints)
    f_node_endpoints = l_node_endpoints
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareFetchResponse(f_throttle_time_ms, f_error_code, f_error_message, f_acquisition_lock_timeout_ms, f_responses, f_node_endpoints, unknown), pos


ShareFetchRequest._ENCODERS = (None, _enc_ShareFetchRequest_5, _enc_ShareFetchRequest_6,)
ShareFetchRequest._DECODERS = (None, _dec_ShareFetchRequest_11, _dec_ShareFetchRequest_12,)
ShareFetchResponse._ENCODERS = (None, _enc_ShareFetchResponse_18, _enc_ShareFetchResponse_18,)
ShareFetchResponse._DECODERS = (None, _dec_ShareFetchResponse_24, _dec_ShareFetchResponse_24,)
ShareFetchRequest.RESPONSE = ShareFetchResponse
ShareFetchResponse.REQUEST = ShareFetchRequest
