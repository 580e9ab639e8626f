"""The columnar decoder (records/columnar.py): the compiled ColumnsCore against the pure one and
both against the record decoder (``RecordBatch.records()``), on random batches (null and empty
keys/values, headers, LogAppendTime, compression, offset windows), on legacy message sets, and
on corrupt record sections, where both must raise CorruptRecordError and append nothing."""

from __future__ import annotations

import struct
from array import array
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafka_async.protocol.errors import CorruptRecordError, ProtocolError
from kafka_async.protocol.records import (
    PURE,
    Implementation,
    LegacyMessageSetBuilder,
    RecordBatch,
    RecordBatchBuilder,
    RecordsReader,
    load_speedups,
)
from kafka_async.protocol.records.batch import HEADER_SIZE
from kafka_async.protocol.records.columnar import (
    ColumnBuilder,
    Columns,
    ColumnsCore,
    new_columns_core,
)

SPEEDUPS = load_speedups()


def _c() -> Implementation:
    assert SPEEDUPS is not None, "the C speedups are not built (pip install -e . with a compiler)"
    assert SPEEDUPS.new_columns_core is not None, "the C speedups lack ColumnsCore (rebuild)"
    return SPEEDUPS


IMPLEMENTATIONS = [PURE, _c()]

_bytes = st.one_of(st.none(), st.binary(max_size=40))
_headers = st.lists(st.tuples(st.text(max_size=6), st.one_of(st.none(), st.binary(max_size=8))),
                    max_size=3)
_records = st.lists(st.tuples(st.integers(-(1 << 40), 1 << 40), _bytes, _bytes, _headers),
                    min_size=1, max_size=30)


def _batch(records: list[Any], base_offset: int, **options: Any) -> RecordBatch:
    builder = RecordBatchBuilder(batch_size=-1, **options)
    for timestamp, key, value, headers in records:
        builder.append(timestamp, key, value, headers)
    data = builder.build(base_offset=base_offset)
    (batch,) = list(RecordsReader(bytes(data), implementation=PURE))
    assert isinstance(batch, RecordBatch)
    return batch


def _expected(batch: Any, from_offset: int, end_offset: int, include_headers: bool
              ) -> list[tuple[Any, ...]]:
    """Rows as the record decoder sees them."""
    rows = []
    for record in batch.records():
        if from_offset <= record.offset < end_offset:
            rows.append((record.offset, record.timestamp, batch.timestamp_type, record.key,
                         record.value, (tuple(record.headers) or None) if include_headers
                         else None))
    return rows


def _rows(columns: Columns) -> list[tuple[Any, ...]]:
    """Columns back to rows, checking the buffer layout on the way."""
    rows = columns.rows
    offsets = array("q", columns.offsets)
    timestamps = array("q", columns.timestamps)
    types = array("i", columns.timestamp_types)
    assert len(offsets) == len(timestamps) == len(types) == rows
    binaries = []
    for data, ends, validity, nulls in (columns.key, columns.value):
        bounds = array("i", ends)
        assert len(bounds) == rows + 1 and bounds[0] == 0 and bounds[-1] == len(data)
        valid = [1] * rows if validity is None else list(validity)
        assert len(valid) == rows and valid.count(0) == nulls
        assert validity is not None or nulls == 0
        binaries.append([data[bounds[i]:bounds[i + 1]] if valid[i] else None
                         for i in range(rows)])
    headers = columns.headers if columns.headers is not None else [None] * rows
    assert len(headers) == rows
    return list(zip(offsets, timestamps, types, binaries[0], binaries[1], headers, strict=True))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records=_records, base_offset=st.integers(0, 1 << 40),
       compression=st.sampled_from(["none", "gzip", "lz4", "zstd", "snappy"]),
       log_append=st.booleans(), include_headers=st.booleans(),
       window=st.tuples(st.integers(-2, 35), st.integers(-2, 35)))
def test_columns_equal_the_record_decoder(records: list[Any], base_offset: int, compression: str,
                                          log_append: bool, include_headers: bool,
                                          window: tuple[int, int]) -> None:
    batch = _batch(records, base_offset, compression_type=compression,
                   timestamp_type=1 if log_append else 0)
    from_offset, end_offset = base_offset + window[0], base_offset + window[1]
    expected = _expected(batch, from_offset, end_offset, include_headers)
    for implementation in IMPLEMENTATIONS:
        builder = ColumnBuilder(include_headers, implementation)
        assert builder.add_batch(batch, from_offset, end_offset) == len(expected)
        assert builder.rows == len(expected)
        columns = builder.finish()
        assert _rows(columns) == expected
        assert (columns.headers is None) == (not include_headers)
        assert builder.rows == 0 and builder.finish().rows == 0  # finish() starts over


@settings(max_examples=40, deadline=None)
@given(batches=st.lists(_records, min_size=1, max_size=4), include_headers=st.booleans())
def test_batches_accumulate_until_finish(batches: list[list[Any]], include_headers: bool) -> None:
    built, offset = [], 0
    for records in batches:
        built.append(_batch(records, offset))
        offset += len(records) + 3  # a gap between batches, as compaction leaves
    expected = [row for batch in built for row in _expected(batch, 0, 1 << 62, include_headers)]
    for implementation in IMPLEMENTATIONS:
        builder = ColumnBuilder(include_headers, implementation)
        for batch in built:
            builder.add_batch(batch)
        assert builder.nbytes == sum(len(r[3] or b"") + len(r[4] or b"") for r in expected)
        assert _rows(builder.finish()) == expected


@given(records=st.lists(st.tuples(st.integers(0, 1 << 40), _bytes, _bytes), min_size=1,
                        max_size=10),
       magic=st.sampled_from([0, 1]), compression=st.sampled_from(["none", "gzip"]))
@settings(max_examples=40, deadline=None)
def test_legacy_batches_take_the_record_path(records: list[Any], magic: int,
                                             compression: str) -> None:
    builder = LegacyMessageSetBuilder(magic=magic, compression_type=compression)
    for timestamp, key, value in records:
        builder.append(timestamp, key, value)
    batches = list(RecordsReader(builder.build(base_offset=100)))
    expected = [row for batch in batches for row in _expected(batch, 101, 1 << 62, True)]
    for implementation in IMPLEMENTATIONS:
        columns = ColumnBuilder(True, implementation)
        for batch in batches:
            columns.add_batch(batch, 101)
        assert _rows(columns.finish()) == expected


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records=_records, position=st.integers(0, 10_000), byte=st.integers(0, 255),
       count_delta=st.sampled_from([0, 0, 0, 1, -1, 1000]), include_headers=st.booleans())
def test_corrupt_sections_raise_alike_and_append_nothing(records: list[Any], position: int,
                                                         byte: int, count_delta: int,
                                                         include_headers: bool) -> None:
    batch = _batch(records, 0)
    section = bytearray(batch.data[HEADER_SIZE:])
    section[position % len(section)] = byte
    count = batch.record_count + count_delta
    outcomes: list[tuple[Any, ...]] = []
    for implementation in IMPLEMENTATIONS:
        builder = ColumnBuilder(include_headers, implementation)
        builder.add_batch(_batch(records[:1], 0))  # rows already present must survive an error
        before = _rows(builder.finish())
        builder.add_batch(_batch(records[:1], 0))
        core = builder._core
        try:
            appended = core.append_section(bytes(section), 0, len(section), count, 7,
                                           1000, -1, 0, 0, 1 << 62)
            outcomes.append(("ok", appended, _rows(builder.finish())))
        except ProtocolError as exc:
            assert isinstance(exc, CorruptRecordError)
            assert _rows(builder.finish()) == before
            outcomes.append(("error",))
        try:  # the record decoder agrees on whether these bytes are valid
            decoded = implementation.decode_records(bytes(section), 0, len(section), count, 7,
                                                    1000, -1)
            kept = [r for r in decoded if 0 <= r.offset < 1 << 62]
            assert outcomes[-1][0] == "ok" and outcomes[-1][1] == len(kept)
        except CorruptRecordError:
            assert outcomes[-1] == ("error",)
    assert outcomes[0] == outcomes[1]


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS, ids=lambda i: i.name)
def test_section_outside_the_data_is_rejected(implementation: Implementation) -> None:
    core = new_columns_core(False, implementation)
    with pytest.raises(CorruptRecordError):
        core.append_section(b"\x00" * 10, 5, 20, 1, 0, 0, -1, 0, 0, 10)
    with pytest.raises(CorruptRecordError):
        core.append_section(b"\x00" * 70, 0, 70, 100, 0, 0, -1, 0, 0, 10)
    assert core.rows == 0


def test_pure_core_is_the_reference_type() -> None:
    assert isinstance(new_columns_core(False, PURE), ColumnsCore)
    assert not isinstance(new_columns_core(False, _c()), ColumnsCore)
    # append_record validates its bytes like the C core does
    for implementation in IMPLEMENTATIONS:
        core = new_columns_core(True, implementation)
        core.append_record(5, 10, 1, None, b"v", [("k", None)])
        rows, offsets, *_ = core.take()
        assert rows == 1 and struct.unpack("<q", offsets) == (5,)


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS, ids=lambda i: i.name)
def test_a_bad_row_appends_nothing(implementation: Implementation) -> None:
    core = new_columns_core(True, implementation)
    core.append_record(1, 10, 0, b"k", None, ())
    bad_rows: list[tuple[Any, ...]] = [
        (2, 20, 0, "text", b"v", ()),  # a str key
        (2, 20, 0, b"k", 5, ()),  # a non-bytes value
        (1 << 64, 20, 0, b"k", b"v", ()),  # an offset beyond int64
    ]
    for row in bad_rows:
        with pytest.raises((TypeError, OverflowError)):
            core.append_record(*row)
        assert core.rows == 1
    rows, offsets, timestamps, types, key, value, headers = core.take()
    assert (rows, offsets, timestamps, types) == (1, struct.pack("<q", 1), struct.pack("<q", 10),
                                                  struct.pack("<i", 0))
    assert key == (b"k", struct.pack("<2i", 0, 1), None, 0)
    assert value == (b"", struct.pack("<2i", 0, 0), b"\x00", 1)
    assert headers == [None]
