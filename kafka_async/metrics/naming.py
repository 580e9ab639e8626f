"""Java metric names -> the telemetry names Kafka's clients use (KIP-714, OpenTelemetry).

``MetricName("producer-node-metrics", "request-latency-avg", {"client-id": "c", "node-id":
"node-1"})`` becomes ``org.apache.kafka.producer.node.request.latency.avg`` with attributes
``client_id=c, node_id=node-1``: the group without its ``-metrics`` suffix and the name, dashes
turned to dots, under ``org.apache.kafka``; tag names with underscores. The same names are
pushed to the brokers (KIP-714) and reported through the OpenTelemetry metrics API, so a
dashboard built for the Java client's telemetry reads ours.
"""

from __future__ import annotations

from kafka_async.metrics.registry import MetricName

__all__ = ["PREFIX", "telemetry_attributes", "telemetry_name"]

PREFIX = "org.apache.kafka."


def telemetry_name(metric: MetricName) -> str:
    group = metric.group.removesuffix("-metrics")
    return f"{PREFIX}{group.replace('-', '.')}.{metric.name.replace('-', '.')}"


def telemetry_attributes(metric: MetricName) -> dict[str, str]:
    return {key.replace("-", "_"): value for key, value in metric.tags.items()}


def is_monotonic(metric: MetricName) -> bool:
    """A cumulative count (``*-total``): a Sum in OTLP; everything else is a Gauge."""
    return metric.name.endswith("-total")
