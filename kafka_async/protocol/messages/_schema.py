# GENERATED from apache/kafka@1eb7644349cb07139d6a3c1ad1986979647cac99 by tools/gen_protocol.py; do not edit
"""Field summary of every generated struct, for tests and tooling.

The codec itself never imports this module.

Each row: (attribute, type, first version, last version, first nullable, last nullable,
tag or -1, first tagged, last tagged). Struct types are ``S:<qualname>``
(``[]S:<qualname>`` for arrays).
"""

from __future__ import annotations

FieldRow = tuple[str, str, int, int, int, int, int, int, int]

#: qualified class name -> its fields
SCHEMA: dict[str, tuple[FieldRow, ...]] = {
    'ProduceRequest': (
        ('transactional_id', 'string', 3, 32767, 3, 32767, -1, 1, 0),
        ('acks', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('topic_data', '[]S:ProduceRequest.TopicProduceData', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ProduceRequest.TopicProduceData': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partition_data', '[]S:ProduceRequest.TopicProduceData.PartitionProduceData', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ProduceRequest.TopicProduceData.PartitionProduceData': (
        ('index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('records', 'records', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'ProduceResponse': (
        ('responses', '[]S:ProduceResponse.TopicProduceResponse', 0, 32767, 1, 0, -1, 1, 0),
        ('throttle_time_ms', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('node_endpoints', '[]S:ProduceResponse.NodeEndpoint', 10, 32767, 1, 0, 0, 10, 32767),
    ),
    'ProduceResponse.TopicProduceResponse': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partition_responses', '[]S:ProduceResponse.TopicProduceResponse.PartitionProduceResponse', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ProduceResponse.TopicProduceResponse.PartitionProduceResponse': (
        ('index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('base_offset', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('log_append_time_ms', 'int64', 2, 32767, 1, 0, -1, 1, 0),
        ('log_start_offset', 'int64', 5, 32767, 1, 0, -1, 1, 0),
        ('record_errors', '[]S:ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage', 8, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 8, 32767, 8, 32767, -1, 1, 0),
        ('current_leader', 'S:ProduceResponse.TopicProduceResponse.PartitionProduceResponse.LeaderIdAndEpoch', 10, 32767, 1, 0, 0, 10, 32767),
    ),
    'ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage': (
        ('batch_index', 'int32', 8, 32767, 1, 0, -1, 1, 0),
        ('batch_index_error_message', 'string', 8, 32767, 8, 32767, -1, 1, 0),
    ),
    'ProduceResponse.TopicProduceResponse.PartitionProduceResponse.LeaderIdAndEpoch': (
        ('leader_id', 'int32', 10, 32767, 1, 0, -1, 1, 0),
        ('leader_epoch', 'int32', 10, 32767, 1, 0, -1, 1, 0),
    ),
    'ProduceResponse.NodeEndpoint': (
        ('node_id', 'int32', 10, 32767, 1, 0, -1, 1, 0),
        ('host', 'string', 10, 32767, 1, 0, -1, 1, 0),
        ('port', 'int32', 10, 32767, 1, 0, -1, 1, 0),
        ('rack', 'string', 10, 32767, 10, 32767, -1, 1, 0),
    ),
    'FetchRequest': (
        ('cluster_id', 'string', 12, 32767, 12, 32767, 0, 12, 32767),
        ('replica_id', 'int32', 0, 14, 1, 0, -1, 1, 0),
        ('replica_state', 'S:FetchRequest.ReplicaState', 15, 32767, 1, 0, 1, 15, 32767),
        ('max_wait_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('min_bytes', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('max_bytes', 'int32', 3, 32767, 1, 0, -1, 1, 0),
        ('isolation_level', 'int8', 4, 32767, 1, 0, -1, 1, 0),
        ('session_id', 'int32', 7, 32767, 1, 0, -1, 1, 0),
        ('session_epoch', 'int32', 7, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:FetchRequest.FetchTopic', 0, 32767, 1, 0, -1, 1, 0),
        ('forgotten_topics_data', '[]S:FetchRequest.ForgottenTopic', 7, 32767, 1, 0, -1, 1, 0),
        ('rack_id', 'string', 11, 32767, 1, 0, -1, 1, 0),
    ),
    'FetchRequest.ReplicaState': (
        ('replica_id', 'int32', 15, 32767, 1, 0, -1, 1, 0),
        ('replica_epoch', 'int64', 15, 32767, 1, 0, -1, 1, 0),
    ),
    'FetchRequest.FetchTopic': (
        ('topic', 'string', 0, 12, 1, 0, -1, 1, 0),
        ('topic_id', 'uuid', 13, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:FetchRequest.FetchTopic.FetchPartition', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'FetchRequest.FetchTopic.FetchPartition': (
        ('partition', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('current_leader_epoch', 'int32', 9, 32767, 1, 0, -1, 1, 0),
        ('fetch_offset', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('last_fetched_epoch', 'int32', 12, 32767, 1, 0, -1, 1, 0),
        ('log_start_offset', 'int64', 5, 32767, 1, 0, -1, 1, 0),
        ('partition_max_bytes', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('replica_directory_id', 'uuid', 17, 32767, 1, 0, 0, 17, 32767),
    ),
    'FetchRequest.ForgottenTopic': (
        ('topic', 'string', 7, 12, 1, 0, -1, 1, 0),
        ('topic_id', 'uuid', 13, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]int32', 7, 32767, 1, 0, -1, 1, 0),
    ),
    'FetchResponse': (
        ('throttle_time_ms', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 7, 32767, 1, 0, -1, 1, 0),
        ('session_id', 'int32', 7, 32767, 1, 0, -1, 1, 0),
        ('responses', '[]S:FetchResponse.FetchableTopicResponse', 0, 32767, 1, 0, -1, 1, 0),
        ('node_endpoints', '[]S:FetchResponse.NodeEndpoint', 16, 32767, 1, 0, 0, 16, 32767),
    ),
    'FetchResponse.FetchableTopicResponse': (
        ('topic', 'string', 0, 12, 1, 0, -1, 1, 0),
        ('topic_id', 'uuid', 13, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:FetchResponse.FetchableTopicResponse.PartitionData', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'FetchResponse.FetchableTopicResponse.PartitionData': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('high_watermark', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('last_stable_offset', 'int64', 4, 32767, 1, 0, -1, 1, 0),
        ('log_start_offset', 'int64', 5, 32767, 1, 0, -1, 1, 0),
        ('diverging_epoch', 'S:FetchResponse.FetchableTopicResponse.PartitionData.EpochEndOffset', 12, 32767, 1, 0, 0, 12, 32767),
        ('current_leader', 'S:FetchResponse.FetchableTopicResponse.PartitionData.LeaderIdAndEpoch', 12, 32767, 1, 0, 1, 12, 32767),
        ('snapshot_id', 'S:FetchResponse.FetchableTopicResponse.PartitionData.SnapshotId', 12, 32767, 1, 0, 2, 12, 32767),
        ('aborted_transactions', '[]S:FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction', 4, 32767, 4, 32767, -1, 1, 0),
        ('preferred_read_replica', 'int32', 11, 32767, 1, 0, -1, 1, 0),
        ('records', 'records', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'FetchResponse.FetchableTopicResponse.PartitionData.EpochEndOffset': (
        ('epoch', 'int32', 12, 32767, 1, 0, -1, 1, 0),
        ('end_offset', 'int64', 12, 32767, 1, 0, -1, 1, 0),
    ),
    'FetchResponse.FetchableTopicResponse.PartitionData.LeaderIdAndEpoch': (
        ('leader_id', 'int32', 12, 32767, 1, 0, -1, 1, 0),
        ('leader_epoch', 'int32', 12, 32767, 1, 0, -1, 1, 0),
    ),
    'FetchResponse.FetchableTopicResponse.PartitionData.SnapshotId': (
        ('end_offset', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('epoch', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'FetchResponse.FetchableTopicResponse.PartitionData.AbortedTransaction': (
        ('producer_id', 'int64', 4, 32767, 1, 0, -1, 1, 0),
        ('first_offset', 'int64', 4, 32767, 1, 0, -1, 1, 0),
    ),
    'FetchResponse.NodeEndpoint': (
        ('node_id', 'int32', 16, 32767, 1, 0, -1, 1, 0),
        ('host', 'string', 16, 32767, 1, 0, -1, 1, 0),
        ('port', 'int32', 16, 32767, 1, 0, -1, 1, 0),
        ('rack', 'string', 16, 32767, 16, 32767, -1, 1, 0),
    ),
    'ListOffsetsRequest': (
        ('replica_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('isolation_level', 'int8', 2, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:ListOffsetsRequest.ListOffsetsTopic', 0, 32767, 1, 0, -1, 1, 0),
        ('timeout_ms', 'int32', 10, 32767, 1, 0, -1, 1, 0),
    ),
    'ListOffsetsRequest.ListOffsetsTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('current_leader_epoch', 'int32', 4, 32767, 1, 0, -1, 1, 0),
        ('timestamp', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('max_num_offsets', 'int32', 0, 0, 1, 0, -1, 1, 0),
    ),
    'ListOffsetsResponse': (
        ('throttle_time_ms', 'int32', 2, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:ListOffsetsResponse.ListOffsetsTopicResponse', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ListOffsetsResponse.ListOffsetsTopicResponse': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('old_style_offsets', '[]int64', 0, 0, 1, 0, -1, 1, 0),
        ('timestamp', 'int64', 1, 32767, 1, 0, -1, 1, 0),
        ('offset', 'int64', 1, 32767, 1, 0, -1, 1, 0),
        ('leader_epoch', 'int32', 4, 32767, 1, 0, -1, 1, 0),
    ),
    'MetadataRequest': (
        ('topics', '[]S:MetadataRequest.MetadataRequestTopic', 0, 32767, 1, 32767, -1, 1, 0),
        ('allow_auto_topic_creation', 'bool', 4, 32767, 1, 0, -1, 1, 0),
        ('include_cluster_authorized_operations', 'bool', 8, 10, 1, 0, -1, 1, 0),
        ('include_topic_authorized_operations', 'bool', 8, 32767, 1, 0, -1, 1, 0),
    ),
    'MetadataRequest.MetadataRequestTopic': (
        ('topic_id', 'uuid', 10, 32767, 1, 0, -1, 1, 0),
        ('name', 'string', 0, 32767, 10, 32767, -1, 1, 0),
    ),
    'MetadataResponse': (
        ('throttle_time_ms', 'int32', 3, 32767, 1, 0, -1, 1, 0),
        ('brokers', '[]S:MetadataResponse.MetadataResponseBroker', 0, 32767, 1, 0, -1, 1, 0),
        ('cluster_id', 'string', 2, 32767, 2, 32767, -1, 1, 0),
        ('controller_id', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:MetadataResponse.MetadataResponseTopic', 0, 32767, 1, 0, -1, 1, 0),
        ('cluster_authorized_operations', 'int32', 8, 10, 1, 0, -1, 1, 0),
    ),
    'MetadataResponse.MetadataResponseBroker': (
        ('node_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('host', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('port', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('rack', 'string', 1, 32767, 1, 32767, -1, 1, 0),
    ),
    'MetadataResponse.MetadataResponseTopic': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('name', 'string', 0, 32767, 12, 32767, -1, 1, 0),
        ('topic_id', 'uuid', 10, 32767, 1, 0, -1, 1, 0),
        ('is_internal', 'bool', 1, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:MetadataResponse.MetadataResponseTopic.MetadataResponsePartition', 0, 32767, 1, 0, -1, 1, 0),
        ('topic_authorized_operations', 'int32', 8, 32767, 1, 0, -1, 1, 0),
    ),
    'MetadataResponse.MetadataResponseTopic.MetadataResponsePartition': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('leader_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('leader_epoch', 'int32', 7, 32767, 1, 0, -1, 1, 0),
        ('replica_nodes', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
        ('isr_nodes', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
        ('offline_replicas', '[]int32', 5, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetCommitRequest': (
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('generation_id_or_member_epoch', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('member_id', 'string', 1, 32767, 1, 0, -1, 1, 0),
        ('group_instance_id', 'string', 7, 32767, 7, 32767, -1, 1, 0),
        ('retention_time_ms', 'int64', 2, 4, 1, 0, -1, 1, 0),
        ('topics', '[]S:OffsetCommitRequest.OffsetCommitRequestTopic', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetCommitRequest.OffsetCommitRequestTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('committed_offset', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('committed_leader_epoch', 'int32', 6, 32767, 1, 0, -1, 1, 0),
        ('commit_timestamp', 'int64', 1, 1, 1, 0, -1, 1, 0),
        ('committed_metadata', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'OffsetCommitResponse': (
        ('throttle_time_ms', 'int32', 3, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:OffsetCommitResponse.OffsetCommitResponseTopic', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetCommitResponse.OffsetCommitResponseTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetCommitResponse.OffsetCommitResponseTopic.OffsetCommitResponsePartition': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetFetchRequest': (
        ('group_id', 'string', 0, 7, 1, 0, -1, 1, 0),
        ('topics', '[]S:OffsetFetchRequest.OffsetFetchRequestTopic', 0, 7, 2, 7, -1, 1, 0),
        ('groups', '[]S:OffsetFetchRequest.OffsetFetchRequestGroup', 8, 32767, 1, 0, -1, 1, 0),
        ('require_stable', 'bool', 7, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetFetchRequest.OffsetFetchRequestTopic': (
        ('name', 'string', 0, 7, 1, 0, -1, 1, 0),
        ('partition_indexes', '[]int32', 0, 7, 1, 0, -1, 1, 0),
    ),
    'OffsetFetchRequest.OffsetFetchRequestGroup': (
        ('group_id', 'string', 8, 32767, 1, 0, -1, 1, 0),
        ('member_id', 'string', 9, 32767, 9, 32767, -1, 1, 0),
        ('member_epoch', 'int32', 9, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics', 8, 32767, 8, 32767, -1, 1, 0),
    ),
    'OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics': (
        ('name', 'string', 8, 32767, 1, 0, -1, 1, 0),
        ('partition_indexes', '[]int32', 8, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetFetchResponse': (
        ('throttle_time_ms', 'int32', 3, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:OffsetFetchResponse.OffsetFetchResponseTopic', 0, 7, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 2, 7, 1, 0, -1, 1, 0),
        ('groups', '[]S:OffsetFetchResponse.OffsetFetchResponseGroup', 8, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetFetchResponse.OffsetFetchResponseTopic': (
        ('name', 'string', 0, 7, 1, 0, -1, 1, 0),
        ('partitions', '[]S:OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition', 0, 7, 1, 0, -1, 1, 0),
    ),
    'OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition': (
        ('partition_index', 'int32', 0, 7, 1, 0, -1, 1, 0),
        ('committed_offset', 'int64', 0, 7, 1, 0, -1, 1, 0),
        ('committed_leader_epoch', 'int32', 5, 7, 1, 0, -1, 1, 0),
        ('metadata', 'string', 0, 7, 0, 7, -1, 1, 0),
        ('error_code', 'int16', 0, 7, 1, 0, -1, 1, 0),
    ),
    'OffsetFetchResponse.OffsetFetchResponseGroup': (
        ('group_id', 'string', 8, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics', 8, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 8, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics': (
        ('name', 'string', 8, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions', 8, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions': (
        ('partition_index', 'int32', 8, 32767, 1, 0, -1, 1, 0),
        ('committed_offset', 'int64', 8, 32767, 1, 0, -1, 1, 0),
        ('committed_leader_epoch', 'int32', 8, 32767, 1, 0, -1, 1, 0),
        ('metadata', 'string', 8, 32767, 8, 32767, -1, 1, 0),
        ('error_code', 'int16', 8, 32767, 1, 0, -1, 1, 0),
    ),
    'FindCoordinatorRequest': (
        ('key', 'string', 0, 3, 1, 0, -1, 1, 0),
        ('key_type', 'int8', 1, 32767, 1, 0, -1, 1, 0),
        ('coordinator_keys', '[]string', 4, 32767, 1, 0, -1, 1, 0),
    ),
    'FindCoordinatorResponse': (
        ('throttle_time_ms', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 3, 1, 0, -1, 1, 0),
        ('error_message', 'string', 1, 3, 1, 3, -1, 1, 0),
        ('node_id', 'int32', 0, 3, 1, 0, -1, 1, 0),
        ('host', 'string', 0, 3, 1, 0, -1, 1, 0),
        ('port', 'int32', 0, 3, 1, 0, -1, 1, 0),
        ('coordinators', '[]S:FindCoordinatorResponse.Coordinator', 4, 32767, 1, 0, -1, 1, 0),
    ),
    'FindCoordinatorResponse.Coordinator': (
        ('key', 'string', 4, 32767, 1, 0, -1, 1, 0),
        ('node_id', 'int32', 4, 32767, 1, 0, -1, 1, 0),
        ('host', 'string', 4, 32767, 1, 0, -1, 1, 0),
        ('port', 'int32', 4, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 4, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 4, 32767, 4, 32767, -1, 1, 0),
    ),
    'JoinGroupRequest': (
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('session_timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('rebalance_timeout_ms', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('member_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('group_instance_id', 'string', 5, 32767, 5, 32767, -1, 1, 0),
        ('protocol_type', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('protocols', '[]S:JoinGroupRequest.JoinGroupRequestProtocol', 0, 32767, 1, 0, -1, 1, 0),
        ('reason', 'string', 8, 32767, 8, 32767, -1, 1, 0),
    ),
    'JoinGroupRequest.JoinGroupRequestProtocol': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('metadata', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'JoinGroupResponse': (
        ('throttle_time_ms', 'int32', 2, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('generation_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('protocol_type', 'string', 7, 32767, 7, 32767, -1, 1, 0),
        ('protocol_name', 'string', 0, 32767, 7, 32767, -1, 1, 0),
        ('leader', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('skip_assignment', 'bool', 9, 32767, 1, 0, -1, 1, 0),
        ('member_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('members', '[]S:JoinGroupResponse.JoinGroupResponseMember', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'JoinGroupResponse.JoinGroupResponseMember': (
        ('member_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('group_instance_id', 'string', 5, 32767, 5, 32767, -1, 1, 0),
        ('metadata', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'HeartbeatRequest': (
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('generation_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('member_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('group_instance_id', 'string', 3, 32767, 3, 32767, -1, 1, 0),
    ),
    'HeartbeatResponse': (
        ('throttle_time_ms', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'LeaveGroupRequest': (
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('member_id', 'string', 0, 2, 1, 0, -1, 1, 0),
        ('members', '[]S:LeaveGroupRequest.MemberIdentity', 3, 32767, 1, 0, -1, 1, 0),
    ),
    'LeaveGroupRequest.MemberIdentity': (
        ('member_id', 'string', 3, 32767, 1, 0, -1, 1, 0),
        ('group_instance_id', 'string', 3, 32767, 3, 32767, -1, 1, 0),
        ('reason', 'string', 5, 32767, 5, 32767, -1, 1, 0),
    ),
    'LeaveGroupResponse': (
        ('throttle_time_ms', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('members', '[]S:LeaveGroupResponse.MemberResponse', 3, 32767, 1, 0, -1, 1, 0),
    ),
    'LeaveGroupResponse.MemberResponse': (
        ('member_id', 'string', 3, 32767, 1, 0, -1, 1, 0),
        ('group_instance_id', 'string', 3, 32767, 3, 32767, -1, 1, 0),
        ('error_code', 'int16', 3, 32767, 1, 0, -1, 1, 0),
    ),
    'SyncGroupRequest': (
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('generation_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('member_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('group_instance_id', 'string', 3, 32767, 3, 32767, -1, 1, 0),
        ('protocol_type', 'string', 5, 32767, 5, 32767, -1, 1, 0),
        ('protocol_name', 'string', 5, 32767, 5, 32767, -1, 1, 0),
        ('assignments', '[]S:SyncGroupRequest.SyncGroupRequestAssignment', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'SyncGroupRequest.SyncGroupRequestAssignment': (
        ('member_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('assignment', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'SyncGroupResponse': (
        ('throttle_time_ms', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('protocol_type', 'string', 5, 32767, 5, 32767, -1, 1, 0),
        ('protocol_name', 'string', 5, 32767, 5, 32767, -1, 1, 0),
        ('assignment', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeGroupsRequest': (
        ('groups', '[]string', 0, 32767, 1, 0, -1, 1, 0),
        ('include_authorized_operations', 'bool', 3, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeGroupsResponse': (
        ('throttle_time_ms', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('groups', '[]S:DescribeGroupsResponse.DescribedGroup', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeGroupsResponse.DescribedGroup': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('group_state', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('protocol_type', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('protocol_data', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('members', '[]S:DescribeGroupsResponse.DescribedGroup.DescribedGroupMember', 0, 32767, 1, 0, -1, 1, 0),
        ('authorized_operations', 'int32', 3, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeGroupsResponse.DescribedGroup.DescribedGroupMember': (
        ('member_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('group_instance_id', 'string', 4, 32767, 4, 32767, -1, 1, 0),
        ('client_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('client_host', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('member_metadata', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
        ('member_assignment', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ListGroupsRequest': (
        ('states_filter', '[]string', 4, 32767, 1, 0, -1, 1, 0),
        ('types_filter', '[]string', 5, 32767, 1, 0, -1, 1, 0),
    ),
    'ListGroupsResponse': (
        ('throttle_time_ms', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('groups', '[]S:ListGroupsResponse.ListedGroup', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ListGroupsResponse.ListedGroup': (
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('protocol_type', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('group_state', 'string', 4, 32767, 1, 0, -1, 1, 0),
        ('group_type', 'string', 5, 32767, 1, 0, -1, 1, 0),
    ),
    'SaslHandshakeRequest': (
        ('mechanism', 'string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'SaslHandshakeResponse': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('mechanisms', '[]string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ApiVersionsRequest': (
        ('client_software_name', 'string', 3, 32767, 1, 0, -1, 1, 0),
        ('client_software_version', 'string', 3, 32767, 1, 0, -1, 1, 0),
    ),
    'ApiVersionsResponse': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('api_keys', '[]S:ApiVersionsResponse.ApiVersion', 0, 32767, 1, 0, -1, 1, 0),
        ('throttle_time_ms', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('supported_features', '[]S:ApiVersionsResponse.SupportedFeatureKey', 3, 32767, 1, 0, 0, 3, 32767),
        ('finalized_features_epoch', 'int64', 3, 32767, 1, 0, 1, 3, 32767),
        ('finalized_features', '[]S:ApiVersionsResponse.FinalizedFeatureKey', 3, 32767, 1, 0, 2, 3, 32767),
        ('zk_migration_ready', 'bool', 3, 32767, 1, 0, 3, 3, 32767),
    ),
    'ApiVersionsResponse.ApiVersion': (
        ('api_key', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('min_version', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('max_version', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ApiVersionsResponse.SupportedFeatureKey': (
        ('name', 'string', 3, 32767, 1, 0, -1, 1, 0),
        ('min_version', 'int16', 3, 32767, 1, 0, -1, 1, 0),
        ('max_version', 'int16', 3, 32767, 1, 0, -1, 1, 0),
    ),
    'ApiVersionsResponse.FinalizedFeatureKey': (
        ('name', 'string', 3, 32767, 1, 0, -1, 1, 0),
        ('max_version_level', 'int16', 3, 32767, 1, 0, -1, 1, 0),
        ('min_version_level', 'int16', 3, 32767, 1, 0, -1, 1, 0),
    ),
    'CreateTopicsRequest': (
        ('topics', '[]S:CreateTopicsRequest.CreatableTopic', 0, 32767, 1, 0, -1, 1, 0),
        ('timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('validate_only', 'bool', 1, 32767, 1, 0, -1, 1, 0),
    ),
    'CreateTopicsRequest.CreatableTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('num_partitions', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('replication_factor', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('assignments', '[]S:CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment', 0, 32767, 1, 0, -1, 1, 0),
        ('configs', '[]S:CreateTopicsRequest.CreatableTopic.CreatableTopicConfig', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('broker_ids', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'CreateTopicsRequest.CreatableTopic.CreatableTopicConfig': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('value', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'CreateTopicsResponse': (
        ('throttle_time_ms', 'int32', 2, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:CreateTopicsResponse.CreatableTopicResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'CreateTopicsResponse.CreatableTopicResult': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('topic_id', 'uuid', 7, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 1, 32767, 0, 32767, -1, 1, 0),
        ('topic_config_error_code', 'int16', 5, 32767, 1, 0, 0, 5, 32767),
        ('num_partitions', 'int32', 5, 32767, 1, 0, -1, 1, 0),
        ('replication_factor', 'int16', 5, 32767, 1, 0, -1, 1, 0),
        ('configs', '[]S:CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs', 5, 32767, 5, 32767, -1, 1, 0),
    ),
    'CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs': (
        ('name', 'string', 5, 32767, 1, 0, -1, 1, 0),
        ('value', 'string', 5, 32767, 5, 32767, -1, 1, 0),
        ('read_only', 'bool', 5, 32767, 1, 0, -1, 1, 0),
        ('config_source', 'int8', 5, 32767, 1, 0, -1, 1, 0),
        ('is_sensitive', 'bool', 5, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteTopicsRequest': (
        ('topics', '[]S:DeleteTopicsRequest.DeleteTopicState', 6, 32767, 1, 0, -1, 1, 0),
        ('topic_names', '[]string', 0, 5, 1, 0, -1, 1, 0),
        ('timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteTopicsRequest.DeleteTopicState': (
        ('name', 'string', 6, 32767, 6, 32767, -1, 1, 0),
        ('topic_id', 'uuid', 6, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteTopicsResponse': (
        ('throttle_time_ms', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('responses', '[]S:DeleteTopicsResponse.DeletableTopicResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteTopicsResponse.DeletableTopicResult': (
        ('name', 'string', 0, 32767, 6, 32767, -1, 1, 0),
        ('topic_id', 'uuid', 6, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 5, 32767, 5, 32767, -1, 1, 0),
    ),
    'DeleteRecordsRequest': (
        ('topics', '[]S:DeleteRecordsRequest.DeleteRecordsTopic', 0, 32767, 1, 0, -1, 1, 0),
        ('timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteRecordsRequest.DeleteRecordsTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('offset', 'int64', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteRecordsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:DeleteRecordsResponse.DeleteRecordsTopicResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteRecordsResponse.DeleteRecordsTopicResult': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('low_watermark', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'InitProducerIdRequest': (
        ('transactional_id', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('transaction_timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_id', 'int64', 3, 32767, 1, 0, -1, 1, 0),
        ('producer_epoch', 'int16', 3, 32767, 1, 0, -1, 1, 0),
    ),
    'InitProducerIdResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_id', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_epoch', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetForLeaderEpochRequest': (
        ('replica_id', 'int32', 3, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:OffsetForLeaderEpochRequest.OffsetForLeaderTopic', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetForLeaderEpochRequest.OffsetForLeaderTopic': (
        ('topic', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition': (
        ('partition', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('current_leader_epoch', 'int32', 2, 32767, 1, 0, -1, 1, 0),
        ('leader_epoch', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetForLeaderEpochResponse': (
        ('throttle_time_ms', 'int32', 2, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult': (
        ('topic', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult.EpochEndOffset': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('partition', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('leader_epoch', 'int32', 1, 32767, 1, 0, -1, 1, 0),
        ('end_offset', 'int64', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AddPartitionsToTxnRequest': (
        ('transactions', '[]S:AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction', 4, 32767, 1, 0, -1, 1, 0),
        ('v3_and_below_transactional_id', 'string', 0, 3, 1, 0, -1, 1, 0),
        ('v3_and_below_producer_id', 'int64', 0, 3, 1, 0, -1, 1, 0),
        ('v3_and_below_producer_epoch', 'int16', 0, 3, 1, 0, -1, 1, 0),
        ('v3_and_below_topics', '[]S:AddPartitionsToTxnRequest.AddPartitionsToTxnTopic', 0, 3, 1, 0, -1, 1, 0),
    ),
    'AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction': (
        ('transactional_id', 'string', 4, 32767, 1, 0, -1, 1, 0),
        ('producer_id', 'int64', 4, 32767, 1, 0, -1, 1, 0),
        ('producer_epoch', 'int16', 4, 32767, 1, 0, -1, 1, 0),
        ('verify_only', 'bool', 4, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:AddPartitionsToTxnRequest.AddPartitionsToTxnTopic', 4, 32767, 1, 0, -1, 1, 0),
    ),
    'AddPartitionsToTxnRequest.AddPartitionsToTxnTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AddPartitionsToTxnResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 4, 32767, 1, 0, -1, 1, 0),
        ('results_by_transaction', '[]S:AddPartitionsToTxnResponse.AddPartitionsToTxnResult', 4, 32767, 1, 0, -1, 1, 0),
        ('results_by_topic_v3_and_below', '[]S:AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult', 0, 3, 1, 0, -1, 1, 0),
    ),
    'AddPartitionsToTxnResponse.AddPartitionsToTxnResult': (
        ('transactional_id', 'string', 4, 32767, 1, 0, -1, 1, 0),
        ('topic_results', '[]S:AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult', 4, 32767, 1, 0, -1, 1, 0),
    ),
    'AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('results_by_partition', '[]S:AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('partition_error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AddOffsetsToTxnRequest': (
        ('transactional_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_id', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_epoch', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AddOffsetsToTxnResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'EndTxnRequest': (
        ('transactional_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_id', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_epoch', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('committed', 'bool', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'EndTxnResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_id', 'int64', 5, 32767, 1, 0, -1, 1, 0),
        ('producer_epoch', 'int16', 5, 32767, 1, 0, -1, 1, 0),
    ),
    'WriteTxnMarkersRequest': (
        ('markers', '[]S:WriteTxnMarkersRequest.WritableTxnMarker', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'WriteTxnMarkersRequest.WritableTxnMarker': (
        ('producer_id', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_epoch', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('transaction_result', 'bool', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic', 0, 32767, 1, 0, -1, 1, 0),
        ('coordinator_epoch', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partition_indexes', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'WriteTxnMarkersResponse': (
        ('markers', '[]S:WriteTxnMarkersResponse.WritableTxnMarkerResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'WriteTxnMarkersResponse.WritableTxnMarkerResult': (
        ('producer_id', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult.WritableTxnMarkerPartitionResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult.WritableTxnMarkerPartitionResult': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'TxnOffsetCommitRequest': (
        ('transactional_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_id', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_epoch', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('generation_id', 'int32', 3, 32767, 1, 0, -1, 1, 0),
        ('member_id', 'string', 3, 32767, 1, 0, -1, 1, 0),
        ('group_instance_id', 'string', 3, 32767, 3, 32767, -1, 1, 0),
        ('topics', '[]S:TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic.TxnOffsetCommitRequestPartition': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('committed_offset', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('committed_leader_epoch', 'int32', 2, 32767, 1, 0, -1, 1, 0),
        ('committed_metadata', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'TxnOffsetCommitResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'TxnOffsetCommitResponse.TxnOffsetCommitResponseTopic.TxnOffsetCommitResponsePartition': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeAclsRequest': (
        ('resource_type_filter', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('resource_name_filter', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('pattern_type_filter', 'int8', 1, 32767, 1, 0, -1, 1, 0),
        ('principal_filter', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('host_filter', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('operation', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('permission_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeAclsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('resources', '[]S:DescribeAclsResponse.DescribeAclsResource', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeAclsResponse.DescribeAclsResource': (
        ('resource_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('resource_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('pattern_type', 'int8', 1, 32767, 1, 0, -1, 1, 0),
        ('acls', '[]S:DescribeAclsResponse.DescribeAclsResource.AclDescription', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeAclsResponse.DescribeAclsResource.AclDescription': (
        ('principal', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('host', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('operation', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('permission_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'CreateAclsRequest': (
        ('creations', '[]S:CreateAclsRequest.AclCreation', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'CreateAclsRequest.AclCreation': (
        ('resource_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('resource_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('resource_pattern_type', 'int8', 1, 32767, 1, 0, -1, 1, 0),
        ('principal', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('host', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('operation', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('permission_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'CreateAclsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('results', '[]S:CreateAclsResponse.AclCreationResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'CreateAclsResponse.AclCreationResult': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DeleteAclsRequest': (
        ('filters', '[]S:DeleteAclsRequest.DeleteAclsFilter', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteAclsRequest.DeleteAclsFilter': (
        ('resource_type_filter', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('resource_name_filter', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('pattern_type_filter', 'int8', 1, 32767, 1, 0, -1, 1, 0),
        ('principal_filter', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('host_filter', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('operation', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('permission_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteAclsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('filter_results', '[]S:DeleteAclsResponse.DeleteAclsFilterResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteAclsResponse.DeleteAclsFilterResult': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('matching_acls', '[]S:DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('resource_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('resource_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('pattern_type', 'int8', 1, 32767, 1, 0, -1, 1, 0),
        ('principal', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('host', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('operation', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('permission_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeConfigsRequest': (
        ('resources', '[]S:DescribeConfigsRequest.DescribeConfigsResource', 0, 32767, 1, 0, -1, 1, 0),
        ('include_synonyms', 'bool', 1, 32767, 1, 0, -1, 1, 0),
        ('include_documentation', 'bool', 3, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeConfigsRequest.DescribeConfigsResource': (
        ('resource_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('resource_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('configuration_keys', '[]string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeConfigsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('results', '[]S:DescribeConfigsResponse.DescribeConfigsResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeConfigsResponse.DescribeConfigsResult': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('resource_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('resource_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('configs', '[]S:DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('value', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('read_only', 'bool', 0, 32767, 1, 0, -1, 1, 0),
        ('is_default', 'bool', 0, 0, 1, 0, -1, 1, 0),
        ('config_source', 'int8', 1, 32767, 1, 0, -1, 1, 0),
        ('is_sensitive', 'bool', 0, 32767, 1, 0, -1, 1, 0),
        ('synonyms', '[]S:DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym', 1, 32767, 1, 0, -1, 1, 0),
        ('config_type', 'int8', 3, 32767, 1, 0, -1, 1, 0),
        ('documentation', 'string', 3, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym': (
        ('name', 'string', 1, 32767, 1, 0, -1, 1, 0),
        ('value', 'string', 1, 32767, 0, 32767, -1, 1, 0),
        ('source', 'int8', 1, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterConfigsRequest': (
        ('resources', '[]S:AlterConfigsRequest.AlterConfigsResource', 0, 32767, 1, 0, -1, 1, 0),
        ('validate_only', 'bool', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterConfigsRequest.AlterConfigsResource': (
        ('resource_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('resource_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('configs', '[]S:AlterConfigsRequest.AlterConfigsResource.AlterableConfig', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterConfigsRequest.AlterConfigsResource.AlterableConfig': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('value', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'AlterConfigsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('responses', '[]S:AlterConfigsResponse.AlterConfigsResourceResponse', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterConfigsResponse.AlterConfigsResourceResponse': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('resource_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('resource_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterReplicaLogDirsRequest': (
        ('dirs', '[]S:AlterReplicaLogDirsRequest.AlterReplicaLogDir', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterReplicaLogDirsRequest.AlterReplicaLogDir': (
        ('path', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterReplicaLogDirsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('results', '[]S:AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult': (
        ('topic_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeLogDirsRequest': (
        ('topics', '[]S:DescribeLogDirsRequest.DescribableLogDirTopic', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeLogDirsRequest.DescribableLogDirTopic': (
        ('topic', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeLogDirsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 3, 32767, 1, 0, -1, 1, 0),
        ('results', '[]S:DescribeLogDirsResponse.DescribeLogDirsResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeLogDirsResponse.DescribeLogDirsResult': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('log_dir', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic', 0, 32767, 1, 0, -1, 1, 0),
        ('total_bytes', 'int64', 4, 32767, 1, 0, -1, 1, 0),
        ('usable_bytes', 'int64', 4, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('partition_size', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('offset_lag', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('is_future_key', 'bool', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'SaslAuthenticateRequest': (
        ('auth_bytes', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'SaslAuthenticateResponse': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('auth_bytes', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
        ('session_lifetime_ms', 'int64', 1, 32767, 1, 0, -1, 1, 0),
    ),
    'CreatePartitionsRequest': (
        ('topics', '[]S:CreatePartitionsRequest.CreatePartitionsTopic', 0, 32767, 1, 0, -1, 1, 0),
        ('timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('validate_only', 'bool', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'CreatePartitionsRequest.CreatePartitionsTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('count', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('assignments', '[]S:CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment': (
        ('broker_ids', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'CreatePartitionsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('results', '[]S:CreatePartitionsResponse.CreatePartitionsTopicResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'CreatePartitionsResponse.CreatePartitionsTopicResult': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'CreateDelegationTokenRequest': (
        ('owner_principal_type', 'string', 3, 32767, 3, 32767, -1, 1, 0),
        ('owner_principal_name', 'string', 3, 32767, 3, 32767, -1, 1, 0),
        ('renewers', '[]S:CreateDelegationTokenRequest.CreatableRenewers', 0, 32767, 1, 0, -1, 1, 0),
        ('max_lifetime_ms', 'int64', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'CreateDelegationTokenRequest.CreatableRenewers': (
        ('principal_type', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('principal_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'CreateDelegationTokenResponse': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('principal_type', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('principal_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('token_requester_principal_type', 'string', 3, 32767, 1, 0, -1, 1, 0),
        ('token_requester_principal_name', 'string', 3, 32767, 1, 0, -1, 1, 0),
        ('issue_timestamp_ms', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('expiry_timestamp_ms', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('max_timestamp_ms', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('token_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('hmac', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'RenewDelegationTokenRequest': (
        ('hmac', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
        ('renew_period_ms', 'int64', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'RenewDelegationTokenResponse': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('expiry_timestamp_ms', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ExpireDelegationTokenRequest': (
        ('hmac', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
        ('expiry_time_period_ms', 'int64', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ExpireDelegationTokenResponse': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('expiry_timestamp_ms', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeDelegationTokenRequest': (
        ('owners', '[]S:DescribeDelegationTokenRequest.DescribeDelegationTokenOwner', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeDelegationTokenRequest.DescribeDelegationTokenOwner': (
        ('principal_type', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('principal_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeDelegationTokenResponse': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('tokens', '[]S:DescribeDelegationTokenResponse.DescribedDelegationToken', 0, 32767, 1, 0, -1, 1, 0),
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeDelegationTokenResponse.DescribedDelegationToken': (
        ('principal_type', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('principal_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('token_requester_principal_type', 'string', 3, 32767, 1, 0, -1, 1, 0),
        ('token_requester_principal_name', 'string', 3, 32767, 1, 0, -1, 1, 0),
        ('issue_timestamp', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('expiry_timestamp', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('max_timestamp', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('token_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('hmac', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
        ('renewers', '[]S:DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer': (
        ('principal_type', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('principal_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteGroupsRequest': (
        ('groups_names', '[]string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteGroupsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('results', '[]S:DeleteGroupsResponse.DeletableGroupResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DeleteGroupsResponse.DeletableGroupResult': (
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ElectLeadersRequest': (
        ('election_type', 'int8', 1, 32767, 1, 0, -1, 1, 0),
        ('topic_partitions', '[]S:ElectLeadersRequest.TopicPartitions', 0, 32767, 0, 32767, -1, 1, 0),
        ('timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ElectLeadersRequest.TopicPartitions': (
        ('topic', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ElectLeadersResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 1, 32767, 1, 0, -1, 1, 0),
        ('replica_election_results', '[]S:ElectLeadersResponse.ReplicaElectionResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ElectLeadersResponse.ReplicaElectionResult': (
        ('topic', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partition_result', '[]S:ElectLeadersResponse.ReplicaElectionResult.PartitionResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ElectLeadersResponse.ReplicaElectionResult.PartitionResult': (
        ('partition_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'IncrementalAlterConfigsRequest': (
        ('resources', '[]S:IncrementalAlterConfigsRequest.AlterConfigsResource', 0, 32767, 1, 0, -1, 1, 0),
        ('validate_only', 'bool', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'IncrementalAlterConfigsRequest.AlterConfigsResource': (
        ('resource_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('resource_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('configs', '[]S:IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('config_operation', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('value', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'IncrementalAlterConfigsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('responses', '[]S:IncrementalAlterConfigsResponse.AlterConfigsResourceResponse', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'IncrementalAlterConfigsResponse.AlterConfigsResourceResponse': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('resource_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('resource_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterPartitionReassignmentsRequest': (
        ('timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:AlterPartitionReassignmentsRequest.ReassignableTopic', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterPartitionReassignmentsRequest.ReassignableTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:AlterPartitionReassignmentsRequest.ReassignableTopic.ReassignablePartition', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterPartitionReassignmentsRequest.ReassignableTopic.ReassignablePartition': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('replicas', '[]int32', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'AlterPartitionReassignmentsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('responses', '[]S:AlterPartitionReassignmentsResponse.ReassignableTopicResponse', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterPartitionReassignmentsResponse.ReassignableTopicResponse': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:AlterPartitionReassignmentsResponse.ReassignableTopicResponse.ReassignablePartitionResponse', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterPartitionReassignmentsResponse.ReassignableTopicResponse.ReassignablePartitionResponse': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'ListPartitionReassignmentsRequest': (
        ('timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partition_indexes', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ListPartitionReassignmentsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('topics', '[]S:ListPartitionReassignmentsResponse.OngoingTopicReassignment', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ListPartitionReassignmentsResponse.OngoingTopicReassignment': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:ListPartitionReassignmentsResponse.OngoingTopicReassignment.OngoingPartitionReassignment', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ListPartitionReassignmentsResponse.OngoingTopicReassignment.OngoingPartitionReassignment': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('replicas', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
        ('adding_replicas', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
        ('removing_replicas', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetDeleteRequest': (
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:OffsetDeleteRequest.OffsetDeleteRequestTopic', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetDeleteRequest.OffsetDeleteRequestTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:OffsetDeleteRequest.OffsetDeleteRequestTopic.OffsetDeleteRequestPartition', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetDeleteRequest.OffsetDeleteRequestTopic.OffsetDeleteRequestPartition': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetDeleteResponse': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:OffsetDeleteResponse.OffsetDeleteResponseTopic', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetDeleteResponse.OffsetDeleteResponseTopic': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:OffsetDeleteResponse.OffsetDeleteResponseTopic.OffsetDeleteResponsePartition', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'OffsetDeleteResponse.OffsetDeleteResponseTopic.OffsetDeleteResponsePartition': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeClientQuotasRequest': (
        ('components', '[]S:DescribeClientQuotasRequest.ComponentData', 0, 32767, 1, 0, -1, 1, 0),
        ('strict', 'bool', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeClientQuotasRequest.ComponentData': (
        ('entity_type', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('match_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('match', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeClientQuotasResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('entries', '[]S:DescribeClientQuotasResponse.EntryData', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeClientQuotasResponse.EntryData': (
        ('entity', '[]S:DescribeClientQuotasResponse.EntryData.EntityData', 0, 32767, 1, 0, -1, 1, 0),
        ('values', '[]S:DescribeClientQuotasResponse.EntryData.ValueData', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeClientQuotasResponse.EntryData.EntityData': (
        ('entity_type', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('entity_name', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeClientQuotasResponse.EntryData.ValueData': (
        ('key', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('value', 'float64', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterClientQuotasRequest': (
        ('entries', '[]S:AlterClientQuotasRequest.EntryData', 0, 32767, 1, 0, -1, 1, 0),
        ('validate_only', 'bool', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterClientQuotasRequest.EntryData': (
        ('entity', '[]S:AlterClientQuotasRequest.EntryData.EntityData', 0, 32767, 1, 0, -1, 1, 0),
        ('ops', '[]S:AlterClientQuotasRequest.EntryData.OpData', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterClientQuotasRequest.EntryData.EntityData': (
        ('entity_type', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('entity_name', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'AlterClientQuotasRequest.EntryData.OpData': (
        ('key', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('value', 'float64', 0, 32767, 1, 0, -1, 1, 0),
        ('remove', 'bool', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterClientQuotasResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('entries', '[]S:AlterClientQuotasResponse.EntryData', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterClientQuotasResponse.EntryData': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('entity', '[]S:AlterClientQuotasResponse.EntryData.EntityData', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterClientQuotasResponse.EntryData.EntityData': (
        ('entity_type', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('entity_name', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeUserScramCredentialsRequest': (
        ('users', '[]S:DescribeUserScramCredentialsRequest.UserName', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeUserScramCredentialsRequest.UserName': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeUserScramCredentialsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('results', '[]S:DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult': (
        ('user', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('credential_infos', '[]S:DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult.CredentialInfo', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult.CredentialInfo': (
        ('mechanism', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('iterations', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterUserScramCredentialsRequest': (
        ('deletions', '[]S:AlterUserScramCredentialsRequest.ScramCredentialDeletion', 0, 32767, 1, 0, -1, 1, 0),
        ('upsertions', '[]S:AlterUserScramCredentialsRequest.ScramCredentialUpsertion', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterUserScramCredentialsRequest.ScramCredentialDeletion': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('mechanism', 'int8', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterUserScramCredentialsRequest.ScramCredentialUpsertion': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('mechanism', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('iterations', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('salt', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
        ('salted_password', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterUserScramCredentialsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('results', '[]S:AlterUserScramCredentialsResponse.AlterUserScramCredentialsResult', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AlterUserScramCredentialsResponse.AlterUserScramCredentialsResult': (
        ('user', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeQuorumRequest': (
        ('topics', '[]S:DescribeQuorumRequest.TopicData', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeQuorumRequest.TopicData': (
        ('topic_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:DescribeQuorumRequest.TopicData.PartitionData', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeQuorumRequest.TopicData.PartitionData': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeQuorumResponse': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 2, 32767, 2, 32767, -1, 1, 0),
        ('topics', '[]S:DescribeQuorumResponse.TopicData', 0, 32767, 1, 0, -1, 1, 0),
        ('nodes', '[]S:DescribeQuorumResponse.Node', 2, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeQuorumResponse.TopicData': (
        ('topic_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:DescribeQuorumResponse.TopicData.PartitionData', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeQuorumResponse.TopicData.PartitionData': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 2, 32767, 2, 32767, -1, 1, 0),
        ('leader_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('leader_epoch', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('high_watermark', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('current_voters', '[]S:DescribeQuorumResponse.ReplicaState', 0, 32767, 1, 0, -1, 1, 0),
        ('observers', '[]S:DescribeQuorumResponse.ReplicaState', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeQuorumResponse.ReplicaState': (
        ('replica_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('replica_directory_id', 'uuid', 2, 32767, 1, 0, -1, 1, 0),
        ('log_end_offset', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('last_fetch_timestamp', 'int64', 1, 32767, 1, 0, -1, 1, 0),
        ('last_caught_up_timestamp', 'int64', 1, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeQuorumResponse.Node': (
        ('node_id', 'int32', 2, 32767, 1, 0, -1, 1, 0),
        ('listeners', '[]S:DescribeQuorumResponse.Node.Listener', 2, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeQuorumResponse.Node.Listener': (
        ('name', 'string', 2, 32767, 1, 0, -1, 1, 0),
        ('host', 'string', 2, 32767, 1, 0, -1, 1, 0),
        ('port', 'uint16', 2, 32767, 1, 0, -1, 1, 0),
    ),
    'UpdateFeaturesRequest': (
        ('timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('feature_updates', '[]S:UpdateFeaturesRequest.FeatureUpdateKey', 0, 32767, 1, 0, -1, 1, 0),
        ('validate_only', 'bool', 1, 32767, 1, 0, -1, 1, 0),
    ),
    'UpdateFeaturesRequest.FeatureUpdateKey': (
        ('feature', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('max_version_level', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('allow_downgrade', 'bool', 0, 0, 1, 0, -1, 1, 0),
        ('upgrade_type', 'int8', 1, 32767, 1, 0, -1, 1, 0),
    ),
    'UpdateFeaturesResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('results', '[]S:UpdateFeaturesResponse.UpdatableFeatureResult', 0, 1, 1, 0, -1, 1, 0),
    ),
    'UpdateFeaturesResponse.UpdatableFeatureResult': (
        ('feature', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeClusterRequest': (
        ('include_cluster_authorized_operations', 'bool', 0, 32767, 1, 0, -1, 1, 0),
        ('endpoint_type', 'int8', 1, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeClusterResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('endpoint_type', 'int8', 1, 32767, 1, 0, -1, 1, 0),
        ('cluster_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('controller_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('brokers', '[]S:DescribeClusterResponse.DescribeClusterBroker', 0, 32767, 1, 0, -1, 1, 0),
        ('cluster_authorized_operations', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeClusterResponse.DescribeClusterBroker': (
        ('broker_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('host', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('port', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('rack', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeProducersRequest': (
        ('topics', '[]S:DescribeProducersRequest.TopicRequest', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeProducersRequest.TopicRequest': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partition_indexes', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeProducersResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:DescribeProducersResponse.TopicResponse', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeProducersResponse.TopicResponse': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:DescribeProducersResponse.TopicResponse.PartitionResponse', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeProducersResponse.TopicResponse.PartitionResponse': (
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('active_producers', '[]S:DescribeProducersResponse.TopicResponse.PartitionResponse.ProducerState', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeProducersResponse.TopicResponse.PartitionResponse.ProducerState': (
        ('producer_id', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_epoch', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('last_sequence', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('last_timestamp', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('coordinator_epoch', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('current_txn_start_offset', 'int64', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'UnregisterBrokerRequest': (
        ('broker_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'UnregisterBrokerResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeTransactionsRequest': (
        ('transactional_ids', '[]string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeTransactionsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('transaction_states', '[]S:DescribeTransactionsResponse.TransactionState', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeTransactionsResponse.TransactionState': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('transactional_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('transaction_state', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('transaction_timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('transaction_start_time_ms', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_id', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_epoch', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:DescribeTransactionsResponse.TransactionState.TopicData', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeTransactionsResponse.TransactionState.TopicData': (
        ('topic', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ListTransactionsRequest': (
        ('state_filters', '[]string', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_id_filters', '[]int64', 0, 32767, 1, 0, -1, 1, 0),
        ('duration_filter', 'int64', 1, 32767, 1, 0, -1, 1, 0),
    ),
    'ListTransactionsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('unknown_state_filters', '[]string', 0, 32767, 1, 0, -1, 1, 0),
        ('transaction_states', '[]S:ListTransactionsResponse.TransactionState', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ListTransactionsResponse.TransactionState': (
        ('transactional_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('producer_id', 'int64', 0, 32767, 1, 0, -1, 1, 0),
        ('transaction_state', 'string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ConsumerGroupHeartbeatRequest': (
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('member_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('member_epoch', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('instance_id', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('rack_id', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('rebalance_timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('subscribed_topic_names', '[]string', 0, 32767, 0, 32767, -1, 1, 0),
        ('subscribed_topic_regex', 'string', 1, 32767, 1, 32767, -1, 1, 0),
        ('server_assignor', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('topic_partitions', '[]S:ConsumerGroupHeartbeatRequest.TopicPartitions', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'ConsumerGroupHeartbeatRequest.TopicPartitions': (
        ('topic_id', 'uuid', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ConsumerGroupHeartbeatResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('member_id', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('member_epoch', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('heartbeat_interval_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('assignment', 'S:ConsumerGroupHeartbeatResponse.Assignment', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'ConsumerGroupHeartbeatResponse.Assignment': (
        ('topic_partitions', '[]S:ConsumerGroupHeartbeatResponse.TopicPartitions', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ConsumerGroupHeartbeatResponse.TopicPartitions': (
        ('topic_id', 'uuid', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ConsumerGroupDescribeRequest': (
        ('group_ids', '[]string', 0, 32767, 1, 0, -1, 1, 0),
        ('include_authorized_operations', 'bool', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ConsumerGroupDescribeResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('groups', '[]S:ConsumerGroupDescribeResponse.DescribedGroup', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ConsumerGroupDescribeResponse.DescribedGroup': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('group_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('group_state', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('group_epoch', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('assignment_epoch', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('assignor_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('members', '[]S:ConsumerGroupDescribeResponse.DescribedGroup.Member', 0, 32767, 1, 0, -1, 1, 0),
        ('authorized_operations', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ConsumerGroupDescribeResponse.DescribedGroup.Member': (
        ('member_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('instance_id', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('rack_id', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('member_epoch', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('client_id', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('client_host', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('subscribed_topic_names', '[]string', 0, 32767, 1, 0, -1, 1, 0),
        ('subscribed_topic_regex', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('assignment', 'S:ConsumerGroupDescribeResponse.Assignment', 0, 32767, 1, 0, -1, 1, 0),
        ('target_assignment', 'S:ConsumerGroupDescribeResponse.Assignment', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ConsumerGroupDescribeResponse.Assignment': (
        ('topic_partitions', '[]S:ConsumerGroupDescribeResponse.TopicPartitions', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ConsumerGroupDescribeResponse.TopicPartitions': (
        ('topic_id', 'uuid', 0, 32767, 1, 0, -1, 1, 0),
        ('topic_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'GetTelemetrySubscriptionsRequest': (
        ('client_instance_id', 'uuid', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'GetTelemetrySubscriptionsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('client_instance_id', 'uuid', 0, 32767, 1, 0, -1, 1, 0),
        ('subscription_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('accepted_compression_types', '[]int8', 0, 32767, 1, 0, -1, 1, 0),
        ('push_interval_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('telemetry_max_bytes', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('delta_temporality', 'bool', 0, 32767, 1, 0, -1, 1, 0),
        ('requested_metrics', '[]string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'PushTelemetryRequest': (
        ('client_instance_id', 'uuid', 0, 32767, 1, 0, -1, 1, 0),
        ('subscription_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('terminating', 'bool', 0, 32767, 1, 0, -1, 1, 0),
        ('compression_type', 'int8', 0, 32767, 1, 0, -1, 1, 0),
        ('metrics', 'bytes', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'PushTelemetryResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ListClientMetricsResourcesRequest': (
    ),
    'ListClientMetricsResourcesResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('client_metrics_resources', '[]S:ListClientMetricsResourcesResponse.ClientMetricsResource', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'ListClientMetricsResourcesResponse.ClientMetricsResource': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeTopicPartitionsRequest': (
        ('topics', '[]S:DescribeTopicPartitionsRequest.TopicRequest', 0, 32767, 1, 0, -1, 1, 0),
        ('response_partition_limit', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('cursor', 'S:DescribeTopicPartitionsRequest.Cursor', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeTopicPartitionsRequest.TopicRequest': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeTopicPartitionsRequest.Cursor': (
        ('topic_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeTopicPartitionsResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('topics', '[]S:DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic', 0, 32767, 1, 0, -1, 1, 0),
        ('next_cursor', 'S:DescribeTopicPartitionsResponse.Cursor', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('name', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('topic_id', 'uuid', 0, 32767, 1, 0, -1, 1, 0),
        ('is_internal', 'bool', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]S:DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic.DescribeTopicPartitionsResponsePartition', 0, 32767, 1, 0, -1, 1, 0),
        ('topic_authorized_operations', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeTopicPartitionsResponse.DescribeTopicPartitionsResponseTopic.DescribeTopicPartitionsResponsePartition': (
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('leader_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('leader_epoch', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('replica_nodes', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
        ('isr_nodes', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
        ('eligible_leader_replicas', '[]int32', 0, 32767, 0, 32767, -1, 1, 0),
        ('last_known_elr', '[]int32', 0, 32767, 0, 32767, -1, 1, 0),
        ('offline_replicas', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'DescribeTopicPartitionsResponse.Cursor': (
        ('topic_name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partition_index', 'int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AddRaftVoterRequest': (
        ('cluster_id', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('timeout_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('voter_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('voter_directory_id', 'uuid', 0, 32767, 1, 0, -1, 1, 0),
        ('listeners', '[]S:AddRaftVoterRequest.Listener', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AddRaftVoterRequest.Listener': (
        ('name', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('host', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('port', 'uint16', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'AddRaftVoterResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'RemoveRaftVoterRequest': (
        ('cluster_id', 'string', 0, 32767, 0, 32767, -1, 1, 0),
        ('voter_id', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('voter_directory_id', 'uuid', 0, 32767, 1, 0, -1, 1, 0),
    ),
    'RemoveRaftVoterResponse': (
        ('throttle_time_ms', 'int32', 0, 32767, 1, 0, -1, 1, 0),
        ('error_code', 'int16', 0, 32767, 1, 0, -1, 1, 0),
        ('error_message', 'string', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'ConsumerProtocolSubscription': (
        ('topics', '[]string', 0, 32767, 1, 0, -1, 1, 0),
        ('user_data', 'bytes', 0, 32767, 0, 32767, -1, 1, 0),
        ('owned_partitions', '[]S:ConsumerProtocolSubscription.TopicPartition', 1, 32767, 1, 0, -1, 1, 0),
        ('generation_id', 'int32', 2, 32767, 1, 0, -1, 1, 0),
        ('rack_id', 'string', 3, 32767, 3, 32767, -1, 1, 0),
    ),
    'ConsumerProtocolSubscription.TopicPartition': (
        ('topic', 'string', 1, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]int32', 1, 32767, 1, 0, -1, 1, 0),
    ),
    'ConsumerProtocolAssignment': (
        ('assigned_partitions', '[]S:ConsumerProtocolAssignment.TopicPartition', 0, 32767, 1, 0, -1, 1, 0),
        ('user_data', 'bytes', 0, 32767, 0, 32767, -1, 1, 0),
    ),
    'ConsumerProtocolAssignment.TopicPartition': (
        ('topic', 'string', 0, 32767, 1, 0, -1, 1, 0),
        ('partitions', '[]int32', 0, 32767, 1, 0, -1, 1, 0),
    ),
}

#: message class name -> module name, for the messages that carry no API key
DATA_MODULES: dict[str, str] = {
    'ConsumerProtocolSubscription': 'consumer_protocol',
    'ConsumerProtocolAssignment': 'consumer_protocol',
}
