"""Cluster operations of the Admin: who is in the cluster, which features it runs, and the
state of the KRaft metadata quorum.

=========================  ================  ==============================================
operation                  request           sent to
=========================  ================  ==============================================
describe_cluster           DescribeCluster   the least loaded node
describe_features          ApiVersions       the least loaded node (finalized and supported)
update_features            UpdateFeatures    the controller
describe_metadata_quorum   DescribeQuorum    the least loaded node (forwarded to the quorum)
add_raft_voter             AddRaftVoter      the least loaded node (forwarded to the leader)
remove_raft_voter          RemoveRaftVoter   the least loaded node (forwarded to the leader)
unregister_broker          UnregisterBroker  the least loaded node (forwarded)
=========================  ================  ==============================================

The voter changes need a dynamic quorum (KIP-853: ``kraft.version`` 1, a cluster formatted
with ``--standalone`` or ``--initial-controllers`` and configured with
``controller.quorum.bootstrap.servers``); a static one (``controller.quorum.voters``) refuses
them with UnsupportedVersionError. A controller joins as an observer first, and is made a
voter once it has caught up: its id and directory id are in ``describe_metadata_quorum()``'s
observers.
"""

from __future__ import annotations

import enum
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from kafka_async._version import __version__
from kafka_async.admin.base import (
    AdminBase,
    authorized_operations,
    broker_error,
    check_flag,
    check_str,
    settle,
)
from kafka_async.admin.calls import Retry
from kafka_async.admin.resources import AclOperation
from kafka_async.protocol.arguments import (
    INT16_MAX,
    INT32_MAX,
    check_int,
    collection_argument,
    describe_value,
)
from kafka_async.protocol.errors import BrokerError, UnknownServerError
from kafka_async.protocol.messages import (
    AddRaftVoterRequest,
    ApiVersionsRequest,
    DescribeClusterRequest,
    DescribeQuorumRequest,
    RemoveRaftVoterRequest,
    UnregisterBrokerRequest,
    UpdateFeaturesRequest,
)

__all__ = [
    "ClusterDescription",
    "ClusterOps",
    "FeatureMetadata",
    "FeatureUpdate",
    "FeatureUpgradeType",
    "FinalizedVersionRange",
    "Node",
    "QuorumInfo",
    "RaftVoterEndpoint",
    "ReplicaState",
    "SupportedVersionRange",
]

_METADATA_TOPIC = "__cluster_metadata"
#: NOT_LEADER_OR_FOLLOWER, NOT_CONTROLLER: the voter change goes to the new leader
_LEADER_MOVED = frozenset({6, 41})


@dataclass(frozen=True)
class Node:
    """A broker (Java's Node); ``is_fenced`` only when fenced brokers were asked for."""

    id: int
    host: str
    port: int
    rack: str | None = None
    is_fenced: bool = False


@dataclass(frozen=True)
class ClusterDescription:
    cluster_id: str
    #: The active controller as brokers see it (None when there is none right now).
    controller: Node | None
    nodes: tuple[Node, ...]
    #: What this client may do on the cluster; None unless asked for.
    authorized_operations: frozenset[AclOperation] | None = None


@dataclass(frozen=True)
class FinalizedVersionRange:
    min_version_level: int
    max_version_level: int


@dataclass(frozen=True)
class SupportedVersionRange:
    min_version: int
    max_version: int


@dataclass(frozen=True)
class FeatureMetadata:
    """Java's FeatureMetadata: the levels the cluster runs at (finalized) and the ranges the
    answering broker could run (supported)."""

    finalized_features: dict[str, FinalizedVersionRange]
    #: Bumped at each finalized-feature change; None when the broker does not say.
    finalized_features_epoch: int | None
    supported_features: dict[str, SupportedVersionRange]


class FeatureUpgradeType(enum.IntEnum):
    UPGRADE = 1
    SAFE_DOWNGRADE = 2
    UNSAFE_DOWNGRADE = 3


@dataclass(frozen=True)
class FeatureUpdate:
    """Move a feature to ``max_version_level`` (0 removes it). A downgrade needs
    ``upgrade_type`` SAFE_DOWNGRADE (refused if metadata would be lost) or
    UNSAFE_DOWNGRADE."""

    UpgradeType: ClassVar[type[FeatureUpgradeType]] = FeatureUpgradeType

    max_version_level: int
    upgrade_type: FeatureUpgradeType = FeatureUpgradeType.UPGRADE

    def __post_init__(self) -> None:
        check_int(self.max_version_level, "max_version_level", 0, INT16_MAX)
        try:
            object.__setattr__(self, "upgrade_type", FeatureUpgradeType(self.upgrade_type))
        except ValueError:
            raise ValueError(f"upgrade_type must be a FeatureUpdate.UpgradeType, got "
                             f"{describe_value(self.upgrade_type)}") from None


@dataclass(frozen=True)
class ReplicaState:
    """A voter or observer of the metadata quorum. Timestamps are None when unknown."""

    replica_id: int
    replica_directory_id: Any
    log_end_offset: int
    last_fetch_timestamp: int | None
    last_caught_up_timestamp: int | None


@dataclass(frozen=True)
class QuorumInfo:
    """Java's QuorumInfo: the KRaft leader, its epoch and high watermark, voters and
    observers with how far each has replicated, and the voters' endpoints."""

    leader_id: int
    leader_epoch: int
    high_watermark: int
    voters: tuple[ReplicaState, ...]
    observers: tuple[ReplicaState, ...]
    #: node id -> {listener name: (host, port)} (DescribeQuorum v2+)
    nodes: dict[int, dict[str, tuple[str, int]]]


@dataclass(frozen=True)
class RaftVoterEndpoint:
    """Where a controller listens, for ``add_raft_voter`` (Java's RaftVoterEndpoint): the
    listener's name (one of the controller's ``controller.listener.names``), host, port."""

    name: str
    host: str
    port: int

    def __post_init__(self) -> None:
        check_str(self.name, "RaftVoterEndpoint name")
        check_str(self.host, "RaftVoterEndpoint host")
        check_int(self.port, "RaftVoterEndpoint port", 0, 65535)


def _directory_id(value: object) -> uuid.UUID:
    if not isinstance(value, uuid.UUID):
        raise TypeError(f"voter_directory_id must be a uuid.UUID (a controller's directory "
                        f"id, from describe_metadata_quorum()), got {describe_value(value)}")
    return value


class ClusterOps(AdminBase):
    """Cluster operations (module docstring)."""

    async def describe_cluster(self, *, include_authorized_operations: bool = False,
                               include_fenced_brokers: bool = False,
                               timeout_ms: int | None = None) -> ClusterDescription:
        """The cluster id, the active controller and the brokers (fenced ones too with
        ``include_fenced_brokers``, Kafka 4.0+)."""
        check_flag(include_authorized_operations, "include_authorized_operations")
        check_flag(include_fenced_brokers, "include_fenced_brokers")
        deadline = self._deadline(timeout_ms)
        request = DescribeClusterRequest(
            include_cluster_authorized_operations=include_authorized_operations,
            include_fenced_brokers=include_fenced_brokers)
        response = await self._calls.any_node("DescribeCluster", request, deadline)
        nodes = tuple(Node(b.broker_id, b.host, b.port, b.rack, b.is_fenced)
                      for b in sorted(response.brokers, key=lambda b: b.broker_id))
        controller = next((n for n in nodes if n.id == response.controller_id), None)
        return ClusterDescription(
            cluster_id=response.cluster_id, controller=controller, nodes=nodes,
            authorized_operations=(authorized_operations(response.cluster_authorized_operations)
                                   if include_authorized_operations else None))

    async def describe_features(self, *, timeout_ms: int | None = None) -> FeatureMetadata:
        """Finalized feature levels (``metadata.version``, ``transaction.version``,
        ``group.version``, ``share.version``...) and what the broker supports."""
        deadline = self._deadline(timeout_ms)
        request = ApiVersionsRequest(client_software_name="kafka-async",
                                     client_software_version=__version__)
        response = await self._calls.any_node("ApiVersions", request, deadline)
        epoch = response.finalized_features_epoch
        return FeatureMetadata(
            finalized_features={f.name: FinalizedVersionRange(f.min_version_level,
                                                              f.max_version_level)
                                for f in response.finalized_features},
            finalized_features_epoch=None if epoch < 0 else epoch,
            supported_features={f.name: SupportedVersionRange(f.min_version, f.max_version)
                                for f in response.supported_features})

    async def update_features(self, feature_updates: Mapping[str, FeatureUpdate], *,
                              validate_only: bool = False, timeout_ms: int | None = None,
                              return_exceptions: bool = False) -> dict[str, Any]:
        """Upgrade or downgrade finalized features (as ``kafka-features upgrade``);
        {feature: None} or the error per feature (InvalidUpdateVersionError, ...)."""
        if not isinstance(feature_updates, Mapping) or not feature_updates:
            raise ValueError("feature_updates must be a non-empty dict {feature name: "
                             "FeatureUpdate}")
        for name, update in feature_updates.items():
            if not isinstance(name, str) or not name:
                raise TypeError(f"feature names must be non-empty strings, got "
                                f"{describe_value(name)}")
            if not isinstance(update, FeatureUpdate):
                raise TypeError(f"feature_updates[{name!r}] must be a FeatureUpdate, got "
                                f"{type(update).__name__}")
        check_flag(validate_only, "validate_only")
        check_flag(return_exceptions, "return_exceptions")
        server_timeout = self._server_timeout(timeout_ms)
        deadline = self._deadline(timeout_ms)
        # upgrade_type is v1+ (every KRaft broker); v0's allow_downgrade stays at its default
        key = UpdateFeaturesRequest.FeatureUpdateKey
        request = UpdateFeaturesRequest(
            timeout_ms=server_timeout, validate_only=validate_only,
            feature_updates=[key(feature=name, max_version_level=u.max_version_level,
                                 upgrade_type=int(u.upgrade_type))
                             for name, u in feature_updates.items()])
        response = await self._calls.controller(request, deadline, server_timeout)
        results: dict[str, BrokerError | None] = {}
        for name in feature_updates:
            results[name] = (broker_error(response.error_code, response.error_message,
                                          f"feature {name!r}")
                             if response.error_code else None)
        for entry in response.results:
            if entry.error_code:
                results[entry.feature] = broker_error(entry.error_code, entry.error_message,
                                                      f"feature {entry.feature!r}")
        return settle(results, return_exceptions)

    async def describe_metadata_quorum(self, *, timeout_ms: int | None = None) -> QuorumInfo:
        """The KRaft quorum of ``__cluster_metadata`` (as ``kafka-metadata-quorum describe``)."""
        deadline = self._deadline(timeout_ms)
        data = DescribeQuorumRequest.TopicData
        request = DescribeQuorumRequest(topics=[data(
            topic_name=_METADATA_TOPIC, partitions=[data.PartitionData(partition_index=0)])])

        async def attempt() -> QuorumInfo:
            response = await self._calls.send(request, deadline)
            if response.error_code:
                error = broker_error(response.error_code, response.error_message,
                                     "DescribeQuorum")
                if error.retriable:
                    raise Retry(error)
                raise error
            topics = response.topics
            if (len(topics) != 1 or topics[0].topic_name != _METADATA_TOPIC
                    or len(topics[0].partitions) != 1
                    or topics[0].partitions[0].partition_index != 0):
                # (Java checks the same, and fails the same way)
                got = [(t.topic_name, [p.partition_index for p in t.partitions][:5])
                       for t in topics[:5]]
                raise UnknownServerError(
                    f"DescribeQuorum: the answer must describe {_METADATA_TOPIC}-0 alone, "
                    f"got {got}")
            part = topics[0].partitions[0]
            if part.error_code:
                error = broker_error(part.error_code, part.error_message, "DescribeQuorum")
                if error.retriable:
                    raise Retry(error)
                raise error
            return QuorumInfo(
                leader_id=part.leader_id, leader_epoch=part.leader_epoch,
                high_watermark=part.high_watermark,
                voters=tuple(_replica(r) for r in part.current_voters),
                observers=tuple(_replica(r) for r in part.observers),
                nodes={n.node_id: {lst.name: (lst.host, lst.port) for lst in n.listeners}
                       for n in response.nodes})

        return await self._calls.retrying("DescribeQuorum", deadline, attempt)

    async def unregister_broker(self, broker_id: int, *, timeout_ms: int | None = None) -> None:
        """Remove a broker's registration from a KRaft cluster (Java's ``unregisterBroker``,
        ``kafka-cluster unregister``): for a broker that is gone for good, so that its id
        stops counting as a fenced broker. BrokerIdNotRegisteredError when the cluster has
        no such broker. The controller does not check that the broker is gone: a running
        broker unregistered drops out of the cluster's metadata (clients no longer find it)
        until it restarts, as with Java's tool."""
        broker = check_int(broker_id, "broker_id", 0, INT32_MAX)
        deadline = self._deadline(timeout_ms)
        await self._calls.any_node(f"UnregisterBroker of broker {broker}",
                                   UnregisterBrokerRequest(broker_id=broker), deadline)


    async def add_raft_voter(self, voter_id: int, voter_directory_id: uuid.UUID,
                             endpoints: Iterable[RaftVoterEndpoint], *,
                             cluster_id: str | None = None,
                             timeout_ms: int | None = None) -> None:
        """Make a controller a voter of the KRaft quorum (Java's ``addRaftVoter``,
        ``kafka-metadata-quorum add-controller``), once its addition is committed. The
        controller must be running and fetching as an observer (see the module docstring).
        ``cluster_id``, when given, must be the cluster's (InconsistentClusterIdError)."""
        voter = check_int(voter_id, "voter_id", 0, INT32_MAX)
        directory = _directory_id(voter_directory_id)
        where = collection_argument(endpoints, "endpoints", item_type=RaftVoterEndpoint,
                                    of="RaftVoterEndpoints")
        if not where:
            raise ValueError("endpoints must name at least one listener of the controller")
        if cluster_id is not None:
            check_str(cluster_id, "cluster_id")
        server_timeout = self._server_timeout(timeout_ms)
        deadline = self._deadline(timeout_ms)
        listener = AddRaftVoterRequest.Listener
        request = AddRaftVoterRequest(
            cluster_id=cluster_id, timeout_ms=server_timeout, voter_id=voter,
            voter_directory_id=directory,
            listeners=[listener(name=e.name, host=e.host, port=e.port) for e in where])
        await self._voter_change(f"AddRaftVoter of controller {voter}", request, deadline)

    async def remove_raft_voter(self, voter_id: int, voter_directory_id: uuid.UUID, *,
                                cluster_id: str | None = None,
                                timeout_ms: int | None = None) -> None:
        """Remove a voter from the KRaft quorum (Java's ``removeRaftVoter``,
        ``kafka-metadata-quorum remove-controller``); it goes on as an observer while it
        runs. VoterNotFoundError for a voter id and directory id that do not match."""
        voter = check_int(voter_id, "voter_id", 0, INT32_MAX)
        directory = _directory_id(voter_directory_id)
        if cluster_id is not None:
            check_str(cluster_id, "cluster_id")
        deadline = self._deadline(timeout_ms)
        request = RemoveRaftVoterRequest(cluster_id=cluster_id, voter_id=voter,
                                         voter_directory_id=directory)
        await self._voter_change(f"RemoveRaftVoter of controller {voter}", request, deadline)

    async def _voter_change(self, what: str, request: Any, deadline: float) -> None:
        """A voter change's answer is final, as Java takes it: REQUEST_TIMED_OUT is the
        leader's "the new voter is not a caught-up observer" (retried, it ran the whole
        timeout out for nothing). Only a leader that moved, and a lost connection, are
        asked again."""

        async def attempt() -> None:
            response = await self._calls.send(request, deadline)
            if response.error_code:
                error = broker_error(response.error_code, response.error_message, what)
                if response.error_code in _LEADER_MOVED:
                    raise Retry(error)
                raise error

        await self._calls.retrying(what, deadline, attempt)


def _replica(state: Any) -> ReplicaState:
    def known(value: int) -> int | None:
        return None if value < 0 else value

    return ReplicaState(state.replica_id, state.replica_directory_id, state.log_end_offset,
                        known(state.last_fetch_timestamp), known(state.last_caught_up_timestamp))
