"""Cluster awareness: configuration, bootstrap, the metadata cache and request routing."""

from kafka_async.cluster.client import METADATA_INVALIDATING_ERRORS, KafkaClient
from kafka_async.cluster.config import ClientConfig, ConfigError, ConfigTypeError
from kafka_async.cluster.metadata import (
    BrokerMetadata,
    ClusterMetadata,
    PartitionMetadata,
    TopicMetadata,
)

__all__ = [
    "METADATA_INVALIDATING_ERRORS",
    "BrokerMetadata",
    "ClientConfig",
    "ClusterMetadata",
    "ConfigError",
    "ConfigTypeError",
    "KafkaClient",
    "PartitionMetadata",
    "TopicMetadata",
]
