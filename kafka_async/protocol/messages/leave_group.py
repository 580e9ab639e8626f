# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""LeaveGroup (API key 13): request and response, versions 0-5."""

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

__all__ = ["LeaveGroupRequest", "LeaveGroupResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class LeaveGroupRequest(Request["LeaveGroupResponse"]):
    """LeaveGroup request (API key 13): versions 0-5, flexible from 4."""

    API_KEY = 13
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 4


    class MemberIdentity:
        """MemberIdentity (versions 3+)."""
        __slots__ = ('member_id', 'group_instance_id', 'reason', 'unknown_tagged_fields',)
        #: The member ID to remove from the group. (v3+)
        member_id: str
        #: The group instance ID to remove from the group. (v3+, nullable v3+)
        group_instance_id: str | None
        #: The reason why the member left the group. (v5+, nullable v5+, ignorable)
        reason: str | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, member_id: str = "", group_instance_id: str | None = None, reason: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.member_id = member_id
            self.group_instance_id = group_instance_id
            self.reason = reason
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(member_id={self.member_id!r}, group_instance_id={self.group_instance_id!r}, reason={self.reason!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.member_id, self.group_instance_id, self.reason, self.unknown_tagged_fields,) == (other.member_id, other.group_instance_id, other.reason, other.unknown_tagged_fields,)

    __slots__ = ('group_id', 'member_id', 'members', 'unknown_tagged_fields',)
    #: The ID of the group to leave. (v0+)
    group_id: str
    #: The member ID to remove from the group. (v0-2)
    member_id: str
    #: List of leaving member identities. (v3+)
    members: list[LeaveGroupRequest.MemberIdentity]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_id: str = "", member_id: str = "", members: list[LeaveGroupRequest.MemberIdentity] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_id = group_id
        self.member_id = member_id
        self.members = [] if members is _FRESH else members
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_id={self.group_id!r}, member_id={self.member_id!r}, members={self.members!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_id, self.member_id, self.members, self.unknown_tagged_fields,) == (other.group_id, other.member_id, other.members, other.unknown_tagged_fields,)


class LeaveGroupResponse(Response):
    """LeaveGroup response (API key 13): versions 0-5, flexible from 4."""

    API_KEY = 13
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 4


    class MemberResponse:
        """MemberResponse (versions 3+)."""
        __slots__ = ('member_id', 'group_instance_id', 'error_code', 'unknown_tagged_fields',)
        #: The member ID to remove from the group. (v3+)
        member_id: str
        #: The group instance ID to remove from the group. (v3+, nullable v3+)
        group_instance_id: str | None
        #: The error code, or 0 if there was no error. (v3+)
        error_code: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, member_id: str = "", group_instance_id: str | None = "", error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.member_id = member_id
            self.group_instance_id = group_instance_id
            self.error_code = error_code
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(member_id={self.member_id!r}, group_instance_id={self.group_instance_id!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.member_id, self.group_instance_id, self.error_code, self.unknown_tagged_fields,) == (other.member_id, other.group_instance_id, other.error_code, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'members', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v1+, ignorable)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: List of leaving member responses. (v3+)
    members: list[LeaveGroupResponse.MemberResponse]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, members: list[LeaveGroupResponse.MemberResponse] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.members = [] if members is _FRESH else members
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, members={self.members!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.members, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.members, other.unknown_tagged_fields,)

_LeaveGroupRequest = LeaveGroupRequest
_LeaveGroupRequest_MemberIdentity = LeaveGroupRequest.MemberIdentity
_LeaveGroupResponse = LeaveGroupResponse
_LeaveGroupResponse_MemberResponse = LeaveGroupResponse.MemberResponse

_S0 = Struct('>h')
_S1 = Struct('>ih')


# LeaveGroupRequest v0-2
def _enc_LeaveGroupRequest_1(o: LeaveGroupRequest, out: list[Buffer]) -> None:
    if len(o.members) != 0:
        raise _EncodeError('members' + _UNSUPPORTED)
    out.append(_p.enc_string(o.group_id))
    out.append(_p.enc_string(o.member_id))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# LeaveGroupRequest.MemberIdentity v3
def _enc_MemberIdentity_2(o: LeaveGroupRequest.MemberIdentity, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_nullable_string(o.group_instance_id))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# LeaveGroupRequest v3
def _enc_LeaveGroupRequest_3(o: LeaveGroupRequest, out: list[Buffer]) -> None:
    if o.member_id != "":
        raise _EncodeError('member_id' + _UNSUPPORTED)
    out.append(_p.enc_string(o.group_id))
    a1 = o.members
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_MemberIdentity_2(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# LeaveGroupRequest.MemberIdentity v4
def _enc_MemberIdentity_4(o: LeaveGroupRequest.MemberIdentity, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# LeaveGroupRequest v4
def _enc_LeaveGroupRequest_5(o: LeaveGroupRequest, out: list[Buffer]) -> None:
    if o.member_id != "":
        raise _EncodeError('member_id' + _UNSUPPORTED)
    out.append(_p.enc_compact_string(o.group_id))
    a1 = o.members
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_MemberIdentity_4(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# LeaveGroupRequest.MemberIdentity v5
def _enc_MemberIdentity_6(o: LeaveGroupRequest.MemberIdentity, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    out.append(_p.enc_compact_nullable_string(o.reason))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# LeaveGroupRequest v5
def _enc_LeaveGroupRequest_7(o: LeaveGroupRequest, out: list[Buffer]) -> None:
    if o.member_id != "":
        raise _EncodeError('member_id' + _UNSUPPORTED)
    out.append(_p.enc_compact_string(o.group_id))
    a1 = o.members
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_MemberIdentity_6(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# LeaveGroupRequest v0-2
def _dec_LeaveGroupRequest_8(buf: memoryview, pos: int) -> tuple[LeaveGroupRequest, int]:
    f_group_id: str
    f_member_id: str
    f_group_id, pos = _p.dec_string(buf, pos)
    f_member_id, pos = _p.dec_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _LeaveGroupRequest(f_group_id, f_member_id, [], unknown), pos


# LeaveGroupRequest.MemberIdentity v3
def _dec_MemberIdentity_9(buf: memoryview, pos: int) -> tuple[LeaveGroupRequest.MemberIdentity, int]:
    f_member_id: str
    f_group_instance_id: str | None
    f_member_id, pos = _p.dec_string(buf, pos)
    f_group_instance_id, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _LeaveGroupRequest_MemberIdentity(f_member_id, f_group_instance_id, None, unknown), pos


# LeaveGroupRequest v3
def _dec_LeaveGroupRequest_10(buf: memoryview, pos: int) -> tuple[LeaveGroupRequest, int]:
    f_group_id: str
    f_members: list[LeaveGroupRequest.MemberIdentity]
    f_group_id, pos = _p.dec_string(buf, pos)
    n_members, pos = _p.dec_array_len(buf, pos, 4)
    l_members: list[LeaveGroupRequest.MemberIdentity] = []
    for _ in range(n_members):
        e_members, pos = _dec_MemberIdentity_9(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    unknown: dict[int, bytes] = {}
    return _LeaveGroupRequest(f_group_id, "", f_members, unknown), pos


# LeaveGroupRequest.MemberIdentity v4
def _dec_MemberIdentity_11(buf: memoryview, pos: int) -> tuple[LeaveGroupRequest.MemberIdentity, int]:
    f_member_id: str
    f_group_instance_id: str | None
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
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _LeaveGroupRequest_MemberIdentity(f_member_id, f_group_instance_id, None, unknown), pos


# LeaveGroupRequest v4
def _dec_LeaveGroupRequest_12(buf: memoryview, pos: int) -> tuple[LeaveGroupRequest, int]:
    f_group_id: str
    f_members: list[LeaveGroupRequest.MemberIdentity]
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    n_members = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_members < 127 and n_members * 3 < len(buf) - pos:
        pos += 1
    else:
        n_members, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_members: list[LeaveGroupRequest.MemberIdentity] = []
    for _ in range(n_members):
        e_members, pos = _dec_MemberIdentity_11(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _LeaveGroupRequest(f_group_id, "", f_members, unknown), pos


# LeaveGroupRequest.MemberIdentity v5
def _dec_MemberIdentity_13(buf: memoryview, pos: int) -> tuple[LeaveGroupRequest.MemberIdentity, int]:
    f_member_id: str
    f_group_instance_id: str | None
    f_reason: str | None
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
    if pos < len(buf) and buf[pos] == 0:
        f_reason = None
        pos += 1
    else:
        f_reason, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _LeaveGroupRequest_MemberIdentity(f_member_id, f_group_instance_id, f_reason, unknown), pos


# LeaveGroupRequest v5
def _dec_LeaveGroupRequest_14(buf: memoryview, pos: int) -> tuple[LeaveGroupRequest, int]:
    f_group_id: str
    f_members: list[LeaveGroupRequest.MemberIdentity]
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    n_members = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_members < 127 and n_members * 4 < len(buf) - pos:
        pos += 1
    else:
        n_members, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_members: list[LeaveGroupRequest.MemberIdentity] = []
    for _ in range(n_members):
        e_members, pos = _dec_MemberIdentity_13(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _LeaveGroupRequest(f_group_id, "", f_members, unknown), pos


# LeaveGroupResponse v0
def _enc_LeaveGroupResponse_15(o: LeaveGroupResponse, out: list[Buffer]) -> None:
    if len(o.members) != 0:
        raise _EncodeError('members' + _UNSUPPORTED)
    out.append(_S0.pack(o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# LeaveGroupResponse v1-2
def _enc_LeaveGroupResponse_16(o: LeaveGroupResponse, out: list[Buffer]) -> None:
    if len(o.members) != 0:
        raise _EncodeError('members' + _UNSUPPORTED)
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# LeaveGroupResponse.MemberResponse v3
def _enc_MemberResponse_17(o: LeaveGroupResponse.MemberResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_nullable_string(o.group_instance_id))
    out.append(_S0.pack(o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# LeaveGroupResponse v3
def _enc_LeaveGroupResponse_18(o: LeaveGroupResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    a2 = o.members
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_MemberResponse_17(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# LeaveGroupResponse.MemberResponse v4-5
def _enc_MemberResponse_19(o: LeaveGroupResponse.MemberResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    out.append(_S0.pack(o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# LeaveGroupResponse v4-5
def _enc_LeaveGroupResponse_20(o: LeaveGroupResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    a2 = o.members
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_MemberResponse_19(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# LeaveGroupResponse v0
def _dec_LeaveGroupResponse_21(buf: memoryview, pos: int) -> tuple[LeaveGroupResponse, int]:
    f_error_code: int
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    return _LeaveGroupResponse(0, f_error_code, [], unknown), pos


# LeaveGroupResponse v1-2
def _dec_LeaveGroupResponse_22(buf: memoryview, pos: int) -> tuple[LeaveGroupResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    return _LeaveGroupResponse(f_throttle_time_ms, f_error_code, [], unknown), pos


# LeaveGroupResponse.MemberResponse v3
def _dec_MemberResponse_23(buf: memoryview, pos: int) -> tuple[LeaveGroupResponse.MemberResponse, int]:
    f_member_id: str
    f_group_instance_id: str | None
    f_error_code: int
    f_member_id, pos = _p.dec_string(buf, pos)
    f_group_instance_id, pos = _p.dec_nullable_string(buf, pos)
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    return _LeaveGroupResponse_MemberResponse(f_member_id, f_group_instance_id, f_error_code, unknown), pos


# LeaveGroupResponse v3
def _dec_LeaveGroupResponse_24(buf: memoryview, pos: int) -> tuple[LeaveGroupResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_members: list[LeaveGroupResponse.MemberResponse]
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    n_members, pos = _p.dec_array_len(buf, pos, 6)
    l_members: list[LeaveGroupResponse.MemberResponse] = []
    for _ in range(n_members):
        e_members, pos = _dec_MemberResponse_23(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    unknown: dict[int, bytes] = {}
    return _LeaveGroupResponse(f_throttle_time_ms, f_error_code, f_members, unknown), pos


# LeaveGroupResponse.MemberResponse v4-5
def _dec_MemberResponse_25(buf: memoryview, pos: int) -> tuple[LeaveGroupResponse.MemberResponse, int]:
    f_member_id: str
    f_group_instance_id: str | None
    f_error_code: int
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
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _LeaveGroupResponse_MemberResponse(f_member_id, f_group_instance_id, f_error_code, unknown), pos


# LeaveGroupResponse v4-5
def _dec_LeaveGroupResponse_26(buf: memoryview, pos: int) -> tuple[LeaveGroupResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_members: list[LeaveGroupResponse.MemberResponse]
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    n_members = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_members < 127 and n_members * 5 < len(buf) - pos:
        pos += 1
    else:
        n_members, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_members: list[LeaveGroupResponse.MemberResponse] = []
    for _ in range(n_members):
        e_members, pos = _dec_MemberResponse_25(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _LeaveGroupResponse(f_throttle_time_ms, f_error_code, f_members, unknown), pos


LeaveGroupRequest._ENCODERS = (_enc_LeaveGroupRequest_1, _enc_LeaveGroupRequest_1, _enc_LeaveGroupRequest_1, _enc_LeaveGroupRequest_3, _enc_LeaveGroupRequest_5, _enc_LeaveGroupRequest_7,)
LeaveGroupRequest._DECODERS = (_dec_LeaveGroupRequest_8, _dec_LeaveGroupRequest_8, _dec_LeaveGroupRequest_8, _dec_LeaveGroupRequest_10, _dec_LeaveGroupRequest_12, _dec_LeaveGroupRequest_14,)
LeaveGroupResponse._ENCODERS = (_enc_LeaveGroupResponse_15, _enc_LeaveGroupResponse_16, _enc_LeaveGroupResponse_16, _enc_LeaveGroupResponse_18, _enc_LeaveGroupResponse_20, _enc_LeaveGroupResponse_20,)
LeaveGroupResponse._DECODERS = (_dec_LeaveGroupResponse_21, _dec_LeaveGroupResponse_22, _dec_LeaveGroupResponse_22, _dec_LeaveGroupResponse_24, _dec_LeaveGroupResponse_26, _dec_LeaveGroupResponse_26,)
LeaveGroupRequest.RESPONSE = LeaveGroupResponse
LeaveGroupResponse.REQUEST = LeaveGroupRequest
