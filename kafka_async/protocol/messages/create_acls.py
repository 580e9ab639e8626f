# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""CreateAcls (API key 30): request and response, versions 1-3."""

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

__all__ = ["CreateAclsRequest", "CreateAclsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class CreateAclsRequest(Request["CreateAclsResponse"]):
    """CreateAcls request (API key 30): versions 1-3, flexible from 2."""

    API_KEY = 30
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2


    class AclCreation:
        """AclCreation (versions 0+)."""
        __slots__ = ('resource_type', 'resource_name', 'resource_pattern_type', 'principal', 'host', 'operation', 'permission_type', 'unknown_tagged_fields',)
        #: The type of the resource. (v0+)
        resource_type: int
        #: The resource name for the ACL. (v0+)
        resource_name: str
        #: The pattern type for the ACL. (v1+)
        resource_pattern_type: int
        #: The principal for the ACL. (v0+)
        principal: str
        #: The host for the ACL. (v0+)
        host: str
        #: The operation type for the ACL (read, write, etc.). (v0+)
        operation: int
        #: The permission type for the ACL (allow, deny, etc.). (v0+)
        permission_type: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, resource_type: int = 0, resource_name: str = "", resource_pattern_type: int = 3, principal: str = "", host: str = "", operation: int = 0, permission_type: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.resource_pattern_type = resource_pattern_type
            self.principal = principal
            self.host = host
            self.operation = operation
            self.permission_type = permission_type
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(resource_type={self.resource_type!r}, resource_name={self.resource_name!r}, resource_pattern_type={self.resource_pattern_type!r}, principal={self.principal!r}, host={self.host!r}, operation={self.operation!r}, permission_type={self.permission_type!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.resource_type, self.resource_name, self.resource_pattern_type, self.principal, self.host, self.operation, self.permission_type, self.unknown_tagged_fields,) == (other.resource_type, other.resource_name, other.resource_pattern_type, other.principal, other.host, other.operation, other.permission_type, other.unknown_tagged_fields,)

    __slots__ = ('creations', 'unknown_tagged_fields',)
    #: The ACLs that we want to create. (v0+)
    creations: list[CreateAclsRequest.AclCreation]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, creations: list[CreateAclsRequest.AclCreation] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.creations = [] if creations is _FRESH else creations
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(creations={self.creations!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.creations, self.unknown_tagged_fields,) == (other.creations, other.unknown_tagged_fields,)


class CreateAclsResponse(Response):
    """CreateAcls response (API key 30): versions 1-3, flexible from 2."""

    API_KEY = 30
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2


    class AclCreationResult:
        """AclCreationResult (versions 0+)."""
        __slots__ = ('error_code', 'error_message', 'unknown_tagged_fields',)
        #: The result error, or zero if there was no error. (v0+)
        error_code: int
        #: The result message, or null if there was no error. (v0+, nullable v0+)
        error_message: str | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, error_code: int = 0, error_message: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(error_code={self.error_code!r}, error_message={self.error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.error_code, self.error_message, self.unknown_tagged_fields,) == (other.error_code, other.error_message, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'results', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The results for each ACL creation. (v0+)
    results: list[CreateAclsResponse.AclCreationResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, results: list[CreateAclsResponse.AclCreationResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _FRESH else results
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, results={self.results!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.results, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.results, other.unknown_tagged_fields,)

_CreateAclsRequest = CreateAclsRequest
_CreateAclsRequest_AclCreation = CreateAclsRequest.AclCreation
_CreateAclsResponse = CreateAclsResponse
_CreateAclsResponse_AclCreationResult = CreateAclsResponse.AclCreationResult

_S0 = Struct('>b')
_S1 = Struct('>bb')
_S2 = Struct('>i')
_S3 = Struct('>h')


# CreateAclsRequest.AclCreation v1
def _enc_AclCreation_1(o: CreateAclsRequest.AclCreation, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_string(o.resource_name))
    out.append(_S0.pack(o.resource_pattern_type))
    out.append(_p.enc_string(o.principal))
    out.append(_p.enc_string(o.host))
    out.append(_S1.pack(o.operation, o.permission_type))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateAclsRequest v1
def _enc_CreateAclsRequest_2(o: CreateAclsRequest, out: list[Buffer]) -> None:
    a0 = o.creations
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_AclCreation_1(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateAclsRequest.AclCreation v2-3
def _enc_AclCreation_3(o: CreateAclsRequest.AclCreation, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_compact_string(o.resource_name))
    out.append(_S0.pack(o.resource_pattern_type))
    out.append(_p.enc_compact_string(o.principal))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S1.pack(o.operation, o.permission_type))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateAclsRequest v2-3
def _enc_CreateAclsRequest_4(o: CreateAclsRequest, out: list[Buffer]) -> None:
    a0 = o.creations
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_AclCreation_3(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateAclsRequest.AclCreation v1
def _dec_AclCreation_5(buf: memoryview, pos: int) -> tuple[CreateAclsRequest.AclCreation, int]:
    f_resource_type: int
    f_resource_name: str
    f_resource_pattern_type: int
    f_principal: str
    f_host: str
    f_operation: int
    f_permission_type: int
    f_resource_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_resource_name, pos = _p.dec_string(buf, pos)
    f_resource_pattern_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_principal, pos = _p.dec_string(buf, pos)
    f_host, pos = _p.dec_string(buf, pos)
    f_operation, f_permission_type = _S1.unpack_from(buf, pos)
    pos += 2
    unknown: dict[int, bytes] = {}
    return _CreateAclsRequest_AclCreation(f_resource_type, f_resource_name, f_resource_pattern_type, f_principal, f_host, f_operation, f_permission_type, unknown), pos


# CreateAclsRequest v1
def _dec_CreateAclsRequest_6(buf: memoryview, pos: int) -> tuple[CreateAclsRequest, int]:
    f_creations: list[CreateAclsRequest.AclCreation]
    n_creations, pos = _p.dec_array_len(buf, pos, 10)
    l_creations: list[CreateAclsRequest.AclCreation] = []
    for _ in range(n_creations):
        e_creations, pos = _dec_AclCreation_5(buf, pos)
        l_creations.append(e_creations)
    f_creations = l_creations
    unknown: dict[int, bytes] = {}
    return _CreateAclsRequest(f_creations, unknown), pos


# CreateAclsRequest.AclCreation v2-3
def _dec_AclCreation_7(buf: memoryview, pos: int) -> tuple[CreateAclsRequest.AclCreation, int]:
    f_resource_type: int
    f_resource_name: str
    f_resource_pattern_type: int
    f_principal: str
    f_host: str
    f_operation: int
    f_permission_type: int
    f_resource_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    c_resource_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_resource_name < 128 and pos + c_resource_name <= len(buf):
        f_resource_name = _p.utf8_slice(buf, pos + 1, pos + c_resource_name)
        pos += c_resource_name
    else:
        f_resource_name, pos = _p.dec_compact_string(buf, pos)
    f_resource_pattern_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    c_principal = buf[pos] if pos < len(buf) else 0
    if 0 < c_principal < 128 and pos + c_principal <= len(buf):
        f_principal = _p.utf8_slice(buf, pos + 1, pos + c_principal)
        pos += c_principal
    else:
        f_principal, pos = _p.dec_compact_string(buf, pos)
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_operation, f_permission_type = _S1.unpack_from(buf, pos)
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateAclsRequest_AclCreation(f_resource_type, f_resource_name, f_resource_pattern_type, f_principal, f_host, f_operation, f_permission_type, unknown), pos


# CreateAclsRequest v2-3
def _dec_CreateAclsRequest_8(buf: memoryview, pos: int) -> tuple[CreateAclsRequest, int]:
    f_creations: list[CreateAclsRequest.AclCreation]
    n_creations = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_creations < 127 and n_creations * 8 < len(buf) - pos:
        pos += 1
    else:
        n_creations, pos = _p.dec_compact_array_len(buf, pos, 8)
    l_creations: list[CreateAclsRequest.AclCreation] = []
    for _ in range(n_creations):
        e_creations, pos = _dec_AclCreation_7(buf, pos)
        l_creations.append(e_creations)
    f_creations = l_creations
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateAclsRequest(f_creations, unknown), pos


# CreateAclsResponse.AclCreationResult v1
def _enc_AclCreationResult_9(o: CreateAclsResponse.AclCreationResult, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateAclsResponse v1
def _enc_CreateAclsResponse_10(o: CreateAclsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_AclCreationResult_9(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateAclsResponse.AclCreationResult v2-3
def _enc_AclCreationResult_11(o: CreateAclsResponse.AclCreationResult, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateAclsResponse v2-3
def _enc_CreateAclsResponse_12(o: CreateAclsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AclCreationResult_11(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateAclsResponse.AclCreationResult v1
def _dec_AclCreationResult_13(buf: memoryview, pos: int) -> tuple[CreateAclsResponse.AclCreationResult, int]:
    f_error_code: int
    f_error_message: str | None
    f_error_code = _S3.unpack_from(buf, pos)[0]
    pos += 2
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _CreateAclsResponse_AclCreationResult(f_error_code, f_error_message, unknown), pos


# CreateAclsResponse v1
def _dec_CreateAclsResponse_14(buf: memoryview, pos: int) -> tuple[CreateAclsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[CreateAclsResponse.AclCreationResult]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_results, pos = _p.dec_array_len(buf, pos, 4)
    l_results: list[CreateAclsResponse.AclCreationResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_AclCreationResult_13(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    return _CreateAclsResponse(f_throttle_time_ms, f_results, unknown), pos


# CreateAclsResponse.AclCreationResult v2-3
def _dec_AclCreationResult_15(buf: memoryview, pos: int) -> tuple[CreateAclsResponse.AclCreationResult, int]:
    f_error_code: int
    f_error_message: str | None
    f_error_code = _S3.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateAclsResponse_AclCreationResult(f_error_code, f_error_message, unknown), pos


# CreateAclsResponse v2-3
def _dec_CreateAclsResponse_16(buf: memoryview, pos: int) -> tuple[CreateAclsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[CreateAclsResponse.AclCreationResult]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results < 127 and n_results * 4 < len(buf) - pos:
        pos += 1
    else:
        n_results, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_results: list[CreateAclsResponse.AclCreationResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_AclCreationResult_15(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateAclsResponse(f_throttle_time_ms, f_results, unknown), pos


CreateAclsRequest._ENCODERS = (None, _enc_CreateAclsRequest_2, _enc_CreateAclsRequest_4, _enc_CreateAclsRequest_4,)
CreateAclsRequest._DECODERS = (None, _dec_CreateAclsRequest_6, _dec_CreateAclsRequest_8, _dec_CreateAclsRequest_8,)
CreateAclsResponse._ENCODERS = (None, _enc_CreateAclsResponse_10, _enc_CreateAclsResponse_12, _enc_CreateAclsResponse_12,)
CreateAclsResponse._DECODERS = (None, _dec_CreateAclsResponse_14, _dec_CreateAclsResponse_16, _dec_CreateAclsResponse_16,)
CreateAclsRequest.RESPONSE = CreateAclsResponse
CreateAclsResponse.REQUEST = CreateAclsRequest
