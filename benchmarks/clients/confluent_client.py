"""confluent-kafka (librdkafka) running one benchmark scenario, called the way its users call it.

Per-record produce is ``produce(..., on_delivery=cb)`` with ``poll(0)`` after each call, then
``flush()``; the batch API is ``produce_batch`` in chunks; consume is ``consume(num_messages)``.
Closed-loop pipelining keeps N deliveries outstanding and polls until one completes.
"""

from __future__ import annotations

import functools
import sys
import threading
from typing import Any

from benchmarks.clients.common import (
    CONSUME_BATCH,
    FETCH_MAX_WAIT_MS,
    HEADER_KEY,
    HEADER_VALUE,
    IDLE_TIMEOUT_S,
    LatencyLog,
    Outcome,
    Spec,
    collect_start_up_garbage,
    keyed,
    now_ns,
    pace,
    payload,
    percentiles_ms,
    run_client,
    sleep_until_ns,
    stamp_send,
    stamped,
)

_BATCH_CALL = 1000  # records per produce_batch call


def _producer_config(spec: Spec, linger_ms: int) -> dict[str, Any]:
    return {
        "bootstrap.servers": spec.bootstrap,
        "acks": "1" if spec.acks == "1" else "all",
        "compression.type": spec.compression,
        "linger.ms": linger_ms,
        "batch.size": spec.batch_size,
        "log_level": 3,
    }


class _Deliveries:
    """Delivery-report callback: counts completions and failures (what users check)."""

    def __init__(self) -> None:
        self.done = 0
        self.failed = 0
        self.first_error: Any = None

    def __call__(self, error: Any, _message: Any) -> None:
        self.done += 1
        if error is not None:
            self.failed += 1
            self.first_error = self.first_error or error

    def check(self) -> None:
        if self.failed:
            raise RuntimeError(f"{self.failed} deliveries failed, first: {self.first_error}")


def _produce(spec: Spec) -> Outcome:
    from confluent_kafka import Producer

    value = payload(spec.size)
    deliveries = _Deliveries()
    producer = Producer(_producer_config(spec, spec.linger_ms))
    start = now_ns()
    if spec.api == "batch":
        chunk = [{"value": value} for _ in range(_BATCH_CALL)]
        remaining = spec.count
        while remaining:
            messages = chunk[: min(remaining, _BATCH_CALL)]
            queued = producer.produce_batch(spec.topic, messages, on_delivery=deliveries)
            remaining -= queued
            producer.poll(0 if queued == len(messages) else 0.01)
    elif spec.api == "keyed":
        produce, poll, topic = producer.produce, producer.poll, spec.topic
        headers: list[tuple[str, str | bytes | None]] = [(HEADER_KEY, HEADER_VALUE)]
        for key, partition in keyed(spec.count, spec.partitions):
            while True:
                try:
                    produce(topic, value, key, partition, on_delivery=deliveries,
                            headers=headers)
                    break
                except BufferError:
                    poll(0.01)
            poll(0)
    else:
        produce, poll = producer.produce, producer.poll
        for _ in range(spec.count):
            while True:
                try:
                    produce(spec.topic, value, on_delivery=deliveries)
                    break
                except BufferError:  # local queue full: serve callbacks, then retry
                    poll(0.01)
            poll(0)
    left = producer.flush(IDLE_TIMEOUT_S)
    elapsed = (now_ns() - start) / 1e9
    if left:
        raise TimeoutError(f"{left} records still queued after flush")
    deliveries.check()
    return Outcome("ok", deliveries.done, deliveries.done * spec.size, elapsed)


def _consumer(spec: Spec, group: bool) -> Any:
    from confluent_kafka import Consumer

    return Consumer({
        "bootstrap.servers": spec.bootstrap,
        "group.id": spec.group_id if group else "unused-assign-mode",
        "enable.auto.commit": group,
        "auto.offset.reset": "earliest",
        "fetch.wait.max.ms": FETCH_MAX_WAIT_MS,
        "log_level": 3,
    })


def _assign_from_start(consumer: Any, spec: Spec) -> None:
    from confluent_kafka import OFFSET_BEGINNING, TopicPartition

    consumer.assign([TopicPartition(spec.topic, p, OFFSET_BEGINNING)
                     for p in range(spec.partitions)])


def _consume(spec: Spec) -> Outcome:
    group = spec.mode == "group"
    consumer = _consumer(spec, group)
    received = received_bytes = 0
    start = last_progress = now_ns()
    if group:
        consumer.subscribe([spec.topic])
    else:
        _assign_from_start(consumer, spec)
    try:
        while received < spec.count:
            # consume() waits until num_messages arrive or the timeout passes: never ask for
            # more than are left, or the tail of the run would wait out the timeout.
            wanted = min(CONSUME_BATCH, spec.count - received)
            messages = consumer.consume(num_messages=wanted, timeout=1.0)
            for message in messages:
                if message.error() is not None:
                    raise RuntimeError(str(message.error()))
                received += 1
                received_bytes += len(message.value())
            if messages:
                last_progress = now_ns()
            elif (now_ns() - last_progress) / 1e9 > IDLE_TIMEOUT_S:
                raise TimeoutError(f"consumed {received}/{spec.count}, then nothing")
        elapsed = (now_ns() - start) / 1e9
    finally:
        consumer.close()
    return Outcome("ok", received, received_bytes, elapsed)


def _e2e(spec: Spec) -> Outcome:
    from confluent_kafka import Producer

    consumer = _consumer(spec, group=False)
    _assign_from_start(consumer, spec)
    producer = Producer(_producer_config(spec, spec.linger_ms))
    producer.list_topics(spec.topic, timeout=10)  # steady state: metadata known before the clock
    consumer.poll(0.5)  # start the fetchers before the clock
    buffer = stamped(spec.size)
    collect_start_up_garbage()
    start = now_ns()
    log = LatencyLog(spec, start)
    failure: list[BaseException] = []

    def consume_all() -> None:
        try:
            last_progress = now_ns()
            while not log.done:
                # poll() returns each record as it arrives; consume(n) would wait for n.
                message = consumer.poll(0.1)
                arrived = now_ns()
                if message is not None and message.error() is None:
                    log.record(message.value(), arrived)
                    last_progress = arrived
                elif (arrived - last_progress) / 1e9 > IDLE_TIMEOUT_S:
                    raise TimeoutError(f"received {log.received}/{log.expected}, then nothing")
        except BaseException as exc:
            failure.append(exc)

    reader = threading.Thread(target=consume_all, daemon=True)
    reader.start()
    try:
        for index in range(log.expected):
            due = pace(start, index, spec.rate)
            sleep_until_ns(due)
            producer.produce(spec.topic, stamp_send(buffer, due, index))
            producer.poll(0)
        producer.flush(IDLE_TIMEOUT_S)
        reader.join(IDLE_TIMEOUT_S + 5)
        elapsed = (now_ns() - start) / 1e9
    finally:
        consumer.close()
    if failure:
        raise failure[0]
    return Outcome("ok", log.received, log.received * spec.size, elapsed,
                   percentiles_ms(log.latencies), extra={"measured": len(log.latencies)})


def _pipeline(spec: Spec) -> Outcome:
    from confluent_kafka import Producer

    value = payload(spec.size)
    producer = Producer(_producer_config(spec, 0))
    producer.list_topics(spec.topic, timeout=10)
    latencies: list[int] = []
    failures: list[Any] = []
    in_flight = 0

    def delivered(error: Any, _message: Any, *, sent: int) -> None:
        nonlocal in_flight
        in_flight -= 1
        latencies.append(now_ns() - sent)
        if error is not None:
            failures.append(error)

    total = (spec.count // spec.concurrency) * spec.concurrency
    collect_start_up_garbage()
    start = now_ns()
    for _ in range(total):
        while in_flight >= spec.concurrency:
            producer.poll(1.0)  # returns as soon as one delivery report is served
        sent = now_ns()
        producer.produce(spec.topic, value, on_delivery=functools.partial(delivered, sent=sent))
        in_flight += 1
    producer.flush(IDLE_TIMEOUT_S)
    elapsed = (now_ns() - start) / 1e9
    if failures:
        raise RuntimeError(f"{len(failures)} deliveries failed, first: {failures[0]}")
    return Outcome("ok", len(latencies), len(latencies) * spec.size, elapsed,
                   percentiles_ms(latencies))


HANDLERS = {"produce": _produce, "consume": _consume, "e2e": _e2e, "pipeline": _pipeline}

if __name__ == "__main__":
    sys.exit(run_client(HANDLERS, sys.argv))
