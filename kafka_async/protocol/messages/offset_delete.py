# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""OffsetDelete (API key 47): request and response, versions 0-0."""

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

__all__ = ["OffsetDeleteRequest", "OffsetDeleteResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class OffsetDeleteRequest(Request["OffsetDeleteResponse"]):
    """OffsetDelete request (API key 47): versions 0-0, flexible from 1."""

    API_KEY = 47
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 1


    class OffsetDeleteRequestTopic:
        """OffsetDeleteRequestTopic (versions 0+)."""

        class OffsetDeleteRequestPartition:
            """OffsetDeleteRequestPartition (versions 0+)."""
            __slots__ = ('partition_index', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.unknown_tagged_fields,) == (other.partition_index, other.unknown_tagged_fields,)

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: Each partition to delete offsets for. (v0+)
        partitions: list[OffsetDeleteRequest.OffsetDeleteRequestTopic.OffsetDeleteRequestPartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[OffsetDeleteRequest.OffsetDeleteRequestTopic.OffsetDeleteRequestPartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields',)
    #: The unique group identifier. (v0+)
    group_id: str
    #: The topics to delete offsets for. (v0+)
    topics: list[OffsetDeleteRequest.OffsetDeleteRequestTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_id: str = "", topics: list[OffsetDeleteRequest.OffsetDeleteRequestTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_id = group_id
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_id={self.group_id!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_id, self.topics, self.unknown_tagged_fields,) == (other.group_id, other.topics, other.unknown_tagged_fields,)


class OffsetDeleteResponse(Response):
    """OffsetDelete response (API key 47): versions 0-0, flexible from 1."""

    API_KEY = 47
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 1


    class OffsetDeleteResponseTopic:
        """OffsetDeleteResponseTopic (versions 0+)."""

        class OffsetDeleteResponsePartition:
            """OffsetDeleteResponsePartition (versions 0+)."""
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

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The responses for each partition in the topic. (v0+)
        partitions: list[OffsetDeleteResponse.OffsetDeleteResponseTopic.OffsetDeleteResponsePartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[OffsetDeleteResponse.OffsetDeleteResponseTopic.OffsetDeleteResponsePartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('error_code', 'throttle_time_ms', 'topics', 'unknown_tagged_fields',)
    #: The top-level error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+, ignorable)
    throttle_time_ms: int
    #: The responses for each topic. (v0+)
    topics: list[OffsetDeleteResponse.OffsetDeleteResponseTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, error_code: int = 0, throttle_time_ms: int = 0, topics: list[OffsetDeleteResponse.OffsetDeleteResponseTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.error_code = error_code
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(error_code={self.error_code!r}, throttle_time_ms={self.throttle_time_ms!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.error_code, self.throttle_time_ms, self.topics, self.unknown_tagged_fields,) == (other.error_code, other.throttle_time_ms, other.topics, other.unknown_tagged_fields,)

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
