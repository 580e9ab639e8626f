"""The client on uvloop's event loop (what uvicorn runs on whenever uvloop is installed):
produce one record at a time and in batches, consume, administer, over plaintext and over
SASL_SSL, and close. uvloop's transports are not asyncio.Transport subclasses and its
create_connection takes fewer options than asyncio's: until this suite, connecting failed with
a TypeError. On the standard loop and trio the rest of the suite covers the same paths."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import anyio
import pytest
import uvloop

from kafka_async import Admin, Consumer, Producer, TopicPartition
from kafka_async.admin import NewTopic
from kafka_async.network._asyncio_stream import AsyncioStream
from kafka_async.testing import KafkaCluster
from tests._backends import UVLOOP

pytestmark = [pytest.mark.anyio, pytest.mark.integration,
              pytest.mark.parametrize("anyio_backend", [UVLOOP])]

HANG_GUARD = 60


async def test_one_at_a_time_and_batched_sends_then_consume(
    kafka_bootstrap: str, new_topic: Callable[..., str]
) -> None:
    assert isinstance(asyncio.get_running_loop(), uvloop.Loop)
    topic = new_topic(create=True, partitions=2)
    with anyio.fail_after(HANG_GUARD):
        async with Producer(bootstrap_servers=kafka_bootstrap, linger_ms=0) as producer:
            acked = [await (await producer.send(topic, f"one-{i}".encode(), partition=0))
                     for i in range(20)]
            assert [m.offset for m in acked] == list(range(20))
            connection = producer.client.pool.ready(next(iter(producer._senders)))
            assert connection is not None
            assert isinstance(connection._stream, AsyncioStream)
            assert connection._stream._protocol.on_data is not None  # answers by callback
            handles = [await producer.send(topic, b"many", key=str(i).encode(),
                                           headers=[("h", b"v")], partition=1)
                       for i in range(500)]
            await producer.flush()
            assert all(h.done() and h.exception() is None for h in handles)
        async with Consumer(bootstrap_servers=kafka_bootstrap, group_id=None,
                            auto_offset_reset="earliest") as consumer:
            consumer.assign([TopicPartition(topic, 0), TopicPartition(topic, 1)])
            got: dict[int, list[bytes]] = {0: [], 1: []}
            while len(got[0]) < 20 or len(got[1]) < 500:
                for tp, records in (await consumer.getmany(timeout_ms=1000)).items():
                    got[tp.partition].extend(r.value for r in records)
        assert got[0] == [f"one-{i}".encode() for i in range(20)]
        assert got[1] == [b"many"] * 500


async def test_admin_and_producer_over_sasl_ssl(kafka_secure_cluster: KafkaCluster) -> None:
    password = kafka_secure_cluster.credentials["SCRAM-SHA-256"]["alice"]
    settings: dict[str, Any] = {
        "bootstrap_servers": kafka_secure_cluster.bootstrap_for("SASL_SSL"),
        "security_protocol": "SASL_SSL",
        "sasl_mechanism": "SCRAM-SHA-256",
        "sasl_plain_username": "alice",
        "sasl_plain_password": password,
        "ssl_cafile": str(kafka_secure_cluster.ca_file),
    }
    topic = f"uvloop-tls-{id(settings)}"
    with anyio.fail_after(HANG_GUARD):
        async with Admin(**settings) as admin:
            await admin.create_topics([NewTopic(topic, 1, 1)])
            assert topic in await admin.list_topics()
        async with Producer(**settings, linger_ms=0) as producer:
            metadata = await (await producer.send(topic, b"over tls"))
            assert metadata.offset == 0
