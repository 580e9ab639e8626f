"""The classic group protocol: JoinGroup, SyncGroup, Heartbeat, LeaveGroup (client-side
assignment, eager or cooperative per KIP-429, static membership per KIP-345).

Theory of operation
-------------------
One task loops: (re)join when needed, else heartbeat every heartbeat_interval_ms on the GROUP
lane. A join is JoinGroup (the coordinator waits up to the rebalance timeout for every member)
then SyncGroup (the leader's assignor result comes back, one assignment per member).

* eager (range, roundrobin, sticky): everything owned is revoked *before* JoinGroup;
* cooperative (cooperative-sticky): members keep consuming during the rebalance and report what
  they own; the leader withholds any partition changing owner; the member that must give one up
  revokes just that and rejoins at once, and the second round hands it over.

Static membership: with group_instance_id the coordinator knows the member across restarts; a
restart within session_timeout_ms gets its old assignment back, with no rebalance (generation
unchanged). Static members do not send LeaveGroup on close (as in Java): the session timeout
decides.

Errors: a moved coordinator is found again; UNKNOWN_MEMBER_ID / ILLEGAL_GENERATION mean this
member was dropped: its partitions are *lost* (on_partitions_lost, no commit) and it rejoins;
FENCED_INSTANCE_ID and authorization/protocol errors are fatal and reach the application.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping

import anyio

from kafka_async.cluster.metadata import ClusterMetadata
from kafka_async.consumer.group.assignors import (
    MemberSubscription,
    PartitionAssignor,
    cooperative_filter,
)
from kafka_async.consumer.group.manager import GroupManager
from kafka_async.consumer.group.offsets import GroupMetadata
from kafka_async.consumer.structs import TopicPartition
from kafka_async.network.errors import KafkaConnectionError, KafkaTimeoutError
from kafka_async.protocol.errors import KafkaError, error_for_code
from kafka_async.protocol.messages import (
    HeartbeatRequest,
    HeartbeatResponse,
    JoinGroupRequest,
    JoinGroupResponse,
    LeaveGroupRequest,
    SyncGroupRequest,
    SyncGroupResponse,
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
_FENCED_INSTANCE_ID = 82
_RETRY_JOIN = (14, 15, 16, _REBALANCE_IN_PROGRESS)


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


class _Rejoin(Exception):
    """Internal: this join round ended early; start another (after ``delay`` seconds)."""

    def __init__(self, why: str, delay: float = 0.0) -> None:
        super().__init__(why)
        self.delay = delay


class ClassicMembership:
    """See the module docstring."""

    def __init__(self, manager: GroupManager) -> None:
        self._manager = manager
        config = manager.config
        self._config = config
        self._assignors: list[PartitionAssignor] = config.assignors
        self.member_id = ""
        self.generation_id = -1
        self.protocol_name: str | None = None
        self.leader_id = ""
        self._rejoin_needed = True
        self._rejoin_reason = "joining"
        self._wakeup = anyio.Event()
        self._assigned_counts: dict[str, int] = {}
        self._failures = 0
        #: when the next heartbeat is due (anyio clock): a steady cadence measured from the last
        #: send, as Java does, so a round trip does not stretch the period and delay how soon a
        #: member hears of a rebalance
        self._next_heartbeat = 0.0

    # ------------------------------------------------------------------ Membership

    def metadata(self) -> GroupMetadata:
        return GroupMetadata(self._manager.group_id, self.generation_id, self.member_id,
                             self._config.group_instance_id)

    def request_rejoin(self, reason: str) -> None:
        self._rejoin_needed = True
        self._rejoin_reason = reason
        self._wakeup.set()

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
            logger.debug("group %s client %s: " + step, self._manager.group_id,
                         self._config.client_id, *args)

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
                if self._rejoin_needed:
                    await self._join_round()
                else:
                    await self._heartbeat_round()
                self._failures = 0
            except _Rejoin as again:
                self._rejoin_needed = True
                if again.delay:
                    await anyio.sleep(again.delay)
            except (KafkaConnectionError, KafkaTimeoutError) as exc:
                self._manager.link.mark_dead(exc)
                self._failures += 1
                await anyio.sleep(self._manager.backoff.delay(self._failures))
            except KafkaError as exc:
                if exc.retriable:
                    self._failures += 1
                    await anyio.sleep(self._manager.backoff.delay(self._failures))
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

    async def leave(self, reason: str) -> None:
        if self._config.group_instance_id is not None or not self.member_id:
            return
        request = LeaveGroupRequest(group_id=self._manager.group_id, members=[
            LeaveGroupRequest.MemberIdentity(member_id=self.member_id, reason=reason)])
        try:
            await self._manager.link.send(request, timeout=self._config.request_timeout_ms / 1000)
        finally:
            self.member_id = ""
            self.generation_id = -1

    async def keep_alive(self) -> None:
        """Heartbeats while a rebalance listener holds this task (manager._call_listener).
        Errors are left to the main loop's next heartbeat; REBALANCE_IN_PROGRESS still renews
        the session (the coordinator reschedules it), so a slow eager revoke is not a crash."""
        interval = self._config.heartbeat_interval_ms / 1000
        while self.member_id and self.generation_id >= 0:
            await anyio.sleep(interval)
            request = HeartbeatRequest(group_id=self._manager.group_id,
                                       generation_id=self.generation_id, member_id=self.member_id,
                                       group_instance_id=self._config.group_instance_id)
            try:
                response: HeartbeatResponse = await self._manager.link.send(
                    request, timeout=self._config.session_timeout_ms / 1000,
                    rpc_timeout=self._config.request_timeout_ms / 1000)
            except KafkaError as exc:
                logger.info("group %s: listener-time heartbeat failed: %s",
                            self._manager.group_id, exc)
                continue
            if response.error_code in (_UNKNOWN_MEMBER_ID, _ILLEGAL_GENERATION,
                                       _FENCED_INSTANCE_ID):
                return  # dropped: the main loop sees it at its next heartbeat

    async def _leave_for_poll_timeout(self) -> None:
        logger.warning("group %s: no poll within max_poll_interval_ms; leaving the group until "
                       "the application polls again", self._manager.group_id)
        try:
            if self.member_id and self._config.group_instance_id is None:
                await self.leave("consumer poll timeout has expired")
        except KafkaError as exc:
            logger.warning("group %s: LeaveGroup failed: %s", self._manager.group_id, exc)
        self.member_id = ""
        self.generation_id = -1
        await self._manager.lose(frozenset(self._manager.subscription.partitions))
        self.request_rejoin("the application polled again")

    # ------------------------------------------------------------------ heartbeats

    async def _heartbeat_round(self) -> None:
        interval = self._config.heartbeat_interval_ms / 1000
        now = anyio.current_time()
        if self._next_heartbeat <= 0.0 or self._next_heartbeat > now + interval:
            self._next_heartbeat = now + interval  # first round, or a clock we no longer trust
        with anyio.move_on_after(max(self._next_heartbeat - now, 0.0)):
            await self._wakeup.wait()
        self._wakeup = anyio.Event()
        if self._rejoin_needed or self._manager.poll_overdue():
            return
        self._next_heartbeat = anyio.current_time() + interval
        if self._partitions_changed():
            raise _Rejoin("the partition count of a subscribed topic changed")
        request = HeartbeatRequest(group_id=self._manager.group_id,
                                   generation_id=self.generation_id, member_id=self.member_id,
                                   group_instance_id=self._config.group_instance_id)
        sent = time.monotonic()
        response: HeartbeatResponse = await self._manager.link.send(
            request, timeout=self._config.session_timeout_ms / 1000,
            rpc_timeout=self._config.request_timeout_ms / 1000)
        code = response.error_code
        self._trace("Heartbeat answered %d in %.1f ms", code, (time.monotonic() - sent) * 1000)
        if code in (14, 15, 16):  # the coordinator moved: find it, heartbeat again (no rejoin)
            if code != 14:
                self._manager.link.mark_dead("Heartbeat")
            await anyio.sleep(self._manager.backoff.delay(1))
            return
        await self._on_group_error(code, "Heartbeat")

    def _partitions_changed(self) -> bool:
        """Leader duty: a subscribed topic gained partitions since the assignment."""
        if self.leader_id != self.member_id or not self._assigned_counts:
            return False
        metadata = self._manager.client.metadata
        return any(len(metadata.partitions_for(t)) not in (0, n)
                   for t, n in self._assigned_counts.items())

    async def _on_group_error(self, code: int, what: str) -> None:
        if not code:
            return
        manager = self._manager
        if code == _REBALANCE_IN_PROGRESS:
            raise _Rejoin("the group is rebalancing")
        if code in (_UNKNOWN_MEMBER_ID, _ILLEGAL_GENERATION):
            logger.info("group %s: %s: member %s dropped from the group (%s)", manager.group_id,
                        what, self.member_id, error_for_code(code).__name__)
            if code == _UNKNOWN_MEMBER_ID:
                self.member_id = ""
            self.generation_id = -1
            await manager.lose(frozenset(manager.subscription.partitions))
            raise _Rejoin("dropped from the group")
        if code in (14, 15, 16):
            if code != 14:
                manager.link.mark_dead(what)
            raise _Rejoin("coordinator moved", manager.backoff.delay(1))
        manager.link.check(code, what)

    # ------------------------------------------------------------------ joining

    def _subscription_bytes(self) -> bytes:
        owned: dict[str, list[int]] = {}
        for tp in sorted(self._manager.subscription.partitions):
            owned.setdefault(tp.topic, []).append(tp.partition)
        return ConsumerProtocolSubscription(
            topics=sorted(self._manager.topics), user_data=None,
            owned_partitions=[ConsumerProtocolSubscription.TopicPartition(topic=t, partitions=ps)
                              for t, ps in owned.items()],
            generation_id=self.generation_id,
            rack_id=self._config.client_rack or None).encode_versioned(_SUBSCRIPTION_VERSION)

    async def _join_round(self) -> None:
        self._rejoin_needed = False
        self._wakeup = anyio.Event()
        try:
            await self._join_and_sync()
        except BaseException:
            self._rejoin_needed = True  # a failed round (socket error, cancel): join again
            raise

    async def _join_and_sync(self) -> None:
        manager = self._manager
        if not self._cooperative:
            self._trace("eager rejoin (%s): revoking %d partitions", self._rejoin_reason,
                        len(manager.subscription.partitions))
            await manager.revoke(frozenset(manager.subscription.partitions))
        metadata = self._subscription_bytes()
        rebalance_ms = self._config.effective_rebalance_timeout_ms
        request = JoinGroupRequest(
            group_id=manager.group_id, session_timeout_ms=self._config.session_timeout_ms,
            rebalance_timeout_ms=rebalance_ms, member_id=self.member_id,
            group_instance_id=self._config.group_instance_id, protocol_type=PROTOCOL_TYPE,
            protocols=[JoinGroupRequest.JoinGroupRequestProtocol(name=a.name, metadata=metadata)
                       for a in self._assignors],
            reason=self._rejoin_reason)
        rpc_timeout = max(self._config.request_timeout_ms, rebalance_ms + 5_000) / 1000
        self._trace("JoinGroup sent")
        sent = time.monotonic()
        joined: JoinGroupResponse = await manager.link.send(
            request, timeout=manager.api_timeout, rpc_timeout=rpc_timeout)
        code = joined.error_code
        self._trace("JoinGroup answered %d in %.1f ms (generation %d, %s)", code,
                    (time.monotonic() - sent) * 1000, joined.generation_id,
                    "leader" if joined.leader and joined.leader == joined.member_id
                    else "follower")
        if code == _MEMBER_ID_REQUIRED:
            self.member_id = joined.member_id
            raise _Rejoin("the coordinator assigned a member id")
        if code in _RETRY_JOIN:
            await self._on_group_error(code, "JoinGroup")
        if code in (_UNKNOWN_MEMBER_ID, _ILLEGAL_GENERATION):
            await self._on_group_error(code, "JoinGroup")
        if code:
            manager.link.check(code, "JoinGroup")
        self.member_id = joined.member_id
        self.generation_id = joined.generation_id
        self.protocol_name = joined.protocol_name
        self.leader_id = joined.leader
        assignments: list[SyncGroupRequest.SyncGroupRequestAssignment] = []
        if joined.leader == joined.member_id and not joined.skip_assignment:
            assignments = await self._lead(joined)
        sync = SyncGroupRequest(group_id=manager.group_id, generation_id=self.generation_id,
                                member_id=self.member_id,
                                group_instance_id=self._config.group_instance_id,
                                protocol_type=PROTOCOL_TYPE, protocol_name=self.protocol_name,
                                assignments=assignments)
        sent = time.monotonic()
        synced: SyncGroupResponse = await manager.link.send(
            sync, timeout=manager.api_timeout, rpc_timeout=rpc_timeout)
        self._trace("SyncGroup answered %d in %.1f ms", synced.error_code,
                    (time.monotonic() - sent) * 1000)
        if synced.error_code:
            await self._on_group_error(synced.error_code, "SyncGroup")
        target = decode_assignment(synced.assignment)
        await self._reconcile(target)

    async def _reconcile(self, target: frozenset[TopicPartition]) -> None:
        manager = self._manager
        owned = frozenset(manager.subscription.partitions)
        revoked = owned - target
        added = target - owned
        logger.info("group %s: generation %d member %s: assigned %d (+%d -%d)",
                    manager.group_id, self.generation_id, self.member_id, len(target),
                    len(added), len(revoked))
        if revoked:
            await manager.revoke(revoked)
            if self._cooperative:  # KIP-429: give them up, then a second round hands over
                self.request_rejoin("partitions revoked by a cooperative rebalance")
        await manager.assign_more(added)
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
        client = self._manager.client
        client.track_topics(topics)
        cached = client.metadata
        if _describes_all(cached, topics):
            return cached
        return await client.refresh_metadata(topics)

    async def _lead(self, joined: JoinGroupResponse
                    ) -> list[SyncGroupRequest.SyncGroupRequestAssignment]:
        manager = self._manager
        assignor = self._assignor(joined.protocol_name)
        if assignor is None:
            raise error_for_code(23)(f"the coordinator chose assignor {joined.protocol_name!r}, "
                                     f"which this member does not have")
        members = {m.member_id: decode_subscription(m.metadata, m.group_instance_id)
                   for m in joined.members}
        topics = frozenset().union(*(s.topics for s in members.values()))
        metadata = await self._topic_metadata(topics)
        counts = {t: len(metadata.partitions_for(t)) for t in topics}
        counts = {t: n for t, n in counts.items() if n > 0}
        started = time.monotonic()
        plan = assignor.assign(counts, members)
        if assignor.rebalance_protocol == "cooperative":
            plan = cooperative_filter(plan, {m: s.owned_partitions for m, s in members.items()})
        _check_plan(plan, members)
        self._assigned_counts = counts
        logger.info("group %s: leader %s assigned %d partitions to %d members with %s in %.1f ms",
                    manager.group_id, self.member_id, sum(counts.values()), len(members),
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
