"""Legacy MessageSets: message format magic 0 (Kafka 0.8-0.9) and magic 1 (0.10), read and write.

    MessageSet => [offset int64, message_size int32, Message]     (no count prefix)
    Message    => crc uint32 (CRC-32 of the rest), magic int8, attributes int8,
                  [timestamp int64 if magic 1], key bytes(int32 len, -1 null), value bytes

Compression wraps a whole inner MessageSet, compressed, as the value of one "wrapper" message
whose attributes carry the codec. The wrapper's offset is the offset of the *last* inner message.
In magic 1 the inner offsets are relative (0..n-1) and absolute = wrapper_offset - last_inner +
inner (unless that is negative: a producer-built wrapper at offset 0 keeps its relative offsets,
as in Java); in magic 0 they are already absolute. A magic-1 wrapper with LogAppendTime stamps every
inner message with the wrapper's timestamp. Kafka never nests compression, so a compressed
message inside a wrapper is corrupt (which also stops recursion bombs).

This path is not hot (brokers up-convert nothing for modern clients; only old logs or old
brokers produce it), so there is only the pure-Python implementation.
"""

from __future__ import annotations

import struct
import sys
import zlib
from collections.abc import Iterator

from kafka_async.protocol.compression import (
    CODEC_LZ4,
    CODEC_NONE,
    DEFAULT_MAX_DECOMPRESSED_BYTES,
    codec_id,
    compress,
    decompress,
)
from kafka_async.protocol.errors import CorruptRecordError, ProtocolError
from kafka_async.protocol.records._pure import BytesLike, Record

_ENTRY = struct.Struct(">qi")  # offset, message_size
_MESSAGE_V0 = struct.Struct(">Ibb")  # crc, magic, attributes
_MESSAGE_V1 = struct.Struct(">Ibbq")  # crc, magic, attributes, timestamp
_INT32 = struct.Struct(">i")
ENTRY_OVERHEAD = _ENTRY.size  # 12
MIN_MESSAGE_SIZE = {0: _MESSAGE_V0.size + 8, 1: _MESSAGE_V1.size + 8}  # + key/value lengths
_TIMESTAMP_TYPE_MASK = 0x08
_COMPRESSION_MASK = 0x07
_INT64_MAX = (1 << 63) - 1


class LegacyBatch:
    """One top-level message of a magic 0/1 MessageSet, with the RecordBatch interface.

    A compressed wrapper expands to many records; an uncompressed message is a batch of one.
    Fields that do not exist before magic 2 have their "none" values.
    """

    producer_id = -1
    producer_epoch = -1
    base_sequence = -1
    partition_leader_epoch = -1
    is_transactional = False
    is_control = False

    __slots__ = ("_base_offset", "_max_decompressed_bytes", "_records", "attributes", "crc",
                 "data", "last_offset", "magic", "timestamp")

    last_offset: int
    magic: int
    crc: int
    attributes: int
    timestamp: int

    def __init__(self, data: memoryview, *,
                 max_decompressed_bytes: int = DEFAULT_MAX_DECOMPRESSED_BYTES) -> None:
        self.data = data
        self.last_offset, size = _ENTRY.unpack_from(data, 0)
        self.magic = data[ENTRY_OVERHEAD + 4]
        if self.magic not in MIN_MESSAGE_SIZE or size < MIN_MESSAGE_SIZE[self.magic]:
            raise CorruptRecordError(f"legacy message at offset {self.last_offset} is malformed "
                                     f"(magic {self.magic}, size {size})")
        if self.magic == 1:
            self.crc, _, self.attributes, self.timestamp = _MESSAGE_V1.unpack_from(data, 12)
        else:
            self.crc, _, self.attributes = _MESSAGE_V0.unpack_from(data, 12)
            self.timestamp = -1
        self._max_decompressed_bytes = max_decompressed_bytes
        self._records: list[Record] | None = None
        self._base_offset: int | None = None

    @property
    def compression_type(self) -> int:
        return self.attributes & _COMPRESSION_MASK

    @property
    def timestamp_type(self) -> int:
        return 1 if self.magic == 1 and self.attributes & _TIMESTAMP_TYPE_MASK else 0

    @property
    def base_offset(self) -> int:
        """The first offset: the message's own, or a compressed wrapper's first inner one
        (found by decompressing and scanning the inner set, without decoding its records).
        Raises ProtocolError when a wrapper's inner set is corrupt: its first offset is then
        unknowable (a consumer names its own position instead)."""
        if self.compression_type == CODEC_NONE:
            return self.last_offset
        if self._records is not None:
            return self._records[0].offset if self._records else self.last_offset
        return self._first_offset()

    @property
    def max_timestamp(self) -> int:
        """The wrapper's timestamp: the largest inner one (or the LogAppendTime); -1 in magic 0."""
        return self.timestamp

    @property
    def base_timestamp(self) -> int:
        records = self.records()
        return records[0].timestamp if records else self.timestamp

    @property
    def last_offset_delta(self) -> int:
        return self.last_offset - self.base_offset

    @property
    def next_offset(self) -> int:
        return self.last_offset + 1

    @property
    def record_count(self) -> int:
        return len(self.records())

    @property
    def size_in_bytes(self) -> int:
        return len(self.data)

    def compute_crc(self) -> int:
        return zlib.crc32(self.data[ENTRY_OVERHEAD + 4:])

    def crc_is_valid(self) -> bool:
        return self.compute_crc() == self.crc

    def validate_crc(self) -> None:
        actual = self.compute_crc()
        if actual != self.crc:
            raise CorruptRecordError(
                f"magic-{self.magic} message at offset {self.last_offset} failed its CRC-32 "
                f"check: stored {self.crc:#010x}, computed {actual:#010x}")

    def records(self) -> list[Record]:
        """Every record, decoded at once (and kept); ``cursor()`` decodes a slice at a time."""
        if self._records is None:
            self._records = LegacyCursor(self).take(sys.maxsize)
        return self._records

    def __iter__(self) -> Iterator[Record]:
        return iter(self.records())

    def cursor(self) -> LegacyCursor:
        """A cursor that decodes this message's records a slice at a time (see LegacyCursor)."""
        return LegacyCursor(self)

    def _first_offset(self) -> int:
        """A compressed wrapper's first inner offset, from a framing scan of its decompressed
        inner set (no records are built); cached. Raises ProtocolError if it is corrupt."""
        if self._base_offset is None:
            cursor = LegacyCursor(self)
            cursor.load()
            self._base_offset = cursor.first_offset
        return self._base_offset


class LegacyCursor:
    """Decodes a legacy message (set) a slice at a time: ``take(limit)`` until ``done``.

    The twin of batch.RecordCursor, for the same reason: a compressed wrapper holds up to
    max_decompressed_bytes of inner messages (one per 26 bytes or more), so it is not decoded
    into records at once. The inner set is decompressed on the first call and its framing
    scanned (which finds the last inner offset, needed for magic 1's relative offsets) before
    any record is built. Each call is all or nothing: corrupt bytes raise a ProtocolError
    subclass naming the wrapper's offset, and the cursor stays where it was.
    """

    __slots__ = ("_batch", "_done", "_inner", "_position", "_shift", "first_offset")

    def __init__(self, batch: LegacyBatch) -> None:
        self._batch = batch
        self._inner: memoryview | None = None
        self._position = 0
        self._shift = 0
        self._done = False
        self.first_offset = batch.last_offset  # set by load() for a compressed wrapper

    @property
    def batch(self) -> LegacyBatch:
        return self._batch

    @property
    def done(self) -> bool:
        return self._done

    def load(self) -> None:
        """Decompress and scan a compressed wrapper's inner set (take() does it when needed)."""
        batch = self._batch
        try:
            _, _, value = _parse_message(batch.data, ENTRY_OVERHEAD, batch.last_offset)
            if value is None:
                raise CorruptRecordError("its compressed wrapper has a null value")
            inner = memoryview(decompress(batch.compression_type, value,
                                          max_size=batch._max_decompressed_bytes))
            span = _scan_inner(inner, batch.last_offset)
        except ProtocolError as exc:
            raise _named(exc, batch) from exc
        if span is not None:
            first, last = span
            shift = batch.last_offset - last if batch.magic == 1 else 0
            # shift < 0: a producer-side wrapper (offset 0) keeps relative offsets, as in Java
            self._shift = max(shift, 0)
            self.first_offset = first + self._shift
        self._inner = inner

    def take(self, limit: int) -> list[Record]:
        """The next (at most) ``limit`` records; [] once done."""
        batch = self._batch
        if self._done or limit <= 0:
            return []
        if batch.compression_type == CODEC_NONE:
            try:
                _, key, value = _parse_message(batch.data, ENTRY_OVERHEAD, batch.last_offset)
            except ProtocolError as exc:
                raise _named(exc, batch) from exc
            self._done = True
            return [Record(batch.last_offset, batch.timestamp, key, value, ())]
        if self._inner is None:
            self.load()
        inner = self._inner
        assert inner is not None
        records: list[Record] = []
        position = self._position
        shift = self._shift
        log_append = batch.timestamp_type == 1
        try:
            while position < len(inner) and len(records) < limit:
                offset, timestamp, key, value, position = _read_inner(inner, position,
                                                                      batch.last_offset)
                if offset + shift > _INT64_MAX:
                    raise CorruptRecordError(
                        f"inner offset {offset} + {shift} (to the wrapper's offset) overflows "
                        "int64")
                records.append(Record(offset + shift, batch.timestamp if log_append else timestamp,
                                      key, value, ()))
        except ProtocolError as exc:
            raise _named(exc, batch) from exc
        self._position = position
        self._done = position >= len(inner)
        return records


def _named(exc: ProtocolError, batch: LegacyBatch) -> ProtocolError:
    """`exc` again, its message naming the legacy batch (the position alone is not actionable)."""
    return type(exc)(f"magic-{batch.magic} message set at offset {batch.last_offset}: {exc}")


def _scan_inner(inner: memoryview, wrapper_offset: int) -> tuple[int, int] | None:
    """(first, last) offset of a decompressed inner message set, checking its framing (every
    entry's size fits); None when it is empty. Reads two ints per entry, builds nothing."""
    position = 0
    first = last = None
    while position < len(inner):
        offset, end = _inner_entry(inner, position, wrapper_offset)
        if first is None:
            first = offset
        last = offset
        position = end
    return None if first is None or last is None else (first, last)


def _inner_entry(inner: memoryview, position: int, wrapper_offset: int) -> tuple[int, int]:
    """(offset, end) of the inner entry at `position`, its size checked against the data."""
    if position + ENTRY_OVERHEAD + _MESSAGE_V0.size > len(inner):
        raise CorruptRecordError(f"inner message set of wrapper {wrapper_offset} is truncated")
    offset, size = _ENTRY.unpack_from(inner, position)
    end = position + ENTRY_OVERHEAD + size
    if size < MIN_MESSAGE_SIZE[0] or end > len(inner):
        raise CorruptRecordError(f"inner message of wrapper {wrapper_offset} has bad size {size}")
    return offset, end


def _read_inner(inner: memoryview, position: int, wrapper_offset: int
                ) -> tuple[int, int, bytes | None, bytes | None, int]:
    """(offset, timestamp, key, value, next position) of the inner message at `position`."""
    offset, end = _inner_entry(inner, position, wrapper_offset)
    message = inner[position + ENTRY_OVERHEAD:end]
    minimum = MIN_MESSAGE_SIZE.get(message[4])
    if minimum is None or len(message) < minimum or message[5] & _COMPRESSION_MASK:
        raise CorruptRecordError(f"inner message of wrapper {wrapper_offset} is itself "
                                 "compressed, too short, or has an unknown magic")
    timestamp, key, value = _parse_message(message, 0, offset)
    return offset, timestamp, key, value, end


def _parse_message(data: memoryview, position: int,
                   offset: int) -> tuple[int, bytes | None, bytes | None]:
    """(timestamp, key, value) of the message at data[position:] (the CRC field)."""
    magic = data[position + 4]
    if magic == 1:
        timestamp = _MESSAGE_V1.unpack_from(data, position)[3]
        position += _MESSAGE_V1.size
    else:
        timestamp = -1
        position += _MESSAGE_V0.size
    key, position = _read_bytes(data, position, offset)
    value, position = _read_bytes(data, position, offset)
    if position != len(data):
        raise CorruptRecordError(f"legacy message at offset {offset} has trailing bytes")
    return timestamp, key, value


def _read_bytes(data: memoryview, position: int, offset: int) -> tuple[bytes | None, int]:
    if position + 4 > len(data):
        raise CorruptRecordError(f"legacy message at offset {offset} is truncated")
    (length,) = _INT32.unpack_from(data, position)
    position += 4
    if length == -1:
        return None, position
    if length < 0 or position + length > len(data):
        raise CorruptRecordError(f"legacy message at offset {offset} has bad length {length}")
    return bytes(data[position:position + length]), position + length


class LegacyMessageSetBuilder:
    """Builds a magic 0 or 1 MessageSet (for old brokers and for tests of the read path)."""

    def __init__(self, *, magic: int = 1, compression_type: str | int = CODEC_NONE,
                 batch_size: int = 16384, log_append_time: bool = False) -> None:
        if magic not in (0, 1):
            raise ValueError(f"legacy message sets have magic 0 or 1, not {magic}")
        self.magic = magic
        self.compression_type = codec_id(compression_type)
        self.batch_size = batch_size
        self.log_append_time = log_append_time and magic == 1
        self._messages: list[tuple[int, bytes | None, bytes | None]] = []
        self._size = 0

    @property
    def record_count(self) -> int:
        return len(self._messages)

    def append(self, timestamp: int, key: BytesLike | None, value: BytesLike | None) -> bool:
        """Add a message; False if it would overflow batch_size (the first always fits)."""
        size = ENTRY_OVERHEAD + MIN_MESSAGE_SIZE[self.magic] + len(key or b"") + len(value or b"")
        if self._messages and self.batch_size >= 0 and self._size + size > self.batch_size:
            return False
        self._messages.append((timestamp, None if key is None else bytes(key),
                               None if value is None else bytes(value)))
        self._size += size
        return True

    def build(self, base_offset: int = 0) -> bytes:
        if self.compression_type == CODEC_NONE:
            return b"".join(self._entry(base_offset + index, self._message(0, *message))
                            for index, message in enumerate(self._messages))
        first = 0 if self.magic == 1 else base_offset  # magic 1: relative inner offsets
        inner = b"".join(self._entry(first + index, self._message(0, *message))
                         for index, message in enumerate(self._messages))
        payload = compress(self.compression_type, inner,
                           lz4_legacy_header=self.compression_type == CODEC_LZ4 and self.magic == 0)
        max_timestamp = max((message[0] for message in self._messages), default=-1)
        attributes = self.compression_type | (_TIMESTAMP_TYPE_MASK if self.log_append_time else 0)
        wrapper = self._message(attributes, max_timestamp, None, payload)
        return self._entry(base_offset + max(len(self._messages) - 1, 0), wrapper)

    def _message(self, attributes: int, timestamp: int, key: bytes | None,
                 value: bytes | None) -> bytes:
        body = bytearray(b"\x00\x00\x00\x00")
        body += struct.pack(">bbq", self.magic, attributes, timestamp) if self.magic == 1 else \
            struct.pack(">bb", self.magic, attributes)
        for field in (key, value):
            body += _INT32.pack(-1 if field is None else len(field))
            body += field or b""
        struct.pack_into(">I", body, 0, zlib.crc32(memoryview(body)[4:]))
        return bytes(body)

    @staticmethod
    def _entry(offset: int, message: bytes) -> bytes:
        return _ENTRY.pack(offset, len(message)) + message
