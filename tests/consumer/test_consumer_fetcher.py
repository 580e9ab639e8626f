"""The fetcher's request building and response handling, against a scripted fake connection."""

from __future__ import annotations

import math
import uuid
from collections import deque
from collections.abc import Callable
from typing import Any

import anyio
import pytest

from kafka_async.cluster.metadata import ClusterMetadata, build_snapshot
from kafka_async.consumer.config import ConsumerConfig
from kafka_async.consumer.errors import OffsetOutOfRangeConsumerError
from kafka_async.consumer.fetcher import Fetcher
from kafka_async.consumer.session import FetchSession
from kafka_async.consumer.structs import TopicPartition
from kafka_async.consumer.subscription import PartitionState, SubscriptionState
from kafka_async.metrics.hooks import HookDispatch
from kafka_async.metrics.registry import Metrics
from kafka_async.network.versions import ApiVersionTable
from kafka_async.protocol.messages import FetchRequest, FetchResponse, MetadataResponse
from kafka_async.protocol.records import build_record_batch

TOPIC_ID = uuid.uuid4()
TP0, TP1 = TopicPartition("t", 0), TopicPartition("t", 1)
Part = FetchResponse.FetchableTopicResponse.PartitionData


def metadata() -> ClusterMetadata:
    topic = MetadataResponse.MetadataResponseTopic
    partition = topic.MetadataResponsePartition
    return build_snapshot(MetadataResponse(
        brokers=[MetadataResponse.MetadataResponseBroker(node_id=n, host="h", port=n)
                 for n in (1, 2)],
        topics=[topic(name="t", topic_id=TOPIC_ID, partitions=[
            partition(partition_index=p, leader_id=1, leader_epoch=5) for p in (0, 1)])]))


class FakeConnection:
    def __init__(self, max_version: int) -> None:
        self.versions = ApiVersionTable({1: (4, max_version)})
        self.sent: list[tuple[FetchRequest, int]] = []
        self.answer: Callable[[FetchRequest], FetchResponse] = lambda r: FetchResponse()

    async def send(self, request: FetchRequest, *, version: int, timeout: float) -> Any:
        self.sent.append((request, version))
        return self.answer(request)


class FakeClient:
    def __init__(self, max_version: int = 17) -> None:
        self.hooks = HookDispatch()
        self.metrics = Metrics()
        self.metadata = metadata()
        self.connection = FakeConnection(max_version)
        self.pool = self
        self.updates = 0

    async def get(self, node: int, lane: object) -> FakeConnection:
        return self.connection

    def request_update(self) -> None:
        self.updates += 1

    def note_error(self, error: BaseException) -> bool:
        return False


class Rig:
    def __init__(self, max_version: int = 17, backend: str = "asyncio", **settings: Any) -> None:
        self.backend = backend
        self.client = FakeClient(max_version)
        self.config = ConsumerConfig.from_kwargs(bootstrap_servers="h:1", **settings)
        self.subscription = SubscriptionState()
        self.subscription.assign([TP0, TP1])
        for state in self.subscription.partitions.values():
            state.seek(0)
        self.errors: deque[BaseException] = deque()
        self.diverged: list[tuple[PartitionState, int, int]] = []
        self.fetcher = Fetcher(self.client, self.config, self.subscription,  # type: ignore[arg-type]
                               self.errors, on_change=lambda: None,
                               on_diverging=lambda s, e, o: self.diverged.append((s, e, o)))
        self.session = FetchSession()

    def state(self, tp: TopicPartition) -> PartitionState:
        return self.subscription.partitions[tp]

    def fetch(self, answer: Callable[[FetchRequest], FetchResponse]) -> FetchRequest:
        self.client.connection.answer = answer
        wanted = self.fetcher._wanted_for(1)
        anyio.run(self.fetcher._fetch_once, 1, self.session, wanted, backend=self.backend)
        return self.client.connection.sent[-1][0]


def respond(*parts: Part, session_id: int = 0, error_code: int = 0,
            by_id: bool = True) -> Callable[[FetchRequest], FetchResponse]:
    topic = FetchResponse.FetchableTopicResponse(
        topic="" if by_id else "t", topic_id=TOPIC_ID if by_id else uuid.UUID(int=0),
        partitions=list(parts))
    return lambda request: FetchResponse(error_code=error_code, session_id=session_id,
                                         responses=[topic])


def data(partition: int, base: int, count: int, **fields: Any) -> Part:
    records = bytes(build_record_batch([(1, None, b"v%d" % i, []) for i in range(count)],
                                       partition_leader_epoch=5))
    patched = bytearray(records)
    patched[0:8] = base.to_bytes(8, "big")  # base_offset is outside the CRC
    return Part(partition_index=partition, high_watermark=base + count,
                records=memoryview(bytes(patched)), **fields)


def test_full_request_uses_topic_ids_leader_epochs_rack_and_the_buffer_cap(
        anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend, client_rack="r1", fetch_buffer_bytes=4096,
              fetch_max_wait_ms=250)
    request = rig.fetch(respond())
    assert (request.session_id, request.session_epoch) == (0, 0)
    assert request.rack_id == "r1" and request.max_wait_ms == 250 and request.max_bytes == 4096
    topic, = request.topics
    assert topic.topic_id == TOPIC_ID
    assert [(p.partition, p.fetch_offset, p.current_leader_epoch) for p in topic.partitions] == [
        (0, 0, 5), (1, 0, 5)]
    assert rig.client.connection.sent[-1][1] == 17


def test_data_is_buffered_and_the_next_request_is_incremental(anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend)
    rig.fetch(respond(data(0, 0, 3), Part(partition_index=1, high_watermark=0),
                      session_id=99))
    assert rig.state(TP0).fetch_offset == 3 and rig.state(TP0).position == 0
    assert rig.state(TP0).last_fetched_epoch == 5
    assert rig.state(TP0).high_watermark == 3
    request = rig.fetch(respond(session_id=99))
    assert (request.session_id, request.session_epoch) == (99, 1)
    sent = [(p.partition, p.fetch_offset) for t in request.topics for p in t.partitions]
    assert sent == [(0, 3)]  # partition 1 unchanged: the session has it
    drained = rig.fetcher.drain(10, None)
    assert [r.value for r in drained[TP0]] == [b"v0", b"v1", b"v2"]
    assert rig.state(TP0).position == 3 and rig.fetcher.buffered_bytes == 0


def test_names_below_v13(anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend, max_version=12)
    request = rig.fetch(respond(data(1, 0, 2), by_id=False))
    assert request.topics[0].topic == "t"
    assert [r.offset for r in rig.fetcher.drain(10, None)[TP1]] == [0, 1]


def test_session_errors_restart_with_a_full_request(anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend)
    rig.fetch(respond(session_id=5))
    rig.fetch(respond(error_code=71))  # INVALID_FETCH_SESSION_EPOCH
    request = rig.fetch(respond(session_id=6))
    assert (request.session_id, request.session_epoch) == (0, 0)
    assert len(request.topics[0].partitions) == 2


def test_data_for_a_partition_sought_meanwhile_is_dropped(anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend)

    def answer(request: FetchRequest) -> FetchResponse:
        rig.state(TP0).seek(50)  # the application seeks while the fetch is in flight
        return respond(data(0, 0, 3))(request)

    rig.fetch(answer)
    assert not rig.fetcher.completed and rig.state(TP0).fetch_offset == 50


def test_offset_out_of_range_resets_by_policy_or_reports(anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend, auto_offset_reset="earliest")
    rig.fetch(respond(Part(partition_index=0, error_code=1)))
    assert rig.state(TP0).reset_strategy == "earliest"
    rig = Rig(backend=anyio_backend, auto_offset_reset="none")
    rig.fetch(respond(Part(partition_index=0, error_code=1)))
    error = rig.state(TP0).failure  # raised by every poll until a seek (consumer.py)
    assert isinstance(error, OffsetOutOfRangeConsumerError) and "t partition 0" in str(error)
    assert not rig.errors and rig.fetcher.stuck
    assert rig.state(TP0).retry_after == math.inf
    rig.state(TP0).seek(0)
    assert rig.state(TP0).failure is None


def test_leadership_errors_back_off_and_refresh_metadata(anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend)
    rig.fetch(respond(Part(partition_index=0, error_code=6)))  # NOT_LEADER_OR_FOLLOWER
    assert rig.client.updates == 1 and rig.state(TP0).retry_after > 0
    assert list(rig.fetcher._wanted_for(1)) == [TP1]


def test_unknown_topic_makes_it_a_deletion_suspect(anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend)
    rig.fetch(respond(Part(partition_index=0, error_code=100)))  # UNKNOWN_TOPIC_ID
    assert rig.fetcher.deletion_suspects == {"t"}


def test_preferred_read_replica_reroutes_the_partition(anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend, client_rack="r2")
    rig.fetch(respond(Part(partition_index=0, preferred_read_replica=2)))
    assert list(rig.fetcher._wanted_for(2)) == [TP0]
    assert list(rig.fetcher._wanted_for(1)) == [TP1]


def test_diverging_epoch_goes_to_truncation_handling(anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend)
    diverging = Part.EpochEndOffset(epoch=4, end_offset=2)
    rig.fetch(respond(Part(partition_index=1, diverging_epoch=diverging)))
    (state, epoch, end), = rig.diverged
    assert (state.tp, epoch, end) == (TP1, 4, 2)


def test_other_partition_errors_are_reported_with_the_partition(anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend)
    rig.fetch(respond(Part(partition_index=1, error_code=29)))  # TOPIC_AUTHORIZATION_FAILED
    error, = rig.errors
    assert "t partition 1 at offset 0" in str(error)


@pytest.mark.parametrize("paused", [True, False])
def test_paused_partitions_are_neither_fetched_nor_drained(paused: bool,
                                                           anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend)
    rig.fetch(respond(data(0, 0, 2)))
    rig.state(TP0).paused = paused
    assert (TP0 in rig.fetcher._wanted_for(1)) is not paused
    assert bool(rig.fetcher.drain(10, None)) is not paused


def test_assignment_change_purges_buffered_data_of_removed_partitions(anyio_backend: str) -> None:
    rig = Rig(backend=anyio_backend)
    rig.fetch(respond(data(0, 0, 3)))
    assert rig.fetcher.buffered_bytes > 0
    rig.subscription.assign([TP1])
    rig.fetcher.purge_stale()
    assert rig.fetcher.buffered_bytes == 0 and not rig.fetcher.completed


class PipelineRig(Rig):
    """Runs the real node loop; the fake broker answers each partition's fetch offset with
    three records, and parks the third request until told to stop."""

    def __init__(self, **settings: Any) -> None:
        super().__init__(**settings)
        self.subscription.assign([TP0])
        self.state(TP0).seek(0)
        self.parked = anyio.Event()
        self.release = anyio.Event()

    async def send(self, request: FetchRequest, *, version: int, timeout: float) -> Any:
        self.client.connection.sent.append((request, version))
        if len(self.client.connection.sent) >= 3:
            self.parked.set()
            await self.release.wait()
            return FetchResponse(session_id=1)
        offset = request.topics[0].partitions[0].fetch_offset if request.topics else 3
        return respond(data(0, offset, 3), session_id=1)(request)


def test_next_fetch_is_in_flight_before_the_application_drains(anyio_backend: str) -> None:
    rig = PipelineRig(backend=anyio_backend)
    rig.client.connection.send = rig.send  # type: ignore[method-assign]

    async def scenario() -> None:
        async with anyio.create_task_group() as group:
            group.start_soon(rig.fetcher._node_loop, 1)
            with anyio.fail_after(5):
                await rig.parked.wait()
            # Two responses buffered, a third fetch in flight, nothing drained yet.
            assert len(rig.fetcher.completed) == 2 and rig.state(TP0).position == 0
            assert rig.state(TP0).fetch_offset == 6
            drained = rig.fetcher.drain(100, None)
            assert [r.offset for r in drained[TP0]] == [0, 1, 2, 3, 4, 5]
            group.cancel_scope.cancel()

    anyio.run(scenario, backend=anyio_backend)


def test_prefetch_stops_at_the_buffer_cap_until_the_application_drains(anyio_backend: str) -> None:
    rig = PipelineRig(backend=anyio_backend, fetch_buffer_bytes=16)  # smaller than one response
    rig.client.connection.send = rig.send  # type: ignore[method-assign]

    async def scenario() -> None:
        async with anyio.create_task_group() as group:
            group.start_soon(rig.fetcher._node_loop, 1)
            with anyio.fail_after(5):
                while not rig.fetcher.completed:
                    await anyio.sleep(0.01)
            for _ in range(20):
                await anyio.sleep(0)  # let the loop run: it must wait for room
            assert len(rig.client.connection.sent) == 1
            assert rig.client.connection.sent[0][0].max_bytes == 16
            rig.fetcher.drain(100, None)
            with anyio.fail_after(5):
                while len(rig.client.connection.sent) < 2:
                    await anyio.sleep(0.01)
            group.cancel_scope.cancel()

    anyio.run(scenario, backend=anyio_backend)
