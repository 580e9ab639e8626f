"""Auto commit while a group forms: members join one after another while the first ones
consume with a short auto_commit_interval_ms. No auto commit may race a rebalance with a stale
generation (ILLEGAL_GENERATION / REBALANCE_IN_PROGRESS / STALE_MEMBER_EPOCH), and a partition
handed over starts exactly where its previous owner stopped: no record is delivered twice."""

from __future__ import annotations

import logging
import uuid
from collections import Counter
from collections.abc import Callable

import anyio
import pytest
from consumer_helpers import create_topic, produce
from group_helpers import FAST, run_member

from kafka_async import Consumer, ConsumerRecord, TopicPartition

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

PARTITIONS = 6
PER_ROUND = 10  # records per partition and production round



class Formation:
    """Events for the group's shape, re-checked by every member's listener callback (after
    each assignment change), so the test waits on events instead of polling."""

    def __init__(self, every: set[TopicPartition]) -> None:
        self.every = every
        self.members: list[Consumer] = []
        self.wanted: tuple[int, anyio.Event] | None = None

    def expect(self, count: int) -> anyio.Event:
        """An event set once the first ``count`` members split every partition."""
        self.wanted = (count, anyio.Event())
        self.check()
        return self.wanted[1]

    def check(self) -> None:
        if self.wanted is None or len(self.members) < self.wanted[0]:
            return
        owned = [m.assignment() for m in self.members[:self.wanted[0]]]
        flat = [tp for tps in owned for tp in tps]
        if all(owned) and len(flat) == len(self.every) and set(flat) == self.every:
            self.wanted[1].set()

    async def on_partitions_revoked(self, revoked: frozenset[TopicPartition]) -> None:
        self.check()

    async def on_partitions_assigned(self, assigned: frozenset[TopicPartition]) -> None:
        self.check()

    async def on_partitions_lost(self, lost: frozenset[TopicPartition]) -> None:
        self.check()


class Ledger:
    """Every (partition, offset) delivered to any member, and an event per production round
    set once everything produced so far has been delivered."""

    def __init__(self) -> None:
        self.seen: Counter[tuple[int, int]] = Counter()
        self.produced = 0
        self.caught_up = anyio.Event()

    def sink(self, record: ConsumerRecord) -> None:
        self.seen[(record.partition, record.offset)] += 1
        if len(self.seen) >= self.produced:
            self.caught_up.set()

    async def produce_round(self, bootstrap: str, topic: str) -> None:
        """Produce one round and wait until the group has delivered all of it."""
        self.caught_up = anyio.Event()
        self.produced += PARTITIONS * PER_ROUND  # first: they may be delivered at once
        await produce(bootstrap, topic, [(p, None, b"x") for p in range(PARTITIONS)
                                         for _ in range(PER_ROUND)])
        with anyio.fail_after(60):
            await self.caught_up.wait()


async def keep_producing(bootstrap: str, topic: str, ledger: Ledger, stop: anyio.Event,
                         done: anyio.Event) -> None:
    """Rounds of records until ``stop``, then one more for the formed group: the members
    consume (and auto-commit) throughout every rebalance the joins cause."""
    while True:
        last = stop.is_set()
        await ledger.produce_round(bootstrap, topic)
        if last:
            break
    done.set()


@pytest.mark.parametrize("protocol", ["range", "cooperative-sticky", "consumer"])
async def test_a_forming_group_commits_no_stale_generation_and_redelivers_nothing(
        group_bootstrap: str, protocol: str, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="kafka_async.consumer.group")
    bootstrap = group_bootstrap
    topic = await create_topic(bootstrap, partitions=PARTITIONS)
    group = f"group-{uuid.uuid4().hex[:10]}"
    formation = Formation({TopicPartition(topic, p) for p in range(PARTITIONS)})
    ledger = Ledger()

    def member() -> Consumer:
        classic = protocol != "consumer"
        consumer = Consumer(bootstrap_servers=bootstrap, group_id=group,
                            group_protocol="classic" if classic else "consumer",
                            partition_assignment_strategy=[protocol] if classic else ["range"],
                            enable_auto_commit=True, auto_commit_interval_ms=20,
                            max_poll_records=5, **FAST)
        consumer.subscribe([topic], listener=formation)
        formation.members.append(consumer)
        return consumer

    sink: Callable[[ConsumerRecord], None] = ledger.sink
    stop, done = anyio.Event(), anyio.Event()
    with anyio.fail_after(120):
        async with anyio.create_task_group() as tg:
            first = formation.expect(1)
            await tg.start(run_member, member(), sink)
            await first.wait()
            tg.start_soon(keep_producing, bootstrap, topic, ledger, stop, done)
            for count in (2, 3):
                formed = formation.expect(count)
                await tg.start(run_member, member(), sink)
                await formed.wait()
            stop.set()
            await done.wait()
            # Checked before the members leave: closing during a rebalance is another matter.
            failed = [r.getMessage() for r in caplog.records if "commit" in r.getMessage()]
            for consumer in formation.members:
                await consumer.close()
            tg.cancel_scope.cancel()
    assert failed == []
    assert len(ledger.seen) == ledger.produced
    twice = sorted(key for key, n in ledger.seen.items() if n > 1)
    assert twice == [], f"{len(twice)} records delivered more than once"
