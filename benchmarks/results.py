"""Turning repeated runs into one figure per client and scenario (pure, no I/O).

Each repeat is a separate process; its rate comes from the client's own clock around the
measured loop, its peak RSS and CPU seconds from the kernel (``wait4``). A row's figure is the
median over the repeats that succeeded, metric by metric, so one noisy repeat on a shared
machine moves nothing.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

MIB = 1024 * 1024


@dataclass(frozen=True)
class RunRecord:
    """One process: one client, one scenario, one repeat."""

    client: str
    scenario: str
    repeat: int
    status: str
    msgs: int = 0
    bytes: int = 0
    elapsed_s: float = 0.0
    latency_ms: dict[str, float] | None = None
    peak_rss_mb: float = 0.0
    cpu_s: float = 0.0
    wall_s: float = 0.0
    reason: str = ""

    @property
    def msgs_per_s(self) -> float | None:
        return self.msgs / self.elapsed_s if self.status == "ok" and self.elapsed_s > 0 else None

    @property
    def mb_per_s(self) -> float | None:
        return self.bytes / MIB / self.elapsed_s if self.status == "ok" and self.elapsed_s > 0 \
            else None

    def cpu_s_per_million(self, baseline_cpu_s: float = 0.0) -> float | None:
        """CPU seconds per million records, net of the client's startup cost (never < 0)."""
        if self.status != "ok" or not self.msgs:
            return None
        return max(0.0, self.cpu_s - baseline_cpu_s) / self.msgs * 1e6


@dataclass
class Summary:
    """The figure a table cell shows and ``latest.json`` stores, per client and scenario."""

    client: str
    scenario: str
    status: str
    msgs_per_s: float | None = None
    mb_per_s: float | None = None
    p50_ms: float | None = None
    p99_ms: float | None = None
    p999_ms: float | None = None
    peak_rss_mb: float | None = None
    cpu_s: float | None = None
    cpu_s_per_1m: float | None = None
    baseline_cpu_s: float | None = None
    wall_s: float | None = None
    repeats: int = 0
    failed_repeats: int = 0
    reason: str = ""
    runs: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def median(values: Iterable[float | None]) -> float | None:
    """Median of the values that exist; ``None`` when none do."""
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else None


def _latency(record: RunRecord, key: str) -> float | None:
    return record.latency_ms.get(key) if record.latency_ms else None


def startup_cpu(records: Sequence[RunRecord], startup_scenario: str) -> dict[str, float]:
    """Median CPU seconds of each client's startup row (import, connect, one record, close)."""
    baselines = {}
    for client in dict.fromkeys(r.client for r in records):
        cpu = median(r.cpu_s for r in records
                     if r.client == client and r.scenario == startup_scenario and r.status == "ok")
        if cpu is not None:
            baselines[client] = cpu
    return baselines


def summarize(records: Sequence[RunRecord], startup_scenario: str = "") -> list[Summary]:
    """One Summary per (scenario, client), in first-seen order, medians over ok repeats.

    A pair is ``ok`` if any repeat succeeded (failed repeats are counted and named), ``n/a``
    if the client lacks the feature, ``error`` if every repeat failed. CPU per million records
    is net of the client's startup row when there is one (the startup row itself is not).
    """
    baselines = startup_cpu(records, startup_scenario) if startup_scenario else {}
    groups: dict[tuple[str, str], list[RunRecord]] = {}
    for record in records:
        groups.setdefault((record.scenario, record.client), []).append(record)
    summaries = []
    for (scenario, client), runs in groups.items():
        baseline = 0.0 if scenario == startup_scenario else baselines.get(client, 0.0)
        ok = [r for r in runs if r.status == "ok"]
        failed = [r for r in runs if r.status == "error"]
        not_available = [r for r in runs if r.status == "n/a"]
        status = "ok" if ok else ("n/a" if not_available and not failed else "error")
        reasons = [r.reason for r in (failed or not_available) if r.reason]
        summaries.append(Summary(
            client=client,
            scenario=scenario,
            status=status,
            msgs_per_s=median(r.msgs_per_s for r in ok),
            mb_per_s=median(r.mb_per_s for r in ok),
            p50_ms=median(_latency(r, "p50") for r in ok),
            p99_ms=median(_latency(r, "p99") for r in ok),
            p999_ms=median(_latency(r, "p999") for r in ok),
            peak_rss_mb=median(r.peak_rss_mb for r in ok),
            cpu_s=median(r.cpu_s for r in ok),
            cpu_s_per_1m=median(r.cpu_s_per_million(baseline) for r in ok),
            baseline_cpu_s=baseline if baseline else None,
            wall_s=median(r.wall_s for r in ok),
            repeats=len(ok),
            failed_repeats=len(failed),
            reason=reasons[0] if reasons else "",
            runs=[{**asdict(r), "msgs_per_s": r.msgs_per_s} for r in runs],
        ))
    return summaries


def ratio(ours: float | None, peer: float | None, higher_is_better: bool) -> float | None:
    """kafka_async relative to a peer, oriented so that > 1 always means kafka_async is better.

    Throughput: ours / peer. Latency, RSS and CPU: peer / ours.
    """
    if ours is None or peer is None or ours <= 0 or peer <= 0:
        return None
    return ours / peer if higher_is_better else peer / ours
