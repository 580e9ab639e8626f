"""The ceiling: Kafka's own ProducerPerformance and ConsumerPerformance, same jars as the broker.

This wrapper starts the JVM as its child, so the driver's ``wait4`` of the wrapper covers the JVM
too (RSS is the JVM's peak, CPU includes it). The heap and GC flags are the ones Kafka's
``kafka-producer-perf-test.sh`` / ``kafka-run-class.sh`` pass. What the tools cannot do shows
n/a: assign-mode consume (ConsumerPerformance always subscribes), end-to-end latency at a fixed
rate (the tools time send-to-ack or nothing), closed-loop pipelining, and a batch API.
"""

from __future__ import annotations

import subprocess
import sys

from benchmarks.clients.common import (
    FETCH_MAX_WAIT_MS,
    IDLE_TIMEOUT_S,
    NotAvailable,
    Outcome,
    Spec,
    run_client,
)
from kafka_async.testing.jars import KafkaJarsMissing, java_command
from kafka_async.testing.tools import (
    CONSUMER_PERFORMANCE,
    PRODUCER_PERFORMANCE,
    parse_consumer_perf,
    parse_producer_perf,
)

JVM_FLAGS = [
    "-Xmx512M", "-server", "-XX:+UseG1GC", "-XX:MaxGCPauseMillis=20",
    "-XX:InitiatingHeapOccupancyPercent=35", "-XX:+ExplicitGCInvokesConcurrent",
    "-Djava.awt.headless=true",
]


def _tool(main_class: str, args: list[str]) -> str:
    """Run one perf tool to completion; its stdout, or an error naming its exit and stderr."""
    try:
        command = java_command(main_class, args, jvm_opts=JVM_FLAGS)
    except KafkaJarsMissing as exc:
        raise NotAvailable(str(exc)) from exc
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    sys.stderr.write(done.stderr[-4000:])
    if done.returncode != 0:
        raise RuntimeError(f"{main_class} exited {done.returncode}: {done.stderr[-500:]}")
    return done.stdout


def _produce(spec: Spec) -> Outcome:
    if spec.api == "batch":
        raise NotAvailable("the Java producer has no separate batch API")
    if spec.api == "keyed":
        raise NotAvailable("ProducerPerformance sends no keys or headers")
    result = parse_producer_perf(_tool(PRODUCER_PERFORMANCE, [
        "--bootstrap-server", spec.bootstrap, "--topic", spec.topic,
        "--num-records", str(spec.count), "--record-size", str(spec.size),
        "--throughput", "-1", "--command-property",
        f"acks={spec.acks}", f"compression.type={spec.compression}",
        f"linger.ms={spec.linger_ms}", f"batch.size={spec.batch_size}",
    ]))
    rate = result.records_per_sec
    return Outcome("ok", result.records, result.records * spec.size,
                   result.records / rate if rate else 0.0,
                   extra={"send_to_ack_ms": {"p50": result.p50_ms, "p99": result.p99_ms}})


def _consume(spec: Spec) -> Outcome:
    if spec.mode != "group":
        raise NotAvailable("ConsumerPerformance only subscribes (no assign mode)")
    # nMsg.sec is over the whole run, group join included, as the Python clients are timed.
    result = parse_consumer_perf(_tool(CONSUMER_PERFORMANCE, [
        "--bootstrap-server", spec.bootstrap, "--topic", spec.topic,
        "--num-records", str(spec.count), "--group", spec.group_id,
        "--timeout", str(int(IDLE_TIMEOUT_S * 1000)),
        "--command-property", f"fetch.max.wait.ms={FETCH_MAX_WAIT_MS}",
    ]))
    rate = result.records_per_sec
    return Outcome("ok", result.records, result.records * spec.size,
                   result.records / rate if rate else 0.0)


def _not_measurable(kind: str) -> str:
    return {
        "e2e": "the perf tools cannot time produce-to-consume at a fixed rate",
        "pipeline": "no closed-loop N-outstanding mode in ProducerPerformance",
    }[kind]


def _unavailable(spec: Spec) -> Outcome:
    raise NotAvailable(_not_measurable(spec.kind))


HANDLERS = {"produce": _produce, "consume": _consume, "e2e": _unavailable,
            "pipeline": _unavailable}

if __name__ == "__main__":
    sys.exit(run_client(HANDLERS, sys.argv))
