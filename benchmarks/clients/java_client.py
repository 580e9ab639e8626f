"""The ceiling: Kafka's own ProducerPerformance and ConsumerPerformance, same jars as the broker.

This wrapper starts the JVM as its child, so the driver's ``wait4`` of the wrapper covers the JVM
too (RSS is the JVM's peak, CPU includes it). The heap and GC flags are the ones Kafka's
``kafka-producer-perf-test.sh`` / ``kafka-run-class.sh`` pass. What the tools cannot do shows
n/a: assign-mode consume (ConsumerPerformance always subscribes), end-to-end latency at a fixed
rate (the tools time send-to-ack or nothing), closed-loop pipelining, and a batch API.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

from benchmarks.broker import JARS_DIR, java_classpath
from benchmarks.clients.common import IDLE_TIMEOUT_S, NotAvailable, Outcome, Spec, run_client

JVM_FLAGS = [
    "-Xmx512M", "-server", "-XX:+UseG1GC", "-XX:MaxGCPauseMillis=20",
    "-XX:InitiatingHeapOccupancyPercent=35", "-XX:+ExplicitGCInvokesConcurrent",
    "-Djava.awt.headless=true",
]
PRODUCER_TOOL = "org.apache.kafka.tools.ProducerPerformance"
CONSUMER_TOOL = "org.apache.kafka.tools.ConsumerPerformance"

_PRODUCER_SUMMARY = re.compile(
    r"(?P<records>\d+) records sent, (?P<rate>[\d.]+) records/sec \((?P<mb>[\d.]+) MB/sec\)"
)


def _java() -> list[str]:
    if shutil.which("java") is None or not any(JARS_DIR.glob("kafka-tools-*.jar")):
        raise NotAvailable("no java or no kafka-tools jar (run `make jars`)")
    return ["java", *JVM_FLAGS, "-cp", java_classpath()]


def _run_tool(command: list[str]) -> str:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    sys.stderr.write(done.stderr[-4000:])
    if done.returncode != 0:
        raise RuntimeError(f"{command[-1]} exited {done.returncode}: {done.stderr[-500:]}")
    return done.stdout


def parse_producer_summary(stdout: str) -> tuple[int, float]:
    """(records, records/sec) from ProducerPerformance's last summary line."""
    matches = list(_PRODUCER_SUMMARY.finditer(stdout))
    if not matches:
        raise RuntimeError(f"no summary in ProducerPerformance output: {stdout[-500:]!r}")
    last = matches[-1]
    return int(last["records"]), float(last["rate"])


def parse_consumer_summary(stdout: str) -> tuple[int, float, float]:
    """(records, records/sec, MB) from ConsumerPerformance's data line (``--hide-header``).

    Columns: start.time, end.time, data.consumed.in.MB, MB.sec, data.consumed.in.nMsg,
    nMsg.sec, rebalance.time.ms, fetch.time.ms, fetch.MB.sec, fetch.nMsg.sec. The total rate
    (join included) is used, matching how the Python clients are timed.
    """
    for line in reversed(stdout.strip().splitlines()):
        fields = [f.strip() for f in line.split(",")]
        if len(fields) >= 6:
            try:
                return int(fields[4]), float(fields[5]), float(fields[2])
            except ValueError:
                continue
    raise RuntimeError(f"no data line in ConsumerPerformance output: {stdout[-500:]!r}")


def _produce(spec: Spec) -> Outcome:
    if spec.api == "batch":
        raise NotAvailable("the Java producer has no separate batch API")
    stdout = _run_tool([
        *_java(), PRODUCER_TOOL, "--bootstrap-server", spec.bootstrap, "--topic", spec.topic,
        "--num-records", str(spec.count), "--record-size", str(spec.size),
        "--throughput", "-1", "--command-property",
        f"acks={spec.acks}", f"compression.type={spec.compression}",
        f"linger.ms={spec.linger_ms}", f"batch.size={spec.batch_size}",
    ])
    records, rate = parse_producer_summary(stdout)
    return Outcome("ok", records, records * spec.size, records / rate if rate else 0.0)


def _consume(spec: Spec) -> Outcome:
    if spec.mode != "group":
        raise NotAvailable("ConsumerPerformance only subscribes (no assign mode)")
    stdout = _run_tool([
        *_java(), CONSUMER_TOOL, "--bootstrap-server", spec.bootstrap, "--topic", spec.topic,
        "--num-records", str(spec.count), "--group", spec.group_id,
        "--timeout", str(int(IDLE_TIMEOUT_S * 1000)), "--hide-header",
    ])
    records, rate, _megabytes = parse_consumer_summary(stdout)  # the tool rounds MB; size is exact
    return Outcome("ok", records, records * spec.size, records / rate if rate else 0.0)


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
