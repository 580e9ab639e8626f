"""The I/O layer: pipelined broker connections, TLS, SASL, the connection pool.

The only package (with cluster/) that touches sockets; everything below it is sans-IO.
"""

from kafka_async.network.connection import BrokerConnection, ConnectionSettings, Throttle
from kafka_async.network.errors import (
    AuthenticationError,
    BootstrapTimeoutError,
    ClientClosedError,
    KafkaConnectionError,
    KafkaTimeoutError,
    RequestNotSentTimeoutError,
    SslHandshakeError,
)
from kafka_async.network.handshake import open_connection
from kafka_async.network.pool import ConnectionPool, Lane
from kafka_async.network.tls import create_ssl_context

__all__ = [
    "AuthenticationError",
    "BootstrapTimeoutError",
    "BrokerConnection",
    "ClientClosedError",
    "ConnectionPool",
    "ConnectionSettings",
    "KafkaConnectionError",
    "KafkaTimeoutError",
    "Lane",
    "RequestNotSentTimeoutError",
    "SslHandshakeError",
    "Throttle",
    "create_ssl_context",
    "open_connection",
]
