"""A lean asyncio byte stream for the asyncio backend (anyio's generic one costs more per request).

Why: anyio's asyncio SocketStream pauses the transport after every ``receive`` and resumes it
before the next (two ``epoll_ctl`` system calls per read) and yields to the event loop on every
``send``. On a pipelined Kafka connection that runs once per response at low concurrency, which
made the round trip at 1 concurrent request slower than aiokafka's plain asyncio streams.
This class implements the same ``anyio.abc.ByteStream`` contract on a bare asyncio Protocol:
reading stays enabled (paused only above a buffer high-water mark), and ``send`` writes into the
transport synchronously, waiting only when the transport asks for back-pressure.

Once the connection is set up it can go further (``deliver``): every received chunk is handed
to the connection's callback from the protocol's ``data_received``, so an answer reaches its
waiter in the same event-loop turn the bytes arrived in, with no reader task to wake first.

On trio (or anything else) the connection uses ``anyio.connect_tcp`` unchanged.
"""

from __future__ import annotations

import asyncio
import inspect
import ipaddress
import socket
import ssl
from collections import deque
from collections.abc import Callable, Mapping
from typing import Any, cast

import anyio
import anyio.abc

__all__ = ["connect_asyncio", "running_on_asyncio"]

#: seconds a closing TLS connection waits for the peer's close_notify
_TLS_SHUTDOWN_TIMEOUT = 1.0

_READ_HIGH_WATER = 4 * 1024 * 1024  # stop reading from the socket above this many buffered bytes


class _StreamProtocol(asyncio.Protocol):
    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.chunks: deque[bytes] = deque()
        self.buffered = 0
        self.reading_paused = False
        self.read_waiter: asyncio.Future[None] | None = None
        self.drain_waiter: asyncio.Future[None] | None = None
        self.writing_paused = False
        self.eof = False
        self.exception: BaseException | None = None
        #: set by ``AsyncioStream.deliver``: received bytes go there, not into ``chunks``
        self.on_data: Callable[[bytes], None] | None = None
        self.on_end: Callable[[BaseException | None], None] | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        # (cast, not isinstance: uvloop's transports implement the interface without
        # subclassing asyncio.Transport)
        self.transport = cast(asyncio.Transport, transport)

    def data_received(self, data: bytes) -> None:
        on_data = self.on_data
        if on_data is not None:
            on_data(data)
            return
        self.chunks.append(data)
        self.buffered += len(data)
        if self.buffered > _READ_HIGH_WATER and self.transport is not None:
            self.transport.pause_reading()
            self.reading_paused = True
        self._wake_reader()

    def eof_received(self) -> bool:
        self.eof = True
        self._wake_reader()
        self._end(None)
        return False  # let the transport close itself

    def connection_lost(self, exc: Exception | None) -> None:
        self.eof = True
        self.exception = exc
        self._wake_reader()
        self._end(exc)
        waiter, self.drain_waiter = self.drain_waiter, None
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    def pause_writing(self) -> None:
        self.writing_paused = True

    def resume_writing(self) -> None:
        self.writing_paused = False
        waiter, self.drain_waiter = self.drain_waiter, None
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    def _end(self, exc: BaseException | None) -> None:
        on_end, self.on_end = self.on_end, None
        self.on_data = None
        if on_end is not None:
            on_end(exc)

    def _wake_reader(self) -> None:
        waiter, self.read_waiter = self.read_waiter, None
        if waiter is not None and not waiter.done():
            waiter.set_result(None)


class AsyncioStream(anyio.abc.ByteStream):
    """``anyio.abc.ByteStream`` over an asyncio transport (see the module docstring)."""

    #: ``send`` hands the whole item to the transport before its first await, so cancelling a
    #: sender can never leave half a frame on the wire (the connection skips its shield).
    atomic_sends = True

    def __init__(self, transport: asyncio.Transport, protocol: _StreamProtocol) -> None:
        self._transport = transport
        self._protocol = protocol
        self._closed = False

    async def receive(self, max_bytes: int = 65536) -> bytes:
        protocol = self._protocol
        while not protocol.chunks:
            if self._closed:
                raise anyio.ClosedResourceError
            if protocol.exception is not None:
                raise anyio.BrokenResourceError from protocol.exception
            if protocol.eof:
                raise anyio.EndOfStream
            waiter = asyncio.get_running_loop().create_future()
            protocol.read_waiter = waiter
            try:
                await waiter
            finally:
                protocol.read_waiter = None
        chunk = (
            protocol.chunks.popleft() if len(protocol.chunks) == 1 else b"".join(protocol.chunks)
        )
        protocol.chunks.clear()
        if len(chunk) > max_bytes:
            chunk, rest = chunk[:max_bytes], chunk[max_bytes:]
            protocol.chunks.append(rest)
        protocol.buffered -= len(chunk)
        if protocol.reading_paused and protocol.buffered < _READ_HIGH_WATER // 2:
            protocol.reading_paused = False
            self._transport.resume_reading()
        return chunk

    def deliver(self, on_data: Callable[[bytes], None],
                on_end: Callable[[BaseException | None], None]) -> None:
        """From now on, hand every received chunk to ``on_data`` as it arrives, from the
        protocol's ``data_received`` (``receive`` is not used again), and the end of the stream
        to ``on_end`` once: None for an end of file, else the error. Bytes already buffered are
        handed over first. Both run inside the event loop's I/O callback: they must not block
        or raise (asyncio would close the transport as a protocol failure).

        Why: with a reader task, an answer first wakes that task, which wakes its waiter in a
        further event-loop turn; here the waiter is woken in the turn the bytes arrived in."""
        protocol = self._protocol
        pending = list(protocol.chunks)
        protocol.chunks.clear()
        protocol.buffered = 0
        if protocol.reading_paused:
            protocol.reading_paused = False
            self._transport.resume_reading()
        for chunk in pending:
            on_data(chunk)
        if protocol.eof or self._closed:
            on_end(protocol.exception)
            return
        protocol.on_data = on_data
        protocol.on_end = on_end

    def send_nowait(self, item: bytes) -> bool:
        """``send`` when it need not wait: the whole item into the transport, True; or False,
        nothing written, when the transport asks for back-pressure (``send`` waits then).
        Raises as ``send`` does."""
        if self._closed:
            raise anyio.ClosedResourceError
        protocol = self._protocol
        if protocol.exception is not None or self._transport.is_closing():
            raise anyio.BrokenResourceError from protocol.exception
        if protocol.writing_paused:
            return False
        self._transport.write(item)
        return True

    async def send(self, item: bytes) -> None:
        if self._closed:
            raise anyio.ClosedResourceError
        protocol = self._protocol
        if protocol.exception is not None or self._transport.is_closing():
            raise anyio.BrokenResourceError from protocol.exception
        self._transport.write(item)  # whole item buffered at once: never half-written
        if protocol.writing_paused:
            waiter = asyncio.get_running_loop().create_future()
            protocol.drain_waiter = waiter
            await waiter
            if protocol.exception is not None:
                raise anyio.BrokenResourceError from protocol.exception

    async def send_eof(self) -> None:
        if self._transport.can_write_eof():
            self._transport.write_eof()

    async def aclose(self) -> None:
        if not self._closed:
            self._closed = True
            self._transport.close()
            self._protocol._wake_reader()
        await anyio.lowlevel.checkpoint()

    @property
    def extra_attributes(self) -> Mapping[Any, Callable[[], Any]]:
        return {
            anyio.abc.SocketAttribute.raw_socket: lambda: self._transport.get_extra_info("socket"),
            anyio.abc.SocketAttribute.family: lambda: socket.AF_INET,
        }


def running_on_asyncio() -> bool:
    """True inside an asyncio event loop (anyio's backend there is asyncio; trio has none)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


async def connect_asyncio(
    host: str, port: int, ssl_context: ssl.SSLContext | None
) -> anyio.abc.ByteStream:
    """Connect (TLS when a context is given, SNI = ``host``) and return an AsyncioStream."""
    loop = asyncio.get_running_loop()
    tls: dict[str, Any] = {}
    if ssl_context is not None:
        # A closed TLS connection sends close_notify and waits at most this long for the
        # peer's (asyncio's default is 30 s): a peer that never answers (a black-holed link)
        # must not keep a closed client's socket open. Java's client does not wait at all.
        tls = {"ssl": ssl_context, "server_hostname": host,
               "ssl_shutdown_timeout": _TLS_SHUTDOWN_TIMEOUT}
    options: dict[str, Any] = {}
    accepted = _create_connection_options(loop)
    if "happy_eyeballs_delay" in accepted and not _is_ip_literal(host):
        options["happy_eyeballs_delay"] = 0.25
    if tls and "ssl_shutdown_timeout" not in accepted:
        del tls["ssl_shutdown_timeout"]
    transport, protocol = await loop.create_connection(
        _StreamProtocol, host, port, **options, **tls)
    raw = transport.get_extra_info("socket")
    if raw is not None:
        raw.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return AsyncioStream(transport, protocol)


_OPTIONS_BY_LOOP: dict[type, frozenset[str]] = {}


def _create_connection_options(loop: asyncio.AbstractEventLoop) -> frozenset[str]:
    """The keyword arguments this loop's ``create_connection`` takes. Why: other event loops
    implement an older signature (uvloop has no ``happy_eyeballs_delay``, and had no
    ``ssl_shutdown_timeout`` before 0.17); passing one they lack is a TypeError, and an
    application served by uvicorn runs on uvloop whenever it is installed."""
    kind = type(loop)
    accepted = _OPTIONS_BY_LOOP.get(kind)
    if accepted is None:
        try:
            parameters = inspect.signature(loop.create_connection).parameters
        except (TypeError, ValueError):  # a compiled method without a signature
            accepted = frozenset()
        else:
            if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values()):
                accepted = frozenset()  # (**kwargs: nothing can be known, pass nothing)
            else:
                accepted = frozenset(parameters)
        _OPTIONS_BY_LOOP[kind] = accepted
    return accepted


def _is_ip_literal(host: str) -> bool:
    """An address, not a name: one candidate, so no happy eyeballs. Why it matters beyond
    the race being pointless: CPython 3.11's ``staggered_race`` leaks the winning socket when
    the connecting task is cancelled as it wins (a client closed while connecting kept a
    socket open until garbage collection; found by the no-leak check of the test suite)."""
    try:
        ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    return True
