"""wait_owned_event: a wait for a task's own event, bounded by a delay, on asyncio and trio.

The timer's re-arming is checked on a recording stand-in for the loop (what it asks the loop
for, not how long anything took); the waits themselves run on both backends."""

from __future__ import annotations

import math
import time
from typing import Any

import anyio
import pytest

from kafka_async.network import timed_wait
from kafka_async.network.timed_wait import (
    _MIN_REARM,
    _Timer,
    running_asyncio_loop,
    wait_owned_event,
)

pytestmark = pytest.mark.anyio


async def test_returns_when_the_event_is_set_by_another_task() -> None:
    event = anyio.Event()
    returned: list[bool] = []

    async def waiter() -> None:
        await wait_owned_event(event, 3600.0, running_asyncio_loop())
        returned.append(True)

    with anyio.fail_after(30):  # (a wait that did not end would fail here, not hang)
        async with anyio.create_task_group() as group:
            group.start_soon(waiter)
            await anyio.lowlevel.checkpoint()
            assert returned == []
            event.set()
    assert returned == [True]


async def test_the_delay_ending_sets_the_event_and_returns() -> None:
    event = anyio.Event()
    await wait_owned_event(event, 0.001, running_asyncio_loop())
    assert event.is_set()


async def test_never_returns_before_the_deadline_less_early() -> None:
    event = anyio.Event()
    clock = time.monotonic
    deadline = clock() + 0.004
    await wait_owned_event(event, 0.004, running_asyncio_loop(), early=0.001)
    assert clock() >= deadline - 0.001


async def test_an_infinite_delay_waits_for_the_event_only() -> None:
    event = anyio.Event()
    async with anyio.create_task_group() as group:
        group.start_soon(wait_owned_event, event, math.inf, running_asyncio_loop())
        await anyio.lowlevel.checkpoint()
        assert not event.is_set()
        event.set()


async def test_cancelling_the_wait_cancels_its_timer(anyio_backend: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    loop = running_asyncio_loop()
    if anyio_backend == "trio":
        assert loop is None  # trio runs no asyncio loop: the cancel-scope path
        return
    timers: list[_Timer] = []

    class Recorded(_Timer):
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            timers.append(self)

    monkeypatch.setattr(timed_wait, "_Timer", Recorded)
    event = anyio.Event()
    with anyio.move_on_after(0):
        await wait_owned_event(event, 3600.0, loop)
    assert not event.is_set()
    assert len(timers) == 1 and timers[0].handle.cancelled()


class _RecordingLoop:
    """Records what the timer asks of the loop."""

    def __init__(self) -> None:
        self.delays: list[float] = []

    def call_later(self, delay: float, callback: Any) -> Any:
        self.delays.append(delay)
        return _Handle()


class _Handle:
    def cancel(self) -> None:
        pass


class _FakeEvent:
    def __init__(self) -> None:
        self.flag = False

    def set(self) -> None:
        self.flag = True


def _timer_at(monkeypatch: pytest.MonkeyPatch, now: list[float], delay: float,
              early: float) -> tuple[_Timer, _RecordingLoop, _FakeEvent]:
    """A timer armed at ``now[0]`` on the recording loop, its clock reading ``now[0]``."""
    monkeypatch.setattr(timed_wait, "_monotonic", lambda: now[0])
    loop = _RecordingLoop()
    event = _FakeEvent()
    return _Timer(event, loop, delay, early), loop, event  # type: ignore[arg-type]


def test_the_first_arming_asks_for_the_delay_less_early(monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    now = [100.0]
    _, loop, _ = _timer_at(monkeypatch, now, 0.005, 0.0005)
    assert loop.delays == [pytest.approx(0.0045)]


def test_a_timer_firing_within_early_of_its_deadline_sets_the_event(
        monkeypatch: pytest.MonkeyPatch) -> None:
    now = [100.0]
    timer, loop, event = _timer_at(monkeypatch, now, 0.005, 0.0005)
    now[0] = 100.0046
    timer.fire()
    assert event.flag
    assert len(loop.delays) == 1


def test_a_timer_firing_too_early_re_arms_at_least_a_millisecond_ahead(
        monkeypatch: pytest.MonkeyPatch) -> None:
    now = [100.0]
    timer, loop, event = _timer_at(monkeypatch, now, 0.005, 0.0005)
    now[0] = 100.0040  # 1 ms before the deadline: 0.5 ms too early
    timer.fire()
    assert not event.flag
    assert loop.delays[-1] == _MIN_REARM  # not 0.5 ms: uvloop would round that to 0
    now[0] = 100.0030  # 2 ms before: re-armed for what is left beyond early
    timer.fire()
    assert loop.delays[-1] == pytest.approx(0.0015)
    now[0] = 100.0051
    timer.fire()
    assert event.flag
