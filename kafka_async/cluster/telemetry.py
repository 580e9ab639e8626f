"""Client telemetry (KIP-714): push this client's metrics to the cluster when a client-metrics
subscription asks for them.

Theory of operation
-------------------
With ``enable_metrics_push`` (on by default, as in Java) the client asks any broker
``GetTelemetrySubscriptions``: the answer assigns the client instance id (kept for the client's
life), and says which metrics the operators subscribed to (name prefixes of the telemetry names
in kafka_async.metrics.naming; ``[""]`` means all, ``[]`` none), how often to push, the largest
payload, the compression types accepted and whether sums go as deltas. The reporter then pushes
the matching metrics every interval (the first push after a random 0.5-1.5 intervals, so a
fleet started together does not push together) as an OTLP ``MetricsData`` (metrics/otlp.py),
compressed with the first accepted codec we have, with ``PushTelemetry``; it pushes a last time,
``terminating``, when the client closes. A subscription that changed
(UNKNOWN_SUBSCRIPTION_ID), a codec refused, or a payload too large makes it ask again; a broker
that does not know the APIs, or says the request is invalid, turns telemetry off for this
client (logged once).

States (``TelemetryReporter.state``; only ``run`` and ``close`` change it):

=================  ===============================================  =====================
state              event                                            next
=================  ===============================================  =====================
SUBSCRIBING        GetTelemetrySubscriptions answered               PUSHING, or WAITING
                                                                    (no metric requested)
WAITING            the push interval passed                         SUBSCRIBING
PUSHING            interval passed: PushTelemetry answered          PUSHING
PUSHING            subscription changed / codec refused / too big   SUBSCRIBING
any                unsupported, invalid request                     DISABLED
PUSHING            client closing: terminating push (bounded)       DONE
=================  ===============================================  =====================
"""

from __future__ import annotations

import logging
import random
import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import anyio

from kafka_async._version import __version__
from kafka_async.cluster.config import ClientConfig
from kafka_async.cluster.metadata import ClusterMetadata
from kafka_async.metrics.naming import is_monotonic, telemetry_attributes, telemetry_name
from kafka_async.metrics.registry import MetricName, Metrics
from kafka_async.protocol.compression import (
    CODEC_GZIP,
    CODEC_LZ4,
    CODEC_NONE,
    CODEC_SNAPPY,
    CODEC_ZSTD,
    compress,
)
from kafka_async.protocol.errors import KafkaError, UnsupportedVersionError
from kafka_async.protocol.messages import (
    GetTelemetrySubscriptionsRequest,
    PushTelemetryRequest,
)
from kafka_async.protocol.messages._base import Request, ResponseT

if TYPE_CHECKING:
    from kafka_async.metrics.otlp import DataPoint

__all__ = ["TelemetryReporter"]

logger = logging.getLogger("kafka_async.telemetry")

_ZERO = uuid.UUID(int=0)
_RESUBSCRIBE = frozenset({76, 117, 118})  # codec refused, subscription changed, too large
_GIVE_UP = frozenset({35, 42, 87})  # unsupported version, invalid request, invalid record
_OUR_CODECS = (CODEC_ZSTD, CODEC_LZ4, CODEC_GZIP, CODEC_SNAPPY)


class TelemetryClient(Protocol):
    """What the reporter needs of KafkaClient (declared here: no import of client.py)."""

    config: ClientConfig

    @property
    def metadata(self) -> ClusterMetadata: ...

    def least_loaded_node(self) -> int: ...

    async def send(self, request: Request[ResponseT], *, node_id: int | None = None
                   ) -> ResponseT: ...


@dataclass
class _Subscription:
    subscription_id: int
    interval: float
    max_bytes: int
    codecs: tuple[int, ...]
    delta: bool
    prefixes: tuple[str, ...]


class TelemetryReporter:
    """Runs in the client's task group; ``close()`` pushes the terminating payload."""

    def __init__(self, client: TelemetryClient, metrics: Metrics,
                 application_metrics: Mapping[MetricName, Callable[[], float]] | None = None,
                 ) -> None:
        self._client = client
        self._metrics = metrics
        #: the application's metrics registered for subscription (KIP-1076), read at each push
        self._application = application_metrics if application_metrics is not None else {}
        self.instance_id: uuid.UUID | None = None
        self.instance_known = anyio.Event()  # set once the brokers assigned instance_id
        self.state = "SUBSCRIBING"
        self.pushes = 0  # pushes answered without error
        self._subscription: _Subscription | None = None
        self._node: int | None = None
        self._last_push_ns = time.time_ns()
        self._started_ns = self._last_push_ns
        self._sent_totals: dict[object, float] = {}
        self._random = random.Random()
        self.disabled_because = ""

    # ------------------------------------------------------------------ the loop

    async def run(self) -> None:
        backoff = self._client.config.retry_backoff_ms / 1000
        while self.state not in ("DISABLED", "DONE"):
            try:
                if self.state in ("SUBSCRIBING", "WAITING"):
                    await self._subscribe()
                    continue
                subscription = self._subscription
                assert subscription is not None
                await anyio.sleep(subscription.interval * (
                    self._random.uniform(0.5, 1.5) if self.pushes == 0 else 1.0))
                await self._push(terminating=False)
            except UnsupportedVersionError:
                self._disable("the brokers do not support client telemetry (KIP-714)")
            except KafkaError as exc:
                logger.debug("client telemetry: %s", exc)
                self._node = None
                await anyio.sleep(max(backoff, 0.05))

    def _disable(self, why: str) -> None:
        if self.state != "DISABLED":
            logger.info("client telemetry off for this client: %s", why)
        self.state = "DISABLED"
        self.disabled_because = why
        self.instance_known.set()  # waiters learn that no id is coming

    async def _subscribe(self) -> None:
        if self.state == "WAITING" and self._subscription is not None:
            await anyio.sleep(self._subscription.interval)
        request = GetTelemetrySubscriptionsRequest(client_instance_id=self.instance_id or _ZERO)
        node = self._pick_node()
        response = await self._client.send(request, node_id=node)
        code = response.error_code
        if code in _GIVE_UP:
            self._disable(f"GetTelemetrySubscriptions error {code}")
            return
        if code:
            raise _error(code, "GetTelemetrySubscriptions")
        if response.client_instance_id != _ZERO:
            self.instance_id = response.client_instance_id
            self.instance_known.set()
        subscription = _Subscription(
            subscription_id=response.subscription_id,
            interval=max(response.push_interval_ms, 100) / 1000,
            max_bytes=response.telemetry_max_bytes,
            codecs=tuple(response.accepted_compression_types),
            delta=response.delta_temporality,
            prefixes=tuple(response.requested_metrics))
        self._subscription = subscription
        # (_sent_totals stays: a delta is against what was last pushed, whatever the
        # subscription; clearing it re-sent every total as one push's delta)
        self.state = "PUSHING" if subscription.prefixes else "WAITING"

    def _pick_node(self) -> int:
        if self._node is None or self._node not in self._client.metadata.brokers:
            self._node = self._client.least_loaded_node()
        return self._node

    # ------------------------------------------------------------------ pushing

    def payload(self, subscription: _Subscription) -> bytes:
        """The OTLP bytes of the subscribed metrics now (uncompressed)."""
        # The encoder is imported at the first push, not with the client: most brokers have
        # no metrics subscription, and start-up time is a row users feel.
        from kafka_async.metrics.otlp import DataPoint, OtlpMetric, encode_metrics_data

        now = time.time_ns()
        start = self._last_push_ns if subscription.delta else self._started_ns
        prefixes = subscription.prefixes
        everything = "" in prefixes
        grouped: dict[str, list[DataPoint]] = {}
        monotonic: dict[str, bool] = {}
        values = self._metrics.snapshot()
        for metric, read in list(self._application.items()):
            if metric in values:
                continue  # the client's own metric of that name wins
            try:
                values[metric] = float(read())
            except Exception as exc:  # an application's reader must not stop the push
                logger.debug("client telemetry: application metric %s: %r", metric, exc)
        for metric, value in values.items():
            if value != value:
                continue
            name = telemetry_name(metric)
            if not everything and not name.startswith(prefixes):
                continue
            is_sum = is_monotonic(metric)
            point_start = start
            if is_sum:
                previous = self._sent_totals.get(metric)
                self._sent_totals[metric] = value  # (cumulative pushes too: a later delta
                if subscription.delta:             # subscription starts from them)
                    if previous is None:  # never pushed: its delta covers the client's life
                        previous, point_start = 0.0, self._started_ns
                    value -= previous
            grouped.setdefault(name, []).append(DataPoint(
                value, telemetry_attributes(metric), point_start, now))
            monotonic[name] = is_sum
        metrics = [OtlpMetric(name, tuple(points), monotonic[name])
                   for name, points in sorted(grouped.items())]
        config = self._client.config
        return encode_metrics_data(metrics, {"client_id": config.client_id,
                                             "client_software_name": "kafka-async",
                                             "client_software_version": __version__},
                                   "kafka_async", __version__, delta=subscription.delta)

    async def _push(self, *, terminating: bool) -> None:
        subscription = self._subscription
        if subscription is None or self.instance_id is None:
            return
        raw = self.payload(subscription)
        codec = next((c for c in subscription.codecs if c in _OUR_CODECS), CODEC_NONE)
        data = bytes(compress(codec, raw)) if codec != CODEC_NONE else raw
        if subscription.max_bytes > 0 and len(data) > subscription.max_bytes:
            logger.warning("client telemetry: %d bytes of metrics exceed the brokers' limit "
                           "(%d); not pushed", len(data), subscription.max_bytes)
            if not terminating:
                self.state = "SUBSCRIBING"
            return
        request = PushTelemetryRequest(
            client_instance_id=self.instance_id, subscription_id=subscription.subscription_id,
            terminating=terminating, compression_type=codec, metrics=data)
        response = await self._client.send(request, node_id=self._pick_node())
        code = response.error_code
        self._last_push_ns = time.time_ns()
        if not code:
            self.pushes += 1
            return
        if code in _RESUBSCRIBE and not terminating:
            self.state = "SUBSCRIBING"
            return
        if code in _GIVE_UP:
            self._disable(f"PushTelemetry error {code}")
            return
        raise _error(code, "PushTelemetry")

    async def close(self, timeout: float) -> None:
        """The terminating push (bounded by ``timeout``), when a subscription asks for one."""
        if self.state != "PUSHING":
            self.state = "DONE"
            return
        self.state = "DONE"
        with anyio.move_on_after(timeout):
            try:
                await self._push(terminating=True)
            except KafkaError as exc:
                logger.debug("client telemetry: the terminating push failed: %s", exc)


def _error(code: int, what: str) -> KafkaError:
    from kafka_async.protocol.errors import error_for_code

    return error_for_code(code)(what)
