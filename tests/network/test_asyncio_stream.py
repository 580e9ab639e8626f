"""The asyncio stream's ``deliver``: received chunks handed over from ``data_received`` (bytes
buffered before it first, in order), the end of the stream reported once; on the standard
loop and on uvloop, against a real loopback server."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
import pytest

from kafka_async.network._asyncio_stream import AsyncioStream, connect_asyncio
from tests._backends import ASYNCIO_LOOPS

pytestmark = [pytest.mark.anyio, ASYNCIO_LOOPS]


class Peer:
    """A loopback server's side of the one connection it accepts."""

    def __init__(self) -> None:
        self.connected = anyio.Event()
        self.writer: asyncio.StreamWriter | None = None

    async def accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.writer = writer
        self.connected.set()

    async def send(self, data: bytes) -> None:
        assert self.writer is not None
        self.writer.write(data)
        await self.writer.drain()

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


@asynccontextmanager
async def connected() -> AsyncIterator[tuple[Peer, AsyncioStream]]:
    peer = Peer()
    server = await asyncio.start_server(peer.accept, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    stream = await connect_asyncio("127.0.0.1", port, None)
    assert isinstance(stream, AsyncioStream)
    try:
        await peer.connected.wait()
        yield peer, stream
    finally:
        await stream.aclose()
        peer.close()
        server.close()
        await server.wait_closed()


class Received:
    def __init__(self) -> None:
        self.chunks: list[bytes] = []
        self.ends: list[BaseException | None] = []
        self.changed = anyio.Event()

    def on_data(self, chunk: bytes) -> None:
        self.chunks.append(chunk)
        self.changed.set()

    def on_end(self, error: BaseException | None) -> None:
        self.ends.append(error)
        self.changed.set()

    async def until(self, condition: bool) -> None:
        if not condition:
            self.changed = anyio.Event()
            await self.changed.wait()

    @property
    def data(self) -> bytes:
        return b"".join(self.chunks)


async def test_buffered_bytes_come_first_then_each_chunk_as_it_arrives() -> None:
    async with connected() as (peer, stream):
        await peer.send(b"early")
        assert await stream.receive(2) == b"ea"  # (the set-up phase reads with receive)
        got = Received()
        assert list(stream._protocol.chunks) == [b"rly"]  # the rest of the chunk, buffered
        stream.deliver(got.on_data, got.on_end)
        assert got.data == b"rly" and got.ends == []  # handed over inside deliver itself
        await peer.send(b"-late")
        while got.data != b"rly-late":
            await got.until(got.data == b"rly-late")
        assert got.ends == [] and stream._protocol.chunks == type(stream._protocol.chunks)()


async def test_the_peer_closing_is_reported_once_as_an_end_of_file() -> None:
    async with connected() as (peer, stream):
        got = Received()
        stream.deliver(got.on_data, got.on_end)
        await peer.send(b"last words")
        peer.close()
        while not got.ends:
            await got.until(bool(got.ends))
        await stream.aclose()  # (connection_lost comes after eof_received: not reported again)
        assert got.data == b"last words" and got.ends == [None]


async def test_deliver_on_a_stream_already_ended_reports_the_end_at_once() -> None:
    async with connected() as (peer, stream):
        peer.close()
        with pytest.raises(anyio.EndOfStream):
            await stream.receive()
        got = Received()
        stream.deliver(got.on_data, got.on_end)
        assert got.ends == [None] and got.chunks == []
