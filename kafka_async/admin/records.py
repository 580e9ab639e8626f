"""Partition and record operations of the Admin: offsets by spec, deleting records, leader
elections and partition reassignments.

======================================  ==========================  ========================
operation                               request                     sent to
======================================  ==========================  ========================
list_offsets                            ListOffsets                 each partition's leader,
                                                                    concurrently
delete_records                          DeleteRecords               each partition's leader,
                                                                    concurrently
elect_leaders                           ElectLeaders                the controller
alter_partition_reassignments           AlterPartitionReassignments the controller
list_partition_reassignments            ListPartitionReassignments  the controller
======================================  ==========================  ========================

A leader that moved (NOT_LEADER_OR_FOLLOWER, LEADER_NOT_AVAILABLE, ...) refreshes metadata and
the partition is asked again at its new leader until the call's timeout; the other answers are
per-partition results, typed errors included.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kafka_async.admin.base import (
    AdminBase,
    broker_error,
    by_topic,
    check_flag,
    check_partition_map,
    check_partitions,
    settle,
)
from kafka_async.admin.calls import LEADER_RETRY_CODES, Retry
from kafka_async.cluster.structs import TopicPartition
from kafka_async.protocol.arguments import INT32_MAX, INT64_MAX, check_int, describe_value
from kafka_async.protocol.errors import BrokerError
from kafka_async.protocol.messages import (
    AlterPartitionReassignmentsRequest,
    DeleteRecordsRequest,
    ElectLeadersRequest,
    ListOffsetsRequest,
    ListPartitionReassignmentsRequest,
)

__all__ = [
    "DeletedRecords",
    "ElectionType",
    "ListOffsetsResultInfo",
    "NewPartitionReassignment",
    "OffsetSpec",
    "PartitionReassignment",
    "RecordOps",
]

#: ListOffsets timestamps with a meaning of their own.
_LATEST, _EARLIEST, _MAX_TIMESTAMP, _EARLIEST_LOCAL, _LATEST_TIERED = -1, -2, -3, -4, -5
_EARLIEST_PENDING_UPLOAD = -6


@dataclass(frozen=True)
class OffsetSpec:
    """Which offset ``list_offsets`` looks up (Java's OffsetSpec): ``OffsetSpec.earliest()``,
    ``latest()``, ``max_timestamp()`` (the record with the largest timestamp),
    ``for_timestamp(ms)`` (the first offset whose timestamp is at or after ``ms``),
    ``earliest_local()``, ``latest_tiered()`` and ``earliest_pending_upload()`` (tiered
    storage: the first offset not yet copied to remote storage, KIP-1023)."""

    timestamp: int

    @classmethod
    def earliest(cls) -> OffsetSpec:
        return cls(_EARLIEST)

    @classmethod
    def latest(cls) -> OffsetSpec:
        return cls(_LATEST)

    @classmethod
    def max_timestamp(cls) -> OffsetSpec:
        return cls(_MAX_TIMESTAMP)

    @classmethod
    def earliest_local(cls) -> OffsetSpec:
        return cls(_EARLIEST_LOCAL)

    @classmethod
    def latest_tiered(cls) -> OffsetSpec:
        return cls(_LATEST_TIERED)

    @classmethod
    def earliest_pending_upload(cls) -> OffsetSpec:
        return cls(_EARLIEST_PENDING_UPLOAD)

    @classmethod
    def for_timestamp(cls, timestamp_ms: int) -> OffsetSpec:
        return cls(check_int(timestamp_ms, "timestamp_ms", 0, INT64_MAX))

    def __post_init__(self) -> None:
        check_int(self.timestamp, "OffsetSpec timestamp", _EARLIEST_PENDING_UPLOAD, INT64_MAX)


@dataclass(frozen=True)
class ListOffsetsResultInfo:
    """The offset found, with its record's timestamp and leader epoch. ``offset`` is -1 when
    no record matches (a timestamp after the last record)."""

    offset: int
    timestamp: int
    leader_epoch: int | None


@dataclass(frozen=True)
class DeletedRecords:
    """The partition's log start offset after ``delete_records``."""

    low_watermark: int


class ElectionType(enum.IntEnum):
    #: move leadership back to the first replica in the list, if it is in sync
    PREFERRED = 0
    #: elect an out-of-sync replica when no in-sync one is alive (may lose records)
    UNCLEAN = 1


@dataclass(frozen=True)
class NewPartitionReassignment:
    """The replicas a partition should move to (Java's NewPartitionReassignment)."""

    target_replicas: Sequence[int]

    def __post_init__(self) -> None:
        replicas = self.target_replicas
        if isinstance(replicas, (str, bytes)) or not replicas:
            raise ValueError(f"target_replicas must be a non-empty list of broker ids, got "
                             f"{describe_value(replicas)}")
        for broker in replicas:
            check_int(broker, "target_replicas broker id", 0, INT32_MAX)
        if len(set(replicas)) != len(replicas):
            raise ValueError(f"target_replicas names a broker twice: {list(replicas)}")
        object.__setattr__(self, "target_replicas", tuple(replicas))


@dataclass(frozen=True)
class PartitionReassignment:
    """An ongoing reassignment: the full replica set now, and what is being added/removed."""

    replicas: tuple[int, ...]
    adding_replicas: tuple[int, ...]
    removing_replicas: tuple[int, ...]


class RecordOps(AdminBase):
    """Partition and record operations (module docstring)."""

    async def _per_leader(self, what: str, wanted: list[TopicPartition], deadline: float,
                          ask: Any) -> dict[TopicPartition, Any]:
        """Send one request per leader (concurrently) through ``ask(node, partitions,
        results)``; partitions whose leader moved are asked again at the new one."""
        results: dict[TopicPartition, Any] = {}

        async def attempt() -> None:
            pending = [tp for tp in wanted if tp not in results]
            by_node, failed = await self._calls.leaders(pending)
            results.update(failed)
            moved: list[BrokerError] = []

            async def one(node_id: int) -> None:
                moved.extend(await ask(node_id, by_node[node_id], results))

            await self._calls.for_each(by_node, one)
            if moved:
                self._client.request_update()
                raise Retry(moved[0])

        if wanted:
            await self._calls.retrying(what, deadline, attempt)
        return results

    # ------------------------------------------------------------------ offsets

    async def list_offsets(self, topic_partition_offsets: Mapping[TopicPartition, OffsetSpec],
                           *, isolation_level: str = "read_uncommitted",
                           timeout_ms: int | None = None,
                           return_exceptions: bool = False) -> dict[TopicPartition, Any]:
        """{partition: ListOffsetsResultInfo} for each partition's OffsetSpec, asked of every
        leader at once. ``isolation_level="read_committed"``: ``latest`` is the last stable
        offset (open transactions end it)."""
        specs = check_partition_map(topic_partition_offsets, "topic_partition_offsets")
        for tp, spec in specs.items():
            if not isinstance(spec, OffsetSpec):
                raise TypeError(f"topic_partition_offsets[{tp}] must be an OffsetSpec (e.g. "
                                f"OffsetSpec.latest()), got {describe_value(spec)}")
        if isolation_level not in ("read_uncommitted", "read_committed"):
            raise ValueError(f"isolation_level must be 'read_uncommitted' or 'read_committed', "
                             f"got {describe_value(isolation_level)}")
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        server_timeout = self._server_timeout(timeout_ms)
        isolation = 1 if isolation_level == "read_committed" else 0
        topic_type = ListOffsetsRequest.ListOffsetsTopic

        async def ask(node_id: int, tps: list[TopicPartition],
                      results: dict[TopicPartition, Any]) -> list[BrokerError]:
            request = ListOffsetsRequest(
                replica_id=-1, isolation_level=isolation, timeout_ms=server_timeout,
                topics=[topic_type(name=name, partitions=[
                    topic_type.ListOffsetsPartition(partition_index=p,
                                                    timestamp=specs[TopicPartition(name, p)]
                                                    .timestamp)
                    for p in parts]) for name, parts in by_topic(tps).items()])
            response = await self._calls.send(request, deadline, node_id=node_id,
                                              server_timeout_ms=server_timeout)
            moved = []
            for topic in response.topics:
                for part in topic.partitions:
                    tp = TopicPartition(topic.name, part.partition_index)
                    if part.error_code:
                        error = broker_error(part.error_code, None, f"ListOffsets {tp}")
                        if part.error_code in LEADER_RETRY_CODES or error.retriable:
                            moved.append(error)
                        else:
                            results[tp] = error
                        continue
                    results[tp] = ListOffsetsResultInfo(
                        part.offset, part.timestamp,
                        None if part.leader_epoch < 0 else part.leader_epoch)
            return moved

        results = await self._per_leader("list_offsets", list(specs), deadline, ask)
        return settle({tp: results[tp] for tp in specs}, return_exceptions)

    async def delete_records(self, records_to_delete: Mapping[TopicPartition, int], *,
                             timeout_ms: int | None = None,
                             return_exceptions: bool = False) -> dict[TopicPartition, Any]:
        """Delete every record before the given offset of each partition (moves the log start
        offset); {partition: DeletedRecords(low_watermark)}. An offset of -1 means the high
        watermark (everything written so far), as kafka-delete-records takes it; an offset
        past the high watermark is OffsetOutOfRangeError."""
        offsets = check_partition_map(records_to_delete, "records_to_delete")
        for tp, offset in offsets.items():
            check_int(offset, f"records_to_delete[{tp}] (an offset, or -1 for the high "
                      "watermark)", -1, INT64_MAX)
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        server_timeout = self._server_timeout(timeout_ms)
        topic_type = DeleteRecordsRequest.DeleteRecordsTopic

        async def ask(node_id: int, tps: list[TopicPartition],
                      results: dict[TopicPartition, Any]) -> list[BrokerError]:
            request = DeleteRecordsRequest(timeout_ms=server_timeout, topics=[
                topic_type(name=name, partitions=[
                    topic_type.DeleteRecordsPartition(partition_index=p,
                                                      offset=offsets[TopicPartition(name, p)])
                    for p in parts]) for name, parts in by_topic(tps).items()])
            response = await self._calls.send(request, deadline, node_id=node_id,
                                              server_timeout_ms=server_timeout)
            moved = []
            for topic in response.topics:
                for part in topic.partitions:
                    tp = TopicPartition(topic.name, part.partition_index)
                    if part.error_code:
                        error = broker_error(part.error_code, None,
                                             f"DeleteRecords {tp} before offset {offsets[tp]}")
                        if part.error_code in LEADER_RETRY_CODES:
                            moved.append(error)
                        else:
                            results[tp] = error
                        continue
                    results[tp] = DeletedRecords(part.low_watermark)
            return moved

        results = await self._per_leader("delete_records", list(offsets), deadline, ask)
        return settle({tp: results[tp] for tp in offsets}, return_exceptions)

    # ------------------------------------------------------------------ leaders, replicas

    async def elect_leaders(self, election_type: ElectionType,
                            partitions: Iterable[TopicPartition] | None = None, *,
                            timeout_ms: int | None = None,
                            return_exceptions: bool = False) -> dict[TopicPartition, Any]:
        """Elect leaders (as kafka-leader-election): {partition: None} or the error per
        partition (ElectionNotNeededError when the preferred leader already leads).
        ``partitions=None``: every partition that needs an election."""
        try:
            kind = ElectionType(election_type)
        except ValueError:
            raise ValueError(f"election_type must be ElectionType.PREFERRED or UNCLEAN, got "
                             f"{describe_value(election_type)}") from None
        wanted = None if partitions is None else check_partitions(partitions)
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        server_timeout = self._server_timeout(timeout_ms)
        request = ElectLeadersRequest(
            election_type=int(kind), timeout_ms=server_timeout,
            topic_partitions=None if wanted is None else [
                ElectLeadersRequest.TopicPartitions(topic=name, partitions=parts)
                for name, parts in by_topic(wanted).items()])
        response = await self._calls.controller(request, deadline, server_timeout)
        if response.error_code:
            raise broker_error(response.error_code, None, "ElectLeaders")
        results: dict[TopicPartition, BrokerError | None] = {}
        for topic in response.replica_election_results:
            for part in topic.partition_result:
                tp = TopicPartition(topic.topic, part.partition_id)
                results[tp] = (broker_error(part.error_code, part.error_message,
                                            f"{kind.name} election of {tp}")
                               if part.error_code else None)
        return settle(results, return_exceptions)

    async def alter_partition_reassignments(
        self, reassignments: Mapping[TopicPartition, NewPartitionReassignment | None], *,
        allow_replication_factor_change: bool = True, timeout_ms: int | None = None,
        return_exceptions: bool = False,
    ) -> dict[TopicPartition, Any]:
        """Start moving partitions to new replicas (``None`` cancels a partition's ongoing
        reassignment); {partition: None} or the error (NoReassignmentInProgressError when
        cancelling nothing). Progress shows in ``list_partition_reassignments``."""
        targets = check_partition_map(reassignments, "reassignments")
        for tp, target in targets.items():
            if target is not None and not isinstance(target, NewPartitionReassignment):
                raise TypeError(f"reassignments[{tp}] must be a NewPartitionReassignment or "
                                f"None (cancel), got {describe_value(target)}")
        check_flag(allow_replication_factor_change, "allow_replication_factor_change")
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        server_timeout = self._server_timeout(timeout_ms)
        if not targets:
            return {}
        topic_type = AlterPartitionReassignmentsRequest.ReassignableTopic
        request = AlterPartitionReassignmentsRequest(
            timeout_ms=server_timeout,
            allow_replication_factor_change=allow_replication_factor_change,
            topics=[topic_type(name=name, partitions=[
                topic_type.ReassignablePartition(
                    partition_index=p, replicas=None if targets[TopicPartition(name, p)] is None
                    else list(targets[TopicPartition(name, p)].target_replicas))  # type: ignore[union-attr]
                for p in parts]) for name, parts in by_topic(targets).items()])
        response = await self._calls.controller(request, deadline, server_timeout)
        if response.error_code:
            raise broker_error(response.error_code, response.error_message,
                               "AlterPartitionReassignments")
        results: dict[TopicPartition, BrokerError | None] = {}
        for topic in response.responses:
            for part in topic.partitions:
                tp = TopicPartition(topic.name, part.partition_index)
                results[tp] = (broker_error(part.error_code, part.error_message,
                                            f"reassignment of {tp}")
                               if part.error_code else None)
        return settle(results, return_exceptions)

    async def list_partition_reassignments(
        self, partitions: Iterable[TopicPartition] | None = None, *,
        timeout_ms: int | None = None,
    ) -> dict[TopicPartition, PartitionReassignment]:
        """The reassignments in progress (of ``partitions``, or all)."""
        wanted = None if partitions is None else check_partitions(partitions)
        deadline = self._deadline(timeout_ms)
        server_timeout = self._server_timeout(timeout_ms)
        request = ListPartitionReassignmentsRequest(
            timeout_ms=server_timeout,
            topics=None if wanted is None else [
                ListPartitionReassignmentsRequest.ListPartitionReassignmentsTopics(
                    name=name, partition_indexes=parts)
                for name, parts in by_topic(wanted).items()])
        response = await self._calls.controller(request, deadline, server_timeout)
        if response.error_code:
            raise broker_error(response.error_code, response.error_message,
                               "ListPartitionReassignments")
        return {
            TopicPartition(topic.name, part.partition_index): PartitionReassignment(
                tuple(part.replicas), tuple(part.adding_replicas),
                tuple(part.removing_replicas))
            for topic in response.topics for part in topic.partitions}
