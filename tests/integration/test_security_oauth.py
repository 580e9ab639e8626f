"""OAUTHBEARER with OAuth 2 client credentials against a real token server (mock-oauth2-server)
and a broker that validates signed JWTs against the server's JWKS (audience and issuer
checked): settings and Java's JAAS form, refresh before expiry, re-authentication with a
refreshed token, and each failure as a clear typed error naming its cause."""

from __future__ import annotations

import logging
import re
import uuid
from typing import Any

import anyio
import pytest
from conftest import REAUTH_MS

from kafka_async import Admin, Consumer, Producer, TopicPartition
from kafka_async.cluster import KafkaClient
from kafka_async.network import AuthenticationError
from kafka_async.network.sasl.base import Secret
from kafka_async.network.sasl.oauth_login import (
    ClientCredentialsLogin,
    OAuthLoginSettings,
    OAuthTokenError,
)
from kafka_async.protocol.messages import MetadataRequest
from kafka_async.testing import KafkaCluster
from kafka_async.testing.oauth import AUDIENCE, OAuthServer

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

HANG_GUARD = 60
SECRET = "SENTINEL-oauth-client-secret-7f3a"


def oauth(cluster: KafkaCluster, idp: OAuthServer, **extra: Any) -> dict[str, Any]:
    settings: dict[str, Any] = {
        "bootstrap_servers": cluster.bootstrap_for("SASL_SSL"),
        "security_protocol": "SASL_SSL",
        "ssl_cafile": str(cluster.ca_file),
        "sasl_mechanism": "OAUTHBEARER",
        "sasl_oauthbearer_token_endpoint_url": idp.token_endpoint(),
        "sasl_oauthbearer_client_credentials_client_id": "alice",
        "sasl_oauthbearer_client_credentials_client_secret": SECRET,
        "sasl_oauthbearer_scope": "kafka",
        "sasl_oauthbearer_expected_audience": AUDIENCE,
        "sasl_oauthbearer_expected_issuer": idp.issuer(),
    }
    settings.update(extra)
    return settings


async def test_client_credentials_produce_and_consume(
    enterprise_cluster: KafkaCluster, idp: OAuthServer
) -> None:
    topic = f"oidc-{uuid.uuid4().hex[:8]}"
    settings = oauth(enterprise_cluster, idp)
    with anyio.fail_after(HANG_GUARD):
        async with Producer(**settings) as producer:
            for index in range(10):
                await producer.send(topic, f"v{index}".encode(), key=b"k",
                                    headers=[("trace", b"1")])
            await producer.flush()
        async with Consumer(**settings, auto_offset_reset="earliest") as consumer:
            consumer.assign([TopicPartition(topic, 0)])
            seen: list[bytes] = []
            while len(seen) < 10:
                batch = await consumer.getmany(timeout_ms=2000)
                seen += [r.value for rs in batch.values() for r in rs if r.value is not None]
    assert seen == [f"v{index}".encode() for index in range(10)]


async def test_java_jaas_and_login_handler_settings_as_written(
    enterprise_cluster: KafkaCluster, idp: OAuthServer
) -> None:
    settings = oauth(enterprise_cluster, idp)
    for name in ("sasl_oauthbearer_client_credentials_client_id",
                 "sasl_oauthbearer_client_credentials_client_secret", "sasl_oauthbearer_scope"):
        del settings[name]
    settings["sasl_login_callback_handler_class"] = (
        "org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginCallbackHandler")
    settings["sasl_jaas_config"] = (
        "org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule required "
        f'clientId="alice" clientSecret="{SECRET}" scope="kafka";')
    with anyio.fail_after(HANG_GUARD):
        async with Admin(**settings) as admin:
            assert admin.config.sasl_oauthbearer_client_credentials_client_id == "alice"
            assert isinstance(await admin.list_topics(), dict)
            assert SECRET not in repr(admin.config)


async def test_refreshed_token_serves_the_reauthentication(
    enterprise_cluster: KafkaCluster, idp: OAuthServer
) -> None:
    """The connection re-authenticates every few seconds (KIP-368); once the token is due for
    refresh (a clock moved past its refresh time), the next re-authentication fetches a new
    token and the broker accepts it on the same connection."""
    now = [0.0]
    import time

    def clock() -> float:
        return time.time() + now[0]

    login = ClientCredentialsLogin(OAuthLoginSettings(
        token_endpoint_url=idp.token_endpoint(), client_id="alice", client_secret=Secret(SECRET),
        scope="kafka", expected_audience=(AUDIENCE,)), clock=clock)
    settings = oauth(enterprise_cluster, idp, sasl_oauth_token_provider=login)
    async with KafkaClient(**settings) as client:
        node = next(iter(client.metadata.brokers))
        connection = await client.pool.get(node)
        assert login.tokens_obtained == 1
        first = login.token
        assert first is not None
        now[0] = login.refresh_at - time.time() + 1  # the token is now due for refresh
        started = anyio.current_time()
        with anyio.fail_after(HANG_GUARD):
            while login.tokens_obtained < 2 or anyio.current_time() - started < (
                    1.5 * REAUTH_MS / 1000):
                response = await client.send(MetadataRequest(topics=[]), node_id=node)
                assert response.cluster_id == client.metadata.cluster_id
                await anyio.sleep(0.1)
        assert login.tokens_obtained == 2
        assert login.token is not None and login.token.value != first.value
        assert client.pool.ready(node) is connection and not connection.is_closed


async def test_refresh_schedule_against_the_token_server(idp: OAuthServer) -> None:
    """Java's refresh window: tokens of the short-lived issuer are refreshed after the window
    factor of their lifetime (here 0.5 + up to 0.05 jitter); until then the cached one."""
    now = [0.0]
    import time

    login = ClientCredentialsLogin(OAuthLoginSettings(
        token_endpoint_url=idp.token_endpoint("short"), client_id="alice",
        client_secret=Secret(SECRET), refresh_window_factor=0.5, refresh_window_jitter=0.05,
        refresh_min_period=0, refresh_buffer=0), clock=lambda: time.time() + now[0])
    first = await login()
    token = login.token
    assert token is not None
    lifetime = token.expires_at - token.issued_at
    assert 0 < lifetime <= idp.short_lifetime_seconds
    due = login.refresh_at - token.issued_at
    assert 0.5 * lifetime - 1 <= due <= 0.55 * lifetime + 1
    assert await login() == first and login.tokens_obtained == 1  # cached until due
    now[0] = login.refresh_at - time.time() + 0.01
    second = await login()
    assert second != first and login.tokens_obtained == 2


async def test_token_from_another_issuer_is_refused_by_the_broker(
    enterprise_cluster: KafkaCluster, idp: OAuthServer
) -> None:
    settings = oauth(enterprise_cluster, idp,
                     sasl_oauthbearer_token_endpoint_url=idp.token_endpoint("other"),
                     sasl_oauthbearer_expected_issuer=None)
    with anyio.fail_after(HANG_GUARD), pytest.raises(AuthenticationError) as caught:
        async with Admin(**settings):
            pass
    assert not caught.value.retriable


async def test_unexpected_audience_fails_before_the_broker_sees_the_token(
    enterprise_cluster: KafkaCluster, idp: OAuthServer
) -> None:
    settings = oauth(enterprise_cluster, idp, sasl_oauthbearer_expected_audience="payments")
    with anyio.fail_after(HANG_GUARD), pytest.raises(OAuthTokenError) as caught:
        async with Admin(**settings):
            pass
    assert "audience ['kafka'] includes none of ['payments']" in str(caught.value)


async def test_token_endpoint_refusal_is_named_and_not_retried(
    enterprise_cluster: KafkaCluster, idp: OAuthServer, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="kafka_async")
    settings = oauth(enterprise_cluster, idp,
                     sasl_oauthbearer_token_endpoint_url=idp.base_url + "/kafka/no-such-path")
    with anyio.fail_after(HANG_GUARD), pytest.raises(OAuthTokenError) as caught:
        async with Admin(**settings):
            pass
    message = str(caught.value)
    assert re.search(r"HTTP 40[45]", message) and "/kafka/no-such-path" in message
    assert "retrying" not in caplog.text  # a 4xx answer is final
    assert SECRET not in message and SECRET not in caplog.text


async def test_unreachable_token_endpoint_is_retried_then_named(
    enterprise_cluster: KafkaCluster, idp: OAuthServer
) -> None:
    from kafka_async.testing import free_ports

    port = free_ports(1)[0]
    settings = oauth(enterprise_cluster, idp,
                     sasl_oauthbearer_token_endpoint_url=f"http://127.0.0.1:{port}/token",
                     sasl_login_retry_backoff_ms=50, sasl_login_retry_backoff_max_ms=400)
    with anyio.fail_after(HANG_GUARD), pytest.raises(OAuthTokenError) as caught:
        async with Admin(**settings):
            pass
    assert "after retrying" in str(caught.value)
    assert f"127.0.0.1:{port}/token" in str(caught.value)


async def test_a_start_up_limit_shorter_than_the_token_retries_names_the_endpoint(
    enterprise_cluster: KafkaCluster, idp: OAuthServer
) -> None:
    """max_block_ms ends the start-up while the token endpoint is still being retried (its
    budget, sasl_login_retry_backoff_max_ms, is longer): the timeout names the endpoint and
    what it answered, not only the (reachable) cluster."""
    from kafka_async.network import BootstrapTimeoutError
    from kafka_async.testing import free_ports

    port = free_ports(1)[0]
    settings = oauth(enterprise_cluster, idp,
                     sasl_oauthbearer_token_endpoint_url=f"http://127.0.0.1:{port}/token",
                     sasl_login_retry_backoff_ms=50, sasl_login_retry_backoff_max_ms=60_000,
                     max_block_ms=1500)
    with anyio.fail_after(HANG_GUARD), pytest.raises(BootstrapTimeoutError) as caught:
        async with Producer(**settings):
            pass
    message = str(caught.value)
    assert f"OAuth token endpoint http://127.0.0.1:{port}/token" in message
    assert "still retrying" in message
    assert SECRET not in message
