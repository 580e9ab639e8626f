# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeAcls (API key 29): request and response, versions 1-3."""

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

__all__ = ["DescribeAclsRequest", "DescribeAclsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeAclsRequest(Request["DescribeAclsResponse"]):
    """DescribeAcls request (API key 29): versions 1-3, flexible from 2."""

    API_KEY = 29
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2

    __slots__ = ('resource_type_filter', 'resource_name_filter', 'pattern_type_filter', 'principal_filter', 'host_filter', 'operation', 'permission_type', 'unknown_tagged_fields',)
    #: The resource type. (v0+)
    resource_type_filter: int
    #: The resource name, or null to match any resource name. (v0+, nullable v0+)
    resource_name_filter: str | None
    #: The resource pattern to match. (v1+)
    pattern_type_filter: int
    #: The principal to match, or null to match any principal. (v0+, nullable v0+)
    principal_filter: str | None
    #: The host to match, or null to match any host. (v0+, nullable v0+)
    host_filter: str | None
    #: The operation to match. (v0+)
    operation: int
    #: The permission type to match. (v0+)
    permission_type: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, resource_type_filter: int = 0, resource_name_filter: str | None = "", pattern_type_filter: int = 3, principal_filter: str | None = "", host_filter: str | None = "", operation: int = 0, permission_type: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.resource_type_filter = resource_type_filter
        self.resource_name_filter = resource_name_filter
        self.pattern_type_filter = pattern_type_filter
        self.principal_filter = principal_filter
        self.host_filter = host_filter
        self.operation = operation
        self.permission_type = permission_type
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(resource_type_filter={self.resource_type_filter!r}, resource_name_filter={self.resource_name_filter!r}, pattern_type_filter={self.pattern_type_filter!r}, principal_filter={self.principal_filter!r}, host_filter={self.host_filter!r}, operation={self.operation!r}, permission_type={self.permission_type!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.resource_type_filter, self.resource_name_filter, self.pattern_type_filter, self.principal_filter, self.host_filter, self.operation, self.permission_type, self.unknown_tagged_fields,) == (other.resource_type_filter, other.resource_name_filter, other.pattern_type_filter, other.principal_filter, other.host_filter, other.operation, other.permission_type, other.unknown_tagged_fields,)


class DescribeAclsResponse(Response):
    """DescribeAcls response (API key 29): versions 1-3, flexible from 2."""

    API_KEY = 29
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2


    class DescribeAclsResource:
        """DescribeAclsResource (versions 0+)."""

        class AclDescription:
            """AclDescription (versions 0+)."""
            __slots__ = ('principal', 'host', 'operation', 'permission_type', 'unknown_tagged_fields',)
            #: The ACL principal. (v0+)
            principal: str
            #: The ACL host. (v0+)
            host: str
            #: The ACL operation. (v0+)
            operation: int
            #: The ACL permission type. (v0+)
            permission_type: int
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, principal: str = "", host: str = "", operation: int = 0, permission_type: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.principal = principal
                self.host = host
                self.operation = operation
                self.permission_type = permission_type
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(principal={self.principal!r}, host={self.host!r}, operation={self.operation!r}, permission_type={self.permission_type!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.principal, self.host, self.operation, self.permission_type, self.unknown_tagged_fields,) == (other.principal, other.host, other.operation, other.permission_type, other.unknown_tagged_fields,)

        __slots__ = ('resource_type', 'resource_name', 'pattern_type', 'acls', 'unknown_tagged_fields',)
        #: The resource type. (v0+)
        resource_type: int
        #: The resource name. (v0+)
        resource_name: str
        #: The resource pattern type. (v1+)
        pattern_type: int
        #: The ACLs. (v0+)
        acls: list[DescribeAclsResponse.DescribeAclsResource.AclDescription]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, resource_type: int = 0, resource_name: str = "", pattern_type: int = 3, acls: list[DescribeAclsResponse.DescribeAclsResource.AclDescription] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.pattern_type = pattern_type
            self.acls = [] if acls is _FRESH else acls
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(resource_type={self.resource_type!r}, resource_name={self.resource_name!r}, pattern_type={self.pattern_type!r}, acls={self.acls!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.resource_type, self.resource_name, self.pattern_type, self.acls, self.unknown_tagged_fields,) == (other.resource_type, other.resource_name, other.pattern_type, other.acls, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'resources', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The error message, or null if there was no error. (v0+, nullable v0+)
    error_message: str | None
    #: Each Resource that is referenced in an ACL. (v0+)
    resources: list[DescribeAclsResponse.DescribeAclsResource]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = "", resources: list[DescribeAclsResponse.DescribeAclsResource] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.resources = [] if resources is _FRESH else resources
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, resources={self.resources!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.error_message, self.resources, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.error_message, other.resources, other.unknown_tagged_fields,)

_DescribeAclsRequest = DescribeAclsRequest
_DescribeAclsResponse = DescribeAclsResponse
_DescribeAclsResponse_DescribeAclsResource = DescribeAclsResponse.DescribeAclsResource
_DescribeAclsResponse_DescribeAclsResource_AclDescription = DescribeAclsResponse.DescribeAclsResource.AclDescription

_S0 = Struct('>b')
_S1 = Struct('>bb')
_S2 = Struct('>ih')


# DescribeAclsRequest v1
def _enc_DescribeAclsRequest_1(o: DescribeAclsRequest, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.resource_type_filter))
    out.append(_p.enc_nullable_string(o.resource_name_filter))
    out.append(_S0.pack(o.pattern_type_filter))
    out.append(_p.enc_nullable_string(o.principal_filter))
    out.append(_p.enc_nullable_string(o.host_filter))
    out.append(_S1.pack(o.operation, o.permission_type))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeAclsRequest v2-3
def _enc_DescribeAclsRequest_2(o: DescribeAclsRequest, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.resource_type_filter))
    out.append(_p.enc_compact_nullable_string(o.resource_name_filter))
    out.append(_S0.pack(o.pattern_type_filter))
    out.append(_p.enc_compact_nullable_string(o.principal_filter))
    out.append(_p.enc_compact_nullable_string(o.host_filter))
    out.append(_S1.pack(o.operation, o.permission_type))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeAclsRequest v1
def _dec_DescribeAclsRequest_3(buf: memoryview, pos: int) -> tuple[DescribeAclsRequest, int]:
    f_resource_type_filter: int
    f_resource_name_filter: str | None
    f_pattern_type_filter: int
    f_principal_filter: str | None
    f_host_filter: str | None
    f_operation: int
    f_permission_type: int
    f_resource_type_filter = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_resource_name_filter, pos = _p.dec_nullable_string(buf, pos)
    f_pattern_type_filter = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_principal_filter, pos = _p.dec_nullable_string(buf, pos)
    f_host_filter, pos = _p.dec_nullable_string(buf, pos)
    f_operation, f_permission_type = _S1.unpack_from(buf, pos)
    pos += 2
    unknown: dict[int, bytes] = {}
    return _DescribeAclsRequest(f_resource_type_filter, f_resource_name_filter, f_pattern_type_filter, f_principal_filter, f_host_filter, f_operation, f_permission_type, unknown), pos


# DescribeAclsRequest v2-3
def _dec_DescribeAclsRequest_4(buf: memoryview, pos: int) -> tuple[DescribeAclsRequest, int]:
    f_resource_type_filter: int
    f_resource_name_filter: str | None
    f_pattern_type_filter: int
    f_principal_filter: str | None
    f_host_filter: str | None
    f_operation: int
    f_permission_type: int
    f_resource_type_filter = _S0.unpack_from(buf, pos)[0]
    pos += 1
    if pos < len(buf) and buf[pos] == 0:
        f_resource_name_filter = None
        pos += 1
    else:
        f_resource_name_filter, pos = _p.dec_compact_nullable_string(buf, pos)
    f_pattern_type_filter = _S0.unpack_from(buf, pos)[0]
    pos += 1
    if pos < len(buf) and buf[pos] == 0:
        f_principal_filter = None
        pos += 1
    else:
        f_principal_filter, pos = _p.dec_compact_nullable_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_host_filter = None
        pos += 1
    else:
        f_host_filter, pos = _p.dec_compact_nullable_string(buf, pos)
    f_operation, f_permission_type = _S1.unpack_from(buf, pos)
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeAclsRequest(f_resource_type_filter, f_resource_name_filter, f_pattern_type_filter, f_principal_filter, f_host_filter, f_operation, f_permission_type, unknown), pos


# DescribeAclsResponse.DescribeAclsResource.AclDescription v1
def _enc_AclDescription_5(o: DescribeAclsResponse.DescribeAclsResource.AclDescription, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.principal))
    out.append(_p.enc_string(o.host))
    out.append(_S1.pack(o.operation, o.permission_type))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeAclsResponse.DescribeAclsResource v1
def _enc_DescribeAclsResource_6(o: DescribeAclsResponse.DescribeAclsResource, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_string(o.resource_name))
    out.append(_S0.pack(o.pattern_type))
    a3 = o.acls
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_AclDescription_5(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeAclsResponse v1
def _enc_DescribeAclsResponse_7(o: DescribeAclsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    a3 = o.resources
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_DescribeAclsResource_6(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeAclsResponse.DescribeAclsResource.AclDescription v2-3
def _enc_AclDescription_8(o: DescribeAclsResponse.DescribeAclsResource.AclDescription, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.principal))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S1.pack(o.operation, o.permission_type))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeAclsResponse.DescribeAclsResource v2-3
def _enc_DescribeAclsResource_9(o: DescribeAclsResponse.DescribeAclsResource, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_compact_string(o.resource_name))
    out.append(_S0.pack(o.pattern_type))
    a3 = o.acls
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_AclDescription_8(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeAclsResponse v2-3
def _enc_DescribeAclsResponse_10(o: DescribeAclsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a3 = o.resources
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_DescribeAclsResource_9(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeAclsResponse.DescribeAclsResource.AclDescription v1
def _dec_AclDescription_11(buf: memoryview, pos: int) -> tuple[DescribeAclsResponse.DescribeAclsResource.AclDescription, int]:
    f_principal: str
    f_host: str
    f_operation: int
    f_permission_type: int
    f_principal, pos = _p.dec_string(buf, pos)
    f_host, pos = _p.dec_string(buf, pos)
    f_operation, f_permission_type = _S1.unpack_from(buf, pos)
    pos += 2
    unknown: dict[int, bytes] = {}
    return _DescribeAclsResponse_DescribeAclsResource_AclDescription(f_principal, f_host, f_operation, f_permission_type, unknown), pos


# DescribeAclsResponse.DescribeAclsResource v1
def _dec_DescribeAclsResource_12(buf: memoryview, pos: int) -> tuple[DescribeAclsResponse.DescribeAclsResource, int]:
    f_resource_type: int
    f_resource_name: str
    f_pattern_type: int
    f_acls: list[DescribeAclsResponse.DescribeAclsResource.AclDescription]
    f_resource_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_resource_name, pos = _p.dec_string(buf, pos)
    f_pattern_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    n_acls, pos = _p.dec_array_len(buf, pos, 6)
    l_acls: list[DescribeAclsResponse.DescribeAclsResource.AclDescription] = []
    for _ in range(n_acls):
        e_acls, pos = _dec_AclDescription_11(buf, pos)
        l_acls.append(e_acls)
    f_acls = l_acls
    unknown: dict[int, bytes] = {}
    return _DescribeAclsResponse_DescribeAclsResource(f_resource_type, f_resource_name, f_pattern_type, f_acls, unknown), pos


# DescribeAclsResponse v1
def _dec_DescribeAclsResponse_13(buf: memoryview, pos: int) -> tuple[DescribeAclsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_resources: list[DescribeAclsResponse.DescribeAclsResource]
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    n_resources, pos = _p.dec_array_len(buf, pos, 8)
    l_resources: list[DescribeAclsResponse.DescribeAclsResource] = []
    for _ in range(n_resources):
        e_resources, pos = _dec_DescribeAclsResource_12(buf, pos)
        l_resources.append(e_resources)
    f_resources = l_resources
    unknown: dict[int, bytes] = {}
    return _DescribeAclsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_resources, unknown), pos


# DescribeAclsResponse.DescribeAclsResource.AclDescription v2-3
def _dec_AclDescription_14(buf: memoryview, pos: int) -> tuple[DescribeAclsResponse.DescribeAclsResource.AclDescription, int]:
    f_principal: str
    f_host: str
    f_operation: int
    f_permission_type: int
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
    return _DescribeAclsResponse_DescribeAclsResource_AclDescription(f_principal, f_host, f_operation, f_permission_type, unknown), pos


# DescribeAclsResponse.DescribeAclsResource v2-3
def _dec_DescribeAclsResource_15(buf: memoryview, pos: int) -> tuple[DescribeAclsResponse.DescribeAclsResource, int]:
    f_resource_type: int
    f_resource_name: str
    f_pattern_type: int
    f_acls: list[DescribeAclsResponse.DescribeAclsResource.AclDescription]
    f_resource_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    c_resource_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_resource_name < 128 and pos + c_resource_name <= len(buf):
        f_resource_name = _p.utf8_slice(buf, pos + 1, pos + c_resource_name)
        pos += c_resource_name
    else:
        f_resource_name, pos = _p.dec_compact_string(buf, pos)
    f_pattern_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    n_acls = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_acls < 127 and n_acls * 5 < len(buf) - pos:
        pos += 1
    else:
        n_acls, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_acls: list[DescribeAclsResponse.DescribeAclsResource.AclDescription] = []
    for _ in range(n_acls):
        e_acls, pos = _dec_AclDescription_14(buf, pos)
        l_acls.append(e_acls)
    f_acls = l_acls
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeAclsResponse_DescribeAclsResource(f_resource_type, f_resource_name, f_pattern_type, f_acls, unknown), pos


# DescribeAclsResponse v2-3
def _dec_DescribeAclsResponse_16(buf: memoryview, pos: int) -> tuple[DescribeAclsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_resources: list[DescribeAclsResponse.DescribeAclsResource]
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_resources = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_resources < 127 and n_resources * 5 < len(buf) - pos:
        pos += 1
    else:
        n_resources, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_resources: list[DescribeAclsResponse.DescribeAclsResource] = []
    for _ in range(n_resources):
        e_resources, pos = _dec_DescribeAclsResource_15(buf, pos)
        l_resources.append(e_resources)
    f_resources = l_resources
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeAclsResponse(f_throttle_time_ms, f_error_code, f_error_message, f_resources, unknown), pos


DescribeAclsRequest._ENCODERS = (None, _enc_DescribeAclsRequest_1, _enc_DescribeAclsRequest_2, _enc_DescribeAclsRequest_2,)
DescribeAclsRequest._DECODERS = (None, _dec_DescribeAclsRequest_3, _dec_DescribeAclsRequest_4, _dec_DescribeAclsRequest_4,)
DescribeAclsResponse._ENCODERS = (None, _enc_DescribeAclsResponse_7, _enc_DescribeAclsResponse_10, _enc_DescribeAclsResponse_10,)
DescribeAclsResponse._DECODERS = (None, _dec_DescribeAclsResponse_13, _dec_DescribeAclsResponse_16, _dec_DescribeAclsResponse_16,)
DescribeAclsRequest.RESPONSE = DescribeAclsResponse
DescribeAclsResponse.REQUEST = DescribeAclsRequest
