"""A task's wait for its own wake-up event, bounded by a delay, without a cancel scope.

The producer's sender waits like this for every batch's linger to end.
``with anyio.move_on_after(delay): await event.wait()`` builds a cancel scope each time; on
uvloop its timer, re-armed whenever it fires early, spins the loop through the last half
millisecond of the wait (see ``_MIN_REARM``); and when the delay passes first, as it does at
the end of every linger, the scope cancels the task, which raises and catches a CancelledError
through the wait. In the e2e row's workload (5,000 records/s, linger_ms=5) the process used
14-18 % less CPU without them (docs/benchmarks.md, run W).

On asyncio the same wait is one timer handle that sets the event: no scope, no exception. The
price is that the timer sets the event, so only a task that owns the event, and replaces it
before its next wait, may wait this way (a shared event would stay set for everyone). Other
backends (trio) keep ``move_on_after``.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
from time import monotonic as _monotonic

import anyio

__all__ = ["running_asyncio_loop", "wait_owned_event"]


def running_asyncio_loop() -> asyncio.AbstractEventLoop | None:
    """The running asyncio loop, or None on another backend (trio, where no asyncio loop runs
    in the thread). Resolve it once per task, not per wait."""
    with contextlib.suppress(RuntimeError):
        return asyncio.get_running_loop()
    return None


async def wait_owned_event(event: anyio.Event, delay: float,
                           loop: asyncio.AbstractEventLoop | None, early: float = 0.0) -> None:
    """Until ``event`` is set or ``delay`` seconds passed, whichever comes first; the event is
    set either way once this returns normally (see the module docstring: the caller owns it).
    ``loop``: ``running_asyncio_loop()``, resolved once by the caller. ``early``: how much
    sooner than ``delay`` the wait may end, never more (a caller that treats what falls due
    within ``early`` as due: the timer then need not fire late to be sure it is not early)."""
    if delay == math.inf:
        await event.wait()
        return
    if loop is None:
        with anyio.move_on_after(max(delay - early, 0.0)):
            await event.wait()
        event.set()
        return
    timer = _Timer(event, loop, delay, early)
    try:
        await event.wait()
    finally:
        timer.handle.cancel()


#: The shortest delay a timer that fired early re-arms with. uvloop rounds a delay to the nearest
#: whole millisecond, so a timer re-armed for what is left of its last half millisecond fires
#: at once, and again, and again: anyio's cancel scopes re-arm that way and spin the loop for
#: up to half a millisecond at the end of every timed wait (~90 firings per wait, counted in
#: the e2e workload). Re-arming a millisecond ahead fires once more, up to a millisecond late,
#: as a standard asyncio loop's timers do (epoll waits in whole milliseconds).
_MIN_REARM = 0.001


class _Timer:
    """Sets the event between ``deadline - early`` and ``deadline`` when it can, and never
    sooner. The deadline is on ``time.monotonic()``, not the loop's clock (uvloop's counts
    whole milliseconds). A timer handle may fire early (uvloop rounds delays to whole
    milliseconds too): one that fires too early re-arms, at least ``_MIN_REARM`` ahead."""

    __slots__ = ("deadline", "early", "event", "handle", "loop")

    def __init__(self, event: anyio.Event, loop: asyncio.AbstractEventLoop, delay: float,
                 early: float) -> None:
        self.event = event
        self.loop = loop
        self.deadline = _monotonic() + delay
        self.early = early
        self.handle = loop.call_later(max(delay - early, 0.0), self.fire)

    def fire(self) -> None:
        remaining = self.deadline - _monotonic()
        if remaining <= self.early:
            self.event.set()
        else:  # (at least _MIN_REARM ahead: a shorter delay would fire at once, again)
            self.handle = self.loop.call_later(max(remaining - self.early, _MIN_REARM),
                                               self.fire)
