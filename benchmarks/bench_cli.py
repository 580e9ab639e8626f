"""The ``kafka-async`` command line against kcat, process start included, on one broker.

Rows (each command is a fresh process, timed from spawn to exit; CPU and peak RSS from
``wait4``; the two tools alternate within every repeat; medians reported with ratios, where
> 1 means kafka-async is faster):

* **produce**: a file of N lines of 100 B (``kafka-async produce TOPIC FILE`` against
  ``kcat -P -t TOPIC -l FILE``), acks=all, 3 partitions; once as plain values, once keyed
  (``key:value`` lines split by ``-k :`` / ``-K :``, 1,000 keys) with two headers.
* **consume**: the first N records of a topic to /dev/null (``kafka-async consume TOPIC
  --count N`` against ``kcat -C -c N -e -o beginning``), both reading the same topic (written
  by kcat), once as values and once as ``key:value`` lines.

    .venv/bin/python -m benchmarks.bench_cli [--count 1000000] [--repeats 3]

Uses ``KAFKA_ASYNC_BOOTSTRAP`` when set, else starts a one-node broker with the harness. The
result goes to benchmarks/results/cli.json.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import asdict, dataclass
from pathlib import Path

from benchmarks import broker, charts, machine

PARTITIONS = 3
SIZE = 100
KEYS = 1000
RESULTS = Path(__file__).resolve().parent / "results" / "cli.json"


@dataclass(frozen=True)
class Sample:
    wall_s: float
    cpu_s: float
    peak_rss_mb: float


def timed(command: list[str], stdin: Path | None = None) -> Sample:
    """Run ``command`` to completion with stdout to /dev/null; fail loudly on a bad exit."""
    started = time.perf_counter()
    with open(os.devnull, "wb") as sink, \
            (open(stdin, "rb") if stdin else open(os.devnull, "rb")) as source:
        process = subprocess.Popen(command, stdin=source, stdout=sink, stderr=subprocess.PIPE)
        assert process.stderr is not None
        errors = process.stderr.read()
        _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{command[0]} failed ({process.returncode}): {errors.decode()[-500:]}")
    return Sample(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def write_input(path: Path, count: int, keyed: bool) -> None:
    body = bytes(65 + (i * 7) % 26 for i in range(SIZE))
    with open(path, "wb") as out:
        for i in range(count):
            out.write((b"user-%d:" % (i % KEYS) if keyed else b"") + body + b"\n")


def median(samples: list[Sample]) -> Sample:
    return Sample(statistics.median(s.wall_s for s in samples),
                  statistics.median(s.cpu_s for s in samples),
                  statistics.median(s.peak_rss_mb for s in samples))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    kcat = shutil.which("kcat")
    if kcat is None:
        raise SystemExit("kcat is not installed (make kcat)")
    ours = [sys.executable, "-m", "kafka_async"]
    count = args.count
    # As pip leaves an installed package: compiled to bytecode (an editable checkout run with
    # PYTHONDONTWRITEBYTECODE=1 would otherwise compile every module at every start).
    package = Path(__file__).resolve().parent.parent / "kafka_async"
    compileall.compile_dir(str(package), quiet=1)
    for site in {p for p in sys.path if p.endswith("site-packages")}:
        compileall.compile_dir(site, quiet=1)
    with broker.acquire_broker() as info, tempfile.TemporaryDirectory() as scratch:
        bootstrap = info.bootstrap
        values_file, keyed_file = Path(scratch) / "values.txt", Path(scratch) / "keyed.txt"
        write_input(values_file, count, keyed=False)
        write_input(keyed_file, count, keyed=True)
        headers_ours = ["-H", "origin=web", "-H", "trace=0123456789abcdef"]
        headers_kcat = ["-H", "origin=web", "-H", "trace=0123456789abcdef"]
        samples: dict[str, dict[str, list[Sample]]] = {}
        source_topics: dict[str, str] = {}

        def topic(tag: str) -> str:
            name = f"cli-{tag}-{uuid.uuid4().hex[:8]}"
            broker.create_topic(bootstrap, name, PARTITIONS)
            return name

        for repeat in range(args.repeats):
            for row, path, extra_ours, extra_kcat in (
                    ("produce values", values_file, [], []),
                    ("produce keyed + 2 headers", keyed_file, ["-k", ":", *headers_ours],
                     ["-K", ":", *headers_kcat])):
                order = ("kafka-async", "kcat") if repeat % 2 == 0 else ("kcat", "kafka-async")
                for tool in order:
                    name = topic("p")
                    if tool == "kafka-async":
                        command = [*ours, "produce", name, str(path), "-b", bootstrap, "-q",
                                   *extra_ours]
                    else:
                        command = [kcat, "-P", "-b", bootstrap, "-t", name, "-l", str(path),
                                   *extra_kcat]
                        source_topics.setdefault(row, name)
                    samples.setdefault(row, {}).setdefault(tool, []).append(timed(command))
            for row, source, extra_ours, extra_kcat in (
                    ("consume values", source_topics["produce values"], [], []),
                    ("consume key:value", source_topics["produce keyed + 2 headers"],
                     ["-k", ":"], ["-K", ":"])):
                order = ("kafka-async", "kcat") if repeat % 2 == 0 else ("kcat", "kafka-async")
                for tool in order:
                    if tool == "kafka-async":
                        command = [*ours, "consume", source, "--count", str(count), "-b",
                                   bootstrap, "-q", *extra_ours]
                    else:
                        command = [kcat, "-C", "-b", bootstrap, "-t", source, "-c", str(count),
                                   "-e", "-o", "beginning", "-q", *extra_kcat]
                    samples.setdefault(row, {}).setdefault(tool, []).append(timed(command))
        rows = []
        for row, by_tool in samples.items():
            mine, theirs = median(by_tool["kafka-async"]), median(by_tool["kcat"])
            rows.append({
                "row": row, "records": count,
                "kafka_async": asdict(mine), "kcat": asdict(theirs),
                "wall_s_all": {tool: [round(s.wall_s, 3) for s in by_tool[tool]]
                               for tool in ("kafka-async", "kcat")},
                "speed_ratio": round(theirs.wall_s / mine.wall_s, 2),
                "cpu_ratio": round(theirs.cpu_s / mine.cpu_s, 2),
            })
        result = {"machine": machine.describe(info.version, info.source),
                  "repeats": args.repeats, "rows": rows}
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=2) + "\n")
    charts.refresh(RESULTS)
    print(f"{'row':28} {'kafka-async s':>14} {'kcat s':>8} {'speed x':>8} {'cpu x':>6} "
          f"{'RSS MB ours/kcat':>17}  (wall min-max ours / kcat)")
    for row in rows:
        mine, theirs = row["kafka_async"], row["kcat"]
        print(f"{row['row']:28} {mine['wall_s']:14.2f} {theirs['wall_s']:8.2f} "
              f"{row['speed_ratio']:8.2f} {row['cpu_ratio']:6.2f} "
              f"{mine['peak_rss_mb']:8.0f}/{theirs['peak_rss_mb']:.0f}  "
              f"({min(row['wall_s_all']['kafka-async']):.2f}-"
              f"{max(row['wall_s_all']['kafka-async']):.2f} / "
              f"{min(row['wall_s_all']['kcat']):.2f}-{max(row['wall_s_all']['kcat']):.2f})")
    print(f"(written to {RESULTS})")


if __name__ == "__main__":
    main()
