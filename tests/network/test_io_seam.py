"""The I/O seam: ``map_exceptions`` and its mappings, and that the network layer uses only them."""

from __future__ import annotations

import ast
import ssl
from pathlib import Path

import anyio
import pytest

from kafka_async.network.errors import (
    CONNECT_ERRORS,
    SETUP_ERRORS,
    STREAM_ERRORS,
    ExceptionMapping,
    KafkaConnectionError,
    KafkaTimeoutError,
    SslHandshakeError,
    describe_io_error,
    map_exceptions,
)
from kafka_async.protocol.errors import KafkaError

NETWORK = Path(__file__).resolve().parents[2] / "kafka_async" / "network"


def _mapped(mapping: ExceptionMapping, exc: Exception) -> KafkaError:
    with pytest.raises(KafkaError) as caught, map_exceptions(mapping, "host:9092: doing it"):
        raise exc
    assert caught.value.__cause__ is exc  # the original stays reachable
    return caught.value


def _certificate_error() -> ssl.SSLCertVerificationError:
    exc = ssl.SSLCertVerificationError(1, "certificate verify failed")
    exc.verify_message = "Hostname mismatch, certificate is not valid for 'x'"
    return exc


def _broken_by(cause: Exception) -> anyio.BrokenResourceError:
    try:
        raise anyio.BrokenResourceError from cause
    except anyio.BrokenResourceError as exc:
        return exc


def test_os_error_becomes_a_retriable_connection_error_with_context() -> None:
    error = _mapped(CONNECT_ERRORS, ConnectionRefusedError(111, "Connection refused"))
    assert type(error) is KafkaConnectionError and error.retriable
    assert str(error) == "host:9092: doing it: connection refused (nothing listens on that port?)"


def test_subclasses_are_looked_up_before_their_bases() -> None:
    # TimeoutError and ssl.SSLError are OSErrors: the order of the mapping decides.
    assert type(_mapped(SETUP_ERRORS, TimeoutError())) is KafkaTimeoutError
    assert type(_mapped(CONNECT_ERRORS, TimeoutError())) is KafkaConnectionError
    assert "timed out" in str(_mapped(SETUP_ERRORS, TimeoutError()))


def test_tls_failure_while_connecting_is_not_retriable() -> None:
    error = _mapped(CONNECT_ERRORS, _certificate_error())
    assert type(error) is SslHandshakeError and not error.retriable
    assert "TLS certificate verification failed: Hostname mismatch" in str(error)


def test_a_wrapped_cause_decides_the_mapping() -> None:
    # anyio on trio reports a failed TLS handshake as BrokenResourceError from the ssl error...
    tls = _mapped(CONNECT_ERRORS, _broken_by(_certificate_error()))
    assert type(tls) is SslHandshakeError and "Hostname mismatch" in str(tls)
    # ...and a reset as BrokenResourceError from the OSError: that one stays retriable.
    reset = _mapped(CONNECT_ERRORS, _broken_by(ConnectionResetError(104, "Connection reset")))
    assert type(reset) is KafkaConnectionError and "Connection reset" in str(reset)
    bare = _mapped(STREAM_ERRORS, anyio.BrokenResourceError())
    assert type(bare) is KafkaConnectionError


def test_stream_errors_are_connection_errors_tls_included() -> None:
    assert "the peer closed the connection" in str(_mapped(STREAM_ERRORS, anyio.EndOfStream()))
    assert type(_mapped(STREAM_ERRORS, anyio.ClosedResourceError())) is KafkaConnectionError
    mid_stream = _mapped(STREAM_ERRORS, ssl.SSLError(1, "bad record mac"))
    assert type(mid_stream) is KafkaConnectionError and mid_stream.retriable


def test_unlisted_exceptions_and_success_pass_through() -> None:
    mapper = map_exceptions(STREAM_ERRORS, "ctx")
    with mapper:
        pass
    with pytest.raises(ValueError, match="not ours"), mapper:
        raise ValueError("not ours")
    already = KafkaConnectionError("mapped once")
    with pytest.raises(KafkaConnectionError) as caught, mapper:
        raise already
    assert caught.value is already


def test_one_instance_serves_many_uses() -> None:
    mapper = map_exceptions(STREAM_ERRORS, "ctx")
    for _ in range(3):
        with pytest.raises(KafkaConnectionError, match="ctx: "), mapper:
            raise anyio.EndOfStream


@pytest.mark.anyio
async def test_cancellation_is_never_mapped() -> None:
    with anyio.CancelScope() as scope:
        scope.cancel()
        with map_exceptions(CONNECT_ERRORS, "ctx"):
            await anyio.sleep(1)
    assert scope.cancelled_caught


def test_describe_falls_back_to_repr() -> None:
    assert describe_io_error(OSError()) == "OSError()"
    assert describe_io_error(ssl.SSLError()) == "TLS failed: SSLError()"


_SOCKET_EXCEPTIONS = {
    "EndOfStream",
    "BrokenResourceError",
    "ClosedResourceError",
    "OSError",
    "SSLError",
    "SSLCertVerificationError",
    "TimeoutError",
    "ConnectionError",
}


def test_network_modules_map_socket_exceptions_only_through_the_helper() -> None:
    # errors.py defines the mappings; _asyncio_stream.py is the stream below the seam.
    # Two modules do I/O that is not a broker connection, each mapping its own errors to
    # typed ones in one place: keystores.py reads key store files (-> KeyStoreError) and
    # oauth_login.py talks HTTP to the OAuth token endpoint (-> OAuthTokenError).
    below_or_at_seam = {"errors.py", "_asyncio_stream.py", "keystores.py", "oauth_login.py"}
    offenders = []
    for path in sorted(NETWORK.rglob("*.py")):
        if path.name in below_or_at_seam:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ExceptHandler) and node.type is not None:
                names = {
                    n.attr if isinstance(n, ast.Attribute) else getattr(n, "id", "")
                    for n in ast.walk(node.type)
                }
                if names & _SOCKET_EXCEPTIONS:
                    offenders.append(f"{path.name}:{node.lineno}")
    assert not offenders, f"catch these through errors.map_exceptions: {offenders}"
