"""Kafka wire primitives: fixed-width ints, varints, strings, bytes, arrays, uuids, tagged fields.

The generated message codecs (``kafka_async.protocol.messages``) call these helpers for everything
that is not a run of fixed-width fields (those go through one precompiled ``struct.Struct`` each,
emitted straight into the generated code). The records module uses the varint helpers.

Conventions, chosen for speed and safety rather than elegance:

* Encoders return ``bytes`` (callers collect parts in a list and ``b"".join`` once).
* Decoders take ``(buf, pos)`` where ``buf`` is a ``memoryview`` (or ``bytes``) and return
  ``(value, new_pos)``. Threading the position through avoids a reader object and its attribute
  lookups on the hot path.
* Every length read from the wire is checked against the bytes that remain *before* anything is
  sliced or allocated, so a hostile ``2**31`` length on a 10-byte buffer fails at once with
  :class:`ProtocolError` instead of allocating gigabytes or looping for minutes.
* Strings decode as strict UTF-8; ``bytes`` fields are copied out (they are small: SASL tokens,
  member metadata); ``records`` stay a zero-copy ``memoryview`` slice of the input.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any, TypeAlias
from uuid import UUID

from kafka_async.protocol.errors import KafkaError, ProtocolError

__all__ = [
    "BOOL",
    "FLOAT64",
    "INT8",
    "INT16",
    "INT32",
    "INT64",
    "UINT16",
    "UINT32",
    "ZERO_UUID",
    "Buffer",
    "EncodeError",
    "dec_array_len",
    "dec_bool",
    "dec_bytes",
    "dec_compact_array_len",
    "dec_compact_bytes",
    "dec_compact_nullable_array_len",
    "dec_compact_nullable_bytes",
    "dec_compact_nullable_string",
    "dec_compact_records",
    "dec_compact_string",
    "dec_fixed_array",
    "dec_float64",
    "dec_int8",
    "dec_int16",
    "dec_int32",
    "dec_int64",
    "dec_nullable_array_len",
    "dec_nullable_bytes",
    "dec_nullable_string",
    "dec_records",
    "dec_string",
    "dec_tag_header",
    "dec_tagged_fields",
    "dec_uint16",
    "dec_uint32",
    "dec_uuid",
    "dec_uvarint",
    "dec_varint",
    "dec_varlong",
    "enc_array_len",
    "enc_bytes",
    "enc_compact_array_len",
    "enc_compact_bytes",
    "enc_compact_nullable_bytes",
    "enc_compact_nullable_string",
    "enc_compact_string",
    "enc_nullable_bytes",
    "enc_nullable_string",
    "enc_string",
    "enc_tagged_fields",
    "enc_uuid",
    "enc_uvarint",
    "enc_varint",
    "enc_varlong",
    "utf8_slice",
    "zigzag_decode",
    "zigzag_encode",
]

#: Anything the encoders accept as raw bytes and ``b"".join`` can splice without a copy.
Buffer: TypeAlias = bytes | bytearray | memoryview


class EncodeError(KafkaError, ValueError):
    """A message value cannot be put on the wire at the requested version.

    Raised for out-of-range integers, ``None`` in a non-nullable field, or a field set to a
    non-default value that the chosen version cannot carry and that the schema does not mark as
    ignorable (dropping it would silently change the request's meaning).
    """


INT8 = struct.Struct(">b")
INT16 = struct.Struct(">h")
INT32 = struct.Struct(">i")
INT64 = struct.Struct(">q")
UINT16 = struct.Struct(">H")
UINT32 = struct.Struct(">I")
FLOAT64 = struct.Struct(">d")
BOOL = struct.Struct(">?")

ZERO_UUID = UUID(int=0)

_MINUS_ONE_INT16 = b"\xff\xff"
_MINUS_ONE_INT32 = b"\xff\xff\xff\xff"
_ZERO_BYTE = b"\x00"

# Small unsigned varints are the overwhelmingly common case (lengths, tag counts): precompute.
_UVARINT_CACHE: tuple[bytes, ...] = tuple(bytes((i,)) for i in range(128))


def _truncated(what: str, need: int, have: int) -> ProtocolError:
    return ProtocolError(f"{what}: need {need} bytes, only {have} remain")


# --------------------------------------------------------------------------------------------
# Varints


def enc_uvarint(value: int) -> bytes:
    """Unsigned LEB128 varint (Kafka's UNSIGNED_VARINT) of a value in [0, 2**64)."""
    if 0 <= value < 128:
        return _UVARINT_CACHE[value]
    if value < 0 or value >= 1 << 64:
        raise EncodeError(f"unsigned varint out of range: {value}")
    out = bytearray()
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def zigzag_encode(value: int) -> int:
    """Map a signed 64-bit int to an unsigned one so small magnitudes stay small (zig-zag)."""
    return (value << 1) ^ (value >> 63)


def zigzag_decode(value: int) -> int:
    """Inverse of :func:`zigzag_encode`."""
    return (value >> 1) ^ -(value & 1)


def enc_varint(value: int) -> bytes:
    """Zig-zag signed 32-bit varint (Kafka's VARINT), as used inside record batches."""
    if not -(1 << 31) <= value < 1 << 31:
        raise EncodeError(f"varint out of int32 range: {value}")
    return enc_uvarint((value << 1) ^ (value >> 31))


def enc_varlong(value: int) -> bytes:
    """Zig-zag signed 64-bit varint (Kafka's VARLONG)."""
    if not -(1 << 63) <= value < 1 << 63:
        raise EncodeError(f"varlong out of int64 range: {value}")
    return enc_uvarint((value << 1) ^ (value >> 63))


def _dec_uvarint_bounded(buf: Buffer, pos: int, max_bytes: int, what: str) -> tuple[int, int]:
    result = 0
    shift = 0
    end = len(buf)
    for _ in range(max_bytes):
        if pos >= end:
            raise ProtocolError(f"{what}: truncated varint")
        byte = buf[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            return result, pos
        shift += 7
    raise ProtocolError(f"{what}: varint longer than {max_bytes} bytes")


def dec_uvarint(buf: Buffer, pos: int) -> tuple[int, int]:
    """Unsigned 32-bit varint (at most 5 bytes); returns (value, new position)."""
    if pos < len(buf):
        first = buf[pos]
        if first < 0x80:
            return first, pos + 1
    value, pos = _dec_uvarint_bounded(buf, pos, 5, "unsigned varint")
    if value >= 1 << 32:
        raise ProtocolError(f"unsigned varint out of 32-bit range: {value}")
    return value, pos


def dec_uvarlong(buf: Buffer, pos: int) -> tuple[int, int]:
    """Unsigned 64-bit varint (at most 10 bytes)."""
    value, pos = _dec_uvarint_bounded(buf, pos, 10, "unsigned varlong")
    if value >= 1 << 64:
        raise ProtocolError(f"unsigned varlong out of 64-bit range: {value}")
    return value, pos


def dec_varint(buf: Buffer, pos: int) -> tuple[int, int]:
    """Zig-zag signed 32-bit varint."""
    raw, pos = dec_uvarint(buf, pos)
    return (raw >> 1) ^ -(raw & 1), pos


def dec_varlong(buf: Buffer, pos: int) -> tuple[int, int]:
    """Zig-zag signed 64-bit varint."""
    raw, pos = dec_uvarlong(buf, pos)
    return (raw >> 1) ^ -(raw & 1), pos


# --------------------------------------------------------------------------------------------
# Fixed width (the generated code mostly uses its own merged Structs; these serve hand code)


def _fixed_decoder(codec: struct.Struct, what: str) -> Callable[[Buffer, int], tuple[int, int]]:
    size = codec.size
    unpack_from = codec.unpack_from

    def decode(buf: Buffer, pos: int) -> tuple[int, int]:
        if pos + size > len(buf):
            raise _truncated(what, size, len(buf) - pos)
        value: int = unpack_from(buf, pos)[0]
        return value, pos + size

    decode.__name__ = f"dec_{what}"
    decode.__doc__ = f"Read one {what}; returns (value, new position)."
    return decode


dec_int8 = _fixed_decoder(INT8, "int8")
dec_int16 = _fixed_decoder(INT16, "int16")
dec_int32 = _fixed_decoder(INT32, "int32")
dec_int64 = _fixed_decoder(INT64, "int64")
dec_uint16 = _fixed_decoder(UINT16, "uint16")
dec_uint32 = _fixed_decoder(UINT32, "uint32")


def dec_float64(buf: Buffer, pos: int) -> tuple[float, int]:
    """Read an IEEE 754 double."""
    if pos + 8 > len(buf):
        raise _truncated("float64", 8, len(buf) - pos)
    value: float = FLOAT64.unpack_from(buf, pos)[0]
    return value, pos + 8


def dec_bool(buf: Buffer, pos: int) -> tuple[bool, int]:
    """Read a boolean byte (any non-zero value is true, as in the Java client)."""
    if pos >= len(buf):
        raise _truncated("bool", 1, 0)
    return buf[pos] != 0, pos + 1


def enc_uuid(value: UUID) -> bytes:
    """16 raw bytes, most significant first."""
    return value.bytes


def dec_uuid(buf: Buffer, pos: int) -> tuple[UUID, int]:
    """Read a 16-byte uuid."""
    if pos + 16 > len(buf):
        raise _truncated("uuid", 16, len(buf) - pos)
    return UUID(bytes=bytes(buf[pos : pos + 16])), pos + 16


# --------------------------------------------------------------------------------------------
# Strings


def enc_string(value: str | None) -> bytes:
    """STRING: int16 length + UTF-8."""
    if value is None:
        raise EncodeError("null in a non-nullable string field")
    data = value.encode()
    if len(data) > 0x7FFF:
        raise EncodeError(f"string of {len(data)} bytes exceeds the int16 length limit")
    return INT16.pack(len(data)) + data


def enc_nullable_string(value: str | None) -> bytes:
    """NULLABLE_STRING: int16 length (-1 for null) + UTF-8."""
    if value is None:
        return _MINUS_ONE_INT16
    return enc_string(value)


def enc_compact_string(value: str | None) -> bytes:
    """COMPACT_STRING: unsigned varint (length + 1) + UTF-8."""
    if value is None:
        raise EncodeError("null in a non-nullable string field")
    data = value.encode()
    if len(data) > 0x7FFF:
        raise EncodeError(f"string of {len(data)} bytes exceeds the int16 length limit")
    return enc_uvarint(len(data) + 1) + data


def enc_compact_nullable_string(value: str | None) -> bytes:
    """COMPACT_NULLABLE_STRING: unsigned varint 0 for null, else length + 1, then UTF-8."""
    if value is None:
        return _ZERO_BYTE
    return enc_compact_string(value)


def utf8_slice(buf: Buffer, start: int, end: int) -> str:
    """``buf[start:end]`` as text; bytes that are not UTF-8 raise ProtocolError (the generated
    decoders call this directly for a short string whose one-byte length they read inline)."""
    try:
        return str(buf[start:end], "utf-8")
    except UnicodeDecodeError as exc:
        raise ProtocolError(
            f"string is not valid UTF-8: {exc.reason} at byte {exc.start}"
        ) from None


def dec_string(buf: Buffer, pos: int) -> tuple[str, int]:
    """STRING; a null (-1) length is an error here."""
    if pos + 2 > len(buf):
        raise _truncated("string length", 2, len(buf) - pos)
    length = INT16.unpack_from(buf, pos)[0]
    pos += 2
    if length < 0:
        raise ProtocolError(f"non-nullable string has length {length}")
    end = pos + length
    if end > len(buf):
        raise _truncated("string", length, len(buf) - pos)
    return utf8_slice(buf, pos, end), end


def dec_nullable_string(buf: Buffer, pos: int) -> tuple[str | None, int]:
    """NULLABLE_STRING; -1 means None, any other negative length is an error."""
    if pos + 2 > len(buf):
        raise _truncated("string length", 2, len(buf) - pos)
    length = INT16.unpack_from(buf, pos)[0]
    pos += 2
    if length < 0:
        if length == -1:
            return None, pos
        raise ProtocolError(f"nullable string has length {length}")
    end = pos + length
    if end > len(buf):
        raise _truncated("string", length, len(buf) - pos)
    return utf8_slice(buf, pos, end), end


def dec_compact_string(buf: Buffer, pos: int) -> tuple[str, int]:
    """COMPACT_STRING; a null (0) length is an error here."""
    length, pos = dec_uvarint(buf, pos)
    if length == 0:
        raise ProtocolError("non-nullable compact string is null")
    end = pos + length - 1
    if end > len(buf):
        raise _truncated("compact string", length - 1, len(buf) - pos)
    return utf8_slice(buf, pos, end), end


def dec_compact_nullable_string(buf: Buffer, pos: int) -> tuple[str | None, int]:
    """COMPACT_NULLABLE_STRING; 0 means None."""
    length, pos = dec_uvarint(buf, pos)
    if length == 0:
        return None, pos
    end = pos + length - 1
    if end > len(buf):
        raise _truncated("compact string", length - 1, len(buf) - pos)
    return utf8_slice(buf, pos, end), end


# --------------------------------------------------------------------------------------------
# Bytes and records


def enc_bytes(value: Buffer | None) -> bytes:
    """BYTES: int32 length + raw bytes (copies; use for small values, not records)."""
    if value is None:
        raise EncodeError("null in a non-nullable bytes field")
    return INT32.pack(len(value)) + value


def enc_nullable_bytes(value: Buffer | None) -> bytes:
    """NULLABLE_BYTES: int32 length (-1 for null) + raw bytes."""
    if value is None:
        return _MINUS_ONE_INT32
    return INT32.pack(len(value)) + value


def enc_compact_bytes(value: Buffer | None) -> bytes:
    """COMPACT_BYTES: unsigned varint (length + 1) + raw bytes."""
    if value is None:
        raise EncodeError("null in a non-nullable bytes field")
    return enc_uvarint(len(value) + 1) + value


def enc_compact_nullable_bytes(value: Buffer | None) -> bytes:
    """COMPACT_NULLABLE_BYTES: unsigned varint 0 for null, else length + 1, then raw bytes."""
    if value is None:
        return _ZERO_BYTE
    return enc_uvarint(len(value) + 1) + value


def _dec_int32_length(buf: Buffer, pos: int, what: str) -> tuple[int, int]:
    if pos + 4 > len(buf):
        raise _truncated(f"{what} length", 4, len(buf) - pos)
    return INT32.unpack_from(buf, pos)[0], pos + 4


def dec_bytes(buf: Buffer, pos: int) -> tuple[bytes, int]:
    """BYTES, copied out of the buffer; a null length is an error here."""
    length, pos = _dec_int32_length(buf, pos, "bytes")
    if length < 0:
        raise ProtocolError(f"non-nullable bytes has length {length}")
    end = pos + length
    if end > len(buf):
        raise _truncated("bytes", length, len(buf) - pos)
    return bytes(buf[pos:end]), end


def dec_nullable_bytes(buf: Buffer, pos: int) -> tuple[bytes | None, int]:
    """NULLABLE_BYTES; -1 means None."""
    length, pos = _dec_int32_length(buf, pos, "bytes")
    if length < 0:
        if length == -1:
            return None, pos
        raise ProtocolError(f"nullable bytes has length {length}")
    end = pos + length
    if end > len(buf):
        raise _truncated("bytes", length, len(buf) - pos)
    return bytes(buf[pos:end]), end


def dec_compact_bytes(buf: Buffer, pos: int) -> tuple[bytes, int]:
    """COMPACT_BYTES; null is an error here."""
    length, pos = dec_uvarint(buf, pos)
    if length == 0:
        raise ProtocolError("non-nullable compact bytes is null")
    end = pos + length - 1
    if end > len(buf):
        raise _truncated("compact bytes", length - 1, len(buf) - pos)
    return bytes(buf[pos:end]), end


def dec_compact_nullable_bytes(buf: Buffer, pos: int) -> tuple[bytes | None, int]:
    """COMPACT_NULLABLE_BYTES; 0 means None."""
    length, pos = dec_uvarint(buf, pos)
    if length == 0:
        return None, pos
    end = pos + length - 1
    if end > len(buf):
        raise _truncated("compact bytes", length - 1, len(buf) - pos)
    return bytes(buf[pos:end]), end


def dec_records(buf: memoryview, pos: int) -> tuple[memoryview | None, int]:
    """RECORDS as NULLABLE_BYTES, returned as a zero-copy slice of ``buf``."""
    length, pos = _dec_int32_length(buf, pos, "records")
    if length < 0:
        if length == -1:
            return None, pos
        raise ProtocolError(f"records has length {length}")
    end = pos + length
    if end > len(buf):
        raise _truncated("records", length, len(buf) - pos)
    return buf[pos:end], end


def dec_compact_records(buf: memoryview, pos: int) -> tuple[memoryview | None, int]:
    """RECORDS as COMPACT_NULLABLE_BYTES, returned as a zero-copy slice of ``buf``."""
    length, pos = dec_uvarint(buf, pos)
    if length == 0:
        return None, pos
    end = pos + length - 1
    if end > len(buf):
        raise _truncated("records", length - 1, len(buf) - pos)
    return buf[pos:end], end


# --------------------------------------------------------------------------------------------
# Arrays


def enc_array_len(count: int | None) -> bytes:
    """ARRAY length: int32 (-1 for null)."""
    if count is None:
        return _MINUS_ONE_INT32
    return INT32.pack(count)


def enc_compact_array_len(count: int | None) -> bytes:
    """COMPACT_ARRAY length: unsigned varint count + 1 (0 for null)."""
    if count is None:
        return _ZERO_BYTE
    return enc_uvarint(count + 1)


def _check_count(buf: Buffer, pos: int, count: int, min_element_size: int) -> None:
    # Every element takes at least one byte on the wire (at least min_element_size, when the
    # generator knows it), so a count larger than the remaining bytes can never be honest.
    remaining = len(buf) - pos
    if count * max(min_element_size, 1) > remaining:
        raise ProtocolError(
            f"array claims {count} elements of >= {max(min_element_size, 1)} bytes "
            f"but only {remaining} bytes remain"
        )


def dec_array_len(buf: Buffer, pos: int, min_element_size: int = 1) -> tuple[int, int]:
    """Non-nullable ARRAY length, checked against the remaining bytes."""
    count, pos = _dec_int32_length(buf, pos, "array")
    if count < 0:
        raise ProtocolError(f"non-nullable array has length {count}")
    _check_count(buf, pos, count, min_element_size)
    return count, pos


def dec_nullable_array_len(buf: Buffer, pos: int, min_element_size: int = 1) -> tuple[int, int]:
    """Nullable ARRAY length: -1 for null, otherwise checked against the remaining bytes."""
    count, pos = _dec_int32_length(buf, pos, "array")
    if count < 0:
        if count == -1:
            return -1, pos
        raise ProtocolError(f"nullable array has length {count}")
    _check_count(buf, pos, count, min_element_size)
    return count, pos


def dec_compact_array_len(buf: Buffer, pos: int, min_element_size: int = 1) -> tuple[int, int]:
    """Non-nullable COMPACT_ARRAY length."""
    raw, pos = dec_uvarint(buf, pos)
    if raw == 0:
        raise ProtocolError("non-nullable compact array is null")
    _check_count(buf, pos, raw - 1, min_element_size)
    return raw - 1, pos


def dec_compact_nullable_array_len(
    buf: Buffer, pos: int, min_element_size: int = 1
) -> tuple[int, int]:
    """Nullable COMPACT_ARRAY length: -1 for null."""
    raw, pos = dec_uvarint(buf, pos)
    if raw == 0:
        return -1, pos
    _check_count(buf, pos, raw - 1, min_element_size)
    return raw - 1, pos


_FIXED_ARRAY_WIDTH = {"b": 1, "h": 2, "i": 4, "q": 8, "H": 2, "I": 4, "d": 8, "?": 1}


def dec_fixed_array(buf: Buffer, pos: int, count: int, code: str) -> tuple[list[Any], int]:
    """``count`` fixed-width elements (struct code ``code``) in one unpack."""
    width = _FIXED_ARRAY_WIDTH[code]
    end = pos + count * width
    if end > len(buf):
        raise _truncated("array", count * width, len(buf) - pos)
    return list(struct.unpack_from(f">{count}{code}", buf, pos)), end


# --------------------------------------------------------------------------------------------
# Tagged fields


def enc_tagged_fields(fields: dict[int, bytes]) -> bytes:
    """A tagged-field section from ``{tag: raw payload}``, written in ascending tag order."""
    if not fields:
        return _ZERO_BYTE
    parts = [enc_uvarint(len(fields))]
    for tag in sorted(fields):
        payload = fields[tag]
        parts.append(enc_uvarint(tag))
        parts.append(enc_uvarint(len(payload)))
        parts.append(payload)
    return b"".join(parts)


def dec_tag_header(buf: Buffer, pos: int) -> tuple[int, int, int, int]:
    """One tagged field's header: returns (tag, payload start, payload end, payload end).

    The end is returned twice so generated code can keep one as the resume position.
    """
    tag, pos = dec_uvarint(buf, pos)
    size, pos = dec_uvarint(buf, pos)
    end = pos + size
    if end > len(buf):
        raise _truncated(f"tagged field {tag}", size, len(buf) - pos)
    return tag, pos, end, end


def dec_tag_count(buf: Buffer, pos: int) -> tuple[int, int]:
    """Number of tagged fields that follow; each takes at least two bytes."""
    count, pos = dec_uvarint(buf, pos)
    if count * 2 > len(buf) - pos:
        raise ProtocolError(f"{count} tagged fields claimed but only {len(buf) - pos} bytes remain")
    return count, pos


def dec_tagged_fields(buf: Buffer, pos: int) -> tuple[dict[int, bytes], int]:
    """A tagged-field section with no known tags: every field is kept raw, keyed by tag."""
    if pos < len(buf) and buf[pos] == 0:
        return {}, pos + 1
    count, pos = dec_tag_count(buf, pos)
    fields: dict[int, bytes] = {}
    for _ in range(count):
        tag, start, end, pos = dec_tag_header(buf, pos)
        fields[tag] = bytes(buf[start:end])
    return fields, pos
