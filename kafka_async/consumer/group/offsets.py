"""OffsetCommit and OffsetFetch for a group, with retries and generation-checked commits.

Why commits carry the generation (or KIP-848 member epoch) and member id: the coordinator then
rejects a commit from a member the group has moved past (ILLEGAL_GENERATION, UNKNOWN_MEMBER_ID,
STALE_MEMBER_EPOCH ...), so an offset can never overwrite progress made by the partition's new
owner. Those rejections become CommitFailedError: the caller learns the commit did not happen,
nothing is dropped silently. Coordinator moves and load-in-progress are retried until the
deadline.
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterable, Mapping

import anyio

from kafka_async.cluster.structs import GroupMetadata, OffsetAndMetadata
from kafka_async.consumer.group.coordinator import (
    COORDINATOR_MOVED,
    LOAD_IN_PROGRESS,
    CoordinatorLink,
)
from kafka_async.consumer.group.errors import CommitFailedError
from kafka_async.consumer.structs import TopicPartition
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaConnectionError, KafkaTimeoutError
from kafka_async.protocol.errors import KafkaError, error_for_code
from kafka_async.protocol.messages import (
    OffsetCommitRequest,
    OffsetFetchRequest,
)

__all__ = ["GroupMetadata", "OffsetAndMetadata", "OffsetStore"]

_UNSTABLE_OFFSET_COMMIT = 88
#: ILLEGAL_GENERATION, UNKNOWN_MEMBER_ID, REBALANCE_IN_PROGRESS, FENCED_INSTANCE_ID,
#: FENCED_MEMBER_EPOCH, STALE_MEMBER_EPOCH: the group moved on without this member's commit.
_GROUP_MOVED_ON = (22, 25, 27, 82, 110, 113)

_Attempt = Callable[[], Awaitable[bool]]
_CommitPartition = OffsetCommitRequest.OffsetCommitRequestTopic.OffsetCommitRequestPartition
_FetchTopics = OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics


class OffsetStore:
    """Commit and fetch offsets of one group through its coordinator link."""

    def __init__(self, link: CoordinatorLink, backoff: ExponentialBackoff,
                 request_timeout: float) -> None:
        self._link = link
        self._backoff = backoff
        self._request_timeout = request_timeout

    async def commit(self, offsets: Mapping[TopicPartition, OffsetAndMetadata],
                     member: GroupMetadata, timeout: float) -> None:
        """Commit ``offsets``; raises CommitFailedError if the group moved on."""
        if not offsets:
            return
        by_topic: dict[str, list[_CommitPartition]] = defaultdict(list)
        for tp, committed in sorted(offsets.items()):
            by_topic[tp.topic].append(_CommitPartition(
                partition_index=tp.partition, committed_offset=committed.offset,
                committed_leader_epoch=committed.leader_epoch,
                committed_metadata=committed.metadata))
        request = OffsetCommitRequest(
            group_id=member.group_id, generation_id_or_member_epoch=member.generation_id,
            member_id=member.member_id, group_instance_id=member.group_instance_id,
            topics=[OffsetCommitRequest.OffsetCommitRequestTopic(name=name, partitions=parts)
                    for name, parts in by_topic.items()])
        await self._retrying(timeout, lambda: self._commit_once(request, member))

    async def _commit_once(self, request: OffsetCommitRequest, member: GroupMetadata) -> bool:
        response = await self._link.send(
            request, timeout=self._request_timeout)
        retry = False
        for topic in response.topics:
            for part in topic.partitions:
                code = part.error_code
                if not code:
                    continue
                what = f"OffsetCommit of {topic.name}-{part.partition_index}"
                if code in _GROUP_MOVED_ON:
                    cause = error_for_code(code)(what)
                    raise CommitFailedError(
                        f"commit failed: the group {member.group_id!r} rebalanced and "
                        f"generation {member.generation_id} of member {member.member_id!r} is "
                        f"no longer current ({cause.name}); this commit was not applied: "
                        f"a later commit covers these records if this member keeps the "
                        f"partition, else its next owner consumes them again", cause)
                if code in COORDINATOR_MOVED or code == LOAD_IN_PROGRESS:
                    if code in COORDINATOR_MOVED:
                        self._link.mark_dead(what)
                    retry = True
                    continue
                error = error_for_code(code)(what)
                if not error.retriable:
                    raise error
                retry = True
        return retry

    async def fetch(self, partitions: Iterable[TopicPartition], member: GroupMetadata,
                    timeout: float, *, require_stable: bool = True
                    ) -> dict[TopicPartition, OffsetAndMetadata | None]:
        """The committed offset per partition (None when nothing is committed).
        ``require_stable`` (KIP-447) makes the broker hold back offsets of open transactions."""
        wanted = sorted(set(partitions))
        if not wanted:
            return {}
        by_topic: dict[str, list[int]] = defaultdict(list)
        for tp in wanted:
            by_topic[tp.topic].append(tp.partition)
        request = OffsetFetchRequest(require_stable=require_stable, groups=[
            OffsetFetchRequest.OffsetFetchRequestGroup(
                group_id=member.group_id, topics=[_FetchTopics(name=name, partition_indexes=ps)
                                                  for name, ps in by_topic.items()])])
        found: dict[TopicPartition, OffsetAndMetadata | None] = {}

        async def once() -> bool:
            response = await self._link.send(
                request, timeout=self._request_timeout)
            retry = False
            for group in response.groups:
                if group.error_code:
                    if group.error_code in (*COORDINATOR_MOVED, LOAD_IN_PROGRESS):
                        if group.error_code in COORDINATOR_MOVED:
                            self._link.mark_dead("OffsetFetch")
                        return True
                    raise error_for_code(group.error_code)(
                        f"OffsetFetch for group {member.group_id!r}")
                for topic in group.topics:
                    for part in topic.partitions:
                        tp = TopicPartition(topic.name, part.partition_index)
                        if part.error_code == _UNSTABLE_OFFSET_COMMIT:
                            retry = True
                            continue
                        if part.error_code:
                            raise error_for_code(part.error_code)(f"OffsetFetch of {tp}")
                        found[tp] = (OffsetAndMetadata(part.committed_offset, part.metadata or "",
                                                       part.committed_leader_epoch)
                                     if part.committed_offset >= 0 else None)
            return retry

        await self._retrying(timeout, once)
        return {tp: found.get(tp) for tp in wanted}

    async def _retrying(self, timeout: float, attempt_once: _Attempt) -> None:
        deadline = time.monotonic() + timeout
        attempt = 0
        while True:
            try:
                if not await attempt_once():
                    return
                failure: BaseException = KafkaTimeoutError("the coordinator kept asking to retry")
            except (KafkaConnectionError, KafkaTimeoutError) as exc:
                failure = exc
            except KafkaError as exc:
                if not exc.retriable:
                    raise
                failure = exc
            attempt += 1
            if time.monotonic() >= deadline:
                raise KafkaTimeoutError(f"group {self._link.group_id!r}: offset request did not "
                                        f"succeed in time: {failure}") from failure
            await anyio.sleep(self._backoff.delay(attempt))

