"""The asynchronous producer: batching, linger, compression, partitioners, idempotence."""

from kafka_async.producer.batch import RecordHandle, RecordMetadata
from kafka_async.producer.config import ProducerConfig
from kafka_async.producer.errors import (
    BufferExhaustedError,
    DeliveryFailedError,
    DeliveryOutcomeUnknownError,
    ProducerClosedError,
    RecordNotResolvedError,
    RecordNotSentError,
    RecordTooLargeError,
    TopicMetadataTimeoutError,
)
from kafka_async.producer.partitioner import murmur2, partition_for_key
from kafka_async.producer.producer import Producer

__all__ = [
    "BufferExhaustedError",
    "DeliveryFailedError",
    "DeliveryOutcomeUnknownError",
    "Producer",
    "ProducerClosedError",
    "ProducerConfig",
    "RecordHandle",
    "RecordMetadata",
    "RecordNotResolvedError",
    "RecordNotSentError",
    "RecordTooLargeError",
    "TopicMetadataTimeoutError",
    "murmur2",
    "partition_for_key",
]
