"""A tiny, hand-built Kafka wire client for the harness: ApiVersions v0, Metadata v0/v1 and
OffsetFetch v1.

Why hand-built: the harness must prove a broker is up without depending on the real codec
(kafka_async.protocol), which is written and tested separately; a bug there must never make the
harness lie about the broker (nor about what a group committed). Only the requests the harness
needs are implemented, with
bounds checks so a confused peer produces a clear ``WireError`` instead of a hang or a crash.

Framing (Kafka protocol guide): every message is ``int32 size`` + payload. Request header v1 is
``int16 api_key, int16 api_version, int32 correlation_id, nullable string client_id``; the
response header v0 is ``int32 correlation_id``. ApiVersions responses always use header v0.
"""

from __future__ import annotations

import socket
import ssl
import struct
from dataclasses import dataclass, field

API_KEY_METADATA = 3
API_KEY_OFFSET_FETCH = 9
API_KEY_API_VERSIONS = 18

_INT16 = struct.Struct(">h")
_INT32 = struct.Struct(">i")
_INT64 = struct.Struct(">q")
_HEADER_V1 = struct.Struct(">hhi")
_API_RANGE = struct.Struct(">hhh")

#: Refuse responses bigger than this; the harness only reads small metadata answers.
MAX_RESPONSE_BYTES = 16 * 1024 * 1024
CLIENT_ID = "kafka_async-harness"


class WireError(Exception):
    """The peer sent bytes the harness cannot parse, or closed the connection early."""


@dataclass(frozen=True)
class ApiVersionRange:
    """One row of an ApiVersions response: the versions the broker accepts for one API key."""

    api_key: int
    min_version: int
    max_version: int


@dataclass(frozen=True)
class BrokerInfo:
    """One broker as listed in a Metadata response."""

    node_id: int
    host: str
    port: int
    rack: str | None = None


@dataclass(frozen=True)
class PartitionInfo:
    """One partition of a topic as listed in a Metadata response."""

    error_code: int
    partition: int
    leader: int
    replicas: tuple[int, ...]
    isr: tuple[int, ...]


@dataclass(frozen=True)
class TopicInfo:
    """One topic as listed in a Metadata response."""

    error_code: int
    name: str
    is_internal: bool
    partitions: tuple[PartitionInfo, ...]


@dataclass(frozen=True)
class ClusterMetadata:
    """A decoded Metadata v0/v1 response (controller_id is -1 for v0, which lacks it)."""

    brokers: tuple[BrokerInfo, ...]
    topics: tuple[TopicInfo, ...]
    controller_id: int = -1
    version: int = 0
    topic_names: frozenset[str] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "topic_names", frozenset(t.name for t in self.topics))


class _Reader:
    """Bounds-checked big-endian reader over one response payload."""

    def __init__(self, data: bytes) -> None:
        self._view = memoryview(data)
        self._pos = 0

    def _take(self, size: int) -> memoryview:
        end = self._pos + size
        if size < 0 or end > len(self._view):
            raise WireError(f"response truncated: need {size} bytes at offset {self._pos}")
        chunk = self._view[self._pos : end]
        self._pos = end
        return chunk

    def int16(self) -> int:
        value: int = _INT16.unpack(self._take(2))[0]
        return value

    def int32(self) -> int:
        value: int = _INT32.unpack(self._take(4))[0]
        return value

    def int64(self) -> int:
        value: int = _INT64.unpack(self._take(8))[0]
        return value

    def boolean(self) -> bool:
        return self._take(1)[0] != 0

    def string(self) -> str:
        size = self.int16()
        if size < 0:
            raise WireError("null string where a string is required")
        return bytes(self._take(size)).decode("utf-8")

    def nullable_string(self) -> str | None:
        size = self.int16()
        if size == -1:
            return None
        return bytes(self._take(size)).decode("utf-8")

    def array_length(self) -> int:
        count = self.int32()
        remaining = len(self._view) - self._pos
        if count < 0 or count > remaining:
            raise WireError(f"implausible array length {count} with {remaining} bytes left")
        return count

    def int32_array(self) -> tuple[int, ...]:
        return tuple(self.int32() for _ in range(self.array_length()))


def _encode_string(value: str) -> bytes:
    raw = value.encode("utf-8")
    return _INT16.pack(len(raw)) + raw


def encode_request(api_key: int, api_version: int, correlation_id: int, body: bytes) -> bytes:
    """Frame a request with header v1 (non-flexible APIs only)."""
    payload = _HEADER_V1.pack(api_key, api_version, correlation_id) + _encode_string(CLIENT_ID)
    payload += body
    return _INT32.pack(len(payload)) + payload


def encode_api_versions_v0(correlation_id: int) -> bytes:
    """ApiVersions v0 has an empty body."""
    return encode_request(API_KEY_API_VERSIONS, 0, correlation_id, b"")


def encode_metadata(version: int, correlation_id: int, topics: list[str] | None = None) -> bytes:
    """Metadata v0 (empty list = all topics) or v1 (null list = all topics)."""
    if version not in (0, 1):
        raise ValueError(f"the harness only speaks Metadata v0/v1, not v{version}")
    if topics is None:
        body = _INT32.pack(0 if version == 0 else -1)
    else:
        body = _INT32.pack(len(topics)) + b"".join(_encode_string(t) for t in topics)
    return encode_request(API_KEY_METADATA, version, correlation_id, body)


def encode_offset_fetch_v1(correlation_id: int, group_id: str, topic: str,
                           partitions: list[int]) -> bytes:
    """OffsetFetch v1: one group, one topic. v1 (no require_stable) answers with the offsets
    committed for good: those of a transaction still open are not shown (KIP-447)."""
    body = (_encode_string(group_id) + _INT32.pack(1) + _encode_string(topic)
            + _INT32.pack(len(partitions)) + b"".join(_INT32.pack(p) for p in partitions))
    return encode_request(API_KEY_OFFSET_FETCH, 1, correlation_id, body)


def decode_offset_fetch_v1(payload: bytes) -> dict[tuple[str, int], tuple[int, int]]:
    """(topic, partition) -> (committed offset, -1 for none; error code)."""
    reader = _Reader(payload)
    out: dict[tuple[str, int], tuple[int, int]] = {}
    for _ in range(reader.array_length()):
        topic = reader.string()
        for _ in range(reader.array_length()):
            partition, offset = reader.int32(), reader.int64()
            reader.nullable_string()
            out[(topic, partition)] = (offset, reader.int16())
    return out


def decode_api_versions_v0(payload: bytes) -> dict[int, ApiVersionRange]:
    """Decode an ApiVersions v0 body (after the correlation id) into api_key -> range."""
    reader = _Reader(payload)
    error_code = reader.int16()
    if error_code != 0:
        raise WireError(f"ApiVersions failed with error code {error_code}")
    ranges: dict[int, ApiVersionRange] = {}
    for _ in range(reader.array_length()):
        key, low, high = reader.int16(), reader.int16(), reader.int16()
        ranges[key] = ApiVersionRange(key, low, high)
    return ranges


def decode_metadata(version: int, payload: bytes) -> ClusterMetadata:
    """Decode a Metadata v0/v1 body (after the correlation id)."""
    reader = _Reader(payload)
    brokers = []
    for _ in range(reader.array_length()):
        node_id, host, port = reader.int32(), reader.string(), reader.int32()
        rack = reader.nullable_string() if version >= 1 else None
        brokers.append(BrokerInfo(node_id, host, port, rack))
    controller_id = reader.int32() if version >= 1 else -1
    topics = []
    for _ in range(reader.array_length()):
        error_code, name = reader.int16(), reader.string()
        is_internal = reader.boolean() if version >= 1 else False
        partitions = []
        for _ in range(reader.array_length()):
            p_error, index, leader = reader.int16(), reader.int32(), reader.int32()
            replicas, isr = reader.int32_array(), reader.int32_array()
            partitions.append(PartitionInfo(p_error, index, leader, replicas, isr))
        topics.append(TopicInfo(error_code, name, is_internal, tuple(partitions)))
    return ClusterMetadata(tuple(brokers), tuple(topics), controller_id, version)


class RawConnection:
    """One blocking socket to a broker, optionally TLS; one request in flight at a time."""

    def __init__(
        self,
        host: str,
        port: int,
        *,
        timeout: float = 5.0,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        sock = socket.create_connection((host, port), timeout=timeout)
        if ssl_context is not None:
            try:
                sock = ssl_context.wrap_socket(sock, server_hostname=host)
            except BaseException:
                sock.close()
                raise
        self._sock = sock
        self._correlation_id = 0

    def close(self) -> None:
        self._sock.close()

    def __enter__(self) -> RawConnection:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def next_correlation_id(self) -> int:
        self._correlation_id += 1
        return self._correlation_id

    def send_raw(self, frame: bytes) -> None:
        self._sock.sendall(frame)

    def _read_exactly(self, size: int) -> bytes:
        chunks = bytearray()
        while len(chunks) < size:
            chunk = self._sock.recv(size - len(chunks))
            if not chunk:
                raise WireError(f"connection closed after {len(chunks)} of {size} bytes")
            chunks += chunk
        return bytes(chunks)

    def read_response(self, correlation_id: int) -> bytes:
        """Read one response frame; check its correlation id; return the body after it."""
        size: int = _INT32.unpack(self._read_exactly(4))[0]
        if size < 4 or size > MAX_RESPONSE_BYTES:
            raise WireError(f"implausible response size {size}")
        frame = self._read_exactly(size)
        got: int = _INT32.unpack_from(frame)[0]
        if got != correlation_id:
            raise WireError(f"correlation id mismatch: sent {correlation_id}, got {got}")
        return frame[4:]

    def api_versions(self) -> dict[int, ApiVersionRange]:
        correlation_id = self.next_correlation_id()
        self.send_raw(encode_api_versions_v0(correlation_id))
        return decode_api_versions_v0(self.read_response(correlation_id))

    def metadata(self, version: int = 0, topics: list[str] | None = None) -> ClusterMetadata:
        correlation_id = self.next_correlation_id()
        self.send_raw(encode_metadata(version, correlation_id, topics))
        return decode_metadata(version, self.read_response(correlation_id))

    def committed_offsets(self, group_id: str, topic: str, partitions: list[int]
                          ) -> dict[tuple[str, int], tuple[int, int]]:
        """Ask this node (it must be the group's coordinator) what the group committed."""
        correlation_id = self.next_correlation_id()
        self.send_raw(encode_offset_fetch_v1(correlation_id, group_id, topic, partitions))
        return decode_offset_fetch_v1(self.read_response(correlation_id))


def parse_address(address: str) -> tuple[str, int]:
    """Split ``host:port`` (the first entry of a comma-separated bootstrap list)."""
    first = address.split(",")[0].strip()
    host, sep, port = first.rpartition(":")
    if not sep or not port.isdigit():
        raise ValueError(f"not a host:port address: {address!r}")
    return host.strip("[]"), int(port)


def fetch_api_versions(address: str, *, timeout: float = 5.0) -> dict[int, ApiVersionRange]:
    """Connect to ``host:port`` (PLAINTEXT) and return the broker's ApiVersions v0 answer."""
    host, port = parse_address(address)
    with RawConnection(host, port, timeout=timeout) as conn:
        return conn.api_versions()


def fetch_metadata(
    address: str, *, version: int = 1, topics: list[str] | None = None, timeout: float = 5.0
) -> ClusterMetadata:
    """Connect to ``host:port`` (PLAINTEXT) and return a Metadata v0/v1 answer."""
    host, port = parse_address(address)
    with RawConnection(host, port, timeout=timeout) as conn:
        return conn.metadata(version, topics)
