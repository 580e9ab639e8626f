"""The write side of the ``kafka_async`` data source: Spark's Kafka sink, on kafka_async's producer.

Columns are those of Spark's built-in sink (``KafkaWriter.validateQuery``): ``value`` (required,
string or binary; null writes a tombstone), ``key`` (string or binary), ``topic`` (string;
required unless the ``topic`` option is set, and the option *overrides* the column, as in Spark),
``partition`` (int; null lets the producer's partitioner choose) and ``headers``
(``array<struct<key: string, value: binary>>``, used whenever the column is there). Other columns
are ignored. The columns are checked on the driver when the write is planned, so a bad schema
fails with a message naming the column before any task starts.

Each Spark task opens one Producer (``kafka.``-prefixed options, e.g. ``kafka.acks``,
``kafka.linger.ms``, ``kafka.compression.type``, ``kafka.enable.idempotence``) and streams the
task's Arrow record batches into it: a helper thread pulls the next batch from Spark while the
event loop encodes and sends the current one, so reading the input and producing overlap. Before
``write()`` returns its commit message the producer is flushed and *every* record's outcome is
checked: a task only commits after all its records are acknowledged, and the first delivery
failure fails the task with that error. Like Spark's sink this is at-least-once: a retried task
or micro-batch writes its records again.

Save modes: Spark's Kafka sink takes Append and ErrorIfExists (its default) and refuses Overwrite
("Save mode Overwrite not allowed for Kafka"). Spark itself refuses ErrorIfExists for every Python
data source (UNSUPPORTED_DATA_SOURCE_SAVE_MODE), so a batch write here needs ``.mode("append")``;
Overwrite is refused with a message saying so. A streaming query in ``complete`` output mode
(``overwrite=True`` here) is accepted and writes the whole result table every trigger, which is
what Spark's Kafka sink does.
"""

from __future__ import annotations

import logging
import sys
from collections import Counter, deque
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pyspark.sql.datasource import (
    DataSourceArrowWriter,
    DataSourceStreamArrowWriter,
    WriterCommitMessage,
)

from kafka_async.network.lifecycle import sole_cause
from kafka_async.spark.options import client_settings, lower_keys, producer_settings

if sys.version_info < (3, 11):  # (a dependency of anyio there)
    from exceptiongroup import BaseExceptionGroup

if TYPE_CHECKING:
    import pyarrow as pa
    from pyspark.sql.types import DataType, StructType

    from kafka_async.producer import Producer, RecordHandle, SentRun

__all__ = [
    "KafkaAsyncBatchWriter",
    "KafkaAsyncStreamWriter",
    "KafkaAsyncWriterCommitMessage",
    "SinkDeliveryError",
    "SinkSchemaError",
]

logger = logging.getLogger(__name__)


class SinkSchemaError(ValueError):
    """The DataFrame cannot be written to Kafka: a column is missing, has the wrong type, or holds
    a value the sink cannot send (a null topic, a null header key), or the save mode is
    Overwrite. The message names the column (or the mode)."""


class SinkDeliveryError(RuntimeError):
    """A record was not acknowledged by Kafka; the task fails (``__cause__`` is the producer's
    error, e.g. ``RecordTooLargeError`` or ``TopicAuthorizationFailedError``)."""


@dataclass(frozen=True, slots=True)
class KafkaAsyncWriterCommitMessage(WriterCommitMessage):
    """What one task wrote: every record counted here was acknowledged before the task ended."""

    records: int
    records_per_topic: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _SinkPlan:
    """Which columns the input has, decided once on the driver (plain data: it is pickled)."""

    topic: str | None  # the ``topic`` option; overrides the column
    has_key: bool
    has_topic_column: bool
    has_partition: bool
    has_headers: bool


# ---------------------------------------------------------------------------- driver side


def _plan(schema: StructType, options: Mapping[str, str]) -> _SinkPlan:
    """Check the input columns the way Spark's Kafka sink does, naming the offending column."""
    from pyspark.sql.types import (
        ArrayType,
        BinaryType,
        IntegerType,
        StringType,
        StructType,
    )

    fields = {f.name: f.dataType for f in schema.fields}
    topic_option = lower_keys(options).get("topic")
    if topic_option is not None and not topic_option.strip():
        raise SinkSchemaError("option 'topic' must not be empty")

    def string_or_binary(name: str, data_type: DataType) -> None:
        if not isinstance(data_type, (StringType, BinaryType)):
            raise SinkSchemaError(f"'{name}' attribute type must be a StringType or BinaryType, "
                                  f"got {data_type.simpleString()}")

    if "value" not in fields:
        raise SinkSchemaError("required attribute 'value' not found (the DataFrame has columns "
                              f"{sorted(fields)})")
    string_or_binary("value", fields["value"])
    if "key" in fields:
        string_or_binary("key", fields["key"])
    if "topic" in fields:
        if not isinstance(fields["topic"], StringType):
            raise SinkSchemaError("'topic' attribute type must be a StringType, got "
                                  f"{fields['topic'].simpleString()}")
    elif topic_option is None:
        raise SinkSchemaError("topic option required when no 'topic' attribute is present; use "
                              "the 'topic' option to set a topic")
    if "partition" in fields and not isinstance(fields["partition"], IntegerType):
        raise SinkSchemaError("'partition' attribute type must be an IntegerType, got "
                              f"{fields['partition'].simpleString()}")
    if "headers" in fields:
        headers = fields["headers"]
        element = headers.elementType if isinstance(headers, ArrayType) else None
        inner = ({f.name: f.dataType for f in element.fields}
                 if isinstance(element, StructType) else {})
        if (len(inner) != 2 or not isinstance(inner.get("key"), StringType)
                or not isinstance(inner.get("value"), BinaryType)):
            raise SinkSchemaError("'headers' attribute type must be "
                                  "array<struct<key: string, value: binary>>, got "
                                  f"{headers.simpleString()}")
    return _SinkPlan(
        topic=topic_option.strip() if topic_option is not None else None,
        has_key="key" in fields,
        has_topic_column="topic" in fields,
        has_partition="partition" in fields,
        has_headers="headers" in fields,
    )


#: Producer settings for bulk writes, used unless the user set them (``kafka.``-prefixed
#: options). A Spark write task is a bulk load: each partition's batch fills long before any
#: linger ends, so the batch size alone sets how many batches (and broker appends) a write
#: costs. At Java's 16 KiB a 100-byte record batch holds ~130 records and the broker's work per
#: batch dominated: two write tasks beside a broker on two cores went from ~0.95M to ~2.4M
#: records/s at 256 KiB. Memory: one open batch per partition written, within buffer_memory.
BULK_PRODUCE_SETTINGS: Mapping[str, int] = {"batch_size": 256 * 1024}


def _settings(options: Mapping[str, str]) -> dict[str, Any]:
    """Producer kwargs from the ``kafka.*`` options (a bad one raises SparkOptionError now)."""
    settings = producer_settings(client_settings(options, ("producer",)))
    settings.setdefault("client_id", "kafka_async-spark-writer")
    for name, value in BULK_PRODUCE_SETTINGS.items():
        settings.setdefault(name, value)
    return settings


def _summarise(messages: Iterable[WriterCommitMessage | None]) -> tuple[int, dict[str, int]]:
    total = 0
    per_topic: dict[str, int] = {}
    for message in messages:
        if isinstance(message, KafkaAsyncWriterCommitMessage):
            total += message.records
            for topic, count in message.records_per_topic.items():
                per_topic[topic] = per_topic.get(topic, 0) + count
    return total, per_topic


class _WriterBase:
    """Shared by the batch and stream writers: checked columns and producer settings."""

    def __init__(self, options: Mapping[str, str], schema: StructType) -> None:
        self.plan = _plan(schema, options)
        self.settings = _settings(options)

    def write(self, iterator: Iterator[pa.RecordBatch]) -> KafkaAsyncWriterCommitMessage:
        """Executor side: produce every row of this task, flush, check every outcome."""
        from kafka_async.spark._bridge import run

        per_topic = run(_produce_task, self.settings, self.plan, iterator)
        return KafkaAsyncWriterCommitMessage(sum(per_topic.values()), per_topic)


class KafkaAsyncBatchWriter(_WriterBase, DataSourceArrowWriter):
    """``df.write.format("kafka_async")``: append the DataFrame's rows to Kafka."""

    def __init__(self, options: Mapping[str, str], schema: StructType, overwrite: bool) -> None:
        if overwrite:
            raise SinkSchemaError("save mode Overwrite is not allowed for Kafka (topics are "
                                  "append-only); use .mode(\"append\")")
        super().__init__(options, schema)

    def commit(self, messages: list[WriterCommitMessage | None]) -> None:
        total, per_topic = _summarise(messages)
        logger.info("kafka_async sink: %d records written (%s)", total, per_topic)

    def abort(self, messages: list[WriterCommitMessage | None]) -> None:
        total, _ = _summarise(messages)
        logger.warning("kafka_async sink: write aborted; %d records of successful tasks are "
                       "already in Kafka (the sink is at-least-once)", total)


class KafkaAsyncStreamWriter(_WriterBase, DataSourceStreamArrowWriter):
    """``writeStream.format("kafka_async")``: each micro-batch's rows, flushed per task.

    ``overwrite`` (complete output mode) is accepted and writes every row of the result, as
    Spark's Kafka sink does.
    """

    def __init__(self, options: Mapping[str, str], schema: StructType, overwrite: bool) -> None:
        super().__init__(options, schema)
        self.overwrite = overwrite

    def commit(self, messages: list[WriterCommitMessage | None], batchId: int) -> None:
        total, per_topic = _summarise(messages)
        logger.info("kafka_async sink: micro-batch %d wrote %d records (%s)", batchId, total,
                    per_topic)

    def abort(self, messages: list[WriterCommitMessage | None], batchId: int) -> None:
        total, _ = _summarise(messages)
        logger.warning("kafka_async sink: micro-batch %d aborted; %d records of successful "
                       "tasks are already in Kafka (at-least-once)", batchId, total)


# ---------------------------------------------------------------------------- executor side


async def _produce_task(settings: Mapping[str, Any], plan: _SinkPlan,
                        batches: Iterator[pa.RecordBatch]) -> dict[str, int]:
    """Produce every row of ``batches``; return records per topic once all are acknowledged.

    A helper thread pulls Spark's (blocking) iterator one batch ahead through a one-slot
    channel, so the next batch is being read from the JVM while this one is encoded and sent.
    The producer is only opened once a row arrives: a streaming aggregation runs one task per
    shuffle partition (200 by default), most of them empty, and those should not connect.
    """
    import anyio

    from kafka_async.producer import Producer

    def next_rows() -> pa.RecordBatch | None:
        for batch in batches:
            if batch.num_rows:
                return batch
        return None

    first = await anyio.to_thread.run_sync(next_rows)
    if first is None:
        return {}
    sender, receiver = anyio.create_memory_object_stream["pa.RecordBatch"](1)
    pending: deque[list[RecordHandle | SentRun]] = deque()
    per_topic: dict[str, int] = {}

    async def pull() -> None:
        async with sender:
            await sender.send(first)
            while (batch := await anyio.to_thread.run_sync(next_rows)) is not None:
                await sender.send(batch)

    async with Producer(**settings) as producer:
        try:
            async with anyio.create_task_group() as tasks:
                tasks.start_soon(pull)
                async with receiver:
                    async for batch in receiver:
                        pending.append(await _send_batch(producer, plan, batch, per_topic))
                        _check_resolved(pending, final=False)
        except BaseExceptionGroup as group:  # Spark's task failure names the error itself,
            cause = sole_cause(group)          # not "unhandled errors in a TaskGroup"
            if cause is group:
                raise
            cause.__suppress_context__ = True  # (its own __cause__ stays)
            raise cause  # noqa: B904 - the group is only the wrapper
        await producer.flush()
        _check_resolved(pending, final=True)
    return per_topic


#: Below this many rows per run of equal (topic, partition, headers), rows go one ``send`` each:
#: ``send_many`` pays a set-up per call that a run of one or two rows does not win back.
_MIN_RUN = 8


async def _send_batch(producer: Producer, plan: _SinkPlan, batch: pa.RecordBatch,
                      per_topic: dict[str, int]) -> list[RecordHandle | SentRun]:
    """Send one Arrow batch's rows; the columns become Python lists once, column by column.

    Rows go in runs through ``Producer.send_many`` (one tight loop per record batch, no
    coroutine or handle per record): consecutive rows with the same topic, partition column
    and headers form a run. Runs are consecutive so a key's records keep their order; the
    usual frame (a ``topic`` option or one topic, no partition column, the same headers or
    none) is one run per Arrow batch. Frames of tiny runs (every row with its own headers,
    say) take one ``send`` per row.
    """
    columns = dict(zip(batch.schema.names, batch.columns, strict=True))
    rows = batch.num_rows
    values = _bytes_column(columns["value"])
    keys = _bytes_column(columns["key"]) if plan.has_key else None
    topics: list[str] | None = None
    only_topic = plan.topic or ""  # used only when there is no topic column to read
    if plan.topic is not None:
        per_topic[plan.topic] = per_topic.get(plan.topic, 0) + rows
    else:
        topic_column = columns["topic"]
        if topic_column.null_count:
            raise SinkSchemaError("null topic present in the data; use the 'topic' option to "
                                  "set a topic")
        topics = topic_column.to_pylist()
        for topic, count in Counter(topics).items():
            per_topic[topic] = per_topic.get(topic, 0) + count
    partitions: list[int | None] | None = None
    if plan.has_partition and columns["partition"].null_count < rows:
        partitions = columns["partition"].to_pylist()
    headers: list[list[tuple[str, bytes | None]] | None] | None = None
    same_headers: list[tuple[str, bytes | None]] | None = None
    if plan.has_headers:
        uniform, same_headers = _uniform_headers(columns["headers"])
        if not uniform:
            headers = _headers_column(columns["headers"])
    runs = _runs(rows, topics, partitions, headers)
    sent: list[RecordHandle | SentRun] = []
    if len(runs) * _MIN_RUN > rows:
        send = producer.send
        append = sent.append
        for index in range(rows):
            append(await send(only_topic if topics is None else topics[index], values[index],
                              None if keys is None else keys[index],
                              None if partitions is None else partitions[index],
                              same_headers if headers is None else headers[index]))
        return sent
    for start, end in runs:
        sent.extend(await producer.send_many(
            only_topic if topics is None else topics[start],
            values[start:end], None if keys is None else keys[start:end],
            partition=None if partitions is None else partitions[start],
            headers=same_headers if headers is None else headers[start]))
    return sent


def _uniform_headers(column: pa.Array) -> tuple[bool, list[tuple[str, bytes | None]] | None]:
    """``(True, headers)`` when every row carries the same headers (None: no headers), found
    with Arrow kernels, no Python object per row; ``(False, None)`` otherwise. A constant
    header column (a source tag, a schema id) is the usual case, and it lets a whole batch go
    in one ``send_many`` run. Invalid headers (a null header or key) are refused as in
    ``_headers_column``."""
    import pyarrow as pa
    import pyarrow.compute as pc

    rows = len(column)
    if rows == 0 or column.null_count == rows:
        return True, None
    if column.null_count:
        return False, None
    width = pc.min_max(pc.list_value_length(column)).as_py()
    if width["min"] != width["max"]:
        return False, None
    flat = column.flatten()
    _check_header_elements(flat)
    if width["min"] == 0:
        return True, None
    step = width["min"]
    for name in ("key", "value"):
        field = flat.field(name)
        for position in range(step):
            column_of = field.take(pa.array(range(position, len(field), step), pa.int64()))
            if pc.count_distinct(column_of, mode="all").as_py() != 1:
                return False, None
    first: list[dict[str, Any]] = column[0].as_py()
    return True, [(item["key"], item["value"]) for item in first]


def _check_header_elements(flat: pa.StructArray) -> None:
    if flat.null_count:
        raise SinkSchemaError("'headers' holds a null header (a null element of the array); "
                              "each header must be a struct of key and value")
    if flat.field("key").null_count:
        raise SinkSchemaError("'headers' holds a header with a null key; header keys must be "
                              "strings")


def _runs(rows: int, topics: list[str] | None, partitions: list[int | None] | None,
          headers: list[list[tuple[str, bytes | None]] | None] | None) -> list[tuple[int, int]]:
    """[start, end) of each run of consecutive rows with equal topic, partition and headers."""
    columns: tuple[list[Any] | None, ...] = (topics, partitions, headers)
    varying = [column for column in columns
               if column is not None and column.count(column[0]) != rows]
    if not varying or rows == 0:
        return [(0, rows)] if rows else []
    runs: list[tuple[int, int]] = []
    start = 0
    for index in range(1, rows):
        if any(column[index] != column[index - 1] for column in varying):
            runs.append((start, index))
            start = index
    runs.append((start, rows))
    return runs


def _bytes_column(column: pa.Array) -> list[bytes | None]:
    import pyarrow as pa

    if pa.types.is_string(column.type) or pa.types.is_large_string(column.type):
        column = column.cast(pa.large_binary())
    values: list[bytes | None] = column.to_pylist()
    return values


def _headers_column(column: pa.Array) -> list[list[tuple[str, bytes | None]] | None]:
    """``list<struct<key, value>>`` -> per row a list of (key, value) pairs, or None."""
    import pyarrow as pa

    if isinstance(column, pa.ListArray | pa.LargeListArray):
        _check_header_elements(column.flatten())
    rows: list[list[dict[str, Any]] | None] = column.to_pylist()
    return [None if row is None else [(item["key"], item["value"]) for item in row]
            for row in rows]


def _check_resolved(pending: deque[list[RecordHandle | SentRun]], *, final: bool) -> None:
    """Raise the first failed record's error; drop fully resolved chunks so that the handles
    kept stay bounded by what is in flight, not by the task's size. An entry is one record's
    handle or one ``send_many`` run (its handle resolves with its whole batch)."""
    while pending:
        chunk = pending[0]
        while chunk:
            entry = chunk[-1]
            handle: RecordHandle
            if isinstance(entry, tuple):  # a SentRun (a NamedTuple)
                handle = entry.handle
                if not final and not handle.done():
                    return
                failures = entry.failures()
                error = failures[0] if failures else None
            else:
                handle = entry
                if not final and not handle.done():
                    return
                error = handle.exception()
            chunk.pop()
            if error is not None:
                raise SinkDeliveryError(f"a record for {handle.topic}-{handle.partition} was "
                                        f"not delivered: {error!r}") from error
        pending.popleft()
