"""Read options of the ``kafka_async`` source (subscribe/assign, offsets, limits), checked once.

Names, defaults and precedence are those of Spark's built-in Kafka source, so a query moves
between ``format("kafka")`` and ``format("kafka_async")`` unchanged. Every error is a
``SparkOptionError`` naming the option. The result, ``ReadOptions``, is plain data: it is pickled
to executors with the readers.
"""

from __future__ import annotations

import difflib
import json
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from kafka_async.spark.java_regex import JavaRegexError, compile_topic_pattern
from kafka_async.spark.options import (
    INT32_MAX,
    INT64_MAX,
    KAFKA_PREFIX,
    SparkOptionError,
    client_settings,
    lower_keys,
    parse_int,
)

__all__ = ["EARLIEST", "LATEST", "OffsetSpec", "ReadOptions", "parse_read_options"]

#: In offsets JSON (as in Spark and the ListOffsets protocol): -2 earliest, -1 latest.
EARLIEST = -2
LATEST = -1

logger = logging.getLogger("kafka_async.spark")

#: A legal Kafka topic name (the broker's own rule): what else would only fail at the broker,
#: or silently read nothing.
_TOPIC_NAME = re.compile(r"[a-zA-Z0-9._-]{1,249}")


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

    ``settings`` stay plain strings, passwords included, as the options gave them (a ``Secret``
    would pickle too, but the executors' consumer pool keys consumers by the settings' reprs,
    in which every Secret looks alike); they are kept out of ``repr`` so that logs and error
    messages never show them, and the configs built from them wrap the passwords again.
    """

    settings: Mapping[str, Any] = field(repr=False)
    subscribe: tuple[str, ...] = ()
    subscribe_pattern: str | None = None
    assign: tuple[tuple[str, int], ...] = ()
    starting: OffsetSpec = OffsetSpec("earliest")
    ending: OffsetSpec = OffsetSpec("latest")
    starting_by_timestamp_strategy: Literal["error", "latest"] = "error"
    max_offsets_per_trigger: int | None = None
    #: minOffsetsPerTrigger / maxTriggerDelay: a trigger with fewer new offsets than the minimum
    #: is skipped until the delay since the last batch has passed (Spark's delayBatch)
    min_offsets_per_trigger: int | None = None
    max_trigger_delay_ms: int = 15 * 60 * 1000
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
    "fetchOffset.retryIntervalMs", "groupIdPrefix", "minOffsetsPerTrigger", "maxTriggerDelay",
)
#: Streaming-only options: a batch query ignores them (logged), as Spark does.
_STREAM_ONLY = ("maxoffsetspertrigger", "minoffsetspertrigger", "maxtriggerdelay")


def parse_read_options(options: Mapping[str, str], *, streaming: bool) -> ReadOptions:
    """Check and parse the options of a batch (``streaming=False``) or streaming read."""
    opts = lower_keys(options)
    _check_names(opts, streaming=streaming)
    settings = client_settings(opts, ("consumer",))
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
    max_offsets = min_offsets = None
    max_delay_ms = 15 * 60 * 1000
    if streaming:
        max_offsets = _positive_int(opts, "maxoffsetspertrigger", INT64_MAX)
        min_offsets = _positive_int(opts, "minoffsetspertrigger", INT64_MAX)
        if "maxtriggerdelay" in opts:
            max_delay_ms = _duration_ms("maxTriggerDelay", opts["maxtriggerdelay"])
        if min_offsets is not None and max_offsets is not None and min_offsets > max_offsets:
            raise SparkOptionError(
                f"option 'minOffsetsPerTrigger' ({min_offsets}) is higher than "
                f"'maxOffsetsPerTrigger' ({max_offsets})")
    return ReadOptions(
        settings=settings,
        subscribe=subscribe,
        subscribe_pattern=pattern,
        assign=assign,
        starting=starting,
        ending=ending,
        starting_by_timestamp_strategy="latest" if strategy == "latest" else "error",
        max_offsets_per_trigger=max_offsets,
        min_offsets_per_trigger=min_offsets,
        max_trigger_delay_ms=max_delay_ms,
        min_partitions=_positive_int(opts, "minpartitions", INT32_MAX),
        max_records_per_partition=_positive_int(opts, "maxrecordsperpartition", INT64_MAX),
        fail_on_data_loss=_bool(opts, "failondataloss", True),
        include_headers=_bool(opts, "includeheaders", False),
        poll_timeout_ms=_positive_int(opts, "kafkaconsumer.polltimeoutms", INT64_MAX) or 120_000,
        max_batch_rows=_positive_int(opts, "maxbatchrows", INT32_MAX) or 10_000,
        fetch_offset_num_retries=_non_negative_int(opts, "fetchoffset.numretries", 3),
        fetch_offset_retry_interval_ms=_non_negative_int(opts, "fetchoffset.retryintervalms", 10),
    )


def _spelled(lowered: str) -> str:
    """The canonical (camelCase) spelling of a lower-cased read option, for messages."""
    for name in _READ_OPTIONS:
        if name.lower() == lowered:
            return name
    return lowered


def _check_names(opts: Mapping[str, str], *, streaming: bool) -> None:
    known = {name.lower() for name in _READ_OPTIONS}
    for name in opts:
        if name in _STREAM_ONLY and not streaming:
            logger.warning("option '%s' is ignored in batch queries", _spelled(name))
        if name == "groupidprefix":
            logger.warning("option 'groupIdPrefix' is ignored: the kafka_async source uses no "
                           "consumer group")
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
        topics = tuple(dict.fromkeys(t.strip() for t in opts["subscribe"].split(",")
                                     if t.strip()))
        if not topics:
            raise SparkOptionError("option 'subscribe' must list at least one topic")
        for topic in topics:
            _check_topic("subscribe", topic)
        return topics, None, ()
    if "subscribepattern" in opts:
        pattern = opts["subscribepattern"].strip()
        if not pattern:
            raise SparkOptionError("option 'subscribePattern' must not be empty")
        try:
            compile_topic_pattern(pattern)
        except JavaRegexError as exc:
            raise SparkOptionError(f"option 'subscribePattern': {exc}") from None
        except re.error as exc:
            raise SparkOptionError(
                f"option 'subscribePattern' is not a valid regular expression: {exc}"
            ) from None
        return (), pattern, ()
    parsed = _json_object("assign", opts["assign"])
    pairs: list[tuple[str, int]] = []
    for topic, partitions in parsed.items():
        _check_topic("assign", topic)
        if not isinstance(partitions, list) or not all(
            isinstance(p, int) and not isinstance(p, bool) and 0 <= p <= INT32_MAX
            for p in partitions
        ):
            raise SparkOptionError(
                "option 'assign' must map topics to lists of partition numbers, "
                f"e.g. {{\"topicA\": [0, 1]}}; got {topic!r}: {_clip(partitions)}"
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
        timestamp = parse_int(timestamp_option, opts[timestamp_option.lower()], low=0,
                              high=INT64_MAX,
                              what="a timestamp in milliseconds since the epoch")
        return OffsetSpec("global_timestamp", timestamp=timestamp, option=timestamp_option)
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
            f'{{"topicA": {{"0": 23, "1": -2}}}}, got {_clip(raw)}'
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
        _check_topic(option, topic)
        if isinstance(partitions, str) and partitions.lower() in ("earliest", "latest"):
            topic_defaults[topic] = EARLIEST if partitions.lower() == "earliest" else LATEST
            continue
        if not isinstance(partitions, dict):
            raise SparkOptionError(
                f"option '{option}' must map each topic to {{\"partition\": value}}; got "
                f"{topic!r}: {_clip(partitions)}"
            )
        for partition, value in partitions.items():
            if not _PARTITION_KEY.fullmatch(partition) or int(partition) > INT32_MAX:
                raise SparkOptionError(
                    f"option '{option}': partition {_clip(partition)} of topic {topic!r} is not "
                    "a partition number (0 to 2147483647)"
                )
            if not isinstance(value, int) or isinstance(value, bool) or not (
                    -(2**63) <= value <= INT64_MAX):
                raise SparkOptionError(
                    f"option '{option}': value for {topic}-{partition} must be a 64-bit "
                    f"integer, got {_clip(value)}"
                )
            values[(topic, int(partition))] = value
    return values, topic_defaults


_PARTITION_KEY = re.compile(r"[0-9]{1,10}")


def _check_topic(option: str, topic: str) -> None:
    if not _TOPIC_NAME.fullmatch(topic) or topic in (".", ".."):
        raise SparkOptionError(
            f"option '{option}': {_clip(topic)} is not a valid topic name (1 to 249 of the "
            "characters a-z, A-Z, 0-9, '.', '_' and '-')"
        )


def _clip(value: object, limit: int = 80) -> str:
    """``repr(value)``, shortened: a hostile option must not make a megabyte error message."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def _json_object(option: str, raw: str) -> dict[str, Any]:
    try:
        parsed = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise SparkOptionError(f"option '{option}' is not valid JSON: {exc}") from None
    except RecursionError:  # absurdly deep nesting: json gives up with Python's stack
        raise SparkOptionError(f"option '{option}' is nested too deeply") from None
    if not isinstance(parsed, dict):
        raise SparkOptionError(f"option '{option}' must be a JSON object, got {_clip(raw)}")
    return parsed


#: Spark's time units (JavaUtils.timeStringAsMs); a bare number is milliseconds.
_TIME_UNITS_MS = {"us": 0.001, "ms": 1, "s": 1000, "m": 60_000, "min": 60_000, "h": 3_600_000,
                  "d": 86_400_000}
_DURATION = re.compile(r"(-?[0-9]+)\s*([a-z]*)")


def _duration_ms(option: str, raw: str) -> int:
    """A Spark duration string (``15m``, ``30s``, ``500ms``, ``1h``, ``2d``; a bare number is
    milliseconds) in milliseconds."""
    match = _DURATION.fullmatch(raw.strip().lower())
    unit = match.group(2) or "ms" if match else ""
    if match is None or unit not in _TIME_UNITS_MS or int(match.group(1)) < 0:
        raise SparkOptionError(
            f"option '{option}' must be a duration such as '15m', '30s' or '500ms', got {raw!r}")
    return int(int(match.group(1)) * _TIME_UNITS_MS[unit])


def _positive_int(opts: Mapping[str, str], name: str, high: int) -> int | None:
    raw = opts.get(name)
    if raw is None:
        return None
    return parse_int(_spelled(name), raw, low=1, high=high, what="a positive integer")


def _non_negative_int(opts: Mapping[str, str], name: str, default: int) -> int:
    raw = opts.get(name)
    if raw is None:
        return default
    return parse_int(_spelled(name), raw, low=0, high=INT32_MAX, what="a non-negative integer")


def _bool(opts: Mapping[str, str], name: str, default: bool) -> bool:
    raw = opts.get(name)
    if raw is None:
        return default
    lowered = raw.strip().lower()
    if lowered not in ("true", "false"):
        raise SparkOptionError(f"option '{_spelled(name)}' must be true or false, got {raw!r}")
    return lowered == "true"
