"""Where the round trip of one acknowledged send at a time goes: the client's path and the rest.

The one-at-a-time row of ``benchmarks.run`` (``pipeline N=1``: ``await (await
producer.send(...))`` in a loop, acks=all, linger_ms=0, 100-byte values) is one request in
flight, so its rate is one over the round trip. This splits that round trip, for kafka_async
and for the raw floor beside it (``benchmarks.clients.raw_client``: a pre-encoded frame written
by an asyncio transport on the same event loop, its answer matched by one future), into:

* **answer read -> next request written**: from the moment the answer's bytes reach the
  protocol's ``data_received`` to the start of the next request's ``transport.write``. The
  client's *critical path*: the broker waits for it, and so does the next record. It holds
  the answer's handling, the wake-up of the awaiting task, the application's next ``send()``
  and that request's encoding.
* **the write call**: ``transport.write`` itself (the system call; on loopback it also hands
  the bytes to the broker's socket and wakes the broker's network thread).
* **the rest**: the round trip less those two: the broker's work, the kernel's, the wake-ups
  of both processes. The same for every client on the same broker.
* **the client alone**: the round trip with the socket swapped for a stand-in that answers
  each request in the next event-loop turn with the last real answer (correlation id
  patched): what the client's own code costs per round trip with its caches warm. The gap
  between this and the critical path above is the price of running cold: between two answers
  the process sleeps ~0.15 ms and the broker's threads run on the same two cores. A second
  stand-in pass (probed, so its parts are medians of their own and need not add up to the
  unprobed total) splits it in three: the answer's handling (the ``data_received`` call:
  frame, match, decode, and whatever the client does before it returns); from there to the
  next request's write (the awaiting task's wake-up and the application's next ``send()``);
  and from the write to the next answer's delivery (the work after the write, the way back
  to the event loop, the stand-in's turn). The first two are the warm critical path.

Each client runs in its own process, the two alternating, ``--repeats`` times; medians are
reported. With ``--bootstrap`` the runs use that broker; without it, the harness's own
(``benchmarks.broker``). The probes cost three clock reads and a copy of the answer's bytes per
round trip, the same for both clients (well under a microsecond).

    python -m benchmarks.one_at_a_time_path [--bootstrap HOST:PORT] [--sends 10000] [--repeats 3]
                                            [--no-idempotence]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from benchmarks import broker
from benchmarks.clients.common import payload

WARMUP = 500
SIZE = 100
CLIENTS = ("kafka_async", "raw")
#: the measured quantities, in the order the table lists them, with their labels
ROWS: tuple[tuple[str, str], ...] = (
    ("round_trip_us", "round trip (real broker)"),
    ("path_us", "answer read -> next request written (p50)"),
    ("write_us", "the write call (p50)"),
    ("rest_us", "the rest: broker, kernel, wake-ups"),
    ("alone_us", "the client alone (answered in the next loop turn, warm)"),
    ("handling_us", "  of which the answer's handling: data_received (p50)"),
    ("to_write_us", "  of which answer handled -> next request written (p50)"),
    ("after_write_us", "  of which request written -> next answer delivered (p50)"),
)
_ns = time.perf_counter_ns


class Probe:
    """Clock reads at the two edges of the critical path: an answer's bytes arriving, and the
    next frame's write starting (and ending). Also keeps the last answer's bytes, which the
    stand-in transport replays."""

    def __init__(self) -> None:
        self.read_at = 0
        self.paths: list[int] = []
        self.writes: list[int] = []
        self.last_answer = b""

    def on_data(self, data: bytes) -> None:
        self.read_at = _ns()
        self.last_answer = bytes(data)

    def clear(self) -> None:
        self.read_at = 0
        self.paths.clear()
        self.writes.clear()


class TimedTransport:
    """A transport whose ``write`` is timed, and timed from the last answer's arrival."""

    def __init__(self, real: Any, probe: Probe) -> None:
        self._real = real
        self._probe = probe

    def write(self, data: bytes) -> None:
        probe = self._probe
        started = _ns()
        if probe.read_at:
            probe.paths.append(started - probe.read_at)
        self._real.write(data)
        probe.writes.append(_ns() - started)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


def answer_for(request_frame: bytes, answer_template: bytes) -> bytes:
    """``answer_template`` (a whole response frame) with the correlation id of
    ``request_frame`` (a whole request frame: size, api key, version, correlation id)."""
    return answer_template[:4] + bytes(request_frame[8:12]) + answer_template[8:]


class WarmSplit:
    """Clock reads around the stand-in's deliveries and writes: the three parts of the client
    alone (see the module docstring), one sample of each per round trip."""

    def __init__(self) -> None:
        self.handling: list[int] = []
        self.to_write: list[int] = []
        self.after_write: list[int] = []
        self._handled_at = 0
        self._written_at = 0

    def deliver(self, deliver: Callable[[bytes], None], data: bytes) -> None:
        started = _ns()
        if self._written_at:
            self.after_write.append(started - self._written_at)
        deliver(data)
        self._handled_at = _ns()
        self.handling.append(self._handled_at - started)

    def wrote(self, started: int, ended: int) -> None:
        if self._handled_at:
            self.to_write.append(started - self._handled_at)
        self._written_at = ended

    def medians_us(self) -> dict[str, float]:
        parts = {"handling_us": self.handling, "to_write_us": self.to_write,
                 "after_write_us": self.after_write}
        return {key: statistics.median(samples) / 1000 if samples else 0.0
                for key, samples in parts.items()}


class AnsweringTransport:
    """A stand-in for the socket: each request is answered in the next event-loop turn with
    the last real answer, so only the client's own work is left in the round trip. With a
    ``split``, each write and delivery is also timed (``WarmSplit``)."""

    def __init__(self, real: Any, deliver: Callable[[bytes], None], template: bytes,
                 split: WarmSplit | None = None) -> None:
        self._real = real
        self._deliver = deliver
        self._template = template
        self._loop = asyncio.get_running_loop()
        self._split = split

    def write(self, data: bytes) -> None:
        split = self._split
        if split is None:
            self._loop.call_soon(self._deliver, answer_for(data, self._template))
            return
        started = _ns()
        self._loop.call_soon(split.deliver, self._deliver, answer_for(data, self._template))
        split.wrote(started, _ns())

    def is_closing(self) -> bool:
        return False

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


def summary(probe: Probe, sends: int, wall_ns: int, alone_ns: int,
            split: WarmSplit) -> dict[str, float]:
    round_trip = wall_ns / sends / 1000
    path = statistics.median(probe.paths) / 1000 if probe.paths else 0.0
    write = statistics.median(probe.writes) / 1000 if probe.writes else 0.0
    return {"round_trip_us": round_trip, "path_us": path, "write_us": write,
            "rest_us": round_trip - path - write, "alone_us": alone_ns / sends / 1000,
            **split.medians_us()}


async def _ours(bootstrap: str, topic: str, sends: int, idempotent: bool) -> dict[str, float]:
    from kafka_async import Producer

    value = payload(SIZE)
    probe = Probe()
    async with Producer(bootstrap_servers=bootstrap, acks="all", linger_ms=0,
                        enable_idempotence=idempotent) as producer:
        for _ in range(WARMUP):
            await (await producer.send(topic, value))
        connection = producer.client.pool.ready(next(iter(producer._senders)))
        if connection is None:
            raise RuntimeError("the producer has no connection to the partition's leader")
        stream: Any = connection._stream
        protocol = stream._protocol
        on_data = protocol.on_data

        def timed_on_data(data: bytes) -> None:
            probe.on_data(data)
            on_data(data)

        real = stream._transport
        protocol.on_data = timed_on_data
        stream._transport = TimedTransport(real, probe)
        await (await producer.send(topic, value))
        probe.clear()
        started = _ns()
        for _ in range(sends):
            await (await producer.send(topic, value))
        wall = _ns() - started
        split = WarmSplit()
        try:
            stream._transport = AnsweringTransport(real, protocol.data_received,
                                                   probe.last_answer)
            started = _ns()
            for _ in range(sends):
                await (await producer.send(topic, value))
            alone = _ns() - started
            stream._transport = AnsweringTransport(real, protocol.data_received,
                                                   probe.last_answer, split)
            for _ in range(sends):
                await (await producer.send(topic, value))
        finally:
            stream._transport = real
            protocol.on_data = on_data
    return summary(probe, sends, wall, alone, split)


async def _raw(bootstrap: str, topic: str, sends: int, idempotent: bool) -> dict[str, float]:
    from benchmarks.clients.raw_client import FrameProtocol, lone_produce_body, lone_round_trips

    probe = Probe()

    class TimedProtocol(FrameProtocol):
        def data_received(self, data: bytes) -> None:
            probe.on_data(data)
            super().data_received(data)

    body = lone_produce_body(topic, SIZE, "all")
    host, _, port = bootstrap.rpartition(":")
    loop = asyncio.get_running_loop()
    real, protocol = await loop.create_connection(TimedProtocol, host, int(port))
    try:
        timed = TimedTransport(real, probe)
        await lone_round_trips(timed, protocol, body, 0, WARMUP, None)
        probe.clear()
        started = _ns()
        await lone_round_trips(timed, protocol, body, WARMUP, sends, None)
        wall = _ns() - started
        answering = AnsweringTransport(real, protocol.data_received, probe.last_answer)
        started = _ns()
        await lone_round_trips(answering, protocol, body, WARMUP + sends, sends, None)
        alone = _ns() - started
        split = WarmSplit()
        answering = AnsweringTransport(real, protocol.data_received, probe.last_answer, split)
        await lone_round_trips(answering, protocol, body, WARMUP + 2 * sends, sends, None)
    finally:
        real.close()
    return summary(probe, sends, wall, alone, split)


_WORKLOADS = {"kafka_async": _ours, "raw": _raw}


async def _on_a_new_topic(client: str, bootstrap: str, topic: str, sends: int,
                          idempotent: bool) -> dict[str, float]:
    from kafka_async import Admin, NewTopic, Producer

    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, num_partitions=1, replication_factor=1)])
    # A record through a client that retries: the partition has its leader once it is
    # acknowledged (the floor's requests would meet NOT_LEADER_OR_FOLLOWER before that).
    async with Producer(bootstrap_servers=bootstrap) as producer:
        await (await producer.send(topic, b""))
    try:
        return await _WORKLOADS[client](bootstrap, topic, sends, idempotent)
    finally:
        async with Admin(bootstrap_servers=bootstrap) as admin:
            await admin.delete_topics([topic])


def _child(client: str, bootstrap: str, sends: int, idempotent: bool = True) -> None:
    """One client's measurement in this process (on a topic of its own, made and deleted
    here), on the loop kafka_async runs on; one JSON line out."""
    import kafka_async

    topic = f"one-at-a-time-path-{uuid.uuid4().hex[:8]}"
    measured = kafka_async.run(_on_a_new_topic, client, bootstrap, topic, sends, idempotent)
    print(json.dumps(measured))


def _run_child(client: str, bootstrap: str, sends: int, idempotent: bool) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.one_at_a_time_path", "--child", client,
         "--bootstrap", bootstrap, "--sends", str(sends)]
        + ([] if idempotent else ["--no-idempotence"]),
        capture_output=True, text=True, timeout=120 + sends / 100, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{client}: exit {done.returncode}: {done.stderr.strip()[-2000:]}")
    measured: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return measured


def medians(runs: Sequence[Mapping[str, float]]) -> dict[str, float]:
    return {key: statistics.median(run[key] for run in runs) for key, _ in ROWS}


def render(ours: Mapping[str, float], raw: Mapping[str, float]) -> str:
    """The table: each quantity in microseconds for both, and kafka_async's excess."""
    lines = ["| per round trip (us) | kafka_async | raw floor | kafka_async - floor |",
             "|---|--:|--:|--:|"]
    for key, label in ROWS:
        lines.append(f"| {label} | {ours[key]:.1f} | {raw[key]:.1f} | "
                     f"{ours[key] - raw[key]:+.1f} |")
    return "\n".join(lines)


def measure(bootstrap: str, sends: int, repeats: int,
            idempotent: bool) -> tuple[dict[str, float], dict[str, float]]:
    runs: dict[str, list[dict[str, float]]] = {client: [] for client in CLIENTS}
    for repeat in range(repeats):
        for client in CLIENTS:
            runs[client].append(_run_child(client, bootstrap, sends, idempotent))
            print(f"repeat {repeat + 1}/{repeats} {client}: {runs[client][-1]}",
                  file=sys.stderr)
    return medians(runs["kafka_async"]), medians(runs["raw"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bootstrap", help="a broker to use (default: the harness's own)")
    parser.add_argument("--sends", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--no-idempotence", action="store_true",
                        help="kafka_async with enable_idempotence=False (librdkafka's default;"
                             " the floor's requests carry no producer id either way)")
    parser.add_argument("--child", choices=CLIENTS, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.sends < 1 or args.repeats < 1:
        parser.error("--sends and --repeats must be at least 1")
    if args.child:
        if not args.bootstrap:
            parser.error("--child needs --bootstrap")
        _child(args.child, args.bootstrap, args.sends, not args.no_idempotence)
        return 0
    if args.bootstrap:
        ours, raw = measure(args.bootstrap, args.sends, args.repeats, not args.no_idempotence)
    else:
        with broker.acquire_broker() as info:
            ours, raw = measure(info.bootstrap, args.sends, args.repeats,
                                not args.no_idempotence)
    print(f"{args.sends:,} sends of {SIZE} B, acks=all, one at a time, kafka_async "
          f"{'without' if args.no_idempotence else 'with'} idempotence; medians of "
          f"{args.repeats} alternating runs per client")
    print(render(ours, raw))
    return 0


if __name__ == "__main__":
    sys.exit(main())
