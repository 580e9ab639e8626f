"""The compiled batch walker (`_speedups.walk_batches`, C `RecordBatch.__iter__`, C CRC-32C)
against the pure-Python reference, on random multi-batch buffers: valid runs, legacy sets in
between, control and LogAppendTime batches, truncated tails, corrupt CRCs with check_crcs on
and off, hostile lengths and counts. Both must yield the same batches (header, bytes, records),
the same truncated_bytes and the same error type at the same point, and raise nothing but
ProtocolError subclasses."""

from __future__ import annotations

import struct
import tracemalloc
from typing import Any

import pytest
from crc32c import crc32c
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafka_async.protocol.errors import CorruptRecordError, ProtocolError
from kafka_async.protocol.records import (
    PURE,
    ControlRecordType,
    Implementation,
    LegacyMessageSetBuilder,
    RecordBatch,
    RecordBatchBuilder,
    RecordsReader,
    build_control_batch,
    load_speedups,
)

SPEEDUPS = load_speedups()
HEADER_FIELDS = ("base_offset", "batch_length", "partition_leader_epoch", "magic", "crc",
                 "attributes", "last_offset_delta", "base_timestamp", "max_timestamp",
                 "producer_id", "producer_epoch", "base_sequence", "record_count")
BATCH_LENGTH = struct.Struct(">i")
RECORD_COUNT = struct.Struct(">i")


def _c() -> Implementation:
    assert SPEEDUPS is not None, "the C speedups are not built (pip install -e . with a compiler)"
    return SPEEDUPS


def _observe(data: bytes | bytearray | memoryview, implementation: Implementation,
             check_crcs: bool) -> list[Any]:
    """Everything a consumer can see: per batch its header, bytes and records (or the error
    type decoding them raised), then truncated_bytes, or the error type iterating raised."""
    events: list[Any] = []
    reader = RecordsReader(data, check_crcs=check_crcs, implementation=implementation,
                           max_decompressed_bytes=1 << 20)
    try:
        for batch in reader:
            if isinstance(batch, RecordBatch):
                header = tuple(getattr(batch, name) for name in HEADER_FIELDS)
                events.append(("v2", header, bytes(batch.data), batch.crc_is_valid()))
            else:
                events.append(("legacy", batch.base_offset, batch.magic))
            try:
                records = [record.as_tuple() for record in batch]
                assert [record.as_tuple() for record in batch.records()] == records
                events.append(("records", records))
            except ProtocolError as exc:
                events.append(("record-error", type(exc).__name__))
        events.append(("end", reader.truncated_bytes))
    except ProtocolError as exc:
        events.append(("error", type(exc).__name__, str(exc)))
    return events


def _same(data: bytes | bytearray | memoryview, check_crcs: bool) -> list[Any]:
    pure = _observe(data, PURE, check_crcs)
    compiled = _observe(data, _c(), check_crcs)
    assert compiled == pure
    return pure


# ----------------------------------------------------------------------------- strategies
_records = st.lists(st.tuples(
    st.integers(-(1 << 40), 1 << 40),
    st.none() | st.binary(max_size=20),
    st.none() | st.binary(max_size=60),
    st.lists(st.tuples(st.text(max_size=5), st.none() | st.binary(max_size=5)), max_size=3)),
    min_size=0, max_size=6)


@st.composite
def _segment(draw: st.DrawFn) -> bytes:
    kind = draw(st.sampled_from(["v2", "v2", "v2", "control", "legacy", "log-append"]))
    base_offset = draw(st.integers(0, 1 << 40))
    if kind == "control":
        marker = draw(st.sampled_from(list(ControlRecordType)))
        return bytes(build_control_batch(marker, producer_id=7, producer_epoch=1,
                                         coordinator_epoch=3, timestamp=1234,
                                         base_offset=base_offset))
    if kind == "legacy":
        builder = LegacyMessageSetBuilder(magic=draw(st.sampled_from([0, 1])),
                                          compression_type=draw(st.sampled_from(["none",
                                                                                 "gzip"])))
        builder.append(base_offset, b"k", b"legacy")
        return builder.build()
    codec = draw(st.sampled_from(["none", "none", "none", "gzip", "lz4"]))
    batch = RecordBatchBuilder(compression_type=codec, batch_size=-1,
                               timestamp_type=1 if kind == "log-append" else 0,
                               producer_id=draw(st.sampled_from([-1, 5, 1 << 40])))
    for timestamp, key, value, headers in draw(_records):
        batch.append(timestamp, key, value, headers)
    return bytes(batch.build(base_offset=base_offset))


@st.composite
def _damaged(draw: st.DrawFn, data: bytes) -> bytes:
    """`data` with a few bytes overwritten and/or an int32 length or count made hostile."""
    out = bytearray(data)
    for _ in range(draw(st.integers(0, 3))):
        if not out:
            break
        position = draw(st.integers(0, len(out) - 1))
        out[position] = draw(st.integers(0, 255))
    if out and draw(st.booleans()):
        position = draw(st.integers(0, max(len(out) - 4, 0)))
        hostile = draw(st.sampled_from([-1, 0, 48, 49, 0x7FFFFFFF, -(1 << 31),
                                        len(out), len(out) * 7 + 1]))
        out[position:position + 4] = BATCH_LENGTH.pack(hostile)[:len(out) - position]
    return bytes(out)


# ----------------------------------------------------------------------------------- tests
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(segments=st.lists(_segment(), min_size=0, max_size=8), cut=st.integers(0, 1 << 16),
       check_crcs=st.booleans())
def test_valid_runs_with_truncated_tails_agree(segments: list[bytes], cut: int,
                                               check_crcs: bool) -> None:
    data = b"".join(segments)
    whole = _same(data, check_crcs)
    assert whole[-1] == ("end", 0)
    cut = cut % (len(data) + 1)
    events = _same(data[:cut], check_crcs)
    assert events[-1][0] == "end"
    _same(memoryview(bytearray(data))[:cut], check_crcs)  # non-bytes input: a sliced view


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), segments=st.lists(_segment(), min_size=1, max_size=6),
       check_crcs=st.booleans())
def test_damaged_runs_agree(data: st.DataObject, segments: list[bytes],
                            check_crcs: bool) -> None:
    damaged = data.draw(_damaged(b"".join(segments)))
    _same(damaged, check_crcs)


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=300), check_crcs=st.booleans())
def test_arbitrary_bytes_agree(data: bytes, check_crcs: bool) -> None:
    _same(data, check_crcs)


@pytest.mark.parametrize("check_crcs", [True, False])
def test_corrupt_crc_surfaces_after_the_batches_before_it(check_crcs: bool) -> None:
    batches = []
    for index in range(3):
        builder = RecordBatchBuilder()
        builder.append(index, None, b"v%d" % index)
        batches.append(bytearray(builder.build(base_offset=index)))
    batches[2][-2] ^= 0x01  # the value's last byte (before the header count): bad CRC
    data = b"".join(bytes(batch) for batch in batches)
    for implementation in (PURE, _c()):
        iterator = iter(RecordsReader(data, check_crcs=check_crcs,
                                      implementation=implementation))
        assert [next(iterator).base_offset for _ in range(2)] == [0, 1]
        if check_crcs:
            with pytest.raises(CorruptRecordError, match=r"offset 2 .*CRC-32C"):
                next(iterator)
        else:
            third = next(iterator)
            assert not third.crc_is_valid()
            assert [r.value for r in third] == [b"v3"]


def test_runs_resume_after_a_legacy_message_set() -> None:
    legacy = LegacyMessageSetBuilder(magic=1)
    legacy.append(5, b"k", b"legacy")
    parts = [bytes(build_control_batch(ControlRecordType.COMMIT, producer_id=1,
                                       producer_epoch=0, coordinator_epoch=2, timestamp=9))]
    parts.append(legacy.build())
    for index in range(40):
        builder = RecordBatchBuilder()
        builder.append(index, None, b"x" * index)
        parts.append(bytes(builder.build(base_offset=10 + index)))
    events = _same(b"".join(parts) + parts[-1][:30], True)
    kinds = [event[0] for event in events if event[0] in ("v2", "legacy")]
    assert kinds == ["v2", "legacy"] + ["v2"] * 40
    assert events[-1] == ("end", 30)


@pytest.mark.parametrize("size", [0, 1, 7, 8, 9, 63, 64, 65, 1000, 4099])
def test_c_crc32c_matches_the_crc32c_package(size: int) -> None:
    from kafka_async.protocol.records import _speedups

    data = bytes((index * 131 + size) % 256 for index in range(size + 3))
    for start in range(3):  # unaligned starts too
        chunk = data[start:start + size]
        assert _speedups.crc32c(chunk) == crc32c(chunk)


def test_hostile_record_count_and_lengths_do_not_allocate() -> None:
    builder = RecordBatchBuilder()
    builder.append(1, b"k", b"v")
    base = bytearray(builder.build())
    for field_offset, hostile in ((57, 0x7FFFFFFF), (57, -1), (8, 0x7FFFFFFF), (8, 49)):
        data = bytearray(base)
        RECORD_COUNT.pack_into(data, field_offset, hostile)
        tracemalloc.start()
        try:
            _same(bytes(data) * 50, False)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert peak < 2 * len(data) * 50 + (1 << 20)


def test_compiled_iter_serves_pure_batches_identically() -> None:
    builder = RecordBatchBuilder(compression_type="gzip")
    builder.append(3, b"k", b"v", [("h", None)])
    data = bytes(builder.build(base_offset=100))
    (pure_batch,) = RecordsReader(data, implementation=PURE)
    (c_batch,) = RecordsReader(data, implementation=_c())
    assert [r.as_tuple() for r in pure_batch] == [r.as_tuple() for r in c_batch] == [
        (100, 3, b"k", b"v", (("h", None),))]
    direct = RecordBatch(memoryview(data))  # constructed by hand: decoded when iterated
    assert [r.as_tuple() for r in direct] == [(100, 3, b"k", b"v", (("h", None),))]


def test_walker_reports_where_it_stopped() -> None:
    from kafka_async.protocol.records import _speedups
    from kafka_async.protocol.records.reader import V2BatchRun

    builder = RecordBatchBuilder()
    builder.append(1, None, b"v")
    one = bytes(builder.build())
    view = memoryview(one * 3 + one[:20])
    for walk in (V2BatchRun, _speedups.walk_batches):
        run = walk(RecordBatch, view, len(one), True, 1 << 20, None)
        assert [batch.base_offset for batch in run] == [0, 0]
        assert run.position == 3 * len(one)
    with pytest.raises(ValueError, match="position"):
        _speedups.walk_batches(RecordBatch, view, -1, True, 1 << 20, None)
    with pytest.raises(TypeError, match="memoryview"):
        _speedups.walk_batches(RecordBatch, one, 0, True, 1 << 20, None)  # type: ignore[arg-type]


@pytest.mark.parametrize("value_size", [100, 4096, 70_000])
def test_crc_checks_of_small_and_big_batches_agree(value_size: int) -> None:
    """Small batches are checked by the C CRC-32C, big ones (>= 4 KiB) by the crc32c package:
    both paths must accept a valid batch and refuse a damaged one."""
    builder = RecordBatchBuilder(batch_size=-1)
    builder.append(1, b"k", bytes(range(256)) * (value_size // 256) + b"x")
    good = bytes(builder.build(base_offset=9))
    bad = bytearray(good)
    bad[len(bad) // 2] ^= 0x40
    data = good + bytes(bad)
    events = _same(data, True)
    assert events[0][0] == "v2" and events[0][3] is True
    assert events[-1][0] == "error" and "CRC-32C" in events[-1][2]
    unchecked = _same(data, False)
    assert [event[3] for event in unchecked if event[0] == "v2"] == [True, False]
