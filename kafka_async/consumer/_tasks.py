"""Background tasks of one consumer, each in its own cancel scope, so they can be stopped from
any task without cancelling the owner.

Why not just close the consumer's task host: ``close()`` must stop fetching and membership
*before* the group goodbye (revoke listener, commit, LeaveGroup) runs on the same client, while
the host still runs that goodbye's helpers (e.g. the coordinator lookup). Cancelling each
background task's own scope stops exactly the background work.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable
from typing import Any

import anyio

from kafka_async.network.lifecycle import TaskStarter

__all__ = ["DEFAULT_CLOSE_TIMEOUT_S", "BackgroundTasks", "close_limit", "goodbye_deadline"]

#: Java's ConsumerUtils.DEFAULT_CLOSE_TIMEOUT_MS: how long a consumer's close() gives its
#: goodbye (commits, listener, LeaveGroup; a share consumer's acknowledgements) by default
DEFAULT_CLOSE_TIMEOUT_S = 30.0


def close_limit(timeout: float | None) -> float:
    """``close(timeout)``'s seconds: None is no limit (as the producer's ``close``)."""
    if timeout is None:
        return math.inf
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not timeout >= 0:
        raise ValueError(f"timeout must be a number of seconds >= 0 or None, got {timeout!r}")
    return float(timeout)


def goodbye_deadline(limit: float, caller_deadline: float) -> float:
    """When close() stops waiting for the goodbye (anyio's clock): ``limit`` seconds from now,
    and the caller's deadline if it is sooner. A caller already cancelled (deadline -inf: a
    task group cancelled at shutdown) still gets the goodbye, within ``limit``: it runs in
    the shielded teardown, and skipping it would leave the records since the last commit to
    come again and the group waiting a session timeout."""
    until = anyio.current_time() + limit
    return until if caller_deadline == -math.inf else min(until, caller_deadline)


class BackgroundTasks:
    """``start_soon`` like a task group's; ``cancel_all()`` stops every task started here."""

    def __init__(self, group: TaskStarter) -> None:
        self._group = group
        self._scopes: set[anyio.CancelScope] = set()
        self._cancelled = False

    def start_soon(self, function: Callable[..., Awaitable[Any]], *args: Any,
                   name: str | None = None) -> None:
        if self._cancelled:
            return
        self._group.start_soon(self._run, function, args, name=name)

    async def _run(self, function: Callable[..., Awaitable[Any]], args: tuple[Any, ...]) -> None:
        with anyio.CancelScope() as scope:
            if self._cancelled:
                return
            self._scopes.add(scope)
            try:
                await function(*args)
            finally:
                self._scopes.discard(scope)

    def cancel_all(self) -> None:
        self._cancelled = True
        for scope in list(self._scopes):
            scope.cancel()
