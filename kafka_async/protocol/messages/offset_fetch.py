# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""OffsetFetch (API key 9): request and response, versions 1-10."""

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

__all__ = ["OffsetFetchRequest", "OffsetFetchResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class OffsetFetchRequest(Request["OffsetFetchResponse"]):
    """OffsetFetch request (API key 9): versions 1-10, flexible from 6."""

    API_KEY = 9
    MIN_VERSION = 1
    MAX_VERSION = 10
    FLEXIBLE_VERSION = 6


    class OffsetFetchRequestTopic:
        """OffsetFetchRequestTopic (versions 0-7)."""
        __slots__ = ('name', 'partition_indexes', 'unknown_tagged_fields',)
        #: The topic name. (v0-7)
        name: str
        #: The partition indexes we would like to fetch offsets for. (v0-7)
        partition_indexes: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partition_indexes: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partition_indexes = [] if partition_indexes is _FRESH else partition_indexes
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partition_indexes={self.partition_indexes!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partition_indexes, self.unknown_tagged_fields,) == (other.name, other.partition_indexes, other.unknown_tagged_fields,)

    class OffsetFetchRequestGroup:
        """OffsetFetchRequestGroup (versions 8+)."""

        class OffsetFetchRequestTopics:
            """OffsetFetchRequestTopics (versions 8+)."""
            __slots__ = ('name', 'topic_id', 'partition_indexes', 'unknown_tagged_fields',)
            #: The topic name. (v8-9, ignorable)
            name: str
            #: The topic ID. (v10+, ignorable)
            topic_id: UUID
            #: The partition indexes we would like to fetch offsets for. (v8+)
            partition_indexes: list[int]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, name: str = "", topic_id: UUID = _ZERO_UUID, partition_indexes: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.name = name
                self.topic_id = topic_id
                self.partition_indexes = [] if partition_indexes is _FRESH else partition_indexes
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(name={self.name!r}, topic_id={self.topic_id!r}, partition_indexes={self.partition_indexes!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.name, self.topic_id, self.partition_indexes, self.unknown_tagged_fields,) == (other.name, other.topic_id, other.partition_indexes, other.unknown_tagged_fields,)

        __slots__ = ('group_id', 'member_id', 'member_epoch', 'topics', 'unknown_tagged_fields',)
        #: The group ID. (v8+)
        group_id: str
        #: The member id. (v9+, nullable v9+, ignorable)
        member_id: str | None
        #: The member epoch if using the new consumer protocol (KIP-848). (v9+, ignorable)
        member_epoch: int
        #: Each topic we would like to fetch offsets for, or null to fetch offsets for all topics. (v8+, nullable v8+)
        topics: list[OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics] | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, group_id: str = "", member_id: str | None = None, member_epoch: int = -1, topics: list[OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics] | None = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.group_id = group_id
            self.member_id = member_id
            self.member_epoch = member_epoch
            self.topics = [] if topics is _FRESH else topics
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(group_id={self.group_id!r}, member_id={self.member_id!r}, member_epoch={self.member_epoch!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.group_id, self.member_id, self.member_epoch, self.topics, self.unknown_tagged_fields,) == (other.group_id, other.member_id, other.member_epoch, other.topics, other.unknown_tagged_fields,)

    __slots__ = ('group_id', 'topics', 'groups', 'require_stable', 'unknown_tagged_fields',)
    #: The group to fetch offsets for. (v0-7)
    group_id: str
    #: Each topic we would like to fetch offsets for, or null to fetch offsets for all topics. (v0-7, nullable v2-7)
    topics: list[OffsetFetchRequest.OffsetFetchRequestTopic] | None
    #: Each group we would like to fetch offsets for. (v8+)
    groups: list[OffsetFetchRequest.OffsetFetchRequestGroup]
    #: Whether broker should hold on returning unstable offsets but set a retriable error code for the partitions. (v7+)
    require_stable: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_id: str = "", topics: list[OffsetFetchRequest.OffsetFetchRequestTopic] | None = _FRESH, groups: list[OffsetFetchRequest.OffsetFetchRequestGroup] = _FRESH, require_stable: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_id = group_id
        self.topics = [] if topics is _FRESH else topics
        self.groups = [] if groups is _FRESH else groups
        self.require_stable = require_stable
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_id={self.group_id!r}, topics={self.topics!r}, groups={self.groups!r}, require_stable={self.require_stable!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_id, self.topics, self.groups, self.require_stable, self.unknown_tagged_fields,) == (other.group_id, other.topics, other.groups, other.require_stable, other.unknown_tagged_fields,)


class OffsetFetchResponse(Response):
    """OffsetFetch response (API key 9): versions 1-10, flexible from 6."""

    API_KEY = 9
    MIN_VERSION = 1
    MAX_VERSION = 10
    FLEXIBLE_VERSION = 6


    class OffsetFetchResponseTopic:
        """OffsetFetchResponseTopic (versions 0-7)."""

        class OffsetFetchResponsePartition:
            """OffsetFetchResponsePartition (versions 0-7)."""
            __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'metadata', 'error_code', 'unknown_tagged_fields',)
            #: The partition index. (v0-7)
            partition_index: int
            #: The committed message offset. (v0-7)
            committed_offset: int
            #: The leader epoch. (v5-7, ignorable)
            committed_leader_epoch: int
            #: The partition metadata. (v0-7, nullable v0-7)
            metadata: str | None
            #: The error code, or 0 if there was no error. (v0-7)
            error_code: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, committed_offset: int = 0, committed_leader_epoch: int = -1, metadata: str | None = "", error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.committed_offset = committed_offset
                self.committed_leader_epoch = committed_leader_epoch
                self.metadata = metadata
                self.error_code = error_code
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, committed_offset={self.committed_offset!r}, committed_leader_epoch={self.committed_leader_epoch!r}, metadata={self.metadata!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.committed_offset, self.committed_leader_epoch, self.metadata, self.error_code, self.unknown_tagged_fields,) == (other.partition_index, other.committed_offset, other.committed_leader_epoch, other.metadata, other.error_code, other.unknown_tagged_fields,)

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0-7)
        name: str
        #: The responses per partition. (v0-7)
        partitions: list[OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    class OffsetFetchResponseGroup:
        """OffsetFetchResponseGroup (versions 8+)."""

        class OffsetFetchResponseTopics:
            """OffsetFetchResponseTopics (versions 8+)."""

            class OffsetFetchResponsePartitions:
                """OffsetFetchResponsePartitions (versions 8+)."""
                __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'metadata', 'error_code', 'unknown_tagged_fields',)
                #: The partition index. (v8+)
                partition_index: int
                #: The committed message offset. (v8+)
                committed_offset: int
                #: The leader epoch. (v8+, ignorable)
                committed_leader_epoch: int
                #: The partition metadata. (v8+, nullable v8+)
                metadata: str | None
                #: The partition-level error code, or 0 if there was no error. (v8+)
                error_code: int
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, partition_index: int = 0, committed_offset: int = 0, committed_leader_epoch: int = -1, metadata: str | None = "", error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.partition_index = partition_index
                    self.committed_offset = committed_offset
                    self.committed_leader_epoch = committed_leader_epoch
                    self.metadata = metadata
                    self.error_code = error_code
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, committed_offset={self.committed_offset!r}, committed_leader_epoch={self.committed_leader_epoch!r}, metadata={self.metadata!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.partition_index, self.committed_offset, self.committed_leader_epoch, self.metadata, self.error_code, self.unknown_tagged_fields,) == (other.partition_index, other.committed_offset, other.committed_leader_epoch, other.metadata, other.error_code, other.unknown_tagged_fields,)

            __slots__ = ('name', 'topic_id', 'partitions', 'unknown_tagged_fields',)
            #: The topic name. (v8-9, ignorable)
            name: str
            #: The topic ID. (v10+, ignorable)
            topic_id: UUID
            #: The responses per partition. (v8+)
            partitions: list[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, name: str = "", topic_id: UUID = _ZERO_UUID, partitions: list[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.name = name
                self.topic_id = topic_id
                self.partitions = [] if partitions is _FRESH else partitions
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(name={self.name!r}, topic_id={self.topic_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.name, self.topic_id, self.partitions, self.unknown_tagged_fields,) == (other.name, other.topic_id, other.partitions, other.unknown_tagged_fields,)

        __slots__ = ('group_id', 'topics', 'error_code', 'unknown_tagged_fields',)
        #: The group ID. (v8+)
        group_id: str
        #: The responses per topic. (v8+)
        topics: list[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics]
        #: The group-level error code, or 0 if there was no error. (v8+)
        error_code: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, group_id: str = "", topics: list[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics] = _FRESH, error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.group_id = group_id
            self.topics = [] if topics is _FRESH else topics
            self.error_code = error_code
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(group_id={self.group_id!r}, topics={self.topics!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.group_id, self.topics, self.error_code, self.unknown_tagged_fields,) == (other.group_id, other.topics, other.error_code, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'topics', 'error_code', 'groups', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v3+, ignorable)
    throttle_time_ms: int
    #: The responses per topic. (v0-7)
    topics: list[OffsetFetchResponse.OffsetFetchResponseTopic]
    #: The top-level error code, or 0 if there was no error. (v2-7, ignorable)
    error_code: int
    #: The responses per group id. (v8+)
    groups: list[OffsetFetchResponse.OffsetFetchResponseGroup]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, topics: list[OffsetFetchResponse.OffsetFetchResponseTopic] = _FRESH, error_code: int = 0, groups: list[OffsetFetchResponse.OffsetFetchResponseGroup] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _FRESH else topics
        self.error_code = error_code
        self.groups = [] if groups is _FRESH else groups
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, topics={self.topics!r}, error_code={self.error_code!r}, groups={self.groups!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.topics, self.error_code, self.groups, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.topics, other.error_code, other.groups, other.unknown_tagged_fields,)

_OffsetFetchRequest = OffsetFetchRequest
_OffsetFetchRequest_OffsetFetchRequestTopic = OffsetFetchRequest.OffsetFetchRequestTopic
_OffsetFetchRequest_OffsetFetchRequestGroup = OffsetFetchRequest.OffsetFetchRequestGroup
_OffsetFetchRequest_OffsetFetchRequestGroup_OffsetFetchRequestTopics = OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics
_OffsetFetchResponse = OffsetFetchResponse
_OffsetFetchResponse_OffsetFetchResponseTopic = OffsetFetchResponse.OffsetFetchResponseTopic
_OffsetFetchResponse_OffsetFetchResponseTopic_OffsetFetchResponsePartition = OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition
_OffsetFetchResponse_OffsetFetchResponseGroup = OffsetFetchResponse.OffsetFetchResponseGroup
_OffsetFetchResponse_OffsetFetchResponseGroup_OffsetFetchResponseTopics = OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics
_OffsetFetchResponse_OffsetFetchResponseGroup_OffsetFetchResponseTopics_OffsetFetchResponsePartitions = OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions

_S0 = Struct('>?')
_S1 = Struct('>i')
_S2 = Struct('>16s')
_S3 = Struct('>iq')
_S4 = Struct('>h')
_S5 = Struct('>iqi')


# OffsetFetchRequest.OffsetFetchRequestTopic v1-5
def _enc_OffsetFetchRequestTopic_1(o: OffsetFetchRequest.OffsetFetchRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partition_indexes
    out.append(_p.enc_array_len(len(a1)))
    out.append(_pack(">%di" % len(a1), *a1))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetFetchRequest v1
def _enc_OffsetFetchRequest_2(o: OffsetFetchRequest, out: list[Buffer]) -> None:
    if len(o.groups) != 0:
        raise _EncodeError('groups' + _UNSUPPORTED)
    if o.require_stable != False:
        raise _EncodeError('require_stable' + _UNSUPPORTED)
    out.append(_p.enc_string(o.group_id))
    a1 = o.topics
    if a1 is None:
        raise _EncodeError('topics' + _NOT_NULLABLE)
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetFetchRequestTopic_1(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetFetchRequest v2-5
def _enc_OffsetFetchRequest_3(o: OffsetFetchRequest, out: list[Buffer]) -> None:
    if len(o.groups) != 0:
        raise _EncodeError('groups' + _UNSUPPORTED)
    if o.require_stable != False:
        raise _EncodeError('require_stable' + _UNSUPPORTED)
    out.append(_p.enc_string(o.group_id))
    a1 = o.topics
    if a1 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a1)))
        for e1 in a1:
            _enc_OffsetFetchRequestTopic_1(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetFetchRequest.OffsetFetchRequestTopic v6-7
def _enc_OffsetFetchRequestTopic_4(o: OffsetFetchRequest.OffsetFetchRequestTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partition_indexes
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchRequest v6
def _enc_OffsetFetchRequest_5(o: OffsetFetchRequest, out: list[Buffer]) -> None:
    if len(o.groups) != 0:
        raise _EncodeError('groups' + _UNSUPPORTED)
    if o.require_stable != False:
        raise _EncodeError('require_stable' + _UNSUPPORTED)
    out.append(_p.enc_compact_string(o.group_id))
    a1 = o.topics
    if a1 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a1) + 1))
        for e1 in a1:
            _enc_OffsetFetchRequestTopic_4(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchRequest v7
def _enc_OffsetFetchRequest_6(o: OffsetFetchRequest, out: list[Buffer]) -> None:
    if len(o.groups) != 0:
        raise _EncodeError('groups' + _UNSUPPORTED)
    out.append(_p.enc_compact_string(o.group_id))
    a1 = o.topics
    if a1 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a1) + 1))
        for e1 in a1:
            _enc_OffsetFetchRequestTopic_4(e1, out)
    out.append(_S0.pack(o.require_stable))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics v8-9
def _enc_OffsetFetchRequestTopics_7(o: OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partition_indexes
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchRequest.OffsetFetchRequestGroup v8
def _enc_OffsetFetchRequestGroup_8(o: OffsetFetchRequest.OffsetFetchRequestGroup, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    a1 = o.topics
    if a1 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a1) + 1))
        for e1 in a1:
            _enc_OffsetFetchRequestTopics_7(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchRequest v8
def _enc_OffsetFetchRequest_9(o: OffsetFetchRequest, out: list[Buffer]) -> None:
    if o.group_id != "":
        raise _EncodeError('group_id' + _UNSUPPORTED)
    if (o.topics is None or len(o.topics) != 0):
        raise _EncodeError('topics' + _UNSUPPORTED)
    a0 = o.groups
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_OffsetFetchRequestGroup_8(e0, out)
    out.append(_S0.pack(o.require_stable))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchRequest.OffsetFetchRequestGroup v9
def _enc_OffsetFetchRequestGroup_10(o: OffsetFetchRequest.OffsetFetchRequestGroup, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_p.enc_compact_nullable_string(o.member_id))
    out.append(_S1.pack(o.member_epoch))
    a3 = o.topics
    if a3 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a3) + 1))
        for e3 in a3:
            _enc_OffsetFetchRequestTopics_7(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchRequest v9
def _enc_OffsetFetchRequest_11(o: OffsetFetchRequest, out: list[Buffer]) -> None:
    if o.group_id != "":
        raise _EncodeError('group_id' + _UNSUPPORTED)
    if (o.topics is None or len(o.topics) != 0):
        raise _EncodeError('topics' + _UNSUPPORTED)
    a0 = o.groups
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_OffsetFetchRequestGroup_10(e0, out)
    out.append(_S0.pack(o.require_stable))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics v10
def _enc_OffsetFetchRequestTopics_12(o: OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.topic_id.bytes))
    a1 = o.partition_indexes
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchRequest.OffsetFetchRequestGroup v10
def _enc_OffsetFetchRequestGroup_13(o: OffsetFetchRequest.OffsetFetchRequestGroup, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_p.enc_compact_nullable_string(o.member_id))
    out.append(_S1.pack(o.member_epoch))
    a3 = o.topics
    if a3 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a3) + 1))
        for e3 in a3:
            _enc_OffsetFetchRequestTopics_12(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchRequest v10
def _enc_OffsetFetchRequest_14(o: OffsetFetchRequest, out: list[Buffer]) -> None:
    if o.group_id != "":
        raise _EncodeError('group_id' + _UNSUPPORTED)
    if (o.topics is None or len(o.topics) != 0):
        raise _EncodeError('topics' + _UNSUPPORTED)
    a0 = o.groups
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_OffsetFetchRequestGroup_13(e0, out)
    out.append(_S0.pack(o.require_stable))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchRequest.OffsetFetchRequestTopic v1-5
def _dec_OffsetFetchRequestTopic_15(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest.OffsetFetchRequestTopic, int]:
    f_name: str
    f_partition_indexes: list[int]
    f_name, pos = _p.dec_string(buf, pos)
    n_partition_indexes, pos = _p.dec_array_len(buf, pos, 4)
    f_partition_indexes, pos = _p.dec_fixed_array(buf, pos, n_partition_indexes, 'i')
    unknown: dict[int, bytes] = {}
    return _OffsetFetchRequest_OffsetFetchRequestTopic(f_name, f_partition_indexes, unknown), pos


# OffsetFetchRequest v1
def _dec_OffsetFetchRequest_16(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest, int]:
    f_group_id: str
    f_topics: list[OffsetFetchRequest.OffsetFetchRequestTopic] | None
    f_group_id, pos = _p.dec_string(buf, pos)
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetFetchRequest.OffsetFetchRequestTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetFetchRequestTopic_15(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetFetchRequest(f_group_id, f_topics, [], False, unknown), pos


# OffsetFetchRequest v2-5
def _dec_OffsetFetchRequest_17(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest, int]:
    f_group_id: str
    f_topics: list[OffsetFetchRequest.OffsetFetchRequestTopic] | None
    f_group_id, pos = _p.dec_string(buf, pos)
    n_topics, pos = _p.dec_nullable_array_len(buf, pos, 6)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[OffsetFetchRequest.OffsetFetchRequestTopic] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_OffsetFetchRequestTopic_15(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetFetchRequest(f_group_id, f_topics, [], False, unknown), pos


# OffsetFetchRequest.OffsetFetchRequestTopic v6-7
def _dec_OffsetFetchRequestTopic_18(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest.OffsetFetchRequestTopic, int]:
    f_name: str
    f_partition_indexes: list[int]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partition_indexes = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partition_indexes < 127 and n_partition_indexes * 4 < len(buf) - pos:
        pos += 1
    else:
        n_partition_indexes, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_partition_indexes, pos = _p.dec_fixed_array(buf, pos, n_partition_indexes, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchRequest_OffsetFetchRequestTopic(f_name, f_partition_indexes, unknown), pos


# OffsetFetchRequest v6
def _dec_OffsetFetchRequest_19(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest, int]:
    f_group_id: str
    f_topics: list[OffsetFetchRequest.OffsetFetchRequestTopic] | None
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
        l_topics: list[OffsetFetchRequest.OffsetFetchRequestTopic] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_OffsetFetchRequestTopic_18(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchRequest(f_group_id, f_topics, [], False, unknown), pos


# OffsetFetchRequest v7
def _dec_OffsetFetchRequest_20(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest, int]:
    f_group_id: str
    f_topics: list[OffsetFetchRequest.OffsetFetchRequestTopic] | None
    f_require_stable: bool
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
        l_topics: list[OffsetFetchRequest.OffsetFetchRequestTopic] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_OffsetFetchRequestTopic_18(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    f_require_stable = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchRequest(f_group_id, f_topics, [], f_require_stable, unknown), pos


# OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics v8-9
def _dec_OffsetFetchRequestTopics_21(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics, int]:
    f_name: str
    f_partition_indexes: list[int]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partition_indexes = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partition_indexes < 127 and n_partition_indexes * 4 < len(buf) - pos:
        pos += 1
    else:
        n_partition_indexes, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_partition_indexes, pos = _p.dec_fixed_array(buf, pos, n_partition_indexes, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchRequest_OffsetFetchRequestGroup_OffsetFetchRequestTopics(f_name, _ZERO_UUID, f_partition_indexes, unknown), pos


# OffsetFetchRequest.OffsetFetchRequestGroup v8
def _dec_OffsetFetchRequestGroup_22(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest.OffsetFetchRequestGroup, int]:
    f_group_id: str
    f_topics: list[OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics] | None
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
        l_topics: list[OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_OffsetFetchRequestTopics_21(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchRequest_OffsetFetchRequestGroup(f_group_id, None, -1, f_topics, unknown), pos


# OffsetFetchRequest v8
def _dec_OffsetFetchRequest_23(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest, int]:
    f_groups: list[OffsetFetchRequest.OffsetFetchRequestGroup]
    f_require_stable: bool
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 3 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_groups: list[OffsetFetchRequest.OffsetFetchRequestGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_OffsetFetchRequestGroup_22(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    f_require_stable = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchRequest("", [], f_groups, f_require_stable, unknown), pos


# OffsetFetchRequest.OffsetFetchRequestGroup v9
def _dec_OffsetFetchRequestGroup_24(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest.OffsetFetchRequestGroup, int]:
    f_group_id: str
    f_member_id: str | None
    f_member_epoch: int
    f_topics: list[OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics] | None
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_member_id = None
        pos += 1
    else:
        f_member_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_member_epoch = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_OffsetFetchRequestTopics_21(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchRequest_OffsetFetchRequestGroup(f_group_id, f_member_id, f_member_epoch, f_topics, unknown), pos


# OffsetFetchRequest v9
def _dec_OffsetFetchRequest_25(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest, int]:
    f_groups: list[OffsetFetchRequest.OffsetFetchRequestGroup]
    f_require_stable: bool
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 8 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 8)
    l_groups: list[OffsetFetchRequest.OffsetFetchRequestGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_OffsetFetchRequestGroup_24(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    f_require_stable = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchRequest("", [], f_groups, f_require_stable, unknown), pos


# OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics v10
def _dec_OffsetFetchRequestTopics_26(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics, int]:
    f_topic_id: UUID
    f_partition_indexes: list[int]
    u_topic_id = _S2.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partition_indexes = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partition_indexes < 127 and n_partition_indexes * 4 < len(buf) - pos:
        pos += 1
    else:
        n_partition_indexes, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_partition_indexes, pos = _p.dec_fixed_array(buf, pos, n_partition_indexes, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchRequest_OffsetFetchRequestGroup_OffsetFetchRequestTopics("", f_topic_id, f_partition_indexes, unknown), pos


# OffsetFetchRequest.OffsetFetchRequestGroup v10
def _dec_OffsetFetchRequestGroup_27(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest.OffsetFetchRequestGroup, int]:
    f_group_id: str
    f_member_id: str | None
    f_member_epoch: int
    f_topics: list[OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics] | None
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_member_id = None
        pos += 1
    else:
        f_member_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_member_epoch = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_nullable_array_len(buf, pos, 18)
    if n_topics < 0:
        f_topics = None
    else:
        l_topics: list[OffsetFetchRequest.OffsetFetchRequestGroup.OffsetFetchRequestTopics] = []
        for _ in range(n_topics):
            e_topics, pos = _dec_OffsetFetchRequestTopics_26(buf, pos)
            l_topics.append(e_topics)
        f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchRequest_OffsetFetchRequestGroup(f_group_id, f_member_id, f_member_epoch, f_topics, unknown), pos


# OffsetFetchRequest v10
def _dec_OffsetFetchRequest_28(buf: memoryview, pos: int) -> tuple[OffsetFetchRequest, int]:
    f_groups: list[OffsetFetchRequest.OffsetFetchRequestGroup]
    f_require_stable: bool
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 8 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 8)
    l_groups: list[OffsetFetchRequest.OffsetFetchRequestGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_OffsetFetchRequestGroup_27(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    f_require_stable = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchRequest("", [], f_groups, f_require_stable, unknown), pos


# OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition v1-4
def _enc_OffsetFetchResponsePartition_29(o: OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.partition_index, o.committed_offset))
    out.append(_p.enc_nullable_string(o.metadata))
    out.append(_S4.pack(o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetFetchResponse.OffsetFetchResponseTopic v1-4
def _enc_OffsetFetchResponseTopic_30(o: OffsetFetchResponse.OffsetFetchResponseTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetFetchResponsePartition_29(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetFetchResponse v1
def _enc_OffsetFetchResponse_31(o: OffsetFetchResponse, out: list[Buffer]) -> None:
    if len(o.groups) != 0:
        raise _EncodeError('groups' + _UNSUPPORTED)
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_OffsetFetchResponseTopic_30(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetFetchResponse v2
def _enc_OffsetFetchResponse_32(o: OffsetFetchResponse, out: list[Buffer]) -> None:
    if len(o.groups) != 0:
        raise _EncodeError('groups' + _UNSUPPORTED)
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_OffsetFetchResponseTopic_30(e0, out)
    out.append(_S4.pack(o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetFetchResponse v3-4
def _enc_OffsetFetchResponse_33(o: OffsetFetchResponse, out: list[Buffer]) -> None:
    if len(o.groups) != 0:
        raise _EncodeError('groups' + _UNSUPPORTED)
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetFetchResponseTopic_30(e1, out)
    out.append(_S4.pack(o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition v5
def _enc_OffsetFetchResponsePartition_34(o: OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition_index, o.committed_offset, o.committed_leader_epoch))
    out.append(_p.enc_nullable_string(o.metadata))
    out.append(_S4.pack(o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetFetchResponse.OffsetFetchResponseTopic v5
def _enc_OffsetFetchResponseTopic_35(o: OffsetFetchResponse.OffsetFetchResponseTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetFetchResponsePartition_34(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetFetchResponse v5
def _enc_OffsetFetchResponse_36(o: OffsetFetchResponse, out: list[Buffer]) -> None:
    if len(o.groups) != 0:
        raise _EncodeError('groups' + _UNSUPPORTED)
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OffsetFetchResponseTopic_35(e1, out)
    out.append(_S4.pack(o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition v6-7
def _enc_OffsetFetchResponsePartition_37(o: OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition_index, o.committed_offset, o.committed_leader_epoch))
    out.append(_p.enc_compact_nullable_string(o.metadata))
    out.append(_S4.pack(o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchResponse.OffsetFetchResponseTopic v6-7
def _enc_OffsetFetchResponseTopic_38(o: OffsetFetchResponse.OffsetFetchResponseTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetFetchResponsePartition_37(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchResponse v6-7
def _enc_OffsetFetchResponse_39(o: OffsetFetchResponse, out: list[Buffer]) -> None:
    if len(o.groups) != 0:
        raise _EncodeError('groups' + _UNSUPPORTED)
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetFetchResponseTopic_38(e1, out)
    out.append(_S4.pack(o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions v8-10
def _enc_OffsetFetchResponsePartitions_40(o: OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.partition_index, o.committed_offset, o.committed_leader_epoch))
    out.append(_p.enc_compact_nullable_string(o.metadata))
    out.append(_S4.pack(o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics v8-9
def _enc_OffsetFetchResponseTopics_41(o: OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetFetchResponsePartitions_40(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchResponse.OffsetFetchResponseGroup v8-9
def _enc_OffsetFetchResponseGroup_42(o: OffsetFetchResponse.OffsetFetchResponseGroup, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetFetchResponseTopics_41(e1, out)
    out.append(_S4.pack(o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchResponse v8-9
def _enc_OffsetFetchResponse_43(o: OffsetFetchResponse, out: list[Buffer]) -> None:
    if len(o.topics) != 0:
        raise _EncodeError('topics' + _UNSUPPORTED)
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.groups
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetFetchResponseGroup_42(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics v10
def _enc_OffsetFetchResponseTopics_44(o: OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.topic_id.bytes))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetFetchResponsePartitions_40(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchResponse.OffsetFetchResponseGroup v10
def _enc_OffsetFetchResponseGroup_45(o: OffsetFetchResponse.OffsetFetchResponseGroup, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetFetchResponseTopics_44(e1, out)
    out.append(_S4.pack(o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchResponse v10
def _enc_OffsetFetchResponse_46(o: OffsetFetchResponse, out: list[Buffer]) -> None:
    if len(o.topics) != 0:
        raise _EncodeError('topics' + _UNSUPPORTED)
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.groups
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OffsetFetchResponseGroup_45(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition v1-4
def _dec_OffsetFetchResponsePartition_47(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition, int]:
    f_partition_index: int
    f_committed_offset: int
    f_metadata: str | None
    f_error_code: int
    f_partition_index, f_committed_offset = _S3.unpack_from(buf, pos)
    pos += 12
    f_metadata, pos = _p.dec_nullable_string(buf, pos)
    f_error_code = _S4.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    return _OffsetFetchResponse_OffsetFetchResponseTopic_OffsetFetchResponsePartition(f_partition_index, f_committed_offset, -1, f_metadata, f_error_code, unknown), pos


# OffsetFetchResponse.OffsetFetchResponseTopic v1-4
def _dec_OffsetFetchResponseTopic_48(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse.OffsetFetchResponseTopic, int]:
    f_name: str
    f_partitions: list[OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 16)
    l_partitions: list[OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetFetchResponsePartition_47(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _OffsetFetchResponse_OffsetFetchResponseTopic(f_name, f_partitions, unknown), pos


# OffsetFetchResponse v1
def _dec_OffsetFetchResponse_49(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse, int]:
    f_topics: list[OffsetFetchResponse.OffsetFetchResponseTopic]
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetFetchResponse.OffsetFetchResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetFetchResponseTopic_48(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _OffsetFetchResponse(0, f_topics, 0, [], unknown), pos


# OffsetFetchResponse v2
def _dec_OffsetFetchResponse_50(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse, int]:
    f_topics: list[OffsetFetchResponse.OffsetFetchResponseTopic]
    f_error_code: int
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetFetchResponse.OffsetFetchResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetFetchResponseTopic_48(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_error_code = _S4.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    return _OffsetFetchResponse(0, f_topics, f_error_code, [], unknown), pos


# OffsetFetchResponse v3-4
def _dec_OffsetFetchResponse_51(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[OffsetFetchResponse.OffsetFetchResponseTopic]
    f_error_code: int
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetFetchResponse.OffsetFetchResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetFetchResponseTopic_48(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_error_code = _S4.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    return _OffsetFetchResponse(f_throttle_time_ms, f_topics, f_error_code, [], unknown), pos


# OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition v5
def _dec_OffsetFetchResponsePartition_52(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition, int]:
    f_partition_index: int
    f_committed_offset: int
    f_committed_leader_epoch: int
    f_metadata: str | None
    f_error_code: int
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S5.unpack_from(buf, pos)
    pos += 16
    f_metadata, pos = _p.dec_nullable_string(buf, pos)
    f_error_code = _S4.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    return _OffsetFetchResponse_OffsetFetchResponseTopic_OffsetFetchResponsePartition(f_partition_index, f_committed_offset, f_committed_leader_epoch, f_metadata, f_error_code, unknown), pos


# OffsetFetchResponse.OffsetFetchResponseTopic v5
def _dec_OffsetFetchResponseTopic_53(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse.OffsetFetchResponseTopic, int]:
    f_name: str
    f_partitions: list[OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 20)
    l_partitions: list[OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetFetchResponsePartition_52(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    return _OffsetFetchResponse_OffsetFetchResponseTopic(f_name, f_partitions, unknown), pos


# OffsetFetchResponse v5
def _dec_OffsetFetchResponse_54(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[OffsetFetchResponse.OffsetFetchResponseTopic]
    f_error_code: int
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[OffsetFetchResponse.OffsetFetchResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetFetchResponseTopic_53(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_error_code = _S4.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    return _OffsetFetchResponse(f_throttle_time_ms, f_topics, f_error_code, [], unknown), pos


# OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition v6-7
def _dec_OffsetFetchResponsePartition_55(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition, int]:
    f_partition_index: int
    f_committed_offset: int
    f_committed_leader_epoch: int
    f_metadata: str | None
    f_error_code: int
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S5.unpack_from(buf, pos)
    pos += 16
    if pos < len(buf) and buf[pos] == 0:
        f_metadata = None
        pos += 1
    else:
        f_metadata, pos = _p.dec_compact_nullable_string(buf, pos)
    f_error_code = _S4.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchResponse_OffsetFetchResponseTopic_OffsetFetchResponsePartition(f_partition_index, f_committed_offset, f_committed_leader_epoch, f_metadata, f_error_code, unknown), pos


# OffsetFetchResponse.OffsetFetchResponseTopic v6-7
def _dec_OffsetFetchResponseTopic_56(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse.OffsetFetchResponseTopic, int]:
    f_name: str
    f_partitions: list[OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 20 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 20)
    l_partitions: list[OffsetFetchResponse.OffsetFetchResponseTopic.OffsetFetchResponsePartition] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetFetchResponsePartition_55(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchResponse_OffsetFetchResponseTopic(f_name, f_partitions, unknown), pos


# OffsetFetchResponse v6-7
def _dec_OffsetFetchResponse_57(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[OffsetFetchResponse.OffsetFetchResponseTopic]
    f_error_code: int
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[OffsetFetchResponse.OffsetFetchResponseTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetFetchResponseTopic_56(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_error_code = _S4.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchResponse(f_throttle_time_ms, f_topics, f_error_code, [], unknown), pos


# OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions v8-10
def _dec_OffsetFetchResponsePartitions_58(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions, int]:
    f_partition_index: int
    f_committed_offset: int
    f_committed_leader_epoch: int
    f_metadata: str | None
    f_error_code: int
    f_partition_index, f_committed_offset, f_committed_leader_epoch = _S5.unpack_from(buf, pos)
    pos += 16
    if pos < len(buf) and buf[pos] == 0:
        f_metadata = None
        pos += 1
    else:
        f_metadata, pos = _p.dec_compact_nullable_string(buf, pos)
    f_error_code = _S4.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchResponse_OffsetFetchResponseGroup_OffsetFetchResponseTopics_OffsetFetchResponsePartitions(f_partition_index, f_committed_offset, f_committed_leader_epoch, f_metadata, f_error_code, unknown), pos


# OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics v8-9
def _dec_OffsetFetchResponseTopics_59(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics, int]:
    f_name: str
    f_partitions: list[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 20 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 20)
    l_partitions: list[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetFetchResponsePartitions_58(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchResponse_OffsetFetchResponseGroup_OffsetFetchResponseTopics(f_name, _ZERO_UUID, f_partitions, unknown), pos


# OffsetFetchResponse.OffsetFetchResponseGroup v8-9
def _dec_OffsetFetchResponseGroup_60(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse.OffsetFetchResponseGroup, int]:
    f_group_id: str
    f_topics: list[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics]
    f_error_code: int
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
    l_topics: list[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetFetchResponseTopics_59(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_error_code = _S4.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchResponse_OffsetFetchResponseGroup(f_group_id, f_topics, f_error_code, unknown), pos


# OffsetFetchResponse v8-9
def _dec_OffsetFetchResponse_61(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms: int
    f_groups: list[OffsetFetchResponse.OffsetFetchResponseGroup]
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 5 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_groups: list[OffsetFetchResponse.OffsetFetchResponseGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_OffsetFetchResponseGroup_60(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchResponse(f_throttle_time_ms, [], 0, f_groups, unknown), pos


# OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics v10
def _dec_OffsetFetchResponseTopics_62(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics, int]:
    f_topic_id: UUID
    f_partitions: list[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions]
    u_topic_id = _S2.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 20 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 20)
    l_partitions: list[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics.OffsetFetchResponsePartitions] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_OffsetFetchResponsePartitions_58(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchResponse_OffsetFetchResponseGroup_OffsetFetchResponseTopics("", f_topic_id, f_partitions, unknown), pos


# OffsetFetchResponse.OffsetFetchResponseGroup v10
def _dec_OffsetFetchResponseGroup_63(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse.OffsetFetchResponseGroup, int]:
    f_group_id: str
    f_topics: list[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics]
    f_error_code: int
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topics: list[OffsetFetchResponse.OffsetFetchResponseGroup.OffsetFetchResponseTopics] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_OffsetFetchResponseTopics_62(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_error_code = _S4.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchResponse_OffsetFetchResponseGroup(f_group_id, f_topics, f_error_code, unknown), pos


# OffsetFetchResponse v10
def _dec_OffsetFetchResponse_64(buf: memoryview, pos: int) -> tuple[OffsetFetchResponse, int]:
    f_throttle_time_ms: int
    f_groups: list[OffsetFetchResponse.OffsetFetchResponseGroup]
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 5 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_groups: list[OffsetFetchResponse.OffsetFetchResponseGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_OffsetFetchResponseGroup_63(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _OffsetFetchResponse(f_throttle_time_ms, [], 0, f_groups, unknown), pos


OffsetFetchRequest._ENCODERS = (None, _enc_OffsetFetchRequest_2, _enc_OffsetFetchRequest_3, _enc_OffsetFetchRequest_3, _enc_OffsetFetchRequest_3, _enc_OffsetFetchRequest_3, _enc_OffsetFetchRequest_5, _enc_OffsetFetchRequest_6, _enc_OffsetFetchRequest_9, _enc_OffsetFetchRequest_11, _enc_OffsetFetchRequest_14,)
OffsetFetchRequest._DECODERS = (None, _dec_OffsetFetchRequest_16, _dec_OffsetFetchRequest_17, _dec_OffsetFetchRequest_17, _dec_OffsetFetchRequest_17, _dec_OffsetFetchRequest_17, _dec_OffsetFetchRequest_19, _dec_OffsetFetchRequest_20, _dec_OffsetFetchRequest_23, _dec_OffsetFetchRequest_25, _dec_OffsetFetchRequest_28,)
OffsetFetchResponse._ENCODERS = (None, _enc_OffsetFetchResponse_31, _enc_OffsetFetchResponse_32, _enc_OffsetFetchResponse_33, _enc_OffsetFetchResponse_33, _enc_OffsetFetchResponse_36, _enc_OffsetFetchResponse_39, _enc_OffsetFetchResponse_39, _enc_OffsetFetchResponse_43, _enc_OffsetFetchResponse_43, _enc_OffsetFetchResponse_46,)
OffsetFetchResponse._DECODERS = (None, _dec_OffsetFetchResponse_49, _dec_OffsetFetchResponse_50, _dec_OffsetFetchResponse_51, _dec_OffsetFetchResponse_51, _dec_OffsetFetchResponse_54, _dec_OffsetFetchResponse_57, _dec_OffsetFetchResponse_57, _dec_OffsetFetchResponse_61, _dec_OffsetFetchResponse_61, _dec_OffsetFetchResponse_64,)
OffsetFetchRequest.RESPONSE = OffsetFetchResponse
OffsetFetchResponse.REQUEST = OffsetFetchRequest
