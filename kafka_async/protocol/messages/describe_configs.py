# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeConfigs (API key 32): request and response, versions 1-4."""

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

__all__ = ["DescribeConfigsRequest", "DescribeConfigsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeConfigsRequest(Request["DescribeConfigsResponse"]):
    """DescribeConfigs request (API key 32): versions 1-4, flexible from 4."""

    API_KEY = 32
    MIN_VERSION = 1
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 4


    class DescribeConfigsResource:
        """DescribeConfigsResource (versions 0+)."""
        __slots__ = ('resource_type', 'resource_name', 'configuration_keys', 'unknown_tagged_fields',)
        #: The resource type. (v0+)
        resource_type: int
        #: The resource name. (v0+)
        resource_name: str
        #: The configuration keys to list, or null to list all configuration keys. (v0+, nullable v0+)
        configuration_keys: list[str] | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, resource_type: int = 0, resource_name: str = "", configuration_keys: list[str] | None = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.configuration_keys = [] if configuration_keys is _FRESH else configuration_keys
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(resource_type={self.resource_type!r}, resource_name={self.resource_name!r}, configuration_keys={self.configuration_keys!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.resource_type, self.resource_name, self.configuration_keys, self.unknown_tagged_fields,) == (other.resource_type, other.resource_name, other.configuration_keys, other.unknown_tagged_fields,)

    __slots__ = ('resources', 'include_synonyms', 'include_documentation', 'unknown_tagged_fields',)
    #: The resources whose configurations we want to describe. (v0+)
    resources: list[DescribeConfigsRequest.DescribeConfigsResource]
    #: True if we should include all synonyms. (v1+)
    include_synonyms: bool
    #: True if we should include configuration documentation. (v3+)
    include_documentation: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, resources: list[DescribeConfigsRequest.DescribeConfigsResource] = _FRESH, include_synonyms: bool = False, include_documentation: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.resources = [] if resources is _FRESH else resources
        self.include_synonyms = include_synonyms
        self.include_documentation = include_documentation
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(resources={self.resources!r}, include_synonyms={self.include_synonyms!r}, include_documentation={self.include_documentation!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.resources, self.include_synonyms, self.include_documentation, self.unknown_tagged_fields,) == (other.resources, other.include_synonyms, other.include_documentation, other.unknown_tagged_fields,)


class DescribeConfigsResponse(Response):
    """DescribeConfigs response (API key 32): versions 1-4, flexible from 4."""

    API_KEY = 32
    MIN_VERSION = 1
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 4


    class DescribeConfigsResult:
        """DescribeConfigsResult (versions 0+)."""

        class DescribeConfigsResourceResult:
            """DescribeConfigsResourceResult (versions 0+)."""

            class DescribeConfigsSynonym:
                """DescribeConfigsSynonym (versions 1+)."""
                __slots__ = ('name', 'value', 'source', 'unknown_tagged_fields',)
                #: The synonym name. (v1+)
                name: str
                #: The synonym value. (v1+, nullable v0+)
                value: str | None
                #: The synonym source. (v1+)
                source: int
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, name: str = "", value: str | None = "", source: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.name = name
                    self.value = value
                    self.source = source
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(name={self.name!r}, value={self.value!r}, source={self.source!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.name, self.value, self.source, self.unknown_tagged_fields,) == (other.name, other.value, other.source, other.unknown_tagged_fields,)

            __slots__ = ('name', 'value', 'read_only', 'config_source', 'is_sensitive', 'synonyms', 'config_type', 'documentation', 'unknown_tagged_fields',)
            #: The configuration name. (v0+)
            name: str
            #: The configuration value. (v0+, nullable v0+)
            value: str | None
            #: True if the configuration is read-only. (v0+)
            read_only: bool
            #: The configuration source. (v1+, ignorable)
            config_source: int
            #: True if this configuration is sensitive. (v0+)
            is_sensitive: bool
            #: The synonyms for this configuration key. (v1+, ignorable)
            synonyms: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym]
            #: The configuration data type. Type can be one of the following values - BOOLEAN, STRING, INT, SHORT, LONG, DOUBLE, LIST, CLASS, PASSWORD. (v3+, ignorable)
            config_type: int
            #: The configuration documentation. (v3+, nullable v0+, ignorable)
            documentation: str | None
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, name: str = "", value: str | None = "", read_only: bool = False, config_source: int = -1, is_sensitive: bool = False, synonyms: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym] = _FRESH, config_type: int = 0, documentation: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.name = name
                self.value = value
                self.read_only = read_only
                self.config_source = config_source
                self.is_sensitive = is_sensitive
                self.synonyms = [] if synonyms is _FRESH else synonyms
                self.config_type = config_type
                self.documentation = documentation
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(name={self.name!r}, value={self.value!r}, read_only={self.read_only!r}, config_source={self.config_source!r}, is_sensitive={self.is_sensitive!r}, synonyms={self.synonyms!r}, config_type={self.config_type!r}, documentation={self.documentation!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.name, self.value, self.read_only, self.config_source, self.is_sensitive, self.synonyms, self.config_type, self.documentation, self.unknown_tagged_fields,) == (other.name, other.value, other.read_only, other.config_source, other.is_sensitive, other.synonyms, other.config_type, other.documentation, other.unknown_tagged_fields,)

        __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', 'configs', 'unknown_tagged_fields',)
        #: The error code, or 0 if we were able to successfully describe the configurations. (v0+)
        error_code: int
        #: The error message, or null if we were able to successfully describe the configurations. (v0+, nullable v0+)
        error_message: str | None
        #: The resource type. (v0+)
        resource_type: int
        #: The resource name. (v0+)
        resource_name: str
        #: Each listed configuration. (v0+)
        configs: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, error_code: int = 0, error_message: str | None = "", resource_type: int = 0, resource_name: str = "", configs: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.resource_type = resource_type
            self.resource_name = resource_name
            self.configs = [] if configs is _FRESH else configs
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(error_code={self.error_code!r}, error_message={self.error_message!r}, resource_type={self.resource_type!r}, resource_name={self.resource_name!r}, configs={self.configs!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.error_code, self.error_message, self.resource_type, self.resource_name, self.configs, self.unknown_tagged_fields,) == (other.error_code, other.error_message, other.resource_type, other.resource_name, other.configs, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'results', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The results for each resource. (v0+)
    results: list[DescribeConfigsResponse.DescribeConfigsResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, results: list[DescribeConfigsResponse.DescribeConfigsResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _FRESH else results
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, results={self.results!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.results, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.results, other.unknown_tagged_fields,)

_DescribeConfigsRequest = DescribeConfigsRequest
_DescribeConfigsRequest_DescribeConfigsResource = DescribeConfigsRequest.DescribeConfigsResource
_DescribeConfigsResponse = DescribeConfigsResponse
_DescribeConfigsResponse_DescribeConfigsResult = DescribeConfigsResponse.DescribeConfigsResult
_DescribeConfigsResponse_DescribeConfigsResult_DescribeConfigsResourceResult = DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult
_DescribeConfigsResponse_DescribeConfigsResult_DescribeConfigsResourceResult_DescribeConfigsSynonym = DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym

_S0 = Struct('>b')
_S1 = Struct('>?')
_S2 = Struct('>??')
_S3 = Struct('>i')
_S4 = Struct('>h')
_S5 = Struct('>?b?')


# DescribeConfigsRequest.DescribeConfigsResource v1-3
def _enc_DescribeConfigsResource_1(o: DescribeConfigsRequest.DescribeConfigsResource, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_string(o.resource_name))
    a2 = o.configuration_keys
    if a2 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a2)))
        out.extend([_p.enc_string(e) for e in a2])
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeConfigsRequest v1-2
def _enc_DescribeConfigsRequest_2(o: DescribeConfigsRequest, out: list[Buffer]) -> None:
    if o.include_documentation != False:
        raise _EncodeError('include_documentation' + _UNSUPPORTED)
    a0 = o.resources
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_DescribeConfigsResource_1(e0, out)
    out.append(_S1.pack(o.include_synonyms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeConfigsRequest v3
def _enc_DescribeConfigsRequest_3(o: DescribeConfigsRequest, out: list[Buffer]) -> None:
    a0 = o.resources
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_DescribeConfigsResource_1(e0, out)
    out.append(_S2.pack(o.include_synonyms, o.include_documentation))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeConfigsRequest.DescribeConfigsResource v4
def _enc_DescribeConfigsResource_4(o: DescribeConfigsRequest.DescribeConfigsResource, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_compact_string(o.resource_name))
    a2 = o.configuration_keys
    if a2 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a2) + 1))
        out.extend([_p.enc_compact_string(e) for e in a2])
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeConfigsRequest v4
def _enc_DescribeConfigsRequest_5(o: DescribeConfigsRequest, out: list[Buffer]) -> None:
    a0 = o.resources
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_DescribeConfigsResource_4(e0, out)
    out.append(_S2.pack(o.include_synonyms, o.include_documentation))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeConfigsRequest.DescribeConfigsResource v1-3
def _dec_DescribeConfigsResource_6(buf: memoryview, pos: int) -> tuple[DescribeConfigsRequest.DescribeConfigsResource, int]:
    f_resource_type: int
    f_resource_name: str
    f_configuration_keys: list[str] | None
    f_resource_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_resource_name, pos = _p.dec_string(buf, pos)
    n_configuration_keys, pos = _p.dec_nullable_array_len(buf, pos, 2)
    if n_configuration_keys < 0:
        f_configuration_keys = None
    else:
        l_configuration_keys: list[str] = []
        for _ in range(n_configuration_keys):
            e_configuration_keys, pos = _p.dec_string(buf, pos)
            l_configuration_keys.append(e_configuration_keys)
        f_configuration_keys = l_configuration_keys
    unknown: dict[int, bytes] = {}
    return _DescribeConfigsRequest_DescribeConfigsResource(f_resource_type, f_resource_name, f_configuration_keys, unknown), pos


# DescribeConfigsRequest v1-2
def _dec_DescribeConfigsRequest_7(buf: memoryview, pos: int) -> tuple[DescribeConfigsRequest, int]:
    f_resources: list[DescribeConfigsRequest.DescribeConfigsResource]
    f_include_synonyms: bool
    n_resources, pos = _p.dec_array_len(buf, pos, 7)
    l_resources: list[DescribeConfigsRequest.DescribeConfigsResource] = []
    for _ in range(n_resources):
        e_resources, pos = _dec_DescribeConfigsResource_6(buf, pos)
        l_resources.append(e_resources)
    f_resources = l_resources
    f_include_synonyms = _S1.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    return _DescribeConfigsRequest(f_resources, f_include_synonyms, False, unknown), pos


# DescribeConfigsRequest v3
def _dec_DescribeConfigsRequest_8(buf: memoryview, pos: int) -> tuple[DescribeConfigsRequest, int]:
    f_resources: list[DescribeConfigsRequest.DescribeConfigsResource]
    f_include_synonyms: bool
    f_include_documentation: bool
    n_resources, pos = _p.dec_array_len(buf, pos, 7)
    l_resources: list[DescribeConfigsRequest.DescribeConfigsResource] = []
    for _ in range(n_resources):
        e_resources, pos = _dec_DescribeConfigsResource_6(buf, pos)
        l_resources.append(e_resources)
    f_resources = l_resources
    f_include_synonyms, f_include_documentation = _S2.unpack_from(buf, pos)
    pos += 2
    unknown: dict[int, bytes] = {}
    return _DescribeConfigsRequest(f_resources, f_include_synonyms, f_include_documentation, unknown), pos


# DescribeConfigsRequest.DescribeConfigsResource v4
def _dec_DescribeConfigsResource_9(buf: memoryview, pos: int) -> tuple[DescribeConfigsRequest.DescribeConfigsResource, int]:
    f_resource_type: int
    f_resource_name: str
    f_configuration_keys: list[str] | None
    f_resource_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    c_resource_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_resource_name < 128 and pos + c_resource_name <= len(buf):
        f_resource_name = _p.utf8_slice(buf, pos + 1, pos + c_resource_name)
        pos += c_resource_name
    else:
        f_resource_name, pos = _p.dec_compact_string(buf, pos)
    n_configuration_keys = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_configuration_keys < 127 and n_configuration_keys < len(buf) - pos:
        pos += 1
    else:
        n_configuration_keys, pos = _p.dec_compact_nullable_array_len(buf, pos, 1)
    if n_configuration_keys < 0:
        f_configuration_keys = None
    else:
        l_configuration_keys: list[str] = []
        for _ in range(n_configuration_keys):
            e_configuration_keys, pos = _p.dec_compact_string(buf, pos)
            l_configuration_keys.append(e_configuration_keys)
        f_configuration_keys = l_configuration_keys
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeConfigsRequest_DescribeConfigsResource(f_resource_type, f_resource_name, f_configuration_keys, unknown), pos


# DescribeConfigsRequest v4
def _dec_DescribeConfigsRequest_10(buf: memoryview, pos: int) -> tuple[DescribeConfigsRequest, int]:
    f_resources: list[DescribeConfigsRequest.DescribeConfigsResource]
    f_include_synonyms: bool
    f_include_documentation: bool
    n_resources = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_resources < 127 and n_resources * 4 < len(buf) - pos:
        pos += 1
    else:
        n_resources, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_resources: list[DescribeConfigsRequest.DescribeConfigsResource] = []
    for _ in range(n_resources):
        e_resources, pos = _dec_DescribeConfigsResource_9(buf, pos)
        l_resources.append(e_resources)
    f_resources = l_resources
    f_include_synonyms, f_include_documentation = _S2.unpack_from(buf, pos)
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeConfigsRequest(f_resources, f_include_synonyms, f_include_documentation, unknown), pos


# DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym v1-3
def _enc_DescribeConfigsSynonym_11(o: DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    out.append(_p.enc_nullable_string(o.value))
    out.append(_S0.pack(o.source))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult v1-2
def _enc_DescribeConfigsResourceResult_12(o: DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    out.append(_p.enc_nullable_string(o.value))
    out.append(_S5.pack(o.read_only, o.config_source, o.is_sensitive))
    a5 = o.synonyms
    out.append(_p.enc_array_len(len(a5)))
    for e5 in a5:
        _enc_DescribeConfigsSynonym_11(e5, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeConfigsResponse.DescribeConfigsResult v1-2
def _enc_DescribeConfigsResult_13(o: DescribeConfigsResponse.DescribeConfigsResult, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_string(o.resource_name))
    a4 = o.configs
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_DescribeConfigsResourceResult_12(e4, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeConfigsResponse v1-2
def _enc_DescribeConfigsResponse_14(o: DescribeConfigsResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DescribeConfigsResult_13(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult v3
def _enc_DescribeConfigsResourceResult_15(o: DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    out.append(_p.enc_nullable_string(o.value))
    out.append(_S5.pack(o.read_only, o.config_source, o.is_sensitive))
    a5 = o.synonyms
    out.append(_p.enc_array_len(len(a5)))
    for e5 in a5:
        _enc_DescribeConfigsSynonym_11(e5, out)
    out.append(_S0.pack(o.config_type))
    out.append(_p.enc_nullable_string(o.documentation))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeConfigsResponse.DescribeConfigsResult v3
def _enc_DescribeConfigsResult_16(o: DescribeConfigsResponse.DescribeConfigsResult, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_string(o.resource_name))
    a4 = o.configs
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_DescribeConfigsResourceResult_15(e4, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeConfigsResponse v3
def _enc_DescribeConfigsResponse_17(o: DescribeConfigsResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DescribeConfigsResult_16(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym v4
def _enc_DescribeConfigsSynonym_18(o: DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_p.enc_compact_nullable_string(o.value))
    out.append(_S0.pack(o.source))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult v4
def _enc_DescribeConfigsResourceResult_19(o: DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_p.enc_compact_nullable_string(o.value))
    out.append(_S5.pack(o.read_only, o.config_source, o.is_sensitive))
    a5 = o.synonyms
    out.append(_p.enc_uvarint(len(a5) + 1))
    for e5 in a5:
        _enc_DescribeConfigsSynonym_18(e5, out)
    out.append(_S0.pack(o.config_type))
    out.append(_p.enc_compact_nullable_string(o.documentation))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeConfigsResponse.DescribeConfigsResult v4
def _enc_DescribeConfigsResult_20(o: DescribeConfigsResponse.DescribeConfigsResult, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_S0.pack(o.resource_type))
    out.append(_p.enc_compact_string(o.resource_name))
    a4 = o.configs
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_DescribeConfigsResourceResult_19(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeConfigsResponse v4
def _enc_DescribeConfigsResponse_21(o: DescribeConfigsResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribeConfigsResult_20(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym v1-3
def _dec_DescribeConfigsSynonym_22(buf: memoryview, pos: int) -> tuple[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym, int]:
    f_name: str
    f_value: str | None
    f_source: int
    f_name, pos = _p.dec_string(buf, pos)
    f_value, pos = _p.dec_nullable_string(buf, pos)
    f_source = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    return _DescribeConfigsResponse_DescribeConfigsResult_DescribeConfigsResourceResult_DescribeConfigsSynonym(f_name, f_value, f_source, unknown), pos


# DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult v1-2
def _dec_DescribeConfigsResourceResult_23(buf: memoryview, pos: int) -> tuple[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult, int]:
    f_name: str
    f_value: str | None
    f_read_only: bool
    f_config_source: int
    f_is_sensitive: bool
    f_synonyms: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym]
    f_name, pos = _p.dec_string(buf, pos)
    f_value, pos = _p.dec_nullable_string(buf, pos)
    f_read_only, f_config_source, f_is_sensitive = _S5.unpack_from(buf, pos)
    pos += 3
    n_synonyms, pos = _p.dec_array_len(buf, pos, 5)
    l_synonyms: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym] = []
    for _ in range(n_synonyms):
        e_synonyms, pos = _dec_DescribeConfigsSynonym_22(buf, pos)
        l_synonyms.append(e_synonyms)
    f_synonyms = l_synonyms
    unknown: dict[int, bytes] = {}
    return _DescribeConfigsResponse_DescribeConfigsResult_DescribeConfigsResourceResult(f_name, f_value, f_read_only, f_config_source, f_is_sensitive, f_synonyms, 0, "", unknown), pos


# DescribeConfigsResponse.DescribeConfigsResult v1-2
def _dec_DescribeConfigsResult_24(buf: memoryview, pos: int) -> tuple[DescribeConfigsResponse.DescribeConfigsResult, int]:
    f_error_code: int
    f_error_message: str | None
    f_resource_type: int
    f_resource_name: str
    f_configs: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult]
    f_error_code = _S4.unpack_from(buf, pos)[0]
    pos += 2
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    f_resource_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_resource_name, pos = _p.dec_string(buf, pos)
    n_configs, pos = _p.dec_array_len(buf, pos, 11)
    l_configs: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult] = []
    for _ in range(n_configs):
        e_configs, pos = _dec_DescribeConfigsResourceResult_23(buf, pos)
        l_configs.append(e_configs)
    f_configs = l_configs
    unknown: dict[int, bytes] = {}
    return _DescribeConfigsResponse_DescribeConfigsResult(f_error_code, f_error_message, f_resource_type, f_resource_name, f_configs, unknown), pos


# DescribeConfigsResponse v1-2
def _dec_DescribeConfigsResponse_25(buf: memoryview, pos: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[DescribeConfigsResponse.DescribeConfigsResult]
    f_throttle_time_ms = _S3.unpack_from(buf, pos)[0]
    pos += 4
    n_results, pos = _p.dec_array_len(buf, pos, 11)
    l_results: list[DescribeConfigsResponse.DescribeConfigsResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_DescribeConfigsResult_24(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    return _DescribeConfigsResponse(f_throttle_time_ms, f_results, unknown), pos


# DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult v3
def _dec_DescribeConfigsResourceResult_26(buf: memoryview, pos: int) -> tuple[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult, int]:
    f_name: str
    f_value: str | None
    f_read_only: bool
    f_config_source: int
    f_is_sensitive: bool
    f_synonyms: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym]
    f_config_type: int
    f_documentation: str | None
    f_name, pos = _p.dec_string(buf, pos)
    f_value, pos = _p.dec_nullable_string(buf, pos)
    f_read_only, f_config_source, f_is_sensitive = _S5.unpack_from(buf, pos)
    pos += 3
    n_synonyms, pos = _p.dec_array_len(buf, pos, 5)
    l_synonyms: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym] = []
    for _ in range(n_synonyms):
        e_synonyms, pos = _dec_DescribeConfigsSynonym_22(buf, pos)
        l_synonyms.append(e_synonyms)
    f_synonyms = l_synonyms
    f_config_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_documentation, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _DescribeConfigsResponse_DescribeConfigsResult_DescribeConfigsResourceResult(f_name, f_value, f_read_only, f_config_source, f_is_sensitive, f_synonyms, f_config_type, f_documentation, unknown), pos


# DescribeConfigsResponse.DescribeConfigsResult v3
def _dec_DescribeConfigsResult_27(buf: memoryview, pos: int) -> tuple[DescribeConfigsResponse.DescribeConfigsResult, int]:
    f_error_code: int
    f_error_message: str | None
    f_resource_type: int
    f_resource_name: str
    f_configs: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult]
    f_error_code = _S4.unpack_from(buf, pos)[0]
    pos += 2
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    f_resource_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_resource_name, pos = _p.dec_string(buf, pos)
    n_configs, pos = _p.dec_array_len(buf, pos, 14)
    l_configs: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult] = []
    for _ in range(n_configs):
        e_configs, pos = _dec_DescribeConfigsResourceResult_26(buf, pos)
        l_configs.append(e_configs)
    f_configs = l_configs
    unknown: dict[int, bytes] = {}
    return _DescribeConfigsResponse_DescribeConfigsResult(f_error_code, f_error_message, f_resource_type, f_resource_name, f_configs, unknown), pos


# DescribeConfigsResponse v3
def _dec_DescribeConfigsResponse_28(buf: memoryview, pos: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[DescribeConfigsResponse.DescribeConfigsResult]
    f_throttle_time_ms = _S3.unpack_from(buf, pos)[0]
    pos += 4
    n_results, pos = _p.dec_array_len(buf, pos, 11)
    l_results: list[DescribeConfigsResponse.DescribeConfigsResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_DescribeConfigsResult_27(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    return _DescribeConfigsResponse(f_throttle_time_ms, f_results, unknown), pos


# DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym v4
def _dec_DescribeConfigsSynonym_29(buf: memoryview, pos: int) -> tuple[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym, int]:
    f_name: str
    f_value: str | None
    f_source: int
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_value = None
        pos += 1
    else:
        f_value, pos = _p.dec_compact_nullable_string(buf, pos)
    f_source = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeConfigsResponse_DescribeConfigsResult_DescribeConfigsResourceResult_DescribeConfigsSynonym(f_name, f_value, f_source, unknown), pos


# DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult v4
def _dec_DescribeConfigsResourceResult_30(buf: memoryview, pos: int) -> tuple[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult, int]:
    f_name: str
    f_value: str | None
    f_read_only: bool
    f_config_source: int
    f_is_sensitive: bool
    f_synonyms: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym]
    f_config_type: int
    f_documentation: str | None
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_value = None
        pos += 1
    else:
        f_value, pos = _p.dec_compact_nullable_string(buf, pos)
    f_read_only, f_config_source, f_is_sensitive = _S5.unpack_from(buf, pos)
    pos += 3
    n_synonyms = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_synonyms < 127 and n_synonyms * 4 < len(buf) - pos:
        pos += 1
    else:
        n_synonyms, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_synonyms: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult.DescribeConfigsSynonym] = []
    for _ in range(n_synonyms):
        e_synonyms, pos = _dec_DescribeConfigsSynonym_29(buf, pos)
        l_synonyms.append(e_synonyms)
    f_synonyms = l_synonyms
    f_config_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    if pos < len(buf) and buf[pos] == 0:
        f_documentation = None
        pos += 1
    else:
        f_documentation, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeConfigsResponse_DescribeConfigsResult_DescribeConfigsResourceResult(f_name, f_value, f_read_only, f_config_source, f_is_sensitive, f_synonyms, f_config_type, f_documentation, unknown), pos


# DescribeConfigsResponse.DescribeConfigsResult v4
def _dec_DescribeConfigsResult_31(buf: memoryview, pos: int) -> tuple[DescribeConfigsResponse.DescribeConfigsResult, int]:
    f_error_code: int
    f_error_message: str | None
    f_resource_type: int
    f_resource_name: str
    f_configs: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult]
    f_error_code = _S4.unpack_from(buf, pos)[0]
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
    n_configs = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_configs < 127 and n_configs * 9 < len(buf) - pos:
        pos += 1
    else:
        n_configs, pos = _p.dec_compact_array_len(buf, pos, 9)
    l_configs: list[DescribeConfigsResponse.DescribeConfigsResult.DescribeConfigsResourceResult] = []
    for _ in range(n_configs):
        e_configs, pos = _dec_DescribeConfigsResourceResult_30(buf, pos)
        l_configs.append(e_configs)
    f_configs = l_configs
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeConfigsResponse_DescribeConfigsResult(f_error_code, f_error_message, f_resource_type, f_resource_name, f_configs, unknown), pos


# DescribeConfigsResponse v4
def _dec_DescribeConfigsResponse_32(buf: memoryview, pos: int) -> tuple[DescribeConfigsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[DescribeConfigsResponse.DescribeConfigsResult]
    f_throttle_time_ms = _S3.unpack_from(buf, pos)[0]
    pos += 4
    n_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results < 127 and n_results * 7 < len(buf) - pos:
        pos += 1
    else:
        n_results, pos = _p.dec_compact_array_len(buf, pos, 7)
    l_results: list[DescribeConfigsResponse.DescribeConfigsResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_DescribeConfigsResult_31(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeConfigsResponse(f_throttle_time_ms, f_results, unknown), pos


DescribeConfigsRequest._ENCODERS = (None, _enc_DescribeConfigsRequest_2, _enc_DescribeConfigsRequest_2, _enc_DescribeConfigsRequest_3, _enc_DescribeConfigsRequest_5,)
DescribeConfigsRequest._DECODERS = (None, _dec_DescribeConfigsRequest_7, _dec_DescribeConfigsRequest_7, _dec_DescribeConfigsRequest_8, _dec_DescribeConfigsRequest_10,)
DescribeConfigsResponse._ENCODERS = (None, _enc_DescribeConfigsResponse_14, _enc_DescribeConfigsResponse_14, _enc_DescribeConfigsResponse_17, _enc_DescribeConfigsResponse_21,)
DescribeConfigsResponse._DECODERS = (None, _dec_DescribeConfigsResponse_25, _dec_DescribeConfigsResponse_25, _dec_DescribeConfigsResponse_28, _dec_DescribeConfigsResponse_32,)
DescribeConfigsRequest.RESPONSE = DescribeConfigsResponse
DescribeConfigsResponse.REQUEST = DescribeConfigsRequest
