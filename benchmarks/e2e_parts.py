"""Where the e2e row's latency goes: the producer's part (record handed to the client -> its
acknowledgement) and the consumer's part, for kafka_async and for librdkafka side by side.

The e2e row reports one figure per record, from its intended send time to the moment the
consuming side of the same process holds it. That figure sums the producer's linger and round
trip, the broker, and the consumer's delivery, so on its own it cannot say which part makes a
client's tail. This tool runs the row's workload (one topic, one partition, 5,000 records/s
paced as the harness paces each client, kafka_async by ``benchmarks.clients.pacing``; acks=all,
linger_ms=5, a consumer reading the same topic in the same process) and records, per record,
also the time its delivery was acknowledged to the producer; for kafka_async, through a hook,
also the time from a Fetch answer's last byte to the ``getmany()`` that hands its records over.
Each client runs in a process of its own, alternating.

    python -m benchmarks.e2e_parts --bootstrap 127.0.0.1:9092 [--runs 3] [--records 50000]

librdkafka's acknowledgements reach Python in ``producer.poll(0)``, called after every record
as the harness's client does (every 0.2 ms at this rate), so its ack figures can be late by up
to that much; kafka_async's are taken when the handle resolves.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Sequence
from typing import Any

from benchmarks.clients.common import pace, percentiles_ms, sleep_until_ns, stamp_send, stamped
from benchmarks.clients.pacing import Pacer
from benchmarks.startup_floor import create_topic, delete_topic

RATE = 5000
LINGER_MS = 5
FETCH_MAX_WAIT_MS = 100
#: the first second of records is left out, as the harness's e2e row does
WARMUP = RATE
KINDS = ("kafka_async", "librdkafka")
PARTS = ("e2e", "pacing", "ack", "read_to_getmany")


def _summary(values_ns: Sequence[int]) -> list[float]:
    """p50 and p99 in ms (the harness's nearest rank), or nothing when nothing was measured."""
    found = percentiles_ms(values_ns)
    return [] if found is None else [found["p50"], found["p99"]]


class _FetchReads:
    """A kafka_async hook: when the last Fetch answer was read off the socket."""

    def __init__(self) -> None:
        self.last_read_ns = 0

    def on_broker_read(self, node_id: int, api_key: int, api_version: int, bytes_read: int,
                       seconds: float, throttle_ms: int) -> None:
        if api_key == 1:  # Fetch
            self.last_read_ns = time.perf_counter_ns()


async def _kafka_async(bootstrap: str, topic: str, records: int) -> dict[str, list[float]]:
    import asyncio

    from kafka_async import Consumer, Producer, TopicPartition

    reads = _FetchReads()
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=None, hooks=[reads],
                        auto_offset_reset="earliest", fetch_max_wait_ms=FETCH_MAX_WAIT_MS)
    consumer.assign([TopicPartition(topic, 0)])
    total = WARMUP + records
    e2e: list[int] = []
    acks: list[int] = []
    handed: list[int] = []
    late: list[int] = []
    async with consumer, Producer(bootstrap_servers=bootstrap, acks="all",
                                  linger_ms=LINGER_MS) as producer:

        async def read_all() -> None:
            received = 0
            while received < total:
                batches = await consumer.getmany(timeout_ms=100, max_records=500)
                arrived = time.perf_counter_ns()
                if batches and received >= WARMUP:
                    handed.append(arrived - reads.last_read_ns)
                for batch in batches.values():
                    for record in batch:
                        received += 1
                        sent = int.from_bytes(record.value[:8], "big")
                        if int.from_bytes(record.value[8:16], "big") >= WARMUP:
                            e2e.append(arrived - sent)

        def acked(stamped_ns: int) -> Any:
            return lambda _handle: acks.append(time.perf_counter_ns() - stamped_ns)

        reader = asyncio.create_task(read_all())
        buffer = stamped(100)
        start = time.perf_counter_ns()
        async with Pacer(start, RATE, total) as pacer:
            async for index, due in pacer:
                value = stamp_send(buffer, due, index)
                if index >= WARMUP:
                    late.append(max(time.perf_counter_ns() - due, 0))
                handle = await producer.send(topic, value)
                if index >= WARMUP:
                    handle.add_done_callback(acked(int.from_bytes(value[:8], "big")))
        await producer.flush()
        await asyncio.wait_for(reader, 60)
    return {"e2e": _summary(e2e), "pacing": _summary(late), "ack": _summary(acks),
            "read_to_getmany": _summary(handed)}


def _librdkafka(bootstrap: str, topic: str, records: int) -> dict[str, list[float]]:
    from confluent_kafka import OFFSET_BEGINNING, Consumer, Producer, TopicPartition

    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": "unused-assign-mode",
                         "enable.auto.commit": False, "auto.offset.reset": "earliest",
                         "fetch.wait.max.ms": FETCH_MAX_WAIT_MS, "log_level": 3})
    consumer.assign([TopicPartition(topic, 0, OFFSET_BEGINNING)])
    producer = Producer({"bootstrap.servers": bootstrap, "acks": "all",
                         "linger.ms": LINGER_MS, "log_level": 3})
    producer.list_topics(topic, timeout=10)
    consumer.poll(0.5)
    total = WARMUP + records
    e2e: list[int] = []
    acks: list[int] = []
    late: list[int] = []

    def consume_all() -> None:
        received = 0
        deadline = time.monotonic() + 600
        while received < total and time.monotonic() < deadline:
            message = consumer.poll(0.1)
            arrived = time.perf_counter_ns()
            if message is not None and message.error() is None:
                received += 1
                value = message.value() or bytes(16)
                if int.from_bytes(value[8:16], "big") >= WARMUP:
                    e2e.append(arrived - int.from_bytes(value[:8], "big"))

    def acked(stamped_ns: int) -> Any:
        return lambda _error, _message: acks.append(time.perf_counter_ns() - stamped_ns)

    reader = threading.Thread(target=consume_all, daemon=True)
    reader.start()
    buffer = stamped(100)
    start = time.perf_counter_ns()
    for index in range(total):
        due = pace(start, index, RATE)
        sleep_until_ns(due)
        value = stamp_send(buffer, due, index)
        if index >= WARMUP:
            late.append(max(time.perf_counter_ns() - due, 0))
            producer.produce(topic, value, on_delivery=acked(int.from_bytes(value[:8], "big")))
        else:
            producer.produce(topic, value)
        producer.poll(0)
    producer.flush(60)
    reader.join(120)
    consumer.close()
    return {"e2e": _summary(e2e), "pacing": _summary(late), "ack": _summary(acks),
            "read_to_getmany": []}


def _child(kind: str, bootstrap: str, topic: str, records: int) -> None:
    if kind == "kafka_async":
        import kafka_async

        parts = kafka_async.run(_kafka_async, bootstrap, topic, records)
    else:
        parts = _librdkafka(bootstrap, topic, records)
    print(json.dumps(parts))


def measure(bootstrap: str, runs: int, records: int) -> dict[str, list[dict[str, list[float]]]]:
    """Each kind ``runs`` times, alternating, each run in a fresh process on a fresh topic."""
    found: dict[str, list[dict[str, list[float]]]] = {kind: [] for kind in KINDS}
    for _ in range(runs):
        for kind in KINDS:
            topic = f"e2e-parts-{uuid.uuid4().hex[:8]}"
            create_topic(bootstrap, topic)
            try:
                done = subprocess.run(
                    [sys.executable, "-m", "benchmarks.e2e_parts", "--child", kind, bootstrap,
                     topic, str(records)], capture_output=True, text=True, timeout=900,
                    check=False)
            finally:
                delete_topic(bootstrap, topic)
            if done.returncode != 0:
                raise RuntimeError(f"{kind} failed: {done.stderr[-2000:]}")
            found[kind].append(json.loads(done.stdout.splitlines()[-1]))
    return found


_LABELS = {
    "e2e": "e2e (intended send -> consumer holds it)",
    "pacing": "pacing: intended send -> handed to the client",
    "ack": "producer: intended send -> acknowledged",
    "read_to_getmany": "consumer: Fetch answer read -> getmany() returns it",
}


def render(found: dict[str, list[dict[str, list[float]]]]) -> str:
    """Medians over the runs of each part's p50 and p99."""
    lines = ["| part | " + " | ".join(f"{kind} p50 / p99" for kind in KINDS) + " |",
             "|---|" + "--:|" * len(KINDS)]
    for part in PARTS:
        cells = []
        for kind in KINDS:
            figures = [run[part] for run in found[kind] if run.get(part)]
            if not figures:
                cells.append("n/a")
                continue
            p50 = statistics.median(f[0] for f in figures)
            p99 = statistics.median(f[1] for f in figures)
            cells.append(f"{p50:.2f} / {p99:.2f} ms")
        lines.append(f"| {_LABELS[part]} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bootstrap", required=True)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--records", type=int, default=50_000)
    args = parser.parse_args(argv)
    if args.runs < 1 or args.records < 1:
        parser.error("--runs and --records must be at least 1")
    found = measure(args.bootstrap, args.runs, args.records)
    print(f"e2e parts at {RATE}/s, acks=all, linger_ms={LINGER_MS}, {args.records:,} records "
          f"after 1 s of warmup, medians of {args.runs} alternating runs\n")
    print(render(found))
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        _child(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]))
    else:
        sys.exit(main())
