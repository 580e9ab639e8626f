"""CoordinatorLink and OffsetStore against a scripted fake client (no broker): coordinator
rediscovery on NOT_COORDINATOR / COORDINATOR_NOT_AVAILABLE / socket errors, typed commit
failures, OffsetFetch answers."""

from __future__ import annotations

from collections import deque
from typing import Any

import anyio
import pytest

from kafka_async import TopicPartition
from kafka_async.consumer.group.coordinator import CoordinatorLink
from kafka_async.consumer.group.errors import CommitFailedError
from kafka_async.consumer.group.offsets import GroupMetadata, OffsetAndMetadata, OffsetStore
from kafka_async.metrics.hooks import HookDispatch
from kafka_async.metrics.registry import Metrics
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaConnectionError
from kafka_async.network.pool import Lane
from kafka_async.protocol.errors import GroupAuthorizationFailedError
from kafka_async.protocol.messages import (
    FindCoordinatorRequest,
    FindCoordinatorResponse,
    OffsetCommitRequest,
    OffsetCommitResponse,
    OffsetFetchResponse,
)

TP = TopicPartition("t", 0)
MEMBER = GroupMetadata("g", 3, "member-1", None)


class FakePool:
    def __init__(self) -> None:
        self.addresses: dict[int, tuple[str, int]] = {}

    def address(self, node_id: int) -> tuple[str, int] | None:
        return self.addresses.get(node_id)

    def set_address(self, node_id: int, host: str, port: int) -> None:
        self.addresses[node_id] = (host, port)


class FakeClient:
    """Answers FindCoordinator with the next coordinator id; other requests from a script."""

    def __init__(self, coordinators: list[int], script: list[Any]) -> None:
        self.hooks = HookDispatch()
        self.metrics = Metrics()
        self.pool = FakePool()
        self.coordinators = deque(coordinators)
        self.script = deque(script)
        self.sent: list[tuple[str, int | None, Lane]] = []

    async def send(self, request: Any, *, node_id: int | None = None,
                   lane: Lane = Lane.DEFAULT, timeout: float | None = None) -> Any:
        self.sent.append((type(request).__name__, node_id, lane))
        if isinstance(request, FindCoordinatorRequest):
            assert request.coordinator_keys == ["g"] and request.key_type == 0
            node = self.coordinators.popleft()
            return FindCoordinatorResponse(coordinators=[FindCoordinatorResponse.Coordinator(
                key="g", node_id=node, host="127.0.0.1", port=9000 + node)])
        answer = self.script.popleft()
        if isinstance(answer, BaseException):
            raise answer
        return answer


def commit_answer(code: int) -> OffsetCommitResponse:
    topic = OffsetCommitResponse.OffsetCommitResponseTopic
    return OffsetCommitResponse(topics=[topic(name="t", partitions=[
        topic.OffsetCommitResponsePartition(partition_index=0, error_code=code)])])


def store_for(client: FakeClient) -> OffsetStore:
    link = CoordinatorLink(client, "g", ExponentialBackoff(0.001, 0.002))  # type: ignore[arg-type]
    return OffsetStore(link, ExponentialBackoff(0.001, 0.002), request_timeout=5)


def test_commit_finds_the_coordinator_again_when_it_moves(anyio_backend: str) -> None:
    # NOT_COORDINATOR, then a socket error, then COORDINATOR_LOAD_IN_PROGRESS, then success.
    client = FakeClient([1, 2, 3], [commit_answer(16), KafkaConnectionError("reset"),
                                    commit_answer(14), commit_answer(0)])

    async def main() -> None:
        await store_for(client).commit({TP: OffsetAndMetadata(5, "m")}, MEMBER, timeout=5)

    anyio.run(main, backend=anyio_backend)
    commits = [s for s in client.sent if s[0] == "OffsetCommitRequest"]
    assert [node for _, node, _ in commits] == [1, 2, 3, 3]  # load-in-progress keeps node 3
    assert {lane for _, _, lane in commits} == {Lane.GROUP}
    assert sum(1 for s in client.sent if s[0] == "FindCoordinatorRequest") == 3
    assert client.pool.addresses[3] == ("127.0.0.1", 9003)


def test_commit_rejected_because_the_group_moved_on_is_a_typed_error(anyio_backend: str) -> None:
    for code, name in ((22, "IllegalGeneration"), (25, "UnknownMemberId"),
                       (27, "RebalanceInProgress")):
        client = FakeClient([1], [commit_answer(code)])

        async def main(fake: FakeClient) -> None:
            await store_for(fake).commit({TP: OffsetAndMetadata(5)}, MEMBER, timeout=5)

        with pytest.raises(CommitFailedError, match="no longer current") as failure:
            anyio.run(main, client, backend=anyio_backend)
        assert type(failure.value.cause).__name__.startswith(name)
    client = FakeClient([1], [commit_answer(30)])

    async def denied() -> None:
        await store_for(client).commit({TP: OffsetAndMetadata(5)}, MEMBER, timeout=5)

    with pytest.raises(GroupAuthorizationFailedError):
        anyio.run(denied, backend=anyio_backend)


def test_commit_request_carries_generation_member_and_metadata(anyio_backend: str) -> None:
    client = FakeClient([1], [commit_answer(0)])
    seen: list[OffsetCommitRequest] = []
    original = client.send

    async def spy(request: Any, **kwargs: Any) -> Any:
        if isinstance(request, OffsetCommitRequest):
            seen.append(request)
        return await original(request, **kwargs)

    client.send = spy  # type: ignore[method-assign]

    async def main() -> None:
        await store_for(client).commit({TP: OffsetAndMetadata(7, "note", 2)}, MEMBER, timeout=5)

    anyio.run(main, backend=anyio_backend)
    request, = seen
    assert (request.group_id, request.generation_id_or_member_epoch, request.member_id) == (
        "g", 3, "member-1")
    part = request.topics[0].partitions[0]
    assert (part.committed_offset, part.committed_metadata, part.committed_leader_epoch) == (
        7, "note", 2)


def test_offset_fetch_maps_missing_offsets_to_none_and_retries_unstable(anyio_backend: str) -> None:
    group = OffsetFetchResponse.OffsetFetchResponseGroup
    topics = group.OffsetFetchResponseTopics
    part = topics.OffsetFetchResponsePartitions

    def answer(*partitions: Any) -> OffsetFetchResponse:
        return OffsetFetchResponse(groups=[group(group_id="g", topics=[
            topics(name="t", partitions=list(partitions))])])

    unstable = answer(part(partition_index=0, committed_offset=-1, error_code=88),
                      part(partition_index=1, committed_offset=-1, metadata=None))
    stable = answer(part(partition_index=0, committed_offset=9, metadata="x",
                         committed_leader_epoch=4),
                    part(partition_index=1, committed_offset=-1, metadata=None))
    client = FakeClient([1], [unstable, stable])
    found: dict[TopicPartition, OffsetAndMetadata | None] = {}

    async def main() -> None:
        found.update(await store_for(client).fetch([TP, TopicPartition("t", 1)], MEMBER, 5))

    anyio.run(main, backend=anyio_backend)
    assert found == {TP: OffsetAndMetadata(9, "x", 4), TopicPartition("t", 1): None}
    assert [s[0] for s in client.sent].count("OffsetFetchRequest") == 2
