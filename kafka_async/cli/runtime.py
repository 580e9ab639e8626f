"""Ctrl-C as a request to finish, not a crash.

``until_interrupted`` runs a command's main loop and cancels it on the first SIGINT or SIGTERM;
the caller then finishes cleanly outside it (a producer flushes, a group consumer commits what
it printed). A second Ctrl-C during that finish falls through to Python's default handler and
ends the process (exit 130). Signals are only watched from the main thread (where the CLI runs).
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Awaitable, Callable

import anyio

_SIGNALS = (signal.SIGINT, signal.SIGTERM)


async def until_interrupted(work: Callable[[], Awaitable[None]]) -> bool:
    """Run ``work``; True if a signal stopped it, False if it finished by itself."""
    if threading.current_thread() is not threading.main_thread():
        await work()
        return False
    interrupted = False
    async with anyio.create_task_group() as group:
        work_scope = anyio.CancelScope()

        async def watch() -> None:
            nonlocal interrupted
            with anyio.open_signal_receiver(*_SIGNALS) as signals:
                async for _ in signals:
                    interrupted = True
                    work_scope.cancel()
                    return

        group.start_soon(watch)
        with work_scope:
            await work()
        group.cancel_scope.cancel()
    return interrupted
