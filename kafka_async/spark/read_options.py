"""Read options of the ``kafka_async`` source (subscribe/assign, offsets, limits), checked once.

Names, defaults and precedence are those of Spark's built-in Kafka source, so a query moves
between ``format("kafka")`` and ``format("kafka_async")`` unchanged. Every error is a
``SparkOptionError`` naming the option. The result, ``ReadOptions``, is plain data: it is pickled
to executors with the readers.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from kafka_async.spark.options import KAFKA_PREFIX, SparkOptionError, client_settings, lower_keys

__all__ = ["EARLIEST", "LATEST", "OffsetSpec", "ReadOptions", "parse_read_options"]

#: In offsets JSON (as in Spark and the ListOffsets protocol): -2 earliest, -1 latest.
EARLIEST = -2
LATEST = -1


@dataclass(frozen=True, slots=True)
class OffsetSpec:
    """Where a read starts or ends, as given by the options (resolved later, on the driver).

    ``kind``: ``earliest``/``latest``; ``offsets`` (``{(topic, partition): offset}``, -2/-1
    allowed); ``timestamps`` (``{(topic, partition): ms}``); ``global_timestamp`` (one ms value
    for every partition). ``topic_defaults`` holds topic-level ``"earliest"``/``"latest"`` given
    inside an offsets JSON (as Spark 4.x accepts).
    """

    kind: Literal["earliest", "latest", "offsets", "timestamps", "global_timestamp"]
    offsets: Mapping[tuple[str, int], int] = field(default_factory=dict)
    topic_defaults: Mapping[str, int] = field(default_factory=dict)
    timestamp: int = 0
    option: str = ""  # the option it came from, for error messages


@dataclass(frozen=True, slots=True)
class ReadOptions:
    """Every read option, parsed and checked. Picklable (plain data only).

    ``settings`` stay plain strings, passwords included (kafka_async's ``Secret`` refuses to be
    pickled, and executors need them); they are kept out of ``repr`` so that logs and error
    messages never show them.
    """

    settings: Mapping[str, Any] = field(repr=False)
    subscribe: tuple[str, ...] = ()
    subscribe_pattern: str | None = None
    assign: tuple[tuple[str, int], ...] = ()
    starting: OffsetSpec = OffsetSpec("earliest")
    ending: OffsetSpec = OffsetSpec("latest")
    starting_by_timestamp_strategy: Literal["error", "latest"] = "error"
    max_offsets_per_trigger: int | None = None
    min_partitions: int | None = None
    max_records_per_partition: int | None = None
    fail_on_data_loss: bool = True
    include_headers: bool = False
    poll_timeout_ms: int = 120_000
    max_batch_rows: int = 10_000
    fetch_offset_num_retries: int = 3
    fetch_offset_retry_interval_ms: int = 10

    @property
    def strategy_option(self) -> str:
        if self.subscribe:
            return "subscribe"
        return "subscribePattern" if self.subscribe_pattern is not None else "assign"


#: Read options this source knows (lower-cased), for did-you-mean on typos.
_READ_OPTIONS = (
    "subscribe", "subscribePattern", "assign", "startingOffsets", "endingOffsets",
    "startingTimestamp", "endingTimestamp", "startingOffsetsByTimestamp",
    "endingOffsetsByTimestamp", "startingOffsetsByTimestampStrategy", "maxOffsetsPerTrigger",
    "minPartitions", "maxRecordsPerPartition", "failOnDataLoss", "includeHeaders",
    "kafkaConsumer.pollTimeoutMs", "maxBatchRows", "fetchOffset.numRetries",
    "fetchOffset.retryIntervalMs",
)
_UNSUPPORTED = {
    "minoffsetspertrigger": "minOffsetsPerTrigger (and maxTriggerDelay) are not supported",
    "maxtriggerdelay": "minOffsetsPerTrigger (and maxTriggerDelay) are not supported",
    "groupidprefix": "the source uses no consumer group, so groupIdPrefix has no effect",
}


def parse_read_options(options: Mapping[str, str], *, streaming: bool) -> ReadOptions:
    """Check and parse the options of a batch (``streaming=False``) or streaming read."""
    opts = lower_keys(options)
    _check_names(opts)
    settings = client_settings(opts)
    subscribe, pattern, assign = _topic_strategy(opts)
    if streaming:
        for name in ("endingoffsets", "endingoffsetsbytimestamp", "endingtimestamp"):
            if name in opts:
                raise SparkOptionError(
                    f"option '{_spelled(name)}' is for batch queries only; a streaming query "
                    "reads until it is stopped"
                )
    starting = _offset_spec(opts, "starting", default="latest" if streaming else "earliest")
    ending = OffsetSpec("latest") if streaming else _offset_spec(opts, "ending", default="latest")
    if starting.kind == "latest" and not streaming:
        raise SparkOptionError(
            "option 'startingOffsets' cannot be 'latest' for a batch query (it would read nothing)"
        )
    if not streaming and starting.kind == "offsets" and (
            LATEST in starting.offsets.values() or LATEST in starting.topic_defaults.values()):
        raise SparkOptionError(
            "option 'startingOffsets': -1 (latest) is not allowed in a batch query (it would "
            "read nothing from that partition)"
        )
    if ending.kind == "earliest":
        raise SparkOptionError("option 'endingOffsets' cannot be 'earliest' for a batch query")
    if ending.kind == "offsets" and (EARLIEST in ending.offsets.values()
                                     or EARLIEST in ending.topic_defaults.values()):
        raise SparkOptionError(
            "option 'endingOffsets': -2 (earliest) is not allowed as an ending offset"
        )
    strategy = opts.get("startingoffsetsbytimestampstrategy", "error").strip().lower()
    if strategy not in ("error", "latest"):
        raise SparkOptionError(
            "option 'startingOffsetsByTimestampStrategy' must be 'error' or 'latest', "
            f"got {strategy!r}"
        )
    max_offsets = _positive_int(opts, "maxoffsetspertrigger")
    if max_offsets is not None and not streaming:
        raise SparkOptionError("option 'maxOffsetsPerTrigger' is for streaming queries only")
    return ReadOptions(
        settings=settings,
        subscribe=subscribe,
        subscribe_pattern=pattern,
        assign=assign,
        starting=starting,
        ending=ending,
        starting_by_timestamp_strategy="latest" if strategy == "latest" else "error",
        max_offsets_per_trigger=max_offsets,
        min_partitions=_positive_int(opts, "minpartitions"),
        max_records_per_partition=_positive_int(opts, "maxrecordsperpartition"),
        fail_on_data_loss=_bool(opts, "failondataloss", True),
        include_headers=_bool(opts, "includeheaders", False),
        poll_timeout_ms=_positive_int(opts, "kafkaconsumer.polltimeoutms") or 120_000,
        max_batch_rows=_positive_int(opts, "maxbatchrows") or 10_000,
        fetch_offset_num_retries=_non_negative_int(opts, "fetchoffset.numretries", 3),
        fetch_offset_retry_interval_ms=_non_negative_int(opts, "fetchoffset.retryintervalms", 10),
    )


def _spelled(lowered: str) -> str:
    """The canonical (camelCase) spelling of a lower-cased read option, for messages."""
    for name in _READ_OPTIONS:
        if name.lower() == lowered:
            return name
    return lowered


def _check_names(opts: Mapping[str, str]) -> None:
    known = {name.lower() for name in _READ_OPTIONS}
    for name in opts:
        if name in _UNSUPPORTED:
            raise SparkOptionError(f"option '{name}': {_UNSUPPORTED[name]}")
        if name in known or name.startswith(KAFKA_PREFIX):
            continue
        # Other options are ignored, like Spark does (path, writer options...), unless they are
        # an obvious typo of one we know: a silently ignored "startingOffset" reads everything.
        close = difflib.get_close_matches(name, sorted(known), n=1, cutoff=0.9)
        if close:
            raise SparkOptionError(
                f"unknown option '{name}' (did you mean '{_spelled(close[0])}'?)"
            )


def _topic_strategy(
    opts: Mapping[str, str],
) -> tuple[tuple[str, ...], str | None, tuple[tuple[str, int], ...]]:
    given = [name for name in ("subscribe", "subscribepattern", "assign") if name in opts]
    if len(given) != 1:
        found = ", ".join(_spelled(name) for name in given) or "none"
        raise SparkOptionError(
            "exactly one of the options 'subscribe', 'subscribePattern' or 'assign' must be "
            f"specified (found: {found})"
        )
    if "subscribe" in opts:
        topics = tuple(t.strip() for t in opts["subscribe"].split(",") if t.strip())
        if not topics:
            raise SparkOptionError("option 'subscribe' must list at least one topic")
        return topics, None, ()
    if "subscribepattern" in opts:
        pattern = opts["subscribepattern"].strip()
        if not pattern:
            raise SparkOptionError("option 'subscribePattern' must not be empty")
        try:
            re.compile(pattern)
        except re.error as exc:
            raise SparkOptionError(
                f"option 'subscribePattern' is not a valid regular expression: {exc}"
            ) from None
        return (), pattern, ()
    parsed = _json_object("assign", opts["assign"])
    pairs: list[tuple[str, int]] = []
    for topic, partitions in parsed.items():
        if not isinstance(partitions, list) or not all(
            isinstance(p, int) and not isinstance(p, bool) and p >= 0 for p in partitions
        ):
            raise SparkOptionError(
                "option 'assign' must map topics to lists of partition numbers, "
                f"e.g. {{\"topicA\": [0, 1]}}; got {topic!r}: {partitions!r}"
            )
        pairs.extend((topic, p) for p in partitions)
    if not pairs:
        raise SparkOptionError("option 'assign' must name at least one partition")
    return (), None, tuple(sorted(set(pairs)))


def _offset_spec(opts: Mapping[str, str], side: str, *, default: str) -> OffsetSpec:
    """``startingTimestamp`` > ``startingOffsetsByTimestamp`` > ``startingOffsets`` (Spark's
    precedence), and the same for ``ending``."""
    timestamp_option = f"{side}Timestamp"
    by_timestamp_option = f"{side}OffsetsByTimestamp"
    offsets_option = f"{side}Offsets"
    if timestamp_option.lower() in opts:
        raw = opts[timestamp_option.lower()].strip()
        if not raw.isdigit():
            raise SparkOptionError(
                f"option '{timestamp_option}' must be a timestamp in milliseconds since the "
                f"epoch, got {raw!r}"
            )
        return OffsetSpec("global_timestamp", timestamp=int(raw), option=timestamp_option)
    if by_timestamp_option.lower() in opts:
        parsed = _partition_values(by_timestamp_option, opts[by_timestamp_option.lower()])
        if any(value < 0 for value in parsed[0].values()) or parsed[1]:
            raise SparkOptionError(
                f"option '{by_timestamp_option}' must map partitions to timestamps in "
                "milliseconds (>= 0)"
            )
        return OffsetSpec("timestamps", offsets=parsed[0], option=by_timestamp_option)
    raw = opts.get(offsets_option.lower(), default).strip()
    if raw.lower() in ("earliest", "latest"):
        kind: Literal["earliest", "latest"] = "earliest" if raw.lower() == "earliest" else "latest"
        return OffsetSpec(kind, option=offsets_option)
    if not raw.startswith("{"):
        raise SparkOptionError(
            f"option '{offsets_option}' must be 'earliest', 'latest' or a JSON object like "
            f'{{"topicA": {{"0": 23, "1": -2}}}}, got {raw!r}'
        )
    offsets, topic_defaults = _partition_values(offsets_option, raw)
    for (topic, partition), offset in offsets.items():
        if offset < EARLIEST:
            raise SparkOptionError(
                f"option '{offsets_option}': offset {offset} for {topic}-{partition} is invalid "
                "(use an offset >= 0, -2 for earliest or -1 for latest)"
            )
    return OffsetSpec("offsets", offsets=offsets, topic_defaults=topic_defaults,
                      option=offsets_option)


def _partition_values(
    option: str, raw: str
) -> tuple[dict[tuple[str, int], int], dict[str, int]]:
    """``{"topic": {"0": n, ...}, "other": "latest"}`` -> per-partition and per-topic values."""
    parsed = _json_object(option, raw)
    values: dict[tuple[str, int], int] = {}
    topic_defaults: dict[str, int] = {}
    for topic, partitions in parsed.items():
        if isinstance(partitions, str) and partitions.lower() in ("earliest", "latest"):
            topic_defaults[topic] = EARLIEST if partitions.lower() == "earliest" else LATEST
            continue
        if not isinstance(partitions, dict):
            raise SparkOptionError(
                f"option '{option}' must map each topic to {{\"partition\": value}}; got "
                f"{topic!r}: {partitions!r}"
            )
        for partition, value in partitions.items():
            if not str(partition).isdigit():
                raise SparkOptionError(
                    f"option '{option}': partition {partition!r} of topic {topic!r} is not a "
                    "non-negative integer"
                )
            if not isinstance(value, int) or isinstance(value, bool):
                raise SparkOptionError(
                    f"option '{option}': value for {topic}-{partition} must be an integer, "
                    f"got {value!r}"
                )
            values[(topic, int(partition))] = value
    return values, topic_defaults


def _json_object(option: str, raw: str) -> dict[str, Any]:
    try:
        parsed = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise SparkOptionError(f"option '{option}' is not valid JSON: {exc}") from None
    if not isinstance(parsed, dict):
        raise SparkOptionError(f"option '{option}' must be a JSON object, got {raw!r}")
    return parsed


def _positive_int(opts: Mapping[str, str], name: str) -> int | None:
    raw = opts.get(name)
    if raw is None:
        return None
    try:
        value = int(raw.strip())
    except ValueError:
        raise SparkOptionError(
            f"option '{_spelled(name)}' must be a positive integer, got {raw!r}"
        ) from None
    if value <= 0:
        raise SparkOptionError(f"option '{_spelled(name)}' must be a positive integer, got {raw!r}")
    return value


def _non_negative_int(opts: Mapping[str, str], name: str, default: int) -> int:
    raw = opts.get(name)
    if raw is None:
        return default
    if not raw.strip().isdigit():
        raise SparkOptionError(
            f"option '{_spelled(name)}' must be a non-negative integer, got {raw!r}"
        )
    return int(raw.strip())


def _bool(opts: Mapping[str, str], name: str, default: bool) -> bool:
    raw = opts.get(name)
    if raw is None:
        return default
    lowered = raw.strip().lower()
    if lowered not in ("true", "false"):
        raise SparkOptionError(f"option '{_spelled(name)}' must be true or false, got {raw!r}")
    return lowered == "true"
