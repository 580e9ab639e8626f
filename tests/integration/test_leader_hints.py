"""KIP-951 on the 3-node cluster: a producer and a consumer follow a moved partition leader to
the broker the old leader names (``CurrentLeader`` in Produce and Fetch responses) without a
Metadata request.

The leader is moved the gentle way (the replica order changed, then a preferred election), so
the old leader stays up and answers NOT_LEADER_OR_FOLLOWER with the new leader. Requests are
counted with an ``on_broker_write`` hook; events, not time, order the steps.
"""

from __future__ import annotations

import uuid

import anyio
import pytest

from kafka_async import Admin, Consumer, Producer
from kafka_async.admin import (
    NewPartitionReassignment,
    NewTopic,
    TopicPartition,
)
from kafka_async.protocol.messages import MetadataRequest
from kafka_async.testing import KafkaCluster
from tests.integration.test_admin_replicas import elect_preferred, replicas_of, until_replicas

pytestmark = [pytest.mark.anyio, pytest.mark.integration]
HANG_GUARD = 90
PRODUCE, FETCH, METADATA = 0, 1, 3


class Requests:
    """Every request a client wrote, as (node id, API key), in order; and the answers read."""

    def __init__(self) -> None:
        self.writes: list[tuple[int, int]] = []
        self.reads: list[tuple[int, int]] = []
        self.changed = anyio.Event()

    def on_broker_write(self, node_id: int, api_key: int, api_version: int,
                        size: int) -> None:
        self.writes.append((node_id, api_key))
        self.changed.set()

    def on_broker_read(self, node_id: int, api_key: int, api_version: int, size: int,
                       seconds: float, throttle_ms: int) -> None:
        self.reads.append((node_id, api_key))
        self.changed.set()

    async def until_answered(self, api_key: int) -> None:
        """Until every request of ``api_key`` written so far has been answered."""
        while (sum(1 for _, key in self.writes if key == api_key)
               != sum(1 for _, key in self.reads if key == api_key)):
            self.changed = anyio.Event()
            await self.changed.wait()

    def since(self, mark: int, api_key: int) -> list[int]:
        """The nodes that requests of ``api_key`` went to after the first ``mark`` writes."""
        return [node for node, key in self.writes[mark:] if key == api_key]


async def move_leader(admin: Admin, tp: TopicPartition, to: int) -> None:
    replicas, _ = await replicas_of(admin, tp)
    order = [to, *[node for node in replicas if node != to]]
    await admin.alter_partition_reassignments({tp: NewPartitionReassignment(order)})
    await until_replicas(admin, tp, tuple(order))
    await elect_preferred(admin, tp)
    await until_replicas(admin, tp, tuple(order), leader=to)
    await until_every_broker_names(admin, tp, order, to)


async def until_every_broker_names(admin: Admin, tp: TopicPartition, nodes: list[int],
                                   leader: int) -> None:
    """Until each of ``nodes``, asked itself, names ``leader`` for ``tp``. Metadata reaches each
    broker on its own schedule (``until_replicas`` asks one of them): a client whose request
    reaches the new leader before it learnt that it leads, or the old one before it learnt
    that it does not, gets NOT_LEADER_OR_FOLLOWER with no newer leader named, so rightly a
    Metadata refresh (which failed this test now and then, on CI's busy machine)."""
    request = MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name=tp.topic)],
                              allow_auto_topic_creation=False)
    with anyio.fail_after(HANG_GUARD):
        for node in nodes:
            while True:
                response = await admin.client.send(request, node_id=node)
                named = [partition.leader_id for topic in response.topics
                         if topic.name == tp.topic for partition in topic.partitions
                         if partition.partition_index == tp.partition]
                if named == [leader]:
                    break
                await anyio.sleep(0.1)


async def test_producer_and_consumer_follow_a_named_leader_without_metadata(
        kafka_cluster3: KafkaCluster) -> None:
    topic = f"hints-{uuid.uuid4().hex[:8]}"
    tp = TopicPartition(topic, 0)
    bootstrap = kafka_cluster3.bootstrap
    produced, consumed = Requests(), Requests()
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, replica_assignments={0: [1, 2, 3]})])
        await until_replicas(admin, tp, (1, 2, 3), leader=1)
        consumer = Consumer(bootstrap_servers=bootstrap, auto_offset_reset="earliest",
                            fetch_max_wait_ms=100, hooks=[consumed])
        consumer.assign([tp])
        async with Producer(bootstrap_servers=bootstrap, acks="all",
                            hooks=[produced]) as producer, consumer:
            first = await (await producer.send(topic, b"before", key=b"k"))
            with anyio.fail_after(HANG_GUARD):
                assert (await consumer.getone()).offset == first.offset
            assert produced.since(0, PRODUCE)[-1] == 1 and consumed.since(0, FETCH)[-1] == 1

            # The consumer sits the move out: its long poll on broker 1 is answered, and it
            # fetches again only once the producer's write proved that broker 2 knows it leads.
            # (Fetching during the move, it could reach broker 2 before broker 2 learnt of it:
            # NOT_LEADER_OR_FOLLOWER with no leader named, so rightly a Metadata refresh, which
            # made this test fail now and then.)
            consumer.pause(tp)
            with anyio.fail_after(HANG_GUARD):
                await consumed.until_answered(FETCH)
            await move_leader(admin, tp, 2)
            produced_mark = len(produced.writes)
            after = await (await producer.send(topic, b"after", key=b"k"))
            consumed_mark = len(consumed.writes)
            consumer.resume(tp)
            with anyio.fail_after(HANG_GUARD):
                record = await consumer.getone()
            assert (record.value, record.offset) == (b"after", after.offset)

            # Each went to broker 1, was told "2 leads now", and went to 2: no Metadata.
            assert produced.since(produced_mark, METADATA) == []
            assert consumed.since(consumed_mark, METADATA) == []
            assert produced.since(produced_mark, PRODUCE)[-1] == 2
            assert consumed.since(consumed_mark, FETCH)[-1] == 2
            assert 1 in produced.since(produced_mark, PRODUCE)  # it did meet the old leader
            assert producer.leader_moves == 1
