"""``benchmarks.clients.pacing.Pacer``, the e2e row's load generator for the event-loop clients:
every record index once, in order, none before its intended time, on the standard loop and on
uvloop, with the timerfd periodic (a rate that divides a second into whole nanoseconds) and
re-armed per record (one that does not), and on the ``asyncio.sleep`` fallback; and it leaves
no file descriptor or reader behind."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable, Coroutine
from typing import Any

import pytest

from benchmarks.clients import pacing
from benchmarks.clients.common import now_ns, pace
from benchmarks.clients.pacing import Pacer

LOOPS = ["asyncio", "uvloop"]


def _run(loop_name: str, main: Callable[[], Coroutine[Any, Any, Any]]) -> Any:
    if loop_name == "uvloop":
        import uvloop

        return uvloop.run(main())
    return asyncio.run(main())


async def _handed(rate: int, total: int) -> tuple[list[tuple[int, int, int]], Pacer]:
    """(index, due, the clock when it was handed) of every record, and the pacer."""
    handed: list[tuple[int, int, int]] = []
    start = now_ns()
    async with Pacer(start, rate, total) as pacer:
        async for index, due in pacer:
            handed.append((index, due, now_ns()))
    assert all(due == pace(start, index, rate) for index, due, _ in handed)
    return handed, pacer


@pytest.mark.parametrize("loop_name", LOOPS)
@pytest.mark.parametrize("rate", [20_000, 3_000])  # periodic; re-armed (1e9/3000 is no integer)
def test_every_record_once_in_order_never_before_its_time(loop_name: str, rate: int) -> None:
    handed, pacer = _run(loop_name, lambda: _handed(rate, 300))
    assert pacer.precise  # (this suite runs on Linux)
    assert [index for index, _, _ in handed] == list(range(300))
    assert all(at >= due for _, due, at in handed)


@pytest.mark.parametrize("loop_name", LOOPS)
def test_the_fallback_without_a_timerfd_hands_out_the_same_records(
        loop_name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pacing, "_libc", lambda: None)
    handed, pacer = _run(loop_name, lambda: _handed(5_000, 200))
    assert not pacer.precise
    assert [index for index, _, _ in handed] == list(range(200))


@pytest.mark.parametrize("loop_name", LOOPS)
def test_leaving_closes_its_timer_and_stops_watching_it(loop_name: str) -> None:
    async def main() -> tuple[int, bool]:
        loop = asyncio.get_running_loop()
        async with Pacer(now_ns(), 5_000, 10) as pacer:
            fd = pacer._fd
            async for index, _ in pacer:
                if index == 3:
                    break  # an early exit, as a failed send would make
        watched = loop.remove_reader(fd)  # False: no reader was left on it
        return fd, watched

    fd, watched = _run(loop_name, main)
    assert fd >= 0 and not watched
    with pytest.raises(OSError):
        os.fstat(fd)


def test_an_empty_run_hands_out_nothing() -> None:
    handed, _ = _run("asyncio", lambda: _handed(5_000, 0))
    assert handed == []
