"""SASL/GSSAPI against a real MIT KDC and a broker with a GSSAPI listener: a keytab, the ticket
cache, Java's JAAS form, records both ways, re-authentication (KIP-368), and the failures a
user meets (a wrong service name, a principal the keytab does not hold) as clear typed errors."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import anyio
import pytest
from conftest import REAUTH_MS

from kafka_async import Admin, Consumer, Producer, TopicPartition
from kafka_async.cluster import KafkaClient
from kafka_async.cluster.config import ConfigError
from kafka_async.network import AuthenticationError
from kafka_async.protocol.messages import MetadataRequest
from kafka_async.testing import KafkaCluster
from kafka_async.testing.kerberos import KerberosKdc

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

HANG_GUARD = 60


@pytest.fixture(scope="module")
def alice_keytab(kdc: KerberosKdc) -> Path:
    """alice@REALM, whom the broker maps to User:alice (a super user of the cluster)."""
    path = kdc.add_principal("alice", keytab=True)
    assert path is not None
    return path


def principal_of(kdc: KerberosKdc, keytab: Path) -> str:
    return kdc.principal(keytab.stem)


def gssapi(cluster: KafkaCluster, listener: str = "SASL_PLAINTEXT", **extra: Any) -> dict[str, Any]:
    settings: dict[str, Any] = {
        "bootstrap_servers": cluster.bootstrap_for(listener),
        "security_protocol": listener,
        "sasl_mechanism": "GSSAPI",
        "sasl_kerberos_service_name": "kafka",
    }
    if listener == "SASL_SSL":
        settings["ssl_cafile"] = str(cluster.ca_file)
    settings.update(extra)
    return settings


async def test_keytab_login_produces_and_consumes(
    enterprise_cluster: KafkaCluster, kdc: KerberosKdc, alice_keytab: Path
) -> None:
    settings = gssapi(enterprise_cluster, "SASL_SSL", sasl_kerberos_keytab=str(alice_keytab),
                      sasl_kerberos_principal=principal_of(kdc, alice_keytab))
    topic = f"krb-{uuid.uuid4().hex[:8]}"
    with anyio.fail_after(HANG_GUARD):
        async with Producer(**settings) as producer:
            for index in range(20):
                await producer.send(topic, f"v{index}".encode(), key=b"k",
                                    headers=[("h", b"1")])
            await producer.flush()
        async with Consumer(**settings, auto_offset_reset="earliest") as consumer:
            consumer.assign([TopicPartition(topic, 0)])
            seen: list[bytes] = []
            while len(seen) < 20:
                batch = await consumer.getmany(timeout_ms=2000)
                seen += [record.value for records in batch.values() for record in records
                         if record.value is not None]
    assert seen == [f"v{index}".encode() for index in range(20)]


async def test_ticket_cache_from_kinit(
    enterprise_cluster: KafkaCluster, kdc: KerberosKdc, alice_keytab: Path, tmp_path: Path
) -> None:
    cache = tmp_path / "krb5cc"
    kdc.kinit(alice_keytab.stem, keytab=alice_keytab, ccache=cache)
    settings = gssapi(enterprise_cluster, sasl_kerberos_ticket_cache=f"FILE:{cache}")
    with anyio.fail_after(HANG_GUARD):
        async with Admin(**settings) as admin:
            assert isinstance(await admin.list_topics(), dict)


async def test_java_jaas_config_as_written(
    enterprise_cluster: KafkaCluster, kdc: KerberosKdc, alice_keytab: Path
) -> None:
    jaas = ('com.sun.security.auth.module.Krb5LoginModule required useKeyTab=true '
            f'storeKey=true keyTab="{alice_keytab}" principal="{principal_of(kdc, alice_keytab)}";')
    settings = gssapi(enterprise_cluster, sasl_jaas_config=jaas)
    with anyio.fail_after(HANG_GUARD):
        async with Admin(**settings) as admin:
            assert admin.config.sasl_kerberos_keytab == str(alice_keytab)
            assert isinstance(await admin.list_topics(), dict)


async def test_connection_reauthenticates_with_kerberos(
    enterprise_cluster: KafkaCluster, kdc: KerberosKdc, alice_keytab: Path
) -> None:
    settings = gssapi(enterprise_cluster, sasl_kerberos_keytab=str(alice_keytab),
                      sasl_kerberos_principal=principal_of(kdc, alice_keytab))
    async with KafkaClient(**settings) as client:
        node = next(iter(client.metadata.brokers))
        connection = await client.pool.get(node)
        started = anyio.current_time()
        answered = 0
        with anyio.fail_after(HANG_GUARD):
            # two session lifetimes: the broker closes a connection that does not
            # re-authenticate in time
            while anyio.current_time() - started < 2.5 * REAUTH_MS / 1000:
                response = await client.send(MetadataRequest(topics=[]), node_id=node)
                assert response.cluster_id == client.metadata.cluster_id
                answered += 1
                await anyio.sleep(0.1)
        assert answered > 10
        assert not connection.is_closed
        assert client.pool.ready(node) is connection


async def test_wrong_service_name_is_one_clear_error(
    enterprise_cluster: KafkaCluster, kdc: KerberosKdc, alice_keytab: Path
) -> None:
    settings = gssapi(enterprise_cluster, sasl_kerberos_keytab=str(alice_keytab),
                      sasl_kerberos_principal=principal_of(kdc, alice_keytab),
                      sasl_kerberos_service_name="notkafka")
    with anyio.fail_after(HANG_GUARD), pytest.raises(AuthenticationError) as caught:
        async with Admin(**settings):
            pass
    assert "notkafka@127.0.0.1" in str(caught.value)
    assert not caught.value.retriable


async def test_principal_missing_from_the_keytab_names_the_keytab(
    enterprise_cluster: KafkaCluster, kdc: KerberosKdc, alice_keytab: Path
) -> None:
    settings = gssapi(enterprise_cluster, sasl_kerberos_keytab=str(alice_keytab),
                      sasl_kerberos_principal=kdc.principal("nobody"))
    with anyio.fail_after(HANG_GUARD), pytest.raises(AuthenticationError) as caught:
        async with Admin(**settings):
            pass
    assert str(alice_keytab) in str(caught.value)
    # Kerberos says "no credentials cache found": the hint points at the keytab, not kinit
    assert f"the keytab has no key for {kdc.principal('nobody')}" in str(caught.value)


def test_keytab_without_principal_is_a_config_error(alice_keytab: Path) -> None:
    with pytest.raises(ConfigError, match="sasl_kerberos_keytab needs sasl_kerberos_principal"):
        Admin(bootstrap_servers="127.0.0.1:9092", security_protocol="SASL_PLAINTEXT",
              sasl_mechanism="GSSAPI", sasl_kerberos_keytab=str(alice_keytab))
