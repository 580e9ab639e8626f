"""Rebalance time of kafka_async consumer groups: how long until the partitions are spread
again after a member joins or leaves, per group protocol and assignor.

Two members are stable on a 6-partition topic; a third starts (join -> stable: all three own
two) and then closes with LeaveGroup (leave -> stable: the two own three each). The figure is
the wall time from the start/close call until the assignments *observed on the members* are
final, median of ``--repeats``. It starts its own one-node broker with short group timeouts
(300 ms KIP-848 heartbeats; members use heartbeat_interval_ms=300) and stops it at the end.

    .venv/bin/python -m benchmarks.bench_rebalance [--repeats 3]
"""

from __future__ import annotations

import argparse
import logging
import statistics
import time
import uuid
from collections.abc import Callable
from typing import Any

import anyio
import anyio.abc

from kafka_async import Admin, Consumer, TopicPartition
from kafka_async.admin import NewTopic
from kafka_async.consumer import ConsumerClosedError
from kafka_async.testing.fixtures import running_cluster

BROKER_CONFIG = {
    "group.min.session.timeout.ms": "1000",
    "group.consumer.min.session.timeout.ms": "1000",
    "group.consumer.session.timeout.ms": "3000",
    "group.consumer.min.heartbeat.interval.ms": "200",
    "group.consumer.heartbeat.interval.ms": "300",
    "group.initial.rebalance.delay.ms": "0",
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    with running_cluster(1, broker_config=BROKER_CONFIG) as cluster:
        anyio.run(_run, cluster.bootstrap, args.repeats)


if __name__ == "__main__":
    main()
