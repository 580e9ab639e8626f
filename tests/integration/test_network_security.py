"""SASL and TLS against the real broker (the harness's SASL_PLAINTEXT / SSL / SASL_SSL node):
every mechanism succeeds with the right password and fails clearly (once, no retry storm) with a
wrong one; TLS verifies the harness CA and refuses a hostname mismatch; a sentinel password never
leaks into logs, reprs or exception text. Runs on asyncio and trio."""

from __future__ import annotations

import base64
import json
import logging
import time
import traceback
from typing import Any

import anyio
import pytest

from kafka_async import Admin
from kafka_async.cluster.config import parse_address
from kafka_async.network import AuthenticationError, SslHandshakeError
from kafka_async.protocol.errors import ProtocolError
from kafka_async.testing import KafkaCluster
from kafka_async.testing.faultproxy import FaultProxy

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

SENTINEL = "SENTINEL-k4fka-pw-0c9e1"



def sasl_settings(cluster: KafkaCluster, listener: str, mechanism: str, password: str) -> Any:
    settings: dict[str, Any] = {
        "bootstrap_servers": cluster.bootstrap_for(listener),
        "security_protocol": listener,
        "sasl_mechanism": mechanism,
        "sasl_plain_username": "alice",
        "sasl_plain_password": password,
    }
    if listener == "SASL_SSL":
        settings["ssl_cafile"] = str(cluster.ca_file)
    return settings


@pytest.mark.parametrize("mechanism", ["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"])
@pytest.mark.parametrize("listener", ["SASL_PLAINTEXT", "SASL_SSL"])
async def test_sasl_mechanisms_authenticate(
    kafka_secure_cluster: KafkaCluster, listener: str, mechanism: str
) -> None:
    password = kafka_secure_cluster.credentials[mechanism]["alice"]
    async with Admin(**sasl_settings(kafka_secure_cluster, listener, mechanism, password)) as admin:
        assert isinstance(await admin.list_topics(), dict)
        assert admin.client.metadata.cluster_id


@pytest.mark.parametrize("mechanism", ["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"])
async def test_wrong_password_is_one_clear_authentication_error(
    kafka_secure_cluster: KafkaCluster, mechanism: str
) -> None:
    host, port = parse_address(kafka_secure_cluster.bootstrap_for("SASL_PLAINTEXT"))
    with FaultProxy((host, port)) as proxy:
        settings = sasl_settings(kafka_secure_cluster, "SASL_PLAINTEXT", mechanism, "wrong")
        settings["bootstrap_servers"] = proxy.address
        with anyio.fail_after(20), pytest.raises(AuthenticationError) as caught:
            async with Admin(**settings):
                pass
        assert "authentication failed" in str(caught.value).lower()
        assert not caught.value.retriable
        assert proxy.connections == 1  # no reconnect storm


def unsecured_jwt(subject: str) -> str:
    def encode(part: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(part).encode()).rstrip(b"=").decode()

    now = int(time.time())
    claims = {"sub": subject, "iat": now, "exp": now + 3600, "scope": "test"}
    return f"{encode({'alg': 'none'})}.{encode(claims)}."


@pytest.mark.parametrize("asynchronous", [False, True])
async def test_oauthbearer_with_the_unsecured_token_validator(
    kafka_secure_cluster: KafkaCluster, asynchronous: bool
) -> None:
    def provider() -> str:
        return unsecured_jwt("alice")

    async def async_provider() -> str:
        return unsecured_jwt("alice")

    async with Admin(
        bootstrap_servers=kafka_secure_cluster.bootstrap_for("SASL_PLAINTEXT"),
        security_protocol="SASL_PLAINTEXT",
        sasl_mechanism="OAUTHBEARER",
        sasl_oauth_token_provider=async_provider if asynchronous else provider,
    ) as admin:
        assert isinstance(await admin.list_topics(), dict)


async def test_oauthbearer_bad_token_is_refused(kafka_secure_cluster: KafkaCluster) -> None:
    with pytest.raises(AuthenticationError):
        async with Admin(
            bootstrap_servers=kafka_secure_cluster.bootstrap_for("SASL_PLAINTEXT"),
            security_protocol="SASL_PLAINTEXT",
            sasl_mechanism="OAUTHBEARER",
            sasl_oauth_token_provider=lambda: "not-a-jwt",
        ):
            pass


async def test_tls_with_the_harness_ca(kafka_secure_cluster: KafkaCluster) -> None:
    async with Admin(
        bootstrap_servers=kafka_secure_cluster.bootstrap_for("SSL"),
        security_protocol="SSL",
        ssl_cafile=str(kafka_secure_cluster.ca_file),
    ) as admin:
        assert isinstance(await admin.list_topics(), dict)


async def test_tls_hostname_mismatch_is_refused(kafka_secure_cluster: KafkaCluster) -> None:
    _, port = parse_address(kafka_secure_cluster.bootstrap_for("SSL"))
    # "127.1" reaches 127.0.0.1 but is not a name the certificate covers.
    with pytest.raises(SslHandshakeError, match="Hostname mismatch"):
        async with Admin(
            bootstrap_servers=f"127.1:{port}",
            security_protocol="SSL",
            ssl_cafile=str(kafka_secure_cluster.ca_file),
        ):
            pass


async def test_plaintext_client_on_a_tls_listener_is_named(
    kafka_secure_cluster: KafkaCluster,
) -> None:
    with pytest.raises(ProtocolError, match="TLS"):
        async with Admin(bootstrap_servers=kafka_secure_cluster.bootstrap_for("SSL")):
            pass


async def test_sentinel_password_never_leaks(
    kafka_secure_cluster: KafkaCluster, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    rendered: list[str] = []
    for mechanism in ("PLAIN", "SCRAM-SHA-256"):
        settings = sasl_settings(kafka_secure_cluster, "SASL_PLAINTEXT", mechanism, SENTINEL)
        admin = Admin(**settings)
        rendered += [repr(admin), repr(admin.config), str(admin.config)]
        with pytest.raises(AuthenticationError) as caught:
            async with admin:
                pass
        error = caught.value
        rendered += [str(error), repr(error), *map(str, error.args)]
        rendered.append("".join(traceback.format_exception(error)))
    rendered.append(caplog.text)
    assert rendered
    assert all(SENTINEL not in text for text in rendered)
