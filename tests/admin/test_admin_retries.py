"""Admin against a fake broker: NOT_CONTROLLER is retried after a metadata refresh; topic-level
errors are answers (typed, per topic), not retried. asyncio and trio."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from kafka_async import Admin
from kafka_async.admin import CreatedTopic, NewTopic
from kafka_async.network.errors import KafkaTimeoutError
from kafka_async.protocol.errors import PolicyViolationError
from kafka_async.protocol.messages import CreateTopicsResponse
from tests.network._fakebroker import Action, FakeBroker, Received

pytestmark = pytest.mark.anyio

Result = CreateTopicsResponse.CreatableTopicResult


def created(received: Received, error_code: int = 0, message: str | None = None) -> Action:
    topic = received.request.topics[0]
    return CreateTopicsResponse(
        topics=[
            Result(
                name=topic.name,
                error_code=error_code,
                error_message=message,
                num_partitions=topic.num_partitions,
                replication_factor=topic.replication_factor,
            )
        ]
    )


async def test_not_controller_is_retried_after_a_refresh() -> None:
    calls = 0

    async def flaky_controller(received: Received) -> Action:
        nonlocal calls
        calls += 1
        return created(received, error_code=41 if calls < 3 else 0)

    async with FakeBroker(handlers={19: flaky_controller}) as broker:
        async with Admin(bootstrap_servers=broker.bootstrap, retry_backoff_ms=1) as admin:
            before = len(broker.requests_for(3))
            result = await admin.create_topics([NewTopic("t", 2, 1)])
        assert result == {"t": CreatedTopic("t", None, 2, 1)}
        assert calls == 3
        assert len(broker.requests_for(3)) - before >= 2  # metadata refreshed between tries
        request = broker.requests_for(19)[0].request
        assert (request.topics[0].num_partitions, request.timeout_ms) == (2, 30_000)


async def test_topic_errors_are_typed_and_not_retried() -> None:
    async def refuse(received: Received) -> Action:
        return created(received, error_code=44, message="retention too long")

    async with FakeBroker(handlers={19: refuse}) as broker:
        async with Admin(bootstrap_servers=broker.bootstrap) as admin:
            with pytest.raises(PolicyViolationError, match="retention too long"):
                await admin.create_topics([NewTopic("t", 1, 1)])
            outcome = await admin.create_topics([NewTopic("t", 1, 1)], return_exceptions=True)
            assert isinstance(outcome["t"], PolicyViolationError)
        assert len(broker.requests_for(19)) == 2


async def test_retries_stop_at_default_api_timeout() -> None:
    async def never(received: Received) -> Action:
        return created(received, error_code=41)

    async with FakeBroker(handlers={19: never}) as broker:
        settings: dict[str, Any] = {"default_api_timeout_ms": 300, "retry_backoff_ms": 20}
        async with Admin(bootstrap_servers=broker.bootstrap, **settings) as admin:
            with anyio.fail_after(10), pytest.raises(KafkaTimeoutError, match="NOT_CONTROLLER"):
                await admin.create_topics([NewTopic("t", 1, 1)])
