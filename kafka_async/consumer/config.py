"""ConsumerConfig: the Java consumer's settings in snake_case, validated once, then frozen.

Two settings have no Java twin: ``fetch_buffer_bytes`` (how many fetched-but-undelivered bytes
the prefetcher may hold before it stops sending fetches; librdkafka's queued.max.messages.kbytes
plays this role) and ``enable_fetch_sessions`` (kafka-python's name; off means every fetch is a
full, sessionless request).

Each field is checked by the rule for its type (cluster/config.py, "Validation rules"): bools
take bools only (``check_crcs="no"`` is an error, not a way to keep CRC checks on), ints Java's
ranges (``_INT_RANGES``), ``group_id`` a non-empty str (an empty one would fail only at the first
JoinGroup), ``client_rack`` a str.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import field
from typing import Any, ClassVar

from kafka_async.cluster.config import (
    ClientConfig,
    ConfigError,
    ConfigTypeError,
    next_client_number,
)
from kafka_async.cluster.config_base import config_dataclass
from kafka_async.consumer.reset_strategy import check_reset_strategy
from kafka_async.metrics.interceptors import check_interceptors
from kafka_async.protocol.arguments import INT32_MAX, INT64_MAX

__all__ = ["AUTO_OFFSET_RESET", "ISOLATION_LEVELS", "ConsumerConfig", "Deserializer"]

#: Turns the bytes of a key or value (or None) into what the application wants.
Deserializer = Callable[[bytes | None], Any]

AUTO_OFFSET_RESET = ("earliest", "latest", "none")
ISOLATION_LEVELS = {"read_uncommitted": 0, "read_committed": 1}


@config_dataclass(frozen=True, kw_only=True)
class ConsumerConfig(ClientConfig):
    """Consumer settings; durations in milliseconds, as in Java's ConsumerConfig."""

    _CLIENT_KIND: ClassVar[str] = "consumer"

    def default_client_id(self) -> str:
        if self.group_id:  # Java: consumer-<group.id>-<n>
            return f"consumer-{self.group_id}-{next_client_number('consumer')}"
        return super().default_client_id()

    _INT_RANGES: ClassVar[Mapping[str, tuple[int, int]]] = {
        # Java: INT, atLeast(0) for the fetch sizes and waits; a 0 byte limit would never fetch.
        "fetch_min_bytes": (0, INT32_MAX),
        "fetch_max_wait_ms": (0, INT32_MAX),
        "fetch_max_bytes": (1, INT32_MAX),
        "max_partition_fetch_bytes": (1, INT32_MAX),
        "max_poll_records": (1, INT32_MAX),  # Java: INT, atLeast(1)
        "default_api_timeout_ms": (1, INT32_MAX),  # Java: INT, atLeast(0)
        "fetch_buffer_bytes": (1, INT64_MAX),  # not in Java: a memory budget
        "max_decompressed_bytes": (1, INT64_MAX),  # not in Java: a decompression-bomb cap
    }
    _CHOICES: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "isolation_level": tuple(ISOLATION_LEVELS),
    }
    _NON_EMPTY: ClassVar[frozenset[str]] = frozenset({"group_id"})
    _CUSTOM_CHECKED: ClassVar[frozenset[str]] = frozenset({"interceptor_classes",
                                                           "auto_offset_reset"})

    group_id: str | None = None
    fetch_min_bytes: int = 1
    fetch_max_wait_ms: int = 500
    fetch_max_bytes: int = 52_428_800
    max_partition_fetch_bytes: int = 1_048_576
    max_poll_records: int = 500
    auto_offset_reset: str = "latest"
    isolation_level: str = "read_uncommitted"
    check_crcs: bool = True
    #: the most one compressed batch may decompress to (a decompression bomb's limit; Java
    #: has none). The default, 64 MiB, holds what Java's producer writes by default; a topic
    #: of very compressible batches bigger than that needs more.
    max_decompressed_bytes: int = 67_108_864
    client_rack: str = ""
    default_api_timeout_ms: int = 60_000
    fetch_buffer_bytes: int = 1_572_864
    enable_fetch_sessions: bool = True
    key_deserializer: Deserializer | None = field(default=None, repr=False)
    value_deserializer: Deserializer | None = field(default=None, repr=False)
    #: Java's interceptor.classes: ConsumerInterceptor objects (or classes, instantiated
    #: once), kafka_async.metrics.interceptors.
    interceptor_classes: tuple[Any, ...] = field(default=(), repr=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        try:  # (earliest, latest, none, by_duration:<ISO-8601>; any case, as Java)
            object.__setattr__(self, "auto_offset_reset",
                               check_reset_strategy(self.auto_offset_reset))
        except TypeError as exc:
            raise ConfigTypeError(str(exc)) from None
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        try:
            object.__setattr__(self, "interceptor_classes", check_interceptors(
                self.interceptor_classes, ("on_consume", "on_commit")))
        except TypeError as exc:
            raise ConfigTypeError(str(exc)) from None
        if self.fetch_max_wait_ms >= self.request_timeout_ms:
            raise ConfigError("fetch_max_wait_ms must be smaller than request_timeout_ms")

    @property
    def isolation_level_id(self) -> int:
        """The wire value: 0 read_uncommitted, 1 read_committed."""
        return ISOLATION_LEVELS[self.isolation_level]

