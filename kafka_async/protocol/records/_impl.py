"""Pick the record hot-path implementation once, at import: compiled twin or pure Python.

The compiled twin (`_speedups`, a C extension built by setup.py when a compiler is present) is
used unless it is missing or KAFKA_ASYNC_NO_EXTENSIONS=1 is set. Both modules expose the same
names (BuilderCore, decode_records, decode_slice, varint helpers); `ACTIVE.name` says which one
is live.
Builders and readers accept an `implementation=` argument so the tests can run the same vectors
through both.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NamedTuple, Protocol

from kafka_async.protocol.errors import CorruptRecordError
from kafka_async.protocol.records import _pure
from kafka_async.protocol.records._pure import BytesLike, Header, Record


class AppendRecord(Protocol):
    """`BuilderCore.append`: encode one record; False (nothing written) if it does not fit."""

    def __call__(self, timestamp: int, key: BytesLike | None, value: BytesLike | None,
                 headers: Sequence[Header] | None = None) -> bool: ...


class Core(Protocol):
    """What a BuilderCore instance offers, whichever implementation made it."""

    buffer: bytearray
    record_count: int
    base_timestamp: int
    max_timestamp: int

    def append(self, timestamp: int, key: BytesLike | None, value: BytesLike | None,
               headers: Sequence[Header] | None = None) -> bool: ...

    def append_many(self, timestamp: int, keys: Sequence[BytesLike | None] | None,
                    values: Sequence[BytesLike | None], headers: Sequence[Header] | None,
                    start: int) -> int: ...

    def seal(self, body: BytesLike | None, attributes: int, base_offset: int,
             partition_leader_epoch: int, producer_id: int, producer_epoch: int,
             base_sequence: int) -> bytearray: ...


# (... [, shape]): see _pure.Shape; with a shape the records are consumer tuples
DecodeRecords = Callable[..., list[Any]]
# decode_slice(data, position, end, count, base_offset, base_timestamp, log_append_time, limit)
DecodeSlice = Callable[..., tuple[list[Any], int]]


class BatchRun(Protocol):
    """Iterates the whole, CRC-valid (if checked) v2 batches from a start position; once
    exhausted, `position` is where the run stopped (see reader.V2BatchRun, the pure reference)."""

    position: int

    def __iter__(self) -> Iterator[Any]: ...


# split_by_key(keys, values, partition_count): a keyed send_many's records by partition
SplitByKey = Callable[[Sequence[Any], Sequence[Any], int],
                      dict[int | None, tuple[list[Any], list[Any]]]]

# walk_batches(batch_type, view, position, check_crcs, max_decompressed_bytes, implementation)
WalkBatches = Callable[[type[Any], memoryview, int, bool, int, "Implementation | None"], BatchRun]


class Implementation(NamedTuple):
    """One implementation of the hot paths (a named tuple: built at import in a fraction of a
    frozen dataclass's time, which compiles its generated methods in every process)."""

    name: str
    new_core: Callable[[int], Core]
    decode_records: DecodeRecords
    # the next records of a section, a slice at a time (batch.RecordCursor)
    decode_slice: DecodeSlice
    walk_batches: WalkBatches | None = None  # None: the reader's pure-Python walker
    # batch_iter(RecordBatch): a compiled RecordBatch.__iter__ (same behaviour, no Python frame)
    batch_iter: Callable[[type[Any]], Any] | None = None
    # new_columns_core(include_headers): a compiled columnar.ColumnsCore (None: the pure one)
    new_columns_core: Callable[[bool], Any] | None = None
    # murmur2(key) -> unsigned hash, Java's Utils.murmur2 (None: the producer's pure one)
    murmur2: Callable[[bytes | bytearray | memoryview], int] | None = None
    # interleave_rows(parts, rows) -> bytes (None: columnar.interleave_rows, the pure one)
    interleave_rows: Callable[[tuple[Any, ...], int], bytes] | None = None
    # measure_items(items) -> (longest, nulls): Producer.send_many's check of its input
    measure_items: Callable[[Sequence[BytesLike | None]], tuple[int, int]] = _pure.measure_items
    # split_by_key(keys, values, partitions) -> {partition | None: (keys, values)} (None: the
    # producer's pure one, partitioner.split_by_key_pure)
    split_by_key: SplitByKey | None = None
    # records_to_tuples(tuple_type, records, topic, partition, timestamp_type, epoch,
    # min_offset): the consumer's ConsumerRecords of decoded Records (getmany's hot path)
    records_to_tuples: Callable[..., list[Any]] = _pure.records_to_tuples
    # measure_headers(headers) -> rough encoded size: Producer.send's check of its headers
    measure_headers: Callable[[Sequence[tuple[str, BytesLike | None]]], int] = (
        _pure.measure_headers)
    # The storage RecordBatch subclasses (C: header fields as C integers, `data` made when
    # asked, untracked by the collector); None: batch._PureBatchFields. walk_batches fills it.
    batch_fields: type | None = None
    # adopt_handle_methods(namespace) -> the C twin of producer.batch's RecordHandle, given the
    # pure class's methods (made by a vectorcall, untracked by the collector: see
    # _speedups_handle.h); None: the pure class.
    adopt_handle_methods: Callable[[Any], type] | None = None
    # run_callbacks(flat, on_error): flat[i + 1](flat[i]) for each pair, an Exception reported
    # to on_error(exception, callback) and the loop going on (producer.batch's pure twin)
    run_callbacks: Callable[[list[Any], Callable[[BaseException, Any], None]], None] | None = None
    # now_ms() -> wall-clock milliseconds: a record's CreateTime, read once a send
    now_ms: Callable[[], int] = _pure.now_ms
    # read_lone_produce(body, start, version) -> the fields of a one-partition Produce answer
    # or None (protocol/lone_produce.py, whose pure function is the reference); None: that one
    read_lone_produce: Callable[[Any, int, int], tuple[str, int, int, int, int, int, int] | None
                                ] | None = None


PURE = Implementation("python", _pure.BuilderCore, _pure.decode_records, _pure.decode_slice)


# The C twin's interface revision this tree was written against (its module's INTERFACE):
# a compiled module from an older tree (an editable install not rebuilt) has another one.
C_INTERFACE = 7


def load_speedups() -> Implementation | None:
    """The C twin, configured, or None when it was not built (no compiler at install time)."""
    try:
        from kafka_async.protocol.records import _speedups
    except ImportError:
        return None
    try:
        if getattr(_speedups, "INTERFACE", 0) != C_INTERFACE:
            raise AttributeError(f"interface {getattr(_speedups, 'INTERFACE', 0)}, "
                                 f"expected {C_INTERFACE}")
        _speedups.configure(Record, CorruptRecordError)
        columns_core = getattr(_speedups, "ColumnsCore", None)
        if columns_core is not None:
            columns_core.append_slice  # noqa: B018 (an older build lacks it: stale)
        return Implementation("c", _speedups.BuilderCore, _speedups.decode_records,
                              _speedups.decode_slice, _speedups.walk_batches,
                              _speedups.batch_iter_method, columns_core,
                              getattr(_speedups, "murmur2", None),
                              getattr(_speedups, "interleave_rows", None),
                              getattr(_speedups, "measure_items", _pure.measure_items),
                              getattr(_speedups, "split_by_key", None),
                              measure_headers=getattr(_speedups, "measure_headers",
                                                      _pure.measure_headers),
                              records_to_tuples=getattr(_speedups, "records_to_tuples",
                                                        _pure.records_to_tuples),
                              batch_fields=_speedups.BatchFields,
                              adopt_handle_methods=_speedups.adopt_handle_methods,
                              run_callbacks=_speedups.run_callbacks,
                              now_ms=getattr(_speedups, "now_ms", _pure.now_ms),
                              read_lone_produce=_speedups.read_lone_produce)
    except AttributeError as error:
        # A compiled module left over from an older source tree (an editable install not
        # rebuilt): working beats fast, so say so and use the pure path.
        warnings.warn(
            f"kafka_async's compiled record codec is stale ({error}); using pure Python. "
            "Rebuild it with: pip install -e . (or set KAFKA_ASYNC_NO_EXTENSIONS=1)",
            RuntimeWarning,
            stacklevel=2,
        )
        return None


def _select() -> Implementation:
    if os.environ.get("KAFKA_ASYNC_NO_EXTENSIONS", "") not in ("", "0"):
        return PURE
    return load_speedups() or PURE


ACTIVE = _select()
