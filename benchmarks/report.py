"""The markdown tables, the JSON file and the bar chart of a run.

Rendering is pure (summaries in, text out) so it is unit-tested without a broker; only
``write_outputs`` touches the disk. Every row carries kafka_async's ratio to each peer,
oriented so that > 1 means kafka_async is better (faster, lower p99, less CPU).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from benchmarks.results import Summary, ratio
from benchmarks.scenarios import CLIENT_LABELS, OURS, Scenario

NA = "n/a"
RESULTS_START = "<!-- benchmark-results:start -->"
RESULTS_END = "<!-- benchmark-results:end -->"


def count_text(value: float) -> str:
    """A rate or count as the tables and charts print it: 935k, 3.01M, 4.4k."""
    if value >= 1e6:
        return f"{value / 1e6:.2f}M"
    if value >= 1e4:
        return f"{value / 1e3:.0f}k"
    if value >= 1e3:
        return f"{value / 1e3:.1f}k"
    return f"{value:.0f}"


def _ms(value: float | None) -> str:
    if value is None:
        return "?"
    return f"{value:.2f}" if value < 10 else f"{value:.0f}" if value >= 100 else f"{value:.1f}"


def _ratio(value: float | None) -> str:
    return NA if value is None else f"{value:.2f}x"


def headline(summary: Summary | None, scenario: Scenario) -> str:
    """The main cell: throughput (with MB/s), latency percentiles, or why there is none."""
    if summary is None:
        return "-"
    if summary.status != "ok":
        return summary.status
    if scenario.kind == "startup":
        return f"{summary.wall_s or 0:.2f} s"
    if scenario.kind == "e2e":
        return f"{_ms(summary.p50_ms)} / {_ms(summary.p99_ms)} / {_ms(summary.p999_ms)} ms"
    if summary.msgs_per_s is None:
        return "?"
    cell = f"{count_text(summary.msgs_per_s)}/s"
    if scenario.kind == "pipeline":
        return f"{cell}, p50 {_ms(summary.p50_ms)} / p99 {_ms(summary.p99_ms)} ms"
    return f"{cell} ({summary.mb_per_s or 0:.1f} MB/s)"


def headline_ratio(ours: Summary | None, peer: Summary | None, scenario: Scenario) -> str:
    """kafka_async vs a peer on the row's headline metric (p99 for e2e, msgs/s otherwise)."""
    if ours is None or peer is None or ours.status != "ok" or peer.status != "ok":
        return NA
    if scenario.kind == "startup":
        return _ratio(ratio(ours.wall_s, peer.wall_s, higher_is_better=False))
    if scenario.is_latency:
        return _ratio(ratio(ours.p99_ms, peer.p99_ms, higher_is_better=False))
    return _ratio(ratio(ours.msgs_per_s, peer.msgs_per_s, higher_is_better=True))


def _cpu_figure(summary: Summary, scenario: Scenario) -> float | None:
    """CPU per million records, or the whole process's CPU on the startup row."""
    return summary.cpu_s if scenario.kind == "startup" else summary.cpu_s_per_1m


def resources(summary: Summary | None, scenario: Scenario) -> str:
    if summary is None:
        return "-"
    if summary.status != "ok":
        return summary.status
    rss = f"{summary.peak_rss_mb:.0f}" if summary.peak_rss_mb is not None else "?"
    cpu = _cpu_figure(summary, scenario)
    return f"{rss} MB · {cpu:.2f} s" if cpu is not None else f"{rss} MB · ?"


def _cpu_ratio(ours: Summary | None, peer: Summary | None, scenario: Scenario) -> str:
    if ours is None or peer is None or ours.status != "ok" or peer.status != "ok":
        return NA
    return _ratio(ratio(_cpu_figure(ours, scenario), _cpu_figure(peer, scenario),
                        higher_is_better=False))


def _row(cells: Sequence[str]) -> str:
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    align = ["---"] + ["--:"] * (len(header) - 1)
    return [_row(header), _row(align), *(_row(r) for r in rows)]


def render_tables(scenarios: Sequence[Scenario], clients: Sequence[str],
                  summaries: Sequence[Summary]) -> str:
    """Both tables (headline metric, resources) plus the n/a and error notes, as markdown."""
    by_key = {(s.scenario, s.client): s for s in summaries}
    # Ratio columns exist only when kafka_async was measured in this run.
    peers = [c for c in clients if c != OURS] if OURS in clients else []
    labels = [CLIENT_LABELS[c] for c in clients]
    vs = [f"{CLIENT_LABELS[OURS]} vs {CLIENT_LABELS[p]}" for p in peers]

    main_rows, resource_rows = [], []
    for scenario in scenarios:
        cells = {c: by_key.get((scenario.name, c)) for c in clients}
        ours = by_key.get((scenario.name, OURS))
        main_rows.append([
            scenario.name,
            *(headline(cells[c], scenario) for c in clients),
            *(headline_ratio(ours, cells[p], scenario) for p in peers),
        ])
        resource_rows.append([
            scenario.name,
            *(resources(cells[c], scenario) for c in clients),
            *(_cpu_ratio(ours, cells[p], scenario) for p in peers),
        ])

    lines = [
        "Throughput rows: msgs/s (MB/s, 1 MB = 2^20 B). e2e rows: p50 / p99 / p99.9 latency.",
        "pipeline rows: msgs/s with each send's ack latency. startup row: process wall time.",
        "Ratios: > 1 means kafka_async is better (throughput: ours/peer; latency and time:",
        "peer/ours).",
        "",
        *_table(["scenario", *labels, *vs], main_rows),
        "",
        "Peak RSS of the client process, and CPU seconds (user+sys, from wait4) per million",
        "records net of the startup row's CPU (startup row: its total CPU seconds); ratio",
        "columns compare CPU (> 1: kafka_async uses less).",
        "",
        *_table(["scenario", *labels, *vs], resource_rows),
    ]
    notes = sorted({(CLIENT_LABELS.get(s.client, s.client), s.status, s.reason)
                    for s in summaries if s.status != "ok" or s.failed_repeats})
    if notes:
        lines += ["", "Notes:", ""]
        for label, status, reason in notes:
            state = status if status != "ok" else "some repeats failed"
            lines.append(f"- {label}, {state}: {reason or 'no reason given'}")
    return "\n".join(lines) + "\n"


def render_machine(machine: dict[str, Any]) -> str:
    versions = ", ".join(f"{k} {v}" for k, v in machine.get("versions", {}).items())
    return "\n".join([
        f"- Machine: {machine.get('cores')} cores ({machine.get('cpu')}), "
        f"{machine.get('memory_gib')} GiB RAM, {machine.get('os')}",
        f"- Broker: {machine.get('broker')} ({machine.get('broker_source')}), "
        f"{machine.get('java')}",
        f"- Python {machine.get('python')}; {versions}",
        f"- Load average at start / end: {machine.get('load_average_start')} / "
        f"{machine.get('load_average_end', '?')}",
    ]) + "\n"


def render_report(meta: dict[str, Any], scenarios: Sequence[Scenario], clients: Sequence[str],
                  summaries: Sequence[Summary], chart: str | None) -> str:
    """The results section of docs/benchmarks.md (also what the runner prints)."""
    parts = [
        f"Run: `{meta['command']}` ({meta['mode']} mode, median of {meta['repeats']} "
        f"interleaved repeats), {meta['finished']}, wall time {meta['wall_s']:.0f} s.",
        "",
        render_machine(meta["machine"]),
        render_tables(scenarios, clients, summaries),
    ]
    if chart:
        parts += [f"![benchmark chart]({chart})", ""]
    return "\n".join(parts)


def splice(document: str, section: str) -> str:
    """Replace the generated section between the markers, keeping the hand-written rest."""
    block = f"{RESULTS_START}\n{section.rstrip()}\n{RESULTS_END}"
    if RESULTS_START in document and RESULTS_END in document:
        head, rest = document.split(RESULTS_START, 1)
        _, tail = rest.split(RESULTS_END, 1)
        return head + block + tail
    return document.rstrip() + "\n\n## Latest results\n\n" + block + "\n"


def results_json(meta: dict[str, Any], summaries: Sequence[Summary]) -> str:
    return json.dumps({**meta, "results": [s.to_json() for s in summaries]}, indent=2) + "\n"


def draw_chart(path: Path, scenarios: Sequence[Scenario], clients: Sequence[str],
               summaries: Sequence[Summary]) -> bool:
    """Grouped bars: msgs/s of every throughput row, p99 of every latency/pipeline row."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    by_key = {(s.scenario, s.client): s for s in summaries}
    panels: list[tuple[str, list[Scenario], Callable[[Summary], float | None]]] = [
        ("msgs/s (log scale, higher is better)",
         [s for s in scenarios if s.kind in ("produce", "consume", "pipeline")],
         lambda s: s.msgs_per_s),
        ("p99 latency, ms (log scale, lower is better)",
         [s for s in scenarios if s.kind in ("e2e", "pipeline")],
         lambda s: s.p99_ms),
    ]
    panels = [p for p in panels if p[1]]
    if not panels:
        return False
    heights = [max(2.0, 0.5 * len(rows) * max(1, len(clients)) / 3) for _, rows, _ in panels]
    figure, axes = plt.subplots(len(panels), 1, figsize=(11, sum(heights) + 1.5),
                                gridspec_kw={"height_ratios": heights}, squeeze=False)
    bar = 0.8 / max(1, len(clients))
    for axis, (title, rows, metric) in zip(axes[:, 0], panels, strict=True):
        for index, client in enumerate(clients):
            values: list[float | None] = []
            for scenario in rows:
                summary = by_key.get((scenario.name, client))
                values.append(metric(summary) if summary and summary.status == "ok" else None)
            positions = [row + index * bar for row in range(len(rows))]
            bars = axis.barh(positions, [v or 0.0 for v in values], height=bar,
                             label=CLIENT_LABELS[client])
            for position, value in zip(positions, values, strict=True):
                if value is None:  # say so, rather than leave a gap that reads as "zero"
                    axis.annotate("n/a", (0, position), xycoords=("axes fraction", "data"),
                                  xytext=(3, 0), textcoords="offset points", va="center",
                                  fontsize=6, color=bars.patches[0].get_facecolor())
        axis.set_yticks([row + bar * (len(clients) - 1) / 2 for row in range(len(rows))])
        axis.set_yticklabels([s.name for s in rows], fontsize=8)
        axis.invert_yaxis()
        axis.set_xscale("log")
        axis.set_title(title, fontsize=10)
        axis.grid(axis="x", alpha=0.3)
    axes[0, 0].legend(fontsize=8, loc="lower right")
    figure.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=110)
    plt.close(figure)
    return True
