"""The Spark read path (executor_read.read_range, columnar decode) holds at most max_batch_rows
rows of columns at once, also for one batch of a million empty records written through a real
broker: ~760 KB of zstd that, decoded whole, was 1 M rows of column buffers (~30 bytes each, and
a copy when finished). Measured with tracemalloc's peak (every allocation of this process,
including the read's worker thread and the C columns core), not timed."""

from __future__ import annotations

import gc
import tracemalloc

import anyio
import pyarrow.compute as pc
import pytest

from kafka_async.cluster.client import KafkaClient
from kafka_async.protocol.errors import raise_for_code
from kafka_async.protocol.messages import ProduceRequest
from kafka_async.protocol.records import RecordBatchBuilder
from kafka_async.spark.executor_read import read_range

pytestmark = pytest.mark.integration

RECORDS = 1_000_000
ROWS = 10_000
BOUND = 48 * 1024 * 1024


def produce_million_empty_records(bootstrap: str, topic: str) -> None:
    builder = RecordBatchBuilder(compression_type="zstd", batch_size=-1)
    for _ in range(RECORDS):
        builder.append(1_700_000_000_000, None, None)
    request = ProduceRequest(acks=-1, timeout_ms=30000, topic_data=[
        ProduceRequest.TopicProduceData(name=topic, partition_data=[
            ProduceRequest.TopicProduceData.PartitionProduceData(
                index=0, records=bytes(builder.build()))])])

    async def main() -> None:
        async with KafkaClient(bootstrap_servers=bootstrap) as client:
            response = await client.send_to_leader(topic, 0, request, timeout=60)
        (partition,) = response.responses[0].partition_responses
        raise_for_code(partition.error_code, partition.error_message)

    anyio.run(main)


def test_a_million_empty_records_stay_within_max_batch_rows(kafka_bootstrap: str,
                                                            new_topic: object) -> None:
    topic = new_topic("bounded", create=True)  # type: ignore[operator]
    produce_million_empty_records(kafka_bootstrap, topic)
    gc.collect()
    tracemalloc.start()
    rows = batches = 0
    try:
        for batch in read_range({"bootstrap_servers": kafka_bootstrap}, topic, 0, 0, RECORDS,
                                include_headers=False, fail_on_data_loss=True,
                                max_batch_rows=ROWS, poll_timeout_ms=60_000):
            offsets = batch.column("offset")
            assert 0 < batch.num_rows <= ROWS
            assert offsets[0].as_py() == rows and offsets[-1].as_py() == rows + batch.num_rows - 1
            assert pc.all(pc.is_null(batch.column("value"))).as_py()
            rows += batch.num_rows
            batches += 1
            del batch, offsets
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert rows == RECORDS and batches >= RECORDS // ROWS
    assert peak < BOUND, f"reading 1 M empty records peaked at {peak:,} bytes"
