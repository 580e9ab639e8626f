"""Hostile bytes into the records reader: only ProtocolError subclasses escape, bogus lengths never
drive allocations, and decompression is capped. Runs through both implementations."""

from __future__ import annotations

import contextlib
import struct
import tracemalloc
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafka_async.protocol.compression import compress
from kafka_async.protocol.errors import (
    CorruptRecordError,
    DecompressionBombError,
    ProtocolError,
)
from kafka_async.protocol.records import (
    HEADER_SIZE,
    PURE,
    Implementation,
    LegacyMessageSetBuilder,
    RecordBatchBuilder,
    RecordsReader,
    load_speedups,
    rewrite_producer_state,
)

SPEEDUPS = load_speedups()
IMPLEMENTATIONS = [PURE] + ([SPEEDUPS] if SPEEDUPS is not None else [])
IDS = [implementation.name for implementation in IMPLEMENTATIONS]


def _drain(data: bytes, implementation: Implementation, check_crcs: bool) -> None:
    """Read everything the reader offers, the way a consumer would."""
    for batch in RecordsReader(data, check_crcs=check_crcs, implementation=implementation,
                               max_decompressed_bytes=1 << 20):
        for record in batch:
            assert record.offset is not None


def _valid_batches() -> list[bytes]:
    samples = []
    for codec in ("none", "gzip", "snappy", "lz4", "zstd"):
        builder = RecordBatchBuilder(compression_type=codec)
        for index in range(4):
            builder.append(index, b"key%d" % index if index % 2 else None, b"value" * index,
                           [("h", b"x")] if index == 2 else None)
        samples.append(bytes(builder.build(base_offset=3)))
    for magic in (0, 1):
        legacy = LegacyMessageSetBuilder(magic=magic, compression_type="gzip")
        legacy.append(5, b"k", b"v")
        legacy.append(6, None, b"w")
        samples.append(legacy.build())
    return samples


VALID = _valid_batches()


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS, ids=IDS)
@settings(max_examples=400, deadline=None)
@given(data=st.binary(max_size=400), check_crcs=st.booleans())
def test_arbitrary_bytes_raise_only_protocol_errors(implementation: Implementation, data: bytes,
                                                    check_crcs: bool) -> None:
    with contextlib.suppress(ProtocolError):
        _drain(data, implementation, check_crcs)


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS, ids=IDS)
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sample=st.sampled_from(VALID), edits=st.lists(
    st.tuples(st.integers(0, 10**6), st.integers(0, 255)), min_size=1, max_size=4),
    cut=st.integers(0, 10**6))
def test_mutated_batches_raise_only_protocol_errors(implementation: Implementation, sample: bytes,
                                                    edits: list[tuple[int, int]],
                                                    cut: int) -> None:
    data = bytearray(sample)
    for position, byte in edits:
        data[position % len(data)] = byte
    if sample[16] == 2:  # keep the CRC right so the record decoder sees the damage
        rewrite_producer_state(data, producer_id=-1, producer_epoch=-1, base_sequence=-1)
    with contextlib.suppress(ProtocolError):
        _drain(bytes(data[: max(cut % (len(data) + 1), len(data) // 2)]), implementation, False)


def _hostile_batch(records_section: bytes, count: int) -> bytes:
    builder = RecordBatchBuilder()
    builder.append(0, None, b"")
    data = bytearray(builder.build())
    del data[HEADER_SIZE:]
    data += records_section
    struct.pack_into(">i", data, 8, len(data) - 12)
    struct.pack_into(">i", data, 57, count)
    rewrite_producer_state(data, producer_id=-1, producer_epoch=-1, base_sequence=-1)
    return bytes(data)


HOSTILE = {
    "huge record count": _hostile_batch(b"\x0c\x00\x00\x00\x01\x01\x00" * 4, 2**31 - 1),
    "negative record count": _hostile_batch(b"\x0c\x00\x00\x00\x01\x01\x00", -5),
    "huge record length": _hostile_batch(b"\xfe\xff\xff\xff\x0f" + b"\x00" * 30, 1),
    "huge key length": _hostile_batch(b"\x20\x00\x00\x00\xfe\xff\xff\xff\x07" + b"\x00" * 16, 1),
    "huge header count": _hostile_batch(b"\x1c\x00\x00\x00\x01\x01\xfe\xff\xff\xff\x07"
                                        + b"\x00" * 8, 1),
    "overlong varint": _hostile_batch(b"\xff" * 12 + b"\x01" + b"\x00" * 8, 1),
    "negative value length": _hostile_batch(b"\x0e\x00\x00\x00\x01\x05\x00" + b"\x00", 1),
    "bad utf-8 header key": _hostile_batch(b"\x12\x00\x00\x00\x01\x01\x02\x02\xff\xfe\x01", 1),
    "trailing bytes": _hostile_batch(b"\x0c\x00\x00\x00\x01\x01\x00" + b"\x00\x00", 1),
    "short record": _hostile_batch(b"\x08\x00\x00\x00\x01\x01\x00\x00\x00", 1),
}


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS, ids=IDS)
@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_lengths_fail_without_allocating(implementation: Implementation,
                                                 case: str) -> None:
    data = HOSTILE[case]
    tracemalloc.start()
    try:
        with pytest.raises(CorruptRecordError):
            _drain(data, implementation, True)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < len(data) * 2 + 64 * 1024, f"{case}: {peak} bytes traced"


def test_hostile_batch_length_is_never_trusted() -> None:
    data = bytearray(VALID[0])
    struct.pack_into(">i", data, 8, 2**31 - 1)
    tracemalloc.start()
    try:
        reader = RecordsReader(bytes(data))
        assert list(reader) == []
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert reader.truncated_bytes == len(data)
    assert peak < 64 * 1024
    struct.pack_into(">i", data, 8, 10)  # shorter than a v2 header can be
    with pytest.raises(CorruptRecordError, match="less than the 49-byte minimum"):
        list(RecordsReader(bytes(data)))


@pytest.mark.parametrize("codec", ["gzip", "snappy", "lz4", "zstd"])
def test_decompression_bomb_in_a_batch(codec: str) -> None:
    builder = RecordBatchBuilder(compression_type=codec, batch_size=-1)
    for _ in range(64):
        builder.append(0, None, bytes(256 * 1024))  # 16 MiB of zeros, compresses to little
    data = bytes(builder.build())
    assert len(data) < 1024 * 1024
    with pytest.raises(DecompressionBombError):
        list(next(iter(RecordsReader(data, max_decompressed_bytes=4 * 1024 * 1024))))
    assert len(list(next(iter(RecordsReader(data, max_decompressed_bytes=32 << 20))))) == 64


def _legacy_wrapper(inner: bytes) -> bytes:
    body = struct.pack(">bbqi", 1, 1, 0, -1) + struct.pack(">i", len(inner)) + inner
    message = struct.pack(">I", zlib.crc32(body)) + body
    return struct.pack(">qi", 9, len(message)) + message


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS, ids=IDS)
@settings(max_examples=300, deadline=None)
@given(inner=st.binary(max_size=300), seed=st.sampled_from(VALID))
def test_garbage_behind_valid_compression(implementation: Implementation, inner: bytes,
                                          seed: bytes) -> None:
    """Compression is intact, what it wraps is hostile: a v2 records section and a legacy inner
    message set (spliced with pieces of real ones so deeper branches are reached)."""
    spliced = inner[: len(inner) // 2] + seed[len(seed) // 2:] + inner[len(inner) // 2:]
    builder = RecordBatchBuilder(compression_type="gzip")
    builder.append(0, None, b"x")
    batch = bytearray(builder.build())
    del batch[HEADER_SIZE:]
    batch += compress(1, spliced)
    struct.pack_into(">i", batch, 8, len(batch) - 12)
    struct.pack_into(">i", batch, 57, len(spliced) // 8)
    for data in (bytes(batch), _legacy_wrapper(compress(1, spliced))):
        with contextlib.suppress(ProtocolError):
            _drain(data, implementation, False)
