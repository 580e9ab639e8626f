# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""ListConfigResources (API key 74): request and response, versions 0-1."""

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

__all__ = ["ListConfigResourcesRequest", "ListConfigResourcesResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ListConfigResourcesRequest(Request["ListConfigResourcesResponse"]):
    """ListConfigResources request (API key 74): versions 0-1, flexible from 0."""

    API_KEY = 74
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    __slots__ = ('resource_types', 'unknown_tagged_fields',)
    #: The list of resource type. If the list is empty, it uses default supported config resource types. (v1+)
    resource_types: list[int]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, resource_types: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.resource_types = [] if resource_types is _FRESH else resource_types
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(resource_types={self.resource_types!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.resource_types, self.unknown_tagged_fields,) == (other.resource_types, other.unknown_tagged_fields,)


class ListConfigResourcesResponse(Response):
    """ListConfigResources response (API key 74): versions 0-1, flexible from 0."""

    API_KEY = 74
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0


    class ConfigResource:
        """ConfigResource (versions 0+)."""
        __slots__ = ('resource_name', 'resource_type', 'unknown_tagged_fields',)
        #: The resource name. (v0+)
        resource_name: str
        #: The resource type. (v1+, ignorable)
        resource_type: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, resource_name: str = "", resource_type: int = 16, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.resource_name = resource_name
            self.resource_type = resource_type
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(resource_name={self.resource_name!r}, resource_type={self.resource_type!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.resource_name, self.resource_type, self.unknown_tagged_fields,) == (other.resource_name, other.resource_type, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'config_resources', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: Each config resource in the response. (v0+)
    config_resources: list[ListConfigResourcesResponse.ConfigResource]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, config_resources: list[ListConfigResourcesResponse.ConfigResource] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.config_resources = [] if config_resources is _FRESH else config_resources
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, config_resources={self.config_resources!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.config_resources, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.config_resources, other.unknown_tagged_fields,)

_ListConfigResourcesRequest = ListConfigResourcesRequest
_ListConfigResourcesResponse = ListConfigResourcesResponse
_ListConfigResourcesResponse_ConfigResource = ListConfigResourcesResponse.ConfigResource

_S0 = Struct('>ih')
_S1 = Struct('>b')


# ListConfigResourcesRequest v0
def _enc_ListConfigResourcesRequest_1(o: ListConfigResourcesRequest, out: list[Buffer]) -> None:
    if len(o.resource_types) != 0:
        raise _EncodeError('resource_types' + _UNSUPPORTED)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListConfigResourcesRequest v1
def _enc_ListConfigResourcesRequest_2(o: ListConfigResourcesRequest, out: list[Buffer]) -> None:
    a0 = o.resource_types
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.append(_pack(">%db" % len(a0), *a0))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListConfigResourcesRequest v0
def _dec_ListConfigResourcesRequest_3(buf: memoryview, pos: int) -> tuple[ListConfigResourcesRequest, int]:
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListConfigResourcesRequest([], unknown), pos


# ListConfigResourcesRequest v1
def _dec_ListConfigResourcesRequest_4(buf: memoryview, pos: int) -> tuple[ListConfigResourcesRequest, int]:
    f_resource_types: list[int]
    n_resource_types = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_resource_types < 127 and n_resource_types < len(buf) - pos:
        pos += 1
    else:
        n_resource_types, pos = _p.dec_compact_array_len(buf, pos, 1)
    f_resource_types, pos = _p.dec_fixed_array(buf, pos, n_resource_types, 'b')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListConfigResourcesRequest(f_resource_types, unknown), pos


# ListConfigResourcesResponse.ConfigResource v0
def _enc_ConfigResource_5(o: ListConfigResourcesResponse.ConfigResource, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.resource_name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListConfigResourcesResponse v0
def _enc_ListConfigResourcesResponse_6(o: ListConfigResourcesResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms, o.error_code))
    a2 = o.config_resources
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_ConfigResource_5(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListConfigResourcesResponse.ConfigResource v1
def _enc_ConfigResource_7(o: ListConfigResourcesResponse.ConfigResource, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.resource_name))
    out.append(_S1.pack(o.resource_type))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListConfigResourcesResponse v1
def _enc_ListConfigResourcesResponse_8(o: ListConfigResourcesResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms, o.error_code))
    a2 = o.config_resources
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_ConfigResource_7(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListConfigResourcesResponse.ConfigResource v0
def _dec_ConfigResource_9(buf: memoryview, pos: int) -> tuple[ListConfigResourcesResponse.ConfigResource, int]:
    f_resource_name: str
    c_resource_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_resource_name < 128 and pos + c_resource_name <= len(buf):
        f_resource_name = _p.utf8_slice(buf, pos + 1, pos + c_resource_name)
        pos += c_resource_name
    else:
        f_resource_name, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListConfigResourcesResponse_ConfigResource(f_resource_name, 16, unknown), pos


# ListConfigResourcesResponse v0
def _dec_ListConfigResourcesResponse_10(buf: memoryview, pos: int) -> tuple[ListConfigResourcesResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_config_resources: list[ListConfigResourcesResponse.ConfigResource]
    f_throttle_time_ms, f_error_code = _S0.unpack_from(buf, pos)
    pos += 6
    n_config_resources = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_config_resources < 127 and n_config_resources * 2 < len(buf) - pos:
        pos += 1
    else:
        n_config_resources, pos = _p.dec_compact_array_len(buf, pos, 2)
    l_config_resources: list[ListConfigResourcesResponse.ConfigResource] = []
    for _ in range(n_config_resources):
        e_config_resources, pos = _dec_ConfigResource_9(buf, pos)
        l_config_resources.append(e_config_resources)
    f_config_resources = l_config_resources
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListConfigResourcesResponse(f_throttle_time_ms, f_error_code, f_config_resources, unknown), pos


# ListConfigResourcesResponse.ConfigResource v1
def _dec_ConfigResource_11(buf: memoryview, pos: int) -> tuple[ListConfigResourcesResponse.ConfigResource, int]:
    f_resource_name: str
    f_resource_type: int
    c_resource_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_resource_name < 128 and pos + c_resource_name <= len(buf):
        f_resource_name = _p.utf8_slice(buf, pos + 1, pos + c_resource_name)
        pos += c_resource_name
    else:
        f_resource_name, pos = _p.dec_compact_string(buf, pos)
    f_resource_type = _S1.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListConfigResourcesResponse_ConfigResource(f_resource_name, f_resource_type, unknown), pos


# ListConfigResourcesResponse v1
def _dec_ListConfigResourcesResponse_12(buf: memoryview, pos: int) -> tuple[ListConfigResourcesResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_config_resources: list[ListConfigResourcesResponse.ConfigResource]
    f_throttle_time_ms, f_error_code = _S0.unpack_from(buf, pos)
    pos += 6
    n_config_resources = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_config_resources < 127 and n_config_resources * 3 < len(buf) - pos:
        pos += 1
    else:
        n_config_resources, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_config_resources: list[ListConfigResourcesResponse.ConfigResource] = []
    for _ in range(n_config_resources):
        e_config_resources, pos = _dec_ConfigResource_11(buf, pos)
        l_config_resources.append(e_config_resources)
    f_config_resources = l_config_resources
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListConfigResourcesResponse(f_throttle_time_ms, f_error_code, f_config_resources, unknown), pos


ListConfigResourcesRequest._ENCODERS = (_enc_ListConfigResourcesRequest_1, _enc_ListConfigResourcesRequest_2,)
ListConfigResourcesRequest._DECODERS = (_dec_ListConfigResourcesRequest_3, _dec_ListConfigResourcesRequest_4,)
ListConfigResourcesResponse._ENCODERS = (_enc_ListConfigResourcesResponse_6, _enc_ListConfigResourcesResponse_8,)
ListConfigResourcesResponse._DECODERS = (_dec_ListConfigResourcesResponse_10, _dec_ListConfigResourcesResponse_12,)
ListConfigResourcesRequest.RESPONSE = ListConfigResourcesResponse
ListConfigResourcesResponse.REQUEST = ListConfigResourcesRequest
