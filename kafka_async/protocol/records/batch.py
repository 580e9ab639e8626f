"""RecordBatch v2 (message format magic 2, Kafka >= 0.11): an incremental builder and a lazy view.

Layout (big-endian; `batch_length` counts the bytes after itself; the CRC-32C covers everything
from `attributes` to the end of the batch, so partition_leader_epoch, which the broker rewrites,
is outside it):

    base_offset int64 | batch_length int32 | partition_leader_epoch int32 | magic int8 (2)
    crc uint32 | attributes int16 | last_offset_delta int32 | base_timestamp int64
    max_timestamp int64 | producer_id int64 | producer_epoch int16 | base_sequence int32
    record_count int32 | records (compressed as one block when attributes & 0x7)

Attributes: bits 0-2 compression codec, bit 3 timestamp type (1 = LogAppendTime), bit 4
transactional, bit 5 control, bit 6 delete-horizon set (base_timestamp is then the horizon).

Producer side: RecordBatchBuilder encodes each record once into its buffer as it is appended and
compresses once in build(). Producer id, epoch, base sequence and the transactional flag are
parameters of build(), and `rewrite_producer_state` patches them into finished bytes, so a retry
re-sends the very same records (same compression output) with only the header changed.

Consumer side: RecordBatch parses only the 61-byte header when constructed; records are decoded
(and decompressed) when iterated. (The C reader decodes small uncompressed batches while it walks
them, in the same pass; a corrupt one is left for iteration to report, as here.)
"""

from __future__ import annotations

import operator
import struct
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from kafka_async.protocol.compression import (
    CODEC_NAMES,
    CODEC_NONE,
    DEFAULT_MAX_DECOMPRESSED_BYTES,
    codec_id,
    compress,
    decompress,
)
from kafka_async.protocol.errors import CorruptRecordError, ProtocolError
from kafka_async.protocol.records._crc import crc32c
from kafka_async.protocol.records._impl import ACTIVE, AppendRecord, Implementation
from kafka_async.protocol.records._pure import BytesLike, Header, Record, Shape

HEADER = struct.Struct(">qiibIhiqqqhii")
HEADER_SIZE = HEADER.size  # 61
LOG_OVERHEAD = 12  # base_offset + batch_length: the bytes batch_length does not count
CRC_START = 21  # offset of `attributes`: where the CRC-32C coverage starts
CRC_OFFSET = 17
_CRC = struct.Struct(">I")
_PRODUCER_STATE = struct.Struct(">qhi")  # producer_id, producer_epoch, base_sequence
_PRODUCER_STATE_OFFSET = 43
_ATTRIBUTES = struct.Struct(">h")

COMPRESSION_MASK = 0x07
TIMESTAMP_TYPE_MASK = 0x08
TRANSACTIONAL_MASK = 0x10
CONTROL_MASK = 0x20
DELETE_HORIZON_MASK = 0x40

TIMESTAMP_CREATE_TIME = 0
TIMESTAMP_LOG_APPEND_TIME = 1
NO_PRODUCER_ID = -1
NO_PRODUCER_EPOCH = -1
NO_SEQUENCE = -1
NO_PARTITION_LEADER_EPOCH = -1


class RecordBatchBuilder:
    """Builds one RecordBatch v2: `append()` records until it returns False, then `build()`.

    `batch_size` bounds the batch's *uncompressed* size; the first record always fits. (Java's
    batch.size bounds an estimate of the compressed size: the producer, compressing, passes
    the uncompressed bound its estimate gives, see producer/compression_ratio.py.)
    """

    __slots__ = (
        "_body_cache",
        "_core",
        "append",
        "append_many",
        "attributes",
        "base_sequence",
        "compression_level",
        "compression_type",
        "partition_leader_epoch",
        "producer_epoch",
        "producer_id",
    )
    append: AppendRecord

    def __init__(self, *, compression_type: str | int = CODEC_NONE, batch_size: int = 16384,
                 compression_level: int | None = None, is_transactional: bool = False,
                 is_control: bool = False, timestamp_type: int = TIMESTAMP_CREATE_TIME,
                 producer_id: int = NO_PRODUCER_ID, producer_epoch: int = NO_PRODUCER_EPOCH,
                 base_sequence: int = NO_SEQUENCE,
                 partition_leader_epoch: int = NO_PARTITION_LEADER_EPOCH,
                 implementation: Implementation | None = None) -> None:
        self.compression_type = (compression_type if compression_type.__class__ is int
                                 and compression_type in CODEC_NAMES
                                 else codec_id(compression_type))
        self.compression_level = compression_level
        self.attributes = (self.compression_type
                           | (TIMESTAMP_TYPE_MASK if timestamp_type else 0)
                           | (TRANSACTIONAL_MASK if is_transactional else 0)
                           | (CONTROL_MASK if is_control else 0))
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.base_sequence = base_sequence
        self.partition_leader_epoch = partition_leader_epoch
        limit = batch_size - HEADER_SIZE if batch_size >= 0 else -1
        self._core = (implementation or ACTIVE).new_core(max(limit, 0) if limit != -1 else -1)
        self.append = self._core.append  # the C method itself: no Python frame per record
        #: append_many(timestamp, keys, values, headers, start) -> first index not appended
        self.append_many = self._core.append_many
        self._body_cache: tuple[int, bytes] | None = None

    if TYPE_CHECKING:
        @property
        def record_count(self) -> int: ...
    else:
        # The getter is C (attrgetter): no Python frame per read. The producer reads the count
        # of each batch several times per request (its sequence, its statistics, its end).
        record_count = property(operator.attrgetter("_core.record_count"),
                                doc="Records appended so far.")

    def size_in_bytes(self) -> int:
        """Current uncompressed size of the batch (header plus encoded records)."""
        return HEADER_SIZE + len(self._core.buffer)

    def _body(self) -> bytes | bytearray:
        """The records section, compressed once per record count and reused across builds."""
        core = self._core
        if self.compression_type == CODEC_NONE:
            return core.buffer
        cache = self._body_cache
        if cache is None or cache[0] != core.record_count:
            compressed = compress(self.compression_type, core.buffer, level=self.compression_level)
            cache = self._body_cache = (core.record_count, compressed)
        return cache[1]

    def build(self, *, base_offset: int = 0, producer_id: int | None = None,
              producer_epoch: int | None = None, base_sequence: int | None = None,
              is_transactional: bool | None = None) -> bytearray:
        """The finished batch with its CRC. Producer fields given here override the builder's."""
        attributes = self.attributes
        if is_transactional is not None:
            attributes = (attributes & ~TRANSACTIONAL_MASK) | (
                TRANSACTIONAL_MASK if is_transactional else 0)
        # (the header, the copy and the CRC in one call of the core: C, or _pure's reference)
        return self._core.seal(
            None if self.compression_type == CODEC_NONE else self._body(), attributes,
            base_offset, self.partition_leader_epoch,
            self.producer_id if producer_id is None else producer_id,
            self.producer_epoch if producer_epoch is None else producer_epoch,
            self.base_sequence if base_sequence is None else base_sequence)


def rewrite_producer_state(batch: bytearray, *, producer_id: int, producer_epoch: int,
                           base_sequence: int, is_transactional: bool | None = None) -> None:
    """Patch idempotence/transaction fields of a built batch in place and fix its CRC.

    Retries keep the records bytes untouched (no re-encoding, no re-compression).
    """
    _PRODUCER_STATE.pack_into(batch, _PRODUCER_STATE_OFFSET, producer_id, producer_epoch,
                              base_sequence)
    if is_transactional is not None:
        (attributes,) = _ATTRIBUTES.unpack_from(batch, CRC_START)
        attributes = (attributes & ~TRANSACTIONAL_MASK) | (
            TRANSACTIONAL_MASK if is_transactional else 0)
        _ATTRIBUTES.pack_into(batch, CRC_START, attributes)
    _CRC.pack_into(batch, CRC_OFFSET, crc32c(memoryview(batch)[CRC_START:]))


class _PureBatchFields:
    """RecordBatch's storage in pure Python: the twin of the C ``BatchFields``
    (_speedups_batchfields.h), which keeps the header fields as C integers, makes ``data`` only
    when asked for, and is not tracked by the garbage collector (per-batch cost, which is what
    a consumer of many small batches pays)."""

    __slots__ = ("_implementation", "_max_decompressed_bytes", "_records", "attributes",
                 "base_offset", "base_sequence", "base_timestamp", "batch_length", "crc", "data",
                 "last_offset_delta", "magic", "max_timestamp", "partition_leader_epoch",
                 "producer_epoch", "producer_id", "record_count")


if TYPE_CHECKING:
    _BatchFields = _PureBatchFields
else:
    _BatchFields = ACTIVE.batch_fields or _PureBatchFields


class RecordBatch(_BatchFields):
    """A lazy view of one v2 batch: header fields now, records when iterated.

    `data` is the whole batch (LOG_OVERHEAD + batch_length bytes), usually a memoryview slice of
    the fetch response, so constructing a RecordBatch copies nothing. `_records` is None until
    the C reader (which decodes small uncompressed batches while it walks them, see
    _speedups_batches.h) fills it with a tuple; iterating then costs no decode call.
    """

    __slots__ = ()

    base_offset: int
    batch_length: int
    partition_leader_epoch: int
    magic: int
    crc: int
    attributes: int
    last_offset_delta: int
    base_timestamp: int
    max_timestamp: int
    producer_id: int
    producer_epoch: int
    base_sequence: int
    record_count: int

    def __init__(self, data: memoryview,
                 max_decompressed_bytes: int = DEFAULT_MAX_DECOMPRESSED_BYTES,
                 implementation: Implementation | None = None) -> None:
        if len(data) < HEADER_SIZE:
            raise CorruptRecordError(f"record batch of {len(data)} bytes is shorter than its "
                                     f"{HEADER_SIZE}-byte header")
        (self.base_offset, self.batch_length, self.partition_leader_epoch, self.magic, self.crc,
         self.attributes, self.last_offset_delta, self.base_timestamp, self.max_timestamp,
         self.producer_id, self.producer_epoch, self.base_sequence,
         self.record_count) = HEADER.unpack_from(data, 0)
        self.data = data
        self._max_decompressed_bytes = max_decompressed_bytes
        self._implementation = implementation
        self._records: tuple[Record, ...] | None = None

    @property
    def compression_type(self) -> int:
        return self.attributes & COMPRESSION_MASK

    @property
    def timestamp_type(self) -> int:
        return TIMESTAMP_LOG_APPEND_TIME if self.attributes & TIMESTAMP_TYPE_MASK else 0

    @property
    def is_transactional(self) -> bool:
        return bool(self.attributes & TRANSACTIONAL_MASK)

    @property
    def is_control(self) -> bool:
        return bool(self.attributes & CONTROL_MASK)

    @property
    def last_offset(self) -> int:
        return self.base_offset + self.last_offset_delta

    @property
    def next_offset(self) -> int:
        """The offset a consumer continues from after this batch (even if records were compacted
        away, last_offset_delta keeps the gap)."""
        return self.base_offset + self.last_offset_delta + 1

    @property
    def size_in_bytes(self) -> int:
        return len(self.data)

    def compute_crc(self) -> int:
        return crc32c(self.data[CRC_START:])

    def crc_is_valid(self) -> bool:
        return self.compute_crc() == self.crc

    def validate_crc(self) -> None:
        """Raise CorruptRecordError (naming the batch) if the stored CRC-32C does not match."""
        actual = self.compute_crc()
        if actual != self.crc:
            raise CorruptRecordError(
                f"record batch at offset {self.base_offset} ({len(self.data)} bytes) failed its "
                f"CRC-32C check: stored {self.crc:#010x}, computed {actual:#010x}")

    def records(self, shape: Shape | None = None) -> list[Any]:
        """Decode (and decompress) every record. Raises only ProtocolError subclasses.
        With a ``shape`` (see ``_pure.Shape``: the consumer's), consumer tuples instead of
        Records, made by the decoder itself."""
        decoded = self._records
        if decoded is not None:
            if shape is not None:
                return (self._implementation or ACTIVE).records_to_tuples(
                    shape[0], decoded, *shape[1:], 0)
            return list(decoded)  # a fresh list each call, as when decoding
        return self._decode(shape)

    def _decode(self, shape: Shape | None = None) -> list[Any]:
        data = self.data
        attributes = self.attributes
        codec = attributes & COMPRESSION_MASK
        try:
            if codec == CODEC_NONE:
                body: BytesLike = data
                start = HEADER_SIZE
            else:
                body = decompress(codec, data[HEADER_SIZE:],
                                  max_size=self._max_decompressed_bytes)
                start = 0
            return (self._implementation or ACTIVE).decode_records(
                body, start, len(body), self.record_count, self.base_offset, self.base_timestamp,
                self.max_timestamp if attributes & TIMESTAMP_TYPE_MASK else -1, shape)
        except ProtocolError as exc:  # say which batch: the position alone is not actionable
            raise type(exc)(f"record batch at offset {self.base_offset}: {exc}") from exc

    def __iter__(self) -> Iterator[Record]:
        decoded = self._records
        return iter(decoded if decoded is not None else self._decode())

    def cursor(self) -> RecordCursor:
        """A cursor that decodes this batch's records a slice at a time (see RecordCursor)."""
        return RecordCursor(self)

    def __repr__(self) -> str:
        return (f"RecordBatch(base_offset={self.base_offset}, records={self.record_count}, "
                f"compression={self.compression_type}, transactional={self.is_transactional}, "
                f"control={self.is_control}, bytes={len(self.data)})")


class SliceAppender(Protocol):
    """A columns core (columnar.ColumnsCore or its C twin), as RecordCursor.append_to uses it."""

    def append_slice(self, data: BytesLike, position: int, end: int, count: int,
                     base_offset: int, base_timestamp: int, log_append_time: int,
                     timestamp_type: int, from_offset: int, end_offset: int,
                     limit: int) -> tuple[int, int]: ...


class RecordCursor:
    """Decodes one v2 batch's records a slice at a time: ``take(limit)`` until ``done``.

    Why: a batch's record count is bounded only by its decompressed size (about one record per
    7 bytes: a 64 MiB section of empty records is ~9 M records), so decoding a whole batch at
    once turns a small compressed batch from anyone who may write to the topic into gigabytes of
    Python objects. A cursor decodes only what its caller hands out. The records section is
    decompressed once, on the first call (capped at max_decompressed_bytes, as
    ``RecordBatch.records()``), and held until the cursor is dropped.

    Each call is all or nothing: corrupt bytes raise a ProtocolError subclass naming the batch
    and the cursor stays where it was (calling again raises again). A corrupt record therefore
    surfaces once the records before it (in earlier slices) were taken, as in Java's consumer;
    the checks that need the whole section (its bytes end with its last record) run with the
    last slice. Use one cursor either for records (``take``) or for columns (``append_to``).
    """

    __slots__ = ("_batch", "_body", "_decoded", "_end", "_left", "_position", "_started")

    def __init__(self, batch: RecordBatch) -> None:
        self._batch = batch
        self._decoded = batch._records  # the walker's eager decode: slices of it cost nothing
        self._body: BytesLike | None = None
        self._position = 0
        self._end = 0
        self._left = batch.record_count if self._decoded is None else len(self._decoded)
        self._started = False

    @property
    def batch(self) -> RecordBatch:
        return self._batch

    @property
    def done(self) -> bool:
        """Every record was decoded (a batch declaring none still needs one call: its section
        must be checked to be empty)."""
        return self._started and self._left == 0

    def take(self, limit: int, shape: Shape | None = None) -> list[Any]:
        """The next (at most) ``limit`` records; [] once done. ``shape``: as in
        ``RecordBatch.records``."""
        decoded = self._decoded
        self._started = True
        batch = self._batch
        if decoded is not None:
            start = len(decoded) - self._left
            chunk = list(decoded[start:start + limit])
            self._left -= len(chunk)
            if shape is not None:
                return (batch._implementation or ACTIVE).records_to_tuples(
                    shape[0], chunk, *shape[1:], 0)
            return chunk
        try:
            body = self._body if self._body is not None else self._load()
            records, self._position = (batch._implementation or ACTIVE).decode_slice(
                body, self._position, self._end, self._left, batch.base_offset,
                batch.base_timestamp, self._log_append_time(), limit, shape)
        except ProtocolError as exc:  # say which batch: the position alone is not actionable
            raise type(exc)(f"record batch at offset {batch.base_offset}: {exc}") from exc
        self._left -= len(records)
        if self._left and type(body) is not bytes:
            self._body = bytes(body)  # more slices follow: see _load
        return records

    def append_to(self, core: SliceAppender, limit: int, from_offset: int,
                  end_offset: int) -> int:
        """Decode the next (at most) ``limit`` records into a columns core, keeping those with
        ``from_offset <= offset < end_offset``; returns how many rows it appended."""
        batch = self._batch
        self._started = True
        try:
            body = self._body if self._body is not None else self._load()
            count = self._left
            appended, position = core.append_slice(
                body, self._position, self._end, count, batch.base_offset, batch.base_timestamp,
                self._log_append_time(), batch.timestamp_type, from_offset, end_offset, limit)
        except ProtocolError as exc:
            raise type(exc)(f"record batch at offset {batch.base_offset}: {exc}") from exc
        self._position = position
        self._left = count - min(count, limit)
        if self._left and type(body) is not bytes:
            self._body = bytes(body)  # more slices follow: see _load
        return appended

    def _log_append_time(self) -> int:
        batch = self._batch
        return batch.max_timestamp if batch.attributes & TIMESTAMP_TYPE_MASK else -1

    def _load(self) -> BytesLike:
        """The records section, decompressed (or the batch's own bytes). An uncompressed
        batch that takes more than one slice is copied to bytes once, after the first: the pure
        decoder copies a memoryview per call, which per slice would be quadratic."""
        batch = self._batch
        self._decoded = None
        self._left = batch.record_count
        codec = batch.attributes & COMPRESSION_MASK
        if codec == CODEC_NONE:
            body: BytesLike = batch.data
            self._position = HEADER_SIZE
        else:
            body = decompress(codec, batch.data[HEADER_SIZE:],
                              max_size=batch._max_decompressed_bytes)
            self._position = 0
        self._end = len(body)
        self._body = body
        return body


if ACTIVE.batch_iter is not None:
    # The compiled twin of RecordBatch.__iter__ (identical behaviour: it too falls back to
    # self._decode(), i.e. to the batch's own implementation); saves a Python frame per batch.
    setattr(RecordBatch, "__iter__", ACTIVE.batch_iter(RecordBatch))  # noqa: B010


def build_record_batch(records: Sequence[tuple[int, bytes | None, bytes | None,
                                               Sequence[Header]]],
                       **options: object) -> bytearray:
    """Convenience for tests and tools: one unlimited batch from (timestamp, key, value,
    headers) tuples; `options` go to RecordBatchBuilder."""
    builder = RecordBatchBuilder(batch_size=-1, **options)  # type: ignore[arg-type]
    for timestamp, key, value, headers in records:
        builder.append(timestamp, key, value, headers)
    return builder.build()
