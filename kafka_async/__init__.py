"""kafka_async: an anyio-native Apache Kafka client with request pipelining.

The public names load lazily: ``from kafka_async import Producer`` imports the producer stack
only, not the consumer or admin modules, so a short-lived process pays for what it uses.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from kafka_async._version import __version__

if TYPE_CHECKING:
    from kafka_async.admin import Admin, NewTopic
    from kafka_async.consumer import Consumer, ConsumerRecord, TopicPartition
    from kafka_async.consumer.share import (
        AcknowledgeType,
        ShareConsumer,
        ShareConsumerRecord,
    )
    from kafka_async.network.event_loop import run
    from kafka_async.producer import Producer, RecordMetadata
    from kafka_async.properties import load_properties

#: public name -> the module that defines it
_EXPORTS = {
    "Admin": "kafka_async.admin",
    "NewTopic": "kafka_async.admin",
    "Consumer": "kafka_async.consumer",
    "ConsumerRecord": "kafka_async.consumer",
    "TopicPartition": "kafka_async.consumer",
    "ShareConsumer": "kafka_async.consumer.share",
    "ShareConsumerRecord": "kafka_async.consumer.share",
    "AcknowledgeType": "kafka_async.consumer.share",
    "Producer": "kafka_async.producer",
    "RecordMetadata": "kafka_async.producer",
    "load_properties": "kafka_async.properties",
    "run": "kafka_async.network.event_loop",
}

__all__ = [
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
]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'kafka_async' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
