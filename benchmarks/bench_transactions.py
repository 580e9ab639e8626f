"""Transactions, side by side on one broker: kafka_async against confluent-kafka (librdkafka)
and aiokafka, each client in its own process (CPU and peak RSS from ``wait4``), interleaved
across repeats, medians reported with ratios.

Rows:

* **txn produce**: N records of 100 B in transactions of 10,000 records (begin, 10,000 sends,
  commit), acks=all, 8 partitions; once with null keys and no headers (the issue's row), once
  keyed (1,000 keys) with two headers, as applications send.
* **EOS loop**: the consume-transform-produce loop of ``examples/exactly_once.py`` over N input
  records (keyed, with headers): a group consumer (read_committed) takes up to 10,000 records,
  each is transformed and produced, the input offsets go into the transaction, commit. kafka_async
  against the same loop written with confluent-kafka (aiokafka has the API too and is shown).

    .venv/bin/python -m benchmarks.bench_transactions [--count 1000000] [--repeats 3]
        [--rows produce,keyed,eos] [--clients kafka_async,confluent,aiokafka]

Uses ``KAFKA_ASYNC_BOOTSTRAP`` when set, else starts a one-node broker with the harness (KRaft,
transaction.version 2, the benchmark JVM options) and stops it at the end.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import uuid
from dataclasses import asdict, dataclass

from benchmarks import broker, child

TXN_RECORDS = 10_000
SIZE = 100
PARTITIONS = 8
KEYS = [f"user-{i}".encode() for i in range(1000)]
HEADERS = [("origin", b"web"), ("trace", b"0123456789abcdef")]
CLIENTS = ("kafka_async", "confluent", "aiokafka")
ROWS = ("produce", "keyed", "eos")


@dataclass(frozen=True)
class Job:
    row: str
    client: str
    bootstrap: str
    count: int
    source: str = ""
    sink: str = ""
    group: str = ""

    @property
    def keyed(self) -> bool:
        return self.row != "produce"


def _value() -> bytes:
    return bytes(65 + (i * 7) % 26 for i in range(SIZE))


# ---------------------------------------------------------------------- the client processes

async def _ours_produce(job: Job) -> int:
    from kafka_async import Producer

    value = _value()
    txn_id = f"bench-{uuid.uuid4().hex[:8]}"
    async with Producer(bootstrap_servers=job.bootstrap, transactional_id=txn_id,
                        linger_ms=5, batch_size=65536) as producer:
        sent = 0
        while sent < job.count:
            async with producer.transaction():
                for i in range(sent, min(sent + TXN_RECORDS, job.count)):
                    if job.keyed:
                        await producer.send(job.sink, value, key=KEYS[i % 1000],
                                            headers=HEADERS)
                    else:
                        await producer.send(job.sink, value)
            sent = min(sent + TXN_RECORDS, job.count)
    return sent


async def _ours_eos(job: Job) -> int:
    from kafka_async import Consumer, Producer

    done = 0
    async with Producer(bootstrap_servers=job.bootstrap, linger_ms=5, batch_size=65536,
                        transactional_id=f"bench-eos-{uuid.uuid4().hex[:8]}") as producer, \
            Consumer(job.source, bootstrap_servers=job.bootstrap, group_id=job.group,
                     isolation_level="read_committed", enable_auto_commit=False,
                     auto_offset_reset="earliest") as consumer:
        while done < job.count:
            batches = await consumer.getmany(timeout_ms=1000, max_records=TXN_RECORDS)
            if not batches:
                continue
            async with producer.transaction():
                for records in batches.values():
                    for record in records:
                        await producer.send(job.sink, record.value.upper(), key=record.key,
                                            headers=record.headers)
                await producer.send_offsets_to_transaction(
                    {tp: records[-1].offset + 1 for tp, records in batches.items()},
                    consumer.group_metadata())
            done += sum(map(len, batches.values()))
    return done


def _confluent_produce(job: Job) -> int:
    from confluent_kafka import Producer

    value = _value()
    producer = Producer({"bootstrap.servers": job.bootstrap, "linger.ms": 5,
                         "batch.size": 65536, "acks": "all", "log_level": 3,
                         "transactional.id": f"bench-{uuid.uuid4().hex[:8]}"})
    producer.init_transactions(60)
    sent = 0
    while sent < job.count:
        producer.begin_transaction()
        for i in range(sent, min(sent + TXN_RECORDS, job.count)):
            while True:
                try:
                    if job.keyed:
                        producer.produce(job.sink, value, key=KEYS[i % 1000], headers=HEADERS)
                    else:
                        producer.produce(job.sink, value)
                    break
                except BufferError:
                    producer.poll(0.01)
            producer.poll(0)
        producer.commit_transaction(60)
        sent = min(sent + TXN_RECORDS, job.count)
    return sent


def _confluent_eos(job: Job) -> int:
    from confluent_kafka import Consumer, Producer, TopicPartition

    producer = Producer({"bootstrap.servers": job.bootstrap, "linger.ms": 5,
                         "batch.size": 65536, "acks": "all", "log_level": 3,
                         "transactional.id": f"bench-eos-{uuid.uuid4().hex[:8]}"})
    consumer = Consumer({"bootstrap.servers": job.bootstrap, "group.id": job.group,
                         "isolation.level": "read_committed", "enable.auto.commit": False,
                         "auto.offset.reset": "earliest", "log_level": 3})
    producer.init_transactions(60)
    consumer.subscribe([job.source])
    done = 0
    try:
        while done < job.count:
            messages = consumer.consume(num_messages=TXN_RECORDS, timeout=1.0)
            messages = [m for m in messages if m.error() is None]
            if not messages:
                continue
            producer.begin_transaction()
            positions: dict[tuple[str, int], int] = {}
            for message in messages:
                while True:
                    try:
                        producer.produce(job.sink, message.value().upper(), key=message.key(),
                                         headers=message.headers())
                        break
                    except BufferError:
                        producer.poll(0.01)
                producer.poll(0)
                positions[(message.topic(), message.partition())] = message.offset() + 1
            producer.send_offsets_to_transaction(
                [TopicPartition(t, p, o) for (t, p), o in positions.items()],
                consumer.consumer_group_metadata(), 60)
            producer.commit_transaction(60)
            done += len(messages)
    finally:
        consumer.close()
    return done


async def _aiokafka_produce(job: Job) -> int:
    from aiokafka import AIOKafkaProducer

    value = _value()
    producer = AIOKafkaProducer(bootstrap_servers=job.bootstrap, linger_ms=5,
                                max_batch_size=65536, acks="all", enable_idempotence=True,
                                transactional_id=f"bench-{uuid.uuid4().hex[:8]}")
    await producer.start()
    try:
        sent = 0
        while sent < job.count:
            async with producer.transaction():
                for i in range(sent, min(sent + TXN_RECORDS, job.count)):
                    if job.keyed:
                        await producer.send(job.sink, value, key=KEYS[i % 1000],
                                            headers=HEADERS)
                    else:
                        await producer.send(job.sink, value)
            sent = min(sent + TXN_RECORDS, job.count)
    finally:
        await producer.stop()
    return sent


async def _aiokafka_eos(job: Job) -> int:
    from aiokafka import AIOKafkaConsumer, AIOKafkaProducer

    producer = AIOKafkaProducer(bootstrap_servers=job.bootstrap, linger_ms=5,
                                max_batch_size=65536, acks="all", enable_idempotence=True,
                                transactional_id=f"bench-eos-{uuid.uuid4().hex[:8]}")
    consumer = AIOKafkaConsumer(job.source, bootstrap_servers=job.bootstrap,
                                group_id=job.group, isolation_level="read_committed",
                                enable_auto_commit=False, auto_offset_reset="earliest")
    await producer.start()
    await consumer.start()
    done = 0
    try:
        while done < job.count:
            batches = await consumer.getmany(timeout_ms=1000, max_records=TXN_RECORDS)
            if not batches:
                continue
            async with producer.transaction():
                for records in batches.values():
                    for record in records:
                        await producer.send(job.sink, record.value.upper(), key=record.key,
                                            headers=list(record.headers))
                await producer.send_offsets_to_transaction(
                    {tp: records[-1].offset + 1 for tp, records in batches.items()}, job.group)
            done += sum(map(len, batches.values()))
    finally:
        await consumer.stop()
        await producer.stop()
    return done


def child_main(job_json: str) -> None:
    job = Job(**json.loads(job_json))
    started = time.perf_counter()
    try:
        if job.client == "confluent":
            done = (_confluent_eos if job.row == "eos" else _confluent_produce)(job)
        else:
            import asyncio

            if job.client == "kafka_async":
                function = _ours_eos if job.row == "eos" else _ours_produce
            else:
                function = _aiokafka_eos if job.row == "eos" else _aiokafka_produce
            done = asyncio.run(function(job))
        elapsed = time.perf_counter() - started
        print(json.dumps({"status": "ok", "msgs": done, "elapsed_s": elapsed,
                          "peak_rss_mb": _own_peak_rss_mb()}))
    except Exception as exc:  # reported as an error row, never a crash of the driver
        print(json.dumps({"status": "error", "reason": f"{type(exc).__name__}: {exc}"}))


def _own_peak_rss_mb() -> float:
    """This process's peak RSS as the kernel counts it since exec (VmHWM). Why not wait4's
    ru_maxrss: on Linux it includes the driver's pages at fork time, so every child would
    report at least the driver's size."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


# ---------------------------------------------------------------------- the driver

@dataclass
class Measured:
    row: str
    client: str
    msgs_per_s: float
    cpu_us_per_record: float
    peak_rss_mb: float
    status: str = "ok"
    reason: str = ""


def _fill(bootstrap: str, topic: str, count: int) -> None:
    """The EOS input: keyed records with headers, committed (not transactional) writes."""
    import anyio

    from kafka_async import Producer

    async def write() -> None:
        value = _value()
        async with Producer(bootstrap_servers=bootstrap, linger_ms=5,
                            batch_size=65536) as producer:
            for i in range(count):
                await producer.send(topic, value, key=KEYS[i % 1000], headers=HEADERS)
            await producer.flush()

    anyio.run(write)


def measure_once(row: str, client: str, bootstrap: str, count: int,
                 source: str) -> Measured:
    tag = uuid.uuid4().hex[:8]
    sink = f"bench-txn-out-{tag}"
    broker.create_topic(bootstrap, sink, PARTITIONS)
    job = Job(row, client, bootstrap, count, source=source, sink=sink,
              group=f"bench-eos-{tag}" if row == "eos" else "")
    result = child.run_child("benchmarks.bench_transactions",
                             json.dumps(asdict(job)), 120 + count / 1000)
    broker.delete_topic(bootstrap, sink)
    report = result.report
    if report.get("status") != "ok":
        return Measured(row, client, 0, 0, result.peak_rss_mb, "error",
                        str(report.get("reason", ""))[:200])
    msgs = int(report["msgs"])
    return Measured(row, client, msgs / float(report["elapsed_s"]), result.cpu_s / msgs * 1e6,
                    float(report.get("peak_rss_mb") or result.peak_rss_mb))


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0].startswith("{"):  # a client process (child.run_child)
        child_main(argv[0])
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--rows", default=",".join(ROWS))
    parser.add_argument("--clients", default=",".join(CLIENTS))
    args = parser.parse_args(argv)
    rows = [r for r in args.rows.split(",") if r]
    clients = [c for c in args.clients.split(",") if c]
    found: dict[tuple[str, str], list[Measured]] = {}
    with broker.acquire_broker() as info:
        bootstrap = info.bootstrap
        print(f"broker: {info.source} (Kafka {info.version}); {args.count:,} records, "
              f"{TXN_RECORDS:,} per transaction, {args.repeats} repeats", flush=True)
        source = ""
        if "eos" in rows:
            source = f"bench-eos-in-{uuid.uuid4().hex[:8]}"
            broker.create_topic(bootstrap, source, PARTITIONS)
            _fill(bootstrap, source, args.count)
        for repeat in range(args.repeats):
            for row in rows:
                order = clients[repeat % len(clients):] + clients[:repeat % len(clients)]
                for client in order:
                    measured = measure_once(row, client, bootstrap, args.count, source)
                    found.setdefault((row, client), []).append(measured)
                    print(f"  [{repeat + 1}] {row:8} {client:12} "
                          f"{measured.msgs_per_s:>10,.0f} msgs/s "
                          f"{measured.cpu_us_per_record:6.2f} us CPU/rec "
                          f"{measured.peak_rss_mb:6.0f} MB {measured.reason}", flush=True)
    labels = {"produce": f"txn produce {args.count:,} x 100 B, 10k/txn, null keys",
              "keyed": f"txn produce {args.count:,} x 100 B, 10k/txn, keyed + 2 headers",
              "eos": f"EOS loop over {args.count:,} records (keyed + headers)"}
    print("\n| row | client | msgs/s | kafka_async / client | CPU us/record | peak RSS MB |")
    print("|---|---|--:|--:|--:|--:|")
    for row in rows:
        ours = [m.msgs_per_s for m in found.get((row, "kafka_async"), []) if m.status == "ok"]
        ours_median = statistics.median(ours) if ours else 0.0
        for client in clients:
            runs = [m for m in found.get((row, client), []) if m.status == "ok"]
            if not runs:
                reasons = {m.reason for m in found.get((row, client), [])}
                print(f"| {labels[row]} | {client} | error: {'; '.join(reasons)} | | | |")
                continue
            rate = statistics.median(m.msgs_per_s for m in runs)
            ratio = ours_median / rate if rate else 0.0
            print(f"| {labels[row]} | {client} | {rate:,.0f} | {ratio:.2f}x | "
                  f"{statistics.median(m.cpu_us_per_record for m in runs):.2f} | "
                  f"{statistics.median(m.peak_rss_mb for m in runs):.0f} |")


if __name__ == "__main__":
    main()
