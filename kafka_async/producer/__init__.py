"""The asynchronous producer: batching, linger, compression, partitioners, idempotence,
transactions.

``TxnState`` loads with the transaction state machine (transactions.py), on first use: a
producer without ``transactional_id`` never imports it (start-up time, docs/benchmarks.md).
"""

from typing import TYPE_CHECKING, Any

from kafka_async.producer.batch import RecordHandle, RecordMetadata, SentRun
from kafka_async.producer.config import ProducerConfig
from kafka_async.producer.errors import (
    BatchRejectedError,
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
from kafka_async.protocol.errors import (  # the producer's fatal errors, where users look
    ClusterAuthorizationFailedError,
    InvalidProducerEpochError,
    ProducerFencedError,
    TransactionAbortableError,
    TransactionalIdAuthorizationFailedError,
)

if TYPE_CHECKING:
    from kafka_async.producer.transactions import TxnState

__all__ = [
    "BatchRejectedError",
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


def __getattr__(name: str) -> Any:
    if name == "TxnState":
        from kafka_async.producer.transactions import TxnState

        return TxnState
    raise AttributeError(f"module 'kafka_async.producer' has no attribute {name!r}")
