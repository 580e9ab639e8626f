"""The classic group protocol: JoinGroup, SyncGroup, Heartbeat, LeaveGroup (client-side
assignment, eager or cooperative per KIP-429, static membership per KIP-345).

Theory of operation
-------------------
``ClassicMembership`` is the classic protocol's steps; the GroupManager's membership loop
(manager.py) decides when each runs. ``join`` is JoinGroup (the coordinator waits up to the
rebalance timeout for every member) then SyncGroup (the leader's assignor result comes back,
one assignment per member), then the assignment is applied; ``heartbeat`` is one Heartbeat on
the GROUP lane (and, for the leader, a check that no subscribed topic gained partitions).

* eager (range, roundrobin, sticky): everything owned is revoked *before* JoinGroup;
* cooperative (cooperative-sticky): members keep consuming during the rebalance and report what
  they own; the leader withholds any partition changing owner; the member that must give one up
  revokes just that and rejoins at once, and the second round hands it over.

Static membership: with group_instance_id the coordinator knows the member across restarts; a
restart within session_timeout_ms gets its old assignment back, with no rebalance (generation
unchanged). Static members do not send LeaveGroup on close (as in Java): the session timeout
decides.

Errors become the loop's outcomes (membership.py): REBALANCE_IN_PROGRESS is ``Rejoin``; a
moved or loading coordinator is ``RetryLater``; UNKNOWN_MEMBER_ID / ILLEGAL_GENERATION mean
this member was dropped (``Dropped``: its partitions are *lost*, no commit, and it rejoins);
FENCED_INSTANCE_ID and authorization/protocol errors are fatal and reach the application.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Mapping

from kafka_async.cluster.metadata import ClusterMetadata
from kafka_async.consumer.group.assignors import (
    MemberSubscription,
    PartitionAssignor,
    cooperative_filter,
)
from kafka_async.consumer.group.membership import Dropped, MemberContext, Rejoin, RetryLater
from kafka_async.consumer.group.offsets import GroupMetadata
from kafka_async.consumer.structs import TopicPartition
from kafka_async.protocol.errors import error_for_code
from kafka_async.protocol.messages import (
    HeartbeatRequest,
    JoinGroupRequest,
    JoinGroupResponse,
    LeaveGroupRequest,
    SyncGroupRequest,
)
from kafka_async.protocol.messages.consumer_protocol import (
    ConsumerProtocolAssignment,
    ConsumerProtocolSubscription,
)

__all__ = ["ClassicMembership", "decode_assignment", "encode_assignment"]

logger = logging.getLogger("kafka_async.consumer.group")

PROTOCOL_TYPE = "consumer"
_SUBSCRIPTION_VERSION = 3
_ASSIGNMENT_VERSION = 3
_ILLEGAL_GENERATION = 22
_UNKNOWN_MEMBER_ID = 25
_REBALANCE_IN_PROGRESS = 27
_MEMBER_ID_REQUIRED = 79
_INCONSISTENT_GROUP_PROTOCOL = 23
_FENCED_INSTANCE_ID = 82


def encode_assignment(partitions: list[TopicPartition]) -> bytes:
    by_topic: dict[str, list[int]] = {}
    for tp in sorted(partitions):
        by_topic.setdefault(tp.topic, []).append(tp.partition)
    return ConsumerProtocolAssignment(assigned_partitions=[
        ConsumerProtocolAssignment.TopicPartition(topic=t, partitions=ps)
        for t, ps in by_topic.items()]).encode_versioned(_ASSIGNMENT_VERSION)


def decode_assignment(data: bytes) -> frozenset[TopicPartition]:
    if not data:
        return frozenset()
    assignment, _ = ConsumerProtocolAssignment.decode_versioned(data)
    return frozenset(TopicPartition(t.topic, p) for t in assignment.assigned_partitions
                     for p in t.partitions)


def decode_subscription(data: bytes, instance: str | None) -> MemberSubscription:
    found, _ = ConsumerProtocolSubscription.decode_versioned(data)
    return MemberSubscription(
        topics=frozenset(found.topics),
        owned_partitions=tuple(TopicPartition(o.topic, p) for o in found.owned_partitions
                               for p in o.partitions),
        generation_id=found.generation_id, group_instance_id=instance, rack_id=found.rack_id,
        user_data=found.user_data)


class ClassicMembership:
    """The classic protocol's steps for the GroupManager's loop (see membership.py)."""

    def __init__(self, context: MemberContext) -> None:
        self._context = context
        config = context.config
        self._config = config
        self._assignors: list[PartitionAssignor] = config.assignors
        self.member_id = ""
        self.generation_id = -1
        self.protocol_name: str | None = None
        self.leader_id = ""
        self._assigned_counts: dict[str, int] = {}
        self._assigned_ids: dict[str, uuid.UUID] = {}  # the topic ids assigned (leader)

    # ------------------------------------------------------------------ Membership

    @property
    def in_group(self) -> bool:
        return bool(self.member_id) and self.generation_id >= 0

    @property
    def heartbeat_interval(self) -> float:
        return self._config.heartbeat_interval_ms / 1000

    def metadata(self) -> GroupMetadata:
        return GroupMetadata(self._context.group_id, self.generation_id, self.member_id,
                             self._config.group_instance_id)

    @property
    def _cooperative(self) -> bool:
        chosen = self._assignor(self.protocol_name) if self.protocol_name else None
        assignor = chosen or self._assignors[0]
        return assignor.rebalance_protocol == "cooperative"

    def _assignor(self, name: str | None) -> PartitionAssignor | None:
        return next((a for a in self._assignors if a.name == name), None)

    def _trace(self, step: str, *args: object) -> None:
        """One step of the membership timeline, at DEBUG (``bench_rebalance --timeline`` prints
        them): where a rebalance spends its time is otherwise invisible."""
        if logger.isEnabledFor(logging.DEBUG):
            logger.debug("group %s client %s: " + step, self._context.group_id,
                         self._config.client_id, *args)

    async def leave(self, reason: str) -> None:
        try:
            if self._config.group_instance_id is None and self.member_id:
                request = LeaveGroupRequest(group_id=self._context.group_id, members=[
                    LeaveGroupRequest.MemberIdentity(member_id=self.member_id, reason=reason)])
                await self._context.link.send(request,
                                              timeout=self._config.request_timeout_ms / 1000)
        finally:
            self.member_id = ""
            self.generation_id = -1

    def _heartbeat_request(self) -> HeartbeatRequest:
        return HeartbeatRequest(group_id=self._context.group_id,
                                generation_id=self.generation_id, member_id=self.member_id,
                                group_instance_id=self._config.group_instance_id)

    async def keep_alive(self) -> bool:
        """REBALANCE_IN_PROGRESS still renews the session (the coordinator reschedules it),
        so a slow eager revoke listener is not a crash."""
        response = await self._context.link.send(
            self._heartbeat_request(), timeout=self._config.session_timeout_ms / 1000,
            rpc_timeout=self._config.request_timeout_ms / 1000)
        return response.error_code not in (_UNKNOWN_MEMBER_ID, _ILLEGAL_GENERATION,
                                           _FENCED_INSTANCE_ID)

    # ------------------------------------------------------------------ heartbeats

    async def heartbeat(self) -> None:
        if self._partitions_changed():
            raise Rejoin("the partition count of a subscribed topic changed")
        sent = time.monotonic()
        response = await self._context.link.send(
            self._heartbeat_request(), timeout=self._config.session_timeout_ms / 1000,
            rpc_timeout=self._config.request_timeout_ms / 1000)
        code = response.error_code
        self._trace("Heartbeat answered %d in %.1f ms", code, (time.monotonic() - sent) * 1000)
        self._check(code, "Heartbeat")

    def _partitions_changed(self) -> bool:
        """Leader duty: a subscribed topic gained partitions since the assignment, was created
        after it, or was deleted and created again (a new topic id, whatever its partition
        count: the members dropped the old topic's partitions when it went, and only a new
        assignment gives them the new one's). A topic the metadata lacks now (0) is not a
        change: an answer can leave a topic out for a moment; a deleted one is the fetcher's
        to find."""
        if self.leader_id != self.member_id or not self._assigned_counts:
            return False
        metadata = self._context.client.metadata
        if any(len(metadata.partitions_for(t)) not in (0, n)
               for t, n in self._assigned_counts.items()):
            return True
        for topic, assigned_id in self._assigned_ids.items():
            described = metadata.topics.get(topic)
            if (described is not None and described.topic_id is not None
                    and described.topic_id != assigned_id):
                return True
        return False

    def _check(self, code: int, what: str) -> None:
        """Turn a group error code into the loop's outcome (or a KafkaError)."""
        if not code:
            return
        if code == _REBALANCE_IN_PROGRESS:
            raise Rejoin("the group is rebalancing")
        if code in (_UNKNOWN_MEMBER_ID, _ILLEGAL_GENERATION):
            dropped = f"{what}: member {self.member_id!r} {error_for_code(code).__name__}"
            if code == _UNKNOWN_MEMBER_ID:
                self.member_id = ""
            self.generation_id = -1
            raise Dropped(dropped)
        if code in (14, 15, 16):  # the coordinator moved or is loading: find it, try again
            raise RetryLater(f"{what}: {error_for_code(code).__name__}",
                             forget_coordinator=code != 14)
        self._context.link.check(code, what)

    # ------------------------------------------------------------------ joining

    def _subscription_bytes(self) -> bytes:
        owned: dict[str, list[int]] = {}
        for tp in sorted(self._context.owned()):
            owned.setdefault(tp.topic, []).append(tp.partition)
        return ConsumerProtocolSubscription(
            topics=sorted(self._context.topics), user_data=None,
            owned_partitions=[ConsumerProtocolSubscription.TopicPartition(topic=t, partitions=ps)
                              for t, ps in owned.items()],
            generation_id=self.generation_id,
            rack_id=self._config.client_rack or None).encode_versioned(_SUBSCRIPTION_VERSION)

    async def join(self, reason: str) -> None:
        context = self._context
        if not self._cooperative:
            self._trace("eager rejoin (%s): revoking %d partitions", reason,
                        len(context.owned()))
            await context.revoke(context.owned())
        metadata = self._subscription_bytes()
        rebalance_ms = self._config.effective_rebalance_timeout_ms
        request = JoinGroupRequest(
            group_id=context.group_id, session_timeout_ms=self._config.session_timeout_ms,
            rebalance_timeout_ms=rebalance_ms, member_id=self.member_id,
            group_instance_id=self._config.group_instance_id, protocol_type=PROTOCOL_TYPE,
            protocols=[JoinGroupRequest.JoinGroupRequestProtocol(name=a.name, metadata=metadata)
                       for a in self._assignors],
            reason=reason)
        rpc_timeout = max(self._config.request_timeout_ms, rebalance_ms + 5_000) / 1000
        self._trace("JoinGroup sent")
        sent = time.monotonic()
        joined = await context.link.send(
            request, timeout=context.api_timeout, rpc_timeout=rpc_timeout)
        code = joined.error_code
        took = (time.monotonic() - sent) * 1000
        context.stats.join.record(took)
        self._trace("JoinGroup answered %d in %.1f ms (generation %d, %s)", code,
                    took, joined.generation_id,
                    "leader" if joined.leader and joined.leader == joined.member_id
                    else "follower")
        if code == _MEMBER_ID_REQUIRED:
            self.member_id = joined.member_id
            raise Rejoin("the coordinator assigned a member id")
        if code == _INCONSISTENT_GROUP_PROTOCOL:
            offered = ", ".join(a.name for a in self._assignors)
            self._check(code, f"JoinGroup: the group's members support none of this "
                              f"member's assignors [{offered}] (they use another "
                              f"partition_assignment_strategy, or the group is not a "
                              f"classic consumer group)")
        self._check(code, "JoinGroup")
        self.member_id = joined.member_id
        self.generation_id = joined.generation_id
        self.protocol_name = joined.protocol_name
        self.leader_id = joined.leader
        assignments: list[SyncGroupRequest.SyncGroupRequestAssignment] = []
        if joined.leader == joined.member_id and not joined.skip_assignment:
            assignments = await self._lead(joined)
        sync = SyncGroupRequest(group_id=context.group_id, generation_id=self.generation_id,
                                member_id=self.member_id,
                                group_instance_id=self._config.group_instance_id,
                                protocol_type=PROTOCOL_TYPE, protocol_name=self.protocol_name,
                                assignments=assignments)
        sent = time.monotonic()
        synced = await context.link.send(
            sync, timeout=context.api_timeout, rpc_timeout=rpc_timeout)
        took = (time.monotonic() - sent) * 1000
        context.stats.sync.record(took)
        self._trace("SyncGroup answered %d in %.1f ms", synced.error_code, took)
        self._check(synced.error_code, "SyncGroup")
        await self._reconcile(decode_assignment(synced.assignment))

    async def _reconcile(self, target: frozenset[TopicPartition]) -> None:
        context = self._context
        owned = context.owned()
        revoked = owned - target
        added = target - owned
        logger.info("group %s: generation %d member %s: assigned %d (+%d -%d)",
                    context.group_id, self.generation_id, self.member_id, len(target),
                    len(added), len(revoked))
        if revoked:
            await context.revoke(revoked)
            if self._cooperative:  # KIP-429: give them up, then a second round hands over
                context.request_rejoin("partitions revoked by a cooperative rebalance")
        await context.assign_more(added)
        self._trace("assignment applied (+%d -%d)", len(added), len(revoked))

    async def _topic_metadata(self, topics: frozenset[str]) -> ClusterMetadata:
        """The partition counts the leader assigns from: the client's cached metadata when it
        describes every subscribed topic, else a refresh.

        Why not always refresh: the leader's assignment is on every member's critical path
        (they all wait in SyncGroup), and a Metadata round trip there is pure latency when the
        cache is already current. Java's leader also assigns from its cache and fetches only
        for topics it has not seen. Growth is still caught: the topics are tracked (periodic
        refresh), and the leader compares partition counts at every heartbeat and rejoins on a
        change (``_partitions_changed``)."""
        client = self._context.client
        client.track_topics(topics)
        cached = client.metadata
        if _describes_all(cached, topics):
            return cached
        return await client.refresh_metadata(topics)

    async def _lead(self, joined: JoinGroupResponse
                    ) -> list[SyncGroupRequest.SyncGroupRequestAssignment]:
        assignor = self._assignor(joined.protocol_name)
        if assignor is None:
            raise error_for_code(23)(f"the coordinator chose assignor {joined.protocol_name!r}, "
                                     f"which this member does not have")
        members = {m.member_id: decode_subscription(m.metadata, m.group_instance_id)
                   for m in joined.members}
        topics = frozenset().union(*(s.topics for s in members.values()))
        metadata = await self._topic_metadata(topics)
        every = {t: len(metadata.partitions_for(t)) for t in topics}
        counts = {t: n for t, n in every.items() if n > 0}
        started = time.monotonic()
        plan = assignor.assign(counts, members)
        if assignor.rebalance_protocol == "cooperative":
            plan = cooperative_filter(plan, {m: s.owned_partitions for m, s in members.items()})
        _check_plan(plan, members)
        # topics without partitions too: one created after this assignment must trigger a
        # rebalance (Java's leader rejoins when its subscribed topics' metadata changes)
        self._assigned_counts = every
        self._assigned_ids = {t: d.topic_id for t in topics
                              if (d := metadata.topics.get(t)) is not None
                              and d.topic_id is not None}
        logger.info("group %s: leader %s assigned %d partitions to %d members with %s in %.1f ms",
                    self._context.group_id, self.member_id, sum(counts.values()), len(members),
                    assignor.name, (time.monotonic() - started) * 1000)
        return [SyncGroupRequest.SyncGroupRequestAssignment(member_id=m,
                                                            assignment=encode_assignment(tps))
                for m, tps in plan.items()]


def _describes_all(metadata: ClusterMetadata, topics: frozenset[str]) -> bool:
    """Whether ``metadata`` knows every topic's partitions (no error, at least one partition)."""
    for topic in topics:
        described = metadata.topics.get(topic)
        if described is None or described.error_code or not described.partitions:
            return False
    return True


def _check_plan(plan: Mapping[str, list[TopicPartition]],
                members: Mapping[str, MemberSubscription]) -> None:
    """A custom assignor's result must name known members and give a partition only once."""
    seen: set[TopicPartition] = set()
    for member, tps in plan.items():
        if member not in members:
            raise ValueError(f"the assignor returned an unknown member {member!r}")
        for tp in tps:
            if tp in seen:
                raise ValueError(f"the assignor gave {tp} to more than one member")
            seen.add(tp)
