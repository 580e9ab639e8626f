"""The demo's consume step: a group of 3 that really shares the partitions."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kafka_async import Producer
from kafka_async.demo import _consume_as_group

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.asyncio_only(
        "runs the demo's group code as the demo does, under asyncio"),
]



async def test_every_member_reads_its_own_partitions_and_together_all_records(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    topic = new_topic("demo-group", create=True, partitions=6)
    async with Producer(bootstrap_servers=kafka_bootstrap) as producer:
        for i in range(3000):
            await producer.send(topic, b"v", partition=i % 6)
    per_member = await _consume_as_group(kafka_bootstrap, 3000, members=3, topic=topic)
    assert all(per_member[i] for i in range(3)), per_member  # nobody was left without work
    owned = [set(counts) for counts in per_member.values()]
    assert set().union(*owned) == set(range(6))
    assert sum(sum(counts.values()) for counts in per_member.values()) >= 3000
