"""ShareConsumerConfig: Java's share-consumer settings (KafkaShareConsumer) in snake_case.

A share consumer has no offsets of its own to manage, so the classic consumer's position,
reset and commit settings do not exist here (``share.auto.offset.reset``, the lock duration and
the delivery count limit are *group* configs, set with ``Admin.incremental_alter_configs`` on a
``ConfigResource(ConfigResource.Type.GROUP, group_id)``). What it has:

- ``share_acknowledgement_mode``: ``"implicit"`` (every record a poll returned is accepted by
  the next poll, ``commit()`` or ``close()``) or ``"explicit"`` (the application calls
  ``acknowledge()`` for each record before the next poll).
- ``share_acquire_mode``: ``"batch_optimized"`` (the broker may hand out whole batches, so a
  poll can exceed ``max_poll_records``) or ``"record_limit"`` (never more than
  ``max_poll_records`` records acquired per fetch; ShareFetch v2, Kafka 4.2+).
- the fetch settings of the Consumer: ``fetch_min_bytes``, ``fetch_max_wait_ms``,
  ``fetch_max_bytes``, ``max_poll_records`` (also sent as the fetch's record limit, as Java does),
  ``fetch_buffer_bytes`` (the prefetch budget), ``check_crcs``, the deserializers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from typing import ClassVar

from kafka_async.cluster.config import ClientConfig, ConfigError, next_client_number
from kafka_async.cluster.config_base import config_dataclass
from kafka_async.consumer.config import Deserializer
from kafka_async.protocol.arguments import INT32_MAX, INT64_MAX

__all__ = ["ACKNOWLEDGEMENT_MODES", "ACQUIRE_MODES", "ShareConsumerConfig"]

ACKNOWLEDGEMENT_MODES = ("implicit", "explicit")
#: share.acquire.mode values and their wire numbers (ShareFetch v2 ShareAcquireMode).
ACQUIRE_MODES = {"batch_optimized": 0, "record_limit": 1}


@config_dataclass(frozen=True, kw_only=True)
class ShareConsumerConfig(ClientConfig):
    """Share consumer settings; durations in milliseconds, as in Java's ShareConsumerConfig."""

    _CLIENT_KIND: ClassVar[str] = "consumer"

    def default_client_id(self) -> str:  # as Java's share consumer: consumer-<group.id>-<n>
        return f"consumer-{self.group_id}-{next_client_number('consumer')}"

    _INT_RANGES: ClassVar[Mapping[str, tuple[int, int]]] = {
        "fetch_min_bytes": (0, INT32_MAX),
        "fetch_max_wait_ms": (0, INT32_MAX),
        "fetch_max_bytes": (1, INT32_MAX),
        "max_poll_records": (1, INT32_MAX),
        "default_api_timeout_ms": (1, INT32_MAX),
        "fetch_buffer_bytes": (1, INT64_MAX),
        "max_decompressed_bytes": (1, INT64_MAX),
    }
    _CHOICES: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "share_acknowledgement_mode": ACKNOWLEDGEMENT_MODES,
        "share_acquire_mode": tuple(ACQUIRE_MODES),
    }
    _NON_EMPTY: ClassVar[frozenset[str]] = frozenset({"group_id"})

    group_id: str | None = None
    share_acknowledgement_mode: str = "implicit"
    share_acquire_mode: str = "batch_optimized"
    fetch_min_bytes: int = 1
    fetch_max_wait_ms: int = 500
    fetch_max_bytes: int = 52_428_800
    max_poll_records: int = 500
    check_crcs: bool = True
    max_decompressed_bytes: int = 67_108_864  # as the Consumer's (consumer/config.py)
    client_rack: str = ""
    default_api_timeout_ms: int = 60_000
    fetch_buffer_bytes: int = 1_572_864
    key_deserializer: Deserializer | None = field(default=None, repr=False)
    value_deserializer: Deserializer | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.group_id is None:
            raise ConfigError("a share consumer needs a group_id (the share group to join)")
        if self.fetch_max_wait_ms >= self.request_timeout_ms:
            raise ConfigError("fetch_max_wait_ms must be smaller than request_timeout_ms")

    @property
    def explicit(self) -> bool:
        """Whether the application acknowledges each record itself."""
        return self.share_acknowledgement_mode == "explicit"

    @property
    def acquire_mode_id(self) -> int:
        return ACQUIRE_MODES[self.share_acquire_mode]
