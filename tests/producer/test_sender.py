"""Sender decisions (drain order, sequences, retries, sequence errors) with a fake producer."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaConnectionError
from kafka_async.producer import DeliveryOutcomeUnknownError, ProducerConfig, RecordNotSentError
from kafka_async.producer.accumulator import PartitionState
from kafka_async.producer.batch import ProducerBatch, Waiters
from kafka_async.producer.idempotence import ProducerIdentity
from kafka_async.producer.sender import Sender
from kafka_async.protocol.errors import InvalidRecordError, NotLeaderOrFollowerError
from kafka_async.protocol.messages import ProduceResponse
from kafka_async.protocol.records import RecordBatchBuilder

Answer = ProduceResponse.TopicProduceResponse.PartitionProduceResponse
LATER = 1e12  # a "now" past any retry backoff (retry_at is on the monotonic clock)


class FakeClient:
    def __init__(self) -> None:
        self.updates = 0

    def request_update(self) -> None:
        self.updates += 1

    def note_error(self, error: BaseException) -> bool:
        if isinstance(error, NotLeaderOrFollowerError):
            self.request_update()
            return True
        return False


class FakeProducer:
    """The attributes a Sender reads from its Producer."""

    def __init__(self, idempotent: bool = True, **settings: Any) -> None:
        self.config = ProducerConfig.from_kwargs(bootstrap_servers="127.0.0.1:1", **settings)
        self.client = FakeClient()
        self.retry_backoff = ExponentialBackoff(0.0, 0.0)
        self.identity = ProducerIdentity(self.client, self.retry_backoff, idempotent)  # type: ignore[arg-type]
        self.identity.producer_id, self.identity.producer_epoch = 42, 0
        self.flushing = 0
        self.linger = self.config.linger_ms / 1000
        self.retried_batches = 0
        self.states: dict[int, PartitionState] = {}
        self.resolved_batches: list[ProducerBatch] = []

    def state_of(self, batch: ProducerBatch) -> PartitionState:
        return self.states[batch.partition]

    def resolved(self, batch: ProducerBatch) -> None:
        self.resolved_batches.append(batch)


def add_batch(producer: FakeProducer, sender: Sender, partition: int, *, sealed: bool = True,
              created: float = 0.0, deadline: float = 1e18) -> ProducerBatch:
    state = producer.states.get(partition)
    if state is None:
        state = producer.states[partition] = PartitionState("t", partition)
        sender.partitions[("t", partition)] = state
    builder = RecordBatchBuilder(batch_size=1 << 16)
    batch = ProducerBatch("t", partition, builder, created, deadline, 0, Waiters())
    for index in range(10):
        batch.append(index, None, b"v", None)
    batch.count = 10
    batch.sealed = sealed
    state.queue.append(batch)
    return batch


def make_sender(**settings: Any) -> tuple[FakeProducer, Sender]:
    producer = FakeProducer(**settings)
    return producer, Sender(producer, node_id=1)  # type: ignore[arg-type]


def test_collect_takes_one_ready_batch_per_partition_and_numbers_it() -> None:
    producer, sender = make_sender(linger_ms=100)
    first = add_batch(producer, sender, 0)
    second = add_batch(producer, sender, 0)
    other = add_batch(producer, sender, 1, sealed=False, created=10.0)  # lingering until 10.1
    batches, wait = sender._collect(now=10.05)
    assert batches == [first]
    assert first.base_sequence == 0 and first.in_flight
    assert wait == pytest.approx(0.05)
    batches, _ = sender._collect(now=10.2)
    assert batches == [second, other]
    assert second.base_sequence == 10 and other.base_sequence == 0
    assert producer.states[0].in_flight == 2


def test_at_most_five_batches_of_a_partition_in_flight() -> None:
    producer, sender = make_sender()
    for _ in range(7):
        add_batch(producer, sender, 0)
    sent = [sender._collect(now=1.0)[0] for _ in range(7)]
    assert [len(batches) for batches in sent] == [1, 1, 1, 1, 1, 0, 0]


def test_linger_zero_holds_a_lone_open_batch_while_two_requests_are_in_flight() -> None:
    producer, sender = make_sender(linger_ms=0)
    sender.in_flight = 2
    lone = add_batch(producer, sender, 0, sealed=False)
    full = add_batch(producer, sender, 1)  # sealed: goes anyway
    batches, wait = sender._collect(now=1.0)
    assert batches == [full]
    assert wait == float("inf")  # an answer wakes the sender, not a timer
    sender.in_flight = 1
    assert sender._collect(now=1.0)[0] == [lone]


def test_linger_zero_hold_does_not_apply_during_flush() -> None:
    producer, sender = make_sender(linger_ms=0)
    sender.in_flight = 4
    lone = add_batch(producer, sender, 0, sealed=False)
    producer.flushing = 1
    assert sender._collect(now=1.0)[0] == [lone]


def test_sequence_error_behind_a_retrying_batch_is_retried_in_order() -> None:
    producer, sender = make_sender()
    first, second = add_batch(producer, sender, 0), add_batch(producer, sender, 0)
    sender._collect(1.0)
    sender._collect(1.0)
    sender._retry(first, KafkaConnectionError("lost"), stale_routing=True)
    first.maybe_written = True
    sender._handle_partition(second, Answer(index=0, error_code=45))  # OUT_OF_ORDER_SEQUENCE
    state = producer.states[0]
    assert list(state.queue) == [first, second]
    assert not producer.identity.bump_requested
    assert sender._collect(LATER)[0] == [first]  # a retry goes alone ...
    assert sender._collect(LATER)[0] == []  # ... and the next one waits for it
    sender._handle_partition(first, Answer(index=0, error_code=0, base_offset=100))
    assert first.done and first.base_offset == 100 and state.acked_sequence == 10
    assert sender._collect(LATER)[0] == [second]
    assert second.base_sequence == 10  # never renumbered


def test_sequence_error_at_the_head_freezes_the_partition_for_an_epoch_bump() -> None:
    producer, sender = make_sender()
    batch = add_batch(producer, sender, 0)
    sender._collect(1.0)
    sender._handle_partition(batch, Answer(index=0, error_code=59))  # UNKNOWN_PRODUCER_ID
    state = producer.states[0]
    assert producer.identity.bump_requested and state.frozen
    assert not batch.done and list(state.queue) == [batch]
    assert sender._collect(LATER)[0] == []  # nothing moves until the bump renumbered it


def test_retriable_error_requeues_and_refreshes_metadata() -> None:
    producer, sender = make_sender()
    batch = add_batch(producer, sender, 0)
    sender._collect(1.0)
    sender._handle_partition(batch, Answer(index=0, error_code=6))  # NOT_LEADER_OR_FOLLOWER
    assert not batch.done and producer.client.updates >= 1 and producer.retried_batches == 1
    assert sender._collect(LATER)[0] == [batch]


@pytest.mark.parametrize(("maybe_written", "expected"),
                         [(True, DeliveryOutcomeUnknownError), (False, RecordNotSentError)])
def test_deadline_turns_a_retry_into_unknown_or_not_sent(
    maybe_written: bool, expected: type[Exception]
) -> None:
    producer, sender = make_sender(enable_idempotence=False)
    batch = add_batch(producer, sender, 0, deadline=0.0)
    sender._collect(1.0)
    batch.maybe_written = maybe_written
    sender._retry(batch, KafkaConnectionError("lost"), stale_routing=False)
    assert batch.done and isinstance(batch.error, expected)
    assert producer.resolved_batches == [batch]


def test_record_errors_fail_the_batch_with_per_record_detail() -> None:
    producer, sender = make_sender(enable_idempotence=False)
    batch = add_batch(producer, sender, 0)
    sender._collect(1.0)
    answer = Answer(index=0, error_code=87, error_message="bad batch", record_errors=[
        Answer.BatchIndexAndErrorMessage(batch_index=3, batch_index_error_message="null key")])
    sender._handle_partition(batch, answer)
    assert isinstance(batch.error_for(3), InvalidRecordError)
    assert "null key" in str(batch.error_for(3))
    assert isinstance(batch.error_for(0), InvalidRecordError)
    assert "bad batch" in str(batch.error_for(0))


def test_identity_bump_clears_the_request() -> None:
    producer, _ = make_sender()
    state = PartitionState("t", 0)
    producer.identity.request_bump(state, "test")
    assert producer.identity.bump_requested and state.frozen

    async def main() -> None:
        with anyio.fail_after(1):
            await producer.identity.wait_for_bump_request()

    anyio.run(main)
