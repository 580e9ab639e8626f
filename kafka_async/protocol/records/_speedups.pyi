# Type stub for the optional C twin of kafka_async/protocol/records/_pure.py (same API).
from collections.abc import Sequence
from typing import Any

from kafka_async.protocol.records._pure import BytesLike, Header, Record

class BuilderCore:
    buffer: bytearray
    record_count: int
    base_timestamp: int
    max_timestamp: int
    size_limit: int
    def __init__(self, size_limit: int = -1) -> None: ...
    def append(self, timestamp: int, key: BytesLike | None, value: BytesLike | None,
               headers: Sequence[Header] | None = None) -> bool: ...
    def append_many(self, timestamp: int, keys: Sequence[BytesLike | None] | None,
                    values: Sequence[BytesLike | None], headers: Sequence[Header] | None,
                    start: int) -> int: ...

INTERFACE: int

class BatchFields:
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
    data: memoryview
    _max_decompressed_bytes: int
    _implementation: Any
    _records: tuple[Record, ...] | None

def configure(record_type: type[Record], error_type: type[Exception]) -> None: ...
def decode_records(data: BytesLike, position: int, end: int, count: int, base_offset: int,
                   base_timestamp: int, log_append_time: int) -> list[Record]: ...
def decode_slice(data: BytesLike, position: int, end: int, count: int, base_offset: int,
                 base_timestamp: int, log_append_time: int,
                 limit: int) -> tuple[list[Record], int]: ...
def encode_varint(value: int, out: bytearray) -> None: ...
def decode_varint(data: BytesLike, position: int) -> tuple[int, int]: ...
def varint_size(value: int) -> int: ...
class BatchWalker:
    position: int
    def __iter__(self) -> BatchWalker: ...
    def __next__(self) -> Any: ...

def walk_batches(batch_type: type[Any], view: memoryview, position: int, check_crcs: bool,
                 max_decompressed_bytes: int, implementation: Any) -> BatchWalker: ...
def crc32c(data: BytesLike) -> int: ...
def murmur2(data: BytesLike) -> int: ...
def split_by_key(
    keys: Sequence[BytesLike | None], values: Sequence[BytesLike | None], partition_count: int
) -> dict[int | None, tuple[list[BytesLike | None], list[BytesLike | None]]]: ...
def batch_iter_method(batch_type: type[Any]) -> Any: ...

class ColumnsCore:
    rows: int
    include_headers: bool
    nbytes: int
    def __init__(self, include_headers: bool) -> None: ...
    def append_section(self, data: BytesLike, position: int, end: int, count: int,
                       base_offset: int, base_timestamp: int, log_append_time: int,
                       timestamp_type: int, from_offset: int, end_offset: int) -> int: ...
    def append_slice(self, data: BytesLike, position: int, end: int, count: int,
                     base_offset: int, base_timestamp: int, log_append_time: int,
                     timestamp_type: int, from_offset: int, end_offset: int,
                     limit: int) -> tuple[int, int]: ...
    def append_record(self, offset: int, timestamp: int, timestamp_type: int,
                      key: BytesLike | None, value: BytesLike | None,
                      headers: Sequence[Header]) -> None: ...
    def take(self) -> tuple[Any, ...]: ...

def interleave_rows(parts: tuple[Any, ...], rows: int) -> bytes: ...
def records_to_tuples(tuple_type: type[Any], records: Sequence[Any], topic: str, partition: int,
                      timestamp_type: int, epoch: int, min_offset: int) -> list[Any]: ...
def measure_headers(headers: Sequence[tuple[str, BytesLike | None]]) -> int: ...
def measure_items(items: Sequence[BytesLike | None]) -> tuple[int, int]: ...
