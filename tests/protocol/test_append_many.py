"""BuilderCore.append_many (the bulk path of Producer.send_many): the same bytes as append()
record by record, stopping where append() would, in both implementations."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafka_async.protocol.records import _pure
from kafka_async.protocol.records._impl import load_speedups

COMPILED = load_speedups()
CORES = [_pure.BuilderCore] + ([COMPILED.new_core] if COMPILED is not None else [])
records = st.lists(st.tuples(st.one_of(st.none(), st.binary(max_size=12)),
                             st.one_of(st.none(), st.binary(max_size=40))), max_size=30)
headers = st.one_of(st.none(), st.lists(st.tuples(st.text(max_size=4),
                                                  st.one_of(st.none(), st.binary(max_size=4))),
                                        max_size=3))


@given(records, headers, st.integers(-1, 600), st.integers(0, 5), st.booleans())
def test_append_many_equals_appends(pairs: list[tuple[bytes | None, bytes | None]],
                                    hdrs: list[tuple[str, bytes | None]] | None, limit: int,
                                    start: int, keyed: bool) -> None:
    keys = [k for k, _ in pairs] if keyed else None
    values = [v for _, v in pairs]
    start = min(start, len(values))
    for make in CORES:
        one, many = make(limit), make(limit)
        index = start
        while index < len(values) and one.append(
                1000, None if keys is None else keys[index], values[index], hdrs):
            index += 1
        stopped = many.append_many(1000, keys, values, hdrs, start)
        assert stopped == index
        assert bytes(many.buffer) == bytes(one.buffer)
        assert many.record_count == index - start


@pytest.mark.parametrize("make", CORES)
def test_append_many_refuses_what_append_refuses(make: type) -> None:
    core = make(-1)
    with pytest.raises(TypeError):
        core.append_many(0, None, [b"ok", "text"], None, 0)
    with pytest.raises((ValueError, IndexError)):
        core.append_many(0, [b"k"], [b"a", b"b"], None, 0)


MEASURES = [_pure.measure_items] + ([COMPILED.measure_items] if COMPILED is not None else [])


@given(st.lists(st.one_of(st.none(), st.binary(max_size=50),
                          st.binary(max_size=50).map(bytearray),
                          st.binary(max_size=50).map(memoryview))))  # type: ignore[arg-type]
def test_measure_items_in_both_implementations(items: list[object]) -> None:
    expected = (max((len(i) for i in items if i is not None), default=0),  # type: ignore[arg-type]
                sum(i is None for i in items))
    for measure in MEASURES:
        assert measure(items) == expected  # type: ignore[arg-type]


@pytest.mark.parametrize("measure", MEASURES)
def test_measure_items_names_the_bad_item(measure: object) -> None:
    with pytest.raises(TypeError, match=r"\[2\] must be bytes or None, got str"):
        measure([b"a", None, "text"])  # type: ignore[operator]


HEADER_MEASURES = [_pure.measure_headers] + (
    [COMPILED.measure_headers] if COMPILED is not None else [])
header_values = st.one_of(st.none(), st.binary(max_size=20),
                          st.binary(max_size=20).map(bytearray),
                          st.binary(max_size=20).map(memoryview))  # type: ignore[arg-type]


@given(st.lists(st.tuples(st.text(max_size=8), header_values), max_size=6), st.booleans())
def test_measure_headers_in_both_implementations(pairs: list[tuple[str, object]],
                                                 as_tuple: bool) -> None:
    """Producer.send's size of a record's headers: name and value lengths + 8 per pair."""
    expected = 0
    for name, data in pairs:
        expected += len(name) + 8 + (0 if data is None else len(data))  # type: ignore[arg-type]
    given_headers = tuple(pairs) if as_tuple else pairs
    for measure in HEADER_MEASURES:
        assert measure(given_headers) == expected  # type: ignore[arg-type]


@pytest.mark.parametrize("measure", HEADER_MEASURES)
@pytest.mark.parametrize("bad", [[("a", "text")], [(1, b"")], [("a", b"", b"")], [["a", b""]],
                                 [("ok", None), ("a", 3)]])
def test_measure_headers_names_the_bad_pair(measure: object, bad: object) -> None:
    with pytest.raises(TypeError, match=r"headers must be \(str, bytes \| None\) pairs, got "):
        measure(bad)  # type: ignore[operator]


@pytest.mark.parametrize("measure", HEADER_MEASURES)
def test_measure_headers_wants_a_list_or_tuple(measure: object) -> None:
    with pytest.raises(TypeError, match="headers must be a list or tuple, got str"):
        measure("ab")  # type: ignore[operator]
