"""RecordBatch v2: golden bytes, round trips (both implementations, all codecs), builder
semantics, producer-state rewrites, control batches, CRCs, truncated tails."""

from __future__ import annotations

import os
import shutil
import struct

import pytest
from aiokafka.record.default_records import DefaultRecordBatch  # type: ignore[import-untyped]
from hypothesis import given, settings
from hypothesis import strategies as st

from kafka_async.protocol import compression
from kafka_async.protocol.errors import CorruptRecordError
from kafka_async.protocol.records import (
    HEADER_SIZE,
    PURE,
    ControlRecord,
    ControlRecordType,
    Implementation,
    Record,
    RecordBatch,
    RecordBatchBuilder,
    RecordsReader,
    build_control_batch,
    load_speedups,
    rewrite_producer_state,
)

SPEEDUPS = load_speedups()
IMPLEMENTATIONS = [PURE] + ([SPEEDUPS] if SPEEDUPS is not None else [])
IDS = [implementation.name for implementation in IMPLEMENTATIONS]
CODECS = ["none", "gzip", "snappy", "lz4", "zstd"]

# Written by kafka-python's pure-Python DefaultRecordBatchBuilder (an independent
# implementation): producer 42/3/7, two records, the second with headers ("h", b"1"), ("n", None).
GOLDEN = bytes.fromhex(
    "000000000000000000000051000000000207aab32a0000000000010000018bcfe568000000018bcfe568050000"
    "00000000002a0003000000070000000214000000046b300476300028000a02010e76616c75652d310402680231"
    "026e01"
)
GOLDEN_RECORDS = [
    Record(0, 1700000000000, b"k0", b"v0", ()),
    Record(1, 1700000000005, None, b"value-1", (("h", b"1"), ("n", None))),
]


@pytest.fixture(params=IMPLEMENTATIONS, ids=IDS)
def impl(request: pytest.FixtureRequest) -> Implementation:
    implementation: Implementation = request.param
    return implementation


def test_speedups_are_built_where_a_compiler_exists() -> None:
    """setup.py builds the C twin whenever a compiler is present; this machine has one."""
    if shutil.which("cc") or shutil.which("gcc"):
        assert SPEEDUPS is not None
        assert SPEEDUPS.name == "c"


def test_golden_encode(impl: Implementation) -> None:
    builder = RecordBatchBuilder(producer_id=42, producer_epoch=3, base_sequence=7,
                                 partition_leader_epoch=0, implementation=impl)
    for record in GOLDEN_RECORDS:
        assert builder.append(record.timestamp, record.key, record.value, record.headers)
    assert bytes(builder.build()) == GOLDEN


def test_golden_decode(impl: Implementation) -> None:
    reader = RecordsReader(GOLDEN, implementation=impl)
    (only,) = list(reader)
    assert isinstance(only, RecordBatch)
    assert (only.base_offset, only.last_offset_delta, only.producer_id, only.producer_epoch,
            only.base_sequence, only.record_count) == (0, 1, 42, 3, 7, 2)
    assert not only.is_transactional and not only.is_control
    assert only.crc_is_valid()
    assert list(only) == GOLDEN_RECORDS
    assert reader.truncated_bytes == 0


header_strategy = st.tuples(st.text(max_size=8), st.none() | st.binary(max_size=16))
record_strategy = st.tuples(
    st.integers(min_value=0, max_value=2**41),
    st.none() | st.binary(max_size=64),
    st.none() | st.binary(max_size=300),
    st.lists(header_strategy, max_size=3).map(tuple),
)


@settings(max_examples=60, deadline=None)
@given(records=st.lists(record_strategy, min_size=1, max_size=30),
       codec=st.sampled_from(CODECS), base_offset=st.integers(0, 2**62),
       transactional=st.booleans(), producer_id=st.integers(-1, 2**62))
def test_round_trip(records: list[tuple[int, bytes | None, bytes | None,
                                        tuple[tuple[str, bytes | None], ...]]],
                    codec: str, base_offset: int, transactional: bool, producer_id: int) -> None:
    built = []
    for implementation in IMPLEMENTATIONS:
        builder = RecordBatchBuilder(compression_type=codec, batch_size=-1,
                                     is_transactional=transactional, producer_id=producer_id,
                                     producer_epoch=5, base_sequence=9,
                                     implementation=implementation)
        for timestamp, key, value, headers in records:
            assert builder.append(timestamp, key, value, headers)
        built.append(bytes(builder.build(base_offset=base_offset)))
    assert len(set(built)) == 1  # both implementations write identical bytes
    expected = [Record(base_offset + index, timestamp, key, value, headers)
                for index, (timestamp, key, value, headers) in enumerate(records)]
    for implementation in IMPLEMENTATIONS:
        (decoded,) = list(RecordsReader(built[0], implementation=implementation))
        assert decoded.is_transactional is transactional
        assert (decoded.producer_id, decoded.producer_epoch, decoded.base_sequence) == (
            producer_id, 5, 9)
        assert decoded.next_offset == base_offset + len(records)
        assert decoded.max_timestamp == max(record[0] for record in records)
        assert list(decoded) == expected
    # An independent reader (aiokafka) agrees on every field.
    theirs = DefaultRecordBatch(built[0])
    assert theirs.validate_crc()
    assert [(r.offset, r.timestamp, r.key, r.value, tuple(r.headers)) for r in theirs] == [
        record.as_tuple() for record in expected]


def test_log_append_time_uses_max_timestamp(impl: Implementation) -> None:
    builder = RecordBatchBuilder(timestamp_type=1, implementation=impl)
    builder.append(10, None, b"a")
    builder.append(20, None, b"b")
    data = bytearray(builder.build())
    struct.pack_into(">q", data, 35, 99999)  # the broker stamps max_timestamp
    rewrite_producer_state(data, producer_id=-1, producer_epoch=-1, base_sequence=-1)
    (decoded,) = list(RecordsReader(data, implementation=impl))
    assert decoded.timestamp_type == 1
    assert [record.timestamp for record in decoded] == [99999, 99999]


def test_negative_timestamp_deltas(impl: Implementation) -> None:
    builder = RecordBatchBuilder(implementation=impl)
    for timestamp in (1000, 10, 5000, -1):
        builder.append(timestamp, None, None)
    (decoded,) = list(RecordsReader(builder.build(), implementation=impl))
    assert [record.timestamp for record in decoded] == [1000, 10, 5000, -1]
    assert decoded.base_timestamp == 1000 and decoded.max_timestamp == 5000


def test_batch_size_limit(impl: Implementation) -> None:
    builder = RecordBatchBuilder(batch_size=HEADER_SIZE + 100, implementation=impl)
    assert builder.append(0, None, b"x" * 500)  # the first record always fits
    size = builder.size_in_bytes()
    assert not builder.append(0, None, b"y")
    assert builder.size_in_bytes() == size and builder.record_count == 1
    small = RecordBatchBuilder(batch_size=HEADER_SIZE + 40, implementation=impl)
    assert small.append(0, None, b"a" * 10)
    assert small.append(1, None, b"b" * 10)
    assert not small.append(2, None, b"c" * 10)
    assert [r.value for b in RecordsReader(small.build()) for r in b] == [b"a" * 10, b"b" * 10]


def test_append_accepts_buffers_and_keywords(impl: Implementation) -> None:
    builder = RecordBatchBuilder(implementation=impl)
    assert builder.append(1, bytearray(b"k"), memoryview(b"value"),
                          headers=[["h", b"v"]])  # type: ignore[list-item]
    assert builder.append(timestamp=2, key=None, value=b"v2",
                          headers=[(b"raw", bytearray(b"x"))])  # type: ignore[list-item]
    records = [r for b in RecordsReader(builder.build()) for r in b]
    assert records == [Record(0, 1, b"k", b"value", (("h", b"v"),)),
                       Record(1, 2, None, b"v2", (("raw", b"x"),))]


def test_append_rejects_wrong_types(impl: Implementation) -> None:
    builder = RecordBatchBuilder(implementation=impl)
    with pytest.raises(TypeError):
        builder.append(0, None, "text is not bytes")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        builder.append(0, None, b"v", [("only-key",)])  # type: ignore[list-item]
    assert builder.record_count == 0 and builder.size_in_bytes() == HEADER_SIZE


def test_many_headers(impl: Implementation) -> None:
    headers = tuple((f"h{index}", bytes([index])) for index in range(40))
    builder = RecordBatchBuilder(implementation=impl)
    builder.append(0, b"k", b"v", headers)
    (record,) = [r for b in RecordsReader(builder.build(), implementation=impl) for r in b]
    assert record.headers == headers


@pytest.mark.parametrize("codec", CODECS)
def test_retry_reuses_the_same_record_bytes(codec: str, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real_compress = compression.compress

    def counting_compress(*args: object, **kwargs: object) -> bytes:
        calls.append(1)
        return real_compress(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("kafka_async.protocol.records.batch.compress", counting_compress)
    builder = RecordBatchBuilder(compression_type=codec)
    for index in range(50):
        builder.append(index, b"key", os.urandom(20) * 5)
    first = builder.build(producer_id=7, producer_epoch=1, base_sequence=0)
    retry = builder.build(producer_id=8, producer_epoch=2, base_sequence=100, is_transactional=True)
    assert len(calls) == (0 if codec == "none" else 1)
    assert first[HEADER_SIZE:] == retry[HEADER_SIZE:]
    patched = bytearray(first)
    rewrite_producer_state(patched, producer_id=8, producer_epoch=2, base_sequence=100,
                           is_transactional=True)
    assert patched == retry
    (decoded,) = list(RecordsReader(retry))
    assert (decoded.producer_id, decoded.producer_epoch, decoded.base_sequence) == (8, 2, 100)
    assert decoded.is_transactional and decoded.crc_is_valid()


@pytest.mark.parametrize("marker", list(ControlRecordType))
def test_control_batch(marker: ControlRecordType, impl: Implementation) -> None:
    data = build_control_batch(marker, producer_id=11, producer_epoch=2, coordinator_epoch=6,
                               timestamp=123, base_offset=40)
    (decoded,) = list(RecordsReader(data, implementation=impl))
    assert decoded.is_control and decoded.is_transactional
    (record,) = list(decoded)
    assert record.offset == 40
    control = ControlRecord.from_record(record)
    assert (control.type, control.version, control.coordinator_epoch) == (marker, 0, 6)
    theirs = DefaultRecordBatch(bytes(data))
    assert theirs.is_control_batch and theirs.is_transactional


def test_control_record_with_unknown_type() -> None:
    with pytest.raises(CorruptRecordError, match="unknown type 7"):
        ControlRecord.from_record(Record(5, 0, struct.pack(">hh", 0, 7), None, ()))
    with pytest.raises(CorruptRecordError, match="short key"):
        ControlRecord.from_record(Record(5, 0, b"\x00", None, ()))


@pytest.mark.parametrize("position", [21, 30, 60, 61, 70, -1])
def test_crc_corruption_detected(position: int, impl: Implementation) -> None:
    builder = RecordBatchBuilder(implementation=impl)
    for index in range(5):
        builder.append(index, b"key", b"value" * 4)
    data = bytearray(builder.build(base_offset=77))
    data[position] ^= 0x40
    with pytest.raises(CorruptRecordError, match=r"offset 77.*CRC-32C"):
        list(RecordsReader(bytes(data), check_crcs=True, implementation=impl))
    (unchecked,) = list(RecordsReader(bytes(data), check_crcs=False, implementation=impl))
    assert not unchecked.crc_is_valid()


def test_crc_does_not_cover_offset_or_leader_epoch() -> None:
    """The broker rewrites base offset and partition leader epoch; the CRC must survive that."""
    data = bytearray(GOLDEN)
    struct.pack_into(">q", data, 0, 123456)
    struct.pack_into(">i", data, 12, 99)
    (batch_,) = list(RecordsReader(bytes(data), check_crcs=True))
    assert (batch_.base_offset, batch_.partition_leader_epoch) == (123456, 99)
    assert [r.offset for r in batch_] == [123456, 123457]


def test_crc_field_corruption_detected() -> None:
    data = bytearray(GOLDEN)
    data[18] ^= 0x01  # inside the stored CRC itself
    with pytest.raises(CorruptRecordError, match="CRC-32C"):
        list(RecordsReader(data))


def _three_batches() -> bytes:
    parts = []
    for base in (0, 10, 20):
        builder = RecordBatchBuilder(compression_type="lz4" if base == 10 else "none")
        for index in range(10):
            builder.append(base + index, None, b"v%d" % (base + index))
        parts.append(bytes(builder.build(base_offset=base)))
    return b"".join(parts)


def test_truncated_tail_is_reported_not_raised(impl: Implementation) -> None:
    data = _three_batches()
    sizes = []
    for batch_ in RecordsReader(data):
        sizes.append(batch_.size_in_bytes)
    boundaries = [0, sizes[0], sizes[0] + sizes[1], len(data)]
    for cut in range(len(data) + 1):
        reader = RecordsReader(memoryview(data)[:cut], implementation=impl)
        whole = [batch_.base_offset for batch_ in reader]
        complete = sum(1 for boundary in boundaries[1:] if boundary <= cut)
        assert whole == [0, 10, 20][:complete]
        assert reader.truncated_bytes == cut - boundaries[complete]
        values = [r.value for batch_ in RecordsReader(data[:cut]) for r in batch_]
        assert values == [b"v%d" % index for index in range(10 * complete)]


def test_reader_is_lazy_about_records(impl: Implementation) -> None:
    data = bytearray(_three_batches())
    data[HEADER_SIZE + 3] ^= 0xFF  # damage the first record of the first batch
    batches = list(RecordsReader(bytes(data), check_crcs=False, implementation=impl))
    assert [b.base_offset for b in batches] == [0, 10, 20]  # headers parse fine
    assert [r.offset for r in batches[1]] == list(range(10, 20))


def test_unknown_magic_is_an_error() -> None:
    data = bytearray(GOLDEN)
    data[16] = 3
    with pytest.raises(CorruptRecordError, match="unknown magic 3"):
        list(RecordsReader(bytes(data)))


def test_varint_helpers_agree() -> None:
    if SPEEDUPS is None:
        return
    from kafka_async.protocol.records import _pure, _speedups

    for value in (0, 1, -1, 63, -64, 64, 2**31 - 1, -(2**31), 2**63 - 1, -(2**63)):
        pure_out, c_out = bytearray(), bytearray()
        _pure.encode_varint(value, pure_out)
        _speedups.encode_varint(value, c_out)
        assert pure_out == c_out
        assert _pure.varint_size(value) == _speedups.varint_size(value) == len(pure_out)
        assert _pure.decode_varint(pure_out, 0) == _speedups.decode_varint(c_out, 0) == (
            value, len(pure_out))


@settings(max_examples=300, deadline=None)
@given(value=st.integers(-(2**63), 2**63 - 1))
def test_varint_round_trip(value: int) -> None:
    from kafka_async.protocol.records import _pure

    out = bytearray()
    _pure.encode_varint(value, out)
    assert _pure.decode_varint(bytes(out), 0) == (value, len(out))
    assert len(out) == _pure.varint_size(value) <= 10


@pytest.mark.parametrize(("switch", "expected"), [("1", "python"), ("0", "c"), ("", "c")])
def test_extension_switch(switch: str, expected: str) -> None:
    """KAFKA_ASYNC_NO_EXTENSIONS=1 selects pure Python at import, whatever is built."""
    import subprocess
    import sys

    if SPEEDUPS is None:
        expected = "python"
    code = "import kafka_async.protocol.records as r; print(r.IMPLEMENTATION)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "KAFKA_ASYNC_NO_EXTENSIONS": switch}, check=True)
    assert done.stdout.strip() == expected


def test_build_overrides_do_not_stick() -> None:
    builder = RecordBatchBuilder(producer_id=1, producer_epoch=2, base_sequence=3)
    builder.append(0, None, b"v")
    overridden = RecordBatch(memoryview(bytes(builder.build(
        producer_id=9, producer_epoch=8, base_sequence=7, is_transactional=True))))
    assert (overridden.producer_id, overridden.base_sequence) == (9, 7)
    assert overridden.is_transactional
    plain = RecordBatch(memoryview(bytes(builder.build())))
    assert (plain.producer_id, plain.producer_epoch, plain.base_sequence) == (1, 2, 3)
    assert not plain.is_transactional


HEADER_FIELDS = ("base_offset", "batch_length", "partition_leader_epoch", "magic", "crc",
                 "attributes", "last_offset_delta", "base_timestamp", "max_timestamp",
                 "producer_id", "producer_epoch", "base_sequence", "record_count")


@settings(max_examples=100, deadline=None)
@given(base_offset=st.integers(0, 2**63 - 1), producer_id=st.integers(-1, 2**63 - 1),
       epoch=st.integers(-1, 2**15 - 1), sequence=st.integers(-1, 2**31 - 1),
       leader_epoch=st.integers(-(2**31), 2**31 - 1), timestamp=st.integers(-(2**40), 2**40),
       control=st.booleans())
def test_batch_headers_parse_alike(base_offset: int, producer_id: int, epoch: int,
                                   sequence: int, leader_epoch: int, timestamp: int,
                                   control: bool) -> None:
    """The C twin parses headers into the very RecordBatch class: every field must agree,
    including sign extension of negative int16/int32 fields and the unsigned CRC."""
    builder = RecordBatchBuilder(is_control=control, is_transactional=control,
                                 partition_leader_epoch=leader_epoch)
    builder.append(timestamp, None, b"v")
    data = bytes(builder.build(base_offset=base_offset, producer_id=producer_id,
                               producer_epoch=epoch, base_sequence=sequence))
    parsed = [next(iter(RecordsReader(data, implementation=impl))) for impl in IMPLEMENTATIONS]
    expected = RecordBatch(memoryview(data))
    for batch_ in parsed:
        assert type(batch_) is RecordBatch
        for name in HEADER_FIELDS:
            assert getattr(batch_, name) == getattr(expected, name), name
        assert bytes(batch_.data) == data
        assert batch_.is_control is control
        assert [r.timestamp for r in batch_] == [timestamp]
