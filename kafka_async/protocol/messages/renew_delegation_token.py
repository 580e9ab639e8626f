# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""RenewDelegationToken (API key 39): request and response, versions 1-2."""

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

__all__ = ["RenewDelegationTokenRequest", "RenewDelegationTokenResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class RenewDelegationTokenRequest(Request["RenewDelegationTokenResponse"]):
    """RenewDelegationToken request (API key 39): versions 1-2, flexible from 2."""

    API_KEY = 39
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    __slots__ = ('hmac', 'renew_period_ms', 'unknown_tagged_fields',)
    #: The HMAC of the delegation token to be renewed. (v0+)
    hmac: bytes
    #: The renewal time period in milliseconds. (v0+)
    renew_period_ms: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, hmac: bytes = b"", renew_period_ms: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.hmac = hmac
        self.renew_period_ms = renew_period_ms
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(hmac={self.hmac!r}, renew_period_ms={self.renew_period_ms!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.hmac, self.renew_period_ms, self.unknown_tagged_fields,) == (other.hmac, other.renew_period_ms, other.unknown_tagged_fields,)


class RenewDelegationTokenResponse(Response):
    """RenewDelegationToken response (API key 39): versions 1-2, flexible from 2."""

    API_KEY = 39
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    __slots__ = ('error_code', 'expiry_timestamp_ms', 'throttle_time_ms', 'unknown_tagged_fields',)
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The timestamp in milliseconds at which this token expires. (v0+)
    expiry_timestamp_ms: int
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, error_code: int = 0, expiry_timestamp_ms: int = 0, throttle_time_ms: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.error_code = error_code
        self.expiry_timestamp_ms = expiry_timestamp_ms
        self.throttle_time_ms = throttle_time_ms
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(error_code={self.error_code!r}, expiry_timestamp_ms={self.expiry_timestamp_ms!r}, throttle_time_ms={self.throttle_time_ms!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.error_code, self.expiry_timestamp_ms, self.throttle_time_ms, self.unknown_tagged_fields,) == (other.error_code, other.expiry_timestamp_ms, other.throttle_time_ms, other.unknown_tagged_fields,)

_RenewDelegationTokenRequest = RenewDelegationTokenRequest
_RenewDelegationTokenResponse = RenewDelegationTokenResponse

_S0 = Struct('>q')
_S1 = Struct('>hqi')


# RenewDelegationTokenRequest v1
def _enc_RenewDelegationTokenRequest_1(o: RenewDelegationTokenRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_bytes(o.hmac))
    out.append(_S0.pack(o.renew_period_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# RenewDelegationTokenRequest v2
def _enc_RenewDelegationTokenRequest_2(o: RenewDelegationTokenRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_bytes(o.hmac))
    out.append(_S0.pack(o.renew_period_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# RenewDelegationTokenRequest v1
def _dec_RenewDelegationTokenRequest_3(buf: memoryview, pos: int) -> tuple[RenewDelegationTokenRequest, int]:
    f_hmac: bytes
    f_renew_period_ms: int
    f_hmac, pos = _p.dec_bytes(buf, pos)
    f_renew_period_ms = _S0.unpack_from(buf, pos)[0]
    pos += 8
    unknown: dict[int, bytes] = {}
    return _RenewDelegationTokenRequest(f_hmac, f_renew_period_ms, unknown), pos


# RenewDelegationTokenRequest v2
def _dec_RenewDelegationTokenRequest_4(buf: memoryview, pos: int) -> tuple[RenewDelegationTokenRequest, int]:
    f_hmac: bytes
    f_renew_period_ms: int
    f_hmac, pos = _p.dec_compact_bytes(buf, pos)
    f_renew_period_ms = _S0.unpack_from(buf, pos)[0]
    pos += 8
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _RenewDelegationTokenRequest(f_hmac, f_renew_period_ms, unknown), pos


# RenewDelegationTokenResponse v1
def _enc_RenewDelegationTokenResponse_5(o: RenewDelegationTokenResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# RenewDelegationTokenResponse v2
def _enc_RenewDelegationTokenResponse_6(o: RenewDelegationTokenResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# RenewDelegationTokenResponse v1
def _dec_RenewDelegationTokenResponse_7(buf: memoryview, pos: int) -> tuple[RenewDelegationTokenResponse, int]:
    f_error_code: int
    f_expiry_timestamp_ms: int
    f_throttle_time_ms: int
    f_error_code, f_expiry_timestamp_ms, f_throttle_time_ms = _S1.unpack_from(buf, pos)
    pos += 14
    unknown: dict[int, bytes] = {}
    return _RenewDelegationTokenResponse(f_error_code, f_expiry_timestamp_ms, f_throttle_time_ms, unknown), pos


# RenewDelegationTokenResponse v2
def _dec_RenewDelegationTokenResponse_8(buf: memoryview, pos: int) -> tuple[RenewDelegationTokenResponse, int]:
    f_error_code: int
    f_expiry_timestamp_ms: int
    f_throttle_time_ms: int
    f_error_code, f_expiry_timestamp_ms, f_throttle_time_ms = _S1.unpack_from(buf, pos)
    pos += 14
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _RenewDelegationTokenResponse(f_error_code, f_expiry_timestamp_ms, f_throttle_time_ms, unknown), pos


RenewDelegationTokenRequest._ENCODERS = (None, _enc_RenewDelegationTokenRequest_1, _enc_RenewDelegationTokenRequest_2,)
RenewDelegationTokenRequest._DECODERS = (None, _dec_RenewDelegationTokenRequest_3, _dec_RenewDelegationTokenRequest_4,)
RenewDelegationTokenResponse._ENCODERS = (None, _enc_RenewDelegationTokenResponse_5, _enc_RenewDelegationTokenResponse_6,)
RenewDelegationTokenResponse._DECODERS = (None, _dec_RenewDelegationTokenResponse_7, _dec_RenewDelegationTokenResponse_8,)
RenewDelegationTokenRequest.RESPONSE = RenewDelegationTokenResponse
RenewDelegationTokenResponse.REQUEST = RenewDelegationTokenRequest
