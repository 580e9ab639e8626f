"""Pin the public API: what ``kafka_async`` exports, and that every name resolves lazily."""

from __future__ import annotations

import subprocess
import sys

import kafka_async

EXPECTED = {
    "AcknowledgeType",
    "Admin",
    "Consumer",
    "ConsumerRecord",
    "NewTopic",
    "Producer",
    "RecordMetadata",
    "ShareConsumer",
    "ShareConsumerRecord",
    "TopicPartition",
    "__version__",
    "load_properties",
    "run",
}


def test_all_is_pinned() -> None:
    assert set(kafka_async.__all__) == EXPECTED


def test_every_public_name_resolves() -> None:
    for name in kafka_async.__all__:
        assert getattr(kafka_async, name) is not None, name


def test_unknown_name_is_an_attribute_error() -> None:
    try:
        kafka_async.NoSuchThing  # type: ignore[attr-defined]  # noqa: B018
    except AttributeError as error:
        assert "NoSuchThing" in str(error)
    else:
        raise AssertionError("expected AttributeError")


def test_importing_the_producer_does_not_load_consumer_or_admin() -> None:
    code = (
        "import sys; from kafka_async import Producer; "
        "print(sorted(m for m in sys.modules if m.startswith(('kafka_async.consumer', "
        "'kafka_async.admin'))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "[]"
