# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""GetTelemetrySubscriptions (API key 71): request and response, versions 0-0."""

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

__all__ = ["GetTelemetrySubscriptionsRequest", "GetTelemetrySubscriptionsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class GetTelemetrySubscriptionsRequest(Request["GetTelemetrySubscriptionsResponse"]):
    """GetTelemetrySubscriptions request (API key 71): versions 0-0, flexible from 0."""

    API_KEY = 71
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    __slots__ = ('client_instance_id', 'unknown_tagged_fields',)
    #: Unique id for this client instance, must be set to 0 on the first request. (v0+)
    client_instance_id: UUID
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, client_instance_id: UUID = _ZERO_UUID, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.client_instance_id = client_instance_id
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(client_instance_id={self.client_instance_id!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.client_instance_id, self.unknown_tagged_fields,) == (other.client_instance_id, other.unknown_tagged_fields,)


class GetTelemetrySubscriptionsResponse(Response):
    """GetTelemetrySubscriptions response (API key 71): versions 0-0, flexible from 0."""

    API_KEY = 71
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    __slots__ = ('throttle_time_ms', 'error_code', 'client_instance_id', 'subscription_id', 'accepted_compression_types', 'push_interval_ms', 'telemetry_max_bytes', 'delta_temporality', 'requested_metrics', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: Assigned client instance id if ClientInstanceId was 0 in the request, else 0. (v0+)
    client_instance_id: UUID
    #: Unique identifier for the current subscription set for this client instance. (v0+)
    subscription_id: int
    #: Compression types that broker accepts for the PushTelemetryRequest. (v0+)
    accepted_compression_types: list[int]
    #: Configured push interval, which is the lowest configured interval in the current subscription set. (v0+)
    push_interval_ms: int
    #: The maximum bytes of binary data the broker accepts in PushTelemetryRequest. (v0+)
    telemetry_max_bytes: int
    #: Flag to indicate monotonic/counter metrics are to be emitted as deltas or cumulative values. (v0+)
    delta_temporality: bool
    #: Requested metrics prefix string match. Empty array: No metrics subscribed, Array[0] empty string: All metrics subscribed. (v0+)
    requested_metrics: list[str]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, client_instance_id: UUID = _ZERO_UUID, subscription_id: int = 0, accepted_compression_types: list[int] = _FRESH, push_interval_ms: int = 0, telemetry_max_bytes: int = 0, delta_temporality: bool = False, requested_metrics: list[str] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.client_instance_id = client_instance_id
        self.subscription_id = subscription_id
        self.accepted_compression_types = [] if accepted_compression_types is _FRESH else accepted_compression_types
        self.push_interval_ms = push_interval_ms
        self.telemetry_max_bytes = telemetry_max_bytes
        self.delta_temporality = delta_temporality
        self.requested_metrics = [] if requested_metrics is _FRESH else requested_metrics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, client_instance_id={self.client_instance_id!r}, subscription_id={self.subscription_id!r}, accepted_compression_types={self.accepted_compression_types!r}, push_interval_ms={self.push_interval_ms!r}, telemetry_max_bytes={self.telemetry_max_bytes!r}, delta_temporality={self.delta_temporality!r}, requested_metrics={self.requested_metrics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.client_instance_id, self.subscription_id, self.accepted_compression_types, self.push_interval_ms, self.telemetry_max_bytes, self.delta_temporality, self.requested_metrics, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.client_instance_id, other.subscription_id, other.accepted_compression_types, other.push_interval_ms, other.telemetry_max_bytes, other.delta_temporality, other.requested_metrics, other.unknown_tagged_fields,)

_GetTelemetrySubscriptionsRequest = GetTelemetrySubscriptionsRequest
_GetTelemetrySubscriptionsResponse = GetTelemetrySubscriptionsResponse

_S0 = Struct('>16s')
_S1 = Struct('>ih16si')
_S2 = Struct('>ii?')


# GetTelemetrySubscriptionsRequest v0
def _enc_GetTelemetrySubscriptionsRequest_1(o: GetTelemetrySubscriptionsRequest, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.client_instance_id.bytes))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# GetTelemetrySubscriptionsRequest v0
def _dec_GetTelemetrySubscriptionsRequest_2(buf: memoryview, pos: int) -> tuple[GetTelemetrySubscriptionsRequest, int]:
    f_client_instance_id: UUID
    u_client_instance_id = _S0.unpack_from(buf, pos)[0]
    pos += 16
    f_client_instance_id = _UUID(bytes=u_client_instance_id)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _GetTelemetrySubscriptionsRequest(f_client_instance_id, unknown), pos


# GetTelemetrySubscriptionsResponse v0
def _enc_GetTelemetrySubscriptionsResponse_3(o: GetTelemetrySubscriptionsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code, o.client_instance_id.bytes, o.subscription_id))
    a4 = o.accepted_compression_types
    out.append(_p.enc_uvarint(len(a4) + 1))
    out.append(_pack(">%db" % len(a4), *a4))
    out.append(_S2.pack(o.push_interval_ms, o.telemetry_max_bytes, o.delta_temporality))
    a8 = o.requested_metrics
    out.append(_p.enc_uvarint(len(a8) + 1))
    out.extend([_p.enc_compact_string(e) for e in a8])
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# GetTelemetrySubscriptionsResponse v0
def _dec_GetTelemetrySubscriptionsResponse_4(buf: memoryview, pos: int) -> tuple[GetTelemetrySubscriptionsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_client_instance_id: UUID
    f_subscription_id: int
    f_accepted_compression_types: list[int]
    f_push_interval_ms: int
    f_telemetry_max_bytes: int
    f_delta_temporality: bool
    f_requested_metrics: list[str]
    f_throttle_time_ms, f_error_code, u_client_instance_id, f_subscription_id = _S1.unpack_from(buf, pos)
    pos += 26
    f_client_instance_id = _UUID(bytes=u_client_instance_id)
    n_accepted_compression_types = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_accepted_compression_types < 127 and n_accepted_compression_types < len(buf) - pos:
        pos += 1
    else:
        n_accepted_compression_types, pos = _p.dec_compact_array_len(buf, pos, 1)
    f_accepted_compression_types, pos = _p.dec_fixed_array(buf, pos, n_accepted_compression_types, 'b')
    f_push_interval_ms, f_telemetry_max_bytes, f_delta_temporality = _S2.unpack_from(buf, pos)
    pos += 9
    n_requested_metrics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_requested_metrics < 127 and n_requested_metrics < len(buf) - pos:
        pos += 1
    else:
        n_requested_metrics, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_requested_metrics: list[str] = []
    for _ in range(n_requested_metrics):
        e_requested_metrics, pos = _p.dec_compact_string(buf, pos)
        l_requested_metrics.append(e_requested_metrics)
    f_requested_metrics = l_requested_metrics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _GetTelemetrySubscriptionsResponse(f_throttle_time_ms, f_error_code, f_client_instance_id, f_subscription_id, f_accepted_compression_types, f_push_interval_ms, f_telemetry_max_bytes, f_delta_temporality, f_requested_metrics, unknown), pos


GetTelemetrySubscriptionsRequest._ENCODERS = (_enc_GetTelemetrySubscriptionsRequest_1,)
GetTelemetrySubscriptionsRequest._DECODERS = (_dec_GetTelemetrySubscriptionsRequest_2,)
GetTelemetrySubscriptionsResponse._ENCODERS = (_enc_GetTelemetrySubscriptionsResponse_3,)
GetTelemetrySubscriptionsResponse._DECODERS = (_dec_GetTelemetrySubscriptionsResponse_4,)
GetTelemetrySubscriptionsRequest.RESPONSE = GetTelemetrySubscriptionsResponse
GetTelemetrySubscriptionsResponse.REQUEST = GetTelemetrySubscriptionsRequest
