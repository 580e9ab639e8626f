"""The charts of docs/benchmarks.md, drawn from benchmarks/results/*.json.

``python -m benchmarks.charts`` redraws every chart into docs/benchmarks/ (``--check``: only
compare); ``python -m benchmarks.charts share cli`` redraws those families.

Why the charts are generated and committed: the page shows the numbers of the committed results
files, and a hand-made picture would drift from them. Every benchmark command that writes a
results file calls ``refresh`` right after writing it, inside its own write path (not from a
Makefile line after it): a run with ``--no-write`` writes neither the JSON nor the charts, and a
run that writes its JSON but then exits non-zero (a fault matrix with a failed cell) still
redraws the charts of what it wrote. tests/benchmarks/test_charts.py redraws all of them from
the committed JSON and compares bytes, so they cannot drift apart.

The output is byte-for-byte reproducible: matplotlib's default style (whatever matplotlibrc
the user has), DejaVu Sans (bundled with matplotlib) at fixed sizes, text kept as SVG text, a
fixed ``svg.hashsalt`` for the element ids, no date in the metadata, and nothing taken from
the clock or the machine. A different matplotlib version may lay the same data out differently.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import sys
import textwrap
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from benchmarks.report import count_text
from benchmarks.scenarios import CLIENT_LABELS, OURS

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure
    from matplotlib.typing import RcKeyType

ROOT = Path(__file__).resolve().parent.parent
RESULTS_DIR = ROOT / "benchmarks" / "results"
CHARTS_DIR = ROOT / "docs" / "benchmarks"

STYLE: dict[RcKeyType, object] = {
    "svg.hashsalt": "kafka_async-benchmark-charts",
    "svg.fonttype": "none",  # text stays text: smaller files, searchable, no glyph outlines
    "font.family": "sans-serif",
    "font.sans-serif": ["DejaVu Sans"],
    "font.size": 8.0,
    "axes.titlesize": 9.0,
    "axes.labelsize": 8.0,
    "xtick.labelsize": 7.5,
    "ytick.labelsize": 7.5,
    "legend.fontsize": 7.5,
    "figure.titlesize": 9.5,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "figure.facecolor": "white",
}
WIDTH = 9.0  # inches; 648 pt, scaled to the page width by the browser
VALUE_FONT = 6.5
TITLE_WIDTH = 105  # characters per title line

COLORS = {
    "kafka_async": "#1f77b4",
    "aiokafka": "#ff7f0e",
    "confluent": "#2ca02c",
    "kafka-python": "#9467bd",
    "java": "#8c564b",
    "raw": "#7f7f7f",
    "kcat": "#2ca02c",  # librdkafka, as confluent-kafka
    "kafka": "#8c564b",  # Spark's built-in source: the Java client
}
SPARE_COLORS = ("#17becf", "#bcbd22", "#e377c2", "#d62728")
SERIES_COLORS = ("#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd")  # series that are not clients


class ChartDataError(Exception):
    """A results file is missing, is not JSON, or lacks what a chart needs; says which file."""


class Node:
    """One value of a results file and where it is, so a missing key or a wrong type is
    reported as ``<file>: <key path>: <problem>`` instead of a KeyError deep in a chart."""

    def __init__(self, value: object, file: Path, where: str = "") -> None:
        self.value = value
        self.file = file
        self.where = where

    def fail(self, problem: str) -> NoReturn:
        raise ChartDataError(f"{self.file}: {self.where or 'top level'}: {problem}")

    def _child(self, key: str | int) -> Node:
        where = f"{self.where}[{key}]" if isinstance(key, int) else (
            f"{self.where}.{key}" if self.where else key)
        if isinstance(key, str):
            if not isinstance(self.value, dict):
                self.fail(f"expected an object with key {key!r}, got {_kind(self.value)}")
            if key not in self.value:
                self.fail(f"missing key {key!r}")
            return Node(self.value[key], self.file, where)
        if not isinstance(self.value, list) or not -len(self.value) <= key < len(self.value):
            self.fail(f"expected a list with an item {key}, got {_kind(self.value)}")
        return Node(self.value[key], self.file, where)

    def __getitem__(self, key: str | int) -> Node:
        return self._child(key)

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value

    def optional(self, key: str) -> Node | None:
        """The item under ``key``, or None when it is absent or null."""
        return self._child(key) if self.has(key) and self._child(key).value is not None \
            else None

    def names(self) -> list[str]:
        if not isinstance(self.value, dict):
            self.fail(f"expected an object, got {_kind(self.value)}")
        return [str(k) for k in self.value]

    def items(self) -> list[Node]:
        if not isinstance(self.value, list):
            self.fail(f"expected a list, got {_kind(self.value)}")
        return [self._child(i) for i in range(len(self.value))]

    def text(self) -> str:
        if not isinstance(self.value, str):
            self.fail(f"expected a string, got {_kind(self.value)}")
        return self.value

    def number(self) -> float:
        if isinstance(self.value, bool) or not isinstance(self.value, int | float):
            self.fail(f"expected a number, got {_kind(self.value)}")
        return float(self.value)

    def maybe_number(self) -> float | None:
        return None if self.value is None else self.number()

    def flag(self) -> bool:
        if not isinstance(self.value, bool):
            self.fail(f"expected true or false, got {_kind(self.value)}")
        return self.value

    def nonempty(self) -> list[Node]:
        found = self.items()
        if not found:
            self.fail("expected at least one item, the list is empty")
        return found


def _kind(value: object) -> str:
    return "null" if value is None else type(value).__name__


def load(path: Path) -> Node:
    """The parsed results file, or a ChartDataError naming it."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ChartDataError(f"{path}: missing (the benchmark that writes it has not run, or "
                             "the committed file was removed)") from None
    except OSError as exc:
        raise ChartDataError(f"{path}: cannot be read: {exc}") from exc
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ChartDataError(f"{path}: not valid JSON: {exc}") from exc
    return Node(value, path)


# ---- drawing helpers ----------------------------------------------------------------------


@dataclass(frozen=True)
class Series:
    label: str
    color: str
    values: Sequence[float | None]
    runs: Sequence[Sequence[float]] | None = None  # every repeat, drawn as dots on the bar
    notes: Sequence[str] | None = None  # said in red after a bar's value (a failed cell)


def _color(name: str, index: int) -> str:
    return COLORS.get(name, SPARE_COLORS[index % len(SPARE_COLORS)])


def _label(client: str) -> str:
    return CLIENT_LABELS.get(client, client)


def _title(*parts: str) -> str:
    """Title parts joined by ', ', a part starting with a newline on a new line, each line
    wrapped at TITLE_WIDTH characters (between words)."""
    text = ", ".join(parts).replace(", \n", "\n")
    return "\n".join(textwrap.fill(paragraph, TITLE_WIDTH, break_long_words=False,
                                   break_on_hyphens=False) for paragraph in text.split("\n"))


def _figure(rows: int, bars_per_row: int, panels: int = 1, *, title: str
            ) -> tuple[Figure, list[Axes]]:
    """A figure for ``panels`` side-by-side panels of ``rows`` groups of ``bars_per_row``
    horizontal bars each."""
    from matplotlib.figure import Figure

    height = 1.3 + title.count("\n") * 0.16 + max(1.5, 0.3 + rows * max(1, bars_per_row) * 0.15)
    figure = Figure(figsize=(WIDTH, height), layout="constrained")
    figure.suptitle(title)
    return figure, list(figure.subplots(1, panels, squeeze=False)[0])


def _bars(axis: Axes, categories: Sequence[str], series: Sequence[Series], *, log: bool,
          xlabel: str, value: Callable[[float], str] | None = None, base: float = 0.0,
          ticks: Callable[[float], str] | None = None, tick_labels: bool = True,
          legend: bool = True) -> None:
    """Grouped horizontal bars, one group per category, the first on top; bars start at
    ``base`` (1 for ratios: a ratio below 1 points left). A missing value is written ``n/a``,
    not left as a gap that reads as zero. Each bar is labelled with ``value`` (and its
    series' note); ``runs`` are drawn as dots on their bar."""
    from matplotlib.ticker import FuncFormatter, NullFormatter

    height = 0.8 / max(1, len(series))
    present: list[float] = [base] if base else []
    for index, line in enumerate(series):
        positions = [row + index * height for row in range(len(categories))]
        drawn = [(p, v) for p, v in zip(positions, line.values, strict=True) if v is not None]
        axis.barh([p for p, _ in drawn], [v - base for _, v in drawn], left=base,
                  height=height * 0.92, color=line.color, label=line.label)
        present += [v for _, v in drawn]
        for row, position in enumerate(positions):
            number = line.values[row]
            runs = list(line.runs[row]) if line.runs is not None else []
            if runs:
                axis.plot(runs, [position] * len(runs), linestyle="none", marker="o",
                          markersize=2.2, color="black", alpha=0.55)
                present += runs
            note = line.notes[row] if line.notes is not None else ""
            if number is None:
                axis.annotate("n/a", (0, position), xycoords=("axes fraction", "data"),
                              xytext=(3, 0), textcoords="offset points", va="center",
                              fontsize=VALUE_FONT, color=line.color)
            elif value is not None or note:
                text = ", ".join(t for t in (value(number) if value else "", note) if t)
                left = number < base
                end = min([number, *runs]) if left else max([number, *runs])
                axis.annotate(text, (end, position), xytext=(-2 if left else 2, 0),
                              textcoords="offset points", va="center",
                              ha="right" if left else "left", fontsize=VALUE_FONT,
                              color="#d62728" if note else "black")
    axis.set_yticks([row + height * (len(series) - 1) / 2 for row in range(len(categories))],
                    list(categories) if tick_labels else [""] * len(categories))
    edge = 0.1 + height / 2
    axis.set_ylim(len(categories) - 1 + height * (len(series) - 1) + edge, -edge)
    positive = [v for v in present if v > 0]
    if log and positive:
        axis.set_xscale("log")
        low, high = min(positive), max(positive)
        if base:  # room for the labels on both sides of the base
            axis.set_xlim(min(low, base) / 2.2, max(high, base) * 2.2)
        else:
            axis.set_xlim(low / 2, high * (4.0 if value else 1.6))
    elif present:
        axis.set_xlim(0, max(present) * (1.25 if value else 1.05) or 1.0)
    if ticks is not None:
        axis.xaxis.set_major_formatter(FuncFormatter(lambda v, _: ticks(v)))
        axis.xaxis.set_minor_formatter(NullFormatter())
    axis.set_xlabel(xlabel)
    axis.grid(axis="x", alpha=0.3, which="major")
    axis.set_axisbelow(True)
    if legend and len(series) > 1:
        _legend(axis, [(line.label, line.color) for line in series])


def _legend(axis: Axes, entries: Sequence[tuple[str, str]]) -> None:
    """The figure's legend, below the panels: one colour patch per (label, colour), also for
    a series with no bar at all (every value n/a)."""
    from matplotlib.patches import Patch

    figure = axis.get_figure()
    if figure is not None and entries:
        figure.legend(handles=[Patch(color=color, label=label) for label, color in entries],
                      loc="outside lower center", ncols=min(len(entries), 6), frameon=False)


def _empty(axis: Axes, message: str) -> None:
    axis.text(0.5, 0.5, message, ha="center", va="center", transform=axis.transAxes)
    axis.set_xticks([])
    axis.set_yticks([])


_rate = count_text  # (rates are labelled as the tables print them)


def _short(value: float) -> str:
    """3 significant figures, no exponent."""
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    if value >= 1:
        return f"{value:.2f}"
    return f"{value:.3f}"


def _ratio_text(value: float) -> str:
    return f"{value:.2f}x"


def _plain(value: float) -> str:
    return f"{value:,g}"


def _ratio_tick(value: float) -> str:
    return f"{value:g}x"


def _whole(value: float) -> str:
    return f"{value:,.0f}"


def _seconds(value: float) -> str:
    return f"{value:.1f} s"


def _percent(value: float) -> str:
    return f"{value:.1f} %"


def _median_of(values: Sequence[float]) -> float:
    return statistics.median(values)


# ---- latest.json: the client comparison of benchmarks.run ---------------------------------


def _row_kind(scenario: str) -> str:
    """The row kind a scenario name starts with (``startup:``, ``produce``, ``e2e`` ...)."""
    return scenario.split(maxsplit=1)[0].rstrip(":") if scenario else ""


class _ClientRun:
    """latest.json read as a table: (scenario, client) -> figures of the ok rows."""

    def __init__(self, data: Node) -> None:
        self.clients = [c.text() for c in data["clients"].nonempty()]
        self.scenarios = [s.text() for s in data["scenarios"].nonempty()]
        self.cells: dict[tuple[str, str], Node] = {}
        for cell in data["results"].items():
            self.cells[(cell["scenario"].text(), cell["client"].text())] = cell
        self.source = (f"\n`{data['command'].text()}` ({data['mode'].text()} mode, median of "
                       f"{data['repeats'].number():.0f} interleaved repeats), "
                       f"{data['finished'].text()}")

    def metric(self, scenario: str, client: str, key: str) -> float | None:
        cell = self.cells.get((scenario, client))
        if cell is None or cell["status"].text() != "ok":
            return None
        return _maybe(cell, key)

    def series(self, rows: Sequence[str], key: str) -> list[Series]:
        return [Series(_label(client), _color(client, index),
                       [self.metric(row, client, key) for row in rows])
                for index, client in enumerate(self.clients)]

    def headline_ratio(self, scenario: str, peer: str) -> float | None:
        """kafka_async over ``peer`` as the table's ratio column: > 1 is kafka_async better
        (throughput ours/peer; e2e p99 and start-up time peer/ours)."""
        kind = _row_kind(scenario)
        key, higher = (("wall_s", False) if kind == "startup" else
                       ("p99_ms", False) if kind == "e2e" else ("msgs_per_s", True))
        ours, theirs = self.metric(scenario, OURS, key), self.metric(scenario, peer, key)
        if ours is None or theirs is None or ours <= 0 or theirs <= 0:
            return None
        return ours / theirs if higher else theirs / ours


def draw_clients(data: Node) -> list[Figure]:
    """Throughput, ratios, latency, CPU per record and peak RSS of ``benchmarks.run``."""
    run = _ClientRun(data)
    figures = []
    n = len(run.clients)

    rows = [s for s in run.scenarios if _row_kind(s) in ("produce", "consume", "pipeline")]
    figure, (axis,) = _figure(len(rows), n, title=_title(
        "Throughput per row and client, msgs/s (log scale, higher is better)", run.source))
    if rows:
        _bars(axis, rows, run.series(rows, "msgs_per_s"), log=True, xlabel="msgs/s",
              value=_rate, ticks=_rate)
    else:
        _empty(axis, "no throughput rows in this run")
    figures.append(figure)

    peers = [c for c in run.clients if c != OURS]
    figure, (axis,) = _figure(len(run.scenarios), max(1, len(peers)), title=_title(
        f"{_label(OURS)} vs each peer, per row (log scale; > 1: {_label(OURS)} is better; "
        "throughput ours/peer, e2e p99 and start-up time peer/ours)", run.source))
    if OURS in run.clients and peers:
        series = [Series(f"vs {_label(peer)}", _color(peer, index),
                         [run.headline_ratio(row, peer) for row in run.scenarios])
                  for index, peer in enumerate(run.clients) if peer != OURS]
        _bars(axis, run.scenarios, series, log=True, base=1.0, xlabel="ratio",
              value=_ratio_text, ticks=_ratio_tick)
        axis.axvline(1.0, color="black", linewidth=0.8)
    else:
        _empty(axis, f"{_label(OURS)} and a peer were not both measured in this run")
    figures.append(figure)

    rows = [s for s in run.scenarios if _row_kind(s) in ("e2e", "pipeline")]
    figure, axes = _figure(len(rows), n, 2, title=_title(
        "Latency per row and client, ms (log scale, lower is better): e2e from the scheduled "
        "send to the receipt, pipeline each send's acknowledgement", run.source))
    if rows:
        for axis, (key, name) in zip(axes, (("p50_ms", "p50"), ("p99_ms", "p99")),
                                     strict=True):
            _bars(axis, rows, run.series(rows, key), log=True, xlabel=f"{name} latency, ms",
                  value=_short, ticks=_plain, tick_labels=axis is axes[0],
                  legend=axis is axes[0])
            axis.set_title(name)
    else:
        for axis in axes:
            _empty(axis, "no latency rows in this run")
    figures.append(figure)

    rows = [s for s in run.scenarios if _row_kind(s) != "startup"]
    figure, (axis,) = _figure(len(rows), n, title=_title(
        "CPU per record, µs: user + sys of the client process, net of its start-up row "
        "(log scale, lower is better)", run.source))
    if rows:
        _bars(axis, rows, run.series(rows, "cpu_s_per_1m"), log=True,
              xlabel="CPU µs per record", value=_short, ticks=_plain)
    else:
        _empty(axis, "no record rows in this run")
    figures.append(figure)

    figure, (axis,) = _figure(len(run.scenarios), n, title=_title(
        "Peak RSS of the client process, MB (lower is better)", run.source))
    _bars(axis, run.scenarios, run.series(run.scenarios, "peak_rss_mb"), log=False,
          xlabel="peak RSS, MB", value=_whole)
    figures.append(figure)
    return figures


# ---- the other benchmark commands ----------------------------------------------------------


def draw_cli(data: Node) -> list[Figure]:
    rows = data["rows"].nonempty()
    names = [row["row"].text() for row in rows]
    records = rows[0]["records"].number()
    figure, axes = _figure(len(rows), 2, 3, title=_title(
        f"kafka-async command line vs kcat, {records:,.0f} records per row, each command a "
        "fresh process", f"medians of {data['repeats'].number():.0f} (dots: every run)",
        "\n`make bench-cli`"))
    tools = (("kafka_async", "kafka-async", "kafka-async"), ("kcat", "kcat", "kcat"))
    for axis, (key, xlabel, fmt) in zip(axes, (
            ("wall_s", "wall time, s (lower is better)", _short),
            ("cpu_s", "CPU s, user + sys (lower is better)", _short),
            ("peak_rss_mb", "peak RSS, MB", _whole)), strict=True):
        series = []
        for index, (field, label, runs_key) in enumerate(tools):
            runs = [[r.number() for r in row["wall_s_all"][runs_key].items()] for row in rows] \
                if key == "wall_s" else None
            series.append(Series(label, _color(field, index),
                                 [row[field][key].number() for row in rows], runs))
        _bars(axis, names, series, log=False, xlabel=xlabel, value=fmt,
              tick_labels=axis is axes[0], legend=axis is axes[0])
    return [figure]


def _runs_series(label: str, color: str, groups: dict[str, list[Node]], key: str,
                 scale: float = 1.0) -> Series:
    """Median bars with every run as a dot, one per group of runs."""
    runs = [[scale * run[key].number() for run in members] for members in groups.values()]
    return Series(label, color, [_median_of(values) for values in runs], runs)


def draw_failover(data: Node) -> list[Figure]:
    groups: dict[str, list[Node]] = {}
    for run in data["runs"].nonempty():
        hints = "with" if run["leader_hints"].flag() else "without"
        groups.setdefault(f"{run['scenario'].text()}, {hints} leader hints", []).append(run)
    paused: dict[str, list[Node]] = {}
    for run in data["paused_broker_runs"].items() if data.optional("paused_broker_runs") else []:
        label = ("adaptive, availability\ntimeout 300 ms" if run["adaptive"].flag()
                 else "uniform sticky")
        paused.setdefault(label, []).append(run)
    slow: dict[str, list[Node]] = {}
    for run in data["slow_broker_runs"].items() if data.optional("slow_broker_runs") else []:
        slow.setdefault("adaptive" if run["adaptive"].flag() else "uniform sticky", []).append(run)
    every = [run for runs in groups.values() for run in runs]
    lost = sum(run["lost"].number() for run in every)
    duplicated = sum(run["duplicated"].number() for run in every)
    commands = [f"\n`{data['command'].text()}`"]
    if paused and data.optional("paused_command"):
        commands.append(f"frozen broker: `{data['paused_command'].text()}`")
    figure, axes = _figure(len(groups), 2, 1 + bool(paused) + bool(slow), title=_title(
        f"Failover at {data['rate'].number():,.0f} records/s: longest gap after the fault "
        f"(bars: median, dots: every run), lost {lost:.0f} and duplicated {duplicated:.0f} in "
        f"{len(every)} runs", *commands))
    labels = list(groups)
    _bars(axes[0], labels, [
        _runs_series("producer (between acknowledgements)", COLORS["kafka_async"], groups,
                     "producer_longest_stall_ms"),
        _runs_series("consumer (between records read)", COLORS["aiokafka"], groups,
                     "consumer_longest_stall_ms")],
          log=True, xlabel="longest stall, ms (log scale)", value=_whole, ticks=_whole)
    axes[0].set_title("leader moved or killed")
    index = 1
    if paused:
        _bars(axes[index], list(paused), [_runs_series(
            "frozen", COLORS["kafka_async"], paused, "waited_share", 100)], log=False,
            xlabel="% of the records sent while frozen that waited > 1 s", value=_percent)
        axes[index].set_title("one of three brokers frozen 3 s, no keys")
        index += 1
    if slow:
        _bars(axes[index], list(slow), [_runs_series(
            "slow", COLORS["kafka_async"], slow, "to_slow_broker_share", 100)], log=False,
            xlabel="% of the records to the slow broker's partitions", value=_percent)
        axes[index].set_title("one broker's link 300 ms slower")
    return [figure]


def draw_faults(data: Node) -> list[Figure]:
    cells = data.nonempty()
    scenarios = list(dict.fromkeys(c["scenario"].text() for c in cells))
    modes = list(dict.fromkeys(c["mode"].text() for c in cells))
    by_key = {(c["scenario"].text(), c["mode"].text()): c for c in cells}
    sent = sorted({c["sent"].number() for c in cells})
    passed = sum(c["passed"].flag() for c in cells)
    lost = sum(c["lost"].number() for c in cells)
    duplicated = sum(c["duplicated"].number() for c in cells)
    records = f"{sent[0]:,.0f}" if len(sent) == 1 else f"{sent[0]:,.0f}-{sent[-1]:,.0f}"
    figure, (axis,) = _figure(len(scenarios), len(modes), title=_title(
        f"Fault matrix: longest stall per fault and mode, {records} records per cell",
        f"{passed} of {len(cells)} cells passed",
        f"lost {lost:.0f} and processed twice {duplicated:.0f} in all (red: per cell)",
        "\n`make faults`"))

    def note(cell: Node | None) -> str:
        if cell is None:
            return ""
        flags = [f"{label} {cell[key].number():.0f}"
                 for key, label in (("lost", "lost"), ("duplicated", "twice"))
                 if cell[key].number()]
        return ", ".join(flags + ([] if cell["passed"].flag() else ["FAILED"]))

    series = [Series(mode, SERIES_COLORS[index % len(SERIES_COLORS)],
                     [_maybe(by_key[(s, mode)], "longest_stall_s") if (s, mode) in by_key
                      else None for s in scenarios],
                     notes=[note(by_key.get((s, mode))) for s in scenarios])
              for index, mode in enumerate(modes)]
    _bars(axis, scenarios, series, log=False, xlabel="longest stall, s", value=_seconds)
    return [figure]


def draw_fuzz(data: Node) -> list[Figure]:
    targets = data.nonempty()
    names = [f"{t['target'].text()} ({t['runs'].number() / 1e6:g}M inputs, "
             f"{t['seconds'].number():.0f} s)" for t in targets]
    findings = sum(len(t["findings"].items()) for t in targets)
    failed = sum(t["exit_code"].number() != 0 for t in targets)
    sanitized = all(t["sanitized"].flag() for t in targets)
    figure, axes = _figure(len(targets), 1, 2, title=_title(
        "Fuzzing the decoders: coverage reached per target",
        f"{findings} findings, {failed} non-zero exits",
        "the C extension under ASan + UBSan" if sanitized else "not sanitized",
        "\n`make fuzz`"))
    for axis, (key, xlabel) in zip(axes, (("coverage", "coverage (edges)"),
                                          ("features", "features")), strict=True):
        _bars(axis, names, [Series(key, COLORS["kafka_async"],
                                   [t[key].number() for t in targets])],
              log=False, xlabel=xlabel, value=_whole, tick_labels=axis is axes[0])
    return [figure]


def draw_observability(data: Node) -> list[Figure]:
    rows = data["rows"].nonempty()
    modes = list(dict.fromkeys(r["row"].text() for r in rows))
    variants = list(dict.fromkeys(r["variant"].text() for r in rows))
    cell = {(r["row"].text(), r["variant"].text()): r for r in rows}

    def series(key: str) -> list[Series]:
        return [Series(mode, SERIES_COLORS[index % len(SERIES_COLORS)],
                       [cell[(mode, v)][key].number() if (mode, v) in cell else None
                        for v in variants]) for index, mode in enumerate(modes)]

    figure, axes = _figure(len(variants), len(modes), 2, title=_title(
        "Cost of metrics, hooks and tracing: produce (keyed, one header, send() per record) "
        f"and consume of {data['records'].number():,.0f} x 100 B, medians",
        "\n`python -m benchmarks.bench_observability`"))
    _bars(axes[0], variants, series("vs_off"), log=False,
          xlabel="records/s relative to no metrics (1: no cost)", value=_ratio_text)
    axes[0].axvline(1.0, color="black", linewidth=0.8)
    _bars(axes[1], variants, series("cpu_us_per_record"), log=True,
          xlabel="CPU µs per record (log scale)", value=_short, ticks=_plain,
          tick_labels=False, legend=False)
    return [figure]


SECURITY_LABELS = {
    "plaintext": "PLAINTEXT",
    "mtls": "mutual TLS",
    "scram": "SASL_SSL SCRAM-SHA-512",
    "oauth": "SASL_SSL OAUTHBEARER",
    "gssapi": "SASL_SSL GSSAPI",
}


def _client_columns(rows: Sequence[Node], skip: Sequence[str]) -> list[str]:
    """The client columns of row objects: every key but ``skip``, in first-seen order."""
    return list(dict.fromkeys(k for row in rows for k in row.names() if k not in skip))


def _client_series(rows: Sequence[Node], clients: Sequence[str],
                   labels: dict[str, str] | None = None) -> list[Series]:
    return [Series((labels or {}).get(c, _label(c)), _color(c, i),
                   [_maybe(row, c) for row in rows]) for i, c in enumerate(clients)]


def draw_security(data: Node) -> list[Figure]:
    setups = data["setup_ms"].nonempty()
    produces = data["produce"].nonempty()
    setup_clients = _client_columns(setups, ("way",))
    produce_clients = _client_columns(produces, ("way", "records"))
    records = produces[0]["records"].number()
    figure, axes = _figure(max(len(setups), len(produces)), len(setup_clients), 2, title=_title(
        "Security: connection set-up until the first Metadata answer (median ms), and keyed "
        f"produce of {records:,.0f} x 100 B with one header (records/s)",
        "\n`python -m benchmarks.bench_security`"))
    _bars(axes[0], [SECURITY_LABELS.get(r["way"].text(), r["way"].text()) for r in setups],
          _client_series(setups, setup_clients), log=False,
          xlabel="set-up, ms (lower is better)", value=_short)
    _bars(axes[1], [SECURITY_LABELS.get(r["way"].text(), r["way"].text()) for r in produces],
          _client_series(produces, produce_clients), log=False,
          xlabel="records/s (higher is better)", value=_rate, ticks=_rate, legend=False)
    return [figure]


def draw_share(data: Node) -> list[Figure]:
    rows = data["rows"].nonempty()
    clients = [c for c in _client_columns(rows, ("consumers", "records"))
               if not c.startswith("vs_")]
    records = rows[0]["records"].number()
    names = [f"share group of {r['consumers'].number():.0f}" for r in rows]
    figure, (axis,) = _figure(len(rows), len(clients), title=_title(
        f"Share groups: {records:,.0f} x 100 B on one partition, implicit acknowledgement, "
        "joining included, records/s, medians (higher is better)",
        "\n`python -m benchmarks.bench_share`"))
    _bars(axis, names, _client_series(rows, clients, {"java": "Java ShareConsumerPerformance"}),
          log=False, xlabel="records/s", value=_rate, ticks=_rate)
    return [figure]


def draw_soak(data: Node) -> list[Figure]:
    from matplotlib.figure import Figure

    samples = data["samples"].nonempty()
    minutes = [s["t"].number() / 60 for s in samples]
    every = data["restart_every_min"].number()
    restarts = [int(n.number()) for n in data["restarts"].items()]
    figure = Figure(figsize=(WIDTH, 4.8), layout="constrained")
    axes = figure.subplots(3, 1, sharex=True)
    figure.suptitle(_title(
        f"Soak: {data['minutes'].number():g} min at {data['rate'].number():,.0f} records/s, "
        f"a broker restarted every {every:g} min (dashed)",
        f"sent {data['sent'].number():,.0f}, lost {data['lost'].number():.0f}, duplicates "
        f"{data['duplicates'].number():.0f}", "grey: warm-up, outside the growth check",
        "\n`make soak`"))
    for axis, (key, label) in zip(axes, (("rss_mb", "RSS, MB"), ("fds", "open fds"),
                                         ("tasks", "live tasks")), strict=True):
        axis.plot(minutes, [s[key].number() for s in samples], color=COLORS["kafka_async"],
                  linewidth=1.0)
        axis.set_ylabel(label)
        axis.set_ylim(bottom=0)
        axis.axvspan(0, every, color="#bbbbbb", alpha=0.25, linewidth=0)
        for number, node in enumerate(restarts, start=1):
            axis.axvline(number * every, color="#d62728", linewidth=0.7, linestyle="--")
            if axis is axes[0]:
                axis.annotate(f"node {node}", (number * every, 0), xytext=(2, 2),
                              textcoords="offset points", fontsize=VALUE_FONT,
                              color="#d62728")
        axis.grid(alpha=0.3)
    axes[-1].set_xlabel("minutes")
    return [figure]


SPARK_LABELS = {"kafka_async": "kafka_async", "kafka": "built-in kafka",
                "synthetic": "synthetic (no Kafka)", "read_range": "read_range (no Spark)"}


def draw_spark(data: Node) -> list[Figure]:
    results = data["results"]
    sources = [s for s in ("kafka_async", "kafka") if results.has(s)]
    if not sources:
        results.fail("expected results for 'kafka_async' or 'kafka'")
    operations: list[tuple[str, Callable[[Node], float | None]]] = [
        ("batch read, noop write", lambda r: _maybe(r, "batch_rows_per_s")),
        (f"streaming AvailableNow,\n{data['max_offsets_per_trigger'].number():,.0f} "
         "offsets/trigger", lambda r: _maybe(r, "stream_rows_per_s")),
        ("write, keyed", lambda r: _maybe(r["write_rows_per_s"], "keyed")),
        ("write, keyed, one header", lambda r: _maybe(r["write_rows_per_s"], "keyed_headers")),
    ]
    figure, axes = _figure(len(operations), len(sources), 2, title=_title(
        "Spark: the kafka_async data source vs Spark's built-in Kafka source, "
        f"{data['count'].number():,.0f} records x {data['size'].number():.0f} B, "
        f"{data['master'].text()}, {data['finished'].text()}",
        f"\n`{data['command'].text()}`"))
    _bars(axes[0], [name for name, _ in operations],
          [Series(SPARK_LABELS.get(s, s), _color(s, i), [get(results[s]) for _, get in operations])
           for i, s in enumerate(sources)],
          log=False, xlabel="rows/s (higher is better)", value=_rate, ticks=_rate)
    axes[0].set_title("throughput")
    phased = [s for s in results.names() if results[s].optional("stream_phases_median")]
    if phased:
        _stream_phases(axes[1], results, phased)
    else:
        _empty(axes[1], "no streaming phases in this run")
    return [figure]


def _stream_phases(axis: Axes, results: Node, sources: Sequence[str]) -> None:
    """One stacked bar per source: a streaming query's time, phase by phase."""
    parts = (("query start", "#7f7f7f"), ("read jobs (addBatch)", "#1f77b4"),
             ("offsets, planning, commits", "#aec7e8"), ("rest", "#dddddd"))
    totals = []
    for row, source in enumerate(sources):
        phases = results[source]["stream_phases_median"]
        start, batch = phases["start_s"].number(), phases["addBatch_s"].number()
        trigger, total = phases["triggerExecution_s"].number(), phases["total_s"].number()
        widths = (start, batch, trigger - batch, max(0.0, total - start - trigger))
        left = 0.0
        for (label, color), width in zip(parts, widths, strict=True):
            axis.barh(row, width, left=left, color=color, height=0.6,
                      label=label if row == 0 else None)
            left += width
        totals.append(total)
        axis.annotate(f"{total:.2f} s, {phases['micro_batches'].number():.0f} micro-batches",
                      (left, row), xytext=(2, 0), textcoords="offset points", va="center",
                      fontsize=VALUE_FONT)
    axis.set_yticks(range(len(sources)), [SPARK_LABELS.get(s, s) for s in sources])
    axis.set_ylim(len(sources) - 0.5, -0.5)
    axis.set_xlim(0, max(totals) * 1.45)
    axis.set_xlabel("streaming query, s (lower is better)")
    axis.legend(loc="upper center", bbox_to_anchor=(0.5, -0.22), ncols=2, frameon=False)
    axis.grid(axis="x", alpha=0.3)
    axis.set_axisbelow(True)
    axis.set_title("where the streaming time goes")


def _maybe(node: Node, key: str) -> float | None:
    found = node.optional(key)
    return found.number() if found is not None else None


def draw_spark_ingest(data: Node) -> list[Figure]:
    rows = [
        ("run_spark: Kafka to a Spark DataFrame", "run_spark_records_per_s"),
        ("Kafka side only (fetch, decode to Arrow)", "kafka_side_records_per_s"),
        ("Spark side only (DataFrames from Arrow)", "spark_side_records_per_s"),
        ("Spark side, plain createDataFrame", "spark_side_plain_create_dataframe_records_per_s"),
    ]
    figure, (axis,) = _figure(len(rows), 1, title=_title(
        "Spark ingestion on the driver (SparkIngestor), records/s (higher is better)",
        data["finished"].text(), f"\n`{data['command'].text()}`"))
    _bars(axis, [label for label, _ in rows],
          [Series("records/s", COLORS["kafka_async"], [data[key].number() for _, key in rows])],
          log=False, xlabel="records/s", value=_rate, ticks=_rate)
    return [figure]


# ---- families, rendering, writing -----------------------------------------------------------


@dataclass(frozen=True)
class Family:
    """One results file and the charts drawn from it (in the order ``draw`` returns them)."""

    source: str
    charts: tuple[str, ...]
    draw: Callable[[Node], list[Figure]]


FAMILIES: dict[str, Family] = {family.source.removesuffix(".json"): family for family in (
    Family("latest.json", ("clients-throughput", "clients-ratios", "clients-latency",
                           "clients-cpu", "clients-rss"), draw_clients),
    Family("cli.json", ("cli",), draw_cli),
    Family("failover.json", ("failover",), draw_failover),
    Family("faults.json", ("faults",), draw_faults),
    Family("fuzz.json", ("fuzz",), draw_fuzz),
    Family("observability.json", ("observability",), draw_observability),
    Family("security.json", ("security",), draw_security),
    Family("share.json", ("share",), draw_share),
    Family("soak.json", ("soak",), draw_soak),
    Family("spark.json", ("spark",), draw_spark),
    Family("spark_ingest.json", ("spark-ingest",), draw_spark_ingest),
)}


def chart_files() -> list[str]:
    """Every SVG file name the families draw."""
    return [f"{name}.svg" for family in FAMILIES.values() for name in family.charts]


@contextmanager
def _style() -> Iterator[None]:
    """matplotlib's defaults plus STYLE, whatever the caller's rcParams; restored after."""
    import matplotlib

    matplotlib.use("Agg")
    with matplotlib.rc_context():
        matplotlib.rcdefaults()
        matplotlib.rcParams.update(STYLE)
        yield


def render(family: Family, data: Node) -> dict[str, bytes]:
    """The SVG bytes of one family's charts, by file name; ChartDataError names a bad file."""
    drawn: dict[str, bytes] = {}
    with _style():
        figures = family.draw(data)
        if len(figures) != len(family.charts):
            raise RuntimeError(f"{family.source}: drew {len(figures)} charts, expected "
                               f"{len(family.charts)}")
        for name, figure in zip(family.charts, figures, strict=True):
            buffer = io.BytesIO()
            figure.savefig(buffer, format="svg", metadata={"Date": None})
            drawn[f"{name}.svg"] = buffer.getvalue()
    return drawn


def _families(names: Sequence[str] | None) -> list[Family]:
    if not names:
        return list(FAMILIES.values())
    unknown = [n for n in names if n.removesuffix(".json") not in FAMILIES]
    if unknown:
        raise ChartDataError(f"unknown results file(s) {', '.join(unknown)}; known: "
                             f"{', '.join(FAMILIES)}")
    return [FAMILIES[n.removesuffix(".json")] for n in names]


def draw(results_dir: Path = RESULTS_DIR, names: Sequence[str] | None = None
         ) -> dict[str, bytes]:
    """The SVG bytes of the named families' charts (default: all), by file name. Every
    results file is read before any is drawn: a missing or malformed one fails at once."""
    families = _families(names)
    loaded = [(family, load(results_dir / family.source)) for family in families]
    drawn: dict[str, bytes] = {}
    for family, data in loaded:
        drawn.update(render(family, data))
    return drawn


def generate(results_dir: Path = RESULTS_DIR, out_dir: Path = CHARTS_DIR,
             names: Sequence[str] | None = None) -> list[Path]:
    """Draw the named families (default: all) into ``out_dir``. Everything is drawn before
    anything is written, so a bad results file leaves every chart as it was."""
    drawn = draw(results_dir, names)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for file_name, content in drawn.items():
        path = out_dir / file_name
        path.write_bytes(content)
        written.append(path)
    return written


def stale(results_dir: Path = RESULTS_DIR, out_dir: Path = CHARTS_DIR,
          names: Sequence[str] | None = None) -> list[str]:
    """What differs between the charts in ``out_dir`` and a fresh drawing of the named
    families (default: all, and then an SVG no family draws counts too): one line each."""
    expected = draw(results_dir, names)
    problems = []
    for file_name, content in expected.items():
        path = out_dir / file_name
        if not path.exists():
            problems.append(f"{path}: missing")
        elif path.read_bytes() != content:
            problems.append(f"{path}: differs from a drawing of {results_dir}")
    if not names:
        problems += [f"{path}: drawn from no results file (remove it)"
                     for path in sorted(out_dir.glob("*.svg")) if path.name not in expected]
    return problems


def refresh(results_file: Path, out_dir: Path = CHARTS_DIR) -> list[Path]:
    """Redraw the charts of the results file a benchmark has just written (its write path
    calls this), and say so on stderr."""
    family = _families([results_file.name])[0]
    written = generate(results_file.parent, out_dir, [family.source])
    for path in written:
        print(f"charts: wrote {_shown(path)}", file=sys.stderr)
    return written


def _shown(path: Path) -> Path:
    return path.relative_to(ROOT) if path.is_relative_to(ROOT) else path


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.charts",
                                     description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("families", nargs="*", metavar="FAMILY",
                        help=f"results files to draw (default: all): {', '.join(FAMILIES)}")
    parser.add_argument("--results", type=Path, default=RESULTS_DIR,
                        help="directory of the results JSON (default: benchmarks/results)")
    parser.add_argument("--out", type=Path, default=CHARTS_DIR,
                        help="directory of the SVG charts (default: docs/benchmarks)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a chart differs from a fresh drawing")
    args = parser.parse_args(argv)
    try:
        if args.check:
            problems = stale(args.results, args.out, args.families)
            for line in problems:
                print(line, file=sys.stderr)
            return 1 if problems else 0
        for path in generate(args.results, args.out, args.families):
            print(_shown(path))
    except ChartDataError as exc:
        print(f"charts: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
