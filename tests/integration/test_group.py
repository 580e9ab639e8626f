"""Consumer groups against a real broker: commits and committed offsets, sharing partitions
(join, leave, crash), no loss across rebalances, cooperative-sticky, static membership, both
group protocols, pattern subscriptions."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import anyio
import pytest
from consumer_helpers import create_topic, produce
from group_helpers import FAST, Tracker, group_cluster, run_member, split_ok, wait_until

from kafka_async import Consumer, TopicPartition
from kafka_async.consumer.group import CommitFailedError, OffsetAndMetadata
from kafka_async.testing import KafkaCluster

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

PROTOCOLS = ["classic", "consumer"]


@pytest.fixture(scope="module")
def cluster() -> Iterator[KafkaCluster]:
    yield from group_cluster()


@pytest.fixture
def bootstrap(cluster: KafkaCluster) -> str:
    return cluster.bootstrap


@pytest.fixture(params=["asyncio"])
def anyio_backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def new_group() -> str:
    return f"group-{uuid.uuid4().hex[:10]}"


@pytest.mark.parametrize("anyio_backend", ["asyncio", "trio"])
async def test_commit_committed_and_restart_from_committed(bootstrap: str) -> None:
    topic = await create_topic(bootstrap, partitions=3)
    await produce(bootstrap, topic, [(i % 3, None, b"v%d" % i) for i in range(30)])
    group = new_group()
    every = {TopicPartition(topic, p) for p in range(3)}
    async with Consumer(topic, bootstrap_servers=bootstrap, group_id=group,
                        enable_auto_commit=False, **FAST) as consumer:
        got = 0
        with anyio.fail_after(60):
            while got < 30:
                got += sum(len(r) for r in (await consumer.getmany(timeout_ms=200)).values())
        assert consumer.assignment() == every
        assert consumer.group_metadata().generation_id >= 1
        assert await consumer.committed(every) == dict.fromkeys(every)
        await consumer.commit()  # everything consumed
        assert await consumer.committed(every) == {tp: OffsetAndMetadata(10, "", 0)
                                                   for tp in every}
        tp0 = TopicPartition(topic, 0)
        await consumer.commit({tp0: OffsetAndMetadata(7, "checkpoint-7")})
        handle = consumer.commit_async({TopicPartition(topic, 1): 4})
        await handle
        assert handle.done() and handle.exception() is None
        found = await consumer.committed([tp0, TopicPartition(topic, 1)])
        assert found[tp0] is not None and found[tp0].offset == 7
        assert found[tp0].metadata == "checkpoint-7"
        assert found[TopicPartition(topic, 1)] == OffsetAndMetadata(4, "", -1)
    # A new member of the group starts where the group committed, not at auto_offset_reset.
    async with Consumer(topic, bootstrap_servers=bootstrap, group_id=group,
                        enable_auto_commit=True, **FAST) as consumer:
        records = []
        with anyio.fail_after(60):
            while len(records) < 3 + 6:
                for batch in (await consumer.getmany(timeout_ms=200)).values():
                    records.extend(batch)
        assert sorted((r.partition, r.offset) for r in records) == (
            [(0, o) for o in range(7, 10)] + [(1, o) for o in range(4, 10)])
    # close() auto-committed the consumed positions.
    async with Consumer(bootstrap_servers=bootstrap, group_id=group) as probe:
        assert {tp: o.offset if o else None for tp, o in (await probe.committed(every)).items()
                } == dict.fromkeys(every, 10)


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_three_members_share_six_partitions_through_join_leave_and_crash(
        bootstrap: str, protocol: str) -> None:
    topic = await create_topic(bootstrap, partitions=6)
    every = {TopicPartition(topic, p) for p in range(6)}
    group = new_group()

    def member(**extra: object) -> Consumer:
        return Consumer(topic, bootstrap_servers=bootstrap, group_id=group,
                        group_protocol=protocol, **{**FAST, **extra})  # type: ignore[arg-type]

    a, b, c = member(), member(), member(internal_leave_group_on_close=False,
                                         enable_auto_commit=False)
    overlaps: list[list[frozenset[TopicPartition]]] = []

    async def watch() -> None:  # never two owners of one partition at the same moment
        while True:
            owned = [m.assignment() for m in (a, b, c) if not m._closed]
            flat = [tp for x in owned for tp in x]
            if len(flat) != len(set(flat)):
                overlaps.append(owned)
            await anyio.sleep(0.01)

    async with anyio.create_task_group() as tg:
        tg.start_soon(watch)
        await tg.start(run_member, a)
        await wait_until(lambda: a.assignment() == every)
        await tg.start(run_member, b)
        crash_scope = anyio.CancelScope()
        tg.start_soon(_run_in_scope, c, crash_scope)
        await wait_until(lambda: split_ok([a, b, c], every))       # join
        assert all(len(m.assignment()) == 2 for m in (a, b, c))
        crash_scope.cancel()  # c dies without LeaveGroup: the session timeout notices
        await wait_until(lambda: split_ok([a, b], every))          # crash
        await b.close()                                            # leave (LeaveGroup)
        await wait_until(lambda: a.assignment() == every)
        await a.close()
        tg.cancel_scope.cancel()
    assert overlaps == []


async def _run_in_scope(consumer: Consumer, scope: anyio.CancelScope) -> None:
    with scope:
        async with consumer:
            while True:
                await consumer.getmany(timeout_ms=100)
