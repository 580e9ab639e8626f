"""ConsumerConfig validation: typos and bad values fail at construction, with names."""

from __future__ import annotations

import pytest

from kafka_async import Consumer, TopicPartition
from kafka_async.cluster.config import ConfigError
from kafka_async.consumer import ConsumerConfig
from kafka_async.protocol.errors import InvalidTopicError

BOOT = "127.0.0.1:9092"


def test_defaults_follow_the_java_consumer() -> None:
    config = ConsumerConfig.from_kwargs(bootstrap_servers=BOOT)
    assert (config.fetch_min_bytes, config.fetch_max_wait_ms, config.fetch_max_bytes) == (
        1, 500, 52_428_800)
    assert (config.max_partition_fetch_bytes, config.max_poll_records) == (1_048_576, 500)
    assert (config.auto_offset_reset, config.isolation_level) == ("latest", "read_uncommitted")
    assert config.check_crcs and config.isolation_level_id == 0


@pytest.mark.parametrize(("setting", "value", "message"), [
    ("auto_offset_reset", "smallest", "auto_offset_reset must be earliest, latest, none or "
                                      "by_duration"),
    ("auto_offset_reset", "by_duration:P1Y", "'P1Y' is not an ISO-8601 duration"),
    ("auto_offset_reset", "by_duration:-PT1H", "the duration must not be negative"),
    ("isolation_level", "committed", "isolation_level must be"),
    ("fetch_max_bytes", 0, "fetch_max_bytes must be an int from 1 to"),
    ("fetch_min_bytes", -1, "fetch_min_bytes must be an int from 0 to"),
    ("max_poll_records", "10", "max_poll_records must be an int"),
    ("value_deserializer", 5, "value_deserializer must be callable"),
    ("fetch_max_wait_ms", 40_000, "fetch_max_wait_ms must be smaller than request_timeout_ms"),
])
def test_bad_values_are_rejected_by_name(setting: str, value: object, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        ConsumerConfig.from_kwargs(bootstrap_servers=BOOT, **{setting: value})


def test_unknown_setting_suggests_the_right_name() -> None:
    with pytest.raises(ConfigError, match="did you mean 'fetch_max_wait_ms'"):
        Consumer(bootstrap_servers=BOOT, fetch_max_wait=100)


def test_topics_must_be_strings() -> None:
    with pytest.raises(TypeError, match="topics must be strings"):
        Consumer(b"events", bootstrap_servers=BOOT)  # type: ignore[arg-type]


@pytest.mark.parametrize("topic", ["", "bad topic!", "a" * 250, ".."])
def test_illegal_topic_names_fail_at_the_call(topic: str) -> None:
    with pytest.raises(InvalidTopicError):
        Consumer(topic, bootstrap_servers=BOOT)
    consumer = Consumer(bootstrap_servers=BOOT)
    with pytest.raises(InvalidTopicError):
        consumer.subscribe([topic])
    with pytest.raises(InvalidTopicError):
        consumer.assign([TopicPartition(topic, 0)])


@pytest.mark.parametrize(("given", "kept"), [
    ({"security_protocol": "plaintext"}, ("security_protocol", "PLAINTEXT")),
    ({"group_protocol": "CONSUMER", "group_id": "g"}, ("group_protocol", "consumer")),
    ({"metadata_recovery_strategy": "REBOOTSTRAP"}, ("metadata_recovery_strategy", "rebootstrap")),
    ({"auto_offset_reset": "by_duration:pt1h"}, ("auto_offset_reset", "by_duration:PT1H")),
])
def test_settings_java_reads_in_any_case_are_read_so(given: dict[str, str],
                                                      kept: tuple[str, str]) -> None:
    from kafka_async.consumer.group.config import GroupConsumerConfig

    config = GroupConsumerConfig.from_kwargs(bootstrap_servers=BOOT, **given)
    assert getattr(config, kept[0]) == kept[1]


@pytest.mark.parametrize(("setting", "value"), [
    ("auto_offset_reset", "EARLIEST"), ("auto_offset_reset", "BY_DURATION:PT1H"),
    ("isolation_level", "READ_COMMITTED"),
])
def test_settings_java_reads_in_their_exact_spelling_are_read_so(setting: str,
                                                                 value: str) -> None:
    """Java 4.3 refuses these (a properties file kafka_async took would fail in Java)."""
    with pytest.raises(ConfigError):
        ConsumerConfig.from_kwargs(bootstrap_servers=BOOT, **{setting: value})


@pytest.mark.parametrize(("text", "milliseconds"), [
    ("PT1H", 3_600_000), ("P7D", 604_800_000), ("PT0.5S", 500), ("PT30M", 1_800_000),
    ("P1DT2H3M4.005S", 93_784_005), ("PT0S", 0),
])
def test_by_duration_reaches_back_from_now(text: str, milliseconds: int) -> None:
    from kafka_async.consumer.reset_strategy import (
        EARLIEST,
        LATEST,
        check_reset_strategy,
        reset_target,
    )

    strategy = check_reset_strategy(f"by_duration:{text}")
    assert reset_target(strategy, 10**12) == 10**12 - milliseconds
    assert reset_target("earliest", 10**12) == EARLIEST
    assert reset_target("latest", 10**12) == LATEST


@pytest.mark.anyio
async def test_close_timeout_is_seconds_or_none() -> None:
    from kafka_async import Consumer

    for bad in (-1, True, "5", float("nan")):
        with pytest.raises(ValueError, match="timeout must be a number of seconds >= 0 or None"):
            await Consumer(bootstrap_servers=BOOT).close(bad)  # type: ignore[arg-type]
    await Consumer(bootstrap_servers=BOOT).close(None)  # never started: nothing to wait for
