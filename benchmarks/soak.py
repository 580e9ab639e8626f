"""``make soak``: 30 minutes of a producer and a group of three consumers in one process, on the
3-node cluster, with a broker restarted (gracefully, in turn) every 5 minutes.

Every 10 s the process's resident memory, open file descriptors and live tasks are sampled. After
warm-up (the first restart) each must stay flat: the median of the last 5 minutes may not exceed
the median of the 5 minutes after warm-up by more than 10 %. And nothing may be lost: every
record the producer had acknowledged is processed by the group (commit after processing).

    python -m benchmarks.soak                       # the full run (30 min, restart every 5)
    python -m benchmarks.soak --minutes 3 --restart-every 1 --no-write   # a quick look

Results go to benchmarks/results/soak.json and the soak section of docs/reliability.md.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime
import json
import os
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread

from benchmarks import charts
from benchmarks.doc_sections import replace_section
from kafka_async import Consumer, Producer
from kafka_async.testing.cluster import KafkaCluster
from kafka_async.testing.ledger import parse, payload
from kafka_async.testing.operations import ClusterOperations
from kafka_async.testing.tools import JavaTools

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "reliability.md"
RESULTS = ROOT / "benchmarks" / "results" / "soak.json"
TOPIC = "soak"
GROUP = "soak-group"
WRITER = "soak"
KEYS = 256


@dataclass
class Sample:
    t: float
    rss_mb: float
    fds: int
    tasks: int
    acked: int
    processed: int


@dataclass
class SoakReport:
    minutes: float
    restart_every_min: float
    rate: int
    sent: int = 0
    acknowledged: int = 0
    processed_unique: int = 0
    duplicates: int = 0
    lost: int = 0
    send_errors: dict[str, int] = field(default_factory=dict)
    restarts: list[int] = field(default_factory=list)
    growth: dict[str, float] = field(default_factory=dict)
    samples: list[Sample] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return self.lost == 0 and all(g <= 0.10 for g in self.growth.values())


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


class Soak:
    def __init__(self, cluster: KafkaCluster, args: argparse.Namespace) -> None:
        self.cluster = cluster
        self.args = args
        capacity = int(args.rate * args.minutes * 60 * 1.2) + 10_000
        #: per sequence number: acknowledged (1) and times processed (saturating at 255);
        #: preallocated so that the bookkeeping itself cannot look like a leak
        self.acked = bytearray(b"\x00" * capacity)  # written through: every page resident
        self.processed = bytearray(b"\x00" * capacity)  # now, none added as records come
        self.report = SoakReport(args.minutes, args.restart_every, args.rate)
        self.stop = anyio.Event()
        self.acked_count = 0
        self.processed_count = 0

    async def produce(self) -> None:
        interval = 0.05
        per_tick = max(1, int(self.args.rate * interval))
        errors: dict[str, int] = {}
        seq = 0
        async with Producer(bootstrap_servers=self.cluster.bootstrap, acks="all",
                            enable_idempotence=True, linger_ms=5,
                            client_id="soak-producer") as producer:
            async def settle(first: int, handles: list[Any]) -> None:
                for offset, handle in enumerate(handles):
                    try:
                        await handle
                    except Exception as exc:
                        errors[type(exc).__name__] = errors.get(type(exc).__name__, 0) + 1
                        continue
                    self.acked[first + offset] = 1
                    self.acked_count += 1

            async with anyio.create_task_group() as tg:
                next_tick = time.monotonic()
                while not self.stop.is_set() and seq + per_tick < len(self.acked):
                    handles = [await producer.send(TOPIC, payload(WRITER, s),
                                                   key=b"k%d" % (s % KEYS),
                                                   headers=[("seq", b"%d" % s)])
                               for s in range(seq, seq + per_tick)]
                    tg.start_soon(settle, seq, handles)
                    seq += per_tick
                    next_tick += interval
                    await anyio.sleep(max(0.0, next_tick - time.monotonic()))
            await producer.flush()
        self.report.sent = seq
        self.report.send_errors = errors

    async def consume(self, member: int, drained: anyio.Event) -> None:
        async with Consumer(TOPIC, bootstrap_servers=self.cluster.bootstrap, group_id=GROUP,
                            group_protocol="consumer", enable_auto_commit=False,
                            auto_offset_reset="earliest", client_id=f"soak-consumer-{member}"
                            ) as consumer:
            while not drained.is_set():
                try:
                    records = await consumer.getmany(timeout_ms=200, max_records=500)
                except Exception:
                    await anyio.sleep(0.2)
                    continue
                for batch in records.values():
                    for record in batch:
                        parsed = parse(record.value)
                        if parsed is None:
                            continue
                        seq = parsed[1]
                        if self.processed[seq] == 0:
                            self.processed_count += 1
                        elif self.processed[seq] < 255:
                            self.report.duplicates += 1
                        self.processed[seq] = min(255, self.processed[seq] + 1)
                if records:
                    with contextlib.suppress(Exception):
                        await consumer.commit({tp: b[-1].offset + 1 for tp, b in records.items()})

    async def sample(self, started: float) -> None:
        while not self.stop.is_set():
            self.report.samples.append(Sample(
                round(time.monotonic() - started, 1), round(rss_mb(), 1),
                len(os.listdir("/proc/self/fd")), len(asyncio.all_tasks()),
                self.acked_count, self.processed_count))
            print(json.dumps(asdict(self.report.samples[-1])), flush=True)
            with anyio.move_on_after(10):
                await self.stop.wait()

    async def restarts(self, ops: ClusterOperations) -> None:
        node_ids = self.cluster.node_ids
        turn = 0
        while True:
            with anyio.move_on_after(self.args.restart_every * 60):
                await self.stop.wait()
            if self.stop.is_set():
                return
            node = node_ids[turn % len(node_ids)]
            turn += 1
            self.report.restarts.append(node)
            await anyio.to_thread.run_sync(self.cluster.stop_node, node)
            await anyio.to_thread.run_sync(ops.restart, node)

    async def run(self, ops: ClusterOperations) -> SoakReport:
        started = time.monotonic()
        drained = anyio.Event()
        async with anyio.create_task_group() as tg:
            tg.start_soon(self.sample, started)
            tg.start_soon(self.restarts, ops)
            for member in range(3):
                tg.start_soon(self.consume, member, drained)

            async def timer() -> None:
                await anyio.sleep(self.args.minutes * 60)
                self.stop.set()
            tg.start_soon(timer)
            await self.produce()
            await self.stop.wait()
            with anyio.move_on_after(120):  # the group catches up with what was acknowledged
                while any(a and not p for a, p in zip(self.acked, self.processed, strict=True)):
                    await anyio.sleep(1)
            drained.set()
        report = self.report
        report.acknowledged = self.acked_count
        report.processed_unique = self.processed_count
        report.lost = sum(1 for a, p in zip(self.acked, self.processed, strict=True)
                          if a and not p)
        report.growth = growth(report.samples, warmup=self.args.restart_every * 60,
                               window=min(300.0, self.args.minutes * 60 / 4))
        return report


def growth(samples: list[Sample], *, warmup: float, window: float) -> dict[str, float]:
    """Median of the last ``window`` seconds over the median of the ``window`` after warm-up,
    minus one, per metric (0.05 = 5 % higher at the end)."""
    if not samples:
        return {}
    end = samples[-1].t
    early = [s for s in samples if warmup <= s.t < warmup + window]
    late = [s for s in samples if s.t >= end - window]
    out = {}
    for name in ("rss_mb", "fds", "tasks"):
        if not early or not late:
            continue
        before = statistics.median(getattr(s, name) for s in early)
        after = statistics.median(getattr(s, name) for s in late)
        out[name] = round(after / before - 1, 4) if before else 0.0
    return out


def section(report: SoakReport, command: str) -> str:
    early = [s for s in report.samples if s.t >= report.restart_every_min * 60]
    first, last = (early[0], report.samples[-1]) if early else (None, None)
    lines = [
        f"`{command}`, {datetime.date.today().isoformat()}, 2-core machine, 3-node cluster: "
        f"{report.rate:,} keyed records/s with a header (idempotent, acks=all) and a group of "
        f"three consumers committing after processing, in one process; a broker restarted "
        f"every {report.restart_every_min:g} min (nodes {report.restarts}).",
        "",
        "| | value |", "| --- | --: |",
        f"| minutes | {report.minutes:g} |",
        f"| sent / acknowledged | {report.sent:,} / {report.acknowledged:,} |",
        f"| processed (distinct) | {report.processed_unique:,} |",
        f"| lost | {report.lost:,} |",
        f"| processed twice (rebalances, uncommitted window) | {report.duplicates:,} |",
        f"| send errors | {report.send_errors or 'none'} |",
    ]
    if first is not None and last is not None:
        lines += [
            f"| RSS after warm-up -> end | {first.rss_mb:.0f} MB -> {last.rss_mb:.0f} MB |",
            f"| open fds after warm-up -> end | {first.fds} -> {last.fds} |",
            f"| live tasks after warm-up -> end | {first.tasks} -> {last.tasks} |",
        ]
    lines += ["| growth, median of the last window vs the first after warm-up "
              "(limit 10 %) | " + ", ".join(f"{k} {v:+.1%}" for k, v in report.growth.items())
              + " |",
              f"| result | {'pass' if report.passed else 'FAIL'} |"]
    return "\n".join(lines)



def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--restart-every", type=float, default=5.0, help="minutes")
    parser.add_argument("--rate", type=int, default=2000, help="records per second")
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args(argv)
    with KafkaCluster(nodes=3) as cluster, JavaTools(cluster) as tools:
        tools.create_topic(TOPIC, 6, replication_factor=3, config={"min.insync.replicas": "2"})
        ops = ClusterOperations(cluster, tools)
        report = anyio.run(Soak(cluster, args).run, ops)
    command = "python -m benchmarks.soak " + " ".join(argv if argv is not None else sys.argv[1:])
    text = section(report, command.strip())
    print(text)
    if not args.no_write:
        RESULTS.write_text(json.dumps({**asdict(report), "passed": report.passed}, indent=1)
                           + "\n")
        charts.refresh(RESULTS)
        replace_section(DOC, "soak", text)
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(main())
