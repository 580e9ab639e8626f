# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""SaslAuthenticate (API key 36): request and response, versions 0-2."""

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

__all__ = ["SaslAuthenticateRequest", "SaslAuthenticateResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class SaslAuthenticateRequest(Request["SaslAuthenticateResponse"]):
    """SaslAuthenticate request (API key 36): versions 0-2, flexible from 2."""

    API_KEY = 36
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    __slots__ = ('auth_bytes', 'unknown_tagged_fields',)
    #: The SASL authentication bytes from the client, as defined by the SASL mechanism. (v0+)
    auth_bytes: bytes
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, auth_bytes: bytes = b"", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.auth_bytes = auth_bytes
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(auth_bytes={self.auth_bytes!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.auth_bytes, self.unknown_tagged_fields,) == (other.auth_bytes, other.unknown_tagged_fields,)


class SaslAuthenticateResponse(Response):
    """SaslAuthenticate response (API key 36): versions 0-2, flexible from 2."""

    API_KEY = 36
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    __slots__ = ('error_code', 'error_message', 'auth_bytes', 'session_lifetime_ms', 'unknown_tagged_fields',)
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The error message, or null if there was no error. (v0+, nullable v0+)
    error_message: str | None
    #: The SASL authentication bytes from the server, as defined by the SASL mechanism. (v0+)
    auth_bytes: bytes
    #: Number of milliseconds after which only re-authentication over the existing connection to create a new session can occur. (v1+, ignorable)
    session_lifetime_ms: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, error_code: int = 0, error_message: str | None = "", auth_bytes: bytes = b"", session_lifetime_ms: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.error_code = error_code
        self.error_message = error_message
        self.auth_bytes = auth_bytes
        self.session_lifetime_ms = session_lifetime_ms
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(error_code={self.error_code!r}, error_message={self.error_message!r}, auth_bytes={self.auth_bytes!r}, session_lifetime_ms={self.session_lifetime_ms!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.error_code, self.error_message, self.auth_bytes, self.session_lifetime_ms, self.unknown_tagged_fields,) == (other.error_code, other.error_message, other.auth_bytes, other.session_lifetime_ms, other.unknown_tagged_fields,)

_SaslAuthenticateRequest = SaslAuthenticateRequest
_SaslAuthenticateResponse = SaslAuthenticateResponse

_S0 = Struct('>h')
_S1 = Struct('>q')


# SaslAuthenticateRequest v0-1
def _enc_SaslAuthenticateRequest_1(o: SaslAuthenticateRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_bytes(o.auth_bytes))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# SaslAuthenticateRequest v2
def _enc_SaslAuthenticateRequest_2(o: SaslAuthenticateRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_bytes(o.auth_bytes))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# SaslAuthenticateRequest v0-1
def _dec_SaslAuthenticateRequest_3(buf: memoryview, pos: int) -> tuple[SaslAuthenticateRequest, int]:
    f_auth_bytes: bytes
    f_auth_bytes, pos = _p.dec_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    return _SaslAuthenticateRequest(f_auth_bytes, unknown), pos


# SaslAuthenticateRequest v2
def _dec_SaslAuthenticateRequest_4(buf: memoryview, pos: int) -> tuple[SaslAuthenticateRequest, int]:
    f_auth_bytes: bytes
    f_auth_bytes, pos = _p.dec_compact_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _SaslAuthenticateRequest(f_auth_bytes, unknown), pos


# SaslAuthenticateResponse v0
def _enc_SaslAuthenticateResponse_5(o: SaslAuthenticateResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    out.append(_p.enc_bytes(o.auth_bytes))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# SaslAuthenticateResponse v1
def _enc_SaslAuthenticateResponse_6(o: SaslAuthenticateResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    out.append(_p.enc_bytes(o.auth_bytes))
    out.append(_S1.pack(o.session_lifetime_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# SaslAuthenticateResponse v2
def _enc_SaslAuthenticateResponse_7(o: SaslAuthenticateResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_p.enc_compact_bytes(o.auth_bytes))
    out.append(_S1.pack(o.session_lifetime_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# SaslAuthenticateResponse v0
def _dec_SaslAuthenticateResponse_8(buf: memoryview, pos: int) -> tuple[SaslAuthenticateResponse, int]:
    f_error_code: int
    f_error_message: str | None
    f_auth_bytes: bytes
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    f_auth_bytes, pos = _p.dec_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    return _SaslAuthenticateResponse(f_error_code, f_error_message, f_auth_bytes, 0, unknown), pos


# SaslAuthenticateResponse v1
def _dec_SaslAuthenticateResponse_9(buf: memoryview, pos: int) -> tuple[SaslAuthenticateResponse, int]:
    f_error_code: int
    f_error_message: str | None
    f_auth_bytes: bytes
    f_session_lifetime_ms: int
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    f_auth_bytes, pos = _p.dec_bytes(buf, pos)
    f_session_lifetime_ms = _S1.unpack_from(buf, pos)[0]
    pos += 8
    unknown: dict[int, bytes] = {}
    return _SaslAuthenticateResponse(f_error_code, f_error_message, f_auth_bytes, f_session_lifetime_ms, unknown), pos


# SaslAuthenticateResponse v2
def _dec_SaslAuthenticateResponse_10(buf: memoryview, pos: int) -> tuple[SaslAuthenticateResponse, int]:
    f_error_code: int
    f_error_message: str | None
    f_auth_bytes: bytes
    f_session_lifetime_ms: int
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    f_auth_bytes, pos = _p.dec_compact_bytes(buf, pos)
    f_session_lifetime_ms = _S1.unpack_from(buf, pos)[0]
    pos += 8
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _SaslAuthenticateResponse(f_error_code, f_error_message, f_auth_bytes, f_session_lifetime_ms, unknown), pos


SaslAuthenticateRequest._ENCODERS = (_enc_SaslAuthenticateRequest_1, _enc_SaslAuthenticateRequest_1, _enc_SaslAuthenticateRequest_2,)
SaslAuthenticateRequest._DECODERS = (_dec_SaslAuthenticateRequest_3, _dec_SaslAuthenticateRequest_3, _dec_SaslAuthenticateRequest_4,)
SaslAuthenticateResponse._ENCODERS = (_enc_SaslAuthenticateResponse_5, _enc_SaslAuthenticateResponse_6, _enc_SaslAuthenticateResponse_7,)
SaslAuthenticateResponse._DECODERS = (_dec_SaslAuthenticateResponse_8, _dec_SaslAuthenticateResponse_9, _dec_SaslAuthenticateResponse_10,)
SaslAuthenticateRequest.RESPONSE = SaslAuthenticateResponse
SaslAuthenticateResponse.REQUEST = SaslAuthenticateRequest
