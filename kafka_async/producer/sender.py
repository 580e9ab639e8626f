"""One sender task per broker: drains ready batches into Produce requests, pipelined.

Theory of operation
-------------------
A ``Sender`` owns the ``PartitionState``s of the partitions its broker leads (the producer moves
states between senders on a leader change, with ``adopt``/``release``). Its loop takes at most
one ready batch from each of those partitions, starting from the partition after the last one
it served (a fair rotation, as Java's drain index and franz-go's sinks: when max_request_size is
the limit, the partitions late in the list are not starved by the early ones). A batch is
ready when full, when linger_ms passed since it started (less ``_TIMER_SLACK``, as Java), or
during flush/close (with linger_ms=0 a lone open batch also waits while two requests are
already in flight, see ``_EAGER_IN_FLIGHT``). With linger_ms=0 and nothing in flight, the task
that opens a batch sends it itself, without a hop to the sender task: ``send_lone`` when the
partition has nothing queued (the request is written first and the batch entered in the
ledger right after, as the drain would have: the path of an application awaiting each
record), else ``batch_opened`` runs the drain. The sender packs the ready batches into one
Produce request of at most max_request_size and sends it; it keeps up to
max_in_flight_requests_per_connection requests open on the broker's DEFAULT-lane connection.
Requests are written in the order they were drained, and their responses are *handled* in
that order too, so the per-partition sequence bookkeeping never sees answers out of order.

Two ways to send, one handling. Usually the request goes out with
``BrokerConnection.send_nowait`` and its answer is handled by ``_Answer.settle``, called back
from the connection's reader (or from whoever failed the connection): answers on one
connection arrive, and failures are delivered, in request order, so the handling is in order
by construction, and a round trip takes two fewer event-loop turns than with a task per
request. When the
connection cannot take a request at once (no free in-flight slot, a throttle or
re-authentication gate, acks=0), or while an earlier request of the other kind is still
unhandled, a request task sends it (``_request``) and waits for its predecessor's handling
before its own.

Outcomes per batch: success resolves it (one base offset for all its records); a retriable
error puts it back in its partition's queue (with exponential backoff, a metadata refresh when
routing may be stale, and ``maybe_written`` set when the request reached the socket but no
answer came); a definite error fails the batch with the broker's typed error. Retry or deadline
limits turn a batch into ``DeliveryOutcomeUnknownError`` if it may be in the log, else
``RecordNotSentError`` (see producer.errors).

Every outcome is a BatchLedger event (ledger.py has the table of transitions); the sender
decides *which* event, the ledger applies it. The sender knows nothing of the Producer: what it
needs is declared in ``SenderLinks`` (the ledger, the identity, the client as a narrow protocol,
its settings and a task starter).

Lane and cancellation: requests use the DEFAULT lane. The sender and its request tasks run in the
producer's task host; a request task that is cancelled (close) fails its batches as unknown, and
so does ``abandon_in_flight`` (close, once the tasks ended) for the requests sent by callback.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable
from typing import NamedTuple

import anyio

from kafka_async.cluster.metadata import BrokerMetadata
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.connection import BrokerConnection
from kafka_async.network.errors import (
    ClientClosedError,
    KafkaConnectionError,
    KafkaTimeoutError,
    RequestNotSentTimeoutError,
)
from kafka_async.network.lifecycle import TaskStarter
from kafka_async.network.timed_wait import running_asyncio_loop, wait_owned_event
from kafka_async.producer.batch import ProducerBatch
from kafka_async.producer.compression_ratio import CompressionRatios
from kafka_async.producer.config import ProducerConfig
from kafka_async.producer.errors import BatchRejectedError, DeliveryOutcomeUnknownError
from kafka_async.producer.idempotence import ProducerIdentity
from kafka_async.producer.ledger import BatchLedger, PartitionState
from kafka_async.producer.ports import ProducerClient
from kafka_async.protocol.errors import (
    DuplicateSequenceNumberError,
    InvalidRecordError,
    KafkaError,
    MessageTooLargeError,
    OutOfOrderSequenceNumberError,
    ProtocolError,
    RecordListTooLargeError,
    UnknownProducerIdError,
    error_for_code,
)
from kafka_async.protocol.lone_produce import LoneProduceRequest, LoneProduceResponse
from kafka_async.protocol.messages import ProduceRequest, ProduceResponse
from kafka_async.protocol.records import RecordBatchBuilder

__all__ = ["Sender", "SenderLinks"]


class _Hinted(NamedTuple):
    """A batch whose broker named the partition's new leader (KIP-951)."""

    batch: ProducerBatch
    error: KafkaError
    leader: tuple[int, int]  # (leader id, leader epoch)

logger = logging.getLogger("kafka_async.producer")

_TopicData = ProduceRequest.TopicProduceData
_PartitionData = ProduceRequest.TopicProduceData.PartitionProduceData
_PartitionResponse = ProduceResponse.TopicProduceResponse.PartitionProduceResponse
_SEQUENCE_ERRORS = (OutOfOrderSequenceNumberError.code, UnknownProducerIdError.code)
_DUPLICATE = DuplicateSequenceNumberError.code
_TOO_LARGE = (MessageTooLargeError.code, RecordListTooLargeError.code)
_UNKNOWN_OUTCOME = (KafkaConnectionError, KafkaTimeoutError, ClientClosedError, ProtocolError)
#: CONCURRENT_TRANSACTIONS (transactions V2): the partition's previous transaction is still
#: being completed (its markers are being written), which takes milliseconds, not the
#: retry_backoff_ms a broker in trouble needs (the transaction manager retries it the same way).
#: Kafka 4.3 rarely answers it (0 in 200 back-to-back transactions of 10,000 records here).
_CONCURRENT = 51
#: NOT_LEADER_OR_FOLLOWER, FENCED_LEADER_EPOCH: the answers that may name the new leader
_LEADER_MOVED = (6, 74)
_CONCURRENT_RETRY = 0.01
_REQUEST_OVERHEAD = 128  # request header + produce envelope, roughly, per request
_PER_PARTITION_OVERHEAD = 64
#: With linger_ms=0, a lone partly filled batch waits while this many Produce requests of the
#: sender are already in flight, and goes when one of them is answered. Why: the broker handles
#: the requests of one connection one at a time, so two queued requests keep it busy, and every
#: further small request adds the broker's per-request cost without ending any wait sooner; the
#: records that arrive meanwhile leave together in one larger request. Measured on the pipeline
#: rows (docs/producer.md): N=1000 uses 3-10 % less CPU per record than with no hold; N=1 and
#: N=100 are unchanged within the noise of the shared machine.
_EAGER_IN_FLIGHT = 2
#: Event loops wait for timers in whole milliseconds (epoll's timeout; uvloop also rounds the
#: delay itself to the nearest one, and counts time from a clock it reads once per turn), so a
#: timer set for a batch's linger end fires up to about a millisecond off either way (measured
#: on uvloop: -0.8 to +0.7 ms). linger_ms is the *upper bound* of the delay added for batching
#: (Java's documentation), and Java's own batches leave between linger_ms - 1 and linger_ms
#: after they open (its clock counts whole milliseconds: a batch is ready once the
#: milliseconds passed reach linger_ms). The sender does the same: it takes a batch whose
#: linger ends within this much (half the linger when that is shorter: linger_ms=1 still
#: lingers), and its timed wait may end this much before the linger does (network.timed_wait:
#: never sooner, and without spinning the loop as a cancel scope does). With half a
#: millisecond, batches left *after* their linger more often than not: 5.44 ms median at
#: linger_ms=5 on uvloop, against 4.54 ms now (docs/benchmarks.md, run X).
_TIMER_SLACK = 0.001


class SenderLinks(NamedTuple):
    """Everything a Sender uses that it does not own (the producer builds one for all; a named
    tuple, made at import in a fraction of a frozen dataclass's time)."""

    client: ProducerClient
    ledger: BatchLedger
    identity: ProducerIdentity
    config: ProducerConfig
    backoff: ExponentialBackoff
    tasks: TaskStarter
    #: True once the producer is closing (a request cut short then may have been written).
    closing: Callable[[], bool]
    #: Move a partition (and its queue) to its leader's sender (the producer's routing).
    route: Callable[[PartitionState, int | None], None]
    #: The compression estimates that size new batches (compression_ratio.py); None when the
    #: producer does not compress.
    ratios: CompressionRatios | None = None


class _Handled:
    """Set once a request's answer has been handled; a later request sent by a task waits on
    it (``wait``) before handling its own. An event is made only if somebody waits: most
    requests go by ``send_nowait`` and are handled in order without waiting."""

    __slots__ = ("_event", "done")

    def __init__(self) -> None:
        self.done = False
        self._event: anyio.Event | None = None

    def set(self) -> None:
        self.done = True
        if self._event is not None:
            self._event.set()

    def is_set(self) -> bool:
        return self.done

    async def wait(self) -> None:
        if self.done:
            return
        if self._event is None:
            self._event = anyio.Event()
        await self._event.wait()


class _Answer:
    """A Produce request sent by ``send_nowait``, until its answer is handled (once).

    ``send_lone`` writes its request before the batch is in the ledger, so its ``batches``
    is empty while the write happens. A write that fails at once settles the answer right
    there: the outcome is then kept (``early``) and handled once the batch is attached."""

    __slots__ = ("batches", "done", "early", "handled", "sender", "started")

    def __init__(self, sender: Sender, batches: list[ProducerBatch],
                 handled: _Handled) -> None:
        self.sender = sender
        self.batches = batches
        self.handled = handled
        self.started = time.monotonic()
        self.done = False
        self.early: Callable[[], ProduceResponse | None] | None = None

    def settle(self, result: Callable[[], ProduceResponse | None]) -> None:
        """The request's answer (or failure), handled as ``Sender._request`` handles one;
        called back by the connection in request order (see the module docstring), never
        raises. (The handling is written here, not in a Sender method this would call: one
        frame less on the path of every answer an application awaits.)"""
        if self.done:
            return  # abandoned at close: its batches already failed as unknown
        if not self.batches:  # (send_lone's write failed at once: handled once attached)
            self.early = result
            return
        self.done = True
        sender = self.sender
        sender._answers.discard(self)
        batches = self.batches
        ledger = sender._ledger
        try:
            try:
                response = result()
            except _UNKNOWN_OUTCOME as exc:
                sender._retry_unknown(batches, exc)
                return
            except KafkaError as exc:
                for batch in batches:
                    ledger.fail(batch, exc)
                return
            assert response is not None  # (acks=0 requests go by task: they get no answer)
            latency = time.monotonic() - self.started
            sender._handle_response(response, batches)  # first: it resolves the handles
            stats = ledger.stats
            stats.request_latency.record(latency * 1000.0)
            stats.throttle.record(response.throttle_time_ms)
        except Exception as exc:  # a bug; its batches must not wait forever
            logger.exception("node %d: handling a Produce answer failed", sender.node_id)
            for batch in batches:
                ledger.fail(batch, DeliveryOutcomeUnknownError(
                    f"handling the broker's answer failed: {exc!r}"))
        finally:
            sender._handled(self.handled)


class Sender:
    """The sink of one broker (see the module docstring)."""

    def __init__(self, links: SenderLinks, node_id: int) -> None:
        self._links = links
        self._ledger = links.ledger
        self.node_id = node_id
        self._partitions: dict[tuple[str, int], PartitionState] = {}
        self._order: list[PartitionState] = []  # _partitions' values, in rotation order
        self._next = 0  # where the next drain starts in _order
        self.in_flight = 0
        #: When this sender last sent a request (or was created): partitioner availability.
        self.drained_at = time.monotonic()
        config = links.config
        self._max_in_flight = config.max_in_flight_requests_per_connection
        self._linger = config.linger_ms / 1000
        self._slack = min(_TIMER_SLACK, self._linger / 2)  # (see _TIMER_SLACK)
        self._budget = config.max_request_size - _REQUEST_OVERHEAD
        self._acks = config.required_acks
        self._timeout_ms = config.request_timeout_ms
        self._wakeup = anyio.Event()
        # The backend's Event class, resolved once (anyio.Event() looks the backend up per
        # call: ~1.2 us, twice per request).
        self._new_event: Callable[[], anyio.Event] = type(self._wakeup)
        self._previous_handled: _Handled | None = None
        self._previous_by_task = False  # was the last request sent by a request task?
        self._answers: set[_Answer] = set()  # sent by send_nowait, not yet handled
        # Did the last drain leave a batch behind because of requests in flight (the in-flight
        # cap, a retry that goes alone, idempotence's per-partition limits, eager_hold)? Only
        # then can an answer make something sendable that was not (see _handled).
        self._held_for_answers = False
        self._connect_failures = 0
        self._on_written = links.client.hooks.on_produce_batch_written

    def __repr__(self) -> str:
        return (
            f"<Sender node={self.node_id} partitions={len(self._order)} "
            f"in_flight={self.in_flight}>"
        )

    def wake(self) -> None:
        self._wakeup.set()

    def batch_opened(self) -> None:
        """A record opened a new batch on one of this sender's partitions (called from the
        sending task). With linger_ms=0 and nothing in flight the batch is ready now, so the
        drain runs right here, in the caller's task, instead of waking the sender task for it:
        one event-loop turn less per lone record (what an application sending one record at a
        time and awaiting it pays). Otherwise, or when the connection is not up, the sender
        task is woken. The drain is the same ``_collect``/``_start_request`` the loop runs, and
        nothing in them awaits, so which task runs it changes nothing else; the loop collects
        again after each of its own awaits."""
        if self.in_flight == 0 and self._linger == 0 and self._order:
            connection = self._links.client.pool.ready(self.node_id)
            if connection is not None:
                batches, _ = self._collect(time.monotonic())
                if batches:
                    self._start_request(connection, batches)
                    return
        self._wakeup.set()

    def send_lone(self, state: PartitionState, builder: RecordBatchBuilder, deadline: float,
                  reserved: int) -> ProducerBatch | None:
        """A new batch of one record on an idle sender, sent at once: written first, and put in
        the ledger after. None (nothing done) when the sender is not idle; the caller then
        opens the batch as usual (``BatchLedger.open`` and ``batch_opened``).

        Why: an application that awaits each record waits for every step between its
        ``send()`` and the request's write, and the broker waits with it. The usual path makes
        the batch, queues it, drains the queue (``_collect``) and only then writes. Here the
        drain's outcome is known in advance: with linger_ms=0, nothing in flight and nothing
        queued on the partition, ``_collect`` takes exactly this batch. So the request is
        built from the builder and written first. The batch is then opened and taken
        (QUEUED, IN_FLIGHT) exactly as that drain would have done, with the same sequence
        number, before anything can read an answer: nothing in between awaits.
        """
        if (self.in_flight or self._linger or state.queue or state.frozen or state.txn_pending
                or state.in_flight):
            return None
        identity = self._links.identity
        if identity.bump_requested:
            return None
        connection = self._links.client.pool.ready(self.node_id)
        if connection is None:
            return None
        if identity.enabled:  # (the number BatchLedger.take gives the batch below)
            pid, epoch, sequence = (identity.producer_id, identity.producer_epoch,
                                    state.next_sequence)
        else:
            pid = epoch = sequence = -1
        try:
            version = connection.versions.pick(ProduceRequest, ProduceRequest.API_KEY)
            records = builder.build(producer_id=pid, producer_epoch=epoch,
                                    base_sequence=sequence)
        except Exception:  # (nothing changed yet: the usual path meets it where it always has)
            return None
        cap = identity.produce_version_cap
        if cap is not None:
            version = min(cap, version)
        request = LoneProduceRequest(
            transactional_id=identity.transactional_id,
            acks=self._acks,
            timeout_ms=self._timeout_ms,
            topic_data=[_TopicData(name=state.topic, partition_data=[
                _PartitionData(index=state.partition, records=records)])],
        )
        batches: list[ProducerBatch] = []
        handled = _Handled()
        answer = _Answer(self, batches, handled)
        self._previous_handled = handled
        self._previous_by_task = False
        self.in_flight += 1
        failed: KafkaError | None = None
        try:
            sent = connection.send_nowait(request, version, answer.settle)
        except KafkaError as exc:  # could not even be encoded: nothing was sent
            failed, sent = exc, True
        # Written (or not sendable now): the ledger's view, as _collect and _start_request
        # would have left it.
        ledger = self._ledger
        batch = ledger.open(state, builder, deadline, reserved)
        ledger.take(state)
        batch.adopt_built(records, pid, epoch, sequence)
        batch.attempts = 1
        batches.append(batch)
        now = time.monotonic()
        self.drained_at = now
        outgoing = [(batch, len(records), builder.size_in_bytes(), True)]
        if failed is not None:
            self._note_sent(outgoing, now)
            answer.done = True
            ledger.fail(batch, failed)
            self._handled(handled)
        elif not sent:  # (a gate, a throttle, no free slot: a request task sends it)
            self._previous_by_task = True
            self._links.tasks.start_soon(
                self._request, connection, request, batches, None, handled, version)
            self._note_sent(outgoing, now)
        else:
            early = answer.early
            if early is not None:  # the write failed at once (see _Answer)
                answer.settle(early)
            elif not answer.done:
                self._answers.add(answer)
            self._note_sent(outgoing, now)
        return batch

    @property
    def partitions(self) -> tuple[PartitionState, ...]:
        return tuple(self._order)

    def adopt(self, state: PartitionState) -> None:
        """Take over a partition (its broker leads it now) and look at it soon."""
        key = (state.topic, state.partition)
        if key not in self._partitions:
            self._partitions[key] = state
            self._order.append(state)
        state.sender = self
        self._wakeup.set()

    def stalled(self, now: float, timeout: float) -> bool:
        """Records are queued here but no request went out for ``timeout`` seconds (a broker
        that does not answer, a connection that cannot be made): Java's "not available" for
        partitioner.availability.timeout.ms."""
        return now - self.drained_at > timeout and any(state.queue for state in self._order)

    def release(self, state: PartitionState) -> None:
        """Give a partition up (its leader moved); the producer hands it to another sender."""
        if self._partitions.pop((state.topic, state.partition), None) is not None:
            index = self._order.index(state)
            del self._order[index]
            if index < self._next:
                self._next -= 1
            if self._next >= len(self._order):
                self._next = 0
        if state.sender is self:
            state.sender = None

    # ------------------------------------------------------------------ the loop

    async def run(self) -> None:
        backoff = self._links.backoff
        loop = running_asyncio_loop()
        while True:
            self._wakeup = wakeup = self._new_event()
            wait = math.inf
            self._held_for_answers = self.in_flight >= self._max_in_flight
            if not self._held_for_answers and self._order:
                connection = await self._connection()
                if connection is None:
                    wait = backoff.delay(self._connect_failures)
                else:
                    batches, wait = self._collect(time.monotonic())
                    if batches:
                        self._start_request(connection, batches)
                        continue
            if wait == math.inf:
                await wakeup.wait()
            elif wait > 0:  # (the event is this loop's own: a new one per turn)
                await wait_owned_event(wakeup, wait, loop, early=self._slack)

    async def _connection(self) -> BrokerConnection | None:
        """The broker's connection, or None (and a metadata refresh requested) when it cannot be
        reached now; the pool backs off reconnects, the maintainer expires what waits too long."""
        client = self._links.client
        ready = client.pool.ready(self.node_id)
        if ready is not None:
            return ready
        try:
            connection = await client.pool.get(self.node_id)
        except ClientClosedError:
            raise
        except KafkaError as exc:
            self._connect_failures += 1
            logger.debug("node %d: cannot connect (%s)", self.node_id, exc)
            client.request_update()
            return None
        self._connect_failures = 0
        return connection

    def _collect(self, now: float) -> tuple[list[ProducerBatch], float]:
        """Take at most one ready batch per partition, up to max_request_size in total,
        starting where the previous request stopped (see the module docstring)."""
        ledger = self._ledger
        identity = self._links.identity
        idempotent = identity.enabled
        bumping = identity.bump_requested
        flushing = ledger.flushing
        linger = self._linger
        slack = self._slack
        budget = self._budget
        eager_hold = linger == 0 and self.in_flight >= _EAGER_IN_FLIGHT
        batches: list[ProducerBatch] = []
        next_wake = math.inf
        order = self._order
        count = len(order)
        start = self._next if self._next < count else 0
        rotated = order[start:] + order[:start] if start else order
        resume = -1  # where the next drain starts: the first partition left out for size
        held = False  # a batch left behind for requests in flight (see _held_for_answers)
        for step, state in enumerate(rotated):
            queue = state.queue
            if not queue or state.txn_pending:
                continue  # (txn_pending: waits for AddPartitionsToTxn, transactions.py)
            head = queue[0]
            if head.base_sequence >= 0 or head.attempts:
                if state.in_flight or state.frozen:
                    held = True
                    continue  # a retry goes alone, after everything before it resolved
            elif state.frozen or bumping or (idempotent and (
                    state.in_flight >= 5 or (state.in_flight and not state.acked_sequence))):
                # (Idempotent: until the broker acknowledged a first batch of this epoch on the
                # partition, one batch at a time. A broker with no state for the producer
                # accepts any first sequence, so a later batch could be written ahead of a
                # first one that failed retriably: the records would be reordered.)
                held = True
                continue
            if head.retry_at > now:
                next_wake = min(next_wake, head.retry_at)
                continue
            if not (head.sealed or flushing or len(queue) > 1):
                if eager_hold:
                    held = True
                    continue  # an answer wakes us (see _EAGER_IN_FLIGHT)
                ready_at = head.created + linger
                if ready_at > now + slack:
                    next_wake = min(next_wake, ready_at)
                    continue
            size = head.builder.size_in_bytes() + _PER_PARTITION_OVERHEAD
            if size > budget and batches:
                next_wake = now
                if resume < 0:
                    resume = (start + step) % count
                continue
            budget -= size
            batches.append(ledger.take(state))
            if resume < 0:
                self._next = (start + step + 1) % count
        if resume >= 0:
            self._next = resume
        self._held_for_answers = held
        return batches, next_wake - now if next_wake != math.inf else math.inf

    # ------------------------------------------------------------------ requests

    def _start_request(self, connection: BrokerConnection, batches: list[ProducerBatch]) -> None:
        """Build and send one Produce request. The request is written first and the batches'
        statistics noted after: the broker is working on it meanwhile (on the path of an
        application awaiting each record, ~5 µs less per round trip)."""
        identity = self._links.identity
        pid, epoch = identity.producer_id, identity.producer_epoch
        topics: dict[str, _TopicData] = {}
        now = time.monotonic()
        self.drained_at = now
        outgoing: list[tuple[ProducerBatch, int, int, bool]] = []
        for batch in batches:
            sequence = batch.base_sequence
            if sequence >= 0:
                records = batch.build(pid, epoch, sequence)
            else:
                records = batch.build(-1, -1, -1)
            # (What the statistics need, taken now: a write that fails at once settles the
            # batches, possibly for good, before they are noted.)
            outgoing.append(
                (batch, len(records), batch.builder.size_in_bytes(), not batch.attempts))
            batch.attempts += 1
            data = topics.get(batch.topic)
            if data is None:
                data = topics[batch.topic] = _TopicData(name=batch.topic, partition_data=[])
            data.partition_data.append(_PartitionData(index=batch.partition, records=records))
        # (one batch: its answer is read by the short path first, protocol/lone_produce.py)
        request = (LoneProduceRequest if len(batches) == 1 else ProduceRequest)(
            transactional_id=identity.transactional_id,
            acks=self._acks,
            timeout_ms=self._timeout_ms,
            topic_data=list(topics.values()),
        )
        previous = self._previous_handled
        handled = _Handled()
        self._previous_handled = handled
        self.in_flight += 1
        version = connection.versions.pick(ProduceRequest, ProduceRequest.API_KEY)
        cap = identity.produce_version_cap
        if cap is not None:
            version = min(cap, version)
        if previous is None or previous.is_set() or not self._previous_by_task:
            answer = _Answer(self, batches, handled)
            try:
                sent = connection.send_nowait(request, version, answer.settle)
            except KafkaError as exc:  # could not even be encoded: nothing was sent
                self._note_sent(outgoing, now)
                answer.done = True
                for batch in batches:
                    self._ledger.fail(batch, exc)
                self._handled(handled)
                return
            if sent:
                if not answer.done:  # (a write that failed at once has settled it already)
                    self._answers.add(answer)
                self._previous_by_task = False
                self._note_sent(outgoing, now)
                return
        self._previous_by_task = True
        self._links.tasks.start_soon(
            self._request, connection, request, batches, previous, handled, version
        )
        self._note_sent(outgoing, now)

    def _note_sent(self, outgoing: list[tuple[ProducerBatch, int, int, bool]],
                   now: float) -> None:
        """The statistics of the batches of a request: (batch, bytes on the wire, bytes
        before compression, first attempt)."""
        stats = self._ledger.stats
        ratios = self._links.ratios
        request_records = 0
        for batch, size, raw_size, first in outgoing:
            count = batch.record_count
            request_records += count
            topic_stats = stats.topic(batch.topic)
            topic_stats.records_sent += count
            topic_stats.bytes_sent += size
            stats.batch_size.record(size)
            ratio = size / (raw_size or 1)
            stats.compression_rate.record(ratio)
            topic_stats.compression.record(ratio)
            if first:
                stats.queue_time.record((now - batch.created) * 1000.0)
                if ratios is not None:
                    ratios.observe(batch.topic, size, raw_size)
        stats.records_sent += request_records
        stats.records_per_request.record(request_records)

    def _retry_unknown(self, batches: list[ProducerBatch], exc: BaseException) -> None:
        """Written (or maybe written) but unanswered, or answered with bytes we cannot decode:
        the outcome is unknown, and an idempotent retry is safe."""
        self._links.client.request_update()
        written = (not isinstance(exc, (ClientClosedError, RequestNotSentTimeoutError))
                   or self._links.closing())
        for batch in batches:
            batch.maybe_written = batch.maybe_written or written
            self._ledger.retry(batch, exc)

    def _handled(self, handled: _Handled) -> None:
        """A request's answer is handled: one in-flight request fewer. The loop is woken only
        if the answer can change what it does next: when its last drain held a batch back for
        requests in flight (``_held_for_answers``), or when a partition's queue holds anything
        but one batch still lingering as the loop last saw it (a retry this answer queued, a
        full or flushed batch, a frozen partition). A lingering batch's loop already waits on
        its linger's timer, and a batch opened later comes through ``batch_opened``. The check
        walks the partitions, as the woken loop's ``_collect`` would, so it never costs more
        than the wake; it saves the sender task a turn per answer when nothing is queued, and
        at linger_ms > 0 a drain and a timer per answer when the next batch is filling."""
        self.in_flight -= 1
        handled.set()
        if self._held_for_answers:
            self._wakeup.set()
            return
        flushing = self._ledger.flushing
        for state in self._order:
            queue = state.queue
            if queue:
                head = queue[0]
                if (len(queue) > 1 or head.sealed or head.attempts or head.base_sequence >= 0
                        or state.frozen or state.txn_pending or flushing):
                    self._wakeup.set()
                    return

    def abandon_in_flight(self) -> None:
        """close(), once the producer's tasks ended: the requests sent by ``send_nowait`` that
        have no answer yet fail as unknown, as a cancelled request task's do (they may have
        been written); an answer that comes later is ignored."""
        answers, self._answers = self._answers, set()
        for answer in answers:
            if answer.done:
                continue
            answer.done = True
            for batch in answer.batches:
                self._ledger.fail(batch, DeliveryOutcomeUnknownError(
                    "the producer closed while the request was in flight"))
            self._handled(answer.handled)

    async def _request(
        self,
        connection: BrokerConnection,
        request: ProduceRequest,
        batches: list[ProducerBatch],
        previous: _Handled | None,
        handled: _Handled,
        version: int | None = None,
    ) -> None:
        ledger = self._ledger
        try:
            started = time.monotonic()
            try:
                response = await connection.send(request, version=version)
            except _UNKNOWN_OUTCOME as exc:
                # written (or maybe written) but unanswered, or answered with bytes we cannot
                # decode: the outcome is unknown, and an idempotent retry is safe
                if previous is not None:
                    await previous.wait()
                self._retry_unknown(batches, exc)
                return
            except KafkaError as exc:  # e.g. UnsupportedVersionError: nothing was sent
                for batch in batches:
                    ledger.fail(batch, exc)
                return
            if previous is not None:
                await previous.wait()
            stats = ledger.stats
            stats.request_latency.record((time.monotonic() - started) * 1000.0)
            if response is None:  # acks=0: no answer, no offsets
                for batch in batches:
                    ledger.succeed(batch, -1, -1)
                return
            stats.throttle.record(response.throttle_time_ms)
            self._handle_response(response, batches)
        except BaseException:
            with anyio.CancelScope(shield=True):
                for batch in batches:  # the request may have been written: outcome unknown
                    ledger.fail(batch, DeliveryOutcomeUnknownError(
                        "the producer closed while the request was in flight"))
            raise
        finally:
            self._handled(handled)

    def _handle_response(self, response: ProduceResponse, batches: list[ProducerBatch]) -> None:
        if type(response) is LoneProduceResponse and response.error_code == 0:
            # A one-partition answer read by the short path (protocol/lone_produce.py):
            # a success needs none of the general objects.
            lone = batches[0]
            if (len(batches) == 1 and response.index == lone.partition
                    and response.topic == lone.topic):
                self._succeed(lone, response.base_offset, response.log_append_time_ms)
                return
        hints: dict[tuple[str, int], _Hinted] = {}
        if len(batches) == 1 and len(response.responses) == 1:
            # One batch, one answer for it: what an application awaiting each record gets
            # every time (the general walk below builds a dict per response for it).
            lone = batches[0]
            topic = response.responses[0]
            answers = topic.partition_responses
            if (len(answers) == 1 and topic.name == lone.topic
                    and answers[0].index == lone.partition):
                self._handle_partition(lone, answers[0], hints)
                if hints:
                    self._apply_leader_hints(hints, response)
                return
        by_partition = {(b.topic, b.partition): b for b in batches}
        for topic in response.responses:
            name = topic.name
            for answer in topic.partition_responses:
                batch = by_partition.pop((name, answer.index), None)
                if batch is not None:
                    self._handle_partition(batch, answer, hints)
        for batch in by_partition.values():  # the broker skipped it: treat as not written
            self._ledger.retry(batch, KafkaConnectionError("no answer for the partition"))
        if hints:
            self._apply_leader_hints(hints, response)

    def _apply_leader_hints(self, hints: dict[tuple[str, int], _Hinted],
                            response: ProduceResponse) -> None:
        """KIP-951: the batches that met NOT_LEADER_OR_FOLLOWER / FENCED_LEADER_EPOCH go to the
        leader the broker named (the maintainer reroutes on the new snapshot), without a
        metadata round trip and without the retry backoff, as Java does; a hint that could not
        be used (an older epoch, an unknown broker) asks for a refresh and backs off."""
        client = self._links.client
        endpoints = [BrokerMetadata(e.node_id, e.host, e.port, e.rack)
                     for e in response.node_endpoints]
        led = client.apply_leader_hints(
            {tp: hinted.leader for tp, hinted in hints.items()}, endpoints)
        if len(led) < len(hints):
            client.request_update()
        ledger = self._ledger
        for tp, hinted in hints.items():
            if tp not in led:
                ledger.retry(hinted.batch, hinted.error)
                continue
            ledger.retry(hinted.batch, hinted.error, 0.0)
            state = ledger.state_of(hinted.batch)
            leader = hinted.leader[0]
            if not state.in_flight and state.leader != leader:
                # Now, not at the maintainer's next tick: this sender would otherwise send the
                # retry straight back to the old leader. (With requests still in flight the
                # maintainer moves it once they resolved, as after any leader change.)
                self._links.route(state, leader)

    def _succeed(self, batch: ProducerBatch, base_offset: int, log_append_time: int) -> None:
        """The broker wrote ``batch`` (or had it already: DUPLICATE_SEQUENCE_NUMBER)."""
        written = self._on_written
        if written:
            built = batch.built
            for hook in written:
                hook(self.node_id, batch.topic, batch.partition, batch.record_count,
                     batch.builder.size_in_bytes(), len(built) if built is not None else 0)
        self._ledger.succeed(batch, base_offset, log_append_time)

    def _handle_partition(self, batch: ProducerBatch, answer: _PartitionResponse,
                          hints: dict[tuple[str, int], _Hinted] | None = None) -> None:
        """One partition's answer. A leader the broker named goes into ``hints`` (applied for
        the whole response by ``_handle_response``); without ``hints`` a moved leader asks for
        a metadata refresh."""
        ledger = self._ledger
        code = answer.error_code
        if code == 0 or code == _DUPLICATE:
            self._succeed(batch, answer.base_offset, answer.log_append_time_ms)
            return
        error_class = error_for_code(code)
        message = answer.error_message or error_class.name
        error = error_class(f"{batch.topic}-{batch.partition}: {message}")
        if code in _SEQUENCE_ERRORS and self._links.identity.enabled:
            if ledger.state_of(batch).unacked_before(batch):
                ledger.retry(batch, error)  # an earlier batch is retrying
            else:
                ledger.requeue(batch, f"{error_class.name} on {batch!r}")
            return
        if error.retriable:
            leader = answer.current_leader
            if hints is not None and code in _LEADER_MOVED and leader.leader_id >= 0:
                hints[batch.topic, batch.partition] = _Hinted(
                    batch, error, (leader.leader_id, leader.leader_epoch))
                return  # retried by _apply_leader_hints, once it knows whether the hint held
            self._links.client.note_error(error)  # a metadata refresh if routing is stale
            ledger.retry(batch, error, _CONCURRENT_RETRY if code == _CONCURRENT else None)
            return
        if code in _TOO_LARGE and batch.record_count > 1:
            ratios = self._links.ratios
            if ratios is not None:  # (as Java: the estimate was too hopeful, start over)
                ratios.reset(batch.topic)
            ledger.split(batch)
            self._wakeup.set()
            return
        record_errors: dict[int, BaseException] | None = None
        if answer.record_errors:
            # As Java's Sender: one refused record gets the partition's error type (an
            # INVALID_TIMESTAMP is InvalidTimestampError); several get InvalidRecordError (the
            # code cannot say which case each is; the message does). The batch's other records
            # were valid: BatchRejectedError says so, and that sending them again succeeds.
            where = f"{batch.topic}-{batch.partition}"
            kind = type(error) if len(answer.record_errors) == 1 else InvalidRecordError
            record_errors = {
                item.batch_index: kind(
                    f"{where} record {item.batch_index}: "
                    f"{item.batch_index_error_message or message}")
                for item in answer.record_errors
            }
            rejected = BatchRejectedError(
                f"{where}: the broker refused this record's batch for its invalid records "
                f"({', '.join(str(i) for i in sorted(record_errors))}); this record was valid "
                f"and was not written (send it again)")
            ledger.fail(batch, rejected, record_errors, cause=error)
            return
        ledger.fail(batch, error, record_errors)
