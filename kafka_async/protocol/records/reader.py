"""Walk the `records` bytes of a fetch response batch by batch, lazily, tolerating a cut-off tail.

A broker fills a fetch response up to max_bytes and may cut the last batch short; that is normal,
not an error. RecordsReader yields every whole batch and records how many bytes of a partial
batch trailed them in `truncated_bytes` (Java's fetcher does the same; a consumer that gets *only*
a partial batch knows its fetch size is too small for that batch).

What is an error (ProtocolError subclasses only): a batch length too small to hold the header of
its own format, an unknown magic byte, a CRC mismatch when check_crcs is on, and bad framing
inside a batch when its records are decoded. Lengths are compared with the bytes actually
present before anything is sliced, so a bogus length never drives an allocation.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator

from kafka_async.protocol.compression import DEFAULT_MAX_DECOMPRESSED_BYTES
from kafka_async.protocol.errors import CorruptRecordError
from kafka_async.protocol.records._impl import ACTIVE, Implementation
from kafka_async.protocol.records._pure import BytesLike
from kafka_async.protocol.records.batch import HEADER_SIZE, LOG_OVERHEAD, RecordBatch
from kafka_async.protocol.records.legacy import MIN_MESSAGE_SIZE, LegacyBatch

_OFFSET_AND_LENGTH = struct.Struct(">qi")
_MAGIC_OFFSET = 16
_MIN_BATCH_LENGTH = {0: MIN_MESSAGE_SIZE[0], 1: MIN_MESSAGE_SIZE[1], 2: HEADER_SIZE - LOG_OVERHEAD}

AnyBatch = RecordBatch | LegacyBatch


def _bad_batch(base_offset: int, position: int, length: int, magic: int) -> CorruptRecordError:
    minimum = _MIN_BATCH_LENGTH.get(magic)
    if minimum is None:
        return CorruptRecordError(
            f"batch at offset {base_offset} (byte {position}) has unknown magic {magic}")
    return CorruptRecordError(
        f"batch at offset {base_offset} (byte {position}) declares length {length}, "
        f"less than the {minimum}-byte minimum for magic {magic}")


class RecordsReader:
    """Iterate the batches in a `records` field: `for batch in RecordsReader(data): ...`.

    Iterating parses batch headers only; iterate a batch to decode its records. `check_crcs`
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
        data = self.data
        total = len(data)
        position = 0
        self.truncated_bytes = 0
        check_crcs = self.check_crcs
        cap = self.max_decompressed_bytes
        implementation = self.implementation
        new_batch = (implementation or ACTIVE).new_batch
        unpack = _OFFSET_AND_LENGTH.unpack_from
        while position < total:
            if total - position <= _MAGIC_OFFSET:
                self.truncated_bytes = total - position
                return
            base_offset, length = unpack(data, position)
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
            elif new_batch is not None:  # the C twin fills the same class's slots directly
                batch = new_batch(RecordBatch, data, position, end, cap, implementation)
            else:
                batch = RecordBatch(data[position:end], cap, implementation)
            if check_crcs:
                batch.validate_crc()
            yield batch
            position = end

    def batches(self) -> list[AnyBatch]:
        """All whole batches (headers only parsed); see `truncated_bytes` afterwards."""
        return list(self)
