"""CoordinatorLink: find a coordinator (a group's or a transactional id's) and talk to it on
its own lane.

Why a separate lane: the fetcher long-polls on the FETCH lane and the broker serves one request
per connection at a time, so a heartbeat queued behind a 500 ms Fetch would arrive late; the
GROUP lane is its own connection. A transactional producer's coordinator requests go on the
TRANSACTION lane for the same reason (an EndTxn must not queue behind Produce requests). The
coordinator is found with FindCoordinator (v4+ batched form, which every Kafka 3.x/4.x broker
speaks; key type 0 for a group, 1 for a transactional id) and forgotten on NOT_COORDINATOR,
COORDINATOR_NOT_AVAILABLE or a socket error; the next request finds it again.

Joining is on the critical path of every rebalance and of a group consumer's start, so the
search is single-flight (concurrent senders share one FindCoordinator) and ``prepare()`` lets
the consumer start it, and open the GROUP-lane connection, while it fetches topic metadata.
"""

from __future__ import annotations

import logging
import time
from typing import Any

import anyio

from kafka_async.cluster.client import KafkaClient
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaConnectionError, KafkaTimeoutError
from kafka_async.network.pool import Lane
from kafka_async.protocol.errors import KafkaError, error_for_code
from kafka_async.protocol.messages import FindCoordinatorRequest
from kafka_async.protocol.messages._base import Request, ResponseT

__all__ = [
    "COORDINATOR_MOVED",
    "GROUP_KEY_TYPE",
    "LOAD_IN_PROGRESS",
    "TRANSACTION_KEY_TYPE",
    "CoordinatorLink",
]

logger = logging.getLogger("kafka_async.cluster.coordinator")

LOAD_IN_PROGRESS = 14
#: COORDINATOR_NOT_AVAILABLE, NOT_COORDINATOR: find the coordinator again.
COORDINATOR_MOVED = (15, 16)
#: FindCoordinator key types.
GROUP_KEY_TYPE = 0
TRANSACTION_KEY_TYPE = 1
_KIND = {GROUP_KEY_TYPE: "group", TRANSACTION_KEY_TYPE: "transactional id"}


class CoordinatorLink:
    """The coordinator node of a group (or of a transactional id), found lazily and re-found
    when it moves."""

    def __init__(self, client: KafkaClient, group_id: str, backoff: ExponentialBackoff, *,
                 key_type: int = GROUP_KEY_TYPE, lane: Lane = Lane.GROUP) -> None:
        self._client = client
        #: the coordinator key: a group id, or a transactional id (key_type 1)
        self.group_id = group_id
        self.key_type = key_type
        self.lane = lane
        self._what = f"{_KIND[key_type]} {group_id!r}"
        self._backoff = backoff
        self.node: int | None = None
        #: set while one task asks FindCoordinator; the others wait for its answer
        self._searching: anyio.Event | None = None

    def mark_dead(self, why: object) -> None:
        if self.node is not None:
            logger.info("%s: coordinator %s forgotten (%s)", self._what, self.node, why)
        self.node = None

    async def find(self, timeout: float) -> int:
        """The coordinator's node id; asks FindCoordinator (with backoff) until ``timeout``."""
        deadline = time.monotonic() + timeout
        attempt = 0
        while self.node is None:
            searching = self._searching
            if searching is not None:  # another task is asking: share its answer
                with anyio.move_on_after(max(deadline - time.monotonic(), 0.0)):
                    await searching.wait()
                if self.node is None and time.monotonic() >= deadline:
                    raise KafkaTimeoutError(f"{self._what}: no coordinator found")
                continue
            searching = self._searching = anyio.Event()
            try:
                self.node = await self._ask()
            except KafkaError as exc:
                if not exc.retriable:
                    raise
                attempt += 1
                if time.monotonic() >= deadline:
                    raise KafkaTimeoutError(
                        f"{self._what}: no coordinator found ({exc})") from exc
            finally:
                self._searching = None
                searching.set()
            if self.node is None:
                await anyio.sleep(self._backoff.delay(attempt))
        return self.node

    async def prepare(self) -> None:
        """Best effort, at consumer start: one FindCoordinator and the GROUP-lane connection,
        so the first JoinGroup (or ConsumerGroupHeartbeat) need not wait for either. Any
        failure is left to that first request, which searches again with retries."""
        try:
            if self.node is None and self._searching is None:
                searching = self._searching = anyio.Event()
                try:
                    self.node = await self._ask()
                finally:
                    self._searching = None
                    searching.set()
            if self.node is not None:
                await self._client.pool.get(self.node, self.lane)
        except Exception as exc:  # best effort: the first real request reports the error
            logger.debug("%s: early coordinator lookup failed: %r", self._what, exc)

    async def _ask(self) -> int:
        request = FindCoordinatorRequest(key_type=self.key_type,
                                         coordinator_keys=[self.group_id])
        response = await self._client.send(request)
        for entry in response.coordinators:
            if entry.error_code:
                raise error_for_code(entry.error_code)(
                    f"FindCoordinator for {self._what}: {entry.error_message}")
            pool = self._client.pool
            if pool.address(entry.node_id) != (entry.host, entry.port):
                pool.set_address(entry.node_id, entry.host, entry.port)
            return entry.node_id
        raise KafkaConnectionError(f"FindCoordinator for {self._what} returned no answer")

    async def send(self, request: Request[ResponseT], *, timeout: float,
                   rpc_timeout: float | None = None, version: int | None = None) -> ResponseT:
        """Send to the coordinator; a lost connection forgets it (and is raised, retriable).
        ``timeout`` bounds the coordinator search, ``rpc_timeout`` the request itself;
        ``version`` overrides the negotiated version (a caller capping it below the newest)."""
        node = await self.find(timeout)
        try:
            if version is None:  # the client asks for a metadata refresh on a lost connection
                return await self._client.send(request, node_id=node, lane=self.lane,
                                               timeout=rpc_timeout)
            try:
                connection = await self._client.pool.get(node, self.lane)
                return await connection.send(request, version=version, timeout=rpc_timeout)
            except (KafkaConnectionError, KafkaTimeoutError):
                self._client.request_update()
                raise
        except (KafkaConnectionError, KafkaTimeoutError) as exc:
            self.mark_dead(exc)
            raise

    async def api_version(self, request_class: type[Request[Any]], *, timeout: float) -> int:
        """The version ``request_class`` goes out at on the coordinator's connection
        (negotiated by ApiVersions), for requests whose content depends on it."""
        node = await self.find(timeout)
        try:
            connection = await self._client.pool.get(node, self.lane)
        except (KafkaConnectionError, KafkaTimeoutError) as exc:
            self.mark_dead(exc)
            raise
        return connection.versions.pick(request_class, request_class.API_KEY)

    def check(self, code: int, what: str) -> None:
        """Raise the broker error for ``code``; forget the coordinator if it moved."""
        if code in COORDINATOR_MOVED:
            self.mark_dead(what)
        raise error_for_code(code)(f"{what} ({self._what})")
