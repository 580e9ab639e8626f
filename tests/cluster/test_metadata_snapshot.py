"""ClusterMetadata snapshots built from Metadata responses (pure)."""

from __future__ import annotations

import uuid

from kafka_async.cluster.metadata import BrokerMetadata, build_snapshot
from kafka_async.protocol.messages import MetadataResponse

Topic = MetadataResponse.MetadataResponseTopic
Partition = MetadataResponse.MetadataResponseTopic.MetadataResponsePartition
Broker = MetadataResponse.MetadataResponseBroker


def response(*topics: Topic) -> MetadataResponse:
    return MetadataResponse(
        brokers=[Broker(node_id=1, host="h1", port=1), Broker(node_id=2, host="h2", port=2)],
        cluster_id="cid",
        controller_id=2,
        topics=list(topics),
    )


def topic(name: str, leaders: list[int], topic_id: uuid.UUID | None = None) -> Topic:
    return Topic(
        name=name,
        topic_id=topic_id or uuid.uuid4(),
        partitions=[
            Partition(
                partition_index=index,
                leader_id=leader,
                leader_epoch=5,
                replica_nodes=[1, 2],
                isr_nodes=[leader] if leader >= 0 else [],
            )
            for index, leader in enumerate(leaders)
        ],
    )


def test_snapshot_carries_brokers_controller_topics_and_epochs() -> None:
    topic_id = uuid.uuid4()
    snapshot = build_snapshot(response(topic("a", [1, 2], topic_id)))
    assert snapshot.cluster_id == "cid"
    assert snapshot.controller_id == 2
    assert snapshot.brokers[2].address == "h2:2"
    assert snapshot.topics["a"].topic_id == topic_id
    partition = snapshot.partition("a", 1)
    assert partition is not None
    assert (partition.leader, partition.leader_epoch, partition.replicas, partition.isr) == (
        2,
        5,
        (1, 2),
        (2,),
    )
    assert snapshot.leader_for("a", 0) == 1
    assert snapshot.partitions_for("a") == (0, 1)


def test_leaderless_unknown_and_missing_broker_give_no_leader() -> None:
    snapshot = build_snapshot(response(topic("a", [-1, 7])))
    assert snapshot.leader_for("a", 0) is None  # election in progress
    assert snapshot.leader_for("a", 1) is None  # leader not among known brokers
    assert snapshot.leader_for("a", 9) is None
    assert snapshot.leader_for("zzz", 0) is None


def test_topic_errors_are_kept_per_topic() -> None:
    snapshot = build_snapshot(response(Topic(name="gone", error_code=3)))
    assert snapshot.topics["gone"].error_code == 3
    assert snapshot.topics["gone"].topic_id is None


def test_partial_refresh_keeps_other_topics_and_full_refresh_replaces() -> None:
    old = build_snapshot(response(topic("a", [1]), topic("b", [1])))
    newer = build_snapshot(response(topic("a", [2])))
    merged = old.merged_with(newer, ["a"])
    assert set(merged.topics) == {"a", "b"}
    assert merged.leader_for("a", 0) == 2
    assert set(old.merged_with(newer, None).topics) == {"a"}


def test_leader_hints_move_partitions_only_to_newer_epochs_and_known_brokers() -> None:
    """KIP-951: a hint (leader, epoch) from a Produce/Fetch response replaces the partition's
    leader when its epoch is newer (all leaders here are at epoch 5) and its broker is known,
    from the snapshot or the response's NodeEndpoints."""
    snapshot = build_snapshot(response(topic("t", [1, 1, 1])))
    moved_snapshot, moved = snapshot.with_leaders(
        {("t", 0): (2, 6), ("t", 1): (2, 5), ("t", 2): (3, 9), ("gone", 0): (2, 9)},
        [BrokerMetadata(3, "h3", 3)])
    assert moved == {("t", 0), ("t", 2)}
    assert moved_snapshot.leader_for("t", 0) == 2 and moved_snapshot.leader_for("t", 1) == 1
    assert moved_snapshot.leader_for("t", 2) == 3 and moved_snapshot.brokers[3].address == "h3:3"
    assert moved_snapshot.partition("t", 0).leader_epoch == 6  # type: ignore[union-attr]
    assert moved_snapshot.updated_at == snapshot.updated_at  # a hint is not a refresh
    assert snapshot.leader_for("t", 0) == 1  # snapshots stay immutable
    unchanged, none = snapshot.with_leaders({("t", 0): (7, 9)})  # broker 7 unknown
    assert unchanged is snapshot and none == frozenset()


def test_a_lagging_refresh_keeps_the_newer_leader_a_hint_installed() -> None:
    same_id = uuid.uuid4()
    hinted, _ = build_snapshot(response(topic("t", [1], same_id))).with_leaders(
        {("t", 0): (2, 6)})
    lagging = build_snapshot(response(topic("t", [1], same_id)))  # epoch 5, leader 1
    kept = lagging.keeping_newer_leaders(hinted)
    assert kept.leader_for("t", 0) == 2
    recreated = build_snapshot(response(topic("t", [1])))  # a new topic id: epochs restart
    assert recreated.keeping_newer_leaders(hinted).leader_for("t", 0) == 1
    assert lagging.keeping_newer_leaders(lagging) is lagging


def test_partitions_other_than_0_to_n_are_garbage_and_leave_the_topic_undescribed() -> None:
    """A topic's partitions are always 0..n-1: a broker naming -1 or 2^31-1 sent garbage. The
    topic is then taken as not described (its clients wait for good metadata, and say so),
    not routed to partitions that cannot exist (a producer blamed the application's record
    for "partition 0 does not exist")."""
    for indexes in ([-1], [2**31 - 1], [0, 2]):
        hostile = topic("t", [1] * len(indexes))
        for partition, index in zip(hostile.partitions, indexes, strict=True):
            partition.partition_index = index
        snapshot = build_snapshot(response(hostile, topic("fine", [1, 2])))
        assert dict(snapshot.topics["t"].partitions) == {}, indexes
        assert snapshot.partitions_for("fine") == (0, 1)
