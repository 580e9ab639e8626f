"""Records without a key and a slow broker, on the 3-node cluster: Java's adaptive
partitioning (``partitioner_adaptive_partitioning_enable``, ``partitioner_availability_timeout_ms``)
and ``partitioner_ignore_keys``.

A broker is frozen with SIGSTOP (``KafkaCluster.pause_node``, like a long GC pause): its
connections stay open and nothing answers. acks=1, so only the partitions it leads stall.
Events order the steps: the test waits until the producer counts the broker as unavailable
(records queued, no request sent for the timeout), then checks where new records go.
"""

from __future__ import annotations

import time
import uuid

import anyio
import pytest

from kafka_async import Admin, Producer
from kafka_async.admin import NewTopic, TopicPartition
from kafka_async.testing import KafkaCluster
from tests.integration.test_admin_replicas import until_replicas

pytestmark = [pytest.mark.anyio, pytest.mark.integration]
HANG_GUARD = 120
PAUSED = 3


async def six_partitions(bootstrap: str) -> str:
    """A topic whose partition p is led by node p % 3 + 1 (RF 3)."""
    topic = f"adaptive-{uuid.uuid4().hex[:8]}"
    layout = {p: [p % 3 + 1, (p + 1) % 3 + 1, (p + 2) % 3 + 1] for p in range(6)}
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, replica_assignments=layout)])
        for p, replicas in layout.items():
            await until_replicas(admin, TopicPartition(topic, p), tuple(replicas),
                                 leader=replicas[0])
    return topic


async def test_records_without_a_key_avoid_a_broker_that_stopped_answering(
        kafka_cluster3: KafkaCluster) -> None:
    topic = await six_partitions(kafka_cluster3.bootstrap)
    paused_partitions = {p for p in range(6) if p % 3 + 1 == PAUSED}
    async with Producer(bootstrap_servers=kafka_cluster3.bootstrap, acks=1, linger_ms=1,
                        batch_size=1024, partitioner_availability_timeout_ms=300,
                        request_timeout_ms=60_000, delivery_timeout_ms=120_000) as producer:
        warm = [await producer.send(topic, b"warm", partition=p) for p in range(6)]
        for handle in warm:
            await handle
        kafka_cluster3.pause_node(PAUSED)
        try:
            # records for the frozen broker pile up: it sends nothing more once its
            # pipeline is full, and after the timeout it counts as unavailable
            stuck = [await producer.send(topic, b"s" * 100, partition=2) for _ in range(300)]
            sender = producer._senders[PAUSED]  # test-only peek
            with anyio.fail_after(HANG_GUARD):
                while not sender.stalled(time.monotonic(), 0.3):
                    await anyio.sleep(0.05)
            handles = [await producer.send(topic, b"y" * 100) for _ in range(400)]
        finally:
            kafka_cluster3.resume_node(PAUSED)
        with anyio.fail_after(HANG_GUARD):
            for handle in [*stuck, *handles]:
                await handle  # everything is delivered once the broker is back
    chosen = [handle.partition for handle in handles]
    switched = next(i for i, p in enumerate(chosen) if p != chosen[0])  # after the open batch
    assert not paused_partitions & set(chosen[switched:])
    assert len(set(chosen[switched:])) >= 2  # still spread over the available partitions


async def test_ignore_keys_spreads_keyed_records_like_null_keys(
        kafka_cluster3: KafkaCluster) -> None:
    topic = await six_partitions(kafka_cluster3.bootstrap)
    for ignore, expected_many in ((True, True), (False, False)):
        async with Producer(bootstrap_servers=kafka_cluster3.bootstrap, acks=1, batch_size=512,
                            partitioner_ignore_keys=ignore) as producer:
            handles = [await producer.send(topic, b"v" * 100, key=b"same-key")
                       for _ in range(100)]
            runs = await producer.send_many(topic, [b"w" * 100] * 100, [b"same-key"] * 100)
            for handle in handles:
                await handle
            for run in runs:
                await run.handle
        partitions = {h.partition for h in handles} | {run.handle.partition for run in runs}
        assert (len(partitions) > 1) is expected_many
