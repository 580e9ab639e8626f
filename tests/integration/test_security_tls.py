"""Mutual TLS against the broker's SSL listener with ``ssl.client.auth=required``: client
identities as PEM files (an encrypted key), inline PEM, and PKCS#12 key and trust stores made by
Java's keytool; refusals (no certificate, a certificate from another CA) as typed errors; the
certificate's CN as the principal ACLs name; JKS stores refused with the command that converts
them, which then works."""

from __future__ import annotations

import subprocess
import uuid
from pathlib import Path
from typing import Any

import anyio
import pytest

from kafka_async import Admin, Producer
from kafka_async.admin import (
    AccessControlEntry,
    AclBinding,
    AclOperation,
    AclPermissionType,
    NewTopic,
    ResourcePattern,
    ResourceType,
)
from kafka_async.cluster.config import ConfigError, parse_address
from kafka_async.network.errors import SslHandshakeError
from kafka_async.protocol.errors import TopicAuthorizationFailedError
from kafka_async.testing import KafkaCluster
from kafka_async.testing.certs import (
    java_keystore,
    java_truststore,
    make_client_certificate,
)

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

HANG_GUARD = 60
STORE_PASSWORD = "SENTINEL-store-pw-51c2"
KEY_PASSWORD = "SENTINEL-key-pw-0a9d"


def mtls(cluster: KafkaCluster, **extra: Any) -> dict[str, Any]:
    settings: dict[str, Any] = {"bootstrap_servers": cluster.bootstrap_for("SSL"),
                                "security_protocol": "SSL"}
    settings.update(extra)
    return settings


async def test_pem_certificate_with_an_encrypted_key(enterprise_cluster: KafkaCluster) -> None:
    client = enterprise_cluster.client_certificate("alice", key_password=KEY_PASSWORD)
    settings = mtls(enterprise_cluster, ssl_cafile=str(enterprise_cluster.ca_file),
                    ssl_certfile=str(client.cert_file), ssl_keyfile=str(client.key_file),
                    ssl_key_password=KEY_PASSWORD)
    with anyio.fail_after(HANG_GUARD):
        async with Admin(**settings) as admin:
            assert isinstance(await admin.list_topics(), dict)


async def test_pkcs12_key_and_trust_stores_from_keytool(
    enterprise_cluster: KafkaCluster, tmp_path: Path
) -> None:
    client = enterprise_cluster.client_certificate("alice")
    truststore = java_truststore(enterprise_cluster.ca_file or Path(),
                                 tmp_path / "truststore.p12", password=STORE_PASSWORD)
    keystore = java_keystore(client, tmp_path / "keystore.p12", password=STORE_PASSWORD)
    settings = mtls(enterprise_cluster, ssl_keystore_type="PKCS12",
                    ssl_keystore_location=str(keystore), ssl_keystore_password=STORE_PASSWORD,
                    ssl_key_password=STORE_PASSWORD, ssl_truststore_type="PKCS12",
                    ssl_truststore_location=str(truststore),
                    ssl_truststore_password=STORE_PASSWORD)
    topic = f"mtls-{uuid.uuid4().hex[:8]}"
    with anyio.fail_after(HANG_GUARD):
        async with Producer(**settings) as producer:
            metadata = await producer.send_and_wait(topic, b"v", key=b"k", headers=[("h", b"")])
            assert metadata.offset == 0


async def test_inline_pem_settings(enterprise_cluster: KafkaCluster) -> None:
    client = enterprise_cluster.client_certificate("alice")
    assert enterprise_cluster.ca_file is not None
    settings = mtls(enterprise_cluster, ssl_keystore_type="PEM",
                    ssl_keystore_key=client.key_file.read_text(),
                    ssl_keystore_certificate_chain=client.cert_file.read_text(),
                    ssl_truststore_type="PEM",
                    ssl_truststore_certificates=enterprise_cluster.ca_file.read_text())
    with anyio.fail_after(HANG_GUARD):
        async with Admin(**settings) as admin:
            assert isinstance(await admin.list_topics(), dict)


async def test_no_client_certificate_is_refused(enterprise_cluster: KafkaCluster) -> None:
    settings = mtls(enterprise_cluster, ssl_cafile=str(enterprise_cluster.ca_file),
                    request_timeout_ms=10_000)
    with anyio.fail_after(HANG_GUARD), pytest.raises(SslHandshakeError) as caught:
        async with Admin(**settings):
            pass
    # TLS 1.3: the refusal is an alert after the client's handshake; still not retriable
    assert not caught.value.retriable
    assert "refused the TLS connection (alert BAD_CERTIFICATE)" in str(caught.value)
    assert "client certificate" in str(caught.value)


async def test_certificate_from_another_ca_is_refused(
    enterprise_cluster: KafkaCluster, tmp_path: Path
) -> None:
    import trustme

    stranger = make_client_certificate(trustme.CA(), tmp_path, "alice")
    settings = mtls(enterprise_cluster, ssl_cafile=str(enterprise_cluster.ca_file),
                    ssl_certfile=str(stranger.cert_file), ssl_keyfile=str(stranger.key_file),
                    request_timeout_ms=10_000)
    with anyio.fail_after(HANG_GUARD), pytest.raises(SslHandshakeError) as caught:
        async with Admin(**settings):
            pass
    assert not caught.value.retriable
    assert "refused the TLS connection (alert CERTIFICATE_UNKNOWN)" in str(caught.value)


async def test_certificate_principal_is_what_acls_name(enterprise_cluster: KafkaCluster) -> None:
    """CN=bob is User:bob: refused a topic until an ACL for User:bob allows it."""
    topic = f"mtls-acl-{uuid.uuid4().hex[:8]}"
    alice = enterprise_cluster.client_certificate("alice")
    bob = enterprise_cluster.client_certificate("bob")
    ca = str(enterprise_cluster.ca_file)
    as_alice = mtls(enterprise_cluster, ssl_cafile=ca, ssl_certfile=str(alice.cert_file),
                    ssl_keyfile=str(alice.key_file))
    as_bob = mtls(enterprise_cluster, ssl_cafile=ca, ssl_certfile=str(bob.cert_file),
                  ssl_keyfile=str(bob.key_file), max_block_ms=5000, enable_idempotence=False)
    with anyio.fail_after(HANG_GUARD):
        async with Admin(**as_alice) as admin:
            await admin.create_topics([NewTopic(topic, 1, 1)])
            async with Producer(**as_bob) as producer:
                with pytest.raises(TopicAuthorizationFailedError):
                    await producer.send_and_wait(topic, b"denied")
            allow = [AclBinding(ResourcePattern(ResourceType.TOPIC, topic),
                                AccessControlEntry("User:bob", "*", operation,
                                                   AclPermissionType.ALLOW))
                     for operation in (AclOperation.WRITE, AclOperation.DESCRIBE)]
            assert await admin.create_acls(allow) == dict.fromkeys(allow)
        while True:  # until the broker has applied the new ACLs
            try:
                async with Producer(**as_bob) as producer:
                    metadata = await producer.send_and_wait(topic, b"allowed")
                break
            except TopicAuthorizationFailedError:
                await anyio.sleep(0.1)
        assert metadata.topic == topic


async def test_jks_store_is_refused_with_the_command_that_converts_it(
    enterprise_cluster: KafkaCluster, tmp_path: Path
) -> None:
    assert enterprise_cluster.ca_file is not None
    jks = java_truststore(enterprise_cluster.ca_file, tmp_path / "truststore.jks",
                          password=STORE_PASSWORD, store_type="JKS")
    client = enterprise_cluster.client_certificate("alice")
    settings = mtls(enterprise_cluster, ssl_truststore_type="JKS",
                    ssl_truststore_location=str(jks), ssl_truststore_password=STORE_PASSWORD,
                    ssl_certfile=str(client.cert_file), ssl_keyfile=str(client.key_file))
    with pytest.raises(ConfigError) as caught:
        Admin(**settings)
    message = str(caught.value)
    assert "JKS" in message and "keytool -importkeystore" in message
    assert STORE_PASSWORD not in message
    # run the command the message gives (the password goes in as keytool asks for it)
    command = message.split("Convert it once to PKCS12, the Java default since Java 9: ")[1]
    command = command.split("; then set")[0]
    converted = subprocess.run(
        [str(Path(_keytool())), *command.split()[1:], "-srcstorepass", STORE_PASSWORD,
         "-deststorepass", STORE_PASSWORD, "-noprompt"],
        capture_output=True, check=False)
    assert converted.returncode == 0, converted.stderr
    settings.update(ssl_truststore_type="PKCS12", ssl_truststore_location=f"{jks}.p12")
    with anyio.fail_after(HANG_GUARD):
        async with Admin(**settings) as admin:
            assert isinstance(await admin.list_topics(), dict)


def _keytool() -> str:
    from kafka_async.testing.jars import java_executable

    return str(Path(java_executable()).with_name("keytool"))


async def test_endpoint_identification_off_accepts_another_name(
    enterprise_cluster: KafkaCluster,
) -> None:
    """Java's ssl.endpoint.identification.algorithm="" turns the host-name check off (the
    certificate chain is still verified): "127.1" is not a name the certificate covers."""
    _, port = parse_address(enterprise_cluster.bootstrap_for("SSL"))
    client = enterprise_cluster.client_certificate("alice")
    settings = mtls(enterprise_cluster, bootstrap_servers=f"127.1:{port}",
                    ssl_cafile=str(enterprise_cluster.ca_file),
                    ssl_certfile=str(client.cert_file), ssl_keyfile=str(client.key_file),
                    ssl_endpoint_identification_algorithm="")
    with anyio.fail_after(HANG_GUARD):
        async with Admin(**settings) as admin:
            assert isinstance(await admin.list_topics(), dict)
