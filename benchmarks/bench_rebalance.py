"""Rebalance time of kafka_async consumer groups: how long until the partitions are spread
again after a member joins or leaves, per group protocol and assignor.

Two members are stable on a 6-partition topic; a third starts (join -> stable: all three own
two) and then closes with LeaveGroup (leave -> stable: the two own three each). The figure is
the wall time from the start/close call until the assignments *observed on the members* are
final, median of ``--repeats``. It starts its own one-node broker with short group timeouts
(300 ms KIP-848 heartbeats; members use heartbeat_interval_ms=300) and stops it at the end.

    .venv/bin/python -m benchmarks.bench_rebalance [--repeats 3]

``--peers`` instead compares the join of a second member against aiokafka and confluent-kafka,
each client in its own process, interleaved on one broker (see "Rebalance time vs peers"
below and in docs/groups.md):

    .venv/bin/python -m benchmarks.bench_rebalance --peers [--repeats 3] [--cases range]
        [--timeline] [--warmups 1]

``--timeline`` prints kafka_async's membership steps (JoinGroup, SyncGroup, heartbeat answers,
callbacks; DEBUG records of kafka_async.consumer.group) in ms after member B starts.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import random
import signal
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from typing import Any

import anyio
import anyio.abc

from kafka_async import Admin, Consumer, TopicPartition
from kafka_async.admin import NewTopic
from kafka_async.consumer import ConsumerClosedError
from kafka_async.testing import KAFKA_VERSION, ExternalKafka
from kafka_async.testing.fixtures import running_cluster

BROKER_CONFIG = {
    "group.min.session.timeout.ms": "1000",
    "group.consumer.min.session.timeout.ms": "1000",
    "group.consumer.session.timeout.ms": "3000",
    "group.consumer.min.heartbeat.interval.ms": "200",
    "group.consumer.heartbeat.interval.ms": "300",
    "group.initial.rebalance.delay.ms": "0",
    # Kafka 4.3 batches KIP-848 target-assignment runs (KIP-1263; default at most one per
    # second per group): left on, a join waits a random 0-1000 ms for the broker's next run,
    # the same for every client, and that noise swamps the client-side figure measured here.
    "group.consumer.min.assignment.interval.ms": "0",
    "group.consumer.assignment.interval.ms": "0",
}
MEMBER: dict[str, Any] = {"session_timeout_ms": 3000, "heartbeat_interval_ms": 300,
          "auto_offset_reset": "earliest", "fetch_max_wait_ms": 200}
CASES = [("classic", "range"), ("classic", "cooperative-sticky"), ("consumer", "server")]
PARTITIONS = 6


async def _member(consumer: Consumer, *,
                  task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
    async with consumer:
        task_status.started()
        while True:
            try:
                await consumer.getmany(timeout_ms=100)
            except ConsumerClosedError:
                return


async def _until(check: Callable[[], bool]) -> None:
    with anyio.fail_after(60):
        while not check():
            await anyio.sleep(0.005)


def _spread(members: list[Consumer], every: set[TopicPartition]) -> bool:
    owned = [m.assignment() for m in members]
    flat = [tp for a in owned for tp in a]
    share = len(every) // len(members)
    return set(flat) == every and len(flat) == len(every) and all(len(a) == share for a in owned)


async def _once(bootstrap: str, protocol: str, assignor: str) -> tuple[float, float]:
    topic = f"rebalance-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, num_partitions=PARTITIONS,
                                            replication_factor=1)])
    every = {TopicPartition(topic, p) for p in range(PARTITIONS)}
    group = f"rebalance-{uuid.uuid4().hex[:8]}"
    extra: dict[str, Any] = ({"partition_assignment_strategy": [assignor]}
                             if protocol == "classic" else {})

    def member() -> Consumer:
        return Consumer(topic, bootstrap_servers=bootstrap, group_id=group,
                        group_protocol=protocol, **MEMBER, **extra)

    first, second, third = member(), member(), member()
    async with anyio.create_task_group() as tasks:
        await tasks.start(_member, first)
        await tasks.start(_member, second)
        await _until(lambda: _spread([first, second], every))
        started = time.monotonic()
        await tasks.start(_member, third)
        await _until(lambda: _spread([first, second, third], every))
        join = time.monotonic() - started
        started = time.monotonic()
        await third.close()
        await _until(lambda: _spread([first, second], every))
        leave = time.monotonic() - started
        await second.close()
        await first.close()
    return join, leave


async def _run(bootstrap: str, repeats: int) -> None:
    print(f"| protocol | assignor | join -> stable | leave -> stable |  (median of {repeats})")
    print("| --- | --- | --: | --: |")
    for protocol, assignor in CASES:
        runs = [await _once(bootstrap, protocol, assignor) for _ in range(repeats)]
        join = statistics.median(r[0] for r in runs) * 1000
        leave = statistics.median(r[1] for r in runs) * 1000
        print(f"| {protocol} | {assignor} | {join:.0f} ms | {leave:.0f} ms |")


# --- Rebalance time vs peers -------------------------------------------------------------------
# Member A of a client library consumes a fresh 6-partition topic in a fresh group and is
# stable (its own assign callback reported all 6); after a settle delay with a random phase
# (the same for every client within a repeat) member B of the same library subscribes. The
# figure is the wall time from just before B is created and subscribes until B's own assign
# callback has reported partitions *and* A's revoke callback has returned, measured inside the
# client's own process (``--child``) so no client shares an interpreter or an event loop with
# another. After one unrecorded warm-up round (``--warmups``), the parent interleaves clients
# per repeat on one broker, rotating their order (A B C, B C A, C A B, ...), and besides the
# medians prints the per-repeat (paired) differences, which share the heartbeat phase and so
# carry less of its noise. kafka_async's
# assign callback, like aiokafka's and librdkafka's, runs before the committed-offset lookup
# (GroupManager.assign_more), so every client stops the clock at the same step.

PEER_CLIENTS = ("kafka_async", "aiokafka", "confluent")
#: (label, group protocol, classic assignor, clients that take part). aiokafka has neither a
#: cooperative assignor nor KIP-848 support.
PEER_CASES = (("classic, range (eager)", "classic", "range", PEER_CLIENTS),
              ("classic, cooperative-sticky", "classic", "cooperative-sticky",
               ("kafka_async", "confluent")),
              ("consumer (KIP-848)", "consumer", "", ("kafka_async", "confluent")))
SESSION_TIMEOUT_MS = 3000
HEARTBEAT_INTERVAL_MS = 300
CHILD_TIMEOUT_S = 90.0


def median_ms(seconds: list[float]) -> float | None:
    """Median of the successful runs in milliseconds; None when every run failed."""
    return statistics.median(seconds) * 1000 if seconds else None


def ratio(peer_ms: float | None, ours_ms: float | None) -> float | None:
    """peer / ours for a time: > 1 means kafka_async reached the assignment sooner."""
    if peer_ms is None or ours_ms is None or ours_ms <= 0:
        return None
    return peer_ms / ours_ms


def peer_table(medians: dict[tuple[str, str], float | None], repeats: int) -> str:
    """The markdown table: one row per case, a column per client and per peer ratio.

    ``medians`` maps (case label, client) to the median in ms; a missing key is "n/a" (the
    client cannot take part), a None value "failed"."""
    peers = [c for c in PEER_CLIENTS if c != "kafka_async"]
    head = (["case"] + list(PEER_CLIENTS) + [f"{p}/ours" for p in peers])
    lines = ["| " + " | ".join(head) + " |",
             "| --- | " + " | ".join("--:" for _ in head[1:]) + " |"]
    for label, _protocol, _assignor, _clients in PEER_CASES:
        cells = [label]
        for client in PEER_CLIENTS:
            if (label, client) not in medians:
                cells.append("n/a")
            else:
                value = medians[(label, client)]
                cells.append("failed" if value is None else f"{value:.0f} ms")
        ours = medians.get((label, "kafka_async"))
        for peer in peers:
            value = ratio(medians.get((label, peer)), ours)
            cells.append("n/a" if value is None else f"{value:.2f}x")
        lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    lines.append(f"Median of {repeats} interleaved repeats; ratio = peer / kafka_async "
                 "(> 1: kafka_async faster).")
    return "\n".join(lines)


class _Marks:
    """Times (monotonic) the members' own rebalance callbacks saw, shared by every client."""

    def __init__(self) -> None:
        self.a_owned: set[tuple[str, int]] = set()
        self.a_revoked_at: float | None = None
        self.b_assigned_at: float | None = None

    def done(self) -> bool:
        return self.b_assigned_at is not None and self.a_revoked_at is not None

    def finished_at(self) -> float:
        assert self.b_assigned_at is not None and self.a_revoked_at is not None
        return max(self.b_assigned_at, self.a_revoked_at)


class _KafkaAsyncListener:
    def __init__(self, marks: _Marks, first: bool) -> None:
        self.marks, self.first = marks, first

    async def on_partitions_revoked(self, revoked: frozenset[TopicPartition]) -> None:
        if self.first and revoked:
            self.marks.a_owned -= {(tp.topic, tp.partition) for tp in revoked}
            self.marks.a_revoked_at = time.monotonic()

    async def on_partitions_assigned(self, assigned: frozenset[TopicPartition]) -> None:
        if self.first:
            self.marks.a_owned |= {(tp.topic, tp.partition) for tp in assigned}
        elif assigned and self.marks.b_assigned_at is None:
            self.marks.b_assigned_at = time.monotonic()

    async def on_partitions_lost(self, lost: frozenset[TopicPartition]) -> None:
        await self.on_partitions_revoked(lost)


class _Timeline(logging.Handler):
    """``--timeline``: kafka_async's DEBUG membership steps (classic.py ``_trace``), stamped
    with the monotonic clock the measurement uses."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.steps: list[tuple[float, str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.steps.append((time.monotonic(), record.getMessage()))

    def print_from(self, started: float, marks: _Marks) -> None:
        steps = list(self.steps)
        if marks.a_revoked_at is not None:
            steps.append((marks.a_revoked_at, "member-a revoke callback"))
        if marks.b_assigned_at is not None:
            steps.append((marks.b_assigned_at, "member-b assign callback"))
        for at, text in sorted(steps):
            if at >= started:
                print(f"    {(at - started) * 1000:7.1f} ms  {text}", file=sys.stderr)


async def _child_kafka_async(spec: dict[str, Any], marks: _Marks) -> float:
    settings: dict[str, Any] = {"auto_offset_reset": "earliest", "fetch_max_wait_ms": 100,
                                "group_protocol": spec["protocol"]}
    timeline = _Timeline() if spec.get("timeline") else None
    if timeline is not None:
        group_logger = logging.getLogger("kafka_async.consumer.group")
        group_logger.setLevel(logging.DEBUG)
        group_logger.addHandler(timeline)
        group_logger.propagate = False  # the steps are printed at the end, not as they come
    if spec["protocol"] == "classic":
        settings.update(session_timeout_ms=SESSION_TIMEOUT_MS,
                        heartbeat_interval_ms=HEARTBEAT_INTERVAL_MS,
                        partition_assignment_strategy=[spec["assignor"]])

    def member(first: bool) -> Consumer:
        consumer = Consumer(bootstrap_servers=spec["bootstrap"], group_id=spec["group"],
                            client_id="member-a" if first else "member-b", **settings)
        consumer.subscribe([spec["topic"]], listener=_KafkaAsyncListener(marks, first))
        return consumer

    async with anyio.create_task_group() as tasks:
        first = member(True)
        await tasks.start(_member, first)
        await _until(lambda: len(marks.a_owned) == PARTITIONS)
        await anyio.sleep(spec["settle_ms"] / 1000)
        started = time.monotonic()
        second = member(False)
        await tasks.start(_member, second)
        await _until(marks.done)
        elapsed = marks.finished_at() - started  # before close: closing revokes again
        if timeline is not None:
            timeline.print_from(started, marks)
        await second.close()
        await first.close()
    return elapsed


async def _child_aiokafka(spec: dict[str, Any], marks: _Marks) -> float:
    from aiokafka import (  # type: ignore[import-untyped]
        AIOKafkaConsumer,
        ConsumerRebalanceListener,
    )
    from aiokafka.coordinator.assignors.range import (  # type: ignore[import-untyped]
        RangePartitionAssignor,
    )

    class Listener(ConsumerRebalanceListener):  # type: ignore[misc]
        def __init__(self, first: bool) -> None:
            self.first = first

        async def on_partitions_revoked(self, revoked: Any) -> None:
            if self.first and revoked:
                marks.a_owned -= {(tp.topic, tp.partition) for tp in revoked}
                marks.a_revoked_at = time.monotonic()

        async def on_partitions_assigned(self, assigned: Any) -> None:
            if self.first:
                marks.a_owned |= {(tp.topic, tp.partition) for tp in assigned}
            elif assigned and marks.b_assigned_at is None:
                marks.b_assigned_at = time.monotonic()

    async def member(first: bool) -> Any:
        consumer = AIOKafkaConsumer(
            bootstrap_servers=spec["bootstrap"], group_id=spec["group"],
            auto_offset_reset="earliest", fetch_max_wait_ms=100,
            session_timeout_ms=SESSION_TIMEOUT_MS, heartbeat_interval_ms=HEARTBEAT_INTERVAL_MS,
            partition_assignment_strategy=(RangePartitionAssignor,))
        await consumer.start()
        consumer.subscribe([spec["topic"]], listener=Listener(first))
        return consumer

    async def drain(consumer: Any) -> None:
        while True:
            await consumer.getmany(timeout_ms=100)

    async with anyio.create_task_group() as tasks:
        first = await member(True)
        tasks.start_soon(drain, first)
        await _until(lambda: len(marks.a_owned) == PARTITIONS)
        await anyio.sleep(spec["settle_ms"] / 1000)
        started = time.monotonic()
        second = await member(False)
        tasks.start_soon(drain, second)
        await _until(marks.done)
        elapsed = marks.finished_at() - started  # before stop: stopping may revoke again
        tasks.cancel_scope.cancel()
    await second.stop()
    await first.stop()
    return elapsed


def _child_confluent(spec: dict[str, Any], marks: _Marks) -> float:
    import threading

    from confluent_kafka import Consumer as ConfluentConsumer

    config: dict[str, Any] = {"bootstrap.servers": spec["bootstrap"], "group.id": spec["group"],
                              "auto.offset.reset": "earliest", "fetch.wait.max.ms": 100,
                              "group.protocol": spec["protocol"], "log_level": 0}
    if spec["protocol"] == "classic":
        config.update({"session.timeout.ms": SESSION_TIMEOUT_MS,
                       "heartbeat.interval.ms": HEARTBEAT_INTERVAL_MS,
                       "partition.assignment.strategy": spec["assignor"]})
    stop = threading.Event()

    def member(first: bool) -> tuple[Any, threading.Thread]:
        def on_assign(_consumer: Any, partitions: list[Any]) -> None:
            if first:
                marks.a_owned |= {(tp.topic, tp.partition) for tp in partitions}
            elif partitions and marks.b_assigned_at is None:
                marks.b_assigned_at = time.monotonic()

        def on_revoke(_consumer: Any, partitions: list[Any]) -> None:
            if first and partitions:
                marks.a_owned -= {(tp.topic, tp.partition) for tp in partitions}
                marks.a_revoked_at = time.monotonic()

        consumer = ConfluentConsumer(config)
        consumer.subscribe([spec["topic"]], on_assign=on_assign, on_revoke=on_revoke,
                           on_lost=on_revoke)

        def poll() -> None:
            while not stop.is_set():
                consumer.poll(0.05)

        thread = threading.Thread(target=poll, daemon=True)
        thread.start()
        return consumer, thread

    def wait(check: Callable[[], bool]) -> None:
        deadline = time.monotonic() + 60
        while not check():
            if time.monotonic() > deadline:
                raise TimeoutError("no assignment within 60 s")
            time.sleep(0.005)

    first, first_thread = member(True)
    wait(lambda: len(marks.a_owned) == PARTITIONS)
    time.sleep(spec["settle_ms"] / 1000)
    started = time.monotonic()
    second, second_thread = member(False)
    wait(marks.done)
    elapsed = marks.finished_at() - started  # before close: closing revokes again
    stop.set()
    first_thread.join()
    second_thread.join()
    second.close()
    first.close()
    return elapsed


def _child(spec: dict[str, Any]) -> None:
    """One measurement in this process; prints one JSON line for the parent."""
    marks = _Marks()
    try:
        if spec["client"] == "kafka_async":
            seconds = anyio.run(_child_kafka_async, spec, marks)
        elif spec["client"] == "aiokafka":
            seconds = anyio.run(_child_aiokafka, spec, marks)
        else:
            seconds = _child_confluent(spec, marks)
    except Exception as error:  # reported to the parent, which marks the run failed
        print(json.dumps({"error": f"{type(error).__name__}: {error}"}))
        return
    print(json.dumps({"seconds": seconds}))


def _run_child(spec: dict[str, Any]) -> float | None:
    """Run one measurement in a fresh process (own session, killed on timeout)."""
    command = [sys.executable, "-m", "benchmarks.bench_rebalance", "--child", json.dumps(spec)]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True,
                          start_new_session=True) as process:
        try:
            out, _ = process.communicate(timeout=CHILD_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            print(f"  {spec['client']} {spec['protocol']}: timed out", file=sys.stderr)
            return None
    for line in reversed(out.splitlines()):
        if line.startswith("{"):
            result = json.loads(line)
            if "seconds" in result:
                return float(result["seconds"])
            print(f"  {spec['client']} {spec['protocol']}: {result.get('error')}",
                  file=sys.stderr)
            return None
    print(f"  {spec['client']} {spec['protocol']}: no result (exit {process.returncode})",
          file=sys.stderr)
    return None


#: Per (case label, client): one result per repeat, in seconds, None where the run failed.
Runs = dict[tuple[str, str], list[float | None]]


def medians_of(runs: Runs) -> dict[tuple[str, str], float | None]:
    """The table's figures: the median of each client's successful repeats (None: all failed)."""
    return {key: median_ms([v for v in values if v is not None]) for key, values in runs.items()}


def paired_differences(runs: Runs, label: str, peer: str) -> list[float]:
    """peer - kafka_async in ms, per repeat where both succeeded (> 0: kafka_async faster).

    Both clients of a repeat start member B at the same point of the heartbeat cadence, so the
    per-repeat difference cancels most of the heartbeat-phase noise the medians carry."""
    ours = runs.get((label, "kafka_async"), [])
    theirs = runs.get((label, peer), [])
    return [(p - o) * 1000 for o, p in zip(ours, theirs, strict=False)
            if o is not None and p is not None]


def paired_summary(runs: Runs) -> list[str]:
    """One line per (case, peer) with paired repeats: the median difference and the wins."""
    lines = []
    for label, _protocol, _assignor, clients in PEER_CASES:
        for peer in clients:
            if peer == "kafka_async":
                continue
            differences = paired_differences(runs, label, peer)
            if not differences:
                continue
            wins = sum(1 for d in differences if d > 0)
            lines.append(f"- {label}: {peer} - kafka_async per repeat: median "
                         f"{statistics.median(differences):+.0f} ms, kafka_async faster in "
                         f"{wins} of {len(differences)}")
    return lines


def client_order(clients: tuple[str, ...], repeat: int) -> list[str]:
    """The clients of a case rotated by one each repeat, so none always runs first (right
    after the topic and group churn of the previous case) or last."""
    shift = repeat % len(clients)
    return [*clients[shift:], *clients[:shift]]


def _peers(bootstrap: str, repeats: int, settle_ms: int, only: str,
           timeline: bool = False, warmups: int = 1) -> Runs:
    from benchmarks.broker import create_topic, delete_topic

    def measure_once(label: str, protocol: str, assignor: str, client: str,
                     delay_ms: float) -> float | None:
        topic = f"rebalance-{uuid.uuid4().hex[:8]}"
        create_topic(bootstrap, topic, PARTITIONS)
        spec = {"client": client, "protocol": protocol, "assignor": assignor,
                "bootstrap": bootstrap, "settle_ms": delay_ms, "topic": topic,
                "group": f"rebalance-{uuid.uuid4().hex[:8]}", "timeline": timeline}
        try:
            return _run_child(spec)
        finally:
            delete_topic(bootstrap, topic)

    def shown(seconds: float | None) -> str:
        return "failed" if seconds is None else f"{seconds * 1000:.0f} ms"

    cases = [case for case in PEER_CASES if only in case[0]]
    # Warm-up rounds, not recorded: the broker's first group operations (the JIT compiling
    # its group coordinator, __consumer_offsets partitions loading) would otherwise be
    # charged to whichever client runs first (it is kafka_async in repeat 1).
    for round_ in range(warmups):
        for label, protocol, assignor, clients in cases:
            for client in clients:
                seconds = measure_once(label, protocol, assignor, client, settle_ms)
                print(f"  warm-up {round_ + 1}: {label} {client}: {shown(seconds)} "
                      "(not counted)", file=sys.stderr)
    runs: Runs = {}
    phases = random.Random(848)
    for repeat in range(repeats):
        # B starts settle_ms + a random part of a heartbeat interval after A is stable, the
        # same for every client in this repeat: a classic join completes only at A's next
        # heartbeat, so a fixed delay would lock each client's heartbeat cadence to one phase
        # and measure that phase, not the rebalance.
        delay_ms = settle_ms + phases.uniform(0, HEARTBEAT_INTERVAL_MS)
        for label, protocol, assignor, clients in cases:
            for client in client_order(clients, repeat):
                seconds = measure_once(label, protocol, assignor, client, delay_ms)
                print(f"  repeat {repeat + 1}: {label} {client}: {shown(seconds)}",
                      file=sys.stderr)
                runs.setdefault((label, client), []).append(seconds)
    return runs


def _peers_main(repeats: int, settle_ms: int, only: str, timeline: bool, warmups: int) -> None:
    from benchmarks.broker import BENCH_BROKER_JVM_OPTS, BOOTSTRAP_ENV, BROKER_JVM_ENV
    from benchmarks.machine import describe

    external = os.environ.get(BOOTSTRAP_ENV)
    with contextlib.ExitStack() as stack:
        if external:
            endpoint = ExternalKafka(external).start()
            bootstrap, source, version = endpoint.bootstrap, f"${BOOTSTRAP_ENV}", str(
                endpoint.version)
        else:
            os.environ.setdefault(BROKER_JVM_ENV, BENCH_BROKER_JVM_OPTS)
            cluster = stack.enter_context(running_cluster(1, broker_config=BROKER_CONFIG))
            bootstrap, source = cluster.bootstrap, "kafka_async.testing.KafkaCluster(nodes=1)"
            version = KAFKA_VERSION
        machine = describe(version, source)
        runs = _peers(bootstrap, repeats, settle_ms, only, timeline, warmups)
    versions = ", ".join(f"{k} {v}" for k, v in machine["versions"].items())
    print(f"- Machine: {machine['cores']} cores ({machine['cpu']}), {machine['memory_gib']} GiB "
          f"RAM, {machine['os']}, Python {machine['python']}")
    print(f"- Broker: {machine['broker']} ({machine['broker_source']}), {machine['java']}")
    print(f"- Versions: {versions}")
    print(f"- Load average at start: {machine['load_average_start']}")
    print()
    print(peer_table(medians_of(runs), repeats))
    print()
    print("\n".join(paired_summary(runs)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--peers", action="store_true",
                        help="join time of a second member vs aiokafka and confluent-kafka")
    parser.add_argument("--settle-ms", type=int, default=500,
                        help="--peers: wait this long (plus a random part of a heartbeat "
                             "interval) after member A is stable before B starts")
    parser.add_argument("--cases", default="",
                        help="--peers: only the cases whose label contains this text")
    parser.add_argument("--warmups", type=int, default=1,
                        help="--peers: unrecorded rounds (every case and client once) first")
    parser.add_argument("--timeline", action="store_true",
                        help="--peers: print kafka_async's membership steps (ms after member B "
                             "starts) for every kafka_async run, on stderr")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    if args.child:
        _child(json.loads(args.child))
        return
    if args.peers:
        _peers_main(args.repeats, args.settle_ms, args.cases, args.timeline, args.warmups)
        return
    with running_cluster(1, broker_config=BROKER_CONFIG) as cluster:
        anyio.run(_run, cluster.bootstrap, args.repeats)


if __name__ == "__main__":
    main()
