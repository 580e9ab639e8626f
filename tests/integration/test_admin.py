"""Admin topic management against the real broker (asyncio and trio)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import anyio
import pytest

from kafka_async import Admin
from kafka_async.admin import CreatedTopic, NewTopic, TopicDescription
from kafka_async.protocol.errors import (
    InvalidReplicationFactorError,
    TopicAlreadyExistsError,
    UnknownTopicOrPartitionError,
)

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

T = TypeVar("T")


async def eventually(call: Callable[..., Awaitable[T]], *args: Any) -> T:
    with anyio.fail_after(15):
        while True:
            try:
                return await call(*args)
            except UnknownTopicOrPartitionError:
                await anyio.sleep(0.05)



async def test_create_describe_list_delete(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    name = new_topic("admin")
    async with Admin(bootstrap_servers=kafka_bootstrap, client_id="admin-test") as admin:
        created = await admin.create_topics(
            [
                NewTopic(
                    name, num_partitions=3, replication_factor=1, configs={"retention.ms": "60000"}
                )
            ]
        )
        assert isinstance(created[name], CreatedTopic)
        assert (created[name].num_partitions, created[name].replication_factor) == (3, 1)
        assert created[name].topic_id is not None

        # Like Java's AdminClient: brokers learn of a new topic a moment after CreateTopics.
        described = (await eventually(admin.describe_topics, [name]))[name]
        assert isinstance(described, TopicDescription)
        assert described.topic_id == created[name].topic_id
        assert [p.partition for p in described.partitions] == [0, 1, 2]
        assert all(p.leader >= 0 and p.isr == (p.leader,) for p in described.partitions)

        listed = await admin.list_topics()
        assert listed[name].topic_id == created[name].topic_id
        assert not any(listing.is_internal for listing in listed.values())

        assert await admin.delete_topics([name]) == {name: None}
        with anyio.fail_after(15):
            while name in await admin.list_topics():
                await anyio.sleep(0.05)
        with pytest.raises(UnknownTopicOrPartitionError, match=name):
            await admin.describe_topics([name])


async def test_errors_are_typed_per_topic(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    existing, fresh, missing = new_topic("exists"), new_topic("fresh"), new_topic("missing")
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        await admin.create_topics([NewTopic(existing, 1, 1)])
        with pytest.raises(TopicAlreadyExistsError, match=existing):
            await admin.create_topics([NewTopic(existing, 1, 1)])
        outcome = await admin.create_topics(
            [NewTopic(existing, 1, 1), NewTopic(fresh, 1, 1), NewTopic(new_topic("rf"), 1, 9)],
            return_exceptions=True,
        )
        kinds = sorted(type(value).__name__ for value in outcome.values())
        assert kinds == ["CreatedTopic", "InvalidReplicationFactorError", "TopicAlreadyExistsError"]
        assert isinstance(outcome[fresh], CreatedTopic)
        assert any(isinstance(v, InvalidReplicationFactorError) for v in outcome.values())
        deleted = await admin.delete_topics([existing, fresh, missing], return_exceptions=True)
        assert deleted[existing] is None and deleted[fresh] is None
        assert isinstance(deleted[missing], UnknownTopicOrPartitionError)


async def test_validate_only_creates_nothing(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    name = new_topic("dry-run")
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        result = await admin.create_topics([NewTopic(name, 2, 1)], validate_only=True)
        assert isinstance(result[name], CreatedTopic)
        assert name not in await admin.list_topics()


async def test_the_controller_mutation_quota_is_waited_out_or_reported(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    """A client over its controller_mutation_rate (KIP-599) gets THROTTLING_QUOTA_EXCEEDED
    for the topics it creates. With retry_on_quota_violation=False that is the answer,
    naming the wait the broker asked for; by default (Java's too) the Admin waits the
    throttle time out and asks again, and the topic is created."""
    from kafka_async.admin import ClientQuotaAlteration, ClientQuotaEntity
    from kafka_async.protocol.errors import ThrottlingQuotaExceededError

    client_id = new_topic("mutations")  # (a unique name)
    entity = ClientQuotaEntity({"client-id": client_id})
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        await admin.alter_client_quotas([ClientQuotaAlteration(
            entity, {"controller_mutation_rate": 2.0})])
    created: list[str] = []
    async with Admin(bootstrap_servers=kafka_bootstrap, client_id=client_id) as limited:
        try:
            # Spend the quota's burst (2/s x 11 s windows) until a creation is refused: the
            # broker applies the new quota a moment after the alter returns.
            with anyio.fail_after(60):
                while True:
                    name = new_topic("throttled")
                    outcome = (await limited.create_topics(
                        [NewTopic(name, 10, 1)], retry_on_quota_violation=False,
                        return_exceptions=True))[name]
                    if isinstance(outcome, ThrottlingQuotaExceededError):
                        break
                    created.append(name)
            assert "asks to wait" in str(outcome)
            waited = await limited.create_topics([NewTopic(name, 1, 1)])
            assert isinstance(waited[name], CreatedTopic)
            created.append(name)
        finally:
            async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
                await admin.alter_client_quotas([ClientQuotaAlteration(
                    entity, {"controller_mutation_rate": None})])
                if created:
                    await admin.delete_topics(created)
