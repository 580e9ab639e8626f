"""``make fuzz``: every target under atheris, the C extension built with ASan + UBSan.

    python -m tests.fuzz.campaign                    # 1,000,000 inputs per target
    python -m tests.fuzz.campaign --runs 20000 --targets records-c,frames --no-write

With ``--sanitized DIR`` (the Makefile passes .cache/fuzz/tree from build_sanitized.sh) the
targets run from that copy of the package, whose C extension is instrumented, with atheris's
ASan+libFuzzer runtime preloaded. Writes benchmarks/results/fuzz.json and the table between the
fuzzing markers of docs/reliability.md; exits non-zero on any finding.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks import charts
from benchmarks.doc_sections import replace_section
from tests.fuzz.targets import TARGETS

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "reliability.md"
RESULTS = ROOT / "benchmarks" / "results" / "fuzz.json"
_DONE = re.compile(r"Done (\d+) runs in (\d+) second")
_COV = re.compile(r"cov: (\d+) ft: (\d+) corp: (\d+)")


def run_target(name: str, runs: int, max_time: int, sanitized: Path | None,
               artifacts: Path) -> dict[str, object]:
    env = dict(os.environ)
    cwd = ROOT
    if sanitized is not None:
        import atheris  # type: ignore[import-untyped]

        env["LD_PRELOAD"] = str(Path(atheris.path()) / "asan_with_fuzzer.so")
        env["ASAN_OPTIONS"] = "detect_leaks=0:allocator_may_return_null=1"
        env["UBSAN_OPTIONS"] = "halt_on_error=1:print_stacktrace=1"
        cwd = sanitized
    argv = [sys.executable, "-m", "tests.fuzz.run", name, f"-runs={runs}",
            f"-artifact_prefix={artifacts}/{name}-", "-print_final_stats=1"]
    if max_time:
        argv.append(f"-max_total_time={max_time}")
    done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    output = done.stdout + done.stderr
    finished = _DONE.search(output)
    coverage = _COV.findall(output)
    findings = sorted(str(p) for p in artifacts.glob(f"{name}-*"))
    return {
        "target": name, "runs": int(finished.group(1)) if finished else 0,
        "seconds": int(finished.group(2)) if finished else 0,
        "coverage": int(coverage[-1][0]) if coverage else 0,
        "features": int(coverage[-1][1]) if coverage else 0,
        "exit_code": done.returncode, "findings": findings,
        "sanitized": sanitized is not None,
        "tail": "" if done.returncode == 0 else output[-3000:],
    }


def table(rows: list[dict[str, object]], command: str) -> str:
    lines = [f"`{command}`, {datetime.date.today().isoformat()}, 2-core machine.", "",
             "| target | inputs | seconds | coverage (edges / features) | C extension | findings |",
             "| --- | --: | --: | --: | --- | --- |"]
    for row in rows:
        c_path = "ASan + UBSan" if row["sanitized"] and str(row["target"]).endswith("-c") \
            else ("n/a" if not str(row["target"]).endswith("-c") else "plain build")
        found = len(row["findings"]) if isinstance(row["findings"], list) else 0
        verdict = ("0" if row["exit_code"] == 0 and not found
                   else f"{found} (exit {row['exit_code']})")
        lines.append(f"| {row['target']} | {row['runs']:,} | {row['seconds']} "
                     f"| {row['coverage']} / {row['features']} | {c_path} | {verdict} |")
    return "\n".join(lines)



def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--targets", default=",".join(TARGETS))
    parser.add_argument("--runs", type=int, default=1_000_000)
    parser.add_argument("--max-time", type=int, default=0, help="seconds per target (0: none)")
    parser.add_argument("--sanitized", type=Path, default=None)
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args(argv)
    artifacts = Path(tempfile.mkdtemp(prefix="kafka_async-fuzz-"))
    rows = []
    for name in args.targets.split(","):
        row = run_target(name, args.runs, args.max_time, args.sanitized, artifacts)
        rows.append(row)
        print(json.dumps({k: v for k, v in row.items() if k != "tail"}), flush=True)
        if row["tail"]:
            print(row["tail"], file=sys.stderr)
    command = "python -m tests.fuzz.campaign " + " ".join(
        argv if argv is not None else sys.argv[1:])
    text = table(rows, command.strip())
    print(text)
    if not args.no_write:
        RESULTS.write_text(json.dumps(rows, indent=1) + "\n")
        charts.refresh(RESULTS)
        replace_section(DOC, "fuzzing", text)
    print(f"findings (if any): {artifacts}", file=sys.stderr)
    return 0 if all(r["exit_code"] == 0 and not r["findings"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
