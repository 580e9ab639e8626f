"""Checks for API arguments that every layer shares: collections of names, integer ranges.

One rule for every call that takes several names or partitions (Admin ``create_topics``,
``delete_topics``, ``describe_topics``; Consumer ``subscribe``, ``assign``, ``committed``,
``beginning_offsets``...): **a bare string is refused**, with a TypeError naming the argument and
saying to pass a list. Why refuse rather than read it as one name: a ``str`` is itself an iterable
of one-character strings, so ``delete_topics("qz")`` used to delete the topics ``q`` and ``z``;
Java's signatures take ``Collection<String>``, so a Java user never meets a string there; and a
destructive call must not guess. Varargs calls (``Consumer("orders")``, ``pause(tp1, tp2)``) take
each argument as one item and are unaffected.

This module sits in the protocol layer, the bottom of the stack, so that every client layer uses
the same helper (and the same wording).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

__all__ = [
    "INT16_MAX",
    "INT32_MAX",
    "INT64_MAX",
    "check_int",
    "check_items",
    "check_type",
    "collection_argument",
    "describe_value",
]

_T = TypeVar("_T")

INT16_MAX = 2**15 - 1
INT32_MAX = 2**31 - 1
INT64_MAX = 2**63 - 1

#: Values that are iterable but are one value: iterating them would split one name into pieces.
_SCALAR_SEQUENCES = (str, bytes, bytearray, memoryview)


def describe_value(value: object, limit: int = 60) -> str:
    """``value``'s repr cut to ``limit`` characters, for error messages (a 40,000-character
    argument must not become a 40,000-character message)."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def collection_argument(
    value: Iterable[_T], argument: str, *, item_type: type[Any] | None = None, of: str = ""
) -> list[_T]:
    """``value`` as a list, refusing a bare string (or a bare ``item_type`` instance).

    ``argument`` is the parameter's name as the caller spelled it (``"topics"``); ``of`` says
    what the items are, for the message (default: ``item_type``'s name). With ``item_type``,
    every item must be an instance of it: a TopicPartition is a tuple, so a bare one would
    otherwise be taken as the collection ``(topic, partition)``.
    """
    what = of or (f"{item_type.__name__}s" if item_type is not None else "items")
    if isinstance(value, _SCALAR_SEQUENCES) or (
        item_type is not None and isinstance(value, item_type)
    ):
        shown = describe_value(value)
        raise TypeError(
            f"{argument} must be a collection of {what}, not a single {type(value).__name__} "
            f"{shown}: pass a list, e.g. [{shown}]"
        )
    try:
        items = list(value)
    except TypeError:
        raise TypeError(
            f"{argument} must be a collection of {what}, got {type(value).__name__}"
        ) from None
    if item_type is not None:
        check_items(items, argument, item_type)
    return items


def check_items(items: Iterable[object], argument: str, item_type: type[Any]) -> None:
    """Raise TypeError naming ``argument`` unless every item is an ``item_type``.

    For varargs (``pause(*partitions)``): ``pause([tp1, tp2])`` passes one list, which must fail
    saying so rather than as an unhashable-type error somewhere deeper.
    """
    for index, item in enumerate(items):
        check_type(item, f"{argument}[{index}]", item_type)


def check_type(value: object, argument: str, expected: type[Any]) -> None:
    """Raise TypeError naming ``argument`` unless ``value`` is an ``expected``."""
    if not isinstance(value, expected):
        hint = (
            " (pass the items themselves, not one collection of them)"
            if isinstance(value, (list, tuple, set, frozenset))
            and any(isinstance(item, expected) for item in value)
            else ""
        )
        kind = type(value)
        if kind.__name__ == expected.__name__:  # another library's class of the same name
            hint += (f" (it is {kind.__module__}.{kind.__name__}; use kafka_async's: "
                     f"from kafka_async import {expected.__name__})")
        raise TypeError(
            f"{argument} must be a {expected.__name__}, got "
            f"{kind.__name__} {describe_value(value)}{hint}"
        )


def check_int(value: object, argument: str, low: int, high: int, *,
              type_error: type[Exception] = TypeError,
              value_error: type[Exception] = ValueError) -> int:
    """``value`` if it is an int (not a bool, not a float) in ``[low, high]``.

    TypeError for the wrong type, ValueError for the wrong range; both name ``argument`` and the
    allowed range. The bounds are what the wire can carry (INT16/INT32/INT64 fields) or what the
    broker accepts, so a bad value fails at the call rather than as an encoder error later.
    """
    if not isinstance(value, int) or isinstance(value, bool):
        raise type_error(
            f"{argument} must be an int from {low} to {high}, got "
            f"{type(value).__name__} {describe_value(value)}"
        )
    if not low <= value <= high:
        raise value_error(f"{argument} must be an int from {low} to {high}, got {value}")
    return value
