"""Consumer group operations of the Admin: list, describe (both protocols), delete, remove
members.

=================================  =======================================  =================
operation                          request                                  sent to
=================================  =======================================  =================
list_groups                        ListGroups (type and state filters)      every broker
describe_consumer_groups           ConsumerGroupDescribe, then DescribeGroups   each group's
                                   for the groups that are classic          coordinator
delete_consumer_groups             DeleteGroups                             coordinators
remove_members_from_consumer_group LeaveGroup (v3+, members by instance     the coordinator
                                   id or member id)
=================================  =======================================  =================

Coordinators are found with one batched FindCoordinator per round; NOT_COORDINATOR,
COORDINATOR_NOT_AVAILABLE and COORDINATOR_LOAD_IN_PROGRESS find them again.
"""

from __future__ import annotations

import enum
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any

from kafka_async.admin.base import (
    AdminBase,
    authorized_operations,
    broker_error,
    check_flag,
    check_str,
    settle,
)
from kafka_async.admin.calls import COORDINATOR_RETRY_CODES
from kafka_async.admin.resources import AclOperation
from kafka_async.cluster.structs import TopicPartition
from kafka_async.protocol.arguments import collection_argument, describe_value
from kafka_async.protocol.errors import BrokerError, GroupIdNotFoundError
from kafka_async.protocol.messages import (
    ConsumerGroupDescribeRequest,
    DeleteGroupsRequest,
    DescribeGroupsRequest,
    LeaveGroupRequest,
    ListGroupsRequest,
)
from kafka_async.protocol.messages.consumer_protocol import ConsumerProtocolAssignment

__all__ = [
    "ConsumerGroupDescription",
    "GroupListing",
    "GroupOps",
    "GroupState",
    "GroupType",
    "MemberDescription",
    "MemberToRemove",
]

#: GROUP_ID_NOT_FOUND, UNSUPPORTED_VERSION: ConsumerGroupDescribe cannot describe the group
#: (it is classic, or the broker predates KIP-848): ask DescribeGroups.
_ASK_CLASSIC = frozenset({69, 35})


class GroupType(enum.Enum):
    """A group's protocol (Java's GroupType); values are ListGroups' spelling."""

    UNKNOWN = "unknown"
    CLASSIC = "classic"
    CONSUMER = "consumer"
    SHARE = "share"
    STREAMS = "streams"

    @classmethod
    def parse(cls, text: str | None) -> GroupType | None:
        if not text:
            return None
        for kind in cls:
            if kind.value == text.lower():
                return kind
        return cls.UNKNOWN


class GroupState(enum.Enum):
    """A group's state (Java's GroupState); values are the brokers' spelling."""

    UNKNOWN = "Unknown"
    PREPARING_REBALANCE = "PreparingRebalance"
    COMPLETING_REBALANCE = "CompletingRebalance"
    STABLE = "Stable"
    DEAD = "Dead"
    EMPTY = "Empty"
    ASSIGNING = "Assigning"
    RECONCILING = "Reconciling"
    NOT_READY = "NotReady"

    @classmethod
    def parse(cls, text: str | None) -> GroupState | None:
        if not text:
            return None
        folded = text.replace("_", "").lower()
        for state in cls:
            if state.value.lower() == folded:
                return state
        return cls.UNKNOWN


@dataclass(frozen=True)
class GroupListing:
    group_id: str
    #: None from brokers before ListGroups v5
    type: GroupType | None
    #: the classic protocol type ("consumer", "connect", ...; "" for KIP-848 groups)
    protocol: str
    state: GroupState | None

    @property
    def is_simple_consumer_group(self) -> bool:
        return self.protocol == "" and self.type is GroupType.CLASSIC


@dataclass(frozen=True)
class MemberDescription:
    member_id: str
    group_instance_id: str | None
    client_id: str
    host: str
    assignment: frozenset[TopicPartition]
    #: KIP-848 groups only: what the group coordinator is moving the member to
    target_assignment: frozenset[TopicPartition] | None = None
    member_epoch: int | None = None
    #: KIP-848 groups only: whether the member speaks the consumer protocol (False: a classic
    #: member inside a consumer group, during an upgrade)
    upgraded: bool | None = None


@dataclass(frozen=True)
class ConsumerGroupDescription:
    group_id: str
    is_simple_consumer_group: bool
    members: tuple[MemberDescription, ...]
    #: the assignor in use: a classic group's protocol (``range``...), a KIP-848 group's
    #: server assignor (``uniform``...)
    partition_assignor: str
    type: GroupType
    state: GroupState
    #: the coordinator's broker id
    coordinator: int
    authorized_operations: frozenset[AclOperation] | None = None
    group_epoch: int | None = None
    target_assignment_epoch: int | None = None


@dataclass(frozen=True)
class MemberToRemove:
    """A static member (by ``group_instance_id``, as Java) or a dynamic one (by
    ``member_id``) to remove from a group."""

    group_instance_id: str | None = None
    member_id: str | None = None

    def __post_init__(self) -> None:
        if (self.group_instance_id is None) == (self.member_id is None):
            raise ValueError("MemberToRemove needs exactly one of group_instance_id or "
                             "member_id")
        for name in ("group_instance_id", "member_id"):
            value = getattr(self, name)
            if value is not None:
                check_str(value, name)


def check_group_ids(group_ids: Iterable[str], name: str = "group_ids") -> list[str]:
    ids = collection_argument(group_ids, name, item_type=str, of="group ids")
    for group_id in ids:
        if not group_id:
            raise ValueError(f"{name} holds an empty group id")
    return list(dict.fromkeys(ids))


def _types(values: Iterable[GroupType | str], name: str) -> list[str]:
    out = []
    for value in collection_argument(values, name, of="group types"):
        kind = value if isinstance(value, GroupType) else GroupType.parse(str(value))
        if kind is None or kind is GroupType.UNKNOWN or (
                not isinstance(value, (GroupType, str))):
            raise ValueError(f"{name}: {describe_value(value)} is not a group type (classic, "
                             f"consumer, share, streams)")
        out.append(kind.value)
    return out


def _states(values: Iterable[GroupState | str], name: str) -> list[str]:
    out = []
    for value in collection_argument(values, name, of="group states"):
        state = value if isinstance(value, GroupState) else GroupState.parse(str(value))
        if state is None or state is GroupState.UNKNOWN or (
                not isinstance(value, (GroupState, str))):
            raise ValueError(f"{name}: {describe_value(value)} is not a group state ("
                             + ", ".join(s.value for s in GroupState if s.value != "Unknown")
                             + ")")
        out.append(state.value)
    return out


class GroupOps(AdminBase):
    """Consumer group operations (module docstring)."""

    async def list_groups(self, *, types_filter: Iterable[GroupType | str] = (),
                          states_filter: Iterable[GroupState | str] = (),
                          protocol_types_filter: Iterable[str] = (),
                          timeout_ms: int | None = None) -> list[GroupListing]:
        """Every group of every broker (as ``kafka-groups --list``), filtered by type
        (classic, consumer, share, streams), state and protocol type (``"consumer"``,
        ``"connect"``, ...: Java's ``withProtocolTypes``, applied to the brokers' answers);
        sorted by group id."""
        types = _types(types_filter, "types_filter")
        states = _states(states_filter, "states_filter")
        protocols = frozenset(collection_argument(protocol_types_filter, "protocol_types_filter",
                                                  item_type=str, of="protocol types"))
        deadline = self._deadline(timeout_ms)
        request = ListGroupsRequest(types_filter=types, states_filter=states)
        found: dict[str, GroupListing] = {}

        async def ask(node_id: int) -> None:
            response = await self._calls.node("ListGroups", request, node_id, deadline)
            for group in response.groups:
                if protocols and group.protocol_type not in protocols:
                    continue
                found[group.group_id] = GroupListing(
                    group.group_id, GroupType.parse(group.group_type), group.protocol_type,
                    GroupState.parse(group.group_state))

        await self._calls.for_each(await self._calls.brokers(), ask)
        return [found[g] for g in sorted(found)]

    async def list_consumer_groups(self, *, states_filter: Iterable[GroupState | str] = (),
                                   timeout_ms: int | None = None) -> list[GroupListing]:
        """The consumer groups (classic groups of protocol type "consumer" or none, and
        KIP-848 groups)."""
        groups = await self.list_groups(states_filter=states_filter, timeout_ms=timeout_ms)
        return [g for g in groups
                if g.type in (None, GroupType.CLASSIC, GroupType.CONSUMER)
                and g.protocol in ("consumer", "")]

    async def describe_consumer_groups(self, group_ids: Iterable[str], *,
                                       include_authorized_operations: bool = False,
                                       timeout_ms: int | None = None,
                                       return_exceptions: bool = False) -> dict[str, Any]:
        """{group id: ConsumerGroupDescription} for groups of either protocol; a group that
        does not exist is GroupIdNotFoundError."""

        async def ask(node_id: int, groups: list[str], results: dict[str, Any],
                      deadline: float) -> list[BrokerError]:
            retry: list[BrokerError] = []
            classic = list(groups)
            try:
                response = await self._calls.send(ConsumerGroupDescribeRequest(
                    group_ids=groups,
                    include_authorized_operations=include_authorized_operations),
                    deadline, node_id=node_id)
            except BrokerError as exc:
                if exc.code != 35:
                    raise
            else:
                classic = []
                for group in response.groups:
                    if group.error_code in _ASK_CLASSIC:
                        classic.append(group.group_id)
                    elif group.error_code:
                        self._note(group, retry, results, "ConsumerGroupDescribe")
                    else:
                        results[group.group_id] = _consumer_group(
                            group, node_id, include_authorized_operations)
            if classic:
                for old in await self._described_classic(
                        node_id, classic, include_authorized_operations, deadline, retry,
                        results):
                    if old.protocol_type not in ("consumer", ""):
                        results[old.group_id] = GroupIdNotFoundError(
                            f"group {old.group_id!r} is not a consumer group (protocol type "
                            f"{old.protocol_type!r})")
                    else:
                        results[old.group_id] = _classic_group(
                            old, node_id, include_authorized_operations)
            return retry

        return await self._describe_groups("describe_consumer_groups", group_ids,
                                           include_authorized_operations, timeout_ms,
                                           return_exceptions, ask)

    async def _described_classic(self, node_id: int, groups: list[str], with_operations: bool,
                                 deadline: float, retry: list[BrokerError],
                                 results: dict[str, Any]) -> list[Any]:
        """DescribeGroups of ``groups`` at their coordinator: an error, or a group that does
        not exist (Dead), goes into ``results`` (or ``retry``); the others are returned."""
        described = await self._calls.send(DescribeGroupsRequest(
            groups=groups, include_authorized_operations=with_operations),
            deadline, node_id=node_id)
        found = []
        for group in described.groups:
            if group.error_code:
                self._note(group, retry, results, "DescribeGroups")
            elif group.group_state == "Dead":
                results[group.group_id] = GroupIdNotFoundError(
                    f"group {group.group_id!r} does not exist")
            else:
                found.append(group)
        return found

    async def _describe_groups(
        self, what: str, group_ids: Iterable[str], include_authorized_operations: bool,
        timeout_ms: int | None, return_exceptions: bool,
        ask: Callable[[int, list[str], dict[str, Any], float], Awaitable[list[BrokerError]]],
    ) -> dict[str, Any]:
        """What every describe of groups shares: the arguments checked, each group's
        coordinator asked (``ask(node, groups, results, deadline)`` fills ``results`` and
        returns the retriable errors), the outcome per group."""
        ids = check_group_ids(group_ids)
        check_flag(include_authorized_operations, "include_authorized_operations")
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)

        async def ask_by(node_id: int, groups: list[str], results: dict[str, Any]
                         ) -> list[BrokerError]:
            return await ask(node_id, groups, results, deadline)

        results = await self._calls.per_coordinator(what, ids, deadline, ask_by)
        return settle({g: results[g] for g in ids}, return_exceptions)

    @staticmethod
    def _note(group: Any, retry: list[BrokerError], results: dict[str, Any],
              what: str) -> None:
        """A group's error: retried when its coordinator moved, else its answer."""
        error = broker_error(group.error_code, getattr(group, "error_message", None),
                             f"{what} of group {group.group_id!r}")
        if group.error_code in COORDINATOR_RETRY_CODES:
            retry.append(error)
        else:
            results[group.group_id] = error

    async def delete_consumer_groups(self, group_ids: Iterable[str], *,
                                     timeout_ms: int | None = None,
                                     return_exceptions: bool = False) -> dict[str, Any]:
        """Delete empty groups and their committed offsets; {group id: None} or the error
        (NonEmptyGroupError while members are active, GroupIdNotFoundError)."""
        ids = check_group_ids(group_ids)
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)

        async def ask(node_id: int, groups: list[str], results: dict[str, Any]
                      ) -> list[BrokerError]:
            response = await self._calls.send(DeleteGroupsRequest(groups_names=groups),
                                              deadline, node_id=node_id)
            retry: list[BrokerError] = []
            for result in response.results:
                if result.error_code:
                    self._note(result, retry, results, "DeleteGroups")
                else:
                    results[result.group_id] = None
            return retry

        results = await self._calls.per_coordinator("delete_consumer_groups", ids, deadline,
                                                    ask)
        return settle({g: results[g] for g in ids}, return_exceptions)

    async def remove_members_from_consumer_group(
        self, group_id: str, members: Iterable[MemberToRemove] | None = None, *,
        reason: str | None = None, timeout_ms: int | None = None,
        return_exceptions: bool = False,
    ) -> dict[MemberToRemove, Any]:
        """Make members leave a group (a rebalance follows); ``members=None`` removes every
        member the group has now. {member: None} or the error (UnknownMemberIdError)."""
        check_str(group_id, "group_id")
        wanted = None if members is None else collection_argument(
            members, "members", item_type=MemberToRemove, of="MemberToRemoves")
        if reason is not None:
            check_str(reason, "reason", empty=True)
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        if wanted is None:
            described = (await self.describe_consumer_groups(
                [group_id], timeout_ms=timeout_ms))[group_id]
            wanted = [MemberToRemove(group_instance_id=m.group_instance_id)
                      if m.group_instance_id else MemberToRemove(member_id=m.member_id)
                      for m in described.members]
        if not wanted:
            return {}
        identity = LeaveGroupRequest.MemberIdentity
        request = LeaveGroupRequest(group_id=group_id, members=[
            identity(member_id=m.member_id or "", group_instance_id=m.group_instance_id,
                     reason=reason or "the member was removed by an admin operation")
            for m in wanted])

        async def ask(node_id: int, groups: list[str], results: dict[str, Any]
                      ) -> list[BrokerError]:
            response = await self._calls.send(request, deadline, node_id=node_id)
            if response.error_code:
                error = broker_error(response.error_code, None,
                                     f"LeaveGroup of group {group_id!r}")
                if response.error_code in COORDINATOR_RETRY_CODES:
                    return [error]
                raise error
            results[group_id] = response.members
            return []

        answers = (await self._calls.per_coordinator(
            "remove_members_from_consumer_group", [group_id], deadline, ask))[group_id]
        if isinstance(answers, BrokerError):
            raise answers
        outcome: dict[MemberToRemove, Any] = {}
        for member in wanted:
            answer = next((a for a in answers if
                           (member.group_instance_id and a.group_instance_id ==
                            member.group_instance_id) or
                           (member.member_id and a.member_id == member.member_id)), None)
            if answer is None:
                outcome[member] = None
            elif answer.error_code:
                outcome[member] = broker_error(answer.error_code, None,
                                               f"removing {member} from group {group_id!r}")
            else:
                outcome[member] = None
        return settle(outcome, return_exceptions)


def _partitions(topics: Any) -> frozenset[TopicPartition]:
    return frozenset(TopicPartition(t.topic_name, p) for t in topics.topic_partitions
                     for p in t.partitions)


def _consumer_group(group: Any, coordinator: int, with_operations: bool
                    ) -> ConsumerGroupDescription:
    members = tuple(MemberDescription(
        member_id=m.member_id, group_instance_id=m.instance_id, client_id=m.client_id,
        host=m.client_host, assignment=_partitions(m.assignment),
        target_assignment=_partitions(m.target_assignment), member_epoch=m.member_epoch,
        upgraded=None if m.member_type < 0 else m.member_type == 1)
        for m in group.members)
    return ConsumerGroupDescription(
        group_id=group.group_id, is_simple_consumer_group=False, members=members,
        partition_assignor=group.assignor_name, type=GroupType.CONSUMER,
        state=GroupState.parse(group.group_state) or GroupState.UNKNOWN,
        coordinator=coordinator,
        authorized_operations=(authorized_operations(group.authorized_operations)
                               if with_operations else None),
        group_epoch=group.group_epoch, target_assignment_epoch=group.assignment_epoch)


def _classic_group(group: Any, coordinator: int, with_operations: bool
                   ) -> ConsumerGroupDescription:
    return ConsumerGroupDescription(
        group_id=group.group_id, is_simple_consumer_group=group.protocol_type == "",
        members=classic_members(group), partition_assignor=group.protocol_data,
        type=GroupType.CLASSIC, state=GroupState.parse(group.group_state) or GroupState.UNKNOWN,
        coordinator=coordinator,
        authorized_operations=(authorized_operations(group.authorized_operations)
                               if with_operations else None))


def classic_members(group: Any) -> tuple[MemberDescription, ...]:
    """The members of a DescribeGroups answer; an assignment that is not the consumer
    protocol's (a Connect group's) is reported empty, as Java reports it."""
    members = []
    for m in group.members:
        assigned: frozenset[TopicPartition] = frozenset()
        if m.member_assignment:
            try:
                decoded, _ = ConsumerProtocolAssignment.decode_versioned(m.member_assignment)
                assigned = frozenset(TopicPartition(tp.topic, p)
                                     for tp in decoded.assigned_partitions
                                     for p in tp.partitions)
            except Exception:  # a non-consumer assignment: report it empty
                assigned = frozenset()
        members.append(MemberDescription(
            member_id=m.member_id, group_instance_id=m.group_instance_id,
            client_id=m.client_id, host=m.client_host, assignment=assigned))
    return tuple(members)
