"""Share group operations of the Admin (KIP-932): describe, offsets (the share-partition start
offsets), delete.

===========================  ====================================  ========================
operation                    request                               sent to
===========================  ====================================  ========================
list_share_groups            ListGroups (type "share")             every broker
describe_share_groups        ShareGroupDescribe                    each group's coordinator
describe_share_group_offsets DescribeShareGroupOffsets (v1: lag)   each group's coordinator
alter_share_group_offsets    AlterShareGroupOffsets                the group's coordinator
delete_share_group_offsets   DeleteShareGroupOffsets (per topic)   the group's coordinator
delete_share_groups          DeleteGroups                          coordinators
===========================  ====================================  ========================

A share group's "offset" per partition is its *start offset*: records before it are done
(accepted, rejected or archived), records at or after it are available or in flight. Altering
or deleting start offsets needs a group without active members (the broker refuses otherwise
with NonEmptyGroupError). A share group's own settings (``share.auto.offset.reset``,
``share.record.lock.duration.ms``, ``share.delivery.count.limit``, ...) are group configs:
``incremental_alter_configs({ConfigResource(ConfigResource.Type.GROUP, group_id): [...]})``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from kafka_async.admin.base import (
    authorized_operations,
    broker_error,
    by_topic,
    check_flag,
    check_partition_map,
    check_str,
    settle,
)
from kafka_async.admin.calls import COORDINATOR_RETRY_CODES
from kafka_async.admin.groups import (
    GroupListing,
    GroupOps,
    GroupState,
    GroupType,
    check_group_ids,
)
from kafka_async.admin.resources import AclOperation
from kafka_async.cluster.structs import TopicPartition
from kafka_async.protocol.arguments import INT64_MAX, check_int, collection_argument
from kafka_async.protocol.errors import BrokerError
from kafka_async.protocol.messages import (
    AlterShareGroupOffsetsRequest,
    DeleteShareGroupOffsetsRequest,
    DescribeShareGroupOffsetsRequest,
    ShareGroupDescribeRequest,
)
from kafka_async.protocol.topics import validate_topic_name

__all__ = [
    "ShareGroupDescription",
    "ShareGroupOps",
    "ShareMemberDescription",
    "SharePartitionOffsetInfo",
]

_DescribeGroup = DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup
_DescribeTopic = _DescribeGroup.DescribeShareGroupOffsetsRequestTopic
_AlterTopic = AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic
_DeleteTopic = DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic


@dataclass(frozen=True)
class ShareMemberDescription:
    member_id: str
    client_id: str
    host: str
    rack_id: str | None
    member_epoch: int
    subscribed_topics: frozenset[str]
    assignment: frozenset[TopicPartition]


@dataclass(frozen=True)
class ShareGroupDescription:
    group_id: str
    members: tuple[ShareMemberDescription, ...]
    #: the share assignor in use (``simple``)
    partition_assignor: str
    state: GroupState
    #: the coordinator's broker id
    coordinator: int
    group_epoch: int
    target_assignment_epoch: int
    authorized_operations: frozenset[AclOperation] | None = None


@dataclass(frozen=True)
class SharePartitionOffsetInfo:
    """A share partition's start offset (None before the group first read it), the leader
    epoch it was set in, and the lag: records from the start offset to the end of the
    partition not yet acknowledged (None where the broker does not say: before Kafka 4.2)."""

    start_offset: int | None
    leader_epoch: int | None
    lag: int | None


def _topics_argument(topics: Iterable[str], name: str) -> list[str]:
    names = collection_argument(topics, name, item_type=str, of="topic names")
    for topic in names:
        validate_topic_name(topic)
    return list(dict.fromkeys(names))


def _group_error(response: Any, what: str, group_id: str, results: dict[str, Any]
                 ) -> list[BrokerError] | None:
    """A request's group-level error: None when there is none; else what ``ask`` returns
    (the error to retry with, when the coordinator moved, or nothing: the group's answer is
    the error, put in ``results``)."""
    if not response.error_code:
        return None
    error = broker_error(response.error_code, response.error_message, what)
    if response.error_code in COORDINATOR_RETRY_CODES:
        return [error]
    results[group_id] = error
    return []


class ShareGroupOps(GroupOps):
    """Share group operations (module docstring)."""

    async def list_share_groups(self, *, states_filter: Iterable[GroupState | str] = (),
                                timeout_ms: int | None = None) -> list[GroupListing]:
        """The share groups of the cluster (``list_groups(types_filter=["share"])``)."""
        return await self.list_groups(types_filter=[GroupType.SHARE],
                                      states_filter=states_filter, timeout_ms=timeout_ms)

    async def describe_share_groups(self, group_ids: Iterable[str], *,
                                    include_authorized_operations: bool = False,
                                    timeout_ms: int | None = None,
                                    return_exceptions: bool = False) -> dict[str, Any]:
        """{group id: ShareGroupDescription}; a group that does not exist (or is not a share
        group) is GroupIdNotFoundError."""

        async def ask(node_id: int, groups: list[str], results: dict[str, Any],
                      deadline: float) -> list[BrokerError]:
            response = await self._calls.send(ShareGroupDescribeRequest(
                group_ids=groups, include_authorized_operations=include_authorized_operations),
                deadline, node_id=node_id)
            retry: list[BrokerError] = []
            for group in response.groups:
                if group.error_code:
                    self._note(group, retry, results, "ShareGroupDescribe")
                    continue
                members = tuple(ShareMemberDescription(
                    member_id=m.member_id, client_id=m.client_id, host=m.client_host,
                    rack_id=m.rack_id, member_epoch=m.member_epoch,
                    subscribed_topics=frozenset(m.subscribed_topic_names),
                    assignment=frozenset(TopicPartition(t.topic_name, p)
                                         for t in m.assignment.topic_partitions
                                         for p in t.partitions))
                    for m in group.members)
                results[group.group_id] = ShareGroupDescription(
                    group_id=group.group_id, members=members,
                    partition_assignor=group.assignor_name,
                    state=GroupState.parse(group.group_state) or GroupState.UNKNOWN,
                    coordinator=node_id, group_epoch=group.group_epoch,
                    target_assignment_epoch=group.assignment_epoch,
                    authorized_operations=(authorized_operations(group.authorized_operations)
                                           if include_authorized_operations else None))
            return retry

        return await self._describe_groups("describe_share_groups", group_ids,
                                           include_authorized_operations, timeout_ms,
                                           return_exceptions, ask)

    async def describe_share_group_offsets(
        self, group_specs: Mapping[str, Iterable[TopicPartition] | None] | Iterable[str], *,
        timeout_ms: int | None = None, return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """{group: {partition: SharePartitionOffsetInfo}} for many groups in one call: a dict
        ``{group: partitions or None (every partition the group has state for)}`` or a list
        of group ids. Java: ``listShareGroupOffsets``."""
        if isinstance(group_specs, Mapping):
            specs: dict[str, list[TopicPartition] | None] = {}
            for group_id in check_group_ids(group_specs, "group_specs"):
                wanted = group_specs[group_id]
                specs[group_id] = (None if wanted is None else
                                   list(check_partition_map(dict.fromkeys(wanted, 0),
                                                            f"group_specs[{group_id!r}]")))
        else:
            specs = dict.fromkeys(check_group_ids(group_specs, "group_specs"))
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)

        async def ask(node_id: int, groups: list[str], results: dict[str, Any]
                      ) -> list[BrokerError]:
            request = DescribeShareGroupOffsetsRequest(groups=[
                _DescribeGroup(group_id=g, topics=None if specs[g] is None else [
                    _DescribeTopic(topic_name=name, partitions=parts)
                    for name, parts in by_topic(specs[g] or ()).items()])
                for g in groups])
            response = await self._calls.send(request, deadline, node_id=node_id)
            retry: list[BrokerError] = []
            for group in response.groups:
                what = f"DescribeShareGroupOffsets of group {group.group_id!r}"
                if group.error_code:
                    error = broker_error(group.error_code, group.error_message, what)
                    if group.error_code in COORDINATOR_RETRY_CODES:
                        retry.append(error)
                    else:
                        results[group.group_id] = error
                    continue
                offsets: dict[TopicPartition, SharePartitionOffsetInfo] = {}
                failed: BrokerError | None = None
                for topic in group.topics:
                    for part in topic.partitions:
                        tp = TopicPartition(topic.topic_name, part.partition_index)
                        if part.error_code:
                            failed = failed or broker_error(part.error_code,
                                                            part.error_message, f"{what} {tp}")
                            continue
                        offsets[tp] = SharePartitionOffsetInfo(
                            start_offset=part.start_offset if part.start_offset >= 0 else None,
                            leader_epoch=part.leader_epoch if part.leader_epoch >= 0 else None,
                            lag=part.lag if part.lag >= 0 else None)
                results[group.group_id] = offsets if failed is None else failed
            return retry

        results = await self._calls.per_coordinator("describe_share_group_offsets",
                                                    list(specs), deadline, ask)
        return settle({g: results[g] for g in specs}, return_exceptions)

    #: Java's name for the same operation (Admin.listShareGroupOffsets).
    list_share_group_offsets = describe_share_group_offsets

    async def alter_share_group_offsets(
        self, group_id: str, offsets: Mapping[TopicPartition, int], *,
        timeout_ms: int | None = None, return_exceptions: bool = False,
    ) -> dict[TopicPartition, Any]:
        """Set the start offsets of a share group without active members; {partition: None}
        or the error (NonEmptyGroupError while members are active)."""
        check_str(group_id, "group_id")
        starts = check_partition_map(offsets, "offsets")
        for tp, offset in starts.items():
            check_int(offset, f"offsets[{tp}]", 0, INT64_MAX)
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        if not starts:
            return {}
        request = AlterShareGroupOffsetsRequest(group_id=group_id, topics=[
            _AlterTopic(topic_name=name, partitions=[
                _AlterTopic.AlterShareGroupOffsetsRequestPartition(
                    partition_index=p, start_offset=starts[TopicPartition(name, p)])
                for p in parts])
            for name, parts in by_topic(starts).items()])
        outcome: dict[TopicPartition, BrokerError | None] = {}

        async def ask(node_id: int, groups: list[str], results: dict[str, Any]
                      ) -> list[BrokerError]:
            response = await self._calls.send(request, deadline, node_id=node_id)
            what = f"AlterShareGroupOffsets for group {group_id!r}"
            refused = _group_error(response, what, group_id, results)
            if refused is not None:
                return refused
            for topic in response.responses:
                for part in topic.partitions:
                    tp = TopicPartition(topic.topic_name, part.partition_index)
                    outcome[tp] = (broker_error(part.error_code, part.error_message,
                                                f"{what} {tp}") if part.error_code else None)
            results[group_id] = None
            return []

        found = await self._calls.per_coordinator("alter_share_group_offsets", [group_id],
                                                  deadline, ask)
        if isinstance(found[group_id], BrokerError):
            raise found[group_id]
        return settle({tp: outcome.get(tp) for tp in starts}, return_exceptions)

    async def delete_share_group_offsets(
        self, group_id: str, topics: Iterable[str], *, timeout_ms: int | None = None,
        return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """Forget a share group's state for whole topics (its next member starts there per
        ``share.auto.offset.reset``); {topic: None} or the error."""
        check_str(group_id, "group_id")
        names = _topics_argument(topics, "topics")
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        if not names:
            return {}
        request = DeleteShareGroupOffsetsRequest(
            group_id=group_id, topics=[_DeleteTopic(topic_name=name) for name in names])
        outcome: dict[str, BrokerError | None] = {}

        async def ask(node_id: int, groups: list[str], results: dict[str, Any]
                      ) -> list[BrokerError]:
            response = await self._calls.send(request, deadline, node_id=node_id)
            what = f"DeleteShareGroupOffsets for group {group_id!r}"
            refused = _group_error(response, what, group_id, results)
            if refused is not None:
                return refused
            for topic in response.responses:
                outcome[topic.topic_name] = (
                    broker_error(topic.error_code, topic.error_message,
                                 f"{what} topic {topic.topic_name!r}")
                    if topic.error_code else None)
            results[group_id] = None
            return []

        found = await self._calls.per_coordinator("delete_share_group_offsets", [group_id],
                                                  deadline, ask)
        if isinstance(found[group_id], BrokerError):
            raise found[group_id]
        return settle({name: outcome.get(name) for name in names}, return_exceptions)

    async def delete_share_groups(self, group_ids: Iterable[str], *,
                                  timeout_ms: int | None = None,
                                  return_exceptions: bool = False) -> dict[str, Any]:
        """Delete share groups without active members, and their state; {group id: None} or
        the error (NonEmptyGroupError, GroupIdNotFoundError)."""
        return await self.delete_consumer_groups(group_ids, timeout_ms=timeout_ms,
                                                 return_exceptions=return_exceptions)
