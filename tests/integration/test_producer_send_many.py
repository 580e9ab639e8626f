"""Producer.send_many: the bulk form of send() delivers the same records to the same places."""

from __future__ import annotations

import pytest
from consumer_helpers import all_partitions, collect, create_topic

from kafka_async import Consumer, Producer
from kafka_async.producer import RecordTooLargeError
from kafka_async.producer.partitioner import partition_for_key

pytestmark = [pytest.mark.anyio, pytest.mark.integration]


async def test_keyed_and_keyless_records_land_where_send_puts_them(kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap, partitions=3, prefix="many")
    keys = [b"k%d" % (i % 17) if i % 5 else None for i in range(3000)]
    values = [b"v%d" % i for i in range(3000)]
    async with Producer(bootstrap_servers=kafka_bootstrap, batch_size=4096) as producer:
        runs = await producer.send_many(topic, values, keys, headers=[("h", b"1")])
        sticky = await producer.send_many(topic, [b"s%d" % i for i in range(2000)])
        for run in runs + sticky:
            await run.handle
            assert run.failures() == []
    assert sum(run.records for run in runs) == 3000
    assert sum(run.records for run in sticky) == 2000
    assert len(runs) < 3000 // 10  # runs share batches: far fewer runs than records
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest")
    consumer.assign(all_partitions(topic, 3))
    async with consumer:
        got = await collect(consumer, 5000)
    placed = {r.value: (r.partition, r.key, r.headers) for rs in got.values() for r in rs}
    for key, value in zip(keys, values, strict=True):
        partition, stored_key, headers = placed[value]
        assert stored_key == key and list(headers) == [("h", b"1")]
        if key is not None:
            assert partition == partition_for_key(key, 3)
    for records in got.values():  # each key keeps its input order (Kafka's guarantee)
        by_key: dict[bytes, list[int]] = {}
        for r in records:
            if r.key is not None:
                by_key.setdefault(r.key, []).append(int(r.value[1:]))
        bad = {k: n for k, n in by_key.items() if n != sorted(n)}
        assert not bad, {k: [(i, n[i], n[i + 1]) for i in range(len(n) - 1) if n[i] > n[i + 1]]
                         for k, n in bad.items()}


async def test_bad_input_is_refused_before_anything_is_accepted(kafka_bootstrap: str) -> None:
    topic = await create_topic(kafka_bootstrap, prefix="many-bad")
    async with Producer(bootstrap_servers=kafka_bootstrap) as producer:
        with pytest.raises(RecordTooLargeError, match="nothing was accepted"):
            await producer.send_many(topic, [b"ok", b"x" * 2_000_000])
        with pytest.raises(TypeError, match=r"values\[1\] must be bytes or None, got str"):
            await producer.send_many(topic, [b"ok", "text"])
        with pytest.raises(ValueError, match="2 values but 1 keys"):
            await producer.send_many(topic, [b"a", b"b"], [b"k"])
        with pytest.raises(ValueError, match="partition 7"):
            await producer.send_many(topic, [b"a"], partition=7)
        runs = await producer.send_many(topic, [b"only"], partition=0)
        assert (await runs[0].handle).offset == 0  # nothing before it was written
