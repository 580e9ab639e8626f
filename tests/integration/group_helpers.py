"""Helpers for the consumer-group integration tests: the short group timeouts of their broker
(started once per session by tests/integration/conftest.py) and members that record what they
own."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import anyio
import anyio.abc

from kafka_async import Admin, Consumer, TopicPartition
from kafka_async.consumer import ConsumerClosedError
from kafka_async.protocol.messages import ConsumerGroupDescribeRequest

#: Short session timeouts so that a crashed member is noticed in seconds (the broker's minimum
#: defaults are 6 s classic / 45 s KIP-848). Tests never assert on elapsed time.
GROUP_BROKER_CONFIG = {
    "group.min.session.timeout.ms": "1000",
    "group.consumer.min.session.timeout.ms": "1000",
    "group.consumer.session.timeout.ms": "3000",
    "group.consumer.min.heartbeat.interval.ms": "200",
    "group.consumer.heartbeat.interval.ms": "300",
    "group.initial.rebalance.delay.ms": "0",
    # Share groups: locks and heartbeats short enough for tests (broker floors lowered so
    # that the per-group configs the share tests set are accepted).
    "group.share.min.record.lock.duration.ms": "1000",
    "group.share.min.heartbeat.interval.ms": "200",
    "group.share.heartbeat.interval.ms": "500",
    "group.share.min.session.timeout.ms": "1000",
}

#: Member settings matching the broker above.
FAST: dict[str, Any] = {"session_timeout_ms": 3000, "heartbeat_interval_ms": 300,
        "auto_offset_reset": "earliest", "fetch_max_wait_ms": 200}


async def group_epoch(bootstrap: str, group: str) -> int:
    """The KIP-848 group epoch (ConsumerGroupDescribe), bumped by every new target assignment.
    The group broker has one node, so it is the coordinator."""
    async with Admin(bootstrap_servers=bootstrap) as admin:
        response = await admin.client.send(ConsumerGroupDescribeRequest(group_ids=[group]))
    described = response.groups[0]
    assert not described.error_code, described.error_message
    return described.group_epoch


@dataclass
class Tracker:
    """A rebalance listener that records every move and what was processed."""

    name: str
    consumer: Consumer | None = None
    commit_on_revoke: bool = False
    processed: dict[TopicPartition, int] = field(default_factory=dict)
    revoked: list[frozenset[TopicPartition]] = field(default_factory=list)
    assigned: list[frozenset[TopicPartition]] = field(default_factory=list)
    lost: list[frozenset[TopicPartition]] = field(default_factory=list)

    async def on_partitions_revoked(self, revoked: frozenset[TopicPartition]) -> None:
        self.revoked.append(revoked)
        if self.commit_on_revoke and self.consumer is not None:
            done = {tp: o for tp, o in self.processed.items() if tp in revoked}
            if done:
                await self.consumer.commit(done)
        for tp in revoked:
            self.processed.pop(tp, None)

    async def on_partitions_assigned(self, assigned: frozenset[TopicPartition]) -> None:
        self.assigned.append(assigned)

    async def on_partitions_lost(self, lost: frozenset[TopicPartition]) -> None:
        self.lost.append(lost)
        for tp in lost:
            self.processed.pop(tp, None)


async def wait_until(check: Callable[[], bool], limit_s: float = 60, what: str = "") -> None:
    """Poll ``check`` until true; fails (never hangs) after ``limit_s``."""
    with anyio.fail_after(limit_s):
        while not check():
            await anyio.sleep(0.05)


def split_ok(consumers: list[Consumer], partitions: set[TopicPartition]) -> bool:
    """Every partition owned by exactly one of ``consumers``, each owning at least one."""
    owned = [c.assignment() for c in consumers]
    flat = [tp for a in owned for tp in a]
    return (set(flat) == partitions and len(flat) == len(partitions)
            and all(owned))


async def poll_forever(consumer: Consumer, sink: Callable[[Any], None] | None = None) -> None:
    """Keep a member polling (as an application does) so max_poll_interval never expires."""
    while True:
        try:
            batch = await consumer.getmany(timeout_ms=100)
        except ConsumerClosedError:
            return  # closed by the test from another task
        if sink is not None:
            for records in batch.values():
                for record in records:
                    sink(record)


async def run_member(consumer: Consumer, sink: Callable[[Any], None] | None = None, *,
                     task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
                     ) -> None:
    async with consumer:
        task_status.started()
        await poll_forever(consumer, sink)
