"""A scriptable, possibly hostile, Kafka-speaking TCP server on 127.0.0.1 for unit tests.

It answers ApiVersions and Metadata like a one-node cluster by default; tests replace or wrap the
handler per API key to stall, lie, close, or send hostile bytes. It uses the project's own codec
(the generated messages), so it exercises the client's framing end to end without a JVM. It never
stands in for the real broker in an integration test.
"""

from __future__ import annotations

import ssl
import struct
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import anyio
import anyio.abc
from anyio.streams.tls import TLSListener

from kafka_async.network.connection import BrokerConnection, ConnectionSettings
from kafka_async.network.handshake import open_connection
from kafka_async.protocol.headers import request_header_version, response_header_version
from kafka_async.protocol.messages import REQUESTS, ApiVersionsResponse, MetadataResponse
from kafka_async.protocol.primitives import dec_tagged_fields
from kafka_async.protocol.wire import FrameReader

_INT32 = struct.Struct(">i")
_HEADER = struct.Struct(">hhi")


@dataclass
class Stall:
    """Never answer this request (the connection stays open)."""


@dataclass
class Close:
    """Close the connection instead of answering."""


@dataclass
class Raw:
    """Send these bytes verbatim (no framing added) instead of a response; maybe hang up."""

    data: bytes
    then_close: bool = False


@dataclass
class Reply:
    """Answer with this response object, optionally under another correlation id."""

    response: Any
    correlation_id: int | None = None


Action = Stall | Close | Raw | Reply | Any  # a bare response object means Reply(response)


@dataclass
class Received:
    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None
    request: Any
    connection: int
    at: float


Handler = Callable[[Received], Awaitable[Action]]


@dataclass
class FakeBroker:
    """Start with ``async with FakeBroker() as broker``; ``broker.port`` is where it listens."""

    node_id: int = 1
    api_ranges: dict[int, tuple[int, int]] = field(default_factory=dict)
    missing_apis: set[int] = field(default_factory=set)
    topics: dict[str, int] = field(default_factory=dict)  # name -> partition count
    peers: dict[int, int] = field(default_factory=dict)  # other node ids -> their ports
    handlers: dict[int, Handler] = field(default_factory=dict)
    on_connect: Callable[[anyio.abc.ByteStream], Awaitable[bool]] | None = None
    ssl_context: ssl.SSLContext | None = None
    server_names: list[str | None] = field(default_factory=list)
    received: list[Received] = field(default_factory=list)
    connections: int = 0
    port: int = 0
    _listener: anyio.abc.Listener[Any] | None = None
    _group: anyio.abc.TaskGroup | None = None

    async def __aenter__(self) -> FakeBroker:
        listener = await anyio.create_tcp_listener(local_host="127.0.0.1", local_port=0)
        self.port = listener.extra(anyio.abc.SocketAttribute.local_port)
        self._listener = listener
        if self.ssl_context is not None:
            self.ssl_context.sni_callback = self._remember_server_name
            self._listener = TLSListener(listener, self.ssl_context, standard_compatible=False)
        self._group = anyio.create_task_group()
        await self._group.__aenter__()
        self._group.start_soon(self._listener.serve, self._serve)
        return self

    async def __aexit__(self, *exc_info: Any) -> None:
        assert self._group is not None and self._listener is not None
        self._group.cancel_scope.cancel()
        await self._group.__aexit__(None, None, None)
        await self._listener.aclose()

    def _remember_server_name(self, _: Any, server_name: str | None, __: Any) -> None:
        self.server_names.append(server_name)

    @property
    def bootstrap(self) -> str:
        return f"127.0.0.1:{self.port}"

    def requests_for(self, api_key: int) -> list[Received]:
        return [r for r in self.received if r.api_key == api_key]

    # ------------------------------------------------------------------ default answers

    def api_versions(self, received: Received) -> ApiVersionsResponse:
        entries = []
        for api_key in sorted({0, 3, 17, 18, 19, 20, 36} | set(self.api_ranges)):
            if api_key in self.missing_apis:
                continue
            low, high = self.api_ranges.get(
                api_key, (REQUESTS[api_key].MIN_VERSION, REQUESTS[api_key].MAX_VERSION)
            )
            entries.append(
                ApiVersionsResponse.ApiVersion(api_key=api_key, min_version=low, max_version=high)
            )
        return ApiVersionsResponse(error_code=0, api_keys=entries)

    def metadata(self, received: Received) -> MetadataResponse:
        requested = received.request.topics
        names = (
            list(self.topics)
            if requested is None
            else [t.name for t in requested if t.name is not None]
        )
        topic_entries = []
        for name in names:
            count = self.topics.get(name)
            if count is None:
                topic_entries.append(
                    MetadataResponse.MetadataResponseTopic(error_code=3, name=name)
                )
                continue
            partitions = [
                MetadataResponse.MetadataResponseTopic.MetadataResponsePartition(
                    partition_index=index,
                    leader_id=self.node_id,
                    leader_epoch=0,
                    replica_nodes=[self.node_id],
                    isr_nodes=[self.node_id],
                )
                for index in range(count)
            ]
            topic_entries.append(
                MetadataResponse.MetadataResponseTopic(name=name, partitions=partitions)
            )
        nodes = {self.node_id: self.port, **self.peers}
        brokers = [
            MetadataResponse.MetadataResponseBroker(node_id=node, host="127.0.0.1", port=port)
            for node, port in sorted(nodes.items())
        ]
        return MetadataResponse(
            brokers=brokers, cluster_id="fake", controller_id=self.node_id, topics=topic_entries
        )

    async def default_action(self, received: Received) -> Action:
        if received.api_key == 18:
            return self.api_versions(received)
        if received.api_key == 3:
            return self.metadata(received)
        return Close()

    # ------------------------------------------------------------------ serving

    async def _serve(self, stream: anyio.abc.ByteStream) -> None:
        self.connections += 1
        connection = self.connections
        async with stream:
            if self.on_connect is not None and not await self.on_connect(stream):
                return
            reader = FrameReader(64 * 1024 * 1024)
            while True:
                try:
                    chunk = await stream.receive(65536)
                except (
                    anyio.EndOfStream,
                    anyio.BrokenResourceError,
                    anyio.ClosedResourceError,
                    ssl.SSLError,
                ):
                    return
                for frame in reader.feed(chunk):
                    if not await self._answer(stream, frame, connection):
                        return

    async def _answer(self, stream: anyio.abc.ByteStream, frame: bytes, connection: int) -> bool:
        view = memoryview(frame)
        api_key, api_version, correlation_id = _HEADER.unpack_from(view, 0)
        header_version = request_header_version(api_key, api_version)
        (length,) = struct.unpack_from(">h", view, 8)
        offset = 10 + max(length, 0)
        client_id = bytes(view[10:offset]).decode() if length >= 0 else None
        if header_version >= 2:
            _, offset = dec_tagged_fields(view, offset)
        request = REQUESTS[api_key].decode(view[offset:], api_version)
        received = Received(
            api_key,
            api_version,
            correlation_id,
            client_id,
            request,
            connection,
            anyio.current_time(),
        )
        self.received.append(received)
        if not request.expects_response():
            return True
        handler = self.handlers.get(api_key, self.default_action)
        action = await handler(received)
        if isinstance(action, Stall):
            await anyio.sleep_forever()
        if isinstance(action, Close):
            return False
        try:
            if isinstance(action, Raw):
                await stream.send(action.data)
                return not action.then_close
            reply = action if isinstance(action, Reply) else Reply(action)
            await stream.send(encode_response(reply, api_key, api_version, correlation_id))
        except (anyio.BrokenResourceError, anyio.ClosedResourceError):
            return False
        return True


def encode_response(reply: Reply, api_key: int, api_version: int, correlation_id: int) -> bytes:
    header = _INT32.pack(
        reply.correlation_id if reply.correlation_id is not None else correlation_id
    )
    if response_header_version(api_key, api_version) >= 1:
        header += b"\x00"
    body: bytes = header + reply.response.encode(api_version)
    return _INT32.pack(len(body)) + body


@asynccontextmanager
async def connected(
    broker: FakeBroker, host: str = "127.0.0.1", **settings: Any
) -> AsyncIterator[BrokerConnection]:
    """Open (handshake included) and serve a BrokerConnection to ``broker`` for a test."""
    connection = await open_connection(
        host, broker.port, ConnectionSettings(**settings), node_id=broker.node_id
    )
    async with anyio.create_task_group() as group:
        group.start_soon(connection.run)
        try:
            yield connection
        finally:
            connection.close()
