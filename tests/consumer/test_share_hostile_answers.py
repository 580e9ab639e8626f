"""A share consumer against a fake broker whose first ShareFetch answer breaks the protocol's
promises: a partition named twice, acquired ranges that overlap or nest. Each record is
handed out once, and nothing handed out is acknowledged as a GAP (found by the hostile-input
review of stop 50: the records came twice, and delivered ones went back as GAP)."""

from __future__ import annotations

import uuid
from typing import Any

import anyio
import pytest

from kafka_async.consumer.share import ShareConsumer
from kafka_async.consumer.share.acks import GAP
from kafka_async.protocol.messages import FindCoordinatorResponse, MetadataResponse
from kafka_async.protocol.messages import ShareAcknowledgeResponse as SA
from kafka_async.protocol.messages import ShareFetchResponse as SF
from kafka_async.protocol.messages import ShareGroupHeartbeatResponse as HB
from tests.consumer.test_share_units import _batch
from tests.network._fakebroker import FakeBroker, Received

pytestmark = pytest.mark.anyio

TOPIC_ID = uuid.uuid4()
Part = SF.ShareFetchableTopicResponse.PartitionData
Acquired = Part.AcquiredRecords


def _part(*ranges: tuple[int, int, int]) -> Part:
    return Part(partition_index=0, records=_batch(0, 10), acquired_records=[
        Acquired(first_offset=first, last_offset=last, delivery_count=count)
        for first, last, count in ranges])


ANSWERS: dict[str, list[SF.ShareFetchableTopicResponse]] = {
    "partition named twice": [SF.ShareFetchableTopicResponse(
        topic_id=TOPIC_ID, partitions=[_part((0, 9, 1)), _part((0, 9, 1))])],
    "topic named twice": [
        SF.ShareFetchableTopicResponse(topic_id=TOPIC_ID, partitions=[_part((0, 9, 1))]),
        SF.ShareFetchableTopicResponse(topic_id=TOPIC_ID, partitions=[_part((0, 9, 1))])],
    "overlapping ranges": [SF.ShareFetchableTopicResponse(
        topic_id=TOPIC_ID, partitions=[_part((0, 6, 1), (3, 9, 2))])],
    "nested ranges": [SF.ShareFetchableTopicResponse(
        topic_id=TOPIC_ID, partitions=[_part((0, 9, 1), (2, 3, 5))])],
}


class _Broker:
    """FindCoordinator, Metadata, ShareGroupHeartbeat (partition 0 assigned), ShareFetch (the
    hostile answer first, empty ones after) and ShareAcknowledge; every acknowledgement
    batch it receives is kept as (first, last, types)."""

    def __init__(self, answer: list[SF.ShareFetchableTopicResponse]) -> None:
        self.broker = FakeBroker(api_ranges={10: (0, 6), 76: (1, 1), 78: (1, 2), 79: (1, 2)})
        self.answer = answer
        self.fetches = 0
        self.acks: list[tuple[int, int, list[int]]] = []
        self.broker.handlers = {10: self.find, 3: self.metadata, 76: self.heartbeat,
                                78: self.fetch, 79: self.acknowledge}

    async def find(self, received: Received) -> Any:
        return FindCoordinatorResponse(coordinators=[FindCoordinatorResponse.Coordinator(
            key=key, node_id=1, host="127.0.0.1", port=self.broker.port)
            for key in received.request.coordinator_keys])

    async def metadata(self, received: Received) -> Any:
        partition = MetadataResponse.MetadataResponseTopic.MetadataResponsePartition(
            partition_index=0, leader_id=1, replica_nodes=[1], isr_nodes=[1])
        return MetadataResponse(
            brokers=[MetadataResponse.MetadataResponseBroker(
                node_id=1, host="127.0.0.1", port=self.broker.port)],
            cluster_id="fake", controller_id=1,
            topics=[MetadataResponse.MetadataResponseTopic(
                name="t", topic_id=TOPIC_ID, partitions=[partition])])

    async def heartbeat(self, received: Received) -> Any:
        request = received.request
        if request.member_epoch == -1:
            return HB(member_id=request.member_id, member_epoch=-1)
        return HB(member_id=request.member_id or "m1", member_epoch=1,
                  heartbeat_interval_ms=500, assignment=HB.Assignment(
                      topic_partitions=[HB.TopicPartitions(topic_id=TOPIC_ID, partitions=[0])]))

    def _keep_acks(self, topics: Any) -> None:
        for topic in topics:
            for part in topic.partitions:
                self.acks += [(b.first_offset, b.last_offset, list(b.acknowledge_types))
                              for b in part.acknowledgement_batches]

    async def fetch(self, received: Received) -> Any:
        self._keep_acks(received.request.topics)
        self.fetches += 1
        if self.fetches == 1:
            return SF(acquisition_lock_timeout_ms=30_000, responses=self.answer)
        await anyio.sleep(0.2)  # (a long poll with nothing new)
        return SF(acquisition_lock_timeout_ms=30_000, responses=[])

    async def acknowledge(self, received: Received) -> Any:
        self._keep_acks(received.request.topics)
        return SA(responses=[SA.ShareAcknowledgeTopicResponse(
            topic_id=topic.topic_id, partitions=[
                SA.ShareAcknowledgeTopicResponse.PartitionData(partition_index=p.partition_index)
                for p in topic.partitions]) for topic in received.request.topics])


@pytest.mark.parametrize("case", sorted(ANSWERS))
async def test_each_record_is_handed_out_once_and_none_of_them_acknowledged_as_a_gap(
        case: str) -> None:
    fake = _Broker(ANSWERS[case])
    offsets: list[int] = []
    async with fake.broker:
        with anyio.fail_after(30):
            async with ShareConsumer("t", group_id="g", bootstrap_servers=fake.broker.bootstrap,
                                     fetch_max_wait_ms=200) as consumer:
                while len(offsets) < 10:
                    for records in (await consumer.getmany(timeout_ms=200)).values():
                        offsets += [record.offset for record in records]
                await consumer.commit()
    assert sorted(offsets) == list(range(10))  # each once
    gaps = [(first, last) for first, last, types in fake.acks if types == [GAP]]
    assert not [o for o in offsets if any(first <= o <= last for first, last in gaps)]
