"""One sender task per broker: drains ready batches into Produce requests, pipelined.

Theory of operation
-------------------
A ``Sender`` owns the ``PartitionState``s of the partitions its broker leads (the producer moves
states between senders on a leader change). Its loop takes at most one ready batch from each of
those partitions (a batch is ready when full, when linger_ms passed since it started, or during
flush/close; with linger_ms=0 a lone open batch also waits while two requests are already in
flight, see ``_EAGER_IN_FLIGHT``), packs them into one Produce request of at most
max_request_size, and starts a request task; it keeps up to
max_in_flight_requests_per_connection requests open on the broker's DEFAULT-lane connection.
Requests are written in the order they were drained, and their responses are *handled* in that
order too (each request task waits for its predecessor's handling), so the per-partition
sequence bookkeeping never sees answers out of order.

Outcomes per batch: success resolves it (one base offset for all its records); a retriable
error puts it back in its partition's queue (with exponential backoff, a metadata refresh when
routing may be stale, and ``maybe_written`` set when the request reached the socket but no
answer came); a definite error fails the batch with the broker's typed error. Retry or deadline
limits turn a batch into ``DeliveryOutcomeUnknownError`` if it may be in the log, else
``RecordNotSentError`` (see producer.errors).

Lane and cancellation: requests use the DEFAULT lane. The sender and its request tasks run in the
producer's task group; a request task that is cancelled (close) fails its batches as closed.
"""

from __future__ import annotations

import logging
import math
import time
from typing import TYPE_CHECKING

import anyio

from kafka_async.network.connection import BrokerConnection
from kafka_async.network.errors import ClientClosedError, KafkaConnectionError, KafkaTimeoutError
from kafka_async.producer.accumulator import PartitionState
from kafka_async.producer.batch import ProducerBatch
from kafka_async.producer.errors import DeliveryOutcomeUnknownError, RecordNotSentError
from kafka_async.protocol.errors import (
    BrokerError,
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
from kafka_async.protocol.messages import ProduceRequest, ProduceResponse

if TYPE_CHECKING:
    from kafka_async.producer.producer import Producer

__all__ = ["Sender"]

logger = logging.getLogger("kafka_async.producer")

_TopicData = ProduceRequest.TopicProduceData
_PartitionData = ProduceRequest.TopicProduceData.PartitionProduceData
_PartitionResponse = ProduceResponse.TopicProduceResponse.PartitionProduceResponse
_SEQUENCE_ERRORS = (OutOfOrderSequenceNumberError.code, UnknownProducerIdError.code)
_DUPLICATE = DuplicateSequenceNumberError.code
_TOO_LARGE = (MessageTooLargeError.code, RecordListTooLargeError.code)
_UNKNOWN_OUTCOME = (KafkaConnectionError, KafkaTimeoutError, ClientClosedError, ProtocolError)
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


class Sender:
    """The sink of one broker (see the module docstring)."""

    def __init__(self, producer: Producer, node_id: int) -> None:
        self._producer = producer
        self.node_id = node_id
        self.partitions: dict[tuple[str, int], PartitionState] = {}
        self.in_flight = 0
        self._max_in_flight = producer.config.max_in_flight_requests_per_connection
        self._wakeup = anyio.Event()
        self._previous_handled: anyio.Event | None = None
        self._connect_failures = 0

    def __repr__(self) -> str:
        return (
            f"<Sender node={self.node_id} partitions={len(self.partitions)} "
            f"in_flight={self.in_flight}>"
        )

    def wake(self) -> None:
        self._wakeup.set()

    # ------------------------------------------------------------------ the loop

    async def run(self) -> None:
        producer = self._producer
        while True:
            self._wakeup = anyio.Event()
            wait = math.inf
            if self.in_flight < self._max_in_flight and self.partitions:
                connection = await self._connection()
                if connection is None:
                    wait = producer.retry_backoff.delay(self._connect_failures)
                else:
                    batches, wait = self._collect(time.monotonic())
                    if batches:
                        self._start_request(connection, batches)
                        continue
            if wait == math.inf:
                await self._wakeup.wait()
            elif wait > 0:
                with anyio.move_on_after(wait):
                    await self._wakeup.wait()

    async def _connection(self) -> BrokerConnection | None:
        """The broker's connection, or None (and a metadata refresh requested) when it cannot be
        reached now; the pool backs off reconnects, the maintainer expires what waits too long."""
        client = self._producer.client
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
        """Take at most one ready batch per partition, up to max_request_size in total."""
        producer = self._producer
        identity = producer.identity
        idempotent = identity.enabled
        bumping = identity.bump_requested
        flushing = producer.flushing
        linger = producer.linger
        budget = producer.config.max_request_size - _REQUEST_OVERHEAD
        eager_hold = linger == 0 and self.in_flight >= _EAGER_IN_FLIGHT
        batches: list[ProducerBatch] = []
        next_wake = math.inf
        for state in self.partitions.values():
            queue = state.queue
            if not queue:
                continue
            head = queue[0]
            if head.base_sequence >= 0 or head.attempts:
                if state.in_flight or state.frozen:
                    continue  # a retry goes alone, after everything before it resolved
            elif state.frozen or bumping or (idempotent and state.in_flight >= 5):
                continue
            if head.retry_at > now:
                next_wake = min(next_wake, head.retry_at)
                continue
            if not (head.sealed or flushing or len(queue) > 1):
                if eager_hold:
                    continue  # an answer wakes us (see _EAGER_IN_FLIGHT)
                ready_at = head.created + linger
                if ready_at > now:
                    next_wake = min(next_wake, ready_at)
                    continue
            size = head.builder.size_in_bytes() + _PER_PARTITION_OVERHEAD
            if size > budget and batches:
                next_wake = now
                continue
            budget -= size
            queue.popleft()
            if state.open_batch is head:
                state.open_batch = None
                head.sealed = True
            if idempotent and head.base_sequence < 0:
                head.base_sequence = state.next_sequence
                state.next_sequence += head.record_count
            head.in_flight = True
            state.in_flight += 1
            batches.append(head)
        return batches, next_wake - now if next_wake != math.inf else math.inf

    # ------------------------------------------------------------------ requests

    def _start_request(self, connection: BrokerConnection, batches: list[ProducerBatch]) -> None:
        producer = self._producer
        identity = producer.identity
        pid, epoch = identity.producer_id, identity.producer_epoch
        topics: dict[str, list[_PartitionData]] = {}
        for batch in batches:
            sequence = batch.base_sequence
            if sequence >= 0:
                records = batch.build(pid, epoch, sequence)
            else:
                records = batch.build(-1, -1, -1)
            batch.attempts += 1
            parts = topics.get(batch.topic)
            if parts is None:
                parts = topics[batch.topic] = []
            parts.append(_PartitionData(index=batch.partition, records=records))
        request = ProduceRequest(
            transactional_id=None,
            acks=producer.config.required_acks,
            timeout_ms=producer.config.request_timeout_ms,
            topic_data=[
                _TopicData(name=name, partition_data=parts) for name, parts in topics.items()
            ],
        )
        previous = self._previous_handled
        handled = anyio.Event()
        self._previous_handled = handled
        self.in_flight += 1
        producer.task_group.start_soon(
            self._request, connection, request, batches, previous, handled
        )

    async def _request(
        self,
        connection: BrokerConnection,
        request: ProduceRequest,
        batches: list[ProducerBatch],
        previous: anyio.Event | None,
        handled: anyio.Event,
    ) -> None:
        producer = self._producer
        try:
            try:
                response = await connection.send(request)
            except _UNKNOWN_OUTCOME as exc:
                # written (or maybe written) but unanswered, or answered with bytes we cannot
                # decode: the outcome is unknown, and an idempotent retry is safe
                if previous is not None:
                    await previous.wait()
                producer.client.request_update()
                written = not isinstance(exc, ClientClosedError) or producer.closing
                for batch in batches:
                    batch.maybe_written = batch.maybe_written or written
                    self._retry(batch, exc, stale_routing=True)
                return
            except KafkaError as exc:  # e.g. UnsupportedVersionError: nothing was sent
                for batch in batches:
                    self._fail(batch, exc)
                return
            if previous is not None:
                await previous.wait()
            if response is None:  # acks=0: no answer, no offsets
                for batch in batches:
                    self._succeeded(batch, -1, -1)
                return
            self._handle_response(response, batches)
        except BaseException:
            with anyio.CancelScope(shield=True):
                for batch in batches:
                    if not batch.done:  # the request may have been written: outcome unknown
                        self._fail(batch, DeliveryOutcomeUnknownError(
                            "the producer closed while the request was in flight"))
            raise
        finally:
            self.in_flight -= 1
            handled.set()
            self._wakeup.set()

    def _handle_response(self, response: ProduceResponse, batches: list[ProducerBatch]) -> None:
        by_partition = {(b.topic, b.partition): b for b in batches}
        for topic in response.responses:
            name = topic.name
            for answer in topic.partition_responses:
                batch = by_partition.pop((name, answer.index), None)
                if batch is not None:
                    self._handle_partition(batch, answer)
        for batch in by_partition.values():  # the broker skipped it: treat as not written
            self._retry(batch, KafkaConnectionError("no answer for the partition"), False)

    def _handle_partition(self, batch: ProducerBatch, answer: _PartitionResponse) -> None:
        code = answer.error_code
        if code == 0 or code == _DUPLICATE:
            self._succeeded(batch, answer.base_offset, answer.log_append_time_ms)
            return
        error_class = error_for_code(code)
        message = answer.error_message or error_class.name
        error = error_class(f"{batch.topic}-{batch.partition}: {message}")
        state = self._producer.state_of(batch)
        if code in _SEQUENCE_ERRORS and self._producer.identity.enabled:
            if state.unacked_before(batch):
                self._retry(batch, error, stale_routing=False)  # an earlier batch is retrying
            else:
                batch.in_flight = False
                state.in_flight -= 1
                state.requeue(batch)  # not in the log: renumbered by the bump
                self._producer.identity.request_bump(state, f"{error_class.name} on {batch!r}")
            return
        if error.retriable:
            self._retry(batch, error, stale_routing=self._producer.client.note_error(error))
            return
        if code in _TOO_LARGE and batch.record_count > 1:
            self._producer.split(batch)
            return
        record_errors: dict[int, BaseException] | None = None
        if answer.record_errors:
            record_errors = {
                item.batch_index: InvalidRecordError(
                    f"{batch.topic}-{batch.partition} record {item.batch_index}: "
                    f"{item.batch_index_error_message or message}"
                )
                for item in answer.record_errors
            }
        self._fail(batch, error, record_errors)

    # ------------------------------------------------------------------ outcomes

    def _succeeded(self, batch: ProducerBatch, base_offset: int, log_append_time: int) -> None:
        state = self._producer.state_of(batch)
        state.in_flight -= 1
        if batch.base_sequence >= 0:
            end = batch.base_sequence + batch.record_count
            if end > state.acked_sequence:
                state.acked_sequence = end
        self._producer.resolved(batch)
        batch.complete(base_offset, log_append_time)

    def _fail(
        self,
        batch: ProducerBatch,
        error: BaseException,
        record_errors: dict[int, BaseException] | None = None,
    ) -> None:
        state = self._producer.state_of(batch)
        if batch.in_flight:
            state.in_flight -= 1
        if batch.base_sequence >= 0:
            self._producer.identity.request_bump(state, f"{batch!r} failed: {error}")
        self._producer.resolved(batch)
        batch.fail(error, record_errors)

    def _retry(self, batch: ProducerBatch, error: BaseException, stale_routing: bool) -> None:
        producer = self._producer
        state = producer.state_of(batch)
        now = time.monotonic()
        if batch.attempts > producer.config.retries or now >= batch.deadline:
            self._fail(batch, expired_error(batch, error))
            return
        state.in_flight -= 1
        producer.retried_batches += 1
        batch.retry_at = now + producer.retry_backoff.delay(batch.attempts)
        state.requeue(batch)
        if stale_routing:
            producer.client.request_update()


def expired_error(batch: ProducerBatch, cause: BaseException | None) -> KafkaError:
    """The error for a batch given up on: unknown outcome if it may have been written."""
    why = f" (last error: {cause})" if cause is not None else ""
    if batch.maybe_written:
        return DeliveryOutcomeUnknownError(
            f"{batch.topic}-{batch.partition}: gave up after {batch.attempts} attempt(s); the "
            f"batch of {batch.record_count} record(s) may or may not have been written{why}"
        )
    if isinstance(cause, BrokerError) and not cause.retriable:
        return cause
    return RecordNotSentError(
        f"{batch.topic}-{batch.partition}: {batch.record_count} record(s) not written within "
        f"delivery_timeout_ms / retries{why}"
    )
