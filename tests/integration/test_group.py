"""Consumer groups against a real broker: commits and committed offsets, sharing partitions
(join, leave, crash), no loss across rebalances, cooperative-sticky, static membership, both
group protocols, pattern subscriptions."""

from __future__ import annotations

import uuid
from collections import Counter
from typing import Any

import anyio
import pytest
from consumer_helpers import create_topic, produce
from group_helpers import FAST, Tracker, group_epoch, run_member, split_ok, wait_until

from kafka_async import Admin, Consumer, ConsumerRecord, TopicPartition
from kafka_async.consumer import (
    ConsumerClosedError,
    NoOffsetForPartitionError,
    NotSubscribedError,
    TopicDeletedError,
)
from kafka_async.consumer.group import CommitFailedError, OffsetAndMetadata

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.asyncio_only(
        "long group scenarios; the membership loop's trio path runs in the tests of this "
        'module that name both backends and in test_group_autocommit.py'),
]

PROTOCOLS = ["classic", "consumer"]


@pytest.fixture
def bootstrap(group_bootstrap: str) -> str:
    """The session's short-timeout group broker (tests/integration/conftest.py)."""
    return group_bootstrap



def out_of_group(consumer: Consumer) -> bool:
    group = consumer._group
    return group is not None and (group.membership is None or not group.membership.in_group)


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
        assert found[tp0] == OffsetAndMetadata(7, "checkpoint-7", -1)
        assert found[TopicPartition(topic, 1)] == OffsetAndMetadata(4, "", -1)
    # A new member of the group starts where the group committed, not at auto_offset_reset.
    async with Consumer(topic, bootstrap_servers=bootstrap, group_id=group,
                        enable_auto_commit=True, **FAST) as consumer:
        records: list[ConsumerRecord] = []
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
        await probe.commit({TopicPartition(topic, 2): 5})  # manual (no membership) commit
    # Manual assignment with a group_id starts from the committed offset too.
    manual = Consumer(bootstrap_servers=bootstrap, group_id=group, enable_auto_commit=False,
                      **FAST)
    manual.assign([TopicPartition(topic, 2)])
    async with manual:
        assert await manual.position(TopicPartition(topic, 2)) == 5


@pytest.mark.parametrize("anyio_backend", ["asyncio", "trio"])
@pytest.mark.parametrize("turns", [0, 1, 3])
async def test_close_right_after_commit_async_waits_for_its_outcome(
        bootstrap: str, turns: int) -> None:
    """close() right after commit_async (before its task ran, or with its request in flight)
    waits for the commit, as Java's close does: the handle and the callback get the real
    outcome, once; never a hang, never a success for a commit that did not happen."""
    topic = await create_topic(bootstrap, partitions=1)
    tp = TopicPartition(topic, 0)
    group = new_group()
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=group, enable_auto_commit=False)
    consumer.assign([tp])
    heard: list[BaseException | None] = []
    async with consumer:
        await consumer.committed([tp])  # the coordinator found
        handle = consumer.commit_async({tp: 42}, callback=heard.append)
        for _ in range(turns):
            await anyio.lowlevel.checkpoint()
    with anyio.fail_after(30):
        await handle
    assert handle.done() and handle.exception() is None and heard == [None]
    async with Consumer(bootstrap_servers=bootstrap, group_id=group) as probe:
        found = await probe.committed([tp])
    assert found[tp] is not None and found[tp].offset == 42


async def test_auto_offset_reset_none_uses_committed_offsets_or_raises(bootstrap: str) -> None:
    topic = await create_topic(bootstrap, partitions=2)
    await produce(bootstrap, topic, [(i % 2, None, b"v%d" % i) for i in range(10)])
    group = new_group()
    async with Consumer(bootstrap_servers=bootstrap, group_id=group) as setup:
        await setup.commit({TopicPartition(topic, 0): 3})
    strict = Consumer(topic, bootstrap_servers=bootstrap, group_id=group,
                      **{**FAST, "auto_offset_reset": "none"})
    records: list[ConsumerRecord] = []
    async with strict:
        with anyio.fail_after(60), pytest.raises(NoOffsetForPartitionError, match="partition 1"):
            while True:
                for batch in (await strict.getmany(timeout_ms=200)).values():
                    records.extend(batch)
        # As Java's poll(), every poll raises it until the application seeks partition 1;
        # the other partition is still read by asking for it alone
        with pytest.raises(NoOffsetForPartitionError, match="partition 1"):
            await strict.getmany(timeout_ms=0)
        with anyio.fail_after(60):
            while len(records) < 2:
                for batch in (await strict.getmany(TopicPartition(topic, 0),
                                                   timeout_ms=200)).values():
                    records.extend(batch)
        strict.seek(TopicPartition(topic, 1), 4)
        with anyio.fail_after(60):
            while len(records) < 3:
                for batch in (await strict.getmany(timeout_ms=200)).values():
                    records.extend(batch)
    # Partition 0 (offsets 0-4) resumed at its committed offset 3; partition 1 gave nothing
    # until the seek (to its last record, offset 4).
    assert [(r.partition, r.offset) for r in records] == [(0, 3), (0, 4), (1, 4)]


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_three_members_share_six_partitions_through_join_leave_and_crash(
        bootstrap: str, protocol: str) -> None:
    topic = await create_topic(bootstrap, partitions=6)
    every = {TopicPartition(topic, p) for p in range(6)}
    group = new_group()

    alive: list[Consumer] = []
    overlaps: list[tuple[frozenset[TopicPartition], frozenset[TopicPartition]]] = []

    class NoSecondOwner:
        """Checks, at the moment partitions are added to a member, that no live member
        still owns them (two owners can only begin with an addition)."""

        def __init__(self) -> None:
            self.consumer: Consumer | None = None

        async def on_partitions_assigned(self, assigned: frozenset[TopicPartition]) -> None:
            others = frozenset(tp for m in alive if m is not self.consumer
                               for tp in m.assignment())
            if assigned & others:
                overlaps.append((assigned, others))

        async def on_partitions_revoked(self, revoked: frozenset[TopicPartition]) -> None:
            pass

        async def on_partitions_lost(self, lost: frozenset[TopicPartition]) -> None:
            pass

    def member(**extra: Any) -> Consumer:
        check = NoSecondOwner()
        consumer = Consumer(bootstrap_servers=bootstrap, group_id=group,
                            group_protocol=protocol, **{**FAST, **extra})
        consumer.subscribe([topic], listener=check)
        check.consumer = consumer
        alive.append(consumer)
        return consumer

    a, b, c = member(), member(), member(internal_leave_group_on_close=False,
                                         enable_auto_commit=False)

    async with anyio.create_task_group() as tg:
        await tg.start(run_member, a)
        await wait_until(lambda: a.assignment() == every)
        await tg.start(run_member, b)
        crash_scope = anyio.CancelScope()
        tg.start_soon(_run_in_scope, c, crash_scope)
        await wait_until(lambda: split_ok([a, b, c], every))       # join
        assert all(len(m.assignment()) == 2 for m in (a, b, c))
        alive.remove(c)       # its partitions stay in its (dead) state
        crash_scope.cancel()  # c dies without LeaveGroup: the session timeout notices
        await wait_until(lambda: split_ok([a, b], every))          # crash
        await b.close()                                            # leave (LeaveGroup)
        await wait_until(lambda: a.assignment() == every)
        await a.close()
    assert overlaps == []


async def _run_in_scope(consumer: Consumer, scope: anyio.CancelScope) -> None:
    with scope:
        async with consumer:
            while True:
                await consumer.getmany(timeout_ms=100)


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_no_record_lost_across_join_crash_and_leave_with_commit_on_revoke(
        bootstrap: str, protocol: str) -> None:
    total = 3000
    topic = await create_topic(bootstrap, partitions=6)
    await produce(bootstrap, topic, [(i % 6, None, b"%d" % i) for i in range(total)])
    group = new_group()
    seen: Counter[bytes] = Counter()
    commit_failures: list[CommitFailedError] = []
    batches: Counter[str] = Counter()

    def member(name: str, **extra: Any) -> tuple[Consumer, Tracker]:
        tracker = Tracker(name, commit_on_revoke=True)
        consumer = Consumer(bootstrap_servers=bootstrap, group_id=group, group_protocol=protocol,
                            enable_auto_commit=False, max_poll_records=20,
                            **{**FAST, **extra})
        consumer.subscribe([topic], listener=tracker)
        tracker.consumer = consumer
        return consumer, tracker

    async def process(consumer: Consumer, tracker: Tracker, scope: anyio.CancelScope) -> None:
        with scope:
            async with consumer:
                while len(seen) < total:
                    try:
                        batch = await consumer.getmany(timeout_ms=100)
                    except ConsumerClosedError:
                        return  # closed by the test (a graceful leave)
                    for tp, records in batch.items():
                        for record in records:
                            seen[record.value] += 1
                        tracker.processed[tp] = records[-1].offset + 1
                    batches[tracker.name] += 1
                    # Commit every third batch only: a crash then leaves processed but
                    # uncommitted records behind, which must come back (duplicates), not vanish.
                    if batch and batches[tracker.name] % 3 == 0:
                        try:
                            await consumer.commit(dict(tracker.processed))
                        except CommitFailedError as exc:  # counted: means re-delivery
                            commit_failures.append(exc)
                    await anyio.sleep(0.05)

    (a, ta), (b, tb), (c, tc) = member("a"), member(
        "b", internal_leave_group_on_close=False), member("c")
    scopes = {name: anyio.CancelScope() for name in "abc"}
    with anyio.fail_after(120):
        async with anyio.create_task_group() as tg:
            tg.start_soon(process, a, ta, scopes["a"])
            await wait_until(lambda: len(seen) >= 400)
            tg.start_soon(process, b, tb, scopes["b"])
            await wait_until(lambda: len(seen) >= 900)
            tg.start_soon(process, c, tc, scopes["c"])
            await wait_until(lambda: len(seen) >= 1400 and bool(b.assignment()))
            scopes["b"].cancel()   # crash: no commit, no LeaveGroup
            await wait_until(lambda: len(seen) >= 2000)
            await c.close()        # graceful leave: revoke commits what c processed
            await wait_until(lambda: len(seen) >= total)
    missing = [i for i in range(total) if b"%d" % i not in seen]
    duplicates = sum(n - 1 for n in seen.values())
    print(f"{protocol}: {total} records, 0 expected lost, {len(missing)} lost, "
          f"{duplicates} duplicates, {len(commit_failures)} failed commits")
    assert missing == []
    assert all(tracker.lost == [] for tracker in (ta, tc))
    assert len(ta.assigned) >= 2  # a saw the group change around it


async def test_a_member_with_no_assignor_in_common_is_told_which_it_offered(
        bootstrap: str) -> None:
    """A member whose assignors the group's members do not support gets
    InconsistentGroupProtocolError naming them and the setting to look at (it said only
    "JoinGroup"); the member already in the group keeps its partitions."""
    from kafka_async.protocol.errors import InconsistentGroupProtocolError

    topic = await create_topic(bootstrap, partitions=2)
    group = new_group()
    first = Consumer(bootstrap_servers=bootstrap, group_id=group,
                     partition_assignment_strategy=["range"], **FAST)
    first.subscribe([topic])
    every = {TopicPartition(topic, p) for p in range(2)}
    async with anyio.create_task_group() as tg:
        await tg.start(run_member, first)
        await wait_until(lambda: first.assignment() == every)
        second = Consumer(bootstrap_servers=bootstrap, group_id=group,
                          partition_assignment_strategy=["roundrobin"], **FAST)
        second.subscribe([topic])
        async with second:
            with anyio.fail_after(60), pytest.raises(InconsistentGroupProtocolError) as caught:
                while True:
                    await second.getmany(timeout_ms=200)
        assert "[roundrobin]" in str(caught.value)
        assert "partition_assignment_strategy" in str(caught.value)
        assert first.assignment() == every
        tg.cancel_scope.cancel()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_a_subscribed_topic_deleted_and_created_again_is_read_again(
        bootstrap: str, protocol: str) -> None:
    """Regression (classic): a subscribed topic deleted (TopicDeletedError, its partitions
    leave the member) and created again with the same partition count was never read again:
    the leader compared only partition counts, so no rebalance gave the new topic out. The
    leader now compares topic ids too."""
    from kafka_async.consumer.errors import TopicDeletedError

    topic = await create_topic(bootstrap, partitions=1)
    await produce(bootstrap, topic, [(0, b"k", b"old-%d" % i) for i in range(5)])
    consumer = Consumer(topic, bootstrap_servers=bootstrap, group_id=new_group(),
                        group_protocol=protocol, **FAST)
    async with consumer, Admin(bootstrap_servers=bootstrap) as admin:
        old: list[bytes] = []
        with anyio.fail_after(60):
            while len(old) < 5:
                old += [r.value for rs in (await consumer.getmany(timeout_ms=200)).values()
                        for r in rs]
        await admin.delete_topics([topic])
        with anyio.fail_after(60), pytest.raises(TopicDeletedError):
            while True:
                await consumer.getmany(timeout_ms=200)
        with anyio.fail_after(60):
            while True:  # the deletion may not have finished on the broker yet
                created = await admin.create_topics([topic], return_exceptions=True)
                if not isinstance(created[topic], Exception):
                    break
                await anyio.sleep(0.2)
        await produce(bootstrap, topic, [(0, b"k", b"new-%d" % i) for i in range(5)])
        new: list[bytes] = []
        with anyio.fail_after(90):
            while len(new) < 5:
                new += [r.value for rs in (await consumer.getmany(timeout_ms=200)).values()
                        for r in rs if r.value.startswith(b"new")]
    assert new == [b"new-%d" % i for i in range(5)]


async def test_cooperative_sticky_moves_only_what_must_move(bootstrap: str) -> None:
    topic = await create_topic(bootstrap, partitions=6)
    every = {TopicPartition(topic, p) for p in range(6)}
    group = new_group()
    trackers = {n: Tracker(n) for n in "abc"}
    members = {}
    for name, tracker in trackers.items():
        consumer = Consumer(bootstrap_servers=bootstrap, group_id=group,
                            partition_assignment_strategy=["cooperative-sticky"], **FAST)
        consumer.subscribe([topic], listener=tracker)
        members[name] = consumer
    a, b, c = members["a"], members["b"], members["c"]
    async with anyio.create_task_group() as tg:
        await tg.start(run_member, a)
        await tg.start(run_member, b)
        await wait_until(lambda: split_ok([a, b], every) and len(a.assignment()) == 3)
        before = {"a": a.assignment(), "b": b.assignment()}
        revoked_before = {n: list(trackers[n].revoked) for n in "ab"}
        await tg.start(run_member, c)
        await wait_until(lambda: split_ok([a, b, c], every)
                         and all(len(m.assignment()) == 2 for m in (a, b, c)))
        for name in "ab":
            new_revocations = trackers[name].revoked[len(revoked_before[name]):]
            revoked = frozenset().union(*new_revocations)
            # Only the one partition each had to give up was revoked; the other two were
            # consumed throughout (eager protocols revoke all three).
            assert len(revoked) == 1 and revoked <= before[name]
            assert members[name].assignment() == before[name] - revoked
            assert trackers[name].lost == []
        assert c.assignment() == every - a.assignment() - b.assignment()
        for consumer in (c, b, a):
            await consumer.close()
        tg.cancel_scope.cancel()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_static_member_restart_causes_no_rebalance(bootstrap: str, protocol: str) -> None:
    topic = await create_topic(bootstrap, partitions=6)
    every = {TopicPartition(topic, p) for p in range(6)}
    group = new_group()
    trackers = {n: Tracker(n) for n in "ab"}

    def member(name: str) -> Consumer:
        consumer = Consumer(bootstrap_servers=bootstrap, group_id=group, group_protocol=protocol,
                            group_instance_id=f"instance-{name}",
                            **{**FAST, "session_timeout_ms": 10_000})
        consumer.subscribe([topic], listener=trackers.get(name))
        return consumer

    a, b, c = member("a"), member("b"), member("c")
    async with anyio.create_task_group() as tg:
        for consumer in (a, b, c):
            await tg.start(run_member, consumer)
        await wait_until(lambda: split_ok([a, b, c], every)
                         and all(len(m.assignment()) == 2 for m in (a, b, c)))
        # group_metadata() is the membership as of the member's last poll (Java's semantics):
        # poll now (the topic is empty) so that it is the current one.
        await a.getmany(timeout_ms=0)
        generation = a.group_metadata().generation_id
        epoch = await group_epoch(bootstrap, group) if protocol == "consumer" else generation
        owned = {n: m.assignment() for n, m in zip("abc", (a, b, c), strict=True)}
        moves = {n: (len(t.assigned), len(t.revoked)) for n, t in trackers.items()}
        await c.close()  # a static member does not leave: the group waits for it
        restarted = member("c")
        await tg.start(run_member, restarted)
        await wait_until(lambda: restarted.assignment() == owned["c"])
        # A rebalance would already show: classic, the restarted member's JoinGroup could only
        # return after a and b rejoined, at a new generation; KIP-848, the coordinator bumps
        # the group epoch when it recomputes the assignment.
        await a.getmany(timeout_ms=0)
        await restarted.getmany(timeout_ms=0)
        if protocol == "consumer":
            assert await group_epoch(bootstrap, group) == epoch
        else:
            assert restarted.group_metadata().generation_id == generation
        assert a.group_metadata().generation_id == generation
        assert a.assignment() == owned["a"] and b.assignment() == owned["b"]
        assert {n: (len(t.assigned), len(t.revoked)) for n, t in trackers.items()} == moves
        for consumer in (restarted, b, a):
            await consumer.close()
        tg.cancel_scope.cancel()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_commit_after_the_group_moved_on_fails_with_commit_failed_error(
        bootstrap: str, protocol: str) -> None:
    topic = await create_topic(bootstrap, partitions=2)
    every = {TopicPartition(topic, p) for p in range(2)}
    group = new_group()
    idle = Consumer(topic, bootstrap_servers=bootstrap, group_id=group, enable_auto_commit=False,
                    group_protocol=protocol, **{**FAST, "max_poll_interval_ms": 1500})
    tracker = Tracker("idle")
    idle.subscribe([topic], listener=tracker)
    active = Consumer(topic, bootstrap_servers=bootstrap, group_id=group,
                      group_protocol=protocol, enable_auto_commit=False, **FAST)
    async with idle, anyio.create_task_group() as tg:
        await idle.getmany(timeout_ms=100)
        await tg.start(run_member, active)
        # idle stops polling: after max_poll_interval_ms it leaves and active owns everything.
        # (Waiting for idle to be out of the group, not only for its assignment to be empty: a
        # rebalance in flight also empties it for a moment, and a member back in the group
        # refuses the commit itself, see test_a_commit_for_a_partition_given_up_since_the_poll.)
        await wait_until(lambda: active.assignment() == every and not idle.assignment()
                         and bool(tracker.lost) and out_of_group(idle))
        assert tracker.lost  # its partitions were taken away, not handed over
        with pytest.raises(CommitFailedError, match="no longer current") as failure:
            await idle.commit({TopicPartition(topic, 0): 1})
        assert failure.value.cause is not None
        committed = await active.committed([TopicPartition(topic, 0)])
        assert committed[TopicPartition(topic, 0)] is None  # nothing was written
        await active.close()
        tg.cancel_scope.cancel()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_a_commit_for_a_partition_given_up_since_the_poll_is_refused(
        bootstrap: str, protocol: str) -> None:
    """Records polled, then (in the background) their partition revoked and the member's
    membership moved on: committing their offsets under the new membership would overwrite
    the new owner's progress (found by the fault matrix, black hole / group: a fenced member
    rejoined and committed records polled before the fence; the new owner had started from
    the older commit and processed 100 records again). Refused, nothing written; after the
    next poll, commits of what it owns succeed."""
    topic = await create_topic(bootstrap, partitions=2)
    every = [TopicPartition(topic, p) for p in range(2)]
    await produce(bootstrap, topic, [(p, None, b"v%d" % i) for p in range(2) for i in range(5)])
    group = new_group()
    extra: dict[str, Any] = ({"partition_assignment_strategy": ["cooperative-sticky"]}
                             if protocol == "classic" else {})
    first = Consumer(topic, bootstrap_servers=bootstrap, group_id=group, enable_auto_commit=False,
                     group_protocol=protocol, **FAST, **extra)
    second = Consumer(topic, bootstrap_servers=bootstrap, group_id=group,
                      enable_auto_commit=False, group_protocol=protocol, **FAST, **extra)
    async with first, anyio.create_task_group() as tg:
        polled: dict[TopicPartition, int] = {}
        with anyio.fail_after(60):
            while len(polled) < 2:
                for tp, records in (await first.getmany(timeout_ms=200)).items():
                    polled[tp] = records[-1].offset + 1
        polled_as = first.group_metadata()
        await tg.start(run_member, second)
        # first does not poll: the revocation and its new membership happen in the background
        await wait_until(lambda: len(first.assignment()) == 1 and len(second.assignment()) == 1
                         and first._group is not None and first._group.stable
                         and first._group.member() != polled_as)
        (kept,) = first.assignment()
        (gone,) = set(every) - {kept}
        with pytest.raises(CommitFailedError, match=f"{gone.topic}-{gone.partition} were "
                           "revoked or lost"):
            await first.commit({gone: polled[gone]})
        seen: list[BaseException | None] = []
        refused = first.commit_async({gone: polled[gone]}, callback=seen.append)
        assert not seen  # the callback runs later, from a task, as for any commit_async
        with pytest.raises(CommitFailedError, match="revoked or lost"):
            await refused
        assert len(seen) == 1 and isinstance(seen[0], CommitFailedError)
        assert (await first.committed([gone]))[gone] is None  # nothing was written
        await first.getmany(timeout_ms=0)
        # that poll's commits are judged against its own count: the give-ups noted before
        # can refuse nothing any more, and are dropped (they were kept for ever)
        assert first._group is not None and not first._group._given_up_at
        await first.commit({kept: polled[kept]})
        assert (await first.committed([kept]))[kept] == OffsetAndMetadata(polled[kept])
        await second.close()
        tg.cancel_scope.cancel()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_pattern_subscription_picks_up_new_matching_topics(bootstrap: str,
                                                                 protocol: str) -> None:
    prefix = f"pattern-{uuid.uuid4().hex[:8]}"
    first = await create_topic(bootstrap, partitions=2, prefix=prefix)
    await create_topic(bootstrap, partitions=1, prefix="unrelated")
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=new_group(),
                        group_protocol=protocol, pattern_refresh_ms=300, **FAST)
    consumer.subscribe(pattern=rf"{prefix}-.*")
    async with anyio.create_task_group() as tg:
        await tg.start(run_member, consumer)
        await wait_until(lambda: consumer.assignment() == {TopicPartition(first, 0),
                                                           TopicPartition(first, 1)})
        second = await create_topic(bootstrap, partitions=1, prefix=prefix)
        await produce(bootstrap, second, [(0, None, b"late")])
        await wait_until(lambda: TopicPartition(second, 0) in consumer.assignment())
        assert consumer.subscription() == {first, second}
        await consumer.close()
        tg.cancel_scope.cancel()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_a_deleted_pattern_topic_leaves_the_metadata_requests(bootstrap: str,
                                                                   protocol: str) -> None:
    """They used to name every topic the pattern ever matched, for as long as it ran (a
    member of a group reading many short-lived topics asked for all of them, each refresh)."""
    prefix = f"pattern-{uuid.uuid4().hex[:8]}"
    kept = await create_topic(bootstrap, partitions=1, prefix=prefix)
    deleted = await create_topic(bootstrap, partitions=1, prefix=prefix)
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=new_group(),
                        group_protocol=protocol, pattern_refresh_ms=300, **FAST)
    consumer.subscribe(pattern=rf"{prefix}-.*")
    async with consumer:
        with anyio.fail_after(60):
            while len(consumer.assignment()) < 2:
                await consumer.getmany(timeout_ms=100)
        assert deleted in consumer.client.tracked_topics
        async with Admin(bootstrap_servers=bootstrap) as admin:
            await admin.delete_topics([deleted])
        reported: list[str] = []
        with anyio.fail_after(60):
            while (consumer.subscription() != {kept}
                   or deleted in consumer.client.tracked_topics):
                try:  # (documented: a consumed topic deleted is reported once)
                    await consumer.getmany(timeout_ms=100)
                except TopicDeletedError as exc:
                    reported.append(str(exc))
        assert kept in consumer.client.tracked_topics
        # reported only if the member still had some of its partitions (the group may have
        # taken them all away first): never "its partitions [] were removed"
        assert not [text for text in reported if "[]" in text]


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_nothing_of_a_partition_being_revoked_is_handed_out_while_its_listener_runs(
        bootstrap: str, protocol: str) -> None:
    """Java's pending revocation: a listener that commits what the application processed
    (docs/groups.md's pattern) commits the last of it. getmany() kept handing out records of
    the partitions being revoked while the listener ran (and just after): never committed,
    they came again to the next owner."""
    topic = await create_topic(bootstrap, partitions=4)
    await produce(bootstrap, topic, [(i % 4, None, b"v%d" % i) for i in range(400)])
    group = new_group()
    revoking = anyio.Event()
    release = anyio.Event()
    revoked_now: set[TopicPartition] = set()

    class Blocking:
        async def on_partitions_revoked(self, revoked: frozenset[TopicPartition]) -> None:
            if revoked and not revoking.is_set():
                revoked_now.update(revoked)
                revoking.set()
                await release.wait()

        async def on_partitions_assigned(self, assigned: frozenset[TopicPartition]) -> None:
            pass

        async def on_partitions_lost(self, lost: frozenset[TopicPartition]) -> None:
            pass

    first = Consumer(bootstrap_servers=bootstrap, group_id=group, group_protocol=protocol,
                     max_partition_fetch_bytes=4096, **FAST)
    first.subscribe([topic], listener=Blocking())
    second = Consumer(bootstrap_servers=bootstrap, group_id=group, group_protocol=protocol,
                      **FAST)
    second.subscribe([topic])
    async with first, anyio.create_task_group() as tg:
        with anyio.fail_after(60):
            while len(first.assignment()) < 4:
                await first.getmany(timeout_ms=100, max_records=1)
        tg.start_soon(run_member, second)  # joins: the first gives partitions up
        with anyio.fail_after(60):  # (not polling: the fetched records stay buffered)
            await revoking.wait()
        during: list[TopicPartition] = []
        for _ in range(5):  # the listener runs (blocked): buffered records are at hand
            batch = await first.getmany(timeout_ms=100)
            during += [tp for tp in batch if tp in revoked_now]
        assert during == []
        release.set()
        after: list[TopicPartition] = []  # until the partitions moved (eager: some come back)
        with anyio.fail_after(60):
            while not second.assignment():
                after += list(await first.getmany(timeout_ms=100))
        moved = second.assignment()
        assert moved and not moved & first.assignment()
        assert [tp for tp in after if tp in moved] == []
        await second.close()
        tg.cancel_scope.cancel()


async def test_a_pattern_never_matches_internal_topics_but_matches_user_ones_like_them(
        bootstrap: str) -> None:
    """Java's exclude.internal.topics (its default): Kafka's internal topics are left out
    by their metadata's is_internal flag, not by name (a user topic named __... matched
    nothing before)."""
    prefix = f"pattern-{uuid.uuid4().hex[:8]}"
    mine = await create_topic(bootstrap, partitions=1, prefix=prefix)
    like_internal = await create_topic(bootstrap, partitions=1, prefix=f"__{prefix}")
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=new_group(),
                        pattern_refresh_ms=300, **FAST)
    consumer.subscribe(pattern=rf"(__)?{prefix}-.*|__consumer_offsets")
    async with anyio.create_task_group() as tg:
        await tg.start(run_member, consumer)
        await wait_until(lambda: consumer.subscription() == {mine, like_internal})
        assert not any(tp.topic == "__consumer_offsets" for tp in consumer.assignment())
        await consumer.close()
        tg.cancel_scope.cancel()


@pytest.mark.parametrize("protocol", PROTOCOLS)
async def test_background_heartbeats_keep_a_busy_member_in_the_group(bootstrap: str,
                                                                     protocol: str) -> None:
    """The application not calling getmany() for longer than the session timeout (but less
    than max_poll_interval_ms) is not a crash: heartbeats run in the group task."""
    topic = await create_topic(bootstrap, partitions=4)
    every = {TopicPartition(topic, p) for p in range(4)}
    group = new_group()
    trackers = {n: Tracker(n) for n in "ab"}
    busy = Consumer(bootstrap_servers=bootstrap, group_id=group, group_protocol=protocol, **FAST)
    busy.subscribe([topic], listener=trackers["a"])
    other = Consumer(bootstrap_servers=bootstrap, group_id=group, group_protocol=protocol, **FAST)
    other.subscribe([topic], listener=trackers["b"])
    async with busy, anyio.create_task_group() as tg:
        await tg.start(run_member, other)
        with anyio.fail_after(60):
            while not split_ok([busy, other], every):
                await busy.getmany(timeout_ms=100)
        generation = busy.group_metadata().generation_id
        owned = busy.assignment()
        moves = {n: (len(t.assigned), len(t.revoked), len(t.lost)) for n, t in trackers.items()}
        # The application "processes" for two session timeouts without polling: the scenario
        # under test, not a wait for an event.
        await anyio.sleep(2 * FAST["session_timeout_ms"] / 1000)
        # A commit at once carries the generation (epoch) held all along: the coordinator
        # accepts it only if it never dropped the member meanwhile.
        await busy.commit(dict.fromkeys(owned, 0))
        await busy.getmany(timeout_ms=0)  # group_metadata() is as of the last poll: poll
        assert busy.group_metadata().generation_id == generation
        assert busy.assignment() == owned and split_ok([busy, other], every)
        assert {n: (len(t.assigned), len(t.revoked), len(t.lost))
                for n, t in trackers.items()} == moves
        await other.close()
        tg.cancel_scope.cancel()


@pytest.mark.parametrize("protocol", ["classic", "consumer"])
@pytest.mark.parametrize("how", ["unsubscribe", "subscribe nothing"])
async def test_unsubscribe_revokes_commits_and_leaves_the_group(
        bootstrap: str, protocol: str, how: str) -> None:
    """Java's unsubscribe() (and subscribe() of nothing, which it treats alike): the listener
    hears of the revocation, the auto commit covers what was consumed, the member leaves the
    group at once, and no record of the old topic comes after."""
    topic = await create_topic(bootstrap, partitions=2)
    await produce(bootstrap, topic, [(i % 2, None, b"v%d" % i) for i in range(10)])
    group = new_group()
    every = {TopicPartition(topic, p) for p in range(2)}
    tracker = Tracker("member")
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=group, group_protocol=protocol,
                        auto_commit_interval_ms=600_000, **FAST)
    consumer.subscribe([topic], listener=tracker)
    async with consumer, Admin(bootstrap_servers=bootstrap) as admin:
        got = 0
        with anyio.fail_after(60):
            while got < 10:
                got += sum(len(r) for r in (await consumer.getmany(timeout_ms=200)).values())
        if how == "unsubscribe":
            consumer.unsubscribe()
        else:
            consumer.subscribe([])
        assert consumer.subscription() == frozenset()
        await wait_until(lambda: consumer.assignment() == frozenset(), what="revoked")
        assert tracker.revoked and tracker.revoked[-1] == every

        async def members() -> int:
            return len((await admin.describe_consumer_groups([group]))[group].members)

        with anyio.fail_after(60):
            while await members():
                await anyio.sleep(0.05)
        async with Consumer(bootstrap_servers=bootstrap, group_id=group) as probe:
            found = await probe.committed(every)
        assert {tp: o.offset if o else None for tp, o in found.items()} == dict.fromkeys(
            every, 5)
        await produce(bootstrap, topic, [(0, None, b"after")])
        with pytest.raises(NotSubscribedError):  # nothing to read, as Java's poll() says
            await consumer.getmany(timeout_ms=300)


@pytest.mark.parametrize("strategy", ["cooperative-sticky", "range"])
async def test_a_rejoin_auto_commits_every_consumed_partition_first(
        bootstrap: str, strategy: str) -> None:
    """Java's onJoinPrepare: before a JoinGroup the auto commit covers every partition
    consumed, not only those the rebalance revokes. Under cooperative rebalancing the kept
    partitions are never revoked; uncommitted, their records come again after a crash."""
    topic = await create_topic(bootstrap, partitions=6)
    await produce(bootstrap, topic, [(i % 6, None, b"v%d" % i) for i in range(60)])
    group = new_group()
    every = {TopicPartition(topic, p) for p in range(6)}
    settings: dict[str, Any] = {**FAST, "auto_commit_interval_ms": 600_000,
                                "partition_assignment_strategy": (strategy,)}
    first = Consumer(topic, bootstrap_servers=bootstrap, group_id=group, **settings)
    async with first:
        got = 0
        with anyio.fail_after(60):
            while got < 60:
                got += sum(len(r) for r in (await first.getmany(timeout_ms=200)).values())
        second = Consumer(topic, bootstrap_servers=bootstrap, group_id=group, **settings)
        async with anyio.create_task_group() as tasks:
            await tasks.start(run_member, second)
            with anyio.fail_after(60):
                while not split_ok([first, second], every):
                    await first.getmany(timeout_ms=100)
            kept = first.assignment()
            async with Consumer(bootstrap_servers=bootstrap, group_id=group) as probe:
                found = await probe.committed(kept)
            tasks.cancel_scope.cancel()
    assert {tp: o.offset if o else None for tp, o in found.items()} == dict.fromkeys(kept, 10)
