"""The asynchronous producer: batching, linger, compression, partitioners, idempotence,
transactions."""

from kafka_async.producer.batch import RecordHandle, RecordMetadata, SentRun
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
    TransactionAbortedError,
    TransactionStateError,
)
from kafka_async.producer.partitioner import murmur2, partition_for_key
from kafka_async.producer.producer import Producer
from kafka_async.producer.transactions import TxnState
from kafka_async.protocol.errors import (  # the producer's fatal errors, where users look
    ClusterAuthorizationFailedError,
    InvalidProducerEpochError,
    ProducerFencedError,
    TransactionAbortableError,
    TransactionalIdAuthorizationFailedError,
)

__all__ = [
    "BufferExhaustedError",
    "ClusterAuthorizationFailedError",
    "DeliveryFailedError",
    "DeliveryOutcomeUnknownError",
    "InvalidProducerEpochError",
    "Producer",
    "ProducerClosedError",
    "ProducerConfig",
    "ProducerFencedError",
    "RecordHandle",
    "RecordMetadata",
    "RecordNotResolvedError",
    "RecordNotSentError",
    "RecordTooLargeError",
    "SentRun",
    "TopicMetadataTimeoutError",
    "TransactionAbortableError",
    "TransactionAbortedError",
    "TransactionStateError",
    "TransactionalIdAuthorizationFailedError",
    "TxnState",
    "murmur2",
    "partition_for_key",
]
