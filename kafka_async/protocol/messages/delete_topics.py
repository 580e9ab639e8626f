# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DeleteTopics (API key 20): request and response, versions 1-6."""

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

__all__ = ["DeleteTopicsRequest", "DeleteTopicsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DeleteTopicsRequest(Request["DeleteTopicsResponse"]):
    """DeleteTopics request (API key 20): versions 1-6, flexible from 4."""

    API_KEY = 20
    MIN_VERSION = 1
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 4


    class DeleteTopicState:
        """DeleteTopicState (versions 6+)."""
        __slots__ = ('name', 'topic_id', 'unknown_tagged_fields',)
        #: The topic name. (v6+, nullable v6+)
        name: str | None
        #: The unique topic ID. (v6+)
        topic_id: UUID
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str | None = None, topic_id: UUID = _ZERO_UUID, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.topic_id = topic_id
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, topic_id={self.topic_id!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.topic_id, self.unknown_tagged_fields,) == (other.name, other.topic_id, other.unknown_tagged_fields,)

    __slots__ = ('topics', 'topic_names', 'timeout_ms', 'unknown_tagged_fields',)
    #: The name or topic ID of the topic. (v6+)
    topics: list[DeleteTopicsRequest.DeleteTopicState]
    #: The names of the topics to delete. (v0-5, ignorable)
    topic_names: list[str]
    #: The length of time in milliseconds to wait for the deletions to complete. (v0+)
    timeout_ms: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, topics: list[DeleteTopicsRequest.DeleteTopicState] = _FRESH, topic_names: list[str] = _FRESH, timeout_ms: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.topics = [] if topics is _FRESH else topics
        self.topic_names = [] if topic_names is _FRESH else topic_names
        self.timeout_ms = timeout_ms
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(topics={self.topics!r}, topic_names={self.topic_names!r}, timeout_ms={self.timeout_ms!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.topics, self.topic_names, self.timeout_ms, self.unknown_tagged_fields,) == (other.topics, other.topic_names, other.timeout_ms, other.unknown_tagged_fields,)


class DeleteTopicsResponse(Response):
    """DeleteTopics response (API key 20): versions 1-6, flexible from 4."""

    API_KEY = 20
    MIN_VERSION = 1
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 4


    class DeletableTopicResult:
        """DeletableTopicResult (versions 0+)."""
        __slots__ = ('name', 'topic_id', 'error_code', 'error_message', 'unknown_tagged_fields',)
        #: The topic name. (v0+, nullable v6+)
        name: str | None
        #: The unique topic ID. (v6+, ignorable)
        topic_id: UUID
        #: The deletion error, or 0 if the deletion succeeded. (v0+)
        error_code: int
        #: The error message, or null if there was no error. (v5+, nullable v5+, ignorable)
        error_message: str | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str | None = "", topic_id: UUID = _ZERO_UUID, error_code: int = 0, error_message: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.topic_id = topic_id
            self.error_code = error_code
            self.error_message = error_message
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, topic_id={self.topic_id!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.topic_id, self.error_code, self.error_message, self.unknown_tagged_fields,) == (other.name, other.topic_id, other.error_code, other.error_message, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'responses', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v1+, ignorable)
    throttle_time_ms: int
    #: The results for each topic we tried to delete. (v0+)
    responses: list[DeleteTopicsResponse.DeletableTopicResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, responses: list[DeleteTopicsResponse.DeletableTopicResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.responses = [] if responses is _FRESH else responses
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, responses={self.responses!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.responses, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.responses, other.unknown_tagged_fields,)

_DeleteTopicsRequest = DeleteTopicsRequest
_DeleteTopicsRequest_DeleteTopicState = DeleteTopicsRequest.DeleteTopicState
_DeleteTopicsResponse = DeleteTopicsResponse
_DeleteTopicsResponse_DeletableTopicResult = DeleteTopicsResponse.DeletableTopicResult

_S0 = Struct('>i')
_S1 = Struct('>16s')
_S2 = Struct('>h')
_S3 = Struct('>16sh')


# DeleteTopicsRequest v1-3
def _enc_DeleteTopicsRequest_1(o: DeleteTopicsRequest, out: list[Buffer]) -> None:
    if len(o.topics) != 0:
        raise _EncodeError('topics' + _UNSUPPORTED)
    a0 = o.topic_names
    out.append(_p.enc_array_len(len(a0)))
    out.extend([_p.enc_string(e) for e in a0])
    out.append(_S0.pack(o.timeout_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteTopicsRequest v4-5
def _enc_DeleteTopicsRequest_2(o: DeleteTopicsRequest, out: list[Buffer]) -> None:
    if len(o.topics) != 0:
        raise _EncodeError('topics' + _UNSUPPORTED)
    a0 = o.topic_names
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.extend([_p.enc_compact_string(e) for e in a0])
    out.append(_S0.pack(o.timeout_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteTopicsRequest.DeleteTopicState v6
def _enc_DeleteTopicState_3(o: DeleteTopicsRequest.DeleteTopicState, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_nullable_string(o.name))
    out.append(_S1.pack(o.topic_id.bytes))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteTopicsRequest v6
def _enc_DeleteTopicsRequest_4(o: DeleteTopicsRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_DeleteTopicState_3(e0, out)
    out.append(_S0.pack(o.timeout_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteTopicsRequest v1-3
def _dec_DeleteTopicsRequest_5(buf: memoryview, pos: int) -> tuple[DeleteTopicsRequest, int]:
    f_topic_names: list[str]
    f_timeout_ms: int
    n_topic_names, pos = _p.dec_array_len(buf, pos, 2)
    l_topic_names: list[str] = []
    for _ in range(n_topic_names):
        e_topic_names, pos = _p.dec_string(buf, pos)
        l_topic_names.append(e_topic_names)
    f_topic_names = l_topic_names
    f_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _DeleteTopicsRequest([], f_topic_names, f_timeout_ms, unknown), pos


# DeleteTopicsRequest v4-5
def _dec_DeleteTopicsRequest_6(buf: memoryview, pos: int) -> tuple[DeleteTopicsRequest, int]:
    f_topic_names: list[str]
    f_timeout_ms: int
    n_topic_names = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topic_names < 127 and n_topic_names < len(buf) - pos:
        pos += 1
    else:
        n_topic_names, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_topic_names: list[str] = []
    for _ in range(n_topic_names):
        e_topic_names, pos = _p.dec_compact_string(buf, pos)
        l_topic_names.append(e_topic_names)
    f_topic_names = l_topic_names
    f_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteTopicsRequest([], f_topic_names, f_timeout_ms, unknown), pos


# DeleteTopicsRequest.DeleteTopicState v6
def _dec_DeleteTopicState_7(buf: memoryview, pos: int) -> tuple[DeleteTopicsRequest.DeleteTopicState, int]:
    f_name: str | None
    f_topic_id: UUID
    if pos < len(buf) and buf[pos] == 0:
        f_name = None
        pos += 1
    else:
        f_name, pos = _p.dec_compact_nullable_string(buf, pos)
    u_topic_id = _S1.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteTopicsRequest_DeleteTopicState(f_name, f_topic_id, unknown), pos


# DeleteTopicsRequest v6
def _dec_DeleteTopicsRequest_8(buf: memoryview, pos: int) -> tuple[DeleteTopicsRequest, int]:
    f_topics: list[DeleteTopicsRequest.DeleteTopicState]
    f_timeout_ms: int
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topics: list[DeleteTopicsRequest.DeleteTopicState] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DeleteTopicState_7(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteTopicsRequest(f_topics, [], f_timeout_ms, unknown), pos


# DeleteTopicsResponse.DeletableTopicResult v1-3
def _enc_DeletableTopicResult_9(o: DeleteTopicsResponse.DeletableTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    out.append(_S2.pack(o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteTopicsResponse v1-3
def _enc_DeleteTopicsResponse_10(o: DeleteTopicsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.responses
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DeletableTopicResult_9(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteTopicsResponse.DeletableTopicResult v4
def _enc_DeletableTopicResult_11(o: DeleteTopicsResponse.DeletableTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_S2.pack(o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteTopicsResponse v4
def _enc_DeleteTopicsResponse_12(o: DeleteTopicsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.responses
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DeletableTopicResult_11(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteTopicsResponse.DeletableTopicResult v5
def _enc_DeletableTopicResult_13(o: DeleteTopicsResponse.DeletableTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_S2.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteTopicsResponse v5
def _enc_DeleteTopicsResponse_14(o: DeleteTopicsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.responses
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DeletableTopicResult_13(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteTopicsResponse.DeletableTopicResult v6
def _enc_DeletableTopicResult_15(o: DeleteTopicsResponse.DeletableTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_nullable_string(o.name))
    out.append(_S3.pack(o.topic_id.bytes, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteTopicsResponse v6
def _enc_DeleteTopicsResponse_16(o: DeleteTopicsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.responses
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DeletableTopicResult_15(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteTopicsResponse.DeletableTopicResult v1-3
def _dec_DeletableTopicResult_17(buf: memoryview, pos: int) -> tuple[DeleteTopicsResponse.DeletableTopicResult, int]:
    f_name: str | None
    f_error_code: int
    f_name, pos = _p.dec_string(buf, pos)
    f_error_code = _S2.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    return _DeleteTopicsResponse_DeletableTopicResult(f_name, _ZERO_UUID, f_error_code, None, unknown), pos


# DeleteTopicsResponse v1-3
def _dec_DeleteTopicsResponse_18(buf: memoryview, pos: int) -> tuple[DeleteTopicsResponse, int]:
    f_throttle_time_ms: int
    f_responses: list[DeleteTopicsResponse.DeletableTopicResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_responses, pos = _p.dec_array_len(buf, pos, 4)
    l_responses: list[DeleteTopicsResponse.DeletableTopicResult] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_DeletableTopicResult_17(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    return _DeleteTopicsResponse(f_throttle_time_ms, f_responses, unknown), pos


# DeleteTopicsResponse.DeletableTopicResult v4
def _dec_DeletableTopicResult_19(buf: memoryview, pos: int) -> tuple[DeleteTopicsResponse.DeletableTopicResult, int]:
    f_name: str | None
    f_error_code: int
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    f_error_code = _S2.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteTopicsResponse_DeletableTopicResult(f_name, _ZERO_UUID, f_error_code, None, unknown), pos


# DeleteTopicsResponse v4
def _dec_DeleteTopicsResponse_20(buf: memoryview, pos: int) -> tuple[DeleteTopicsResponse, int]:
    f_throttle_time_ms: int
    f_responses: list[DeleteTopicsResponse.DeletableTopicResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 4 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_responses: list[DeleteTopicsResponse.DeletableTopicResult] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_DeletableTopicResult_19(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteTopicsResponse(f_throttle_time_ms, f_responses, unknown), pos


# DeleteTopicsResponse.DeletableTopicResult v5
def _dec_DeletableTopicResult_21(buf: memoryview, pos: int) -> tuple[DeleteTopicsResponse.DeletableTopicResult, int]:
    f_name: str | None
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
    return _DeleteTopicsResponse_DeletableTopicResult(f_name, _ZERO_UUID, f_error_code, f_error_message, unknown), pos


# DeleteTopicsResponse v5
def _dec_DeleteTopicsResponse_22(buf: memoryview, pos: int) -> tuple[DeleteTopicsResponse, int]:
    f_throttle_time_ms: int
    f_responses: list[DeleteTopicsResponse.DeletableTopicResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 5 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_responses: list[DeleteTopicsResponse.DeletableTopicResult] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_DeletableTopicResult_21(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteTopicsResponse(f_throttle_time_ms, f_responses, unknown), pos


# DeleteTopicsResponse.DeletableTopicResult v6
def _dec_DeletableTopicResult_23(buf: memoryview, pos: int) -> tuple[DeleteTopicsResponse.DeletableTopicResult, int]:
    f_name: str | None
    f_topic_id: UUID
    f_error_code: int
    f_error_message: str | None
    if pos < len(buf) and buf[pos] == 0:
        f_name = None
        pos += 1
    else:
        f_name, pos = _p.dec_compact_nullable_string(buf, pos)
    u_topic_id, f_error_code = _S3.unpack_from(buf, pos)
    pos += 18
    f_topic_id = _UUID(bytes=u_topic_id)
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
    return _DeleteTopicsResponse_DeletableTopicResult(f_name, f_topic_id, f_error_code, f_error_message, unknown), pos


# DeleteTopicsResponse v6
def _dec_DeleteTopicsResponse_24(buf: memoryview, pos: int) -> tuple[DeleteTopicsResponse, int]:
    f_throttle_time_ms: int
    f_responses: list[DeleteTopicsResponse.DeletableTopicResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 21 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 21)
    l_responses: list[DeleteTopicsResponse.DeletableTopicResult] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_DeletableTopicResult_23(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteTopicsResponse(f_throttle_time_ms, f_responses, unknown), pos


DeleteTopicsRequest._ENCODERS = (None, _enc_DeleteTopicsRequest_1, _enc_DeleteTopicsRequest_1, _enc_DeleteTopicsRequest_1, _enc_DeleteTopicsRequest_2, _enc_DeleteTopicsRequest_2, _enc_DeleteTopicsRequest_4,)
DeleteTopicsRequest._DECODERS = (None, _dec_DeleteTopicsRequest_5, _dec_DeleteTopicsRequest_5, _dec_DeleteTopicsRequest_5, _dec_DeleteTopicsRequest_6, _dec_DeleteTopicsRequest_6, _dec_DeleteTopicsRequest_8,)
DeleteTopicsResponse._ENCODERS = (None, _enc_DeleteTopicsResponse_10, _enc_DeleteTopicsResponse_10, _enc_DeleteTopicsResponse_10, _enc_DeleteTopicsResponse_12, _enc_DeleteTopicsResponse_14, _enc_DeleteTopicsResponse_16,)
DeleteTopicsResponse._DECODERS = (None, _dec_DeleteTopicsResponse_18, _dec_DeleteTopicsResponse_18, _dec_DeleteTopicsResponse_18, _dec_DeleteTopicsResponse_20, _dec_DeleteTopicsResponse_22, _dec_DeleteTopicsResponse_24,)
DeleteTopicsRequest.RESPONSE = DeleteTopicsResponse
DeleteTopicsResponse.REQUEST = DeleteTopicsRequest
