# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeGroups (API key 15): request and response, versions 0-6."""

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

__all__ = ["DescribeGroupsRequest", "DescribeGroupsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeGroupsRequest(Request["DescribeGroupsResponse"]):
    """DescribeGroups request (API key 15): versions 0-6, flexible from 5."""

    API_KEY = 15
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 5

    __slots__ = ('groups', 'include_authorized_operations', 'unknown_tagged_fields',)
    #: The names of the groups to describe. (v0+)
    groups: list[str]
    #: Whether to include authorized operations. (v3+)
    include_authorized_operations: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, groups: list[str] = _FRESH, include_authorized_operations: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.groups = [] if groups is _FRESH else groups
        self.include_authorized_operations = include_authorized_operations
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(groups={self.groups!r}, include_authorized_operations={self.include_authorized_operations!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.groups, self.include_authorized_operations, self.unknown_tagged_fields,) == (other.groups, other.include_authorized_operations, other.unknown_tagged_fields,)


class DescribeGroupsResponse(Response):
    """DescribeGroups response (API key 15): versions 0-6, flexible from 5."""

    API_KEY = 15
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 5


    class DescribedGroup:
        """DescribedGroup (versions 0+)."""

        class DescribedGroupMember:
            """DescribedGroupMember (versions 0+)."""
            __slots__ = ('member_id', 'group_instance_id', 'client_id', 'client_host', 'member_metadata', 'member_assignment', 'unknown_tagged_fields',)
            #: The member id. (v0+)
            member_id: str
            #: The unique identifier of the consumer instance provided by end user. (v4+, nullable v4+, ignorable)
            group_instance_id: str | None
            #: The client ID used in the member's latest join group request. (v0+)
            client_id: str
            #: The client host. (v0+)
            client_host: str
            #: The metadata corresponding to the current group protocol in use. (v0+)
            member_metadata: bytes
            #: The current assignment provided by the group leader. (v0+)
            member_assignment: bytes
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, member_id: str = "", group_instance_id: str | None = None, client_id: str = "", client_host: str = "", member_metadata: bytes = b"", member_assignment: bytes = b"", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.member_id = member_id
                self.group_instance_id = group_instance_id
                self.client_id = client_id
                self.client_host = client_host
                self.member_metadata = member_metadata
                self.member_assignment = member_assignment
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(member_id={self.member_id!r}, group_instance_id={self.group_instance_id!r}, client_id={self.client_id!r}, client_host={self.client_host!r}, member_metadata={self.member_metadata!r}, member_assignment={self.member_assignment!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.member_id, self.group_instance_id, self.client_id, self.client_host, self.member_metadata, self.member_assignment, self.unknown_tagged_fields,) == (other.member_id, other.group_instance_id, other.client_id, other.client_host, other.member_metadata, other.member_assignment, other.unknown_tagged_fields,)

        __slots__ = ('error_code', 'error_message', 'group_id', 'group_state', 'protocol_type', 'protocol_data', 'members', 'authorized_operations', 'unknown_tagged_fields',)
        #: The describe error, or 0 if there was no error. (v0+)
        error_code: int
        #: The describe error message, or null if there was no error. (v6+, nullable v6+)
        error_message: str | None
        #: The group ID string. (v0+)
        group_id: str
        #: The group state string, or the empty string. (v0+)
        group_state: str
        #: The group protocol type, or the empty string. (v0+)
        protocol_type: str
        #: The group protocol data, or the empty string. (v0+)
        protocol_data: str
        #: The group members. (v0+)
        members: list[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember]
        #: 32-bit bitfield to represent authorized operations for this group. (v3+)
        authorized_operations: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, error_code: int = 0, error_message: str | None = None, group_id: str = "", group_state: str = "", protocol_type: str = "", protocol_data: str = "", members: list[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember] = _FRESH, authorized_operations: int = -2147483648, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.group_id = group_id
            self.group_state = group_state
            self.protocol_type = protocol_type
            self.protocol_data = protocol_data
            self.members = [] if members is _FRESH else members
            self.authorized_operations = authorized_operations
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(error_code={self.error_code!r}, error_message={self.error_message!r}, group_id={self.group_id!r}, group_state={self.group_state!r}, protocol_type={self.protocol_type!r}, protocol_data={self.protocol_data!r}, members={self.members!r}, authorized_operations={self.authorized_operations!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.error_code, self.error_message, self.group_id, self.group_state, self.protocol_type, self.protocol_data, self.members, self.authorized_operations, self.unknown_tagged_fields,) == (other.error_code, other.error_message, other.group_id, other.group_state, other.protocol_type, other.protocol_data, other.members, other.authorized_operations, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'groups', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v1+, ignorable)
    throttle_time_ms: int
    #: Each described group. (v0+)
    groups: list[DescribeGroupsResponse.DescribedGroup]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, groups: list[DescribeGroupsResponse.DescribedGroup] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is _FRESH else groups
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, groups={self.groups!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.groups, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.groups, other.unknown_tagged_fields,)

_DescribeGroupsRequest = DescribeGroupsRequest
_DescribeGroupsResponse = DescribeGroupsResponse
_DescribeGroupsResponse_DescribedGroup = DescribeGroupsResponse.DescribedGroup
_DescribeGroupsResponse_DescribedGroup_DescribedGroupMember = DescribeGroupsResponse.DescribedGroup.DescribedGroupMember

_S0 = Struct('>?')
_S1 = Struct('>h')
_S2 = Struct('>i')


# DescribeGroupsRequest v0-2
def _enc_DescribeGroupsRequest_1(o: DescribeGroupsRequest, out: list[Buffer]) -> None:
    if o.include_authorized_operations != False:
        raise _EncodeError('include_authorized_operations' + _UNSUPPORTED)
    a0 = o.groups
    out.append(_p.enc_array_len(len(a0)))
    out.extend([_p.enc_string(e) for e in a0])
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeGroupsRequest v3-4
def _enc_DescribeGroupsRequest_2(o: DescribeGroupsRequest, out: list[Buffer]) -> None:
    a0 = o.groups
    out.append(_p.enc_array_len(len(a0)))
    out.extend([_p.enc_string(e) for e in a0])
    out.append(_S0.pack(o.include_authorized_operations))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeGroupsRequest v5-6
def _enc_DescribeGroupsRequest_3(o: DescribeGroupsRequest, out: list[Buffer]) -> None:
    a0 = o.groups
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.extend([_p.enc_compact_string(e) for e in a0])
    out.append(_S0.pack(o.include_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeGroupsRequest v0-2
def _dec_DescribeGroupsRequest_4(buf: memoryview, pos: int) -> tuple[DescribeGroupsRequest, int]:
    f_groups: list[str]
    n_groups, pos = _p.dec_array_len(buf, pos, 2)
    l_groups: list[str] = []
    for _ in range(n_groups):
        e_groups, pos = _p.dec_string(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    return _DescribeGroupsRequest(f_groups, False, unknown), pos


# DescribeGroupsRequest v3-4
def _dec_DescribeGroupsRequest_5(buf: memoryview, pos: int) -> tuple[DescribeGroupsRequest, int]:
    f_groups: list[str]
    f_include_authorized_operations: bool
    n_groups, pos = _p.dec_array_len(buf, pos, 2)
    l_groups: list[str] = []
    for _ in range(n_groups):
        e_groups, pos = _p.dec_string(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    f_include_authorized_operations = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    return _DescribeGroupsRequest(f_groups, f_include_authorized_operations, unknown), pos


# DescribeGroupsRequest v5-6
def _dec_DescribeGroupsRequest_6(buf: memoryview, pos: int) -> tuple[DescribeGroupsRequest, int]:
    f_groups: list[str]
    f_include_authorized_operations: bool
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_groups: list[str] = []
    for _ in range(n_groups):
        e_groups, pos = _p.dec_compact_string(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    f_include_authorized_operations = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeGroupsRequest(f_groups, f_include_authorized_operations, unknown), pos


# DescribeGroupsResponse.DescribedGroup.DescribedGroupMember v0-3
def _enc_DescribedGroupMember_7(o: DescribeGroupsResponse.DescribedGroup.DescribedGroupMember, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_string(o.client_id))
    out.append(_p.enc_string(o.client_host))
    out.append(_p.enc_bytes(o.member_metadata))
    out.append(_p.enc_bytes(o.member_assignment))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeGroupsResponse.DescribedGroup v0-2
def _enc_DescribedGroup_8(o: DescribeGroupsResponse.DescribedGroup, out: list[Buffer]) -> None:
    if o.error_message is not None:
        raise _EncodeError('error_message' + _UNSUPPORTED)
    if o.authorized_operations != -2147483648:
        raise _EncodeError('authorized_operations' + _UNSUPPORTED)
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_string(o.group_id))
    out.append(_p.enc_string(o.group_state))
    out.append(_p.enc_string(o.protocol_type))
    out.append(_p.enc_string(o.protocol_data))
    a5 = o.members
    out.append(_p.enc_array_len(len(a5)))
    for e5 in a5:
        _enc_DescribedGroupMember_7(e5, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeGroupsResponse v0
def _enc_DescribeGroupsResponse_9(o: DescribeGroupsResponse, out: list[Buffer]) -> None:
    a0 = o.groups
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_DescribedGroup_8(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeGroupsResponse v1-2
def _enc_DescribeGroupsResponse_10(o: DescribeGroupsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.groups
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DescribedGroup_8(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeGroupsResponse.DescribedGroup v3
def _enc_DescribedGroup_11(o: DescribeGroupsResponse.DescribedGroup, out: list[Buffer]) -> None:
    if o.error_message is not None:
        raise _EncodeError('error_message' + _UNSUPPORTED)
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_string(o.group_id))
    out.append(_p.enc_string(o.group_state))
    out.append(_p.enc_string(o.protocol_type))
    out.append(_p.enc_string(o.protocol_data))
    a5 = o.members
    out.append(_p.enc_array_len(len(a5)))
    for e5 in a5:
        _enc_DescribedGroupMember_7(e5, out)
    out.append(_S2.pack(o.authorized_operations))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeGroupsResponse v3
def _enc_DescribeGroupsResponse_12(o: DescribeGroupsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.groups
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DescribedGroup_11(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeGroupsResponse.DescribedGroup.DescribedGroupMember v4
def _enc_DescribedGroupMember_13(o: DescribeGroupsResponse.DescribedGroup.DescribedGroupMember, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_nullable_string(o.group_instance_id))
    out.append(_p.enc_string(o.client_id))
    out.append(_p.enc_string(o.client_host))
    out.append(_p.enc_bytes(o.member_metadata))
    out.append(_p.enc_bytes(o.member_assignment))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeGroupsResponse.DescribedGroup v4
def _enc_DescribedGroup_14(o: DescribeGroupsResponse.DescribedGroup, out: list[Buffer]) -> None:
    if o.error_message is not None:
        raise _EncodeError('error_message' + _UNSUPPORTED)
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_string(o.group_id))
    out.append(_p.enc_string(o.group_state))
    out.append(_p.enc_string(o.protocol_type))
    out.append(_p.enc_string(o.protocol_data))
    a5 = o.members
    out.append(_p.enc_array_len(len(a5)))
    for e5 in a5:
        _enc_DescribedGroupMember_13(e5, out)
    out.append(_S2.pack(o.authorized_operations))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeGroupsResponse v4
def _enc_DescribeGroupsResponse_15(o: DescribeGroupsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.groups
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DescribedGroup_14(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeGroupsResponse.DescribedGroup.DescribedGroupMember v5-6
def _enc_DescribedGroupMember_16(o: DescribeGroupsResponse.DescribedGroup.DescribedGroupMember, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    out.append(_p.enc_compact_string(o.client_id))
    out.append(_p.enc_compact_string(o.client_host))
    out.append(_p.enc_compact_bytes(o.member_metadata))
    out.append(_p.enc_compact_bytes(o.member_assignment))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeGroupsResponse.DescribedGroup v5
def _enc_DescribedGroup_17(o: DescribeGroupsResponse.DescribedGroup, out: list[Buffer]) -> None:
    if o.error_message is not None:
        raise _EncodeError('error_message' + _UNSUPPORTED)
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_p.enc_compact_string(o.group_state))
    out.append(_p.enc_compact_string(o.protocol_type))
    out.append(_p.enc_compact_string(o.protocol_data))
    a5 = o.members
    out.append(_p.enc_uvarint(len(a5) + 1))
    for e5 in a5:
        _enc_DescribedGroupMember_16(e5, out)
    out.append(_S2.pack(o.authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeGroupsResponse v5
def _enc_DescribeGroupsResponse_18(o: DescribeGroupsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.groups
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribedGroup_17(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeGroupsResponse.DescribedGroup v6
def _enc_DescribedGroup_19(o: DescribeGroupsResponse.DescribedGroup, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_p.enc_compact_string(o.group_state))
    out.append(_p.enc_compact_string(o.protocol_type))
    out.append(_p.enc_compact_string(o.protocol_data))
    a6 = o.members
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_DescribedGroupMember_16(e6, out)
    out.append(_S2.pack(o.authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeGroupsResponse v6
def _enc_DescribeGroupsResponse_20(o: DescribeGroupsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.groups
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribedGroup_19(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeGroupsResponse.DescribedGroup.DescribedGroupMember v0-3
def _dec_DescribedGroupMember_21(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember, int]:
    f_member_id: str
    f_client_id: str
    f_client_host: str
    f_member_metadata: bytes
    f_member_assignment: bytes
    f_member_id, pos = _p.dec_string(buf, pos)
    f_client_id, pos = _p.dec_string(buf, pos)
    f_client_host, pos = _p.dec_string(buf, pos)
    f_member_metadata, pos = _p.dec_bytes(buf, pos)
    f_member_assignment, pos = _p.dec_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    return _DescribeGroupsResponse_DescribedGroup_DescribedGroupMember(f_member_id, None, f_client_id, f_client_host, f_member_metadata, f_member_assignment, unknown), pos


# DescribeGroupsResponse.DescribedGroup v0-2
def _dec_DescribedGroup_22(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse.DescribedGroup, int]:
    f_error_code: int
    f_group_id: str
    f_group_state: str
    f_protocol_type: str
    f_protocol_data: str
    f_members: list[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember]
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    f_group_id, pos = _p.dec_string(buf, pos)
    f_group_state, pos = _p.dec_string(buf, pos)
    f_protocol_type, pos = _p.dec_string(buf, pos)
    f_protocol_data, pos = _p.dec_string(buf, pos)
    n_members, pos = _p.dec_array_len(buf, pos, 14)
    l_members: list[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember] = []
    for _ in range(n_members):
        e_members, pos = _dec_DescribedGroupMember_21(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    unknown: dict[int, bytes] = {}
    return _DescribeGroupsResponse_DescribedGroup(f_error_code, None, f_group_id, f_group_state, f_protocol_type, f_protocol_data, f_members, -2147483648, unknown), pos


# DescribeGroupsResponse v0
def _dec_DescribeGroupsResponse_23(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse, int]:
    f_groups: list[DescribeGroupsResponse.DescribedGroup]
    n_groups, pos = _p.dec_array_len(buf, pos, 14)
    l_groups: list[DescribeGroupsResponse.DescribedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_DescribedGroup_22(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    return _DescribeGroupsResponse(0, f_groups, unknown), pos


# DescribeGroupsResponse v1-2
def _dec_DescribeGroupsResponse_24(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms: int
    f_groups: list[DescribeGroupsResponse.DescribedGroup]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_groups, pos = _p.dec_array_len(buf, pos, 14)
    l_groups: list[DescribeGroupsResponse.DescribedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_DescribedGroup_22(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    return _DescribeGroupsResponse(f_throttle_time_ms, f_groups, unknown), pos


# DescribeGroupsResponse.DescribedGroup v3
def _dec_DescribedGroup_25(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse.DescribedGroup, int]:
    f_error_code: int
    f_group_id: str
    f_group_state: str
    f_protocol_type: str
    f_protocol_data: str
    f_members: list[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember]
    f_authorized_operations: int
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    f_group_id, pos = _p.dec_string(buf, pos)
    f_group_state, pos = _p.dec_string(buf, pos)
    f_protocol_type, pos = _p.dec_string(buf, pos)
    f_protocol_data, pos = _p.dec_string(buf, pos)
    n_members, pos = _p.dec_array_len(buf, pos, 14)
    l_members: list[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember] = []
    for _ in range(n_members):
        e_members, pos = _dec_DescribedGroupMember_21(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    f_authorized_operations = _S2.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _DescribeGroupsResponse_DescribedGroup(f_error_code, None, f_group_id, f_group_state, f_protocol_type, f_protocol_data, f_members, f_authorized_operations, unknown), pos


# DescribeGroupsResponse v3
def _dec_DescribeGroupsResponse_26(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms: int
    f_groups: list[DescribeGroupsResponse.DescribedGroup]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_groups, pos = _p.dec_array_len(buf, pos, 18)
    l_groups: list[DescribeGroupsResponse.DescribedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_DescribedGroup_25(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    return _DescribeGroupsResponse(f_throttle_time_ms, f_groups, unknown), pos


# DescribeGroupsResponse.DescribedGroup.DescribedGroupMember v4
def _dec_DescribedGroupMember_27(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember, int]:
    f_member_id: str
    f_group_instance_id: str | None
    f_client_id: str
    f_client_host: str
    f_member_metadata: bytes
    f_member_assignment: bytes
    f_member_id, pos = _p.dec_string(buf, pos)
    f_group_instance_id, pos = _p.dec_nullable_string(buf, pos)
    f_client_id, pos = _p.dec_string(buf, pos)
    f_client_host, pos = _p.dec_string(buf, pos)
    f_member_metadata, pos = _p.dec_bytes(buf, pos)
    f_member_assignment, pos = _p.dec_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    return _DescribeGroupsResponse_DescribedGroup_DescribedGroupMember(f_member_id, f_group_instance_id, f_client_id, f_client_host, f_member_metadata, f_member_assignment, unknown), pos


# DescribeGroupsResponse.DescribedGroup v4
def _dec_DescribedGroup_28(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse.DescribedGroup, int]:
    f_error_code: int
    f_group_id: str
    f_group_state: str
    f_protocol_type: str
    f_protocol_data: str
    f_members: list[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember]
    f_authorized_operations: int
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    f_group_id, pos = _p.dec_string(buf, pos)
    f_group_state, pos = _p.dec_string(buf, pos)
    f_protocol_type, pos = _p.dec_string(buf, pos)
    f_protocol_data, pos = _p.dec_string(buf, pos)
    n_members, pos = _p.dec_array_len(buf, pos, 16)
    l_members: list[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember] = []
    for _ in range(n_members):
        e_members, pos = _dec_DescribedGroupMember_27(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    f_authorized_operations = _S2.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _DescribeGroupsResponse_DescribedGroup(f_error_code, None, f_group_id, f_group_state, f_protocol_type, f_protocol_data, f_members, f_authorized_operations, unknown), pos


# DescribeGroupsResponse v4
def _dec_DescribeGroupsResponse_29(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms: int
    f_groups: list[DescribeGroupsResponse.DescribedGroup]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_groups, pos = _p.dec_array_len(buf, pos, 18)
    l_groups: list[DescribeGroupsResponse.DescribedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_DescribedGroup_28(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    return _DescribeGroupsResponse(f_throttle_time_ms, f_groups, unknown), pos


# DescribeGroupsResponse.DescribedGroup.DescribedGroupMember v5-6
def _dec_DescribedGroupMember_30(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember, int]:
    f_member_id: str
    f_group_instance_id: str | None
    f_client_id: str
    f_client_host: str
    f_member_metadata: bytes
    f_member_assignment: bytes
    c_member_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_member_id < 128 and pos + c_member_id <= len(buf):
        f_member_id = _p.utf8_slice(buf, pos + 1, pos + c_member_id)
        pos += c_member_id
    else:
        f_member_id, pos = _p.dec_compact_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_group_instance_id = None
        pos += 1
    else:
        f_group_instance_id, pos = _p.dec_compact_nullable_string(buf, pos)
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
    f_member_metadata, pos = _p.dec_compact_bytes(buf, pos)
    f_member_assignment, pos = _p.dec_compact_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeGroupsResponse_DescribedGroup_DescribedGroupMember(f_member_id, f_group_instance_id, f_client_id, f_client_host, f_member_metadata, f_member_assignment, unknown), pos


# DescribeGroupsResponse.DescribedGroup v5
def _dec_DescribedGroup_31(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse.DescribedGroup, int]:
    f_error_code: int
    f_group_id: str
    f_group_state: str
    f_protocol_type: str
    f_protocol_data: str
    f_members: list[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember]
    f_authorized_operations: int
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
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
    c_protocol_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_protocol_type < 128 and pos + c_protocol_type <= len(buf):
        f_protocol_type = _p.utf8_slice(buf, pos + 1, pos + c_protocol_type)
        pos += c_protocol_type
    else:
        f_protocol_type, pos = _p.dec_compact_string(buf, pos)
    c_protocol_data = buf[pos] if pos < len(buf) else 0
    if 0 < c_protocol_data < 128 and pos + c_protocol_data <= len(buf):
        f_protocol_data = _p.utf8_slice(buf, pos + 1, pos + c_protocol_data)
        pos += c_protocol_data
    else:
        f_protocol_data, pos = _p.dec_compact_string(buf, pos)
    n_members = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_members < 127 and n_members * 7 < len(buf) - pos:
        pos += 1
    else:
        n_members, pos = _p.dec_compact_array_len(buf, pos, 7)
    l_members: list[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember] = []
    for _ in range(n_members):
        e_members, pos = _dec_DescribedGroupMember_30(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    f_authorized_operations = _S2.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeGroupsResponse_DescribedGroup(f_error_code, None, f_group_id, f_group_state, f_protocol_type, f_protocol_data, f_members, f_authorized_operations, unknown), pos


# DescribeGroupsResponse v5
def _dec_DescribeGroupsResponse_32(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms: int
    f_groups: list[DescribeGroupsResponse.DescribedGroup]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 12 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 12)
    l_groups: list[DescribeGroupsResponse.DescribedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_DescribedGroup_31(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeGroupsResponse(f_throttle_time_ms, f_groups, unknown), pos


# DescribeGroupsResponse.DescribedGroup v6
def _dec_DescribedGroup_33(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse.DescribedGroup, int]:
    f_error_code: int
    f_error_message: str | None
    f_group_id: str
    f_group_state: str
    f_protocol_type: str
    f_protocol_data: str
    f_members: list[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember]
    f_authorized_operations: int
    f_error_code = _S1.unpack_from(buf, pos)[0]
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
    c_protocol_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_protocol_type < 128 and pos + c_protocol_type <= len(buf):
        f_protocol_type = _p.utf8_slice(buf, pos + 1, pos + c_protocol_type)
        pos += c_protocol_type
    else:
        f_protocol_type, pos = _p.dec_compact_string(buf, pos)
    c_protocol_data = buf[pos] if pos < len(buf) else 0
    if 0 < c_protocol_data < 128 and pos + c_protocol_data <= len(buf):
        f_protocol_data = _p.utf8_slice(buf, pos + 1, pos + c_protocol_data)
        pos += c_protocol_data
    else:
        f_protocol_data, pos = _p.dec_compact_string(buf, pos)
    n_members = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_members < 127 and n_members * 7 < len(buf) - pos:
        pos += 1
    else:
        n_members, pos = _p.dec_compact_array_len(buf, pos, 7)
    l_members: list[DescribeGroupsResponse.DescribedGroup.DescribedGroupMember] = []
    for _ in range(n_members):
        e_members, pos = _dec_DescribedGroupMember_30(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    f_authorized_operations = _S2.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeGroupsResponse_DescribedGroup(f_error_code, f_error_message, f_group_id, f_group_state, f_protocol_type, f_protocol_data, f_members, f_authorized_operations, unknown), pos


# DescribeGroupsResponse v6
def _dec_DescribeGroupsResponse_34(buf: memoryview, pos: int) -> tuple[DescribeGroupsResponse, int]:
    f_throttle_time_ms: int
    f_groups: list[DescribeGroupsResponse.DescribedGroup]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 13 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 13)
    l_groups: list[DescribeGroupsResponse.DescribedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_DescribedGroup_33(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeGroupsResponse(f_throttle_time_ms, f_groups, unknown), pos


DescribeGroupsRequest._ENCODERS = (_enc_DescribeGroupsRequest_1, _enc_DescribeGroupsRequest_1, _enc_DescribeGroupsRequest_1, _enc_DescribeGroupsRequest_2, _enc_DescribeGroupsRequest_2, _enc_DescribeGroupsRequest_3, _enc_DescribeGroupsRequest_3,)
DescribeGroupsRequest._DECODERS = (_dec_DescribeGroupsRequest_4, _dec_DescribeGroupsRequest_4, _dec_DescribeGroupsRequest_4, _dec_DescribeGroupsRequest_5, _dec_DescribeGroupsRequest_5, _dec_DescribeGroupsRequest_6, _dec_DescribeGroupsRequest_6,)
DescribeGroupsResponse._ENCODERS = (_enc_DescribeGroupsResponse_9, _enc_DescribeGroupsResponse_10, _enc_DescribeGroupsResponse_10, _enc_DescribeGroupsResponse_12, _enc_DescribeGroupsResponse_15, _enc_DescribeGroupsResponse_18, _enc_DescribeGroupsResponse_20,)
DescribeGroupsResponse._DECODERS = (_dec_DescribeGroupsResponse_23, _dec_DescribeGroupsResponse_24, _dec_DescribeGroupsResponse_24, _dec_DescribeGroupsResponse_26, _dec_DescribeGroupsResponse_29, _dec_DescribeGroupsResponse_32, _dec_DescribeGroupsResponse_34,)
DescribeGroupsRequest.RESPONSE = DescribeGroupsResponse
DescribeGroupsResponse.REQUEST = DescribeGroupsRequest
