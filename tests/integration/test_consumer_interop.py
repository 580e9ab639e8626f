"""Records written by other producers (Java console producer with every compression codec,
kcat) come back exactly, in order."""

from __future__ import annotations

import shutil
import subprocess

import anyio
import pytest
from consumer_helpers import all_partitions, collect, create_topic

from kafka_async import Consumer, TopicPartition
from kafka_async.testing import JavaTools

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.asyncio_only(
        "what the Java tools and kcat wrote, read back; backend-independent wire "
        'behaviour'),
]



@pytest.mark.parametrize("compression", ["none", "gzip", "snappy", "lz4", "zstd"])
async def test_java_console_producer_with_each_compression(
        kafka_bootstrap: str, java_tools: JavaTools, compression: str) -> None:
    topic = await create_topic(kafka_bootstrap, partitions=3, prefix=f"java-{compression}")
    lines = [f"k{i}\tvalue {i} " + "x" * (i % 50) for i in range(300)]
    await anyio.to_thread.run_sync(lambda: java_tools.console_produce(
        topic, lines, key_separator="\t",
        producer_props={"compression.type": compression, "linger.ms": "20"}))
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest",
                        key_deserializer=bytes.decode, value_deserializer=bytes.decode)
    consumer.assign(all_partitions(topic, 3))
    async with consumer:
        got = await collect(consumer, len(lines))
    received = {(r.key, r.value) for records in got.values() for r in records}
    assert received == {tuple(line.split("\t", 1)) for line in lines}
    for records in got.values():  # per partition: offsets dense and increasing
        assert [r.offset for r in records] == list(range(len(records)))
    # The console producer sends keyed records; one key always lands in one partition, in order.
    for records in got.values():
        numbers = [int(r.key[1:]) for r in records]
        assert numbers == sorted(numbers)


async def test_kcat_produced_records(kafka_bootstrap: str) -> None:
    kcat = shutil.which("kcat")
    assert kcat is not None, "kcat is installed by `make kcat` (a `make test` prerequisite)"
    topic = await create_topic(kafka_bootstrap, prefix="kcat")
    payload = "".join(f"key{i}:payload {i}\n" for i in range(100))
    done = await anyio.to_thread.run_sync(lambda: subprocess.run(
        [kcat, "-P", "-b", kafka_bootstrap, "-t", topic, "-p", "0", "-K", ":",
         "-X", "compression.codec=zstd"], input=payload.encode(), capture_output=True,
        timeout=60, check=False))
    assert done.returncode == 0, done.stderr.decode()
    tp = TopicPartition(topic, 0)
    consumer = Consumer(bootstrap_servers=kafka_bootstrap, auto_offset_reset="earliest")
    consumer.assign([tp])
    async with consumer:
        got = await collect(consumer, 100)
    assert [(r.key, r.value) for r in got[tp]] == [
        (b"key%d" % i, b"payload %d" % i) for i in range(100)]
