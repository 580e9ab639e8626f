"""Share-group consumption (KIP-932): kafka_async's ShareConsumer against Kafka's own Java
share consumer (ShareConsumerPerformance, from the broker's jars) and confluent-kafka's
ShareConsumer (librdkafka), on one broker, in one run.

Rows: 1M x 100 B records read by a share group of 1 and of 4 consumers (one process each
side: our consumers are tasks on one event loop, Java's and librdkafka's are threads), implicit
acknowledgement, from a fresh group each run (share.auto.offset.reset=earliest); time from the
start of the consumers until the last record, joining included. Medians of interleaved
repeats, as records/s and as ratios (> 1: kafka_async is faster).

    .venv/bin/python -m benchmarks.bench_share [--records 1000000] [--repeats 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import threading
import time
import uuid
from pathlib import Path

import anyio

from benchmarks import charts
from kafka_async import Admin, Producer, ShareConsumer
from kafka_async.admin import AlterConfigOp, ConfigResource, NewTopic
from kafka_async.testing import JavaTools, KafkaCluster

RESULTS = Path(__file__).parent / "results" / "share.json"
PARTITIONS = 1


async def _prepare(bootstrap: str, topic: str, records: int) -> None:
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, PARTITIONS, 1)])
    value = b"x" * 100
    async with Producer(bootstrap_servers=bootstrap, linger_ms=20, batch_size=262_144,
                        compression_type="none") as producer:
        for start in range(0, records, 100_000):
            await producer.send_many(topic, [value] * min(100_000, records - start))
        await producer.flush()


async def _new_group(bootstrap: str) -> str:
    group = f"bench-share-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.incremental_alter_configs({ConfigResource(ConfigResource.Type.GROUP, group):
                                               [AlterConfigOp("share.auto.offset.reset",
                                                              "earliest")]})
    return group


async def ours(bootstrap: str, topic: str, records: int, consumers: int) -> float:
    group = await _new_group(bootstrap)
    seen = [0]
    done = anyio.Event()

    async def member() -> None:
        async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group) as c:
            while not done.is_set():
                batch = await c.getmany(timeout_ms=200)
                for got in batch.values():
                    seen[0] += len(got)
                if seen[0] >= records:
                    done.set()

    started = time.perf_counter()
    async with anyio.create_task_group() as tasks:
        for _ in range(consumers):
            tasks.start_soon(member)
        await done.wait()
        elapsed = time.perf_counter() - started
    return records / elapsed


def confluent(bootstrap: str, topic: str, records: int, consumers: int) -> float:
    from confluent_kafka import ShareConsumer as CShare

    group = anyio.run(_new_group, bootstrap)
    seen = [0]
    lock = threading.Lock()
    done = threading.Event()

    def member() -> None:
        c = CShare({"bootstrap.servers": bootstrap, "group.id": group})
        c.subscribe([topic])
        try:
            while not done.is_set():
                got = [m for m in c.poll(0.2) if m.error() is None]
                with lock:
                    seen[0] += len(got)
                    if seen[0] >= records:
                        done.set()
        finally:
            c.close()

    started = time.perf_counter()
    threads = [threading.Thread(target=member) for _ in range(consumers)]
    for thread in threads:
        thread.start()
    done.wait(600)
    elapsed = time.perf_counter() - started
    for thread in threads:
        thread.join()
    return records / elapsed


def java(tools: JavaTools, bootstrap: str, topic: str, records: int, consumers: int) -> float:
    group = anyio.run(_new_group, bootstrap)
    started = time.perf_counter()
    result = tools.share_consumer_perf(topic, group, records, threads=consumers)
    elapsed = time.perf_counter() - started
    # Java's own figure excludes its JVM start; ours includes nothing of the kind, so the
    # tool's number is the fair one. The wall time is printed for reference.
    print(f"    (java wall {records / elapsed:,.0f}/s incl. JVM start)")
    return result.records_per_sec


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    rows = []
    with KafkaCluster(nodes=1) as cluster, JavaTools(cluster) as tools:
        bootstrap = cluster.bootstrap
        topic = "share-bench"
        anyio.run(_prepare, bootstrap, topic, args.records)
        for consumers in (1, 4):
            measured: dict[str, list[float]] = {"kafka_async": [], "java": [], "confluent": []}
            for _ in range(args.repeats):
                measured["kafka_async"].append(
                    anyio.run(ours, bootstrap, topic, args.records, consumers))
                measured["java"].append(java(tools, bootstrap, topic, args.records, consumers))
                measured["confluent"].append(
                    confluent(bootstrap, topic, args.records, consumers))
                print(f"  {consumers} consumers: " + ", ".join(
                    f"{k} {v[-1]:,.0f}/s" for k, v in measured.items()), flush=True)
            medians = {k: statistics.median(v) for k, v in measured.items()}
            rows.append({"consumers": consumers, "records": args.records, **medians,
                         "vs_java": medians["kafka_async"] / medians["java"],
                         "vs_confluent": medians["kafka_async"] / medians["confluent"]})
    print(f"\n{'share group of':16} {'kafka_async':>12} {'Java':>12} {'confluent':>12} "
          f"{'vs Java':>8} {'vs confl.':>9}")
    for row in rows:
        print(f"{row['consumers']:>2} consumer(s)    {row['kafka_async']:>10,.0f}/s "
              f"{row['java']:>10,.0f}/s {row['confluent']:>10,.0f}/s {row['vs_java']:>7.2f}x "
              f"{row['vs_confluent']:>8.2f}x")
    RESULTS.write_text(json.dumps({"rows": rows}, indent=2) + "\n")
    charts.refresh(RESULTS)


if __name__ == "__main__":
    main()
