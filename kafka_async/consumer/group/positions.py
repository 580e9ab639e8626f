"""Where a newly assigned partition starts: the group's committed offset, else
auto_offset_reset.

Why a subclass of OffsetLookup: the consumer's maintainer already finds a starting offset for
every partition without a position (one ListOffsets task per round, results dropped if the
partition was reassigned or seeked meanwhile). Giving it this lookup makes the committed offset
win for fresh partitions without a second, racing position-finding path. Partitions asked to
reset (OFFSET_OUT_OF_RANGE, a truncation without history) keep the auto_offset_reset policy, as
in Java; so do explicit seek_to_beginning/end, which use the plain lookup. Under
auto_offset_reset='none' the maintainer asks ``committed_offsets`` first and raises
NoOffsetForPartitionError only for partitions the group has no offset for.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping

from kafka_async.cluster.client import KafkaClient
from kafka_async.consumer.group.offsets import OffsetAndMetadata
from kafka_async.consumer.offsets import ListedOffset, OffsetLookup
from kafka_async.consumer.structs import TopicPartition
from kafka_async.consumer.subscription import SubscriptionState
from kafka_async.network.backoff import ExponentialBackoff

__all__ = ["CommittedFirstLookup"]

Resolver = Callable[[Iterable[TopicPartition]], Awaitable[dict[TopicPartition,
                                                                 OffsetAndMetadata]]]


class CommittedFirstLookup(OffsetLookup):
    """OffsetLookup whose ``list_offsets`` answers fresh partitions from committed offsets."""

    def __init__(self, client: KafkaClient, *, isolation_level: int, timeout: float,
                 backoff: ExponentialBackoff, subscription: SubscriptionState,
                 committed: Resolver) -> None:
        super().__init__(client, isolation_level=isolation_level, timeout=timeout,
                         backoff=backoff)
        self._subscription = subscription
        self._committed = committed

    async def committed_offsets(self, partitions: Iterable[TopicPartition]
                                ) -> dict[TopicPartition, ListedOffset]:
        """The maintainer's initial positions under auto_offset_reset='none': the committed
        offset where there is one (partitions without one are left out)."""
        return {tp: ListedOffset(committed.offset, -1, committed.leader_epoch)
                for tp, committed in (await self._committed(partitions)).items()}

    async def list_offsets(self, timestamps: Mapping[TopicPartition, int],
                           timeout: float | None = None, *,
                           partial: bool = False) -> dict[TopicPartition, ListedOffset]:
        fresh = []
        for tp in timestamps:
            state = self._subscription.partitions.get(tp)
            if state is not None and state.position is None and state.reset_strategy is None:
                fresh.append(tp)
        found: dict[TopicPartition, ListedOffset] = {}
        if fresh:
            for tp, committed in (await self._committed(fresh)).items():
                found[tp] = ListedOffset(committed.offset, -1, committed.leader_epoch)
        rest = {tp: ts for tp, ts in timestamps.items() if tp not in found}
        if rest:
            found.update(await super().list_offsets(rest, timeout, partial=partial))
        return found
