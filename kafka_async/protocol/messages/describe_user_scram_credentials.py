# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeUserScramCredentials (API key 50): request and response, versions 0-0."""

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

__all__ = ["DescribeUserScramCredentialsRequest", "DescribeUserScramCredentialsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeUserScramCredentialsRequest(Request["DescribeUserScramCredentialsResponse"]):
    """DescribeUserScramCredentials request (API key 50): versions 0-0, flexible from 0."""

    API_KEY = 50
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class UserName:
        """UserName (versions 0+)."""
        __slots__ = ('name', 'unknown_tagged_fields',)
        #: The user name. (v0+)
        name: str
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.unknown_tagged_fields,) == (other.name, other.unknown_tagged_fields,)

    __slots__ = ('users', 'unknown_tagged_fields',)
    #: The users to describe, or null/empty to describe all users. (v0+, nullable v0+)
    users: list[DescribeUserScramCredentialsRequest.UserName] | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, users: list[DescribeUserScramCredentialsRequest.UserName] | None = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.users = [] if users is _FRESH else users
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(users={self.users!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.users, self.unknown_tagged_fields,) == (other.users, other.unknown_tagged_fields,)


class DescribeUserScramCredentialsResponse(Response):
    """DescribeUserScramCredentials response (API key 50): versions 0-0, flexible from 0."""

    API_KEY = 50
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class DescribeUserScramCredentialsResult:
        """DescribeUserScramCredentialsResult (versions 0+)."""

        class CredentialInfo:
            """CredentialInfo (versions 0+)."""
            __slots__ = ('mechanism', 'iterations', 'unknown_tagged_fields',)
            #: The SCRAM mechanism. (v0+)
            mechanism: int
            #: The number of iterations used in the SCRAM credential. (v0+)
            iterations: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, mechanism: int = 0, iterations: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.mechanism = mechanism
                self.iterations = iterations
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(mechanism={self.mechanism!r}, iterations={self.iterations!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.mechanism, self.iterations, self.unknown_tagged_fields,) == (other.mechanism, other.iterations, other.unknown_tagged_fields,)

        __slots__ = ('user', 'error_code', 'error_message', 'credential_infos', 'unknown_tagged_fields',)
        #: The user name. (v0+)
        user: str
        #: The user-level error code. (v0+)
        error_code: int
        #: The user-level error message, if any. (v0+, nullable v0+)
        error_message: str | None
        #: The mechanism and related information associated with the user's SCRAM credentials. (v0+)
        credential_infos: list[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult.CredentialInfo]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, user: str = "", error_code: int = 0, error_message: str | None = "", credential_infos: list[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult.CredentialInfo] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.user = user
            self.error_code = error_code
            self.error_message = error_message
            self.credential_infos = [] if credential_infos is _FRESH else credential_infos
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(user={self.user!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, credential_infos={self.credential_infos!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.user, self.error_code, self.error_message, self.credential_infos, self.unknown_tagged_fields,) == (other.user, other.error_code, other.error_message, other.credential_infos, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'results', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The message-level error code, 0 except for user authorization or infrastructure issues. (v0+)
    error_code: int
    #: The message-level error message, if any. (v0+, nullable v0+)
    error_message: str | None
    #: The results for descriptions, one per user. (v0+)
    results: list[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = "", results: list[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.results = [] if results is _FRESH else results
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, results={self.results!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.error_message, self.results, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.error_message, other.results, other.unknown_tagged_fields,)

_DescribeUserScramCredentialsRequest = DescribeUserScramCredentialsRequest
_DescribeUserScramCredentialsRequest_UserName = DescribeUserScramCredentialsRequest.UserName
_DescribeUserScramCredentialsResponse = DescribeUserScramCredentialsResponse
_DescribeUserScramCredentialsResponse_DescribeUserScramCredentialsResult = DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult
_DescribeUserScramCredentialsResponse_DescribeUserScramCredentialsResult_CredentialInfo = DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult.CredentialInfo

_S0 = Struct('>ih')
_S1 = Struct('>h')
_S2 = Struct('>bi')


# DescribeUserScramCredentialsRequest.UserName v0
def _enc_UserName_1(o: DescribeUserScramCredentialsRequest.UserName, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeUserScramCredentialsRequest v0
def _enc_DescribeUserScramCredentialsRequest_2(o: DescribeUserScramCredentialsRequest, out: list[Buffer]) -> None:
    a0 = o.users
    if a0 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a0) + 1))
        for e0 in a0:
            _enc_UserName_1(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeUserScramCredentialsRequest.UserName v0
def _dec_UserName_3(buf: memoryview, pos: int) -> tuple[DescribeUserScramCredentialsRequest.UserName, int]:
    f_name: str
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeUserScramCredentialsRequest_UserName(f_name, unknown), pos


# DescribeUserScramCredentialsRequest v0
def _dec_DescribeUserScramCredentialsRequest_4(buf: memoryview, pos: int) -> tuple[DescribeUserScramCredentialsRequest, int]:
    f_users: list[DescribeUserScramCredentialsRequest.UserName] | None
    n_users = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_users < 127 and n_users * 2 < len(buf) - pos:
        pos += 1
    else:
        n_users, pos = _p.dec_compact_nullable_array_len(buf, pos, 2)
    if n_users < 0:
        f_users = None
    else:
        l_users: list[DescribeUserScramCredentialsRequest.UserName] = []
        for _ in range(n_users):
            e_users, pos = _dec_UserName_3(buf, pos)
            l_users.append(e_users)
        f_users = l_users
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeUserScramCredentialsRequest(f_users, unknown), pos


# DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult.CredentialInfo v0
def _enc_CredentialInfo_5(o: DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult.CredentialInfo, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.mechanism, o.iterations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult v0
def _enc_DescribeUserScramCredentialsResult_6(o: DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.user))
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a3 = o.credential_infos
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_CredentialInfo_5(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeUserScramCredentialsResponse v0
def _enc_DescribeUserScramCredentialsResponse_7(o: DescribeUserScramCredentialsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a3 = o.results
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_DescribeUserScramCredentialsResult_6(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult.CredentialInfo v0
def _dec_CredentialInfo_8(buf: memoryview, pos: int) -> tuple[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult.CredentialInfo, int]:
    f_mechanism: int
    f_iterations: int
    f_mechanism, f_iterations = _S2.unpack_from(buf, pos)
    pos += 5
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeUserScramCredentialsResponse_DescribeUserScramCredentialsResult_CredentialInfo(f_mechanism, f_iterations, unknown), pos


# DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult v0
def _dec_DescribeUserScramCredentialsResult_9(buf: memoryview, pos: int) -> tuple[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult, int]:
    f_user: str
    f_error_code: int
    f_error_message: str | None
    f_credential_infos: list[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult.CredentialInfo]
    c_user = buf[pos] if pos < len(buf) else 0
    if 0 < c_user < 128 and pos + c_user <= len(buf):
        f_user = _p.utf8_slice(buf, pos + 1, pos + c_user)
        pos += c_user
    else:
        f_user, pos = _p.dec_compact_string(buf, pos)
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_credential_infos = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_credential_infos < 127 and n_credential_infos * 6 < len(buf) - pos:
        pos += 1
    else:
        n_credential_infos, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_credential_infos: list[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult.CredentialInfo] = []
    for _ in range(n_credential_infos):
        e_credential_infos, pos = _dec_CredentialInfo_8(buf, pos)
        l_credential_infos.append(e_credential_infos)
    f_credential_infos = l_credential_infos
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeUserScramCredentialsResponse_DescribeUserScramCredentialsResult(f_user, f_error_code, f_error_message, f_credential_infos, unknown), pos


# DescribeUserScramCredentialsResponse v0
def _dec_DescribeUserScramCredentialsResponse_10(buf: memoryview, pos: int) -> tuple[DescribeUserScramCredentialsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_results: list[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult]
    f_throttle_time_ms, f_error_code = _S0.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results < 127 and n_results * 6 < len(buf) - pos:
        pos += 1
    else:
        n_results, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_results: list[DescribeUserScramCredentialsResponse.DescribeUserScramCredentialsResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_DescribeUserScramCredentialsResult_9(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeUserScramCredentialsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_results, unknown), pos


DescribeUserScramCredentialsRequest._ENCODERS = (_enc_DescribeUserScramCredentialsRequest_2,)
DescribeUserScramCredentialsRequest._DECODERS = (_dec_DescribeUserScramCredentialsRequest_4,)
DescribeUserScramCredentialsResponse._ENCODERS = (_enc_DescribeUserScramCredentialsResponse_7,)
DescribeUserScramCredentialsResponse._DECODERS = (_dec_DescribeUserScramCredentialsResponse_10,)
DescribeUserScramCredentialsRequest.RESPONSE = DescribeUserScramCredentialsResponse
DescribeUserScramCredentialsResponse.REQUEST = DescribeUserScramCredentialsRequest
