# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DeleteRecords (API key 21): request and response, versions 0-2."""

from __future__ import annotations

from struct import Struct
from struct import pack as _pack
from uuid import UUID

from kafka_async.protocol import primitives as _p
from kafka_async.protocol.errors import ProtocolError as _ProtocolError
from kafka_async.protocol.messages._base import Request, Response
from kafka_async.protocol.messages._base import FRESH as _FRESH
from kafka_async.protocol.primitives import ZERO_UUID as _ZERO_UUID
from kafka_async.protocol.primitives import Buffer
from kafka_async.protocol.primitives import EncodeError as _EncodeError

__all__ = ["DeleteRecordsRequest", "DeleteRecordsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DeleteRecordsRequest(Request["DeleteRecordsResponse"]):
    """DeleteRecords request (API key 21): versions 0-2, flexible from 2."""

    API_KEY = 21
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2


    class DeleteRecordsTopic:
        """DeleteRecordsTopic (versions 0+)."""

        class DeleteRecordsPartition:
            """DeleteRecordsPartition (versions 0+)."""
            __slots__ = ('partition_index', 'offset', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The deletion offset. -1 means that records should be truncated to the high watermark. (v0+)
            offset: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, offset: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.offset = offset
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, offset={self.offset!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.offset, self.unknown_tagged_fields,) == (other.partition_index, other.offset, other.unknown_tagged_fields,)

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: Each partition that we want to delete records from. (v0+)
        partitions: list[DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('topics', 'timeout_ms', 'unknown_tagged_fields',)
    #: Each topic that we want to delete records from. (v0+)
    topics: list[DeleteRecordsRequest.DeleteRecordsTopic]
    #: How long to wait for the deletion to complete, in milliseconds. (v0+)
    timeout_ms: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, topics: list[DeleteRecordsRequest.DeleteRecordsTopic] = _FRESH, timeout_ms: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.topics = [] if topics is _FRESH else topics
        self.timeout_ms = timeout_ms
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(topics={self.topics!r}, timeout_ms={self.timeout_ms!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.topics, self.timeout_ms, self.unknown_tagged_fields,) == (other.topics, other.timeout_ms, other.unknown_tagged_fields,)


class DeleteRecordsResponse(Response):
    """DeleteRecords response (API key 21): versions 0-2, flexible from 2."""

    API_KEY = 21
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2


    class DeleteRecordsTopicResult:
        """DeleteRecordsTopicResult (versions 0+)."""

        class DeleteRecordsPartitionResult:
            """DeleteRecordsPartitionResult (versions 0+)."""
            __slots__ = ('partition_index', 'low_watermark', 'error_code', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The partition low water mark. (v0+)
            low_watermark: int
            #: The deletion error code, or 0 if the deletion succeeded. (v0+)
            error_code: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, low_watermark: int = 0, error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.low_watermark = low_watermark
                self.error_code = error_code
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, low_watermark={self.low_watermark!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.low_watermark, self.error_code, self.unknown_tagged_fields,) == (other.partition_index, other.low_watermark, other.error_code, other.unknown_tagged_fields,)

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: Each partition that we wanted to delete records from. (v0+)
        partitions: list[DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: Each topic that we wanted to delete records from. (v0+)
    topics: list[DeleteRecordsResponse.DeleteRecordsTopicResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, topics: list[DeleteRecordsResponse.DeleteRecordsTopicResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.topics, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.topics, other.unknown_tagged_fields,)

_DeleteRecordsRequest = DeleteRecordsRequest
_DeleteRecordsRequest_DeleteRecordsTopic = DeleteRecordsRequest.DeleteRecordsTopic
_DeleteRecordsRequest_DeleteRecordsTopic_DeleteRecordsPartition = DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition
_DeleteRecordsResponse = DeleteRecordsResponse
_DeleteRecordsResponse_DeleteRecordsTopicResult = DeleteRecordsResponse.DeleteRecordsTopicResult
_DeleteRecordsResponse_DeleteRecordsTopicResult_DeleteRecordsPartitionResult = DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult

_S0 = Struct('>iq')
_S1 = Struct('>i')
_S2 = Struct('>iqh')


# DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition v0-1
def _enc_DeleteRecordsPartition_1(o: DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.partition_index, o.offset))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteRecordsRequest.DeleteRecordsTopic v0-1
def _enc_DeleteRecordsTopic_2(o: DeleteRecordsRequest.DeleteRecordsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DeleteRecordsPartition_1(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteRecordsRequest v0-1
def _enc_DeleteRecordsRequest_3(o: DeleteRecordsRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_DeleteRecordsTopic_2(e0, out)
    out.append(_S1.pack(o.timeout_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition v2
def _enc_DeleteRecordsPartition_4(o: DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.partition_index, o.offset))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteRecordsRequest.DeleteRecordsTopic v2
def _enc_DeleteRecordsTopic_5(o: DeleteRecordsRequest.DeleteRecordsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DeleteRecordsPartition_4(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteRecordsRequest v2
def _enc_DeleteRecordsRequest_6(o: DeleteRecordsRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_DeleteRecordsTopic_5(e0, out)
    out.append(_S1.pack(o.timeout_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition v0-1
def _dec_DeleteRecordsPartition_7(buf: memoryview, pos: int) -> tuple[DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition, int]:
    f_partition_index: int
    f_offset: int
    f_partition_index, f_offset = _S0.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    return _DeleteRecordsRequest_DeleteRecordsTopic_DeleteRecordsPartition(f_partition_index, f_offset, unknown), pos


# DeleteRecordsRequest.DeleteRecordsTopic v0-1
def _dec_DeleteRecordsTopic_8(buf: memoryview, pos: int) -> tuple[DeleteRecordsRequest.DeleteRecordsTopic, int]:
    f_name: str
    f_partitions: list[DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 12)
    l_partitions: list[DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_DeleteRecordsPartition_7(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _DeleteRecordsRequest_DeleteRecordsTopic(f_name, f_partitions, unknown), pos


# DeleteRecordsRequest v0-1
def _dec_DeleteRecordsRequest_9(buf: memoryview, pos: int) -> tuple[DeleteRecordsRequest, int]:
    f_topics: list[DeleteRecordsRequest.DeleteRecordsTopic]
    f_timeout_ms: int
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[DeleteRecordsRequest.DeleteRecordsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DeleteRecordsTopic_8(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_timeout_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _DeleteRecordsRequest(f_topics, f_timeout_ms, unknown), pos


# DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition v2
def _dec_DeleteRecordsPartition_10(buf: memoryview, pos: int) -> tuple[DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition, int]:
    f_partition_index: int
    f_offset: int
    f_partition_index, f_offset = _S0.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteRecordsRequest_DeleteRecordsTopic_DeleteRecordsPartition(f_partition_index, f_offset, unknown), pos


# DeleteRecordsRequest.DeleteRecordsTopic v2
def _dec_DeleteRecordsTopic_11(buf: memoryview, pos: int) -> tuple[DeleteRecordsRequest.DeleteRecordsTopic, int]:
    f_name: str
    f_partitions: list[DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 13 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 13)
    l_partitions: list[DeleteRecordsRequest.DeleteRecordsTopic.DeleteRecordsPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_DeleteRecordsPartition_10(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteRecordsRequest_DeleteRecordsTopic(f_name, f_partitions, unknown), pos


# DeleteRecordsRequest v2
def _dec_DeleteRecordsRequest_12(buf: memoryview, pos: int) -> tuple[DeleteRecordsRequest, int]:
    f_topics: list[DeleteRecordsRequest.DeleteRecordsTopic]
    f_timeout_ms: int
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[DeleteRecordsRequest.DeleteRecordsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DeleteRecordsTopic_11(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_timeout_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteRecordsRequest(f_topics, f_timeout_ms, unknown), pos


# DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult v0-1
def _enc_DeleteRecordsPartitionResult_13(o: DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_index, o.low_watermark, o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteRecordsResponse.DeleteRecordsTopicResult v0-1
def _enc_DeleteRecordsTopicResult_14(o: DeleteRecordsResponse.DeleteRecordsTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DeleteRecordsPartitionResult_13(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteRecordsResponse v0-1
def _enc_DeleteRecordsResponse_15(o: DeleteRecordsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DeleteRecordsTopicResult_14(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult v2
def _enc_DeleteRecordsPartitionResult_16(o: DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_index, o.low_watermark, o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteRecordsResponse.DeleteRecordsTopicResult v2
def _enc_DeleteRecordsTopicResult_17(o: DeleteRecordsResponse.DeleteRecordsTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DeleteRecordsPartitionResult_16(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteRecordsResponse v2
def _enc_DeleteRecordsResponse_18(o: DeleteRecordsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DeleteRecordsTopicResult_17(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult v0-1
def _dec_DeleteRecordsPartitionResult_19(buf: memoryview, pos: int) -> tuple[DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult, int]:
    f_partition_index: int
    f_low_watermark: int
    f_error_code: int
    f_partition_index, f_low_watermark, f_error_code = _S2.unpack_from(buf, pos)
    pos += 14
    unknown: dict[int, bytes] = {}
    return _DeleteRecordsResponse_DeleteRecordsTopicResult_DeleteRecordsPartitionResult(f_partition_index, f_low_watermark, f_error_code, unknown), pos


# DeleteRecordsResponse.DeleteRecordsTopicResult v0-1
def _dec_DeleteRecordsTopicResult_20(buf: memoryview, pos: int) -> tuple[DeleteRecordsResponse.DeleteRecordsTopicResult, int]:
    f_name: str
    f_partitions: list[DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 14)
    l_partitions: list[DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_DeleteRecordsPartitionResult_19(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _DeleteRecordsResponse_DeleteRecordsTopicResult(f_name, f_partitions, unknown), pos


# DeleteRecordsResponse v0-1
def _dec_DeleteRecordsResponse_21(buf: memoryview, pos: int) -> tuple[DeleteRecordsResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[DeleteRecordsResponse.DeleteRecordsTopicResult]
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[DeleteRecordsResponse.DeleteRecordsTopicResult] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DeleteRecordsTopicResult_20(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _DeleteRecordsResponse(f_throttle_time_ms, f_topics, unknown), pos


# DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult v2
def _dec_DeleteRecordsPartitionResult_22(buf: memoryview, pos: int) -> tuple[DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult, int]:
    f_partition_index: int
    f_low_watermark: int
    f_error_code: int
    f_partition_index, f_low_watermark, f_error_code = _S2.unpack_from(buf, pos)
    pos += 14
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteRecordsResponse_DeleteRecordsTopicResult_DeleteRecordsPartitionResult(f_partition_index, f_low_watermark, f_error_code, unknown), pos


# DeleteRecordsResponse.DeleteRecordsTopicResult v2
def _dec_DeleteRecordsTopicResult_23(buf: memoryview, pos: int) -> tuple[DeleteRecordsResponse.DeleteRecordsTopicResult, int]:
    f_name: str
    f_partitions: list[DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 15 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 15)
    l_partitions: list[DeleteRecordsResponse.DeleteRecordsTopicResult.DeleteRecordsPartitionResult] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_DeleteRecordsPartitionResult_22(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteRecordsResponse_DeleteRecordsTopicResult(f_name, f_partitions, unknown), pos


# DeleteRecordsResponse v2
def _dec_DeleteRecordsResponse_24(buf: memoryview, pos: int) -> tuple[DeleteRecordsResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[DeleteRecordsResponse.DeleteRecordsTopicResult]
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[DeleteRecordsResponse.DeleteRecordsTopicResult] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DeleteRecordsTopicResult_23(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteRecordsResponse(f_throttle_time_ms, f_topics, unknown), pos


DeleteRecordsRequest._ENCODERS = (_enc_DeleteRecordsRequest_3, _enc_DeleteRecordsRequest_3, _enc_DeleteRecordsRequest_6,)
DeleteRecordsRequest._DECODERS = (_dec_DeleteRecordsRequest_9, _dec_DeleteRecordsRequest_9, _dec_DeleteRecordsRequest_12,)
DeleteRecordsResponse._ENCODERS = (_enc_DeleteRecordsResponse_15, _enc_DeleteRecordsResponse_15, _enc_DeleteRecordsResponse_18,)
DeleteRecordsResponse._DECODERS = (_dec_DeleteRecordsResponse_21, _dec_DeleteRecordsResponse_21, _dec_DeleteRecordsResponse_24,)
DeleteRecordsRequest.RESPONSE = DeleteRecordsResponse
DeleteRecordsResponse.REQUEST = DeleteRecordsRequest
