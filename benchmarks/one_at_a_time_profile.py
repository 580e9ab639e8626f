"""Where one acknowledged send at a time spends its CPU, by layer, sampled by py-spy.

The one-at-a-time row of ``benchmarks.run`` (``pipeline N=1``: ``await (await
producer.send(...))`` in a loop, acks=all, linger_ms=0, 100-byte values) is bounded by the
client's CPU per round trip. This runs that loop in a child process under ``py-spy record``
(sampling from outside, so the loop runs at full speed) and groups the samples taken while the
loop runs (not start-up) by the layer whose code was on top of the stack:

* ``event loop``: the loop's own frames between callbacks (with uvloop, also its waits for
  the broker: read the other layers as shares of each other);
* ``socket write``: the transport's ``write`` system call;
* ``codec``: the generated Produce encoder/decoder, the primitives, the record batch builder,
  request/response headers;
* ``connection``: frame reading, in-flight matching, the connection's queue and accounting;
* ``producer``: ``send``, the accumulator, the sender, the ledger, record handles, metrics;
* ``other``: everything else (the benchmark's own loop included).

The codec's share bounds what a C path for the codec alone could buy: with it at zero cost the
round trip would still pay the rest. Needs ``py-spy`` (``pip install py-spy``).

    python -m benchmarks.one_at_a_time_profile --bootstrap 127.0.0.1:9092 [--sends 20000]
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

WARMUP = 500

#: layer -> the source files (path suffixes) whose frames belong to it, checked in order
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("codec", ("kafka_async/protocol/messages/", "kafka_async/protocol/primitives.py",
               "kafka_async/protocol/records/", "kafka_async/protocol/headers.py",
               "kafka_async/protocol/compression.py")),
    ("connection", ("kafka_async/network/", "kafka_async/protocol/wire.py")),
    ("producer", ("kafka_async/producer/", "kafka_async/metrics/")),
    ("event loop", ("asyncio/", "uvloop/", "anyio/")),
)
#: the layers in the order the table lists them
_ORDER = ("event loop", "socket write", "codec", "connection", "producer", "other")
_FRAME = re.compile(r"^(?P<function>.*) \((?P<path>.*):\d+\)$")
#: the frame of the loop's transport write: the system call, not the connection's own code
_WRITE = ("kafka_async/network/_asyncio_stream.py", "send_nowait")
_MEASURED = "_measured_loop "


def layer_of(frame: str) -> str:
    """The layer of one py-spy frame (``function (path:line)``)."""
    match = _FRAME.match(frame)
    if match is None:
        return "other"
    path, function = match["path"], match["function"]
    if path.endswith(_WRITE[0]) and function.endswith(_WRITE[1]):
        return "socket write"
    for layer, suffixes in LAYERS:
        if any(suffix in path for suffix in suffixes):
            return layer
    return "other"


def shares(raw_lines: Iterable[str]) -> dict[str, float]:
    """Each layer's fraction of the samples taken inside the measured loop.

    A sample counts when the measured loop's frame is on its stack (the application's task),
    a transport's ``data_received`` is (the answer's callback), or the loop itself is on top
    (between callbacks); samples of imports and of the clients' start and close in the
    application's task are left out. Its layer is that of the frame on top."""
    counts: collections.Counter[str] = collections.Counter()
    for line in raw_lines:
        stack, _, number = line.rstrip().rpartition(" ")
        if not stack or not number.isdigit():
            continue
        frames = stack.split(";")
        in_loop = (frames[-1].startswith("Runner.run ")
                   or any(f.startswith(_MEASURED) or "data_received" in f for f in frames))
        if in_loop:
            counts[layer_of(frames[-1])] += int(number)
    total = sum(counts.values())
    return {layer: counts[layer] / total for layer in _ORDER} if total else {}



async def _measured_loop(producer: Any, topic: str, value: bytes, sends: int) -> None:
    for _ in range(sends):
        await (await producer.send(topic, value))


async def _workload(bootstrap: str, topic: str, sends: int) -> tuple[float, float]:
    from kafka_async import Admin, NewTopic, Producer

    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, num_partitions=1, replication_factor=1)])
    value = b"x" * 100
    async with Producer(bootstrap_servers=bootstrap, acks="all", linger_ms=0) as producer:
        for _ in range(WARMUP):
            await (await producer.send(topic, value))
        wall, cpu = time.perf_counter(), time.process_time()
        await _measured_loop(producer, topic, value, sends)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.delete_topics([topic])
    return sends / wall, cpu / sends


def _child(bootstrap: str, sends: int) -> None:
    import kafka_async

    rate, cpu = kafka_async.run(_workload, bootstrap, f"one-at-a-time-{uuid.uuid4().hex[:8]}",
                                sends)
    print(f"{rate:.0f} sends/s, {cpu * 1e6:.0f} us CPU per send")


def render(measured: Mapping[str, float]) -> str:
    """Each layer's share of all samples, and of the samples outside the event loop's frames.

    The second column is the one to read: the loop's frames also take the samples of its
    waits for the broker's answer (py-spy cannot tell uvloop's C code from its epoll wait), so
    their share grows as the sampling rate falls, while the other layers' shares of each other
    stay put."""
    own = 1.0 - measured.get("event loop", 0.0)
    lines = ["| layer | share of all samples | share outside the event loop |", "|---|--:|--:|"]
    for layer, share in measured.items():
        outside = "" if layer == "event loop" or own <= 0 else f"{share / own * 100:.1f}%"
        lines.append(f"| {layer} | {share * 100:.1f}% | {outside} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bootstrap", required=True)
    parser.add_argument("--sends", type=int, default=20_000)
    parser.add_argument("--rate", type=int, default=500, help="py-spy samples per second")
    args = parser.parse_args(argv)
    spy = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
    if not os.path.exists(spy):
        print("py-spy is not installed: pip install py-spy", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as scratch:
        raw = Path(scratch) / "samples.raw"
        done = subprocess.run([spy, "record", "-r", str(args.rate), "-f", "raw", "-o", str(raw),
                               "--", sys.executable, "-m", "benchmarks.one_at_a_time_profile",
                               "--child", args.bootstrap, str(args.sends)],
                              capture_output=True, text=True, check=False, timeout=900)
        if done.returncode != 0 or not raw.exists():
            print(done.stdout + done.stderr, file=sys.stderr)
            return 1
        measured = shares(raw.read_text().splitlines())
    rate = [line for line in done.stdout.splitlines() if "sends/s" in line]
    print((rate[-1] if rate else "no rate reported") + " (under py-spy)\n")
    print(render(measured))
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        _child(sys.argv[2], int(sys.argv[3]))
    else:
        sys.exit(main())
