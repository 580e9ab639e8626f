"""Which partitions the consumer reads and where it stands in each (pure state, no I/O).

Every partition has two offsets. ``position`` is the next offset the *application* gets;
``fetch_offset`` is the next offset the *fetcher* asks for. They differ while prefetched data
sits in the buffer: the next fetch starts where the buffered data ends, so it can be in flight
while the application is still working through the previous one. A seek (or reset) sets both and
bumps ``generation``; fetched data carries the generation it was requested under, so anything
fetched before the seek (buffered or still in flight) is recognised as stale and dropped.
"""

from __future__ import annotations

from collections.abc import Iterable

from kafka_async.consumer.errors import PartitionNotAssignedError
from kafka_async.consumer.structs import TopicPartition

__all__ = ["PartitionState", "SubscriptionState"]


class PartitionState:
    """One assigned partition; mutated only on the event loop (fetcher and consumer tasks)."""

    __slots__ = (
        "awaiting_validation",
        "failure",
        "fetch_offset",
        "generation",
        "high_watermark",
        "last_fetched_epoch",
        "last_stable_offset",
        "leader_epoch",
        "log_start_offset",
        "paused",
        "position",
        "position_epoch",
        "preferred_replica",
        "preferred_until",
        "reset_strategy",
        "retry_after",
        "revoking",
        "tp",
    )

    def __init__(self, tp: TopicPartition) -> None:
        self.tp = tp
        self.position: int | None = None
        self.position_epoch = -1  # leader epoch of the last record the application got
        self.fetch_offset = 0
        self.last_fetched_epoch = -1  # leader epoch of the last batch fetched (KIP-320)
        self.generation = 0
        self.paused = False
        self.reset_strategy: str | None = None  # "earliest"/"latest": a ListOffsets is due
        self.awaiting_validation = False  # leader changed: OffsetForLeaderEpoch check due
        self.leader_epoch = -1  # the leader epoch our fetches carry (from metadata)
        self.high_watermark: int | None = None
        self.last_stable_offset: int | None = None
        self.log_start_offset: int | None = None
        self.preferred_replica = -1  # KIP-392 read replica, valid until preferred_until
        self.preferred_until = 0.0
        self.retry_after = 0.0  # monotonic time before which this partition is not fetched
        #: being revoked (or lost): the rebalance listener runs, so nothing more of it is
        #: fetched or handed out (Java's pending revocation); the partition goes after it
        self.revoking = False
        #: why the partition cannot go on until the application seeks (auto_offset_reset
        #: 'none': out of range, or no position): every poll raises it, as Java's does
        self.failure: BaseException | None = None

    def __repr__(self) -> str:
        return (f"<PartitionState {self.tp} position={self.position} "
                f"fetch_offset={self.fetch_offset} paused={self.paused} "
                f"reset={self.reset_strategy} validating={self.awaiting_validation}>")

    def seek(self, offset: int, epoch: int = -1) -> None:
        """Move both offsets; whatever was fetched for the old position becomes stale."""
        self.position = offset
        self.position_epoch = epoch
        self.fetch_offset = offset
        self.last_fetched_epoch = epoch
        self.generation += 1
        self.reset_strategy = None
        self.awaiting_validation = False
        self.retry_after = 0.0
        self.failure = None

    def request_reset(self, strategy: str) -> None:
        """Forget the position; the offset resetter finds a new one with ListOffsets."""
        self.reset_strategy = strategy
        self.awaiting_validation = False
        self.failure = None
        self.generation += 1

    def rewind_fetch(self) -> None:
        """Drop prefetched data and fetch again from the position (e.g. after a leader change,
        so that what we read next is validated against the new leader's log)."""
        if self.position is not None:
            self.fetch_offset = self.position
            self.last_fetched_epoch = self.position_epoch
        self.generation += 1

    def is_fetchable(self, now: float) -> bool:
        return (self.position is not None and not self.paused and self.reset_strategy is None
                and not self.awaiting_validation and self.retry_after <= now
                and not self.revoking)


class SubscriptionState:
    """The assigned partitions (by assign() or by topic subscription) and their states."""

    __slots__ = ("partitions", "subscribed_topics", "version")

    def __init__(self) -> None:
        self.partitions: dict[TopicPartition, PartitionState] = {}
        self.subscribed_topics: frozenset[str] = frozenset()
        self.version = 0  # bumped on every assignment change (the fetcher re-plans)

    def assign(self, partitions: Iterable[TopicPartition]) -> None:
        """Replace the assignment; partitions kept across the change keep their position."""
        wanted = list(dict.fromkeys(partitions))
        for tp in wanted:
            if not isinstance(tp, TopicPartition):
                raise TypeError(f"assign() takes TopicPartition values, got {tp!r}")
        old = self.partitions
        self.partitions = {tp: old.get(tp) or PartitionState(tp) for tp in wanted}
        self.version += 1

    def subscribe(self, topics: Iterable[str]) -> None:
        self.subscribed_topics = frozenset(topics)

    def state(self, tp: TopicPartition) -> PartitionState:
        found = self.partitions.get(tp)
        if found is None:
            raise PartitionNotAssignedError(
                f"{tp.topic}-{tp.partition} is not assigned to this consumer (no current "
                "assignment for it: assign() it, or wait for the group to give it)")
        return found
