"""AdminCalls: where each Admin request goes and how it is retried, in one place.

Every operation of the Admin is one or more *attempts* run by ``retrying`` until the call's
deadline (its ``timeout_ms``, by default ``default_api_timeout_ms``). An attempt either
returns, raises a typed error (the answer: not retried), or raises ``Retry(cause)`` for a
retriable answer; a lost connection or a request timeout is retried the same way. Attempts
keep what they already learned (results per resource), so a retry asks only for the rest.

Routing, as Java's Admin sends each request:

=================  ============================================================================
``controller``     the active controller named by metadata (KRaft brokers forward what they
                   do not serve themselves); NOT_CONTROLLER refreshes metadata and retries
``any_node``       the least loaded node (describe_cluster, ACLs, quotas, SCRAM, tokens, ...)
``node``           one given broker (broker configs, log dirs, a broker's groups)
``brokers``        every live broker, for fan-out calls (list_groups, describe_log_dirs)
``leaders``        partition leaders, from a metadata refresh of the topics involved; the
                   caller sends one request per leader, concurrently
``coordinators``   group (key type 0) or transaction (key type 1) coordinators: one batched
                   FindCoordinator (v4+) per attempt, one per key on brokers older than v4
=================  ============================================================================
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from typing import Any, TypeVar

import anyio

from kafka_async.cluster.client import KafkaClient
from kafka_async.cluster.structs import TopicPartition
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaConnectionError, KafkaTimeoutError
from kafka_async.protocol.errors import (
    BrokerError,
    KafkaError,
    LeaderNotAvailableError,
    NotControllerError,
    UnknownServerError,
    UnknownTopicOrPartitionError,
    error_for_code,
)
from kafka_async.protocol.messages import FindCoordinatorRequest
from kafka_async.protocol.messages._base import Request, ResponseT

__all__ = ["COORDINATOR_RETRY_CODES", "LEADER_RETRY_CODES", "AdminCalls", "Retry"]

_T = TypeVar("_T")
#: COORDINATOR_LOAD_IN_PROGRESS, COORDINATOR_NOT_AVAILABLE, NOT_COORDINATOR: find it again.
COORDINATOR_RETRY_CODES = frozenset({14, 15, 16})
#: LEADER_NOT_AVAILABLE, NOT_LEADER_OR_FOLLOWER, FENCED/UNKNOWN_LEADER_EPOCH, REPLICA_NOT_
#: AVAILABLE: the leader moved; refresh metadata and ask the new one.
LEADER_RETRY_CODES = frozenset({5, 6, 9, 74, 76})
#: Topic-level metadata errors that are the answer (the topic does not exist or may not be
#: seen), not a reason to wait: UNKNOWN_TOPIC_OR_PARTITION, INVALID_TOPIC, TOPIC_AUTHORIZATION.
_TOPIC_FINAL_CODES = frozenset({3, 17, 29})


class Retry(Exception):
    """Raised by an attempt for a retriable answer; ``retrying`` waits and tries again."""

    def __init__(self, cause: BaseException) -> None:
        super().__init__(str(cause))
        self.cause = cause


def _last_errors(answer: BaseException | None, cause: BaseException) -> str:
    """``last error: ...`` for a timed-out call: the last broker answer first, then the
    timeout that ended the last attempt when that was something else."""
    if answer is None or answer is cause:
        return f"last error: {cause}"
    return f"last error: {answer}; the last attempt then ran out of time: {cause}"


class AdminCalls:
    """Routing and retries for the Admin, over its client (module docstring)."""

    def __init__(self, client: KafkaClient, backoff: ExponentialBackoff,
                 request_timeout: float) -> None:
        self.client = client
        self._backoff = backoff
        self._request_timeout = request_timeout

    # ------------------------------------------------------------------ retries

    async def retrying(self, what: str, deadline: float,
                       attempt: Callable[[], Awaitable[_T]]) -> _T:
        """``attempt`` until it returns; ``Retry``, lost connections and request timeouts are
        retried with backoff, and time out with KafkaTimeoutError naming the last cause.

        The cause named is the last one a broker gave: an attempt cut short because the
        call's own deadline ran out while it waited says only that time ran out, so it does
        not hide the answer (COORDINATOR_LOAD_IN_PROGRESS, say) that kept the call
        retrying; it is named after it."""
        failures = 0
        answer: BaseException | None = None  # the last cause that was not a timeout
        while True:
            try:
                return await attempt()
            except (Retry, KafkaConnectionError, KafkaTimeoutError) as exc:
                cause = exc.cause if isinstance(exc, Retry) else exc
                if not isinstance(cause, KafkaTimeoutError):
                    answer = cause
                failures += 1
                delay = self._backoff.delay(failures)
                if anyio.current_time() + delay >= deadline:
                    raise KafkaTimeoutError(
                        f"{what} did not succeed within its timeout ({failures} attempts); "
                        f"{_last_errors(answer, cause)}") from None
                await anyio.sleep(delay)

    def rpc_timeout(self, deadline: float, server_timeout_ms: int = 0) -> float:
        """How long one request may take: request_timeout_ms plus the time the broker was
        told it may wait, never past the call's deadline (at least 1 ms)."""
        budget = self._request_timeout + server_timeout_ms / 1000
        return max(min(budget, deadline - anyio.current_time()), 0.001)

    # ------------------------------------------------------------------ single nodes

    async def send(self, request: Request[ResponseT], deadline: float, *,
                   node_id: int | None = None, server_timeout_ms: int = 0) -> ResponseT:
        """One attempt at ``node_id`` (least loaded when None)."""
        return await self.client.send(request, node_id=node_id,
                                      timeout=self.rpc_timeout(deadline, server_timeout_ms))

    async def any_node(self, what: str, request: Request[ResponseT], deadline: float,
                       ) -> ResponseT:
        """Send to the least loaded node, retrying lost connections and a retriable
        top-level ``error_code``; a non-retriable one is raised, naming ``what``."""

        async def attempt() -> ResponseT:
            response = await self.send(request, deadline)
            check_top_level(response, what)
            return response

        return await self.retrying(what, deadline, attempt)

    async def node(self, what: str, request: Request[ResponseT], node_id: int,
                   deadline: float) -> ResponseT:
        """Send to one broker, retrying lost connections and retriable top-level errors."""

        async def attempt() -> ResponseT:
            response = await self.send(request, deadline, node_id=node_id)
            check_top_level(response, f"{what} on broker {node_id}")
            return response

        return await self.retrying(f"{what} on broker {node_id}", deadline, attempt)

    async def controller(self, request: Request[ResponseT], deadline: float,
                         server_timeout_ms: int = 0) -> ResponseT:
        """Send to the controller; NOT_CONTROLLER (top level or in any entry) and lost
        connections refresh metadata and retry until the deadline."""
        what = type(request).__name__.removesuffix("Request")

        async def attempt() -> ResponseT:
            response = await self.client.send_to_controller(
                request, timeout=self.rpc_timeout(deadline, server_timeout_ms))
            if NotControllerError.code in response_codes(response):
                await self._refresh_quietly()
                raise Retry(NotControllerError(f"{what}: the broker is no longer the "
                                               "controller"))
            return response

        return await self.retrying(what, deadline, attempt)

    async def _refresh_quietly(self) -> None:
        try:
            await self.client.refresh_metadata()
        except KafkaError as exc:
            if not exc.retriable:
                raise  # e.g. authentication: retrying cannot help

    # ------------------------------------------------------------------ fan-out

    async def brokers(self) -> list[int]:
        """Every broker metadata knows now (refreshed), in id order."""
        snapshot = await self.client.refresh_metadata([])
        return sorted(snapshot.brokers)

    async def for_each(self, node_ids: Iterable[int],
                       call: Callable[[int], Awaitable[None]]) -> None:
        """Run ``call(node_id)`` for every node concurrently; the first error cancels the rest
        and is raised as itself (not an exception group)."""
        failures: list[BaseException] = []

        async def run(node_id: int) -> None:
            try:
                await call(node_id)
            except Exception as exc:
                failures.append(exc)
                group.cancel_scope.cancel()

        async with anyio.create_task_group() as group:
            for node_id in node_ids:
                group.start_soon(run, node_id)
        if failures:
            raise failures[0]

    async def leaders(self, partitions: Iterable[TopicPartition]
                      ) -> tuple[dict[int, list[TopicPartition]],
                                 dict[TopicPartition, BrokerError]]:
        """Group ``partitions`` by their leader (fresh metadata). A topic or partition that
        does not exist is returned as its error; a partition without a leader right now is a
        ``Retry``."""
        wanted = list(partitions)
        snapshot = await self.client.refresh_metadata(sorted({tp.topic for tp in wanted}))
        by_node: dict[int, list[TopicPartition]] = {}
        failed: dict[TopicPartition, BrokerError] = {}
        for tp in wanted:
            topic = snapshot.topics.get(tp.topic)
            if topic is None or topic.error_code in _TOPIC_FINAL_CODES:
                code = topic.error_code if topic is not None else 3
                failed[tp] = error_for_code(code)(f"{tp}: topic {tp.topic!r} "
                                                  f"{'does not exist' if code == 3 else ''}")
                continue
            if topic.error_code:
                raise Retry(error_for_code(topic.error_code)(f"metadata of {tp.topic!r}"))
            if tp.partition not in topic.partitions:
                failed[tp] = UnknownTopicOrPartitionError(
                    f"{tp}: topic {tp.topic!r} has {len(topic.partitions)} partitions")
                continue
            leader = topic.partitions[tp.partition].leader
            if leader < 0:
                raise Retry(LeaderNotAvailableError(f"no leader for {tp} right now"))
            by_node.setdefault(leader, []).append(tp)
        return by_node, failed

    async def coordinators(self, key_type: int, keys: list[str], deadline: float,
                           ) -> dict[str, int | BrokerError]:
        """The coordinator node of each key: one batched FindCoordinator per attempt (v4+),
        or one request per key where the broker is older. Keys whose lookup failed
        non-retriably are returned as their error; retriable failures are retried."""
        found: dict[str, int | BrokerError] = {}

        async def attempt() -> None:
            wanted = [key for key in keys if key not in found]
            node_id = self.client.least_loaded_node()
            connection = await self.client.pool.get(node_id)
            batched = connection.versions.pick(FindCoordinatorRequest,
                                               FindCoordinatorRequest.API_KEY) >= 4
            requests = ([FindCoordinatorRequest(key_type=key_type, coordinator_keys=wanted)]
                        if batched else
                        [FindCoordinatorRequest(key_type=key_type, key=key) for key in wanted])
            retry: BrokerError | None = None
            for request in requests:
                response = await self.send(request, deadline, node_id=node_id)
                entries: list[Any] = (response.coordinators if batched
                                      else [_legacy_entry(request.key, response)])
                for entry in entries:
                    if entry.error_code:
                        error = error_for_code(entry.error_code)(
                            f"FindCoordinator for {entry.key!r}: {entry.error_message or ''}")
                        if error.retriable:
                            retry = error
                        else:
                            found[entry.key] = error
                        continue
                    pool = self.client.pool
                    if pool.address(entry.node_id) != (entry.host, entry.port):
                        pool.set_address(entry.node_id, entry.host, entry.port)
                    found[entry.key] = entry.node_id
            if retry is not None:
                raise Retry(retry)

        if keys:
            await self.retrying("FindCoordinator", deadline, attempt)
        return found


    async def per_coordinator(self, what: str, keys: list[str], deadline: float,
                              ask: Callable[[int, list[str], dict[str, Any]],
                                            Awaitable[list[BrokerError]]],
                              *, key_type: int = 0) -> dict[str, Any]:
        """Find each key's coordinator, then ``ask(node, keys, results)`` once per coordinator,
        concurrently. ``ask`` fills ``results`` and returns the retriable errors it met
        (a coordinator that moved or is loading): those keys are looked up and asked again."""
        results: dict[str, Any] = {}

        async def attempt() -> None:
            pending = [key for key in keys if key not in results]
            by_node: dict[int, list[str]] = {}
            for key, where in (await self.coordinators(key_type, pending, deadline)).items():
                if isinstance(where, BrokerError):
                    results[key] = where
                else:
                    by_node.setdefault(where, []).append(key)
            retry: list[BrokerError] = []

            async def one(node_id: int) -> None:
                retry.extend(await ask(node_id, by_node[node_id], results))

            await self.for_each(by_node, one)
            if retry:
                raise Retry(retry[0])
            for node_id, asked in by_node.items():
                for key in asked:
                    if key not in results:  # (no broker answers so: a clear error, per key)
                        results[key] = UnknownServerError(
                            f"{what}: the answer of coordinator {node_id} left out {key!r}")

        if keys:
            await self.retrying(what, deadline, attempt)
        return results


class _LegacyEntry:
    """A pre-v4 FindCoordinator answer in the shape of a batched entry."""

    __slots__ = ("error_code", "error_message", "host", "key", "node_id", "port")

    def __init__(self, key: str, response: Any) -> None:
        self.key = key
        self.error_code: int = response.error_code
        self.error_message: str | None = response.error_message
        self.node_id: int = response.node_id
        self.host: str = response.host
        self.port: int = response.port


def _legacy_entry(key: str, response: Any) -> _LegacyEntry:
    return _LegacyEntry(key, response)


def check_top_level(response: Any, what: str) -> None:
    """Raise a response's top-level ``error_code``: ``Retry`` when retriable."""
    code = getattr(response, "error_code", 0)
    if code:
        message = getattr(response, "error_message", None)
        error = error_for_code(code)(f"{what}: {message or error_for_code(code).description}")
        if error.retriable:
            raise Retry(error)
        raise error


def response_codes(response: Any) -> set[int]:
    """Top-level and per-entry error codes of an admin response (for NOT_CONTROLLER)."""
    codes = {getattr(response, "error_code", 0)}
    entries = (getattr(response, "topics", None) or getattr(response, "responses", None)
               or getattr(response, "results", None) or ())
    for entry in entries:
        codes.add(getattr(entry, "error_code", 0))
    return codes
