"""Parity with Spark's built-in Kafka source: the same topic read both ways gives the same rows.

Spark's own ``format("kafka")`` (spark-sql-kafka-0-10, same Spark version, on the session's
``spark.jars``) is the behavioural spec of ``format("kafka_async")``. One topic is written once
with every shape a record can take (null and non-null keys and values, no / one / several
headers, a header with a null value, explicit timestamps) across several partitions, then read
through both sources with the same options; every column of every row must match, and so must
the schema. Streaming runs Trigger.AvailableNow with maxOffsetsPerTrigger into memory sinks and
also compares how the backlog was cut into micro-batches.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import anyio
import pytest
from pyspark.sql import DataFrame, Row, SparkSession

from kafka_async.producer.producer import Producer
from kafka_async.testing import JavaTools
from kafka_async.testing.fixtures import unique_topic_name

pytestmark = pytest.mark.integration

BUILTIN = "kafka"
OURS = "kafka_async"
PARTITIONS = 4
RECORDS = 3000
PER_PARTITION = RECORDS // PARTITIONS
#: Recent, whole-second timestamps: a record older than the topic's retention would be deleted
#: by the broker while the tests run (the topic also disables retention).
BASE_TIMESTAMP_MS = (int(time.time()) - 3600) * 1000

#: One normalised row: key, value, topic, partition, offset, timestamp, timestampType[, headers].
NormalRow = tuple[Any, ...]


@dataclass(frozen=True)
class ParityTopic:
    """The topic both sources read, and what was written to it."""

    bootstrap: str
    name: str


def _record(index: int) -> dict[str, Any]:
    """Record ``index`` of the topic: partition ``index % 4``, timestamp ``base + index``."""
    key = None if index % 5 == 0 else f"key-{index % 37}".encode()
    value = None if index % 7 == 0 else (f"value-{index}-".encode() * (1 + index % 4))
    headers: list[tuple[str, bytes | None]] | None
    if index % 3 == 0:
        headers = None
    elif index % 3 == 1:
        headers = [("trace", f"t{index}".encode())]
    else:
        headers = [("a", b"1"), ("null-valued", None), ("a", b"\x00\xff")]
    return {"key": key, "value": value, "partition": index % PARTITIONS, "headers": headers,
            "timestamp_ms": BASE_TIMESTAMP_MS + index}


async def _produce(bootstrap: str, topic: str) -> None:
    async with Producer(bootstrap_servers=bootstrap, linger_ms=5) as producer:
        for index in range(RECORDS):
            await producer.send(topic, **_record(index))
        await producer.flush()


@pytest.fixture(scope="module")
def parity_topic(kafka_bootstrap: str, java_tools: JavaTools,
                 spark_kafka_jars: list[Path]) -> ParityTopic:
    """The topic, written once; asks for the built-in source's jars so that their absence is
    one clear failure, not a ClassNotFound deep inside Spark."""
    name = unique_topic_name("parity", "spark")
    java_tools.create_topic(name, PARTITIONS, 1, {"retention.ms": "-1"})
    anyio.run(_produce, kafka_bootstrap, name)
    return ParityTopic(kafka_bootstrap, name)


def _read(spark: SparkSession, fmt: str, topic: ParityTopic, **options: str) -> DataFrame:
    reader = (spark.read.format(fmt)
              .option("kafka.bootstrap.servers", topic.bootstrap)
              .option("subscribe", topic.name))
    for name, value in options.items():
        reader = reader.option(name, value)
    return reader.load()


def _as_bytes(data: Any) -> bytes | None:
    return None if data is None else bytes(data)


def _normalise(row: Row) -> NormalRow:
    fields = row.asDict()
    base: NormalRow = (_as_bytes(fields["key"]), _as_bytes(fields["value"]), fields["topic"],
                       fields["partition"], fields["offset"], fields["timestamp"],
                       fields["timestampType"])
    if "headers" not in fields:
        return base
    headers = fields["headers"]
    if headers is None:
        return (*base, None)
    return (*base, tuple((h["key"], _as_bytes(h["value"])) for h in headers))


def _rows(df: DataFrame) -> list[NormalRow]:
    return sorted((_normalise(row) for row in df.collect()), key=lambda r: (r[3], r[4]))


def _assert_same_rows(ours: list[NormalRow], builtin: list[NormalRow]) -> None:
    assert len(ours) == len(builtin)
    for mine, theirs in zip(ours, builtin, strict=True):
        assert mine == theirs, f"partition {theirs[3]} offset {theirs[4]} differs"


def _expected_positions(starts: Mapping[int, int], ends: Mapping[int, int]) -> set[tuple[int, int]]:
    return {(p, offset) for p in range(PARTITIONS) for offset in range(starts[p], ends[p])}


@pytest.mark.parametrize("include_headers", [False, True], ids=["no-headers", "headers"])
def test_batch_read_matches_builtin(spark: SparkSession, parity_topic: ParityTopic,
                                    include_headers: bool) -> None:
    flag = str(include_headers).lower()
    ours_df = _read(spark, OURS, parity_topic, includeHeaders=flag)
    builtin_df = _read(spark, BUILTIN, parity_topic, includeHeaders=flag)

    assert ours_df.schema.simpleString() == builtin_df.schema.simpleString()
    ours, builtin = _rows(ours_df), _rows(builtin_df)
    assert len(builtin) == RECORDS
    _assert_same_rows(ours, builtin)
    # The rows carry what was written, not just the same thing twice.
    for partition, offset in ((0, 0), (1, 5), (2, PER_PARTITION - 1), (3, 100)):
        row = next(r for r in ours if r[3] == partition and r[4] == offset)
        written = _record(offset * PARTITIONS + partition)
        assert (row[0], row[1]) == (written["key"], written["value"])
        assert row[5] == datetime.fromtimestamp(written["timestamp_ms"] / 1000)
        assert row[6] == 0  # CreateTime
        if include_headers:
            assert row[7] == (None if written["headers"] is None else tuple(written["headers"]))


def test_offsets_json_range_matches_builtin(spark: SparkSession,
                                            parity_topic: ParityTopic) -> None:
    """startingOffsets/endingOffsets as JSON, with -2 (earliest) and -1 (latest) and an empty
    range, select exactly the same records through both sources."""
    name = parity_topic.name
    starting = json.dumps({name: {"0": 10, "1": -2, "2": 300, "3": 42}})
    ending = json.dumps({name: {"0": 200, "1": 17, "2": -1, "3": 42}})
    options = {"startingOffsets": starting, "endingOffsets": ending, "includeHeaders": "true"}
    ours = _rows(_read(spark, OURS, parity_topic, **options))
    builtin = _rows(_read(spark, BUILTIN, parity_topic, **options))

    expected = _expected_positions({0: 10, 1: 0, 2: 300, 3: 42},
                                   {0: 200, 1: 17, 2: PER_PARTITION, 3: 42})
    assert {(r[3], r[4]) for r in builtin} == expected
    _assert_same_rows(ours, builtin)


def test_assign_and_timestamp_offsets_match_builtin(spark: SparkSession,
                                                    parity_topic: ParityTopic) -> None:
    """assign + startingOffsetsByTimestamp/endingOffsetsByTimestamp: the first offset whose
    timestamp is >= the given one, per partition, in both sources."""
    name = parity_topic.name
    ts = BASE_TIMESTAMP_MS
    options = {
        "assign": json.dumps({name: [0, 2]}),
        "startingOffsetsByTimestamp": json.dumps({name: {"0": ts + 401, "2": ts}}),
        "endingOffsetsByTimestamp": json.dumps({name: {"0": ts + 2001, "2": ts + 10}}),
    }
    frames: dict[str, list[NormalRow]] = {}
    for fmt in (OURS, BUILTIN):
        reader = spark.read.format(fmt).option("kafka.bootstrap.servers", parity_topic.bootstrap)
        for option, value in options.items():
            reader = reader.option(option, value)
        frames[fmt] = _rows(reader.load())

    # partition 0 holds timestamps base + 4k: >= base+401 is offset 101, >= base+2001 is 501;
    # partition 2 holds base + 2 + 4k: >= base is offset 0, >= base+10 is offset 2.
    assert {(r[3], r[4]) for r in frames[BUILTIN]} == (
        {(0, o) for o in range(101, 501)} | {(2, o) for o in range(0, 2)})
    _assert_same_rows(frames[OURS], frames[BUILTIN])


def _stream_available_now(spark: SparkSession, fmt: str, topic: ParityTopic,
                          checkpoint: Path) -> tuple[list[NormalRow], list[int]]:
    """Run one AvailableNow query into a memory sink; return its rows and per-batch row counts."""
    table = f"parity_{fmt}_{uuid.uuid4().hex[:8]}"
    stream = (spark.readStream.format(fmt)
              .option("kafka.bootstrap.servers", topic.bootstrap)
              .option("subscribe", topic.name)
              .option("startingOffsets", "earliest")
              .option("maxOffsetsPerTrigger", "700")
              .option("includeHeaders", "true")
              .load())
    query = (stream.writeStream.format("memory").queryName(table)
             .option("checkpointLocation", str(checkpoint))
             .trigger(availableNow=True).start())
    try:
        finished = query.awaitTermination(180)
        assert finished, f"{fmt}: the AvailableNow query did not finish"
        assert query.exception() is None
        batches = [int(progress["numInputRows"]) for progress in query.recentProgress
                   if progress["numInputRows"]]
        return _rows(spark.table(table)), batches
    finally:
        query.stop()
        spark.catalog.dropTempView(table)


def test_streaming_available_now_matches_builtin(spark: SparkSession, parity_topic: ParityTopic,
                                                 tmp_path: Path) -> None:
    ours, our_batches = _stream_available_now(spark, OURS, parity_topic, tmp_path / "ours")
    builtin, builtin_batches = _stream_available_now(spark, BUILTIN, parity_topic,
                                                     tmp_path / "builtin")

    assert len(builtin) == RECORDS
    assert sum(builtin_batches) == RECORDS
    assert max(builtin_batches) <= 700
    _assert_same_rows(ours, builtin)
    # maxOffsetsPerTrigger is prorated over partitions the same way, so the backlog is cut into
    # the same micro-batches.
    assert our_batches == builtin_batches


async def _produce_plain(bootstrap: str, topic: str, count: int, first: int,
                         partitions: int = 2) -> None:
    """``count`` records, each partition's share in ONE append (a long linger, then flush): a
    trigger sees all of a partition's share or none of it, so batch sizes do not depend on
    when a trigger lands during the produce."""
    async with Producer(bootstrap_servers=bootstrap, linger_ms=60_000,
                        batch_size=1_000_000) as producer:
        for index in range(first, first + count):
            await producer.send(topic, f"v{index}".encode(), key=f"k{index % 7}".encode(),
                                partition=index % partitions)
        await producer.flush()


def _batches(query: Any) -> list[int]:
    return [int(progress["numInputRows"]) for progress in query.recentProgress
            if progress["numInputRows"]]


def _min_offsets_run(spark: SparkSession, fmt: str, bootstrap: str, java_tools: JavaTools,
                     checkpoint: Path, max_trigger_delay: str) -> tuple[Any, str, str]:
    topic = unique_topic_name("min-offsets", fmt)
    java_tools.create_topic(topic, 2, 1)
    # written before the query starts, so that its first trigger (which always runs) sees them
    anyio.run(_produce_plain, bootstrap, topic, 300, 0)
    table = f"min_offsets_{fmt}_{uuid.uuid4().hex[:8]}"
    stream = (spark.readStream.format(fmt)
              .option("kafka.bootstrap.servers", bootstrap)
              .option("subscribe", topic)
              .option("startingOffsets", "earliest")
              .option("minOffsetsPerTrigger", "1000")
              .option("maxTriggerDelay", max_trigger_delay)
              .load())
    query = (stream.writeStream.format("memory").queryName(table)
             .option("checkpointLocation", str(checkpoint))
             .trigger(processingTime="100 milliseconds").start())
    return query, topic, table


def test_min_offsets_per_trigger_matches_builtin(spark: SparkSession, kafka_bootstrap: str,
                                                 java_tools: JavaTools,
                                                 spark_kafka_jars: list[Path],
                                                 tmp_path: Path) -> None:
    """minOffsetsPerTrigger: the first trigger runs at once; then a trigger waits until at
    least 1000 new offsets exist (maxTriggerDelay is an hour): 300, then 400 (held back),
    then 700 more arrive as one batch of 1100, with either source. (Any part of the 700 a
    trigger could see alone, one partition's 350, leaves the total under 1000.)"""
    seen: dict[str, list[int]] = {}
    for fmt in (BUILTIN, OURS):
        query, topic, table = _min_offsets_run(spark, fmt, kafka_bootstrap, java_tools,
                                               tmp_path / fmt, "1h")
        try:
            query.processAllAvailable()
            anyio.run(_produce_plain, kafka_bootstrap, topic, 400, 300)
            query.processAllAvailable()
            held = _batches(query)
            anyio.run(_produce_plain, kafka_bootstrap, topic, 700, 700)
            query.processAllAvailable()
            assert query.exception() is None
            seen[fmt] = _batches(query)
            assert held == [300], f"{fmt}: {held}"
            assert spark.table(table).count() == 1400
        finally:
            query.stop()
            spark.catalog.dropTempView(table)
    assert seen[OURS] == seen[BUILTIN] == [300, 1100]


def test_max_trigger_delay_releases_a_small_batch(spark: SparkSession, kafka_bootstrap: str,
                                                  java_tools: JavaTools,
                                                  spark_kafka_jars: list[Path],
                                                  tmp_path: Path) -> None:
    """Fewer than minOffsetsPerTrigger new offsets still make a batch once maxTriggerDelay has
    passed since the last one, with either source."""
    for fmt in (BUILTIN, OURS):
        query, topic, table = _min_offsets_run(spark, fmt, kafka_bootstrap, java_tools,
                                               tmp_path / fmt, "1s")
        try:
            query.processAllAvailable()
            anyio.run(_produce_plain, kafka_bootstrap, topic, 200, 300, 1)  # one append
            anyio.run(_until_batches, query, 2)
            assert _batches(query) == [300, 200], fmt
            assert query.exception() is None
        finally:
            query.stop()
            spark.catalog.dropTempView(table)


async def _until_batches(query: Any, count: int) -> None:
    with anyio.fail_after(120):  # the guard only; the delay is one second
        while len(_batches(query)) < count:
            await anyio.sleep(0.1)
