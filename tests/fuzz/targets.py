"""Fuzz targets: every place kafka_async decodes bytes a broker (or anything on the network)
sent, through the pure path and the C path. A target returns normally or raises a
``ProtocolError`` (the family every decoder promises); anything else is a finding.

Each target also bounds what it asks for: decompression is capped at 1 MiB, frames at 1 MiB,
so a finding is a defect of the decoder, not of the harness.
"""

from __future__ import annotations

import contextlib
import struct
from collections.abc import Callable

from kafka_async.protocol import messages
from kafka_async.protocol.compression import decompress
from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.messages._base import Message
from kafka_async.protocol.records import (
    PURE,
    Implementation,
    RecordBatch,
    RecordsReader,
    load_speedups,
)
from kafka_async.protocol.records.columnar import ColumnBuilder
from kafka_async.protocol.records.control import ControlRecord
from kafka_async.protocol.records.legacy import LegacyBatch
from kafka_async.protocol.wire import FrameReader

SPEEDUPS = load_speedups()
LIMIT = 1 << 20


def _response_classes() -> list[tuple[type[Message], int]]:
    import importlib

    cases = []
    for name in sorted(messages._MODULE_OF):
        if not name.endswith("Response"):
            continue
        module = importlib.import_module(
            f"kafka_async.protocol.messages.{messages._MODULE_OF[name]}")
        cls: type[Message] = getattr(module, name)
        cases += [(cls, v) for v in range(cls.MIN_VERSION, cls.MAX_VERSION + 1)]
    return cases


RESPONSES = _response_classes()
#: seed file prefix -> index in RESPONSES, for the corpus writer
RESPONSE_INDEX = {(cls.__name__, version): i for i, (cls, version) in enumerate(RESPONSES)}


def response(data: bytes) -> None:
    """Two bytes pick (response type, version); the rest is its body."""
    if len(data) < 2:
        return
    cls, version = RESPONSES[struct.unpack_from(">H", data)[0] % len(RESPONSES)]
    with contextlib.suppress(ProtocolError):
        cls.decode(data[2:], version)


def _records(implementation: Implementation) -> Callable[[bytes], None]:
    def target(data: bytes) -> None:
        try:
            for batch in RecordsReader(data, check_crcs=bool(data[:1] == b"\x01"),
                                       implementation=implementation,
                                       max_decompressed_bytes=LIMIT):
                if getattr(batch, "is_control", False):
                    for record in batch:
                        ControlRecord.from_record(record)
                    continue
                for record in batch:
                    record.headers  # noqa: B018 - decoded lazily on some paths
                if type(batch) is RecordBatch:  # the consumer's path: records made as tuples
                    batch.records(_SHAPE)
                    batch.cursor().take(3, _SHAPE)
        except ProtocolError:
            pass
    return target


class _Row(tuple):  # type: ignore[type-arg]
    """A stand-in for the consumer's ConsumerRecord (a 9-field tuple subclass)."""

    __slots__ = ()


_SHAPE = (_Row, "topic", 0, 0, 0)


def _columns(implementation: Implementation) -> Callable[[bytes], None]:
    def target(data: bytes) -> None:
        builder = ColumnBuilder(include_headers=True, implementation=implementation)
        try:
            for batch in RecordsReader(data, check_crcs=False, implementation=implementation,
                                       max_decompressed_bytes=LIMIT):
                if isinstance(batch, LegacyBatch) or not batch.is_control:
                    builder.add_batch(batch)
        except ProtocolError:
            pass
    return target


def frames(data: bytes) -> None:
    """The frame reader fed in chunks whose sizes the first bytes choose."""
    reader = FrameReader(max_frame_bytes=LIMIT)
    position = 1
    step = data[0] % 64 + 1 if data else 1
    data = data[:512]  # a byte at a time costs a call per byte: keep runs quick
    try:
        while position < len(data):
            reader.feed(data[position:position + step])
            position += step
    except ProtocolError:
        pass


def codecs(data: bytes) -> None:
    """First byte: codec (1 gzip, 2 snappy, 3 lz4, 4 zstd); the rest compressed data."""
    if not data:
        return
    with contextlib.suppress(ProtocolError):
        decompress(data[0] % 4 + 1, data[1:], max_size=LIMIT)


TARGETS: dict[str, Callable[[bytes], None]] = {
    "response": response,
    "records-pure": _records(PURE),
    "columns-pure": _columns(PURE),
    "frames": frames,
    "codecs": codecs,
}
if SPEEDUPS is not None:
    TARGETS["records-c"] = _records(SPEEDUPS)
    TARGETS["columns-c"] = _columns(SPEEDUPS)

#: which corpus directory seeds each target
CORPUS_OF = {"response": "responses", "records-pure": "records", "records-c": "records",
             "columns-pure": "records", "columns-c": "records", "frames": "frames",
             "codecs": "codecs"}

#: the name of the combined target (``every_target``)
EVERY = "every"
#: the targets ``every_target`` picks from, by the first byte of its input
EVERY_ORDER = sorted(TARGETS)


def every_target(data: bytes) -> None:
    """Every target in one: the first byte picks one (``EVERY_ORDER``), the rest is its
    input. Why: ``make test``'s slice then pays atheris's instrumentation of kafka_async once
    (about 14 s under AddressSanitizer, most of a short per-target campaign) instead of once
    per target; ``make fuzz`` still runs one campaign per target."""
    if data:
        TARGETS[EVERY_ORDER[data[0] % len(EVERY_ORDER)]](data[1:])
