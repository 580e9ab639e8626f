"""Test data for the Spark source tests: create topics and produce records with kafka_async.

Every produced record is returned with the offset, partition and timestamp the broker gave it,
so tests compare what Spark read with what Kafka actually stored, column by column.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import anyio

from kafka_async import Producer
from kafka_async.admin.client import Admin, NewTopic


@dataclass(frozen=True)
class Sent:
    """One produced record as Spark should return it (timestamp in ms, CreateTime = 0)."""

    key: bytes | None
    value: bytes | None
    topic: str
    partition: int
    offset: int
    timestamp_ms: int
    headers: tuple[tuple[str, bytes | None], ...] | None

    def row(self, include_headers: bool = True) -> tuple[Any, ...]:
        base = (self.key, self.value, self.topic, self.partition, self.offset, self.timestamp_ms,
                0)
        return (*base, self.headers) if include_headers else base


@dataclass(frozen=True)
class ToSend:
    partition: int
    key: bytes | None
    value: bytes | None
    headers: tuple[tuple[str, bytes | None], ...] = ()
    timestamp_ms: int | None = None


def create_topics(bootstrap: str, topics: Sequence[str], partitions: int) -> None:
    async def main() -> None:
        async with Admin(bootstrap_servers=bootstrap) as admin:
            await admin.create_topics([NewTopic(name, partitions, 1) for name in topics])

    anyio.run(main)


def add_partitions(bootstrap: str, topic: str, total: int) -> None:
    async def main() -> None:
        async with Admin(bootstrap_servers=bootstrap) as admin:
            await admin.create_partitions({topic: total})

    anyio.run(main)


def delete_topics(bootstrap: str, topics: Sequence[str]) -> None:
    async def main() -> None:
        async with Admin(bootstrap_servers=bootstrap) as admin:
            await admin.delete_topics(list(topics))

    anyio.run(main)


def produce(bootstrap: str, topic: str, records: Sequence[ToSend]) -> list[Sent]:
    """Send ``records`` in order (acks=all) and return them as stored."""

    async def main() -> list[Sent]:
        async with Producer(bootstrap_servers=bootstrap, linger_ms=5) as producer:
            handles = [await producer.send(topic, r.value, key=r.key, partition=r.partition,
                                           headers=list(r.headers) or None,
                                           timestamp_ms=r.timestamp_ms)
                       for r in records]
            await producer.flush()
            sent = []
            for record, handle in zip(records, handles, strict=True):
                meta = await handle
                sent.append(Sent(record.key, record.value, topic, meta.partition, meta.offset,
                                 meta.timestamp, record.headers or None))
            return sent

    return anyio.run(main)


def spark_rows(rows: Sequence[Any], include_headers: bool = True) -> list[tuple[Any, ...]]:
    """Collected Spark rows (selected with ``ts_ms`` in place of ``timestamp``) as plain tuples."""
    result = []
    for row in rows:
        key = None if row["key"] is None else bytes(row["key"])
        value = None if row["value"] is None else bytes(row["value"])
        base: tuple[Any, ...] = (key, value, row["topic"], row["partition"], row["offset"],
                                 row["ts_ms"], row["timestampType"])
        if include_headers:
            headers = row["headers"]
            converted = None if headers is None else tuple(
                (h["key"], None if h["value"] is None else bytes(h["value"])) for h in headers)
            base = (*base, converted)
        result.append(base)
    return sorted(result, key=lambda r: (r[2], r[3], r[4]))
