"""The network layer against a real Apache Kafka broker (the harness's single PLAINTEXT node):
pipelining at scale, and the timeout / reconnect paths through a local fault proxy.
Runs on asyncio and trio."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
import pytest

from kafka_async.cluster.config import ClientConfig, parse_address
from kafka_async.network import (
    BrokerConnection,
    ConnectionPool,
    KafkaConnectionError,
    KafkaTimeoutError,
    open_connection,
)
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.protocol.messages import ApiVersionsRequest, MetadataRequest
from kafka_async.testing.faultproxy import FaultProxy

pytestmark = [pytest.mark.anyio, pytest.mark.integration]



@asynccontextmanager
async def served(address: str, **settings: object) -> AsyncIterator[BrokerConnection]:
    config = ClientConfig.from_kwargs(bootstrap_servers=address, **settings)
    host, port = parse_address(address)
    connection = await open_connection(host, port, config.connection_settings(), node_id=1)
    async with anyio.create_task_group() as group:
        group.start_soon(connection.run)
        try:
            yield connection
        finally:
            connection.close()


def metadata_for(name: str) -> MetadataRequest:
    return MetadataRequest(
        topics=[MetadataRequest.MetadataRequestTopic(name=name)], allow_auto_topic_creation=False
    )


async def test_500_concurrent_requests_on_one_connection(kafka_bootstrap: str) -> None:
    address = kafka_bootstrap.split(",")[0]
    async with served(address, max_in_flight_requests_per_connection=500) as connection:
        answers: dict[int, list[str | None]] = {}

        async def ask(index: int) -> None:
            if index % 2:
                response = await connection.send(metadata_for(f"no-such-topic-{index}"))
                answers[index] = [t.name for t in response.topics]
            else:
                versions = await connection.send(
                    ApiVersionsRequest(client_software_name="t", client_software_version="1")
                )
                answers[index] = [str(len(versions.api_keys) > 10)]

        async with anyio.create_task_group() as group:
            for index in range(500):
                group.start_soon(ask, index)
        expected = {i: [f"no-such-topic-{i}"] if i % 2 else ["True"] for i in range(500)}
        assert answers == expected
        assert connection.in_flight == 0


async def test_stalled_broker_times_out_and_closes_the_connection(kafka_bootstrap: str) -> None:
    host, port = parse_address(kafka_bootstrap.split(",")[0])
    with FaultProxy((host, port)) as proxy:
        async with served(proxy.address, request_timeout_ms=400) as connection:
            await connection.send(metadata_for("warm-up"))
            proxy.black_hole()
            with anyio.fail_after(10), pytest.raises(KafkaTimeoutError) as caught:
                await connection.send(metadata_for("stalled"))
            assert caught.value.retriable
            assert connection.is_closed


@pytest.mark.parametrize("fault", ["cut", "reset"])
async def test_cut_or_reset_mid_frame_fails_retriably_and_the_pool_reconnects(
    kafka_bootstrap: str, fault: str
) -> None:
    host, port = parse_address(kafka_bootstrap.split(",")[0])
    config = ClientConfig.from_kwargs(bootstrap_servers=kafka_bootstrap, reconnect_backoff_ms=10)
    with FaultProxy((host, port)) as proxy:
        await _cut_or_reset(proxy, config, fault)


async def _cut_or_reset(proxy: FaultProxy, config: ClientConfig, fault: str) -> None:
    async with anyio.create_task_group() as group:
        pool = ConnectionPool(
            config.connection_settings(),
            group,
            backoff=ExponentialBackoff(0.01, 0.1),
            idle_timeout=60,
        )
        proxy_host, proxy_port = parse_address(proxy.address)
        pool.set_address(1, proxy_host, proxy_port)
        connection = await pool.get(1)
        await connection.send(metadata_for("before"))
        if fault == "cut":
            proxy.cut_after(6)  # 6 bytes: size prefix + half a correlation id
        else:
            proxy.reset_mid_frame(1)
        with anyio.fail_after(10), pytest.raises(KafkaConnectionError) as caught:
            await connection.send(metadata_for("during"))
        assert caught.value.retriable
        proxy.heal()
        with anyio.fail_after(10):
            replacement = await _reconnect(pool)
        response = await replacement.send(metadata_for("after"))
        assert [t.name for t in response.topics] == ["after"]
        assert replacement is not connection
        assert proxy.connections == 2
        pool.close_all()
        group.cancel_scope.cancel()


async def _reconnect(pool: ConnectionPool) -> BrokerConnection:
    while True:
        try:
            return await pool.get(1)
        except KafkaConnectionError:
            await anyio.sleep(0.01)
