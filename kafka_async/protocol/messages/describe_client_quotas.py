# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeClientQuotas (API key 48): request and response, versions 0-1."""

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

__all__ = ["DescribeClientQuotasRequest", "DescribeClientQuotasResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeClientQuotasRequest(Request["DescribeClientQuotasResponse"]):
    """DescribeClientQuotas request (API key 48): versions 0-1, flexible from 1."""

    API_KEY = 48
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1


    class ComponentData:
        """ComponentData (versions 0+)."""
        __slots__ = ('entity_type', 'match_type', 'match', 'unknown_tagged_fields',)
        #: The entity type that the filter component applies to. (v0+)
        entity_type: str
        #: How to match the entity {0 = exact name, 1 = default name, 2 = any specified name}. (v0+)
        match_type: int
        #: The string to match against, or null if unused for the match type. (v0+, nullable v0+)
        match: str | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, entity_type: str = "", match_type: int = 0, match: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.entity_type = entity_type
            self.match_type = match_type
            self.match = match
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(entity_type={self.entity_type!r}, match_type={self.match_type!r}, match={self.match!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.entity_type, self.match_type, self.match, self.unknown_tagged_fields,) == (other.entity_type, other.match_type, other.match, other.unknown_tagged_fields,)

    __slots__ = ('components', 'strict', 'unknown_tagged_fields',)
    #: Filter components to apply to quota entities. (v0+)
    components: list[DescribeClientQuotasRequest.ComponentData]
    #: Whether the match is strict, i.e. should exclude entities with unspecified entity types. (v0+)
    strict: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, components: list[DescribeClientQuotasRequest.ComponentData] = _FRESH, strict: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.components = [] if components is _FRESH else components
        self.strict = strict
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(components={self.components!r}, strict={self.strict!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.components, self.strict, self.unknown_tagged_fields,) == (other.components, other.strict, other.unknown_tagged_fields,)


class DescribeClientQuotasResponse(Response):
    """DescribeClientQuotas response (API key 48): versions 0-1, flexible from 1."""

    API_KEY = 48
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1


    class EntryData:
        """EntryData (versions 0+)."""

        class EntityData:
            """EntityData (versions 0+)."""
            __slots__ = ('entity_type', 'entity_name', 'unknown_tagged_fields',)
            #: The entity type. (v0+)
            entity_type: str
            #: The entity name, or null if the default. (v0+, nullable v0+)
            entity_name: str | None
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, entity_type: str = "", entity_name: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.entity_type = entity_type
                self.entity_name = entity_name
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(entity_type={self.entity_type!r}, entity_name={self.entity_name!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.entity_type, self.entity_name, self.unknown_tagged_fields,) == (other.entity_type, other.entity_name, other.unknown_tagged_fields,)

        class ValueData:
            """ValueData (versions 0+)."""
            __slots__ = ('key', 'value', 'unknown_tagged_fields',)
            #: The quota configuration key. (v0+)
            key: str
            #: The quota configuration value. (v0+)
            value: float
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, key: str = "", value: float = 0.0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.key = key
                self.value = value
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(key={self.key!r}, value={self.value!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.key, self.value, self.unknown_tagged_fields,) == (other.key, other.value, other.unknown_tagged_fields,)

        __slots__ = ('entity', 'values', 'unknown_tagged_fields',)
        #: The quota entity description. (v0+)
        entity: list[DescribeClientQuotasResponse.EntryData.EntityData]
        #: The quota values for the entity. (v0+)
        values: list[DescribeClientQuotasResponse.EntryData.ValueData]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, entity: list[DescribeClientQuotasResponse.EntryData.EntityData] = _FRESH, values: list[DescribeClientQuotasResponse.EntryData.ValueData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.entity = [] if entity is _FRESH else entity
            self.values = [] if values is _FRESH else values
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(entity={self.entity!r}, values={self.values!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.entity, self.values, self.unknown_tagged_fields,) == (other.entity, other.values, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'entries', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The error code, or `0` if the quota description succeeded. (v0+)
    error_code: int
    #: The error message, or `null` if the quota description succeeded. (v0+, nullable v0+)
    error_message: str | None
    #: A result entry. (v0+, nullable v0+)
    entries: list[DescribeClientQuotasResponse.EntryData] | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = "", entries: list[DescribeClientQuotasResponse.EntryData] | None = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.entries = [] if entries is _FRESH else entries
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, entries={self.entries!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.error_message, self.entries, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.error_message, other.entries, other.unknown_tagged_fields,)

_DescribeClientQuotasRequest = DescribeClientQuotasRequest
_DescribeClientQuotasRequest_ComponentData = DescribeClientQuotasRequest.ComponentData
_DescribeClientQuotasResponse = DescribeClientQuotasResponse
_DescribeClientQuotasResponse_EntryData = DescribeClientQuotasResponse.EntryData
_DescribeClientQuotasResponse_EntryData_EntityData = DescribeClientQuotasResponse.EntryData.EntityData
_DescribeClientQuotasResponse_EntryData_ValueData = DescribeClientQuotasResponse.EntryData.ValueData

_S0 = Struct('>b')
_S1 = Struct('>?')
_S2 = Struct('>ih')
_S3 = Struct('>d')


# DescribeClientQuotasRequest.ComponentData v0
def _enc_ComponentData_1(o: DescribeClientQuotasRequest.ComponentData, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.entity_type))
    out.append(_S0.pack(o.match_type))
    out.append(_p.enc_nullable_string(o.match))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeClientQuotasRequest v0
def _enc_DescribeClientQuotasRequest_2(o: DescribeClientQuotasRequest, out: list[Buffer]) -> None:
    a0 = o.components
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_ComponentData_1(e0, out)
    out.append(_S1.pack(o.strict))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeClientQuotasRequest.ComponentData v1
def _enc_ComponentData_3(o: DescribeClientQuotasRequest.ComponentData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.entity_type))
    out.append(_S0.pack(o.match_type))
    out.append(_p.enc_compact_nullable_string(o.match))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClientQuotasRequest v1
def _enc_DescribeClientQuotasRequest_4(o: DescribeClientQuotasRequest, out: list[Buffer]) -> None:
    a0 = o.components
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_ComponentData_3(e0, out)
    out.append(_S1.pack(o.strict))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClientQuotasRequest.ComponentData v0
def _dec_ComponentData_5(buf: memoryview, pos: int) -> tuple[DescribeClientQuotasRequest.ComponentData, int]:
    f_entity_type: str
    f_match_type: int
    f_match: str | None
    f_entity_type, pos = _p.dec_string(buf, pos)
    f_match_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    f_match, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _DescribeClientQuotasRequest_ComponentData(f_entity_type, f_match_type, f_match, unknown), pos


# DescribeClientQuotasRequest v0
def _dec_DescribeClientQuotasRequest_6(buf: memoryview, pos: int) -> tuple[DescribeClientQuotasRequest, int]:
    f_components: list[DescribeClientQuotasRequest.ComponentData]
    f_strict: bool
    n_components, pos = _p.dec_array_len(buf, pos, 5)
    l_components: list[DescribeClientQuotasRequest.ComponentData] = []
    for _ in range(n_components):
        e_components, pos = _dec_ComponentData_5(buf, pos)
        l_components.append(e_components)
    f_components = l_components
    f_strict = _S1.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    return _DescribeClientQuotasRequest(f_components, f_strict, unknown), pos


# DescribeClientQuotasRequest.ComponentData v1
def _dec_ComponentData_7(buf: memoryview, pos: int) -> tuple[DescribeClientQuotasRequest.ComponentData, int]:
    f_entity_type: str
    f_match_type: int
    f_match: str | None
    c_entity_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_entity_type < 128 and pos + c_entity_type <= len(buf):
        f_entity_type = _p.utf8_slice(buf, pos + 1, pos + c_entity_type)
        pos += c_entity_type
    else:
        f_entity_type, pos = _p.dec_compact_string(buf, pos)
    f_match_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    if pos < len(buf) and buf[pos] == 0:
        f_match = None
        pos += 1
    else:
        f_match, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClientQuotasRequest_ComponentData(f_entity_type, f_match_type, f_match, unknown), pos


# DescribeClientQuotasRequest v1
def _dec_DescribeClientQuotasRequest_8(buf: memoryview, pos: int) -> tuple[DescribeClientQuotasRequest, int]:
    f_components: list[DescribeClientQuotasRequest.ComponentData]
    f_strict: bool
    n_components = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_components < 127 and n_components * 4 < len(buf) - pos:
        pos += 1
    else:
        n_components, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_components: list[DescribeClientQuotasRequest.ComponentData] = []
    for _ in range(n_components):
        e_components, pos = _dec_ComponentData_7(buf, pos)
        l_components.append(e_components)
    f_components = l_components
    f_strict = _S1.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClientQuotasRequest(f_components, f_strict, unknown), pos


# DescribeClientQuotasResponse.EntryData.EntityData v0
def _enc_EntityData_9(o: DescribeClientQuotasResponse.EntryData.EntityData, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.entity_type))
    out.append(_p.enc_nullable_string(o.entity_name))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeClientQuotasResponse.EntryData.ValueData v0
def _enc_ValueData_10(o: DescribeClientQuotasResponse.EntryData.ValueData, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.key))
    out.append(_S3.pack(o.value))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeClientQuotasResponse.EntryData v0
def _enc_EntryData_11(o: DescribeClientQuotasResponse.EntryData, out: list[Buffer]) -> None:
    a0 = o.entity
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_EntityData_9(e0, out)
    a1 = o.values
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ValueData_10(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeClientQuotasResponse v0
def _enc_DescribeClientQuotasResponse_12(o: DescribeClientQuotasResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    a3 = o.entries
    if a3 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a3)))
        for e3 in a3:
            _enc_EntryData_11(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DescribeClientQuotasResponse.EntryData.EntityData v1
def _enc_EntityData_13(o: DescribeClientQuotasResponse.EntryData.EntityData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.entity_type))
    out.append(_p.enc_compact_nullable_string(o.entity_name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClientQuotasResponse.EntryData.ValueData v1
def _enc_ValueData_14(o: DescribeClientQuotasResponse.EntryData.ValueData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.key))
    out.append(_S3.pack(o.value))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClientQuotasResponse.EntryData v1
def _enc_EntryData_15(o: DescribeClientQuotasResponse.EntryData, out: list[Buffer]) -> None:
    a0 = o.entity
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_EntityData_13(e0, out)
    a1 = o.values
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_ValueData_14(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClientQuotasResponse v1
def _enc_DescribeClientQuotasResponse_16(o: DescribeClientQuotasResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a3 = o.entries
    if a3 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a3) + 1))
        for e3 in a3:
            _enc_EntryData_15(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClientQuotasResponse.EntryData.EntityData v0
def _dec_EntityData_17(buf: memoryview, pos: int) -> tuple[DescribeClientQuotasResponse.EntryData.EntityData, int]:
    f_entity_type: str
    f_entity_name: str | None
    f_entity_type, pos = _p.dec_string(buf, pos)
    f_entity_name, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _DescribeClientQuotasResponse_EntryData_EntityData(f_entity_type, f_entity_name, unknown), pos


# DescribeClientQuotasResponse.EntryData.ValueData v0
def _dec_ValueData_18(buf: memoryview, pos: int) -> tuple[DescribeClientQuotasResponse.EntryData.ValueData, int]:
    f_key: str
    f_value: float
    f_key, pos = _p.dec_string(buf, pos)
    f_value = _S3.unpack_from(buf, pos)[0]
    pos += 8
    unknown: dict[int, bytes] = {}
    return _DescribeClientQuotasResponse_EntryData_ValueData(f_key, f_value, unknown), pos


# DescribeClientQuotasResponse.EntryData v0
def _dec_EntryData_19(buf: memoryview, pos: int) -> tuple[DescribeClientQuotasResponse.EntryData, int]:
    f_entity: list[DescribeClientQuotasResponse.EntryData.EntityData]
    f_values: list[DescribeClientQuotasResponse.EntryData.ValueData]
    n_entity, pos = _p.dec_array_len(buf, pos, 4)
    l_entity: list[DescribeClientQuotasResponse.EntryData.EntityData] = []
    for _ in range(n_entity):
        e_entity, pos = _dec_EntityData_17(buf, pos)
        l_entity.append(e_entity)
    f_entity = l_entity
    n_values, pos = _p.dec_array_len(buf, pos, 10)
    l_values: list[DescribeClientQuotasResponse.EntryData.ValueData] = []
    for _ in range(n_values):
        e_values, pos = _dec_ValueData_18(buf, pos)
        l_values.append(e_values)
    f_values = l_values
    unknown: dict[int, bytes] = {}
    return _DescribeClientQuotasResponse_EntryData(f_entity, f_values, unknown), pos


# DescribeClientQuotasResponse v0
def _dec_DescribeClientQuotasResponse_20(buf: memoryview, pos: int) -> tuple[DescribeClientQuotasResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_entries: list[DescribeClientQuotasResponse.EntryData] | None
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    n_entries, pos = _p.dec_nullable_array_len(buf, pos, 8)
    if n_entries < 0:
        f_entries = None
    else:
        l_entries: list[DescribeClientQuotasResponse.EntryData] = []
        for _ in range(n_entries):
            e_entries, pos = _dec_EntryData_19(buf, pos)
            l_entries.append(e_entries)
        f_entries = l_entries
    unknown: dict[int, bytes] = {}
    return _DescribeClientQuotasResponse(f_throttle_time_ms, f_error_code, f_error_message, f_entries, unknown), pos


# DescribeClientQuotasResponse.EntryData.EntityData v1
def _dec_EntityData_21(buf: memoryview, pos: int) -> tuple[DescribeClientQuotasResponse.EntryData.EntityData, int]:
    f_entity_type: str
    f_entity_name: str | None
    c_entity_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_entity_type < 128 and pos + c_entity_type <= len(buf):
        f_entity_type = _p.utf8_slice(buf, pos + 1, pos + c_entity_type)
        pos += c_entity_type
    else:
        f_entity_type, pos = _p.dec_compact_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_entity_name = None
        pos += 1
    else:
        f_entity_name, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClientQuotasResponse_EntryData_EntityData(f_entity_type, f_entity_name, unknown), pos


# DescribeClientQuotasResponse.EntryData.ValueData v1
def _dec_ValueData_22(buf: memoryview, pos: int) -> tuple[DescribeClientQuotasResponse.EntryData.ValueData, int]:
    f_key: str
    f_value: float
    c_key = buf[pos] if pos < len(buf) else 0
    if 0 < c_key < 128 and pos + c_key <= len(buf):
        f_key = _p.utf8_slice(buf, pos + 1, pos + c_key)
        pos += c_key
    else:
        f_key, pos = _p.dec_compact_string(buf, pos)
    f_value = _S3.unpack_from(buf, pos)[0]
    pos += 8
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClientQuotasResponse_EntryData_ValueData(f_key, f_value, unknown), pos


# DescribeClientQuotasResponse.EntryData v1
def _dec_EntryData_23(buf: memoryview, pos: int) -> tuple[DescribeClientQuotasResponse.EntryData, int]:
    f_entity: list[DescribeClientQuotasResponse.EntryData.EntityData]
    f_values: list[DescribeClientQuotasResponse.EntryData.ValueData]
    n_entity = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_entity < 127 and n_entity * 3 < len(buf) - pos:
        pos += 1
    else:
        n_entity, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_entity: list[DescribeClientQuotasResponse.EntryData.EntityData] = []
    for _ in range(n_entity):
        e_entity, pos = _dec_EntityData_21(buf, pos)
        l_entity.append(e_entity)
    f_entity = l_entity
    n_values = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_values < 127 and n_values * 10 < len(buf) - pos:
        pos += 1
    else:
        n_values, pos = _p.dec_compact_array_len(buf, pos, 10)
    l_values: list[DescribeClientQuotasResponse.EntryData.ValueData] = []
    for _ in range(n_values):
        e_values, pos = _dec_ValueData_22(buf, pos)
        l_values.append(e_values)
    f_values = l_values
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClientQuotasResponse_EntryData(f_entity, f_values, unknown), pos


# DescribeClientQuotasResponse v1
def _dec_DescribeClientQuotasResponse_24(buf: memoryview, pos: int) -> tuple[DescribeClientQuotasResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_entries: list[DescribeClientQuotasResponse.EntryData] | None
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_entries = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_entries < 127 and n_entries * 3 < len(buf) - pos:
        pos += 1
    else:
        n_entries, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_entries < 0:
        f_entries = None
    else:
        l_entries: list[DescribeClientQuotasResponse.EntryData] = []
        for _ in range(n_entries):
            e_entries, pos = _dec_EntryData_23(buf, pos)
            l_entries.append(e_entries)
        f_entries = l_entries
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClientQuotasResponse(f_throttle_time_ms, f_error_code, f_error_message, f_entries, unknown), pos


DescribeClientQuotasRequest._ENCODERS = (_enc_DescribeClientQuotasRequest_2, _enc_DescribeClientQuotasRequest_4,)
DescribeClientQuotasRequest._DECODERS = (_dec_DescribeClientQuotasRequest_6, _dec_DescribeClientQuotasRequest_8,)
DescribeClientQuotasResponse._ENCODERS = (_enc_DescribeClientQuotasResponse_12, _enc_DescribeClientQuotasResponse_16,)
DescribeClientQuotasResponse._DECODERS = (_dec_DescribeClientQuotasResponse_20, _dec_DescribeClientQuotasResponse_24,)
DescribeClientQuotasRequest.RESPONSE = DescribeClientQuotasResponse
DescribeClientQuotasResponse.REQUEST = DescribeClientQuotasRequest
