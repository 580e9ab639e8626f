# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""Heartbeat (API key 12): request and response, versions 0-4."""

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

__all__ = ["HeartbeatRequest", "HeartbeatResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class HeartbeatRequest(Request["HeartbeatResponse"]):
    """Heartbeat request (API key 12): versions 0-4, flexible from 4."""

    API_KEY = 12
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 4

    __slots__ = ('group_id', 'generation_id', 'member_id', 'group_instance_id', 'unknown_tagged_fields',)
    #: The group id. (v0+)
    group_id: str
    #: The generation of the group. (v0+)
    generation_id: int
    #: The member ID. (v0+)
    member_id: str
    #: The unique identifier of the consumer instance provided by end user. (v3+, nullable v3+)
    group_instance_id: str | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_id: str = "", generation_id: int = 0, member_id: str = "", group_instance_id: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_id = group_id
        self.generation_id = generation_id
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_id={self.group_id!r}, generation_id={self.generation_id!r}, member_id={self.member_id!r}, group_instance_id={self.group_instance_id!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_id, self.generation_id, self.member_id, self.group_instance_id, self.unknown_tagged_fields,) == (other.group_id, other.generation_id, other.member_id, other.group_instance_id, other.unknown_tagged_fields,)


class HeartbeatResponse(Response):
    """Heartbeat response (API key 12): versions 0-4, flexible from 4."""

    API_KEY = 12
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 4

    __slots__ = ('throttle_time_ms', 'error_code', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v1+, ignorable)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.unknown_tagged_fields,)

_HeartbeatRequest = HeartbeatRequest
_HeartbeatResponse = HeartbeatResponse

_S0 = Struct('>i')
_S1 = Struct('>h')
_S2 = Struct('>ih')


# HeartbeatRequest v0-2
def _enc_HeartbeatRequest_1(o: HeartbeatRequest, out: list[Buffer]) -> None:
    if o.group_instance_id is not None:
        raise _EncodeError('group_instance_id' + _UNSUPPORTED)
    out.append(_p.enc_string(o.group_id))
    out.append(_S0.pack(o.generation_id))
    out.append(_p.enc_string(o.member_id))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# HeartbeatRequest v3
def _enc_HeartbeatRequest_2(o: HeartbeatRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.group_id))
    out.append(_S0.pack(o.generation_id))
    out.append(_p.enc_string(o.member_id))
    out.append(_p.enc_nullable_string(o.group_instance_id))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# HeartbeatRequest v4
def _enc_HeartbeatRequest_3(o: HeartbeatRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_S0.pack(o.generation_id))
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_p.enc_compact_nullable_string(o.group_instance_id))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# HeartbeatRequest v0-2
def _dec_HeartbeatRequest_4(buf: memoryview, pos: int) -> tuple[HeartbeatRequest, int]:
    f_group_id: str
    f_generation_id: int
    f_member_id: str
    f_group_id, pos = _p.dec_string(buf, pos)
    f_generation_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
    f_member_id, pos = _p.dec_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _HeartbeatRequest(f_group_id, f_generation_id, f_member_id, None, unknown), pos


# HeartbeatRequest v3
def _dec_HeartbeatRequest_5(buf: memoryview, pos: int) -> tuple[HeartbeatRequest, int]:
    f_group_id: str
    f_generation_id: int
    f_member_id: str
    f_group_instance_id: str | None
    f_group_id, pos = _p.dec_string(buf, pos)
    f_generation_id = _S0.unpack_from(buf, pos)[0]
    pos += 4
    f_member_id, pos = _p.dec_string(buf, pos)
    f_group_instance_id, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _HeartbeatRequest(f_group_id, f_generation_id, f_member_id, f_group_instance_id, unknown), pos


# HeartbeatRequest v4
def _dec_HeartbeatRequest_6(buf: memoryview, pos: int) -> tuple[HeartbeatRequest, int]:
    f_group_id: str
    f_generation_id: int
    f_member_id: str
    f_group_instance_id: str | None
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
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _HeartbeatRequest(f_group_id, f_generation_id, f_member_id, f_group_instance_id, unknown), pos


# HeartbeatResponse v0
def _enc_HeartbeatResponse_7(o: HeartbeatResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# HeartbeatResponse v1-3
def _enc_HeartbeatResponse_8(o: HeartbeatResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# HeartbeatResponse v4
def _enc_HeartbeatResponse_9(o: HeartbeatResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# HeartbeatResponse v0
def _dec_HeartbeatResponse_10(buf: memoryview, pos: int) -> tuple[HeartbeatResponse, int]:
    f_error_code: int
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    return _HeartbeatResponse(0, f_error_code, unknown), pos


# HeartbeatResponse v1-3
def _dec_HeartbeatResponse_11(buf: memoryview, pos: int) -> tuple[HeartbeatResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    return _HeartbeatResponse(f_throttle_time_ms, f_error_code, unknown), pos


# HeartbeatResponse v4
def _dec_HeartbeatResponse_12(buf: memoryview, pos: int) -> tuple[HeartbeatResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _HeartbeatResponse(f_throttle_time_ms, f_error_code, unknown), pos


HeartbeatRequest._ENCODERS = (_enc_HeartbeatRequest_1, _enc_HeartbeatRequest_1, _enc_HeartbeatRequest_1, _enc_HeartbeatRequest_2, _enc_HeartbeatRequest_3,)
HeartbeatRequest._DECODERS = (_dec_HeartbeatRequest_4, _dec_HeartbeatRequest_4, _dec_HeartbeatRequest_4, _dec_HeartbeatRequest_5, _dec_HeartbeatRequest_6,)
HeartbeatResponse._ENCODERS = (_enc_HeartbeatResponse_7, _enc_HeartbeatResponse_8, _enc_HeartbeatResponse_8, _enc_HeartbeatResponse_8, _enc_HeartbeatResponse_9,)
HeartbeatResponse._DECODERS = (_dec_HeartbeatResponse_10, _dec_HeartbeatResponse_11, _dec_HeartbeatResponse_11, _dec_HeartbeatResponse_11, _dec_HeartbeatResponse_12,)
HeartbeatRequest.RESPONSE = HeartbeatResponse
HeartbeatResponse.REQUEST = HeartbeatRequest
