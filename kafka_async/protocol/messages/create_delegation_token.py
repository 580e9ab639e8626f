# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""CreateDelegationToken (API key 38): request and response, versions 1-3."""

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

__all__ = ["CreateDelegationTokenRequest", "CreateDelegationTokenResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class CreateDelegationTokenRequest(Request["CreateDelegationTokenResponse"]):
    """CreateDelegationToken request (API key 38): versions 1-3, flexible from 2."""

    API_KEY = 38
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2


    class CreatableRenewers:
        """CreatableRenewers (versions 0+)."""
        __slots__ = ('principal_type', 'principal_name', 'unknown_tagged_fields',)
        #: The type of the Kafka principal. (v0+)
        principal_type: str
        #: The name of the Kafka principal. (v0+)
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

    __slots__ = ('owner_principal_type', 'owner_principal_name', 'renewers', 'max_lifetime_ms', 'unknown_tagged_fields',)
    #: The principal type of the owner of the token. If it's null it defaults to the token request principal. (v3+, nullable v3+)
    owner_principal_type: str | None
    #: The principal name of the owner of the token. If it's null it defaults to the token request principal. (v3+, nullable v3+)
    owner_principal_name: str | None
    #: A list of those who are allowed to renew this token before it expires. (v0+)
    renewers: list[CreateDelegationTokenRequest.CreatableRenewers]
    #: The maximum lifetime of the token in milliseconds, or -1 to use the server side default. (v0+)
    max_lifetime_ms: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, owner_principal_type: str | None = "", owner_principal_name: str | None = "", renewers: list[CreateDelegationTokenRequest.CreatableRenewers] = _FRESH, max_lifetime_ms: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.owner_principal_type = owner_principal_type
        self.owner_principal_name = owner_principal_name
        self.renewers = [] if renewers is _FRESH else renewers
        self.max_lifetime_ms = max_lifetime_ms
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(owner_principal_type={self.owner_principal_type!r}, owner_principal_name={self.owner_principal_name!r}, renewers={self.renewers!r}, max_lifetime_ms={self.max_lifetime_ms!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.owner_principal_type, self.owner_principal_name, self.renewers, self.max_lifetime_ms, self.unknown_tagged_fields,) == (other.owner_principal_type, other.owner_principal_name, other.renewers, other.max_lifetime_ms, other.unknown_tagged_fields,)


class CreateDelegationTokenResponse(Response):
    """CreateDelegationToken response (API key 38): versions 1-3, flexible from 2."""

    API_KEY = 38
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2

    __slots__ = ('error_code', 'principal_type', 'principal_name', 'token_requester_principal_type', 'token_requester_principal_name', 'issue_timestamp_ms', 'expiry_timestamp_ms', 'max_timestamp_ms', 'token_id', 'hmac', 'throttle_time_ms', 'unknown_tagged_fields',)
    #: The top-level error, or zero if there was no error. (v0+)
    error_code: int
    #: The principal type of the token owner. (v0+)
    principal_type: str
    #: The name of the token owner. (v0+)
    principal_name: str
    #: The principal type of the requester of the token. (v3+)
    token_requester_principal_type: str
    #: The principal type of the requester of the token. (v3+)
    token_requester_principal_name: str
    #: When this token was generated. (v0+)
    issue_timestamp_ms: int
    #: When this token expires. (v0+)
    expiry_timestamp_ms: int
    #: The maximum lifetime of this token. (v0+)
    max_timestamp_ms: int
    #: The token UUID. (v0+)
    token_id: str
    #: HMAC of the delegation token. (v0+)
    hmac: bytes
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, error_code: int = 0, principal_type: str = "", principal_name: str = "", token_requester_principal_type: str = "", token_requester_principal_name: str = "", issue_timestamp_ms: int = 0, expiry_timestamp_ms: int = 0, max_timestamp_ms: int = 0, token_id: str = "", hmac: bytes = b"", throttle_time_ms: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.error_code = error_code
        self.principal_type = principal_type
        self.principal_name = principal_name
        self.token_requester_principal_type = token_requester_principal_type
        self.token_requester_principal_name = token_requester_principal_name
        self.issue_timestamp_ms = issue_timestamp_ms
        self.expiry_timestamp_ms = expiry_timestamp_ms
        self.max_timestamp_ms = max_timestamp_ms
        self.token_id = token_id
        self.hmac = hmac
        self.throttle_time_ms = throttle_time_ms
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(error_code={self.error_code!r}, principal_type={self.principal_type!r}, principal_name={self.principal_name!r}, token_requester_principal_type={self.token_requester_principal_type!r}, token_requester_principal_name={self.token_requester_principal_name!r}, issue_timestamp_ms={self.issue_timestamp_ms!r}, expiry_timestamp_ms={self.expiry_timestamp_ms!r}, max_timestamp_ms={self.max_timestamp_ms!r}, token_id={self.token_id!r}, hmac={self.hmac!r}, throttle_time_ms={self.throttle_time_ms!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.error_code, self.principal_type, self.principal_name, self.token_requester_principal_type, self.token_requester_principal_name, self.issue_timestamp_ms, self.expiry_timestamp_ms, self.max_timestamp_ms, self.token_id, self.hmac, self.throttle_time_ms, self.unknown_tagged_fields,) == (other.error_code, other.principal_type, other.principal_name, other.token_requester_principal_type, other.token_requester_principal_name, other.issue_timestamp_ms, other.expiry_timestamp_ms, other.max_timestamp_ms, other.token_id, other.hmac, other.throttle_time_ms, other.unknown_tagged_fields,)

_CreateDelegationTokenRequest = CreateDelegationTokenRequest
_CreateDelegationTokenRequest_CreatableRenewers = CreateDelegationTokenRequest.CreatableRenewers
_CreateDelegationTokenResponse = CreateDelegationTokenResponse

_S0 = Struct('>q')
_S1 = Struct('>h')
_S2 = Struct('>qqq')
_S3 = Struct('>i')


# CreateDelegationTokenRequest.CreatableRenewers v1
def _enc_CreatableRenewers_1(o: CreateDelegationTokenRequest.CreatableRenewers, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.principal_type))
    out.append(_p.enc_string(o.principal_name))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateDelegationTokenRequest v1
def _enc_CreateDelegationTokenRequest_2(o: CreateDelegationTokenRequest, out: list[Buffer]) -> None:
    if o.owner_principal_type != "":
        raise _EncodeError('owner_principal_type' + _UNSUPPORTED)
    if o.owner_principal_name != "":
        raise _EncodeError('owner_principal_name' + _UNSUPPORTED)
    a0 = o.renewers
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_CreatableRenewers_1(e0, out)
    out.append(_S0.pack(o.max_lifetime_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateDelegationTokenRequest.CreatableRenewers v2-3
def _enc_CreatableRenewers_3(o: CreateDelegationTokenRequest.CreatableRenewers, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.principal_type))
    out.append(_p.enc_compact_string(o.principal_name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateDelegationTokenRequest v2
def _enc_CreateDelegationTokenRequest_4(o: CreateDelegationTokenRequest, out: list[Buffer]) -> None:
    if o.owner_principal_type != "":
        raise _EncodeError('owner_principal_type' + _UNSUPPORTED)
    if o.owner_principal_name != "":
        raise _EncodeError('owner_principal_name' + _UNSUPPORTED)
    a0 = o.renewers
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_CreatableRenewers_3(e0, out)
    out.append(_S0.pack(o.max_lifetime_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateDelegationTokenRequest v3
def _enc_CreateDelegationTokenRequest_5(o: CreateDelegationTokenRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_nullable_string(o.owner_principal_type))
    out.append(_p.enc_compact_nullable_string(o.owner_principal_name))
    a2 = o.renewers
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_CreatableRenewers_3(e2, out)
    out.append(_S0.pack(o.max_lifetime_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateDelegationTokenRequest.CreatableRenewers v1
def _dec_CreatableRenewers_6(buf: memoryview, pos: int) -> tuple[CreateDelegationTokenRequest.CreatableRenewers, int]:
    f_principal_type: str
    f_principal_name: str
    f_principal_type, pos = _p.dec_string(buf, pos)
    f_principal_name, pos = _p.dec_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _CreateDelegationTokenRequest_CreatableRenewers(f_principal_type, f_principal_name, unknown), pos


# CreateDelegationTokenRequest v1
def _dec_CreateDelegationTokenRequest_7(buf: memoryview, pos: int) -> tuple[CreateDelegationTokenRequest, int]:
    f_renewers: list[CreateDelegationTokenRequest.CreatableRenewers]
    f_max_lifetime_ms: int
    n_renewers, pos = _p.dec_array_len(buf, pos, 4)
    l_renewers: list[CreateDelegationTokenRequest.CreatableRenewers] = []
    for _ in range(n_renewers):
        e_renewers, pos = _dec_CreatableRenewers_6(buf, pos)
        l_renewers.append(e_renewers)
    f_renewers = l_renewers
    f_max_lifetime_ms = _S0.unpack_from(buf, pos)[0]
    pos += 8
    unknown: dict[int, bytes] = {}
    return _CreateDelegationTokenRequest("", "", f_renewers, f_max_lifetime_ms, unknown), pos


# CreateDelegationTokenRequest.CreatableRenewers v2-3
def _dec_CreatableRenewers_8(buf: memoryview, pos: int) -> tuple[CreateDelegationTokenRequest.CreatableRenewers, int]:
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
    return _CreateDelegationTokenRequest_CreatableRenewers(f_principal_type, f_principal_name, unknown), pos


# CreateDelegationTokenRequest v2
def _dec_CreateDelegationTokenRequest_9(buf: memoryview, pos: int) -> tuple[CreateDelegationTokenRequest, int]:
    f_renewers: list[CreateDelegationTokenRequest.CreatableRenewers]
    f_max_lifetime_ms: int
    n_renewers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_renewers < 127 and n_renewers * 3 < len(buf) - pos:
        pos += 1
    else:
        n_renewers, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_renewers: list[CreateDelegationTokenRequest.CreatableRenewers] = []
    for _ in range(n_renewers):
        e_renewers, pos = _dec_CreatableRenewers_8(buf, pos)
        l_renewers.append(e_renewers)
    f_renewers = l_renewers
    f_max_lifetime_ms = _S0.unpack_from(buf, pos)[0]
    pos += 8
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateDelegationTokenRequest("", "", f_renewers, f_max_lifetime_ms, unknown), pos


# CreateDelegationTokenRequest v3
def _dec_CreateDelegationTokenRequest_10(buf: memoryview, pos: int) -> tuple[CreateDelegationTokenRequest, int]:
    f_owner_principal_type: str | None
    f_owner_principal_name: str | None
    f_renewers: list[CreateDelegationTokenRequest.CreatableRenewers]
    f_max_lifetime_ms: int
    if pos < len(buf) and buf[pos] == 0:
        f_owner_principal_type = None
        pos += 1
    else:
        f_owner_principal_type, pos = _p.dec_compact_nullable_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_owner_principal_name = None
        pos += 1
    else:
        f_owner_principal_name, pos = _p.dec_compact_nullable_string(buf, pos)
    n_renewers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_renewers < 127 and n_renewers * 3 < len(buf) - pos:
        pos += 1
    else:
        n_renewers, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_renewers: list[CreateDelegationTokenRequest.CreatableRenewers] = []
    for _ in range(n_renewers):
        e_renewers, pos = _dec_CreatableRenewers_8(buf, pos)
        l_renewers.append(e_renewers)
    f_renewers = l_renewers
    f_max_lifetime_ms = _S0.unpack_from(buf, pos)[0]
    pos += 8
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateDelegationTokenRequest(f_owner_principal_type, f_owner_principal_name, f_renewers, f_max_lifetime_ms, unknown), pos


# CreateDelegationTokenResponse v1
def _enc_CreateDelegationTokenResponse_11(o: CreateDelegationTokenResponse, out: list[Buffer]) -> None:
    if o.token_requester_principal_type != "":
        raise _EncodeError('token_requester_principal_type' + _UNSUPPORTED)
    if o.token_requester_principal_name != "":
        raise _EncodeError('token_requester_principal_name' + _UNSUPPORTED)
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_string(o.principal_type))
    out.append(_p.enc_string(o.principal_name))
    out.append(_S2.pack(o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms))
    out.append(_p.enc_string(o.token_id))
    out.append(_p.enc_bytes(o.hmac))
    out.append(_S3.pack(o.throttle_time_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateDelegationTokenResponse v2
def _enc_CreateDelegationTokenResponse_12(o: CreateDelegationTokenResponse, out: list[Buffer]) -> None:
    if o.token_requester_principal_type != "":
        raise _EncodeError('token_requester_principal_type' + _UNSUPPORTED)
    if o.token_requester_principal_name != "":
        raise _EncodeError('token_requester_principal_name' + _UNSUPPORTED)
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_compact_string(o.principal_type))
    out.append(_p.enc_compact_string(o.principal_name))
    out.append(_S2.pack(o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms))
    out.append(_p.enc_compact_string(o.token_id))
    out.append(_p.enc_compact_bytes(o.hmac))
    out.append(_S3.pack(o.throttle_time_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateDelegationTokenResponse v3
def _enc_CreateDelegationTokenResponse_13(o: CreateDelegationTokenResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_compact_string(o.principal_type))
    out.append(_p.enc_compact_string(o.principal_name))
    out.append(_p.enc_compact_string(o.token_requester_principal_type))
    out.append(_p.enc_compact_string(o.token_requester_principal_name))
    out.append(_S2.pack(o.issue_timestamp_ms, o.expiry_timestamp_ms, o.max_timestamp_ms))
    out.append(_p.enc_compact_string(o.token_id))
    out.append(_p.enc_compact_bytes(o.hmac))
    out.append(_S3.pack(o.throttle_time_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateDelegationTokenResponse v1
def _dec_CreateDelegationTokenResponse_14(buf: memoryview, pos: int) -> tuple[CreateDelegationTokenResponse, int]:
    f_error_code: int
    f_principal_type: str
    f_principal_name: str
    f_issue_timestamp_ms: int
    f_expiry_timestamp_ms: int
    f_max_timestamp_ms: int
    f_token_id: str
    f_hmac: bytes
    f_throttle_time_ms: int
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    f_principal_type, pos = _p.dec_string(buf, pos)
    f_principal_name, pos = _p.dec_string(buf, pos)
    f_issue_timestamp_ms, f_expiry_timestamp_ms, f_max_timestamp_ms = _S2.unpack_from(buf, pos)
    pos += 24
    f_token_id, pos = _p.dec_string(buf, pos)
    f_hmac, pos = _p.dec_bytes(buf, pos)
    f_throttle_time_ms = _S3.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _CreateDelegationTokenResponse(f_error_code, f_principal_type, f_principal_name, "", "", f_issue_timestamp_ms, f_expiry_timestamp_ms, f_max_timestamp_ms, f_token_id, f_hmac, f_throttle_time_ms, unknown), pos


# CreateDelegationTokenResponse v2
def _dec_CreateDelegationTokenResponse_15(buf: memoryview, pos: int) -> tuple[CreateDelegationTokenResponse, int]:
    f_error_code: int
    f_principal_type: str
    f_principal_name: str
    f_issue_timestamp_ms: int
    f_expiry_timestamp_ms: int
    f_max_timestamp_ms: int
    f_token_id: str
    f_hmac: bytes
    f_throttle_time_ms: int
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
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
    f_issue_timestamp_ms, f_expiry_timestamp_ms, f_max_timestamp_ms = _S2.unpack_from(buf, pos)
    pos += 24
    c_token_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_token_id < 128 and pos + c_token_id <= len(buf):
        f_token_id = _p.utf8_slice(buf, pos + 1, pos + c_token_id)
        pos += c_token_id
    else:
        f_token_id, pos = _p.dec_compact_string(buf, pos)
    f_hmac, pos = _p.dec_compact_bytes(buf, pos)
    f_throttle_time_ms = _S3.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateDelegationTokenResponse(f_error_code, f_principal_type, f_principal_name, "", "", f_issue_timestamp_ms, f_expiry_timestamp_ms, f_max_timestamp_ms, f_token_id, f_hmac, f_throttle_time_ms, unknown), pos


# CreateDelegationTokenResponse v3
def _dec_CreateDelegationTokenResponse_16(buf: memoryview, pos: int) -> tuple[CreateDelegationTokenResponse, int]:
    f_error_code: int
    f_principal_type: str
    f_principal_name: str
    f_token_requester_principal_type: str
    f_token_requester_principal_name: str
    f_issue_timestamp_ms: int
    f_expiry_timestamp_ms: int
    f_max_timestamp_ms: int
    f_token_id: str
    f_hmac: bytes
    f_throttle_time_ms: int
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
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
    f_issue_timestamp_ms, f_expiry_timestamp_ms, f_max_timestamp_ms = _S2.unpack_from(buf, pos)
    pos += 24
    c_token_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_token_id < 128 and pos + c_token_id <= len(buf):
        f_token_id = _p.utf8_slice(buf, pos + 1, pos + c_token_id)
        pos += c_token_id
    else:
        f_token_id, pos = _p.dec_compact_string(buf, pos)
    f_hmac, pos = _p.dec_compact_bytes(buf, pos)
    f_throttle_time_ms = _S3.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateDelegationTokenResponse(f_error_code, f_principal_type, f_principal_name, f_token_requester_principal_type, f_token_requester_principal_name, f_issue_timestamp_ms, f_expiry_timestamp_ms, f_max_timestamp_ms, f_token_id, f_hmac, f_throttle_time_ms, unknown), pos


CreateDelegationTokenRequest._ENCODERS = (None, _enc_CreateDelegationTokenRequest_2, _enc_CreateDelegationTokenRequest_4, _enc_CreateDelegationTokenRequest_5,)
CreateDelegationTokenRequest._DECODERS = (None, _dec_CreateDelegationTokenRequest_7, _dec_CreateDelegationTokenRequest_9, _dec_CreateDelegationTokenRequest_10,)
CreateDelegationTokenResponse._ENCODERS = (None, _enc_CreateDelegationTokenResponse_11, _enc_CreateDelegationTokenResponse_12, _enc_CreateDelegationTokenResponse_13,)
CreateDelegationTokenResponse._DECODERS = (None, _dec_CreateDelegationTokenResponse_14, _dec_CreateDelegationTokenResponse_15, _dec_CreateDelegationTokenResponse_16,)
CreateDelegationTokenRequest.RESPONSE = CreateDelegationTokenResponse
CreateDelegationTokenResponse.REQUEST = CreateDelegationTokenRequest
