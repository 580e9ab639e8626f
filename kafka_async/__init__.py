"""kafka_async: an anyio-native Apache Kafka client with request pipelining."""

from kafka_async._version import __version__
from kafka_async.admin import Admin

__all__ = ["Admin", "__version__"]
