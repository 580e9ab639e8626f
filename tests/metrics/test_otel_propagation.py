"""kafka_async.otel's direct W3C Trace Context path writes and reads exactly what
OpenTelemetry's own propagator does, and steps aside for other propagators and baggage."""

from __future__ import annotations

from opentelemetry import baggage, context, propagate, trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.trace import TraceState

from kafka_async.otel.telemetry import (
    _default_propagation,
    _extract,
    _inject,
    _parse_traceparent,
)


def _span(state: TraceState | None = None) -> trace.Span:
    tracer = TracerProvider().get_tracer("t")
    span = tracer.start_span("s")
    if state is not None:
        ctx = span.get_span_context()
        return trace.NonRecordingSpan(trace.SpanContext(
            ctx.trace_id, ctx.span_id, False, ctx.trace_flags, state))
    return span


def test_the_default_propagator_takes_the_direct_path() -> None:
    assert _default_propagation()


def test_inject_matches_the_official_propagator() -> None:
    for state in (None, TraceState([("vendor", "v1")])):
        span = _span(state)
        ours: list[tuple[str, bytes | None]] = [("app", b"1")]
        _inject(span, ours, True)
        theirs: dict[str, str] = {}
        propagate.inject(theirs, context=trace.set_span_in_context(span))
        assert ours[0] == ("app", b"1")
        assert {k: v.decode() for k, v in ours[1:] if v is not None} == theirs


def test_inject_with_baggage_uses_the_propagator() -> None:
    token = context.attach(baggage.set_baggage("tenant", "t1"))
    try:
        carrier: list[tuple[str, bytes | None]] = []
        _inject(_span(), carrier, True)
    finally:
        context.detach(token)
    assert {k for k, _ in carrier} == {"traceparent", "baggage"}


def test_extract_round_trips_and_rejects_garbage() -> None:
    span = _span()
    carrier: list[tuple[str, bytes | None]] = []
    _inject(span, carrier, True)
    extracted = _extract(carrier, True)
    assert trace.get_current_span(extracted).get_span_context().trace_id == \
        span.get_span_context().trace_id
    generic = _extract(carrier, False)
    assert trace.get_current_span(generic).get_span_context() == \
        trace.get_current_span(extracted).get_span_context()
    assert _extract([], True) is None
    for bad in (b"", b"00-xyz", b"01-" + b"0" * 52, b"00-" + b"0" * 32 + b"-" + b"1" * 16 + b"-01",
                b"00-" + b"g" * 32 + b"-" + b"1" * 16 + b"-01", None):
        assert _parse_traceparent(bad) is None
    assert _extract([("traceparent", b"00-bad")], True) is None


def test_no_header_for_an_invalid_span_as_the_propagator() -> None:
    # no TracerProvider configured: an all-zero span, which W3C calls invalid; every record
    # carried 55 bytes of "00-000...-00"
    for fast in (True, False):
        carrier: list[tuple[str, bytes | None]] = [("app", b"1")]
        _inject(trace.INVALID_SPAN, carrier, fast)
        assert carrier == [("app", b"1")]


def test_a_forwarded_records_context_is_replaced_not_joined() -> None:
    upstream: list[tuple[str, bytes | None]] = [("app", b"1")]
    _inject(_span(TraceState([("vendor", "old")])), upstream, True)
    assert [k for k, _ in upstream] == ["app", "traceparent", "tracestate"]
    for fast in (True, False):
        forwarded = list(upstream)  # headers=record.headers, as a pipeline stage re-sends
        span = _span()
        _inject(span, forwarded, fast)
        names = [k for k, _ in forwarded]
        assert names.count("traceparent") == 1 and "tracestate" not in names
        (value,) = [v for k, v in forwarded if k == "traceparent"]
        assert value is not None and b"%032x" % span.get_span_context().trace_id in value
        assert forwarded[0] == ("app", b"1")
