"""Legacy MessageSets (magic 0 and 1): the 0.8 format of the protocol guide, compression wrappers,
relative offsets, CRC-32, and mixing with v2 batches in one fetch response."""

from __future__ import annotations

import struct
import zlib

import pytest
from aiokafka.record.legacy_records import LegacyRecordBatchBuilder  # type: ignore[import-untyped]
from aiokafka.record.memory_records import MemoryRecords  # type: ignore[import-untyped]
from hypothesis import given, settings
from hypothesis import strategies as st

from kafka_async.protocol.compression import compress
from kafka_async.protocol.errors import CorruptRecordError, ProtocolError
from kafka_async.protocol.records import (
    LegacyBatch,
    LegacyMessageSetBuilder,
    Record,
    RecordBatchBuilder,
    RecordsReader,
)


def _message_v0(attributes: int, key: bytes | None, value: bytes | None) -> bytes:
    """A magic-0 Message exactly as the 0.8 protocol guide spells it (seed 000):
    Crc MagicByte Attributes Key Value, Crc = CRC32 of the rest, bytes = int32 length + data."""
    rest = struct.pack(">bb", 0, attributes)
    for field in (key, value):
        rest += struct.pack(">i", -1 if field is None else len(field)) + (field or b"")
    return struct.pack(">I", zlib.crc32(rest)) + rest


def _entry(offset: int, message: bytes) -> bytes:
    """MessageSet => [Offset MessageSize Message]; no count prefix."""
    return struct.pack(">qi", offset, len(message)) + message


def test_guide_format_magic_0() -> None:
    data = _entry(5, _message_v0(0, b"key", b"hello")) + _entry(6, _message_v0(0, None, None))
    reader = RecordsReader(data)
    batches = list(reader)
    assert all(isinstance(batch, LegacyBatch) and batch.magic == 0 for batch in batches)
    assert [record for batch in batches for record in batch] == [
        Record(5, -1, b"key", b"hello", ()), Record(6, -1, None, None, ())]
    assert batches[1].next_offset == 7
    assert reader.truncated_bytes == 0


def test_guide_format_compressed_wrapper() -> None:
    """'The messages to be sent are wrapped (uncompressed) in a MessageSet structure, which is
    then compressed and stored in the Value field of a single Message' (seed 000)."""
    inner = b"".join(_entry(100 + index, _message_v0(0, None, b"m%d" % index))
                     for index in range(3))
    wrapper = _entry(102, _message_v0(1, None, compress(1, inner)))
    (batch,) = list(RecordsReader(wrapper))
    assert batch.compression_type == 1
    assert [(r.offset, r.value) for r in batch] == [(100, b"m0"), (101, b"m1"), (102, b"m2")]
    assert batch.base_offset == 100 and batch.last_offset == 102


@pytest.mark.parametrize("magic", [0, 1])
@pytest.mark.parametrize("codec", ["none", "gzip", "snappy", "lz4", "zstd"])
@settings(max_examples=15, deadline=None)
@given(messages=st.lists(st.tuples(st.integers(0, 2**40), st.none() | st.binary(max_size=20),
                                   st.none() | st.binary(max_size=200)), min_size=1,
                         max_size=12))
def test_round_trip(magic: int, codec: str,
                    messages: list[tuple[int, bytes | None, bytes | None]]) -> None:
    builder = LegacyMessageSetBuilder(magic=magic, compression_type=codec, batch_size=-1)
    for timestamp, key, value in messages:
        assert builder.append(timestamp, key, value)
    data = builder.build(base_offset=1000)
    decoded = [record for batch in RecordsReader(data) for record in batch]
    assert [(r.offset, r.key, r.value) for r in decoded] == [
        (1000 + index, key, value) for index, (_, key, value) in enumerate(messages)]
    expected_timestamps = [timestamp if magic == 1 else -1 for timestamp, _, _ in messages]
    assert [r.timestamp for r in decoded] == expected_timestamps


@pytest.mark.parametrize(("magic", "codec"), [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2),
                                              (1, 3)])  # aiokafka has no lz4 for magic 0
def test_aiokafka_reads_ours_and_we_read_theirs(magic: int, codec: int) -> None:
    ours = LegacyMessageSetBuilder(magic=magic, compression_type=codec)
    for index in range(4):
        ours.append(5000 + index, b"k%d" % index, b"v%d" % index)
    theirs_view = MemoryRecords(ours.build(base_offset=50))
    seen = []
    while theirs_view.has_next():
        batch = theirs_view.next_batch()
        assert batch.validate_crc()
        seen += [(r.offset, r.key, r.value) for r in batch]
    assert seen == [(50 + index, b"k%d" % index, b"v%d" % index) for index in range(4)]
    theirs = LegacyRecordBatchBuilder(magic=magic, compression_type=codec, batch_size=10**6)
    for index in range(4):
        theirs.append(index, timestamp=7000 + index if magic else None, key=None,
                      value=b"x%d" % index)
    decoded = [r for batch in RecordsReader(bytes(theirs.build())) for r in batch]
    assert [(r.offset, r.value) for r in decoded] == [(index, b"x%d" % index) for index in range(4)]


def test_magic_1_relative_offsets_and_log_append_time() -> None:
    builder = LegacyMessageSetBuilder(magic=1, compression_type="gzip", log_append_time=True)
    for index in range(10):
        builder.append(index, None, b"%d" % index)
    data = bytearray(builder.build())
    struct.pack_into(">q", data, 0, 109)  # the broker assigns the wrapper the last offset
    struct.pack_into(">q", data, 18, 424242)  # and stamps LogAppendTime on the wrapper
    struct.pack_into(">I", data, 12, zlib.crc32(memoryview(data)[16:]))
    (batch,) = list(RecordsReader(bytes(data)))
    assert batch.timestamp_type == 1
    assert [(r.offset, r.timestamp) for r in batch] == [(100 + i, 424242) for i in range(10)]
    assert batch.base_offset == 100 and batch.last_offset_delta == 9


def test_legacy_lz4_magic_0_uses_the_broken_header_checksum() -> None:
    builder = LegacyMessageSetBuilder(magic=0, compression_type="lz4")
    builder.append(0, None, b"payload" * 50)
    data = builder.build()
    (batch,) = list(RecordsReader(data))
    assert [r.value for r in batch] == [b"payload" * 50]


def test_nested_compression_is_rejected() -> None:
    inner_wrapper = _entry(0, _message_v0(1, None, compress(1, _entry(0, _message_v0(0, None,
                                                                                       b"x")))))
    outer = _entry(0, _message_v0(1, None, compress(1, inner_wrapper)))
    with pytest.raises(CorruptRecordError, match="itself compressed"):
        list(next(iter(RecordsReader(outer))))


def test_inner_message_too_short_for_its_magic() -> None:
    short_v1 = bytearray(_message_v0(0, None, b""))  # 14 bytes: enough for magic 0 only
    short_v1[4] = 1
    wrapper = _entry(0, _message_v0(1, None, compress(1, _entry(0, bytes(short_v1)))))
    with pytest.raises(CorruptRecordError, match="too short"):
        list(next(iter(RecordsReader(wrapper))))


def test_crc_mismatch_names_the_offset() -> None:
    data = bytearray(_entry(42, _message_v0(0, b"k", b"value")))
    data[-1] ^= 0x01
    with pytest.raises(CorruptRecordError, match="offset 42 failed its CRC-32"):
        list(RecordsReader(bytes(data), check_crcs=True))
    assert len(list(RecordsReader(bytes(data), check_crcs=False))) == 1


def test_mixed_legacy_and_v2_with_truncated_tail() -> None:
    legacy = _entry(0, _message_v0(0, None, b"old"))
    builder = RecordBatchBuilder()
    builder.append(1, None, b"new")
    v2 = bytes(builder.build(base_offset=1))
    tail = _entry(2, _message_v0(0, None, b"cut"))[:-3]
    reader = RecordsReader(legacy + v2 + tail)
    assert [r.value for batch in reader for r in batch] == [b"old", b"new"]
    assert reader.truncated_bytes == len(tail)


def test_bad_lengths_inside_a_message() -> None:
    message = bytearray(_message_v0(0, b"key", b"value"))
    struct.pack_into(">i", message, 6, 10**9)  # key length far beyond the message
    with pytest.raises(ProtocolError):
        list(next(iter(RecordsReader(_entry(0, bytes(message)), check_crcs=False))))
    with pytest.raises(CorruptRecordError, match="magic 0"):
        list(RecordsReader(struct.pack(">qi", 0, 5) + b"\x00" * 5))


def test_builder_respects_batch_size() -> None:
    builder = LegacyMessageSetBuilder(magic=1, batch_size=100)
    assert builder.append(0, None, b"x" * 200)
    assert not builder.append(0, None, b"y")
    assert builder.record_count == 1
    with pytest.raises(ValueError, match="magic 0 or 1"):
        LegacyMessageSetBuilder(magic=2)
