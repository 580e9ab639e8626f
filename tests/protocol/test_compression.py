"""Codecs: round trips, format detection, legacy quirks, corrupt input, decompression-bomb cap."""

from __future__ import annotations

import contextlib
import gzip
import os
import struct
import threading
import tracemalloc

import lz4.frame  # type: ignore[import-untyped]
import pytest
import snappy  # type: ignore[import-untyped]
import zstandard
from hypothesis import given, settings
from hypothesis import strategies as st

from kafka_async.protocol import compression
from kafka_async.protocol.compression import (
    CODEC_GZIP,
    CODEC_LZ4,
    CODEC_NONE,
    CODEC_SNAPPY,
    CODEC_ZSTD,
    XERIAL_MAGIC,
    codec_id,
    compress,
    decompress,
    xxh32,
)
from kafka_async.protocol.errors import (
    DecompressionBombError,
    DecompressionError,
    ProtocolError,
    UnsupportedCodecError,
)

CODECS = [CODEC_GZIP, CODEC_SNAPPY, CODEC_LZ4, CODEC_ZSTD]
MiB = 1024 * 1024


@pytest.mark.parametrize("codec", [CODEC_NONE, *CODECS])
@settings(max_examples=50, deadline=None)
@given(data=st.binary(max_size=5000))
def test_round_trip(codec: int, data: bytes) -> None:
    assert decompress(codec, compress(codec, data)) == data


@pytest.mark.parametrize("codec", CODECS)
def test_round_trip_large_and_compressible(codec: int) -> None:
    data = os.urandom(3000) * 200  # 600 kB: several xerial and lz4 blocks
    packed = compress(codec, data)
    assert len(packed) < len(data) // 3
    assert decompress(codec, memoryview(packed)) == data


def test_codec_names() -> None:
    assert [codec_id(name) for name in ("none", "GZIP", "snappy", "lz4", "zstd")] == [0, 1, 2, 3, 4]
    assert codec_id(3) == 3
    with pytest.raises(UnsupportedCodecError, match="brotli"):
        codec_id("brotli")
    with pytest.raises(UnsupportedCodecError):
        decompress(5, b"x")


def test_gzip_reads_what_the_stdlib_writes() -> None:
    assert decompress(CODEC_GZIP, gzip.compress(b"hello" * 100)) == b"hello" * 100
    two_members = gzip.compress(b"a") + gzip.compress(b"b")
    assert decompress(CODEC_GZIP, two_members) == b"ab"


def test_snappy_xerial_is_written_and_raw_is_detected() -> None:
    data = b"kafka" * 20000
    framed = compress(CODEC_SNAPPY, data)
    assert framed.startswith(XERIAL_MAGIC)
    assert struct.unpack_from(">ii", framed, 8) == (1, 1)
    raw = snappy.compress(data)
    assert not raw.startswith(XERIAL_MAGIC)
    assert decompress(CODEC_SNAPPY, raw) == data
    assert decompress(CODEC_SNAPPY, framed) == data
    assert compress(CODEC_SNAPPY, data, snappy_xerial=False) == raw


def test_lz4_frame_flags_java_can_read() -> None:
    frame = compress(CODEC_LZ4, b"x" * 100000)
    flags, block_descriptor = frame[4], frame[5]
    assert flags & 0x20  # independent blocks
    assert not flags & 0x08  # no content size
    assert block_descriptor >> 4 == 4  # 64 KiB blocks
    assert lz4.frame.decompress(frame) == b"x" * 100000


def test_xxh32_known_values() -> None:
    assert xxh32(b"") == 0x02CC5D05
    assert xxh32(b"a") == 0x550D7456
    assert xxh32(b"abc") == 0x32D153FF
    assert xxh32(b"Nobody inspects the spammish repetition") == 0xE2293B2F


def test_legacy_lz4_header_checksum_quirk() -> None:
    data = b"old kafka " * 500
    broken = compress(CODEC_LZ4, data, lz4_legacy_header=True)
    proper = compress(CODEC_LZ4, data)
    assert broken[:6] == proper[:6] and broken[6] != proper[6]
    assert decompress(CODEC_LZ4, broken) == data  # the header checksum is not relied upon
    with pytest.raises(RuntimeError, match="headerChecksum"):
        lz4.frame.decompress(broken)  # a strict decoder refuses it ...
    assert lz4.frame.decompress(compression.fix_legacy_lz4_header(broken)) == data  # until fixed


def test_lz4_linked_blocks_and_checksums_as_librdkafka_writes() -> None:
    data = os.urandom(200) * 2000  # 400 kB: several linked 64 KiB blocks
    frame = lz4.frame.compress(data, block_size=lz4.frame.BLOCKSIZE_MAX64KB, block_linked=True,
                               content_checksum=True, store_size=True)
    assert decompress(CODEC_LZ4, frame) == data
    big_blocks = lz4.frame.compress(data, block_size=lz4.frame.BLOCKSIZE_MAX4MB)
    assert decompress(CODEC_LZ4, big_blocks) == data
    incompressible = os.urandom(100000)  # stored (uncompressed) blocks
    assert decompress(CODEC_LZ4, lz4.frame.compress(incompressible)) == incompressible
    assert decompress(CODEC_LZ4, compress(CODEC_LZ4, b"a") * 2) == b"aa"  # concatenated frames


@pytest.mark.parametrize("codec", CODECS)
def test_truncated_payload_is_a_decompression_error(codec: int) -> None:
    packed = compress(codec, os.urandom(2000) * 30)
    with pytest.raises(DecompressionError):
        decompress(codec, packed[: len(packed) // 2])


@pytest.mark.parametrize("codec", CODECS)
@settings(max_examples=100, deadline=None)
@given(garbage=st.binary(max_size=300))
def test_garbage_raises_only_protocol_errors(codec: int, garbage: bytes) -> None:
    with contextlib.suppress(ProtocolError):
        decompress(codec, garbage, max_size=MiB)


def _bomb(codec: int, size: int) -> bytes:
    zeros = bytes(size)
    if codec == CODEC_GZIP:
        return gzip.compress(zeros, 9)
    if codec == CODEC_SNAPPY:  # one raw block: snappy's own length preamble declares the size
        return bytes(snappy.compress(zeros))
    if codec == CODEC_LZ4:
        return bytes(lz4.frame.compress(zeros, store_size=False))
    return zstandard.ZstdCompressor(level=19).compress(zeros)


@pytest.mark.parametrize("codec", CODECS)
def test_decompression_bomb_stops_at_the_cap(codec: int) -> None:
    """A bomb inflating to 256 MiB is refused with heap growth bounded by ~2x the 4 MiB cap."""
    bomb = _bomb(codec, 256 * MiB)
    assert len(bomb) < 256 * MiB // 20  # snappy tops out near 21:1, the others go far beyond
    cap = 4 * MiB
    tracemalloc.start()
    try:
        with pytest.raises(DecompressionBombError, match="max_decompressed_bytes=4194304"):
            decompress(codec, bomb, max_size=cap)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 2 * cap + 2 * len(bomb) + MiB


def test_xerial_bomb_is_refused_by_declared_lengths() -> None:
    block = snappy.compress(bytes(MiB))
    framed = XERIAL_MAGIC + struct.pack(">ii", 1, 1) + (struct.pack(">i", len(block)) + block) * 8
    assert decompress(CODEC_SNAPPY, framed, max_size=8 * MiB) == bytes(8 * MiB)
    with pytest.raises(DecompressionBombError):
        decompress(CODEC_SNAPPY, framed, max_size=8 * MiB - 1)


def test_xerial_block_length_beyond_payload() -> None:
    framed = XERIAL_MAGIC + struct.pack(">iii", 1, 1, 1 << 30) + b"xx"
    with pytest.raises(DecompressionError, match="exceeds the payload"):
        decompress(CODEC_SNAPPY, framed)


def test_cap_allows_exact_size() -> None:
    data = b"z" * 10000
    for codec in CODECS:
        assert decompress(codec, compress(codec, data), max_size=10000) == data
        with pytest.raises(DecompressionBombError):
            decompress(codec, compress(codec, data), max_size=9999)


def test_missing_library_is_reported_clearly(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(name: str) -> object:
        raise ImportError(f"no {name} here")

    monkeypatch.setattr(compression, "_MODULES", {})
    monkeypatch.setattr(compression, "_zstd_local", threading.local())  # no cached compressor
    monkeypatch.setattr("importlib.import_module", refuse)
    with pytest.raises(UnsupportedCodecError, match="pip install zstandard"):
        compression.compress(CODEC_ZSTD, b"data")
