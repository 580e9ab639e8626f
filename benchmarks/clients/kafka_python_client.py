"""kafka-python 3.x running one benchmark scenario, called the way its users call it.

Per-record produce is ``send(...)`` (a future; an errback counts failures) then ``flush()``;
kafka-python has no batch API, so the batch row is n/a. Consume is ``poll(max_records=...)``.
Closed-loop pipelining keeps N futures outstanding with a semaphore released by callbacks.
"""

from __future__ import annotations

import sys
import threading
from typing import Any

from kafka import KafkaConsumer, KafkaProducer, TopicPartition  # type: ignore[import-untyped]

from benchmarks.clients.common import (
    CONSUME_BATCH,
    FETCH_MAX_WAIT_MS,
    HEADER_KEY,
    HEADER_VALUE,
    IDLE_TIMEOUT_S,
    LatencyLog,
    NotAvailable,
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


def _producer(spec: Spec, linger_ms: int) -> Any:
    return KafkaProducer(
        bootstrap_servers=spec.bootstrap,
        acks=1 if spec.acks == "1" else "all",
        compression_type=None if spec.compression == "none" else spec.compression,
        linger_ms=linger_ms,
        batch_size=spec.batch_size,
    )


def _produce(spec: Spec) -> Outcome:
    if spec.api == "batch":
        raise NotAvailable("kafka-python has no batch produce API")
    value = payload(spec.size)
    failures: list[BaseException] = []
    producer = _producer(spec, spec.linger_ms)
    records = keyed(spec.count, spec.partitions) if spec.api == "keyed" else None
    try:
        start = now_ns()
        send = producer.send
        if records is not None:
            headers = [(HEADER_KEY, HEADER_VALUE)]
            for key, partition in records:
                send(spec.topic, value, key=key, partition=partition,
                     headers=headers).add_errback(failures.append)
        else:
            for _ in range(spec.count):
                send(spec.topic, value).add_errback(failures.append)
        producer.flush()
        elapsed = (now_ns() - start) / 1e9
    finally:
        producer.close()
    if failures:
        raise RuntimeError(f"{len(failures)} deliveries failed, first: {failures[0]!r}")
    return Outcome("ok", spec.count, spec.count * spec.size, elapsed)


def _consumer(spec: Spec, group: bool) -> Any:
    return KafkaConsumer(
        bootstrap_servers=spec.bootstrap,
        group_id=spec.group_id if group else None,
        enable_auto_commit=group,
        auto_offset_reset="earliest",
        fetch_max_wait_ms=FETCH_MAX_WAIT_MS,
    )


def _assign_all(consumer: Any, spec: Spec) -> None:
    consumer.assign([TopicPartition(spec.topic, p) for p in range(spec.partitions)])


def _consume(spec: Spec) -> Outcome:
    group = spec.mode == "group"
    start = now_ns()
    consumer = _consumer(spec, group)
    if group:
        consumer.subscribe([spec.topic])
    else:
        _assign_all(consumer, spec)
    received = received_bytes = 0
    last_progress = now_ns()
    try:
        while received < spec.count:
            batches = consumer.poll(timeout_ms=1000, max_records=CONSUME_BATCH)
            for records in batches.values():
                received += len(records)
                received_bytes += sum(len(r.value) for r in records)
                last_progress = now_ns()
            if (now_ns() - last_progress) / 1e9 > IDLE_TIMEOUT_S:
                raise TimeoutError(f"consumed {received}/{spec.count}, then nothing")
        elapsed = (now_ns() - start) / 1e9
    finally:
        consumer.close()
    return Outcome("ok", received, received_bytes, elapsed)


def _e2e(spec: Spec) -> Outcome:
    consumer = _consumer(spec, group=False)
    _assign_all(consumer, spec)
    for tp in consumer.assignment():  # resolve the start offsets before the clock starts
        consumer.position(tp)
    producer = _producer(spec, spec.linger_ms)
    producer.partitions_for(spec.topic)  # steady state: metadata known before the clock
    buffer = stamped(spec.size)
    collect_start_up_garbage()
    start = now_ns()
    log = LatencyLog(spec, start)
    failure: list[BaseException] = []

    def consume_all() -> None:
        try:
            last_progress = now_ns()
            while not log.done:
                batches = consumer.poll(timeout_ms=100, max_records=CONSUME_BATCH)
                arrived = now_ns()
                for records in batches.values():
                    for record in records:
                        log.record(record.value, arrived)
                    last_progress = arrived
                if (arrived - last_progress) / 1e9 > IDLE_TIMEOUT_S:
                    raise TimeoutError(f"received {log.received}/{log.expected}, then nothing")
        except BaseException as exc:
            failure.append(exc)

    reader = threading.Thread(target=consume_all, daemon=True)
    reader.start()
    try:
        for index in range(log.expected):
            due = pace(start, index, spec.rate)
            sleep_until_ns(due)
            producer.send(spec.topic, stamp_send(buffer, due, index))
        producer.flush()
        reader.join(IDLE_TIMEOUT_S + 5)
        elapsed = (now_ns() - start) / 1e9
    finally:
        producer.close()
        consumer.close()
    if failure:
        raise failure[0]
    return Outcome("ok", log.received, log.received * spec.size, elapsed,
                   percentiles_ms(log.latencies), extra={"measured": len(log.latencies)})


def _pipeline(spec: Spec) -> Outcome:
    value = payload(spec.size)
    producer = _producer(spec, 0)
    producer.partitions_for(spec.topic)
    slots = threading.Semaphore(spec.concurrency)
    latencies: list[int] = []
    failures: list[BaseException] = []

    def acknowledged(sent: int, result: Any) -> None:
        latencies.append(now_ns() - sent)
        if isinstance(result, BaseException):
            failures.append(result)
        slots.release()

    total = (spec.count // spec.concurrency) * spec.concurrency
    try:
        collect_start_up_garbage()
        start = now_ns()
        for _ in range(total):
            slots.acquire()
            sent = now_ns()
            producer.send(spec.topic, value).add_both(acknowledged, sent)
        producer.flush()
        elapsed = (now_ns() - start) / 1e9
    finally:
        producer.close()
    if failures:
        raise RuntimeError(f"{len(failures)} deliveries failed, first: {failures[0]!r}")
    return Outcome("ok", len(latencies), len(latencies) * spec.size, elapsed,
                   percentiles_ms(latencies))


HANDLERS = {"produce": _produce, "consume": _consume, "e2e": _e2e, "pipeline": _pipeline}

if __name__ == "__main__":
    sys.exit(run_client(HANDLERS, sys.argv))
