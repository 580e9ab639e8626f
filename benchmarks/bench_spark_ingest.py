"""Driver-side ingestion benchmark: ``SparkIngestor.run_spark`` from a consumer group into Spark.

``python -m benchmarks.bench_spark_ingest [--count N] [--max-records N] [--action count|parquet]``

What a service does: a topic of keyed records with a header (8 partitions, 100 B values,
written by kafka_async's producer), one ingestor in a fresh group, each micro-batch handed to
Spark as a DataFrame and an action run on it (``count()``, or an append to a Parquet
directory), the offsets committed after each. Timed from ``run_spark`` until every record was
committed, after a warm-up batch (Spark's first job compiles code and starts workers). Also
timed, as the ceiling on each side: the ingestor with an Arrow handler that does nothing (Kafka
side alone), and ``createDataFrame`` + the action on ready tables of the same size (Spark side
alone). With the two overlapping, ``run_spark`` approaches the slower of the two.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import uuid
from collections.abc import Sequence
from typing import Any

import anyio

from benchmarks import broker, charts, machine
from benchmarks.bench_spark import SPARK_CONF

RESULTS_PATH = broker.REPO_ROOT / "benchmarks" / "results" / "spark_ingest.json"

VALUE_SIZE = 100
PARTITIONS = 8


async def _fill(bootstrap: str, topic: str, count: int) -> None:
    from kafka_async import Producer
    from kafka_async.admin import Admin, NewTopic

    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, PARTITIONS, 1)])
    value = b"x" * VALUE_SIZE
    async with Producer(bootstrap_servers=bootstrap, linger_ms=5, acks=1) as producer:
        for start in range(0, count, 10_000):
            ids = range(start, min(count, start + 10_000))
            await producer.send_many(topic, [value] * len(ids), [b"key-%d" % i for i in ids],
                                     headers=[("source", b"bench")])
        await producer.flush()


def _ingest(spark: Any, bootstrap: str, topic: str, count: int, max_records: int,
            action: str, scratch: str) -> dict[str, float]:
    from kafka_async.spark.ingest import MicroBatch, SparkIngestor

    group = f"bench-ingest-{uuid.uuid4().hex[:8]}"
    settings = {"bootstrap_servers": bootstrap, "group_id": group,
                "auto_offset_reset": "earliest"}

    def spark_action(df: Any, batch: MicroBatch) -> None:
        if action == "count":
            if df.count() != batch.num_records:
                raise RuntimeError("Spark counted a different number of rows")
        else:
            df.write.mode("append").parquet(f"{scratch}/{group}")

    result: dict[str, float] = {}

    async def main() -> None:
        async with SparkIngestor(settings, topics=[topic], spark=spark,
                                 max_records=max_records) as ingestor:
            await ingestor.run_spark(spark_action, max_batches=1)  # warm-up
            warm = ingestor.stats.records_committed
            started = time.perf_counter()

            async def stopper() -> None:
                while ingestor.stats.records_committed < count:
                    await anyio.sleep(0.01)
                ingestor.stop()

            async with anyio.create_task_group() as tasks:
                tasks.start_soon(stopper)
                await ingestor.run_spark(spark_action)
            elapsed = time.perf_counter() - started
            result["records"] = ingestor.stats.records_committed - warm
            result["seconds"] = elapsed
            result["batches"] = ingestor.stats.batches_committed - 1

    anyio.run(main)
    return result


def _kafka_only(bootstrap: str, topic: str, count: int, max_records: int) -> dict[str, float]:
    from kafka_async.spark.ingest import MicroBatch, SparkIngestor

    settings = {"bootstrap_servers": bootstrap, "group_id": f"bench-ingest-{uuid.uuid4().hex}",
                "auto_offset_reset": "earliest"}
    result: dict[str, float] = {}

    async def main() -> None:
        async with SparkIngestor(settings, topics=[topic], max_records=max_records) as ingestor:
            async def handler(batch: MicroBatch) -> None:
                if ingestor.stats.records_committed + batch.num_records >= count:
                    ingestor.stop()

            started = time.perf_counter()
            await ingestor.run(handler)
            result["seconds"] = time.perf_counter() - started
            result["records"] = ingestor.stats.records_committed

    anyio.run(main)
    return result


def _spark_only(spark: Any, topic: str, max_records: int, action: str, scratch: str,
                rounds: int, plain: bool) -> dict[str, float]:
    """The DataFrame + the action on ready Arrow tables of ``max_records`` rows: through
    ``dataframe_from_arrow`` (what run_spark uses) or, with ``plain``, Spark's own
    ``createDataFrame`` with the session's settings."""
    import pyarrow as pa

    from kafka_async.spark.ingest import dataframe_from_arrow
    from kafka_async.spark.schema import arrow_read_schema

    make = spark.createDataFrame if plain else (lambda table: dataframe_from_arrow(spark, table))

    schema = arrow_read_schema(True)
    rows = max_records
    table = pa.table({
        "key": pa.array([b"key-%d" % i for i in range(rows)], pa.binary()),
        "value": pa.array([b"x" * VALUE_SIZE] * rows, pa.binary()),
        "topic": pa.array([topic] * rows, pa.string()),
        "partition": pa.array([i % PARTITIONS for i in range(rows)], pa.int32()),
        "offset": pa.array(range(rows), pa.int64()),
        "timestamp": pa.array([1_700_000_000_000_000] * rows, pa.timestamp("us", tz="UTC")),
        "timestampType": pa.array([0] * rows, pa.int32()),
        "headers": pa.array([[{"key": "source", "value": b"bench"}]] * rows,
                            schema.field("headers").type),
    }).select(schema.names).cast(schema)
    make(table).count()  # warm-up
    started = time.perf_counter()
    for index in range(rounds):
        df = make(table)
        if action == "count":
            df.count()
        else:
            df.write.mode("append").parquet(f"{scratch}/spark-only-{plain}-{index}")
    return {"seconds": time.perf_counter() - started, "records": rows * rounds}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_spark_ingest",
                                     description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--count", type=int, default=1_000_000)
    parser.add_argument("--max-records", type=int, default=100_000,
                        help="SparkIngestor max_records (its default: 100,000)")
    parser.add_argument("--action", choices=("count", "parquet"), default="count")
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--no-write", action="store_true",
                        help=f"print only (default: also write {RESULTS_PATH.name})")
    args = parser.parse_args(argv)
    from pyspark.sql import SparkSession

    with broker.acquire_broker() as info, tempfile.TemporaryDirectory() as scratch:
        topic = f"bench-ingest-{uuid.uuid4().hex[:8]}"
        print(f"producing {args.count:,} keyed records with a header", file=sys.stderr)
        anyio.run(_fill, info.bootstrap, topic, args.count + args.max_records)
        builder = SparkSession.builder.master(args.master).appName("bench-spark-ingest")
        for key, value in SPARK_CONF.items():
            builder = builder.config(key, value)
        spark = builder.getOrCreate()
        try:
            ingest = _ingest(spark, info.bootstrap, topic, args.count, args.max_records,
                             args.action, scratch)
            kafka = _kafka_only(info.bootstrap, topic, args.count, args.max_records)
            rounds = max(1, args.count // args.max_records)
            spark_side = _spark_only(spark, topic, args.max_records, args.action, scratch,
                                     rounds, plain=False)
            spark_plain = _spark_only(spark, topic, args.max_records, args.action, scratch,
                                      rounds, plain=True)
        finally:
            spark.stop()
            broker.delete_topic(info.bootstrap, topic)
    report: dict[str, Any] = {
        "command": "python -m benchmarks.bench_spark_ingest " + " ".join(
            sys.argv[1:] if argv is None else argv),
        "run_spark_records_per_s": ingest["records"] / ingest["seconds"],
        "run_spark_batches": ingest["batches"],
        "kafka_side_records_per_s": kafka["records"] / kafka["seconds"],
        "spark_side_records_per_s": spark_side["records"] / spark_side["seconds"],
        "spark_side_plain_create_dataframe_records_per_s":
            spark_plain["records"] / spark_plain["seconds"],
    }
    report["finished"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    report["machine"] = machine.describe(info.version, info.source)
    print(json.dumps(report, indent=2))
    if not args.no_write:
        RESULTS_PATH.write_text(json.dumps(report, indent=2) + "\n")
        charts.refresh(RESULTS_PATH)
        print(f"wrote {RESULTS_PATH.relative_to(broker.REPO_ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
