"""Driver-side ingestion for asyncio services: a consumer group -> Arrow micro-batches -> Spark.

The service owns the Kafka consumer (design A of docs/spark-ingest.md): records are gathered into
a micro-batch until ``max_records``, ``max_bytes`` or ``max_interval_ms`` (counted from the
batch's first record) is reached, turned into a ``pyarrow.Table`` with the read schema of the
``kafka_async`` data source, and handed either to an async callback (``run``) or, as a Spark
DataFrame, to a synchronous Spark action running in a worker thread (``run_spark``) so that the
event loop keeps serving heartbeats and requests while Spark works.

Rules, and why:

* **At-least-once.** A batch's offsets are committed only after its handler returned. A handler
  that raises commits nothing: its partitions are sought back to the batch's first offsets (the
  last committed ones) and ``run`` re-raises, so the next ``run`` (or whichever member owns the
  partitions next) gets the same records again. A crash between the handler and the commit also
  repeats the batch. Exactly-once needs the handler's output to be idempotent or keyed by
  (topic, partition, offset), which ``MicroBatch.offsets`` makes easy.
* **Bounded memory.** While a handler runs the ingestor does not poll; the consumer's background
  fetch stops once ``fetch_buffer_bytes`` are prefetched. So memory holds one micro-batch (its
  Arrow table, plus Spark's copy) and at most ``fetch_buffer_bytes`` of prefetch. Heartbeats go on
  in the background, but a handler must finish within ``max_poll_interval_ms`` (as with any
  consumer that stops polling) or the member leaves the group, its partitions are lost, the
  commit fails, and the batch is delivered again.
* **Rebalances.** Records gathered but not yet handed to a handler are dropped when their
  partition is revoked or lost (the new owner starts at the committed offset, so nothing is lost
  or repeated). A revocation that arrives while a handler is running on that partition waits for
  the handler and its commit (at most ``revoke_timeout_ms``, by default ``max_poll_interval_ms``)
  before the partition is given up, so a finished batch is committed while still owned. A lost
  partition (session expired, fenced) cannot be committed; it is left out of the commit and its
  records are delivered again to the new owner.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import TracebackType
from typing import TYPE_CHECKING, Any, NamedTuple

import anyio
import pyarrow as pa
import pyarrow.compute as pc

from kafka_async.consumer import Consumer, ConsumerRecord, TopicPartition
from kafka_async.consumer.group import CommitFailedError
from kafka_async.protocol.topics import topic_names_argument
from kafka_async.spark.arrow import ConstantColumns, records_to_batch
from kafka_async.spark.schema import arrow_read_schema

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

__all__ = ["IngestStats", "MicroBatch", "OffsetRange", "SparkIngestor"]

logger = logging.getLogger(__name__)

_IDLE_POLL_MS = 1000  # how long one empty poll waits (stop() interrupts it anyway)


class OffsetRange(NamedTuple):
    """Offsets of one partition in a micro-batch: ``first`` .. ``until - 1``."""

    first: int
    until: int  # the offset committed once the batch succeeded (the next record to read)


@dataclass(frozen=True, slots=True)
class MicroBatch:
    """One micro-batch: its records as Arrow, and where they came from."""

    batch_id: int  # 0, 1, 2 ... per ingestor; a batch delivered again gets a new id
    table: pa.Table  # schema: kafka_async.spark.schema.arrow_read_schema(include_headers)
    offsets: Mapping[TopicPartition, OffsetRange]
    num_bytes: int  # keys + values + headers, as counted against max_bytes

    @property
    def num_records(self) -> int:
        return int(self.table.num_rows)


@dataclass(slots=True)
class IngestStats:
    """Counters for monitoring and tests."""

    batches_committed: int = 0
    records_committed: int = 0
    batches_failed: int = 0  # handler raised: nothing committed, records sought back
    commit_failures: int = 0  # CommitFailedError (group moved on): delivered again elsewhere
    records_dropped_on_revoke: int = 0  # gathered, not yet handed out, partition revoked/lost
    revocations_waited: int = 0  # revocations that waited for a running handler


@dataclass(slots=True)
class _Gathering:
    """The micro-batch being gathered: per partition, Arrow batches in offset order."""

    chunks: dict[TopicPartition, list[pa.RecordBatch]] = field(default_factory=dict)
    first: dict[TopicPartition, int] = field(default_factory=dict)
    until: dict[TopicPartition, int] = field(default_factory=dict)
    bytes_of: dict[TopicPartition, int] = field(default_factory=dict)
    records: int = 0
    bytes: int = 0
    started: float | None = None  # monotonic time of the first record

    def drop(self, partitions: Iterable[TopicPartition]) -> int:
        dropped = 0
        for tp in partitions:
            chunks = self.chunks.pop(tp, None)
            if chunks is None:
                continue
            count = sum(chunk.num_rows for chunk in chunks)
            dropped += count
            self.records -= count
            self.bytes -= self.bytes_of.pop(tp, 0)
            self.first.pop(tp, None)
            self.until.pop(tp, None)
        if not self.chunks:
            self.started = None
        return dropped


class SparkIngestor:
    """Consume with a group, gather micro-batches, hand them to Spark, commit after success.

    ``consumer`` is either a not-yet-started kafka_async ``Consumer`` with a ``group_id`` and
    ``enable_auto_commit=False`` (the ingestor subscribes it with its own rebalance listener,
    starts it and closes it), or a mapping of Consumer settings (``bootstrap_servers``, ...).
    """

    def __init__(
        self,
        consumer: Consumer | Mapping[str, Any],
        *,
        topics: Iterable[str] = (),
        pattern: str | None = None,
        group_id: str | None = None,
        spark: SparkSession | None = None,
        max_records: int = 10_000,
        max_bytes: int = 16 * 1024 * 1024,
        max_interval_ms: int = 1_000,
        include_headers: bool = True,
        revoke_timeout_ms: int | None = None,
    ) -> None:
        for name, value in (("max_records", max_records), ("max_bytes", max_bytes),
                            ("max_interval_ms", max_interval_ms)):
            if not isinstance(value, int) or value <= 0:
                raise ValueError(f"{name} must be a positive int, got {value!r}")
        # A bare string is refused, as by every kafka_async call taking names.
        topic_list = topic_names_argument(topics, "topics")
        if isinstance(consumer, Consumer):
            if group_id is not None and group_id != consumer.config.group_id:
                raise ValueError("group_id differs from the given consumer's group_id")
            self.consumer = consumer
        else:
            settings = dict(consumer)
            if group_id is not None:
                if settings.get("group_id", group_id) != group_id:
                    raise ValueError("group_id is given twice with different values")
                settings["group_id"] = group_id
            settings.setdefault("enable_auto_commit", False)
            self.consumer = Consumer(**settings)
        config = self.consumer.config
        if config.group_id is None:
            raise ValueError("the ingestor needs a group_id: offsets are committed to the group")
        if config.enable_auto_commit:
            raise ValueError("enable_auto_commit must be False: the ingestor commits a batch's "
                             "offsets only after its handler succeeded")
        if not topic_list and pattern is None:
            topic_list = sorted(self.consumer.subscription())
            if not topic_list:
                raise ValueError("give topics= or pattern= (or a consumer subscribed to topics)")
        self.consumer.subscribe(topic_list, pattern=pattern, listener=_Listener(self))
        self.spark = spark
        self.max_records = max_records
        self.max_bytes = max_bytes
        self.max_interval_ms = max_interval_ms
        self.include_headers = include_headers
        self.schema: pa.Schema = arrow_read_schema(include_headers)
        self.revoke_timeout_ms = (config.max_poll_interval_ms if revoke_timeout_ms is None
                                  else revoke_timeout_ms)
        self.stats = IngestStats()
        self._gathering = _Gathering()
        self._in_flight: MicroBatch | None = None
        self._in_flight_done = anyio.Event()
        self._lost: set[TopicPartition] = set()
        self._next_id = 0
        self._stopping = False
        self._poll_scope: anyio.CancelScope | None = None
        self._constants: dict[TopicPartition, ConstantColumns] = {}

    async def __aenter__(self) -> SparkIngestor:
        await self.consumer.start()
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        traceback: TracebackType | None) -> None:
        await self.consumer.close()

    def stop(self) -> None:
        """Make ``run`` return after the current batch (call it on the ingestor's event loop;
        a handler may call it). Records gathered but not handed out are not committed."""
        self._stopping = True
        if self._poll_scope is not None:
            self._poll_scope.cancel()

    # ------------------------------------------------------------------ running

    async def run(self, handler: Callable[[MicroBatch], Awaitable[None]], *,
                  max_batches: int | None = None) -> None:
        """Hand each micro-batch to ``await handler(batch)``; commit after it returns.

        Returns after ``max_batches`` batches or once ``stop()`` was called; re-raises what the
        handler raised (after seeking its partitions back, see the module docstring).
        """
        self._stopping = False
        done = 0
        while not self._stopping and (max_batches is None or done < max_batches):
            batch = await self.next_batch()
            if batch is None:
                break
            await self._process(batch, handler)
            done += 1

    async def run_spark(self, action: Callable[[DataFrame, MicroBatch], object], *,
                        max_batches: int | None = None) -> None:
        """Like ``run``, with each batch as a Spark DataFrame: ``action(df, batch)`` runs in a
        worker thread (Spark calls block), e.g. ``df.write.mode("append").parquet(path)``."""
        spark = self.spark
        if spark is None:
            raise ValueError("run_spark needs SparkIngestor(..., spark=session)")

        def work(batch: MicroBatch) -> None:
            action(spark.createDataFrame(batch.table), batch)

        async def handler(batch: MicroBatch) -> None:
            await anyio.to_thread.run_sync(work, batch)

        await self.run(handler, max_batches=max_batches)

    async def next_batch(self) -> MicroBatch | None:
        """Gather the next micro-batch (None if ``stop()`` was called while gathering).

        Used by ``run``; a caller using it directly must commit with ``commit(batch)`` and
        loses one guarantee of ``run``: a revocation does not wait for a batch it is processing.
        """
        gathering = self._gathering
        consumer = self.consumer
        while True:
            if self._stopping:
                return None
            now = time.monotonic()
            if gathering.started is not None:
                remaining_ms = gathering.started * 1000 + self.max_interval_ms - now * 1000
                if remaining_ms <= 0:
                    break
                timeout_ms = math.ceil(remaining_ms)
            else:
                timeout_ms = _IDLE_POLL_MS
            with anyio.CancelScope() as scope:
                self._poll_scope = scope
                try:
                    polled = await consumer.getmany(
                        timeout_ms=timeout_ms, max_records=self.max_records - gathering.records)
                finally:
                    self._poll_scope = None
            if scope.cancelled_caught:
                return None
            for tp, records in polled.items():
                self._add(tp, records)
            if gathering.records >= self.max_records or gathering.bytes >= self.max_bytes:
                break
        return self._seal()

    def _add(self, tp: TopicPartition, records: list[ConsumerRecord]) -> None:
        if not records:
            return
        gathering = self._gathering
        constants = self._constants.get(tp)
        if constants is None:
            constants = self._constants[tp] = ConstantColumns(tp.topic, tp.partition)
        chunk = records_to_batch(constants, records, include_headers=self.include_headers)
        size = _byte_size(chunk)
        gathering.chunks.setdefault(tp, []).append(chunk)
        gathering.first.setdefault(tp, records[0].offset)
        gathering.until[tp] = records[-1].offset + 1
        gathering.bytes_of[tp] = gathering.bytes_of.get(tp, 0) + size
        gathering.records += len(records)
        gathering.bytes += size
        if gathering.started is None:
            gathering.started = time.monotonic()
        self._lost.discard(tp)  # records arrived: it is ours (again)

    def _seal(self) -> MicroBatch:
        gathering, self._gathering = self._gathering, _Gathering()
        ordered = sorted(gathering.chunks, key=lambda tp: (tp.topic, tp.partition))
        table = pa.Table.from_batches(
            [chunk for tp in ordered for chunk in gathering.chunks[tp]], schema=self.schema)
        offsets = {tp: OffsetRange(gathering.first[tp], gathering.until[tp]) for tp in ordered}
        batch = MicroBatch(self._next_id, table, offsets, gathering.bytes)
        self._next_id += 1
        return batch

    async def _process(self, batch: MicroBatch,
                       handler: Callable[[MicroBatch], Awaitable[None]]) -> None:
        self._in_flight = batch
        self._in_flight_done = anyio.Event()
        try:
            try:
                await handler(batch)
            except BaseException:
                self.stats.batches_failed += 1
                self._rewind(batch)
                raise
            await self.commit(batch)
        finally:
            self._in_flight = None
            self._in_flight_done.set()

    async def commit(self, batch: MicroBatch) -> None:
        """Commit ``batch``'s offsets (partitions still owned); a group that moved on
        (CommitFailedError) is counted and logged: those records will be delivered again."""
        owned = self.consumer.assignment()
        offsets = {tp: r.until for tp, r in batch.offsets.items()
                   if tp in owned and tp not in self._lost}
        if not offsets:
            self.stats.commit_failures += 1
            return
        try:
            await self.consumer.commit(offsets)
        except CommitFailedError as exc:
            self.stats.commit_failures += 1
            logger.warning("micro-batch %d: commit failed (%s); its %d records will be "
                           "delivered again", batch.batch_id, exc, batch.num_records)
            return
        self.stats.batches_committed += 1
        self.stats.records_committed += sum(
            r.until - r.first for tp, r in batch.offsets.items() if tp in offsets)

    def _rewind(self, batch: MicroBatch) -> None:
        """Seek the failed batch's partitions (those still owned) back to its first offsets."""
        owned = self.consumer.assignment()
        for tp, offsets in batch.offsets.items():
            if tp in owned:
                self.consumer.seek(tp, offsets.first)

    # ------------------------------------------------------------------ rebalances

    async def _on_revoked(self, revoked: frozenset[TopicPartition]) -> None:
        self.stats.records_dropped_on_revoke += self._gathering.drop(revoked)
        batch = self._in_flight
        if batch is not None and revoked.intersection(batch.offsets):
            self.stats.revocations_waited += 1
            with anyio.move_on_after(self.revoke_timeout_ms / 1000):
                await self._in_flight_done.wait()

    async def _on_lost(self, lost: frozenset[TopicPartition]) -> None:
        self.stats.records_dropped_on_revoke += self._gathering.drop(lost)
        self._lost.update(lost)


class _Listener:
    """The consumer's rebalance listener, forwarding to the ingestor."""

    def __init__(self, ingestor: SparkIngestor) -> None:
        self._ingestor = ingestor

    async def on_partitions_revoked(self, revoked: frozenset[TopicPartition]) -> None:
        await self._ingestor._on_revoked(revoked)

    async def on_partitions_assigned(self, assigned: frozenset[TopicPartition]) -> None:
        return None

    async def on_partitions_lost(self, lost: frozenset[TopicPartition]) -> None:
        await self._ingestor._on_lost(lost)


def _byte_size(chunk: pa.RecordBatch) -> int:
    """What ``max_bytes`` counts: key and value bytes, plus the headers column's Arrow size."""
    size = 0
    for name in ("key", "value"):
        lengths = pc.binary_length(chunk.column(name))
        size += pc.sum(lengths).as_py() or 0
    if "headers" in chunk.schema.names:
        size += chunk.column("headers").nbytes
    return int(size)
