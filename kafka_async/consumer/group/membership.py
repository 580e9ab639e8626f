"""The seam between the membership loop (manager.py) and one group protocol's requests
(classic.py: JoinGroup/SyncGroup/Heartbeat; kip848.py: ConsumerGroupHeartbeat).

Why a declared interface: the two protocols run the same loop (join and rejoin, heartbeat
cadence, the keep-alive ticker beside slow listeners, fencing, coordinator rediscovery, the
poll timeout, leaving on close) and differ only in what one step sends and how it reads the
answer. So the loop lives once, in GroupManager, and a protocol implements ``Membership``: its
steps see the manager only as a ``MemberContext`` (they never import manager.py, so there is no
cycle and no reaching into its private state) and report what the loop must do next by raising
one of the three outcomes below instead of steering the loop themselves.
"""

from __future__ import annotations

import re
from typing import Protocol

from kafka_async.cluster.client import KafkaClient
from kafka_async.consumer.group.config import GroupConsumerConfig
from kafka_async.consumer.group.coordinator import CoordinatorLink
from kafka_async.consumer.group.offsets import GroupMetadata
from kafka_async.consumer.metrics import GroupStats
from kafka_async.consumer.structs import TopicPartition

__all__ = ["Dropped", "MemberContext", "Membership", "Rejoin", "RetryLater"]


class Rejoin(Exception):
    """The member must join (again) before it heartbeats: the group is rebalancing, the
    coordinator handed out a member id, a subscribed topic gained partitions."""


class Dropped(Exception):
    """The group no longer knows this member at its generation (UNKNOWN_MEMBER_ID,
    ILLEGAL_GENERATION, FENCED_MEMBER_EPOCH): the step has already forgotten what the group
    forgot; the loop gives up every partition (lost, no commit) and joins afresh at once."""


class RetryLater(Exception):
    """The coordinator moved or is loading: forget it when ``forget_coordinator`` (the next
    request searches again) and repeat the step after a backoff; the membership is unchanged."""

    def __init__(self, why: str, *, forget_coordinator: bool) -> None:
        super().__init__(why)
        self.forget_coordinator = forget_coordinator


class MemberContext(Protocol):
    """What a protocol's steps use of the GroupManager (all public, all on the event loop)."""

    group_id: str
    config: GroupConsumerConfig
    client: KafkaClient
    link: CoordinatorLink
    api_timeout: float
    topics: frozenset[str]
    pattern: re.Pattern[str] | None
    #: the member's coordinator metrics (consumer/metrics.py): join-time, sync-time, ...
    stats: GroupStats

    def owned(self) -> frozenset[TopicPartition]:
        """The partitions this member owns now."""

    async def revoke(self, revoked: frozenset[TopicPartition]) -> None:
        """Listener, then commit their consumed offsets (auto commit) and drop them."""

    async def assign_more(self, added: frozenset[TopicPartition]) -> None:
        """Add partitions, then the listener."""

    def request_rejoin(self, reason: str) -> None:
        """Join again once the current step ends (classic: a cooperative revocation)."""

    def heartbeat_now(self) -> None:
        """Send the next heartbeat without waiting for the interval (KIP-848: report a
        release, resend a subscription)."""


class Membership(Protocol):
    """One group protocol's steps; the GroupManager's loop decides when each runs."""

    @property
    def in_group(self) -> bool:
        """Whether the member holds a generation (or member epoch) commits may present."""

    @property
    def heartbeat_interval(self) -> float:
        """Seconds between heartbeats (classic: configured; KIP-848: the broker's)."""

    def metadata(self) -> GroupMetadata:
        """Who the member is now: what commits carry."""

    async def join(self, reason: str) -> None:
        """Join (or rejoin) the group and apply the assignment it answers with."""

    async def heartbeat(self) -> None:
        """One heartbeat of a member in the group; applies an assignment it carries."""

    async def keep_alive(self) -> bool:
        """One minimal heartbeat beside a running listener; False when the member was dropped
        (the loop's next step finds out why). Never applies an assignment."""

    async def leave(self, reason: str) -> None:
        """Leave the group if the protocol does for this member (not a static classic
        member) and forget the membership either way."""
