"""ProducerConfig: the Java producer's settings in snake_case, validated once, then frozen.

Idempotence follows the Java client (KIP-679): on by default, and *implicitly* turned off when
the user picks settings it cannot work with (acks other than "all", retries=0, more than 5
requests in flight); asking for it explicitly with such settings is a ConfigError instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from kafka_async.cluster.config import ClientConfig, ConfigError
from kafka_async.protocol.compression import codec_id

__all__ = ["Partitioner", "ProducerConfig", "Serializer"]

#: ``partitioner(key_bytes, all_partitions, available_partitions) -> partition``
Partitioner = Callable[[bytes | None, Sequence[int], Sequence[int]], int]
#: Turns a key or value into bytes (or None).
Serializer = Callable[[Any], "bytes | None"]

_ACKS = {"all": -1, "-1": -1, -1: -1, "1": 1, 1: 1, "0": 0, 0: 0}
MAX_IDEMPOTENT_IN_FLIGHT = 5


@dataclass(frozen=True, kw_only=True)
class ProducerConfig(ClientConfig):
    """Producer settings; durations in milliseconds, as in Java's ProducerConfig."""

    acks: int | str = "all"
    linger_ms: int = 5
    batch_size: int = 16_384
    buffer_memory: int = 33_554_432
    max_block_ms: int = 60_000
    compression_type: str | None = "none"
    enable_idempotence: bool | None = None
    retries: int = 2_147_483_647
    delivery_timeout_ms: int = 120_000
    max_request_size: int = 1_048_576
    partitioner: Partitioner | None = field(default=None, repr=False)
    key_serializer: Serializer | None = field(default=None, repr=False)
    value_serializer: Serializer | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        acks = _ACKS.get(self.acks)
        if acks is None:
            raise ConfigError(f"acks must be 0, 1 or 'all', got {self.acks!r}")
        object.__setattr__(self, "acks", acks)
        compression = self.compression_type or "none"
        try:
            codec_id(compression)
        except Exception as exc:
            raise ConfigError(
                f"compression_type must be none, gzip, snappy, lz4 or zstd, got {compression!r}"
            ) from exc
        object.__setattr__(self, "compression_type", compression)
        for name in ("batch_size", "buffer_memory", "max_request_size", "delivery_timeout_ms"):
            _check_int(name, getattr(self, name), minimum=1)
        for name in ("linger_ms", "max_block_ms", "retries"):
            _check_int(name, getattr(self, name), minimum=0)
        if self.delivery_timeout_ms < self.linger_ms + self.request_timeout_ms:
            raise ConfigError(
                "delivery_timeout_ms should be >= linger_ms + request_timeout_ms "
                f"({self.delivery_timeout_ms} < {self.linger_ms} + {self.request_timeout_ms})"
            )
        for name in ("partitioner", "key_serializer", "value_serializer"):
            value = getattr(self, name)
            if value is not None and not callable(value):
                raise ConfigError(f"{name} must be callable")
        object.__setattr__(self, "enable_idempotence", self._resolve_idempotence())

    def _resolve_idempotence(self) -> bool:
        conflicts = []
        if self.acks != -1:
            conflicts.append(f"acks={self.acks} (needs 'all')")
        if self.retries == 0:
            conflicts.append("retries=0")
        if self.max_in_flight_requests_per_connection > MAX_IDEMPOTENT_IN_FLIGHT:
            conflicts.append(
                f"max_in_flight_requests_per_connection="
                f"{self.max_in_flight_requests_per_connection} (at most 5)"
            )
        if self.enable_idempotence is None:
            return not conflicts
        if self.enable_idempotence and conflicts:
            raise ConfigError("enable_idempotence=True conflicts with " + ", ".join(conflicts))
        return bool(self.enable_idempotence)

    @property
    def required_acks(self) -> int:
        """acks as the protocol's int16: -1 (all), 0 or 1."""
        return int(self.acks)

    @property
    def idempotent(self) -> bool:
        return bool(self.enable_idempotence)


def _check_int(name: str, value: object, *, minimum: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ConfigError(f"{name} must be an int, got {type(value).__name__}")
    if value < minimum:
        raise ConfigError(f"{name} must be >= {minimum}, got {value}")
