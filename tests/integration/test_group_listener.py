"""Group correctness against a real broker: slow rebalance listeners do not get a member kicked
(heartbeats continue beside them), manual assignment with auto_offset_reset='none' starts
from the committed offset, a commit racing a rebalance is applied or fails typed."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field

import anyio
import pytest
from consumer_helpers import create_topic, produce
from group_helpers import FAST, Tracker, run_member, split_ok, wait_until

from kafka_async import Consumer, ConsumerRecord, TopicPartition
from kafka_async.consumer import NoOffsetForPartitionError
from kafka_async.consumer.group import CommitFailedError, OffsetAndMetadata

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.asyncio_only(
        "long group scenarios; the membership loop's trio path runs in test_group.py"),
]

PROTOCOLS = ["classic", "consumer"]
#: A listener this slow outlives the member's session (FAST: 3000 ms) twice over.
SLOW_LISTENER_S = 2.2 * FAST["session_timeout_ms"] / 1000


@pytest.fixture
def bootstrap(group_bootstrap: str) -> str:
    """The session's short-timeout group broker (tests/integration/conftest.py)."""
    return group_bootstrap



def new_group() -> str:
    return f"group-{uuid.uuid4().hex[:10]}"


@dataclass
class SlowTracker(Tracker):
    """A Tracker whose chosen callback sleeps longer than the session timeout (once, on the
    first call with partitions: KIP-848 may first announce an empty assignment)."""

    slow: str = "on_partitions_assigned"
    slept: int = 0
    woke: anyio.Event = field(default_factory=anyio.Event)  # the slow callback returns

    async def _maybe_sleep(self, which: str, partitions: frozenset[TopicPartition]) -> None:
        if which == self.slow and partitions and not self.slept:
            self.slept += 1
            await anyio.sleep(SLOW_LISTENER_S)  # the slow listener under test, not ordering
            self.woke.set()

    async def on_partitions_assigned(self, assigned: frozenset[TopicPartition]) -> None:
        await super().on_partitions_assigned(assigned)
        await self._maybe_sleep("on_partitions_assigned", assigned)

    async def on_partitions_revoked(self, revoked: frozenset[TopicPartition]) -> None:
        await super().on_partitions_revoked(revoked)
        await self._maybe_sleep("on_partitions_revoked", revoked)


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_a_listener_slower_than_the_session_timeout_does_not_get_the_member_kicked(
        bootstrap: str, protocol: str) -> None:
    topic = await create_topic(bootstrap, partitions=2)
    every = {TopicPartition(topic, p) for p in range(2)}
    tracker = SlowTracker("slow")
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=new_group(),
                        group_protocol=protocol, **FAST)
    consumer.subscribe([topic], listener=tracker)
    async with anyio.create_task_group() as tg:
        await tg.start(run_member, consumer)
        # (group_metadata() is the membership as of the last poll: one after the join)
        await wait_until(lambda: tracker.slept == 1 and consumer.assignment() == every
                         and consumer.group_metadata().member_id != "")
        member = consumer.group_metadata()
        # The first assignment's listener sleeps for two session timeouts: without heartbeats
        # beside it the coordinator would have dropped the member (UNKNOWN_MEMBER_ID or
        # FENCED_MEMBER_EPOCH -> partitions lost, a new member id or epoch 0 -> rejoin).
        with anyio.fail_after(60):
            await tracker.woke.wait()
        # A commit right away carries the member id and generation (epoch) the member had
        # all along: the coordinator accepts it only if it still knows the member by them.
        await consumer.commit(dict.fromkeys(every, 0))
        assert tracker.lost == []
        assert frozenset().union(*tracker.assigned) == every and tracker.revoked == []
        assert consumer.assignment() == every
        after = consumer.group_metadata()
        assert after.member_id == member.member_id
        if protocol == "classic":
            assert after.generation_id == member.generation_id
        await consumer.close()
        tg.cancel_scope.cancel()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_a_slow_revoke_listener_keeps_the_member_and_the_hand_over_completes(
        bootstrap: str, protocol: str) -> None:
    topic = await create_topic(bootstrap, partitions=4)
    every = {TopicPartition(topic, p) for p in range(4)}
    group = new_group()
    slow = SlowTracker("a", slow="on_partitions_revoked")
    other = Tracker("b")
    a = Consumer(bootstrap_servers=bootstrap, group_id=group, group_protocol=protocol,
                 partition_assignment_strategy=["range"], **FAST)
    a.subscribe([topic], listener=slow)
    b = Consumer(bootstrap_servers=bootstrap, group_id=group, group_protocol=protocol,
                 partition_assignment_strategy=["range"], **FAST)
    b.subscribe([topic], listener=other)
    async with anyio.create_task_group() as tg:
        await tg.start(run_member, a)
        await wait_until(lambda: a.assignment() == every)
        member_id = a.group_metadata().member_id
        await tg.start(run_member, b)
        await wait_until(lambda: slow.slept == 1)  # a's revoke listener is sleeping now
        await wait_until(lambda: split_ok([a, b], every), limit_s=90)
        assert slow.lost == [] and other.lost == []  # nobody was dropped from the group
        assert a.group_metadata().member_id == member_id
        for consumer in (b, a):
            await consumer.close()
        tg.cancel_scope.cancel()


async def test_manual_assignment_with_reset_none_starts_from_the_committed_offset(
        bootstrap: str) -> None:
    topic = await create_topic(bootstrap, partitions=2)
    await produce(bootstrap, topic, [(i % 2, None, b"v%d" % i) for i in range(10)])
    group = new_group()
    tp0, tp1 = TopicPartition(topic, 0), TopicPartition(topic, 1)
    async with Consumer(bootstrap_servers=bootstrap, group_id=group) as setup:
        await setup.commit({tp0: 3})
    manual = Consumer(bootstrap_servers=bootstrap, group_id=group, enable_auto_commit=False,
                      **{**FAST, "auto_offset_reset": "none"})
    manual.assign([tp0])
    async with manual:
        assert await manual.position(tp0) == 3
        records: list[ConsumerRecord] = []
        with anyio.fail_after(60):
            while len(records) < 2:
                for batch in (await manual.getmany(timeout_ms=200)).values():
                    records.extend(batch)
        assert [(r.partition, r.offset) for r in records] == [(0, 3), (0, 4)]
    # Partition 1 has no committed offset: 'none' raises for it (and only for it).
    strict = Consumer(bootstrap_servers=bootstrap, group_id=group, enable_auto_commit=False,
                      **{**FAST, "auto_offset_reset": "none"})
    strict.assign([tp0, tp1])
    async with strict:
        with anyio.fail_after(60), pytest.raises(NoOffsetForPartitionError, match="partition 1"):
            while True:
                await strict.getmany(timeout_ms=200)
        assert await strict.position(tp0) == 3


@pytest.mark.parametrize("protocol", [*PROTOCOLS, "classic-cooperative"])
async def test_commits_racing_rebalances_are_applied_or_fail_typed(
        bootstrap: str, protocol: str) -> None:
    """Member a commits in a tight loop while b joins, b leaves and c joins. Each commit
    either raises CommitFailedError (not applied) or returns, and then the broker holds it:
    only a commits, with ever larger offsets, so the committed offsets must equal the last
    acknowledged ones. Nothing is acknowledged and then silently dropped."""
    topic = await create_topic(bootstrap, partitions=4)
    every = {TopicPartition(topic, p) for p in range(4)}
    group = new_group()

    def member() -> Consumer:
        # cooperative-sticky members keep (and commit) partitions while the group rebalances
        consumer = Consumer(bootstrap_servers=bootstrap, group_id=group,
                            group_protocol=protocol.removesuffix("-cooperative"),
                            partition_assignment_strategy=["cooperative-sticky"]
                            if protocol.endswith("cooperative") else ["range"],
                            enable_auto_commit=False, **FAST)
        consumer.subscribe([topic])
        return consumer

    a, b, c = member(), member(), member()
    applied: dict[TopicPartition, int] = {}
    failures: list[CommitFailedError] = []
    attempts = 0
    stop, stopped = anyio.Event(), anyio.Event()

    async def commit_constantly() -> None:  # stops between commits: none is cut short
        nonlocal attempts
        while not stop.is_set():
            attempts += 1
            await a.getmany(timeout_ms=0)  # a keeps polling (max_poll_interval_ms)
            chosen = dict.fromkeys(a.assignment(), attempts)
            try:
                await a.commit(chosen)
                applied.update(chosen)
            except CommitFailedError as exc:
                assert exc.cause is not None
                failures.append(exc)
            await anyio.sleep(0.005)  # a commit rate, not ordering: the loop runs throughout
        stopped.set()

    async with a, anyio.create_task_group() as tg:
        with anyio.fail_after(60):
            while a.assignment() != every:
                await a.getmany(timeout_ms=100)
        tg.start_soon(commit_constantly)
        await tg.start(run_member, b)
        await wait_until(lambda: split_ok([a, b], every), limit_s=60)
        await b.close()
        await wait_until(lambda: a.assignment() == every, limit_s=60)
        await tg.start(run_member, c)
        await wait_until(lambda: split_ok([a, c], every), limit_s=60)
        stop.set()
        with anyio.fail_after(60):
            await stopped.wait()
        tg.cancel_scope.cancel()
    async with Consumer(bootstrap_servers=bootstrap, group_id=group) as probe:
        committed = await probe.committed(every)
    assert applied and {tp: committed[tp] for tp in applied} == {
        tp: OffsetAndMetadata(offset, "", -1) for tp, offset in applied.items()}
    causes = sorted({type(f.cause).__name__ for f in failures})
    print(f"{protocol}: {attempts} commits, {len(failures)} rejected {causes}")


@pytest.mark.parametrize("anyio_backend", ["asyncio", "trio"])
async def test_close_from_inside_a_listener_ends_and_every_other_close_too(
        bootstrap: str) -> None:
    """close() called by the rebalance listener (a task of the consumer itself) must not wait
    for the consumer's tasks to end, its own among them: it returns, the application's
    getmany() raises ConsumerClosedError, and the application's own close() completes."""
    from kafka_async.consumer import ConsumerClosedError

    topic = await create_topic(bootstrap, partitions=1)
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=f"listener-{uuid.uuid4().hex}",
                        **FAST)
    closed_inside = anyio.Event()

    class ClosingListener:
        async def on_partitions_assigned(self, assigned: frozenset[TopicPartition]) -> None:
            with anyio.fail_after(30):
                await consumer.close()
            closed_inside.set()

        async def on_partitions_revoked(self, revoked: frozenset[TopicPartition]) -> None:
            pass

        async def on_partitions_lost(self, lost: frozenset[TopicPartition]) -> None:
            pass

    consumer.subscribe([topic], listener=ClosingListener())
    await consumer.start()
    with anyio.fail_after(60):
        with pytest.raises(ConsumerClosedError):
            while True:
                await consumer.getmany(timeout_ms=200)
        await consumer.close()
    assert closed_inside.is_set()
    assert consumer._lifecycle.state.value == "closed"
