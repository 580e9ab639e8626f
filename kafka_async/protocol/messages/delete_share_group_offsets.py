# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DeleteShareGroupOffsets (API key 92): request and response, versions 0-0."""

from __future__ import annotations

from dataclasses import dataclass, field
from struct import Struct
from struct import pack as _pack
from uuid import UUID

from kafka_async.protocol import primitives as _p
from kafka_async.protocol.errors import ProtocolError as _ProtocolError
from kafka_async.protocol.messages._base import Request, Response
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



@dataclass(slots=True)
class DeleteShareGroupOffsetsRequest(Request["DeleteShareGroupOffsetsResponse"]):
    """DeleteShareGroupOffsets request (API key 92): versions 0-0, flexible from 0."""

    API_KEY = 92
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    @dataclass(slots=True)
    class DeleteShareGroupOffsetsRequestTopic:
        """DeleteShareGroupOffsetsRequestTopic (versions 0+)."""
        #: The topic name. (v0+)
        topic_name: str = ""
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

    #: The group identifier. (v0+)
    group_id: str = ""
    #: The topics to delete offsets for. (v0+)
    topics: list[DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic] = field(default_factory=list)
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)


@dataclass(slots=True)
class DeleteShareGroupOffsetsResponse(Response):
    """DeleteShareGroupOffsets response (API key 92): versions 0-0, flexible from 0."""

    API_KEY = 92
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    @dataclass(slots=True)
    class DeleteShareGroupOffsetsResponseTopic:
        """DeleteShareGroupOffsetsResponseTopic (versions 0+)."""
        #: The topic name. (v0+)
        topic_name: str = ""
        #: The unique topic ID. (v0+)
        topic_id: UUID = _ZERO_UUID
        #: The topic-level error code, or 0 if there was no error. (v0+)
        error_code: int = 0
        #: The topic-level error message, or null if there was no error. (v0+, nullable v0+)
        error_message: str | None = None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int = 0
    #: The top-level error code, or 0 if there was no error. (v0+)
    error_code: int = 0
    #: The top-level error message, or null if there was no error. (v0+, nullable v0+)
    error_message: str | None = None
    #: The results for each topic. (v0+)
    responses: list[DeleteShareGroupOffsetsResponse.DeleteShareGroupOffsetsResponseTopic] = field(default_factory=list)
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

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
    out.append(_p.enc_compact_array_len(len(a1)))
    for e1 in a1:
        _enc_DeleteShareGroupOffsetsRequestTopic_1(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic v0
def _dec_DeleteShareGroupOffsetsRequestTopic_3(buf: memoryview, pos: int) -> tuple[DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic, int]:
    f_topic_name: str
    f_topic_name, pos = _p.dec_compact_string(buf, pos)
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteShareGroupOffsetsRequest_DeleteShareGroupOffsetsRequestTopic(f_topic_name, unknown), pos


# DeleteShareGroupOffsetsRequest v0
def _dec_DeleteShareGroupOffsetsRequest_4(buf: memoryview, pos: int) -> tuple[DeleteShareGroupOffsetsRequest, int]:
    f_group_id: str
    f_topics: list[DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic]
    f_group_id, pos = _p.dec_compact_string(buf, pos)
    n_topics, pos = _p.dec_compact_array_len(buf, pos, 2)
    l_topics: list[DeleteShareGroupOffsetsRequest.DeleteShareGroupOffsetsRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DeleteShareGroupOffsetsRequestTopic_3(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
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
    out.append(_p.enc_compact_array_len(len(a3)))
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
    f_topic_name, pos = _p.dec_compact_string(buf, pos)
    u_topic_id, f_error_code = _S1.unpack_from(buf, pos)
    pos += 18
    f_topic_id = _UUID(bytes=u_topic_id)
    f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
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
    f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_responses, pos = _p.dec_compact_array_len(buf, pos, 21)
    l_responses: list[DeleteShareGroupOffsetsResponse.DeleteShareGroupOffsetsResponseTopic] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_DeleteShareGroupOffsetsResponseTopic_7(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteShareGroupOffsetsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_responses, unknown), pos


DeleteShareGroupOffsetsRequest._ENCODERS = (_enc_DeleteShareGroupOffsetsRequest_2,)
DeleteShareGroupOffsetsRequest._DECODERS = (_dec_DeleteShareGroupOffsetsRequest_4,)
DeleteShareGroupOffsetsResponse._ENCODERS = (_enc_DeleteShareGroupOffsetsResponse_6,)
DeleteShareGroupOffsetsResponse._DECODERS = (_dec_DeleteShareGroupOffsetsResponse_8,)
DeleteShareGroupOffsetsRequest.RESPONSE = DeleteShareGroupOffsetsResponse
DeleteShareGroupOffsetsResponse.REQUEST = DeleteShareGroupOffsetsRequest
