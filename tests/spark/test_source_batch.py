"""Batch reads through Spark (local[2]) from a real broker: every column, every offset option."""

from __future__ import annotations

import json
import time
import uuid
from pathlib import Path

import pytest
from pyspark.sql import DataFrame, SparkSession

from kafka_async.testing import JavaTools
from tests.spark._kafka_data import Sent, ToSend, create_topics, produce, spark_rows

#: ms; the record at offset o of a partition gets BASE_TS + 1000 * o. Recent on purpose: records
#: older than the broker's retention (7 days) are deleted by its periodic retention check.
BASE_TS = int(time.time() - 3600) * 1000


@pytest.fixture(scope="module")
def topic_data(kafka_bootstrap: str) -> tuple[str, list[Sent]]:
    """One 3-partition topic with 1500 records: keys, null keys and values, headers, timestamps."""
    topic = f"spark-batch-{uuid.uuid4().hex[:8]}"
    create_topics(kafka_bootstrap, [topic], 3)
    records = []
    for i in range(1500):
        partition = i % 3
        headers: tuple[tuple[str, bytes | None], ...] = ()
        if i % 4 == 0:
            headers = (("h1", f"x{i}".encode()), ("h2", None))
        records.append(ToSend(
            partition=partition,
            key=None if i % 7 == 0 else f"k{i}".encode(),
            value=None if i % 11 == 0 else f"value-{i}".encode() * (1 + i % 3),
            headers=headers,
            timestamp_ms=BASE_TS + 1000 * (i // 3),
        ))
    return topic, produce(kafka_bootstrap, topic, records)


def load(spark: SparkSession, bootstrap: str, **options: str) -> DataFrame:
    reader = spark.read.format("kafka_async").option("kafka.bootstrap.servers", bootstrap)
    for name, value in options.items():
        reader = reader.option(name, value)
    return reader.load()


def collect(df: DataFrame, include_headers: bool = True) -> list[tuple[object, ...]]:
    rows = df.selectExpr("*", "unix_millis(timestamp) AS ts_ms").collect()
    return spark_rows(rows, include_headers)


def test_batch_read_returns_every_record_with_every_column(
        spark: SparkSession, kafka_bootstrap: str, topic_data: tuple[str, list[Sent]]) -> None:
    topic, sent = topic_data
    df = load(spark, kafka_bootstrap, subscribe=topic, includeHeaders="true")
    assert [f.name for f in df.schema.fields] == [
        "key", "value", "topic", "partition", "offset", "timestamp", "timestampType", "headers"]
    assert df.schema.simpleString() == (
        "struct<key:binary,value:binary,topic:string,partition:int,offset:bigint,"
        "timestamp:timestamp,timestampType:int,headers:array<struct<key:string,value:binary>>>")
    expected = sorted((s.row() for s in sent), key=lambda r: (r[2], r[3], r[4]))
    assert collect(df) == expected
    without_headers = load(spark, kafka_bootstrap, subscribe=topic)
    assert "headers" not in without_headers.columns
    assert without_headers.count() == 1500


def test_starting_and_ending_offsets_json(
        spark: SparkSession, kafka_bootstrap: str, topic_data: tuple[str, list[Sent]]) -> None:
    topic, sent = topic_data
    df = load(spark, kafka_bootstrap, subscribe=topic,
              startingOffsets=f'{{"{topic}": {{"0": 100, "1": -2, "2": 499}}}}',
              endingOffsets=f'{{"{topic}": {{"0": 250, "1": 10, "2": -1}}}}',
              minPartitions="5")
    want = {0: (100, 250), 1: (0, 10), 2: (499, 500)}
    expected = sorted((s.row(False) for s in sent
                       if want[s.partition][0] <= s.offset < want[s.partition][1]),
                      key=lambda r: (r[2], r[3], r[4]))
    assert len(expected) == 150 + 10 + 1
    assert collect(df, include_headers=False) == expected
    # minPartitions=5, as KafkaOffsetRangeCalculator does it: the ranges of 10 and 1 records
    # stay whole, the 150 records share the remaining 3 tasks: 3 + 1 + 1 tasks.
    assert df.rdd.getNumPartitions() == 5


@pytest.mark.parametrize("split", [
    {"minPartitions": "5"}, {"minPartitions": "12"}, {"maxRecordsPerPartition": "40"},
    {"minPartitions": "9", "maxRecordsPerPartition": "100"},
])
def test_task_split_matches_the_builtin_source(
        spark: SparkSession, kafka_bootstrap: str, topic_data: tuple[str, list[Sent]],
        split: dict[str, str]) -> None:
    """minPartitions/maxRecordsPerPartition cut the same ranges into the same tasks as Spark's
    own format("kafka") (its KafkaOffsetRangeCalculator), read side by side."""
    topic, _ = topic_data
    options = {"subscribe": topic, **split,
               "startingOffsets": f'{{"{topic}": {{"0": 100, "1": -2, "2": 499}}}}',
               "endingOffsets": f'{{"{topic}": {{"0": 250, "1": 10, "2": -1}}}}'}

    def tasks(source: str) -> list[tuple[int, int, int, int]]:
        reader = spark.read.format(source).option("kafka.bootstrap.servers", kafka_bootstrap)
        for name, value in options.items():
            reader = reader.option(name, value)
        rows = (reader.load().selectExpr("spark_partition_id() AS task", "partition", "offset")
                .groupBy("task", "partition").agg({"offset": "min", "*": "count"})
                .withColumnRenamed("min(offset)", "first").withColumnRenamed("count(1)", "n")
                .collect())
        return sorted((r["partition"], r["first"], r["first"] + r["n"], r["n"]) for r in rows)

    ours, builtin = tasks("kafka_async"), tasks("kafka")
    assert sum(task[3] for task in ours) == 161
    assert ours == builtin


def test_ending_offset_past_the_log_end(
        spark: SparkSession, kafka_bootstrap: str, topic_data: tuple[str, list[Sent]]) -> None:
    """Each partition holds 500 records: an ending offset of 600 fails naming the option, or with
    failOnDataLoss=false reads up to the end (Spark's executor stops there too)."""
    topic, _ = topic_data
    ending = f'{{"{topic}": {{"0": 600, "1": 10, "2": -1}}}}'
    with pytest.raises(Exception, match=(f"option 'endingOffsets': offset 600 for {topic}-0 is "
                                         "after the partition's latest offset 500")):
        load(spark, kafka_bootstrap, subscribe=topic, endingOffsets=ending).count()
    rows = load(spark, kafka_bootstrap, subscribe=topic, endingOffsets=ending,
                failOnDataLoss="false").groupBy("partition").count().collect()
    assert {r["partition"]: r["count"] for r in rows} == {0: 500, 1: 10, 2: 500}


def test_offsets_by_timestamp(
        spark: SparkSession, kafka_bootstrap: str, topic_data: tuple[str, list[Sent]]) -> None:
    topic, sent = topic_data
    # Partition p holds offsets o with timestamp BASE_TS + 1000 * o.
    df = load(spark, kafka_bootstrap, subscribe=topic,
              startingOffsetsByTimestamp=(
                  f'{{"{topic}": {{"0": {BASE_TS + 10_500}, "1": {BASE_TS}, '
                  f'"2": {BASE_TS + 15_000}}}}}'),
              endingTimestamp=str(BASE_TS + 20_000))
    rows = collect(df, include_headers=False)
    got = {(r[3], r[4]) for r in rows}
    assert got == ({(0, o) for o in range(11, 20)} | {(1, o) for o in range(20)}
                   | {(2, o) for o in range(15, 20)})
    # No record at or after the starting timestamp: an error by default, the end with 'latest'.
    late = str(BASE_TS + 10_000_000)
    with pytest.raises(Exception, match="no record at or after the timestamp"):
        load(spark, kafka_bootstrap, subscribe=topic, startingTimestamp=late).count()
    assert load(spark, kafka_bootstrap, subscribe=topic, startingTimestamp=late,
                startingOffsetsByTimestampStrategy="latest").count() == 0
    assert len(sent) == 1500


def test_assign_and_subscribe_pattern(spark: SparkSession, kafka_bootstrap: str,
                                      topic_data: tuple[str, list[Sent]]) -> None:
    topic, sent = topic_data
    assigned = collect(load(spark, kafka_bootstrap, assign=f'{{"{topic}": [1]}}'),
                       include_headers=False)
    assert assigned == sorted((s.row(False) for s in sent if s.partition == 1),
                              key=lambda r: r[4])
    prefix = f"spark-pattern-{uuid.uuid4().hex[:8]}"
    create_topics(kafka_bootstrap, [f"{prefix}-a", f"{prefix}-b", f"{prefix}x-c"], 2)
    for name in (f"{prefix}-a", f"{prefix}-b", f"{prefix}x-c"):
        produce(kafka_bootstrap, name, [ToSend(p, None, name.encode()) for p in (0, 1, 1)])
    df = load(spark, kafka_bootstrap, subscribePattern=f"{prefix}-.*")
    counts = {(r["topic"], r["partition"]): r["count"]
              for r in df.groupBy("topic", "partition").count().collect()}
    assert counts == {(f"{prefix}-a", 0): 1, (f"{prefix}-a", 1): 2,
                      (f"{prefix}-b", 0): 1, (f"{prefix}-b", 1): 2}
    # Like Spark's source, the regex may match anywhere in a name (it is searched for, as
    # Scala's findFirstIn does), so an unanchored middle part selects topics too.
    middle = load(spark, kafka_bootstrap, subscribePattern=prefix[-8:] + "-[ab]$")
    assert {r["topic"] for r in middle.select("topic").distinct().collect()} == {
        f"{prefix}-a", f"{prefix}-b"}
    builtin = (spark.read.format("kafka").option("kafka.bootstrap.servers", kafka_bootstrap)
               .option("subscribePattern", prefix[-8:] + "-[ab]$").load())
    assert {r["topic"] for r in builtin.select("topic").distinct().collect()} == {
        f"{prefix}-a", f"{prefix}-b"}
    # A pattern matching nothing: an empty DataFrame (Spark plans one dummy task).
    assert load(spark, kafka_bootstrap, subscribePattern=f"{prefix}-none-.*").count() == 0
    # A subscribed topic or assigned partition that does not exist is an error naming the
    # option (Spark's source fails on it too), not a silently empty result.
    with pytest.raises(Exception, match=f"option 'subscribe': topic.s. {prefix}-missing do"):
        load(spark, kafka_bootstrap, subscribe=f"{prefix}-a,{prefix}-missing").count()
    with pytest.raises(Exception, match=f"option 'assign': partition.s. {prefix}-a-7 do"):
        load(spark, kafka_bootstrap, assign=f'{{"{prefix}-a": [0, 7]}}').count()


def test_bad_option_error_surfaces_through_spark(spark: SparkSession,
                                                 kafka_bootstrap: str) -> None:
    with pytest.raises(Exception, match="option 'endingOffsets': -2 \\(earliest\\) is not allowed"):
        load(spark, kafka_bootstrap, subscribe="whatever",
             endingOffsets='{"whatever": {"0": -2}}').collect()
    with pytest.raises(Exception, match="has a fixed schema and cannot be given a custom one"):
        spark.read.format("kafka_async").schema("value STRING") \
            .option("kafka.bootstrap.servers", kafka_bootstrap).option("subscribe", "t") \
            .load().collect()
    with pytest.raises(Exception, match="exactly one of the options 'subscribe'"):
        spark.read.format("kafka_async").option("kafka.bootstrap.servers", kafka_bootstrap) \
            .load().collect()


def test_records_deleted_before_the_start_are_data_loss(
        spark: SparkSession, kafka_bootstrap: str, java_tools: JavaTools,
        tmp_path: Path) -> None:
    topic = f"spark-loss-{uuid.uuid4().hex[:8]}"
    create_topics(kafka_bootstrap, [topic], 1)
    produce(kafka_bootstrap, topic, [ToSend(0, None, f"v{i}".encode()) for i in range(200)])
    plan = tmp_path / "delete.json"
    plan.write_text(json.dumps(
        {"version": 1, "partitions": [{"topic": topic, "partition": 0, "offset": 120}]}))
    java_tools.run("org.apache.kafka.tools.DeleteRecordsCommand",
                   ["--bootstrap-server", kafka_bootstrap, "--offset-json-file", str(plan)])
    start = f'{{"{topic}": {{"0": 50}}}}'
    with pytest.raises(Exception, match=(f"cannot read partition {topic}-0 from offset 50: its "
                                         "log now starts at 120.*failOnDataLoss")):
        load(spark, kafka_bootstrap, subscribe=topic, startingOffsets=start).collect()
    rows = load(spark, kafka_bootstrap, subscribe=topic, startingOffsets=start,
                failOnDataLoss="false").select("offset").collect()
    assert sorted(r["offset"] for r in rows) == list(range(120, 200))
