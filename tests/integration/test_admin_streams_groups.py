"""Streams groups (KIP-1071) through the Admin and the CLI against a real broker: list,
describe (topology, members, tasks), offsets (list, alter, delete), delete; and
``kafka-async streams-groups``.

The group's member is a Streams member at the protocol level: StreamsGroupHeartbeat requests
with a one-subtopology topology, sent to the group's coordinator, which is what a Kafka
Streams application on ``group.protocol=streams`` sends. The coordinator, its assignment and
every answer are the real broker's."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from dataclasses import dataclass

import anyio
import pytest
from consumer_helpers import create_topic, produce

from kafka_async import Admin, TopicPartition
from kafka_async.admin import (
    GroupState,
    GroupType,
    StreamsGroupDescription,
    StreamsTaskIds,
)
from kafka_async.cluster.structs import OffsetAndMetadata
from kafka_async.protocol.errors import (
    GroupIdNotFoundError,
    NonEmptyGroupError,
    UnknownMemberIdError,
)
from kafka_async.protocol.messages import (
    FindCoordinatorRequest,
    StreamsGroupHeartbeatRequest,
    StreamsGroupHeartbeatResponse,
)

pytestmark = [pytest.mark.anyio, pytest.mark.integration,
              pytest.mark.asyncio_only("admin calls; their trio path is the Admin's own")]

_Topology = StreamsGroupHeartbeatRequest.Topology
#: COORDINATOR_LOAD_IN_PROGRESS, COORDINATOR_NOT_AVAILABLE, NOT_COORDINATOR: asked again
_LOADING = (14, 15, 16)


@pytest.fixture
def bootstrap(group_bootstrap: str) -> str:
    return group_bootstrap


@dataclass
class StreamsMember:
    """One member of a Streams group, speaking StreamsGroupHeartbeat itself."""

    admin: Admin
    group: str
    source: str
    member_id: str = ""
    epoch: int = 0
    node: int = -1
    #: a second subtopology reading this repartition topic, which the first writes (the
    #: coordinator creates it, as for a Streams application)
    repartition: str | None = None

    def _topology(self) -> StreamsGroupHeartbeatRequest.Topology:
        first = _Topology.Subtopology(
            subtopology_id="0", source_topics=[self.source], source_topic_regex=[],
            state_changelog_topics=[],
            repartition_sink_topics=[self.repartition] if self.repartition else [],
            repartition_source_topics=[], copartition_groups=[])
        subtopologies = [first]
        if self.repartition:
            subtopologies.append(_Topology.Subtopology(
                subtopology_id="1", source_topics=[], source_topic_regex=[],
                state_changelog_topics=[], repartition_sink_topics=[],
                repartition_source_topics=[StreamsGroupHeartbeatRequest.TopicInfo(
                    name=self.repartition, partitions=2, replication_factor=1,
                    topic_configs=[])],
                copartition_groups=[]))
        return _Topology(epoch=1, subtopologies=subtopologies)

    async def _coordinator(self) -> int:
        with anyio.fail_after(60):
            while True:
                response = await self.admin.client.send(
                    FindCoordinatorRequest(key_type=0, coordinator_keys=[self.group]))
                entry = response.coordinators[0]
                if not entry.error_code:
                    return int(entry.node_id)
                await anyio.sleep(0.1)

    async def heartbeat(self, *, leave: bool = False) -> StreamsGroupHeartbeatResponse:
        if self.node < 0:
            self.node = await self._coordinator()
            self.member_id = str(uuid.uuid4())
        joining = self.epoch == 0
        request = StreamsGroupHeartbeatRequest(
            group_id=self.group, member_id=self.member_id,
            member_epoch=-1 if leave else self.epoch, endpoint_information_epoch=0,
            rebalance_timeout_ms=30_000 if joining else -1,
            topology=self._topology() if joining else None,
            active_tasks=[] if joining else None, standby_tasks=[] if joining else None,
            warmup_tasks=[] if joining else None,
            process_id="process-a" if joining else None, client_tags=[] if joining else None,
            task_offsets=None, task_end_offsets=None)
        with anyio.fail_after(60):
            while True:
                response: StreamsGroupHeartbeatResponse = await self.admin.client.send(
                    request, node_id=self.node)
                if response.error_code not in _LOADING:
                    break
                # a new broker's coordinator is still loading, or moved
                await anyio.sleep(0.1)
                self.node = await self._coordinator()
        if response.error_code:
            raise AssertionError(f"StreamsGroupHeartbeat failed: {response}")
        self.epoch = response.member_epoch
        return response

    async def join(self, tasks: int) -> list[int]:
        """Join, then heartbeat until the coordinator assigns ``tasks`` active tasks (after
        the group's initial rebalance delay), acknowledging them as owned."""
        owned: list[int] = []
        with anyio.fail_after(60):
            while True:
                response = await self.heartbeat()
                if response.active_tasks:
                    owned = sorted(p for t in response.active_tasks for p in t.partitions)
                if len(owned) == tasks:
                    return owned
                await anyio.sleep(0.2)


def _cli(bootstrap: str, *args: str) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, KAFKA_BOOTSTRAP_SERVERS=bootstrap)
    return subprocess.run([sys.executable, "-m", "kafka_async", *args], env=env,
                          capture_output=True, timeout=120, check=False)


async def test_describe_offsets_delete(bootstrap: str) -> None:
    topic = await create_topic(bootstrap, partitions=2, prefix="streams")
    group = f"streams-app-{uuid.uuid4().hex[:8]}"
    tp0, tp1 = TopicPartition(topic, 0), TopicPartition(topic, 1)
    async with Admin(bootstrap_servers=bootstrap, client_id="streams-admin-test") as admin:
        member = StreamsMember(admin, group, topic)
        assert await member.join(tasks=2) == [0, 1]
        await member.heartbeat()  # the tasks are reported owned: the assignment settles

        described = (await admin.describe_streams_groups(
            [group], include_authorized_operations=True))[group]
        assert isinstance(described, StreamsGroupDescription)
        assert described.topology_epoch == 1
        (sub,) = described.subtopologies
        assert (sub.subtopology_id, sub.source_topics) == ("0", (topic,))
        assert sub.state_changelog_topics == {} and sub.repartition_source_topics == {}
        (seen,) = described.members
        assert (seen.member_id, seen.process_id, seen.client_id) == (
            member.member_id, "process-a", "streams-admin-test")
        assert seen.target_assignment.active_tasks == (StreamsTaskIds("0", (0, 1)),)
        assert not seen.is_classic and seen.user_endpoint is None
        assert described.authorized_operations
        assert described.coordinator == member.node
        assert group in {g.group_id for g in await admin.list_streams_groups()}
        assert {g.type for g in await admin.list_groups(types_filter=["streams"])} == {
            GroupType.STREAMS}

        # the CLI sees the same member and its tasks
        done = await anyio.to_thread.run_sync(lambda: _cli(
            bootstrap, "streams-groups", "describe", group, "--output", "json"))
        assert done.returncode == 0, done.stderr
        (document,) = json.loads(done.stdout)
        (shown,) = document["members"]
        assert shown["member_id"] == member.member_id
        assert shown["assignment"]["active_tasks"] == [
            {"subtopology_id": "0", "partitions": [0, 1]}]
        table = await anyio.to_thread.run_sync(lambda: _cli(
            bootstrap, "streams-groups", "describe", group))
        assert table.returncode == 0, table.stderr
        assert b"0_0" in table.stdout and b"0_1" in table.stdout  # Streams' task names

        # an active group refuses offsets from outside and deletion
        with pytest.raises(UnknownMemberIdError):
            await admin.alter_streams_group_offsets(group, {tp0: 1})
        with pytest.raises(NonEmptyGroupError):
            await admin.delete_streams_groups([group])

        await member.heartbeat(leave=True)
        with anyio.fail_after(30):
            while (await admin.describe_streams_groups([group]))[group].members:
                await anyio.sleep(0.1)
        assert (await admin.describe_streams_groups([group]))[group].state is GroupState.EMPTY

        # an empty group: offsets in, listed, one partition's deleted
        altered = await admin.alter_streams_group_offsets(
            group, {tp0: 5, tp1: OffsetAndMetadata(7, "resume here")})
        assert altered == {tp0: None, tp1: None}
        listed = (await admin.list_streams_group_offsets([group]))[group]
        assert {tp: (o.offset, o.metadata) for tp, o in listed.items()} == {
            tp0: (5, ""), tp1: (7, "resume here")}
        assert await admin.delete_streams_group_offsets(group, [tp1]) == {tp1: None}
        assert set((await admin.list_streams_group_offsets([group]))[group]) == {tp0}

        # a group that is not a Streams group, and one that does not exist
        others = await admin.describe_streams_groups(
            [group, "no-such-streams-group"], return_exceptions=True)
        assert isinstance(others["no-such-streams-group"], GroupIdNotFoundError)
        assert await admin.delete_streams_groups([group]) == {group: None}
        gone = await admin.describe_streams_groups([group], return_exceptions=True)
        assert isinstance(gone[group], GroupIdNotFoundError)


async def test_cli_streams_groups(bootstrap: str) -> None:
    topic = await create_topic(bootstrap, partitions=2, prefix="streams")
    group = f"streams-cli-{uuid.uuid4().hex[:8]}"
    await produce(bootstrap, topic, [(i % 2, None, b"v%d" % i) for i in range(20)])
    async with Admin(bootstrap_servers=bootstrap) as admin:
        member = StreamsMember(admin, group, topic)
        await member.join(tasks=2)
        listed = await anyio.to_thread.run_sync(lambda: _cli(
            bootstrap, "streams-groups", "list", "--output", "json"))
        assert listed.returncode == 0, listed.stderr
        assert group in {row["group_id"] for row in json.loads(listed.stdout)}
        topology = await anyio.to_thread.run_sync(lambda: _cli(
            bootstrap, "streams-groups", "describe", group, "--topology", "--output", "json"))
        assert topology.returncode == 0, topology.stderr
        (document,) = json.loads(topology.stdout)
        assert [(s["subtopology_id"], s["source_topics"]) for s in document["subtopologies"]
                ] == [("0", [topic])]
        # reset refused while the application runs, with what to do
        refused = await anyio.to_thread.run_sync(lambda: _cli(
            bootstrap, "streams-groups", "reset-offsets", group, "--to-earliest",
            "--topic", topic, "--execute"))
        assert refused.returncode != 0
        assert b"stop the application first" in refused.stderr
        await member.heartbeat(leave=True)
        with anyio.fail_after(30):
            while (await admin.describe_streams_groups([group]))[group].members:
                await anyio.sleep(0.1)
        reset = await anyio.to_thread.run_sync(lambda: _cli(
            bootstrap, "streams-groups", "reset-offsets", group, "--to-offset", "3",
            "--topic", topic, "--execute", "--output", "json"))
        assert reset.returncode == 0, reset.stderr
        assert {(r["partition"], r["new_offset"]) for r in json.loads(reset.stdout)} == {
            (0, 3), (1, 3)}
        offsets = (await admin.list_streams_group_offsets([group]))[group]
        assert {tp.partition: o.offset for tp, o in offsets.items()} == {0: 3, 1: 3}
        shown = await anyio.to_thread.run_sync(lambda: _cli(
            bootstrap, "streams-groups", "offsets", group, "--output", "json"))
        assert shown.returncode == 0, shown.stderr
        assert {(r["partition"], r["current_offset"], r["lag"])
                for r in json.loads(shown.stdout)} == {(0, 3, 7), (1, 3, 7)}
        deleted = await anyio.to_thread.run_sync(lambda: _cli(
            bootstrap, "streams-groups", "delete-offsets", group, f"{topic}:1"))
        assert deleted.returncode == 0, deleted.stderr
        dropped = await anyio.to_thread.run_sync(lambda: _cli(
            bootstrap, "streams-groups", "delete", group))
        assert dropped.returncode == 0, dropped.stderr
        assert group not in {g.group_id for g in await admin.list_streams_groups()}


async def test_a_consumer_group_is_never_changed_by_the_streams_operations(
        bootstrap: str) -> None:
    """The offset operations are the consumer group's requests: without a check they would
    change (and `delete` delete) any group. kafka-streams-groups refuses; so do these."""
    topic = await create_topic(bootstrap, partitions=1, prefix="streams")
    group = f"not-streams-{uuid.uuid4().hex[:8]}"
    tp = TopicPartition(topic, 0)
    await produce(bootstrap, topic, [(0, None, b"x")] * 3)
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.alter_consumer_group_offsets(group, {tp: 2})  # a (simple) consumer group
        with pytest.raises(GroupIdNotFoundError):
            await admin.delete_streams_group_offsets(group, [tp])
        with pytest.raises(GroupIdNotFoundError):
            await admin.alter_streams_group_offsets(group, {tp: 0})
        refused = await admin.delete_streams_groups([group], return_exceptions=True)
        assert isinstance(refused[group], GroupIdNotFoundError)
        for args in (("delete", group), ("delete-offsets", group, topic)):
            done = await anyio.to_thread.run_sync(
                lambda args=args: _cli(bootstrap, "streams-groups", *args))
            assert done.returncode != 0 and b"GroupIdNotFoundError" in done.stderr
        kept = (await admin.list_consumer_group_offsets([group]))[group]
        assert {t: o.offset for t, o in kept.items()} == {tp: 2}


async def test_cli_leaves_repartition_topics_alone_unless_asked(bootstrap: str) -> None:
    """reset-offsets moves the input topics only (kafka-streams-groups --all-input-topics):
    a repartition topic rewound feeds its records to the state stores twice. offsets shows
    every input partition, also one never committed (its pending input is lag). delete
    --delete-all-internal-topics deletes the topology's own topics too."""
    topic = await create_topic(bootstrap, partitions=3, prefix="streams")
    group = f"streams-app-{uuid.uuid4().hex[:8]}"
    repartition = f"{group}-counts-repartition"
    await produce(bootstrap, topic, [(i % 3, None, b"v%d" % i) for i in range(30)])
    async with Admin(bootstrap_servers=bootstrap) as admin:
        member = StreamsMember(admin, group, topic, repartition=repartition)
        await member.join(tasks=5)  # 3 input partitions, 2 of the repartition topic
        await member.heartbeat(leave=True)
        with anyio.fail_after(30):
            while (await admin.describe_streams_groups([group]))[group].members:
                await anyio.sleep(0.1)
        inputs = [TopicPartition(topic, p) for p in range(3)]
        internal = [TopicPartition(repartition, p) for p in range(2)]
        await admin.alter_streams_group_offsets(
            group, {inputs[0]: 5, inputs[1]: 5, internal[0]: 0, internal[1]: 0})

        planned = await anyio.to_thread.run_sync(lambda: _cli(
            bootstrap, "streams-groups", "reset-offsets", group, "--to-earliest",
            "--output", "json"))
        assert planned.returncode == 0, planned.stderr
        # every partition of the input topic (as --all-input-topics), none of the repartition
        assert {(r["topic"], r["partition"]) for r in json.loads(planned.stdout)} == {
            (topic, 0), (topic, 1), (topic, 2)}

        shown = await anyio.to_thread.run_sync(lambda: _cli(
            bootstrap, "streams-groups", "offsets", group, "--output", "json"))
        assert shown.returncode == 0, shown.stderr
        rows = {(r["topic"], r["partition"]): (r["current_offset"], r["lag"])
                for r in json.loads(shown.stdout)}
        assert rows[topic, 0] == rows[topic, 1] == (5, 5)
        assert rows[topic, 2] == (None, None)  # never committed: shown, its lag unknown
        assert rows[repartition, 0] == (0, 0)

        dropped = await anyio.to_thread.run_sync(lambda: _cli(
            bootstrap, "streams-groups", "delete", group, "--delete-all-internal-topics"))
        assert dropped.returncode == 0, dropped.stderr
        with anyio.fail_after(30):
            while repartition in await admin.list_topics():
                await anyio.sleep(0.1)
        assert topic in await admin.list_topics()
