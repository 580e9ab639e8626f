"""Java's network metrics of a client, over the pool's counters (network/stats.py).

Client level, group ``<prefix>-metrics`` (prefix: producer, consumer, admin-client...):
``connection-count``, ``connection-creation-rate/total``, ``connection-close-rate/total``,
``request-rate/total``, ``response-rate/total``, ``incoming-byte-rate/total``,
``outgoing-byte-rate/total``, ``request-latency-avg/max`` (ms, every request of every broker).
Per broker, group ``<prefix>-node-metrics``, tag ``node-id`` = ``node-<id>``: the same request,
response, byte and latency metrics for that broker alone.
"""

from __future__ import annotations

from collections.abc import Callable

from kafka_async.metrics.registry import Metrics, Recorder
from kafka_async.network.pool import ConnectionPool
from kafka_async.network.stats import NodeStats

__all__ = ["register_network_metrics"]


def register_network_metrics(metrics: Metrics, prefix: str, pool: ConnectionPool) -> None:
    group = f"{prefix}-metrics"
    stats = pool.stats
    nodes = pool.node_stats
    metrics.gauge(group, "connection-count", pool.open_connections,
                  description="connections open now")
    metrics.counter(group, "connection-creation", lambda: stats.created,
                    description="connections opened")
    metrics.counter(group, "connection-close", lambda: stats.closed,
                    description="connections closed")
    for base, attribute in _COUNTERS:
        metrics.counter(group, base, _summed(nodes, attribute))
    if not metrics.has(group, "request-latency-avg"):  # the producer has its own (Produce)
        metrics.recorder(group, "request-latency", _AllNodes(nodes), description="ms")

    def on_new_node(node_id: int, node: NodeStats) -> None:
        if node_id < 0:
            return  # a bootstrap address, not yet a broker
        tags = {"node-id": f"node-{node_id}"}
        node_group = f"{prefix}-node-metrics"
        for base, attribute in _COUNTERS:
            metrics.counter(node_group, base, _attribute(node, attribute), tags)
        metrics.recorder(node_group, "request-latency", node.latency, tags)

    pool.on_new_node = on_new_node
    for node_id, node in list(nodes.items()):
        on_new_node(node_id, node)


_COUNTERS = (("request", "requests"), ("response", "responses"),
             ("outgoing-byte", "bytes_out"), ("incoming-byte", "bytes_in"))


def _summed(nodes: dict[int, NodeStats], attribute: str) -> Callable[[], int]:
    return lambda: sum(getattr(n, attribute) for n in nodes.values())


def _attribute(node: NodeStats, attribute: str) -> Callable[[], int]:
    return lambda: int(getattr(node, attribute))


class _AllNodes(Recorder):
    """Request latency over every broker, as one Recorder the registry windows like any
    other: count and total are the nodes' sums, max the largest of their current samples.
    (Read as cumulative averages, the client-level avg covered the client's whole life and
    max only the current sample.) Registered before any node's recorder, so each window's
    tick reads the nodes' maxima before their own registration resets them."""

    __slots__ = ("_nodes",)

    def __init__(self, nodes: dict[int, NodeStats]) -> None:  # (no Recorder state of its own)
        self._nodes = nodes

    @property
    def count(self) -> int:
        return sum(n.latency.count for n in self._nodes.values())

    @count.setter
    def count(self, value: int) -> None:
        pass  # (the nodes' recorders hold the state)

    @property
    def total(self) -> float:
        return sum(n.latency.total for n in self._nodes.values())

    @total.setter
    def total(self, value: float) -> None:
        pass

    @property
    def max(self) -> float:
        peaks = [n.latency.max for n in self._nodes.values() if n.latency.max == n.latency.max]
        return max(peaks) if peaks else float("nan")

    @max.setter
    def max(self, value: float) -> None:
        pass  # the registry's tick resets each node's own

    def record(self, value: float) -> None:
        raise TypeError("request latency is recorded per node")
