"""Admin offsets and record deletion against the real broker, checked against GetOffsetShell
and kafka-delete-records reading and writing the same partitions."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path

import anyio
import pytest

from kafka_async import Admin, Producer
from kafka_async.admin import DeletedRecords, NewTopic, OffsetSpec, TopicPartition
from kafka_async.protocol.errors import OffsetOutOfRangeError, UnknownTopicOrPartitionError
from kafka_async.testing import JavaTools
from kafka_async.testing.tools import DELETE_RECORDS_COMMAND, GET_OFFSET_SHELL

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

JAVA_ONLY = pytest.mark.asyncio_only("compares with the Java tools; the same calls run on trio "
                                     "in the tests without them")
BASE_TS = 1_700_000_000_000


async def keyed_topic(admin: Admin, bootstrap: str, name: str) -> None:
    """Partition 0: 10 keyed records with headers, timestamps BASE+1000*i; partition 1: 5."""
    await admin.create_topics([NewTopic(name, 2, 1)])
    async with Producer(bootstrap_servers=bootstrap, linger_ms=0) as producer:
        handles = [await producer.send(name, b"v%d" % i, key=b"k%d" % i, partition=p,
                                       headers=[("h", b"%d" % i)],
                                       timestamp_ms=BASE_TS + 1000 * i)
                   for p, count in ((0, 10), (1, 5)) for i in range(count)]
        for handle in handles:
            await handle


def offsets_of(output: str) -> dict[int, int]:
    """``topic:partition:offset`` lines of GetOffsetShell."""
    found = {}
    for line in output.split():
        _, partition, offset = line.rsplit(":", 2)
        found[int(partition)] = int(offset)
    return found


async def test_list_offsets_by_every_spec(kafka_bootstrap: str,
                                          new_topic: Callable[..., str]) -> None:
    name = new_topic("offsets")
    p0, p1 = TopicPartition(name, 0), TopicPartition(name, 1)
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        await keyed_topic(admin, kafka_bootstrap, name)
        earliest = await admin.list_offsets({p0: OffsetSpec.earliest(), p1: OffsetSpec.earliest()})
        latest = await admin.list_offsets({p0: OffsetSpec.latest(), p1: OffsetSpec.latest()})
        assert (earliest[p0].offset, earliest[p1].offset) == (0, 0)
        assert (latest[p0].offset, latest[p1].offset) == (10, 5)
        newest = (await admin.list_offsets({p0: OffsetSpec.max_timestamp()}))[p0]
        assert (newest.offset, newest.timestamp) == (9, BASE_TS + 9000)
        at = (await admin.list_offsets({p0: OffsetSpec.for_timestamp(BASE_TS + 4500)}))[p0]
        assert (at.offset, at.timestamp) == (5, BASE_TS + 5000)
        after = (await admin.list_offsets({p0: OffsetSpec.for_timestamp(BASE_TS + 10**6)}))[p0]
        assert after.offset == -1
        committed = await admin.list_offsets({p0: OffsetSpec.latest()},
                                             isolation_level="read_committed")
        assert committed[p0].offset == 10
        # tiered-storage specs on a topic without remote storage: the local log is all there
        # is (earliest local = earliest), nothing is tiered or waits for upload (-1, as Java)
        tiered = await admin.list_offsets({p0: OffsetSpec.earliest_local()})
        assert tiered[p0].offset == 0
        for spec in (OffsetSpec.latest_tiered(), OffsetSpec.earliest_pending_upload()):
            assert (await admin.list_offsets({p0: spec}))[p0].offset == -1

        outcome = await admin.list_offsets(
            {TopicPartition("no-such-topic-q", 0): OffsetSpec.latest(),
             TopicPartition(name, 7): OffsetSpec.latest(), p1: OffsetSpec.latest()},
            return_exceptions=True)
        assert isinstance(outcome[TopicPartition("no-such-topic-q", 0)],
                          UnknownTopicOrPartitionError)
        assert isinstance(outcome[TopicPartition(name, 7)], UnknownTopicOrPartitionError)
        assert outcome[p1].offset == 5
        with pytest.raises(TypeError, match="OffsetSpec"):
            await admin.list_offsets({p0: -1})  # type: ignore[dict-item]
        with pytest.raises(ValueError, match="isolation_level"):
            await admin.list_offsets({p0: OffsetSpec.latest()}, isolation_level="committed")


@JAVA_ONLY
async def test_offsets_and_deleted_records_agree_with_the_java_tools(
        kafka_bootstrap: str, java_tools: JavaTools, new_topic: Callable[..., str]) -> None:
    name = new_topic("deleted")
    p0, p1 = TopicPartition(name, 0), TopicPartition(name, 1)

    async def shell(time: str) -> dict[int, int]:
        output = await anyio.to_thread.run_sync(partial(
            java_tools.admin_command, GET_OFFSET_SHELL, ["--topic", name, "--time", time]))
        return offsets_of(output)

    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        await keyed_topic(admin, kafka_bootstrap, name)
        assert await shell("-1") == {0: 10, 1: 5}
        assert await shell(str(BASE_TS + 4500)) == {0: 5}  # partition 1 has no later record

        # we delete, GetOffsetShell sees the new log start
        deleted = await admin.delete_records({p0: 4})
        assert deleted == {p0: DeletedRecords(4)}
        assert (await shell("-2"))[0] == 4

        # kafka-delete-records deletes, we see it
        plan = {"version": 1, "partitions": [{"topic": name, "partition": 1, "offset": 2}]}
        with tempfile.TemporaryDirectory() as scratch:
            path = Path(scratch) / "delete.json"
            path.write_text(json.dumps(plan))
            await anyio.to_thread.run_sync(partial(
                java_tools.admin_command, DELETE_RECORDS_COMMAND,
                ["--offset-json-file", str(path)], config_flag="--command-config"))
        earliest = await admin.list_offsets({p1: OffsetSpec.earliest()})
        assert earliest[p1].offset == 2

        # -1 deletes up to the high watermark; past it is refused; negative is bad input
        assert (await admin.delete_records({p1: -1}))[p1] == DeletedRecords(5)
        with pytest.raises(OffsetOutOfRangeError, match=f"{name}-0"):
            await admin.delete_records({p0: 99})
        with pytest.raises(ValueError, match="records_to_delete"):
            await admin.delete_records({p0: -5})
        assert (await admin.list_offsets({p0: OffsetSpec.earliest()}))[p0].offset == 4
