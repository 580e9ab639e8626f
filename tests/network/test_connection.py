"""BrokerConnection against the fake broker: pipelining, matching, timeouts, cancellation,
back-pressure, acks=0 and throttling. Every test runs on asyncio and trio."""

from __future__ import annotations

import anyio
import pytest

from kafka_async.network.errors import (
    ClientClosedError,
    KafkaConnectionError,
    KafkaTimeoutError,
    RequestNotSentTimeoutError,
)
from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.messages import MetadataRequest, ProduceRequest
from tests.network._fakebroker import Action, FakeBroker, Received, Reply, Stall, connected

pytestmark = pytest.mark.anyio


def metadata_for(*names: str) -> MetadataRequest:
    return MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name=n) for n in names])


async def test_500_concurrent_requests_are_each_matched_to_their_caller() -> None:
    async with FakeBroker() as broker, connected(broker, max_in_flight=500) as connection:
        answers: dict[int, list[str | None]] = {}

        async def ask(index: int) -> None:
            response = await connection.send(metadata_for(f"topic-{index}"))
            answers[index] = [topic.name for topic in response.topics]

        async with anyio.create_task_group() as group:
            for index in range(500):
                group.start_soon(ask, index)
        assert answers == {index: [f"topic-{index}"] for index in range(500)}
        assert connection.in_flight == 0
        assert not connection.is_closed


async def test_wrong_correlation_id_closes_the_connection_and_fails_pending_retriably() -> None:
    async def lie(received: Received) -> Action:
        return Reply(FakeBroker().metadata(received), correlation_id=received.correlation_id + 7)

    async with FakeBroker() as broker, connected(broker) as connection:
        broker.handlers[3] = lie
        with pytest.raises(KafkaConnectionError, match="correlation id") as caught:
            await connection.send(metadata_for("a"))
        assert caught.value.retriable
        assert connection.is_closed
        assert isinstance(connection.error, ProtocolError)
        with pytest.raises(KafkaConnectionError, match="closed"):
            await connection.send(metadata_for("b"))


async def test_timeout_fails_that_request_and_closes_the_rest_retriably() -> None:
    async def stall_second(received: Received) -> Action:
        if received.request.topics[0].name == "slow":
            return Stall()
        return FakeBroker().metadata(received)

    async with FakeBroker() as broker, connected(broker, request_timeout=0.3) as connection:
        broker.handlers[3] = stall_second
        results: dict[str, BaseException | str] = {}

        async def ask(name: str) -> None:
            try:
                response = await connection.send(metadata_for(name))
                results[name] = str(response.topics[0].name)
            except (KafkaTimeoutError, KafkaConnectionError) as exc:
                results[name] = exc

        async with anyio.create_task_group() as group:
            group.start_soon(ask, "fast")
            await anyio.wait_all_tasks_blocked()  # "fast" answered, nothing else runs
            group.start_soon(ask, "slow")
            await anyio.wait_all_tasks_blocked()  # "slow" is in flight
            group.start_soon(ask, "behind")
        assert results["fast"] == "fast"
        assert isinstance(results["slow"], KafkaTimeoutError)
        assert isinstance(results["behind"], KafkaConnectionError)
        assert results["behind"].retriable
        assert connection.is_closed


async def test_cancelled_caller_abandons_its_slot_without_desynchronising_others() -> None:
    async def slow_first(received: Received) -> Action:
        if received.request.topics[0].name == "cancelled":
            await anyio.sleep(0.2)
        return FakeBroker().metadata(received)

    async with FakeBroker() as broker, connected(broker) as connection:
        broker.handlers[3] = slow_first
        survivors: list[str | None] = []

        async def cancelled_caller() -> None:
            with anyio.move_on_after(0.05) as scope:
                await connection.send(metadata_for("cancelled"))
            assert scope.cancelled_caught

        async def patient_caller() -> None:
            response = await connection.send(metadata_for("patient"))
            survivors.append(response.topics[0].name)

        async with anyio.create_task_group() as group:
            group.start_soon(cancelled_caller)
            await anyio.wait_all_tasks_blocked()  # "cancelled" is in flight
            group.start_soon(patient_caller)
        assert survivors == ["patient"]
        response = await connection.send(metadata_for("after"))
        assert response.topics[0].name == "after"
        assert not connection.is_closed
        assert connection.in_flight == 0


async def test_in_flight_cap_applies_back_pressure() -> None:
    async def slow(received: Received) -> Action:
        await anyio.sleep(0.02)
        return FakeBroker().metadata(received)

    async with FakeBroker() as broker, connected(broker, max_in_flight=3) as connection:
        broker.handlers[3] = slow
        peak = 0
        done = anyio.Event()

        async def monitor() -> None:
            nonlocal peak
            while not done.is_set():
                peak = max(peak, connection.in_flight)
                await anyio.sleep(0.001)

        async with anyio.create_task_group() as group:
            group.start_soon(monitor)
            async with anyio.create_task_group() as callers:
                for index in range(12):
                    callers.start_soon(connection.send, metadata_for(f"t{index}"))
            done.set()
        assert peak == 3
        assert len(broker.requests_for(3)) == 12


async def test_acks_zero_produce_gets_no_pending_entry() -> None:
    async with FakeBroker() as broker, connected(broker) as connection:
        result = await connection.send(ProduceRequest(acks=0, timeout_ms=1000, topic_data=[]))
        assert result is None
        assert connection.in_flight == 0
        response = await connection.send(metadata_for("next"))
        assert response.topics[0].name == "next"
        assert [r.api_key for r in broker.received] == [18, 0, 3]


async def test_no_request_reaches_a_throttled_broker_inside_its_window() -> None:
    async def throttle(received: Received) -> Action:
        response = FakeBroker().metadata(received)
        response.throttle_time_ms = 300
        return response

    async with FakeBroker() as broker, connected(broker) as connection:
        broker.handlers[3] = throttle
        await connection.send(metadata_for("first"))
        answered_at = anyio.current_time()
        await connection.send(metadata_for("second"))
        first, second = broker.requests_for(3)
        assert second.at - answered_at >= 0.29
        assert second.at - first.at >= 0.29


async def test_a_throttle_past_the_requests_timeout_fails_it_unsent_not_forever() -> None:
    """A broker can name any throttle_time_ms (up to 24 days): a request that would wait past
    its own timeout fails as not sent (retriable), nothing reaches the broker, and a request
    whose timeout outlasts the throttle still goes."""
    async def throttle_once(received: Received) -> Action:
        response = FakeBroker().metadata(received)
        if len(broker.requests_for(3)) == 1:
            response.throttle_time_ms = 2**31 - 1
        return response

    async with FakeBroker() as broker, connected(broker, request_timeout=0.2) as connection:
        broker.handlers[3] = throttle_once
        await connection.send(metadata_for("first"))
        with anyio.fail_after(10), pytest.raises(RequestNotSentTimeoutError,
                                                 match="throttle_time_ms") as caught:
            await connection.send(metadata_for("second"))
        assert caught.value.retriable and isinstance(caught.value, KafkaTimeoutError)
        assert len(broker.requests_for(3)) == 1  # never written
        assert connection.in_flight == 0 and not connection.is_closed
        connection.throttle.until = 0.0
        connection.throttle.note(50)  # a throttle it can wait out
        response = await connection.send(metadata_for("third"))
        assert response.topics[0].name == "third"


async def test_a_request_waiting_out_a_throttle_fails_when_the_connection_does() -> None:
    """Regression: a request sleeping out a broker's throttle (KIP-219) on a connection that
    failed meanwhile (the watchdog's timeout of an earlier request) took a free slot and was
    queued on the dead connection, with no deadline: it waited forever (a producer's flush()
    and close() with it). It now fails as the connection's other requests do."""
    async with FakeBroker() as broker, connected(broker, request_timeout=5.0) as connection:
        connection.throttle.note(30_000)  # as if the broker answered throttle_time_ms
        outcome: list[BaseException] = []

        async def ask() -> None:
            try:
                await connection.send(metadata_for("x"), timeout=60.0)
            except KafkaConnectionError as exc:
                outcome.append(exc)

        async with anyio.create_task_group() as group:
            group.start_soon(ask)
            await anyio.wait_all_tasks_blocked()  # asleep in the throttle
            connection.close("an earlier request timed out", reroute=True)
            with anyio.fail_after(10):  # a guard against the hang, not a measurement
                while not outcome:
                    await anyio.sleep(0.01)
        assert isinstance(outcome[0], KafkaConnectionError)
        assert "closed" in str(outcome[0])
        assert broker.requests_for(3) == []  # nothing reached the broker


async def test_close_fails_pending_requests_with_client_closed() -> None:
    async with FakeBroker() as broker, connected(broker) as connection:
        broker.handlers[3] = lambda received: _stall()
        outcome: list[ClientClosedError] = []

        async def ask() -> None:
            try:
                await connection.send(metadata_for("x"))
            except ClientClosedError as exc:
                outcome.append(exc)

        async with anyio.create_task_group() as group:
            group.start_soon(ask)
            await anyio.wait_all_tasks_blocked()  # the request is in flight
            connection.close()
        assert len(outcome) == 1
        assert not outcome[0].retriable


async def _stall() -> Action:
    return Stall()


async def test_a_shorter_per_request_timeout_wakes_the_watchdog() -> None:
    async with FakeBroker() as broker, connected(broker, request_timeout=30) as connection:
        broker.handlers[3] = lambda received: _stall()
        outcomes: dict[str, BaseException] = {}

        async def ask(name: str, timeout: float | None) -> None:
            try:
                await connection.send(metadata_for(name), timeout=timeout)
            except (KafkaTimeoutError, KafkaConnectionError) as exc:
                outcomes[name] = exc

        with anyio.fail_after(5):
            async with anyio.create_task_group() as group:
                group.start_soon(ask, "patient", None)
                await anyio.wait_all_tasks_blocked()  # "patient" is in flight
                group.start_soon(ask, "hasty", 0.2)
        assert isinstance(outcomes["hasty"], KafkaTimeoutError)
        assert isinstance(outcomes["patient"], KafkaConnectionError)


async def test_a_cancellation_storm_never_desynchronises_the_stream() -> None:
    async def jittery(received: Received) -> Action:
        if received.correlation_id % 3 == 0:
            await anyio.sleep(0.001)
        return FakeBroker().metadata(received)

    async with FakeBroker() as broker, connected(broker, max_in_flight=20) as connection:
        broker.handlers[3] = jittery
        answered: dict[int, str | None] = {}
        cancelled: set[int] = set()

        async def caller(index: int) -> None:
            name = f"topic-{index}" + "x" * (index * 37 % 5000)  # frames of varied size
            # Even callers wait for their answer; odd ones give up at various moments (some
            # before their request is written, some while it is in flight, some never).
            timeout = None if index % 2 == 0 else 0.002 * (index % 7)
            with anyio.move_on_after(timeout) as scope:
                response = await connection.send(metadata_for(name))
                answered[index] = response.topics[0].name
            if scope.cancelled_caught:
                cancelled.add(index)

        with anyio.fail_after(60):
            async with anyio.create_task_group() as group:
                for index in range(300):
                    group.start_soon(caller, index)
        assert cancelled  # move_on_after(0) alone guarantees some
        assert set(range(0, 300, 2)) <= set(answered)
        for index, name in answered.items():
            assert name is not None and name.startswith(f"topic-{index}")
            assert len(name) == len(f"topic-{index}") + index * 37 % 5000
        for index in range(5):
            response = await connection.send(metadata_for(f"after-{index}"))
            assert response.topics[0].name == f"after-{index}"
        assert not connection.is_closed
        assert connection.in_flight == 0
