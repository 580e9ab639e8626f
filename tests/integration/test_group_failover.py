"""The group coordinator's node is killed (3-node cluster, RF 3 everywhere): the members find
the new coordinator (FindCoordinator again), keep their membership, and every commit either
succeeds or fails with a typed retriable error and succeeds when repeated. Commit-then-verify:
the group's committed offsets end at each partition's end and every produced record was
consumed."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import anyio
import pytest

from kafka_async import Admin, Consumer, Producer, TopicPartition
from kafka_async.admin import NewTopic
from kafka_async.consumer.group import CommitFailedError
from kafka_async.protocol.errors import KafkaError
from kafka_async.protocol.messages import FindCoordinatorRequest, FindCoordinatorResponse
from kafka_async.testing import KafkaCluster

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.cluster,
    pytest.mark.slow,
    pytest.mark.asyncio_only(
        "kills and restarts brokers of the 3-node cluster (minutes); the membership "
        "loop's trio path runs in test_group.py"),
]

PARTITIONS = 3
BEFORE, AFTER = 300, 300
#: Classic members: the broker's minimum session timeout is 6 s by default; KIP-848 members
#: get the broker's settings (45 s session, 5 s heartbeats).
CLASSIC: dict[str, Any] = {"session_timeout_ms": 10_000, "heartbeat_interval_ms": 1_000}



@pytest.fixture
def restarts(kafka_cluster3: KafkaCluster) -> Iterator[list[int]]:
    """Nodes a test kills; restarted afterwards whatever happened."""
    killed: list[int] = []
    yield killed
    for node_id in killed:
        if not kafka_cluster3.is_running(node_id):
            kafka_cluster3.start_node(node_id)


async def find_coordinator(admin: Admin, group: str) -> int:
    with anyio.fail_after(60):
        while True:
            request = FindCoordinatorRequest(key_type=0, coordinator_keys=[group])
            try:
                response: FindCoordinatorResponse = await admin.client.send(request)
                entry = response.coordinators[0]
                if not entry.error_code:
                    return int(entry.node_id)
            except KafkaError:
                pass
            await anyio.sleep(0.2)


async def produce(bootstrap: str, topic: str, values: range) -> None:
    async with Producer(bootstrap_servers=bootstrap, acks="all") as producer:
        handles = [await producer.send(topic, b"%d" % i, partition=i % PARTITIONS)
                   for i in values]
        for handle in handles:
            await handle


@pytest.mark.parametrize(("protocol", "api_timeout_ms"), [
    ("classic", 60_000), ("consumer", 60_000),
    # shorter than the ~9 s the controller takes to fence a killed broker (KRaft
    # broker.session.timeout.ms): the first commit after the kill must fail, typed and
    # retriable, and a later one succeed
    ("classic", 3_000)])
async def test_commits_survive_the_coordinator_being_killed(
        kafka_cluster3: KafkaCluster, restarts: list[int], protocol: str,
        api_timeout_ms: int) -> None:
    bootstrap = kafka_cluster3.bootstrap
    topic = f"failover-{protocol}-{uuid.uuid4().hex[:8]}"
    group = f"failover-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, PARTITIONS, 3)])
    await produce(bootstrap, topic, range(BEFORE))
    settings: dict[str, Any] = CLASSIC if protocol == "classic" else {}
    consumer = Consumer(topic, bootstrap_servers=bootstrap, group_id=group,
                        group_protocol=protocol, enable_auto_commit=False,
                        auto_offset_reset="earliest", max_poll_records=20,
                        metadata_max_age_ms=2_000, default_api_timeout_ms=api_timeout_ms,
                        **settings)
    seen: set[int] = set()
    retriable_failures: list[BaseException] = []

    async def consume_and_commit(until: int) -> None:
        """Process a batch, then commit what was processed; a failed commit must be typed
        and retriable, and the same offsets are committed again on the next round."""
        with anyio.fail_after(180):
            while len(seen) < until:
                batch = await consumer.getmany(timeout_ms=200)
                for records in batch.values():
                    seen.update(int(r.value) for r in records)
                try:
                    await consumer.commit()
                except CommitFailedError:
                    raise  # the member was never dropped: this would be a real failure
                except KafkaError as exc:
                    assert exc.retriable, exc
                    retriable_failures.append(exc)

    async with consumer, Admin(bootstrap_servers=bootstrap) as admin:
        await consume_and_commit(BEFORE // 2)
        coordinator = await find_coordinator(admin, group)
        link = consumer._group.link if consumer._group is not None else None
        assert link is not None and link.node == coordinator
        member = consumer.group_metadata()
        restarts.append(coordinator)
        await anyio.to_thread.run_sync(kafka_cluster3.kill_node, coordinator)
        try:  # at once, while the coordinator is gone
            await consumer.commit()
        except KafkaError as exc:
            assert exc.retriable and not isinstance(exc, CommitFailedError), exc
            retriable_failures.append(exc)
        if api_timeout_ms < 9_000:
            assert retriable_failures, "a commit within 3 s of the kill cannot have succeeded"
        await produce(bootstrap, topic, range(BEFORE, BEFORE + AFTER))
        await consume_and_commit(BEFORE + AFTER)
        # One more commit after everything was consumed: it must succeed.
        with anyio.fail_after(120):
            while True:
                try:
                    await consumer.commit()
                    break
                except KafkaError as exc:
                    assert exc.retriable and not isinstance(exc, CommitFailedError), exc
                    retriable_failures.append(exc)
        moved_to = await find_coordinator(admin, group)
        assert moved_to != coordinator
        assert link.node == moved_to  # rediscovered
        assert consumer.group_metadata().member_id == member.member_id
        every = [TopicPartition(topic, p) for p in range(PARTITIONS)]
        ends = await consumer.end_offsets(every)
        committed = await consumer.committed(every)
        assert {tp: c.offset if c else None for tp, c in committed.items()} == ends
    assert seen == set(range(BEFORE + AFTER))
    assert sum(ends.values()) == BEFORE + AFTER
    print(f"{protocol} (api timeout {api_timeout_ms} ms): coordinator {coordinator} -> {moved_to}; "
          f"{len(retriable_failures)} retriable commit failures: "
          f"{sorted({type(e).__name__ for e in retriable_failures})}")
