# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeDelegationToken (API key 41): request and response, versions 1-3."""

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

__all__ = ["DescribeDelegationTokenRequest", "DescribeDelegationTokenResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeDelegationTokenRequest(Request["DescribeDelegationTokenResponse"]):
    """DescribeDelegationToken request (API key 41): versions 1-3, flexible from 2."""

    API_KEY = 41
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2


    class DescribeDelegationTokenOwner:
        """DescribeDelegationTokenOwner (versions 0+)."""
        __slots__ = ('principal_type', 'principal_name', 'unknown_tagged_fields',)
        #: The owner principal type. (v0+)
        principal_type: str
        #: The owner principal name. (v0+)
        principal_name: str
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, principal_type: str = "", principal_name: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.principal_type = principal_type
            self.principal_name = principal_name
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(principal_type={self.principal_type!r}, principal_name={self.principal_name!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.principal_type, self.principal_name, self.unknown_tagged_fields,) == (other.principal_type, other.principal_name, other.unknown_tagged_fields,)

    __slots__ = ('owners', 'unknown_tagged_fields',)
    #: Each owner that we want to describe delegation tokens for, or null to describe all tokens. (v0+, nullable v0+)
    owners: list[DescribeDelegationTokenRequest.DescribeDelegationTokenOwner] | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, owners: list[DescribeDelegationTokenRequest.DescribeDelegationTokenOwner] | None = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.owners = [] if owners is _FRESH else owners
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(owners={self.owners!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.owners, self.unknown_tagged_fields,) == (other.owners, other.unknown_tagged_fields,)


class DescribeDelegationTokenResponse(Response):
    """DescribeDelegationToken response (API key 41): versions 1-3, flexible from 2."""

    API_KEY = 41
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2


    class DescribedDelegationToken:
        """DescribedDelegationToken (versions 0+)."""

        class DescribedDelegationTokenRenewer:
            """DescribedDelegationTokenRenewer (versions 0+)."""
            __slots__ = ('principal_type', 'principal_name', 'unknown_tagged_fields',)
            #: The renewer principal type. (v0+)
            principal_type: str
            #: The renewer principal name. (v0+)
            principal_name: str
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, principal_type: str = "", principal_name: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.principal_type = principal_type
                self.principal_name = principal_name
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(principal_type={self.principal_type!r}, principal_name={self.principal_name!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.principal_type, self.principal_name, self.unknown_tagged_fields,) == (other.principal_type, other.principal_name, other.unknown_tagged_fields,)

        __slots__ = ('principal_type', 'principal_name', 'token_requester_principal_type', 'token_requester_principal_name', 'issue_timestamp', 'expiry_timestamp', 'max_timestamp', 'token_id', 'hmac', 'renewers', 'unknown_tagged_fields',)
        #: The token principal type. (v0+)
        principal_type: str
        #: The token principal name. (v0+)
        principal_name: str
        #: The principal type of the requester of the token. (v3+)
        token_requester_principal_type: str
        #: The principal type of the requester of the token. (v3+)
        token_requester_principal_name: str
        #: The token issue timestamp in milliseconds. (v0+)
        issue_timestamp: int
        #: The token expiry timestamp in milliseconds. (v0+)
        expiry_timestamp: int
        #: The token maximum timestamp length in milliseconds. (v0+)
        max_timestamp: int
        #: The token ID. (v0+)
        token_id: str
        #: The token HMAC. (v0+)
        hmac: bytes
        #: Those who are able to renew this token before it expires. (v0+)
        renewers: list[DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, principal_type: str = "", principal_name: str = "", token_requester_principal_type: str = "", token_requester_principal_name: str = "", issue_timestamp: int = 0, expiry_timestamp: int = 0, max_timestamp: int = 0, token_id: str = "", hmac: bytes = b"", renewers: list[DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.principal_type = principal_type
            self.principal_name = principal_name
            self.token_requester_principal_type = token_requester_principal_type
            self.token_requester_principal_name = token_requester_principal_name
            self.issue_timestamp = issue_timestamp
            self.expiry_timestamp = expiry_timestamp
            self.max_timestamp = max_timestamp
            self.token_id = token_id
            self.hmac = hmac
            self.renewers = [] if renewers is _FRESH else renewers
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(principal_type={self.principal_type!r}, principal_name={self.principal_name!r}, token_requester_principal_type={self.token_requester_principal_type!r}, token_requester_principal_name={self.token_requester_principal_name!r}, issue_timestamp={self.issue_timestamp!r}, expiry_timestamp={self.expiry_timestamp!r}, max_timestamp={self.max_timestamp!r}, token_id={self.token_id!r}, hmac={self.hmac!r}, renewers={self.renewers!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.principal_type, self.principal_name, self.token_requester_principal_type, self.token_requester_principal_name, self.issue_timestamp, self.expiry_timestamp, self.max_timestamp, self.token_id, self.hmac, self.renewers, self.unknown_tagged_fields,) == (other.principal_type, other.principal_name, other.token_requester_principal_type, other.token_requester_principal_name, other.issue_timestamp, other.expiry_timestamp, other.max_timestamp, other.token_id, other.hmac, other.renewers, other.unknown_tagged_fields,)

    __slots__ = ('error_code', 'tokens', 'throttle_time_ms', 'unknown_tagged_fields',)
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The tokens. (v0+)
    tokens: list[DescribeDelegationTokenResponse.DescribedDelegationToken]
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, error_code: int = 0, tokens: list[DescribeDelegationTokenResponse.DescribedDelegationToken] = _FRESH, throttle_time_ms: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.error_code = error_code
        self.tokens = [] if tokens is _FRESH else tokens
        self.throttle_time_ms = throttle_time_ms
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(error_code={self.error_code!r}, tokens={self.tokens!r}, throttle_time_ms={self.throttle_time_ms!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.error_code, self.tokens, self.throttle_time_ms, self.unknown_tagged_fields,) == (other.error_code, other.tokens, other.throttle_time_ms, other.unknown_tagged_fields,)

_DescribeDelegationTokenRequest = DescribeDelegationTokenRequest
_DescribeDelegationTokenRequest_DescribeDelegationTokenOwner = DescribeDelegationTokenRequest.DescribeDelegationTokenOwner
_DescribeDelegationTokenResponse = DescribeDelegationTokenResponse
_DescribeDelegationTokenResponse_DescribedDelegationToken = DescribeDelegationTokenResponse.DescribedDelegationToken
_DescribeDelegationTokenResponse_DescribedDelegationToken_DescribedDelegationTokenRenewer = DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer

_S0 = Struct('>h')
_S1 = Struct('>qqq')
_S2 = Struct('>i')


# DescribeDelegationTokenRequest.DescribeDelegationTokenOwner v1
def _enc_DescribeDelegationTokenOwner_1(o: DescribeDelegationTokenRequest.DescribeDelegationTokenOwner, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.principal_type))
    out.append(_p.enc_string(o.principal_name))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeDelegationTokenRequest v1
def _enc_DescribeDelegationTokenRequest_2(o: DescribeDelegationTokenRequest, out: list[Buffer]) -> None:
    a0 = o.owners
    if a0 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a0)))
        for e0 in a0:
            _enc_DescribeDelegationTokenOwner_1(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeDelegationTokenRequest.DescribeDelegationTokenOwner v2-3
def _enc_DescribeDelegationTokenOwner_3(o: DescribeDelegationTokenRequest.DescribeDelegationTokenOwner, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.principal_type))
    out.append(_p.enc_compact_string(o.principal_name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeDelegationTokenRequest v2-3
def _enc_DescribeDelegationTokenRequest_4(o: DescribeDelegationTokenRequest, out: list[Buffer]) -> None:
    a0 = o.owners
    if a0 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a0) + 1))
        for e0 in a0:
            _enc_DescribeDelegationTokenOwner_3(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeDelegationTokenRequest.DescribeDelegationTokenOwner v1
def _dec_DescribeDelegationTokenOwner_5(buf: memoryview, pos: int) -> tuple[DescribeDelegationTokenRequest.DescribeDelegationTokenOwner, int]:
    f_principal_type: str
    f_principal_name: str
    f_principal_type, pos = _p.dec_string(buf, pos)
    f_principal_name, pos = _p.dec_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _DescribeDelegationTokenRequest_DescribeDelegationTokenOwner(f_principal_type, f_principal_name, unknown), pos


# DescribeDelegationTokenRequest v1
def _dec_DescribeDelegationTokenRequest_6(buf: memoryview, pos: int) -> tuple[DescribeDelegationTokenRequest, int]:
    f_owners: list[DescribeDelegationTokenRequest.DescribeDelegationTokenOwner] | None
    n_owners, pos = _p.dec_nullable_array_len(buf, pos, 4)
    if n_owners < 0:
        f_owners = None
    else:
        l_owners: list[DescribeDelegationTokenRequest.DescribeDelegationTokenOwner] = []
        for _ in range(n_owners):
            e_owners, pos = _dec_DescribeDelegationTokenOwner_5(buf, pos)
            l_owners.append(e_owners)
        f_owners = l_owners
    unknown: dict[int, bytes] = {}
    return _DescribeDelegationTokenRequest(f_owners, unknown), pos


# DescribeDelegationTokenRequest.DescribeDelegationTokenOwner v2-3
def _dec_DescribeDelegationTokenOwner_7(buf: memoryview, pos: int) -> tuple[DescribeDelegationTokenRequest.DescribeDelegationTokenOwner, int]:
    f_principal_type: str
    f_principal_name: str
    c_principal_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_principal_type < 128 and pos + c_principal_type <= len(buf):
        f_principal_type = _p.utf8_slice(buf, pos + 1, pos + c_principal_type)
        pos += c_principal_type
    else:
        f_principal_type, pos = _p.dec_compact_string(buf, pos)
    c_principal_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_principal_name < 128 and pos + c_principal_name <= len(buf):
        f_principal_name = _p.utf8_slice(buf, pos + 1, pos + c_principal_name)
        pos += c_principal_name
    else:
        f_principal_name, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeDelegationTokenRequest_DescribeDelegationTokenOwner(f_principal_type, f_principal_name, unknown), pos


# DescribeDelegationTokenRequest v2-3
def _dec_DescribeDelegationTokenRequest_8(buf: memoryview, pos: int) -> tuple[DescribeDelegationTokenRequest, int]:
    f_owners: list[DescribeDelegationTokenRequest.DescribeDelegationTokenOwner] | None
    n_owners = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_owners < 127 and n_owners * 3 < len(buf) - pos:
        pos += 1
    else:
        n_owners, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_owners < 0:
        f_owners = None
    else:
        l_owners: list[DescribeDelegationTokenRequest.DescribeDelegationTokenOwner] = []
        for _ in range(n_owners):
            e_owners, pos = _dec_DescribeDelegationTokenOwner_7(buf, pos)
            l_owners.append(e_owners)
        f_owners = l_owners
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeDelegationTokenRequest(f_owners, unknown), pos


# DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer v1
def _enc_DescribedDelegationTokenRenewer_9(o: DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.principal_type))
    out.append(_p.enc_string(o.principal_name))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeDelegationTokenResponse.DescribedDelegationToken v1
def _enc_DescribedDelegationToken_10(o: DescribeDelegationTokenResponse.DescribedDelegationToken, out: list[Buffer]) -> None:
    if o.token_requester_principal_type != "":
        raise _EncodeError('token_requester_principal_type' + _UNSUPPORTED)
    if o.token_requester_principal_name != "":
        raise _EncodeError('token_requester_principal_name' + _UNSUPPORTED)
    out.append(_p.enc_string(o.principal_type))
    out.append(_p.enc_string(o.principal_name))
    out.append(_S1.pack(o.issue_timestamp, o.expiry_timestamp, o.max_timestamp))
    out.append(_p.enc_string(o.token_id))
    out.append(_p.enc_bytes(o.hmac))
    a7 = o.renewers
    out.append(_p.enc_array_len(len(a7)))
    for e7 in a7:
        _enc_DescribedDelegationTokenRenewer_9(e7, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeDelegationTokenResponse v1
def _enc_DescribeDelegationTokenResponse_11(o: DescribeDelegationTokenResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.error_code))
    a1 = o.tokens
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DescribedDelegationToken_10(e1, out)
    out.append(_S2.pack(o.throttle_time_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer v2-3
def _enc_DescribedDelegationTokenRenewer_12(o: DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.principal_type))
    out.append(_p.enc_compact_string(o.principal_name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeDelegationTokenResponse.DescribedDelegationToken v2
def _enc_DescribedDelegationToken_13(o: DescribeDelegationTokenResponse.DescribedDelegationToken, out: list[Buffer]) -> None:
    if o.token_requester_principal_type != "":
        raise _EncodeError('token_requester_principal_type' + _UNSUPPORTED)
    if o.token_requester_principal_name != "":
        raise _EncodeError('token_requester_principal_name' + _UNSUPPORTED)
    out.append(_p.enc_compact_string(o.principal_type))
    out.append(_p.enc_compact_string(o.principal_name))
    out.append(_S1.pack(o.issue_timestamp, o.expiry_timestamp, o.max_timestamp))
    out.append(_p.enc_compact_string(o.token_id))
    out.append(_p.enc_compact_bytes(o.hmac))
    a7 = o.renewers
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_DescribedDelegationTokenRenewer_12(e7, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeDelegationTokenResponse v2
def _enc_DescribeDelegationTokenResponse_14(o: DescribeDelegationTokenResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.error_code))
    a1 = o.tokens
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribedDelegationToken_13(e1, out)
    out.append(_S2.pack(o.throttle_time_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeDelegationTokenResponse.DescribedDelegationToken v3
def _enc_DescribedDelegationToken_15(o: DescribeDelegationTokenResponse.DescribedDelegationToken, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.principal_type))
    out.append(_p.enc_compact_string(o.principal_name))
    out.append(_p.enc_compact_string(o.token_requester_principal_type))
    out.append(_p.enc_compact_string(o.token_requester_principal_name))
    out.append(_S1.pack(o.issue_timestamp, o.expiry_timestamp, o.max_timestamp))
    out.append(_p.enc_compact_string(o.token_id))
    out.append(_p.enc_compact_bytes(o.hmac))
    a9 = o.renewers
    out.append(_p.enc_uvarint(len(a9) + 1))
    for e9 in a9:
        _enc_DescribedDelegationTokenRenewer_12(e9, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeDelegationTokenResponse v3
def _enc_DescribeDelegationTokenResponse_16(o: DescribeDelegationTokenResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.error_code))
    a1 = o.tokens
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribedDelegationToken_15(e1, out)
    out.append(_S2.pack(o.throttle_time_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer v1
def _dec_DescribedDelegationTokenRenewer_17(buf: memoryview, pos: int) -> tuple[DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer, int]:
    f_principal_type: str
    f_principal_name: str
    f_principal_type, pos = _p.dec_string(buf, pos)
    f_principal_name, pos = _p.dec_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _DescribeDelegationTokenResponse_DescribedDelegationToken_DescribedDelegationTokenRenewer(f_principal_type, f_principal_name, unknown), pos


# DescribeDelegationTokenResponse.DescribedDelegationToken v1
def _dec_DescribedDelegationToken_18(buf: memoryview, pos: int) -> tuple[DescribeDelegationTokenResponse.DescribedDelegationToken, int]:
    f_principal_type: str
    f_principal_name: str
    f_issue_timestamp: int
    f_expiry_timestamp: int
    f_max_timestamp: int
    f_token_id: str
    f_hmac: bytes
    f_renewers: list[DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer]
    f_principal_type, pos = _p.dec_string(buf, pos)
    f_principal_name, pos = _p.dec_string(buf, pos)
    f_issue_timestamp, f_expiry_timestamp, f_max_timestamp = _S1.unpack_from(buf, pos)
    pos += 24
    f_token_id, pos = _p.dec_string(buf, pos)
    f_hmac, pos = _p.dec_bytes(buf, pos)
    n_renewers, pos = _p.dec_array_len(buf, pos, 4)
    l_renewers: list[DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer] = []
    for _ in range(n_renewers):
        e_renewers, pos = _dec_DescribedDelegationTokenRenewer_17(buf, pos)
        l_renewers.append(e_renewers)
    f_renewers = l_renewers
    unknown: dict[int, bytes] = {}
    return _DescribeDelegationTokenResponse_DescribedDelegationToken(f_principal_type, f_principal_name, "", "", f_issue_timestamp, f_expiry_timestamp, f_max_timestamp, f_token_id, f_hmac, f_renewers, unknown), pos


# DescribeDelegationTokenResponse v1
def _dec_DescribeDelegationTokenResponse_19(buf: memoryview, pos: int) -> tuple[DescribeDelegationTokenResponse, int]:
    f_error_code: int
    f_tokens: list[DescribeDelegationTokenResponse.DescribedDelegationToken]
    f_throttle_time_ms: int
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    n_tokens, pos = _p.dec_array_len(buf, pos, 38)
    l_tokens: list[DescribeDelegationTokenResponse.DescribedDelegationToken] = []
    for _ in range(n_tokens):
        e_tokens, pos = _dec_DescribedDelegationToken_18(buf, pos)
        l_tokens.append(e_tokens)
    f_tokens = l_tokens
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _DescribeDelegationTokenResponse(f_error_code, f_tokens, f_throttle_time_ms, unknown), pos


# DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer v2-3
def _dec_DescribedDelegationTokenRenewer_20(buf: memoryview, pos: int) -> tuple[DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer, int]:
    f_principal_type: str
    f_principal_name: str
    c_principal_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_principal_type < 128 and pos + c_principal_type <= len(buf):
        f_principal_type = _p.utf8_slice(buf, pos + 1, pos + c_principal_type)
        pos += c_principal_type
    else:
        f_principal_type, pos = _p.dec_compact_string(buf, pos)
    c_principal_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_principal_name < 128 and pos + c_principal_name <= len(buf):
        f_principal_name = _p.utf8_slice(buf, pos + 1, pos + c_principal_name)
        pos += c_principal_name
    else:
        f_principal_name, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeDelegationTokenResponse_DescribedDelegationToken_DescribedDelegationTokenRenewer(f_principal_type, f_principal_name, unknown), pos


# DescribeDelegationTokenResponse.DescribedDelegationToken v2
def _dec_DescribedDelegationToken_21(buf: memoryview, pos: int) -> tuple[DescribeDelegationTokenResponse.DescribedDelegationToken, int]:
    f_principal_type: str
    f_principal_name: str
    f_issue_timestamp: int
    f_expiry_timestamp: int
    f_max_timestamp: int
    f_token_id: str
    f_hmac: bytes
    f_renewers: list[DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer]
    c_principal_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_principal_type < 128 and pos + c_principal_type <= len(buf):
        f_principal_type = _p.utf8_slice(buf, pos + 1, pos + c_principal_type)
        pos += c_principal_type
    else:
        f_principal_type, pos = _p.dec_compact_string(buf, pos)
    c_principal_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_principal_name < 128 and pos + c_principal_name <= len(buf):
        f_principal_name = _p.utf8_slice(buf, pos + 1, pos + c_principal_name)
        pos += c_principal_name
    else:
        f_principal_name, pos = _p.dec_compact_string(buf, pos)
    f_issue_timestamp, f_expiry_timestamp, f_max_timestamp = _S1.unpack_from(buf, pos)
    pos += 24
    c_token_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_token_id < 128 and pos + c_token_id <= len(buf):
        f_token_id = _p.utf8_slice(buf, pos + 1, pos + c_token_id)
        pos += c_token_id
    else:
        f_token_id, pos = _p.dec_compact_string(buf, pos)
    f_hmac, pos = _p.dec_compact_bytes(buf, pos)
    n_renewers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_renewers < 127 and n_renewers * 3 < len(buf) - pos:
        pos += 1
    else:
        n_renewers, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_renewers: list[DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer] = []
    for _ in range(n_renewers):
        e_renewers, pos = _dec_DescribedDelegationTokenRenewer_20(buf, pos)
        l_renewers.append(e_renewers)
    f_renewers = l_renewers
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeDelegationTokenResponse_DescribedDelegationToken(f_principal_type, f_principal_name, "", "", f_issue_timestamp, f_expiry_timestamp, f_max_timestamp, f_token_id, f_hmac, f_renewers, unknown), pos


# DescribeDelegationTokenResponse v2
def _dec_DescribeDelegationTokenResponse_22(buf: memoryview, pos: int) -> tuple[DescribeDelegationTokenResponse, int]:
    f_error_code: int
    f_tokens: list[DescribeDelegationTokenResponse.DescribedDelegationToken]
    f_throttle_time_ms: int
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    n_tokens = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_tokens < 127 and n_tokens * 30 < len(buf) - pos:
        pos += 1
    else:
        n_tokens, pos = _p.dec_compact_array_len(buf, pos, 30)
    l_tokens: list[DescribeDelegationTokenResponse.DescribedDelegationToken] = []
    for _ in range(n_tokens):
        e_tokens, pos = _dec_DescribedDelegationToken_21(buf, pos)
        l_tokens.append(e_tokens)
    f_tokens = l_tokens
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeDelegationTokenResponse(f_error_code, f_tokens, f_throttle_time_ms, unknown), pos


# DescribeDelegationTokenResponse.DescribedDelegationToken v3
def _dec_DescribedDelegationToken_23(buf: memoryview, pos: int) -> tuple[DescribeDelegationTokenResponse.DescribedDelegationToken, int]:
    f_principal_type: str
    f_principal_name: str
    f_token_requester_principal_type: str
    f_token_requester_principal_name: str
    f_issue_timestamp: int
    f_expiry_timestamp: int
    f_max_timestamp: int
    f_token_id: str
    f_hmac: bytes
    f_renewers: list[DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer]
    c_principal_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_principal_type < 128 and pos + c_principal_type <= len(buf):
        f_principal_type = _p.utf8_slice(buf, pos + 1, pos + c_principal_type)
        pos += c_principal_type
    else:
        f_principal_type, pos = _p.dec_compact_string(buf, pos)
    c_principal_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_principal_name < 128 and pos + c_principal_name <= len(buf):
        f_principal_name = _p.utf8_slice(buf, pos + 1, pos + c_principal_name)
        pos += c_principal_name
    else:
        f_principal_name, pos = _p.dec_compact_string(buf, pos)
    c_token_requester_principal_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_token_requester_principal_type < 128 and pos + c_token_requester_principal_type <= len(buf):
        f_token_requester_principal_type = _p.utf8_slice(buf, pos + 1, pos + c_token_requester_principal_type)
        pos += c_token_requester_principal_type
    else:
        f_token_requester_principal_type, pos = _p.dec_compact_string(buf, pos)
    c_token_requester_principal_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_token_requester_principal_name < 128 and pos + c_token_requester_principal_name <= len(buf):
        f_token_requester_principal_name = _p.utf8_slice(buf, pos + 1, pos + c_token_requester_principal_name)
        pos += c_token_requester_principal_name
    else:
        f_token_requester_principal_name, pos = _p.dec_compact_string(buf, pos)
    f_issue_timestamp, f_expiry_timestamp, f_max_timestamp = _S1.unpack_from(buf, pos)
    pos += 24
    c_token_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_token_id < 128 and pos + c_token_id <= len(buf):
        f_token_id = _p.utf8_slice(buf, pos + 1, pos + c_token_id)
        pos += c_token_id
    else:
        f_token_id, pos = _p.dec_compact_string(buf, pos)
    f_hmac, pos = _p.dec_compact_bytes(buf, pos)
    n_renewers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_renewers < 127 and n_renewers * 3 < len(buf) - pos:
        pos += 1
    else:
        n_renewers, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_renewers: list[DescribeDelegationTokenResponse.DescribedDelegationToken.DescribedDelegationTokenRenewer] = []
    for _ in range(n_renewers):
        e_renewers, pos = _dec_DescribedDelegationTokenRenewer_20(buf, pos)
        l_renewers.append(e_renewers)
    f_renewers = l_renewers
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeDelegationTokenResponse_DescribedDelegationToken(f_principal_type, f_principal_name, f_token_requester_principal_type, f_token_requester_principal_name, f_issue_timestamp, f_expiry_timestamp, f_max_timestamp, f_token_id, f_hmac, f_renewers, unknown), pos


# DescribeDelegationTokenResponse v3
def _dec_DescribeDelegationTokenResponse_24(buf: memoryview, pos: int) -> tuple[DescribeDelegationTokenResponse, int]:
    f_error_code: int
    f_tokens: list[DescribeDelegationTokenResponse.DescribedDelegationToken]
    f_throttle_time_ms: int
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    n_tokens = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_tokens < 127 and n_tokens * 32 < len(buf) - pos:
        pos += 1
    else:
        n_tokens, pos = _p.dec_compact_array_len(buf, pos, 32)
    l_tokens: list[DescribeDelegationTokenResponse.DescribedDelegationToken] = []
    for _ in range(n_tokens):
        e_tokens, pos = _dec_DescribedDelegationToken_23(buf, pos)
        l_tokens.append(e_tokens)
    f_tokens = l_tokens
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeDelegationTokenResponse(f_error_code, f_tokens, f_throttle_time_ms, unknown), pos


DescribeDelegationTokenRequest._ENCODERS = (None, _enc_DescribeDelegationTokenRequest_2, _enc_DescribeDelegationTokenRequest_4, _enc_DescribeDelegationTokenRequest_4,)
DescribeDelegationTokenRequest._DECODERS = (None, _dec_DescribeDelegationTokenRequest_6, _dec_DescribeDelegationTokenRequest_8, _dec_DescribeDelegationTokenRequest_8,)
DescribeDelegationTokenResponse._ENCODERS = (None, _enc_DescribeDelegationTokenResponse_11, _enc_DescribeDelegationTokenResponse_14, _enc_DescribeDelegationTokenResponse_16,)
DescribeDelegationTokenResponse._DECODERS = (None, _dec_DescribeDelegationTokenResponse_19, _dec_DescribeDelegationTokenResponse_22, _dec_DescribeDelegationTokenResponse_24,)
DescribeDelegationTokenRequest.RESPONSE = DescribeDelegationTokenResponse
DescribeDelegationTokenResponse.REQUEST = DescribeDelegationTokenRequest
