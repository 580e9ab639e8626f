"""Hypothesis strategies that build a random, version-valid instance of any generated message.

Driven by ``kafka_async.protocol.messages._schema`` (the generator's field summary): a field gets
a random value only in the versions that carry it, may be ``None`` only where it is nullable, and
flexible versions also get random unknown tagged fields (tags no schema uses) to prove they
survive a round trip.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from hypothesis import strategies as st

from kafka_async.protocol import messages
from kafka_async.protocol.messages import _schema
from kafka_async.protocol.messages._base import Message

UNKNOWN_TAGS = st.dictionaries(st.integers(90, 99), st.binary(max_size=4), max_size=2)

_SCALARS: dict[str, st.SearchStrategy[Any]] = {
    "bool": st.booleans(),
    "int8": st.integers(-(2**7), 2**7 - 1),
    "int16": st.integers(-(2**15), 2**15 - 1),
    "uint16": st.integers(0, 2**16 - 1),
    "int32": st.integers(-(2**31), 2**31 - 1),
    "uint32": st.integers(0, 2**32 - 1),
    "int64": st.integers(-(2**63), 2**63 - 1),
    "float64": st.floats(allow_nan=False),
    "uuid": st.uuids(),
    "string": st.text(st.characters(codec="utf-8"), max_size=6),
    "bytes": st.binary(max_size=6),
    "records": st.binary(max_size=12),
}


def resolve(qualname: str) -> Any:
    """The class for a qualified name such as ``ProduceRequest.TopicProduceData``."""
    top, *rest = qualname.split(".")
    module = messages._MODULE_OF[top]
    obj: Any = getattr(importlib.import_module(f"kafka_async.protocol.messages.{module}"), top)
    for part in rest:
        obj = getattr(obj, part)
    return obj


def all_message_cases() -> list[tuple[str, int]]:
    """(top-level class name, version) for every generated message at every version."""
    cases = []
    for name in sorted(messages._MODULE_OF):
        cls: type[Message] = resolve(name)
        cases += [(name, v) for v in range(cls.MIN_VERSION, cls.MAX_VERSION + 1)]
    return cases


def _value(type_name: str, version: int, flexible: bool) -> st.SearchStrategy[Any]:
    if type_name.startswith("[]"):
        return st.lists(_value(type_name[2:], version, flexible), max_size=2)
    if type_name.startswith("S:"):
        return struct_instance(type_name[2:], version, flexible)
    return _SCALARS[type_name]


@cache
def struct_instance(qualname: str, version: int, flexible: bool) -> st.SearchStrategy[Any]:
    """Random instance of one struct at ``version``; only fields present there are set."""
    fields: dict[str, st.SearchStrategy[Any]] = {}
    for attr, type_name, lo, hi, null_lo, null_hi, _tag, _tlo, _thi in _schema.SCHEMA[qualname]:
        if not lo <= version <= hi:
            continue
        value = _value(type_name, version, flexible)
        if null_lo <= version <= null_hi:
            value = st.none() | value
        fields[attr] = value
    if flexible:
        fields["unknown_tagged_fields"] = UNKNOWN_TAGS
    return st.builds(resolve(qualname), **fields)


def message_instance(name: str, version: int) -> st.SearchStrategy[Any]:
    cls: type[Message] = resolve(name)
    return struct_instance(name, version, version >= cls.FLEXIBLE_VERSION)
