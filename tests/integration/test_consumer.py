"""The consumer against a real broker: exactly what was produced, in order; flow control;
long polls; offset resets; a deleted topic (asyncio and trio)."""

from __future__ import annotations

import time
import traceback
import uuid
from typing import Any

import anyio
import pytest
from consumer_helpers import all_partitions, collect, create_topic, produce

from kafka_async import Admin, Consumer, Producer, TopicPartition
from kafka_async.admin import NewTopic
from kafka_async.consumer import (
    NoOffsetForPartitionError,
    NotSubscribedError,
    OffsetOutOfRangeConsumerError,
    RecordDeserializationError,
    TopicDeletedError,
)
from kafka_async.protocol.errors import InvalidTopicError, KafkaError

pytestmark = [pytest.mark.anyio, pytest.mark.integration]



async def test_consumes_exactly_what_was_produced_in_order(kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap, partitions=6)
    sent = [(i % 6, b"key-%d" % i, b"value-%d" % i) for i in range(1200)]
    await produce(kafka_bootstrap, topic, sent, compression_type="lz4")
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest",
                        max_poll_records=97)
    consumer.assign(all_partitions(topic, 6))
    async with consumer:
        got = await collect(consumer, len(sent))
        assert not await consumer.getmany(timeout_ms=200)  # nothing more, no duplicates
        for partition in range(6):
            tp = TopicPartition(topic, partition)
            records = got[tp]
            assert [(r.key, r.value) for r in records] == [
                (k, v) for p, k, v in sent if p == partition]
            assert [r.offset for r in records] == list(range(200))
            assert all(r.topic == topic and r.partition == partition for r in records)
            assert all(r.leader_epoch >= 0 and r.timestamp > 0 for r in records)
            assert await consumer.position(tp) == 200 and consumer.highwater(tp) == 200
        # KIP-227: the broker granted a fetch session, and incremental fetches (epoch 1, 2,
        # ...) got answers in it (an idle long poll answers within fetch_max_wait_ms).
        session, = consumer._fetcher._sessions.values()
        with anyio.fail_after(30):
            while session.epoch < 3:
                assert await consumer.getmany(timeout_ms=100) == {}
        assert session.session_id != 0


async def test_subscription_without_group_reads_all_partitions_with_deserializers(
        kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap, partitions=3)
    await produce(kafka_bootstrap, topic, [(i % 3, str(i).encode(), b"%d" % (i * 2))
                                           for i in range(30)])
    async with Consumer(topic, bootstrap_servers=kafka_bootstrap, group_id="not-joined",
                        auto_offset_reset="earliest", key_deserializer=bytes.decode,
                        value_deserializer=int) as consumer:
        got = await collect(consumer, 30)
        assert consumer.assignment() == frozenset(all_partitions(topic, 3))
        pairs = sorted((r.key, r.value) for records in got.values() for r in records)
        assert pairs == sorted((str(i), i * 2) for i in range(30))


async def test_a_subscribed_topic_created_after_start_is_picked_up(kafka_bootstrap: str) -> None:
    # Without a group the consumer assigns itself what the metadata shows. A topic missing
    # from it (created a moment later, or not yet served by the broker asked) is asked for
    # again with the retry backoff, not only at the periodic refresh (metadata_max_age_ms,
    # 5 minutes: far past collect's limit).
    topic = f"consumer-late-{uuid.uuid4().hex[:12]}"
    async with Consumer(topic, bootstrap_servers=kafka_bootstrap,
                        auto_offset_reset="earliest") as consumer:
        assert consumer.config.metadata_max_age_ms == 300_000
        assert consumer.assignment() == frozenset()
        async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
            await admin.create_topics([NewTopic(topic, num_partitions=2, replication_factor=1)])
        await produce(kafka_bootstrap, topic, [(i % 2, None, b"late-%d" % i) for i in range(4)])
        got = await collect(consumer, 4)
        assert sorted(r.value for records in got.values() for r in records) == [
            b"late-0", b"late-1", b"late-2", b"late-3"]
        assert consumer.assignment() == frozenset(all_partitions(topic, 2))


async def test_a_deserializer_failure_names_the_record_and_a_seek_skips_it(
        kafka_bootstrap: str) -> None:
    """As Java's RecordDeserializationException: the records before the bad one first, then
    the error (topic, partition, offset, the deserializer's exception as its cause) at every
    poll until a seek past it. It was the bare exception once, then nothing, forever: the
    batch was dropped and the partition never fetched again."""
    topic = await create_topic(kafka_bootstrap)
    await produce(kafka_bootstrap, topic, [(0, None, b"v%d" % i) for i in range(6)],
                  linger_ms=50)

    def value(data: bytes | None) -> str:
        if data == b"v3":
            raise ValueError("not this one")
        return (data or b"").decode()

    tp = TopicPartition(topic, 0)
    async with Consumer(bootstrap_servers=kafka_bootstrap, value_deserializer=value,
                        auto_offset_reset="earliest") as consumer:
        consumer.assign([tp])
        got: list[str] = []
        with anyio.fail_after(30):
            while len(got) < 3:
                got += [r.value for r in (await consumer.getmany(timeout_ms=1000)).get(tp, [])]
        assert got == ["v0", "v1", "v2"]
        for _ in range(2):  # raised again until a seek
            with pytest.raises(RecordDeserializationError) as caught:
                await consumer.getmany(timeout_ms=1000)
            error = caught.value
            assert (error.topic, error.partition, error.offset, error.part) == (topic, 0, 3,
                                                                                "value")
            assert isinstance(error.__cause__, ValueError)
            assert await consumer.position(tp) == 3
        consumer.seek(tp, 4)
        with anyio.fail_after(30):
            while len(got) < 5:
                got += [r.value for r in (await consumer.getmany(timeout_ms=1000)).get(tp, [])]
    assert got == ["v0", "v1", "v2", "v4", "v5"]


async def test_async_for_and_getone(kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap)
    await produce(kafka_bootstrap, topic, [(0, None, b"r%d" % i) for i in range(5)])
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest")
    consumer.assign([TopicPartition(topic, 0)])
    async with consumer:
        assert (await consumer.getone()).value == b"r0"
        seen = []
        with anyio.fail_after(30):
            async for record in consumer:
                seen.append(record.value)
                if len(seen) == 4:
                    break
        assert seen == [b"r1", b"r2", b"r3", b"r4"]


async def test_getmany_after_a_left_async_for_hands_out_what_it_read_ahead(
        kafka_bootstrap: str) -> None:
    """Regression: ``async for`` takes a whole poll and yields it record by record; a loop
    left early (a break, a timeout) kept the rest, past which the position had moved, so
    getmany() skipped them and commit() went back to the first of them. Now getmany() hands
    them out first, in order; getmany_batches() reads them again; the commit is the end."""
    topic = await create_topic(kafka_bootstrap)
    tp = TopicPartition(topic, 0)
    await produce(kafka_bootstrap, topic, [(0, None, b"%d" % i) for i in range(100)],
                  linger_ms=20)
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest",
                        group_id=f"ahead-{uuid.uuid4().hex[:8]}", enable_auto_commit=False)
    consumer.assign([tp])
    async with consumer:
        with anyio.fail_after(30):
            async for record in consumer:
                first = record.offset
                break
        ahead = await consumer.position(tp)
        assert ahead > first + 1  # the loop had read ahead: the case this test is about
        offsets = [first]
        with anyio.fail_after(30):
            while len(offsets) < 100:
                batch = await consumer.getmany(timeout_ms=500, max_records=7)
                offsets += [r.offset for r in batch.get(tp, [])]
        assert offsets == list(range(100))
        await consumer.commit()
        assert (await consumer.committed([tp]))[tp].offset == 100
        # the same through getmany_batches: the read-ahead is read again, as batches
        consumer.seek(tp, 0)
        with anyio.fail_after(30):
            async for _ in consumer:
                break
        seen = []
        with anyio.fail_after(30):
            while len(seen) < 99:
                for entries in (await consumer.getmany_batches(timeout_ms=500)).values():
                    for entry in entries:
                        seen += [r.offset for batch in entry.batches for r in batch
                                 if r.offset >= entry.from_offset]
        assert seen == list(range(1, 100))


async def test_seek_pause_and_resume(kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap, partitions=2)
    await produce(kafka_bootstrap, topic, [(p, None, b"%d-%d" % (p, i))
                                           for i in range(20) for p in (0, 1)])
    tp0, tp1 = all_partitions(topic, 2)
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest")
    consumer.assign([tp0, tp1])
    async with consumer:
        consumer.pause(tp1)
        assert consumer.paused() == {tp1}
        got = await collect(consumer, 20)
        assert set(got) == {tp0}
        assert not await consumer.getmany(timeout_ms=300)  # tp1 stays paused
        consumer.resume(tp1)
        got = await collect(consumer, 20)
        assert [r.offset for r in got[tp1]] == list(range(20))

        consumer.seek(tp0, 15)
        got = await collect(consumer, 5)
        assert [r.offset for r in got[tp0]] == [15, 16, 17, 18, 19]
        await consumer.seek_to_beginning(tp0)
        assert await consumer.position(tp0) == 0
        assert (await collect(consumer, 20))[tp0][0].value == b"0-0"
        await consumer.seek_to_end()
        assert await consumer.position(tp0) == 20 and await consumer.position(tp1) == 20
        assert await consumer.getmany(timeout_ms=200) == {}


async def test_getmany_for_given_partitions_only(kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap, partitions=2)
    await produce(kafka_bootstrap, topic, [(p, None, b"x") for p in (0, 1) for _ in range(3)])
    tp0, tp1 = all_partitions(topic, 2)
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest")
    consumer.assign([tp0, tp1])
    async with consumer:
        with anyio.fail_after(30):
            while await consumer.position(tp1) < 3:
                batch = await consumer.getmany(tp1, timeout_ms=500)
                assert set(batch) <= {tp1}
        assert set(await collect(consumer, 3)) == {tp0}


async def test_offsets_for_times_and_beginning_and_end_offsets(kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap, partitions=2)
    base = int(time.time() * 1000) - 60_000
    async with Producer(bootstrap_servers=kafka_bootstrap) as producer:
        for i in range(10):
            await (await producer.send(topic, b"t%d" % i, partition=0,
                                       timestamp_ms=base + i * 1000))
    tp0, tp1 = all_partitions(topic, 2)
    async with Consumer(bootstrap_servers=kafka_bootstrap) as consumer:
        assert await consumer.beginning_offsets([tp0, tp1]) == {tp0: 0, tp1: 0}
        assert await consumer.end_offsets([tp0, tp1]) == {tp0: 10, tp1: 0}
        found = await consumer.offsets_for_times({tp0: base + 4500, tp1: base})
        assert found[tp1] is None
        hit = found[tp0]
        assert hit is not None and (hit.offset, hit.timestamp) == (5, base + 5000)
        assert (await consumer.offsets_for_times({tp0: base + 60_000}))[tp0] is None
        consumer.assign([tp0])
        consumer.seek(tp0, hit.offset)
        assert [r.value for r in (await collect(consumer, 5))[tp0]] == [
            b"t5", b"t6", b"t7", b"t8", b"t9"]


async def test_long_poll_returns_the_record_produced_after_it_started(
        kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap)
    tp = TopicPartition(topic, 0)
    events: list[str] = []
    # The broker may park each Fetch for 30 s, longer than the 10 s getmany() below waits:
    # the record can only arrive in time if the long poll ends early because data arrived.
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, fetch_max_wait_ms=30_000,
                        request_timeout_ms=60_000, auto_offset_reset="latest")
    consumer.assign([tp])
    async with consumer:
        assert await consumer.position(tp) == 0
        assert await consumer.getmany(timeout_ms=300) == {}  # nothing there: it waits
        events.append("idle poll returned empty")
        result = {}

        async def poll() -> None:
            events.append("poll started")
            result.update(await consumer.getmany(timeout_ms=10_000))
            events.append("poll returned")

        async with anyio.create_task_group() as group:
            group.start_soon(poll)
            leader = consumer.client.metadata.leader_for(topic, 0)
            assert leader is not None
            with anyio.fail_after(30):  # the poll runs and its long-poll Fetch is at the broker
                while "poll started" not in events or not consumer.client.pool.in_flight(leader):
                    await anyio.sleep(0.01)
            events.append("produced")
            await produce(kafka_bootstrap, topic, [(0, None, b"late")])
        assert events == ["idle poll returned empty", "poll started", "produced",
                          "poll returned"]
        assert [r.value for r in result[tp]] == [b"late"]


async def test_auto_offset_reset_latest_none_and_out_of_range(kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap)
    tp = TopicPartition(topic, 0)
    await produce(kafka_bootstrap, topic, [(0, None, b"old")] * 3)
    latest = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="latest")
    latest.assign([tp])
    async with latest:
        assert await latest.position(tp) == 3
        latest.seek(tp, 1000)  # beyond the end: OFFSET_OUT_OF_RANGE, reset to latest
        with anyio.fail_after(30):  # the reset done before the new record is written (a
            while await latest.position(tp) != 3:  # reset after it would skip it: a race)
                await latest.getmany(timeout_ms=50)
        await produce(kafka_bootstrap, topic, [(0, None, b"new")])
        got = await collect(latest, 1)
        assert [(r.offset, r.value) for r in got[tp]] == [(3, b"new")]

    strict = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="none")
    strict.assign([tp])
    async with strict:
        with anyio.fail_after(30), pytest.raises(NoOffsetForPartitionError, match=topic):
            while True:
                await strict.getmany(timeout_ms=200)
        depths = []
        for _ in range(2):  # at every poll (Java's), until a seek; position() too
            with pytest.raises(NoOffsetForPartitionError) as caught:
                await strict.getmany(timeout_ms=0)
            depths.append(len(traceback.extract_tb(caught.value.__traceback__)))
        assert depths[0] == depths[1]  # (one instance, raised again: its traceback not grown)
        with pytest.raises(NoOffsetForPartitionError):
            await strict.position(tp)
        strict.seek(tp, 1000)
        with anyio.fail_after(30), pytest.raises(OffsetOutOfRangeConsumerError,
                                                 match="offset 1000 is out of range"):
            while True:
                await strict.getmany(timeout_ms=200)
        for _ in range(3):  # regression: raised once, then the partition stalled in silence
            with pytest.raises(OffsetOutOfRangeConsumerError):
                await strict.getmany(timeout_ms=0)
        strict.seek(tp, 2)
        assert [r.value for r in (await collect(strict, 2))[tp]] == [b"old", b"new"]


async def test_auto_offset_reset_by_duration(kafka_bootstrap: str) -> None:
    """KIP-1106: the first record not older than the duration; a partition whose records are
    all older starts at its end (Java's rule), and an out-of-range seek resets the same way."""
    topic = await create_topic(kafka_bootstrap, partitions=2)
    now = int(time.time() * 1000)
    hours = 3_600_000
    async with Producer(bootstrap_servers=kafka_bootstrap) as producer:
        for partition, age in ((0, 3 * hours), (0, 2 * hours), (0, hours // 2), (0, 0),
                               (1, 3 * hours), (1, 2 * hours)):
            await (await producer.send(topic, b"%d" % age, partition=partition,
                                       timestamp_ms=now - age))
    tp0, tp1 = TopicPartition(topic, 0), TopicPartition(topic, 1)
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="by_duration:PT1H")
    consumer.assign([tp0, tp1])
    async with consumer:
        assert await consumer.position(tp0) == 2
        assert await consumer.position(tp1) == 2  # every record older: the end
        got = await collect(consumer, 2)
        assert [r.value for r in got[tp0]] == [b"%d" % (hours // 2), b"0"]
        consumer.seek(tp0, 1000)  # out of range: reset by the same rule
        with anyio.fail_after(30):
            while await consumer.position(tp0) != 2:
                await consumer.getmany(timeout_ms=50)
        assert [r.value for r in (await collect(consumer, 2))[tp0]] == [
            b"%d" % (hours // 2), b"0"]


async def test_polling_with_nothing_to_read_is_an_error(kafka_bootstrap: str) -> None:
    """Java's poll() without a subscription or an assignment raises; waiting forever for
    nothing (getone, async for) is what a forgotten subscribe() would otherwise cost."""
    topic = await create_topic(kafka_bootstrap)
    await produce(kafka_bootstrap, topic, [(0, None, b"x")])
    async with Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest",
                        group_id=f"g-{uuid.uuid4().hex[:8]}") as consumer:
        with pytest.raises(NotSubscribedError, match="subscribe\\(\\) or assign\\(\\)"):
            await consumer.getmany(timeout_ms=100)
        with pytest.raises(NotSubscribedError):
            await consumer.getone()
        with pytest.raises(NotSubscribedError):
            async for _ in consumer:
                pass
        with pytest.raises(NotSubscribedError):
            await consumer.getmany_batches()
        consumer.assign([TopicPartition(topic, 0)])
        assert (await consumer.getone()).value == b"x"
        consumer.unsubscribe()
        with pytest.raises(NotSubscribedError):
            await consumer.getmany()


async def test_partitions_for_and_list_topics(kafka_bootstrap: str) -> None:
    """Java's partitionsFor and listTopics: asked of the cluster, nothing subscribed,
    tracked or created (a missing topic is an empty list, and stays missing)."""
    topic = await create_topic(kafka_bootstrap, partitions=3)
    missing = f"never-{uuid.uuid4().hex[:8]}"
    async with Consumer(bootstrap_servers=kafka_bootstrap) as consumer:
        partitions = await consumer.partitions_for(topic)
        assert [p.partition for p in partitions] == [0, 1, 2]
        assert all(p.leader >= 0 and p.leader in p.replicas and p.isr for p in partitions)
        assert await consumer.partitions_for(missing) == []
        listed = await consumer.list_topics()
        assert [p.partition for p in listed[topic]] == [0, 1, 2]
        assert missing not in listed
        assert consumer.subscription() == frozenset() and not consumer.assignment()
        with pytest.raises(InvalidTopicError):
            await consumer.partitions_for("bad topic!")


async def test_a_topic_created_again_is_read_through_a_new_fetch_session(
        kafka_bootstrap: str) -> None:
    """A topic deleted and created again (a new topic id) under a consumer whose fetch session
    holds its partition: the broker's session kept the old id, and the answers for it were
    skipped, so the partition was never read again (a reused Spark executor's consumer
    stalled for pollTimeoutMs). The session is now started anew."""
    topic = await create_topic(kafka_bootstrap, partitions=2)
    tp = TopicPartition(topic, 0)
    await produce(kafka_bootstrap, topic, [(0, None, b"a%d" % i) for i in range(50)])
    async with Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="none") as consumer:
        consumer.assign([tp])
        consumer.seek(tp, 0)
        assert len((await collect(consumer, 50))[tp]) == 50
        consumer.assign([])
        async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
            old_id = (await admin.describe_topics([topic]))[topic].topic_id
            await admin.delete_topics([topic])
            with anyio.fail_after(60):
                while True:
                    try:
                        await admin.create_topics([NewTopic(topic, 2, 1)])
                        break
                    except KafkaError:  # (still being deleted)
                        await anyio.sleep(0.2)
            with anyio.fail_after(60):  # (the new topic reaches the broker's metadata after)
                while True:
                    found = (await admin.describe_topics([topic], return_exceptions=True))[topic]
                    if not isinstance(found, BaseException) and all(
                            p.leader >= 0 for p in found.partitions):
                        break
                    await anyio.sleep(0.05)
            assert found.topic_id != old_id
        await produce(kafka_bootstrap, topic, [(0, None, b"b%d" % i) for i in range(10)])
        consumer.assign([tp])
        consumer.seek(tp, 0)
        got = await collect(consumer, 10)
        assert [r.value for r in got[tp]] == [b"b%d" % i for i in range(10)]


async def test_deleted_topic_gives_a_clear_error(kafka_bootstrap: str) -> None:
    from kafka_async import Admin

    topic = await create_topic(kafka_bootstrap, partitions=2)
    await produce(kafka_bootstrap, topic, [(0, None, b"a")])
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest",
                        metadata_max_age_ms=1000)
    consumer.assign(all_partitions(topic, 2))
    async with consumer:
        await collect(consumer, 1)
        async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
            await admin.delete_topics([topic])
        with anyio.fail_after(60), pytest.raises(TopicDeletedError, match=topic):
            while True:
                await consumer.getmany(timeout_ms=500)
        assert consumer.assignment() == frozenset()


async def test_close_from_another_task_ends_async_for(kafka_bootstrap: str) -> None:
    from kafka_async.consumer import ConsumerClosedError

    topic = await create_topic(kafka_bootstrap)
    consumer = Consumer(bootstrap_servers=kafka_bootstrap)
    consumer.assign([TopicPartition(topic, 0)])
    outcomes: list[str] = []
    iterating = anyio.Event()
    getmany = consumer.getmany

    async def observed_getmany(*args: Any, **kwargs: Any) -> Any:
        iterating.set()
        return await getmany(*args, **kwargs)

    consumer.getmany = observed_getmany  # type: ignore[method-assign]

    async def close_soon() -> None:
        await iterating.wait()  # the async for waits inside getmany() for records
        outcomes.append("closing")
        await consumer.close()

    with anyio.fail_after(30):
        async with consumer, anyio.create_task_group() as group:
            group.start_soon(close_soon)
            async for _ in consumer:
                outcomes.append("record")
            outcomes.append("iteration ended")
    assert outcomes == ["closing", "iteration ended"]
    with pytest.raises(ConsumerClosedError):
        await consumer.getmany()


class FetchTraffic:
    """The Fetch requests a client wrote and the answers it read (``on_broker_write`` and
    ``on_broker_read`` hooks), and an event per change to wait on."""

    def __init__(self) -> None:
        self.writes = 0
        self.reads = 0
        self.changed = anyio.Event()

    def on_broker_write(self, node_id: int, api_key: int, api_version: int,
                        size: int) -> None:
        if api_key == 1:
            self.writes += 1
            self.changed.set()

    def on_broker_read(self, node_id: int, api_key: int, api_version: int, size: int,
                       seconds: float, throttle_ms: int) -> None:
        if api_key == 1:
            self.reads += 1
            self.changed.set()

    async def until_one_in_flight(self) -> None:
        while self.writes != self.reads + 1:
            self.changed = anyio.Event()
            await self.changed.wait()


@pytest.mark.asyncio_only("asserts an order of tasks in one event-loop turn, which asyncio keeps "
                          "and trio's scheduler randomizes on purpose")
async def test_a_waiting_getmany_takes_the_records_before_the_next_fetch_is_built(
        kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap, partitions=1)
    fetches = FetchTraffic()
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest",
                        fetch_max_wait_ms=5000, hooks=[fetches])
    consumer.assign(all_partitions(topic, 1))
    async with consumer, Producer(bootstrap_servers=kafka_bootstrap, linger_ms=0) as producer:
        for value in (b"first", b"second"):
            with anyio.fail_after(30):
                await fetches.until_one_in_flight()  # the long poll that will carry it
            written = fetches.writes
            sent = await producer.send(topic, value)
            with anyio.fail_after(30):
                got = await consumer.getmany(timeout_ms=20_000)
            # getmany had the record before the fetcher wrote its next Fetch
            assert fetches.reads == written and fetches.writes == written
            assert [r.value for r in got[TopicPartition(topic, 0)]] == [value]
            assert (await sent).offset == got[TopicPartition(topic, 0)][0].offset


async def test_max_decompressed_bytes_bounds_a_batch_and_can_be_raised(
        kafka_bootstrap: str) -> None:
    """One gzip batch of three 512 KiB records of zeros (a few KiB on the wire) unpacks to
    1.5 MiB: a consumer with max_decompressed_bytes of 1 MiB refuses it as a decompression
    bomb, naming the setting; one with 4 MiB reads it (the setting had been the protocol
    layer's alone, so a legitimate batch past 64 MiB could not be read at all)."""
    from kafka_async.consumer import RecordDecodeError

    topic = await create_topic(kafka_bootstrap)
    tp = TopicPartition(topic, 0)
    big = bytes(512 * 1024)
    async with Producer(bootstrap_servers=kafka_bootstrap, compression_type="gzip",
                        batch_size=4 * 1024 * 1024, linger_ms=1000,
                        max_request_size=8 * 1024 * 1024) as producer:
        handles = [await producer.send(topic, big, key=b"k%d" % i, partition=0,
                                       headers=[("n", b"%d" % i)]) for i in range(3)]
        await producer.flush()
    assert {(await h).offset for h in handles} == {0, 1, 2}
    small = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest",
                     max_decompressed_bytes=1024 * 1024)
    small.assign([tp])
    async with small:
        with anyio.fail_after(30), pytest.raises(RecordDecodeError,
                                                 match="max_decompressed_bytes"):
            while True:
                await small.getmany(timeout_ms=200)
    roomy = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest",
                     max_decompressed_bytes=4 * 1024 * 1024)
    roomy.assign([tp])
    async with roomy:
        got = await collect(roomy, 3)
    assert [r.value == big for r in got[tp]] == [True, True, True]


async def test_an_assigned_partition_without_a_leader_does_not_hold_back_the_others(
        kafka_bootstrap: str) -> None:
    """assign() of a live topic's partition and of a deleted topic's: the live one is reset
    and read at once (the reset used to fail as a whole, round after round, and nothing was
    read); the other waits for a leader, as Java's does."""
    live = await create_topic(kafka_bootstrap)
    deleted = await create_topic(kafka_bootstrap)
    await produce(kafka_bootstrap, live, [(0, None, b"%d" % i) for i in range(100)])
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        await admin.delete_topics([deleted])
    async with Consumer(bootstrap_servers=kafka_bootstrap, group_id=None,
                        auto_offset_reset="earliest", default_api_timeout_ms=60_000) as consumer:
        consumer.assign([TopicPartition(live, 0), TopicPartition(deleted, 0)])
        got = await collect(consumer, 100, limit_s=30)  # (less than one lookup's timeout)
    assert [r.value for r in got[TopicPartition(live, 0)]] == [b"%d" % i for i in range(100)]
