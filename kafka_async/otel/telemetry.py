"""KafkaTelemetry: tracing and metrics through OpenTelemetry.

Tracing (OpenTelemetry semantic conventions for messaging, Kafka):

- ``send <topic>``, kind PRODUCER, one per record: started when ``send()`` is called, ended
  when the delivery is acknowledged (with ``messaging.destination.partition.id`` and
  ``messaging.kafka.offset``) or fails (status ERROR, the exception recorded). Its context is
  injected into the record's headers (``traceparent``, ``tracestate``; W3C Trace Context, or
  whatever propagator is configured globally) so the consumer can continue the trace.
- ``receive <topic>``, kind CONSUMER, one per record handed out by ``getmany()`` or
  ``async for``: its parent is the context extracted from the record's headers, so the trace
  started by the producing service continues in the consuming one.
- ``KafkaTelemetry.process(record)``: a context manager for the application's processing of a
  record (``process <topic>``, kind CONSUMER, child of the producer's context).

Attributes: ``messaging.system=kafka``, ``messaging.operation.type`` / ``.name``,
``messaging.destination.name``, ``messaging.destination.partition.id``,
``messaging.kafka.offset``, ``messaging.kafka.message.key`` (keys that are UTF-8 text),
``messaging.consumer.group.name``, ``messaging.client.id``, ``messaging.message.body.size``.

Metrics: ``observe_metrics(client)`` registers one observable gauge (or counter, for
``*-total``) per metric of the client, named as the Java client's telemetry names them
(``org.apache.kafka.producer.record.send.rate``), tags as attributes.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator, Sequence
from typing import Any

from opentelemetry import baggage, propagate, trace
from opentelemetry import metrics as otel_metrics
from opentelemetry.metrics import CallbackOptions, Observation
from opentelemetry.propagators.textmap import Getter, Setter
from opentelemetry.trace import SpanContext, SpanKind, Status, StatusCode, TraceFlags

from kafka_async.metrics.naming import is_monotonic, telemetry_attributes, telemetry_name
from kafka_async.metrics.registry import MetricName
from kafka_async.producer.batch import SentRun

__all__ = ["KafkaTelemetry"]

_SCOPE = "kafka_async"


class _HeaderSetter(Setter[list[tuple[str, bytes | None]]]):
    def set(self, carrier: list[tuple[str, bytes | None]], key: str, value: str) -> None:
        # a forwarded record's context is replaced, not joined; its tracestate goes with it
        # (the propagator writes one only when the new span has state)
        stale = ("traceparent", "tracestate") if key == "traceparent" else (key,)
        carrier[:] = [(k, v) for k, v in carrier if k not in stale]
        carrier.append((key, value.encode("utf-8")))


class _HeaderGetter(Getter[Sequence[tuple[str, bytes | None]]]):
    def get(self, carrier: Sequence[tuple[str, bytes | None]], key: str) -> list[str] | None:
        for name, value in reversed(carrier):
            if name == key and value is not None:
                try:
                    return [value.decode("utf-8")]
                except UnicodeDecodeError:
                    return None
        return None

    def keys(self, carrier: Sequence[tuple[str, bytes | None]]) -> list[str]:
        return [name for name, _ in carrier]


_SETTER = _HeaderSetter()
_GETTER = _HeaderGetter()


def _default_propagation() -> bool:
    """Whether the global propagator is OpenTelemetry's default (W3C Trace Context + W3C
    Baggage): then trace context is written and read here directly (a few string operations
    instead of the generic propagator machinery, ~8 us a record); any other propagator (B3,
    Jaeger...) goes through ``opentelemetry.propagate``."""
    try:
        from opentelemetry.baggage.propagation import W3CBaggagePropagator
        from opentelemetry.propagators.composite import CompositePropagator
        from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator
    except ImportError:  # pragma: no cover - part of opentelemetry-api
        return False
    textmap = propagate.get_global_textmap()
    if not isinstance(textmap, CompositePropagator):
        return False
    kinds = {type(p) for p in getattr(textmap, "_propagators", ())}
    return kinds == {TraceContextTextMapPropagator, W3CBaggagePropagator}


def _inject(span: Any, carrier: list[tuple[str, bytes | None]], fast: bool) -> None:
    if fast and not baggage.get_all():
        context = span.get_span_context()
        if not context.is_valid:  # no tracing configured (a non-recording, all-zero span):
            return                # W3C calls that header invalid; the propagator writes none
        for name, _ in carrier:
            if name == "traceparent" or name == "tracestate":  # a forwarded record's context
                carrier[:] = [(k, v) for k, v in carrier
                              if k != "traceparent" and k != "tracestate"]
                break
        carrier.append(("traceparent", b"00-%032x-%016x-%02x" % (
            context.trace_id, context.span_id, context.trace_flags)))
        state = context.trace_state
        if state:
            carrier.append(("tracestate", state.to_header().encode("ascii")))
        return
    propagate.inject(carrier, context=trace.set_span_in_context(span), setter=_SETTER)


def _extract(headers: Sequence[tuple[str, bytes | None]], fast: bool) -> Any:
    if fast:
        parent = None
        state = None
        for name, value in headers:
            if name == "traceparent":
                parent = value
            elif name == "tracestate" or name == "baggage":
                state = value
        if state is None:  # no tracestate/baggage to parse: the traceparent alone
            if parent is None:
                return None
            context = _parse_traceparent(parent)
            if context is not None:
                return trace.set_span_in_context(trace.NonRecordingSpan(context))
            return None
    return propagate.extract(headers, getter=_GETTER)


def _parse_traceparent(value: bytes | None) -> SpanContext | None:
    """``00-<32 hex>-<16 hex>-<2 hex>`` (W3C Trace Context, version 00); None if malformed."""
    if value is None or len(value) != 55 or value[:3] != b"00-" or value[35:36] != b"-" \
            or value[52:53] != b"-":
        return None
    try:
        trace_id = int(value[3:35], 16)
        span_id = int(value[36:52], 16)
        flags = int(value[53:55], 16)
    except ValueError:
        return None
    if not trace_id or not span_id:
        return None
    return SpanContext(trace_id, span_id, is_remote=True, trace_flags=TraceFlags(flags))


def _key_attribute(key: object) -> str | None:
    if isinstance(key, (bytes, bytearray)):
        try:
            return bytes(key).decode("utf-8")
        except UnicodeDecodeError:
            return None
    return key if isinstance(key, str) else None


def _snapshot(cache: dict[str, Any]) -> dict[str, list[tuple[float, dict[str, str]]]]:
    """A client's metrics by instrument name, read once per collection (every instrument's
    callback asks). The reader may run on an exporter's thread while the client registers a
    metric on its loop: a read that meets that is tried again."""
    now = time.monotonic()
    if now - cache["at"] > 0.05:
        for _ in range(3):
            try:
                metrics = cache["client"].metrics()
                break
            except RuntimeError:  # (a dict changed size during the read)
                continue
        else:
            return dict(cache["values"])
        grouped: dict[str, list[tuple[float, dict[str, str]]]] = {}
        for metric, value in metrics.items():
            if value != value:  # NaN: nothing to report yet
                continue
            grouped.setdefault(telemetry_name(metric), []).append(
                (value, telemetry_attributes(metric)))
        cache["values"] = grouped
        cache["at"] = now
    values: dict[str, list[tuple[float, dict[str, str]]]] = cache["values"]
    return values


class KafkaTelemetry:
    """Instruments clients with OpenTelemetry (the global providers unless given)."""

    def __init__(self, tracer_provider: Any = None, meter_provider: Any = None) -> None:
        from kafka_async._version import __version__

        self.tracer = trace.get_tracer(_SCOPE, __version__, tracer_provider=tracer_provider)
        self.meter = otel_metrics.get_meter(_SCOPE, __version__, meter_provider=meter_provider)
        self._observed: list[tuple[Any, dict[str, Any]]] = []
        self._instruments: set[str] = set()

    # ------------------------------------------------------------------ producer

    def instrument_producer(self, producer: Any) -> Any:
        """Trace every record ``producer`` sends (``send``; ``send_many`` sends record by
        record while instrumented, as each record carries its own context). Returns it."""
        tracer = self.tracer
        original = producer.send
        client_id = producer.config.client_id
        fast = _default_propagation()

        bases: dict[str, dict[str, Any]] = {}

        async def send(topic: str, value: Any = None, key: Any = None,
                       partition: int | None = None, headers: Any = None,
                       timestamp_ms: int | None = None) -> Any:
            base = bases.get(topic)
            if base is None:
                base = bases[topic] = {
                    "messaging.system": "kafka", "messaging.operation.type": "send",
                    "messaging.operation.name": "send", "messaging.destination.name": topic,
                    "messaging.client.id": client_id}
            attributes = dict(base)
            if partition is not None:
                attributes["messaging.destination.partition.id"] = str(partition)
            text_key = _key_attribute(key)
            if text_key is not None:
                attributes["messaging.kafka.message.key"] = text_key
            if isinstance(value, (bytes, bytearray)):
                attributes["messaging.message.body.size"] = len(value)
            span = tracer.start_span(f"send {topic}", kind=SpanKind.PRODUCER,
                                     attributes=attributes)
            carrier: list[tuple[str, bytes | None]] = list(headers or ())
            _inject(span, carrier, fast)
            if not span.is_recording():  # not sampled: the context travels, nothing to end
                return await original(topic, value, key, partition, carrier, timestamp_ms)
            try:
                handle = await original(topic, value, key, partition, carrier, timestamp_ms)
            except BaseException as exc:
                span.record_exception(exc)
                span.set_status(Status(StatusCode.ERROR, type(exc).__name__))
                span.end()
                raise

            def done(result: Any) -> None:
                error = result.exception()
                if error is not None:
                    span.record_exception(error)
                    span.set_status(Status(StatusCode.ERROR, type(error).__name__))
                else:
                    metadata = result.result()
                    span.set_attributes({
                        "messaging.destination.partition.id": str(metadata.partition),
                        "messaging.kafka.offset": metadata.offset})
                span.end()

            handle.add_done_callback(done)
            return handle

        async def send_many(topic: str, values: Sequence[Any],
                            keys: Sequence[Any] | None = None, *, partition: int | None = None,
                            headers: Any = None, timestamp_ms: int | None = None) -> Any:
            handles = [await send(topic, value, None if keys is None else keys[i], partition,
                                  headers, timestamp_ms) for i, value in enumerate(values)]
            return [SentRun(handle, 1) for handle in handles]

        producer.send = send
        producer.send_many = send_many
        return producer

    # ------------------------------------------------------------------ consumers

    def instrument_consumer(self, consumer: Any) -> Any:
        """A ``receive <topic>`` span per record ``getmany()`` (and ``async for``) hands out,
        child of the context its producer put in its headers. Works for Consumer and
        ShareConsumer. Returns it."""
        tracer = self.tracer
        original = consumer.getmany
        config = consumer.config
        group = getattr(config, "group_id", None)
        client_id = config.client_id
        fast = _default_propagation()

        async def getmany(*args: Any, **kwargs: Any) -> Any:
            batch = await original(*args, **kwargs)
            now = time.time_ns()
            for records in batch.values():
                for record in records:
                    parent = _extract(record.headers or (), fast)
                    attributes: dict[str, Any] = {
                        "messaging.system": "kafka", "messaging.operation.type": "receive",
                        "messaging.operation.name": "poll",
                        "messaging.destination.name": record.topic,
                        "messaging.destination.partition.id": str(record.partition),
                        "messaging.kafka.offset": record.offset,
                        "messaging.client.id": client_id}
                    if group:
                        attributes["messaging.consumer.group.name"] = group
                    text_key = _key_attribute(record.key)
                    if text_key is not None:
                        attributes["messaging.kafka.message.key"] = text_key
                    span = tracer.start_span(f"receive {record.topic}", context=parent,
                                             kind=SpanKind.CONSUMER, attributes=attributes,
                                             start_time=now)
                    span.end(end_time=now)
            return batch

        consumer.getmany = getmany
        return consumer

    @contextlib.contextmanager
    def process(self, record: Any) -> Iterator[Any]:
        """``with telemetry.process(record):`` the application's work on ``record`` as a
        ``process <topic>`` span in the producer's trace (and the current context inside)."""
        parent = propagate.extract(record.headers or (), getter=_GETTER)
        attributes = {"messaging.system": "kafka", "messaging.operation.type": "process",
                      "messaging.operation.name": "process",
                      "messaging.destination.name": record.topic,
                      "messaging.destination.partition.id": str(record.partition),
                      "messaging.kafka.offset": record.offset}
        with self.tracer.start_as_current_span(f"process {record.topic}", context=parent,
                                               kind=SpanKind.CONSUMER,
                                               attributes=attributes) as span:
            yield span

    # ------------------------------------------------------------------ metrics

    def observe_metrics(self, client: Any) -> None:
        """Report ``client.metrics()`` through the OpenTelemetry metrics API: one observable
        instrument per metric name (a ``*-total`` is a counter), read at each collection.

        Any number of clients share the instruments (a name's callback reads every observed
        client, each point with its ``client_id``); names that appear later (a topic's, a
        broker's, once the client sends there) get their instrument when the client registers
        them. A client leaves the collections once it is closed (as Java's reporters close
        with their client: nothing of it is kept); ``unobserve_metrics`` stops reporting one
        before that."""
        if any(observed is client for observed, _ in self._observed):
            return
        cache: dict[str, Any] = {"at": 0.0, "values": {}, "client": client}
        self._observed.append((client, cache))
        for metric in client.metrics():
            self._instrument(telemetry_name(metric), is_monotonic(metric))
        for dynamic in ("records-lag", "records-lead"):  # per partition, by a provider
            probe = MetricName("consumer-fetch-manager-metrics", dynamic)
            self._instrument(telemetry_name(probe), False)
        registry = getattr(getattr(client, "client", None), "metrics", None)
        if registry is not None and hasattr(registry, "add_listener"):
            def listener(metric: MetricName) -> None:
                self._instrument(telemetry_name(metric), is_monotonic(metric))
            registry.add_listener(listener)
            cache["listener"] = (registry, listener)

    def unobserve_metrics(self, client: Any) -> None:
        """Stop reporting ``client``'s metrics (its points leave the next collection)."""
        for index, (observed, cache) in enumerate(self._observed):
            if observed is client:
                del self._observed[index]
                registry, listener = cache.get("listener", (None, None))
                if registry is not None:
                    registry.remove_listener(listener)
                return

    def _forget_closed(self) -> None:
        """Closed clients leave (a service that opens a client per job kept every one of
        them, and exported their last values at every collection)."""
        for client, _ in list(self._observed):
            if getattr(getattr(client, "client", None), "closed", False):
                self.unobserve_metrics(client)

    def _instrument(self, name: str, monotonic: bool) -> None:
        """One observable instrument per name, created once for every client."""
        if name in self._instruments:
            return
        self._instruments.add(name)

        def observe(options: CallbackOptions) -> list[Observation]:
            self._forget_closed()
            return [Observation(value, attributes)
                    for _, cache in list(self._observed)
                    for value, attributes in _snapshot(cache).get(name, ())]

        if monotonic:
            self.meter.create_observable_counter(name, callbacks=[observe])
        else:
            self.meter.create_observable_gauge(name, callbacks=[observe])
