"""Helpers for the share-group integration tests: a topic and a share group reading it from
the start, keyed records with headers, members that collect what they receive."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import anyio

from kafka_async import Admin, Producer, ShareConsumer, ShareConsumerRecord
from kafka_async.admin import AlterConfigOp, ConfigResource
from kafka_async.consumer import ConsumerClosedError

#: Member settings for the short-timeout group broker (group_helpers.GROUP_BROKER_CONFIG).
FAST_SHARE: dict[str, Any] = {"fetch_max_wait_ms": 200}


def new_share_group() -> str:
    return f"share-{uuid.uuid4().hex[:10]}"


async def configure_group(bootstrap: str, group: str, configs: Mapping[str, str]) -> None:
    """Set share-group configs (a group resource; the group need not exist yet)."""
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.incremental_alter_configs({
            ConfigResource(ConfigResource.Type.GROUP, group):
                [AlterConfigOp(name, value) for name, value in configs.items()]})


async def share_group(bootstrap: str, **configs: str) -> str:
    """A fresh share group reading from the earliest offset, with ``configs`` (dots as
    underscores: ``share_record_lock_duration_ms="2000"``)."""
    group = new_share_group()
    wanted = {"share.auto.offset.reset": "earliest"}
    wanted.update({name.replace("_", "."): value for name, value in configs.items()})
    await configure_group(bootstrap, group, wanted)
    return group


async def produce_keyed(bootstrap: str, topic: str, count: int, *, start: int = 0) -> None:
    """``count`` keyed records with a header, value ``b"<n>"`` (n from ``start``)."""
    async with Producer(bootstrap_servers=bootstrap, linger_ms=5) as producer:
        handles = [await producer.send(topic, b"%d" % n, key=b"k%d" % (n % 17),
                                       headers=[("n", b"%d" % n)])
                   for n in range(start, start + count)]
        for handle in handles:
            await handle


@dataclass
class Member:
    """A share consumer that records every record it receives."""

    name: str
    consumer: ShareConsumer
    records: list[ShareConsumerRecord] = field(default_factory=list)

    async def run(self, done: anyio.Event, wanted: int, seen: list[int]) -> None:
        """Poll until ``seen`` (shared by all members) reaches ``wanted`` records."""
        try:
            while not done.is_set():
                batch = await self.consumer.getmany(timeout_ms=200)
                for records in batch.values():
                    self.records.extend(records)
                    seen[0] += len(records)
                if seen[0] >= wanted:
                    done.set()
        except ConsumerClosedError:
            pass


async def wait_for(check: Any, limit_s: float = 60, what: str = "") -> None:
    """Await ``check()`` (a coroutine function returning bool) until true; fails after
    ``limit_s``, never hangs."""
    with anyio.fail_after(limit_s):
        while not await check():
            await anyio.sleep(0.1)
