"""metadata_recovery_strategy (KIP-899, Java's default "rebootstrap" since Kafka 4.0): a
cluster replaced by another behind the same bootstrap address (a migration, a DNS name moved to
new brokers). The client's known brokers all go away; it asks the bootstrap address again and
carries on with the new cluster. Two real clusters; the bootstrap address is a proxy whose
target moves from the old one to the new one."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import anyio
import pytest

from kafka_async import Consumer, Producer, TopicPartition
from kafka_async.protocol.errors import KafkaError
from kafka_async.testing import FaultProxy, KafkaCluster

pytestmark = [pytest.mark.anyio, pytest.mark.integration, pytest.mark.slow,
              pytest.mark.asyncio_only("two clusters; the refresher's loop is the same code "
                                       "on trio")]


def _address(cluster: KafkaCluster) -> tuple[str, int]:
    host, _, port = cluster.bootstrap.split(",")[0].rpartition(":")
    return host, int(port)


@pytest.fixture
def moved() -> Iterator[tuple[KafkaCluster, KafkaCluster, FaultProxy]]:
    old, new = KafkaCluster(), KafkaCluster()
    old.start()
    try:
        new.start()
        try:
            with FaultProxy(_address(old), name="the bootstrap name") as proxy:
                yield old, new, proxy
        finally:
            new.stop()
    finally:
        old.stop()


@pytest.mark.parametrize("strategy", ["rebootstrap", "none"])
async def test_a_cluster_replaced_behind_the_bootstrap_address_is_found_again(
        moved: tuple[KafkaCluster, KafkaCluster, FaultProxy], strategy: str) -> None:
    old, new, proxy = moved
    topic = f"moved-{uuid.uuid4().hex[:8]}"
    async with Producer(bootstrap_servers=proxy.address, metadata_recovery_strategy=strategy,
                        max_block_ms=20_000, delivery_timeout_ms=20_000,
                        request_timeout_ms=5_000) as producer:
        before = await producer.send_and_wait(topic, b"to the old cluster")
        assert before.offset == 0
        proxy.upstream = _address(new)  # the name now leads to the new cluster
        old.stop()  # every broker the client knows is gone
        if strategy == "none":  # it keeps asking the old brokers, and gives up
            with pytest.raises(KafkaError):
                await producer.send_and_wait(topic, b"lost")
            return
        after = await producer.send_and_wait(topic, b"to the new cluster")
        assert after.offset == 0  # (the new cluster's topic, created by this record)
    async with Consumer(bootstrap_servers=new.bootstrap, auto_offset_reset="earliest") as reader:
        reader.assign([TopicPartition(topic, 0)])
        with anyio.fail_after(60):
            got = await reader.getone()
        assert got.value == b"to the new cluster"
