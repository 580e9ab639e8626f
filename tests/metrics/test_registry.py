"""The metric registry's windows, against Java's definitions: totals, rates over the retained
samples (span padded to (samples - 1) windows), avg/max over the retained samples' events."""

from __future__ import annotations

import math

import pytest

from kafka_async.metrics import Counter, HookDispatch, MetricName, Metrics, Recorder
from kafka_async.metrics.hooks import check_hooks
from kafka_async.metrics.interceptors import (
    ProducerRecord,
    check_interceptors,
    run_on_consume,
    run_on_send,
)
from kafka_async.metrics.naming import telemetry_attributes, telemetry_name


def _value(metrics: Metrics, group: str, name: str, **tags: str) -> float:
    return metrics.snapshot()[metrics.name(group, name, tags)]


def test_metric_name_is_a_hashable_key() -> None:
    a = MetricName("g", "n", {"client-id": "c", "topic": "t"})
    b = MetricName("g", "n", {"topic": "t", "client-id": "c"})
    assert a == b and hash(a) == hash(b)
    assert a != MetricName("g", "n", {"client-id": "c"})
    assert {a: 1}[b] == 1
    assert "topic" in repr(a)


def test_counter_total_and_rate_follow_the_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [1000.0]
    monkeypatch.setattr("kafka_async.metrics.registry.time.monotonic", lambda: now[0])
    metrics = Metrics(window_ms=10_000, num_samples=2, tags={"client-id": "c"})
    counter = Counter()
    metrics.counter("g", "record-send", counter)
    counter.value += 50
    now[0] += 5
    # a young client: the span is padded to (samples - 1) windows = 10 s
    assert _value(metrics, "g", "record-send-total") == 50
    assert _value(metrics, "g", "record-send-rate") == pytest.approx(5.0)
    now[0] += 5
    metrics.tick()  # the first sample closes at t=10 s
    counter.value += 100
    now[0] += 10
    metrics.tick()  # second at t=20 s: only it is kept (samples - 1 closed + current)
    assert _value(metrics, "g", "record-send-total") == 150
    # the retained sample starts at t=10 s with 50 counted: (150 - 50) / 10 s
    assert _value(metrics, "g", "record-send-rate") == pytest.approx(10.0)


def _clocked_recorder(monkeypatch: pytest.MonkeyPatch, base: str, num_samples: int
                     ) -> tuple[list[float], Metrics, Recorder]:
    """A registry on a clock the test moves (``now[0]``), with one recorder ``base``."""
    now = [0.0]
    monkeypatch.setattr("kafka_async.metrics.registry.time.monotonic", lambda: now[0])
    metrics = Metrics(window_ms=1000, num_samples=num_samples)
    latency = Recorder()
    metrics.recorder("g", base, latency)
    return now, metrics, latency


def test_recorder_avg_max_over_retained_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    now, metrics, latency = _clocked_recorder(monkeypatch, "request-latency", 2)
    assert math.isnan(_value(metrics, "g", "request-latency-avg"))  # no event yet: NaN, as Java
    assert math.isnan(_value(metrics, "g", "request-latency-max"))
    for value in (10.0, 30.0):
        latency.record(value)
    assert _value(metrics, "g", "request-latency-avg") == 20.0
    assert _value(metrics, "g", "request-latency-max") == 30.0
    now[0] = 1.0
    metrics.tick()
    latency.record(2.0)
    assert _value(metrics, "g", "request-latency-max") == 30.0  # still in a retained sample
    now[0] = 2.0
    metrics.tick()
    now[0] = 3.0
    metrics.tick()  # both old samples gone
    assert math.isnan(_value(metrics, "g", "request-latency-max"))
    assert math.isnan(_value(metrics, "g", "request-latency-avg"))


def test_a_quiet_sample_does_not_hide_the_maximum(monkeypatch: pytest.MonkeyPatch) -> None:
    # A retained sample with no events (max NaN) replaced the real maximum: every -max of a
    # client quieter than one event per window read NaN (Java's Max skips empty samples).
    now, metrics, latency = _clocked_recorder(monkeypatch, "commit-latency", 3)
    latency.record(7.0)
    now[0] = 1.0
    metrics.tick()  # the sample with 7.0 retained
    now[0] = 2.0
    metrics.tick()  # a quiet sample retained after it
    assert _value(metrics, "g", "commit-latency-max") == 7.0
    latency.record(3.0)  # the current sample has events too
    assert _value(metrics, "g", "commit-latency-max") == 7.0
    assert _value(metrics, "g", "commit-latency-avg") == 5.0


def test_gauges_providers_and_removal() -> None:
    metrics = Metrics(tags={"client-id": "c"})
    level = [3]
    metrics.gauge("g", "buffer-available-bytes", lambda: level[0])
    metrics.provider(lambda: {metrics.name("g", "records-lag", {"partition": "0"}): 7.0})
    metrics.gauge("g", "records-lead", lambda: 1, {"topic": "t"})
    level[0] = 9
    snapshot = metrics.snapshot()
    assert snapshot[metrics.name("g", "buffer-available-bytes")] == 9.0
    assert snapshot[metrics.name("g", "records-lag", {"partition": "0"})] == 7.0
    metrics.remove(topic="t")
    assert metrics.name("g", "records-lead", {"topic": "t"}) not in metrics.snapshot()
    assert metrics.has("g", "buffer-available-bytes")


def test_telemetry_names_as_the_java_client() -> None:
    metric = MetricName("producer-node-metrics", "request-latency-avg",
                        {"client-id": "c", "node-id": "node-1"})
    assert telemetry_name(metric) == "org.apache.kafka.producer.node.request.latency.avg"
    assert telemetry_attributes(metric) == {"client_id": "c", "node_id": "node-1"}
    fetch = MetricName("consumer-fetch-manager-metrics", "records-lag")
    assert telemetry_name(fetch) == "org.apache.kafka.consumer.fetch.manager.records.lag"


def test_hook_dispatch_is_empty_without_hooks_and_guards_failures() -> None:
    empty = HookDispatch()
    assert not empty and empty.on_broker_write == ()
    seen: list[int] = []

    class Partial:
        def on_broker_write(self, node_id: int, *args: object) -> None:
            seen.append(node_id)
            raise RuntimeError("a hook bug")

    dispatch = HookDispatch([Partial()])
    assert dispatch and len(dispatch.on_broker_write) == 1 and not dispatch.on_broker_read
    for hook in dispatch.on_broker_write:
        hook(3, 0, 9, 100)  # raises inside: logged, not propagated
    assert seen == [3]
    with pytest.raises(TypeError, match="implements no hook method"):
        check_hooks([object()])
    with pytest.raises(TypeError, match="list of hook objects"):
        check_hooks("not hooks")


def test_interceptors_change_records_and_swallow_failures() -> None:
    class AddHeader:
        def on_send(self, record: ProducerRecord) -> ProducerRecord:
            return record._replace(headers=[*(record.headers or ()), ("x", b"1")])

    class Broken:
        def on_send(self, record: ProducerRecord) -> ProducerRecord:
            raise ValueError("bug")

        def on_consume(self, records: dict[str, list[int]]) -> dict[str, list[int]]:
            raise ValueError("bug")

    chain = check_interceptors([AddHeader, Broken()], ("on_send", "on_acknowledgement"))
    assert isinstance(chain[0], AddHeader)  # a class is instantiated
    out = run_on_send(chain, ProducerRecord("t", b"v"))
    assert out.headers == [("x", b"1")]
    assert run_on_consume(chain, {"tp": [1]}) == {"tp": [1]}
    with pytest.raises(TypeError, match="has none of"):
        check_interceptors([object()], ("on_consume", "on_commit"))
