"""ConnectionPool through the fault proxy (in front of the fake broker): resets and mid-frame cuts
fail requests retriably, the pool reconnects, and no socket leaks across many cycles."""

from __future__ import annotations

import os

import anyio
import pytest

from kafka_async.network import ConnectionPool, ConnectionSettings, KafkaConnectionError
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import ClientClosedError
from kafka_async.protocol.errors import KafkaError
from kafka_async.protocol.messages import MetadataRequest
from kafka_async.testing.faultproxy import FaultProxy
from tests.network._fakebroker import Action, FakeBroker, Received, Stall

pytestmark = pytest.mark.anyio


def open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


async def test_repeated_resets_reconnect_without_leaking_sockets() -> None:
    async with FakeBroker() as broker:
        with FaultProxy(("127.0.0.1", broker.port)) as proxy:
            await _cycles(proxy)


async def _cycles(proxy: FaultProxy) -> None:
    async with anyio.create_task_group() as group:
        pool = ConnectionPool(
            ConnectionSettings(),
            group,
            backoff=ExponentialBackoff(0.001, 0.005),
            idle_timeout=60,
        )
        pool.set_address(1, "127.0.0.1", proxy.port)
        await (await pool.get(1)).send(MetadataRequest(topics=[]))
        baseline = open_descriptors()
        failures = 0
        for cycle in range(40):
            if cycle % 2:
                proxy.reset_mid_frame(1)
            else:
                proxy.cut_after(5)
            connection = await pool.get(1)
            with anyio.fail_after(5), pytest.raises(KafkaConnectionError) as caught:
                await connection.send(MetadataRequest(topics=[]))
            assert caught.value.retriable
            failures += 1
            proxy.heal()
            with anyio.fail_after(5):
                await connection.wait_closed()
                while True:
                    try:
                        fresh = await pool.get(1)
                        break
                    except KafkaConnectionError:
                        await anyio.sleep(0.005)
            response = await fresh.send(MetadataRequest(topics=[]))
            assert response.cluster_id == "fake"
        await anyio.sleep(0.05)  # let the proxy finish closing its side
        assert failures == 40
        assert proxy.connections == 41
        assert open_descriptors() <= baseline + 2
        pool.close_all()
        group.cancel_scope.cancel()


async def test_a_broker_leaving_the_metadata_fails_its_requests_retriably() -> None:
    """Closing a node's connections for routing (the broker left the metadata or moved) is not
    the client closing: what was in flight fails with a retriable KafkaConnectionError, so the
    layer above retries elsewhere. (The fault matrix found a consumer handing its user a
    ClientClosedError from an offset reset cut short by a paused broker leaving.)"""

    async def stall(_received: Received) -> Action:
        return Stall()

    async with FakeBroker() as broker, anyio.create_task_group() as group:
        broker.handlers[3] = stall
        pool = ConnectionPool(ConnectionSettings(), group,
                              backoff=ExponentialBackoff(0.001, 0.005), idle_timeout=60)
        pool.set_address(1, "127.0.0.1", broker.port)
        connection = await pool.get(1)
        failure: list[BaseException] = []

        async def ask() -> None:
            try:
                await connection.send(MetadataRequest(topics=[]))
            except KafkaError as exc:
                failure.append(exc)

        group.start_soon(ask)
        await anyio.wait_all_tasks_blocked()  # the request is in flight, unanswered
        assert connection.in_flight == 1
        pool.forget(1)
        with anyio.fail_after(5):
            await connection.wait_closed()
        await anyio.wait_all_tasks_blocked()
        assert len(failure) == 1
        assert isinstance(failure[0], KafkaConnectionError)
        assert not isinstance(failure[0], ClientClosedError)
        assert failure[0].retriable
        assert "left the cluster metadata" in str(failure[0])
        pool.close_all()
        group.cancel_scope.cancel()


async def test_a_caller_waiting_for_a_connection_hears_that_the_client_closed() -> None:
    """The client closing while a connection is being made (its task cancelled mid-connect)
    ends the callers waiting for that connection with ClientClosedError; before, they waited
    for an event nobody would set (a consumer's commit() hung after close())."""
    async def silent(stream: object) -> bool:
        await anyio.sleep(60)  # accepts, never answers ApiVersions
        return False

    outcome: list[BaseException] = []
    async with FakeBroker(on_connect=silent) as broker, anyio.create_task_group() as owner:
        async with anyio.create_task_group() as group:
            pool = ConnectionPool(ConnectionSettings(), group,
                                  backoff=ExponentialBackoff(0.001, 0.005), idle_timeout=60)
            pool.set_address(1, "127.0.0.1", broker.port)

            async def wait_for_it() -> None:
                try:
                    await pool.get(1)
                except ClientClosedError as exc:
                    outcome.append(exc)

            owner.start_soon(wait_for_it)
            await anyio.wait_all_tasks_blocked()  # connecting, the caller waiting
            pool.close_all()
            group.cancel_scope.cancel()  # the client's task group ends
        with anyio.fail_after(10):
            while not outcome:
                await anyio.sleep(0.01)
    assert len(outcome) == 1 and "closed while connecting" in str(outcome[0])
