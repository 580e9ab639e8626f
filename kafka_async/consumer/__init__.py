"""The asynchronous consumer: pipelined long-poll fetching, fetch sessions, offsets, isolation."""

from kafka_async.cluster.structs import GroupMetadata, OffsetAndMetadata
from kafka_async.consumer.config import ConsumerConfig, Deserializer
from kafka_async.consumer.consumer import Consumer
from kafka_async.consumer.errors import (
    ConsumerClosedError,
    ConsumerError,
    LogTruncationError,
    NoOffsetForPartitionError,
    NotSubscribedError,
    OffsetOutOfRangeConsumerError,
    PartitionNotAssignedError,
    RecordDecodeError,
    RecordDeserializationError,
    TopicDeletedError,
)
from kafka_async.consumer.fetched import FetchedBatches
from kafka_async.consumer.structs import ConsumerRecord, OffsetAndTimestamp, TopicPartition

__all__ = [
    "Consumer",
    "ConsumerClosedError",
    "ConsumerConfig",
    "ConsumerError",
    "ConsumerRecord",
    "Deserializer",
    "FetchedBatches",
    "GroupMetadata",
    "LogTruncationError",
    "NoOffsetForPartitionError",
    "NotSubscribedError",
    "OffsetAndMetadata",
    "OffsetAndTimestamp",
    "OffsetOutOfRangeConsumerError",
    "PartitionNotAssignedError",
    "RecordDecodeError",
    "RecordDeserializationError",
    "TopicDeletedError",
    "TopicPartition",
]
