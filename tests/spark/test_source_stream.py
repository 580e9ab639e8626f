"""Streaming reads through Spark (local[2]) from a real broker: rate limit, AvailableNow, restart.

The sink is ``foreachBatch`` into a dict keyed by batch id, i.e. an idempotent sink: a batch Spark
re-runs after a restart replaces its earlier copy. Exactly-once then means the union of all
batches holds every produced (partition, offset) once, with its value.
"""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import pytest
from pyspark.sql import DataFrame, SparkSession

from tests.spark._kafka_data import (
    ToSend,
    add_partitions,
    create_topics,
    delete_topics,
    produce,
)

CAP = 400


def stream(spark: SparkSession, bootstrap: str, topic: str, **options: str) -> DataFrame:
    reader = (spark.readStream.format("kafka_async")
              .option("kafka.bootstrap.servers", bootstrap))
    if topic:
        reader = reader.option("subscribe", topic)
    for name, value in options.items():
        reader = reader.option(name, value)
    return reader.load()


class BatchSink:
    """foreachBatch target: rows per batch id (a re-run batch overwrites its earlier copy)."""

    def __init__(self) -> None:
        self.batches: dict[int, list[tuple[int, int, bytes]]] = {}
        self.calls: list[int] = []

    def __call__(self, df: DataFrame, batch_id: int) -> None:
        self.calls.append(batch_id)
        rows = df.select("partition", "offset", "value").collect()
        self.batches[batch_id] = [(r["partition"], r["offset"], bytes(r["value"])) for r in rows]

    def records(self) -> list[tuple[int, int, bytes]]:
        return [record for rows in self.batches.values() for record in rows]


def run_available_now(df: DataFrame, sink: BatchSink, checkpoint: Path) -> None:
    query = (df.writeStream.foreachBatch(sink)
             .option("checkpointLocation", str(checkpoint))
             .trigger(availableNow=True).start())
    try:
        assert query.awaitTermination(180), "the AvailableNow query did not finish"
        assert query.exception() is None
    finally:
        query.stop()


def values(count: int, start: int = 0) -> list[ToSend]:
    # Skewed on purpose: partition 0 gets half the records, 1 and 2 a quarter each.
    return [ToSend(partition=(0, 0, 1, 2)[i % 4], key=None, value=f"v{i}".encode())
            for i in range(start, start + count)]


def test_rate_limited_available_now_restarts_from_checkpoint_exactly_once(
        spark: SparkSession, kafka_bootstrap: str, tmp_path: Path) -> None:
    topic = f"spark-stream-{uuid.uuid4().hex[:8]}"
    create_topics(kafka_bootstrap, [topic], 3)
    sent = produce(kafka_bootstrap, topic, values(1000))
    sink = BatchSink()
    df = stream(spark, kafka_bootstrap, topic, startingOffsets="earliest",
                maxOffsetsPerTrigger=str(CAP))
    run_available_now(df, sink, tmp_path / "checkpoint")
    first_run = dict(sink.batches)
    assert [len(rows) for _, rows in sorted(first_run.items())] == [400, 400, 200]

    # As if the driver died after batch 2 ran but before Spark committed it: its offsets are
    # in offsets/2 but commits/2 is gone. New records arrive; the query restarts.
    for name in ("2", ".2.crc"):
        (tmp_path / "checkpoint" / "commits" / name).unlink(missing_ok=True)
    sent += produce(kafka_bootstrap, topic, values(500, start=1000))
    run_available_now(df, sink, tmp_path / "checkpoint")
    assert sink.calls.count(2) == 2  # batch 2 re-ran, over the same offsets (checked below)
    sizes = [len(rows) for _, rows in sorted(sink.batches.items())]
    assert all(0 < size <= CAP for size in sizes), sizes
    assert len(sizes) >= 5
    assert {k: v for k, v in sink.batches.items() if k in first_run} == first_run

    got = sorted(sink.records())
    assert len(got) == len(set(got)) == 1500
    assert got == sorted((s.partition, s.offset, s.value or b"") for s in sent)


def test_micro_batches_read_new_topics_and_partitions_from_earliest(
        spark: SparkSession, kafka_bootstrap: str, tmp_path: Path) -> None:
    prefix = f"spark-stream-{uuid.uuid4().hex[:8]}"
    create_topics(kafka_bootstrap, [f"{prefix}-a"], 2)
    produce(kafka_bootstrap, f"{prefix}-a", [ToSend(0, b"k", b"before-start")])
    df = stream(spark, kafka_bootstrap, "", subscribePattern=f"{prefix}-.*",
                includeHeaders="true")  # startingOffsets defaults to latest
    query = (df.selectExpr("topic", "CAST(value AS STRING) AS value", "headers")
             .writeStream.format("memory").queryName(f"mem_{uuid.uuid4().hex[:8]}")
             .option("checkpointLocation", str(tmp_path / "checkpoint")).start())
    try:
        query.processAllAvailable()
        produce(kafka_bootstrap, f"{prefix}-a", [
            ToSend(i % 2, None, f"a{i}".encode(), headers=(("n", str(i).encode()),))
            for i in range(300)])
        query.processAllAvailable()
        # A topic matching the pattern appears mid-query: read from its earliest offset.
        create_topics(kafka_bootstrap, [f"{prefix}-b"], 1)
        produce(kafka_bootstrap, f"{prefix}-b", [ToSend(0, None, f"b{i}".encode())
                                                 for i in range(200)])
        # And a partition added to a topic already read: also from its earliest offset.
        add_partitions(kafka_bootstrap, f"{prefix}-a", 3)
        produce(kafka_bootstrap, f"{prefix}-a", [ToSend(2, None, f"c{i}".encode())
                                                 for i in range(50)])
        query.processAllAvailable()
        rows: list[Any] = spark.sql(f"SELECT * FROM {query.name}").collect()
        progress = query.recentProgress
    finally:
        query.stop()
    got = sorted((r["topic"], r["value"], r["headers"] is not None) for r in rows)
    assert got == sorted([(f"{prefix}-a", f"a{i}", True) for i in range(300)]
                         + [(f"{prefix}-b", f"b{i}", False) for i in range(200)]
                         + [(f"{prefix}-a", f"c{i}", False) for i in range(50)])
    assert sum(p["numInputRows"] for p in progress) == 550
    assert any(p["sources"][0]["latestOffset"] for p in progress)


def test_unsupported_streaming_option_fails_the_query_naming_it(
        spark: SparkSession, kafka_bootstrap: str, tmp_path: Path) -> None:
    df = stream(spark, kafka_bootstrap, "anything", endingOffsets="latest")
    with pytest.raises(Exception, match="option 'endingOffsets' is for batch queries only"):
        query = (df.writeStream.format("memory").queryName("never")
                 .option("checkpointLocation", str(tmp_path / "c")).start())
        try:
            query.processAllAvailable()
        finally:
            query.stop()


def test_deleted_topic_is_data_loss_unless_fail_on_data_loss_is_false(
        spark: SparkSession, kafka_bootstrap: str, tmp_path: Path) -> None:
    prefix = f"spark-loss-{uuid.uuid4().hex[:8]}"
    doomed, kept = f"{prefix}-doomed", f"{prefix}-kept"
    create_topics(kafka_bootstrap, [doomed, kept], 1)
    for topic in (doomed, kept):
        produce(kafka_bootstrap, topic, [ToSend(0, None, f"{topic}-1".encode())])

    def start(fail_on_data_loss: str, name: str) -> Any:
        df = stream(spark, kafka_bootstrap, f"{doomed},{kept}", startingOffsets="earliest",
                    failOnDataLoss=fail_on_data_loss)
        return (df.selectExpr("CAST(value AS STRING) AS value").writeStream.format("memory")
                .queryName(name).option("checkpointLocation", str(tmp_path / name)).start())

    strict, lenient = f"strict_{prefix[-8:]}", f"lenient_{prefix[-8:]}"
    strict_query, lenient_query = start("true", strict), start("false", lenient)
    try:
        strict_query.processAllAvailable()
        lenient_query.processAllAvailable()
        delete_topics(kafka_bootstrap, [doomed])
        produce(kafka_bootstrap, kept, [ToSend(0, None, f"{kept}-2".encode())])
        with pytest.raises(Exception, match=f"partition {doomed}-0 is gone.*failOnDataLoss"):
            strict_query.awaitTermination(120)
        wait_for_rows(spark, lenient, 3)
        values_read = sorted(r["value"] for r in spark.sql(f"SELECT * FROM {lenient}").collect())
        assert values_read == [f"{doomed}-1", f"{kept}-1", f"{kept}-2"]
        assert lenient_query.isActive
    finally:
        strict_query.stop()
        lenient_query.stop()


def wait_for_rows(spark: SparkSession, table: str, count: int) -> None:
    """Poll the memory sink until it holds ``count`` rows (bounded, fails with what it has)."""
    import time

    for _ in range(600):
        if spark.sql(f"SELECT * FROM {table}").count() >= count:
            return
        time.sleep(0.2)
    raise AssertionError(f"{table} did not reach {count} rows")


# ---------------------------------------------------------------------------- unit (no Spark job)


def _reader(**options: str) -> Any:
    from kafka_async.spark.read_options import parse_read_options
    from kafka_async.spark.stream_reader import KafkaAsyncStreamReader

    return KafkaAsyncStreamReader(parse_read_options(
        {"kafka.bootstrap.servers": "127.0.0.1:9", "subscribe": "a", **options},
        streaming=True))


def test_available_now_never_moves_a_partition_backwards_nor_past_the_pin() -> None:
    """Spark may pin the AvailableNow end before it resolves startingOffsets=latest: a start
    after the pin ends where it starts (nothing to read), not in a 'data loss' batch."""
    from pyspark.sql.streaming.datasource import ReadAllAvailable, ReadMaxRows

    reader = _reader()
    reader._available_now_end = {("a", 0): 5, ("a", 1): 10}
    start = {"a": {"0": 8, "1": 3}}
    assert reader.latestOffset(start, ReadAllAvailable()) == {"a": {"0": 8, "1": 10}}
    assert reader.latestOffset(start, ReadMaxRows(4)) == {"a": {"0": 8, "1": 7}}
    assert reader.reportLatestOffset() == {"a": {"0": 8, "1": 10}}


def test_readers_writers_partitions_and_messages_pickle_without_connections() -> None:
    """Everything Spark ships between processes pickles with plain data only; the driver's
    cluster connection is left behind, and no password shows in a repr."""
    import pickle

    from pyspark.sql.types import StringType, StructField, StructType

    from kafka_async.spark.batch_reader import KafkaAsyncBatchReader, KafkaInputPartition
    from kafka_async.spark.source import KafkaAsyncDataSource
    from kafka_async.spark.writer import (
        KafkaAsyncBatchWriter,
        KafkaAsyncStreamWriter,
        KafkaAsyncWriterCommitMessage,
    )

    secret = {"kafka.security.protocol": "SASL_PLAINTEXT", "kafka.sasl.mechanism": "PLAIN",
              "kafka.sasl.plain.username": "u", "kafka.sasl.plain.password": "hunter2"}
    reader = _reader(**secret)
    assert reader.view is not None  # a ClusterView exists (not connected: lazily opened)
    copy = pickle.loads(pickle.dumps(reader))
    assert copy._view is None and copy.options == reader.options
    assert copy.options.settings["sasl_plain_password"] == "hunter2"
    reader.stop()
    options = {"kafka.bootstrap.servers": "127.0.0.1:9", "subscribe": "a", "topic": "t", **secret}
    source = KafkaAsyncDataSource(options)
    schema = StructType([StructField("value", StringType())])
    for thing in (source, KafkaAsyncBatchReader(reader.options),
                  KafkaInputPartition("a", 0, 5, 10),
                  KafkaAsyncBatchWriter(options, schema, False),
                  KafkaAsyncStreamWriter(options, schema, False),
                  KafkaAsyncWriterCommitMessage(3, {"t": 3})):
        restored = pickle.loads(pickle.dumps(thing))
        assert type(restored) is type(thing)
        assert "hunter2" not in repr(thing)
    assert pickle.loads(pickle.dumps(KafkaInputPartition("a", 0, 5, 10))) == \
        KafkaInputPartition("a", 0, 5, 10)
