"""kafka_async: an anyio-native Apache Kafka client with request pipelining."""

from kafka_async._version import __version__
from kafka_async.admin import Admin, NewTopic
from kafka_async.consumer import Consumer, ConsumerRecord, TopicPartition
from kafka_async.producer import Producer, RecordMetadata

__all__ = [
    "Admin",
    "Consumer",
    "ConsumerRecord",
    "NewTopic",
    "Producer",
    "RecordMetadata",
    "TopicPartition",
    "__version__",
]
