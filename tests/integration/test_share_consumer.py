"""Share groups (KIP-932) against a real broker: a queue shared by more members than
partitions, RELEASE / REJECT / delivery-count limits, locks that expire, a member killed while
holding records, close releasing what was never handed out, explicit-mode misuse, and the
Java console share consumer in the same group."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections import Counter
from typing import Any

import anyio
import pytest
from consumer_helpers import create_topic
from share_helpers import FAST_SHARE, Member, produce_keyed, share_group

from kafka_async import AcknowledgeType, ShareConsumer, ShareConsumerRecord, TopicPartition
from kafka_async.consumer import RecordDeserializationError
from kafka_async.consumer.share import AcknowledgementError, UnacknowledgedRecordsError
from kafka_async.testing import KafkaCluster
from kafka_async.testing.tools import JavaTools

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

LONG = pytest.mark.asyncio_only(
    "long share-group scenario; the share consumer's trio path runs in test_round_trip")


@pytest.fixture
def bootstrap(group_bootstrap: str) -> str:
    """The session's short-timeout group broker (tests/integration/conftest.py)."""
    return group_bootstrap


async def _poll_until(consumer: ShareConsumer, count: int, limit_s: float = 60,
                      ) -> list[ShareConsumerRecord]:
    got: list[ShareConsumerRecord] = []
    with anyio.fail_after(limit_s):
        while len(got) < count:
            for records in (await consumer.getmany(timeout_ms=200)).values():
                got.extend(records)
    return got


async def test_round_trip(bootstrap: str) -> None:
    """Keyed records with headers come back whole, each once, with delivery_count 1, and
    commit() reports every partition applied."""
    topic = await create_topic(bootstrap, partitions=2, prefix="share")
    group = await share_group(bootstrap)
    await produce_keyed(bootstrap, topic, 300)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **FAST_SHARE) as consumer:
        got = await _poll_until(consumer, 300)
        results = await consumer.commit()
        assert consumer.subscription() == frozenset({topic})
        assert consumer.assignment() == {TopicPartition(topic, 0), TopicPartition(topic, 1)}
    assert sorted(int(r.value) for r in got) == list(range(300))
    assert all(r.delivery_count == 1 for r in got)
    assert all(r.key == b"k%d" % (int(r.value) % 17) for r in got)
    assert all(list(r.headers) == [("n", r.value)] for r in got)
    assert set(results) <= {TopicPartition(topic, 0), TopicPartition(topic, 1)}
    assert all(error is None for error in results.values())


async def test_a_deserializer_failure_releases_that_record_alone(bootstrap: str) -> None:
    """Java's share consumer: the records before the bad one first, then
    RecordDeserializationError; the bad record is RELEASEd (it comes back, delivery count 2)
    and the next poll carries on after it. The records of its batch were lost before: never
    handed out, and some acknowledged GAP (archived unseen)."""
    topic = await create_topic(bootstrap, partitions=1, prefix="share")
    group = await share_group(bootstrap)
    await produce_keyed(bootstrap, topic, 6)  # one batch: linger_ms=5

    refused: list[bytes] = []

    def value(data: bytes | None) -> int:
        if data == b"3" and not refused:  # the first delivery only (a transient failure)
            refused.append(data)
            raise ValueError("not this one")
        return int(data or b"-1")

    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             value_deserializer=value, **FAST_SHARE) as consumer:
        got: list[tuple[int, int]] = []
        error: RecordDeserializationError | None = None
        with anyio.fail_after(60):
            while len(got) < 6:
                try:
                    batch = await consumer.getmany(timeout_ms=200)
                except RecordDeserializationError as caught:
                    assert error is None  # once: the record is released, not retried here
                    error = caught
                    continue
                got += [(r.value, r.delivery_count) for rs in batch.values() for r in rs]
        await consumer.commit()
    assert error is not None
    assert (error.topic, error.partition, error.offset, error.part) == (topic, 0, 3, "value")
    assert isinstance(error.__cause__, ValueError)
    assert got[:3] == [(0, 1), (1, 1), (2, 1)]  # before the bad one, first
    assert sorted(got) == [(0, 1), (1, 1), (2, 1), (3, 2), (4, 1), (5, 1)]


async def test_commit_waits_for_its_own_acknowledgements_not_a_fetch_in_flight(
        bootstrap: str) -> None:
    """poll; poll; commit(): the second poll queues the first's ACCEPTs, which go out on a
    long-polling ShareFetch; commit() then acknowledges the second poll's records. It returned
    on that fetch's answer, reporting success for acknowledgements not yet sent."""
    topic = await create_topic(bootstrap, partitions=1, prefix="share")
    group = await share_group(bootstrap)
    await produce_keyed(bootstrap, topic, 5)
    reported: list[set[int]] = []
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             fetch_max_wait_ms=3000) as consumer:
        consumer.set_acknowledgement_commit_callback(
            lambda offsets, error: reported.append(set().union(*offsets.values())))
        first = await _poll_until(consumer, 5)
        await produce_keyed(bootstrap, topic, 5, start=5)
        second = await _poll_until(consumer, 5)  # queues the ACCEPT of the first five
        assert [r.offset for r in first + second] == list(range(10))
        with anyio.fail_after(30):  # until the fetch carrying them is on its way (white box)
            while not consumer._fetcher._ack_takes:
                await anyio.sleep(0.01)
        results = await consumer.commit()
        assert results == {TopicPartition(topic, 0): None}
        assert set(range(5, 10)) <= set().union(*reported)  # answered before commit() returned


async def test_a_deleted_topic_is_ridden_out_not_raised_from_getmany(bootstrap: str) -> None:
    """A topic deleted under a share consumer: its ShareFetches are answered with a top-level
    error until the group drops the partitions. Java's share consumer keeps those from poll();
    getmany() raised every one (UnknownServerError) until then."""
    from kafka_async import Admin

    topic = await create_topic(bootstrap, partitions=1, prefix="share")
    group = await share_group(bootstrap)
    await produce_keyed(bootstrap, topic, 3)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **FAST_SHARE) as consumer:
        await _poll_until(consumer, 3)
        async with Admin(bootstrap_servers=bootstrap) as admin:
            await admin.delete_topics([topic])
        with anyio.fail_after(60):  # no error from any poll until the group lets go of it
            while consumer.assignment():
                await consumer.getmany(timeout_ms=200)


async def test_gap_acknowledgements_reach_no_callback(bootstrap: str) -> None:
    """A transaction's commit marker is an acquired offset with no record: acknowledged GAP.
    The callback heard of it as ``{tp: set()}``, a partition with no offsets."""
    import uuid

    from kafka_async import Producer

    topic = await create_topic(bootstrap, partitions=1, prefix="share")
    group = await share_group(bootstrap)
    async with Producer(bootstrap_servers=bootstrap,
                        transactional_id=f"share-gap-{uuid.uuid4().hex[:8]}") as producer:
        for start in (0, 2):
            async with producer.transaction():
                for n in range(start, start + 2):
                    await producer.send(topic, b"%d" % n)
    reported: list[dict[TopicPartition, set[int]]] = []
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **FAST_SHARE) as consumer:
        consumer.set_acknowledgement_commit_callback(
            lambda offsets, error: reported.append(offsets))
        got = await _poll_until(consumer, 4)
        await consumer.commit()
    assert [r.offset for r in got] == [0, 1, 3, 4]  # 2 and 5 are the markers
    assert reported and all(offsets for entry in reported for offsets in entry.values())
    assert set().union(*(o for entry in reported for o in entry.values())) == {0, 1, 3, 4}


@LONG
async def test_four_members_share_one_partition(bootstrap: str) -> None:
    """More members than partitions is the point of a queue: four members of one group on a
    ONE-partition topic together receive all 10,000 records, each exactly once."""
    topic = await create_topic(bootstrap, partitions=1, prefix="share")
    group = await share_group(bootstrap)
    members = [Member(f"m{i}", ShareConsumer(
        topic, bootstrap_servers=bootstrap, group_id=group, max_poll_records=100,
        share_acquire_mode="record_limit", **FAST_SHARE)) for i in range(4)]
    total = 10_000
    done = anyio.Event()
    seen = [0]
    async with anyio.create_task_group() as group_tasks:
        for member in members:
            await member.consumer.start()
        with anyio.fail_after(60):  # every member is assigned the partition before we produce
            while not all(m.consumer.assignment() for m in members):
                await anyio.sleep(0.05)
        for member in members:
            group_tasks.start_soon(member.run, done, total, seen)
        await produce_keyed(bootstrap, topic, total)
        with anyio.fail_after(120):
            await done.wait()
        for member in members:
            await member.consumer.close()
    offsets = [r.offset for m in members for r in m.records]
    assert len(offsets) == total, Counter(offsets).most_common(3)
    assert set(offsets) == set(range(total))
    shares = [len(m.records) for m in members]
    assert sum(1 for share in shares if share) >= 2, shares


@LONG
async def test_release_and_reject(bootstrap: str) -> None:
    """RELEASE: the record comes back with delivery_count 2; REJECT: never again; ACCEPT:
    never again."""
    topic = await create_topic(bootstrap, prefix="share")
    group = await share_group(bootstrap)
    await produce_keyed(bootstrap, topic, 3)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             share_acknowledgement_mode="explicit", **FAST_SHARE) as consumer:
        first = await _poll_until(consumer, 3)
        by_value = {int(r.value): r for r in first}
        consumer.acknowledge(by_value[0], AcknowledgeType.RELEASE)
        consumer.acknowledge(by_value[1], AcknowledgeType.REJECT)
        consumer.acknowledge(by_value[2], AcknowledgeType.ACCEPT)
        results = await consumer.commit()
        assert results == {TopicPartition(topic, 0): None}
        again = await _poll_until(consumer, 1)
        assert [(int(r.value), r.delivery_count) for r in again] == [(0, 2)]
        consumer.acknowledge(again[0])
        # A sentinel written after: once it arrives, nothing else is pending.
        await produce_keyed(bootstrap, topic, 1, start=3)
        later = await _poll_until(consumer, 1)
        for record in later:
            consumer.acknowledge(record)
    assert [int(r.value) for r in later] == [3]


@LONG
async def test_delivery_count_limit_archives(bootstrap: str) -> None:
    """A record released as many times as share.delivery.count.limit is archived: never
    delivered again."""
    topic = await create_topic(bootstrap, prefix="share")
    group = await share_group(bootstrap, share_delivery_count_limit="2")
    await produce_keyed(bootstrap, topic, 1)
    counts = []
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             share_acknowledgement_mode="explicit", **FAST_SHARE) as consumer:
        for _ in range(2):
            (record,) = await _poll_until(consumer, 1)
            counts.append(record.delivery_count)
            consumer.acknowledge(record, AcknowledgeType.RELEASE)
            await consumer.commit()
        await produce_keyed(bootstrap, topic, 1, start=1)
        later = await _poll_until(consumer, 1)
        for record in later:
            consumer.acknowledge(record)
    assert counts == [1, 2]
    assert [int(r.value) for r in later] == [1]


@LONG
async def test_close_releases_what_was_never_handed_out(bootstrap: str) -> None:
    """A member that fetched 100 records but handed out one closes: the one is accepted, the
    99 are released at once (the lock is 60 s, so only the release can explain their return)
    and the next member gets them, the accepted one never."""
    topic = await create_topic(bootstrap, prefix="share")
    group = await share_group(bootstrap, share_record_lock_duration_ms="60000")
    await produce_keyed(bootstrap, topic, 100)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **FAST_SHARE) as first:
        taken = await first.getmany(timeout_ms=30_000, max_records=1)
        with anyio.fail_after(30):
            while not taken:
                taken = await first.getmany(timeout_ms=1000, max_records=1)
    (record,) = [r for records in taken.values() for r in records]
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **FAST_SHARE) as second:
        rest = await _poll_until(second, 99)
    assert sorted(r.offset for r in rest) == [o for o in range(100) if o != record.offset]


@LONG
async def test_expired_lock_is_not_handed_out(bootstrap: str) -> None:
    """Records buffered past their acquisition lock belong to someone else by then: the
    member drops them instead of handing them out, and acknowledging records whose lock
    expired (now held by another member) reports InvalidRecordStateError."""
    topic = await create_topic(bootstrap, prefix="share")
    group = await share_group(bootstrap, share_record_lock_duration_ms="1000")
    await produce_keyed(bootstrap, topic, 50)
    outcomes: list[tuple[dict[TopicPartition, set[int]], Exception | None]] = []
    tp = TopicPartition(topic, 0)
    small = {"max_poll_records": 10, "share_acquire_mode": "record_limit", **FAST_SHARE}
    slow = ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group, **small)
    slow.set_acknowledgement_commit_callback(lambda offsets, error: outcomes.append(
        (offsets, error)))
    async with slow:
        # slow is handed 0..9 and prefetches the next ten; then it stops polling.
        first = await _poll_until(slow, 1)
        handed = {r.offset for r in first}
        # Another member takes everything else, then, once slow's locks expired, what slow
        # held: the event this test waits for. It keeps the last poll unacknowledged.
        async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                                 **small) as other:
            seen: set[int] = set()
            with anyio.fail_after(60):
                while not handed <= seen:
                    for records in (await other.getmany(timeout_ms=200)).values():
                        seen.update(r.offset for r in records)
            # slow's next poll: its prefetched records expired, so none is handed out; the
            # records of its first poll are accepted (implicit mode), too late.
            later = [r for records in (await slow.getmany(timeout_ms=0)).values()
                     for r in records]
            await slow.commit()
            with anyio.fail_after(30):
                while not any(error is not None for _, error in outcomes):
                    await anyio.sleep(0.05)
    assert not {r.offset for r in later} & seen, later
    errors = [(offsets, error) for offsets, error in outcomes if error is not None]
    assert all(type(error).__name__ == "InvalidRecordStateError" for _, error in errors)
    assert any(offsets.get(tp, set()) & handed for offsets, _ in errors)


_HOLDER = textwrap.dedent("""
    import sys, anyio
    from kafka_async import ShareConsumer

    async def main() -> None:
        bootstrap, topic, group = sys.argv[1:4]
        async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                                 fetch_max_wait_ms=200) as consumer:
            held = []
            while not held:
                for records in (await consumer.getmany(timeout_ms=500)).values():
                    held.extend(records)
            print("HOLDING", ",".join(str(r.offset) for r in held), flush=True)
            await anyio.sleep_forever()

    anyio.run(main)
""")


@LONG
async def test_member_killed_holding_records(bootstrap: str) -> None:
    """A member SIGKILLed while it holds acquired records: once their lock expires another
    member gets them (delivery_count 2); nothing is lost."""
    topic = await create_topic(bootstrap, prefix="share")
    group = await share_group(bootstrap, share_record_lock_duration_ms="2000")
    await produce_keyed(bootstrap, topic, 1000)
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, bootstrap, topic, group],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert holder.stdout is not None
        line = await anyio.to_thread.run_sync(holder.stdout.readline)
        assert line.startswith("HOLDING "), line
        held = {int(o) for o in line.split()[1].split(",")}
    finally:
        os.kill(holder.pid, signal.SIGKILL)
        holder.wait()
        if holder.stdout is not None:
            holder.stdout.close()
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **FAST_SHARE) as survivor:
        got = await _poll_until(survivor, 1000)
    assert {r.offset for r in got} == set(range(1000))
    assert len(got) == 1000
    assert all(r.delivery_count == 2 for r in got if r.offset in held)


@LONG
async def test_explicit_mode_misuse(bootstrap: str) -> None:
    topic = await create_topic(bootstrap, prefix="share")
    group = await share_group(bootstrap)
    await produce_keyed(bootstrap, topic, 5)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             share_acknowledgement_mode="explicit", **FAST_SHARE) as consumer:
        got = await _poll_until(consumer, 1)
        with pytest.raises(UnacknowledgedRecordsError, match="not acknowledged") as caught:
            await consumer.getmany(timeout_ms=0)
        assert caught.value.records == len(got)
        with pytest.raises(ValueError, match="ACCEPT, RELEASE, REJECT or RENEW"):
            consumer.acknowledge(got[0], 7)  # type: ignore[arg-type]
        for record in got:
            consumer.acknowledge(record)
        with pytest.raises(AcknowledgementError, match="not a record of the last poll"):
            consumer.acknowledge(got[0])
        with pytest.raises(TypeError, match="ShareConsumerRecord"):
            consumer.acknowledge(("t", 0, 1))  # type: ignore[arg-type]
        await consumer.getmany(timeout_ms=0)  # allowed now
    await produce_keyed(bootstrap, topic, 1, start=5)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **FAST_SHARE) as implicit:
        records = await _poll_until(implicit, 1)
        with pytest.raises(AcknowledgementError, match="explicit"):
            implicit.acknowledge(records[0])


@LONG
async def test_java_console_share_consumer_in_the_same_group(
        bootstrap: str, kafka_group_cluster: KafkaCluster) -> None:
    """Interop: our members and Kafka's console share consumer in one share group split the
    records; each record is accepted exactly once, by one side."""
    topic = await create_topic(bootstrap, prefix="share")
    group = await share_group(bootstrap)
    total = 3000
    with JavaTools(kafka_group_cluster) as tools:
        argv = tools.console_share_consumer_argv(topic, group, timeout_ms=8000)
        java = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                text=True)
        try:
            ours: list[ShareConsumerRecord] = []
            async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                                     max_poll_records=50, share_acquire_mode="record_limit",
                                     **FAST_SHARE) as consumer:
                from kafka_async import Admin

                async with Admin(bootstrap_servers=bootstrap) as admin:
                    with anyio.fail_after(60):  # both members in the group before producing
                        while True:
                            described = (await admin.describe_share_groups([group],
                                                                           return_exceptions=True))[group]
                            if not isinstance(described, Exception) and len(
                                    described.members) == 2 and all(
                                    m.assignment for m in described.members):
                                break
                            await anyio.sleep(0.1)
                for start in range(0, total, 100):
                    await produce_keyed(bootstrap, topic, 100, start=start)
                    for records in (await consumer.getmany(timeout_ms=0)).values():
                        ours.extend(records)
                # Until the Java side has exited (8 s without a record), keep taking ours.
                while java.poll() is None:
                    for records in (await consumer.getmany(timeout_ms=200)).values():
                        ours.extend(records)
                out = await anyio.to_thread.run_sync(java.communicate)
                await consumer.commit()
        finally:
            if java.poll() is None:
                java.kill()
                java.wait()
    theirs = [int(line.split("\t")[0].split(":")[-1]) for line in out[0].splitlines()
              if line.strip()]
    offsets = [r.offset for r in ours] + theirs
    assert sorted(offsets) == list(range(total)), (len(ours), len(theirs))
    assert theirs and ours, (len(ours), len(theirs))


def test_config_errors() -> None:
    """Bad settings fail at construction, naming the setting."""
    from kafka_async.cluster.config import ConfigError

    with pytest.raises(ConfigError, match="group_id"):
        ShareConsumer("t", bootstrap_servers="127.0.0.1:9")
    with pytest.raises(ConfigError, match="share_acknowledgement_mode"):
        ShareConsumer("t", bootstrap_servers="127.0.0.1:9", group_id="g",
                      share_acknowledgement_mode="sometimes")
    with pytest.raises(ConfigError, match="share_acquire_mode"):
        ShareConsumer("t", bootstrap_servers="127.0.0.1:9", group_id="g",
                      share_acquire_mode="greedy")
    with pytest.raises(ConfigError, match="max_poll_records"):
        ShareConsumer("t", bootstrap_servers="127.0.0.1:9", group_id="g", max_poll_records=0)
    with pytest.raises(ConfigError, match="enable_auto_commit"):
        ShareConsumer("t", bootstrap_servers="127.0.0.1:9", group_id="g",
                      enable_auto_commit=True)
    with pytest.raises(Exception, match="topic"):
        ShareConsumer("bad topic!", bootstrap_servers="127.0.0.1:9", group_id="g")


_ = Any


def _block_until_member_gone(bootstrap: str, group: str, member_id: str) -> None:
    """Runs on the test's event loop thread and blocks it (a long GC pause, as the member's
    heartbeats see it) until the coordinator has dropped ``member_id``; the check itself runs
    on a loop of its own in another thread."""

    async def check() -> None:
        from kafka_async import Admin

        async with Admin(bootstrap_servers=bootstrap) as admin:
            with anyio.fail_after(60):
                while True:
                    described = (await admin.describe_share_groups([group]))[group]
                    if member_id not in {m.member_id for m in described.members}:
                        return
                    await anyio.sleep(0.1)

    import threading

    failure: list[BaseException] = []

    def run() -> None:
        try:
            anyio.run(check)
        except BaseException as exc:  # reported on the test's thread
            failure.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if failure:
        raise failure[0]


@LONG
async def test_fenced_member_rejoins(bootstrap: str) -> None:
    """A member whose heartbeats stopped long enough to be dropped by the coordinator (its
    event loop blocked) rejoins with the same member id on its next heartbeat and goes on
    receiving records."""
    topic = await create_topic(bootstrap, prefix="share")
    group = await share_group(bootstrap, share_session_timeout_ms="1000",
                              share_heartbeat_interval_ms="200")
    await produce_keyed(bootstrap, topic, 10)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **FAST_SHARE) as consumer:
        before = await _poll_until(consumer, 10)
        membership = consumer._membership
        joins = membership.joins
        _block_until_member_gone(bootstrap, group, membership.member_id)
        await produce_keyed(bootstrap, topic, 10, start=10)
        after = await _poll_until(consumer, 10)
        assert membership.joins == joins + 1
        assert membership.in_group
    assert sorted(int(r.value) for r in before + after) == list(range(20))


@LONG
async def test_explicit_acknowledgements_are_sent_by_close(bootstrap: str) -> None:
    """Regression: records acknowledged (ACCEPT) after the last poll of an explicit-mode
    member were dropped by close(), whose session close then released them: another member
    processed them again. close() now sends them first."""
    topic = await create_topic(bootstrap, prefix="share")
    group = await share_group(bootstrap, share_record_lock_duration_ms="60000")
    await produce_keyed(bootstrap, topic, 10)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             share_acknowledgement_mode="explicit", **FAST_SHARE) as first:
        done = await _poll_until(first, 1)
        for record in done:
            first.acknowledge(record, AcknowledgeType.ACCEPT)
    await produce_keyed(bootstrap, topic, 1, start=10)
    seen: list[ShareConsumerRecord] = []
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **FAST_SHARE) as second:
        with anyio.fail_after(60):
            while not any(r.value == b"10" for r in seen):
                for records in (await second.getmany(timeout_ms=200)).values():
                    seen.extend(records)
    accepted = {r.offset for r in done}
    assert not accepted & {r.offset for r in seen}
    assert {r.offset for r in seen} | accepted == set(range(11))


@LONG
async def test_commit_between_acknowledgements_sends_each_once(bootstrap: str) -> None:
    """Regression: in explicit mode, commit() after acknowledging part of a poll, then the
    rest and another commit, sent the first part twice (the broker may refuse a repeated
    acknowledgement as INVALID_RECORD_STATE, or ignore it below the start offset). Each
    acknowledgement now goes out once; both commits succeed."""
    topic = await create_topic(bootstrap, prefix="share")
    group = await share_group(bootstrap)
    await produce_keyed(bootstrap, topic, 6)
    failures: list[Exception | None] = []
    consumer = ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             share_acknowledgement_mode="explicit", **FAST_SHARE)
    consumer.set_acknowledgement_commit_callback(lambda offsets, error: failures.append(error))
    async with consumer:
        got = await _poll_until(consumer, 6)
        half = len(got) // 2
        for record in got[:half]:
            consumer.acknowledge(record)
        first = await consumer.commit()
        for record in got[half:]:
            consumer.acknowledge(record)
        second = await consumer.commit()
        sent = [v for m, v in consumer.metrics().items()
                if m.name == "acknowledgements-send-total"]
    assert sent == [6.0]  # each record's acknowledgement went out once
    assert all(error is None for error in first.values())
    assert all(error is None for error in second.values()), second
    assert failures and all(error is None for error in failures)
