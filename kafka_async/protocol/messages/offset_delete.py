# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""OffsetDelete (API key 47): request and response, versions 0-0."""

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

__all__ = ["OffsetDeleteRequest", "OffsetDeleteResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



@dataclass(slots=True)
class OffsetDeleteRequest(Request["OffsetDeleteResponse"]):
    """OffsetDelete request (API key 47): versions 0-0, flexible from 1."""

    API_KEY = 47
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 1


    @dataclass(slots=True)
    class OffsetDeleteRequestTopic:
        """OffsetDeleteRequestTopic (versions 0+)."""

        @dataclass(slots=True)
        class OffsetDeleteRequestPartition:
            """OffsetDeleteRequestPartition (versions 0+)."""
            #: The partition index. (v0+)
            partition_index: int = 0
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

        #: The topic name. (v0+)
        name: str = ""
        #: Each partition to delete offsets for. (v0+)
        partitions: list[OffsetDeleteRequest.OffsetDeleteRequestTopic.OffsetDeleteRequestPartition] = field(default_factory=list)
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

    #: The unique group identifier. (v0+)
    group_id: str = ""
    #: The topics to delete offsets for. (v0+)
    topics: list[OffsetDeleteRequest.OffsetDeleteRequestTopic] = field(default_factory=list)
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)


@dataclass(slots=True)
class OffsetDeleteResponse(Response):
    """OffsetDelete response (API key 47): versions 0-0, flexible from 1."""

    API_KEY = 47
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 1


    @dataclass(slots=True)
    class OffsetDeleteResponseTopic:
        """OffsetDeleteResponseTopic (versions 0+)."""

        @dataclass(slots=True)
        class OffsetDeleteResponsePartition:
            """OffsetDeleteResponsePartition (versions 0+)."""
            #: The partition index. (v0+)
            partition_index: int = 0
            #: The error code, or 0 if there was no error. (v0+)
            error_code: int = 0
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

        #: The topic name. (v0+)
        name: str = ""
        #: The responses for each partition in the topic. (v0+)
        partitions: list[OffsetDeleteResponse.OffsetDeleteResponseTopic.OffsetDeleteResponsePartition] = field(default_factory=list)
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

    #: The top-level error code, or 0 if there was no error. (v0+)
    error_code: int = 0
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+, ignorable)
    throttle_time_ms: int = 0
    #: The responses for each topic. (v0+)
    topics: list[OffsetDeleteResponse.OffsetDeleteResponseTopic] = field(default_factory=list)
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

_OffsetDeleteRequest = OffsetDeleteRequest
_OffsetDeleteRequest_OffsetDeleteRequestTopic = OffsetDeleteRequest.OffsetDeleteRequestTopic
_OffsetDeleteRequest_OffsetDeleteRequestTopic_OffsetDeleteRequestPartition = OffsetDeleteRequest.OffsetDeleteRequestTopic.OffsetDeleteRequestPartition
_OffsetDeleteResponse = OffsetDeleteResponse
_OffsetDeleteResponse_OffsetDeleteResponseTopic = OffsetDeleteResponse.OffsetDeleteResponseTopic
_OffsetDeleteResponse_OffsetDeleteResponseTopic_OffsetDeleteResponsePartition = OffsetDeleteResponse.OffsetDeleteResponseTopic.OffsetDeleteResponsePartition

_S0 = Struct('>i')
_S1 = Struct('>hi')
_S2 = Struct('>ih')


# OffsetDeleteRequest.OffsetDeleteRequestTopic.OffsetDeleteRequestPartition v0
def _enc_OffsetDeleteRequestPartition_1(o: OffsetDeleteRequest.OffsetDeleteRequestTopic.OffsetDeleteRequestPartition, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.partition_index))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetDeleteRequest.OffsetDeleteRequestTopic v0
def _enc_OffsetDeleteRequestTopic_2(o: OffsetDeleteRequest.OffsetDeleteRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetDeleteRequestPartition_1(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetDeleteRequest v0
def _enc_OffsetDeleteRequest_3(o: OffsetDeleteRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.group_id))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetDeleteRequestTopic_2(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetDeleteRequest.OffsetDeleteRequestTopic.OffsetDeleteRequestPartition v0
def _dec_OffsetDeleteRequestPartition_4(buf: memoryview, pos: int) -> tuple[OffsetDeleteRequest.OffsetDeleteRequestTopic.OffsetDeleteRequestPartition, int]:
    f_partition_index: int
    f_partition_index = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _OffsetDeleteRequest_OffsetDeleteRequestTopic_OffsetDeleteRequestPartition(f_partition_index, unknown), pos


# OffsetDeleteRequest.OffsetDeleteRequestTopic v0
def _dec_OffsetDeleteRequestTopic_5(buf: memoryview, pos: int) -> tuple[OffsetDeleteRequest.OffsetDeleteRequestTopic, int]:
    f_name: str
    f_partitions: list[OffsetDeleteRequest.OffsetDeleteRequestTopic.OffsetDeleteRequestPartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 4)
    l_partitions: list[OffsetDeleteRequest.OffsetDeleteRequestTopic.OffsetDeleteRequestPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetDeleteRequestPartition_4(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _OffsetDeleteRequest_OffsetDeleteRequestTopic(f_name, f_partitions, unknown), pos


# OffsetDeleteRequest v0
def _dec_OffsetDeleteRequest_6(buf: memoryview, pos: int) -> tuple[OffsetDeleteRequest, int]:
    f_group_id: str
    f_topics: list[OffsetDeleteRequest.OffsetDeleteRequestTopic]
    f_group_id, pos = _p.dec_string(buf, pos)
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetDeleteRequest.OffsetDeleteRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetDeleteRequestTopic_5(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetDeleteRequest(f_group_id, f_topics, unknown), pos


# OffsetDeleteResponse.OffsetDeleteResponseTopic.OffsetDeleteResponsePartition v0
def _enc_OffsetDeleteResponsePartition_7(o: OffsetDeleteResponse.OffsetDeleteResponseTopic.OffsetDeleteResponsePartition, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_index, o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetDeleteResponse.OffsetDeleteResponseTopic v0
def _enc_OffsetDeleteResponseTopic_8(o: OffsetDeleteResponse.OffsetDeleteResponseTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetDeleteResponsePartition_7(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetDeleteResponse v0
def _enc_OffsetDeleteResponse_9(o: OffsetDeleteResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code, o.throttle_time_ms))
    a2 = o.topics
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_OffsetDeleteResponseTopic_8(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetDeleteResponse.OffsetDeleteResponseTopic.OffsetDeleteResponsePartition v0
def _dec_OffsetDeleteResponsePartition_10(buf: memoryview, pos: int) -> tuple[OffsetDeleteResponse.OffsetDeleteResponseTopic.OffsetDeleteResponsePartition, int]:
    f_partition_index: int
    f_error_code: int
    f_partition_index, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    return _OffsetDeleteResponse_OffsetDeleteResponseTopic_OffsetDeleteResponsePartition(f_partition_index, f_error_code, unknown), pos


# OffsetDeleteResponse.OffsetDeleteResponseTopic v0
def _dec_OffsetDeleteResponseTopic_11(buf: memoryview, pos: int) -> tuple[OffsetDeleteResponse.OffsetDeleteResponseTopic, int]:
    f_name: str
    f_partitions: list[OffsetDeleteResponse.OffsetDeleteResponseTopic.OffsetDeleteResponsePartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 6)
    l_partitions: list[OffsetDeleteResponse.OffsetDeleteResponseTopic.OffsetDeleteResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetDeleteResponsePartition_10(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _OffsetDeleteResponse_OffsetDeleteResponseTopic(f_name, f_partitions, unknown), pos


# OffsetDeleteResponse v0
def _dec_OffsetDeleteResponse_12(buf: memoryview, pos: int) -> tuple[OffsetDeleteResponse, int]:
    f_error_code: int
    f_throttle_time_ms: int
    f_topics: list[OffsetDeleteResponse.OffsetDeleteResponseTopic]
    f_error_code, f_throttle_time_ms = _S1.unpack_from(buf, pos)
    pos += 6
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetDeleteResponse.OffsetDeleteResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetDeleteResponseTopic_11(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetDeleteResponse(f_error_code, f_throttle_time_ms, f_topics, unknown), pos


OffsetDeleteRequest._ENCODERS = (_enc_OffsetDeleteRequest_3,)
OffsetDeleteRequest._DECODERS = (_dec_OffsetDeleteRequest_6,)
OffsetDeleteResponse._ENCODERS = (_enc_OffsetDeleteResponse_9,)
OffsetDeleteResponse._DECODERS = (_dec_OffsetDeleteResponse_12,)
OffsetDeleteRequest.RESPONSE = OffsetDeleteResponse
OffsetDeleteResponse.REQUEST = OffsetDeleteRequest
