"""The executor side of a ``kafka_async`` read: one partition's offsets [start, end) as Arrow.

``read_range`` is what a Spark task runs for one InputPartition. It opens a group-less consumer
on the one partition, seeks to ``start`` and yields ``pa.RecordBatch``es (schema.arrow_read_schema)
until the consumer's position reaches ``end``. Watching the *position* rather than counting
records is what makes gaps harmless: compacted-away offsets, transaction markers and (with
isolation_level=read_committed) aborted records move the position without producing a row, and
a record at an offset >= ``end`` is never emitted, so adjacent ranges never overlap.

Threads: Spark pulls batches synchronously, while the consumer is async. The read runs as one
task on the worker process's event loop thread (_worker_pool.py) and hands each finished batch
over a one-slot memory stream, so the next fetch is already in flight while Spark is busy with
the last batch. The consumer comes from the worker's pool: Spark reuses Python workers, and a
consumer kept from the previous task skips bootstrap, metadata and connection set-up. (Not an
async generator stepped by several portal calls: anyio task groups, which a consumer holds,
must be entered and exited by one task.)

The hot path (``_read_batches``) uses ``Consumer.getmany_batches``: whole undecoded record batches
go to the columnar decoder (kafka_async.protocol.records.columnar) and become Arrow buffers
without a Python object per record; only legacy (magic v0/v1) batches take the per-record path.
Memory: the columns held at once are at most ``max_batch_rows`` rows (~30 bytes each plus their
keys and values, finished early at 64 MiB of those): a batch with more records than that (one
compressed batch can decompress to millions of empty records) is decoded a slice at a time, so
the bound is that plus one batch's decompressed records section (max_decompressed_bytes).

Data loss (Spark's failOnDataLoss): ``start`` below the log start offset (retention or
DeleteRecords removed the records), or a log that ends before ``end`` (truncated by an unclean
leader election). With ``fail_on_data_loss`` the read fails naming the topic-partition and the
offsets; without it the read continues from the earliest offset still present, or stops early.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Iterator, Mapping
from typing import Any

import anyio
import pyarrow as pa
from anyio.abc import ObjectSendStream

from kafka_async.consumer import (
    Consumer,
    OffsetOutOfRangeConsumerError,
    RecordDecodeError,
    TopicPartition,
)
from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.records import RecordBatch
from kafka_async.protocol.records.columnar import ColumnBuilder
from kafka_async.spark._worker_pool import worker_pool
from kafka_async.spark.arrow import ConstantColumns, columns_to_batch

__all__ = ["DataLossError", "ReadTimeoutError", "read_range"]

#: Fetch settings for bulk reads, used unless the user set them (``kafka.``-prefixed options).
#: Big fetches and a deep prefetch buffer keep the decoder fed. A short fetch_max_wait_ms: the
#: prefetcher runs ahead of ``end`` and, at the log end, leaves a long poll in flight when the
#: read finishes; the next task on the same pooled consumer (another partition) cannot fetch
#: until that poll returns (the broker answers one request per connection at a time). At the
#: default 500 ms that cost half a second per task; at 50 ms it was still ~25 ms of a streaming
#: micro-batch task of ~60 ms (measured with Spark's Unix-socket workers, where nothing else
#: hides it). A planned range lies below the log end, so the long poll only ever waits past
#: ``end``: 10 ms bounds that waste, and a read that really waits for data polls 100 times a
#: second at most.
BULK_FETCH_SETTINGS: Mapping[str, int] = {
    "max_partition_fetch_bytes": 2 * 1024 * 1024,
    "fetch_max_bytes": 64 * 1024 * 1024,
    "fetch_buffer_bytes": 16 * 1024 * 1024,
    "fetch_max_wait_ms": 10,
}
#: Key + value bytes at which a batch is finished early: Arrow binary offsets are int32, and
#: 10000 rows of large values would otherwise make one huge allocation.
_MAX_BATCH_BYTES = 64 * 1024 * 1024
#: How long one wait for data lasts before progress and data loss are re-checked.
_POLL_SLICE_MS = 1000
#: Settings a read must own: it is group-less, never commits, and handles out-of-range itself.
_FORCED_SETTINGS: Mapping[str, Any] = {
    "group_id": None,
    "enable_auto_commit": False,
    "auto_offset_reset": "none",
}


class DataLossError(RuntimeError):
    """Records of the requested range are gone (failOnDataLoss=true)."""


class ReadTimeoutError(TimeoutError):
    """No progress towards the end of the range for poll_timeout_ms."""


def read_range(settings: Mapping[str, Any], topic: str, partition: int, start: int, end: int,
               *, include_headers: bool, fail_on_data_loss: bool, max_batch_rows: int = 10000,
               poll_timeout_ms: int = 120000) -> Iterator[pa.RecordBatch]:
    """Yield the records of ``topic``/``partition`` at offsets ``[start, end)`` as Arrow batches
    of at most ``max_batch_rows`` rows (schema: ``schema.arrow_read_schema(include_headers)``).

    ``settings`` are consumer keyword settings (``options.client_settings``); group_id,
    enable_auto_commit and auto_offset_reset are overridden, fetch sizes default to
    ``BULK_FETCH_SETTINGS``. Raises DataLossError (see the module docstring) and
    ReadTimeoutError when the position does not move for ``poll_timeout_ms``.
    """
    if start < 0 or end < start:
        raise ValueError(f"bad offset range [{start}, {end}) for {topic}-{partition}")
    if max_batch_rows <= 0:
        raise ValueError(f"max_batch_rows must be positive, got {max_batch_rows}")
    if poll_timeout_ms <= 0:
        raise ValueError(f"poll_timeout_ms must be positive, got {poll_timeout_ms}")
    if start == end:
        return
    job = _RangeRead(settings, topic, partition, start, end, include_headers, fail_on_data_loss,
                     max_batch_rows, poll_timeout_ms)
    yield from _pump(job)


def consumer_settings(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The Consumer keyword settings of an executor read (see ``read_range``)."""
    chosen = {**BULK_FETCH_SETTINGS, **settings, **_FORCED_SETTINGS}
    # A user's smaller max_partition_fetch_bytes must still fit in the buffer and the fetch.
    chosen["fetch_buffer_bytes"] = max(chosen["fetch_buffer_bytes"],
                                       chosen["max_partition_fetch_bytes"])
    return chosen


def _pump(job: _RangeRead) -> Iterator[pa.RecordBatch]:
    """Run ``job`` in one task on the worker's loop with a pooled consumer, yielding what it
    sends, in this thread. The consumer goes back to the pool only after a clean finish."""
    pool = worker_pool()
    portal = pool.portal
    pooled = pool.acquire(job.settings)
    clean = False
    send, receive = portal.call(_open_stream)
    future = portal.start_task_soon(job.run, pooled.consumer, send)
    try:
        while True:
            try:
                batch = portal.call(receive.receive)
            except anyio.EndOfStream:
                break
            yield batch
        future.result()  # the job's error, if it failed
        clean = True
    finally:
        if not future.done():
            future.cancel()  # Spark stopped pulling: stop the read task
        portal.call(receive.aclose)
        if clean:
            pool.release(pooled)
        else:
            pool.discard(pooled)


async def _open_stream() -> tuple[ObjectSendStream[pa.RecordBatch], Any]:
    return anyio.create_memory_object_stream[pa.RecordBatch](1)


class _RangeRead:
    """The async half of one ``read_range`` call (one consumer, one partition)."""

    def __init__(self, settings: Mapping[str, Any], topic: str, partition: int, start: int,
                 end: int, include_headers: bool, fail_on_data_loss: bool, max_batch_rows: int,
                 poll_timeout_ms: int) -> None:
        self.settings = consumer_settings(settings)
        self.tp = TopicPartition(topic, partition)
        self.start = start
        self.end = end
        self.include_headers = include_headers
        self.fail_on_data_loss = fail_on_data_loss
        self.max_batch_rows = max_batch_rows
        self.poll_timeout = poll_timeout_ms / 1000
        self.read_committed = self.settings.get("isolation_level") == "read_committed"

    def describe(self) -> str:
        return f"{self.tp.topic}-{self.tp.partition} offsets [{self.start}, {self.end})"

    async def run(self, consumer: Consumer, send: ObjectSendStream[pa.RecordBatch]) -> None:
        async with send:
            consumer.assign([self.tp])
            consumer.seek(self.tp, self.start)
            async for batch in self._read_batches(consumer):
                await send.send(batch)
            consumer.assign([])  # idle in the pool: stop fetching, keep the connections

    async def _read_batches(self, consumer: Consumer) -> AsyncIterator[pa.RecordBatch]:
        tp, end = self.tp, self.end
        constants = ConstantColumns(tp.topic, tp.partition)
        builder = ColumnBuilder(self.include_headers)
        limit = self.max_batch_rows
        position = self.start
        progress_at = time.monotonic()
        while position < end:
            try:
                fetched = await consumer.getmany_batches(tp, timeout_ms=_POLL_SLICE_MS)
            except OffsetOutOfRangeConsumerError:
                position = await self._out_of_range(consumer, position)
                progress_at = time.monotonic()
                continue
            for run in fetched.get(tp, ()):
                for batch in run.batches:
                    # A batch of more records than the builder has room for (it can hold
                    # millions of tiny ones) is added a slice at a time, finishing Arrow
                    # batches in between: rows held stay within max_batch_rows.
                    room = limit - builder.rows
                    whole = isinstance(batch, RecordBatch) and batch.record_count <= room
                    cursor = None if whole else batch.cursor()
                    while True:
                        try:
                            if cursor is None:
                                builder.add_batch(batch, run.from_offset, end)
                            else:
                                builder.add_slice(cursor, limit - builder.rows, run.from_offset,
                                                  end)
                        except ProtocolError as exc:
                            offset = (max(batch.base_offset, run.from_offset)
                                      if isinstance(batch, RecordBatch) else run.from_offset)
                            raise RecordDecodeError(
                                f"reading {self.describe()}: {exc}", tp.topic, tp.partition,
                                offset) from exc
                        if builder.rows >= limit or builder.nbytes >= _MAX_BATCH_BYTES:
                            for piece in self._finish(constants, builder):
                                yield piece
                        if cursor is None or cursor.done:
                            break
            new_position = await consumer.position(tp)
            if new_position != position:
                position = new_position
                progress_at = time.monotonic()
            elif self._log_ends_before_end(consumer, position):
                break
            else:
                self._check_stalled(position, progress_at)
        if builder.rows:
            for piece in self._finish(constants, builder):
                yield piece

    def _finish(self, constants: ConstantColumns, builder: ColumnBuilder
                ) -> list[pa.RecordBatch]:
        """The builder's rows as batches of at most max_batch_rows (zero-copy slices: one
        Kafka batch can hold more records than that)."""
        columns = builder.finish()
        batch = columns_to_batch(constants, columns.rows, offsets=columns.offsets,
                                 timestamps=columns.timestamps,
                                 timestamp_types=columns.timestamp_types, key=columns.key,
                                 value=columns.value, headers=columns.headers)
        limit = self.max_batch_rows
        if batch.num_rows <= limit:
            return [batch]
        return [batch.slice(at, limit) for at in range(0, batch.num_rows, limit)]

    async def _out_of_range(self, consumer: Consumer, position: int) -> int:
        """``position`` is outside the log: below its start (records deleted by retention or
        DeleteRecords) or past its end (log truncated). Fail, or go on with what is left."""
        earliest = (await consumer.beginning_offsets([self.tp]))[self.tp]
        if earliest > position:
            if self.fail_on_data_loss:
                raise DataLossError(
                    f"cannot read {self.describe()}: offset {position} is no longer available "
                    f"(the log now starts at {earliest}); the records were deleted (retention "
                    f"or DeleteRecords) before they were read. Set failOnDataLoss=false to "
                    f"skip them.")
            resume = min(earliest, self.end)
        else:
            if self.fail_on_data_loss:
                raise DataLossError(
                    f"cannot read {self.describe()}: offset {position} is past the end of the "
                    f"log (it was truncated, e.g. by an unclean leader election). Set "
                    f"failOnDataLoss=false to skip the missing records.")
            resume = self.end
        if resume < self.end:
            consumer.seek(self.tp, resume)
        return resume

    def _log_ends_before_end(self, consumer: Consumer, position: int) -> bool:
        """Caught up with a log that ends before ``end``: the rest of the range is gone."""
        tp = self.tp
        log_end = (consumer.last_stable_offset(tp) if self.read_committed
                   else consumer.highwater(tp))
        if log_end is None or log_end < 0 or position < log_end or log_end >= self.end:
            return False
        if self.fail_on_data_loss:
            raise DataLossError(
                f"cannot read {self.describe()}: the log of {tp.topic}-{tp.partition} ends at "
                f"{log_end}, before the end of the range (records were lost, e.g. by an "
                f"unclean leader election). Set failOnDataLoss=false to skip them.")
        return True

    def _check_stalled(self, position: int, progress_at: float) -> None:
        if time.monotonic() - progress_at >= self.poll_timeout:
            raise ReadTimeoutError(
                f"reading {self.describe()}: no progress at offset {position} for "
                f"{self.poll_timeout * 1000:.0f} ms (pollTimeoutMs); is the broker reachable "
                f"and the partition's leader available?")
