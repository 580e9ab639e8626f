# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DeleteShareGroupOffsets (API key 92): request and response, versions 0-0."""

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

__all__ = ["DeleteShareGroupOffsetsRequest", "DeleteShareGroupOffsetsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DeleteShareGroupOffsetsRequest(Request["DeleteShareGroupOffsetsResponse"]):
    """DeleteShareGroupOffsets request (API key 92): versions 0-0, flexible from 0."""

    API_KEY = 92
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class DeleteShareGroupOffsetsRequestTopic:
        """DeleteShareGroupOffsetsRequestTopic (versions 0+)."""
        __slots__ = ('topic_name', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        topic_name: str
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_name: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_name = topic_name
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_name={self.topic_name!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_name, self.unknown_tagged_fields,) == (other.topic_name, other.unknown_tagged_fields,)

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields',)
    #: The group identifier. (v0+)
    group_id: str
    #: The topics to delete offsets for. (v0+)
    topics: list[DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_id: str = "", topics: list[DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_id = group_id
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_id={self.group_id!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_id, self.topics, self.unknown_tagged_fields,) == (other.group_id, other.topics, other.unknown_tagged_fields,)


class DeleteShareGroupOffsetsResponse(Response):
    """DeleteShareGroupOffsets response (API key 92): versions 0-0, flexible from 0."""

    API_KEY = 92
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class DeleteShareGroupOffsetsResponseTopic:
        """DeleteShareGroupOffsetsResponseTopic (versions 0+)."""
        __slots__ = ('topic_name', 'topic_id', 'error_code', 'error_message', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        topic_name: str
        #: The unique topic ID. (v0+)
        topic_id: UUID
        #: The topic-level error code, or 0 if there was no error. (v0+)
        error_code: int
        #: The topic-level error message, or null if there was no error. (v0+, nullable v0+)
        error_message: str | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_name: str = "", topic_id: UUID = _ZERO_UUID, error_code: int = 0, error_message: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_name = topic_name
            self.topic_id = topic_id
            self.error_code = error_code
            self.error_message = error_message
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_name={self.topic_name!r}, topic_id={self.topic_id!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_name, self.topic_id, self.error_code, self.error_message, self.unknown_tagged_fields,) == (other.topic_name, other.topic_id, other.error_code, other.error_message, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'responses', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The top-level error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The top-level error message, or null if there was no error. (v0+, nullable v0+)
    error_message: str | None
    #: The results for each topic. (v0+)
    responses: list[DeleteShareGroupOffsetsResponse.DeleteShareGroupOffsetsResponseTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = None, responses: list[DeleteShareGroupOffsetsResponse.DeleteShareGroupOffsetsResponseTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.responses = [] if responses is _FRESH else responses
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, responses={self.responses!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.error_message, self.responses, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.error_message, other.responses, other.unknown_tagged_fields,)

_DeleteShareGroupOffsetsRequest = DeleteShareGroupOffsetsRequest
_DeleteShareGroupOffsetsRequest_DeleteShareGroupOffsetsRequestTopic = DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic
_DeleteShareGroupOffsetsResponse = DeleteShareGroupOffsetsResponse
_DeleteShareGroupOffsetsResponse_DeleteShareGroupOffsetsResponseTopic = DeleteShareGroupOffsetsResponse.DeleteShareGroupOffsetsResponseTopic

_S0 = Struct('>ih')
_S1 = Struct('>16sh')


# DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic v0
def _enc_DeleteShareGroupOffsetsRequestTopic_1(o: DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteShareGroupOffsetsRequest v0
def _enc_DeleteShareGroupOffsetsRequest_2(o: DeleteShareGroupOffsetsRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DeleteShareGroupOffsetsRequestTopic_1(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic v0
def _dec_DeleteShareGroupOffsetsRequestTopic_3(buf: memoryview, pos: int) -> tuple[DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic, int]:
    f_topic_name: str
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteShareGroupOffsetsRequest_DeleteShareGroupOffsetsRequestTopic(f_topic_name, unknown), pos


# DeleteShareGroupOffsetsRequest v0
def _dec_DeleteShareGroupOffsetsRequest_4(buf: memoryview, pos: int) -> tuple[DeleteShareGroupOffsetsRequest, int]:
    f_group_id: str
    f_topics: list[DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic]
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 2 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 2)
    l_topics: list[DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DeleteShareGroupOffsetsRequestTopic_3(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteShareGroupOffsetsRequest(f_group_id, f_topics, unknown), pos


# DeleteShareGroupOffsetsResponse.DeleteShareGroupOffsetsResponseTopic v0
def _enc_DeleteShareGroupOffsetsResponseTopic_5(o: DeleteShareGroupOffsetsResponse.DeleteShareGroupOffsetsResponseTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    out.append(_S1.pack(o.topic_id.bytes, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteShareGroupOffsetsResponse v0
def _enc_DeleteShareGroupOffsetsResponse_6(o: DeleteShareGroupOffsetsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a3 = o.responses
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_DeleteShareGroupOffsetsResponseTopic_5(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteShareGroupOffsetsResponse.DeleteShareGroupOffsetsResponseTopic v0
def _dec_DeleteShareGroupOffsetsResponseTopic_7(buf: memoryview, pos: int) -> tuple[DeleteShareGroupOffsetsResponse.DeleteShareGroupOffsetsResponseTopic, int]:
    f_topic_name: str
    f_topic_id: UUID
    f_error_code: int
    f_error_message: str | None
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    u_topic_id, f_error_code = _S1.unpack_from(buf, pos)
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
    return _DeleteShareGroupOffsetsResponse_DeleteShareGroupOffsetsResponseTopic(f_topic_name, f_topic_id, f_error_code, f_error_message, unknown), pos


# DeleteShareGroupOffsetsResponse v0
def _dec_DeleteShareGroupOffsetsResponse_8(buf: memoryview, pos: int) -> tuple[DeleteShareGroupOffsetsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_responses: list[DeleteShareGroupOffsetsResponse.DeleteShareGroupOffsetsResponseTopic]
    f_throttle_time_ms, f_error_code = _S0.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 21 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 21)
    l_responses: list[DeleteShareGroupOffsetsResponse.DeleteShareGroupOffsetsResponseTopic] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_DeleteShareGroupOffsetsResponseTopic_7(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteShareGroupOffsetsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_responses, unknown), pos


DeleteShareGroupOffsetsRequest._ENCODERS = (_enc_DeleteShareGroupOffsetsRequest_2,)
DeleteShareGroupOffsetsRequest._DECODERS = (_dec_DeleteShareGroupOffsetsRequest_4,)
DeleteShareGroupOffsetsResponse._ENCODERS = (_enc_DeleteShareGroupOffsetsResponse_6,)
DeleteShareGroupOffsetsResponse._DECODERS = (_dec_DeleteShareGroupOffsetsResponse_8,)
DeleteShareGroupOffsetsRequest.RESPONSE = DeleteShareGroupOffsetsResponse
DeleteShareGroupOffsetsResponse.REQUEST = DeleteShareGroupOffsetsRequest
