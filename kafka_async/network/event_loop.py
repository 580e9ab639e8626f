"""Which event loop kafka_async runs on where it owns the loop, and ``run()`` to start one.

An application picks its own event loop: ``asyncio.run``, ``uvloop.run``, uvicorn (which runs
on uvloop whenever it is installed), ``trio.run``; the client runs on all of them. Where
kafka_async starts the loop itself (the ``kafka-async`` CLI, the Spark data source's readers
and writers on the executors, ``make demo``) it runs anyio's asyncio backend on uvloop when
uvloop is installed (the ``uvloop`` extra) and on the standard loop otherwise.

Why uvloop when it is there: its loop and transports are written in C. One acknowledged send
at a time (a round trip per record) takes ~18 % less CPU and ~12 % less time on it
(docs/benchmarks.md); throughput rows, where the client's own work dominates, barely move.

``KAFKA_ASYNC_EVENT_LOOP=asyncio`` keeps the standard loop even with uvloop installed;
``=uvloop`` insists on uvloop (an ImportError if it is missing, rather than a silent fallback).
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import anyio

__all__ = ["EVENT_LOOP_VARIABLE", "backend_options", "run"]

T = TypeVar("T")

#: The environment variable that chooses the loop (``asyncio``, ``uvloop``, or unset: uvloop
#: when installed).
EVENT_LOOP_VARIABLE = "KAFKA_ASYNC_EVENT_LOOP"


def backend_options(backend: str = "asyncio") -> dict[str, Any]:
    """anyio's ``backend_options`` for a loop kafka_async starts on ``backend``: uvloop for
    asyncio when installed (see the module docstring); nothing for trio."""
    if backend != "asyncio":
        return {}
    choice = os.environ.get(EVENT_LOOP_VARIABLE, "").strip().lower()
    if choice not in ("", "asyncio", "uvloop"):
        raise ValueError(f"{EVENT_LOOP_VARIABLE}={choice!r}: expected 'asyncio' or 'uvloop'")
    if choice == "asyncio":
        return {}
    if choice == "uvloop" or importlib.util.find_spec("uvloop") is not None:
        return {"use_uvloop": True}
    return {}


def run(function: Callable[..., Awaitable[T]], *args: Any, backend: str = "asyncio") -> T:
    """``anyio.run(function, *args)`` on ``backend``, on uvloop for asyncio when installed.

    For programs built on kafka_async that start their own loop and want the faster one
    without choosing it themselves (``asyncio.run``/``uvloop.run`` work just as well)."""
    return anyio.run(function, *args, backend=backend,
                     backend_options=backend_options(backend))
