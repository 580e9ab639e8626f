# GENERATED from apache/kafka@1eb7644349cb07139d6a3c1ad1986979647cac99 by tools/gen_protocol.py; do not edit
"""ListClientMetricsResources (API key 74): request and response, versions 0-0."""

from __future__ import annotations

from dataclasses import dataclass, field
from struct import Struct
from struct import pack as _pack
from uuid import UUID

from kafka_async.protocol import primitives as _p
from kafka_async.protocol.errors import ProtocolError as _ProtocolError
from kafka_async.protocol.messages._base import Request, Response
from kafka_async.protocol.primitives import ZERO_UUID as _ZERO_UUID
from kafka_async.protocol.primitives import Buffer
from kafka_async.protocol.primitives import EncodeError as _EncodeError

__all__ = ["ListClientMetricsResourcesRequest", "ListClientMetricsResourcesResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



@dataclass(slots=True)
class ListClientMetricsResourcesRequest(Request):
    """ListClientMetricsResources request (API key 74): versions 0-0, flexible from 0."""

    API_KEY = 74
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)


@dataclass(slots=True)
class ListClientMetricsResourcesResponse(Response):
    """ListClientMetricsResources response (API key 74): versions 0-0, flexible from 0."""

    API_KEY = 74
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    @dataclass(slots=True)
    class ClientMetricsResource:
        """ClientMetricsResource (versions 0+)."""
        #: The resource name. (v0+)
        name: str = ""
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int = 0
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int = 0
    #: Each client metrics resource in the response. (v0+)
    client_metrics_resources: list[ListClientMetricsResourcesResponse.ClientMetricsResource] = field(default_factory=list)
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

_ListClientMetricsResourcesRequest = ListClientMetricsResourcesRequest
_ListClientMetricsResourcesResponse = ListClientMetricsResourcesResponse
_ListClientMetricsResourcesResponse_ClientMetricsResource = ListClientMetricsResourcesResponse.ClientMetricsResource

_S0 = Struct('>ih')


# ListClientMetricsResourcesRequest v0
def _enc_ListClientMetricsResourcesRequest_1(o: ListClientMetricsResourcesRequest, out: list[Buffer]) -> None:
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListClientMetricsResourcesRequest v0
def _dec_ListClientMetricsResourcesRequest_2(buf: memoryview, pos: int) -> tuple[ListClientMetricsResourcesRequest, int]:
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListClientMetricsResourcesRequest(unknown), pos


# ListClientMetricsResourcesResponse.ClientMetricsResource v0
def _enc_ClientMetricsResource_3(o: ListClientMetricsResourcesResponse.ClientMetricsResource, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListClientMetricsResourcesResponse v0
def _enc_ListClientMetricsResourcesResponse_4(o: ListClientMetricsResourcesResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms, o.error_code))
    a2 = o.client_metrics_resources
    out.append(_p.enc_compact_array_len(len(a2)))
    for e2 in a2:
        _enc_ClientMetricsResource_3(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListClientMetricsResourcesResponse.ClientMetricsResource v0
def _dec_ClientMetricsResource_5(buf: memoryview, pos: int) -> tuple[ListClientMetricsResourcesResponse.ClientMetricsResource, int]:
    f_name: str
    f_name, pos = _p.dec_compact_string(buf, pos)
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListClientMetricsResourcesResponse_ClientMetricsResource(f_name, unknown), pos


# ListClientMetricsResourcesResponse v0
def _dec_ListClientMetricsResourcesResponse_6(buf: memoryview, pos: int) -> tuple[ListClientMetricsResourcesResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_client_metrics_resources: list[ListClientMetricsResourcesResponse.ClientMetricsResource]
    f_throttle_time_ms, f_error_code = _S0.unpack_from(buf, pos)
    pos += 6
    n_client_metrics_resources, pos = _p.dec_compact_array_len(buf, pos, 2)
    l_client_metrics_resources: list[ListClientMetricsResourcesResponse.ClientMetricsResource] = []
    for _ in range(n_client_metrics_resources):
        e_client_metrics_resources, pos = _dec_ClientMetricsResource_5(buf, pos)
        l_client_metrics_resources.append(e_client_metrics_resources)
    f_client_metrics_resources = l_client_metrics_resources
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListClientMetricsResourcesResponse(f_throttle_time_ms, f_error_code, f_client_metrics_resources, unknown), pos


ListClientMetricsResourcesRequest._ENCODERS = (_enc_ListClientMetricsResourcesRequest_1,)
ListClientMetricsResourcesRequest._DECODERS = (_dec_ListClientMetricsResourcesRequest_2,)
ListClientMetricsResourcesResponse._ENCODERS = (_enc_ListClientMetricsResourcesResponse_4,)
ListClientMetricsResourcesResponse._DECODERS = (_dec_ListClientMetricsResourcesResponse_6,)
ListClientMetricsResourcesRequest.RESPONSE = ListClientMetricsResourcesResponse
ListClientMetricsResourcesResponse.REQUEST = ListClientMetricsResourcesRequest
