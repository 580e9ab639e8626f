"""Streaming reads (``spark.readStream.format("kafka_async")``), with Spark 4.2 admission control.

Spark owns the offsets: each micro-batch's end offsets are written to the checkpoint's
``offsets/`` log before the batch runs, and a restarted query re-plans an unfinished batch from
the same ``[start, end)``; Kafka replays a range identically, so nothing is lost or repeated
(within retention: failOnDataLoss). ``commit`` therefore does nothing, like Spark's own source.

This reader lives in Spark's long-lived driver-side Python runner, so it keeps one cluster
connection (``ClusterView``) between triggers. Spark also builds and pickles a second instance
to ship ``read`` to executors; the connection is created lazily and never pickled.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from pyspark.sql.datasource import DataSourceStreamReader, InputPartition
from pyspark.sql.streaming.datasource import (
    ReadAllAvailable,
    ReadLimit,
    ReadMaxRows,
    ReadMinRows,
    SupportsTriggerAvailableNow,
)

from kafka_async.spark.batch_reader import (
    KafkaInputPartition,
    KafkaRangesPartition,
    read_partition,
)
from kafka_async.spark.cluster_view import TP, ClusterView
from kafka_async.spark.planning import (
    from_json_offsets,
    group_ranges,
    plan_ranges,
    rate_limit,
    resolve_spec,
    split_ranges,
    to_json_offsets,
)
from kafka_async.spark.read_options import ReadOptions

__all__ = ["KafkaAsyncStreamReader"]


class KafkaAsyncStreamReader(DataSourceStreamReader, SupportsTriggerAvailableNow):
    """Micro-batches of offset ranges; ``maxOffsetsPerTrigger`` caps each batch."""

    def __init__(self, options: ReadOptions) -> None:
        self.options = options
        self._view: ClusterView | None = None
        #: Under Trigger.AvailableNow: the latest offsets when the query started (never exceeded).
        self._available_now_end: dict[TP, int] | None = None
        self._latest_seen: dict[TP, int] | None = None
        #: when the last batch was let through (minOffsetsPerTrigger); 0: the first runs at once
        self._last_trigger_ms = 0.0

    # Spark pickles the reader to ship ``read`` to executors: leave the connection behind.
    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state["_view"] = None
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)

    @property
    def view(self) -> ClusterView:
        if self._view is None:
            self._view = ClusterView(self.options)
        return self._view

    # ---------------------------------------------------------------- offsets

    def initialOffset(self) -> dict[str, Any]:
        """startingOffsets resolved now; Spark stores it in the checkpoint on the first run.

        A subscribed topic (or assigned partition) that does not exist fails the query here,
        naming the option, as Spark's source does.
        """
        partitions = self.view.partitions(must_exist=True)
        start = resolve_spec(self.view, self.options.starting, partitions, is_start=True,
                             options=self.options)
        return to_json_offsets(start)

    def getDefaultReadLimit(self) -> ReadLimit:
        """Spark's built-in source returns a composite (min rows + max rows) when both options
        are set; PySpark's API has no composite limit, so the maximum is the limit Spark hands
        back and the minimum (with its delay) is applied from the options in latestOffset. Spark
        hands back ReadAllAvailable for Trigger.Once: then neither applies, as in Spark."""
        if self.options.max_offsets_per_trigger is not None:
            return ReadMaxRows(self.options.max_offsets_per_trigger)
        if self.options.min_offsets_per_trigger is not None:
            return ReadMinRows(self.options.min_offsets_per_trigger)
        return ReadAllAvailable()

    def prepareForTriggerAvailableNow(self) -> None:
        """Pin the latest offsets: this run reads up to them and then ends."""
        partitions = self.view.partitions()
        self._available_now_end = self.view.latest(partitions)

    def latestOffset(self, start: dict[str, Any], limit: ReadLimit) -> dict[str, Any]:
        """The end of the next batch: the latest offsets, capped by ``limit`` if it is ReadMaxRows.

        Returning ``start`` unchanged tells Spark there is nothing new.
        """
        begin = from_json_offsets(start)
        if self._available_now_end is not None:
            # Spark may pin (prepareForTriggerAvailableNow) before it resolves a new query's
            # startingOffsets=latest; records arriving in between put the start after the pin.
            # Such a partition has nothing left to read in this run: it ends where it starts
            # instead of looking like an offset that went backwards (data loss).
            latest = {tp: max(end, begin.get(tp, end))
                      for tp, end in self._available_now_end.items()}
        else:
            latest = self.view.latest(self.view.partitions())
        self._latest_seen = latest
        if self._delay_batch(begin, latest, limit):
            return start
        if not isinstance(limit, ReadMaxRows):
            return to_json_offsets(latest)
        new = [tp for tp in latest if tp not in begin]
        earliest_of_new = self.view.earliest(new) if new else {}
        return to_json_offsets(rate_limit(limit.max_rows, begin, latest, earliest_of_new))

    def _delay_batch(self, begin: dict[TP, int], latest: dict[TP, int],
                     limit: ReadLimit) -> bool:
        """Spark's delayBatch for minOffsetsPerTrigger: skip this trigger while fewer new
        offsets than the minimum exist and maxTriggerDelay has not passed since the last batch
        (the first trigger always runs). Not under Trigger.AvailableNow (it could wait forever)
        nor Trigger.Once (ReadAllAvailable)."""
        minimum = self.options.min_offsets_per_trigger
        if minimum is None or self._available_now_end is not None or isinstance(
                limit, ReadAllAvailable):
            return False
        now = time.time() * 1000
        if now - self._last_trigger_ms >= self.options.max_trigger_delay_ms:
            self._last_trigger_ms = now
            return False
        new_offsets = sum(end - begin.get(tp, 0) for tp, end in latest.items())
        if new_offsets >= minimum:
            self._last_trigger_ms = now
            return False
        return True

    def reportLatestOffset(self) -> dict[str, Any] | None:
        """The latest offsets seen by the last ``latestOffset`` (Spark reports lag with them)."""
        return None if self._latest_seen is None else to_json_offsets(self._latest_seen)

    # ---------------------------------------------------------------- planning and reading

    def partitions(self, start: dict[str, Any], end: dict[str, Any]) -> list[InputPartition]:
        begin, until = from_json_offsets(start), from_json_offsets(end)
        if begin == until:
            return []
        existing = self.view.existing(set(begin) | set(until))
        earliest = self.view.earliest([tp for tp in until if tp in existing])
        ranges = plan_ranges(begin, until, earliest=earliest, existing=existing,
                             fail_on_data_loss=self.options.fail_on_data_loss, streaming=True)
        options = self.options
        if options.min_partitions is not None or options.max_records_per_partition is not None:
            ranges = split_ranges(ranges, min_partitions=options.min_partitions,
                                  max_records_per_partition=options.max_records_per_partition)
            return [KafkaInputPartition.of(offset_range) for offset_range in ranges]
        # No task-size option given: small ranges share a task (Spark's fixed price per Python
        # task dominates small micro-batches); large ones keep one task per partition.
        tasks: list[InputPartition] = []
        for group in group_ranges([r for r in ranges if r.size > 0]):
            parts = tuple(KafkaInputPartition.of(offset_range) for offset_range in group)
            tasks.append(parts[0] if len(parts) == 1 else KafkaRangesPartition(parts))
        return tasks

    def read(self, partition: InputPartition) -> Iterator[Any]:
        return read_partition(self.options, partition)

    def commit(self, end: dict[str, Any]) -> None:
        """Nothing to do: progress lives in Spark's checkpoint, not in a consumer group."""

    def stop(self) -> None:
        if self._view is not None:
            self._view.close()
            self._view = None
