"""``BuilderCore.seal`` (the finished RecordBatch v2 in one call): the C twin against the pure
reference, and both against an independent packing of the header with the ``crc32c``
package. Same bytes for every record set, body and field value in range; the same error type
(ValueError naming the field, TypeError for a non-int) outside it."""

from __future__ import annotations

import struct
from typing import Any

import pytest
from crc32c import crc32c
from hypothesis import given, settings
from hypothesis import strategies as st

from kafka_async.protocol.records import PURE, RecordBatch, load_speedups

SPEEDUPS = load_speedups()
HEADER = struct.Struct(">qiibIhiqqqhii")
INT16 = st.integers(-(1 << 15), (1 << 15) - 1)
INT32 = st.integers(-(1 << 31), (1 << 31) - 1)
INT64 = st.integers(-(1 << 63), (1 << 63) - 1)
RECORDS = st.lists(
    st.tuples(st.integers(0, 1 << 45), st.none() | st.binary(max_size=20),
              st.none() | st.binary(max_size=40),
              st.lists(st.tuples(st.text(max_size=5), st.none() | st.binary(max_size=5)),
                       max_size=2)),
    max_size=6)


def _cores() -> list[Any]:
    assert SPEEDUPS is not None, "the C speedups are not built (pip install -e . with a compiler)"
    return [PURE.new_core, SPEEDUPS.new_core]


def _filled(core_class: Any, records: list[Any]) -> Any:
    core = core_class(-1)
    for timestamp, key, value, headers in records:
        assert core.append(timestamp, key, value, headers)
    return core


def _reference(core: Any, body: bytes | None, fields: tuple[int, ...]) -> bytes:
    """The header packed field by field, the CRC from the crc32c package."""
    attributes, base_offset, leader_epoch, producer_id, producer_epoch, sequence = fields
    records = bytes(core.buffer) if body is None else body
    count = core.record_count
    header = bytearray(HEADER.pack(
        base_offset, 49 + len(records), leader_epoch, 2, 0, attributes, max(count - 1, 0),
        core.base_timestamp if count else -1, core.max_timestamp if count else -1,
        producer_id, producer_epoch, sequence, count))
    out = header + records
    struct.pack_into(">I", out, 17, crc32c(bytes(out[21:])))
    return bytes(out)


def _outcome(core: Any, args: tuple[Any, ...]) -> Any:
    try:
        return bytes(core.seal(*args))
    except (ValueError, TypeError) as exc:
        return type(exc), str(exc)


@settings(max_examples=300, deadline=None)
@given(records=RECORDS, body=st.none() | st.binary(max_size=64),
       fields=st.tuples(INT16, INT64, INT32, INT64, INT16, INT32))
def test_both_cores_seal_the_reference_bytes(records: list[Any], body: bytes | None,
                                             fields: tuple[int, ...]) -> None:
    pure, compiled = (_filled(core_class, records) for core_class in _cores())
    expected = _reference(pure, body, fields)
    assert bytes(pure.seal(body, *fields)) == expected
    assert bytes(compiled.seal(body, *fields)) == expected


@settings(max_examples=200, deadline=None)
@given(records=RECORDS, position=st.integers(0, 5),
       value=st.integers(-(1 << 70), 1 << 70) | st.sampled_from([1.5, "1", None, True]))
def test_a_field_out_of_range_is_the_same_error_on_both(records: list[Any], position: int,
                                                       value: Any) -> None:
    fields: list[Any] = [0, 0, -1, 7, 1, 3]
    fields[position] = value
    pure, compiled = (_filled(core_class, records) for core_class in _cores())
    assert _outcome(pure, (None, *fields)) == _outcome(compiled, (None, *fields))


def test_a_sealed_batch_reads_back_with_a_valid_crc() -> None:
    for core_class in _cores():
        core = _filled(core_class, [(1_000, b"k", b"v" * 10, [("h", b"x")]),
                                    (1_007, None, b"w", [])])
        batch = RecordBatch(core.seal(None, 0, 40, 3, 7, 1, 9))
        assert batch.crc_is_valid()
        assert (batch.base_offset, batch.producer_id, batch.producer_epoch,
                batch.base_sequence, batch.record_count) == (40, 7, 1, 9, 2)
        assert [(r.offset, r.timestamp, r.key, r.value) for r in batch] == [
            (40, 1_000, b"k", b"v" * 10), (41, 1_007, None, b"w")]


def test_a_large_body_is_sealed_alike() -> None:
    """From 4 KiB on the C twin hands the CRC to the crc32c package: the same bytes."""
    body = bytes(range(256)) * 64
    pure, compiled = (_filled(core_class, [(5, None, b"x", None)]) for core_class in _cores())
    expected = _reference(pure, body, (1, 0, -1, -1, -1, -1))
    assert bytes(pure.seal(body, 1, 0, -1, -1, -1, -1)) == expected
    assert bytes(compiled.seal(body, 1, 0, -1, -1, -1, -1)) == expected


@pytest.mark.parametrize("arguments", [(), (None,), (None, 0, 0, 0, 0, 0, 0, 0)])
def test_the_wrong_number_of_arguments_is_a_type_error(arguments: tuple[Any, ...]) -> None:
    for core_class in _cores():
        with pytest.raises(TypeError):
            core_class(-1).seal(*arguments)
