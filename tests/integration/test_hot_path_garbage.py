"""The hot paths leave no reference cycles behind: what a request, a batch or a fetch allocates
goes with its last reference, not at the garbage collector's next pass.

A cycle per request is not a leak (the collector frees it) but it is paid for on the paths users
time: a dozen objects a lone request made the collector run every ~60 requests (stop 50 found
the in-flight slot and its answer callback pointing at each other). Each case below runs its
path with the collector off and every unreachable object kept (``gc.DEBUG_SAVEALL``), then
counts what a collection found, by type. A client closed earlier (by this test or the one
before) may leave a few objects of its tasks in cycles, at a time the loop decides: so the
check is that no type of ours was left in cycles anywhere near once per operation.
"""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from kafka_async import Consumer, Producer, TopicPartition

pytestmark = [pytest.mark.anyio, pytest.mark.integration]


#: Most objects of one type a measured phase may leave in cycles (each phase runs >= 200
#: operations; a per-operation cycle leaves at least one object per operation).
TEARDOWN_LEFTOVERS = 20


def per_operation(kinds: Counter[str]) -> dict[str, int]:
    """The types left in cycles often enough to be a per-operation cycle."""
    return {kind: count for kind, count in kinds.items() if count > TEARDOWN_LEFTOVERS}


@pytest.fixture
def kept_garbage() -> Iterator[Callable[[], Counter[str]]]:
    """Collector off and unreachable objects kept while the test runs; calling the fixture's
    value collects and returns what was found, by type (kafka_async's own types only)."""
    was_enabled = gc.isenabled()
    gc.collect()
    gc.garbage.clear()

    def found() -> Counter[str]:
        gc.collect()
        kinds = Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in gc.garbage
                        if type(o).__module__.startswith("kafka_async"))
        gc.garbage.clear()
        return kinds

    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        yield found
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if was_enabled:
            gc.enable()


async def test_awaited_sends_one_at_a_time_leave_no_cycles(
    kafka_bootstrap: str, new_topic: Callable[..., str],
    kept_garbage: Callable[[], Counter[str]],
) -> None:
    """The lone request's path (acks=all, each send awaited before the next)."""
    topic = new_topic("garbage-lone", create=True)
    async with Producer(bootstrap_servers=kafka_bootstrap, acks="all", linger_ms=0) as producer:
        await (await producer.send(topic, b"warm-up"))  # connections, metadata, producer id
        kept_garbage()
        offsets = [(await (await producer.send(topic, b"v%d" % i, key=b"k"))).offset
                   for i in range(200)]
        assert per_operation(kept_garbage()) == {}
    assert offsets == list(range(1, 201))


async def test_batched_sends_and_fetches_leave_no_cycles(
    kafka_bootstrap: str, new_topic: Callable[..., str],
    kept_garbage: Callable[[], Counter[str]],
) -> None:
    """Keyed records with a header through lingering batches, then read back with getmany."""
    topic = new_topic("garbage-batched", create=True, partitions=3)
    async with Producer(bootstrap_servers=kafka_bootstrap, linger_ms=5) as producer:
        await (await producer.send(topic, b"warm-up", partition=0))
        kept_garbage()
        for i in range(3000):
            await producer.send(topic, b"v" * 100, key=b"k%d" % i, headers=[("h", b"x")])
        await producer.flush()
        assert per_operation(kept_garbage()) == {}
    async with Consumer(bootstrap_servers=kafka_bootstrap, group_id=None,
                        auto_offset_reset="earliest") as consumer:
        consumer.assign([TopicPartition(topic, p) for p in range(3)])
        read = 0
        while read < 1000:  # warm: the connections a consumer settles on are open
            batches = await consumer.getmany(timeout_ms=10_000, max_records=100)
            read += sum(map(len, batches.values()))
        kept_garbage()
        while read < 3001:
            batches = await consumer.getmany(timeout_ms=10_000)
            read += sum(map(len, batches.values()))
        assert per_operation(kept_garbage()) == {}
    assert read == 3001
