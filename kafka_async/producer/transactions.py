"""The transactional producer's TransactionManager: one state machine, both transaction protocols.

Theory of operation
-------------------
A producer with a ``transactional_id`` gets its producer id and epoch from the *transaction
coordinator* (the broker that owns the id's partition of ``__transaction_state``, found with
FindCoordinator key type 1 and found again on NOT_COORDINATOR, COORDINATOR_NOT_AVAILABLE or a
lost connection). Everything the manager sends goes to that coordinator on the TRANSACTION lane
(its own connection per broker, so an EndTxn never waits behind Produce requests), except
TxnOffsetCommit, which goes to the consumer group's coordinator.

The state changes only in ``_move``, by this table (``TRANSITIONS``; Java's state names):

=================  ===================================  ===================================
state              event                                next state
=================  ===================================  ===================================
UNINITIALIZED      ``init_transactions()``              INITIALIZING
INITIALIZING       InitProducerId answered              READY
INITIALIZING       timed out or cancelled               UNINITIALIZED (call it again)
READY              ``begin_transaction()``              IN_TRANSACTION
IN_TRANSACTION     ``commit_transaction()``             COMMITTING_TRANSACTION
IN_TRANSACTION     ``abort_transaction()``              ABORTING_TRANSACTION
IN_TRANSACTION     a batch, an add or an offset failed  ABORTABLE_ERROR
COMMITTING_TRANS.  EndTxn(commit) answered              READY
COMMITTING_TRANS.  a batch failed before EndTxn         ABORTABLE_ERROR
ABORTABLE_ERROR    ``abort_transaction()``              ABORTING_TRANSACTION
ABORTING_TRANS.    EndTxn(abort) answered (and bump)    READY
any                fenced, unauthorized, bad state      FATAL_ERROR (close the producer)
=================  ===================================  ===================================

``send()`` is accepted only IN_TRANSACTION (the producer's one hot-path flag follows the state).
A commit or abort that timed out (max_block_ms) or was cancelled keeps its state: calling the
same method again resumes it (EndTxn is safe to repeat).

Two protocols, chosen from the cluster's finalized feature ``transaction.version``:

* **V1** (``transaction.version`` < 2): before the first Produce to a partition in a
  transaction, the partition is added with AddPartitionsToTxn (v3 or below; the partitions
  waiting meanwhile are batched into one request by the *adder* task, their senders skip them
  while ``PartitionState.txn_pending``). Offsets are added with AddOffsetsToTxn, then committed
  with TxnOffsetCommit v4 or below. Produce stays below v12. The epoch survives a transaction;
  after an abort that left a gap in a partition's sequence numbers, InitProducerId with the
  current id and epoch bumps it (KIP-360).
* **V2** (KIP-890, Kafka 4's default): partitions join implicitly with Produce v12+, offsets with
  TxnOffsetCommit v5, and EndTxn v5 returns the next epoch: every transaction end bumps it, so
  a late write of a finished transaction can never land in the next one.

Errors: PRODUCER_FENCED, INVALID_PRODUCER_EPOCH, TRANSACTIONAL_ID_AUTHORIZATION_FAILED,
CLUSTER_AUTHORIZATION_FAILED, INVALID_TXN_STATE, INVALID_PRODUCER_ID_MAPPING,
INVALID_TRANSACTION_TIMEOUT and UNSUPPORTED_VERSION are fatal (``ProducerIdentity.set_fatal``:
the producer must be closed), except INVALID_PRODUCER_EPOCH on a Produce answer, which is
abortable (KIP-588): the abort asks the coordinator, which hands over the next epoch (the
transaction had timed out; transactions V2) or answers fenced. Any other failure inside a
transaction (a batch that could not be written, TRANSACTION_ABORTABLE, a refused offset
commit) makes it abortable: commit raises
``TransactionAbortableError``, ``abort_transaction()`` then starts afresh. Retriable answers
(coordinator moves and loads, CONCURRENT_TRANSACTIONS, lost connections) are retried.
"""

from __future__ import annotations

import enum
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Final

import anyio

from kafka_async.cluster.client import KafkaClient
from kafka_async.cluster.coordinator import (
    GROUP_KEY_TYPE,
    TRANSACTION_KEY_TYPE,
    CoordinatorLink,
)
from kafka_async.cluster.structs import GroupMetadata, OffsetAndMetadata, TopicPartition
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaConnectionError, KafkaTimeoutError
from kafka_async.network.lifecycle import TaskStarter
from kafka_async.network.pool import Lane
from kafka_async.producer.batch import ProducerBatch
from kafka_async.producer.config import ProducerConfig
from kafka_async.producer.errors import TransactionAbortedError, TransactionStateError
from kafka_async.producer.idempotence import ProducerIdentity
from kafka_async.producer.ledger import BatchLedger, PartitionState
from kafka_async.protocol.arguments import INT64_MAX, check_int
from kafka_async.protocol.errors import (
    ClusterAuthorizationFailedError,
    FencedInstanceIdError,
    IllegalGenerationError,
    InvalidProducerEpochError,
    InvalidProducerIdMappingError,
    InvalidTransactionTimeoutError,
    InvalidTxnStateError,
    KafkaError,
    ProducerFencedError,
    TransactionAbortableError,
    TransactionalIdAuthorizationFailedError,
    UnknownMemberIdError,
    UnsupportedVersionError,
    error_for_code,
)
from kafka_async.protocol.messages import (
    AddOffsetsToTxnRequest,
    AddPartitionsToTxnRequest,
    EndTxnRequest,
    EndTxnResponse,
    InitProducerIdRequest,
    ProduceRequest,
    TxnOffsetCommitRequest,
)
from kafka_async.protocol.messages._base import Request, ResponseT

__all__ = ["TRANSITIONS", "TransactionLinks", "TransactionManager", "TxnState"]

logger = logging.getLogger("kafka_async.producer.transactions")


class TxnState(enum.Enum):
    UNINITIALIZED = "UNINITIALIZED"
    INITIALIZING = "INITIALIZING"
    READY = "READY"
    IN_TRANSACTION = "IN_TRANSACTION"
    COMMITTING = "COMMITTING_TRANSACTION"
    ABORTING = "ABORTING_TRANSACTION"
    ABORTABLE_ERROR = "ABORTABLE_ERROR"
    FATAL_ERROR = "FATAL_ERROR"


#: what begin and commit say after an abort_transaction() that was cancelled (Java: "the
#: previous call to abortTransaction timed out and must be retried")
_ABORT_INTERRUPTED = "an abort was interrupted: call abort_transaction() again to finish it"

_S = TxnState
#: The table of the module docstring: state -> the states it may move to.
TRANSITIONS: Final[dict[TxnState, frozenset[TxnState]]] = {
    _S.UNINITIALIZED: frozenset({_S.INITIALIZING, _S.FATAL_ERROR}),
    _S.INITIALIZING: frozenset({_S.READY, _S.UNINITIALIZED, _S.FATAL_ERROR}),
    _S.READY: frozenset({_S.IN_TRANSACTION, _S.FATAL_ERROR}),
    _S.IN_TRANSACTION: frozenset({_S.COMMITTING, _S.ABORTING, _S.ABORTABLE_ERROR,
                                  _S.FATAL_ERROR}),
    _S.COMMITTING: frozenset({_S.READY, _S.ABORTABLE_ERROR, _S.FATAL_ERROR}),
    _S.ABORTING: frozenset({_S.READY, _S.FATAL_ERROR}),
    _S.ABORTABLE_ERROR: frozenset({_S.ABORTING, _S.FATAL_ERROR}),
    _S.FATAL_ERROR: frozenset(),
}

#: Errors after which this producer id can do nothing more (module docstring).
FATAL_ERRORS: Final = (
    ProducerFencedError,
    InvalidProducerEpochError,
    TransactionalIdAuthorizationFailedError,
    ClusterAuthorizationFailedError,
    InvalidTxnStateError,
    InvalidProducerIdMappingError,
    InvalidTransactionTimeoutError,
    UnsupportedVersionError,
)
_COORDINATOR_MOVED = (15, 16)  # COORDINATOR_NOT_AVAILABLE, NOT_COORDINATOR
#: TxnOffsetCommit answers meaning the consumer's group metadata is stale (Java: abortable)
_GROUP_MOVED_ON = (IllegalGenerationError, UnknownMemberIdError, FencedInstanceIdError)
#: ... and COORDINATOR_LOAD_IN_PROGRESS: the coordinator is asked for again before a retry.
_FIND_AGAIN = (14, 15, 16)
_CONCURRENT_TRANSACTIONS = 51
_OPERATION_NOT_ATTEMPTED = 55
#: CONCURRENT_TRANSACTIONS means the previous transaction is still being completed: it clears
#: within milliseconds, so it is retried sooner than retry_backoff_ms (as Java does).
_CONCURRENT_RETRY = 0.02
_V1_PRODUCE_MAX = 11
_V1_END_TXN_MAX = 4
_V1_TXN_OFFSET_COMMIT_MAX = 4
_TxnTopic = AddPartitionsToTxnRequest.AddPartitionsToTxnTopic
_OffsetTopic = TxnOffsetCommitRequest.TxnOffsetCommitRequestTopic
_OffsetPartition = _OffsetTopic.TxnOffsetCommitRequestPartition


@dataclass(frozen=True)
class TransactionLinks:
    """What the manager uses that it does not own (the producer builds one)."""

    client: KafkaClient
    ledger: BatchLedger
    identity: ProducerIdentity
    config: ProducerConfig
    backoff: ExponentialBackoff
    tasks: TaskStarter
    #: Send everything queued now and wait until every batch resolved (the producer's flush).
    flush: Callable[[], Awaitable[None]]
    #: The producer's send() gate: True exactly while a transaction is open.
    set_accepting: Callable[[bool], None]
    #: A fatal error happened: fail what is queued, refuse everything (the producer's part).
    on_fatal: Callable[[KafkaError], None]


class _Retry(Exception):
    """One attempt of a coordinator call must be repeated after ``delay`` seconds."""

    def __init__(self, delay: float, cause: BaseException) -> None:
        super().__init__(str(cause))
        self.delay = delay
        self.cause = cause


class TransactionManager:
    """The transaction state of one transactional producer (see the module docstring)."""

    def __init__(self, links: TransactionLinks) -> None:
        config = links.config
        assert config.transactional_id is not None
        self._links = links
        self.transactional_id = config.transactional_id
        self._timeout_ms = config.transaction_timeout_ms
        self._max_block = config.max_block_ms / 1000
        self._backoff = links.backoff
        self._link = CoordinatorLink(links.client, self.transactional_id, links.backoff,
                                     key_type=TRANSACTION_KEY_TYPE, lane=Lane.TRANSACTION)
        self._group_links: dict[str, CoordinatorLink] = {}
        self.state = TxnState.UNINITIALIZED
        #: True once the cluster runs transactions V2 (decided at init_transactions).
        self.v2 = False
        #: The error that made the current transaction abortable.
        self.last_error: KafkaError | None = None
        self._added: set[tuple[str, int]] = set()
        self._pending: dict[tuple[str, int], PartitionState] = {}
        #: Something of this transaction reached the coordinator's view: EndTxn is needed.
        self._started = False
        self._op_lock: anyio.Lock | None = None
        self._coordinator_lock: anyio.Lock | None = None
        self._adder_wakeup: anyio.Event | None = None
        self._errored: anyio.Event | None = None
        #: Transactions ended, by outcome (a health signal; tests read them).
        self.commits = 0
        self.aborts = 0
        identity = links.identity
        identity.transactional_id = self.transactional_id
        identity.bump_listener = self._on_bump_needed
        links.ledger.failure_listener = self._on_batch_failed

    def __repr__(self) -> str:
        return (f"<TransactionManager {self.transactional_id!r} {self.state.value} "
                f"v{2 if self.v2 else 1}>")

    # ------------------------------------------------------------------ the one transition

    def _move(self, new: TxnState) -> None:
        old = self.state
        if new not in TRANSITIONS[old]:
            raise TransactionStateError(
                f"transactional id {self.transactional_id!r}: no transition "
                f"{old.value} -> {new.value}")
        logger.debug("transaction %s: %s -> %s", self.transactional_id, old.value, new.value)
        self.state = new
        self._links.set_accepting(new is TxnState.IN_TRANSACTION)
        if new in (TxnState.ABORTABLE_ERROR, TxnState.FATAL_ERROR) and self._errored is not None:
            self._errored.set()

    def _current(self) -> TxnState:
        """The state now (a call, so a type checker does not keep an earlier narrowing)."""
        return self.state

    def _abortable(self, error: KafkaError) -> None:
        if self.state in (TxnState.IN_TRANSACTION, TxnState.COMMITTING):
            logger.warning("transaction %s is abortable: %s", self.transactional_id, error)
            self.last_error = error
            self._move(TxnState.ABORTABLE_ERROR)

    def _fatal(self, error: KafkaError) -> KafkaError:
        if self.state is not TxnState.FATAL_ERROR:
            self._links.identity.set_fatal(error)
            self.last_error = error
            self._move(TxnState.FATAL_ERROR)
            self._links.on_fatal(error)
        return error

    def _classify(self, error: KafkaError) -> KafkaError:
        """Fatal or abortable, by type; returns the error to raise. (A coordinator's
        INVALID_PRODUCER_EPOCH means another producer took the id over: raised as
        ProducerFencedError, as Java's EndTxn and AddOffsets handlers do.)"""
        if isinstance(error, InvalidProducerEpochError):
            fenced = ProducerFencedError(f"{error} (fenced: the epoch moved on)")
            fenced.__cause__ = error
            return self._fatal(fenced)
        if isinstance(error, FATAL_ERRORS):
            return self._fatal(error)
        self._abortable(error)
        return error

    def _on_batch_failed(self, batch: ProducerBatch, error: BaseException) -> None:
        """The ledger's listener: a batch of the open transaction failed for good."""
        if self.state not in (TxnState.IN_TRANSACTION, TxnState.COMMITTING,
                              TxnState.ABORTABLE_ERROR):
            return  # aborting fails batches itself; fatal or closed: nothing to decide
        if isinstance(error, KafkaError):
            if isinstance(error, FATAL_ERRORS) and not isinstance(
                    error, InvalidProducerEpochError):
                self._fatal(error)
                return
            # A Produce answered INVALID_PRODUCER_EPOCH (KIP-588): the coordinator aborted
            # the transaction (transaction_timeout_ms) and moved the epoch on, or another
            # producer fenced this one. Abortable, as in Java: abort_transaction() asks the
            # coordinator, which either hands over the next epoch (a timeout) or answers
            # fenced (fatal, ProducerFencedError).
            self._abortable(error)
        else:
            self._abortable(KafkaError(f"{batch.topic}-{batch.partition}: {error!r}"))

    def _on_bump_needed(self, reason: str) -> None:
        """A partition's sequence numbering broke: only an abort (and a bump) repairs it."""
        self._abortable(TransactionAbortableError(
            f"the producer's sequence numbering broke ({reason}); abort_transaction() "
            "repairs it"))

    # ------------------------------------------------------------------ checks

    def check_fatal(self) -> None:
        fatal = self._links.identity.fatal
        if fatal is not None:
            raise type(fatal)(f"the producer stopped after a fatal error: {fatal}") from fatal

    def _state_error(self, call: str, hint: str) -> KafkaError:
        if self.state is TxnState.ABORTABLE_ERROR:
            error = TransactionAbortableError(
                f"{call} in state ABORTABLE_ERROR: the transaction failed ({self.last_error}); "
                "call abort_transaction(), then begin a new one")
            error.__cause__ = self.last_error
            return error
        return TransactionStateError(f"{call} in state {self.state.value}: {hint}")

    def send_refusal(self) -> KafkaError:
        """Why send() is refused now (the producer is open, the state is not IN_TRANSACTION)."""
        return self._state_error(
            "send()", "a transactional producer sends only inside a transaction "
            "(begin_transaction() first)" if self.state is TxnState.READY else
            "wait for it to finish, then begin_transaction()")

    @property
    def committing(self) -> bool:
        """A commit_transaction() was interrupted (its caller cancelled): only calling it
        again finishes the transaction."""
        return self.state is TxnState.COMMITTING

    @property
    def in_transaction(self) -> bool:
        """A transaction is open (possibly failed): close() aborts it."""
        return self.state in (TxnState.IN_TRANSACTION, TxnState.ABORTABLE_ERROR,
                              TxnState.ABORTING)

    def _locks(self) -> tuple[anyio.Lock, anyio.Lock]:
        if self._op_lock is None or self._coordinator_lock is None:
            self._op_lock = anyio.Lock()
            self._coordinator_lock = anyio.Lock()
        return self._op_lock, self._coordinator_lock

    # ------------------------------------------------------------------ init

    def bind(self) -> None:
        """Create the manager's events in the running event loop (the producer's start)."""
        self._locks()
        self._adder_wakeup = anyio.Event()
        self._errored = anyio.Event()

    async def init_transactions(self) -> None:
        """InitProducerId through the transaction coordinator; harmless when already done."""
        op_lock, _ = self._locks()
        async with op_lock:
            self.check_fatal()
            if self.state is TxnState.READY:
                return
            if self.state is not TxnState.UNINITIALIZED:
                raise self._state_error("init_transactions()", "already initialized")
            self._move(TxnState.INITIALIZING)
            try:
                with anyio.fail_after(self._max_block):
                    await self._init_producer_id(bump=False)
                    await self._choose_protocol()
            except TimeoutError:
                self._move(TxnState.UNINITIALIZED)
                raise KafkaTimeoutError(
                    f"init_transactions() for {self.transactional_id!r} did not finish within "
                    f"max_block_ms ({self._links.config.max_block_ms} ms); call it again") from None
            except KafkaError as exc:
                if self._current() is TxnState.INITIALIZING:
                    if isinstance(exc, FATAL_ERRORS):
                        raise self._fatal(exc) from None
                    self._move(TxnState.UNINITIALIZED)
                raise
            except BaseException:
                if self._current() is TxnState.INITIALIZING:
                    self._move(TxnState.UNINITIALIZED)
                raise
            self._move(TxnState.READY)

    async def _init_producer_id(self, *, bump: bool) -> None:
        identity = self._links.identity
        request = InitProducerIdRequest(
            transactional_id=self.transactional_id,
            transaction_timeout_ms=self._timeout_ms,
            producer_id=identity.producer_id if bump else -1,
            producer_epoch=identity.producer_epoch if bump else -1,
        )
        response = await self._call(request, "InitProducerId")
        identity.adopt(response.producer_id, response.producer_epoch)
        logger.info("transactional id %s: producer id %d epoch %d", self.transactional_id,
                    response.producer_id, response.producer_epoch)

    async def _choose_protocol(self) -> None:
        """V2 when the cluster finalized ``transaction.version`` >= 2 and the coordinator
        speaks EndTxn v5 and Produce v12 (module docstring)."""
        failures = 0
        while True:
            try:
                node = await self._link.find(self._max_block)
                connection = await self._links.client.pool.get(node, Lane.TRANSACTION)
                break
            except (KafkaConnectionError, KafkaTimeoutError) as exc:
                self._link.mark_dead(exc)
                failures += 1
                await anyio.sleep(self._backoff.delay(failures))
        versions = connection.versions
        self.v2 = (versions.feature_level("transaction.version") >= 2
                   and versions.supports(EndTxnRequest.API_KEY, 5)
                   and versions.supports(ProduceRequest.API_KEY, 12))
        self._links.identity.produce_version_cap = None if self.v2 else _V1_PRODUCE_MAX
        logger.info("transactional id %s: transactions V%d", self.transactional_id,
                    2 if self.v2 else 1)

    # ------------------------------------------------------------------ begin, send

    async def begin_transaction(self) -> None:
        self.check_fatal()
        if self.state is not TxnState.READY:
            raise self._state_error(
                "begin_transaction()",
                "init_transactions() first" if self.state is TxnState.UNINITIALIZED else
                "a commit was interrupted: call commit_transaction() again to finish it"
                if self.state is TxnState.COMMITTING else
                _ABORT_INTERRUPTED if self.state is TxnState.ABORTING else
                "a transaction is already open (commit or abort it first)")
        self._added.clear()
        self._pending.clear()
        self._started = False
        self.last_error = None
        self._errored = anyio.Event()
        self._move(TxnState.IN_TRANSACTION)

    def on_new_batch(self, state: PartitionState) -> None:
        """A batch opened on ``state``'s partition in this transaction (once per batch):
        in V1 the partition must be added before its first Produce."""
        if self.v2:
            self._started = True
            return
        key = (state.topic, state.partition)
        if key in self._added or key in self._pending:
            return
        self._pending[key] = state
        state.txn_pending = True
        if self._adder_wakeup is not None:
            self._adder_wakeup.set()

    async def run_adder(self) -> None:
        """V1: add the partitions waiting for AddPartitionsToTxn, as one request each round."""
        _, coordinator_lock = self._locks()
        failures = 0
        while True:
            wakeup = self._adder_wakeup
            assert wakeup is not None
            await wakeup.wait()
            self._adder_wakeup = anyio.Event()
            while self._pending and self.state in (TxnState.IN_TRANSACTION, TxnState.COMMITTING):
                async with coordinator_lock:
                    try:
                        await self._add_partitions(dict(self._pending))
                        failures = 0
                    except _Retry as retry:
                        failures += 1
                        logger.debug("AddPartitionsToTxn: %s; retrying", retry.cause)
                        delay = retry.delay
                    else:
                        continue
                await anyio.sleep(delay if delay else self._backoff.delay(failures))

    async def _add_partitions(self, partitions: dict[tuple[str, int], PartitionState]) -> None:
        identity = self._links.identity
        by_topic: dict[str, list[int]] = {}
        for name, partition in sorted(partitions):
            by_topic.setdefault(name, []).append(partition)
        request = AddPartitionsToTxnRequest(
            v3_and_below_transactional_id=self.transactional_id,
            v3_and_below_producer_id=identity.producer_id,
            v3_and_below_producer_epoch=identity.producer_epoch,
            v3_and_below_topics=[_TxnTopic(name=topic_name, partitions=parts)
                                 for topic_name, parts in by_topic.items()],
        )
        response = await self._send_once(request)
        if response.error_code:
            self._check_code(response.error_code, "AddPartitionsToTxn")
        retry: _Retry | None = None
        for topic in response.results_by_topic_v3_and_below:
            for result in topic.results_by_partition:
                key = (topic.name, result.partition_index)
                state = partitions.get(key)
                if state is None:
                    continue
                code = result.partition_error_code
                if code == 0:
                    self._pending.pop(key, None)
                    self._added.add(key)
                    self._started = True
                    state.txn_pending = False
                    if state.sender is not None:
                        state.sender.wake()
                    continue
                if code == _OPERATION_NOT_ATTEMPTED:
                    continue  # another partition's error stopped the request
                try:
                    self._check_code(code, f"AddPartitionsToTxn {topic.name}-"
                                           f"{result.partition_index}")
                except _Retry as again:
                    retry = again
                except KafkaError as exc:
                    self._classify(exc)
                    return
        if retry is not None:
            raise retry

    # ------------------------------------------------------------------ offsets

    async def send_offsets_to_transaction(
        self, offsets: Mapping[TopicPartition, int | OffsetAndMetadata],
        group_metadata: GroupMetadata | str,
    ) -> None:
        """Commit ``offsets`` for the group as part of this transaction (KIP-447)."""
        op_lock, coordinator_lock = self._locks()
        async with op_lock:
            self.check_fatal()
            if self.state is not TxnState.IN_TRANSACTION:
                raise self._state_error("send_offsets_to_transaction()",
                                        "offsets go inside a transaction (begin_transaction() "
                                        "first)")
            member = _group_metadata(group_metadata)
            checked = _offsets(offsets)
            if not checked:
                return
            try:
                with anyio.fail_after(self._max_block):
                    if not self.v2:
                        identity = self._links.identity
                        async with coordinator_lock:
                            await self._call(AddOffsetsToTxnRequest(
                                transactional_id=self.transactional_id,
                                producer_id=identity.producer_id,
                                producer_epoch=identity.producer_epoch,
                                group_id=member.group_id), "AddOffsetsToTxn")
                    self._started = True
                    await self._txn_offset_commit(checked, member)
            except TimeoutError:
                error = KafkaTimeoutError(
                    f"send_offsets_to_transaction() did not finish within max_block_ms "
                    f"({self._links.config.max_block_ms} ms)")
                self._abortable(error)
                raise error from None
            except KafkaError as exc:
                self._classify(exc)
                raise

    async def _txn_offset_commit(self, offsets: dict[TopicPartition, OffsetAndMetadata],
                                 member: GroupMetadata) -> None:
        link = self._group_links.get(member.group_id)
        if link is None:
            link = self._group_links[member.group_id] = CoordinatorLink(
                self._links.client, member.group_id, self._backoff,
                key_type=GROUP_KEY_TYPE, lane=Lane.TRANSACTION)
        identity = self._links.identity
        by_topic: dict[str, list[_OffsetPartition]] = {}
        for tp, position in sorted(offsets.items()):
            by_topic.setdefault(tp.topic, []).append(_OffsetPartition(
                partition_index=tp.partition, committed_offset=position.offset,
                committed_leader_epoch=position.leader_epoch,
                committed_metadata=position.metadata))
        request = TxnOffsetCommitRequest(
            transactional_id=self.transactional_id, group_id=member.group_id,
            producer_id=identity.producer_id, producer_epoch=identity.producer_epoch,
            generation_id=member.generation_id, member_id=member.member_id,
            group_instance_id=member.group_instance_id,
            topics=[_OffsetTopic(name=name, partitions=parts) for name, parts in by_topic.items()])
        failures = 0
        while True:
            try:
                version = await link.api_version(TxnOffsetCommitRequest, timeout=self._max_block)
                if not self.v2:
                    version = min(version, _V1_TXN_OFFSET_COMMIT_MAX)
                response = await link.send(request, timeout=self._max_block, version=version)
                retry: _Retry | None = None
                for topic in response.topics:
                    for part in topic.partitions:
                        code = part.error_code
                        if code == 0:
                            continue
                        if code in _COORDINATOR_MOVED:
                            link.mark_dead(error_for_code(code).name)
                        try:
                            self._check_code(code, f"TxnOffsetCommit {topic.name}-"
                                                   f"{part.partition_index} for group "
                                                   f"{member.group_id!r}")
                        except _Retry as again:
                            retry = again
                        except _GROUP_MOVED_ON as moved:
                            # Java's CommitFailedException: abortable, so the loop's usual
                            # "abort, rewind, go on" handles a rebalance between poll and send.
                            raise TransactionAbortableError(
                                f"the group moved on since these records were polled "
                                f"({moved}); abort and rewind to the committed offsets"
                            ) from moved
                if retry is not None:
                    raise retry
                return
            except _Retry as retry:
                failures += 1
                await anyio.sleep(retry.delay or self._backoff.delay(failures))
            except (KafkaConnectionError, KafkaTimeoutError):
                failures += 1
                await anyio.sleep(self._backoff.delay(failures))

    # ------------------------------------------------------------------ commit and abort

    async def commit_transaction(self) -> None:
        op_lock, coordinator_lock = self._locks()
        async with op_lock:
            self.check_fatal()
            if self.state is TxnState.IN_TRANSACTION:
                self._move(TxnState.COMMITTING)
            elif self.state is not TxnState.COMMITTING:  # COMMITTING: resume the last try
                raise self._state_error(
                    "commit_transaction()",
                    _ABORT_INTERRUPTED if self.state is TxnState.ABORTING
                    else "no transaction is open (begin_transaction() first)")
            try:
                with anyio.fail_after(self._max_block):
                    await self._flush_or_error()
                    self.check_fatal()
                    if self._current() is TxnState.ABORTABLE_ERROR:
                        raise self._state_error("commit_transaction()", "")
                    response = None
                    if self._started:
                        async with coordinator_lock:
                            response = await self._end_txn(commit=True)
            except TimeoutError:
                raise KafkaTimeoutError(
                    f"commit_transaction() did not finish within max_block_ms "
                    f"({self._links.config.max_block_ms} ms); call it again to retry") from None
            except KafkaError as exc:
                self._classify(exc)
                raise
            self._complete(response, committed=True)

    async def abort_transaction(self) -> None:
        op_lock, coordinator_lock = self._locks()
        async with op_lock:
            self.check_fatal()
            if self.state in (TxnState.IN_TRANSACTION, TxnState.ABORTABLE_ERROR):
                self._move(TxnState.ABORTING)
            elif self.state is not TxnState.ABORTING:
                raise self._state_error(
                    "abort_transaction()",
                    "a commit is in progress (call commit_transaction() again)"
                    if self.state is TxnState.COMMITTING else "no transaction is open")
            try:
                with anyio.fail_after(self._max_block):
                    await self._drop_unsent()
                    self.check_fatal()  # a batch answered "fenced" while we waited for it
                    async with coordinator_lock:
                        response = None
                        if self._started:
                            response = await self._end_txn(commit=False)
                        # a gap in the sequence numbers (KIP-360): V1 always, and V2 when no
                        # EndTxn handed out the next epoch (nothing had reached the broker)
                        if self._links.identity.bump_requested and (
                                not self.v2 or response is None):
                            await self._init_producer_id(bump=True)
                            self._links.ledger.renumber_after_bump()
            except TimeoutError:
                raise KafkaTimeoutError(
                    f"abort_transaction() did not finish within max_block_ms "
                    f"({self._links.config.max_block_ms} ms); call it again to retry") from None
            except KafkaError as exc:
                self._classify(exc)
                raise
            self._complete(response, committed=False)

    async def _flush_or_error(self) -> None:
        """Wait until every batch of the transaction resolved, or the transaction failed."""
        errored = self._errored
        assert errored is not None
        if errored.is_set():
            return
        async with anyio.create_task_group() as group:
            async def flush() -> None:
                await self._links.flush()
                group.cancel_scope.cancel()

            async def failed() -> None:
                await errored.wait()
                group.cancel_scope.cancel()

            group.start_soon(flush)
            group.start_soon(failed)

    async def _drop_unsent(self) -> None:
        """Abort: batches not sent yet fail with TransactionAbortedError; those in flight are
        waited for (their sequence numbers must be settled before the epoch moves on)."""
        ledger = self._links.ledger
        for state in self._pending.values():
            state.txn_pending = False
        self._pending.clear()

        def aborted(batch: ProducerBatch) -> KafkaError:
            return TransactionAbortedError(
                f"{batch.topic}-{batch.partition}: the transaction was aborted before the "
                "batch was sent")

        while ledger.incomplete:
            ledger.fail_queued(aborted)
            if ledger.incomplete:
                with anyio.move_on_after(0.05):  # a retried batch re-queues without resolving
                    await ledger.progress().wait()

    async def _end_txn(self, *, commit: bool) -> EndTxnResponse:
        identity = self._links.identity
        request = EndTxnRequest(transactional_id=self.transactional_id,
                                producer_id=identity.producer_id,
                                producer_epoch=identity.producer_epoch, committed=commit)
        return await self._call(request, "EndTxn", cap=None if self.v2 else _V1_END_TXN_MAX)

    def _complete(self, response: EndTxnResponse | None, *, committed: bool) -> None:
        ledger = self._links.ledger
        if self.v2 and response is not None and response.producer_epoch >= 0:
            self._links.identity.adopt(response.producer_id, response.producer_epoch)
            ledger.renumber_after_bump()
        self._added.clear()
        self._pending.clear()
        self._started = False
        self._epoch_refused = False
        self.last_error = None
        if committed:
            self.commits += 1
        else:
            self.aborts += 1
        self._move(TxnState.READY)

    # ------------------------------------------------------------------ coordinator calls

    async def _call(self, request: Request[ResponseT], what: str, *,
                    cap: int | None = None) -> ResponseT:
        """Send to the transaction coordinator until it answers without a retriable error
        (the caller bounds the time); non-retriable errors are raised typed. ``cap``: the
        highest version to send (transactions V1)."""
        failures = 0
        while True:
            try:
                response = await self._send_once(request, cap=cap)
                code = getattr(response, "error_code", 0)
                if code:
                    self._check_code(code, what)
                return response
            except _Retry as retry:
                failures += 1
                logger.debug("%s for %s: %s; retrying", what, self.transactional_id, retry.cause)
                await anyio.sleep(retry.delay or self._backoff.delay(failures))

    async def _send_once(self, request: Request[ResponseT], *,
                         cap: int | None = None) -> ResponseT:
        """One attempt; a lost or unreachable coordinator is a ``_Retry`` (it is found again)."""
        try:
            version = None
            if cap is not None:
                version = min(cap, await self._link.api_version(type(request),
                                                                timeout=self._max_block))
            return await self._link.send(request, timeout=self._max_block, version=version)
        except (KafkaConnectionError, KafkaTimeoutError) as exc:
            raise _Retry(0.0, exc) from exc

    def _check_code(self, code: int, what: str) -> None:
        """Raise ``_Retry`` for answers worth repeating, else the typed error."""
        error_class = error_for_code(code)
        error = error_class(f"{what} for transactional id {self.transactional_id!r}: "
                            f"{error_class.name} ({error_class.description})")
        if code in _FIND_AGAIN:
            self._link.mark_dead(error_class.name)
            raise _Retry(0.0, error)
        if code == _CONCURRENT_TRANSACTIONS:
            raise _Retry(_CONCURRENT_RETRY, error)
        if error_class.retriable:
            raise _Retry(0.0, error)
        raise error


def _group_metadata(value: GroupMetadata | str) -> GroupMetadata:
    if isinstance(value, GroupMetadata):
        if not value.group_id:
            raise ValueError("send_offsets_to_transaction(): the group metadata has no group id "
                             "(is the consumer in a group?)")
        return value
    if isinstance(value, str) and value:
        return GroupMetadata(value)
    raise TypeError(f"group_metadata must be a consumer's group_metadata() or a group id, "
                    f"got {type(value).__name__}")


def _offsets(offsets: Mapping[TopicPartition, int | OffsetAndMetadata]
             ) -> dict[TopicPartition, OffsetAndMetadata]:
    if not isinstance(offsets, Mapping):
        raise TypeError(f"offsets must map TopicPartition to int or OffsetAndMetadata, got "
                        f"{type(offsets).__name__}")
    checked: dict[TopicPartition, OffsetAndMetadata] = {}
    for tp, position in offsets.items():
        if not (isinstance(tp, tuple) and len(tp) == 2 and isinstance(tp[0], str)
                and isinstance(tp[1], int) and not isinstance(tp[1], bool)):
            raise TypeError(f"offsets keys must be TopicPartition, got {tp!r}")
        key = TopicPartition(tp[0], tp[1])
        if isinstance(position, OffsetAndMetadata):
            check_int(position.offset, f"offset of {key}", 0, INT64_MAX)
            checked[key] = position
        else:
            check_int(position, f"offset of {key}", 0, INT64_MAX)
            checked[key] = OffsetAndMetadata(position)
    return checked

