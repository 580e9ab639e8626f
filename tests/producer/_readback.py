"""Reading what a producer wrote, without the (not yet written) Consumer: raw Fetch v12 through
the cluster client, every partition from offset 0 up to its high watermark."""

from __future__ import annotations

import anyio

from kafka_async.cluster import KafkaClient
from kafka_async.protocol.errors import raise_for_code
from kafka_async.protocol.messages import FetchRequest, FetchResponse
from kafka_async.protocol.records import Record, RecordsReader

FETCH_VERSION = 12  # the last version that names topics (13+ uses topic ids)


async def _fetch(client: KafkaClient, topic: str, partition: int, offset: int
                 ) -> tuple[bytes, int]:
    leader = client.metadata.leader_for(topic, partition)
    if leader is None:
        await client.refresh_metadata([topic])
        leader = client.metadata.leader_for(topic, partition)
    assert leader is not None, f"no leader for {topic}-{partition}"
    connection = await client.pool.get(leader)
    request = FetchRequest(max_wait_ms=100, min_bytes=1, max_bytes=8 << 20, topics=[
        FetchRequest.FetchTopic(topic=topic, partitions=[
            FetchRequest.FetchTopic.FetchPartition(
                partition=partition, fetch_offset=offset, partition_max_bytes=8 << 20)])])
    response: FetchResponse = await connection.send(request, version=FETCH_VERSION)
    raise_for_code(response.error_code)
    (answer,) = response.responses[0].partitions
    raise_for_code(answer.error_code)
    return bytes(answer.records or b""), answer.high_watermark


async def read_partition(client: KafkaClient, topic: str, partition: int) -> list[Record]:
    """Every record of the partition, in offset order, up to the high watermark."""
    records: list[Record] = []
    offset = 0
    with anyio.fail_after(60):
        while True:
            data, high_watermark = await _fetch(client, topic, partition, offset)
            for batch in RecordsReader(data, check_crcs=True):
                for record in batch:
                    if record.offset >= offset:
                        records.append(record)
                offset = max(offset, batch.next_offset)
            if offset >= high_watermark:
                return records


async def read_topic(bootstrap: str, topic: str) -> dict[int, list[Record]]:
    async with KafkaClient(bootstrap_servers=bootstrap) as client:
        await client.refresh_metadata([topic])
        partitions = client.metadata.partitions_for(topic)
        return {p: await read_partition(client, topic, p) for p in partitions}


__all__ = ["read_partition", "read_topic"]
