"""The benchmark driver: ``python -m benchmarks.run [--quick] [--clients ..] [--scenarios ..]``.

Why it is built this way: a speed claim only counts as a ratio measured side by side, in one
run, on one broker. So the driver gets one broker, gives every run a fresh topic (and a fresh
group), runs each client in its own process (its RSS and CPU are its own), and interleaves the
clients across repeats (A B C A B C ...) so machine noise hits all of them alike (each client
runs the assign and group consume rows of one dataset back to back, see ``run_order``); each
figure is the median of the repeats. It prints the tables and writes benchmarks/results/latest.json,
benchmarks/results/latest.png and the results section of docs/benchmarks.md, and redraws the charts
drawn from latest.json (docs/benchmarks/clients-*.svg, ``benchmarks.charts``).
"""

from __future__ import annotations

import argparse
import compileall
import datetime as dt
import signal
import statistics
import sys
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from types import FrameType
from typing import Any

from benchmarks import broker, charts, child, machine, report
from benchmarks.clients.common import BATCH_SIZE, LINGER_MS, Spec
from benchmarks.progress import Progress
from benchmarks.results import RunRecord, Summary, summarize
from benchmarks.scenarios import (
    CLIENT_MODULES,
    CLIENTS,
    STARTUP_NAME,
    Scenario,
    full_plan,
    quick_plan,
    select,
)

RESULTS_DIR = broker.REPO_ROOT / "benchmarks" / "results"
DOCS_PAGE = broker.REPO_ROOT / "docs" / "benchmarks.md"
DATASET_PRODUCERS = ("java", "confluent")  # fastest first; the next is used if one is n/a


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.run", description=__doc__)
    parser.add_argument("--quick", action="store_true",
                        help="small sizes, fewer rows: a few minutes on 2 cores")
    parser.add_argument("--clients", help=f"comma-separated subset of: {', '.join(CLIENTS)}")
    parser.add_argument("--scenarios",
                        help="comma-separated substrings of row names, e.g. 'consume,e2e'")
    parser.add_argument("--repeats", type=int, default=3,
                        help="interleaved repeats per scenario; the median is reported")
    parser.add_argument("--list", action="store_true", help="print the row names and exit")
    parser.add_argument("--no-write", action="store_true",
                        help="print the tables only; leave latest.json, the chart and docs")
    args = parser.parse_args(argv)
    if args.repeats < 1:
        parser.error("--repeats must be at least 1")
    return args


def _topic_name(prefix: str) -> str:
    return f"bench-{prefix}-{uuid.uuid4().hex[:10]}"


def _timeout_s(scenario: Scenario) -> float:
    """Generous: a client at 1k msgs/s still finishes; a hung one is killed, not waited on."""
    return 120.0 + scenario.count / 1000 + scenario.warmup / 1000


def _spec(scenario: Scenario, bootstrap: str, topic: str) -> Spec:
    return Spec(
        kind="produce" if scenario.kind == "startup" else scenario.kind,
        bootstrap=bootstrap, topic=topic, count=scenario.count,
        size=scenario.size, partitions=scenario.partitions, acks=scenario.acks,
        compression=scenario.compression, api=scenario.api, mode=scenario.mode,
        group_id=_topic_name("group") if scenario.mode == "group" else "",
        rate=scenario.rate, warmup=scenario.warmup, concurrency=scenario.concurrency,
    )


def run_once(scenario: Scenario, client_name: str, repeat: int, bootstrap: str,
             dataset_topic: str | None) -> RunRecord:
    """One client, one repeat: fresh topic (unless reading a dataset), own process.

    Anything that goes wrong around the client (a topic that cannot be made, say) becomes this
    run's error, not the end of the whole benchmark.
    """
    topic = dataset_topic or _topic_name(scenario.kind)
    try:
        if dataset_topic is None:
            broker.create_topic(bootstrap, topic, scenario.partitions)
            if client_name == "raw":
                # The ceiling does not retry (by design): a partition made a moment ago can
                # still refuse its first Produce (NOT_LEADER_OR_FOLLOWER), which cost runs AA,
                # DD and EE one or two repeats of the ceiling. The clients retry it themselves.
                broker.wait_writable(bootstrap, topic, scenario.partitions)
        try:
            spec = _spec(scenario, bootstrap, topic)
            result = child.run_child(CLIENT_MODULES[client_name], spec.to_json(),
                                     _timeout_s(scenario))
        finally:
            if dataset_topic is None:
                broker.delete_topic(bootstrap, topic)
    except Exception as exc:
        return RunRecord(client=client_name, scenario=scenario.name, repeat=repeat,
                         status="error", reason=f"harness: {type(exc).__name__}: {exc}")
    outcome = result.report
    return RunRecord(
        client=client_name, scenario=scenario.name, repeat=repeat,
        status=str(outcome.get("status", "error")),
        msgs=int(outcome.get("msgs", 0)), bytes=int(outcome.get("bytes", 0)),
        elapsed_s=float(outcome.get("elapsed_s", 0.0)),
        latency_ms=outcome.get("latency_ms"),
        peak_rss_mb=result.peak_rss_mb, cpu_s=result.cpu_s, wall_s=result.wall_s,
        reason=str(outcome.get("reason", "")),
    )


def fill_dataset(scenario: Scenario, bootstrap: str) -> str:
    """The topic consume rows read: produced once, uncompressed, by the fastest producer."""
    topic = _topic_name(f"data-{scenario.count}x{scenario.size}")
    broker.create_topic(bootstrap, topic, scenario.partitions)
    writer = Scenario("produce", scenario.count, scenario.size, partitions=scenario.partitions)
    reasons = []
    for producer in DATASET_PRODUCERS:
        spec = _spec(writer, bootstrap, topic)
        result = child.run_child(CLIENT_MODULES[producer], spec.to_json(), _timeout_s(writer))
        if result.report.get("status") == "ok":
            return topic
        reasons.append(f"{producer}: {result.report.get('reason')}")
    raise RuntimeError(f"could not fill the consume dataset {topic}: {'; '.join(reasons)}")


#: What warms a fresh broker before the first measured run: the raw client producing full
#: batches (plain, then zstd with acks=all) and 5,000 single-record requests one at a time (the
#: per-request paths), and reading the plain topic back; nothing of it is recorded.
WARM_UP = (
    Scenario("produce", 2_000_000, 100),
    Scenario("produce", 1_000_000, 100, acks="all", compression="zstd"),
    Scenario("pipeline", 5_000, 100, acks="all", concurrency=1),
)


def warm_broker(bootstrap: str, load: Sequence[Scenario] = WARM_UP) -> list[str]:
    """Run ``load`` through the raw client, each produce on a topic of its own, then consume
    the first topic; return what failed (for the log), delete the topics.

    Why: a broker the harness has just started runs its JVM's tiered compiler through the first
    tens of seconds of load, and the first client of the first rows (kafka_async, first in the
    order of every repeat) met that slower broker: the batch-API row, median of 3 on a fresh
    broker, measured 691k/s, and 1.25M/s on the same broker warm (issue 19, run U)."""
    problems: list[str] = []
    topics: list[str] = []
    written: dict[Scenario, str] = {}  # each load that ran, and its topic
    try:
        for scenario in load:
            # Twice at most (a load that fails for another reason gets a second chance on a
            # new topic); wait_writable first: a partition of a topic made a moment ago can
            # still refuse a Produce (NOT_LEADER_OR_FOLLOWER) though the metadata already names
            # its leader, and the raw client does not retry.
            for attempt in range(2):
                topics.append(_topic_name("warm-up"))
                broker.create_topic(bootstrap, topics[-1], scenario.partitions)
                try:
                    broker.wait_writable(bootstrap, topics[-1], scenario.partitions)
                except TimeoutError as exc:  # the warm-up is best effort: note it, go on
                    if attempt:
                        problems.append(f"{scenario.name}: {exc}")
                    continue
                result = child.run_child(CLIENT_MODULES["raw"],
                                         _spec(scenario, bootstrap, topics[-1]).to_json(),
                                         _timeout_s(scenario))
                if result.report.get("status") == "ok":
                    written[scenario] = topics[-1]
                    break
                if attempt:
                    problems.append(f"{scenario.name}: {result.report.get('reason', 'failed')}")
        if load and load[0] in written:
            first = load[0]
            reader = Scenario("consume", first.count, first.size, partitions=first.partitions)
            result = child.run_child(CLIENT_MODULES["raw"],
                                     _spec(reader, bootstrap, written[first]).to_json(),
                                     _timeout_s(reader))
            if result.report.get("status") != "ok":
                problems.append(f"{reader.name}: {result.report.get('reason', 'failed')}")
    finally:
        for topic in topics:
            broker.delete_topic(bootstrap, topic)
    return problems


def _brief(record: RunRecord) -> str:
    """What the progress line says about a finished run."""
    if record.status != "ok":
        return f"{record.status} {record.reason}"[:80]
    rate = record.msgs_per_s or 0.0
    p99 = record.latency_ms.get("p99") if record.latency_ms else None
    return f"{rate:,.0f} msgs/s" + (f", p99 {p99:.1f} ms" if p99 is not None else "")


def _on_sigterm(_signum: int, _frame: FrameType | None) -> None:
    raise KeyboardInterrupt


def interleaved_blocks(scenarios: Sequence[Scenario]) -> list[list[Scenario]]:
    """Rows measured together, repeat by repeat: consecutive consume rows that read one dataset
    (``assign`` and ``group`` mode of one volume) form one block; every other row is alone.

    Why: a ratio between two rows (group mode against assign mode) is only fair if machine-load
    drift hits both alike. Run one after the other, all assign repeats would come before all
    group repeats, and a load change in between would show up as a difference between modes.
    """
    blocks: list[list[Scenario]] = []
    for scenario in scenarios:
        previous = blocks[-1][-1] if blocks else None
        if (previous is not None and scenario.kind == "consume" and previous.kind == "consume"
                and scenario.dataset == previous.dataset):
            blocks[-1].append(scenario)
        else:
            blocks.append([scenario])
    return blocks


def run_order(block: Sequence[Scenario], clients: Sequence[str], repeats: int
              ) -> list[tuple[Scenario, str, int]]:
    """(row, client, repeat) in the order they run. Each repeat runs every client in turn, and
    each client runs every row of the block back to back, in alternating order (assign group,
    group assign, ...): the two modes of one client meet the same machine load, and a steady
    drift does not always favour the row that runs first."""
    order: list[tuple[Scenario, str, int]] = []
    for repeat in range(repeats):
        rows = list(block) if repeat % 2 == 0 else list(reversed(block))
        order.extend((scenario, client, repeat) for client in clients for scenario in rows)
    return order


def paired_block_ratios(blocks: Sequence[Sequence[Scenario]], records: Sequence[RunRecord]
                        ) -> list[tuple[str, str, str, list[float]]]:
    """Per block of interleaved rows and client: each later row's rate over the first row's,
    repeat by repeat (e.g. group / assign). The two runs of a repeat ran back to back, so the
    ratio carries less of the machine's load drift than the ratio of the two medians.

    Returns (client, first row, other row, ratios) for every pair with a successful repeat."""
    rates: dict[tuple[str, str, int], float] = {}
    for record in records:
        rate = record.msgs_per_s
        if rate is not None:
            rates[(record.client, record.scenario, record.repeat)] = rate
    found: list[tuple[str, str, str, list[float]]] = []
    clients = sorted({r.client for r in records})
    for block in blocks:
        if len(block) < 2:
            continue
        base = block[0].name
        for other in block[1:]:
            for client in clients:
                ratios = [rates[(client, other.name, repeat)] / rates[(client, base, repeat)]
                          for (c, name, repeat) in sorted(rates)
                          if c == client and name == base
                          and (client, other.name, repeat) in rates]
                if ratios:
                    found.append((client, base, other.name, ratios))
    return found


def paired_lines(blocks: Sequence[Sequence[Scenario]], records: Sequence[RunRecord]
                 ) -> list[str]:
    """The printed form of ``paired_block_ratios``: median and range per client."""
    lines = []
    for client, base, other, ratios in paired_block_ratios(blocks, records):
        lines.append(f"- {client}: '{other}' / '{base}' per repeat: median "
                     f"{statistics.median(ratios):.2f}x (range {min(ratios):.2f}-"
                     f"{max(ratios):.2f}, {len(ratios)} repeats)")
    return lines


def measure(scenarios: Sequence[Scenario], clients: Sequence[str], repeats: int,
            bootstrap: str) -> list[RunRecord]:
    """Every scenario, repeats interleaved across clients (and across the rows of a block,
    see ``interleaved_blocks``); n/a clients are asked only once per row."""
    records: list[RunRecord] = []
    progress = Progress(len(scenarios) * len(clients) * repeats)
    datasets: dict[tuple[int, int], str] = {}
    try:
        for block in interleaved_blocks(scenarios):
            first = block[0]
            dataset_topic = None
            unavailable: dict[str, set[str]] = {s.name: set() for s in block}
            if first.kind == "consume":
                if first.dataset not in datasets:
                    progress.step(f"{first.name}: producing the dataset", advance=0)
                    try:
                        datasets[first.dataset] = fill_dataset(first, bootstrap)
                    except Exception as exc:  # the rows show the error; the run goes on
                        records.extend(RunRecord(client=c, scenario=s.name, repeat=0,
                                                 status="error", reason=str(exc))
                                       for s in block for c in clients)
                        progress.step(f"{first.name}: no dataset",
                                      advance=len(block) * len(clients) * repeats)
                        continue
                dataset_topic = datasets[first.dataset]
            for scenario, client_name, repeat in run_order(block, clients, repeats):
                label = f"{scenario.name} | {client_name} #{repeat + 1}"
                progress.step(label, advance=0)
                outcome = "n/a"
                if client_name not in unavailable[scenario.name]:
                    record = run_once(scenario, client_name, repeat, bootstrap, dataset_topic)
                    records.append(record)
                    outcome = _brief(record)
                    if record.status == "n/a":
                        unavailable[scenario.name].add(client_name)
                progress.step(f"{label}: {outcome}")
    finally:
        progress.finish()
        for topic in datasets.values():
            broker.delete_topic(bootstrap, topic)
    return records


def write_outputs(meta: dict[str, Any], scenarios: Sequence[Scenario], clients: Sequence[str],
                  summaries: Sequence[Summary]) -> str:
    """latest.json, latest.png, the docs section and the charts drawn from latest.json
    (docs/benchmarks/clients-*.svg); returns the printed report."""
    RESULTS_DIR.mkdir(parents=True, exist_ok=True)
    report.draw_chart(RESULTS_DIR / "latest.png", scenarios, clients, summaries)
    (RESULTS_DIR / "latest.json").write_text(report.results_json(meta, summaries))
    charts.refresh(RESULTS_DIR / "latest.json")
    # The section embeds no image: the SVG charts of latest.json stand right above it on the
    # page, and a link out of docs/ (to latest.png) would fail the strict site build.
    section = report.render_report(meta, scenarios, clients, summaries, None)
    existing = DOCS_PAGE.read_text() if DOCS_PAGE.exists() else "# Benchmarks\n"
    DOCS_PAGE.parent.mkdir(parents=True, exist_ok=True)
    DOCS_PAGE.write_text(report.splice(existing, section))
    return section


def compile_like_an_install() -> None:
    """Write kafka_async's bytecode (.pyc) now, as installing a wheel does.

    Why: the peers run from site-packages, compiled when pip installed them; kafka_async runs
    from this checkout (an editable install), where a module edited since its .pyc was written
    is compiled from source at every import when ``PYTHONDONTWRITEBYTECODE`` is set: 60-80 ms
    that the startup row charged to kafka_async and no user pays."""
    import kafka_async

    compileall.compile_dir(Path(kafka_async.__file__).parent, quiet=1)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    plan = quick_plan() if args.quick else full_plan()
    try:
        names = select([s.name for s in plan], args.scenarios, "scenario")
        clients = select(CLIENTS, args.clients, "client")
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    # The startup row always runs: every CPU-per-million figure is net of it.
    scenarios = [s for s in plan if s.name in names or s.name == STARTUP_NAME]
    if args.list:
        print("\n".join(names))
        return 0
    signal.signal(signal.SIGTERM, _on_sigterm)
    compile_like_an_install()
    started = time.monotonic()
    command = "python -m benchmarks.run " + " ".join(sys.argv[1:] if argv is None else argv)
    try:
        with broker.acquire_broker() as info:
            print(f"broker {info.version} at {info.bootstrap} ({info.source}); "
                  f"{len(scenarios)} scenarios x {len(clients)} clients x {args.repeats} repeats",
                  file=sys.stderr)
            host = machine.describe(info.version, info.source)
            print("warming the broker (the raw client's load, run.WARM_UP)", file=sys.stderr)
            for problem in warm_broker(info.bootstrap):
                print(f"warm-up: {problem}", file=sys.stderr)
            records = measure(scenarios, clients, args.repeats, info.bootstrap)
    except KeyboardInterrupt:
        child.kill_running()
        print("\ninterrupted; every client process was stopped", file=sys.stderr)
        return 130
    host["load_average_end"] = machine.load_average()
    summaries = summarize(records, STARTUP_NAME)
    meta = {
        "mode": "quick" if args.quick else "full",
        "command": command.strip(),
        "repeats": args.repeats,
        "finished": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "wall_s": round(time.monotonic() - started, 1),
        "settings": {"linger_ms": LINGER_MS, "batch_size": BATCH_SIZE,
                     "partitions": scenarios[0].partitions if scenarios else 0},
        "machine": host,
        "clients": list(clients),
        "scenarios": [s.name for s in scenarios],
    }
    if args.no_write:
        section = report.render_report(meta, scenarios, clients, summaries, None)
    else:
        section = write_outputs(meta, scenarios, clients, summaries)
    print(section)
    paired = paired_lines(interleaved_blocks(scenarios), records)
    if paired:
        print("Interleaved rows, paired by repeat (the two runs of a repeat ran back to back):")
        print("\n".join(paired))
    if not args.no_write:
        print(f"wrote {_relative(RESULTS_DIR / 'latest.json')}, "
              f"{_relative(RESULTS_DIR / 'latest.png')}, {_relative(DOCS_PAGE)}")
    return 0


def _relative(path: Path) -> str:
    return str(path.relative_to(broker.REPO_ROOT))


if __name__ == "__main__":
    sys.exit(main())
