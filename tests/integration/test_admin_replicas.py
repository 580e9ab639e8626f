"""Admin replica operations on the 3-node cluster: reassignments (started, listed while
throttled, cancelled), preferred and unclean leader elections, log dirs and per-broker
configs, each checked against kafka-reassign-partitions, kafka-leader-election and
kafka-log-dirs acting on the same partitions."""

from __future__ import annotations

import json
import tempfile
import uuid
from functools import partial
from pathlib import Path

import anyio
import pytest

from kafka_async import Admin, Producer
from kafka_async.admin import (
    AlterConfigOp,
    ConfigResource,
    ElectionType,
    NewPartitionReassignment,
    NewTopic,
    TopicPartition,
    TopicPartitionReplica,
)
from kafka_async.protocol.errors import (
    ElectionNotNeededError,
    KafkaStorageError,
    LogDirNotFoundError,
    NoReassignmentInProgressError,
    UnknownTopicOrPartitionError,
)
from kafka_async.testing import JavaTools, KafkaCluster
from kafka_async.testing.fixtures import running_cluster
from kafka_async.testing.tools import (
    LEADER_ELECTION_COMMAND,
    LOG_DIRS_COMMAND,
    REASSIGN_COMMAND,
)

pytestmark = [pytest.mark.anyio, pytest.mark.integration,
              pytest.mark.asyncio_only("three brokers and Java tools per call; the Admin's "
                                       "trio runs are in the single-broker admin modules")]
HANG_GUARD = 90


class _Unset:
    value = None


_UNSET = _Unset()


async def tool(cluster: KafkaCluster, main_class: str, *args: str,
               config_flag: str = "--command-config") -> str:
    with JavaTools(cluster) as java:
        return await anyio.to_thread.run_sync(partial(
            java.admin_command, main_class, list(args), config_flag=config_flag))


async def replicas_of(admin: Admin, tp: TopicPartition) -> tuple[tuple[int, ...], int]:
    """Replicas and leader of ``tp``; ((), -1) while the broker asked has not yet learnt of a
    topic just created (metadata reaches each broker on its own schedule, as in Java)."""
    described = (await admin.describe_topics([tp.topic], return_exceptions=True))[tp.topic]
    if isinstance(described, UnknownTopicOrPartitionError):
        return (), -1
    info = described.partitions[tp.partition]
    return info.replicas, info.leader


async def until_replicas(admin: Admin, tp: TopicPartition, replicas: tuple[int, ...],
                         leader: int | None = None) -> None:
    with anyio.fail_after(HANG_GUARD):
        while True:
            now, now_leader = await replicas_of(admin, tp)
            if now == replicas and (leader is None or now_leader == leader):
                return
            await anyio.sleep(0.1)


async def elect_preferred(admin: Admin, tp: TopicPartition) -> None:
    """A preferred election of ``tp``, repeated until it happens (the new preferred leader
    must be in sync first)."""
    with anyio.fail_after(HANG_GUARD):
        while True:
            outcome = await admin.elect_leaders(ElectionType.PREFERRED, [tp],
                                                return_exceptions=True)
            if outcome[tp] is None:
                return
            await anyio.sleep(0.2)


def plan_file(scratch: str, name: str, plan: dict[str, object]) -> str:
    path = Path(scratch) / name
    path.write_text(json.dumps(plan))
    return str(path)


async def test_reassign_list_cancel_and_elect_leaders(kafka_cluster3: KafkaCluster) -> None:
    topic = f"move-{uuid.uuid4().hex[:8]}"
    tp = TopicPartition(topic, 0)
    async with Admin(bootstrap_servers=kafka_cluster3.bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, replica_assignments={0: [1, 2]})])
        await until_replicas(admin, tp, (1, 2), leader=1)

        # ours starts a move, kafka-reassign-partitions --verify sees it finish
        assert await admin.alter_partition_reassignments(
            {tp: NewPartitionReassignment([2, 3])}) == {tp: None}
        await until_replicas(admin, tp, (2, 3))
        with tempfile.TemporaryDirectory() as scratch:
            plan = {"version": 1, "partitions": [
                {"topic": topic, "partition": 0, "replicas": [2, 3]}]}
            verified = await tool(kafka_cluster3, REASSIGN_COMMAND, "--verify",
                                  "--reassignment-json-file", plan_file(scratch, "v.json", plan))
            assert f"Reassignment of partition {topic}-0 is completed" in verified

            # the tool starts one, we see it done
            plan = {"version": 1, "partitions": [
                {"topic": topic, "partition": 0, "replicas": [3, 1]}]}
            await tool(kafka_cluster3, REASSIGN_COMMAND, "--execute",
                       "--reassignment-json-file", plan_file(scratch, "x.json", plan))
        await until_replicas(admin, tp, (3, 1))
        assert await admin.list_partition_reassignments([tp]) == {}
        with pytest.raises(NoReassignmentInProgressError, match=f"{topic}-0"):
            await admin.alter_partition_reassignments({tp: None})

        # preferred election: same replicas in a new order, then elect; the leader follows
        leader = (await replicas_of(admin, tp))[1]
        order = [1, 3] if leader == 3 else [3, 1]
        await admin.alter_partition_reassignments({tp: NewPartitionReassignment(order)})
        await until_replicas(admin, tp, tuple(order))
        await elect_preferred(admin, tp)
        await until_replicas(admin, tp, tuple(order), leader=order[0])
        with pytest.raises(ElectionNotNeededError):
            await admin.elect_leaders(ElectionType.PREFERRED, [tp])
        with pytest.raises(ElectionNotNeededError):
            await admin.elect_leaders(ElectionType.UNCLEAN, [tp])

        # kafka-leader-election does the same, we see it
        order.reverse()
        await admin.alter_partition_reassignments({tp: NewPartitionReassignment(order)})
        await until_replicas(admin, tp, tuple(order))
        with anyio.fail_after(HANG_GUARD):
            while (await replicas_of(admin, tp))[1] != order[0]:
                await tool(kafka_cluster3, LEADER_ELECTION_COMMAND, "--election-type",
                           "preferred", "--topic", topic, "--partition", "0",
                           config_flag="--admin.config")
        every = await admin.elect_leaders(ElectionType.PREFERRED, return_exceptions=True)
        assert tp not in every or isinstance(every[tp], ElectionNotNeededError)


async def test_throttled_move_is_listed_then_cancelled(kafka_cluster3: KafkaCluster) -> None:
    """A move held back by a 1 B/s replication throttle (set per broker, through the Admin)
    stays in progress: listed with its adding replica, then cancelled."""
    topic = f"slow-{uuid.uuid4().hex[:8]}"
    tp = TopicPartition(topic, 0)
    brokers = [ConfigResource(ConfigResource.Type.BROKER, str(n))
               for n in kafka_cluster3.node_ids]
    topic_resource = ConfigResource(ConfigResource.Type.TOPIC, topic)
    async with Admin(bootstrap_servers=kafka_cluster3.bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, replica_assignments={0: [1, 2]})])
        await until_replicas(admin, tp, (1, 2), leader=1)
        async with Producer(bootstrap_servers=kafka_cluster3.bootstrap, acks="all") as producer:
            handles = [await producer.send(topic, b"x" * 10_000, key=b"%d" % i, partition=0,
                                           headers=[("i", b"%d" % i)]) for i in range(200)]
            for handle in handles:
                await handle
        throttle = [AlterConfigOp("leader.replication.throttled.rate", "1"),
                    AlterConfigOp("follower.replication.throttled.rate", "1")]
        assert await admin.incremental_alter_configs(
            {**{broker: throttle for broker in brokers}, topic_resource: [
                AlterConfigOp("leader.replication.throttled.replicas", "*"),
                AlterConfigOp("follower.replication.throttled.replicas", "*")]}) == dict.fromkeys(
            [*brokers, topic_resource])
        # A dynamic broker config reaches each broker through the metadata log: a describe
        # right after the alter may be answered by a broker that has not applied it yet.
        with anyio.fail_after(30):
            while True:
                described = await admin.describe_configs(brokers)
                rates = {r: (c.get("leader.replication.throttled.rate") or _UNSET).value
                         for r, c in described.items()}
                if rates == dict.fromkeys(brokers, "1"):
                    break
                await anyio.sleep(0.1)
        try:
            for _ in range(5):
                await admin.alter_partition_reassignments({tp: NewPartitionReassignment([1, 3])})
                ongoing = await admin.list_partition_reassignments()
                if tp in ongoing:
                    break
                # done before we looked: the topic's throttle had not reached broker 3 yet
                # (configs travel through the metadata log); move back and go again
                await until_replicas(admin, tp, (1, 3))
                await admin.alter_partition_reassignments({tp: NewPartitionReassignment([1, 2])})
                await until_replicas(admin, tp, (1, 2))
            assert ongoing[tp].adding_replicas == (3,) and ongoing[tp].removing_replicas == (2,)
            assert set(ongoing[tp].replicas) == {1, 2, 3}
            assert await admin.alter_partition_reassignments({tp: None}) == {tp: None}
            with anyio.fail_after(HANG_GUARD):
                while await admin.list_partition_reassignments([tp]):
                    await anyio.sleep(0.1)
            await until_replicas(admin, tp, (1, 2))
        finally:
            revert = [AlterConfigOp(op.name, op=AlterConfigOp.OpType.DELETE) for op in throttle]
            await admin.incremental_alter_configs({broker: revert for broker in brokers})


async def test_log_dirs_as_kafka_log_dirs_sees_them(kafka_cluster3: KafkaCluster) -> None:
    topic = f"dirs-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=kafka_cluster3.bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, replica_assignments={0: [2, 3]})])
        tp = TopicPartition(topic, 0)
        await until_replicas(admin, tp, (2, 3))
        with anyio.fail_after(HANG_GUARD):  # each broker creates its replica's log on its own
            while True:
                ours = await admin.describe_log_dirs()
                if all(any(tp in d.replica_infos for d in ours[b].values()) for b in (2, 3)):
                    break
                await anyio.sleep(0.1)
        assert sorted(ours) == kafka_cluster3.node_ids
        output = await tool(kafka_cluster3, LOG_DIRS_COMMAND, "--describe", "--broker-list",
                            "1,2,3", "--topic-list", topic)
        theirs = json.loads(next(line for line in output.splitlines()
                                 if line.startswith("{")))
        for broker in theirs["brokers"]:
            dirs = ours[broker["broker"]]
            for log_dir in broker["logDirs"]:
                mine = dirs[log_dir["logDir"]]
                assert mine.error is None and mine.total_bytes and mine.usable_bytes
                hosted = {p["partition"] for p in log_dir["partitions"]}
                assert hosted == ({f"{topic}-0"} if broker["broker"] in (2, 3) else set())
                assert (tp in mine.replica_infos) == (broker["broker"] in (2, 3))

        replicas = [TopicPartitionReplica(topic, 0, b) for b in (1, 2, 3)]
        where = await admin.describe_replica_log_dirs(replicas)
        assert where[replicas[0]].current_replica_log_dir is None
        for replica in replicas[1:]:
            assert where[replica].current_replica_log_dir in ours[replica.broker_id]
            assert where[replica].future_replica_log_dir is None

        # one log dir per broker here: moving to it is a no-op, anywhere else is refused
        home = where[replicas[1]].current_replica_log_dir
        assert home is not None
        assert await admin.alter_replica_log_dirs({replicas[1]: home}) == {replicas[1]: None}
        refused = await admin.alter_replica_log_dirs({replicas[1]: "/no/such/dir"},
                                                     return_exceptions=True)
        assert isinstance(refused[replicas[1]], (LogDirNotFoundError, KafkaStorageError))


async def test_replica_moves_between_log_dirs_of_a_broker() -> None:
    """JBOD: one broker with two log dirs. We move a replica, kafka-log-dirs sees it in the
    other dir; kafka-reassign-partitions moves it back, we see that."""
    topic = f"jbod-{uuid.uuid4().hex[:8]}"
    with running_cluster(1, log_dirs_per_node=2, graceful_stop=False) as cluster:
        async with Admin(bootstrap_servers=cluster.bootstrap) as admin:
            await admin.create_topics([NewTopic(topic, 1, 1)])
            replica = TopicPartitionReplica(topic, 0, 1)
            with anyio.fail_after(HANG_GUARD):
                while (await admin.describe_replica_log_dirs([replica]))[
                        replica].current_replica_log_dir is None:
                    await anyio.sleep(0.05)
            dirs = sorted((await admin.describe_log_dirs([1]))[1])
            assert len(dirs) == 2
            home = (await admin.describe_replica_log_dirs([replica]))[
                replica].current_replica_log_dir
            other = next(d for d in dirs if d != home)

            assert await admin.alter_replica_log_dirs({replica: other}) == {replica: None}
            with anyio.fail_after(HANG_GUARD):
                while (where := (await admin.describe_replica_log_dirs([replica]))[replica]
                       ).current_replica_log_dir != other or where.future_replica_log_dir:
                    await anyio.sleep(0.1)
            output = await tool(cluster, LOG_DIRS_COMMAND, "--describe", "--broker-list", "1",
                                "--topic-list", topic)
            seen = json.loads(next(line for line in output.splitlines()
                                   if line.startswith("{")))
            holding = [d["logDir"] for d in seen["brokers"][0]["logDirs"]
                       if any(p["partition"] == f"{topic}-0" for p in d["partitions"])]
            assert holding == [other]

            with tempfile.TemporaryDirectory() as scratch:
                plan = {"version": 1, "partitions": [{"topic": topic, "partition": 0,
                                                      "replicas": [1], "log_dirs": [home]}]}
                await tool(cluster, REASSIGN_COMMAND, "--execute", "--reassignment-json-file",
                           plan_file(scratch, "back.json", plan))
            with anyio.fail_after(HANG_GUARD):
                while (await admin.describe_replica_log_dirs([replica]))[
                        replica].current_replica_log_dir != home:
                    await anyio.sleep(0.1)
