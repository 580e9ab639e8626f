"""Batches, handles and the memory pool, without a broker."""

from __future__ import annotations

import anyio
import pytest

from kafka_async.producer import (
    BufferExhaustedError,
    ProducerClosedError,
    RecordMetadata,
    RecordNotResolvedError,
)
from kafka_async.producer.batch import ProducerBatch, RecordHandle, Waiters
from kafka_async.producer.buffer_pool import BufferPool
from kafka_async.protocol.errors import InvalidRecordError, MessageTooLargeError
from kafka_async.protocol.records import RecordBatch, RecordBatchBuilder

pytestmark = pytest.mark.anyio


def make_batch(records: int = 3, sequence: int = -1) -> tuple[ProducerBatch, list[RecordHandle]]:
    builder = RecordBatchBuilder(batch_size=1 << 20)
    batch = ProducerBatch("t", 1, builder, 0.0, 10.0, 100, Waiters())
    handles = []
    for index in range(records):
        assert batch.append(1000 + index, None, b"v%d" % index, None)
        batch.count += 1
        handles.append(RecordHandle(batch, index, 1000 + index))
    batch.base_sequence = sequence
    return batch, handles


async def test_one_completion_resolves_every_handle_with_its_own_offset() -> None:
    batch, handles = make_batch()
    results: list[RecordMetadata] = []

    async def waiter(handle: RecordHandle) -> None:
        results.append(await handle)

    async with anyio.create_task_group() as group:
        for handle in handles:
            group.start_soon(waiter, handle)
        await anyio.sleep(0.01)
        assert not handles[0].done() and results == []
        batch.complete(base_offset=40, log_append_time=-1)
    assert sorted(results) == [RecordMetadata("t", 1, 40 + i, 1000 + i) for i in range(3)]
    assert handles[2].result().offset == 42 and handles[2].exception() is None


async def test_log_append_time_replaces_create_time() -> None:
    batch, handles = make_batch(1)
    batch.complete(base_offset=5, log_append_time=777)
    assert await handles[0] == RecordMetadata("t", 1, 5, 777)


async def test_failure_and_per_record_errors() -> None:
    batch, handles = make_batch()
    batch.fail(MessageTooLargeError("too big"), {1: InvalidRecordError("record 1: null key")})
    with pytest.raises(MessageTooLargeError):
        await handles[0]
    with pytest.raises(InvalidRecordError, match="null key"):
        await handles[1]
    assert isinstance(handles[2].exception(), MessageTooLargeError)


async def test_cancelling_one_waiter_leaves_the_others_and_the_batch_alone() -> None:
    batch, handles = make_batch(2)
    got: list[int] = []

    async def patient() -> None:
        got.append((await handles[1]).offset)

    async with anyio.create_task_group() as group:
        group.start_soon(patient)
        with anyio.move_on_after(0.01):
            await handles[0]
        batch.complete(base_offset=0, log_append_time=-1)
    assert got == [1]
    assert (await handles[0]).offset == 0


async def test_done_callbacks_run_once_on_resolution() -> None:
    batch, handles = make_batch(2)
    seen: list[RecordHandle] = []
    handles[0].add_done_callback(seen.append)
    assert seen == [] and not handles[0].cancelled()
    with pytest.raises(RecordNotResolvedError, match="not resolved yet"):
        handles[0].result()
    with pytest.raises(RecordNotResolvedError):
        handles[0].exception()
    batch.complete(0, -1)
    handles[1].add_done_callback(seen.append)  # already done: runs at once
    assert seen == [handles[0], handles[1]]


def test_build_reuses_bytes_and_patches_producer_state() -> None:
    batch, _ = make_batch(3)
    first = batch.build(7, 1, 0)
    assert batch.build(7, 1, 0) is first
    again = batch.build(7, 2, 10)
    parsed = RecordBatch(memoryview(again))
    assert (parsed.producer_id, parsed.producer_epoch, parsed.base_sequence) == (7, 2, 10)
    assert [r.value for r in parsed] == [b"v0", b"v1", b"v2"]
    parsed.validate_crc()


async def test_pool_waits_for_space_then_times_out() -> None:
    pool = BufferPool(limit=1000, max_block=0.05)
    await pool.reserve(600)
    await pool.reserve(400)
    reserved = anyio.Event()

    async def reserve() -> None:
        await pool.reserve(500)
        reserved.set()

    async with anyio.create_task_group() as group:
        group.start_soon(reserve)
        await anyio.wait_all_tasks_blocked()
        assert not reserved.is_set()  # waiting for space, not past the limit
        pool.release(600)
        await reserved.wait()
    assert pool.used == 900
    with pytest.raises(BufferExhaustedError, match="buffer_memory"):
        await pool.reserve(500)
    assert pool.used == 900


async def test_closing_the_pool_ends_a_wait_for_memory() -> None:
    pool = BufferPool(limit=100, max_block=3600)
    await pool.reserve(100)
    failed: list[BaseException] = []

    async def reserve() -> None:
        try:
            await pool.reserve(100)
        except ProducerClosedError as exc:
            failed.append(exc)

    async with anyio.create_task_group() as group:
        group.start_soon(reserve)
        await anyio.wait_all_tasks_blocked()
        pool.close()
    assert len(failed) == 1 and "closed" in str(failed[0])


async def test_pool_lets_one_oversized_batch_through_when_empty() -> None:
    pool = BufferPool(limit=100, max_block=0.01)
    await pool.reserve(5000)
    assert pool.used == 5000


async def test_split_batch_resolves_through_its_children() -> None:
    parent, handles = make_batch(4)
    first, _ = make_batch(2)
    second, _ = make_batch(2)
    resolved: list[ProducerBatch] = []
    parent.split_into([(0, first), (2, second)], resolved.append)
    first.complete(10, -1)
    assert not parent.done
    second.fail(MessageTooLargeError("record 3 alone is too large"))
    assert parent.done and resolved == [parent]
    assert [(await handles[i]).offset for i in (0, 1)] == [10, 11]
    with pytest.raises(MessageTooLargeError):
        await handles[3]
    assert parent.leaf(3) == (second, 1)
