"""The driver's offset lookups when a partition goes away between the metadata read and the
ListOffsets: it is left out after one short round (the planner then reports data loss), not
after the lookup's whole timeout; a partition that still exists is retried as before. Fakes
stand in for the client and the lookup: no broker, no Spark."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import anyio
import pytest

from kafka_async.consumer.offsets import ListedOffset
from kafka_async.consumer.structs import TopicPartition
from kafka_async.network.errors import KafkaTimeoutError
from kafka_async.spark import cluster_view
from kafka_async.spark.cluster_view import _list

pytestmark = pytest.mark.anyio


@dataclass
class Described:
    error_code: int = 0


@dataclass
class Metadata:
    partitions: dict[str, list[int]]

    @property
    def topics(self) -> dict[str, Described]:
        return {topic: Described() for topic in self.partitions}

    def partitions_for(self, topic: str) -> list[int]:
        return self.partitions.get(topic, [])


@dataclass
class Cluster:
    """What the fakes share: the partitions that exist, and what was asked."""

    partitions: dict[str, list[int]]
    unanswerable: set[tuple[str, int]] = field(default_factory=set)
    rounds: list[tuple[set[tuple[str, int]], float]] = field(default_factory=list)

    async def refresh_metadata(self, topics: object) -> Metadata:
        return Metadata(self.partitions)


@dataclass
class Lookup:
    cluster: Cluster
    timeout: float = 60.0

    async def list_offsets(self, timestamps: Mapping[TopicPartition, int],
                           timeout: float | None = None) -> dict[TopicPartition, ListedOffset]:
        asked = {(tp.topic, tp.partition) for tp in timestamps}
        self.cluster.rounds.append((asked, timeout if timeout is not None else self.timeout))
        exists = {(t, p) for t, ps in self.cluster.partitions.items() for p in ps}
        if asked - exists or asked & self.cluster.unanswerable:
            raise KafkaTimeoutError("offset lookup did not succeed in time")  # after `timeout`
        return {tp: ListedOffset(10 * tp.partition, -1, 0) for tp in timestamps}


async def test_a_partition_deleted_after_it_was_listed_is_left_out_after_one_short_round(
) -> None:
    cluster = Cluster({"kept": [0, 1]})  # "doomed" was deleted after the partitions were listed
    lookup = Lookup(cluster)
    found = await _list(cluster, lookup,  # type: ignore[arg-type]
                        {("kept", 0): -1, ("kept", 1): -1, ("doomed", 0): -1})
    assert found == {("kept", 0): ListedOffset(0, -1, 0), ("kept", 1): ListedOffset(10, -1, 0)}
    (first, first_timeout), (second, _) = cluster.rounds
    assert first == {("kept", 0), ("kept", 1), ("doomed", 0)}
    assert first_timeout == cluster_view._PROBE_S < lookup.timeout
    assert second == {("kept", 0), ("kept", 1)}


async def test_a_partition_that_exists_but_cannot_be_answered_is_retried_until_the_deadline(
) -> None:
    cluster = Cluster({"moving": [0]}, unanswerable={("moving", 0)})
    lookup = Lookup(cluster, timeout=0.05)
    with anyio.fail_after(30), pytest.raises(KafkaTimeoutError):
        await _list(cluster, lookup, {("moving", 0): -2})  # type: ignore[arg-type]
    assert cluster.rounds and all(asked == {("moving", 0)} for asked, _ in cluster.rounds)
    assert all(timeout <= lookup.timeout for _, timeout in cluster.rounds)


async def test_every_partition_gone_is_an_empty_answer() -> None:
    cluster = Cluster({})
    assert await _list(cluster, Lookup(cluster), {("doomed", 0): -1}) == {}  # type: ignore[arg-type]
    assert await _list(cluster, Lookup(cluster), {}) == {}  # type: ignore[arg-type]
