"""Observability: metrics with the Java client's names (``metrics()`` on every client), hooks
(typed callbacks), and the pieces the clients share. See docs/observability.md."""

from kafka_async.metrics.hooks import (
    BrokerHook,
    FetchHook,
    GroupHook,
    HookDispatch,
    ProduceHook,
)
from kafka_async.metrics.registry import Counter, MetricName, Metrics, Recorder

__all__ = [
    "BrokerHook",
    "Counter",
    "FetchHook",
    "GroupHook",
    "HookDispatch",
    "MetricName",
    "Metrics",
    "ProduceHook",
    "Recorder",
]
