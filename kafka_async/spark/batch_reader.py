"""Batch reads (``spark.read.format("kafka_async")``): plan once on the driver, read on executors.

``partitions()`` runs on the driver: it resolves the partitions and the starting/ending offsets,
applies the failOnDataLoss rules and splits large ranges (minPartitions,
maxRecordsPerPartition). Each resulting ``KafkaInputPartition`` is pickled to an executor, whose
``read()`` fetches exactly that offset range with kafka_async and yields Arrow record batches.
The reader object itself is pickled too, so it holds plain data only (``ReadOptions``).
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pyspark.sql.datasource import DataSourceReader, InputPartition

from kafka_async.spark.cluster_view import ClusterView
from kafka_async.spark.options import SparkOptionError
from kafka_async.spark.planning import (
    KafkaDataLossError,
    OffsetRange,
    plan_ranges,
    resolve_spec,
    split_ranges,
)
from kafka_async.spark.read_options import ReadOptions

if TYPE_CHECKING:
    import pyarrow as pa

__all__ = ["KafkaAsyncBatchReader", "KafkaInputPartition", "KafkaRangesPartition", "read_partition"]

logger = logging.getLogger("kafka_async.spark")


@dataclass(frozen=True)
class KafkaInputPartition(InputPartition):
    """One Spark task: offsets ``[start, end)`` of one Kafka partition."""

    topic: str
    partition: int
    start: int
    end: int

    @classmethod
    def of(cls, offset_range: OffsetRange) -> KafkaInputPartition:
        return cls(offset_range.topic, offset_range.partition, offset_range.start,
                   offset_range.end)


@dataclass(frozen=True)
class KafkaRangesPartition(InputPartition):
    """One Spark task reading several small ranges in turn (planning.group_ranges)."""

    ranges: tuple[KafkaInputPartition, ...]


def read_partition(options: ReadOptions, partition: object) -> Iterator[pa.RecordBatch]:
    """The executor side of one task (shared by batch and streaming reads).

    Spark hands a plain ``InputPartition(None)`` when planning produced no partitions at all:
    that reads nothing.
    """
    if isinstance(partition, KafkaRangesPartition):
        return itertools.chain.from_iterable(read_partition(options, one)
                                             for one in partition.ranges)
    if not isinstance(partition, KafkaInputPartition):
        return iter(())
    from kafka_async.spark.executor_read import read_range

    return read_range(
        options.settings, partition.topic, partition.partition, partition.start, partition.end,
        include_headers=options.include_headers,
        fail_on_data_loss=options.fail_on_data_loss,
        max_batch_rows=options.max_batch_rows,
        poll_timeout_ms=options.poll_timeout_ms,
    )


class KafkaAsyncBatchReader(DataSourceReader):
    """The bounded read between startingOffsets and endingOffsets."""

    def __init__(self, options: ReadOptions) -> None:
        self.options = options

    def plan(self) -> list[OffsetRange]:
        """The offset ranges this read covers (split into tasks), asking the cluster once."""
        options = self.options
        view = ClusterView(options)
        try:
            partitions = view.partitions(must_exist=True)
            start = resolve_spec(view, options.starting, partitions, is_start=True,
                                 options=options)
            end = resolve_spec(view, options.ending, partitions, is_start=False,
                               options=options)
            earliest = view.earliest(partitions)
            latest = view.latest(partitions) if options.ending.kind == "offsets" else {}
        finally:
            view.close()
        # A topic deleted between listing and the offset lookups has no offsets: data loss.
        gone = [tp for tp in partitions if tp not in start or tp not in end]
        if gone:
            names = ", ".join(f"{topic}-{p}" for topic, p in gone)
            if options.fail_on_data_loss:
                raise KafkaDataLossError(
                    f"partition(s) {names} disappeared while the read was planned (topic "
                    f"deleted?); set option 'failOnDataLoss' to 'false' to read the rest"
                )
            partitions = [tp for tp in partitions if tp not in set(gone)]
        for tp, log_end in latest.items():
            if tp in end and end[tp] > log_end:
                # Past the log end there is nothing to read (Spark's executor reports it as data
                # loss, or stops there): say so here, naming the option.
                message = (f"option '{options.ending.option}': offset {end[tp]} for "
                           f"{tp[0]}-{tp[1]} is after the partition's latest offset {log_end}")
                if options.fail_on_data_loss:
                    raise SparkOptionError(
                        message + "; set option 'failOnDataLoss' to 'false' to read up to it")
                logger.warning("%s: reading up to %d (failOnDataLoss=false)", message, log_end)
                end[tp] = log_end
        for tp in partitions:
            if start[tp] > end[tp]:
                raise SparkOptionError(
                    f"for partition {tp[0]}-{tp[1]}, option '{options.starting.option}' resolves "
                    f"to offset {start[tp]}, after option '{options.ending.option}' "
                    f"({end[tp]})"
                )
        ranges = plan_ranges(start, end, earliest=earliest, existing=set(partitions),
                             fail_on_data_loss=options.fail_on_data_loss, streaming=False)
        return split_ranges(ranges, min_partitions=options.min_partitions,
                            max_records_per_partition=options.max_records_per_partition)

    def partitions(self) -> list[InputPartition]:
        return [KafkaInputPartition.of(offset_range) for offset_range in self.plan()]

    def read(self, partition: InputPartition) -> Iterator[Any]:
        return read_partition(self.options, partition)
