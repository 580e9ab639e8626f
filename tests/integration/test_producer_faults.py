"""The idempotent producer across a crashed partition leader (3-node cluster, RF 3, acks=all).

Sequence ledger (guide: reliability.md 3.1): every value carries (partition, seq) chosen by the
test; each handle resolves to ACKED(offset), a definite failure or UNKNOWN. After the leader is
killed with SIGKILL mid-stream and restarted, everything is read back by offset: nothing acked
is lost, nothing is read twice, every partition is in seq order and each acked offset holds the
acked seq.
"""

from __future__ import annotations

import struct

import anyio
import pytest

from kafka_async import Admin, Producer, RecordMetadata
from kafka_async.admin import NewTopic
from kafka_async.producer import DeliveryOutcomeUnknownError
from kafka_async.producer.batch import RecordHandle
from kafka_async.testing import KafkaCluster
from tests.producer._readback import read_topic

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.cluster,
    pytest.mark.slow,
    pytest.mark.asyncio_only(
        "kill -9 of the leader on the 3-node cluster (minutes); the producer's trio path "
        'runs elsewhere'),
]

SEQ = struct.Struct(">II")
PARTITIONS = 3
PER_PARTITION = 4000



async def test_leader_killed_mid_stream_loses_and_duplicates_nothing(
    kafka_cluster3: KafkaCluster,
) -> None:
    bootstrap = kafka_cluster3.bootstrap
    topic = "h6-leader-kill"
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, PARTITIONS, 3)])
    handles: dict[tuple[int, int], RecordHandle] = {}
    async with Producer(bootstrap_servers=bootstrap, acks="all", linger_ms=2, batch_size=2048,
                        request_timeout_ms=5000, delivery_timeout_ms=90_000) as producer:
        await producer.partitions_for(topic)
        for partition in range(PARTITIONS):  # the partitions are writable before the clock runs
            await producer.send_and_wait(topic, SEQ.pack(partition, 0), partition=partition)
        victim = producer.client.metadata.leader_for(topic, 0)
        assert victim is not None

        quarter_sent = anyio.Event()

        async def crash_and_restart() -> None:
            await quarter_sent.wait()  # the kill lands mid-stream
            await anyio.to_thread.run_sync(kafka_cluster3.kill_node, victim)
            with anyio.fail_after(120):  # restart once the producer has moved off the victim
                while not producer.leader_moves:
                    await anyio.sleep(0.05)
            await anyio.to_thread.run_sync(kafka_cluster3.start_node, victim)

        async with anyio.create_task_group() as group:
            group.start_soon(crash_and_restart)
            for seq in range(1, PER_PARTITION):
                for partition in range(PARTITIONS):
                    handles[(partition, seq)] = await producer.send(
                        topic, SEQ.pack(partition, seq), partition=partition)
                if seq == PER_PARTITION // 4:
                    quarter_sent.set()
                if seq % 100 == 0:
                    await anyio.sleep(0.05)  # a rate: a stream, not one burst
            await producer.flush()
        # the crash hit the stream: partitions moved to new leaders while records were queued
        assert producer.leader_moves > 0, (producer.retried_batches, producer.leader_moves)
        acked: dict[tuple[int, int], RecordMetadata] = {}
        unknown: set[tuple[int, int]] = set()
        for key, handle in handles.items():
            error = handle.exception()
            if error is None:
                acked[key] = handle.result()
            else:
                assert isinstance(error, DeliveryOutcomeUnknownError), error
                unknown.add(key)
    read = await read_topic(bootstrap, topic)
    for partition in range(PARTITIONS):
        seqs = [SEQ.unpack_from(record.value or b"")[1] for record in read[partition]]
        assert seqs == sorted(set(seqs)), f"partition {partition}: duplicate or reordered"
        by_offset = {r.offset: SEQ.unpack_from(r.value or b"")[1] for r in read[partition]}
        for (p, seq), metadata in acked.items():
            if p == partition:
                assert by_offset.get(metadata.offset) == seq, f"acked {p}/{seq} lost or moved"
    assert len(acked) + len(unknown) == len(handles)
    assert len(acked) == len(handles)  # with a 90 s delivery timeout nothing should be unknown
