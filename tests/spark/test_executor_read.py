"""executor_read.read_range against a real broker: exactly the records of [start, end), every
column equal to what was produced (headers, null keys/values, compression), gaps skipped
(transaction markers, aborted transactions, compaction-like holes), failOnDataLoss both ways,
and one read through Spark proving the batches are accepted with the declared schema."""

from __future__ import annotations

import datetime as dt
import json
import sys
import time
import uuid
from collections.abc import Generator, Iterator, Sequence
from typing import Any

import anyio
import pyarrow as pa
import pytest
from confluent_kafka import Producer as ConfluentProducer
from pyspark import cloudpickle
from pyspark.sql import SparkSession
from pyspark.sql.datasource import DataSource, DataSourceReader, InputPartition
from pyspark.sql.types import StructType

from kafka_async import Producer
from kafka_async.network.errors import KafkaTimeoutError
from kafka_async.spark._worker_pool import worker_pool
from kafka_async.spark.executor_read import DataLossError, ReadTimeoutError, read_range
from kafka_async.spark.schema import arrow_read_schema, read_schema

pytestmark = pytest.mark.integration
# The probe source below runs in Spark's Python workers, which cannot import this test module.
cloudpickle.register_pickle_by_value(sys.modules[__name__])  # type: ignore[no-untyped-call]

Row = tuple[bytes | None, bytes | None, int, int, list[tuple[str, bytes | None]]]
UTC = dt.timezone.utc


def produce(bootstrap: str, topic: str, rows: Sequence[tuple[bytes | None, bytes | None,
                                                              list[tuple[str, bytes | None]]]],
            *, partition: int = 0, **settings: Any) -> list[int]:
    """Produce (key, value, headers) rows in order; returns their timestamps (ms).

    Recent timestamps (an hour ago, whole seconds): records older than the broker's retention
    (7 days by default) are deleted at its first retention check, 30 s after it starts, which
    made reads in a longer session fail with data loss."""
    base = (int(time.time()) - 3600) * 1000

    async def main() -> None:
        async with Producer(bootstrap_servers=bootstrap, linger_ms=5, **settings) as producer:
            handles = [await producer.send(topic, value=value, key=key, partition=partition,
                                           headers=headers or None, timestamp_ms=base + i)
                       for i, (key, value, headers) in enumerate(rows)]
            await producer.flush()
            for handle in handles:
                await handle

    anyio.run(main)
    return [base + i for i in range(len(rows))]


def read_all(bootstrap: str, topic: str, start: int, end: int, *, partition: int = 0,
             include_headers: bool = True, fail_on_data_loss: bool = True,
             max_batch_rows: int = 10000, **settings: Any) -> list[pa.RecordBatch]:
    return list(read_range({"bootstrap_servers": bootstrap, **settings}, topic, partition, start,
                           end, include_headers=include_headers,
                           fail_on_data_loss=fail_on_data_loss, max_batch_rows=max_batch_rows,
                           poll_timeout_ms=30_000))


def as_rows(batches: list[pa.RecordBatch]) -> list[dict[str, Any]]:
    return [row for batch in batches for row in batch.to_pylist()]


def sample_rows(count: int) -> list[tuple[bytes | None, bytes | None,
                                          list[tuple[str, bytes | None]]]]:
    rows: list[tuple[bytes | None, bytes | None, list[tuple[str, bytes | None]]]] = []
    for i in range(count):
        key = None if i % 5 == 0 else f"key-{i}".encode()
        value = None if i % 7 == 3 else (b"" if i % 11 == 4 else f"value-{i}".encode() * (i % 4))
        headers: list[tuple[str, bytes | None]] = []
        if i % 3 == 0:
            headers = [("h", f"{i}".encode()), ("empty", None)]
        rows.append((key, value, headers))
    return rows


def check_rows(got: list[dict[str, Any]], topic: str, rows: Sequence[Any], timestamps: list[int],
               offsets: Iterator[int] | range, *, partition: int = 0) -> None:
    expected = []
    for offset, (key, value, headers), ts in zip(offsets, rows, timestamps, strict=True):
        expected.append({
            "key": key, "value": value, "topic": topic, "partition": partition,
            "offset": offset,
            "timestamp": dt.datetime.fromtimestamp(ts / 1000, tz=UTC),
            "timestampType": 0,
            "headers": [{"key": k, "value": v} for k, v in headers] or None,
        })
    for row in got:
        row["timestamp"] = row["timestamp"].astimezone(UTC)
    assert got == expected


@pytest.mark.parametrize("compression", ["none", "lz4", "zstd"])
def test_reads_every_column_of_the_whole_partition(kafka_bootstrap: str, new_topic: Any,
                                                   compression: str) -> None:
    topic = new_topic("read", create=True)
    rows = sample_rows(500)
    timestamps = produce(kafka_bootstrap, topic, rows, compression_type=compression)
    batches = read_all(kafka_bootstrap, topic, 0, len(rows), max_batch_rows=128)
    assert all(b.schema.equals(arrow_read_schema(True)) for b in batches)
    assert max(b.num_rows for b in batches) <= 128
    check_rows(as_rows(batches), topic, rows, timestamps, range(len(rows)))


def test_middle_range_without_headers(kafka_bootstrap: str, new_topic: Any) -> None:
    topic = new_topic("mid", create=True)
    rows = sample_rows(300)
    timestamps = produce(kafka_bootstrap, topic, rows)
    batches = read_all(kafka_bootstrap, topic, 101, 250, include_headers=False)
    assert all(b.schema.equals(arrow_read_schema(False)) for b in batches)
    got = as_rows(batches)
    assert [r["offset"] for r in got] == list(range(101, 250))
    no_headers: list[Any] = [(k, v, []) for k, v, _ in rows[101:250]]
    check_rows([{**r, "headers": None} for r in got], topic, no_headers, timestamps[101:250],
               range(101, 250))


def test_empty_range_yields_nothing(kafka_bootstrap: str) -> None:
    assert read_all(kafka_bootstrap, "never-created", 5, 5) == []


def write_transactions(bootstrap: str, topic: str) -> None:
    """committed (5 records), aborted (5), committed (5): 15 records and 3 markers."""
    producer = ConfluentProducer({"bootstrap.servers": bootstrap,
                                  "transactional.id": f"txn-{uuid.uuid4().hex[:8]}",
                                  "linger.ms": 5, "log_level": 3})
    producer.init_transactions(30)
    for label, commit in [("c1", True), ("ab", False), ("c2", True)]:
        producer.begin_transaction()
        for i in range(5):
            producer.produce(topic, value=f"{label}-{i}".encode(), partition=0)
        producer.flush(30)
        if commit:
            producer.commit_transaction(30)
        else:
            producer.abort_transaction(30)


def test_transactional_gaps_are_skipped_and_the_range_ends_exactly(kafka_bootstrap: str,
                                                                    new_topic: Any) -> None:
    topic = new_topic("txn", create=True)
    write_transactions(kafka_bootstrap, topic)
    # offsets: c1 0-4, marker 5, ab 6-10, marker 11, c2 12-16, marker 17; log end 18
    committed = as_rows(read_all(kafka_bootstrap, topic, 0, 18, isolation_level="read_committed"))
    assert [r["value"] for r in committed] == [f"c{n}-{i}".encode() for n in (1, 2)
                                               for i in range(5)]
    assert [r["offset"] for r in committed] == [0, 1, 2, 3, 4, 12, 13, 14, 15, 16]
    everything = as_rows(read_all(kafka_bootstrap, topic, 3, 14))
    assert [r["offset"] for r in everything] == [3, 4, 6, 7, 8, 9, 10, 12, 13]
    # a range that ends on a marker is finished by the marker alone (no wait for more data)
    assert [r["offset"] for r in as_rows(read_all(kafka_bootstrap, topic, 16, 18))] == [16]


def delete_records_before(java_tools: Any, topic: str, offset: int, tmp_path: Any) -> None:
    spec = tmp_path / "delete.json"
    spec.write_text(json.dumps({"version": 1, "partitions": [
        {"topic": topic, "partition": 0, "offset": offset}]}))
    java_tools.run("org.apache.kafka.tools.DeleteRecordsCommand", [
        "--bootstrap-server", java_tools.cluster.bootstrap, "--offset-json-file", str(spec)])


def test_fail_on_data_loss(kafka_bootstrap: str, new_topic: Any, java_tools: Any,
                           tmp_path: Any) -> None:
    topic = new_topic("loss", create=True)
    rows = sample_rows(100)
    produce(kafka_bootstrap, topic, rows)
    delete_records_before(java_tools, topic, 40, tmp_path)
    with pytest.raises(DataLossError, match=rf"{topic}-0 offsets \[10, 60\).*offset 10.*40"):
        read_all(kafka_bootstrap, topic, 10, 60, fail_on_data_loss=True)
    got = as_rows(read_all(kafka_bootstrap, topic, 10, 60, fail_on_data_loss=False))
    assert [r["offset"] for r in got] == list(range(40, 60))
    assert read_all(kafka_bootstrap, topic, 10, 30, fail_on_data_loss=False) == []


def test_range_past_the_log_end_is_data_loss(kafka_bootstrap: str, new_topic: Any) -> None:
    topic = new_topic("short", create=True)
    produce(kafka_bootstrap, topic, sample_rows(10))
    with pytest.raises(DataLossError, match="ends at 10"):
        read_all(kafka_bootstrap, topic, 5, 20, fail_on_data_loss=True)
    got = as_rows(read_all(kafka_bootstrap, topic, 5, 20, fail_on_data_loss=False))
    assert [r["offset"] for r in got] == list(range(5, 10))


def test_no_broker_is_a_clear_error_not_a_hang() -> None:
    # bootstrap keeps trying until default_api_timeout_ms (as Java), then names what it met
    with pytest.raises(KafkaTimeoutError, match=r"bootstrap.*Last attempts: 127\.0\.0\.1:1"):
        list(read_range({"bootstrap_servers": "127.0.0.1:1", "reconnect_backoff_max_ms": 50,
                         "default_api_timeout_ms": 1000},
                        "t", 0, 0, 10,
                        include_headers=False, fail_on_data_loss=True, poll_timeout_ms=2000))


def test_a_partition_that_never_answers_times_out(kafka_bootstrap: str, new_topic: Any) -> None:
    topic = new_topic("missing")  # never created: no leader, no progress
    with pytest.raises(ReadTimeoutError, match=rf"{topic}-0 offsets \[0, 10\).*no progress"):
        list(read_range({"bootstrap_servers": kafka_bootstrap}, topic, 0, 0, 10,
                        include_headers=False, fail_on_data_loss=True, poll_timeout_ms=3000))


def test_closing_early_closes_the_consumer(kafka_bootstrap: str, new_topic: Any) -> None:
    topic = new_topic("early", create=True)
    produce(kafka_bootstrap, topic, sample_rows(50))
    reader = read_range({"bootstrap_servers": kafka_bootstrap}, topic, 0, 0, 50,
                        include_headers=False, fail_on_data_loss=True, max_batch_rows=10)
    assert isinstance(reader, Generator)
    first = next(reader)
    reader.close()  # stops the consumer's task on the portal (a hang here fails the test)
    assert first.num_rows == 10


class RangeReader(DataSourceReader):
    """Two tasks, each one read_range over half of partition 0 (no planning: that is source.py)."""

    def __init__(self, options: dict[str, str]) -> None:
        self.options = options

    def partitions(self) -> list[InputPartition]:
        end = int(self.options["end"])
        return [InputPartition((0, end // 2)), InputPartition((end // 2, end))]

    def read(self, partition: InputPartition) -> Iterator[pa.RecordBatch]:
        start, end = partition.value
        return read_range({"bootstrap_servers": self.options["bootstrap"]},
                          self.options["topic"], 0, start, end, include_headers=True,
                          fail_on_data_loss=True, max_batch_rows=100)


class RangeSource(DataSource):
    @classmethod
    def name(cls) -> str:
        return "kafka_async_range_probe"

    def schema(self) -> StructType:
        return read_schema(True)

    def reader(self, schema: StructType) -> DataSourceReader:
        return RangeReader(dict(self.options))


def test_spark_reads_the_arrow_batches_with_the_declared_schema(
        spark: SparkSession, kafka_bootstrap: str, new_topic: Any) -> None:
    topic = new_topic("spark", create=True)
    rows = sample_rows(1000)
    produce(kafka_bootstrap, topic, rows, compression_type="lz4")
    spark.dataSource.register(RangeSource)
    frame = (spark.read.format("kafka_async_range_probe").option("bootstrap", kafka_bootstrap)
             .option("topic", topic).option("end", str(len(rows))).load())
    assert frame.schema == read_schema(True)
    got = {r["offset"]: r.asDict(recursive=True) for r in frame.collect()}
    assert sorted(got) == list(range(len(rows)))
    for offset in (0, 3, 499, 500, 999):
        key, value, headers = rows[offset]
        row = got[offset]
        assert (row["key"], row["value"], row["topic"], row["partition"]) == (key, value,
                                                                             topic, 0)
        assert row["headers"] == ([{"key": k, "value": v} for k, v in headers] or None)
    summary = frame.selectExpr("count(*) AS n", "count(key) AS keys",
                               "sum(length(value)) AS bytes").first()
    assert summary is not None
    assert summary["n"] == len(rows)
    assert summary["keys"] == sum(1 for k, _, _ in rows if k is not None)
    assert summary["bytes"] == sum(len(v) for _, v, _ in rows if v is not None)


def test_consecutive_reads_reuse_one_pooled_consumer(kafka_bootstrap: str,
                                                     new_topic: Any) -> None:
    first_topic, second_topic = new_topic("reuse", create=True), new_topic("reuse", create=True)
    produce(kafka_bootstrap, first_topic, [(None, b"a%d" % i, []) for i in range(30)])
    produce(kafka_bootstrap, second_topic, [(None, b"b%d" % i, []) for i in range(30)])
    settings = {"bootstrap_servers": kafka_bootstrap, "client_id": "reuse-test"}

    def values(topic: str, start: int, end: int) -> list[bytes]:
        return [r["value"] for r in as_rows(list(read_range(
            settings, topic, 0, start, end, include_headers=False, fail_on_data_loss=True)))]

    assert values(first_topic, 0, 10) == [b"a%d" % i for i in range(10)]
    pool = worker_pool()
    (idle,) = [pooled for key, pooled_list in pool._idle.items() for pooled in pooled_list
               if ("client_id", "'reuse-test'") in key]
    assert idle.consumer.assignment() == frozenset()  # idle consumers fetch nothing
    # another topic, then the first one again further on: no stale prefetched data leaks in
    assert values(second_topic, 5, 25) == [b"b%d" % i for i in range(5, 25)]
    assert values(first_topic, 20, 30) == [b"a%d" % i for i in range(20, 30)]
    reused = [pooled for key, pooled_list in pool._idle.items() for pooled in pooled_list
              if ("client_id", "'reuse-test'") in key]
    assert [p.consumer for p in reused] == [idle.consumer]
