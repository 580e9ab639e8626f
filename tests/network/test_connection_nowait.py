"""``BrokerConnection.send_nowait`` against the fake broker: queued at once or refused, answered
by callback in request order (mixed with ``send``), failures delivered by callback, and a
callback that raises kept out of the reader. Every test runs on asyncio and trio."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anyio
import pytest

from kafka_async.network.connection import BrokerConnection
from kafka_async.network.errors import KafkaConnectionError, KafkaTimeoutError
from kafka_async.protocol.messages import MetadataRequest, ProduceRequest
from tests.network._fakebroker import Action, FakeBroker, Received, Stall, connected

pytestmark = pytest.mark.anyio


def metadata_for(name: str) -> MetadataRequest:
    return MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name=name)])


class Answers:
    """Collects what each callback's result() gives, and says when ``count`` came."""

    def __init__(self, count: int) -> None:
        self.got: list[Any] = []
        self.count = count
        self.all_in = anyio.Event()

    def on(self, label: str) -> Callable[[Callable[[], Any]], None]:
        def on_answer(result: Callable[[], Any]) -> None:
            try:
                self.got.append((label, result().topics[0].name))
            except Exception as exc:  # recorded for the assertions
                self.got.append((label, exc))
            if len(self.got) == self.count:
                self.all_in.set()
        return on_answer


def _version(connection: BrokerConnection) -> int:
    return connection.versions.pick(MetadataRequest, MetadataRequest.API_KEY)


async def test_answers_come_back_by_callback_in_request_order_beside_send() -> None:
    async with FakeBroker() as broker, connected(broker, max_in_flight=10) as connection:
        answers = Answers(3)
        version = _version(connection)
        assert connection.send_nowait(metadata_for("a"), version, answers.on("a"))
        assert connection.send_nowait(metadata_for("b"), version, answers.on("b"))
        assert answers.got == []  # never called back from inside the call
        response = await connection.send(metadata_for("c"))
        assert connection.send_nowait(metadata_for("d"), version, answers.on("d"))
        await answers.all_in.wait()
        assert answers.got == [("a", "a"), ("b", "b"), ("d", "d")]
        assert response.topics[0].name == "c"
        assert connection.in_flight == 0 and connection.stats.responses == 4


async def test_it_refuses_what_would_have_to_wait_or_gets_no_answer() -> None:
    async with FakeBroker() as broker, connected(broker, max_in_flight=1) as connection:
        answers = Answers(1)
        version = _version(connection)
        assert connection.send_nowait(metadata_for("a"), version, answers.on("a"))
        assert not connection.send_nowait(metadata_for("b"), version, answers.on("b"))  # no slot
        await answers.all_in.wait()
        produce = ProduceRequest(acks=0, timeout_ms=1000, topic_data=[])
        produce_version = connection.versions.pick(ProduceRequest, ProduceRequest.API_KEY)
        assert not connection.send_nowait(produce, produce_version, answers.on("p"))  # acks=0
        connection.close()
        assert not connection.send_nowait(metadata_for("c"), version, answers.on("c"))  # closed
        assert answers.got == [("a", "a")]


async def test_a_timeout_and_the_failure_it_causes_reach_the_callbacks_in_order() -> None:
    async def stall_slow(received: Received) -> Action:
        if received.request.topics[0].name == "slow":
            return Stall()
        return FakeBroker().metadata(received)

    async with FakeBroker() as broker, connected(broker, request_timeout=0.3) as connection:
        broker.handlers[3] = stall_slow
        answers = Answers(3)
        version = _version(connection)
        for name in ("fast", "slow", "behind"):
            assert connection.send_nowait(metadata_for(name), version, answers.on(name))
        await answers.all_in.wait()
        (first, fast), (second, slow), (third, behind) = answers.got
        assert (first, second, third) == ("fast", "slow", "behind") and fast == "fast"
        assert isinstance(slow, KafkaTimeoutError)
        assert isinstance(behind, KafkaConnectionError) and behind.retriable
        assert connection.is_closed


async def test_a_callback_that_raises_is_logged_and_the_connection_goes_on(
        caplog: pytest.LogCaptureFixture) -> None:
    async with FakeBroker() as broker, connected(broker, max_in_flight=10) as connection:
        def broken(result: Callable[[], Any]) -> None:
            raise RuntimeError("a bug in a callback")

        version = _version(connection)
        assert connection.send_nowait(metadata_for("a"), version, broken)
        response = await connection.send(metadata_for("b"))  # answered after "a"
        assert response.topics[0].name == "b" and not connection.is_closed
    assert any("a response callback raised" in r.getMessage() for r in caplog.records)


class _WritesFail:
    """The connection's stream, except that a write without waiting fails at once (a peer
    that reset the connection), as the asyncio stream's ``send_nowait`` raises."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)

    def send_nowait(self, item: bytes) -> bool:
        raise anyio.BrokenResourceError from ConnectionResetError("reset by peer")


async def test_a_write_that_fails_at_once_fails_the_connection_through_the_send_map() -> None:
    async with FakeBroker() as broker, connected(broker, max_in_flight=10) as connection:
        connection._stream = _WritesFail(connection._stream)  # type: ignore[assignment]
        answers = Answers(1)
        assert connection.send_nowait(metadata_for("a"), _version(connection), answers.on("a"))
        await answers.all_in.wait()
        [(label, error)] = answers.got
        assert label == "a" and isinstance(error, KafkaConnectionError)
        assert "send failed" in str(error) and "reset by peer" in str(error)
        assert connection.is_closed
