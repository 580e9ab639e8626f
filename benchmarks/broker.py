"""Where the benchmark's broker comes from, and fresh topics on it.

Every number in a run must come from one broker, so the driver asks this module once for a
bootstrap address and keeps it for the whole run. The order is: ``KAFKA_ASYNC_BOOTSTRAP`` (a
broker the user runs), then the project's harness (``kafka_async.testing.KafkaCluster``), then a
minimal single-node broker started here from the same jars. The last one exists so the harness
runs on a tree where the testing package is not importable; it is deliberately tiny and is not a
second test harness.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
JARS_DIR = REPO_ROOT / ".cache" / "kafka" / "jars"
BOOTSTRAP_ENV = "KAFKA_ASYNC_BOOTSTRAP"
BROKER_HEAP = "-Xmx512m"


@dataclass(frozen=True)
class BrokerInfo:
    """The broker a run measured against, recorded in the output next to the machine."""

    bootstrap: str
    source: str
    version: str


def kafka_version_from_jars(jars_dir: Path = JARS_DIR) -> str:
    """The Kafka version of the jars the broker and the Java perf tools are started from."""
    for jar in sorted(jars_dir.glob("kafka-clients-*.jar")):
        return jar.name.removeprefix("kafka-clients-").removesuffix(".jar")
    return "unknown"


def java_classpath(jars_dir: Path = JARS_DIR) -> str:
    """The ``-cp`` value for the broker and the perf tools (one directory of jars)."""
    return str(jars_dir / "*")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _admin(bootstrap: str) -> Any:
    from confluent_kafka.admin import AdminClient

    return AdminClient({"bootstrap.servers": bootstrap, "log_level": 0})


def wait_until_ready(bootstrap: str, timeout_s: float = 90.0) -> None:
    """Wait until the broker answers Metadata and lists itself (not for a log line)."""
    admin = _admin(bootstrap)
    deadline = time.monotonic() + timeout_s
    last_error: Exception | None = None
    while time.monotonic() < deadline:
        try:
            metadata = admin.list_topics(timeout=2.0)
            if metadata.brokers:
                return
        except Exception as exc:  # the broker is still starting
            last_error = exc
        time.sleep(0.5)
    raise TimeoutError(f"broker at {bootstrap} not ready after {timeout_s:.0f} s: {last_error}")


@contextlib.contextmanager
def _local_broker(jars_dir: Path) -> Iterator[str]:
    """One combined KRaft node in a temp dir; killed by pid and removed on exit."""
    workdir = Path(tempfile.mkdtemp(prefix="kafka-async-bench-"))
    port, controller_port = _free_port(), _free_port()
    properties = workdir / "server.properties"
    properties.write_text(
        "\n".join(
            [
                "process.roles=broker,controller",
                "node.id=1",
                f"controller.quorum.voters=1@127.0.0.1:{controller_port}",
                f"listeners=PLAINTEXT://127.0.0.1:{port},CONTROLLER://127.0.0.1:{controller_port}",
                f"advertised.listeners=PLAINTEXT://127.0.0.1:{port}",
                "controller.listener.names=CONTROLLER",
                "inter.broker.listener.name=PLAINTEXT",
                "listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT",
                f"log.dirs={workdir / 'data'}",
                "offsets.topic.replication.factor=1",
                "offsets.topic.num.partitions=4",
                "transaction.state.log.replication.factor=1",
                "transaction.state.log.min.isr=1",
                "group.initial.rebalance.delay.ms=0",
                "",
            ]
        )
    )
    java = ["java", BROKER_HEAP, "-cp", java_classpath(jars_dir)]
    subprocess.run(
        [*java, "kafka.tools.StorageTool", "format", "-t", uuid.uuid4().hex[:22],
         "-c", str(properties)],
        check=True, capture_output=True,
    )
    log = (workdir / "broker.log").open("wb")
    broker = subprocess.Popen(
        [*java, "kafka.Kafka", str(properties)],
        stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )
    bootstrap = f"127.0.0.1:{port}"
    try:
        wait_until_ready(bootstrap)
        yield bootstrap
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(broker.pid, signal.SIGTERM)
        try:
            broker.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(broker.pid, signal.SIGKILL)
            broker.wait()
        log.close()
        shutil.rmtree(workdir, ignore_errors=True)


@contextlib.contextmanager
def acquire_broker(jars_dir: Path = JARS_DIR) -> Iterator[BrokerInfo]:
    """The one broker this run measures against (see the module docstring for the order)."""
    version = kafka_version_from_jars(jars_dir)
    external = os.environ.get(BOOTSTRAP_ENV)
    if external:
        wait_until_ready(external)
        yield BrokerInfo(external, f"${BOOTSTRAP_ENV}", "external (jars: " + version + ")")
        return
    try:
        from kafka_async.testing import KafkaCluster
    except ImportError:
        with _local_broker(jars_dir) as bootstrap:
            yield BrokerInfo(bootstrap, "local single node (benchmarks.broker)", version)
        return
    with KafkaCluster(nodes=1) as cluster:
        bootstrap = str(cluster.bootstrap)
        wait_until_ready(bootstrap)
        yield BrokerInfo(bootstrap, "kafka_async.testing.KafkaCluster(nodes=1)", version)


def create_topic(bootstrap: str, name: str, partitions: int, timeout_s: float = 30.0) -> None:
    """Create ``name`` and wait until every partition has a leader, so runs start clean."""
    from confluent_kafka.cimpl import NewTopic

    admin = _admin(bootstrap)
    futures = admin.create_topics([NewTopic(name, partitions, 1)], operation_timeout=timeout_s)
    futures[name].result(timeout=timeout_s)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        topic = admin.list_topics(topic=name, timeout=5.0).topics.get(name)
        if (
            topic is not None
            and topic.error is None
            and len(topic.partitions) == partitions
            and all(p.leader >= 0 for p in topic.partitions.values())
        ):
            return
        time.sleep(0.1)
    raise TimeoutError(f"topic {name} has no leaders after {timeout_s:.0f} s")


def delete_topic(bootstrap: str, name: str, timeout_s: float = 30.0) -> None:
    """Drop a finished run's topic so a long full run does not fill the disk."""
    admin = _admin(bootstrap)
    futures = admin.delete_topics([name], operation_timeout=timeout_s)
    with contextlib.suppress(Exception):
        futures[name].result(timeout=timeout_s)
