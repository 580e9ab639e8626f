"""Observability against a real broker: metric values checked against what happened (records
sent = record-send-total, lag = end offset - position, ...), hooks and interceptors seeing
every event, OpenTelemetry traces continuing from a producing service into a consuming one
across the broker, OpenTelemetry metrics, and KIP-714 client telemetry pushed to a broker-side
receiver plugin (compiled with javac) and decoded with the official OTLP classes."""

from __future__ import annotations

import tempfile
import uuid
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest
from consumer_helpers import create_topic
from share_helpers import produce_keyed, share_group

from kafka_async import Admin, Consumer, Producer, ShareConsumer, TopicPartition
from kafka_async.admin import AlterConfigOp, ConfigResource
from kafka_async.cluster.client import GET_TELEMETRY_SUBSCRIPTIONS_KEY, TelemetryUnavailableError
from kafka_async.metrics import MetricName
from kafka_async.metrics.interceptors import ProducerRecord
from kafka_async.protocol.messages import GetTelemetrySubscriptionsRequest
from kafka_async.testing import KafkaCluster
from kafka_async.testing.fixtures import running_cluster
from kafka_async.testing.telemetry_sink import TelemetrySink

pytestmark = [pytest.mark.anyio, pytest.mark.integration]


def value(metrics: dict[MetricName, float], group: str, name: str, **tags: str) -> float:
    found = [v for m, v in metrics.items() if m.group == group and m.name == name
             and all(m.tags.get(k.replace("_", "-")) == t for k, t in tags.items())]
    assert len(found) == 1, (group, name, tags, found)
    return found[0]


async def _consume(consumer: Any, count: int) -> list[Any]:
    got: list[Any] = []
    with anyio.fail_after(60):
        while len(got) < count:
            for records in (await consumer.getmany(timeout_ms=200,
                                                   max_records=count - len(got))).values():
                got.extend(records)
    return got


class RecordingHook:
    """Every hook event, counted (and the arguments of a few)."""

    def __init__(self) -> None:
        self.events: Counter[str] = Counter()
        self.api_keys_written: Counter[int] = Counter()
        self.produced_records = 0
        self.fetched_records = 0
        self.assigned: list[frozenset[TopicPartition]] = []
        self.disconnects = 0

    def on_broker_connect(self, node_id: int, address: str, seconds: float,
                          error: BaseException | None) -> None:
        self.events["connect"] += 1
        assert seconds >= 0 and ":" in address

    def on_broker_disconnect(self, node_id: int, address: str,
                             error: BaseException | None) -> None:
        self.disconnects += 1

    def on_broker_write(self, node_id: int, api_key: int, api_version: int,
                        bytes_written: int) -> None:
        self.api_keys_written[api_key] += 1
        assert bytes_written > 8

    def on_broker_read(self, node_id: int, api_key: int, api_version: int, bytes_read: int,
                       seconds: float, throttle_ms: int) -> None:
        self.events["read"] += 1
        assert seconds >= 0 and throttle_ms >= 0

    def on_produce_batch_written(self, node_id: int, topic: str, partition: int, records: int,
                                 uncompressed_bytes: int, compressed_bytes: int) -> None:
        self.produced_records += records
        assert 0 < compressed_bytes <= uncompressed_bytes + 64

    def on_fetch_batch_read(self, node_id: int, topic: str, partition: int, records: int,
                            bytes_read: int, compressed: bool) -> None:
        self.fetched_records += records

    def on_partitions_assigned(self, partitions: frozenset[TopicPartition]) -> None:
        self.assigned.append(partitions)


async def test_producer_metrics_match_what_was_sent(kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap, partitions=3, prefix="obs")
    hook = RecordingHook()
    async with Producer(bootstrap_servers=kafka_bootstrap, client_id="obs-producer",
                        linger_ms=5, compression_type="lz4", hooks=[hook]) as producer:
        handles = [await producer.send(topic, b"v%d" % i * 20, key=b"k%d" % i,
                                       headers=[("h", b"1")]) for i in range(1000)]
        for handle in handles:
            await handle
        metrics = producer.metrics()
    assert all(m.tags["client-id"] == "obs-producer" for m in metrics)
    # Every record is sent once, plus once more per retry (a fresh topic's leaders may still
    # be settling: a retried batch is sent, and counted, again, as in Java).
    retried = value(metrics, "producer-metrics", "record-retry-total")
    assert value(metrics, "producer-metrics", "record-send-total") == 1000 + retried
    assert value(metrics, "producer-topic-metrics", "record-send-total", topic=topic) == (
        1000 + retried)
    assert retried == value(metrics, "producer-topic-metrics", "record-retry-total",
                            topic=topic)
    assert value(metrics, "producer-metrics", "record-error-total") == 0
    assert value(metrics, "producer-metrics", "record-send-rate") > 0
    assert value(metrics, "producer-metrics", "records-per-request-avg") >= 1
    assert 0 < value(metrics, "producer-metrics", "compression-rate-avg") < 1  # lz4, repetitive
    assert value(metrics, "producer-metrics", "batch-size-max") >= value(
        metrics, "producer-metrics", "batch-size-avg") > 0
    assert value(metrics, "producer-metrics", "request-latency-max") >= value(
        metrics, "producer-metrics", "request-latency-avg") > 0
    assert value(metrics, "producer-metrics", "record-queue-time-avg") >= 0
    assert value(metrics, "producer-metrics", "buffer-available-bytes") == value(
        metrics, "producer-metrics", "buffer-total-bytes")  # everything delivered
    assert value(metrics, "producer-metrics", "produce-throttle-time-max") == 0
    assert value(metrics, "producer-metrics", "connection-count") >= 1
    nodes = [m for m in metrics if m.group == "producer-node-metrics"
             and m.name == "request-total"]
    assert nodes and all(m.tags["node-id"].startswith("node-") for m in nodes)
    assert sum(metrics[m] for m in nodes) == value(metrics, "producer-metrics",
                                                   "request-total") - 1  # + bootstrap Metadata
    assert hook.produced_records == 1000
    assert hook.api_keys_written[0] >= 1  # Produce
    assert hook.events["connect"] >= 1 and hook.events["read"] >= 1
    assert hook.disconnects >= 1  # the close


async def test_observed_metrics_cover_every_client_and_names_that_appear_later(
        kafka_bootstrap: str) -> None:
    """observe_metrics before start (the documented order): the names were fixed then, so a
    topic's and a broker's metrics (registered once the producer sends there) never reached
    OpenTelemetry; a second client's callbacks were never registered (same names, same
    meter); a client could not be un-observed."""
    from opentelemetry.sdk.metrics import MeterProvider
    from opentelemetry.sdk.metrics.export import InMemoryMetricReader

    from kafka_async.otel import KafkaTelemetry

    reader = InMemoryMetricReader()
    telemetry = KafkaTelemetry(meter_provider=MeterProvider(metric_readers=[reader]))
    topic = await create_topic(kafka_bootstrap, prefix="obs")
    first = Producer(bootstrap_servers=kafka_bootstrap, client_id="otel-a")
    second = Producer(bootstrap_servers=kafka_bootstrap, client_id="otel-b")
    telemetry.observe_metrics(first)
    telemetry.observe_metrics(second)

    def points(name: str) -> dict[str, float]:
        data = reader.get_metrics_data()
        if data is None:  # (no point at all in this collection)
            return {}
        return {dict(point.attributes)["client_id"]: point.value
                for rm in data.resource_metrics for sm in rm.scope_metrics
                for metric in sm.metrics if metric.name == name
                for point in metric.data.data_points}

    async with first, second:
        for n in range(3):
            await first.send_and_wait(topic, b"%d" % n)
        await second.send_and_wait(topic, b"x")
        assert points("org.apache.kafka.producer.topic.record.send.total") == {
            "otel-a": 3, "otel-b": 1}
        assert set(points("org.apache.kafka.producer.node.request.total")) == {
            "otel-a", "otel-b"}
        telemetry.unobserve_metrics(second)
        assert set(points("org.apache.kafka.producer.record.send.total")) == {"otel-a"}
    # Closed, a client leaves the collections and nothing of it is kept (as Java's reporters
    # close with their client): a service opening a client per job kept every one of them.
    assert points("org.apache.kafka.producer.record.send.total") == {}
    assert telemetry._observed == []


async def test_a_record_send_refuses_counts_as_a_record_error(kafka_bootstrap: str) -> None:
    """Java's doSend records its "errors" sensor (record-error-rate/total) for what it
    refuses; send()'s own RecordTooLargeError was not counted."""
    from kafka_async.producer import RecordTooLargeError

    topic = await create_topic(kafka_bootstrap, prefix="obs")
    async with Producer(bootstrap_servers=kafka_bootstrap, max_request_size=10_000) as producer:
        with pytest.raises(RecordTooLargeError):
            await producer.send(topic, b"x" * 20_000)
        await producer.send_and_wait(topic, b"fine")
        metrics = producer.metrics()
    assert value(metrics, "producer-metrics", "record-error-total") == 1
    assert value(metrics, "producer-metrics", "record-send-total") == 1


async def test_getmany_batches_counts_the_records_it_hands_out(kafka_bootstrap: str) -> None:
    """The columnar path (the Spark source's) counted bytes-consumed but no records."""
    topic = await create_topic(kafka_bootstrap, prefix="obs")
    await produce_keyed(kafka_bootstrap, topic, 300)
    tp = TopicPartition(topic, 0)
    handed = 0
    async with Consumer(bootstrap_servers=kafka_bootstrap,
                        auto_offset_reset="earliest") as consumer:
        consumer.assign([tp])
        with anyio.fail_after(60):
            while await consumer.position(tp) < 300:
                for entries in (await consumer.getmany_batches(timeout_ms=200)).values():
                    handed += sum(entry.record_count() for entry in entries)
        metrics = consumer.metrics()
    assert handed == 300
    assert value(metrics, "consumer-fetch-manager-metrics", "records-consumed-total") == 300


async def test_consumer_metrics_lag_and_lead(group_bootstrap: str) -> None:
    bootstrap = group_bootstrap
    topic = await create_topic(bootstrap, prefix="obs")
    await produce_keyed(bootstrap, topic, 1500)
    hook = RecordingHook()
    commits: list[dict[TopicPartition, Any]] = []
    consumed: list[int] = []

    class Interceptor:
        def on_consume(self, records: dict[TopicPartition, list[Any]]
                       ) -> dict[TopicPartition, list[Any]]:
            consumed.append(sum(map(len, records.values())))
            return records

        def on_commit(self, offsets: dict[TopicPartition, Any]) -> None:
            commits.append(offsets)

    tp = TopicPartition(topic, 0)
    async with Consumer(topic, bootstrap_servers=bootstrap, group_id=f"obs-{uuid.uuid4().hex}",
                        auto_offset_reset="earliest", enable_auto_commit=False,
                        hooks=[hook], interceptor_classes=[Interceptor]) as consumer:
        got = await _consume(consumer, 1000)
        await consumer.commit()
        metrics = consumer.metrics()
        position = await consumer.position(tp)
        end = (await consumer.end_offsets([tp]))[tp]
        start = (await consumer.beginning_offsets([tp]))[tp]
    assert len(got) == 1000 and position == 1000
    assert value(metrics, "consumer-fetch-manager-metrics", "records-consumed-total") == 1000
    assert value(metrics, "consumer-fetch-manager-metrics", "records-lag",
                 topic=topic, partition="0") == end - position == 500
    assert value(metrics, "consumer-fetch-manager-metrics", "records-lag-max") == 500
    assert value(metrics, "consumer-fetch-manager-metrics", "records-lead",
                 topic=topic, partition="0") == position - start
    assert value(metrics, "consumer-fetch-manager-metrics", "fetch-total") >= 1
    assert value(metrics, "consumer-fetch-manager-metrics", "fetch-latency-avg") > 0
    assert value(metrics, "consumer-coordinator-metrics", "commit-total") == 1
    assert value(metrics, "consumer-coordinator-metrics", "commit-latency-max") > 0
    assert value(metrics, "consumer-coordinator-metrics", "assigned-partitions") == 1
    assert value(metrics, "consumer-coordinator-metrics", "rebalance-total") >= 1
    assert value(metrics, "consumer-metrics", "last-poll-seconds-ago") >= 0
    assert sum(consumed) == 1000
    assert commits and commits[-1][tp].offset == 1000
    assert hook.fetched_records >= 1000
    assert hook.assigned and tp in hook.assigned[0]


async def test_the_java_metrics_of_polls_rebalances_flushes_and_transactions(
        group_bootstrap: str) -> None:
    """Java's names the review found missing, each read after the event it counts: a
    classic member's join/sync rounds, its listener's latency, its heartbeats, the time
    between its polls and their idle ratio; a producer's flush, metadata wait, transactional
    calls, requests in flight and metadata age."""
    bootstrap = group_bootstrap
    topic = await create_topic(bootstrap, prefix="obs")
    await produce_keyed(bootstrap, topic, 50)

    class Listener:
        async def on_partitions_revoked(self, revoked: Any) -> None:
            pass

        async def on_partitions_assigned(self, assigned: Any) -> None:
            pass

        async def on_partitions_lost(self, lost: Any) -> None:
            pass

    consumer = Consumer(bootstrap_servers=bootstrap, group_id=f"obs-{uuid.uuid4().hex}",
                        auto_offset_reset="earliest", group_protocol="classic")
    consumer.subscribe([topic], listener=Listener())
    coordinator = "consumer-coordinator-metrics"
    async with consumer:
        await _consume(consumer, 50)
        await consumer.getmany(timeout_ms=0)
        with anyio.fail_after(60):
            while value(consumer.metrics(), coordinator, "heartbeat-total") < 1:
                await anyio.sleep(0.05)
        metrics = consumer.metrics()
    assert value(metrics, coordinator, "join-total") >= 1
    assert value(metrics, coordinator, "sync-total") >= 1
    assert value(metrics, coordinator, "join-time-max") >= value(metrics, coordinator,
                                                                 "join-time-avg") > 0
    assert value(metrics, coordinator, "sync-time-avg") > 0
    assert value(metrics, coordinator, "partition-assigned-latency-max") >= 0
    assert value(metrics, coordinator, "last-heartbeat-seconds-ago") >= 0
    assert value(metrics, coordinator, "failed-rebalance-total") == 0
    assert value(metrics, "consumer-metrics", "time-between-poll-max") >= 0
    assert 0 < value(metrics, "consumer-metrics", "poll-idle-ratio-avg") <= 1

    new_topic = f"obs-fresh-{uuid.uuid4().hex[:8]}"
    group = "producer-metrics"
    async with Producer(bootstrap_servers=bootstrap,
                        transactional_id=f"obs-{uuid.uuid4().hex[:8]}") as producer:
        async with producer.transaction():
            await producer.send(new_topic, b"x", key=b"k", headers=[("h", b"v")])
            await producer.flush()
        metrics = producer.metrics()
        assert value(metrics, group, "requests-in-flight") == 0
        assert value(metrics, group, "metadata-age") >= 0
    for name in ("flush-time-ns-total", "metadata-wait-time-ns-total", "txn-init-time-ns-total",
                 "txn-begin-time-ns-total", "txn-commit-time-ns-total"):
        assert value(metrics, group, name) > 0, name
    assert value(metrics, group, "txn-abort-time-ns-total") == 0


async def test_share_consumer_and_admin_metrics(group_bootstrap: str) -> None:
    bootstrap = group_bootstrap
    topic = await create_topic(bootstrap, prefix="obs")
    group = await share_group(bootstrap)
    await produce_keyed(bootstrap, topic, 200)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             fetch_max_wait_ms=200) as consumer:
        await _consume(consumer, 200)
        await consumer.commit()
        metrics = consumer.metrics()
    assert value(metrics, "share-fetch-manager-metrics", "records-consumed-total") == 200
    assert value(metrics, "share-fetch-manager-metrics", "acknowledgements-send-total") >= 200
    assert value(metrics, "share-fetch-manager-metrics", "acknowledgements-error-total") == 0
    assert value(metrics, "share-coordinator-metrics", "assigned-partitions") == 1
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.list_topics()
        admin_metrics = admin.metrics()
    assert value(admin_metrics, "admin-client-metrics", "request-total") >= 2
    assert value(admin_metrics, "admin-client-metrics", "connection-count") >= 1


async def test_producer_interceptor_changes_records(kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap, prefix="obs")
    acknowledged: list[Any] = []

    class Stamp:
        def on_send(self, record: ProducerRecord) -> ProducerRecord:
            return record._replace(headers=[*(record.headers or ()), ("stamp", b"yes")])

        def on_acknowledgement(self, metadata: Any, exception: BaseException | None) -> None:
            acknowledged.append((metadata, exception))

    async with Producer(bootstrap_servers=kafka_bootstrap, interceptor_classes=[Stamp()]) as p:
        runs = await p.send_many(topic, [b"a", b"b", b"c"])
        for run in runs:
            await run.handle
        await (await p.send(topic, b"d", key=b"k"))
    async with Consumer(topic, bootstrap_servers=kafka_bootstrap,
                        auto_offset_reset="earliest") as consumer:
        got = await _consume(consumer, 4)
    assert all(("stamp", b"yes") in list(r.headers) for r in got)
    assert len(acknowledged) == 4 and all(e is None for _, e in acknowledged)
    assert sorted(m.offset for m, _ in acknowledged) == [0, 1, 2, 3]
    # a refused send: metadata with what is known and -1 for the rest, as Java's
    # onSendError (an interceptor ported from Java reads metadata.topic)
    acknowledged.clear()
    async with Producer(bootstrap_servers=kafka_bootstrap, interceptor_classes=[Stamp()]) as p:
        with pytest.raises(TypeError):
            await p.send(topic, "not bytes", partition=0)  # type: ignore[arg-type]
    (metadata, error), = acknowledged
    assert isinstance(error, TypeError)
    assert (metadata.topic, metadata.partition, metadata.offset) == (topic, 0, -1)


async def test_opentelemetry_trace_continues_across_the_broker(kafka_bootstrap: str) -> None:
    from opentelemetry.sdk.metrics import MeterProvider
    from opentelemetry.sdk.metrics.export import InMemoryMetricReader
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
    from opentelemetry.trace import SpanKind

    from kafka_async.otel import KafkaTelemetry

    topic = await create_topic(kafka_bootstrap, prefix="obs")
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    reader = InMemoryMetricReader()
    # Two services: the producing one and the consuming one, each its own telemetry.
    producing = KafkaTelemetry(tracer_provider=provider,
                               meter_provider=MeterProvider(metric_readers=[reader]))
    consuming = KafkaTelemetry(tracer_provider=provider)
    async with producing.instrument_producer(
            Producer(bootstrap_servers=kafka_bootstrap, client_id="svc-a")) as producer:
        producing.observe_metrics(producer)
        for i in range(10):
            await (await producer.send(topic, b"order-%d" % i, key=b"k%d" % i))
        collected = reader.get_metrics_data()
    async with consuming.instrument_consumer(
            Consumer(topic, bootstrap_servers=kafka_bootstrap, group_id=f"g-{uuid.uuid4().hex}",
                     auto_offset_reset="earliest")) as consumer:
        got = await _consume(consumer, 10)
        with consuming.process(got[0]):
            pass
    spans = exporter.get_finished_spans()
    sends = {s.attributes["messaging.kafka.offset"]: s for s in spans
             if s.kind == SpanKind.PRODUCER}
    receives = [s for s in spans if s.name == f"receive {topic}"]
    assert len(sends) == 10 and len(receives) == 10
    for span in receives:
        origin = sends[span.attributes["messaging.kafka.offset"]]
        assert span.context.trace_id == origin.context.trace_id  # the same trace
        assert span.parent is not None and span.parent.span_id == origin.context.span_id
        assert span.attributes["messaging.system"] == "kafka"
        assert span.attributes["messaging.destination.name"] == topic
        assert span.attributes["messaging.consumer.group.name"].startswith("g-")
    first = sends[0]
    assert first.attributes["messaging.destination.name"] == topic
    assert first.attributes["messaging.kafka.message.key"] == "k0"
    assert first.attributes["messaging.operation.type"] == "send"
    (process,) = [s for s in spans if s.name == f"process {topic}"]
    assert process.context.trace_id == sends[got[0].offset].context.trace_id
    points = {m.name: m.data.data_points for rm in collected.resource_metrics
              for sm in rm.scope_metrics for m in sm.metrics}
    sent = points["org.apache.kafka.producer.record.send.total"]
    assert [p.value for p in sent] == [10]
    assert dict(sent[0].attributes) == {"client_id": "svc-a"}


@pytest.fixture(scope="module")
def telemetry_cluster() -> Iterator[tuple[KafkaCluster, Path]]:
    sink = TelemetrySink.build()
    out = Path(tempfile.mkdtemp(prefix="kafka_async-telemetry-"))
    with running_cluster(1, broker_config=sink.broker_config(out),
                         extra_classpath=[sink.classes], graceful_stop=False) as cluster:
        yield cluster, out


@pytest.mark.asyncio_only("one KIP-714 round trip; the reporter's loop is backend-neutral")
async def test_client_telemetry_pushed_to_the_broker(
        telemetry_cluster: tuple[KafkaCluster, Path]) -> None:
    from opentelemetry.proto.metrics.v1 import metrics_pb2

    cluster, out = telemetry_cluster
    bootstrap = cluster.bootstrap
    client_id = f"pushed-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=bootstrap) as admin:  # the subscription, via our Admin
        await admin.incremental_alter_configs({
            ConfigResource(ConfigResource.Type.CLIENT_METRICS, f"sub-{client_id}"): [
                AlterConfigOp("metrics", "org.apache.kafka.producer."),
                AlterConfigOp("interval.ms", "500"),
                AlterConfigOp("match", f"client_id={client_id}")]})
    async with Producer(bootstrap_servers=bootstrap, client_id=client_id) as producer:
        for i in range(25):
            await producer.send("telemetry-topic", b"x%d" % i)
        await producer.flush()
        telemetry = producer.client.telemetry
        assert telemetry is not None
        with anyio.fail_after(60):
            while telemetry.pushes < 1:
                await anyio.sleep(0.05)
        # an operator changes the subscription: the client subscribes again, and the deltas
        # after it must not count again what was pushed before (they re-sent every total)
        async with Admin(bootstrap_servers=bootstrap) as admin:
            await admin.incremental_alter_configs({
                ConfigResource(ConfigResource.Type.CLIENT_METRICS, f"sub-{client_id}"): [
                    AlterConfigOp("metrics",
                                  "org.apache.kafka.producer.,org.apache.kafka.consumer.")]})
        pushed = telemetry.pushes
        with anyio.fail_after(60):
            while telemetry.pushes < pushed + 3:
                await anyio.sleep(0.05)
        instance = telemetry.instance_id
    mine = [p for p in TelemetrySink.payloads(out) if p.client_instance_id == str(instance)
            or p.client_instance_id == _java_uuid(instance)]
    assert mine, [p.client_instance_id for p in TelemetrySink.payloads(out)]
    assert mine[-1].terminating  # the push of close()
    sent = 0.0
    for payload in mine:
        decoded = metrics_pb2.MetricsData.FromString(payload.data)
        found = {m.name: m for rm in decoded.resource_metrics for sm in rm.scope_metrics
                 for m in sm.metrics}
        assert all(name.startswith("org.apache.kafka.producer.") for name in found)
        total = found["org.apache.kafka.producer.record.send.total"]
        assert total.sum.is_monotonic
        delta = total.sum.aggregation_temporality == 1  # the broker's subscription decides
        points = [p.as_double for p in total.sum.data_points]
        sent = sent + sum(points) if delta else max(points)
    assert sent == 25.0  # deltas add up (or the last cumulative value is) what was sent
    assert "org.apache.kafka.producer.node.request.latency.avg" in found
    assert "org.apache.kafka.producer.topic.record.send.total" in found


@pytest.mark.asyncio_only("one KIP-1076 round trip; the reporter's loop is backend-neutral")
async def test_an_application_metric_registered_for_subscription_is_pushed(
        telemetry_cluster: tuple[KafkaCluster, Path]) -> None:
    """register_metric_for_subscription (KIP-1076): an application's metric goes with the
    client's telemetry under the client's naming (org.apache.kafka.<group>.<name>), a
    ``-total`` as a monotonic sum read at each push; unregistered, it is no longer pushed
    (the close's terminating push does not carry it)."""
    from opentelemetry.proto.metrics.v1 import metrics_pb2

    from kafka_async.metrics import MetricName

    cluster, out = telemetry_cluster
    bootstrap = cluster.bootstrap
    client_id = f"app-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.incremental_alter_configs({
            ConfigResource(ConfigResource.Type.CLIENT_METRICS, f"sub-{client_id}"): [
                AlterConfigOp("metrics", "org.apache.kafka.application."),
                AlterConfigOp("interval.ms", "500"),
                AlterConfigOp("match", f"client_id={client_id}")]})
    processed = [0]
    name = MetricName("application-metrics", "jobs-processed-total", {"app": "billing"})
    wanted = "org.apache.kafka.application.jobs.processed.total"
    async with Producer(bootstrap_servers=bootstrap, client_id=client_id) as producer:
        with pytest.raises(TypeError, match="MetricName"):
            producer.register_metric_for_subscription("jobs", lambda: 1.0)  # type: ignore[arg-type]
        producer.register_metric_for_subscription(name, lambda: float(processed[0]))
        processed[0] = 42
        telemetry = producer.client.telemetry
        assert telemetry is not None
        with anyio.fail_after(60):
            while telemetry.pushes < 2:
                await anyio.sleep(0.05)
        producer.unregister_metric_from_subscription(name)
        instance = telemetry.instance_id
    mine = [p for p in TelemetrySink.payloads(out) if p.client_instance_id == str(instance)
            or p.client_instance_id == _java_uuid(instance)]
    found = []
    for payload in mine:
        decoded = metrics_pb2.MetricsData.FromString(payload.data)
        found.append({m.name: m for rm in decoded.resource_metrics
                      for sm in rm.scope_metrics for m in sm.metrics})
    pushed = [f[wanted] for f in found if wanted in f]
    assert pushed, [sorted(f) for f in found]
    point = pushed[0].sum.data_points[0]
    assert pushed[0].sum.is_monotonic
    assert {a.key: a.value.string_value for a in point.attributes} == {"app": "billing"}
    assert point.as_double == 42.0
    assert mine[-1].terminating and wanted not in found[-1]


async def test_a_broker_without_a_telemetry_receiver_gets_no_reporter(
        kafka_bootstrap: str) -> None:
    """The session broker has no ClientTelemetryReceiver, so its ApiVersions leave KIP-714
    out: the client starts no reporter (nor loads its module) and says why when asked."""
    async with Producer(bootstrap_servers=kafka_bootstrap) as producer:
        assert producer.client.telemetry is None
        with pytest.raises(TelemetryUnavailableError,
                           match="brokers do not support client telemetry"):
            await producer.client.client_instance_id(1000)
    assert GET_TELEMETRY_SUBSCRIPTIONS_KEY == GetTelemetrySubscriptionsRequest.API_KEY


async def test_metrics_push_can_be_turned_off(kafka_bootstrap: str) -> None:
    async with Producer(bootstrap_servers=kafka_bootstrap, enable_metrics_push=False) as p:
        assert p.client.telemetry is None
        assert p.metrics()  # the metrics themselves are still there


def _java_uuid(value: uuid.UUID | None) -> str:
    """Kafka's Uuid.toString(): url-safe base64 of the 16 bytes, unpadded."""
    import base64

    assert value is not None
    return base64.urlsafe_b64encode(value.bytes).decode().rstrip("=")


async def test_prometheus_example_exposes_the_metrics(kafka_bootstrap: str) -> None:
    import sys

    from prometheus_client import CollectorRegistry, generate_latest

    root = Path(__file__).resolve().parents[2]
    sys.path.insert(0, str(root))
    try:
        from examples.prometheus_metrics import KafkaCollector
    finally:
        sys.path.remove(str(root))
    async with Producer(bootstrap_servers=kafka_bootstrap, client_id="prom") as producer:
        for _ in range(7):
            await producer.send("prometheus-test", b"x")
        await producer.flush()
        registry = CollectorRegistry()
        registry.register(KafkaCollector(producer))
        text = generate_latest(registry).decode()
    assert 'kafka_producer_record_send_total{client_id="prom"} 7.0' in text
    assert "kafka_producer_node_request_latency_avg" in text
    assert 'kafka_producer_topic_record_send_total{client_id="prom",topic="prometheus-test"} 7.0' \
        in text


async def test_cli_client_metrics_subscriptions(kafka_bootstrap: str) -> None:
    import json
    import os
    import subprocess
    import sys

    env = dict(os.environ, KAFKA_BOOTSTRAP_SERVERS=kafka_bootstrap)
    name = f"cli-sub-{uuid.uuid4().hex[:6]}"

    def cli(*args: str) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run([sys.executable, "-m", "kafka_async", *args], env=env,
                              capture_output=True, timeout=120, check=False)

    made = await anyio.to_thread.run_sync(lambda: cli(
        "client-metrics", "alter", name, "--metrics", "org.apache.kafka.consumer.",
        "--interval", "2000", "--match", "client_id=x.*"))
    assert made.returncode == 0, made.stderr
    shown = await anyio.to_thread.run_sync(lambda: cli("client-metrics", "describe", name,
                                                       "-o", "json"))
    assert shown.returncode == 0, shown.stderr
    (row,) = json.loads(shown.stdout)
    assert row == {"name": name, "metrics": "org.apache.kafka.consumer.",
                   "interval.ms": "2000", "match": "client_id=x.*"}
    listed = await anyio.to_thread.run_sync(lambda: cli("client-metrics", "list", "-o", "json"))
    assert name in json.loads(listed.stdout)
    gone = await anyio.to_thread.run_sync(lambda: cli("client-metrics", "delete", name))
    assert gone.returncode == 0, gone.stderr
    listed = await anyio.to_thread.run_sync(lambda: cli("client-metrics", "list", "-o", "json"))
    assert name not in json.loads(listed.stdout)
    bad = await anyio.to_thread.run_sync(lambda: cli("client-metrics", "alter", name))
    assert bad.returncode == 2 and b"--metrics" in bad.stderr
