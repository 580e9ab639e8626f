"""What Python's garbage collector costs the e2e row's tail: the e2e workload of
``benchmarks.run`` (one process produces at 5,000 records/s, acks=all, linger_ms=5, and
consumes the same topic; latency from the intended send time) run as is and with the objects
that exist before the clients start moved out of the collector's reach (``gc.freeze()``).

Why: a full (generation 2) collection walks every tracked object of the process, the modules,
classes and functions of every import included; on the 2-core machine one such pass in the
middle of a run stopped the loop for 20-30 ms, which is the e2e row's p99.9 and a good part of
its p99. ``gc.freeze()`` is the application's call to make (it is process-wide), so the
client does not make it; this measures what it buys.

    python -m benchmarks.e2e_gc --bootstrap 127.0.0.1:9092 [--runs 3] [--records 50000]
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import struct
import subprocess
import sys
import time
import uuid

_STAMP = struct.Struct(">qq")  # intended send time, record index
RATE = 5000


def _percentile(values: list[int], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] / 1e6


async def _workload(bootstrap: str, records: int, warmup: int, freeze: bool) -> dict[str, float]:
    from kafka_async import Admin, Consumer, NewTopic, Producer, TopicPartition

    topic = "e2e-gc-" + uuid.uuid4().hex[:8]
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, num_partitions=1, replication_factor=1)])
    if freeze:
        gc.freeze()
    collections_before = gc.get_stats()[2]["collections"]
    consumer = Consumer(bootstrap_servers=bootstrap, group_id=None,
                        auto_offset_reset="earliest", fetch_max_wait_ms=100)
    consumer.assign([TopicPartition(topic, 0)])
    total = warmup + records
    latencies: list[int] = []
    async with consumer, Producer(bootstrap_servers=bootstrap, acks="all",
                                  linger_ms=5) as producer:
        import anyio

        async def read_all() -> None:
            received = 0
            while received < total:
                batches = await consumer.getmany(timeout_ms=100, max_records=500)
                arrived = time.perf_counter_ns()
                for batch in batches.values():
                    for record in batch:
                        received += 1
                        sent, index = _STAMP.unpack_from(record.value)
                        if index >= warmup:
                            latencies.append(arrived - sent)

        async with anyio.create_task_group() as tg:
            tg.start_soon(read_all)
            buffer = bytearray(100)
            start = time.perf_counter_ns()
            for index in range(total):
                due = start + index * 1_000_000_000 // RATE
                delay = (due - time.perf_counter_ns()) / 1e9
                if delay > 0:
                    await anyio.sleep(delay)
                _STAMP.pack_into(buffer, 0, min(due, time.perf_counter_ns()), index)
                await producer.send(topic, bytes(buffer))
            await producer.flush()
    return {"p50": _percentile(latencies, 0.5), "p99": _percentile(latencies, 0.99),
            "p999": _percentile(latencies, 0.999),
            "full_collections": gc.get_stats()[2]["collections"] - collections_before}


def _child(argv: list[str]) -> None:
    import kafka_async

    bootstrap, records, freeze = argv[0], int(argv[1]), argv[2] == "freeze"
    result = kafka_async.run(_workload, bootstrap, records, RATE, freeze)  # warmup: 1 s
    print(json.dumps(result))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bootstrap", required=True)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--records", type=int, default=50_000)
    args = parser.parse_args(argv)
    rows: dict[str, list[dict[str, float]]] = {"as is": [], "gc.freeze()": []}
    for _ in range(args.runs):  # interleaved, each in a fresh process
        for mode, name in (("as-is", "as is"), ("freeze", "gc.freeze()")):
            done = subprocess.run([sys.executable, "-m", "benchmarks.e2e_gc", "--child",
                                   args.bootstrap, str(args.records), mode],
                                  capture_output=True, text=True, check=True, timeout=600)
            rows[name].append(json.loads(done.stdout.splitlines()[-1]))
    print(f"e2e at {RATE}/s, {args.records:,} records after 1 s of warmup, medians of "
          f"{args.runs} runs\n")
    print("| collector | p50 | p99 | p99.9 | full collections per run |")
    print("|---|--:|--:|--:|--:|")
    for name, results in rows.items():
        cells = [statistics.median(r[key] for r in results) for key in ("p50", "p99", "p999")]
        full = ", ".join(str(int(r["full_collections"])) for r in results)
        print(f"| {name} | " + " | ".join(f"{c:.2f} ms" for c in cells) + f" | {full} |")
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        _child(sys.argv[2:])
    else:
        sys.exit(main())
