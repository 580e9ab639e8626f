"""GroupConsumerConfig: the consumer settings plus the Java consumer's group settings.

Kept apart from ConsumerConfig so that the group machinery owns its own knobs; the Consumer
builds this class, so every setting below is accepted by ``Consumer(**settings)``.

Fields are checked by the rule for their type (cluster/config.py, "Validation rules");
``partition_assignment_strategy`` is a Java LIST setting, so like ``bootstrap_servers`` it takes
a list or one comma-separated string (``"range,cooperative-sticky"``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import field
from typing import ClassVar

from kafka_async.cluster.config import ConfigError, ConfigTypeError
from kafka_async.cluster.config_base import config_dataclass
from kafka_async.consumer.config import ConsumerConfig
from kafka_async.consumer.group.assignors import PartitionAssignor, resolve_assignors
from kafka_async.protocol.arguments import INT32_MAX, INT64_MAX, describe_value

__all__ = ["GROUP_PROTOCOLS", "GroupConsumerConfig"]

GROUP_PROTOCOLS = ("classic", "consumer")


@config_dataclass(frozen=True, kw_only=True)
class GroupConsumerConfig(ConsumerConfig):
    """Java names in snake_case; durations in milliseconds."""

    _INT_RANGES: ClassVar[Mapping[str, tuple[int, int]]] = {
        # Java: INT (on the wire: INT32 timeouts); 0 would expire or spin at once.
        "auto_commit_interval_ms": (1, INT32_MAX),
        "session_timeout_ms": (1, INT32_MAX),
        "heartbeat_interval_ms": (1, INT32_MAX),
        "max_poll_interval_ms": (1, INT32_MAX),
        "rebalance_timeout_ms": (1, INT32_MAX),
        "pattern_refresh_ms": (1, INT64_MAX),  # Java's metadata.max.age.ms is a LONG
    }
    _CHOICES: ClassVar[Mapping[str, tuple[str, ...]]] = {"group_protocol": GROUP_PROTOCOLS}
    _NON_EMPTY: ClassVar[frozenset[str]] = frozenset({"group_remote_assignor"})
    _CUSTOM_CHECKED: ClassVar[frozenset[str]] = frozenset({"partition_assignment_strategy"})

    enable_auto_commit: bool = True
    auto_commit_interval_ms: int = 5_000
    session_timeout_ms: int = 45_000
    heartbeat_interval_ms: int = 3_000
    max_poll_interval_ms: int = 300_000
    #: Not in Java (which uses max_poll_interval_ms): how long the coordinator waits for every
    #: member to rejoin. None means max_poll_interval_ms, as in Java.
    rebalance_timeout_ms: int | None = None
    partition_assignment_strategy: tuple[str | PartitionAssignor, ...] = field(
        default=("range", "cooperative-sticky"))
    group_instance_id: str | None = None
    group_protocol: str = "classic"
    group_remote_assignor: str | None = None
    #: Java's internal.leave.group.on.close: False makes close() skip LeaveGroup (the member
    #: then times out like a crashed one; Kafka Streams uses this).
    internal_leave_group_on_close: bool = True
    #: How often a pattern subscription re-lists the cluster's topics (Java: metadata.max.age).
    pattern_refresh_ms: int | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.heartbeat_interval_ms >= self.session_timeout_ms:
            raise ConfigError("heartbeat_interval_ms must be smaller than session_timeout_ms")
        strategy: object = self.partition_assignment_strategy
        if isinstance(strategy, str):
            strategy = [name.strip() for name in strategy.split(",") if name.strip()]
        if not isinstance(strategy, (list, tuple)):
            raise ConfigTypeError("partition_assignment_strategy must be a list of assignor "
                                  "names or PartitionAssignor objects, got "
                                  f"{type(strategy).__name__} {describe_value(strategy)}")
        object.__setattr__(self, "partition_assignment_strategy", tuple(strategy))
        try:
            resolve_assignors(list(self.partition_assignment_strategy))
        except (ValueError, TypeError) as exc:
            raise ConfigError(str(exc)) from None
        if self.group_instance_id is not None and not re.fullmatch(
                r"[A-Za-z0-9._-]{1,249}", self.group_instance_id):
            raise ConfigError("group_instance_id must be 1-249 characters of [A-Za-z0-9._-]")

    @property
    def effective_rebalance_timeout_ms(self) -> int:
        return self.rebalance_timeout_ms or self.max_poll_interval_ms

    @property
    def assignors(self) -> list[PartitionAssignor]:
        return resolve_assignors(list(self.partition_assignment_strategy))
