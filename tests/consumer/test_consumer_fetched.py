"""Turning one partition's fetched batches into ConsumerRecords (pure, no broker)."""

from __future__ import annotations

import pytest
from crc32c import crc32c

from kafka_async.consumer.errors import RecordDecodeError
from kafka_async.consumer.fetched import _MIN_SLICE, FetchedPartition
from kafka_async.consumer.structs import ConsumerRecord, TopicPartition
from kafka_async.consumer.subscription import PartitionState
from kafka_async.protocol.errors import CorruptRecordError
from kafka_async.protocol.records import (
    AnyBatch,
    ControlRecordType,
    LegacyMessageSetBuilder,
    RecordBatchBuilder,
    RecordsReader,
    build_control_batch,
)

TP = TopicPartition("t", 3)
PID = 4242


def batch(base: int, values: list[bytes], *, pid: int = -1, transactional: bool = False,
          compression: str = "none", epoch: int = 7, headers: bool = False) -> bytes:
    builder = RecordBatchBuilder(batch_size=-1, compression_type=compression,
                                 is_transactional=transactional, producer_id=pid,
                                 producer_epoch=0 if pid >= 0 else -1,
                                 partition_leader_epoch=epoch)
    for index, value in enumerate(values):
        builder.append(1000 + index, b"k%d" % index, value,
                       [("h", b"v")] if headers else None)
    return bytes(builder.build(base_offset=base))


def marker(base: int, kind: ControlRecordType, pid: int = PID) -> bytes:
    return bytes(build_control_batch(kind, producer_id=pid, producer_epoch=0,
                                     coordinator_epoch=1, timestamp=5, base_offset=base))


def fetched(data: bytes, state: PartitionState | None = None,
            aborted: list[tuple[int, int]] | None = None) -> FetchedPartition:
    state = state or started(0)
    batches = RecordsReader(data).batches()
    return FetchedPartition(state, state.generation, batches, len(data), aborted)


def started(position: int) -> PartitionState:
    state = PartitionState(TP)
    state.seek(position)
    return state


def take_all(part: FetchedPartition, limit: int = 1000,
             deserializers: tuple[object, object] = (None, None)) -> list[ConsumerRecord]:
    out: list[ConsumerRecord] = []
    part.take(limit, deserializers, out)
    return out


def test_records_carry_partition_batch_and_record_fields() -> None:
    part = fetched(batch(0, [b"a", b"b"], headers=True))
    first, second = take_all(part)
    assert first == ConsumerRecord("t", 3, 0, 1000, 0, b"k0", b"a", (("h", b"v"),), 7)
    assert (second.offset, second.value) == (1, b"b")
    assert part.exhausted and part.state.position == 2 and part.state.position_epoch == 7


@pytest.mark.parametrize("compression", ["gzip", "snappy", "lz4", "zstd"])
def test_compressed_batches_decode(compression: str) -> None:
    values = [b"value-%d" % i * 10 for i in range(50)]
    part = fetched(batch(10, values, compression=compression), started(10))
    assert [r.value for r in take_all(part)] == values


def test_max_records_splits_across_calls_and_moves_the_position() -> None:
    part = fetched(batch(0, [b"a", b"b", b"c"]) + batch(3, [b"d", b"e"]))
    out: list[ConsumerRecord] = []
    assert part.take(2, (None, None), out) == 2
    assert part.state.position == 2 and not part.exhausted
    assert part.take(2, (None, None), out) == 2
    assert part.take(5, (None, None), out) == 1
    assert [r.value for r in out] == [b"a", b"b", b"c", b"d", b"e"]
    assert part.exhausted and part.state.position == 5


def test_records_before_the_position_are_skipped() -> None:
    part = fetched(batch(0, [b"a", b"b", b"c", b"d"]), started(2))
    assert [r.offset for r in take_all(part)] == [2, 3]


def test_deserializers_apply_to_key_and_value() -> None:
    part = fetched(batch(0, [b"41"]))
    record, = take_all(part, deserializers=(bytes.decode, int))
    assert (record.key, record.value) == ("k0", 41)


def test_control_batches_are_skipped_but_advance_the_position() -> None:
    data = batch(0, [b"a"], pid=PID, transactional=True) + marker(1, ControlRecordType.COMMIT)
    part = fetched(data)
    assert [r.value for r in take_all(part)] == [b"a"]
    assert part.state.position == 2


def test_read_committed_drops_aborted_transactions_only() -> None:
    data = (batch(0, [b"c1", b"c2"], pid=1, transactional=True)
            + batch(2, [b"x1", b"x2"], pid=PID, transactional=True)
            + batch(4, [b"plain"])
            + marker(5, ControlRecordType.ABORT)
            + marker(6, ControlRecordType.COMMIT, pid=1)
            + batch(7, [b"again"], pid=PID, transactional=True))  # a later, committed txn
    part = fetched(data, aborted=[(PID, 2)])
    assert [r.value for r in take_all(part)] == [b"c1", b"c2", b"plain", b"again"]
    assert part.state.position == 8


def test_read_uncommitted_shows_aborted_data() -> None:
    data = batch(0, [b"x1"], pid=PID, transactional=True) + marker(1, ControlRecordType.ABORT)
    assert [r.value for r in take_all(fetched(data))] == [b"x1"]


def test_corrupt_batch_names_topic_partition_and_offset_after_good_records() -> None:
    good = batch(0, [b"a"])
    bad = bytearray(batch(1, [b"b", b"c"]))
    bad[-1] ^= 0xFF  # the CRC no longer matches
    state = started(0)
    reader = RecordsReader(good + bytes(bad), check_crcs=True)
    batches: list[AnyBatch] = []
    with pytest.raises(CorruptRecordError) as crc_error:  # what the fetcher sees when parsing
        batches.extend(reader)
    part = FetchedPartition(state, state.generation, batches, len(good) + len(bad), None,
                            crc_error.value, 1)
    out: list[ConsumerRecord] = []
    assert part.take(10, (None, None), out) == 1 and out[0].value == b"a"
    with pytest.raises(RecordDecodeError, match="t partition 3 at offset 1") as caught:
        part.take(10, (None, None), out)
    assert (caught.value.topic, caught.value.partition, caught.value.offset) == ("t", 3, 1)
    assert state.position == 1  # not moved past the corrupt batch


def test_undecodable_records_raise_a_named_error() -> None:
    data = bytearray(batch(0, [b"abc"], compression="gzip"))
    data[-6] ^= 0xFF  # damage the gzip trailer (batch CRC unchecked, so decoding finds it)
    part = FetchedPartition(started(0), 1, RecordsReader(bytes(data), check_crcs=False)
                            .batches(), len(data))
    with pytest.raises(RecordDecodeError, match="partition 3 at offset 0"):
        take_all(part)


def test_stale_after_seek() -> None:
    state = started(0)
    part = fetched(batch(0, [b"a"]), state)
    state.seek(100)
    assert part.is_stale


@pytest.mark.parametrize("magic", [0, 1])
def test_legacy_message_sets_decode(magic: int) -> None:
    builder = LegacyMessageSetBuilder(magic=magic)
    for value in (b"old1", b"old2"):
        builder.append(123, b"key", value)
    part = fetched(builder.build(base_offset=0))
    records = take_all(part)
    assert [(r.offset, r.value, r.leader_epoch) for r in records] == [
        (0, b"old1", -1), (1, b"old2", -1)]
    assert part.state.position == 2


def big_batch(base: int, count: int, *, compression: str = "lz4") -> bytes:
    builder = RecordBatchBuilder(batch_size=-1, compression_type=compression,
                                 partition_leader_epoch=7)
    for index in range(count):
        builder.append(1000, None, b"%d" % (base + index))
    return bytes(builder.build(base_offset=base))


def test_a_big_batch_is_decoded_a_slice_at_a_time() -> None:
    """A batch of more records than a call takes is never decoded whole: what is decoded but
    not handed out stays within _MIN_SLICE records, and the slices add up to the batch."""
    count = 20 * _MIN_SLICE
    part = fetched(big_batch(0, count) + batch(count, [b"after"]))
    seen: list[int] = []
    while not part.exhausted:
        out: list[ConsumerRecord] = []
        part.take(100, (None, None), out)
        assert len(out) == 100 or part.exhausted
        assert len(part._records) - part._record_index <= _MIN_SLICE
        seen += [r.offset for r in out]
        assert part.state.position == seen[-1] + 1
    assert seen == list(range(count + 1))
    assert part.state.position_epoch == 7


def test_a_seek_into_a_big_batch_skips_slices_before_it() -> None:
    count = 10 * _MIN_SLICE
    part = fetched(big_batch(0, count, compression="none"), started(count - 3))
    assert [r.offset for r in take_all(part, limit=2)] == [count - 3, count - 2]
    assert [r.value for r in take_all(part)] == [b"%d" % (count - 1)]
    assert part.exhausted and part.state.position == count


def test_corrupt_bytes_after_a_big_batchs_records_stop_the_partition_there() -> None:
    """Bytes left over after the last record (caught when the last slice is decoded): the
    records before that slice are delivered, then every call raises at the first offset not
    delivered, and the position does not move."""
    count = 4 * _MIN_SLICE
    section = bytearray(big_batch(0, count, compression="none"))
    section += b"\x00"  # one byte more than the records use ...
    section[8:12] = (len(section) - 12).to_bytes(4, "big")  # ... counted in batch_length
    crc_covered = bytes(section[21:])
    section[17:21] = crc32c(crc_covered).to_bytes(4, "big")
    part = fetched(bytes(section))
    got = take_all(part, limit=3 * _MIN_SLICE)
    assert [r.offset for r in got] == list(range(3 * _MIN_SLICE))
    for _ in range(2):
        with pytest.raises(RecordDecodeError, match=f"at offset {3 * _MIN_SLICE}:") as caught:
            take_all(part)
        assert caught.value.offset == 3 * _MIN_SLICE and "left over" in str(caught.value)
    assert part.state.position == 3 * _MIN_SLICE and not part.exhausted


def test_take_batches_hands_out_the_rest_of_a_batch_being_sliced() -> None:
    count = 4 * _MIN_SLICE
    part = fetched(big_batch(0, count) + batch(count, [b"x"]))
    assert len(take_all(part, limit=10)) == 10
    taken = part.take_batches()
    assert taken is not None and taken.from_offset == 10
    assert [b.base_offset for b in taken.batches] == [0, count]
    assert part.exhausted and part.state.position == count + 1
