"""OTLP ``MetricsData`` (opentelemetry-proto, metrics/v1) encoded by hand: what KIP-714 pushes.

Only what a client's metrics need: one ResourceMetrics (resource attributes), one ScopeMetrics
(``kafka_async`` and its version), and per metric a Gauge or a Sum (monotonic; cumulative, or
delta when the broker's subscription asks for delta temporality) of NumberDataPoints with
attributes, start time, time and a double value. Written with protobuf's wire rules directly
(tags, varints, fixed64, length-delimited), so the client needs no protobuf runtime; the tests
decode it with the official opentelemetry-proto classes.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

__all__ = ["DataPoint", "OtlpMetric", "encode_metrics_data"]

_DOUBLE = struct.Struct("<d")
_FIXED64 = struct.Struct("<Q")
_CUMULATIVE = 2
_DELTA = 1


@dataclass(frozen=True)
class DataPoint:
    value: float
    attributes: Mapping[str, str] = field(default_factory=dict)
    start_time_unix_nano: int = 0
    time_unix_nano: int = 0


@dataclass(frozen=True)
class OtlpMetric:
    name: str
    points: tuple[DataPoint, ...]
    #: a Sum (monotonic counter) instead of a Gauge
    monotonic: bool = False
    description: str = ""


def _varint(value: int) -> bytes:
    out = bytearray()
    value &= (1 << 64) - 1
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def _field(number: int, wire_type: int) -> bytes:
    return _varint((number << 3) | wire_type)


def _bytes(number: int, payload: bytes) -> bytes:
    return _field(number, 2) + _varint(len(payload)) + payload


def _string(number: int, text: str) -> bytes:
    return _bytes(number, text.encode("utf-8")) if text else b""


def _key_value(key: str, value: str) -> bytes:
    any_value = _string(1, value)  # AnyValue.string_value
    return _string(1, key) + _bytes(2, any_value)


def _point(point: DataPoint) -> bytes:
    out = bytearray()
    for key, value in point.attributes.items():
        out += _bytes(7, _key_value(key, value))
    out += _field(2, 1) + _FIXED64.pack(point.start_time_unix_nano)
    out += _field(3, 1) + _FIXED64.pack(point.time_unix_nano)
    out += _field(4, 1) + _DOUBLE.pack(point.value)
    return bytes(out)


def _metric(metric: OtlpMetric, delta: bool) -> bytes:
    points = b"".join(_bytes(1, _point(p)) for p in metric.points)
    out = _string(1, metric.name) + _string(2, metric.description)
    if metric.monotonic:
        body = points + _field(2, 0) + _varint(_DELTA if delta else _CUMULATIVE)
        body += _field(3, 0) + _varint(1)  # is_monotonic
        return out + _bytes(7, body)  # Metric.sum
    return out + _bytes(5, points)  # Metric.gauge


def encode_metrics_data(metrics: Iterable[OtlpMetric], resource: Mapping[str, str],
                        scope_name: str, scope_version: str, *, delta: bool = False) -> bytes:
    """The bytes of one ``MetricsData`` message."""
    resource_body = b"".join(_bytes(1, _key_value(k, v)) for k, v in resource.items())
    scope = _string(1, scope_name) + _string(2, scope_version)
    scope_metrics = _bytes(1, scope) + b"".join(_bytes(2, _metric(m, delta)) for m in metrics)
    resource_metrics = _bytes(1, resource_body) + _bytes(2, scope_metrics)
    return _bytes(1, resource_metrics)
