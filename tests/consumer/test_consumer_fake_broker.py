"""The whole consumer stack against a scripted broker (tests/network/_fakebroker.py, our own
codec over real loopback TCP): a corrupt batch surfaces as a named error, the position stays
on it, and a seek past it continues. A real broker never serves corrupt data, hence the fake."""

from __future__ import annotations

import anyio
import pytest

from kafka_async import Consumer, TopicPartition
from kafka_async.consumer import RecordDecodeError
from kafka_async.protocol.messages import (
    REQUESTS,
    ApiVersionsResponse,
    FetchRequest,
    FetchResponse,
    ListOffsetsResponse,
)
from kafka_async.protocol.records import build_record_batch
from tests.network._fakebroker import Action, FakeBroker, Received

pytestmark = pytest.mark.anyio

TP = TopicPartition("t", 0)


@pytest.fixture(params=["asyncio", "trio"])
def anyio_backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


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


async def fetch(received: Received) -> Action:
    request: FetchRequest = received.request
    offset = request.topics[0].partitions[0].fetch_offset if request.topics else -1
    records = LOG.get(offset, b"")
    if not records:
        await anyio.sleep(0.05)  # a long poll that finds nothing
    data = FetchResponse.FetchableTopicResponse.PartitionData(
        partition_index=0, high_watermark=10, records=records)
    return FetchResponse(responses=[FetchResponse.FetchableTopicResponse(
        topic="t", partitions=[data])])


async def test_corrupt_batch_is_reported_by_partition_and_offset_then_skippable() -> None:
    handlers = {18: api_versions, 2: list_offsets, 1: fetch}
    async with FakeBroker(topics={"t": 1}, handlers=handlers) as broker:
        consumer = Consumer(bootstrap_servers=broker.bootstrap, auto_offset_reset="earliest",
                            enable_fetch_sessions=False)
        consumer.assign([TP])
        async with consumer:
            with anyio.fail_after(10):
                got = await consumer.getmany(timeout_ms=5000)
                assert [r.offset for r in got[TP]] == [0, 1, 2, 3, 4]
                with pytest.raises(RecordDecodeError, match="t partition 0 at offset 5") as err:
                    await consumer.getmany(timeout_ms=5000)
                assert (err.value.topic, err.value.partition, err.value.offset) == ("t", 0, 5)
                assert "CRC" in str(err.value)
                with pytest.raises(RecordDecodeError):  # the position did not move past it
                    await consumer.getmany(timeout_ms=5000)
                assert await consumer.position(TP) == 5
                consumer.seek(TP, 7)
                got = await consumer.getmany(timeout_ms=5000)
                assert [r.value for r in got[TP]] == [b"v7", b"v8", b"v9"]
        fetches = broker.requests_for(1)
        assert fetches and all(r.request.replica_id == -1 for r in fetches)
