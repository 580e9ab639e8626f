"""The C storage of RecordBatch (``_speedups.BatchFields``): header fields as C integers, ``data``
made only when asked for, no garbage-collector tracking; and the walker's fallback for a batch
class of another layout (what KAFKA_ASYNC_NO_EXTENSIONS=1 gives a test that drives the C walker).
"""

from __future__ import annotations

import gc

import pytest

from kafka_async.protocol.records import RecordBatch, RecordBatchBuilder, load_speedups
from kafka_async.protocol.records.batch import _PureBatchFields

SPEEDUPS = load_speedups()
# (built wherever the tests run, as tests/protocol/test_records_c_vs_pure.py asserts)
assert SPEEDUPS is not None, "the C speedups are not built (pip install -e . with a compiler)"


def _batches(count: int) -> bytes:
    parts = []
    for index in range(count):
        builder = RecordBatchBuilder(producer_id=7, producer_epoch=3, base_sequence=index)
        builder.append(1_700_000_000_000 + index, b"k", b"v" * index, [("h", b"x")])
        parts.append(bytes(builder.build(base_offset=1_000 + index)))
    return b"".join(parts)


def _walk(batch_type: type, data: bytes) -> list[RecordBatch]:
    assert SPEEDUPS is not None and SPEEDUPS.walk_batches is not None
    return list(SPEEDUPS.walk_batches(batch_type, memoryview(data), 0, True, 1 << 20, SPEEDUPS))


def test_the_active_record_batch_stores_its_fields_in_c() -> None:
    assert SPEEDUPS is not None
    assert RecordBatch.__mro__[1] is SPEEDUPS.batch_fields
    data = _batches(3)
    batches = _walk(RecordBatch, data)
    assert [b.base_offset for b in batches] == [1_000, 1_001, 1_002]
    assert [b.base_sequence for b in batches] == [0, 1, 2]
    assert {(b.producer_id, b.producer_epoch, b.magic) for b in batches} == {(7, 3, 2)}
    assert all(not gc.is_tracked(b) for b in batches)
    # data is made on demand, is the batch's exact bytes, and is made once
    position = 0
    for batch in batches:
        view = batch.data
        assert bytes(view) == data[position:position + len(view)]
        assert batch.data is view
        position += len(view)
        assert batch.crc_is_valid()
    assert [[r.value for r in b] for b in batches] == [[b""], [b"v"], [b"vv"]]


def test_fields_are_assignable_as_the_pure_reader_does() -> None:
    data = memoryview(_batches(1))
    batch = RecordBatch(data)  # the pure constructor: unpacks the header, assigns each field
    assert batch.base_offset == 1_000 and batch.record_count == 1
    batch.base_offset = 2**63 - 1
    assert batch.base_offset == 2**63 - 1
    with pytest.raises(OverflowError):
        batch.base_offset = 2**63
    replacement = memoryview(b"x")
    batch.data = replacement
    assert batch.data is replacement
    with pytest.raises(AttributeError):
        del batch.data


def test_a_batch_keeps_its_bytes_alive_until_it_makes_its_view() -> None:
    data = bytearray(_batches(2))
    view = memoryview(data)
    assert SPEEDUPS is not None and SPEEDUPS.walk_batches is not None
    batches = list(SPEEDUPS.walk_batches(RecordBatch, view, 0, False, 1 << 20, SPEEDUPS))
    del view  # the reader's own reference goes; the batches still hold the view
    assert bytes(batches[1].data)[:8] == (1_001).to_bytes(8, "big")
    with pytest.raises(BufferError):
        data.extend(b"x")  # still exported: resizing would pull the bytes from under a batch
    del batches
    data.extend(b"x")  # every view released


def test_the_walker_constructs_a_batch_class_of_another_layout() -> None:
    class PureLaidOut(_PureBatchFields):
        __slots__ = ()
        __init__ = RecordBatch.__init__

    data = _batches(2)
    batches = _walk(PureLaidOut, data)
    assert [type(b) for b in batches] == [PureLaidOut, PureLaidOut]
    assert [b.base_offset for b in batches] == [1_000, 1_001]
    assert [len(b._records or ()) for b in batches] == [1, 1]  # decoded eagerly, as for C
    assert bytes(batches[0].data) + bytes(batches[1].data) == data
