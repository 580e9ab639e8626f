"""What security costs: connection set-up per mechanism, and keyed produce over TLS and SASL,
kafka_async against confluent-kafka (librdkafka) and aiokafka on one broker, in one run.

The broker runs every listener of docs/security.md: a real MIT KDC (GSSAPI), a real OAuth 2
server (OAUTHBEARER validated against its JWKS), an SSL listener requiring client certificates.

Rows:
* set-up: a fresh Admin client until its first Metadata answer (TCP, TLS, ApiVersions, SASL,
  the token request for OAuth, the service ticket for Kerberos), median of ``--setups`` clients,
  in milliseconds (< 1 ratio: kafka_async is faster, so the ratio is peer / ours);
* produce: ``--records`` x 100 B, keyed, one header, acks=1, linger 5 ms, over PLAINTEXT,
  mutual TLS and SASL_SSL/SCRAM-SHA-512: records/s, medians of interleaved repeats.

confluent-kafka's wheels have no GSSAPI (librdkafka is built without libsasl2), aiokafka has no
OAuth client-credentials login: those cells are n/a.

    .venv/bin/python -m benchmarks.bench_security [--records 200000] [--setups 15] [--repeats 3]
"""

from __future__ import annotations

import argparse
import json
import os
import ssl
import statistics
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio

from benchmarks import charts
from kafka_async import Admin, Producer
from kafka_async.testing import KafkaCluster
from kafka_async.testing.certs import ClientCertificate
from kafka_async.testing.kerberos import KerberosKdc
from kafka_async.testing.oauth import OAuthServer

RESULTS = Path(__file__).parent / "results" / "security.json"
SCRAM = "SCRAM-SHA-512"


class Setup:
    """Every client's settings for each way in, in its own terms."""

    def __init__(self, cluster: KafkaCluster, kdc: KerberosKdc, idp: OAuthServer,
                 client: ClientCertificate, ccache: Path) -> None:
        self.cluster, self.kdc, self.idp, self.client, self.ccache = (
            cluster, kdc, idp, client, ccache)
        self.ca = str(cluster.ca_file)
        self.password = cluster.credentials[SCRAM]["alice"]

    def ours(self, way: str) -> dict[str, Any]:
        c = self.cluster
        if way == "plaintext":
            return {"bootstrap_servers": c.bootstrap}
        if way == "mtls":
            return {"bootstrap_servers": c.bootstrap_for("SSL"), "security_protocol": "SSL",
                    "ssl_cafile": self.ca, "ssl_certfile": str(self.client.cert_file),
                    "ssl_keyfile": str(self.client.key_file)}
        base = {"bootstrap_servers": c.bootstrap_for("SASL_SSL"),
                "security_protocol": "SASL_SSL", "ssl_cafile": self.ca}
        if way == "scram":
            return {**base, "sasl_mechanism": SCRAM, "sasl_plain_username": "alice",
                    "sasl_plain_password": self.password}
        if way == "oauth":
            return {**base, "sasl_mechanism": "OAUTHBEARER",
                    "sasl_oauthbearer_token_endpoint_url": self.idp.token_endpoint(),
                    "sasl_oauthbearer_client_credentials_client_id": "alice",
                    "sasl_oauthbearer_client_credentials_client_secret": "s",
                    "sasl_oauthbearer_scope": "kafka"}
        return {**base, "sasl_mechanism": "GSSAPI",
                "sasl_kerberos_ticket_cache": f"FILE:{self.ccache}"}

    def confluent(self, way: str) -> dict[str, Any] | None:
        c = self.cluster
        if way == "plaintext":
            return {"bootstrap.servers": c.bootstrap}
        if way == "mtls":
            return {"bootstrap.servers": c.bootstrap_for("SSL"), "security.protocol": "SSL",
                    "ssl.ca.location": self.ca,
                    "ssl.certificate.location": str(self.client.cert_file),
                    "ssl.key.location": str(self.client.key_file)}
        base = {"bootstrap.servers": c.bootstrap_for("SASL_SSL"),
                "security.protocol": "SASL_SSL", "ssl.ca.location": self.ca}
        if way == "scram":
            return {**base, "sasl.mechanisms": SCRAM, "sasl.username": "alice",
                    "sasl.password": self.password}
        if way == "oauth":
            return {**base, "sasl.mechanisms": "OAUTHBEARER", "sasl.oauthbearer.method": "oidc",
                    "sasl.oauthbearer.client.id": "alice",
                    "sasl.oauthbearer.client.secret": "s",
                    "sasl.oauthbearer.scope": "kafka",
                    "sasl.oauthbearer.token.endpoint.url": self.idp.token_endpoint()}
        return None  # the wheel's librdkafka has no GSSAPI

    def aiokafka(self, way: str) -> dict[str, Any] | None:
        c = self.cluster
        if way == "plaintext":
            return {"bootstrap_servers": c.bootstrap}
        context = ssl.create_default_context(cafile=self.ca)
        if way == "mtls":
            context.load_cert_chain(str(self.client.cert_file), str(self.client.key_file))
            return {"bootstrap_servers": c.bootstrap_for("SSL"), "security_protocol": "SSL",
                    "ssl_context": context}
        base = {"bootstrap_servers": c.bootstrap_for("SASL_SSL"),
                "security_protocol": "SASL_SSL", "ssl_context": context}
        if way == "scram":
            return {**base, "sasl_mechanism": SCRAM, "sasl_plain_username": "alice",
                    "sasl_plain_password": self.password}
        if way == "gssapi":
            return {**base, "sasl_mechanism": "GSSAPI", "sasl_kerberos_service_name": "kafka"}
        return None  # no client-credentials login


# ---------------------------------------------------------------------------- set-up

async def setup_ours(settings: dict[str, Any]) -> float:
    started = time.perf_counter()
    async with Admin(**settings) as admin:
        await admin.list_topics()
        return time.perf_counter() - started


def setup_confluent(settings: dict[str, Any]) -> float:
    from confluent_kafka.admin import AdminClient

    started = time.perf_counter()
    admin = AdminClient(settings)
    admin.list_topics(timeout=30)
    return time.perf_counter() - started


async def setup_aiokafka(settings: dict[str, Any]) -> float:
    from aiokafka.admin import AIOKafkaAdminClient  # type: ignore[import-untyped]

    started = time.perf_counter()
    admin = AIOKafkaAdminClient(**settings)
    await admin.start()
    try:
        await admin.list_topics()
        return time.perf_counter() - started
    finally:
        await admin.close()


# ---------------------------------------------------------------------------- produce

VALUE = b"v" * 100


async def produce_ours(settings: dict[str, Any], topic: str, records: int) -> float:
    async with Producer(**settings, acks=1, linger_ms=5, enable_idempotence=False) as producer:
        await producer.send_and_wait(topic, b"warm-up")
        started = time.perf_counter()
        for index in range(records):
            await producer.send(topic, VALUE, key=b"key-%d" % (index % 1000),
                                headers=[("trace", b"abc")])
        await producer.flush()
        return records / (time.perf_counter() - started)


def produce_confluent(settings: dict[str, Any], topic: str, records: int) -> float:
    from confluent_kafka import Producer as CProducer

    producer = CProducer({**settings, "acks": 1, "linger.ms": 5, "enable.idempotence": False,
                          "queue.buffering.max.messages": 1_000_000})
    producer.produce(topic, b"warm-up")
    producer.flush(30)
    headers = [("trace", b"abc")]
    started = time.perf_counter()
    for index in range(records):
        while True:
            try:
                producer.produce(topic, VALUE, key=b"key-%d" % (index % 1000), headers=headers)
                break
            except BufferError:
                producer.poll(0.01)
        if index % 10_000 == 0:
            producer.poll(0)
    producer.flush(60)
    return records / (time.perf_counter() - started)


async def produce_aiokafka(settings: dict[str, Any], topic: str, records: int) -> float:
    from aiokafka import AIOKafkaProducer  # type: ignore[import-untyped]

    producer = AIOKafkaProducer(**settings, acks=1, linger_ms=5)
    await producer.start()
    try:
        await producer.send_and_wait(topic, b"warm-up")
        started = time.perf_counter()
        for index in range(records):
            await producer.send(topic, VALUE, key=b"key-%d" % (index % 1000),
                                headers=[("trace", b"abc")])
        await producer.flush()
        return records / (time.perf_counter() - started)
    finally:
        await producer.stop()


# ---------------------------------------------------------------------------- driver

def _run(function: Callable[..., Any], *args: Any) -> float:
    import inspect

    if inspect.iscoroutinefunction(function):
        return float(anyio.run(function, *args))
    return float(function(*args))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=200_000)
    parser.add_argument("--setups", type=int, default=15)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    with KerberosKdc() as kdc, OAuthServer() as idp:
        os.environ.update(kdc.environment())
        keytab = kdc.add_principal("alice", keytab=True)
        assert keytab is not None
        ccache = kdc.directory / "bench-ccache"
        kdc.kinit("alice", keytab=keytab, ccache=ccache)
        os.environ["KRB5CCNAME"] = f"FILE:{ccache}"  # aiokafka uses the default cache
        with KafkaCluster(sasl=True, tls=True, kerberos=kdc, oauth=idp,
                          ssl_client_auth="required") as cluster:
            setup = Setup(cluster, kdc, idp, cluster.client_certificate("alice"), ccache)
            report = {"setup_ms": _setups(setup, args.setups),
                      "produce": _produces(setup, args.records, args.repeats)}
    _print(report)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    charts.refresh(RESULTS)



def _setups(setup: Setup, count: int) -> list[dict[str, Any]]:
    rows = []
    for way in ("plaintext", "mtls", "scram", "oauth", "gssapi"):
        cells: dict[str, list[float]] = {"kafka_async": [], "confluent": [], "aiokafka": []}
        configs = {"kafka_async": (setup_ours, setup.ours(way)),
                   "confluent": (setup_confluent, setup.confluent(way)),
                   "aiokafka": (setup_aiokafka, setup.aiokafka(way))}
        for _ in range(count):  # interleaved
            for name, (function, settings) in configs.items():
                if settings is not None:
                    cells[name].append(_run(function, settings) * 1000)
        rows.append({"way": way, **{name: statistics.median(values) if values else None
                                    for name, values in cells.items()}})
    return rows


def _produces(setup: Setup, records: int, repeats: int) -> list[dict[str, Any]]:
    rows = []
    for way in ("plaintext", "mtls", "scram"):
        cells: dict[str, list[float]] = {"kafka_async": [], "confluent": [], "aiokafka": []}
        for _ in range(repeats):
            topic = f"bench-sec-{uuid.uuid4().hex[:8]}"
            cells["kafka_async"].append(_run(produce_ours, setup.ours(way), topic, records))
            cells["confluent"].append(_run(produce_confluent, setup.confluent(way), topic,
                                           records))
            cells["aiokafka"].append(_run(produce_aiokafka, setup.aiokafka(way), topic,
                                          records))
        rows.append({"way": way, "records": records,
                     **{name: statistics.median(values) for name, values in cells.items()}})
    return rows


def _ratio(ours: float | None, peer: float | None, *, lower_is_better: bool) -> str:
    if ours is None or peer is None:
        return "n/a"
    return f"{(peer / ours if lower_is_better else ours / peer):.2f}x"


def _print(report: dict[str, Any]) -> None:
    print("\nset-up until the first Metadata answer (median ms; ratio > 1: kafka_async faster)")
    print(f"{'way':10} {'kafka_async':>11} {'confluent':>10} {'aiokafka':>9} "
          f"{'vs confl.':>9} {'vs aiok.':>8}")
    for row in report["setup_ms"]:
        cells = [f"{row[n]:.1f}" if row[n] is not None else "n/a"
                 for n in ("kafka_async", "confluent", "aiokafka")]
        print(f"{row['way']:10} {cells[0]:>11} {cells[1]:>10} {cells[2]:>9} "
              f"{_ratio(row['kafka_async'], row['confluent'], lower_is_better=True):>9} "
              f"{_ratio(row['kafka_async'], row['aiokafka'], lower_is_better=True):>8}")
    print("\nkeyed produce with a header, 100 B, acks=1 (records/s; ratio > 1: kafka_async "
          "faster)")
    for row in report["produce"]:
        print(f"{row['way']:10} {row['kafka_async']:>11,.0f} {row['confluent']:>10,.0f} "
              f"{row['aiokafka']:>9,.0f} "
              f"{_ratio(row['kafka_async'], row['confluent'], lower_is_better=False):>9} "
              f"{_ratio(row['kafka_async'], row['aiokafka'], lower_is_better=False):>8}")


if __name__ == "__main__":
    main()
