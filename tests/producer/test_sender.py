"""Sender decisions (drain order, fair rotation, sequences, retries, sequence errors), driven
through the sender's declared links with a stand-in client: no broker, no Producer."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

import pytest

from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaConnectionError
from kafka_async.producer import (
    BatchRejectedError,
    DeliveryOutcomeUnknownError,
    ProducerConfig,
    RecordNotSentError,
)
from kafka_async.producer.batch import ProducerBatch, RecordHandle, Waiters
from kafka_async.producer.buffer_pool import BufferPool
from kafka_async.producer.idempotence import ProducerIdentity
from kafka_async.producer.ledger import BatchLedger
from kafka_async.producer.sender import Sender, SenderLinks
from kafka_async.protocol.errors import InvalidRecordError, InvalidTimestampError
from kafka_async.protocol.lone_produce import LoneProduceResponse
from kafka_async.protocol.messages import ProduceResponse
from kafka_async.protocol.records import RecordBatchBuilder
from tests.producer._fakes import FakeClient

Answer = ProduceResponse.TopicProduceResponse.PartitionProduceResponse
LATER = 1e12  # a "now" past any retry backoff (retry_at is on the monotonic clock)


class NoTasks:
    """A task starter for tests that never start a request (they call _collect directly)."""

    def start_soon(self, function: Callable[..., Coroutine[Any, Any, Any]], *args: Any,
                   name: str | None = None) -> None:
        raise AssertionError("a unit test started a request task")


class Harness:
    """A sender with its links, and the ledger it reports to."""

    def __init__(self, idempotent: bool = True, **settings: Any) -> None:
        self.config = ProducerConfig.from_kwargs(bootstrap_servers="127.0.0.1:1", **settings)
        self.client = FakeClient()
        backoff = ExponentialBackoff(0.0, 0.0)
        self.identity = ProducerIdentity(self.client, backoff, idempotent)
        self.identity.producer_id, self.identity.producer_epoch = 42, 0
        self.ledger = BatchLedger(self.identity, BufferPool(1 << 30, 1.0),
                                  retries=self.config.retries, backoff=backoff, codec="none",
                                  waiters=Waiters())
        self.routed: list[tuple[str, int, int | None]] = []
        links = SenderLinks(self.client, self.ledger, self.identity, self.config, backoff,
                            NoTasks(), lambda: False,
                            lambda state, leader: self.routed.append(
                                (state.topic, state.partition, leader)))
        self.sender = Sender(links, node_id=1)
        self.resolved: list[ProducerBatch] = []


def add_batch(harness: Harness, partition: int, *, sealed: bool = True,
              created: float = 0.0, deadline: float = 1e18, records: int = 10,
              value: bytes = b"v") -> ProducerBatch:
    ledger = harness.ledger
    known = ("t", partition) in {(s.topic, s.partition) for s in harness.sender.partitions}
    state = ledger.state("t", partition)
    if not known:
        harness.sender.adopt(state)
    builder = RecordBatchBuilder(batch_size=1 << 20)
    builder.append(0, None, value, None)
    batch = ledger.open(state, builder, deadline, 0)
    batch.created = created
    for index in range(1, records):
        batch.append(index, None, value, None)
    batch.count = records
    if sealed:
        state.seal_open_batch()
    RecordHandle(batch, 0, 0).add_done_callback(lambda _: harness.resolved.append(batch))
    return batch


def make_sender(**settings: Any) -> tuple[Harness, Sender]:
    harness = Harness(**settings)
    return harness, harness.sender


def test_collect_takes_one_ready_batch_per_partition_and_numbers_it() -> None:
    producer, sender = make_sender(linger_ms=100)
    first = add_batch(producer, 0)
    second = add_batch(producer, 0)
    other = add_batch(producer, 1, sealed=False, created=10.0)  # lingering until 10.1
    batches, wait = sender._collect(now=10.05)
    assert batches == [first]
    assert first.base_sequence == 0 and first.in_flight
    assert wait == pytest.approx(0.05)
    producer.ledger.succeed(first, 0, -1)  # (the first batch of a partition goes alone)
    batches, _ = sender._collect(now=10.2)
    assert batches == [other, second]  # the rotation starts after partition 0, served last
    assert second.base_sequence == 10 and other.base_sequence == 0
    assert producer.ledger.state("t", 0).in_flight == 1


def test_at_most_five_batches_of_a_partition_in_flight() -> None:
    producer, sender = make_sender()
    for _ in range(8):
        add_batch(producer, 0)
    (first,) = sender._collect(now=1.0)[0]
    producer.ledger.succeed(first, 0, -1)
    sent = [sender._collect(now=1.0)[0] for _ in range(7)]
    assert [len(batches) for batches in sent] == [1, 1, 1, 1, 1, 0, 0]


def test_the_first_batch_of_a_partition_goes_alone_until_acknowledged() -> None:
    """A broker with no state for a producer accepts any first sequence: were a later batch
    in flight next to a first one that fails retriably, it could be written ahead of it."""
    producer, sender = make_sender()
    batches = [add_batch(producer, 0) for _ in range(3)]
    assert sender._collect(now=1.0)[0] == [batches[0]]
    assert sender._collect(now=1.0)[0] == []  # still unacknowledged: the others wait
    producer.ledger.succeed(batches[0], 0, -1)
    assert sender._collect(now=1.0)[0] == [batches[1]]
    assert sender._collect(now=1.0)[0] == [batches[2]]  # pipelined from now on


def test_linger_zero_holds_a_lone_open_batch_while_two_requests_are_in_flight() -> None:
    producer, sender = make_sender(linger_ms=0)
    sender.in_flight = 2
    lone = add_batch(producer, 0, sealed=False)
    full = add_batch(producer, 1)  # sealed: goes anyway
    batches, wait = sender._collect(now=1.0)
    assert batches == [full]
    assert wait == float("inf")  # an answer wakes the sender, not a timer
    sender.in_flight = 1
    assert sender._collect(now=1.0)[0] == [lone]


def test_linger_zero_hold_does_not_apply_during_flush() -> None:
    producer, sender = make_sender(linger_ms=0)
    sender.in_flight = 4
    lone = add_batch(producer, 0, sealed=False)
    producer.ledger.flushing = 1
    assert sender._collect(now=1.0)[0] == [lone]


def written_before(producer: Harness, partition: int, sender: Sender) -> None:
    """A batch of this producer acknowledged on the partition: from now on it pipelines."""
    earlier = add_batch(producer, partition)
    assert sender._collect(1.0)[0] == [earlier]
    producer.ledger.succeed(earlier, 0, -1)


def test_sequence_error_behind_a_retrying_batch_is_retried_in_order() -> None:
    producer, sender = make_sender()
    written_before(producer, 0, sender)
    first, second = add_batch(producer, 0), add_batch(producer, 0)
    sender._collect(1.0)
    sender._collect(1.0)
    producer.ledger.retry(first, KafkaConnectionError("lost"))
    first.maybe_written = True
    sender._handle_partition(second, Answer(index=0, error_code=45))  # OUT_OF_ORDER_SEQUENCE
    state = producer.ledger.state("t", 0)
    assert list(state.queue) == [first, second]
    assert not producer.identity.bump_requested
    assert sender._collect(LATER)[0] == [first]  # a retry goes alone ...
    assert sender._collect(LATER)[0] == []  # ... and the next one waits for it
    sender._handle_partition(first, Answer(index=0, error_code=0, base_offset=100))
    assert first.done and first.base_offset == 100 and state.acked_sequence == 20
    assert sender._collect(LATER)[0] == [second]
    assert second.base_sequence == 20  # never renumbered


def test_sequence_error_at_the_head_freezes_the_partition_for_an_epoch_bump() -> None:
    producer, sender = make_sender()
    batch = add_batch(producer, 0)
    sender._collect(1.0)
    sender._handle_partition(batch, Answer(index=0, error_code=59))  # UNKNOWN_PRODUCER_ID
    state = producer.ledger.state("t", 0)
    assert producer.identity.bump_requested and state.frozen
    assert not batch.done and list(state.queue) == [batch]
    assert sender._collect(LATER)[0] == []  # nothing moves until the bump renumbered it


def test_retriable_error_requeues_and_refreshes_metadata() -> None:
    producer, sender = make_sender()
    batch = add_batch(producer, 0)
    sender._collect(1.0)
    sender._handle_partition(batch, Answer(index=0, error_code=6))  # NOT_LEADER_OR_FOLLOWER
    assert not batch.done and producer.client.updates >= 1 and producer.ledger.retried_batches == 1
    assert sender._collect(LATER)[0] == [batch]


def produce_response(*partitions: Answer, endpoints: tuple[tuple[int, str, int], ...] = ()
                     ) -> ProduceResponse:
    return ProduceResponse(
        responses=[ProduceResponse.TopicProduceResponse(name="t", partition_responses=list(
            partitions))],
        node_endpoints=[ProduceResponse.NodeEndpoint(node_id=n, host=h, port=p)
                        for n, h, p in endpoints])


def moved(index: int, code: int, leader: int, epoch: int) -> Answer:
    answer = Answer(index=index, error_code=code)
    answer.current_leader.leader_id, answer.current_leader.leader_epoch = leader, epoch
    return answer


def test_a_named_new_leader_is_used_without_a_metadata_refresh() -> None:
    """KIP-951: NOT_LEADER_OR_FOLLOWER / FENCED_LEADER_EPOCH with CurrentLeader: the hint (and
    the response's NodeEndpoints) go to the client in one call, no refresh is requested, and
    the batches retry."""
    producer, sender = make_sender()
    first, second = add_batch(producer, 0), add_batch(producer, 1)
    sender._collect(1.0)
    sender._handle_response(produce_response(moved(0, 6, 2, 7), moved(1, 74, 9, 3),
                                             endpoints=((9, "127.0.0.1", 9099),)),
                            [first, second])
    hints, endpoints = producer.client.hints[0]
    assert hints == {("t", 0): (2, 7), ("t", 1): (9, 3)}
    assert [(b.node_id, b.host, b.port) for b in endpoints] == [(9, "127.0.0.1", 9099)]
    assert producer.client.updates == 0
    assert not first.done and not second.done and producer.ledger.retried_batches == 2
    # moved to the named leaders' senders at once (nothing else of them in flight)
    assert sorted(producer.routed) == [("t", 0, 2), ("t", 1, 9)]


def test_a_hint_that_cannot_be_used_falls_back_to_a_refresh() -> None:
    producer, sender = make_sender()
    batch = add_batch(producer, 0)
    sender._collect(1.0)
    sender._handle_response(produce_response(moved(0, 6, 42, 7)), [batch])  # unknown broker
    assert producer.client.updates == 1 and not batch.done and producer.routed == []
    other = add_batch(producer, 1)
    sender._collect(LATER)
    sender._handle_response(produce_response(Answer(index=1, error_code=6)), [other])  # no hint
    assert producer.client.updates == 2 and len(producer.client.hints) == 1


def test_a_lone_batch_answered_with_a_named_leader_moves_there_without_a_refresh() -> None:
    """One batch, one answer (the shape read without the general walk): the hint still goes
    to the client and the batch to the named leader's sender."""
    producer, sender = make_sender()
    batch = add_batch(producer, 0)
    sender._collect(1.0)
    sender._handle_response(produce_response(moved(0, 6, 2, 7)), [batch])
    assert producer.client.hints[0][0] == {("t", 0): (2, 7)} and producer.client.updates == 0
    assert producer.routed == [("t", 0, 2)] and not batch.done


def test_a_lone_batch_answered_for_another_partition_is_retried_as_unanswered() -> None:
    producer, sender = make_sender()
    batch = add_batch(producer, 0)
    sender._collect(1.0)
    sender._handle_response(produce_response(Answer(index=1, base_offset=5)), [batch])
    assert not batch.done and producer.ledger.retried_batches == 1


def test_a_lone_batch_answered_ok_resolves_with_its_offset() -> None:
    producer, sender = make_sender()
    batch = add_batch(producer, 0)
    sender._collect(1.0)
    sender._handle_response(produce_response(Answer(index=0, base_offset=5)), [batch])
    assert batch.done and batch.error is None and batch.base_offset == 5


def test_a_lone_answer_read_by_the_short_path_resolves_with_its_offset_and_time() -> None:
    producer, sender = make_sender()
    batch = add_batch(producer, 0)
    sender._collect(1.0)
    answer = LoneProduceResponse("t", 0, 0, 17, 1_700_000_000_000, 0, 0)
    sender._handle_response(answer, [batch])
    assert batch.done and batch.error is None and batch.base_offset == 17
    assert batch.log_append_time == 1_700_000_000_000
    assert answer._built is None  # the general objects were never needed


def test_a_lone_answer_for_another_partition_or_with_an_error_goes_the_general_way() -> None:
    producer, sender = make_sender()
    batch = add_batch(producer, 0)
    sender._collect(1.0)
    sender._handle_response(LoneProduceResponse("t", 1, 0, 5, -1, 0, 0), [batch])
    assert not batch.done and producer.ledger.retried_batches == 1  # unanswered: retried
    sender._collect(LATER)
    sender._handle_response(LoneProduceResponse("t", 0, 6, -1, -1, -1, 0), [batch])
    assert not batch.done and producer.ledger.retried_batches == 2  # NOT_LEADER: retried
    assert producer.client.updates >= 1


@pytest.mark.parametrize(("maybe_written", "expected"),
                         [(True, DeliveryOutcomeUnknownError), (False, RecordNotSentError)])
def test_deadline_turns_a_retry_into_unknown_or_not_sent(
    maybe_written: bool, expected: type[Exception]
) -> None:
    producer, sender = make_sender(enable_idempotence=False)
    batch = add_batch(producer, 0, deadline=0.0)
    sender._collect(1.0)
    batch.maybe_written = maybe_written
    producer.ledger.retry(batch, KafkaConnectionError("lost"))
    assert batch.done and isinstance(batch.error, expected)
    assert producer.resolved == [batch] and not producer.ledger.incomplete


def test_record_errors_fail_the_batch_with_per_record_detail() -> None:
    """As Java's Sender: one refused record gets the partition's error type, several get
    InvalidRecordError; the batch's valid records get BatchRejectedError (sending them
    again succeeds), not the refused records' type."""
    producer, sender = make_sender(enable_idempotence=False)
    heard: list[BaseException] = []
    producer.ledger.failure_listener = lambda failed, error: heard.append(error)
    batch = add_batch(producer, 0)
    sender._collect(1.0)
    answer = Answer(index=0, error_code=32, error_message="bad batch", record_errors=[
        Answer.BatchIndexAndErrorMessage(batch_index=3, batch_index_error_message="too old")])
    sender._handle_partition(batch, answer)
    assert isinstance(batch.error_for(3), InvalidTimestampError)
    assert "too old" in str(batch.error_for(3))
    assert isinstance(batch.error_for(0), BatchRejectedError)
    assert "record was valid" in str(batch.error_for(0))
    # a transaction hears the broker's error, not the valid records' wrapper
    assert [type(e) for e in heard] == [InvalidTimestampError]

    several = add_batch(producer, 1)
    sender._collect(1.0)
    sender._handle_partition(several, Answer(index=1, error_code=32, record_errors=[
        Answer.BatchIndexAndErrorMessage(batch_index=i, batch_index_error_message="old")
        for i in (1, 2)]))
    assert all(type(several.error_for(i)) is InvalidRecordError for i in (1, 2))
    assert isinstance(several.error_for(0), BatchRejectedError)


def test_a_failed_numbered_batch_freezes_its_partition_and_asks_for_a_bump() -> None:
    producer, sender = make_sender()
    batch = add_batch(producer, 0)
    sender._collect(1.0)
    sender._handle_partition(batch, Answer(index=0, error_code=87))  # INVALID_RECORD
    assert batch.done and isinstance(batch.error, InvalidRecordError)
    assert producer.identity.bump_requested and producer.ledger.state("t", 0).frozen
    assert producer.identity.bump_due
    producer.identity.fatal = InvalidRecordError("stand-in fatal error")
    assert not producer.identity.bump_due  # never retried after a fatal error


def test_fair_rotation_sends_every_one_of_200_partitions() -> None:
    """max_request_size fits ~64 full batches: each request starts after the last partition
    the previous one served, so every partition goes within a few requests."""
    producer, sender = make_sender(enable_idempotence=False, max_request_size=64 * 1100,
                                   max_in_flight_requests_per_connection=1000)
    for partition in range(200):
        add_batch(producer, partition, records=1, value=b"x" * 1000)
    served: list[int] = []
    requests = 0
    while len(served) < 200:
        batches, _ = sender._collect(1.0)
        assert batches, "a request with nothing in it: the rotation stalled"
        requests += 1
        served.extend(batch.partition for batch in batches)
        # refill what went, as a busy producer would: the first partitions always have a batch
        for batch in batches:
            add_batch(producer, batch.partition, records=1, value=b"x" * 1000)
    assert set(served) == set(range(200))
    assert requests <= 4
    assert len(set(served[:200])) == 200  # nobody served twice before everyone once


def test_rotation_survives_partitions_moving_away() -> None:
    producer, sender = make_sender(enable_idempotence=False, max_request_size=3 * 1100)
    for partition in range(6):
        add_batch(producer, partition, records=1, value=b"x" * 1000)
    first, _ = sender._collect(1.0)
    assert [b.partition for b in first] == [0, 1]
    for state in sender.partitions[:2]:
        sender.release(state)
    second, _ = sender._collect(1.0)
    assert [b.partition for b in second] == [2, 3]


# ---------------------------------------------------------------- sending without a task


class Tasks:
    """A task starter that records the request tasks it is asked for (and never runs them)."""

    def __init__(self) -> None:
        self.started: list[tuple[Any, ...]] = []

    def start_soon(self, function: Callable[..., Coroutine[Any, Any, Any]], *args: Any,
                   name: str | None = None) -> None:
        self.started.append(args)
        function(*args).close()  # never awaited: only recorded


class Versions:
    def pick(self, request_class: Any, api_key: int) -> int:
        return 12


class NowaitConnection:
    """Takes a request at once or not (``accept``), keeping each accepted one's callback."""

    def __init__(self) -> None:
        self.versions = Versions()
        self.accept = True
        self.callbacks: list[Callable[[Callable[[], Any]], None]] = []

    def send_nowait(self, request: Any, version: int,
                    on_answer: Callable[[Callable[[], Any]], None]) -> bool:
        if not self.accept:
            return False
        self.callbacks.append(on_answer)
        return True


def _sender_with(tasks: Tasks, **settings: Any) -> tuple[Harness, Sender]:
    harness = Harness(**settings)
    links = harness.sender._links
    harness.sender = Sender(SenderLinks(links.client, links.ledger, links.identity,
                                        links.config, links.backoff, tasks, links.closing,
                                        links.route), node_id=1)
    return harness, harness.sender


def _send_one(harness: Harness, sender: Sender, connection: NowaitConnection,
              partition: int) -> ProducerBatch:
    batch = add_batch(harness, partition)
    taken, _ = sender._collect(now=LATER)
    assert taken == [batch]
    sender._start_request(connection, taken)  # type: ignore[arg-type]
    return batch


def test_an_answer_by_callback_settles_its_batches_in_request_order() -> None:
    tasks = Tasks()
    harness, sender = _sender_with(tasks)
    connection = NowaitConnection()
    first = _send_one(harness, sender, connection, 0)
    second = _send_one(harness, sender, connection, 1)
    assert sender.in_flight == 2 and tasks.started == [] and len(connection.callbacks) == 2
    connection.callbacks[0](lambda: produce_response(Answer(index=0, base_offset=7)))
    assert first.done and first.base_offset == 7 and not second.done
    assert sender.in_flight == 1
    connection.callbacks[1](lambda: produce_response(Answer(index=1, base_offset=3)))
    assert second.done and second.base_offset == 3 and sender.in_flight == 0


def test_a_failure_by_callback_puts_the_batches_back_as_maybe_written() -> None:
    tasks = Tasks()
    harness, sender = _sender_with(tasks)
    connection = NowaitConnection()
    batch = _send_one(harness, sender, connection, 0)

    def failed() -> Any:
        raise KafkaConnectionError("connection failed while the request was in flight")

    connection.callbacks[0](failed)
    assert not batch.done and batch.maybe_written and batch.attempts == 1
    assert sender.in_flight == 0 and harness.client.updates > 0


def test_a_request_the_connection_cannot_take_goes_by_task_and_so_does_the_next() -> None:
    tasks = Tasks()
    harness, sender = _sender_with(tasks)
    connection = NowaitConnection()
    connection.accept = False
    _send_one(harness, sender, connection, 0)
    assert len(tasks.started) == 1
    connection.accept = True
    _send_one(harness, sender, connection, 1)
    # its predecessor, a task, is not handled yet: a callback could settle this one first
    assert len(tasks.started) == 2 and connection.callbacks == []
    # (a request task's arguments: connection, request, batches, previous, handled, version)
    assert tasks.started[1][3] is tasks.started[0][4]  # it waits for its predecessor


def test_close_fails_unanswered_callback_requests_as_unknown_and_ignores_late_answers() -> None:
    tasks = Tasks()
    harness, sender = _sender_with(tasks)
    connection = NowaitConnection()
    batch = _send_one(harness, sender, connection, 0)
    sender.abandon_in_flight()
    assert batch.done and isinstance(batch.error, DeliveryOutcomeUnknownError)
    assert sender.in_flight == 0
    connection.callbacks[0](lambda: produce_response(Answer(index=0, base_offset=7)))
    assert batch.base_offset != 7 and sender.in_flight == 0  # the late answer changed nothing


# ---------------------------------------------------------------- batch_opened, answers, linger


class ReadyPool:
    """A pool whose broker connection is up (``ready`` returns it)."""

    def __init__(self, connection: NowaitConnection | None) -> None:
        self.connection = connection

    def ready(self, node_id: int) -> Any:
        return self.connection


def _opened(harness: Harness, partition: int) -> ProducerBatch:
    """A record opened a new (unsealed) batch, as send() does, and told the sender."""
    batch = add_batch(harness, partition, sealed=False, created=0.0, records=1)
    harness.sender._wakeup = harness.sender._new_event()  # (adopting the partition woke it)
    harness.sender.batch_opened()
    return batch


def test_with_linger_zero_the_task_opening_a_batch_sends_it_without_the_sender_task() -> None:
    tasks = Tasks()
    harness, sender = _sender_with(tasks, linger_ms=0)
    connection = NowaitConnection()
    harness.client.pool = ReadyPool(connection)  # type: ignore[assignment]
    batch = _opened(harness, 0)
    assert batch.sealed and sender.in_flight == 1 and len(connection.callbacks) == 1
    assert not sender._wakeup.is_set()  # nothing for the sender task to do
    # one request in flight: the next batch waits for the sender task (it batches what comes)
    second = _opened(harness, 1)
    assert not second.sealed and len(connection.callbacks) == 1 and sender._wakeup.is_set()


def test_batch_opened_wakes_the_sender_task_when_it_cannot_send_now() -> None:
    for linger_ms, connection in ((5, NowaitConnection()), (0, None)):
        harness = Harness(linger_ms=linger_ms)
        harness.client.pool = ReadyPool(connection)  # type: ignore[assignment]
        batch = _opened(harness, 0)
        # a linger to wait out, or no connection up yet: the sender task takes it from here
        assert not batch.sealed and harness.sender.in_flight == 0
        assert harness.sender._wakeup.is_set()


def test_an_answer_wakes_the_sender_task_only_when_something_is_queued() -> None:
    tasks = Tasks()
    harness, sender = _sender_with(tasks)
    connection = NowaitConnection()
    _send_one(harness, sender, connection, 0)
    _send_one(harness, sender, connection, 1)
    sender._wakeup = sender._new_event()
    connection.callbacks[0](lambda: produce_response(Answer(index=0, base_offset=1)))
    assert sender.in_flight == 1 and not sender._wakeup.is_set()  # nothing queued: no wake
    waiting = add_batch(harness, 2)
    sender._wakeup = sender._new_event()
    connection.callbacks[1](lambda: produce_response(Answer(index=1, base_offset=1)))
    assert sender.in_flight == 0 and sender._wakeup.is_set()  # a batch waits: wake
    assert not waiting.done


def test_an_answer_leaves_a_lingering_batch_to_its_timer() -> None:
    tasks = Tasks()
    harness, sender = _sender_with(tasks, linger_ms=5)
    connection = NowaitConnection()
    _send_one(harness, sender, connection, 0)
    lingering = add_batch(harness, 1, sealed=False, created=LATER)
    taken, wait = sender._collect(now=LATER)  # the loop saw it: it waits on its linger timer
    assert taken == [] and wait > 0 and not sender._held_for_answers
    sender._wakeup = sender._new_event()
    connection.callbacks[0](lambda: produce_response(Answer(index=0, base_offset=1)))
    assert sender.in_flight == 0 and not sender._wakeup.is_set()  # nothing it could do sooner
    assert not lingering.done


def test_an_answer_wakes_the_loop_when_its_last_drain_held_a_batch_for_answers() -> None:
    tasks = Tasks()
    harness, sender = _sender_with(tasks, linger_ms=5)
    connection = NowaitConnection()
    _send_one(harness, sender, connection, 0)
    # Idempotence: a partition's first batch of the epoch goes alone until acknowledged, so a
    # second full batch of partition 0 is held for the answer to the first.
    held = add_batch(harness, 0)
    assert sender._collect(now=LATER)[0] == [] and sender._held_for_answers
    sender._wakeup = sender._new_event()
    connection.callbacks[0](lambda: produce_response(Answer(index=0, base_offset=1)))
    assert sender._wakeup.is_set()  # the answer freed it: the loop sends it now
    assert sender._collect(now=LATER)[0] == [held]


def test_an_answer_that_queues_a_retry_wakes_the_loop() -> None:
    tasks = Tasks()
    harness, sender = _sender_with(tasks, linger_ms=5)
    connection = NowaitConnection()
    batch = _send_one(harness, sender, connection, 0)
    sender._wakeup = sender._new_event()
    connection.callbacks[0](lambda: produce_response(
        Answer(index=0, error_code=6)))  # NOT_LEADER_OR_FOLLOWER, no leader named
    assert not batch.done and batch.attempts == 1  # back in its queue, to be sent again
    assert sender._wakeup.is_set()


def test_a_batch_leaves_within_a_millisecond_before_its_linger_end_as_javas_do() -> None:
    harness, sender = make_sender(linger_ms=5)
    batch = add_batch(harness, 0, sealed=False, created=100.0)
    early, wait = sender._collect(now=100.0 + 0.005 - 0.0015)
    assert early == [] and wait == pytest.approx(0.0015)
    # (the loop then waits for `wait`, and may end the wait up to _TIMER_SLACK early: timers
    # fire in whole milliseconds, see network.timed_wait; Java's batches leave between
    # linger_ms - 1 and linger_ms, its clock counting whole milliseconds)
    assert sender._collect(now=100.0 + 0.005 - 0.0009)[0] == [batch]


def test_a_one_millisecond_linger_still_lingers_half_of_it() -> None:
    harness, sender = make_sender(linger_ms=1)
    batch = add_batch(harness, 0, sealed=False, created=100.0)
    held, wait = sender._collect(now=100.0)  # just opened: not taken at once
    assert held == [] and wait == pytest.approx(0.001)
    assert sender._collect(now=100.0 + 0.0004)[0] == []
    assert sender._collect(now=100.0 + 0.0006)[0] == [batch]


# ---------------------------------------------------------------- send_lone


class RecordingConnection(NowaitConnection):
    """Keeps every request it takes; ``on_send`` (if set) runs inside ``send_nowait``, as the
    real connection's failures do (a write that fails at once, a request it cannot encode)."""

    def __init__(self) -> None:
        super().__init__()
        self.requests: list[Any] = []
        self.on_send: Callable[[Callable[[Callable[[], Any]], None]], None] | None = None

    def send_nowait(self, request: Any, version: int,
                    on_answer: Callable[[Callable[[], Any]], None]) -> bool:
        if self.on_send is not None:
            self.on_send(on_answer)
        if not self.accept:
            return False
        self.requests.append(request)
        self.callbacks.append(on_answer)
        return True


def _lone_harness(**settings: Any) -> tuple[Harness, Sender, RecordingConnection, Tasks]:
    tasks = Tasks()
    harness, sender = _sender_with(tasks, **{"linger_ms": 0, **settings})
    connection = RecordingConnection()
    harness.client.pool = ReadyPool(connection)  # type: ignore[assignment]
    sender.adopt(harness.ledger.state("t", 0))
    return harness, sender, connection, tasks


def _one_record() -> RecordBatchBuilder:
    builder = RecordBatchBuilder(batch_size=1 << 20)
    builder.append(5, b"k", b"v", [("h", b"x")])
    return builder


def _wire(request: Any) -> bytes:
    return b"".join(bytes(part) for part in request.encode_parts(12))


@pytest.mark.parametrize("idempotent", [True, False])
def test_send_lone_writes_what_the_usual_drain_would_and_then_takes_the_batch(
        idempotent: bool) -> None:
    harness, sender, connection, _ = _lone_harness(idempotent=idempotent)
    state = harness.ledger.state("t", 0)
    state.next_sequence = state.acked_sequence = 7  # (as after seven acknowledged records)
    batch = sender.send_lone(state, _one_record(), 1e18, 0)
    assert batch is not None and len(connection.requests) == 1
    # the ledger's view: opened and taken, numbered as BatchLedger.take numbers
    assert batch.in_flight and batch.sealed and batch.attempts == 1 and not state.queue
    assert state.in_flight == 1 and sender.in_flight == 1
    assert batch.base_sequence == (7 if idempotent else -1)
    assert state.next_sequence == (8 if idempotent else 7)
    # the bytes: the same request the usual path (open, _collect, _start_request) writes
    usual, usual_sender, usual_connection, _ = _lone_harness(idempotent=idempotent)
    usual_state = usual.ledger.state("t", 0)
    usual_state.next_sequence = usual_state.acked_sequence = 7
    usual.ledger.open(usual_state, _one_record(), 1e18, 0)
    usual_sender._wakeup = usual_sender._new_event()
    usual_sender.batch_opened()
    assert _wire(connection.requests[0]) == _wire(usual_connection.requests[0])
    # the bytes built are kept: a retry with the same numbering sends them again
    assert batch.build(42 if idempotent else -1, 0 if idempotent else -1,
                       batch.base_sequence) is batch.built
    connection.callbacks[0](lambda: produce_response(Answer(index=0, base_offset=70)))
    assert batch.done and batch.base_offset == 70 and sender.in_flight == 0
    assert state.in_flight == 0 and state.acked_sequence == (8 if idempotent else 7)


def test_send_lone_does_nothing_unless_the_usual_drain_would_take_exactly_this_batch() -> None:
    def refused(change: Callable[[Harness, Sender, RecordingConnection], object],
                **settings: Any) -> None:
        harness, sender, connection, _ = _lone_harness(**settings)
        change(harness, sender, connection)
        state = harness.ledger.state("t", 0)
        queued = list(state.queue)
        assert sender.send_lone(state, _one_record(), 1e18, 0) is None
        assert connection.requests == [] and list(state.queue) == queued
        assert state.next_sequence == 0 and not harness.ledger.incomplete - set(queued)

    def nothing(*_: Any) -> None:
        pass

    refused(nothing, linger_ms=5)  # a linger to wait out
    refused(lambda h, s, c: setattr(s, "in_flight", 1))  # a request in flight
    refused(lambda h, s, c: add_batch(h, 0))  # an older batch of the partition queued
    refused(lambda h, s, c: setattr(h.ledger.state("t", 0), "frozen", True))
    refused(lambda h, s, c: setattr(h.ledger.state("t", 0), "txn_pending", True))
    refused(lambda h, s, c: setattr(h.identity, "bump_requested", True))
    refused(lambda h, s, c: setattr(h.client.pool, "connection", None))  # not connected


def test_send_lone_settles_a_write_that_failed_at_once_once_the_batch_is_in_the_ledger() -> None:
    harness, sender, connection, _ = _lone_harness()

    def failed() -> Any:
        raise KafkaConnectionError("send failed: reset by peer")

    connection.on_send = lambda on_answer: on_answer(failed)
    state = harness.ledger.state("t", 0)
    batch = sender.send_lone(state, _one_record(), 1e18, 0)
    assert batch is not None
    # handled as any request whose connection failed: maybe written, queued for a retry
    assert not batch.done and batch.maybe_written and list(state.queue) == [batch]
    assert sender.in_flight == 0 and state.in_flight == 0 and sender._answers == set()


def test_send_lone_fails_a_batch_the_connection_cannot_encode() -> None:
    harness, sender, connection, _ = _lone_harness()

    def refuse(_: Any) -> None:
        raise InvalidRecordError("cannot be encoded")

    connection.on_send = refuse
    batch = sender.send_lone(harness.ledger.state("t", 0), _one_record(), 1e18, 0)
    assert batch is not None and batch.done and isinstance(batch.error, InvalidRecordError)
    assert sender.in_flight == 0


def test_send_lone_hands_a_request_the_connection_cannot_take_now_to_a_request_task() -> None:
    harness, sender, connection, tasks = _lone_harness()
    connection.accept = False  # (a throttle, a gate, no free in-flight slot)
    batch = sender.send_lone(harness.ledger.state("t", 0), _one_record(), 1e18, 0)
    assert batch is not None and batch.in_flight and sender.in_flight == 1
    # (a request task's arguments: connection, request, batches, previous, handled, version)
    [(_, request, batches, previous, _, _)] = tasks.started
    assert batches == [batch] and previous is None and _wire(request)


def test_send_lone_leaves_a_batch_it_cannot_build_to_the_usual_path() -> None:
    harness, sender, connection, _ = _lone_harness()

    class NoVersion(Versions):
        def pick(self, request_class: Any, api_key: int) -> int:
            raise InvalidRecordError("no common Produce version")

    connection.versions = NoVersion()
    state = harness.ledger.state("t", 0)
    assert sender.send_lone(state, _one_record(), 1e18, 0) is None
    assert connection.requests == [] and not state.queue and sender.in_flight == 0
