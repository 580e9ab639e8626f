"""Driver-side ingestion (kafka_async.spark.ingest) against a real broker.

What is asserted is offsets, not time: every produced (partition, offset) is handed out, the
group's committed offsets move only after a handler succeeded, a failed Spark action leads to the
same records again, the consumer does not prefetch past its buffer while a handler blocks, and a
rebalance during a running handler neither loses nor repeats records.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable
from datetime import datetime, timezone
from typing import Any

import anyio
import pyarrow as pa
import pytest
from pyspark.sql import DataFrame, SparkSession

from kafka_async import Consumer, TopicPartition
from kafka_async.consumer import FetchedBatches, RecordDecodeError
from kafka_async.protocol.records import RecordBatch
from kafka_async.protocol.records.batch import build_record_batch
from kafka_async.spark.ingest import MicroBatch, OffsetRange, SparkIngestor, dataframe_from_arrow
from kafka_async.spark.schema import arrow_read_schema
from tests.spark._kafka_data import ToSend, create_topics, produce

GROUP_SETTINGS: dict[str, Any] = {"auto_offset_reset": "earliest", "heartbeat_interval_ms": 300,
                  "session_timeout_ms": 6000}


def fill(bootstrap: str, topic: str, partitions: int, count: int, size: int = 10) -> None:
    create_topics(bootstrap, [topic], partitions)
    produce(bootstrap, topic, [ToSend(i % partitions, f"k{i}".encode(),
                                      f"{i:0{size}d}".encode(), (("i", str(i).encode()),))
                               for i in range(count)])


def settings(bootstrap: str, **extra: Any) -> dict[str, Any]:
    return {"bootstrap_servers": bootstrap, **GROUP_SETTINGS, **extra}


def pairs(batch: MicroBatch) -> list[tuple[int, int]]:
    table = batch.table
    return list(zip(table.column("partition").to_pylist(), table.column("offset").to_pylist(),
                    strict=True))


async def committed(bootstrap: str, group: str, topic: str, partitions: int) -> dict[int, int]:
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=group, enable_auto_commit=False)
    tps = [TopicPartition(topic, p) for p in range(partitions)]
    async with consumer:
        found = await consumer.committed(tps)
    return {tp.partition: found[tp].offset if found[tp] else 0  # type: ignore[union-attr]
            for tp in tps}


def test_run_spark_hands_out_every_record_once_and_commits_after_each_action(
        spark: SparkSession, kafka_bootstrap: str, new_topic: Any) -> None:
    topic, group = new_topic("ingest"), new_topic("group")
    fill(kafka_bootstrap, topic, 2, 1000)
    seen: list[tuple[int, int]] = []
    commits_seen: list[dict[int, int]] = []

    async def main() -> SparkIngestor:
        ingestor = SparkIngestor(settings(kafka_bootstrap), topics=[topic], group_id=group,
                                 spark=spark, max_records=300, max_interval_ms=2000)

        def action(df: DataFrame, batch: MicroBatch) -> None:
            # a real Spark job per batch, in a worker thread
            rows = df.groupBy("partition").count().collect()
            assert sum(row["count"] for row in rows) == batch.num_records
            assert df.schema.simpleString().startswith("struct<key:binary,value:binary")
            seen.extend((r["partition"], r["offset"])
                        for r in df.select("partition", "offset").collect())

        async with ingestor:
            while len(seen) < 1000:
                await ingestor.run_spark(action, max_batches=1)
                commits_seen.append(await committed(kafka_bootstrap, group, topic, 2))
                handed_out = Counter(partition for partition, _ in seen)
                assert commits_seen[-1] == {0: handed_out[0], 1: handed_out[1]}
        return ingestor

    ingestor = anyio.run(main)
    assert sorted(seen) == sorted((i % 2, i // 2) for i in range(1000))
    assert ingestor.stats.records_committed == 1000
    assert ingestor.stats.batches_committed == len(commits_seen) >= 4  # <= 300 per batch
    assert commits_seen[-1] == {0: 500, 1: 500}


def test_failed_spark_action_commits_nothing_and_the_records_come_again(
        spark: SparkSession, kafka_bootstrap: str, new_topic: Any) -> None:
    topic, group = new_topic("ingest-fail"), new_topic("group")
    fill(kafka_bootstrap, topic, 1, 500)
    delivered: list[dict[TopicPartition, OffsetRange]] = []
    handed: Counter[tuple[int, int]] = Counter()

    def action(df: DataFrame, batch: MicroBatch) -> None:
        delivered.append(dict(batch.offsets))
        handed.update(pairs(batch))
        if len(delivered) == 2:  # the second batch's Spark job fails on the executors
            df.selectExpr("raise_error('spark action failed on purpose')").collect()

    async def first_service() -> dict[int, int]:
        async with SparkIngestor(settings(kafka_bootstrap), topics=[topic], group_id=group,
                                 spark=spark, max_records=100) as ingestor:
            with pytest.raises(Exception, match="spark action failed on purpose"):
                await ingestor.run_spark(action)
            assert ingestor.stats.batches_failed == 1
            assert ingestor.stats.batches_committed == 1
            after_failure = await committed(kafka_bootstrap, group, topic, 1)
            # the same ingestor, run again: the failed batch's records are delivered again
            await ingestor.run_spark(action, max_batches=1)
        return after_failure

    after_failure = anyio.run(first_service)
    tp = TopicPartition(topic, 0)
    assert after_failure == {0: delivered[0][tp].until}  # only the first batch is committed
    assert delivered[2][tp].first == delivered[1][tp].first == delivered[0][tp].until

    async def restarted_service() -> None:
        # a new member of the group (e.g. after a crash) resumes from the committed offset
        async with SparkIngestor(settings(kafka_bootstrap), topics=[topic], group_id=group,
                                 spark=spark, max_records=100) as ingestor:
            async def arrow_handler(batch: MicroBatch) -> None:
                delivered.append(dict(batch.offsets))
                handed.update(pairs(batch))
                if len(handed) == 500:
                    ingestor.stop()

            await ingestor.run(arrow_handler)

    anyio.run(restarted_service)
    assert delivered[3][tp].first == delivered[2][tp].until
    assert set(handed) == {(0, i) for i in range(500)}
    repeated = {pair for pair, count in handed.items() if count > 1}
    failed = delivered[1][tp]
    assert repeated == {(0, i) for i in range(failed.first, failed.until)}
    assert all(handed[pair] == 2 for pair in repeated)


def test_consumption_pauses_while_the_handler_is_busy(kafka_bootstrap: str,
                                                      new_topic: Any) -> None:
    """While a handler blocks, the ingestor gathers the next batch beside it until that batch is
    full (``max_records``, overshot by at most one poll, itself bounded by the prefetch), then
    stops; the consumer prefetches at most ``fetch_buffer_bytes`` (plus the one record batch a
    fetch may return beyond its limit); positions and commits stand still."""
    topic, group = new_topic("ingest-bound"), new_topic("group")
    record_size = 1024
    buffer_bytes = 64 * 1024
    total = 3000  # ~3 MiB in the topic, far beyond what may be prefetched
    fill(kafka_bootstrap, topic, 1, total, size=record_size)
    tp = TopicPartition(topic, 0)
    release = anyio.Event()
    observed: dict[str, int] = {}

    async def main() -> SparkIngestor:
        ingestor = SparkIngestor(
            settings(kafka_bootstrap, fetch_buffer_bytes=buffer_bytes,
                     max_partition_fetch_bytes=32 * 1024),
            topics=[topic], group_id=group, max_records=100, max_bytes=1 << 30)
        handled = 0

        async def handler(batch: MicroBatch) -> None:
            nonlocal handled
            handled += batch.num_records
            if batch.batch_id == 0:
                await release.wait()
            if handled == total:
                ingestor.stop()

        async def watch() -> None:
            with anyio.fail_after(60):
                while ingestor._in_flight is None:
                    await anyio.sleep(0.05)
                state = ingestor.consumer._subscription.partitions[tp]  # test-only peek
                # wait until the background fetch has stopped moving (its buffer is full)
                last, still = -1, 0
                while still < 10:
                    await anyio.sleep(0.1)
                    still = still + 1 if state.fetch_offset == last else 0
                    last = state.fetch_offset
            observed["position"] = await ingestor.consumer.position(tp)
            observed["gathered"] = ingestor._gathering.records
            observed["fetch_offset"] = state.fetch_offset
            observed["committed"] = (await committed(kafka_bootstrap, group, topic, 1))[0]
            release.set()

        async with ingestor, anyio.create_task_group() as tasks:
            tasks.start_soon(watch)
            await ingestor.run(handler)
        return ingestor

    ingestor = anyio.run(main)
    # Consumed: the running batch (100) and the next one, gathered and waiting; no more.
    assert observed["position"] == 100 + observed["gathered"]
    one_poll = (buffer_bytes + 32 * 1024) // record_size
    assert 100 <= observed["gathered"] <= 100 + one_poll
    assert observed["committed"] == 0  # the running batch is not committed yet
    prefetched = observed["fetch_offset"] - observed["position"]
    assert prefetched * record_size <= buffer_bytes + 32 * 1024
    assert observed["fetch_offset"] < total // 10
    assert ingestor.stats.records_committed == total


def test_rebalance_waits_for_the_running_batch_then_hands_over(kafka_bootstrap: str,
                                                               new_topic: Any) -> None:
    """A second member joins while the first one's handler runs: the revocation waits for the
    handler and its commit, so the new owner starts after it: nothing lost, nothing repeated."""
    topic, group = new_topic("ingest-rebalance"), new_topic("group")
    total = 2000
    fill(kafka_bootstrap, topic, 2, total)
    handed: Counter[tuple[int, int]] = Counter()
    release = anyio.Event()

    def make(name: str) -> tuple[SparkIngestor, Callable[[MicroBatch], Awaitable[None]]]:
        ingestor = SparkIngestor(settings(kafka_bootstrap, client_id=name), topics=[topic],
                                 group_id=group, max_records=200, max_interval_ms=200)

        async def handler(batch: MicroBatch) -> None:
            if name == "a" and batch.batch_id == 0:
                await release.wait()
            handed.update(pairs(batch))

        return ingestor, handler

    first, first_handler = make("a")
    second, second_handler = make("b")

    async def member(ingestor: SparkIngestor,
                     handler: Callable[[MicroBatch], Awaitable[None]]) -> None:
        async with ingestor:
            await ingestor.run(handler)

    async def main() -> None:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(member, first, first_handler)
            with anyio.fail_after(90):
                while first._in_flight is None:
                    await anyio.sleep(0.05)
                tasks.start_soon(member, second, second_handler)
                while first.stats.revocations_waited == 0:
                    await anyio.sleep(0.05)
                release.set()
                while sum(handed.values()) < total or not second.consumer.assignment():
                    await anyio.sleep(0.1)
                # settle: both members own partitions and nothing more arrives
                await anyio.sleep(1)
            first.stop()
            second.stop()

    anyio.run(main)
    assert set(handed) == {(i % 2, i // 2) for i in range(total)}
    assert max(handed.values()) == 1  # the waited-for batch was committed before hand-over
    assert first.stats.revocations_waited >= 1
    assert first.stats.batches_committed >= 1 and second.stats.batches_committed >= 1


def test_cancelling_run_mid_batch_commits_nothing_and_the_batch_comes_again(
        kafka_bootstrap: str, new_topic: Any) -> None:
    """run() cancelled while its handler works on a batch (a service shutting down, a timeout
    around run): that batch is not committed, and the next run() hands out the same records."""
    topic, group = new_topic("ingest-cancel"), new_topic("group")
    fill(kafka_bootstrap, topic, 1, 250)
    tp = TopicPartition(topic, 0)
    delivered: list[OffsetRange] = []
    started = anyio.Event()

    async def main() -> tuple[SparkIngestor, dict[int, int]]:
        ingestor = SparkIngestor(settings(kafka_bootstrap), topics=[topic], group_id=group,
                                 max_records=100)

        async def stuck(batch: MicroBatch) -> None:
            delivered.append(batch.offsets[tp])
            if batch.batch_id == 1:
                started.set()
                await anyio.sleep_forever()

        async def finish(batch: MicroBatch) -> None:
            delivered.append(batch.offsets[tp])
            if batch.offsets[tp].until == 250:
                ingestor.stop()

        async with ingestor:
            with anyio.fail_after(60):
                async with anyio.create_task_group() as tasks:
                    tasks.start_soon(ingestor.run, stuck)
                    await started.wait()
                    tasks.cancel_scope.cancel()  # cancels run() inside the handler
            after_cancel = await committed(kafka_bootstrap, group, topic, 1)
            with anyio.fail_after(60):
                await ingestor.run(finish)
        return ingestor, after_cancel

    ingestor, after_cancel = anyio.run(main)
    assert after_cancel == {0: delivered[0].until}  # only the batch before the cancelled one
    assert ingestor.stats.batches_failed == 1
    assert delivered[2].first == delivered[1].first  # the cancelled batch, delivered again
    assert delivered[-1].until == 250
    assert anyio.run(committed, kafka_bootstrap, group, topic, 1) == {0: 250}


def test_a_given_consumer_with_a_pattern_on_trio(kafka_bootstrap: str, new_topic: Any) -> None:
    """A Consumer built by the caller (not started), a pattern subscription, the trio backend."""
    topic, group = new_topic("ingest-trio"), new_topic("group")
    fill(kafka_bootstrap, topic, 2, 300)
    handed: list[tuple[int, int]] = []

    async def main() -> SparkIngestor:
        consumer = Consumer(bootstrap_servers=kafka_bootstrap, group_id=group,
                            enable_auto_commit=False, **GROUP_SETTINGS)
        ingestor = SparkIngestor(consumer, pattern=f"^{topic}$", max_records=120)
        assert ingestor.consumer is consumer

        async def handler(batch: MicroBatch) -> None:
            handed.extend(pairs(batch))
            if len(handed) == 300:
                ingestor.stop()

        async with ingestor:
            await ingestor.run(handler)
        return ingestor

    ingestor = anyio.run(main, backend="trio")
    assert sorted(handed) == sorted((i % 2, i // 2) for i in range(300))
    assert ingestor.stats.records_committed == 300
    assert anyio.run(committed, kafka_bootstrap, group, topic, 2) == {0: 150, 1: 150}


# ---------------------------------------------------------------------------- unit


def test_settings_that_break_at_least_once_are_refused() -> None:
    with pytest.raises(ValueError, match="enable_auto_commit must be False"):
        SparkIngestor({"bootstrap_servers": "127.0.0.1:9", "enable_auto_commit": True},
                      topics=["t"], group_id="g")
    with pytest.raises(ValueError, match="needs a group_id"):
        SparkIngestor({"bootstrap_servers": "127.0.0.1:9"}, topics=["t"])
    with pytest.raises(ValueError, match="max_records must be a positive int"):
        SparkIngestor({"bootstrap_servers": "127.0.0.1:9"}, topics=["t"], group_id="g",
                      max_records=0)
    with pytest.raises(ValueError, match="give topics= or pattern="):
        SparkIngestor({"bootstrap_servers": "127.0.0.1:9"}, group_id="g")


def test_a_bare_topic_name_is_refused() -> None:
    """As by every kafka_async call taking names (kafka_async.protocol.arguments)."""
    with pytest.raises(TypeError, match=r"^topics must be a collection .* pass a list"):
        SparkIngestor({"bootstrap_servers": "127.0.0.1:9"}, topics="events", group_id="g")


def record_batch_at(base_offset: int, count: int) -> RecordBatch:
    """A real v2 record batch of ``count`` records at ``base_offset`` (the first record has no
    headers, the others one)."""
    data = build_record_batch([(1_700_000_000_000, b"k", b"value", (("h", b"1"),) if i else ())
                               for i in range(count)])
    data[0:8] = base_offset.to_bytes(8, "big")  # outside the CRC's span
    return RecordBatch(bytes(data))


def gather(ingestor: SparkIngestor, tp: TopicPartition, *batches: RecordBatch,
           from_offset: int = 0) -> None:
    ingestor._add_fetched({tp: [FetchedBatches(tp, from_offset, list(batches))]})


def test_revoked_partitions_leave_the_gathered_batch() -> None:
    ingestor = SparkIngestor({"bootstrap_servers": "127.0.0.1:9"}, topics=["t"], group_id="g")
    kept, revoked = TopicPartition("t", 0), TopicPartition("t", 1)
    gather(ingestor, kept, record_batch_at(10, 3))
    gather(ingestor, revoked, record_batch_at(20, 3))
    gather(ingestor, kept, record_batch_at(13, 3))
    anyio.run(ingestor._on_revoked, frozenset({revoked}))
    batch = ingestor._seal()
    assert ingestor.stats.records_dropped_on_revoke == 3
    assert dict(batch.offsets) == {kept: OffsetRange(10, 16)}
    assert batch.table.schema == arrow_read_schema(True)
    assert batch.table.column("offset").to_pylist() == [10, 11, 12, 13, 14, 15]
    assert batch.table.column("headers").to_pylist()[:2] == [None, [{"key": "h", "value": b"1"}]]
    assert batch.table.column("timestamp").to_pylist()[0].timestamp() == 1_700_000_000
    assert batch.num_bytes >= 6 * len(b"kvalue")


def test_a_batch_holds_max_records_and_the_rest_starts_the_next_one() -> None:
    """One poll can return more than ``max_records``: the batch is cut there (a Kafka record
    batch split between two micro-batches) and no record is lost or repeated."""
    ingestor = SparkIngestor({"bootstrap_servers": "127.0.0.1:9"}, topics=["t"], group_id="g",
                             max_records=5)
    p0, p1 = TopicPartition("t", 0), TopicPartition("t", 1)
    gather(ingestor, p0, record_batch_at(0, 3), record_batch_at(3, 4), from_offset=1)
    gather(ingestor, p1, record_batch_at(100, 4))
    first = ingestor._seal()
    assert dict(first.offsets) == {p0: OffsetRange(1, 6)}
    assert first.num_records == 5
    second = ingestor._seal()
    assert dict(second.offsets) == {p0: OffsetRange(6, 7), p1: OffsetRange(100, 104)}
    assert second.table.column("offset").to_pylist() == [6, 100, 101, 102, 103]
    assert ingestor._gathering.records == 0 and ingestor._gathering.started is None


def test_a_record_batch_that_does_not_decode_is_named_and_nothing_is_gathered() -> None:
    ingestor = SparkIngestor({"bootstrap_servers": "127.0.0.1:9"}, topics=["t"], group_id="g")
    tp = TopicPartition("t", 0)
    gather(ingestor, tp, record_batch_at(0, 2))
    broken = bytearray(record_batch_at(2, 2).data)
    broken[61:] = b"\xff" * (len(broken) - 61)  # the records section: varints that never end
    with pytest.raises(RecordDecodeError, match="ingesting t-0") as caught:
        gather(ingestor, tp, RecordBatch(bytes(broken)), from_offset=2)
    assert (caught.value.topic, caught.value.partition, caught.value.offset) == ("t", 0, 2)
    assert ingestor._gathering.records == 0  # the partition starts over from its first record


def test_deserializers_are_refused() -> None:
    with pytest.raises(ValueError, match="leave key_deserializer and value_deserializer unset"):
        SparkIngestor({"bootstrap_servers": "127.0.0.1:9", "value_deserializer": bytes.decode},
                      topics=["t"], group_id="g")


def test_dataframe_from_arrow_takes_records_without_headers(spark: SparkSession) -> None:
    # Records without headers have a null headers list. dataframe_from_arrow regroups the table
    # into slices; PySpark refused a lone-chunk slice of a list column with nulls ("Null bitmap
    # with offsets slice not supported") until each piece was copied to start at offset 0.
    stamp = datetime(2026, 1, 1, tzinfo=timezone.utc)
    rows = [{"key": f"k{i}".encode(), "value": f"v{i}".encode(), "topic": "t", "partition": 0,
             "offset": i, "timestamp": stamp, "timestampType": 0,
             "headers": [{"key": "h", "value": b"x"}] if i % 3 == 0 else None}
            for i in range(10)]
    table = pa.Table.from_pylist(rows, schema=arrow_read_schema(True)).slice(1)  # one chunk
    df = dataframe_from_arrow(spark, table)
    got = [(row["offset"],
            row["headers"] and [(h["key"], bytes(h["value"])) for h in row["headers"]])
           for row in df.orderBy("offset").collect()]
    assert got == [(i, [("h", b"x")] if i % 3 == 0 else None) for i in range(1, 10)]
