"""A subscribed topic gaining partitions (Admin.create_partitions) is picked up by the group
(classic: the leader notices the new count in refreshed metadata and rejoins, as Java's
ConsumerCoordinator does; KIP-848: the coordinator recomputes the assignment) and the new
partitions' records are consumed. Plus KIP-848 server-side regex subscriptions."""

from __future__ import annotations

import logging
import uuid
from typing import Any

import anyio
import pytest
from consumer_helpers import create_topic, produce
from group_helpers import FAST, run_member, split_ok, wait_until

from kafka_async import Admin, Consumer, TopicPartition
from kafka_async.admin import NewPartitions

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.asyncio_only(
        "long group scenarios; the membership loop's trio path runs in test_group.py"),
]

PROTOCOLS = ["classic", "consumer"]


@pytest.fixture
def bootstrap(group_bootstrap: str) -> str:
    """The session's short-timeout group broker (tests/integration/conftest.py)."""
    return group_bootstrap



def new_group() -> str:
    return f"group-{uuid.uuid4().hex[:10]}"


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_a_subscribed_topic_gaining_partitions_is_assigned_and_consumed(
        bootstrap: str, protocol: str) -> None:
    topic = await create_topic(bootstrap, partitions=2)
    await produce(bootstrap, topic, [(p, None, b"old-%d" % p) for p in range(2)])
    group = new_group()
    settings: dict[str, Any] = {**FAST, "metadata_max_age_ms": 500}
    seen: list[tuple[int, bytes]] = []

    def sink(record: Any) -> None:
        seen.append((record.partition, record.value))

    members = [Consumer(topic, bootstrap_servers=bootstrap, group_id=group,
                        group_protocol=protocol, **settings) for _ in range(2)]
    async with anyio.create_task_group() as tg:
        for member in members:
            await tg.start(run_member, member, sink)
        before = {TopicPartition(topic, p) for p in range(2)}
        await wait_until(lambda: split_ok(members, before), limit_s=60)
        await wait_until(lambda: len(seen) == 2)
        async with Admin(bootstrap_servers=bootstrap) as admin:
            assert await admin.create_partitions({topic: NewPartitions(5)}) == {topic: None}
        await produce(bootstrap, topic, [(p, None, b"new-%d" % p) for p in range(2, 5)])
        after = {TopicPartition(topic, p) for p in range(5)}
        await wait_until(lambda: split_ok(members, after), limit_s=60)
        await wait_until(lambda: len(seen) >= 5, limit_s=60)
        assert sorted(seen) == [(0, b"old-0"), (1, b"old-1"), (2, b"new-2"), (3, b"new-3"),
                                (4, b"new-4")]
        for member in members:
            await member.close()
        tg.cancel_scope.cancel()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_a_subscribed_topic_created_after_the_join_is_assigned_and_consumed(
        bootstrap: str, protocol: str) -> None:
    """Java's consumer keeps refreshing metadata for subscribed topics it does not know, and a
    classic leader rejoins when one appears. Here the refresh asked for missing topics ran only
    for group-less subscriptions and the leader compared only topics that had partitions at the
    assignment: the topic was never assigned (metadata_max_age_ms is left at its 5 minutes)."""
    from kafka_async.admin import NewTopic

    topic = f"late-{uuid.uuid4().hex[:10]}"
    seen: list[bytes] = []
    member = Consumer(topic, bootstrap_servers=bootstrap, group_id=new_group(),
                      group_protocol=protocol, **FAST)
    async with anyio.create_task_group() as tg:
        await tg.start(run_member, member, lambda record: seen.append(record.value))
        await wait_until(lambda: member.group_metadata().generation_id > 0)
        assert member.assignment() == frozenset()
        async with Admin(bootstrap_servers=bootstrap) as admin:
            await admin.create_topics([NewTopic(topic, num_partitions=2, replication_factor=1)])
        await produce(bootstrap, topic, [(p, None, b"v%d" % p) for p in range(2)])
        await wait_until(lambda: len(seen) == 2, limit_s=90)
        assert member.assignment() == {TopicPartition(topic, 0), TopicPartition(topic, 1)}
        tg.cancel_scope.cancel()
    assert sorted(seen) == [b"v0", b"v1"]


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_a_pattern_given_after_start_matches_the_clusters_topics(
        bootstrap: str, protocol: str) -> None:
    """aiokafka's order: start, then subscribe(pattern=...). The pattern was matched against
    the topics the client tracked (none) and the loop that lists the cluster's topics ran only
    for a pattern given before start: it matched nothing, for good (classic)."""
    topic = await create_topic(bootstrap, partitions=2, prefix="after-start")
    await produce(bootstrap, topic, [(p, None, b"v%d" % p) for p in range(2)])
    seen: list[bytes] = []
    member = Consumer(bootstrap_servers=bootstrap, group_id=new_group(),
                      group_protocol=protocol, **FAST)
    async with member:
        member.subscribe(pattern=topic.replace("-", "[-]"))
        with anyio.fail_after(60):
            while len(seen) < 2:
                for records in (await member.getmany(timeout_ms=200)).values():
                    seen += [r.value for r in records]
        assert member.subscription() == {topic}
    assert sorted(seen) == [b"v0", b"v1"]


async def test_kip848_pattern_is_resolved_by_the_broker(bootstrap: str) -> None:
    """ConsumerGroupHeartbeat v1 carries the regex: the coordinator resolves it and assigns a
    matching topic created later, although this client never re-lists topics
    (pattern_refresh_ms of an hour: its own matching cannot have found the new topic)."""
    prefix = f"srvregex-{uuid.uuid4().hex[:8]}"
    first = await create_topic(bootstrap, partitions=2, prefix=prefix)
    await create_topic(bootstrap, partitions=1, prefix="unrelated")
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=new_group(),
                        group_protocol="consumer", pattern_refresh_ms=3_600_000, **FAST)
    consumer.subscribe(pattern=rf"{prefix}-.*")
    async with anyio.create_task_group() as tg:
        await tg.start(run_member, consumer)
        await wait_until(lambda: consumer.assignment() == {TopicPartition(first, 0),
                                                           TopicPartition(first, 1)})
        second = await create_topic(bootstrap, partitions=1, prefix=prefix)
        # The broker re-resolves a group's regexes at most every 10 s, on a heartbeat after
        # the topic appeared in its metadata image.
        await wait_until(lambda: TopicPartition(second, 0) in consumer.assignment(), limit_s=90)
        assert consumer.subscription() == {first}  # the client's own matching never re-ran
        assert {tp.topic for tp in consumer.assignment()} == {first, second}
        await consumer.close()
        tg.cancel_scope.cancel()


async def test_kip848_pattern_the_broker_cannot_run_is_matched_on_the_client(
        bootstrap: str, caplog: pytest.LogCaptureFixture) -> None:
    """A negative lookahead is Python regex but not RE2J: the broker answers
    INVALID_REGULAR_EXPRESSION and the member falls back to sending matching topic names."""
    caplog.set_level(logging.WARNING, logger="kafka_async.consumer.group")
    prefix = f"lookahead-{uuid.uuid4().hex[:8]}"
    wanted = await create_topic(bootstrap, partitions=1, prefix=prefix)
    skipped = await create_topic(bootstrap, partitions=1, prefix=f"{prefix}-skip")
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=new_group(),
                        group_protocol="consumer", pattern_refresh_ms=300, **FAST)
    consumer.subscribe(pattern=rf"{prefix}-(?!skip).*")
    async with anyio.create_task_group() as tg:
        await tg.start(run_member, consumer)
        await wait_until(lambda: consumer.assignment() == {TopicPartition(wanted, 0)})
        assert any("cannot run the pattern" in r.getMessage() for r in caplog.records)
        assert skipped not in consumer.subscription()
        await consumer.close()
        tg.cancel_scope.cancel()


async def test_kip848_switching_between_pattern_and_names_replaces_the_subscription(
        bootstrap: str) -> None:
    """null fields mean "unchanged" in ConsumerGroupHeartbeat: switching from a pattern to
    names (and back) must clear the other kind, not subscribe to the union."""
    prefix = f"switch-{uuid.uuid4().hex[:8]}"
    matched = await create_topic(bootstrap, partitions=2, prefix=prefix)
    named = await create_topic(bootstrap, partitions=1, prefix="named")
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=new_group(),
                        group_protocol="consumer", **FAST)
    consumer.subscribe(pattern=rf"{prefix}-.*")
    by_pattern = {TopicPartition(matched, 0), TopicPartition(matched, 1)}
    async with anyio.create_task_group() as tg:
        await tg.start(run_member, consumer)
        await wait_until(lambda: consumer.assignment() == by_pattern)
        consumer.subscribe([named])
        await wait_until(lambda: consumer.assignment() == {TopicPartition(named, 0)})
        consumer.subscribe(pattern=rf"{prefix}-.*")
        await wait_until(lambda: consumer.assignment() == by_pattern)
        await consumer.close()
        tg.cancel_scope.cancel()
