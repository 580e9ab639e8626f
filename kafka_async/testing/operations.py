"""Cluster operations for fault tests: who leads what, and the events a real cluster lives through.

Everything a fault scenario does to a ``KafkaCluster`` besides the network (``FaultProxy``):
kill or freeze the leader of a partition, the active controller or a group's coordinator,
restart every node in turn, elect preferred leaders, move replicas, delete and re-create a topic.
Lookups (leaders, a group's committed offsets) use Metadata v1 and OffsetFetch v1 on a raw
socket (``wire``) and Kafka's own admin tools (``JavaTools``),
so this module needs nothing of kafka_async's client: a fault in the client under test cannot
hide a fault in the harness.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Mapping, Sequence

from kafka_async.testing.cluster import KafkaCluster
from kafka_async.testing.tools import (
    LEADER_ELECTION_COMMAND,
    METADATA_QUORUM_COMMAND,
    REASSIGN_COMMAND,
    JavaToolError,
    JavaTools,
)
from kafka_async.testing.wire import (
    ClusterMetadata,
    RawConnection,
    WireError,
    fetch_metadata,
    parse_address,
)

OFFSETS_TOPIC = "__consumer_offsets"


class OperationTimeout(RuntimeError):
    """A cluster operation did not reach its end state in time (the message says which)."""


def java_string_hash(text: str) -> int:
    """Java's ``String.hashCode`` (UTF-16 code units, int32 wrap-around)."""
    value = 0
    for unit in text.encode("utf-16-be").hex(" ", 2).split():
        value = (31 * value + int(unit, 16)) & 0xFFFFFFFF
    return value - (1 << 32) if value >= 1 << 31 else value


def offsets_partition(group_id: str, partitions: int) -> int:
    """The ``__consumer_offsets`` partition of a group (``Utils.abs(hashCode) % n``; Kafka's
    ``Utils.abs`` maps Integer.MIN_VALUE to 0)."""
    value = java_string_hash(group_id)
    return (0 if value == -(1 << 31) else abs(value)) % partitions


class ClusterOperations:
    """The operations of the module docstring on one running cluster."""

    def __init__(self, cluster: KafkaCluster, tools: JavaTools | None = None) -> None:
        self.cluster = cluster
        self.tools = tools or JavaTools(cluster)

    # -- lookups ---------------------------------------------------------------------------------

    def metadata(self, topics: list[str] | None = None) -> ClusterMetadata:
        """Metadata v1 from the first node that answers (PLAINTEXT, not through a proxy)."""
        last: Exception | None = None
        for node_id in self.cluster.node_ids:
            if not self.cluster.is_running(node_id):
                continue
            try:
                return fetch_metadata(self.cluster.address_of(node_id), topics=topics)
            except (OSError, WireError) as exc:
                last = exc
        raise OperationTimeout(f"no node answered Metadata ({last})")

    def leader_of(self, topic: str, partition: int = 0) -> int:
        for info in self.metadata([topic]).topics:
            for part in info.partitions:
                if part.partition == partition and part.leader >= 0:
                    return part.leader
        raise OperationTimeout(f"{topic}-{partition} has no leader")

    def active_controller(self) -> int:
        """The KRaft quorum leader (kafka-metadata-quorum describe --status)."""
        out = self.tools.admin_command(METADATA_QUORUM_COMMAND, ["describe", "--status"])
        match = re.search(r"LeaderId:\s*(\d+)", out)
        if match is None:
            raise OperationTimeout(f"no LeaderId in quorum status: {out!r}")
        return int(match.group(1))

    def group_coordinator(self, group_id: str) -> int:
        """The node leading the group's ``__consumer_offsets`` partition: its coordinator."""
        meta = self.metadata([OFFSETS_TOPIC])
        for info in meta.topics:
            if info.name == OFFSETS_TOPIC and info.partitions:
                index = offsets_partition(group_id, len(info.partitions))
                return self.leader_of(OFFSETS_TOPIC, index)
        raise OperationTimeout(f"{OFFSETS_TOPIC} does not exist yet (no group committed)")

    def committed_offsets(self, group_id: str, topic: str, partitions: int) -> dict[int, int]:
        """What the group has committed for good on ``topic`` (an open transaction's offsets
        not included), partition -> offset (-1: nothing), asked of its coordinator directly
        with the harness's own wire code. Raises ``OperationTimeout`` when the coordinator
        cannot answer now (moving, loading, down): callers that poll just ask again."""
        node = self.group_coordinator(group_id)
        try:
            host, port = parse_address(self.cluster.address_of(node))
            with RawConnection(host, port) as conn:
                answer = conn.committed_offsets(group_id, topic, list(range(partitions)))
        except (OSError, WireError) as exc:
            raise OperationTimeout(f"coordinator {node} of {group_id!r}: {exc}") from exc
        errors = {code for _offset, code in answer.values() if code}
        if errors:
            raise OperationTimeout(f"coordinator {node} of {group_id!r} answered error codes "
                                   f"{sorted(errors)}")
        return {partition: offset for (_topic, partition), (offset, _code) in answer.items()}

    def wait_leader(self, topic: str, partition: int = 0, *, not_on: int | None = None,
                    timeout: float = 60.0) -> int:
        """Wait until the partition has a leader (other than ``not_on``); return it."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                leader = self.leader_of(topic, partition)
                if leader != not_on:
                    return leader
            except OperationTimeout:
                pass
            if time.monotonic() > deadline:
                raise OperationTimeout(f"{topic}-{partition}: no new leader after {timeout}s")
            time.sleep(0.1)

    def wait_in_sync(self, topic: str, *, timeout: float = 120.0) -> None:
        """Wait until every partition of ``topic`` has all its replicas in sync."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                parts = [p for t in self.metadata([topic]).topics for p in t.partitions]
                if parts and all(set(p.isr) == set(p.replicas) for p in parts):
                    return
            except OperationTimeout:
                pass
            if time.monotonic() > deadline:
                raise OperationTimeout(f"{topic}: replicas not in sync after {timeout}s")
            time.sleep(0.2)

    # -- events ----------------------------------------------------------------------------------

    def kill_leader(self, topic: str, partition: int = 0) -> int:
        """SIGKILL the partition's leader; return its node id (restart with ``restart``)."""
        node_id = self.leader_of(topic, partition)
        self.cluster.kill_node(node_id)
        return node_id

    def kill_controller(self) -> int:
        node_id = self.active_controller()
        self.cluster.kill_node(node_id)
        return node_id

    def kill_coordinator(self, group_id: str) -> int:
        node_id = self.group_coordinator(group_id)
        self.cluster.kill_node(node_id)
        return node_id

    def pause(self, node_id: int, seconds: float) -> None:
        """SIGSTOP ``node_id`` for ``seconds`` (a long GC pause), then SIGCONT."""
        self.cluster.pause_node(node_id)
        try:
            time.sleep(seconds)
        finally:
            self.cluster.resume_node(node_id)

    def restart(self, node_id: int) -> None:
        """Start a killed/stopped node again on its data and wait until it serves."""
        self.cluster.start_node(node_id)

    def rolling_restart(self, topics: Sequence[str] = (), *, gap: float = 0.0) -> None:
        """Gracefully stop and restart every node in turn (as an upgrade does), waiting for
        ``topics`` to be fully in sync before the next node goes down."""
        for node_id in self.cluster.node_ids:
            self.cluster.stop_node(node_id)
            self.cluster.start_node(node_id)
            for topic in topics:
                self.wait_in_sync(topic)
            if gap:
                time.sleep(gap)

    def elect_preferred(self, topic: str, *, timeout: float = 60.0) -> None:
        """Preferred-leader election for every partition of ``topic`` (kafka-leader-election).

        A partition that already has its preferred leader is a no-op for the tool. One whose
        preferred replica is not in sync yet (just restarted) fails with "preferred leader
        not available": repeated until ``timeout``. Any other failure is raised."""
        partitions = [{"topic": topic, "partition": part.partition}
                      for info in self.metadata([topic]).topics for part in info.partitions]
        path = self.tools.command_config().with_name(f"elect-{time.monotonic_ns()}.json")
        path.write_text(json.dumps({"partitions": partitions}))
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.tools.admin_command(
                    LEADER_ELECTION_COMMAND,
                    ["--election-type", "PREFERRED", "--path-to-json-file", str(path)],
                    config_flag="--admin.config",
                )
                return
            except JavaToolError as exc:
                output = exc.output.lower()
                if "not available" not in output or time.monotonic() > deadline:
                    raise
            time.sleep(0.5)

    def reassign(self, topic: str, assignment: Mapping[int, Sequence[int]], *,
                 timeout: float = 120.0) -> None:
        """Move partitions of ``topic`` to the given replica lists and wait until done."""
        plan = {"version": 1, "partitions": [
            {"topic": topic, "partition": p, "replicas": list(r)} for p, r in assignment.items()
        ]}
        path = self.tools.command_config().with_name(f"reassign-{time.monotonic_ns()}.json")
        path.write_text(json.dumps(plan))
        self.tools.admin_command(REASSIGN_COMMAND, ["--execute", "--reassignment-json-file",
                                                    str(path)])
        deadline = time.monotonic() + timeout
        while True:
            out = self.tools.admin_command(
                REASSIGN_COMMAND, ["--verify", "--reassignment-json-file", str(path)])
            if "is still in progress" not in out and "in progress" not in out:
                return
            if time.monotonic() > deadline:
                raise OperationTimeout(f"reassignment of {topic} not done after {timeout}s")
            time.sleep(0.5)

    def rotated_assignment(self, topic: str) -> dict[int, list[int]]:
        """Every partition's replicas shifted by one node (the leader moves everywhere)."""
        nodes = self.cluster.node_ids
        out: dict[int, list[int]] = {}
        for info in self.metadata([topic]).topics:
            for part in info.partitions:
                out[part.partition] = [nodes[(nodes.index(r) + 1) % len(nodes)]
                                       for r in part.replicas]
        return out

    def recreate_topic(self, topic: str, partitions: int, *, timeout: float = 60.0) -> None:
        """Delete ``topic`` and create it again (a new topic id, offsets from 0)."""
        self.tools.delete_topic(topic)
        deadline = time.monotonic() + timeout
        while topic in self.tools.list_topics():
            if time.monotonic() > deadline:
                raise OperationTimeout(f"{topic} still listed {timeout}s after deletion")
            time.sleep(0.2)
        self.tools.create_topic(topic, partitions, replication_factor=None)
        for partition in range(partitions):
            self.wait_leader(topic, partition)
