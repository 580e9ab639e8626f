"""``python -m benchmarks.faults`` (``make faults``): run the fault matrix and write its table
into docs/reliability.md (between the faults-matrix markers) and benchmarks/results/faults.json.

    python -m benchmarks.faults                      # 12 scenarios x 3 modes, 10,000 records
    python -m benchmarks.faults --scenarios resets,latency --modes group --records 2000
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
import tempfile
from pathlib import Path

from benchmarks import charts
from benchmarks.doc_sections import replace_section
from benchmarks.faults.matrix import MODES, CellResult, as_json, run_cell, start_cluster
from benchmarks.faults.scenarios import SCENARIOS
from kafka_async.testing.operations import ClusterOperations
from kafka_async.testing.tools import JavaTools

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "reliability.md"
RESULTS = ROOT / "benchmarks" / "results" / "faults.json"


def table(results: list[CellResult], command: str) -> str:
    lines = [
        f"`{command}`, {datetime.date.today().isoformat()}, 2-core machine, 3-node cluster.",
        "",
        "| scenario | mode | sent | acknowledged | lost | duplicated | reordered "
        "| longest stall | errors the user saw | result |",
        "| --- | --- | --: | --: | --: | --: | --: | --: | --- | --- |",
    ]
    for r in results:
        dup = f"{r.duplicated:,}"
        if r.mode == "group":
            dup += f" ({r.beyond_window} beyond window)"
        errors = ", ".join(f"{name} x{n}" for name, n in sorted(r.errors.items())) or "none"
        verdict = "pass" if r.passed else f"FAIL {r.problem}".strip()
        reordered = "n/a" if r.mode == "group" else f"{r.reordered:,}"
        lines.append(f"| {r.scenario} | {r.mode} | {r.sent:,} | {r.acknowledged:,} | {r.lost:,} "
                     f"| {dup} | {reordered} | {r.longest_stall_s:.1f} s | {errors} "
                     f"| {verdict} |")
    return "\n".join(lines)



def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenarios", default=",".join(SCENARIOS))
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--no-write", action="store_true", help="print the table only")
    parser.add_argument("--merge", action="store_true",
                        help="replace only these cells in faults.json and the docs table")
    args = parser.parse_args(argv)
    scenarios = [SCENARIOS[name] for name in args.scenarios.split(",")]
    modes = args.modes.split(",")
    unknown = set(modes) - set(MODES)
    if unknown:
        parser.error(f"unknown modes {sorted(unknown)}; expected {MODES}")
    results: list[CellResult] = []
    workdir = Path(tempfile.mkdtemp(prefix="kafka_async-faults-"))
    cluster = start_cluster()
    try:
        with JavaTools(cluster) as tools:
            ops = ClusterOperations(cluster, tools)
            for scenario in scenarios:
                for mode in modes:
                    result = run_cell(cluster, ops, tools, scenario, mode, args.records, workdir)
                    results.append(result)
                    print(json.dumps(as_json([result])[0]), flush=True)
    finally:
        cluster.stop()
    command = "python -m benchmarks.faults " + " ".join(argv if argv is not None else sys.argv[1:])
    if args.merge and RESULTS.exists():
        fresh = {(r.scenario, r.mode) for r in results}
        kept = [CellResult(**{k: v for k, v in row.items() if k != "passed"})
                for row in json.loads(RESULTS.read_text())
                if (row["scenario"], row["mode"]) not in fresh]
        order = {(s, m): i for i, (s, m) in enumerate(
            (s, m) for s in SCENARIOS for m in MODES)}
        results = sorted(kept + results, key=lambda r: order[(r.scenario, r.mode)])
        command = "python -m benchmarks.faults (cells merged from several runs)"
    text = table(results, command.strip())
    print(text)
    if not args.no_write:
        RESULTS.write_text(json.dumps(as_json(results), indent=1) + "\n")
        charts.refresh(RESULTS)
        replace_section(DOC, "faults-matrix", text)
    print(f"event logs: {workdir}", file=sys.stderr)
    return 0 if all(r.passed for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
