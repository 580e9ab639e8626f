"""Consumer calls that take several topics or partitions refuse a bare one (no broker needed).

The rule (kafka_async.protocol.arguments): a str is never a collection of names, a single
TopicPartition never a collection of partitions; the TypeError names the argument and says to
pass a list. Varargs calls take each argument as one item.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import anyio
import pytest

from kafka_async import Consumer, TopicPartition

BOOT = "127.0.0.1:9"
TP = TopicPartition("orders", 0)
BARE = r"must be a collection of .*not a single .*pass a list"


def test_subscribe_refuses_a_bare_topic_name() -> None:
    consumer = Consumer(bootstrap_servers=BOOT)
    with pytest.raises(TypeError, match=r"^topics must be a collection of topic names, not a "
                                        r"single str 'orders': pass a list, e.g. \['orders'\]$"):
        consumer.subscribe("orders")
    assert consumer.subscription() == frozenset()
    grouped = Consumer(bootstrap_servers=BOOT, group_id="g")
    with pytest.raises(TypeError, match=BARE):
        grouped.subscribe("orders")
    assert grouped.subscription() == frozenset()


def test_names_as_separate_arguments_are_still_one_topic_each() -> None:
    assert Consumer("orders", "refunds", bootstrap_servers=BOOT).subscription() == {
        "orders", "refunds"}


@pytest.mark.parametrize("bare", [TP, "orders"])
def test_assign_refuses_a_bare_partition_or_name(bare: Any) -> None:
    consumer = Consumer(bootstrap_servers=BOOT)
    with pytest.raises(TypeError, match=f"^partitions {BARE}"):
        consumer.assign(bare)
    assert consumer.assignment() == frozenset()


def test_varargs_calls_refuse_a_list_and_name_the_position() -> None:
    consumer = Consumer(bootstrap_servers=BOOT)
    consumer.assign([TP])
    for call in (consumer.pause, consumer.resume):
        with pytest.raises(TypeError, match=r"partitions\[0\] must be a TopicPartition, got "
                                            r"list .*not one collection"):
            call([TP])  # type: ignore[arg-type]
        with pytest.raises(TypeError, match=r"partitions\[0\] must be a TopicPartition, got str"):
            call("orders")  # type: ignore[arg-type]
    assert consumer.paused() == frozenset()
    with pytest.raises(TypeError, match="partition must be a TopicPartition, got str"):
        consumer.seek("orders", 0)  # type: ignore[arg-type]
    for offset in (True, 2**63, -1, 1.0):
        with pytest.raises(ValueError, match="offset must be a non-negative int"):
            consumer.seek(TP, offset)  # type: ignore[arg-type]


def _run(backend: str, call: Callable[..., Awaitable[Any]], *args: Any) -> None:
    anyio.run(call, *args, backend=backend)


def test_async_calls_check_arguments_before_anything_else(anyio_backend: str) -> None:
    """Before start() too: the argument error is what the caller needs to see first."""
    consumer = Consumer(bootstrap_servers=BOOT, group_id="g")
    for method in (consumer.beginning_offsets, consumer.end_offsets, consumer.committed):
        with pytest.raises(TypeError, match=f"^partitions {BARE}"):
            _run(anyio_backend, method, TP)
        with pytest.raises(TypeError, match=f"^partitions {BARE}"):
            _run(anyio_backend, method, "orders")
    for seek in (consumer.seek_to_beginning, consumer.seek_to_end):
        with pytest.raises(TypeError, match=r"partitions\[0\] must be a TopicPartition"):
            _run(anyio_backend, seek, [TP])
    for getter in (consumer.getmany, consumer.getmany_batches, consumer.getone):
        with pytest.raises(TypeError, match=r"partitions\[0\] must be a TopicPartition"):
            _run(anyio_backend, getter, "orders")
    with pytest.raises(TypeError, match="timestamps must be a dict keyed by TopicPartition"):
        _run(anyio_backend, consumer.offsets_for_times, [(TP, 0)])
    with pytest.raises(TypeError, match="a key of timestamps must be a TopicPartition"):
        _run(anyio_backend, consumer.offsets_for_times, {("orders", 0): 0})
    with pytest.raises(TypeError, match=r"timestamps\[orders-0\]"):
        _run(anyio_backend, consumer.offsets_for_times, {TP: 1.5})
    with pytest.raises(TypeError, match="offsets must be a dict keyed by TopicPartition"):
        _run(anyio_backend, consumer.commit, [TP])
    with pytest.raises(TypeError, match="offsets must be a dict keyed by TopicPartition"):
        consumer.commit_async([TP])  # type: ignore[arg-type]



def test_mistakes_of_a_migration_are_named() -> None:
    import aiokafka

    consumer = Consumer(bootstrap_servers="127.0.0.1:9")
    with pytest.raises(TypeError, match=r"it is aiokafka\.structs\.TopicPartition; use "
                                        r"kafka_async's: from kafka_async import TopicPartition"):
        consumer.assign([aiokafka.TopicPartition("t", 0)])  # type: ignore[list-item]
    with pytest.raises(TypeError, match=r"pass the names themselves"):
        Consumer(["t"], bootstrap_servers="127.0.0.1:9")  # type: ignore[arg-type]
