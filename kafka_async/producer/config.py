"""ProducerConfig: the Java producer's settings in snake_case, validated once, then frozen.

Idempotence follows the Java client (KIP-679): on by default, and *implicitly* turned off when
the user picks settings it cannot work with (acks other than "all", retries=0, more than 5
requests in flight); asking for it explicitly with such settings is a ConfigError instead.

Each field is checked by the rule for its type (cluster/config.py, "Validation rules"); the int
ranges are Java's (``_INT_RANGES``). ``acks`` takes Java's values: 0, 1, -1 or "all", and the
strings "0", "1", "-1" a properties file would hold; never a bool or a float (``True == 1``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import field
from typing import Any, ClassVar

from kafka_async.cluster.config import ClientConfig, ConfigError, ConfigTypeError
from kafka_async.cluster.config_base import config_dataclass
from kafka_async.metrics.interceptors import check_interceptors
from kafka_async.protocol.arguments import INT32_MAX, INT64_MAX, describe_value
from kafka_async.protocol.compression import CODEC_GZIP, CODEC_LZ4, CODEC_ZSTD, codec_id

__all__ = ["Partitioner", "ProducerConfig", "Serializer"]

#: ``partitioner(key_bytes, all_partitions, available_partitions) -> partition``
Partitioner = Callable[[bytes | None, Sequence[int], Sequence[int]], int]
#: Turns a key or value into bytes (or None).
Serializer = Callable[[Any], "bytes | None"]

_ACKS: dict[int | str, int] = {"all": -1, "-1": -1, -1: -1, "1": 1, 1: 1, "0": 0, 0: 0}
MAX_IDEMPOTENT_IN_FLIGHT = 5
_DEFAULT_DELIVERY_TIMEOUT_MS = 120_000

logger = logging.getLogger("kafka_async.producer")


@config_dataclass(frozen=True, kw_only=True)
class ProducerConfig(ClientConfig):
    """Producer settings; durations in milliseconds, as in Java's ProducerConfig."""

    _CLIENT_KIND: ClassVar[str] = "producer"

    def default_client_id(self) -> str:
        if self.transactional_id:  # Java: producer-<transactional.id>
            return f"producer-{self.transactional_id}"
        return super().default_client_id()

    _INT_RANGES: ClassVar[Mapping[str, tuple[int, int]]] = {
        "linger_ms": (0, INT64_MAX),  # Java: LONG, atLeast(0)
        "batch_size": (1, INT32_MAX),  # Java: INT, atLeast(0); 0 would make one-record batches
        "buffer_memory": (1, INT64_MAX),  # Java: LONG, atLeast(0)
        "max_block_ms": (0, INT64_MAX),  # Java: LONG, atLeast(0)
        "retries": (0, INT32_MAX),  # Java: INT, between(0, Integer.MAX_VALUE)
        "delivery_timeout_ms": (1, INT32_MAX),  # Java: INT, atLeast(0)
        "max_request_size": (1, INT32_MAX),  # Java: INT, atLeast(0)
        "transaction_timeout_ms": (1, INT32_MAX),  # Java: INT
        "partitioner_availability_timeout_ms": (0, INT64_MAX),  # Java: LONG, atLeast(0)
        "metadata_max_idle_ms": (5_000, INT64_MAX),  # Java: LONG, atLeast(5000)
        "compression_gzip_level": (-1, 9),  # Java: 1-9, or -1 (0 refused below)
        "compression_lz4_level": (1, 17),
        "compression_zstd_level": (-131_072, 22),  # zstd's minimum to its maximum, as Java
    }
    _CUSTOM_CHECKED: ClassVar[frozenset[str]] = frozenset({"acks", "interceptor_classes"})

    acks: int | str = "all"
    linger_ms: int = 5
    batch_size: int = 16_384
    buffer_memory: int = 33_554_432
    max_block_ms: int = 60_000
    compression_type: str | None = "none"
    #: KIP-390: each codec's level, Java's names and defaults (gzip -1: zlib's default, 6;
    #: lz4 9: the fast compressor, another level the high-compression one; zstd 3)
    compression_gzip_level: int = -1
    compression_lz4_level: int = 9
    compression_zstd_level: int = 3
    enable_idempotence: bool | None = None
    retries: int = 2_147_483_647
    delivery_timeout_ms: int = _DEFAULT_DELIVERY_TIMEOUT_MS
    max_request_size: int = 1_048_576
    #: Java's metadata.max.idle.ms: a topic nothing was sent to for this long leaves the
    #: metadata requests (a deleted topic is then no longer created again by them, where the
    #: broker auto-creates topics); the next record to it asks for it again.
    metadata_max_idle_ms: int = 300_000
    #: Makes the producer transactional (transactions.py); forces idempotence on.
    transactional_id: str | None = None
    transaction_timeout_ms: int = 60_000
    partitioner: Partitioner | None = field(default=None, repr=False)
    #: Java's partitioner.adaptive.partitioning.enable: records without a key go to partitions
    #: with shorter queues more often (slower brokers get fewer); False: uniform sticky.
    partitioner_adaptive_partitioning_enable: bool = True
    #: Java's partitioner.availability.timeout.ms: with adaptive partitioning, a broker that
    #: has had records queued but sent no request for this long has its partitions skipped by
    #: records without a key (0: never).
    partitioner_availability_timeout_ms: int = 0
    #: Java's partitioner.ignore.keys: keys do not choose the partition (sticky, like null keys).
    partitioner_ignore_keys: bool = False
    key_serializer: Serializer | None = field(default=None, repr=False)
    value_serializer: Serializer | None = field(default=None, repr=False)
    #: Java's interceptor.classes: ProducerInterceptor objects (or classes, instantiated
    #: once), kafka_async.metrics.interceptors.
    interceptor_classes: tuple[Any, ...] = field(default=(), repr=False)

    def compression_level(self) -> int | None:
        """The level given to compression_type's codec; None: the codec's default."""
        codec = codec_id(self.compression_type or "none")
        if codec == CODEC_GZIP and self.compression_gzip_level != -1:
            return self.compression_gzip_level
        if codec == CODEC_LZ4 and self.compression_lz4_level != 9:
            return self.compression_lz4_level  # (Java: 9 is the fast compressor, as ours)
        if codec == CODEC_ZSTD:
            return self.compression_zstd_level
        return None

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "acks", _parse_acks(self.acks))
        try:
            object.__setattr__(self, "interceptor_classes", check_interceptors(
                self.interceptor_classes, ("on_send", "on_acknowledgement")))
        except TypeError as exc:
            raise ConfigTypeError(str(exc)) from None
        compression = self.compression_type or "none"
        try:
            codec_id(compression)
        except Exception as exc:
            raise ConfigError(
                f"compression_type must be none, gzip, snappy, lz4 or zstd, got "
                f"{describe_value(compression)}"
            ) from exc
        object.__setattr__(self, "compression_type", compression)
        if self.compression_gzip_level == 0:
            raise ConfigError("compression_gzip_level must be 1 to 9, or -1 (the default "
                              "level), got 0")
        needed = self.linger_ms + self.request_timeout_ms
        if self.delivery_timeout_ms == _DEFAULT_DELIVERY_TIMEOUT_MS < needed:
            # Left at its default, it follows a longer request_timeout_ms or linger_ms, as
            # Java's does (with the same warning); set explicitly, a smaller one is an error.
            logger.warning("delivery_timeout_ms raised to linger_ms + request_timeout_ms "
                           "(%d ms): the default is smaller", needed)
            object.__setattr__(self, "delivery_timeout_ms", needed)
        if self.delivery_timeout_ms < needed:
            raise ConfigError(
                "delivery_timeout_ms should be >= linger_ms + request_timeout_ms "
                f"({self.delivery_timeout_ms} < {self.linger_ms} + {self.request_timeout_ms})"
            )
        if self.transactional_id == "":  # the type is checked by the table
            raise ConfigError("transactional_id must be a non-empty str or None, got ''")
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
        if self.transactional_id is not None:
            if self.enable_idempotence is False or conflicts:
                raise ConfigError(
                    "transactional_id needs idempotence, which conflicts with "
                    + (", ".join(conflicts) or "enable_idempotence=False"))
            return True
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

    @property
    def transactional(self) -> bool:
        return self.transactional_id is not None


def _parse_acks(value: object) -> int:
    """acks as the protocol's int16. The type is checked before the lookup: ``True`` and
    ``1.0`` hash like ``1`` (and would silently mean acks=1), and a list is unhashable."""
    message = (f"acks must be 0, 1, -1 or 'all' (or the strings '0', '1', '-1'), got "
               f"{type(value).__name__} {describe_value(value)}")
    if not isinstance(value, (int, str)) or isinstance(value, bool):
        raise ConfigTypeError(message)
    found = _ACKS.get(value)
    if found is None:
        raise ConfigError(message)
    return found
