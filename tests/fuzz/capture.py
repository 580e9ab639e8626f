"""Capture the fuzzing seed corpus from a real broker: ``python -m tests.fuzz.capture``.

Starts a one-node cluster, runs what users do (produce with every codec, keys and headers,
transactions committed and aborted, read_committed and read_uncommitted reads, a group that
commits, admin calls), and records every response body kafka_async decoded (the response
decoder is wrapped for the run). Writes, under tests/fuzz/corpus/:

* ``responses/``: 2-byte (response type, version) selector + body, as targets.response reads;
* ``records/``: the record sets of the Fetch responses (v2 batches, control batches);
* ``frames/``: size-prefixed response frames, several per file;
* ``codecs/``: the compressed payloads of the batches, with targets.codecs' codec byte.
"""

from __future__ import annotations

import shutil
import struct
from collections import defaultdict
from pathlib import Path
from typing import Any

import anyio

from kafka_async import Admin, Consumer, NewTopic, Producer, TopicPartition
from kafka_async.protocol.messages._base import Request
from kafka_async.protocol.records import HEADER_SIZE
from kafka_async.testing import KafkaCluster
from tests.fuzz.targets import RESPONSE_INDEX

CORPUS = Path(__file__).with_name("corpus")
PER_CASE = 3
MAX_FILE = 64 * 1024

captured: dict[tuple[str, int], list[bytes]] = defaultdict(list)


def _wrap_decoder() -> None:
    original = Request.decode_response

    def recording(self: Any, body: Any, version: int) -> Any:
        if body is not None:
            key = (type(self).RESPONSE.__name__, version)
            if len(captured[key]) < 20:
                captured[key].append(bytes(body))
        return original(self, body, version)

    Request.decode_response = recording  # type: ignore[method-assign]


async def workload(bootstrap: str) -> None:
    codecs = ("none", "gzip", "snappy", "lz4", "zstd")
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(f"seed-{c}", 2) for c in codecs]
                                  + [NewTopic("seed-txn", 1)])
        await admin.describe_cluster()
        await admin.list_topics()
    for codec in codecs:
        async with Producer(bootstrap_servers=bootstrap, compression_type=codec,
                            linger_ms=5) as producer:
            for i in range(40):
                await producer.send(f"seed-{codec}", b"value-%d" % i * (i % 5 + 1),
                                    key=b"key-%d" % (i % 7) if i % 3 else None,
                                    headers=[("h", b"v%d" % i)] if i % 2 else None)
            await producer.flush()
    async with Producer(bootstrap_servers=bootstrap, transactional_id="seed-txn") as producer:
        async with producer.transaction():
            await producer.send("seed-txn", b"committed", key=b"k")
        await producer.begin_transaction()
        await producer.send("seed-txn", b"aborted", key=b"k")
        await producer.flush()
        await producer.abort_transaction()
    for isolation in ("read_uncommitted", "read_committed"):
        for codec in (*codecs, "txn"):
            topic = f"seed-{codec}"
            async with Consumer(bootstrap_servers=bootstrap, isolation_level=isolation,
                                auto_offset_reset="earliest") as consumer:
                consumer.assign([TopicPartition(topic, 0)])
                with anyio.move_on_after(5):
                    while not await consumer.getmany(timeout_ms=500):
                        pass
    async with Consumer("seed-none", bootstrap_servers=bootstrap, group_id="seed-group",
                        auto_offset_reset="earliest", enable_auto_commit=False) as consumer:
        with anyio.move_on_after(15):
            while not await consumer.getmany(timeout_ms=500):
                pass
        await consumer.commit()
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.list_consumer_groups()
        await admin.describe_consumer_groups(["seed-group"])
        await admin.list_consumer_group_offsets(["seed-group"])


def _record_sets(body: bytes, version: int) -> list[bytes]:
    from kafka_async.protocol.messages import FetchResponse

    out = []
    response = FetchResponse.decode(body, version)
    for topic in response.responses:
        for part in topic.partitions:
            if part.records:
                out.append(bytes(part.records))
    return out


def write() -> None:
    if CORPUS.exists():
        shutil.rmtree(CORPUS)
    dirs = {name: CORPUS / name for name in ("responses", "records", "frames", "codecs")}
    for path in dirs.values():
        path.mkdir(parents=True)
    frames = bytearray()
    for (name, version), bodies in sorted(captured.items()):
        index = RESPONSE_INDEX.get((name, version))
        if index is None:
            continue
        kept = sorted({b for b in bodies if len(b) <= MAX_FILE}, key=len, reverse=True)
        for n, body in enumerate(kept[:PER_CASE]):
            (dirs["responses"] / f"{name}-v{version}-{n}.bin").write_bytes(
                struct.pack(">H", index) + body)
            if len(frames) < MAX_FILE:
                frames += struct.pack(">ii", len(body) + 4, n) + body
        if name == "FetchResponse":
            for n, records in enumerate(r for b in bodies for r in _record_sets(b, version)):
                if len(records) <= MAX_FILE and n < 30:
                    (dirs["records"] / f"fetch-v{version}-{n}.bin").write_bytes(records)
                    attributes = struct.unpack_from(">h", records, 21)[0]
                    if attributes & 7:
                        (dirs["codecs"] / f"fetch-v{version}-{n}.bin").write_bytes(
                            bytes([(attributes & 7) - 1]) + records[HEADER_SIZE:])
    (dirs["frames"] / "responses.bin").write_bytes(bytes(frames))


def main() -> None:
    _wrap_decoder()
    with KafkaCluster(nodes=1) as cluster:
        anyio.run(workload, cluster.bootstrap)
    write()
    for path in sorted(CORPUS.iterdir()):
        files = list(path.iterdir())
        print(f"{path.name}: {len(files)} files, {sum(f.stat().st_size for f in files):,} bytes")


if __name__ == "__main__":
    main()
