"""ShareConsumer: Kafka's queues (KIP-932) — a member of a share group.

Theory of operation
-------------------
``async with ShareConsumer("jobs", group_id="workers", bootstrap_servers=...)`` opens a
KafkaClient and runs two kinds of background task: the membership loop (membership.py:
ShareGroupHeartbeat, the assignment) and one fetch loop per partition leader (fetcher.py:
ShareFetch with share sessions, acknowledgements carried back). The application's own task
calls ``getmany()``, ``acknowledge()`` and ``commit()``.

Acknowledgement, per ``share_acknowledgement_mode``:

- ``implicit`` (default): the records a poll returned are accepted by the next poll (sent with
  the next fetch), by ``commit()``/``commit_async()``, or by ``close()``.
- ``explicit``: the application calls ``acknowledge(record, AcknowledgeType.ACCEPT | RELEASE |
  REJECT | RENEW)`` for every record; a poll while records of the previous one are
  unacknowledged raises UnacknowledgedRecordsError (Java's IllegalStateException), and nothing
  is handed out. RENEW (KIP-1222) keeps the record: its acquisition lock is extended (sent at
  once), and a later poll hands it out again, to be acknowledged again; while a renewal is
  unanswered, polls hand out nothing new (as Java's).

``close()`` sends the acknowledgements given since the last poll (explicit mode) or accepts
what implicit mode delivered, releases what was fetched but never handed out, closes each
share session (the broker releases whatever this member still holds, such as
records left unacknowledged in explicit mode) and leaves the group.
"""

from __future__ import annotations

import math
import time
import uuid
from collections import deque
from collections.abc import Iterable
from types import TracebackType
from typing import Any

import anyio

from kafka_async.cluster.client import KafkaClient, SubscribedMetrics
from kafka_async.consumer._tasks import DEFAULT_CLOSE_TIMEOUT_S, BackgroundTasks
from kafka_async.consumer._tasks import close_limit as _close_limit
from kafka_async.consumer._tasks import goodbye_deadline as _goodbye_deadline
from kafka_async.consumer.errors import ConsumerClosedError
from kafka_async.consumer.share.acks import AcknowledgeType, encode
from kafka_async.consumer.share.config import ShareConsumerConfig
from kafka_async.consumer.share.errors import AcknowledgementError, UnacknowledgedRecordsError
from kafka_async.consumer.share.fetched import ShareFetchedPartition
from kafka_async.consumer.share.fetcher import AckCallback, AckResults, ShareFetcher
from kafka_async.consumer.share.membership import ShareMembership
from kafka_async.consumer.structs import ShareConsumerRecord, TopicPartition
from kafka_async.metrics.registry import MetricName
from kafka_async.network.lifecycle import Lifecycle
from kafka_async.protocol.arguments import check_type
from kafka_async.protocol.topics import topic_names_argument

__all__ = ["ShareConsumer"]

_FOREVER_MS = 3_600_000
_ACCEPT = [int(AcknowledgeType.ACCEPT)]


class _Delivered:
    """Records of the last poll from one fetched partition, not yet acknowledged.

    Implicit mode keeps only offset runs (``runs``); explicit mode the offsets still waiting
    for ``acknowledge()`` and the types given so far."""

    __slots__ = ("node", "renewing", "runs", "types", "waiting")

    def __init__(self, node: int) -> None:
        self.node = node
        self.runs: list[tuple[int, int]] = []
        self.waiting: set[int] = set()
        self.types: dict[int, int] = {}
        self.renewing: list[ShareConsumerRecord] = []  # acknowledged RENEW, not yet sent


class ShareConsumer(SubscribedMetrics):
    """An asynchronous Kafka share consumer (KIP-932); ``async with`` / ``async for``."""

    def __init__(self, *topics: str, config: ShareConsumerConfig | None = None,
                 **settings: Any) -> None:
        if config is None:
            config = ShareConsumerConfig.from_kwargs(**settings)
        elif settings:
            raise TypeError("pass either a ShareConsumerConfig or keyword settings, not both")
        self.config = config
        self.client = KafkaClient(config)
        self._metrics_client = self.client  # (SubscribedMetrics)
        self.client.metric_group_prefix = "share-consumer"
        self._errors: deque[BaseException] = deque()
        self._fetcher = ShareFetcher(self.client, config, self._errors,
                                     lambda: self._membership.member_id)
        self._membership = ShareMembership(self.client, config, self._errors,
                                           self._assignment_changed,
                                           self._fetcher.wake_waiters)
        self._explicit = config.explicit
        #: the last poll's records, by partition and the fetched response they came from
        self._delivered: dict[tuple[TopicPartition, int], _Delivered] = {}
        self._lifecycle = Lifecycle("share consumer", ConsumerClosedError)
        self._lifecycle.host.on_failure(lambda _: self._fetcher.wake_waiters())
        self._tasks: BackgroundTasks | None = None
        self._closed = False
        #: when close() stops waiting for acknowledgements and the goodbye (anyio's clock)
        self._goodbye_deadline = math.inf
        self._last_poll = 0.0
        self._register_metrics()
        if topics:
            self.subscribe(topics)

    def _assignment_changed(self, assignment: frozenset[TopicPartition]) -> None:
        """The share group moved partitions: the fetcher follows, hooks are told."""
        previous = self._fetcher.assignment
        self._fetcher.set_assignment(assignment)
        hooks = self.client.hooks
        if assignment - previous:
            for hook in hooks.on_partitions_assigned:
                hook(assignment - previous)
        if previous - assignment:
            for hook in hooks.on_partitions_revoked:
                hook(previous - assignment)

    def _register_metrics(self) -> None:
        metrics = self.client.metrics
        self._fetcher.stats.register(metrics)
        metrics.gauge("share-consumer-metrics", "last-poll-seconds-ago",
                      lambda: (time.monotonic() - self._last_poll) if self._last_poll
                      else float("nan"))
        membership = self._membership
        metrics.counter("share-coordinator-metrics", "heartbeat", lambda: membership.heartbeats)
        metrics.gauge("share-coordinator-metrics", "assigned-partitions",
                      lambda: len(self._fetcher.assignment))
        metrics.gauge("share-coordinator-metrics", "rebalance-total", lambda: membership.joins)

    async def client_instance_id(self, timeout_ms: int = 60_000) -> uuid.UUID:
        """The id the brokers gave this client for its metrics push (KIP-714), as Java's
        ``clientInstanceId(timeout)``; raises TelemetryUnavailableError when
        ``enable_metrics_push`` is off."""
        return await self.client.client_instance_id(timeout_ms)

    def acquisition_lock_timeout_ms(self) -> int | None:
        """How long the brokers hold a record for this member (the share group's
        ``share.record.lock.duration.ms``), from their latest answer; None before the first.
        Java's ``acquisitionLockTimeoutMs()``."""
        return self._fetcher.acquisition_lock_timeout_ms

    def metrics(self) -> dict[MetricName, float]:
        """This share consumer's metrics (Java's names): docs/observability.md."""
        return self.client.metrics.snapshot()

    def __repr__(self) -> str:
        return (f"<ShareConsumer {self.config.client_id!r} group={self.config.group_id!r} "
                f"partitions={len(self._fetcher.assignment)} closed={self._closed}>")

    # ------------------------------------------------------------------ lifecycle

    async def __aenter__(self) -> ShareConsumer:
        await self.start()
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        traceback: TracebackType | None) -> None:
        await self.close()

    async def start(self) -> None:
        """Bootstrap, join the share group and start fetching; from any task."""
        if self._closed:
            raise ConsumerClosedError("a closed share consumer cannot be restarted")
        await self._lifecycle.start(self._open, self._teardown)

    async def _open(self) -> None:
        await self.client.start()
        host = self._lifecycle.host
        host.start_soon(self._membership.link.prepare, name="kafka_async find coordinator")
        if self._membership.topics:
            await self.client.refresh_metadata(self._membership.topics)
        tasks = self._tasks = BackgroundTasks(host)
        tasks.start_soon(self._membership.run, name="kafka_async share heartbeat")
        self._fetcher.start(tasks)

    async def close(self, timeout: float | None = DEFAULT_CLOSE_TIMEOUT_S) -> None:
        """Send the acknowledgements given since the last poll (explicit mode) or accept what
        was handed out (implicit mode), release what was never handed out, close the share
        sessions and leave the group; from any task, any number of times.

        All of that gets at most ``timeout`` seconds (Java's ``close(Duration)``, 30 s by
        default) and no longer than the caller's own deadline; what is not done by then is
        left to the broker (acquisition locks run out, the session times out). A cancelled
        ``close()`` finishes the teardown, then the cancellation propagates."""
        limit = _close_limit(timeout)
        self._lifecycle.check_owner()
        self._closed = True
        self._goodbye_deadline = _goodbye_deadline(limit, anyio.current_effective_deadline())
        await self._lifecycle.close(None, self._teardown)

    async def _teardown(self) -> None:
        self._closed = True
        try:
            if self._tasks is not None:
                config = self.config
                self._fetcher.wake_waiters()  # a getmany() waiting for data sees the close
                with anyio.CancelScope(deadline=self._goodbye_deadline):
                    await self._fetcher.stop_loops(
                        (config.request_timeout_ms + config.fetch_max_wait_ms) / 1000)
                if self._explicit:
                    self._send_explicit()  # what was acknowledged since the last poll
                else:
                    self._acknowledge_delivered()
                self._fetcher.release_all_buffered()
                self._tasks.cancel_all()
                with (anyio.CancelScope(deadline=self._goodbye_deadline),
                      anyio.move_on_after(config.request_timeout_ms / 1000)):
                    await self._fetcher.close_sessions()
                    await self._membership.leave()
        finally:
            try:
                await self._lifecycle.host.aclose()
            finally:
                await self.client.close()

    def _check_open(self) -> None:
        if self._closed:
            raise ConsumerClosedError("the share consumer is closed")
        if not self._lifecycle.started:
            raise ConsumerClosedError("the share consumer is not started (use 'async with')")
        self._lifecycle.check_owner()
        self._lifecycle.check_alive()

    # ------------------------------------------------------------------ subscription

    def subscribe(self, topics: Iterable[str]) -> None:
        """Subscribe to exactly these topics (replacing any earlier subscription); an empty
        list leaves the group, as ``unsubscribe()``."""
        self._membership.subscribe(frozenset(topic_names_argument(topics, "topics")))

    def unsubscribe(self) -> None:
        """Leave the share group (fetching stops; acknowledgements already given are sent)."""
        self._membership.subscribe(frozenset())

    def subscription(self) -> frozenset[str]:
        return self._membership.topics

    def assignment(self) -> frozenset[TopicPartition]:
        """The partitions the share group currently lets this member fetch from."""
        return self._fetcher.assignment

    def set_acknowledgement_commit_callback(self, callback: AckCallback | None) -> None:
        """``callback(offsets_by_partition, error_or_None)`` runs (in a background task) each
        time acknowledgements were applied or failed, as Java's
        AcknowledgementCommitCallback. It must not block."""
        if callback is not None and not callable(callback):
            raise TypeError("the acknowledgement commit callback must be callable")
        self._fetcher.callback = callback

    # ------------------------------------------------------------------ records

    async def getmany(self, timeout_ms: int = 0, max_records: int | None = None
                      ) -> dict[TopicPartition, list[ShareConsumerRecord]]:
        """Acquired records per partition: what is buffered now, else whatever arrives
        within ``timeout_ms``; at most ``max_records`` (default max_poll_records).

        Acknowledges the previous poll's records first (implicit mode), or checks that they
        all were (explicit mode: UnacknowledgedRecordsError otherwise)."""
        self._check_open()
        limit = self.config.max_poll_records if max_records is None else max_records
        check_type(limit, "max_records", int)
        if limit <= 0:
            raise ValueError("max_records must be positive")
        self._settle_previous()
        fetcher = self._fetcher
        self._last_poll = now = time.monotonic()
        deadline = now + max(timeout_ms, 0) / 1000
        out: list[ShareConsumerRecord] = []
        while True:
            self._raise_pending_error()
            if fetcher.renewed:  # renewed records come back first, and alone (as Java's)
                self._note_renewed(fetcher.take_renewed(limit), out)
                break
            if not fetcher.renewing:  # (while a renewal is unanswered, nothing new)
                fetcher.drain(limit, out, self._note_delivered)
                if out:
                    break  # an error drain met after these records comes with the next poll
            self._raise_pending_error()
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return {}
            waiter = fetcher.data_waiter()
            with anyio.move_on_after(remaining):
                await waiter.wait()
            self._check_open()
        fetcher.stats.records_consumed += len(out)
        result: dict[TopicPartition, list[ShareConsumerRecord]] = {}
        for record in out:
            tp = TopicPartition(record.topic, record.partition)
            batch = result.get(tp)
            if batch is None:
                result[tp] = [record]
            else:
                batch.append(record)
        return result

    def _note_delivered(self, fetched: ShareFetchedPartition, out: list[ShareConsumerRecord],
                        start: int, end: int) -> None:
        """Remember that ``out[start:end]`` of this poll came from ``fetched``."""
        key = (fetched.tp, fetched.node)
        delivered = self._delivered.get(key)
        if delivered is None:
            delivered = self._delivered[key] = _Delivered(fetched.node)
        if self._explicit:
            delivered.waiting.update(out[i].offset for i in range(start, end))
            return
        first, last = out[start].offset, out[end - 1].offset
        runs = delivered.runs
        if last - first + 1 == end - start:  # consecutive offsets: one run
            if runs and runs[-1][1] + 1 == first:
                runs[-1] = (runs[-1][0], last)
            else:
                runs.append((first, last))
            return
        for i in range(start, end):
            offset = out[i].offset
            if runs and runs[-1][1] + 1 == offset:
                runs[-1] = (runs[-1][0], offset)
            else:
                runs.append((offset, offset))

    def _note_renewed(self, renewed: list[tuple[int, ShareConsumerRecord]],
                      out: list[ShareConsumerRecord]) -> None:
        """Renewed records handed out again: waiting for acknowledgement once more."""
        for node, record in renewed:
            key = (TopicPartition(record.topic, record.partition), node)
            delivered = self._delivered.get(key)
            if delivered is None:
                delivered = self._delivered[key] = _Delivered(node)
            delivered.waiting.add(record.offset)
            out.append(record)

    def _settle_previous(self) -> None:
        if self._explicit:
            waiting = sum(len(d.waiting) for d in self._delivered.values())
            if waiting:
                raise UnacknowledgedRecordsError(
                    f"{waiting} records of the previous poll are not acknowledged; explicit "
                    "acknowledgement mode needs acknowledge(record, type) for every record "
                    "before the next poll", waiting)
            self._send_explicit()
        else:
            self._acknowledge_delivered()

    def _acknowledge_delivered(self) -> None:
        """Implicit mode: accept every record the last poll returned."""
        for (tp, node), delivered in self._delivered.items():
            self._fetcher.acknowledge(node, tp, [(f, last, _ACCEPT)
                                                 for f, last in delivered.runs])
        self._delivered.clear()

    def _send_explicit(self) -> None:
        """Queue the acknowledgements given so far (each once: a commit() between two
        acknowledge() calls must not send the first ones again)."""
        for (tp, node), delivered in self._delivered.items():
            if delivered.renewing:
                self._fetcher.renew(node, tp, delivered.renewing)
                delivered.renewing = []
            if delivered.types:
                self._fetcher.acknowledge(node, tp, encode(delivered.types))
                delivered.types = {}
        self._delivered = {k: d for k, d in self._delivered.items() if d.waiting}

    def acknowledge(self, record: ShareConsumerRecord,
                    type: AcknowledgeType = AcknowledgeType.ACCEPT) -> None:
        """Explicit mode: how ``record`` (from the last poll) ends: ACCEPT (done), RELEASE
        (deliver it again) or REJECT (never again); sent with the next fetch or commit. Or
        RENEW: not done yet, extend its acquisition lock (sent at once by the next poll or
        commit); once the broker agreed, a poll hands the record out again, to be acknowledged
        again. A share group with ``share.renew.acknowledge.enable=false`` (a group config; true
        by default in Kafka 4.3) refuses renewals: the renewal fails (InvalidRecordStateError,
        to commit() and the acknowledgement commit callback) and the record is delivered
        again, to anyone, once its lock expires."""
        if not self._explicit:
            raise AcknowledgementError(
                "acknowledge() needs share_acknowledgement_mode='explicit' (in implicit mode "
                "the next poll accepts every record of the last one)")
        if not isinstance(record, ShareConsumerRecord):
            raise TypeError(f"acknowledge() takes a ShareConsumerRecord, got "
                            f"{type_name(record)}")
        try:
            ack = AcknowledgeType(type)
        except ValueError:
            raise ValueError(f"type must be AcknowledgeType.ACCEPT, RELEASE, REJECT or RENEW, "
                             f"got {type!r}") from None
        tp = TopicPartition(record.topic, record.partition)
        for (owner, _), delivered in self._delivered.items():
            if owner == tp and record.offset in delivered.waiting:
                delivered.waiting.discard(record.offset)
                delivered.types[record.offset] = int(ack)
                if ack is AcknowledgeType.RENEW:
                    delivered.renewing.append(record)
                return
        raise AcknowledgementError(
            f"{record.topic}-{record.partition} offset {record.offset} is not a record of the "
            "last poll waiting for acknowledgement (already acknowledged, or never handed out)")

    async def commit(self) -> dict[TopicPartition, Exception | None]:
        """Send the acknowledgements given so far (implicit mode: of every record handed out)
        now, and wait for the brokers: per partition None or the error (for example
        InvalidRecordStateError for a record whose lock had expired)."""
        self._check_open()
        if self._explicit:
            self._send_explicit()
        else:
            self._acknowledge_delivered()
        results: AckResults = await self._fetcher.commit()
        return dict(results)

    def commit_async(self) -> None:
        """Like ``commit()`` but returns at once; outcomes go to the acknowledgement commit
        callback (``set_acknowledgement_commit_callback``)."""
        self._check_open()
        if self._explicit:
            self._send_explicit()
        else:
            self._acknowledge_delivered()
        host = self._lifecycle.host
        host.start_soon(self._fetcher.commit, name="kafka_async share commit")

    def __aiter__(self) -> ShareConsumer:
        return self

    async def __anext__(self) -> ShareConsumerRecord:
        """The next record, one poll each: a record counts as delivered (and, in implicit
        mode, is accepted by the next step) only once the loop has seen it."""
        while True:
            if self._closed:
                raise StopAsyncIteration
            try:
                batch = await self.getmany(timeout_ms=_FOREVER_MS, max_records=1)
            except ConsumerClosedError:
                if self._closed:
                    raise StopAsyncIteration from None
                raise
            for records in batch.values():
                return records[0]

    def _raise_pending_error(self) -> None:
        if self._errors:
            raise self._errors.popleft()


def type_name(value: object) -> str:
    return type(value).__name__
