"""Every client starts and closes from any task, inside any scope, any number of times, on
asyncio and trio, against the real broker (a web app's lifespan, a signal handler or a
supervisor closes clients from tasks other than the one that started them)."""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any, Protocol

import anyio
import pytest

from kafka_async import Admin, Consumer, Producer, TopicPartition
from kafka_async.cluster import KafkaClient
from kafka_async.consumer.errors import ConsumerClosedError
from kafka_async.network.errors import ClientClosedError
from kafka_async.producer.errors import ProducerClosedError
from kafka_async.protocol.errors import KafkaError

pytestmark = pytest.mark.anyio



class Client(Protocol):
    async def start(self) -> None: ...
    async def close(self) -> None: ...


def _clients(bootstrap: str, topic: str) -> dict[str, Callable[[], Any]]:
    return {
        "client": lambda: KafkaClient(bootstrap_servers=bootstrap),
        "admin": lambda: Admin(bootstrap_servers=bootstrap),
        "producer": lambda: Producer(bootstrap_servers=bootstrap),
        "consumer": lambda: Consumer(topic, bootstrap_servers=bootstrap),
        "group consumer": lambda: Consumer(topic, bootstrap_servers=bootstrap,
                                           group_id=f"{topic}-group"),
    }


KINDS = ["client", "admin", "producer", "consumer", "group consumer"]


async def _assert_closed(client: Any) -> None:
    """Every client refuses work once closed, with its own typed error."""
    if isinstance(client, Producer):
        with pytest.raises(ProducerClosedError):
            await client.send("any-topic", b"x")
    elif isinstance(client, Consumer):
        with pytest.raises(ConsumerClosedError):
            await client.getmany(timeout_ms=10)
    elif isinstance(client, Admin):
        with pytest.raises(ClientClosedError):
            await client.list_topics()
    else:
        with pytest.raises(ClientClosedError):
            client.pool  # noqa: B018


@pytest.mark.parametrize("kind", KINDS)
async def test_close_from_another_task(kind: str, kafka_bootstrap: str, new_topic: Any) -> None:
    topic = new_topic(create=True)
    client = _clients(kafka_bootstrap, topic)[kind]()
    await client.start()
    async with anyio.create_task_group() as group:
        group.start_soon(client.close)
    await _assert_closed(client)


@pytest.mark.parametrize("kind", KINDS)
async def test_start_in_a_task_close_in_another(kind: str, kafka_bootstrap: str,
                                                new_topic: Any) -> None:
    topic = new_topic(create=True)
    client = _clients(kafka_bootstrap, topic)[kind]()
    async with anyio.create_task_group() as group:
        group.start_soon(client.start)
    await client.close()
    await _assert_closed(client)


@pytest.mark.parametrize("kind", KINDS)
async def test_close_inside_a_timeout_scope(kind: str, kafka_bootstrap: str,
                                            new_topic: Any) -> None:
    topic = new_topic(create=True)
    client = _clients(kafka_bootstrap, topic)[kind]()
    await client.start()
    with anyio.fail_after(60):
        await client.close()
    with anyio.move_on_after(0) as scope:  # the caller's cancel scopes are intact
        await anyio.sleep(1)
    assert scope.cancelled_caught
    await _assert_closed(client)


@pytest.mark.parametrize("kind", KINDS)
async def test_close_from_a_cancelled_task(kind: str, kafka_bootstrap: str,
                                           new_topic: Any) -> None:
    topic = new_topic(create=True)
    client = _clients(kafka_bootstrap, topic)[kind]()
    await client.start()
    with anyio.CancelScope() as scope:
        scope.cancel()
        await client.close()
    await _assert_closed(client)
    await client.close()  # and again: idempotent


@pytest.mark.parametrize("kind", KINDS)
async def test_two_closes_at_once(kind: str, kafka_bootstrap: str, new_topic: Any) -> None:
    topic = new_topic(create=True)
    client = _clients(kafka_bootstrap, topic)[kind]()
    await client.start()
    async with anyio.create_task_group() as group:
        group.start_soon(client.close)
        group.start_soon(client.close)
    await _assert_closed(client)


@pytest.mark.parametrize("kind", KINDS)
async def test_async_with_body_cancelled(kind: str, kafka_bootstrap: str,
                                         new_topic: Any) -> None:
    """A body cancelled by an outer scope leaves the client closed, and the scope catches it."""
    topic = new_topic(create=True)
    client = _clients(kafka_bootstrap, topic)[kind]()
    with anyio.CancelScope() as scope:
        async with client:
            scope.cancel()
            await anyio.sleep_forever()
    assert scope.cancelled_caught
    await _assert_closed(client)


async def test_consumer_closed_from_another_task_while_iterating(
        kafka_bootstrap: str, new_topic: Any) -> None:
    topic = new_topic(create=True)
    consumer = Consumer(topic, bootstrap_servers=kafka_bootstrap, group_id=f"{topic}-g")
    waiting = anyio.Event()
    results: list[str] = []

    async def read() -> None:
        async with consumer:
            waiting.set()
            async for _record in consumer:
                results.append("record")  # the topic is empty: the loop only ends at close
            results.append("ended")

    async with anyio.create_task_group() as group:
        group.start_soon(read)
        await waiting.wait()
        await consumer.close()
    assert results == ["ended"]


async def _http(stream: anyio.abc.SocketStream) -> None:
    """A port answering HTTP."""
    async with stream:
        await stream.receive()
        await stream.send(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")


async def _wrong_correlation(stream: anyio.abc.SocketStream) -> None:
    """A Kafka-framed answer to the wrong request (correlation id 0x7fff0000)."""
    async with stream:
        await stream.receive()
        await stream.send(struct.pack(">ii", 8, 0x7FFF0000) + b"\0\0\0\0")
        await anyio.sleep_forever()  # the client hangs up, not us


BAD_SERVERS = {"http": _http, "wrong correlation id": _wrong_correlation}


@pytest.mark.parametrize("bad", sorted(BAD_SERVERS))
async def test_bootstrap_skips_a_server_that_is_not_kafka(kafka_bootstrap: str, bad: str) -> None:
    """One bad entry in the list does not block start-up; entries are tried in a random order,
    so the bad one comes first in some of the starts (8 starts: all but certain)."""
    listener = await anyio.create_tcp_listener(local_host="127.0.0.1")
    port = listener.extra(anyio.abc.SocketAttribute.local_port)
    async with listener, anyio.create_task_group() as group:
        group.start_soon(listener.serve, BAD_SERVERS[bad])
        for _ in range(8):
            async with Admin(bootstrap_servers=f"127.0.0.1:{port},{kafka_bootstrap}") as admin:
                assert await admin.list_topics() is not None
        group.cancel_scope.cancel()


async def test_bootstrap_with_only_bad_servers_fails_at_once_naming_the_cause() -> None:
    listeners = [await anyio.create_tcp_listener(local_host="127.0.0.1") for _ in BAD_SERVERS]
    ports = [listener.extra(anyio.abc.SocketAttribute.local_port) for listener in listeners]
    async with anyio.create_task_group() as group:
        for listener, serve in zip(listeners, BAD_SERVERS.values(), strict=True):
            group.start_soon(listener.serve, serve)
        client = KafkaClient(bootstrap_servers=",".join(f"127.0.0.1:{p}" for p in ports))
        with anyio.fail_after(60), pytest.raises(KafkaError) as raised:
            await client.start()
        assert not raised.value.retriable
        assert any(f"127.0.0.1:{port}" in str(raised.value) for port in ports)
        await client.close()
        group.cancel_scope.cancel()
    for listener in listeners:
        await listener.aclose()


async def _crash() -> None:
    raise RuntimeError("a bug in a background task")


async def test_a_crashed_background_task_fails_the_producers_records_and_sends(
        kafka_bootstrap: str, new_topic: Any) -> None:
    """A background task that crashes takes the senders with it: the records held fail at
    once (nothing would send or expire them), and send() says why it refuses."""
    topic = new_topic("crash")
    async with Producer(bootstrap_servers=kafka_bootstrap, linger_ms=60_000) as producer:
        handle = await producer.send(topic, b"held in a lingering batch")
        producer._lifecycle.host.start_soon(_crash)
        with anyio.fail_after(10), pytest.raises(ProducerClosedError, match="stopped"):
            await handle
        with pytest.raises(ProducerClosedError, match="RuntimeError: a bug") as caught:
            await producer.send(topic, b"more")
        assert isinstance(caught.value.__cause__, RuntimeError)


@pytest.mark.parametrize("group", [False, True])
async def test_a_crashed_background_task_ends_a_waiting_getmany_with_the_cause(
        kafka_bootstrap: str, new_topic: Any, group: bool) -> None:
    """getmany() waiting for records when the consumer's machinery dies raises, naming the
    crash, instead of returning nothing forever; so does the next call, and async for."""
    topic = new_topic("crash")
    consumer = Consumer(topic, bootstrap_servers=kafka_bootstrap,
                        group_id=f"{topic}-group" if group else None)
    async with consumer:
        async with anyio.create_task_group() as tasks:
            outcome: list[BaseException] = []

            async def wait_for_records() -> None:
                try:
                    await consumer.getmany(timeout_ms=600_000)
                except ConsumerClosedError as exc:
                    outcome.append(exc)

            tasks.start_soon(wait_for_records)
            await anyio.wait_all_tasks_blocked()
            consumer._lifecycle.host.start_soon(_crash)
        assert len(outcome) == 1 and "RuntimeError: a bug" in str(outcome[0])
        with pytest.raises(ConsumerClosedError, match="stopped"):
            await consumer.getmany(timeout_ms=0)
        with pytest.raises(ConsumerClosedError, match="stopped"):
            async for _ in consumer:
                pass


async def test_commit_and_committed_waiting_when_the_consumer_closes_raise_closed(
        kafka_bootstrap: str, new_topic: Any) -> None:
    """commit() and committed() still finding the coordinator when close() runs raise
    ConsumerClosedError, as a waiting getmany() does (they used to wait forever for a
    connection whose connecting task the close had cancelled)."""
    topic = new_topic("closing", create=True)
    tp_ = TopicPartition(topic, 0)
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, group_id=f"{topic}-group",
                        auto_offset_reset="earliest", enable_auto_commit=False)
    await consumer.start()
    consumer.assign([tp_])
    outcome: dict[str, BaseException | None] = {}

    async def call(name: str, function: Callable[[], Any]) -> None:
        try:
            await function()
            outcome[name] = None
        except ConsumerClosedError as exc:
            outcome[name] = exc

    with anyio.fail_after(30):
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(call, "commit", lambda: consumer.commit({tp_: 1}))
            tasks.start_soon(call, "committed", lambda: consumer.committed([tp_]))
            tasks.start_soon(call, "position", lambda: consumer.position(tp_))
            tasks.start_soon(consumer.close)
    assert set(outcome) == {"commit", "committed", "position"}
    assert all(isinstance(error, ConsumerClosedError) for error in outcome.values())


async def test_partitions_for_outside_the_producers_life_says_so(kafka_bootstrap: str,
                                                                 new_topic: Any) -> None:
    """partitions_for() before start() or after close() raises ProducerClosedError naming the
    state, as send() does (not the connection pool's ClientClosedError)."""
    topic = new_topic("routes", create=True)
    producer = Producer(bootstrap_servers=kafka_bootstrap)
    with pytest.raises(ProducerClosedError, match="new"):
        await producer.partitions_for(topic)
    async with producer:
        assert await producer.partitions_for(topic) == (0,)
    with pytest.raises(ProducerClosedError, match="closed"):
        await producer.partitions_for(f"{topic}-other")
