"""Offset lookups for the consumer: ListOffsets (reset, beginning/end, by time) and
OffsetForLeaderEpoch (KIP-320 truncation checks), routed to partition leaders with retries.

Why retry here: these lookups run when a partition has no usable position, so giving up on the
first NOT_LEADER_OR_FOLLOWER (a leader election in progress) would stall the partition. Leader
errors refresh metadata and retry with backoff until ``timeout`` (default_api_timeout_ms);
anything else is raised as the broker's typed error, naming the partition.
"""

from __future__ import annotations

import logging
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass

import anyio

from kafka_async.cluster.client import METADATA_INVALIDATING_ERRORS, KafkaClient
from kafka_async.consumer.reset_strategy import EARLIEST, LATEST
from kafka_async.consumer.structs import TopicPartition
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaTimeoutError
from kafka_async.protocol.errors import KafkaError, error_for_code
from kafka_async.protocol.messages import (
    ListOffsetsRequest,
    OffsetForLeaderEpochRequest,
)

__all__ = ["EARLIEST", "LATEST", "EpochEnd", "ListedOffset", "OffsetLookup"]

logger = logging.getLogger("kafka_async.consumer")

_CONSUMER_REPLICA_ID = -1


@dataclass(frozen=True, slots=True)
class ListedOffset:
    offset: int  # -1: no such offset (e.g. no record at or after the timestamp)
    timestamp: int
    leader_epoch: int


@dataclass(frozen=True, slots=True)
class EpochEnd:
    """OffsetForLeaderEpoch's answer: the end offset of the largest epoch <= the one asked."""

    leader_epoch: int
    end_offset: int


#: Ask one node about some partitions; record answers; return whether a retry is needed.
_Ask = Callable[[int, list[TopicPartition]], Awaitable[bool]]


class OffsetLookup:
    """Sends ListOffsets / OffsetForLeaderEpoch to leaders; one instance per consumer."""

    def __init__(self, client: KafkaClient, *, isolation_level: int, timeout: float,
                 backoff: ExponentialBackoff) -> None:
        self._client = client
        self._isolation_level = isolation_level
        self._timeout = timeout
        self._backoff = backoff

    @property
    def timeout(self) -> float:
        """Seconds a lookup retries when no ``timeout`` is given (default.api.timeout.ms)."""
        return self._timeout

    async def list_offsets(self, timestamps: Mapping[TopicPartition, int],
                           timeout: float | None = None, *,
                           partial: bool = False) -> dict[TopicPartition, ListedOffset]:
        """The offset per partition for a timestamp (or EARLIEST / LATEST).

        ``partial``: one round, each leader known now asked once, and whatever was found
        returned (partitions left out: no leader known, or a retriable error), never a
        timeout. The maintainer's resets take it, as Java's do: one partition without a
        leader (its topic deleted, or offline) must not hold back every other partition's
        reset."""
        pending = dict(timestamps)
        found: dict[TopicPartition, ListedOffset] = {}

        async def ask(node: int, tps: list[TopicPartition]) -> bool:
            answers, retry = await self._list_on(node, {tp: pending[tp] for tp in tps})
            found.update(answers)
            return retry

        await self._by_leader(pending, found, ask, timeout, partial=partial)
        return found

    async def end_offsets_for_epochs(
        self, epochs: Mapping[TopicPartition, tuple[int, int]], timeout: float | None = None,
        *, partial: bool = False,
    ) -> dict[TopicPartition, EpochEnd]:
        """For each partition, (current_leader_epoch, epoch to look up) -> EpochEnd.
        ``partial``: one round, as ``list_offsets``'."""
        pending = dict(epochs)
        found: dict[TopicPartition, EpochEnd] = {}

        async def ask(node: int, tps: list[TopicPartition]) -> bool:
            answers, retry = await self._epochs_on(node, {tp: pending[tp] for tp in tps})
            found.update(answers)
            return retry

        await self._by_leader(pending, found, ask, timeout, partial=partial)
        return found

    async def _by_leader(self, pending: Mapping[TopicPartition, object],
                         found: Mapping[TopicPartition, object], ask: _Ask,
                         timeout: float | None, *, partial: bool = False) -> None:
        deadline = time.monotonic() + (self._timeout if timeout is None else timeout)
        attempt = 0
        metadata = self._client.metadata
        if any(metadata.leader_for(tp.topic, tp.partition) is None for tp in pending):
            await self._refresh({tp.topic for tp in pending})  # new topics: no backoff first
        while True:
            left = [tp for tp in pending if tp not in found]
            if not left:
                return
            metadata = self._client.metadata
            by_node: dict[int, list[TopicPartition]] = defaultdict(list)
            unknown = []
            for tp in left:
                leader = metadata.leader_for(tp.topic, tp.partition)
                if leader is None:
                    unknown.append(tp)
                else:
                    by_node[leader].append(tp)
            retry = bool(unknown)
            for node, tps in by_node.items():
                try:
                    retry |= await ask(node, tps)
                except METADATA_INVALIDATING_ERRORS as exc:
                    self._client.note_error(exc)
                    retry = True
            if partial or (not retry and all(tp in found for tp in pending)):
                return
            attempt += 1
            if time.monotonic() >= deadline:
                missing = ", ".join(str(tp) for tp in pending if tp not in found)
                raise KafkaTimeoutError(f"offset lookup for {missing} did not succeed in time")
            await self._refresh([tp.topic for tp in left])
            await anyio.sleep(self._backoff.delay(attempt))

    async def _refresh(self, topics: Iterable[str]) -> None:
        try:
            await self._client.refresh_metadata(set(topics))
        except KafkaError as exc:
            if not exc.retriable:
                raise
            logger.debug("metadata refresh before retrying an offset lookup failed: %s", exc)

    async def _list_on(self, node: int,
                       timestamps: Mapping[TopicPartition, int]
                       ) -> tuple[dict[TopicPartition, ListedOffset], bool]:
        metadata = self._client.metadata
        topics: dict[str, list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition]] = (
            defaultdict(list))
        for tp, timestamp in timestamps.items():
            described = metadata.partition(tp.topic, tp.partition)
            epoch = described.leader_epoch if described is not None else -1
            topics[tp.topic].append(ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition(
                partition_index=tp.partition, current_leader_epoch=epoch, timestamp=timestamp))
        request = ListOffsetsRequest(
            replica_id=_CONSUMER_REPLICA_ID, isolation_level=self._isolation_level,
            topics=[ListOffsetsRequest.ListOffsetsTopic(name=name, partitions=parts)
                    for name, parts in topics.items()])
        response = await self._client.send(request, node_id=node)
        found: dict[TopicPartition, ListedOffset] = {}
        retry = False
        for topic in response.topics:
            for part in topic.partitions:
                tp = TopicPartition(topic.name, part.partition_index)
                if part.error_code:
                    retry |= self._check(part.error_code, tp, "ListOffsets")
                    continue
                found[tp] = ListedOffset(part.offset, part.timestamp, part.leader_epoch)
        return found, retry

    async def _epochs_on(self, node: int, epochs: Mapping[TopicPartition, tuple[int, int]]
                         ) -> tuple[dict[TopicPartition, EpochEnd], bool]:
        topics: dict[str, list[OffsetForLeaderEpochRequest.OffsetForLeaderTopic.
                               OffsetForLeaderPartition]] = defaultdict(list)
        for tp, (current, wanted) in epochs.items():
            topics[tp.topic].append(
                OffsetForLeaderEpochRequest.OffsetForLeaderTopic.OffsetForLeaderPartition(
                    partition=tp.partition, current_leader_epoch=current, leader_epoch=wanted))
        request = OffsetForLeaderEpochRequest(topics=[
            OffsetForLeaderEpochRequest.OffsetForLeaderTopic(topic=name, partitions=parts)
            for name, parts in topics.items()])
        response = await self._client.send(request, node_id=node)
        found: dict[TopicPartition, EpochEnd] = {}
        retry = False
        for topic in response.topics:
            for part in topic.partitions:
                tp = TopicPartition(topic.topic, part.partition)
                if part.error_code:
                    retry |= self._check(part.error_code, tp, "OffsetForLeaderEpoch")
                    continue
                found[tp] = EpochEnd(part.leader_epoch, part.end_offset)
        return found, retry

    def _check(self, code: int, tp: TopicPartition, api: str) -> bool:
        """True for a retriable partition error (after asking for fresh metadata)."""
        error = error_for_code(code)(f"{api} for {tp.topic} partition {tp.partition}")
        if error.retriable or isinstance(error, METADATA_INVALIDATING_ERRORS):
            self._client.note_error(error)
            self._client.request_update()
            return True
        raise error
