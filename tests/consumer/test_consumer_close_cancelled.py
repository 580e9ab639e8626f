"""close() inside a cancelled scope, against a fake broker: the goodbye still runs (the usual
anyio/trio shutdown cancels the task group around ``async with Consumer(...)``), the caller's
cancellation is delivered once the teardown is done, and an exception leaving the
``async with`` body is not replaced by it. (Found by the review of stop 50's own change: a
cancelled caller's close skipped the commit, and the body's exception was lost.)"""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from kafka_async import Consumer
from tests.network._fakebroker import Action, FakeBroker, Received, Stall

pytestmark = pytest.mark.anyio


async def _stall(received: Received) -> Action:
    return Stall()  # FindCoordinator never answered: the member stays out of the group


@pytest.mark.parametrize("cancelled", [False, True])
async def test_a_cancelled_close_still_commits_then_delivers_the_cancellation(
        cancelled: bool) -> None:
    async with FakeBroker(handlers={10: _stall}) as broker:
        consumer = Consumer("t", bootstrap_servers=broker.bootstrap, group_id="g",
                            enable_auto_commit=True)
        await consumer.start()
        calls: list[str] = []
        group = consumer._group
        assert group is not None

        async def commit_quietly(offsets: Any) -> None:
            calls.append("started")
            await anyio.sleep(0.01)  # a commit takes a round trip: a checkpoint
            calls.append("done")

        group.commits.commit_quietly = commit_quietly  # type: ignore[method-assign]
        with anyio.fail_after(30), anyio.CancelScope() as scope:
            if cancelled:
                scope.cancel()
            await consumer.close()
        assert calls == ["started", "done"]
        assert scope.cancelled_caught is cancelled


async def test_the_body_s_exception_is_not_replaced_by_the_cancellation() -> None:
    async with FakeBroker() as broker:
        consumer = Consumer(bootstrap_servers=broker.bootstrap)
        with (pytest.raises(ValueError, match="the application's error"),
              anyio.fail_after(30), anyio.CancelScope() as scope):
            async with consumer:
                scope.cancel()
                raise ValueError("the application's error")
