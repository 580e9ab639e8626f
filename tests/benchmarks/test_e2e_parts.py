"""``benchmarks.e2e_parts`` against the session broker, at a size that takes seconds: both
clients run in processes of their own and report every part they can measure, each part's p50
no larger than its p99, and the table shows kafka_async's consumer part and n/a where
librdkafka offers no hook for it."""

from __future__ import annotations

import json
import subprocess
import sys
import uuid

import pytest

from benchmarks.e2e_parts import KINDS, PARTS, _summary, main, render
from benchmarks.startup_floor import create_topic, delete_topic

pytestmark = pytest.mark.integration


def test_each_part_is_its_p50_and_p99_in_milliseconds() -> None:
    values = [i * 1_000_000 for i in range(1, 101)]  # 1..100 ms
    assert _summary(values) == [51.0, 99.0]  # nearest rank, as the harness's rows
    assert _summary([3_000_000]) == [3.0, 3.0]
    assert _summary([]) == []


def test_render_takes_medians_and_marks_what_a_client_cannot_report() -> None:
    run_a = {"e2e": [5.0, 9.0], "pacing": [0.1, 1.0], "ack": [4.0, 8.0],
             "read_to_getmany": [0.2, 0.5]}
    run_b = {"e2e": [7.0, 11.0], "pacing": [0.3, 3.0], "ack": [6.0, 10.0],
             "read_to_getmany": [0.4, 0.7]}
    peer = {"e2e": [4.0, 7.0], "pacing": [0.05, 0.5], "ack": [3.0, 6.0], "read_to_getmany": []}
    table = render({"kafka_async": [run_a, run_b], "librdkafka": [peer]})
    e2e_row = "| e2e (intended send -> consumer holds it) | 6.00 / 10.00 ms | 4.00 / 7.00 ms |"
    assert e2e_row in table
    assert table.splitlines()[-1].endswith("| 0.30 / 0.60 ms | n/a |")


@pytest.mark.parametrize("kind", KINDS)
def test_each_client_reports_its_parts(kafka_bootstrap: str, kind: str) -> None:
    topic = f"e2e-parts-test-{uuid.uuid4().hex[:8]}"
    create_topic(kafka_bootstrap, topic)
    try:
        done = subprocess.run([sys.executable, "-m", "benchmarks.e2e_parts", "--child", kind,
                               kafka_bootstrap, topic, "500"], capture_output=True, text=True,
                              timeout=300, check=False)
    finally:
        delete_topic(kafka_bootstrap, topic)
    assert done.returncode == 0, done.stderr[-3000:]
    parts = json.loads(done.stdout.splitlines()[-1])
    assert set(parts) == set(PARTS)
    measured = [part for part in PARTS if parts[part]]
    expected = set(PARTS) if kind == "kafka_async" else set(PARTS) - {"read_to_getmany"}
    assert set(measured) == expected
    for part in measured:
        p50, p99 = parts[part]
        assert 0 <= p50 <= p99, (part, p50, p99)
    assert parts["ack"][0] > 0 and parts["e2e"][0] > 0


def test_main_prints_one_row_per_part(kafka_bootstrap: str,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--bootstrap", kafka_bootstrap, "--runs", "1", "--records", "300"]) == 0
    table = capsys.readouterr().out
    assert table.count("\n| ") == len(PARTS) + 1  # the header, then one row per part
    assert "| consumer: Fetch answer read -> getmany() returns it |" in table
