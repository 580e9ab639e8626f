"""The client-level request-latency-avg/max (consumer, admin and share clients) windowed as
Java's: over the retained samples of every broker, not over the client's whole life."""

from __future__ import annotations

import math
from typing import Any, cast

import pytest

from kafka_async.cluster.network_metrics import register_network_metrics
from kafka_async.metrics import Metrics
from kafka_async.network.pool import ConnectionPool
from kafka_async.network.stats import NetworkStats, NodeStats


class _Pool:
    """What register_network_metrics reads of a ConnectionPool."""

    def __init__(self) -> None:
        self.stats = NetworkStats()
        self.node_stats: dict[int, NodeStats] = {}
        self.on_new_node: Any = None

    def open_connections(self) -> int:
        return 1

    def add(self, node_id: int) -> NodeStats:
        node = self.node_stats[node_id] = NodeStats()
        self.on_new_node(node_id, node)
        return node


def _latency(metrics: Metrics, group: str, kind: str) -> float:
    (found,) = [v for k, v in metrics.snapshot().items()
                if k.group == group and k.name == f"request-latency-{kind}"]
    return found


def test_client_latency_covers_the_retained_samples_of_every_broker(
        monkeypatch: pytest.MonkeyPatch) -> None:
    now = [0.0]
    monkeypatch.setattr("kafka_async.metrics.registry.time.monotonic", lambda: now[0])
    metrics = Metrics(window_ms=1000, num_samples=2)
    pool = _Pool()
    register_network_metrics(metrics, "consumer", cast(ConnectionPool, pool))
    one, two = pool.add(1), pool.add(2)
    for _ in range(100):
        one.latency.record(500.0)  # a slow period on broker 1
    two.latency.record(100.0)
    assert _latency(metrics, "consumer-metrics", "avg") == pytest.approx(50100 / 101)
    assert _latency(metrics, "consumer-metrics", "max") == 500.0
    for second in (1.0, 2.0, 3.0):  # the slow samples age out
        now[0] = second
        metrics.tick()
    assert math.isnan(_latency(metrics, "consumer-metrics", "max"))
    for _ in range(10):
        two.latency.record(2.0)
    # it read 454.7 (the average since start) and a max of the current sample only
    assert _latency(metrics, "consumer-metrics", "avg") == 2.0
    assert _latency(metrics, "consumer-metrics", "max") == 2.0
    now[0] = 4.0
    metrics.tick()  # the fast sample is retained: its maximum still counts
    assert _latency(metrics, "consumer-metrics", "max") == 2.0
