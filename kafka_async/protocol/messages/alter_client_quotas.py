# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""AlterClientQuotas (API key 49): request and response, versions 0-1."""

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

__all__ = ["AlterClientQuotasRequest", "AlterClientQuotasResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class AlterClientQuotasRequest(Request["AlterClientQuotasResponse"]):
    """AlterClientQuotas request (API key 49): versions 0-1, flexible from 1."""

    API_KEY = 49
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
            #: The name of the entity, or null if the default. (v0+, nullable v0+)
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

        class OpData:
            """OpData (versions 0+)."""
            __slots__ = ('key', 'value', 'remove', 'unknown_tagged_fields',)
            #: The quota configuration key. (v0+)
            key: str
            #: The value to set, otherwise ignored if the value is to be removed. (v0+)
            value: float
            #: Whether the quota configuration value should be removed, otherwise set. (v0+)
            remove: bool
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, key: str = "", value: float = 0.0, remove: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.key = key
                self.value = value
                self.remove = remove
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(key={self.key!r}, value={self.value!r}, remove={self.remove!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.key, self.value, self.remove, self.unknown_tagged_fields,) == (other.key, other.value, other.remove, other.unknown_tagged_fields,)

        __slots__ = ('entity', 'ops', 'unknown_tagged_fields',)
        #: The quota entity to alter. (v0+)
        entity: list[AlterClientQuotasRequest.EntryData.EntityData]
        #: An individual quota configuration entry to alter. (v0+)
        ops: list[AlterClientQuotasRequest.EntryData.OpData]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, entity: list[AlterClientQuotasRequest.EntryData.EntityData] = _FRESH, ops: list[AlterClientQuotasRequest.EntryData.OpData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.entity = [] if entity is _FRESH else entity
            self.ops = [] if ops is _FRESH else ops
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(entity={self.entity!r}, ops={self.ops!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.entity, self.ops, self.unknown_tagged_fields,) == (other.entity, other.ops, other.unknown_tagged_fields,)

    __slots__ = ('entries', 'validate_only', 'unknown_tagged_fields',)
    #: The quota configuration entries to alter. (v0+)
    entries: list[AlterClientQuotasRequest.EntryData]
    #: Whether the alteration should be validated, but not performed. (v0+)
    validate_only: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, entries: list[AlterClientQuotasRequest.EntryData] = _FRESH, validate_only: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.entries = [] if entries is _FRESH else entries
        self.validate_only = validate_only
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(entries={self.entries!r}, validate_only={self.validate_only!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.entries, self.validate_only, self.unknown_tagged_fields,) == (other.entries, other.validate_only, other.unknown_tagged_fields,)


class AlterClientQuotasResponse(Response):
    """AlterClientQuotas response (API key 49): versions 0-1, flexible from 1."""

    API_KEY = 49
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
            #: The name of the entity, or null if the default. (v0+, nullable v0+)
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

        __slots__ = ('error_code', 'error_message', 'entity', 'unknown_tagged_fields',)
        #: The error code, or `0` if the quota alteration succeeded. (v0+)
        error_code: int
        #: The error message, or `null` if the quota alteration succeeded. (v0+, nullable v0+)
        error_message: str | None
        #: The quota entity to alter. (v0+)
        entity: list[AlterClientQuotasResponse.EntryData.EntityData]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, error_code: int = 0, error_message: str | None = "", entity: list[AlterClientQuotasResponse.EntryData.EntityData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.entity = [] if entity is _FRESH else entity
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(error_code={self.error_code!r}, error_message={self.error_message!r}, entity={self.entity!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.error_code, self.error_message, self.entity, self.unknown_tagged_fields,) == (other.error_code, other.error_message, other.entity, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'entries', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The quota configuration entries to alter. (v0+)
    entries: list[AlterClientQuotasResponse.EntryData]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, entries: list[AlterClientQuotasResponse.EntryData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.entries = [] if entries is _FRESH else entries
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, entries={self.entries!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.entries, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.entries, other.unknown_tagged_fields,)

_AlterClientQuotasRequest = AlterClientQuotasRequest
_AlterClientQuotasRequest_EntryData = AlterClientQuotasRequest.EntryData
_AlterClientQuotasRequest_EntryData_EntityData = AlterClientQuotasRequest.EntryData.EntityData
_AlterClientQuotasRequest_EntryData_OpData = AlterClientQuotasRequest.EntryData.OpData
_AlterClientQuotasResponse = AlterClientQuotasResponse
_AlterClientQuotasResponse_EntryData = AlterClientQuotasResponse.EntryData
_AlterClientQuotasResponse_EntryData_EntityData = AlterClientQuotasResponse.EntryData.EntityData

_S0 = Struct('>d?')
_S1 = Struct('>?')
_S2 = Struct('>i')
_S3 = Struct('>h')


# AlterClientQuotasRequest.EntryData.EntityData v0
def _enc_EntityData_1(o: AlterClientQuotasRequest.EntryData.EntityData, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.entity_type))
    out.append(_p.enc_nullable_string(o.entity_name))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterClientQuotasRequest.EntryData.OpData v0
def _enc_OpData_2(o: AlterClientQuotasRequest.EntryData.OpData, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.key))
    out.append(_S0.pack(o.value, o.remove))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterClientQuotasRequest.EntryData v0
def _enc_EntryData_3(o: AlterClientQuotasRequest.EntryData, out: list[Buffer]) -> None:
    a0 = o.entity
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_EntityData_1(e0, out)
    a1 = o.ops
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_OpData_2(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterClientQuotasRequest v0
def _enc_AlterClientQuotasRequest_4(o: AlterClientQuotasRequest, out: list[Buffer]) -> None:
    a0 = o.entries
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_EntryData_3(e0, out)
    out.append(_S1.pack(o.validate_only))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterClientQuotasRequest.EntryData.EntityData v1
def _enc_EntityData_5(o: AlterClientQuotasRequest.EntryData.EntityData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.entity_type))
    out.append(_p.enc_compact_nullable_string(o.entity_name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterClientQuotasRequest.EntryData.OpData v1
def _enc_OpData_6(o: AlterClientQuotasRequest.EntryData.OpData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.key))
    out.append(_S0.pack(o.value, o.remove))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterClientQuotasRequest.EntryData v1
def _enc_EntryData_7(o: AlterClientQuotasRequest.EntryData, out: list[Buffer]) -> None:
    a0 = o.entity
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_EntityData_5(e0, out)
    a1 = o.ops
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_OpData_6(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterClientQuotasRequest v1
def _enc_AlterClientQuotasRequest_8(o: AlterClientQuotasRequest, out: list[Buffer]) -> None:
    a0 = o.entries
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_EntryData_7(e0, out)
    out.append(_S1.pack(o.validate_only))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterClientQuotasRequest.EntryData.EntityData v0
def _dec_EntityData_9(buf: memoryview, pos: int) -> tuple[AlterClientQuotasRequest.EntryData.EntityData, int]:
    f_entity_type: str
    f_entity_name: str | None
    f_entity_type, pos = _p.dec_string(buf, pos)
    f_entity_name, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _AlterClientQuotasRequest_EntryData_EntityData(f_entity_type, f_entity_name, unknown), pos


# AlterClientQuotasRequest.EntryData.OpData v0
def _dec_OpData_10(buf: memoryview, pos: int) -> tuple[AlterClientQuotasRequest.EntryData.OpData, int]:
    f_key: str
    f_value: float
    f_remove: bool
    f_key, pos = _p.dec_string(buf, pos)
    f_value, f_remove = _S0.unpack_from(buf, pos)
    pos += 9
    unknown: dict[int, bytes] = {}
    return _AlterClientQuotasRequest_EntryData_OpData(f_key, f_value, f_remove, unknown), pos


# AlterClientQuotasRequest.EntryData v0
def _dec_EntryData_11(buf: memoryview, pos: int) -> tuple[AlterClientQuotasRequest.EntryData, int]:
    f_entity: list[AlterClientQuotasRequest.EntryData.EntityData]
    f_ops: list[AlterClientQuotasRequest.EntryData.OpData]
    n_entity, pos = _p.dec_array_len(buf, pos, 4)
    l_entity: list[AlterClientQuotasRequest.EntryData.EntityData] = []
    for _ in range(n_entity):
        e_entity, pos = _dec_EntityData_9(buf, pos)
        l_entity.append(e_entity)
    f_entity = l_entity
    n_ops, pos = _p.dec_array_len(buf, pos, 11)
    l_ops: list[AlterClientQuotasRequest.EntryData.OpData] = []
    for _ in range(n_ops):
        e_ops, pos = _dec_OpData_10(buf, pos)
        l_ops.append(e_ops)
    f_ops = l_ops
    unknown: dict[int, bytes] = {}
    return _AlterClientQuotasRequest_EntryData(f_entity, f_ops, unknown), pos


# AlterClientQuotasRequest v0
def _dec_AlterClientQuotasRequest_12(buf: memoryview, pos: int) -> tuple[AlterClientQuotasRequest, int]:
    f_entries: list[AlterClientQuotasRequest.EntryData]
    f_validate_only: bool
    n_entries, pos = _p.dec_array_len(buf, pos, 8)
    l_entries: list[AlterClientQuotasRequest.EntryData] = []
    for _ in range(n_entries):
        e_entries, pos = _dec_EntryData_11(buf, pos)
        l_entries.append(e_entries)
    f_entries = l_entries
    f_validate_only = _S1.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    return _AlterClientQuotasRequest(f_entries, f_validate_only, unknown), pos


# AlterClientQuotasRequest.EntryData.EntityData v1
def _dec_EntityData_13(buf: memoryview, pos: int) -> tuple[AlterClientQuotasRequest.EntryData.EntityData, int]:
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
    return _AlterClientQuotasRequest_EntryData_EntityData(f_entity_type, f_entity_name, unknown), pos


# AlterClientQuotasRequest.EntryData.OpData v1
def _dec_OpData_14(buf: memoryview, pos: int) -> tuple[AlterClientQuotasRequest.EntryData.OpData, int]:
    f_key: str
    f_value: float
    f_remove: bool
    c_key = buf[pos] if pos < len(buf) else 0
    if 0 < c_key < 128 and pos + c_key <= len(buf):
        f_key = _p.utf8_slice(buf, pos + 1, pos + c_key)
        pos += c_key
    else:
        f_key, pos = _p.dec_compact_string(buf, pos)
    f_value, f_remove = _S0.unpack_from(buf, pos)
    pos += 9
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterClientQuotasRequest_EntryData_OpData(f_key, f_value, f_remove, unknown), pos


# AlterClientQuotasRequest.EntryData v1
def _dec_EntryData_15(buf: memoryview, pos: int) -> tuple[AlterClientQuotasRequest.EntryData, int]:
    f_entity: list[AlterClientQuotasRequest.EntryData.EntityData]
    f_ops: list[AlterClientQuotasRequest.EntryData.OpData]
    n_entity = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_entity < 127 and n_entity * 3 < len(buf) - pos:
        pos += 1
    else:
        n_entity, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_entity: list[AlterClientQuotasRequest.EntryData.EntityData] = []
    for _ in range(n_entity):
        e_entity, pos = _dec_EntityData_13(buf, pos)
        l_entity.append(e_entity)
    f_entity = l_entity
    n_ops = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_ops < 127 and n_ops * 11 < len(buf) - pos:
        pos += 1
    else:
        n_ops, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_ops: list[AlterClientQuotasRequest.EntryData.OpData] = []
    for _ in range(n_ops):
        e_ops, pos = _dec_OpData_14(buf, pos)
        l_ops.append(e_ops)
    f_ops = l_ops
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterClientQuotasRequest_EntryData(f_entity, f_ops, unknown), pos


# AlterClientQuotasRequest v1
def _dec_AlterClientQuotasRequest_16(buf: memoryview, pos: int) -> tuple[AlterClientQuotasRequest, int]:
    f_entries: list[AlterClientQuotasRequest.EntryData]
    f_validate_only: bool
    n_entries = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_entries < 127 and n_entries * 3 < len(buf) - pos:
        pos += 1
    else:
        n_entries, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_entries: list[AlterClientQuotasRequest.EntryData] = []
    for _ in range(n_entries):
        e_entries, pos = _dec_EntryData_15(buf, pos)
        l_entries.append(e_entries)
    f_entries = l_entries
    f_validate_only = _S1.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterClientQuotasRequest(f_entries, f_validate_only, unknown), pos


# AlterClientQuotasResponse.EntryData.EntityData v0
def _enc_EntityData_17(o: AlterClientQuotasResponse.EntryData.EntityData, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.entity_type))
    out.append(_p.enc_nullable_string(o.entity_name))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterClientQuotasResponse.EntryData v0
def _enc_EntryData_18(o: AlterClientQuotasResponse.EntryData, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    a2 = o.entity
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_EntityData_17(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterClientQuotasResponse v0
def _enc_AlterClientQuotasResponse_19(o: AlterClientQuotasResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.entries
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_EntryData_18(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AlterClientQuotasResponse.EntryData.EntityData v1
def _enc_EntityData_20(o: AlterClientQuotasResponse.EntryData.EntityData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.entity_type))
    out.append(_p.enc_compact_nullable_string(o.entity_name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterClientQuotasResponse.EntryData v1
def _enc_EntryData_21(o: AlterClientQuotasResponse.EntryData, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a2 = o.entity
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_EntityData_20(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterClientQuotasResponse v1
def _enc_AlterClientQuotasResponse_22(o: AlterClientQuotasResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.entries
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_EntryData_21(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AlterClientQuotasResponse.EntryData.EntityData v0
def _dec_EntityData_23(buf: memoryview, pos: int) -> tuple[AlterClientQuotasResponse.EntryData.EntityData, int]:
    f_entity_type: str
    f_entity_name: str | None
    f_entity_type, pos = _p.dec_string(buf, pos)
    f_entity_name, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _AlterClientQuotasResponse_EntryData_EntityData(f_entity_type, f_entity_name, unknown), pos


# AlterClientQuotasResponse.EntryData v0
def _dec_EntryData_24(buf: memoryview, pos: int) -> tuple[AlterClientQuotasResponse.EntryData, int]:
    f_error_code: int
    f_error_message: str | None
    f_entity: list[AlterClientQuotasResponse.EntryData.EntityData]
    f_error_code = _S3.unpack_from(buf, pos)[0]
    pos += 2
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    n_entity, pos = _p.dec_array_len(buf, pos, 4)
    l_entity: list[AlterClientQuotasResponse.EntryData.EntityData] = []
    for _ in range(n_entity):
        e_entity, pos = _dec_EntityData_23(buf, pos)
        l_entity.append(e_entity)
    f_entity = l_entity
    unknown: dict[int, bytes] = {}
    return _AlterClientQuotasResponse_EntryData(f_error_code, f_error_message, f_entity, unknown), pos


# AlterClientQuotasResponse v0
def _dec_AlterClientQuotasResponse_25(buf: memoryview, pos: int) -> tuple[AlterClientQuotasResponse, int]:
    f_throttle_time_ms: int
    f_entries: list[AlterClientQuotasResponse.EntryData]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_entries, pos = _p.dec_array_len(buf, pos, 8)
    l_entries: list[AlterClientQuotasResponse.EntryData] = []
    for _ in range(n_entries):
        e_entries, pos = _dec_EntryData_24(buf, pos)
        l_entries.append(e_entries)
    f_entries = l_entries
    unknown: dict[int, bytes] = {}
    return _AlterClientQuotasResponse(f_throttle_time_ms, f_entries, unknown), pos


# AlterClientQuotasResponse.EntryData.EntityData v1
def _dec_EntityData_26(buf: memoryview, pos: int) -> tuple[AlterClientQuotasResponse.EntryData.EntityData, int]:
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
    return _AlterClientQuotasResponse_EntryData_EntityData(f_entity_type, f_entity_name, unknown), pos


# AlterClientQuotasResponse.EntryData v1
def _dec_EntryData_27(buf: memoryview, pos: int) -> tuple[AlterClientQuotasResponse.EntryData, int]:
    f_error_code: int
    f_error_message: str | None
    f_entity: list[AlterClientQuotasResponse.EntryData.EntityData]
    f_error_code = _S3.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_entity = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_entity < 127 and n_entity * 3 < len(buf) - pos:
        pos += 1
    else:
        n_entity, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_entity: list[AlterClientQuotasResponse.EntryData.EntityData] = []
    for _ in range(n_entity):
        e_entity, pos = _dec_EntityData_26(buf, pos)
        l_entity.append(e_entity)
    f_entity = l_entity
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterClientQuotasResponse_EntryData(f_error_code, f_error_message, f_entity, unknown), pos


# AlterClientQuotasResponse v1
def _dec_AlterClientQuotasResponse_28(buf: memoryview, pos: int) -> tuple[AlterClientQuotasResponse, int]:
    f_throttle_time_ms: int
    f_entries: list[AlterClientQuotasResponse.EntryData]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_entries = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_entries < 127 and n_entries * 5 < len(buf) - pos:
        pos += 1
    else:
        n_entries, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_entries: list[AlterClientQuotasResponse.EntryData] = []
    for _ in range(n_entries):
        e_entries, pos = _dec_EntryData_27(buf, pos)
        l_entries.append(e_entries)
    f_entries = l_entries
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AlterClientQuotasResponse(f_throttle_time_ms, f_entries, unknown), pos


AlterClientQuotasRequest._ENCODERS = (_enc_AlterClientQuotasRequest_4, _enc_AlterClientQuotasRequest_8,)
AlterClientQuotasRequest._DECODERS = (_dec_AlterClientQuotasRequest_12, _dec_AlterClientQuotasRequest_16,)
AlterClientQuotasResponse._ENCODERS = (_enc_AlterClientQuotasResponse_19, _enc_AlterClientQuotasResponse_22,)
AlterClientQuotasResponse._DECODERS = (_dec_AlterClientQuotasResponse_25, _dec_AlterClientQuotasResponse_28,)
AlterClientQuotasRequest.RESPONSE = AlterClientQuotasResponse
AlterClientQuotasResponse.REQUEST = AlterClientQuotasRequest
