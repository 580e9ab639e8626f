"""Share groups (KIP-932): ShareConsumer, Kafka's queues. See docs/share-groups.md."""

from kafka_async.consumer.share.acks import AcknowledgeType
from kafka_async.consumer.share.config import ShareConsumerConfig
from kafka_async.consumer.share.consumer import ShareConsumer
from kafka_async.consumer.share.errors import (
    AcknowledgementError,
    ShareConsumerError,
    UnacknowledgedRecordsError,
)
from kafka_async.consumer.structs import ShareConsumerRecord

__all__ = [
    "AcknowledgeType",
    "AcknowledgementError",
    "ShareConsumer",
    "ShareConsumerConfig",
    "ShareConsumerError",
    "ShareConsumerRecord",
    "UnacknowledgedRecordsError",
]
