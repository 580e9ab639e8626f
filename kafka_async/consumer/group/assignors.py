"""Client-side partition assignors for the classic group protocol, as pure functions.

The group leader runs one of these over every member's subscription and the partition counts of
the subscribed topics; the result is sent back through SyncGroup. They are pure (no I/O, no
clock, deterministic for the same input) so that they can be property-tested and so that a
custom assignor is just another object with the same three attributes:

* ``name``: the protocol name members advertise in JoinGroup (all members must share one);
* ``rebalance_protocol``: ``"eager"`` (every member gives up everything before a rebalance) or
  ``"cooperative"`` (KIP-429: only partitions that move are revoked, in a second round);
* ``assign(partitions_per_topic, subscriptions) -> {member_id: [TopicPartition, ...]}``.

Assignors shipped: ``range`` (Java's default first choice), ``roundrobin``, ``sticky`` (eager,
keeps owned partitions while balancing) and ``cooperative-sticky`` (the same plan, cooperative).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from kafka_async.consumer.structs import TopicPartition

__all__ = [
    "ASSIGNORS",
    "CooperativeStickyAssignor",
    "MemberSubscription",
    "PartitionAssignor",
    "RangeAssignor",
    "RoundRobinAssignor",
    "StickyAssignor",
    "cooperative_filter",
    "resolve_assignors",
]

Assignment = dict[str, list[TopicPartition]]


@dataclass(frozen=True)
class MemberSubscription:
    """What one member told the group: its topics, and (cooperative/sticky) what it owns."""

    topics: frozenset[str]
    owned_partitions: tuple[TopicPartition, ...] = ()
    generation_id: int = -1
    group_instance_id: str | None = None
    rack_id: str | None = None
    user_data: bytes | None = field(default=None, repr=False)


@runtime_checkable
class PartitionAssignor(Protocol):
    """The public contract of an assignor (see the module docstring)."""

    name: str
    rebalance_protocol: str

    def assign(self, partitions_per_topic: Mapping[str, int],
               subscriptions: Mapping[str, MemberSubscription]) -> Assignment: ...


def _empty(subscriptions: Mapping[str, MemberSubscription]) -> Assignment:
    return {member: [] for member in subscriptions}


def _members_by_topic(subscriptions: Mapping[str, MemberSubscription],
                      partitions_per_topic: Mapping[str, int]) -> dict[str, list[str]]:
    by_topic: dict[str, list[str]] = {}
    for member in sorted(subscriptions):
        for topic in subscriptions[member].topics:
            if partitions_per_topic.get(topic, 0) > 0:
                by_topic.setdefault(topic, []).append(member)
    return by_topic


class RangeAssignor:
    """Per topic, consecutive partition ranges to the members (sorted by id) subscribed to it;
    the first ``partitions % members`` get one more. Co-partitioned topics line up."""

    name = "range"
    rebalance_protocol = "eager"

    def assign(self, partitions_per_topic: Mapping[str, int],
               subscriptions: Mapping[str, MemberSubscription]) -> Assignment:
        result = _empty(subscriptions)
        for topic, members in sorted(_members_by_topic(subscriptions,
                                                       partitions_per_topic).items()):
            count = partitions_per_topic[topic]
            share, extra = divmod(count, len(members))
            start = 0
            for index, member in enumerate(members):
                size = share + (1 if index < extra else 0)
                result[member].extend(TopicPartition(topic, p) for p in range(start, start + size))
                start += size
        return result


class RoundRobinAssignor:
    """All partitions (sorted) dealt in turn to the members (sorted), skipping members that are
    not subscribed to a partition's topic."""

    name = "roundrobin"
    rebalance_protocol = "eager"

    def assign(self, partitions_per_topic: Mapping[str, int],
               subscriptions: Mapping[str, MemberSubscription]) -> Assignment:
        result = _empty(subscriptions)
        members = sorted(subscriptions)
        if not members:
            return result
        by_topic = _members_by_topic(subscriptions, partitions_per_topic)
        turn = 0
        for topic in sorted(by_topic):
            eligible = set(by_topic[topic])
            for partition in range(partitions_per_topic[topic]):
                while members[turn % len(members)] not in eligible:
                    turn += 1
                result[members[turn % len(members)]].append(TopicPartition(topic, partition))
                turn += 1
        return result


class StickyAssignor:
    """Balanced, and moving as few partitions as possible from their current owners.

    Plan: (1) every member keeps the partitions it owns that it is still subscribed to (a
    partition claimed twice goes to the claim with the newest generation); (2) orphaned
    partitions go, one by one, to the eligible member holding the fewest; (3) while some member
    holds two or more partitions more than an eligible member, one moves over. Each move in (3)
    strictly lowers the sum of squared counts, so it ends; with identical subscriptions counts
    then differ by at most one, and only partitions beyond a member's fair share ever move.
    """

    name = "sticky"
    rebalance_protocol = "eager"

    def assign(self, partitions_per_topic: Mapping[str, int],
               subscriptions: Mapping[str, MemberSubscription]) -> Assignment:
        result = _empty(subscriptions)
        by_topic = _members_by_topic(subscriptions, partitions_per_topic)
        every = [TopicPartition(topic, p) for topic in sorted(by_topic)
                 for p in range(partitions_per_topic[topic])]
        owner: dict[TopicPartition, str] = {}
        newest_first = sorted(subscriptions.items(),
                              key=lambda item: (-item[1].generation_id, item[0]))
        for member, subscription in newest_first:
            for tp in subscription.owned_partitions:
                if (tp.topic in subscription.topics and tp.topic in by_topic
                        and 0 <= tp.partition < partitions_per_topic[tp.topic]
                        and tp not in owner):
                    owner[tp] = member
        for tp, member in owner.items():
            result[member].append(tp)
        for tp in every:
            if tp not in owner:
                member = min(by_topic[tp.topic], key=lambda m: (len(result[m]), m))
                owner[tp] = member
                result[member].append(tp)
        self._balance(result, owner, by_topic)
        return {member: sorted(tps) for member, tps in result.items()}

    @staticmethod
    def _balance(result: Assignment, owner: dict[TopicPartition, str],
                 by_topic: Mapping[str, Sequence[str]]) -> None:
        moved = True
        while moved:
            moved = False
            for member in sorted(result, key=lambda m: (-len(result[m]), m)):
                held = result[member]
                for tp in reversed(held):
                    target = min(by_topic[tp.topic], key=lambda m: (len(result[m]), m))
                    if len(result[target]) + 1 < len(held):
                        held.remove(tp)
                        result[target].append(tp)
                        owner[tp] = target
                        moved = True
                        break
                if moved:
                    break


class CooperativeStickyAssignor(StickyAssignor):
    """The sticky plan under the cooperative protocol (KIP-429). The coordinator side (see
    classic.py) holds back a partition that changes owner until its old owner has revoked it,
    which takes a second, quick rebalance; everything else stays consumed throughout."""

    name = "cooperative-sticky"
    rebalance_protocol = "cooperative"


ASSIGNORS: dict[str, type[RangeAssignor] | type[RoundRobinAssignor] | type[StickyAssignor]] = {
    "range": RangeAssignor,
    "roundrobin": RoundRobinAssignor,
    "sticky": StickyAssignor,
    "cooperative-sticky": CooperativeStickyAssignor,
}


def resolve_assignors(strategy: Sequence[str | PartitionAssignor]) -> list[PartitionAssignor]:
    """Turn ``partition_assignment_strategy`` (names or assignor objects) into assignors."""
    found: list[PartitionAssignor] = []
    for entry in strategy:
        if isinstance(entry, str):
            known = ASSIGNORS.get(entry)
            if known is None:
                raise ValueError(f"unknown partition assignor {entry!r}; known: "
                                 f"{', '.join(ASSIGNORS)} (or pass an assignor object)")
            found.append(known())
        elif isinstance(entry, PartitionAssignor):
            found.append(entry)
        else:
            raise TypeError(f"partition_assignment_strategy entries must be names or "
                            f"assignors, got {entry!r}")
    if not found:
        raise ValueError("partition_assignment_strategy must name at least one assignor")
    return found


def cooperative_filter(plan: Mapping[str, list[TopicPartition]],
                       owned: Mapping[str, Sequence[TopicPartition]]) -> Assignment:
    """KIP-429 leader step: a partition moving to a new member is left out of this round's
    assignment while another member still owns it; that owner revokes it, rejoins, and the
    next round hands it over."""
    owners = {tp: member for member, tps in owned.items() for tp in tps}
    return {member: [tp for tp in tps if owners.get(tp, member) == member]
            for member, tps in plan.items()}
