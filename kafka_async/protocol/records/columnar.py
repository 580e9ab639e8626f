"""Columnar record decode: record batches -> per-column buffers, no Python object per record.

For consumers that want columns, not records (Arrow / Spark, kafka_async.spark.arrow): a
``ColumnBuilder`` takes whole batches (``add_batch``) or slices of one (``add_slice`` with a
``batch.cursor()``: a batch may hold millions of tiny records, which as columns are ~30 bytes
each), keeps only the records in an offset window ``[from_offset, end_offset)``, and
``finish()`` hands out ``Columns``:

    offsets          int64 per record (native byte order, i.e. Arrow's on every host pyarrow runs)
    timestamps       int64 per record, ms since the epoch (LogAppendTime applied)
    timestamp_types  int32 per record (0 CreateTime, 1 LogAppendTime)
    key, value       (data bytes, int32 offsets (rows + 1), validity bytes (1 = present) or None,
                      null count): the layout of an Arrow ``binary`` array, bitmap aside
    headers          per record None (no headers) or a tuple of (str, bytes | None), when asked

The per-record work is one pass over the records section that appends into these buffers; the
compiled twin (``_speedups.ColumnsCore``) does it in C, ``ColumnsCore`` here is the reference:
it decodes through ``decode_records`` of the same implementation and transposes, so by
construction it accepts and rejects exactly the bytes the record decoder does. The tests run
random batches through both cores and the record decoder. Legacy (magic 0/1) batches go through
their own record decoder and ``append_record``: no columnar twin for a format brokers no longer
write.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from typing import NamedTuple, Protocol

from kafka_async.protocol.compression import CODEC_NONE, decompress
from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.records._impl import ACTIVE, DecodeSlice, Implementation
from kafka_async.protocol.records._pure import BytesLike, Header, decode_slice
from kafka_async.protocol.records.batch import (
    COMPRESSION_MASK,
    HEADER_SIZE,
    TIMESTAMP_TYPE_MASK,
    RecordBatch,
    RecordCursor,
)
from kafka_async.protocol.records.legacy import LegacyBatch, LegacyCursor

__all__ = ["BinaryColumn", "ColumnBuilder", "Columns", "ColumnsCore", "new_columns_core"]

_LEGACY_SLICE = 4096  # records per step when add_batch expands a legacy wrapper

#: (data, int32 offsets, validity bytes or None, null count)
BinaryColumn = tuple[bytes, bytes, bytes | None, int]
RawColumns = tuple[int, bytes, bytes, bytes, BinaryColumn, BinaryColumn,
                   list[tuple[Header, ...] | None] | None]


class Columns(NamedTuple):
    """The finished columns of ``rows`` records (layout in the module docstring)."""

    rows: int
    offsets: bytes
    timestamps: bytes
    timestamp_types: bytes
    key: BinaryColumn
    value: BinaryColumn
    headers: list[tuple[Header, ...] | None] | None


class Core(Protocol):
    """What a columns core offers, whichever implementation made it."""

    rows: int

    @property
    def nbytes(self) -> int: ...

    def append_section(self, data: BytesLike, position: int, end: int, count: int,
                       base_offset: int, base_timestamp: int, log_append_time: int,
                       timestamp_type: int, from_offset: int, end_offset: int) -> int: ...

    def append_slice(self, data: BytesLike, position: int, end: int, count: int,
                     base_offset: int, base_timestamp: int, log_append_time: int,
                     timestamp_type: int, from_offset: int, end_offset: int,
                     limit: int) -> tuple[int, int]: ...

    def append_record(self, offset: int, timestamp: int, timestamp_type: int,
                      key: bytes | None, value: bytes | None,
                      headers: Sequence[Header]) -> None: ...

    def take(self) -> RawColumns: ...


class _BinaryBuffers:
    """Growing buffers of one binary column."""

    __slots__ = ("data", "nulls", "offsets", "validity")

    def __init__(self) -> None:
        self.data = bytearray()
        self.offsets = array("i", [0])
        self.validity = bytearray()
        self.nulls = 0

    def append(self, item: bytes | None) -> None:
        if item is None:
            self.validity.append(0)
            self.nulls += 1
        else:
            self.validity.append(1)
            self.data += item  # TypeError for a str, like the C core
        self.offsets.append(len(self.data))  # OverflowError past 2 GiB, like the C core

    def truncate(self, rows: int) -> None:
        """Drop everything after the first ``rows`` values (even a half-appended one)."""
        del self.offsets[rows + 1:]
        del self.data[self.offsets[rows]:]
        self.nulls -= self.validity[rows:].count(0)
        del self.validity[rows:]

    def take(self) -> BinaryColumn:
        return (bytes(self.data), self.offsets.tobytes(),
                bytes(self.validity) if self.nulls else None, self.nulls)


class ColumnsCore:
    """Pure-Python reference of ``_speedups.ColumnsCore`` (see the module docstring).

    ``append_section`` decodes ``count`` records of a batch's records section
    ``data[position:end]`` (arguments as in ``decode_records``) and appends those with
    ``from_offset <= offset < end_offset``; it returns how many it appended. On corrupt bytes it
    raises CorruptRecordError and appends nothing. ``append_slice`` does the same for the next
    ``min(count, limit)`` of the ``count`` records left in the section and also returns the
    position after them (``decode_slice``'s contract): bounded rows per call, whatever the
    batch declares.
    """

    __slots__ = ("_headers", "_key", "_offsets", "_timestamp_types", "_timestamps", "_value",
                 "decode_slice", "include_headers", "rows")

    def __init__(self, include_headers: bool, decode: DecodeSlice = decode_slice) -> None:
        self.include_headers = include_headers
        self.decode_slice = decode
        self._reset()

    def _reset(self) -> None:
        self.rows = 0
        self._offsets = array("q")
        self._timestamps = array("q")
        self._timestamp_types = array("i")
        self._key = _BinaryBuffers()
        self._value = _BinaryBuffers()
        self._headers: list[tuple[Header, ...] | None] | None = (
            [] if self.include_headers else None)

    def append_section(self, data: BytesLike, position: int, end: int, count: int,
                       base_offset: int, base_timestamp: int, log_append_time: int,
                       timestamp_type: int, from_offset: int, end_offset: int) -> int:
        return self.append_slice(data, position, end, count, base_offset, base_timestamp,
                                 log_append_time, timestamp_type, from_offset, end_offset,
                                 max(count, 0))[0]

    def append_slice(self, data: BytesLike, position: int, end: int, count: int,
                     base_offset: int, base_timestamp: int, log_append_time: int,
                     timestamp_type: int, from_offset: int, end_offset: int,
                     limit: int) -> tuple[int, int]:
        records, position = self.decode_slice(data, position, end, count, base_offset,
                                              base_timestamp, log_append_time, limit)
        rows = self.rows
        try:
            for record in records:
                if from_offset <= record.offset < end_offset:
                    self._append(record.offset, record.timestamp, timestamp_type, record.key,
                                 record.value, record.headers)
        except BaseException:
            self._truncate(rows)  # all or nothing, like the C core
            raise
        return self.rows - rows, position

    def append_record(self, offset: int, timestamp: int, timestamp_type: int,
                      key: bytes | None, value: bytes | None,
                      headers: Sequence[Header]) -> None:
        """Append one row (legacy batches); on a bad argument nothing is appended."""
        rows = self.rows
        try:
            self._append(offset, timestamp, timestamp_type, key, value, headers)
        except BaseException:
            self._truncate(rows)
            raise

    def _append(self, offset: int, timestamp: int, timestamp_type: int, key: bytes | None,
                value: bytes | None, headers: Sequence[Header]) -> None:
        self._offsets.append(offset)
        self._timestamps.append(timestamp)
        self._timestamp_types.append(timestamp_type)
        self._key.append(key)
        self._value.append(value)
        if self._headers is not None:
            self._headers.append(tuple(headers) if headers else None)
        self.rows += 1

    def _truncate(self, rows: int) -> None:
        del self._offsets[rows:]
        del self._timestamps[rows:]
        del self._timestamp_types[rows:]
        self._key.truncate(rows)
        self._value.truncate(rows)
        if self._headers is not None:
            del self._headers[rows:]
        self.rows = rows

    @property
    def nbytes(self) -> int:
        """Key and value bytes appended so far (Arrow binary offsets are int32: bound this)."""
        return len(self._key.data) + len(self._value.data)

    def take(self) -> RawColumns:
        taken = (self.rows, self._offsets.tobytes(), self._timestamps.tobytes(),
                 self._timestamp_types.tobytes(), self._key.take(), self._value.take(),
                 self._headers)
        self._reset()
        return taken


def new_columns_core(include_headers: bool, implementation: Implementation | None = None
                     ) -> Core:
    """A columns core of ``implementation`` (default: the active one, C when built)."""
    chosen = implementation or ACTIVE
    if chosen.new_columns_core is not None:
        core: Core = chosen.new_columns_core(include_headers)
        return core
    return ColumnsCore(include_headers, chosen.decode_slice)


class ColumnBuilder:
    """Accumulates the columns of whole record batches; see the module docstring."""

    __slots__ = ("_core", "include_headers")

    def __init__(self, include_headers: bool, implementation: Implementation | None = None
                 ) -> None:
        self.include_headers = include_headers
        self._core = new_columns_core(include_headers, implementation)

    @property
    def rows(self) -> int:
        return self._core.rows

    @property
    def nbytes(self) -> int:
        """Key and value bytes so far: finish() well before 2 GiB (int32 offsets)."""
        return self._core.nbytes

    def add_batch(self, batch: RecordBatch | LegacyBatch, from_offset: int = 0,
                  end_offset: int = 2**63 - 1) -> int:
        """Append the records of ``batch`` with ``from_offset <= offset < end_offset``; returns
        how many. Control batches must be filtered out by the caller (the consumer does).
        Raises ProtocolError subclasses naming the batch's offset on corrupt data."""
        if batch.next_offset <= from_offset or batch.base_offset >= end_offset:
            return 0
        if isinstance(batch, LegacyBatch):
            return self._add_legacy(batch, from_offset, end_offset)
        attributes = batch.attributes
        data = batch.data
        try:
            if attributes & COMPRESSION_MASK == CODEC_NONE:
                body: BytesLike = data
                start = HEADER_SIZE
            else:
                body = decompress(attributes & COMPRESSION_MASK, data[HEADER_SIZE:],
                                  max_size=batch._max_decompressed_bytes)
                start = 0
            log_append = attributes & TIMESTAMP_TYPE_MASK
            return self._core.append_section(
                body, start, len(body), batch.record_count, batch.base_offset,
                batch.base_timestamp, batch.max_timestamp if log_append else -1,
                1 if log_append else 0, from_offset, end_offset)
        except ProtocolError as exc:  # say which batch: the position alone is not actionable
            raise type(exc)(f"record batch at offset {batch.base_offset}: {exc}") from exc

    def _add_legacy(self, batch: LegacyBatch, from_offset: int, end_offset: int) -> int:
        cursor = batch.cursor()
        appended = 0
        while not cursor.done:
            appended += self.add_slice(cursor, _LEGACY_SLICE, from_offset, end_offset)
        return appended

    def add_slice(self, cursor: RecordCursor | LegacyCursor, limit: int, from_offset: int = 0,
                  end_offset: int = 2**63 - 1) -> int:
        """Decode the next (at most) ``limit`` records of a batch's cursor (``batch.cursor()``),
        appending those with ``from_offset <= offset < end_offset``; returns how many. Call
        until ``cursor.done``: rows and work per call are bounded by ``limit``, however many
        records the batch holds (``add_batch`` takes all of them at once). Raises
        ProtocolError subclasses naming the batch's offset on corrupt data."""
        if isinstance(cursor, RecordCursor):
            return cursor.append_to(self._core, limit, from_offset, end_offset)
        timestamp_type = cursor.batch.timestamp_type
        appended = 0
        for record in cursor.take(limit):
            if from_offset <= record.offset < end_offset:
                self._core.append_record(record.offset, record.timestamp, timestamp_type,
                                         record.key, record.value, record.headers)
                appended += 1
        return appended

    def finish(self) -> Columns:
        """The columns appended since the last ``finish`` (the builder starts over)."""
        return Columns(*self._core.take())



def interleave_rows(parts: tuple[bytes | tuple[BytesLike, BytesLike], ...], rows: int) -> bytes:
    """The first ``rows`` rows as one bytes: per row, each part in turn, where a part is a
    literal (bytes) or a binary column ``(data, offsets)`` of ``Columns`` giving that row's
    value (a null value is empty). ``((value_data, value_offsets), b"\\n")`` is one value per
    line. The pure reference of ``_speedups.interleave_rows``; ``render_rows`` picks the live
    one. Offsets that decrease or point past the data raise ValueError."""
    if rows < 0:
        raise ValueError("rows must be >= 0 (and fit in memory)")
    prepared: list[bytes | tuple[bytes, array[int]]] = []
    for part in parts:
        if not isinstance(part, tuple):
            prepared.append(bytes(part))
            continue
        if len(part) != 2:
            raise TypeError("a column part is a (data, offsets) tuple")
        data, raw = bytes(part[0]), array("i")
        raw.frombytes(bytes(part[1])[:(rows + 1) * 4])
        if len(raw) < rows + 1:
            raise ValueError("a column has fewer offsets than rows + 1")
        if raw[0] < 0:
            raise ValueError("a column offset is negative")
        if any(raw[i] > raw[i + 1] for i in range(rows)):
            raise ValueError("column offsets decrease")
        if raw[rows] > len(data):
            raise ValueError("a column offset points past its data")
        prepared.append((data, raw))
    out = bytearray()
    for row in range(rows):
        for item in prepared:
            if isinstance(item, bytes):
                out += item
            else:
                data, raw = item
                out += data[raw[row]:raw[row + 1]]
    return bytes(out)


def render_rows(parts: tuple[bytes | tuple[BytesLike, BytesLike], ...], rows: int,
                implementation: Implementation | None = None) -> bytes:
    """``interleave_rows`` through the live implementation (compiled when built)."""
    compiled = (implementation or ACTIVE).interleave_rows
    return (compiled or interleave_rows)(parts, rows)
