# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DeleteAcls (API key 31): request and response, versions 1-3."""

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

__all__ = ["DeleteAclsRequest", "DeleteAclsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DeleteAclsRequest(Request["DeleteAclsResponse"]):
    """DeleteAcls request (API key 31): versions 1-3, flexible from 2."""

    API_KEY = 31
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2


    class DeleteAclsFilter:
        """DeleteAclsFilter (versions 0+)."""
        __slots__ = ('resource_type_filter', 'resource_name_filter', 'pattern_type_filter', 'principal_filter', 'host_filter', 'operation', 'permission_type', 'unknown_tagged_fields',)
        #: The resource type. (v0+)
        resource_type_filter: int
        #: The resource name, or null to match any resource name. (v0+, nullable v0+)
        resource_name_filter: str | None
        #: The pattern type. (v1+)
        pattern_type_filter: int
        #: The principal filter, or null to accept all principals. (v0+, nullable v0+)
        principal_filter: str | None
        #: The host filter, or null to accept all hosts. (v0+, nullable v0+)
        host_filter: str | None
        #: The ACL operation. (v0+)
        operation: int
        #: The permission type. (v0+)
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

    __slots__ = ('filters', 'unknown_tagged_fields',)
    #: The filters to use when deleting ACLs. (v0+)
    filters: list[DeleteAclsRequest.DeleteAclsFilter]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, filters: list[DeleteAclsRequest.DeleteAclsFilter] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.filters = [] if filters is _FRESH else filters
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(filters={self.filters!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.filters, self.unknown_tagged_fields,) == (other.filters, other.unknown_tagged_fields,)


class DeleteAclsResponse(Response):
    """DeleteAcls response (API key 31): versions 1-3, flexible from 2."""

    API_KEY = 31
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2


    class DeleteAclsFilterResult:
        """DeleteAclsFilterResult (versions 0+)."""

        class DeleteAclsMatchingAcl:
            """DeleteAclsMatchingAcl (versions 0+)."""
            __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', 'pattern_type', 'principal', 'host', 'operation', 'permission_type', 'unknown_tagged_fields',)
            #: The deletion error code, or 0 if the deletion succeeded. (v0+)
            error_code: int
            #: The deletion error message, or null if the deletion succeeded. (v0+, nullable v0+)
            error_message: str | None
            #: The ACL resource type. (v0+)
            resource_type: int
            #: The ACL resource name. (v0+)
            resource_name: str
            #: The ACL resource pattern type. (v1+)
            pattern_type: int
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

            def __init__(self, error_code: int = 0, error_message: str | None = "", resource_type: int = 0, resource_name: str = "", pattern_type: int = 3, principal: str = "", host: str = "", operation: int = 0, permission_type: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.error_code = error_code
                self.error_message = error_message
                self.resource_type = resource_type
                self.resource_name = resource_name
                self.pattern_type = pattern_type
                self.principal = principal
                self.host = host
                self.operation = operation
                self.permission_type = permission_type
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(error_code={self.error_code!r}, error_message={self.error_message!r}, resource_type={self.resource_type!r}, resource_name={self.resource_name!r}, pattern_type={self.pattern_type!r}, principal={self.principal!r}, host={self.host!r}, operation={self.operation!r}, permission_type={self.permission_type!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.error_code, self.error_message, self.resource_type, self.resource_name, self.pattern_type, self.principal, self.host, self.operation, self.permission_type, self.unknown_tagged_fields,) == (other.error_code, other.error_message, other.resource_type, other.resource_name, other.pattern_type, other.principal, other.host, other.operation, other.permission_type, other.unknown_tagged_fields,)

        __slots__ = ('error_code', 'error_message', 'matching_acls', 'unknown_tagged_fields',)
        #: The error code, or 0 if the filter succeeded. (v0+)
        error_code: int
        #: The error message, or null if the filter succeeded. (v0+, nullable v0+)
        error_message: str | None
        #: The ACLs which matched this filter. (v0+)
        matching_acls: list[DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, error_code: int = 0, error_message: str | None = "", matching_acls: list[DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.matching_acls = [] if matching_acls is _FRESH else matching_acls
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(error_code={self.error_code!r}, error_message={self.error_message!r}, matching_acls={self.matching_acls!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.error_code, self.error_message, self.matching_acls, self.unknown_tagged_fields,) == (other.error_code, other.error_message, other.matching_acls, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'filter_results', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The results for each filter. (v0+)
    filter_results: list[DeleteAclsResponse.DeleteAclsFilterResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, filter_results: list[DeleteAclsResponse.DeleteAclsFilterResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.filter_results = [] if filter_results is _FRESH else filter_results
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, filter_results={self.filter_results!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.filter_results, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.filter_results, other.unknown_tagged_fields,)

_DeleteAclsRequest = DeleteAclsRequest
_DeleteAclsRequest_DeleteAclsFilter = DeleteAclsRequest.DeleteAclsFilter
_DeleteAclsResponse = DeleteAclsResponse
_DeleteAclsResponse_DeleteAclsFilterResult = DeleteAclsResponse.DeleteAclsFilterResult
_DeleteAclsResponse_DeleteAclsFilterResult_DeleteAclsMatchingAcl = DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl

_S0 = Struct('>b')
_S1 = Struct('>bb')
_S2 = Struct('>i')
_S3 = Struct('>h')


# DeleteAclsRequest.DeleteAclsFilter v1
def _enc_DeleteAclsFilter_1(o: DeleteAclsRequest.DeleteAclsFilter, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.resource_type_filter))
    out.append(_p.enc_nullable_string(o.resource_name_filter))
    out.append(_S0.pack(o.pattern_type_filter))
    out.append(_p.enc_nullable_string(o.principal_filter))
    out.append(_p.enc_nullable_string(o.host_filter))
    out.append(_S1.pack(o.operation, o.permission_type))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteAclsRequest v1
def _enc_DeleteAclsRequest_2(o: DeleteAclsRequest, out: list[Buffer]) -> None:
    a0 = o.filters
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_DeleteAclsFilter_1(e0, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteAclsRequest.DeleteAclsFilter v2-3
def _enc_DeleteAclsFilter_3(o: DeleteAclsRequest.DeleteAclsFilter, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.resource_type_filter))
    out.append(_p.enc_compact_nullable_string(o.resource_name_filter))
    out.append(_S0.pack(o.pattern_type_filter))
    out.append(_p.enc_compact_nullable_string(o.principal_filter))
    out.append(_p.enc_compact_nullable_string(o.host_filter))
    out.append(_S1.pack(o.operation, o.permission_type))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteAclsRequest v2-3
def _enc_DeleteAclsRequest_4(o: DeleteAclsRequest, out: list[Buffer]) -> None:
    a0 = o.filters
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_DeleteAclsFilter_3(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteAclsRequest.DeleteAclsFilter v1
def _dec_DeleteAclsFilter_5(buf: memoryview, pos: int) -> tuple[DeleteAclsRequest.DeleteAclsFilter, int]:
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
    return _DeleteAclsRequest_DeleteAclsFilter(f_resource_type_filter, f_resource_name_filter, f_pattern_type_filter, f_principal_filter, f_host_filter, f_operation, f_permission_type, unknown), pos


# DeleteAclsRequest v1
def _dec_DeleteAclsRequest_6(buf: memoryview, pos: int) -> tuple[DeleteAclsRequest, int]:
    f_filters: list[DeleteAclsRequest.DeleteAclsFilter]
    n_filters, pos = _p.dec_array_len(buf, pos, 10)
    l_filters: list[DeleteAclsRequest.DeleteAclsFilter] = []
    for _ in range(n_filters):
        e_filters, pos = _dec_DeleteAclsFilter_5(buf, pos)
        l_filters.append(e_filters)
    f_filters = l_filters
    unknown: dict[int, bytes] = {}
    return _DeleteAclsRequest(f_filters, unknown), pos


# DeleteAclsRequest.DeleteAclsFilter v2-3
def _dec_DeleteAclsFilter_7(buf: memoryview, pos: int) -> tuple[DeleteAclsRequest.DeleteAclsFilter, int]:
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
    return _DeleteAclsRequest_DeleteAclsFilter(f_resource_type_filter, f_resource_name_filter, f_pattern_type_filter, f_principal_filter, f_host_filter, f_operation, f_permission_type, unknown), pos


# DeleteAclsRequest v2-3
def _dec_DeleteAclsRequest_8(buf: memoryview, pos: int) -> tuple[DeleteAclsRequest, int]:
    f_filters: list[DeleteAclsRequest.DeleteAclsFilter]
    n_filters = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_filters < 127 and n_filters * 8 < len(buf) - pos:
        pos += 1
    else:
        n_filters, pos = _p.dec_compact_array_len(buf, pos, 8)
    l_filters: list[DeleteAclsRequest.DeleteAclsFilter] = []
    for _ in range(n_filters):
        e_filters, pos = _dec_DeleteAclsFilter_7(buf, pos)
        l_filters.append(e_filters)
    f_filters = l_filters
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteAclsRequest(f_filters, unknown), pos


# DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl v1
def _enc_DeleteAclsMatchingAcl_9(o: DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_string(o.resource_name))
    out.append(_S0.pack(o.pattern_type))
    out.append(_p.enc_string(o.principal))
    out.append(_p.enc_string(o.host))
    out.append(_S1.pack(o.operation, o.permission_type))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteAclsResponse.DeleteAclsFilterResult v1
def _enc_DeleteAclsFilterResult_10(o: DeleteAclsResponse.DeleteAclsFilterResult, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    a2 = o.matching_acls
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_DeleteAclsMatchingAcl_9(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteAclsResponse v1
def _enc_DeleteAclsResponse_11(o: DeleteAclsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.filter_results
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DeleteAclsFilterResult_10(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl v2-3
def _enc_DeleteAclsMatchingAcl_12(o: DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_compact_string(o.resource_name))
    out.append(_S0.pack(o.pattern_type))
    out.append(_p.enc_compact_string(o.principal))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S1.pack(o.operation, o.permission_type))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteAclsResponse.DeleteAclsFilterResult v2-3
def _enc_DeleteAclsFilterResult_13(o: DeleteAclsResponse.DeleteAclsFilterResult, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a2 = o.matching_acls
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_DeleteAclsMatchingAcl_12(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteAclsResponse v2-3
def _enc_DeleteAclsResponse_14(o: DeleteAclsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.filter_results
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DeleteAclsFilterResult_13(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl v1
def _dec_DeleteAclsMatchingAcl_15(buf: memoryview, pos: int) -> tuple[DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl, int]:
    f_error_code: int
    f_error_message: str | None
    f_resource_type: int
    f_resource_name: str
    f_pattern_type: int
    f_principal: str
    f_host: str
    f_operation: int
    f_permission_type: int
    f_error_code = _S3.unpack_from(buf, pos)[0]
    pos += 2
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    f_resource_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_resource_name, pos = _p.dec_string(buf, pos)
    f_pattern_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_principal, pos = _p.dec_string(buf, pos)
    f_host, pos = _p.dec_string(buf, pos)
    f_operation, f_permission_type = _S1.unpack_from(buf, pos)
    pos += 2
    unknown: dict[int, bytes] = {}
    return _DeleteAclsResponse_DeleteAclsFilterResult_DeleteAclsMatchingAcl(f_error_code, f_error_message, f_resource_type, f_resource_name, f_pattern_type, f_principal, f_host, f_operation, f_permission_type, unknown), pos


# DeleteAclsResponse.DeleteAclsFilterResult v1
def _dec_DeleteAclsFilterResult_16(buf: memoryview, pos: int) -> tuple[DeleteAclsResponse.DeleteAclsFilterResult, int]:
    f_error_code: int
    f_error_message: str | None
    f_matching_acls: list[DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl]
    f_error_code = _S3.unpack_from(buf, pos)[0]
    pos += 2
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    n_matching_acls, pos = _p.dec_array_len(buf, pos, 14)
    l_matching_acls: list[DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl] = []
    for _ in range(n_matching_acls):
        e_matching_acls, pos = _dec_DeleteAclsMatchingAcl_15(buf, pos)
        l_matching_acls.append(e_matching_acls)
    f_matching_acls = l_matching_acls
    unknown: dict[int, bytes] = {}
    return _DeleteAclsResponse_DeleteAclsFilterResult(f_error_code, f_error_message, f_matching_acls, unknown), pos


# DeleteAclsResponse v1
def _dec_DeleteAclsResponse_17(buf: memoryview, pos: int) -> tuple[DeleteAclsResponse, int]:
    f_throttle_time_ms: int
    f_filter_results: list[DeleteAclsResponse.DeleteAclsFilterResult]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_filter_results, pos = _p.dec_array_len(buf, pos, 8)
    l_filter_results: list[DeleteAclsResponse.DeleteAclsFilterResult] = []
    for _ in range(n_filter_results):
        e_filter_results, pos = _dec_DeleteAclsFilterResult_16(buf, pos)
        l_filter_results.append(e_filter_results)
    f_filter_results = l_filter_results
    unknown: dict[int, bytes] = {}
    return _DeleteAclsResponse(f_throttle_time_ms, f_filter_results, unknown), pos


# DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl v2-3
def _dec_DeleteAclsMatchingAcl_18(buf: memoryview, pos: int) -> tuple[DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl, int]:
    f_error_code: int
    f_error_message: str | None
    f_resource_type: int
    f_resource_name: str
    f_pattern_type: int
    f_principal: str
    f_host: str
    f_operation: int
    f_permission_type: int
    f_error_code = _S3.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
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
    return _DeleteAclsResponse_DeleteAclsFilterResult_DeleteAclsMatchingAcl(f_error_code, f_error_message, f_resource_type, f_resource_name, f_pattern_type, f_principal, f_host, f_operation, f_permission_type, unknown), pos


# DeleteAclsResponse.DeleteAclsFilterResult v2-3
def _dec_DeleteAclsFilterResult_19(buf: memoryview, pos: int) -> tuple[DeleteAclsResponse.DeleteAclsFilterResult, int]:
    f_error_code: int
    f_error_message: str | None
    f_matching_acls: list[DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl]
    f_error_code = _S3.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_matching_acls = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_matching_acls < 127 and n_matching_acls * 11 < len(buf) - pos:
        pos += 1
    else:
        n_matching_acls, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_matching_acls: list[DeleteAclsResponse.DeleteAclsFilterResult.DeleteAclsMatchingAcl] = []
    for _ in range(n_matching_acls):
        e_matching_acls, pos = _dec_DeleteAclsMatchingAcl_18(buf, pos)
        l_matching_acls.append(e_matching_acls)
    f_matching_acls = l_matching_acls
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteAclsResponse_DeleteAclsFilterResult(f_error_code, f_error_message, f_matching_acls, unknown), pos


# DeleteAclsResponse v2-3
def _dec_DeleteAclsResponse_20(buf: memoryview, pos: int) -> tuple[DeleteAclsResponse, int]:
    f_throttle_time_ms: int
    f_filter_results: list[DeleteAclsResponse.DeleteAclsFilterResult]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_filter_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_filter_results < 127 and n_filter_results * 5 < len(buf) - pos:
        pos += 1
    else:
        n_filter_results, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_filter_results: list[DeleteAclsResponse.DeleteAclsFilterResult] = []
    for _ in range(n_filter_results):
        e_filter_results, pos = _dec_DeleteAclsFilterResult_19(buf, pos)
        l_filter_results.append(e_filter_results)
    f_filter_results = l_filter_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteAclsResponse(f_throttle_time_ms, f_filter_results, unknown), pos


DeleteAclsRequest._ENCODERS = (None, _enc_DeleteAclsRequest_2, _enc_DeleteAclsRequest_4, _enc_DeleteAclsRequest_4,)
DeleteAclsRequest._DECODERS = (None, _dec_DeleteAclsRequest_6, _dec_DeleteAclsRequest_8, _dec_DeleteAclsRequest_8,)
DeleteAclsResponse._ENCODERS = (None, _enc_DeleteAclsResponse_11, _enc_DeleteAclsResponse_14, _enc_DeleteAclsResponse_14,)
DeleteAclsResponse._DECODERS = (None, _dec_DeleteAclsResponse_17, _dec_DeleteAclsResponse_20, _dec_DeleteAclsResponse_20,)
DeleteAclsRequest.RESPONSE = DeleteAclsResponse
DeleteAclsResponse.REQUEST = DeleteAclsRequest
