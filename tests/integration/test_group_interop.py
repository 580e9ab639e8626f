"""One group, two clients: a kafka_async member and a confluent-kafka (librdkafka) member share
the partitions over the classic protocol and consume every record exactly once."""

from __future__ import annotations

import threading
import uuid
from collections import Counter

import anyio
import pytest
from confluent_kafka import Consumer as ConfluentConsumer
from consumer_helpers import create_topic, produce
from group_helpers import FAST, run_member, wait_until

from kafka_async import Consumer, ConsumerRecord, TopicPartition

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.asyncio_only(
        'groups shared with the Java client; backend-independent wire behaviour'),
]


#: The session broker's floor for classic session timeouts is its default 6000 ms; nothing here
#: waits for a session to expire, so the shared broker serves (no short-timeout broker needed).
SESSION_MS = 10_000



@pytest.mark.parametrize("strategy", ["range", "cooperative-sticky"])
async def test_kafka_async_and_confluent_share_a_group(kafka_bootstrap: str,
                                                       strategy: str) -> None:
    bootstrap = kafka_bootstrap
    topic = await create_topic(bootstrap, partitions=6)
    every = {TopicPartition(topic, p) for p in range(6)}
    group = f"interop-{uuid.uuid4().hex[:8]}"
    values: Counter[bytes] = Counter()
    ours_got: list[ConsumerRecord] = []
    theirs: dict[str, object] = {"assignment": set(), "count": 0}
    markers = {b"marker-%d" % p for p in range(6)}
    stop = threading.Event()

    def confluent_member() -> None:
        consumer = ConfluentConsumer({
            "bootstrap.servers": bootstrap, "group.id": group, "auto.offset.reset": "earliest",
            "partition.assignment.strategy": strategy, "session.timeout.ms": SESSION_MS,
            "heartbeat.interval.ms": 300, "enable.auto.commit": False,
        })
        consumer.subscribe([topic])
        try:
            while not stop.is_set():
                message = consumer.poll(0.1)
                theirs["assignment"] = {TopicPartition(tp.topic, tp.partition)
                                        for tp in consumer.assignment()}
                if message is None or message.error():
                    continue
                values[message.value() or b""] += 1
                theirs["count"] = int(theirs["count"]) + 1  # type: ignore[call-overload]
        finally:
            consumer.close()

    ours = Consumer(topic, bootstrap_servers=bootstrap, group_id=group,
                    partition_assignment_strategy=[strategy],
                    **{**FAST, "session_timeout_ms": SESSION_MS})

    def sink(record: ConsumerRecord) -> None:
        ours_got.append(record)
        values[record.value or b""] += 1

    async with anyio.create_task_group() as tg:
        await tg.start(run_member, ours, sink)
        tg.start_soon(anyio.to_thread.run_sync, confluent_member)
        try:
            def split() -> bool:
                theirs_now: set[TopicPartition] = theirs["assignment"]  # type: ignore[assignment]
                mine = ours.assignment()
                return bool(mine) and bool(theirs_now) and not (mine & theirs_now) and (
                    mine | theirs_now == every)

            await wait_until(split, 90)
            total = 600
            await produce(bootstrap, topic, [(i % 6, None, b"%d" % i) for i in range(total)])
            await wait_until(lambda: sum(values.values()) >= total, 60)
            # One marker per partition, after everything else: once all are read, every record
            # fetched before them has been delivered too, duplicates included.
            await produce(bootstrap, topic, [(p, None, b"marker-%d" % p) for p in range(6)])
            await wait_until(lambda: markers <= set(values), 60)
        finally:
            stop.set()
        await ours.close()
    for marker in markers:
        assert values.pop(marker) == 1
    assert sorted(values) == sorted(b"%d" % i for i in range(total))
    assert set(values.values()) == {1}  # every record exactly once
    assert ours_got and int(theirs["count"]) > 0  # type: ignore[call-overload]
