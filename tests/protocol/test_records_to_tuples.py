"""records_to_tuples: the consumer's conversion of decoded Records into ConsumerRecords (the
per-record hot path of getmany), the C twin against the pure reference."""

from __future__ import annotations

import gc

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafka_async.consumer.structs import ConsumerRecord
from kafka_async.protocol.records import RecordBatchBuilder, RecordsReader, _pure
from kafka_async.protocol.records._impl import load_speedups

COMPILED = load_speedups()
CONVERTERS = [_pure.records_to_tuples] + (
    [COMPILED.records_to_tuples] if COMPILED is not None else [])
records = st.lists(st.tuples(st.one_of(st.none(), st.binary(max_size=8)),
                             st.one_of(st.none(), st.binary(max_size=8)),
                             st.lists(st.tuples(st.text(max_size=3),
                                                st.one_of(st.none(), st.binary(max_size=3))),
                                      max_size=2)),
                   max_size=20)


def decoded(pairs: list[tuple[bytes | None, bytes | None, list[tuple[str, bytes | None]]]]
            ) -> list[_pure.Record]:
    builder = RecordBatchBuilder(batch_size=1 << 20)
    for index, (key, value, headers) in enumerate(pairs):
        assert builder.append(1_700_000_000_000 + index, key, value, headers)
    if not pairs:
        return []
    (batch,) = RecordsReader(builder.build(base_offset=100)).batches()
    return list(batch)


@given(records, st.integers(0, 130), st.booleans())
def test_both_implementations_build_the_same_consumer_records(
        pairs: list[tuple[bytes | None, bytes | None, list[tuple[str, bytes | None]]]],
        min_offset: int, as_tuple: bool) -> None:
    raw = decoded(pairs)
    given_raw = tuple(raw) if as_tuple else raw
    expected = [ConsumerRecord("t", 3, r.offset, r.timestamp, 0, r.key, r.value, r.headers, 7)
                for r in raw if r.offset >= min_offset]
    for convert in CONVERTERS:
        out = convert(ConsumerRecord, given_raw, "t", 3, 0, 7, min_offset)
        assert out == expected
        assert all(type(record) is ConsumerRecord for record in out)


@pytest.mark.skipif(COMPILED is None, reason="the C twin is not built")
def test_records_without_containers_are_not_tracked_by_the_collector() -> None:
    """What CPython does lazily to a tuple of atomic fields, done at once; a record whose
    headers are tuples stays tracked."""
    assert COMPILED is not None
    raw = decoded([(b"k", b"v", []), (None, b"v", [("h", b"x")])])
    plain, with_headers = COMPILED.records_to_tuples(ConsumerRecord, raw, "t", 0, 0, 0, 0)
    assert not gc.is_tracked(plain)
    assert gc.is_tracked(with_headers)


@pytest.mark.skipif(COMPILED is None, reason="the C twin is not built")
def test_the_c_twin_refuses_what_is_not_a_record() -> None:
    assert COMPILED is not None
    with pytest.raises(TypeError, match=r"records\[0\] is a str, not a Record"):
        COMPILED.records_to_tuples(ConsumerRecord, ["x"], "t", 0, 0, 0, 0)
    with pytest.raises(TypeError, match="tuple subclass"):
        COMPILED.records_to_tuples(dict, [], "t", 0, 0, 0, 0)
    with pytest.raises(TypeError, match="list or tuple"):
        COMPILED.records_to_tuples(ConsumerRecord, iter([]), "t", 0, 0, 0, 0)


IMPLEMENTATIONS = [_pure] + ([COMPILED] if COMPILED is not None else [])
SHAPE = (ConsumerRecord, "t", 3, 0, 7)


def section(pairs: list[tuple[bytes | None, bytes | None, list[tuple[str, bytes | None]]]]
            ) -> tuple[bytes | bytearray, int]:
    builder = RecordBatchBuilder(batch_size=1 << 20)
    for index, (key, value, headers) in enumerate(pairs):
        assert builder.append(1_700_000_000_000 + index, key, value, headers)
    return builder.build(base_offset=100), len(pairs)


@given(records, st.integers(0, 25))
def test_decoding_with_a_shape_makes_the_consumer_records_directly(
        pairs: list[tuple[bytes | None, bytes | None, list[tuple[str, bytes | None]]]],
        limit: int) -> None:
    """decode_records/decode_slice with the consumer's shape: the same ConsumerRecords as
    decoding Records and converting them, in both implementations, whole or a slice."""
    data, count = section(pairs)
    args = (data, 61, len(data), count, 100, 1_700_000_000_000, -1)
    expected = [ConsumerRecord("t", 3, r.offset, r.timestamp, 0, r.key, r.value, r.headers, 7)
                for r in _pure.decode_records(*args)]
    for impl in IMPLEMENTATIONS:
        whole = impl.decode_records(*args, SHAPE)
        assert whole == expected
        assert all(type(record) is ConsumerRecord for record in whole)
        part, position = impl.decode_slice(*args, limit, SHAPE)
        assert part == expected[:limit]
        assert (position == len(data)) == (limit >= count)


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
@pytest.mark.parametrize("shape", [(dict, "t", 0, 0, 0), (ConsumerRecord, "t"), [ConsumerRecord,
                                   "t", 0, 0, 0]])
def test_a_bad_shape_is_refused(impl: object, shape: object) -> None:
    data, count = section([(b"k", b"v", [])])
    with pytest.raises(TypeError, match="shape must be None or"):
        impl.decode_records(data, 61, len(data), count, 100, 0, -1, shape)  # type: ignore[attr-defined]
