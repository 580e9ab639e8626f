"""kafka_async running one benchmark scenario through its public API.

Per-record produce is ``await producer.send(...)`` in a loop then ``flush()``; the batch API is
``send_many`` over chunks of 10,000 records; consume is ``getmany``. A row kafka_async cannot
run reports n/a (``NotAvailable``) instead of failing, so the harness still runs the peers.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Coroutine
from typing import Any

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
    payload,
    percentiles_ms,
    run_client,
    stamp_send,
    stamped,
)
from benchmarks.clients.pacing import Pacer


def _require(name: str) -> Any:
    import kafka_async

    found = getattr(kafka_async, name, None)
    if found is None:
        raise NotAvailable(f"kafka_async.{name} not implemented yet")
    return found


def _producer(spec: Spec, linger_ms: int) -> Any:
    producer_class = _require("Producer")
    return producer_class(
        bootstrap_servers=spec.bootstrap,
        acks=1 if spec.acks == "1" else "all",
        linger_ms=linger_ms,
        batch_size=spec.batch_size,
        compression_type=None if spec.compression == "none" else spec.compression,
    )


def _consumer(spec: Spec, group: bool) -> Any:
    consumer_class = _require("Consumer")
    if group and getattr(consumer_class, "GROUP_MEMBERSHIP", True) is False:
        # An older kafka_async without group coordination: a "group" row would compare
        # unlike things. (Since the groups issue, Consumer.GROUP_MEMBERSHIP is True.)
        raise NotAvailable("this kafka_async has no consumer groups")
    if group:
        return consumer_class(spec.topic, bootstrap_servers=spec.bootstrap,
                              group_id=spec.group_id, auto_offset_reset="earliest",
                              fetch_max_wait_ms=FETCH_MAX_WAIT_MS)
    consumer = consumer_class(bootstrap_servers=spec.bootstrap, group_id=None,
                              auto_offset_reset="earliest", fetch_max_wait_ms=FETCH_MAX_WAIT_MS)
    topic_partition = _require("TopicPartition")
    consumer.assign([topic_partition(spec.topic, p) for p in range(spec.partitions)])
    return consumer


#: Records per ``send_many`` call in the batch-API row: a loader's chunk (the CLI's is similar).
SEND_MANY_CHUNK = 10_000


async def _produce_many(spec: Spec) -> Outcome:
    """The batch API: ``send_many`` over chunks of the records, then flush and check every
    run's outcome (aiokafka's row builds and sends whole batches with create_batch/send_batch)."""
    value = payload(spec.size)
    chunk = [value] * SEND_MANY_CHUNK
    runs: list[Any] = []
    async with _producer(spec, spec.linger_ms) as producer:
        start = now_ns()
        left = spec.count
        while left > 0:
            values = chunk if left >= SEND_MANY_CHUNK else chunk[:left]
            runs.extend(await producer.send_many(spec.topic, values))
            left -= len(values)
        await producer.flush()
        elapsed = (now_ns() - start) / 1e9
    failures = [error for run in runs for error in run.failures()]
    if failures:
        raise RuntimeError(f"{len(failures)} deliveries failed, first: {failures[0]!r}")
    return Outcome("ok", spec.count, spec.count * spec.size, elapsed)


async def _produce_keyed(spec: Spec) -> Outcome:
    """Per-record ``send`` of keyed records with a header and an explicit partition: what a
    service does (the key for ordering, a trace header, its own partitioning)."""
    value = payload(spec.size)
    records = keyed(spec.count, spec.partitions)
    headers = [(HEADER_KEY, HEADER_VALUE)]
    failures: list[BaseException] = []

    def check(future: asyncio.Future[Any]) -> None:
        if not future.cancelled() and future.exception() is not None:
            failures.append(future.exception())  # type: ignore[arg-type]

    async with _producer(spec, spec.linger_ms) as producer:
        start = now_ns()
        send, topic = producer.send, spec.topic
        for key, partition in records:
            future = await send(topic, value, key=key, partition=partition, headers=headers)
            future.add_done_callback(check)
        await producer.flush()
        elapsed = (now_ns() - start) / 1e9
    if failures:
        raise RuntimeError(f"{len(failures)} deliveries failed, first: {failures[0]!r}")
    return Outcome("ok", spec.count, spec.count * spec.size, elapsed)


async def _produce(spec: Spec) -> Outcome:
    if spec.api == "batch":
        return await _produce_many(spec)
    if spec.api == "keyed":
        return await _produce_keyed(spec)
    value = payload(spec.size)
    failures: list[BaseException] = []

    def check(future: asyncio.Future[Any]) -> None:
        if not future.cancelled() and future.exception() is not None:
            failures.append(future.exception())  # type: ignore[arg-type]

    async with _producer(spec, spec.linger_ms) as producer:
        start = now_ns()
        for _ in range(spec.count):
            future = await producer.send(spec.topic, value)
            future.add_done_callback(check)
        await producer.flush()
        elapsed = (now_ns() - start) / 1e9
    if failures:
        raise RuntimeError(f"{len(failures)} deliveries failed, first: {failures[0]!r}")
    return Outcome("ok", spec.count, spec.count * spec.size, elapsed)


async def _consume(spec: Spec) -> Outcome:
    received = received_bytes = 0
    # Constructed before the clock starts, as the aiokafka script does (the import of
    # kafka_async happens here, not inside the measured consume).
    consumer = _consumer(spec, spec.mode == "group")
    start = last_progress = now_ns()
    async with consumer:
        while received < spec.count:
            batches = await consumer.getmany(timeout_ms=1000, max_records=CONSUME_BATCH)
            for records in batches.values():
                received += len(records)
                received_bytes += sum(len(r.value) for r in records)
                last_progress = now_ns()
            if (now_ns() - last_progress) / 1e9 > IDLE_TIMEOUT_S:
                raise TimeoutError(f"consumed {received}/{spec.count}, then nothing")
        elapsed = (now_ns() - start) / 1e9
    return Outcome("ok", received, received_bytes, elapsed)


async def _e2e(spec: Spec) -> Outcome:
    async with _consumer(spec, group=False) as consumer, \
            _producer(spec, spec.linger_ms) as producer:
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
    return Outcome("ok", log.received, log.received * spec.size, elapsed,
                   percentiles_ms(log.latencies), extra={"measured": len(log.latencies)})


async def _pipeline(spec: Spec) -> Outcome:
    value = payload(spec.size)
    latencies: list[int] = []
    per_task = spec.count // spec.concurrency
    async with _producer(spec, 0) as producer:

        async def one_task() -> None:
            for _ in range(per_task):
                sent = now_ns()
                await (await producer.send(spec.topic, value))
                latencies.append(now_ns() - sent)

        collect_start_up_garbage()
        start = now_ns()
        await asyncio.gather(*(one_task() for _ in range(spec.concurrency)))
        elapsed = (now_ns() - start) / 1e9
    return Outcome("ok", len(latencies), len(latencies) * spec.size, elapsed,
                   percentiles_ms(latencies))


def _run(main: Callable[[Spec], Coroutine[Any, Any, Outcome]], spec: Spec) -> Outcome:
    """On the event loop kafka_async itself starts (``kafka_async.run``): uvloop when it is
    installed, as the ``uvloop`` extra does; ``KAFKA_ASYNC_EVENT_LOOP=asyncio`` in the harness's
    environment measures the standard loop. (An older kafka_async without ``run``: asyncio.)"""
    import kafka_async

    run = getattr(kafka_async, "run", None)
    if run is None:
        return asyncio.run(main(spec))
    outcome: Outcome = run(main, spec)
    return outcome


HANDLERS = {
    "produce": lambda spec: _run(_produce, spec),
    "consume": lambda spec: _run(_consume, spec),
    "e2e": lambda spec: _run(_e2e, spec),
    "pipeline": lambda spec: _run(_pipeline, spec),
}

if __name__ == "__main__":
    sys.exit(run_client(HANDLERS, sys.argv))
