"""Cancelling a producer, or its close(), ends it promptly and resolves every accepted handle
(issue: a cancelled ``async with`` body hung with a lingering record, and a cancelled
``close(timeout=5)`` left handles unresolved), against the real broker, on asyncio and trio."""

from __future__ import annotations

from collections.abc import Callable

import anyio
import anyio.lowlevel
import pytest

from kafka_async import Producer
from kafka_async.producer import (
    DeliveryOutcomeUnknownError,
    ProducerClosedError,
    RecordHandle,
    RecordMetadata,
)

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

HANG_GUARD = 60  # seconds: a hang fails the test instead of stalling the suite; never a measure


def _outcome(handle: RecordHandle) -> type[BaseException] | type[RecordMetadata]:
    assert handle.done(), f"{handle!r} never resolved"
    error = handle.exception()
    return RecordMetadata if error is None else type(error)


async def test_cancelled_inside_async_with_while_a_record_lingers(
        kafka_bootstrap: str, new_topic: Callable[..., str]) -> None:
    topic = new_topic(create=True)
    handles: list[RecordHandle] = []
    sent = anyio.Event()

    async def body() -> None:
        async with Producer(bootstrap_servers=kafka_bootstrap, linger_ms=600_000,
                            delivery_timeout_ms=1_200_000) as producer:
            handles.append(await producer.send(topic, b"lingering", key=b"k",
                                               headers=[("h", b"1")]))
            sent.set()
            await anyio.sleep_forever()

    with anyio.fail_after(HANG_GUARD):
        async with anyio.create_task_group() as group:
            group.start_soon(body)
            await sent.wait()
            group.cancel_scope.cancel()
    (handle,) = handles
    assert _outcome(handle) is ProducerClosedError  # never sent: definitely not written


async def test_cancelled_inside_async_with_with_nothing_pending(kafka_bootstrap: str) -> None:
    started = anyio.Event()

    async def body() -> None:
        async with Producer(bootstrap_servers=kafka_bootstrap):
            started.set()
            await anyio.sleep_forever()

    with anyio.fail_after(HANG_GUARD):
        async with anyio.create_task_group() as group:
            group.start_soon(body)
            await started.wait()
            group.cancel_scope.cancel()
    assert group.cancel_scope.cancel_called  # and no RuntimeError about cancel scopes


async def test_a_cancelled_close_with_a_timeout_still_resolves_every_handle(
        kafka_bootstrap: str, new_topic: Callable[..., str]) -> None:
    topic = new_topic(create=True, partitions=3)
    producer = Producer(bootstrap_servers=kafka_bootstrap, linger_ms=20)
    await producer.start()
    handles = [await producer.send(topic, b"v" * 100, key=b"key-%d" % (i % 50),
                                   headers=[("n", b"%d" % i)])
               for i in range(20_000)]
    closing = anyio.Event()

    async def close() -> None:
        closing.set()
        await producer.close(timeout=5)

    with anyio.fail_after(HANG_GUARD):
        async with anyio.create_task_group() as group:
            group.start_soon(close)
            await closing.wait()
            await anyio.lowlevel.checkpoint()
            group.cancel_scope.cancel()
        await producer.close()  # a second close returns (the first finished its teardown)
    outcomes = {_outcome(handle) for handle in handles}
    assert outcomes <= {RecordMetadata, ProducerClosedError, DeliveryOutcomeUnknownError}
    with pytest.raises(ProducerClosedError):
        await producer.send(topic, b"late")


async def test_close_inside_a_scope_that_never_fires_delivers_everything(
        kafka_bootstrap: str, new_topic: Callable[..., str]) -> None:
    topic = new_topic(create=True)
    producer = Producer(bootstrap_servers=kafka_bootstrap, linger_ms=100)
    await producer.start()
    handles = [await producer.send(topic, b"%d" % i, key=b"k") for i in range(1000)]
    with anyio.fail_after(HANG_GUARD):
        await producer.close()
    offsets = [(await handle).offset for handle in handles]
    assert offsets == list(range(1000))
