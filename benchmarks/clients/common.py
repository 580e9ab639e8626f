"""What every client script shares: the scenario it is given and the one line it prints back.

A client script runs in its own process so the driver can charge it its own peak RSS and CPU
time (read from ``wait4``, never self-reported). The script gets the scenario as one JSON
argument, runs it, and prints exactly one JSON line; anything else it prints goes to stderr.
This module imports no Kafka client, so a script only pays for the library it measures.
"""

from __future__ import annotations

import gc
import json
import random
import struct
import sys
import time
import traceback
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

Kind = Literal["produce", "consume", "e2e", "pipeline"]

# The producer settings every client gets, so a throughput row compares clients, not defaults.
LINGER_MS = 5
BATCH_SIZE = 65536
# Consume loops ask for this many records per call where the API takes a count.
CONSUME_BATCH = 500
# fetch.max.wait.ms for every consumer: an idle partition answers within this, on all clients.
FETCH_MAX_WAIT_MS = 100
# The wall-clock limit a client gives itself to see all records of a consume/e2e run.
IDLE_TIMEOUT_S = 60.0

_STAMP = struct.Struct(">q")  # an e2e record's send time, then its index (offset 8)


@dataclass(frozen=True)
class Spec:
    """One run of one scenario, as the driver hands it to a client process."""

    kind: Kind
    bootstrap: str
    topic: str
    count: int
    size: int
    partitions: int = 8
    acks: str = "1"
    compression: str = "none"
    api: str = "record"
    mode: str = "assign"
    group_id: str = ""
    rate: int = 0
    warmup: int = 0
    concurrency: int = 1
    linger_ms: int = LINGER_MS
    batch_size: int = BATCH_SIZE

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Spec:
        return cls(**json.loads(text))


@dataclass
class Outcome:
    """The one line a client prints: what it did, or why it could not (``n/a``/``error``)."""

    status: Literal["ok", "n/a", "error"]
    msgs: int = 0
    bytes: int = 0
    elapsed_s: float = 0.0
    latency_ms: dict[str, float] | None = None
    reason: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


class NotAvailable(Exception):
    """The client lacks the feature a scenario needs; the table shows n/a with this reason."""


def payload(size: int) -> bytes:
    """One random A-Z payload reused for every record, as the Java ProducerPerformance does.

    Reusing one value keeps compression ratios identical across clients (Java's tool compresses
    the same repeated bytes), and keeps payload creation out of the measured loop.
    """
    rng = random.Random(size)
    return bytes(rng.randrange(65, 91) for _ in range(size))


#: Distinct keys in the keyed rows (a service's user or order ids, reused).
KEY_SPACE = 1000
#: The one header every keyed record carries (a trace id, as instrumented services add).
HEADER_KEY = "traceparent"
HEADER_VALUE = b"00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"


def keyed(count: int, partitions: int) -> list[tuple[bytes, int]]:
    """(key, partition) of each record of a keyed row: ``KEY_SPACE`` distinct 8-byte keys, the
    partition chosen by the application (explicit), round robin. Built before the clock starts,
    identically for every client."""
    keys = [b"user%04d" % (i % KEY_SPACE) for i in range(KEY_SPACE)]
    return [(keys[i % KEY_SPACE], i % partitions) for i in range(count)]


def collect_start_up_garbage() -> None:
    """Run the full garbage collection a fresh process still owes, before a latency row's clock.

    CPython collects its oldest generation only once the objects promoted since the last full
    collection reach a quarter of those it holds. A client process imports its library, its
    event loop and this harness, then starts the clients: the objects of those imports are
    still "new" to the collector, so one full collection falls due ~10 s later, in the middle
    of the measured stream, and stops the process for 20-30 ms (kafka_async, ~28k objects on
    this host) or 3-6 ms (confluent-kafka, ~15k): a one-off of start-up, which a service meets
    once after it starts and never again while its state stays steady. The latency rows report
    the steady state (as their warm-up records do), so every Python client collects right
    before its clock starts, once its clients are up; what the stream itself leaves behind
    is still collected, and paid for, inside the window. ``benchmarks.e2e_gc`` measures the
    one-off itself."""
    gc.collect()


def stamped(size: int) -> bytearray:
    """A payload buffer whose first 8 bytes will hold a send timestamp (e2e latency)."""
    return bytearray(payload(max(size, 2 * _STAMP.size)))


def stamp(buffer: bytearray, monotonic_ns: int, index: int) -> bytes:
    """The payload with ``monotonic_ns`` in its first 8 bytes and the record's ``index`` in the
    next 8, as an immutable value."""
    _STAMP.pack_into(buffer, 0, monotonic_ns)
    _STAMP.pack_into(buffer, _STAMP.size, index)
    return bytes(buffer)


def stamp_send(buffer: bytearray, due_ns: int, index: int) -> bytes:
    """The payload stamped for an e2e record sent now, intended for ``due_ns``: the earlier of
    the two. Late (the client or its pacing fell behind): measured from the intended time, so
    falling behind is paid for (no coordinated omission). Early (uvloop's timers round to the
    nearest millisecond and can fire up to half of one early; a record sent before its time and
    stamped with that time could even arrive "before" it was stamped): measured from when it
    was really handed to the client, so an early wake-up never shortens a latency."""
    return stamp(buffer, min(due_ns, now_ns()), index)


def read_stamp(value: bytes) -> int:
    return int(_STAMP.unpack_from(value, 0)[0])


def read_index(value: bytes) -> int:
    """The record's index in the run (``stamp_send``'s third argument)."""
    return int(_STAMP.unpack_from(value, _STAMP.size)[0])


def now_ns() -> int:
    return time.perf_counter_ns()


def percentiles_ms(latencies_ns: Sequence[int]) -> dict[str, float] | None:
    """p50/p99/p99.9 in milliseconds by nearest rank; ``None`` when nothing was measured."""
    if not latencies_ns:
        return None
    ordered = sorted(latencies_ns)
    last = len(ordered) - 1

    def rank(q: float) -> float:
        return ordered[min(last, round(q * last))] / 1e6

    return {"p50": rank(0.50), "p99": rank(0.99), "p999": rank(0.999)}


def emit(outcome: Outcome) -> None:
    """Print the result line the driver parses (the only line on stdout)."""
    sys.stdout.write(json.dumps(asdict(outcome), sort_keys=True) + "\n")
    sys.stdout.flush()


def run_client(handlers: Mapping[str, Callable[[Spec], Outcome]], argv: Sequence[str]) -> int:
    """Entry point for a client script: dispatch on the scenario kind, report, exit code."""
    if len(argv) != 2:
        sys.stderr.write("usage: python -m benchmarks.clients.<client> '<spec json>'\n")
        return 2
    spec = Spec.from_json(argv[1])
    handler = handlers.get(spec.kind)
    if handler is None:
        emit(Outcome("n/a", reason=f"no {spec.kind} scenario for this client"))
        return 0
    try:
        outcome = handler(spec)
    except NotAvailable as exc:
        emit(Outcome("n/a", reason=str(exc)))
        return 0
    except Exception as exc:
        traceback.print_exc(file=sys.stderr)
        emit(Outcome("error", reason=f"{type(exc).__name__}: {exc}"))
        return 1
    emit(outcome)
    return 0 if outcome.status != "error" else 1


def pace(start_ns: int, index: int, rate: int) -> int:
    """The intended send time of record ``index`` at ``rate`` msgs/s from ``start_ns``.

    Latency is measured from the intended time, not the actual one, so a client that falls
    behind the schedule pays for it (no coordinated omission); from the actual one when that is
    earlier (``stamp_send``).
    """
    return start_ns + (index * 1_000_000_000) // rate


class LatencyLog:
    """End-to-end latencies of a paced run, leaving out the first ``spec.warmup`` records.

    The first records of a run pay for connection setup and first fetches on every client;
    the e2e row reports the steady state, as ProducerPerformance's ``--warmup-records`` does.
    """

    def __init__(self, spec: Spec, start_ns: int) -> None:
        self.expected = spec.warmup + spec.count
        self.received = 0
        self.warmup = spec.warmup
        self.latencies: list[int] = []

    def record(self, value: bytes, arrived_ns: int) -> None:
        self.received += 1
        sent = read_stamp(value)
        if read_index(value) >= self.warmup:
            self.latencies.append(arrived_ns - sent)

    @property
    def done(self) -> bool:
        return self.received >= self.expected


def sleep_until_ns(deadline_ns: int) -> None:
    delay = (deadline_ns - now_ns()) / 1e9
    if delay > 0:
        time.sleep(delay)
