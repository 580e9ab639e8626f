"""Connection set-up against the fake broker: ApiVersions fallback, version negotiation, SASL
framings (SaslAuthenticate and the legacy raw tokens after SaslHandshake v0), OAUTHBEARER token
providers, and KIP-368 re-authentication. Runs on asyncio and trio."""

from __future__ import annotations

import struct
from collections import deque
from typing import Any

import anyio
import anyio.abc
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kafka_async.network.connection import ConnectionSettings
from kafka_async.network.errors import AuthenticationError, KafkaConnectionError
from kafka_async.network.handshake import _valid_dns_name, open_connection
from kafka_async.network.sasl import Secret
from kafka_async.protocol.errors import ProtocolError, UnsupportedVersionError
from kafka_async.protocol.messages import (
    ApiVersionsResponse,
    CreateTopicsRequest,
    MetadataRequest,
    SaslAuthenticateResponse,
    SaslHandshakeResponse,
)
from kafka_async.protocol.wire import FrameReader, frame
from tests.network._fakebroker import Action, FakeBroker, Raw, Received, Reply, connected
from tests.network._fakebroker import encode_response as encode

pytestmark = pytest.mark.anyio


async def test_api_versions_falls_back_to_the_version_the_broker_offers() -> None:
    async def old_broker(received: Received) -> Action:
        if received.api_version > 2:
            entry = ApiVersionsResponse.ApiVersion(api_key=18, min_version=0, max_version=2)
            body = struct.pack(">i", received.correlation_id)
            body += ApiVersionsResponse(error_code=35, api_keys=[entry]).encode(0)
            return Raw(frame(body))
        return FakeBroker().api_versions(received)

    async with FakeBroker(handlers={18: old_broker}) as broker, connected(broker) as connection:
        assert [r.api_version for r in broker.requests_for(18)] == [4, 2]
        assert (await connection.send(MetadataRequest(topics=[]))).cluster_id == "fake"


async def test_chosen_version_is_the_highest_both_sides_support() -> None:
    async with FakeBroker(api_ranges={3: (0, 7)}) as broker, connected(broker) as connection:
        await connection.send(MetadataRequest(topics=[]))
        assert broker.requests_for(3)[0].api_version == 7


async def test_unsupported_api_is_a_clear_error() -> None:
    ranges = {19: (99, 100)}
    async with FakeBroker(api_ranges=ranges) as broker, connected(broker) as connection:
        with pytest.raises(UnsupportedVersionError, match="no common version for CreateTopics"):
            await connection.send(CreateTopicsRequest(topics=[]))
        broker.missing_apis.add(3)
    async with FakeBroker(missing_apis={3}) as broker, connected(broker) as connection:
        with pytest.raises(UnsupportedVersionError, match="does not support the Metadata API"):
            await connection.send(MetadataRequest(topics=[]))


async def test_connection_refused_is_retriable_connection_error() -> None:
    listener = await anyio.create_tcp_listener(local_host="127.0.0.1", local_port=0)
    port = listener.extra(anyio.abc.SocketAttribute.local_port)
    await listener.aclose()
    with pytest.raises(KafkaConnectionError, match="cannot connect") as caught:
        await open_connection("127.0.0.1", port, ConnectionSettings(), node_id=1)
    assert caught.value.retriable


@pytest.mark.parametrize(("host", "port", "problem"), [
    ("127.0.0.1", -5, "port is not in 1-65535"),
    ("127.0.0.1", 70000, "port is not in 1-65535"),
    ("127.0.0.1", 0, "port is not in 1-65535"),
    ("127.0.0.1\x00evil", 9092, "NUL or white space"),
    ("", 9092, "empty"),
    ("a b", 9092, "NUL or white space"),
    ("a" * 64 + ".example", 9092, "no valid DNS name"),
    ("broker..example", 9092, "no valid DNS name"),
    ("b\u00fccher-" + "x" * 60 + ".example", 9092, "no valid DNS name"),
])
async def test_an_address_no_socket_can_reach_is_a_clear_connection_error(
        host: str, port: int, problem: str) -> None:
    """Broker addresses come from the brokers (Metadata, leader hints): a hostile one is a
    failed connection naming what is wrong (retriable: the next metadata may fix it), not a
    ValueError, OverflowError or UnicodeError from inside the resolver."""
    with anyio.fail_after(10), pytest.raises(KafkaConnectionError, match=problem) as caught:
        await open_connection(host, port, ConnectionSettings(), node_id=1)
    assert caught.value.retriable
    assert "\x00" not in str(caught.value)  # shown as its repr, not raw


@settings(max_examples=2000, deadline=None)
@given(st.text(alphabet="ab.-:1_\u00fc", min_size=1, max_size=150)
       | st.lists(st.text("ab", max_size=70), min_size=1, max_size=5).map(".".join).filter(bool))
def test_the_dns_name_check_accepts_what_the_idna_codec_accepts(host: str) -> None:
    """An ASCII name skips the codec (its module costs a start-up ~2 ms) and is judged as the
    codec judges it: no empty label but a last one, none over 63 characters (an empty host
    is refused before)."""
    try:
        host.encode("idna")
        expected = True
    except UnicodeError:
        expected = False
    assert _valid_dns_name(host) is expected


def plain_sasl_handlers(lifetime_ms: int = 0) -> dict[int, object]:
    async def handshake(received: Received) -> Action:
        return SaslHandshakeResponse(error_code=0, mechanisms=["PLAIN", "OAUTHBEARER"])

    async def authenticate(received: Received) -> Action:
        token = received.request.auth_bytes
        ok = token in (b"\x00alice\x00pw",) or token.startswith(b"n,,\x01auth=Bearer good")
        if not ok:
            return SaslAuthenticateResponse(error_code=58, error_message="bad credentials")
        return SaslAuthenticateResponse(error_code=0, session_lifetime_ms=lifetime_ms)

    return {17: handshake, 36: authenticate}


async def test_sasl_plain_via_sasl_authenticate() -> None:
    settings: dict[str, Any] = {
        "sasl_mechanism": "PLAIN",
        "sasl_username": "alice",
        "sasl_password": Secret("pw"),
    }
    async with FakeBroker(handlers=plain_sasl_handlers()) as broker:  # type: ignore[arg-type]
        async with connected(broker, **settings) as connection:
            assert (await connection.send(MetadataRequest(topics=[]))).cluster_id == "fake"
        assert [r.api_key for r in broker.received] == [18, 17, 36, 3]
        assert broker.requests_for(17)[0].request.mechanism == "PLAIN"


@pytest.mark.parametrize("asynchronous", [False, True])
async def test_oauthbearer_token_from_sync_or_async_provider(asynchronous: bool) -> None:
    def sync_provider() -> str:
        return "good.token.sig"

    async def async_provider() -> str:
        await anyio.sleep(0)
        return "good.token.sig"

    provider = async_provider if asynchronous else sync_provider
    async with FakeBroker(handlers=plain_sasl_handlers()) as broker:  # type: ignore[arg-type]
        async with connected(
            broker, sasl_mechanism="OAUTHBEARER", sasl_token_provider=provider
        ) as connection:
            assert not connection.is_closed
        token = broker.requests_for(36)[0].request.auth_bytes
        assert token == b"n,,\x01auth=Bearer good.token.sig\x01\x01"


async def test_failing_token_provider_is_an_authentication_error() -> None:
    def provider() -> str:
        raise RuntimeError("vault says no: SECRET-IN-MESSAGE")

    async with FakeBroker(handlers=plain_sasl_handlers()) as broker:  # type: ignore[arg-type]
        settings = ConnectionSettings(sasl_mechanism="OAUTHBEARER", sasl_token_provider=provider)
        with pytest.raises(AuthenticationError, match="RuntimeError") as caught:
            await open_connection("127.0.0.1", broker.port, settings, node_id=1)
        assert "SECRET-IN-MESSAGE" not in str(caught.value)


async def test_reauthenticates_before_the_session_lifetime_ends() -> None:
    settings: dict[str, Any] = {
        "sasl_mechanism": "PLAIN",
        "sasl_username": "alice",
        "sasl_password": Secret("pw"),
    }
    handlers = plain_sasl_handlers(lifetime_ms=300)
    async with FakeBroker(handlers=handlers) as broker:  # type: ignore[arg-type]
        async with connected(broker, **settings) as connection:
            with anyio.fail_after(10):
                while len(broker.requests_for(36)) < 3:
                    response = await connection.send(MetadataRequest(topics=[]))
                    assert response.cluster_id == "fake"
                    await anyio.sleep(0.02)
            assert not connection.is_closed
        assert broker.connections == 1
        assert {r.connection for r in broker.received} == {1}


async def test_legacy_raw_token_framing_after_handshake_v0() -> None:
    tokens: list[bytes] = []

    async def legacy_server(stream: anyio.abc.ByteStream) -> bool:
        reader = FrameReader()
        frames: deque[bytes] = deque()

        async def next_frame() -> bytes:
            while not frames:
                frames.extend(reader.feed(await stream.receive()))
            return frames.popleft()

        fake = FakeBroker(api_ranges={17: (0, 0)}, missing_apis={36})
        api_key, version, correlation_id = struct.unpack_from(">hhi", await next_frame())
        versions = fake.api_versions(None)  # type: ignore[arg-type]
        await stream.send(encode(Reply(versions), api_key, version, correlation_id))
        api_key, version, correlation_id = struct.unpack_from(">hhi", await next_frame())
        assert (api_key, version) == (17, 0)
        handshake = SaslHandshakeResponse(error_code=0, mechanisms=["PLAIN"])
        await stream.send(encode(Reply(handshake), api_key, version, correlation_id))
        tokens.append(await next_frame())  # a bare token: no Kafka header at all
        await stream.send(frame(b""))
        return True  # continue as a normal (fake) broker

    broker = FakeBroker(on_connect=legacy_server)
    settings: dict[str, Any] = {
        "sasl_mechanism": "PLAIN",
        "sasl_username": "alice",
        "sasl_password": Secret("pw"),
    }
    async with broker, connected(broker, **settings) as connection:
        assert (await connection.send(MetadataRequest(topics=[]))).cluster_id == "fake"
    assert tokens == [b"\x00alice\x00pw"]


async def test_api_versions_answers_that_never_decode_are_a_protocol_error() -> None:
    async def nonsense(received: Received) -> Action:
        return Raw(frame(struct.pack(">i", received.correlation_id) + b"\xff\xff\xff"))

    async with FakeBroker(handlers={18: nonsense}) as broker:
        with anyio.fail_after(5), pytest.raises(ProtocolError, match="is this a Kafka broker"):
            await open_connection("127.0.0.1", broker.port, ConnectionSettings(), node_id=1)
        assert [r.api_version for r in broker.requests_for(18)] == [4, 0]
