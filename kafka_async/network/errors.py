"""Errors the network layer raises on its own (as opposed to error codes a broker returned).

* KafkaError (protocol.errors)
  + KafkaConnectionError          the connection failed or died; retriable (outcome UNKNOWN for
  |  |                            requests that were written)
  |  + SslHandshakeError          TLS handshake/verification failed; not retriable
  + KafkaTimeoutError             a request got no response within request_timeout_ms;
  |                               retriable, outcome UNKNOWN
  + ClientClosedError             a request on a connection/client that was closed by its owner
  + BrokerError (protocol.errors) reused as-is: SaslAuthenticationFailedError (58) for any
                                  authentication failure, UnsupportedVersionError (35) when the
                                  broker lacks an API we need, UnsupportedSaslMechanismError (33)

Why here and not in protocol/errors.py: these describe sockets and clocks, which the sans-IO
protocol layer knows nothing about.
"""

from __future__ import annotations

from kafka_async.protocol.errors import (
    KafkaError,
    SaslAuthenticationFailedError,
    UnsupportedSaslMechanismError,
    UnsupportedVersionError,
)

__all__ = [
    "AuthenticationError",
    "ClientClosedError",
    "KafkaConnectionError",
    "KafkaTimeoutError",
    "SslHandshakeError",
    "UnsupportedSaslMechanismError",
    "UnsupportedVersionError",
]

#: Every authentication failure (broker-reported or detected by the client) is this class.
AuthenticationError = SaslAuthenticationFailedError


class KafkaConnectionError(KafkaError):
    """Connecting failed, or an open connection broke; requests on it may or may not have run."""

    retriable = True


class SslHandshakeError(KafkaConnectionError):
    """The TLS handshake failed (untrusted certificate, hostname mismatch, protocol mismatch).

    Not retriable: reconnecting would meet the same certificate.
    """

    retriable = False


class KafkaTimeoutError(KafkaError):
    """No response within request_timeout_ms. The request may still have been executed."""

    retriable = True


class ClientClosedError(KafkaError):
    """The client or connection was closed by its owner while the request was pending."""
