"""Immutable snapshots of cluster metadata, built from Metadata responses (pure, no I/O).

Why immutable: readers (routing, admin describe) take a snapshot reference and use it without
locks while a refresh builds the next one; the client swaps the reference in one assignment.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from kafka_async.protocol.messages import MetadataResponse

__all__ = [
    "BrokerMetadata",
    "ClusterMetadata",
    "PartitionMetadata",
    "TopicMetadata",
    "build_snapshot",
]

_ZERO_UUID = uuid.UUID(int=0)
_EMPTY: Mapping[int, object] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class BrokerMetadata:
    node_id: int
    host: str
    port: int
    rack: str | None = None

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"


@dataclass(frozen=True, slots=True)
class PartitionMetadata:
    topic: str
    partition: int
    leader: int  # -1: no leader right now
    leader_epoch: int
    replicas: tuple[int, ...]
    isr: tuple[int, ...]
    offline_replicas: tuple[int, ...] = ()
    error_code: int = 0


@dataclass(frozen=True, slots=True)
class TopicMetadata:
    name: str
    topic_id: uuid.UUID | None
    is_internal: bool
    partitions: Mapping[int, PartitionMetadata]
    error_code: int = 0


@dataclass(frozen=True, slots=True)
class ClusterMetadata:
    """One consistent view of the cluster, as of ``updated_at`` (time.monotonic())."""

    cluster_id: str | None = None
    controller_id: int = -1
    brokers: Mapping[int, BrokerMetadata] = field(default_factory=dict)
    topics: Mapping[str, TopicMetadata] = field(default_factory=dict)
    updated_at: float = 0.0

    def leader_for(self, topic: str, partition: int) -> int | None:
        """The leader's node id, or None when unknown or leaderless (then refresh)."""
        described = self.topics.get(topic)
        if described is None:
            return None
        found = described.partitions.get(partition)
        if found is None or found.leader < 0 or found.leader not in self.brokers:
            return None
        return found.leader

    def partition(self, topic: str, partition: int) -> PartitionMetadata | None:
        described = self.topics.get(topic)
        return None if described is None else described.partitions.get(partition)

    def partitions_for(self, topic: str) -> tuple[int, ...]:
        described = self.topics.get(topic)
        return () if described is None else tuple(sorted(described.partitions))

    def merged_with(
        self, newer: ClusterMetadata, replaced: Iterable[str] | None
    ) -> ClusterMetadata:
        """``newer`` plus the topics of ``self`` that ``newer``'s request did not ask about.

        ``replaced`` is the topic list the newer request asked for (None = all topics, so the
        newer snapshot is complete and wins outright).
        """
        if replaced is None:
            return newer
        asked = set(replaced)
        topics = {name: t for name, t in self.topics.items() if name not in asked}
        topics.update(newer.topics)
        return ClusterMetadata(
            cluster_id=newer.cluster_id,
            controller_id=newer.controller_id,
            brokers=newer.brokers,
            topics=MappingProxyType(topics),
            updated_at=newer.updated_at,
        )


def build_snapshot(response: MetadataResponse) -> ClusterMetadata:
    """Translate a decoded MetadataResponse into a snapshot (topic errors kept per topic)."""
    brokers = {
        b.node_id: BrokerMetadata(b.node_id, b.host, b.port, b.rack) for b in response.brokers
    }
    topics: dict[str, TopicMetadata] = {}
    for topic in response.topics:
        if topic.name is None:
            continue
        partitions = {
            p.partition_index: PartitionMetadata(
                topic=topic.name,
                partition=p.partition_index,
                leader=p.leader_id,
                leader_epoch=p.leader_epoch,
                replicas=tuple(p.replica_nodes),
                isr=tuple(p.isr_nodes),
                offline_replicas=tuple(p.offline_replicas),
                error_code=p.error_code,
            )
            for p in topic.partitions
        }
        topic_id = topic.topic_id if topic.topic_id != _ZERO_UUID else None
        topics[topic.name] = TopicMetadata(
            name=topic.name,
            topic_id=topic_id,
            is_internal=topic.is_internal,
            partitions=MappingProxyType(partitions),
            error_code=topic.error_code,
        )
    return ClusterMetadata(
        cluster_id=response.cluster_id,
        controller_id=response.controller_id,
        brokers=MappingProxyType(brokers),
        topics=MappingProxyType(topics),
        updated_at=time.monotonic(),
    )
