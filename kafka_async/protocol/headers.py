"""Request and response headers, and which header version each (API key, version) uses.

Request header v0: api_key int16, api_version int16, correlation_id int32.
v1 adds client_id as a NULLABLE_STRING, and v2 adds a tagged-field section. The client id stays a
plain int16-length string even in v2 (``"flexibleVersions": "none"`` in RequestHeader.json), so
that a broker can always read who is talking before it knows whether it can parse the rest.

Response header v0: correlation_id int32; v1 adds a tagged-field section. ApiVersions responses
always use v0: a client that sent a version the broker does not know must still be able to read
the broker's "unsupported version" answer.
"""

from __future__ import annotations

import struct
from typing import NamedTuple

from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.messages import API_FLEXIBLE_VERSIONS
from kafka_async.protocol.primitives import (
    EncodeError,
    dec_nullable_string,
    dec_tagged_fields,
    enc_nullable_string,
)

__all__ = [
    "RequestHeader",
    "decode_request_header",
    "decode_response_header",
    "encode_request_header",
    "encode_response_header",
    "request_header_version",
    "response_header_version",
]

_API_VERSIONS_KEY = 18
_CONTROLLED_SHUTDOWN_KEY = 7
_REQUEST_PREFIX = struct.Struct(">hhi")
_CORRELATION_ID = struct.Struct(">i")


def request_header_version(api_key: int, api_version: int) -> int:
    """Header version for a request: 2 for flexible versions, 1 otherwise, 0 for the one relic.

    Works for every API key in the definitions, generated or not (ControlledShutdown v0 is the
    only request that used header v0).
    """
    first_flexible = _first_flexible(api_key)
    if api_version >= first_flexible:
        return 2
    if api_key == _CONTROLLED_SHUTDOWN_KEY and api_version == 0:
        return 0
    return 1


def response_header_version(api_key: int, api_version: int) -> int:
    """Header version of the response: 1 for flexible versions, else 0; ApiVersions always 0."""
    if api_key == _API_VERSIONS_KEY:
        return 0
    return 1 if api_version >= _first_flexible(api_key) else 0


def _first_flexible(api_key: int) -> int:
    try:
        return API_FLEXIBLE_VERSIONS[api_key]
    except KeyError:
        raise EncodeError(f"unknown API key {api_key}") from None


def encode_request_header(
    api_key: int,
    api_version: int,
    correlation_id: int,
    client_id: str | None,
    header_version: int,
) -> bytes:
    """Encode a request header of the given version (0, 1 or 2)."""
    try:
        prefix = _REQUEST_PREFIX.pack(api_key, api_version, correlation_id)
    except struct.error as exc:
        raise EncodeError(f"request header field out of range: {exc}") from None
    if header_version == 0:
        return prefix
    if header_version == 1:
        return prefix + enc_nullable_string(client_id)
    if header_version == 2:
        return prefix + enc_nullable_string(client_id) + b"\x00"
    raise EncodeError(f"no request header version {header_version}")


def decode_response_header(data: memoryview | bytes, header_version: int) -> tuple[int, int]:
    """Return (correlation_id, offset where the body starts) from a response frame's content.

    Tagged fields of a v1 header are skipped (none are defined today).
    """
    if len(data) < 4:
        raise ProtocolError(f"response header needs 4 bytes, got {len(data)}")
    correlation_id: int = _CORRELATION_ID.unpack_from(data, 0)[0]
    if header_version == 0:
        return correlation_id, 4
    if header_version == 1:
        _, body_start = dec_tagged_fields(data, 4)
        return correlation_id, body_start
    raise ProtocolError(f"no response header version {header_version}")


class RequestHeader(NamedTuple):
    """A decoded request header (the broker side; used by test brokers and tools)."""

    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None
    #: Offset in the frame content where the request body starts.
    body_start: int


def decode_request_header(data: memoryview | bytes) -> RequestHeader:
    """Decode a request header, inferring its version from the API key and version it carries."""
    if len(data) < 8:
        raise ProtocolError(f"request header needs at least 8 bytes, got {len(data)}")
    api_key, api_version, correlation_id = _REQUEST_PREFIX.unpack_from(data, 0)
    if api_key not in API_FLEXIBLE_VERSIONS:
        raise ProtocolError(f"unknown API key {api_key} in request header")
    header_version = request_header_version(api_key, api_version)
    client_id: str | None = None
    pos = 8
    if header_version >= 1:
        client_id, pos = dec_nullable_string(data, pos)
    if header_version >= 2:
        _, pos = dec_tagged_fields(data, pos)
    return RequestHeader(api_key, api_version, correlation_id, client_id, pos)


def encode_response_header(correlation_id: int, header_version: int) -> bytes:
    """Encode a response header (0: correlation id; 1: plus an empty tagged-field section)."""
    try:
        prefix = _CORRELATION_ID.pack(correlation_id)
    except struct.error as exc:
        raise EncodeError(f"correlation id out of range: {exc}") from None
    if header_version == 0:
        return prefix
    if header_version == 1:
        return prefix + b"\x00"
    raise EncodeError(f"no response header version {header_version}")
