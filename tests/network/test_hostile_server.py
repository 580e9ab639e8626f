"""A hostile or confused peer: each case must end promptly in a clear, typed error with bounded
memory, never a hang or a crash deep inside. Runs on asyncio and trio."""

from __future__ import annotations

import base64
import contextlib
import logging
import socket
import ssl
import struct
import threading
import tracemalloc

import anyio
import anyio.abc
import pytest
import trustme

from kafka_async.network.connection import ConnectionSettings
from kafka_async.network.errors import (
    AuthenticationError,
    KafkaConnectionError,
    SslHandshakeError,
)
from kafka_async.network.handshake import open_connection
from kafka_async.network.sasl import Secret
from kafka_async.network.tls import create_ssl_context
from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.messages import (
    MetadataRequest,
    SaslAuthenticateResponse,
    SaslHandshakeResponse,
)
from tests.network._fakebroker import Action, FakeBroker, Raw, Received, connected

pytestmark = pytest.mark.anyio

SENTINEL = "SENTINEL-Pa55word-7f3a"


async def send_on_connect(data: bytes) -> FakeBroker:
    async def hostile(stream: anyio.abc.ByteStream) -> bool:
        await stream.receive()  # the client's ApiVersions request
        await stream.send(data)
        await anyio.sleep(5)
        return False

    return FakeBroker(on_connect=hostile)


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (struct.pack(">i", 2**31 - 1), "2147483647 bytes"),
        (b"\xde\xad\xbe\xef garbage", "refusing a response frame"),
        (b"\x15\x03\x03\x00\x02\x02\x50", "TLS alert"),
        (b"HTTP/1.1 400 Bad Request\r\n\r\n", "HTTP response"),
    ],
)
async def test_hostile_size_prefixes_fail_fast_with_a_named_cause(
    data: bytes, expected: str
) -> None:
    broker = await send_on_connect(data)
    async with broker:
        tracemalloc.start()
        try:
            with anyio.fail_after(5), pytest.raises(ProtocolError, match=expected):
                await open_connection("127.0.0.1", broker.port, ConnectionSettings(), node_id=1)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert peak < 4 * 1024 * 1024


async def test_garbage_frame_mid_session_fails_pending_requests() -> None:
    async def garbage(received: Received) -> Action:
        return Raw(b"\x00\x00\x00\x05hello")

    async with FakeBroker() as broker, connected(broker) as connection:
        broker.handlers[3] = garbage
        with anyio.fail_after(5), pytest.raises(KafkaConnectionError, match="correlation id"):
            await connection.send(MetadataRequest(topics=[]))
        assert connection.is_closed


async def test_broker_closing_mid_frame_is_a_retriable_connection_error() -> None:
    async def truncated(received: Received) -> Action:
        return Raw(b"\x00\x00\x01\x00\x00\x00\x00", then_close=True)

    async with FakeBroker() as broker, connected(broker) as connection:
        broker.handlers[3] = truncated
        with anyio.fail_after(5), pytest.raises(KafkaConnectionError, match="closed") as caught:
            await connection.send(MetadataRequest(topics=[]))
        assert caught.value.retriable
        assert connection.is_closed


def sasl_broker(iterations: int = 4096) -> FakeBroker:
    async def handshake(received: Received) -> Action:
        return SaslHandshakeResponse(error_code=0, mechanisms=["SCRAM-SHA-256", "PLAIN"])

    async def authenticate(received: Received) -> Action:
        token = received.request.auth_bytes
        if token.startswith(b"n,,"):
            nonce = token.split(b"r=", 1)[1]
            salt = base64.b64encode(b"salt")
            first = b"r=" + nonce + b"server,s=" + salt + b",i=" + str(iterations).encode()
            return SaslAuthenticateResponse(error_code=0, auth_bytes=first)
        return SaslAuthenticateResponse(
            error_code=58, error_message="Authentication failed: Invalid username or password"
        )

    return FakeBroker(handlers={17: handshake, 36: authenticate})


async def test_scram_challenge_with_a_billion_iterations_is_refused_promptly() -> None:
    async with sasl_broker(iterations=10**9) as broker:
        settings = ConnectionSettings(
            sasl_mechanism="SCRAM-SHA-256", sasl_username="alice", sasl_password=Secret(SENTINEL)
        )
        with anyio.fail_after(5), pytest.raises(AuthenticationError, match="iteration count"):
            await open_connection("127.0.0.1", broker.port, settings, node_id=1)


async def test_broker_auth_failure_is_typed_and_never_contains_the_password(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    async with sasl_broker() as broker:
        settings = ConnectionSettings(
            sasl_mechanism="PLAIN", sasl_username="alice", sasl_password=Secret(SENTINEL)
        )
        with pytest.raises(AuthenticationError, match="Invalid username or password") as caught:
            await open_connection("127.0.0.1", broker.port, settings, node_id=1)
        assert not caught.value.retriable
        rendered = [str(caught.value), repr(caught.value), repr(settings), caplog.text]
        rendered += [str(arg) for arg in caught.value.args]
        assert all(SENTINEL not in text for text in rendered)
        assert len(broker.requests_for(36)) == 1  # one attempt, no retry storm


def tls_pair(hostname: str) -> tuple[ssl.SSLContext, trustme.CA]:
    ca = trustme.CA()
    server_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert(hostname).configure_cert(server_context)
    return server_context, ca


async def test_tls_hostname_mismatch_is_refused() -> None:
    server_context, ca = tls_pair("kafka.example")
    client_context = create_ssl_context()
    ca.configure_trust(client_context)
    async with FakeBroker(ssl_context=server_context) as broker:
        settings = ConnectionSettings(ssl_context=client_context)
        with anyio.fail_after(5), pytest.raises(SslHandshakeError, match="verification failed"):
            await open_connection("127.0.0.1", broker.port, settings, node_id=1)


async def test_tls_with_matching_certificate_works_and_sends_sni() -> None:
    server_context, ca = tls_pair("localhost")
    client_context = create_ssl_context()
    ca.configure_trust(client_context)
    async with FakeBroker(ssl_context=server_context) as broker:
        async with connected(broker, host="localhost", ssl_context=client_context) as connection:
            response = await connection.send(MetadataRequest(topics=[]))
            assert response.cluster_id == "fake"
        assert broker.server_names == ["localhost"]


async def test_sni_is_sent_even_without_hostname_verification() -> None:
    server_context, ca = tls_pair("kafka.example")
    client_context = create_ssl_context(check_hostname=False)
    ca.configure_trust(client_context)
    async with FakeBroker(ssl_context=server_context) as broker:
        async with connected(broker, host="localhost", ssl_context=client_context) as connection:
            assert (await connection.send(MetadataRequest(topics=[]))).cluster_id == "fake"
        assert broker.server_names == ["localhost"]


async def test_a_broker_refusing_the_client_certificate_after_the_handshake_is_not_retriable(
) -> None:
    # TLS 1.3: the client's handshake completes before the server checks the client's
    # certificate; the refusal is an alert on the first read. It was a retriable
    # KafkaConnectionError ("TLS failed: ..."), so bootstrap retried a certificate problem.
    server_context, ca = tls_pair("localhost")
    server_context.verify_mode = ssl.CERT_REQUIRED
    ca.configure_trust(server_context)
    client_context = create_ssl_context()  # trusts the server, offers no certificate
    ca.configure_trust(client_context)
    listener = socket.create_server(("127.0.0.1", 0))

    def refuse() -> None:  # OpenSSL on a real socket, which sends its alert (anyio's does not)
        conn, _ = listener.accept()
        conn.settimeout(5)
        tls = server_context.wrap_socket(conn, server_side=True, do_handshake_on_connect=False)
        with contextlib.suppress(ssl.SSLError, OSError):
            tls.do_handshake()  # fails: no client certificate; the alert goes out
        # read what the client sent until it hangs up: closing with unread bytes would reset
        # the connection, and a reset discards the alert before the client reads it
        raw = socket.socket(fileno=tls.detach())
        raw.settimeout(5)
        with contextlib.suppress(OSError):
            while raw.recv(65536):
                pass
        raw.close()

    refuser = threading.Thread(target=refuse, daemon=True)
    refuser.start()
    try:
        settings = ConnectionSettings(ssl_context=client_context)
        with anyio.fail_after(5), pytest.raises(SslHandshakeError) as caught:
            await open_connection("localhost", listener.getsockname()[1], settings, node_id=1)
    finally:
        refuser.join(5)
        listener.close()
    assert not caught.value.retriable
    assert "broker refused the TLS connection (alert CERTIFICATE_REQUIRED)" in str(caught.value)


async def test_untrusted_certificate_is_refused() -> None:
    server_context, _ = tls_pair("localhost")
    other_ca = trustme.CA()
    client_context = create_ssl_context()
    other_ca.configure_trust(client_context)
    async with FakeBroker(ssl_context=server_context) as broker:
        settings = ConnectionSettings(ssl_context=client_context)
        with anyio.fail_after(5), pytest.raises(SslHandshakeError):
            await open_connection("localhost", broker.port, settings, node_id=1)
