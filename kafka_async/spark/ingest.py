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
  last committed ones), what was gathered of them meanwhile is dropped, and ``run`` re-raises, so
  the next ``run`` (or whichever member owns the partitions next) gets the same records again. A
  crash between the handler and the commit also repeats the batch. Exactly-once needs the handler's
  output to be idempotent or keyed by (topic, partition, offset), which ``MicroBatch.offsets``
  makes easy.
* **Overlap, with bounded memory.** While a handler works on batch N, the ingestor gathers
  batch N+1 beside it (until ``max_records`` or ``max_bytes``; the interval does not end it
  early, since the handler is busy anyway), so Kafka and Spark work at the same time instead of
  taking turns: a Spark action is a job of its own, and waiting for it with the consumer idle
  halved the throughput. Once the next batch is full the ingestor stops polling and the
  consumer's background fetch stops at ``fetch_buffer_bytes``. So memory holds the running
  micro-batch (its Arrow table, plus Spark's copy), the one being gathered (``max_records``
  rows; one poll can overshoot ``max_bytes`` by at most what was prefetched) and at most
  ``fetch_buffer_bytes`` of prefetch. Heartbeats go on in the background, but a handler must
  finish within ``max_poll_interval_ms`` of the last poll (as with any consumer that stops
  polling) or the member leaves the group, its partitions are lost, the commit fails, and the
  batch is delivered again.
* **Columnar.** Records are never Python objects: whole record batches from
  ``Consumer.getmany_batches`` go through the columnar decoder into Arrow buffers, as on the
  data source's executors. So the consumer's ``key_deserializer``/``value_deserializer`` must be
  unset (they are refused): the table holds the raw bytes, which Spark casts.
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
import threading
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import TracebackType
from typing import TYPE_CHECKING, Any, NamedTuple

import anyio
import pyarrow as pa
import pyarrow.compute as pc

from kafka_async.consumer import Consumer, FetchedBatches, RecordDecodeError, TopicPartition
from kafka_async.consumer.group import CommitFailedError
from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.records.columnar import ColumnBuilder
from kafka_async.protocol.topics import topic_names_argument
from kafka_async.spark.arrow import ConstantColumns, columns_to_batch
from kafka_async.spark.schema import arrow_read_schema

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

__all__ = ["IngestStats", "MicroBatch", "OffsetRange", "SparkIngestor", "dataframe_from_arrow"]

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


class _Chunk(NamedTuple):
    rows: pa.RecordBatch
    size: int  # what max_bytes counts (_byte_size)


@dataclass(slots=True)
class _Gathering:
    """The micro-batch being gathered: per partition, Arrow batches in offset order.

    Changed only by ``add`` (a poll's records), ``drop`` (a revocation, a failed batch) and
    ``SparkIngestor._seal`` (which hands out at most ``max_records`` rows and carries the rest
    into the next gathering), all on the ingestor's event loop between awaits.
    """

    chunks: dict[TopicPartition, list[_Chunk]] = field(default_factory=dict)
    first: dict[TopicPartition, int] = field(default_factory=dict)
    records: int = 0
    bytes: int = 0
    started: float | None = None  # monotonic time of the first record

    def add(self, tp: TopicPartition, chunk: _Chunk, started: float) -> None:
        self.chunks.setdefault(tp, []).append(chunk)
        self.first.setdefault(tp, _first_offset(chunk.rows))
        self.records += chunk.rows.num_rows
        self.bytes += chunk.size
        if self.started is None:
            self.started = started

    def drop(self, partitions: Iterable[TopicPartition]) -> int:
        dropped = 0
        for tp in partitions:
            chunks = self.chunks.pop(tp, None)
            if chunks is None:
                continue
            count = sum(chunk.rows.num_rows for chunk in chunks)
            dropped += count
            self.records -= count
            self.bytes -= sum(chunk.size for chunk in chunks)
            self.first.pop(tp, None)
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
        max_records: int = 100_000,
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
        if config.key_deserializer is not None or config.value_deserializer is not None:
            raise ValueError("the ingestor hands Spark the raw key and value bytes (decoded "
                             "columnar, never as Python objects): leave key_deserializer and "
                             "value_deserializer unset and cast in Spark")
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
        self._gather_error: BaseException | None = None  # from the gathering beside a handler
        self._constants: dict[TopicPartition, ConstantColumns] = {}
        self._builder = ColumnBuilder(include_headers)

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
            done += 1
            await self._process(batch, handler,
                                gather_meanwhile=max_batches is None or done < max_batches)

    async def run_spark(self, action: Callable[[DataFrame, MicroBatch], object], *,
                        max_batches: int | None = None) -> None:
        """Like ``run``, with each batch as a Spark DataFrame: ``action(df, batch)`` runs in a
        worker thread (Spark calls block), e.g. ``df.write.mode("append").parquet(path)``."""
        spark = self.spark
        if spark is None:
            raise ValueError("run_spark needs SparkIngestor(..., spark=session)")

        def work(batch: MicroBatch) -> None:
            action(dataframe_from_arrow(spark, batch.table), batch)

        async def handler(batch: MicroBatch) -> None:
            await anyio.to_thread.run_sync(work, batch)

        await self.run(handler, max_batches=max_batches)

    async def next_batch(self) -> MicroBatch | None:
        """Gather the next micro-batch (None if ``stop()`` was called while gathering).

        Used by ``run``; a caller using it directly must commit with ``commit(batch)`` and
        loses one guarantee of ``run``: a revocation does not wait for a batch it is processing.
        """
        if not await self._gather(until_due=True):
            return None
        return self._seal()

    def _full(self) -> bool:
        gathering = self._gathering
        return gathering.records >= self.max_records or gathering.bytes >= self.max_bytes

    async def _gather(self, *, until_due: bool) -> bool:
        """Poll into the gathering until it is full or, with ``until_due``, until
        ``max_interval_ms`` passed since its first record. False if ``stop()`` was called."""
        if self._gather_error is not None:
            error, self._gather_error = self._gather_error, None
            raise error
        gathering = self._gathering
        consumer = self.consumer
        while True:
            if self._stopping:
                return False
            if self._full():
                return True
            timeout_ms = _IDLE_POLL_MS
            started = gathering.started
            if until_due and started is not None:
                remaining_ms = started * 1000 + self.max_interval_ms - time.monotonic() * 1000
                if remaining_ms <= 0:
                    return True
                timeout_ms = math.ceil(remaining_ms)
            with anyio.CancelScope() as scope:
                self._poll_scope = scope
                try:
                    fetched = await consumer.getmany_batches(timeout_ms=timeout_ms)
                finally:
                    self._poll_scope = None
            if scope.cancelled_caught:
                return False
            self._add_fetched(fetched)

    async def _gather_beside_handler(self) -> None:
        """The gathering that runs while a handler works; its error waits for the next
        ``_gather`` (a failed poll must not cancel a handler that may be mid-write)."""
        try:
            await self._gather(until_due=False)
        except Exception as exc:
            self._gather_error = exc

    def _add_fetched(self, fetched: Mapping[TopicPartition, list[FetchedBatches]]) -> None:
        now = time.monotonic()
        builder = self._builder
        for tp, runs in fetched.items():
            for run in runs:
                for batch in run.batches:
                    try:
                        builder.add_batch(batch, run.from_offset)
                    except ProtocolError as exc:
                        # Positions moved past what getmany_batches handed out: move them back
                        # so the bad batch is met again (as a Consumer does), not skipped.
                        builder.finish()
                        self._unread(fetched)
                        raise RecordDecodeError(
                            f"ingesting {tp.topic}-{tp.partition}: {exc}", tp.topic,
                            tp.partition, max(batch.base_offset, run.from_offset)) from exc
            if not builder.rows:
                continue  # only control records, or records below from_offset
            constants = self._constants.get(tp)
            if constants is None:
                constants = self._constants[tp] = ConstantColumns(tp.topic, tp.partition)
            columns = builder.finish()
            rows = columns_to_batch(
                constants, columns.rows, offsets=columns.offsets, timestamps=columns.timestamps,
                timestamp_types=columns.timestamp_types, key=columns.key, value=columns.value,
                headers=columns.headers)
            self._gathering.add(tp, _Chunk(rows, _byte_size(rows)), now)
            self._lost.discard(tp)  # records arrived: it is ours (again)

    def _unread(self, fetched: Mapping[TopicPartition, list[FetchedBatches]]) -> None:
        """Seek every partition of a poll that failed to decode back to where it started
        (or to its gathered records' start), dropping what was gathered of them."""
        gathering = self._gathering
        owned = self.consumer.assignment()
        for tp, runs in fetched.items():
            if not runs:
                continue
            start = gathering.first.get(tp, runs[0].from_offset)
            gathering.drop([tp])
            if tp in owned:
                self.consumer.seek(tp, start)

    def _seal(self) -> MicroBatch:
        """Hand out the gathering as a batch of at most ``max_records`` rows (partitions in
        name order, each in offset order); rows beyond that start the next gathering."""
        gathering, rest = self._gathering, _Gathering()
        started = gathering.started if gathering.started is not None else time.monotonic()
        room = self.max_records
        pieces: list[pa.RecordBatch] = []
        offsets: dict[TopicPartition, OffsetRange] = {}
        size = 0
        for tp in sorted(gathering.chunks, key=lambda tp: (tp.topic, tp.partition)):
            chunks = gathering.chunks[tp]
            taken: list[_Chunk] = []
            carried: list[_Chunk] = []
            for index, chunk in enumerate(chunks):
                rows = chunk.rows.num_rows
                if rows <= room:
                    taken.append(chunk)
                    room -= rows
                    continue
                if room > 0:  # split this chunk: zero-copy slices
                    head, tail = chunk.rows.slice(0, room), chunk.rows.slice(room)
                    taken.append(_Chunk(head, _byte_size(head)))
                    carried.append(_Chunk(tail, _byte_size(tail)))
                    room = 0
                else:
                    carried.append(chunk)
                carried.extend(chunks[index + 1:])
                break
            for chunk in carried:
                rest.add(tp, chunk, started)  # due as soon as the rows it came with
            if taken:
                pieces.extend(chunk.rows for chunk in taken)
                size += sum(chunk.size for chunk in taken)
                offsets[tp] = OffsetRange(gathering.first[tp], _last_offset(taken[-1].rows) + 1)
        self._gathering = rest
        table = pa.Table.from_batches(pieces, schema=self.schema)
        batch = MicroBatch(self._next_id, table, offsets, size)
        self._next_id += 1
        return batch

    async def _process(self, batch: MicroBatch, handler: Callable[[MicroBatch], Awaitable[None]],
                       *, gather_meanwhile: bool) -> None:
        self._in_flight = batch
        self._in_flight_done = anyio.Event()
        failure: BaseException | None = None
        commit_error: BaseException | None = None
        try:
            try:
                async with anyio.create_task_group() as beside:
                    if gather_meanwhile:
                        beside.start_soon(self._gather_beside_handler)
                    try:
                        await handler(batch)
                    except BaseException as exc:  # cancellation too: the batch comes again
                        failure = exc
                    else:
                        try:  # the next batch keeps filling meanwhile
                            await self.commit(batch)
                        except BaseException as exc:  # raised unwrapped, without a rewind
                            commit_error = exc
                    beside.cancel_scope.cancel()
            finally:
                if failure is not None:
                    self.stats.batches_failed += 1
                    self._rewind(batch)
        finally:
            self._in_flight = None
            self._in_flight_done.set()
        if failure is not None:
            raise failure
        if commit_error is not None:
            raise commit_error

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
        """Seek the failed batch's partitions (those still owned) back to its first offsets,
        dropping what was gathered of them beside it (those records come after the batch)."""
        self._gathering.drop(batch.offsets)
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


#: Spark settings ``dataframe_from_arrow`` overrides for the length of one createDataFrame call.
_THRESHOLD = "spark.sql.execution.arrow.localRelationThreshold"
_BATCH_ROWS = "spark.sql.execution.arrow.maxRecordsPerBatch"
#: Rows per Spark partition are capped so that one partition's Arrow batch stays below this.
_PARTITION_BYTES = 64 * 1024 * 1024
_CONF_LOCK = threading.Lock()


def dataframe_from_arrow(spark: SparkSession, table: pa.Table) -> DataFrame:
    """``spark.createDataFrame(table)``, on the path that is fast for micro-batches.

    Left to its settings, a classic session converts any table under
    ``spark.sql.execution.arrow.localRelationThreshold`` (48 MiB) into rows *in the driver*,
    one thread, into a LocalRelation (a 100k-row micro-batch: ~150 ms before the action even
    starts), and makes a partition of every Arrow chunk (at most ``maxRecordsPerBatch``,
    10,000 rows): a micro-batch gathered over many polls was hundreds of tasks. Here the table
    is regrouped into one chunk per partition, and for the length of this call the
    threshold is 0 (the Arrow batches go to the executors as they are, converted there in
    parallel) and a partition holds ``rows / defaultParallelism`` rows (at most 64 MiB): with
    ``count()`` as the action, 240k -> 940k rows/s on local[2]. Both settings only choose how
    the same rows travel, so a concurrent createDataFrame of another thread that sees them
    gets the same result; they are restored afterwards. A Spark Connect session (no
    SparkContext here) is left to its own path.
    """
    try:
        parallelism = int(spark.sparkContext.defaultParallelism)
    except Exception:  # Spark Connect: the table goes to the server in one message anyway
        return spark.createDataFrame(table)
    rows = max(table.num_rows, 1)
    per_partition = -(-rows // max(parallelism, 1))
    row_bytes = max(table.nbytes // rows, 1)
    per_partition = max(1, min(per_partition, _PARTITION_BYTES // row_bytes))
    # Spark makes one partition per Arrow batch and never merges them: a micro-batch gathered
    # from many polls is hundreds of small chunks, so it is regrouped into one chunk per
    # partition (a copy of each slice; slices keep every piece far below Arrow's 2 GiB limit).
    # The copy must be real: combine_chunks() leaves a lone chunk as a zero-copy slice, and
    # PySpark rebuilds list columns with ListArray.from_arrays(offsets, ..., mask=...), which
    # Arrow refuses for a sliced array with nulls ("Null bitmap with offsets slice not
    # supported": the headers column of records without headers). concat_arrays starts at 0.
    pieces: list[pa.RecordBatch] = []
    for start in range(0, table.num_rows, per_partition):
        part = table.slice(start, per_partition)
        pieces.append(pa.RecordBatch.from_arrays(
            [pa.concat_arrays(column.chunks) for column in part.columns], schema=table.schema))
    table = pa.Table.from_batches(pieces, schema=table.schema)
    conf = spark.conf
    with _CONF_LOCK:
        saved = {key: conf.get(key, None) for key in (_THRESHOLD, _BATCH_ROWS)}
        configured_rows = int(saved[_BATCH_ROWS] or 10_000)
        conf.set(_THRESHOLD, "0")
        conf.set(_BATCH_ROWS, str(max(per_partition, configured_rows)))
        try:
            return spark.createDataFrame(table)
        finally:
            for key, value in saved.items():
                if value is None:
                    conf.unset(key)
                else:
                    conf.set(key, value)


def _first_offset(rows: pa.RecordBatch) -> int:
    return int(rows.column("offset")[0].as_py())


def _last_offset(rows: pa.RecordBatch) -> int:
    return int(rows.column("offset")[-1].as_py())


def _byte_size(chunk: pa.RecordBatch) -> int:
    """What ``max_bytes`` counts: key and value bytes, plus the headers column's Arrow size."""
    size = 0
    for name in ("key", "value"):
        lengths = pc.binary_length(chunk.column(name))
        size += pc.sum(lengths).as_py() or 0
    if "headers" in chunk.schema.names:
        size += chunk.column("headers").nbytes
    return int(size)
