"""Streams group operations of the Admin (KIP-1071, the Streams rebalance protocol): Java's
``describeStreamsGroups``, ``listStreamsGroupOffsets``, ``alterStreamsGroupOffsets``,
``deleteStreamsGroupOffsets`` and ``deleteStreamsGroups``.

===========================  ====================================  ========================
operation                    request                               sent to
===========================  ====================================  ========================
list_streams_groups          ListGroups (type "streams")           every broker
describe_streams_groups      StreamsGroupDescribe                  each group's coordinator
list_streams_group_offsets   OffsetFetch                           each group's coordinator
alter_streams_group_offsets  OffsetCommit (no member, epoch -1)    the group's coordinator
delete_streams_group_offsets OffsetDelete                          the group's coordinator
delete_streams_groups        DeleteGroups                          coordinators
===========================  ====================================  ========================

A Streams group is what a Kafka Streams application joins with ``group.protocol=streams``:
the coordinator holds its *topology* (subtopologies, their source, repartition and changelog
topics) and assigns *tasks* (a subtopology and a partition of its sources) rather than
partitions. Its committed offsets are those of its source topics, kept as a consumer group's
are, which is why the offset operations are the consumer group's requests (as in Java, which
implements them the same way). Altering or deleting offsets, or the group, needs a group with
no active members (the broker refuses with UnknownMemberIdError / NonEmptyGroupError /
GroupSubscribedToTopicError otherwise), exactly as for a consumer group.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from kafka_async.admin.base import (
    authorized_operations,
    check_flag,
    check_partitions,
    check_str,
    settle,
)
from kafka_async.admin.group_offsets import GroupOffsetOps, checked_commits
from kafka_async.admin.groups import GroupListing, GroupState, GroupType, check_group_ids
from kafka_async.admin.resources import AclOperation
from kafka_async.cluster.structs import OffsetAndMetadata, TopicPartition
from kafka_async.protocol.errors import BrokerError
from kafka_async.protocol.messages import StreamsGroupDescribeRequest

__all__ = [
    "StreamsEndpoint",
    "StreamsGroupDescription",
    "StreamsGroupMemberAssignment",
    "StreamsGroupMemberDescription",
    "StreamsGroupOps",
    "StreamsGroupSubtopologyDescription",
    "StreamsTaskIds",
    "StreamsTaskOffset",
    "StreamsTopicInfo",
]


@dataclass(frozen=True)
class StreamsTopicInfo:
    """An internal topic a subtopology needs (Java's
    StreamsGroupSubtopologyDescription.TopicInfo): 0 partitions, or a replication factor of
    0 or -1, means "as the broker decides"."""

    partitions: int
    replication_factor: int
    topic_configs: Mapping[str, str]


@dataclass(frozen=True)
class StreamsGroupSubtopologyDescription:
    """One subtopology of the group's topology, as the coordinator holds it."""

    subtopology_id: str
    source_topics: tuple[str, ...]
    repartition_sink_topics: tuple[str, ...]
    #: {changelog topic: its settings}
    state_changelog_topics: Mapping[str, StreamsTopicInfo]
    #: {repartition topic read by this subtopology: its settings}
    repartition_source_topics: Mapping[str, StreamsTopicInfo]


@dataclass(frozen=True)
class StreamsTaskIds:
    """The tasks of one subtopology: its id and the partitions (of its source topics) that
    name them (Java's StreamsGroupMemberAssignment.TaskIds)."""

    subtopology_id: str
    partitions: tuple[int, ...]


@dataclass(frozen=True)
class StreamsGroupMemberAssignment:
    active_tasks: tuple[StreamsTaskIds, ...]
    standby_tasks: tuple[StreamsTaskIds, ...]
    warmup_tasks: tuple[StreamsTaskIds, ...]


@dataclass(frozen=True)
class StreamsTaskOffset:
    """A task's changelog offset as the member last reported it (Java's
    StreamsGroupMemberDescription.TaskOffset)."""

    subtopology_id: str
    partition: int
    offset: int


@dataclass(frozen=True)
class StreamsEndpoint:
    """The host and port a member serves interactive queries on."""

    host: str
    port: int


@dataclass(frozen=True)
class StreamsGroupMemberDescription:
    member_id: str
    member_epoch: int
    instance_id: str | None
    rack_id: str | None
    client_id: str
    client_host: str
    #: the topology epoch the member runs
    topology_epoch: int
    #: the Kafka Streams instance (one process may run several members)
    process_id: str
    user_endpoint: StreamsEndpoint | None
    client_tags: Mapping[str, str]
    task_offsets: tuple[StreamsTaskOffset, ...]
    task_end_offsets: tuple[StreamsTaskOffset, ...]
    #: what the member owns now
    assignment: StreamsGroupMemberAssignment
    #: what the coordinator wants it to own once it has reconciled
    target_assignment: StreamsGroupMemberAssignment
    #: a member still on the classic protocol
    is_classic: bool


@dataclass(frozen=True)
class StreamsGroupDescription:
    """A Streams group as its coordinator describes it (Java's StreamsGroupDescription)."""

    group_id: str
    group_epoch: int
    target_assignment_epoch: int
    #: -1 while no member has initialized a topology
    topology_epoch: int
    subtopologies: tuple[StreamsGroupSubtopologyDescription, ...]
    members: tuple[StreamsGroupMemberDescription, ...]
    #: Empty, NotReady (the topology's topics are missing), Assigning, Reconciling, Stable,
    #: Dead
    state: GroupState
    #: the coordinator's broker id
    coordinator: int
    authorized_operations: frozenset[AclOperation] | None = None


def _topic_infos(infos: Iterable[Any]) -> dict[str, StreamsTopicInfo]:
    return {info.name: StreamsTopicInfo(info.partitions, info.replication_factor,
                                        {kv.key: kv.value for kv in info.topic_configs})
            for info in infos}


def _tasks(tasks: Iterable[Any]) -> tuple[StreamsTaskIds, ...]:
    return tuple(StreamsTaskIds(t.subtopology_id, tuple(t.partitions)) for t in tasks)


def _assignment(assignment: Any) -> StreamsGroupMemberAssignment:
    return StreamsGroupMemberAssignment(_tasks(assignment.active_tasks),
                                        _tasks(assignment.standby_tasks),
                                        _tasks(assignment.warmup_tasks))


def _task_offsets(offsets: Iterable[Any]) -> tuple[StreamsTaskOffset, ...]:
    return tuple(StreamsTaskOffset(o.subtopology_id, o.partition, o.offset) for o in offsets)


def _member(member: Any) -> StreamsGroupMemberDescription:
    endpoint = member.user_endpoint
    return StreamsGroupMemberDescription(
        member_id=member.member_id, member_epoch=member.member_epoch,
        instance_id=member.instance_id, rack_id=member.rack_id, client_id=member.client_id,
        client_host=member.client_host, topology_epoch=member.topology_epoch,
        process_id=member.process_id,
        user_endpoint=None if endpoint is None else StreamsEndpoint(endpoint.host,
                                                                    endpoint.port),
        client_tags={kv.key: kv.value for kv in member.client_tags},
        task_offsets=_task_offsets(member.task_offsets),
        task_end_offsets=_task_offsets(member.task_end_offsets),
        assignment=_assignment(member.assignment),
        target_assignment=_assignment(member.target_assignment),
        is_classic=member.is_classic)


def _description(group: Any, node_id: int, with_operations: bool) -> StreamsGroupDescription:
    topology = group.topology
    subtopologies = () if topology is None else tuple(
        StreamsGroupSubtopologyDescription(
            subtopology_id=s.subtopology_id, source_topics=tuple(s.source_topics),
            repartition_sink_topics=tuple(s.repartition_sink_topics),
            state_changelog_topics=_topic_infos(s.state_changelog_topics),
            repartition_source_topics=_topic_infos(s.repartition_source_topics))
        for s in topology.subtopologies or ())
    return StreamsGroupDescription(
        group_id=group.group_id, group_epoch=group.group_epoch,
        target_assignment_epoch=group.assignment_epoch,
        topology_epoch=-1 if topology is None else topology.epoch,
        subtopologies=subtopologies, members=tuple(_member(m) for m in group.members),
        state=GroupState.parse(group.group_state) or GroupState.UNKNOWN,
        coordinator=node_id,
        authorized_operations=(authorized_operations(group.authorized_operations)
                               if with_operations else None))


class StreamsGroupOps(GroupOffsetOps):
    """Streams group operations (module docstring)."""

    async def list_streams_groups(self, *, states_filter: Iterable[GroupState | str] = (),
                                  timeout_ms: int | None = None) -> list[GroupListing]:
        """The Streams groups of the cluster (``list_groups(types_filter=["streams"])``)."""
        return await self.list_groups(types_filter=[GroupType.STREAMS],
                                      states_filter=states_filter, timeout_ms=timeout_ms)

    async def describe_streams_groups(self, group_ids: Iterable[str], *,
                                      include_authorized_operations: bool = False,
                                      timeout_ms: int | None = None,
                                      return_exceptions: bool = False) -> dict[str, Any]:
        """{group id: StreamsGroupDescription}: topology, members, their tasks; a group that
        does not exist, or is not a Streams group, is GroupIdNotFoundError."""

        async def ask(node_id: int, groups: list[str], results: dict[str, Any],
                      deadline: float) -> list[BrokerError]:
            response = await self._calls.send(StreamsGroupDescribeRequest(
                group_ids=groups, include_authorized_operations=include_authorized_operations),
                deadline, node_id=node_id)
            retry: list[BrokerError] = []
            for group in response.groups:
                if group.error_code:
                    self._note(group, retry, results, "StreamsGroupDescribe")
                else:
                    results[group.group_id] = _description(group, node_id,
                                                           include_authorized_operations)
            return retry

        return await self._describe_groups("describe_streams_groups", group_ids,
                                           include_authorized_operations, timeout_ms,
                                           return_exceptions, ask)

    async def list_streams_group_offsets(
        self, group_specs: Mapping[str, Iterable[TopicPartition] | None] | Iterable[str], *,
        require_stable: bool = False, timeout_ms: int | None = None,
        return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """{group: {partition: OffsetAndMetadata}}: the committed offsets of Streams groups'
        source topics (``list_consumer_group_offsets``'s arguments and answer)."""
        return await self.list_consumer_group_offsets(
            group_specs, require_stable=require_stable, timeout_ms=timeout_ms,
            return_exceptions=return_exceptions)

    async def alter_streams_group_offsets(
        self, group_id: str, offsets: Mapping[TopicPartition, OffsetAndMetadata | int], *,
        timeout_ms: int | None = None, return_exceptions: bool = False,
    ) -> dict[TopicPartition, Any]:
        """Commit offsets for a Streams group with no active members (where its application
        resumes); {partition: None} or the error. GroupIdNotFoundError for a group that is
        not a Streams group (a consumer group's offsets are not touched)."""
        check_str(group_id, "group_id")  # (the arguments first: no request for bad ones)
        commits = checked_commits(offsets)
        check_flag(return_exceptions, "return_exceptions")
        await self._require_streams_group(group_id, timeout_ms)
        return await self.alter_consumer_group_offsets(
            group_id, commits, timeout_ms=timeout_ms, return_exceptions=return_exceptions)

    async def delete_streams_group_offsets(
        self, group_id: str, partitions: Iterable[TopicPartition], *,
        timeout_ms: int | None = None, return_exceptions: bool = False,
    ) -> dict[TopicPartition, Any]:
        """Delete a Streams group's committed offsets of some partitions; {partition: None}
        or the error (GroupSubscribedToTopicError while a member's topology reads it).
        GroupIdNotFoundError for a group that is not a Streams group."""
        check_str(group_id, "group_id")  # (the arguments first: no request for bad ones)
        wanted = check_partitions(partitions)
        check_flag(return_exceptions, "return_exceptions")
        await self._require_streams_group(group_id, timeout_ms)
        return await self.delete_consumer_group_offsets(
            group_id, wanted, timeout_ms=timeout_ms, return_exceptions=return_exceptions)

    async def delete_streams_groups(self, group_ids: Iterable[str], *,
                                    timeout_ms: int | None = None,
                                    return_exceptions: bool = False) -> dict[str, Any]:
        """Delete Streams groups with no active members, with their offsets and topology;
        {group id: None} or the error (NonEmptyGroupError; GroupIdNotFoundError, also for a
        group that is not a Streams group: a consumer group is never deleted by this, as
        kafka-streams-groups refuses). Their internal topics (changelogs, repartition topics)
        stay: ``delete_topics`` them."""
        ids = check_group_ids(group_ids)
        found = await self.describe_streams_groups(ids, timeout_ms=timeout_ms,
                                                   return_exceptions=True)
        results: dict[str, Any] = {g: found[g] for g in ids
                                   if isinstance(found[g], BaseException)}
        streams = [g for g in ids if g not in results]
        if streams:
            results.update(await self.delete_consumer_groups(
                streams, timeout_ms=timeout_ms, return_exceptions=True))
        return settle({g: results[g] for g in ids}, return_exceptions)

    async def _require_streams_group(self, group_id: str, timeout_ms: int | None) -> None:
        """GroupIdNotFoundError (the broker's, naming the group) unless ``group_id`` is a
        Streams group: the offset operations below are the consumer group's requests, which
        would otherwise change any group's offsets."""
        found = (await self.describe_streams_groups([group_id], timeout_ms=timeout_ms,
                                                    return_exceptions=True))[group_id]
        if isinstance(found, BaseException):
            raise found
