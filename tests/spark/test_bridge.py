"""The sync<->async bridge Spark hooks use: whole runs, early close, errors, task groups."""

from __future__ import annotations

from collections.abc import AsyncIterator

import anyio
import pytest

from kafka_async.spark._bridge import iterate, run


async def _numbers(n: int, closed: list[str]) -> AsyncIterator[int]:
    try:
        # A task group, as a Consumer holds: it must be entered and left by the same task.
        async with anyio.create_task_group():
            for i in range(n):
                await anyio.sleep(0)
                yield i
    finally:
        closed.append("closed")


def test_iterate_yields_every_item_and_closes() -> None:
    closed: list[str] = []
    assert list(iterate(_numbers, 5, closed)) == [0, 1, 2, 3, 4]
    assert closed == ["closed"]


def test_closing_early_runs_the_iterators_finally_in_its_own_task() -> None:
    closed: list[str] = []
    items = iterate(_numbers, 100, closed)
    assert next(items) == 0
    assert next(items) == 1
    items.close()
    assert closed == ["closed"]


def test_an_error_in_the_iterator_is_raised_to_the_caller() -> None:
    async def failing() -> AsyncIterator[int]:
        yield 1
        raise ValueError("boom")

    seen: list[int] = []
    with pytest.raises(ValueError, match="boom"):
        for item in iterate(failing):
            seen.append(item)
    assert seen == [1]


def test_run_returns_the_result() -> None:
    async def double(x: int) -> int:
        await anyio.sleep(0)
        return 2 * x

    assert run(double, 21) == 42
