"""Consumer API rules that need no broker: argument checks, state before start."""

from __future__ import annotations

import anyio
import pytest

from kafka_async import Consumer, ConsumerRecord, TopicPartition
from kafka_async.consumer import ConsumerClosedError, PartitionNotAssignedError

BOOT = "127.0.0.1:9"
TP = TopicPartition("t", 0)


def test_assign_before_start_and_argument_checks() -> None:
    consumer = Consumer(bootstrap_servers=BOOT)
    consumer.assign([TP, TP, TopicPartition("t", 1)])
    assert consumer.assignment() == {TP, TopicPartition("t", 1)}
    with pytest.raises(TypeError, match="TopicPartition"):
        consumer.assign([("t", 0)])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="non-negative"):
        consumer.seek(TP, -1)
    with pytest.raises(PartitionNotAssignedError, match=r"^other-0 is not assigned") as caught:
        consumer.seek(TopicPartition("other", 0), 0)
    assert isinstance(caught.value, KeyError)  # (what the lookup raised before)
    with pytest.raises(PartitionNotAssignedError):
        consumer.pause(TopicPartition("other", 0))
    consumer.seek(TP, 5)
    consumer.pause(TP)
    assert consumer.paused() == {TP}
    consumer.resume(TP)
    assert consumer.paused() == frozenset() and consumer.highwater(TP) is None


def test_subscription_replaces_assignment_and_refuses_a_bare_name() -> None:
    consumer = Consumer(bootstrap_servers=BOOT)
    consumer.assign([TopicPartition("x", 0)])
    with pytest.raises(TypeError, match=r"topics must be a collection .* pass a list"):
        consumer.subscribe("t")
    consumer.subscribe(["t"])
    assert consumer.subscription() == {"t"} and consumer.assignment() == frozenset()
    consumer.assign([TP])
    assert consumer.subscription() == frozenset()


def test_calls_before_start_fail_clearly(anyio_backend: str) -> None:
    consumer = Consumer(bootstrap_servers=BOOT)
    with pytest.raises(ConsumerClosedError, match="not started"):
        anyio.run(consumer.getmany, backend=anyio_backend)


def test_consumer_record_fields() -> None:
    record = ConsumerRecord("t", 0, 5, 1000, 0, b"k", b"v", (("h", b"x"),), 3)
    assert (record.topic, record.partition, record.offset, record.leader_epoch) == ("t", 0, 5, 3)
    assert str(TP) == "t-0"
