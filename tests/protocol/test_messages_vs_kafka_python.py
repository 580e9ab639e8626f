"""Differential check of every shared message/version against kafka-python's JSON-driven codec.

kafka-python (3.x) reads Apache's JSON at run time and interprets it; this package compiles it
ahead of time. Two independent implementations agreeing on random instances of every message
at every version (including flexible versions and tagged fields) is strong evidence that both
read the schema right. Our bytes go in, kafka-python decodes them, and the field values must
match ours.
"""

from __future__ import annotations

import importlib
import struct
import warnings
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafka_async.protocol.messages import Data, _schema
from tests.protocol._message_strategies import all_message_cases, resolve, struct_instance

_KAFKA_PYTHON_PACKAGES = ("metadata", "consumer", "producer", "admin", "sasl")


def _kafka_python_class(name: str) -> Any:
    for package in _KAFKA_PYTHON_PACKAGES:
        with warnings.catch_warnings():  # its resource loading uses a deprecated importlib API
            warnings.simplefilter("ignore", DeprecationWarning)
            module = importlib.import_module(f"kafka.protocol.{package}")
        if hasattr(module, name):
            return getattr(module, name)
    return None


def _shared_cases() -> list[tuple[str, int]]:
    cases = []
    for name, version in all_message_cases():
        theirs = _kafka_python_class(name)
        if theirs is not None and theirs.min_version <= version <= theirs.max_version:
            cases.append((name, version))
    return cases


CASES = _shared_cases()


def _ours_as_dict(obj: Any, qualname: str, version: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for attr, type_name, lo, hi, *_ in _schema.SCHEMA[qualname]:
        if not lo <= version <= hi:
            continue
        value = getattr(obj, attr)
        if type_name.startswith("[]S:") and value is not None:
            value = [_ours_as_dict(e, type_name[4:], version) for e in value]
        elif type_name.startswith("S:") and value is not None:
            value = _ours_as_dict(value, type_name[2:], version)
        out[attr] = value
    return out


def _normalise(value: Any) -> Any:
    # kafka-python turns *authorized_operations bit fields into sets: compare everything else.
    if isinstance(value, dict):
        return {
            k: _normalise(v)
            for k, v in value.items()
            if "authorized_operations" not in k and k not in ("tags", "unknown_tags")
        }
    if isinstance(value, list):
        return [_normalise(v) for v in value]
    if isinstance(value, (bytearray, memoryview)):
        return bytes(value)
    return value


def test_most_messages_are_shared() -> None:
    assert len(CASES) > 400


@pytest.mark.parametrize(("name", "version"), CASES, ids=[f"{n}-v{v}" for n, v in CASES])
@settings(
    max_examples=4,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_kafka_python_decodes_our_bytes_to_the_same_values(
    name: str, version: int, data: st.DataObject
) -> None:
    cls = resolve(name)
    message = data.draw(struct_instance(name, version, False))
    if name == "ApiVersionsResponse":
        # kafka-python reads any errored ApiVersions response as v0 (what brokers send back
        # for an unsupported version); only error-free bodies are comparable.
        message.error_code = 0
    encoded = message.encode(version)
    if issubclass(cls, Data):  # kafka-python's data classes read the int16 version prefix
        encoded = struct.pack(">h", version) + encoded
    theirs = _kafka_python_class(name).decode(encoded, version=version)
    expected = _normalise(_ours_as_dict(message, name, version))
    assert _normalise(theirs.to_dict(json=False)) == expected
