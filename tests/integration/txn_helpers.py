"""Helpers of the transaction tests: wait until no transaction is open, read what is visible."""

from __future__ import annotations

import anyio

from kafka_async import Consumer, TopicPartition
from kafka_async.consumer import ConsumerRecord

HANG_GUARD = 90  # seconds: a hang fails the test; never a measurement


async def settled(bootstrap: str, tps: list[TopicPartition]) -> dict[TopicPartition, int]:
    """Wait until no transaction is open on ``tps`` (last stable offset == high watermark:
    every transaction's marker is written); return the end offsets."""
    committed = Consumer(bootstrap_servers=bootstrap, isolation_level="read_committed")
    everything = Consumer(bootstrap_servers=bootstrap)
    async with committed, everything:
        with anyio.fail_after(HANG_GUARD):
            while True:  # a condition poll under the hang guard
                stable = await committed.end_offsets(tps)
                high = await everything.end_offsets(tps)
                if stable == high:
                    return high
                await anyio.sleep(0.1)


async def read_all(bootstrap: str, tps: list[TopicPartition], isolation: str
                   ) -> list[ConsumerRecord]:
    """Every record of ``tps`` visible at ``isolation``, once no transaction is open."""
    ends = await settled(bootstrap, tps)
    consumer = Consumer(bootstrap_servers=bootstrap, auto_offset_reset="earliest",
                        isolation_level=isolation)
    consumer.assign(tps)
    found: list[ConsumerRecord] = []
    async with consumer:
        with anyio.fail_after(HANG_GUARD):
            for tp in tps:
                while await consumer.position(tp) < ends[tp]:
                    batch = await consumer.getmany(tp, timeout_ms=200)
                    found.extend(batch.get(tp, ()))
    return found


def values(records: list[ConsumerRecord]) -> list[bytes]:
    return [bytes(record.value) for record in records if record.value is not None]
