# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""ShareGroupDescribe (API key 77): request and response, versions 1-1."""

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

__all__ = ["ShareGroupDescribeRequest", "ShareGroupDescribeResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ShareGroupDescribeRequest(Request["ShareGroupDescribeResponse"]):
    """ShareGroupDescribe request (API key 77): versions 1-1, flexible from 0."""

    API_KEY = 77
    MIN_VERSION = 1
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    __slots__ = ('group_ids', 'include_authorized_operations', 'unknown_tagged_fields',)
    #: The ids of the groups to describe. (v0+)
    group_ids: list[str]
    #: Whether to include authorized operations. (v0+)
    include_authorized_operations: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_ids: list[str] = _FRESH, include_authorized_operations: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_ids = [] if group_ids is _FRESH else group_ids
        self.include_authorized_operations = include_authorized_operations
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_ids={self.group_ids!r}, include_authorized_operations={self.include_authorized_operations!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_ids, self.include_authorized_operations, self.unknown_tagged_fields,) == (other.group_ids, other.include_authorized_operations, other.unknown_tagged_fields,)


class ShareGroupDescribeResponse(Response):
    """ShareGroupDescribe response (API key 77): versions 1-1, flexible from 0."""

    API_KEY = 77
    MIN_VERSION = 1
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0


    class TopicPartitions:
        """TopicPartitions (versions 0+)."""
        __slots__ = ('topic_id', 'topic_name', 'partitions', 'unknown_tagged_fields',)
        #: The topic ID. (v0+)
        topic_id: UUID
        #: The topic name. (v0+)
        topic_name: str
        #: The partitions. (v0+)
        partitions: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_id: UUID = _ZERO_UUID, topic_name: str = "", partitions: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_id = topic_id
            self.topic_name = topic_name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_id={self.topic_id!r}, topic_name={self.topic_name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_id, self.topic_name, self.partitions, self.unknown_tagged_fields,) == (other.topic_id, other.topic_name, other.partitions, other.unknown_tagged_fields,)

    class Assignment:
        """Assignment (versions 0+)."""
        __slots__ = ('topic_partitions', 'unknown_tagged_fields',)
        #: The assigned topic-partitions to the member. (v0+)
        topic_partitions: list[ShareGroupDescribeResponse.TopicPartitions]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic_partitions: list[ShareGroupDescribeResponse.TopicPartitions] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic_partitions = [] if topic_partitions is _FRESH else topic_partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic_partitions={self.topic_partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic_partitions, self.unknown_tagged_fields,) == (other.topic_partitions, other.unknown_tagged_fields,)

    class DescribedGroup:
        """DescribedGroup (versions 0+)."""

        class Member:
            """Member (versions 0+)."""
            __slots__ = ('member_id', 'rack_id', 'member_epoch', 'client_id', 'client_host', 'subscribed_topic_names', 'assignment', 'unknown_tagged_fields',)
            #: The member ID. (v0+)
            member_id: str
            #: The member rack ID. (v0+, nullable v0+)
            rack_id: str | None
            #: The current member epoch. (v0+)
            member_epoch: int
            #: The client ID. (v0+)
            client_id: str
            #: The client host. (v0+)
            client_host: str
            #: The subscribed topic names. (v0+)
            subscribed_topic_names: list[str]
            #: The current assignment. (v0+)
            assignment: ShareGroupDescribeResponse.Assignment
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, member_id: str = "", rack_id: str | None = None, member_epoch: int = 0, client_id: str = "", client_host: str = "", subscribed_topic_names: list[str] = _FRESH, assignment: ShareGroupDescribeResponse.Assignment = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.member_id = member_id
                self.rack_id = rack_id
                self.member_epoch = member_epoch
                self.client_id = client_id
                self.client_host = client_host
                self.subscribed_topic_names = [] if subscribed_topic_names is _FRESH else subscribed_topic_names
                self.assignment = _ShareGroupDescribeResponse_Assignment() if assignment is _FRESH else assignment
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(member_id={self.member_id!r}, rack_id={self.rack_id!r}, member_epoch={self.member_epoch!r}, client_id={self.client_id!r}, client_host={self.client_host!r}, subscribed_topic_names={self.subscribed_topic_names!r}, assignment={self.assignment!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.member_id, self.rack_id, self.member_epoch, self.client_id, self.client_host, self.subscribed_topic_names, self.assignment, self.unknown_tagged_fields,) == (other.member_id, other.rack_id, other.member_epoch, other.client_id, other.client_host, other.subscribed_topic_names, other.assignment, other.unknown_tagged_fields,)

        __slots__ = ('error_code', 'error_message', 'group_id', 'group_state', 'group_epoch', 'assignment_epoch', 'assignor_name', 'members', 'authorized_operations', 'unknown_tagged_fields',)
        #: The describe error, or 0 if there was no error. (v0+)
        error_code: int
        #: The top-level error message, or null if there was no error. (v0+, nullable v0+)
        error_message: str | None
        #: The group ID string. (v0+)
        group_id: str
        #: The group state string, or the empty string. (v0+)
        group_state: str
        #: The group epoch. (v0+)
        group_epoch: int
        #: The assignment epoch. (v0+)
        assignment_epoch: int
        #: The selected assignor. (v0+)
        assignor_name: str
        #: The members. (v0+)
        members: list[ShareGroupDescribeResponse.DescribedGroup.Member]
        #: 32-bit bitfield to represent authorized operations for this group. (v0+)
        authorized_operations: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, error_code: int = 0, error_message: str | None = None, group_id: str = "", group_state: str = "", group_epoch: int = 0, assignment_epoch: int = 0, assignor_name: str = "", members: list[ShareGroupDescribeResponse.DescribedGroup.Member] = _FRESH, authorized_operations: int = -2147483648, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.group_id = group_id
            self.group_state = group_state
            self.group_epoch = group_epoch
            self.assignment_epoch = assignment_epoch
            self.assignor_name = assignor_name
            self.members = [] if members is _FRESH else members
            self.authorized_operations = authorized_operations
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(error_code={self.error_code!r}, error_message={self.error_message!r}, group_id={self.group_id!r}, group_state={self.group_state!r}, group_epoch={self.group_epoch!r}, assignment_epoch={self.assignment_epoch!r}, assignor_name={self.assignor_name!r}, members={self.members!r}, authorized_operations={self.authorized_operations!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.error_code, self.error_message, self.group_id, self.group_state, self.group_epoch, self.assignment_epoch, self.assignor_name, self.members, self.authorized_operations, self.unknown_tagged_fields,) == (other.error_code, other.error_message, other.group_id, other.group_state, other.group_epoch, other.assignment_epoch, other.assignor_name, other.members, other.authorized_operations, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'groups', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: Each described group. (v0+)
    groups: list[ShareGroupDescribeResponse.DescribedGroup]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, groups: list[ShareGroupDescribeResponse.DescribedGroup] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is _FRESH else groups
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, groups={self.groups!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.groups, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.groups, other.unknown_tagged_fields,)

_ShareGroupDescribeRequest = ShareGroupDescribeRequest
_ShareGroupDescribeResponse = ShareGroupDescribeResponse
_ShareGroupDescribeResponse_TopicPartitions = ShareGroupDescribeResponse.TopicPartitions
_ShareGroupDescribeResponse_Assignment = ShareGroupDescribeResponse.Assignment
_ShareGroupDescribeResponse_DescribedGroup = ShareGroupDescribeResponse.DescribedGroup
_ShareGroupDescribeResponse_DescribedGroup_Member = ShareGroupDescribeResponse.DescribedGroup.Member

_S0 = Struct('>?')
_S1 = Struct('>i')
_S2 = Struct('>h')
_S3 = Struct('>ii')
_S4 = Struct('>16s')


# ShareGroupDescribeRequest v1
def _enc_ShareGroupDescribeRequest_1(o: ShareGroupDescribeRequest, out: list[Buffer]) -> None:
    a0 = o.group_ids
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.extend([_p.enc_compact_string(e) for e in a0])
    out.append(_S0.pack(o.include_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareGroupDescribeRequest v1
def _dec_ShareGroupDescribeRequest_2(buf: memoryview, pos: int) -> tuple[ShareGroupDescribeRequest, int]:
    f_group_ids: list[str]
    f_include_authorized_operations: bool
    n_group_ids = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_group_ids < 127 and n_group_ids < len(buf) - pos:
        pos += 1
    else:
        n_group_ids, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_group_ids: list[str] = []
    for _ in range(n_group_ids):
        e_group_ids, pos = _p.dec_compact_string(buf, pos)
        l_group_ids.append(e_group_ids)
    f_group_ids = l_group_ids
    f_include_authorized_operations = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareGroupDescribeRequest(f_group_ids, f_include_authorized_operations, unknown), pos


# ShareGroupDescribeResponse.TopicPartitions v1
def _enc_TopicPartitions_3(o: ShareGroupDescribeResponse.TopicPartitions, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.topic_id.bytes))
    out.append(_p.enc_compact_string(o.topic_name))
    a2 = o.partitions
    out.append(_p.enc_uvarint(len(a2) + 1))
    out.append(_pack(">%di" % len(a2), *a2))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareGroupDescribeResponse.Assignment v1
def _enc_Assignment_4(o: ShareGroupDescribeResponse.Assignment, out: list[Buffer]) -> None:
    a0 = o.topic_partitions
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_TopicPartitions_3(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareGroupDescribeResponse.DescribedGroup.Member v1
def _enc_Member_5(o: ShareGroupDescribeResponse.DescribedGroup.Member, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.rack_id))
    out.append(_S1.pack(o.member_epoch))
    out.append(_p.enc_compact_string(o.client_id))
    out.append(_p.enc_compact_string(o.client_host))
    a5 = o.subscribed_topic_names
    out.append(_p.enc_uvarint(len(a5) + 1))
    out.extend([_p.enc_compact_string(e) for e in a5])
    _enc_Assignment_4(o.assignment, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareGroupDescribeResponse.DescribedGroup v1
def _enc_DescribedGroup_6(o: ShareGroupDescribeResponse.DescribedGroup, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_p.enc_compact_string(o.group_state))
    out.append(_S3.pack(o.group_epoch, o.assignment_epoch))
    out.append(_p.enc_compact_string(o.assignor_name))
    a7 = o.members
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_Member_5(e7, out)
    out.append(_S1.pack(o.authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareGroupDescribeResponse v1
def _enc_ShareGroupDescribeResponse_7(o: ShareGroupDescribeResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.groups
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribedGroup_6(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ShareGroupDescribeResponse.TopicPartitions v1
def _dec_TopicPartitions_8(buf: memoryview, pos: int) -> tuple[ShareGroupDescribeResponse.TopicPartitions, int]:
    f_topic_id: UUID
    f_topic_name: str
    f_partitions: list[int]
    u_topic_id = _S4.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
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
    return _ShareGroupDescribeResponse_TopicPartitions(f_topic_id, f_topic_name, f_partitions, unknown), pos


# ShareGroupDescribeResponse.Assignment v1
def _dec_Assignment_9(buf: memoryview, pos: int) -> tuple[ShareGroupDescribeResponse.Assignment, int]:
    f_topic_partitions: list[ShareGroupDescribeResponse.TopicPartitions]
    n_topic_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topic_partitions < 127 and n_topic_partitions * 19 < len(buf) - pos:
        pos += 1
    else:
        n_topic_partitions, pos = _p.dec_compact_array_len(buf, pos, 19)
    l_topic_partitions: list[ShareGroupDescribeResponse.TopicPartitions] = []
    for _ in range(n_topic_partitions):
        e_topic_partitions, pos = _dec_TopicPartitions_8(buf, pos)
        l_topic_partitions.append(e_topic_partitions)
    f_topic_partitions = l_topic_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareGroupDescribeResponse_Assignment(f_topic_partitions, unknown), pos


# ShareGroupDescribeResponse.DescribedGroup.Member v1
def _dec_Member_10(buf: memoryview, pos: int) -> tuple[ShareGroupDescribeResponse.DescribedGroup.Member, int]:
    f_member_id: str
    f_rack_id: str | None
    f_member_epoch: int
    f_client_id: str
    f_client_host: str
    f_subscribed_topic_names: list[str]
    f_assignment: ShareGroupDescribeResponse.Assignment
    c_member_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_member_id < 128 and pos + c_member_id <= len(buf):
        f_member_id = _p.utf8_slice(buf, pos + 1, pos + c_member_id)
        pos += c_member_id
    else:
        f_member_id, pos = _p.dec_compact_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_rack_id = None
        pos += 1
    else:
        f_rack_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_member_epoch = _S1.unpack_from(buf, pos)[0]
    pos += 4
    c_client_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_client_id < 128 and pos + c_client_id <= len(buf):
        f_client_id = _p.utf8_slice(buf, pos + 1, pos + c_client_id)
        pos += c_client_id
    else:
        f_client_id, pos = _p.dec_compact_string(buf, pos)
    c_client_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_client_host < 128 and pos + c_client_host <= len(buf):
        f_client_host = _p.utf8_slice(buf, pos + 1, pos + c_client_host)
        pos += c_client_host
    else:
        f_client_host, pos = _p.dec_compact_string(buf, pos)
    n_subscribed_topic_names = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_subscribed_topic_names < 127 and n_subscribed_topic_names < len(buf) - pos:
        pos += 1
    else:
        n_subscribed_topic_names, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_subscribed_topic_names: list[str] = []
    for _ in range(n_subscribed_topic_names):
        e_subscribed_topic_names, pos = _p.dec_compact_string(buf, pos)
        l_subscribed_topic_names.append(e_subscribed_topic_names)
    f_subscribed_topic_names = l_subscribed_topic_names
    f_assignment, pos = _dec_Assignment_9(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareGroupDescribeResponse_DescribedGroup_Member(f_member_id, f_rack_id, f_member_epoch, f_client_id, f_client_host, f_subscribed_topic_names, f_assignment, unknown), pos


# ShareGroupDescribeResponse.DescribedGroup v1
def _dec_DescribedGroup_11(buf: memoryview, pos: int) -> tuple[ShareGroupDescribeResponse.DescribedGroup, int]:
    f_error_code: int
    f_error_message: str | None
    f_group_id: str
    f_group_state: str
    f_group_epoch: int
    f_assignment_epoch: int
    f_assignor_name: str
    f_members: list[ShareGroupDescribeResponse.DescribedGroup.Member]
    f_authorized_operations: int
    f_error_code = _S2.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    c_group_state = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_state < 128 and pos + c_group_state <= len(buf):
        f_group_state = _p.utf8_slice(buf, pos + 1, pos + c_group_state)
        pos += c_group_state
    else:
        f_group_state, pos = _p.dec_compact_string(buf, pos)
    f_group_epoch, f_assignment_epoch = _S3.unpack_from(buf, pos)
    pos += 8
    c_assignor_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_assignor_name < 128 and pos + c_assignor_name <= len(buf):
        f_assignor_name = _p.utf8_slice(buf, pos + 1, pos + c_assignor_name)
        pos += c_assignor_name
    else:
        f_assignor_name, pos = _p.dec_compact_string(buf, pos)
    n_members = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_members < 127 and n_members * 12 < len(buf) - pos:
        pos += 1
    else:
        n_members, pos = _p.dec_compact_array_len(buf, pos, 12)
    l_members: list[ShareGroupDescribeResponse.DescribedGroup.Member] = []
    for _ in range(n_members):
        e_members, pos = _dec_Member_10(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    f_authorized_operations = _S1.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareGroupDescribeResponse_DescribedGroup(f_error_code, f_error_message, f_group_id, f_group_state, f_group_epoch, f_assignment_epoch, f_assignor_name, f_members, f_authorized_operations, unknown), pos


# ShareGroupDescribeResponse v1
def _dec_ShareGroupDescribeResponse_12(buf: memoryview, pos: int) -> tuple[ShareGroupDescribeResponse, int]:
    f_throttle_time_ms: int
    f_groups: list[ShareGroupDescribeResponse.DescribedGroup]
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 20 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 20)
    l_groups: list[ShareGroupDescribeResponse.DescribedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_DescribedGroup_11(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ShareGroupDescribeResponse(f_throttle_time_ms, f_groups, unknown), pos


ShareGroupDescribeRequest._ENCODERS = (None, _enc_ShareGroupDescribeRequest_1,)
ShareGroupDescribeRequest._DECODERS = (None, _dec_ShareGroupDescribeRequest_2,)
ShareGroupDescribeResponse._ENCODERS = (None, _enc_ShareGroupDescribeResponse_7,)
ShareGroupDescribeResponse._DECODERS = (None, _dec_ShareGroupDescribeResponse_12,)
ShareGroupDescribeRequest.RESPONSE = ShareGroupDescribeResponse
ShareGroupDescribeResponse.REQUEST = ShareGroupDescribeRequest
