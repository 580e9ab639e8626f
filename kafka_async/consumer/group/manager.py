"""GroupManager: what the Consumer sees of group membership (subscribe, commit, rebalances).

Theory of operation
-------------------
The manager owns the group's state that does not depend on the protocol: the subscription (topic
list or regex), the coordinator link, the offset store, the rebalance listener, auto-commit, and
the three assignment moves every protocol makes:

* ``assign_more(tps)``: add partitions; their starting offsets are the committed ones (see
  positions.py), else auto_offset_reset; then ``on_partitions_assigned``;
* ``revoke(tps)``: ``on_partitions_revoked`` while they are still owned (commits there are
  valid), auto-commit their consumed offsets, then drop them;
* ``lose(tps)``: the group already gave them away (session expired, fenced):
  ``on_partitions_lost`` and drop them, without committing (it could not succeed).

A *membership* (classic.py: JoinGroup/SyncGroup/Heartbeat; kip848.py: ConsumerGroupHeartbeat)
runs as one task in the consumer's task group and calls these moves. Everything runs on the
consumer's event loop, so no locks: each move is a sequence of awaits in one task.
"""

from __future__ import annotations

import logging
import math
import re
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any, Protocol

import anyio

from kafka_async.cluster.client import KafkaClient
from kafka_async.consumer._tasks import BackgroundTasks
from kafka_async.consumer.group.config import GroupConsumerConfig
from kafka_async.consumer.group.coordinator import CoordinatorLink
from kafka_async.consumer.group.errors import CommitFailedError, ConsumerRebalanceListener
from kafka_async.consumer.group.offsets import GroupMetadata, OffsetAndMetadata, OffsetStore
from kafka_async.consumer.structs import TopicPartition
from kafka_async.consumer.subscription import SubscriptionState
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.protocol.errors import KafkaError

__all__ = ["CommitHandle", "GroupManager", "Membership"]

logger = logging.getLogger("kafka_async.consumer.group")

#: Offsets the application has consumed (position minus what `async for` still holds).
ConsumedOffsets = Callable[[], dict[TopicPartition, OffsetAndMetadata]]


class Membership(Protocol):
    """One group protocol's member loop."""

    def metadata(self) -> GroupMetadata: ...

    def request_rejoin(self, reason: str) -> None: ...

    async def run(self) -> None: ...

    async def leave(self, reason: str) -> None: ...

    async def keep_alive(self) -> None:
        """Heartbeat (never raising) until cancelled: runs beside a rebalance listener."""


class CommitHandle:
    """A commit running in the background: ``await handle`` for its outcome, or ``done()``."""

    def __init__(self) -> None:
        self._event = anyio.Event()
        self._error: BaseException | None = None

    def _finish(self, error: BaseException | None) -> None:
        self._error = error
        self._event.set()

    def done(self) -> bool:
        return self._event.is_set()

    def exception(self) -> BaseException | None:
        return self._error

    async def wait(self) -> None:
        """Wait for the commit; raise its error (CommitFailedError, ...) if it failed."""
        await self._event.wait()
        if self._error is not None:
            raise self._error

    def __await__(self) -> Any:
        return self.wait().__await__()


class GroupManager:
    """See the module docstring; the Consumer owns one when ``group_id`` is set."""

    def __init__(self, client: KafkaClient, config: GroupConsumerConfig,
                 subscription: SubscriptionState, errors: Any,
                 on_assignment_change: Callable[[], None], consumed: ConsumedOffsets) -> None:
        assert config.group_id is not None
        self.group_id = config.group_id
        self.client = client
        self.config = config
        self.subscription = subscription
        self._errors = errors
        self._on_assignment_change = on_assignment_change
        self._consumed = consumed
        self.backoff = ExponentialBackoff(config.retry_backoff_ms / 1000,
                                          config.retry_backoff_max_ms / 1000)
        self.link = CoordinatorLink(client, self.group_id, self.backoff)
        self.store = OffsetStore(self.link, self.backoff, config.request_timeout_ms / 1000)
        self.api_timeout = config.default_api_timeout_ms / 1000
        self.topics: frozenset[str] = frozenset()
        self.pattern: re.Pattern[str] | None = None
        self.listener: ConsumerRebalanceListener | None = None
        self.membership: Membership | None = None
        self.last_poll = time.monotonic()
        self.polled = anyio.Event()
        self.subscription_changed = anyio.Event()
        self._tasks: BackgroundTasks | None = None
        self._last_committed: dict[TopicPartition, OffsetAndMetadata] = {}
        self.rebalances = 0  # completed assignment changes (observability, tests)

    # ------------------------------------------------------------------ subscription

    @property
    def active(self) -> bool:
        """Whether the consumer takes part in group membership (a subscription is set)."""
        return bool(self.topics) or self.pattern is not None

    def subscribe(self, topics: Iterable[str] = (), pattern: str | re.Pattern[str] | None = None,
                  listener: ConsumerRebalanceListener | None = None) -> None:
        if listener is not None and not isinstance(listener, ConsumerRebalanceListener):
            raise TypeError("listener must have async on_partitions_revoked/assigned/lost")
        self.listener = listener
        if pattern is not None:
            self.pattern = re.compile(pattern) if isinstance(pattern, str) else pattern
            self.topics = self._matching(self.client.metadata.topics)
        else:
            self.pattern = None
            self.topics = frozenset(topics)
        self.client.track_topics(self.topics)
        self._subscription_changed("subscription changed")

    def _matching(self, topics: Iterable[str]) -> frozenset[str]:
        pattern = self.pattern
        if pattern is None:
            return self.topics
        return frozenset(t for t in topics if pattern.fullmatch(t) and not t.startswith("__"))

    def _subscription_changed(self, reason: str) -> None:
        event, self.subscription_changed = self.subscription_changed, anyio.Event()
        event.set()
        if self.membership is not None:
            self.membership.request_rejoin(reason)

    # ------------------------------------------------------------------ lifecycle

    def start(self, tasks: BackgroundTasks, membership: Membership) -> None:
        self._tasks = tasks
        self.membership = membership
        self.last_poll = time.monotonic()
        tasks.start_soon(membership.run, name=f"kafka_async group {self.group_id}")
        if self.config.enable_auto_commit:
            tasks.start_soon(self._auto_commit_loop, name="kafka_async auto commit")
        if self.pattern is not None:
            tasks.start_soon(self._pattern_loop, name="kafka_async pattern subscription")

    def note_poll(self) -> None:
        """The application polled (getmany): it is alive for max_poll_interval_ms."""
        self.last_poll = time.monotonic()
        event, self.polled = self.polled, anyio.Event()
        event.set()

    def poll_overdue(self) -> bool:
        return time.monotonic() - self.last_poll > self.config.max_poll_interval_ms / 1000

    async def close(self) -> None:
        """Graceful exit: revoke (listener + auto commit) and LeaveGroup, within
        default_api_timeout_ms; a crash-like close skips LeaveGroup
        (internal_leave_group_on_close=False, or a static member, which Java also keeps)."""
        owned = frozenset(self.subscription.partitions)
        membership = self.membership
        if anyio.current_effective_deadline() == -math.inf:
            # The owner is being cancelled: its connections are going down with it, so a
            # graceful exit cannot happen. Behave like a crash (no commit, no LeaveGroup): the
            # session timeout frees the partitions, uncommitted records are delivered again.
            logger.warning("group %s: consumer cancelled; leaving without commit or LeaveGroup",
                           self.group_id)
            return
        with anyio.CancelScope(shield=True), anyio.move_on_after(self.api_timeout):
            try:
                if membership is not None and self.active and owned:
                    await self.revoke(owned)
                elif self.config.enable_auto_commit:
                    await self._commit_quietly(self._consumed())
                if membership is not None and self.config.internal_leave_group_on_close:
                    await membership.leave("the consumer is closing")
            except Exception as exc:  # closing: report, never raise past close()
                logger.warning("group %s: leaving on close failed: %s", self.group_id, exc)

    # ------------------------------------------------------------------ assignment moves

    async def assign_more(self, added: frozenset[TopicPartition]) -> None:
        """Add partitions without a position, then ``on_partitions_assigned`` (Java's order).

        Their starting offsets are found by the maintainer's one lookup (positions.py): the
        group's committed offset (OffsetFetch, require_stable), else auto_offset_reset; a
        listener's seek() wins (the lookup drops results for seeked partitions) and its
        position() waits for the lookup. Not looked up here first: that put one OffsetFetch
        round trip before the listener, and, for partitions without a commit, a second
        OffsetFetch (the maintainer's) before the ListOffsets."""
        current = list(self.subscription.partitions)
        self.subscription.assign([*current, *sorted(added - set(current))])
        self._on_assignment_change()
        self.rebalances += 1
        await self._call_listener("on_partitions_assigned", added)

    async def revoke(self, revoked: frozenset[TopicPartition]) -> None:
        revoked = revoked & frozenset(self.subscription.partitions)
        if not revoked:
            return
        await self._call_listener("on_partitions_revoked", revoked)
        if self.config.enable_auto_commit:
            consumed = self._consumed()
            await self._commit_quietly({tp: o for tp, o in consumed.items() if tp in revoked})
        self._drop(revoked)

    async def lose(self, lost: frozenset[TopicPartition]) -> None:
        lost = lost & frozenset(self.subscription.partitions)
        if not lost:
            return
        listener = self.listener
        name = "on_partitions_lost"
        if listener is not None and not hasattr(listener, name):
            name = "on_partitions_revoked"
        await self._call_listener(name, lost)
        self._drop(lost)

    def _drop(self, gone: frozenset[TopicPartition]) -> None:
        self.subscription.assign(tp for tp in self.subscription.partitions if tp not in gone)
        for tp in gone:
            self._last_committed.pop(tp, None)
        self._on_assignment_change()
        self.rebalances += 1

    async def _call_listener(self, name: str, partitions: frozenset[TopicPartition]) -> None:
        listener = self.listener
        if listener is None:
            return
        callback: Callable[[frozenset[TopicPartition]], Awaitable[None]] = getattr(listener, name)
        error: Exception | None = None
        membership = self.membership
        async with anyio.create_task_group() as beside:
            if membership is not None:
                # The listener runs in the membership task, which therefore sends no heartbeat
                # meanwhile; a slow listener would let the session expire and get the member
                # kicked. Java's heartbeat thread keeps going while its poll thread runs
                # listeners: the keep-alive ticker is that thread. Ordering is unchanged (the
                # membership task still waits for the listener before it rejoins or syncs).
                beside.start_soon(membership.keep_alive, name="kafka_async listener heartbeats")
            try:
                await callback(partitions)
            except Exception as exc:  # a listener bug must not kill membership; the app sees it
                error = exc
            finally:
                beside.cancel_scope.cancel()
        if error is not None:
            logger.error("group %s: rebalance listener %s failed", self.group_id, name,
                         exc_info=error)
            self._errors.append(error)

    # ------------------------------------------------------------------ commits

    def member(self) -> GroupMetadata:
        if self.membership is None or not self.active:
            return GroupMetadata(self.group_id, -1, "", self.config.group_instance_id)
        return self.membership.metadata()

    def _normalise(self, offsets: Mapping[TopicPartition, int | OffsetAndMetadata] | None,
                   ) -> dict[TopicPartition, OffsetAndMetadata]:
        if offsets is None:
            return self._consumed()
        found: dict[TopicPartition, OffsetAndMetadata] = {}
        for tp, value in offsets.items():
            if not isinstance(tp, TopicPartition):
                raise TypeError(f"commit() keys must be TopicPartition, got {tp!r}")
            committed = value if isinstance(value, OffsetAndMetadata) else OffsetAndMetadata(
                value)
            if not isinstance(committed.offset, int) or committed.offset < 0:
                raise ValueError(f"offset for {tp} must be a non-negative int")
            found[tp] = committed
        return found

    async def commit(self, offsets: Mapping[TopicPartition, int | OffsetAndMetadata] | None
                     = None) -> None:
        chosen = self._normalise(offsets)
        await self.store.commit(chosen, self.member(), self.api_timeout)
        self._last_committed.update(chosen)

    def commit_async(self, offsets: Mapping[TopicPartition, int | OffsetAndMetadata] | None
                     = None, on_done: Callable[[BaseException | None], None] | None = None
                     ) -> CommitHandle:
        chosen = self._normalise(offsets)
        handle = CommitHandle()
        if self._tasks is None:
            raise CommitFailedError("the consumer is not started")

        async def run() -> None:
            error: BaseException | None = None
            try:
                await self.store.commit(chosen, self.member(), self.api_timeout)
                self._last_committed.update(chosen)
            except Exception as exc:
                error = exc
            finally:
                handle._finish(error)
                if on_done is not None:
                    on_done(error)

        self._tasks.start_soon(run, name="kafka_async commit")
        return handle

    async def committed(self, partitions: Iterable[TopicPartition]
                        ) -> dict[TopicPartition, OffsetAndMetadata | None]:
        return await self.store.fetch(partitions, self.member(), self.api_timeout,
                                      require_stable=self.config.isolation_level_id == 1)

    async def committed_positions(self, partitions: Iterable[TopicPartition]
                                  ) -> dict[TopicPartition, OffsetAndMetadata]:
        """For the position resolver: committed offsets of new partitions (require_stable)."""
        found = await self.store.fetch(partitions, self.member(), self.api_timeout,
                                       require_stable=True)
        return {tp: o for tp, o in found.items() if o is not None}

    async def _commit_quietly(self, offsets: dict[TopicPartition, OffsetAndMetadata]) -> None:
        fresh = {tp: o for tp, o in offsets.items() if self._last_committed.get(tp) != o}
        if not fresh:
            return
        try:
            await self.store.commit(fresh, self.member(), self.api_timeout)
            self._last_committed.update(fresh)
        except (CommitFailedError, KafkaError) as exc:
            logger.warning("group %s: auto commit of %d partitions failed: %s", self.group_id,
                           len(fresh), exc)

    async def _auto_commit_loop(self) -> None:
        interval = self.config.auto_commit_interval_ms / 1000
        while True:
            await anyio.sleep(interval)
            if not self.active or self.member().generation_id >= 0:
                await self._commit_quietly(self._consumed())

    async def _pattern_loop(self) -> None:
        """Re-list the cluster's topics; new (or vanished) matches change the subscription."""
        interval = (self.config.pattern_refresh_ms or self.config.metadata_max_age_ms) / 1000
        while True:
            try:
                metadata = await self.client.refresh_metadata(all_topics=True)
                matching = self._matching(metadata.topics)
                if matching != self.topics:
                    logger.info("group %s: pattern now matches %s", self.group_id,
                                sorted(matching))
                    self.topics = matching
                    self.client.track_topics(matching)
                    self._subscription_changed("the pattern matches other topics")
            except KafkaError as exc:
                logger.warning("group %s: topic listing failed: %s", self.group_id, exc)
            await anyio.sleep(interval)
