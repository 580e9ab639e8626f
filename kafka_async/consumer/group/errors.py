"""Group errors and the rebalance listener contract."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol, runtime_checkable

from kafka_async.consumer.errors import ConsumerError
from kafka_async.consumer.structs import TopicPartition

__all__ = [
    "CommitFailedError",
    "ConsumerRebalanceListener",
    "GroupError",
    "ListenerCallback",
    "NotInGroupError",
]

ListenerCallback = Callable[[frozenset[TopicPartition]], Awaitable[None]]


class GroupError(ConsumerError):
    """Base of the group errors."""


class NotInGroupError(GroupError):
    """A group operation (commit, committed) on a consumer without a group_id."""


class CommitFailedError(GroupError):
    """The commit cannot succeed: the group rebalanced and this member's generation (or member
    id) is no longer current, so the partitions may already belong to someone else. The
    commit was not applied: a partition this member keeps (a cooperative rebalance) is covered
    by its next commit; one that moved is read again by its next owner from the last
    successful commit.

    ``cause`` is the broker's error (IllegalGeneration, UnknownMemberId, RebalanceInProgress,
    FencedInstanceId, StaleMemberEpoch ...) when the broker answered with one."""

    def __init__(self, message: str, cause: BaseException | None = None) -> None:
        super().__init__(message)
        self.cause = cause


@runtime_checkable
class ConsumerRebalanceListener(Protocol):
    """Called in the consumer's group task around rebalances. All three are awaited: while
    ``on_partitions_revoked`` runs the partitions are still owned, so committing what was
    processed there is safe. ``on_partitions_lost`` is for partitions already taken away
    (session expired, fenced): committing them cannot succeed."""

    async def on_partitions_revoked(self, revoked: frozenset[TopicPartition]) -> None: ...

    async def on_partitions_assigned(self, assigned: frozenset[TopicPartition]) -> None: ...

    async def on_partitions_lost(self, lost: frozenset[TopicPartition]) -> None: ...
