"""OpenTelemetry for kafka_async (``pip install kafka_async[otel]``): tracing spans that follow
OpenTelemetry's messaging semantic conventions, W3C trace context carried in record headers, and
the clients' metrics through the OpenTelemetry metrics API. See docs/observability.md.

    telemetry = KafkaTelemetry()                     # the global tracer and meter providers
    producer = telemetry.instrument_producer(Producer(...))
    consumer = telemetry.instrument_consumer(Consumer("orders", ...))
    telemetry.observe_metrics(producer)              # metrics as observable instruments
"""

from kafka_async.otel.telemetry import KafkaTelemetry

__all__ = ["KafkaTelemetry"]
