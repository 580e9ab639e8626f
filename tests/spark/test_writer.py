"""The write side of the ``kafka_async`` data source (kafka_async.spark.writer).

Integration tests write through Spark (local[2]) into a real broker and read the topic back with
kafka_async's Consumer, comparing every column (key, value, topic, partition, headers). Unit
tests check the driver-side column rules and the outcome sweep without Spark jobs.
"""

from __future__ import annotations

import json
from collections import deque
from pathlib import Path
from typing import Any

import anyio
import pytest
from pyspark.errors import AnalysisException
from pyspark.sql import DataFrame, SparkSession
from pyspark.sql.types import (
    ArrayType,
    BinaryType,
    IntegerType,
    LongType,
    StringType,
    StructField,
    StructType,
)

from kafka_async import Consumer, ConsumerRecord, TopicPartition
from kafka_async.spark.options import SparkOptionError
from kafka_async.spark.writer import (
    KafkaAsyncBatchWriter,
    KafkaAsyncStreamWriter,
    SinkDeliveryError,
    SinkSchemaError,
    _check_resolved,
    _runs,
    _uniform_headers,
)
from tests.spark._kafka_data import ToSend, create_topics, produce

HEADERS_TYPE = ArrayType(StructType([StructField("key", StringType()),
                                     StructField("value", BinaryType())]))


def read_back(bootstrap: str, topic: str, partitions: int) -> list[ConsumerRecord]:
    """Every record of ``topic``, ordered by (partition, offset)."""

    async def main() -> list[ConsumerRecord]:
        consumer = Consumer(bootstrap_servers=bootstrap, auto_offset_reset="earliest")
        tps = [TopicPartition(topic, p) for p in range(partitions)]
        consumer.assign(tps)
        async with consumer:
            ends = await consumer.end_offsets(tps)
            found: list[ConsumerRecord] = []
            with anyio.fail_after(60):
                while any([await consumer.position(tp) < ends[tp] for tp in tps]):
                    for records in (await consumer.getmany(timeout_ms=500)).values():
                        found.extend(records)
        return sorted(found, key=lambda r: (r.partition, r.offset))

    return anyio.run(main)


def writer_of(df: DataFrame, bootstrap: str, **options: str) -> Any:
    writer = (df.write.format("kafka_async").mode("append")
              .option("kafka.bootstrap.servers", bootstrap))
    for name, value in options.items():
        writer = writer.option(name, value)
    return writer


def sample(spark: SparkSession, topic: str, rows: int) -> DataFrame:
    """Rows with every sink column: string key (null every 7th), binary value, topic column,
    explicit partition, headers (null every 5th, a null header value every 3rd)."""
    return spark.sql(f"""
        SELECT IF(id % 7 = 0, NULL, CONCAT('k', id)) AS key,
               CAST(CONCAT('value-', id) AS BINARY) AS value,
               '{topic}' AS topic,
               CAST(id % 2 AS INT) AS partition,
               IF(id % 5 = 0, NULL,
                  ARRAY(NAMED_STRUCT('key', 'id', 'value', CAST(CAST(id AS STRING) AS BINARY)),
                        NAMED_STRUCT('key', 'empty',
                                     'value', IF(id % 3 = 0, NULL, CAST('' AS BINARY)))))
                 AS headers,
               id AS ignored_extra_column
        FROM range({rows})""")


def expected(rows: int) -> dict[int, tuple[Any, ...]]:
    """What ``sample`` rows look like when read back, by id."""
    found: dict[int, tuple[Any, ...]] = {}
    for i in range(rows):
        headers = None if i % 5 == 0 else (("id", str(i).encode()),
                                           ("empty", None if i % 3 == 0 else b""))
        found[i] = (None if i % 7 == 0 else f"k{i}".encode(), f"value-{i}".encode(), i % 2,
                    headers)
    return found


def as_rows(records: list[ConsumerRecord]) -> dict[int, tuple[Any, ...]]:
    return {int(bytes(r.value).split(b"-")[1]): (
        None if r.key is None else bytes(r.key), bytes(r.value), r.partition,
        tuple((k, None if v is None else bytes(v)) for k, v in r.headers) or None)
        for r in records if r.value is not None}


# ---------------------------------------------------------------------------- integration


def test_batch_write_every_column_reads_back_exactly(spark: SparkSession, kafka_bootstrap: str,
                                                     new_topic: Any) -> None:
    topic = new_topic("sink")
    create_topics(kafka_bootstrap, [topic], 2)
    rows = 1500
    writer_of(sample(spark, topic, rows).repartition(3), kafka_bootstrap,
              **{"kafka.acks": "all", "kafka.linger.ms": "20", "kafka.compression.type": "lz4",
                 "kafka.enable.idempotence": "true"}).save()

    records = read_back(kafka_bootstrap, topic, 2)
    assert len(records) == rows  # each row once: flushed before commit, nothing repeated
    assert as_rows(records) == expected(rows)
    # the explicit partition column decided where each record went
    assert {r.partition for r in records} == {0, 1}


def test_runs_of_rows_keep_each_rows_topic_headers_and_key_order(
        spark: SparkSession, kafka_bootstrap: str, new_topic: Any) -> None:
    """Rows in blocks of equal topic and headers go through send_many a block at a time: each
    record still gets its own row's topic and headers, and a key's records keep their order."""
    first, second = new_topic("sink-runs-a"), new_topic("sink-runs-b")
    create_topics(kafka_bootstrap, [first, second], 3)
    df = spark.sql(f"""
        SELECT CONCAT('k', id % 10) AS key, CONCAT('v-', id) AS value,
               IF(id >= 600 AND id < 900, '{second}', '{first}') AS topic,
               ARRAY(NAMED_STRUCT('key', 'block',
                                  'value', CAST(CAST(FLOOR(id / 300) AS STRING) AS BINARY)))
                 AS headers
        FROM range(1200)""").coalesce(1)
    writer_of(df, kafka_bootstrap).save()
    for topic, ids in ((first, [*range(600), *range(900, 1200)]), (second, range(600, 900))):
        records = read_back(kafka_bootstrap, topic, 3)
        by_id = {int(bytes(r.value)[2:]): r for r in records}
        assert sorted(by_id) == list(ids)
        partition_of_key: dict[bytes, int] = {}
        for i, record in by_id.items():
            key = bytes(record.key)
            assert key == f"k{i % 10}".encode()
            assert [(k, bytes(v)) for k, v in record.headers] == [
                ("block", str(i // 300).encode())]
            assert partition_of_key.setdefault(key, record.partition) == record.partition
        for partition in range(3):
            sent = [int(bytes(r.value)[2:]) for r in records if r.partition == partition]
            assert sent == sorted(sent)


def test_topic_option_overrides_the_topic_column(spark: SparkSession, kafka_bootstrap: str,
                                                 new_topic: Any) -> None:
    topic = new_topic("sink-override")
    create_topics(kafka_bootstrap, [topic], 1)
    df = spark.sql("SELECT 'no-such-topic-anywhere' AS topic, "
                   "IF(id = 3, NULL, CONCAT('v', id)) AS value FROM range(20)")
    writer_of(df, kafka_bootstrap, topic=topic).save()
    records = read_back(kafka_bootstrap, topic, 1)
    assert sorted(bytes(r.value) for r in records if r.value is not None) == sorted(
        f"v{i}".encode() for i in range(20) if i != 3)
    assert sum(r.value is None for r in records) == 1  # a null value is a tombstone
    assert all(r.key is None and r.headers == () for r in records)


def test_streaming_copy_between_topics_keeps_every_column(
        spark: SparkSession, kafka_bootstrap: str, new_topic: Any, tmp_path: Path) -> None:
    """Our stream read -> our stream write (availableNow), key/value/partition/headers kept."""
    source, target = new_topic("sink-src"), new_topic("sink-dst")
    create_topics(kafka_bootstrap, [source, target], 2)
    sent = produce(kafka_bootstrap, source, [
        ToSend(i % 2, None if i % 4 == 0 else f"k{i}".encode(), f"payload-{i}".encode(),
               (("n", str(i).encode()),) if i % 3 else ())
        for i in range(400)])
    stream = (spark.readStream.format("kafka_async")
              .option("kafka.bootstrap.servers", kafka_bootstrap).option("subscribe", source)
              .option("startingOffsets", "earliest").option("includeHeaders", "true")
              .option("maxOffsetsPerTrigger", "150").load())
    query = (stream.selectExpr("key", "value", "partition", "headers")
             .writeStream.format("kafka_async")
             .option("kafka.bootstrap.servers", kafka_bootstrap).option("topic", target)
             .option("checkpointLocation", str(tmp_path / "checkpoint"))
             .trigger(availableNow=True).start())
    try:
        assert query.awaitTermination(180)
        assert query.exception() is None
        assert len(query.recentProgress) >= 3  # 400 records at 150 per trigger
    finally:
        query.stop()

    copied = read_back(kafka_bootstrap, target, 2)
    assert sorted((r.partition, r.offset, bytes(r.value), r.key and bytes(r.key),
                   tuple((k, bytes(v or b"")) for k, v in r.headers)) for r in copied) == sorted(
        (s.partition, s.offset, s.value, s.key, s.headers or ()) for s in sent)


def test_streaming_write_from_files_in_complete_mode(spark: SparkSession, kafka_bootstrap: str,
                                                     new_topic: Any, tmp_path: Path) -> None:
    """Complete output mode (``overwrite=True`` for the writer) writes the whole result, as
    Spark's Kafka sink does; only non-empty tasks open a producer."""
    topic = new_topic("sink-complete")
    create_topics(kafka_bootstrap, [topic], 1)
    source = tmp_path / "in"
    source.mkdir()
    for part in range(2):
        (source / f"{part}.json").write_text("".join(
            json.dumps({"user": f"u{i % 4}", "n": i}) + "\n" for i in range(part * 50,
                                                                            part * 50 + 50)))
    counts = (spark.readStream.schema("user STRING, n LONG").json(str(source))
              .groupBy("user").count()
              .selectExpr("user AS key", "CAST(count AS STRING) AS value"))
    query = (counts.writeStream.format("kafka_async").outputMode("complete")
             .option("kafka.bootstrap.servers", kafka_bootstrap).option("topic", topic)
             .option("checkpointLocation", str(tmp_path / "checkpoint"))
             .trigger(availableNow=True).start())
    try:
        assert query.awaitTermination(180)
        assert query.exception() is None
    finally:
        query.stop()
    records = read_back(kafka_bootstrap, topic, 1)
    assert {bytes(r.key): bytes(r.value) for r in records} == {
        f"u{i}".encode(): b"25" for i in range(4)}


def test_delivery_failure_fails_the_write_with_the_producer_error(
        spark: SparkSession, kafka_bootstrap: str, new_topic: Any) -> None:
    topic = new_topic("sink-too-large")
    from kafka_async.admin.client import Admin, NewTopic

    async def create() -> None:
        async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
            await admin.create_topics([NewTopic(topic, 1, 1,
                                                configs={"max.message.bytes": "2000"})])

    anyio.run(create)
    df = spark.sql("SELECT REPEAT('x', IF(id = 7, 5000, 10)) AS value FROM range(10)")
    with pytest.raises(Exception) as failure:
        writer_of(df.coalesce(1), kafka_bootstrap, topic=topic,
                  **{"kafka.delivery.timeout.ms": "40000"}).save()
    message = str(failure.value)
    assert "SinkDeliveryError" in message
    assert f"{topic}-0" in message
    assert "MessageTooLarge" in message or "RecordListTooLarge" in message


def test_producer_settings_reach_the_executors(spark: SparkSession,
                                              kafka_bootstrap: str) -> None:
    """``kafka.max.request.size`` is applied by the task's producer: a larger record fails."""
    df = spark.sql("SELECT REPEAT('x', 3000) AS value")
    with pytest.raises(Exception) as failure:
        writer_of(df, kafka_bootstrap, topic="never-created",
                  **{"kafka.max.request.size": "1000"}).save()
    assert "RecordTooLargeError" in str(failure.value)


@pytest.mark.parametrize(("select", "options", "needle"), [
    ("CAST(id AS STRING) AS key", {}, "required attribute 'value' not found"),
    ("id AS value", {}, "'value' attribute type must be a StringType or BinaryType, got bigint"),
    ("id AS key, 'v' AS value", {}, "'key' attribute type must be a StringType or BinaryType"),
    ("'v' AS value", {"topic": None}, "topic option required when no 'topic' attribute"),
    ("'v' AS value, 7 AS topic", {"topic": None}, "'topic' attribute type must be a StringType"),
    ("'v' AS value, id AS partition", {}, "'partition' attribute type must be an IntegerType"),
    ("'v' AS value, ARRAY('a') AS headers", {},
     "'headers' attribute type must be array<struct<key: string, value: binary>>"),
    ("'v' AS value", {"kafka.acks": "sometimes"}, "kafka.acks"),
    ("'v' AS value", {"kafka.value.serializer": "x"},
     "option 'kafka.value.serializer' is not supported"),
    ("'v' AS value", {"kafka.enable.idempotence": "true", "kafka.acks": "1"},
     "kafka.enable.idempotence"),
])
def test_bad_input_is_refused_on_the_driver_naming_the_column(
        spark: SparkSession, select: str, options: dict[str, str | None], needle: str) -> None:
    chosen = {"topic": "t", **options}
    given = {name: value for name, value in chosen.items() if value is not None}
    with pytest.raises(AnalysisException) as failure:
        writer_of(spark.sql(f"SELECT {select} FROM range(2)"), "127.0.0.1:9", **given).save()
    assert needle in str(failure.value)


def test_overwrite_mode_is_refused(spark: SparkSession) -> None:
    df = spark.sql("SELECT 'v' AS value")
    with pytest.raises(AnalysisException) as failure:
        (df.write.format("kafka_async").mode("overwrite")
         .option("kafka.bootstrap.servers", "127.0.0.1:9").option("topic", "t").save())
    assert "save mode Overwrite is not allowed for Kafka" in str(failure.value)


def test_partition_out_of_range_fails_the_task_naming_it(
        spark: SparkSession, kafka_bootstrap: str, new_topic: Any) -> None:
    """A partition column value the topic does not have (or a negative one) fails the write
    with an error naming the partition, like the Java producer's "Invalid partition"."""
    topic = new_topic("sink-partition")
    create_topics(kafka_bootstrap, [topic], 2)
    for bad in (2, -1):
        df = spark.sql(f"SELECT 'v' AS value, CAST(IF(id = 3, {bad}, 0) AS INT) AS partition "
                       "FROM range(5)")
        with pytest.raises(Exception) as failure:
            writer_of(df.coalesce(1), kafka_bootstrap, topic=topic).save()
        assert f"partition {bad} of '{topic}' does not exist" in str(failure.value)


def test_null_topic_in_the_data_fails_the_task(spark: SparkSession, kafka_bootstrap: str) -> None:
    df = spark.sql("SELECT CAST(NULL AS STRING) AS topic, 'v' AS value")
    with pytest.raises(Exception) as failure:
        writer_of(df, kafka_bootstrap).save()
    assert "null topic present in the data" in str(failure.value)
    # the task's error is the error itself, not the task group wrapped around it
    assert "SinkSchemaError" in str(failure.value)
    assert "unhandled errors in a TaskGroup" not in str(failure.value)


# ---------------------------------------------------------------------------- unit


def schema(*fields: tuple[str, Any]) -> StructType:
    return StructType([StructField(name, data_type) for name, data_type in fields])


OPTIONS = {"kafka.bootstrap.servers": "127.0.0.1:9", "topic": "t"}


def test_plan_accepts_every_sink_column_and_ignores_others() -> None:
    writer = KafkaAsyncBatchWriter(OPTIONS, schema(
        ("key", StringType()), ("value", BinaryType()), ("topic", StringType()),
        ("partition", IntegerType()), ("headers", HEADERS_TYPE), ("other", LongType())), False)
    plan = writer.plan
    assert (plan.topic, plan.has_key, plan.has_topic_column, plan.has_partition,
            plan.has_headers) == ("t", True, True, True, True)
    assert writer.settings["bootstrap_servers"] == "127.0.0.1:9"


def test_stream_writer_accepts_complete_mode_and_batch_writer_refuses_overwrite() -> None:
    columns = schema(("value", StringType()))
    assert KafkaAsyncStreamWriter(OPTIONS, columns, True).overwrite
    with pytest.raises(SinkSchemaError, match="Overwrite is not allowed"):
        KafkaAsyncBatchWriter(OPTIONS, columns, True)


def test_options_are_checked_by_the_writer() -> None:
    with pytest.raises(SparkOptionError, match=r"kafka\.bootstrap\.servers"):
        KafkaAsyncBatchWriter({"topic": "t"}, schema(("value", StringType())), False)
    with pytest.raises(SinkSchemaError, match="option 'topic' must not be empty"):
        KafkaAsyncBatchWriter({**OPTIONS, "topic": " "}, schema(("value", StringType())), False)


def test_null_header_elements_and_keys_are_refused_by_name() -> None:
    import pyarrow as pa

    from kafka_async.spark.schema import arrow_headers_type
    from kafka_async.spark.writer import _headers_column

    good = pa.array([None, [("a", b"1"), ("b", None)]], arrow_headers_type())
    assert _headers_column(good) == [None, [("a", b"1"), ("b", None)]]
    null_element = pa.array([[("a", b"1"), None]], arrow_headers_type())
    with pytest.raises(SinkSchemaError, match="'headers' holds a null header"):
        _headers_column(null_element)
    null_key = pa.array([[{"key": None, "value": b"1"}]], arrow_headers_type())
    with pytest.raises(SinkSchemaError, match="'headers' holds a header with a null key"):
        _headers_column(null_key)


class FakeHandle:
    def __init__(self, done: bool, error: BaseException | None = None) -> None:
        self._done, self._error = done, error
        self.topic, self.partition = "t", 3

    def done(self) -> bool:
        return self._done

    def exception(self) -> BaseException | None:
        assert self._done
        return self._error


def test_outcome_sweep_drops_resolved_chunks_and_raises_the_first_failure() -> None:
    pending: deque[list[Any]] = deque([[FakeHandle(True), FakeHandle(True)],
                                       [FakeHandle(True), FakeHandle(False)]])
    _check_resolved(pending, final=False)
    assert len(pending) == 1 and len(pending[0]) == 2  # stops at the unresolved one
    failing: deque[list[Any]] = deque([[FakeHandle(True, RuntimeError("boom")),
                                        FakeHandle(True)]])
    with pytest.raises(SinkDeliveryError, match="t-3 was not delivered") as error:
        _check_resolved(failing, final=True)
    assert isinstance(error.value.__cause__, RuntimeError)


def test_runs_split_where_topic_partition_or_headers_change() -> None:
    assert _runs(0, None, None, None) == []
    assert _runs(4, None, None, None) == [(0, 4)]
    assert _runs(4, ["a"] * 4, [None] * 4, [None] * 4) == [(0, 4)]
    assert _runs(5, ["a", "a", "b", "b", "a"], None, None) == [(0, 2), (2, 4), (4, 5)]
    h1, h2 = [("h", b"1")], [("h", b"2")]
    assert _runs(4, None, [0, 0, 0, 1], [h1, h2, h2, h2]) == [(0, 1), (1, 3), (3, 4)]


def test_uniform_headers_are_found_in_arrow() -> None:
    import pyarrow as pa

    from kafka_async.spark.schema import arrow_headers_type

    def column(rows: list[Any]) -> pa.Array:
        return pa.array(rows, arrow_headers_type())

    two = [{"key": "a", "value": b"1"}, {"key": "b", "value": None}]
    assert _uniform_headers(column([two] * 3)) == (True, [("a", b"1"), ("b", None)])
    assert _uniform_headers(column([None, None])) == (True, None)
    assert _uniform_headers(column([[], []])) == (True, None)
    assert _uniform_headers(column([two, two[:1]])) == (False, None)  # lengths differ
    assert _uniform_headers(column([two, None])) == (False, None)
    other = [{"key": "a", "value": b"1"}, {"key": "b", "value": b""}]
    assert _uniform_headers(column([two, two, other])) == (False, None)  # null vs empty
    assert _uniform_headers(column([two, two, other]).slice(0, 2))[0] is True
    with pytest.raises(SinkSchemaError, match="a header with a null key"):
        _uniform_headers(column([[{"key": None, "value": b"1"}]] * 2))
