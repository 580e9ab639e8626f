"""The shared argument checks: a bare string is never taken as a collection of names."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from kafka_async.protocol.arguments import (
    INT32_MAX,
    check_int,
    check_items,
    collection_argument,
    describe_value,
)
from kafka_async.protocol.errors import InvalidTopicError
from kafka_async.protocol.topics import topic_names_argument


class Pair(NamedTuple):
    topic: str
    partition: int


@pytest.mark.parametrize("bare", ["qz", b"qz", bytearray(b"qz"), memoryview(b"qz"), ""])
def test_a_bare_string_is_refused_naming_the_argument(bare: object) -> None:
    with pytest.raises(TypeError, match=r"^topics must be a collection of .*pass a list"):
        collection_argument(bare, "topics")  # type: ignore[arg-type]


def test_collections_and_iterators_are_accepted() -> None:
    assert collection_argument(["a", "b"], "topics") == ["a", "b"]
    assert collection_argument(("a",), "topics") == ["a"]
    assert collection_argument((name for name in "ab"), "topics") == ["a", "b"]
    assert collection_argument({"a": 1}, "topics") == ["a"]
    assert collection_argument([], "topics") == []


def test_a_non_iterable_is_refused_by_name() -> None:
    with pytest.raises(TypeError, match=r"^topics must be a collection of items, got int$"):
        collection_argument(5, "topics")  # type: ignore[arg-type]


def test_a_bare_item_that_is_itself_a_tuple_is_refused() -> None:
    """A NamedTuple (TopicPartition) iterates as its fields: never take one apart."""
    with pytest.raises(TypeError, match=r"not a single Pair Pair\(topic='t', partition=0\)"):
        collection_argument(Pair("t", 0), "partitions", item_type=Pair)
    with pytest.raises(TypeError, match=r"partitions\[1\] must be a Pair, got tuple \('t', 1\)$"):
        collection_argument([Pair("t", 0), ("t", 1)], "partitions", item_type=Pair)


def test_varargs_given_one_list_say_so() -> None:
    with pytest.raises(TypeError, match=r"partitions\[0\] must be a Pair.*not one collection"):
        check_items(([Pair("t", 0)],), "partitions", Pair)
    check_items((Pair("t", 0), Pair("t", 1)), "partitions", Pair)


def test_topic_names_are_validated_too() -> None:
    assert topic_names_argument(["orders", "a.b-c_d"], "topics") == ["orders", "a.b-c_d"]
    with pytest.raises(TypeError, match="topics must be a collection of topic names"):
        topic_names_argument("orders", "topics")
    with pytest.raises(TypeError, match=r"topics\[0\] must be a str, got bytes"):
        topic_names_argument([b"orders"], "topics")  # type: ignore[list-item]
    with pytest.raises(InvalidTopicError):
        topic_names_argument(["bad topic"], "topics")


@pytest.mark.parametrize(("value", "error"), [
    (True, TypeError), (1.0, TypeError), ("3", TypeError), (None, TypeError),
    (-2, ValueError), (INT32_MAX + 1, ValueError), (2**40, ValueError),
])
def test_check_int_refuses_bools_floats_strings_and_out_of_range(
        value: object, error: type[Exception]) -> None:
    with pytest.raises(error, match=rf"^count must be an int from -1 to {INT32_MAX}, got"):
        check_int(value, "count", -1, INT32_MAX)
    assert check_int(INT32_MAX, "count", -1, INT32_MAX) == INT32_MAX


def test_long_values_are_cut_in_messages() -> None:
    shown = describe_value("x" * 40_000)
    assert len(shown) == 60 and shown.endswith("...")
    with pytest.raises(TypeError) as caught:
        collection_argument("x" * 40_000, "topics")
    assert len(str(caught.value)) < 300
