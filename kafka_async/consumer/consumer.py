"""Consumer: the application-facing API over the fetcher, the maintainer and offset lookups.

Theory of operation
-------------------
``async with Consumer(...)`` opens a KafkaClient and one task group holding the maintainer
(maintainer.py) and the per-broker fetch loops it starts (fetcher.py). Everything the
application calls runs in the application's own task: ``getmany()`` drains the prefetch buffer
(decoding records lazily) and, when it is empty, waits on an event the fetch loops set when data
or an error arrives. Errors found in the background (out-of-range with auto_offset_reset='none',
a deleted topic, a corrupt batch, authorization failures) are queued and raised by the next
``getmany()``/``__anext__`` in the order they happened.

Group membership: with a ``group_id``, a topic subscription (``subscribe()`` or topics given
to the constructor) joins the consumer group, and commits/committed offsets go through the
group coordinator (kafka_async.consumer.group, docs/groups.md). Without a group_id, topics given
mean *all* their partitions (like a group of one). ``assign()`` is the manual mode; with a
group_id it still commits to (and starts from) the group's offsets, as in Java.
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import math
import re
import time
import uuid
from collections import deque
from collections.abc import Iterable, Iterator, Mapping
from types import TracebackType
from typing import TYPE_CHECKING, Any

import anyio

from kafka_async.cluster.client import KafkaClient, SubscribedMetrics
from kafka_async.cluster.metadata import PartitionMetadata, build_snapshot
from kafka_async.cluster.structs import GroupMetadata, OffsetAndMetadata
from kafka_async.consumer._tasks import DEFAULT_CLOSE_TIMEOUT_S, BackgroundTasks
from kafka_async.consumer._tasks import close_limit as _close_limit
from kafka_async.consumer._tasks import goodbye_deadline as _goodbye_deadline
from kafka_async.consumer.config import ConsumerConfig
from kafka_async.consumer.errors import (
    ConsumerClosedError,
    LogTruncationError,
    NotSubscribedError,
)
from kafka_async.consumer.fetched import FetchedBatches
from kafka_async.consumer.fetcher import Fetcher
from kafka_async.consumer.group.config import GroupConsumerConfig
from kafka_async.consumer.group.errors import (
    ConsumerRebalanceListener,
    GroupError,
    NotInGroupError,
)
from kafka_async.consumer.maintainer import Maintainer
from kafka_async.consumer.metrics import CONSUMER_GROUP, PollStats, register_lag
from kafka_async.consumer.offsets import EARLIEST, LATEST, OffsetLookup
from kafka_async.consumer.structs import ConsumerRecord, OffsetAndTimestamp, TopicPartition
from kafka_async.consumer.subscription import SubscriptionState
from kafka_async.metrics.interceptors import run_on_commit, run_on_consume
from kafka_async.metrics.registry import MetricName
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import ClientClosedError, KafkaTimeoutError
from kafka_async.network.lifecycle import Lifecycle
from kafka_async.protocol.arguments import (
    INT64_MAX,
    check_int,
    check_items,
    check_type,
    collection_argument,
    describe_value,
)
from kafka_async.protocol.errors import UnknownTopicOrPartitionError, error_for_code
from kafka_async.protocol.messages import MetadataRequest
from kafka_async.protocol.topics import topic_names_argument, validate_topic_name

if TYPE_CHECKING:  # the group machinery loads only for a consumer with a group_id
    from kafka_async.consumer.group.manager import CommitHandle, GroupManager, Membership

__all__ = ["Consumer"]

_UNKNOWN_TOPIC = UnknownTopicOrPartitionError.code
_FOREVER_MS = 3_600_000  # what `async for` waits per round: it only ends when the consumer closes


class Consumer(SubscribedMetrics):
    """An asynchronous Kafka consumer. ``async with Consumer("topic", bootstrap_servers=...)``."""

    def __init__(self, *topics: str, config: ConsumerConfig | None = None,
                 **settings: Any) -> None:
        if config is None:
            config = GroupConsumerConfig.from_kwargs(**settings)
        elif settings:
            raise TypeError("pass either a ConsumerConfig or keyword settings, not both")
        elif not isinstance(config, GroupConsumerConfig):
            config = GroupConsumerConfig(**{f.name: getattr(config, f.name)
                                            for f in dataclasses.fields(config)})
        self.config: GroupConsumerConfig = config
        self.client = KafkaClient(config)
        self._metrics_client = self.client  # (SubscribedMetrics)
        self.client.metric_group_prefix = "consumer"
        self._subscription = SubscriptionState()
        self._errors: deque[BaseException] = deque()
        self._group: GroupManager | None = None
        self._group_closing = False
        #: when close() stops waiting for the group's goodbye (anyio's clock)
        self._goodbye_deadline = math.inf
        if config.group_id is not None:
            from kafka_async.consumer.group.manager import GroupManager

            self._group = GroupManager(self.client, config, self._subscription, self._errors,
                                       self._after_assignment_change, self._consumed_offsets)
            if topics:
                self._group.subscribe(_check_topics(topics))
        elif topics:
            self._subscription.subscribe(_check_topics(topics))
        backoff = ExponentialBackoff(config.retry_backoff_ms / 1000,
                                     config.retry_backoff_max_ms / 1000)
        self._lookup = OffsetLookup(self.client, isolation_level=config.isolation_level_id,
                                    timeout=config.default_api_timeout_ms / 1000,
                                    backoff=backoff)
        positions = self._lookup
        initial_positions = None
        if self._group is not None:
            from kafka_async.consumer.group.positions import CommittedFirstLookup

            positions = committed_first = CommittedFirstLookup(
                self.client, isolation_level=config.isolation_level_id,
                timeout=config.default_api_timeout_ms / 1000, backoff=backoff,
                subscription=self._subscription, committed=self._group.committed_positions)
            initial_positions = committed_first.committed_offsets
        group = self._group
        self._maintainer = Maintainer(self.client, config, self._subscription, positions,
                                      self._errors, initial_positions,
                                      None if group is None else lambda: group.topics)
        self._fetcher = Fetcher(self.client, config, self._subscription, self._errors,
                                on_change=self._maintainer.wake,
                                on_diverging=self._maintainer.on_diverging)
        self._maintainer.fetcher = self._fetcher
        self._last_poll = 0.0
        self._poll_stats = PollStats()
        #: the group membership as of the last poll (group_metadata())
        self._poll_member: GroupMetadata | None = None
        self._poll_give_ups: int | None = None  # GroupManager.give_ups at the last poll
        self._register_metrics()
        self._interceptors = config.interceptor_classes
        if self._interceptors and self._group is not None:
            interceptors = self._interceptors
            self._group.commits.on_committed = lambda offsets: run_on_commit(
                interceptors, dict(offsets))
        self._iterated: list[ConsumerRecord] = []
        self._iterated_index = 0
        self._lifecycle = Lifecycle("consumer", ConsumerClosedError)
        self._lifecycle.host.on_failure(lambda _: self._fetcher.wake_waiters())
        self._tasks: BackgroundTasks | None = None
        self._closed = False

    def _register_metrics(self) -> None:
        metrics = self.client.metrics
        self._fetcher.stats.register(metrics)
        register_lag(metrics, lambda: self._subscription.partitions,
                     self.config.isolation_level_id == 1)
        metrics.gauge(CONSUMER_GROUP, "last-poll-seconds-ago",
                      lambda: (time.monotonic() - self._last_poll) if self._last_poll
                      else float("nan"))
        self._poll_stats.register(metrics)

    async def client_instance_id(self, timeout_ms: int = 60_000) -> uuid.UUID:
        """The id the brokers gave this client for its metrics push (KIP-714), as Java's
        ``clientInstanceId(timeout)``; raises TelemetryUnavailableError when
        ``enable_metrics_push`` is off."""
        return await self.client.client_instance_id(timeout_ms)

    def metrics(self) -> dict[MetricName, float]:
        """This consumer's metrics with the Java client's names (``records-consumed-rate``,
        ``records-lag`` per partition, ``commit-latency-avg``, per broker...):
        docs/observability.md."""
        return self.client.metrics.snapshot()

    def __repr__(self) -> str:
        return (f"<Consumer {self.config.client_id!r} partitions="
                f"{len(self._subscription.partitions)} closed={self._closed}>")

    # ------------------------------------------------------------------ lifecycle

    async def __aenter__(self) -> Consumer:
        await self.start()
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        traceback: TracebackType | None) -> None:
        await self.close()

    async def start(self) -> None:
        """Bootstrap and start fetching (``async with`` calls this); from any task."""
        if self._closed:
            raise ConsumerClosedError("a closed consumer cannot be restarted")
        await self._lifecycle.start(self._open, self._teardown)

    async def _open(self) -> None:
        await self.client.start_within(self.config.default_api_timeout_ms,
                                       "default_api_timeout_ms")
        host = self._lifecycle.host
        if self._group is not None and self._group.active:
            # The coordinator and its connection, found while the topic metadata is fetched.
            host.start_soon(self._group.link.prepare, name="kafka_async find coordinator")
        topics = self._topics_of_interest()
        if topics:
            self.client.track_topics(topics)
            await self.client.refresh_metadata(topics)
        tasks = self._tasks = BackgroundTasks(host)
        tasks.start_soon(self._maintainer.run, tasks, name="kafka_async consumer maintainer")
        if self._group is not None:
            from kafka_async.consumer.group.classic import ClassicMembership
            from kafka_async.consumer.group.kip848 import ConsumerProtocolMembership

            membership: Membership = (ConsumerProtocolMembership(self._group)
                                      if self.config.group_protocol == "consumer"
                                      else ClassicMembership(self._group))
            self._group.start(tasks, membership)

    async def close(self, timeout: float | None = DEFAULT_CLOSE_TIMEOUT_S) -> None:
        """Stop fetching, leave the group (revoke listener, commit, LeaveGroup) and close every
        connection. Buffered records are dropped.

        The group's goodbye (the open ``commit_async`` calls, the revoke listener, the auto
        commit, LeaveGroup) gets at most ``timeout`` seconds (Java's ``close(Duration)``; 30 s
        by default, as Java's ``close()``; None: no limit), and no longer than the caller's own
        deadline: a consumer closed while no broker answers does not hold a shutdown for
        longer. What is not done by then is skipped (a commit not made: its records come
        again).

        From any task, inside any cancel scope, any number of times (also at once): waiting
        ``getmany()`` calls raise ConsumerClosedError and ``async for`` ends; a cancelled
        ``close()`` finishes the teardown, then the cancellation propagates (a
        ``fail_after`` around it raises its TimeoutError).
        """
        limit = _close_limit(timeout)
        self._lifecycle.check_owner()
        self._closed = True
        self._fetcher.wake_waiters()  # a getmany() waiting for data sees the close
        caller_deadline = anyio.current_effective_deadline()
        self._goodbye_deadline = _goodbye_deadline(limit, caller_deadline)
        group = self._group
        if (group is not None and self._tasks is not None
                and caller_deadline != -math.inf):
            # The commit_async calls still open get their answer first (as Java's close
            # waits for them), within the close's limit; the teardown fails the rest.
            with anyio.CancelScope(shield=True, deadline=self._goodbye_deadline):
                await group.commits.settle_pending(group.api_timeout)
        if self._tasks is not None:
            self._tasks.cancel_all()
        await self._lifecycle.close(None, self._teardown)

    async def _teardown(self) -> None:
        """Shielded by the lifecycle: group goodbye (bounded), then our tasks, then the client."""
        self._closed = True
        try:
            if self._tasks is not None:
                self._tasks.cancel_all()
                if self._group is not None:
                    self._group_closing = True  # the revoke listener may still commit
                    try:
                        # revoke, commit, LeaveGroup: within close()'s limit
                        await self._group.close(self._goodbye_deadline)
                    finally:
                        self._group_closing = False
                        await self._group.commits.settle_pending(0)  # fail what is left
        finally:
            try:
                await self._lifecycle.host.aclose()
            finally:
                await self.client.close()

    def _check_open(self) -> None:
        if self._closed:
            raise ConsumerClosedError("the consumer is closed")
        if not self._lifecycle.started:
            raise ConsumerClosedError("the consumer is not started (use 'async with')")
        self._lifecycle.check_owner()
        self._lifecycle.check_alive()  # (its fetcher and group tasks are gone otherwise)

    def _check_subscribed(self) -> None:
        """A poll needs something to read: topics, a pattern, or assigned partitions."""
        if not (self._subscription.partitions or self._subscription.subscribed_topics
                or (self._group is not None and self._group.active)):
            raise NotSubscribedError(
                "the consumer is not subscribed to any topics or assigned any partitions: "
                "give topics to Consumer(...), or call subscribe() or assign() first")

    def _topics_of_interest(self) -> set[str]:
        group_topics = self._group.topics if self._group is not None else frozenset()
        return set(self._subscription.subscribed_topics) | set(group_topics) | {
            tp.topic for tp in self._subscription.partitions}

    # ------------------------------------------------------------------ assignment

    def subscribe(self, topics: Iterable[str] = (), *,
                  pattern: str | re.Pattern[str] | None = None,
                  listener: ConsumerRebalanceListener | None = None) -> None:
        """Subscribe to ``topics`` (or every topic matching ``pattern``, re-checked as topics
        appear). With a group_id the group shares their partitions (``listener`` hears about
        rebalances); without one, this consumer reads all of them.

        ``topics`` is a collection: a bare string is refused (TypeError), as everywhere in
        kafka_async (kafka_async.protocol.arguments); ``Consumer("orders")`` takes names as
        separate arguments instead."""
        chosen = tuple(topic_names_argument(topics, "topics"))
        if not chosen and pattern is None and listener is None:
            # Java treats subscribing to nothing as unsubscribe(): the listener of the
            # subscription that ends hears of the revocation
            self.unsubscribe()
            return
        if self._group is not None:
            if chosen and pattern is not None:
                raise ValueError("subscribe() takes topics or a pattern, not both")
            self._group.subscribe(chosen, pattern, listener)
            self._after_assignment_change()
            return
        if pattern is not None or listener is not None:
            raise NotInGroupError("pattern subscriptions and rebalance listeners need a group_id")
        self._subscription.subscribe(chosen)
        self._subscription.assign(
            tp for tp in self._subscription.partitions
            if tp.topic in self._subscription.subscribed_topics)
        self._after_assignment_change()

    def unsubscribe(self) -> None:
        """Java's ``unsubscribe()``: drop the subscription (topics or pattern) and any manual
        assignment. In a group, as ``subscribe([])``: the partitions are revoked (listener,
        auto commit) and the member leaves the group, in the background."""
        if self._group is not None and self._group.active:
            self._group.subscribe((), None, self._group.listener)
            self._after_assignment_change()
            return
        self._subscription.subscribe(())
        self._subscription.assign(())
        self._after_assignment_change()

    def subscription(self) -> frozenset[str]:
        if self._group is not None:
            return self._group.topics
        return self._subscription.subscribed_topics

    def assign(self, partitions: Iterable[TopicPartition]) -> None:
        """Read exactly these partitions (replaces any earlier assignment or subscription)."""
        if self._group is not None and self._group.active:
            raise GroupError("assign() cannot be mixed with a group subscription; use a "
                             "consumer without topics (or another consumer) for manual "
                             "assignment")
        partitions = _partitions_argument(partitions)
        _check_topics(tuple(tp.topic for tp in partitions))
        self._subscription.subscribe(())
        self._subscription.assign(partitions)
        self._after_assignment_change()

    def _after_assignment_change(self) -> None:
        assigned = self._subscription.partitions

        def kept(tp: TopicPartition) -> bool:
            state = assigned.get(tp)
            return state is not None and not state.revoking

        self._drop_iterated(tp for tp in {(r.topic, r.partition) for r in self._pending_iterated()}
                            if not kept(TopicPartition(*tp)))
        self._fetcher.purge_stale()
        topics = self._topics_of_interest()
        self.client.track_topics(topics)
        if self._lifecycle.started and not self._closed and self._routing_unknown():
            # Only when needed: a group rebalance changes the assignment twice (revoke, then
            # assign), and a Metadata request for routes already known would compete with
            # JoinGroup/SyncGroup on the broker at the moment every member is waiting.
            self.client.request_update()
        self._maintainer.reconsider()

    def _routing_unknown(self) -> bool:
        """Whether an assigned partition has no known leader (or a topic of interest no
        metadata): then the assignment change asks for a metadata refresh."""
        metadata = self.client.metadata
        if any(topic not in metadata.topics for topic in self._topics_of_interest()):
            return True
        return any(metadata.leader_for(tp.topic, tp.partition) is None
                   for tp in self._subscription.partitions)

    def assignment(self) -> frozenset[TopicPartition]:
        return frozenset(self._subscription.partitions)

    # ------------------------------------------------------------------ positions

    def seek(self, partition: TopicPartition, offset: int | OffsetAndMetadata) -> None:
        """Continue ``partition`` at ``offset`` (data already prefetched for it is dropped).

        An ``OffsetAndMetadata`` with its ``leader_epoch`` (an offset stored outside Kafka
        with the epoch of the record before it, ``ConsumerRecord.leader_epoch``) is checked
        against the leader's log first (KIP-320, Java's ``seek(tp, OffsetAndMetadata)``): if
        an unclean leader change truncated the log below it, the consumer rewinds to where
        the logs part (or, with auto_offset_reset='none', raises LogTruncationError) instead
        of reading on from a position in another history."""
        check_type(partition, "partition", TopicPartition)
        epoch = -1
        if isinstance(offset, OffsetAndMetadata):
            epoch = offset.leader_epoch
            offset = offset.offset
            if not isinstance(epoch, int) or isinstance(epoch, bool) or epoch < -1:
                raise ValueError(f"leader_epoch must be an int >= -1, got "
                                 f"{describe_value(epoch)}")
        if not isinstance(offset, int) or isinstance(offset, bool) or not 0 <= offset <= INT64_MAX:
            raise ValueError(f"offset must be a non-negative int (INT64), got "
                             f"{describe_value(offset)}")
        state = self._subscription.state(partition)
        self._drop_iterated([partition], rewind=False)
        state.seek(offset, epoch)
        if epoch >= 0:
            state.awaiting_validation = True  # (the maintainer asks OffsetForLeaderEpoch)
        self._fetcher.discard(partition)
        self._maintainer.wake()

    async def seek_to_beginning(self, *partitions: TopicPartition) -> None:
        """Seek to the log start offset (all assigned partitions when none are given)."""
        await self._seek_to(EARLIEST, partitions)

    async def seek_to_end(self, *partitions: TopicPartition) -> None:
        """Seek to the log end (the last stable offset under read_committed)."""
        await self._seek_to(LATEST, partitions)

    async def _seek_to(self, timestamp: int, partitions: tuple[TopicPartition, ...]) -> None:
        check_items(partitions, "partitions", TopicPartition)
        self._check_open()
        chosen = partitions or tuple(self._subscription.partitions)
        for tp in chosen:
            self._subscription.state(tp)
        found = await self._lookup.list_offsets(dict.fromkeys(chosen, timestamp))
        for tp, listed in found.items():
            if tp in self._subscription.partitions:
                self.seek(tp, listed.offset)

    async def position(self, partition: TopicPartition) -> int:
        """The offset of the next record ``getmany()`` returns for ``partition``; waits until
        a new partition's starting offset is known."""
        check_type(partition, "partition", TopicPartition)
        self._check_open()
        state = self._subscription.state(partition)
        if isinstance(state.failure, LogTruncationError):
            # (a position in a history the leader no longer has is not one: Java raises too)
            raise state.failure.with_traceback(None)
        deadline = time.monotonic() + self.config.default_api_timeout_ms / 1000
        while state.position is None or state.reset_strategy is not None:
            self._raise_pending_error()
            if state.failure is not None:  # no position until a seek (auto_offset_reset none)
                raise state.failure.with_traceback(None)
            if time.monotonic() >= deadline:
                raise KafkaTimeoutError(f"no position for {partition} within "
                                        f"default_api_timeout_ms")
            waiter = self._maintainer.positions_waiter()
            self._maintainer.wake()
            with anyio.move_on_after(self.config.retry_backoff_ms / 1000):
                await waiter.wait()
            self._check_open()
        return state.position

    def highwater(self, partition: TopicPartition) -> int | None:
        """The high watermark of the last fetch response for ``partition`` (None before one)."""
        return self._subscription.state(partition).high_watermark

    def last_stable_offset(self, partition: TopicPartition) -> int | None:
        return self._subscription.state(partition).last_stable_offset

    async def beginning_offsets(self, partitions: Iterable[TopicPartition]
                                ) -> dict[TopicPartition, int]:
        """The first offset of each partition's log."""
        return await self._offsets(partitions, EARLIEST)

    async def end_offsets(self, partitions: Iterable[TopicPartition]) -> dict[TopicPartition, int]:
        """The offset the next record will get (the LSO under read_committed)."""
        return await self._offsets(partitions, LATEST)

    async def _offsets(self, partitions: Iterable[TopicPartition], timestamp: int
                       ) -> dict[TopicPartition, int]:
        wanted = _partitions_argument(partitions)
        self._check_open()
        await self._ensure_metadata(wanted)
        found = await self._lookup.list_offsets(dict.fromkeys(wanted, timestamp))
        return {tp: found[tp].offset for tp in wanted}

    async def offsets_for_times(self, timestamps: Mapping[TopicPartition, int]
                                ) -> dict[TopicPartition, OffsetAndTimestamp | None]:
        """Per partition, the earliest offset whose timestamp is >= the given one (ms since
        the epoch), or None when every record is older."""
        _check_partition_mapping(timestamps, "timestamps")
        for tp, timestamp in timestamps.items():
            check_int(timestamp, f"timestamps[{tp}] (ms since the epoch)", 0, INT64_MAX)
        self._check_open()
        await self._ensure_metadata(list(timestamps))
        found = await self._lookup.list_offsets(dict(timestamps))
        return {tp: (OffsetAndTimestamp(found[tp].offset, found[tp].timestamp,
                                        found[tp].leader_epoch if found[tp].leader_epoch >= 0
                                        else None)
                     if found[tp].offset >= 0 else None) for tp in timestamps}

    async def partitions_for(self, topic: str) -> list[PartitionMetadata]:
        """Java's ``partitionsFor``: the partitions of ``topic`` (leader, leader epoch,
        replicas, in-sync replicas), asked of the cluster now; an empty list when the topic
        does not exist. The topic is not subscribed to, tracked or created."""
        (name,) = _check_topics((topic,))
        self._check_open()
        found = await self._describe_topics([name])
        return found.get(name, [])

    async def list_topics(self) -> dict[str, list[PartitionMetadata]]:
        """Java's ``listTopics``: every topic of the cluster (internal ones too, as in Java)
        with its partitions, asked of the cluster now."""
        self._check_open()
        return await self._describe_topics(None)

    async def _describe_topics(self, names: list[str] | None
                               ) -> dict[str, list[PartitionMetadata]]:
        deadline = time.monotonic() + self.config.default_api_timeout_ms / 1000
        request = MetadataRequest(
            topics=None if names is None else [MetadataRequest.MetadataRequestTopic(name=n)
                                               for n in names],
            allow_auto_topic_creation=False)
        while True:
            snapshot = build_snapshot(await self.client.send(request))
            pending = [t for t in snapshot.topics.values()
                       if t.error_code and t.error_code != _UNKNOWN_TOPIC]
            if not pending:
                return {t.name: [t.partitions[p] for p in sorted(t.partitions)]
                        for t in sorted(snapshot.topics.values()) if not t.error_code}
            error = error_for_code(pending[0].error_code)(f"topic {pending[0].name!r}")
            if not error.retriable or time.monotonic() >= deadline:
                raise error
            await anyio.sleep(self.config.retry_backoff_ms / 1000)  # (a new topic's leader)

    async def _ensure_metadata(self, partitions: list[TopicPartition]) -> None:
        topics = {tp.topic for tp in partitions}
        if not topics <= set(self.client.metadata.topics):
            await self.client.refresh_metadata(topics)

    # ------------------------------------------------------------------ flow control

    def pause(self, *partitions: TopicPartition) -> None:
        """Stop returning and fetching records of these partitions (positions are kept)."""
        check_items(partitions, "partitions", TopicPartition)
        states = [self._subscription.state(tp) for tp in partitions]
        self._drop_iterated(partitions)
        for state in states:
            state.paused = True
            # Drop its prefetched data: held while paused, it would count against
            # fetch_buffer_bytes and could stall every other partition's fetching.
            state.rewind_fetch()
            self._fetcher.discard(state.tp)

    def resume(self, *partitions: TopicPartition) -> None:
        check_items(partitions, "partitions", TopicPartition)
        for tp in partitions:
            self._subscription.state(tp).paused = False
        self._maintainer.wake()

    def paused(self) -> frozenset[TopicPartition]:
        return frozenset(tp for tp, s in self._subscription.partitions.items() if s.paused)

    # ------------------------------------------------------------------ records

    async def getmany(self, *partitions: TopicPartition, timeout_ms: int = 0,
                      max_records: int | None = None
                      ) -> dict[TopicPartition, list[ConsumerRecord]]:
        """Records per partition: what is buffered now, else whatever arrives within
        ``timeout_ms``; at most ``max_records`` (default max_poll_records) in total."""
        if partitions:
            check_items(partitions, "partitions", TopicPartition)
        self._check_open()
        self._check_subscribed()
        if self._group is not None:
            self._group.note_poll()
        limit = self.config.max_poll_records if max_records is None else max_records
        if limit <= 0:
            raise ValueError("max_records must be positive")
        only = frozenset(partitions) if partitions else None
        fetcher = self._fetcher
        self._last_poll = now = time.monotonic()
        self._poll_stats.poll_started(now)
        deadline = now + max(timeout_ms, 0) / 1000
        try:
            if self._iterated_index < len(self._iterated):
                handed = self._take_iterated(only, limit)
                if handed:
                    return handed
            while True:
                self._raise_pending_error()
                if fetcher.stuck:
                    self._raise_stuck(only)
                records = fetcher.drain(limit, only)
                if records:
                    fetcher.stats.records_consumed += sum(map(len, records.values()))
                    if self._interceptors:
                        return run_on_consume(self._interceptors, records)
                    return records
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return records
                waiter = fetcher.data_waiter()
                with anyio.move_on_after(remaining):
                    await waiter.wait()
                self._check_open()
        finally:
            self._poll_stats.poll_ended(time.monotonic())
            self._note_poll_member()

    async def getmany_batches(self, *partitions: TopicPartition, timeout_ms: int = 0
                              ) -> dict[TopicPartition, list[FetchedBatches]]:
        """Like ``getmany`` but hands out whole *undecoded* record batches (no ConsumerRecord
        per record), for columnar consumers such as kafka_async.spark: everything buffered
        now, else whatever arrives within ``timeout_ms``. Control batches and aborted
        transactions are already dropped and positions advanced past each batch; skip records
        below each entry's ``from_offset``. An empty list for a partition means its position
        moved past batches with nothing to deliver. Deserializers are not applied."""
        if partitions:
            check_items(partitions, "partitions", TopicPartition)
        self._check_open()
        self._check_subscribed()
        if self._group is not None:
            self._group.note_poll()
        only = frozenset(partitions) if partitions else None
        # (an interrupted ``async for`` left records read ahead: fetched again, as batches)
        self._drop_iterated({(r.topic, r.partition) for r in self._pending_iterated()
                             if only is None or TopicPartition(r.topic, r.partition) in only})
        fetcher = self._fetcher
        fetcher.lazy_records = True  # from now on, nothing decodes records ahead of us
        self._last_poll = now = time.monotonic()
        self._poll_stats.poll_started(now)
        deadline = now + max(timeout_ms, 0) / 1000
        try:
            while True:
                self._raise_pending_error()
                if fetcher.stuck:
                    self._raise_stuck(only)
                batches = fetcher.drain_batches(only)
                remaining = deadline - time.monotonic()
                if batches or remaining <= 0:
                    fetcher.stats.records_consumed += sum(
                        entry.record_count() for entries in batches.values() for entry in entries)
                    return batches
                waiter = fetcher.data_waiter()
                with anyio.move_on_after(remaining):
                    await waiter.wait()
                self._check_open()
        finally:
            self._poll_stats.poll_ended(time.monotonic())
            self._note_poll_member()

    async def getone(self, *partitions: TopicPartition) -> ConsumerRecord:
        """The next record (of ``partitions``, if given), waiting as long as it takes."""
        while True:
            batch = await self.getmany(*partitions, timeout_ms=_FOREVER_MS, max_records=1)
            for records in batch.values():
                return records[0]

    def __aiter__(self) -> Consumer:
        return self

    async def __anext__(self) -> ConsumerRecord:
        index = self._iterated_index
        if index < len(self._iterated):
            self._iterated_index = index + 1
            return self._iterated[index]
        while True:
            if self._closed:
                raise StopAsyncIteration
            try:
                batch = await self.getmany(timeout_ms=_FOREVER_MS)
            except ConsumerClosedError:
                if self._closed:
                    raise StopAsyncIteration from None
                raise
            if batch:
                self._iterated = list(itertools.chain.from_iterable(batch.values()))
                self._iterated_index = 1
                return self._iterated[0]

    # ------------------------------------------------------------------ groups and commits

    def _require_group(self) -> GroupManager:
        if self._group is None:
            raise NotInGroupError("commits and committed offsets need a group_id")
        if not self._group_closing:
            self._check_open()
        return self._group

    async def commit(self, offsets: Mapping[TopicPartition, int | OffsetAndMetadata] | None
                     = None) -> None:
        """Commit ``offsets`` (offset = the next record to read, optionally with metadata), or,
        by default, everything consumed so far. Raises CommitFailedError when the group has
        moved on (rebalanced) and the commit can no longer be accepted, also when a partition
        of ``offsets`` was revoked or lost after the last poll while the member rejoined in
        the background (the new owner's progress is not overwritten; Java's poll thread
        cannot rejoin between a poll and a commit, and refuses the same way)."""
        if offsets is not None:
            _check_partition_mapping(offsets, "offsets")
        with self._closed_while_waiting("commit()"):
            await self._require_group().commit(offsets, self._poll_give_ups,
                                                      self._poll_member)

    def commit_async(self, offsets: Mapping[TopicPartition, int | OffsetAndMetadata] | None
                     = None, *, callback: Any = None) -> CommitHandle:
        """Start a commit and return at once: ``await handle`` (or ``handle.done()``) for the
        outcome; ``callback(error_or_None)`` runs when it finishes."""
        if offsets is not None:
            _check_partition_mapping(offsets, "offsets")
        return self._require_group().commit_async(offsets, callback, self._poll_give_ups,
                                                        self._poll_member)

    async def committed(self, partitions: Iterable[TopicPartition]
                        ) -> dict[TopicPartition, OffsetAndMetadata | None]:
        """The group's committed offsets (None where nothing is committed)."""
        wanted = _partitions_argument(partitions)
        with self._closed_while_waiting("committed()"):
            return await self._require_group().committed(wanted)

    @contextlib.contextmanager
    def _closed_while_waiting(self, call: str) -> Iterator[None]:
        """A call the consumer's close() interrupted raises ConsumerClosedError, as every other
        waiting call does, not the connection's ClientClosedError from below."""
        try:
            yield
        except ClientClosedError as exc:
            if not self._closed:
                raise
            raise ConsumerClosedError(f"the consumer closed while {call} waited") from exc

    def group_metadata(self) -> GroupMetadata:
        """group id, generation (or KIP-848 member epoch), member id, group instance id, *as
        of the last poll* (``getmany``, ``getone``, ``async for``), as Java's
        ``groupMetadata()``: the rebalances of this consumer run in the background, and the
        records of a poll belong to the generation they were polled in. Offsets sent to a
        transaction with it (KIP-447) are then refused if the group moved on since, instead of
        being committed under the new generation for records of the old assignment (whose
        positions the rebalance may have reset: the round would be processed twice)."""
        if self._group is None:
            raise NotInGroupError("this consumer has no group_id")
        return self._poll_member or self._group.member()

    def _note_poll_member(self) -> None:
        if self._group is not None:
            self._poll_member = self._group.member()
            self._poll_give_ups = self._group.note_handed_out()

    def _consumed_offsets(self) -> dict[TopicPartition, OffsetAndMetadata]:
        """What the application has been handed: each position, minus records ``async for``
        fetched but has not yielded yet (committing those would lose them in a crash)."""
        found = {tp: OffsetAndMetadata(state.position, "", state.position_epoch)
                 for tp, state in self._subscription.partitions.items()
                 if state.position is not None}
        for record in reversed(self._pending_iterated()):
            tp = TopicPartition(record.topic, record.partition)
            if tp in found:
                found[tp] = OffsetAndMetadata(record.offset, "", record.leader_epoch)
        return found

    def _pending_iterated(self) -> list[ConsumerRecord]:
        return self._iterated[self._iterated_index:]

    def _take_iterated(self, only: frozenset[TopicPartition] | None, limit: int
                       ) -> dict[TopicPartition, list[ConsumerRecord]]:
        """What an ``async for`` read ahead and has not yielded (the loop was left: a break, a
        timeout), handed out first by ``getmany()``: the positions are already past these
        records, so anything drained now would skip them (and a commit then go backwards).
        Their interceptors and statistics ran when they were fetched."""
        out: dict[TopicPartition, list[ConsumerRecord]] = {}
        kept = []
        taken = 0
        for record in self._pending_iterated():
            tp = TopicPartition(record.topic, record.partition)
            if taken < limit and (only is None or tp in only):
                found = out.get(tp)
                if found is None:
                    out[tp] = [record]
                else:
                    found.append(record)
                taken += 1
            else:
                kept.append(record)
        self._iterated, self._iterated_index = kept, 0
        return out

    def _drop_iterated(self, partitions: Iterable[Any], rewind: bool = True) -> None:
        """Take records of ``partitions`` back out of the ``async for`` read-ahead, moving the
        partition's position back to the first one not yet handed out."""
        chosen = {TopicPartition(*tp) for tp in partitions}
        pending = self._pending_iterated()
        if not chosen or not pending:
            return
        first: dict[TopicPartition, ConsumerRecord] = {}
        kept = []
        for record in pending:
            tp = TopicPartition(record.topic, record.partition)
            if tp in chosen:
                first.setdefault(tp, record)
            else:
                kept.append(record)
        self._iterated, self._iterated_index = kept, 0
        if rewind:
            for tp, record in first.items():
                state = self._subscription.partitions.get(tp)
                if state is not None:
                    state.seek(record.offset, record.leader_epoch)
                    self._fetcher.discard(tp)

    def _raise_pending_error(self) -> None:
        if self._errors:
            raise self._errors.popleft()

    def _raise_stuck(self, only: frozenset[TopicPartition] | None) -> None:
        """A partition that cannot go on until the application seeks (auto_offset_reset
        'none': its offset out of range, or no position) raises at every poll, as Java's
        poll() does, not once: a loop that logs errors and polls on would otherwise stall on
        it in silence."""
        failed = False
        for tp, state in self._subscription.partitions.items():
            if state.failure is not None:
                failed = True
                if (only is None or tp in only) and not state.paused:
                    # (the same instance each poll: its traceback would grow with every raise)
                    raise state.failure.with_traceback(None)
        self._fetcher.stuck = failed


def _partitions_argument(partitions: Iterable[TopicPartition]) -> list[TopicPartition]:
    """A collection of TopicPartitions as a list; a bare TopicPartition (a tuple, so iterable)
    or string is refused rather than taken apart."""
    return collection_argument(partitions, "partitions", item_type=TopicPartition)


def _check_partition_mapping(value: object, argument: str) -> None:
    """``{TopicPartition: ...}`` arguments (commit offsets, offsets_for_times timestamps)."""
    if not isinstance(value, Mapping):
        raise TypeError(f"{argument} must be a dict keyed by TopicPartition, got "
                        f"{type(value).__name__} {describe_value(value)}")
    for key in value:
        check_type(key, f"a key of {argument}", TopicPartition)


def _check_topics(topics: tuple[str, ...]) -> tuple[str, ...]:
    """Fail at the call on a name no broker would accept (it would otherwise just never appear)."""
    for topic in topics:
        if not isinstance(topic, str):
            hint = (" (pass the names themselves: Consumer(\"a\", \"b\"), not one list of them)"
                    if isinstance(topic, (list, tuple, set, frozenset)) else "")
            raise TypeError(f"topics must be strings, got {topic!r}{hint}")
        validate_topic_name(topic)
    return topics

