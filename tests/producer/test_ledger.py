"""The BatchLedger: every batch transition of the table, the in-flight count, sequence order,
splitting, expiry and the renumbering after an epoch bump. No broker, no sender."""

from __future__ import annotations

import pytest

from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaConnectionError
from kafka_async.producer import DeliveryOutcomeUnknownError, RecordNotSentError
from kafka_async.producer.batch import DONE, IN_FLIGHT, QUEUED, SPLIT, ProducerBatch, Waiters
from kafka_async.producer.buffer_pool import BufferPool
from kafka_async.producer.idempotence import ProducerIdentity
from kafka_async.producer.ledger import TRANSITIONS, BatchLedger, TransitionError
from kafka_async.protocol.errors import MessageTooLargeError
from kafka_async.protocol.records import RecordBatchBuilder
from tests.producer._fakes import FakeClient


def make_ledger(idempotent: bool = True, retries: int = 5) -> BatchLedger:
    backoff = ExponentialBackoff(0.0, 0.0)
    identity = ProducerIdentity(FakeClient(), backoff, idempotent)
    return BatchLedger(identity, BufferPool(1 << 20, 1.0), retries=retries, backoff=backoff,
                       codec="none", waiters=Waiters())


def open_batch(ledger: BatchLedger, partition: int = 0, records: int = 4,
               deadline: float = 1e18, reserved: int = 100) -> ProducerBatch:
    state = ledger.state("t", partition)
    builder = RecordBatchBuilder(batch_size=1 << 20)
    builder.append(0, None, b"v0", None)
    ledger.pool.try_reserve(reserved)
    batch = ledger.open(state, builder, deadline, reserved)
    for index in range(1, records):
        batch.append(index, None, b"v%d" % index, None)
    batch.count = records
    state.seal_open_batch()
    return batch


def test_the_table_names_every_stage_and_ends_in_done() -> None:
    stages = {old for old, _ in TRANSITIONS} | set(TRANSITIONS.values())
    assert stages == {QUEUED, IN_FLIGHT, SPLIT, DONE}
    assert not any(old == DONE for old, _ in TRANSITIONS)  # DONE is final


def test_take_succeed_counts_in_flight_and_acks_the_sequence() -> None:
    ledger = make_ledger()
    first, second = open_batch(ledger), open_batch(ledger)
    state = ledger.state("t", 0)
    assert ledger.take(state) is first and ledger.take(state) is second
    assert (first.stage, first.base_sequence, second.base_sequence) == (IN_FLIGHT, 0, 4)
    assert state.in_flight == 2 and state.next_sequence == 8
    ledger.succeed(first, 100, -1)
    assert first.stage == DONE and first.done and state.in_flight == 1
    assert state.acked_sequence == 4
    assert first not in ledger.incomplete and ledger.pool.used == 100


def test_a_transition_outside_the_table_is_refused() -> None:
    ledger = make_ledger()
    batch = open_batch(ledger)
    with pytest.raises(TransitionError, match="QUEUED --succeed-->"):
        ledger.succeed(batch, 0, -1)
    assert batch.stage == QUEUED and not batch.done


def test_retry_goes_back_in_sequence_order_ahead_of_new_batches() -> None:
    ledger = make_ledger()
    state = ledger.state("t", 0)
    earlier, later = open_batch(ledger), open_batch(ledger)
    ledger.take(state)
    ledger.take(state)
    fresh = open_batch(ledger)
    ledger.retry(later, KafkaConnectionError("lost"))
    ledger.retry(earlier, KafkaConnectionError("lost"))
    assert list(state.queue) == [earlier, later, fresh]
    assert state.in_flight == 0 and ledger.retried_batches == 2
    state.acked_sequence = 0
    assert not state.unacked_before(earlier) and state.unacked_before(later)


@pytest.mark.parametrize(("maybe_written", "expected"),
                         [(True, DeliveryOutcomeUnknownError), (False, RecordNotSentError)])
def test_retry_past_the_deadline_fails_as_unknown_or_not_sent(
        maybe_written: bool, expected: type[Exception]) -> None:
    ledger = make_ledger(idempotent=False)
    batch = open_batch(ledger, deadline=0.0)
    ledger.take(ledger.state("t", 0))
    batch.maybe_written = maybe_written
    ledger.retry(batch, KafkaConnectionError("lost"))
    assert batch.stage == DONE and isinstance(batch.error, expected)
    assert ledger.state("t", 0).in_flight == 0


def test_requeue_freezes_the_partition_and_asks_for_a_bump() -> None:
    ledger = make_ledger()
    state = ledger.state("t", 0)
    batch = open_batch(ledger)
    ledger.take(state)
    ledger.requeue(batch, "OUT_OF_ORDER_SEQUENCE_NUMBER")
    assert batch.stage == QUEUED and list(state.queue) == [batch]
    assert state.frozen and ledger.identity.bump_requested and state.in_flight == 0


def test_expire_fails_queued_batches_past_their_deadline_oldest_first() -> None:
    ledger = make_ledger(idempotent=False)
    old, young = open_batch(ledger, deadline=5.0), open_batch(ledger, deadline=50.0)
    state = ledger.state("t", 0)
    ledger.expire(state, now=10.0)
    assert old.done and isinstance(old.error, RecordNotSentError)
    assert not young.done and list(state.queue) == [young]


def test_split_resolves_the_parent_through_its_halves() -> None:
    ledger = make_ledger()
    state = ledger.state("t", 0)
    parent = open_batch(ledger, records=4)
    ledger.take(state)
    ledger.split(parent)
    assert parent.stage == SPLIT and state.in_flight == 0 and state.frozen
    halves = list(state.queue)
    assert [half.record_count for half in halves] == [2, 2]
    first, second = halves
    assert ledger.take(state) is first
    ledger.succeed(first, 10, -1)
    assert not parent.done
    ledger.take(state)
    ledger.fail(second, MessageTooLargeError("too large alone"))
    assert parent.done and parent.stage == DONE and not ledger.incomplete
    assert ledger.pool.used == 0  # the parent's reservation came back once


def test_renumber_after_bump_restarts_sequences_and_fails_maybe_written() -> None:
    ledger = make_ledger()
    state = ledger.state("t", 0)
    written, clean = open_batch(ledger), open_batch(ledger)
    ledger.take(state)
    ledger.take(state)
    written.maybe_written = True
    ledger.retry(written, KafkaConnectionError("lost"))
    ledger.requeue(clean, "UNKNOWN_PRODUCER_ID")
    assert ledger.bump_is_safe()
    ledger.renumber_after_bump()
    assert written.done and isinstance(written.error, DeliveryOutcomeUnknownError)
    assert clean.base_sequence == 0 and state.next_sequence == 4 and not state.frozen


def test_a_sequence_error_after_an_unanswered_attempt_is_retried_not_failed() -> None:
    """The first attempt went to a leader that died unanswered (maybe written); the new
    leader answers OUT_OF_ORDER_SEQUENCE for it, the lowest unacknowledged batch: it is not
    in the log, so the bump renumbers it (Java retries it) instead of failing it unknown."""
    ledger = make_ledger()
    state = ledger.state("t", 0)
    batch = open_batch(ledger)
    ledger.take(state)
    batch.maybe_written = True
    ledger.retry(batch, KafkaConnectionError("the leader died"))
    ledger.take(state)
    ledger.requeue(batch, "OUT_OF_ORDER_SEQUENCE_NUMBER")
    assert ledger.bump_is_safe()
    ledger.renumber_after_bump()
    assert not batch.done and batch.base_sequence == 0 and not state.frozen


def test_later_batches_unanswered_by_the_dead_leader_are_retried_too() -> None:
    """Two batches in flight to a leader that died unanswered (both maybe written); the
    first, re-sent alone, gets OUT_OF_ORDER_SEQUENCE: the second cannot be in the log either
    (it comes after the missing one), so both are renumbered, not the second failed (a gap,
    and a reorder if the application sent it again)."""
    ledger = make_ledger()
    state = ledger.state("t", 0)
    first, second = open_batch(ledger), open_batch(ledger)
    ledger.take(state)
    ledger.take(state)
    for batch in (first, second):
        batch.maybe_written = True
        ledger.retry(batch, KafkaConnectionError("the leader died"))
    ledger.take(state)
    ledger.requeue(first, "OUT_OF_ORDER_SEQUENCE_NUMBER")
    ledger.renumber_after_bump()
    assert not first.done and not second.done
    assert (first.base_sequence, second.base_sequence) == (0, first.record_count)


def test_bump_waits_while_anything_is_in_flight() -> None:
    ledger = make_ledger()
    open_batch(ledger, partition=1)
    ledger.take(ledger.state("t", 1))
    assert not ledger.bump_is_safe()


def test_fail_queued_then_fail_all_resolve_everything() -> None:
    ledger = make_ledger()
    state = ledger.state("t", 0)
    flying, queued = open_batch(ledger), open_batch(ledger)
    ledger.take(state)
    ledger.fail_queued(lambda batch: RecordNotSentError("closed"))
    assert queued.done and not flying.done
    ledger.fail_all(lambda batch: DeliveryOutcomeUnknownError("closed mid-flight"))
    assert flying.done and not ledger.incomplete and state.in_flight == 0
