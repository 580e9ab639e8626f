"""Opening a connection: TCP, optional TLS, ApiVersions, optional SASL; then pipelining starts.

Theory of operation
-------------------
Set-up is strictly sequential (one request, one response), so it runs on the bare stream through
``_SequentialChannel`` before ``BrokerConnection`` exists. That keeps the pipelined reader free of
set-up special cases, in particular SASL's legacy framing: after SaslHandshake v0 the tokens travel
as bare size-prefixed frames with no Kafka header at all (protocol guide, "SASL Authentication
Sequence"), which only a sequential reader can tell apart.

ApiVersions goes first at our newest version. A broker that does not know that version answers
UNSUPPORTED_VERSION in v0 format, listing the ApiVersions range it does support; we retry at the
highest version it offers, else v0.

SASL: SaslHandshake (v1 when offered) names the mechanism; then the mechanism's tokens go in
SaslAuthenticate requests, or raw after a v0 handshake. PBKDF2 (SCRAM) and the Kerberos library
(GSSAPI: it may call the KDC) run in a worker thread; an OAuth token provider is awaited here
(the built-in one does its HTTP in a thread). GSSAPI's service principal names the broker host
as connected to, which is why ``authenticate`` takes the host.
The SaslAuthenticate v1+ ``session_lifetime_ms`` is handed to the connection, which
re-authenticates before it ends (KIP-368) by calling ``reauthenticate`` with itself as channel.

Error mapping happens here, at the seam, through ``errors.map_exceptions``: ``CONNECT_ERRORS``
while opening TCP/TLS (OSError -> KafkaConnectionError, ssl errors -> SslHandshakeError) and
``SETUP_ERRORS`` for the set-up requests (a silent peer -> KafkaTimeoutError); broker codes
become the typed BrokerError. No message ever contains a credential.
"""

from __future__ import annotations

import inspect
import logging
import socket
from collections import deque
from functools import partial
from typing import Protocol

import anyio
import anyio.abc

from kafka_async.network._asyncio_stream import connect_asyncio, running_on_asyncio
from kafka_async.network.connection import BrokerConnection, ConnectionSettings, Throttle
from kafka_async.network.errors import (
    CONNECT_ERRORS,
    SETUP_ERRORS,
    AuthenticationError,
    KafkaConnectionError,
    map_exceptions,
)
from kafka_async.network.sasl.base import SaslMechanism, SaslMechanismError, Secret
from kafka_async.network.stats import NodeStats
from kafka_async.network.versions import ApiVersionTable
from kafka_async.protocol.errors import (
    ProtocolError,
    UnsupportedSaslMechanismError,
    error_for_code,
)
from kafka_async.protocol.headers import decode_response_header, encode_request_header
from kafka_async.protocol.messages import (
    ApiVersionsRequest,
    ApiVersionsResponse,
    SaslAuthenticateRequest,
    SaslHandshakeRequest,
)
from kafka_async.protocol.messages._base import Request, ResponseT
from kafka_async.protocol.wire import FrameReader, frame, peek_correlation_id

__all__ = ["authenticate", "negotiate_api_versions", "open_connection"]

logger = logging.getLogger("kafka_async.network")

_UNSUPPORTED_VERSION = 35
_API_VERSIONS_KEY = 18
_SASL_AUTHENTICATE_KEY = 36
_SASL_HANDSHAKE_KEY = 17


class SaslChannel(Protocol):
    """What the SASL driver needs: typed request/response, and (set-up only) raw tokens."""

    async def request(self, request: Request[ResponseT], version: int) -> ResponseT: ...

    async def exchange_token(self, token: bytes) -> bytes: ...


class _SequentialChannel:
    """One request at a time on a fresh stream, before the pipelined reader exists."""

    def __init__(self, stream: anyio.abc.ByteStream, settings: ConnectionSettings, address: str):
        self._stream = stream
        self._settings = settings
        self._address = address
        self._reader = FrameReader(settings.max_frame_bytes)
        self._frames: deque[bytes] = deque()
        self._correlation_id = 0

    async def _receive_frame(self) -> bytes:
        while not self._frames:
            with map_exceptions(SETUP_ERRORS, f"{self._address}: receive failed during set-up"):
                chunk = await self._stream.receive(65536)
            try:
                self._frames.extend(self._reader.feed(chunk))
            except ProtocolError as exc:
                raise ProtocolError(f"{self._address}: {exc}") from None
        return self._frames.popleft()

    async def _roundtrip(self, data: bytes) -> bytes:
        timeout = self._settings.request_timeout
        context = f"{self._address}: connection set-up (request timeout {timeout:g} s)"
        with map_exceptions(SETUP_ERRORS, context), anyio.fail_after(timeout):
            await self._stream.send(data)
            return await self._receive_frame()

    async def request_raw(
        self, request: Request[ResponseT], version: int, response_header: int
    ) -> bytes:
        """Send ``request``; return the response body (header stripped)."""
        self._correlation_id += 1
        correlation_id = self._correlation_id
        header = encode_request_header(
            request.API_KEY,
            version,
            correlation_id,
            self._settings.client_id,
            type(request).header_version(version),
        )
        response = await self._roundtrip(frame(header + request.encode(version)))
        received = peek_correlation_id(response)
        if received != correlation_id:
            raise ProtocolError(
                f"{self._address}: correlation id {received} in reply to {correlation_id}"
            )
        _, offset = decode_response_header(memoryview(response), response_header)
        return response[offset:]

    async def request(self, request: Request[ResponseT], version: int) -> ResponseT:
        response_class = type(request).RESPONSE
        body = await self.request_raw(request, version, response_class.header_version(version))
        return request.decode_response(body, version)

    async def exchange_token(self, token: bytes) -> bytes:
        return await self._roundtrip(frame(token))


class _ConnectionChannel:
    """Adapts a live BrokerConnection for re-authentication (typed requests only)."""

    def __init__(self, connection: BrokerConnection) -> None:
        self._connection = connection

    async def request(self, request: Request[ResponseT], version: int) -> ResponseT:
        return await self._connection.send(request, version=version, ignore_gate=True)

    async def exchange_token(self, token: bytes) -> bytes:
        raise ProtocolError("legacy SASL framing cannot be used on an established connection")


async def negotiate_api_versions(
    channel: _SequentialChannel, settings: ConnectionSettings
) -> ApiVersionTable:
    """ApiVersions at our newest version, falling back as the broker directs (see module doc)."""
    version = ApiVersionsRequest.MAX_VERSION
    for _ in range(3):
        request = ApiVersionsRequest(
            client_software_name=settings.client_software_name,
            client_software_version=settings.client_software_version,
        )
        body = await channel.request_raw(request, version, response_header=0)
        response = _decode_api_versions(body, version)
        if response is not None and response.error_code == 0:
            features = {}
            if response.finalized_features_epoch >= 0:  # else the list is not valid
                features = {item.name: item.max_version_level
                            for item in response.finalized_features}
            return ApiVersionTable.from_entries(
                ((entry.api_key, entry.min_version, entry.max_version)
                 for entry in response.api_keys), features)
        if response is not None and response.error_code != _UNSUPPORTED_VERSION:
            raise error_for_code(response.error_code)(
                f"ApiVersions v{version} refused (client_software_name="
                f"{settings.client_software_name!r})"
            )
        fallback = _decode_api_versions(body, 0)
        offered = 0
        if fallback is not None:
            for entry in fallback.api_keys:
                if entry.api_key == _API_VERSIONS_KEY:
                    offered = entry.max_version
        next_version = max(0, min(offered, version - 1))
        if next_version == version:
            break
        version = next_version
    raise ProtocolError(
        "ApiVersions negotiation failed: the peer's answers do not decode as ApiVersions "
        "responses (is this a Kafka broker?)"
    )


def _decode_api_versions(body: bytes, version: int) -> ApiVersionsResponse | None:
    try:
        return ApiVersionsResponse.decode(body, version)
    except ProtocolError:
        return None


async def _build_mechanism(settings: ConnectionSettings, host: str) -> SaslMechanism:
    # Each mechanism's module is imported here, when a connection first needs it (start-up
    # cost: hashlib, hmac, json, the Kerberos glue and the OAuth login are not small).
    name = settings.sasl_mechanism
    if name == "GSSAPI":
        from kafka_async.network.sasl.gssapi import GssapiMechanism

        if settings.sasl_kerberos is None:
            raise AuthenticationError("SASL/GSSAPI needs Kerberos settings")
        return GssapiMechanism(settings.sasl_kerberos, host)
    if name == "OAUTHBEARER":
        from kafka_async.network.sasl.oauth_login import OAuthTokenError
        from kafka_async.network.sasl.oauthbearer import OAuthBearerMechanism

        provider = settings.sasl_token_provider
        if provider is None:
            raise AuthenticationError("OAUTHBEARER needs sasl_oauth_token_provider")
        try:
            token = provider()
            if inspect.isawaitable(token):
                token = await token
        except OAuthTokenError:
            raise  # our own login's messages name the endpoint and reason, never a secret
        except Exception as exc:
            # The provider's own message may contain its secret; report only its type.
            raise AuthenticationError(
                f"sasl_oauth_token_provider raised {type(exc).__name__}"
            ) from None
        if isinstance(token, str):
            token = Secret(token)
        if not isinstance(token, Secret):
            raise AuthenticationError("sasl_oauth_token_provider must return a str token")
        return OAuthBearerMechanism(token, settings.sasl_extensions)
    if settings.sasl_username is None or settings.sasl_password is None:
        raise AuthenticationError(f"SASL/{name} needs a username and password")
    if name == "PLAIN":
        from kafka_async.network.sasl.plain import PlainMechanism

        return PlainMechanism(settings.sasl_username, settings.sasl_password)
    if name in ("SCRAM-SHA-256", "SCRAM-SHA-512"):
        from kafka_async.network.sasl.scram import ScramMechanism

        return ScramMechanism(name, settings.sasl_username, settings.sasl_password,
                              extensions=settings.sasl_extensions)
    raise UnsupportedSaslMechanismError(f"SASL mechanism {name!r} is not supported")


async def _step(mechanism: SaslMechanism, challenge: bytes) -> bytes | None:
    if mechanism.runs_in_thread:
        # PBKDF2 can take a second; never on the event loop (kafka-python CVE-2026-10143).
        return await anyio.to_thread.run_sync(mechanism.step, challenge)
    return mechanism.step(challenge)


async def authenticate(
    channel: SaslChannel, settings: ConnectionSettings, versions: ApiVersionTable, host: str
) -> float | None:
    """Run SaslHandshake + the mechanism; return the session lifetime in seconds (or None).
    ``host`` is the broker's host as connected to (GSSAPI's service principal names it)."""
    mechanism = await _build_mechanism(settings, host)
    handshake_version = versions.pick(SaslHandshakeRequest, _SASL_HANDSHAKE_KEY)
    handshake = await channel.request(
        SaslHandshakeRequest(mechanism=mechanism.name), handshake_version
    )
    if handshake.error_code:
        offered = ", ".join(handshake.mechanisms) or "none"
        raise error_for_code(handshake.error_code)(
            f"SASL mechanism {mechanism.name} refused; the broker offers: {offered}"
        )
    legacy = handshake_version == 0 or not versions.supports(_SASL_AUTHENTICATE_KEY)
    authenticate_version = (
        0 if legacy else versions.pick(SaslAuthenticateRequest, _SASL_AUTHENTICATE_KEY)
    )
    lifetime_ms = 0
    try:
        token = await _step(mechanism, b"")
        while token is not None:
            if legacy:
                server_token = await _legacy_exchange(channel, token, mechanism.name)
            else:
                response = await channel.request(
                    SaslAuthenticateRequest(auth_bytes=token), authenticate_version
                )
                if response.error_code:
                    raise error_for_code(response.error_code)(
                        _broker_auth_message(mechanism.name, response.error_message)
                    )
                server_token = bytes(response.auth_bytes)
                lifetime_ms = getattr(response, "session_lifetime_ms", 0) or 0
            token = await _step(mechanism, server_token)
    except SaslMechanismError:
        raise
    except (ValueError, TypeError) as exc:
        raise SaslMechanismError(f"SASL/{mechanism.name}: {type(exc).__name__}") from None
    if not mechanism.complete:
        raise SaslMechanismError(f"SASL/{mechanism.name} exchange ended before completion")
    return lifetime_ms / 1000 if lifetime_ms > 0 else None


async def _legacy_exchange(channel: SaslChannel, token: bytes, mechanism: str) -> bytes:
    try:
        return await channel.exchange_token(token)
    except KafkaConnectionError:
        # Legacy framing has no error codes: the broker just hangs up on bad credentials.
        raise AuthenticationError(
            f"SASL/{mechanism}: the broker closed the connection during authentication "
            "(legacy SaslHandshake v0 framing gives no reason; check the credentials)"
        ) from None


def _broker_auth_message(mechanism: str, detail: str | None) -> str:
    return f"SASL/{mechanism} authentication failed: {detail or 'no detail from the broker'}"


async def _reauthenticate(
    settings: ConnectionSettings, connection: BrokerConnection
) -> float | None:
    host = connection.address.rpartition(":")[0].strip("[]")
    return await authenticate(_ConnectionChannel(connection), settings, connection.versions, host)


def _apply_socket_options(
    stream: anyio.abc.ByteStream, settings: ConnectionSettings, address: str
) -> None:
    raw = stream.extra(anyio.abc.SocketAttribute.raw_socket, None)
    if raw is None:
        return
    with map_exceptions(CONNECT_ERRORS, f"{address}: cannot set the socket buffer sizes"):
        if settings.send_buffer_bytes > 0:
            raw.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, settings.send_buffer_bytes)
        if settings.receive_buffer_bytes > 0:
            raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, settings.receive_buffer_bytes)


def _check_address(host: str, port: int) -> None:
    """Refuse a broker address no socket can reach, as a failed connection (retriable: the
    next metadata may name a good one) that says what is wrong with it.

    Why: the addresses come from the brokers (Metadata, KIP-951 hints), and the resolver and
    ``connect()`` answer a bad one with ValueError, OverflowError or UnicodeError from deep
    inside, which no caller maps (Java's NetworkClient logs such a node as one it could not
    connect to, and goes on)."""
    problem = None
    if port.__class__ is not int or not 0 < port < 65536:
        problem = "the port is not in 1-65535"
    elif not host or "\x00" in host or any(c.isspace() for c in host):
        problem = "the host is empty or holds a NUL or white space"
    elif not _valid_dns_name(host):
        problem = "the host is no valid DNS name (a label over 63 characters?)"
    if problem is not None:
        raise KafkaConnectionError(f"{host[:100]!r}:{port}: cannot connect: {problem}")


def _valid_dns_name(host: str) -> bool:
    """What the IDNA codec accepts. An ASCII name (every broker address in practice) is checked
    here as the codec checks it (no empty label but a last one, none over 63 characters): the
    codec's module and the two it imports cost a start-up ~2 ms to load."""
    if host.isascii():
        labels = host.split(".")
        if labels[-1] == "" and len(labels) > 1:
            labels.pop()  # a trailing dot: the root
        return all(0 < len(label) < 64 for label in labels)
    try:
        host.encode("idna")
    except UnicodeError:
        return False
    return True


class _named_timeout:  # lower case: used like a function, as map_exceptions
    """A connect timeout says which limit ran out (map_exceptions puts it after "cannot
    connect: "); a refused connection is not described as a timeout."""

    __slots__ = ("_reason",)

    def __init__(self, reason: str) -> None:
        self._reason = reason

    def __enter__(self) -> None:
        return None

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 traceback: object) -> None:
        if isinstance(exc, TimeoutError) and not exc.args:
            raise TimeoutError(self._reason) from exc


async def _connect(host: str, port: int, settings: ConnectionSettings) -> anyio.abc.ByteStream:
    _check_address(host, port)
    context = settings.ssl_context
    timeout = settings.connect_timeout
    with (
        map_exceptions(CONNECT_ERRORS, f"{host}:{port}: cannot connect"),
        _named_timeout(f"no answer within {timeout:g} s (socket_connection_setup_timeout_ms)"),
        anyio.fail_after(timeout),
    ):
        if running_on_asyncio():
            return await connect_asyncio(host, port, context)
        if context is None:
            return await anyio.connect_tcp(host, port)
        # tls_hostname is always set: SNI goes out even when check_hostname is off.
        return await anyio.connect_tcp(
            host, port, ssl_context=context, tls_hostname=host, tls_standard_compatible=False
        )


async def open_connection(
    host: str,
    port: int,
    settings: ConnectionSettings,
    *,
    node_id: int,
    throttle: Throttle | None = None,
    stats: NodeStats | None = None,
) -> BrokerConnection:
    """Connect, negotiate versions, authenticate; return a connection ready for ``run()``."""
    address = f"{host}:{port}"
    stream = await _connect(host, port, settings)
    try:
        _apply_socket_options(stream, settings, address)
        channel = _SequentialChannel(stream, settings, address)
        versions = await negotiate_api_versions(channel, settings)
        lifetime = None
        if settings.sasl_mechanism is not None:
            if settings.sasl_mechanism == "PLAIN" and settings.ssl_context is None:
                logger.warning(
                    "[%s] node %d (%s): SASL/PLAIN over a plaintext connection sends the "
                    "password in the clear", settings.client_id, node_id, address,
                    extra={"client_id": settings.client_id, "node_id": node_id,
                           "broker": address})
            lifetime = await authenticate(channel, settings, versions, host)
    except BaseException:
        with anyio.CancelScope(shield=True):
            await stream.aclose()
        raise
    return BrokerConnection(
        stream,
        settings,
        versions,
        node_id=node_id,
        address=address,
        throttle=throttle,
        reauthenticator=partial(_reauthenticate, settings) if lifetime else None,
        session_lifetime=lifetime,
        stats=stats,
    )
