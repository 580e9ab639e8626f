"""The fetcher: one long-polling Fetch in flight per broker, feeding a bounded prefetch buffer.

Theory of operation
-------------------
One *node loop* task per broker that leads (or, with client_rack, is the preferred read replica
of) an assigned, fetchable partition. Each loop sends one Fetch on the FETCH lane (so a long poll
never delays metadata or offset requests on the DEFAULT lane) covering all its partitions, waits
for the answer, hands the data to the buffer, and sends the next Fetch at once (after letting a
getmany() it woke take the data first), starting each partition at ``fetch_offset`` (where the
buffered data ends, not where the application is). So the next fetch is in flight while the
application works through the last one. The loop pauses only while the buffer holds
``fetch_buffer_bytes`` or more, and ends when no partition routes to its broker any more (the
maintainer starts loops as needed).

The buffer is a FIFO of FetchedPartition (one per partition per response) in arrival order,
drained by ``drain()`` in the application's task. Only batch headers are parsed here (CRC
checks included); records are decoded lazily by the drain (see fetched.py). Responses carry the
partition's ``generation`` from when the request was built: data fetched before a seek, reset
or reassignment is dropped when it arrives.

Fetch sessions (KIP-227) are kept per broker (session.py). Topic ids replace names from Fetch
v13 on; the id->name map of the request translates the response. Partition errors are handled
per partition: leadership errors back the partition off and refresh metadata (the maintainer
re-routes it), OFFSET_OUT_OF_RANGE resets per auto_offset_reset, a diverging epoch (KIP-320)
goes to the maintainer's truncation handling, unknown topics are checked for deletion, and
anything else is queued for the application to see in its next getmany().

All state here is touched only from tasks on the consumer's event loop; there are no locks.
"""

from __future__ import annotations

import logging
import math
import time
import uuid
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

import anyio

from kafka_async.cluster.client import KafkaClient
from kafka_async.cluster.metadata import BrokerMetadata, ClusterMetadata
from kafka_async.consumer._tasks import BackgroundTasks
from kafka_async.consumer.config import ConsumerConfig
from kafka_async.consumer.errors import OffsetOutOfRangeConsumerError
from kafka_async.consumer.fetched import Deserializers, FetchedBatches, FetchedPartition
from kafka_async.consumer.metrics import FetchStats
from kafka_async.consumer.session import FetchSession, PartitionRequest
from kafka_async.consumer.structs import ConsumerRecord, TopicPartition
from kafka_async.consumer.subscription import PartitionState, SubscriptionState
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.pool import Lane
from kafka_async.protocol.errors import (
    CorruptRecordError,
    KafkaError,
    ProtocolError,
    UnknownTopicIdError,
    error_for_code,
)
from kafka_async.protocol.messages import FetchRequest, FetchResponse
from kafka_async.protocol.primitives import Buffer
from kafka_async.protocol.records import ACTIVE, AnyBatch, RecordsReader

__all__ = ["Fetcher"]

logger = logging.getLogger("kafka_async.consumer")

_FetchPartition = FetchRequest.FetchTopic.FetchPartition
# The active codec with the pure (lazy) batch walker: headers parsed, records left undecoded.
_LAZY_WALK = ACTIVE._replace(walk_batches=None)
_PartitionData = FetchResponse.FetchableTopicResponse.PartitionData
_ZERO_UUID = uuid.UUID(int=0)
_TOPIC_IDS_FROM = 13  # Fetch v13 identifies topics by id
_OFFSET_OUT_OF_RANGE = 1
_SESSION_ERRORS = (70, 71)  # FETCH_SESSION_ID_NOT_FOUND, INVALID_FETCH_SESSION_EPOCH
# UNKNOWN_TOPIC_OR_PARTITION, UNKNOWN_TOPIC_ID, INCONSISTENT_TOPIC_ID: maybe deleted
_UNKNOWN_TOPIC = (3, 100, 103)
# Leadership moved or is moving: refresh metadata, back off, fetch again (from the new leader).
_LEADERSHIP = (5, 6, 9, 13, 56, 74, 75, 78)
_NOT_LEADER = 6
#: NOT_LEADER_OR_FOLLOWER, FENCED_LEADER_EPOCH: the answers that may name the new leader
_LEADER_MOVED = (6, 74)


@dataclass(slots=True)
class _InFlight:
    """What a request asked per partition, to match the answer against current state."""

    state: PartitionState
    generation: int
    fetch_offset: int


class Fetcher:
    """Per-broker fetch loops and the prefetch buffer they fill."""

    def __init__(self, client: KafkaClient, config: ConsumerConfig,
                 subscription: SubscriptionState, errors: deque[BaseException], *,
                 on_change: Callable[[], None],
                 on_diverging: Callable[[PartitionState, int, int], None]) -> None:
        self._client = client
        self._config = config
        self._subscription = subscription
        self._on_change = on_change  # wake the maintainer (routing or positions changed)
        self._on_diverging = on_diverging  # (state, diverging epoch, its end offset)
        self._backoff = ExponentialBackoff(config.retry_backoff_ms / 1000,
                                           config.retry_backoff_max_ms / 1000)
        self._check_crcs = config.check_crcs
        self._max_decompressed = config.max_decompressed_bytes
        self._read_committed = config.isolation_level_id == 1
        self._deserializers: Deserializers = (config.key_deserializer, config.value_deserializer)
        self._cap = config.fetch_buffer_bytes
        # Fetch again once a quarter of the budget is free: no trickle of tiny requests when
        # the application is slower than the network.
        self._resume_below = self._cap - max(self._cap // 4, 1) + 1
        self._sessions: dict[int, FetchSession] = {}
        self._running: set[int] = set()
        self._warming: set[int] = set()
        self.completed: deque[FetchedPartition] = deque()
        self.buffered_bytes = 0
        self.errors = errors  # shared with the maintainer; getmany() raises them in order
        #: some partition has a ``failure`` getmany() must raise until a seek (a hint: the
        #: consumer looks, and clears it when it finds none)
        self.stuck = False
        self.deletion_suspects: set[str] = set()
        self._data_waiter: anyio.Event | None = None
        self._woke_reader = False
        self._room_waiter: anyio.Event | None = None
        # Set by Consumer.getmany_batches: batches are decoded by a columnar decoder, so the
        # C walker's eager decode into Record objects would be wasted (and GC-tracked) work.
        self.lazy_records = False
        self.stats = FetchStats()
        self._on_batch_read = client.hooks.on_fetch_batch_read

    # ------------------------------------------------------------------ routing

    def node_for(self, state: PartitionState, metadata: ClusterMetadata, now: float) -> int | None:
        """Where to fetch a partition: its preferred read replica (KIP-392) while that is
        fresh and known, else its leader."""
        replica = state.preferred_replica
        if replica >= 0:
            if state.preferred_until > now and replica in metadata.brokers:
                return replica
            state.preferred_replica = -1
        tp = state.tp
        return metadata.leader_for(tp.topic, tp.partition)

    def start_loops(self, group: BackgroundTasks) -> None:
        """Start a node loop for every broker that has a fetchable partition and none yet."""
        metadata = self._client.metadata
        now = time.monotonic()
        for state in self._subscription.partitions.values():
            if not state.is_fetchable(now):
                continue
            node = self.node_for(state, metadata, now)
            if node is not None and node not in self._running:
                self._running.add(node)
                group.start_soon(self._node_loop, node, name=f"kafka_async fetch node {node}")

    def warm_up(self, group: BackgroundTasks, states: list[PartitionState]) -> None:
        """Open the FETCH connections these partitions will need, while their starting offsets
        are still being looked up (saves the handshake on the path to the first record)."""
        metadata = self._client.metadata
        now = time.monotonic()
        for state in states:
            node = self.node_for(state, metadata, now)
            if node is not None and node not in self._running and node not in self._warming:
                self._warming.add(node)
                group.start_soon(self._open, node, name=f"kafka_async fetch connect {node}")

    async def _open(self, node: int) -> None:
        try:
            await self._client.pool.get(node, Lane.FETCH)
        except KafkaError as exc:  # the node loop will meet (and handle) the same failure
            logger.debug("opening the fetch connection to node %d failed: %s", node, exc)
        finally:
            self._warming.discard(node)

    def _wanted_for(self, node: int) -> dict[TopicPartition, tuple[PartitionState,
                                                                   PartitionRequest]]:
        metadata = self._client.metadata
        now = time.monotonic()
        max_bytes = self._config.max_partition_fetch_bytes
        wanted = {}
        for tp, state in self._subscription.partitions.items():
            if not state.is_fetchable(now) or self.node_for(state, metadata, now) != node:
                continue
            if state.leader_epoch < 0:
                described = metadata.partition(tp.topic, tp.partition)
                if described is not None:
                    state.leader_epoch = described.leader_epoch
            wanted[tp] = (state, PartitionRequest(state.fetch_offset, state.leader_epoch,
                                                  state.last_fetched_epoch, max_bytes))
        return wanted

    # ------------------------------------------------------------------ node loop

    async def _node_loop(self, node: int) -> None:
        session = self._sessions.setdefault(node, FetchSession(self._config.enable_fetch_sessions))
        failures = 0
        try:
            while True:
                while self.buffered_bytes >= self._resume_below:
                    self._room_waiter = waiter = self._room_waiter or anyio.Event()
                    await waiter.wait()
                wanted = self._wanted_for(node)
                if not wanted:
                    return
                try:
                    await self._fetch_once(node, session, wanted)
                    failures = 0
                    if self._woke_reader:
                        # The application's getmany() was woken by this answer: let it take
                        # the records before this task builds and sends the next Fetch (one
                        # event-loop turn: ~0.1 ms less from arrival to getmany() at 5,000
                        # records/s; the next Fetch leaves that much later, and what arrives
                        # at the broker meanwhile is answered at once, not long-polled).
                        self._woke_reader = False
                        await anyio.lowlevel.checkpoint()
                except KafkaError as exc:
                    session.reset()
                    failures += 1
                    self._client.note_error(exc)
                    if not exc.retriable:
                        self.errors.append(exc)
                        self._wake_data()
                    logger.debug("fetch from node %d failed (%d in a row): %s", node, failures,
                                 exc)
                    await anyio.sleep(self._backoff.delay(failures))
        except Exception as exc:  # a bug must reach the application, not hang its getmany()
            logger.exception("fetch loop for node %d failed", node)
            self.errors.append(exc)
            self._wake_data()
        finally:
            self._running.discard(node)
            self._on_change()

    async def _fetch_once(self, node: int, session: FetchSession,
                          wanted: dict[TopicPartition, tuple[PartitionState, PartitionRequest]]
                          ) -> None:
        connection = await self._client.pool.get(node, Lane.FETCH)
        version = connection.versions.pick(FetchRequest, FetchRequest.API_KEY)
        topic_ids = self._topic_ids({tp.topic for tp in wanted} | {
            tp.topic for tp in session.partitions})
        if version >= _TOPIC_IDS_FROM and topic_ids is None:
            version = _TOPIC_IDS_FROM - 1  # some topic has no id in metadata: use names
        by_id = version >= _TOPIC_IDS_FROM
        if session.by_topic_id is not by_id:  # a session keys topics one way only
            session.reset()
            session.by_topic_id = by_id
        if by_id and topic_ids is not None:
            if session.stale_ids(topic_ids):  # a topic re-created: start a new session
                logger.info("fetch session on node %d: a topic has a new id; new session",
                            node)
                session.reset()
                session.by_topic_id = by_id
            session.topic_ids.update(topic_ids)
        in_flight = {tp: _InFlight(state, state.generation, request.fetch_offset)
                     for tp, (state, request) in wanted.items()}
        request = self._build(session, wanted, topic_ids or {})
        config = self._config
        timeout = (config.request_timeout_ms + config.fetch_max_wait_ms) / 1000
        started = time.monotonic()
        response = await connection.send(request, version=version, timeout=timeout)
        stats = self.stats
        stats.fetch_latency.record((time.monotonic() - started) * 1000.0)
        stats.throttle.record(response.throttle_time_ms)
        names = {topic_id: name for name, topic_id in (topic_ids or {}).items()}
        self._handle(node, session, response, in_flight,
                     names if version >= _TOPIC_IDS_FROM else None)

    def _topic_ids(self, topics: set[str]) -> dict[str, uuid.UUID] | None:
        described = self._client.metadata.topics
        ids = {}
        for topic in topics:
            found = described.get(topic)
            if found is None or found.topic_id is None:
                return None
            ids[topic] = found.topic_id
        return ids

    def _build(self, session: FetchSession,
               wanted: dict[TopicPartition, tuple[PartitionState, PartitionRequest]],
               topic_ids: dict[str, uuid.UUID]) -> FetchRequest:
        plan = session.plan({tp: request for tp, (_, request) in wanted.items()})
        topics: dict[str, list[FetchRequest.FetchTopic.FetchPartition]] = {}
        for tp, data in plan.send.items():
            topics.setdefault(tp.topic, []).append(_FetchPartition(
                partition=tp.partition, current_leader_epoch=data.current_leader_epoch,
                fetch_offset=data.fetch_offset, last_fetched_epoch=data.last_fetched_epoch,
                partition_max_bytes=data.max_bytes))
        forgotten: dict[str, list[int]] = {}
        for tp in plan.forget:
            forgotten.setdefault(tp.topic, []).append(tp.partition)
        config = self._config
        # Buffered plus in-flight data stays within fetch_buffer_bytes (shared by the brokers
        # we fetch from); the broker still returns at least one whole batch (KIP-74).
        room = (self._cap - self.buffered_bytes) // max(len(self._running), 1)
        return FetchRequest(
            replica_id=-1, max_wait_ms=config.fetch_max_wait_ms,
            min_bytes=config.fetch_min_bytes,
            max_bytes=max(1, min(config.fetch_max_bytes, room)),
            isolation_level=config.isolation_level_id, session_id=plan.session_id,
            session_epoch=plan.epoch,
            topics=[FetchRequest.FetchTopic(topic=name, topic_id=topic_ids.get(name, _ZERO_UUID),
                                            partitions=parts) for name, parts in topics.items()],
            forgotten_topics_data=[
                FetchRequest.ForgottenTopic(topic=name, topic_id=topic_ids.get(name, _ZERO_UUID),
                                            partitions=parts)
                for name, parts in forgotten.items()],
            rack_id=config.client_rack)

    # ------------------------------------------------------------------ responses

    def _handle(self, node: int, session: FetchSession, response: FetchResponse,
                in_flight: dict[TopicPartition, _InFlight],
                names: dict[uuid.UUID, str] | None) -> None:
        code = response.error_code
        if code:
            session.reset()
            if code in _SESSION_ERRORS:
                logger.debug("fetch session on node %d lost (error %d): starting a new one",
                             node, code)
                return
            raise error_for_code(code)(f"Fetch from node {node}")
        session.on_response(response.session_id)
        now = time.monotonic()
        added = False
        partitions = self._subscription.partitions
        hints: dict[tuple[str, int], tuple[int, int]] = {}
        stale = False
        for topic in response.responses:
            name = topic.topic if names is None else names.get(topic.topic_id)
            if name is None:  # an id we did not ask for now: the session's, of a topic since
                stale = True  # re-created (or deleted): never skipped in silence
                continue
            for part in topic.partitions:
                tp = TopicPartition(name, part.partition_index)
                asked = in_flight.get(tp)
                if asked is None:
                    continue
                state = asked.state
                if (partitions.get(tp) is not state or state.generation != asked.generation
                        or state.fetch_offset != asked.fetch_offset):
                    continue  # sought, reset or unassigned while the fetch was in flight
                if part.error_code:
                    leader = part.current_leader
                    if part.error_code in _LEADER_MOVED and leader.leader_id >= 0:
                        hints[name, part.partition_index] = (leader.leader_id,
                                                             leader.leader_epoch)
                        continue
                    self._partition_error(state, part.error_code, asked.fetch_offset, node, now)
                    continue
                added |= self._accept(state, part, node, now)
        if hints:
            self._apply_leader_hints(hints, response, in_flight, node, now)
        if added:
            self._wake_data()
        if stale:
            # The loop resets the session and backs off (an answer naming ids we never asked
            # for, again and again, was a busy loop of Fetch requests).
            self._client.request_update()
            raise UnknownTopicIdError(
                f"Fetch from node {node}: the answer named a topic id not asked for (a topic "
                "deleted or created again); a new fetch session starts")

    def _apply_leader_hints(self, hints: dict[tuple[str, int], tuple[int, int]],
                            response: FetchResponse, in_flight: dict[TopicPartition, _InFlight],
                            node: int, now: float) -> None:
        """KIP-951: a partition this broker no longer leads, with the leader it named: fetch
        from that leader at once (the new snapshot routes it; the maintainer validates the
        position against the new epoch as after any leader change). A hint the client could
        not use (an older epoch, an unknown broker) is a leadership error as before: back off
        and refresh metadata."""
        endpoints = [BrokerMetadata(e.node_id, e.host, e.port, e.rack)
                     for e in response.node_endpoints]
        led = self._client.apply_leader_hints(hints, endpoints)
        for (topic, partition) in hints:
            state = in_flight[TopicPartition(topic, partition)].state
            state.preferred_replica = -1
            if (topic, partition) in led:
                continue
            self._partition_error(state, _NOT_LEADER, state.fetch_offset, node, now)
        self._on_change()

    def _accept(self, state: PartitionState, part: _PartitionData, node: int,
                now: float) -> bool:
        state.high_watermark = part.high_watermark
        if part.last_stable_offset >= 0:
            state.last_stable_offset = part.last_stable_offset
        if part.log_start_offset >= 0:
            state.log_start_offset = part.log_start_offset
        replica = part.preferred_read_replica
        if replica >= 0 and replica != node:
            state.preferred_replica = replica
            state.preferred_until = now + self._config.metadata_max_age_ms / 1000
            self._on_change()
        diverging = part.diverging_epoch
        if diverging.epoch >= 0 or diverging.end_offset >= 0:
            self._on_diverging(state, diverging.epoch, diverging.end_offset)
            return False
        records = part.records
        if not records:
            return False
        aborted = None
        if self._read_committed and part.aborted_transactions:
            aborted = [(a.producer_id, a.first_offset) for a in part.aborted_transactions]
        return self._add(state, records, aborted, node)

    def _add(self, state: PartitionState, records: Buffer,
             aborted: list[tuple[int, int]] | None, node: int = -1) -> bool:
        reader = RecordsReader(records, check_crcs=self._check_crcs,
                               max_decompressed_bytes=self._max_decompressed,
                               implementation=_LAZY_WALK if self.lazy_records else None)
        batches: list[AnyBatch] = []
        error: ProtocolError | None = None
        try:
            batches.extend(reader)
        except ProtocolError as exc:
            error = exc
        if error is None and (not batches or batches[-1].next_offset <= state.fetch_offset):
            # Records, but no whole batch past the fetch offset: a broker (fetch v3+) always
            # sends the first batch whole, whatever the size limits, so fetching the same
            # offset again would get the same bytes, thousands of times a second, forever.
            # Java fails the partition the same way ("Failed to make progress reading
            # messages"); the offsets never move back (a hostile base offset cannot rewind
            # the fetch, or make it negative). Like a corrupt batch: raised by getmany, the
            # partition not fetched again until a seek.
            error = CorruptRecordError(
                f"no progress: the fetch answer holds {len(records)} bytes of records but no "
                "complete batch past the fetch offset")
            batches = []
        if self._on_batch_read:
            self._batches_read(node, state, batches, len(records))
        error_offset = -1
        if batches:
            last = batches[-1]
            error_offset = last.next_offset
            state.fetch_offset = last.next_offset
            if last.partition_leader_epoch >= 0:
                state.last_fetched_epoch = last.partition_leader_epoch
        else:
            error_offset = state.fetch_offset
        if error is not None:
            state.retry_after = math.inf  # stop re-fetching a corrupt batch until a seek
        size = len(records)
        self.completed.append(FetchedPartition(state, state.generation, batches, size, aborted,
                                               error, error_offset))
        self.buffered_bytes += size
        return True

    def _batches_read(self, node: int, state: PartitionState, batches: list[AnyBatch],
                      size: int) -> None:
        """on_fetch_batch_read hooks: records from the batch headers (no decoding)."""
        records = sum(getattr(b, "record_count", 1) for b in batches)
        compressed = any(b.attributes & 0x07 for b in batches)
        for hook in self._on_batch_read:
            hook(node, state.tp.topic, state.tp.partition, records, size, compressed)

    def _partition_error(self, state: PartitionState, code: int, offset: int, node: int,
                         now: float) -> None:
        tp = state.tp
        backoff = self._backoff.delay(1)
        if code == _OFFSET_OUT_OF_RANGE:
            self._out_of_range(state, offset, node, now)
        elif code in _LEADERSHIP:
            state.preferred_replica = -1
            state.retry_after = now + backoff
            self._client.request_update()
        elif code in _UNKNOWN_TOPIC:
            state.retry_after = now + backoff
            self.deletion_suspects.add(tp.topic)
            self._client.request_update()
        else:
            error = error_for_code(code)(
                f"fetching {tp.topic} partition {tp.partition} at offset {offset}")
            state.retry_after = now + (backoff if error.retriable else
                                       self._config.retry_backoff_max_ms / 1000)
            if not error.retriable:
                self.errors.append(error)
                self._wake_data()
        self._on_change()

    def _out_of_range(self, state: PartitionState, offset: int, node: int, now: float) -> None:
        if state.preferred_replica == node:  # a lagging follower: go back to the leader
            state.preferred_replica = -1
            return
        if offset != state.position:
            state.rewind_fetch()  # buffered data ahead of the position: refetch from there
            return
        strategy = self._config.auto_offset_reset
        tp = state.tp
        if strategy == "none":
            state.retry_after = math.inf
            state.failure = OffsetOutOfRangeConsumerError(
                f"offset {offset} is out of range for {tp.topic} partition {tp.partition} and "
                f"auto_offset_reset='none'; seek to a valid offset", {tp: offset})
            self.stuck = True
            self._wake_data()
            return
        logger.info("offset %d out of range for %s; resetting to %s", offset, tp, strategy)
        state.request_reset(strategy)

    # ------------------------------------------------------------------ application side

    def wake_waiters(self) -> None:
        """Wake a waiting getmany() (new data, an error, or the consumer closing)."""
        self._wake_data()

    def _wake_data(self) -> None:
        waiter = self._data_waiter
        if waiter is not None:
            self._data_waiter = None
            self._woke_reader = True
            waiter.set()

    def data_waiter(self) -> anyio.Event:
        """An event set when new data or an error arrives (for a waiting getmany)."""
        if self._data_waiter is None:
            self._data_waiter = anyio.Event()
        return self._data_waiter

    def drain(self, max_records: int, only: frozenset[TopicPartition] | None
              ) -> dict[TopicPartition, list[ConsumerRecord]]:
        """Up to ``max_records`` buffered records, grouped by partition, in fetch order."""
        result: dict[TopicPartition, list[ConsumerRecord]] = {}
        completed = self.completed
        partitions = self._subscription.partitions
        deserializers = self._deserializers
        kept: list[FetchedPartition] = []
        remaining = max_records
        try:
            while remaining > 0 and completed:
                fetched = completed[0]
                tp = fetched.tp
                state = fetched.state
                if partitions.get(tp) is not state or fetched.generation != state.generation:
                    self._release(completed.popleft())
                    continue
                if state.paused or state.revoking or (only is not None and tp not in only):
                    kept.append(completed.popleft())
                    continue
                out = result.get(tp)
                if out is None:
                    out = result[tp] = []
                remaining -= fetched.take(remaining, deserializers, out)
                if not out:
                    del result[tp]
                if not fetched.exhausted:
                    break  # max_records reached, or a corrupt batch is next: raised next call
                self.stats.bytes_consumed += fetched.size
                self._release(completed.popleft())
        finally:
            completed.extendleft(reversed(kept))
        return result

    def drain_batches(self, only: frozenset[TopicPartition] | None
                      ) -> dict[TopicPartition, list[FetchedBatches]]:
        """Every buffered deliverable batch (undecoded), grouped by partition, in fetch order:
        the columnar counterpart of ``drain`` (see FetchedPartition.take_batches). A partition
        whose data held nothing deliverable maps to an empty list (its position moved)."""
        result: dict[TopicPartition, list[FetchedBatches]] = {}
        completed = self.completed
        partitions = self._subscription.partitions
        kept: list[FetchedPartition] = []
        try:
            while completed:
                fetched = completed[0]
                tp = fetched.tp
                state = fetched.state
                if partitions.get(tp) is not state or fetched.generation != state.generation:
                    self._release(completed.popleft())
                    continue
                if state.paused or state.revoking or (only is not None and tp not in only):
                    kept.append(completed.popleft())
                    continue
                if result and fetched.error is not None:
                    break  # deliver what came before a corrupt batch; the next call raises
                taken = fetched.take_batches()  # raises at a corrupt batch with nothing before
                runs = result.setdefault(tp, [])  # empty: only control/aborted/old batches
                if taken is not None:
                    runs.append(taken)
                if fetched.error is not None:
                    break
                self.stats.bytes_consumed += fetched.size
                self._release(completed.popleft())
        finally:
            completed.extendleft(reversed(kept))
        return result

    def _release(self, fetched: FetchedPartition) -> None:
        self.buffered_bytes -= fetched.size
        waiter = self._room_waiter
        if waiter is not None and self.buffered_bytes < self._resume_below:
            self._room_waiter = None
            waiter.set()

    def discard(self, tp: TopicPartition) -> None:
        """Drop buffered data of one partition (after a seek, that data is stale anyway)."""
        for fetched in [f for f in self.completed if f.tp == tp]:
            self.completed.remove(fetched)
            self._release(fetched)

    def purge_stale(self) -> None:
        """Drop buffered data of partitions no longer assigned (or sought since)."""
        for fetched in [f for f in self.completed if f.is_stale
                        or self._subscription.partitions.get(f.tp) is not f.state]:
            self.completed.remove(fetched)
            self._release(fetched)
