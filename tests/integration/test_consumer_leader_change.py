"""A partition leader goes away mid-consumption (3-node cluster, RF 3): the consumer refreshes
metadata, follows the new leader (validating its position, KIP-320) and continues from its
position: nothing skipped, nothing read twice."""

from __future__ import annotations

import anyio
import pytest
from consumer_helpers import collect

from kafka_async import Admin, Consumer, Producer, TopicPartition
from kafka_async.admin import NewTopic
from kafka_async.testing import KafkaCluster

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.cluster,
    pytest.mark.slow,
    pytest.mark.asyncio_only(
        "leader moves on the 3-node cluster (minutes); the consumer's trio path runs in "
        'test_consumer.py'),
]



async def send(bootstrap: str, topic: str, values: range) -> None:
    async with Producer(bootstrap_servers=bootstrap, acks="all") as producer:
        for i in values:
            await producer.send(topic, b"%d" % i, partition=0)
        await producer.flush()


async def test_consumer_follows_a_leader_change(kafka_cluster3: KafkaCluster) -> None:
    bootstrap = kafka_cluster3.bootstrap
    topic = "h7-consumer-leader-change"
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, 1, 3)])
    await send(bootstrap, topic, range(0, 300))
    tp = TopicPartition(topic, 0)
    consumer = Consumer(bootstrap_servers=bootstrap, auto_offset_reset="earliest",
                        max_poll_records=50, metadata_max_age_ms=2000)
    consumer.assign([tp])
    async with consumer:
        first = await collect(consumer, 150, limit_s=60)
        leader = consumer.client.metadata.leader_for(topic, 0)
        epoch_before = consumer.client.metadata.partition(topic, 0).leader_epoch  # type: ignore[union-attr]
        assert leader is not None
        await anyio.to_thread.run_sync(kafka_cluster3.stop_node, leader)
        try:
            await send(bootstrap, topic, range(300, 400))
            rest = await collect(consumer, 250, limit_s=120)
            offsets = [r.offset for r in first[tp] + rest[tp]]
            assert offsets == list(range(400))
            assert [int(r.value) for r in first[tp] + rest[tp]] == list(range(400))
            new_leader = consumer.client.metadata.leader_for(topic, 0)
            assert new_leader is not None and new_leader != leader
            described = consumer.client.metadata.partition(topic, 0)
            assert described is not None and described.leader_epoch > epoch_before
            assert await consumer.position(tp) == 400
        finally:
            await anyio.to_thread.run_sync(kafka_cluster3.start_node, leader)
