"""The KIP-848 consumer group protocol (group_protocol="consumer"): ConsumerGroupHeartbeat
with server-side assignment.

Theory of operation
-------------------
``ConsumerProtocolMembership`` is this protocol's steps; the GroupManager's membership loop
(manager.py) runs them (cadence, fencing, coordinator rediscovery, poll timeout, leaving).
No JoinGroup/SyncGroup and no leader: the member heartbeats its subscription and what it owns;
the coordinator computes the target assignment (server assignor: ``uniform`` or ``range``,
``group_remote_assignor``) and answers each heartbeat with the member's epoch and, when it
changed, the partitions the member may own now. The member reconciles incrementally: it revokes
what is no longer in its target (on_partitions_revoked, auto commit), reports the smaller
ownership in its next heartbeat (sent at once), and adds what it was given. A partition still
owned by someone else is only given out once that member reported it released, so no
partition is ever owned twice; there is no group-wide stop.

Epochs: 0 joins, -1 leaves, -2 leaves as a static member that will be back (KIP-848 static
membership). FENCED_MEMBER_EPOCH / UNKNOWN_MEMBER_ID drop the member: its partitions are lost
and it joins again with epoch 0. Commits carry the member epoch where the classic protocol
carries the generation.

Pattern subscriptions: with ConsumerGroupHeartbeat v1 (Kafka 4.0+) the pattern itself is sent
(SubscribedTopicRegex, KIP-848 server-side regex, RE2J syntax); the coordinator resolves it and
picks up new matching topics (at most every 10 s per group). With v0, a pattern using Python-only
flags, or one the broker refuses (INVALID_REGULAR_EXPRESSION), it is matched on the client and
the matching names are sent, re-sent when the matches change.
"""

from __future__ import annotations

import base64
import logging
import re
import uuid

import anyio

from kafka_async.consumer.group.membership import Dropped, MemberContext, RetryLater
from kafka_async.consumer.group.offsets import GroupMetadata
from kafka_async.consumer.structs import TopicPartition
from kafka_async.protocol.errors import error_for_code
from kafka_async.protocol.messages import (
    ConsumerGroupHeartbeatRequest,
    ConsumerGroupHeartbeatResponse,
)

__all__ = ["ConsumerProtocolMembership"]

logger = logging.getLogger("kafka_async.consumer.group")

_JOIN_EPOCH = 0
_LEAVE_EPOCH = -1
_STATIC_LEAVE_EPOCH = -2
_UNKNOWN_MEMBER_ID = 25
_FENCED_MEMBER_EPOCH = 110
_UNRELEASED_INSTANCE_ID = 111
_INVALID_REGULAR_EXPRESSION = 128
_COORDINATOR = (14, 15, 16)
#: ConsumerGroupHeartbeat v1 carries SubscribedTopicRegex (server-side pattern subscriptions)
#: and wants the member id chosen by the member itself (KIP-1082).
_REGEX_VERSION = 1
_CLIENT_MEMBER_ID_VERSION = 1


def _new_member_id() -> str:
    """A fresh member id in the form Java's Uuid.toString() gives (22 url-safe base64 chars)."""
    return base64.urlsafe_b64encode(uuid.uuid4().bytes).decode("ascii").rstrip("=")


class ConsumerProtocolMembership:
    """The KIP-848 steps for the GroupManager's loop (see membership.py). A join is just a
    heartbeat: at epoch 0 it joins, later it carries a changed subscription."""

    def __init__(self, context: MemberContext) -> None:
        self._context = context
        self._config = context.config
        self.member_id = ""
        self.member_epoch = _JOIN_EPOCH
        self._interval = self._config.heartbeat_interval_ms / 1000
        self._announced = False  # whether this membership's first assignment was delivered
        #: the regex the coordinator holds for this member (server-side pattern subscription)
        self.sent_regex: str | None = None
        #: a regex the broker's RE2J refused (INVALID_REGULAR_EXPRESSION): matched here instead
        self.refused_regex: str | None = None

    @property
    def in_group(self) -> bool:
        return bool(self.member_id) and self.member_epoch > 0

    @property
    def heartbeat_interval(self) -> float:
        return self._interval

    def metadata(self) -> GroupMetadata:
        return GroupMetadata(self._context.group_id, self.member_epoch, self.member_id,
                             self._config.group_instance_id)

    async def join(self, reason: str) -> None:
        await self.heartbeat()

    def _owned(self) -> list[ConsumerGroupHeartbeatRequest.TopicPartitions]:
        metadata = self._context.client.metadata
        by_topic: dict[str, list[int]] = {}
        for tp in sorted(self._context.owned()):
            by_topic.setdefault(tp.topic, []).append(tp.partition)
        owned = []
        for topic, partitions in by_topic.items():
            described = metadata.topics.get(topic)
            if described is not None and described.topic_id is not None:
                owned.append(ConsumerGroupHeartbeatRequest.TopicPartitions(
                    topic_id=described.topic_id, partitions=partitions))
        return owned

    async def heartbeat(self) -> None:
        context = self._context
        joining = self.member_epoch == _JOIN_EPOCH
        version = await context.link.api_version(
            ConsumerGroupHeartbeatRequest, timeout=self._config.session_timeout_ms / 1000)
        if joining:
            self.sent_regex = None  # a new member: the coordinator holds nothing for it
            if not self.member_id and version >= _CLIENT_MEMBER_ID_VERSION:
                self.member_id = _new_member_id()  # KIP-1082: v1 members name themselves
        regex = self.server_regex(version)
        # Server-side regex (v1): the coordinator resolves the pattern (RE2J) and re-resolves it
        # as topics appear. Otherwise (v0 broker, or a pattern it cannot run) the pattern is
        # matched here and the matching topic names are sent. "" clears a regex sent before,
        # and [] the names: null would mean "unchanged" and the broker would keep the union.
        request = ConsumerGroupHeartbeatRequest(
            group_id=context.group_id, member_id=self.member_id, member_epoch=self.member_epoch,
            instance_id=self._config.group_instance_id,
            rack_id=self._config.client_rack or None,
            rebalance_timeout_ms=self._config.effective_rebalance_timeout_ms,
            subscribed_topic_names=[] if regex else sorted(context.topics),
            subscribed_topic_regex=regex or ("" if self.sent_regex else None),
            server_assignor=self._config.group_remote_assignor if joining else None,
            topic_partitions=self._owned())
        response = await context.link.send(
            request, timeout=self._config.session_timeout_ms / 1000,
            rpc_timeout=self._config.request_timeout_ms / 1000)
        code = response.error_code
        if code == _INVALID_REGULAR_EXPRESSION and regex:
            logger.warning("group %s: the broker cannot run the pattern %r (%s); matching it "
                           "on the client instead", context.group_id, regex,
                           response.error_message)
            self.refused_regex = regex
            context.heartbeat_now()
            return
        if code:
            self._check(code, response.error_message)
        self.sent_regex = regex
        if response.member_id:
            self.member_id = response.member_id
        self.member_epoch = response.member_epoch
        if response.heartbeat_interval_ms > 0:
            self._interval = response.heartbeat_interval_ms / 1000
        if response.assignment is not None:
            await self._reconcile(response.assignment)

    def server_regex(self, version: int) -> str | None:
        """The pattern to send as SubscribedTopicRegex, or None to send topic names: only a
        pattern without Python-only flags, to a coordinator speaking v1, not refused before."""
        pattern = self._context.pattern
        if (pattern is None or pattern.pattern == self.refused_regex
                or pattern.flags & ~re.UNICODE):
            return None
        return pattern.pattern if version >= _REGEX_VERSION else None

    async def _reconcile(self, assignment: ConsumerGroupHeartbeatResponse.Assignment) -> None:
        context = self._context
        client = context.client
        names = {t.topic_id: name for name, t in client.metadata.topics.items()
                 if t.topic_id is not None}
        if any(tps.topic_id not in names for tps in assignment.topic_partitions):
            metadata = await client.refresh_metadata(all_topics=True)
            names = {t.topic_id: name for name, t in metadata.topics.items()
                     if t.topic_id is not None}
        target = frozenset(TopicPartition(names[tps.topic_id], p)
                           for tps in assignment.topic_partitions if tps.topic_id in names
                           for p in tps.partitions)
        client.track_topics({tp.topic for tp in target})
        owned = context.owned()
        if target == owned and self._announced:
            return  # the coordinator repeats the assignment; nothing changed
        self._announced = True
        logger.info("group %s: epoch %d member %s: assigned %d (+%d -%d)", context.group_id,
                    self.member_epoch, self.member_id, len(target), len(target - owned),
                    len(owned - target))
        if owned - target:
            await context.revoke(owned - target)
            context.heartbeat_now()  # tell the coordinator at once that they are released
        await context.assign_more(target - owned)

    def _check(self, code: int, message: str | None) -> None:
        """Turn an error code into the loop's outcome (or a KafkaError)."""
        what = f"ConsumerGroupHeartbeat: {message}" if message else "ConsumerGroupHeartbeat"
        if code in (_FENCED_MEMBER_EPOCH, _UNKNOWN_MEMBER_ID):
            dropped = f"member {self.member_id!r} {error_for_code(code).__name__}"
            if code == _UNKNOWN_MEMBER_ID:
                self.member_id = ""
            self.member_epoch = _JOIN_EPOCH
            self._announced = False
            raise Dropped(dropped)
        if code in _COORDINATOR or code == _UNRELEASED_INSTANCE_ID:
            raise RetryLater(what, forget_coordinator=code in (15, 16))
        self._context.link.check(code, what)

    async def leave(self, reason: str) -> None:
        static = self._config.group_instance_id is not None
        try:
            if self.member_id:
                request = ConsumerGroupHeartbeatRequest(
                    group_id=self._context.group_id, member_id=self.member_id,
                    member_epoch=_STATIC_LEAVE_EPOCH if static else _LEAVE_EPOCH,
                    instance_id=self._config.group_instance_id)
                await self._context.link.send(request,
                                              timeout=self._config.request_timeout_ms / 1000)
        finally:
            self.member_epoch = _JOIN_EPOCH
            self._announced = False
            if not static:
                self.member_id = ""

    async def keep_alive(self) -> bool:
        """A minimal heartbeat (every optional field null = unchanged) keeps the session; the
        epoch it returns is adopted, as Java does on every response. Its assignment is ignored:
        the loop's next heartbeat reports the owned partitions and gets it again. The request
        runs shielded, so stopping the ticker never loses an epoch the broker moved to."""
        request = ConsumerGroupHeartbeatRequest(
            group_id=self._context.group_id, member_id=self.member_id,
            member_epoch=self.member_epoch)
        with anyio.CancelScope(shield=True):
            response = await self._context.link.send(
                request, timeout=self._config.request_timeout_ms / 1000,
                rpc_timeout=self._config.request_timeout_ms / 1000)
            if not response.error_code:
                self.member_epoch = response.member_epoch
                if response.heartbeat_interval_ms > 0:
                    self._interval = response.heartbeat_interval_ms / 1000
        return not response.error_code  # fenced or moved: the loop's next heartbeat handles it
