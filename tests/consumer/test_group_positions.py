"""Starting positions and KIP-848 request choices without a broker: auto_offset_reset='none'
asks the group's committed offsets first (manual assignment with a group_id), server-side
regex only where the coordinator and the pattern allow it, self-chosen member ids."""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable
from typing import Any

import anyio

from kafka_async.consumer.config import ConsumerConfig
from kafka_async.consumer.errors import NoOffsetForPartitionError
from kafka_async.consumer.group.kip848 import ConsumerProtocolMembership, _new_member_id
from kafka_async.consumer.maintainer import Maintainer
from kafka_async.consumer.offsets import ListedOffset
from kafka_async.consumer.structs import TopicPartition
from kafka_async.consumer.subscription import SubscriptionState
from kafka_async.protocol.errors import CoordinatorNotAvailableError

COMMITTED, FRESH = TopicPartition("t", 0), TopicPartition("t", 1)


class NoListOffsets:
    async def list_offsets(self, timestamps: object) -> None:
        raise AssertionError("'none' must never fall back to ListOffsets")


def rig(initial: Any) -> tuple[Maintainer, SubscriptionState, deque[BaseException]]:
    subscription = SubscriptionState()
    subscription.assign([COMMITTED, FRESH])
    errors: deque[BaseException] = deque()
    config = ConsumerConfig.from_kwargs(bootstrap_servers="h:1", auto_offset_reset="none",
                                        retry_backoff_ms=1)
    maintainer = Maintainer(object(), config, subscription, NoListOffsets(),  # type: ignore[arg-type]
                            errors, initial)
    return maintainer, subscription, errors


def failures(subscription: SubscriptionState) -> list[BaseException]:
    """What getmany() raises at every poll until a seek: each partition's ``failure``."""
    return [s.failure for s in subscription.partitions.values() if s.failure is not None]


def test_reset_none_places_committed_partitions_and_raises_only_for_the_rest(
        anyio_backend: str) -> None:
    asked: list[list[TopicPartition]] = []

    async def committed(tps: Iterable[TopicPartition]) -> dict[TopicPartition, ListedOffset]:
        asked.append(sorted(tps))
        return {COMMITTED: ListedOffset(7, -1, 2)}

    maintainer, subscription, errors = rig(committed)
    anyio.run(maintainer._reset_positions, backend=anyio_backend)
    assert asked == [[COMMITTED, FRESH]]
    assert not errors  # (not queued once: kept on the partition, raised at every poll)
    state = subscription.partitions[COMMITTED]
    assert (state.position, state.position_epoch) == (7, 2)
    assert subscription.partitions[FRESH].position is None
    (failure,) = failures(subscription)
    assert isinstance(failure, NoOffsetForPartitionError) and "partition 1" in str(failure)
    assert subscription.partitions[FRESH].failure is failure


def test_reset_none_without_a_group_raises_at_once(anyio_backend: str) -> None:
    maintainer, subscription, _ = rig(None)
    anyio.run(maintainer._reset_positions, backend=anyio_backend)
    found = failures(subscription)
    assert len(found) == 2 and all(isinstance(e, NoOffsetForPartitionError) for e in found)
    subscription.partitions[COMMITTED].seek(5)  # a seek ends it for that partition
    assert len(failures(subscription)) == 1
    # FRESH leaves the assignment and comes back (a rebalance): reported again, not skipped
    subscription.assign([COMMITTED])
    subscription.assign([COMMITTED, FRESH])
    assert failures(subscription) == []
    anyio.run(maintainer._reset_positions, backend=anyio_backend)
    assert [type(e) for e in failures(subscription)] == [NoOffsetForPartitionError]


def test_reset_none_retries_when_the_committed_lookup_fails(anyio_backend: str) -> None:
    calls = 0

    async def flaky(tps: Iterable[TopicPartition]) -> dict[TopicPartition, ListedOffset]:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise CoordinatorNotAvailableError("moving")
        return {COMMITTED: ListedOffset(3, -1, -1), FRESH: ListedOffset(4, -1, -1)}

    maintainer, subscription, errors = rig(flaky)
    # retriable: nothing decided, nothing raised
    anyio.run(maintainer._reset_positions, backend=anyio_backend)
    assert not errors and subscription.partitions[COMMITTED].position is None
    anyio.run(maintainer._reset_positions, backend=anyio_backend)
    assert not errors
    assert [subscription.partitions[tp].position for tp in (COMMITTED, FRESH)] == [3, 4]


def test_a_seek_during_the_lookup_wins(anyio_backend: str) -> None:
    maintainer: Maintainer
    subscription: SubscriptionState

    async def slow(tps: Iterable[TopicPartition]) -> dict[TopicPartition, ListedOffset]:
        subscription.partitions[COMMITTED].seek(99)  # the application seeks meanwhile
        return {COMMITTED: ListedOffset(7, -1, -1)}

    maintainer, subscription, errors = rig(slow)
    anyio.run(maintainer._reset_positions, backend=anyio_backend)
    assert subscription.partitions[COMMITTED].position == 99
    assert not errors
    assert [type(e) for e in failures(subscription)] == [NoOffsetForPartitionError]


class _Context:
    """The part of MemberContext the regex choice reads."""

    def __init__(self, pattern: re.Pattern[str] | None) -> None:
        self.pattern = pattern
        self.config = type("C", (), {"heartbeat_interval_ms": 3000})()


def membership(context: _Context) -> ConsumerProtocolMembership:
    return ConsumerProtocolMembership(context)  # type: ignore[arg-type]


def test_server_side_regex_only_at_v1_for_plain_patterns_not_refused() -> None:
    context = _Context(re.compile(r"orders-.*"))
    plain = membership(context)
    assert plain.server_regex(1) == "orders-.*"
    assert plain.server_regex(0) is None  # v0 broker: names matched on the client
    assert membership(_Context(re.compile(r"orders-.*", re.IGNORECASE))).server_regex(1) is None
    assert membership(_Context(None)).server_regex(1) is None
    plain.refused_regex = "orders-.*"  # INVALID_REGULAR_EXPRESSION seen once
    assert plain.server_regex(1) is None
    context.pattern = re.compile(r"invoices-.*")  # a new pattern is tried again
    assert plain.server_regex(1) == "invoices-.*"


def test_member_ids_look_like_java_uuids_and_differ() -> None:
    ids = {_new_member_id() for _ in range(100)}
    assert len(ids) == 100
    assert all(re.fullmatch(r"[A-Za-z0-9_-]{22}", i) for i in ids)
