"""What observability costs: the produce and consume rows with metrics (always on, the
default) against the same code without them (the commit before metrics existed, run from a
git worktree: ``--baseline``), with a no-op hook registered, and with OpenTelemetry tracing
(one span per record, the SDK with a batch processor and a no-op exporter). One broker, one
run, interleaved repeats, medians; every measurement in a fresh interpreter.

Rows: produce 1M x 100 B keyed records with a header, ``send()`` per record (acks=1,
linger 5 ms); consume the same 1M (``getmany``, assigned partitions). The tracing rows run
``--trace-records`` (200k) records: per-record spans cost ~20x a record's own work, and rates
and CPU per record do not depend on the count.

    .venv/bin/python -m benchmarks.bench_observability [--records 1000000] [--repeats 3]
        [--baseline 32a5fcf]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks import charts
from kafka_async.testing import KafkaCluster

ROOT = Path(__file__).resolve().parents[1]
RESULTS = Path(__file__).parent / "results" / "observability.json"

_CHILD = r'''
import sys, time, anyio
mode, bootstrap, topic, records, extra = sys.argv[1:6]
records = int(records)
from kafka_async import Producer, Consumer, TopicPartition
settings = {}
if extra == "hook":
    class Noop:
        def on_broker_write(self, *a): pass
        def on_broker_read(self, *a): pass
        def on_produce_batch_written(self, *a): pass
        def on_fetch_batch_read(self, *a): pass
    settings["hooks"] = [Noop()]
telemetry = None
if extra.startswith("tracing"):
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult
    from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased
    class Drop(SpanExporter):
        def export(self, spans): return SpanExportResult.SUCCESS
    sampler = ParentBased(TraceIdRatioBased(0.01)) if extra == "tracing-1pct" else None
    provider = TracerProvider(sampler=sampler) if sampler else TracerProvider()
    provider.add_span_processor(BatchSpanProcessor(Drop()))
    from kafka_async.otel import KafkaTelemetry
    telemetry = KafkaTelemetry(tracer_provider=provider)

async def produce():
    producer = Producer(bootstrap_servers=bootstrap, acks=1, linger_ms=5, **settings)
    if telemetry: telemetry.instrument_producer(producer)
    value = b"x" * 100
    headers = [("trace", b"0123456789")]
    async with producer:
        await producer.send(topic, value, key=b"warm")
        await producer.flush()
        start = time.perf_counter(); cpu = time.process_time()
        for i in range(records):
            await producer.send(topic, value, key=b"key-%d" % (i % 1000), headers=headers)
        await producer.flush()
        return time.perf_counter() - start, time.process_time() - cpu

async def consume():
    consumer = Consumer(bootstrap_servers=bootstrap, auto_offset_reset="earliest", **settings)
    if telemetry: telemetry.instrument_consumer(consumer)
    async with consumer:
        parts = await consumer.client.refresh_metadata([topic])
        consumer.assign([TopicPartition(topic, p) for p in parts.partitions_for(topic)])
        got = 0
        start = time.perf_counter(); cpu = time.process_time()
        while got < records:
            batch = await consumer.getmany(timeout_ms=1000, max_records=10000)
            for rs in batch.values():
                got += len(rs)
        return time.perf_counter() - start, time.process_time() - cpu

elapsed, cpu = anyio.run(produce if mode == "produce" else consume)
if telemetry: provider.shutdown()
print(f"{records / elapsed} {cpu / records * 1e6}")
'''


def _baseline_tree(revision: str) -> Path:
    """A worktree of ``revision`` with the compiled extension of this tree (same C code)."""
    path = Path(tempfile.mkdtemp(prefix="kafka_async-baseline-"))
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(path),
                    revision], check=True, capture_output=True)
    for so in (ROOT / "kafka_async").rglob("*.so"):
        target = path / so.relative_to(ROOT)
        shutil.copy2(so, target)
    return path


def _run(tree: Path, mode: str, bootstrap: str, topic: str, records: int,
         extra: str) -> tuple[float, float]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run([sys.executable, "-c", _CHILD, mode, bootstrap, topic, str(records),
                           extra], env=env, cwd=tree, capture_output=True, text=True,
                          timeout=1800, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{mode}/{extra} in {tree} failed:\n{done.stderr[-3000:]}")
    rate, cpu_us = done.stdout.split()[-2:]
    return float(rate), float(cpu_us)


def span_ceiling(count: int = 100_000) -> dict[str, float]:
    """What the OpenTelemetry SDK itself costs per span (start + end, a batch processor, no
    exporter work), sampled and not: the floor under any per-record tracing."""
    import time

    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import (
        BatchSpanProcessor,
        SpanExporter,
        SpanExportResult,
    )
    from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased
    from opentelemetry.trace import SpanKind

    class Drop(SpanExporter):
        def export(self, spans: object) -> SpanExportResult:
            return SpanExportResult.SUCCESS

    out = {}
    for name, sampler in (("all sampled", None), ("1% sampled",
                                                  ParentBased(TraceIdRatioBased(0.01)))):
        provider = TracerProvider(sampler=sampler) if sampler else TracerProvider()
        provider.add_span_processor(BatchSpanProcessor(Drop()))
        tracer = provider.get_tracer("ceiling")
        attributes = {"messaging.system": "kafka", "messaging.destination.name": "t",
                      "messaging.operation.type": "send"}
        started = time.perf_counter()
        for _ in range(count):
            tracer.start_span("send t", kind=SpanKind.PRODUCER, attributes=attributes).end()
        out[name] = (time.perf_counter() - started) / count * 1e6
        provider.shutdown()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--trace-records", type=int, default=200_000,
                        help="records of the tracing rows (per-record spans are ~20x slower)")
    parser.add_argument("--baseline", default="32a5fcf",
                        help="the commit before metrics existed (metrics 'off')")
    parser.add_argument("--ceiling-only", action="store_true",
                        help="only measure the OpenTelemetry SDK's own cost per span")
    args = parser.parse_args()
    ceiling = span_ceiling()
    for name, micros in ceiling.items():
        print(f"OpenTelemetry SDK span start+end ({name}): {micros:.2f} us")
    if args.ceiling_only:
        return
    baseline = _baseline_tree(args.baseline)
    variants = [("off (baseline)", baseline, ""), ("on (default)", ROOT, ""),
                ("on + no-op hooks", ROOT, "hook"), ("on + tracing, all sampled", ROOT, "tracing"),
                ("on + tracing, 1% sampled", ROOT, "tracing-1pct")]
    results: dict[str, dict[str, list[tuple[float, float]]]] = {}
    try:
        with KafkaCluster(nodes=1, broker_config={"num.partitions": "4"}) as cluster:
            bootstrap = cluster.bootstrap
            for repeat in range(args.repeats):
                for mode in ("produce", "consume"):
                    topic = f"obs-bench-{repeat}"
                    if mode == "produce":
                        topics = {name: f"{topic}-{i}" for i, (name, _, _) in
                                  enumerate(variants)}
                    for name, tree, extra in variants:
                        count = (args.trace_records if extra.startswith("tracing")
                                 else args.records)
                        measured = _run(tree, mode, bootstrap, topics[name], count, extra)
                        results.setdefault(mode, {}).setdefault(name, []).append(measured)
                        print(f"  {mode:8} {name:26} {measured[0]:>12,.0f}/s "
                              f"{measured[1]:6.2f} us CPU/record", flush=True)
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force",
                        str(baseline)], check=False, capture_output=True)
    rows = []
    print(f"\n{'row':36} {'records/s':>12} {'CPU us/rec':>11} {'vs off':>7}")
    for mode, by_variant in results.items():
        off = statistics.median(r for r, _ in by_variant["off (baseline)"])
        for name, runs in by_variant.items():
            rate = statistics.median(r for r, _ in runs)
            cpu = statistics.median(c for _, c in runs)
            rows.append({"row": mode, "variant": name, "records_per_s": rate,
                         "cpu_us_per_record": cpu, "vs_off": rate / off})
            print(f"{mode + ' ' + name:36} {rate:>12,.0f} {cpu:>11.2f} {rate / off:>6.2f}x")
    RESULTS.write_text(json.dumps({"records": args.records, "rows": rows,
                                   "otel_sdk_span_us": ceiling}, indent=2) + "\n")
    charts.refresh(RESULTS)


if __name__ == "__main__":
    main()
