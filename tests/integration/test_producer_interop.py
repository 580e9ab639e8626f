"""What the producer writes, as Java clients and kcat see it (and murmur2 as Java computes it)."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable

import pytest

from kafka_async import Producer
from kafka_async.producer import partition_for_key
from kafka_async.testing import JavaTools
from kafka_async.testing.tools import CONSOLE_CONSUMER
from tests.producer._readback import read_topic

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.asyncio_only(
        'what kcat and the Java tools read back; backend-independent wire behaviour'),
]

PARTITIONS = 6



async def test_murmur2_agrees_with_the_java_console_producer(
    kafka_bootstrap: str, new_topic: Callable[..., str], java_tools: JavaTools
) -> None:
    java_topic = new_topic("java-keys", create=True, partitions=PARTITIONS)
    ours_topic = new_topic("our-keys", create=True, partitions=PARTITIONS)
    keys = [f"key-{i}" for i in range(60)] + ["", "a", "ab", "abc", "ümlaut-ключ", "x" * 41]
    java_tools.console_produce(java_topic, [f"{key}\t{i}" for i, key in enumerate(keys)],
                               key_separator="\t")
    async with Producer(bootstrap_servers=kafka_bootstrap) as producer:
        ours = [await producer.send(ours_topic, b"%d" % i, key=key.encode())
                for i, key in enumerate(keys)]
        our_partitions = {key: (await handle).partition for key, handle in zip(keys, ours,
                                                                              strict=True)}
    java_read = await read_topic(kafka_bootstrap, java_topic)
    java_partitions = {(record.key or b"").decode(): partition
                       for partition, records in java_read.items() for record in records}
    assert len(java_partitions) == len(keys)
    assert java_partitions == our_partitions
    assert all(our_partitions[k] == partition_for_key(k.encode(), PARTITIONS) for k in keys)


async def test_records_read_back_exactly_by_kcat_and_java(
    kafka_bootstrap: str, new_topic: Callable[..., str], java_tools: JavaTools
) -> None:
    topic = new_topic("exact", create=True)
    expected = []
    async with Producer(bootstrap_servers=kafka_bootstrap, compression_type="lz4") as producer:
        for i in range(20):
            key = b"k%d" % i if i % 3 else None
            headers = [("origin", b"kafka_async"), ("n", b"%d" % i)] if i % 2 else []
            timestamp = 1_700_000_000_000 + i * 1000
            await producer.send(topic, b"value-%d" % i, key=key, headers=headers,
                                timestamp_ms=timestamp)
            expected.append((i, key, b"value-%d" % i, headers, timestamp))
    kcat = shutil.which("kcat")
    assert kcat is not None, "kcat is required (make kcat)"
    output = subprocess.run(
        [kcat, "-C", "-b", kafka_bootstrap.split(",")[0], "-t", topic, "-o", "beginning", "-e",
         "-q", "-c", str(len(expected)), "-f", "%o|%k|%s|%h|%T\\n"],
        capture_output=True, text=True, timeout=60, check=True).stdout.splitlines()
    assert output == [
        f"{offset}|{(key or b'').decode()}|{value.decode()}|"
        + ",".join(f"{name}={data.decode()}" for name, data in headers) + f"|{timestamp}"
        for offset, key, value, headers, timestamp in expected
    ]
    # The partition assigned: no group to join. (This read once came back empty in CI: the
    # broker's retention check had deleted these 2023-stamped records between kcat's read and
    # this one; the test brokers check retention once a day now, see test_harness.py.)
    args = ["--bootstrap-server", kafka_bootstrap, "--topic", topic, "--partition", "0",
            "--offset", "earliest", "--max-messages", str(len(expected)),
            "--timeout-ms", "20000"]
    for prop in ("print.timestamp=true", "print.offset=true", "print.headers=true",
                 "print.key=true", "key.separator=|", "headers.separator=,",
                 "line.separator=\n"):
        args += ["--formatter-property", prop]
    consumed = java_tools.run(CONSOLE_CONSUMER, args, timeout=90)
    assert consumed.stdout.splitlines() == [
        f"CreateTime:{timestamp}|Offset:{offset}|"
        + (",".join(f"{name}:{data.decode()}" for name, data in headers) or "NO_HEADERS")
        + f"|{(key or b'null').decode()}|{value.decode()}"
        for offset, key, value, headers, timestamp in expected
    ], consumed.stderr[-3000:]
