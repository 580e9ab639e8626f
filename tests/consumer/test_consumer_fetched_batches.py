"""FetchedPartition.take_batches / Fetcher.drain_batches: the undecoded-batch path behind
Consumer.getmany_batches (pure, no broker). Same filtering as take(): control batches and
aborted transactions are dropped, positions move past every batch, a corrupt batch is raised
after the good ones."""

from __future__ import annotations

import pytest
from test_consumer_fetched import PID, TP, batch, fetched, marker, started

from kafka_async.consumer.errors import RecordDecodeError
from kafka_async.consumer.fetched import FetchedBatches, FetchedPartition
from kafka_async.consumer.structs import ConsumerRecord
from kafka_async.protocol.errors import CorruptRecordError
from kafka_async.protocol.records import AnyBatch, ControlRecordType, RecordsReader
from kafka_async.protocol.records.columnar import ColumnBuilder


def offsets(taken: FetchedBatches) -> list[int]:
    """The offsets a columnar consumer would emit from ``taken``."""
    builder = ColumnBuilder(False)
    for one in taken.batches:
        builder.add_batch(one, taken.from_offset)
    columns = builder.finish()
    return [int.from_bytes(columns.offsets[i:i + 8], "little", signed=True)
            for i in range(0, len(columns.offsets), 8)]


def test_whole_batches_are_handed_out_and_the_position_moves_past_them() -> None:
    part = fetched(batch(0, [b"a", b"b"]) + batch(2, [b"c"]))
    taken = part.take_batches()
    assert taken is not None and taken.tp == TP and taken.from_offset == 0
    assert [b.base_offset for b in taken.batches] == [0, 2]
    assert part.exhausted and part.state.position == 3 and part.state.position_epoch == 7
    assert part.take_batches() is None


def test_from_offset_is_the_position_inside_the_first_batch() -> None:
    part = fetched(batch(0, [b"a", b"b", b"c", b"d"]), started(2))
    taken = part.take_batches()
    assert taken is not None and taken.from_offset == 2 and offsets(taken) == [2, 3]
    assert taken.record_count() == 2  # what records-consumed counts (it counted nothing)


def test_record_count_is_what_a_columnar_reader_emits() -> None:
    part = fetched(batch(0, [b"a", b"b"]) + batch(2, [b"c"]))
    taken = part.take_batches()
    assert taken is not None and taken.record_count() == len(offsets(taken)) == 3


def test_control_and_aborted_batches_are_dropped() -> None:
    data = (batch(0, [b"c1", b"c2"], pid=1, transactional=True)
            + batch(2, [b"x1", b"x2"], pid=PID, transactional=True)
            + batch(4, [b"plain"])
            + marker(5, ControlRecordType.ABORT)
            + marker(6, ControlRecordType.COMMIT, pid=1))
    part = fetched(data, aborted=[(PID, 2)])
    taken = part.take_batches()
    assert taken is not None and offsets(taken) == [0, 1, 4]
    assert part.state.position == 7


def test_only_control_batches_give_none_but_move_the_position() -> None:
    part = fetched(marker(10, ControlRecordType.COMMIT), started(10))
    assert part.take_batches() is None
    assert part.state.position == 11 and part.exhausted


def test_a_batch_started_by_take_is_handed_out_whole_with_from_offset() -> None:
    part = fetched(batch(0, [b"a", b"b", b"c"]) + batch(3, [b"d"]))
    out: list[ConsumerRecord] = []
    assert part.take(1, (None, None), out) == 1
    taken = part.take_batches()
    assert taken is not None and taken.from_offset == 1 and offsets(taken) == [1, 2, 3]
    assert part.state.position == 4


def test_corrupt_batch_is_raised_after_the_good_ones() -> None:
    good = batch(0, [b"a"])
    bad = bytearray(batch(1, [b"b", b"c"]))
    bad[-1] ^= 0xFF
    state = started(0)
    batches: list[AnyBatch] = []
    with pytest.raises(CorruptRecordError) as crc_error:
        batches.extend(RecordsReader(good + bytes(bad), check_crcs=True))
    part = FetchedPartition(state, state.generation, batches, len(good) + len(bad), None,
                            crc_error.value, 1)
    taken = part.take_batches()
    assert taken is not None and offsets(taken) == [0]
    with pytest.raises(RecordDecodeError, match="t partition 3 at offset 1"):
        part.take_batches()
    assert state.position == 1
