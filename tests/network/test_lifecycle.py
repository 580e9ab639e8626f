"""Lifecycle and TaskHost: start and close from any task, in any scope, any number of times."""

from __future__ import annotations

import anyio
import pytest

from kafka_async.network.errors import ClientClosedError
from kafka_async.network.lifecycle import Lifecycle, LifecycleState, TaskHost

pytestmark = pytest.mark.anyio


class Recorder:
    """A client stand-in: its opening starts one background task, its teardown logs."""

    def __init__(self) -> None:
        self.life = Lifecycle("stand-in")
        self.log: list[str] = []
        self.task_running = anyio.Event()
        self.task_cancelled = anyio.Event()

    async def _background(self) -> None:
        self.task_running.set()
        try:
            await anyio.sleep_forever()
        finally:
            self.task_cancelled.set()

    async def opening(self) -> None:
        self.life.host.start_soon(self._background)
        self.log.append("opened")

    async def teardown(self) -> None:
        self.log.append("teardown")

    async def start(self) -> None:
        await self.life.start(self.opening, self.teardown)

    async def close(self) -> None:
        await self.life.close(None, self.teardown)


async def test_close_from_another_task() -> None:
    client = Recorder()
    await client.start()
    await client.task_running.wait()
    async with anyio.create_task_group() as group:
        group.start_soon(client.close)
    assert client.life.state is LifecycleState.CLOSED
    assert client.task_cancelled.is_set()
    assert client.log == ["opened", "teardown"]


async def test_close_inside_a_timeout_scope_leaves_the_callers_scopes_intact() -> None:
    client = Recorder()
    await client.start()
    with anyio.fail_after(30):
        await client.close()
    with anyio.move_on_after(0) as scope:  # the caller's scope stack still works
        await anyio.sleep(1)
    assert scope.cancelled_caught
    assert client.life.state is LifecycleState.CLOSED


async def test_start_in_one_task_close_in_a_cancelled_one() -> None:
    client = Recorder()
    async with anyio.create_task_group() as group:
        group.start_soon(client.start)
    await client.task_running.wait()
    with anyio.CancelScope() as scope:
        scope.cancel()
        await client.close()  # cancelled before it starts waiting: the teardown still runs
    assert client.life.state is LifecycleState.CLOSED
    assert client.task_cancelled.is_set()
    assert client.log == ["opened", "teardown"]


async def test_two_closes_at_once_tear_down_once() -> None:
    client = Recorder()
    await client.start()
    async with anyio.create_task_group() as group:
        group.start_soon(client.close)
        group.start_soon(client.close)
    await client.close()
    assert client.log == ["opened", "teardown"]


async def test_close_before_start_and_start_after_close() -> None:
    client = Recorder()
    await client.close()
    assert client.life.state is LifecycleState.CLOSED
    with pytest.raises(ClientClosedError, match="closed"):
        await client.start()
    assert client.log == []


async def test_concurrent_starts_open_once() -> None:
    client = Recorder()
    async with anyio.create_task_group() as group:
        group.start_soon(client.start)
        group.start_soon(client.start)
    assert client.log == ["opened"]
    await client.close()


async def test_failed_opening_tears_down_and_reraises() -> None:
    life = Lifecycle("failing")
    torn_down: list[bool] = []

    async def opening() -> None:
        raise ValueError("bootstrap refused")

    async def teardown() -> None:
        torn_down.append(True)

    with pytest.raises(ValueError, match="bootstrap refused"):
        await life.start(opening, teardown)
    assert torn_down == [True]
    assert life.state is LifecycleState.CLOSED
    assert not life.host.is_open


async def test_close_while_starting_cancels_the_start() -> None:
    life = Lifecycle("slow")
    entered = anyio.Event()
    torn_down: list[bool] = []

    async def opening() -> None:
        entered.set()
        await anyio.sleep_forever()

    async def teardown() -> None:
        torn_down.append(True)

    errors: list[BaseException] = []

    async def starter() -> None:
        try:
            await life.start(opening, teardown)
        except ClientClosedError as exc:
            errors.append(exc)

    async with anyio.create_task_group() as group:
        group.start_soon(starter)
        await entered.wait()
        await life.close(None, teardown)
    assert life.state is LifecycleState.CLOSED
    assert torn_down == [True]
    assert len(errors) == 1 and "while it was starting" in str(errors[0])


async def test_cancelled_draining_still_tears_down() -> None:
    life = Lifecycle("draining")
    torn_down: list[bool] = []
    draining_started = anyio.Event()

    async def noop() -> None:
        pass

    async def draining() -> None:
        draining_started.set()
        await anyio.sleep_forever()

    async def teardown() -> None:
        torn_down.append(True)

    await life.start(noop, teardown)
    async with anyio.create_task_group() as group:
        group.start_soon(life.close, draining, teardown)
        await draining_started.wait()
        group.cancel_scope.cancel()
    assert torn_down == [True]
    assert life.state is LifecycleState.CLOSED


async def test_a_crashed_background_task_closes_the_host_with_its_error() -> None:
    host = TaskHost("crashing")
    heard: list[BaseException] = []
    host.on_failure(heard.append)
    await host.open()
    crashed = anyio.Event()

    async def crash() -> None:
        crashed.set()
        raise RuntimeError("boom")

    host.start_soon(crash)
    await crashed.wait()
    while host.is_open:  # the host task ends right after the crash
        await anyio.lowlevel.checkpoint()
    with pytest.raises(ClientClosedError) as info:
        host.start_soon(crash)
    # the crash itself, not the exception group a task group wraps it in on asyncio
    cause = info.value.__cause__
    assert isinstance(cause, RuntimeError) and str(cause) == "boom"
    assert heard == [cause] and host.error is cause  # the failure callbacks heard of it
    await host.aclose()


async def test_illegal_transition_is_refused() -> None:
    life = Lifecycle("table")
    await life.close(None, _nothing)
    with pytest.raises(RuntimeError, match="closed -> started"):
        life._move(LifecycleState.STARTED)


async def _nothing() -> None:
    pass
