"""GroupConsumerConfig: the consumer settings plus the Java consumer's group settings.

Kept apart from ConsumerConfig so that the group machinery owns its own knobs; the Consumer
builds this class, so every setting below is accepted by ``Consumer(**settings)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kafka_async.cluster.config import ConfigError
from kafka_async.consumer.config import ConsumerConfig
from kafka_async.consumer.group.assignors import PartitionAssignor, resolve_assignors

__all__ = ["GROUP_PROTOCOLS", "GroupConsumerConfig"]

GROUP_PROTOCOLS = ("classic", "consumer")


@dataclass(frozen=True, kw_only=True)
class GroupConsumerConfig(ConsumerConfig):
    """Java names in snake_case; durations in milliseconds."""

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
        for name in ("auto_commit_interval_ms", "session_timeout_ms", "heartbeat_interval_ms",
                     "max_poll_interval_ms"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                raise ConfigError(f"{name} must be a positive int, got {value!r}")
        if self.heartbeat_interval_ms >= self.session_timeout_ms:
            raise ConfigError("heartbeat_interval_ms must be smaller than session_timeout_ms")
        if self.rebalance_timeout_ms is not None and self.rebalance_timeout_ms <= 0:
            raise ConfigError("rebalance_timeout_ms must be positive")
        if self.group_protocol not in GROUP_PROTOCOLS:
            raise ConfigError(f"group_protocol must be 'classic' or 'consumer', "
                              f"got {self.group_protocol!r}")
        if isinstance(self.partition_assignment_strategy, str):
            object.__setattr__(self, "partition_assignment_strategy",
                               (self.partition_assignment_strategy,))
        try:
            resolve_assignors(list(self.partition_assignment_strategy))
        except (ValueError, TypeError) as exc:
            raise ConfigError(str(exc)) from None
        if self.group_instance_id is not None and (
                not isinstance(self.group_instance_id, str) or not self.group_instance_id
                or not re.fullmatch(r"[A-Za-z0-9._-]{1,249}", self.group_instance_id)):
            raise ConfigError("group_instance_id must be 1-249 characters of [A-Za-z0-9._-]")

    @property
    def effective_rebalance_timeout_ms(self) -> int:
        return self.rebalance_timeout_ms or self.max_poll_interval_ms

    @property
    def assignors(self) -> list[PartitionAssignor]:
        return resolve_assignors(list(self.partition_assignment_strategy))
