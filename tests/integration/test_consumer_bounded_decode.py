"""A batch of a million empty records, written through a real broker with default limits, costs a
consumer memory in proportion to what it hands out, not to the batch's record count.

Anyone allowed to write to a topic can produce such a batch: ~760 KB of zstd (under the broker's
default 1 MB message.max.bytes) that decompresses to 9 MB, i.e. 1,000,000 records. Decoded whole
into Python objects that was ~250 MiB per consumer for a ``getmany(max_records=500)``; decoded a
slice at a time it is the 9 MB section plus the 500 records handed out. The bound is measured
with tracemalloc's peak (every allocation of this process, C extension included), not timed.

asyncio only: the decode path under test is the same on trio, and this test moves 1 M records.
"""

from __future__ import annotations

import gc
import tracemalloc

import anyio
import pytest
from consumer_helpers import create_topic

from kafka_async import Consumer, TopicPartition
from kafka_async.cluster.client import KafkaClient
from kafka_async.protocol.errors import raise_for_code
from kafka_async.protocol.messages import ProduceRequest
from kafka_async.protocol.records import RecordBatchBuilder

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.asyncio_only(
        'moves a million records; the decode path under test is the same on trio'),
]

RECORDS = 1_000_000
MAX_RECORDS = 500
BOUND = 64 * 1024 * 1024



def million_empty_records() -> bytes:
    builder = RecordBatchBuilder(compression_type="zstd", batch_size=-1)
    for _ in range(RECORDS):
        builder.append(1_700_000_000_000, None, None)
    return bytes(builder.build())


async def produce_batch(bootstrap: str, topic: str, batch: bytes) -> None:
    """One Produce request carrying ``batch`` as is (the producer would split it up)."""
    request = ProduceRequest(acks=-1, timeout_ms=30000, topic_data=[
        ProduceRequest.TopicProduceData(name=topic, partition_data=[
            ProduceRequest.TopicProduceData.PartitionProduceData(index=0, records=batch)])])
    async with KafkaClient(bootstrap_servers=bootstrap) as client:
        response = await client.send_to_leader(topic, 0, request, timeout=60)
    (partition,) = response.responses[0].partition_responses
    raise_for_code(partition.error_code, partition.error_message)


async def test_a_million_empty_records_are_decoded_a_slice_at_a_time(
        kafka_bootstrap: str) -> None:
    batch = million_empty_records()
    assert len(batch) < 1_000_000  # within the broker's default message.max.bytes
    topic = await create_topic(kafka_bootstrap)
    await produce_batch(kafka_bootstrap, topic, batch)
    del batch
    tp = TopicPartition(topic, 0)
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest")
    consumer.assign([tp])
    async with consumer:
        with anyio.fail_after(120):  # a hang guard, not a measurement
            gc.collect()
            tracemalloc.start()
            try:
                got = await consumer.getmany(timeout_ms=30_000, max_records=MAX_RECORDS)
                _, peak = tracemalloc.get_traced_memory()
            finally:
                tracemalloc.stop()
            assert [r.offset for r in got[tp]] == list(range(MAX_RECORDS))
            assert all(r.key is None and r.value is None for r in got[tp])
            assert peak < BOUND, f"a {MAX_RECORDS}-record getmany peaked at {peak:,} bytes"
            del got
            # The rest comes out in order, slice by slice, and the position ends past it all.
            expected = MAX_RECORDS
            while expected < RECORDS:
                got = await consumer.getmany(timeout_ms=30_000, max_records=MAX_RECORDS)
                offsets = [r.offset for r in got[tp]]
                assert offsets == list(range(expected, expected + len(offsets)))
                assert 0 < len(offsets) <= MAX_RECORDS
                expected += len(offsets)
            assert await consumer.position(tp) == RECORDS
