"""Run kafka_async's async code from Spark's synchronous hooks.

Every Spark-facing method (``partitions()``, ``read()``, ``write()``, ``latestOffset()``...) is
synchronous, and ``read()`` is a *generator* Spark pulls from. ``run`` suits one-shot calls (one
event loop per call). ``iterate`` turns an async generator into a sync one through a blocking
portal: the event loop lives in a helper thread for as long as the generator is open, so the
consumer keeps its connections and its next Fetch in flight while Spark processes a batch.
Nothing here is ever pickled: portals and loops are created inside the hook that needs them.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import TypeVar, TypeVarTuple, Unpack

import anyio
from anyio.from_thread import start_blocking_portal

__all__ = ["iterate", "run"]

T = TypeVar("T")
Ts = TypeVarTuple("Ts")


def run(func: Callable[[Unpack[Ts]], Awaitable[T]], *args: Unpack[Ts]) -> T:
    """Run ``func(*args)`` to completion on a fresh event loop and return its result."""
    async def main() -> T:
        return await func(*args)

    return anyio.run(main)


def iterate(factory: Callable[[Unpack[Ts]], AsyncIterator[T]], *args: Unpack[Ts]) -> Iterator[T]:
    """Yield the items of the async iterator ``factory(*args)`` from synchronous code.

    Closing the returned generator early (Spark stops pulling, or a task fails) closes the async
    iterator on its loop, so its ``finally`` blocks (closing a consumer) still run.
    """
    with start_blocking_portal() as portal:
        agen = portal.call(_start, factory, *args)
        try:
            while True:
                try:
                    item = portal.call(_next, agen)
                except StopAsyncIteration:
                    return
                yield item
        finally:
            aclose = getattr(agen, "aclose", None)
            if aclose is not None:
                portal.call(aclose)


async def _start(factory: Callable[[Unpack[Ts]], AsyncIterator[T]],
                 *args: Unpack[Ts]) -> AsyncIterator[T]:
    return factory(*args)


async def _next(agen: AsyncIterator[T]) -> T:
    return await agen.__anext__()
