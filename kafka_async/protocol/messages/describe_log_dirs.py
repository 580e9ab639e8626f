# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeLogDirs (API key 35): request and response, versions 1-5."""

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

__all__ = ["DescribeLogDirsRequest", "DescribeLogDirsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeLogDirsRequest(Request["DescribeLogDirsResponse"]):
    """DescribeLogDirs request (API key 35): versions 1-5, flexible from 2."""

    API_KEY = 35
    MIN_VERSION = 1
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 2


    class DescribableLogDirTopic:
        """DescribableLogDirTopic (versions 0+)."""
        __slots__ = ('topic', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        topic: str
        #: The partition indexes. (v0+)
        partitions: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic: str = "", partitions: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic={self.topic!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic, self.partitions, self.unknown_tagged_fields,) == (other.topic, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('topics', 'unknown_tagged_fields',)
    #: Each topic that we want to describe log directories for, or null for all topics. (v0+, nullable v0+)
    topics: list[DescribeLogDirsRequest.DescribableLogDirTopic] | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, topics: list[DescribeLogDirsRequest.DescribableLogDirTopic] | None = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.topics, self.unknown_tagged_fields,) == (other.topics, other.unknown_tagged_fields,)


class DescribeLogDirsResponse(Response):
    """DescribeLogDirs response (API key 35): versions 1-5, flexible from 2."""

    API_KEY = 35
    MIN_VERSION = 1
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 2


    class DescribeLogDirsResult:
        """DescribeLogDirsResult (versions 0+)."""

        class DescribeLogDirsTopic:
            """DescribeLogDirsTopic (versions 0+)."""

            class DescribeLogDirsPartition:
                """DescribeLogDirsPartition (versions 0+)."""
                __slots__ = ('partition_index', 'partition_size', 'offset_lag', 'is_future_key', 'unknown_tagged_fields',)
                #: The partition index. (v0+)
                partition_index: int
                #: The size of the log segments in this partition in bytes. (v0+)
                partition_size: int
                #: The lag of the log's LEO w.r.t. partition's HW (if it is the current log for the partition) or current replica's LEO (if it is the future log for the partition). (v0+)
                offset_lag: int
                #: True if this log is created by AlterReplicaLogDirsRequest and will replace the current log of the replica in the future. (v0+)
                is_future_key: bool
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, partition_index: int = 0, partition_size: int = 0, offset_lag: int = 0, is_future_key: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.partition_index = partition_index
                    self.partition_size = partition_size
                    self.offset_lag = offset_lag
                    self.is_future_key = is_future_key
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, partition_size={self.partition_size!r}, offset_lag={self.offset_lag!r}, is_future_key={self.is_future_key!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.partition_index, self.partition_size, self.offset_lag, self.is_future_key, self.unknown_tagged_fields,) == (other.partition_index, other.partition_size, other.offset_lag, other.is_future_key, other.unknown_tagged_fields,)

            __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
            #: The topic name. (v0+)
            name: str
            #: The partitions. (v0+)
            partitions: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, name: str = "", partitions: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.name = name
                self.partitions = [] if partitions is _FRESH else partitions
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

        __slots__ = ('error_code', 'log_dir', 'topics', 'total_bytes', 'usable_bytes', 'is_cordoned', 'unknown_tagged_fields',)
        #: The error code, or 0 if there was no error. (v0+)
        error_code: int
        #: The absolute log directory path. (v0+)
        log_dir: str
        #: The topics. (v0+)
        topics: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic]
        #: The total size in bytes of the volume the log directory is in. This value does not include the size of data stored in remote storage. (v4+, ignorable)
        total_bytes: int
        #: The usable size in bytes of the volume the log directory is in. This value does not include the size of data stored in remote storage. (v4+, ignorable)
        usable_bytes: int
        #: True if this log directory is cordoned. (v5+, ignorable)
        is_cordoned: bool
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, error_code: int = 0, log_dir: str = "", topics: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic] = _FRESH, total_bytes: int = -1, usable_bytes: int = -1, is_cordoned: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.error_code = error_code
            self.log_dir = log_dir
            self.topics = [] if topics is _FRESH else topics
            self.total_bytes = total_bytes
            self.usable_bytes = usable_bytes
            self.is_cordoned = is_cordoned
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(error_code={self.error_code!r}, log_dir={self.log_dir!r}, topics={self.topics!r}, total_bytes={self.total_bytes!r}, usable_bytes={self.usable_bytes!r}, is_cordoned={self.is_cordoned!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.error_code, self.log_dir, self.topics, self.total_bytes, self.usable_bytes, self.is_cordoned, self.unknown_tagged_fields,) == (other.error_code, other.log_dir, other.topics, other.total_bytes, other.usable_bytes, other.is_cordoned, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'results', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v3+, ignorable)
    error_code: int
    #: The log directories. (v0+)
    results: list[DescribeLogDirsResponse.DescribeLogDirsResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, results: list[DescribeLogDirsResponse.DescribeLogDirsResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.results = [] if results is _FRESH else results
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, results={self.results!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.results, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.results, other.unknown_tagged_fields,)

_DescribeLogDirsRequest = DescribeLogDirsRequest
_DescribeLogDirsRequest_DescribableLogDirTopic = DescribeLogDirsRequest.DescribableLogDirTopic
_DescribeLogDirsResponse = DescribeLogDirsResponse
_DescribeLogDirsResponse_DescribeLogDirsResult = DescribeLogDirsResponse.DescribeLogDirsResult
_DescribeLogDirsResponse_DescribeLogDirsResult_DescribeLogDirsTopic = DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic
_DescribeLogDirsResponse_DescribeLogDirsResult_DescribeLogDirsTopic_DescribeLogDirsPartition = DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition

_S0 = Struct('>i')
_S1 = Struct('>h')
_S2 = Struct('>iqq?')
_S3 = Struct('>ih')
_S4 = Struct('>qq')
_S5 = Struct('>qq?')


# DescribeLogDirsRequest.DescribableLogDirTopic v1
def _enc_DescribableLogDirTopic_1(o: DescribeLogDirsRequest.DescribableLogDirTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    out.append(_pack(">%di" % len(a1), *a1))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeLogDirsRequest v1
def _enc_DescribeLogDirsRequest_2(o: DescribeLogDirsRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    if a0 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a0)))
        for e0 in a0:
            _enc_DescribableLogDirTopic_1(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeLogDirsRequest.DescribableLogDirTopic v2-5
def _enc_DescribableLogDirTopic_3(o: DescribeLogDirsRequest.DescribableLogDirTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeLogDirsRequest v2-5
def _enc_DescribeLogDirsRequest_4(o: DescribeLogDirsRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    if a0 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a0) + 1))
        for e0 in a0:
            _enc_DescribableLogDirTopic_3(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeLogDirsRequest.DescribableLogDirTopic v1
def _dec_DescribableLogDirTopic_5(buf: memoryview, pos: int) -> tuple[DescribeLogDirsRequest.DescribableLogDirTopic, int]:
    f_topic: str
    f_partitions: list[int]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
    unknown: dict[int, bytes] = {}
    return _DescribeLogDirsRequest_DescribableLogDirTopic(f_topic, f_partitions, unknown), pos


# DescribeLogDirsRequest v1
def _dec_DescribeLogDirsRequest_6(buf: memoryview, pos: int) -> tuple[DescribeLogDirsRequest, int]:
    f_topics: list[DescribeLogDirsRequest.DescribableLogDirTopic] | None
    n_topics, pos = _p.dec_nullable_array_len(buf, pos, 6)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[DescribeLogDirsRequest.DescribableLogDirTopic] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_DescribableLogDirTopic_5(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _DescribeLogDirsRequest(f_topics, unknown), pos


# DescribeLogDirsRequest.DescribableLogDirTopic v2-5
def _dec_DescribableLogDirTopic_7(buf: memoryview, pos: int) -> tuple[DescribeLogDirsRequest.DescribableLogDirTopic, int]:
    f_topic: str
    f_partitions: list[int]
    c_topic = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic < 128 and pos + c_topic <= len(buf):
        f_topic = _p.utf8_slice(buf, pos + 1, pos + c_topic)
        pos += c_topic
    else:
        f_topic, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 4 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeLogDirsRequest_DescribableLogDirTopic(f_topic, f_partitions, unknown), pos


# DescribeLogDirsRequest v2-5
def _dec_DescribeLogDirsRequest_8(buf: memoryview, pos: int) -> tuple[DescribeLogDirsRequest, int]:
    f_topics: list[DescribeLogDirsRequest.DescribableLogDirTopic] | None
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[DescribeLogDirsRequest.DescribableLogDirTopic] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_DescribableLogDirTopic_7(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeLogDirsRequest(f_topics, unknown), pos


# DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition v1
def _enc_DescribeLogDirsPartition_9(o: DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_index, o.partition_size, o.offset_lag, o.is_future_key))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic v1
def _enc_DescribeLogDirsTopic_10(o: DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DescribeLogDirsPartition_9(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeLogDirsResponse.DescribeLogDirsResult v1
def _enc_DescribeLogDirsResult_11(o: DescribeLogDirsResponse.DescribeLogDirsResult, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_string(o.log_dir))
    a2 = o.topics
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_DescribeLogDirsTopic_10(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeLogDirsResponse v1
def _enc_DescribeLogDirsResponse_12(o: DescribeLogDirsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DescribeLogDirsResult_11(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition v2-5
def _enc_DescribeLogDirsPartition_13(o: DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_index, o.partition_size, o.offset_lag, o.is_future_key))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic v2-5
def _enc_DescribeLogDirsTopic_14(o: DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribeLogDirsPartition_13(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeLogDirsResponse.DescribeLogDirsResult v2-3
def _enc_DescribeLogDirsResult_15(o: DescribeLogDirsResponse.DescribeLogDirsResult, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_compact_string(o.log_dir))
    a2 = o.topics
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_DescribeLogDirsTopic_14(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeLogDirsResponse v2
def _enc_DescribeLogDirsResponse_16(o: DescribeLogDirsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribeLogDirsResult_15(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeLogDirsResponse v3
def _enc_DescribeLogDirsResponse_17(o: DescribeLogDirsResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.throttle_time_ms, o.error_code))
    a2 = o.results
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_DescribeLogDirsResult_15(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeLogDirsResponse.DescribeLogDirsResult v4
def _enc_DescribeLogDirsResult_18(o: DescribeLogDirsResponse.DescribeLogDirsResult, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_compact_string(o.log_dir))
    a2 = o.topics
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_DescribeLogDirsTopic_14(e2, out)
    out.append(_S4.pack(o.total_bytes, o.usable_bytes))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeLogDirsResponse v4
def _enc_DescribeLogDirsResponse_19(o: DescribeLogDirsResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.throttle_time_ms, o.error_code))
    a2 = o.results
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_DescribeLogDirsResult_18(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeLogDirsResponse.DescribeLogDirsResult v5
def _enc_DescribeLogDirsResult_20(o: DescribeLogDirsResponse.DescribeLogDirsResult, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_compact_string(o.log_dir))
    a2 = o.topics
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_DescribeLogDirsTopic_14(e2, out)
    out.append(_S5.pack(o.total_bytes, o.usable_bytes, o.is_cordoned))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeLogDirsResponse v5
def _enc_DescribeLogDirsResponse_21(o: DescribeLogDirsResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.throttle_time_ms, o.error_code))
    a2 = o.results
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_DescribeLogDirsResult_20(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition v1
def _dec_DescribeLogDirsPartition_22(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition, int]:
    f_partition_index: int
    f_partition_size: int
    f_offset_lag: int
    f_is_future_key: bool
    f_partition_index, f_partition_size, f_offset_lag, f_is_future_key = _S2.unpack_from(buf, pos)
    pos += 21
    unknown: dict[int, bytes] = {}
    return _DescribeLogDirsResponse_DescribeLogDirsResult_DescribeLogDirsTopic_DescribeLogDirsPartition(f_partition_index, f_partition_size, f_offset_lag, f_is_future_key, unknown), pos


# DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic v1
def _dec_DescribeLogDirsTopic_23(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic, int]:
    f_name: str
    f_partitions: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 21)
    l_partitions: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_DescribeLogDirsPartition_22(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _DescribeLogDirsResponse_DescribeLogDirsResult_DescribeLogDirsTopic(f_name, f_partitions, unknown), pos


# DescribeLogDirsResponse.DescribeLogDirsResult v1
def _dec_DescribeLogDirsResult_24(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse.DescribeLogDirsResult, int]:
    f_error_code: int
    f_log_dir: str
    f_topics: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic]
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    f_log_dir, pos = _p.dec_string(buf, pos)
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DescribeLogDirsTopic_23(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _DescribeLogDirsResponse_DescribeLogDirsResult(f_error_code, f_log_dir, f_topics, -1, -1, False, unknown), pos


# DescribeLogDirsResponse v1
def _dec_DescribeLogDirsResponse_25(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[DescribeLogDirsResponse.DescribeLogDirsResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_results, pos = _p.dec_array_len(buf, pos, 8)
    l_results: list[DescribeLogDirsResponse.DescribeLogDirsResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_DescribeLogDirsResult_24(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    return _DescribeLogDirsResponse(f_throttle_time_ms, 0, f_results, unknown), pos


# DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition v2-5
def _dec_DescribeLogDirsPartition_26(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition, int]:
    f_partition_index: int
    f_partition_size: int
    f_offset_lag: int
    f_is_future_key: bool
    f_partition_index, f_partition_size, f_offset_lag, f_is_future_key = _S2.unpack_from(buf, pos)
    pos += 21
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeLogDirsResponse_DescribeLogDirsResult_DescribeLogDirsTopic_DescribeLogDirsPartition(f_partition_index, f_partition_size, f_offset_lag, f_is_future_key, unknown), pos


# DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic v2-5
def _dec_DescribeLogDirsTopic_27(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic, int]:
    f_name: str
    f_partitions: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 22 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 22)
    l_partitions: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic.DescribeLogDirsPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_DescribeLogDirsPartition_26(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeLogDirsResponse_DescribeLogDirsResult_DescribeLogDirsTopic(f_name, f_partitions, unknown), pos


# DescribeLogDirsResponse.DescribeLogDirsResult v2-3
def _dec_DescribeLogDirsResult_28(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse.DescribeLogDirsResult, int]:
    f_error_code: int
    f_log_dir: str
    f_topics: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic]
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    c_log_dir = buf[pos] if pos < len(buf) else 0
    if 0 < c_log_dir < 128 and pos + c_log_dir <= len(buf):
        f_log_dir = _p.utf8_slice(buf, pos + 1, pos + c_log_dir)
        pos += c_log_dir
    else:
        f_log_dir, pos = _p.dec_compact_string(buf, pos)
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DescribeLogDirsTopic_27(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeLogDirsResponse_DescribeLogDirsResult(f_error_code, f_log_dir, f_topics, -1, -1, False, unknown), pos


# DescribeLogDirsResponse v2
def _dec_DescribeLogDirsResponse_29(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[DescribeLogDirsResponse.DescribeLogDirsResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results < 127 and n_results * 5 < len(buf) - pos:
        pos += 1
    else:
        n_results, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_results: list[DescribeLogDirsResponse.DescribeLogDirsResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_DescribeLogDirsResult_28(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeLogDirsResponse(f_throttle_time_ms, 0, f_results, unknown), pos


# DescribeLogDirsResponse v3
def _dec_DescribeLogDirsResponse_30(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_results: list[DescribeLogDirsResponse.DescribeLogDirsResult]
    f_throttle_time_ms, f_error_code = _S3.unpack_from(buf, pos)
    pos += 6
    n_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results < 127 and n_results * 5 < len(buf) - pos:
        pos += 1
    else:
        n_results, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_results: list[DescribeLogDirsResponse.DescribeLogDirsResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_DescribeLogDirsResult_28(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeLogDirsResponse(f_throttle_time_ms, f_error_code, f_results, unknown), pos


# DescribeLogDirsResponse.DescribeLogDirsResult v4
def _dec_DescribeLogDirsResult_31(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse.DescribeLogDirsResult, int]:
    f_error_code: int
    f_log_dir: str
    f_topics: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic]
    f_total_bytes: int
    f_usable_bytes: int
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    c_log_dir = buf[pos] if pos < len(buf) else 0
    if 0 < c_log_dir < 128 and pos + c_log_dir <= len(buf):
        f_log_dir = _p.utf8_slice(buf, pos + 1, pos + c_log_dir)
        pos += c_log_dir
    else:
        f_log_dir, pos = _p.dec_compact_string(buf, pos)
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DescribeLogDirsTopic_27(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_total_bytes, f_usable_bytes = _S4.unpack_from(buf, pos)
    pos += 16
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeLogDirsResponse_DescribeLogDirsResult(f_error_code, f_log_dir, f_topics, f_total_bytes, f_usable_bytes, False, unknown), pos


# DescribeLogDirsResponse v4
def _dec_DescribeLogDirsResponse_32(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_results: list[DescribeLogDirsResponse.DescribeLogDirsResult]
    f_throttle_time_ms, f_error_code = _S3.unpack_from(buf, pos)
    pos += 6
    n_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results < 127 and n_results * 21 < len(buf) - pos:
        pos += 1
    else:
        n_results, pos = _p.dec_compact_array_len(buf, pos, 21)
    l_results: list[DescribeLogDirsResponse.DescribeLogDirsResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_DescribeLogDirsResult_31(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeLogDirsResponse(f_throttle_time_ms, f_error_code, f_results, unknown), pos


# DescribeLogDirsResponse.DescribeLogDirsResult v5
def _dec_DescribeLogDirsResult_33(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse.DescribeLogDirsResult, int]:
    f_error_code: int
    f_log_dir: str
    f_topics: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic]
    f_total_bytes: int
    f_usable_bytes: int
    f_is_cordoned: bool
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    c_log_dir = buf[pos] if pos < len(buf) else 0
    if 0 < c_log_dir < 128 and pos + c_log_dir <= len(buf):
        f_log_dir = _p.utf8_slice(buf, pos + 1, pos + c_log_dir)
        pos += c_log_dir
    else:
        f_log_dir, pos = _p.dec_compact_string(buf, pos)
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[DescribeLogDirsResponse.DescribeLogDirsResult.DescribeLogDirsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DescribeLogDirsTopic_27(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_total_bytes, f_usable_bytes, f_is_cordoned = _S5.unpack_from(buf, pos)
    pos += 17
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeLogDirsResponse_DescribeLogDirsResult(f_error_code, f_log_dir, f_topics, f_total_bytes, f_usable_bytes, f_is_cordoned, unknown), pos


# DescribeLogDirsResponse v5
def _dec_DescribeLogDirsResponse_34(buf: memoryview, pos: int) -> tuple[DescribeLogDirsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_results: list[DescribeLogDirsResponse.DescribeLogDirsResult]
    f_throttle_time_ms, f_error_code = _S3.unpack_from(buf, pos)
    pos += 6
    n_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results < 127 and n_results * 22 < len(buf) - pos:
        pos += 1
    else:
        n_results, pos = _p.dec_compact_array_len(buf, pos, 22)
    l_results: list[DescribeLogDirsResponse.DescribeLogDirsResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_DescribeLogDirsResult_33(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeLogDirsResponse(f_throttle_time_ms, f_error_code, f_results, unknown), pos


DescribeLogDirsRequest._ENCODERS = (None, _enc_DescribeLogDirsRequest_2, _enc_DescribeLogDirsRequest_4, _enc_DescribeLogDirsRequest_4, _enc_DescribeLogDirsRequest_4, _enc_DescribeLogDirsRequest_4,)
DescribeLogDirsRequest._DECODERS = (None, _dec_DescribeLogDirsRequest_6, _dec_DescribeLogDirsRequest_8, _dec_DescribeLogDirsRequest_8, _dec_DescribeLogDirsRequest_8, _dec_DescribeLogDirsRequest_8,)
DescribeLogDirsResponse._ENCODERS = (None, _enc_DescribeLogDirsResponse_12, _enc_DescribeLogDirsResponse_16, _enc_DescribeLogDirsResponse_17, _enc_DescribeLogDirsResponse_19, _enc_DescribeLogDirsResponse_21,)
DescribeLogDirsResponse._DECODERS = (None, _dec_DescribeLogDirsResponse_25, _dec_DescribeLogDirsResponse_29, _dec_DescribeLogDirsResponse_30, _dec_DescribeLogDirsResponse_32, _dec_DescribeLogDirsResponse_34,)
DescribeLogDirsRequest.RESPONSE = DescribeLogDirsResponse
DescribeLogDirsResponse.REQUEST = DescribeLogDirsRequest
