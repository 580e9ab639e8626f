"""Admin.create_partitions: input validation (no broker) and the real broker's answers."""

from __future__ import annotations

from collections.abc import Callable

import anyio
import pytest

from kafka_async import Admin
from kafka_async.admin import NewPartitions, NewTopic
from kafka_async.protocol.errors import (
    InvalidPartitionsError,
    InvalidReplicaAssignmentError,
    InvalidTopicError,
    UnknownTopicOrPartitionError,
)


@pytest.mark.parametrize(
    ("count", "assignments", "error"),
    [
        (0, None, ValueError),
        (-3, None, ValueError),
        (True, None, ValueError),
        ("4", None, ValueError),
        (4, [[1], []], ValueError),  # a partition without replicas
        (4, [[1, 1]], ValueError),  # a replica twice
        (4, [[1], [1, 2]], ValueError),  # uneven replica counts
        (4, [["1"]], ValueError),
        (4, [[-1]], ValueError),
        (2, [[1], [1]], ValueError),  # 2 new partitions cannot fit a topic of 2
        (4, "1,2", TypeError),
    ],
)
def test_new_partitions_rejects_bad_input(count: object, assignments: object,
                                          error: type[Exception]) -> None:
    with pytest.raises(error):
        NewPartitions(count, assignments)  # type: ignore[arg-type]


def test_new_partitions_increase_to_mirrors_java() -> None:
    grow = NewPartitions.increase_to(5, [[1, 2], [2, 3]])
    assert (grow.total_count, grow.new_assignments) == (5, [[1, 2], [2, 3]])


@pytest.mark.anyio
async def test_create_partitions_checks_topic_names_before_sending() -> None:
    admin = Admin(bootstrap_servers="127.0.0.1:9")  # never connected: validation comes first
    with pytest.raises(InvalidTopicError, match="bad name"):
        await admin.create_partitions({"bad name!": 3})
    with pytest.raises(TypeError):
        await admin.create_partitions({7: 3})  # type: ignore[dict-item]
    assert await admin.create_partitions({}) == {}


async def _partition_count(admin: Admin, topic: str, expected: int) -> int:
    with anyio.fail_after(30):
        while True:
            described = (await admin.describe_topics([topic]))[topic]
            if len(described.partitions) == expected:
                return expected
            await anyio.sleep(0.05)


@pytest.mark.anyio
async def test_create_partitions_grows_topics_and_types_failures(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    grown, other, missing = new_topic("grow"), new_topic("grow2"), new_topic("missing")
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        await admin.create_topics([NewTopic(grown, 2, 1), NewTopic(other, 1, 1)])
        await _partition_count(admin, grown, 2)
        # validate_only changes nothing
        assert await admin.create_partitions({grown: 5}, validate_only=True) == {grown: None}
        assert len((await admin.describe_topics([grown]))[grown].partitions) == 2
        assert await admin.create_partitions(
            {grown: NewPartitions.increase_to(4), other: NewPartitions(2, [[1]])}
        ) == {grown: None, other: None}
        assert await _partition_count(admin, grown, 4) == 4
        assert await _partition_count(admin, other, 2) == 2
        # Not growing, unknown topic, a broker that does not exist: typed, per topic.
        with pytest.raises(InvalidPartitionsError, match=grown):
            await admin.create_partitions({grown: 4})
        results = await admin.create_partitions(
            {grown: 3, missing: 2, other: NewPartitions(3, [[99]])}, return_exceptions=True
        )
        assert isinstance(results[grown], InvalidPartitionsError)
        assert isinstance(results[missing], UnknownTopicOrPartitionError)
        assert isinstance(results[other], InvalidReplicaAssignmentError)
        assert len((await admin.describe_topics([other]))[other].partitions) == 2
