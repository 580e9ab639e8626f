"""aiokafka 0.14 running one benchmark scenario, called the way its users call it.

Per-record produce is ``await producer.send(...)`` in a loop then ``flush()``; the batch API is
``create_batch``/``send_batch`` round-robin over the partitions; consume is ``getmany``.
"""

from __future__ import annotations

import asyncio
import sys
from typing import Any

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition  # type: ignore[import-untyped]

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
    payload,
    percentiles_ms,
    run_client,
    stamp_send,
    stamped,
)
from benchmarks.clients.pacing import Pacer


def _producer(spec: Spec, linger_ms: int) -> Any:
    return AIOKafkaProducer(
        bootstrap_servers=spec.bootstrap,
        acks=1 if spec.acks == "1" else "all",
        compression_type=None if spec.compression == "none" else spec.compression,
        linger_ms=linger_ms,
        max_batch_size=spec.batch_size,
    )


class _Failures:
    """Counts failed deliveries through a done-callback, the cheapest honest check."""

    def __init__(self) -> None:
        self.count = 0
        self.first: BaseException | None = None

    def __call__(self, future: asyncio.Future[Any]) -> None:
        error = future.exception() if not future.cancelled() else asyncio.CancelledError()
        if error is not None:
            self.count += 1
            self.first = self.first or error

    def check(self) -> None:
        if self.count:
            raise RuntimeError(f"{self.count} deliveries failed, first: {self.first!r}")


async def _produce_records(spec: Spec) -> Outcome:
    value = payload(spec.size)
    failures = _Failures()
    producer = _producer(spec, spec.linger_ms)
    await producer.start()
    try:
        start = now_ns()
        for _ in range(spec.count):
            future = await producer.send(spec.topic, value)
            future.add_done_callback(failures)
        await producer.flush()
        elapsed = (now_ns() - start) / 1e9
    finally:
        await producer.stop()
    failures.check()
    return Outcome("ok", spec.count, spec.count * spec.size, elapsed)


async def _produce_keyed(spec: Spec) -> Outcome:
    value = payload(spec.size)
    records = keyed(spec.count, spec.partitions)
    headers = [(HEADER_KEY, HEADER_VALUE)]
    failures = _Failures()
    producer = _producer(spec, spec.linger_ms)
    await producer.start()
    try:
        start = now_ns()
        send, topic = producer.send, spec.topic
        for key, partition in records:
            future = await send(topic, value, key=key, partition=partition, headers=headers)
            future.add_done_callback(failures)
        await producer.flush()
        elapsed = (now_ns() - start) / 1e9
    finally:
        await producer.stop()
    failures.check()
    return Outcome("ok", spec.count, spec.count * spec.size, elapsed)


async def _produce_batches(spec: Spec) -> Outcome:
    value = payload(spec.size)
    producer = _producer(spec, spec.linger_ms)
    await producer.start()
    try:
        start = now_ns()
        partitions = sorted(await producer.partitions_for(spec.topic))
        pending: list[asyncio.Future[Any]] = []
        batch = producer.create_batch()
        sent_batches = 0
        for _ in range(spec.count):
            if batch.append(key=None, value=value, timestamp=None) is None:
                partition = partitions[sent_batches % len(partitions)]
                pending.append(await producer.send_batch(batch, spec.topic, partition=partition))
                sent_batches += 1
                batch = producer.create_batch()
                batch.append(key=None, value=value, timestamp=None)
        if batch.record_count():
            partition = partitions[sent_batches % len(partitions)]
            pending.append(await producer.send_batch(batch, spec.topic, partition=partition))
        await asyncio.gather(*pending)
        elapsed = (now_ns() - start) / 1e9
    finally:
        await producer.stop()
    return Outcome("ok", spec.count, spec.count * spec.size, elapsed)


async def _consume(spec: Spec) -> Outcome:
    group = spec.mode == "group"
    consumer = AIOKafkaConsumer(
        bootstrap_servers=spec.bootstrap,
        group_id=spec.group_id if group else None,
        enable_auto_commit=group,
        auto_offset_reset="earliest",
        fetch_max_wait_ms=FETCH_MAX_WAIT_MS,
    )
    start = now_ns()
    if group:
        consumer.subscribe([spec.topic])
    else:
        consumer.assign([TopicPartition(spec.topic, p) for p in range(spec.partitions)])
    await consumer.start()
    received = received_bytes = 0
    try:
        last_progress = now_ns()
        while received < spec.count:
            batches = await consumer.getmany(timeout_ms=1000, max_records=CONSUME_BATCH)
            for records in batches.values():
                received += len(records)
                received_bytes += sum(len(r.value) for r in records)
                last_progress = now_ns()
            if (now_ns() - last_progress) / 1e9 > IDLE_TIMEOUT_S:
                raise TimeoutError(f"consumed {received}/{spec.count}, then nothing")
        elapsed = (now_ns() - start) / 1e9
    finally:
        await consumer.stop()
    return Outcome("ok", received, received_bytes, elapsed)


async def _e2e(spec: Spec) -> Outcome:
    consumer = AIOKafkaConsumer(
        bootstrap_servers=spec.bootstrap, group_id=None, auto_offset_reset="earliest",
        fetch_max_wait_ms=FETCH_MAX_WAIT_MS,
    )
    partitions = [TopicPartition(spec.topic, p) for p in range(spec.partitions)]
    consumer.assign(partitions)
    await consumer.start()
    for tp in partitions:  # resolve the start offsets before the clock starts
        await consumer.position(tp)
    producer = _producer(spec, spec.linger_ms)
    await producer.start()
    await producer.partitions_for(spec.topic)  # steady state: metadata known before the clock
    buffer = stamped(spec.size)
    collect_start_up_garbage()
    start = now_ns()
    log = LatencyLog(spec, start)

    async def consume_all() -> None:
        while not log.done:
            batches = await consumer.getmany(timeout_ms=100, max_records=CONSUME_BATCH)
            arrived = now_ns()
            for records in batches.values():
                for record in records:
                    log.record(record.value, arrived)

    reader = asyncio.create_task(consume_all())
    try:
        async with Pacer(start, spec.rate, log.expected) as pacer:
            async for index, due in pacer:
                await producer.send(spec.topic, stamp_send(buffer, due, index))
        await producer.flush()
        await asyncio.wait_for(reader, IDLE_TIMEOUT_S)
        elapsed = (now_ns() - start) / 1e9
    finally:
        reader.cancel()
        await producer.stop()
        await consumer.stop()
    measured = len(log.latencies)
    return Outcome("ok", log.received, log.received * spec.size, elapsed,
                   percentiles_ms(log.latencies), extra={"measured": measured})


async def _pipeline(spec: Spec) -> Outcome:
    value = payload(spec.size)
    producer = _producer(spec, 0)
    await producer.start()
    await producer.partitions_for(spec.topic)
    latencies: list[int] = []
    per_task = spec.count // spec.concurrency

    async def one_task() -> None:
        for _ in range(per_task):
            sent = now_ns()
            future = await producer.send(spec.topic, value)
            await future
            latencies.append(now_ns() - sent)

    try:
        collect_start_up_garbage()
        start = now_ns()
        await asyncio.gather(*(one_task() for _ in range(spec.concurrency)))
        elapsed = (now_ns() - start) / 1e9
    finally:
        await producer.stop()
    return Outcome("ok", len(latencies), len(latencies) * spec.size, elapsed,
                   percentiles_ms(latencies))


def _produce(spec: Spec) -> Outcome:
    if spec.api == "keyed":
        return asyncio.run(_produce_keyed(spec))
    return asyncio.run(_produce_batches(spec) if spec.api == "batch" else _produce_records(spec))


HANDLERS = {
    "produce": _produce,
    "consume": lambda spec: asyncio.run(_consume(spec)),
    "e2e": lambda spec: asyncio.run(_e2e(spec)),
    "pipeline": lambda spec: asyncio.run(_pipeline(spec)),
}

if __name__ == "__main__":
    sys.exit(run_client(HANDLERS, sys.argv))
