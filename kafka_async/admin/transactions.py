"""The Admin client's transaction operations (Java's Admin names, KIP-664 and KIP-618).

Why they exist: a transaction that never ends (its producer died mid-write on an old client, a
marker was lost) holds back every read_committed reader of its partitions at the last stable
offset. ``list_transactions`` and ``describe_producers`` find it, ``describe_transactions``
shows what its coordinator knows, ``abort_transaction`` writes the abort marker itself, and
``fence_producers`` bumps a transactional id's epoch so a zombie can never write again.

Where each request goes, as Java's Admin sends them:

=====================  ==================  ============================================
operation              request             sent to
=====================  ==================  ============================================
list_transactions      ListTransactions    every broker (each knows its own coordinators)
describe_transactions  DescribeTransactions the id's transaction coordinator (FindCoordinator
                                           key type 1, batched)
describe_producers     DescribeProducers   each partition's leader (or ``broker_id``)
abort_transaction      WriteTxnMarkers     the partition's leader
fence_producers        InitProducerId      the id's transaction coordinator
=====================  ==================  ============================================

Retriable answers (a coordinator or leader that moved or is loading, CONCURRENT_TRANSACTIONS,
a lost connection) are retried until default_api_timeout_ms; the rest are typed errors, per
item where a call takes several (``return_exceptions=True`` returns them instead of raising).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

import anyio

from kafka_async.admin.base import AdminBase, check_str, settle
from kafka_async.admin.calls import AdminCalls, Retry
from kafka_async.cluster.coordinator import TRANSACTION_KEY_TYPE
from kafka_async.cluster.structs import TopicPartition
from kafka_async.protocol.arguments import (
    INT16_MAX,
    INT32_MAX,
    INT64_MAX,
    check_int,
    collection_argument,
)
from kafka_async.protocol.errors import BrokerError, error_for_code
from kafka_async.protocol.messages import (
    DescribeProducersRequest,
    DescribeTransactionsRequest,
    InitProducerIdRequest,
    ListTransactionsRequest,
    WriteTxnMarkersRequest,
)

__all__ = [
    "AbortTransactionSpec",
    "FencedProducer",
    "ProducerState",
    "TransactionAdmin",
    "TransactionDescription",
    "TransactionListing",
    "TransactionOps",
]

_T = TypeVar("_T")
#: COORDINATOR_LOAD_IN_PROGRESS, COORDINATOR_NOT_AVAILABLE, NOT_COORDINATOR: ask again.
_FIND_AGAIN = (14, 15, 16)
#: NOT_LEADER_OR_FOLLOWER, UNKNOWN_TOPIC_OR_PARTITION, LEADER_NOT_AVAILABLE: refresh, retry.
_LEADER_MOVED = (6, 3, 5)


@dataclass(frozen=True)
class TransactionListing:
    """One transaction a broker's coordinator knows (Java's TransactionListing)."""

    transactional_id: str
    producer_id: int
    state: str


@dataclass(frozen=True)
class TransactionDescription:
    """What the coordinator knows of one transactional id (Java's TransactionDescription)."""

    coordinator_id: int
    state: str
    producer_id: int
    producer_epoch: int
    transaction_timeout_ms: int
    #: When the open transaction started (ms since the epoch); None when none is open.
    transaction_start_time_ms: int | None
    topic_partitions: frozenset[TopicPartition]


@dataclass(frozen=True)
class ProducerState:
    """A producer that wrote to a partition recently (Java's ProducerState)."""

    producer_id: int
    producer_epoch: int
    last_sequence: int
    last_timestamp_ms: int
    coordinator_epoch: int
    #: The first offset of its open transaction on this partition; None when none is open.
    current_transaction_start_offset: int | None


@dataclass(frozen=True)
class AbortTransactionSpec:
    """A hanging transaction to abort on one partition (from ``describe_producers``)."""

    topic_partition: TopicPartition
    producer_id: int
    producer_epoch: int
    coordinator_epoch: int

    def __post_init__(self) -> None:
        tp = self.topic_partition
        if not (isinstance(tp, tuple) and len(tp) == 2 and isinstance(tp[0], str)):
            raise TypeError(f"topic_partition must be a TopicPartition, got {tp!r}")
        object.__setattr__(self, "topic_partition", TopicPartition(tp[0], tp[1]))
        check_int(tp[1], "topic_partition.partition", 0, INT32_MAX)
        check_int(self.producer_id, "producer_id", 0, INT64_MAX)
        check_int(self.producer_epoch, "producer_epoch", 0, INT16_MAX)
        check_int(self.coordinator_epoch, "coordinator_epoch", -1, INT32_MAX)  # -1: none yet


@dataclass(frozen=True)
class FencedProducer:
    """The id and epoch ``fence_producers`` left a transactional id at."""

    transactional_id: str
    producer_id: int
    producer_epoch: int


class TransactionAdmin:
    """The operations of the module docstring, over the Admin's client."""

    def __init__(self, calls: AdminCalls, deadline: float) -> None:
        self._calls = calls
        self._client = calls.client
        self._deadline = deadline

    async def _retrying(self, what: str, attempt: Callable[[], Awaitable[_T]]) -> _T:
        return await self._calls.retrying(what, self._deadline, attempt)

    # ------------------------------------------------------------------ list

    async def list_transactions(self, *, state_filters: Iterable[str] = (),
                                producer_id_filters: Iterable[int] = (),
                                duration_filter_ms: int | None = None,
                                transactional_id_pattern: str | None = None,
                                ) -> list[TransactionListing]:
        states = collection_argument(state_filters, "state_filters", item_type=str,
                                     of="transaction states")
        producers = [check_int(p, "producer_id_filters item", 0, INT64_MAX)
                     for p in producer_id_filters]
        duration = -1 if duration_filter_ms is None else check_int(
            duration_filter_ms, "duration_filter_ms", 0, INT64_MAX)
        if transactional_id_pattern is not None and not isinstance(transactional_id_pattern,
                                                                   str):
            raise TypeError("transactional_id_pattern must be a str (a Java regex) or None")
        request = ListTransactionsRequest(state_filters=states, producer_id_filters=producers,
                                          duration_filter=duration,
                                          transactional_id_pattern=transactional_id_pattern)
        snapshot = await self._client.refresh_metadata([])
        found: dict[str, TransactionListing] = {}

        async def ask(node_id: int) -> None:
            async def attempt() -> None:
                response = await self._client.send(request, node_id=node_id)
                if response.error_code:
                    error = error_for_code(response.error_code)(
                        f"ListTransactions on broker {node_id}")
                    if error.retriable:
                        raise Retry(error)
                    raise error
                for state in response.transaction_states:
                    found[state.transactional_id] = TransactionListing(
                        state.transactional_id, state.producer_id, state.transaction_state)

            await self._retrying(f"ListTransactions on broker {node_id}", attempt)

        async with anyio.create_task_group() as group:
            for node_id in sorted(snapshot.brokers):
                group.start_soon(ask, node_id)
        return sorted(found.values(), key=lambda listing: listing.transactional_id)

    # ------------------------------------------------------------------ describe

    async def _coordinators(self, ids: list[str]) -> dict[str, int | BrokerError]:
        """The transaction coordinator of each id (one batched FindCoordinator per round)."""
        return await self._calls.coordinators(TRANSACTION_KEY_TYPE, ids, self._deadline)

    async def describe_transactions(self, transactional_ids: Iterable[str]
                                    ) -> dict[str, TransactionDescription | BrokerError]:
        ids = collection_argument(transactional_ids, "transactional_ids", item_type=str,
                                  of="transactional ids")
        results: dict[str, TransactionDescription | BrokerError] = {}

        async def attempt() -> None:
            pending = [i for i in ids if i not in results]
            coordinators = await self._coordinators(pending)
            by_node: dict[int, list[str]] = {}
            for tid, where in coordinators.items():
                if isinstance(where, BrokerError):
                    results[tid] = where
                else:
                    by_node.setdefault(where, []).append(tid)
            retry: BrokerError | None = None
            for node_id, asked in by_node.items():
                response = await self._client.send(
                    DescribeTransactionsRequest(transactional_ids=asked), node_id=node_id)
                for state in response.transaction_states:
                    if state.error_code:
                        error = error_for_code(state.error_code)(
                            f"DescribeTransactions for {state.transactional_id!r}")
                        if state.error_code in _FIND_AGAIN or error.retriable:
                            retry = error
                        else:
                            results[state.transactional_id] = error
                        continue
                    start = state.transaction_start_time_ms
                    results[state.transactional_id] = TransactionDescription(
                        coordinator_id=node_id, state=state.transaction_state,
                        producer_id=state.producer_id, producer_epoch=state.producer_epoch,
                        transaction_timeout_ms=state.transaction_timeout_ms,
                        transaction_start_time_ms=None if start < 0 else start,
                        topic_partitions=frozenset(
                            TopicPartition(topic.topic, p)
                            for topic in state.topics for p in topic.partitions))
            if retry is not None:
                raise Retry(retry)

        await self._retrying("DescribeTransactions", attempt)
        return results

    async def describe_producers(self, partitions: Iterable[TopicPartition], *,
                                 broker_id: int | None = None,
                                 ) -> dict[TopicPartition, list[ProducerState] | BrokerError]:
        wanted = _partitions(partitions)
        if broker_id is not None:
            check_int(broker_id, "broker_id", 0, INT32_MAX)
        results: dict[TopicPartition, list[ProducerState] | BrokerError] = {}

        async def attempt() -> None:
            pending = [tp for tp in wanted if tp not in results]
            if broker_id is not None:
                by_node = {broker_id: pending}
            else:
                # each partition its own outcome, as Java's: one that does not exist is its
                # error, and does not hold up (or time out) the others
                by_node, missing = await self._calls.leaders(pending)
                results.update(missing)
            retry: BrokerError | None = None
            for node_id, tps in by_node.items():
                topics: dict[str, list[int]] = {}
                for tp in tps:
                    topics.setdefault(tp.topic, []).append(tp.partition)
                response = await self._client.send(DescribeProducersRequest(topics=[
                    DescribeProducersRequest.TopicRequest(name=name, partition_indexes=parts)
                    for name, parts in topics.items()]), node_id=node_id)
                for topic in response.topics:
                    for part in topic.partitions:
                        tp = TopicPartition(topic.name, part.partition_index)
                        if part.error_code:
                            error = error_for_code(part.error_code)(
                                f"DescribeProducers {tp}: {part.error_message or ''}")
                            if part.error_code in _LEADER_MOVED and broker_id is None:
                                retry = error
                            else:
                                results[tp] = error
                            continue
                        results[tp] = [ProducerState(
                            producer_id=p.producer_id, producer_epoch=p.producer_epoch,
                            last_sequence=p.last_sequence, last_timestamp_ms=p.last_timestamp,
                            coordinator_epoch=p.coordinator_epoch,
                            current_transaction_start_offset=(
                                None if p.current_txn_start_offset < 0
                                else p.current_txn_start_offset))
                            for p in part.active_producers]
            if retry is not None:
                self._client.request_update()
                raise Retry(retry)

        await self._retrying("DescribeProducers", attempt)
        return results

    # ------------------------------------------------------------------ abort, fence

    async def abort_transaction(self, spec: AbortTransactionSpec) -> None:
        if not isinstance(spec, AbortTransactionSpec):
            raise TypeError(f"abort_transaction() takes an AbortTransactionSpec, got "
                            f"{type(spec).__name__}")
        tp = spec.topic_partition
        request = WriteTxnMarkersRequest(markers=[WriteTxnMarkersRequest.WritableTxnMarker(
            producer_id=spec.producer_id, producer_epoch=spec.producer_epoch,
            transaction_result=False, coordinator_epoch=spec.coordinator_epoch,
            topics=[WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic(
                name=tp.topic, partition_indexes=[tp.partition])])])

        async def attempt() -> None:
            by_node, missing = await self._calls.leaders([tp])
            if missing:
                raise missing[tp]
            (leader,) = by_node.keys()
            response = await self._client.send(request, node_id=leader)
            for marker in response.markers:
                for topic in marker.topics:
                    for part in topic.partitions:
                        if part.error_code:
                            error = error_for_code(part.error_code)(
                                f"WriteTxnMarkers (abort) on {tp} for producer "
                                f"{spec.producer_id}")
                            if part.error_code in _LEADER_MOVED or error.retriable:
                                self._client.request_update()
                                raise Retry(error)
                            raise error

        await self._retrying(f"abort_transaction on {tp}", attempt)

    async def fence_producers(self, transactional_ids: Iterable[str], *,
                              transaction_timeout_ms: int = 1,
                              ) -> dict[str, FencedProducer | BrokerError]:
        ids = collection_argument(transactional_ids, "transactional_ids", item_type=str,
                                  of="transactional ids")
        timeout_ms = check_int(transaction_timeout_ms, "transaction_timeout_ms", 1, INT32_MAX)
        results: dict[str, FencedProducer | BrokerError] = {}

        async def attempt() -> None:
            pending = [i for i in ids if i not in results]
            coordinators = await self._coordinators(pending)
            retry: BrokerError | None = None
            for tid, where in coordinators.items():
                if isinstance(where, BrokerError):
                    results[tid] = where
                    continue
                response = await self._client.send(InitProducerIdRequest(
                    transactional_id=tid, transaction_timeout_ms=timeout_ms),
                    node_id=where)
                if response.error_code:
                    error = error_for_code(response.error_code)(
                        f"fence_producers: InitProducerId for {tid!r}")
                    if response.error_code in _FIND_AGAIN or error.retriable:
                        retry = error
                    else:
                        results[tid] = error
                    continue
                results[tid] = FencedProducer(tid, response.producer_id,
                                              response.producer_epoch)
            if retry is not None:
                raise Retry(retry)

        await self._retrying("fence_producers", attempt)
        return results


def _partitions(partitions: Iterable[TopicPartition]) -> list[TopicPartition]:
    items: list[Any] = collection_argument(partitions, "partitions", item_type=tuple,
                                           of="TopicPartitions")
    checked = []
    for tp in items:
        if len(tp) != 2 or not isinstance(tp[0], str):
            raise TypeError(f"partitions must be TopicPartitions, got {tp!r}")
        checked.append(TopicPartition(tp[0], check_int(tp[1], "partition", 0, INT32_MAX)))
    return checked


class TransactionOps(AdminBase):
    """The Admin's transaction methods (module docstring), over TransactionAdmin."""

    def _transactions(self, timeout_ms: int | None) -> TransactionAdmin:
        return TransactionAdmin(self._calls, self._deadline(timeout_ms))

    async def list_transactions(
        self, *, state_filters: Iterable[str] = (), producer_id_filters: Iterable[int] = (),
        duration_filter_ms: int | None = None, transactional_id_pattern: str | None = None,
        timeout_ms: int | None = None,
    ) -> list[TransactionListing]:
        """The transactions every broker's coordinator knows, filtered by state
        (``"Ongoing"``, ``"PrepareCommit"``, ...), producer id, minimum running time or an id
        pattern (a Java regex, Kafka 4.1+ brokers)."""
        return await self._transactions(timeout_ms).list_transactions(
            state_filters=state_filters, producer_id_filters=producer_id_filters,
            duration_filter_ms=duration_filter_ms,
            transactional_id_pattern=transactional_id_pattern)

    async def describe_transactions(
        self, transactional_ids: Iterable[str], *, timeout_ms: int | None = None,
        return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """{id: TransactionDescription} from each id's coordinator (its state, producer id and
        epoch, open partitions, start time); an unknown id is TransactionalIdNotFoundError."""
        results = await self._transactions(timeout_ms).describe_transactions(transactional_ids)
        return settle(results, return_exceptions)

    async def describe_producers(
        self, partitions: Iterable[TopicPartition], *, broker_id: int | None = None,
        timeout_ms: int | None = None, return_exceptions: bool = False,
    ) -> dict[TopicPartition, Any]:
        """{partition: [ProducerState]}: the producers that wrote to each partition recently,
        with the first offset of their open transaction (where a hanging one is found)."""
        results = await self._transactions(timeout_ms).describe_producers(
            partitions, broker_id=broker_id)
        return settle(results, return_exceptions)

    async def abort_transaction(self, spec: AbortTransactionSpec, *,
                                timeout_ms: int | None = None) -> None:
        """Abort a hanging transaction on one partition (KIP-664): writes the abort marker
        through the partition's leader, which lets read_committed readers past it."""
        await self._transactions(timeout_ms).abort_transaction(spec)

    async def fence_producers(
        self, transactional_ids: Iterable[str], *, transaction_timeout_ms: int = 1,
        timeout_ms: int | None = None, return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """Bump each transactional id's epoch (KIP-618): a producer still using it gets
        ProducerFencedError on its next call, and its open transaction is aborted.
        {id: FencedProducer(id, producer_id, producer_epoch)}. ``transaction_timeout_ms`` is
        what InitProducerId carries (1, as Java: nothing is written under the new epoch)."""
        results = await self._transactions(timeout_ms).fence_producers(
            transactional_ids, transaction_timeout_ms=transaction_timeout_ms)
        return settle(results, return_exceptions)

    async def force_terminate_transaction(self, transactional_id: str, *,
                                          timeout_ms: int | None = None) -> None:
        """Abort whatever transaction ``transactional_id`` has open, prepared (two-phase
        commit, KIP-939) or not, as Java's ``forceTerminateTransaction`` and
        ``kafka-transactions forceTerminate``: its epoch is bumped (``fence_producers``), so
        the coordinator aborts the transaction and a producer still using the id is fenced.
        Raises the coordinator's error (TransactionalIdAuthorizationError, ...)."""
        check_str(transactional_id, "transactional_id")
        results = await self._transactions(timeout_ms).fence_producers([transactional_id])
        settle(results, False)
