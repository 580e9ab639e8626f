"""One event loop and a few idle consumers per Spark Python worker process, kept across tasks.

Why: Spark reuses its Python workers (spark.python.worker.reuse, on by default), and a read task
is often short (a streaming micro-batch, one of many partitions). Starting a consumer per task
costs a bootstrap connection, ApiVersions, metadata and a fetch-connection handshake before the
first record: measured, that was a large share of an 8-partition read. Here a finished read
hands its consumer back (unassigned, connections open) and the next task in the same process
takes it, so it goes straight to Fetch.

Threads: the loop runs in a *daemon* thread, so a process that exits without closing the pool
(Spark ends workers with os._exit) never waits for it; an atexit hook still closes idle
consumers politely when the interpreter shuts down normally. Each consumer lives in its own
owner task (``async with Consumer``) on that loop, because anyio task groups must be exited by
the task that entered them; reads run in other tasks and only borrow the consumer. A consumer
whose read did not finish cleanly (error, cancellation) is closed, never reused. After a fork,
the child builds its own pool (the parent's loop thread does not exist there).

GC: PySpark's daemon runs a full ``gc.collect()`` in the worker after *every* task, and the next
task sent to that worker waits for it. A full collection walks every GC-tracked object, and a
worker holding pyspark, pyarrow, kafka_async and a live consumer has ~60k of them: measured with
py-spy during 800-record micro-batches, that collection was ~70% of the worker's busy time (tens
of ms per task on this 2-core machine, more than the read itself). After the first clean read the
pool freezes what exists then (``gc.freeze()``: modules, classes, the pooled consumer), so later
collections only walk what tasks allocate. Frozen objects are still freed by reference counting;
only a cycle among them would never be collected, and that state is built once per process.
Only in a reused Spark worker (``SPARK_REUSE_WORKER`` set by Spark, the daemon's own switch for the
collect-after-every-task loop); a plain process (a test, ``read_range`` called directly) is left
alone.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import os
import queue
import threading
from collections.abc import Mapping
from concurrent.futures import Future
from typing import Any

import anyio
from anyio.abc import TaskStatus
from anyio.from_thread import BlockingPortal

from kafka_async.consumer import Consumer
from kafka_async.network.event_loop import backend_options

__all__ = ["PooledConsumer", "WorkerPool", "worker_pool"]

#: Idle consumers kept per distinct settings (a worker runs one task at a time; a few cover
#: tasks of several queries with different client settings).
MAX_IDLE_PER_SETTINGS = 2
_CLOSE_TIMEOUT_S = 10.0
#: Set by Spark in a reused Python worker's environment (see the module docstring, GC).
_SPARK_REUSE_WORKER_ENV = "SPARK_REUSE_WORKER"


class PooledConsumer:
    """A started consumer, its owner task and the event that ends it."""

    __slots__ = ("consumer", "key", "owner", "stop")

    def __init__(self, consumer: Consumer, stop: anyio.Event, owner: Future[None],
                 key: tuple[tuple[str, str], ...]) -> None:
        self.consumer = consumer
        self.stop = stop
        self.owner = owner
        self.key = key


class WorkerPool:
    """The process's loop (a portal into a daemon thread) and its idle consumers."""

    def __init__(self) -> None:
        self.pid = os.getpid()
        self.portal = _start_loop()
        self._idle: dict[tuple[tuple[str, str], ...], list[PooledConsumer]] = {}
        self._lock = threading.Lock()
        #: Whether the first clean read still has to freeze (only in a reused Spark worker).
        self._freeze_pending = bool(os.environ.get(_SPARK_REUSE_WORKER_ENV))

    def acquire(self, settings: Mapping[str, Any]) -> PooledConsumer:
        """An idle consumer with these settings, or a newly started one."""
        key = tuple(sorted((name, repr(value)) for name, value in settings.items()))
        with self._lock:
            idle = self._idle.get(key, [])
            while idle:
                pooled = idle.pop()
                if not pooled.owner.done():  # its owner task ended: the consumer is closed
                    return pooled
        owner, (consumer, stop) = self.portal.start_task(_own_consumer, dict(settings))
        return PooledConsumer(consumer, stop, owner, key)

    def release(self, pooled: PooledConsumer) -> None:
        """Keep ``pooled`` for the next read (its read finished cleanly and unassigned it)."""
        with self._lock:
            idle = self._idle.setdefault(pooled.key, [])
            kept = len(idle) < MAX_IDLE_PER_SETTINGS and not pooled.owner.done()
            if kept:
                idle.append(pooled)
            freeze = kept and self._freeze_pending
            self._freeze_pending = self._freeze_pending and not freeze
        if not kept:
            self.discard(pooled)
        elif freeze:
            _freeze_long_lived_objects()

    def discard(self, pooled: PooledConsumer) -> None:
        """Close ``pooled``'s consumer (its owner task leaves ``async with``)."""
        if not pooled.owner.done():
            self.portal.call(pooled.stop.set)
        # best effort: a failed close must not hide the read's own error
        with contextlib.suppress(Exception):
            pooled.owner.result(timeout=_CLOSE_TIMEOUT_S)

    def close(self) -> None:
        """Close every idle consumer (atexit)."""
        with self._lock:
            idle = [pooled for pooled_list in self._idle.values() for pooled in pooled_list]
            self._idle.clear()
        for pooled in idle:
            self.discard(pooled)


def _freeze_long_lived_objects() -> None:
    """Move everything alive now out of the collector's sight (see the module docstring); the
    collection first frees the garbage of the first read, so none of it is frozen."""
    gc.collect()
    gc.freeze()


async def _own_consumer(settings: dict[str, Any], *,
                        task_status: TaskStatus[tuple[Consumer, anyio.Event]]) -> None:
    stop = anyio.Event()
    async with Consumer(**settings) as consumer:
        task_status.started((consumer, stop))
        await stop.wait()


def _start_loop() -> BlockingPortal:
    """A portal into an event loop running in a daemon thread, for the life of the process."""
    handover: queue.Queue[BlockingPortal | BaseException] = queue.Queue()

    def run() -> None:
        async def main() -> None:
            async with BlockingPortal() as portal:
                handover.put(portal)
                await portal.sleep_until_stopped()

        try:
            anyio.run(main, backend_options=backend_options())
        except BaseException as exc:  # handed to the thread that waits
            handover.put(exc)

    threading.Thread(target=run, name="kafka_async-spark-loop", daemon=True).start()
    started = handover.get()
    if isinstance(started, BaseException):
        raise RuntimeError("kafka_async could not start its event loop thread") from started
    return started


_pool: WorkerPool | None = None
_pool_lock = threading.Lock()


def worker_pool() -> WorkerPool:
    """This process's pool (a new one after a fork)."""
    global _pool
    with _pool_lock:
        if _pool is None or _pool.pid != os.getpid():
            _pool = WorkerPool()
            atexit.register(_pool.close)
        return _pool
