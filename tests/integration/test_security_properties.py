"""Java's settings as they are: one ``client.properties`` file serves Kafka's own console tools
and kafka_async (``load_properties``), for OAuth client credentials over SASL_SSL with a PKCS12
trust store and for mutual TLS with PKCS12 key and trust stores; records cross both ways. And
no secret of any of these settings shows in a repr, a log line or an exception."""

from __future__ import annotations

import logging
import traceback
import uuid
from pathlib import Path

import anyio
import pytest

from kafka_async import Admin, Consumer, Producer, TopicPartition, load_properties
from kafka_async.cluster.config import ConfigError
from kafka_async.network import AuthenticationError
from kafka_async.testing import JavaTools, KafkaCluster
from kafka_async.testing.certs import java_keystore, java_truststore
from kafka_async.testing.oauth import OAuthServer
from kafka_async.testing.security import render_properties
from kafka_async.testing.tools import CONSOLE_CONSUMER, CONSOLE_PRODUCER

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

HANG_GUARD = 90
SENTINEL = "SENTINEL-props-9b1e"
OAUTH_HANDLER = "org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginCallbackHandler"


@pytest.fixture(scope="module")
def tools(enterprise_cluster: KafkaCluster) -> JavaTools:
    with JavaTools(enterprise_cluster) as started:
        yield started  # type: ignore[misc]


def oauth_properties(cluster: KafkaCluster, idp: OAuthServer, directory: Path) -> Path:
    assert cluster.ca_file is not None
    truststore = java_truststore(cluster.ca_file, directory / "truststore.p12",
                                 password=SENTINEL)
    path = directory / "client.properties"
    path.write_text(render_properties({
        "bootstrap.servers": cluster.bootstrap_for("SASL_SSL"),
        "security.protocol": "SASL_SSL",
        "ssl.truststore.type": "PKCS12",
        "ssl.truststore.location": str(truststore),
        "ssl.truststore.password": SENTINEL,
        "ssl.endpoint.identification.algorithm": "https",
        "sasl.mechanism": "OAUTHBEARER",
        "sasl.login.callback.handler.class": OAUTH_HANDLER,
        "sasl.oauthbearer.token.endpoint.url": idp.token_endpoint(),
        "sasl.jaas.config": (
            "org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule required "
            f'clientId="alice" clientSecret="{SENTINEL}" scope="kafka";'),
        "sasl.login.connect.timeout.ms": "10000",
        "ssl.protocol": "TLSv1.3",
    }))
    return path


async def test_one_oauth_properties_file_for_java_and_kafka_async(
    enterprise_cluster: KafkaCluster, idp: OAuthServer, tools: JavaTools, tmp_path: Path
) -> None:
    config = oauth_properties(enterprise_cluster, idp, tmp_path)
    topic = f"props-{uuid.uuid4().hex[:8]}"
    allowed = [f"-Dorg.apache.kafka.sasl.oauthbearer.allowed.urls={idp.token_endpoint()}"]
    bootstrap = enterprise_cluster.bootstrap_for("SASL_SSL")
    # Java writes with the file ...
    await anyio.to_thread.run_sync(lambda: tools.run(
        CONSOLE_PRODUCER, ["--bootstrap-server", bootstrap, "--command-config", str(config),
                           "--topic", topic], stdin="from-java-1\nfrom-java-2\n",
        jvm_options=allowed))
    # ... we read and write with the same file ...
    with anyio.fail_after(HANG_GUARD):
        async with Consumer(**load_properties(config, Consumer),
                            auto_offset_reset="earliest") as consumer:
            consumer.assign([TopicPartition(topic, 0)])
            seen: list[bytes] = []
            while len(seen) < 2:
                batch = await consumer.getmany(timeout_ms=2000)
                seen += [r.value for rs in batch.values() for r in rs if r.value is not None]
        assert seen == [b"from-java-1", b"from-java-2"]
        async with Producer(**load_properties(config, Producer)) as producer:
            await producer.send_and_wait(topic, b"from-kafka-async", key=b"k",
                                         headers=[("h", b"1")])
    # ... and Java reads ours
    done = await anyio.to_thread.run_sync(lambda: tools.run(
        CONSOLE_CONSUMER, ["--bootstrap-server", bootstrap, "--command-config", str(config),
                           "--topic", topic, "--from-beginning", "--max-messages", "3",
                           "--timeout-ms", "30000"], jvm_options=allowed))
    assert done.stdout.splitlines() == ["from-java-1", "from-java-2", "from-kafka-async"]


async def test_one_mtls_properties_file_for_java_and_kafka_async(
    enterprise_cluster: KafkaCluster, tools: JavaTools, tmp_path: Path
) -> None:
    assert enterprise_cluster.ca_file is not None
    client = enterprise_cluster.client_certificate("alice")
    config = tmp_path / "mtls.properties"
    config.write_text(render_properties({
        "bootstrap.servers": enterprise_cluster.bootstrap_for("SSL"),
        "security.protocol": "SSL",
        "ssl.keystore.type": "PKCS12",
        "ssl.keystore.location": str(java_keystore(client, tmp_path / "ks.p12",
                                                   password=SENTINEL)),
        "ssl.keystore.password": SENTINEL,
        "ssl.key.password": SENTINEL,
        "ssl.truststore.type": "PKCS12",
        "ssl.truststore.location": str(java_truststore(enterprise_cluster.ca_file,
                                                       tmp_path / "ts.p12", password=SENTINEL)),
        "ssl.truststore.password": SENTINEL,
        "key.serializer": "org.apache.kafka.common.serialization.StringSerializer",
        "value.serializer": "org.apache.kafka.common.serialization.StringSerializer",
    }))
    topic = f"props-mtls-{uuid.uuid4().hex[:8]}"
    with anyio.fail_after(HANG_GUARD):
        async with Producer(**load_properties(config, Producer)) as producer:
            await producer.send_and_wait(topic, "text value", key="text key")
    done = await anyio.to_thread.run_sync(lambda: tools.run(
        CONSOLE_CONSUMER, ["--bootstrap-server", enterprise_cluster.bootstrap_for("SSL"),
                           "--command-config", str(config), "--topic", topic,
                           "--from-beginning", "--max-messages", "1", "--timeout-ms", "30000",
                           "--formatter-property", "print.key=true"]))
    assert done.stdout.splitlines() == ["text key\ttext value"]


async def test_unsupported_java_settings_are_named(tmp_path: Path) -> None:
    path = tmp_path / "client.properties"
    path.write_text("bootstrap.servers=127.0.0.1:9092\nssl.cipher.suites=TLS_AES_128_GCM_SHA256\n"
                    "sasl.client.callback.handler.class=com.example.Handler\n"
                    "linger.ms=5\nfetch.min.bytes=1\n")
    from kafka_async.cluster.java_properties import UnsupportedSettingsError

    with pytest.raises(UnsupportedSettingsError) as caught:
        load_properties(path, Producer)
    # (fetch.min.bytes is the consumer's: one file serves every client, as in Java)
    assert caught.value.names == ["ssl.cipher.suites"]
    settings = load_properties(path, Producer, strict=False)
    assert settings == {"bootstrap_servers": "127.0.0.1:9092", "linger_ms": 5}


def test_one_properties_file_serves_every_client(tmp_path: Path,
                                                 caplog: pytest.LogCaptureFixture) -> None:
    """A Confluent-Cloud-style client.properties: producer, consumer and admin settings
    together; each client takes its own and logs the others, as Java logs them unused."""
    path = tmp_path / "client.properties"
    path.write_text("bootstrap.servers=127.0.0.1:9092\nacks=all\nsession.timeout.ms=45000\n"
                    "client.dns.lookup=use_all_dns_ips\n")
    with caplog.at_level("INFO", logger="kafka_async.properties"):
        producer = load_properties(path, Producer)
    # (client.dns.lookup: every address is tried anyway; accepted, no effect here)
    assert producer == {"bootstrap_servers": "127.0.0.1:9092", "acks": "all"}
    assert "session.timeout.ms" in caplog.text
    consumer = load_properties(path, "consumer")
    assert consumer["session_timeout_ms"] == 45000 and "acks" not in consumer
    assert "acks" not in load_properties(path, "admin")


async def test_no_new_secret_leaks(
    enterprise_cluster: KafkaCluster, idp: OAuthServer, tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Wrong store passwords, a wrong key password, a broken JAAS string, a refused OAuth
    secret: every repr, error and log line is free of the sentinel."""
    caplog.set_level(logging.DEBUG)
    assert enterprise_cluster.ca_file is not None
    rendered: list[str] = []
    client = enterprise_cluster.client_certificate("alice", key_password="right-pw")
    truststore = java_truststore(enterprise_cluster.ca_file, tmp_path / "ts.p12",
                                 password="right-pw")
    keystore = java_keystore(client, tmp_path / "ks.p12", password="right-pw")
    ssl_base = {"bootstrap_servers": enterprise_cluster.bootstrap_for("SSL"),
                "security_protocol": "SSL"}
    attempts = [
        {**ssl_base, "ssl_truststore_location": str(truststore),
         "ssl_truststore_password": SENTINEL, "ssl_certfile": str(client.cert_file),
         "ssl_keyfile": str(client.key_file), "ssl_key_password": "right-pw"},
        {**ssl_base, "ssl_cafile": str(enterprise_cluster.ca_file),
         "ssl_keystore_location": str(keystore), "ssl_keystore_password": SENTINEL},
        {**ssl_base, "ssl_cafile": str(enterprise_cluster.ca_file),
         "ssl_certfile": str(client.cert_file), "ssl_keyfile": str(client.key_file),
         "ssl_key_password": SENTINEL},
        {**ssl_base, "ssl_cafile": str(enterprise_cluster.ca_file),
         "ssl_keystore_key": client.key_file.read_text().replace("PRIVATE", SENTINEL),
         "ssl_keystore_certificate_chain": client.cert_file.read_text()},
    ]
    for settings in attempts:
        with pytest.raises(ConfigError) as caught:
            admin = Admin(**settings)
            rendered += [repr(admin.config), str(admin.config)]
            async with admin:
                pass
        rendered += [str(caught.value), "".join(traceback.format_exception(caught.value))]
    with pytest.raises(ConfigError) as caught:  # an unclosed quote around the secret
        Admin(bootstrap_servers="127.0.0.1:9092", security_protocol="SASL_PLAINTEXT",
              sasl_jaas_config="org.apache.kafka.common.security.plain.PlainLoginModule "
                               f'required username="a" password="{SENTINEL};')
    rendered += [str(caught.value), "".join(traceback.format_exception(caught.value))]
    oauth = Admin(bootstrap_servers=enterprise_cluster.bootstrap_for("SASL_SSL"),
                  security_protocol="SASL_SSL", ssl_cafile=str(enterprise_cluster.ca_file),
                  sasl_mechanism="OAUTHBEARER",
                  sasl_oauthbearer_token_endpoint_url=idp.token_endpoint("other"),
                  sasl_oauthbearer_client_credentials_client_id="alice",
                  sasl_oauthbearer_client_credentials_client_secret=SENTINEL)
    rendered += [repr(oauth.config), repr(oauth)]
    with anyio.fail_after(HANG_GUARD), pytest.raises(AuthenticationError) as refused:
        async with oauth:
            pass
    rendered += [str(refused.value), "".join(traceback.format_exception(refused.value))]
    rendered.append(caplog.text)
    leaks = [text for text in rendered if SENTINEL in text]
    assert not leaks
