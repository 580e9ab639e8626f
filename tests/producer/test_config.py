"""ProducerConfig: Java names and defaults, acks spelling, idempotence resolution."""

from __future__ import annotations

from typing import Any

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


@pytest.mark.parametrize(("settings", "level"), [
    ({"compression_type": "zstd"}, 3),
    ({"compression_type": "zstd", "compression_zstd_level": 19}, 19),
    ({"compression_type": "zstd", "compression_zstd_level": -5}, -5),
    ({"compression_type": "gzip"}, None),  # zlib's default, 6, as Java's -1
    ({"compression_type": "gzip", "compression_gzip_level": 1}, 1),
    ({"compression_type": "lz4"}, None),  # Java's 9: the fast compressor
    ({"compression_type": "lz4", "compression_lz4_level": 12}, 12),
    ({"compression_type": "snappy", "compression_zstd_level": 19}, None),
    ({"compression_type": "none"}, None),
])
def test_compression_levels_are_javas_kip_390_settings(settings: dict[str, Any],
                                                       level: int | None) -> None:
    config = ProducerConfig.from_kwargs(bootstrap_servers="127.0.0.1:9092", **settings)
    assert config.compression_level() == level


@pytest.mark.parametrize(("setting", "value", "message"), [
    ("compression_gzip_level", 0, "must be 1 to 9, or -1"),
    ("compression_gzip_level", 10, "compression_gzip_level must be an int from -1 to 9"),
    ("compression_lz4_level", 18, "compression_lz4_level must be an int from 1 to 17"),
    ("compression_zstd_level", 23, "compression_zstd_level must be an int from -131072 to 22"),
])
def test_compression_levels_out_of_range_are_named(setting: str, value: int,
                                                   message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        ProducerConfig.from_kwargs(bootstrap_servers="127.0.0.1:9092", **{setting: value})


def test_a_level_changes_what_the_batch_holds() -> None:
    """The producer's builders get the level: zstd 19 compresses this better than zstd 1."""
    from kafka_async.protocol.records import RecordBatchBuilder

    values = [b"%08d some text that repeats, with a number: %d" % (i, i * 7919) for i in range(500)]
    sizes = {}
    for level in (1, 19):
        builder = RecordBatchBuilder(compression_type="zstd", batch_size=-1,
                                     compression_level=level)
        for value in values:
            builder.append(0, None, value, [])
        sizes[level] = len(builder.build())
    assert sizes[19] < sizes[1]
