"""kafka_async: an anyio-native Apache Kafka client with request pipelining."""

from kafka_async._version import __version__

__all__ = ["__version__"]
