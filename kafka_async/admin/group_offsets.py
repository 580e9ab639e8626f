"""Committed offsets of consumer groups, from the Admin: list (many groups per request), alter,
delete, the lag per partition, and offset resets as ``kafka-consumer-groups --reset-offsets``.

=================================  ==================  ====================================
operation                          request             sent to
=================================  ==================  ====================================
list_consumer_group_offsets        OffsetFetch v8+     each coordinator, its groups batched
alter_consumer_group_offsets       OffsetCommit        the group's coordinator (generation
                                                       -1: only an empty group accepts it)
delete_consumer_group_offsets      OffsetDelete        the group's coordinator
list_consumer_group_lag            OffsetFetch +       coordinator, then partition leaders
                                   ListOffsets
reset_consumer_group_offsets       the above           refused while the group has members
=================================  ==================  ====================================

Lag is what kafka-consumer-groups prints: the log end offset (read_uncommitted, as the tool
asks) minus the committed offset, for each partition the group has committed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from kafka_async.admin.base import (
    broker_error,
    by_topic,
    check_flag,
    check_partition_map,
    check_partitions,
    check_str,
    settle,
)
from kafka_async.admin.calls import COORDINATOR_RETRY_CODES
from kafka_async.admin.groups import GroupOps, GroupState, check_group_ids
from kafka_async.admin.records import ListOffsetsResultInfo, OffsetSpec, RecordOps
from kafka_async.admin.topics import TopicOps
from kafka_async.cluster.structs import OffsetAndMetadata, TopicPartition
from kafka_async.protocol.arguments import (
    INT64_MAX,
    check_int,
    collection_argument,
    describe_value,
)
from kafka_async.protocol.errors import BrokerError, NonEmptyGroupError
from kafka_async.protocol.messages import (
    OffsetCommitRequest,
    OffsetDeleteRequest,
    OffsetFetchRequest,
)

__all__ = ["GroupOffsetOps", "OffsetReset", "PartitionLag"]

#: UNSTABLE_OFFSET_COMMIT: a transaction holding offsets is still open; ask again.
_UNSTABLE = 88
_Group = OffsetFetchRequest.OffsetFetchRequestGroup
_Commit = OffsetCommitRequest.OffsetCommitRequestTopic
_Delete = OffsetDeleteRequest.OffsetDeleteRequestTopic


@dataclass(frozen=True)
class PartitionLag:
    """A group's position on one partition: committed offset, log end offset, and the lag
    between them (the LAG column of ``kafka-consumer-groups --describe``)."""

    committed: OffsetAndMetadata
    log_end_offset: int

    @property
    def lag(self) -> int:
        """Log end minus committed, as the tool's LAG: negative when the commit is past the
        log's end (a log truncated or deleted and recreated), which a clamp would hide."""
        return self.log_end_offset - self.committed.offset


@dataclass(frozen=True)
class OffsetReset:
    """Where ``reset_consumer_group_offsets`` moves a group, as the tool's options:
    ``OffsetReset.to_earliest()``, ``to_latest()``, ``to_offset(n)``, ``shift_by(n)``,
    ``to_timestamp(ms)`` (``--to-datetime``). Results are kept inside each partition's
    [earliest, latest] range, as the tool does."""

    kind: str
    value: int = 0

    @classmethod
    def to_earliest(cls) -> OffsetReset:
        return cls("earliest")

    @classmethod
    def to_latest(cls) -> OffsetReset:
        return cls("latest")

    @classmethod
    def to_offset(cls, offset: int) -> OffsetReset:
        return cls("offset", check_int(offset, "offset", 0, INT64_MAX))

    @classmethod
    def shift_by(cls, delta: int) -> OffsetReset:
        return cls("shift", check_int(delta, "delta", -INT64_MAX, INT64_MAX))

    @classmethod
    def to_timestamp(cls, timestamp_ms: int) -> OffsetReset:
        return cls("timestamp", check_int(timestamp_ms, "timestamp_ms", 0, INT64_MAX))

    def __post_init__(self) -> None:
        if self.kind not in ("earliest", "latest", "offset", "shift", "timestamp"):
            raise ValueError(f"unknown OffsetReset kind {self.kind!r}; use the "
                             "OffsetReset.to_earliest()/... constructors")


def _group_specs(group_specs: Any) -> dict[str, list[TopicPartition] | None]:
    """``{group: partitions or None}`` from a dict, or from a collection of group ids (all
    partitions of each)."""
    if isinstance(group_specs, Mapping):
        specs: dict[str, list[TopicPartition] | None] = {}
        for group_id, partitions in group_specs.items():
            (checked,) = check_group_ids([group_id], "group_specs")
            specs[checked] = None if partitions is None else check_partitions(
                partitions, f"group_specs[{group_id!r}]")
        return specs
    return dict.fromkeys(check_group_ids(group_specs, "group_specs"))


class GroupOffsetOps(GroupOps, RecordOps, TopicOps):
    """Committed-offset operations (module docstring)."""

    async def list_consumer_group_offsets(
        self, group_specs: Mapping[str, Iterable[TopicPartition] | None] | Iterable[str], *,
        require_stable: bool = False, timeout_ms: int | None = None,
        return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """{group: {partition: OffsetAndMetadata}} for many groups in one call: a dict
        ``{group: partitions or None (all)}`` or a list of group ids. ``require_stable``
        (KIP-447) waits out offsets held by an open transaction."""
        specs = _group_specs(group_specs)
        check_flag(require_stable, "require_stable")
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)

        async def ask(node_id: int, groups: list[str], results: dict[str, Any]
                      ) -> list[BrokerError]:
            request = OffsetFetchRequest(require_stable=require_stable, groups=[
                _Group(group_id=g, topics=None if specs[g] is None else [
                    _Group.OffsetFetchRequestTopics(name=name, partition_indexes=parts)
                    for name, parts in by_topic(specs[g] or ()).items()])
                for g in groups])
            response = await self._calls.send(request, deadline, node_id=node_id)
            retry: list[BrokerError] = []
            for group in response.groups:
                what = f"OffsetFetch of group {group.group_id!r}"
                if group.error_code:
                    error = broker_error(group.error_code, None, what)
                    if group.error_code in COORDINATOR_RETRY_CODES:
                        retry.append(error)
                    else:
                        results[group.group_id] = error
                    continue
                offsets: dict[TopicPartition, OffsetAndMetadata] = {}
                failed: BrokerError | None = None
                for topic in group.topics:
                    for part in topic.partitions:
                        tp = TopicPartition(topic.name, part.partition_index)
                        if part.error_code == _UNSTABLE:
                            retry.append(broker_error(part.error_code, None, f"{what} {tp}"))
                            failed = failed or retry[-1]
                        elif part.error_code:
                            failed = failed or broker_error(part.error_code, None,
                                                            f"{what} {tp}")
                        elif part.committed_offset >= 0:
                            offsets[tp] = OffsetAndMetadata(part.committed_offset,
                                                            part.metadata or "",
                                                            part.committed_leader_epoch)
                if failed is None:
                    results[group.group_id] = offsets
                elif failed not in retry:
                    results[group.group_id] = failed
            return retry

        results = await self._calls.per_coordinator("list_consumer_group_offsets",
                                                    list(specs), deadline, ask)
        return settle({g: results[g] for g in specs}, return_exceptions)

    async def alter_consumer_group_offsets(
        self, group_id: str, offsets: Mapping[TopicPartition, OffsetAndMetadata | int], *,
        timeout_ms: int | None = None, return_exceptions: bool = False,
    ) -> dict[TopicPartition, Any]:
        """Commit offsets for a group that has no active members (an active group refuses
        with UnknownMemberIdError); {partition: None} or the error."""
        check_str(group_id, "group_id")
        commits = checked_commits(offsets)
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        if not commits:
            return {}
        request = OffsetCommitRequest(
            group_id=group_id, generation_id_or_member_epoch=-1, member_id="",
            group_instance_id=None, topics=[_Commit(name=name, partitions=[
                _Commit.OffsetCommitRequestPartition(
                    partition_index=p, committed_offset=commits[TopicPartition(name, p)].offset,
                    committed_leader_epoch=commits[TopicPartition(name, p)].leader_epoch,
                    committed_metadata=commits[TopicPartition(name, p)].metadata)
                for p in parts]) for name, parts in by_topic(commits).items()])
        outcome: dict[TopicPartition, BrokerError | None] = {}

        async def ask(node_id: int, groups: list[str], results: dict[str, Any]
                      ) -> list[BrokerError]:
            response = await self._calls.send(request, deadline, node_id=node_id)
            retry: list[BrokerError] = []
            for topic in response.topics:
                for part in topic.partitions:
                    tp = TopicPartition(topic.name, part.partition_index)
                    if not part.error_code:
                        outcome[tp] = None
                        continue
                    error = broker_error(part.error_code, None,
                                         f"committing {tp} for group {group_id!r}")
                    if part.error_code in COORDINATOR_RETRY_CODES:
                        retry.append(error)
                    outcome[tp] = error
            if not retry:
                results[group_id] = None
            return retry

        found = await self._calls.per_coordinator("alter_consumer_group_offsets", [group_id],
                                                  deadline, ask)
        if isinstance(found[group_id], BrokerError):
            raise found[group_id]
        return settle({tp: outcome.get(tp) for tp in commits}, return_exceptions)

    async def delete_consumer_group_offsets(
        self, group_id: str, partitions: Iterable[TopicPartition], *,
        timeout_ms: int | None = None, return_exceptions: bool = False,
    ) -> dict[TopicPartition, Any]:
        """Delete a group's committed offsets of some partitions; {partition: None} or the
        error (GroupSubscribedToTopicError while a member consumes the topic)."""
        check_str(group_id, "group_id")
        wanted = check_partitions(partitions)
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        if not wanted:
            return {}
        request = OffsetDeleteRequest(group_id=group_id, topics=[
            _Delete(name=name, partitions=[_Delete.OffsetDeleteRequestPartition(
                partition_index=p) for p in parts])
            for name, parts in by_topic(wanted).items()])
        outcome: dict[TopicPartition, BrokerError | None] = {}

        async def ask(node_id: int, groups: list[str], results: dict[str, Any]
                      ) -> list[BrokerError]:
            response = await self._calls.send(request, deadline, node_id=node_id)
            if response.error_code:
                error = broker_error(response.error_code, None,
                                     f"OffsetDelete for group {group_id!r}")
                if response.error_code in COORDINATOR_RETRY_CODES:
                    return [error]
                results[group_id] = error
                return []
            for topic in response.topics:
                for part in topic.partitions:
                    tp = TopicPartition(topic.name, part.partition_index)
                    outcome[tp] = (broker_error(part.error_code, None,
                                                f"deleting the offset of {tp} for group "
                                                f"{group_id!r}")
                                   if part.error_code else None)
            results[group_id] = None
            return []

        found = await self._calls.per_coordinator("delete_consumer_group_offsets",
                                                  [group_id], deadline, ask)
        if isinstance(found[group_id], BrokerError):
            raise found[group_id]
        return settle({tp: outcome.get(tp) for tp in wanted}, return_exceptions)

    # ------------------------------------------------------------------ lag and resets

    async def list_consumer_group_lag(self, group_id: str, *,
                                      timeout_ms: int | None = None
                                      ) -> dict[TopicPartition, PartitionLag]:
        """{partition: PartitionLag} for every partition the group has committed: the same
        numbers as ``kafka-consumer-groups --describe`` (CURRENT-OFFSET, LOG-END-OFFSET,
        LAG)."""
        check_str(group_id, "group_id")
        committed = (await self.list_consumer_group_offsets(
            [group_id], timeout_ms=timeout_ms))[group_id]
        if not committed:
            return {}
        ends = await self.list_offsets(
            dict.fromkeys(committed, OffsetSpec.latest()), timeout_ms=timeout_ms)
        return {tp: PartitionLag(committed[tp], ends[tp].offset) for tp in sorted(committed)}

    async def reset_consumer_group_offsets(
        self, group_id: str, reset: OffsetReset,
        partitions: Iterable[TopicPartition | str] | None = None, *,
        dry_run: bool = False, timeout_ms: int | None = None,
    ) -> dict[TopicPartition, OffsetAndMetadata]:
        """Move a group's committed offsets (``kafka-consumer-groups --reset-offsets``):
        of ``partitions`` (TopicPartitions, or topic names for all their partitions), by
        default every partition the group has committed. Refused with NonEmptyGroupError
        while the group has active members, as the tool refuses. Returns the new offsets;
        ``dry_run`` computes them without committing (the tool's ``--dry-run``)."""
        check_str(group_id, "group_id")
        if not isinstance(reset, OffsetReset):
            raise TypeError(f"reset must be an OffsetReset (e.g. OffsetReset.to_earliest()), "
                            f"got {describe_value(reset)}")
        check_flag(dry_run, "dry_run")
        described = (await self.describe_consumer_groups(
            [group_id], timeout_ms=timeout_ms, return_exceptions=True))[group_id]
        if isinstance(described, BrokerError) and described.code != 69:
            raise described
        active = not isinstance(described, BrokerError) and (
            described.members or described.state not in (GroupState.EMPTY, GroupState.DEAD))
        if active:
            raise NonEmptyGroupError(
                f"offsets of group {group_id!r} can only be reset while it is inactive, "
                f"but it is {described.state.value} with {len(described.members)} "
                "active members; stop its consumers first")
        committed = (await self.list_consumer_group_offsets(
            [group_id], timeout_ms=timeout_ms))[group_id]
        targets = await self._reset_partitions(partitions, committed, timeout_ms)
        if not targets:
            return {}
        new_offsets = await self._reset_targets(reset, targets, committed, timeout_ms)
        if not dry_run:
            await self.alter_consumer_group_offsets(group_id, new_offsets,
                                                    timeout_ms=timeout_ms)
        return new_offsets

    async def _reset_partitions(self, partitions: Iterable[TopicPartition | str] | None,
                                committed: Mapping[TopicPartition, OffsetAndMetadata],
                                timeout_ms: int | None) -> list[TopicPartition]:
        if partitions is None:
            return sorted(committed)
        items: list[Any] = collection_argument(partitions, "partitions",
                                               of="TopicPartitions or topic names")
        topics = [i for i in items if isinstance(i, str)]
        targets = check_partitions([i for i in items if not isinstance(i, str)])
        if topics:
            described = await self.describe_topics(
                topics, timeout_ms=timeout_ms)
            for name in topics:
                targets += [TopicPartition(name, p.partition)
                            for p in described[name].partitions]
        return list(dict.fromkeys(targets))

    async def _reset_targets(self, reset: OffsetReset, targets: list[TopicPartition],
                             committed: Mapping[TopicPartition, OffsetAndMetadata],
                             timeout_ms: int | None) -> dict[TopicPartition, OffsetAndMetadata]:
        async def offsets(spec: OffsetSpec) -> dict[TopicPartition, ListOffsetsResultInfo]:
            return await self.list_offsets(
                dict.fromkeys(targets, spec), timeout_ms=timeout_ms)

        earliest = await offsets(OffsetSpec.earliest())
        latest = await offsets(OffsetSpec.latest())
        if reset.kind == "timestamp":
            found = await offsets(OffsetSpec.for_timestamp(reset.value))
        result: dict[TopicPartition, OffsetAndMetadata] = {}
        for tp in targets:
            low, high = earliest[tp].offset, latest[tp].offset
            if reset.kind == "earliest":
                offset = low
            elif reset.kind == "latest":
                offset = high
            elif reset.kind == "offset":
                offset = reset.value
            elif reset.kind == "shift":
                current = committed.get(tp)
                if current is None:
                    raise ValueError(f"cannot shift {tp}: the group has no committed offset "
                                     "there")
                offset = current.offset + reset.value
            else:
                offset = found[tp].offset if found[tp].offset >= 0 else high
            result[tp] = OffsetAndMetadata(min(max(offset, low), high))
        return result


def checked_commits(offsets: Mapping[TopicPartition, OffsetAndMetadata | int]
                    ) -> dict[TopicPartition, OffsetAndMetadata]:
    """``alter_*_group_offsets``' argument checked (before any request) and normalised."""
    commits: dict[TopicPartition, OffsetAndMetadata] = {}
    for tp, value in check_partition_map(offsets, "offsets").items():
        committed = OffsetAndMetadata(value) if isinstance(value, int) else value
        if not isinstance(committed, OffsetAndMetadata) or isinstance(value, bool):
            raise TypeError(f"offsets[{tp}] must be an OffsetAndMetadata or an offset, got "
                            f"{describe_value(value)}")
        check_int(committed.offset, f"offsets[{tp}] offset", 0, INT64_MAX)
        commits[tp] = committed
    return commits
