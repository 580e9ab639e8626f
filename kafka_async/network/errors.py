"""Errors the network layer raises on its own (as opposed to error codes a broker returned).

* KafkaError (protocol.errors)
  + KafkaConnectionError          the connection failed or died; retriable (outcome UNKNOWN for
  |  |                            requests that were written)
  |  + SslHandshakeError          TLS handshake/verification failed, or the broker refused the
  |                               client's certificate (an alert); not retriable
  + KafkaTimeoutError             a request got no response within request_timeout_ms;
  |  |                            retriable, outcome UNKNOWN
  |  + BootstrapTimeoutError      start() reached no bootstrap server in time (also a
  |                               KafkaConnectionError)
  + ClientClosedError             a request on a connection/client that was closed by its owner
  + BrokerError (protocol.errors) reused as-is: SaslAuthenticationFailedError (58) for any
                                  authentication failure, UnsupportedVersionError (35) when the
                                  broker lacks an API we need, UnsupportedSaslMechanismError (33)

Why here and not in protocol/errors.py: these describe sockets and clocks, which the sans-IO
protocol layer knows nothing about.

The I/O seam. Every place that touches a socket (``handshake.py`` connecting and its set-up
requests, the reader and writer of ``connection.py``) runs inside ``map_exceptions`` with one of
the mappings below, modelled on httpcore's helper of the same name: anyio's stream exceptions,
``ssl.SSLError``, ``OSError`` and ``TimeoutError`` come out as the classes above, with the
original as ``__cause__``. Nothing above the network layer catches anyio's or ssl's types, and
each seam's policy (is a TLS failure retriable? is a silent peer a timeout?) is a table here
rather than an ``except`` list at the call site.
"""

from __future__ import annotations

import ssl
from collections.abc import Mapping
from types import TracebackType

import anyio

from kafka_async.protocol.errors import (
    KafkaError,
    SaslAuthenticationFailedError,
    UnsupportedSaslMechanismError,
    UnsupportedVersionError,
)

__all__ = [
    "CONNECT_ERRORS",
    "SETUP_ERRORS",
    "STREAM_ERRORS",
    "AuthenticationError",
    "BootstrapTimeoutError",
    "ClientClosedError",
    "ExceptionMapping",
    "KafkaConnectionError",
    "KafkaTimeoutError",
    "RequestNotSentTimeoutError",
    "SslHandshakeError",
    "UnsupportedSaslMechanismError",
    "UnsupportedVersionError",
    "describe_io_error",
    "map_exceptions",
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


class BootstrapTimeoutError(KafkaTimeoutError, KafkaConnectionError):
    """``start()`` reached no bootstrap server within the client's own limit (an Admin's or
    consumer's default_api_timeout_ms, a producer's max_block_ms). A timeout, and a failure to
    connect: ``except KafkaConnectionError`` (aiokafka's KafkaConnectionError, confluent's
    _ALL_BROKERS_DOWN) catches it as well as ``except KafkaTimeoutError``."""


class RequestNotSentTimeoutError(KafkaTimeoutError):
    """The request's timeout passed before it could be written: the broker's throttle
    (throttle_time_ms) or a re-authentication held the connection longer. Nothing was sent."""


class ClientClosedError(KafkaError):
    """The client or connection was closed by its owner while the request was pending."""


#: TLS alerts by which a broker refuses this client's certificate, or the TLS it offers. With
#: TLS 1.3 the client's handshake completes before the server has checked the client's
#: certificate, so the refusal arrives as an alert on the first read, in the set-up requests,
#: not in the handshake. Retrying would meet the same refusal (Java: SslAuthenticationException).
_REFUSAL_ALERTS = (
    "BAD_CERTIFICATE", "CERTIFICATE_UNKNOWN", "UNKNOWN_CA", "CERTIFICATE_REQUIRED",
    "CERTIFICATE_REVOKED", "CERTIFICATE_EXPIRED", "UNSUPPORTED_CERTIFICATE", "ACCESS_DENIED",
    "HANDSHAKE_FAILURE", "PROTOCOL_VERSION", "INSUFFICIENT_SECURITY",
)


def _refusal_alert(exc: BaseException) -> str | None:
    """The alert's name ('BAD_CERTIFICATE') if ``exc`` is a TLS refusal alert from the peer."""
    if not isinstance(exc, ssl.SSLError):
        return None
    reason = getattr(exc, "reason", None) or ""
    if "_ALERT_" not in reason:
        return None
    alert = reason.split("_ALERT_", 1)[1]
    return alert if alert in _REFUSAL_ALERTS else None


class _TlsRefusalMeta(type):
    def __instancecheck__(cls, instance: object) -> bool:
        return isinstance(instance, BaseException) and _refusal_alert(instance) is not None


class TlsRefusalAlert(ssl.SSLError, metaclass=_TlsRefusalMeta):
    """Matches (``isinstance``) an ``ssl.SSLError`` that is a refusal alert from the broker; a
    key for the mappings below, never raised."""


#: Exception type raised below the seam -> the kafka_async error raised instead. Entries are
#: tried in order, so subclasses go first (``TimeoutError`` and ``ssl.SSLError`` are OSErrors).
ExceptionMapping = Mapping[type[Exception], type[KafkaError]]

#: Reading or writing an established connection: whatever breaks, the connection is gone and the
#: request may be retried (a TLS error mid-stream included: it is not a certificate problem).
STREAM_ERRORS: ExceptionMapping = {
    anyio.EndOfStream: KafkaConnectionError,
    anyio.BrokenResourceError: KafkaConnectionError,
    anyio.ClosedResourceError: KafkaConnectionError,
    OSError: KafkaConnectionError,
}

#: The sequential set-up requests (ApiVersions, SASL): as a stream, and a peer that stays silent
#: past the request timeout is a timeout.
SETUP_ERRORS: ExceptionMapping = {
    TimeoutError: KafkaTimeoutError,
    TlsRefusalAlert: SslHandshakeError,  # TLS 1.3: the broker's refusal comes after the handshake
    **STREAM_ERRORS,
}

#: Opening TCP and TLS: a failed handshake is not retriable (the same certificate would meet the
#: same check). A connect timeout is a failed connection, retried after the pool's backoff.
CONNECT_ERRORS: ExceptionMapping = {
    TimeoutError: KafkaConnectionError,
    ssl.SSLError: SslHandshakeError,
    **STREAM_ERRORS,
}


class map_exceptions:  # lower case: used like a function, ``with map_exceptions(...)``
    """Re-raise an exception listed in ``mapping`` as its kafka_async counterpart.

    The message is ``"<context>: <reason>"`` (``describe_io_error``) and the original exception
    stays reachable as ``__cause__``. anyio wraps the real failure of a stream in
    ``BrokenResourceError`` (on trio, a failed TLS handshake too), so the wrapped cause is looked
    up first and the wrapper only when the cause is not listed. Exceptions not in the mapping
    (cancellation included, which is a BaseException) pass through untouched.

    A class rather than a ``@contextmanager`` generator: it holds no state between uses, so a
    connection builds one per seam once and enters it around every ``receive``/``send`` without
    creating a generator per call on that hot path.
    """

    __slots__ = ("_context", "_mapping")

    def __init__(self, mapping: ExceptionMapping, context: str) -> None:
        self._mapping = mapping
        self._context = context

    def __enter__(self) -> None:
        return None

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if not isinstance(exc, Exception):
            return
        underlying = _unwrap(exc)
        for candidate in (underlying, exc) if underlying is not exc else (exc,):
            for source, target in self._mapping.items():
                if isinstance(candidate, source):
                    raise target(f"{self._context}: {describe_io_error(exc)}") from exc


def _unwrap(exc: Exception) -> Exception:
    cause = exc.__cause__
    if isinstance(exc, anyio.BrokenResourceError) and isinstance(cause, Exception):
        return cause
    return exc


def describe_io_error(exc: Exception) -> str:
    """The reason in a few words: a certificate's verify message, an OS error's text, ...

    A ``BrokenResourceError`` is described by the error it wraps when it has one.
    """
    exc = _unwrap(exc)
    if isinstance(exc, ssl.SSLCertVerificationError):
        return f"TLS certificate verification failed: {exc.verify_message}"
    alert = _refusal_alert(exc)
    if alert is not None:
        return (f"the broker refused the TLS connection (alert {alert}): it needs a client "
                "certificate its truststore accepts (ssl_certfile/ssl_keyfile or "
                "ssl_keystore_location), or TLS settings it allows")
    if isinstance(exc, ssl.SSLError):
        return f"TLS failed: {getattr(exc, 'reason', None) or exc!r}"
    if isinstance(exc, ConnectionRefusedError):
        return "connection refused (nothing listens on that port?)"
    if isinstance(exc, TimeoutError):
        return str(exc) if exc.args and isinstance(exc.args[0], str) else "timed out"
    if isinstance(exc, anyio.EndOfStream):
        return "the peer closed the connection"
    if isinstance(exc, anyio.ClosedResourceError):
        return "the stream was already closed"
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return repr(exc)
