"""The scenarios of a full and a quick run, and the clients they are measured on.

A scenario is what a table row means: the same topic layout, record size, count and producer
settings for every client. The quick plan keeps the shape of the full one at sizes that finish
in a few minutes on a 2-core machine, so ``make bench-quick`` exercises every code path.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

RowKind = Literal["startup", "produce", "consume", "e2e", "pipeline"]

CLIENTS: tuple[str, ...] = ("kafka_async", "aiokafka", "confluent", "kafka-python", "java",
                            "raw")
OURS = "kafka_async"
PEERS: tuple[str, ...] = tuple(c for c in CLIENTS if c != OURS)
CLIENT_MODULES = {
    "kafka_async": "benchmarks.clients.kafka_async_client",
    "aiokafka": "benchmarks.clients.aiokafka_client",
    "confluent": "benchmarks.clients.confluent_client",
    "kafka-python": "benchmarks.clients.kafka_python_client",
    "java": "benchmarks.clients.java_client",
    "raw": "benchmarks.clients.raw_client",
}
CLIENT_LABELS = {
    "kafka_async": "kafka_async",
    "aiokafka": "aiokafka",
    "confluent": "confluent",
    "kafka-python": "kafka-python",
    "java": "Java",
    "raw": "raw ceiling",
}
PARTITIONS = 8
STARTUP_NAME = "startup: import, connect, 1 record, close"


@dataclass(frozen=True)
class Scenario:
    """One table row: what every client is asked to do, identically."""

    kind: RowKind
    count: int
    size: int
    acks: str = "1"
    compression: str = "none"
    api: str = "record"
    mode: str = "assign"
    rate: int = 0
    warmup: int = 0
    concurrency: int = 1
    partitions: int = PARTITIONS

    @property
    def name(self) -> str:
        """The row label, also the ``scenario`` key in the JSON (stable across runs)."""
        volume = f"{_human_count(self.count)} x {_human_size(self.size)}"
        if self.kind == "startup":
            return STARTUP_NAME
        if self.kind == "produce":
            api = {"batch": " batch-API", "keyed": " keyed+header"}.get(self.api, "")
            return f"produce {volume} acks={self.acks} {self.compression}{api}"
        if self.kind == "consume":
            return f"consume {volume} {self.mode}"
        if self.kind == "e2e":
            return f"e2e latency {self.rate}/s x {_human_count(self.count)} acks={self.acks}"
        return f"pipeline N={self.concurrency} x {_human_count(self.count)} acks={self.acks}"

    @property
    def is_latency(self) -> bool:
        """Rows whose headline metric is latency (p99), not throughput."""
        return self.kind == "e2e"

    @property
    def dataset(self) -> tuple[int, int]:
        """Consume rows that share (count, size) read the same pre-produced topic."""
        return (self.count, self.size)


# Run first in every plan: what a client process costs before it does any work. Its CPU is
# subtracted from the other rows' CPU-per-million so small quick-mode counts stay comparable.
STARTUP = Scenario("startup", 1, 100)


def _human_count(count: int) -> str:
    if count >= 1_000_000 and count % 1_000_000 == 0:
        return f"{count // 1_000_000}M"
    if count >= 1000 and count % 1000 == 0:
        return f"{count // 1000}k"
    return str(count)


def _human_size(size: int) -> str:
    return f"{size // 1024} KiB" if size >= 1024 and size % 1024 == 0 else f"{size} B"


def _produce_matrix(volumes: Iterable[tuple[int, int]], acks: Sequence[str],
                    compressions: Sequence[str], apis: Sequence[str]) -> list[Scenario]:
    return [
        Scenario("produce", count, size, acks=a, compression=c, api=api)
        for count, size in volumes for api in apis for a in acks for c in compressions
    ]


def full_plan() -> list[Scenario]:
    """Every scenario of the issue at its full size (a long run)."""
    volumes = [(1_000_000, 100), (200_000, 1024)]
    return [
        STARTUP,
        *_produce_matrix(volumes, ["1", "all"], ["none", "lz4", "zstd"], ["record", "batch"]),
        Scenario("produce", 1_000_000, 100, acks="1", api="keyed"),
        *(Scenario("consume", count, size, mode=mode)
          for count, size in volumes for mode in ("assign", "group")),
        Scenario("e2e", 100_000, 100, acks="all", rate=5000, warmup=5000),
        Scenario("pipeline", 5_000, 100, acks="all", concurrency=1),
        Scenario("pipeline", 50_000, 100, acks="all", concurrency=100),
        Scenario("pipeline", 100_000, 100, acks="all", concurrency=1000),
    ]


def quick_plan() -> list[Scenario]:
    """The same shape at sizes that finish in a few minutes on 2 cores."""
    return [
        STARTUP,
        Scenario("produce", 100_000, 100, acks="1"),
        Scenario("produce", 100_000, 100, acks="1", api="batch"),
        Scenario("produce", 100_000, 100, acks="1", api="keyed"),
        Scenario("produce", 20_000, 1024, acks="all", compression="lz4"),
        Scenario("consume", 100_000, 100, mode="assign"),
        Scenario("consume", 100_000, 100, mode="group"),
        Scenario("e2e", 15_000, 100, acks="all", rate=5000, warmup=5000),
        Scenario("pipeline", 2_000, 100, acks="all", concurrency=1),
        Scenario("pipeline", 20_000, 100, acks="all", concurrency=100),
    ]


def select(items: Sequence[str], wanted: str | None, what: str) -> list[str]:
    """Filter by a comma-separated list (``--clients``/``--scenarios``), order kept.

    A needle equal to an item picks just that item (``kafka`` alone would match three clients);
    otherwise it picks every item containing it (``--scenarios consume``).
    """
    if not wanted:
        return list(items)
    needles = [w.strip().lower() for w in wanted.split(",") if w.strip()]
    lowered = [item.lower() for item in items]

    def picked(item: str) -> bool:
        return any(n == item if n in lowered else n in item for n in needles)

    chosen = [item for item, low in zip(items, lowered, strict=True) if picked(low)]
    if not chosen:
        raise ValueError(f"no {what} matches {wanted!r}; choose from: {', '.join(items)}")
    return chosen
