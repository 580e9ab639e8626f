"""Micro-benchmark of the Spark executor read path alone (no Spark): records/s of
``kafka_async.spark.executor_read.read_range`` (Kafka -> Arrow record batches) against a plain
``Consumer.getmany`` loop (Kafka -> ConsumerRecords) over the same partition.

    .venv/bin/python -m benchmarks.bench_spark_read --records 1000000 --value-size 100

The broker is $KAFKA_ASYNC_BOOTSTRAP or a single node from kafka_async.testing (benchmarks/
broker.py). Records are written once by librdkafka with Java's default batch.size (16 KiB) and
a small linger, then every variant reads the whole topic ``--repeat`` times; the best run counts
(the machine is shared). ``KAFKA_ASYNC_NO_EXTENSIONS=1`` in the environment measures the
pure-Python decoders instead of the C ones.
"""

from __future__ import annotations

import argparse
import os
import time
import uuid
from collections.abc import Callable

import anyio

from benchmarks.broker import acquire_broker, create_topic, delete_topic


def produce(bootstrap: str, topic: str, partitions: int, records: int, value_size: int,
            key_size: int, batch_size: int) -> None:
    from confluent_kafka import Producer

    producer = Producer({"bootstrap.servers": bootstrap, "linger.ms": 5,
                         "batch.size": batch_size, "compression.type": "none",
                         "queue.buffering.max.messages": 1_000_000, "log_level": 3})
    value = os.urandom(value_size)
    for i in range(records):
        key = f"{i:0{key_size}d}".encode()[-key_size:] if key_size else None
        while True:
            try:
                producer.produce(topic, value=value, key=key, partition=i % partitions)
                break
            except BufferError:
                producer.poll(0.05)
    producer.flush(120)


def read_arrow(bootstrap: str, topic: str, partitions: int, per_partition: int) -> int:
    from kafka_async.spark.executor_read import read_range

    rows = 0
    for partition in range(partitions):
        for batch in read_range({"bootstrap_servers": bootstrap}, topic, partition, 0,
                                per_partition, include_headers=False, fail_on_data_loss=True):
            rows += batch.num_rows
    return rows


def read_records(bootstrap: str, topic: str, partitions: int, per_partition: int) -> int:
    from kafka_async import Consumer, TopicPartition

    async def main() -> int:
        count = 0
        total = partitions * per_partition
        async with Consumer(bootstrap_servers=bootstrap, auto_offset_reset="earliest",
                            max_poll_records=10_000) as consumer:
            consumer.assign([TopicPartition(topic, p) for p in range(partitions)])
            while count < total:
                batch = await consumer.getmany(timeout_ms=1000)
                count += sum(len(records) for records in batch.values())
        return count

    return anyio.run(main)


def measure(name: str, func: Callable[[], int], expected: int, repeat: int) -> float:
    best = 0.0
    for _ in range(repeat):
        started = time.perf_counter()
        rows = func()
        elapsed = time.perf_counter() - started
        if rows != expected:
            raise SystemExit(f"{name}: read {rows} records, expected {expected}")
        best = max(best, rows / elapsed)
        print(f"  {name:<34} {rows / elapsed:>12,.0f} records/s  ({elapsed:.2f} s)", flush=True)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--partitions", type=int, default=1)
    parser.add_argument("--value-size", type=int, default=100)
    parser.add_argument("--key-size", type=int, default=0)
    parser.add_argument("--batch-size", type=int, default=16384)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    from kafka_async.protocol.records import IMPLEMENTATION

    per_partition, rest = divmod(args.records, args.partitions)
    if rest:
        raise SystemExit("--records must be a multiple of --partitions")
    with acquire_broker() as broker:
        topic = f"bench-spark-read-{uuid.uuid4().hex[:8]}"
        create_topic(broker.bootstrap, topic, args.partitions)
        try:
            started = time.perf_counter()
            produce(broker.bootstrap, topic, args.partitions, args.records, args.value_size,
                    args.key_size, args.batch_size)
            print(f"{args.records:,} records x {args.value_size} B values "
                  f"({args.key_size} B keys) in {args.partitions} partition(s), batch.size "
                  f"{args.batch_size}, written in {time.perf_counter() - started:.1f} s; "
                  f"record codec: {IMPLEMENTATION}", flush=True)
            arrow = measure("read_range -> Arrow", lambda: read_arrow(
                broker.bootstrap, topic, args.partitions, per_partition), args.records,
                args.repeat)
            records = measure("Consumer.getmany -> ConsumerRecord", lambda: read_records(
                broker.bootstrap, topic, args.partitions, per_partition), args.records,
                args.repeat)
            print(f"best: read_range {arrow:,.0f} records/s, getmany {records:,.0f} records/s "
                  f"({arrow / records:.2f}x)")
        finally:
            delete_topic(broker.bootstrap, topic)


if __name__ == "__main__":
    main()
