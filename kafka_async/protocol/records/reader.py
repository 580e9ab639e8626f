"""Walk the `records` bytes of a fetch response batch by batch, lazily, tolerating a cut-off tail.

A broker fills a fetch response up to max_bytes and may cut the last batch short; that is normal,
not an error. RecordsReader yields every whole batch and records how many bytes of a partial
batch trailed them in `truncated_bytes` (Java's fetcher does the same; a consumer that gets *only*
a partial batch knows its fetch size is too small for that batch).

What is an error (ProtocolError subclasses only): a batch length too small to hold the header of
its own format, an unknown magic byte, a CRC mismatch when check_crcs is on, and bad framing
inside a batch when its records are decoded. Lengths are compared with the bytes actually
present before anything is sliced, so a bogus length never drives an allocation.

Runs of whole v2 batches go through `Implementation.walk_batches` (the C walker, or V2BatchRun
here, its reference), one batch per step; whatever such a run stops at (legacy message sets, a
partial tail, a bad length or magic, a CRC mismatch) is handled by RecordsReader._rest, so the
two implementations share every check and error message of the reader itself.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from itertools import chain

from kafka_async.protocol.compression import DEFAULT_MAX_DECOMPRESSED_BYTES
from kafka_async.protocol.errors import CorruptRecordError
from kafka_async.protocol.records._impl import ACTIVE, BatchRun, Implementation, WalkBatches
from kafka_async.protocol.records._pure import BytesLike
from kafka_async.protocol.records.batch import HEADER_SIZE, LOG_OVERHEAD, RecordBatch
from kafka_async.protocol.records.legacy import MIN_MESSAGE_SIZE, LegacyBatch

_OFFSET_AND_LENGTH = struct.Struct(">qi")
_LENGTH_EPOCH_MAGIC = struct.Struct(">iib")  # at byte 8: batch_length, leader epoch, magic
_MIN_V2_LENGTH = HEADER_SIZE - LOG_OVERHEAD
_MAGIC_OFFSET = 16
_MIN_BATCH_LENGTH = {0: MIN_MESSAGE_SIZE[0], 1: MIN_MESSAGE_SIZE[1], 2: _MIN_V2_LENGTH}

AnyBatch = RecordBatch | LegacyBatch


def _bad_batch(base_offset: int, position: int, length: int, magic: int) -> CorruptRecordError:
    minimum = _MIN_BATCH_LENGTH.get(magic)
    if minimum is None:
        return CorruptRecordError(
            f"batch at offset {base_offset} (byte {position}) has unknown magic {magic}")
    return CorruptRecordError(
        f"batch at offset {base_offset} (byte {position}) declares length {length}, "
        f"less than the {minimum}-byte minimum for magic {magic}")


class V2BatchRun:
    """Iterates every whole, CRC-valid (if checked) v2 batch from `position` on; once exhausted,
    `position` is where the run stopped.

    The pure reference of `_speedups.walk_batches`: it stops, without raising, at the first
    thing it does not handle (a partial tail, another magic, a length below the minimum, a CRC
    mismatch), for RecordsReader to deal with. It reads a batch's bytes only once its length is
    known to fit in the data. Lazy, like the C walker: in a consumer loop each batch (and its
    records) can die before the next one is made.
    """

    __slots__ = ("_batch_type", "_check_crcs", "_data", "_implementation",
                 "_max_decompressed_bytes", "position")

    def __init__(self, batch_type: type[RecordBatch], data: memoryview, position: int,
                 check_crcs: bool, max_decompressed_bytes: int,
                 implementation: Implementation | None) -> None:
        self._batch_type = batch_type
        self._data = data
        self.position = position
        self._check_crcs = check_crcs
        self._max_decompressed_bytes = max_decompressed_bytes
        self._implementation = implementation

    def __iter__(self) -> Iterator[RecordBatch]:
        data = self._data
        total = len(data)
        position = self.position
        new_batch = self._batch_type
        check_crcs = self._check_crcs
        cap = self._max_decompressed_bytes
        implementation = self._implementation
        unpack = _LENGTH_EPOCH_MAGIC.unpack_from
        while total - position > _MAGIC_OFFSET:
            length, _, magic = unpack(data, position + 8)
            end = position + LOG_OVERHEAD + length
            if magic != 2 or length < _MIN_V2_LENGTH or end > total:
                return
            batch = new_batch(data[position:end], cap, implementation)
            if check_crcs and not batch.crc_is_valid():
                return
            self.position = position = end
            yield batch


class RecordsReader:
    """Iterate the batches in a `records` field: `for batch in RecordsReader(data): ...`.

    Iterating parses batch headers; iterate a batch to decode its records (the C walker
    decodes small uncompressed batches as it goes, which is cheaper than a second call per
    batch; corrupt records still raise only when that batch is iterated). `check_crcs`
    validates each batch's CRC before yielding it (Java's check.crcs, on by default there).
    After iteration, `truncated_bytes` is the size of the partial batch at the end (0 if none).
    """

    def __init__(self, data: BytesLike, *, check_crcs: bool = True,
                 max_decompressed_bytes: int = DEFAULT_MAX_DECOMPRESSED_BYTES,
                 implementation: Implementation | None = None) -> None:
        self.data = memoryview(data).cast("B") if not isinstance(data, bytes) else memoryview(data)
        self.check_crcs = check_crcs
        self.max_decompressed_bytes = max_decompressed_bytes
        self.implementation = implementation
        self.truncated_bytes = 0

    def __iter__(self) -> Iterator[AnyBatch]:
        # The common case, a run of whole v2 batches, is walked by one iterator (C when built);
        # _rest only takes over where that run stops (a legacy batch, a partial tail, an error),
        # so errors still surface after the batches that precede them have been yielded.
        self.truncated_bytes = 0
        implementation = self.implementation
        walk = (implementation or ACTIVE).walk_batches or V2BatchRun
        run = walk(RecordBatch, self.data, 0, self.check_crcs, self.max_decompressed_bytes,
                   implementation)
        return chain(run, self._rest(run, walk))

    def _rest(self, run: BatchRun, walk: WalkBatches) -> Iterator[AnyBatch]:
        """Everything after `run` (started once it is exhausted): one batch the fast walk
        refused, handled here, then the next run of v2 batches, and so on."""
        data = self.data
        total = len(data)
        position = run.position
        check_crcs = self.check_crcs
        cap = self.max_decompressed_bytes
        implementation = self.implementation
        while position < total:
            if total - position <= _MAGIC_OFFSET:
                self.truncated_bytes = total - position
                return
            base_offset, length = _OFFSET_AND_LENGTH.unpack_from(data, position)
            magic = data[position + _MAGIC_OFFSET]
            if length < _MIN_BATCH_LENGTH.get(magic, 1 << 31):
                raise _bad_batch(base_offset, position, length, magic)
            end = position + LOG_OVERHEAD + length
            if end > total:
                self.truncated_bytes = total - position
                return
            batch: AnyBatch
            if magic != 2:
                batch = LegacyBatch(data[position:end], max_decompressed_bytes=cap)
            else:  # only reached for a batch the fast walk refused: its CRC is wrong
                batch = RecordBatch(data[position:end], cap, implementation)
            if check_crcs:
                batch.validate_crc()
            yield batch
            run = walk(RecordBatch, data, end, check_crcs, cap, implementation)
            yield from run
            position = run.position

    def batches(self) -> list[AnyBatch]:
        """All whole batches (headers only parsed); see `truncated_bytes` afterwards."""
        return list(self)
