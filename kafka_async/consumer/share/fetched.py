"""One partition's acquired records from one ShareFetch response, handed out on demand.

A ShareFetch response carries record batches and, beside them, the *acquired ranges*
``(first_offset, last_offset, delivery_count)``: only records inside them belong to this
consumer (a batch can also hold records acquired by other members). ``take`` walks the batches
in offset order and hands out the records inside an acquired range, each with the range's
delivery count; every acquired offset that has no record for the application (a transaction
marker, an offset removed by compaction, a range past the last batch) is collected as a GAP
acknowledgement, which the broker needs to complete the range.

Locks: the broker holds what it handed out for ``acquisition_lock_timeout_ms`` (the group's
``share.record.lock.duration.ms``), then gives the records to someone else. ``expires`` is that
moment on this consumer's clock (from when the request was sent, so never late); the consumer
drops a buffered partition whose lock has expired instead of handing out records that may
already be another member's.
"""

from __future__ import annotations

from collections.abc import Sequence

from kafka_async.consumer.errors import (
    RecordDecodeError,
    RecordDeserializationError,
    deserialization_error,
)
from kafka_async.consumer.fetched import Deserializers
from kafka_async.consumer.structs import ShareConsumerRecord, TopicPartition
from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.records import AnyBatch, RecordBatch
from kafka_async.protocol.records.batch import CONTROL_MASK

__all__ = ["ShareFetchedPartition"]

_new_record = tuple.__new__
#: an acquired range: (first offset, last offset, delivery count)
Acquired = tuple[int, int, int]


class ShareFetchedPartition:
    """Acquired records of one partition from one response, with a cursor into them."""

    __slots__ = (
        "_acquired",
        "_batch_index",
        "_next",
        "_range_index",
        "_record_index",
        "_records",
        "batches",
        "error",
        "expires",
        "failure",
        "gaps",
        "node",
        "poisoned",
        "size",
        "tp",
    )

    def __init__(self, tp: TopicPartition, node: int, batches: Sequence[AnyBatch],
                 acquired: list[Acquired], expires: float, size: int,
                 error: ProtocolError | None = None) -> None:
        self.tp = tp
        self.node = node
        self.batches = batches
        self._acquired = acquired  # sorted by first offset (the broker sends them so)
        self.expires = expires
        self.size = size  # bytes charged against fetch_buffer_bytes until drained
        self.error = error
        self._batch_index = 0
        self._range_index = 0
        self._next = acquired[0][0] if acquired else 0  # first acquired offset not yet walked
        self._records: list[ShareConsumerRecord] = []
        self._record_index = 0
        #: acquired offsets with nothing for the application: (first, last) ranges to ack as GAP
        self.gaps: list[tuple[int, int]] = []
        #: a deserializer raised on a record (``take`` stopped before it, after the good ones):
        #: the error for the application, and the record's offset to RELEASE
        self.failure: RecordDeserializationError | None = None
        self.poisoned: int = -1

    @property
    def exhausted(self) -> bool:
        return (self._record_index >= len(self._records)
                and self._batch_index >= len(self.batches)
                and self._range_index >= len(self._acquired))

    def take(self, limit: int, deserializers: Deserializers,
             out: list[ShareConsumerRecord]) -> int:
        """Append up to ``limit`` acquired records to ``out``. A batch that does not decode
        raises RecordDecodeError once the records before it are taken; its acquired offsets
        are then left for ``remaining()`` (the caller releases or rejects them).

        Deserializers run here, on the records handed out: one that raises stops the call
        before that record (the ones before it are in ``out``), sets ``failure`` and
        ``poisoned``, and the next call carries on after it (Java's share consumer releases
        the record and throws RecordDeserializationException)."""
        key_deserializer, value_deserializer = deserializers
        convert = key_deserializer is not None or value_deserializer is not None
        taken = 0
        while taken < limit:
            records = self._records
            index = self._record_index
            if index < len(records):
                chunk = records[index:index + limit - taken]
                if convert:
                    chunk = self._deserialized(chunk, deserializers)
                    if self.failure is not None:
                        self._record_index = index + len(chunk) + 1  # past the poisoned one
                        out += chunk
                        return taken + len(chunk)
                self._record_index = index + len(chunk)
                out += chunk
                taken += len(chunk)
                continue
            if self._batch_index >= len(self.batches):
                if self.error is not None and taken == 0:
                    self._raise_error()
                if self.error is None:
                    self._gap_until(None)  # acquired offsets past the last batch
                break
            batch = self.batches[self._batch_index]
            self._batch_index += 1
            self._records = self._decode(batch)
            self._record_index = 0
        return taken

    def _deserialized(self, chunk: list[ShareConsumerRecord], deserializers: Deserializers
                      ) -> list[ShareConsumerRecord]:
        """``chunk`` with keys and values deserialized, up to a record whose deserializer
        raised (then ``failure`` and ``poisoned`` say which)."""
        key_deserializer, value_deserializer = deserializers
        kd = key_deserializer if callable(key_deserializer) else _identity
        vd = value_deserializer if callable(value_deserializer) else _identity
        new = _new_record
        out: list[ShareConsumerRecord] = []
        append = out.append
        for r in chunk:
            try:  # (free in 3.11 until something raises)
                key = kd(r[5])
            except Exception as exc:
                self._fail(r, "key", exc)
                break
            try:
                value = vd(r[6])
            except Exception as exc:
                self._fail(r, "value", exc)
                break
            append(new(ShareConsumerRecord, (r[0], r[1], r[2], r[3], r[4], key, value, r[7],
                                             r[8], r[9])))
        return out

    def _fail(self, record: ShareConsumerRecord, part: str, exc: Exception) -> None:
        tp = self.tp
        error = deserialization_error(tp.topic, tp.partition, record.offset, part, exc)
        self.failure = RecordDeserializationError(
            f"{error} (the record is released back to the share group)", tp.topic,
            tp.partition, record.offset, part)
        self.failure.__cause__ = exc
        self.poisoned = record.offset

    def remaining(self) -> list[Acquired]:
        """Acquired offsets not handed out yet (what a close or an unassignment releases):
        the records decoded but not taken, and everything not walked."""
        out: list[Acquired] = []
        start = self._next
        if self._record_index < len(self._records):
            start = self._records[self._record_index].offset
        for first, last, count in self._acquired:
            if last >= start:
                out.append((max(first, start), last, count))
        return out

    def _raise_error(self) -> None:
        tp = self.tp
        offset = self._next
        error = self.error
        self.error = None
        raise RecordDecodeError(
            f"corrupt record batch in {tp.topic} partition {tp.partition} at offset {offset}: "
            f"{error} (its records are released back to the share group)",
            tp.topic, tp.partition, offset) from error

    def _gap_until(self, offset: int | None) -> None:
        """Collect acquired offsets from the walk position up to ``offset`` (exclusive; None:
        all of them) as gaps, and move the walk position there."""
        acquired = self._acquired
        while self._range_index < len(acquired):
            first, last, _ = acquired[self._range_index]
            start = max(first, self._next)
            end = last if offset is None else min(last, offset - 1)
            if start <= end:
                self.gaps.append((start, end))
            if offset is not None and last >= offset:
                self._next = max(self._next, offset)
                return
            self._range_index += 1
            if self._range_index < len(acquired):
                self._next = acquired[self._range_index][0]
            else:
                self._next = last + 1

    def _decode(self, batch: AnyBatch) -> list[ShareConsumerRecord]:
        """The acquired records of one batch (keys and values as bytes: ``take`` deserializes
        what it hands out); gaps for its acquired offsets without one."""
        acquired = self._acquired
        base = batch.base_offset
        end = batch.next_offset  # exclusive
        if self._range_index >= len(acquired) or end <= self._next:
            return []
        if acquired[self._range_index][0] >= end:
            return []  # nothing of this batch is ours
        if batch.attributes & CONTROL_MASK:
            self._gap_until(end)
            return []
        try:
            raw = batch.records() if type(batch) is RecordBatch else list(batch)
        except ProtocolError as exc:
            self.error = exc
            self._batch_index = len(self.batches)
            self._next = max(self._next, base)
            return []
        tp = self.tp
        topic, partition = tp.topic, tp.partition
        timestamp_type = batch.timestamp_type
        epoch = batch.partition_leader_epoch
        new = _new_record
        out: list[ShareConsumerRecord] = []
        first, last, count = acquired[self._range_index]
        # Fast path: one acquired range covers every record of the batch, none missing.
        if (raw and first <= raw[0].offset and raw[-1].offset <= last
                and raw[0].offset == self._next
                and raw[-1].offset - raw[0].offset + 1 == len(raw)):
            self._next = raw[-1].offset + 1
            if self._next > last:
                self._advance_range()
            return [new(ShareConsumerRecord, (topic, partition, r.offset, r.timestamp,
                                              timestamp_type, r.key, r.value, r.headers, epoch,
                                              count)) for r in raw]
        for r in raw:
            offset = r.offset
            if offset < self._next:
                continue
            while self._range_index < len(acquired) and acquired[self._range_index][1] < offset:
                self._gap_until(acquired[self._range_index][1] + 1)
            if self._range_index >= len(acquired):
                break
            first, last, count = acquired[self._range_index]
            if offset < first:
                continue  # between acquired ranges: another member's record
            self._gap_until(offset)
            self._next = offset + 1
            if self._next > last:
                self._advance_range()
            out.append(new(ShareConsumerRecord, (topic, partition, offset, r.timestamp,
                                                 timestamp_type, r.key, r.value, r.headers,
                                                 epoch, count)))
        if self._range_index < len(acquired):
            self._gap_until(end)  # acquired offsets of this batch with no record: compacted
        return out

    def _advance_range(self) -> None:
        self._range_index += 1
        if self._range_index < len(self._acquired):
            self._next = self._acquired[self._range_index][0]


def _identity(value: object) -> object:
    return value
