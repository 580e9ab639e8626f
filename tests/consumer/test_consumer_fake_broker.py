"""The whole consumer stack against a scripted broker (tests/network/_fakebroker.py, our own
codec over real loopback TCP): a corrupt batch surfaces as a named error, the position stays
on it, and a seek past it continues. A real broker never serves corrupt data, hence the fake."""

from __future__ import annotations

import logging

import anyio
import pytest

from kafka_async import Consumer, TopicPartition
from kafka_async.consumer import OffsetAndMetadata, OffsetOutOfRangeConsumerError, RecordDecodeError
from kafka_async.protocol.errors import DecompressionError
from kafka_async.protocol.messages import (
    REQUESTS,
    ApiVersionsResponse,
    FetchRequest,
    FetchResponse,
    ListOffsetsResponse,
)
from kafka_async.protocol.records import LegacyMessageSetBuilder, build_record_batch
from tests.network._fakebroker import Action, FakeBroker, Handler, Received

pytestmark = pytest.mark.anyio

TP = TopicPartition("t", 0)



def batch(base: int, count: int, *, corrupt: bool = False) -> bytes:
    data = bytearray(build_record_batch([(1, None, b"v%d" % (base + i), [])
                                         for i in range(count)]))
    data[0:8] = base.to_bytes(8, "big")
    if corrupt:
        data[-1] ^= 0xFF
    return bytes(data)


LOG = {0: batch(0, 5) + batch(5, 2, corrupt=True), 7: batch(7, 3)}


async def api_versions(received: Received) -> Action:
    keys = (0, 1, 2, 3, 18, 23)
    return ApiVersionsResponse(error_code=0, api_keys=[
        ApiVersionsResponse.ApiVersion(api_key=k, min_version=REQUESTS[k].MIN_VERSION,
                                       max_version=REQUESTS[k].MAX_VERSION) for k in keys])


async def list_offsets(received: Received) -> Action:
    part = ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse
    return ListOffsetsResponse(topics=[ListOffsetsResponse.ListOffsetsTopicResponse(
        name="t", partitions=[part(partition_index=0, offset=0, timestamp=-1)])])


def fetch_from(log: dict[int, bytes], high_watermark: int = 10) -> Handler:
    """A Fetch handler serving ``log`` (fetch offset -> the records bytes answered there)."""

    async def fetch(received: Received) -> Action:
        request: FetchRequest = received.request
        offset = request.topics[0].partitions[0].fetch_offset if request.topics else -1
        records = log.get(offset, b"")
        if not records:
            await anyio.sleep(0.05)  # a long poll that finds nothing
        data = FetchResponse.FetchableTopicResponse.PartitionData(
            partition_index=0, high_watermark=high_watermark, records=records)
        return FetchResponse(responses=[FetchResponse.FetchableTopicResponse(
            topic="t", partitions=[data])])

    return fetch


fetch = fetch_from(LOG)


def assigned_consumer(broker: FakeBroker) -> Consumer:
    consumer = Consumer(bootstrap_servers=broker.bootstrap, auto_offset_reset="earliest",
                        enable_fetch_sessions=False)
    consumer.assign([TP])
    return consumer


async def five_records_then_the_error(consumer: Consumer) -> RecordDecodeError:
    """Offsets 0-4 read, then the error at offset 5 (the logs below are laid out so)."""
    got = await consumer.getmany(timeout_ms=5000)
    assert [r.offset for r in got[TP]] == [0, 1, 2, 3, 4]
    with pytest.raises(RecordDecodeError, match="t partition 0 at offset 5") as err:
        await consumer.getmany(timeout_ms=5000)
    return err.value


async def test_corrupt_batch_is_reported_by_partition_and_offset_then_skippable() -> None:
    handlers: dict[int, Handler] = {18: api_versions, 2: list_offsets, 1: fetch}
    async with FakeBroker(topics={"t": 1}, handlers=handlers) as broker:
        consumer = assigned_consumer(broker)
        async with consumer:
            with anyio.fail_after(10):
                error = await five_records_then_the_error(consumer)
                assert (error.topic, error.partition, error.offset) == ("t", 0, 5)
                assert "CRC" in str(error)
                with pytest.raises(RecordDecodeError):  # the position did not move past it
                    await consumer.getmany(timeout_ms=5000)
                assert await consumer.position(TP) == 5
                consumer.seek(TP, 7)
                got = await consumer.getmany(timeout_ms=5000)
                assert [r.value for r in got[TP]] == [b"v7", b"v8", b"v9"]
        fetches = broker.requests_for(1)
        assert fetches and all(r.request.replica_id == -1 for r in fetches)


@pytest.mark.parametrize("answer", ["cut-off batch", "garbage", "offsets before the fetch"])
async def test_an_answer_that_makes_no_progress_fails_the_partition_instead_of_refetching(
        answer: str) -> None:
    """Records in a fetch answer, but no whole batch past the fetch offset (a broker sends the
    first batch whole, so fetching again would get the same bytes forever): the partition
    fails with a named error, as Java's "Failed to make progress", the fetch offset does not
    move back, the partition is not fetched again until a seek, and a seek goes on."""
    whole = batch(0, 5)
    bad = {"cut-off batch": whole[:-7], "garbage": b"\x01\x02\x03",
           "offsets before the fetch": batch(0, 2)}[answer]
    log = {0: whole, 5: bad, 9: batch(9, 1)}
    handlers: dict[int, Handler] = {18: api_versions, 2: list_offsets, 1: fetch_from(log)}
    async with FakeBroker(topics={"t": 1}, handlers=handlers) as broker:
        consumer = assigned_consumer(broker)
        async with consumer:
            with anyio.fail_after(10):
                assert "no progress" in str(await five_records_then_the_error(consumer))
                at_offset_5 = [r for r in broker.requests_for(1)
                               if r.request.topics[0].partitions[0].fetch_offset == 5]
                with pytest.raises(RecordDecodeError):  # still there: not skipped silently
                    await consumer.getmany(timeout_ms=200)
                assert await consumer.position(TP) == 5
                assert len([r for r in broker.requests_for(1) if r.request.topics
                            and r.request.topics[0].partitions[0].fetch_offset == 5]) == len(
                                at_offset_5)  # not fetched again: no busy loop
                assert all(r.request.topics[0].partitions[0].fetch_offset >= 0
                           for r in broker.requests_for(1) if r.request.topics)
                consumer.seek(TP, 9)
                got = await consumer.getmany(timeout_ms=5000)
                assert [r.offset for r in got[TP]] == [9]


async def test_follower_fetching_from_the_preferred_read_replica() -> None:
    """KIP-392: with client_rack set, the leader names a preferred replica (and sends no data);
    the consumer then fetches from that replica."""
    leader = FakeBroker(node_id=1, topics={"t": 1})
    replica = FakeBroker(node_id=2, topics={"t": 1})

    async def leader_fetch(received: Received) -> Action:
        assert received.request.rack_id == "rack-b"
        data = FetchResponse.FetchableTopicResponse.PartitionData(
            partition_index=0, high_watermark=10, preferred_read_replica=2)
        return FetchResponse(responses=[FetchResponse.FetchableTopicResponse(
            topic="t", partitions=[data])])

    async def cluster_metadata(received: Received) -> Action:
        return leader.metadata(received)  # both say: node 1 leads t-0

    leader.handlers.update({18: api_versions, 2: list_offsets, 1: leader_fetch})
    replica.handlers.update({18: api_versions, 2: list_offsets, 1: fetch, 3: cluster_metadata})
    async with leader, replica:
        leader.peers[2] = replica.port
        replica.peers[1] = leader.port
        consumer = Consumer(bootstrap_servers=leader.bootstrap, client_rack="rack-b",
                            auto_offset_reset="earliest")
        consumer.assign([TP])
        async with consumer:
            with anyio.fail_after(10):
                got = await consumer.getmany(timeout_ms=5000)
        assert [r.offset for r in got[TP]] == [0, 1, 2, 3, 4]
        assert leader.requests_for(1) and replica.requests_for(1)
        assert all(r.request.rack_id == "rack-b" for r in replica.requests_for(1))


async def test_lost_fetch_session_is_replaced_by_a_new_full_one() -> None:
    """KIP-227 end to end: full request, incremental ones, FETCH_SESSION_ID_NOT_FOUND, full."""
    seen: list[tuple[int, int, int]] = []  # (session id, epoch, partitions listed)

    async def session_fetch(received: Received) -> Action:
        request: FetchRequest = received.request
        listed = sum(len(t.partitions) for t in request.topics)
        seen.append((request.session_id, request.session_epoch, listed))
        if len(seen) == 3:
            return FetchResponse(error_code=70)  # FETCH_SESSION_ID_NOT_FOUND
        offset = request.topics[0].partitions[0].fetch_offset if request.topics else -1
        session_id = 100 + len([s for s in seen if s[1] == 0])
        if offset != 0:  # nothing new: a (short) long poll, and nothing to report
            await anyio.sleep(0.02)
            if request.session_epoch > 0:
                return FetchResponse(session_id=session_id)
        data = FetchResponse.FetchableTopicResponse.PartitionData(
            partition_index=0, high_watermark=5, records=batch(0, 5) if offset == 0 else b"")
        return FetchResponse(session_id=session_id, responses=[
            FetchResponse.FetchableTopicResponse(topic="t", partitions=[data])])

    handlers: dict[int, Handler] = {18: api_versions, 2: list_offsets, 1: session_fetch}
    async with FakeBroker(topics={"t": 1}, handlers=handlers) as broker:
        consumer = Consumer(bootstrap_servers=broker.bootstrap, auto_offset_reset="earliest")
        consumer.assign([TP])
        async with consumer:
            with anyio.fail_after(10):
                got = await consumer.getmany(timeout_ms=5000)
                assert [r.offset for r in got[TP]] == [0, 1, 2, 3, 4]
                while len(seen) < 5:
                    await anyio.sleep(0.01)
        assert broker.requests_for(1)
    assert seen[0] == (0, 0, 1)  # full: a new session
    assert seen[1][:2] == (101, 1) and seen[1][2] == 1  # incremental: the offset moved
    assert seen[2][:2] == (101, 2)  # answered FETCH_SESSION_ID_NOT_FOUND
    assert seen[3] == (0, 0, 1)  # a new full request, every partition listed again
    assert seen[4][:2] == (102, 1)


def epoch_batch(base: int, values: list[bytes], epoch: int) -> bytes:
    data = bytearray(build_record_batch([(1, None, v, []) for v in values],
                                        partition_leader_epoch=epoch))
    data[0:8] = base.to_bytes(8, "big")
    return bytes(data)


@pytest.mark.parametrize("policy", ["earliest", "none"])
async def test_diverging_epoch_rewinds_to_the_truncation_point_or_raises(policy: str) -> None:
    """KIP-320 end to end: after reading offsets 0-4 (epoch 3) the new leader says epoch 3
    ended at offset 3 (records 3 and 4 were lost in an unclean election)."""
    from kafka_async.consumer import LogTruncationError

    consumed = anyio.Event()
    asked: list[tuple[int, int]] = []

    async def truncating_fetch(received: Received) -> Action:
        request: FetchRequest = received.request
        part = request.topics[0].partitions[0] if request.topics else None
        offset = part.fetch_offset if part else -1
        if part is not None:
            asked.append((offset, part.last_fetched_epoch))
        fields: dict[str, object] = {}
        if offset == 0:
            fields["records"] = epoch_batch(0, [b"a0", b"a1", b"a2", b"a3", b"a4"], 3)
        elif offset == 5:
            await consumed.wait()
            fields["diverging_epoch"] = (
                FetchResponse.FetchableTopicResponse.PartitionData.EpochEndOffset(
                    epoch=3, end_offset=3))
        elif offset == 3:
            fields["records"] = epoch_batch(3, [b"b3", b"b4"], 4)
        else:
            await anyio.sleep(0.02)
        data = FetchResponse.FetchableTopicResponse.PartitionData(
            partition_index=0, high_watermark=5, **fields)  # type: ignore[arg-type]
        return FetchResponse(responses=[FetchResponse.FetchableTopicResponse(
            topic="t", partitions=[data])])

    handlers: dict[int, Handler] = {18: api_versions, 2: list_offsets, 1: truncating_fetch}
    async with FakeBroker(topics={"t": 1}, handlers=handlers) as broker:
        consumer = Consumer(bootstrap_servers=broker.bootstrap, enable_fetch_sessions=False,
                            auto_offset_reset=policy)
        consumer.assign([TP])
        consumer.seek(TP, 0)
        async with consumer:
            with anyio.fail_after(10):
                got = await consumer.getmany(timeout_ms=5000)
                assert [r.value for r in got[TP]] == [b"a0", b"a1", b"a2", b"a3", b"a4"]
                consumed.set()
                if policy == "none":
                    with pytest.raises(LogTruncationError, match="truncated at offset 3") as err:
                        while True:
                            await consumer.getmany(timeout_ms=200)
                    assert err.value.divergent_offset == 3
                    assert err.value.divergent_offsets == {TP: OffsetAndMetadata(3, "", 3)}
                    assert err.value.offsets == {TP: 5}
                    assert isinstance(err.value, OffsetOutOfRangeConsumerError)  # (as Java's)
                    for _ in range(2):  # every poll until a seek (it stalled in silence)
                        with pytest.raises(LogTruncationError):
                            await consumer.getmany(timeout_ms=0)
                    with pytest.raises(LogTruncationError):
                        await consumer.position(TP)
                    consumer.seek(TP, 3)
                    got = await consumer.getmany(timeout_ms=5000)
                    assert [(r.offset, r.value) for r in got[TP]] == [(3, b"b3"), (4, b"b4")]
                else:
                    got = await consumer.getmany(timeout_ms=5000)
                    assert [(r.offset, r.value) for r in got[TP]] == [(3, b"b3"), (4, b"b4")]
        assert (5, 3) in asked  # the fetch carried the last fetched epoch


@pytest.mark.parametrize("policy", ["earliest", "none"])
async def test_seek_with_a_leader_epoch_is_checked_against_the_leader(policy: str) -> None:
    """KIP-320, Java's seek(tp, OffsetAndMetadata): an offset stored outside Kafka with its
    epoch (5, epoch 3) is validated first; the leader's epoch 3 ended at offset 3, so the
    consumer rewinds to 3 (or raises LogTruncationError) instead of reading on from 5 in
    another history (records 3 and 4 of the new log would be skipped)."""
    from kafka_async.consumer import LogTruncationError
    from kafka_async.protocol.messages import OffsetForLeaderEpochResponse

    epochs = OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult
    asked: list[int] = []

    async def offset_for_epoch(received: Received) -> Action:
        asked.append(received.request.topics[0].partitions[0].leader_epoch)
        return OffsetForLeaderEpochResponse(topics=[epochs(topic="t", partitions=[
            epochs.EpochEndOffset(partition=0, leader_epoch=3, end_offset=3)])])

    handlers: dict[int, Handler] = {
        18: api_versions, 2: list_offsets, 23: offset_for_epoch,
        1: fetch_from({3: epoch_batch(3, [b"b3", b"b4"], 4)}, high_watermark=5)}
    async with FakeBroker(topics={"t": 1}, handlers=handlers) as broker:
        consumer = Consumer(bootstrap_servers=broker.bootstrap, enable_fetch_sessions=False,
                            auto_offset_reset=policy)
        consumer.assign([TP])
        async with consumer:
            consumer.seek(TP, OffsetAndMetadata(5, "", 3))
            with anyio.fail_after(10):
                if policy == "none":
                    with pytest.raises(LogTruncationError) as err:
                        while True:
                            await consumer.getmany(timeout_ms=200)
                    assert err.value.divergent_offsets == {TP: OffsetAndMetadata(3, "", 3)}
                    consumer.seek(TP, 3)
                got = await consumer.getmany(timeout_ms=5000)
        assert [(r.offset, r.value) for r in got[TP]] == [(3, b"b3"), (4, b"b4")]
        assert asked == [3]


def legacy_set(magic: int, base: int, count: int, *, corrupt: bool = False) -> bytes:
    """A gzip-compressed magic 0/1 message set of ``count`` messages at offsets base...;
    ``corrupt``: the wrapper's CRC is valid but its payload is not gzip."""
    builder = LegacyMessageSetBuilder(magic=magic, compression_type="gzip")
    for index in range(count):
        builder.append(1000 + index, None, b"v%d" % (base + index))
    if not corrupt:
        return builder.build(base_offset=base)
    wrapper = builder._message(1, 1000, None, b"this is not gzip" * 4)  # attributes 1: gzip
    return builder._entry(base + count - 1, wrapper)


@pytest.mark.parametrize("magic", [0, 1])
async def test_corrupt_compressed_legacy_set_stops_the_partition_with_its_offset(
        magic: int) -> None:
    """A legacy wrapper whose payload does not decompress: the records before it are
    delivered, then every getmany raises RecordDecodeError naming topic, partition and the
    first offset not delivered (never a bare DecompressionError, never a skip), until a seek
    past the wrapper."""
    log = {0: legacy_set(magic, 0, 3) + legacy_set(magic, 3, 3, corrupt=True)
           + legacy_set(magic, 6, 3),
           6: legacy_set(magic, 6, 3)}
    handlers: dict[int, Handler] = {18: api_versions, 2: list_offsets,
                                    1: fetch_from(log, high_watermark=9)}
    async with FakeBroker(topics={"t": 1}, handlers=handlers) as broker:
        consumer = Consumer(bootstrap_servers=broker.bootstrap, auto_offset_reset="earliest",
                            enable_fetch_sessions=False)
        consumer.assign([TP])
        async with consumer:
            with anyio.fail_after(10):
                got = await consumer.getmany(timeout_ms=5000)
                assert [r.offset for r in got[TP]] == [0, 1, 2]
                for _ in range(3):  # the same error every time: the position stays on it
                    with pytest.raises(RecordDecodeError) as err:
                        await consumer.getmany(timeout_ms=100)
                    assert (err.value.topic, err.value.partition, err.value.offset) == (
                        "t", 0, 3)
                    assert "t partition 0 at offset 3" in str(err.value)
                    assert f"magic-{magic} message set at offset 5" in str(err.value)
                    assert isinstance(err.value.__cause__, DecompressionError)
                    assert await consumer.position(TP) == 3
                consumer.seek(TP, 6)
                got = await consumer.getmany(timeout_ms=5000)
                assert [(r.offset, r.value) for r in got[TP]] == [
                    (6, b"v6"), (7, b"v7"), (8, b"v8")]


async def test_answers_naming_a_topic_id_never_asked_for_back_the_fetch_loop_off(
        caplog: pytest.LogCaptureFixture) -> None:
    """Each answer names an id the consumer never asked for (a hostile broker; or topics
    deleted and created again faster than metadata follows): each is a failed fetch, so the
    node's loop backs off (retry_backoff_ms doubling) and metadata is asked for. It reset the
    session and fetched again at once: thousands of Fetch requests a second."""
    import uuid

    from kafka_async.protocol.messages import MetadataResponse

    asked_id, other_id = uuid.uuid4(), uuid.uuid4()

    async def metadata(received: Received) -> Action:
        broker_ = MetadataResponse.MetadataResponseBroker(node_id=1, host="127.0.0.1",
                                                          port=broker.port)
        partition = MetadataResponse.MetadataResponseTopic.MetadataResponsePartition(
            partition_index=0, leader_id=1, replica_nodes=[1], isr_nodes=[1])
        return MetadataResponse(brokers=[broker_], cluster_id="fake", controller_id=1,
                                topics=[MetadataResponse.MetadataResponseTopic(
                                    name="t", topic_id=asked_id, partitions=[partition])])

    async def stale_fetch(received: Received) -> Action:
        data = FetchResponse.FetchableTopicResponse.PartitionData(
            partition_index=0, high_watermark=5, records=batch(0, 5))
        return FetchResponse(session_id=0, responses=[FetchResponse.FetchableTopicResponse(
            topic_id=other_id, topic="", partitions=[data])])

    caplog.set_level(logging.DEBUG, logger="kafka_async.consumer")
    handlers: dict[int, Handler] = {18: api_versions, 3: metadata, 2: list_offsets,
                                    1: stale_fetch}
    async with FakeBroker(handlers=handlers) as broker:
        consumer = Consumer(bootstrap_servers=broker.bootstrap, auto_offset_reset="earliest",
                            retry_backoff_ms=50)
        consumer.assign([TP])
        async with consumer:
            with anyio.fail_after(30):
                while len(broker.requests_for(1)) < 3:
                    assert await consumer.getmany(timeout_ms=100) == {}
    failures = [r.getMessage() for r in caplog.records
                if "a topic id not asked for" in r.getMessage()]
    assert any("(2 in a row)" in message for message in failures)  # counted: backed off
