"""RecordHandle's C twin (_speedups_handle.h) against the pure reference class: the same
methods (the very functions, adopted), the same outcomes, no garbage-collector tracking; and the
C loop that runs a batch's done callbacks against the Python one."""

from __future__ import annotations

import gc
from typing import Any

import anyio
import pytest

from kafka_async.producer import RecordMetadata
from kafka_async.producer.batch import (
    ProducerBatch,
    RecordHandle,
    Waiters,
    _PureRecordHandle,
    _run_callbacks_pure,
)
from kafka_async.protocol.errors import InvalidRecordError, MessageTooLargeError
from kafka_async.protocol.records import RecordBatchBuilder, load_speedups

SPEEDUPS = load_speedups()
pytestmark = pytest.mark.anyio
HANDLE_CLASSES = [pytest.param(_PureRecordHandle, id="pure"),
                  pytest.param(RecordHandle, id="active")]


def _batch(handle_class: Any, records: int) -> tuple[ProducerBatch, list[Any]]:
    batch = ProducerBatch("t", 1, RecordBatchBuilder(batch_size=1 << 20), 0.0, 10.0, 100,
                          Waiters())
    handles = []
    for index in range(records):
        assert batch.append(1000 + index, None, b"v", None)
        batch.count += 1
        handles.append(handle_class(batch, index, 1000 + index))
    return batch, handles


def test_the_pure_class_defines_only_the_special_methods_the_c_twin_serves() -> None:
    special = {name for name in vars(_PureRecordHandle)
               if name.startswith("__") and name.endswith("__")}
    assert special - {"__module__", "__qualname__", "__doc__", "__slots__", "__annotations__",
                      "__init__"} == {"__repr__", "__await__"}


def test_the_active_handle_is_the_untracked_c_twin_with_the_same_functions() -> None:
    assert SPEEDUPS is not None, "the C speedups are not built (pip install -e . with a compiler)"
    assert RecordHandle is not _PureRecordHandle
    for name in ("result", "exception", "done", "cancelled", "add_done_callback", "__await__"):
        assert vars(RecordHandle)[name] is vars(_PureRecordHandle)[name]
    batch, (handle,) = _batch(RecordHandle, 1)
    assert not gc.is_tracked(handle)
    assert (handle._batch, handle._index, handle.timestamp) == (batch, 0, 1000)
    assert repr(handle) == "<RecordHandle t-1#0 done=False>"
    assert type.__call__(RecordHandle, batch, 3, 5)._index == 3  # the argument-tuple path
    with pytest.raises(TypeError, match="batch, index, timestamp"):
        RecordHandle(batch, 0)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="batch, index, timestamp"):
        RecordHandle(batch, 0, timestamp=1)


@pytest.mark.parametrize("handle_class", HANDLE_CLASSES)
async def test_both_resolve_alike(handle_class: Any) -> None:
    batch, handles = _batch(handle_class, 3)
    seen: list[Any] = []
    handles[0].add_done_callback(seen.append)
    results: list[RecordMetadata] = []

    async def waiter(handle: Any) -> None:
        results.append(await handle)

    async with anyio.create_task_group() as group:
        group.start_soon(waiter, handles[1])
        await anyio.sleep(0)
        batch.complete(base_offset=40, log_append_time=-1)
    assert results == [RecordMetadata("t", 1, 41, 1001)]
    assert seen == [handles[0]] and seen[0] is handles[0]
    assert handles[2].result() == RecordMetadata("t", 1, 42, 1002)
    assert handles[2].exception() is None and handles[2].done() and not handles[2].cancelled()
    assert repr(handles[2]) == "<RecordHandle t-1#2 done=True>"


@pytest.mark.parametrize("handle_class", HANDLE_CLASSES)
async def test_both_fail_alike(handle_class: Any) -> None:
    batch, handles = _batch(handle_class, 2)
    batch.fail(MessageTooLargeError("too big"), {1: InvalidRecordError("record 1: bad")})
    with pytest.raises(MessageTooLargeError):
        await handles[0]
    assert isinstance(handles[1].exception(), InvalidRecordError)


@pytest.mark.parametrize("runner", ["c", "python"])
def test_callbacks_run_in_order_and_one_that_raises_does_not_stop_the_others(
        runner: str) -> None:
    if runner == "c":
        assert SPEEDUPS is not None and SPEEDUPS.run_callbacks is not None, (
            "the C speedups are not built (pip install -e . with a compiler)")
        run = SPEEDUPS.run_callbacks
    else:
        run = _run_callbacks_pure
    calls: list[Any] = []
    failed: list[tuple[str, Any]] = []

    def boom(argument: Any) -> None:
        raise ValueError(f"boom {argument}")

    def report(error: BaseException, callback: Any) -> None:
        failed.append((str(error), callback))

    run(["a", calls.append, "b", calls.append], report)
    assert calls == ["a", "b"] and failed == []
    run(["w", calls.append, "x", boom, "y", calls.append], report)
    assert calls == ["a", "b", "w", "y"]
    assert failed == [("boom x", boom)]

    def interrupt(argument: Any) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):  # not an Exception: propagates at once
        run(["p", interrupt, "q", calls.append], report)
    assert calls[-1] == "y"
