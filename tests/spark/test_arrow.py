"""arrow.py: columnar buffers and ConsumerRecords become batches with the read schema (no broker,
no Spark session)."""

from __future__ import annotations

import datetime as dt
import struct

import pyarrow as pa

from kafka_async.consumer import ConsumerRecord
from kafka_async.spark.arrow import (
    ConstantColumns,
    binary_column,
    columns_to_batch,
    records_to_batch,
)
from kafka_async.spark.schema import arrow_read_schema

UTC = dt.timezone.utc


def test_binary_column_wraps_buffers_with_nulls() -> None:
    column = binary_column(3, b"abcd", struct.pack("<4i", 0, 2, 2, 4), b"\x01\x00\x01", 1)
    assert column.to_pylist() == [b"ab", None, b"cd"]
    assert column.null_count == 1
    column.validate(full=True)
    assert binary_column(2, b"x", struct.pack("<3i", 0, 0, 1), None, 0).to_pylist() == [b"", b"x"]


def test_columns_to_batch_has_the_read_schema_and_values() -> None:
    constants = ConstantColumns("events", 7)
    batch = columns_to_batch(
        constants, 2, offsets=struct.pack("<2q", 41, 43),
        timestamps=struct.pack("<2q", 1_700_000_000_123, -1),
        timestamp_types=struct.pack("<2i", 0, 1),
        key=(b"k", struct.pack("<3i", 0, 1, 1), b"\x01\x00", 1),
        value=(b"", struct.pack("<3i", 0, 0, 0), b"\x00\x01", 1),
        headers=[(("h", b"v"), ("n", None)), None])
    batch.validate(full=True)
    assert batch.schema.equals(arrow_read_schema(True))
    rows = batch.to_pylist()
    assert [(r["key"], r["value"], r["topic"], r["partition"], r["offset"], r["timestampType"])
            for r in rows] == [(b"k", None, "events", 7, 41, 0), (None, b"", "events", 7, 43, 1)]
    assert rows[0]["timestamp"] == dt.datetime(2023, 11, 14, 22, 13, 20, 123000, tzinfo=UTC)
    assert rows[1]["timestamp"] == dt.datetime(1969, 12, 31, 23, 59, 59, 999000, tzinfo=UTC)
    assert rows[0]["headers"] == [{"key": "h", "value": b"v"}, {"key": "n", "value": None}]
    assert rows[1]["headers"] is None


def test_constant_columns_grow_and_slice() -> None:
    constants = ConstantColumns("t", 1)
    topic, partition = constants.columns(3)
    assert topic.to_pylist() == ["t"] * 3 and partition.to_pylist() == [1] * 3
    topic, partition = constants.columns(10)
    assert len(topic) == len(partition) == 10
    assert topic.type == pa.string() and partition.type == pa.int32()


def test_records_to_batch_matches_columns_to_batch() -> None:
    records = [ConsumerRecord("t", 0, 5, 1000, 0, None, b"v", (), 0),
               ConsumerRecord("t", 0, 6, 2000, 1, b"k", None, [("a", b"b")], 0)]
    for include_headers in (False, True):
        batch = records_to_batch(ConstantColumns("t", 0), records,
                                 include_headers=include_headers)
        assert batch.schema.equals(arrow_read_schema(include_headers))
        rows = batch.to_pylist()
        assert [(r["key"], r["value"], r["offset"], r["timestampType"]) for r in rows] == [
            (None, b"v", 5, 0), (b"k", None, 6, 1)]
        if include_headers:
            assert [r["headers"] for r in rows] == [None, [{"key": "a", "value": b"b"}]]
