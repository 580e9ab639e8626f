"""Group settings and API rules that need no broker."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from kafka_async import Consumer, TopicPartition
from kafka_async.cluster.config import ConfigError
from kafka_async.consumer.group import (
    CommitHandle,
    GroupConsumerConfig,
    GroupError,
    NotInGroupError,
    RangeAssignor,
)
from kafka_async.consumer.group.errors import CommitFailedError, ConsumerRebalanceListener

BOOT = "127.0.0.1:9"


def test_group_settings_are_validated() -> None:
    config = GroupConsumerConfig.from_kwargs(bootstrap_servers=BOOT, group_id="g")
    assert config.enable_auto_commit and config.group_protocol == "classic"
    assert config.partition_assignment_strategy == ("range", "cooperative-sticky")
    assert config.effective_rebalance_timeout_ms == config.max_poll_interval_ms
    assert [a.name for a in config.assignors] == ["range", "cooperative-sticky"]
    single = GroupConsumerConfig.from_kwargs(bootstrap_servers=BOOT,
                                             partition_assignment_strategy="roundrobin")
    assert single.partition_assignment_strategy == ("roundrobin",)
    custom = RangeAssignor()
    assert GroupConsumerConfig.from_kwargs(
        bootstrap_servers=BOOT, partition_assignment_strategy=[custom]).assignors == [custom]
    bad: list[tuple[dict[str, Any], str]] = [
        ({"group_protocol": "modern"}, "group_protocol"),
        ({"heartbeat_interval_ms": 5000, "session_timeout_ms": 5000}, "heartbeat_interval_ms"),
        ({"partition_assignment_strategy": ["fastest"]}, "unknown partition assignor"),
        ({"group_instance_id": "bad id!"}, "group_instance_id"),
        ({"auto_commit_interval_ms": 0}, "auto_commit_interval_ms"),
        ({"rebalance_timeout_ms": -1}, "rebalance_timeout_ms"),
    ]
    for settings, message in bad:
        with pytest.raises(ConfigError, match=message):
            GroupConsumerConfig.from_kwargs(bootstrap_servers=BOOT, **settings)
    with pytest.raises(ConfigError, match="did you mean"):
        Consumer(bootstrap_servers=BOOT, group_id="g", enable_auto_comit=False)


def test_group_calls_need_a_group_and_modes_do_not_mix(anyio_backend: str) -> None:
    plain = Consumer(bootstrap_servers=BOOT)
    with pytest.raises(NotInGroupError):
        anyio.run(plain.commit, backend=anyio_backend)
    with pytest.raises(NotInGroupError):
        plain.group_metadata()
    with pytest.raises(NotInGroupError, match="need a group_id"):
        plain.subscribe(pattern="t.*")
    grouped = Consumer("t", bootstrap_servers=BOOT, group_id="g")
    assert grouped.subscription() == {"t"} and grouped.assignment() == frozenset()
    assert grouped.group_metadata().generation_id == -1
    with pytest.raises(GroupError, match="cannot be mixed"):
        grouped.assign([TopicPartition("t", 0)])
    with pytest.raises(ValueError, match="not both"):
        grouped.subscribe(["t"], pattern="t.*")
    with pytest.raises(TypeError, match="listener"):
        grouped.subscribe(["t"], listener=object())  # type: ignore[arg-type]
    grouped.subscribe(pattern=r"orders-\d+")
    assert grouped.subscription() == frozenset()  # nothing matched yet (no metadata)
    manual = Consumer(bootstrap_servers=BOOT, group_id="g")
    manual.assign([TopicPartition("t", 0)])  # manual assignment with group commits is fine
    assert manual.assignment() == {TopicPartition("t", 0)}


def test_commit_handle_reports_the_outcome(anyio_backend: str) -> None:
    async def main() -> None:
        ok, failed = CommitHandle(), CommitHandle()
        assert not ok.done()
        ok.finish(None)
        failed.finish(CommitFailedError("moved on"))
        await ok
        assert ok.done() and ok.exception() is None
        with pytest.raises(CommitFailedError, match="moved on"):
            await failed

    anyio.run(main, backend=anyio_backend)


def test_a_listener_is_any_object_with_the_three_coroutines() -> None:
    class Listener:
        async def on_partitions_revoked(self, revoked: frozenset[TopicPartition]) -> None:
            pass

        async def on_partitions_assigned(self, assigned: frozenset[TopicPartition]) -> None:
            pass

        async def on_partitions_lost(self, lost: frozenset[TopicPartition]) -> None:
            pass

    assert isinstance(Listener(), ConsumerRebalanceListener)
    consumer = Consumer(bootstrap_servers=BOOT, group_id="g")
    consumer.subscribe(["t"], listener=Listener())
    assert consumer.subscription() == {"t"}
