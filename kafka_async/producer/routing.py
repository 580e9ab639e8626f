"""Per-topic routing data that ``send()`` reads with one dict lookup (see producer.py)."""

from __future__ import annotations

from kafka_async.cluster import ClusterMetadata
from kafka_async.producer.ledger import PartitionState

__all__ = ["TopicRoute", "partitions_in"]


class TopicRoute:
    """What send() needs about one topic, found with one dict lookup: its partitions, which
    have a leader, its partition states and the current sticky partition (null keys)."""

    __slots__ = ("available", "idle_since", "partitions", "states", "sticky", "sticky_bytes",
                 "sticky_limit", "topic", "used")

    def __init__(self, topic: str, partitions: tuple[int, ...], available: tuple[int, ...],
                 states: dict[int, PartitionState]) -> None:
        self.topic = topic
        self.partitions = partitions
        self.available = available
        self.states = states
        self.sticky: PartitionState | None = None
        self.sticky_bytes = 0
        #: the bytes after which the sticky partition moves on: a batch's worth (set with
        #: ``sticky``, from the compression estimate when compressed)
        self.sticky_limit = 0
        #: metadata_max_idle_ms: set by every send (one store), cleared by the maintainer's
        #: idle check, which notes since when (time.monotonic()) it found the topic unused
        self.used = True
        self.idle_since = 0.0


def partitions_in(
    snapshot: ClusterMetadata, topic: str
) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """(all partitions, those with a leader) of ``topic``, or None if metadata lacks it."""
    described = snapshot.topics.get(topic)
    if described is None or described.error_code or not described.partitions:
        return None
    partitions = tuple(sorted(described.partitions))
    available = tuple(p for p in partitions if snapshot.leader_for(topic, p) is not None)
    return partitions, available
