"""Fair drain against the real broker, and send()'s argument checks.

Fairness: when max_request_size is the limit, each Produce request starts from the partition
after the last one served (tests/producer/test_sender.py proves the rotation deterministically,
where the old drain from the first partition served only partitions 0-63 of 200). Here, end to
end: while a busy loop keeps 64 partitions full, each of the other 136 partitions gets its
record delivered; the test waits for that with an event, under a hang guard.
"""

from __future__ import annotations

from collections.abc import Callable

import anyio
import pytest

from kafka_async import Producer
from kafka_async.producer import RecordHandle

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

PARTITIONS = 200
BUSY = 64  # partitions kept full all the time
VALUE = b"x" * 900  # one record fills a batch (batch_size below)


async def test_busy_partitions_do_not_starve_the_others(
        kafka_bootstrap: str, new_topic: Callable[..., str]) -> None:
    topic = new_topic("fair", create=True, partitions=PARTITIONS)
    quiet_done = anyio.Event()
    remaining = PARTITIONS - BUSY

    def quiet_resolved(handle: RecordHandle) -> None:
        nonlocal remaining
        remaining -= 1
        if remaining == 0:
            quiet_done.set()

    async with Producer(bootstrap_servers=kafka_bootstrap, batch_size=1000, linger_ms=0,
                        max_request_size=BUSY * 1000, acks=1) as producer:
        await producer.partitions_for(topic)
        quiet = []
        for partition in range(BUSY, PARTITIONS):
            handle = await producer.send(topic, VALUE, key=b"q%d" % partition,
                                         partition=partition, headers=[("kind", b"quiet")])
            handle.add_done_callback(quiet_resolved)
            quiet.append(handle)

        async def keep_busy() -> None:
            round_number = 0
            while not quiet_done.is_set():
                for partition in range(BUSY):
                    await producer.send(topic, VALUE, key=b"b%d" % round_number,
                                        partition=partition, headers=[("kind", b"busy")])
                round_number += 1

        with anyio.fail_after(120):  # a hang guard: starvation never ends on its own
            async with anyio.create_task_group() as group:
                group.start_soon(keep_busy)
                await quiet_done.wait()
        for handle in quiet:
            metadata = await handle
            assert metadata.offset == 0  # each quiet partition got its one record


async def test_send_checks_its_arguments_where_they_enter(
        kafka_bootstrap: str, new_topic: Callable[..., str]) -> None:
    topic = new_topic(create=True, partitions=2)
    async with Producer(bootstrap_servers=kafka_bootstrap) as producer:
        with pytest.raises(TypeError, match="partition must be an int"):
            await producer.send(topic, b"v", partition=True)
        with pytest.raises(TypeError, match="partition must be an int"):
            await producer.send(topic, b"v", partition="0")  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="partition 5 of"):
            await producer.send(topic, b"v", partition=5)
        with pytest.raises(ValueError, match="timestamp_ms must be an int from 0"):
            await producer.send(topic, b"v", timestamp_ms=-5)
        with pytest.raises(ValueError, match="timestamp_ms must be an int from 0"):
            await producer.send(topic, b"v", timestamp_ms=2**70)
        with pytest.raises(TypeError, match="timestamp_ms must be an int"):
            await producer.send(topic, b"v", timestamp_ms=1.5)  # type: ignore[arg-type]
        metadata = await producer.send_and_wait(topic, b"v", partition=1, timestamp_ms=0)
        assert (metadata.partition, metadata.timestamp) == (1, 0)
