"""The maintainer: keeps every assigned partition fetchable (positions, routing, truncation).

Theory of operation
-------------------
One task in the consumer's task group. It wakes when something changed (assignment, seek,
a fetch error, a node loop ending) or every ``_TICK`` seconds, and then, synchronously:

* expands topic subscriptions into all their partitions (subscription without a group);
* notices leader changes in fresh metadata: a partition whose leader epoch moved on while we
  had a position is marked for validation (KIP-320) and its prefetched data is dropped;
* checks topics the fetcher saw as unknown: gone from fresh metadata means deleted, which is
  reported to the application (TopicDeletedError) and the partitions are unassigned;
* starts fetcher node loops for brokers that now have fetchable partitions.

Offset lookups that may take a while (ListOffsets for partitions without a position,
OffsetForLeaderEpoch for validation) run in their own tasks so that routing never waits on
them; each handles all pending partitions of its kind per round.
"""

from __future__ import annotations

import logging
import math
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterable, Mapping

import anyio

from kafka_async.cluster.client import KafkaClient
from kafka_async.cluster.metadata import ClusterMetadata
from kafka_async.cluster.structs import OffsetAndMetadata
from kafka_async.consumer._tasks import BackgroundTasks
from kafka_async.consumer.config import ConsumerConfig
from kafka_async.consumer.errors import (
    LogTruncationError,
    NoOffsetForPartitionError,
    TopicDeletedError,
)
from kafka_async.consumer.fetcher import Fetcher
from kafka_async.consumer.offsets import ListedOffset, OffsetLookup
from kafka_async.consumer.reset_strategy import LATEST, reset_target
from kafka_async.consumer.structs import TopicPartition
from kafka_async.consumer.subscription import PartitionState, SubscriptionState
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.timed_wait import running_asyncio_loop, wait_owned_event
from kafka_async.protocol.errors import KafkaError

__all__ = ["Maintainer"]

logger = logging.getLogger("kafka_async.consumer")

_TICK = 0.1
_UNKNOWN_TOPIC = 3

#: Where fresh partitions start before auto_offset_reset applies (a group's committed offsets):
#: partitions missing from the answer have none.
InitialPositions = Callable[[Iterable[TopicPartition]],
                            Awaitable[Mapping[TopicPartition, ListedOffset]]]


class Maintainer:
    """See the module docstring; the Consumer owns one and runs ``run()`` in its group."""

    def __init__(self, client: KafkaClient, config: ConsumerConfig,
                 subscription: SubscriptionState, lookup: OffsetLookup,
                 errors: deque[BaseException],
                 initial_positions: InitialPositions | None = None,
                 group_topics: Callable[[], frozenset[str]] | None = None) -> None:
        self._client = client
        #: a group's subscribed topics (the group, not ``subscription``, holds them)
        self._group_topics = group_topics
        self._initial_positions = initial_positions
        self._config = config
        self._subscription = subscription
        self._lookup = lookup
        self._errors = errors
        self.fetcher: Fetcher | None = None
        self._wakeup = anyio.Event()
        self._positions_waiter: anyio.Event | None = None
        self._seen_metadata: ClusterMetadata | None = None
        self._suspects_since: dict[str, float] = {}
        self._resetting = False
        self._validating = False
        # Subscribed topics the metadata does not have yet: refreshes asked for with a backoff.
        self._missing_backoff = ExponentialBackoff(
            config.retry_backoff_ms / 1000, config.retry_backoff_max_ms / 1000)
        #: resets and validations go round by round (what one round found is applied): the
        #: partitions a round left out wait for the next one, backing off
        self._reset_rounds = _Rounds("no offset to reset %s to", self._missing_backoff)
        self._validation_rounds = _Rounds("no end offset to validate %s against",
                                          self._missing_backoff)
        self._missing_asked = 0
        self._missing_next = 0.0

    def wake(self) -> None:
        self._wakeup.set()

    def reconsider(self) -> None:
        """Re-run the metadata-driven checks on the next tick (the assignment changed)."""
        self._seen_metadata = None
        self.wake()

    def positions_waiter(self) -> anyio.Event:
        if self._positions_waiter is None:
            self._positions_waiter = anyio.Event()
        return self._positions_waiter

    def _positions_changed(self) -> None:
        waiter = self._positions_waiter
        if waiter is not None:
            self._positions_waiter = None
            waiter.set()

    async def run(self, group: BackgroundTasks) -> None:
        loop = running_asyncio_loop()
        while True:
            try:
                self.tick(group)
            except Exception as exc:  # surface it in getmany() rather than hang the consumer
                logger.exception("consumer maintenance failed")
                self._errors.append(exc)
                if self.fetcher is not None:
                    self.fetcher.wake_waiters()
            await wait_owned_event(self._wakeup, _TICK, loop)  # (ours: replaced just below)
            self._wakeup = anyio.Event()

    def tick(self, group: BackgroundTasks) -> None:
        metadata = self._client.metadata
        if metadata is not self._seen_metadata:
            self._seen_metadata = metadata
            self._expand_subscription(metadata)
            self._check_leaders(metadata)
            self._check_deleted(metadata)
        self._refresh_for_missing(metadata)
        subscription = self._subscription
        if not self._resetting:
            unpositioned = [s for s in subscription.partitions.values()
                            if s.position is None or s.reset_strategy is not None]
            if unpositioned:
                self._resetting = True
                group.start_soon(self._reset_positions)
                if self.fetcher is not None:
                    self.fetcher.warm_up(group, unpositioned)
        if not self._validating and any(
                s.awaiting_validation for s in subscription.partitions.values()):
            self._validating = True
            group.start_soon(self._validate_positions)
        if self.fetcher is not None:
            self.fetcher.start_loops(group)

    # ------------------------------------------------------------------ metadata driven

    def _expand_subscription(self, metadata: ClusterMetadata) -> None:
        topics = self._subscription.subscribed_topics
        if not topics:
            return
        wanted = [TopicPartition(topic, p) for topic in sorted(topics)
                  for p in metadata.partitions_for(topic)]
        if set(wanted) != set(self._subscription.partitions):
            self._subscription.assign(wanted)
            self._client.track_topics(topics)

    def _refresh_for_missing(self, metadata: ClusterMetadata) -> None:
        """A subscribed topic the metadata does not have (created a moment ago and not yet
        served by the broker asked, or not created yet): ask for metadata again after
        retry_backoff_ms, doubling up to retry_backoff_max_ms, until it is there, as Java's
        consumer keeps refreshing for its unknown subscribed topics. Without this the topic
        was picked up by the periodic refresh only, metadata_max_age_ms (5 minutes) later."""
        topics = self._subscription.subscribed_topics
        if self._group_topics is not None:
            topics = topics | self._group_topics()
        known = metadata.topics
        if not topics or all((described := known.get(topic)) is not None
                             and described.partitions for topic in topics):
            self._missing_asked = 0
            return
        now = time.monotonic()
        if now < self._missing_next:
            return
        self._missing_asked += 1
        self._missing_next = now + self._missing_backoff.delay(self._missing_asked)
        self._client.request_update()

    def _check_leaders(self, metadata: ClusterMetadata) -> None:
        for tp, state in self._subscription.partitions.items():
            described = metadata.partition(tp.topic, tp.partition)
            if described is None or described.leader_epoch <= state.leader_epoch:
                continue
            had_epoch = state.leader_epoch >= 0
            state.leader_epoch = described.leader_epoch
            if had_epoch and state.position is not None and state.position_epoch >= 0:
                state.awaiting_validation = True
                state.rewind_fetch()
                if self.fetcher is not None:
                    self.fetcher.discard(tp)

    def _check_deleted(self, metadata: ClusterMetadata) -> None:
        fetcher = self.fetcher
        if fetcher is None or not fetcher.deletion_suspects:
            return
        now = time.monotonic()
        for topic in list(fetcher.deletion_suspects):
            since = self._suspects_since.setdefault(topic, now)
            if metadata.updated_at <= since:
                self._client.request_update()  # judge on metadata fetched after the error
                continue
            fetcher.deletion_suspects.discard(topic)
            del self._suspects_since[topic]
            described = metadata.topics.get(topic)
            if described is not None and described.error_code != _UNKNOWN_TOPIC:
                continue
            gone = [tp for tp in self._subscription.partitions if tp.topic == topic]
            if not gone:
                continue  # (the group took its partitions away already: nothing to report)
            self._subscription.assign(
                [tp for tp in self._subscription.partitions if tp.topic != topic])
            self._errors.append(TopicDeletedError(
                f"topic {topic!r} was deleted while being consumed; its partitions "
                f"{sorted(tp.partition for tp in gone)} were removed from the assignment"))
            fetcher.wake_waiters()

    # ------------------------------------------------------------------ offset tasks

    async def _reset_positions(self) -> None:
        try:
            pending: dict[TopicPartition, int] = {}
            now_ms = int(time.time() * 1000)  # (by_duration: reaches back from now)
            states: dict[TopicPartition, tuple[PartitionState, int]] = {}
            undecided: list[PartitionState] = []
            for tp, state in self._subscription.partitions.items():
                if ((state.position is not None and state.reset_strategy is None)
                        or state.failure is not None):  # (failed: waits for a seek)
                    continue
                strategy = state.reset_strategy or self._config.auto_offset_reset
                if strategy == "none":
                    if state.reset_strategy is None and self._initial_positions is not None:
                        undecided.append(state)  # a committed offset may still place it
                    else:
                        self._report_no_offset(state)
                    continue
                pending[tp] = reset_target(strategy, now_ms)
                states[tp] = (state, state.generation)
            if undecided and not await self._place_or_report(undecided):
                return
            if not pending:
                return
            try:
                # One round (partial): what was found is applied now, the rest (no leader
                # known, a retriable error) comes back in the next round, after a backoff.
                found = await self._lookup.list_offsets(pending, partial=True)
                # by_duration with no record that recent: the end of the log (Java's rule)
                beyond = {tp: LATEST for tp, listed in found.items()
                          if pending[tp] >= 0 and listed.offset < 0}
                if beyond:
                    ends = await self._lookup.list_offsets(beyond, partial=True)
                    for tp in beyond:  # (no end offset yet: its next round looks again)
                        if tp in ends:
                            found[tp] = ends[tp]
                        else:
                            del found[tp]
            except KafkaError as exc:
                logger.warning("resetting offsets of %s failed: %s", sorted(pending), exc)
                if not exc.retriable:
                    self._errors.append(exc)
                await anyio.sleep(self._config.retry_backoff_ms / 1000)
                return
            for tp, listed in found.items():
                state, generation = states[tp]
                if self._subscription.partitions.get(tp) is state and (
                        state.generation == generation):
                    state.seek(listed.offset, listed.leader_epoch)
            missing = sorted(pending.keys() - found.keys())
            await self._reset_rounds.after(missing, self._lookup.timeout)
        finally:
            self._resetting = False
            self._positions_changed()
            self.wake()

    async def _place_or_report(self, states: list[PartitionState]) -> bool:
        """auto_offset_reset='none': a fresh partition starts at its initial (committed)
        position; only one without raises NoOffsetForPartitionError. False: lookup failed."""
        assert self._initial_positions is not None
        generations = {s.tp: s.generation for s in states}
        try:
            found = await self._initial_positions([s.tp for s in states])
        except KafkaError as exc:
            logger.warning("initial positions of %s failed: %s", sorted(generations), exc)
            if not exc.retriable:
                self._errors.append(exc)
            await anyio.sleep(self._config.retry_backoff_ms / 1000)
            return False
        for state in states:
            if (self._subscription.partitions.get(state.tp) is not state
                    or state.generation != generations[state.tp] or state.position is not None):
                continue  # reassigned or seeked meanwhile
            listed = found.get(state.tp)
            if listed is not None:
                state.seek(listed.offset, listed.leader_epoch)
            else:
                self._report_no_offset(state)
        return True

    def _report_no_offset(self, state: PartitionState) -> None:
        if state.failure is not None:
            return
        tp = state.tp
        self._fail_partition(state, NoOffsetForPartitionError(
            f"{tp.topic} partition {tp.partition} has no position and auto_offset_reset='none'; "
            f"seek() to an offset first"))

    def _fail_partition(self, state: PartitionState, failure: KafkaError) -> None:
        """A partition that cannot go on until the application seeks: every poll raises
        ``failure`` (Consumer._raise_stuck), not only the next one."""
        state.failure = failure
        state.retry_after = math.inf
        if self.fetcher is not None:
            self.fetcher.stuck = True
            self.fetcher.wake_waiters()


    async def _validate_positions(self) -> None:
        try:
            asked: dict[TopicPartition, tuple[int, int]] = {}
            states: dict[TopicPartition, tuple[PartitionState, int]] = {}
            for tp, state in self._subscription.partitions.items():
                if state.awaiting_validation and state.position is not None:
                    asked[tp] = (state.leader_epoch, state.position_epoch)
                    states[tp] = (state, state.generation)
            if not asked:
                return
            try:
                # One round (partial), as the resets: a partition left out (its leader's
                # epoch moved on: FENCED_LEADER_EPOCH) is asked again in the next round, with
                # the epoch the refreshed metadata gives it. A lookup that kept retrying with
                # the epoch it started with was fenced until default_api_timeout_ms ran out
                # (a minute of no fetching after a whole cluster restarted).
                found = await self._lookup.end_offsets_for_epochs(asked, partial=True)
            except KafkaError as exc:
                logger.warning("validating positions of %s failed: %s", sorted(asked), exc)
                await anyio.sleep(self._config.retry_backoff_ms / 1000)
                return
            for tp, end in found.items():
                state, generation = states[tp]
                if self._subscription.partitions.get(tp) is not state or (
                        state.generation != generation):
                    continue
                state.awaiting_validation = False
                self.on_diverging(state, end.leader_epoch, end.end_offset)
            await self._validation_rounds.after(sorted(asked.keys() - found.keys()),
                                                self._lookup.timeout)
        finally:
            self._validating = False
            self.wake()

    def on_diverging(self, state: PartitionState, epoch: int, end_offset: int) -> None:
        """The leader's log ends epoch ``epoch`` at ``end_offset`` (KIP-320). If that is before
        our position, the records from there on were truncated: rewind (or raise, with
        auto_offset_reset='none'). An unknown end offset (-1) means the leader has no history
        for our epoch: reset by policy."""
        position = state.position
        tp = state.tp
        if position is None:
            return
        none = self._config.auto_offset_reset == "none"
        if end_offset < 0 and none:  # (no history for our epoch: Java's truncation, unknown)
            self._fail_partition(state, LogTruncationError(
                f"{tp.topic} partition {tp.partition}: the leader has no history for the "
                f"epoch of position {position} (unclean leader change); seek to continue",
                {tp: position}, {}))
        elif end_offset < 0:
            state.request_reset(self._config.auto_offset_reset)
        elif end_offset < position:
            if none:
                self._fail_partition(state, LogTruncationError(
                    f"{tp.topic} partition {tp.partition}: the log was truncated at offset "
                    f"{end_offset}, below the position {position} (unclean leader change); "
                    f"seek to continue", {tp: position},
                    {tp: OffsetAndMetadata(end_offset, "", epoch)}))
            else:
                logger.warning("truncation detected on %s: rewinding from %d to %d", tp,
                               position, end_offset)
                state.seek(min(end_offset, position), epoch)
        else:
            state.rewind_fetch()
        if self.fetcher is not None:
            self.fetcher.discard(tp)
        self.wake()


class _Rounds:
    """A lookup done round by round: the partitions a round left out wait for the next,
    backing off from retry_backoff_ms up to retry_backoff_max_ms (a round may refresh
    metadata). Warned about once they have waited a lookup's timeout
    (default_api_timeout_ms), and again each time as long again has passed."""

    def __init__(self, warning: str, backoff: ExponentialBackoff) -> None:
        self._warning = warning  # "%s": the partitions
        self._backoff = backoff
        self.missed = 0  # rounds in a row that left partitions out
        self._since: float | None = None
        self._warned_at = 0.0

    async def after(self, missing: list[TopicPartition], limit: float) -> None:
        if not missing:
            self.missed = 0
            self._since = None
            return
        now = time.monotonic()
        if self._since is None:
            self._since = self._warned_at = now
        if now - self._warned_at >= limit:
            self._warned_at = now
            logger.warning(self._warning + " after %.0f s (no leader known, or the leaders did "
                           "not answer); still trying", missing, now - self._since)
        self.missed += 1
        await anyio.sleep(self._backoff.delay(self.missed))
