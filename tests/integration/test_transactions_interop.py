"""Our transactions as other clients see them: confluent-kafka (librdkafka) and the Java console
consumer with ``isolation.level=read_committed`` see the committed records and never the aborted
ones; read_uncommitted sees both. And our read_committed consumer over a confluent-kafka
transactional producer's output is covered in test_consumer_transactions.py."""

from __future__ import annotations

import uuid

import anyio
import pytest
from confluent_kafka import Consumer as ConfluentConsumer
from confluent_kafka import TopicPartition as ConfluentPartition
from txn_helpers import settled

from kafka_async import Admin, NewTopic, Producer, TopicPartition
from kafka_async.testing.tools import JavaTools

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.asyncio_only("the peers are blocking clients run in a worker thread"),
]

COMMITTED = [f"committed-{t}-{i}" for t in (1, 2) for i in range(50)]
ABORTED = [f"aborted-{i}" for i in range(30)]


async def write_transactions(bootstrap: str) -> str:
    topic = f"txn-interop-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, num_partitions=1, replication_factor=1)])
    async with Producer(bootstrap_servers=bootstrap, transactional_id=f"interop-{topic}") as p:
        async with p.transaction():
            for value in COMMITTED[:50]:
                await p.send(topic, value.encode(), key=b"k", headers=[("h", b"1")])
        await p.begin_transaction()
        for value in ABORTED:
            await p.send(topic, value.encode(), key=b"k")
        await p.flush()
        await p.abort_transaction()
        async with p.transaction():
            for value in COMMITTED[50:]:
                await p.send(topic, value.encode(), key=b"k", headers=[("h", b"2")])
    await settled(bootstrap, [TopicPartition(topic, 0)])
    return topic


def confluent_read(bootstrap: str, topic: str, isolation: str, expected: int) -> list[str]:
    consumer = ConfluentConsumer({"bootstrap.servers": bootstrap, "group.id": uuid.uuid4().hex,
                                  "isolation.level": isolation, "enable.auto.commit": False,
                                  "auto.offset.reset": "earliest", "log_level": 3})
    try:
        consumer.assign([ConfluentPartition(topic, 0, 0)])
        found: list[str] = []
        empty_polls = 0
        while len(found) < expected and empty_polls < 20:  # bounded: never hangs
            message = consumer.poll(1.0)
            if message is None:
                empty_polls += 1
                continue
            if message.error() is None:
                found.append(message.value().decode())
        # whatever else is visible would arrive within a few more polls
        for _ in range(3):
            message = consumer.poll(0.5)
            if message is not None and message.error() is None:
                found.append(message.value().decode())
        return found
    finally:
        consumer.close()


async def test_confluent_kafka_reads_only_what_we_committed(kafka_bootstrap: str) -> None:
    topic = await write_transactions(kafka_bootstrap)
    committed = await anyio.to_thread.run_sync(
        confluent_read, kafka_bootstrap, topic, "read_committed", len(COMMITTED))
    assert committed == COMMITTED
    everything = await anyio.to_thread.run_sync(
        confluent_read, kafka_bootstrap, topic, "read_uncommitted",
        len(COMMITTED) + len(ABORTED))
    assert sorted(everything) == sorted(COMMITTED + ABORTED)


async def test_the_java_console_consumer_reads_only_what_we_committed(
        kafka_bootstrap: str, java_tools: JavaTools) -> None:
    topic = await write_transactions(kafka_bootstrap)
    committed = await anyio.to_thread.run_sync(lambda: java_tools.console_consume(
        topic, len(COMMITTED), props={"isolation.level": "read_committed"}, timeout_ms=10_000))
    assert committed == COMMITTED
    everything = await anyio.to_thread.run_sync(lambda: java_tools.console_consume(
        topic, len(COMMITTED) + len(ABORTED), props={"isolation.level": "read_uncommitted"},
        timeout_ms=10_000))
    assert sorted(everything) == sorted(COMMITTED + ABORTED)
