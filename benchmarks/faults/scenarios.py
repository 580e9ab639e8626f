"""The twelve fault scenarios of the matrix. Each ``fault(cell)`` runs once the workload is under
way and returns when the fault is over (or, for link conditions, leaves them on for the rest of
the workload: ``Cell.recover`` heals every proxy afterwards)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from benchmarks.faults.matrix import REQUEST_TIMEOUT_MS
from kafka_async.testing.operations import OperationTimeout

if TYPE_CHECKING:
    from benchmarks.faults.matrix import Cell

#: how long a killed node stays down before it is restarted
DOWN_S = 5.0


@dataclass(frozen=True)
class Scenario:
    name: str
    title: str
    fault: Callable[[Cell], None]
    #: seconds the workload is spread over (the fault must fall inside it)
    span: float = 12.0
    #: bytes per record (the bandwidth scenario needs a load above its cap)
    record_size: int = 100


def _leader(cell: Cell) -> int:
    return cell.ops.leader_of(cell.topic, 0)


def leader_kill(cell: Cell) -> None:
    node = cell.ops.kill_leader(cell.topic, 0)
    time.sleep(DOWN_S)
    cell.ops.restart(node)


def leader_pause(cell: Cell) -> None:
    cell.ops.pause(_leader(cell), 20.0)


def controller_kill(cell: Cell) -> None:
    node = cell.ops.kill_controller()
    time.sleep(DOWN_S)
    cell.ops.restart(node)


def rolling_restart(cell: Cell) -> None:
    topics = [cell.topic] + ([cell.output] if cell.mode == "exactly-once" else [])
    cell.ops.rolling_restart(topics)


def stall(cell: Cell) -> None:
    proxy = cell.cluster.proxy(_leader(cell))
    proxy.stall()
    time.sleep(REQUEST_TIMEOUT_MS / 1000 + 5)
    proxy.heal()


def black_hole(cell: Cell) -> None:
    """The broker whose loss hurts the mode most: partition 0's leader for the producer,
    the group's coordinator where there is a group (its members are fenced meanwhile)."""
    node = _leader(cell) if cell.mode == "idempotent" else cell.ops.group_coordinator(cell.group)
    proxy = cell.cluster.proxy(node)
    proxy.black_hole()
    time.sleep(REQUEST_TIMEOUT_MS / 1000 + 5)
    proxy.heal()


def resets(cell: Cell) -> None:
    rng = random.Random(cell.topic)
    until = time.monotonic() + 8.0
    while time.monotonic() < until:
        cell.cluster.proxy(rng.choice(cell.cluster.node_ids)).reset_mid_frame(1)
        time.sleep(0.5)


def latency(cell: Cell) -> None:
    for node in cell.cluster.node_ids:
        cell.cluster.proxy(node).set_latency(300, 100)


def bandwidth(cell: Cell) -> None:
    for node in cell.cluster.node_ids:
        cell.cluster.proxy(node).set_bandwidth(1_000_000)


def coordinator_kill(cell: Cell) -> None:
    """The group's coordinator (idempotent mode has no group: the node that would be)."""
    try:
        node = cell.ops.group_coordinator(cell.group)
    except OperationTimeout:
        node = _leader(cell)
    cell.cluster.kill_node(node)
    time.sleep(DOWN_S)
    cell.ops.restart(node)


def reassignment(cell: Cell) -> None:
    cell.ops.reassign(cell.topic, cell.ops.rotated_assignment(cell.topic))


def member_kill(cell: Cell) -> None:
    """SIGKILL a workload process and start a new one: a producer continues under a new
    writer id with the records the dead one had not had acknowledged; a group member is
    replaced by a new member; an exactly-once processor by a new member that restarts the
    dead one's transactional id (the documented way to restart one, examples/exactly_once.py)."""
    killed = cell.kill_worker()
    if cell.mode == "idempotent":
        acked = {e["s"] for e in cell.events(killed) if e["ev"] == "ack"}
        rest = cell.records - len(acked)
        cell.spawn("produce", "p2", topic=cell.topic, count=rest, rate=cell.records / cell.span)
    else:
        cell.spawn_member(replacing=killed if cell.mode == "exactly-once" else "")


SCENARIOS: dict[str, Scenario] = {s.name: s for s in (
    Scenario("leader-kill", "leader SIGKILL (restarted after 5 s)", leader_kill),
    Scenario("leader-pause", "leader paused 20 s (SIGSTOP)", leader_pause, span=30.0),
    Scenario("controller-kill", "active controller SIGKILL", controller_kill),
    Scenario("rolling-restart", "rolling restart of all three", rolling_restart, span=40.0),
    Scenario("stall", "leader's link stalled 15 s (> request_timeout_ms)", stall, span=20.0),
    Scenario("black-hole", "a black hole 15 s: the leader's link (idempotent), the group "
             "coordinator's (group modes)", black_hole, span=20.0),
    Scenario("resets", "connections reset mid-frame, every 0.5 s for 8 s", resets),
    Scenario("latency", "300 ms latency +- 100 ms jitter, all links", latency),
    Scenario("bandwidth", "1 MB/s per link direction (5 kB records: 4 MB/s offered)", bandwidth,
             record_size=5000),
    Scenario("coordinator-kill", "group coordinator SIGKILL", coordinator_kill),
    Scenario("reassignment", "every partition's replicas moved mid-stream", reassignment),
    Scenario("member-kill", "a member SIGKILLed, a new one joins", member_kill),
)}

#: the subset `make test` runs (tests/integration/test_faults_matrix.py): one per mode
REPRESENTATIVE = (("leader-kill", "idempotent"), ("resets", "group"),
                  ("member-kill", "exactly-once"))
