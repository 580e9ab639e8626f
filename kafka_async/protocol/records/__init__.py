"""Record formats: RecordBatch v2 (build and read), legacy MessageSets (magic 0/1), control records.

    builder = RecordBatchBuilder(compression_type="lz4", batch_size=16384)
    while builder.append(timestamp_ms, key, value, headers): ...
    data = builder.build(producer_id=pid, producer_epoch=epoch, base_sequence=seq)

    reader = RecordsReader(fetched_records, check_crcs=True)
    for batch in reader:            # headers parsed lazily
        for record in batch:        # records decoded (and decompressed) here
            record.offset, record.timestamp, record.key, record.value, record.headers
        cursor = batch.cursor()     # or a slice at a time: bounded objects per step
        while not cursor.done: cursor.take(500)
    reader.truncated_bytes          # a cut-off last batch, reported rather than raised

The hot paths (record encode/decode, varints) have a compiled twin; `IMPLEMENTATION` names the
live one and KAFKA_ASYNC_NO_EXTENSIONS=1 forces pure Python.

The control records (transaction markers) load when first named: only a consumer reads them,
and a producer's start-up need not build their classes.
"""

from typing import TYPE_CHECKING, Any

from kafka_async.protocol.records._impl import ACTIVE, PURE, Implementation, load_speedups
from kafka_async.protocol.records._pure import BytesLike, Header, Record, Shape
from kafka_async.protocol.records.batch import (
    HEADER_SIZE,
    TIMESTAMP_CREATE_TIME,
    TIMESTAMP_LOG_APPEND_TIME,
    RecordBatch,
    RecordBatchBuilder,
    RecordCursor,
    build_record_batch,
    rewrite_producer_state,
)
from kafka_async.protocol.records.legacy import LegacyBatch, LegacyCursor, LegacyMessageSetBuilder
from kafka_async.protocol.records.reader import AnyBatch, RecordsReader

if TYPE_CHECKING:
    from kafka_async.protocol.records.control import (
        ControlRecord,
        ControlRecordType,
        build_control_batch,
    )

IMPLEMENTATION = ACTIVE.name

__all__ = [
    "ACTIVE",
    "HEADER_SIZE",
    "IMPLEMENTATION",
    "PURE",
    "TIMESTAMP_CREATE_TIME",
    "TIMESTAMP_LOG_APPEND_TIME",
    "AnyBatch",
    "BytesLike",
    "ControlRecord",
    "ControlRecordType",
    "Header",
    "Implementation",
    "LegacyBatch",
    "LegacyCursor",
    "LegacyMessageSetBuilder",
    "Record",
    "RecordBatch",
    "RecordBatchBuilder",
    "RecordCursor",
    "RecordsReader",
    "Shape",
    "build_control_batch",
    "build_record_batch",
    "load_speedups",
    "rewrite_producer_state",
]


_CONTROL_NAMES = frozenset({"ControlRecord", "ControlRecordType", "build_control_batch"})


def __getattr__(name: str) -> Any:
    if name in _CONTROL_NAMES:
        from kafka_async.protocol.records import control

        return getattr(control, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
