"""Admin cluster and topic operations against the real broker, each checked against the Java
tools' view of the same state (kafka-features, kafka-metadata-quorum, kafka-topics)."""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from functools import partial

import anyio
import pytest

from kafka_async import Admin
from kafka_async.admin import (
    AclOperation,
    FeatureUpdate,
    NewTopic,
    TopicDescription,
)
from kafka_async.protocol.errors import (
    InvalidUpdateVersionError,
    UnknownTopicIdError,
    UnknownTopicOrPartitionError,
)
from kafka_async.testing import JavaTools, KafkaEndpoint
from kafka_async.testing.tools import FEATURE_COMMAND, METADATA_QUORUM_COMMAND

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

JAVA_ONLY = pytest.mark.asyncio_only("compares with the Java tools; the same calls run on trio "
                                     "in the tests without them")


async def tool(java_tools: JavaTools, main_class: str, *args: str,
               config_flag: str = "--command-config") -> str:
    return await anyio.to_thread.run_sync(partial(
        java_tools.admin_command, main_class, list(args), config_flag=config_flag))


async def test_describe_cluster_names_the_broker_and_controller(
        kafka_cluster: KafkaEndpoint, kafka_bootstrap: str) -> None:
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        cluster = await admin.describe_cluster(include_authorized_operations=True)
        assert cluster.cluster_id == admin.client.metadata.cluster_id
        assert [node.id for node in cluster.nodes] == sorted(admin.client.metadata.brokers)
        node = cluster.nodes[0]
        assert f"{node.host}:{node.port}" == kafka_bootstrap
        assert cluster.controller is not None and cluster.controller in cluster.nodes
        # no authorizer: everything is allowed, and the broker says so
        assert cluster.authorized_operations is not None
        assert AclOperation.ALTER in cluster.authorized_operations
        plain = await admin.describe_cluster(include_fenced_brokers=True)
        assert plain.authorized_operations is None
        assert not any(n.is_fenced for n in plain.nodes)


@JAVA_ONLY
async def test_features_describe_and_update_as_kafka_features_sees_them(
        kafka_bootstrap: str, java_tools: JavaTools) -> None:
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        features = await admin.describe_features()
        described = await tool(java_tools, FEATURE_COMMAND, "describe")
        compared = 0
        for line in described.splitlines():
            match = re.search(r"Feature: (\S+)\s+SupportedMinVersion: (\S+)\s+"
                              r"SupportedMaxVersion: (\S+)\s+FinalizedVersionLevel: (\S+)", line)
            if match is None:
                continue
            name, _, supported_max, level = match.groups()
            if name == "metadata.version":  # the tool prints release names (4.3-IV0)
                assert name in features.finalized_features
                continue
            compared += 1
            assert features.supported_features[name].max_version == int(supported_max)
            finalized = features.finalized_features.get(name)
            assert (finalized.max_version_level if finalized else 0) == int(level)
        assert compared >= 4  # transaction, group, share, streams, kraft ...
        assert features.finalized_features["transaction.version"].max_version_level == 2
        assert features.finalized_features_epoch is not None

        # every feature but kraft.version runs at its top level here: move streams.version
        # down and back up. validate_only changes nothing; a downgrade needs its type.
        assert features.finalized_features["streams.version"].max_version_level == 1
        down = FeatureUpdate(0, FeatureUpdate.UpgradeType.SAFE_DOWNGRADE)
        assert await admin.update_features({"streams.version": down},
                                           validate_only=True) == {"streams.version": None}
        assert "streams.version" in (await admin.describe_features()).finalized_features
        with pytest.raises(InvalidUpdateVersionError, match=r"streams\.version"):
            await admin.update_features({"streams.version": FeatureUpdate(0)})
        with pytest.raises(InvalidUpdateVersionError, match=r"streams\.version"):
            await admin.update_features({"streams.version": FeatureUpdate(9)})
        refused = await admin.update_features({"no.such.feature": FeatureUpdate(1)},
                                              return_exceptions=True)
        assert isinstance(refused["no.such.feature"], InvalidUpdateVersionError)

        assert await admin.update_features({"streams.version": down}) == {
            "streams.version": None}
        await finalized_level(admin, "streams.version", 0)
        described = await tool(java_tools, FEATURE_COMMAND, "describe")
        assert re.search(r"Feature: streams.version\s.*FinalizedVersionLevel: 0", described)
        assert await admin.update_features({"streams.version": FeatureUpdate(1)}) == {
            "streams.version": None}
        await finalized_level(admin, "streams.version", 1)
        described = await tool(java_tools, FEATURE_COMMAND, "describe")
        assert re.search(r"Feature: streams.version\s.*FinalizedVersionLevel: 1", described)


async def finalized_level(admin: Admin, feature: str, level: int) -> None:
    """Wait until the answering broker has applied the controller's feature change."""
    with anyio.fail_after(30):
        while True:
            finalized = (await admin.describe_features()).finalized_features.get(feature)
            if (finalized.max_version_level if finalized else 0) == level:
                return
            await anyio.sleep(0.05)


@JAVA_ONLY
async def test_metadata_quorum_as_kafka_metadata_quorum_sees_it(
        kafka_bootstrap: str, java_tools: JavaTools) -> None:
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        quorum = await admin.describe_metadata_quorum()
    status = await tool(java_tools, METADATA_QUORUM_COMMAND, "describe", "--status")
    fields = dict(re.findall(r"^(\w+):\s+(.*)$", status, re.MULTILINE))
    assert int(fields["LeaderId"]) == quorum.leader_id
    assert int(fields["LeaderEpoch"]) == quorum.leader_epoch
    assert [v.replica_id for v in quorum.voters] == [quorum.leader_id]
    assert int(fields["HighWatermark"]) <= quorum.high_watermark + 1000
    assert quorum.voters[0].log_end_offset >= 0
    assert quorum.leader_id in quorum.nodes
    assert "CONTROLLER" in quorum.nodes[quorum.leader_id]


async def test_unregister_broker_names_a_broker_the_cluster_does_not_have(
        kafka_bootstrap: str) -> None:
    """unregister_broker reaches the controller, which answers for the id given: an unknown
    id is BrokerIdNotRegisteredError. (Not tried on a live broker: the controller does not
    check, and the shared cluster would lose its broker from metadata.)"""
    from kafka_async.protocol.errors import BrokerIdNotRegisteredError

    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        with pytest.raises(BrokerIdNotRegisteredError, match="99"):
            await admin.unregister_broker(99)
        with pytest.raises(ValueError, match="broker_id"):
            await admin.unregister_broker(-1)


async def test_describe_topics_pages_by_partition_limit_and_by_id(
        kafka_bootstrap: str, new_topic: Callable[..., str]) -> None:
    big, small = new_topic("paged"), new_topic("small")
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        await admin.create_topics([NewTopic(big, 7, 1), NewTopic(small, 2, 1)])
        with anyio.fail_after(30):
            while True:
                try:
                    described = await admin.describe_topics([small, big], partition_limit=3,
                                                            include_authorized_operations=True)
                    break
                except UnknownTopicOrPartitionError:
                    await anyio.sleep(0.05)
        # pages of 3 partitions: 3 + 3 + (1 of big, then small's 2)
        assert [p.partition for p in described[big].partitions] == list(range(7))
        assert [p.partition for p in described[small].partitions] == [0, 1]
        assert all(p.leader >= 0 and p.replicas == (p.leader,) for p in described[big].partitions)
        ops = described[big].authorized_operations
        assert ops is not None and AclOperation.READ in ops
        assert list(described) == [small, big]  # in the order asked

        topic_id = described[big].topic_id
        assert topic_id is not None
        by_id = await admin.describe_topics([topic_id])
        assert isinstance(by_id[topic_id], TopicDescription)
        assert by_id[topic_id].name == big
        assert [p.partition for p in by_id[topic_id].partitions] == list(range(7))

        missing = uuid.uuid4()
        with pytest.raises(UnknownTopicIdError, match=str(missing)):
            await admin.describe_topics([missing])
        outcome = await admin.describe_topics(["no-such-topic-zz", small],
                                              return_exceptions=True)
        assert isinstance(outcome["no-such-topic-zz"], UnknownTopicOrPartitionError)
        assert isinstance(outcome[small], TopicDescription)

        # delete by id: the name is gone for the broker and for kafka-topics
        assert await admin.delete_topics([topic_id]) == {topic_id: None}
        with anyio.fail_after(30):
            while big in await admin.list_topics():
                await anyio.sleep(0.05)
        gone = await admin.delete_topics([topic_id], return_exceptions=True)
        assert isinstance(gone[topic_id], (UnknownTopicIdError, UnknownTopicOrPartitionError))
