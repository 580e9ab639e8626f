"""ClientConfig: Java names in snake_case, validated at construction with clear errors."""

from __future__ import annotations

import pytest

from kafka_async.admin import AdminConfig
from kafka_async.cluster.config import ClientConfig, ConfigError
from kafka_async.network.sasl import Secret

SENTINEL = "SENTINEL-config-password-91c2"


def test_defaults_mirror_the_java_client() -> None:
    config = ClientConfig.from_kwargs(bootstrap_servers="127.0.0.1:9092")
    assert config.bootstrap_servers == ("127.0.0.1:9092",)
    assert config.request_timeout_ms == 30_000
    assert config.metadata_max_age_ms == 300_000
    assert config.connections_max_idle_ms == 540_000
    assert (config.reconnect_backoff_ms, config.reconnect_backoff_max_ms) == (50, 1_000)
    assert config.max_in_flight_requests_per_connection == 5
    assert config.ssl_check_hostname is True


def test_comma_separated_bootstrap_servers_are_split() -> None:
    config = ClientConfig.from_kwargs(bootstrap_servers="a:1, b:2,,")
    assert config.bootstrap_servers == ("a:1", "b:2")


@pytest.mark.parametrize(
    ("name", "suggestion"),
    [
        ("request_timeout", "request_timeout_ms"),
        ("request.timeout.ms", "request_timeout_ms"),
        ("max_in_flight_requests", "max_in_flight_requests_per_connection"),
        ("sasl_plain_pasword", "sasl_plain_password"),
    ],
)
def test_unknown_settings_get_a_did_you_mean(name: str, suggestion: str) -> None:
    with pytest.raises(ConfigError, match=f"did you mean '{suggestion}'"):
        ClientConfig.from_kwargs(bootstrap_servers="h:1", **{name: 1})


def test_unrelated_unknown_setting_is_named() -> None:
    with pytest.raises(ConfigError, match=r"unknown setting 'flux_capacitor'$"):
        ClientConfig.from_kwargs(bootstrap_servers="h:1", flux_capacitor=True)


def test_subclass_settings_are_accepted() -> None:
    config = AdminConfig.from_kwargs(bootstrap_servers="h:1", default_api_timeout_ms=5_000)
    assert config.default_api_timeout_ms == 5_000


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({}, "bootstrap_servers is required"),
        ({"bootstrap_servers": ""}, "bootstrap_servers must be a non-empty"),
        ({"bootstrap_servers": "nohost"}, "is not 'host:port'"),
        ({"bootstrap_servers": "h:99999"}, "is not 'host:port'"),
        ({"bootstrap_servers": "h:1", "request_timeout_ms": 0},
         "request_timeout_ms must be an int from 1 to 2147483647, got 0"),
        ({"bootstrap_servers": "h:1", "request_timeout_ms": "30"}, "request_timeout_ms must be an"),
        ({"bootstrap_servers": "h:1", "reconnect_backoff_ms": -1}, "reconnect_backoff_ms must be"),
        (
            {
                "bootstrap_servers": "h:1",
                "reconnect_backoff_ms": 500,
                "reconnect_backoff_max_ms": 9,
            },
            "reconnect_backoff_max_ms must be >=",
        ),
        ({"bootstrap_servers": "h:1", "security_protocol": "TLS"}, "security_protocol must be"),
        ({"bootstrap_servers": "h:1", "send_buffer_bytes": 0}, "send_buffer_bytes must be -1"),
        (
            {"bootstrap_servers": "h:1", "security_protocol": "SASL_SSL", "sasl_mechanism": "X"},
            "sasl_mechanism must be one of",
        ),
        (
            {"bootstrap_servers": "h:1", "security_protocol": "SASL_PLAINTEXT"},
            "needs sasl_plain_username and sasl_plain_password",
        ),
        (
            {
                "bootstrap_servers": "h:1",
                "security_protocol": "SASL_PLAINTEXT",
                "sasl_mechanism": "OAUTHBEARER",
            },
            "needs a token: sasl_oauthbearer_token_endpoint_url",
        ),
    ],
)
def test_bad_values_name_the_setting(settings: dict[str, object], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        ClientConfig.from_kwargs(**settings)


def test_passwords_are_wrapped_and_hidden_from_repr() -> None:
    config = ClientConfig.from_kwargs(
        bootstrap_servers="h:1",
        security_protocol="SASL_PLAINTEXT",
        sasl_mechanism="SCRAM-SHA-512",
        sasl_plain_username="alice",
        sasl_plain_password=SENTINEL,
        ssl_password=SENTINEL,
    )
    assert isinstance(config.sasl_plain_password, Secret)
    assert config.sasl_plain_password.reveal() == SENTINEL
    for text in (repr(config), str(config), repr(config.connection_settings())):
        assert SENTINEL not in text


def test_tls_paths_are_only_read_when_tls_is_on() -> None:
    config = ClientConfig.from_kwargs(bootstrap_servers="h:1", ssl_cafile="/nonexistent/ca.pem")
    assert config.build_ssl_context() is None
    with pytest.raises(ConfigError, match=r"ssl_cafile '/nonexistent/ca\.pem' does not exist"):
        ClientConfig.from_kwargs(
            bootstrap_servers="h:1", security_protocol="SSL", ssl_cafile="/nonexistent/ca.pem"
        )


def test_connection_settings_use_seconds() -> None:
    config = ClientConfig.from_kwargs(bootstrap_servers="h:1", request_timeout_ms=1500)
    settings = config.connection_settings()
    assert settings.request_timeout == 1.5
    assert settings.ssl_context is None
    assert settings.sasl_mechanism is None
