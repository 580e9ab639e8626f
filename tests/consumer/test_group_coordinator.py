"""The join path's shortcuts without a broker: concurrent coordinator searches share one
FindCoordinator, the consumer's early ``prepare()`` finds the coordinator and opens the GROUP
lane without ever raising, and the classic leader assigns from cached metadata only when it
describes every subscribed topic."""

from __future__ import annotations

from typing import Any

import anyio

from kafka_async.cluster.metadata import ClusterMetadata, PartitionMetadata, TopicMetadata
from kafka_async.consumer.group.classic import _describes_all
from kafka_async.consumer.group.coordinator import CoordinatorLink
from kafka_async.metrics.hooks import HookDispatch
from kafka_async.metrics.registry import Metrics
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaConnectionError
from kafka_async.network.pool import Lane
from kafka_async.protocol.messages import FindCoordinatorRequest, FindCoordinatorResponse


class FakePool:
    def __init__(self) -> None:
        self.addresses: dict[int, tuple[str, int]] = {}
        self.opened: list[tuple[int, Lane]] = []

    def address(self, node_id: int) -> tuple[str, int] | None:
        return self.addresses.get(node_id)

    def set_address(self, node_id: int, host: str, port: int) -> None:
        self.addresses[node_id] = (host, port)

    async def get(self, node_id: int, lane: Lane = Lane.DEFAULT) -> object:
        self.opened.append((node_id, lane))
        return object()


class FakeClient:
    """Answers FindCoordinator (node 7, or the queued failures first) after ``delay`` seconds,
    or, with a ``gate``, once the test opens it; ``asking`` is set when a request arrives."""

    def __init__(self, delay: float = 0.0, failures: list[BaseException] | None = None,
                 gate: anyio.Event | None = None) -> None:
        self.hooks = HookDispatch()
        self.metrics = Metrics()
        self.pool = FakePool()
        self.delay = delay
        self.failures = list(failures or [])
        self.asked = 0
        self.gate = gate
        self.asking = anyio.Event()

    async def send(self, request: Any, *, node_id: int | None = None,
                   lane: Lane = Lane.DEFAULT, timeout: float | None = None) -> Any:
        assert isinstance(request, FindCoordinatorRequest)
        self.asked += 1
        self.asking.set()
        if self.gate is not None:
            await self.gate.wait()
        else:
            await anyio.sleep(self.delay)
        if self.failures:
            raise self.failures.pop(0)
        return FindCoordinatorResponse(coordinators=[FindCoordinatorResponse.Coordinator(
            key="g", node_id=7, host="127.0.0.1", port=9007)])


def link_for(client: FakeClient) -> CoordinatorLink:
    return CoordinatorLink(client, "g", ExponentialBackoff(0.001, 0.002))  # type: ignore[arg-type]


def test_concurrent_searches_share_one_find_coordinator(anyio_backend: str) -> None:
    client = FakeClient(delay=0.05)
    link = link_for(client)
    found: list[int] = []

    async def main() -> None:
        async def one() -> None:
            found.append(await link.find(timeout=5))

        async with anyio.create_task_group() as tasks:
            for _ in range(3):
                tasks.start_soon(one)

    anyio.run(main, backend=anyio_backend)
    assert found == [7, 7, 7]
    assert client.asked == 1


def test_a_failed_search_is_retried_by_the_waiting_task(anyio_backend: str) -> None:
    client = FakeClient(delay=0.01, failures=[KafkaConnectionError("reset")])
    link = link_for(client)
    found: list[int] = []

    async def main() -> None:
        async def one() -> None:
            found.append(await link.find(timeout=5))

        async with anyio.create_task_group() as tasks:
            tasks.start_soon(one)
            tasks.start_soon(one)

    anyio.run(main, backend=anyio_backend)
    assert found == [7, 7]
    assert client.asked == 2  # the failure, then one successful search for both


def test_prepare_finds_the_coordinator_and_opens_its_group_lane(anyio_backend: str) -> None:
    client = FakeClient()
    link = link_for(client)
    anyio.run(link.prepare, backend=anyio_backend)
    assert link.node == 7
    assert client.pool.addresses[7] == ("127.0.0.1", 9007)
    assert client.pool.opened == [(7, Lane.GROUP)]


def test_prepare_swallows_errors_and_leaves_the_search_to_the_first_request(
        anyio_backend: str) -> None:
    client = FakeClient(failures=[KafkaConnectionError("refused")])
    link = link_for(client)
    anyio.run(link.prepare, backend=anyio_backend)  # no exception
    assert link.node is None
    assert client.pool.opened == []

    async def later() -> int:
        return await link.find(timeout=5)

    assert anyio.run(later, backend=anyio_backend) == 7
    assert client.asked == 2


def test_a_request_during_prepare_waits_for_its_answer(anyio_backend: str) -> None:
    found: list[int] = []

    async def main() -> None:
        gate = anyio.Event()
        client = FakeClient(gate=gate)
        link = link_for(client)

        async def find() -> None:
            found.append(await link.find(timeout=5))

        async with anyio.create_task_group() as tasks:
            tasks.start_soon(link.prepare)
            await client.asking.wait()  # prepare's FindCoordinator is in flight
            tasks.start_soon(find)
            await anyio.wait_all_tasks_blocked()
            assert found == []  # the request waits for prepare's answer ...
            gate.set()
        assert client.asked == 1  # ... instead of asking again

    anyio.run(main, backend=anyio_backend)
    assert found == [7]


def _topic(name: str, partitions: int, error_code: int = 0) -> TopicMetadata:
    return TopicMetadata(name, None, False, {
        p: PartitionMetadata(name, p, 1, 0, (1,), (1,)) for p in range(partitions)},
        error_code)


def test_the_leader_uses_cached_metadata_only_when_it_describes_every_topic() -> None:
    cached = ClusterMetadata(topics={"a": _topic("a", 3), "b": _topic("b", 1),
                                     "gone": _topic("gone", 0, error_code=3),
                                     "empty": _topic("empty", 0)})
    assert _describes_all(cached, frozenset({"a", "b"}))
    assert not _describes_all(cached, frozenset({"a", "new"}))  # another member's topic
    assert not _describes_all(cached, frozenset({"a", "gone"}))  # UNKNOWN_TOPIC_OR_PARTITION
    assert not _describes_all(cached, frozenset({"empty"}))
