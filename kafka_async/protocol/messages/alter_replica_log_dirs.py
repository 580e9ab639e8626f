# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""AlterReplicaLogDirs (API key 34): request and response, versions 1-2."""

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

__all__ = ["AlterReplicaLogDirsRequest", "AlterReplicaLogDirsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class AlterReplicaLogDirsRequest(Request["AlterReplicaLogDirsResponse"]):
    """AlterReplicaLogDirs request (API key 34): versions 1-2, flexible from 2."""

    API_KEY = 34
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2


    class AlterReplicaLogDir:
        """AlterReplicaLogDir (versions 0+)."""

        class AlterReplicaLogDirTopic:
            """AlterReplicaLogDirTopic (versions 0+)."""
            __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
            #: The topic name. (v0+)
            name: str
            #: The partition indexes. (v0+)
            partitions: list[int]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, name: str = "", partitions: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.name = name
                self.partitions = [] if partitions is _FRESH else partitions
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

        __slots__ = ('path', 'topics', 'unknown_tagged_fields',)
        #: The absolute directory path. (v0+)
        path: str
        #: The topics to add to the directory. (v0+)
        topics: list[AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, path: str = "", topics: list[AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.path = path
            self.topics = [] if topics is _FRESH else topics
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(path={self.path!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.path, self.topics, self.unknown_tagged_fields,) == (other.path, other.topics, other.unknown_tagged_fields,)

    __slots__ = ('dirs', 'unknown_tagged_fields',)
    #: The alterations to make for each directory. (v0+)
    dirs: list[AlterReplicaLogDirsRequest.AlterReplicaLogDir]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, dirs: list[AlterReplicaLogDirsRequest.AlterReplicaLogDir] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.dirs = [] if dirs is _FRESH else dirs
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(dirs={self.dirs!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.dirs, self.unknown_tagged_fields,) == (other.dirs, other.unknown_tagged_fields,)


class AlterReplicaLogDirsResponse(Response):
    """AlterReplicaLogDirs response (API key 34): versions 1-2, flexible from 2."""

    API_KEY = 34
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2


    class AlterReplicaLogDirTopicResult:
        """AlterReplicaLogDirTopicResult (versions 0+)."""

        class AlterReplicaLogDirPartitionResult:
            """AlterReplicaLogDirPartitionResult (versions 0+)."""
            __slots__ = ('partition_index', 'error_code', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The error code, or 0 if there was no error. (v0+)
            error_code: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.error_code = error_code
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.error_code, self.unknown_tagged_fields,) == (other.partition_index, other.error_code, other.unknown_tagged_fields,)

        __slots__ = ('topic_name', 'partitions', 'unknown_tagged_fields',)
        #: The name of the topic. (v0+)
        topic_name: str
        #: The results for each partition. (v0+)
        partitions: list[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_name: str = "", partitions: list[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_name = topic_name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_name={self.topic_name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_name, self.partitions, self.unknown_tagged_fields,) == (other.topic_name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'results', 'unknown_tagged_fields',)
    #: Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The results for each topic. (v0+)
    results: list[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, results: list[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _FRESH else results
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, results={self.results!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.results, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.results, other.unknown_tagged_fields,)

_AlterReplicaLogDirsRequest = AlterReplicaLogDirsRequest
_AlterReplicaLogDirsRequest_AlterReplicaLogDir = AlterReplicaLogDirsRequest.AlterReplicaLogDir
_AlterReplicaLogDirsRequest_AlterReplicaLogDir_AlterReplicaLogDirTopic = AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic
_AlterReplicaLogDirsResponse = AlterReplicaLogDirsResponse
_AlterReplicaLogDirsResponse_AlterReplicaLogDirTopicResult = AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult
_AlterReplicaLogDirsResponse_AlterReplicaLogDirTopicResult_AlterReplicaLogDirPartitionResult = AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult

_S0 = Struct('>i')
_S1 = Struct('>ih')


# AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic v1
def _enc_AlterReplicaLogDirTopic_1(o: AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    out.append(_pack(">%di" % len(a1), *a1))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterReplicaLogDirsRequest.AlterReplicaLogDir v1
def _enc_AlterReplicaLogDir_2(o: AlterReplicaLogDirsRequest.AlterReplicaLogDir, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.path))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_AlterReplicaLogDirTopic_1(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterReplicaLogDirsRequest v1
def _enc_AlterReplicaLogDirsRequest_3(o: AlterReplicaLogDirsRequest, out: list[Buffer]) -> None:
    a0 = o.dirs
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_AlterReplicaLogDir_2(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic v2
def _enc_AlterReplicaLogDirTopic_4(o: AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterReplicaLogDirsRequest.AlterReplicaLogDir v2
def _enc_AlterReplicaLogDir_5(o: AlterReplicaLogDirsRequest.AlterReplicaLogDir, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.path))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AlterReplicaLogDirTopic_4(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterReplicaLogDirsRequest v2
def _enc_AlterReplicaLogDirsRequest_6(o: AlterReplicaLogDirsRequest, out: list[Buffer]) -> None:
    a0 = o.dirs
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_AlterReplicaLogDir_5(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic v1
def _dec_AlterReplicaLogDirTopic_7(buf: memoryview, pos: int) -> tuple[AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic, int]:
    f_name: str
    f_partitions: list[int]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
    unknown: dict[int, bytes] = {}
    return _AlterReplicaLogDirsRequest_AlterReplicaLogDir_AlterReplicaLogDirTopic(f_name, f_partitions, unknown), pos


# AlterReplicaLogDirsRequest.AlterReplicaLogDir v1
def _dec_AlterReplicaLogDir_8(buf: memoryview, pos: int) -> tuple[AlterReplicaLogDirsRequest.AlterReplicaLogDir, int]:
    f_path: str
    f_topics: list[AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic]
    f_path, pos = _p.dec_string(buf, pos)
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_AlterReplicaLogDirTopic_7(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _AlterReplicaLogDirsRequest_AlterReplicaLogDir(f_path, f_topics, unknown), pos


# AlterReplicaLogDirsRequest v1
def _dec_AlterReplicaLogDirsRequest_9(buf: memoryview, pos: int) -> tuple[AlterReplicaLogDirsRequest, int]:
    f_dirs: list[AlterReplicaLogDirsRequest.AlterReplicaLogDir]
    n_dirs, pos = _p.dec_array_len(buf, pos, 6)
    l_dirs: list[AlterReplicaLogDirsRequest.AlterReplicaLogDir] = []
    for _ in range(n_dirs):
        e_dirs, pos = _dec_AlterReplicaLogDir_8(buf, pos)
        l_dirs.append(e_dirs)
    f_dirs = l_dirs
    unknown: dict[int, bytes] = {}
    return _AlterReplicaLogDirsRequest(f_dirs, unknown), pos


# AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic v2
def _dec_AlterReplicaLogDirTopic_10(buf: memoryview, pos: int) -> tuple[AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic, int]:
    f_name: str
    f_partitions: list[int]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
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
    return _AlterReplicaLogDirsRequest_AlterReplicaLogDir_AlterReplicaLogDirTopic(f_name, f_partitions, unknown), pos


# AlterReplicaLogDirsRequest.AlterReplicaLogDir v2
def _dec_AlterReplicaLogDir_11(buf: memoryview, pos: int) -> tuple[AlterReplicaLogDirsRequest.AlterReplicaLogDir, int]:
    f_path: str
    f_topics: list[AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic]
    c_path = buf[pos] if pos < len(buf) else 0
    if 0 < c_path < 128 and pos + c_path <= len(buf):
        f_path = _p.utf8_slice(buf, pos + 1, pos + c_path)
        pos += c_path
    else:
        f_path, pos = _p.dec_compact_string(buf, pos)
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[AlterReplicaLogDirsRequest.AlterReplicaLogDir.AlterReplicaLogDirTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_AlterReplicaLogDirTopic_10(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterReplicaLogDirsRequest_AlterReplicaLogDir(f_path, f_topics, unknown), pos


# AlterReplicaLogDirsRequest v2
def _dec_AlterReplicaLogDirsRequest_12(buf: memoryview, pos: int) -> tuple[AlterReplicaLogDirsRequest, int]:
    f_dirs: list[AlterReplicaLogDirsRequest.AlterReplicaLogDir]
    n_dirs = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_dirs < 127 and n_dirs * 3 < len(buf) - pos:
        pos += 1
    else:
        n_dirs, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_dirs: list[AlterReplicaLogDirsRequest.AlterReplicaLogDir] = []
    for _ in range(n_dirs):
        e_dirs, pos = _dec_AlterReplicaLogDir_11(buf, pos)
        l_dirs.append(e_dirs)
    f_dirs = l_dirs
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterReplicaLogDirsRequest(f_dirs, unknown), pos


# AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult v1
def _enc_AlterReplicaLogDirPartitionResult_13(o: AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.partition_index, o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult v1
def _enc_AlterReplicaLogDirTopicResult_14(o: AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic_name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_AlterReplicaLogDirPartitionResult_13(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterReplicaLogDirsResponse v1
def _enc_AlterReplicaLogDirsResponse_15(o: AlterReplicaLogDirsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_AlterReplicaLogDirTopicResult_14(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult v2
def _enc_AlterReplicaLogDirPartitionResult_16(o: AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.partition_index, o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult v2
def _enc_AlterReplicaLogDirTopicResult_17(o: AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AlterReplicaLogDirPartitionResult_16(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterReplicaLogDirsResponse v2
def _enc_AlterReplicaLogDirsResponse_18(o: AlterReplicaLogDirsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AlterReplicaLogDirTopicResult_17(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult v1
def _dec_AlterReplicaLogDirPartitionResult_19(buf: memoryview, pos: int) -> tuple[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult, int]:
    f_partition_index: int
    f_error_code: int
    f_partition_index, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    return _AlterReplicaLogDirsResponse_AlterReplicaLogDirTopicResult_AlterReplicaLogDirPartitionResult(f_partition_index, f_error_code, unknown), pos


# AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult v1
def _dec_AlterReplicaLogDirTopicResult_20(buf: memoryview, pos: int) -> tuple[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult, int]:
    f_topic_name: str
    f_partitions: list[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult]
    f_topic_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 6)
    l_partitions: list[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_AlterReplicaLogDirPartitionResult_19(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _AlterReplicaLogDirsResponse_AlterReplicaLogDirTopicResult(f_topic_name, f_partitions, unknown), pos


# AlterReplicaLogDirsResponse v1
def _dec_AlterReplicaLogDirsResponse_21(buf: memoryview, pos: int) -> tuple[AlterReplicaLogDirsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_results, pos = _p.dec_array_len(buf, pos, 6)
    l_results: list[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_AlterReplicaLogDirTopicResult_20(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    return _AlterReplicaLogDirsResponse(f_throttle_time_ms, f_results, unknown), pos


# AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult v2
def _dec_AlterReplicaLogDirPartitionResult_22(buf: memoryview, pos: int) -> tuple[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult, int]:
    f_partition_index: int
    f_error_code: int
    f_partition_index, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterReplicaLogDirsResponse_AlterReplicaLogDirTopicResult_AlterReplicaLogDirPartitionResult(f_partition_index, f_error_code, unknown), pos


# AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult v2
def _dec_AlterReplicaLogDirTopicResult_23(buf: memoryview, pos: int) -> tuple[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult, int]:
    f_topic_name: str
    f_partitions: list[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult]
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 7 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 7)
    l_partitions: list[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult.AlterReplicaLogDirPartitionResult] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_AlterReplicaLogDirPartitionResult_22(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterReplicaLogDirsResponse_AlterReplicaLogDirTopicResult(f_topic_name, f_partitions, unknown), pos


# AlterReplicaLogDirsResponse v2
def _dec_AlterReplicaLogDirsResponse_24(buf: memoryview, pos: int) -> tuple[AlterReplicaLogDirsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results < 127 and n_results * 3 < len(buf) - pos:
        pos += 1
    else:
        n_results, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_results: list[AlterReplicaLogDirsResponse.AlterReplicaLogDirTopicResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_AlterReplicaLogDirTopicResult_23(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterReplicaLogDirsResponse(f_throttle_time_ms, f_results, unknown), pos


AlterReplicaLogDirsRequest._ENCODERS = (None, _enc_AlterReplicaLogDirsRequest_3, _enc_AlterReplicaLogDirsRequest_6,)
AlterReplicaLogDirsRequest._DECODERS = (None, _dec_AlterReplicaLogDirsRequest_9, _dec_AlterReplicaLogDirsRequest_12,)
AlterReplicaLogDirsResponse._ENCODERS = (None, _enc_AlterReplicaLogDirsResponse_15, _enc_AlterReplicaLogDirsResponse_18,)
AlterReplicaLogDirsResponse._DECODERS = (None, _dec_AlterReplicaLogDirsResponse_21, _dec_AlterReplicaLogDirsResponse_24,)
AlterReplicaLogDirsRequest.RESPONSE = AlterReplicaLogDirsResponse
AlterReplicaLogDirsResponse.REQUEST = AlterReplicaLogDirsRequest
