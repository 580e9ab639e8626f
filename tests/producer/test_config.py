"""ProducerConfig: Java names and defaults, acks spelling, idempotence resolution."""

from __future__ import annotations

import pytest

from kafka_async.cluster import ConfigError
from kafka_async.producer import ProducerConfig

BOOT = "127.0.0.1:9092"


def test_defaults_mirror_the_java_producer() -> None:
    config = ProducerConfig.from_kwargs(bootstrap_servers=BOOT)
    assert config.required_acks == -1
    assert config.linger_ms == 5 and config.batch_size == 16_384
    assert config.buffer_memory == 32 * 1024 * 1024 and config.max_block_ms == 60_000
    assert config.delivery_timeout_ms == 120_000 and config.max_request_size == 1_048_576
    assert config.max_in_flight_requests_per_connection == 5
    assert config.compression_type == "none"
    assert config.idempotent


@pytest.mark.parametrize(("acks", "code"), [("all", -1), (-1, -1), ("-1", -1), (1, 1), ("1", 1),
                                           (0, 0), ("0", 0)])
def test_acks_spellings(acks: int | str, code: int) -> None:
    assert ProducerConfig.from_kwargs(bootstrap_servers=BOOT, acks=acks).required_acks == code


def test_bad_acks_and_codec_are_rejected() -> None:
    with pytest.raises(ConfigError, match="acks"):
        ProducerConfig.from_kwargs(bootstrap_servers=BOOT, acks=2)
    with pytest.raises(ConfigError, match="compression_type"):
        ProducerConfig.from_kwargs(bootstrap_servers=BOOT, compression_type="brotli")


def test_compression_none_spellings() -> None:
    for value in (None, "none"):
        config = ProducerConfig.from_kwargs(bootstrap_servers=BOOT, compression_type=value)
        assert config.compression_type == "none"


def test_idempotence_turns_itself_off_for_incompatible_settings_unless_asked_for() -> None:
    assert not ProducerConfig.from_kwargs(bootstrap_servers=BOOT, acks=1).idempotent
    assert not ProducerConfig.from_kwargs(bootstrap_servers=BOOT, retries=0).idempotent
    with pytest.raises(ConfigError, match="acks=1"):
        ProducerConfig.from_kwargs(bootstrap_servers=BOOT, acks=1, enable_idempotence=True)
    with pytest.raises(ConfigError, match="at most 5"):
        ProducerConfig.from_kwargs(bootstrap_servers=BOOT, enable_idempotence=True,
                                   max_in_flight_requests_per_connection=6)
    assert not ProducerConfig.from_kwargs(bootstrap_servers=BOOT,
                                          enable_idempotence=False).idempotent


def test_typos_and_inconsistent_timeouts_fail_clearly() -> None:
    with pytest.raises(ConfigError, match="did you mean 'linger_ms'"):
        ProducerConfig.from_kwargs(bootstrap_servers=BOOT, linger_msec=5)
    with pytest.raises(ConfigError, match="delivery_timeout_ms"):
        ProducerConfig.from_kwargs(bootstrap_servers=BOOT, delivery_timeout_ms=1000)
    # left at its default, it follows a longer request timeout (Java warns and does the same)
    longer = ProducerConfig.from_kwargs(bootstrap_servers=BOOT, request_timeout_ms=200_000,
                                        linger_ms=0)
    assert longer.delivery_timeout_ms == 200_000
    with pytest.raises(ConfigError, match="batch_size"):
        ProducerConfig.from_kwargs(bootstrap_servers=BOOT, batch_size=0)
    with pytest.raises(ConfigError, match="partitioner"):
        ProducerConfig.from_kwargs(bootstrap_servers=BOOT, partitioner="murmur2")
