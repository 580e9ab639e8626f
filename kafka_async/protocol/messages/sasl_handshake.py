# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""SaslHandshake (API key 17): request and response, versions 0-1."""

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

__all__ = ["SaslHandshakeRequest", "SaslHandshakeResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class SaslHandshakeRequest(Request["SaslHandshakeResponse"]):
    """SaslHandshake request (API key 17): versions 0-1, flexible from 2."""

    API_KEY = 17
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 2

    __slots__ = ('mechanism', 'unknown_tagged_fields',)
    #: The SASL mechanism chosen by the client. (v0+)
    mechanism: str
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, mechanism: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.mechanism = mechanism
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(mechanism={self.mechanism!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.mechanism, self.unknown_tagged_fields,) == (other.mechanism, other.unknown_tagged_fields,)


class SaslHandshakeResponse(Response):
    """SaslHandshake response (API key 17): versions 0-1, flexible from 2."""

    API_KEY = 17
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 2

    __slots__ = ('error_code', 'mechanisms', 'unknown_tagged_fields',)
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The mechanisms enabled in the server. (v0+)
    mechanisms: list[str]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, error_code: int = 0, mechanisms: list[str] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.error_code = error_code
        self.mechanisms = [] if mechanisms is _FRESH else mechanisms
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(error_code={self.error_code!r}, mechanisms={self.mechanisms!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.error_code, self.mechanisms, self.unknown_tagged_fields,) == (other.error_code, other.mechanisms, other.unknown_tagged_fields,)

_SaslHandshakeRequest = SaslHandshakeRequest
_SaslHandshakeResponse = SaslHandshakeResponse

_S0 = Struct('>h')


# SaslHandshakeRequest v0-1
def _enc_SaslHandshakeRequest_1(o: SaslHandshakeRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.mechanism))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# SaslHandshakeRequest v0-1
def _dec_SaslHandshakeRequest_2(buf: memoryview, pos: int) -> tuple[SaslHandshakeRequest, int]:
    f_mechanism: str
    f_mechanism, pos = _p.dec_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _SaslHandshakeRequest(f_mechanism, unknown), pos


# SaslHandshakeResponse v0-1
def _enc_SaslHandshakeResponse_3(o: SaslHandshakeResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.error_code))
    a1 = o.mechanisms
    out.append(_p.enc_array_len(len(a1)))
    out.extend([_p.enc_string(e) for e in a1])
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# SaslHandshakeResponse v0-1
def _dec_SaslHandshakeResponse_4(buf: memoryview, pos: int) -> tuple[SaslHandshakeResponse, int]:
    f_error_code: int
    f_mechanisms: list[str]
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    n_mechanisms, pos = _p.dec_array_len(buf, pos, 2)
    l_mechanisms: list[str] = []
    for _ in range(n_mechanisms):
        e_mechanisms, pos = _p.dec_string(buf, pos)
        l_mechanisms.append(e_mechanisms)
    f_mechanisms = l_mechanisms
    unknown: dict[int, bytes] = {}
    return _SaslHandshakeResponse(f_error_code, f_mechanisms, unknown), pos


SaslHandshakeRequest._ENCODERS = (_enc_SaslHandshakeRequest_1, _enc_SaslHandshakeRequest_1,)
SaslHandshakeRequest._DECODERS = (_dec_SaslHandshakeRequest_2, _dec_SaslHandshakeRequest_2,)
SaslHandshakeResponse._ENCODERS = (_enc_SaslHandshakeResponse_3, _enc_SaslHandshakeResponse_3,)
SaslHandshakeResponse._DECODERS = (_dec_SaslHandshakeResponse_4, _dec_SaslHandshakeResponse_4,)
SaslHandshakeRequest.RESPONSE = SaslHandshakeResponse
SaslHandshakeResponse.REQUEST = SaslHandshakeRequest
