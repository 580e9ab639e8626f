# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""JoinGroup (API key 11): request and response, versions 0-9."""

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

__all__ = ["JoinGroupRequest", "JoinGroupResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class JoinGroupRequest(Request["JoinGroupResponse"]):
    """JoinGroup request (API key 11): versions 0-9, flexible from 6."""

    API_KEY = 11
    MIN_VERSION = 0
    MAX_VERSION = 9
    FLEXIBLE_VERSION = 6


    class JoinGroupRequestProtocol:
        """JoinGroupRequestProtocol (versions 0+)."""
        __slots__ = ('name', 'metadata', 'unknown_tagged_fields',)
        #: The protocol name. (v0+)
        name: str
        #: The protocol metadata. (v0+)
        metadata: bytes
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", metadata: bytes = b"", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.metadata = metadata
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, metadata={self.metadata!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.metadata, self.unknown_tagged_fields,) == (other.name, other.metadata, other.unknown_tagged_fields,)

    __slots__ = ('group_id', 'session_timeout_ms', 'rebalance_timeout_ms', 'member_id', 'group_instance_id', 'protocol_type', 'protocols', 'reason', 'unknown_tagged_fields',)
    #: The group identifier. (v0+)
    group_id: str
    #: The coordinator considers the consumer dead if it receives no heartbeat after this timeout in milliseconds. (v0+)
    session_timeout_ms: int
    #: The maximum time in milliseconds that the coordinator will wait for each member to rejoin when rebalancing the group. (v1+, ignorable)
    rebalance_timeout_ms: int
    #: The member id assigned by the group coordinator. (v0+)
    member_id: str
    #: The unique identifier of the consumer instance provided by end user. (v5+, nullable v5+)
    group_instance_id: str | None
    #: The unique name the for class of protocols implemented by the group we want to join. (v0+)
    protocol_type: str
    #: The list of protocols that the member supports. (v0+)
    protocols: list[JoinGroupRequest.JoinGroupRequestProtocol]
    #: The reason why the member (re-)joins the group. (v8+, nullable v8+, ignorable)
    reason: str | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_id: str = "", session_timeout_ms: int = 0, rebalance_timeout_ms: int = -1, member_id: str = "", group_instance_id: str | None = None, protocol_type: str = "", protocols: list[JoinGroupRequest.JoinGroupRequestProtocol] = _FRESH, reason: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_id = group_id
        self.session_timeout_ms = session_timeout_ms
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.protocol_type = protocol_type
        self.protocols = [] if protocols is _FRESH else protocols
        self.reason = reason
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_id={self.group_id!r}, session_timeout_ms={self.session_timeout_ms!r}, rebalance_timeout_ms={self.rebalance_timeout_ms!r}, member_id={self.member_id!r}, group_instance_id={self.group_instance_id!r}, protocol_type={self.protocol_type!r}, protocols={self.protocols!r}, reason={self.reason!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_id, self.session_timeout_ms, self.rebalance_timeout_ms, self.member_id, self.group_instance_id, self.protocol_type, self.protocols, self.reason, self.unknown_tagged_fields,) == (other.group_id, other.session_timeout_ms, other.rebalance_timeout_ms, other.member_id, other.group_instance_id, other.protocol_type, other.protocols, other.reason, other.unknown_tagged_fields,)


class JoinGroupResponse(Response):
    """JoinGroup response (API key 11): versions 0-9, flexible from 6."""

    API_KEY = 11
    MIN_VERSION = 0
    MAX_VERSION = 9
    FLEXIBLE_VERSION = 6


    class JoinGroupResponseMember:
        """JoinGroupResponseMember (versions 0+)."""
        __slots__ = ('member_id', 'group_instance_id', 'metadata', 'unknown_tagged_fields',)
        #: The group member ID. (v0+)
        member_id: str
        #: The unique identifier of the consumer instance provided by end user. (v5+, nullable v5+, ignorable)
        group_instance_id: str | None
        #: The group member metadata. (v0+)
        metadata: bytes
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, member_id: str = "", group_instance_id: str | None = None, metadata: bytes = b"", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.member_id = member_id
            self.group_instance_id = group_instance_id
            self.metadata = metadata
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(member_id={self.member_id!r}, group_instance_id={self.group_instance_id!r}, metadata={self.metadata!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.member_id, self.group_instance_id, self.metadata, self.unknown_tagged_fields,) == (other.member_id, other.group_instance_id, other.metadata, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'generation_id', 'protocol_type', 'protocol_name', 'leader', 'skip_assignment', 'member_id', 'members', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v2+, ignorable)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The generation ID of the group. (v0+)
    generation_id: int
    #: The group protocol name. (v7+, nullable v7+, ignorable)
    protocol_type: str | None
    #: The group protocol selected by the coordinator. (v0+, nullable v7+)
    protocol_name: str | None
    #: The leader of the group. (v0+)
    leader: str
    #: True if the leader must skip running the assignment. (v9+)
    skip_assignment: bool
    #: The member ID assigned by the group coordinator. (v0+)
    member_id: str
    #: The group members. (v0+)
    members: list[JoinGroupResponse.JoinGroupResponseMember]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, generation_id: int = -1, protocol_type: str | None = None, protocol_name: str | None = "", leader: str = "", skip_assignment: bool = False, member_id: str = "", members: list[JoinGroupResponse.JoinGroupResponseMember] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.generation_id = generation_id
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.leader = leader
        self.skip_assignment = skip_assignment
        self.member_id = member_id
        self.members = [] if members is _FRESH else members
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, generation_id={self.generation_id!r}, protocol_type={self.protocol_type!r}, protocol_name={self.protocol_name!r}, leader={self.leader!r}, skip_assignment={self.skip_assignment!r}, member_id={self.member_id!r}, members={self.members!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.generation_id, self.protocol_type, self.protocol_name, self.leader, self.skip_assignment, self.member_id, self.members, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.generation_id, other.protocol_type, other.protocol_name, other.leader, other.skip_assignment, other.member_id, other.members, other.unknown_tagged_fields,)

_JoinGroupRequest = JoinGroupRequest
_JoinGroupRequest_JoinGroupRequestProtocol = JoinGroupRequest.JoinGroupRequestProtocol
_JoinGroupResponse = JoinGroupResponse
_JoinGroupResponse_JoinGroupResponseMember = JoinGroupResponse.JoinGroupResponseMember

_S0 = Struct('>i')
_S1 = Struct('>ii')
_S2 = Struct('>hi')
_S3 = Struct('>ihi')
_S4 = Struct('>?')


# JoinGroupRequest.JoinGroupRequestProtocol v0-5
def _enc_JoinGroupRequestProtocol_1(o: JoinGroupRequest.JoinGroupRequestProtocol, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    out.append(_p.enc_bytes(o.metadata))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# JoinGroupRequest v0
def _enc_JoinGroupRequest_2(o: JoinGroupRequest, out: list[Buffer]) -> None:
    if o.group_instance_id is not None:
        raise _EncodeError('group_instance_id' + _UNSUPPORTED)
    out.append(_p.enc_string(o.group_id))
    out.append(_S0.pack(o.session_timeout_ms))
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_string(o.protocol_type))
    a4 = o.protocols
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_JoinGroupRequestProtocol_1(e4, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# JoinGroupRequest v1-4
def _enc_JoinGroupRequest_3(o: JoinGroupRequest, out: list[Buffer]) -> None:
    if o.group_instance_id is not None:
        raise _EncodeError('group_instance_id' + _UNSUPPORTED)
    out.append(_p.enc_string(o.group_id))
    out.append(_S1.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_string(o.protocol_type))
    a5 = o.protocols
    out.append(_p.enc_array_len(len(a5)))
    for e5 in a5:
        _enc_JoinGroupRequestProtocol_1(e5, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# JoinGroupRequest v5
def _enc_JoinGroupRequest_4(o: JoinGroupRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.group_id))
    out.append(_S1.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_nullable_string(o.group_instance_id))
    out.append(_p.enc_string(o.protocol_type))
    a6 = o.protocols
    out.append(_p.enc_array_len(len(a6)))
    for e6 in a6:
        _enc_JoinGroupRequestProtocol_1(e6, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# JoinGroupRequest.JoinGroupRequestProtocol v6-9
def _enc_JoinGroupRequestProtocol_5(o: JoinGroupRequest.JoinGroupRequestProtocol, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_p.enc_compact_bytes(o.metadata))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# JoinGroupRequest v6-7
def _enc_JoinGroupRequest_6(o: JoinGroupRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_S1.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    out.append(_p.enc_compact_string(o.protocol_type))
    a6 = o.protocols
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_JoinGroupRequestProtocol_5(e6, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# JoinGroupRequest v8-9
def _enc_JoinGroupRequest_7(o: JoinGroupRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_S1.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    out.append(_p.enc_compact_string(o.protocol_type))
    a6 = o.protocols
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_JoinGroupRequestProtocol_5(e6, out)
    out.append(_p.enc_compact_nullable_string(o.reason))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# JoinGroupRequest.JoinGroupRequestProtocol v0-5
def _dec_JoinGroupRequestProtocol_8(buf: memoryview, pos: int) -> tuple[JoinGroupRequest.JoinGroupRequestProtocol, int]:
    f_name: str
    f_metadata: bytes
    f_name, pos = _p.dec_string(buf, pos)
    f_metadata, pos = _p.dec_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    return _JoinGroupRequest_JoinGroupRequestProtocol(f_name, f_metadata, unknown), pos


# JoinGroupRequest v0
def _dec_JoinGroupRequest_9(buf: memoryview, pos: int) -> tuple[JoinGroupRequest, int]:
    f_group_id: str
    f_session_timeout_ms: int
    f_member_id: str
    f_protocol_type: str
    f_protocols: list[JoinGroupRequest.JoinGroupRequestProtocol]
    f_group_id, pos = _p.dec_string(buf, pos)
    f_session_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    f_member_id, pos = _p.dec_string(buf, pos)
    f_protocol_type, pos = _p.dec_string(buf, pos)
    n_protocols, pos = _p.dec_array_len(buf, pos, 6)
    l_protocols: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    for _ in range(n_protocols):
        e_protocols, pos = _dec_JoinGroupRequestProtocol_8(buf, pos)
        l_protocols.append(e_protocols)
    f_protocols = l_protocols
    unknown: dict[int, bytes] = {}
    return _JoinGroupRequest(f_group_id, f_session_timeout_ms, -1, f_member_id, None, f_protocol_type, f_protocols, None, unknown), pos


# JoinGroupRequest v1-4
def _dec_JoinGroupRequest_10(buf: memoryview, pos: int) -> tuple[JoinGroupRequest, int]:
    f_group_id: str
    f_session_timeout_ms: int
    f_rebalance_timeout_ms: int
    f_member_id: str
    f_protocol_type: str
    f_protocols: list[JoinGroupRequest.JoinGroupRequestProtocol]
    f_group_id, pos = _p.dec_string(buf, pos)
    f_session_timeout_ms, f_rebalance_timeout_ms = _S1.unpack_from(buf, pos)
    pos += 8
    f_member_id, pos = _p.dec_string(buf, pos)
    f_protocol_type, pos = _p.dec_string(buf, pos)
    n_protocols, pos = _p.dec_array_len(buf, pos, 6)
    l_protocols: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    for _ in range(n_protocols):
        e_protocols, pos = _dec_JoinGroupRequestProtocol_8(buf, pos)
        l_protocols.append(e_protocols)
    f_protocols = l_protocols
    unknown: dict[int, bytes] = {}
    return _JoinGroupRequest(f_group_id, f_session_timeout_ms, f_rebalance_timeout_ms, f_member_id, None, f_protocol_type, f_protocols, None, unknown), pos


# JoinGroupRequest v5
def _dec_JoinGroupRequest_11(buf: memoryview, pos: int) -> tuple[JoinGroupRequest, int]:
    f_group_id: str
    f_session_timeout_ms: int
    f_rebalance_timeout_ms: int
    f_member_id: str
    f_group_instance_id: str | None
    f_protocol_type: str
    f_protocols: list[JoinGroupRequest.JoinGroupRequestProtocol]
    f_group_id, pos = _p.dec_string(buf, pos)
    f_session_timeout_ms, f_rebalance_timeout_ms = _S1.unpack_from(buf, pos)
    pos += 8
    f_member_id, pos = _p.dec_string(buf, pos)
    f_group_instance_id, pos = _p.dec_nullable_string(buf, pos)
    f_protocol_type, pos = _p.dec_string(buf, pos)
    n_protocols, pos = _p.dec_array_len(buf, pos, 6)
    l_protocols: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    for _ in range(n_protocols):
        e_protocols, pos = _dec_JoinGroupRequestProtocol_8(buf, pos)
        l_protocols.append(e_protocols)
    f_protocols = l_protocols
    unknown: dict[int, bytes] = {}
    return _JoinGroupRequest(f_group_id, f_session_timeout_ms, f_rebalance_timeout_ms, f_member_id, f_group_instance_id, f_protocol_type, f_protocols, None, unknown), pos


# JoinGroupRequest.JoinGroupRequestProtocol v6-9
def _dec_JoinGroupRequestProtocol_12(buf: memoryview, pos: int) -> tuple[JoinGroupRequest.JoinGroupRequestProtocol, int]:
    f_name: str
    f_metadata: bytes
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    f_metadata, pos = _p.dec_compact_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _JoinGroupRequest_JoinGroupRequestProtocol(f_name, f_metadata, unknown), pos


# JoinGroupRequest v6-7
def _dec_JoinGroupRequest_13(buf: memoryview, pos: int) -> tuple[JoinGroupRequest, int]:
    f_group_id: str
    f_session_timeout_ms: int
    f_rebalance_timeout_ms: int
    f_member_id: str
    f_group_instance_id: str | None
    f_protocol_type: str
    f_protocols: list[JoinGroupRequest.JoinGroupRequestProtocol]
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    f_session_timeout_ms, f_rebalance_timeout_ms = _S1.unpack_from(buf, pos)
    pos += 8
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
    c_protocol_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_protocol_type < 128 and pos + c_protocol_type <= len(buf):
        f_protocol_type = _p.utf8_slice(buf, pos + 1, pos + c_protocol_type)
        pos += c_protocol_type
    else:
        f_protocol_type, pos = _p.dec_compact_string(buf, pos)
    n_protocols = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_protocols < 127 and n_protocols * 3 < len(buf) - pos:
        pos += 1
    else:
        n_protocols, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_protocols: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    for _ in range(n_protocols):
        e_protocols, pos = _dec_JoinGroupRequestProtocol_12(buf, pos)
        l_protocols.append(e_protocols)
    f_protocols = l_protocols
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _JoinGroupRequest(f_group_id, f_session_timeout_ms, f_rebalance_timeout_ms, f_member_id, f_group_instance_id, f_protocol_type, f_protocols, None, unknown), pos


# JoinGroupRequest v8-9
def _dec_JoinGroupRequest_14(buf: memoryview, pos: int) -> tuple[JoinGroupRequest, int]:
    f_group_id: str
    f_session_timeout_ms: int
    f_rebalance_timeout_ms: int
    f_member_id: str
    f_group_instance_id: str | None
    f_protocol_type: str
    f_protocols: list[JoinGroupRequest.JoinGroupRequestProtocol]
    f_reason: str | None
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    f_session_timeout_ms, f_rebalance_timeout_ms = _S1.unpack_from(buf, pos)
    pos += 8
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
    c_protocol_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_protocol_type < 128 and pos + c_protocol_type <= len(buf):
        f_protocol_type = _p.utf8_slice(buf, pos + 1, pos + c_protocol_type)
        pos += c_protocol_type
    else:
        f_protocol_type, pos = _p.dec_compact_string(buf, pos)
    n_protocols = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_protocols < 127 and n_protocols * 3 < len(buf) - pos:
        pos += 1
    else:
        n_protocols, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_protocols: list[JoinGroupRequest.JoinGroupRequestProtocol] = []
    for _ in range(n_protocols):
        e_protocols, pos = _dec_JoinGroupRequestProtocol_12(buf, pos)
        l_protocols.append(e_protocols)
    f_protocols = l_protocols
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
    return _JoinGroupRequest(f_group_id, f_session_timeout_ms, f_rebalance_timeout_ms, f_member_id, f_group_instance_id, f_protocol_type, f_protocols, f_reason, unknown), pos


# JoinGroupResponse.JoinGroupResponseMember v0-4
def _enc_JoinGroupResponseMember_15(o: JoinGroupResponse.JoinGroupResponseMember, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_bytes(o.metadata))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# JoinGroupResponse v0-1
def _enc_JoinGroupResponse_16(o: JoinGroupResponse, out: list[Buffer]) -> None:
    if o.skip_assignment != False:
        raise _EncodeError('skip_assignment' + _UNSUPPORTED)
    out.append(_S2.pack(o.error_code, o.generation_id))
    out.append(_p.enc_string(o.protocol_name))
    out.append(_p.enc_string(o.leader))
    out.append(_p.enc_string(o.member_id))
    a5 = o.members
    out.append(_p.enc_array_len(len(a5)))
    for e5 in a5:
        _enc_JoinGroupResponseMember_15(e5, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# JoinGroupResponse v2-4
def _enc_JoinGroupResponse_17(o: JoinGroupResponse, out: list[Buffer]) -> None:
    if o.skip_assignment != False:
        raise _EncodeError('skip_assignment' + _UNSUPPORTED)
    out.append(_S3.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    out.append(_p.enc_string(o.protocol_name))
    out.append(_p.enc_string(o.leader))
    out.append(_p.enc_string(o.member_id))
    a6 = o.members
    out.append(_p.enc_array_len(len(a6)))
    for e6 in a6:
        _enc_JoinGroupResponseMember_15(e6, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# JoinGroupResponse.JoinGroupResponseMember v5
def _enc_JoinGroupResponseMember_18(o: JoinGroupResponse.JoinGroupResponseMember, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_nullable_string(o.group_instance_id))
    out.append(_p.enc_bytes(o.metadata))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# JoinGroupResponse v5
def _enc_JoinGroupResponse_19(o: JoinGroupResponse, out: list[Buffer]) -> None:
    if o.skip_assignment != False:
        raise _EncodeError('skip_assignment' + _UNSUPPORTED)
    out.append(_S3.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    out.append(_p.enc_string(o.protocol_name))
    out.append(_p.enc_string(o.leader))
    out.append(_p.enc_string(o.member_id))
    a6 = o.members
    out.append(_p.enc_array_len(len(a6)))
    for e6 in a6:
        _enc_JoinGroupResponseMember_18(e6, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# JoinGroupResponse.JoinGroupResponseMember v6-9
def _enc_JoinGroupResponseMember_20(o: JoinGroupResponse.JoinGroupResponseMember, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    out.append(_p.enc_compact_bytes(o.metadata))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# JoinGroupResponse v6
def _enc_JoinGroupResponse_21(o: JoinGroupResponse, out: list[Buffer]) -> None:
    if o.skip_assignment != False:
        raise _EncodeError('skip_assignment' + _UNSUPPORTED)
    out.append(_S3.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    out.append(_p.enc_compact_string(o.protocol_name))
    out.append(_p.enc_compact_string(o.leader))
    out.append(_p.enc_compact_string(o.member_id))
    a6 = o.members
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_JoinGroupResponseMember_20(e6, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# JoinGroupResponse v7-8
def _enc_JoinGroupResponse_22(o: JoinGroupResponse, out: list[Buffer]) -> None:
    if o.skip_assignment != False:
        raise _EncodeError('skip_assignment' + _UNSUPPORTED)
    out.append(_S3.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    out.append(_p.enc_compact_nullable_string(o.protocol_type))
    out.append(_p.enc_compact_nullable_string(o.protocol_name))
    out.append(_p.enc_compact_string(o.leader))
    out.append(_p.enc_compact_string(o.member_id))
    a7 = o.members
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_JoinGroupResponseMember_20(e7, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# JoinGroupResponse v9
def _enc_JoinGroupResponse_23(o: JoinGroupResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    out.append(_p.enc_compact_nullable_string(o.protocol_type))
    out.append(_p.enc_compact_nullable_string(o.protocol_name))
    out.append(_p.enc_compact_string(o.leader))
    out.append(_S4.pack(o.skip_assignment))
    out.append(_p.enc_compact_string(o.member_id))
    a8 = o.members
    out.append(_p.enc_uvarint(len(a8) + 1))
    for e8 in a8:
        _enc_JoinGroupResponseMember_20(e8, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# JoinGroupResponse.JoinGroupResponseMember v0-4
def _dec_JoinGroupResponseMember_24(buf: memoryview, pos: int) -> tuple[JoinGroupResponse.JoinGroupResponseMember, int]:
    f_member_id: str
    f_metadata: bytes
    f_member_id, pos = _p.dec_string(buf, pos)
    f_metadata, pos = _p.dec_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    return _JoinGroupResponse_JoinGroupResponseMember(f_member_id, None, f_metadata, unknown), pos


# JoinGroupResponse v0-1
def _dec_JoinGroupResponse_25(buf: memoryview, pos: int) -> tuple[JoinGroupResponse, int]:
    f_error_code: int
    f_generation_id: int
    f_protocol_name: str | None
    f_leader: str
    f_member_id: str
    f_members: list[JoinGroupResponse.JoinGroupResponseMember]
    f_error_code, f_generation_id = _S2.unpack_from(buf, pos)
    pos += 6
    f_protocol_name, pos = _p.dec_string(buf, pos)
    f_leader, pos = _p.dec_string(buf, pos)
    f_member_id, pos = _p.dec_string(buf, pos)
    n_members, pos = _p.dec_array_len(buf, pos, 6)
    l_members: list[JoinGroupResponse.JoinGroupResponseMember] = []
    for _ in range(n_members):
        e_members, pos = _dec_JoinGroupResponseMember_24(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    unknown: dict[int, bytes] = {}
    return _JoinGroupResponse(0, f_error_code, f_generation_id, None, f_protocol_name, f_leader, False, f_member_id, f_members, unknown), pos


# JoinGroupResponse v2-4
def _dec_JoinGroupResponse_26(buf: memoryview, pos: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_generation_id: int
    f_protocol_name: str | None
    f_leader: str
    f_member_id: str
    f_members: list[JoinGroupResponse.JoinGroupResponseMember]
    f_throttle_time_ms, f_error_code, f_generation_id = _S3.unpack_from(buf, pos)
    pos += 10
    f_protocol_name, pos = _p.dec_string(buf, pos)
    f_leader, pos = _p.dec_string(buf, pos)
    f_member_id, pos = _p.dec_string(buf, pos)
    n_members, pos = _p.dec_array_len(buf, pos, 6)
    l_members: list[JoinGroupResponse.JoinGroupResponseMember] = []
    for _ in range(n_members):
        e_members, pos = _dec_JoinGroupResponseMember_24(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    unknown: dict[int, bytes] = {}
    return _JoinGroupResponse(f_throttle_time_ms, f_error_code, f_generation_id, None, f_protocol_name, f_leader, False, f_member_id, f_members, unknown), pos


# JoinGroupResponse.JoinGroupResponseMember v5
def _dec_JoinGroupResponseMember_27(buf: memoryview, pos: int) -> tuple[JoinGroupResponse.JoinGroupResponseMember, int]:
    f_member_id: str
    f_group_instance_id: str | None
    f_metadata: bytes
    f_member_id, pos = _p.dec_string(buf, pos)
    f_group_instance_id, pos = _p.dec_nullable_string(buf, pos)
    f_metadata, pos = _p.dec_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    return _JoinGroupResponse_JoinGroupResponseMember(f_member_id, f_group_instance_id, f_metadata, unknown), pos


# JoinGroupResponse v5
def _dec_JoinGroupResponse_28(buf: memoryview, pos: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_generation_id: int
    f_protocol_name: str | None
    f_leader: str
    f_member_id: str
    f_members: list[JoinGroupResponse.JoinGroupResponseMember]
    f_throttle_time_ms, f_error_code, f_generation_id = _S3.unpack_from(buf, pos)
    pos += 10
    f_protocol_name, pos = _p.dec_string(buf, pos)
    f_leader, pos = _p.dec_string(buf, pos)
    f_member_id, pos = _p.dec_string(buf, pos)
    n_members, pos = _p.dec_array_len(buf, pos, 8)
    l_members: list[JoinGroupResponse.JoinGroupResponseMember] = []
    for _ in range(n_members):
        e_members, pos = _dec_JoinGroupResponseMember_27(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    unknown: dict[int, bytes] = {}
    return _JoinGroupResponse(f_throttle_time_ms, f_error_code, f_generation_id, None, f_protocol_name, f_leader, False, f_member_id, f_members, unknown), pos


# JoinGroupResponse.JoinGroupResponseMember v6-9
def _dec_JoinGroupResponseMember_29(buf: memoryview, pos: int) -> tuple[JoinGroupResponse.JoinGroupResponseMember, int]:
    f_member_id: str
    f_group_instance_id: str | None
    f_metadata: bytes
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
    f_metadata, pos = _p.dec_compact_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _JoinGroupResponse_JoinGroupResponseMember(f_member_id, f_group_instance_id, f_metadata, unknown), pos


# JoinGroupResponse v6
def _dec_JoinGroupResponse_30(buf: memoryview, pos: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_generation_id: int
    f_protocol_name: str | None
    f_leader: str
    f_member_id: str
    f_members: list[JoinGroupResponse.JoinGroupResponseMember]
    f_throttle_time_ms, f_error_code, f_generation_id = _S3.unpack_from(buf, pos)
    pos += 10
    c_protocol_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_protocol_name < 128 and pos + c_protocol_name <= len(buf):
        f_protocol_name = _p.utf8_slice(buf, pos + 1, pos + c_protocol_name)
        pos += c_protocol_name
    else:
        f_protocol_name, pos = _p.dec_compact_string(buf, pos)
    c_leader = buf[pos] if pos < len(buf) else 0
    if 0 < c_leader < 128 and pos + c_leader <= len(buf):
        f_leader = _p.utf8_slice(buf, pos + 1, pos + c_leader)
        pos += c_leader
    else:
        f_leader, pos = _p.dec_compact_string(buf, pos)
    c_member_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_member_id < 128 and pos + c_member_id <= len(buf):
        f_member_id = _p.utf8_slice(buf, pos + 1, pos + c_member_id)
        pos += c_member_id
    else:
        f_member_id, pos = _p.dec_compact_string(buf, pos)
    n_members = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_members < 127 and n_members * 4 < len(buf) - pos:
        pos += 1
    else:
        n_members, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_members: list[JoinGroupResponse.JoinGroupResponseMember] = []
    for _ in range(n_members):
        e_members, pos = _dec_JoinGroupResponseMember_29(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _JoinGroupResponse(f_throttle_time_ms, f_error_code, f_generation_id, None, f_protocol_name, f_leader, False, f_member_id, f_members, unknown), pos


# JoinGroupResponse v7-8
def _dec_JoinGroupResponse_31(buf: memoryview, pos: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_generation_id: int
    f_protocol_type: str | None
    f_protocol_name: str | None
    f_leader: str
    f_member_id: str
    f_members: list[JoinGroupResponse.JoinGroupResponseMember]
    f_throttle_time_ms, f_error_code, f_generation_id = _S3.unpack_from(buf, pos)
    pos += 10
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
    c_leader = buf[pos] if pos < len(buf) else 0
    if 0 < c_leader < 128 and pos + c_leader <= len(buf):
        f_leader = _p.utf8_slice(buf, pos + 1, pos + c_leader)
        pos += c_leader
    else:
        f_leader, pos = _p.dec_compact_string(buf, pos)
    c_member_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_member_id < 128 and pos + c_member_id <= len(buf):
        f_member_id = _p.utf8_slice(buf, pos + 1, pos + c_member_id)
        pos += c_member_id
    else:
        f_member_id, pos = _p.dec_compact_string(buf, pos)
    n_members = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_members < 127 and n_members * 4 < len(buf) - pos:
        pos += 1
    else:
        n_members, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_members: list[JoinGroupResponse.JoinGroupResponseMember] = []
    for _ in range(n_members):
        e_members, pos = _dec_JoinGroupResponseMember_29(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _JoinGroupResponse(f_throttle_time_ms, f_error_code, f_generation_id, f_protocol_type, f_protocol_name, f_leader, False, f_member_id, f_members, unknown), pos


# JoinGroupResponse v9
def _dec_JoinGroupResponse_32(buf: memoryview, pos: int) -> tuple[JoinGroupResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_generation_id: int
    f_protocol_type: str | None
    f_protocol_name: str | None
    f_leader: str
    f_skip_assignment: bool
    f_member_id: str
    f_members: list[JoinGroupResponse.JoinGroupResponseMember]
    f_throttle_time_ms, f_error_code, f_generation_id = _S3.unpack_from(buf, pos)
    pos += 10
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
    c_leader = buf[pos] if pos < len(buf) else 0
    if 0 < c_leader < 128 and pos + c_leader <= len(buf):
        f_leader = _p.utf8_slice(buf, pos + 1, pos + c_leader)
        pos += c_leader
    else:
        f_leader, pos = _p.dec_compact_string(buf, pos)
    f_skip_assignment = _S4.unpack_from(buf, pos)[0]
    pos += 1
    c_member_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_member_id < 128 and pos + c_member_id <= len(buf):
        f_member_id = _p.utf8_slice(buf, pos + 1, pos + c_member_id)
        pos += c_member_id
    else:
        f_member_id, pos = _p.dec_compact_string(buf, pos)
    n_members = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_members < 127 and n_members * 4 < len(buf) - pos:
        pos += 1
    else:
        n_members, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_members: list[JoinGroupResponse.JoinGroupResponseMember] = []
    for _ in range(n_members):
        e_members, pos = _dec_JoinGroupResponseMember_29(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _JoinGroupResponse(f_throttle_time_ms, f_error_code, f_generation_id, f_protocol_type, f_protocol_name, f_leader, f_skip_assignment, f_member_id, f_members, unknown), pos


JoinGroupRequest._ENCODERS = (_enc_JoinGroupRequest_2, _enc_JoinGroupRequest_3, _enc_JoinGroupRequest_3, _enc_JoinGroupRequest_3, _enc_JoinGroupRequest_3, _enc_JoinGroupRequest_4, _enc_JoinGroupRequest_6, _enc_JoinGroupRequest_6, _enc_JoinGroupRequest_7, _enc_JoinGroupRequest_7,)
JoinGroupRequest._DECODERS = (_dec_JoinGroupRequest_9, _dec_JoinGroupRequest_10, _dec_JoinGroupRequest_10, _dec_JoinGroupRequest_10, _dec_JoinGroupRequest_10, _dec_JoinGroupRequest_11, _dec_JoinGroupRequest_13, _dec_JoinGroupRequest_13, _dec_JoinGroupRequest_14, _dec_JoinGroupRequest_14,)
JoinGroupResponse._ENCODERS = (_enc_JoinGroupResponse_16, _enc_JoinGroupResponse_16, _enc_JoinGroupResponse_17, _enc_JoinGroupResponse_17, _enc_JoinGroupResponse_17, _enc_JoinGroupResponse_19, _enc_JoinGroupResponse_21, _enc_JoinGroupResponse_22, _enc_JoinGroupResponse_22, _enc_JoinGroupResponse_23,)
JoinGroupResponse._DECODERS = (_dec_JoinGroupResponse_25, _dec_JoinGroupResponse_25, _dec_JoinGroupResponse_26, _dec_JoinGroupResponse_26, _dec_JoinGroupResponse_26, _dec_JoinGroupResponse_28, _dec_JoinGroupResponse_30, _dec_JoinGroupResponse_31, _dec_JoinGroupResponse_31, _dec_JoinGroupResponse_32,)
JoinGroupRequest.RESPONSE = JoinGroupResponse
JoinGroupResponse.REQUEST = JoinGroupRequest
