"""Share groups through the Admin and the CLI against a real broker: list, describe, start
offsets (describe, alter, delete), group configs, delete; ``kafka-async share-groups`` and
``share-consume``; and examples/share_workers.py run as users run it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import anyio
import pytest
from consumer_helpers import create_topic
from share_helpers import FAST_SHARE, produce_keyed, share_group

from kafka_async import Admin, ShareConsumer, TopicPartition
from kafka_async.admin import ConfigResource, GroupState, ShareGroupDescription
from kafka_async.protocol.errors import GroupIdNotFoundError, NonEmptyGroupError

pytestmark = [pytest.mark.anyio, pytest.mark.integration,
              pytest.mark.asyncio_only("admin calls; their trio path is the Admin's own")]

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def bootstrap(group_bootstrap: str) -> str:
    return group_bootstrap


async def _read(consumer: ShareConsumer, count: int) -> int:
    got = 0
    with anyio.fail_after(60):
        while got < count:
            got += sum(len(r) for r in (await consumer.getmany(timeout_ms=200)).values())
    return got


async def test_describe_offsets_alter_delete(bootstrap: str) -> None:
    topic = await create_topic(bootstrap, partitions=2, prefix="share")
    group = await share_group(bootstrap, share_record_lock_duration_ms="15000")
    await produce_keyed(bootstrap, topic, 100)
    tp0, tp1 = TopicPartition(topic, 0), TopicPartition(topic, 1)
    async with Admin(bootstrap_servers=bootstrap) as admin:
        configs = (await admin.describe_configs(
            [ConfigResource(ConfigResource.Type.GROUP, group)]))
        entry = next(iter(configs.values()))["share.record.lock.duration.ms"]
        assert entry.value == "15000"
        async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                                 client_id="share-admin-test", **FAST_SHARE) as consumer:
            assert await _read(consumer, 100) == 100
            await consumer.commit()
            described = (await admin.describe_share_groups([group]))[group]
            assert isinstance(described, ShareGroupDescription)
            assert described.state is GroupState.STABLE
            (member,) = described.members
            assert member.client_id == "share-admin-test"
            assert member.assignment == {tp0, tp1}
            assert member.subscribed_topics == {topic}
            listed = {g.group_id for g in await admin.list_share_groups()}
            assert group in listed
            assert group in {g.group_id for g in await admin.list_groups(types_filter=["share"])}
            # Start offsets move only while members are active: NonEmptyGroupError now.
            with pytest.raises(NonEmptyGroupError):
                await admin.alter_share_group_offsets(group, {tp0: 0})
        with anyio.fail_after(30):  # the lag follows the acknowledgements
            while True:
                offsets = (await admin.describe_share_group_offsets([group]))[group]
                if set(offsets) == {tp0, tp1} and all(o.lag == 0 for o in offsets.values()):
                    break
                await anyio.sleep(0.1)
        assert all(o.start_offset is not None for o in offsets.values())
        # With no member left, the start offsets can be moved back: the records return.
        with anyio.fail_after(30):
            while True:
                try:
                    result = await admin.alter_share_group_offsets(group, {tp0: 0, tp1: 0})
                    break
                except NonEmptyGroupError:
                    await anyio.sleep(0.2)  # the member's leave is still being processed
        assert result == {tp0: None, tp1: None}
        offsets = (await admin.describe_share_group_offsets({group: [tp0]}))[group]
        assert offsets[tp0].start_offset == 0
        async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                                 **FAST_SHARE) as again:
            assert await _read(again, 100) == 100
        deleted = await admin.delete_share_group_offsets(group, [topic])
        assert deleted == {topic: None}
        assert await admin.delete_share_groups([group]) == {group: None}
        missing = (await admin.describe_share_groups([group], return_exceptions=True))[group]
        assert isinstance(missing, GroupIdNotFoundError) or (
            isinstance(missing, ShareGroupDescription) and missing.state is GroupState.DEAD)


def _cli(bootstrap: str, *args: str,
         stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, KAFKA_BOOTSTRAP_SERVERS=bootstrap)
    return subprocess.run([sys.executable, "-m", "kafka_async", *args], env=env,
                          capture_output=True, input=stdin, timeout=120, check=False)


async def test_cli_share_consume_and_share_groups(bootstrap: str) -> None:
    topic = await create_topic(bootstrap, prefix="share")
    group = await share_group(bootstrap)
    await produce_keyed(bootstrap, topic, 20)
    done = await anyio.to_thread.run_sync(lambda: _cli(
        bootstrap, "share-consume", topic, "-g", group, "--count", "20", "-f", "%o:%s\\n"))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.decode().split()
    assert sorted(int(line.split(":")[0]) for line in lines) == list(range(20))
    assert all(line.split(":")[1] == line.split(":")[0] for line in lines)
    listed = await anyio.to_thread.run_sync(lambda: _cli(bootstrap, "share-groups", "list",
                                                         "-o", "json"))
    assert listed.returncode == 0, listed.stderr
    assert group in {row["group_id"] for row in json.loads(listed.stdout)}
    shown = await anyio.to_thread.run_sync(lambda: _cli(bootstrap, "share-groups", "offsets",
                                                        group, "-o", "json"))
    assert shown.returncode == 0, shown.stderr
    rows = json.loads(shown.stdout)
    assert [(r["partition"], r["lag"]) for r in rows] == [(0, 0)]
    reset = await anyio.to_thread.run_sync(lambda: _cli(
        bootstrap, "share-groups", "reset-offsets", group, "--topic", topic, "--to-earliest"))
    assert reset.returncode == 0, reset.stderr
    again = await anyio.to_thread.run_sync(lambda: _cli(
        bootstrap, "share-consume", topic, "-g", group, "--count", "20", "--release", "-q"))
    assert again.returncode == 0, again.stderr
    assert len(again.stdout.split()) == 20
    gone = await anyio.to_thread.run_sync(lambda: _cli(bootstrap, "share-groups", "delete",
                                                       group))
    assert gone.returncode == 0, gone.stderr
    missing = await anyio.to_thread.run_sync(lambda: _cli(bootstrap, "share-groups",
                                                          "describe", group))
    assert missing.returncode == 1
    assert b"GroupIdNotFound" in missing.stderr or b"does not exist" in missing.stderr


async def test_share_workers_example(bootstrap: str) -> None:
    done = await anyio.to_thread.run_sync(lambda: subprocess.run(
        [sys.executable, "examples/share_workers.py", bootstrap, "3"], cwd=REPO,
        capture_output=True, timeout=180, check=False))
    assert done.returncode == 0, done.stderr
    assert b"200 jobs done on one partition by 3 workers" in done.stdout
