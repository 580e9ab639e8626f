"""What a start-up costs before any client code runs: the floors under the start-up row.

The start-up row of ``benchmarks.run`` times a fresh process that imports a client, connects,
produces one acknowledged record and closes. Two clients on different foundations pay different
fixed costs in it: aiokafka runs on the standard asyncio loop; kafka_async on anyio's asyncio
backend, on uvloop when installed (``kafka_async.run``). This measures those foundations with
no client at all, one pre-encoded single-record Produce frame (acks=1) written and its answer
read, so the row can be read as floor + the client's own cost:

* ``python``: the interpreter starting and exiting;
* ``asyncio floor``: ``asyncio.run``, ``asyncio.open_connection``, one frame out, one answer in;
* ``anyio floor``: the same through ``anyio.connect_tcp`` on anyio's asyncio backend, on the
  standard loop;
* ``anyio + uvloop floor``: the same on the loop ``kafka_async.run`` picks (uvloop when
  installed);
* ``kafka_async`` and ``aiokafka``: the start-up row's work through each client's public API.

Every child is a fresh interpreter, the kinds alternate round by round, and the wall time is
measured by this process from spawn to exit (as the start-up row is), with the child's CPU from
``wait4``.

    python -m benchmarks.startup_floor --bootstrap 127.0.0.1:9092 [--repeats 15]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from benchmarks.clients.raw_client import _frame

PRODUCE_VERSION = 9  # flexible, topic names: every supported broker takes it

_READ_ONE_ANSWER = """
def _answer_complete(buffer):
    return len(buffer) >= 4 and len(buffer) >= 4 + int.from_bytes(buffer[:4], "big")
"""

_ASYNCIO_FLOOR = _READ_ONE_ANSWER + """
import asyncio, sys

async def main(host, port, frame):
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(frame)
    size = int.from_bytes(await reader.readexactly(4), "big")
    await reader.readexactly(size)
    writer.close()
    await writer.wait_closed()

asyncio.run(main(sys.argv[1], int(sys.argv[2]), bytes.fromhex(sys.argv[3])))
"""

_ANYIO_FLOOR = _READ_ONE_ANSWER + """
import importlib.util, sys
import anyio

async def main(host, port, frame):
    async with await anyio.connect_tcp(host, port) as stream:
        await stream.send(frame)
        buffer = b""
        while not _answer_complete(buffer):
            buffer += await stream.receive()

uvloop = sys.argv[5] == "uvloop" and importlib.util.find_spec("uvloop") is not None
anyio.run(main, sys.argv[1], int(sys.argv[2]), bytes.fromhex(sys.argv[3]),
          backend_options={"use_uvloop": True} if uvloop else {})
"""

_KAFKA_ASYNC = """
import sys
import kafka_async
from kafka_async import Producer

async def main(bootstrap, topic):
    async with Producer(bootstrap_servers=bootstrap, acks=1) as producer:
        await (await producer.send(topic, b"x" * 100))

kafka_async.run(main, sys.argv[1] + ":" + sys.argv[2], sys.argv[4])
"""

_AIOKAFKA = """
import asyncio, sys
from aiokafka import AIOKafkaProducer

async def main(bootstrap, topic):
    producer = AIOKafkaProducer(bootstrap_servers=bootstrap, acks=1)
    await producer.start()
    try:
        await producer.send_and_wait(topic, b"x" * 100)
    finally:
        await producer.stop()

asyncio.run(main(sys.argv[1] + ":" + sys.argv[2], sys.argv[4]))
"""

#: kind -> (the child's source, the loop argument it gets)
KINDS: Mapping[str, tuple[str, str]] = {
    "python": ("pass", ""),
    "asyncio floor": (_ASYNCIO_FLOOR, ""),
    "anyio floor": (_ANYIO_FLOOR, "asyncio"),
    "anyio + uvloop floor": (_ANYIO_FLOOR, "uvloop"),
    "kafka_async": (_KAFKA_ASYNC, ""),
    "aiokafka": (_AIOKAFKA, ""),
}

#: each client, and the floor it stands on
FLOOR_OF = {"kafka_async": "anyio + uvloop floor", "aiokafka": "asyncio floor"}


@dataclass(frozen=True)
class Sample:
    wall_s: float
    cpu_s: float


def produce_frame(topic: str) -> bytes:
    """One Produce request (acks=1, one 100-byte record, null key), framed and ready to write."""
    from kafka_async.protocol.messages import ProduceRequest
    from kafka_async.protocol.records import RecordBatchBuilder

    builder = RecordBatchBuilder(compression_type="none", batch_size=16384)
    builder.append(int(time.time() * 1000), None, b"x" * 100, None)
    partition = ProduceRequest.TopicProduceData.PartitionProduceData(0, builder.build())
    request = ProduceRequest(acks=1, timeout_ms=30_000, topic_data=[
        ProduceRequest.TopicProduceData(topic, partition_data=[partition])])
    return _frame(ProduceRequest.API_KEY, PRODUCE_VERSION, 1, request.encode(PRODUCE_VERSION))


async def _topic(bootstrap: str, topic: str, create: bool) -> None:
    from kafka_async import Admin, NewTopic

    async with Admin(bootstrap_servers=bootstrap) as admin:
        if create:
            await admin.create_topics([NewTopic(topic, num_partitions=1, replication_factor=1)])
        else:
            await admin.delete_topics([topic])


def create_topic(bootstrap: str, topic: str) -> None:
    import kafka_async

    kafka_async.run(_topic, bootstrap, topic, True)


def delete_topic(bootstrap: str, topic: str) -> None:
    import kafka_async

    kafka_async.run(_topic, bootstrap, topic, False)


def run_child(kind: str, bootstrap: str, topic: str, frame: bytes) -> Sample:
    """Spawn one child of ``kind`` and time it from spawn to exit (wall) and by wait4 (CPU)."""
    source, loop = KINDS[kind]
    host, _, port = bootstrap.rpartition(":")
    # stderr to a file, not a pipe: a child that wrote more than a pipe holds would block
    # while this process waits for it to exit
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-c", source, host, port, frame.hex(), topic,
                                  loop], stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode != 0:
            errors.seek(0)
            text = errors.read().decode(errors="replace")
            raise RuntimeError(f"{kind} child failed ({child.returncode}): {text[-2000:]}")
    return Sample(wall, usage.ru_utime + usage.ru_stime)


def measure(bootstrap: str, repeats: int, kinds: Sequence[str] = tuple(KINDS)) -> dict[
        str, list[Sample]]:
    """Every kind ``repeats`` times, alternating, on a topic of its own (deleted after)."""
    topic = f"startup-floor-{uuid.uuid4().hex[:8]}"
    create_topic(bootstrap, topic)
    try:
        frame = produce_frame(topic)
        samples: dict[str, list[Sample]] = {kind: [] for kind in kinds}
        for _ in range(repeats):
            for kind in kinds:
                samples[kind].append(run_child(kind, bootstrap, topic, frame))
        return samples
    finally:
        delete_topic(bootstrap, topic)


def render(samples: Mapping[str, Sequence[Sample]]) -> str:
    """The medians, and each client's own cost above the floor it stands on."""
    wall = {kind: statistics.median(s.wall_s for s in rows) for kind, rows in samples.items()}
    cpu = {kind: statistics.median(s.cpu_s for s in rows) for kind, rows in samples.items()}
    lines = ["| kind | wall (median) | CPU (median) | above its floor |", "|---|--:|--:|--:|"]
    for kind in samples:
        floor = FLOOR_OF.get(kind)
        above = (f"{(wall[kind] - wall[floor]) * 1000:.0f} ms" if floor in wall and floor
                 else "")
        lines.append(f"| {kind} | {wall[kind] * 1000:.0f} ms | {cpu[kind] * 1000:.0f} ms | "
                     f"{above} |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bootstrap", required=True)
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args(argv)
    if args.repeats < 1:
        parser.error("--repeats must be at least 1")
    samples = measure(args.bootstrap, args.repeats)
    print(f"start-up floors, {args.repeats} alternating repeats, fresh interpreters\n")
    print(render(samples))
    return 0


if __name__ == "__main__":
    sys.exit(main())
