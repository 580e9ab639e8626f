"""columnar.interleave_rows (pure reference) against its compiled twin, on random columns and
on hostile offsets."""

from __future__ import annotations

from array import array

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafka_async.protocol.records._impl import load_speedups
from kafka_async.protocol.records.batch import RecordBatch, RecordBatchBuilder
from kafka_async.protocol.records.columnar import ColumnBuilder, interleave_rows, render_rows

COMPILED = load_speedups()
needs_c = pytest.mark.skipif(COMPILED is None or COMPILED.interleave_rows is None,
                             reason="the C speedups are not built")


def column(values: list[bytes | None]) -> tuple[bytes, bytes]:
    data, offsets = bytearray(), array("i", [0])
    for value in values:
        data += value or b""
        offsets.append(len(data))
    return bytes(data), offsets.tobytes()


values_lists = st.lists(st.one_of(st.none(), st.binary(max_size=20)), max_size=40)


@given(values_lists, values_lists, st.binary(max_size=3), st.integers(0, 40))
def test_compiled_matches_pure(keys: list[bytes | None], values: list[bytes | None],
                               delimiter: bytes, rows: int) -> None:
    size = min(len(keys), len(values))
    rows = min(rows, size)
    parts = (column(keys[:size]), delimiter, column(values[:size]), b"\n")
    expected = b"".join((k or b"") + delimiter + (v or b"") + b"\n"
                        for k, v in zip(keys[:rows], values[:rows], strict=True))
    assert interleave_rows(parts, rows) == expected
    if COMPILED is not None and COMPILED.interleave_rows is not None:
        assert COMPILED.interleave_rows(parts, rows) == expected


@pytest.mark.parametrize("implementation", [interleave_rows, pytest.param(
    "c", marks=needs_c)])
def test_hostile_offsets_raise(implementation: object) -> None:
    function = COMPILED.interleave_rows if implementation == "c" else implementation
    assert callable(function)
    for offsets, message in (([0, 9], "past its data"), ([3, 1], "decrease"),
                             ([-1, 0], "negative"), ([0], "fewer offsets")):
        with pytest.raises(ValueError, match=message):
            function(((b"abc", array("i", offsets).tobytes()),), 1)
    with pytest.raises(ValueError):
        function((b"x",), -1)


def test_columns_of_real_batches_print_one_value_per_line() -> None:
    builder = RecordBatchBuilder()
    for i in range(5):
        builder.append(1000 + i, None if i == 2 else b"k%d" % i, None if i == 3 else b"v%d" % i)
    batch = RecordBatch(builder.build())
    columns_builder = ColumnBuilder(include_headers=False)
    columns_builder.add_batch(batch, from_offset=1)
    columns = columns_builder.finish()
    value = (columns.value[0], columns.value[1])
    key = (columns.key[0], columns.key[1])
    assert render_rows((value, b"\n"), columns.rows) == b"v1\nv2\n\nv4\n"
    assert render_rows((key, b":", value, b"\n"), 2) == b"k1:v1\n:v2\n"
