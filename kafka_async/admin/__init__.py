"""The admin client: topic management with Java AdminClient semantics."""

from kafka_async.admin.client import (
    Admin,
    AdminConfig,
    CreatedTopic,
    NewPartitions,
    NewTopic,
    TopicDescription,
    TopicListing,
)

__all__ = [
    "Admin",
    "AdminConfig",
    "CreatedTopic",
    "NewPartitions",
    "NewTopic",
    "TopicDescription",
    "TopicListing",
]
