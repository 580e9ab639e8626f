"""Java settings as written: the properties file format (checked against the harness's writer
with hypothesis), the name/type translation, and how the security settings combine."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafka_async.admin.base import AdminConfig
from kafka_async.cluster.config import ClientConfig, ConfigError
from kafka_async.cluster.java_properties import (
    PropertiesError,
    UnsupportedSettingsError,
    parse_properties,
    settings_from_properties,
)
from kafka_async.consumer.group.config import GroupConsumerConfig
from kafka_async.producer.config import ProducerConfig
from kafka_async.testing.security import render_properties

keys = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=20)
values = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40)


@given(st.dictionaries(keys.filter(lambda k: k[0] not in "#! \t\f" and all(
    c not in k for c in "=: \t\f\\\n\r")), values, max_size=8))
def test_parser_reads_what_java_properties_writers_write(props: dict[str, str]) -> None:
    assert parse_properties(render_properties(props)) == props


def test_java_file_forms() -> None:
    text = ("# comment\n! also\n  a = 1\nb:2\nc 3\nd=x\\\n    y\\\n  z\ne=\\u00e9\\t\n"
            "f=trailing\\\\\n")
    assert parse_properties(text) == {"a": "1", "b": "2", "c": "3", "d": "xyz", "e": "é\t",
                                      "f": "trailing\\"}
    with pytest.raises(PropertiesError, match="line 1: malformed"):
        parse_properties("a=\\u12")


def test_names_and_types_follow_the_setting() -> None:
    settings = settings_from_properties({
        "bootstrap.servers": "h:1", "linger.ms": "5", "enable.idempotence": "FALSE",
        "acks": "all", "sasl.login.refresh.window.factor": "0.9",
        "ssl.ca.location": "/ca.pem", "sasl.login.connect.timeout.ms": "",
        "ssl.protocol": "TLSv1.3",
        "key.serializer": "org.apache.kafka.common.serialization.IntegerSerializer",
    }, ProducerConfig)
    assert settings["linger_ms"] == 5 and settings["enable_idempotence"] is False
    assert settings["acks"] == "all" and settings["sasl_login_refresh_window_factor"] == 0.9
    assert settings["ssl_cafile"] == "/ca.pem" and settings["sasl_login_connect_timeout_ms"] is None
    assert "ssl_protocol" not in settings  # JVM-only: accepted, no effect
    assert settings["key_serializer"](7) == struct.pack(">i", 7)
    consumer = settings_from_properties({
        "value.deserializer": "org.apache.kafka.common.serialization.StringDeserializer"},
        GroupConsumerConfig)
    assert consumer["value_deserializer"](b"\xc3\xa9") == "é"
    with pytest.raises(PropertiesError, match=r"linger\.ms must be an integer"):
        settings_from_properties({"linger.ms": "soon"}, ProducerConfig)
    with pytest.raises(PropertiesError, match="only Java's built-in"):
        settings_from_properties({"key.serializer": "com.example.Avro"}, ProducerConfig)
    with pytest.raises(UnsupportedSettingsError) as caught:
        settings_from_properties({"linger.ms": "1", "bogus.name": "x"}, AdminConfig)
    assert caught.value.names == ["bogus.name", "linger.ms"]


def test_jaas_credentials_reach_the_settings_and_stay_secret() -> None:
    config = ClientConfig(
        bootstrap_servers="h:1", security_protocol="SASL_SSL", sasl_mechanism="PLAIN",
        sasl_jaas_config='org.apache.kafka.common.security.plain.PlainLoginModule required '
                         'username="alice" password="zzpwzz";')
    assert config.sasl_plain_username == "alice"
    assert config.sasl_plain_password is not None
    assert config.sasl_plain_password.reveal() == "zzpwzz"
    assert "zzpwzz" not in repr(config)


@pytest.mark.parametrize(("settings", "message"), [
    ({"sasl_mechanism": "GSSAPI",
      "sasl_jaas_config": 'org.apache.kafka.common.security.plain.PlainLoginModule required '
                          'username="a" password="b";'},
     "PlainLoginModule, which does not serve sasl_mechanism='GSSAPI'"),
    ({"sasl_plain_username": "bob",
      "sasl_jaas_config": 'org.apache.kafka.common.security.plain.PlainLoginModule required '
                          'username="alice" password="b";'},
     "sasl_plain_username is given both directly and"),
    ({"sasl_jaas_config": "com.example.Custom required;"}, "is not supported; supported"),
    ({"sasl_jaas_config": 'org.apache.kafka.common.security.scram.ScramLoginModule required '
                          'username="a" password="b" tokenauth="true";',
      "sasl_mechanism": "PLAIN"},
     "tokenauth=true"),
    # a SCRAM login never goes out with another mechanism by default (PLAIN would send the
    # password as it is): the mechanism must be named
    ({"sasl_jaas_config": 'org.apache.kafka.common.security.scram.ScramLoginModule required '
                          'username="a" password="b";'},
     "ScramLoginModule: set sasl_mechanism to 'SCRAM-SHA-256' or 'SCRAM-SHA-512'"),
    ({"sasl_mechanism": "OAUTHBEARER",
      "sasl_oauthbearer_token_endpoint_url": "https://idp/token"},
     "needs a client id and secret"),
    ({"sasl_mechanism": "OAUTHBEARER",
      "sasl_login_callback_handler_class": "com.example.MyHandler",
      "sasl_oauth_token_provider": lambda: "t"},
     "is a Java class this client cannot run"),
    ({"sasl_mechanism": "OAUTHBEARER", "sasl_oauthbearer_token_endpoint_url": "ldap://x",
      "sasl_oauthbearer_client_credentials_client_id": "c",
      "sasl_oauthbearer_client_credentials_client_secret": "s"},
     "http\\(s\\) or file URL"),
    ({"sasl_login_refresh_window_factor": 0.2, "sasl_plain_username": "a",
      "sasl_plain_password": "b"}, "between 0.5 and 1.0"),
])
def test_security_settings_that_cannot_work_are_named(settings: dict[str, object],
                                                      message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        ClientConfig(bootstrap_servers="h:1", security_protocol="SASL_PLAINTEXT",
                     **settings)  # type: ignore[arg-type]


@pytest.mark.parametrize(("settings", "message"), [
    ({"ssl_cafile": "x", "ssl_truststore_location": "y"}, "give ssl_cafile or ssl_truststore"),
    ({"ssl_password": "a", "ssl_key_password": "b"}, "give ssl_password or ssl_key_password"),
    ({"ssl_keystore_key": "k"}, "go together"),
    ({"ssl_enabled_protocols": "TLSv1.1"}, "ssl_enabled_protocols must list"),
    ({"ssl_keystore_type": "BKS"}, "ssl_keystore_type must be one of JKS, PKCS12, PEM"),
    ({"ssl_endpoint_identification_algorithm": "http"}, "must be one of https, "),
])
def test_tls_settings_that_cannot_work_are_named(settings: dict[str, object],
                                                 message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        ClientConfig(bootstrap_servers="h:1", security_protocol="SSL",
                     **settings)  # type: ignore[arg-type]


def test_store_types_and_algorithm_in_any_case_as_java_reads_them() -> None:
    config = ClientConfig(bootstrap_servers="h:1", ssl_keystore_type="pkcs12",  # type: ignore[arg-type]
                          ssl_truststore_type="Pem", ssl_endpoint_identification_algorithm="HTTPS")
    assert (config.ssl_keystore_type, config.ssl_truststore_type) == ("PKCS12", "PEM")
    assert config.ssl_endpoint_identification_algorithm == "https"


def test_missing_store_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"ssl_keystore_location .* does not exist"):
        ClientConfig(bootstrap_servers="h:1", security_protocol="SSL",
                     ssl_keystore_location=str(tmp_path / "nope.p12"))


def test_every_secret_setting_is_hidden_in_reprs() -> None:
    """Each Secret-typed setting of every client (new ones included automatically) never shows
    in repr/str, also after a copy and through dataclasses.asdict."""
    import copy
    import dataclasses

    from kafka_async.consumer.share.config import ShareConsumerConfig

    sentinel = "SENTINEL-every-secret-3e7"
    for cls in (ClientConfig, ProducerConfig, GroupConsumerConfig, ShareConsumerConfig,
                AdminConfig):
        secrets = [item.name for item in dataclasses.fields(cls) if "Secret" in str(item.type)]
        assert {"ssl_key_password", "ssl_keystore_password", "ssl_truststore_password",
                "ssl_keystore_key", "sasl_jaas_config",
                "sasl_oauthbearer_client_credentials_client_secret"} <= set(secrets)
        for name in secrets:
            extra = {"ssl_keystore_certificate_chain": "chain"} if name == "ssl_keystore_key" \
                else {}
            if name == "sasl_jaas_config":
                extra = {"security_protocol": "SASL_SSL"}
                value = ("org.apache.kafka.common.security.plain.PlainLoginModule required "
                         f'username="u" password="{sentinel}";')
            else:
                value = sentinel
            if cls is ShareConsumerConfig:
                extra["group_id"] = "g"
            config = cls.from_kwargs(bootstrap_servers="h:1", **{name: value}, **extra)
            shown = [repr(config), str(config), repr(copy.deepcopy(config)),
                     repr(dataclasses.asdict(config))]
            assert all(sentinel not in text for text in shown), name


@pytest.mark.parametrize(("module", "mechanism"), [
    ("org.apache.kafka.common.security.plain.PlainLoginModule required username=\"a\" "
     "password=\"b\";", "PLAIN"),
    ("org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule required "
     "unsecuredLoginStringClaim_sub=\"a\";", "OAUTHBEARER"),
])
def test_sasl_mechanism_defaults_to_the_login_modules(module: str, mechanism: str) -> None:
    from kafka_async.cluster.config import ClientConfig

    config = ClientConfig(bootstrap_servers="127.0.0.1:9092", security_protocol="SASL_SSL",
                          sasl_jaas_config=module)
    assert config.sasl_mechanism == mechanism
    plain = ClientConfig(bootstrap_servers="127.0.0.1:9092")
    assert plain.sasl_mechanism == "PLAIN"


def test_sasl_settings_are_not_read_without_a_sasl_protocol() -> None:
    """A SCRAM JAAS config on a PLAINTEXT or SSL client is ignored, as Java ignores sasl.*
    there (it was refused for its missing mechanism)."""
    from kafka_async.cluster.config import ClientConfig

    for protocol in ("PLAINTEXT", "SSL"):
        extra = {"ssl_check_hostname": False} if protocol == "SSL" else {}
        config = ClientConfig(
            bootstrap_servers="127.0.0.1:9092", security_protocol=protocol,
            sasl_jaas_config='org.apache.kafka.common.security.scram.ScramLoginModule '
                             'required username="a" password="b";', **extra)
        assert config.security_protocol == protocol
