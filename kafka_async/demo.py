"""``make demo``: the project end to end against a real local broker it starts itself.

Start Apache Kafka (KRaft, from the official jars), show what it says about itself (raw probe and
kcat), create a topic with kafka_async's Admin, produce a stream of events with its Producer,
read them back with its Consumer, start a Spark standalone cluster (a master and two workers from
pyspark's jars) and run a Spark job over the topic through kafka_async's Spark data source (found
by Spark without a registration call), stop Spark, stop the broker.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time

import anyio

from kafka_async.admin import Admin, NewTopic
from kafka_async.network.event_loop import run as run_event_loop
from kafka_async.producer.demo import produce_sample_events
from kafka_async.testing import JavaTools, KafkaCluster, fetch_api_versions, fetch_metadata
from kafka_async.testing.wire import ClusterMetadata

DEMO_TOPIC = "kafka-async-demo"
DEMO_PARTITIONS = 6


def _print_metadata(title: str, metadata: ClusterMetadata) -> None:
    print(f"{title} (Metadata v{metadata.version}):")
    for broker in metadata.brokers:
        role = " (controller)" if broker.node_id == metadata.controller_id else ""
        print(f"  broker {broker.node_id} at {broker.host}:{broker.port}{role}")
    if not metadata.topics:
        print("  no topics")
    for topic in metadata.topics:
        leaders = ", ".join(f"p{p.partition}->broker {p.leader}" for p in topic.partitions)
        print(f"  topic {topic.name}: {len(topic.partitions)} partition(s) [{leaders}]")


def _consume_step(cluster: KafkaCluster) -> None:
    """Consume everything in DEMO_TOPIC with kafka_async's Consumer and print a summary.

    Whatever an earlier step produced is read back; if the topic is still empty, the Java
    console producer writes a few records first so there is something to read.
    """

    from kafka_async import Consumer, TopicPartition

    async def end_offsets() -> dict[TopicPartition, int]:
        async with Consumer(bootstrap_servers=cluster.bootstrap) as consumer:
            metadata = await consumer.client.refresh_metadata([DEMO_TOPIC])
            partitions = metadata.partitions_for(DEMO_TOPIC)
            return await consumer.end_offsets([TopicPartition(DEMO_TOPIC, p)
                                               for p in partitions])

    ends = run_event_loop(end_offsets)
    if not sum(ends.values()):
        with JavaTools(cluster) as tools:
            tools.console_produce(DEMO_TOPIC, [f"k{i}:hello {i}" for i in range(30)],
                                  key_separator=":")
        print("consumer step: the topic was empty; the Java console producer wrote 30 records")
        ends = run_event_loop(end_offsets)

    async def consume() -> None:
        await _consume_as_group(cluster.bootstrap, sum(ends.values()))

    run_event_loop(consume)


async def _consume_as_group(bootstrap: str, wanted: int, members: int = 3,
                            topic: str = DEMO_TOPIC) -> dict[int, dict[int, int]]:
    """A consumer group of ``members`` consumers sharing DEMO_TOPIC's partitions (cooperative-
    sticky): each reads only what the group assigned to it; together they read everything."""
    import uuid

    from kafka_async import Consumer

    group_id = f"kafka-async-demo-{uuid.uuid4().hex[:8]}"
    seen: set[tuple[int, int]] = set()
    per_member: dict[int, dict[int, int]] = {i: {} for i in range(members)}
    deliveries = 0
    started = time.monotonic()

    consumers: list[Consumer] = []
    formed = anyio.Event()

    async def member(index: int, done: anyio.Event) -> None:
        nonlocal deliveries
        consumer = Consumer(topic, bootstrap_servers=bootstrap, group_id=group_id,
                            auto_offset_reset="earliest",
                            partition_assignment_strategy=["cooperative-sticky"])
        async with consumer:
            consumers.append(consumer)
            # Let the group form before anyone reads: joining runs in the background, and a
            # first member reading alone would finish 200k records before the others joined.
            while not formed.is_set():
                if len(consumers) == members and all(c.assignment() for c in consumers):
                    formed.set()
                else:
                    await anyio.sleep(0.02)
            while not done.is_set():
                for tp, records in (await consumer.getmany(timeout_ms=200)).items():
                    counts = per_member[index]
                    counts[tp.partition] = counts.get(tp.partition, 0) + len(records)
                    deliveries += len(records)
                    seen.update((tp.partition, r.offset) for r in records)
                if len(seen) >= wanted:
                    done.set()

    done = anyio.Event()
    with anyio.fail_after(120):
        async with anyio.create_task_group() as group:
            for index in range(members):
                group.start_soon(member, index, done)
    elapsed = time.monotonic() - started
    print(f"consumer group {group_id!r}: {members} members read {len(seen)} distinct records "
          f"of {topic!r} in {elapsed:.2f}s, forming the group included "
          f"({deliveries - len(seen)} re-delivered)")
    for index, counts in per_member.items():
        print(f"  member {index}: records per partition {dict(sorted(counts.items()))}")
    return per_member


def _produce_demo(bootstrap: str) -> None:
    """The producer's part (kafka_async/producer/demo.py): a stream of sample events."""
    run_event_loop(produce_sample_events, bootstrap, DEMO_TOPIC, 200_000)


def _kcat_listing(bootstrap: str) -> None:
    """Show that a third-party client (kcat, librdkafka) sees the same broker."""
    kcat = shutil.which("kcat")
    if kcat is None:
        print("kcat is not installed (make kcat installs it); skipping its listing")
        return
    listing = subprocess.run([kcat, "-L", "-b", bootstrap], capture_output=True, text=True,
                             timeout=30, check=False)
    lines = (listing.stdout or listing.stderr).strip().splitlines()
    print(f"kcat -L -b {bootstrap}:")
    for line in lines[:8]:
        print(f"  {line}")


async def _create_demo_topic(bootstrap: str) -> None:
    """Create the demo topic with kafka_async's Admin and show how the cluster lays it out."""
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(DEMO_TOPIC, num_partitions=DEMO_PARTITIONS)])
        description = (await admin.describe_topics([DEMO_TOPIC]))[DEMO_TOPIC]
    leaders = ", ".join(f"p{p.partition}->broker {p.leader}" for p in description.partitions)
    print(f"created topic {DEMO_TOPIC!r} with kafka_async.Admin: "
          f"{len(description.partitions)} partitions [{leaders}]")


def _spark_step(bootstrap: str) -> None:
    """A Spark job reading DEMO_TOPIC with format("kafka_async"): per-partition and per-event
    aggregates. pyspark comes with the dev extra; if it cannot be imported, say how to get it."""
    import importlib.util

    missing = [name for name in ("pyspark", "pyarrow") if importlib.util.find_spec(name) is None]
    if missing:
        print(f"Spark step skipped: {' and '.join(missing)} not installed (they come with "
              "`pip install -e '.[dev]'`, which `make demo` runs)")
        return
    from kafka_async.spark.demo_job import run_spark_job
    from kafka_async.testing.spark_cluster import SparkStandalone

    started = time.monotonic()
    with SparkStandalone(workers=2) as spark_cluster:
        print(f"Spark standalone cluster up in {time.monotonic() - started:.1f}s: a master and "
              f"2 workers (separate JVMs) at {spark_cluster.master_url}")
        run_spark_job(bootstrap, DEMO_TOPIC, master=spark_cluster.master_url)
        print("stopping the Spark cluster")


def main() -> int:
    started = time.monotonic()
    with KafkaCluster(nodes=1) as cluster:
        print(f"Apache Kafka {cluster.version} up in {time.monotonic() - started:.1f}s")
        print(f"bootstrap={cluster.bootstrap}")
        versions = fetch_api_versions(cluster.bootstrap)
        print(f"ApiVersions: the broker offers {len(versions)} APIs")
        _print_metadata("cluster metadata", fetch_metadata(cluster.bootstrap))
        _kcat_listing(cluster.bootstrap)
        run_event_loop(_create_demo_topic, cluster.bootstrap)
        _produce_demo(cluster.bootstrap)
        _consume_step(cluster)
        _spark_step(cluster.bootstrap)
        print("stopping the broker")
    print("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
