"""Admin consumer-group operations against the real broker, for groups of both protocols;
offsets, lag and resets checked against kafka-consumer-groups."""

from __future__ import annotations

import re
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import partial

import anyio
import pytest
from group_helpers import FAST

from kafka_async import Admin, Consumer, Producer
from kafka_async.admin import (
    ClassicGroupDescription,
    ConsumerGroupDescription,
    GroupState,
    GroupType,
    MemberToRemove,
    NewTopic,
    OffsetAndMetadata,
    OffsetReset,
    TopicPartition,
)
from kafka_async.protocol.errors import (
    GroupIdNotFoundError,
    GroupSubscribedToTopicError,
    NonEmptyGroupError,
    UnknownMemberIdError,
)
from kafka_async.testing import JavaTools, KafkaCluster
from kafka_async.testing.tools import CONSUMER_GROUP_COMMAND

pytestmark = [pytest.mark.anyio, pytest.mark.integration]
PER_PARTITION = 10


async def make_topic(admin: Admin, bootstrap: str) -> str:
    """3 partitions with 10 keyed records (headers too) each."""
    name = f"grp-{uuid.uuid4().hex[:10]}"
    await admin.create_topics([NewTopic(name, 3, 1)])
    async with Producer(bootstrap_servers=bootstrap) as producer:
        handles = [await producer.send(name, b"v", key=b"k%d" % i, partition=p,
                                       headers=[("n", b"%d" % i)])
                   for p in range(3) for i in range(PER_PARTITION)]
        for handle in handles:
            await handle
    return name


@asynccontextmanager
async def member(bootstrap: str, topic: str, group: str, protocol: str,
                 instance: str | None = None) -> AsyncIterator[Consumer]:
    """A group member that owns all 3 partitions and has committed offset 4 on each."""
    settings = dict(FAST)
    if protocol == "classic":
        settings["group_instance_id"] = instance
    async with Consumer(topic, bootstrap_servers=bootstrap, group_id=group,
                        group_protocol=protocol, enable_auto_commit=False, **settings) as consumer:
        with anyio.fail_after(60):
            while len(consumer.assignment()) < 3:
                await consumer.getmany(timeout_ms=100)
        await consumer.commit({TopicPartition(topic, p): 4 for p in range(3)})
        yield consumer


async def test_groups_of_both_protocols(group_bootstrap: str) -> None:
    classic, modern = f"classic-{uuid.uuid4().hex[:8]}", f"modern-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=group_bootstrap) as admin:
        topic = await make_topic(admin, group_bootstrap)
        tps = [TopicPartition(topic, p) for p in range(3)]
        async with member(group_bootstrap, topic, classic, "classic", "static-1"), \
                member(group_bootstrap, topic, modern, "consumer"):
            listed = {g.group_id: g for g in await admin.list_groups()}
            assert listed[classic].type is GroupType.CLASSIC
            assert listed[modern].type is GroupType.CONSUMER
            only_classic = {g.group_id for g in await admin.list_groups(types_filter=["classic"])}
            assert classic in only_classic and modern not in only_classic
            stable = {g.group_id for g in await admin.list_groups(
                types_filter=[GroupType.CONSUMER], states_filter=[GroupState.STABLE])}
            assert modern in stable and classic not in stable
            with pytest.raises(ValueError, match="not a group type"):
                await admin.list_groups(types_filter=["banana"])

            described = await admin.describe_consumer_groups(
                [classic, modern, "no-such-group-q"], include_authorized_operations=True,
                return_exceptions=True)
            old, new = described[classic], described[modern]
            assert isinstance(old, ConsumerGroupDescription)
            assert isinstance(new, ConsumerGroupDescription)
            assert isinstance(described["no-such-group-q"], GroupIdNotFoundError)
            assert (old.type, old.state, old.is_simple_consumer_group) == (
                GroupType.CLASSIC, GroupState.STABLE, False)
            assert old.partition_assignor and old.authorized_operations
            assert [m.group_instance_id for m in old.members] == ["static-1"]
            assert old.members[0].assignment == frozenset(tps)
            assert (new.type, new.state) == (GroupType.CONSUMER, GroupState.STABLE)
            assert new.partition_assignor in ("uniform", "range")
            assert new.members[0].assignment == frozenset(tps)
            assert new.members[0].target_assignment == frozenset(tps)
            assert new.members[0].member_epoch and new.group_epoch
            assert new.members[0].upgraded is True

            # classic groups of any protocol type (KIP-1043): the KIP-848 group is not one
            classics = await admin.describe_classic_groups(
                [classic, modern, "no-such-group-q"], include_authorized_operations=True,
                return_exceptions=True)
            described_classic = classics[classic]
            assert isinstance(described_classic, ClassicGroupDescription)
            assert (described_classic.protocol, described_classic.protocol_data,
                    described_classic.state) == ("consumer", old.partition_assignor,
                                                 GroupState.STABLE)
            assert described_classic.members == old.members
            assert described_classic.authorized_operations
            assert not described_classic.is_simple_consumer_group
            assert isinstance(classics[modern], GroupIdNotFoundError)
            assert isinstance(classics["no-such-group-q"], GroupIdNotFoundError)
            by_protocol = {g.group_id for g in await admin.list_groups(
                protocol_types_filter=["consumer"])}
            assert classic in by_protocol
            assert not {classic, modern} & {g.group_id for g in await admin.list_groups(
                protocol_types_filter=["connect"])}

            # both groups' offsets in one call; the lag of each partition
            offsets = await admin.list_consumer_group_offsets([classic, modern])
            assert offsets[classic] == offsets[modern] == {
                tp: OffsetAndMetadata(4, "", offsets[classic][tp].leader_epoch) for tp in tps}
            some = await admin.list_consumer_group_offsets({classic: [tps[1]]})
            assert list(some[classic]) == [tps[1]]
            lag = await admin.list_consumer_group_lag(classic)
            assert {tp: (v.committed.offset, v.log_end_offset, v.lag)
                    for tp, v in lag.items()} == {tp: (4, 10, 6) for tp in tps}

            # an active group refuses resets, commits from outside, deletion
            with pytest.raises(NonEmptyGroupError, match="Stable with 1 active members"):
                await admin.reset_consumer_group_offsets(classic, OffsetReset.to_earliest())
            with pytest.raises((UnknownMemberIdError, NonEmptyGroupError)):
                await admin.alter_consumer_group_offsets(classic, {tps[0]: 1})
            with pytest.raises(NonEmptyGroupError):
                await admin.delete_consumer_groups([modern])
            with pytest.raises(GroupSubscribedToTopicError):
                await admin.delete_consumer_group_offsets(modern, [tps[0]])

        # the static member did not leave on close: the admin removes it
        still = (await admin.describe_consumer_groups([classic]))[classic]
        assert [m.group_instance_id for m in still.members] == ["static-1"]
        removed = await admin.remove_members_from_consumer_group(
            classic, [MemberToRemove(group_instance_id="static-1")])
        assert removed == {MemberToRemove(group_instance_id="static-1"): None}
        with pytest.raises(UnknownMemberIdError):
            await admin.remove_members_from_consumer_group(
                classic, [MemberToRemove(group_instance_id="static-9")])
        empty = (await admin.describe_consumer_groups([classic]))[classic]
        assert (empty.state, empty.members) == (GroupState.EMPTY, ())

        # inactive now: reset (dry run first), alter, delete offsets, delete the group
        planned = await admin.reset_consumer_group_offsets(classic, OffsetReset.shift_by(-10),
                                                           dry_run=True)
        assert planned == {tp: OffsetAndMetadata(0) for tp in tps}
        assert (await admin.list_consumer_group_offsets([classic]))[classic][tps[0]].offset == 4
        assert await admin.reset_consumer_group_offsets(
            classic, OffsetReset.to_offset(100), [topic]) == {
            tp: OffsetAndMetadata(PER_PARTITION) for tp in tps}
        assert await admin.alter_consumer_group_offsets(classic, {tps[0]: 7}) == {tps[0]: None}
        assert await admin.delete_consumer_group_offsets(classic, [tps[2]]) == {tps[2]: None}
        after = (await admin.list_consumer_group_offsets([classic]))[classic]
        assert {tp: o.offset for tp, o in after.items()} == {tps[0]: 7, tps[1]: PER_PARTITION}
        with anyio.fail_after(60):
            while (await admin.describe_consumer_groups([modern]))[modern].members:
                await anyio.sleep(0.1)  # the KIP-848 member left on close
        assert await admin.delete_consumer_groups([classic, modern]) == {classic: None,
                                                                         modern: None}
        remaining = {g.group_id for g in await admin.list_groups()}
        assert not {classic, modern} & remaining
        with pytest.raises(GroupIdNotFoundError):
            await admin.delete_consumer_groups([classic])


def lag_column(output: str, topic: str) -> dict[int, tuple[int, int, int]]:
    """PARTITION -> (CURRENT-OFFSET, LOG-END-OFFSET, LAG) of kafka-consumer-groups --describe."""
    rows = {}
    for line in output.splitlines():
        cells = line.split()
        if len(cells) >= 6 and cells[1] == topic and cells[2].isdigit():
            rows[int(cells[2])] = (int(cells[3]), int(cells[4]), int(cells[5]))
    return rows


@pytest.mark.asyncio_only("compares with kafka-consumer-groups (a JVM per call); the same "
                          "operations run on trio in test_groups_of_both_protocols")
async def test_offsets_lag_and_resets_agree_with_kafka_consumer_groups(
        kafka_group_cluster: KafkaCluster, group_bootstrap: str) -> None:
    group = f"tool-{uuid.uuid4().hex[:8]}"
    with JavaTools(kafka_group_cluster) as java:
        async def groups_tool(*args: str) -> str:
            return await anyio.to_thread.run_sync(partial(
                java.admin_command, CONSUMER_GROUP_COMMAND, list(args)))

        async with Admin(bootstrap_servers=group_bootstrap) as admin:
            topic = await make_topic(admin, group_bootstrap)
            tps = [TopicPartition(topic, p) for p in range(3)]
            async with member(group_bootstrap, topic, group, "consumer"):
                ours = await admin.list_consumer_group_lag(group)
                theirs = lag_column(await groups_tool("--describe", "--group", group), topic)
                assert theirs == {tp.partition: (v.committed.offset, v.log_end_offset, v.lag)
                                  for tp, v in ours.items()}
                listed = await groups_tool("--list")
                assert group in listed.split()
            with anyio.fail_after(60):
                while (await admin.describe_consumer_groups([group]))[group].members:
                    await anyio.sleep(0.1)

            # ours -> the tool
            await admin.reset_consumer_group_offsets(group, OffsetReset.to_earliest())
            assert set(lag_column(await groups_tool("--describe", "--group", group),
                                  topic).values()) == {(0, 10, 10)}
            await admin.alter_consumer_group_offsets(group, {tps[1]: 6})
            assert lag_column(await groups_tool("--describe", "--group", group),
                              topic)[1] == (6, 10, 4)

            # the tool -> ours
            await groups_tool("--reset-offsets", "--group", group, "--topic", topic,
                              "--to-offset", "2", "--execute")
            offsets = (await admin.list_consumer_group_offsets([group]))[group]
            assert {tp: o.offset for tp, o in offsets.items()} == dict.fromkeys(tps, 2)
            await groups_tool("--reset-offsets", "--group", group, "--topic", topic,
                              "--shift-by", "3", "--execute")
            lag = await admin.list_consumer_group_lag(group)
            assert {v.lag for v in lag.values()} == {5}

            await admin.delete_consumer_groups([group])
            gone = await groups_tool("--list")
            assert not re.search(rf"^{group}$", gone, re.MULTILINE)
