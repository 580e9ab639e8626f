"""Client side of an incremental fetch session (KIP-227), pure state per broker.

A fetch session lets the broker remember which partitions we fetch and at what offsets, so the
steady-state request carries only what changed. The protocol:

* the first request is *full*: session_id 0, epoch 0 (INITIAL) asks the broker to create a
  session and lists every partition; the response returns the new session id (0 = declined);
* later requests are *incremental*: the session id and the next epoch (1, 2, ... wrapping to 1);
  they list only partitions that are new or whose request data changed (fetch offset, leader
  epoch, last fetched epoch, max bytes) and ``forgotten_topics_data`` for partitions that left;
  partitions left out keep being fetched by the broker at the offset it has cached;
* on FETCH_SESSION_ID_NOT_FOUND, INVALID_FETCH_SESSION_EPOCH, or any failed request, the client
  forgets the session and starts over with a full request.

``plan()`` computes a request from the wanted partitions; ``on_response()``/``reset()`` advance
the state. No I/O here, so the rules are unit-tested directly.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass

from kafka_async.consumer.structs import TopicPartition

__all__ = ["FINAL_EPOCH", "INITIAL_EPOCH", "FetchPlan", "FetchSession", "PartitionRequest"]

INITIAL_EPOCH = 0
FINAL_EPOCH = -1
_MAX_EPOCH = 2_147_483_647


@dataclass(frozen=True, slots=True)
class PartitionRequest:
    """What one partition's entry in a Fetch request says; compared to spot changes."""

    fetch_offset: int
    current_leader_epoch: int
    last_fetched_epoch: int
    max_bytes: int


@dataclass(frozen=True, slots=True)
class FetchPlan:
    """The session fields and partition lists of one Fetch request."""

    session_id: int
    epoch: int
    send: dict[TopicPartition, PartitionRequest]
    forget: list[TopicPartition]
    full: bool


class FetchSession:
    """One broker's fetch session, as the client sees it."""

    __slots__ = ("by_topic_id", "enabled", "epoch", "partitions", "session_id", "topic_ids")

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.by_topic_id: bool | None = None  # which Fetch versions (ids or names) it was made with
        self.session_id = 0
        self.epoch = INITIAL_EPOCH if enabled else FINAL_EPOCH
        self.partitions: dict[TopicPartition, PartitionRequest] = {}
        #: the topic ids the session's partitions were added with (Fetch v13+): a topic
        #: deleted and created again has a new id, and the broker's session still holds the
        #: old one (it would answer for the old id forever)
        self.topic_ids: dict[str, uuid.UUID] = {}

    def stale_ids(self, current: Mapping[str, uuid.UUID]) -> bool:
        """Whether a topic of the session now has another id than it was added with."""
        known = self.topic_ids
        return any(known.get(topic, topic_id) != topic_id for topic, topic_id in current.items())

    @property
    def is_incremental(self) -> bool:
        return self.enabled and self.session_id != 0 and self.epoch > INITIAL_EPOCH

    def plan(self, wanted: Mapping[TopicPartition, PartitionRequest]) -> FetchPlan:
        """The next request for ``wanted``; the session then assumes it was sent."""
        if not self.is_incremental:
            self.partitions = dict(wanted)
            return FetchPlan(self.session_id if self.enabled else 0, self.epoch, dict(wanted),
                             [], full=True)
        previous = self.partitions
        send = {tp: data for tp, data in wanted.items() if previous.get(tp) != data}
        forget = [tp for tp in previous if tp not in wanted]
        self.partitions = dict(wanted)
        return FetchPlan(self.session_id, self.epoch, send, forget, full=False)

    def on_response(self, session_id: int) -> None:
        """A successful response: adopt the session id and move to the next epoch."""
        if not self.enabled:
            return
        if session_id == 0:  # the broker declined (or closed) a session: stay full and sessionless
            self.session_id = 0
            self.epoch = INITIAL_EPOCH
            return
        if session_id != self.session_id:
            self.session_id = session_id
            self.epoch = 1
        else:
            self.epoch = 1 if self.epoch >= _MAX_EPOCH else self.epoch + 1

    def reset(self) -> None:
        """Forget the session (error, reconnect): the next request is full and opens a new one."""
        self.session_id = 0
        self.epoch = INITIAL_EPOCH if self.enabled else FINAL_EPOCH
        self.partitions = {}
        self.topic_ids = {}
