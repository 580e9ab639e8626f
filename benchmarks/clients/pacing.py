"""Handing an event-loop client its records at their intended times, to the microsecond.

The e2e row produces at a fixed rate (5,000 records/s: one every 200 µs) and measures each
record from its intended send time. librdkafka's client paces with ``time.sleep`` in its own
thread, which wakes within tens of microseconds of each record's time. The asyncio clients
paced with ``asyncio.sleep``, and an event loop's timers are not that fine: uvloop rounds a
timer's delay to whole milliseconds and the standard loop waits in ``epoll_wait``, whose
timeout is whole milliseconds too. So the harness's own load generator handed those clients
their records in bursts, about one per millisecond (measured on kafka_async at 5,000/s,
uvloop, one partition, linger_ms=5: records handed up to 1.2 ms after their time and others
up to 0.5 ms before it, five or six at once), and a burst that came just after a batch had
gone out waited for the whole linger of the next one. A service does not receive its work
that way: a request reaches it when its bytes reach its socket, and the loop wakes for it then.

``Pacer`` is that socket: a Linux ``timerfd`` armed for the next record's intended time
(absolute, on ``CLOCK_MONOTONIC``, the clock of ``time.perf_counter_ns``), watched by the loop
like any socket (``add_reader``). The kernel makes it readable at that time and the loop hands
out every record due by then (at a rate that divides a second into whole nanoseconds, as 5,000/s
does, the timer is periodic and its expiration count says how many: no system call to re-arm
it per record); a loop busy elsewhere hands them out late, and the latencies,
measured from the intended times, pay for it as before (no coordinated omission). Where there
is no ``timerfd`` (not Linux), it falls back to ``asyncio.sleep`` and says so (``precise``).
"""

from __future__ import annotations

import asyncio
import ctypes
import os
import sys
import time
from collections.abc import AsyncIterator

from benchmarks.clients.common import now_ns, pace

_CLOCK_MONOTONIC = 1
_TFD_TIMER_ABSTIME = 1
_NS = 1_000_000_000


class _Timespec(ctypes.Structure):
    _fields_ = [("tv_sec", ctypes.c_long), ("tv_nsec", ctypes.c_long)]


class _Itimerspec(ctypes.Structure):
    _fields_ = [("it_interval", _Timespec), ("it_value", _Timespec)]


def _libc() -> ctypes.CDLL | None:
    """The C library with ``timerfd_create``, when this is Linux and ``perf_counter_ns`` reads
    ``CLOCK_MONOTONIC`` (the clock the timer is armed on)."""
    if not sys.platform.startswith("linux"):
        return None
    if "CLOCK_MONOTONIC" not in time.get_clock_info("perf_counter").implementation:
        return None
    try:
        libc = ctypes.CDLL(None, use_errno=True)  # the process's own symbols: libc's among them
        libc.timerfd_create  # noqa: B018 (a missing symbol raises AttributeError)
    except (OSError, AttributeError):
        return None
    return libc


class Pacer:
    """Record indexes ``0 .. total-1``, each handed out once its intended time
    (``pace(start_ns, index, rate)``) has come: ``async for index, due_ns in pacer``."""

    def __init__(self, start_ns: int, rate: int, total: int) -> None:
        self.start_ns = start_ns
        self.rate = rate
        self.total = total
        self._next = 0  # the next index handed out
        self._released = 0  # indexes below this are due
        self._waiter: asyncio.Future[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._fd = -1
        self._periodic = False
        self._libc = _libc()
        #: True when records are handed out by the timerfd; False on the asyncio.sleep fallback
        self.precise = self._libc is not None

    async def __aenter__(self) -> Pacer:
        if self._libc is not None:
            fd = self._libc.timerfd_create(_CLOCK_MONOTONIC, os.O_NONBLOCK | os.O_CLOEXEC)
            if fd < 0:
                self._libc = None
                self.precise = False
            else:
                self._fd = fd
                self._loop = asyncio.get_running_loop()
                self._loop.add_reader(fd, self._readable)
                period = _NS // self.rate if _NS % self.rate == 0 else 0
                self._periodic = period > 0
                self._arm(self.start_ns, period)
        return self

    async def __aexit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self._fd >= 0:
            if self._loop is not None:
                self._loop.remove_reader(self._fd)
            os.close(self._fd)
            self._fd = -1

    def __aiter__(self) -> AsyncIterator[tuple[int, int]]:
        return self._records()

    async def _records(self) -> AsyncIterator[tuple[int, int]]:
        while self._next < self.total:
            index = self._next
            due = pace(self.start_ns, index, self.rate)
            if self._fd < 0:  # the fallback: the loop's own timer
                delay = (due - now_ns()) / 1e9
                if delay > 0:
                    await asyncio.sleep(delay)
            elif index >= self._released:
                assert self._loop is not None
                self._waiter = self._loop.create_future()
                await self._waiter
                continue
            self._next = index + 1
            yield index, due

    def _arm(self, at_ns: int, period_ns: int = 0) -> None:
        """Expire at ``at_ns`` (0: disarm), then every ``period_ns`` if that is not 0."""
        assert self._libc is not None
        spec = _Itimerspec()
        spec.it_value.tv_sec, spec.it_value.tv_nsec = divmod(at_ns, _NS)
        spec.it_interval.tv_sec, spec.it_interval.tv_nsec = divmod(period_ns, _NS)
        if self._libc.timerfd_settime(self._fd, _TFD_TIMER_ABSTIME, ctypes.byref(spec),
                                      None) != 0:
            errno = ctypes.get_errno()
            raise OSError(errno, f"timerfd_settime: {os.strerror(errno)}")

    def _readable(self) -> None:
        """The timer expired: every record whose time has come is released. Periodic: one per
        expiration, disarmed after the last. Otherwise the timer is armed for the next record
        (a time already past makes it readable again at once)."""
        try:
            expirations = int.from_bytes(os.read(self._fd, 8), sys.byteorder)
        except BlockingIOError:
            return
        if self._periodic:
            released = min(self._released + expirations, self.total)
            if released == self.total:
                self._arm(0)
        else:
            now = now_ns()
            released = self._released
            while released < self.total and pace(self.start_ns, released, self.rate) <= now:
                released += 1
            if released < self.total:
                self._arm(pace(self.start_ns, released, self.rate))
        self._released = released
        waiter, self._waiter = self._waiter, None
        if waiter is not None and not waiter.done():
            waiter.set_result(None)
