"""Where the benchmark's broker comes from, and fresh topics on it.

Every number in a run must come from one broker, so the driver asks this module once for a
bootstrap address and keeps it for the whole run: ``KAFKA_ASYNC_BOOTSTRAP`` (a broker the user
runs) or else a single node started by the project's harness, ``kafka_async.testing``. Topics
are made with librdkafka's admin client (no JVM start per topic).
"""

from __future__ import annotations

import contextlib
import functools
import os
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kafka_async.testing import KAFKA_VERSION, ExternalKafka, KafkaCluster

REPO_ROOT = Path(__file__).resolve().parent.parent
BOOTSTRAP_ENV = "KAFKA_ASYNC_BOOTSTRAP"
BROKER_JVM_ENV = "KAFKA_ASYNC_BROKER_JVM_OPTS"
#: The harness starts test brokers with C1 only and the serial GC (fastest start-up); a broker
#: being measured gets what ``kafka-server-start.sh`` gives it instead (C2, G1), at the small
#: heap this shared 2-core machine allows. A user-set KAFKA_ASYNC_BROKER_JVM_OPTS wins.
BENCH_BROKER_JVM_OPTS = (
    "-Xms512m -Xmx512m -server -XX:+UseG1GC -XX:MaxGCPauseMillis=20 "
    "-XX:InitiatingHeapOccupancyPercent=35 -XX:+ExplicitGCInvokesConcurrent "
    "-Djava.awt.headless=true"
)


@dataclass(frozen=True)
class BrokerInfo:
    """The broker a run measured against, recorded in the output next to the machine."""

    bootstrap: str
    source: str
    version: str


@functools.lru_cache(maxsize=4)
def _admin(bootstrap: str) -> Any:
    """One admin client per broker for the whole run (hundreds of topics in a full run)."""
    from confluent_kafka.admin import AdminClient

    return AdminClient({"bootstrap.servers": bootstrap, "log_level": 0})


@contextlib.contextmanager
def acquire_broker() -> Iterator[BrokerInfo]:
    """The one broker this run measures against (see the module docstring for the order)."""
    external = os.environ.get(BOOTSTRAP_ENV)
    if external:
        endpoint = ExternalKafka(external).start()
        yield BrokerInfo(endpoint.bootstrap, f"${BOOTSTRAP_ENV}", str(endpoint.version))
        return
    os.environ.setdefault(BROKER_JVM_ENV, BENCH_BROKER_JVM_OPTS)
    jvm = os.environ[BROKER_JVM_ENV]
    with KafkaCluster(nodes=1) as cluster:
        yield BrokerInfo(cluster.bootstrap, f"kafka_async.testing.KafkaCluster(nodes=1), JVM {jvm}",
                         KAFKA_VERSION)


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


def wait_writable(bootstrap: str, name: str, partitions: int, timeout_s: float = 30.0) -> None:
    """Write one empty record to every partition of ``name``, through a client that retries,
    and return once each was acknowledged. Why: a partition of a topic made a moment ago can
    still refuse a Produce (NOT_LEADER_OR_FOLLOWER) though the metadata names its leader, and
    the raw client (no retries, by design) failed its whole load on that; the clients retry."""
    from confluent_kafka import Producer

    failures: list[str] = []

    def delivered(error: Any, message: Any) -> None:
        if error is not None:
            failures.append(f"partition {message.partition()}: {error}")

    producer = Producer({"bootstrap.servers": bootstrap, "acks": "all", "linger.ms": 0,
                         "message.timeout.ms": int(timeout_s * 1000)})
    for partition in range(partitions):
        producer.produce(name, b"", partition=partition, on_delivery=delivered)
    left = producer.flush(timeout_s)
    if left or failures:
        raise TimeoutError(f"topic {name} does not take writes: {left} records unacknowledged, "
                           f"{failures[:3]}")


def delete_topic(bootstrap: str, name: str, timeout_s: float = 30.0) -> None:
    """Drop a finished run's topic so a long full run does not fill the disk."""
    admin = _admin(bootstrap)
    futures = admin.delete_topics([name], operation_timeout=timeout_s)
    with contextlib.suppress(Exception):
        futures[name].result(timeout=timeout_s)
