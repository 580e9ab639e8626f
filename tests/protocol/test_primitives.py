"""Wire primitives: varint edge cases, compact and nullable forms, tagged fields, bounds checks."""

from __future__ import annotations

import uuid

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafka_async.protocol import primitives as p
from kafka_async.protocol.errors import ProtocolError


@pytest.mark.parametrize(
    ("value", "encoded"),
    [
        (0, "00"),
        (1, "01"),
        (127, "7f"),
        (128, "8001"),
        (300, "ac02"),
        (16383, "ff7f"),
        (16384, "808001"),
        (2**31 - 1, "ffffffff07"),
        (2**32 - 1, "ffffffff0f"),
    ],
)
def test_uvarint_known_encodings(value: int, encoded: str) -> None:
    assert p.enc_uvarint(value).hex() == encoded
    assert p.dec_uvarint(bytes.fromhex(encoded), 0) == (value, len(encoded) // 2)


@pytest.mark.parametrize(
    ("value", "encoded"),
    [(0, "00"), (-1, "01"), (1, "02"), (-2, "03"), (63, "7e"), (-64, "7f"), (64, "8001")],
)
def test_zigzag_varint_known_encodings(value: int, encoded: str) -> None:
    assert p.enc_varint(value).hex() == encoded
    assert p.enc_varlong(value).hex() == encoded
    assert p.dec_varint(bytes.fromhex(encoded), 0) == (value, len(encoded) // 2)
    assert p.dec_varlong(bytes.fromhex(encoded), 0) == (value, len(encoded) // 2)


def test_varint_extremes() -> None:
    assert p.dec_varint(p.enc_varint(-(2**31)), 0)[0] == -(2**31)
    assert p.dec_varint(p.enc_varint(2**31 - 1), 0)[0] == 2**31 - 1
    assert p.enc_varlong(-(2**63)).hex() == "ff" * 9 + "01"
    assert p.dec_varlong(p.enc_varlong(2**63 - 1), 0)[0] == 2**63 - 1
    with pytest.raises(p.EncodeError):
        p.enc_varint(2**31)
    with pytest.raises(p.EncodeError):
        p.enc_uvarint(-1)


@given(st.integers(-(2**63), 2**63 - 1))
def test_varlong_round_trip(value: int) -> None:
    encoded = p.enc_varlong(value)
    assert p.dec_varlong(encoded + b"tail", 0) == (value, len(encoded))
    assert p.zigzag_decode(p.zigzag_encode(value)) == value


@pytest.mark.parametrize(
    "bad",
    ["", "80", "ffffffff", "ffffffffff01", "ffffffff10"],  # empty, truncated, too long, > 32 bit
)
def test_bad_uvarints_raise_protocol_error(bad: str) -> None:
    with pytest.raises(ProtocolError):
        p.dec_uvarint(bytes.fromhex(bad), 0)


def test_varlong_longer_than_ten_bytes_is_rejected() -> None:
    with pytest.raises(ProtocolError, match="longer than 10"):
        p.dec_varlong(b"\xff" * 11, 0)


def test_strings_plain_nullable_compact() -> None:
    assert p.enc_string("hé") == b"\x00\x03h\xc3\xa9"
    assert p.enc_nullable_string(None) == b"\xff\xff"
    assert p.enc_compact_string("hé") == b"\x04h\xc3\xa9"
    assert p.enc_compact_nullable_string(None) == b"\x00"
    assert p.dec_string(b"\x00\x03h\xc3\xa9!", 0) == ("hé", 5)
    assert p.dec_nullable_string(b"\xff\xff", 0) == (None, 2)
    assert p.dec_compact_string(b"\x04h\xc3\xa9", 0) == ("hé", 4)
    assert p.dec_compact_nullable_string(b"\x00", 0) == (None, 1)
    assert p.dec_compact_string(b"\x01", 0) == ("", 1)


@pytest.mark.parametrize(
    ("decoder", "data", "message"),
    [
        (p.dec_string, b"\xff\xff", "non-nullable"),
        (p.dec_nullable_string, b"\xff\xfe", "length -2"),
        (p.dec_string, b"\x00\x05abc", "need 5 bytes"),
        (p.dec_compact_string, b"\x00", "null"),
        (p.dec_compact_nullable_string, b"\x06abc", "need 5 bytes"),
        (p.dec_string, b"\x00\x01\xff", "UTF-8"),
        (p.dec_compact_string, b"\x03\xed\xa0", "UTF-8"),
    ],
)
def test_bad_strings(decoder: object, data: bytes, message: str) -> None:
    with pytest.raises(ProtocolError, match=message):
        decoder(data, 0)  # type: ignore[operator]


def test_string_too_long_for_int16_length() -> None:
    with pytest.raises(p.EncodeError):
        p.enc_string("x" * 40000)
    with pytest.raises(p.EncodeError, match="null"):
        p.enc_string(None)


def test_bytes_plain_nullable_compact() -> None:
    assert p.enc_bytes(b"ab") == b"\x00\x00\x00\x02ab"
    assert p.enc_nullable_bytes(None) == b"\xff\xff\xff\xff"
    assert p.enc_compact_bytes(b"ab") == b"\x03ab"
    assert p.enc_compact_nullable_bytes(None) == b"\x00"
    assert p.dec_bytes(b"\x00\x00\x00\x02ab", 0) == (b"ab", 6)
    assert p.dec_nullable_bytes(b"\xff\xff\xff\xff", 0) == (None, 4)
    assert p.dec_compact_bytes(b"\x03ab", 0) == (b"ab", 3)
    assert p.dec_compact_nullable_bytes(b"\x00", 0) == (None, 1)
    with pytest.raises(ProtocolError, match="need 2147483647 bytes"):
        p.dec_bytes(b"\x7f\xff\xff\xff" + bytes(10), 0)


def test_records_are_zero_copy_views() -> None:
    data = memoryview(b"\x00\x00\x00\x03abc\x04xyz")
    view, pos = p.dec_records(data, 0)
    assert isinstance(view, memoryview) and view.obj is data.obj and bytes(view) == b"abc"
    compact, end = p.dec_compact_records(data, pos)
    assert compact is not None and bytes(compact) == b"xyz" and end == len(data)
    assert p.dec_records(memoryview(b"\xff\xff\xff\xff"), 0) == (None, 4)


def test_array_lengths_checked_against_remaining_bytes() -> None:
    assert p.enc_array_len(None) == b"\xff\xff\xff\xff"
    assert p.enc_compact_array_len(None) == b"\x00"
    assert p.enc_compact_array_len(2) == b"\x03"
    assert p.dec_nullable_array_len(b"\xff\xff\xff\xff", 0) == (-1, 4)
    assert p.dec_compact_nullable_array_len(b"\x00", 0) == (-1, 1)
    assert p.dec_array_len(b"\x00\x00\x00\x02" + bytes(8), 0, 4) == (2, 4)
    with pytest.raises(ProtocolError, match="claims 3 elements of >= 4 bytes"):
        p.dec_array_len(b"\x00\x00\x00\x03" + bytes(8), 0, 4)
    with pytest.raises(ProtocolError, match="claims 2147483647"):
        p.dec_array_len(b"\x7f\xff\xff\xff" + bytes(10), 0)
    with pytest.raises(ProtocolError, match="non-nullable"):
        p.dec_array_len(b"\xff\xff\xff\xff", 0)
    with pytest.raises(ProtocolError, match="non-nullable compact array"):
        p.dec_compact_array_len(b"\x00", 0)
    assert p.dec_fixed_array(b"\x00\x01\x00\x02", 0, 2, "h") == ([1, 2], 4)


def test_uuid_round_trip_and_truncation() -> None:
    value = uuid.uuid4()
    assert p.dec_uuid(p.enc_uuid(value), 0) == (value, 16)
    assert p.ZERO_UUID.bytes == bytes(16)
    with pytest.raises(ProtocolError, match="uuid"):
        p.dec_uuid(bytes(15), 0)


def test_fixed_width_decoders() -> None:
    assert p.dec_int8(b"\xff", 0) == (-1, 1)
    assert p.dec_int16(b"\x80\x00", 0) == (-32768, 2)
    assert p.dec_uint16(b"\xff\xff", 0) == (65535, 2)
    assert p.dec_int32(b"\x00\x00\x00\x2a", 0) == (42, 4)
    assert p.dec_uint32(b"\xff\xff\xff\xff", 0) == (2**32 - 1, 4)
    assert p.dec_int64(b"\xff" * 8, 0) == (-1, 8)
    assert p.dec_float64(p.FLOAT64.pack(1.5), 0) == (1.5, 8)
    assert p.dec_bool(b"\x02", 0) == (True, 1)
    with pytest.raises(ProtocolError, match="int64"):
        p.dec_int64(bytes(7), 0)


def test_tagged_fields_unknown_tags_kept_in_order() -> None:
    encoded = p.enc_tagged_fields({5: b"e", 1: b"abc"})
    assert encoded == b"\x02\x01\x03abc\x05\x01e"
    assert p.dec_tagged_fields(encoded + b"rest", 0) == ({1: b"abc", 5: b"e"}, len(encoded))
    assert p.enc_tagged_fields({}) == b"\x00"
    assert p.dec_tagged_fields(b"\x00", 0) == ({}, 1)


def test_tagged_fields_bounds() -> None:
    with pytest.raises(ProtocolError, match="tagged fields claimed"):
        p.dec_tagged_fields(b"\x7f\x00", 0)
    with pytest.raises(ProtocolError, match="tagged field 1"):
        p.dec_tagged_fields(b"\x01\x01\x05ab", 0)
