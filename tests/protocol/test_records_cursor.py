"""Decoding a batch a slice at a time (``decode_slice``, ``RecordCursor``, ``LegacyCursor``,
``ColumnBuilder.add_slice``): slices add up to exactly what the whole-batch decoders produce,
pure and C agree slice by slice (also on corrupt bytes, where each slice is all or nothing and
the error comes at the same slice), and a batch of a million tiny records costs memory per slice,
not per batch."""

from __future__ import annotations

import tracemalloc
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafka_async.protocol.errors import CorruptRecordError, DecompressionError, ProtocolError
from kafka_async.protocol.records import (
    PURE,
    Implementation,
    LegacyBatch,
    LegacyMessageSetBuilder,
    RecordBatchBuilder,
    RecordsReader,
    load_speedups,
)
from kafka_async.protocol.records.batch import HEADER_SIZE
from kafka_async.protocol.records.columnar import ColumnBuilder

SPEEDUPS = load_speedups()


def _c() -> Implementation:
    assert SPEEDUPS is not None, "the C speedups are not built (pip install -e . with a compiler)"
    return SPEEDUPS


IMPLEMENTATIONS = [PURE, _c()]

_bytes = st.one_of(st.none(), st.binary(max_size=30))
_headers = st.lists(st.tuples(st.text(max_size=4), st.one_of(st.none(), st.binary(max_size=6))),
                    max_size=2)
_records = st.lists(st.tuples(st.integers(-(1 << 40), 1 << 40), _bytes, _bytes, _headers),
                    min_size=0, max_size=40)


def _build(records: list[Any], base_offset: int = 0, **options: Any) -> bytes:
    builder = RecordBatchBuilder(batch_size=-1, **options)
    for timestamp, key, value, headers in records:
        builder.append(timestamp, key, value, headers)
    return bytes(builder.build(base_offset=base_offset))


def _slices(batch: Any, sizes: list[int]) -> list[Any]:
    """Take slices of the given sizes (cycling) until the cursor is done: per slice its records
    as tuples, or the error it raised (then stop)."""
    cursor = batch.cursor()
    out: list[Any] = []
    step = 0
    while not cursor.done:
        size = sizes[step % len(sizes)]
        step += 1
        try:
            out.append([r.as_tuple() for r in cursor.take(size)])
        except ProtocolError as exc:
            out.append((type(exc).__name__,))
            try:  # all or nothing: the cursor stayed put and raises again
                cursor.take(size)
            except ProtocolError as again:
                assert type(again) is type(exc)
            else:
                raise AssertionError("a failed slice did not fail again")
            break
        assert step < 10_000
    return out


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records=_records, base_offset=st.integers(0, 1 << 40),
       compression=st.sampled_from(["none", "gzip", "lz4", "zstd"]), log_append=st.booleans(),
       sizes=st.lists(st.integers(0, 7), min_size=1, max_size=4).filter(any))
def test_slices_add_up_to_the_whole_batch(records: list[Any], base_offset: int,
                                          compression: str, log_append: bool,
                                          sizes: list[int]) -> None:
    data = _build(records, base_offset, compression_type=compression,
                  timestamp_type=1 if log_append else 0)
    outcomes = []
    for implementation in IMPLEMENTATIONS:
        (batch,) = RecordsReader(data, implementation=implementation)
        whole = [r.as_tuple() for r in batch.records()]
        sliced = _slices(batch, sizes)
        assert [record for chunk in sliced for record in chunk] == whole
        assert all(len(chunk) <= max(sizes) for chunk in sliced)
        outcomes.append(sliced)
    assert outcomes[0] == outcomes[1]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records=_records.filter(lambda r: len(r) >= 2), position=st.integers(0, 10_000),
       byte=st.integers(0, 255), count_delta=st.sampled_from([0, 0, 1, -1, 50]),
       sizes=st.lists(st.integers(1, 5), min_size=1, max_size=3))
def test_pure_and_c_agree_slice_by_slice_on_damaged_sections(
        records: list[Any], position: int, byte: int, count_delta: int,
        sizes: list[int]) -> None:
    section = bytearray(_build(records)[HEADER_SIZE:])
    section[position % len(section)] = byte
    count = len(records) + count_delta
    outcomes = []
    for implementation in IMPLEMENTATIONS:
        steps: list[Any] = []
        at, left, step = 0, count, 0
        while True:
            limit = sizes[step % len(sizes)]
            step += 1
            try:
                got, at = implementation.decode_slice(bytes(section), at, len(section), left,
                                                      7, 1000, -1, limit)
            except CorruptRecordError:
                steps.append("error")
                break
            steps.append(([r.as_tuple() for r in got], at))
            left -= len(got)
            if left == 0:
                break
        try:  # the whole-section decoder accepts exactly the same bytes
            whole = [r.as_tuple() for r in implementation.decode_records(
                bytes(section), 0, len(section), count, 7, 1000, -1)]
            assert steps[-1] != "error"
            assert [r for chunk, _ in steps for r in chunk] == whole
        except CorruptRecordError:
            assert steps[-1] == "error"
        outcomes.append(steps)
    assert outcomes[0] == outcomes[1]


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS, ids=lambda i: i.name)
def test_the_section_end_is_checked_with_the_last_slice(implementation: Implementation) -> None:
    """Bytes left over after the declared records: the slices before the last one deliver, the
    last one raises (what the whole-batch decoder reports up front)."""
    section = _build([(1, None, b"a", []), (2, None, b"b", []), (3, None, b"c", [])])[HEADER_SIZE:]
    got, at = implementation.decode_slice(section + b"\x00", 0, len(section) + 1, 2, 0, 0, -1,
                                          1)
    assert [r.value for r in got] == [b"a"]
    with pytest.raises(CorruptRecordError, match="left over"):
        implementation.decode_slice(section + b"\x00", at, len(section) + 1, 1, 0, 0, -1, 5)
    with pytest.raises(ValueError):
        implementation.decode_slice(section, 0, len(section), 3, 0, 0, -1, -1)


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS, ids=lambda i: i.name)
def test_a_million_empty_records_cost_one_slice_of_objects(implementation: Implementation
                                                           ) -> None:
    """The attack of the hostile-review issue, on the decoder alone: 1 M empty records (~760 KB
    of zstd). Whole, they are ~1 M objects (over 100 MB); a cursor's 500-record slice costs the
    decompressed section (9 MB) and 500 records."""
    builder = RecordBatchBuilder(compression_type="zstd", batch_size=-1)
    for _ in range(1_000_000):
        builder.append(0, None, None)
    data = bytes(builder.build(base_offset=10))
    (batch,) = RecordsReader(data, implementation=implementation)
    cursor = batch.cursor()
    tracemalloc.start()
    try:
        first = cursor.take(500)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert [r.offset for r in first] == list(range(10, 510))
    assert peak < 32 * 1024 * 1024, f"{peak:,} bytes for one slice"
    taken = len(first)
    while not cursor.done:
        chunk = cursor.take(100_000)
        assert chunk[0].offset == 10 + taken
        taken += len(chunk)
    assert taken == 1_000_000


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS, ids=lambda i: i.name)
def test_columns_in_slices_equal_the_whole_batch(implementation: Implementation) -> None:
    records = [(i, b"k%d" % i if i % 3 else None, b"v" * (i % 5), [("h", b"x")] if i % 4 else [])
               for i in range(100)]
    for compression in ("none", "lz4"):
        (batch,) = RecordsReader(_build(records, 50, compression_type=compression),
                                 implementation=implementation)
        whole = ColumnBuilder(True, implementation)
        whole.add_batch(batch, 60, 140)
        sliced = ColumnBuilder(True, implementation)
        cursor = batch.cursor()
        appended = []
        while not cursor.done:
            appended.append(sliced.add_slice(cursor, 7, 60, 140))
        assert sum(appended) == 80 and max(appended) <= 7
        assert sliced.finish() == whole.finish()


def _legacy(magic: int, count: int, compression: str = "gzip") -> LegacyBatch:
    builder = LegacyMessageSetBuilder(magic=magic, compression_type=compression)
    for index in range(count):
        builder.append(100 + index, b"k%d" % index, b"v%d" % index)
    (batch,) = RecordsReader(builder.build(base_offset=20))
    assert isinstance(batch, LegacyBatch)
    return batch


@pytest.mark.parametrize("magic", [0, 1])
@pytest.mark.parametrize("compression", ["none", "gzip", "lz4"])
def test_legacy_cursor_slices_equal_its_records(magic: int, compression: str) -> None:
    count = 1 if compression == "none" else 25
    whole = [r.as_tuple() for r in _legacy(magic, count, compression).records()]
    sliced = _slices(_legacy(magic, count, compression), [4])
    assert [record for chunk in sliced for record in chunk] == whole
    assert max(len(chunk) for chunk in sliced) <= 4
    columns = ColumnBuilder(False)
    cursor = _legacy(magic, count, compression).cursor()
    while not cursor.done:
        columns.add_slice(cursor, 3)
    assert columns.rows == count


@pytest.mark.parametrize("magic", [0, 1])
def test_legacy_base_offset_decodes_no_records(magic: int) -> None:
    batch = _legacy(magic, 10)
    assert batch.base_offset == 20 and batch.last_offset == 29
    assert batch._records is None  # found by a framing scan, no Record built


@pytest.mark.parametrize("magic", [0, 1])
def test_corrupt_legacy_wrapper_raises_named_errors_every_time(magic: int) -> None:
    builder = LegacyMessageSetBuilder(magic=magic, compression_type="gzip")
    builder.append(1, None, b"x")
    wrapper = builder._message(1, 1, None, b"not gzip at all")
    (batch,) = RecordsReader(builder._entry(41, wrapper))
    assert isinstance(batch, LegacyBatch)
    cursor = batch.cursor()
    for call in (batch.records, lambda: cursor.take(5), lambda: cursor.take(5),
                 lambda: batch.base_offset):
        with pytest.raises(DecompressionError, match=f"magic-{magic} message set at offset 41"):
            call()
    assert not cursor.done
