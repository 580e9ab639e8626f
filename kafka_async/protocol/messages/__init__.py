# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""Every Kafka API message a client or admin tool uses, as generated classes.

Per-API modules load lazily on first attribute access (``from kafka_async.protocol.messages
import FetchResponse`` imports only ``fetch.py``), so importing this package costs almost
nothing. ``REQUESTS``/``RESPONSES`` map an API key to its class, also lazily.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from kafka_async.protocol.messages._base import Data, Message, Request, Response

if TYPE_CHECKING:
    from kafka_async.protocol.messages.produce import ProduceRequest
    from kafka_async.protocol.messages.produce import ProduceResponse
    from kafka_async.protocol.messages.fetch import FetchRequest
    from kafka_async.protocol.messages.fetch import FetchResponse
    from kafka_async.protocol.messages.list_offsets import ListOffsetsRequest
    from kafka_async.protocol.messages.list_offsets import ListOffsetsResponse
    from kafka_async.protocol.messages.metadata import MetadataRequest
    from kafka_async.protocol.messages.metadata import MetadataResponse
    from kafka_async.protocol.messages.offset_commit import OffsetCommitRequest
    from kafka_async.protocol.messages.offset_commit import OffsetCommitResponse
    from kafka_async.protocol.messages.offset_fetch import OffsetFetchRequest
    from kafka_async.protocol.messages.offset_fetch import OffsetFetchResponse
    from kafka_async.protocol.messages.find_coordinator import FindCoordinatorRequest
    from kafka_async.protocol.messages.find_coordinator import FindCoordinatorResponse
    from kafka_async.protocol.messages.join_group import JoinGroupRequest
    from kafka_async.protocol.messages.join_group import JoinGroupResponse
    from kafka_async.protocol.messages.heartbeat import HeartbeatRequest
    from kafka_async.protocol.messages.heartbeat import HeartbeatResponse
    from kafka_async.protocol.messages.leave_group import LeaveGroupRequest
    from kafka_async.protocol.messages.leave_group import LeaveGroupResponse
    from kafka_async.protocol.messages.sync_group import SyncGroupRequest
    from kafka_async.protocol.messages.sync_group import SyncGroupResponse
    from kafka_async.protocol.messages.describe_groups import DescribeGroupsRequest
    from kafka_async.protocol.messages.describe_groups import DescribeGroupsResponse
    from kafka_async.protocol.messages.list_groups import ListGroupsRequest
    from kafka_async.protocol.messages.list_groups import ListGroupsResponse
    from kafka_async.protocol.messages.sasl_handshake import SaslHandshakeRequest
    from kafka_async.protocol.messages.sasl_handshake import SaslHandshakeResponse
    from kafka_async.protocol.messages.api_versions import ApiVersionsRequest
    from kafka_async.protocol.messages.api_versions import ApiVersionsResponse
    from kafka_async.protocol.messages.create_topics import CreateTopicsRequest
    from kafka_async.protocol.messages.create_topics import CreateTopicsResponse
    from kafka_async.protocol.messages.delete_topics import DeleteTopicsRequest
    from kafka_async.protocol.messages.delete_topics import DeleteTopicsResponse
    from kafka_async.protocol.messages.delete_records import DeleteRecordsRequest
    from kafka_async.protocol.messages.delete_records import DeleteRecordsResponse
    from kafka_async.protocol.messages.init_producer_id import InitProducerIdRequest
    from kafka_async.protocol.messages.init_producer_id import InitProducerIdResponse
    from kafka_async.protocol.messages.offset_for_leader_epoch import OffsetForLeaderEpochRequest
    from kafka_async.protocol.messages.offset_for_leader_epoch import OffsetForLeaderEpochResponse
    from kafka_async.protocol.messages.add_partitions_to_txn import AddPartitionsToTxnRequest
    from kafka_async.protocol.messages.add_partitions_to_txn import AddPartitionsToTxnResponse
    from kafka_async.protocol.messages.add_offsets_to_txn import AddOffsetsToTxnRequest
    from kafka_async.protocol.messages.add_offsets_to_txn import AddOffsetsToTxnResponse
    from kafka_async.protocol.messages.end_txn import EndTxnRequest
    from kafka_async.protocol.messages.end_txn import EndTxnResponse
    from kafka_async.protocol.messages.write_txn_markers import WriteTxnMarkersRequest
    from kafka_async.protocol.messages.write_txn_markers import WriteTxnMarkersResponse
    from kafka_async.protocol.messages.txn_offset_commit import TxnOffsetCommitRequest
    from kafka_async.protocol.messages.txn_offset_commit import TxnOffsetCommitResponse
    from kafka_async.protocol.messages.describe_acls import DescribeAclsRequest
    from kafka_async.protocol.messages.describe_acls import DescribeAclsResponse
    from kafka_async.protocol.messages.create_acls import CreateAclsRequest
    from kafka_async.protocol.messages.create_acls import CreateAclsResponse
    from kafka_async.protocol.messages.delete_acls import DeleteAclsRequest
    from kafka_async.protocol.messages.delete_acls import DeleteAclsResponse
    from kafka_async.protocol.messages.describe_configs import DescribeConfigsRequest
    from kafka_async.protocol.messages.describe_configs import DescribeConfigsResponse
    from kafka_async.protocol.messages.alter_configs import AlterConfigsRequest
    from kafka_async.protocol.messages.alter_configs import AlterConfigsResponse
    from kafka_async.protocol.messages.alter_replica_log_dirs import AlterReplicaLogDirsRequest
    from kafka_async.protocol.messages.alter_replica_log_dirs import AlterReplicaLogDirsResponse
    from kafka_async.protocol.messages.describe_log_dirs import DescribeLogDirsRequest
    from kafka_async.protocol.messages.describe_log_dirs import DescribeLogDirsResponse
    from kafka_async.protocol.messages.sasl_authenticate import SaslAuthenticateRequest
    from kafka_async.protocol.messages.sasl_authenticate import SaslAuthenticateResponse
    from kafka_async.protocol.messages.create_partitions import CreatePartitionsRequest
    from kafka_async.protocol.messages.create_partitions import CreatePartitionsResponse
    from kafka_async.protocol.messages.create_delegation_token import CreateDelegationTokenRequest
    from kafka_async.protocol.messages.create_delegation_token import CreateDelegationTokenResponse
    from kafka_async.protocol.messages.renew_delegation_token import RenewDelegationTokenRequest
    from kafka_async.protocol.messages.renew_delegation_token import RenewDelegationTokenResponse
    from kafka_async.protocol.messages.expire_delegation_token import ExpireDelegationTokenRequest
    from kafka_async.protocol.messages.expire_delegation_token import ExpireDelegationTokenResponse
    from kafka_async.protocol.messages.describe_delegation_token import DescribeDelegationTokenRequest
    from kafka_async.protocol.messages.describe_delegation_token import DescribeDelegationTokenResponse
    from kafka_async.protocol.messages.delete_groups import DeleteGroupsRequest
    from kafka_async.protocol.messages.delete_groups import DeleteGroupsResponse
    from kafka_async.protocol.messages.elect_leaders import ElectLeadersRequest
    from kafka_async.protocol.messages.elect_leaders import ElectLeadersResponse
    from kafka_async.protocol.messages.incremental_alter_configs import IncrementalAlterConfigsRequest
    from kafka_async.protocol.messages.incremental_alter_configs import IncrementalAlterConfigsResponse
    from kafka_async.protocol.messages.alter_partition_reassignments import AlterPartitionReassignmentsRequest
    from kafka_async.protocol.messages.alter_partition_reassignments import AlterPartitionReassignmentsResponse
    from kafka_async.protocol.messages.list_partition_reassignments import ListPartitionReassignmentsRequest
    from kafka_async.protocol.messages.list_partition_reassignments import ListPartitionReassignmentsResponse
    from kafka_async.protocol.messages.offset_delete import OffsetDeleteRequest
    from kafka_async.protocol.messages.offset_delete import OffsetDeleteResponse
    from kafka_async.protocol.messages.describe_client_quotas import DescribeClientQuotasRequest
    from kafka_async.protocol.messages.describe_client_quotas import DescribeClientQuotasResponse
    from kafka_async.protocol.messages.alter_client_quotas import AlterClientQuotasRequest
    from kafka_async.protocol.messages.alter_client_quotas import AlterClientQuotasResponse
    from kafka_async.protocol.messages.describe_user_scram_credentials import DescribeUserScramCredentialsRequest
    from kafka_async.protocol.messages.describe_user_scram_credentials import DescribeUserScramCredentialsResponse
    from kafka_async.protocol.messages.alter_user_scram_credentials import AlterUserScramCredentialsRequest
    from kafka_async.protocol.messages.alter_user_scram_credentials import AlterUserScramCredentialsResponse
    from kafka_async.protocol.messages.describe_quorum import DescribeQuorumRequest
    from kafka_async.protocol.messages.describe_quorum import DescribeQuorumResponse
    from kafka_async.protocol.messages.update_features import UpdateFeaturesRequest
    from kafka_async.protocol.messages.update_features import UpdateFeaturesResponse
    from kafka_async.protocol.messages.describe_cluster import DescribeClusterRequest
    from kafka_async.protocol.messages.describe_cluster import DescribeClusterResponse
    from kafka_async.protocol.messages.describe_producers import DescribeProducersRequest
    from kafka_async.protocol.messages.describe_producers import DescribeProducersResponse
    from kafka_async.protocol.messages.unregister_broker import UnregisterBrokerRequest
    from kafka_async.protocol.messages.unregister_broker import UnregisterBrokerResponse
    from kafka_async.protocol.messages.describe_transactions import DescribeTransactionsRequest
    from kafka_async.protocol.messages.describe_transactions import DescribeTransactionsResponse
    from kafka_async.protocol.messages.list_transactions import ListTransactionsRequest
    from kafka_async.protocol.messages.list_transactions import ListTransactionsResponse
    from kafka_async.protocol.messages.consumer_group_heartbeat import ConsumerGroupHeartbeatRequest
    from kafka_async.protocol.messages.consumer_group_heartbeat import ConsumerGroupHeartbeatResponse
    from kafka_async.protocol.messages.consumer_group_describe import ConsumerGroupDescribeRequest
    from kafka_async.protocol.messages.consumer_group_describe import ConsumerGroupDescribeResponse
    from kafka_async.protocol.messages.get_telemetry_subscriptions import GetTelemetrySubscriptionsRequest
    from kafka_async.protocol.messages.get_telemetry_subscriptions import GetTelemetrySubscriptionsResponse
    from kafka_async.protocol.messages.push_telemetry import PushTelemetryRequest
    from kafka_async.protocol.messages.push_telemetry import PushTelemetryResponse
    from kafka_async.protocol.messages.list_config_resources import ListConfigResourcesRequest
    from kafka_async.protocol.messages.list_config_resources import ListConfigResourcesResponse
    from kafka_async.protocol.messages.describe_topic_partitions import DescribeTopicPartitionsRequest
    from kafka_async.protocol.messages.describe_topic_partitions import DescribeTopicPartitionsResponse
    from kafka_async.protocol.messages.share_group_heartbeat import ShareGroupHeartbeatRequest
    from kafka_async.protocol.messages.share_group_heartbeat import ShareGroupHeartbeatResponse
    from kafka_async.protocol.messages.share_group_describe import ShareGroupDescribeRequest
    from kafka_async.protocol.messages.share_group_describe import ShareGroupDescribeResponse
    from kafka_async.protocol.messages.share_fetch import ShareFetchRequest
    from kafka_async.protocol.messages.share_fetch import ShareFetchResponse
    from kafka_async.protocol.messages.share_acknowledge import ShareAcknowledgeRequest
    from kafka_async.protocol.messages.share_acknowledge import ShareAcknowledgeResponse
    from kafka_async.protocol.messages.add_raft_voter import AddRaftVoterRequest
    from kafka_async.protocol.messages.add_raft_voter import AddRaftVoterResponse
    from kafka_async.protocol.messages.remove_raft_voter import RemoveRaftVoterRequest
    from kafka_async.protocol.messages.remove_raft_voter import RemoveRaftVoterResponse
    from kafka_async.protocol.messages.streams_group_heartbeat import StreamsGroupHeartbeatRequest
    from kafka_async.protocol.messages.streams_group_heartbeat import StreamsGroupHeartbeatResponse
    from kafka_async.protocol.messages.streams_group_describe import StreamsGroupDescribeRequest
    from kafka_async.protocol.messages.streams_group_describe import StreamsGroupDescribeResponse
    from kafka_async.protocol.messages.describe_share_group_offsets import DescribeShareGroupOffsetsRequest
    from kafka_async.protocol.messages.describe_share_group_offsets import DescribeShareGroupOffsetsResponse
    from kafka_async.protocol.messages.alter_share_group_offsets import AlterShareGroupOffsetsRequest
    from kafka_async.protocol.messages.alter_share_group_offsets import AlterShareGroupOffsetsResponse
    from kafka_async.protocol.messages.delete_share_group_offsets import DeleteShareGroupOffsetsRequest
    from kafka_async.protocol.messages.delete_share_group_offsets import DeleteShareGroupOffsetsResponse
    from kafka_async.protocol.messages.consumer_protocol import ConsumerProtocolSubscription
    from kafka_async.protocol.messages.consumer_protocol import ConsumerProtocolAssignment

__all__ = [
    "API_FLEXIBLE_VERSIONS",
    "API_NAMES",
    "REQUESTS",
    "RESPONSES",
    "Data",
    "Message",
    "Request",
    "Response",
    'AddOffsetsToTxnRequest',
    'AddOffsetsToTxnResponse',
    'AddPartitionsToTxnRequest',
    'AddPartitionsToTxnResponse',
    'AddRaftVoterRequest',
    'AddRaftVoterResponse',
    'AlterClientQuotasRequest',
    'AlterClientQuotasResponse',
    'AlterConfigsRequest',
    'AlterConfigsResponse',
    'AlterPartitionReassignmentsRequest',
    'AlterPartitionReassignmentsResponse',
    'AlterReplicaLogDirsRequest',
    'AlterReplicaLogDirsResponse',
    'AlterShareGroupOffsetsRequest',
    'AlterShareGroupOffsetsResponse',
    'AlterUserScramCredentialsRequest',
    'AlterUserScramCredentialsResponse',
    'ApiVersionsRequest',
    'ApiVersionsResponse',
    'ConsumerGroupDescribeRequest',
    'ConsumerGroupDescribeResponse',
    'ConsumerGroupHeartbeatRequest',
    'ConsumerGroupHeartbeatResponse',
    'ConsumerProtocolAssignment',
    'ConsumerProtocolSubscription',
    'CreateAclsRequest',
    'CreateAclsResponse',
    'CreateDelegationTokenRequest',
    'CreateDelegationTokenResponse',
    'CreatePartitionsRequest',
    'CreatePartitionsResponse',
    'CreateTopicsRequest',
    'CreateTopicsResponse',
    'DeleteAclsRequest',
    'DeleteAclsResponse',
    'DeleteGroupsRequest',
    'DeleteGroupsResponse',
    'DeleteRecordsRequest',
    'DeleteRecordsResponse',
    'DeleteShareGroupOffsetsRequest',
    'DeleteShareGroupOffsetsResponse',
    'DeleteTopicsRequest',
    'DeleteTopicsResponse',
    'DescribeAclsRequest',
    'DescribeAclsResponse',
    'DescribeClientQuotasRequest',
    'DescribeClientQuotasResponse',
    'DescribeClusterRequest',
    'DescribeClusterResponse',
    'DescribeConfigsRequest',
    'DescribeConfigsResponse',
    'DescribeDelegationTokenRequest',
    'DescribeDelegationTokenResponse',
    'DescribeGroupsRequest',
    'DescribeGroupsResponse',
    'DescribeLogDirsRequest',
    'DescribeLogDirsResponse',
    'DescribeProducersRequest',
    'DescribeProducersResponse',
    'DescribeQuorumRequest',
    'DescribeQuorumResponse',
    'DescribeShareGroupOffsetsRequest',
    'DescribeShareGroupOffsetsResponse',
    'DescribeTopicPartitionsRequest',
    'DescribeTopicPartitionsResponse',
    'DescribeTransactionsRequest',
    'DescribeTransactionsResponse',
    'DescribeUserScramCredentialsRequest',
    'DescribeUserScramCredentialsResponse',
    'ElectLeadersRequest',
    'ElectLeadersResponse',
    'EndTxnRequest',
    'EndTxnResponse',
    'ExpireDelegationTokenRequest',
    'ExpireDelegationTokenResponse',
    'FetchRequest',
    'FetchResponse',
    'FindCoordinatorRequest',
    'FindCoordinatorResponse',
    'GetTelemetrySubscriptionsRequest',
    'GetTelemetrySubscriptionsResponse',
    'HeartbeatRequest',
    'HeartbeatResponse',
    'IncrementalAlterConfigsRequest',
    'IncrementalAlterConfigsResponse',
    'InitProducerIdRequest',
    'InitProducerIdResponse',
    'JoinGroupRequest',
    'JoinGroupResponse',
    'LeaveGroupRequest',
    'LeaveGroupResponse',
    'ListConfigResourcesRequest',
    'ListConfigResourcesResponse',
    'ListGroupsRequest',
    'ListGroupsResponse',
    'ListOffsetsRequest',
    'ListOffsetsResponse',
    'ListPartitionReassignmentsRequest',
    'ListPartitionReassignmentsResponse',
    'ListTransactionsRequest',
    'ListTransactionsResponse',
    'MetadataRequest',
    'MetadataResponse',
    'OffsetCommitRequest',
    'OffsetCommitResponse',
    'OffsetDeleteRequest',
    'OffsetDeleteResponse',
    'OffsetFetchRequest',
    'OffsetFetchResponse',
    'OffsetForLeaderEpochRequest',
    'OffsetForLeaderEpochResponse',
    'ProduceRequest',
    'ProduceResponse',
    'PushTelemetryRequest',
    'PushTelemetryResponse',
    'RemoveRaftVoterRequest',
    'RemoveRaftVoterResponse',
    'RenewDelegationTokenRequest',
    'RenewDelegationTokenResponse',
    'SaslAuthenticateRequest',
    'SaslAuthenticateResponse',
    'SaslHandshakeRequest',
    'SaslHandshakeResponse',
    'ShareAcknowledgeRequest',
    'ShareAcknowledgeResponse',
    'ShareFetchRequest',
    'ShareFetchResponse',
    'ShareGroupDescribeRequest',
    'ShareGroupDescribeResponse',
    'ShareGroupHeartbeatRequest',
    'ShareGroupHeartbeatResponse',
    'StreamsGroupDescribeRequest',
    'StreamsGroupDescribeResponse',
    'StreamsGroupHeartbeatRequest',
    'StreamsGroupHeartbeatResponse',
    'SyncGroupRequest',
    'SyncGroupResponse',
    'TxnOffsetCommitRequest',
    'TxnOffsetCommitResponse',
    'UnregisterBrokerRequest',
    'UnregisterBrokerResponse',
    'UpdateFeaturesRequest',
    'UpdateFeaturesResponse',
    'WriteTxnMarkersRequest',
    'WriteTxnMarkersResponse',
]

#: Name of every API key in the source definitions (generated or not).
API_NAMES: dict[int, str] = {
    0: 'Produce',
    1: 'Fetch',
    2: 'ListOffsets',
    3: 'Metadata',
    4: 'LeaderAndIsr',
    5: 'StopReplica',
    6: 'UpdateMetadata',
    7: 'ControlledShutdown',
    8: 'OffsetCommit',
    9: 'OffsetFetch',
    10: 'FindCoordinator',
    11: 'JoinGroup',
    12: 'Heartbeat',
    13: 'LeaveGroup',
    14: 'SyncGroup',
    15: 'DescribeGroups',
    16: 'ListGroups',
    17: 'SaslHandshake',
    18: 'ApiVersions',
    19: 'CreateTopics',
    20: 'DeleteTopics',
    21: 'DeleteRecords',
    22: 'InitProducerId',
    23: 'OffsetForLeaderEpoch',
    24: 'AddPartitionsToTxn',
    25: 'AddOffsetsToTxn',
    26: 'EndTxn',
    27: 'WriteTxnMarkers',
    28: 'TxnOffsetCommit',
    29: 'DescribeAcls',
    30: 'CreateAcls',
    31: 'DeleteAcls',
    32: 'DescribeConfigs',
    33: 'AlterConfigs',
    34: 'AlterReplicaLogDirs',
    35: 'DescribeLogDirs',
    36: 'SaslAuthenticate',
    37: 'CreatePartitions',
    38: 'CreateDelegationToken',
    39: 'RenewDelegationToken',
    40: 'ExpireDelegationToken',
    41: 'DescribeDelegationToken',
    42: 'DeleteGroups',
    43: 'ElectLeaders',
    44: 'IncrementalAlterConfigs',
    45: 'AlterPartitionReassignments',
    46: 'ListPartitionReassignments',
    47: 'OffsetDelete',
    48: 'DescribeClientQuotas',
    49: 'AlterClientQuotas',
    50: 'DescribeUserScramCredentials',
    51: 'AlterUserScramCredentials',
    52: 'Vote',
    53: 'BeginQuorumEpoch',
    54: 'EndQuorumEpoch',
    55: 'DescribeQuorum',
    56: 'AlterPartition',
    57: 'UpdateFeatures',
    58: 'Envelope',
    59: 'FetchSnapshot',
    60: 'DescribeCluster',
    61: 'DescribeProducers',
    62: 'BrokerRegistration',
    63: 'BrokerHeartbeat',
    64: 'UnregisterBroker',
    65: 'DescribeTransactions',
    66: 'ListTransactions',
    67: 'AllocateProducerIds',
    68: 'ConsumerGroupHeartbeat',
    69: 'ConsumerGroupDescribe',
    70: 'ControllerRegistration',
    71: 'GetTelemetrySubscriptions',
    72: 'PushTelemetry',
    73: 'AssignReplicasToDirs',
    74: 'ListConfigResources',
    75: 'DescribeTopicPartitions',
    76: 'ShareGroupHeartbeat',
    77: 'ShareGroupDescribe',
    78: 'ShareFetch',
    79: 'ShareAcknowledge',
    80: 'AddRaftVoter',
    81: 'RemoveRaftVoter',
    82: 'UpdateRaftVoter',
    83: 'InitializeShareGroupState',
    84: 'ReadShareGroupState',
    85: 'WriteShareGroupState',
    86: 'DeleteShareGroupState',
    87: 'ReadShareGroupStateSummary',
    88: 'StreamsGroupHeartbeat',
    89: 'StreamsGroupDescribe',
    90: 'DescribeShareGroupOffsets',
    91: 'AlterShareGroupOffsets',
    92: 'DeleteShareGroupOffsets',
}
#: First flexible version of every API key (32767 if never): header versions use it.
API_FLEXIBLE_VERSIONS: dict[int, int] = {
    0: 9,
    1: 12,
    2: 6,
    3: 9,
    4: 32767,
    5: 32767,
    6: 32767,
    7: 32767,
    8: 8,
    9: 6,
    10: 3,
    11: 6,
    12: 4,
    13: 4,
    14: 4,
    15: 5,
    16: 3,
    17: 32767,
    18: 3,
    19: 5,
    20: 4,
    21: 2,
    22: 2,
    23: 4,
    24: 3,
    25: 3,
    26: 3,
    27: 1,
    28: 3,
    29: 2,
    30: 2,
    31: 2,
    32: 4,
    33: 2,
    34: 2,
    35: 2,
    36: 2,
    37: 2,
    38: 2,
    39: 2,
    40: 2,
    41: 2,
    42: 2,
    43: 2,
    44: 1,
    45: 0,
    46: 0,
    47: 32767,
    48: 1,
    49: 1,
    50: 0,
    51: 0,
    52: 0,
    53: 1,
    54: 1,
    55: 0,
    56: 0,
    57: 0,
    58: 0,
    59: 0,
    60: 0,
    61: 0,
    62: 0,
    63: 0,
    64: 0,
    65: 0,
    66: 0,
    67: 0,
    68: 0,
    69: 0,
    70: 0,
    71: 0,
    72: 0,
    73: 0,
    74: 0,
    75: 0,
    76: 0,
    77: 0,
    78: 0,
    79: 0,
    80: 0,
    81: 0,
    82: 0,
    83: 0,
    84: 0,
    85: 0,
    86: 0,
    87: 0,
    88: 0,
    89: 0,
    90: 0,
    91: 0,
    92: 0,
}

_MODULE_OF: dict[str, str] = {
    'ProduceRequest': 'produce',
    'ProduceResponse': 'produce',
    'FetchRequest': 'fetch',
    'FetchResponse': 'fetch',
    'ListOffsetsRequest': 'list_offsets',
    'ListOffsetsResponse': 'list_offsets',
    'MetadataRequest': 'metadata',
    'MetadataResponse': 'metadata',
    'OffsetCommitRequest': 'offset_commit',
    'OffsetCommitResponse': 'offset_commit',
    'OffsetFetchRequest': 'offset_fetch',
    'OffsetFetchResponse': 'offset_fetch',
    'FindCoordinatorRequest': 'find_coordinator',
    'FindCoordinatorResponse': 'find_coordinator',
    'JoinGroupRequest': 'join_group',
    'JoinGroupResponse': 'join_group',
    'HeartbeatRequest': 'heartbeat',
    'HeartbeatResponse': 'heartbeat',
    'LeaveGroupRequest': 'leave_group',
    'LeaveGroupResponse': 'leave_group',
    'SyncGroupRequest': 'sync_group',
    'SyncGroupResponse': 'sync_group',
    'DescribeGroupsRequest': 'describe_groups',
    'DescribeGroupsResponse': 'describe_groups',
    'ListGroupsRequest': 'list_groups',
    'ListGroupsResponse': 'list_groups',
    'SaslHandshakeRequest': 'sasl_handshake',
    'SaslHandshakeResponse': 'sasl_handshake',
    'ApiVersionsRequest': 'api_versions',
    'ApiVersionsResponse': 'api_versions',
    'CreateTopicsRequest': 'create_topics',
    'CreateTopicsResponse': 'create_topics',
    'DeleteTopicsRequest': 'delete_topics',
    'DeleteTopicsResponse': 'delete_topics',
    'DeleteRecordsRequest': 'delete_records',
    'DeleteRecordsResponse': 'delete_records',
    'InitProducerIdRequest': 'init_producer_id',
    'InitProducerIdResponse': 'init_producer_id',
    'OffsetForLeaderEpochRequest': 'offset_for_leader_epoch',
    'OffsetForLeaderEpochResponse': 'offset_for_leader_epoch',
    'AddPartitionsToTxnRequest': 'add_partitions_to_txn',
    'AddPartitionsToTxnResponse': 'add_partitions_to_txn',
    'AddOffsetsToTxnRequest': 'add_offsets_to_txn',
    'AddOffsetsToTxnResponse': 'add_offsets_to_txn',
    'EndTxnRequest': 'end_txn',
    'EndTxnResponse': 'end_txn',
    'WriteTxnMarkersRequest': 'write_txn_markers',
    'WriteTxnMarkersResponse': 'write_txn_markers',
    'TxnOffsetCommitRequest': 'txn_offset_commit',
    'TxnOffsetCommitResponse': 'txn_offset_commit',
    'DescribeAclsRequest': 'describe_acls',
    'DescribeAclsResponse': 'describe_acls',
    'CreateAclsRequest': 'create_acls',
    'CreateAclsResponse': 'create_acls',
    'DeleteAclsRequest': 'delete_acls',
    'DeleteAclsResponse': 'delete_acls',
    'DescribeConfigsRequest': 'describe_configs',
    'DescribeConfigsResponse': 'describe_configs',
    'AlterConfigsRequest': 'alter_configs',
    'AlterConfigsResponse': 'alter_configs',
    'AlterReplicaLogDirsRequest': 'alter_replica_log_dirs',
    'AlterReplicaLogDirsResponse': 'alter_replica_log_dirs',
    'DescribeLogDirsRequest': 'describe_log_dirs',
    'DescribeLogDirsResponse': 'describe_log_dirs',
    'SaslAuthenticateRequest': 'sasl_authenticate',
    'SaslAuthenticateResponse': 'sasl_authenticate',
    'CreatePartitionsRequest': 'create_partitions',
    'CreatePartitionsResponse': 'create_partitions',
    'CreateDelegationTokenRequest': 'create_delegation_token',
    'CreateDelegationTokenResponse': 'create_delegation_token',
    'RenewDelegationTokenRequest': 'renew_delegation_token',
    'RenewDelegationTokenResponse': 'renew_delegation_token',
    'ExpireDelegationTokenRequest': 'expire_delegation_token',
    'ExpireDelegationTokenResponse': 'expire_delegation_token',
    'DescribeDelegationTokenRequest': 'describe_delegation_token',
    'DescribeDelegationTokenResponse': 'describe_delegation_token',
    'DeleteGroupsRequest': 'delete_groups',
    'DeleteGroupsResponse': 'delete_groups',
    'ElectLeadersRequest': 'elect_leaders',
    'ElectLeadersResponse': 'elect_leaders',
    'IncrementalAlterConfigsRequest': 'incremental_alter_configs',
    'IncrementalAlterConfigsResponse': 'incremental_alter_configs',
    'AlterPartitionReassignmentsRequest': 'alter_partition_reassignments',
    'AlterPartitionReassignmentsResponse': 'alter_partition_reassignments',
    'ListPartitionReassignmentsRequest': 'list_partition_reassignments',
    'ListPartitionReassignmentsResponse': 'list_partition_reassignments',
    'OffsetDeleteRequest': 'offset_delete',
    'OffsetDeleteResponse': 'offset_delete',
    'DescribeClientQuotasRequest': 'describe_client_quotas',
    'DescribeClientQuotasResponse': 'describe_client_quotas',
    'AlterClientQuotasRequest': 'alter_client_quotas',
    'AlterClientQuotasResponse': 'alter_client_quotas',
    'DescribeUserScramCredentialsRequest': 'describe_user_scram_credentials',
    'DescribeUserScramCredentialsResponse': 'describe_user_scram_credentials',
    'AlterUserScramCredentialsRequest': 'alter_user_scram_credentials',
    'AlterUserScramCredentialsResponse': 'alter_user_scram_credentials',
    'DescribeQuorumRequest': 'describe_quorum',
    'DescribeQuorumResponse': 'describe_quorum',
    'UpdateFeaturesRequest': 'update_features',
    'UpdateFeaturesResponse': 'update_features',
    'DescribeClusterRequest': 'describe_cluster',
    'DescribeClusterResponse': 'describe_cluster',
    'DescribeProducersRequest': 'describe_producers',
    'DescribeProducersResponse': 'describe_producers',
    'UnregisterBrokerRequest': 'unregister_broker',
    'UnregisterBrokerResponse': 'unregister_broker',
    'DescribeTransactionsRequest': 'describe_transactions',
    'DescribeTransactionsResponse': 'describe_transactions',
    'ListTransactionsRequest': 'list_transactions',
    'ListTransactionsResponse': 'list_transactions',
    'ConsumerGroupHeartbeatRequest': 'consumer_group_heartbeat',
    'ConsumerGroupHeartbeatResponse': 'consumer_group_heartbeat',
    'ConsumerGroupDescribeRequest': 'consumer_group_describe',
    'ConsumerGroupDescribeResponse': 'consumer_group_describe',
    'GetTelemetrySubscriptionsRequest': 'get_telemetry_subscriptions',
    'GetTelemetrySubscriptionsResponse': 'get_telemetry_subscriptions',
    'PushTelemetryRequest': 'push_telemetry',
    'PushTelemetryResponse': 'push_telemetry',
    'ListConfigResourcesRequest': 'list_config_resources',
    'ListConfigResourcesResponse': 'list_config_resources',
    'DescribeTopicPartitionsRequest': 'describe_topic_partitions',
    'DescribeTopicPartitionsResponse': 'describe_topic_partitions',
    'ShareGroupHeartbeatRequest': 'share_group_heartbeat',
    'ShareGroupHeartbeatResponse': 'share_group_heartbeat',
    'ShareGroupDescribeRequest': 'share_group_describe',
    'ShareGroupDescribeResponse': 'share_group_describe',
    'ShareFetchRequest': 'share_fetch',
    'ShareFetchResponse': 'share_fetch',
    'ShareAcknowledgeRequest': 'share_acknowledge',
    'ShareAcknowledgeResponse': 'share_acknowledge',
    'AddRaftVoterRequest': 'add_raft_voter',
    'AddRaftVoterResponse': 'add_raft_voter',
    'RemoveRaftVoterRequest': 'remove_raft_voter',
    'RemoveRaftVoterResponse': 'remove_raft_voter',
    'StreamsGroupHeartbeatRequest': 'streams_group_heartbeat',
    'StreamsGroupHeartbeatResponse': 'streams_group_heartbeat',
    'StreamsGroupDescribeRequest': 'streams_group_describe',
    'StreamsGroupDescribeResponse': 'streams_group_describe',
    'DescribeShareGroupOffsetsRequest': 'describe_share_group_offsets',
    'DescribeShareGroupOffsetsResponse': 'describe_share_group_offsets',
    'AlterShareGroupOffsetsRequest': 'alter_share_group_offsets',
    'AlterShareGroupOffsetsResponse': 'alter_share_group_offsets',
    'DeleteShareGroupOffsetsRequest': 'delete_share_group_offsets',
    'DeleteShareGroupOffsetsResponse': 'delete_share_group_offsets',
    'ConsumerProtocolSubscription': 'consumer_protocol',
    'ConsumerProtocolAssignment': 'consumer_protocol',
}
_BY_KEY: dict[int, tuple[str, str, str]] = {
    0: ('produce', 'ProduceRequest', 'ProduceResponse'),
    1: ('fetch', 'FetchRequest', 'FetchResponse'),
    2: ('list_offsets', 'ListOffsetsRequest', 'ListOffsetsResponse'),
    3: ('metadata', 'MetadataRequest', 'MetadataResponse'),
    8: ('offset_commit', 'OffsetCommitRequest', 'OffsetCommitResponse'),
    9: ('offset_fetch', 'OffsetFetchRequest', 'OffsetFetchResponse'),
    10: ('find_coordinator', 'FindCoordinatorRequest', 'FindCoordinatorResponse'),
    11: ('join_group', 'JoinGroupRequest', 'JoinGroupResponse'),
    12: ('heartbeat', 'HeartbeatRequest', 'HeartbeatResponse'),
    13: ('leave_group', 'LeaveGroupRequest', 'LeaveGroupResponse'),
    14: ('sync_group', 'SyncGroupRequest', 'SyncGroupResponse'),
    15: ('describe_groups', 'DescribeGroupsRequest', 'DescribeGroupsResponse'),
    16: ('list_groups', 'ListGroupsRequest', 'ListGroupsResponse'),
    17: ('sasl_handshake', 'SaslHandshakeRequest', 'SaslHandshakeResponse'),
    18: ('api_versions', 'ApiVersionsRequest', 'ApiVersionsResponse'),
    19: ('create_topics', 'CreateTopicsRequest', 'CreateTopicsResponse'),
    20: ('delete_topics', 'DeleteTopicsRequest', 'DeleteTopicsResponse'),
    21: ('delete_records', 'DeleteRecordsRequest', 'DeleteRecordsResponse'),
    22: ('init_producer_id', 'InitProducerIdRequest', 'InitProducerIdResponse'),
    23: ('offset_for_leader_epoch', 'OffsetForLeaderEpochRequest', 'OffsetForLeaderEpochResponse'),
    24: ('add_partitions_to_txn', 'AddPartitionsToTxnRequest', 'AddPartitionsToTxnResponse'),
    25: ('add_offsets_to_txn', 'AddOffsetsToTxnRequest', 'AddOffsetsToTxnResponse'),
    26: ('end_txn', 'EndTxnRequest', 'EndTxnResponse'),
    27: ('write_txn_markers', 'WriteTxnMarkersRequest', 'WriteTxnMarkersResponse'),
    28: ('txn_offset_commit', 'TxnOffsetCommitRequest', 'TxnOffsetCommitResponse'),
    29: ('describe_acls', 'DescribeAclsRequest', 'DescribeAclsResponse'),
    30: ('create_acls', 'CreateAclsRequest', 'CreateAclsResponse'),
    31: ('delete_acls', 'DeleteAclsRequest', 'DeleteAclsResponse'),
    32: ('describe_configs', 'DescribeConfigsRequest', 'DescribeConfigsResponse'),
    33: ('alter_configs', 'AlterConfigsRequest', 'AlterConfigsResponse'),
    34: ('alter_replica_log_dirs', 'AlterReplicaLogDirsRequest', 'AlterReplicaLogDirsResponse'),
    35: ('describe_log_dirs', 'DescribeLogDirsRequest', 'DescribeLogDirsResponse'),
    36: ('sasl_authenticate', 'SaslAuthenticateRequest', 'SaslAuthenticateResponse'),
    37: ('create_partitions', 'CreatePartitionsRequest', 'CreatePartitionsResponse'),
    38: ('create_delegation_token', 'CreateDelegationTokenRequest', 'CreateDelegationTokenResponse'),
    39: ('renew_delegation_token', 'RenewDelegationTokenRequest', 'RenewDelegationTokenResponse'),
    40: ('expire_delegation_token', 'ExpireDelegationTokenRequest', 'ExpireDelegationTokenResponse'),
    41: ('describe_delegation_token', 'DescribeDelegationTokenRequest', 'DescribeDelegationTokenResponse'),
    42: ('delete_groups', 'DeleteGroupsRequest', 'DeleteGroupsResponse'),
    43: ('elect_leaders', 'ElectLeadersRequest', 'ElectLeadersResponse'),
    44: ('incremental_alter_configs', 'IncrementalAlterConfigsRequest', 'IncrementalAlterConfigsResponse'),
    45: ('alter_partition_reassignments', 'AlterPartitionReassignmentsRequest', 'AlterPartitionReassignmentsResponse'),
    46: ('list_partition_reassignments', 'ListPartitionReassignmentsRequest', 'ListPartitionReassignmentsResponse'),
    47: ('offset_delete', 'OffsetDeleteRequest', 'OffsetDeleteResponse'),
    48: ('describe_client_quotas', 'DescribeClientQuotasRequest', 'DescribeClientQuotasResponse'),
    49: ('alter_client_quotas', 'AlterClientQuotasRequest', 'AlterClientQuotasResponse'),
    50: ('describe_user_scram_credentials', 'DescribeUserScramCredentialsRequest', 'DescribeUserScramCredentialsResponse'),
    51: ('alter_user_scram_credentials', 'AlterUserScramCredentialsRequest', 'AlterUserScramCredentialsResponse'),
    55: ('describe_quorum', 'DescribeQuorumRequest', 'DescribeQuorumResponse'),
    57: ('update_features', 'UpdateFeaturesRequest', 'UpdateFeaturesResponse'),
    60: ('describe_cluster', 'DescribeClusterRequest', 'DescribeClusterResponse'),
    61: ('describe_producers', 'DescribeProducersRequest', 'DescribeProducersResponse'),
    64: ('unregister_broker', 'UnregisterBrokerRequest', 'UnregisterBrokerResponse'),
    65: ('describe_transactions', 'DescribeTransactionsRequest', 'DescribeTransactionsResponse'),
    66: ('list_transactions', 'ListTransactionsRequest', 'ListTransactionsResponse'),
    68: ('consumer_group_heartbeat', 'ConsumerGroupHeartbeatRequest', 'ConsumerGroupHeartbeatResponse'),
    69: ('consumer_group_describe', 'ConsumerGroupDescribeRequest', 'ConsumerGroupDescribeResponse'),
    71: ('get_telemetry_subscriptions', 'GetTelemetrySubscriptionsRequest', 'GetTelemetrySubscriptionsResponse'),
    72: ('push_telemetry', 'PushTelemetryRequest', 'PushTelemetryResponse'),
    74: ('list_config_resources', 'ListConfigResourcesRequest', 'ListConfigResourcesResponse'),
    75: ('describe_topic_partitions', 'DescribeTopicPartitionsRequest', 'DescribeTopicPartitionsResponse'),
    76: ('share_group_heartbeat', 'ShareGroupHeartbeatRequest', 'ShareGroupHeartbeatResponse'),
    77: ('share_group_describe', 'ShareGroupDescribeRequest', 'ShareGroupDescribeResponse'),
    78: ('share_fetch', 'ShareFetchRequest', 'ShareFetchResponse'),
    79: ('share_acknowledge', 'ShareAcknowledgeRequest', 'ShareAcknowledgeResponse'),
    80: ('add_raft_voter', 'AddRaftVoterRequest', 'AddRaftVoterResponse'),
    81: ('remove_raft_voter', 'RemoveRaftVoterRequest', 'RemoveRaftVoterResponse'),
    88: ('streams_group_heartbeat', 'StreamsGroupHeartbeatRequest', 'StreamsGroupHeartbeatResponse'),
    89: ('streams_group_describe', 'StreamsGroupDescribeRequest', 'StreamsGroupDescribeResponse'),
    90: ('describe_share_group_offsets', 'DescribeShareGroupOffsetsRequest', 'DescribeShareGroupOffsetsResponse'),
    91: ('alter_share_group_offsets', 'AlterShareGroupOffsetsRequest', 'AlterShareGroupOffsetsResponse'),
    92: ('delete_share_group_offsets', 'DeleteShareGroupOffsetsRequest', 'DeleteShareGroupOffsetsResponse'),
}


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


_T = TypeVar("_T", bound=Message)


class _LazyRegistry(Mapping[int, type[_T]], Generic[_T]):
    """API key -> message class; importing the class's module only when it is looked up."""

    __slots__ = ("_index",)

    def __init__(self, index: int) -> None:
        self._index = index

    def __getitem__(self, api_key: int) -> type[_T]:
        entry = _BY_KEY[api_key]
        cls: type[_T] = __getattr__(entry[self._index])
        return cls

    def __iter__(self) -> Iterator[int]:
        return iter(_BY_KEY)

    def __len__(self) -> int:
        return len(_BY_KEY)

    def __contains__(self, api_key: object) -> bool:
        return api_key in _BY_KEY


#: API key -> request class, for every generated API.
REQUESTS: Mapping[int, type[Request[Any]]] = _LazyRegistry[Request[Any]](1)
#: API key -> response class, for every generated API.
RESPONSES: Mapping[int, type[Response]] = _LazyRegistry[Response](2)
