"""GroupManager: what the Consumer sees of group membership, and the one membership loop.

Theory of operation
-------------------
The manager owns everything that does not depend on the group protocol: the subscription (topic
list or regex), the coordinator link, commits (commits.py), the rebalance listener, and the
*membership loop*, one task in the consumer's task group. The protocol (classic.py or
kip848.py, chosen by ``group_protocol``) only supplies the steps the loop runs, behind the
``Membership`` interface of membership.py: ``join``, ``heartbeat``, ``keep_alive``, ``leave``.

The loop's states (``MemberState``) and what moves it::

    UNJOINED --subscribe / the application polls again--> JOINING
    JOINING --join step done--> STABLE          (or RECONCILING if it asked for a heartbeat now)
    STABLE --heartbeat every heartbeat_interval--> STABLE
    STABLE --a revocation starts--> RECONCILING --its heartbeat (KIP-848) / its join--> STABLE
    STABLE/RECONCILING --Rejoin (rebalance, subscription change, partitions added)--> JOINING
    any --Dropped (fenced, unknown member): partitions lost--> JOINING
    any --no poll within max_poll_interval_ms: leave, partitions lost--> UNJOINED
    any --fatal error (authorization, fenced instance, bad assignor plan)--> FAILED (ends)

A step that meets a moved coordinator (``RetryLater``, or a socket error) forgets it and
repeats after a backoff; the coordinator is found again by the next request. Heartbeats keep a
steady cadence measured from the last send (as Java does), so a round trip never stretches the
period, and a ``request_rejoin`` or ``heartbeat_now`` wakes the loop at once.

The three assignment moves every protocol makes:

* ``assign_more(tps)``: add partitions (their starting offsets: the committed ones, see
  positions.py, else auto_offset_reset), then ``on_partitions_assigned``;
* ``revoke(tps)``: ``on_partitions_revoked`` while they are still owned (commits there are
  valid); then, in one step, take their consumed offsets and drop them (so the application is
  handed nothing of them after the offsets were taken), and auto-commit those offsets with the
  current generation before the member rejoins or reports the release;
* ``lose(tps)``: the group already gave them away: ``on_partitions_lost``, drop, no commit.

While a listener runs (in the loop's task), the *keep-alive ticker* beside it sends the
protocol's minimal heartbeat every interval, as Java's heartbeat thread does while its poll
thread runs listeners, so a listener slower than the session timeout does not get the member
dropped. Auto commit runs only while the member is STABLE (commits.py explains the ordering).
Everything runs on the consumer's event loop, so no locks guard state: each move is a sequence
of awaits in one task.
"""

from __future__ import annotations

import enum
import logging
import math
import re
import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping

import anyio

from kafka_async.cluster.client import KafkaClient
from kafka_async.cluster.metadata import TopicMetadata
from kafka_async.consumer._tasks import BackgroundTasks
from kafka_async.consumer.group.commits import CommitHandle, ConsumedOffsets, GroupCommits
from kafka_async.consumer.group.config import GroupConsumerConfig
from kafka_async.consumer.group.coordinator import CoordinatorLink
from kafka_async.consumer.group.errors import (
    CommitFailedError,
    ConsumerRebalanceListener,
    ListenerCallback,
)
from kafka_async.consumer.group.membership import Dropped, Membership, Rejoin, RetryLater
from kafka_async.consumer.group.offsets import GroupMetadata, OffsetAndMetadata, OffsetStore
from kafka_async.consumer.metrics import GroupStats
from kafka_async.consumer.structs import TopicPartition
from kafka_async.consumer.subscription import SubscriptionState
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaConnectionError, KafkaTimeoutError
from kafka_async.protocol.errors import KafkaError

__all__ = ["CommitHandle", "GroupManager", "MemberState", "Membership"]

logger = logging.getLogger("kafka_async.consumer.group")


class MemberState(enum.Enum):
    """Where the membership loop is; see the module docstring for the transitions."""

    UNJOINED = "unjoined"
    JOINING = "joining"
    RECONCILING = "reconciling"
    STABLE = "stable"
    FAILED = "failed"


class GroupManager:
    """See the module docstring; the Consumer owns one when ``group_id`` is set."""

    def __init__(self, client: KafkaClient, config: GroupConsumerConfig,
                 subscription: SubscriptionState, errors: deque[BaseException],
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
        self.api_timeout = config.default_api_timeout_ms / 1000
        self.commits = GroupCommits(
            OffsetStore(self.link, self.backoff, config.request_timeout_ms / 1000),
            self.group_id, self.api_timeout, self.member, consumed,
            require_stable=config.isolation_level_id == 1)
        self.topics: frozenset[str] = frozenset()
        self.pattern: re.Pattern[str] | None = None
        self.listener: ConsumerRebalanceListener | None = None
        self.membership: Membership | None = None
        self.state = MemberState.UNJOINED
        self.rebalances = 0  # completed assignment changes (observability, tests)
        #: counts give-ups (revoke or lose); ``_given_up_at[tp]`` is the count at tp's last
        #: one. A poll notes the count, so a commit can tell a partition given up since.
        self.give_ups = 0
        self._given_up_at: dict[TopicPartition, int] = {}
        self._last_poll = time.monotonic()
        self._polled = anyio.Event()
        self._subscribed = anyio.Event()
        #: set by subscribe(pattern=...): the pattern loop lists the topics at once
        self._relist = anyio.Event()
        self._tasks: BackgroundTasks | None = None  # once started: where the pattern loop runs
        self._pattern_running = False
        self._rejoin_needed = True
        self._rejoin_reason = "joining"
        self._beat_now = False
        self._wakeup = anyio.Event()
        self._next_beat = 0.0  # when the next heartbeat is due (anyio clock)
        self._failures = 0
        self.stats = GroupStats()
        self.commits.stats = self.stats
        self.stats.register(client.metrics, lambda: len(subscription.partitions))
        if config.group_protocol == "classic":
            self.stats.register_classic(client.metrics)
        self._hooks = client.hooks

    # ------------------------------------------------------------------ subscription

    @property
    def active(self) -> bool:
        """Whether the consumer takes part in group membership (a subscription is set)."""
        return bool(self.topics) or self.pattern is not None

    @property
    def stable(self) -> bool:
        """In the group at a generation no rebalance is replacing: auto commit may run."""
        membership = self.membership
        return (self.state is MemberState.STABLE and membership is not None
                and membership.in_group)

    def owned(self) -> frozenset[TopicPartition]:
        return frozenset(self.subscription.partitions)

    def subscribe(self, topics: Iterable[str] = (), pattern: str | re.Pattern[str] | None = None,
                  listener: ConsumerRebalanceListener | None = None) -> None:
        if listener is not None and not isinstance(listener, ConsumerRebalanceListener):
            raise TypeError("listener must have async on_partitions_revoked/assigned/lost")
        self.listener = listener
        if pattern is not None:
            self.pattern = re.compile(pattern) if isinstance(pattern, str) else pattern
            self.topics = self._matching(self.client.metadata.topics)
            # The client's metadata knows only the topics it tracks: the cluster's list comes
            # from the pattern loop, now (a pattern given after start() matched nothing, for
            # good: the loop ran only for a pattern given before it)
            self._relist.set()
            if self._tasks is not None and not self._pattern_running:
                self._pattern_running = True
                self._tasks.start_soon(self._pattern_loop,
                                       name="kafka_async pattern subscription")
        else:
            self.pattern = None
            self.topics = frozenset(topics)
        self.client.track_topics(self.topics)
        self._subscription_changed("subscription changed")

    def _matching(self, topics: Mapping[str, TopicMetadata]) -> frozenset[str]:
        """The topics the pattern matches; never Kafka's internal ones (Java's
        exclude.internal.topics, its default), told by the metadata's is_internal."""
        pattern = self.pattern
        if pattern is None:
            return self.topics
        return frozenset(name for name, described in topics.items()
                         if pattern.fullmatch(name) and not described.is_internal)

    def _subscription_changed(self, reason: str) -> None:
        event, self._subscribed = self._subscribed, anyio.Event()
        event.set()
        self.request_rejoin(reason)

    # ------------------------------------------------------------------ lifecycle

    def start(self, tasks: BackgroundTasks, membership: Membership) -> None:
        self.membership = membership
        self._tasks = tasks
        self.commits.start(tasks)
        self._last_poll = time.monotonic()
        tasks.start_soon(self._run, membership, name=f"kafka_async group {self.group_id}")
        if self.config.enable_auto_commit:
            tasks.start_soon(self.commits.auto_commit_loop,
                             self.config.auto_commit_interval_ms / 1000,
                             lambda: not self.active or self.stable,
                             name="kafka_async auto commit")
        if self.pattern is not None:
            self._pattern_running = True
            tasks.start_soon(self._pattern_loop, name="kafka_async pattern subscription")

    def note_poll(self) -> None:
        """The application polled (getmany): it is alive for max_poll_interval_ms."""
        self._last_poll = time.monotonic()
        event, self._polled = self._polled, anyio.Event()
        event.set()

    def poll_overdue(self) -> bool:
        return time.monotonic() - self._last_poll > self.config.max_poll_interval_ms / 1000

    async def close(self, deadline: float = math.inf) -> None:
        """Graceful exit: revoke (listener + auto commit) and LeaveGroup, within
        default_api_timeout_ms and by ``deadline`` (anyio's clock: the consumer's close
        limit); a crash-like close skips LeaveGroup (internal_leave_group_on_close=False, or a
        static member, which Java also keeps)."""
        owned = self.owned()
        membership = self.membership
        if anyio.current_effective_deadline() == -math.inf:
            # The owner is being cancelled: its connections are going down with it, so a
            # graceful exit cannot happen. Behave like a crash (no commit, no LeaveGroup): the
            # session timeout frees the partitions, uncommitted records are delivered again.
            logger.warning("group %s: consumer cancelled; leaving without commit or LeaveGroup",
                           self.group_id)
            return
        with (anyio.CancelScope(shield=True, deadline=deadline),
              anyio.move_on_after(self.api_timeout)):
            try:
                if membership is not None and self.active and owned:
                    await self.revoke(owned)
                elif self.config.enable_auto_commit:
                    await self.commits.commit_quietly(self._consumed())
                if membership is not None and self.config.internal_leave_group_on_close:
                    await membership.leave("the consumer is closing")
            except Exception as exc:  # closing: report, never raise past close()
                logger.warning("group %s: leaving on close failed: %s", self.group_id, exc)

    # ------------------------------------------------------------------ the membership loop

    def request_rejoin(self, reason: str) -> None:
        self._rejoin_needed = True
        self._rejoin_reason = reason
        self._wakeup.set()

    def heartbeat_now(self) -> None:
        self._beat_now = True
        self._wakeup.set()

    async def _run(self, membership: Membership) -> None:
        while True:
            if not self.active:
                if membership.in_group:
                    await self._leave_unsubscribed(membership)
                self.state = MemberState.UNJOINED
                await self._subscribed.wait()
                continue
            if self.poll_overdue():
                await self._leave_for_poll_timeout(membership)
                await self._polled.wait()
                continue
            try:
                if self._rejoin_needed:
                    await self._join_round(membership)
                else:
                    await self._heartbeat_round(membership)
                self._failures = 0
            except Rejoin as again:
                self.request_rejoin(str(again))
            except Dropped as dropped:
                logger.info("group %s: member dropped from the group (%s); rejoining",
                            self.group_id, dropped)
                self.request_rejoin(str(dropped))
                await self.lose(self.owned())
            except RetryLater as moved:
                if moved.forget_coordinator:
                    self.link.mark_dead(moved)
                await anyio.sleep(self.backoff.delay(1))
            except (KafkaConnectionError, KafkaTimeoutError) as exc:
                self.link.mark_dead(exc)
                await self._back_off()
            except KafkaError as exc:
                if not exc.retriable:
                    await self._fail(exc)
                    return
                await self._back_off()
            except Exception as exc:  # e.g. a custom assignor's bad plan: tell the application
                await self._fail(exc)
                return
            self._settle()

    def _settle(self) -> None:
        """The state after a step: more to do at once, or stable until the next heartbeat."""
        if self._rejoin_needed:
            self.state = MemberState.JOINING
        elif self._beat_now:
            self.state = MemberState.RECONCILING
        else:
            self.state = MemberState.STABLE

    async def _back_off(self) -> None:
        self._failures += 1
        await anyio.sleep(self.backoff.delay(self._failures))

    async def _fail(self, exc: Exception) -> None:
        """A fatal error: the application's next getmany() raises it; the partitions go."""
        if isinstance(exc, KafkaError):
            logger.error("group %s: fatal membership error: %s", self.group_id, exc)
        else:
            logger.error("group %s: membership failed", self.group_id, exc_info=exc)
        self.state = MemberState.FAILED
        self._errors.append(exc)
        await self.lose(self.owned())

    async def _join_round(self, membership: Membership) -> None:
        self.state = MemberState.JOINING
        self._rejoin_needed = False
        self._beat_now = False
        self._wakeup = anyio.Event()
        async with self.commits.lock:  # a timer commit in flight goes before the join
            if (self.config.enable_auto_commit and self.config.group_protocol == "classic"
                    and membership.in_group and self.owned()):
                # Java's onJoinPrepare: what was consumed is committed with the generation
                # the JoinGroup is about to end. Under cooperative rebalancing the partitions
                # kept through it are never revoked, so no revocation commit covers them, and
                # the timer commit waits for the member to be stable again: their records
                # would be delivered again if the member left or failed before that.
                await self.commits.commit_quietly(self._consumed())
        started = time.monotonic()
        try:
            await membership.join(self._rejoin_reason)
        except BaseException as exc:
            self._rejoin_needed = True  # a failed round (socket error, cancel): join again
            if isinstance(exc, Exception) and not isinstance(exc, Rejoin):
                self.stats.failed_rebalances += 1  # (a rebalance in progress is no failure)
            raise
        finished = time.monotonic()
        self.stats.rebalance_latency.record((finished - started) * 1000.0)
        self.stats.last_rebalance = finished
        self._next_beat = anyio.current_time() + membership.heartbeat_interval

    async def _heartbeat_round(self, membership: Membership) -> None:
        interval = membership.heartbeat_interval
        now = anyio.current_time()
        if self._next_beat <= 0.0 or self._next_beat > now + interval:
            self._next_beat = now + interval  # first round, or a clock we no longer trust
        if not self._beat_now:
            with anyio.move_on_after(max(self._next_beat - now, 0.0)):
                await self._wakeup.wait()
        self._wakeup = anyio.Event()
        if self._rejoin_needed or self.poll_overdue():
            return
        pending, self._beat_now = self._beat_now, False
        self._next_beat = anyio.current_time() + interval
        started = time.monotonic()
        try:
            await membership.heartbeat()
            self.stats.last_heartbeat = finished = time.monotonic()
            self.stats.heartbeat.record((finished - started) * 1000.0)
        except BaseException:
            self._beat_now = self._beat_now or pending  # a report still due: after the backoff
            raise

    async def _leave_unsubscribed(self, membership: Membership) -> None:
        """unsubscribe(), or subscribe() of nothing: as Java's unsubscribe, the partitions are
        revoked (the listener, the auto commit with the generation still current) and the
        member leaves the group, so the others take them over now, not a session timeout
        later, and no commit goes out later with a generation the member no longer has."""
        try:
            await self.revoke(self.owned())
            await membership.leave("the consumer unsubscribed")
        except KafkaError as exc:
            logger.warning("group %s: leaving after unsubscribe failed: %s", self.group_id, exc)
            await self.lose(self.owned())

    async def _leave_for_poll_timeout(self, membership: Membership) -> None:
        logger.warning("group %s: no poll within max_poll_interval_ms; leaving the group until "
                       "the application polls again", self.group_id)
        self.state = MemberState.UNJOINED
        try:
            await membership.leave("consumer poll timeout has expired")
        except KafkaError as exc:
            logger.warning("group %s: leaving failed: %s", self.group_id, exc)
        await self.lose(self.owned())
        self.request_rejoin("the application polled again")

    async def _keep_alive(self, membership: Membership) -> None:
        """The ticker beside a listener: the protocol's minimal heartbeat every interval.
        Failures are left to the loop's next step; a dropped member stops the ticker."""
        while membership.in_group:
            await anyio.sleep(membership.heartbeat_interval)
            try:
                if not await membership.keep_alive():
                    return
            except KafkaError as exc:
                logger.info("group %s: listener-time heartbeat failed: %s", self.group_id, exc)

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
        for hook in self._hooks.on_partitions_assigned:
            hook(added)
        await self._call_listener("on_partitions_assigned", added)

    async def revoke(self, revoked: frozenset[TopicPartition]) -> None:
        revoked = revoked & self.owned()
        if not revoked:
            return
        if self.state is MemberState.STABLE:
            self.state = MemberState.RECONCILING  # no timer commit from here on
        self._mark_revoking(revoked)
        for hook in self._hooks.on_partitions_revoked:
            hook(revoked)
        await self._call_listener("on_partitions_revoked", revoked)
        async with self.commits.lock:
            # Taken and dropped in one step: getmany() cannot hand out a record of these
            # partitions after their offsets were taken, so the next owner starts right after
            # the last record this member delivered.
            consumed = self._consumed() if self.config.enable_auto_commit else {}
            self._drop(revoked)
            await self.commits.commit_quietly(
                {tp: o for tp, o in consumed.items() if tp in revoked})
        self.commits.forget(revoked)

    async def lose(self, lost: frozenset[TopicPartition]) -> None:
        lost = lost & self.owned()
        if not lost:
            return
        self._mark_revoking(lost)
        for hook in self._hooks.on_partitions_lost:
            hook(lost)
        listener = self.listener
        name = "on_partitions_lost"
        if listener is not None and not hasattr(listener, name):
            name = "on_partitions_revoked"
        await self._call_listener(name, lost)
        self._drop(lost)
        self.commits.forget(lost)

    def _mark_revoking(self, going: frozenset[TopicPartition]) -> None:
        """Before the listener hears of it (Java's pending revocation): nothing more of these
        partitions is fetched or handed out by getmany(), and what an ``async for`` had read
        ahead of them goes back (the consumer's assignment-change callback). A listener that
        commits what the application processed so commits the last of it: records handed
        out meanwhile, never committed, came again to the next owner."""
        partitions = self.subscription.partitions
        for tp in going:
            state = partitions.get(tp)
            if state is not None:
                state.revoking = True
        self._on_assignment_change()

    def _drop(self, gone: frozenset[TopicPartition]) -> None:
        self.give_ups += 1
        for tp in gone:
            self._given_up_at[tp] = self.give_ups
        self.subscription.assign(tp for tp in self.subscription.partitions if tp not in gone)
        self._on_assignment_change()
        self.rebalances += 1

    async def _call_listener(self, name: str, partitions: frozenset[TopicPartition]) -> None:
        listener = self.listener
        if listener is None:
            return
        callback: ListenerCallback = getattr(listener, name)
        error: Exception | None = None
        membership = self.membership
        async with anyio.create_task_group() as beside:
            if membership is not None:
                # The listener holds the loop's task: the ticker heartbeats meanwhile. Ordering
                # is unchanged (the loop still waits for the listener before it goes on).
                beside.start_soon(self._keep_alive, membership,
                                  name="kafka_async listener heartbeats")
            started = time.monotonic()
            try:
                await callback(partitions)
            except Exception as exc:  # a listener bug must not kill membership; the app sees it
                error = exc
            finally:
                beside.cancel_scope.cancel()
                self.stats.listener_latency(name).record((time.monotonic() - started) * 1000.0)
        if error is not None:
            logger.error("group %s: rebalance listener %s failed", self.group_id, name,
                         exc_info=error)
            self._errors.append(error)

    # ------------------------------------------------------------------ commits

    def member(self) -> GroupMetadata:
        membership = self.membership
        if membership is None or not (self.active or membership.in_group):
            # (still in the group after an unsubscribe: until it left, its commits carry
            # the generation the coordinator knows)
            return GroupMetadata(self.group_id, -1, "", self.config.group_instance_id)
        return membership.metadata()

    def note_handed_out(self) -> int:
        """A poll hands out records: the give-up count they are committed against. Give-ups
        noted before it can no longer refuse a commit (every later commit is against this
        count or a later one), so they are dropped here, with the repeat-skipping memory of
        partitions no longer assigned: neither grows with the partitions a long-lived member
        ever had (a pattern's deleted topics)."""
        if self._given_up_at:
            self._given_up_at.clear()
            self.commits.retain(self.subscription.partitions)
        return self.give_ups

    def given_up_since(self, polled_at: int | None, polled_as: GroupMetadata | None,
                       offsets: Mapping[TopicPartition, object] | None
                       ) -> CommitFailedError | None:
        """The refusal of a commit of ``offsets`` whose partitions were revoked or lost after
        the poll that noted ``polled_at`` (``give_ups`` then) as member ``polled_as``, or
        None. While the membership is still the polled one, or the member is out of the group,
        the coordinator judges the commit itself (and names its error).

        Why: rebalances run in the background here, unlike Java's poll thread, so a member
        can be fenced, lose a partition and rejoin while the application still processes
        records it polled before. Committing their offsets under the new membership would
        overwrite the progress of the partition's new owner, which started from the older
        committed offset (its records would be processed twice beyond the uncommitted
        window). Java cannot get there (a rejoin waits for the next poll) and refuses such a
        commit with CommitFailedException; so do we, before sending."""
        membership = self.membership
        if (polled_at is None or offsets is None or self.give_ups == polled_at
                or membership is None or not membership.in_group
                or self.member() == polled_as):
            return None
        gone = sorted((tp for tp in offsets if self._given_up_at.get(tp, 0) > polled_at),
                      key=lambda tp: (tp.topic, tp.partition))
        if not gone:
            return None
        names = ", ".join(f"{tp.topic}-{tp.partition}" for tp in gone)
        return CommitFailedError(
            f"group {self.group_id}: {names} were revoked or lost (the group rebalanced) "
            "after the records were polled; their commit is refused so the new owner's "
            "progress is not overwritten, and the records will be delivered again")

    async def commit(self, offsets: Mapping[TopicPartition, int | OffsetAndMetadata] | None
                     = None, polled_at: int | None = None,
                     polled_as: GroupMetadata | None = None) -> None:
        refusal = self.given_up_since(polled_at, polled_as, offsets)
        if refusal is not None:
            raise refusal
        await self.commits.commit(offsets)

    def commit_async(self, offsets: Mapping[TopicPartition, int | OffsetAndMetadata] | None
                     = None, on_done: Callable[[BaseException | None], None] | None = None,
                     polled_at: int | None = None, polled_as: GroupMetadata | None = None
                     ) -> CommitHandle:
        refusal = self.given_up_since(polled_at, polled_as, offsets)
        if refusal is None:
            return self.commits.commit_async(offsets, on_done)
        return self.commits.refused(refusal, on_done)

    async def committed(self, partitions: Iterable[TopicPartition]
                        ) -> dict[TopicPartition, OffsetAndMetadata | None]:
        return await self.commits.committed(partitions)

    async def committed_positions(self, partitions: Iterable[TopicPartition]
                                  ) -> dict[TopicPartition, OffsetAndMetadata]:
        return await self.commits.committed_positions(partitions)

    async def _pattern_loop(self) -> None:
        """Re-list the cluster's topics; new (or vanished) matches change the subscription."""
        interval = (self.config.pattern_refresh_ms or self.config.metadata_max_age_ms) / 1000
        while True:
            self._relist = anyio.Event()
            if self.pattern is None:  # subscribed by name since: nothing to list
                with anyio.move_on_after(interval):
                    await self._relist.wait()
                continue
            try:
                metadata = await self.client.refresh_metadata(all_topics=True)
                matching = self._matching(metadata.topics)
                if matching != self.topics:
                    logger.info("group %s: pattern now matches %s", self.group_id,
                                sorted(matching))
                    self.topics = matching
                    self.client.track_topics(matching)
                    self._subscription_changed("the pattern matches other topics")
                # Topics neither matched nor assigned (deleted ones; an offset lookup for a
                # partition being given up may have asked for one again) leave the metadata
                # requests, which otherwise name every topic the pattern ever matched.
                stale = (self.client.tracked_topics - matching
                         - {tp.topic for tp in self.subscription.partitions})
                if stale:
                    self.client.untrack_topics(stale)
            except KafkaError as exc:
                logger.warning("group %s: topic listing failed: %s", self.group_id, exc)
            with anyio.move_on_after(interval):  # or a new pattern: at once
                await self._relist.wait()
