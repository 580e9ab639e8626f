"""One partition's data from one Fetch response, turned into ConsumerRecords on demand.

Why lazy: the fetcher task parses only batch *headers* when a response arrives (cheap: it needs
them anyway to know where the next fetch starts and to check CRCs); records are decoded and
decompressed batch by batch when the application asks for them. A seek, pause or unassignment
then throws away undecoded bytes instead of decoded objects, and the memory held for prefetched
data stays at its wire size (often compressed) instead of Python objects at several times that.

Transactions (read_committed): the broker returns only data below the last stable offset plus
the list of aborted transactions (producer id, first offset) in the range. As in the Java
client, batches are walked in order; an aborted transaction's producer id becomes "aborted" once
its first offset is reached, its batches are skipped until its ABORT marker (a control batch)
closes it. Control batches are never handed to the application.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence
from typing import NamedTuple

from kafka_async.consumer.errors import (
    RecordDecodeError,
    RecordDeserializationError,
    deserialization_error,
)
from kafka_async.consumer.structs import ConsumerRecord, TopicPartition
from kafka_async.consumer.subscription import PartitionState
from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.records import (
    ACTIVE,
    AnyBatch,
    LegacyCursor,
    Record,
    RecordBatch,
    RecordCursor,
    Shape,
)
from kafka_async.protocol.records.batch import CONTROL_MASK, TRANSACTIONAL_MASK
from kafka_async.protocol.records.control import ControlRecord, ControlRecordType

__all__ = ["Deserializers", "FetchedBatches", "FetchedPartition"]

class FetchedBatches(NamedTuple):
    """Undecoded record batches of one partition (``Consumer.getmany_batches``), in offset
    order. Records below ``from_offset`` were delivered before (or skipped by a seek): skip them.
    Batches are RecordBatch (v2) or LegacyBatch (magic 0/1) views into the fetch response."""

    tp: TopicPartition
    from_offset: int
    batches: list[AnyBatch]

    def record_count(self) -> int:
        """Records at or after ``from_offset`` (for records-consumed): a v2 batch's count from
        its header; before ``from_offset`` and in a legacy wrapper, its offset span bounds it
        (exact unless compaction removed offsets there)."""
        start = self.from_offset
        count = 0
        for batch in self.batches:
            if type(batch) is RecordBatch:
                if batch.base_offset >= start:
                    count += batch.record_count
                    continue
                count += max(0, min(batch.record_count, batch.next_offset - start))
            else:
                count += max(0, batch.next_offset - max(batch.base_offset, start))
        return count


Deserializers = tuple[object, object]  # (key_deserializer or None, value_deserializer or None)
_new_record = tuple.__new__
# Records decoded per step at least, even when a call asks for fewer: getone() (max_records=1)
# or a seek into the middle of a big batch would otherwise decode one record per call. What a
# step decodes beyond the request waits, decoded, for the next call: at most this many.
_MIN_SLICE = 256


class FetchedPartition:
    """Batches of one partition from one response, with a cursor into them."""

    __slots__ = (
        "_aborted",
        "_aborted_pids",
        "_batch_index",
        "_cursor",
        "_record_index",
        "_records",
        "batches",
        "error",
        "error_offset",
        "generation",
        "size",
        "state",
        "tp",
    )

    def __init__(self, state: PartitionState, generation: int, batches: Sequence[AnyBatch],
                 size: int, aborted: Sequence[tuple[int, int]] | None = None,
                 error: ProtocolError | None = None, error_offset: int = -1) -> None:
        self.state = state
        self.tp: TopicPartition = state.tp
        self.generation = generation
        self.batches = batches
        self.size = size  # bytes charged against fetch_buffer_bytes until drained
        # (first_offset, producer_id) min-heap; None outside read_committed.
        self._aborted: list[tuple[int, int]] | None = None
        if aborted:
            self._aborted = [(first, pid) for pid, first in aborted]
            heapq.heapify(self._aborted)
        self._aborted_pids: set[int] = set()
        self._batch_index = 0
        # The batch being decoded a slice at a time (one with more records than a step takes;
        # see _decode), or None. Its records taken so far are in _records.
        self._cursor: RecordCursor | LegacyCursor | None = None
        self._records: list[ConsumerRecord] = []
        self._record_index = 0
        #: a batch that did not parse, or a record a deserializer refused, after the good ones
        self.error: Exception | None = error
        self.error_offset = error_offset

    @property
    def is_stale(self) -> bool:
        return self.generation != self.state.generation

    @property
    def exhausted(self) -> bool:
        return (self._record_index >= len(self._records) and self._cursor is None
                and self._batch_index >= len(self.batches) and self.error is None)

    def take(self, limit: int, deserializers: Deserializers,
             out: list[ConsumerRecord]) -> int:
        """Append up to ``limit`` records to ``out``, advancing the partition's position.

        Raises RecordDecodeError (naming topic, partition and offset) at a corrupt batch, but
        only when nothing was taken in this call: records before it are delivered first. The
        position stays before the corrupt records, and every later call raises again until a
        seek moves the partition (Java's consumer does the same).

        Decoded objects are bounded by ``limit`` (plus _MIN_SLICE): a batch with more records
        than that is decoded a slice at a time as calls ask for them, never whole.
        """
        taken = 0
        state = self.state
        while taken < limit:
            records = self._records
            index = self._record_index
            if index < len(records):
                end = index + limit - taken
                chunk = records[index:end]
                self._record_index = index + len(chunk)
                out += chunk
                taken += len(chunk)
                last = chunk[-1]
                state.position = last.offset + 1
                state.position_epoch = last.leader_epoch
                continue
            cursor = self._cursor
            if cursor is not None:  # the next slice of a big batch
                self._records = self._decode_slice(cursor, limit - taken, deserializers)
                self._record_index = 0
                if not self._records and self._cursor is None and self.error is None:
                    self._advance_past(cursor.batch)
                continue
            if self._batch_index >= len(self.batches):
                if self.error is not None and taken == 0:
                    self._raise_error()
                break
            batch = self.batches[self._batch_index]
            self._batch_index += 1
            self._records = self._decode(batch, deserializers, limit - taken)
            self._record_index = 0
            if not self._records and self._cursor is None and self.error is None:
                self._advance_past(batch)
        self._finish_batch_if_done()
        return taken

    def take_batches(self) -> FetchedBatches | None:
        """Every deliverable batch left, undecoded, advancing the position past each.

        The columnar path (``Consumer.getmany_batches``): control batches and aborted
        transactions are dropped here exactly as in ``take``; the caller decodes the rest and
        must skip records below ``from_offset`` (the position before this call: a batch can
        start before it, after a seek or a partial ``take``). None when nothing is deliverable.
        Raises RecordDecodeError at a batch that did not parse, once the good ones are taken.
        """
        state = self.state
        from_offset = state.position if state.position is not None else 0
        out: list[AnyBatch] = []
        if self._cursor is not None or self._record_index < len(self._records):
            out.append(self.batches[self._batch_index - 1])  # the rest of a batch take() began
            self._advance_past(out[-1])
        self._cursor = None
        self._records = []
        self._record_index = 0
        batches = self.batches
        while self._batch_index < len(batches):
            batch = batches[self._batch_index]
            self._batch_index += 1
            attributes = batch.attributes
            position = state.position if state.position is not None else 0
            deliver = batch.next_offset > position and not (
                (self._aborted is not None and attributes & TRANSACTIONAL_MASK
                 and self._is_aborted(batch, attributes)) or attributes & CONTROL_MASK)
            if deliver:
                out.append(batch)
            self._advance_past(batch)
        if not out:
            if self.error is not None:
                self._raise_error()
            return None
        return FetchedBatches(self.tp, from_offset, out)

    def _finish_batch_if_done(self) -> None:
        """Once a batch's records are all taken, move the position past the whole batch (it
        may end with offsets compacted away, which must not be fetched again)."""
        if (self._records and self._record_index >= len(self._records)
                and self._cursor is None and self.error is None):
            batch = self.batches[self._batch_index - 1]
            self._advance_past(batch)

    def _advance_past(self, batch: AnyBatch) -> None:
        state = self.state
        next_offset = batch.next_offset
        if state.position is None or next_offset > state.position:
            state.position = next_offset
            if batch.partition_leader_epoch >= 0:
                state.position_epoch = batch.partition_leader_epoch

    def _raise_error(self) -> None:
        tp = self.tp
        error = self.error
        if isinstance(error, RecordDeserializationError):  # a fresh one per call, as Java's
            raise RecordDeserializationError(
                f"{error} (seek past it to skip)", error.topic, error.partition, error.offset,
                error.part) from error.__cause__
        offset = self.error_offset if self.error_offset >= 0 else (self.state.position or 0)
        raise RecordDecodeError(
            f"corrupt record batch in {tp.topic} partition {tp.partition} at offset {offset}: "
            f"{self.error} (seek past it to skip)", tp.topic, tp.partition, offset
        ) from self.error

    def _decode(self, batch: AnyBatch, deserializers: Deserializers,
                room: int) -> list[ConsumerRecord]:
        """The batch's deliverable records (none for control, aborted or already-read ones),
        or, for a batch of more records than ``room`` (and _MIN_SLICE), the first slice of
        them, the batch's cursor staying in ``_cursor`` for the next."""
        state = self.state
        position = state.position if state.position is not None else 0
        if batch.next_offset <= position:
            return []
        attributes = batch.attributes
        if (self._aborted is not None and attributes & TRANSACTIONAL_MASK
                and self._is_aborted(batch, attributes)):
            return []
        if attributes & CONTROL_MASK:
            return []
        # The record count of a v2 batch is in its header (and decoding checks it); a legacy
        # wrapper's is known only once decompressed, so it always goes through a cursor.
        if type(batch) is RecordBatch and batch.record_count <= max(room, _MIN_SLICE):
            shape = self._shape(batch, deserializers)
            try:
                raw = batch.records(shape)
            except ProtocolError as exc:
                self._fail(batch, exc)
                return []
            if shape is not None:
                return self._from_position(raw)
            return self._convert(batch, raw, deserializers)
        self._cursor = batch.cursor()
        return self._decode_slice(self._cursor, room, deserializers)

    def _shape(self, batch: AnyBatch, deserializers: Deserializers) -> Shape | None:
        """Without deserializers, the decoder makes the ConsumerRecords itself (no Record in
        between: the per-record hot path of getmany)."""
        if deserializers[0] is not None or deserializers[1] is not None:
            return None
        tp = self.tp
        return (ConsumerRecord, tp.topic, tp.partition, batch.timestamp_type,
                batch.partition_leader_epoch)

    def _from_position(self, records: list[ConsumerRecord]) -> list[ConsumerRecord]:
        position = self.state.position or 0
        if records and records[0].offset < position:  # after a seek into the batch
            return [r for r in records if r.offset >= position]
        return records

    def _decode_slice(self, cursor: RecordCursor | LegacyCursor, room: int,
                      deserializers: Deserializers) -> list[ConsumerRecord]:
        """The next slice of a big batch (see _decode); drops the cursor once it is done."""
        limit = max(room, _MIN_SLICE)
        shaped: list[ConsumerRecord] | None = None
        try:
            if type(cursor) is RecordCursor:
                shape = self._shape(cursor.batch, deserializers)
                if shape is not None:
                    shaped = cursor.take(limit, shape)
            raw = cursor.take(limit) if shaped is None else []
        except ProtocolError as exc:
            self._fail(cursor.batch, exc)
            return []
        if cursor.done:
            self._cursor = None
        if shaped is not None:
            return self._from_position(shaped)
        return self._convert(cursor.batch, raw, deserializers)

    def _fail(self, batch: AnyBatch, exc: ProtocolError) -> None:
        """Stop at a batch that did not decode: later calls raise (see take), the position
        stays where it is, and the partition is not fetched again until a seek.

        The error names the first offset of the batch not yet delivered: the batch's base
        offset or the position, whichever is later. (A compressed legacy wrapper's first
        offset is inside the payload that failed, so there the position names it.)"""
        state = self.state
        position = state.position if state.position is not None else 0
        self.error = exc
        self.error_offset = (max(batch.base_offset, position) if type(batch) is RecordBatch
                             else position)
        self._batch_index = len(self.batches)
        self._cursor = None
        state.retry_after = math.inf  # as for a batch the fetcher could not parse

    def _convert(self, batch: AnyBatch, raw: list[Record],
                 deserializers: Deserializers) -> list[ConsumerRecord]:
        """ConsumerRecords of a batch's decoded records at or after the position."""
        position = self.state.position or 0
        tp = self.tp
        topic, partition = tp.topic, tp.partition
        timestamp_type = batch.timestamp_type
        epoch = batch.partition_leader_epoch
        key_deserializer, value_deserializer = deserializers
        if key_deserializer is None and value_deserializer is None:
            # one C loop when built (records_to_tuples): the per-record hot path of getmany
            return ACTIVE.records_to_tuples(ConsumerRecord, raw, topic, partition,
                                            timestamp_type, epoch, position)
        if raw and raw[0].offset < position:
            raw = [r for r in raw if r.offset >= position]
        new = _new_record
        kd = key_deserializer if callable(key_deserializer) else _identity
        vd = value_deserializer if callable(value_deserializer) else _identity
        out: list[ConsumerRecord] = []
        append = out.append
        for r in raw:
            try:  # (free in 3.11 until something raises)
                key = kd(r.key)
            except Exception as exc:
                self._fail_record(r.offset, "key", exc)
                return out  # the records before it are delivered first
            try:
                value = vd(r.value)
            except Exception as exc:
                self._fail_record(r.offset, "value", exc)
                return out
            append(new(ConsumerRecord, (topic, partition, r.offset, r.timestamp,
                                        timestamp_type, key, value, r.headers, epoch)))
        return out

    def _fail_record(self, offset: int, part: str, exc: Exception) -> None:
        """A deserializer raised on the record at ``offset``: stop there as at a corrupt batch
        (Java's RecordDeserializationException). The position stays at the record, later calls
        raise again, and the partition is not fetched until a seek moves it."""
        self.error = deserialization_error(self.tp.topic, self.tp.partition, offset, part, exc)
        self.error_offset = offset
        self._batch_index = len(self.batches)
        self._cursor = None
        self.state.retry_after = math.inf

    def _is_aborted(self, batch: AnyBatch, attributes: int) -> bool:
        """read_committed bookkeeping for one transactional batch (data or marker)."""
        aborted = self._aborted
        assert aborted is not None
        pids = self._aborted_pids
        last_offset = batch.next_offset - 1
        while aborted and aborted[0][0] <= last_offset:
            pids.add(heapq.heappop(aborted)[1])
        producer_id = batch.producer_id
        if attributes & CONTROL_MASK:
            if producer_id in pids and _is_abort_marker(batch):
                pids.discard(producer_id)  # the transaction ends here
            return True
        return producer_id in pids


def _is_abort_marker(batch: AnyBatch) -> bool:
    try:  # only the first record counts (as in Java): never decode a whole hostile marker batch
        records = batch.cursor().take(1)
        marker = ControlRecord.from_record(records[0]) if records else None
        return marker is not None and marker.type == ControlRecordType.ABORT
    except ProtocolError:
        return False


def _identity(value: object) -> object:
    return value
