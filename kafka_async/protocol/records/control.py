"""Control records: the COMMIT/ABORT transaction markers a transaction coordinator writes.

A control batch (attributes bit 5) holds one record whose key is `version:int16 type:int16`
(type 0 = ABORT, 1 = COMMIT) and whose value is `version:int16 coordinator_epoch:int32`.
Consumers never hand these to the application; read_committed consumers use them to drop
aborted transactions.
"""

from __future__ import annotations

import enum
import struct
from dataclasses import dataclass

from kafka_async.protocol.errors import CorruptRecordError
from kafka_async.protocol.records._pure import Record
from kafka_async.protocol.records.batch import RecordBatchBuilder

_KEY = struct.Struct(">hh")
_VALUE = struct.Struct(">hi")


class ControlRecordType(enum.IntEnum):
    ABORT = 0
    COMMIT = 1


@dataclass(frozen=True, slots=True)
class ControlRecord:
    """A decoded transaction marker."""

    type: ControlRecordType
    version: int
    coordinator_epoch: int

    @classmethod
    def from_record(cls, record: Record) -> ControlRecord:
        """Decode the key/value of a record from a control batch."""
        key, value = record.key, record.value
        if key is None or len(key) < _KEY.size:
            raise CorruptRecordError(f"control record at offset {record.offset} has a short key")
        version, type_id = _KEY.unpack_from(key)
        try:
            marker = ControlRecordType(type_id)
        except ValueError:
            raise CorruptRecordError(
                f"control record at offset {record.offset} has unknown type {type_id}") from None
        epoch = -1
        if value is not None and len(value) >= _VALUE.size:
            epoch = _VALUE.unpack_from(value)[1]
        return cls(marker, version, epoch)


def build_control_batch(marker: ControlRecordType, *, producer_id: int, producer_epoch: int,
                        coordinator_epoch: int, timestamp: int, base_offset: int = 0,
                        partition_leader_epoch: int = -1) -> bytearray:
    """An end-transaction marker batch, as a transaction coordinator writes it."""
    builder = RecordBatchBuilder(batch_size=-1, is_transactional=True, is_control=True,
                                 producer_id=producer_id, producer_epoch=producer_epoch,
                                 partition_leader_epoch=partition_leader_epoch)
    builder.append(timestamp, _KEY.pack(0, int(marker)), _VALUE.pack(0, coordinator_epoch))
    return builder.build(base_offset=base_offset)
