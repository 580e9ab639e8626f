"""The fault matrix's representative subset (benchmarks/faults; ``make faults`` runs all 36
cells): one scenario per mode on a 3-node cluster behind fault proxies, checked with the
sequence ledger. Each cell asserts what its mode promises."""

from __future__ import annotations

import json
import tempfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.faults.matrix import Cell, CellResult, _read_events, run_cell, start_cluster
from benchmarks.faults.scenarios import REPRESENTATIVE, SCENARIOS
from kafka_async.testing import JavaTools, KafkaCluster
from kafka_async.testing.operations import ClusterOperations

pytestmark = pytest.mark.integration
RECORDS = 3000


@pytest.fixture(scope="module")
def proxied_cluster() -> Iterator[KafkaCluster]:
    cluster = start_cluster()
    try:
        yield cluster
    finally:
        cluster.stop()


def worker_diagnostics(workdir: Path, lines: int = 60) -> str:
    """What each workload process logged (its stderr: the client's INFO log and a status line
    every 5 s) and how many events of each kind it wrote: a failed cell is read, not rerun."""
    out = []
    for path in sorted(workdir.rglob("*.stderr")):
        counts = Counter(event.get("ev") for event in _read_events(path.with_suffix(".jsonl")))
        tail = path.read_text(errors="replace").splitlines()[-lines:]
        out.append(f"--- {path.stem}: {dict(counts)}\n" + "\n".join(tail))
    return "\n".join(out)


@pytest.mark.parametrize(("scenario", "mode"), REPRESENTATIVE,
                         ids=[f"{s}-{m}" for s, m in REPRESENTATIVE])
def test_representative_cell(proxied_cluster: KafkaCluster, scenario: str, mode: str) -> None:
    workdir = Path(tempfile.mkdtemp(prefix="faults-test-"))
    with JavaTools(proxied_cluster) as tools:
        ops = ClusterOperations(proxied_cluster, tools)
        result: CellResult = run_cell(proxied_cluster, ops, tools, SCENARIOS[scenario], mode,
                                      RECORDS, workdir)
    assert not result.problem, f"{result}\n{worker_diagnostics(workdir)}"
    assert result.acknowledged == RECORDS, result
    assert result.lost == 0, result
    if mode == "group":
        assert result.beyond_window == 0, result
    else:
        assert result.duplicated == 0, result
    if mode == "idempotent":
        assert result.reordered == 0, result
    assert result.passed


def test_cluster_operations(proxied_cluster: KafkaCluster) -> None:
    """The lookups and operations the scenarios use, on their own: who leads and controls,
    a topic deleted and re-created, a reassignment that moves every leader."""
    with JavaTools(proxied_cluster) as tools:
        ops = ClusterOperations(proxied_cluster, tools)
        assert ops.active_controller() in proxied_cluster.node_ids
        tools.create_topic("ops-topic", 3, replication_factor=3)
        for partition in range(3):
            ops.wait_leader("ops-topic", partition)
        before = {p: ops.leader_of("ops-topic", p) for p in range(3)}
        ops.reassign("ops-topic", ops.rotated_assignment("ops-topic"))
        ops.elect_preferred("ops-topic")
        after = {p: ops.wait_leader("ops-topic", p, not_on=before[p]) for p in range(3)}
        assert all(after[p] != before[p] for p in range(3))
        ops.recreate_topic("ops-topic", 2)
        meta = ops.metadata(["ops-topic"])
        assert [len(t.partitions) for t in meta.topics] == [2]
        # what a group committed, read with the harness's own OffsetFetch (the EOS cells wait
        # on it): the console consumer commits what it read when it closes
        tools.console_produce("ops-topic", [f"v{i}" for i in range(5)])
        assert len(tools.console_consume("ops-topic", 5, group="ops-group")) == 5
        committed = ops.committed_offsets("ops-group", "ops-topic", 2)
        assert sorted(committed) == [0, 1] and sum(max(o, 0) for o in committed.values()) == 5
        assert ops.committed_offsets("no-such-group", "ops-topic", 2) == {0: -1, 1: -1}


class _Committed:
    """The one lookup ``Cell._all_processed`` makes of ClusterOperations."""

    def __init__(self, offsets: dict[int, int]) -> None:
        self.offsets = offsets
        self.asked = 0

    def committed_offsets(self, group_id: str, topic: str, partitions: int) -> dict[int, int]:
        self.asked += 1
        return self.offsets


def test_a_round_committed_by_a_member_killed_before_it_logged_counts_as_processed(
        tmp_path: Path) -> None:
    """The race that failed a CI run: the exactly-once member m1 committed its transaction (its
    50 records and their offsets) and was SIGKILLed before writing its events, so no log showed
    those records, nobody processed them again (exactly once), and the cell waited 300 s for
    them. The group's committed offsets settle it; offsets short of the end do not."""
    ops = _Committed({0: 50, 1: 0})
    cell = Cell(None, ops, None, "member-kill", "exactly-once", 60, 1.0,  # type: ignore[arg-type]
                tmp_path)
    cell.logs = {"seed": cell.dir / "seed.jsonl", "m2": cell.dir / "m2.jsonl"}
    cell.workers = {"seed": None, "m2": None}  # type: ignore[dict-item]
    cell.logs["seed"].write_text("".join(
        json.dumps({"ev": "ack", "w": "seed", "s": s, "p": s // 50, "o": s % 50}) + "\n"
        for s in range(60)))
    cell.logs["m2"].write_text("".join(
        json.dumps({"ev": "rec", "p": 1, "o": s - 50, "w": "seed", "s": s}) + "\n"
        for s in range(50, 60)) + '{"ev": "rec", "p"')  # a line cut short by a kill
    assert not cell._all_processed()      # partition 1 not committed past its 10 records
    assert ops.asked == 1
    ops.offsets = {0: 50, 1: 10}
    cell._next_offsets_check = 0.0
    assert cell._all_processed()
    with cell.logs["m2"].open("a") as log:  # the logs alone, once they show every record
        log.write("\n" + "".join(json.dumps({"ev": "rec", "p": 0, "o": s, "w": "seed", "s": s})
                                 + "\n" for s in range(50)))
    ops.offsets = {}
    assert cell._all_processed()
