# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""ExpireDelegationToken (API key 40): request and response, versions 1-2."""

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

__all__ = ["ExpireDelegationTokenRequest", "ExpireDelegationTokenResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ExpireDelegationTokenRequest(Request["ExpireDelegationTokenResponse"]):
    """ExpireDelegationToken request (API key 40): versions 1-2, flexible from 2."""

    API_KEY = 40
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    __slots__ = ('hmac', 'expiry_time_period_ms', 'unknown_tagged_fields',)
    #: The HMAC of the delegation token to be expired. (v0+)
    hmac: bytes
    #: The expiry time period in milliseconds. (v0+)
    expiry_time_period_ms: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, hmac: bytes = b"", expiry_time_period_ms: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.hmac = hmac
        self.expiry_time_period_ms = expiry_time_period_ms
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(hmac={self.hmac!r}, expiry_time_period_ms={self.expiry_time_period_ms!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.hmac, self.expiry_time_period_ms, self.unknown_tagged_fields,) == (other.hmac, other.expiry_time_period_ms, other.unknown_tagged_fields,)


class ExpireDelegationTokenResponse(Response):
    """ExpireDelegationToken response (API key 40): versions 1-2, flexible from 2."""

    API_KEY = 40
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

_ExpireDelegationTokenRequest = ExpireDelegationTokenRequest
_ExpireDelegationTokenResponse = ExpireDelegationTokenResponse

_S0 = Struct('>q')
_S1 = Struct('>hqi')


# ExpireDelegationTokenRequest v1
def _enc_ExpireDelegationTokenRequest_1(o: ExpireDelegationTokenRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_bytes(o.hmac))
    out.append(_S0.pack(o.expiry_time_period_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ExpireDelegationTokenRequest v2
def _enc_ExpireDelegationTokenRequest_2(o: ExpireDelegationTokenRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_bytes(o.hmac))
    out.append(_S0.pack(o.expiry_time_period_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ExpireDelegationTokenRequest v1
def _dec_ExpireDelegationTokenRequest_3(buf: memoryview, pos: int) -> tuple[ExpireDelegationTokenRequest, int]:
    f_hmac: bytes
    f_expiry_time_period_ms: int
    f_hmac, pos = _p.dec_bytes(buf, pos)
    f_expiry_time_period_ms = _S0.unpack_from(buf, pos)[0]
    pos += 8
    unknown: dict[int, bytes] = {}
    return _ExpireDelegationTokenRequest(f_hmac, f_expiry_time_period_ms, unknown), pos


# ExpireDelegationTokenRequest v2
def _dec_ExpireDelegationTokenRequest_4(buf: memoryview, pos: int) -> tuple[ExpireDelegationTokenRequest, int]:
    f_hmac: bytes
    f_expiry_time_period_ms: int
    f_hmac, pos = _p.dec_compact_bytes(buf, pos)
    f_expiry_time_period_ms = _S0.unpack_from(buf, pos)[0]
    pos += 8
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ExpireDelegationTokenRequest(f_hmac, f_expiry_time_period_ms, unknown), pos


# ExpireDelegationTokenResponse v1
def _enc_ExpireDelegationTokenResponse_5(o: ExpireDelegationTokenResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ExpireDelegationTokenResponse v2
def _enc_ExpireDelegationTokenResponse_6(o: ExpireDelegationTokenResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code, o.expiry_timestamp_ms, o.throttle_time_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ExpireDelegationTokenResponse v1
def _dec_ExpireDelegationTokenResponse_7(buf: memoryview, pos: int) -> tuple[ExpireDelegationTokenResponse, int]:
    f_error_code: int
    f_expiry_timestamp_ms: int
    f_throttle_time_ms: int
    f_error_code, f_expiry_timestamp_ms, f_throttle_time_ms = _S1.unpack_from(buf, pos)
    pos += 14
    unknown: dict[int, bytes] = {}
    return _ExpireDelegationTokenResponse(f_error_code, f_expiry_timestamp_ms, f_throttle_time_ms, unknown), pos


# ExpireDelegationTokenResponse v2
def _dec_ExpireDelegationTokenResponse_8(buf: memoryview, pos: int) -> tuple[ExpireDelegationTokenResponse, int]:
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
    return _ExpireDelegationTokenResponse(f_error_code, f_expiry_timestamp_ms, f_throttle_time_ms, unknown), pos


ExpireDelegationTokenRequest._ENCODERS = (None, _enc_ExpireDelegationTokenRequest_1, _enc_ExpireDelegationTokenRequest_2,)
ExpireDelegationTokenRequest._DECODERS = (None, _dec_ExpireDelegationTokenRequest_3, _dec_ExpireDelegationTokenRequest_4,)
ExpireDelegationTokenResponse._ENCODERS = (None, _enc_ExpireDelegationTokenResponse_5, _enc_ExpireDelegationTokenResponse_6,)
ExpireDelegationTokenResponse._DECODERS = (None, _dec_ExpireDelegationTokenResponse_7, _dec_ExpireDelegationTokenResponse_8,)
ExpireDelegationTokenRequest.RESPONSE = ExpireDelegationTokenResponse
ExpireDelegationTokenResponse.REQUEST = ExpireDelegationTokenRequest
