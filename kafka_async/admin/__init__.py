"""The admin client: topics and transactions, with Java AdminClient semantics."""

from kafka_async.admin.client import (
    Admin,
    AdminConfig,
    CreatedTopic,
    NewPartitions,
    NewTopic,
    TopicDescription,
    TopicListing,
)
from kafka_async.admin.transactions import (
    AbortTransactionSpec,
    FencedProducer,
    ProducerState,
    TransactionDescription,
    TransactionListing,
)

__all__ = [
    "AbortTransactionSpec",
    "Admin",
    "AdminConfig",
    "CreatedTopic",
    "FencedProducer",
    "NewPartitions",
    "NewTopic",
    "ProducerState",
    "TopicDescription",
    "TopicListing",
    "TransactionDescription",
    "TransactionListing",
]
