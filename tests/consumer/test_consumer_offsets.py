"""Offset lookups: routed to leaders, retried on leadership errors, other errors raised."""

from __future__ import annotations

import uuid
from typing import Any

import anyio
import pytest

from kafka_async.cluster.metadata import ClusterMetadata, build_snapshot
from kafka_async.consumer.offsets import EARLIEST, LATEST, OffsetLookup
from kafka_async.consumer.structs import TopicPartition
from kafka_async.metrics.hooks import HookDispatch
from kafka_async.metrics.registry import Metrics
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.protocol.errors import TopicAuthorizationFailedError
from kafka_async.protocol.messages import (
    ListOffsetsRequest,
    ListOffsetsResponse,
    MetadataResponse,
    OffsetForLeaderEpochRequest,
    OffsetForLeaderEpochResponse,
)

TP0, TP1 = TopicPartition("t", 0), TopicPartition("t", 1)
Listed = ListOffsetsResponse.ListOffsetsTopicResponse
Epochs = OffsetForLeaderEpochResponse.OffsetForLeaderTopicResult


def snapshot() -> ClusterMetadata:
    topic = MetadataResponse.MetadataResponseTopic
    return build_snapshot(MetadataResponse(
        brokers=[MetadataResponse.MetadataResponseBroker(node_id=n, host="h", port=n)
                 for n in (1, 2)],
        topics=[topic(name="t", topic_id=uuid.uuid4(), partitions=[
            topic.MetadataResponsePartition(partition_index=p, leader_id=p + 1, leader_epoch=7)
            for p in (0, 1)])]))


class FakeClient:
    def __init__(self, answers: list[Any]) -> None:
        self.hooks = HookDispatch()
        self.metrics = Metrics()
        self.metadata = snapshot()
        self.answers = answers
        self.sent: list[tuple[Any, int]] = []
        self.updates = 0

    async def send(self, request: Any, *, node_id: int) -> Any:
        self.sent.append((request, node_id))
        return self.answers.pop(0)(request)

    async def refresh_metadata(self, topics: object) -> ClusterMetadata:
        return self.metadata

    def note_error(self, error: BaseException) -> bool:
        return True

    def request_update(self) -> None:
        self.updates += 1


def lookup(client: FakeClient) -> OffsetLookup:
    return OffsetLookup(client, isolation_level=1, timeout=5,  # type: ignore[arg-type]
                        backoff=ExponentialBackoff(0.001, 0.002))


def listed(request: ListOffsetsRequest, error: int = 0, offset: int = 10) -> ListOffsetsResponse:
    return ListOffsetsResponse(topics=[Listed(name=t.name, partitions=[
        Listed.ListOffsetsPartitionResponse(partition_index=p.partition_index, error_code=error,
                                            offset=offset + p.partition_index, timestamp=-1,
                                            leader_epoch=7)
        for p in t.partitions]) for t in request.topics])


def test_list_offsets_goes_to_each_leader_as_a_consumer(anyio_backend: str) -> None:
    client = FakeClient([listed, listed])
    found = anyio.run(lookup(client).list_offsets, {TP0: EARLIEST, TP1: LATEST},
                      backend=anyio_backend)
    assert {tp: f.offset for tp, f in found.items()} == {TP0: 10, TP1: 11}
    assert sorted(node for _, node in client.sent) == [1, 2]
    for request, _ in client.sent:
        assert request.replica_id == -1 and request.isolation_level == 1
        assert request.topics[0].partitions[0].current_leader_epoch == 7


def test_leadership_errors_are_retried(anyio_backend: str) -> None:
    client = FakeClient([lambda r: listed(r, error=6), listed])
    found = anyio.run(lookup(client).list_offsets, {TP0: EARLIEST}, backend=anyio_backend)
    assert found[TP0].offset == 10 and len(client.sent) == 2 and client.updates >= 1


def test_other_errors_are_raised_with_the_partition(anyio_backend: str) -> None:
    client = FakeClient([lambda r: listed(r, error=29)])
    with pytest.raises(TopicAuthorizationFailedError, match="t partition 0"):
        anyio.run(lookup(client).list_offsets, {TP0: EARLIEST}, backend=anyio_backend)


def test_offset_for_leader_epoch_request_and_answer(anyio_backend: str) -> None:
    def answer(request: OffsetForLeaderEpochRequest) -> OffsetForLeaderEpochResponse:
        part = request.topics[0].partitions[0]
        assert (part.current_leader_epoch, part.leader_epoch) == (8, 3)
        return OffsetForLeaderEpochResponse(topics=[Epochs(topic="t", partitions=[
            Epochs.EpochEndOffset(partition=0, leader_epoch=3, end_offset=77)])])

    client = FakeClient([answer])
    found = anyio.run(lookup(client).end_offsets_for_epochs, {TP0: (8, 3)}, backend=anyio_backend)
    assert (found[TP0].leader_epoch, found[TP0].end_offset) == (3, 77)
