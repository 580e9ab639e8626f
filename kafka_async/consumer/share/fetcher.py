"""ShareFetcher: one loop per partition leader that fetches acquired records and carries
acknowledgements back, and the prefetch buffer the loops fill.

Theory of operation
-------------------
Ownership: the *node loops* own the share sessions (session.py) and are the only code that
sends ShareFetch and ShareAcknowledge; the application's task owns the prefetch buffer's read
side (``drain``) and adds acknowledgements (``acknowledge``). State both touch is changed only
through the methods below, which wake the loops (``_wake``).

Each loop, for its broker, repeats:

1. acknowledgements for partitions this session no longer fetches (unassigned, moved) go out
   in a ShareAcknowledge of their own, so that they are applied before the partition is
   forgotten;
2. when a ``commit()`` waits, or a RENEW waits, or nothing may be fetched (the buffer holds
   data from this broker, or the budget ``fetch_buffer_bytes`` is spent) while
   acknowledgements wait, they go out in a ShareAcknowledge;
3. otherwise, when there is something to fetch, a ShareFetch long-polls
   (``fetch_max_wait_ms``/``fetch_min_bytes``) with the pending acknowledgements piggybacked;
4. else the loop sleeps until woken (new acknowledgements, a drained buffer, an assignment or
   a metadata change, a commit).

Prefetch is bounded like the Consumer's: at most one response per broker waits in the buffer
(a fetch is sent only once the application drained the previous one), and no more than
``fetch_buffer_bytes`` in total. That also bounds how many records this member holds locked
while others could take them.

Acknowledgement results (per partition: None or the typed error, such as
INVALID_RECORD_STATE for a record whose lock expired) go to the acknowledgement commit
callback and to the ``commit()`` waiting for them.

Renewals (KIP-1222): a record acknowledged RENEW is *renewing* (``renewing``) from the moment
its acknowledgement is queued until the broker answered it; renewed, it waits in ``renewed``
for the next poll, which hands it out again (it is still this member's, its lock extended). A
refused renewal ends the delivery: the record is dropped here and the broker hands it out
again once its lock expires. A RENEW goes out at once, by ShareAcknowledge (IsRenewAck, v2),
never with a long-polling ShareFetch: the lock it extends may be about to expire.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

import anyio

from kafka_async.cluster.client import KafkaClient
from kafka_async.consumer._tasks import BackgroundTasks
from kafka_async.consumer.errors import RecordDecodeError
from kafka_async.consumer.fetched import Deserializers
from kafka_async.consumer.share.acks import (
    GAP,
    RENEW,
    AcknowledgeType,
    AckRange,
    AckRanges,
    acknowledge_batches,
    fetch_batches,
    renewals_released,
    renewed_offsets,
    split_renewals,
)
from kafka_async.consumer.share.config import ShareConsumerConfig
from kafka_async.consumer.share.fetched import ShareFetchedPartition
from kafka_async.consumer.share.metrics import ShareFetchStats
from kafka_async.consumer.share.session import CLOSE_EPOCH, ShareSession
from kafka_async.consumer.structs import ShareConsumerRecord, TopicPartition
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.connection import BrokerConnection
from kafka_async.network.errors import KafkaConnectionError, KafkaTimeoutError
from kafka_async.network.pool import Lane
from kafka_async.protocol.errors import (
    KafkaError,
    ProtocolError,
    UnsupportedVersionError,
    error_for_code,
)
from kafka_async.protocol.messages import (
    ShareAcknowledgeRequest,
    ShareAcknowledgeResponse,
    ShareFetchRequest,
    ShareFetchResponse,
)
from kafka_async.protocol.records import AnyBatch, RecordsReader

__all__ = ["AckResults", "ShareFetcher"]

logger = logging.getLogger("kafka_async.consumer.share")

#: per partition: None (applied) or the error the broker gave
AckResults = dict[TopicPartition, KafkaError | None]
#: what the acknowledgement commit callback gets: offsets acknowledged, and the error or None
AckCallback = Callable[[dict[TopicPartition, set[int]], KafkaError | None], object]

_SESSION_ERRORS = (122, 123)  # SHARE_SESSION_NOT_FOUND, INVALID_SHARE_SESSION_EPOCH
_SESSION_LIMIT = 133
# Leadership moved or is moving, or the topic is unknown here: refresh metadata.
_ROUTING = (3, 5, 6, 9, 13, 56, 74, 75, 78, 100, 103)
_TOPIC_ID_VERSION = 1
_FetchTopic = ShareFetchRequest.FetchTopic
_FetchPartition = ShareFetchRequest.FetchTopic.FetchPartition
_AckTopic = ShareAcknowledgeRequest.AcknowledgeTopic
_AckPartition = ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition


#: top-level ShareFetch/ShareAcknowledge errors the application must hear of (from getmany);
#: any other is the fetcher's to ride out (Java's share consumer keeps them from poll() too)
_SURFACED = frozenset({29, 30})  # TOPIC_ / GROUP_AUTHORIZATION_FAILED


class _BackOff(Exception):
    """A request's top-level error that the node loop retries after its backoff (the
    session is already reset and a metadata refresh asked for)."""

    def __init__(self, error: KafkaError) -> None:
        super().__init__(str(error))
        self.error = error


@dataclass
class _CommitRound:
    """One ``commit()``: the brokers whose acknowledgements it waits for, and the results."""

    nodes: set[int]
    #: per broker, how many requests had taken acknowledgements when the commit was asked:
    #: only the answer to a later one carries this commit's (see ``_finish_commits``)
    after: dict[int, int] = field(default_factory=dict)
    results: AckResults = field(default_factory=dict)
    done: anyio.Event = field(default_factory=anyio.Event)

    def node_done(self, node: int, results: AckResults) -> None:
        self.results.update(results)
        self.nodes.discard(node)
        if not self.nodes:
            self.done.set()


class ShareFetcher:
    """Node loops, share sessions, pending acknowledgements and the prefetch buffer."""

    def __init__(self, client: KafkaClient, config: ShareConsumerConfig,
                 errors: deque[BaseException], member_id: Callable[[], str]) -> None:
        self._client = client
        self._config = config
        self._errors = errors
        self._member_id = member_id
        self._group_id = config.group_id
        self._backoff = ExponentialBackoff(config.retry_backoff_ms / 1000,
                                           config.retry_backoff_max_ms / 1000)
        self.deserializers: Deserializers = (config.key_deserializer, config.value_deserializer)
        #: partitions the share group assigned to this member
        self.assignment: frozenset[TopicPartition] = frozenset()
        self.completed: deque[ShareFetchedPartition] = deque()
        self.buffered_bytes = 0
        self._buffered_nodes: dict[int, int] = {}  # node -> buffered responses from it
        #: acknowledgements to send, by the broker the records were acquired from
        self._pending: dict[int, dict[TopicPartition, AckRanges]] = {}
        self._sessions: dict[int, ShareSession] = {}
        self._loops: dict[int, anyio.Event] = {}  # running node loops and their wake events
        self._commits: dict[int, list[_CommitRound]] = {}
        #: per broker, requests that took pending acknowledgements so far (a commit waits for
        #: the answer to one taken after it, not to one already in flight)
        self._ack_takes: dict[int, int] = {}
        self._data = anyio.Event()
        self._stopped = anyio.Event()  # set once closed and every node loop has ended
        self._tasks: BackgroundTasks | None = None
        self.callback: AckCallback | None = None
        #: records acknowledged RENEW whose renewal is not answered yet, by (node, partition)
        #: and offset; and those the broker renewed, waiting for the next poll (node, record)
        self.renewing: dict[tuple[int, TopicPartition], dict[int, ShareConsumerRecord]] = {}
        self.renewed: deque[tuple[int, ShareConsumerRecord]] = deque()
        #: the broker's acquisition lock timeout, from its latest answer (Java's
        #: acquisitionLockTimeoutMs()); None until the first
        self.acquisition_lock_timeout_ms: int | None = None
        self.closed = False
        self.stats = ShareFetchStats()

    # ------------------------------------------------------------------ routing

    def start(self, tasks: BackgroundTasks) -> None:
        self._tasks = tasks
        tasks.start_soon(self._route_on_metadata, name="kafka_async share router")
        self.route()

    async def _route_on_metadata(self) -> None:
        while True:
            await self._client.metadata_waiter().wait()
            self.route()

    def _leader(self, tp: TopicPartition) -> int | None:
        return self._client.metadata.leader_for(tp.topic, tp.partition)

    def route(self) -> None:
        """Start a loop for each broker with work and wake them all (the assignment or the
        leaders changed)."""
        nodes = set(self._pending) | {n for n, s in self._sessions.items() if s.partitions}
        unknown = False
        for tp in self.assignment:
            leader = self._leader(tp)
            if leader is None:
                unknown = True
            else:
                nodes.add(leader)
        if unknown:
            self._client.request_update()
        for node in nodes:
            if node not in self._loops and self._tasks is not None and not self.closed:
                self._loops[node] = anyio.Event()
                self._tasks.start_soon(self._node_loop, node,
                                       name=f"kafka_async share fetch node {node}")
        self._wake_all()

    def set_assignment(self, assignment: frozenset[TopicPartition]) -> None:
        """The group moved partitions: buffered records of partitions taken away are released
        (another member may get them at once)."""
        gone = self.assignment - assignment
        self.assignment = assignment
        if gone and self.renewed:
            kept_renewed: deque[tuple[int, ShareConsumerRecord]] = deque()
            for node, record in self.renewed:
                tp = TopicPartition(record.topic, record.partition)
                if tp in gone:
                    self.acknowledge(node, tp, [(record.offset, record.offset,
                                                 [int(AcknowledgeType.RELEASE)])])
                else:
                    kept_renewed.append((node, record))
            self.renewed = kept_renewed
        if gone:
            kept: deque[ShareFetchedPartition] = deque()
            for fetched in self.completed:
                if fetched.tp in gone:
                    self._release_buffered(fetched)
                else:
                    kept.append(fetched)
            self.completed = kept
        self.route()

    def _wake(self, node: int) -> None:
        event = self._loops.get(node)
        if event is not None:
            event.set()

    def _wake_all(self) -> None:
        for event in self._loops.values():
            event.set()

    # ------------------------------------------------------------------ acknowledgements

    def acknowledge(self, node: int, tp: TopicPartition, ranges: list[AckRange]) -> None:
        """Queue acknowledgements of records acquired from ``node`` (sent with the next
        request of that broker's session)."""
        if not ranges:
            return
        pending = self._pending.setdefault(node, {}).setdefault(tp, AckRanges())
        for first, last, types in ranges:
            pending.add_range(first, last, types)
        if node in self._loops:
            self._loops[node].set()  # sent with the next fetch, or on their own if none
        else:
            self.route()

    def has_pending(self) -> bool:
        return any(self._pending.values())

    def renew(self, node: int, tp: TopicPartition, records: list[ShareConsumerRecord]) -> None:
        """``records`` (acquired from ``node``) are acknowledged RENEW: held until the broker
        answers, then handed out again (``renewed``) or, refused, dropped."""
        self.renewing.setdefault((node, tp), {}).update((r.offset, r) for r in records)

    def take_renewed(self, max_records: int) -> list[tuple[int, ShareConsumerRecord]]:
        """Up to ``max_records`` renewed records, for the poll that hands them out again."""
        renewed = self.renewed
        taken: list[tuple[int, ShareConsumerRecord]] = []
        while renewed and len(taken) < max_records:
            taken.append(renewed.popleft())
        return taken

    def _settle_renewals(self, node: int, sent: dict[TopicPartition, list[AckRange]],
                         results: AckResults) -> None:
        """The answer (or the loss) of acknowledgements that may hold renewals."""
        changed = False
        for tp, ranges in sent.items():
            held = self.renewing.get((node, tp))
            if not held:
                continue
            error = results.get(tp)
            for offset in renewed_offsets(ranges):
                record = held.pop(offset, None)
                if record is None:
                    continue
                changed = True
                if error is not None:
                    continue  # the delivery ends: the broker hands it out again later
                if tp in self.assignment and not self.closed:
                    self.renewed.append((node, record))
                else:  # renewed for a partition no longer ours: give it back
                    self.acknowledge(node, tp, [(offset, offset,
                                                 [int(AcknowledgeType.RELEASE)])])
            if not held:
                del self.renewing[(node, tp)]
        if changed:
            self._data.set()  # a poll waits for its renewed records, or for their end

    async def commit(self) -> AckResults:
        """Send every pending acknowledgement now (ShareAcknowledge) and wait for the results."""
        nodes = {node for node, by_tp in self._pending.items() if by_tp}
        if not nodes:
            return {}
        round_ = _CommitRound(set(nodes), {node: self._ack_takes.get(node, 0) for node in nodes})
        for node in nodes:
            self._commits.setdefault(node, []).append(round_)
        self.route()
        await round_.done.wait()
        return round_.results

    def _report(self, node: int, sent: dict[TopicPartition, list[AckRange]],
                results: AckResults) -> None:
        if self.renewing:
            self._settle_renewals(node, sent, results)
        stats = self.stats
        for tp, ranges in sent.items():
            count = sum(last - first + 1 for first, last, _ in ranges)
            stats.acknowledgements += count
            if results.get(tp) is not None:
                stats.acknowledgement_errors += count
        callback = self.callback
        if callback is not None:
            by_error: dict[KafkaError | None, dict[TopicPartition, set[int]]] = {}
            for tp, ranges in sent.items():
                offsets = by_error.setdefault(results.get(tp), {}).setdefault(tp, set())
                for first, last, types in ranges:
                    if len(types) == 1:
                        if types[0] != GAP:
                            offsets.update(range(first, last + 1))
                    else:
                        offsets.update(o for o, t in zip(range(first, last + 1), types,
                                                         strict=True) if t != GAP)
            for error, offsets_by_tp in by_error.items():
                offsets_by_tp = {tp: offsets for tp, offsets in offsets_by_tp.items() if offsets}
                if not offsets_by_tp:
                    continue  # GAP acknowledgements only: no record of the application's
                try:
                    callback(offsets_by_tp, error)
                except Exception:  # a callback's failure must not stop the fetcher
                    logger.exception("the acknowledgement commit callback raised")
        for tp, error in results.items():
            if error is not None:
                logger.warning("share group %s: acknowledgements of %s-%d failed: %s",
                               self._group_id, tp.topic, tp.partition, error)

    # ------------------------------------------------------------------ the node loop

    async def _node_loop(self, node: int) -> None:
        session = self._sessions.setdefault(node, ShareSession(node))
        failures = 0
        try:
            while not self.closed:
                wake = self._loops[node]
                try:
                    worked = await self._step(node, session)
                    failures = 0
                except (KafkaConnectionError, KafkaTimeoutError) as exc:
                    failures += 1
                    self._session_lost(node, session, exc)
                    self._client.request_update()
                    logger.info("share fetch to node %d failed: %s", node, exc)
                    await anyio.sleep(self._backoff.delay(failures))
                    continue
                except _BackOff as exc:
                    failures += 1
                    logger.info("share fetch to node %d: %s (retrying)", node, exc.error)
                    await anyio.sleep(self._backoff.delay(failures))
                    continue
                except KafkaError as exc:
                    failures += 1
                    if not exc.retriable:
                        self._errors.append(exc)
                        self._data.set()
                    logger.info("share fetch to node %d failed: %s", node, exc)
                    await anyio.sleep(self._backoff.delay(failures))
                    continue
                if not worked:
                    await wake.wait()
                    if self._loops.get(node) is wake:
                        self._loops[node] = anyio.Event()
        finally:
            self._loops.pop(node, None)
            if self.closed and not self._loops:
                self._stopped.set()

    async def stop_loops(self, timeout: float) -> None:
        """Let each node loop finish the request it has in flight (so no acknowledgement it
        carries is lost), then end; bounded by ``timeout``."""
        self.closed = True
        if not self._loops:
            return
        self._wake_all()
        with anyio.move_on_after(timeout):
            await self._stopped.wait()

    def _wanted(self, node: int) -> set[TopicPartition]:
        """The assigned partitions ``node`` leads whose topic id is known (ShareFetch names
        topics by id; a topic without one waits for the metadata refresh asked here)."""
        topics = self._client.metadata.topics
        wanted = set()
        missing = False
        for tp in self.assignment:
            if self._leader(tp) != node:
                continue
            described = topics.get(tp.topic)
            if described is None or described.topic_id is None:
                missing = True
                continue
            wanted.add(tp)
        if missing:
            self._client.request_update()
        return wanted

    async def _step(self, node: int, session: ShareSession) -> bool:
        """One request for ``node``'s session, if there is anything to do; whether there was."""
        wanted = self._wanted(node)
        pending = self._pending.get(node) or {}
        # 1. Acknowledgements of partitions the session will not fetch: on their own first.
        stray = [tp for tp in pending if tp not in wanted]
        if stray and session.is_open:
            await self._send_acknowledge(node, session, {tp: pending.pop(tp).take()
                                                         for tp in stray})
            return True
        if stray:  # no session: what was acquired there was released with it
            self._drop_acks(node, {tp: pending.pop(tp).take() for tp in stray},
                            "the share session was closed")
        can_fetch = (bool(wanted) and not self._buffered_nodes.get(node)
                     and self.buffered_bytes < self._config.fetch_buffer_bytes)
        committing = bool(self._commits.get(node))
        has_acks = any(pending.values())
        renewing = has_acks and any(r.renews for r in pending.values())
        if has_acks and session.is_open and (committing or renewing or not can_fetch):
            await self._send_acknowledge(node, session, {tp: r.take()
                                                         for tp, r in pending.items() if r})
            return True
        if committing and not has_acks:
            self._finish_commits(node, {})
        if can_fetch or (session.is_open and session.partitions - wanted):
            await self._send_fetch(node, session, wanted, pending)
            return True
        if has_acks and not session.is_open:
            self._drop_acks(node, {tp: r.take() for tp, r in pending.items() if r},
                            "the share session was closed")
        return False

    def _topic_ids(self, topics: set[str]) -> dict[str, uuid.UUID]:
        described = self._client.metadata.topics
        ids = {}
        for topic in topics:
            found = described.get(topic)
            if found is not None and found.topic_id is not None:
                ids[topic] = found.topic_id
        return ids

    # ------------------------------------------------------------------ ShareFetch

    async def _send_fetch(self, node: int, session: ShareSession, wanted: set[TopicPartition],
                          pending: dict[TopicPartition, AckRanges]) -> None:
        ids = self._topic_ids({tp.topic for tp in wanted | session.partitions})
        wanted = {tp for tp in wanted if tp.topic in ids}
        listed, forget = session.plan(wanted)
        acks: dict[TopicPartition, list[AckRange]] = {}
        if session.is_open:  # a session's first request cannot acknowledge
            acks = {tp: r.take() for tp, r in pending.items() if r and tp in wanted}
        take = self._take(node) if acks else 0
        by_topic: dict[str, list[_FetchPartition]] = {}
        for tp in sorted(set(listed) | set(acks)):
            by_topic.setdefault(tp.topic, []).append(_FetchPartition(
                partition_index=tp.partition,
                acknowledgement_batches=fetch_batches(_ordered(acks.get(tp, [])))))
        forgotten: dict[str, list[int]] = {}
        for tp in forget:
            forgotten.setdefault(tp.topic, []).append(tp.partition)
        config = self._config
        request = ShareFetchRequest(
            group_id=self._group_id, member_id=self._member_id(),
            share_session_epoch=session.epoch, max_wait_ms=config.fetch_max_wait_ms,
            min_bytes=config.fetch_min_bytes, max_bytes=config.fetch_max_bytes,
            max_records=config.max_poll_records, batch_size=config.max_poll_records,
            share_acquire_mode=config.acquire_mode_id,
            topics=[_FetchTopic(topic_id=ids[name], partitions=parts)
                    for name, parts in by_topic.items()],
            forgotten_topics_data=[
                ShareFetchRequest.ForgottenTopic(topic_id=ids[name], partitions=parts)
                for name, parts in forgotten.items() if name in ids])
        sent_at = time.monotonic()
        timeout = (config.request_timeout_ms + config.fetch_max_wait_ms) / 1000
        try:
            connection = await self._client.pool.get(node, Lane.FETCH)
            response = await connection.send(request, timeout=timeout)
        except BaseException as exc:
            self._lost_in_flight(node, session, acks, exc)
            raise
        self.stats.fetch_latency.record((time.monotonic() - sent_at) * 1000.0)
        self.stats.throttle.record(response.throttle_time_ms)
        if response.acquisition_lock_timeout_ms > 0:
            self.acquisition_lock_timeout_ms = response.acquisition_lock_timeout_ms
        self._on_fetch(node, session, wanted, acks, response, sent_at,
                       {v: k for k, v in ids.items()}, take)

    def _on_fetch(self, node: int, session: ShareSession, wanted: set[TopicPartition],
                  acks: dict[TopicPartition, list[AckRange]], response: ShareFetchResponse,
                  sent_at: float, names: dict[uuid.UUID, str], take: int) -> None:
        code = response.error_code
        if code:
            error = error_for_code(code)(
                f"ShareFetch from node {node}: {response.error_message or ''}".rstrip(": "))
            self._session_lost(node, session, error, acks)
            if code in _SESSION_ERRORS or code == _SESSION_LIMIT:
                logger.info("share session on node %d: %s (opening a new one)", node, error)
                return
            if code in _SURFACED:
                raise error
            self._client.request_update()  # a topic deleted, a leader moved: look again
            raise _BackOff(error)
        session.answered(wanted)
        expires = sent_at + response.acquisition_lock_timeout_ms / 1000
        results: AckResults = {tp: None for tp in acks}
        added = False
        seen: set[TopicPartition] = set()
        for topic in response.responses:
            name = names.get(topic.topic_id)
            if name is None:
                continue
            for part in topic.partitions:
                tp = TopicPartition(name, part.partition_index)
                if tp in seen:  # (a broker answers each partition once: Java keys them)
                    logger.warning("share fetch from node %d named %s twice; the repeat is "
                                   "ignored", node, tp)
                    continue
                seen.add(tp)
                if tp in acks and part.acknowledge_error_code:
                    results[tp] = error_for_code(part.acknowledge_error_code)(
                        f"acknowledging {name}-{part.partition_index}: "
                        f"{part.acknowledge_error_message or ''}".rstrip(": "))
                if part.error_code:
                    self._partition_error(node, tp, part.error_code, part.error_message)
                    continue
                if part.acquired_records and tp in self.assignment:
                    added |= self._add(node, tp, part, expires)
                elif part.acquired_records:  # unassigned meanwhile: give them back
                    self.acknowledge(node, tp, [(a.first_offset, a.last_offset,
                                                 [int(AcknowledgeType.RELEASE)])
                                                for a in part.acquired_records])
        if acks:
            self._report(node, acks, results)
            self._finish_commits(node, results, take)
        if added:
            self._data.set()

    def _add(self, node: int, tp: TopicPartition,
             part: ShareFetchResponse.ShareFetchableTopicResponse.PartitionData,
             expires: float) -> bool:
        acquired = _disjoint_ranges(node, tp, part.acquired_records)
        records = part.records
        batches: list[AnyBatch] = []
        error: ProtocolError | None = None
        if records:
            try:
                batches.extend(RecordsReader(
                    records, check_crcs=self._config.check_crcs,
                    max_decompressed_bytes=self._config.max_decompressed_bytes))
            except ProtocolError as exc:
                error = exc
        size = len(records) if records else 0
        self.stats.bytes_fetched += size
        self.completed.append(ShareFetchedPartition(tp, node, batches, acquired, expires, size,
                                                    error))
        self.buffered_bytes += size
        self._buffered_nodes[node] = self._buffered_nodes.get(node, 0) + 1
        return True

    def _partition_error(self, node: int, tp: TopicPartition, code: int,
                         message: str | None) -> None:
        error = error_for_code(code)(
            f"ShareFetch of {tp.topic}-{tp.partition} from node {node}: {message or ''}"
            .rstrip(": "))
        if code in _ROUTING or error.retriable:
            self._client.request_update()
            logger.debug("%s", error)
            return
        self._errors.append(error)
        self._data.set()

    # ------------------------------------------------------------------ ShareAcknowledge

    async def _send_acknowledge(self, node: int, session: ShareSession,
                                acks: dict[TopicPartition, list[AckRange]],
                                *, epoch: int | None = None) -> None:
        renews = {tp for tp, ranges in acks.items() if any(RENEW in t for _, _, t in ranges)}
        if renews:
            try:
                connection = await self._client.pool.get(node, Lane.FETCH)
            except BaseException as exc:  # (the acknowledgements are taken: report them)
                self._lost_in_flight(node, session, acks, exc)
                raise
            if not _renews_supported(connection):
                # A broker before Kafka 4.2 (no ShareAcknowledge v2): the renewals fail, the
                # partitions' other acknowledgements still go (Java refuses to build the
                # request with renewals too).
                refused: dict[TopicPartition, list[AckRange]] = {}
                for tp in renews:
                    refused[tp], acks[tp] = split_renewals(acks[tp])
                    if not acks[tp]:
                        del acks[tp]
                unsupported = UnsupportedVersionError(
                    f"node {node} does not support RENEW acknowledgements (ShareAcknowledge "
                    f"v2, Kafka 4.2 and later)")
                failed: AckResults = dict.fromkeys(refused, unsupported)
                self._report(node, refused, failed)
                renews = set()
                if not acks and epoch is None:  # nothing else was taken: commits hear now
                    self._finish_commits(node, failed)
                    return
        ids = self._topic_ids({tp.topic for tp in acks})
        by_topic: dict[str, list[_AckPartition]] = {}
        for tp in sorted(acks):
            if tp.topic in ids:
                by_topic.setdefault(tp.topic, []).append(_AckPartition(
                    partition_index=tp.partition,
                    acknowledgement_batches=acknowledge_batches(_ordered(acks[tp]))))
        take = self._take(node)
        request = ShareAcknowledgeRequest(
            group_id=self._group_id, member_id=self._member_id(),
            share_session_epoch=session.epoch if epoch is None else epoch,
            is_renew_ack=bool(renews),
            topics=[_AckTopic(topic_id=ids[name], partitions=parts)
                    for name, parts in by_topic.items()])
        try:
            response = await self._client.send(request, node_id=node, lane=Lane.FETCH,
                                               timeout=self._config.request_timeout_ms / 1000)
        except BaseException as exc:
            self._lost_in_flight(node, session, acks, exc)
            raise
        self._on_acknowledge(node, session, acks, response, {v: k for k, v in ids.items()},
                             take, closing=epoch == CLOSE_EPOCH)

    def _on_acknowledge(self, node: int, session: ShareSession,
                        acks: dict[TopicPartition, list[AckRange]],
                        response: ShareAcknowledgeResponse, names: dict[uuid.UUID, str],
                        take: int, *, closing: bool = False) -> None:
        code = response.error_code
        if code:
            error = error_for_code(code)(
                f"ShareAcknowledge to node {node}: {response.error_message or ''}"
                .rstrip(": "))
            self._session_lost(node, session, error, acks)  # (their commits hear of it)
            if code in _SESSION_ERRORS or closing:
                return
            if code in _SURFACED:
                raise error
            self._client.request_update()
            raise _BackOff(error)
        if closing:
            session.reset()
        else:
            session.answered(None)
        if response.acquisition_lock_timeout_ms > 0:
            self.acquisition_lock_timeout_ms = response.acquisition_lock_timeout_ms
        results: AckResults = {tp: None for tp in acks}
        for topic in response.responses:
            name = names.get(topic.topic_id)
            if name is None:
                continue
            for part in topic.partitions:
                tp = TopicPartition(name, part.partition_index)
                if part.error_code and tp in results:
                    results[tp] = error_for_code(part.error_code)(
                        f"acknowledging {name}-{part.partition_index}: "
                        f"{part.error_message or ''}".rstrip(": "))
                    if part.error_code in _ROUTING:
                        self._client.request_update()
        self._report(node, acks, results)
        self._finish_commits(node, results, take)

    # ------------------------------------------------------------------ failures

    def _lost_in_flight(self, node: int, session: ShareSession,
                        acks: dict[TopicPartition, list[AckRange]], exc: BaseException) -> None:
        """A request whose answer never came. A lost connection takes the session with it
        (the broker drops a connection's share sessions); a cancelled request (close) leaves
        the session to the closing request, which needs no epoch."""
        if isinstance(exc, KafkaError):
            self._session_lost(node, session, exc, acks)
        else:
            self._drop_acks(node, acks, "the share consumer closed")

    def _session_lost(self, node: int, session: ShareSession, error: KafkaError,
                      acks: dict[TopicPartition, list[AckRange]] | None = None) -> None:
        """The broker no longer has the session, nor this member's acquisitions there: the
        acknowledgements in flight and pending fail, buffered records from it are dropped."""
        session.reset()
        pending = self._pending.pop(node, {})
        lost = dict(acks or {})
        for tp, ranges in pending.items():
            if ranges:
                lost.setdefault(tp, []).extend(ranges.take())
        if lost:
            self._drop_acks(node, lost, str(error), error)
        if any(n == node for n, _ in self.renewed):  # renewed there: acquired there no more
            self.renewed = deque((n, r) for n, r in self.renewed if n != node)
        stale = [fetched for fetched in self.completed if fetched.node == node]
        if stale:
            self.completed = deque(f for f in self.completed if f.node != node)
            for fetched in stale:
                self._release(fetched)

    def _drop_acks(self, node: int, acks: dict[TopicPartition, list[AckRange]],
                   why: str, error: KafkaError | None = None) -> None:
        """Acknowledgements that can no longer be applied (their session is gone, and with it
        the records' acquisition): reported failed; the records are delivered again."""
        if not acks:
            return
        failure = error or KafkaConnectionError(why)
        results: AckResults = {tp: failure for tp in acks}
        self._report(node, acks, results)
        self._finish_commits(node, results)

    def _take(self, node: int) -> int:
        """Number a request that takes pending acknowledgements of ``node`` (from 1)."""
        take = self._ack_takes[node] = self._ack_takes.get(node, 0) + 1
        return take

    def _finish_commits(self, node: int, results: AckResults, take: int | None = None) -> None:
        """The answer to request ``take`` (None: the acknowledgements are gone, all of them)
        completes the commits asked before that request took its acknowledgements. A commit
        asked while an earlier request was in flight waits for the next: its acknowledgements
        are not in that one (commit() returned on the earlier answer, reporting success for
        acknowledgements not yet sent)."""
        rounds = self._commits.pop(node, None)
        if not rounds:
            return
        later = []
        for round_ in rounds:
            if take is not None and round_.after.get(node, 0) >= take:
                later.append(round_)
            else:
                round_.node_done(node, results)
        if later:
            self._commits[node] = later

    # ------------------------------------------------------------------ the buffer

    def data_waiter(self) -> anyio.Event:
        if self._data.is_set():
            self._data = anyio.Event()
        return self._data

    def wake_waiters(self) -> None:
        self._data.set()
        self._wake_all()
        for rounds in self._commits.values():
            for round_ in rounds:
                round_.done.set()

    def drain(self, max_records: int, out: list[ShareConsumerRecord],
              delivered: Callable[[ShareFetchedPartition, list[ShareConsumerRecord], int, int],
                                  None]) -> None:
        """Move up to ``max_records`` buffered records into ``out``; ``delivered(fetched, out,
        start, end)`` is told which slice of ``out`` came from which fetched partition."""
        now = time.monotonic()
        completed = self.completed
        deserializers = self.deserializers
        while completed and len(out) < max_records:
            fetched = completed[0]
            if now >= fetched.expires:
                logger.info("share group %s: the locks of %d buffered ranges of %s-%d "
                            "expired before they were polled; dropped (the broker hands "
                            "them out again)", self._group_id, len(fetched.remaining()),
                            fetched.tp.topic, fetched.tp.partition)
                completed.popleft()
                self._release(fetched)
                continue
            start = len(out)
            failure: Exception | None = None
            try:
                fetched.take(max_records - start, deserializers, out)
            except RecordDecodeError as corrupt:
                # Nothing more of it can be handed out: its acquired records go back (RELEASE),
                # so they are retried until the group's delivery count limit archives them.
                completed.popleft()
                self._release_buffered(fetched)
                failure = corrupt
            finally:
                if len(out) > start:
                    delivered(fetched, out, start, len(out))
                if fetched.gaps:
                    gaps, fetched.gaps = fetched.gaps, []
                    self.acknowledge(fetched.node, fetched.tp,
                                     [(f, last, [GAP]) for f, last in gaps])
            if fetched.failure is not None:  # a deserializer raised: that record goes back
                failure, fetched.failure = fetched.failure, None
                self.acknowledge(fetched.node, fetched.tp,
                                 [(fetched.poisoned, fetched.poisoned,
                                   [int(AcknowledgeType.RELEASE)])])
            if failure is None and fetched.exhausted:
                completed.popleft()
                self._release(fetched)
            elif failure is not None:
                # The records taken so far (this partition's and others') reach the
                # application; the error comes with the next poll, or this one if it has none.
                if fetched.exhausted and completed and completed[0] is fetched:
                    completed.popleft()
                    self._release(fetched)
                self._errors.append(failure)
                return

    def _release(self, fetched: ShareFetchedPartition) -> None:
        """A buffered response is done with: its bytes leave the budget and its broker may be
        fetched from again."""
        self.buffered_bytes -= fetched.size
        count = self._buffered_nodes.get(fetched.node, 0) - 1
        if count > 0:
            self._buffered_nodes[fetched.node] = count
        else:
            self._buffered_nodes.pop(fetched.node, None)
        self._wake(fetched.node)

    def _release_buffered(self, fetched: ShareFetchedPartition) -> None:
        """Give back what was acquired but never handed out (RELEASE)."""
        remaining = fetched.remaining()
        if fetched.gaps:
            self.acknowledge(fetched.node, fetched.tp,
                             [(f, last, [GAP]) for f, last in fetched.gaps])
            fetched.gaps = []
        self.acknowledge(fetched.node, fetched.tp,
                         [(f, last, [int(AcknowledgeType.RELEASE)]) for f, last, _ in remaining])
        self._release(fetched)

    def release_all_buffered(self) -> None:
        """close(): give back what was fetched and never handed out, renewed records too."""
        while self.completed:
            self._release_buffered(self.completed.popleft())
        while self.renewed:
            node, record = self.renewed.popleft()
            self.acknowledge(node, TopicPartition(record.topic, record.partition),
                             [(record.offset, record.offset, [int(AcknowledgeType.RELEASE)])])

    def buffered_records(self) -> int:
        return sum(last - first + 1 for fetched in self.completed
                   for first, last, _ in fetched.remaining())

    # ------------------------------------------------------------------ close

    async def close_sessions(self) -> None:
        """Send what is pending with the session-closing ShareAcknowledge (epoch -1) of each
        open session; the broker releases whatever this member still holds there."""
        self.closed = True
        async with anyio.create_task_group() as group:
            for node, session in list(self._sessions.items()):
                if session.is_open:
                    pending = self._pending.pop(node, {})
                    acks = {tp: renewals_released(r.take()) for tp, r in pending.items() if r}
                    group.start_soon(self._close_session, node, session, acks)
        for node, pending in list(self._pending.items()):
            self._drop_acks(node, {tp: r.take() for tp, r in pending.items() if r},
                            "the share consumer closed")
        self._pending.clear()

    async def _close_session(self, node: int, session: ShareSession,
                             acks: dict[TopicPartition, list[AckRange]]) -> None:
        try:
            await self._send_acknowledge(node, session, acks, epoch=CLOSE_EPOCH)
        except Exception as exc:  # best effort: the broker evicts the session in time anyway
            logger.info("closing the share session on node %d: %s", node, exc)


def _renews_supported(connection: BrokerConnection) -> bool:
    """Whether the broker takes RENEW acknowledgements (ShareAcknowledge v2, Kafka 4.2+)."""
    try:
        version = connection.versions.pick(ShareAcknowledgeRequest,
                                           ShareAcknowledgeRequest.API_KEY)
    except UnsupportedVersionError:
        return False
    return version >= 2


def _ordered(ranges: list[AckRange]) -> list[AckRange]:
    """Acknowledgement batches in offset order (the broker wants them so), contiguous ranges
    of one type merged."""
    if len(ranges) <= 1:
        return ranges
    out: list[AckRange] = []
    for first, last, types in sorted(ranges, key=lambda r: r[0]):
        if out:
            prev_first, prev_last, prev_types = out[-1]
            if (prev_last + 1 == first and len(prev_types) == 1 and len(types) == 1
                    and prev_types[0] == types[0]):
                out[-1] = (prev_first, last, prev_types)
                continue
        out.append((first, last, types))
    return out


def _disjoint_ranges(
    node: int, tp: TopicPartition,
    ranges: list[ShareFetchResponse.ShareFetchableTopicResponse.PartitionData.AcquiredRecords],
) -> list[tuple[int, int, int]]:
    """The acquired ranges in offset order, each offset once: a range that overlaps the one
    before it is cut to what follows it, an empty or inverted one dropped. A broker never
    answers otherwise; taken as they came, an overlap handed records out twice, or
    acknowledged records as GAP that the application had been given."""
    cleaned: list[tuple[int, int, int]] = []
    changed = False
    for first, last, count in sorted((a.first_offset, a.last_offset, a.delivery_count)
                                     for a in ranges):
        if cleaned and first <= cleaned[-1][1]:
            first = cleaned[-1][1] + 1
            changed = True
        if first > last:
            changed = True
            continue
        cleaned.append((first, last, count))
    if changed:
        logger.warning("share fetch from node %d: %s's acquired ranges overlapped or were "
                       "inverted; each offset is taken once", node, tp)
    return cleaned
