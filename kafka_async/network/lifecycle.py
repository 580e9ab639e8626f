"""Client lifecycle: start once, close from any task, background tasks owned by a task of their own.

Why a host task
---------------
anyio (like trio) ties a task group to the task, and to the cancel-scope nesting, that entered
it. A client that entered its task group in ``start()`` could only be closed by that same task
at that same nesting level: closing it from a web app's shutdown hook, a signal handler, a
supervisor, or simply inside ``with anyio.fail_after(30):`` raised "exiting a cancel scope in
the wrong task" on asyncio and TrioInternalError on trio, and a cancelled ``async with`` body left
the background tasks cancelled under the caller's scope while ``close()`` still waited for them.

So every client's background task group lives in a *host task* of its own, spawned with the
event loop's own primitive (asyncio: ``loop.create_task``; trio: a system task, the only way to
start a task that belongs to no caller's nursery). ``TaskHost.open()`` waits until the group is
open; ``TaskHost.aclose()`` cancels the group and waits until the host task has ended. Nobody's
cancel scopes are entered or exited by anybody else.

States and transitions
----------------------
``Lifecycle`` is the one place a client's state changes (``Lifecycle._move`` applies the table
below and refuses anything else). ``opening`` and ``closing`` are the client's own coroutines.

=========  ========================================  ===========================================
state      start()                                   close()
=========  ========================================  ===========================================
NEW        -> STARTING, runs ``opening``;            -> CLOSED (nothing was opened)
           STARTED when it returns, else tears down
           and -> CLOSED, re-raising
STARTING   waits for the first start() to finish     cancels the start in progress, then as
                                                     from STARTED
STARTED    returns at once                           -> CLOSING, runs ``closing``; -> CLOSED
CLOSING    raises the client's closed error          waits for the first close() to finish
CLOSED     raises the client's closed error          returns at once (idempotent)
=========  ========================================  ===========================================

Cancellation: ``closing`` is given the closer's cancel scope for its *draining* part (a flush
may be cut short by the caller's timeout or cancellation), but the *teardown* it runs last is
shielded: once ``close()`` began, the client ends up closed (its tasks gone, its sockets shut)
even if the task that called ``close()`` is cancelled; the cancellation then propagates as usual.
A second ``close()`` that arrives meanwhile waits for the same teardown.
"""

from __future__ import annotations

import asyncio
import contextvars
import enum
import logging
import sys
import threading
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, Protocol

import anyio
import anyio.abc
import anyio.lowlevel

if sys.version_info < (3, 11):  # (a dependency of anyio there)
    from exceptiongroup import BaseExceptionGroup

from kafka_async.network.errors import ClientClosedError

__all__ = ["Lifecycle", "LifecycleState", "TaskHost", "TaskStarter", "sole_cause"]

logger = logging.getLogger("kafka_async.lifecycle")

#: The TaskHost whose task is running (set in every task a host starts, inherited by the
#: tasks those start): how a close() called from a client's own task (a rebalance listener)
#: knows it must not wait for the host to end.
_CURRENT_HOST: contextvars.ContextVar[TaskHost | None] = contextvars.ContextVar(
    "kafka_async_task_host", default=None)

#: Strong references to asyncio host tasks (the loop keeps only weak ones).
_ASYNCIO_HOSTS: set[asyncio.Task[None]] = set()


def _spawn(function: Callable[[], Awaitable[None]], name: str) -> None:
    """Start ``function()`` in a task that belongs to no caller (see the module docstring)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = None
    if loop is not None:
        task = loop.create_task(_as_coroutine(function), name=name)
        _ASYNCIO_HOSTS.add(task)
        task.add_done_callback(_ASYNCIO_HOSTS.discard)
        return
    trio = sys.modules.get("trio")
    if trio is None:
        raise RuntimeError("kafka_async needs a running asyncio or trio event loop")
    trio.lowlevel.spawn_system_task(function, name=name, context=contextvars.copy_context())


async def _as_coroutine(function: Callable[[], Awaitable[None]]) -> None:
    await function()


def sole_cause(error: BaseException) -> BaseException:
    """The one exception inside the groups a task group wraps it in (asyncio's anyio does),
    so what the client reports names the crash, not "unhandled errors in a TaskGroup"."""
    while isinstance(error, BaseExceptionGroup) and len(error.exceptions) == 1:
        error = error.exceptions[0]
    return error


class TaskStarter(Protocol):
    """What code that spawns background tasks needs: a task group's ``start_soon``."""

    def start_soon(self, function: Callable[..., Coroutine[Any, Any, Any]], *args: Any,
                   name: str | None = None) -> None: ...


class TaskHost:
    """A task group that lives in a host task of its own; ``start_soon`` works from any task.

    A background task that raises ends the group (anyio cancels its siblings); the error is
    logged, kept in ``error``, and later ``start_soon`` calls raise ClientClosedError from it,
    so a client whose machinery died says so instead of hanging. The ``on_failure`` callbacks
    hear of it at once: the client fails what its callers wait for (a ``getmany`` waiting for
    records, a record's handle) instead of leaving them waiting for a task that is gone.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.error: BaseException | None = None
        self._failure_callbacks: list[Callable[[BaseException], None]] = []
        self._group: anyio.abc.TaskGroup | None = None
        self._stop: anyio.Event | None = None
        self._ended: anyio.Event | None = None

    def __repr__(self) -> str:
        state = "open" if self._group is not None else "closed"
        return f"<TaskHost {self.name!r} {state}>"

    @property
    def is_open(self) -> bool:
        return self._group is not None

    async def open(self) -> None:
        """Spawn the host task and wait until its task group accepts tasks."""
        if self._ended is not None:
            raise RuntimeError(f"{self.name}: a task host opens once")
        ready = anyio.Event()
        self._stop = anyio.Event()
        self._ended = anyio.Event()
        _spawn(lambda: self._host(ready), f"kafka_async host: {self.name}")
        try:
            await ready.wait()
        except BaseException:
            self._stop.set()  # a cancelled open() leaves no host behind
            raise
        if self._group is None:
            raise ClientClosedError(f"{self.name}: the background task group failed to start")

    async def _host(self, ready: anyio.Event) -> None:
        assert self._stop is not None and self._ended is not None
        try:
            async with anyio.create_task_group() as group:
                self._group = group
                ready.set()
                await self._stop.wait()
                group.cancel_scope.cancel()
        except anyio.get_cancelled_exc_class():
            raise  # the event loop itself is shutting down: nothing to report
        except BaseException as exc:  # a background task crashed: keep it, never re-raise
            # (re-raising would crash trio's run; asyncio would log "never retrieved")
            self.error = error = sole_cause(exc)
            logger.error("%s: a background task failed; the client stops", self.name,
                         exc_info=exc)
            for callback in self._failure_callbacks:
                try:
                    callback(error)
                except Exception:
                    logger.exception("%s: a failure callback raised", self.name)
        finally:
            self._group = None
            ready.set()
            self._ended.set()

    def on_failure(self, callback: Callable[[BaseException], None]) -> None:
        """Call ``callback(error)`` (in the host task; it must not block) when a background
        task's crash ends the group."""
        self._failure_callbacks.append(callback)

    def start_soon(self, function: Callable[..., Coroutine[Any, Any, Any]], *args: Any,
                   name: str | None = None) -> None:
        group = self._group
        if group is None:
            error = ClientClosedError(f"{self.name} is closed")
            raise error from self.error
        group.start_soon(self._run_here, function, args, name=name)

    async def _run_here(self, function: Callable[..., Coroutine[Any, Any, Any]],
                        args: tuple[Any, ...]) -> None:
        _CURRENT_HOST.set(self)  # (this task's own context: see _CURRENT_HOST)
        await function(*args)

    def is_current(self) -> bool:
        """Whether the running task is one of this host's (or was started by one)."""
        return _CURRENT_HOST.get() is self

    async def aclose(self) -> None:
        """Cancel every task of the group and wait until they have all ended (shielded: the
        tasks are cancelled, so this is short, and a cancelled caller must not leave them)."""
        if self._stop is None or self._ended is None:
            return
        self._stop.set()
        with anyio.CancelScope(shield=True):
            await self._ended.wait()


class LifecycleState(enum.Enum):
    NEW = "new"
    STARTING = "starting"
    STARTED = "started"
    CLOSING = "closing"
    CLOSED = "closed"


_TRANSITIONS: dict[LifecycleState, frozenset[LifecycleState]] = {
    LifecycleState.NEW: frozenset({LifecycleState.STARTING, LifecycleState.CLOSED}),
    LifecycleState.STARTING: frozenset({LifecycleState.STARTED, LifecycleState.CLOSING,
                                        LifecycleState.CLOSED}),
    LifecycleState.STARTED: frozenset({LifecycleState.CLOSING}),
    LifecycleState.CLOSING: frozenset({LifecycleState.CLOSED}),
    LifecycleState.CLOSED: frozenset(),
}


class Lifecycle:
    """Start and close of one client, safe from any task and any number of tasks at once.

    ``closed_error`` builds the exception a start after close raises (each client has its own
    typed error, e.g. ProducerClosedError).
    """

    def __init__(self, name: str,
                 closed_error: Callable[[str], BaseException] = ClientClosedError) -> None:
        self.name = name
        self.state = LifecycleState.NEW
        self.host = TaskHost(name)
        self._closed_error = closed_error
        self._started: anyio.Event | None = None
        self._closed: anyio.Event | None = None
        self._start_scope: anyio.CancelScope | None = None
        #: the thread and (asyncio) event loop that started the client: its tasks, events and
        #: futures live there (see check_owner)
        self._owner: tuple[int, object] | None = None

    def __repr__(self) -> str:
        return f"<Lifecycle {self.name!r} {self.state.value}>"

    def check_owner(self) -> None:
        """Raise RuntimeError when called from another thread or event loop than the one
        that started the client: waiting there on the client's events and futures hung for
        good, and broke the client for its own loop too (close() never returned). Cheap: the
        thread's id and the running asyncio loop (trio: the thread alone)."""
        owner = self._owner
        if owner is None:
            return
        thread, loop = owner
        if threading.get_ident() != thread or (
                loop is not None and asyncio._get_running_loop() is not loop):
            raise RuntimeError(
                f"this {self.name} was started on another thread or event loop: a client "
                "belongs to the event loop that started it. From another thread, submit the "
                "call to that loop (asyncio.run_coroutine_threadsafe, anyio.from_thread.run); "
                "with one loop per test, make a client per loop")

    def _move(self, new: LifecycleState) -> None:
        """The one place the state changes (see the table in the module docstring)."""
        if new not in _TRANSITIONS[self.state]:
            raise RuntimeError(f"{self.name}: no transition {self.state.value} -> {new.value}")
        self.state = new

    def _current(self) -> LifecycleState:
        """The state now (a call, so a type checker does not keep an earlier narrowing)."""
        return self.state

    @property
    def started(self) -> bool:
        return self.state is LifecycleState.STARTED

    @property
    def closing(self) -> bool:
        """True from the moment close() was called (also while it is still draining)."""
        return self.state in (LifecycleState.CLOSING, LifecycleState.CLOSED)

    def check_open(self) -> None:
        if self.state is not LifecycleState.STARTED:
            raise self._closed_error(
                f"the {self.name} is {self.state.value}"
                + (" (use 'async with' or start())" if self.state is LifecycleState.NEW else ""))

    def check_alive(self) -> None:
        """Raise the closed error, from the crash, if a background task's failure ended the
        host: the client's machinery is gone, and waiting for it would wait forever."""
        crashed = self.host.error
        if crashed is not None:
            raise self._closed_error(
                f"the {self.name} stopped: a background task failed with "
                f"{type(crashed).__name__}: {crashed} (close it and make a new one)"
            ) from crashed

    async def start(self, opening: Callable[[], Awaitable[None]],
                    teardown: Callable[[], Awaitable[None]]) -> None:
        """Open the host, run ``opening``; on any failure run ``teardown`` (shielded) and
        re-raise. Concurrent callers wait for the first; after close, raise the closed error."""
        if self.state is LifecycleState.STARTED:
            return
        if self.state is LifecycleState.STARTING:
            assert self._started is not None
            await self._started.wait()
            if not self.started:
                raise self._closed_error(f"the {self.name} closed while it was starting")
            return
        if self.state is not LifecycleState.NEW:
            raise self._closed_error(f"a {self.state.value} {self.name} cannot be started")
        self._move(LifecycleState.STARTING)
        self._owner = (threading.get_ident(), asyncio._get_running_loop())
        self._started = anyio.Event()
        self._closed = anyio.Event()
        try:
            with anyio.CancelScope() as scope:
                self._start_scope = scope
                await self.host.open()
                await opening()
            if self._current() is not LifecycleState.STARTING:  # close() came meanwhile
                raise self._closed_error(f"the {self.name} was closed while it was starting")
        except BaseException:
            if self._current() is LifecycleState.STARTING:
                self._move(LifecycleState.CLOSING)
            await self._teardown(teardown)
            raise
        finally:
            self._start_scope = None
            self._started.set()
        self._move(LifecycleState.STARTED)

    async def close(self, draining: Callable[[], Awaitable[None]] | None,
                    teardown: Callable[[], Awaitable[None]]) -> None:
        """Run ``draining`` (cancellable), then ``teardown`` and the host's end (shielded)."""
        state = self.state
        if state is LifecycleState.NEW:
            self._move(LifecycleState.CLOSED)
            return
        if state is LifecycleState.CLOSED:
            return
        self.check_owner()
        assert self._closed is not None and self._started is not None
        if state is LifecycleState.CLOSING:
            await self._closed.wait()
            return
        if state is LifecycleState.STARTING:
            self._move(LifecycleState.CLOSING)
            if self._start_scope is not None:
                self._start_scope.cancel()
            with anyio.CancelScope(shield=True):  # short: the start unwinds and tears down
                await self._closed.wait()
            await _deliver_cancellation()  # (see below)
            return
        self._move(LifecycleState.CLOSING)
        if self.host.is_current():
            # Called from one of the client's own tasks (a rebalance listener, say): the
            # teardown ends the host and every task in it, this one too, so waiting for it
            # here would wait for itself forever. It runs in a task of its own; whoever
            # closes from outside waits for it as for any close in progress.
            async def closing() -> None:
                try:
                    if draining is not None:
                        await draining()
                finally:
                    await self._teardown(teardown)

            _spawn(closing, f"kafka_async {self.name} close")
            return
        try:
            if draining is not None:
                await draining()
        finally:
            await self._teardown(teardown)
        await _deliver_cancellation()

    async def _teardown(self, teardown: Callable[[], Awaitable[None]]) -> None:
        assert self._closed is not None
        try:
            with anyio.CancelScope(shield=True):
                try:
                    await teardown()
                finally:
                    await self.host.aclose()
        finally:
            self._move(LifecycleState.CLOSED)
            self._closed.set()


async def _deliver_cancellation() -> None:
    """After close()'s shielded teardown: a caller cancelled (or timed out) meanwhile sees it
    now. Without this checkpoint a fail_after() around close() ended without its
    TimeoutError, and a move_on_after() did not report cancelled_caught.

    Not while an exception is being handled (close() from an ``async with``'s exit, its body
    having raised): the cancellation would take that exception's place, and the scope that
    was cancelled would swallow both; the exception goes on, and the cancellation comes at
    the caller's next checkpoint."""
    if sys.exc_info()[1] is None:
        await anyio.lowlevel.checkpoint_if_cancelled()
