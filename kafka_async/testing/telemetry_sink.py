"""A broker-side KIP-714 receiver for tests: a small Java metrics-reporter plugin, compiled
with ``javac`` against the broker's own jars, that writes every client-telemetry payload the
broker accepts into a directory (one file per push: the OTLP ``MetricsData`` bytes, already
decompressed by the broker).

    sink = TelemetrySink.build()          # compiles once into .cache (javac from the JDK)
    with KafkaCluster(broker_config=sink.broker_config(out_dir),
                      extra_classpath=[sink.classes]) as cluster: ...
    for payload in sink.payloads(out_dir): ...   # (client instance id, terminating, bytes)

It implements both broker interfaces of Kafka 4.3 (``ClientTelemetryExporterProvider`` and the
older ``ClientTelemetry``); the broker uses one of them.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from kafka_async.testing.jars import kafka_jars_dir

__all__ = ["TelemetrySink"]

CLASS_NAME = "kafkaasync.TelemetrySink"
DIR_CONFIG = "kafka_async.telemetry.dir"

_SOURCE = r"""
package kafkaasync;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.kafka.common.metrics.KafkaMetric;
import org.apache.kafka.common.metrics.MetricsReporter;
import org.apache.kafka.server.authorizer.AuthorizableRequestContext;
import org.apache.kafka.server.telemetry.ClientTelemetry;
import org.apache.kafka.server.telemetry.ClientTelemetryContext;
import org.apache.kafka.server.telemetry.ClientTelemetryExporter;
import org.apache.kafka.server.telemetry.ClientTelemetryExporterProvider;
import org.apache.kafka.server.telemetry.ClientTelemetryPayload;
import org.apache.kafka.server.telemetry.ClientTelemetryReceiver;

/** Writes each client telemetry push to DIR/<n>-<instance id>-<terminating>.otlp. */
public class TelemetrySink implements MetricsReporter, ClientTelemetry,
        ClientTelemetryExporterProvider {
    private static final AtomicLong COUNT = new AtomicLong();
    private volatile String dir;

    @Override public void configure(Map<String, ?> configs) {
        Object value = configs.get("kafka_async.telemetry.dir");
        dir = value == null ? null : value.toString();
    }
    @Override public void init(List<KafkaMetric> metrics) {}
    @Override public void metricChange(KafkaMetric metric) {}
    @Override public void metricRemoval(KafkaMetric metric) {}
    @Override public void close() {}

    private void write(ClientTelemetryPayload payload) {
        if (dir == null) return;
        ByteBuffer data = payload.data().duplicate();
        byte[] bytes = new byte[data.remaining()];
        data.get(bytes);
        String name = String.format("%s/%06d-%s-%s.otlp", dir, COUNT.incrementAndGet(),
                payload.clientInstanceId(), payload.isTerminating() ? "final" : "push");
        try (FileOutputStream out = new FileOutputStream(name + ".part")) {
            out.write(bytes);
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
        new java.io.File(name + ".part").renameTo(new java.io.File(name));
    }

    @Override public ClientTelemetryReceiver clientReceiver() {
        return (AuthorizableRequestContext context, ClientTelemetryPayload payload)
            -> write(payload);
    }

    @Override public ClientTelemetryExporter clientTelemetryExporter() {
        return (ClientTelemetryContext context, ClientTelemetryPayload payload) -> write(payload);
    }
}
"""


@dataclass(frozen=True)
class Payload:
    client_instance_id: str
    terminating: bool
    data: bytes


@dataclass(frozen=True)
class TelemetrySink:
    classes: Path

    @classmethod
    def build(cls, cache: Path | None = None) -> TelemetrySink:
        """Compile the plugin (once per source version) and return where its classes are."""
        digest = hashlib.sha256(_SOURCE.encode()).hexdigest()[:12]
        root = (cache or kafka_jars_dir().parent / "telemetry-sink") / digest
        classes = root / "classes"
        if not (classes / "kafkaasync" / "TelemetrySink.class").is_file():
            javac = shutil.which("javac")
            if javac is None:
                raise RuntimeError("no javac on PATH (a JDK is needed to build the test "
                                   "broker's telemetry plugin)")
            source = root / "src" / "kafkaasync" / "TelemetrySink.java"
            source.parent.mkdir(parents=True, exist_ok=True)
            source.write_text(_SOURCE)
            building = root / "classes.tmp"
            shutil.rmtree(building, ignore_errors=True)
            building.mkdir(parents=True)
            subprocess.run([javac, "-d", str(building), "-cp", str(kafka_jars_dir() / "*"),
                            str(source)], check=True, capture_output=True, timeout=300)
            shutil.rmtree(classes, ignore_errors=True)
            building.rename(classes)
        return cls(classes)

    @staticmethod
    def broker_config(directory: Path) -> dict[str, str]:
        directory.mkdir(parents=True, exist_ok=True)
        return {"metric.reporters": CLASS_NAME, DIR_CONFIG: str(directory)}

    @staticmethod
    def payloads(directory: Path) -> list[Payload]:
        out = []
        for path in sorted(directory.glob("*.otlp")):
            _, rest = path.stem.split("-", 1)  # <n>-<instance id (may hold '-')>-<kind>
            instance, kind = rest.rsplit("-", 1)
            out.append(Payload(instance, kind == "final", path.read_bytes()))
        return out
