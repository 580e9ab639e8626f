"""isolation_level: read_committed hides an aborted transaction (written by a transactional
confluent-kafka producer) and shows committed ones; read_uncommitted shows everything."""

from __future__ import annotations

import uuid

import anyio
import pytest
from confluent_kafka import Producer as ConfluentProducer
from consumer_helpers import collect, create_topic

from kafka_async import Consumer, TopicPartition

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.asyncio_only(
        "the transactional records come from the Java producer; the consumer's trio path "
        'runs in test_consumer.py'),
]



def write_transactions(bootstrap: str, topic: str) -> None:
    producer = ConfluentProducer({"bootstrap.servers": bootstrap,
                                  "transactional.id": f"txn-{uuid.uuid4().hex[:8]}",
                                  "linger.ms": 5, "log_level": 3})
    producer.init_transactions(30)
    plan = [("committed-1", True), ("aborted", False), ("committed-2", True)]
    for label, commit in plan:
        producer.begin_transaction()
        for i in range(5):
            producer.produce(topic, value=f"{label}-{i}".encode(), partition=0)
        producer.flush(30)
        if commit:
            producer.commit_transaction(30)
        else:
            producer.abort_transaction(30)


async def test_read_committed_hides_aborted_transactions(kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap, prefix="txn")
    await anyio.to_thread.run_sync(write_transactions, kafka_bootstrap, topic)
    tp = TopicPartition(topic, 0)
    expected_committed = [f"{label}-{i}".encode() for label in ("committed-1", "committed-2")
                          for i in range(5)]
    committed = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest",
                         isolation_level="read_committed")
    committed.assign([tp])
    async with committed:
        got = await collect(committed, 10)
        assert [r.value for r in got[tp]] == expected_committed
        assert await committed.getmany(timeout_ms=300) == {}
        end = (await committed.end_offsets([tp]))[tp]
        assert await committed.position(tp) == end  # past the last COMMIT marker
        assert committed.last_stable_offset(tp) == end

    everything = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest")
    everything.assign([tp])
    async with everything:
        got = await collect(everything, 15)
        values = [r.value for r in got[tp]]
        assert values[5:10] == [f"aborted-{i}".encode() for i in range(5)]
        assert [v for v in values if not v.startswith(b"aborted")] == expected_committed
