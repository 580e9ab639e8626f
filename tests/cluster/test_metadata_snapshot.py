"""ClusterMetadata snapshots built from Metadata responses (pure)."""

from __future__ import annotations

import uuid

from kafka_async.cluster.metadata import build_snapshot
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
