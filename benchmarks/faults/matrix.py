"""The fault matrix: scenarios x modes on a 3-node cluster behind fault proxies.

Every cell: a fresh topic (6 partitions, RF 3, min ISR 2), a workload in separate processes
(``worker.py``), the scenario's fault once the workload is under way, recovery (proxies healed,
nodes restarted), then the check: the topic read back with Kafka's console consumer
(``kafka_async.testing.ledger``) against what was acknowledged (producer mode), or what the
group processed against what was in the input topic (group and exactly-once modes).

What each mode promises, and therefore what fails a cell:

* ``idempotent``: acks=all, idempotence on: 0 lost, 0 duplicated, 0 reordered of what was
  acknowledged;
* ``group``: a KIP-848 group of two members committing after processing: 0 lost; duplicates
  allowed only inside the uncommitted window: a record processed again although a commit
  covering it had succeeded before counts as ``beyond window`` and fails the cell;
* ``exactly-once``: two transactional consume-transform-produce processors: 0 lost,
  0 duplicated in the output topic read with ``read_committed``.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from kafka_async.testing.cluster import KafkaCluster
from kafka_async.testing.fixtures import unique_topic_name
from kafka_async.testing.ledger import Found, LedgerReport, check, read_topic
from kafka_async.testing.operations import ClusterOperations, OperationTimeout
from kafka_async.testing.tools import JavaTools

MODES = ("idempotent", "group", "exactly-once")
PARTITIONS = 6
#: the workers' request_timeout_ms; the stall scenario outlasts it
REQUEST_TIMEOUT_MS = 10_000
#: broker settings: group timeouts short enough that a dead member is noticed in seconds
BROKER_CONFIG: dict[str, str | int | bool] = {
    "group.min.session.timeout.ms": 1000,
    "group.consumer.min.session.timeout.ms": 1000,
    "group.consumer.session.timeout.ms": 3000,
    "group.consumer.min.heartbeat.interval.ms": 200,
    "group.consumer.heartbeat.interval.ms": 300,
    "transaction.abort.timed.out.transaction.cleanup.interval.ms": 2000,
}


@dataclass
class CellResult:
    scenario: str
    mode: str
    sent: int = 0
    acknowledged: int = 0
    lost: int = 0
    duplicated: int = 0
    reordered: int = 0
    beyond_window: int = 0
    longest_stall_s: float = 0.0
    errors: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    problem: str = ""

    @property
    def passed(self) -> bool:
        if self.problem or self.lost:
            return False
        if self.mode == "group":
            return self.beyond_window == 0
        return self.duplicated == 0 and (self.mode != "idempotent" or self.reordered == 0)


def _read_events(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    events = []
    for line in path.read_text().splitlines():
        try:  # a process killed mid-write leaves a partial last line
            events.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return events


def longest_gap(times: Iterable[float]) -> float:
    ordered = sorted(times)
    return max((b - a for a, b in itertools.pairwise(ordered)), default=0.0)


def longest_partition_gap(events: list[dict[str, Any]]) -> float:
    """The longest wait between acknowledgements of one partition (the others keep going
    while one leader is cut off, so the gap of the whole stream hides the stall)."""
    by_partition: dict[int, list[float]] = {}
    for event in events:
        if event["ev"] == "ack":
            by_partition.setdefault(event["p"], []).append(event["t"])
    return max((longest_gap(times) for times in by_partition.values()), default=0.0)


def beyond_window(events_by_member: list[list[dict[str, Any]]]) -> tuple[int, int]:
    """(duplicates, duplicates processed again although a commit covering them had succeeded
    before the second processing)."""
    commits: dict[int, list[tuple[float, int]]] = {}
    seen: dict[tuple[int, int], float] = {}
    duplicates = beyond = 0
    records = []
    for events in events_by_member:
        for event in events:
            if event["ev"] == "commit":
                for partition, offset in event["offsets"].items():
                    commits.setdefault(int(partition), []).append((event["t"], offset))
            elif event["ev"] == "rec":
                records.append(event)
    for event in sorted(records, key=lambda e: e["t"]):
        key = (event["p"], event["o"])
        if key not in seen:
            seen[key] = event["t"]
            continue
        duplicates += 1
        covered = any(t < event["t"] and offset > event["o"]
                      for t, offset in commits.get(event["p"], ()))
        beyond += covered
    return duplicates, beyond


class Cell:
    """One scenario in one mode: topics, workers, the fault's helpers, the check."""

    def __init__(self, cluster: KafkaCluster, ops: ClusterOperations, tools: JavaTools,
                 scenario: str, mode: str, records: int, span: float, workdir: Path,
                 record_size: int = 100) -> None:
        self.cluster, self.ops, self.tools = cluster, ops, tools
        self.scenario, self.mode, self.records, self.span = scenario, mode, records, span
        self.dir = Path(tempfile.mkdtemp(prefix=f"{scenario}-{mode}-", dir=workdir))
        self.topic = unique_topic_name("faults", f"{scenario}-{mode}")
        self.output = self.topic + "-out"
        self.group = self.topic + "-group"
        self.stop_file = self.dir / "stop"
        self.record_size = record_size
        self.workers: dict[str, subprocess.Popen[bytes]] = {}
        self.logs: dict[str, Path] = {}
        self._members = 0
        self._next_offsets_check = 0.0

    # -- workers ---------------------------------------------------------------------------------

    def spawn(self, mode: str, name: str, *, topic: str, count: int = 0, rate: float = 0.0,
              chunk: int = 100, transactional_id: str = "") -> None:
        log = self.logs[name] = self.dir / f"{name}.jsonl"
        argv = [sys.executable, "-m", "benchmarks.faults.worker", mode,
                "--bootstrap", self.cluster.proxied_bootstrap, "--topic", topic,
                "--output", self.output, "--group", self.group, "--writer", name,
                "--log", str(log), "--stop-file", str(self.stop_file), "--count", str(count),
                "--rate", str(rate), "--chunk", str(chunk), "--size", str(self.record_size),
                "--request-timeout-ms", str(REQUEST_TIMEOUT_MS),
                "--transactional-id", transactional_id or name]
        stderr = (self.dir / f"{name}.stderr").open("wb")
        self.workers[name] = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=stderr)

    def spawn_member(self, replacing: str = "") -> str:
        """A new group member (group mode) or exactly-once processor. An exactly-once processor
        that replaces a dead one takes over its transactional id, as a restarted instance
        does: its InitProducerId fences the dead one and aborts the transaction it left open
        at once (a new id would leave that transaction holding its offsets, and the partitions
        behind them, until transaction.timeout.ms ran out)."""
        self._members += 1
        name = f"m{self._members}-{self.topic[-6:]}"
        rate = self.records / self.span / 2
        kind = "consume" if self.mode == "group" else "eos"
        self.spawn(kind, name, topic=self.topic, rate=rate, chunk=50, transactional_id=replacing)
        return name

    def kill_worker(self) -> str:
        """SIGKILL a running workload process (the producer, or the first live member)."""
        for name, process in self.workers.items():
            if process.poll() is None and name != "seed":
                process.kill()
                process.wait()
                return name
        raise RuntimeError("no live worker to kill")

    def events(self, name: str) -> list[dict[str, Any]]:
        return _read_events(self.logs[name])

    def wait_for(self, predicate: Callable[[], bool], timeout: float, what: str) -> None:
        deadline = time.monotonic() + timeout
        while not predicate():
            if time.monotonic() > deadline:
                raise OperationTimeout(f"{what} not seen after {timeout:.0f}s")
            time.sleep(0.1)

    def _count(self, ev: str, names: Iterable[str]) -> int:
        return sum(1 for n in names for e in self.events(n) if e["ev"] == ev)

    # -- the cell --------------------------------------------------------------------------------

    def prepare(self) -> None:
        for topic in (self.topic, *([self.output] if self.mode == "exactly-once" else [])):
            self.tools.create_topic(topic, PARTITIONS, replication_factor=3,
                                    config={"min.insync.replicas": "2"})
            for partition in range(PARTITIONS):
                self.ops.wait_leader(topic, partition)
        if self.mode != "idempotent":  # the input, written before the fault (no fault yet)
            self.spawn("produce", "seed", topic=self.topic, count=self.records, rate=1e9,
                       chunk=1000)
            if self.workers["seed"].wait(timeout=120) != 0:
                raise RuntimeError("seeding the input topic failed: "
                                   + (self.dir / "seed.stderr").read_text()[-2000:])

    def start(self) -> None:
        if self.mode == "idempotent":
            self.spawn("produce", "p1", topic=self.topic, count=self.records,
                       rate=self.records / self.span)
            self.wait_for(lambda: self._count("ack", ["p1"]) > 0, 60, "a first acknowledgement")
        else:
            self.spawn_member()
            self.spawn_member()
            members = [n for n in self.workers if n != "seed"]
            self.wait_for(lambda: self._count("rec", members) > 0, 90, "a first processed record")

    def finish(self, timeout: float = 300.0) -> None:
        """Let the workload end (every record acknowledged or processed), then stop it."""
        deadline = time.monotonic() + timeout
        if self.mode == "idempotent":
            for name, process in self.workers.items():
                if process.poll() is None and process.returncode is None:
                    try:
                        process.wait(timeout=max(1.0, deadline - time.monotonic()))
                    except subprocess.TimeoutExpired:
                        process.kill()
                        process.wait()
                        raise OperationTimeout(f"producer {name} did not finish") from None
            return
        try:
            self.wait_for(self._all_processed, max(1.0, deadline - time.monotonic()),
                          "every record processed")
        finally:
            self.stop_file.touch()
            for process in self.workers.values():
                try:
                    process.wait(timeout=60)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()

    def _all_processed(self) -> bool:
        """Every seeded record processed: seen in the members' event logs or, failing that,
        covered by the offsets the group committed. The logs alone cannot tell: an
        exactly-once member writes its events after its transaction commits, so one SIGKILLed
        in between leaves a committed round that no log shows (nobody processes it again:
        exactly once). The committed offsets are asked at most every 2 s."""
        seed = [e for e in self.events("seed") if e["ev"] == "ack"]
        members = [n for n in self.workers if n != "seed"]
        seen = {(e["w"], e["s"]) for n in members for e in self.events(n) if e["ev"] == "rec"}
        if {(e["w"], e["s"]) for e in seed} <= seen:
            return True
        if time.monotonic() < self._next_offsets_check:
            return False
        self._next_offsets_check = time.monotonic() + 2.0
        ends: dict[int, int] = {}
        for event in seed:
            ends[event["p"]] = max(ends.get(event["p"], 0), event["o"] + 1)
        try:
            committed = self.ops.committed_offsets(self.group, self.topic, PARTITIONS)
        except OperationTimeout:
            return False
        return all(committed.get(p, -1) >= end for p, end in ends.items())

    def recover(self) -> None:
        """Heal every proxy, bring every node back, wait for the topics to be in sync."""
        self.cluster.heal_all()
        for node_id in self.cluster.node_ids:
            if not self.cluster.is_running(node_id):
                self.cluster.start_node(node_id)
        for topic in (self.topic, *([self.output] if self.mode == "exactly-once" else [])):
            self.ops.wait_in_sync(topic)

    def _read_back(self, topic: str, acknowledged: int, *, read_committed: bool = False,
                   ) -> tuple[list[Found], int]:
        """Every record of ``topic`` (the console consumer stops after 3 s without one), read
        again with 30 s of patience if fewer came back than were acknowledged. Why: the idle
        clock runs from the consumer's first poll, so on a loaded machine its group join alone
        outlasted 3 s and a cell reported all 3,000 acknowledged records lost (found 0); a
        short read is checked before it counts as loss, a real loss is still one."""
        found, unreadable = read_topic(self.tools, topic, read_committed=read_committed,
                                       idle_ms=3000)
        if len(found) < acknowledged:
            found, unreadable = read_topic(self.tools, topic, read_committed=read_committed,
                                           idle_ms=30_000)
        return found, unreadable

    def result(self, seconds: float) -> CellResult:
        members = [n for n in self.workers if n != "seed"]
        errors: Counter[str] = Counter()
        for name in members:
            for event in self.events(name):
                if event["ev"] == "err":
                    errors[event["type"] + (" (retriable)" if event["retriable"] else "")] += 1
        out = CellResult(self.scenario, self.mode, errors=dict(errors), seconds=round(seconds, 1))
        if self.mode == "idempotent":
            events = [e for n in members for e in self.events(n)]
            acked = [(e["w"], e["s"]) for e in events if e["ev"] == "ack"]
            found, unreadable = self._read_back(self.topic, len(set(acked)))
            report = check(found, acked, sent=sum(e["n"] for e in events if e["ev"] == "sent"),
                           unreadable=unreadable)
            out.longest_stall_s = longest_partition_gap(events)
        else:
            seed = self.events("seed")
            acked = [(e["w"], e["s"]) for e in seed if e["ev"] == "ack"]
            member_events = [self.events(n) for n in members]
            if self.mode == "group":
                found = [Found(e["p"], e["o"], e["w"], e["s"])
                         for events in member_events for e in events if e["ev"] == "rec"]
                unreadable = 0
                _dups, out.beyond_window = beyond_window(member_events)
            else:
                found, unreadable = self._read_back(self.output, len(set(acked)),
                                                    read_committed=True)
            report = check(found, acked, sent=len(acked), unreadable=unreadable)
            if self.mode == "group":
                report.reordered = 0  # processing order across members is not an order
            out.longest_stall_s = longest_gap(
                e["t"] for events in member_events for e in events if e["ev"] == "rec")
        self._fill(out, report)
        return out

    @staticmethod
    def _fill(out: CellResult, report: LedgerReport) -> None:
        out.sent, out.acknowledged = report.sent, report.acknowledged
        out.lost, out.duplicated, out.reordered = report.lost, report.duplicated, report.reordered
        out.longest_stall_s = round(out.longest_stall_s, 2)
        if report.unreadable:
            out.problem = f"{report.unreadable} unreadable records"
        if report.lost:
            out.problem = (out.problem + " " + report.summary()).strip()

    def close(self) -> None:
        self.stop_file.touch()
        for process in self.workers.values():
            if process.poll() is None:
                process.kill()
                process.wait()


def run_cell(cluster: KafkaCluster, ops: ClusterOperations, tools: JavaTools, scenario: Any,
             mode: str, records: int, workdir: Path) -> CellResult:
    started = time.monotonic()
    cell = Cell(cluster, ops, tools, scenario.name, mode, records, scenario.span, workdir,
                scenario.record_size)
    try:
        cell.prepare()
        cell.start()
        scenario.fault(cell)
        cell.finish()
        cell.recover()
        return cell.result(time.monotonic() - started)
    except Exception as exc:
        with contextlib.suppress(Exception):
            cell.recover()
        result = CellResult(scenario.name, mode, seconds=round(time.monotonic() - started, 1),
                            problem=f"{type(exc).__name__}: {exc}"[:300])
        return result
    finally:
        cell.close()


def start_cluster(workdir: Path | None = None) -> KafkaCluster:
    return KafkaCluster(nodes=3, proxied=True, broker_config=BROKER_CONFIG,
                        work_dir=workdir).start()


def as_json(results: list[CellResult]) -> list[dict[str, Any]]:
    return [{**asdict(r), "passed": r.passed} for r in results]


def shuffle_seeded(items: list[Any], seed: int) -> list[Any]:
    out = list(items)
    random.Random(seed).shuffle(out)
    return out
