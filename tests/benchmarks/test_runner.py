"""The benchmark harness's pure parts: aggregation, ratios, plans, rendering, child accounting.

No broker here: these pin down how raw runs become the published table, which is where a
benchmark can lie without anyone noticing (a wrong median, an inverted ratio, a lost n/a).
"""

from __future__ import annotations

import json
import os
import signal
import textwrap
from pathlib import Path

import pytest

from benchmarks import child, report
from benchmarks.clients.common import (
    LatencyLog,
    Spec,
    now_ns,
    pace,
    percentiles_ms,
    stamp,
    stamp_send,
    stamped,
)
from benchmarks.progress import Progress
from benchmarks.results import RunRecord, median, ratio, summarize
from benchmarks.run import interleaved_blocks, paired_block_ratios, paired_lines, run_order
from benchmarks.scenarios import (
    CLIENTS,
    STARTUP_NAME,
    Scenario,
    full_plan,
    quick_plan,
    select,
)

PRODUCE = Scenario("produce", 1000, 100)
E2E = Scenario("e2e", 1000, 100, acks="all", rate=1000)


def run(client: str, scenario: str, repeat: int, *, status: str = "ok", msgs: int = 1000,
        elapsed: float = 1.0, cpu: float = 1.0, rss: float = 40.0,
        latency: dict[str, float] | None = None, reason: str = "") -> RunRecord:
    return RunRecord(client=client, scenario=scenario, repeat=repeat, status=status, msgs=msgs,
                     bytes=msgs * 100, elapsed_s=elapsed, latency_ms=latency, peak_rss_mb=rss,
                     cpu_s=cpu, wall_s=elapsed + 0.5, reason=reason)


# -- aggregation ---------------------------------------------------------------------------------


def test_median_ignores_missing_values() -> None:
    assert median([3.0, None, 1.0, 2.0]) == 2.0
    assert median([4.0, 1.0]) == 2.5
    assert median([None, None]) is None


def test_summary_is_the_median_of_each_metric_over_repeats() -> None:
    records = [
        run("aiokafka", PRODUCE.name, 0, elapsed=1.0, cpu=3.0, rss=50.0),
        run("aiokafka", PRODUCE.name, 1, elapsed=0.5, cpu=1.0, rss=40.0),
        run("aiokafka", PRODUCE.name, 2, elapsed=2.0, cpu=2.0, rss=45.0),
    ]
    [summary] = summarize(records)
    assert summary.status == "ok"
    assert summary.repeats == 3
    assert summary.msgs_per_s == pytest.approx(1000.0)  # median of 2000, 1000, 500
    assert summary.mb_per_s == pytest.approx(1000 * 100 / 1024 / 1024)
    assert summary.cpu_s == 2.0
    assert summary.peak_rss_mb == 45.0
    assert len(summary.runs) == 3


def test_a_failed_repeat_is_counted_but_does_not_hide_good_ones() -> None:
    records = [
        run("confluent", PRODUCE.name, 0),
        run("confluent", PRODUCE.name, 1, status="error", reason="TimeoutError: boom"),
        run("confluent", PRODUCE.name, 2, elapsed=2.0),
    ]
    [summary] = summarize(records)
    assert summary.status == "ok"
    assert summary.repeats == 2
    assert summary.failed_repeats == 1
    assert summary.reason == "TimeoutError: boom"


def test_not_available_and_all_failed_are_distinct_states() -> None:
    records = [
        run("kafka_async", PRODUCE.name, 0, status="n/a", reason="not implemented yet"),
        run("java", PRODUCE.name, 0, status="error", reason="exit 1"),
        run("java", PRODUCE.name, 1, status="error", reason="exit 1"),
    ]
    by_client = {s.client: s for s in summarize(records)}
    assert by_client["kafka_async"].status == "n/a"
    assert by_client["kafka_async"].msgs_per_s is None
    assert by_client["java"].status == "error"
    assert by_client["java"].failed_repeats == 2


def test_cpu_per_million_is_net_of_the_startup_row() -> None:
    records = [
        run("aiokafka", STARTUP_NAME, 0, msgs=1, cpu=0.5),
        run("aiokafka", PRODUCE.name, 0, msgs=100_000, cpu=2.5),
    ]
    by_scenario = {s.scenario: s for s in summarize(records, STARTUP_NAME)}
    assert by_scenario[PRODUCE.name].cpu_s_per_1m == pytest.approx(20.0)  # (2.5-0.5)/0.1M
    assert by_scenario[PRODUCE.name].baseline_cpu_s == 0.5
    assert by_scenario[PRODUCE.name].cpu_s == 2.5  # the raw figure is kept too
    assert by_scenario[STARTUP_NAME].baseline_cpu_s is None


def test_latency_percentiles_are_medians_across_repeats() -> None:
    records = [
        run("aiokafka", E2E.name, r, latency={"p50": p, "p99": p * 10, "p999": p * 20})
        for r, p in enumerate([1.0, 3.0, 2.0])
    ]
    [summary] = summarize(records)
    assert (summary.p50_ms, summary.p99_ms, summary.p999_ms) == (2.0, 20.0, 40.0)


def test_ratio_greater_than_one_always_means_kafka_async_is_better() -> None:
    assert ratio(200.0, 100.0, higher_is_better=True) == 2.0  # twice the throughput
    assert ratio(5.0, 10.0, higher_is_better=False) == 2.0  # half the latency
    assert ratio(None, 10.0, higher_is_better=True) is None
    assert ratio(10.0, 0.0, higher_is_better=True) is None


# -- what clients report -------------------------------------------------------------------------


def test_percentiles_by_nearest_rank() -> None:
    latencies = [i * 1_000_000 for i in range(1, 1001)]  # 1..1000 ms
    result = percentiles_ms(latencies)
    assert result is not None
    assert result["p50"] == pytest.approx(500.0, abs=1)
    assert result["p99"] == pytest.approx(990.0, abs=1)
    assert result["p999"] == pytest.approx(999.0, abs=1)
    assert percentiles_ms([]) is None


def test_spec_survives_the_trip_to_the_child_process() -> None:
    spec = Spec(kind="pipeline", bootstrap="127.0.0.1:9092", topic="t", count=10, size=100,
                acks="all", concurrency=100)
    assert Spec.from_json(spec.to_json()) == spec


def test_latency_log_leaves_out_warmup_records() -> None:
    spec = Spec(kind="e2e", bootstrap="b", topic="t", count=3, size=16, rate=1000, warmup=2)
    start = 1_000_000_000
    log = LatencyLog(spec, start)
    buffer = stamped(spec.size)
    for index in range(log.expected):
        log.record(stamp(buffer, pace(start, index, spec.rate), index), start + 50_000_000)
    assert log.done
    assert log.received == 5
    assert len(log.latencies) == 3  # the two warmup records are not measured
    assert log.latencies[0] == 50_000_000 - 2_000_000


def test_an_early_send_is_measured_from_when_it_was_sent_a_late_one_from_its_schedule(
) -> None:
    spec = Spec(kind="e2e", bootstrap="b", topic="t", count=2, size=16, rate=1000)
    log = LatencyLog(spec, 0)
    buffer = stamped(spec.size)
    now = now_ns()
    early = stamp_send(buffer, now + 10**12, 0)  # due in ~17 minutes: sent early
    late = stamp_send(buffer, now - 5_000_000, 1)  # due 5 ms ago: sent late
    arrived = now + 20_000_000
    log.record(early, arrived)
    log.record(late, arrived)
    early_latency, late_latency = log.latencies
    assert 0 <= early_latency <= 20_000_000  # from when it was handed over, not its schedule
    assert late_latency == 25_000_000  # from its schedule: falling behind is paid for


def test_pace_has_no_cumulative_rounding_drift() -> None:
    assert pace(0, 3000, 3000) == 1_000_000_000
    assert pace(0, 7, 3) == 2_333_333_333


def test_parse_report_takes_the_last_result_line() -> None:
    stdout = 'noise\n{"status": "ok", "msgs": 1}\n{"not": "a result"}\n'
    assert child.parse_report(stdout) == {"status": "ok", "msgs": 1}
    assert child.parse_report("no json at all") is None


# -- plans and filters ---------------------------------------------------------------------------


def test_full_plan_covers_every_scenario_of_the_issue() -> None:
    names = [s.name for s in full_plan()]
    assert len(names) == len(set(names)), "row names must be unique (they key the JSON)"
    produce = [s for s in full_plan() if s.kind == "produce"]
    assert {(s.count, s.size) for s in produce} == {(1_000_000, 100), (200_000, 1024)}
    assert {s.acks for s in produce} == {"1", "all"}
    assert {s.compression for s in produce} == {"none", "lz4", "zstd"}
    assert {s.api for s in produce} == {"record", "batch", "keyed"}
    assert {s.mode for s in full_plan() if s.kind == "consume"} == {"assign", "group"}
    assert {s.concurrency for s in full_plan() if s.kind == "pipeline"} == {1, 100, 1000}
    [e2e] = [s for s in full_plan() if s.kind == "e2e"]
    assert (e2e.rate, e2e.acks) == (5000, "all")


def test_quick_plan_keeps_the_shape_with_unique_rows() -> None:
    plan = quick_plan()
    assert plan[0].name == STARTUP_NAME
    assert {s.kind for s in plan} == {"startup", "produce", "consume", "e2e", "pipeline"}
    assert len({s.name for s in plan}) == len(plan)
    assert max(s.count for s in plan) <= 100_000


def test_consume_rows_of_one_volume_share_a_dataset() -> None:
    consume = [s for s in quick_plan() if s.kind == "consume"]
    assert len({s.dataset for s in consume}) == 1
    assert len(consume) == 2


def test_assign_and_group_rows_of_one_dataset_run_in_one_block() -> None:
    blocks = interleaved_blocks(full_plan())
    consume_blocks = [b for b in blocks if b[0].kind == "consume"]
    assert [[s.mode for s in b] for b in consume_blocks] == [["assign", "group"]] * 2
    assert all(len({s.dataset for s in b}) == 1 for b in consume_blocks)
    assert all(len(b) == 1 for b in blocks if b[0].kind != "consume")
    assert [s for b in blocks for s in b] == full_plan()  # nothing lost, order kept


def test_each_client_runs_the_rows_of_a_block_back_to_back_in_alternating_order() -> None:
    assign = Scenario("consume", 1000, 100, mode="assign")
    group = Scenario("consume", 1000, 100, mode="group")
    order = run_order([assign, group], ["ours", "peer"], 2)
    assert [(s.mode, c, r) for s, c, r in order] == [
        ("assign", "ours", 0), ("group", "ours", 0), ("assign", "peer", 0), ("group", "peer", 0),
        ("group", "ours", 1), ("assign", "ours", 1), ("group", "peer", 1), ("assign", "peer", 1)]
    # a row alone keeps the plain interleaving: A B A B
    assert run_order([PRODUCE], ["ours", "peer"], 2) == [
        (PRODUCE, "ours", 0), (PRODUCE, "peer", 0), (PRODUCE, "ours", 1), (PRODUCE, "peer", 1)]


def test_paired_ratios_divide_each_repeat_by_its_own_base_run() -> None:
    assign = Scenario("consume", 1000, 100, mode="assign")
    group = Scenario("consume", 1000, 100, mode="group")
    records = [run("kafka_async", assign.name, 0, elapsed=1.0),
               run("kafka_async", group.name, 0, elapsed=1.25),  # 0.8x of its own assign run
               run("kafka_async", assign.name, 1, elapsed=2.0),  # a slow, loaded repeat
               run("kafka_async", group.name, 1, elapsed=2.0),
               run("kafka_async", assign.name, 2, elapsed=1.0),
               run("kafka_async", group.name, 2, status="error")]
    (client, base, other, ratios), = paired_block_ratios([[assign, group], [PRODUCE]], records)
    assert (client, base, other) == ("kafka_async", assign.name, group.name)
    assert ratios == pytest.approx([0.8, 1.0])
    line, = paired_lines([[assign, group]], records)
    assert "median 0.90x" in line and "2 repeats" in line


def test_select_exact_name_beats_substring() -> None:
    assert select(CLIENTS, "java,confluent", "client") == ["confluent", "java"]
    assert select(CLIENTS, "kafka", "client") == ["kafka_async", "aiokafka", "kafka-python"]
    assert select(CLIENTS, "kafka_async", "client") == ["kafka_async"]
    assert select(CLIENTS, None, "client") == list(CLIENTS)
    with pytest.raises(ValueError, match="no client matches"):
        select(CLIENTS, "rdkafka-go", "client")


# -- rendering -----------------------------------------------------------------------------------


def test_table_shows_ratios_against_each_peer() -> None:
    records = [
        run("kafka_async", PRODUCE.name, 0, elapsed=0.5),  # 2000 msgs/s
        run("aiokafka", PRODUCE.name, 0, elapsed=1.0),  # 1000 msgs/s
        run("java", PRODUCE.name, 0, elapsed=0.25),  # 4000 msgs/s
        run("kafka_async", E2E.name, 0, latency={"p50": 1.0, "p99": 5.0, "p999": 9.0}),
        run("aiokafka", E2E.name, 0, latency={"p50": 2.0, "p99": 10.0, "p999": 20.0}),
        run("java", E2E.name, 0, status="n/a", reason="perf tools cannot time e2e"),
    ]
    text = report.render_tables([PRODUCE, E2E], ["kafka_async", "aiokafka", "java"],
                                summarize(records))
    header = next(line for line in text.splitlines() if line.startswith("| scenario"))
    assert "kafka_async vs aiokafka" in header
    assert "kafka_async vs Java" in header
    produce_row = next(line for line in text.splitlines() if line.startswith(f"| {PRODUCE.name}"))
    assert "2.0k/s" in produce_row
    assert "2.00x" in produce_row  # ours / aiokafka
    assert "0.50x" in produce_row  # ours / Java
    e2e_row = next(line for line in text.splitlines() if line.startswith(f"| {E2E.name}"))
    assert "1.00 / 5.00 / 9.00 ms" in e2e_row
    assert "2.00x" in e2e_row  # aiokafka p99 / our p99
    assert "n/a" in e2e_row
    assert "- Java, n/a: perf tools cannot time e2e" in text


def test_ratio_columns_are_dropped_when_kafka_async_is_not_measured() -> None:
    text = report.render_tables([PRODUCE], ["aiokafka"], summarize([run("aiokafka",
                                                                         PRODUCE.name, 0)]))
    assert " vs " not in text
    assert "1.0k/s" in text


def test_resources_table_has_rss_and_cpu_per_million() -> None:
    records = [run("aiokafka", PRODUCE.name, 0, msgs=1_000_000, cpu=4.0, rss=52.4)]
    text = report.render_tables([PRODUCE], ["aiokafka"], summarize(records))
    assert "52 MB · 4.00 s" in text


def test_splice_replaces_only_the_generated_section() -> None:
    document = (f"# Benchmarks\n\nhand-written\n\n{report.RESULTS_START}\nold table\n"
                f"{report.RESULTS_END}\n\n## After\nkept\n")
    updated = report.splice(document, "new table\n")
    assert "old table" not in updated
    assert "new table" in updated
    assert updated.startswith("# Benchmarks\n\nhand-written\n")
    assert updated.endswith("## After\nkept\n")
    appended = report.splice("# Benchmarks\n", "first table")
    assert appended.count(report.RESULTS_START) == 1
    assert "first table" in appended


def test_results_json_has_one_object_per_client_and_scenario() -> None:
    records = [run("aiokafka", PRODUCE.name, r) for r in range(3)]
    records += [run("confluent", PRODUCE.name, r) for r in range(3)]
    document = json.loads(report.results_json({"mode": "quick"}, summarize(records)))
    assert document["mode"] == "quick"
    assert len(document["results"]) == 2
    required = {"client", "scenario", "msgs_per_s", "mb_per_s", "p50_ms", "p99_ms",
                "peak_rss_mb", "cpu_s", "repeats"}
    for entry in document["results"]:
        assert required <= set(entry)
        assert entry["repeats"] == 3


def test_chart_is_a_png(tmp_path: Path) -> None:
    records = [
        run("aiokafka", PRODUCE.name, 0),
        run("kafka_async", PRODUCE.name, 0, status="n/a"),
        run("aiokafka", E2E.name, 0, latency={"p50": 1.0, "p99": 2.0, "p999": 3.0}),
    ]
    path = tmp_path / "chart.png"
    assert report.draw_chart(path, [PRODUCE, E2E], ["kafka_async", "aiokafka"],
                             summarize(records))
    assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def test_progress_bar_counts_steps() -> None:
    progress = Progress(4, stream=open(os.devnull, "w"))  # noqa: SIM115
    progress.step("a")
    progress.step("b")
    assert "2/4" in progress.render("c")
    assert "[" + "#" * 14 + "." * 14 + "]" in progress.render("c")
    progress.stream.close()


# -- the child process accounting ----------------------------------------------------------------


@pytest.fixture
def fake_clients(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Tiny client modules on the child's PYTHONPATH (real processes, no broker)."""
    (tmp_path / "fake_hungry_client.py").write_text(textwrap.dedent("""
        import json, sys
        block = bytearray(80 * 1024 * 1024)  # touched below, so it counts in RSS
        for i in range(0, len(block), 4096):
            block[i] = 1
        sum(range(3_000_000))
        print("a log line")
        print(json.dumps({"status": "ok", "msgs": 5, "bytes": 500, "elapsed_s": 0.1}))
    """))
    (tmp_path / "fake_stuck_client.py").write_text(textwrap.dedent(f"""
        import os, time
        with open({str(tmp_path / "stuck.pid")!r}, "w") as f:
            f.write(str(os.getpid()))
        time.sleep(600)
    """))
    (tmp_path / "fake_crashing_client.py").write_text("raise SystemExit('no result line')\n")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    return tmp_path


def test_child_is_charged_its_own_rss_and_cpu(fake_clients: Path) -> None:
    result = child.run_child("fake_hungry_client", "{}", timeout_s=60)
    assert result.report == {"status": "ok", "msgs": 5, "bytes": 500, "elapsed_s": 0.1}
    assert result.exit_code == 0
    assert result.peak_rss_mb >= 80
    assert result.cpu_s > 0


def test_a_stuck_child_is_killed_and_reported(fake_clients: Path) -> None:
    result = child.run_child("fake_stuck_client", "{}", timeout_s=0.5)
    assert result.report["status"] == "error"
    assert "timed out" in result.report["reason"]
    assert result.exit_code < 0  # killed by a signal
    assert not child._running


def test_an_interrupted_driver_leaves_no_child_behind(fake_clients: Path) -> None:
    class Interrupted(Exception):
        pass

    def interrupt(_signum: int, _frame: object) -> None:
        if (fake_clients / "stuck.pid").exists():
            raise Interrupted
        signal.setitimer(signal.ITIMER_REAL, 0.2)  # the child has not started yet: wait more

    previous = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, 0.2)
    try:
        with pytest.raises(Interrupted):
            child.run_child("fake_stuck_client", "{}", timeout_s=60)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    pid = int((fake_clients / "stuck.pid").read_text())
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
    assert not child._running


def test_a_child_without_a_result_line_is_an_error(fake_clients: Path) -> None:
    result = child.run_child("fake_crashing_client", "{}", timeout_s=60)
    assert result.report["status"] == "error"
    assert "no result line" in result.report["reason"]
    assert result.exit_code == 1


def test_a_warm_up_topic_that_never_takes_writes_is_noted_not_fatal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from benchmarks import broker, run

    made: list[str] = []
    deleted: list[str] = []
    monkeypatch.setattr(broker, "create_topic",
                        lambda bootstrap, name, partitions: made.append(name))

    def refuse(bootstrap: str, name: str, partitions: int) -> None:
        raise TimeoutError(f"topic {name} does not take writes")

    def never_run(module: str, spec_json: str, timeout_s: float) -> child.ChildResult:
        raise AssertionError("a load ran on a topic that takes no writes")

    monkeypatch.setattr(broker, "wait_writable", refuse)
    monkeypatch.setattr(child, "run_child", never_run)
    monkeypatch.setattr(broker, "delete_topic", lambda bootstrap, name: deleted.append(name))
    problems = run.warm_broker("127.0.0.1:1", (PRODUCE,))
    assert len(made) == 2 and deleted == made  # two attempts, each topic removed after
    assert len(problems) == 1 and "does not take writes" in problems[0]
