"""Classic groups of any protocol type (consumer, Connect, ...) described with DescribeGroups:
Java's ``describeClassicGroups`` (KIP-1043), for what ``describe_consumer_groups`` leaves out
(a Connect cluster's group, say), with the group's protocol type and protocol as the
coordinator stores them.

Each group goes to its coordinator (one batched FindCoordinator per round); a group that does
not exist, or is not classic (a KIP-848 consumer group, a share group), is its own
GroupIdNotFoundError, as Java reports it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from kafka_async.admin.base import authorized_operations
from kafka_async.admin.groups import GroupOps, GroupState, MemberDescription, classic_members
from kafka_async.admin.resources import AclOperation
from kafka_async.protocol.errors import BrokerError

__all__ = ["ClassicGroupDescription", "ClassicGroupOps"]


@dataclass(frozen=True)
class ClassicGroupDescription:
    """A classic group as its coordinator describes it (Java's ClassicGroupDescription)."""

    group_id: str
    #: the protocol type: "consumer", "connect", ...; "" for a group that only commits offsets
    protocol: str
    #: the protocol the members agreed on (a consumer group's assignor, ``range``...)
    protocol_data: str
    members: tuple[MemberDescription, ...]
    #: PreparingRebalance, CompletingRebalance, Stable, Dead or Empty (Java's
    #: ClassicGroupState: the classic states of GroupState)
    state: GroupState
    #: the coordinator's broker id
    coordinator: int
    authorized_operations: frozenset[AclOperation] | None = None

    @property
    def is_simple_consumer_group(self) -> bool:
        return self.protocol == ""


class ClassicGroupOps(GroupOps):
    """``describe_classic_groups`` (module docstring)."""

    async def describe_classic_groups(self, group_ids: Iterable[str], *,
                                      include_authorized_operations: bool = False,
                                      timeout_ms: int | None = None,
                                      return_exceptions: bool = False) -> dict[str, Any]:
        """{group id: ClassicGroupDescription} for classic groups of any protocol type; a
        group that does not exist or is not classic is GroupIdNotFoundError."""

        async def ask(node_id: int, groups: list[str], results: dict[str, Any],
                      deadline: float) -> list[BrokerError]:
            retry: list[BrokerError] = []
            for group in await self._described_classic(
                    node_id, groups, include_authorized_operations, deadline, retry, results):
                results[group.group_id] = ClassicGroupDescription(
                    group_id=group.group_id, protocol=group.protocol_type,
                    protocol_data=group.protocol_data, members=classic_members(group),
                    state=GroupState.parse(group.group_state) or GroupState.UNKNOWN,
                    coordinator=node_id,
                    authorized_operations=(authorized_operations(group.authorized_operations)
                                           if include_authorized_operations else None))
            return retry

        return await self._describe_groups("describe_classic_groups", group_ids,
                                           include_authorized_operations, timeout_ms,
                                           return_exceptions, ask)
