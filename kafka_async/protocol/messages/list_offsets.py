# GENERATED from apache/kafka@1eb7644349cb07139d6a3c1ad1986979647cac99 by tools/gen_protocol.py; do not edit
"""ListOffsets (API key 2): request and response, versions 0-10."""

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

__all__ = ["ListOffsetsRequest", "ListOffsetsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



@dataclass(slots=True)
class ListOffsetsRequest(Request):
    """ListOffsets request (API key 2): versions 0-10, flexible from 6."""

    API_KEY = 2
    MIN_VERSION = 0
    MAX_VERSION = 10
    FLEXIBLE_VERSION = 6


    @dataclass(slots=True)
    class ListOffsetsTopic:
        """ListOffsetsTopic (versions 0+)."""

        @dataclass(slots=True)
        class ListOffsetsPartition:
            """ListOffsetsPartition (versions 0+)."""
            #: The partition index. (v0+)
            partition_index: int = 0
            #: The current leader epoch. (v4+, ignorable)
            current_leader_epoch: int = -1
            #: The current timestamp. (v0+)
            timestamp: int = 0
            #: The maximum number of offsets to report. (v0-0)
            max_num_offsets: int = 1
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

        #: The topic name. (v0+)
        name: str = ""
        #: Each partition in the request. (v0+)
        partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition] = field(default_factory=list)
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

    #: The broker ID of the requester, or -1 if this request is being made by a normal consumer. (v0+)
    replica_id: int = 0
    #: This setting controls the visibility of transactional records. Using READ_UNCOMMITTED (isolation_level = 0) makes all records visible. With READ_COMMITTED (isolation_level = 1), non-transactional and COMMITTED transactional records are visible. To be more concrete, READ_COMMITTED returns all data from offsets smaller than the current LSO (last stable offset), and enables the inclusion of the list of aborted transactions in the result, which allows consumers to discard ABORTED transactional records (v2+)
    isolation_level: int = 0
    #: Each topic in the request. (v0+)
    topics: list[ListOffsetsRequest.ListOffsetsTopic] = field(default_factory=list)
    #: The timeout to await a response in milliseconds for requests that require reading from remote storage for topics enabled with tiered storage. (v10+, ignorable)
    timeout_ms: int = 0
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)


@dataclass(slots=True)
class ListOffsetsResponse(Response):
    """ListOffsets response (API key 2): versions 0-10, flexible from 6."""

    API_KEY = 2
    MIN_VERSION = 0
    MAX_VERSION = 10
    FLEXIBLE_VERSION = 6


    @dataclass(slots=True)
    class ListOffsetsTopicResponse:
        """ListOffsetsTopicResponse (versions 0+)."""

        @dataclass(slots=True)
        class ListOffsetsPartitionResponse:
            """ListOffsetsPartitionResponse (versions 0+)."""
            #: The partition index. (v0+)
            partition_index: int = 0
            #: The partition error code, or 0 if there was no error. (v0+)
            error_code: int = 0
            #: The result offsets. (v0-0)
            old_style_offsets: list[int] = field(default_factory=list)
            #: The timestamp associated with the returned offset. (v1+)
            timestamp: int = -1
            #: The returned offset. (v1+)
            offset: int = -1
            #: (v4+)
            leader_epoch: int = -1
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

        #: The topic name (v0+)
        name: str = ""
        #: Each partition in the response. (v0+)
        partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse] = field(default_factory=list)
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v2+, ignorable)
    throttle_time_ms: int = 0
    #: Each topic in the response. (v0+)
    topics: list[ListOffsetsResponse.ListOffsetsTopicResponse] = field(default_factory=list)
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

_ListOffsetsRequest = ListOffsetsRequest
_ListOffsetsRequest_ListOffsetsTopic = ListOffsetsRequest.ListOffsetsTopic
_ListOffsetsRequest_ListOffsetsTopic_ListOffsetsPartition = ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition
_ListOffsetsResponse = ListOffsetsResponse
_ListOffsetsResponse_ListOffsetsTopicResponse = ListOffsetsResponse.ListOffsetsTopicResponse
_ListOffsetsResponse_ListOffsetsTopicResponse_ListOffsetsPartitionResponse = ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse

_S0 = Struct('>i')
_S1 = Struct('>iqi')
_S2 = Struct('>iq')
_S3 = Struct('>ib')
_S4 = Struct('>iiq')
_S5 = Struct('>ih')
_S6 = Struct('>ihqq')
_S7 = Struct('>ihqqi')


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v0
def _enc_ListOffsetsPartition_1(o: ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.partition_index, o.timestamp, o.max_num_offsets))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest.ListOffsetsTopic v0
def _enc_ListOffsetsTopic_2(o: ListOffsetsRequest.ListOffsetsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsPartition_1(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest v0
def _enc_ListOffsetsRequest_3(o: ListOffsetsRequest, out: list[Buffer]) -> None:
    if o.isolation_level != 0:
        raise _EncodeError('isolation_level' + _UNSUPPORTED)
    out.append(_S0.pack(o.replica_id))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsTopic_2(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v1-3
def _enc_ListOffsetsPartition_4(o: ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, out: list[Buffer]) -> None:
    if o.max_num_offsets != 1:
        raise _EncodeError('max_num_offsets' + _UNSUPPORTED)
    out.append(_S2.pack(o.partition_index, o.timestamp))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest.ListOffsetsTopic v1-3
def _enc_ListOffsetsTopic_5(o: ListOffsetsRequest.ListOffsetsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsPartition_4(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest v1
def _enc_ListOffsetsRequest_6(o: ListOffsetsRequest, out: list[Buffer]) -> None:
    if o.isolation_level != 0:
        raise _EncodeError('isolation_level' + _UNSUPPORTED)
    out.append(_S0.pack(o.replica_id))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsTopic_5(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest v2-3
def _enc_ListOffsetsRequest_7(o: ListOffsetsRequest, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.replica_id, o.isolation_level))
    a2 = o.topics
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_ListOffsetsTopic_5(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v4-5
def _enc_ListOffsetsPartition_8(o: ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, out: list[Buffer]) -> None:
    if o.max_num_offsets != 1:
        raise _EncodeError('max_num_offsets' + _UNSUPPORTED)
    out.append(_S4.pack(o.partition_index, o.current_leader_epoch, o.timestamp))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest.ListOffsetsTopic v4-5
def _enc_ListOffsetsTopic_9(o: ListOffsetsRequest.ListOffsetsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsPartition_8(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest v4-5
def _enc_ListOffsetsRequest_10(o: ListOffsetsRequest, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.replica_id, o.isolation_level))
    a2 = o.topics
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_ListOffsetsTopic_9(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v6-10
def _enc_ListOffsetsPartition_11(o: ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, out: list[Buffer]) -> None:
    if o.max_num_offsets != 1:
        raise _EncodeError('max_num_offsets' + _UNSUPPORTED)
    out.append(_S4.pack(o.partition_index, o.current_leader_epoch, o.timestamp))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsRequest.ListOffsetsTopic v6-10
def _enc_ListOffsetsTopic_12(o: ListOffsetsRequest.ListOffsetsTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_compact_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsPartition_11(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsRequest v6-9
def _enc_ListOffsetsRequest_13(o: ListOffsetsRequest, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.replica_id, o.isolation_level))
    a2 = o.topics
    out.append(_p.enc_compact_array_len(len(a2)))
    for e2 in a2:
        _enc_ListOffsetsTopic_12(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsRequest v10
def _enc_ListOffsetsRequest_14(o: ListOffsetsRequest, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.replica_id, o.isolation_level))
    a2 = o.topics
    out.append(_p.enc_compact_array_len(len(a2)))
    for e2 in a2:
        _enc_ListOffsetsTopic_12(e2, out)
    out.append(_S0.pack(o.timeout_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v0
def _dec_ListOffsetsPartition_15(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, int]:
    f_partition_index: int
    f_timestamp: int
    f_max_num_offsets: int
    f_partition_index, f_timestamp, f_max_num_offsets = _S1.unpack_from(buf, pos)
    pos += 16
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest_ListOffsetsTopic_ListOffsetsPartition(f_partition_index, -1, f_timestamp, f_max_num_offsets, unknown), pos


# ListOffsetsRequest.ListOffsetsTopic v0
def _dec_ListOffsetsTopic_16(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic, int]:
    f_name: str
    f_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 16)
    l_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartition_15(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest_ListOffsetsTopic(f_name, f_partitions, unknown), pos


# ListOffsetsRequest v0
def _dec_ListOffsetsRequest_17(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id: int
    f_topics: list[ListOffsetsRequest.ListOffsetsTopic]
    f_replica_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsRequest.ListOffsetsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopic_16(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest(f_replica_id, 0, f_topics, 0, unknown), pos


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v1-3
def _dec_ListOffsetsPartition_18(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, int]:
    f_partition_index: int
    f_timestamp: int
    f_partition_index, f_timestamp = _S2.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest_ListOffsetsTopic_ListOffsetsPartition(f_partition_index, -1, f_timestamp, 1, unknown), pos


# ListOffsetsRequest.ListOffsetsTopic v1-3
def _dec_ListOffsetsTopic_19(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic, int]:
    f_name: str
    f_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 12)
    l_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartition_18(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest_ListOffsetsTopic(f_name, f_partitions, unknown), pos


# ListOffsetsRequest v1
def _dec_ListOffsetsRequest_20(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id: int
    f_topics: list[ListOffsetsRequest.ListOffsetsTopic]
    f_replica_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsRequest.ListOffsetsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopic_19(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest(f_replica_id, 0, f_topics, 0, unknown), pos


# ListOffsetsRequest v2-3
def _dec_ListOffsetsRequest_21(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id: int
    f_isolation_level: int
    f_topics: list[ListOffsetsRequest.ListOffsetsTopic]
    f_replica_id, f_isolation_level = _S3.unpack_from(buf, pos)
    pos += 5
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsRequest.ListOffsetsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopic_19(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest(f_replica_id, f_isolation_level, f_topics, 0, unknown), pos


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v4-5
def _dec_ListOffsetsPartition_22(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, int]:
    f_partition_index: int
    f_current_leader_epoch: int
    f_timestamp: int
    f_partition_index, f_current_leader_epoch, f_timestamp = _S4.unpack_from(buf, pos)
    pos += 16
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest_ListOffsetsTopic_ListOffsetsPartition(f_partition_index, f_current_leader_epoch, f_timestamp, 1, unknown), pos


# ListOffsetsRequest.ListOffsetsTopic v4-5
def _dec_ListOffsetsTopic_23(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic, int]:
    f_name: str
    f_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 16)
    l_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartition_22(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest_ListOffsetsTopic(f_name, f_partitions, unknown), pos


# ListOffsetsRequest v4-5
def _dec_ListOffsetsRequest_24(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id: int
    f_isolation_level: int
    f_topics: list[ListOffsetsRequest.ListOffsetsTopic]
    f_replica_id, f_isolation_level = _S3.unpack_from(buf, pos)
    pos += 5
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsRequest.ListOffsetsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopic_23(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsRequest(f_replica_id, f_isolation_level, f_topics, 0, unknown), pos


# ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition v6-10
def _dec_ListOffsetsPartition_25(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition, int]:
    f_partition_index: int
    f_current_leader_epoch: int
    f_timestamp: int
    f_partition_index, f_current_leader_epoch, f_timestamp = _S4.unpack_from(buf, pos)
    pos += 16
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsRequest_ListOffsetsTopic_ListOffsetsPartition(f_partition_index, f_current_leader_epoch, f_timestamp, 1, unknown), pos


# ListOffsetsRequest.ListOffsetsTopic v6-10
def _dec_ListOffsetsTopic_26(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest.ListOffsetsTopic, int]:
    f_name: str
    f_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition]
    f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions, pos = _p.dec_compact_array_len(buf, pos, 17)
    l_partitions: list[ListOffsetsRequest.ListOffsetsTopic.ListOffsetsPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartition_25(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsRequest_ListOffsetsTopic(f_name, f_partitions, unknown), pos


# ListOffsetsRequest v6-9
def _dec_ListOffsetsRequest_27(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id: int
    f_isolation_level: int
    f_topics: list[ListOffsetsRequest.ListOffsetsTopic]
    f_replica_id, f_isolation_level = _S3.unpack_from(buf, pos)
    pos += 5
    n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[ListOffsetsRequest.ListOffsetsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopic_26(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsRequest(f_replica_id, f_isolation_level, f_topics, 0, unknown), pos


# ListOffsetsRequest v10
def _dec_ListOffsetsRequest_28(buf: memoryview, pos: int) -> tuple[ListOffsetsRequest, int]:
    f_replica_id: int
    f_isolation_level: int
    f_topics: list[ListOffsetsRequest.ListOffsetsTopic]
    f_timeout_ms: int
    f_replica_id, f_isolation_level = _S3.unpack_from(buf, pos)
    pos += 5
    n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[ListOffsetsRequest.ListOffsetsTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopic_26(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsRequest(f_replica_id, f_isolation_level, f_topics, f_timeout_ms, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v0
def _enc_ListOffsetsPartitionResponse_29(o: ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, out: list[Buffer]) -> None:
    if o.timestamp != -1:
        raise _EncodeError('timestamp' + _UNSUPPORTED)
    if o.offset != -1:
        raise _EncodeError('offset' + _UNSUPPORTED)
    if o.leader_epoch != -1:
        raise _EncodeError('leader_epoch' + _UNSUPPORTED)
    out.append(_S5.pack(o.partition_index, o.error_code))
    a2 = o.old_style_offsets
    out.append(_p.enc_array_len(len(a2)))
    out.append(_pack(">%dq" % len(a2), *a2))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse.ListOffsetsTopicResponse v0
def _enc_ListOffsetsTopicResponse_30(o: ListOffsetsResponse.ListOffsetsTopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsPartitionResponse_29(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse v0
def _enc_ListOffsetsResponse_31(o: ListOffsetsResponse, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_ListOffsetsTopicResponse_30(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v1-3
def _enc_ListOffsetsPartitionResponse_32(o: ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, out: list[Buffer]) -> None:
    if len(o.old_style_offsets) != 0:
        raise _EncodeError('old_style_offsets' + _UNSUPPORTED)
    if o.leader_epoch != -1:
        raise _EncodeError('leader_epoch' + _UNSUPPORTED)
    out.append(_S6.pack(o.partition_index, o.error_code, o.timestamp, o.offset))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse.ListOffsetsTopicResponse v1-3
def _enc_ListOffsetsTopicResponse_33(o: ListOffsetsResponse.ListOffsetsTopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsPartitionResponse_32(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse v1
def _enc_ListOffsetsResponse_34(o: ListOffsetsResponse, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_ListOffsetsTopicResponse_33(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse v2-3
def _enc_ListOffsetsResponse_35(o: ListOffsetsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsTopicResponse_33(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v4-5
def _enc_ListOffsetsPartitionResponse_36(o: ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, out: list[Buffer]) -> None:
    if len(o.old_style_offsets) != 0:
        raise _EncodeError('old_style_offsets' + _UNSUPPORTED)
    out.append(_S7.pack(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse.ListOffsetsTopicResponse v4-5
def _enc_ListOffsetsTopicResponse_37(o: ListOffsetsResponse.ListOffsetsTopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsPartitionResponse_36(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse v4-5
def _enc_ListOffsetsResponse_38(o: ListOffsetsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsTopicResponse_37(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v6-10
def _enc_ListOffsetsPartitionResponse_39(o: ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, out: list[Buffer]) -> None:
    if len(o.old_style_offsets) != 0:
        raise _EncodeError('old_style_offsets' + _UNSUPPORTED)
    out.append(_S7.pack(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsResponse.ListOffsetsTopicResponse v6-10
def _enc_ListOffsetsTopicResponse_40(o: ListOffsetsResponse.ListOffsetsTopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_compact_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsPartitionResponse_39(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsResponse v6-10
def _enc_ListOffsetsResponse_41(o: ListOffsetsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_compact_array_len(len(a1)))
    for e1 in a1:
        _enc_ListOffsetsTopicResponse_40(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v0
def _dec_ListOffsetsPartitionResponse_42(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, int]:
    f_partition_index: int
    f_error_code: int
    f_old_style_offsets: list[int]
    f_partition_index, f_error_code = _S5.unpack_from(buf, pos)
    pos += 6
    n_old_style_offsets, pos = _p.dec_array_len(buf, pos, 8)
    f_old_style_offsets, pos = _p.dec_fixed_array(buf, pos, n_old_style_offsets, 'q')
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse_ListOffsetsTopicResponse_ListOffsetsPartitionResponse(f_partition_index, f_error_code, f_old_style_offsets, -1, -1, -1, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse v0
def _dec_ListOffsetsTopicResponse_43(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse, int]:
    f_name: str
    f_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 10)
    l_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartitionResponse_42(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse_ListOffsetsTopicResponse(f_name, f_partitions, unknown), pos


# ListOffsetsResponse v0
def _dec_ListOffsetsResponse_44(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse, int]:
    f_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse]
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopicResponse_43(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse(0, f_topics, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v1-3
def _dec_ListOffsetsPartitionResponse_45(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, int]:
    f_partition_index: int
    f_error_code: int
    f_timestamp: int
    f_offset: int
    f_partition_index, f_error_code, f_timestamp, f_offset = _S6.unpack_from(buf, pos)
    pos += 22
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse_ListOffsetsTopicResponse_ListOffsetsPartitionResponse(f_partition_index, f_error_code, [], f_timestamp, f_offset, -1, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse v1-3
def _dec_ListOffsetsTopicResponse_46(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse, int]:
    f_name: str
    f_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 22)
    l_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartitionResponse_45(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse_ListOffsetsTopicResponse(f_name, f_partitions, unknown), pos


# ListOffsetsResponse v1
def _dec_ListOffsetsResponse_47(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse, int]:
    f_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse]
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopicResponse_46(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse(0, f_topics, unknown), pos


# ListOffsetsResponse v2-3
def _dec_ListOffsetsResponse_48(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopicResponse_46(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse(f_throttle_time_ms, f_topics, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v4-5
def _dec_ListOffsetsPartitionResponse_49(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, int]:
    f_partition_index: int
    f_error_code: int
    f_timestamp: int
    f_offset: int
    f_leader_epoch: int
    f_partition_index, f_error_code, f_timestamp, f_offset, f_leader_epoch = _S7.unpack_from(buf, pos)
    pos += 26
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse_ListOffsetsTopicResponse_ListOffsetsPartitionResponse(f_partition_index, f_error_code, [], f_timestamp, f_offset, f_leader_epoch, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse v4-5
def _dec_ListOffsetsTopicResponse_50(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse, int]:
    f_name: str
    f_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 26)
    l_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartitionResponse_49(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse_ListOffsetsTopicResponse(f_name, f_partitions, unknown), pos


# ListOffsetsResponse v4-5
def _dec_ListOffsetsResponse_51(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopicResponse_50(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _ListOffsetsResponse(f_throttle_time_ms, f_topics, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse v6-10
def _dec_ListOffsetsPartitionResponse_52(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse, int]:
    f_partition_index: int
    f_error_code: int
    f_timestamp: int
    f_offset: int
    f_leader_epoch: int
    f_partition_index, f_error_code, f_timestamp, f_offset, f_leader_epoch = _S7.unpack_from(buf, pos)
    pos += 26
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsResponse_ListOffsetsTopicResponse_ListOffsetsPartitionResponse(f_partition_index, f_error_code, [], f_timestamp, f_offset, f_leader_epoch, unknown), pos


# ListOffsetsResponse.ListOffsetsTopicResponse v6-10
def _dec_ListOffsetsTopicResponse_53(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse.ListOffsetsTopicResponse, int]:
    f_name: str
    f_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse]
    f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions, pos = _p.dec_compact_array_len(buf, pos, 27)
    l_partitions: list[ListOffsetsResponse.ListOffsetsTopicResponse.ListOffsetsPartitionResponse] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_ListOffsetsPartitionResponse_52(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsResponse_ListOffsetsTopicResponse(f_name, f_partitions, unknown), pos


# ListOffsetsResponse v6-10
def _dec_ListOffsetsResponse_54(buf: memoryview, pos: int) -> tuple[ListOffsetsResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[ListOffsetsResponse.ListOffsetsTopicResponse] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_ListOffsetsTopicResponse_53(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListOffsetsResponse(f_throttle_time_ms, f_topics, unknown), pos


ListOffsetsRequest._ENCODERS = (_enc_ListOffsetsRequest_3, _enc_ListOffsetsRequest_6, _enc_ListOffsetsRequest_7, _enc_ListOffsetsRequest_7, _enc_ListOffsetsRequest_10, _enc_ListOffsetsRequest_10, _enc_ListOffsetsRequest_13, _enc_ListOffsetsRequest_13, _enc_ListOffsetsRequest_13, _enc_ListOffsetsRequest_13, _enc_ListOffsetsRequest_14,)
ListOffsetsRequest._DECODERS = (_dec_ListOffsetsRequest_17, _dec_ListOffsetsRequest_20, _dec_ListOffsetsRequest_21, _dec_ListOffsetsRequest_21, _dec_ListOffsetsRequest_24, _dec_ListOffsetsRequest_24, _dec_ListOffsetsRequest_27, _dec_ListOffsetsRequest_27, _dec_ListOffsetsRequest_27, _dec_ListOffsetsRequest_27, _dec_ListOffsetsRequest_28,)
ListOffsetsResponse._ENCODERS = (_enc_ListOffsetsResponse_31, _enc_ListOffsetsResponse_34, _enc_ListOffsetsResponse_35, _enc_ListOffsetsResponse_35, _enc_ListOffsetsResponse_38, _enc_ListOffsetsResponse_38, _enc_ListOffsetsResponse_41, _enc_ListOffsetsResponse_41, _enc_ListOffsetsResponse_41, _enc_ListOffsetsResponse_41, _enc_ListOffsetsResponse_41,)
ListOffsetsResponse._DECODERS = (_dec_ListOffsetsResponse_44, _dec_ListOffsetsResponse_47, _dec_ListOffsetsResponse_48, _dec_ListOffsetsResponse_48, _dec_ListOffsetsResponse_51, _dec_ListOffsetsResponse_51, _dec_ListOffsetsResponse_54, _dec_ListOffsetsResponse_54, _dec_ListOffsetsResponse_54, _dec_ListOffsetsResponse_54, _dec_ListOffsetsResponse_54,)
ListOffsetsRequest.RESPONSE = ListOffsetsResponse
ListOffsetsResponse.REQUEST = ListOffsetsRequest
