"""One pipelined connection to one broker.

Theory of operation
-------------------
Many tasks write requests onto one socket; the broker answers them in the order they were
written. ``run()`` serves the connection with up to four child tasks; callers run ``send`` in
their own tasks.

* **callers** (any task calling ``send``): wait out a throttle window or a re-authentication
  gate, then take an in-flight slot. The cap is a counter plus a FIFO of waiting events (not an
  ``anyio.Semaphore``, whose ``acquire`` yields to the loop even when a slot is free): when
  ``max_in_flight`` requests are pending the caller queues, and a response hands its slot to the
  oldest waiter. Then, in one synchronous step, the caller takes the next correlation id,
  registers the slot in the in-flight FIFO, pushes its deadline and appends the framed bytes to
  the outbox. Nothing awaits between those steps, so FIFO order equals write order. Produce with
  acks=0 gives its slot back at once and waits for nothing.
* **writing**: on a quiet connection (no write in progress, this request the only one in flight)
  the caller writes the outbox itself, saving a hop to another task; otherwise it wakes the
  **writer** task, which joins everything queued during the event-loop turn into one ``send``.
  A frame is never half-written because somebody was cancelled: the asyncio stream buffers a
  whole ``send`` before its first await (``atomic_sends``); on other streams the write runs
  shielded.
* **the reader** reassembles frames (size checked before allocating), matches each against the
  head of the FIFO, releases the slot and wakes the caller, who decodes the body in its own task.
  An unexpected correlation id means the stream is out of sync: the connection fails. On the
  asyncio stream the reader is not a task: the stream hands each chunk over from its protocol's
  ``data_received`` (``deliver``), so a waiter wakes in the event-loop turn its answer arrived
  in; on other streams (trio) a reader task receives.
* **callers without a task** (``send_nowait``): when a request can be queued at once (open, no
  gate or throttle, a free slot and nobody queueing for one, an answer expected) it is queued
  and written as above without awaiting, and its slot's "event" is a ``_Callback``: where the
  reader (or ``_fail``) sets it, the caller's ``on_answer`` runs, there and then, once. Answers
  come in request order and ``_fail`` fails slots in FIFO order, so callbacks run in request
  order. The producer's senders use it: a round trip without a task of its own takes two
  event-loop turns fewer.
* **the watchdog** sleeps until the earliest request deadline (request_timeout_ms, or a
  per-request timeout). A request still unanswered then fails with KafkaTimeoutError and the
  whole connection is closed, since a late answer could no longer be matched; the others fail
  with a retriable KafkaConnectionError.
* **the re-authenticator** (only when the broker announced a SASL session lifetime, KIP-368)
  closes the gate before the session expires, waits for in-flight requests to drain, runs the
  SASL exchange again through ``send(..., ignore_gate=True)`` and reopens the gate.

Socket exceptions are mapped to kafka_async's at the two places that touch the stream (the
reader's ``receive``, the writes), through ``errors.map_exceptions``. Cancellation: a caller
cancelled after its request was queued *abandons* its slot; the reader drops the late response
and the stream stays in sync. Failure: the first error (EOF, socket error, protocol desync,
timeout) is recorded, every pending slot is failed, the task group is cancelled and the stream
closed under a shield. Nothing is retried here; the pool and the callers above decide.
"""

from __future__ import annotations

import heapq
import logging
import math
import ssl
import struct
import time
from collections import deque
from collections.abc import Awaitable, Callable, Mapping
from functools import partial
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

import anyio
import anyio.abc

from kafka_async.metrics.hooks import HookDispatch
from kafka_async.network.errors import (
    STREAM_ERRORS,
    ClientClosedError,
    KafkaConnectionError,
    KafkaTimeoutError,
    RequestNotSentTimeoutError,
    map_exceptions,
)
from kafka_async.network.sasl.base import Secret
from kafka_async.network.stats import NodeStats
from kafka_async.network.versions import ApiVersionTable
from kafka_async.protocol.errors import KafkaError, ProtocolError
from kafka_async.protocol.headers import decode_response_header, encode_request_header
from kafka_async.protocol.messages._base import Request, ResponseT
from kafka_async.protocol.primitives import enc_nullable_string
from kafka_async.protocol.wire import FrameReader, InFlight, InFlightQueue

if TYPE_CHECKING:
    from kafka_async.network.sasl.gssapi import KerberosSettings

__all__ = ["BrokerConnection", "ConnectionSettings", "Throttle"]

logger = logging.getLogger(__name__)

_INT32 = struct.Struct(">i")
_HEADER_PREFIX = struct.Struct(">hhi")  # api_key, api_version, correlation_id
_RECEIVE_SIZE = 256 * 1024


_NO_HOOKS = HookDispatch()
_NO_EXTENSIONS: Mapping[str, str] = MappingProxyType({})


class ConnectionSettings(NamedTuple):
    """What the network layer needs from the client config (durations in seconds).

    A named tuple, immutable like the frozen dataclass it was and made at import in a fraction
    of its time (start-up, docs/benchmarks.md run U); the defaults it shares between instances
    (no hooks, no extensions) are immutable too."""

    client_id: str = "kafka_async"
    client_software_name: str = "kafka-async"
    client_software_version: str = "0"
    request_timeout: float = 30.0
    connect_timeout: float = 10.0
    max_in_flight: int = 5
    max_frame_bytes: int = 100 * 1024 * 1024
    ssl_context: ssl.SSLContext | None = None
    sasl_mechanism: str | None = None
    sasl_username: str | None = None
    sasl_password: Secret | None = None
    sasl_token_provider: Callable[[], Any] | None = None
    sasl_extensions: Mapping[str, str] = _NO_EXTENSIONS
    sasl_kerberos: KerberosSettings | None = None
    send_buffer_bytes: int = -1
    receive_buffer_bytes: int = -1
    hooks: HookDispatch = _NO_HOOKS

    def __repr__(self) -> str:
        # the token provider and the hooks are callables: left out, as they were
        shown = ", ".join(f"{name}={value!r}"
                          for name, value in zip(self._fields, self, strict=True)
                          if name not in ("sasl_token_provider", "hooks"))
        return f"ConnectionSettings({shown})"


class Throttle:
    """When a broker asked us to hold back (throttle_time_ms, KIP-219), shared by its lanes."""

    __slots__ = ("until",)

    def __init__(self) -> None:
        self.until = 0.0

    def note(self, throttle_time_ms: int) -> None:
        if throttle_time_ms > 0:
            self.until = max(self.until, time.monotonic() + throttle_time_ms / 1000)

    def remaining(self) -> float:
        return self.until - time.monotonic() if self.until else 0.0


class _Slot:
    """Where the reader leaves the response (or the failure) for one waiting caller."""

    __slots__ = ("abandoned", "error", "event", "response", "started")

    def __init__(self, event: anyio.Event | _Callback) -> None:
        self.event = event
        self.response: bytes | None = None
        self.error: BaseException | None = None
        self.abandoned = False
        self.started = 0.0  # when the request was queued (monotonic)


class _Callback:
    """A slot's "event" for ``send_nowait``: setting it calls the caller's ``on_answer(self)``
    back, once, right where the answer (or the failure) is recorded: in the reader for a
    response, in ``_fail`` for a connection that failed (from whichever task failed it). Called
    (``self()``), it returns the decoded response or raises the failure. ``on_answer`` must not
    raise (the producer's catches everything); if it does, that is a bug: it is logged here,
    and not let into the reader, which serves every other request of the connection."""

    __slots__ = ("_connection", "_on_answer", "_request", "_set", "_version", "slot")

    def __init__(self, connection: BrokerConnection, request: Request[Any], version: int,
                 on_answer: Callable[[Callable[[], Any]], None]) -> None:
        self._connection = connection
        self._request = request
        self._version = version
        self._on_answer = on_answer
        self._set = False
        self.slot: _Slot | None = None

    def set(self) -> None:
        if self._set:
            return
        self._set = True
        try:
            self._on_answer(self)
        except Exception:
            logger.exception("a response callback raised (a bug: its caller may never learn "
                             "the outcome)")

    def is_set(self) -> bool:
        return self._set

    def __call__(self) -> Any:
        slot = self.slot
        assert slot is not None  # (called once)
        # The slot's event is this callback: dropping the way back leaves no reference cycle,
        # so both go with their last reference, not at the garbage collector's next pass
        # (a dozen objects a request, a collection every ~60 lone requests otherwise).
        self.slot = None
        if slot.error is not None:
            raise slot.error
        raw = slot.response
        assert raw is not None
        connection = self._connection
        connection._account(raw, slot.started)
        return connection._decode_answer(self._request, raw, self._version)


Reauthenticator = Callable[["BrokerConnection"], Awaitable["float | None"]]


class BrokerConnection:
    """A connected, negotiated (and authenticated) stream; serve it with ``run()``."""

    def __init__(
        self,
        stream: anyio.abc.ByteStream,
        settings: ConnectionSettings,
        versions: ApiVersionTable,
        *,
        node_id: int,
        address: str,
        throttle: Throttle | None = None,
        reauthenticator: Reauthenticator | None = None,
        session_lifetime: float | None = None,
        stats: NodeStats | None = None,
    ) -> None:
        self._stream = stream
        self._settings = settings
        self.versions = versions
        self.node_id = node_id
        self.address = address
        self.throttle = throttle if throttle is not None else Throttle()
        self.stats = stats if stats is not None else NodeStats()
        hooks = settings.hooks
        self._on_write = hooks.on_broker_write
        self._on_read = hooks.on_broker_read
        self._reauthenticator = reauthenticator
        self._session_lifetime = session_lifetime
        self._inflight = InFlightQueue()
        # In-flight cap: a counter plus FIFO waiters. (anyio.Semaphore would cost an extra
        # event-loop round trip per request even when a slot is free.)
        self._free_slots = settings.max_in_flight
        self._slot_waiters: deque[anyio.Event] = deque()
        # The backend's Event class, resolved once: anyio.Event() looks the backend up per call.
        self._new_event: Callable[[], anyio.Event] = type(anyio.Event())
        # Request header v1/v2 tails (client_id, then v2's empty tagged fields), encoded once.
        self._client_v1 = enc_nullable_string(settings.client_id)
        self._client_v2 = self._client_v1 + b"\x00"
        self._outbox: list[Any] = []
        self._sending = False
        self._atomic_sends = bool(getattr(stream, "atomic_sends", False))
        self._writer_wakeup = anyio.Event()
        self._deadlines: list[tuple[float, int, _Slot]] = []
        self._watch_target = math.inf
        self._watch_wakeup = anyio.Event()
        self._gate: anyio.Event | None = None
        self._error: BaseException | None = None
        self._cancel_scope: anyio.CancelScope | None = None
        self._closed = anyio.Event()
        self._failed = anyio.Event()  # set by _fail: wakes requests waiting out a throttle
        self.last_activity = time.monotonic()
        self._last_latency = 0.0  # of the last answered request (for on_broker_read)
        # The I/O seam (errors.map_exceptions), built once: entered around every receive/send.
        self._on_receive = map_exceptions(STREAM_ERRORS, f"{address}: receive failed")
        self._on_send = map_exceptions(STREAM_ERRORS, f"{address}: send failed")

    def __repr__(self) -> str:
        state = "closed" if self._error is not None else "open"
        return (
            f"<BrokerConnection node={self.node_id} {self.address} {state} "
            f"in_flight={len(self._inflight)}>"
        )

    # ------------------------------------------------------------------ state

    @property
    def is_closed(self) -> bool:
        return self._error is not None

    @property
    def in_flight(self) -> int:
        return len(self._inflight)

    @property
    def error(self) -> BaseException | None:
        """Why the connection closed (None while open)."""
        return self._error

    async def wait_closed(self) -> None:
        await self._closed.wait()

    def close(self, reason: str = "connection closed by the client", *,
              reroute: bool = False) -> None:
        """Fail everything pending with ClientClosedError and stop the tasks (idempotent).

        ``reroute``: the owner closes the connection because of where requests should go now
        (the broker left the metadata, its address changed), not because the client is done:
        pending requests fail with a *retriable* KafkaConnectionError, so the layer that sent
        them retries on the new route instead of handing the user a ClientClosedError (found
        by the fault matrix: a consumer's offset reset during a broker pause)."""
        if reroute:
            self._fail(KafkaConnectionError(f"{self.address}: closed: {reason}"))
        else:
            self._fail(ClientClosedError(f"{self.address}: {reason}"))

    # ------------------------------------------------------------------ serving

    async def run(
        self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        """Serve the connection until it fails or is closed; never raises for connection errors."""
        try:
            async with anyio.create_task_group() as group:
                self._cancel_scope = group.cancel_scope
                if self._error is not None:
                    group.cancel_scope.cancel()
                group.start_soon(self._read_loop)
                group.start_soon(self._write_loop)
                group.start_soon(self._watchdog_loop)
                if self._reauthenticator is not None and self._session_lifetime:
                    group.start_soon(self._reauth_loop)
                task_status.started()
        finally:
            self._fail(ClientClosedError(f"{self.address}: connection task stopped"))
            with anyio.CancelScope(shield=True):
                await self._stream.aclose()
            self._closed.set()

    def _fail(self, error: BaseException, timed_out: _Slot | None = None) -> None:
        """Record the first failure, fail every pending slot, stop the tasks."""
        if self._error is not None:
            return
        self._error = error
        self._failed.set()
        for entry in self._inflight.drain():
            slot: _Slot = entry.context
            slot.error = error if slot is timed_out else self._in_flight_error(error)
            slot.event.set()
            self._release_slot()
        while self._slot_waiters:
            self._slot_waiters.popleft().set()
        self._outbox.clear()
        self._deadlines.clear()
        self._writer_wakeup.set()
        self._watch_wakeup.set()
        if self._gate is not None:
            self._gate.set()
        if self._cancel_scope is not None:
            self._cancel_scope.cancel()

    def _in_flight_error(self, error: BaseException) -> KafkaError:
        """What a request in flight when the connection failed with ``error`` raises."""
        if isinstance(error, ClientClosedError):
            return ClientClosedError(str(error))
        return KafkaConnectionError(
            f"{self.address}: connection failed while the request was in flight: {error}")

    def _closed_error(self) -> KafkaError:
        error = self._error
        if isinstance(error, ClientClosedError):
            return ClientClosedError(str(error))
        return KafkaConnectionError(f"{self.address}: connection is closed: {error}")

    async def _read_loop(self) -> None:
        """The reader: a task receiving chunks, or, on a stream that can hand its chunks over
        as they arrive (the asyncio stream's ``deliver``), no task at all."""
        reader = FrameReader(self._settings.max_frame_bytes)
        deliver = getattr(self._stream, "deliver", None)
        if deliver is not None:
            deliver(partial(self._on_chunk, reader), self._on_stream_end)
            return
        receive = self._stream.receive
        on_receive = self._on_receive
        while True:
            try:
                with on_receive:
                    chunk = await receive(_RECEIVE_SIZE)
            except KafkaConnectionError as exc:
                self._fail(exc)
                return
            if not self._feed(reader, chunk):
                return

    def _on_chunk(self, reader: FrameReader, chunk: bytes) -> None:
        """``deliver``'s callback: runs in the event loop's I/O callback, so it never raises."""
        try:
            self._feed(reader, chunk)
        except Exception as exc:  # a bug: fail the connection rather than the transport
            logger.exception("%s: handling received bytes failed", self.address)
            self._fail(ProtocolError(f"{self.address}: handling received bytes failed: {exc!r}"))

    def _on_stream_end(self, exc: BaseException | None) -> None:
        """``deliver``'s end of stream, mapped by the same seam as a failed ``receive``."""
        try:
            with self._on_receive:
                if exc is None:
                    raise anyio.EndOfStream
                raise anyio.BrokenResourceError from exc
        except KafkaConnectionError as mapped:
            self._fail(mapped)

    def _feed(self, reader: FrameReader, chunk: bytes) -> bool:
        """Received bytes: every frame they complete is matched to its request (FIFO), its
        slot released and its waiter woken. False when the connection failed."""
        if self._error is not None:
            return False  # (bytes delivered between a failure and the stream's close)
        try:
            frames = reader.feed(chunk)
        except ProtocolError as exc:
            self._fail(ProtocolError(f"{self.address}: {exc}"))
            return False
        if not frames:
            return True
        self.last_activity = time.monotonic()
        inflight = self._inflight
        for frame in frames:
            try:
                entry = inflight.match_frame(frame)
            except ProtocolError as exc:
                self._fail(ProtocolError(f"{self.address}: {exc}"))
                return False
            self._release_slot()
            slot: _Slot = entry.context
            if not slot.abandoned:
                slot.response = frame
            slot.event.set()  # also for abandoned slots: marks the deadline as met
        deadlines = self._deadlines
        while deadlines and deadlines[0][2].event.is_set():
            heapq.heappop(deadlines)
        return True

    async def _write_loop(self) -> None:
        while True:
            await self._writer_wakeup.wait()
            self._writer_wakeup = self._new_event()
            if not self._sending:
                await self._flush()

    async def _flush(self) -> None:
        """Write everything queued, joined into as few sends as possible.

        Runs in the writer task, or inline in a caller when no write is in progress (saving the
        hop to the writer task on a quiet connection). A frame is never half-written because
        somebody was cancelled: streams that buffer a whole ``send`` before their first await
        (``atomic_sends``, the asyncio stream) need nothing more; others are shielded. A stalled
        peer is bounded by the request deadlines (the watchdog fails the connection, which
        closes the stream under this send).
        """
        self._sending = True
        try:
            if self._atomic_sends:
                await self._send_outbox()
            else:
                with anyio.CancelScope(shield=True):
                    await self._send_outbox()
        finally:
            self._sending = False
            if self._outbox and self._error is None:
                self._writer_wakeup.set()  # queued while we were cancelled: the writer takes it

    async def _send_outbox(self) -> None:
        while self._outbox and self._error is None:
            data = b"".join(self._outbox)
            self._outbox = []
            try:
                with self._on_send:
                    await self._stream.send(data)
            except KafkaConnectionError as exc:
                self._fail(exc)
                return

    async def _watchdog_loop(self) -> None:
        deadlines = self._deadlines
        while self._error is None:
            while deadlines and (deadlines[0][2].event.is_set()):
                heapq.heappop(deadlines)
            if not deadlines:
                self._watch_target = math.inf
                await self._watch_wakeup.wait()
                self._watch_wakeup = anyio.Event()
                continue
            deadline, correlation_id, slot = deadlines[0]
            delay = deadline - time.monotonic()
            if delay <= 0:
                self._fail(
                    KafkaTimeoutError(
                        f"{self.address}: no response to request {correlation_id} within "
                        f"the request timeout; closing the connection"
                    ),
                    timed_out=slot,
                )
                return
            self._watch_target = deadline
            with anyio.move_on_after(delay):
                await self._watch_wakeup.wait()
            if self._watch_wakeup.is_set():
                self._watch_wakeup = anyio.Event()

    async def _reauth_loop(self) -> None:
        assert self._reauthenticator is not None
        lifetime = self._session_lifetime
        while lifetime:
            # KIP-368: re-authenticate before the broker's session lifetime ends (Java: 85-95 %).
            await anyio.sleep(lifetime * 0.85)
            gate = anyio.Event()
            self._gate = gate
            try:
                while len(self._inflight) and self._error is None:
                    await anyio.sleep(0.005)
                lifetime = await self._reauthenticator(self)
            except KafkaError as exc:
                self._fail(exc)
                return
            finally:
                self._gate = None
                gate.set()

    # ------------------------------------------------------------------ requests

    async def send(
        self,
        request: Request[ResponseT],
        *,
        version: int | None = None,
        timeout: float | None = None,
        ignore_gate: bool = False,
    ) -> ResponseT:
        """Send one request; return its decoded response (None for Produce with acks=0).

        ``timeout`` (seconds) replaces request_timeout_ms for this request only (callers add
        the broker-side wait of long-polling requests to it).
        """
        request_class = type(request)
        api_key = request_class.API_KEY
        if version is None:
            version = self.versions.pick(request_class, api_key)
        parts = request.encode_parts(version)
        expect_response = request.expects_response()
        raw = await self.send_raw(
            api_key,
            version,
            request_class.header_version(version),
            parts,
            expect_response=expect_response,
            timeout=timeout,
            ignore_gate=ignore_gate,
        )
        if raw is None:
            return request.decode_response(None, version)
        return self._decode_answer(request, raw, version)

    def _decode_answer(self, request: Request[ResponseT], raw: bytes, version: int) -> ResponseT:
        """A whole response frame's body, decoded; the throttle noted, the read hooks told."""
        view = memoryview(raw)
        header_version = type(request).RESPONSE.header_version(version)
        if header_version == 1 and len(raw) > 4 and raw[4] == 0:
            offset = 5  # (the correlation id, matched already, and an empty tag section)
        else:
            _, offset = decode_response_header(view, header_version)
        response = request.decode_response(view, version, offset)
        throttle_ms = getattr(response, "throttle_time_ms", 0)
        if throttle_ms:
            self.throttle.note(throttle_ms)
        if self._on_read:
            seconds = self._last_latency
            for hook in self._on_read:
                hook(self.node_id, type(request).API_KEY, version, len(raw) + 4, seconds,
                     throttle_ms)
        return response

    def send_nowait(self, request: Request[ResponseT], version: int,
                    on_answer: Callable[[Callable[[], ResponseT]], None]) -> bool:
        """Queue ``request`` now, without waiting for anything, if that is possible (False:
        it is not, use ``send``): the connection is open and not throttled, an in-flight slot
        is free and nobody queues for one, and the request expects an answer. Its frame is
        written before this returns when the connection is quiet (as ``send`` does inline).

        ``on_answer(result)`` is called exactly once, from the reader, or from whoever fails
        the connection (this call itself, when its write fails at once): ``result()`` returns
        the decoded response or raises what ``send`` would have raised. It runs in the
        reader's task, so it must not block. Why: a request without a task of its own takes
        two fewer event-loop turns per round trip.
        """
        if (self._error is not None or self._gate is not None or self.throttle.until
                or self._free_slots <= 0 or self._slot_waiters or not request.expects_response()):
            return False
        request_class = type(request)
        parts = request.encode_parts(version)  # may raise (a bad request): nothing is queued
        self._free_slots -= 1
        api_key = request_class.API_KEY
        now = time.monotonic()
        framed = self._frame(api_key, version, request_class.header_version(version), parts)
        self._write_nowait()
        # After the write (the broker is already on it): the slot, its registration, the
        # statistics and the deadline. Nothing reads them before the event loop's next turn.
        callback = _Callback(self, request, version, on_answer)
        slot = callback.slot = _Slot(callback)
        error = self._error
        if error is not None:  # the write failed at once: _fail found no slot of ours
            slot.error = self._in_flight_error(error)
            self._release_slot()
            self._track(api_key, version, framed, None, None, now)
            callback.set()
            return True
        self._register(framed[0], api_key, version, slot, now)
        self._track(api_key, version, framed, None, slot, now)
        return True

    def _account(self, raw: bytes, started: float) -> None:
        stats = self.stats
        stats.responses += 1
        stats.bytes_in += len(raw) + 4
        latency = self._last_latency = time.monotonic() - started
        stats.latency.record(latency * 1000.0)

    def _write_nowait(self) -> None:
        """``_write_soon`` without awaiting: write now on a quiet connection whose stream can
        take a whole send at once without waiting (the asyncio stream, unless it asks for
        back-pressure); otherwise the writer task writes. (Called by ``send_nowait`` before it
        registers its request: quiet means nothing else in flight.)"""
        if not self._sending and not self._inflight and self._outbox:
            send_nowait = getattr(self._stream, "send_nowait", None)
            if send_nowait is not None:
                data = b"".join(self._outbox)
                self._outbox = []
                try:
                    written = send_nowait(data)
                except Exception:
                    # (The send seam's map, entered only when the write failed: its enter and
                    # exit cost two calls on every lone request's path.)
                    try:
                        with self._on_send:
                            raise
                    except KafkaConnectionError as exc:
                        self._fail(exc)
                        return
                if written:
                    return
                self._outbox.append(data)  # refused whole (back-pressure): the writer waits
        if not self._writer_wakeup.is_set():
            self._writer_wakeup.set()

    async def send_raw(
        self,
        api_key: int,
        api_version: int,
        header_version: int,
        body_parts: list[Any],
        *,
        expect_response: bool = True,
        timeout: float | None = None,
        ignore_gate: bool = False,
    ) -> bytes | None:
        """Frame and queue an encoded body; return the whole response frame (header included)."""
        if self._error is not None:
            raise self._closed_error()
        if not ignore_gate and (self._gate is not None or self.throttle.until):
            await self._wait_until_open(
                self._settings.request_timeout if timeout is None else timeout)
        if self._free_slots > 0 and not self._slot_waiters:
            self._free_slots -= 1
        else:
            await self._wait_for_slot()  # returns owning a slot handed over by a response
        if self._error is not None:
            # The connection failed while this request waited (a throttle, a gate): its
            # in-flight list was drained, so a request queued now would wait forever.
            self._release_slot()
            raise self._closed_error()
        if not expect_response:
            self._queue(api_key, api_version, header_version, body_parts, timeout, None)
            self._release_slot()
            await self._write_soon()
            return None
        slot = _Slot(self._new_event())
        self._queue(api_key, api_version, header_version, body_parts, timeout, slot)
        await self._write_soon()
        raw = await self._wait(slot)
        self._account(raw, slot.started)
        return raw

    def _queue(self, api_key: int, api_version: int, header_version: int,
               body_parts: list[Any], timeout: float | None, slot: _Slot | None) -> None:
        """Frame the request into the outbox and register its slot (None: no answer comes),
        holding an in-flight slot already. Nothing here awaits: FIFO order == write order."""
        now = time.monotonic()
        framed = self._frame(api_key, api_version, header_version, body_parts)
        if slot is not None:
            self._register(framed[0], api_key, api_version, slot, now)
        self._track(api_key, api_version, framed, timeout, slot, now)

    def _frame(self, api_key: int, api_version: int, header_version: int,
               body_parts: list[Any]) -> tuple[int, int]:
        """The request's frame into the outbox: what must precede its write. Returns the
        correlation id and the frame's size less its prefix."""
        correlation_id = self._inflight.next_correlation_id()
        if header_version == 2:  # the common cases without a call into headers.py
            header = _HEADER_PREFIX.pack(api_key, api_version, correlation_id) + self._client_v2
        elif header_version == 1:
            header = _HEADER_PREFIX.pack(api_key, api_version, correlation_id) + self._client_v1
        else:
            header = encode_request_header(
                api_key, api_version, correlation_id, self._settings.client_id, header_version
            )
        size = len(header) + sum(map(len, body_parts))
        outbox = self._outbox
        outbox.append(_INT32.pack(size))
        outbox.append(header)
        outbox.extend(body_parts)
        return correlation_id, size

    def _register(self, correlation_id: int, api_key: int, api_version: int, slot: _Slot,
                  now: float) -> None:
        """The slot into the in-flight FIFO, where the reader matches the answer (and a
        failure finds it). Before the event loop's next turn, in write order."""
        slot.started = now
        self._inflight.register(InFlight(correlation_id, api_key, api_version, slot))

    def _track(self, api_key: int, api_version: int, framed: tuple[int, int],
               timeout: float | None, slot: _Slot | None, now: float) -> None:
        """What may follow the write: the statistics, the write hooks, the request's deadline.
        Nothing reads them before the event loop's next turn, so ``send_nowait`` does this
        after writing: the broker starts on the request that much sooner (the path of an
        application awaiting each record)."""
        correlation_id, size = framed
        self.last_activity = now
        stats = self.stats
        stats.requests += 1
        stats.bytes_out += size + 4
        if self._on_write:
            for hook in self._on_write:
                hook(self.node_id, api_key, api_version, size + 4)
        if slot is None or self._error is not None:
            return  # (a write that failed at once failed the slot and cleared the deadlines)
        deadline = now + (timeout if timeout is not None else self._settings.request_timeout)
        heapq.heappush(self._deadlines, (deadline, correlation_id, slot))
        if deadline < self._watch_target:
            self._watch_target = deadline
            self._watch_wakeup.set()

    async def _write_soon(self) -> None:
        """Write now on a quiet connection; otherwise leave it to the writer task, which joins
        every frame queued during this event-loop turn into one send (one syscall for many
        requests under load)."""
        if not self._sending and len(self._inflight) <= 1:
            await self._flush()
        elif not self._writer_wakeup.is_set():
            self._writer_wakeup.set()

    async def _wait_for_slot(self) -> None:
        """Back-pressure: queue (FIFO) until a response hands us its in-flight slot."""
        waiter = self._new_event()
        self._slot_waiters.append(waiter)
        try:
            await waiter.wait()
        except BaseException:
            if waiter.is_set():
                self._release_slot()  # handed a slot while being cancelled: pass it on
            else:
                self._slot_waiters.remove(waiter)
            raise
        if self._error is not None:
            raise self._closed_error()

    def _release_slot(self) -> None:
        """Hand the slot to the oldest waiter, or return it to the pool."""
        if self._slot_waiters:
            self._slot_waiters.popleft().set()
        else:
            self._free_slots += 1

    async def _wait(self, slot: _Slot) -> bytes:
        event = slot.event
        assert not isinstance(event, _Callback)  # send_nowait's slots are never awaited
        try:
            await event.wait()
        except BaseException:
            slot.abandoned = True  # cancelled: the reader drops the late response
            raise
        if slot.error is not None:
            raise slot.error
        assert slot.response is not None
        return slot.response

    async def _wait_until_open(self, limit: float) -> None:
        """Wait out a re-authentication or a broker's throttle (KIP-219), for at most
        ``limit`` seconds (the request's timeout): a throttle_time_ms past it (a broker can
        name any, up to 24 days) fails the request as a timeout, which its caller retries
        within its own deadline (delivery_timeout_ms, default_api_timeout_ms) or reports, as
        Java's throttled node is "not ready" until its batches expire."""
        deadline = time.monotonic() + limit
        while True:
            if self._error is not None:
                raise self._closed_error()  # failed while we waited: nothing more to wait for
            left = deadline - time.monotonic()
            gate = self._gate
            if gate is not None:
                with anyio.move_on_after(left):
                    await gate.wait()
                    continue
                raise RequestNotSentTimeoutError(
                    f"{self.address}: the connection's re-authentication did not end within "
                    f"the request's timeout ({limit:g} s)")
            delay = self.throttle.remaining()
            if delay > 0:
                if delay > left:
                    with anyio.move_on_after(max(left, 0)):
                        await self._failed.wait()
                        continue  # failed meanwhile: the loop's first check raises
                    raise RequestNotSentTimeoutError(
                        f"{self.address}: the broker throttles this connection for "
                        f"{delay:.1f} s (throttle_time_ms), past the request's timeout "
                        f"({limit:g} s)")
                with anyio.move_on_after(delay):
                    await self._failed.wait()  # (a failure ends the wait at once)
                continue
            return
