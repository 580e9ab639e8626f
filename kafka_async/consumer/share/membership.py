"""ShareMembership: this member's place in a share group (ShareGroupHeartbeat, KIP-932).

Theory of operation
-------------------
A share group's coordinator assigns partitions itself (the ``simple`` share assignor): the
member heartbeats its subscription and receives the partitions it may fetch from. Unlike a
consumer group there is nothing to hand over: many members share a partition, and records,
not partitions, are what each holds (acquired, with a lock), so an assignment simply replaces
the previous one, with no revocation step.

States and transitions (``_heartbeat`` and ``leave`` are the only code that changes them):

===========  ===============================================  ==========================
state        event                                            next
===========  ===============================================  ==========================
OUT (ep 0)   a subscription to heartbeat                      joins: heartbeat at epoch 0
IN (ep n)    heartbeat answered                               IN at the epoch returned;
                                                              a new assignment replaces
                                                              the old one
IN           FENCED_MEMBER_EPOCH / UNKNOWN_MEMBER_ID          OUT, assignment dropped;
                                                              rejoins at once (same id)
IN / OUT     coordinator moved or loading, connection lost    same state; coordinator
                                                              found again, retried with
                                                              backoff
IN / OUT     any other non-retriable error                    the error is raised by the
                                                              next poll; retried later
IN           subscription emptied, or close                   OUT: heartbeat at epoch -1
===========  ===============================================  ==========================

The member id is chosen here (a UUID in Java's text form) and kept for the member's life, as
ShareGroupHeartbeat requires.
"""

from __future__ import annotations

import base64
import logging
import uuid
from collections import deque
from collections.abc import Callable

import anyio

from kafka_async.cluster.client import KafkaClient
from kafka_async.cluster.coordinator import CoordinatorLink
from kafka_async.consumer.share.config import ShareConsumerConfig
from kafka_async.consumer.structs import TopicPartition
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaConnectionError, KafkaTimeoutError
from kafka_async.protocol.errors import KafkaError, error_for_code
from kafka_async.protocol.messages import (
    ShareGroupHeartbeatRequest,
    ShareGroupHeartbeatResponse,
)

__all__ = ["ShareMembership"]

logger = logging.getLogger("kafka_async.consumer.share")

_JOIN_EPOCH = 0
_LEAVE_EPOCH = -1
_UNKNOWN_MEMBER_ID = 25
_FENCED_MEMBER_EPOCH = 110
_COORDINATOR = (14, 15, 16)


def new_member_id() -> str:
    """A fresh member id in the form Java's Uuid.toString() gives (22 url-safe base64 chars)."""
    return base64.urlsafe_b64encode(uuid.uuid4().bytes).decode("ascii").rstrip("=")


class ShareMembership:
    """Heartbeats (join, stay, leave) and the assignment they bring."""

    def __init__(self, client: KafkaClient, config: ShareConsumerConfig,
                 errors: deque[BaseException],
                 on_assignment: Callable[[frozenset[TopicPartition]], None],
                 on_error: Callable[[], None]) -> None:
        assert config.group_id is not None
        self._client = client
        self._config = config
        self.group_id = config.group_id
        self._errors = errors
        self._on_assignment = on_assignment
        self._on_error = on_error
        self._backoff = ExponentialBackoff(config.retry_backoff_ms / 1000,
                                           config.retry_backoff_max_ms / 1000)
        self.link = CoordinatorLink(client, config.group_id, self._backoff)
        self.member_id = new_member_id()
        self.member_epoch = _JOIN_EPOCH
        self.topics: frozenset[str] = frozenset()
        self._sent_topics: frozenset[str] | None = None
        self._interval = 5.0  # until the coordinator says (group share.heartbeat.interval.ms)
        self._wake = anyio.Event()
        self.assignment: frozenset[TopicPartition] = frozenset()
        #: how many times this member (re)joined; a fenced member rejoins
        self.joins = 0
        self.heartbeats = 0  # answered heartbeats (heartbeat-total)
        self.joined = anyio.Event()  # set once a heartbeat made this member part of the group

    @property
    def in_group(self) -> bool:
        return self.member_epoch > 0

    def subscribe(self, topics: frozenset[str]) -> None:
        self.topics = topics
        self._wake.set()

    async def run(self) -> None:
        """The heartbeat loop, until cancelled (close)."""
        failures = 0
        while True:
            if not self.topics:
                if self.in_group:
                    await self.leave()
                await self._sleep(None)
                continue
            try:
                await self._heartbeat()
                failures = 0
            except (KafkaConnectionError, KafkaTimeoutError) as exc:
                failures += 1
                self.link.mark_dead(exc)
                logger.info("share group %s: heartbeat failed: %s", self.group_id, exc)
                await anyio.sleep(self._backoff.delay(failures))
                continue
            except KafkaError as exc:
                failures += 1
                if not exc.retriable:
                    self._errors.append(exc)
                    self._on_error()
                logger.warning("share group %s: heartbeat failed: %s", self.group_id, exc)
                await anyio.sleep(max(self._backoff.delay(failures), 1.0
                                      if not exc.retriable else 0.0))
                continue
            await self._sleep(self._interval if self.in_group else 0.0)

    async def _sleep(self, seconds: float | None) -> None:
        if seconds is not None and seconds <= 0:
            return
        with anyio.move_on_after(seconds if seconds is not None else float("inf")):
            await self._wake.wait()
        self._wake = anyio.Event()

    async def _heartbeat(self) -> None:
        joining = self.member_epoch == _JOIN_EPOCH
        topics = self.topics
        self._client.track_topics(topics)
        changed = joining or topics != self._sent_topics
        request = ShareGroupHeartbeatRequest(
            group_id=self.group_id, member_id=self.member_id, member_epoch=self.member_epoch,
            rack_id=(self._config.client_rack or None) if joining else None,
            subscribed_topic_names=sorted(topics) if changed else None)
        config = self._config
        response = await self.link.send(request, timeout=config.request_timeout_ms / 1000,
                                        rpc_timeout=config.request_timeout_ms / 1000)
        self.heartbeats += 1
        code = response.error_code
        if code:
            self._check(code, response.error_message)
            return
        self._sent_topics = topics
        if response.heartbeat_interval_ms > 0:
            self._interval = response.heartbeat_interval_ms / 1000
        if joining and response.member_epoch > 0:
            self.joins += 1
            logger.info("share group %s: member %s joined at epoch %d", self.group_id,
                        self.member_id, response.member_epoch)
        self.member_epoch = response.member_epoch
        if self.member_epoch > 0:
            self.joined.set()
        if response.assignment is not None:
            await self._assign(response.assignment)

    async def _assign(self, assignment: ShareGroupHeartbeatResponse.Assignment) -> None:
        client = self._client
        names = {t.topic_id: name for name, t in client.metadata.topics.items()
                 if t.topic_id is not None}
        if any(tps.topic_id not in names for tps in assignment.topic_partitions):
            metadata = await client.refresh_metadata(self.topics)
            names = {t.topic_id: name for name, t in metadata.topics.items()
                     if t.topic_id is not None}
        target = frozenset(TopicPartition(names[tps.topic_id], p)
                           for tps in assignment.topic_partitions if tps.topic_id in names
                           for p in tps.partitions)
        if target != self.assignment:
            logger.info("share group %s: member %s epoch %d assigned %d partitions",
                        self.group_id, self.member_id, self.member_epoch, len(target))
            self.assignment = target
            self._on_assignment(target)

    def _check(self, code: int, message: str | None) -> None:
        what = f"ShareGroupHeartbeat: {message}" if message else "ShareGroupHeartbeat"
        if code in (_FENCED_MEMBER_EPOCH, _UNKNOWN_MEMBER_ID):
            logger.info("share group %s: member %s %s; rejoining", self.group_id,
                        self.member_id, error_for_code(code).__name__)
            self.member_epoch = _JOIN_EPOCH
            self._sent_topics = None
            if self.assignment:
                self.assignment = frozenset()
                self._on_assignment(self.assignment)
            return  # the loop heartbeats again at once, joining
        if code in _COORDINATOR:
            if code != 14:
                self.link.mark_dead(what)
            raise error_for_code(code)(f"{what} (group {self.group_id!r})")
        self.link.check(code, what)

    async def leave(self) -> None:
        """Heartbeat at epoch -1 (bounded by request_timeout_ms); the assignment is dropped."""
        if not self.in_group:
            return
        request = ShareGroupHeartbeatRequest(group_id=self.group_id, member_id=self.member_id,
                                             member_epoch=_LEAVE_EPOCH)
        try:
            await self.link.send(request, timeout=self._config.request_timeout_ms / 1000,
                                 rpc_timeout=self._config.request_timeout_ms / 1000)
        except KafkaError as exc:
            logger.info("share group %s: leaving failed: %s", self.group_id, exc)
        finally:
            self.member_epoch = _JOIN_EPOCH
            self._sent_topics = None
            if self.assignment:
                self.assignment = frozenset()
                self._on_assignment(self.assignment)
