# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""AlterShareGroupOffsets (API key 91): request and response, versions 0-0."""

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

__all__ = ["AlterShareGroupOffsetsRequest", "AlterShareGroupOffsetsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class AlterShareGroupOffsetsRequest(Request["AlterShareGroupOffsetsResponse"]):
    """AlterShareGroupOffsets request (API key 91): versions 0-0, flexible from 0."""

    API_KEY = 91
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class AlterShareGroupOffsetsRequestTopic:
        """AlterShareGroupOffsetsRequestTopic (versions 0+)."""

        class AlterShareGroupOffsetsRequestPartition:
            """AlterShareGroupOffsetsRequestPartition (versions 0+)."""
            __slots__ = ('partition_index', 'start_offset', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The share-partition start offset. (v0+)
            start_offset: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, start_offset: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.start_offset = start_offset
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, start_offset={self.start_offset!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.start_offset, self.unknown_tagged_fields,) == (other.partition_index, other.start_offset, other.unknown_tagged_fields,)

        __slots__ = ('topic_name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        topic_name: str
        #: Each partition to alter offsets for. (v0+)
        partitions: list[AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic.AlterShareGroupOffsetsRequestPartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_name: str = "", partitions: list[AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic.AlterShareGroupOffsetsRequestPartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_name = topic_name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_name={self.topic_name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_name, self.partitions, self.unknown_tagged_fields,) == (other.topic_name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields',)
    #: The group identifier. (v0+)
    group_id: str
    #: The topics to alter offsets for. (v0+)
    topics: list[AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_id: str = "", topics: list[AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_id = group_id
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_id={self.group_id!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_id, self.topics, self.unknown_tagged_fields,) == (other.group_id, other.topics, other.unknown_tagged_fields,)


class AlterShareGroupOffsetsResponse(Response):
    """AlterShareGroupOffsets response (API key 91): versions 0-0, flexible from 0."""

    API_KEY = 91
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class AlterShareGroupOffsetsResponseTopic:
        """AlterShareGroupOffsetsResponseTopic (versions 0+)."""

        class AlterShareGroupOffsetsResponsePartition:
            """AlterShareGroupOffsetsResponsePartition (versions 0+)."""
            __slots__ = ('partition_index', 'error_code', 'error_message', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The error code, or 0 if there was no error. (v0+)
            error_code: int
            #: The error message, or null if there was no error. (v0+, nullable v0+)
            error_message: str | None
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, error_code: int = 0, error_message: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.error_code = error_code
                self.error_message = error_message
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.error_code, self.error_message, self.unknown_tagged_fields,) == (other.partition_index, other.error_code, other.error_message, other.unknown_tagged_fields,)

        __slots__ = ('topic_name', 'topic_id', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        topic_name: str
        #: The unique topic ID. (v0+)
        topic_id: UUID
        #: (v0+)
        partitions: list[AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic.AlterShareGroupOffsetsResponsePartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_name: str = "", topic_id: UUID = _ZERO_UUID, partitions: list[AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic.AlterShareGroupOffsetsResponsePartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_name = topic_name
            self.topic_id = topic_id
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_name={self.topic_name!r}, topic_id={self.topic_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_name, self.topic_id, self.partitions, self.unknown_tagged_fields,) == (other.topic_name, other.topic_id, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'responses', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The top-level error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The top-level error message, or null if there was no error. (v0+, nullable v0+)
    error_message: str | None
    #: The results for each topic. (v0+)
    responses: list[AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = None, responses: list[AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
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

_AlterShareGroupOffsetsRequest = AlterShareGroupOffsetsRequest
_AlterShareGroupOffsetsRequest_AlterShareGroupOffsetsRequestTopic = AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic
_AlterShareGroupOffsetsRequest_AlterShareGroupOffsetsRequestTopic_AlterShareGroupOffsetsRequestPartition = AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic.AlterShareGroupOffsetsRequestPartition
_AlterShareGroupOffsetsResponse = AlterShareGroupOffsetsResponse
_AlterShareGroupOffsetsResponse_AlterShareGroupOffsetsResponseTopic = AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic
_AlterShareGroupOffsetsResponse_AlterShareGroupOffsetsResponseTopic_AlterShareGroupOffsetsResponsePartition = AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic.AlterShareGroupOffsetsResponsePartition

_S0 = Struct('>iq')
_S1 = Struct('>ih')
_S2 = Struct('>16s')


# AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic.AlterShareGroupOffsetsRequestPartition v0
def _enc_AlterShareGroupOffsetsRequestPartition_1(o: AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic.AlterShareGroupOffsetsRequestPartition, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.partition_index, o.start_offset))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic v0
def _enc_AlterShareGroupOffsetsRequestTopic_2(o: AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AlterShareGroupOffsetsRequestPartition_1(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterShareGroupOffsetsRequest v0
def _enc_AlterShareGroupOffsetsRequest_3(o: AlterShareGroupOffsetsRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AlterShareGroupOffsetsRequestTopic_2(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic.AlterShareGroupOffsetsRequestPartition v0
def _dec_AlterShareGroupOffsetsRequestPartition_4(buf: memoryview, pos: int) -> tuple[AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic.AlterShareGroupOffsetsRequestPartition, int]:
    f_partition_index: int
    f_start_offset: int
    f_partition_index, f_start_offset = _S0.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterShareGroupOffsetsRequest_AlterShareGroupOffsetsRequestTopic_AlterShareGroupOffsetsRequestPartition(f_partition_index, f_start_offset, unknown), pos


# AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic v0
def _dec_AlterShareGroupOffsetsRequestTopic_5(buf: memoryview, pos: int) -> tuple[AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic, int]:
    f_topic_name: str
    f_partitions: list[AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic.AlterShareGroupOffsetsRequestPartition]
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 13 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 13)
    l_partitions: list[AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic.AlterShareGroupOffsetsRequestPartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_AlterShareGroupOffsetsRequestPartition_4(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterShareGroupOffsetsRequest_AlterShareGroupOffsetsRequestTopic(f_topic_name, f_partitions, unknown), pos


# AlterShareGroupOffsetsRequest v0
def _dec_AlterShareGroupOffsetsRequest_6(buf: memoryview, pos: int) -> tuple[AlterShareGroupOffsetsRequest, int]:
    f_group_id: str
    f_topics: list[AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic]
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[AlterShareGroupOffsetsRequest.AlterShareGroupOffsetsRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_AlterShareGroupOffsetsRequestTopic_5(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterShareGroupOffsetsRequest(f_group_id, f_topics, unknown), pos


# AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic.AlterShareGroupOffsetsResponsePartition v0
def _enc_AlterShareGroupOffsetsResponsePartition_7(o: AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic.AlterShareGroupOffsetsResponsePartition, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.partition_index, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic v0
def _enc_AlterShareGroupOffsetsResponseTopic_8(o: AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    out.append(_S2.pack(o.topic_id.bytes))
    a2 = o.partitions
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_AlterShareGroupOffsetsResponsePartition_7(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterShareGroupOffsetsResponse v0
def _enc_AlterShareGroupOffsetsResponse_9(o: AlterShareGroupOffsetsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a3 = o.responses
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_AlterShareGroupOffsetsResponseTopic_8(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic.AlterShareGroupOffsetsResponsePartition v0
def _dec_AlterShareGroupOffsetsResponsePartition_10(buf: memoryview, pos: int) -> tuple[AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic.AlterShareGroupOffsetsResponsePartition, int]:
    f_partition_index: int
    f_error_code: int
    f_error_message: str | None
    f_partition_index, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
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
    return _AlterShareGroupOffsetsResponse_AlterShareGroupOffsetsResponseTopic_AlterShareGroupOffsetsResponsePartition(f_partition_index, f_error_code, f_error_message, unknown), pos


# AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic v0
def _dec_AlterShareGroupOffsetsResponseTopic_11(buf: memoryview, pos: int) -> tuple[AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic, int]:
    f_topic_name: str
    f_topic_id: UUID
    f_partitions: list[AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic.AlterShareGroupOffsetsResponsePartition]
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    u_topic_id = _S2.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 8 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 8)
    l_partitions: list[AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic.AlterShareGroupOffsetsResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_AlterShareGroupOffsetsResponsePartition_10(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterShareGroupOffsetsResponse_AlterShareGroupOffsetsResponseTopic(f_topic_name, f_topic_id, f_partitions, unknown), pos


# AlterShareGroupOffsetsResponse v0
def _dec_AlterShareGroupOffsetsResponse_12(buf: memoryview, pos: int) -> tuple[AlterShareGroupOffsetsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_responses: list[AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic]
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 19 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 19)
    l_responses: list[AlterShareGroupOffsetsResponse.AlterShareGroupOffsetsResponseTopic] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_AlterShareGroupOffsetsResponseTopic_11(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterShareGroupOffsetsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_responses, unknown), pos


AlterShareGroupOffsetsRequest._ENCODERS = (_enc_AlterShareGroupOffsetsRequest_3,)
AlterShareGroupOffsetsRequest._DECODERS = (_dec_AlterShareGroupOffsetsRequest_6,)
AlterShareGroupOffsetsResponse._ENCODERS = (_enc_AlterShareGroupOffsetsResponse_9,)
AlterShareGroupOffsetsResponse._DECODERS = (_dec_AlterShareGroupOffsetsResponse_12,)
AlterShareGroupOffsetsRequest.RESPONSE = AlterShareGroupOffsetsResponse
AlterShareGroupOffsetsResponse.REQUEST = AlterShareGroupOffsetsRequest
