# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeCluster (API key 60): request and response, versions 0-2."""

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

__all__ = ["DescribeClusterRequest", "DescribeClusterResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeClusterRequest(Request["DescribeClusterResponse"]):
    """DescribeCluster request (API key 60): versions 0-2, flexible from 0."""

    API_KEY = 60
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    __slots__ = ('include_cluster_authorized_operations', 'endpoint_type', 'include_fenced_brokers', 'unknown_tagged_fields',)
    #: Whether to include cluster authorized operations. (v0+)
    include_cluster_authorized_operations: bool
    #: The endpoint type to describe. 1=brokers, 2=controllers. (v1+)
    endpoint_type: int
    #: Whether to include fenced brokers when listing brokers. (v2+)
    include_fenced_brokers: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, include_cluster_authorized_operations: bool = False, endpoint_type: int = 1, include_fenced_brokers: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.include_cluster_authorized_operations = include_cluster_authorized_operations
        self.endpoint_type = endpoint_type
        self.include_fenced_brokers = include_fenced_brokers
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(include_cluster_authorized_operations={self.include_cluster_authorized_operations!r}, endpoint_type={self.endpoint_type!r}, include_fenced_brokers={self.include_fenced_brokers!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.include_cluster_authorized_operations, self.endpoint_type, self.include_fenced_brokers, self.unknown_tagged_fields,) == (other.include_cluster_authorized_operations, other.endpoint_type, other.include_fenced_brokers, other.unknown_tagged_fields,)


class DescribeClusterResponse(Response):
    """DescribeCluster response (API key 60): versions 0-2, flexible from 0."""

    API_KEY = 60
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0


    class DescribeClusterBroker:
        """DescribeClusterBroker (versions 0+)."""
        __slots__ = ('broker_id', 'host', 'port', 'rack', 'is_fenced', 'unknown_tagged_fields',)
        #: The broker ID. (v0+)
        broker_id: int
        #: The broker hostname. (v0+)
        host: str
        #: The broker port. (v0+)
        port: int
        #: The rack of the broker, or null if it has not been assigned to a rack. (v0+, nullable v0+)
        rack: str | None
        #: Whether the broker is fenced (v2+)
        is_fenced: bool
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, broker_id: int = 0, host: str = "", port: int = 0, rack: str | None = None, is_fenced: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.broker_id = broker_id
            self.host = host
            self.port = port
            self.rack = rack
            self.is_fenced = is_fenced
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(broker_id={self.broker_id!r}, host={self.host!r}, port={self.port!r}, rack={self.rack!r}, is_fenced={self.is_fenced!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.broker_id, self.host, self.port, self.rack, self.is_fenced, self.unknown_tagged_fields,) == (other.broker_id, other.host, other.port, other.rack, other.is_fenced, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'endpoint_type', 'cluster_id', 'controller_id', 'brokers', 'cluster_authorized_operations', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The top-level error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The top-level error message, or null if there was no error. (v0+, nullable v0+)
    error_message: str | None
    #: The endpoint type that was described. 1=brokers, 2=controllers. (v1+)
    endpoint_type: int
    #: The cluster ID that responding broker belongs to. (v0+)
    cluster_id: str
    #: The ID of the controller. When handled by a controller, returns the current voter leader ID. When handled by a broker, returns a random alive broker ID as a fallback. (v0+)
    controller_id: int
    #: Each broker in the response. (v0+)
    brokers: list[DescribeClusterResponse.DescribeClusterBroker]
    #: 32-bit bitfield to represent authorized operations for this cluster. (v0+)
    cluster_authorized_operations: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = None, endpoint_type: int = 1, cluster_id: str = "", controller_id: int = -1, brokers: list[DescribeClusterResponse.DescribeClusterBroker] = _FRESH, cluster_authorized_operations: int = -2147483648, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.endpoint_type = endpoint_type
        self.cluster_id = cluster_id
        self.controller_id = controller_id
        self.brokers = [] if brokers is _FRESH else brokers
        self.cluster_authorized_operations = cluster_authorized_operations
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, endpoint_type={self.endpoint_type!r}, cluster_id={self.cluster_id!r}, controller_id={self.controller_id!r}, brokers={self.brokers!r}, cluster_authorized_operations={self.cluster_authorized_operations!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.error_message, self.endpoint_type, self.cluster_id, self.controller_id, self.brokers, self.cluster_authorized_operations, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.error_message, other.endpoint_type, other.cluster_id, other.controller_id, other.brokers, other.cluster_authorized_operations, other.unknown_tagged_fields,)

_DescribeClusterRequest = DescribeClusterRequest
_DescribeClusterResponse = DescribeClusterResponse
_DescribeClusterResponse_DescribeClusterBroker = DescribeClusterResponse.DescribeClusterBroker

_S0 = Struct('>?')
_S1 = Struct('>?b')
_S2 = Struct('>?b?')
_S3 = Struct('>ih')
_S4 = Struct('>i')
_S5 = Struct('>b')


# DescribeClusterRequest v0
def _enc_DescribeClusterRequest_1(o: DescribeClusterRequest, out: list[Buffer]) -> None:
    if o.endpoint_type != 1:
        raise _EncodeError('endpoint_type' + _UNSUPPORTED)
    if o.include_fenced_brokers != False:
        raise _EncodeError('include_fenced_brokers' + _UNSUPPORTED)
    out.append(_S0.pack(o.include_cluster_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClusterRequest v1
def _enc_DescribeClusterRequest_2(o: DescribeClusterRequest, out: list[Buffer]) -> None:
    if o.include_fenced_brokers != False:
        raise _EncodeError('include_fenced_brokers' + _UNSUPPORTED)
    out.append(_S1.pack(o.include_cluster_authorized_operations, o.endpoint_type))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClusterRequest v2
def _enc_DescribeClusterRequest_3(o: DescribeClusterRequest, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.include_cluster_authorized_operations, o.endpoint_type, o.include_fenced_brokers))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClusterRequest v0
def _dec_DescribeClusterRequest_4(buf: memoryview, pos: int) -> tuple[DescribeClusterRequest, int]:
    f_include_cluster_authorized_operations: bool
    f_include_cluster_authorized_operations = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClusterRequest(f_include_cluster_authorized_operations, 1, False, unknown), pos


# DescribeClusterRequest v1
def _dec_DescribeClusterRequest_5(buf: memoryview, pos: int) -> tuple[DescribeClusterRequest, int]:
    f_include_cluster_authorized_operations: bool
    f_endpoint_type: int
    f_include_cluster_authorized_operations, f_endpoint_type = _S1.unpack_from(buf, pos)
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClusterRequest(f_include_cluster_authorized_operations, f_endpoint_type, False, unknown), pos


# DescribeClusterRequest v2
def _dec_DescribeClusterRequest_6(buf: memoryview, pos: int) -> tuple[DescribeClusterRequest, int]:
    f_include_cluster_authorized_operations: bool
    f_endpoint_type: int
    f_include_fenced_brokers: bool
    f_include_cluster_authorized_operations, f_endpoint_type, f_include_fenced_brokers = _S2.unpack_from(buf, pos)
    pos += 3
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClusterRequest(f_include_cluster_authorized_operations, f_endpoint_type, f_include_fenced_brokers, unknown), pos


# DescribeClusterResponse.DescribeClusterBroker v0-1
def _enc_DescribeClusterBroker_7(o: DescribeClusterResponse.DescribeClusterBroker, out: list[Buffer]) -> None:
    if o.is_fenced != False:
        raise _EncodeError('is_fenced' + _UNSUPPORTED)
    out.append(_S4.pack(o.broker_id))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S4.pack(o.port))
    out.append(_p.enc_compact_nullable_string(o.rack))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClusterResponse v0
def _enc_DescribeClusterResponse_8(o: DescribeClusterResponse, out: list[Buffer]) -> None:
    if o.endpoint_type != 1:
        raise _EncodeError('endpoint_type' + _UNSUPPORTED)
    out.append(_S3.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_p.enc_compact_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a5 = o.brokers
    out.append(_p.enc_uvarint(len(a5) + 1))
    for e5 in a5:
        _enc_DescribeClusterBroker_7(e5, out)
    out.append(_S4.pack(o.cluster_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClusterResponse v1
def _enc_DescribeClusterResponse_9(o: DescribeClusterResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_S5.pack(o.endpoint_type))
    out.append(_p.enc_compact_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a6 = o.brokers
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_DescribeClusterBroker_7(e6, out)
    out.append(_S4.pack(o.cluster_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClusterResponse.DescribeClusterBroker v2
def _enc_DescribeClusterBroker_10(o: DescribeClusterResponse.DescribeClusterBroker, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.broker_id))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S4.pack(o.port))
    out.append(_p.enc_compact_nullable_string(o.rack))
    out.append(_S0.pack(o.is_fenced))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClusterResponse v2
def _enc_DescribeClusterResponse_11(o: DescribeClusterResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_S5.pack(o.endpoint_type))
    out.append(_p.enc_compact_string(o.cluster_id))
    out.append(_S4.pack(o.controller_id))
    a6 = o.brokers
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_DescribeClusterBroker_10(e6, out)
    out.append(_S4.pack(o.cluster_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeClusterResponse.DescribeClusterBroker v0-1
def _dec_DescribeClusterBroker_12(buf: memoryview, pos: int) -> tuple[DescribeClusterResponse.DescribeClusterBroker, int]:
    f_broker_id: int
    f_host: str
    f_port: int
    f_rack: str | None
    f_broker_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S4.unpack_from(buf, pos)[0]
    pos += 4
    if pos < len(buf) and buf[pos] == 0:
        f_rack = None
        pos += 1
    else:
        f_rack, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClusterResponse_DescribeClusterBroker(f_broker_id, f_host, f_port, f_rack, False, unknown), pos


# DescribeClusterResponse v0
def _dec_DescribeClusterResponse_13(buf: memoryview, pos: int) -> tuple[DescribeClusterResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_cluster_id: str
    f_controller_id: int
    f_brokers: list[DescribeClusterResponse.DescribeClusterBroker]
    f_cluster_authorized_operations: int
    f_throttle_time_ms, f_error_code = _S3.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    c_cluster_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_cluster_id < 128 and pos + c_cluster_id <= len(buf):
        f_cluster_id = _p.utf8_slice(buf, pos + 1, pos + c_cluster_id)
        pos += c_cluster_id
    else:
        f_cluster_id, pos = _p.dec_compact_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_brokers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_brokers < 127 and n_brokers * 11 < len(buf) - pos:
        pos += 1
    else:
        n_brokers, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_brokers: list[DescribeClusterResponse.DescribeClusterBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_DescribeClusterBroker_12(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    f_cluster_authorized_operations = _S4.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClusterResponse(f_throttle_time_ms, f_error_code, f_error_message, 1, f_cluster_id, f_controller_id, f_brokers, f_cluster_authorized_operations, unknown), pos


# DescribeClusterResponse v1
def _dec_DescribeClusterResponse_14(buf: memoryview, pos: int) -> tuple[DescribeClusterResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_endpoint_type: int
    f_cluster_id: str
    f_controller_id: int
    f_brokers: list[DescribeClusterResponse.DescribeClusterBroker]
    f_cluster_authorized_operations: int
    f_throttle_time_ms, f_error_code = _S3.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    f_endpoint_type = _S5.unpack_from(buf, pos)[0]
    pos += 1
    c_cluster_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_cluster_id < 128 and pos + c_cluster_id <= len(buf):
        f_cluster_id = _p.utf8_slice(buf, pos + 1, pos + c_cluster_id)
        pos += c_cluster_id
    else:
        f_cluster_id, pos = _p.dec_compact_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_brokers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_brokers < 127 and n_brokers * 11 < len(buf) - pos:
        pos += 1
    else:
        n_brokers, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_brokers: list[DescribeClusterResponse.DescribeClusterBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_DescribeClusterBroker_12(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    f_cluster_authorized_operations = _S4.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClusterResponse(f_throttle_time_ms, f_error_code, f_error_message, f_endpoint_type, f_cluster_id, f_controller_id, f_brokers, f_cluster_authorized_operations, unknown), pos


# DescribeClusterResponse.DescribeClusterBroker v2
def _dec_DescribeClusterBroker_15(buf: memoryview, pos: int) -> tuple[DescribeClusterResponse.DescribeClusterBroker, int]:
    f_broker_id: int
    f_host: str
    f_port: int
    f_rack: str | None
    f_is_fenced: bool
    f_broker_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S4.unpack_from(buf, pos)[0]
    pos += 4
    if pos < len(buf) and buf[pos] == 0:
        f_rack = None
        pos += 1
    else:
        f_rack, pos = _p.dec_compact_nullable_string(buf, pos)
    f_is_fenced = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClusterResponse_DescribeClusterBroker(f_broker_id, f_host, f_port, f_rack, f_is_fenced, unknown), pos


# DescribeClusterResponse v2
def _dec_DescribeClusterResponse_16(buf: memoryview, pos: int) -> tuple[DescribeClusterResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_endpoint_type: int
    f_cluster_id: str
    f_controller_id: int
    f_brokers: list[DescribeClusterResponse.DescribeClusterBroker]
    f_cluster_authorized_operations: int
    f_throttle_time_ms, f_error_code = _S3.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    f_endpoint_type = _S5.unpack_from(buf, pos)[0]
    pos += 1
    c_cluster_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_cluster_id < 128 and pos + c_cluster_id <= len(buf):
        f_cluster_id = _p.utf8_slice(buf, pos + 1, pos + c_cluster_id)
        pos += c_cluster_id
    else:
        f_cluster_id, pos = _p.dec_compact_string(buf, pos)
    f_controller_id = _S4.unpack_from(buf, pos)[0]
    pos += 4
    n_brokers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_brokers < 127 and n_brokers * 12 < len(buf) - pos:
        pos += 1
    else:
        n_brokers, pos = _p.dec_compact_array_len(buf, pos, 12)
    l_brokers: list[DescribeClusterResponse.DescribeClusterBroker] = []
    for _ in range(n_brokers):
        e_brokers, pos = _dec_DescribeClusterBroker_15(buf, pos)
        l_brokers.append(e_brokers)
    f_brokers = l_brokers
    f_cluster_authorized_operations = _S4.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeClusterResponse(f_throttle_time_ms, f_error_code, f_error_message, f_endpoint_type, f_cluster_id, f_controller_id, f_brokers, f_cluster_authorized_operations, unknown), pos


DescribeClusterRequest._ENCODERS = (_enc_DescribeClusterRequest_1, _enc_DescribeClusterRequest_2, _enc_DescribeClusterRequest_3,)
DescribeClusterRequest._DECODERS = (_dec_DescribeClusterRequest_4, _dec_DescribeClusterRequest_5, _dec_DescribeClusterRequest_6,)
DescribeClusterResponse._ENCODERS = (_enc_DescribeClusterResponse_8, _enc_DescribeClusterResponse_9, _enc_DescribeClusterResponse_11,)
DescribeClusterResponse._DECODERS = (_dec_DescribeClusterResponse_13, _dec_DescribeClusterResponse_14, _dec_DescribeClusterResponse_16,)
DescribeClusterRequest.RESPONSE = DescribeClusterResponse
DescribeClusterResponse.REQUEST = DescribeClusterRequest
