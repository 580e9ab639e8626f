"""A consumer closed while no broker answers: its goodbye (commits, the revoke listener,
LeaveGroup; a share consumer's acknowledgements) is bounded by ``close(timeout)``, Java's
``close(Duration)`` (30 s by default), and by the caller's own deadline, which then fires.

A service stopped during an outage must not hold its shutdown for default_api_timeout_ms (a
minute) per step: Kubernetes kills a pod 30 s after asking it to stop. Each test freezes the
only broker of a private cluster (SIGSTOP: connections stay open, nothing answers) once the
consumer has joined and read, then closes it under a hang guard far below what the unbounded
goodbye took (default_api_timeout_ms is set to two minutes here).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import anyio
import pytest

from kafka_async import Consumer, Producer, ShareConsumer
from kafka_async.testing import KafkaCluster
from tests.integration.share_helpers import share_group

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.slow,
    pytest.mark.asyncio_only("freezes a private broker; close()'s deadline handling is "
                             "backend-neutral anyio code"),
]

#: What the goodbye took before close() had a limit: each step waited this long.
API_TIMEOUT_MS = 120_000
#: Far below API_TIMEOUT_MS: a close that waits for it fails the test.
HANG_GUARD_S = 60


@pytest.fixture(scope="module")
def cluster() -> Iterator[KafkaCluster]:
    cluster = KafkaCluster()
    cluster.start()
    try:
        yield cluster
    finally:
        cluster.stop(graceful=False)


@pytest.fixture
def frozen(cluster: KafkaCluster) -> Iterator[KafkaCluster]:
    """The cluster; whatever a test froze is resumed after it."""
    try:
        yield cluster
    finally:
        cluster.resume_node(cluster.node_ids[0])


async def _joined_consumer(bootstrap: str, protocol: str) -> tuple[Consumer, str]:
    topic = f"close-{uuid.uuid4().hex[:8]}"
    async with Producer(bootstrap_servers=bootstrap) as producer:
        await producer.send_and_wait(topic, b"one")
    settings: dict[str, Any] = {"group_protocol": protocol}
    if protocol == "classic":
        settings.update(session_timeout_ms=10_000, heartbeat_interval_ms=1_000)
    consumer = Consumer(topic, bootstrap_servers=bootstrap, group_id=f"g-{topic}",
                        auto_offset_reset="earliest", default_api_timeout_ms=API_TIMEOUT_MS,
                        **settings)
    await consumer.start()
    read = 0
    with anyio.fail_after(HANG_GUARD_S):
        while not read:
            read = sum(map(len, (await consumer.getmany(timeout_ms=1_000)).values()))
    return consumer, topic


@pytest.mark.parametrize("protocol", ["classic", "consumer"])
async def test_close_gives_the_goodbye_at_most_its_timeout(
        frozen: KafkaCluster, protocol: str) -> None:
    consumer, _ = await _joined_consumer(frozen.bootstrap, protocol)
    frozen.pause_node(frozen.node_ids[0])
    with anyio.fail_after(HANG_GUARD_S):
        await consumer.close(timeout=1)
    with pytest.raises(Exception, match="closed"):
        await consumer.getmany(timeout_ms=0)


async def test_a_caller_deadline_during_close_fires_once_the_teardown_is_done(
        frozen: KafkaCluster) -> None:
    """close() bounds its goodbye by the caller's deadline too, and the caller's fail_after
    then raises its TimeoutError (the shielded teardown used to swallow it)."""
    consumer, _ = await _joined_consumer(frozen.bootstrap, "consumer")
    frozen.pause_node(frozen.node_ids[0])
    with anyio.fail_after(HANG_GUARD_S):
        with pytest.raises(TimeoutError):
            with anyio.fail_after(1):
                await consumer.close()
        with anyio.move_on_after(1) as scope:
            await consumer.close()  # closed already: returns at once
        assert not scope.cancelled_caught


async def test_share_consumer_close_gives_the_goodbye_at_most_its_timeout(
        frozen: KafkaCluster) -> None:
    bootstrap = frozen.bootstrap
    topic = f"close-share-{uuid.uuid4().hex[:8]}"
    group = await share_group(bootstrap)
    async with Producer(bootstrap_servers=bootstrap) as producer:
        await producer.send_and_wait(topic, b"one")
    consumer = ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             fetch_max_wait_ms=200, request_timeout_ms=API_TIMEOUT_MS,
                             default_api_timeout_ms=API_TIMEOUT_MS)
    await consumer.start()
    read = 0
    with anyio.fail_after(HANG_GUARD_S):
        while not read:
            read = sum(map(len, (await consumer.getmany(timeout_ms=1_000)).values()))
    frozen.pause_node(frozen.node_ids[0])
    with anyio.fail_after(HANG_GUARD_S):
        await consumer.close(timeout=1)
