"""Helpers shared by the consumer integration tests (topic creation, producing, collecting)."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from typing import Any

import anyio

from kafka_async import Admin, Consumer, ConsumerRecord, Producer, TopicPartition
from kafka_async.admin import NewTopic
from kafka_async.protocol.errors import UnknownTopicOrPartitionError


async def create_topic(bootstrap: str, partitions: int = 1, prefix: str = "consumer",
                       config: dict[str, str] | None = None) -> str:
    """A fresh topic whose partitions all have a leader."""
    name = f"{prefix}-{uuid.uuid4().hex[:12]}"
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(name, num_partitions=partitions,
                                            replication_factor=1, configs=config or {})])
        with anyio.fail_after(30):
            while True:
                try:
                    described = (await admin.describe_topics([name]))[name]
                    if all(p.leader >= 0 for p in described.partitions):
                        return name
                except UnknownTopicOrPartitionError:
                    pass
                await anyio.sleep(0.05)


async def produce(bootstrap: str, topic: str,
                  records: Iterable[tuple[int, bytes | None, bytes]], **settings: Any) -> None:
    """Send (partition, key, value) records with kafka_async's producer and wait for acks."""
    async with Producer(bootstrap_servers=bootstrap, **settings) as producer:
        handles = [await producer.send(topic, value, key=key, partition=partition)
                   for partition, key, value in records]
        for handle in handles:
            await handle


async def collect(consumer: Consumer, count: int, limit_s: float = 30
                  ) -> dict[TopicPartition, list[ConsumerRecord]]:
    """getmany() until ``count`` records arrived (fails after ``limit_s``, never hangs)."""
    got: dict[TopicPartition, list[ConsumerRecord]] = {}
    total = 0
    with anyio.fail_after(limit_s):
        while total < count:
            batch = await consumer.getmany(timeout_ms=500)
            for tp, records in batch.items():
                got.setdefault(tp, []).extend(records)
                total += len(records)
    return got


def all_partitions(topic: str, count: int) -> list[TopicPartition]:
    return [TopicPartition(topic, p) for p in range(count)]
