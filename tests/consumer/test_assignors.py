"""Assignors as pure functions: every partition exactly once, balance, stickiness, KIP-429."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kafka_async import TopicPartition
from kafka_async.consumer.group import (
    CooperativeStickyAssignor,
    MemberSubscription,
    RangeAssignor,
    RoundRobinAssignor,
    StickyAssignor,
)
from kafka_async.consumer.group.assignors import cooperative_filter, resolve_assignors
from kafka_async.consumer.group.classic import (
    _check_plan,
    decode_assignment,
    decode_subscription,
    encode_assignment,
)
from kafka_async.protocol.messages.consumer_protocol import ConsumerProtocolSubscription

ALL = [RangeAssignor(), RoundRobinAssignor(), StickyAssignor(), CooperativeStickyAssignor()]

topic_counts = st.dictionaries(st.sampled_from(["a", "b", "c", "d"]),
                               st.integers(min_value=0, max_value=12), min_size=1)


@st.composite
def groups(draw: st.DrawFn) -> tuple[dict[str, int], dict[str, MemberSubscription]]:
    counts = draw(topic_counts)
    names = draw(st.lists(st.text("mnop", min_size=1, max_size=4), min_size=1, max_size=7,
                          unique=True))
    members = {n: MemberSubscription(frozenset(draw(st.sets(st.sampled_from(sorted(counts)),
                                                            min_size=1))))
               for n in names}
    return counts, members


def subscribed_partitions(counts: dict[str, int], members: dict[str, MemberSubscription]
                          ) -> set[TopicPartition]:
    topics = set().union(*(m.topics for m in members.values()))
    return {TopicPartition(t, p) for t in topics for p in range(counts.get(t, 0))}


@pytest.mark.parametrize("assignor", ALL, ids=lambda a: a.name)
@settings(max_examples=150, deadline=None)
@given(group=groups())
def test_every_partition_assigned_exactly_once_to_a_subscriber(
        assignor: RangeAssignor, group: tuple[dict[str, int], dict[str, MemberSubscription]]
) -> None:
    counts, members = group
    plan = assignor.assign(counts, members)
    assert set(plan) == set(members)
    flat = [tp for tps in plan.values() for tp in tps]
    assert len(flat) == len(set(flat))
    assert set(flat) == subscribed_partitions(counts, members)
    for member, tps in plan.items():
        assert all(tp.topic in members[member].topics for tp in tps)
    _check_plan(plan, members)  # the leader's own validation accepts it


@pytest.mark.parametrize("assignor", [RoundRobinAssignor(), StickyAssignor()],
                         ids=lambda a: a.name)
@settings(max_examples=150, deadline=None)
@given(counts=topic_counts, size=st.integers(min_value=1, max_value=8))
def test_identical_subscriptions_are_balanced(assignor: StickyAssignor, counts: dict[str, int],
                                              size: int) -> None:
    members = {f"m{i}": MemberSubscription(frozenset(counts)) for i in range(size)}
    sizes = [len(tps) for tps in assignor.assign(counts, members).values()]
    assert max(sizes) - min(sizes) <= 1


@settings(max_examples=150, deadline=None)
@given(counts=topic_counts, size=st.integers(min_value=2, max_value=7),
       change=st.sampled_from(["join", "leave"]))
def test_sticky_moves_only_what_balance_requires(counts: dict[str, int], size: int,
                                                 change: str) -> None:
    sticky = StickyAssignor()
    topics = frozenset(counts)
    members = {f"m{i}": MemberSubscription(topics) for i in range(size)}
    first = sticky.assign(counts, members)
    if change == "join":
        after = {m: MemberSubscription(topics, tuple(first[m]), 1) for m in members}
        after["new"] = MemberSubscription(topics)
    else:
        after = {m: MemberSubscription(topics, tuple(first[m]), 1)
                 for m in list(members)[1:]}
    second = sticky.assign(counts, after)
    total = sum(counts.values())
    sizes = [len(v) for v in second.values()]
    assert max(sizes) - min(sizes) <= 1
    for member in after:
        if member == "new":
            continue
        kept = set(first[member]) & set(second[member])
        # A member keeps everything up to its new fair share (ceil), losing only the surplus.
        fair_floor = -(-total // len(after)) - 1
        assert len(kept) >= min(len(first[member]), fair_floor, len(second[member]))
        if change == "leave":
            assert set(first[member]) <= set(second[member])


def test_range_lines_up_copartitioned_topics_and_roundrobin_deals_in_turn() -> None:
    members = {"x": MemberSubscription(frozenset({"a", "b"})),
               "y": MemberSubscription(frozenset({"a", "b"}))}
    plan = RangeAssignor().assign({"a": 3, "b": 3}, members)
    assert plan["x"] == [TopicPartition("a", 0), TopicPartition("a", 1),
                         TopicPartition("b", 0), TopicPartition("b", 1)]
    assert plan["y"] == [TopicPartition("a", 2), TopicPartition("b", 2)]
    plan = RoundRobinAssignor().assign({"a": 3}, members)
    assert plan == {"x": [TopicPartition("a", 0), TopicPartition("a", 2)],
                    "y": [TopicPartition("a", 1)]}


def test_cooperative_filter_withholds_partitions_still_owned_elsewhere() -> None:
    topics = frozenset({"t"})
    old = {"a": (TopicPartition("t", 0), TopicPartition("t", 1)),
           "b": (TopicPartition("t", 2), TopicPartition("t", 3))}
    members = {m: MemberSubscription(topics, tps, 3) for m, tps in old.items()}
    members["c"] = MemberSubscription(topics)
    plan = CooperativeStickyAssignor().assign({"t": 4}, members)
    first_round = cooperative_filter(plan, {m: s.owned_partitions for m, s in members.items()})
    # c's future partition is still owned by a or b: nobody gets it this round.
    assert first_round["c"] == []
    moved = {tp for m in "ab" for tp in old[m] if tp not in plan[m]}
    assert len(moved) == 1
    assert all(set(first_round[m]) == set(old[m]) - moved for m in "ab")


def test_assignment_and_subscription_bytes_round_trip() -> None:
    tps = [TopicPartition("t", 2), TopicPartition("t", 0), TopicPartition("u", 1)]
    assert decode_assignment(encode_assignment(tps)) == frozenset(tps)
    assert decode_assignment(b"") == frozenset()
    blob = ConsumerProtocolSubscription(
        topics=["t"], owned_partitions=[ConsumerProtocolSubscription.TopicPartition(
            topic="t", partitions=[1])], generation_id=5).encode_versioned(3)
    found = decode_subscription(blob, "static-1")
    assert found.topics == {"t"} and found.owned_partitions == (TopicPartition("t", 1),)
    assert found.generation_id == 5 and found.group_instance_id == "static-1"


def test_resolving_strategies_and_bad_plans() -> None:
    assert [a.name for a in resolve_assignors(["range", "cooperative-sticky"])] == [
        "range", "cooperative-sticky"]
    custom = RoundRobinAssignor()
    assert resolve_assignors([custom]) == [custom]
    with pytest.raises(ValueError, match="unknown partition assignor"):
        resolve_assignors(["nope"])
    with pytest.raises(ValueError, match="at least one"):
        resolve_assignors([])
    with pytest.raises(TypeError):
        resolve_assignors([42])  # type: ignore[list-item]
    members = {"a": MemberSubscription(frozenset({"t"}))}
    with pytest.raises(ValueError, match="more than one"):
        _check_plan({"a": [TopicPartition("t", 0), TopicPartition("t", 0)]}, members)
    with pytest.raises(ValueError, match="unknown member"):
        _check_plan({"z": []}, members)
