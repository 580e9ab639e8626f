"""Compression codecs for record batches: gzip, snappy, lz4, zstd, with a decompression cap.

Codec ids are Kafka's (the low three bits of a batch's attributes): 0 none, 1 gzip, 2 snappy,
3 lz4, 4 zstd.

Why a cap: a hostile or broken broker can send a 1 MiB batch that inflates to gigabytes (kafkajs
#1795, snappy-java CVE-2023-34455). Every decoder here *streams* and stops as soon as the output
would exceed `max_size`, raising DecompressionBombError; nothing is decompressed fully first.
The default cap, DEFAULT_MAX_DECOMPRESSED_BYTES, is 64 MiB: above Java's default fetch.max.bytes
(50 MiB), so a legitimate batch never trips it.

Format quirks handled on decode:
* snappy: raw snappy blocks (librdkafka, most non-Java clients) and the xerial framing the Java
  client writes (magic b"\\x82SNAPPY\\x00", then int32-length-prefixed raw blocks) are detected.
* lz4: the LZ4 frame format, independent or linked blocks. Kafka 0.8-0.9 (message format magic 0)
  computed the frame header checksum over the magic bytes too (KAFKA-3160). The decoder does not
  verify the header checksum (the batch's own CRC already covers those bytes), so both variants
  decode; `compress(..., lz4_legacy_header=True)` reproduces the old checksum for magic-0 writes,
  and `fix_legacy_lz4_header` repairs it for strict third-party decoders.

Every failure surfaces as a ProtocolError subclass: DecompressionError, DecompressionBombError or
UnsupportedCodecError; codec libraries' own exceptions never escape.
"""

from __future__ import annotations

import importlib
import struct
import threading
import zlib
from collections.abc import Callable
from typing import Any

from kafka_async.protocol.errors import (
    DecompressionBombError,
    DecompressionError,
    UnsupportedCodecError,
)

CODEC_NONE = 0
CODEC_GZIP = 1
CODEC_SNAPPY = 2
CODEC_LZ4 = 3
CODEC_ZSTD = 4
CODEC_NAMES = {CODEC_NONE: "none", CODEC_GZIP: "gzip", CODEC_SNAPPY: "snappy", CODEC_LZ4: "lz4",
               CODEC_ZSTD: "zstd"}
CODEC_IDS = {name: codec for codec, name in CODEC_NAMES.items()}

DEFAULT_MAX_DECOMPRESSED_BYTES = 64 * 1024 * 1024
_CHUNK = 64 * 1024

XERIAL_MAGIC = b"\x82SNAPPY\x00"
_XERIAL_HEADER = struct.Struct(">8sii")  # magic, version, min compatible version
_XERIAL_BLOCK_SIZE = 32 * 1024
_INT32 = struct.Struct(">i")

Buffer = bytes | bytearray | memoryview


def codec_id(compression_type: str | int) -> int:
    """Map a Java-style `compression_type` ("gzip", "lz4", ...) or an id to a codec id."""
    if isinstance(compression_type, int):
        if compression_type not in CODEC_NAMES:
            raise UnsupportedCodecError(f"unknown compression codec id {compression_type}")
        return compression_type
    try:
        return CODEC_IDS[compression_type.lower()]
    except KeyError:
        raise UnsupportedCodecError(
            f"unknown compression_type {compression_type!r}; expected one of "
            f"{', '.join(CODEC_IDS)}"
        ) from None


def compress(codec: int, data: Buffer, *, level: int | None = None,
             lz4_legacy_header: bool = False, snappy_xerial: bool = True) -> bytes:
    """Compress `data` the way the Java client does for `codec` (see the module docstring)."""
    if codec == CODEC_NONE:
        return bytes(data)
    if codec == CODEC_GZIP:
        # Java's default (compression.gzip.level unset) is Deflater.DEFAULT_COMPRESSION = 6.
        compressor = zlib.compressobj(6 if level is None else level, zlib.DEFLATED, 31)
        return compressor.compress(data) + compressor.flush()
    if codec == CODEC_SNAPPY:
        return _snappy_compress(data, xerial=snappy_xerial)
    if codec == CODEC_LZ4:
        return _lz4_compress(data, level, legacy_header=lz4_legacy_header)
    if codec == CODEC_ZSTD:
        return bytes(_zstd_compressor(3 if level is None else level).compress(data))
    raise UnsupportedCodecError(f"unknown compression codec id {codec}")


_zstd_local = threading.local()


def _zstd_compressor(level: int) -> Any:
    """A ZstdCompressor per (thread, level): building one costs ~30 us, a batch's compress less.

    zstandard's compressor objects must not be used by two threads at once, hence thread-local.
    """
    cache: dict[int, Any] | None = getattr(_zstd_local, "compressors", None)
    if cache is None:
        cache = _zstd_local.compressors = {}
    compressor = cache.get(level)
    if compressor is None:
        zstandard = _import_codec("zstandard", "zstd")
        compressor = cache[level] = zstandard.ZstdCompressor(level=level)
    return compressor


def decompress(codec: int, data: Buffer, *,
               max_size: int = DEFAULT_MAX_DECOMPRESSED_BYTES) -> bytes:
    """Decompress `data`; raise DecompressionBombError rather than produce over `max_size` bytes."""
    if codec == CODEC_NONE:
        return bytes(data)
    decoder = _DECODERS.get(codec)
    if decoder is None:
        raise UnsupportedCodecError(f"unknown compression codec id {codec}")
    try:
        return decoder(data, max_size)
    except (DecompressionError, UnsupportedCodecError):
        raise
    except Exception as exc:  # codec libraries raise assorted types; map them all at the seam
        name = CODEC_NAMES[codec]
        raise DecompressionError(f"{name} payload of {len(data)} bytes is corrupt: {exc}") from exc


def _bomb(codec: str, max_size: int) -> DecompressionBombError:
    return DecompressionBombError(
        f"{codec} payload decompresses to more than max_decompressed_bytes={max_size}; "
        "refusing (possible decompression bomb; if the data is legitimate, raise the "
        "consumer's max_decompressed_bytes)"
    )


_MODULES: dict[str, Any] = {}


def _import_codec(module: str, codec: str) -> Any:
    """Import (once) a codec library; its absence becomes a clear UnsupportedCodecError."""
    loaded = _MODULES.get(module)
    if loaded is None:
        try:
            loaded = _MODULES[module] = importlib.import_module(module)
        except ImportError:
            raise UnsupportedCodecError(
                f"{codec} compression needs the {module.split('.')[0]!r} package: "
                f"pip install {module.split('.')[0]}"
            ) from None
    return loaded


# ---------------------------------------------------------------------------------------- gzip
def _gzip_decompress(data: Buffer, max_size: int) -> bytes:
    out = bytearray()
    pending: Buffer = data
    while pending:
        decompressor = zlib.decompressobj(47)  # 32 + 15: accept a gzip or zlib header
        chunk = decompressor.decompress(pending, max_size + 1 - len(out))
        out += chunk
        while decompressor.unconsumed_tail and len(out) <= max_size:
            out += decompressor.decompress(decompressor.unconsumed_tail, max_size + 1 - len(out))
        if len(out) > max_size:
            raise _bomb("gzip", max_size)
        if not decompressor.eof:
            raise DecompressionError("gzip payload is truncated")
        pending = decompressor.unused_data  # concatenated gzip members are legal
    return bytes(out)


# -------------------------------------------------------------------------------------- snappy
def _snappy_compress(data: Buffer, *, xerial: bool) -> bytes:
    snappy = _import_codec("snappy", "snappy")
    if not xerial:
        return bytes(snappy.compress(data))
    view = memoryview(data)
    parts = [_XERIAL_HEADER.pack(XERIAL_MAGIC, 1, 1)]
    for start in range(0, len(view), _XERIAL_BLOCK_SIZE):
        block = snappy.compress(view[start:start + _XERIAL_BLOCK_SIZE])
        parts.append(_INT32.pack(len(block)))
        parts.append(block)
    return b"".join(parts)


def _snappy_raw_length(block: Buffer) -> int:
    """The uncompressed length a raw snappy block declares (its leading uvarint)."""
    result = 0
    for index in range(min(5, len(block))):
        byte = block[index]
        result |= (byte & 0x7F) << (7 * index)
        if not byte & 0x80:
            return result
    raise DecompressionError("snappy block has a malformed length preamble")


def _snappy_decompress(data: Buffer, max_size: int) -> bytes:
    snappy = _import_codec("snappy", "snappy")
    view = memoryview(data)
    if bytes(view[:8]) != XERIAL_MAGIC:
        if _snappy_raw_length(view) > max_size:
            raise _bomb("snappy", max_size)
        return bytes(snappy.uncompress(view))
    position = _XERIAL_HEADER.size
    produced = 0
    parts: list[bytes] = []
    while position < len(view):
        if position + 4 > len(view):
            raise DecompressionError("xerial snappy block length is truncated")
        (length,) = _INT32.unpack_from(view, position)
        position += 4
        if length < 0 or position + length > len(view):
            raise DecompressionError(f"xerial snappy block length {length} exceeds the payload")
        block = view[position:position + length]
        position += length
        produced += _snappy_raw_length(block)  # checked before allocating the output
        if produced > max_size:
            raise _bomb("snappy", max_size)
        parts.append(bytes(snappy.uncompress(block)))
    return b"".join(parts)


# ----------------------------------------------------------------------------------------- lz4
def _lz4_compress(data: Buffer, level: int | None, *, legacy_header: bool) -> bytes:
    lz4_frame = _import_codec("lz4.frame", "lz4")
    # Java's KafkaLZ4BlockInputStream reads independent 64 KiB blocks without a content size.
    frame: bytes = lz4_frame.compress(
        data, compression_level=0 if level is None else level,
        block_size=lz4_frame.BLOCKSIZE_MAX64KB, block_linked=False, store_size=False,
        content_checksum=False,
    )
    if legacy_header:
        frame = _rewrite_lz4_header_checksum(frame, include_magic=True)
    return frame


_LZ4_BLOCK_MAX = {4: 64 * 1024, 5: 256 * 1024, 6: 1024 * 1024, 7: 4 * 1024 * 1024}
_LZ4_DICT_SIZE = 64 * 1024
_UINT32_LE = struct.Struct("<I")


def _lz4_decompress(data: Buffer, max_size: int) -> bytes:
    """Walk the LZ4 frame block by block (lz4.block does the work).

    Why not LZ4FrameDecompressor: without a content size in the header (Java never writes one)
    it must guess its output buffer, and with `max_length` it re-copies unconsumed input on
    every call, which made capped decompression 10-100x slower than the data warrants. Blocks
    declare their sizes up front and decompress to at most the frame's block maximum, so the cap
    is checked before each block and overshoots by at most one block (<= 4 MiB).
    """
    lz4_block = _import_codec("lz4.block", "lz4")
    view = memoryview(data)
    out = bytearray()
    position = 0
    while position < len(view):
        position = _lz4_frame(lz4_block, view, position, out, max_size)
    return bytes(out)


def _lz4_frame(lz4_block: Any, view: memoryview, position: int, out: bytearray,
               max_size: int) -> int:
    """Decode one frame starting at `position` into `out`; return the position after it."""
    header_end = _lz4_descriptor_end(view[position:]) + position + 1
    flags, descriptor = view[position + 4], view[position + 5]
    block_max = _LZ4_BLOCK_MAX.get((descriptor >> 4) & 0x7)
    if flags >> 6 != 1 or block_max is None:
        raise DecompressionError(f"unsupported lz4 frame descriptor {flags:#04x} {descriptor:#04x}")
    linked = not flags & 0x20
    block_checksum = 4 if flags & 0x10 else 0
    position = header_end
    while True:
        if position + 4 > len(view):
            raise DecompressionError("lz4 frame is truncated")
        (size,) = _UINT32_LE.unpack_from(view, position)
        position += 4
        if size == 0:  # end mark, then an optional content checksum
            return position + (4 if flags & 0x04 else 0)
        stored = size & 0x80000000
        size &= 0x7FFFFFFF
        if size > block_max or position + size + block_checksum > len(view):
            raise DecompressionError(f"lz4 block of {size} bytes exceeds the frame")
        block = view[position:position + size]
        position += size + block_checksum
        if stored:
            out += block
        elif linked:
            out += lz4_block.decompress(block, uncompressed_size=block_max,
                                        dict=bytes(out[-_LZ4_DICT_SIZE:]))
        else:
            out += lz4_block.decompress(block, uncompressed_size=block_max)
        if len(out) > max_size:
            raise _bomb("lz4", max_size)


def _lz4_descriptor_end(frame: Buffer) -> int:
    """Index of the header-checksum byte of an LZ4 frame (after FLG, BD and optional fields)."""
    if len(frame) < 7 or bytes(frame[:4]) != b"\x04\x22\x4d\x18":
        raise DecompressionError("lz4 payload does not start with an LZ4 frame magic number")
    flags = frame[4]
    end = 6 + (8 if flags & 0x08 else 0) + (4 if flags & 0x01 else 0)
    if end >= len(frame):
        raise DecompressionError("lz4 frame header is truncated")
    return end


def _rewrite_lz4_header_checksum(frame: Buffer, *, include_magic: bool) -> bytes:
    end = _lz4_descriptor_end(frame)
    covered = bytes(frame[0 if include_magic else 4:end])
    fixed = bytearray(frame)
    fixed[end] = (xxh32(covered) >> 8) & 0xFF
    return bytes(fixed)


def fix_legacy_lz4_header(frame: Buffer) -> bytes:
    """Repair the header checksum Kafka 0.8/0.9 wrote (computed over the magic bytes too)."""
    return _rewrite_lz4_header_checksum(frame, include_magic=False)


_P1, _P2, _P3, _P4, _P5 = 2654435761, 2246822519, 3266489917, 668265263, 374761393
_M32 = 0xFFFFFFFF


def _rotl32(value: int, bits: int) -> int:
    return ((value << bits) | (value >> (32 - bits))) & _M32


def xxh32(data: bytes, seed: int = 0) -> int:
    """XXH32 for short inputs (LZ4 frame descriptors are <= 15 bytes), so no C library needed."""
    length = len(data)
    position = 0
    if length >= 16:
        lanes = [(seed + _P1 + _P2) & _M32, (seed + _P2) & _M32, seed, (seed - _P1) & _M32]
        while position + 16 <= length:
            for lane in range(4):
                word = int.from_bytes(data[position:position + 4], "little")
                lanes[lane] = (_rotl32((lanes[lane] + word * _P2) & _M32, 13) * _P1) & _M32
                position += 4
        acc = (_rotl32(lanes[0], 1) + _rotl32(lanes[1], 7) + _rotl32(lanes[2], 12)
               + _rotl32(lanes[3], 18)) & _M32
    else:
        acc = (seed + _P5) & _M32
    acc = (acc + length) & _M32
    while position + 4 <= length:
        word = int.from_bytes(data[position:position + 4], "little")
        acc = (_rotl32((acc + word * _P3) & _M32, 17) * _P4) & _M32
        position += 4
    while position < length:
        acc = (_rotl32((acc + data[position] * _P5) & _M32, 11) * _P1) & _M32
        position += 1
    acc ^= acc >> 15
    acc = (acc * _P2) & _M32
    acc ^= acc >> 13
    acc = (acc * _P3) & _M32
    acc ^= acc >> 16
    return acc


# ---------------------------------------------------------------------------------------- zstd
def _zstd_decompress(data: Buffer, max_size: int) -> bytes:
    """Feed the frame in slices small enough that one slice cannot overshoot the cap by more
    than the cap itself: a zstd block of at most 128 KiB output costs at least 4 input bytes,
    so output per input byte is bounded by 2**15."""
    zstandard = _import_codec("zstandard", "zstd")
    view = memoryview(data)
    out = bytearray()
    position = 0
    while position < len(view):
        decompressor = zstandard.ZstdDecompressor().decompressobj()
        while position < len(view) and not decompressor.eof:
            step = max(64, (max_size + 1 - len(out)) >> 15)
            out += decompressor.decompress(view[position:position + step])
            position = min(position + step, len(view))
            if len(out) > max_size:
                raise _bomb("zstd", max_size)
        if not decompressor.eof:
            raise DecompressionError("zstd frame is truncated")
        position -= len(decompressor.unused_data)  # a following frame starts here
    return bytes(out)


_DECODERS: dict[int, Callable[[Buffer, int], bytes]] = {
    CODEC_GZIP: _gzip_decompress,
    CODEC_SNAPPY: _snappy_decompress,
    CODEC_LZ4: _lz4_decompress,
    CODEC_ZSTD: _zstd_decompress,
}
