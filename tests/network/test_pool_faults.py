"""ConnectionPool through the fault proxy (in front of the fake broker): resets and mid-frame cuts
fail requests retriably, the pool reconnects, and no socket leaks across many cycles."""

from __future__ import annotations

import os

import anyio
import pytest

from kafka_async.network import ConnectionPool, ConnectionSettings, KafkaConnectionError
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.protocol.messages import MetadataRequest
from tests.network._fakebroker import FakeBroker
from tests.network._faultproxy import FaultProxy

pytestmark = pytest.mark.anyio


def open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


async def test_repeated_resets_reconnect_without_leaking_sockets() -> None:
    async with FakeBroker() as broker:
        proxy = FaultProxy("127.0.0.1", broker.port)
        async with proxy, anyio.create_task_group() as group:
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
                proxy.mode, proxy.cut_after = ("reset", 0) if cycle % 2 else ("cut", 5)
                connection = await pool.get(1)
                with anyio.fail_after(5), pytest.raises(KafkaConnectionError) as caught:
                    await connection.send(MetadataRequest(topics=[]))
                assert caught.value.retriable
                failures += 1
                proxy.mode = "pass"
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
