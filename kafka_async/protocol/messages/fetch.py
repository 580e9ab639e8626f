# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""Fetch (API key 1): request and response, versions 4-18."""

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

__all__ = ["FetchRequest", "FetchResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class FetchRequest(Request["FetchResponse"]):
    """Fetch request (API key 1): versions 4-18, flexible from 12."""

    API_KEY = 1
    MIN_VERSION = 4
    MAX_VERSION = 18
    FLEXIBLE_VERSION = 12


    class ReplicaState:
        """ReplicaState (versions 15+)."""
        __slots__ = ('replica_id', 'replica_epoch', 'unknown_tagged_fields',)
        #: The replica ID of the follower, or -1 if this request is from a consumer. (v15+)
        replica_id: int
        #: The epoch of this follower, or -1 if not available. (v15+)
        replica_epoch: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, replica_id: int = -1, replica_epoch: int = -1, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.replica_id = replica_id
            self.replica_epoch = replica_epoch
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(replica_id={self.replica_id!r}, replica_epoch={self.replica_epoch!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.replica_id, self.replica_epoch, self.unknown_tagged_fields,) == (other.replica_id, other.replica_epoch, other.unknown_tagged_fields,)

    class FetchTopic:
        """FetchTopic (versions 0+)."""

        class FetchPartition:
            """FetchPartition (versions 0+)."""
            __slots__ = ('partition', 'current_leader_epoch', 'fetch_offset', 'last_fetched_epoch', 'log_start_offset', 'partition_max_bytes', 'replica_directory_id', 'high_watermark', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition: int
            #: The current leader epoch of the partition. (v9+, ignorable)
            current_leader_epoch: int
            #: The message offset. (v0+)
            fetch_offset: int
            #: The epoch of the last fetched record or -1 if there is none. (v12+)
            last_fetched_epoch: int
            #: The earliest available offset of the follower replica. The field is only used when the request is sent by the follower. (v5+, ignorable)
            log_start_offset: int
            #: The maximum bytes to fetch from this partition. See KIP-74 for cases where this limit may not be honored. (v0+)
            partition_max_bytes: int
            #: The directory id of the follower fetching. (v17+, tag 0, ignorable)
            replica_directory_id: UUID
            #: The high-watermark known by the replica. -1 if the high-watermark is not known and 9223372036854775807 if the feature is not supported. (v18+, tag 1, ignorable)
            high_watermark: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition: int = 0, current_leader_epoch: int = -1, fetch_offset: int = 0, last_fetched_epoch: int = -1, log_start_offset: int = -1, partition_max_bytes: int = 0, replica_directory_id: UUID = _ZERO_UUID, high_watermark: int = 9223372036854775807, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition = partition
                self.current_leader_epoch = current_leader_epoch
                self.fetch_offset = fetch_offset
                self.last_fetched_epoch = last_fetched_epoch
                self.log_start_offset = log_start_offset
                self.partition_max_bytes = partition_max_bytes
                self.replica_directory_id = replica_directory_id
                self.high_watermark = high_watermark
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition={self.partition!r}, current_leader_epoch={self.current_leader_epoch!r}, fetch_offset={self.fetch_offset!r}, last_fetched_epoch={self.last_fetched_epoch!r}, log_start_offset={self.log_start_offset!r}, partition_max_bytes={self.partition_max_bytes!r}, replica_directory_id={self.replica_directory_id!r}, high_watermark={self.high_watermark!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition, self.current_leader_epoch, self.fetch_offset, self.last_fetched_epoch, self.log_start_offset, self.partition_max_bytes, self.replica_directory_id, self.high_watermark, self.unknown_tagged_fields,) == (other.partition, other.current_leader_epoch, other.fetch_offset, other.last_fetched_epoch, other.log_start_offset, other.partition_max_bytes, other.replica_directory_id, other.high_watermark, other.unknown_tagged_fields,)

        __slots__ = ('topic', 'topic_id', 'partitions', 'unknown_tagged_fields',)
        #: The name of the topic to fetch. (v0-12, ignorable)
        topic: str
        #: The unique topic ID. (v13+, ignorable)
        topic_id: UUID
        #: The partitions to fetch. (v0+)
        partitions: list[FetchRequest.FetchTopic.FetchPartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic: str = "", topic_id: UUID = _ZERO_UUID, partitions: list[FetchRequest.FetchTopic.FetchPartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic = topic
            self.topic_id = topic_id
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic={self.topic!r}, topic_id={self.topic_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic, self.topic_id, self.partitions, self.unknown_tagged_fields,) == (other.topic, other.topic_id, other.partitions, other.unknown_tagged_fields,)

    class ForgottenTopic:
        """ForgottenTopic (versions 7+)."""
        __slots__ = ('topic', 'topic_id', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v7-12, ignorable)
        topic: str
        #: The unique topic ID. (v13+, ignorable)
        topic_id: UUID
        #: The partitions indexes to forget. (v7+)
        partitions: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic: str = "", topic_id: UUID = _ZERO_UUID, partitions: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic = topic
            self.topic_id = topic_id
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic={self.topic!r}, topic_id={self.topic_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic, self.topic_id, self.partitions, self.unknown_tagged_fields,) == (other.topic, other.topic_id, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('cluster_id', 'replica_id', 'replica_state', 'max_wait_ms', 'min_bytes', 'max_bytes', 'isolation_level', 'session_id', 'session_epoch', 'topics', 'forgotten_topics_data', 'rack_id', 'unknown_tagged_fields',)
    #: The clusterId if known. This is used to validate metadata fetches prior to broker registration. (v12+, nullable v12+, tag 0, ignorable)
    cluster_id: str | None
    #: The broker ID of the follower, of -1 if this request is from a consumer. (v0-14)
    replica_id: int
    #: The state of the replica in the follower. (v15+, tag 1)
    replica_state: FetchRequest.ReplicaState
    #: The maximum time in milliseconds to wait for the response. (v0+)
    max_wait_ms: int
    #: The minimum bytes to accumulate in the response. (v0+)
    min_bytes: int
    #: The maximum bytes to fetch. See KIP-74 for cases where this limit may not be honored. (v3+, ignorable)
    max_bytes: int
    #: This setting controls the visibility of transactional records. Using READ_UNCOMMITTED (isolation_level = 0) makes all records visible. With READ_COMMITTED (isolation_level = 1), non-transactional and COMMITTED transactional records are visible. To be more concrete, READ_COMMITTED returns all data from offsets smaller than the current LSO (last stable offset), and enables the inclusion of the list of aborted transactions in the result, which allows consumers to discard ABORTED transactional records. (v4+, ignorable)
    isolation_level: int
    #: The fetch session ID. (v7+, ignorable)
    session_id: int
    #: The fetch session epoch, which is used for ordering requests in a session. (v7+, ignorable)
    session_epoch: int
    #: The topics to fetch. (v0+)
    topics: list[FetchRequest.FetchTopic]
    #: In an incremental fetch request, the partitions to remove. (v7+)
    forgotten_topics_data: list[FetchRequest.ForgottenTopic]
    #: Rack ID of the consumer making this request. (v11+, ignorable)
    rack_id: str
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, cluster_id: str | None = None, replica_id: int = -1, replica_state: FetchRequest.ReplicaState = _FRESH, max_wait_ms: int = 0, min_bytes: int = 0, max_bytes: int = 2147483647, isolation_level: int = 0, session_id: int = 0, session_epoch: int = -1, topics: list[FetchRequest.FetchTopic] = _FRESH, forgotten_topics_data: list[FetchRequest.ForgottenTopic] = _FRESH, rack_id: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.cluster_id = cluster_id
        self.replica_id = replica_id
        self.replica_state = _FetchRequest_ReplicaState() if replica_state is _FRESH else replica_state
        self.max_wait_ms = max_wait_ms
        self.min_bytes = min_bytes
        self.max_bytes = max_bytes
        self.isolation_level = isolation_level
        self.session_id = session_id
        self.session_epoch = session_epoch
        self.topics = [] if topics is _FRESH else topics
        self.forgotten_topics_data = [] if forgotten_topics_data is _FRESH else forgotten_topics_data
        self.rack_id = rack_id
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(cluster_id={self.cluster_id!r}, replica_id={self.replica_id!r}, replica_state={self.replica_state!r}, max_wait_ms={self.max_wait_ms!r}, min_bytes={self.min_bytes!r}, max_bytes={self.max_bytes!r}, isolation_level={self.isolation_level!r}, session_id={self.session_id!r}, session_epoch={self.session_epoch!r}, topics={self.topics!r}, forgotten_topics_data={self.forgotten_topics_data!r}, rack_id={self.rack_id!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.cluster_id, self.replica_id, self.replica_state, self.max_wait_ms, self.min_bytes, self.max_bytes, self.isolation_level, self.session_id, self.session_epoch, self.topics, self.forgotten_topics_data, self.rack_id, self.unknown_tagged_fields,) == (other.cluster_id, other.replica_id, other.replica_state, other.max_wait_ms, other.min_bytes, other.max_bytes, other.isolation_level, other.session_id, other.session_epoch, other.topics, other.forgotten_topics_data, other.rack_id, other.unknown_tagged_fields,)


class FetchResponse(Response):
    """Fetch response (API key 1): versions 4-18, flexible from 12."""

    API_KEY = 1
    MIN_VERSION = 4
    MAX_VERSION = 18
    FLEXIBLE_VERSION = 12


    class FetchableTopicResponse:
        """FetchableTopicResponse (versions 0+)."""

        class PartitionData:
            """PartitionData (versions 0+)."""

            class EpochEndOffset:
                """EpochEndOffset (versions 12+)."""
                __slots__ = ('epoch', 'end_offset', 'unknown_tagged_fields',)
                #: The largest epoch. (v12+)
                epoch: int
                #: The end offset of the epoch. (v12+)
                end_offset: int
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, epoch: int = -1, end_offset: int = -1, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.epoch = epoch
                    self.end_offset = end_offset
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(epoch={self.epoch!r}, end_offset={self.end_offset!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.epoch, self.end_offset, self.unknown_tagged_fields,) == (other.epoch, other.end_offset, other.unknown_tagged_fields,)

            class LeaderIdAndEpoch:
                """LeaderIdAndEpoch (versions 12+)."""
                __slots__ = ('leader_id', 'leader_epoch', 'unknown_tagged_fields',)
                #: The ID of the current leader or -1 if the leader is unknown. (v12+)
                leader_id: int
                #: The latest known leader epoch. (v12+)
                leader_epoch: int
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, leader_id: int = -1, leader_epoch: int = -1, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.leader_id = leader_id
                    self.leader_epoch = leader_epoch
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(leader_id={self.leader_id!r}, leader_epoch={self.leader_epoch!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.leader_id, self.leader_epoch, self.unknown_tagged_fields,) == (other.leader_id, other.leader_epoch, other.unknown_tagged_fields,)

            class SnapshotId:
                """SnapshotId (versions 12+)."""
                __slots__ = ('end_offset', 'epoch', 'unknown_tagged_fields',)
                #: The end offset of the epoch. (v0+)
                end_offset: int
                #: The largest epoch. (v0+)
                epoch: int
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, end_offset: int = -1, epoch: int = -1, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.end_offset = end_offset
                    self.epoch = epoch
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(end_offset={self.end_offset!r}, epoch={self.epoch!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.end_offset, self.epoch, self.unknown_tagged_fields,) == (other.end_offset, other.epoch, other.unknown_tagged_fields,)

            class AbortedTransaction:
                """AbortedTransaction (versions 4+)."""
                __slots__ = ('producer_id', 'first_offset', 'unknown_tagged_fields',)
                #: The producer id associated with the aborted transaction. (v4+)
                producer_id: int
                #: The first offset in the aborted transaction. (v4+)
                first_offset: int
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, producer_id: int = 0, first_offset: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.producer_id = producer_id
                    self.first_offset = first_offset
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(producer_id={self.producer_id!r}, first_offset={self.first_offset!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.producer_id, self.first_offset, self.unknown_tagged_fields,) == (other.producer_id, other.first_offset, other.unknown_tagged_fields,)

            __slots__ = ('partition_index', 'error_code', 'high_watermark', 'last_stable_offset', 'log_start_offset', 'diverging_epoch', 'current_leader', 'snapshot_id', 'aborted_transactions', 'preferred_read_replica', 'records', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The error code, or 0 if there was no fetch error. (v0+)
            error_code: int
            #: The current high water mark. (v0+)
            high_watermark: int
            #: The last stable offset (or LSO) of the partition. This is the last offset such that the state of all transactional records prior to this offset have been decided (ABORTED or COMMITTED). (v4+, ignorable)
            last_stable_offset: int
            #: The current log start offset. (v5+, ignorable)
            log_start_offset: int
            #: In case divergence is detected based on the `LastFetchedEpoch` and `FetchOffset` in the request, this field indicates the largest epoch and its end offset such that subsequent records are known to diverge. (v12+, tag 0)
            diverging_epoch: FetchResponse.FetchableTopicResponse.PartitionData.EpochEndOffset
            #: The current leader of the partition. (v12+, tag 1)
            current_leader: FetchResponse.FetchableTopicResponse.PartitionData.LeaderIdAndEpoch
            #: In the case of fetching an offset less than the LogStartOffset, this is the end offset and epoch that should be used in the FetchSnapshot request. (v12+, tag 2)
            snapshot_id: FetchResponse.FetchableTopicResponse.PartitionData.SnapshotId
            #: The aborted transactions. (v4+, nullable v4+, ignorable)
            aborted_transactions: list[FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction] | None
            #: The preferred read replica for the consumer to use on its next fetch request. (v11+)
            preferred_read_replica: int
            #: The record data. (v0+, nullable v0+)
            records: Buffer | None
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, error_code: int = 0, high_watermark: int = 0, last_stable_offset: int = -1, log_start_offset: int = -1, diverging_epoch: FetchResponse.FetchableTopicResponse.PartitionData.EpochEndOffset = _FRESH, current_leader: FetchResponse.FetchableTopicResponse.PartitionData.LeaderIdAndEpoch = _FRESH, snapshot_id: FetchResponse.FetchableTopicResponse.PartitionData.SnapshotId = _FRESH, aborted_transactions: list[FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction] | None = _FRESH, preferred_read_replica: int = -1, records: Buffer | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.error_code = error_code
                self.high_watermark = high_watermark
                self.last_stable_offset = last_stable_offset
                self.log_start_offset = log_start_offset
                self.diverging_epoch = _FetchResponse_FetchableTopicResponse_PartitionData_EpochEndOffset() if diverging_epoch is _FRESH else diverging_epoch
                self.current_leader = _FetchResponse_FetchableTopicResponse_PartitionData_LeaderIdAndEpoch() if current_leader is _FRESH else current_leader
                self.snapshot_id = _FetchResponse_FetchableTopicResponse_PartitionData_SnapshotId() if snapshot_id is _FRESH else snapshot_id
                self.aborted_transactions = [] if aborted_transactions is _FRESH else aborted_transactions
                self.preferred_read_replica = preferred_read_replica
                self.records = records
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, error_code={self.error_code!r}, high_watermark={self.high_watermark!r}, last_stable_offset={self.last_stable_offset!r}, log_start_offset={self.log_start_offset!r}, diverging_epoch={self.diverging_epoch!r}, current_leader={self.current_leader!r}, snapshot_id={self.snapshot_id!r}, aborted_transactions={self.aborted_transactions!r}, preferred_read_replica={self.preferred_read_replica!r}, records={self.records!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.error_code, self.high_watermark, self.last_stable_offset, self.log_start_offset, self.diverging_epoch, self.current_leader, self.snapshot_id, self.aborted_transactions, self.preferred_read_replica, self.records, self.unknown_tagged_fields,) == (other.partition_index, other.error_code, other.high_watermark, other.last_stable_offset, other.log_start_offset, other.diverging_epoch, other.current_leader, other.snapshot_id, other.aborted_transactions, other.preferred_read_replica, other.records, other.unknown_tagged_fields,)

        __slots__ = ('topic', 'topic_id', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0-12, ignorable)
        topic: str
        #: The unique topic ID. (v13+, ignorable)
        topic_id: UUID
        #: The topic partitions. (v0+)
        partitions: list[FetchResponse.FetchableTopicResponse.PartitionData]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic: str = "", topic_id: UUID = _ZERO_UUID, partitions: list[FetchResponse.FetchableTopicResponse.PartitionData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic = topic
            self.topic_id = topic_id
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic={self.topic!r}, topic_id={self.topic_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic, self.topic_id, self.partitions, self.unknown_tagged_fields,) == (other.topic, other.topic_id, other.partitions, other.unknown_tagged_fields,)

    class NodeEndpoint:
        """NodeEndpoint (versions 16+)."""
        __slots__ = ('node_id', 'host', 'port', 'rack', 'unknown_tagged_fields',)
        #: The ID of the associated node. (v16+)
        node_id: int
        #: The node's hostname. (v16+)
        host: str
        #: The node's port. (v16+)
        port: int
        #: The rack of the node, or null if it has not been assigned to a rack. (v16+, nullable v16+)
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

    __slots__ = ('throttle_time_ms', 'error_code', 'session_id', 'responses', 'node_endpoints', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v1+, ignorable)
    throttle_time_ms: int
    #: The top level response error code. (v7+, ignorable)
    error_code: int
    #: The fetch session ID, or 0 if this is not part of a fetch session. (v7+)
    session_id: int
    #: The response topics. (v0+)
    responses: list[FetchResponse.FetchableTopicResponse]
    #: Endpoints for all current-leaders enumerated in PartitionData, with errors NOT_LEADER_OR_FOLLOWER & FENCED_LEADER_EPOCH. (v16+, tag 0)
    node_endpoints: list[FetchResponse.NodeEndpoint]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, session_id: int = 0, responses: list[FetchResponse.FetchableTopicResponse] = _FRESH, node_endpoints: list[FetchResponse.NodeEndpoint] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.session_id = session_id
        self.responses = [] if responses is _FRESH else responses
        self.node_endpoints = [] if node_endpoints is _FRESH else node_endpoints
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, session_id={self.session_id!r}, responses={self.responses!r}, node_endpoints={self.node_endpoints!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.session_id, self.responses, self.node_endpoints, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.session_id, other.responses, other.node_endpoints, other.unknown_tagged_fields,)

_FetchRequest = FetchRequest
_FetchRequest_ReplicaState = FetchRequest.ReplicaState
_FetchRequest_FetchTopic = FetchRequest.FetchTopic
_FetchRequest_FetchTopic_FetchPartition = FetchRequest.FetchTopic.FetchPartition
_FetchRequest_ForgottenTopic = FetchRequest.ForgottenTopic
_FetchResponse = FetchResponse
_FetchResponse_FetchableTopicResponse = FetchResponse.FetchableTopicResponse
_FetchResponse_FetchableTopicResponse_PartitionData = FetchResponse.FetchableTopicResponse.PartitionData
_FetchResponse_FetchableTopicResponse_PartitionData_EpochEndOffset = FetchResponse.FetchableTopicResponse.PartitionData.EpochEndOffset
_FetchResponse_FetchableTopicResponse_PartitionData_LeaderIdAndEpoch = FetchResponse.FetchableTopicResponse.PartitionData.LeaderIdAndEpoch
_FetchResponse_FetchableTopicResponse_PartitionData_SnapshotId = FetchResponse.FetchableTopicResponse.PartitionData.SnapshotId
_FetchResponse_FetchableTopicResponse_PartitionData_AbortedTransaction = FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction
_FetchResponse_NodeEndpoint = FetchResponse.NodeEndpoint

_S0 = Struct('>iiiib')
_S1 = Struct('>iqi')
_S2 = Struct('>iqqi')
_S3 = Struct('>iiiibii')
_S4 = Struct('>iiqqi')
_S5 = Struct('>iiqiqi')
_S6 = Struct('>16s')
_S7 = Struct('>iiibii')
_S8 = Struct('>iq')
_S9 = Struct('>q')
_S10 = Struct('>i')
_S11 = Struct('>ihqq')
_S12 = Struct('>qq')
_S13 = Struct('>ihqqq')
_S14 = Struct('>ihi')
_S15 = Struct('>ii')
_S16 = Struct('>qi')


# FetchRequest.FetchTopic.FetchPartition v4
def _enc_FetchPartition_1(o: FetchRequest.FetchTopic.FetchPartition, out: list[Buffer]) -> None:
    if o.last_fetched_epoch != -1:
        raise _EncodeError('last_fetched_epoch' + _UNSUPPORTED)
    out.append(_S1.pack(o.partition, o.fetch_offset, o.partition_max_bytes))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchRequest.FetchTopic v4
def _enc_FetchTopic_2(o: FetchRequest.FetchTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_FetchPartition_1(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchRequest v4
def _enc_FetchRequest_3(o: FetchRequest, out: list[Buffer]) -> None:
    if o.replica_state != _FetchRequest_ReplicaState():
        raise _EncodeError('replica_state' + _UNSUPPORTED)
    if len(o.forgotten_topics_data) != 0:
        raise _EncodeError('forgotten_topics_data' + _UNSUPPORTED)
    out.append(_S0.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    a5 = o.topics
    out.append(_p.enc_array_len(len(a5)))
    for e5 in a5:
        _enc_FetchTopic_2(e5, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchRequest.FetchTopic.FetchPartition v5-8
def _enc_FetchPartition_4(o: FetchRequest.FetchTopic.FetchPartition, out: list[Buffer]) -> None:
    if o.last_fetched_epoch != -1:
        raise _EncodeError('last_fetched_epoch' + _UNSUPPORTED)
    out.append(_S2.pack(o.partition, o.fetch_offset, o.log_start_offset, o.partition_max_bytes))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchRequest.FetchTopic v5-8
def _enc_FetchTopic_5(o: FetchRequest.FetchTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_FetchPartition_4(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchRequest v5-6
def _enc_FetchRequest_6(o: FetchRequest, out: list[Buffer]) -> None:
    if o.replica_state != _FetchRequest_ReplicaState():
        raise _EncodeError('replica_state' + _UNSUPPORTED)
    if len(o.forgotten_topics_data) != 0:
        raise _EncodeError('forgotten_topics_data' + _UNSUPPORTED)
    out.append(_S0.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    a5 = o.topics
    out.append(_p.enc_array_len(len(a5)))
    for e5 in a5:
        _enc_FetchTopic_5(e5, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchRequest.ForgottenTopic v7-11
def _enc_ForgottenTopic_7(o: FetchRequest.ForgottenTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    out.append(_pack(">%di" % len(a1), *a1))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchRequest v7-8
def _enc_FetchRequest_8(o: FetchRequest, out: list[Buffer]) -> None:
    if o.replica_state != _FetchRequest_ReplicaState():
        raise _EncodeError('replica_state' + _UNSUPPORTED)
    out.append(_S3.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    a7 = o.topics
    out.append(_p.enc_array_len(len(a7)))
    for e7 in a7:
        _enc_FetchTopic_5(e7, out)
    a8 = o.forgotten_topics_data
    out.append(_p.enc_array_len(len(a8)))
    for e8 in a8:
        _enc_ForgottenTopic_7(e8, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchRequest.FetchTopic.FetchPartition v9-11
def _enc_FetchPartition_9(o: FetchRequest.FetchTopic.FetchPartition, out: list[Buffer]) -> None:
    if o.last_fetched_epoch != -1:
        raise _EncodeError('last_fetched_epoch' + _UNSUPPORTED)
    out.append(_S4.pack(o.partition, o.current_leader_epoch, o.fetch_offset, o.log_start_offset, o.partition_max_bytes))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchRequest.FetchTopic v9-11
def _enc_FetchTopic_10(o: FetchRequest.FetchTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_FetchPartition_9(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchRequest v9-10
def _enc_FetchRequest_11(o: FetchRequest, out: list[Buffer]) -> None:
    if o.replica_state != _FetchRequest_ReplicaState():
        raise _EncodeError('replica_state' + _UNSUPPORTED)
    out.append(_S3.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    a7 = o.topics
    out.append(_p.enc_array_len(len(a7)))
    for e7 in a7:
        _enc_FetchTopic_10(e7, out)
    a8 = o.forgotten_topics_data
    out.append(_p.enc_array_len(len(a8)))
    for e8 in a8:
        _enc_ForgottenTopic_7(e8, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchRequest v11
def _enc_FetchRequest_12(o: FetchRequest, out: list[Buffer]) -> None:
    if o.replica_state != _FetchRequest_ReplicaState():
        raise _EncodeError('replica_state' + _UNSUPPORTED)
    out.append(_S3.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    a7 = o.topics
    out.append(_p.enc_array_len(len(a7)))
    for e7 in a7:
        _enc_FetchTopic_10(e7, out)
    a8 = o.forgotten_topics_data
    out.append(_p.enc_array_len(len(a8)))
    for e8 in a8:
        _enc_ForgottenTopic_7(e8, out)
    out.append(_p.enc_string(o.rack_id))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchRequest.FetchTopic.FetchPartition v12-16
def _enc_FetchPartition_13(o: FetchRequest.FetchTopic.FetchPartition, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition, o.current_leader_epoch, o.fetch_offset, o.last_fetched_epoch, o.log_start_offset, o.partition_max_bytes))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchRequest.FetchTopic v12
def _enc_FetchTopic_14(o: FetchRequest.FetchTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_FetchPartition_13(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchRequest.ForgottenTopic v12
def _enc_ForgottenTopic_15(o: FetchRequest.ForgottenTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchRequest v12
def _enc_FetchRequest_16(o: FetchRequest, out: list[Buffer]) -> None:
    if o.replica_state != _FetchRequest_ReplicaState():
        raise _EncodeError('replica_state' + _UNSUPPORTED)
    out.append(_S3.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    a7 = o.topics
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_FetchTopic_14(e7, out)
    a8 = o.forgotten_topics_data
    out.append(_p.enc_uvarint(len(a8) + 1))
    for e8 in a8:
        _enc_ForgottenTopic_15(e8, out)
    out.append(_p.enc_compact_string(o.rack_id))
    t = dict(o.unknown_tagged_fields)
    if o.cluster_id is not None:
        t0: list[Buffer] = []
        t0.append(_p.enc_compact_nullable_string(o.cluster_id))
        t[0] = b"".join(t0)
    out.append(_p.enc_tagged_fields(t))


# FetchRequest.FetchTopic v13-16
def _enc_FetchTopic_17(o: FetchRequest.FetchTopic, out: list[Buffer]) -> None:
    out.append(_S6.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_FetchPartition_13(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchRequest.ForgottenTopic v13-18
def _enc_ForgottenTopic_18(o: FetchRequest.ForgottenTopic, out: list[Buffer]) -> None:
    out.append(_S6.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchRequest v13-14
def _enc_FetchRequest_19(o: FetchRequest, out: list[Buffer]) -> None:
    if o.replica_state != _FetchRequest_ReplicaState():
        raise _EncodeError('replica_state' + _UNSUPPORTED)
    out.append(_S3.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    a7 = o.topics
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_FetchTopic_17(e7, out)
    a8 = o.forgotten_topics_data
    out.append(_p.enc_uvarint(len(a8) + 1))
    for e8 in a8:
        _enc_ForgottenTopic_18(e8, out)
    out.append(_p.enc_compact_string(o.rack_id))
    t = dict(o.unknown_tagged_fields)
    if o.cluster_id is not None:
        t0: list[Buffer] = []
        t0.append(_p.enc_compact_nullable_string(o.cluster_id))
        t[0] = b"".join(t0)
    out.append(_p.enc_tagged_fields(t))


# FetchRequest.ReplicaState v15-18
def _enc_ReplicaState_20(o: FetchRequest.ReplicaState, out: list[Buffer]) -> None:
    out.append(_S8.pack(o.replica_id, o.replica_epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchRequest v15-16
def _enc_FetchRequest_21(o: FetchRequest, out: list[Buffer]) -> None:
    if o.replica_id != -1:
        raise _EncodeError('replica_id' + _UNSUPPORTED)
    out.append(_S7.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    a6 = o.topics
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_FetchTopic_17(e6, out)
    a7 = o.forgotten_topics_data
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_ForgottenTopic_18(e7, out)
    out.append(_p.enc_compact_string(o.rack_id))
    t = dict(o.unknown_tagged_fields)
    if o.cluster_id is not None:
        t0: list[Buffer] = []
        t0.append(_p.enc_compact_nullable_string(o.cluster_id))
        t[0] = b"".join(t0)
    if o.replica_state != _FetchRequest_ReplicaState():
        t1: list[Buffer] = []
        _enc_ReplicaState_20(o.replica_state, t1)
        t[1] = b"".join(t1)
    out.append(_p.enc_tagged_fields(t))


# FetchRequest.FetchTopic.FetchPartition v17
def _enc_FetchPartition_22(o: FetchRequest.FetchTopic.FetchPartition, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition, o.current_leader_epoch, o.fetch_offset, o.last_fetched_epoch, o.log_start_offset, o.partition_max_bytes))
    t = dict(o.unknown_tagged_fields)
    if o.replica_directory_id != _ZERO_UUID:
        t0: list[Buffer] = []
        t0.append(_S6.pack(o.replica_directory_id.bytes))
        t[0] = b"".join(t0)
    out.append(_p.enc_tagged_fields(t))


# FetchRequest.FetchTopic v17
def _enc_FetchTopic_23(o: FetchRequest.FetchTopic, out: list[Buffer]) -> None:
    out.append(_S6.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_FetchPartition_22(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchRequest v17
def _enc_FetchRequest_24(o: FetchRequest, out: list[Buffer]) -> None:
    if o.replica_id != -1:
        raise _EncodeError('replica_id' + _UNSUPPORTED)
    out.append(_S7.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    a6 = o.topics
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_FetchTopic_23(e6, out)
    a7 = o.forgotten_topics_data
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_ForgottenTopic_18(e7, out)
    out.append(_p.enc_compact_string(o.rack_id))
    t = dict(o.unknown_tagged_fields)
    if o.cluster_id is not None:
        t0: list[Buffer] = []
        t0.append(_p.enc_compact_nullable_string(o.cluster_id))
        t[0] = b"".join(t0)
    if o.replica_state != _FetchRequest_ReplicaState():
        t1: list[Buffer] = []
        _enc_ReplicaState_20(o.replica_state, t1)
        t[1] = b"".join(t1)
    out.append(_p.enc_tagged_fields(t))


# FetchRequest.FetchTopic.FetchPartition v18
def _enc_FetchPartition_25(o: FetchRequest.FetchTopic.FetchPartition, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition, o.current_leader_epoch, o.fetch_offset, o.last_fetched_epoch, o.log_start_offset, o.partition_max_bytes))
    t = dict(o.unknown_tagged_fields)
    if o.replica_directory_id != _ZERO_UUID:
        t0: list[Buffer] = []
        t0.append(_S6.pack(o.replica_directory_id.bytes))
        t[0] = b"".join(t0)
    if o.high_watermark != 9223372036854775807:
        t1: list[Buffer] = []
        t1.append(_S9.pack(o.high_watermark))
        t[1] = b"".join(t1)
    out.append(_p.enc_tagged_fields(t))


# FetchRequest.FetchTopic v18
def _enc_FetchTopic_26(o: FetchRequest.FetchTopic, out: list[Buffer]) -> None:
    out.append(_S6.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_FetchPartition_25(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchRequest v18
def _enc_FetchRequest_27(o: FetchRequest, out: list[Buffer]) -> None:
    if o.replica_id != -1:
        raise _EncodeError('replica_id' + _UNSUPPORTED)
    out.append(_S7.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    a6 = o.topics
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_FetchTopic_26(e6, out)
    a7 = o.forgotten_topics_data
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_ForgottenTopic_18(e7, out)
    out.append(_p.enc_compact_string(o.rack_id))
    t = dict(o.unknown_tagged_fields)
    if o.cluster_id is not None:
        t0: list[Buffer] = []
        t0.append(_p.enc_compact_nullable_string(o.cluster_id))
        t[0] = b"".join(t0)
    if o.replica_state != _FetchRequest_ReplicaState():
        t1: list[Buffer] = []
        _enc_ReplicaState_20(o.replica_state, t1)
        t[1] = b"".join(t1)
    out.append(_p.enc_tagged_fields(t))


# FetchRequest.FetchTopic.FetchPartition v4
def _dec_FetchPartition_28(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic.FetchPartition, int]:
    f_partition: int
    f_fetch_offset: int
    f_partition_max_bytes: int
    f_partition, f_fetch_offset, f_partition_max_bytes = _S1.unpack_from(buf, pos)
    pos += 16
    unknown: dict[int, bytes] = {}
    return _FetchRequest_FetchTopic_FetchPartition(f_partition, -1, f_fetch_offset, -1, -1, f_partition_max_bytes, _ZERO_UUID, 9223372036854775807, unknown), pos


# FetchRequest.FetchTopic v4
def _dec_FetchTopic_29(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic, int]:
    f_topic: str
    f_partitions: list[FetchRequest.FetchTopic.FetchPartition]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 16)
    l_partitions: list[FetchRequest.FetchTopic.FetchPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_FetchPartition_28(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _FetchRequest_FetchTopic(f_topic, _ZERO_UUID, f_partitions, unknown), pos


# FetchRequest v4
def _dec_FetchRequest_30(buf: memoryview, pos: int) -> tuple[FetchRequest, int]:
    f_replica_id: int
    f_max_wait_ms: int
    f_min_bytes: int
    f_max_bytes: int
    f_isolation_level: int
    f_topics: list[FetchRequest.FetchTopic]
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level = _S0.unpack_from(buf, pos)
    pos += 17
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[FetchRequest.FetchTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_FetchTopic_29(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _FetchRequest(None, f_replica_id, _FetchRequest_ReplicaState(), f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, 0, -1, f_topics, [], "", unknown), pos


# FetchRequest.FetchTopic.FetchPartition v5-8
def _dec_FetchPartition_31(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic.FetchPartition, int]:
    f_partition: int
    f_fetch_offset: int
    f_log_start_offset: int
    f_partition_max_bytes: int
    f_partition, f_fetch_offset, f_log_start_offset, f_partition_max_bytes = _S2.unpack_from(buf, pos)
    pos += 24
    unknown: dict[int, bytes] = {}
    return _FetchRequest_FetchTopic_FetchPartition(f_partition, -1, f_fetch_offset, -1, f_log_start_offset, f_partition_max_bytes, _ZERO_UUID, 9223372036854775807, unknown), pos


# FetchRequest.FetchTopic v5-8
def _dec_FetchTopic_32(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic, int]:
    f_topic: str
    f_partitions: list[FetchRequest.FetchTopic.FetchPartition]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 24)
    l_partitions: list[FetchRequest.FetchTopic.FetchPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_FetchPartition_31(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _FetchRequest_FetchTopic(f_topic, _ZERO_UUID, f_partitions, unknown), pos


# FetchRequest v5-6
def _dec_FetchRequest_33(buf: memoryview, pos: int) -> tuple[FetchRequest, int]:
    f_replica_id: int
    f_max_wait_ms: int
    f_min_bytes: int
    f_max_bytes: int
    f_isolation_level: int
    f_topics: list[FetchRequest.FetchTopic]
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level = _S0.unpack_from(buf, pos)
    pos += 17
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[FetchRequest.FetchTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_FetchTopic_32(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _FetchRequest(None, f_replica_id, _FetchRequest_ReplicaState(), f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, 0, -1, f_topics, [], "", unknown), pos


# FetchRequest.ForgottenTopic v7-11
def _dec_ForgottenTopic_34(buf: memoryview, pos: int) -> tuple[FetchRequest.ForgottenTopic, int]:
    f_topic: str
    f_partitions: list[int]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
    unknown: dict[int, bytes] = {}
    return _FetchRequest_ForgottenTopic(f_topic, _ZERO_UUID, f_partitions, unknown), pos


# FetchRequest v7-8
def _dec_FetchRequest_35(buf: memoryview, pos: int) -> tuple[FetchRequest, int]:
    f_replica_id: int
    f_max_wait_ms: int
    f_min_bytes: int
    f_max_bytes: int
    f_isolation_level: int
    f_session_id: int
    f_session_epoch: int
    f_topics: list[FetchRequest.FetchTopic]
    f_forgotten_topics_data: list[FetchRequest.ForgottenTopic]
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S3.unpack_from(buf, pos)
    pos += 25
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[FetchRequest.FetchTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_FetchTopic_32(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    n_forgotten_topics_data, pos = _p.dec_array_len(buf, pos, 6)
    l_forgotten_topics_data: list[FetchRequest.ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        e_forgotten_topics_data, pos = _dec_ForgottenTopic_34(buf, pos)
        l_forgotten_topics_data.append(e_forgotten_topics_data)
    f_forgotten_topics_data = l_forgotten_topics_data
    unknown: dict[int, bytes] = {}
    return _FetchRequest(None, f_replica_id, _FetchRequest_ReplicaState(), f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, "", unknown), pos


# FetchRequest.FetchTopic.FetchPartition v9-11
def _dec_FetchPartition_36(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic.FetchPartition, int]:
    f_partition: int
    f_current_leader_epoch: int
    f_fetch_offset: int
    f_log_start_offset: int
    f_partition_max_bytes: int
    f_partition, f_current_leader_epoch, f_fetch_offset, f_log_start_offset, f_partition_max_bytes = _S4.unpack_from(buf, pos)
    pos += 28
    unknown: dict[int, bytes] = {}
    return _FetchRequest_FetchTopic_FetchPartition(f_partition, f_current_leader_epoch, f_fetch_offset, -1, f_log_start_offset, f_partition_max_bytes, _ZERO_UUID, 9223372036854775807, unknown), pos


# FetchRequest.FetchTopic v9-11
def _dec_FetchTopic_37(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic, int]:
    f_topic: str
    f_partitions: list[FetchRequest.FetchTopic.FetchPartition]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 28)
    l_partitions: list[FetchRequest.FetchTopic.FetchPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_FetchPartition_36(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _FetchRequest_FetchTopic(f_topic, _ZERO_UUID, f_partitions, unknown), pos


# FetchRequest v9-10
def _dec_FetchRequest_38(buf: memoryview, pos: int) -> tuple[FetchRequest, int]:
    f_replica_id: int
    f_max_wait_ms: int
    f_min_bytes: int
    f_max_bytes: int
    f_isolation_level: int
    f_session_id: int
    f_session_epoch: int
    f_topics: list[FetchRequest.FetchTopic]
    f_forgotten_topics_data: list[FetchRequest.ForgottenTopic]
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S3.unpack_from(buf, pos)
    pos += 25
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[FetchRequest.FetchTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_FetchTopic_37(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    n_forgotten_topics_data, pos = _p.dec_array_len(buf, pos, 6)
    l_forgotten_topics_data: list[FetchRequest.ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        e_forgotten_topics_data, pos = _dec_ForgottenTopic_34(buf, pos)
        l_forgotten_topics_data.append(e_forgotten_topics_data)
    f_forgotten_topics_data = l_forgotten_topics_data
    unknown: dict[int, bytes] = {}
    return _FetchRequest(None, f_replica_id, _FetchRequest_ReplicaState(), f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, "", unknown), pos


# FetchRequest v11
def _dec_FetchRequest_39(buf: memoryview, pos: int) -> tuple[FetchRequest, int]:
    f_replica_id: int
    f_max_wait_ms: int
    f_min_bytes: int
    f_max_bytes: int
    f_isolation_level: int
    f_session_id: int
    f_session_epoch: int
    f_topics: list[FetchRequest.FetchTopic]
    f_forgotten_topics_data: list[FetchRequest.ForgottenTopic]
    f_rack_id: str
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S3.unpack_from(buf, pos)
    pos += 25
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[FetchRequest.FetchTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_FetchTopic_37(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    n_forgotten_topics_data, pos = _p.dec_array_len(buf, pos, 6)
    l_forgotten_topics_data: list[FetchRequest.ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        e_forgotten_topics_data, pos = _dec_ForgottenTopic_34(buf, pos)
        l_forgotten_topics_data.append(e_forgotten_topics_data)
    f_forgotten_topics_data = l_forgotten_topics_data
    f_rack_id, pos = _p.dec_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _FetchRequest(None, f_replica_id, _FetchRequest_ReplicaState(), f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, f_rack_id, unknown), pos


# FetchRequest.FetchTopic.FetchPartition v12-16
def _dec_FetchPartition_40(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic.FetchPartition, int]:
    f_partition: int
    f_current_leader_epoch: int
    f_fetch_offset: int
    f_last_fetched_epoch: int
    f_log_start_offset: int
    f_partition_max_bytes: int
    f_partition, f_current_leader_epoch, f_fetch_offset, f_last_fetched_epoch, f_log_start_offset, f_partition_max_bytes = _S5.unpack_from(buf, pos)
    pos += 32
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchRequest_FetchTopic_FetchPartition(f_partition, f_current_leader_epoch, f_fetch_offset, f_last_fetched_epoch, f_log_start_offset, f_partition_max_bytes, _ZERO_UUID, 9223372036854775807, unknown), pos


# FetchRequest.FetchTopic v12
def _dec_FetchTopic_41(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic, int]:
    f_topic: str
    f_partitions: list[FetchRequest.FetchTopic.FetchPartition]
    c_topic = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic < 128 and pos + c_topic <= len(buf):
        f_topic = _p.utf8_slice(buf, pos + 1, pos + c_topic)
        pos += c_topic
    else:
        f_topic, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 33 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 33)
    l_partitions: list[FetchRequest.FetchTopic.FetchPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_FetchPartition_40(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchRequest_FetchTopic(f_topic, _ZERO_UUID, f_partitions, unknown), pos


# FetchRequest.ForgottenTopic v12
def _dec_ForgottenTopic_42(buf: memoryview, pos: int) -> tuple[FetchRequest.ForgottenTopic, int]:
    f_topic: str
    f_partitions: list[int]
    c_topic = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic < 128 and pos + c_topic <= len(buf):
        f_topic = _p.utf8_slice(buf, pos + 1, pos + c_topic)
        pos += c_topic
    else:
        f_topic, pos = _p.dec_compact_string(buf, pos)
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
    return _FetchRequest_ForgottenTopic(f_topic, _ZERO_UUID, f_partitions, unknown), pos


# FetchRequest v12
def _dec_FetchRequest_43(buf: memoryview, pos: int) -> tuple[FetchRequest, int]:
    f_cluster_id: str | None
    f_replica_id: int
    f_max_wait_ms: int
    f_min_bytes: int
    f_max_bytes: int
    f_isolation_level: int
    f_session_id: int
    f_session_epoch: int
    f_topics: list[FetchRequest.FetchTopic]
    f_forgotten_topics_data: list[FetchRequest.ForgottenTopic]
    f_rack_id: str
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S3.unpack_from(buf, pos)
    pos += 25
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[FetchRequest.FetchTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_FetchTopic_41(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    n_forgotten_topics_data = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_forgotten_topics_data < 127 and n_forgotten_topics_data * 3 < len(buf) - pos:
        pos += 1
    else:
        n_forgotten_topics_data, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_forgotten_topics_data: list[FetchRequest.ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        e_forgotten_topics_data, pos = _dec_ForgottenTopic_42(buf, pos)
        l_forgotten_topics_data.append(e_forgotten_topics_data)
    f_forgotten_topics_data = l_forgotten_topics_data
    c_rack_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_rack_id < 128 and pos + c_rack_id <= len(buf):
        f_rack_id = _p.utf8_slice(buf, pos + 1, pos + c_rack_id)
        pos += c_rack_id
    else:
        f_rack_id, pos = _p.dec_compact_string(buf, pos)
    f_cluster_id = None
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                if q < len(buf) and buf[q] == 0:
                    f_cluster_id = None
                    q += 1
                else:
                    f_cluster_id, q = _p.dec_compact_nullable_string(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            else:
                unknown[tag] = bytes(buf[q:end])
    return _FetchRequest(f_cluster_id, f_replica_id, _FetchRequest_ReplicaState(), f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, f_rack_id, unknown), pos


# FetchRequest.FetchTopic v13-16
def _dec_FetchTopic_44(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic, int]:
    f_topic_id: UUID
    f_partitions: list[FetchRequest.FetchTopic.FetchPartition]
    u_topic_id = _S6.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 33 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 33)
    l_partitions: list[FetchRequest.FetchTopic.FetchPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_FetchPartition_40(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchRequest_FetchTopic("", f_topic_id, f_partitions, unknown), pos


# FetchRequest.ForgottenTopic v13-18
def _dec_ForgottenTopic_45(buf: memoryview, pos: int) -> tuple[FetchRequest.ForgottenTopic, int]:
    f_topic_id: UUID
    f_partitions: list[int]
    u_topic_id = _S6.unpack_from(buf, pos)[0]
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
    return _FetchRequest_ForgottenTopic("", f_topic_id, f_partitions, unknown), pos


# FetchRequest v13-14
def _dec_FetchRequest_46(buf: memoryview, pos: int) -> tuple[FetchRequest, int]:
    f_cluster_id: str | None
    f_replica_id: int
    f_max_wait_ms: int
    f_min_bytes: int
    f_max_bytes: int
    f_isolation_level: int
    f_session_id: int
    f_session_epoch: int
    f_topics: list[FetchRequest.FetchTopic]
    f_forgotten_topics_data: list[FetchRequest.ForgottenTopic]
    f_rack_id: str
    f_replica_id, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S3.unpack_from(buf, pos)
    pos += 25
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topics: list[FetchRequest.FetchTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_FetchTopic_44(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    n_forgotten_topics_data = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_forgotten_topics_data < 127 and n_forgotten_topics_data * 18 < len(buf) - pos:
        pos += 1
    else:
        n_forgotten_topics_data, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_forgotten_topics_data: list[FetchRequest.ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        e_forgotten_topics_data, pos = _dec_ForgottenTopic_45(buf, pos)
        l_forgotten_topics_data.append(e_forgotten_topics_data)
    f_forgotten_topics_data = l_forgotten_topics_data
    c_rack_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_rack_id < 128 and pos + c_rack_id <= len(buf):
        f_rack_id = _p.utf8_slice(buf, pos + 1, pos + c_rack_id)
        pos += c_rack_id
    else:
        f_rack_id, pos = _p.dec_compact_string(buf, pos)
    f_cluster_id = None
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                if q < len(buf) and buf[q] == 0:
                    f_cluster_id = None
                    q += 1
                else:
                    f_cluster_id, q = _p.dec_compact_nullable_string(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            else:
                unknown[tag] = bytes(buf[q:end])
    return _FetchRequest(f_cluster_id, f_replica_id, _FetchRequest_ReplicaState(), f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, f_rack_id, unknown), pos


# FetchRequest.ReplicaState v15-18
def _dec_ReplicaState_47(buf: memoryview, pos: int) -> tuple[FetchRequest.ReplicaState, int]:
    f_replica_id: int
    f_replica_epoch: int
    f_replica_id, f_replica_epoch = _S8.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchRequest_ReplicaState(f_replica_id, f_replica_epoch, unknown), pos


# FetchRequest v15-16
def _dec_FetchRequest_48(buf: memoryview, pos: int) -> tuple[FetchRequest, int]:
    f_cluster_id: str | None
    f_replica_state: FetchRequest.ReplicaState | None = None
    f_max_wait_ms: int
    f_min_bytes: int
    f_max_bytes: int
    f_isolation_level: int
    f_session_id: int
    f_session_epoch: int
    f_topics: list[FetchRequest.FetchTopic]
    f_forgotten_topics_data: list[FetchRequest.ForgottenTopic]
    f_rack_id: str
    f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S7.unpack_from(buf, pos)
    pos += 21
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topics: list[FetchRequest.FetchTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_FetchTopic_44(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    n_forgotten_topics_data = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_forgotten_topics_data < 127 and n_forgotten_topics_data * 18 < len(buf) - pos:
        pos += 1
    else:
        n_forgotten_topics_data, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_forgotten_topics_data: list[FetchRequest.ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        e_forgotten_topics_data, pos = _dec_ForgottenTopic_45(buf, pos)
        l_forgotten_topics_data.append(e_forgotten_topics_data)
    f_forgotten_topics_data = l_forgotten_topics_data
    c_rack_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_rack_id < 128 and pos + c_rack_id <= len(buf):
        f_rack_id = _p.utf8_slice(buf, pos + 1, pos + c_rack_id)
        pos += c_rack_id
    else:
        f_rack_id, pos = _p.dec_compact_string(buf, pos)
    f_cluster_id = None
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                if q < len(buf) and buf[q] == 0:
                    f_cluster_id = None
                    q += 1
                else:
                    f_cluster_id, q = _p.dec_compact_nullable_string(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            elif tag == 1:
                f_replica_state, q = _dec_ReplicaState_47(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '1')
            else:
                unknown[tag] = bytes(buf[q:end])
    if f_replica_state is None:
        f_replica_state = _FetchRequest_ReplicaState()
    return _FetchRequest(f_cluster_id, -1, f_replica_state, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, f_rack_id, unknown), pos


# FetchRequest.FetchTopic.FetchPartition v17
def _dec_FetchPartition_49(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic.FetchPartition, int]:
    f_partition: int
    f_current_leader_epoch: int
    f_fetch_offset: int
    f_last_fetched_epoch: int
    f_log_start_offset: int
    f_partition_max_bytes: int
    f_replica_directory_id: UUID
    f_partition, f_current_leader_epoch, f_fetch_offset, f_last_fetched_epoch, f_log_start_offset, f_partition_max_bytes = _S5.unpack_from(buf, pos)
    pos += 32
    f_replica_directory_id = _ZERO_UUID
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                f_replica_directory_id, q = _p.dec_uuid(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            else:
                unknown[tag] = bytes(buf[q:end])
    return _FetchRequest_FetchTopic_FetchPartition(f_partition, f_current_leader_epoch, f_fetch_offset, f_last_fetched_epoch, f_log_start_offset, f_partition_max_bytes, f_replica_directory_id, 9223372036854775807, unknown), pos


# FetchRequest.FetchTopic v17
def _dec_FetchTopic_50(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic, int]:
    f_topic_id: UUID
    f_partitions: list[FetchRequest.FetchTopic.FetchPartition]
    u_topic_id = _S6.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 33 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 33)
    l_partitions: list[FetchRequest.FetchTopic.FetchPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_FetchPartition_49(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchRequest_FetchTopic("", f_topic_id, f_partitions, unknown), pos


# FetchRequest v17
def _dec_FetchRequest_51(buf: memoryview, pos: int) -> tuple[FetchRequest, int]:
    f_cluster_id: str | None
    f_replica_state: FetchRequest.ReplicaState | None = None
    f_max_wait_ms: int
    f_min_bytes: int
    f_max_bytes: int
    f_isolation_level: int
    f_session_id: int
    f_session_epoch: int
    f_topics: list[FetchRequest.FetchTopic]
    f_forgotten_topics_data: list[FetchRequest.ForgottenTopic]
    f_rack_id: str
    f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S7.unpack_from(buf, pos)
    pos += 21
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topics: list[FetchRequest.FetchTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_FetchTopic_50(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    n_forgotten_topics_data = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_forgotten_topics_data < 127 and n_forgotten_topics_data * 18 < len(buf) - pos:
        pos += 1
    else:
        n_forgotten_topics_data, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_forgotten_topics_data: list[FetchRequest.ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        e_forgotten_topics_data, pos = _dec_ForgottenTopic_45(buf, pos)
        l_forgotten_topics_data.append(e_forgotten_topics_data)
    f_forgotten_topics_data = l_forgotten_topics_data
    c_rack_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_rack_id < 128 and pos + c_rack_id <= len(buf):
        f_rack_id = _p.utf8_slice(buf, pos + 1, pos + c_rack_id)
        pos += c_rack_id
    else:
        f_rack_id, pos = _p.dec_compact_string(buf, pos)
    f_cluster_id = None
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                if q < len(buf) and buf[q] == 0:
                    f_cluster_id = None
                    q += 1
                else:
                    f_cluster_id, q = _p.dec_compact_nullable_string(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            elif tag == 1:
                f_replica_state, q = _dec_ReplicaState_47(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '1')
            else:
                unknown[tag] = bytes(buf[q:end])
    if f_replica_state is None:
        f_replica_state = _FetchRequest_ReplicaState()
    return _FetchRequest(f_cluster_id, -1, f_replica_state, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, f_rack_id, unknown), pos


# FetchRequest.FetchTopic.FetchPartition v18
def _dec_FetchPartition_52(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic.FetchPartition, int]:
    f_partition: int
    f_current_leader_epoch: int
    f_fetch_offset: int
    f_last_fetched_epoch: int
    f_log_start_offset: int
    f_partition_max_bytes: int
    f_replica_directory_id: UUID
    f_high_watermark: int
    f_partition, f_current_leader_epoch, f_fetch_offset, f_last_fetched_epoch, f_log_start_offset, f_partition_max_bytes = _S5.unpack_from(buf, pos)
    pos += 32
    f_replica_directory_id = _ZERO_UUID
    f_high_watermark = 9223372036854775807
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                f_replica_directory_id, q = _p.dec_uuid(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            elif tag == 1:
                f_high_watermark = _S9.unpack_from(buf, q)[0]
                q += 8
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '1')
            else:
                unknown[tag] = bytes(buf[q:end])
    return _FetchRequest_FetchTopic_FetchPartition(f_partition, f_current_leader_epoch, f_fetch_offset, f_last_fetched_epoch, f_log_start_offset, f_partition_max_bytes, f_replica_directory_id, f_high_watermark, unknown), pos


# FetchRequest.FetchTopic v18
def _dec_FetchTopic_53(buf: memoryview, pos: int) -> tuple[FetchRequest.FetchTopic, int]:
    f_topic_id: UUID
    f_partitions: list[FetchRequest.FetchTopic.FetchPartition]
    u_topic_id = _S6.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 33 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 33)
    l_partitions: list[FetchRequest.FetchTopic.FetchPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_FetchPartition_52(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchRequest_FetchTopic("", f_topic_id, f_partitions, unknown), pos


# FetchRequest v18
def _dec_FetchRequest_54(buf: memoryview, pos: int) -> tuple[FetchRequest, int]:
    f_cluster_id: str | None
    f_replica_state: FetchRequest.ReplicaState | None = None
    f_max_wait_ms: int
    f_min_bytes: int
    f_max_bytes: int
    f_isolation_level: int
    f_session_id: int
    f_session_epoch: int
    f_topics: list[FetchRequest.FetchTopic]
    f_forgotten_topics_data: list[FetchRequest.ForgottenTopic]
    f_rack_id: str
    f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch = _S7.unpack_from(buf, pos)
    pos += 21
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topics: list[FetchRequest.FetchTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_FetchTopic_53(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    n_forgotten_topics_data = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_forgotten_topics_data < 127 and n_forgotten_topics_data * 18 < len(buf) - pos:
        pos += 1
    else:
        n_forgotten_topics_data, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_forgotten_topics_data: list[FetchRequest.ForgottenTopic] = []
    for _ in range(n_forgotten_topics_data):
        e_forgotten_topics_data, pos = _dec_ForgottenTopic_45(buf, pos)
        l_forgotten_topics_data.append(e_forgotten_topics_data)
    f_forgotten_topics_data = l_forgotten_topics_data
    c_rack_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_rack_id < 128 and pos + c_rack_id <= len(buf):
        f_rack_id = _p.utf8_slice(buf, pos + 1, pos + c_rack_id)
        pos += c_rack_id
    else:
        f_rack_id, pos = _p.dec_compact_string(buf, pos)
    f_cluster_id = None
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                if q < len(buf) and buf[q] == 0:
                    f_cluster_id = None
                    q += 1
                else:
                    f_cluster_id, q = _p.dec_compact_nullable_string(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            elif tag == 1:
                f_replica_state, q = _dec_ReplicaState_47(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '1')
            else:
                unknown[tag] = bytes(buf[q:end])
    if f_replica_state is None:
        f_replica_state = _FetchRequest_ReplicaState()
    return _FetchRequest(f_cluster_id, -1, f_replica_state, f_max_wait_ms, f_min_bytes, f_max_bytes, f_isolation_level, f_session_id, f_session_epoch, f_topics, f_forgotten_topics_data, f_rack_id, unknown), pos


# FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction v4-11
def _enc_AbortedTransaction_55(o: FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction, out: list[Buffer]) -> None:
    out.append(_S12.pack(o.producer_id, o.first_offset))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchResponse.FetchableTopicResponse.PartitionData v4
def _enc_PartitionData_56(o: FetchResponse.FetchableTopicResponse.PartitionData, out: list[Buffer]) -> None:
    if o.diverging_epoch != _FetchResponse_FetchableTopicResponse_PartitionData_EpochEndOffset():
        raise _EncodeError('diverging_epoch' + _UNSUPPORTED)
    if o.current_leader != _FetchResponse_FetchableTopicResponse_PartitionData_LeaderIdAndEpoch():
        raise _EncodeError('current_leader' + _UNSUPPORTED)
    if o.snapshot_id != _FetchResponse_FetchableTopicResponse_PartitionData_SnapshotId():
        raise _EncodeError('snapshot_id' + _UNSUPPORTED)
    if o.preferred_read_replica != -1:
        raise _EncodeError('preferred_read_replica' + _UNSUPPORTED)
    out.append(_S11.pack(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset))
    a4 = o.aborted_transactions
    if a4 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a4)))
        for e4 in a4:
            _enc_AbortedTransaction_55(e4, out)
    r5 = o.records
    if r5 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_I32.pack(len(r5)))
        out.append(r5)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchResponse.FetchableTopicResponse v4
def _enc_FetchableTopicResponse_57(o: FetchResponse.FetchableTopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_PartitionData_56(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchResponse v4
def _enc_FetchResponse_58(o: FetchResponse, out: list[Buffer]) -> None:
    if o.session_id != 0:
        raise _EncodeError('session_id' + _UNSUPPORTED)
    if len(o.node_endpoints) != 0:
        raise _EncodeError('node_endpoints' + _UNSUPPORTED)
    out.append(_S10.pack(o.throttle_time_ms))
    a1 = o.responses
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_FetchableTopicResponse_57(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchResponse.FetchableTopicResponse.PartitionData v5-10
def _enc_PartitionData_59(o: FetchResponse.FetchableTopicResponse.PartitionData, out: list[Buffer]) -> None:
    if o.diverging_epoch != _FetchResponse_FetchableTopicResponse_PartitionData_EpochEndOffset():
        raise _EncodeError('diverging_epoch' + _UNSUPPORTED)
    if o.current_leader != _FetchResponse_FetchableTopicResponse_PartitionData_LeaderIdAndEpoch():
        raise _EncodeError('current_leader' + _UNSUPPORTED)
    if o.snapshot_id != _FetchResponse_FetchableTopicResponse_PartitionData_SnapshotId():
        raise _EncodeError('snapshot_id' + _UNSUPPORTED)
    if o.preferred_read_replica != -1:
        raise _EncodeError('preferred_read_replica' + _UNSUPPORTED)
    out.append(_S13.pack(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset))
    a5 = o.aborted_transactions
    if a5 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a5)))
        for e5 in a5:
            _enc_AbortedTransaction_55(e5, out)
    r6 = o.records
    if r6 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_I32.pack(len(r6)))
        out.append(r6)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchResponse.FetchableTopicResponse v5-10
def _enc_FetchableTopicResponse_60(o: FetchResponse.FetchableTopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_PartitionData_59(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchResponse v5-6
def _enc_FetchResponse_61(o: FetchResponse, out: list[Buffer]) -> None:
    if o.session_id != 0:
        raise _EncodeError('session_id' + _UNSUPPORTED)
    if len(o.node_endpoints) != 0:
        raise _EncodeError('node_endpoints' + _UNSUPPORTED)
    out.append(_S10.pack(o.throttle_time_ms))
    a1 = o.responses
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_FetchableTopicResponse_60(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchResponse v7-10
def _enc_FetchResponse_62(o: FetchResponse, out: list[Buffer]) -> None:
    if len(o.node_endpoints) != 0:
        raise _EncodeError('node_endpoints' + _UNSUPPORTED)
    out.append(_S14.pack(o.throttle_time_ms, o.error_code, o.session_id))
    a3 = o.responses
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_FetchableTopicResponse_60(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchResponse.FetchableTopicResponse.PartitionData v11
def _enc_PartitionData_63(o: FetchResponse.FetchableTopicResponse.PartitionData, out: list[Buffer]) -> None:
    if o.diverging_epoch != _FetchResponse_FetchableTopicResponse_PartitionData_EpochEndOffset():
        raise _EncodeError('diverging_epoch' + _UNSUPPORTED)
    if o.current_leader != _FetchResponse_FetchableTopicResponse_PartitionData_LeaderIdAndEpoch():
        raise _EncodeError('current_leader' + _UNSUPPORTED)
    if o.snapshot_id != _FetchResponse_FetchableTopicResponse_PartitionData_SnapshotId():
        raise _EncodeError('snapshot_id' + _UNSUPPORTED)
    out.append(_S13.pack(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset))
    a5 = o.aborted_transactions
    if a5 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a5)))
        for e5 in a5:
            _enc_AbortedTransaction_55(e5, out)
    out.append(_S10.pack(o.preferred_read_replica))
    r7 = o.records
    if r7 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_I32.pack(len(r7)))
        out.append(r7)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchResponse.FetchableTopicResponse v11
def _enc_FetchableTopicResponse_64(o: FetchResponse.FetchableTopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_PartitionData_63(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchResponse v11
def _enc_FetchResponse_65(o: FetchResponse, out: list[Buffer]) -> None:
    if len(o.node_endpoints) != 0:
        raise _EncodeError('node_endpoints' + _UNSUPPORTED)
    out.append(_S14.pack(o.throttle_time_ms, o.error_code, o.session_id))
    a3 = o.responses
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_FetchableTopicResponse_64(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction v12-18
def _enc_AbortedTransaction_66(o: FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction, out: list[Buffer]) -> None:
    out.append(_S12.pack(o.producer_id, o.first_offset))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchResponse.FetchableTopicResponse.PartitionData.EpochEndOffset v12-18
def _enc_EpochEndOffset_67(o: FetchResponse.FetchableTopicResponse.PartitionData.EpochEndOffset, out: list[Buffer]) -> None:
    out.append(_S8.pack(o.epoch, o.end_offset))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchResponse.FetchableTopicResponse.PartitionData.LeaderIdAndEpoch v12-18
def _enc_LeaderIdAndEpoch_68(o: FetchResponse.FetchableTopicResponse.PartitionData.LeaderIdAndEpoch, out: list[Buffer]) -> None:
    out.append(_S15.pack(o.leader_id, o.leader_epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchResponse.FetchableTopicResponse.PartitionData.SnapshotId v12-18
def _enc_SnapshotId_69(o: FetchResponse.FetchableTopicResponse.PartitionData.SnapshotId, out: list[Buffer]) -> None:
    out.append(_S16.pack(o.end_offset, o.epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchResponse.FetchableTopicResponse.PartitionData v12-18
def _enc_PartitionData_70(o: FetchResponse.FetchableTopicResponse.PartitionData, out: list[Buffer]) -> None:
    out.append(_S13.pack(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset))
    a5 = o.aborted_transactions
    if a5 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a5) + 1))
        for e5 in a5:
            _enc_AbortedTransaction_66(e5, out)
    out.append(_S10.pack(o.preferred_read_replica))
    r7 = o.records
    if r7 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(r7) + 1))
        out.append(r7)
    t = dict(o.unknown_tagged_fields)
    if o.diverging_epoch != _FetchResponse_FetchableTopicResponse_PartitionData_EpochEndOffset():
        t0: list[Buffer] = []
        _enc_EpochEndOffset_67(o.diverging_epoch, t0)
        t[0] = b"".join(t0)
    if o.current_leader != _FetchResponse_FetchableTopicResponse_PartitionData_LeaderIdAndEpoch():
        t1: list[Buffer] = []
        _enc_LeaderIdAndEpoch_68(o.current_leader, t1)
        t[1] = b"".join(t1)
    if o.snapshot_id != _FetchResponse_FetchableTopicResponse_PartitionData_SnapshotId():
        t2: list[Buffer] = []
        _enc_SnapshotId_69(o.snapshot_id, t2)
        t[2] = b"".join(t2)
    out.append(_p.enc_tagged_fields(t))


# FetchResponse.FetchableTopicResponse v12
def _enc_FetchableTopicResponse_71(o: FetchResponse.FetchableTopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionData_70(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchResponse v12
def _enc_FetchResponse_72(o: FetchResponse, out: list[Buffer]) -> None:
    if len(o.node_endpoints) != 0:
        raise _EncodeError('node_endpoints' + _UNSUPPORTED)
    out.append(_S14.pack(o.throttle_time_ms, o.error_code, o.session_id))
    a3 = o.responses
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_FetchableTopicResponse_71(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchResponse.FetchableTopicResponse v13-18
def _enc_FetchableTopicResponse_73(o: FetchResponse.FetchableTopicResponse, out: list[Buffer]) -> None:
    out.append(_S6.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionData_70(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchResponse v13-15
def _enc_FetchResponse_74(o: FetchResponse, out: list[Buffer]) -> None:
    if len(o.node_endpoints) != 0:
        raise _EncodeError('node_endpoints' + _UNSUPPORTED)
    out.append(_S14.pack(o.throttle_time_ms, o.error_code, o.session_id))
    a3 = o.responses
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_FetchableTopicResponse_73(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchResponse.NodeEndpoint v16-18
def _enc_NodeEndpoint_75(o: FetchResponse.NodeEndpoint, out: list[Buffer]) -> None:
    out.append(_S10.pack(o.node_id))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S10.pack(o.port))
    out.append(_p.enc_compact_nullable_string(o.rack))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FetchResponse v16-18
def _enc_FetchResponse_76(o: FetchResponse, out: list[Buffer]) -> None:
    out.append(_S14.pack(o.throttle_time_ms, o.error_code, o.session_id))
    a3 = o.responses
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_FetchableTopicResponse_73(e3, out)
    t = dict(o.unknown_tagged_fields)
    if len(o.node_endpoints) != 0:
        t0: list[Buffer] = []
        at0 = o.node_endpoints
        t0.append(_p.enc_uvarint(len(at0) + 1))
        for et0 in at0:
            _enc_NodeEndpoint_75(et0, t0)
        t[0] = b"".join(t0)
    out.append(_p.enc_tagged_fields(t))


# FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction v4-11
def _dec_AbortedTransaction_77(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction, int]:
    f_producer_id: int
    f_first_offset: int
    f_producer_id, f_first_offset = _S12.unpack_from(buf, pos)
    pos += 16
    unknown: dict[int, bytes] = {}
    return _FetchResponse_FetchableTopicResponse_PartitionData_AbortedTransaction(f_producer_id, f_first_offset, unknown), pos


# FetchResponse.FetchableTopicResponse.PartitionData v4
def _dec_PartitionData_78(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse.PartitionData, int]:
    f_partition_index: int
    f_error_code: int
    f_high_watermark: int
    f_last_stable_offset: int
    f_aborted_transactions: list[FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction] | None
    f_records: Buffer | None
    f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset = _S11.unpack_from(buf, pos)
    pos += 22
    n_aborted_transactions, pos = _p.dec_nullable_array_len(buf, pos, 16)
    if n_aborted_transactions < 0:
        f_aborted_transactions = None
    else:
        l_aborted_transactions: list[FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction] = []
        for _ in range(n_aborted_transactions):
            e_aborted_transactions, pos = _dec_AbortedTransaction_77(buf, pos)
            l_aborted_transactions.append(e_aborted_transactions)
        f_aborted_transactions = l_aborted_transactions
    f_records, pos = _p.dec_records(buf, pos)
    unknown: dict[int, bytes] = {}
    return _FetchResponse_FetchableTopicResponse_PartitionData(f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, -1, _FetchResponse_FetchableTopicResponse_PartitionData_EpochEndOffset(), _FetchResponse_FetchableTopicResponse_PartitionData_LeaderIdAndEpoch(), _FetchResponse_FetchableTopicResponse_PartitionData_SnapshotId(), f_aborted_transactions, -1, f_records, unknown), pos


# FetchResponse.FetchableTopicResponse v4
def _dec_FetchableTopicResponse_79(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse, int]:
    f_topic: str
    f_partitions: list[FetchResponse.FetchableTopicResponse.PartitionData]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 30)
    l_partitions: list[FetchResponse.FetchableTopicResponse.PartitionData] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_PartitionData_78(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _FetchResponse_FetchableTopicResponse(f_topic, _ZERO_UUID, f_partitions, unknown), pos


# FetchResponse v4
def _dec_FetchResponse_80(buf: memoryview, pos: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms: int
    f_responses: list[FetchResponse.FetchableTopicResponse]
    f_throttle_time_ms = _S10.unpack_from(buf, pos)[0]
    pos += 4
    n_responses, pos = _p.dec_array_len(buf, pos, 6)
    l_responses: list[FetchResponse.FetchableTopicResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_FetchableTopicResponse_79(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    return _FetchResponse(f_throttle_time_ms, 0, 0, f_responses, [], unknown), pos


# FetchResponse.FetchableTopicResponse.PartitionData v5-10
def _dec_PartitionData_81(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse.PartitionData, int]:
    f_partition_index: int
    f_error_code: int
    f_high_watermark: int
    f_last_stable_offset: int
    f_log_start_offset: int
    f_aborted_transactions: list[FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction] | None
    f_records: Buffer | None
    f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, f_log_start_offset = _S13.unpack_from(buf, pos)
    pos += 30
    n_aborted_transactions, pos = _p.dec_nullable_array_len(buf, pos, 16)
    if n_aborted_transactions < 0:
        f_aborted_transactions = None
    else:
        l_aborted_transactions: list[FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction] = []
        for _ in range(n_aborted_transactions):
            e_aborted_transactions, pos = _dec_AbortedTransaction_77(buf, pos)
            l_aborted_transactions.append(e_aborted_transactions)
        f_aborted_transactions = l_aborted_transactions
    f_records, pos = _p.dec_records(buf, pos)
    unknown: dict[int, bytes] = {}
    return _FetchResponse_FetchableTopicResponse_PartitionData(f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, f_log_start_offset, _FetchResponse_FetchableTopicResponse_PartitionData_EpochEndOffset(), _FetchResponse_FetchableTopicResponse_PartitionData_LeaderIdAndEpoch(), _FetchResponse_FetchableTopicResponse_PartitionData_SnapshotId(), f_aborted_transactions, -1, f_records, unknown), pos


# FetchResponse.FetchableTopicResponse v5-10
def _dec_FetchableTopicResponse_82(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse, int]:
    f_topic: str
    f_partitions: list[FetchResponse.FetchableTopicResponse.PartitionData]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 38)
    l_partitions: list[FetchResponse.FetchableTopicResponse.PartitionData] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_PartitionData_81(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _FetchResponse_FetchableTopicResponse(f_topic, _ZERO_UUID, f_partitions, unknown), pos


# FetchResponse v5-6
def _dec_FetchResponse_83(buf: memoryview, pos: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms: int
    f_responses: list[FetchResponse.FetchableTopicResponse]
    f_throttle_time_ms = _S10.unpack_from(buf, pos)[0]
    pos += 4
    n_responses, pos = _p.dec_array_len(buf, pos, 6)
    l_responses: list[FetchResponse.FetchableTopicResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_FetchableTopicResponse_82(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    return _FetchResponse(f_throttle_time_ms, 0, 0, f_responses, [], unknown), pos


# FetchResponse v7-10
def _dec_FetchResponse_84(buf: memoryview, pos: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_session_id: int
    f_responses: list[FetchResponse.FetchableTopicResponse]
    f_throttle_time_ms, f_error_code, f_session_id = _S14.unpack_from(buf, pos)
    pos += 10
    n_responses, pos = _p.dec_array_len(buf, pos, 6)
    l_responses: list[FetchResponse.FetchableTopicResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_FetchableTopicResponse_82(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    return _FetchResponse(f_throttle_time_ms, f_error_code, f_session_id, f_responses, [], unknown), pos


# FetchResponse.FetchableTopicResponse.PartitionData v11
def _dec_PartitionData_85(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse.PartitionData, int]:
    f_partition_index: int
    f_error_code: int
    f_high_watermark: int
    f_last_stable_offset: int
    f_log_start_offset: int
    f_aborted_transactions: list[FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction] | None
    f_preferred_read_replica: int
    f_records: Buffer | None
    f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, f_log_start_offset = _S13.unpack_from(buf, pos)
    pos += 30
    n_aborted_transactions, pos = _p.dec_nullable_array_len(buf, pos, 16)
    if n_aborted_transactions < 0:
        f_aborted_transactions = None
    else:
        l_aborted_transactions: list[FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction] = []
        for _ in range(n_aborted_transactions):
            e_aborted_transactions, pos = _dec_AbortedTransaction_77(buf, pos)
            l_aborted_transactions.append(e_aborted_transactions)
        f_aborted_transactions = l_aborted_transactions
    f_preferred_read_replica = _S10.unpack_from(buf, pos)[0]
    pos += 4
    f_records, pos = _p.dec_records(buf, pos)
    unknown: dict[int, bytes] = {}
    return _FetchResponse_FetchableTopicResponse_PartitionData(f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, f_log_start_offset, _FetchResponse_FetchableTopicResponse_PartitionData_EpochEndOffset(), _FetchResponse_FetchableTopicResponse_PartitionData_LeaderIdAndEpoch(), _FetchResponse_FetchableTopicResponse_PartitionData_SnapshotId(), f_aborted_transactions, f_preferred_read_replica, f_records, unknown), pos


# FetchResponse.FetchableTopicResponse v11
def _dec_FetchableTopicResponse_86(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse, int]:
    f_topic: str
    f_partitions: list[FetchResponse.FetchableTopicResponse.PartitionData]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 42)
    l_partitions: list[FetchResponse.FetchableTopicResponse.PartitionData] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_PartitionData_85(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _FetchResponse_FetchableTopicResponse(f_topic, _ZERO_UUID, f_partitions, unknown), pos


# FetchResponse v11
def _dec_FetchResponse_87(buf: memoryview, pos: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_session_id: int
    f_responses: list[FetchResponse.FetchableTopicResponse]
    f_throttle_time_ms, f_error_code, f_session_id = _S14.unpack_from(buf, pos)
    pos += 10
    n_responses, pos = _p.dec_array_len(buf, pos, 6)
    l_responses: list[FetchResponse.FetchableTopicResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_FetchableTopicResponse_86(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    return _FetchResponse(f_throttle_time_ms, f_error_code, f_session_id, f_responses, [], unknown), pos


# FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction v12-18
def _dec_AbortedTransaction_88(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction, int]:
    f_producer_id: int
    f_first_offset: int
    f_producer_id, f_first_offset = _S12.unpack_from(buf, pos)
    pos += 16
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchResponse_FetchableTopicResponse_PartitionData_AbortedTransaction(f_producer_id, f_first_offset, unknown), pos


# FetchResponse.FetchableTopicResponse.PartitionData.EpochEndOffset v12-18
def _dec_EpochEndOffset_89(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse.PartitionData.EpochEndOffset, int]:
    f_epoch: int
    f_end_offset: int
    f_epoch, f_end_offset = _S8.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchResponse_FetchableTopicResponse_PartitionData_EpochEndOffset(f_epoch, f_end_offset, unknown), pos


# FetchResponse.FetchableTopicResponse.PartitionData.LeaderIdAndEpoch v12-18
def _dec_LeaderIdAndEpoch_90(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse.PartitionData.LeaderIdAndEpoch, int]:
    f_leader_id: int
    f_leader_epoch: int
    f_leader_id, f_leader_epoch = _S15.unpack_from(buf, pos)
    pos += 8
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchResponse_FetchableTopicResponse_PartitionData_LeaderIdAndEpoch(f_leader_id, f_leader_epoch, unknown), pos


# FetchResponse.FetchableTopicResponse.PartitionData.SnapshotId v12-18
def _dec_SnapshotId_91(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse.PartitionData.SnapshotId, int]:
    f_end_offset: int
    f_epoch: int
    f_end_offset, f_epoch = _S16.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchResponse_FetchableTopicResponse_PartitionData_SnapshotId(f_end_offset, f_epoch, unknown), pos


# FetchResponse.FetchableTopicResponse.PartitionData v12-18
def _dec_PartitionData_92(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse.PartitionData, int]:
    f_partition_index: int
    f_error_code: int
    f_high_watermark: int
    f_last_stable_offset: int
    f_log_start_offset: int
    f_diverging_epoch: FetchResponse.FetchableTopicResponse.PartitionData.EpochEndOffset | None = None
    f_current_leader: FetchResponse.FetchableTopicResponse.PartitionData.LeaderIdAndEpoch | None = None
    f_snapshot_id: FetchResponse.FetchableTopicResponse.PartitionData.SnapshotId | None = None
    f_aborted_transactions: list[FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction] | None
    f_preferred_read_replica: int
    f_records: Buffer | None
    f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, f_log_start_offset = _S13.unpack_from(buf, pos)
    pos += 30
    n_aborted_transactions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_aborted_transactions < 127 and n_aborted_transactions * 17 < len(buf) - pos:
        pos += 1
    else:
        n_aborted_transactions, pos = _p.dec_compact_nullable_array_len(buf, pos, 17)
    if n_aborted_transactions < 0:
        f_aborted_transactions = None
    else:
        l_aborted_transactions: list[FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction] = []
        for _ in range(n_aborted_transactions):
            e_aborted_transactions, pos = _dec_AbortedTransaction_88(buf, pos)
            l_aborted_transactions.append(e_aborted_transactions)
        f_aborted_transactions = l_aborted_transactions
    f_preferred_read_replica = _S10.unpack_from(buf, pos)[0]
    pos += 4
    f_records, pos = _p.dec_compact_records(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                f_diverging_epoch, q = _dec_EpochEndOffset_89(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            elif tag == 1:
                f_current_leader, q = _dec_LeaderIdAndEpoch_90(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '1')
            elif tag == 2:
                f_snapshot_id, q = _dec_SnapshotId_91(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '2')
            else:
                unknown[tag] = bytes(buf[q:end])
    if f_diverging_epoch is None:
        f_diverging_epoch = _FetchResponse_FetchableTopicResponse_PartitionData_EpochEndOffset()
    if f_current_leader is None:
        f_current_leader = _FetchResponse_FetchableTopicResponse_PartitionData_LeaderIdAndEpoch()
    if f_snapshot_id is None:
        f_snapshot_id = _FetchResponse_FetchableTopicResponse_PartitionData_SnapshotId()
    return _FetchResponse_FetchableTopicResponse_PartitionData(f_partition_index, f_error_code, f_high_watermark, f_last_stable_offset, f_log_start_offset, f_diverging_epoch, f_current_leader, f_snapshot_id, f_aborted_transactions, f_preferred_read_replica, f_records, unknown), pos


# FetchResponse.FetchableTopicResponse v12
def _dec_FetchableTopicResponse_93(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse, int]:
    f_topic: str
    f_partitions: list[FetchResponse.FetchableTopicResponse.PartitionData]
    c_topic = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic < 128 and pos + c_topic <= len(buf):
        f_topic = _p.utf8_slice(buf, pos + 1, pos + c_topic)
        pos += c_topic
    else:
        f_topic, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 37 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 37)
    l_partitions: list[FetchResponse.FetchableTopicResponse.PartitionData] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_PartitionData_92(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchResponse_FetchableTopicResponse(f_topic, _ZERO_UUID, f_partitions, unknown), pos


# FetchResponse v12
def _dec_FetchResponse_94(buf: memoryview, pos: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_session_id: int
    f_responses: list[FetchResponse.FetchableTopicResponse]
    f_throttle_time_ms, f_error_code, f_session_id = _S14.unpack_from(buf, pos)
    pos += 10
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 3 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_responses: list[FetchResponse.FetchableTopicResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_FetchableTopicResponse_93(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchResponse(f_throttle_time_ms, f_error_code, f_session_id, f_responses, [], unknown), pos


# FetchResponse.FetchableTopicResponse v13-18
def _dec_FetchableTopicResponse_95(buf: memoryview, pos: int) -> tuple[FetchResponse.FetchableTopicResponse, int]:
    f_topic_id: UUID
    f_partitions: list[FetchResponse.FetchableTopicResponse.PartitionData]
    u_topic_id = _S6.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 37 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 37)
    l_partitions: list[FetchResponse.FetchableTopicResponse.PartitionData] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_PartitionData_92(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchResponse_FetchableTopicResponse("", f_topic_id, f_partitions, unknown), pos


# FetchResponse v13-15
def _dec_FetchResponse_96(buf: memoryview, pos: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_session_id: int
    f_responses: list[FetchResponse.FetchableTopicResponse]
    f_throttle_time_ms, f_error_code, f_session_id = _S14.unpack_from(buf, pos)
    pos += 10
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 18 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_responses: list[FetchResponse.FetchableTopicResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_FetchableTopicResponse_95(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FetchResponse(f_throttle_time_ms, f_error_code, f_session_id, f_responses, [], unknown), pos


# FetchResponse.NodeEndpoint v16-18
def _dec_NodeEndpoint_97(buf: memoryview, pos: int) -> tuple[FetchResponse.NodeEndpoint, int]:
    f_node_id: int
    f_host: str
    f_port: int
    f_rack: str | None
    f_node_id = _S10.unpack_from(buf, pos)[0]
    pos += 4
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S10.unpack_from(buf, pos)[0]
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
    return _FetchResponse_NodeEndpoint(f_node_id, f_host, f_port, f_rack, unknown), pos


# FetchResponse v16-18
def _dec_FetchResponse_98(buf: memoryview, pos: int) -> tuple[FetchResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_session_id: int
    f_responses: list[FetchResponse.FetchableTopicResponse]
    f_node_endpoints: list[FetchResponse.NodeEndpoint]
    f_throttle_time_ms, f_error_code, f_session_id = _S14.unpack_from(buf, pos)
    pos += 10
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 18 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_responses: list[FetchResponse.FetchableTopicResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_FetchableTopicResponse_95(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    f_node_endpoints = []
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                n_node_endpoints = buf[q] - 1 if q < len(buf) else -1
                if 0 <= n_node_endpoints < 127 and n_node_endpoints * 11 < len(buf) - q:
                    q += 1
                else:
                    n_node_endpoints, q = _p.dec_compact_array_len(buf, q, 11)
                l_node_endpoints: list[FetchResponse.NodeEndpoint] = []
                for _ in range(n_node_endpoints):
                    e_node_endpoints, q = _dec_NodeEndpoint_97(buf, q)
                    l_node_endpoints.append(e_node_endpoints)
                f_node_endpoints = l_node_endpoints
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            else:
                unknown[tag] = bytes(buf[q:end])
    return _FetchResponse(f_throttle_time_ms, f_error_code, f_session_id, f_responses, f_node_endpoints, unknown), pos


FetchRequest._ENCODERS = (None, None, None, None, _enc_FetchRequest_3, _enc_FetchRequest_6, _enc_FetchRequest_6, _enc_FetchRequest_8, _enc_FetchRequest_8, _enc_FetchRequest_11, _enc_FetchRequest_11, _enc_FetchRequest_12, _enc_FetchRequest_16, _enc_FetchRequest_19, _enc_FetchRequest_19, _enc_FetchRequest_21, _enc_FetchRequest_21, _enc_FetchRequest_24, _enc_FetchRequest_27,)
FetchRequest._DECODERS = (None, None, None, None, _dec_FetchRequest_30, _dec_FetchRequest_33, _dec_FetchRequest_33, _dec_FetchRequest_35, _dec_FetchRequest_35, _dec_FetchRequest_38, _dec_FetchRequest_38, _dec_FetchRequest_39, _dec_FetchRequest_43, _dec_FetchRequest_46, _dec_FetchRequest_46, _dec_FetchRequest_48, _dec_FetchRequest_48, _dec_FetchRequest_51, _dec_FetchRequest_54,)
FetchResponse._ENCODERS = (None, None, None, None, _enc_FetchResponse_58, _enc_FetchResponse_61, _enc_FetchResponse_61, _enc_FetchResponse_62, _enc_FetchResponse_62, _enc_FetchResponse_62, _enc_FetchResponse_62, _enc_FetchResponse_65, _enc_FetchResponse_72, _enc_FetchResponse_74, _enc_FetchResponse_74, _enc_FetchResponse_74, _enc_FetchResponse_76, _enc_FetchResponse_76, _enc_FetchResponse_76,)
FetchResponse._DECODERS = (None, None, None, None, _dec_FetchResponse_80, _dec_FetchResponse_83, _dec_FetchResponse_83, _dec_FetchResponse_84, _dec_FetchResponse_84, _dec_FetchResponse_84, _dec_FetchResponse_84, _dec_FetchResponse_87, _dec_FetchResponse_94, _dec_FetchResponse_96, _dec_FetchResponse_96, _dec_FetchResponse_96, _dec_FetchResponse_98, _dec_FetchResponse_98, _dec_FetchResponse_98,)
FetchRequest.RESPONSE = FetchResponse
FetchResponse.REQUEST = FetchRequest
