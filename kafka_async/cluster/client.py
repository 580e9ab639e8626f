"""KafkaClient: bootstrap, the metadata cache, routing, and the connection pool, under one owner.

Theory of operation
-------------------
``async with KafkaClient(config)`` opens a task group that owns every background task: the
connection tasks (one per open connection, see network.pool), the metadata refresher and the
idle reaper. Leaving the block closes every connection and cancels them all; nothing outlives it.

Metadata is an immutable ``ClusterMetadata`` snapshot swapped in one assignment. Refreshes are
single-flight: the first caller starts one refresh *task* (in the client's group, so a cancelled
caller does not cancel it) and everybody waits on the same Event; a caller who asked for topics
the running refresh does not cover waits for it and then starts the next one. Triggers:

* ``metadata_max_age_ms`` elapsed (the background refresher);
* ``request_update()``, called by whoever saw NOT_LEADER_OR_FOLLOWER, UNKNOWN_TOPIC_OR_PARTITION,
  LEADER_NOT_AVAILABLE, FENCED_LEADER_EPOCH or a socket error (see ``note_error``);
* explicit ``refresh_metadata(topics)`` (e.g. a producer that needs a new topic's leaders).

Bootstrap tries each ``bootstrap_servers`` entry in turn (DNS is resolved again at each attempt)
with pseudo node ids -1, -2, ...; the connection that answered is re-keyed under its real node id.
Cluster-wide requests go to the least-loaded node: fewest requests in flight among nodes with an
open connection, then nodes not in reconnect backoff, never a node inside a throttle window when
another is free.
"""

from __future__ import annotations

import logging
import math
import random
import time
import uuid
from collections.abc import Callable, Coroutine, Iterable, Mapping
from types import TracebackType
from typing import TYPE_CHECKING, Any

import anyio

from kafka_async.cluster.config import ClientConfig, parse_address
from kafka_async.cluster.metadata import BrokerMetadata, ClusterMetadata, build_snapshot
from kafka_async.cluster.network_metrics import register_network_metrics
from kafka_async.metrics.hooks import HookDispatch
from kafka_async.metrics.registry import MetricName, Metrics
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import (
    BootstrapTimeoutError,
    ClientClosedError,
    KafkaConnectionError,
    KafkaTimeoutError,
)
from kafka_async.network.lifecycle import Lifecycle, LifecycleState
from kafka_async.network.pool import ConnectionPool, Lane
from kafka_async.protocol.arguments import collection_argument
from kafka_async.protocol.errors import (
    FencedLeaderEpochError,
    KafkaError,
    LeaderNotAvailableError,
    NotLeaderOrFollowerError,
    UnknownTopicOrPartitionError,
)
from kafka_async.protocol.messages import MetadataRequest, MetadataResponse
from kafka_async.protocol.messages._base import Request, ResponseT

if TYPE_CHECKING:
    from kafka_async.cluster.telemetry import TelemetryReporter

__all__ = ["METADATA_INVALIDATING_ERRORS", "KafkaClient"]

logger = logging.getLogger("kafka_async.cluster")

#: GetTelemetrySubscriptionsRequest.API_KEY (KIP-714), without loading that message's module
GET_TELEMETRY_SUBSCRIPTIONS_KEY = 71

#: Errors that mean "our view of who leads what is stale": refresh metadata before retrying.
METADATA_INVALIDATING_ERRORS: tuple[type[BaseException], ...] = (
    NotLeaderOrFollowerError,
    UnknownTopicOrPartitionError,
    LeaderNotAvailableError,
    FencedLeaderEpochError,
    KafkaConnectionError,
    KafkaTimeoutError,
)


class _Refresh:
    """One in-progress Metadata request that any number of callers wait on."""

    __slots__ = ("all_topics", "done", "error", "topics")

    def __init__(self, topics: frozenset[str], all_topics: bool) -> None:
        self.topics = topics
        self.all_topics = all_topics
        self.done = anyio.Event()
        self.error: BaseException | None = None

    def covers(self, topics: frozenset[str], all_topics: bool) -> bool:
        if self.all_topics:
            return True
        return not all_topics and topics <= self.topics


class KafkaClient:
    """The cluster-aware core shared by Admin (and the producer/consumer)."""

    def __init__(self, config: ClientConfig | None = None, **settings: Any) -> None:
        if config is None:
            config = ClientConfig.from_kwargs(**settings)
        elif settings:
            raise TypeError("pass either a ClientConfig or keyword settings, not both")
        self.config = config
        self._settings = config.connection_settings()
        self._metadata = ClusterMetadata()
        self._topics: set[str] = set()
        self._refresh: _Refresh | None = None
        self._update_requested = anyio.Event()
        self._installed = anyio.Event()
        self._lifecycle = Lifecycle("client")
        self._pool: ConnectionPool | None = None
        self._bootstrap_ids: list[int] = []
        #: start_within's limit (monotonic), for how long bootstrap keeps trying
        self._bootstrap_deadline: float | None = None
        #: what each bootstrap attempt met, for the error when none succeeded
        self._bootstrap_failures: list[str] = []
        self._closed = False
        self._random = random.Random()
        #: Ask brokers to create unknown topics named in Metadata requests (when the broker's
        #: auto.create.topics.enable allows it). The producer sets it, as Java's does; readers
        #: and Admin leave it off so that looking at a topic never creates it.
        self.allow_auto_topic_creation = False
        #: This client's metrics (Java's names; docs/observability.md). The owning client
        #: sets ``metric_group_prefix`` ("producer", "consumer", "admin-client") before start.
        self.metrics = Metrics(window_ms=config.metrics_sample_window_ms,
                               num_samples=config.metrics_num_samples,
                               tags={"client-id": config.client_id})
        self.metric_group_prefix = "admin-client"
        #: KIP-714 metrics push (enable_metrics_push); None until started, or when off
        self.telemetry: TelemetryReporter | None = None
        #: application metrics pushed with the client's (register_metric_for_subscription)
        self.subscribed_metrics: dict[MetricName, Callable[[], float]] = {}
        #: why there is no reporter although enable_metrics_push is on (set at start)
        self._telemetry_unavailable = ""

    def __repr__(self) -> str:
        brokers = len(self._metadata.brokers)
        return f"<KafkaClient {self.config.client_id!r} brokers={brokers} closed={self._closed}>"

    # ------------------------------------------------------------------ lifecycle

    async def __aenter__(self) -> KafkaClient:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()

    async def start(self) -> None:
        """Bootstrap and start the background tasks (``async with`` calls this)."""
        await self._lifecycle.start(self._open, self._teardown)

    async def start_within(self, timeout_ms: int, setting: str) -> None:
        """``start()``, bounded by the owning client's own wait limit (``setting``, e.g.
        max_block_ms), as Java's clients bound their first metadata wait: bootstrap alone
        retries for seconds. A start that timed out leaves the client closed."""
        self._bootstrap_deadline = time.monotonic() + timeout_ms / 1000
        with anyio.move_on_after(timeout_ms / 1000) as scope:
            await self.start()
        if scope.cancelled_caught:
            servers = ",".join(self.config.bootstrap_servers)
            count = len(self.config.bootstrap_servers)
            last = "; ".join(self._bootstrap_failures[-count:])
            # A connection still in its SASL handshake has no failure yet: an OAuth token
            # endpoint retried for longer than this limit is the reason, not the cluster.
            pending = getattr(self._settings.sasl_token_provider, "last_problem", None)
            if pending:
                last = f"{last}; {pending} (still retrying)" if last else (
                    f"{pending} (still retrying)")
            raise BootstrapTimeoutError(
                f"no answer from the bootstrap servers ({servers}) within {setting} "
                f"({timeout_ms} ms): is the cluster up and reachable?"
                + (f" Last attempts: {last}" if last else ""))

    async def close(self) -> None:
        """Close every connection and end every background task; from any task, idempotent."""
        await self._lifecycle.close(None, self._teardown)

    async def _open(self) -> None:
        host = self._lifecycle.host
        self._pool = ConnectionPool(
            self._settings,
            host,
            backoff=ExponentialBackoff(
                self.config.reconnect_backoff_ms / 1000, self.config.reconnect_backoff_max_ms / 1000
            ),
            idle_timeout=self.config.connections_max_idle_ms / 1000,
        )
        register_network_metrics(self.metrics, self.metric_group_prefix, self._pool)
        host.start_soon(self.metrics.run, name="kafka_async metrics windows")
        await self._bootstrap()
        if self.config.enable_metrics_push and self._telemetry_unavailable:
            logger.info("client telemetry off for this client: %s", self._telemetry_unavailable)
        elif self.config.enable_metrics_push:
            # Imported here: a broker without a telemetry receiver (the default) does not
            # advertise KIP-714, and then the reporter's module (~7 ms of import) never loads.
            from kafka_async.cluster.telemetry import TelemetryReporter

            self.telemetry = TelemetryReporter(self, self.metrics, self.subscribed_metrics)
            host.start_soon(self.telemetry.run, name="kafka_async client telemetry")
        host.start_soon(self._refresh_loop, name="kafka_async metadata refresher")
        host.start_soon(self._pool.reap_idle, name="kafka_async idle reaper")

    async def _teardown(self) -> None:
        telemetry = self.telemetry
        if telemetry is not None and self._pool is not None and not self._closed:
            await telemetry.close(min(self.config.request_timeout_ms / 1000, 5.0))
        self._closed = True
        if self._pool is not None:
            self._pool.close_all()
        await self._lifecycle.host.aclose()

    def start_soon(self, function: Callable[..., Coroutine[Any, Any, Any]], *args: Any,
                   name: str | None = None) -> None:
        """Run ``function(*args)`` in the client's background task group (it ends at close)."""
        self._lifecycle.host.start_soon(function, *args, name=name)

    @property
    def pool(self) -> ConnectionPool:
        if self._pool is None or self._closed:
            raise ClientClosedError("the client is not open (use 'async with')")
        return self._pool

    def register_metric_for_subscription(self, name: MetricName,
                                         value: Callable[[], float]) -> None:
        """Push an application metric with this client's own (KIP-1076; Java's
        ``registerMetricForSubscription``): when a client-metrics subscription asks for its
        telemetry name (``org.apache.kafka.`` + the group without ``-metrics`` + the name,
        dots for dashes), ``value()`` is read at each push. A name ending in ``-total`` goes
        as a monotonic sum, any other as a gauge. Replaces an earlier registration of the
        name; a client metric of the same name wins. Nothing is pushed without telemetry
        (``enable_metrics_push=False``, or brokers without a receiver)."""
        if not isinstance(name, MetricName):
            raise TypeError(f"name must be a MetricName (kafka_async.metrics.MetricName), got "
                            f"{type(name).__name__}")
        if not callable(value):
            raise TypeError(f"value must be a callable returning the metric's value, got "
                            f"{type(value).__name__}")
        self.subscribed_metrics[name] = value

    def unregister_metric_from_subscription(self, name: MetricName) -> None:
        """Stop pushing an application metric (Java's ``unregisterMetricFromSubscription``);
        nothing happens for a name that was not registered."""
        self.subscribed_metrics.pop(name, None)

    async def client_instance_id(self, timeout_ms: int) -> uuid.UUID:
        """The id the brokers gave this client for its telemetry (KIP-714; Java's
        ``clientInstanceId(timeout)``), waiting up to ``timeout_ms`` for it."""
        telemetry = self.telemetry
        if telemetry is None and self._telemetry_unavailable and not self._closed:
            raise TelemetryUnavailableError(
                f"client telemetry is unavailable: {self._telemetry_unavailable}")
        if telemetry is None:
            raise TelemetryUnavailableError(
                "client telemetry is off (enable_metrics_push=False) or the client is not "
                "started")
        with anyio.move_on_after(timeout_ms / 1000):
            await telemetry.instance_known.wait()
        if telemetry.instance_id is None:
            if telemetry.state == "DISABLED":
                raise TelemetryUnavailableError(
                    f"client telemetry is unavailable: {telemetry.disabled_because}")
            raise KafkaTimeoutError(f"no client instance id within {timeout_ms} ms")
        return telemetry.instance_id

    @property
    def hooks(self) -> HookDispatch:
        """The hooks of this client's settings, per event (kafka_async.metrics.hooks)."""
        return self._settings.hooks

    @property
    def metadata(self) -> ClusterMetadata:
        """The current snapshot (may be stale; see refresh_metadata)."""
        return self._metadata

    # ------------------------------------------------------------------ bootstrap

    async def _bootstrap(self) -> None:
        """Ask each ``bootstrap_servers`` entry for metadata until one answers.

        Entries are tried in a random order each round (as Java spreads its first requests), so
        one dead or wrong entry never takes every client's first attempt. An entry that fails in
        a way no retry can fix (an HTTP server on that port, a wrong correlation id, TLS or
        authentication refused) is skipped for the next entries; only when every entry failed
        like that does start-up give up at once, with the first such error.
        """
        pool = self.pool
        servers = list(self.config.bootstrap_servers)
        order = list(enumerate(servers))
        failures = self._bootstrap_failures
        failures.clear()
        round_number = 0
        while True:
            self._random.shuffle(order)
            fatal: KafkaError | None = None
            fatal_count = 0
            for index, server in order:
                node_id = -(index + 1)
                host, port = parse_address(server)
                pool.set_address(node_id, host, port)
                try:
                    response = await self._send_metadata(node_id, frozenset(), all_topics=False)
                    self._install(response, frozenset(), all_topics=False)
                except KafkaError as exc:
                    text = str(exc)  # (a connection's errors name their address already)
                    failures.append(text if text.startswith(server) else f"{server}: {text}")
                    del failures[: -len(servers)]  # rounds go on until a deadline: keep the last
                    if not exc.retriable:
                        logger.warning("bootstrap server %s failed: %s", server, exc)
                        pool.forget(node_id)
                        fatal = fatal or exc
                        fatal_count += 1
                    continue
                self._note_telemetry_support(node_id)
                self._bootstrap_ids = [-(i + 1) for i in range(len(servers))]
                self._adopt_bootstrap_connection(node_id)
                return
            if fatal is not None and fatal_count == len(servers):
                raise fatal  # wrong password, TLS mismatch, not Kafka: retrying cannot help
            round_number += 1
            if round_number in (1, 3) or round_number % 10 == 0:
                # (the default WARNING level shows it: start-up waits up to max_block_ms or
                # default_api_timeout_ms, a minute, and silence would look like a hang)
                logger.warning("no bootstrap server answers yet (%s), still trying: %s",
                               ",".join(servers), "; ".join(failures[-len(servers):]))
            # Three rounds, or, under start_within, rounds until the owner's own limit (a
            # cluster still starting is picked up, as Java's clients keep trying until
            # default.api.timeout.ms / max.block.ms); start_within then names that limit.
            await anyio.sleep(self.config.reconnect_backoff_max_ms / 1000 * min(round_number, 3))
            deadline = self._bootstrap_deadline
            if round_number >= 3 and (deadline is None or time.monotonic() >= deadline):
                break
        raise KafkaConnectionError(
            "could not reach any bootstrap server: " + "; ".join(failures[-len(servers) :])
        )

    def _note_telemetry_support(self, bootstrap_id: int) -> None:
        """A broker with no telemetry receiver configured (Kafka's default) leaves KIP-714's
        requests out of its ApiVersions; the reporter would learn the same from its first
        request and turn itself off (Java's reporter does so too)."""
        connection = self.pool.ready(bootstrap_id)
        if connection is not None and not connection.versions.supports(
                GET_TELEMETRY_SUBSCRIPTIONS_KEY):
            self._telemetry_unavailable = "the brokers do not support client telemetry (KIP-714)"

    def _adopt_bootstrap_connection(self, bootstrap_id: int) -> None:
        pool = self.pool
        address = pool.address(bootstrap_id)
        for broker in self._metadata.brokers.values():
            if (broker.host, broker.port) == address and pool.adopt(bootstrap_id, broker.node_id):
                break
        for pseudo in self._bootstrap_ids:
            pool.forget(pseudo)

    # ------------------------------------------------------------------ metadata

    def track_topics(self, topics: Iterable[str]) -> None:
        """Add topics the periodic refresh keeps current (a collection: a bare str is refused)."""
        self._topics.update(_topic_names(topics))

    def untrack_topics(self, topics: Iterable[str]) -> None:
        """Stop keeping ``topics`` current, and drop them from the snapshot (stale entries
        nobody refreshes must not route anything): a producer's idle topics
        (metadata_max_idle_ms), topics a pattern no longer matches. Asking for one again
        tracks it again."""
        names = set(_topic_names(topics))
        self._topics.difference_update(names)
        if not names.isdisjoint(self._metadata.topics):
            self._swap(self._metadata.without(names))

    @property
    def closed(self) -> bool:
        """Closed for good (a client is never opened again once closed)."""
        return self._lifecycle.state is LifecycleState.CLOSED

    @property
    def tracked_topics(self) -> frozenset[str]:
        """The topics every metadata refresh asks about."""
        return frozenset(self._topics)

    def request_update(self) -> None:
        """Ask the background refresher for a prompt refresh (non-blocking)."""
        self._update_requested.set()

    def note_error(self, error: BaseException) -> bool:
        """Request a metadata refresh if ``error`` means routing is stale; return whether it did."""
        if isinstance(error, METADATA_INVALIDATING_ERRORS):
            self.request_update()
            return True
        return False

    async def refresh_metadata(
        self, topics: Iterable[str] | None = None, *, all_topics: bool = False
    ) -> ClusterMetadata:
        """Fetch fresh metadata for ``topics`` (plus tracked ones), single-flight; return it.

        ``topics`` is a collection of names: a bare str is refused (it would ask for one topic
        per character, and a broker with auto-creation on would create them)."""
        wanted = frozenset(() if topics is None else _topic_names(topics))
        self._topics.update(wanted)
        while True:
            refresh = self._refresh
            if refresh is None:
                refresh = _Refresh(frozenset(self._topics), all_topics)
                self._refresh = refresh
                self.pool  # noqa: B018 (raises ClientClosedError when closed)
                self.start_soon(self._run_refresh, refresh, name="kafka_async metadata refresh")
            await refresh.done.wait()
            if refresh.error is not None:
                raise refresh.error.with_traceback(None)
            if refresh.covers(wanted, all_topics):
                return self._metadata

    async def _run_refresh(self, refresh: _Refresh) -> None:
        try:
            errors: list[str] = []
            for node_id in self._candidate_nodes():
                try:
                    response = await self._send_metadata(
                        node_id, refresh.topics, refresh.all_topics
                    )
                    self._install(response, refresh.topics, refresh.all_topics)
                except KafkaError as exc:
                    if not exc.retriable:
                        raise
                    errors.append(f"node {node_id}: {exc}")
                    continue
                return
            if (self.config.metadata_recovery_strategy == "rebootstrap" and self._bootstrap_ids
                    and await self._rebootstrap(refresh)):
                return
            raise KafkaConnectionError(
                "metadata refresh failed on every broker: " + "; ".join(errors)
            )
        except BaseException as exc:
            refresh.error = exc
            if not isinstance(exc, Exception):
                raise
        finally:
            self._refresh = None
            refresh.done.set()

    async def _rebootstrap(self, refresh: _Refresh) -> bool:
        """metadata_recovery_strategy='rebootstrap' (KIP-899): no broker the metadata names
        answered, so the bootstrap servers are asked again (their names resolved anew), as a
        new client would ask them. Their answer replaces the cluster's view whole: leader
        epochs of the old view are not kept over it (another cluster may stand behind the
        same names). True when one answered."""
        pool = self.pool
        for index, server in enumerate(self.config.bootstrap_servers):
            node_id = -(index + 1)
            host, port = parse_address(server)
            pool.set_address(node_id, host, port)
            try:
                response = await self._send_metadata(node_id, refresh.topics,
                                                     refresh.all_topics)
                if not response.brokers:
                    continue
            except KafkaError as exc:
                logger.debug("rebootstrap: %s failed: %s", server, exc)
                continue
            self._swap(self._metadata.merged_with(
                build_snapshot(response), None if refresh.all_topics else refresh.topics))
            logger.warning("no known broker answered: rebootstrapped from %s, brokers now %s",
                           server, sorted(self._metadata.brokers))
            self._adopt_bootstrap_connection(node_id)
            return True
        for pseudo in self._bootstrap_ids:
            pool.forget(pseudo)
        return False

    async def _send_metadata(
        self, node_id: int, topics: frozenset[str], all_topics: bool
    ) -> MetadataResponse:
        request = MetadataRequest(
            topics=None
            if all_topics
            else [MetadataRequest.MetadataRequestTopic(name=name) for name in sorted(topics)],
            allow_auto_topic_creation=self.allow_auto_topic_creation and not all_topics,
        )
        return await self.send(request, node_id=node_id)

    def apply_leader_hints(
        self, hints: Mapping[tuple[str, int], tuple[int, int]],
        endpoints: Iterable[BrokerMetadata] = (),
    ) -> frozenset[tuple[str, int]]:
        """Install the leaders a Produce or Fetch response named for partitions its broker no
        longer leads (KIP-951: ``CurrentLeader`` and ``NodeEndpoints``), so the retry goes to
        the new leader without a metadata round trip. Returns the partitions whose leader is
        now the named one (moved by this call, or already known from an earlier hint or
        refresh); for the others (an older epoch, an unknown broker) the caller requests a
        refresh as before."""
        snapshot, moved = self._metadata.with_leaders(hints, endpoints)
        if moved:
            self._swap(snapshot)
        return frozenset(tp for tp, (leader, _) in hints.items()
                         if snapshot.leader_for(*tp) == leader)

    def _install(
        self, response: MetadataResponse, topics: frozenset[str], all_topics: bool
    ) -> None:
        if not response.brokers:
            # A broker starting up can answer so; installed, it would leave no address to
            # reach the cluster by (the bootstrap entries are dropped once a snapshot is in).
            # Java ignores such an answer as a failed update, and so does this (retriable:
            # the next broker is asked, and the refresher backs off).
            raise KafkaConnectionError("a Metadata answer named no brokers (ignored)")
        snapshot = build_snapshot(response)
        merged = self._metadata.merged_with(snapshot, None if all_topics else topics)
        self._swap(merged.keeping_newer_leaders(self._metadata))

    def _swap(self, merged: ClusterMetadata) -> None:
        """The one place the snapshot changes: addresses first, then the reference, then the
        event routing waits on."""
        pool = self.pool
        for broker in merged.brokers.values():
            pool.set_address(broker.node_id, broker.host, broker.port)
        for gone in set(self._metadata.brokers) - set(merged.brokers):
            pool.forget(gone)
        self._metadata = merged
        installed, self._installed = self._installed, anyio.Event()
        installed.set()

    def metadata_waiter(self) -> anyio.Event:
        """An event set when the next metadata snapshot is installed (routing may move)."""
        return self._installed

    def _candidate_nodes(self) -> list[int]:
        """Nodes to try for a cluster-wide request, best first (least loaded)."""
        nodes = list(self._metadata.brokers) or list(self._bootstrap_ids)
        pool = self.pool
        self._random.shuffle(nodes)

        def load(node_id: int) -> tuple[int, int, float, int]:
            connected = pool.ready(node_id) is not None
            return (
                int(pool.is_backing_off(node_id)),
                int(pool.throttle_remaining(node_id) > 0),
                0 if connected else 0.5,
                pool.in_flight(node_id),
            )

        return sorted(nodes, key=load)

    def least_loaded_node(self) -> int:
        """The node for a request any broker can answer (raises if none is known)."""
        nodes = self._candidate_nodes()
        if not nodes:
            raise KafkaConnectionError("no broker is known (bootstrap has not completed)")
        return nodes[0]

    async def _refresh_loop(self) -> None:
        max_age = self.config.metadata_max_age_ms / 1000
        backoff = ExponentialBackoff(
            self.config.retry_backoff_ms / 1000, self.config.retry_backoff_max_ms / 1000
        )
        failures = 0
        refreshed_at = -math.inf
        while True:
            if failures:
                # After a failed refresh, the backoff even when asked again: every request
                # that meets a connection error asks, and those come as fast as the failures
                # (Java's metadata refresh backoff does the same).
                await anyio.sleep(backoff.delay(failures))
            else:
                with anyio.move_on_after(max_age):
                    await self._update_requested.wait()
                # Asked again at once after a refresh that succeeded: retry_backoff_ms from
                # the last one first, as Java's Metadata.timeToAllowUpdate (a broker whose
                # answers keep asking for metadata made a busy loop of Metadata requests).
                gap = refreshed_at + backoff.base - time.monotonic()
                if gap > 0:
                    await anyio.sleep(gap)
            self._update_requested = anyio.Event()
            if self._closed:
                return
            try:
                await self.refresh_metadata()
                failures = 0
                refreshed_at = time.monotonic()
            except ClientClosedError:
                return
            except KafkaError as exc:
                failures += 1
                logger.warning("metadata refresh failed (%d in a row): %s", failures, exc)

    # ------------------------------------------------------------------ requests

    async def send(
        self,
        request: Request[ResponseT],
        *,
        node_id: int | None = None,
        lane: Lane = Lane.DEFAULT,
        timeout: float | None = None,
    ) -> ResponseT:
        """Send ``request`` to ``node_id`` (least loaded when None); return the response.

        Connection failures request a metadata refresh and are raised (retriable): retry policy
        belongs to the caller, who knows whether the request is idempotent.
        """
        if node_id is None:
            node_id = self.least_loaded_node()
        try:
            connection = await self.pool.get(node_id, lane)
            return await connection.send(request, timeout=timeout)
        except (KafkaConnectionError, KafkaTimeoutError):
            self.request_update()
            raise

    async def send_to_leader(
        self,
        topic: str,
        partition: int,
        request: Request[ResponseT],
        *,
        timeout: float | None = None,
    ) -> ResponseT:
        """Send to the partition's leader, refreshing metadata once if the leader is unknown."""
        leader = self._metadata.leader_for(topic, partition)
        if leader is None:
            await self.refresh_metadata([topic])
            leader = self._metadata.leader_for(topic, partition)
        if leader is None:
            raise LeaderNotAvailableError(f"no leader known for {topic}-{partition}")
        return await self.send(request, node_id=leader, timeout=timeout)

    async def send_to_controller(
        self, request: Request[ResponseT], *, timeout: float | None = None
    ) -> ResponseT:
        """Send to the controller named by metadata (KRaft brokers forward), else least loaded."""
        controller = self._metadata.controller_id
        if controller not in self._metadata.brokers:
            controller = self.least_loaded_node()
        return await self.send(request, node_id=controller, timeout=timeout)


class TelemetryUnavailableError(KafkaError):
    """Client telemetry (KIP-714) is off for this client, or the brokers do not support it."""


def _topic_names(topics: Iterable[str]) -> list[str]:
    return collection_argument(topics, "topics", item_type=str, of="topic names")


class SubscribedMetrics:
    """KIP-1076's two methods, as every client (Producer, Consumer, ShareConsumer, Admin) has
    them: its KafkaClient (``_metrics_client``, set by the client's constructor) keeps the
    application's metrics."""

    _metrics_client: KafkaClient

    def register_metric_for_subscription(self, name: MetricName,
                                         value: Callable[[], float]) -> None:
        """Push an application metric with this client's telemetry (KIP-1076; Java's
        ``registerMetricForSubscription``): see docs/observability.md."""
        self._metrics_client.register_metric_for_subscription(name, value)

    def unregister_metric_from_subscription(self, name: MetricName) -> None:
        """Stop pushing an application metric (Java's ``unregisterMetricFromSubscription``)."""
        self._metrics_client.unregister_metric_from_subscription(name)
