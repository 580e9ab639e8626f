"""The pure parts of ``benchmarks.bench_rebalance --peers``: medians, ratios and the table.

No broker here: a wrong median or an inverted ratio would publish a false "faster than
aiokafka", so the arithmetic and the n/a / failed cells are pinned down on their own.
"""

from __future__ import annotations

import pytest

from benchmarks.bench_rebalance import (
    PEER_CASES,
    PEER_CLIENTS,
    _Marks,
    client_order,
    median_ms,
    medians_of,
    paired_differences,
    paired_summary,
    peer_table,
    ratio,
)

RANGE = "classic, range (eager)"
KIP848 = "consumer (KIP-848)"


def test_median_ms_converts_seconds_and_takes_the_middle() -> None:
    assert median_ms([0.3, 0.1, 0.2]) == pytest.approx(200.0)
    assert median_ms([0.1, 0.2]) == pytest.approx(150.0)


def test_median_ms_of_no_successful_run_is_none() -> None:
    assert median_ms([]) is None


def test_ratio_is_peer_over_ours_so_above_one_means_we_are_faster() -> None:
    assert ratio(300.0, 150.0) == pytest.approx(2.0)
    assert ratio(100.0, 200.0) == pytest.approx(0.5)


@pytest.mark.parametrize(("peer", "ours"), [(None, 100.0), (100.0, None), (100.0, 0.0)])
def test_ratio_without_both_figures_is_none(peer: float | None, ours: float | None) -> None:
    assert ratio(peer, ours) is None


def test_every_case_includes_kafka_async_and_only_known_clients() -> None:
    for _label, protocol, _assignor, clients in PEER_CASES:
        assert "kafka_async" in clients
        assert set(clients) <= set(PEER_CLIENTS)
        assert protocol in {"classic", "consumer"}


def test_table_renders_times_ratios_and_missing_cells() -> None:
    medians: dict[tuple[str, str], float | None] = {
        (RANGE, "kafka_async"): 300.0, (RANGE, "aiokafka"): 450.0, (RANGE, "confluent"): None,
        (KIP848, "kafka_async"): 1000.0, (KIP848, "confluent"): 1250.0,
    }
    lines = peer_table(medians, 3).splitlines()
    assert lines[0] == ("| case | kafka_async | aiokafka | confluent | aiokafka/ours "
                        "| confluent/ours |")
    assert lines[1] == "| --- | --: | --: | --: | --: | --: |"
    rows = {line.split(" | ")[0].lstrip("| "): line for line in lines[2:] if line.startswith("|")}
    assert rows[RANGE] == f"| {RANGE} | 300 ms | 450 ms | failed | 1.50x | n/a |"
    assert rows[KIP848] == f"| {KIP848} | 1000 ms | n/a | 1250 ms | n/a | 1.25x |"
    assert len(rows) == len(PEER_CASES)
    assert "Median of 3 interleaved repeats" in lines[-1]


def test_marks_finish_only_after_both_assignment_and_revocation() -> None:
    marks = _Marks()
    marks.b_assigned_at = 5.0
    assert not marks.done()
    marks.a_revoked_at = 7.0
    assert marks.done()
    assert marks.finished_at() == 7.0


def test_medians_skip_failed_repeats_and_all_failed_is_none() -> None:
    runs: dict[tuple[str, str], list[float | None]] = {
        (RANGE, "kafka_async"): [0.1, None, 0.3], (RANGE, "aiokafka"): [None, None]}
    assert medians_of(runs) == {(RANGE, "kafka_async"): pytest.approx(200.0),
                                (RANGE, "aiokafka"): None}


def test_paired_differences_are_peer_minus_ours_where_both_succeeded() -> None:
    runs: dict[tuple[str, str], list[float | None]] = {
        (RANGE, "kafka_async"): [0.100, 0.200, None, 0.150],
        (RANGE, "aiokafka"): [0.110, 0.190, 0.500, None],
    }
    assert paired_differences(runs, RANGE, "aiokafka") == [pytest.approx(10.0),
                                                           pytest.approx(-10.0)]
    assert paired_differences(runs, RANGE, "confluent") == []


def test_paired_summary_counts_kafka_async_wins() -> None:
    runs: dict[tuple[str, str], list[float | None]] = {
        (RANGE, "kafka_async"): [0.100, 0.200, 0.300],
        (RANGE, "aiokafka"): [0.105, 0.207, 0.290],
    }
    assert paired_summary(runs) == [
        f"- {RANGE}: aiokafka - kafka_async per repeat: median +5 ms, kafka_async faster in "
        "2 of 3"]


def test_client_order_rotates_so_every_client_leads_once_per_cycle() -> None:
    clients = ("kafka_async", "aiokafka", "confluent")
    orders = [client_order(clients, repeat) for repeat in range(4)]
    assert orders[0] == list(clients)
    assert [o[0] for o in orders[:3]] == list(clients)
    assert orders[3] == orders[0]
    assert all(sorted(o) == sorted(clients) for o in orders)
