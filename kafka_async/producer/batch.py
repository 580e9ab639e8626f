"""One producer batch (records of one partition sent together) and the per-record handles on it.

Why handles point at the batch instead of owning a future: a batch of a thousand records resolves
once, with one base offset, so one completion per batch is enough; each record's handle is a
three-slot object (batch, index, timestamp), created without touching the event loop. Awaiting a
handle waits on the batch's event (created lazily, only if somebody waits).

Record timestamps are kept on the handle, not the batch: a RecordMetadata is only built for
handles that are looked at.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Generator, Sequence
from typing import TYPE_CHECKING, Any, Final, NamedTuple

import anyio

from kafka_async.producer.errors import RecordNotResolvedError
from kafka_async.protocol.records import ACTIVE, BytesLike, Header, RecordBatchBuilder

__all__ = [
    "DONE",
    "IN_FLIGHT",
    "QUEUED",
    "SPLIT",
    "STAGE_NAMES",
    "ProducerBatch",
    "RecordHandle",
    "RecordMetadata",
    "SentRun",
    "Waiters",
]

logger = logging.getLogger(__name__)

#: A batch's delivery stage; the transitions between them are ledger.TRANSITIONS.
QUEUED: Final = 0
IN_FLIGHT: Final = 1
SPLIT: Final = 2
DONE: Final = 3
STAGE_NAMES: Final = ("QUEUED", "IN_FLIGHT", "SPLIT", "DONE")


class Waiters:
    """How a batch's waiters sleep, chosen once per producer for the running event loop.

    Why not anyio.Event: under asyncio that costs an Event wrapper, a checkpoint and an
    asyncio.Event per batch; a bare future per waiting task (cancelling one waiter cancels only
    its own future) is a third of the cost on the hot path of ``await handle``. Other backends
    (trio) use anyio.Event.
    """

    __slots__ = ("loop",)

    def __init__(self) -> None:
        self.loop: asyncio.AbstractEventLoop | None = None
        with contextlib.suppress(RuntimeError):  # under trio no asyncio loop runs here
            self.loop = asyncio.get_running_loop()


class RecordMetadata(NamedTuple):
    """Where a record was written. offset is -1 when acks=0 (the broker does not say)."""

    topic: str
    partition: int
    offset: int
    timestamp: int


DoneCallback = Callable[["RecordHandle"], object]


#: the builder of every finished batch (its own was released); nothing appends to a done batch
_SPENT = RecordBatchBuilder()


def _append_refused(timestamp: int, key: BytesLike | None, value: BytesLike | None,
                    headers: Sequence[Header] | None = None) -> bool:
    return False


class ProducerBatch:
    """Records for one partition, encoded once as they arrive; resolved once for all of them.

    Its ``stage`` and sequence fields are changed by the BatchLedger only (ledger.py has the
    table); the sequence is assigned at first drain and never changes except by an epoch bump
    (which only renumbers batches that are known not to be in the log).
    """

    __slots__ = (
        "_callbacks",
        "_event",
        "_final_count",
        "_futures",
        "_on_done",
        "_waiters",
        "append",
        "attempts",
        "base_offset",
        "base_sequence",
        "builder",
        "built",
        "built_sequence",
        "children",
        "count",
        "created",
        "deadline",
        "done",
        "error",
        "log_append_time",
        "maybe_written",
        "parent",
        "partition",
        "producer_epoch",
        "producer_id",
        "record_errors",
        "reserved",
        "retry_at",
        "sealed",
        "stage",
        "topic",
    )

    def __init__(
        self, topic: str, partition: int, builder: RecordBatchBuilder, created: float,
        deadline: float, reserved: int, waiters: Waiters,
    ) -> None:
        self.topic = topic
        self.partition = partition
        self.builder = builder
        self.append = builder.append
        self.count = 0  # records appended (send() numbers the handles with it)
        self.created = created
        self.deadline = deadline
        self.reserved = reserved
        self.sealed = False
        self.built: bytearray | None = None
        self.built_sequence = -1
        self.base_sequence = -1
        self.producer_id = -1
        self.producer_epoch = -1
        self.attempts = 0
        self.maybe_written = False
        self.stage: int = QUEUED
        self.retry_at = 0.0
        self.done = False
        self.error: BaseException | None = None
        self.record_errors: dict[int, BaseException] | None = None
        self.base_offset = -1
        self.log_append_time = -1
        self._event: anyio.Event | None = None
        self._futures: list[asyncio.Future[None]] | None = None
        self._waiters = waiters
        #: handle, callback, handle, callback, ...: flat, no tuple per record (a callback per
        #: record is common, and each tuple would be one more object the garbage collector
        #: traverses while the batch is in flight: measured, ~15 % of a send loop's CPU)
        self._callbacks: list[Any] | None = None
        #: After a split (the broker found the batch too large): (first index, child) pairs;
        #: the batch resolves when every child did, and handles look their record up there.
        self.children: list[tuple[int, ProducerBatch]] | None = None
        self.parent: ProducerBatch | None = None
        self._on_done: Callable[[ProducerBatch], object] | None = None
        self._final_count = 0

    def __repr__(self) -> str:
        return (
            f"<ProducerBatch {self.topic}-{self.partition} records={self.record_count} "
            f"seq={self.base_sequence} attempts={self.attempts} {STAGE_NAMES[self.stage]}>"
        )

    @property
    def in_flight(self) -> bool:
        return self.stage == IN_FLIGHT

    @property
    def record_count(self) -> int:
        return self._final_count if self.done else self.builder.record_count

    def build(self, producer_id: int, producer_epoch: int, base_sequence: int) -> bytearray:
        """The wire bytes for this attempt; compressed once, header patched on a renumber."""
        built = self.built
        if (
            built is None
            or producer_id != self.producer_id
            or producer_epoch != self.producer_epoch
            or base_sequence != self.built_sequence
        ):
            built = self.builder.build(
                producer_id=producer_id, producer_epoch=producer_epoch, base_sequence=base_sequence
            )
            self.built = built
            self.producer_id = producer_id
            self.producer_epoch = producer_epoch
            self.built_sequence = base_sequence
        return built

    def adopt_built(self, built: bytearray, producer_id: int, producer_epoch: int,
                    base_sequence: int) -> None:
        """``built`` is what ``build(producer_id, producer_epoch, base_sequence)`` would return
        (``Sender.send_lone`` built it from the builder before the batch existed): kept, so
        a retry with the same numbering reuses it as any first attempt's bytes are."""
        self.built = built
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.built_sequence = base_sequence

    # ------------------------------------------------------------------ completion

    def complete(self, base_offset: int, log_append_time: int) -> None:
        self.base_offset = base_offset
        self.log_append_time = log_append_time
        self._finish()

    def fail(
        self, error: BaseException, record_errors: dict[int, BaseException] | None = None
    ) -> None:
        self.error = error
        self.record_errors = record_errors
        self._finish()

    def _finish(self) -> None:
        if self.done:
            return
        self._final_count = self.builder.record_count
        self.done = True
        self.built = None  # release the bytes now; handles keep only the outcome
        if self._event is not None:
            self._event.set()
        futures = self._futures
        if futures is not None:
            self._futures = None
            for future in futures:
                if not future.done():
                    future.set_result(None)
        callbacks = self._callbacks
        if callbacks:
            self._callbacks = None
            _run_callbacks(callbacks, _callback_failed)
        if self._on_done is not None:
            self._on_done(self)
        # The encoded records too: handles an application keeps (send_many's runs, awaited
        # late) kept every finished batch's records alive (~110 MB per 1M x 100 B).
        self.builder = _SPENT
        self.append = _append_refused
        parent = self.parent
        if parent is not None and parent.children is not None and all(
            child.done for _, child in parent.children
        ):
            parent._finish()

    def split_into(
        self, children: list[tuple[int, ProducerBatch]], on_done: Callable[[ProducerBatch], object]
    ) -> None:
        """Hand this batch's records to ``children``; resolve when they all have."""
        self.children = children
        self.built = None
        self._on_done = on_done
        for _, child in children:
            child.parent = self

    def leaf(self, index: int) -> tuple[ProducerBatch, int]:
        """The (possibly split-off) batch that holds record ``index``, and its index there."""
        batch = self
        while batch.children is not None:
            for start, child in reversed(batch.children):
                if index >= start:
                    batch, index = child, index - start
                    break
        return batch, index

    def wait(self) -> Generator[Any, None, None]:
        """``yield from batch.wait()`` inside an ``__await__``: sleep until resolved."""
        if self.done:
            return
        loop = self._waiters.loop
        if loop is not None:
            future: asyncio.Future[None] = loop.create_future()
            futures = self._futures
            if futures is None:
                futures = self._futures = []
            futures.append(future)
            yield from future.__await__()
            return
        event = self._event
        if event is None:
            event = self._event = anyio.Event()
        yield from event.wait().__await__()

    async def wait_async(self) -> None:
        if not self.done:
            await _Awaitable(self)

    def add_callback(self, handle: RecordHandle, callback: DoneCallback) -> None:
        if self.done:
            callback(handle)
            return
        if self._callbacks is None:
            self._callbacks = []
        self._callbacks.append(handle)
        self._callbacks.append(callback)

    def error_for(self, index: int) -> BaseException | None:
        record_errors = self.record_errors
        if record_errors is not None and index in record_errors:
            return record_errors[index]
        return self.error


class _PureRecordHandle:
    """What ``send()`` returns: awaitable for the record's RecordMetadata.

    Also offers the ``concurrent.futures``-style ``done()``, ``result()``, ``exception()``,
    ``cancelled()`` and ``add_done_callback(fn)`` (``fn(handle)`` runs when the batch resolves).
    Cancelling a task that awaits a handle does not touch the record: it is still delivered once.

    This class is the reference. With the C extension, ``RecordHandle`` is its C twin
    (_speedups_handle.h: the same three fields, these very methods, made by one vectorcall and
    untracked by the garbage collector, which otherwise walks every pending record's handle).
    """

    __slots__ = ("_batch", "_index", "timestamp")

    def __init__(self, batch: ProducerBatch, index: int, timestamp: int) -> None:
        self._batch = batch
        self._index = index
        self.timestamp = timestamp

    def __repr__(self) -> str:
        batch = self._batch
        return f"<RecordHandle {batch.topic}-{batch.partition}#{self._index} done={batch.done}>"

    def __await__(self) -> Generator[Any, None, RecordMetadata]:
        batch = self._batch
        if not batch.done:
            loop = batch._waiters.loop
            if loop is None:
                yield from batch.wait()
            else:  # batch.wait() inlined: this is the per-record hot path of `await handle`
                future: asyncio.Future[None] = loop.create_future()
                futures = batch._futures
                if futures is None:
                    futures = batch._futures = []
                futures.append(future)
                yield from future
        if batch.error is None and batch.record_errors is None and batch.children is None:
            base = batch.base_offset
            return RecordMetadata(
                batch.topic, batch.partition, base + self._index if base >= 0 else -1,
                batch.log_append_time if batch.log_append_time >= 0 else self.timestamp)
        return self.result()

    @property
    def topic(self) -> str:
        return self._batch.topic

    @property
    def partition(self) -> int:
        return self._batch.partition

    def done(self) -> bool:
        return self._batch.done

    def cancelled(self) -> bool:
        return False

    def exception(self) -> BaseException | None:
        batch = self._batch
        if not batch.done:
            raise RecordNotResolvedError(f"{self!r} is not resolved yet (await it first)")
        if batch.record_errors is None and batch.children is None:
            return batch.error
        batch, index = batch.leaf(self._index)
        return batch.error_for(index)

    def result(self) -> RecordMetadata:
        batch = self._batch
        if not batch.done:
            raise RecordNotResolvedError(f"{self!r} is not resolved yet (await it first)")
        batch, index = batch.leaf(self._index)
        error = batch.error_for(index)
        if error is not None:
            raise error
        base = batch.base_offset
        offset = base + index if base >= 0 else -1
        timestamp = batch.log_append_time if batch.log_append_time >= 0 else self.timestamp
        return RecordMetadata(batch.topic, batch.partition, offset, timestamp)

    def add_done_callback(self, callback: DoneCallback) -> None:
        batch = self._batch
        callbacks = batch._callbacks
        if callbacks is not None and not batch.done:  # the common case, inlined
            callbacks.append(self)
            callbacks.append(callback)
        else:
            batch.add_callback(self, callback)


if TYPE_CHECKING:
    RecordHandle = _PureRecordHandle
elif ACTIVE.adopt_handle_methods is not None:
    RecordHandle = ACTIVE.adopt_handle_methods(_PureRecordHandle.__dict__)
else:
    RecordHandle = _PureRecordHandle

def _callback_failed(error: BaseException, callback: Any) -> None:
    logger.error("a delivery callback (%r) raised; the other callbacks still run", callback,
                 exc_info=error)


def _run_callbacks_pure(flat: list[Any], on_error: Callable[[BaseException, Any], None]) -> None:
    """Call ``flat[i + 1](flat[i])`` for each pair, in order. A callback that raises an
    Exception is reported to ``on_error`` and the others still run (Java logs a failing send
    callback and goes on): one bad callback must not cost other records their outcome, nor the
    connection reader that resolves batches its life."""
    for index in range(0, len(flat), 2):
        callback = flat[index + 1]
        try:
            callback(flat[index])
        except Exception as exc:
            on_error(exc, callback)


_run_callbacks = ACTIVE.run_callbacks or _run_callbacks_pure


class _Awaitable:
    __slots__ = ("_batch",)

    def __init__(self, batch: ProducerBatch) -> None:
        self._batch = batch

    def __await__(self) -> Generator[Any, None, None]:
        yield from self._batch.wait()


class SentRun(NamedTuple):
    """What ``Producer.send_many`` returns per run of consecutive records that went into one
    batch: the handle of the run's last record (awaiting it waits for the whole batch) and how
    many ``records`` the run holds. ``failures()`` counts the run's failed records by error once
    it resolved (usually all or none: a batch succeeds or fails as a whole, but a broker can
    reject single records of it, and a retried batch may have been split)."""

    handle: RecordHandle
    records: int

    def failures(self) -> list[BaseException]:
        """The error of each failed record of the run (empty: all delivered)."""
        handle = self.handle
        batch = handle._batch
        if not batch.done:
            raise RecordNotResolvedError(f"{handle!r} is not resolved yet (await it first)")
        if batch.record_errors is None and batch.children is None:
            return [] if batch.error is None else [batch.error] * self.records
        first = handle._index - self.records + 1
        errors = []
        for index in range(first, handle._index + 1):
            leaf, at = batch.leaf(index)
            error = leaf.error_for(at)
            if error is not None:
                errors.append(error)
        return errors
