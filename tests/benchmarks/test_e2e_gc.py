"""``benchmarks.e2e_gc`` against the session broker, at a size that takes seconds: both modes run
in processes of their own, every record is measured, and the frozen run reports no full
collection during its stream (the collector's work that the table attributes the tail to)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from benchmarks.e2e_gc import _percentile, main

pytestmark = pytest.mark.integration


def test_percentile_is_nearest_rank_in_milliseconds() -> None:
    values = [i * 1_000_000 for i in range(1, 101)]  # 1..100 ms
    assert _percentile(values, 0.5) == 51.0  # rank round(0.5 * 99) = 50 (0-based)
    assert _percentile(values, 0.99) == 99.0
    assert _percentile([7_000_000], 0.999) == 7.0


def test_both_modes_measure_every_record(kafka_bootstrap: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    done = subprocess.run([sys.executable, "-m", "benchmarks.e2e_gc", "--child", kafka_bootstrap,
                           "300", "freeze"], capture_output=True, text=True, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    frozen = json.loads(done.stdout.splitlines()[-1])
    assert frozen["full_collections"] == 0
    assert 0 < frozen["p50"] <= frozen["p99"] <= frozen["p999"]
    assert main(["--bootstrap", kafka_bootstrap, "--runs", "1", "--records", "300"]) == 0
    table = capsys.readouterr().out
    assert "| as is |" in table and "| gc.freeze() | " in table
