"""Pure-Python reference for the record hot paths: zig-zag varints, record encode and decode.

`_speedups.c` is a compiled twin of exactly this module's public names (BuilderCore,
decode_records, decode_slice, encode_varint, decode_varint, varint_size) and is tested against
the same vectors. Keep the two in step: any behaviour change here needs the same change there.

Record layout (inside a v2 batch, after its 61-byte header; all ints zig-zag varints):
    length, attributes:int8, timestamp_delta, offset_delta, key_length, key,
    value_length, value, header_count, [header_key_length, header_key, value_length, value]*
A length of -1 means null (keys, values, header values).
"""

from __future__ import annotations

import struct
import time
from collections.abc import Sequence
from typing import Any, TypeVar

from kafka_async.protocol.errors import CorruptRecordError
from kafka_async.protocol.records._crc import crc32c as _crc32c

Header = tuple[str, bytes | None]
BytesLike = bytes | bytearray | memoryview
_NO_HEADERS: tuple[Header, ...] = ()
_T = TypeVar("_T", bound=tuple[Any, ...])

#: A RecordBatch v2 header: base_offset, batch_length, partition_leader_epoch, magic, crc,
#: attributes, last_offset_delta, base_timestamp, max_timestamp, producer_id, producer_epoch,
#: base_sequence, record_count (61 bytes; batch.py's HEADER is the same struct)
_BATCH_HEADER = struct.Struct(">qiibIhiqqqhii")
_CRC_START = 21  # where the CRC-32C's coverage starts (the attributes)
#: seal()'s checked fields: (argument position after body, name, low, high)
_SEAL_FIELDS = (
    (0, "attributes", -(1 << 15), (1 << 15) - 1),
    (1, "base_offset", -(1 << 63), (1 << 63) - 1),
    (2, "partition_leader_epoch", -(1 << 31), (1 << 31) - 1),
    (3, "producer_id", -(1 << 63), (1 << 63) - 1),
    (4, "producer_epoch", -(1 << 15), (1 << 15) - 1),
    (5, "base_sequence", -(1 << 31), (1 << 31) - 1),
)


class Record:
    """One decoded record: absolute offset and timestamp, key, value and headers.

    A __slots__ class rather than a NamedTuple because consumers read these attributes once per
    record, and slot descriptors are the fastest attribute access CPython has. The C twin
    allocates instances of this very class and fills the slots directly (see configure()).
    """

    __slots__ = ("headers", "key", "offset", "timestamp", "value")

    def __init__(self, offset: int, timestamp: int, key: bytes | None, value: bytes | None,
                 headers: tuple[Header, ...] = ()) -> None:
        self.offset = offset
        self.timestamp = timestamp
        self.key = key
        self.value = value
        self.headers = headers

    def as_tuple(self) -> tuple[int, int, bytes | None, bytes | None, tuple[Header, ...]]:
        return (self.offset, self.timestamp, self.key, self.value, self.headers)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Record):
            return NotImplemented
        return self.as_tuple() == other.as_tuple()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"Record(offset={self.offset}, timestamp={self.timestamp}, key={self.key!r}, "
                f"value={self.value!r}, headers={self.headers!r})")


# ------------------------------------------------------------------------------------ varints
def varint_size(value: int) -> int:
    """Bytes a zig-zag varint of `value` (a signed 64-bit int) occupies."""
    zigzag = (value << 1) ^ (value >> 63)
    size = 1
    while zigzag >= 0x80:
        zigzag >>= 7
        size += 1
    return size


def encode_varint(value: int, out: bytearray) -> None:
    """Append the zig-zag varint encoding of signed 64-bit `value` to `out`."""
    zigzag = ((value << 1) ^ (value >> 63)) & 0xFFFFFFFFFFFFFFFF
    while zigzag >= 0x80:
        out.append((zigzag & 0x7F) | 0x80)
        zigzag >>= 7
    out.append(zigzag)


def decode_varint(data: BytesLike, position: int) -> tuple[int, int]:
    """Decode a zig-zag varint (at most 10 bytes) at `position`; return (value, next position)."""
    result = 0
    shift = 0
    end = len(data)
    while True:
        if position >= end:
            raise CorruptRecordError(f"varint at byte {position} runs past the end of the data")
        byte = data[position]
        position += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            if shift == 63:  # a 10th byte: keep 64 bits, exactly as the C twin does
                result &= 0xFFFFFFFFFFFFFFFF
            return (result >> 1) ^ -(result & 1), position
        shift += 7
        if shift > 63:
            raise CorruptRecordError(f"varint ending at byte {position} is longer than 10 bytes")


# ------------------------------------------------------------------------------------- encode
_MASK64 = 0xFFFFFFFFFFFFFFFF
_NULL = b"\x01"  # zig-zag(-1): a null key, value or header value
_NO_HEADER_COUNT = b"\x00"
_ATTRIBUTES = b"\x00"  # record attributes: unused in v2, always 0


def _uvarint_bytes(zigzag: int) -> bytes:
    out = bytearray()
    while zigzag >= 0x80:
        out.append((zigzag & 0x7F) | 0x80)
        zigzag >>= 7
    out.append(zigzag)
    return bytes(out)


# one byte below 128, two up to 16383: built directly (the module is imported by every client)
_SMALL_VARINTS = ([bytes((zigzag,)) for zigzag in range(128)]
                  + [bytes(((zigzag & 0x7F) | 0x80, zigzag >> 7)) for zigzag in range(128, 4096)])


def _varint_bytes(value: int) -> bytes:
    """The zig-zag varint of `value`; the common small ones come from a table."""
    zigzag = ((value << 1) ^ (value >> 63)) & _MASK64
    return _SMALL_VARINTS[zigzag] if zigzag < 4096 else _uvarint_bytes(zigzag)


class BuilderCore:
    """The per-record half of a batch builder: appends encoded records to `buffer`.

    `size_limit` caps the records section (bytes); -1 means unlimited. The first record always
    fits, whatever its size, so an oversized record still gets a batch of its own (as in Java)
    and the broker, not the client, decides whether it is too large.
    """

    __slots__ = ("base_timestamp", "buffer", "max_timestamp", "record_count", "size_limit")

    def __init__(self, size_limit: int = -1) -> None:
        self.buffer = bytearray()
        self.record_count = 0
        self.base_timestamp = 0
        self.max_timestamp = -1
        self.size_limit = size_limit

    def append(self, timestamp: int, key: BytesLike | None, value: BytesLike | None,
               headers: Sequence[Header] | None = None) -> bool:
        """Encode one record into the buffer; False (buffer untouched) if it would not fit."""
        count = self.record_count
        if count == 0:
            self.base_timestamp = timestamp
        parts: list[BytesLike] = [_ATTRIBUTES, _varint_bytes(timestamp - self.base_timestamp),
                                  _varint_bytes(count)]
        if key is None:
            parts.append(_NULL)
        else:
            parts += (_varint_bytes(len(key)), key)
        if value is None:
            parts.append(_NULL)
        else:
            parts += (_varint_bytes(len(value)), value)
        if headers:
            parts.append(_varint_bytes(len(headers)))
            for header in headers:
                _append_header(header, parts)
        else:
            parts.append(_NO_HEADER_COUNT)
        body = b"".join(parts)  # TypeError for a str key/value, exactly like the C twin
        prefix = _varint_bytes(len(body))
        buffer = self.buffer
        limit = self.size_limit
        if limit >= 0 and count and len(buffer) + len(prefix) + len(body) > limit:
            return False
        buffer += prefix
        buffer += body
        self.record_count = count + 1
        if timestamp > self.max_timestamp:
            self.max_timestamp = timestamp
        return True

    def append_many(self, timestamp: int, keys: Sequence[BytesLike | None] | None,
                    values: Sequence[BytesLike | None], headers: Sequence[Header] | None,
                    start: int) -> int:
        """``append`` of ``values[start:]`` (with ``keys[i]``, or no keys) until one does not
        fit; returns the index of the first record not appended (``len(values)``: all were).
        The bulk path of ``Producer.send_many``: one call per batch, not per record."""
        index, count = start, len(values)
        while index < count and self.append(timestamp, None if keys is None else keys[index],
                                            values[index], headers):
            index += 1
        return index

    def seal(self, body: BytesLike | None, attributes: int, base_offset: int,
             partition_leader_epoch: int, producer_id: int, producer_epoch: int,
             base_sequence: int) -> bytearray:
        """The finished batch: the header (this core's record count and timestamps, the
        fields given), then ``body`` (the records section as it goes on the wire, compressed
        or not; None: ``buffer`` as appended), the CRC-32C over everything from the
        attributes on. A field out of its wire range is a ValueError naming it."""
        fields = (attributes, base_offset, partition_leader_epoch, producer_id,
                  producer_epoch, base_sequence)
        for position, name, low, high in _SEAL_FIELDS:
            value = fields[position]
            if not isinstance(value, int):
                raise TypeError(f"seal(): {name} must be an int, got {type(value).__name__}")
            if not low <= value <= high:
                raise ValueError(f"seal(): {name} out of range [{low}, {high}]")
        records = self.buffer if body is None else body
        count = self.record_count
        out = bytearray(_BATCH_HEADER.size)
        _BATCH_HEADER.pack_into(
            out, 0, base_offset, _BATCH_HEADER.size - 12 + len(records), partition_leader_epoch,
            2, 0, attributes, max(count - 1, 0), self.base_timestamp if count else -1,
            self.max_timestamp if count else -1, producer_id, producer_epoch, base_sequence,
            count)
        out += records
        struct.pack_into(">I", out, 17, _crc32c(memoryview(out)[_CRC_START:]))
        return out


def _append_header(header: Header, parts: list[BytesLike]) -> None:
    if len(header) != 2:
        raise TypeError("each header must be a (str, bytes | None) pair")
    header_key, header_value = header
    encoded_key = header_key.encode() if isinstance(header_key, str) else header_key
    parts += (_varint_bytes(len(encoded_key)), encoded_key)
    if header_value is None:
        parts.append(_NULL)
    else:
        parts += (_varint_bytes(len(header_value)), header_value)


# ------------------------------------------------------------------------------------- decode
#: decode_records/decode_slice's optional ``shape``: (tuple_type, topic, partition,
#: timestamp_type, epoch); records then come as 9-field tuple_type instances (the consumer's
#: ConsumerRecord), which the C twin makes without a Record in between.
Shape = tuple[type[Any], str, int, int, int]


def _shaped(records: list[Record], shape: Shape | None) -> list[Any]:
    if shape is None:
        return records
    _check_shape(shape)
    tuple_type, topic, partition, timestamp_type, epoch = shape
    return records_to_tuples(tuple_type, records, topic, partition, timestamp_type, epoch, 0)


def _check_shape(shape: object) -> None:
    if (type(shape) is not tuple or len(shape) != 5 or not isinstance(shape[0], type)
            or not issubclass(shape[0], tuple)):
        raise TypeError("shape must be None or (tuple_type, topic, partition, timestamp_type, "
                        "epoch) with tuple_type a tuple subclass")


def decode_records(data: BytesLike, position: int, end: int, count: int, base_offset: int,
                   base_timestamp: int, log_append_time: int,
                   shape: Shape | None = None) -> list[Any]:
    """Decode `count` records from data[position:end].

    `log_append_time` >= 0 overrides every record's timestamp (LogAppendTime batches). The
    declared count is never trusted for allocation: the list grows one decoded record at a time,
    and the bytes must run out exactly when the count does. ``shape``: see ``Shape``.
    """
    if shape is not None:
        _check_shape(shape)
    if type(data) is not bytes:  # indexing bytes is the fastest; one copy of the section
        data = bytes(data)
    _check_section(data, position, end, count)
    try:  # decode_slice's body, inlined: this per-batch call is on the pure hot path
        records = _decode_loop(data, position, end, count, count, base_offset, base_timestamp,
                               log_append_time)[0]
    except IndexError:  # a fast-path read ran off the data: the framing lied
        raise CorruptRecordError("record framing runs past the end of the batch") from None
    return _shaped(records, shape)


def decode_slice(data: BytesLike, position: int, end: int, count: int, base_offset: int,
                 base_timestamp: int, log_append_time: int,
                 limit: int, shape: Shape | None = None) -> tuple[list[Any], int]:
    """Decode the next ``min(count, limit)`` of the `count` records left in data[position:end];
    return them and the position after them.

    Why slices: a batch's record count is bounded only by its (decompressed) bytes, about one
    record per 7 bytes, so decoding a whole hostile batch of empty records at once turns a 64 MiB
    section into ~9 M Python objects. A consumer decodes as many as it hands out instead.
    Arguments as in decode_records; decoding the last of the `count` records checks that the
    bytes end exactly there. Every slice is all or nothing: on corrupt bytes it raises
    CorruptRecordError and returns no record.
    """
    if shape is not None:
        _check_shape(shape)
    if limit < 0:
        raise ValueError(f"decode_slice() needs a limit >= 0, got {limit}")
    if type(data) is not bytes:  # indexing bytes is the fastest; one copy of the section
        data = bytes(data)
    _check_section(data, position, end, count)
    try:
        records, position = _decode_loop(data, position, end, count, min(count, limit),
                                         base_offset, base_timestamp, log_append_time)
    except IndexError:  # a fast-path read ran off the data: the framing lied
        raise CorruptRecordError("record framing runs past the end of the batch") from None
    return _shaped(records, shape), position


def _check_section(data: bytes, position: int, end: int, count: int) -> None:
    """The checks before any record is decoded (the C twin makes the same, in this order)."""
    if count < 0:
        raise CorruptRecordError(f"record batch declares a negative record count {count}")
    if end > len(data) or position < 0 or position > end:
        raise CorruptRecordError("record section lies outside the batch")
    if count > (end - position) // 7:  # a record takes at least 7 bytes
        raise CorruptRecordError(
            f"record batch declares {count} records but has only {end - position} bytes for them")


_INT64_MIN = -(1 << 63)
_INT64_MAX = (1 << 63) - 1


def _decode_loop(data: bytes, position: int, end: int, count: int, take: int, base_offset: int,
                 base_timestamp: int, log_append_time: int) -> tuple[list[Record], int]:
    """The hot loop: one- and two-byte lengths (by far the most common) are decoded inline.

    The inline reads may run past `end` (never past the data: an IndexError there is turned
    into CorruptRecordError by the caller); every length is checked against the record's end
    before it is used. An absolute offset or timestamp outside int64 is corrupt (the C twin
    computes in int64, and every consumer of these values stores them there)."""
    records: list[Record] = []
    append = records.append
    lowest, highest = _INT64_MIN, _INT64_MAX
    for index in range(take):
        if position >= end:
            raise CorruptRecordError(
                f"record batch declares {count} records but its bytes end after {index}")
        byte = data[position]
        if byte < 0x80:
            length = (byte >> 1) ^ -(byte & 1)
            position += 1
        elif data[position + 1] < 0x80:  # two bytes: lengths 64..8191, the next most common
            zigzag = (data[position + 1] << 7) | (byte & 0x7F)
            length = (zigzag >> 1) ^ -(zigzag & 1)
            position += 2
        else:
            length, position = decode_varint(data, position)
        record_end = position + length
        if length < 6 or record_end > end:
            raise CorruptRecordError(f"record {index} has an impossible length {length}")
        byte = data[position + 1]  # after the attributes byte
        if byte < 0x80:
            timestamp_delta = (byte >> 1) ^ -(byte & 1)
            position += 2
        else:
            timestamp_delta, position = decode_varint(data, position + 1)
        byte = data[position]
        if byte < 0x80:
            offset_delta = (byte >> 1) ^ -(byte & 1)
            position += 1
        else:
            offset_delta, position = decode_varint(data, position)
        # key and value, inlined: a function call per field costs as much as the slicing
        byte = data[position]
        if byte < 0x80:
            length = (byte >> 1) ^ -(byte & 1)
            position += 1
        elif data[position + 1] < 0x80:  # two bytes: lengths 64..8191, the next most common
            zigzag = (data[position + 1] << 7) | (byte & 0x7F)
            length = (zigzag >> 1) ^ -(zigzag & 1)
            position += 2
        else:
            length, position = decode_varint(data, position)
        if length >= 0 and position + length <= record_end:
            key: bytes | None = data[position:position + length]
            position += length
        elif length == -1:
            key = None
        else:
            raise CorruptRecordError(f"bad key length {length} in record {index}")
        byte = data[position]
        if byte < 0x80:
            length = (byte >> 1) ^ -(byte & 1)
            position += 1
        elif data[position + 1] < 0x80:  # two bytes: lengths 64..8191, the next most common
            zigzag = (data[position + 1] << 7) | (byte & 0x7F)
            length = (zigzag >> 1) ^ -(zigzag & 1)
            position += 2
        else:
            length, position = decode_varint(data, position)
        if length >= 0 and position + length <= record_end:
            value: bytes | None = data[position:position + length]
            position += length
        elif length == -1:
            value = None
        else:
            raise CorruptRecordError(f"bad value length {length} in record {index}")
        headers = _NO_HEADERS
        if data[position] == 0:
            position += 1
        else:
            header_count, position = decode_varint(data, position)
            headers, position = _decode_headers(data, position, record_end, header_count)
        if position != record_end:
            raise CorruptRecordError(
                f"record {index} at byte {record_end} is not where its declared length ends")
        offset = base_offset + offset_delta
        if not lowest <= offset <= highest:
            raise CorruptRecordError(
                f"record {index}: base offset {base_offset} + offset delta {offset_delta} "
                "overflows int64")
        if log_append_time >= 0:
            timestamp = log_append_time
        else:
            timestamp = base_timestamp + timestamp_delta
            if not lowest <= timestamp <= highest:
                raise CorruptRecordError(
                    f"record {index}: base timestamp {base_timestamp} + timestamp delta "
                    f"{timestamp_delta} overflows int64")
        append(Record(offset, timestamp, key, value, headers))
    if take == count and position != end:
        raise CorruptRecordError(
            f"record batch has {end - position} bytes left over after its {count} records")
    return records, position


def _decode_nullable(data: bytes, position: int, end: int) -> tuple[bytes | None, int]:
    byte = data[position]
    if byte < 0x80:
        length = (byte >> 1) ^ -(byte & 1)
        position += 1
    else:
        length, position = decode_varint(data, position)
    if length < 0:
        if length != -1:
            raise CorruptRecordError(f"negative length {length} at byte {position}")
        return None, position
    stop = position + length
    if stop > end:
        raise CorruptRecordError(f"length {length} at byte {position} runs past its record")
    return data[position:stop], stop


def _decode_headers(data: bytes, position: int, end: int,
                    count: int) -> tuple[tuple[Header, ...], int]:
    if count < 0 or count > end - position:  # every header takes at least 2 bytes
        raise CorruptRecordError(f"impossible header count {count} at byte {position}")
    headers: list[Header] = []
    for _ in range(count):
        raw_key, position = _decode_nullable(data, position, end)
        if raw_key is None:
            raise CorruptRecordError(f"null header key at byte {position}")
        try:
            header_key = raw_key.decode()
        except UnicodeDecodeError as exc:
            raise CorruptRecordError(f"header key before byte {position} is not UTF-8") from exc
        header_value, position = _decode_nullable(data, position, end)
        headers.append((header_key, header_value))
    return tuple(headers), position


def records_to_tuples(tuple_type: type[_T], records: Sequence[Record], topic: str, partition: int,
                      timestamp_type: int, epoch: int, min_offset: int) -> list[_T]:
    """For each Record at or after ``min_offset``, a ``tuple_type`` (the consumer's
    ConsumerRecord) of (topic, partition, offset, timestamp, timestamp_type, key, value,
    headers, epoch). Pure twin of ``_speedups.records_to_tuples``."""
    new = tuple.__new__
    return [new(tuple_type, (topic, partition, r.offset, r.timestamp, timestamp_type,
                             r.key, r.value, r.headers, epoch))
            for r in records if r.offset >= min_offset]


def now_ms() -> int:
    """The wall clock in whole milliseconds since the epoch: a record's CreateTime (Java's
    ``System.currentTimeMillis()``). Pure twin of ``_speedups.now_ms``."""
    return time.time_ns() // 1_000_000


def measure_headers(headers: Sequence[tuple[str, BytesLike | None]]) -> int:
    """The rough encoded size of a record's headers (name and value lengths + 8 each, what
    Producer.send counts toward max_request_size); TypeError naming the first item that is
    not a (str, bytes-like | None) pair. ``headers`` is a list or tuple. Pure twin of
    ``_speedups.measure_headers``."""
    if not isinstance(headers, (list, tuple)):
        raise TypeError(f"headers must be a list or tuple, got {type(headers).__name__}")
    size = 0
    for item in headers:
        if not isinstance(item, tuple) or len(item) != 2 or not isinstance(item[0], str):
            raise TypeError(f"headers must be (str, bytes | None) pairs, got {item!r}")
        name, data = item
        size += len(name) + 8
        if data is None:
            continue
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError(f"headers must be (str, bytes | None) pairs, got {item!r}")
        size += len(data)
    return size


def measure_items(items: Sequence[BytesLike | None]) -> tuple[int, int]:
    """(the longest length among bytes-like ``items``, how many are None); TypeError naming
    ``[index]`` of the first item that is neither. Pure twin of ``_speedups.measure_items``."""
    longest = nulls = 0
    for index, item in enumerate(items):
        if item is None:
            nulls += 1
        elif isinstance(item, (bytes, bytearray, memoryview)):
            longest = max(longest, len(item) if not isinstance(item, memoryview)
                          else item.nbytes)
        else:
            raise TypeError(f"[{index}] must be bytes or None, got {type(item).__name__}")
    return longest, nulls
