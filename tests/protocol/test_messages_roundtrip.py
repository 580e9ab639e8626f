"""Every generated message at every version: random instance -> encode -> decode -> equal."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafka_async.protocol.messages._base import Message
from tests.protocol._message_strategies import all_message_cases, message_instance, resolve

CASES = all_message_cases()


def test_every_api_and_version_is_covered() -> None:
    names = {name for name, _ in CASES}
    assert {"ProduceRequest", "FetchResponse", "MetadataRequest", "ApiVersionsResponse"} <= names
    assert len(CASES) > 500


@pytest.mark.parametrize(("name", "version"), CASES, ids=[f"{n}-v{v}" for n, v in CASES])
@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_round_trip(name: str, version: int, data: st.DataObject) -> None:
    cls: type[Message] = resolve(name)
    original: Any = data.draw(message_instance(name, version))
    encoded = original.encode(version)
    decoded = cls.decode(encoded, version)
    assert decoded == original
    assert decoded.encode(version) == encoded
