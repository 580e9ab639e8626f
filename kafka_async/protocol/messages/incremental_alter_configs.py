# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""IncrementalAlterConfigs (API key 44): request and response, versions 0-1."""

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

__all__ = ["IncrementalAlterConfigsRequest", "IncrementalAlterConfigsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class IncrementalAlterConfigsRequest(Request["IncrementalAlterConfigsResponse"]):
    """IncrementalAlterConfigs request (API key 44): versions 0-1, flexible from 1."""

    API_KEY = 44
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1


    class AlterConfigsResource:
        """AlterConfigsResource (versions 0+)."""

        class AlterableConfig:
            """AlterableConfig (versions 0+)."""
            __slots__ = ('name', 'config_operation', 'value', 'unknown_tagged_fields',)
            #: The configuration key name. (v0+)
            name: str
            #: The type (Set, Delete, Append, Subtract) of operation. (v0+)
            config_operation: int
            #: The value to set for the configuration key. (v0+, nullable v0+)
            value: str | None
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, name: str = "", config_operation: int = 0, value: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.name = name
                self.config_operation = config_operation
                self.value = value
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(name={self.name!r}, config_operation={self.config_operation!r}, value={self.value!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.name, self.config_operation, self.value, self.unknown_tagged_fields,) == (other.name, other.config_operation, other.value, other.unknown_tagged_fields,)

        __slots__ = ('resource_type', 'resource_name', 'configs', 'unknown_tagged_fields',)
        #: The resource type. (v0+)
        resource_type: int
        #: The resource name. (v0+)
        resource_name: str
        #: The configurations. (v0+)
        configs: list[IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, resource_type: int = 0, resource_name: str = "", configs: list[IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.configs = [] if configs is _FRESH else configs
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(resource_type={self.resource_type!r}, resource_name={self.resource_name!r}, configs={self.configs!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.resource_type, self.resource_name, self.configs, self.unknown_tagged_fields,) == (other.resource_type, other.resource_name, other.configs, other.unknown_tagged_fields,)

    __slots__ = ('resources', 'validate_only', 'unknown_tagged_fields',)
    #: The incremental updates for each resource. (v0+)
    resources: list[IncrementalAlterConfigsRequest.AlterConfigsResource]
    #: True if we should validate the request, but not change the configurations. (v0+)
    validate_only: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, resources: list[IncrementalAlterConfigsRequest.AlterConfigsResource] = _FRESH, validate_only: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.resources = [] if resources is _FRESH else resources
        self.validate_only = validate_only
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(resources={self.resources!r}, validate_only={self.validate_only!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.resources, self.validate_only, self.unknown_tagged_fields,) == (other.resources, other.validate_only, other.unknown_tagged_fields,)


class IncrementalAlterConfigsResponse(Response):
    """IncrementalAlterConfigs response (API key 44): versions 0-1, flexible from 1."""

    API_KEY = 44
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1


    class AlterConfigsResourceResponse:
        """AlterConfigsResourceResponse (versions 0+)."""
        __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', 'unknown_tagged_fields',)
        #: The resource error code. (v0+)
        error_code: int
        #: The resource error message, or null if there was no error. (v0+, nullable v0+)
        error_message: str | None
        #: The resource type. (v0+)
        resource_type: int
        #: The resource name. (v0+)
        resource_name: str
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, error_code: int = 0, error_message: str | None = "", resource_type: int = 0, resource_name: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(error_code={self.error_code!r}, error_message={self.error_message!r}, resource_type={self.resource_type!r}, resource_name={self.resource_name!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.error_code, self.error_message, self.resource_type, self.resource_name, self.unknown_tagged_fields,) == (other.error_code, other.error_message, other.resource_type, other.resource_name, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'responses', 'unknown_tagged_fields',)
    #: Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The responses for each resource. (v0+)
    responses: list[IncrementalAlterConfigsResponse.AlterConfigsResourceResponse]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, responses: list[IncrementalAlterConfigsResponse.AlterConfigsResourceResponse] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.responses = [] if responses is _FRESH else responses
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, responses={self.responses!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.responses, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.responses, other.unknown_tagged_fields,)

_IncrementalAlterConfigsRequest = IncrementalAlterConfigsRequest
_IncrementalAlterConfigsRequest_AlterConfigsResource = IncrementalAlterConfigsRequest.AlterConfigsResource
_IncrementalAlterConfigsRequest_AlterConfigsResource_AlterableConfig = IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig
_IncrementalAlterConfigsResponse = IncrementalAlterConfigsResponse
_IncrementalAlterConfigsResponse_AlterConfigsResourceResponse = IncrementalAlterConfigsResponse.AlterConfigsResourceResponse

_S0 = Struct('>b')
_S1 = Struct('>?')
_S2 = Struct('>i')
_S3 = Struct('>h')


# IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig v0
def _enc_AlterableConfig_1(o: IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    out.append(_S0.pack(o.config_operation))
    out.append(_p.enc_nullable_string(o.value))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# IncrementalAlterConfigsRequest.AlterConfigsResource v0
def _enc_AlterConfigsResource_2(o: IncrementalAlterConfigsRequest.AlterConfigsResource, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_string(o.resource_name))
    a2 = o.configs
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_AlterableConfig_1(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# IncrementalAlterConfigsRequest v0
def _enc_IncrementalAlterConfigsRequest_3(o: IncrementalAlterConfigsRequest, out: list[Buffer]) -> None:
    a0 = o.resources
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_AlterConfigsResource_2(e0, out)
    out.append(_S1.pack(o.validate_only))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig v1
def _enc_AlterableConfig_4(o: IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_S0.pack(o.config_operation))
    out.append(_p.enc_compact_nullable_string(o.value))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# IncrementalAlterConfigsRequest.AlterConfigsResource v1
def _enc_AlterConfigsResource_5(o: IncrementalAlterConfigsRequest.AlterConfigsResource, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_compact_string(o.resource_name))
    a2 = o.configs
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_AlterableConfig_4(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# IncrementalAlterConfigsRequest v1
def _enc_IncrementalAlterConfigsRequest_6(o: IncrementalAlterConfigsRequest, out: list[Buffer]) -> None:
    a0 = o.resources
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_AlterConfigsResource_5(e0, out)
    out.append(_S1.pack(o.validate_only))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig v0
def _dec_AlterableConfig_7(buf: memoryview, pos: int) -> tuple[IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig, int]:
    f_name: str
    f_config_operation: int
    f_value: str | None
    f_name, pos = _p.dec_string(buf, pos)
    f_config_operation = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_value, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _IncrementalAlterConfigsRequest_AlterConfigsResource_AlterableConfig(f_name, f_config_operation, f_value, unknown), pos


# IncrementalAlterConfigsRequest.AlterConfigsResource v0
def _dec_AlterConfigsResource_8(buf: memoryview, pos: int) -> tuple[IncrementalAlterConfigsRequest.AlterConfigsResource, int]:
    f_resource_type: int
    f_resource_name: str
    f_configs: list[IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig]
    f_resource_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_resource_name, pos = _p.dec_string(buf, pos)
    n_configs, pos = _p.dec_array_len(buf, pos, 5)
    l_configs: list[IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig] = []
    for _ in range(n_configs):
        e_configs, pos = _dec_AlterableConfig_7(buf, pos)
        l_configs.append(e_configs)
    f_configs = l_configs
    unknown: dict[int, bytes] = {}
    return _IncrementalAlterConfigsRequest_AlterConfigsResource(f_resource_type, f_resource_name, f_configs, unknown), pos


# IncrementalAlterConfigsRequest v0
def _dec_IncrementalAlterConfigsRequest_9(buf: memoryview, pos: int) -> tuple[IncrementalAlterConfigsRequest, int]:
    f_resources: list[IncrementalAlterConfigsRequest.AlterConfigsResource]
    f_validate_only: bool
    n_resources, pos = _p.dec_array_len(buf, pos, 7)
    l_resources: list[IncrementalAlterConfigsRequest.AlterConfigsResource] = []
    for _ in range(n_resources):
        e_resources, pos = _dec_AlterConfigsResource_8(buf, pos)
        l_resources.append(e_resources)
    f_resources = l_resources
    f_validate_only = _S1.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    return _IncrementalAlterConfigsRequest(f_resources, f_validate_only, unknown), pos


# IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig v1
def _dec_AlterableConfig_10(buf: memoryview, pos: int) -> tuple[IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig, int]:
    f_name: str
    f_config_operation: int
    f_value: str | None
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    f_config_operation = _S0.unpack_from(buf, pos)[0]
    pos += 1
    if pos < len(buf) and buf[pos] == 0:
        f_value = None
        pos += 1
    else:
        f_value, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _IncrementalAlterConfigsRequest_AlterConfigsResource_AlterableConfig(f_name, f_config_operation, f_value, unknown), pos


# IncrementalAlterConfigsRequest.AlterConfigsResource v1
def _dec_AlterConfigsResource_11(buf: memoryview, pos: int) -> tuple[IncrementalAlterConfigsRequest.AlterConfigsResource, int]:
    f_resource_type: int
    f_resource_name: str
    f_configs: list[IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig]
    f_resource_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    c_resource_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_resource_name < 128 and pos + c_resource_name <= len(buf):
        f_resource_name = _p.utf8_slice(buf, pos + 1, pos + c_resource_name)
        pos += c_resource_name
    else:
        f_resource_name, pos = _p.dec_compact_string(buf, pos)
    n_configs = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_configs < 127 and n_configs * 4 < len(buf) - pos:
        pos += 1
    else:
        n_configs, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_configs: list[IncrementalAlterConfigsRequest.AlterConfigsResource.AlterableConfig] = []
    for _ in range(n_configs):
        e_configs, pos = _dec_AlterableConfig_10(buf, pos)
        l_configs.append(e_configs)
    f_configs = l_configs
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _IncrementalAlterConfigsRequest_AlterConfigsResource(f_resource_type, f_resource_name, f_configs, unknown), pos


# IncrementalAlterConfigsRequest v1
def _dec_IncrementalAlterConfigsRequest_12(buf: memoryview, pos: int) -> tuple[IncrementalAlterConfigsRequest, int]:
    f_resources: list[IncrementalAlterConfigsRequest.AlterConfigsResource]
    f_validate_only: bool
    n_resources = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_resources < 127 and n_resources * 4 < len(buf) - pos:
        pos += 1
    else:
        n_resources, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_resources: list[IncrementalAlterConfigsRequest.AlterConfigsResource] = []
    for _ in range(n_resources):
        e_resources, pos = _dec_AlterConfigsResource_11(buf, pos)
        l_resources.append(e_resources)
    f_resources = l_resources
    f_validate_only = _S1.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _IncrementalAlterConfigsRequest(f_resources, f_validate_only, unknown), pos


# IncrementalAlterConfigsResponse.AlterConfigsResourceResponse v0
def _enc_AlterConfigsResourceResponse_13(o: IncrementalAlterConfigsResponse.AlterConfigsResourceResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_string(o.resource_name))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# IncrementalAlterConfigsResponse v0
def _enc_IncrementalAlterConfigsResponse_14(o: IncrementalAlterConfigsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.responses
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_AlterConfigsResourceResponse_13(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# IncrementalAlterConfigsResponse.AlterConfigsResourceResponse v1
def _enc_AlterConfigsResourceResponse_15(o: IncrementalAlterConfigsResponse.AlterConfigsResourceResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_compact_string(o.resource_name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# IncrementalAlterConfigsResponse v1
def _enc_IncrementalAlterConfigsResponse_16(o: IncrementalAlterConfigsResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.responses
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AlterConfigsResourceResponse_15(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# IncrementalAlterConfigsResponse.AlterConfigsResourceResponse v0
def _dec_AlterConfigsResourceResponse_17(buf: memoryview, pos: int) -> tuple[IncrementalAlterConfigsResponse.AlterConfigsResourceResponse, int]:
    f_error_code: int
    f_error_message: str | None
    f_resource_type: int
    f_resource_name: str
    f_error_code = _S3.unpack_from(buf, pos)[0]
    pos += 2
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    f_resource_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_resource_name, pos = _p.dec_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _IncrementalAlterConfigsResponse_AlterConfigsResourceResponse(f_error_code, f_error_message, f_resource_type, f_resource_name, unknown), pos


# IncrementalAlterConfigsResponse v0
def _dec_IncrementalAlterConfigsResponse_18(buf: memoryview, pos: int) -> tuple[IncrementalAlterConfigsResponse, int]:
    f_throttle_time_ms: int
    f_responses: list[IncrementalAlterConfigsResponse.AlterConfigsResourceResponse]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_responses, pos = _p.dec_array_len(buf, pos, 7)
    l_responses: list[IncrementalAlterConfigsResponse.AlterConfigsResourceResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_AlterConfigsResourceResponse_17(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    return _IncrementalAlterConfigsResponse(f_throttle_time_ms, f_responses, unknown), pos


# IncrementalAlterConfigsResponse.AlterConfigsResourceResponse v1
def _dec_AlterConfigsResourceResponse_19(buf: memoryview, pos: int) -> tuple[IncrementalAlterConfigsResponse.AlterConfigsResourceResponse, int]:
    f_error_code: int
    f_error_message: str | None
    f_resource_type: int
    f_resource_name: str
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
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _IncrementalAlterConfigsResponse_AlterConfigsResourceResponse(f_error_code, f_error_message, f_resource_type, f_resource_name, unknown), pos


# IncrementalAlterConfigsResponse v1
def _dec_IncrementalAlterConfigsResponse_20(buf: memoryview, pos: int) -> tuple[IncrementalAlterConfigsResponse, int]:
    f_throttle_time_ms: int
    f_responses: list[IncrementalAlterConfigsResponse.AlterConfigsResourceResponse]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 6 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_responses: list[IncrementalAlterConfigsResponse.AlterConfigsResourceResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_AlterConfigsResourceResponse_19(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _IncrementalAlterConfigsResponse(f_throttle_time_ms, f_responses, unknown), pos


IncrementalAlterConfigsRequest._ENCODERS = (_enc_IncrementalAlterConfigsRequest_3, _enc_IncrementalAlterConfigsRequest_6,)
IncrementalAlterConfigsRequest._DECODERS = (_dec_IncrementalAlterConfigsRequest_9, _dec_IncrementalAlterConfigsRequest_12,)
IncrementalAlterConfigsResponse._ENCODERS = (_enc_IncrementalAlterConfigsResponse_14, _enc_IncrementalAlterConfigsResponse_16,)
IncrementalAlterConfigsResponse._DECODERS = (_dec_IncrementalAlterConfigsResponse_18, _dec_IncrementalAlterConfigsResponse_20,)
IncrementalAlterConfigsRequest.RESPONSE = IncrementalAlterConfigsResponse
IncrementalAlterConfigsResponse.REQUEST = IncrementalAlterConfigsRequest
