# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""CreatePartitions (API key 37): request and response, versions 0-3."""

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

__all__ = ["CreatePartitionsRequest", "CreatePartitionsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class CreatePartitionsRequest(Request["CreatePartitionsResponse"]):
    """CreatePartitions request (API key 37): versions 0-3, flexible from 2."""

    API_KEY = 37
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2


    class CreatePartitionsTopic:
        """CreatePartitionsTopic (versions 0+)."""

        class CreatePartitionsAssignment:
            """CreatePartitionsAssignment (versions 0+)."""
            __slots__ = ('broker_ids', 'unknown_tagged_fields',)
            #: The assigned broker IDs. (v0+)
            broker_ids: list[int]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, broker_ids: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.broker_ids = [] if broker_ids is _FRESH else broker_ids
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(broker_ids={self.broker_ids!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.broker_ids, self.unknown_tagged_fields,) == (other.broker_ids, other.unknown_tagged_fields,)

        __slots__ = ('name', 'count', 'assignments', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The new partition count. (v0+)
        count: int
        #: The new partition assignments. (v0+, nullable v0+)
        assignments: list[CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment] | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", count: int = 0, assignments: list[CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment] | None = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.count = count
            self.assignments = [] if assignments is _FRESH else assignments
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, count={self.count!r}, assignments={self.assignments!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.count, self.assignments, self.unknown_tagged_fields,) == (other.name, other.count, other.assignments, other.unknown_tagged_fields,)

    __slots__ = ('topics', 'timeout_ms', 'validate_only', 'unknown_tagged_fields',)
    #: Each topic that we want to create new partitions inside. (v0+)
    topics: list[CreatePartitionsRequest.CreatePartitionsTopic]
    #: The time in ms to wait for the partitions to be created. (v0+)
    timeout_ms: int
    #: If true, then validate the request, but don't actually increase the number of partitions. (v0+)
    validate_only: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, topics: list[CreatePartitionsRequest.CreatePartitionsTopic] = _FRESH, timeout_ms: int = 0, validate_only: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.topics = [] if topics is _FRESH else topics
        self.timeout_ms = timeout_ms
        self.validate_only = validate_only
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(topics={self.topics!r}, timeout_ms={self.timeout_ms!r}, validate_only={self.validate_only!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.topics, self.timeout_ms, self.validate_only, self.unknown_tagged_fields,) == (other.topics, other.timeout_ms, other.validate_only, other.unknown_tagged_fields,)


class CreatePartitionsResponse(Response):
    """CreatePartitions response (API key 37): versions 0-3, flexible from 2."""

    API_KEY = 37
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2


    class CreatePartitionsTopicResult:
        """CreatePartitionsTopicResult (versions 0+)."""
        __slots__ = ('name', 'error_code', 'error_message', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The result error, or zero if there was no error. (v0+)
        error_code: int
        #: The result message, or null if there was no error. (v0+, nullable v0+)
        error_message: str | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", error_code: int = 0, error_message: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.error_code = error_code
            self.error_message = error_message
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.error_code, self.error_message, self.unknown_tagged_fields,) == (other.name, other.error_code, other.error_message, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'results', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The partition creation results for each topic. (v0+)
    results: list[CreatePartitionsResponse.CreatePartitionsTopicResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, results: list[CreatePartitionsResponse.CreatePartitionsTopicResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _FRESH else results
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, results={self.results!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.results, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.results, other.unknown_tagged_fields,)

_CreatePartitionsRequest = CreatePartitionsRequest
_CreatePartitionsRequest_CreatePartitionsTopic = CreatePartitionsRequest.CreatePartitionsTopic
_CreatePartitionsRequest_CreatePartitionsTopic_CreatePartitionsAssignment = CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment
_CreatePartitionsResponse = CreatePartitionsResponse
_CreatePartitionsResponse_CreatePartitionsTopicResult = CreatePartitionsResponse.CreatePartitionsTopicResult

_S0 = Struct('>i')
_S1 = Struct('>i?')
_S2 = Struct('>h')


# CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment v0-1
def _enc_CreatePartitionsAssignment_1(o: CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment, out: list[Buffer]) -> None:
    a0 = o.broker_ids
    out.append(_p.enc_array_len(len(a0)))
    out.append(_pack(">%di" % len(a0), *a0))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreatePartitionsRequest.CreatePartitionsTopic v0-1
def _enc_CreatePartitionsTopic_2(o: CreatePartitionsRequest.CreatePartitionsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    out.append(_S0.pack(o.count))
    a2 = o.assignments
    if a2 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a2)))
        for e2 in a2:
            _enc_CreatePartitionsAssignment_1(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreatePartitionsRequest v0-1
def _enc_CreatePartitionsRequest_3(o: CreatePartitionsRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_CreatePartitionsTopic_2(e0, out)
    out.append(_S1.pack(o.timeout_ms, o.validate_only))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment v2-3
def _enc_CreatePartitionsAssignment_4(o: CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment, out: list[Buffer]) -> None:
    a0 = o.broker_ids
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.append(_pack(">%di" % len(a0), *a0))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreatePartitionsRequest.CreatePartitionsTopic v2-3
def _enc_CreatePartitionsTopic_5(o: CreatePartitionsRequest.CreatePartitionsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_S0.pack(o.count))
    a2 = o.assignments
    if a2 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a2) + 1))
        for e2 in a2:
            _enc_CreatePartitionsAssignment_4(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreatePartitionsRequest v2-3
def _enc_CreatePartitionsRequest_6(o: CreatePartitionsRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_CreatePartitionsTopic_5(e0, out)
    out.append(_S1.pack(o.timeout_ms, o.validate_only))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment v0-1
def _dec_CreatePartitionsAssignment_7(buf: memoryview, pos: int) -> tuple[CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment, int]:
    f_broker_ids: list[int]
    n_broker_ids, pos = _p.dec_array_len(buf, pos, 4)
    f_broker_ids, pos = _p.dec_fixed_array(buf, pos, n_broker_ids, 'i')
    unknown: dict[int, bytes] = {}
    return _CreatePartitionsRequest_CreatePartitionsTopic_CreatePartitionsAssignment(f_broker_ids, unknown), pos


# CreatePartitionsRequest.CreatePartitionsTopic v0-1
def _dec_CreatePartitionsTopic_8(buf: memoryview, pos: int) -> tuple[CreatePartitionsRequest.CreatePartitionsTopic, int]:
    f_name: str
    f_count: int
    f_assignments: list[CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment] | None
    f_name, pos = _p.dec_string(buf, pos)
    f_count = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_assignments, pos = _p.dec_nullable_array_len(buf, pos, 4)
    if n_assignments < 0:
        f_assignments = None
    else:
        l_assignments: list[CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment] = []
        for _ in range(n_assignments):
            e_assignments, pos = _dec_CreatePartitionsAssignment_7(buf, pos)
            l_assignments.append(e_assignments)
        f_assignments = l_assignments
    unknown: dict[int, bytes] = {}
    return _CreatePartitionsRequest_CreatePartitionsTopic(f_name, f_count, f_assignments, unknown), pos


# CreatePartitionsRequest v0-1
def _dec_CreatePartitionsRequest_9(buf: memoryview, pos: int) -> tuple[CreatePartitionsRequest, int]:
    f_topics: list[CreatePartitionsRequest.CreatePartitionsTopic]
    f_timeout_ms: int
    f_validate_only: bool
    n_topics, pos = _p.dec_array_len(buf, pos, 10)
    l_topics: list[CreatePartitionsRequest.CreatePartitionsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_CreatePartitionsTopic_8(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_timeout_ms, f_validate_only = _S1.unpack_from(buf, pos)
    pos += 5
    unknown: dict[int, bytes] = {}
    return _CreatePartitionsRequest(f_topics, f_timeout_ms, f_validate_only, unknown), pos


# CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment v2-3
def _dec_CreatePartitionsAssignment_10(buf: memoryview, pos: int) -> tuple[CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment, int]:
    f_broker_ids: list[int]
    n_broker_ids = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_broker_ids < 127 and n_broker_ids * 4 < len(buf) - pos:
        pos += 1
    else:
        n_broker_ids, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_broker_ids, pos = _p.dec_fixed_array(buf, pos, n_broker_ids, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreatePartitionsRequest_CreatePartitionsTopic_CreatePartitionsAssignment(f_broker_ids, unknown), pos


# CreatePartitionsRequest.CreatePartitionsTopic v2-3
def _dec_CreatePartitionsTopic_11(buf: memoryview, pos: int) -> tuple[CreatePartitionsRequest.CreatePartitionsTopic, int]:
    f_name: str
    f_count: int
    f_assignments: list[CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment] | None
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    f_count = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_assignments = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_assignments < 127 and n_assignments * 2 < len(buf) - pos:
        pos += 1
    else:
        n_assignments, pos = _p.dec_compact_nullable_array_len(buf, pos, 2)
    if n_assignments < 0:
        f_assignments = None
    else:
        l_assignments: list[CreatePartitionsRequest.CreatePartitionsTopic.CreatePartitionsAssignment] = []
        for _ in range(n_assignments):
            e_assignments, pos = _dec_CreatePartitionsAssignment_10(buf, pos)
            l_assignments.append(e_assignments)
        f_assignments = l_assignments
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreatePartitionsRequest_CreatePartitionsTopic(f_name, f_count, f_assignments, unknown), pos


# CreatePartitionsRequest v2-3
def _dec_CreatePartitionsRequest_12(buf: memoryview, pos: int) -> tuple[CreatePartitionsRequest, int]:
    f_topics: list[CreatePartitionsRequest.CreatePartitionsTopic]
    f_timeout_ms: int
    f_validate_only: bool
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 7 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 7)
    l_topics: list[CreatePartitionsRequest.CreatePartitionsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_CreatePartitionsTopic_11(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_timeout_ms, f_validate_only = _S1.unpack_from(buf, pos)
    pos += 5
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreatePartitionsRequest(f_topics, f_timeout_ms, f_validate_only, unknown), pos


# CreatePartitionsResponse.CreatePartitionsTopicResult v0-1
def _enc_CreatePartitionsTopicResult_13(o: CreatePartitionsResponse.CreatePartitionsTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    out.append(_S2.pack(o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreatePartitionsResponse v0-1
def _enc_CreatePartitionsResponse_14(o: CreatePartitionsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_CreatePartitionsTopicResult_13(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreatePartitionsResponse.CreatePartitionsTopicResult v2-3
def _enc_CreatePartitionsTopicResult_15(o: CreatePartitionsResponse.CreatePartitionsTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_S2.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreatePartitionsResponse v2-3
def _enc_CreatePartitionsResponse_16(o: CreatePartitionsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_CreatePartitionsTopicResult_15(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreatePartitionsResponse.CreatePartitionsTopicResult v0-1
def _dec_CreatePartitionsTopicResult_17(buf: memoryview, pos: int) -> tuple[CreatePartitionsResponse.CreatePartitionsTopicResult, int]:
    f_name: str
    f_error_code: int
    f_error_message: str | None
    f_name, pos = _p.dec_string(buf, pos)
    f_error_code = _S2.unpack_from(buf, pos)[0]
    pos += 2
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _CreatePartitionsResponse_CreatePartitionsTopicResult(f_name, f_error_code, f_error_message, unknown), pos


# CreatePartitionsResponse v0-1
def _dec_CreatePartitionsResponse_18(buf: memoryview, pos: int) -> tuple[CreatePartitionsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[CreatePartitionsResponse.CreatePartitionsTopicResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_results, pos = _p.dec_array_len(buf, pos, 6)
    l_results: list[CreatePartitionsResponse.CreatePartitionsTopicResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_CreatePartitionsTopicResult_17(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    return _CreatePartitionsResponse(f_throttle_time_ms, f_results, unknown), pos


# CreatePartitionsResponse.CreatePartitionsTopicResult v2-3
def _dec_CreatePartitionsTopicResult_19(buf: memoryview, pos: int) -> tuple[CreatePartitionsResponse.CreatePartitionsTopicResult, int]:
    f_name: str
    f_error_code: int
    f_error_message: str | None
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    f_error_code = _S2.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreatePartitionsResponse_CreatePartitionsTopicResult(f_name, f_error_code, f_error_message, unknown), pos


# CreatePartitionsResponse v2-3
def _dec_CreatePartitionsResponse_20(buf: memoryview, pos: int) -> tuple[CreatePartitionsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[CreatePartitionsResponse.CreatePartitionsTopicResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results < 127 and n_results * 5 < len(buf) - pos:
        pos += 1
    else:
        n_results, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_results: list[CreatePartitionsResponse.CreatePartitionsTopicResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_CreatePartitionsTopicResult_19(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreatePartitionsResponse(f_throttle_time_ms, f_results, unknown), pos


CreatePartitionsRequest._ENCODERS = (_enc_CreatePartitionsRequest_3, _enc_CreatePartitionsRequest_3, _enc_CreatePartitionsRequest_6, _enc_CreatePartitionsRequest_6,)
CreatePartitionsRequest._DECODERS = (_dec_CreatePartitionsRequest_9, _dec_CreatePartitionsRequest_9, _dec_CreatePartitionsRequest_12, _dec_CreatePartitionsRequest_12,)
CreatePartitionsResponse._ENCODERS = (_enc_CreatePartitionsResponse_14, _enc_CreatePartitionsResponse_14, _enc_CreatePartitionsResponse_16, _enc_CreatePartitionsResponse_16,)
CreatePartitionsResponse._DECODERS = (_dec_CreatePartitionsResponse_18, _dec_CreatePartitionsResponse_18, _dec_CreatePartitionsResponse_20, _dec_CreatePartitionsResponse_20,)
CreatePartitionsRequest.RESPONSE = CreatePartitionsResponse
CreatePartitionsResponse.REQUEST = CreatePartitionsRequest
