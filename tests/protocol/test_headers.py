"""Request/response headers and header-version selection."""

from __future__ import annotations

import pytest

from kafka_async.protocol.errors import ProtocolError
from kafka_async.protocol.headers import (
    RequestHeader,
    decode_request_header,
    decode_response_header,
    encode_request_header,
    encode_response_header,
    request_header_version,
    response_header_version,
)
from kafka_async.protocol.messages import REQUESTS, RESPONSES, ApiVersionsResponse
from kafka_async.protocol.primitives import EncodeError


def test_request_header_versions_encode() -> None:
    assert encode_request_header(3, 0, 1, "x", 0).hex() == "0003000000000001"
    assert encode_request_header(3, 0, 1, "test", 1).hex() == "0003000000000001000474657374"
    assert encode_request_header(3, 0, 1, None, 1).hex() == "00030000" + "00000001" + "ffff"


def test_client_id_is_not_compact_in_header_v2() -> None:
    header = encode_request_header(0, 9, 42, "prod1", 2)
    # int16 length 5 (not a compact varint 6), then an empty tagged-field section.
    assert header.hex() == "0000" + "0009" + "0000002a" + "0005" + "70726f6431" + "00"
    assert decode_request_header(header) == RequestHeader(0, 9, 42, "prod1", len(header))


def test_api_versions_response_header_is_v0_at_every_version() -> None:
    for version in range(ApiVersionsResponse.MIN_VERSION, ApiVersionsResponse.MAX_VERSION + 1):
        assert response_header_version(18, version) == 0
        assert ApiVersionsResponse.header_version(version) == 0
    assert request_header_version(18, 3) == 2


def test_header_version_helpers_agree_with_the_classes() -> None:
    for key in REQUESTS:
        request, response = REQUESTS[key], RESPONSES[key]
        for version in range(request.MIN_VERSION, request.MAX_VERSION + 1):
            assert request.header_version(version) == request_header_version(key, version)
            assert response.header_version(version) == response_header_version(key, version)


def test_controlled_shutdown_v0_uses_request_header_v0() -> None:
    # Kafka 4 removed ControlledShutdown (its definition lists no versions), but the key keeps its
    # header rule: v0 was the one request sent with header v0.
    assert request_header_version(7, 0) == 0
    assert request_header_version(7, 1) == 1
    with pytest.raises(EncodeError, match="unknown API key"):
        request_header_version(999, 0)


def test_response_header_decode() -> None:
    assert decode_response_header(memoryview(bytes.fromhex("0000002a") + b"body"), 0) == (42, 4)
    assert decode_response_header(memoryview(bytes.fromhex("0000002a00")), 1) == (42, 5)
    with_tag = bytes.fromhex("0000002a" + "01" + "03" + "02" + "abcd")
    assert decode_response_header(memoryview(with_tag), 1) == (42, len(with_tag))
    assert encode_response_header(42, 1) == bytes.fromhex("0000002a00")
    with pytest.raises(ProtocolError):
        decode_response_header(memoryview(b"\x00\x00"), 0)
    with pytest.raises(ProtocolError):
        decode_response_header(memoryview(bytes.fromhex("0000002a05")), 1)
