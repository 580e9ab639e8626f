"""Brokers the harness does not start from jars: an external address, or a testcontainers one.

Both satisfy ``KafkaEndpoint``, the part of KafkaCluster's interface that fixtures and JavaTools
need, so a test written against ``kafka_cluster`` runs unchanged against any of them (PLAINTEXT
only: an external broker's SASL/TLS setup is not ours to know).
"""

from __future__ import annotations

import os
import time
from typing import Any, Protocol

from kafka_async.testing.jars import KAFKA_VERSION
from kafka_async.testing.node import BrokerStartError
from kafka_async.testing.ports import free_ports
from kafka_async.testing.readiness import NotReady, probe_node
from kafka_async.testing.security import PLAINTEXT
from kafka_async.testing.wire import parse_address

DOCKER_IMAGE = f"apache/kafka:{KAFKA_VERSION}"


class KafkaEndpoint(Protocol):
    """What a test needs from any broker: addresses, client properties, a version, stop()."""

    version: str
    listeners: tuple[str, ...]

    @property
    def bootstrap(self) -> str: ...

    def bootstrap_for(self, listener: str) -> str: ...

    def client_properties(
        self, listener: str = PLAINTEXT, *, mechanism: str | None = None, user: str | None = None
    ) -> dict[str, str]: ...

    def stop(self) -> None: ...


def _wait_until_serving(bootstrap: str, timeout: float, describe: str) -> None:
    host, port = parse_address(bootstrap)
    deadline = time.monotonic() + timeout
    while True:
        try:
            probe_node(host, port, expect_brokers=())
            return
        except NotReady as problem:
            if time.monotonic() > deadline:
                raise BrokerStartError(
                    f"{describe} at {bootstrap} not serving: {problem}"
                ) from None
        time.sleep(0.2)


class _PlaintextOnly:
    listeners: tuple[str, ...] = (PLAINTEXT,)
    _bootstrap = ""

    @property
    def bootstrap(self) -> str:
        return self._bootstrap

    def bootstrap_for(self, listener: str) -> str:
        if listener != PLAINTEXT:
            raise ValueError(f"{type(self).__name__} offers only PLAINTEXT, not {listener!r}")
        return self._bootstrap

    def client_properties(
        self, listener: str = PLAINTEXT, *, mechanism: str | None = None, user: str | None = None
    ) -> dict[str, str]:
        return {"bootstrap.servers": self.bootstrap_for(listener), "security.protocol": PLAINTEXT}


class ExternalKafka(_PlaintextOnly):
    """A broker someone else runs (``KAFKA_ASYNC_BOOTSTRAP=host:port``); start() probes it."""

    def __init__(self, bootstrap: str, *, version: str | None = None) -> None:
        self._bootstrap = bootstrap
        self.version = version or os.environ.get("KAFKA_ASYNC_BROKER_VERSION", "external")

    def start(self, timeout: float = 30.0) -> ExternalKafka:
        _wait_until_serving(self._bootstrap, timeout, "external Kafka")
        return self

    def stop(self) -> None:
        """Nothing to stop: we did not start it."""


class TestcontainersKafka(_PlaintextOnly):
    """The official apache/kafka image in KRaft mode via testcontainers (needs a Docker engine).

    The host port is chosen first and advertised as-is, because the broker must advertise the
    address clients reach it by, and the container's mapped port is only known after start.
    """

    __test__ = False  # not a pytest test class, despite the name

    def __init__(self, image: str = DOCKER_IMAGE) -> None:
        self.image = image
        self.version = image.rpartition(":")[2]
        self._container: Any = None

    def start(self, timeout: float = 120.0) -> TestcontainersKafka:
        from testcontainers.core.container import DockerContainer

        port = free_ports(1)[0]
        env = {
            "KAFKA_NODE_ID": "1",
            "KAFKA_PROCESS_ROLES": "broker,controller",
            "KAFKA_LISTENERS": "PLAINTEXT://:9092,CONTROLLER://:9093",
            "KAFKA_ADVERTISED_LISTENERS": f"PLAINTEXT://127.0.0.1:{port}",
            "KAFKA_CONTROLLER_LISTENER_NAMES": "CONTROLLER",
            "KAFKA_LISTENER_SECURITY_PROTOCOL_MAP": "CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT",
            "KAFKA_CONTROLLER_QUORUM_VOTERS": "1@localhost:9093",
            "KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR": "1",
            "KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR": "1",
            "KAFKA_TRANSACTION_STATE_LOG_MIN_ISR": "1",
            "KAFKA_SHARE_COORDINATOR_STATE_TOPIC_REPLICATION_FACTOR": "1",
            "KAFKA_SHARE_COORDINATOR_STATE_TOPIC_MIN_ISR": "1",
            "KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS": "0",
            # records with old timestamps outlive the session (cluster.py says why)
            "KAFKA_LOG_RETENTION_CHECK_INTERVAL_MS": "86400000",
        }
        container = DockerContainer(self.image).with_bind_ports(9092, port)
        for key, value in env.items():
            container = container.with_env(key, value)
        container.start()
        self._container = container
        self._bootstrap = f"127.0.0.1:{port}"
        try:
            _wait_until_serving(self._bootstrap, timeout, f"container {self.image}")
        except BrokerStartError as exc:
            stdout, stderr = container.get_logs()
            tail = (stdout + stderr).decode("utf-8", "replace").splitlines()[-60:]
            self.stop()
            raise BrokerStartError(str(exc), "\n".join(tail)) from None
        return self

    def stop(self) -> None:
        container, self._container = self._container, None
        if container is not None:
            container.stop()
