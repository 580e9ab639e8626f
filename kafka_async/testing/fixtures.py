"""Broker selection and lifetime for test fixtures (tests/conftest.py is a thin layer on this).

Selection by environment, so one test suite runs against any real broker:
- ``KAFKA_ASYNC_BOOTSTRAP=host:port``: an external broker (PLAINTEXT), never started or stopped;
- ``KAFKA_ASYNC_BROKER=testcontainers``: apache/kafka in Docker via testcontainers;
- otherwise (``KAFKA_ASYNC_BROKER=jars`` or unset): a local KafkaCluster from the Maven jars.
"""

from __future__ import annotations

import os
import re
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

from kafka_async.testing.cluster import ConfigValue, KafkaCluster
from kafka_async.testing.external import ExternalKafka, KafkaEndpoint, TestcontainersKafka
from kafka_async.testing.security import KerberosRealm, TokenIssuer

ENV_BOOTSTRAP = "KAFKA_ASYNC_BOOTSTRAP"
ENV_BROKER = "KAFKA_ASYNC_BROKER"
BROKER_KINDS = ("jars", "testcontainers")

_TOPIC_UNSAFE = re.compile(r"[^a-zA-Z0-9._-]+")


def selected_broker_kind(environ: Mapping[str, str] | None = None) -> str:
    """'external', 'testcontainers' or 'jars', from the environment (see module docstring)."""
    env = os.environ if environ is None else environ
    if env.get(ENV_BOOTSTRAP):
        return "external"
    kind = env.get(ENV_BROKER, "jars").strip().lower() or "jars"
    if kind not in BROKER_KINDS:
        raise ValueError(f"{ENV_BROKER}={kind!r}: expected one of {BROKER_KINDS}")
    return kind


@contextmanager
def running_cluster(
    nodes: int = 1,
    *,
    sasl: bool = False,
    tls: bool = False,
    broker_config: Mapping[str, ConfigValue] | None = None,
    authorizer: bool = False,
    features: Mapping[str, int] | None = None,
    log_dirs_per_node: int = 1,
    extra_classpath: Sequence[Path] = (),
    kerberos: KerberosRealm | None = None,
    oauth: TokenIssuer | None = None,
    ssl_client_auth: str = "none",
    proxied: bool = False,
    graceful_stop: bool = True,
    dynamic_quorum: bool = False,
) -> Iterator[KafkaCluster]:
    """A started local cluster, stopped on exit whatever happened inside the block (killed,
    with ``graceful_stop=False``: see ``KafkaCluster.stop``)."""
    cluster = KafkaCluster(nodes=nodes, sasl=sasl, tls=tls, broker_config=broker_config,
                           authorizer=authorizer, features=features,
                           log_dirs_per_node=log_dirs_per_node,
                           extra_classpath=extra_classpath, kerberos=kerberos, oauth=oauth,
                           ssl_client_auth=ssl_client_auth, proxied=proxied,
                           dynamic_quorum=dynamic_quorum)
    cluster.start()
    try:
        yield cluster
    finally:
        cluster.stop(graceful=graceful_stop)


@contextmanager
def running_single_broker(environ: Mapping[str, str] | None = None, *,
                          graceful_stop: bool = True) -> Iterator[KafkaEndpoint]:
    """The single PLAINTEXT broker the environment selects, started and finally stopped
    (a local one killed, with ``graceful_stop=False``: see ``KafkaCluster.stop``)."""
    env = os.environ if environ is None else environ
    kind = selected_broker_kind(env)
    endpoint: KafkaEndpoint
    if kind == "external":
        endpoint = ExternalKafka(env[ENV_BOOTSTRAP]).start()
    elif kind == "testcontainers":
        endpoint = TestcontainersKafka().start()
    else:
        endpoint = KafkaCluster(nodes=1).start()
    try:
        yield endpoint
    finally:
        if isinstance(endpoint, KafkaCluster):
            endpoint.stop(graceful=graceful_stop)
        else:
            endpoint.stop()


def unique_topic_name(prefix: str = "test", hint: str = "") -> str:
    """A legal, unique topic name: ``prefix-hint-<12 hex>`` (hint is sanitized, shortened)."""
    parts = [prefix]
    cleaned = _TOPIC_UNSAFE.sub("-", hint).strip("-.")[:80]
    if cleaned:
        parts.append(cleaned)
    parts.append(uuid.uuid4().hex[:12])
    return "-".join(parts)
