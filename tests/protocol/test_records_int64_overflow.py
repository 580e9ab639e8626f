"""A record whose absolute offset (base offset + offset delta) or timestamp (base timestamp +
timestamp delta) leaves int64 is corrupt, and every decoder says so the same way.

Before: the pure record decoder returned Python ints beyond int64, the pure columnar core raised
a bare OverflowError, and the C decoders wrapped around silently. Now the record decoders
(``decode_records``, ``decode_slice``, ``RecordBatch.records()``, cursors, the C walker's eager
decode), the columnar cores and the legacy decoder all raise CorruptRecordError naming the
overflow, and pure and C agree on every input (hypothesis below)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from crc32c import crc32c
from hypothesis import given, settings
from hypothesis import strategies as st

from kafka_async.protocol.compression import compress
from kafka_async.protocol.errors import CorruptRecordError, ProtocolError
from kafka_async.protocol.records import (
    PURE,
    Implementation,
    LegacyMessageSetBuilder,
    RecordsReader,
    load_speedups,
)
from kafka_async.protocol.records._pure import encode_varint
from kafka_async.protocol.records.batch import CRC_START, HEADER, HEADER_SIZE, LOG_OVERHEAD
from kafka_async.protocol.records.columnar import ColumnBuilder, new_columns_core
from kafka_async.protocol.records.legacy import LegacyBatch

INT64_MIN = -(1 << 63)
INT64_MAX = (1 << 63) - 1
SPEEDUPS = load_speedups()


def _c() -> Implementation:
    assert SPEEDUPS is not None, "the C speedups are not built (pip install -e . with a compiler)"
    return SPEEDUPS


IMPLEMENTATIONS = [PURE, _c()]


def _section(deltas: list[tuple[int, int]]) -> bytes:
    """A records section of one record per (timestamp delta, offset delta): key b"k", value
    b"v", no headers."""
    out = bytearray()
    for timestamp_delta, offset_delta in deltas:
        body = bytearray(b"\x00")
        encode_varint(timestamp_delta, body)
        encode_varint(offset_delta, body)
        body += b"\x02k\x02v\x00"
        encode_varint(len(body), out)
        out += body
    return bytes(out)


def _batch(base_offset: int, base_timestamp: int, deltas: list[tuple[int, int]],
           log_append_time: int = -1) -> bytes:
    """A whole v2 batch (valid CRC) around _section(deltas)."""
    section = _section(deltas)
    attributes = 0x08 if log_append_time >= 0 else 0
    last_delta = max((delta for _, delta in deltas), default=0)
    header = bytearray(HEADER_SIZE)
    HEADER.pack_into(header, 0, base_offset, HEADER_SIZE - LOG_OVERHEAD + len(section), -1, 2, 0,
                     attributes, max(min(last_delta, (1 << 31) - 1), 0),
                     base_timestamp, log_append_time, -1, -1, -1, len(deltas))
    data = header + section
    data[17:21] = crc32c(bytes(data[CRC_START:])).to_bytes(4, "big")
    return bytes(data)


def _outcome(call: Callable[[], Any]) -> Any:
    try:
        return ("ok", call())
    except ProtocolError as exc:
        return ("error", type(exc), str(exc))


def _decode_all(implementation: Implementation, base_offset: int, base_timestamp: int,
                deltas: list[tuple[int, int]], log_append_time: int) -> dict[str, Any]:
    """What every decoder of ``implementation`` makes of these records."""
    section = _section(deltas)
    count = len(deltas)
    batch_bytes = _batch(base_offset, base_timestamp, deltas, log_append_time)

    def records() -> list[Any]:
        return [r.as_tuple() for r in implementation.decode_records(
            section, 0, len(section), count, base_offset, base_timestamp, log_append_time)]

    def sliced() -> list[Any]:
        out, position, left = [], 0, count
        while True:  # one record per slice: the check runs in whichever slice holds the record
            got, position = implementation.decode_slice(section, position, len(section), left,
                                                        base_offset, base_timestamp,
                                                        log_append_time, 1)
            out += [r.as_tuple() for r in got]
            left -= len(got)
            if not left:
                return out

    def batch_records() -> list[Any]:  # the reader (and, for C, its walker's eager decode)
        (batch,) = RecordsReader(batch_bytes, implementation=implementation)
        return [r.as_tuple() for r in batch]

    def cursor() -> list[Any]:
        (batch,) = RecordsReader(batch_bytes, implementation=implementation)
        walk = batch.cursor()
        out = []
        while not walk.done:
            out += [r.as_tuple() for r in walk.take(1)]
        return out

    def columns() -> Any:
        builder = ColumnBuilder(False, implementation)
        (batch,) = RecordsReader(batch_bytes, implementation=implementation)
        builder.add_batch(batch, INT64_MIN, INT64_MAX)
        return builder.finish()

    def column_slices() -> Any:
        builder = ColumnBuilder(False, implementation)
        (batch,) = RecordsReader(batch_bytes, implementation=implementation)
        walk = batch.cursor()
        while not walk.done:
            builder.add_slice(walk, 1, INT64_MIN, INT64_MAX)
        return builder.finish()

    return {name: _outcome(call) for name, call in [
        ("records", records), ("sliced", sliced), ("batch", batch_records), ("cursor", cursor),
        ("columns", columns), ("column_slices", column_slices)]}


def _overflows(base_offset: int, base_timestamp: int, deltas: list[tuple[int, int]],
               log_append_time: int) -> bool:
    for timestamp_delta, offset_delta in deltas:
        if not INT64_MIN <= base_offset + offset_delta <= INT64_MAX:
            return True
        if log_append_time < 0 and not INT64_MIN <= base_timestamp + timestamp_delta <= INT64_MAX:
            return True
    return False


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS, ids=lambda i: i.name)
@pytest.mark.parametrize(("base_offset", "base_timestamp", "deltas", "what"), [
    (INT64_MAX - 1, 0, [(0, 1), (0, 2)], "offset"),
    (INT64_MIN + 1, 0, [(0, -1), (0, -2)], "offset"),
    (0, INT64_MAX, [(0, 0), (1, 1)], "timestamp"),
    (0, INT64_MIN, [(0, 0), (-1, 1)], "timestamp"),
    (INT64_MAX - 1, INT64_MAX, [(1, 2)], "offset"),  # both overflow: the offset comes first
])
def test_overflow_is_a_corrupt_record(implementation: Implementation, base_offset: int,
                                      base_timestamp: int, deltas: list[tuple[int, int]],
                                      what: str) -> None:
    outcomes = _decode_all(implementation, base_offset, base_timestamp, deltas, -1)
    for name, outcome in outcomes.items():
        assert outcome[0] == "error", name
        assert outcome[1] is CorruptRecordError, name
        assert f"base {what}" in outcome[2] and "overflows int64" in outcome[2], name


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS, ids=lambda i: i.name)
def test_the_int64_edges_themselves_decode(implementation: Implementation) -> None:
    outcomes = _decode_all(implementation, INT64_MAX - 1, INT64_MIN + 1,
                           [(-1, 0), (0, 1)], -1)
    assert outcomes["records"] == ("ok", [(INT64_MAX - 1, INT64_MIN, b"k", b"v", ()),
                                          (INT64_MAX, INT64_MIN + 1, b"k", b"v", ())])
    assert outcomes["sliced"] == outcomes["batch"] == outcomes["cursor"] == outcomes["records"]


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS, ids=lambda i: i.name)
def test_log_append_time_replaces_an_overflowing_timestamp(implementation: Implementation
                                                           ) -> None:
    outcomes = _decode_all(implementation, 5, INT64_MAX, [(1, 0)], 1234)
    assert outcomes["records"] == ("ok", [(5, 1234, b"k", b"v", ())])
    assert all(outcome[0] == "ok" for outcome in outcomes.values())


def test_the_columnar_cores_raise_the_same_error() -> None:
    section = _section([(0, 1)])
    raised = []
    for implementation in IMPLEMENTATIONS:
        core = new_columns_core(False, implementation)
        with pytest.raises(CorruptRecordError) as caught:
            core.append_section(section, 0, len(section), 1, INT64_MAX, 0, -1, 0, 0, 10)
        assert core.rows == 0
        raised.append(str(caught.value))
    assert raised[0] == raised[1] == (
        f"record 0: base offset {INT64_MAX} + offset delta 1 overflows int64")


_edge = st.one_of(st.integers(INT64_MIN, INT64_MIN + 3), st.integers(INT64_MAX - 3, INT64_MAX),
                  st.integers(-5, 5), st.integers(INT64_MIN, INT64_MAX))


@settings(max_examples=400, deadline=None)
@given(base_offset=_edge, base_timestamp=_edge,
       deltas=st.lists(st.tuples(_edge, _edge), min_size=1, max_size=4),
       log_append_time=st.sampled_from([-1, -1, 0, 1 << 40]))
def test_pure_and_c_agree_near_the_int64_edges(base_offset: int, base_timestamp: int,
                                               deltas: list[tuple[int, int]],
                                               log_append_time: int) -> None:
    pure = _decode_all(PURE, base_offset, base_timestamp, deltas, log_append_time)
    compiled = _decode_all(_c(), base_offset, base_timestamp, deltas, log_append_time)
    for name in pure:
        assert pure[name] == compiled[name], name
    expected = "error" if _overflows(base_offset, base_timestamp, deltas, log_append_time) \
        else "ok"
    if base_offset == INT64_MAX:  # no offset can be in the columns' window: nothing decoded
        del pure["columns"]
    assert {outcome[0] for outcome in pure.values()} == {expected}


def test_legacy_inner_offsets_beyond_int64_are_corrupt() -> None:
    """Magic 1: absolute offset = inner offset + (wrapper offset - last inner offset); inner
    offsets out of order can push that past int64."""
    builder = LegacyMessageSetBuilder(magic=1, compression_type="gzip")
    builder.append(1, None, b"a")
    builder.append(2, None, b"b")
    data = bytearray(builder.build(base_offset=INT64_MAX - 1))
    (batch,) = RecordsReader(bytes(data), check_crcs=False)
    assert [r.offset for r in batch] == [INT64_MAX - 1, INT64_MAX]
    # Rebuild with a first inner offset above the last one: shift = INT64_MAX - 0.
    inner = builder._entry(5, builder._message(0, 1, None, b"a")) + \
        builder._entry(0, builder._message(0, 2, None, b"b"))
    wrapper = builder._message(1, 2, None, compress(1, inner))
    legacy = LegacyBatch(memoryview(builder._entry(INT64_MAX, wrapper)))
    with pytest.raises(CorruptRecordError, match="overflows int64"):
        legacy.records()
