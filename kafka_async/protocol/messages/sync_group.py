# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""SyncGroup (API key 14): request and response, versions 0-5."""

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

__all__ = ["SyncGroupRequest", "SyncGroupResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class SyncGroupRequest(Request["SyncGroupResponse"]):
    """SyncGroup request (API key 14): versions 0-5, flexible from 4."""

    API_KEY = 14
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 4


    class SyncGroupRequestAssignment:
        """SyncGroupRequestAssignment (versions 0+)."""
        __slots__ = ('member_id', 'assignment', 'unknown_tagged_fields',)
        #: The ID of the member to assign. (v0+)
        member_id: str
        #: The member assignment. (v0+)
        assignment: bytes
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, member_id: str = "", assignment: bytes = b"", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.member_id = member_id
            self.assignment = assignment
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(member_id={self.member_id!r}, assignment={self.assignment!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.member_id, self.assignment, self.unknown_tagged_fields,) == (other.member_id, other.assignment, other.unknown_tagged_fields,)

    __slots__ = ('group_id', 'generation_id', 'member_id', 'group_instance_id', 'protocol_type', 'protocol_name', 'assignments', 'unknown_tagged_fields',)
    #: The unique group identifier. (v0+)
    group_id: str
    #: The generation of the group. (v0+)
    generation_id: int
    #: The member ID assigned by the group. (v0+)
    member_id: str
    #: The unique identifier of the consumer instance provided by end user. (v3+, nullable v3+)
    group_instance_id: str | None
    #: The group protocol type. (v5+, nullable v5+, ignorable)
    protocol_type: str | None
    #: The group protocol name. (v5+, nullable v5+, ignorable)
    protocol_name: str | None
    #: Each assignment. (v0+)
    assignments: list[SyncGroupRequest.SyncGroupRequestAssignment]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_id: str = "", generation_id: int = 0, member_id: str = "", group_instance_id: str | None = None, protocol_type: str | None = None, protocol_name: str | None = None, assignments: list[SyncGroupRequest.SyncGroupRequestAssignment] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_id = group_id
        self.generation_id = generation_id
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.assignments = [] if assignments is _FRESH else assignments
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_id={self.group_id!r}, generation_id={self.generation_id!r}, member_id={self.member_id!r}, group_instance_id={self.group_instance_id!r}, protocol_type={self.protocol_type!r}, protocol_name={self.protocol_name!r}, assignments={self.assignments!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_id, self.generation_id, self.member_id, self.group_instance_id, self.protocol_type, self.protocol_name, self.assignments, self.unknown_tagged_fields,) == (other.group_id, other.generation_id, other.member_id, other.group_instance_id, other.protocol_type, other.protocol_name, other.assignments, other.unknown_tagged_fields,)


class SyncGroupResponse(Response):
    """SyncGroup response (API key 14): versions 0-5, flexible from 4."""

    API_KEY = 14
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 4

    __slots__ = ('throttle_time_ms', 'error_code', 'protocol_type', 'protocol_name', 'assignment', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v1+, ignorable)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The group protocol type. (v5+, nullable v5+, ignorable)
    protocol_type: str | None
    #: The group protocol name. (v5+, nullable v5+, ignorable)
    protocol_name: str | None
    #: The member assignment. (v0+)
    assignment: bytes
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, protocol_type: str | None = None, protocol_name: str | None = None, assignment: bytes = b"", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.assignment = assignment
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, protocol_type={self.protocol_type!r}, protocol_name={self.protocol_name!r}, assignment={self.assignment!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.protocol_type, self.protocol_name, self.assignment, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.protocol_type, other.protocol_name, other.assignment, other.unknown_tagged_fields,)

_SyncGroupRequest = SyncGroupRequest
_SyncGroupRequest_SyncGroupRequestAssignment = SyncGroupRequest.SyncGroupRequestAssignment
_SyncGroupResponse = SyncGroupResponse

_S0 = Struct('>i')
_S1 = Struct('>h')
_S2 = Struct('>ih')


# SyncGroupRequest.SyncGroupRequestAssignment v0-3
def _enc_SyncGroupRequestAssignment_1(o: SyncGroupRequest.SyncGroupRequestAssignment, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_bytes(o.assignment))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# SyncGroupRequest v0-2
def _enc_SyncGroupRequest_2(o: SyncGroupRequest, out: list[Buffer]) -> None:
    if o.group_instance_id is not None:
        raise _EncodeError('group_instance_id' + _UNSUPPORTED)
    out.append(_p.enc_string(o.group_id))
    out.append(_S0.pack(o.generation_id))
    out.append(_p.enc_string(o.member_id))
    a3 = o.assignments
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_SyncGroupRequestAssignment_1(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# SyncGroupRequest v3
def _enc_SyncGroupRequest_3(o: SyncGroupRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.group_id))
    out.append(_S0.pack(o.generation_id))
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_nullable_string(o.group_instance_id))
    a4 = o.assignments
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_SyncGroupRequestAssignment_1(e4, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# SyncGroupRequest.SyncGroupRequestAssignment v4-5
def _enc_SyncGroupRequestAssignment_4(o: SyncGroupRequest.SyncGroupRequestAssignment, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_bytes(o.assignment))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# SyncGroupRequest v4
def _enc_SyncGroupRequest_5(o: SyncGroupRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_S0.pack(o.generation_id))
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    a4 = o.assignments
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_SyncGroupRequestAssignment_4(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# SyncGroupRequest v5
def _enc_SyncGroupRequest_6(o: SyncGroupRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_S0.pack(o.generation_id))
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    out.append(_p.enc_compact_nullable_string(o.protocol_type))
    out.append(_p.enc_compact_nullable_string(o.protocol_name))
    a6 = o.assignments
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_SyncGroupRequestAssignment_4(e6, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# SyncGroupRequest.SyncGroupRequestAssignment v0-3
def _dec_SyncGroupRequestAssignment_7(buf: memoryview, pos: int) -> tuple[SyncGroupRequest.SyncGroupRequestAssignment, int]:
    f_member_id: str
    f_assignment: bytes
    f_member_id, pos = _p.dec_string(buf, pos)
    f_assignment, pos = _p.dec_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    return _SyncGroupRequest_SyncGroupRequestAssignment(f_member_id, f_assignment, unknown), pos


# SyncGroupRequest v0-2
def _dec_SyncGroupRequest_8(buf: memoryview, pos: int) -> tuple[SyncGroupRequest, int]:
    f_group_id: str
    f_generation_id: int
    f_member_id: str
    f_assignments: list[SyncGroupRequest.SyncGroupRequestAssignment]
    f_group_id, pos = _p.dec_string(buf, pos)
    f_generation_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
    f_member_id, pos = _p.dec_string(buf, pos)
    n_assignments, pos = _p.dec_array_len(buf, pos, 6)
    l_assignments: list[SyncGroupRequest.SyncGroupRequestAssignment] = []
    for _ in range(n_assignments):
        e_assignments, pos = _dec_SyncGroupRequestAssignment_7(buf, pos)
        l_assignments.append(e_assignments)
    f_assignments = l_assignments
    unknown: dict[int, bytes] = {}
    return _SyncGroupRequest(f_group_id, f_generation_id, f_member_id, None, None, None, f_assignments, unknown), pos


# SyncGroupRequest v3
def _dec_SyncGroupRequest_9(buf: memoryview, pos: int) -> tuple[SyncGroupRequest, int]:
    f_group_id: str
    f_generation_id: int
    f_member_id: str
    f_group_instance_id: str | None
    f_assignments: list[SyncGroupRequest.SyncGroupRequestAssignment]
    f_group_id, pos = _p.dec_string(buf, pos)
    f_generation_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
    f_member_id, pos = _p.dec_string(buf, pos)
    f_group_instance_id, pos = _p.dec_nullable_string(buf, pos)
    n_assignments, pos = _p.dec_array_len(buf, pos, 6)
    l_assignments: list[SyncGroupRequest.SyncGroupRequestAssignment] = []
    for _ in range(n_assignments):
        e_assignments, pos = _dec_SyncGroupRequestAssignment_7(buf, pos)
        l_assignments.append(e_assignments)
    f_assignments = l_assignments
    unknown: dict[int, bytes] = {}
    return _SyncGroupRequest(f_group_id, f_generation_id, f_member_id, f_group_instance_id, None, None, f_assignments, unknown), pos


# SyncGroupRequest.SyncGroupRequestAssignment v4-5
def _dec_SyncGroupRequestAssignment_10(buf: memoryview, pos: int) -> tuple[SyncGroupRequest.SyncGroupRequestAssignment, int]:
    f_member_id: str
    f_assignment: bytes
    c_member_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_member_id < 128 and pos + c_member_id <= len(buf):
        f_member_id = _p.utf8_slice(buf, pos + 1, pos + c_member_id)
        pos += c_member_id
    else:
        f_member_id, pos = _p.dec_compact_string(buf, pos)
    f_assignment, pos = _p.dec_compact_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _SyncGroupRequest_SyncGroupRequestAssignment(f_member_id, f_assignment, unknown), pos


# SyncGroupRequest v4
def _dec_SyncGroupRequest_11(buf: memoryview, pos: int) -> tuple[SyncGroupRequest, int]:
    f_group_id: str
    f_generation_id: int
    f_member_id: str
    f_group_instance_id: str | None
    f_assignments: list[SyncGroupRequest.SyncGroupRequestAssignment]
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    f_generation_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
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
    n_assignments = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_assignments < 127 and n_assignments * 3 < len(buf) - pos:
        pos += 1
    else:
        n_assignments, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_assignments: list[SyncGroupRequest.SyncGroupRequestAssignment] = []
    for _ in range(n_assignments):
        e_assignments, pos = _dec_SyncGroupRequestAssignment_10(buf, pos)
        l_assignments.append(e_assignments)
    f_assignments = l_assignments
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _SyncGroupRequest(f_group_id, f_generation_id, f_member_id, f_group_instance_id, None, None, f_assignments, unknown), pos


# SyncGroupRequest v5
def _dec_SyncGroupRequest_12(buf: memoryview, pos: int) -> tuple[SyncGroupRequest, int]:
    f_group_id: str
    f_generation_id: int
    f_member_id: str
    f_group_instance_id: str | None
    f_protocol_type: str | None
    f_protocol_name: str | None
    f_assignments: list[SyncGroupRequest.SyncGroupRequestAssignment]
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    f_generation_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
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
        f_protocol_type = None
        pos += 1
    else:
        f_protocol_type, pos = _p.dec_compact_nullable_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_protocol_name = None
        pos += 1
    else:
        f_protocol_name, pos = _p.dec_compact_nullable_string(buf, pos)
    n_assignments = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_assignments < 127 and n_assignments * 3 < len(buf) - pos:
        pos += 1
    else:
        n_assignments, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_assignments: list[SyncGroupRequest.SyncGroupRequestAssignment] = []
    for _ in range(n_assignments):
        e_assignments, pos = _dec_SyncGroupRequestAssignment_10(buf, pos)
        l_assignments.append(e_assignments)
    f_assignments = l_assignments
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _SyncGroupRequest(f_group_id, f_generation_id, f_member_id, f_group_instance_id, f_protocol_type, f_protocol_name, f_assignments, unknown), pos


# SyncGroupResponse v0
def _enc_SyncGroupResponse_13(o: SyncGroupResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_bytes(o.assignment))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# SyncGroupResponse v1-3
def _enc_SyncGroupResponse_14(o: SyncGroupResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_bytes(o.assignment))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# SyncGroupResponse v4
def _enc_SyncGroupResponse_15(o: SyncGroupResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_bytes(o.assignment))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# SyncGroupResponse v5
def _enc_SyncGroupResponse_16(o: SyncGroupResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.protocol_type))
    out.append(_p.enc_compact_nullable_string(o.protocol_name))
    out.append(_p.enc_compact_bytes(o.assignment))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# SyncGroupResponse v0
def _dec_SyncGroupResponse_17(buf: memoryview, pos: int) -> tuple[SyncGroupResponse, int]:
    f_error_code: int
    f_assignment: bytes
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    f_assignment, pos = _p.dec_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    return _SyncGroupResponse(0, f_error_code, None, None, f_assignment, unknown), pos


# SyncGroupResponse v1-3
def _dec_SyncGroupResponse_18(buf: memoryview, pos: int) -> tuple[SyncGroupResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_assignment: bytes
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    f_assignment, pos = _p.dec_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    return _SyncGroupResponse(f_throttle_time_ms, f_error_code, None, None, f_assignment, unknown), pos


# SyncGroupResponse v4
def _dec_SyncGroupResponse_19(buf: memoryview, pos: int) -> tuple[SyncGroupResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_assignment: bytes
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    f_assignment, pos = _p.dec_compact_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _SyncGroupResponse(f_throttle_time_ms, f_error_code, None, None, f_assignment, unknown), pos


# SyncGroupResponse v5
def _dec_SyncGroupResponse_20(buf: memoryview, pos: int) -> tuple[SyncGroupResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_protocol_type: str | None
    f_protocol_name: str | None
    f_assignment: bytes
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_protocol_type = None
        pos += 1
    else:
        f_protocol_type, pos = _p.dec_compact_nullable_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_protocol_name = None
        pos += 1
    else:
        f_protocol_name, pos = _p.dec_compact_nullable_string(buf, pos)
    f_assignment, pos = _p.dec_compact_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _SyncGroupResponse(f_throttle_time_ms, f_error_code, f_protocol_type, f_protocol_name, f_assignment, unknown), pos


SyncGroupRequest._ENCODERS = (_enc_SyncGroupRequest_2, _enc_SyncGroupRequest_2, _enc_SyncGroupRequest_2, _enc_SyncGroupRequest_3, _enc_SyncGroupRequest_5, _enc_SyncGroupRequest_6,)
SyncGroupRequest._DECODERS = (_dec_SyncGroupRequest_8, _dec_SyncGroupRequest_8, _dec_SyncGroupRequest_8, _dec_SyncGroupRequest_9, _dec_SyncGroupRequest_11, _dec_SyncGroupRequest_12,)
SyncGroupResponse._ENCODERS = (_enc_SyncGroupResponse_13, _enc_SyncGroupResponse_14, _enc_SyncGroupResponse_14, _enc_SyncGroupResponse_14, _enc_SyncGroupResponse_15, _enc_SyncGroupResponse_16,)
SyncGroupResponse._DECODERS = (_dec_SyncGroupResponse_17, _dec_SyncGroupResponse_18, _dec_SyncGroupResponse_18, _dec_SyncGroupResponse_18, _dec_SyncGroupResponse_19, _dec_SyncGroupResponse_20,)
SyncGroupRequest.RESPONSE = SyncGroupResponse
SyncGroupResponse.REQUEST = SyncGroupRequest
