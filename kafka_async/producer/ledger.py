"""The producer's delivery state: every partition's queue, every unresolved batch, and the one
table of the transitions a batch goes through.

Theory of operation
-------------------
``send()`` appends records to a partition's open batch (the fast path never comes here per
record); everything that happens to a *batch* after that is a method of ``BatchLedger``, and
every one of them changes the batch's stage through ``BatchLedger._move``, which checks the
table below and is the only code that changes a partition's in-flight count. Senders (one per
broker) and the producer's maintainer call these methods; nothing else edits a batch's stage, a
partition's queue or its sequence numbers.

==========  ==================  =========  ==================================================
stage       event               to         what else happens
==========  ==================  =========  ==================================================
QUEUED      ``take``            IN_FLIGHT  leaves the queue; sealed; numbered (idempotent)
QUEUED      ``fail``/``expire`` DONE       leaves the queue (expire: the deadline passed)
IN_FLIGHT   ``succeed``         DONE       acked_sequence moves past it
IN_FLIGHT   ``retry``           QUEUED     back in front, in sequence order, after a backoff
IN_FLIGHT   ``requeue``         QUEUED     a sequence error: not in the log; waits for a bump
IN_FLIGHT   ``fail``            DONE       a definite error, or out of retries / time
IN_FLIGHT   ``split``           SPLIT      too large: its records go on as two QUEUED halves
SPLIT       (children resolve)  DONE       resolved through its children
==========  ==================  =========  ==================================================

A batch that fails for good while it holds a sequence number, or expires, leaves a gap in its
partition's numbering: the partition is *frozen* and an epoch bump requested (idempotence.py);
``renumber_after_bump`` then restarts every partition at sequence 0 and renumbers the queued
batches known not to be in the log. Every resolution goes through ``_resolve``, which returns the
batch's memory to the BufferPool and wakes a ``send()`` waiting for progress.

Ownership: a ``PartitionState`` belongs to one sender at a time (``state.sender``: the sender
of the broker leading the partition); the producer moves it on a leader change, but only when
nothing of it is in flight, so requests to two leaders never race.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterator
from typing import Final, Protocol

import anyio

from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.producer.batch import (
    DONE,
    IN_FLIGHT,
    QUEUED,
    SPLIT,
    STAGE_NAMES,
    ProducerBatch,
    Waiters,
)
from kafka_async.producer.buffer_pool import BufferPool
from kafka_async.producer.errors import DeliveryOutcomeUnknownError, RecordNotSentError
from kafka_async.producer.idempotence import ProducerIdentity
from kafka_async.producer.metrics import ProducerStats
from kafka_async.protocol.errors import BrokerError, KafkaError
from kafka_async.protocol.records import RecordBatch, RecordBatchBuilder

__all__ = [
    "TRANSITIONS",
    "BatchLedger",
    "PartitionState",
    "TransitionError",
    "Wakeable",
    "expired_error",
]

#: The table of the module docstring: (from, event) -> to. ``_move`` refuses anything else.
TRANSITIONS: Final[dict[tuple[int, str], int]] = {
    (QUEUED, "take"): IN_FLIGHT,
    (QUEUED, "fail"): DONE,
    (QUEUED, "expire"): DONE,
    (IN_FLIGHT, "succeed"): DONE,
    (IN_FLIGHT, "retry"): QUEUED,
    (IN_FLIGHT, "requeue"): QUEUED,
    (IN_FLIGHT, "fail"): DONE,
    (IN_FLIGHT, "split"): SPLIT,
    (SPLIT, "children resolved"): DONE,
}


class TransitionError(RuntimeError):
    """A batch was asked to make a transition the table does not have: a producer bug."""


class Wakeable(Protocol):
    """What a partition needs of the sender that owns it: a nudge when it has work."""

    def wake(self) -> None: ...

    def batch_opened(self) -> None: ...

    def send_lone(self, state: PartitionState, builder: RecordBatchBuilder, deadline: float,
                  reserved: int) -> ProducerBatch | None: ...


class PartitionState:
    """The queue and sequence state of one partition (see the module docstring)."""

    __slots__ = (
        "acked_sequence",
        "frozen",
        "in_flight",
        "leader",
        "next_sequence",
        "open_batch",
        "partition",
        "queue",
        "sender",
        "topic",
        "txn_pending",
    )

    def __init__(self, topic: str, partition: int) -> None:
        self.topic = topic
        self.partition = partition
        self.queue: deque[ProducerBatch] = deque()
        self.open_batch: ProducerBatch | None = None  # the last queued batch, still appendable
        self.in_flight = 0  # changed by BatchLedger._move only
        self.sender: Wakeable | None = None
        self.leader = -1
        self.next_sequence = 0  # the sequence the next new batch gets
        self.acked_sequence = 0  # the sequence the broker expects next
        self.frozen = False  # waits for an epoch bump before sending again
        #: A transactional producer (V1) has asked AddPartitionsToTxn for this partition and
        #: waits for the answer: the sender leaves it alone until then.
        self.txn_pending = False

    def __repr__(self) -> str:
        return (
            f"<PartitionState {self.topic}-{self.partition} queued={len(self.queue)} "
            f"in_flight={self.in_flight} leader={self.leader}>"
        )

    def seal_open_batch(self) -> None:
        """The open batch is full: no more appends, it is ready to go."""
        batch = self.open_batch
        if batch is not None:
            batch.sealed = True
            self.open_batch = None

    def unacked_before(self, batch: ProducerBatch) -> bool:
        """Whether a batch with a lower sequence is still unacknowledged (in flight or queued)."""
        return batch.base_sequence > self.acked_sequence

    def _insert_in_order(self, batches: list[ProducerBatch], sequence: int) -> None:
        """Insert ``batches`` (in this order) where a batch numbered ``sequence`` belongs:
        after the retries numbered up to it, before later ones and before new batches."""
        queue = self.queue
        index = len(queue)
        for position, queued in enumerate(queue):
            if queued.base_sequence < 0 or (sequence >= 0 and queued.base_sequence > sequence):
                index = position
                break
        for offset, batch in enumerate(batches):
            queue.insert(index + offset, batch)


class BatchLedger:
    """All partitions' queues and unresolved batches; the only place batch stages change."""

    def __init__(self, identity: ProducerIdentity, pool: BufferPool, *, retries: int,
                 backoff: ExponentialBackoff, codec: str, waiters: Waiters,
                 codec_level: int | None = None) -> None:
        self.identity = identity
        self.pool = pool
        self.retries = retries
        self.backoff = backoff
        self.codec = codec
        self.codec_level = codec_level
        self.waiters = waiters
        self.states: dict[str, dict[int, PartitionState]] = {}
        self.incomplete: set[ProducerBatch] = set()
        self.flushing = 0  # > 0 while flush() or close() wants everything sent now
        self.closed = False  # close() fails what is left: no epoch bump is coming
        #: Batches sent again after a retriable error (a health signal; tests read it too).
        self.retried_batches = 0
        self._progress: anyio.Event | None = None
        #: Told of every batch that fails (a transactional producer's transaction then cannot
        #: commit: transactions.py); None for other producers.
        self.failure_listener: Callable[[ProducerBatch, BaseException], None] | None = None
        #: The producer's metric counters (metrics.py).
        self.stats = ProducerStats()

    def __repr__(self) -> str:
        return (f"<BatchLedger partitions={sum(map(len, self.states.values()))} "
                f"incomplete={len(self.incomplete)}>")

    def __iter__(self) -> Iterator[PartitionState]:
        for states in self.states.values():
            yield from states.values()

    def state(self, topic: str, partition: int) -> PartitionState:
        """The partition's state, created on first use."""
        states = self.states.setdefault(topic, {})
        state = states.get(partition)
        if state is None:
            state = states[partition] = PartitionState(topic, partition)
        return state

    def state_of(self, batch: ProducerBatch) -> PartitionState:
        return self.states[batch.topic][batch.partition]

    # ------------------------------------------------------------------ the one transition

    def _move(self, batch: ProducerBatch, event: str) -> PartitionState | None:
        """Apply ``event`` to ``batch`` by the table; keep the partition's in-flight count.
        Returns the partition's state when the count changed (looked up for it anyway)."""
        old = batch.stage
        new = TRANSITIONS.get((old, event))
        if new is None:
            raise TransitionError(f"{batch!r}: no transition {STAGE_NAMES[old]} --{event}-->")
        state = None
        if old == IN_FLIGHT:
            state = self.states[batch.topic][batch.partition]
            state.in_flight -= 1
        elif new == IN_FLIGHT:
            state = self.states[batch.topic][batch.partition]
            state.in_flight += 1
        batch.stage = new
        return state

    # ------------------------------------------------------------------ events

    def open(self, state: PartitionState, builder: RecordBatchBuilder, deadline: float,
             reserved: int) -> ProducerBatch:
        """A new open batch at the end of the partition's queue (its first record appended)."""
        batch = ProducerBatch(state.topic, state.partition, builder, time.monotonic(),
                              deadline, reserved, self.waiters)
        batch.count = 1
        state.open_batch = batch
        state.queue.append(batch)
        self.incomplete.add(batch)
        return batch

    def take(self, state: PartitionState) -> ProducerBatch:
        """The head of the partition's queue goes into a request (the sender decided it may)."""
        batch = state.queue.popleft()
        if state.open_batch is batch:
            state.open_batch = None
        batch.sealed = True
        if self.identity.enabled and batch.base_sequence < 0:
            batch.base_sequence = state.next_sequence
            state.next_sequence += batch.record_count
        self._move(batch, "take")
        return batch

    def succeed(self, batch: ProducerBatch, base_offset: int, log_append_time: int) -> None:
        state = self._move(batch, "succeed")
        if batch.base_sequence >= 0:
            assert state is not None  # (IN_FLIGHT -> DONE changes the in-flight count)
            end = batch.base_sequence + batch.record_count
            if end > state.acked_sequence:
                state.acked_sequence = end
        self._resolve(batch)
        batch.complete(base_offset, log_append_time)

    def retry(self, batch: ProducerBatch, error: BaseException,
              delay: float | None = None) -> None:
        """Send again after a backoff (``delay`` when the error says how long), or fail it if
        retries or delivery time ran out."""
        now = time.monotonic()
        if batch.attempts > self.retries or now >= batch.deadline:
            self.fail(batch, expired_error(batch, error))
            return
        self._move(batch, "retry")
        self.retried_batches += 1
        count = batch.record_count
        stats = self.stats
        stats.records_retried += count
        stats.topic(batch.topic).records_retried += count
        batch.retry_at = now + (self.backoff.delay(batch.attempts) if delay is None else delay)
        self.state_of(batch)._insert_in_order([batch], batch.base_sequence)

    def requeue(self, batch: ProducerBatch, reason: str) -> None:
        """A sequence error on the lowest unacknowledged batch: it is not in the log, so it
        waits (frozen) for the epoch bump that renumbers it.

        Not in the log even if an earlier attempt may have written it (``maybe_written``: a
        request to a leader that died unanswered): the leader that answers now has no
        sequence at or after it for this producer (had it the batch, the answer would have
        been DUPLICATE_SEQUENCE: with at most 5 requests in flight the lowest unacknowledged
        batch is among the last 5 it keeps), and a write on the old leader is truncated away
        when it follows the new one. So it is renumbered and sent again, as Java retries it,
        not failed as an unknown outcome (an unclean election used to fail it so). The same
        holds for every later batch of the partition: the leader takes a sequence only after
        the one before it, and this one is missing."""
        batch.maybe_written = False
        for other in self.incomplete:
            if (other.partition == batch.partition and other.topic == batch.topic
                    and other.base_sequence > batch.base_sequence):
                other.maybe_written = False
        self._move(batch, "requeue")
        count = batch.record_count
        self.stats.records_retried += count
        self.stats.topic(batch.topic).records_retried += count
        state = self.state_of(batch)
        state._insert_in_order([batch], batch.base_sequence)
        self._freeze(state, reason)

    def fail(self, batch: ProducerBatch, error: BaseException,
             record_errors: dict[int, BaseException] | None = None,
             cause: BaseException | None = None) -> None:
        """Resolve a queued or in-flight batch with ``error`` (a split one resolves through
        its halves). A numbered batch leaves a gap in its partition's sequence: freeze it."""
        if batch.stage == SPLIT or batch.stage == DONE:
            return
        state = self.state_of(batch)
        if batch.stage == QUEUED:
            self._unqueue(state, batch)
        self._move(batch, "fail")
        if batch.base_sequence >= 0:
            self._freeze(state, f"{batch!r} failed: {error}")
        self._resolve(batch)
        batch.fail(error, record_errors)
        self._count_error(batch)
        if self.failure_listener is not None:  # (the broker's error, when the records got
            self.failure_listener(batch, cause or error)  # their own: record_errors)

    def expire(self, state: PartitionState, now: float) -> None:
        """Fail queued batches whose delivery deadline passed (oldest first)."""
        queue = state.queue
        while queue and queue[0].deadline <= now:
            batch = queue[0]
            self._unqueue(state, batch)
            self._move(batch, "expire")
            if batch.base_sequence >= 0:
                self._freeze(state, f"{batch!r} expired")
            self._resolve(batch)
            error = expired_error(batch, None)
            batch.fail(error)
            self._count_error(batch)
            if self.failure_listener is not None:
                self.failure_listener(batch, error)

    def _count_error(self, batch: ProducerBatch) -> None:
        count = batch.record_count
        self.stats.records_errored += count
        self.stats.topic(batch.topic).records_errored += count

    def split(self, batch: ProducerBatch) -> None:
        """The broker refused ``batch`` as too large: send its records as two batches instead
        (KIP-126), in its place in the partition's order. Repeated until a batch holds one
        record, which then fails alone. Idempotent: the halves need fresh sequence numbers,
        so the partition waits for an epoch bump (the refused batch is not in the log)."""
        self._move(batch, "split")
        self.stats.batch_splits += 1
        state = self.state_of(batch)
        records = RecordBatch(memoryview(batch.builder.build())).records()
        half = len(records) // 2
        children: list[tuple[int, ProducerBatch]] = []
        for start, part in ((0, records[:half]), (half, records[half:])):
            builder = RecordBatchBuilder(
                compression_type=self.codec, batch_size=-1, compression_level=self.codec_level,
                is_transactional=self.identity.transactional_id is not None)
            for record in part:
                builder.append(record.timestamp, record.key, record.value, record.headers)
            child = ProducerBatch(batch.topic, batch.partition, builder, batch.created,
                                  batch.deadline, 0, self.waiters)
            child.count = len(part)
            child.sealed = True
            child.base_sequence = batch.base_sequence
            child.attempts = batch.attempts
            children.append((start, child))
            self.incomplete.add(child)
        batch.split_into(children, self._children_resolved)
        state._insert_in_order([child for _, child in children], batch.base_sequence)
        if batch.base_sequence >= 0:
            self._freeze(state, f"{batch!r} split after MESSAGE_TOO_LARGE")

    def _children_resolved(self, batch: ProducerBatch) -> None:
        self._move(batch, "children resolved")
        self._resolve(batch)

    def fail_queued(self, error_for: Callable[[ProducerBatch], BaseException]) -> None:
        """Fail every batch not in flight (close, or a fatal error)."""
        for batch in list(self.incomplete):
            if batch.stage == QUEUED:
                self.fail(batch, error_for(batch))

    def fail_all(self, error_for: Callable[[ProducerBatch], BaseException]) -> None:
        """Fail every unresolved batch, in flight or not (close, once the tasks are gone)."""
        for batch in list(self.incomplete):
            self.fail(batch, error_for(batch))

    # ------------------------------------------------------------------ the epoch bump

    def bump_is_safe(self) -> bool:
        """Nothing in flight, and no partition still retrying a numbered batch unfrozen (so a
        batch whose outcome is unknown is never renumbered)."""
        for state in self:
            if state.in_flight:
                return False
            if state.queue and state.queue[0].base_sequence >= 0 and not state.frozen:
                return False
        return True

    def renumber_after_bump(self) -> None:
        """The epoch moved on: every partition restarts at sequence 0; queued batches known
        not to be in the log are renumbered, those that may be in it fail as unknown."""
        for state in self:
            sequence = 0
            for batch in list(state.queue):
                if batch.base_sequence < 0:
                    continue
                if batch.maybe_written:  # may be in the log under the old epoch: never renumber
                    self.fail(batch, expired_error(batch, None))
                    continue
                batch.base_sequence = sequence
                sequence += batch.record_count
            state.next_sequence = sequence
            state.acked_sequence = 0
            state.frozen = False

    def _freeze(self, state: PartitionState, reason: str) -> None:
        if self.identity.enabled and not self.closed:
            state.frozen = True
            self.identity.request_bump(reason)

    # ------------------------------------------------------------------ resolution

    def _unqueue(self, state: PartitionState, batch: ProducerBatch) -> None:
        if state.queue and state.queue[0] is batch:
            state.queue.popleft()
        else:
            state.queue.remove(batch)
        if state.open_batch is batch:
            state.open_batch = None

    def _resolve(self, batch: ProducerBatch) -> None:
        """Bookkeeping when a batch resolves: its memory back, waiters for progress woken."""
        if batch in self.incomplete:
            self.incomplete.discard(batch)
            self.pool.release(batch.reserved)
            progress = self._progress
            if progress is not None:
                self._progress = None
                progress.set()

    def progress(self) -> anyio.Event:
        """An event set when the next batch resolves (send()'s pacing waits on it)."""
        progress = self._progress
        if progress is None:
            progress = self._progress = anyio.Event()
        return progress


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
