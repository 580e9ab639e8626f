"""Kafka records -> Arrow record batches with the read schema (schema.arrow_read_schema).

Two entry points, one per decode path:

- ``columns_to_batch`` takes what the columnar decoder (kafka_async.protocol.records.columnar)
  produced: per-record offsets/timestamps/timestamp types as little-endian int buffers and each of
  key/value as (data, int32 offsets, validity bytes) buffers. Arrow wraps those buffers without
  copying (``pa.Array.from_buffers``); the only per-record work left is in C inside pyarrow (a
  ms -> us multiply for timestamps and packing validity bytes into a bitmap).
- ``records_to_batch`` takes ConsumerRecords (driver-side ingestion, ingest.py, which consumes
  with a group and has records, not batches): lists go through ``pa.array``, which walks them
  in C.

Columns that are the same for every row (topic, partition) come from a cached full-length array
sliced to the batch size: slicing is zero-copy, so a constant column costs nothing per batch.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pyarrow as pa

from kafka_async.spark.schema import arrow_headers_type, arrow_read_schema

__all__ = ["ConstantColumns", "binary_column", "columns_to_batch", "records_to_batch"]

_TIMESTAMP_MS = pa.timestamp("ms", tz="UTC")
_TIMESTAMP_US = pa.timestamp("us", tz="UTC")
Headers = Sequence[tuple[str, bytes | None]]


class ConstantColumns:
    """The topic and partition columns of one partition's read, built once and sliced per batch."""

    __slots__ = ("_partition", "_size", "_topic", "partition", "topic")

    def __init__(self, topic: str, partition: int) -> None:
        self.topic = topic
        self.partition = partition
        self._size = 0
        self._topic: pa.Array = pa.array([], pa.string())
        self._partition: pa.Array = pa.array([], pa.int32())

    def columns(self, rows: int) -> tuple[pa.Array, pa.Array]:
        """(topic, partition) arrays of ``rows`` rows (zero-copy slices of cached arrays)."""
        if rows > self._size:
            size = max(rows, 2 * self._size)
            self._topic = pa.array([self.topic], pa.string()).take(pa.array([0] * size, pa.int32()))
            self._partition = pa.array([self.partition] * size, pa.int32())
            self._size = size
        return self._topic.slice(0, rows), self._partition.slice(0, rows)


def binary_column(rows: int, data: Any, offsets: Any, validity: Any, nulls: int) -> pa.Array:
    """A ``binary`` array over existing buffers: ``offsets`` is ``rows + 1`` little-endian int32,
    ``validity`` one byte per row (1 = present) or None when ``nulls`` is 0."""
    bitmap = None
    if nulls:
        mask = pa.Array.from_buffers(pa.uint8(), rows, [None, pa.py_buffer(validity)])
        bitmap = mask.cast(pa.bool_()).buffers()[1]
    return pa.Array.from_buffers(pa.binary(), rows,
                                 [bitmap, pa.py_buffer(offsets), pa.py_buffer(data)], nulls)


def _timestamp_column(rows: int, timestamps_ms: Any) -> pa.Array:
    millis = pa.Array.from_buffers(_TIMESTAMP_MS, rows, [None, pa.py_buffer(timestamps_ms)])
    return millis.cast(_TIMESTAMP_US)  # x1000, checked for overflow, in C


def columns_to_batch(constants: ConstantColumns, rows: int, *, offsets: Any, timestamps: Any,
                     timestamp_types: Any, key: tuple[Any, Any, Any, int],
                     value: tuple[Any, Any, Any, int],
                     headers: Sequence[Headers | None] | None) -> pa.RecordBatch:
    """One record batch from columnar buffers (see the module docstring for their layout).

    ``headers`` is one entry per row (None for a record without headers) when the read includes
    headers, else None.
    """
    topic, partition = constants.columns(rows)
    arrays = [
        binary_column(rows, *key),
        binary_column(rows, *value),
        topic,
        partition,
        pa.Array.from_buffers(pa.int64(), rows, [None, pa.py_buffer(offsets)]),
        _timestamp_column(rows, timestamps),
        pa.Array.from_buffers(pa.int32(), rows, [None, pa.py_buffer(timestamp_types)]),
    ]
    include_headers = headers is not None
    if headers is not None:
        arrays.append(_headers_column(headers))
    return pa.RecordBatch.from_arrays(arrays, schema=arrow_read_schema(include_headers))


def records_to_batch(constants: ConstantColumns, records: Sequence[Any], *,
                     include_headers: bool) -> pa.RecordBatch:
    """One record batch from ConsumerRecord-like objects (``offset``, ``timestamp``,
    ``timestamp_type``, ``key``, ``value``, ``headers`` attributes)."""
    rows = len(records)
    topic, partition = constants.columns(rows)
    arrays = [
        pa.array([r.key for r in records], pa.binary()),
        pa.array([r.value for r in records], pa.binary()),
        topic,
        partition,
        pa.array([r.offset for r in records], pa.int64()),
        pa.array([r.timestamp for r in records], _TIMESTAMP_MS).cast(_TIMESTAMP_US),
        pa.array([r.timestamp_type for r in records], pa.int32()),
    ]
    if include_headers:
        arrays.append(_headers_column([r.headers or None for r in records]))
    return pa.RecordBatch.from_arrays(arrays, schema=arrow_read_schema(include_headers))


def _headers_column(headers: Sequence[Headers | None]) -> pa.Array:
    """``list<struct<key, value>>`` from per-row tuples of (key, value) pairs or None (pyarrow
    reads tuples as lists and pairs as structs, in C). An empty header list becomes null, as in
    the built-in source."""
    return pa.array([h or None for h in headers], arrow_headers_type())
