# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""FindCoordinator (API key 10): request and response, versions 0-6."""

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

__all__ = ["FindCoordinatorRequest", "FindCoordinatorResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class FindCoordinatorRequest(Request["FindCoordinatorResponse"]):
    """FindCoordinator request (API key 10): versions 0-6, flexible from 3."""

    API_KEY = 10
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 3

    __slots__ = ('key', 'key_type', 'coordinator_keys', 'unknown_tagged_fields',)
    #: The coordinator key. (v0-3)
    key: str
    #: The coordinator key type. (group, transaction, share). (v1+)
    key_type: int
    #: The coordinator keys. (v4+)
    coordinator_keys: list[str]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, key: str = "", key_type: int = 0, coordinator_keys: list[str] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.key = key
        self.key_type = key_type
        self.coordinator_keys = [] if coordinator_keys is _FRESH else coordinator_keys
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(key={self.key!r}, key_type={self.key_type!r}, coordinator_keys={self.coordinator_keys!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.key, self.key_type, self.coordinator_keys, self.unknown_tagged_fields,) == (other.key, other.key_type, other.coordinator_keys, other.unknown_tagged_fields,)


class FindCoordinatorResponse(Response):
    """FindCoordinator response (API key 10): versions 0-6, flexible from 3."""

    API_KEY = 10
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 3


    class Coordinator:
        """Coordinator (versions 4+)."""
        __slots__ = ('key', 'node_id', 'host', 'port', 'error_code', 'error_message', 'unknown_tagged_fields',)
        #: The coordinator key. (v4+)
        key: str
        #: The node id. (v4+)
        node_id: int
        #: The host name. (v4+)
        host: str
        #: The port. (v4+)
        port: int
        #: The error code, or 0 if there was no error. (v4+)
        error_code: int
        #: The error message, or null if there was no error. (v4+, nullable v4+, ignorable)
        error_message: str | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, key: str = "", node_id: int = 0, host: str = "", port: int = 0, error_code: int = 0, error_message: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.key = key
            self.node_id = node_id
            self.host = host
            self.port = port
            self.error_code = error_code
            self.error_message = error_message
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(key={self.key!r}, node_id={self.node_id!r}, host={self.host!r}, port={self.port!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.key, self.node_id, self.host, self.port, self.error_code, self.error_message, self.unknown_tagged_fields,) == (other.key, other.node_id, other.host, other.port, other.error_code, other.error_message, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'node_id', 'host', 'port', 'coordinators', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v1+, ignorable)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0-3)
    error_code: int
    #: The error message, or null if there was no error. (v1-3, nullable v1-3, ignorable)
    error_message: str | None
    #: The node id. (v0-3)
    node_id: int
    #: The host name. (v0-3)
    host: str
    #: The port. (v0-3)
    port: int
    #: Each coordinator result in the response. (v4+)
    coordinators: list[FindCoordinatorResponse.Coordinator]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = "", node_id: int = 0, host: str = "", port: int = 0, coordinators: list[FindCoordinatorResponse.Coordinator] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.node_id = node_id
        self.host = host
        self.port = port
        self.coordinators = [] if coordinators is _FRESH else coordinators
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, node_id={self.node_id!r}, host={self.host!r}, port={self.port!r}, coordinators={self.coordinators!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.error_message, self.node_id, self.host, self.port, self.coordinators, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.error_message, other.node_id, other.host, other.port, other.coordinators, other.unknown_tagged_fields,)

_FindCoordinatorRequest = FindCoordinatorRequest
_FindCoordinatorResponse = FindCoordinatorResponse
_FindCoordinatorResponse_Coordinator = FindCoordinatorResponse.Coordinator

_S0 = Struct('>b')
_S1 = Struct('>hi')
_S2 = Struct('>i')
_S3 = Struct('>ih')


# FindCoordinatorRequest v0
def _enc_FindCoordinatorRequest_1(o: FindCoordinatorRequest, out: list[Buffer]) -> None:
    if o.key_type != 0:
        raise _EncodeError('key_type' + _UNSUPPORTED)
    if len(o.coordinator_keys) != 0:
        raise _EncodeError('coordinator_keys' + _UNSUPPORTED)
    out.append(_p.enc_string(o.key))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FindCoordinatorRequest v1-2
def _enc_FindCoordinatorRequest_2(o: FindCoordinatorRequest, out: list[Buffer]) -> None:
    if len(o.coordinator_keys) != 0:
        raise _EncodeError('coordinator_keys' + _UNSUPPORTED)
    out.append(_p.enc_string(o.key))
    out.append(_S0.pack(o.key_type))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FindCoordinatorRequest v3
def _enc_FindCoordinatorRequest_3(o: FindCoordinatorRequest, out: list[Buffer]) -> None:
    if len(o.coordinator_keys) != 0:
        raise _EncodeError('coordinator_keys' + _UNSUPPORTED)
    out.append(_p.enc_compact_string(o.key))
    out.append(_S0.pack(o.key_type))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FindCoordinatorRequest v4-6
def _enc_FindCoordinatorRequest_4(o: FindCoordinatorRequest, out: list[Buffer]) -> None:
    if o.key != "":
        raise _EncodeError('key' + _UNSUPPORTED)
    out.append(_S0.pack(o.key_type))
    a1 = o.coordinator_keys
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.extend([_p.enc_compact_string(e) for e in a1])
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FindCoordinatorRequest v0
def _dec_FindCoordinatorRequest_5(buf: memoryview, pos: int) -> tuple[FindCoordinatorRequest, int]:
    f_key: str
    f_key, pos = _p.dec_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _FindCoordinatorRequest(f_key, 0, [], unknown), pos


# FindCoordinatorRequest v1-2
def _dec_FindCoordinatorRequest_6(buf: memoryview, pos: int) -> tuple[FindCoordinatorRequest, int]:
    f_key: str
    f_key_type: int
    f_key, pos = _p.dec_string(buf, pos)
    f_key_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    return _FindCoordinatorRequest(f_key, f_key_type, [], unknown), pos


# FindCoordinatorRequest v3
def _dec_FindCoordinatorRequest_7(buf: memoryview, pos: int) -> tuple[FindCoordinatorRequest, int]:
    f_key: str
    f_key_type: int
    c_key = buf[pos] if pos < len(buf) else 0
    if 0 < c_key < 128 and pos + c_key <= len(buf):
        f_key = _p.utf8_slice(buf, pos + 1, pos + c_key)
        pos += c_key
    else:
        f_key, pos = _p.dec_compact_string(buf, pos)
    f_key_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FindCoordinatorRequest(f_key, f_key_type, [], unknown), pos


# FindCoordinatorRequest v4-6
def _dec_FindCoordinatorRequest_8(buf: memoryview, pos: int) -> tuple[FindCoordinatorRequest, int]:
    f_key_type: int
    f_coordinator_keys: list[str]
    f_key_type = _S0.unpack_from(buf, pos)[0]
    pos += 1
    n_coordinator_keys = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_coordinator_keys < 127 and n_coordinator_keys < len(buf) - pos:
        pos += 1
    else:
        n_coordinator_keys, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_coordinator_keys: list[str] = []
    for _ in range(n_coordinator_keys):
        e_coordinator_keys, pos = _p.dec_compact_string(buf, pos)
        l_coordinator_keys.append(e_coordinator_keys)
    f_coordinator_keys = l_coordinator_keys
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FindCoordinatorRequest("", f_key_type, f_coordinator_keys, unknown), pos


# FindCoordinatorResponse v0
def _enc_FindCoordinatorResponse_9(o: FindCoordinatorResponse, out: list[Buffer]) -> None:
    if len(o.coordinators) != 0:
        raise _EncodeError('coordinators' + _UNSUPPORTED)
    out.append(_S1.pack(o.error_code, o.node_id))
    out.append(_p.enc_string(o.host))
    out.append(_S2.pack(o.port))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FindCoordinatorResponse v1-2
def _enc_FindCoordinatorResponse_10(o: FindCoordinatorResponse, out: list[Buffer]) -> None:
    if len(o.coordinators) != 0:
        raise _EncodeError('coordinators' + _UNSUPPORTED)
    out.append(_S3.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    out.append(_S2.pack(o.node_id))
    out.append(_p.enc_string(o.host))
    out.append(_S2.pack(o.port))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# FindCoordinatorResponse v3
def _enc_FindCoordinatorResponse_11(o: FindCoordinatorResponse, out: list[Buffer]) -> None:
    if len(o.coordinators) != 0:
        raise _EncodeError('coordinators' + _UNSUPPORTED)
    out.append(_S3.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_S2.pack(o.node_id))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S2.pack(o.port))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FindCoordinatorResponse.Coordinator v4-6
def _enc_Coordinator_12(o: FindCoordinatorResponse.Coordinator, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.key))
    out.append(_S2.pack(o.node_id))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S3.pack(o.port, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FindCoordinatorResponse v4-6
def _enc_FindCoordinatorResponse_13(o: FindCoordinatorResponse, out: list[Buffer]) -> None:
    if o.error_code != 0:
        raise _EncodeError('error_code' + _UNSUPPORTED)
    if o.node_id != 0:
        raise _EncodeError('node_id' + _UNSUPPORTED)
    if o.host != "":
        raise _EncodeError('host' + _UNSUPPORTED)
    if o.port != 0:
        raise _EncodeError('port' + _UNSUPPORTED)
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.coordinators
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_Coordinator_12(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# FindCoordinatorResponse v0
def _dec_FindCoordinatorResponse_14(buf: memoryview, pos: int) -> tuple[FindCoordinatorResponse, int]:
    f_error_code: int
    f_node_id: int
    f_host: str
    f_port: int
    f_error_code, f_node_id = _S1.unpack_from(buf, pos)
    pos += 6
    f_host, pos = _p.dec_string(buf, pos)
    f_port = _S2.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _FindCoordinatorResponse(0, f_error_code, "", f_node_id, f_host, f_port, [], unknown), pos


# FindCoordinatorResponse v1-2
def _dec_FindCoordinatorResponse_15(buf: memoryview, pos: int) -> tuple[FindCoordinatorResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_node_id: int
    f_host: str
    f_port: int
    f_throttle_time_ms, f_error_code = _S3.unpack_from(buf, pos)
    pos += 6
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    f_node_id = _S2.unpack_from(buf, pos)[0]
    pos += 4
    f_host, pos = _p.dec_string(buf, pos)
    f_port = _S2.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _FindCoordinatorResponse(f_throttle_time_ms, f_error_code, f_error_message, f_node_id, f_host, f_port, [], unknown), pos


# FindCoordinatorResponse v3
def _dec_FindCoordinatorResponse_16(buf: memoryview, pos: int) -> tuple[FindCoordinatorResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_node_id: int
    f_host: str
    f_port: int
    f_throttle_time_ms, f_error_code = _S3.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    f_node_id = _S2.unpack_from(buf, pos)[0]
    pos += 4
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S2.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FindCoordinatorResponse(f_throttle_time_ms, f_error_code, f_error_message, f_node_id, f_host, f_port, [], unknown), pos


# FindCoordinatorResponse.Coordinator v4-6
def _dec_Coordinator_17(buf: memoryview, pos: int) -> tuple[FindCoordinatorResponse.Coordinator, int]:
    f_key: str
    f_node_id: int
    f_host: str
    f_port: int
    f_error_code: int
    f_error_message: str | None
    c_key = buf[pos] if pos < len(buf) else 0
    if 0 < c_key < 128 and pos + c_key <= len(buf):
        f_key = _p.utf8_slice(buf, pos + 1, pos + c_key)
        pos += c_key
    else:
        f_key, pos = _p.dec_compact_string(buf, pos)
    f_node_id = _S2.unpack_from(buf, pos)[0]
    pos += 4
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port, f_error_code = _S3.unpack_from(buf, pos)
    pos += 6
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
    return _FindCoordinatorResponse_Coordinator(f_key, f_node_id, f_host, f_port, f_error_code, f_error_message, unknown), pos


# FindCoordinatorResponse v4-6
def _dec_FindCoordinatorResponse_18(buf: memoryview, pos: int) -> tuple[FindCoordinatorResponse, int]:
    f_throttle_time_ms: int
    f_coordinators: list[FindCoordinatorResponse.Coordinator]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_coordinators = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_coordinators < 127 and n_coordinators * 14 < len(buf) - pos:
        pos += 1
    else:
        n_coordinators, pos = _p.dec_compact_array_len(buf, pos, 14)
    l_coordinators: list[FindCoordinatorResponse.Coordinator] = []
    for _ in range(n_coordinators):
        e_coordinators, pos = _dec_Coordinator_17(buf, pos)
        l_coordinators.append(e_coordinators)
    f_coordinators = l_coordinators
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _FindCoordinatorResponse(f_throttle_time_ms, 0, "", 0, "", 0, f_coordinators, unknown), pos


FindCoordinatorRequest._ENCODERS = (_enc_FindCoordinatorRequest_1, _enc_FindCoordinatorRequest_2, _enc_FindCoordinatorRequest_2, _enc_FindCoordinatorRequest_3, _enc_FindCoordinatorRequest_4, _enc_FindCoordinatorRequest_4, _enc_FindCoordinatorRequest_4,)
FindCoordinatorRequest._DECODERS = (_dec_FindCoordinatorRequest_5, _dec_FindCoordinatorRequest_6, _dec_FindCoordinatorRequest_6, _dec_FindCoordinatorRequest_7, _dec_FindCoordinatorRequest_8, _dec_FindCoordinatorRequest_8, _dec_FindCoordinatorRequest_8,)
FindCoordinatorResponse._ENCODERS = (_enc_FindCoordinatorResponse_9, _enc_FindCoordinatorResponse_10, _enc_FindCoordinatorResponse_10, _enc_FindCoordinatorResponse_11, _enc_FindCoordinatorResponse_13, _enc_FindCoordinatorResponse_13, _enc_FindCoordinatorResponse_13,)
FindCoordinatorResponse._DECODERS = (_dec_FindCoordinatorResponse_14, _dec_FindCoordinatorResponse_15, _dec_FindCoordinatorResponse_15, _dec_FindCoordinatorResponse_16, _dec_FindCoordinatorResponse_18, _dec_FindCoordinatorResponse_18, _dec_FindCoordinatorResponse_18,)
FindCoordinatorRequest.RESPONSE = FindCoordinatorResponse
FindCoordinatorResponse.REQUEST = FindCoordinatorRequest
