# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""PushTelemetry (API key 72): request and response, versions 0-0."""

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

__all__ = ["PushTelemetryRequest", "PushTelemetryResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class PushTelemetryRequest(Request["PushTelemetryResponse"]):
    """PushTelemetry request (API key 72): versions 0-0, flexible from 0."""

    API_KEY = 72
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    __slots__ = ('client_instance_id', 'subscription_id', 'terminating', 'compression_type', 'metrics', 'unknown_tagged_fields',)
    #: Unique id for this client instance. (v0+)
    client_instance_id: UUID
    #: Unique identifier for the current subscription. (v0+)
    subscription_id: int
    #: Client is terminating the connection. (v0+)
    terminating: bool
    #: Compression codec used to compress the metrics. (v0+)
    compression_type: int
    #: Metrics encoded in OpenTelemetry MetricsData v1 protobuf format. (v0+)
    metrics: bytes
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, client_instance_id: UUID = _ZERO_UUID, subscription_id: int = 0, terminating: bool = False, compression_type: int = 0, metrics: bytes = b"", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.client_instance_id = client_instance_id
        self.subscription_id = subscription_id
        self.terminating = terminating
        self.compression_type = compression_type
        self.metrics = metrics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(client_instance_id={self.client_instance_id!r}, subscription_id={self.subscription_id!r}, terminating={self.terminating!r}, compression_type={self.compression_type!r}, metrics={self.metrics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.client_instance_id, self.subscription_id, self.terminating, self.compression_type, self.metrics, self.unknown_tagged_fields,) == (other.client_instance_id, other.subscription_id, other.terminating, other.compression_type, other.metrics, other.unknown_tagged_fields,)


class PushTelemetryResponse(Response):
    """PushTelemetry response (API key 72): versions 0-0, flexible from 0."""

    API_KEY = 72
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    __slots__ = ('throttle_time_ms', 'error_code', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.unknown_tagged_fields,)

_PushTelemetryRequest = PushTelemetryRequest
_PushTelemetryResponse = PushTelemetryResponse

_S0 = Struct('>16si?b')
_S1 = Struct('>ih')


# PushTelemetryRequest v0
def _enc_PushTelemetryRequest_1(o: PushTelemetryRequest, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.client_instance_id.bytes, o.subscription_id, o.terminating, o.compression_type))
    out.append(_p.enc_compact_bytes(o.metrics))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# PushTelemetryRequest v0
def _dec_PushTelemetryRequest_2(buf: memoryview, pos: int) -> tuple[PushTelemetryRequest, int]:
    f_client_instance_id: UUID
    f_subscription_id: int
    f_terminating: bool
    f_compression_type: int
    f_metrics: bytes
    u_client_instance_id, f_subscription_id, f_terminating, f_compression_type = _S0.unpack_from(buf, pos)
    pos += 22
    f_client_instance_id = _UUID(bytes=u_client_instance_id)
    f_metrics, pos = _p.dec_compact_bytes(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _PushTelemetryRequest(f_client_instance_id, f_subscription_id, f_terminating, f_compression_type, f_metrics, unknown), pos


# PushTelemetryResponse v0
def _enc_PushTelemetryResponse_3(o: PushTelemetryResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# PushTelemetryResponse v0
def _dec_PushTelemetryResponse_4(buf: memoryview, pos: int) -> tuple[PushTelemetryResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _PushTelemetryResponse(f_throttle_time_ms, f_error_code, unknown), pos


PushTelemetryRequest._ENCODERS = (_enc_PushTelemetryRequest_1,)
PushTelemetryRequest._DECODERS = (_dec_PushTelemetryRequest_2,)
PushTelemetryResponse._ENCODERS = (_enc_PushTelemetryResponse_3,)
PushTelemetryResponse._DECODERS = (_dec_PushTelemetryResponse_4,)
PushTelemetryRequest.RESPONSE = PushTelemetryResponse
PushTelemetryResponse.REQUEST = PushTelemetryRequest
