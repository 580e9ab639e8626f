"""KRaft voter changes (KIP-853) through the Admin and the CLI, on a real two-node cluster
with a dynamic quorum: node 1 is formatted as the only voter, node 2 runs as an observer;
``add_raft_voter`` makes node 2 a voter, ``remove_raft_voter`` an observer again. A static
quorum (every other cluster of the suite) refuses both, typed."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import Iterator

import anyio
import pytest

from kafka_async import Admin
from kafka_async.admin import QuorumInfo, RaftVoterEndpoint
from kafka_async.cli.output import kafka_uuid
from kafka_async.protocol.errors import (
    InconsistentClusterIdError,
    RequestTimedOutError,
    UnsupportedVersionError,
    VoterNotFoundError,
)
from kafka_async.testing import KafkaCluster
from kafka_async.testing.fixtures import running_cluster

pytestmark = [pytest.mark.anyio, pytest.mark.integration,
              pytest.mark.asyncio_only("admin calls; their trio path is the Admin's own")]


@pytest.fixture(scope="module")
def dynamic_cluster() -> Iterator[KafkaCluster]:
    with running_cluster(2, dynamic_quorum=True, graceful_stop=False) as cluster:
        yield cluster


def _cli(bootstrap: str, *args: str) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, KAFKA_BOOTSTRAP_SERVERS=bootstrap)
    return subprocess.run([sys.executable, "-m", "kafka_async", *args], env=env,
                          capture_output=True, timeout=120, check=False)


async def _quorum_until(admin: Admin, voters: set[int]) -> QuorumInfo:
    """The quorum once its voters are ``voters`` (a change commits, then is described)."""
    with anyio.fail_after(60):
        while True:
            found = await admin.describe_metadata_quorum()
            if {v.replica_id for v in found.voters} == voters:
                return found
            await anyio.sleep(0.1)


async def test_add_and_remove_a_voter(dynamic_cluster: KafkaCluster) -> None:
    async with Admin(bootstrap_servers=dynamic_cluster.bootstrap) as admin:
        before = await _quorum_until(admin, {1})
        (observer,) = [o for o in before.observers if o.replica_id == 2]
        directory = observer.replica_directory_id
        port = dynamic_cluster._node(2).ports["CONTROLLER"]
        endpoint = RaftVoterEndpoint("CONTROLLER", "127.0.0.1", port)
        cluster_id = (await admin.describe_cluster()).cluster_id

        with pytest.raises(InconsistentClusterIdError):
            await admin.add_raft_voter(2, directory, [endpoint], cluster_id="not-this-one")
        await admin.add_raft_voter(2, directory, [endpoint], cluster_id=cluster_id)
        after = await _quorum_until(admin, {1, 2})
        assert after.nodes[2] == {"CONTROLLER": ("127.0.0.1", port)}

        with pytest.raises(VoterNotFoundError):
            await admin.remove_raft_voter(2, uuid.uuid4())
        await admin.remove_raft_voter(2, directory)
        await _quorum_until(admin, {1})

        # the CLI: the quorum with directory ids, then the same change both ways
        shown = await anyio.to_thread.run_sync(lambda: _cli(
            dynamic_cluster.bootstrap, "cluster", "quorum"))
        assert shown.returncode == 0, shown.stderr
        assert kafka_uuid(directory).encode() in shown.stdout
        added = await anyio.to_thread.run_sync(lambda: _cli(
            dynamic_cluster.bootstrap, "cluster", "add-controller", "--controller-id", "2",
            "--controller-directory-id", kafka_uuid(directory),
            "--endpoint", f"CONTROLLER://127.0.0.1:{port}"))
        assert added.returncode == 0, added.stderr
        await _quorum_until(admin, {1, 2})
        removed = await anyio.to_thread.run_sync(lambda: _cli(
            dynamic_cluster.bootstrap, "cluster", "remove-controller", "--controller-id", "2",
            "--controller-directory-id", str(directory), "--output", "json"))
        assert removed.returncode == 0, removed.stderr
        await _quorum_until(admin, {1})


async def test_a_voter_that_is_no_caught_up_observer_is_refused_at_once(
        dynamic_cluster: KafkaCluster) -> None:
    """The leader's REQUEST_TIMED_OUT ("lagging behind": no observer with that id and
    directory) is its answer, as Java takes it; retried, the call ran its whole timeout out
    and ended in a KafkaTimeoutError that hid it."""
    port = dynamic_cluster._node(2).ports["CONTROLLER"]
    async with Admin(bootstrap_servers=dynamic_cluster.bootstrap) as admin:
        with pytest.raises(RequestTimedOutError, match="AddRaftVoter of controller 3"):
            await admin.add_raft_voter(3, uuid.uuid4(), [
                RaftVoterEndpoint("CONTROLLER", "127.0.0.1", port)], timeout_ms=60_000)
        assert {v.replica_id for v in (await admin.describe_metadata_quorum()).voters} == {1}


async def test_cli_refuses_bad_arguments(dynamic_cluster: KafkaCluster) -> None:
    bad = await anyio.to_thread.run_sync(lambda: _cli(
        dynamic_cluster.bootstrap, "cluster", "add-controller", "--controller-id", "2",
        "--controller-directory-id", "nope", "--endpoint", "CONTROLLER://127.0.0.1:1"))
    assert bad.returncode == 2
    assert b"--controller-directory-id must be a directory id" in bad.stderr
    bad = await anyio.to_thread.run_sync(lambda: _cli(
        dynamic_cluster.bootstrap, "cluster", "add-controller", "--controller-id", "2",
        "--controller-directory-id", str(uuid.uuid4()), "--endpoint", "127.0.0.1:1"))
    assert bad.returncode == 2
    assert b"--endpoint must be LISTENER://HOST:PORT" in bad.stderr


async def test_a_static_quorum_refuses_voter_changes(group_bootstrap: str) -> None:
    async with Admin(bootstrap_servers=group_bootstrap) as admin:
        (voter,) = (await admin.describe_metadata_quorum()).voters
        # a static quorum's voters have no directory id (all zeros)
        assert voter.replica_directory_id == uuid.UUID(int=0)
        with pytest.raises(UnsupportedVersionError, match=r"kraft\.version"):
            await admin.remove_raft_voter(voter.replica_id, uuid.uuid4())
        with pytest.raises(UnsupportedVersionError, match=r"kraft\.version"):
            await admin.add_raft_voter(7, uuid.uuid4(), [
                RaftVoterEndpoint("CONTROLLER", "127.0.0.1", 1)])
