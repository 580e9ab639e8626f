"""ConsumerConfig: the Java consumer's settings in snake_case, validated once, then frozen.

Two settings have no Java twin: ``fetch_buffer_bytes`` (how many fetched-but-undelivered bytes
the prefetcher may hold before it stops sending fetches; librdkafka's queued.max.messages.kbytes
plays this role) and ``enable_fetch_sessions`` (kafka-python's name; off means every fetch is a
full, sessionless request).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kafka_async.cluster.config import ClientConfig, ConfigError

__all__ = ["AUTO_OFFSET_RESET", "ISOLATION_LEVELS", "ConsumerConfig", "Deserializer"]

#: Turns the bytes of a key or value (or None) into what the application wants.
Deserializer = Callable[[bytes | None], Any]

AUTO_OFFSET_RESET = ("earliest", "latest", "none")
ISOLATION_LEVELS = {"read_uncommitted": 0, "read_committed": 1}


@dataclass(frozen=True, kw_only=True)
class ConsumerConfig(ClientConfig):
    """Consumer settings; durations in milliseconds, as in Java's ConsumerConfig."""

    group_id: str | None = None
    fetch_min_bytes: int = 1
    fetch_max_wait_ms: int = 500
    fetch_max_bytes: int = 52_428_800
    max_partition_fetch_bytes: int = 1_048_576
    max_poll_records: int = 500
    auto_offset_reset: str = "latest"
    isolation_level: str = "read_uncommitted"
    check_crcs: bool = True
    client_rack: str = ""
    default_api_timeout_ms: int = 60_000
    fetch_buffer_bytes: int = 1_572_864
    enable_fetch_sessions: bool = True
    key_deserializer: Deserializer | None = field(default=None, repr=False)
    value_deserializer: Deserializer | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        for name in ("fetch_max_bytes", "max_partition_fetch_bytes", "max_poll_records",
                     "default_api_timeout_ms", "fetch_buffer_bytes"):
            _require_positive(name, getattr(self, name))
        for name in ("fetch_min_bytes", "fetch_max_wait_ms"):
            _require_positive(name, getattr(self, name), allow_zero=True)
        if self.auto_offset_reset not in AUTO_OFFSET_RESET:
            raise ConfigError(f"auto_offset_reset must be one of {', '.join(AUTO_OFFSET_RESET)}, "
                              f"got {self.auto_offset_reset!r}")
        if self.isolation_level not in ISOLATION_LEVELS:
            raise ConfigError(f"isolation_level must be 'read_uncommitted' or 'read_committed', "
                              f"got {self.isolation_level!r}")
        for name in ("key_deserializer", "value_deserializer"):
            value = getattr(self, name)
            if value is not None and not callable(value):
                raise ConfigError(f"{name} must be callable, got {type(value).__name__}")
        if self.group_id is not None and not isinstance(self.group_id, str):
            raise ConfigError("group_id must be a str or None")
        if self.fetch_max_wait_ms >= self.request_timeout_ms:
            raise ConfigError("fetch_max_wait_ms must be smaller than request_timeout_ms")

    @property
    def isolation_level_id(self) -> int:
        """The wire value: 0 read_uncommitted, 1 read_committed."""
        return ISOLATION_LEVELS[self.isolation_level]


def _require_positive(name: str, value: object, *, allow_zero: bool = False) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ConfigError(f"{name} must be an int, got {type(value).__name__}")
    if value < 0 or (value == 0 and not allow_zero):
        raise ConfigError(f"{name} must be {'>= 0' if allow_zero else '> 0'}, got {value}")
