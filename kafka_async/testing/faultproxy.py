"""FaultProxy: a TCP proxy in front of one broker that makes the network misbehave on demand.

Why a proxy and not ``tc``/iptables: those need root and act on every loopback socket (the
brokers' own replication included). A proxy per broker, with the broker advertising the proxy's
address (``KafkaCluster(proxied=True)``), degrades exactly the client's links and nothing else.

The proxy runs its own asyncio loop in a daemon thread, so a test, a benchmark or a fault matrix
drives it from any thread (or any event loop: asyncio or trio) with plain method calls. Faults:

============================  ==================================================================
``set_latency(ms, jitter)``   every chunk, both directions, waits ``ms`` +- ``jitter`` (order kept)
``set_bandwidth(bytes/s)``    one token bucket per direction for all connections (a slow link)
``stall()`` / ``heal()``      nothing flows either way; bytes are held and delivered when healed
``black_hole()``              bytes are dropped, connections stay open and silent (no FIN, no RST);
                              new connections are accepted and silent too; ``heal()`` makes new
                              connections normal, a black-holed one stays dead until closed
``reset_mid_frame(count)``    the next ``count`` broker->client chunks are cut in half and the
                              connection is reset (RST) in the middle of a response
``cut_after(n)``              every connection (open now or opened until ``heal()``) forwards
                              ``n`` more broker->client bytes, then closes (FIN)
``heal()``                    every fault above cleared
============================  ==================================================================

Ownership: the loop thread owns connections and queues; public methods only set fields (atomic
under the GIL) or schedule a call on the loop, so there is no lock.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import socket
import struct
import threading
import time
from dataclasses import dataclass, field
from types import TracebackType

CHUNK = 64 * 1024
#: chunks held per direction of a connection before the proxy stops reading (TCP back-pressure)
QUEUE_CHUNKS = 64


@dataclass
class _Link:
    """The conditions every connection reads at each chunk (written by any thread)."""

    latency_s: float = 0.0
    jitter_s: float = 0.0
    bandwidth: float | None = None  # bytes per second, per direction
    black_hole: bool = False
    resets_armed: int = 0
    cut_after: int | None = None


@dataclass
class _Bucket:
    """A token bucket shared by one direction of every connection of a proxy."""

    next_free: float = 0.0

    def delay(self, size: int, rate: float | None) -> float:
        if rate is None:
            return 0.0
        now = time.monotonic()
        start = max(now, self.next_free)
        self.next_free = start + size / rate
        return self.next_free - now


@dataclass(eq=False)
class _Connection:
    client: tuple[asyncio.StreamReader, asyncio.StreamWriter]
    upstream: tuple[asyncio.StreamReader, asyncio.StreamWriter]
    black_holed: bool
    cut_budget: int | None = None
    tasks: list[asyncio.Task[None]] = field(default_factory=list)

    def close(self, *, reset: bool = False, abort: bool = False) -> None:
        """FIN both sides once what is buffered is written (``reset``: RST instead);
        ``abort``: close both sockets now, dropping what is buffered (the proxy stops)."""
        for _reader, writer in (self.client, self.upstream):
            if reset:
                raw = writer.get_extra_info("socket")
                if raw is not None:
                    with contextlib.suppress(OSError):
                        raw.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER,
                                       struct.pack("ii", 1, 0))
            if abort:
                writer.transport.abort()
            else:
                writer.close()
        for task in self.tasks:
            task.cancel()


class FaultProxy:
    """Forwards ``127.0.0.1:port`` to ``upstream`` with the faults of the module docstring."""

    def __init__(self, upstream: tuple[str, int], *, port: int = 0, name: str = "") -> None:
        self.upstream = upstream
        self.port = port
        self.name = name or f"proxy->{upstream[0]}:{upstream[1]}"
        #: client connections accepted so far (reconnects can be counted)
        self.connections = 0
        #: connections reset by ``reset_mid_frame``
        self.resets = 0
        self._link = _Link()
        self._flowing: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: asyncio.base_events.Server | None = None
        self._open: set[_Connection] = set()
        #: client sides accepted and not yet paired with an upstream connection
        self._accepting: set[asyncio.StreamWriter] = set()
        self._buckets = {"up": _Bucket(), "down": _Bucket()}
        self._rng = random.Random(0)
        self._stopping = False

    # -- life ------------------------------------------------------------------------------------

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    @property
    def open_connections(self) -> int:
        return len(self._open)

    def start(self) -> FaultProxy:
        if self._thread is not None:
            raise RuntimeError(f"{self.name} already started")
        self._stopping = False
        ready = threading.Event()
        failure: list[BaseException] = []
        self._thread = threading.Thread(target=self._run, args=(ready, failure),
                                        name=self.name, daemon=True)
        self._thread.start()
        ready.wait()
        if failure:
            self._thread.join()
            self._thread = None
            raise failure[0]
        return self

    def stop(self) -> None:
        """Close the listener and every connection; join the thread. Idempotent."""
        thread, loop = self._thread, self._loop
        if thread is None or loop is None:
            return
        with contextlib.suppress(RuntimeError):  # loop already gone
            loop.call_soon_threadsafe(self._shutdown)
        thread.join()
        self._thread = None

    def __enter__(self) -> FaultProxy:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.stop()

    def __repr__(self) -> str:
        return f"FaultProxy({self.address} -> {self.upstream[0]}:{self.upstream[1]})"

    # -- faults (any thread) -----------------------------------------------------------------------

    def set_latency(self, ms: float, jitter_ms: float = 0.0) -> None:
        if ms < 0 or jitter_ms < 0 or jitter_ms > ms:
            raise ValueError("latency needs 0 <= jitter_ms <= ms")
        self._link.latency_s, self._link.jitter_s = ms / 1000, jitter_ms / 1000

    def set_bandwidth(self, bytes_per_second: float | None) -> None:
        if bytes_per_second is not None and bytes_per_second <= 0:
            raise ValueError("bandwidth must be positive (None: unlimited)")
        self._link.bandwidth = bytes_per_second

    def stall(self) -> None:
        self._call(lambda: self._flowing.clear() if self._flowing else None)

    def black_hole(self) -> None:
        self._link.black_hole = True

        def mark() -> None:
            for conn in self._open:
                conn.black_holed = True
        self._call(mark)

    def reset_mid_frame(self, count: int = 1) -> None:
        self._link.resets_armed += count

    def cut_after(self, n: int) -> None:
        if n < 0:
            raise ValueError("cut_after needs n >= 0")
        self._link.cut_after = n

        def arm() -> None:
            for conn in self._open:
                conn.cut_budget = n
        self._call(arm)

    def heal(self) -> None:
        self._link.latency_s = self._link.jitter_s = 0.0
        self._link.bandwidth = None
        self._link.black_hole = False
        self._link.resets_armed = 0
        self._link.cut_after = None
        self._call(lambda: self._flowing.set() if self._flowing else None)

    # -- the loop thread ---------------------------------------------------------------------------

    def _call(self, fn: object) -> None:
        loop = self._loop
        if loop is None:
            raise RuntimeError(f"{self.name} is not running")
        loop.call_soon_threadsafe(fn)  # type: ignore[arg-type]

    def _run(self, ready: threading.Event, failure: list[BaseException]) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            self._flowing = asyncio.Event()
            self._flowing.set()
            try:
                self._server = loop.run_until_complete(asyncio.start_server(
                    self._accept, "127.0.0.1", self.port, reuse_address=True))
            except BaseException as exc:
                failure.append(exc)
                return
            self.port = self._server.sockets[0].getsockname()[1]
            ready.set()
            loop.run_forever()
        finally:
            ready.set()
            pending = asyncio.all_tasks(loop)
            for task in pending:
                task.cancel()
            if pending:
                loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            self._abort_all()
            # an aborted transport closes its socket in a callback: run it before the loop
            # closes, or the socket stays open until the garbage collector finds it
            loop.run_until_complete(asyncio.sleep(0))
            loop.close()
            self._loop = None

    def _shutdown(self) -> None:
        """Stop: the listener and every connection are closed at once (not after a peer
        that stopped reading takes what is buffered for it)."""
        assert self._loop is not None
        if self._stopping:  # a second stop() while the loop winds down must not stop it again
            return
        self._stopping = True
        if self._server is not None:
            self._server.close()
        self._abort_all()
        self._loop.stop()

    def _abort_all(self) -> None:
        for conn in list(self._open):
            conn.close(abort=True)
        self._open.clear()
        for writer in list(self._accepting):
            writer.transport.abort()
        self._accepting.clear()

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        self._accepting.add(writer)
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.upstream)
        except OSError:
            writer.close()
            return
        except asyncio.CancelledError:  # the proxy is stopping (see the end of _accept)
            writer.transport.abort()
            return
        finally:
            self._accepting.discard(writer)
        conn = _Connection((reader, writer), (up_reader, up_writer), self._link.black_hole,
                           cut_budget=self._link.cut_after)
        self._open.add(conn)
        conn.tasks = [
            asyncio.ensure_future(self._pump(conn, reader, up_writer, "up")),
            asyncio.ensure_future(self._pump(conn, up_reader, writer, "down")),
        ]
        try:  # either side closing ends the connection (after what was read is delivered)
            await asyncio.wait(conn.tasks[:2], return_when=asyncio.FIRST_COMPLETED)
        except asyncio.CancelledError:
            # the proxy is stopping: its loop cancels this handler. Returning (rather than
            # raising) keeps asyncio's start_server callback from logging the cancellation
            # as an error; nothing waits on this task.
            return
        finally:
            self._open.discard(conn)
            conn.close()

    async def _pump(self, conn: _Connection, reader: asyncio.StreamReader,
                    writer: asyncio.StreamWriter, direction: str) -> None:
        """Read one side, hand chunks to a delivery task that honours the link's conditions."""
        queue: asyncio.Queue[tuple[float, bytes] | None] = asyncio.Queue(QUEUE_CHUNKS)
        deliver = asyncio.ensure_future(self._deliver(conn, queue, writer, direction))
        conn.tasks.append(deliver)
        last_due = 0.0
        try:
            while True:
                chunk = await reader.read(CHUNK)
                if not chunk:
                    break
                if conn.black_holed:
                    continue
                link = self._link
                delay = link.latency_s
                if link.jitter_s:
                    delay += self._rng.uniform(-link.jitter_s, link.jitter_s)
                last_due = max(last_due, time.monotonic() + delay)
                await queue.put((last_due, chunk))
        except (ConnectionError, OSError):
            pass
        await queue.put(None)
        await deliver

    async def _deliver(self, conn: _Connection, queue: asyncio.Queue[tuple[float, bytes] | None],
                       writer: asyncio.StreamWriter, direction: str) -> None:
        assert self._flowing is not None
        try:
            while (item := await queue.get()) is not None:
                due, chunk = item
                wait = due - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                await self._flowing.wait()
                if conn.black_holed:
                    continue
                pause = self._buckets[direction].delay(len(chunk), self._link.bandwidth)
                if pause > 0:
                    await asyncio.sleep(pause)
                if direction == "down":
                    if self._link.resets_armed > 0:
                        self._link.resets_armed -= 1
                        self.resets += 1
                        writer.write(chunk[: max(1, len(chunk) // 2)])
                        with contextlib.suppress(ConnectionError, OSError):
                            await writer.drain()
                        conn.close(reset=True)
                        return
                    if conn.cut_budget is not None:
                        writer.write(chunk[: conn.cut_budget])
                        conn.cut_budget -= min(conn.cut_budget, len(chunk))
                        if conn.cut_budget == 0:
                            with contextlib.suppress(ConnectionError, OSError):
                                await writer.drain()
                            conn.close()
                            return
                        continue
                writer.write(chunk)
                await writer.drain()
        except (ConnectionError, OSError):
            conn.close()
