"""Admin routing against a scripted broker: NOT_COORDINATOR finds the coordinator again,
FindCoordinator is batched (v4+) or asked once per group on older brokers, a classic group is
described through DescribeGroups. asyncio and trio."""

from __future__ import annotations

import anyio
import pytest

from kafka_async import Admin
from kafka_async.admin import GroupState, GroupType
from kafka_async.network.errors import KafkaTimeoutError
from kafka_async.protocol.errors import UnknownServerError
from kafka_async.protocol.messages import (
    ConsumerGroupDescribeResponse,
    DescribeGroupsResponse,
    FindCoordinatorResponse,
)
from tests.network._fakebroker import Action, FakeBroker, Received, Stall

pytestmark = pytest.mark.anyio

FIND, DESCRIBE_GROUPS, CONSUMER_GROUP_DESCRIBE = 10, 15, 69
Group = ConsumerGroupDescribeResponse.DescribedGroup


def coordinator_is(broker: FakeBroker):  # type: ignore[no-untyped-def]
    async def find(received: Received) -> Action:
        request = received.request
        if received.api_version < 4:
            return FindCoordinatorResponse(node_id=broker.node_id, host="127.0.0.1",
                                           port=broker.port)
        return FindCoordinatorResponse(coordinators=[
            FindCoordinatorResponse.Coordinator(key=key, node_id=broker.node_id,
                                                host="127.0.0.1", port=broker.port)
            for key in request.coordinator_keys])
    return find


def described(group_id: str) -> Group:
    return Group(group_id=group_id, group_state="Stable", group_epoch=3, assignment_epoch=3,
                 assignor_name="uniform", members=[])


async def test_not_coordinator_finds_the_coordinator_again() -> None:
    answers = iter([16, 16, 0])

    async def describe(received: Received) -> Action:
        code = next(answers)
        return ConsumerGroupDescribeResponse(groups=[
            Group(group_id=g, error_code=code) if code else described(g)
            for g in received.request.group_ids])

    broker = FakeBroker(api_ranges={FIND: (0, 6), CONSUMER_GROUP_DESCRIBE: (0, 1)})
    broker.handlers = {FIND: coordinator_is(broker), CONSUMER_GROUP_DESCRIBE: describe}
    async with broker, Admin(bootstrap_servers=broker.bootstrap, retry_backoff_ms=1) as admin:
        result = await admin.describe_consumer_groups(["g1", "g2"])
        assert {g: (d.type, d.state, d.group_epoch) for g, d in result.items()} == {
            g: (GroupType.CONSUMER, GroupState.STABLE, 3) for g in ("g1", "g2")}
        finds = broker.requests_for(FIND)
        assert len(finds) == 3  # one batched FindCoordinator per attempt, 3 attempts
        assert all(sorted(f.request.coordinator_keys) == ["g1", "g2"] for f in finds)


async def test_old_brokers_get_one_find_coordinator_per_group() -> None:
    async def describe(received: Received) -> Action:
        return ConsumerGroupDescribeResponse(groups=[described(g)
                                                     for g in received.request.group_ids])

    broker = FakeBroker(api_ranges={FIND: (0, 3), CONSUMER_GROUP_DESCRIBE: (0, 1)})
    broker.handlers = {FIND: coordinator_is(broker), CONSUMER_GROUP_DESCRIBE: describe}
    async with broker, Admin(bootstrap_servers=broker.bootstrap) as admin:
        assert set(await admin.describe_consumer_groups(["a", "b"])) == {"a", "b"}
        finds = broker.requests_for(FIND)
        assert sorted(f.request.key for f in finds) == ["a", "b"]
        assert {f.api_version for f in finds} == {3}


async def test_a_classic_group_is_described_by_describe_groups() -> None:
    async def not_consumer(received: Received) -> Action:
        return ConsumerGroupDescribeResponse(groups=[
            Group(group_id=g, error_code=69, error_message="not a consumer group")
            for g in received.request.group_ids])

    async def classic(received: Received) -> Action:
        return DescribeGroupsResponse(groups=[DescribeGroupsResponse.DescribedGroup(
            group_id=g, group_state="Empty", protocol_type="consumer", protocol_data="",
            members=[]) for g in received.request.groups])

    broker = FakeBroker(api_ranges={FIND: (0, 6), CONSUMER_GROUP_DESCRIBE: (0, 1),
                                    DESCRIBE_GROUPS: (0, 6)})
    broker.handlers = {FIND: coordinator_is(broker), CONSUMER_GROUP_DESCRIBE: not_consumer,
                       DESCRIBE_GROUPS: classic}
    async with broker, Admin(bootstrap_servers=broker.bootstrap) as admin:
        group = (await admin.describe_consumer_groups(["old"]))["old"]
        assert (group.type, group.state, group.members) == (GroupType.CLASSIC,
                                                            GroupState.EMPTY, ())
        assert len(broker.requests_for(DESCRIBE_GROUPS)) == 1


async def test_a_coordinator_that_never_settles_times_out_naming_why() -> None:
    async def loading(received: Received) -> Action:
        return ConsumerGroupDescribeResponse(groups=[
            Group(group_id=g, error_code=14) for g in received.request.group_ids])

    broker = FakeBroker(api_ranges={FIND: (0, 6), CONSUMER_GROUP_DESCRIBE: (0, 1)})
    broker.handlers = {FIND: coordinator_is(broker), CONSUMER_GROUP_DESCRIBE: loading}
    async with broker, Admin(bootstrap_servers=broker.bootstrap, retry_backoff_ms=5) as admin:
        with anyio.fail_after(30), pytest.raises(KafkaTimeoutError,
                                                 match="COORDINATOR_LOAD_IN_PROGRESS"):
            await admin.describe_consumer_groups(["g"], timeout_ms=300)


async def test_an_attempt_cut_short_by_the_deadline_does_not_hide_the_brokers_answer() -> None:
    """The call's deadline runs out while the last FindCoordinator waits for an answer: the
    error still names COORDINATOR_LOAD_IN_PROGRESS, the answer that kept it retrying, and
    then says the last attempt ran out of time."""
    find = coordinator_is(broker := FakeBroker(
        api_ranges={FIND: (0, 6), CONSUMER_GROUP_DESCRIBE: (0, 1)}))
    loaded = anyio.Event()

    async def find_once(received: Received) -> Action:
        return Stall() if loaded.is_set() else await find(received)

    async def loading(received: Received) -> Action:
        loaded.set()
        return ConsumerGroupDescribeResponse(groups=[
            Group(group_id=g, error_code=14) for g in received.request.group_ids])

    broker.handlers = {FIND: find_once, CONSUMER_GROUP_DESCRIBE: loading}
    async with broker, Admin(bootstrap_servers=broker.bootstrap, retry_backoff_ms=1) as admin:
        with anyio.fail_after(30), pytest.raises(KafkaTimeoutError) as raised:
            await admin.describe_consumer_groups(["g"], timeout_ms=1000)
    message = str(raised.value)
    assert "last error: " in message
    assert message.index("COORDINATOR_LOAD_IN_PROGRESS") < message.index("ran out of time")
    assert "no response to request" in message


async def test_a_group_the_coordinators_answer_leaves_out_is_a_clear_error_for_it() -> None:
    """The answer names g2 (asked) and g9 (not asked), not g1: g1 gets an error naming it (it
    was a KeyError from inside), g2 its description, g9 nothing."""
    async def describe(received: Received) -> Action:
        return ConsumerGroupDescribeResponse(groups=[described("g2"), described("g9")])

    broker = FakeBroker(api_ranges={FIND: (0, 6), CONSUMER_GROUP_DESCRIBE: (0, 1)})
    broker.handlers = {FIND: coordinator_is(broker), CONSUMER_GROUP_DESCRIBE: describe}
    async with broker, Admin(bootstrap_servers=broker.bootstrap, retry_backoff_ms=1) as admin:
        with anyio.fail_after(30):
            result = await admin.describe_consumer_groups(["g1", "g2"],
                                                          return_exceptions=True)
            with pytest.raises(UnknownServerError, match="left out 'g1'"):
                await admin.describe_consumer_groups(["g1"])
    assert set(result) == {"g1", "g2"}
    assert isinstance(result["g1"], UnknownServerError) and "'g1'" in str(result["g1"])
    assert result["g2"].group_id == "g2"


@pytest.mark.parametrize("topics", [
    [], [("__cluster_metadata", [])], [("other", [5])], [("__cluster_metadata", [0, 1])],
    [("__cluster_metadata", [0]), ("__cluster_metadata", [0])],
])
async def test_a_quorum_answer_of_another_shape_is_refused_by_name(
        topics: list[tuple[str, list[int]]]) -> None:
    """DescribeQuorum must describe __cluster_metadata-0 alone (Java checks the same): no
    IndexError from inside, and no other partition taken for the quorum."""
    from kafka_async.protocol.messages import DescribeQuorumResponse as Quorum

    async def describe(received: Received) -> Action:
        return Quorum(topics=[Quorum.TopicData(topic_name=name, partitions=[
            Quorum.TopicData.PartitionData(partition_index=p, leader_id=-7) for p in parts])
            for name, parts in topics])

    broker = FakeBroker(api_ranges={55: (0, 2)})
    broker.handlers = {55: describe}
    async with broker, Admin(bootstrap_servers=broker.bootstrap) as admin:
        with anyio.fail_after(30), pytest.raises(UnknownServerError,
                                                 match="__cluster_metadata-0 alone"):
            await admin.describe_metadata_quorum()
