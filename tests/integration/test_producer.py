"""The producer against a real broker: delivery once and in order, per codec and acks; errors.

Every record is read back by offset with a raw Fetch (tests/producer/_readback.py) and compared
with what ``send()`` reported.
"""

from __future__ import annotations

import itertools
import struct
import uuid
from collections.abc import Callable, Iterator

import anyio
import pytest

from kafka_async import Consumer, Producer, RecordMetadata
from kafka_async.producer import (
    BufferExhaustedError,
    RecordTooLargeError,
    TopicMetadataTimeoutError,
)
from kafka_async.protocol.errors import MessageTooLargeError, RecordListTooLargeError
from kafka_async.testing.fixtures import running_cluster
from tests.producer._readback import read_topic

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.asyncio_only(
        "every codec x acks against the broker; the producer's trio path runs in "
        "test_trio_backend here, test_producer_close.py, test_producer_fairness.py and "
        'test_client_lifecycle.py'),
]

CODECS = ["none", "gzip", "snappy", "lz4", "zstd"]
SEQ = struct.Struct(">II")  # (partition, per-partition sequence) at the start of each value



@pytest.mark.parametrize(("codec", "levels"), [
    ("gzip", {"compression_gzip_level": 1}), ("gzip", {"compression_gzip_level": 9}),
    ("lz4", {"compression_lz4_level": 1}), ("lz4", {"compression_lz4_level": 17}),
    ("zstd", {"compression_zstd_level": -1}), ("zstd", {"compression_zstd_level": 19}),
])
async def test_compression_levels_write_batches_the_broker_accepts_and_reads_back(
    kafka_bootstrap: str, new_topic: Callable[..., str], codec: str, levels: dict[str, int]
) -> None:
    """KIP-390's levels (lz4's high-compression levels included): the broker validates each
    batch (it decompresses them), and every record reads back once, in order."""
    topic = new_topic("levels", create=True, partitions=1)
    values = [b"%06d " % i + b"abc" * (i % 40) for i in range(2000)]
    async with Producer(bootstrap_servers=kafka_bootstrap, compression_type=codec,
                        linger_ms=5, **levels) as producer:
        handles = [await producer.send(topic, value, partition=0) for value in values]
        await producer.flush()
        assert [(await h).offset for h in handles] == list(range(len(values)))
    read = await read_topic(kafka_bootstrap, topic)
    assert [r.value for r in read[0]] == values


@pytest.mark.parametrize("acks", [0, 1, "all"])
@pytest.mark.parametrize("codec", CODECS)
async def test_every_record_once_in_order(
    kafka_bootstrap: str, new_topic: Callable[..., str], codec: str, acks: int | str
) -> None:
    topic = new_topic("prod", create=True, partitions=3)
    count = 3000
    sent: dict[int, list[bytes]] = {0: [], 1: [], 2: []}
    # acks=0 records sent before a new partition's leader is ready are dropped by the broker
    # (by design): make the partitions ready first, with one acknowledged record each.
    async with Producer(bootstrap_servers=kafka_bootstrap, acks=1) as primer:
        for partition in sent:
            sent[partition].append(b"primer")
            await primer.send_and_wait(topic, b"primer", partition=partition)
    handles = []
    async with Producer(bootstrap_servers=kafka_bootstrap, compression_type=codec, acks=acks,
                        linger_ms=2, batch_size=4096) as producer:
        for index in range(count):
            partition = index % 3
            value = SEQ.pack(partition, index // 3) + b"v" * (index % 50)
            sent[partition].append(value)
            handles.append(await producer.send(topic, value, key=b"k%d" % index,
                                               partition=partition))
        await producer.flush()
        results = [await handle for handle in handles]
    read = await read_topic(kafka_bootstrap, topic)
    for partition, values in sent.items():
        assert [r.value for r in read[partition]] == values  # once each, in order
    for index, metadata in enumerate(results):
        assert metadata.topic == topic and metadata.partition == index % 3
        if acks == 0:
            assert metadata.offset == -1
        else:
            record = read[metadata.partition][metadata.offset]  # offset == list index
            assert record.offset == metadata.offset
            assert record.key == b"k%d" % index and record.timestamp == metadata.timestamp
            assert SEQ.unpack_from(record.value or b"") == (index % 3, index // 3)


async def test_keyed_records_follow_murmur2_and_sticky_spreads(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    from kafka_async.producer import partition_for_key

    topic = new_topic("keys", create=True, partitions=5)
    async with Producer(bootstrap_servers=kafka_bootstrap, batch_size=1024) as producer:
        keyed = [await producer.send(topic, b"v", key=b"key-%d" % i) for i in range(200)]
        unkeyed = [await producer.send(topic, b"x" * 100) for _ in range(500)]
        assert await producer.partitions_for(topic) == (0, 1, 2, 3, 4)
        keyed_results = [await h for h in keyed]
        unkeyed_results = [await h for h in unkeyed]
    for i, metadata in enumerate(keyed_results):
        assert metadata.partition == partition_for_key(b"key-%d" % i, 5)
    used = {m.partition for m in unkeyed_results}
    assert len(used) >= 3  # switched partitions after ~batch_size bytes
    # sticky: consecutive null-key records share a partition in runs, not record by record
    pairs = itertools.pairwise(unkeyed_results)
    switches = sum(1 for a, b in pairs if a.partition != b.partition)
    assert switches < 100


async def test_send_and_wait_headers_timestamp_and_serializers(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    topic = new_topic("ser", create=True)
    async with Producer(bootstrap_servers=kafka_bootstrap, key_serializer=str.encode,
                        value_serializer=lambda v: v.encode()) as producer:
        metadata = await producer.send_and_wait(
            topic, "héllo", key="k", headers=[("h1", b"a"), ("h2", None)],
            timestamp_ms=1_600_000_000_000)
    assert metadata == RecordMetadata(topic, 0, 0, 1_600_000_000_000)
    (record,) = (await read_topic(kafka_bootstrap, topic))[0]
    assert (record.key, record.value) == (b"k", "héllo".encode())
    assert record.headers == (("h1", b"a"), ("h2", None))
    assert record.timestamp == 1_600_000_000_000


async def test_first_send_to_a_new_topic_auto_creates_it(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    """As Java's producer: Metadata asks for auto-creation (the broker default allows it)."""
    topic = new_topic("autocreate")
    async with Producer(bootstrap_servers=kafka_bootstrap) as producer:
        metadata = await producer.send_and_wait(topic, b"v")
    assert (metadata.topic, metadata.offset) == (topic, 0)
    assert [r.value for r in (await read_topic(kafka_bootstrap, topic))[0]] == [b"v"]


@pytest.fixture(scope="module")
def no_auto_create_bootstrap() -> Iterator[str]:
    with running_cluster(broker_config={"auto.create.topics.enable": "false"},
                         graceful_stop=False) as cluster:
        yield cluster.bootstrap


async def test_unknown_topic_fails_after_max_block_ms(no_auto_create_bootstrap: str) -> None:
    async with Producer(bootstrap_servers=no_auto_create_bootstrap, max_block_ms=300) as producer:
        with pytest.raises(TopicMetadataTimeoutError, match="not present in metadata"):
            await producer.send("no-such-topic-h6", b"v")


@pytest.mark.asyncio_only("a second asyncio loop in a thread; trio's check is the thread")
async def test_a_client_used_from_another_thread_says_so_and_keeps_working(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    """``asyncio.run(producer.send_and_wait(...))`` in a worker thread hung for good, and broke
    the producer on its own loop too (close() never returned). It is refused at once now."""
    import asyncio
    import threading

    topic = new_topic("owner", create=True)
    consumer = Consumer(bootstrap_servers=kafka_bootstrap)
    async with Producer(bootstrap_servers=kafka_bootstrap) as producer, consumer:
        await producer.send_and_wait(topic, b"mine")
        errors: list[BaseException] = []

        def elsewhere() -> None:
            for call in (lambda: producer.send_and_wait(topic, b"theirs"), producer.flush,
                         producer.close, lambda: consumer.getmany(timeout_ms=10)):
                try:
                    asyncio.run(call())  # type: ignore[arg-type]
                except BaseException as exc:
                    errors.append(exc)

        worker = threading.Thread(target=elsewhere)
        worker.start()
        with anyio.fail_after(60):
            while worker.is_alive():
                await anyio.sleep(0.01)
        assert len(errors) == 4
        assert all(isinstance(e, RuntimeError) and "another thread or event loop" in str(e)
                   for e in errors), errors
        assert (await producer.send_and_wait(topic, b"still mine")).offset == 1
    records = (await read_topic(kafka_bootstrap, topic))[0]
    assert [r.value for r in records] == [b"mine", b"still mine"]


async def test_dict_headers_and_a_serializer_that_does_not_encode(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    """confluent-kafka's produce() takes headers as a dict: its pairs, not its keys (which
    were refused as "got 'h'"). A value_serializer returning str is named as the culprit (the
    error told the user to set the serializer they had set)."""
    topic = new_topic("dicthdr", create=True)
    async with Producer(bootstrap_servers=kafka_bootstrap) as producer:
        await producer.send_and_wait(topic, b"v", headers={"h": b"1", "n": None})
        await producer.send_many(topic, [b"w"], headers={"h": b"2"})
    records = (await read_topic(kafka_bootstrap, topic))[0]
    assert [list(r.headers) for r in records] == [[("h", b"1"), ("n", None)], [("h", b"2")]]
    async with Producer(bootstrap_servers=kafka_bootstrap, value_serializer=str) as producer:
        with pytest.raises(TypeError, match="the value_serializer returned str, not bytes"):
            await producer.send(topic, 5)


async def test_max_block_ms_0_starts_and_never_waits_in_send(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    """As Java's max.block.ms=0: send() never waits for metadata (the first send to a topic
    not yet known fails at once, and asks for it); start() still reaches the cluster (it
    failed at once, its wait bounded by 0 ms)."""
    topic = new_topic("noblock", create=True)
    async with Producer(bootstrap_servers=kafka_bootstrap, max_block_ms=0) as producer:
        with pytest.raises(TopicMetadataTimeoutError, match=r"max_block_ms \(0 ms\)"):
            await producer.send(topic, b"first")
        with anyio.fail_after(30):
            while True:  # the refresh that first send asked for lands in the background
                try:
                    handle = await producer.send(topic, b"v")
                    break
                except TopicMetadataTimeoutError:
                    await anyio.sleep(0.01)
            assert (await handle).offset == 0


async def test_record_above_max_request_size_fails_at_send(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    topic = new_topic("big", create=True)
    async with Producer(bootstrap_servers=kafka_bootstrap, max_request_size=10_000) as producer:
        with pytest.raises(RecordTooLargeError, match="max_request_size"):
            await producer.send(topic, b"x" * 20_000)
        assert (await producer.send_and_wait(topic, b"small")).offset == 0
    # a record larger than buffer_memory could never get its memory (Java refuses it too)
    async with Producer(bootstrap_servers=kafka_bootstrap, buffer_memory=10_000) as producer:
        with pytest.raises(RecordTooLargeError, match=r"buffer_memory \(10000\)"):
            await producer.send(topic, b"x" * 20_000)
        with pytest.raises(RecordTooLargeError, match="buffer_memory"):
            await producer.send_many(topic, [b"ok", b"x" * 20_000])


async def test_broker_size_limit_fails_only_the_affected_batch(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    topic = new_topic("limit", create=True, partitions=2, config={"max.message.bytes": "2000"})
    async with Producer(bootstrap_servers=kafka_bootstrap) as producer:
        too_big = await producer.send(topic, b"x" * 5000, partition=0)
        fine = await producer.send(topic, b"y" * 100, partition=1)
        with pytest.raises((MessageTooLargeError, RecordListTooLargeError)):
            await too_big
        assert (await fine).offset == 0
        # the partition keeps working after the rejected batch: its sequence numbers had a gap,
        # which the idempotent producer closes with an epoch bump (KIP-360)
        assert (await producer.send_and_wait(topic, b"z", partition=0)).offset == 0
        assert producer.identity.bumps == 1
    read = await read_topic(kafka_bootstrap, topic)
    assert [r.value for r in read[0]] == [b"z"]


async def test_cancelled_waiter_neither_loses_nor_duplicates(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    topic = new_topic("cancel", create=True)
    async with Producer(bootstrap_servers=kafka_bootstrap, linger_ms=200) as producer:
        handle = await producer.send(topic, b"first")
        with anyio.move_on_after(0.01) as scope:
            await handle  # cancelled while the batch lingers
        assert scope.cancelled_caught
        other = await producer.send(topic, b"second")
        assert (await handle).offset == 0  # still delivered, exactly once
        assert (await other).offset == 1
    read = await read_topic(kafka_bootstrap, topic)
    assert [r.value for r in read[0]] == [b"first", b"second"]


async def test_close_flushes_accepted_records(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    topic = new_topic("close", create=True)
    producer = Producer(bootstrap_servers=kafka_bootstrap, linger_ms=10_000)
    await producer.start()
    handles = [await producer.send(topic, b"%d" % i) for i in range(50)]
    assert not handles[-1].done()  # lingering
    await producer.close()
    assert [h.result().offset for h in handles] == list(range(50))
    with pytest.raises(Exception, match="clos"):
        await producer.send(topic, b"late")


async def test_a_delivery_callback_that_raises_costs_nothing_but_a_log_line(
    kafka_bootstrap: str, new_topic: Callable[..., str], caplog: pytest.LogCaptureFixture
) -> None:
    # Callbacks run where batches resolve: in the connection's reader. One that raises must
    # not take the others' outcomes, the other batches of its answer, or the reader with it.
    topic = new_topic("callback", create=True, partitions=2)
    seen: list[int] = []

    def record(handle: object) -> None:
        seen.append(handle.result().offset)  # type: ignore[attr-defined]

    def boom(handle: object) -> None:
        raise RuntimeError("a bug in the application's callback")

    async with Producer(bootstrap_servers=kafka_bootstrap, linger_ms=5) as producer:
        handles = []
        for index in range(40):
            handle = await producer.send(topic, b"%d" % index, partition=index % 2)
            handle.add_done_callback(boom if index % 10 == 3 else record)
            handles.append(handle)
        await producer.flush()
        assert all(h.exception() is None for h in handles)
        assert len(seen) == 36
        after = await producer.send_and_wait(topic, b"still working", partition=0)
    assert after.offset == 20
    assert sum("a delivery callback" in r.getMessage() for r in caplog.records) == 4


@pytest.mark.parametrize("anyio_backend", ["trio"])
async def test_trio_backend(kafka_bootstrap: str, new_topic: Callable[..., str]) -> None:
    topic = new_topic("trio", create=True)
    async with Producer(bootstrap_servers=kafka_bootstrap, linger_ms=1) as producer:
        handles = [await producer.send(topic, b"%d" % i) for i in range(100)]
        offsets = [(await h).offset for h in handles]
    assert offsets == list(range(100))


async def test_buffer_memory_bounds_send_instead_of_growing(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    topic = new_topic("buffer", create=True, partitions=3)
    async with Producer(bootstrap_servers=kafka_bootstrap, batch_size=1024, buffer_memory=2048,
                        linger_ms=60_000, max_block_ms=200) as producer:
        first = await producer.send(topic, b"a", partition=0)  # reserves one batch (1 KiB)
        second = await producer.send(topic, b"b", partition=1)  # and another: the pool is full
        with pytest.raises(BufferExhaustedError, match="buffer_memory"):
            await producer.send(topic, b"c", partition=2)  # both batches linger for a minute
        await producer.flush()
        assert (await first).offset == 0 and (await second).offset == 0
        third = await producer.send(topic, b"c", partition=2)  # room again: accepted at once
        await producer.flush()  # (instead of lingering for a minute)
        assert (await third).offset == 0


@pytest.mark.parametrize("idempotent", [True, False])
async def test_oversized_batch_is_split_and_only_the_too_large_record_fails(
    kafka_bootstrap: str, new_topic: Callable[..., str], idempotent: bool
) -> None:
    topic = new_topic("split", create=True, config={"max.message.bytes": "3000"})
    values = [b"%03d" % i + b"x" * 400 for i in range(12)]
    values[7] = b"007" + b"y" * 5000  # alone above the topic's limit
    async with Producer(bootstrap_servers=kafka_bootstrap, batch_size=65536, linger_ms=50,
                        enable_idempotence=idempotent, acks="all") as producer:
        handles = [await producer.send(topic, value) for value in values]
        await producer.flush()
        after = await producer.send_and_wait(topic, b"after")
    assert isinstance(handles[7].exception(), (MessageTooLargeError, RecordListTooLargeError))
    offsets = [handle.result().offset for i, handle in enumerate(handles) if i != 7]
    assert offsets == list(range(11))  # the others, in order, once
    assert after.offset == 11
    read = await read_topic(kafka_bootstrap, topic)
    assert [r.value for r in read[0]] == [v for i, v in enumerate(values) if i != 7] + [b"after"]


async def test_a_partition_added_since_the_topic_was_cached_takes_records_at_once(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    """An explicit partition beyond the cached ones (added by create_partitions since) is
    looked up before the send is refused, as Java waits on metadata for it, instead of being
    refused until the next periodic refresh; a partition that does not exist still fails at
    once, naming the partitions there are."""
    from kafka_async import Admin

    topic = new_topic("grown", create=True, partitions=2)
    async with Producer(bootstrap_servers=kafka_bootstrap) as producer:
        assert await producer.partitions_for(topic) == (0, 1)
        async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
            await admin.create_partitions({topic: 4})
        with anyio.fail_after(30):
            written = await (await producer.send(topic, b"new", partition=3))
            runs = await producer.send_many(topic, [b"a", b"b"], partition=2)
            await runs[-1].handle
        assert written.partition == 3 and runs[-1].handle.result().partition == 2
        assert await producer.partitions_for(topic) == (0, 1, 2, 3)
        with anyio.fail_after(30), pytest.raises(ValueError, match="has 4 partitions"):
            await producer.send(topic, b"nowhere", partition=9)


async def test_records_expire_while_an_epoch_bump_cannot_finish(kafka_bootstrap: str) -> None:
    """Regression (a three-node outage that lost the KRaft quorum): the maintainer awaited the
    epoch bump inline, and a bump that could not finish (no producer ids to be had) stopped it
    expiring batches: send_and_wait() and flush() hung past delivery_timeout_ms for as long
    as the outage lasted. The bump now runs in a task of its own; records expire on time."""
    topic = f"bump-{uuid.uuid4().hex[:10]}"
    producer = Producer(bootstrap_servers=kafka_bootstrap, linger_ms=0,
                        delivery_timeout_ms=1500, request_timeout_ms=1000)
    with anyio.fail_after(60):  # a hang guard (before the fix, close() hung too)
        await _expire_while_bumping(producer, topic)


async def _expire_while_bumping(producer: Producer, topic: str) -> None:
    from kafka_async.producer import RecordNotSentError

    async with producer:
        await producer.send_and_wait(topic, b"warm", key=b"k", headers=[("h", b"v")])
        stuck = anyio.Event()  # never set: InitProducerId that never succeeds

        async def bump_forever() -> None:
            await stuck.wait()

        producer.identity.bump = bump_forever  # type: ignore[method-assign]
        producer.identity.bump_requested = True  # (what a failed numbered batch asks for)
        with anyio.fail_after(30), pytest.raises(RecordNotSentError):  # a hang guard
            await producer.send_and_wait(topic, b"held", key=b"k", headers=[("h", b"v")])
        assert producer._bumping  # the bump is still running; the record expired anyway


async def test_an_idle_topic_leaves_the_metadata_requests_and_is_not_created_again(
        kafka_bootstrap: str, new_topic: Callable[..., str]) -> None:
    """metadata_max_idle_ms (Java's): a topic nothing is sent to for that long stops being
    asked about. A long-lived producer used to ask for every topic it ever wrote to, for
    ever, and (the broker auto-creating topics, its default) created deleted ones again at
    each refresh. Sending to it again asks for it again, and the records go on with the
    partition's sequence numbers."""
    from kafka_async import Admin

    topic = new_topic("idle", create=True)
    async with Producer(bootstrap_servers=kafka_bootstrap, metadata_max_idle_ms=5_000,
                        metadata_max_age_ms=500) as producer:
        first = await producer.send_and_wait(topic, b"before", partition=0)
        assert topic in producer.client.tracked_topics
        with anyio.fail_after(60):
            while topic in producer.client.tracked_topics:
                await anyio.sleep(0.2)
        async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
            await admin.delete_topics([topic])
            for _ in range(3):  # refreshes that would name it (and create it again)
                await producer.client.refresh_metadata()
            assert topic not in await admin.list_topics()
    other = new_topic("idle-back", create=True)
    async with Producer(bootstrap_servers=kafka_bootstrap, metadata_max_idle_ms=5_000,
                        metadata_max_age_ms=500) as producer:
        await producer.send_and_wait(other, b"one")
        with anyio.fail_after(60):
            while other in producer.client.tracked_topics:
                await anyio.sleep(0.2)
        again = await producer.send_and_wait(other, b"two")  # asked for again
        assert other in producer.client.tracked_topics and again.offset == 1
    assert first.offset == 0
