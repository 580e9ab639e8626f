"""Failover stalls: how long delivery stops when a partition's leader moves or dies, with and
without KIP-951 leader hints.

``python -m benchmarks.bench_failover [--rate N] [--seconds S]`` (``make bench-failover``)

A 3-node cluster (``kafka_async.testing.KafkaCluster(nodes=3)``, RF 3, min ISR 2). Per run: a
fresh 1-partition topic led by node 1; an idempotent producer (acks=all) sends keyed records at
a steady rate while a consumer reads them; after a steady start the leader is moved (``move``:
replica order changed, preferred election: the old leader stays up and names the new one) or
killed (``kill``: SIGKILL, restarted afterwards); the run goes on until records flow again (at
least ``--seconds`` after the fault). Reported per run: the longest gap between consecutive
acknowledgements (producer) and between consecutive records read (consumer), how many Metadata
requests each client sent, and that nothing was lost or repeated. ``without hints`` runs the
same code with ``KafkaClient.apply_leader_hints`` accepting nothing, i.e. a metadata refresh
after every leadership error, as before KIP-951 support.

``pause`` (adaptive partitioning): records without a key over 6 partitions while one broker is
frozen (SIGSTOP) for 3 s; counted: the records sent during the freeze that waited for it to
end, with adaptive partitioning and a 300 ms ``partitioner_availability_timeout_ms``, and with
uniform sticky partitioning.

``latency`` (adaptive partitioning, through the fault proxies of ``KafkaCluster(proxied=True)``):
the same records while one broker's link has 300 ms (+- 50 ms) of latency each way for the whole
run: the share of records that went to the slow broker's partitions and the p50/p99 time to
acknowledgement, adaptive (queue-weighted, no availability timeout) against uniform sticky.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

import anyio

from benchmarks import charts
from kafka_async import Admin, Consumer, Producer
from kafka_async.admin import ElectionType, NewPartitionReassignment, NewTopic, TopicPartition
from kafka_async.cluster.client import KafkaClient
from kafka_async.protocol.errors import ElectionNotNeededError, UnknownTopicOrPartitionError
from kafka_async.testing import KafkaCluster

METADATA = 3
RESULTS_PATH = Path(__file__).resolve().parent / "results" / "failover.json"


class Counter:
    def __init__(self) -> None:
        self.metadata = 0

    def on_broker_write(self, node_id: int, api_key: int, api_version: int, size: int) -> None:
        if api_key == METADATA:
            self.metadata += 1


@contextmanager
def hints_disabled(disabled: bool) -> Iterator[None]:
    original = KafkaClient.apply_leader_hints
    if disabled:
        KafkaClient.apply_leader_hints = (  # type: ignore[method-assign]
            lambda self, hints, endpoints=(): frozenset())
    try:
        yield
    finally:
        KafkaClient.apply_leader_hints = original  # type: ignore[method-assign]


async def leader_of(admin: Admin, tp: TopicPartition) -> tuple[tuple[int, ...], int]:
    described = (await admin.describe_topics([tp.topic], return_exceptions=True))[tp.topic]
    if isinstance(described, UnknownTopicOrPartitionError):  # not on every broker yet
        return (), -1
    info = described.partitions[tp.partition]
    return tuple(info.replicas), info.leader


async def wait_leader(admin: Admin, tp: TopicPartition, want: Any) -> None:
    with anyio.fail_after(120):
        while not want(*(await leader_of(admin, tp))):
            await anyio.sleep(0.1)


async def move(admin: Admin, tp: TopicPartition, to: int) -> None:
    replicas, _ = await leader_of(admin, tp)
    order = [to, *[n for n in replicas if n != to]]
    await admin.alter_partition_reassignments({tp: NewPartitionReassignment(order)})
    await wait_leader(admin, tp, lambda r, _: list(r) == order)
    with anyio.fail_after(120):
        while True:
            outcome = await admin.elect_leaders(ElectionType.PREFERRED, [tp],
                                                return_exceptions=True)
            if outcome[tp] is None or isinstance(outcome[tp], ElectionNotNeededError):
                break
            await anyio.sleep(0.1)


def longest_gap(times: list[float], start: float, end: float) -> float:
    """The longest time without an event inside [start, end] (the fault's window)."""
    inside = [t for t in times if start <= t <= end]
    points = [start, *inside, end]
    return max(b - a for a, b in itertools.pairwise(points))


async def one_run(cluster: KafkaCluster, scenario: str, rate: int, seconds: float
                  ) -> dict[str, Any]:
    bootstrap = cluster.bootstrap
    topic = f"failover-{scenario}-{uuid.uuid4().hex[:6]}"
    tp = TopicPartition(topic, 0)
    acked: list[float] = []
    read: list[float] = []
    values: list[int] = []
    errors: list[str] = []
    produced_hooks, consumed_hooks = Counter(), Counter()
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, replica_assignments={0: [1, 2, 3]})])
        await wait_leader(admin, tp, lambda r, leader: leader == 1)
        consumer = Consumer(bootstrap_servers=bootstrap, auto_offset_reset="earliest",
                            fetch_max_wait_ms=100, hooks=[consumed_hooks])
        consumer.assign([tp])
        sent = 0
        async with Producer(bootstrap_servers=bootstrap, acks="all", linger_ms=0,
                            hooks=[produced_hooks]) as producer, consumer:
            stop = anyio.Event()

            async def produce() -> None:
                nonlocal sent
                interval = 1 / rate
                next_at = time.monotonic()
                while not stop.is_set():
                    handle = await producer.send(topic, str(sent).encode(), key=b"k")
                    handle.add_done_callback(
                        lambda h: acked.append(time.monotonic()) if h.exception() is None
                        else errors.append(repr(h.exception())))
                    sent += 1
                    next_at += interval
                    await anyio.sleep(max(0.0, next_at - time.monotonic()))

            async def consume() -> None:
                while True:
                    batch = await consumer.getmany(timeout_ms=200)
                    now = time.monotonic()
                    for records in batch.values():
                        for record in records:
                            read.append(now)
                            values.append(int(record.value))
                    if stop.is_set() and len(values) >= sent and sent and len(acked) >= sent:
                        return

            async with anyio.create_task_group() as tasks:
                tasks.start_soon(produce)
                tasks.start_soon(consume)
                await anyio.sleep(2.0)
                fault_at = time.monotonic()
                if scenario == "move":
                    await move(admin, tp, 2)
                else:
                    await anyio.to_thread.run_sync(cluster.kill_node, 1)
                # until delivery flows again (acknowledged and read within the last 0.3 s),
                # at least ``seconds`` after the fault, at most two minutes
                with anyio.move_on_after(120):
                    while True:
                        await anyio.sleep(0.1)
                        now = time.monotonic()
                        if (now - fault_at >= seconds and acked and read
                                and now - acked[-1] < 0.3 and now - read[-1] < 0.3):
                            break
                window_end = time.monotonic()
                stop.set()
        if scenario == "kill":
            await anyio.to_thread.run_sync(cluster.start_node, 1)
    duplicates = len(values) - len(set(values))
    return {
        "scenario": scenario, "sent": sent, "acknowledged": len(acked), "read": len(values),
        "lost": len(set(range(sent)) - set(values)), "duplicated": duplicates,
        "producer_longest_stall_ms": round(longest_gap(acked, fault_at, window_end) * 1000, 1),
        "consumer_longest_stall_ms": round(longest_gap(read, fault_at, window_end) * 1000, 1),
        "producer_metadata_requests": produced_hooks.metadata,
        "consumer_metadata_requests": consumed_hooks.metadata,
        "errors": errors[:3],
    }


PAUSED_NODE = 3


def _record_latency(start: float, latencies: list[float], errors: list[str],
                    handle: Any) -> None:
    error = handle.exception()
    if error is None:
        latencies.append(time.monotonic() - start)
    else:
        errors.append(repr(error))


async def paused_broker_run(cluster: KafkaCluster, adaptive: bool, rate: int, pause_s: float
                            ) -> dict[str, Any]:
    """Records without a key over 6 partitions (2 led by each node) while one broker is frozen
    (SIGSTOP) for ``pause_s``: how many of the records sent during the freeze waited for it
    to end (acknowledged more than a second after they were sent), with adaptive partitioning
    and a 300 ms availability timeout, or with neither (uniform sticky)."""
    bootstrap = cluster.bootstrap
    topic = f"failover-pause-{uuid.uuid4().hex[:6]}"
    layout = {p: [p % 3 + 1, (p + 1) % 3 + 1, (p + 2) % 3 + 1] for p in range(6)}
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, replica_assignments=layout)])
        for p, replicas in layout.items():
            await wait_leader(admin, TopicPartition(topic, p),
                              lambda r, leader, want=replicas[0]: leader == want)
    latencies: list[float] = []
    errors: list[str] = []
    async with Producer(bootstrap_servers=bootstrap, acks=1, linger_ms=5,
                        partitioner_adaptive_partitioning_enable=adaptive,
                        partitioner_availability_timeout_ms=300 if adaptive else 0,
                        request_timeout_ms=60_000) as producer:
        for p in range(6):
            await (await producer.send(topic, b"warm", partition=p))
        interval = 1 / rate
        sent_at = time.monotonic()
        paused_at = sent_at + 1.0
        resumed_at = paused_at + pause_s
        paused = resumed = False
        handles = []
        while time.monotonic() < resumed_at + 1.0:
            now = time.monotonic()
            if not paused and now >= paused_at:
                cluster.pause_node(PAUSED_NODE)
                paused = True
            if paused and not resumed and now >= resumed_at:
                cluster.resume_node(PAUSED_NODE)
                resumed = True
            handle = await producer.send(topic, b"x" * 100)
            start = time.monotonic()
            if paused_at <= start < resumed_at:
                handle.add_done_callback(partial(_record_latency, start, latencies, errors))
                handles.append(handle)
            sent_at += interval
            await anyio.sleep(max(0.0, sent_at - time.monotonic()))
        await producer.flush()
    waited = sum(1 for latency in latencies if latency > 1.0)
    return {"scenario": "pause", "adaptive": adaptive, "sent_during_pause": len(handles),
            "waited_for_the_broker": waited,
            "waited_share": round(waited / max(len(handles), 1), 3),
            "errors": errors[:3]}


async def slow_broker_run(cluster: KafkaCluster, adaptive: bool, rate: int, seconds: float
                          ) -> dict[str, Any]:
    """Records without a key over 6 partitions (2 led by each node), the producer reaching the
    brokers through their fault proxies, node PAUSED_NODE's link 300 ms slower each way."""
    topic = f"failover-slow-{uuid.uuid4().hex[:6]}"
    layout = {p: [p % 3 + 1, (p + 1) % 3 + 1, (p + 2) % 3 + 1] for p in range(6)}
    async with Admin(bootstrap_servers=cluster.bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, replica_assignments=layout)])
        for p, replicas in layout.items():
            await wait_leader(admin, TopicPartition(topic, p),
                              lambda r, leader, want=replicas[0]: leader == want)
    slow = {p for p, replicas in layout.items() if replicas[0] == PAUSED_NODE}
    latencies: list[float] = []
    partitions: list[int] = []
    errors: list[str] = []

    def done(start: float, handle: Any) -> None:
        error = handle.exception()
        if error is not None:
            errors.append(repr(error))
            return
        latencies.append(time.monotonic() - start)
        partitions.append(handle.result().partition)

    proxy = cluster.proxy(PAUSED_NODE)
    async with Producer(bootstrap_servers=cluster.proxied_bootstrap, acks=1, linger_ms=5,
                        partitioner_adaptive_partitioning_enable=adaptive) as producer:
        for p in range(6):
            await (await producer.send(topic, b"warm", partition=p))
        proxy.set_latency(300, 50)
        try:
            interval = 1 / rate
            sent_at = begin = time.monotonic()
            while time.monotonic() < begin + seconds:
                handle = await producer.send(topic, b"x" * 100)
                handle.add_done_callback(partial(done, time.monotonic()))
                sent_at += interval
                await anyio.sleep(max(0.0, sent_at - time.monotonic()))
            await producer.flush()
        finally:
            proxy.heal()
    ordered = sorted(latencies)

    def pct(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 1)

    return {"scenario": "latency", "adaptive": adaptive, "sent": len(latencies) + len(errors),
            "to_slow_broker_share": round(sum(p in slow for p in partitions)
                                          / max(len(partitions), 1), 3),
            "p50_ms": pct(0.5), "p99_ms": pct(0.99), "errors": errors[:3]}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_failover",
                                     description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--rate", type=int, default=1000, help="records per second")
    parser.add_argument("--seconds", type=float, default=4.0,
                        help="how long each run goes on after the fault, at least (it goes "
                             "on until records flow again)")
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--scenarios", default="move,kill,pause,latency")
    parser.add_argument("--no-write", action="store_true",
                        help="print only (default: also write benchmarks/results/failover.json)")
    args = parser.parse_args(argv)
    results: list[dict[str, Any]] = []
    paused_runs: list[dict[str, Any]] = []
    slow_runs: list[dict[str, Any]] = []
    with KafkaCluster(nodes=3, proxied=True) as cluster:
        for _ in range(args.repeats):
            for scenario in args.scenarios.split(","):
                if scenario == "latency":
                    for adaptive in (True, False):
                        outcome = anyio.run(slow_broker_run, cluster, adaptive, args.rate,
                                            max(args.seconds, 5.0))
                        print(json.dumps(outcome), file=sys.stderr, flush=True)
                        slow_runs.append(outcome)
                    continue
                if scenario == "pause":
                    for adaptive in (True, False):
                        outcome = anyio.run(paused_broker_run, cluster, adaptive, args.rate,
                                            3.0)
                        print(json.dumps(outcome), file=sys.stderr, flush=True)
                        paused_runs.append(outcome)
                    continue
                for disabled in (False, True):
                    with hints_disabled(disabled):
                        run = anyio.run(one_run, cluster, scenario, args.rate, args.seconds)
                    run["leader_hints"] = not disabled
                    print(json.dumps(run), file=sys.stderr, flush=True)
                    results.append(run)
    if results:
        print("| scenario | leader hints | sent | lost | duplicated | producer stall (ms) | "
              "consumer stall (ms) | Metadata requests (producer / consumer) |")
        print("| --- | --- | --: | --: | --: | --: | --: | --: |")
    for run in results:
        print(f"| {run['scenario']} | {'yes' if run['leader_hints'] else 'no'} | {run['sent']} | "
              f"{run['lost']} | {run['duplicated']} | {run['producer_longest_stall_ms']} | "
              f"{run['consumer_longest_stall_ms']} | {run['producer_metadata_requests']} / "
              f"{run['consumer_metadata_requests']} |")
    if paused_runs:
        print("| broker frozen 3 s, records without a key | sent while frozen | waited for the "
              "broker (> 1 s) | share |")
        print("| --- | --: | --: | --: |")
        for outcome in paused_runs:
            label = ("adaptive, availability timeout 300 ms" if outcome["adaptive"]
                     else "uniform sticky")
            print(f"| {label} | {outcome['sent_during_pause']} | "
                  f"{outcome['waited_for_the_broker']} | {outcome['waited_share']} |")
    if slow_runs:
        print("| one broker's link 300 ms slower, records without a key | to the slow broker "
              "| p50 | p99 |")
        print("| --- | --: | --: | --: |")
        for outcome in slow_runs:
            label = "adaptive" if outcome["adaptive"] else "uniform sticky"
            print(f"| {label} | {outcome['to_slow_broker_share']:.1%} | {outcome['p50_ms']} ms "
                  f"| {outcome['p99_ms']} ms |")
    if not args.no_write:
        RESULTS_PATH.write_text(json.dumps({
            "command": "python -m benchmarks.bench_failover " + " ".join(
                sys.argv[1:] if argv is None else argv),
            "finished": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "rate": args.rate, "runs": results, "paused_broker_runs": paused_runs,
            "slow_broker_runs": slow_runs},
            indent=2) + "\n")
        charts.refresh(RESULTS_PATH)
    return 0 if all(run["lost"] == 0 for run in results) else 1


if __name__ == "__main__":
    sys.exit(main())
