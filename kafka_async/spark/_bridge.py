"""Run kafka_async's async code from Spark's synchronous hooks.

Every Spark-facing method (``partitions()``, ``read()``, ``write()``, ``latestOffset()``...) is
synchronous, and ``read()`` is a *generator* Spark pulls from. ``run`` suits one-shot calls (one
event loop per call). ``iterate`` turns an async generator into a sync one through a blocking
portal: the event loop lives in a helper thread for as long as the generator is open, so the
consumer keeps its connections and its next Fetch in flight while Spark processes a batch.
Nothing here is ever pickled: portals and loops are created inside the hook that needs them.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Generator
from typing import Any, TypeVar, TypeVarTuple, Unpack

import anyio
from anyio.from_thread import start_blocking_portal

from kafka_async.network.event_loop import backend_options

__all__ = ["iterate", "run"]

T = TypeVar("T")
Ts = TypeVarTuple("Ts")


def run(func: Callable[[Unpack[Ts]], Awaitable[T]], *args: Unpack[Ts]) -> T:
    """Run ``func(*args)`` to completion on a fresh event loop and return its result."""
    async def main() -> T:
        return await func(*args)

    return anyio.run(main, backend_options=backend_options())


def iterate(factory: Callable[[Unpack[Ts]], AsyncIterator[T]],
            *args: Unpack[Ts]) -> Generator[T, None, None]:
    """Yield the items of the async iterator ``factory(*args)`` from synchronous code.

    The async iterator runs as ONE task on the portal's loop (anyio task groups and cancel
    scopes, which a Consumer holds, must be entered and left by the same task) and hands items
    over through a zero-buffer stream, so at most one item waits while the caller works.
    Closing the returned generator early (Spark stops pulling, or a task fails) cancels that
    task, so the iterator's ``finally`` blocks (closing a consumer) still run; an exception in
    the iterator is raised here.
    """
    with start_blocking_portal(backend_options=backend_options()) as portal:
        send, receive = portal.call(_open_stream)
        future = portal.start_task_soon(_drive, factory, args, send)
        try:
            while True:
                try:
                    item = portal.call(receive.receive)
                except anyio.EndOfStream:
                    break
                yield item
        finally:
            if not future.done():
                future.cancel()
            portal.call(receive.aclose)
        if not future.cancelled():
            future.result()  # re-raise what ended the iterator


async def _open_stream() -> tuple[Any, Any]:
    return anyio.create_memory_object_stream[Any](0)


async def _drive(factory: Callable[..., AsyncIterator[T]], args: tuple[Any, ...],
                 send: Any) -> None:
    iterator = factory(*args)
    try:
        async with send:
            async for item in iterator:
                try:
                    await send.send(item)
                except (anyio.BrokenResourceError, anyio.ClosedResourceError):
                    return  # the reader went away: stop producing
    finally:
        # Close an async generator here, in the task that ran it: left to the garbage
        # collector, it would be finalised in another task and its task groups would fail.
        aclose = getattr(iterator, "aclose", None)
        if aclose is not None:
            with anyio.CancelScope(shield=True):
                await aclose()
