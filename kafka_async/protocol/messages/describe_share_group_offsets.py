# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeShareGroupOffsets (API key 90): request and response, versions 0-1."""

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

__all__ = ["DescribeShareGroupOffsetsRequest", "DescribeShareGroupOffsetsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeShareGroupOffsetsRequest(Request["DescribeShareGroupOffsetsResponse"]):
    """DescribeShareGroupOffsets request (API key 90): versions 0-1, flexible from 0."""

    API_KEY = 90
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0


    class DescribeShareGroupOffsetsRequestGroup:
        """DescribeShareGroupOffsetsRequestGroup (versions 0+)."""

        class DescribeShareGroupOffsetsRequestTopic:
            """DescribeShareGroupOffsetsRequestTopic (versions 0+)."""
            __slots__ = ('topic_name', 'partitions', 'unknown_tagged_fields',)
            #: The topic name. (v0+)
            topic_name: str
            #: The partitions. (v0+)
            partitions: list[int]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, topic_name: str = "", partitions: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
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
        #: The topics to describe offsets for, or null for all topic-partitions. (v0+, nullable v0+)
        topics: list[DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup.DescribeShareGroupOffsetsRequestTopic] | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, group_id: str = "", topics: list[DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup.DescribeShareGroupOffsetsRequestTopic] | None = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.group_id = group_id
            self.topics = [] if topics is _FRESH else topics
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(group_id={self.group_id!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.group_id, self.topics, self.unknown_tagged_fields,) == (other.group_id, other.topics, other.unknown_tagged_fields,)

    __slots__ = ('groups', 'unknown_tagged_fields',)
    #: The groups to describe offsets for. (v0+)
    groups: list[DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, groups: list[DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.groups = [] if groups is _FRESH else groups
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(groups={self.groups!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.groups, self.unknown_tagged_fields,) == (other.groups, other.unknown_tagged_fields,)


class DescribeShareGroupOffsetsResponse(Response):
    """DescribeShareGroupOffsets response (API key 90): versions 0-1, flexible from 0."""

    API_KEY = 90
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0


    class DescribeShareGroupOffsetsResponseGroup:
        """DescribeShareGroupOffsetsResponseGroup (versions 0+)."""

        class DescribeShareGroupOffsetsResponseTopic:
            """DescribeShareGroupOffsetsResponseTopic (versions 0+)."""

            class DescribeShareGroupOffsetsResponsePartition:
                """DescribeShareGroupOffsetsResponsePartition (versions 0+)."""
                __slots__ = ('partition_index', 'start_offset', 'leader_epoch', 'lag', 'error_code', 'error_message', 'unknown_tagged_fields',)
                #: The partition index. (v0+)
                partition_index: int
                #: The share-partition start offset. (v0+)
                start_offset: int
                #: The leader epoch of the partition. (v0+)
                leader_epoch: int
                #: The share-partition lag. (v1+, ignorable)
                lag: int
                #: The partition-level error code, or 0 if there was no error. (v0+)
                error_code: int
                #: The partition-level error message, or null if there was no error. (v0+, nullable v0+)
                error_message: str | None
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, partition_index: int = 0, start_offset: int = 0, leader_epoch: int = 0, lag: int = -1, error_code: int = 0, error_message: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.partition_index = partition_index
                    self.start_offset = start_offset
                    self.leader_epoch = leader_epoch
                    self.lag = lag
                    self.error_code = error_code
                    self.error_message = error_message
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, start_offset={self.start_offset!r}, leader_epoch={self.leader_epoch!r}, lag={self.lag!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.partition_index, self.start_offset, self.leader_epoch, self.lag, self.error_code, self.error_message, self.unknown_tagged_fields,) == (other.partition_index, other.start_offset, other.leader_epoch, other.lag, other.error_code, other.error_message, other.unknown_tagged_fields,)

            __slots__ = ('topic_name', 'topic_id', 'partitions', 'unknown_tagged_fields',)
            #: The topic name. (v0+)
            topic_name: str
            #: The unique topic ID. (v0+)
            topic_id: UUID
            #: (v0+)
            partitions: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, topic_name: str = "", topic_id: UUID = _ZERO_UUID, partitions: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
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

        __slots__ = ('group_id', 'topics', 'error_code', 'error_message', 'unknown_tagged_fields',)
        #: The group identifier. (v0+)
        group_id: str
        #: The results for each topic. (v0+)
        topics: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic]
        #: The group-level error code, or 0 if there was no error. (v0+)
        error_code: int
        #: The group-level error message, or null if there was no error. (v0+, nullable v0+)
        error_message: str | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, group_id: str = "", topics: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic] = _FRESH, error_code: int = 0, error_message: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.group_id = group_id
            self.topics = [] if topics is _FRESH else topics
            self.error_code = error_code
            self.error_message = error_message
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(group_id={self.group_id!r}, topics={self.topics!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.group_id, self.topics, self.error_code, self.error_message, self.unknown_tagged_fields,) == (other.group_id, other.topics, other.error_code, other.error_message, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'groups', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The results for each group. (v0+)
    groups: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, groups: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is _FRESH else groups
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, groups={self.groups!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.groups, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.groups, other.unknown_tagged_fields,)

_DescribeShareGroupOffsetsRequest = DescribeShareGroupOffsetsRequest
_DescribeShareGroupOffsetsRequest_DescribeShareGroupOffsetsRequestGroup = DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup
_DescribeShareGroupOffsetsRequest_DescribeShareGroupOffsetsRequestGroup_DescribeShareGroupOffsetsRequestTopic = DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup.DescribeShareGroupOffsetsRequestTopic
_DescribeShareGroupOffsetsResponse = DescribeShareGroupOffsetsResponse
_DescribeShareGroupOffsetsResponse_DescribeShareGroupOffsetsResponseGroup = DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup
_DescribeShareGroupOffsetsResponse_DescribeShareGroupOffsetsResponseGroup_DescribeShareGroupOffsetsResponseTopic = DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic
_DescribeShareGroupOffsetsResponse_DescribeShareGroupOffsetsResponseGroup_DescribeShareGroupOffsetsResponseTopic_DescribeShareGroupOffsetsResponsePartition = DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition

_S0 = Struct('>i')
_S1 = Struct('>16s')
_S2 = Struct('>iqih')
_S3 = Struct('>h')
_S4 = Struct('>iqiqh')


# DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup.DescribeShareGroupOffsetsRequestTopic v0-1
def _enc_DescribeShareGroupOffsetsRequestTopic_1(o: DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup.DescribeShareGroupOffsetsRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup v0-1
def _enc_DescribeShareGroupOffsetsRequestGroup_2(o: DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    a1 = o.topics
    if a1 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a1) + 1))
        for e1 in a1:
            _enc_DescribeShareGroupOffsetsRequestTopic_1(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeShareGroupOffsetsRequest v0-1
def _enc_DescribeShareGroupOffsetsRequest_3(o: DescribeShareGroupOffsetsRequest, out: list[Buffer]) -> None:
    a0 = o.groups
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_DescribeShareGroupOffsetsRequestGroup_2(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup.DescribeShareGroupOffsetsRequestTopic v0-1
def _dec_DescribeShareGroupOffsetsRequestTopic_4(buf: memoryview, pos: int) -> tuple[DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup.DescribeShareGroupOffsetsRequestTopic, int]:
    f_topic_name: str
    f_partitions: list[int]
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
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
    return _DescribeShareGroupOffsetsRequest_DescribeShareGroupOffsetsRequestGroup_DescribeShareGroupOffsetsRequestTopic(f_topic_name, f_partitions, unknown), pos


# DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup v0-1
def _dec_DescribeShareGroupOffsetsRequestGroup_5(buf: memoryview, pos: int) -> tuple[DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup, int]:
    f_group_id: str
    f_topics: list[DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup.DescribeShareGroupOffsetsRequestTopic] | None
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
        n_topics, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup.DescribeShareGroupOffsetsRequestTopic] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_DescribeShareGroupOffsetsRequestTopic_4(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeShareGroupOffsetsRequest_DescribeShareGroupOffsetsRequestGroup(f_group_id, f_topics, unknown), pos


# DescribeShareGroupOffsetsRequest v0-1
def _dec_DescribeShareGroupOffsetsRequest_6(buf: memoryview, pos: int) -> tuple[DescribeShareGroupOffsetsRequest, int]:
    f_groups: list[DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup]
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 3 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_groups: list[DescribeShareGroupOffsetsRequest.DescribeShareGroupOffsetsRequestGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_DescribeShareGroupOffsetsRequestGroup_5(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeShareGroupOffsetsRequest(f_groups, unknown), pos


# DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition v0
def _enc_DescribeShareGroupOffsetsResponsePartition_7(o: DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_index, o.start_offset, o.leader_epoch, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic v0
def _enc_DescribeShareGroupOffsetsResponseTopic_8(o: DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    out.append(_S1.pack(o.topic_id.bytes))
    a2 = o.partitions
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_DescribeShareGroupOffsetsResponsePartition_7(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup v0
def _enc_DescribeShareGroupOffsetsResponseGroup_9(o: DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribeShareGroupOffsetsResponseTopic_8(e1, out)
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeShareGroupOffsetsResponse v0
def _enc_DescribeShareGroupOffsetsResponse_10(o: DescribeShareGroupOffsetsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.groups
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribeShareGroupOffsetsResponseGroup_9(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition v1
def _enc_DescribeShareGroupOffsetsResponsePartition_11(o: DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.partition_index, o.start_offset, o.leader_epoch, o.lag, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic v1
def _enc_DescribeShareGroupOffsetsResponseTopic_12(o: DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic_name))
    out.append(_S1.pack(o.topic_id.bytes))
    a2 = o.partitions
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_DescribeShareGroupOffsetsResponsePartition_11(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup v1
def _enc_DescribeShareGroupOffsetsResponseGroup_13(o: DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribeShareGroupOffsetsResponseTopic_12(e1, out)
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeShareGroupOffsetsResponse v1
def _enc_DescribeShareGroupOffsetsResponse_14(o: DescribeShareGroupOffsetsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.groups
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribeShareGroupOffsetsResponseGroup_13(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition v0
def _dec_DescribeShareGroupOffsetsResponsePartition_15(buf: memoryview, pos: int) -> tuple[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition, int]:
    f_partition_index: int
    f_start_offset: int
    f_leader_epoch: int
    f_error_code: int
    f_error_message: str | None
    f_partition_index, f_start_offset, f_leader_epoch, f_error_code = _S2.unpack_from(buf, pos)
    pos += 18
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
    return _DescribeShareGroupOffsetsResponse_DescribeShareGroupOffsetsResponseGroup_DescribeShareGroupOffsetsResponseTopic_DescribeShareGroupOffsetsResponsePartition(f_partition_index, f_start_offset, f_leader_epoch, -1, f_error_code, f_error_message, unknown), pos


# DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic v0
def _dec_DescribeShareGroupOffsetsResponseTopic_16(buf: memoryview, pos: int) -> tuple[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic, int]:
    f_topic_name: str
    f_topic_id: UUID
    f_partitions: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition]
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    u_topic_id = _S1.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 20 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 20)
    l_partitions: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_DescribeShareGroupOffsetsResponsePartition_15(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeShareGroupOffsetsResponse_DescribeShareGroupOffsetsResponseGroup_DescribeShareGroupOffsetsResponseTopic(f_topic_name, f_topic_id, f_partitions, unknown), pos


# DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup v0
def _dec_DescribeShareGroupOffsetsResponseGroup_17(buf: memoryview, pos: int) -> tuple[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup, int]:
    f_group_id: str
    f_topics: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic]
    f_error_code: int
    f_error_message: str | None
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 19 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 19)
    l_topics: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DescribeShareGroupOffsetsResponseTopic_16(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_error_code = _S3.unpack_from(buf, pos)[0]
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
    return _DescribeShareGroupOffsetsResponse_DescribeShareGroupOffsetsResponseGroup(f_group_id, f_topics, f_error_code, f_error_message, unknown), pos


# DescribeShareGroupOffsetsResponse v0
def _dec_DescribeShareGroupOffsetsResponse_18(buf: memoryview, pos: int) -> tuple[DescribeShareGroupOffsetsResponse, int]:
    f_throttle_time_ms: int
    f_groups: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 6 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_groups: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_DescribeShareGroupOffsetsResponseGroup_17(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeShareGroupOffsetsResponse(f_throttle_time_ms, f_groups, unknown), pos


# DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition v1
def _dec_DescribeShareGroupOffsetsResponsePartition_19(buf: memoryview, pos: int) -> tuple[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition, int]:
    f_partition_index: int
    f_start_offset: int
    f_leader_epoch: int
    f_lag: int
    f_error_code: int
    f_error_message: str | None
    f_partition_index, f_start_offset, f_leader_epoch, f_lag, f_error_code = _S4.unpack_from(buf, pos)
    pos += 26
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
    return _DescribeShareGroupOffsetsResponse_DescribeShareGroupOffsetsResponseGroup_DescribeShareGroupOffsetsResponseTopic_DescribeShareGroupOffsetsResponsePartition(f_partition_index, f_start_offset, f_leader_epoch, f_lag, f_error_code, f_error_message, unknown), pos


# DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic v1
def _dec_DescribeShareGroupOffsetsResponseTopic_20(buf: memoryview, pos: int) -> tuple[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic, int]:
    f_topic_name: str
    f_topic_id: UUID
    f_partitions: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition]
    c_topic_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic_name < 128 and pos + c_topic_name <= len(buf):
        f_topic_name = _p.utf8_slice(buf, pos + 1, pos + c_topic_name)
        pos += c_topic_name
    else:
        f_topic_name, pos = _p.dec_compact_string(buf, pos)
    u_topic_id = _S1.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 28 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 28)
    l_partitions: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic.DescribeShareGroupOffsetsResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_DescribeShareGroupOffsetsResponsePartition_19(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeShareGroupOffsetsResponse_DescribeShareGroupOffsetsResponseGroup_DescribeShareGroupOffsetsResponseTopic(f_topic_name, f_topic_id, f_partitions, unknown), pos


# DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup v1
def _dec_DescribeShareGroupOffsetsResponseGroup_21(buf: memoryview, pos: int) -> tuple[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup, int]:
    f_group_id: str
    f_topics: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic]
    f_error_code: int
    f_error_message: str | None
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 19 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 19)
    l_topics: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup.DescribeShareGroupOffsetsResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_DescribeShareGroupOffsetsResponseTopic_20(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_error_code = _S3.unpack_from(buf, pos)[0]
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
    return _DescribeShareGroupOffsetsResponse_DescribeShareGroupOffsetsResponseGroup(f_group_id, f_topics, f_error_code, f_error_message, unknown), pos


# DescribeShareGroupOffsetsResponse v1
def _dec_DescribeShareGroupOffsetsResponse_22(buf: memoryview, pos: int) -> tuple[DescribeShareGroupOffsetsResponse, int]:
    f_throttle_time_ms: int
    f_groups: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 6 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_groups: list[DescribeShareGroupOffsetsResponse.DescribeShareGroupOffsetsResponseGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_DescribeShareGroupOffsetsResponseGroup_21(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeShareGroupOffsetsResponse(f_throttle_time_ms, f_groups, unknown), pos


DescribeShareGroupOffsetsRequest._ENCODERS = (_enc_DescribeShareGroupOffsetsRequest_3, _enc_DescribeShareGroupOffsetsRequest_3,)
DescribeShareGroupOffsetsRequest._DECODERS = (_dec_DescribeShareGroupOffsetsRequest_6, _dec_DescribeShareGroupOffsetsRequest_6,)
DescribeShareGroupOffsetsResponse._ENCODERS = (_enc_DescribeShareGroupOffsetsResponse_10, _enc_DescribeShareGroupOffsetsResponse_14,)
DescribeShareGroupOffsetsResponse._DECODERS = (_dec_DescribeShareGroupOffsetsResponse_18, _dec_DescribeShareGroupOffsetsResponse_22,)
DescribeShareGroupOffsetsRequest.RESPONSE = DescribeShareGroupOffsetsResponse
DescribeShareGroupOffsetsResponse.REQUEST = DescribeShareGroupOffsetsRequest
