"""The KIP-848 consumer group protocol (group_protocol="consumer"): ConsumerGroupHeartbeat
with server-side assignment.

Theory of operation
-------------------
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

from kafka_async.consumer.group.manager import GroupManager
from kafka_async.consumer.group.offsets import GroupMetadata
from kafka_async.consumer.structs import TopicPartition
from kafka_async.network.errors import KafkaConnectionError, KafkaTimeoutError
from kafka_async.protocol.errors import KafkaError, error_for_code
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
    """See the module docstring."""

    def __init__(self, manager: GroupManager) -> None:
        self._manager = manager
        self._config = manager.config
        self.member_id = ""
        self.member_epoch = _JOIN_EPOCH
        self._interval = self._config.heartbeat_interval_ms / 1000
        self._wakeup = anyio.Event()
        self._failures = 0
        self._announced = False  # whether this membership's first assignment was delivered
        self._sent_regex: str | None = None  # the regex the coordinator holds for us
        self._refused_regex: str | None = None  # the broker's RE2J refused it: match here

    def metadata(self) -> GroupMetadata:
        return GroupMetadata(self._manager.group_id, self.member_epoch, self.member_id,
                             self._config.group_instance_id)

    def request_rejoin(self, reason: str) -> None:
        self._wakeup.set()  # the next heartbeat carries the new subscription

    async def run(self) -> None:
        manager = self._manager
        while True:
            if not manager.active:
                await manager.subscription_changed.wait()
                continue
            if manager.poll_overdue():
                await self._leave_for_poll_timeout()
                await manager.polled.wait()
                continue
            try:
                await self._heartbeat()
                self._failures = 0
            except (KafkaConnectionError, KafkaTimeoutError) as exc:
                manager.link.mark_dead(exc)
                self._failures += 1
                await anyio.sleep(manager.backoff.delay(self._failures))
                continue
            except KafkaError as exc:
                if exc.retriable:
                    self._failures += 1
                    await anyio.sleep(manager.backoff.delay(self._failures))
                    continue
                logger.error("group %s: fatal membership error: %s", manager.group_id, exc)
                manager._errors.append(exc)
                await manager.lose(frozenset(manager.subscription.partitions))
                return
            except Exception as exc:  # e.g. a custom assignor's bad plan: tell the application
                logger.exception("group %s: membership failed", manager.group_id)
                manager._errors.append(exc)
                await manager.lose(frozenset(manager.subscription.partitions))
                return
            if self._wakeup.is_set():
                self._wakeup = anyio.Event()
                continue
            with anyio.move_on_after(self._interval):
                await self._wakeup.wait()
            self._wakeup = anyio.Event()

    def _owned(self) -> list[ConsumerGroupHeartbeatRequest.TopicPartitions]:
        metadata = self._manager.client.metadata
        by_topic: dict[str, list[int]] = {}
        for tp in sorted(self._manager.subscription.partitions):
            by_topic.setdefault(tp.topic, []).append(tp.partition)
        owned = []
        for topic, partitions in by_topic.items():
            described = metadata.topics.get(topic)
            if described is not None and described.topic_id is not None:
                owned.append(ConsumerGroupHeartbeatRequest.TopicPartitions(
                    topic_id=described.topic_id, partitions=partitions))
        return owned

    async def _heartbeat(self) -> None:
        manager = self._manager
        joining = self.member_epoch == _JOIN_EPOCH
        version = await manager.link.api_version(
            ConsumerGroupHeartbeatRequest, timeout=self._config.session_timeout_ms / 1000)
        if joining:
            self._sent_regex = None  # a new member: the coordinator holds nothing for it
            if not self.member_id and version >= _CLIENT_MEMBER_ID_VERSION:
                self.member_id = _new_member_id()  # KIP-1082: v1 members name themselves
        regex = self._server_regex(version)
        # Server-side regex (v1): the coordinator resolves the pattern (RE2J) and re-resolves it
        # as topics appear. Otherwise (v0 broker, or a pattern it cannot run) the pattern is
        # matched here and the matching topic names are sent. "" clears a regex sent before,
        # and [] the names: null would mean "unchanged" and the broker would keep the union.
        request = ConsumerGroupHeartbeatRequest(
            group_id=manager.group_id, member_id=self.member_id, member_epoch=self.member_epoch,
            instance_id=self._config.group_instance_id,
            rack_id=self._config.client_rack or None,
            rebalance_timeout_ms=self._config.effective_rebalance_timeout_ms,
            subscribed_topic_names=[] if regex else sorted(manager.topics),
            subscribed_topic_regex=regex or ("" if self._sent_regex else None),
            server_assignor=self._config.group_remote_assignor if joining else None,
            topic_partitions=self._owned())
        response: ConsumerGroupHeartbeatResponse = await manager.link.send(
            request, timeout=self._config.session_timeout_ms / 1000,
            rpc_timeout=self._config.request_timeout_ms / 1000)
        code = response.error_code
        if code == _INVALID_REGULAR_EXPRESSION and regex:
            logger.warning("group %s: the broker cannot run the pattern %r (%s); matching it "
                           "on the client instead", manager.group_id, regex,
                           response.error_message)
            self._refused_regex = regex
            self._wakeup.set()
            return
        if code:
            await self._on_error(code, response.error_message)
            return
        self._sent_regex = regex
        if response.member_id:
            self.member_id = response.member_id
        self.member_epoch = response.member_epoch
        if response.heartbeat_interval_ms > 0:
            self._interval = response.heartbeat_interval_ms / 1000
        if response.assignment is not None:
            await self._reconcile(response.assignment)

    def _server_regex(self, version: int) -> str | None:
        """The pattern to send as SubscribedTopicRegex, or None to send topic names: only a
        pattern without Python-only flags, to a coordinator speaking v1, not refused before."""
        pattern = self._manager.pattern
        if (pattern is None or pattern.pattern == self._refused_regex
                or pattern.flags & ~re.UNICODE):
            return None
        return pattern.pattern if version >= _REGEX_VERSION else None

    async def _reconcile(self, assignment: ConsumerGroupHeartbeatResponse.Assignment) -> None:
        manager = self._manager
        names = {t.topic_id: name for name, t in manager.client.metadata.topics.items()
                 if t.topic_id is not None}
        if any(tps.topic_id not in names for tps in assignment.topic_partitions):
            metadata = await manager.client.refresh_metadata(all_topics=True)
            names = {t.topic_id: name for name, t in metadata.topics.items()
                     if t.topic_id is not None}
        target = frozenset(TopicPartition(names[tps.topic_id], p)
                           for tps in assignment.topic_partitions if tps.topic_id in names
                           for p in tps.partitions)
        manager.client.track_topics({tp.topic for tp in target})
        owned = frozenset(manager.subscription.partitions)
        if target == owned and self._announced:
            return  # the coordinator repeats the assignment; nothing changed
        self._announced = True
        logger.info("group %s: epoch %d member %s: assigned %d (+%d -%d)", manager.group_id,
                    self.member_epoch, self.member_id, len(target), len(target - owned),
                    len(owned - target))
        if owned - target:
            await manager.revoke(owned - target)
            self._wakeup.set()  # tell the coordinator at once that they are released
        await manager.assign_more(target - owned)

    async def _on_error(self, code: int, message: str | None) -> None:
        manager = self._manager
        what = f"ConsumerGroupHeartbeat: {message}" if message else "ConsumerGroupHeartbeat"
        if code in (_FENCED_MEMBER_EPOCH, _UNKNOWN_MEMBER_ID):
            logger.info("group %s: member %s fenced (%s); rejoining", manager.group_id,
                        self.member_id, error_for_code(code).__name__)
            if code == _UNKNOWN_MEMBER_ID:
                self.member_id = ""
            self.member_epoch = _JOIN_EPOCH
            self._announced = False
            await manager.lose(frozenset(manager.subscription.partitions))
            self._wakeup.set()
            return
        if code in _COORDINATOR or code == _UNRELEASED_INSTANCE_ID:
            if code in (15, 16):
                manager.link.mark_dead(what)
            await anyio.sleep(manager.backoff.delay(1))
            return
        manager.link.check(code, what)

    async def leave(self, reason: str) -> None:
        if not self.member_id or self.member_epoch < 0:
            return
        static = self._config.group_instance_id is not None
        request = ConsumerGroupHeartbeatRequest(
            group_id=self._manager.group_id, member_id=self.member_id,
            member_epoch=_STATIC_LEAVE_EPOCH if static else _LEAVE_EPOCH,
            instance_id=self._config.group_instance_id)
        try:
            await self._manager.link.send(request, timeout=self._config.request_timeout_ms / 1000)
        finally:
            self.member_epoch = _JOIN_EPOCH
            if not static:
                self.member_id = ""

    async def keep_alive(self) -> None:
        """Heartbeats while a rebalance listener holds this task (manager._call_listener).

        A minimal heartbeat (every optional field null = unchanged) keeps the session; the
        epoch it returns is adopted, as Java does on every response. Its assignment is ignored:
        the main loop's next heartbeat reports the owned partitions and gets it again. Each
        request runs shielded, so stopping the ticker never loses an epoch the broker moved to.
        """
        manager = self._manager
        while self.member_id and self.member_epoch > 0:
            await anyio.sleep(self._interval)
            with anyio.CancelScope(shield=True):
                request = ConsumerGroupHeartbeatRequest(
                    group_id=manager.group_id, member_id=self.member_id,
                    member_epoch=self.member_epoch)
                try:
                    response: ConsumerGroupHeartbeatResponse = await manager.link.send(
                        request, timeout=self._config.request_timeout_ms / 1000,
                        rpc_timeout=self._config.request_timeout_ms / 1000)
                except KafkaError as exc:
                    logger.info("group %s: listener-time heartbeat failed: %s",
                                manager.group_id, exc)
                    continue
                if response.error_code:
                    return  # fenced or moved: the main loop's next heartbeat handles it
                self.member_epoch = response.member_epoch
                if response.heartbeat_interval_ms > 0:
                    self._interval = response.heartbeat_interval_ms / 1000

    async def _leave_for_poll_timeout(self) -> None:
        logger.warning("group %s: no poll within max_poll_interval_ms; leaving the group",
                       self._manager.group_id)
        try:
            await self.leave("consumer poll timeout has expired")
        except KafkaError as exc:
            logger.warning("group %s: leaving failed: %s", self._manager.group_id, exc)
        self.member_epoch = _JOIN_EPOCH
        self._announced = False
        await self._manager.lose(frozenset(self._manager.subscription.partitions))
