"""Offset planning on the driver: what each Spark task reads, per partition, per batch.

The rules are those of Spark's built-in Kafka source (KafkaMicroBatchStream, KafkaOffsetReader,
KafkaOffsetRangeCalculator), so a query moved from ``format("kafka")`` plans the same batches:

- offsets are "next offset to read" (a consumer position), ranges are ``[start, end)``;
- Spark's offsets JSON is ``{"topic": {"0": 123}}``;
- ``maxOffsetsPerTrigger`` is spread over partitions in proportion to their backlog, rounding
  down, except that a partition whose share is below one record gets one (never starved);
- partitions that appear mid-query start at their earliest offset;
- ``failOnDataLoss``: a start before the log start offset, a partition that vanished, or a
  partition whose offsets went backwards is an error when true, and skipped/clamped (with a
  warning) when false.

The pure functions here take plain dicts and are unit-tested without Kafka; ``resolve_spec``
and friends ask the cluster through a ``ClusterView``.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from kafka_async.spark.cluster_view import TP, ClusterView
from kafka_async.spark.options import SparkOptionError
from kafka_async.spark.read_options import EARLIEST, LATEST, OffsetSpec, ReadOptions

__all__ = [
    "KafkaDataLossError",
    "OffsetRange",
    "from_json_offsets",
    "plan_ranges",
    "rate_limit",
    "resolve_spec",
    "split_ranges",
    "to_json_offsets",
]

logger = logging.getLogger("kafka_async.spark")
_INT64_MAX = 2**63 - 1

_DATA_LOSS_HINT = (
    " Some data may have been lost because they are not available in Kafka any more; either the"
    " data was aged out by Kafka or the topic may have been deleted before all the data in the"
    " topic was processed. If you want your query to continue in such cases, set the source"
    " option 'failOnDataLoss' to 'false'."
)


class KafkaDataLossError(RuntimeError):
    """Planned offsets are no longer in Kafka (or a partition vanished) and failOnDataLoss=true."""


@dataclass(frozen=True, slots=True)
class OffsetRange:
    """Offsets ``[start, end)`` of one partition."""

    topic: str
    partition: int
    start: int
    end: int

    @property
    def size(self) -> int:
        return self.end - self.start


# ---------------------------------------------------------------------------- JSON offsets


def to_json_offsets(offsets: Mapping[TP, int]) -> dict[str, dict[str, int]]:
    """``{(topic, p): n}`` -> Spark's offsets JSON object ``{"topic": {"p": n}}``, sorted."""
    result: dict[str, dict[str, int]] = {}
    for (topic, partition), offset in sorted(offsets.items()):
        result.setdefault(topic, {})[str(partition)] = int(offset)
    return result


def from_json_offsets(offsets: Mapping[str, Mapping[str, int]]) -> dict[TP, int]:
    """The inverse of :func:`to_json_offsets` (offsets read back from Spark's checkpoint)."""
    return {(topic, int(partition)): int(offset)
            for topic, partitions in offsets.items()
            for partition, offset in partitions.items()}


# ---------------------------------------------------------------------------- pure planning


def data_loss(message: str, fail_on_data_loss: bool) -> None:
    """Raise (failOnDataLoss=true) or log a warning, as Spark's ``reportDataLoss`` does."""
    if fail_on_data_loss:
        raise KafkaDataLossError(message + _DATA_LOSS_HINT)
    logger.warning("%s (failOnDataLoss=false: continuing)", message)


def rate_limit(limit: int, start: Mapping[TP, int], latest: Mapping[TP, int],
               earliest_of_new: Mapping[TP, int]) -> dict[TP, int]:
    """End offsets when at most ``limit`` records may be read, Spark's ``rateLimit``.

    Each partition with a backlog gets ``limit * backlog / total``, floored, or one record when
    that share is below one (so small partitions are never starved); partitions missing from
    ``start`` (new ones) begin at ``earliest_of_new``. The arithmetic is Spark's, step by step in
    doubles (``limit * (size / total)``), so both sources cut a backlog identically.
    """
    sizes: dict[TP, int] = {}
    for tp, end in latest.items():
        begin = start.get(tp, earliest_of_new.get(tp))
        if begin is not None and end - begin > 0:
            sizes[tp] = end - begin
    total = float(sum(sizes.values()))
    if total < 1:
        return dict(latest)
    limited: dict[TP, int] = {}
    for tp, end in latest.items():
        size = sizes.get(tp)
        if size is None:
            limited[tp] = end
            continue
        begin = start.get(tp, earliest_of_new.get(tp, 0))
        share = float(limit) * (float(size) / total)
        records = min(math.ceil(share) if share < 1 else math.floor(share), _INT64_MAX)
        # Spark guards against overflowing a long; Python ints cannot overflow, the cap is kept
        # so that a result never exceeds what the JVM (and the offsets JSON) can hold.
        limited[tp] = min(end, _INT64_MAX if records > _INT64_MAX - begin else begin + records)
    return limited


def split_ranges(ranges: Iterable[OffsetRange], *, min_partitions: int | None,
                 max_records_per_partition: int | None) -> list[OffsetRange]:
    """Divide ranges into more Spark tasks, like KafkaOffsetRangeCalculator.getRanges.

    ``maxRecordsPerPartition`` first caps each task's size (``ceil(size / max)`` parts); then,
    when there are fewer tasks than ``minPartitions``, Spark's algorithm: ranges whose
    proportional share rounds to one part stay whole, the rest share what is left of
    ``minPartitions`` in proportion to their sizes (``Math.round``, half up). A range is cut into
    parts of ``remaining / parts_left`` records (the last part takes the rounding), so task
    counts and boundaries equal the built-in source's. Empty ranges are dropped.
    """
    result: list[OffsetRange] = []
    for offset_range in ranges:
        if offset_range.size <= 0:
            continue
        parts = 1
        if max_records_per_partition:
            parts = -(-offset_range.size // max_records_per_partition)
        result.extend(_split(offset_range, parts))
    if not min_partitions or len(result) >= min_partitions:
        return result
    total = sum(r.size for r in result)
    unsplit = [r for r in result if _part_count(r.size, total, min_partitions) == 1]
    unsplit_ids = {id(r) for r in unsplit}
    split_total = total - sum(r.size for r in unsplit)
    split_min_partitions = max(min_partitions - len(unsplit), 1)
    divided: list[OffsetRange] = []
    for offset_range in result:
        parts = (1 if id(offset_range) in unsplit_ids
                 else _part_count(offset_range.size, split_total, split_min_partitions))
        divided.extend(_split(offset_range, parts))
    return divided


#: A streaming task smaller than this costs more in Spark's fixed per-task price for Python
#: sources (scheduling, a Python worker round trip, Arrow framing: tens of ms) than in reading:
#: micro-batches pack small ranges into tasks of at least this many records (docs/spark.md).
GROUP_RECORDS = 25_000


def group_ranges(ranges: Sequence[OffsetRange],
                 min_records: int = GROUP_RECORDS) -> list[tuple[OffsetRange, ...]]:
    """Consecutive ranges packed into tasks of at least ``min_records`` (a small remainder joins
    the last task). Ranges at least that large stay alone, so a large micro-batch keeps one task
    per partition, as the built-in source plans it."""
    groups: list[tuple[OffsetRange, ...]] = []
    current: list[OffsetRange] = []
    size = 0
    for offset_range in ranges:
        current.append(offset_range)
        size += offset_range.size
        if size >= min_records:
            groups.append(tuple(current))
            current, size = [], 0
    if current:
        if groups and size < min_records // 2:
            groups[-1] = (*groups[-1], *current)
        else:
            groups.append(tuple(current))
    return groups


def _part_count(size: int, total: int, min_parts: int) -> int:
    """Spark's ``getPartCount``: ``max(Math.round(size / total * minParts), 1)``."""
    return max(math.floor(float(size) / float(total) * min_parts + 0.5), 1)


def _split(offset_range: OffsetRange, parts: int) -> list[OffsetRange]:
    """Spark's division: each part takes ``remaining // parts_left``; empty parts dropped."""
    # More parts than records only adds empty parts (dropped): capping keeps the result and
    # bounds the work for a hostile minPartitions/maxRecordsPerPartition.
    parts = min(parts, offset_range.size)
    if parts <= 1:
        return [offset_range]
    pieces = []
    remaining = offset_range.size
    begin = offset_range.start
    for index in range(parts):
        this_part = remaining // (parts - index)
        remaining -= this_part
        end = min(begin + this_part, offset_range.end)
        if end > begin:
            pieces.append(OffsetRange(offset_range.topic, offset_range.partition, begin, end))
        begin = end
    return pieces


def plan_ranges(start: Mapping[TP, int], end: Mapping[TP, int], *,
                earliest: Mapping[TP, int], existing: set[TP],
                fail_on_data_loss: bool, streaming: bool) -> list[OffsetRange]:
    """The non-empty ``[start, end)`` ranges of a batch, after the failOnDataLoss checks.

    ``earliest`` is each partition's log start offset now; ``existing`` the partitions that
    still exist. Partitions in ``end`` but not in ``start`` (new ones) start at earliest, and
    must start at 0 unless data was already deleted from them.
    """
    for tp in sorted(set(start) - set(end)):
        data_loss(f"partition {tp[0]}-{tp[1]} is gone.", fail_on_data_loss)
    ranges: list[OffsetRange] = []
    for tp, until in sorted(end.items()):
        topic, partition = tp
        if tp not in existing:
            data_loss(f"partition {topic}-{partition} is gone.", fail_on_data_loss)
            continue
        log_start = earliest.get(tp, 0)
        if tp in start:
            begin = start[tp]
        else:
            begin = log_start
            if streaming and log_start != 0:
                data_loss(f"added partition {topic}-{partition} starts from {log_start} instead "
                          "of 0.", fail_on_data_loss)
        if until < begin:
            data_loss(f"partition {topic}-{partition}'s offset was changed from {begin} to "
                      f"{until}.", fail_on_data_loss)
            continue
        if begin < log_start:
            data_loss(f"cannot read partition {topic}-{partition} from offset {begin}: its log "
                      f"now starts at {log_start}.", fail_on_data_loss)
            begin = min(log_start, until)
        if until > begin:
            ranges.append(OffsetRange(topic, partition, begin, until))
    return ranges


# ---------------------------------------------------------------------------- resolution


def resolve_spec(view: ClusterView, spec: OffsetSpec, partitions: list[TP], *,
                 is_start: bool, options: ReadOptions) -> dict[TP, int]:
    """Concrete offsets of ``partitions`` for a startingOffsets/endingOffsets-style spec.

    Specific JSON offsets must name every partition the query reads (like Spark), except for
    topics given a topic-level "earliest"/"latest". -2/-1 become the log start/end offsets. By
    timestamp: the first offset at or after it; when there is none, the starting side follows
    ``startingOffsetsByTimestampStrategy`` and the ending side takes the latest offset.
    """
    if spec.kind == "earliest":
        return view.earliest(partitions)
    if spec.kind == "latest":
        return view.latest(partitions)
    if spec.kind == "offsets":
        return _resolve_specific(view, spec, partitions)
    if spec.kind == "global_timestamp":
        timestamps = dict.fromkeys(partitions, spec.timestamp)
    else:
        _require_exact_partitions(spec, partitions, set(spec.offsets))
        timestamps = {tp: spec.offsets[tp] for tp in partitions}
    found = view.for_times(timestamps)
    missing = [tp for tp in partitions if found.get(tp) is None]
    if missing and is_start and options.starting_by_timestamp_strategy == "error":
        names = ", ".join(f"{t}-{p}" for t, p in missing)
        raise SparkOptionError(
            f"option '{spec.option}': no record at or after the timestamp in partition(s) "
            f"{names}; set 'startingOffsetsByTimestampStrategy' to 'latest' to start at the end"
        )
    latest = view.latest(missing) if missing else {}
    resolved: dict[TP, int] = {}
    for tp in partitions:
        offset = found.get(tp)
        resolved[tp] = latest[tp] if offset is None else offset
    return resolved


def _resolve_specific(view: ClusterView, spec: OffsetSpec, partitions: list[TP]
                      ) -> dict[TP, int]:
    wanted: dict[TP, int] = {}
    explicit = {tp for tp in spec.offsets if tp[0] not in spec.topic_defaults}
    listed_partitions = [tp for tp in partitions if tp[0] not in spec.topic_defaults]
    _require_exact_partitions(spec, listed_partitions, explicit)
    for tp in partitions:
        wanted[tp] = spec.topic_defaults.get(tp[0], spec.offsets.get(tp, LATEST))
    earliest = view.earliest([tp for tp, value in wanted.items() if value == EARLIEST])
    latest = view.latest([tp for tp, value in wanted.items() if value == LATEST])
    return {tp: earliest[tp] if value == EARLIEST else latest[tp] if value == LATEST else value
            for tp, value in wanted.items()}


def _require_exact_partitions(spec: OffsetSpec, partitions: list[TP], given: set[TP]) -> None:
    expected = set(partitions)
    if given == expected:
        return
    missing = ", ".join(f"{t}-{p}" for t, p in sorted(expected - given))
    unknown = ", ".join(f"{t}-{p}" for t, p in sorted(given - expected))
    details = "; ".join(part for part in (
        f"missing: {missing}" if missing else "",
        f"not read by this query: {unknown}" if unknown else "") if part)
    raise SparkOptionError(
        f"option '{spec.option}' must specify every partition the query reads ({details})"
    )
