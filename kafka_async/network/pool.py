"""The connections of one client: one per (broker node, lane), opened lazily, single-flight.

Theory of operation
-------------------
Lanes. Kafka answers one connection's requests in order and, on the broker side, processes one
request per connection at a time: a request parked in purgatory (a Fetch long poll, a JoinGroup
waiting for the rebalance) blocks everything written after it. So requests that may park get their
own socket, as in the Java client (coordinators) and franz-go (produce/fetch/group/slow):

* ``DEFAULT``     metadata, produce, admin, offsets: everything answered promptly
* ``FETCH``       consumer long polls (fetch.max.wait.ms would stall DEFAULT)
* ``GROUP``       the group coordinator: join/sync/heartbeat/commit, so a long poll never delays
                  a heartbeat
* ``TRANSACTION`` the transaction coordinator

Ownership. The pool's entries are mutated only on the event loop; each connection is opened *and
served* by one task in the client's task group (``_connect_and_serve``), so a caller that gets
cancelled while waiting never cancels a connect that other callers share. Waiters see the outcome
through an Event. A failed attempt records the error and the time before which no new attempt is
made (exponential backoff with jitter); non-retriable failures (authentication, TLS) back off for
the maximum, so a wrong password never turns into a reconnect storm.

Idle connections (no request in flight, no traffic for connections_max_idle_ms) are closed by
``reap_idle``, which the client runs in its task group.
"""

from __future__ import annotations

import enum
import logging
import time
from collections.abc import Callable

import anyio

from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.connection import BrokerConnection, ConnectionSettings, Throttle
from kafka_async.network.errors import ClientClosedError, KafkaConnectionError
from kafka_async.network.handshake import open_connection
from kafka_async.network.lifecycle import TaskStarter
from kafka_async.network.stats import NetworkStats, NodeStats

__all__ = ["ConnectionPool", "Lane", "log_connection"]

logger = logging.getLogger("kafka_async.network")


def log_connection(level: int, client_id: str, node_id: int, address: str, message: str,
                   *args: object) -> None:
    """A log record about one connection: the text starts ``[client-id] node N (host:port)``
    and the record carries ``client_id``, ``node_id`` and ``broker`` attributes, so handlers
    and formatters can filter or print them (``%(client_id)s``)."""
    if logger.isEnabledFor(level):
        logger.log(level, "[%s] node %d (%s): " + message, client_id, node_id, address, *args,
                   extra={"client_id": client_id, "node_id": node_id, "broker": address})


class Lane(enum.Enum):
    DEFAULT = "default"
    FETCH = "fetch"
    GROUP = "group"
    TRANSACTION = "transaction"

    # Members are singletons compared by identity: the identity hash (C) is the right one,
    # and spares every (node, lane) lookup, one per request, Enum's Python __hash__.
    __hash__ = object.__hash__


class _Entry:
    """One (node, lane) connection slot: the connection, or the attempt making it, and the
    failures behind the next attempt's backoff."""

    __slots__ = ("connecting", "connection", "failures", "last_error", "next_attempt")

    def __init__(self) -> None:
        self.connection: BrokerConnection | None = None
        self.connecting: anyio.Event | None = None
        self.failures = 0
        self.last_error: BaseException | None = None
        self.next_attempt = 0.0


class _Node:
    """A broker's address and what its lanes share: the throttle it asked for, its stats."""

    __slots__ = ("host", "port", "stats", "throttle")

    def __init__(self, host: str, port: int, stats: NodeStats) -> None:
        self.host = host
        self.port = port
        self.throttle = Throttle()
        self.stats = stats


class ConnectionPool:
    """Opens, shares, reconnects and reaps connections; tasks go to the client's task host."""

    def __init__(
        self,
        settings: ConnectionSettings,
        task_group: TaskStarter,
        *,
        backoff: ExponentialBackoff,
        idle_timeout: float,
    ) -> None:
        self._settings = settings
        self._task_group = task_group
        self._backoff = backoff
        self._idle_timeout = idle_timeout
        self._nodes: dict[int, _Node] = {}
        self._entries: dict[tuple[int, Lane], _Entry] = {}
        self._closed = False
        self.stats = NetworkStats()
        #: per broker node id, what went there (kept when a node's address changes)
        self.node_stats: dict[int, NodeStats] = {}
        #: told of each node's stats when the node first appears (metrics registration)
        self.on_new_node: Callable[[int, NodeStats], None] | None = None

    # ------------------------------------------------------------------ addresses

    def set_address(self, node_id: int, host: str, port: int) -> None:
        """Record where a node lives; a changed address closes the node's connections."""
        node = self._nodes.get(node_id)
        if node is not None and (node.host, node.port) == (host, port):
            return
        if node is not None:
            self.close_node(node_id, "the broker's advertised address changed")
        stats = self.node_stats.get(node_id)
        if stats is None:
            stats = self.node_stats[node_id] = NodeStats()
            if self.on_new_node is not None:
                self.on_new_node(node_id, stats)
        self._nodes[node_id] = _Node(host, port, stats)

    def address(self, node_id: int) -> tuple[str, int] | None:
        node = self._nodes.get(node_id)
        return None if node is None else (node.host, node.port)

    def forget(self, node_id: int) -> None:
        self.close_node(node_id, "the broker left the cluster metadata")
        self._nodes.pop(node_id, None)

    def adopt(self, from_node: int, to_node: int) -> bool:
        """Re-key an open connection (bootstrap pseudo-node -> real node id at the same address).

        Why: the first Metadata answer tells us which real node we bootstrapped through; keeping
        its connection saves a reconnect and a second SASL exchange.
        """
        source, target = self._nodes.get(from_node), self._nodes.get(to_node)
        entry = self._entries.get((from_node, Lane.DEFAULT))
        if source is None or target is None or entry is None or entry.connection is None:
            return False
        if (source.host, source.port) != (target.host, target.port) or entry.connection.is_closed:
            return False
        if (to_node, Lane.DEFAULT) in self._entries:
            existing = self._entries[(to_node, Lane.DEFAULT)].connection
            if existing is not None and not existing.is_closed:
                return False
        del self._entries[(from_node, Lane.DEFAULT)]
        entry.connection.node_id = to_node
        entry.connection.throttle = target.throttle
        entry.connection.stats = target.stats
        self._entries[(to_node, Lane.DEFAULT)] = entry
        return True

    # ------------------------------------------------------------------ queries

    def ready(self, node_id: int, lane: Lane = Lane.DEFAULT) -> BrokerConnection | None:
        entry = self._entries.get((node_id, lane))
        if entry is None or entry.connection is None or entry.connection.is_closed:
            return None
        return entry.connection

    def in_flight(self, node_id: int) -> int:
        total = 0
        for lane in Lane:
            connection = self.ready(node_id, lane)
            if connection is not None:
                total += connection.in_flight
        return total

    def is_backing_off(self, node_id: int, lane: Lane = Lane.DEFAULT) -> bool:
        entry = self._entries.get((node_id, lane))
        return (
            entry is not None and entry.failures > 0 and anyio.current_time() < entry.next_attempt
        )

    def open_connections(self) -> int:
        """Connections open now, every lane (Java's connection-count)."""
        return sum(1 for entry in self._entries.values()
                   if entry.connection is not None and not entry.connection.is_closed)

    def throttle_remaining(self, node_id: int) -> float:
        node = self._nodes.get(node_id)
        return 0.0 if node is None else max(0.0, node.throttle.remaining())

    # ------------------------------------------------------------------ connecting

    async def get(self, node_id: int, lane: Lane = Lane.DEFAULT) -> BrokerConnection:
        """An open connection to ``node_id`` on ``lane``; connects (once, shared) if needed."""
        if self._closed:
            raise ClientClosedError("the client is closed")
        if node_id not in self._nodes:
            raise KafkaConnectionError(f"no known address for broker node {node_id}")
        key = (node_id, lane)
        entry = self._entries.get(key)
        if entry is None:
            entry = self._entries[key] = _Entry()
        connection = entry.connection
        if connection is not None and not connection.is_closed:
            return connection
        event = entry.connecting
        if event is None:
            event = entry.connecting = anyio.Event()
            self._task_group.start_soon(self._connect_and_serve, key, entry, event)
        await event.wait()
        connection = entry.connection
        if connection is not None and not connection.is_closed:
            return connection
        error = entry.last_error
        if error is None:
            error = KafkaConnectionError(f"node {node_id}: connection closed right after opening")
        raise error.with_traceback(None)

    async def _connect_and_serve(
        self, key: tuple[int, Lane], entry: _Entry, event: anyio.Event
    ) -> None:
        node_id, _ = key
        hooks = self._settings.hooks
        address = ""
        started = time.monotonic()
        try:
            delay = entry.next_attempt - anyio.current_time()
            if delay > 0:
                await anyio.sleep(delay)
            node = self._nodes.get(node_id)
            if node is None or self._closed:
                raise KafkaConnectionError(f"node {node_id} is no longer known")
            address = f"{node.host}:{node.port}"
            started = time.monotonic()
            connection = await open_connection(
                node.host, node.port, self._settings, node_id=node_id, throttle=node.throttle,
                stats=node.stats,
            )
        except Exception as exc:
            self.stats.failed += 1
            for hook in hooks.on_broker_connect:
                hook(node_id, address, time.monotonic() - started, exc)
            log_connection(logging.INFO if entry.failures == 0 else logging.DEBUG,
                           self._settings.client_id, node_id, address,
                           "connection failed (attempt %d): %s", entry.failures + 1, exc)
            entry.failures += 1
            entry.last_error = exc
            retriable = getattr(exc, "retriable", False)
            wait = self._backoff.delay(entry.failures) if retriable else self._backoff.maximum
            entry.next_attempt = anyio.current_time() + wait
            entry.connecting = None
            event.set()
            return
        except BaseException:
            # Cancelled (the client is closing): the callers waiting for this connection
            # must hear so, not wait for an event nobody else will set.
            entry.last_error = ClientClosedError("the client closed while connecting")
            entry.connecting = None
            event.set()
            raise
        entry.failures = 0
        entry.last_error = None
        entry.connection = connection
        entry.connecting = None
        self.stats.created += 1
        for hook in hooks.on_broker_connect:
            hook(node_id, address, time.monotonic() - started, None)
        log_connection(logging.DEBUG, self._settings.client_id, node_id, address,
                       "connected (%s lane)", key[1].value)
        event.set()
        try:
            await connection.run()
        finally:
            self.stats.closed += 1
            for hook in hooks.on_broker_disconnect:
                hook(connection.node_id, address, connection.error)
            error = connection.error
            log_connection(logging.DEBUG if isinstance(error, ClientClosedError) else logging.INFO,
                           self._settings.client_id, connection.node_id, address,
                           "disconnected (%s lane): %s", key[1].value, error)
        # A broken connection is retried at once the next time it is needed, but a broker
        # that keeps dropping us is backed off like a failed connect.
        if not isinstance(connection.error, ClientClosedError):
            entry.last_error = connection.error
            entry.next_attempt = anyio.current_time() + self._backoff.delay(1)

    # ------------------------------------------------------------------ closing

    def close_node(self, node_id: int, reason: str) -> None:
        """Close a node's connections for a routing reason: their pending requests fail with a
        retriable error (``BrokerConnection.close(reroute=True)``)."""
        for lane in Lane:
            entry = self._entries.pop((node_id, lane), None)
            if entry is not None and entry.connection is not None:
                entry.connection.close(reason, reroute=True)

    def close_all(self) -> None:
        self._closed = True
        for entry in self._entries.values():
            if entry.connection is not None:
                entry.connection.close("the client is closing")

    def reap_idle_once(self) -> int:
        """Close connections idle for longer than connections_max_idle_ms; return how many."""
        now = anyio.current_time()
        closed = 0
        for entry in self._entries.values():
            connection = entry.connection
            if connection is None or connection.is_closed or connection.in_flight:
                continue
            if now - connection.last_activity > self._idle_timeout:
                connection.close("idle for longer than connections_max_idle_ms")
                closed += 1
        return closed

    async def reap_idle(self) -> None:
        """Run forever (in the client's task group), reaping idle connections."""
        interval = max(0.05, min(self._idle_timeout / 2, 10.0))
        while True:
            await anyio.sleep(interval)
            self.reap_idle_once()
