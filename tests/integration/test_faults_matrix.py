"""The fault matrix's representative subset (benchmarks/faults; ``make faults`` runs all 36
cells): one scenario per mode on a 3-node cluster behind fault proxies, checked with the
sequence ledger. Each cell asserts what its mode promises."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.faults.matrix import CellResult, run_cell, start_cluster
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


@pytest.mark.parametrize(("scenario", "mode"), REPRESENTATIVE,
                         ids=[f"{s}-{m}" for s, m in REPRESENTATIVE])
def test_representative_cell(proxied_cluster: KafkaCluster, scenario: str, mode: str) -> None:
    with JavaTools(proxied_cluster) as tools:
        ops = ClusterOperations(proxied_cluster, tools)
        result: CellResult = run_cell(proxied_cluster, ops, tools, SCENARIOS[scenario], mode,
                                      RECORDS, Path(tempfile.mkdtemp(prefix="faults-test-")))
    assert not result.problem, result
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
