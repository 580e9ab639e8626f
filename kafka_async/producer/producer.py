"""Producer: accepts records into per-partition batches and owns the tasks that deliver them.

Theory of operation
-------------------
``send()`` runs entirely in the caller's task: serialize, pick the partition (metadata cached
per topic), encode the record into its partition's open batch, return a handle. It awaits only
when it needs metadata for a new topic (bounded by max_block_ms) or a new batch's memory
(bounded by buffer_memory and max_block_ms), and yields once whenever it sealed a full batch, so
the senders can ship it while the caller keeps producing. Once ``send()`` returned, the record is
accepted: cancelling the caller afterwards (even while awaiting the handle) neither loses nor
duplicates it.

Who owns what: every batch and partition transition (take, in flight, succeed, retry, fail,
split, expire, renumber) is a method of the ``BatchLedger`` (ledger.py, with the table); the
producer creates batches, routes partitions to senders and runs the maintainer; a ``Sender``
(sender.py) sees only its ``SenderLinks``, never the Producer. With compression, the per-topic
compression estimates (compression_ratio.py) are read by the producer when it opens a batch
or moves its sticky partition, and changed only by the senders (a batch's first send, a split).

Tasks, all in the producer's task host (network/lifecycle.py; nothing outlives ``close()``):

* one ``Sender`` per broker that leads a partition we write to;
* request tasks started by the senders for a Produce request the connection could not take at
  once (most requests go without a task: ``BrokerConnection.send_nowait``, see sender.py);
* the *maintainer*: every ``_TICK`` it re-routes partitions whose leader changed (a state moves
  only when none of its batches is in flight), expires queued batches past delivery_timeout_ms,
  and runs the idempotent epoch bump once it is safe (see idempotence.py).

Start and close go through ``Lifecycle``: from any task, close idempotent and safe to call
concurrently. ``close()`` stops accepting records and flushes (its *draining* part: bounded by
``timeout`` if given, and cut short if the closing task is cancelled); then, shielded, it fails
what is left (ProducerClosedError, or DeliveryOutcomeUnknownError for a batch whose request was
written), ends the tasks and closes the connections. Every handle ``send()`` returned is
resolved when ``close()`` returns or raises, whatever cancelled it.

A fatal producer-id error (idempotence.py) makes ``send()`` and ``flush()`` raise it.

With a ``transactional_id`` the producer is transactional: ``start()`` runs
``init_transactions()``, ``send()`` is accepted only inside a transaction, and the transaction
methods delegate to the ``TransactionManager`` (transactions.py, with its state table), which
also runs the *adder* task (AddPartitionsToTxn, transactions V1). ``close()`` aborts an open
transaction instead of flushing it.
"""

from __future__ import annotations

import contextlib
import logging
import math
import random
import time
import uuid
from collections.abc import AsyncIterator, Mapping, Sequence
from types import TracebackType
from typing import TYPE_CHECKING, Any

import anyio
import anyio.lowlevel

from kafka_async.cluster import ClusterMetadata, KafkaClient
from kafka_async.cluster.client import SubscribedMetrics
from kafka_async.cluster.structs import GroupMetadata, OffsetAndMetadata, TopicPartition
from kafka_async.metrics.interceptors import (
    ProducerRecord,
    run_on_acknowledgement,
    run_on_send,
)
from kafka_async.metrics.registry import MetricName
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaTimeoutError
from kafka_async.network.lifecycle import Lifecycle
from kafka_async.producer.batch import (
    ProducerBatch,
    RecordHandle,
    RecordMetadata,
    SentRun,
    Waiters,
)
from kafka_async.producer.buffer_pool import BufferPool
from kafka_async.producer.compression_ratio import CompressionRatios
from kafka_async.producer.config import ProducerConfig
from kafka_async.producer.errors import (
    DeliveryOutcomeUnknownError,
    ProducerClosedError,
    RecordTooLargeError,
    TopicMetadataTimeoutError,
    TransactionStateError,
)
from kafka_async.producer.idempotence import ProducerIdentity
from kafka_async.producer.ledger import BatchLedger, PartitionState
from kafka_async.producer.partitioner import (
    adaptive_sticky_partition,
    next_sticky_partition,
    partition_for_key,
    split_by_key,
)
from kafka_async.producer.routing import TopicRoute, partitions_in
from kafka_async.producer.sender import Sender, SenderLinks
from kafka_async.protocol.arguments import INT32_MAX, INT64_MAX, check_int
from kafka_async.protocol.compression import codec_id
from kafka_async.protocol.errors import KafkaError, error_for_code
from kafka_async.protocol.messages import MetadataRequest
from kafka_async.protocol.records import ACTIVE, HEADER_SIZE, RecordBatchBuilder
from kafka_async.protocol.topics import validate_topic_name

if TYPE_CHECKING:
    from kafka_async.producer.transactions import TransactionManager, TxnState

__all__ = ["Producer"]

logger = logging.getLogger("kafka_async.producer")

_TICK = 0.05
_PACING_BATCHES_PER_REQUEST = 4
_RECORD_OVERHEAD = 32  # worst-case varints and attributes of one record in a batch
_BYTES_LIKE = (bytes, bytearray, memoryview)
#: every send with headers checks and sizes them with this (the C twin when built)
_measure_headers = ACTIVE.measure_headers


def _not_bytes(part: str, value: object, serializer: object) -> str:
    if serializer is not None:
        return (f"the {part}_serializer returned {type(value).__name__}, not bytes or None "
                f"(it must encode: {type(value).__name__} -> bytes)")
    return (f"{part} must be bytes or None, got {type(value).__name__} (set {part}_serializer "
            "to send other types)")
Headers = Sequence[tuple[str, "bytes | None"]]
_now_ms = ACTIVE.now_ms  # a record's CreateTime (the C twin: ~4x cheaper)


class Producer(SubscribedMetrics):
    """An asynchronous Kafka producer. Use ``async with Producer(bootstrap_servers=...)``."""

    def __init__(self, config: ProducerConfig | None = None, **settings: Any) -> None:
        if config is None:
            config = ProducerConfig.from_kwargs(**settings)
        elif settings:
            raise TypeError("pass either a ProducerConfig or keyword settings, not both")
        self.config = config
        self.client = KafkaClient(config)
        self._metrics_client = self.client  # (SubscribedMetrics)
        self.client.allow_auto_topic_creation = True  # as Java's producer: first send creates
        self.client.metric_group_prefix = "producer"
        self.retry_backoff = ExponentialBackoff(
            config.retry_backoff_ms / 1000, config.retry_backoff_max_ms / 1000
        )
        self.identity = ProducerIdentity(self.client, self.retry_backoff, config.idempotent)
        self._batch_size = config.batch_size
        self._codec = config.compression_type or "none"
        self._codec_id = codec_id(self._codec)  # (what each new batch's builder is given)
        self._codec_level = config.compression_level()
        #: With compression, batch_size bounds a batch once compressed, as in Java
        #: (compression_ratio.py); None without.
        self._ratios = (None if self._codec == "none"
                        else CompressionRatios(config.batch_size, config.max_request_size))
        self._delivery_timeout = config.delivery_timeout_ms / 1000
        self._max_block = config.max_block_ms / 1000
        # A record must fit in one request and in buffer_memory (Java's ensureValidRecordSize):
        # one larger than the buffer either waited max_block_ms for memory that can never be
        # free, or went past the budget when the pool let one oversized batch through.
        self._max_record_size = (min(config.max_request_size, config.buffer_memory)
                                 - HEADER_SIZE - _RECORD_OVERHEAD)
        self._pool = BufferPool(config.buffer_memory, self._max_block)
        self._waiters = Waiters()
        self.ledger = BatchLedger(self.identity, self._pool, retries=config.retries,
                                  backoff=self.retry_backoff, codec=self._codec,
                                  codec_level=self._codec_level, waiters=self._waiters)
        pool = self._pool
        self.ledger.stats.register(self.client.metrics, lambda: config.buffer_memory - pool.used,
                                   config.buffer_memory, lambda: pool.wait_ns)
        self.client.metrics.gauge("producer-metrics", "requests-in-flight",
                                  lambda: sum(s.in_flight for s in self._senders.values()))
        self.client.metrics.gauge("producer-metrics", "metadata-age",
                                  lambda: time.monotonic() - self.client.metadata.updated_at
                                  if self.client.metadata.updated_at else math.nan)
        self._lifecycle = Lifecycle("producer", ProducerClosedError)
        self._lifecycle.host.on_failure(self._on_crash)
        self._links = SenderLinks(self.client, self.ledger, self.identity, config,
                                  self.retry_backoff, self._lifecycle.host,
                                  lambda: self._lifecycle.closing, self._route, self._ratios)
        #: Partitions moved to another broker's sender after a leader change.
        self.leader_moves = 0
        self._bumping = False  # an epoch bump is running (_bump_epoch, its own task)
        self._key_serializer = config.key_serializer
        self._value_serializer = config.value_serializer
        self._interceptors = config.interceptor_classes
        if self._interceptors:  # only then: send() without interceptors stays as it is
            self.send = self._send_intercepted  # type: ignore[method-assign]
        self._partitioner = config.partitioner
        #: partitioner.ignore.keys (built-in partitioner only, as in Java)
        self._keys_choose = config.partitioner is not None or not config.partitioner_ignore_keys
        self._adaptive = config.partitioner_adaptive_partitioning_enable
        self._availability_timeout = config.partitioner_availability_timeout_ms / 1000
        self._random = random.Random()
        self._routes: dict[str, TopicRoute] = {}
        self._metadata_max_idle = config.metadata_max_idle_ms / 1000
        self._idle_checked_at = 0.0
        self._senders: dict[int, Sender] = {}
        self._snapshot: ClusterMetadata | None = None
        #: True from close() on, or before start(): send() refuses (one attribute on the hot path).
        #: A transactional producer also refuses outside a transaction (``_set_accepting``).
        self._refusing = True
        self._transactional = config.transactional
        self._txn: TransactionManager | None = None
        if config.transactional:
            # Imported here: a producer without transactional_id never loads the transaction
            # state machine and its coordinator lookup (part of the start-up row,
            # docs/benchmarks.md).
            from kafka_async.producer.transactions import TransactionLinks, TransactionManager

            self._txn = TransactionManager(TransactionLinks(
                self.client, self.ledger, self.identity, config, self.retry_backoff,
                self._lifecycle.host, self._flush_pending, self._set_accepting, self._on_fatal))

    def __repr__(self) -> str:
        return (
            f"<Producer {self.config.client_id!r} partitions={sum(1 for _ in self.ledger)}"
            f" incomplete_batches={len(self.ledger.incomplete)}"
            f" {self._lifecycle.state.value}>"
        )

    async def client_instance_id(self, timeout_ms: int = 60_000) -> uuid.UUID:
        """The id the brokers gave this client for its metrics push (KIP-714), as Java's
        ``clientInstanceId(timeout)``; raises TelemetryUnavailableError when
        ``enable_metrics_push`` is off."""
        return await self.client.client_instance_id(timeout_ms)

    def metrics(self) -> dict[MetricName, float]:
        """This producer's metrics with the Java client's names (``record-send-rate``,
        ``request-latency-avg``, per topic and per broker...): docs/observability.md."""
        return self.client.metrics.snapshot()

    @property
    def retried_batches(self) -> int:
        """Batches sent again after a retriable error (a health signal)."""
        return self.ledger.retried_batches

    @property
    def fatal_error(self) -> KafkaError | None:
        """The fatal producer-id error that stopped this producer, or None."""
        return self.identity.fatal

    # ------------------------------------------------------------------ lifecycle

    async def __aenter__(self) -> Producer:
        await self.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()

    async def start(self) -> None:
        """Bootstrap, get a producer id (idempotence), start the maintainer. From any task;
        a fatal InitProducerId error (e.g. ClusterAuthorizationFailedError) is raised here."""
        await self._lifecycle.start(self._open, self._teardown)

    async def _open(self) -> None:
        self._waiters = self.ledger.waiters = Waiters()  # for the event loop running now
        # start() waits for the cluster and a producer id up to max_block_ms. With 0 (send()
        # never waits) up to request_timeout_ms: Java's constructor gets both in the background.
        limit_ms, setting = self.config.max_block_ms, "max_block_ms"
        if limit_ms == 0:
            limit_ms, setting = self.config.request_timeout_ms, "request_timeout_ms"
        await self.client.start_within(limit_ms, setting)
        txn = self._txn
        if txn is not None:
            txn.bind()
            self._lifecycle.host.start_soon(txn.run_adder, name="producer transaction adder")
            async with self._timed_txn("init"):  # (Java's application calls it itself)
                await txn.init_transactions()
            self._lifecycle.host.start_soon(self._maintain, name="producer maintainer")
            return  # send() opens with begin_transaction()
        with anyio.move_on_after(limit_ms / 1000) as scope:
            await self.identity.init()
        if scope.cancelled_caught:
            raise KafkaTimeoutError(
                f"no producer id (InitProducerId) within {setting} ({limit_ms} ms)")
        self._lifecycle.host.start_soon(self._maintain, name="producer maintainer")
        self._refusing = False

    async def close(self, timeout: float | None = None) -> None:
        """Deliver what was accepted (for at most ``timeout`` seconds), then release everything.

        From any task, any number of times. Records still undelivered when the timeout passes,
        or when the closing task is cancelled, fail with ProducerClosedError (or
        DeliveryOutcomeUnknownError for those whose request was already written): every handle
        is resolved once this returns or raises.
        """
        self._lifecycle.check_owner()  # (before anything changes: see Lifecycle)
        self._refusing = True

        async def draining() -> None:
            with anyio.move_on_after(math.inf if timeout is None else timeout):
                await self._drain()

        await self._lifecycle.close(draining, self._teardown)

    async def _drain(self) -> None:
        """close()'s flush. Skipped after a fatal error (nothing can be delivered) and when the
        closing task is already cancelled (a cancelled ``async with`` body): waking the senders
        then would only put records on the wire that the teardown must call unknown, instead
        of failing them as definitely not sent."""
        txn = self._txn
        if self.identity.fatal is None and anyio.current_effective_deadline() != -math.inf:
            if txn is not None and txn.committing:
                # A commit whose caller was cancelled (a request handler's timeout during
                # ``async with producer.transaction()``'s exit): finished, as Java's close
                # completes a transaction being committed. Left alone, it would hold
                # read_committed readers until transaction_timeout_ms aborted it.
                try:
                    await txn.commit_transaction()
                except KafkaError as exc:
                    if txn.in_transaction:  # abortable (a record of it failed): not committed
                        try:
                            await txn.abort_transaction()
                        except KafkaError as abort_exc:
                            logger.warning("close(): aborting the transaction whose commit "
                                           "failed (%s) failed too: %s", exc, abort_exc)
                    elif txn.committing:
                        logger.warning("close(): finishing the interrupted commit failed; "
                                       "the transaction's outcome is unknown: %s", exc)
                    # (else another task's commit_transaction() finished it meanwhile)
                return
            if txn is not None and txn.in_transaction:
                try:  # an open transaction is aborted, never committed by a close
                    await txn.abort_transaction()
                except KafkaError as exc:
                    logger.warning("close(): aborting the open transaction failed: %s", exc)
                return
            await self._flush_pending()
        elif txn is not None and txn.committing and self.identity.fatal is None:
            logger.warning("close() in a cancelled task: the interrupted commit_transaction() "
                           "is left unfinished; the coordinator aborts the transaction after "
                           "transaction_timeout_ms, and read_committed readers of its "
                           "partitions wait until then")

    async def _teardown(self) -> None:
        """Shielded by the Lifecycle: fail what was never sent, end the tasks (a request task
        cancelled mid-flight fails its batches as unknown), fail the rest, close the client."""
        self._refusing = True
        ledger = self.ledger
        ledger.closed = True
        ledger.fail_queued(_closed_error)
        await self._lifecycle.host.aclose()
        for sender in self._senders.values():
            sender.abandon_in_flight()  # requests sent by callback: unknown, as a task's
        ledger.fail_all(_closed_error)
        self._pool.close()
        await self.client.close()

    def _record_limit(self) -> str:
        config = self.config
        if config.buffer_memory < config.max_request_size:
            return f"buffer_memory ({config.buffer_memory}), the total memory for records"
        return f"max_request_size ({config.max_request_size})"

    def _on_crash(self, error: BaseException) -> None:
        """A background task crashed and took the senders with it: nothing will send, retry
        or expire the records held, so every handle fails now (unknown if its request may
        have been written), and send() refuses (``Lifecycle.check_alive`` says why)."""
        self._refusing = True
        for sender in self._senders.values():
            sender.abandon_in_flight()
        why = f"the producer stopped ({type(error).__name__} in a background task)"
        self.ledger.fail_all(lambda batch: _undelivered_error(batch, why))

    # ------------------------------------------------------------------ sending

    async def send(
        self,
        topic: str,
        value: Any = None,
        key: Any = None,
        partition: int | None = None,
        headers: Headers | None = None,
        timestamp_ms: int | None = None,
    ) -> RecordHandle:
        """Accept one record into its batch; return a handle awaitable for its RecordMetadata."""
        try:  # (free until something raises)
            if self._refusing:
                self._raise_refusal()
            if self._value_serializer is not None:
                value = self._value_serializer(value)
            if self._key_serializer is not None:
                key = self._key_serializer(key)
            size = 0
            if value is not None:
                if value.__class__ is not bytes and not isinstance(value, _BYTES_LIKE):
                    raise TypeError(_not_bytes("value", value, self._value_serializer))
                size = len(value)
            if key is not None:
                if key.__class__ is not bytes and not isinstance(key, _BYTES_LIKE):
                    raise TypeError(_not_bytes("key", key, self._key_serializer))
                size += len(key)
            if headers:
                if headers.__class__ is not list and headers.__class__ is not tuple:
                    # a dict (confluent-kafka's produce() takes one) is its (name, value) pairs
                    headers = list(headers.items() if isinstance(headers, Mapping) else headers)
                size += _measure_headers(headers)
            if size > self._max_record_size:
                raise RecordTooLargeError(
                    f"the record is about {size + _RECORD_OVERHEAD + HEADER_SIZE} bytes once "
                    f"encoded, more than {self._record_limit()}"
                )
            route = self._routes.get(topic)
            if route is None:
                waiting = time.perf_counter_ns()
                try:
                    route = await self._route_for(topic)
                finally:
                    self.ledger.stats.metadata_wait_ns += time.perf_counter_ns() - waiting
            route.used = True  # (metadata_max_idle_ms)
            if partition is not None:
                if partition.__class__ is not int:
                    check_int(partition, "partition", 0, INT32_MAX)  # a bool, a str, a float
                state = route.states.get(partition)
                if state is None:
                    if partition not in route.partitions and partition >= 0:
                        await self._look_for_partition(route)
                    state = self._new_state(route, partition)
            elif key is not None and self._keys_choose:
                if self._partitioner is None:
                    partition = partition_for_key(bytes(key), len(route.partitions))
                else:
                    partition = self._partitioner(bytes(key), route.partitions, route.available)
                state = route.states.get(partition)
                if state is None:
                    state = self._new_state(route, partition)
            elif self._partitioner is not None:
                partition = self._partitioner(None, route.partitions, route.available)
                state = route.states.get(partition)
                if state is None:
                    state = self._new_state(route, partition)
            else:  # uniform sticky (KIP-794): the hot path of keyless records
                state = route.sticky
                route.sticky_bytes += size
                if state is None or route.sticky_bytes > route.sticky_limit:
                    state = self._switch_sticky(route, size)
            if timestamp_ms is None:
                timestamp_ms = _now_ms()
            elif timestamp_ms.__class__ is not int or not 0 <= timestamp_ms <= INT64_MAX:
                check_int(timestamp_ms, "timestamp_ms", 0, INT64_MAX)  # Java: non-negative
            batch = state.open_batch
            if batch is not None:
                if batch.append(timestamp_ms, key, value, headers):
                    index = batch.count
                    batch.count = index + 1
                    return RecordHandle(batch, index, timestamp_ms)
                state.seal_open_batch()
                sender = state.sender
                if sender is not None:
                    sender.wake()
                await self._pace()
            return await self._append_to_new_batch(state, key, value, headers, timestamp_ms, size)
        except KafkaError:
            # Java's doSend counts what it refuses in record-error (its "errors" sensor): a
            # record too large, a topic that never appeared, memory that never freed
            self.ledger.stats.records_errored += 1  # (the client-wide count, as Java's)
            raise

    async def _send_intercepted(
        self,
        topic: str,
        value: Any = None,
        key: Any = None,
        partition: int | None = None,
        headers: Headers | None = None,
        timestamp_ms: int | None = None,
    ) -> RecordHandle:
        """``send`` with the interceptors: on_send may change the record; on_acknowledgement
        sees its outcome (also a refusal of send() itself, as Java's onSend/onAcknowledgement)."""
        interceptors = self._interceptors
        record = run_on_send(interceptors, ProducerRecord(topic, value, key, partition,
                                                          headers, timestamp_ms))
        try:
            handle = await Producer.send(self, record.topic, record.value, record.key,
                                         record.partition, record.headers, record.timestamp_ms)
        except Exception as exc:
            # (Java's onSendError: metadata with what is known, -1 for the rest, never None)
            run_on_acknowledgement(interceptors, RecordMetadata(
                record.topic, -1 if record.partition is None else record.partition, -1, -1),
                exc)
            raise

        def acknowledged(done: RecordHandle) -> None:
            error = done.exception()
            run_on_acknowledgement(interceptors, RecordMetadata(
                done.topic, done.partition, -1, -1) if error else done.result(), error)

        handle.add_done_callback(acknowledged)
        return handle

    async def _append_to_new_batch(
        self, state: PartitionState, key: Any, value: Any, headers: Headers | None,
        timestamp_ms: int, size: int,
    ) -> RecordHandle:
        self._lifecycle.check_owner()  # a new batch wakes the loop's sender: from its loop only
        limit = self._batch_size
        reserved = max(limit, size + _RECORD_OVERHEAD + HEADER_SIZE)
        ratios = self._ratios
        if ratios is not None:
            # Compressing: the batch may hold what the estimate allows, if buffer_memory has
            # room for it now; if not, batch_size as without the estimate, so a producer
            # writing many partitions at once never waits for memory more than it did.
            wanted = ratios.batch_limit(state.topic)
            if wanted > reserved and self._pool.try_reserve(wanted):
                limit = reserved = wanted
            elif not self._pool.try_reserve(reserved):
                await self._pool.reserve(reserved)
        elif not self._pool.try_reserve(reserved):  # (the common case without a coroutine)
            await self._pool.reserve(reserved)
        if self._refusing:  # closed, or a fatal error, while we waited for memory
            self._pool.release(reserved)
            self._raise_refusal()
        batch = state.open_batch  # another task may have opened one while we waited
        if batch is not None:
            if batch.append(timestamp_ms, key, value, headers):
                self._pool.release(reserved)
                index = batch.count
                batch.count = index + 1
                return RecordHandle(batch, index, timestamp_ms)
            state.seal_open_batch()
        builder = RecordBatchBuilder(compression_type=self._codec_id, batch_size=limit,
                                     compression_level=self._codec_level,
                                     is_transactional=self._transactional)
        builder.append(timestamp_ms, key, value, headers)
        deadline = time.monotonic() + self._delivery_timeout
        sender = state.sender
        if sender is not None and self._txn is None:
            # An idle sender writes the batch at once and opens it in the ledger after
            # (Sender.send_lone: the path of an application awaiting each record).
            lone = sender.send_lone(state, builder, deadline, reserved)
            if lone is not None:
                return RecordHandle(lone, 0, timestamp_ms)
        batch = self.ledger.open(state, builder, deadline, reserved)
        if self._txn is not None:
            self._txn.on_new_batch(state)
        handle = RecordHandle(batch, 0, timestamp_ms)
        if sender is not None:
            sender.batch_opened()
        return handle

    async def send_many(
        self,
        topic: str,
        values: Sequence[Any],
        keys: Sequence[Any] | None = None,
        *,
        partition: int | None = None,
        headers: Headers | None = None,
        timestamp_ms: int | None = None,
    ) -> list[SentRun]:
        """Accept many records of one topic at once: the bulk form of ``send()``, for loaders
        and tools (the ``kafka-async produce`` CLI reads files with it).

        Same batching, partitioning and limits as ``send()``, but the records enter their
        batches in one tight loop, with no coroutine and no handle per record. Returns one
        ``SentRun(handle, records)`` per run of records that share a batch (keyed records are
        taken partition by partition, so their runs are long too); ``run.failures()`` tells
        what failed once ``run.handle`` resolved. ``headers`` and ``timestamp_ms`` apply to
        every record. Everything is checked before anything is accepted: a value or key of
        the wrong type, keys of another length, or an oversized record raise and accept none.
        With serializers or a custom partitioner this is a loop over ``send()``."""
        if self._refusing:
            self._raise_refusal()
        count = len(values)
        if keys is not None and len(keys) != count:
            raise ValueError(f"send_many got {count} values but {len(keys)} keys")
        if (self._value_serializer is not None or self._key_serializer is not None
                or self._partitioner is not None or self._interceptors):
            return await self._send_each(topic, values, keys, partition, headers,
                                         timestamp_ms)
        header_bytes = 0
        if headers:
            headers, header_bytes = _check_headers(headers)
        longest = _longest(values, "values") + (0 if keys is None else _longest(keys, "keys"))
        if longest + header_bytes > self._max_record_size:
            raise RecordTooLargeError(
                f"a record of this send_many is about {longest + header_bytes + _RECORD_OVERHEAD}"
                f" bytes once encoded, more than {self._record_limit()}; nothing was accepted")
        if timestamp_ms is None:
            timestamp_ms = _now_ms()
        else:
            check_int(timestamp_ms, "timestamp_ms", 0, INT64_MAX)
        route = self._routes.get(topic)
        if route is None:
            route = await self._route_for(topic)
        route.used = True  # (metadata_max_idle_ms)
        runs: list[SentRun] = []
        if partition is None and (keys is None or not self._keys_choose):
            await self._fill(route, None, keys, values, headers, timestamp_ms, runs)
            return runs
        if partition is not None:
            check_int(partition, "partition", 0, INT32_MAX)
            if partition not in route.partitions:
                await self._look_for_partition(route)
                self._new_state(route, partition)  # (refused here if it is still unknown)
            await self._fill(route, partition, keys, values, headers, timestamp_ms, runs)
            return runs
        assert keys is not None
        groups = split_by_key(keys, values, len(route.partitions))
        for chosen, (group_keys, group_values) in groups.items():
            await self._fill(route, chosen, group_keys, group_values, headers, timestamp_ms,
                             runs)
        return runs

    async def _fill(self, route: TopicRoute, partition: int | None, keys: Sequence[Any] | None,
                    values: Sequence[Any], headers: Headers | None, timestamp_ms: int,
                    runs: list[SentRun]) -> None:
        """Append ``values`` (with ``keys``) to one partition's batches, or to the sticky
        partition's (``partition`` None), opening batches as they fill; record the runs."""
        count = len(values)
        index = 0
        while index < count:
            if partition is None:
                state = route.sticky
                if state is None:
                    state = self._switch_sticky(route, 0)
            else:
                state = route.states.get(partition)
                if state is None:
                    state = self._new_state(route, partition)
            batch = state.open_batch
            if batch is not None:
                start = index
                index = batch.builder.append_many(timestamp_ms, keys, values, headers, index)
                if index > start:
                    batch.count += index - start
                    _add_run(runs, batch, index - start, timestamp_ms)
                if index == count:
                    return
                state.seal_open_batch()
                sender = state.sender
                if sender is not None:
                    sender.wake()
                await self._pace()
                if partition is None:  # KIP-794: a full batch moves the sticky partition on
                    state = self._switch_sticky(route, 0)
            key = None if keys is None else keys[index]
            value = values[index]
            size = (0 if value is None else len(value)) + (0 if key is None else len(key))
            handle = await self._append_to_new_batch(state, key, value, headers, timestamp_ms,
                                                     size)
            _add_run(runs, handle._batch, 1, timestamp_ms)
            index += 1

    async def _send_each(self, topic: str, values: Sequence[Any], keys: Sequence[Any] | None,
                         partition: int | None, headers: Headers | None,
                         timestamp_ms: int | None) -> list[SentRun]:
        runs: list[SentRun] = []
        for index, value in enumerate(values):
            handle = await self.send(topic, value, None if keys is None else keys[index],
                                     partition, headers, timestamp_ms)
            _add_run(runs, handle._batch, 1, handle.timestamp)
        return runs

    async def send_and_wait(
        self, topic: str, value: Any = None, key: Any = None, partition: int | None = None,
        headers: Headers | None = None, timestamp_ms: int | None = None,
    ) -> RecordMetadata:
        """``send()`` and wait for the record's delivery."""
        self._lifecycle.check_owner()  # (awaited on another loop, the handle never resolves)
        handle = await self.send(topic, value, key, partition, headers, timestamp_ms)
        return await handle

    async def flush(self) -> None:
        """Send everything accepted so far right away (ignoring linger) and wait until every
        one of those records resolved (delivered or failed). Raises the producer's fatal error
        if it has one (then nothing can be delivered any more)."""
        self._lifecycle.check_owner()
        self._raise_fatal()
        started = time.perf_counter_ns()
        try:
            await self._flush_pending()
        finally:
            self.ledger.stats.flush_ns += time.perf_counter_ns() - started
        self._raise_fatal()

    async def _flush_pending(self) -> None:
        pending = list(self.ledger.incomplete)
        if not pending:
            return
        ledger = self.ledger
        ledger.flushing += 1
        try:
            self._wake_all()
            for batch in pending:
                await batch.wait_async()
        finally:
            ledger.flushing -= 1
        if self.config.required_acks == 0:
            await self._write_barrier()

    def _raise_refusal(self) -> None:
        """Why send() does not accept records now: a fatal error, or not open."""
        self._raise_fatal()
        self._lifecycle.check_alive()
        self._lifecycle.check_open()
        if self._txn is not None:
            raise self._txn.send_refusal()
        raise ProducerClosedError("send() on a producer that is closing or closed")

    def _raise_fatal(self) -> None:
        fatal = self.identity.fatal
        if fatal is not None:
            error = type(fatal)(f"the producer stopped after a fatal error: {fatal}")
            raise error from fatal

    async def _write_barrier(self) -> None:
        """acks=0 batches resolve when queued for writing; a request that gets an answer on
        the same connection proves everything queued before it reached the broker (answers
        come in order), so close() cannot drop unwritten bytes."""
        for node_id in list(self._senders):
            if self.client.pool.ready(node_id) is None:
                continue
            with contextlib.suppress(KafkaError):
                await self.client.send(MetadataRequest(topics=[]), node_id=node_id)

    async def partitions_for(self, topic: str) -> tuple[int, ...]:
        """The topic's partition ids (waits up to max_block_ms for the topic's metadata)."""
        route = self._routes.get(topic)
        if route is None:
            self._lifecycle.check_open()  # (not started, or closed: say so, not the pool's)
            route = await self._route_for(topic)
        route.used = True  # (as Java's partitionsFor, it keeps the topic's metadata)
        return route.partitions

    # ------------------------------------------------------------------ metadata and routing

    def _refresh_routes(self, snapshot: ClusterMetadata) -> None:
        """Partition lists and availability after a metadata change (maintainer, per tick)."""
        self._snapshot = snapshot
        for route in self._routes.values():
            found = partitions_in(snapshot, route.topic)
            if found is not None:
                route.partitions, route.available = found

    async def _route_for(self, topic: str) -> TopicRoute:
        """The topic's route, waiting up to max_block_ms for the topic to appear in metadata."""
        validate_topic_name(topic)  # once per topic: later sends take the cached route
        found = partitions_in(self.client.metadata, topic)
        if found is None:
            found = await self._wait_for_topic(topic)
        route = self._routes.get(topic)
        if route is None:
            # (the snapshot may still hold a topic untracked as idle: track it again)
            self.client.track_topics([topic])
            # An idle topic's partition states stay in the ledger (their sequence numbers
            # go on where they were): the new route takes them up again.
            states = self.ledger.states.setdefault(topic, {})
            route = self._routes[topic] = TopicRoute(topic, *found, states)
        return route

    def _forget_idle_topics(self, now: float) -> None:
        """metadata_max_idle_ms (Java's ProducerMetadata): a topic nothing was sent to for
        that long, with nothing queued or in flight, leaves the routes and the metadata
        requests. Checked every second: a send marks its route used, the check clears it."""
        if now < self._idle_checked_at + 1.0:
            return
        self._idle_checked_at = now
        idle: list[str] = []
        for topic, route in self._routes.items():
            if route.used:
                route.used = False
                route.idle_since = now
            elif now - route.idle_since >= self._metadata_max_idle and not any(
                    state.queue or state.in_flight for state in route.states.values()):
                idle.append(topic)
        for topic in idle:
            del self._routes[topic]
        if idle:
            logger.debug("topics %s idle for metadata_max_idle_ms: their metadata is no "
                         "longer refreshed", idle)
            self.client.untrack_topics(idle)

    async def _wait_for_topic(self, topic: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
        failures = 0
        last_error = "not present in metadata"
        with anyio.move_on_after(self._max_block):
            while True:
                try:
                    snapshot = await self.client.refresh_metadata([topic])
                except KafkaError as exc:
                    if not exc.retriable:
                        raise
                    last_error = str(exc)
                else:
                    found = partitions_in(snapshot, topic)
                    if found is not None:
                        return found
                    described = snapshot.topics.get(topic)
                    if described is not None and described.error_code:
                        error_class = error_for_code(described.error_code)
                        if not error_class.retriable:
                            raise error_class(f"topic {topic!r}: {error_class.name}")
                        last_error = error_class.name
                failures += 1
                await anyio.sleep(self.retry_backoff.delay(failures))
        raise TopicMetadataTimeoutError(
            f"topic {topic!r} not present in metadata after max_block_ms "
            f"({self.config.max_block_ms} ms): {last_error}"
        )

    async def _look_for_partition(self, route: TopicRoute) -> None:
        """An explicit partition beyond the cached ones may have been added since (Admin
        create_partitions): the topic's metadata is asked for once more before the send is
        refused, instead of refusing it until the next periodic refresh (metadata_max_age_ms,
        five minutes). (Java waits for it up to max.block.ms; one refresh finds a partition
        that exists, and a wrong number still fails at once.)"""
        try:
            snapshot = await self.client.refresh_metadata([route.topic])
        except KafkaError as exc:
            if not exc.retriable:
                raise
            return  # (then refused as unknown, naming the partitions known)
        found = partitions_in(snapshot, route.topic)
        if found is not None:
            route.partitions, route.available = found

    def _new_state(self, route: TopicRoute, partition: int) -> PartitionState:
        if partition not in route.partitions:
            raise ValueError(f"partition {partition} of {route.topic!r} does not exist "
                             f"(the topic has {len(route.partitions)} partitions)")
        state = self.ledger.state(route.topic, partition)
        self._route(state, self.client.metadata.leader_for(route.topic, partition))
        return state

    def _switch_sticky(self, route: TopicRoute, size: int) -> PartitionState:
        """The next sticky partition (KIP-794), chosen by queue length when adaptive (Java's
        BuiltInPartitioner: fewer new batches where they pile up), leaving out partitions of
        brokers that sent nothing for partitioner_availability_timeout_ms while records
        waited. Runs once per batch, not per record."""
        previous = None if route.sticky is None else route.sticky.partition
        candidates = route.available
        if self._adaptive and candidates:
            timeout = self._availability_timeout
            if timeout > 0:
                now = time.monotonic()
                candidates = tuple(p for p in candidates
                                   if not self._stalled(route, p, now, timeout)) or candidates
            states = route.states
            sizes = [0 if (state := states.get(p)) is None else len(state.queue)
                     for p in candidates]
            partition = adaptive_sticky_partition(self._random, previous, candidates, sizes)
        else:
            partition = next_sticky_partition(self._random, previous, route.partitions,
                                              route.available)
        state = route.states.get(partition)
        if state is None:
            state = self._new_state(route, partition)
        route.sticky = state
        route.sticky_bytes = size
        ratios = self._ratios
        route.sticky_limit = (self._batch_size if ratios is None
                              else ratios.batch_limit(route.topic))
        return state

    def _stalled(self, route: TopicRoute, partition: int, now: float, timeout: float) -> bool:
        """Whether the partition's leader has had records queued but sent no request for
        ``timeout`` seconds (partitioner.availability.timeout.ms)."""
        state = route.states.get(partition)
        leader = (state.leader if state is not None
                  else self.client.metadata.leader_for(route.topic, partition))
        sender = None if leader is None else self._senders.get(leader)
        return sender is not None and sender.stalled(now, timeout)

    def _route(self, state: PartitionState, leader: int | None) -> None:
        """Move a partition (with its queued batches) to its leader's sender."""
        old = self._senders.get(state.leader)
        if old is not None:
            old.release(state)
        if state.leader >= 0 and leader != state.leader:
            self.leader_moves += 1
        if leader is None:
            state.leader = -1
            self.client.request_update()
            return
        sender = self._senders.get(leader)
        if sender is None:
            sender = self._senders[leader] = Sender(self._links, leader)
            self._lifecycle.host.start_soon(sender.run, name=f"producer sender {leader}")
        state.leader = leader
        sender.adopt(state)

    def _wake_all(self) -> None:
        for sender in self._senders.values():
            sender.wake()

    async def _pace(self) -> None:
        """After sealing a full batch: yield, so the sender ships it while we keep producing;
        and while requests are in flight and many batches wait behind them, wait for one to
        resolve. Why: a tight send() loop outruns the network, and every batch queued beyond
        what the pipeline can carry only costs memory (RSS) and latency, not throughput."""
        limit = _PACING_BATCHES_PER_REQUEST * self.config.max_in_flight_requests_per_connection
        if len(self.ledger.incomplete) <= limit * max(1, len(self._senders)):
            await anyio.lowlevel.checkpoint()
            return
        if not any(sender.in_flight for sender in self._senders.values()):
            await anyio.lowlevel.checkpoint()  # nothing to wait for: buffer_memory bounds us
            return
        with anyio.move_on_after(self._max_block):
            await self.ledger.progress().wait()

    # ------------------------------------------------------------------ the maintainer

    async def _maintain(self) -> None:
        ledger = self.ledger
        identity = self.identity
        while True:
            await anyio.sleep(_TICK)
            snapshot = self.client.metadata
            if snapshot is not self._snapshot:
                self._refresh_routes(snapshot)
            now = time.monotonic()
            self._forget_idle_topics(now)
            leaderless: set[str] = set()
            for state in list(ledger):
                leader = snapshot.leader_for(state.topic, state.partition)
                if (leader if leader is not None else -1) != state.leader and not state.in_flight:
                    self._route(state, leader)
                if state.sender is None and state.queue:
                    leaderless.add(state.topic)
                ledger.expire(state, now)
            if leaderless:
                # (a send that waited for memory past metadata_max_idle_ms may queue records
                # of a topic forgotten meanwhile: it is asked about again)
                self.client.track_topics(leaderless)
                self.client.request_update()
            if identity.bump_due and ledger.bump_is_safe() and not self._bumping:
                # In a task of its own: a bump can take as long as the cluster cannot hand
                # out producer ids (a lost KRaft quorum), and this loop must go on expiring
                # batches at their delivery_timeout_ms and routing leaders meanwhile.
                self._bumping = True
                self._lifecycle.host.start_soon(self._bump_epoch, name="producer epoch bump")

    async def _bump_epoch(self) -> None:
        try:
            await self.identity.bump()
        except KafkaError as exc:
            self._on_fatal(exc)  # identity.fatal is set: nothing retries
            return
        finally:
            self._bumping = False
        self.ledger.renumber_after_bump()
        self._wake_all()

    def _on_fatal(self, fatal: KafkaError) -> None:
        """A fatal producer-id error: nothing queued can be sent; send() refuses from now on."""
        self._refusing = True
        self.ledger.fail_queued(lambda batch: fatal)
        self._pool.close()

    def _set_accepting(self, accepting: bool) -> None:
        """The transaction manager opens and closes send() with the transaction."""
        self._refusing = not accepting or self._lifecycle.closing

    # ------------------------------------------------------------------ transactions

    @property
    def transaction_state(self) -> TxnState | None:
        """The transaction manager's state (transactions.py), or None if not transactional."""
        return None if self._txn is None else self._txn.state

    def _transactions(self, call: str) -> TransactionManager:
        txn = self._txn
        if txn is None:
            raise TransactionStateError(
                f"{call} on a producer without transactional_id (set transactional_id)")
        self._lifecycle.check_open()
        return txn

    async def init_transactions(self) -> None:
        """Get the producer id and epoch for ``transactional_id`` from its coordinator, fencing
        older producers with the same id and finishing their open transaction. ``start()``
        (and ``async with``) already does it: calling it again is harmless."""
        async with self._timed_txn("init"):
            await self._transactions("init_transactions()").init_transactions()

    async def begin_transaction(self) -> None:
        """Open a transaction: ``send()`` is accepted until it is committed or aborted."""
        async with self._timed_txn("begin"):
            await self._transactions("begin_transaction()").begin_transaction()

    async def send_offsets_to_transaction(
        self, offsets: Mapping[TopicPartition, int | OffsetAndMetadata],
        group_metadata: GroupMetadata | str,
    ) -> None:
        """Commit the consumer group's ``offsets`` (the next offsets to read) as part of the
        transaction (KIP-447): they count only if it commits. ``group_metadata`` is the
        consumer's ``group_metadata()``, so a member the group has moved past is refused."""
        async with self._timed_txn("send-offsets"):
            await self._transactions("send_offsets_to_transaction()"
                                     ).send_offsets_to_transaction(offsets, group_metadata)

    async def commit_transaction(self) -> None:
        """Deliver every record of the transaction, then commit it (EndTxn). Raises
        TransactionAbortableError if something of it failed (abort, then go on), a fatal
        error (close the producer), or KafkaTimeoutError after max_block_ms (call again)."""
        async with self._timed_txn("commit"):
            await self._transactions("commit_transaction()").commit_transaction()

    async def abort_transaction(self) -> None:
        """Abort the transaction: records not sent yet fail with TransactionAbortedError,
        nothing of it becomes visible to read_committed consumers."""
        async with self._timed_txn("abort"):
            await self._transactions("abort_transaction()").abort_transaction()

    @contextlib.asynccontextmanager
    async def _timed_txn(self, call: str) -> AsyncIterator[None]:
        """txn-<call>-time-ns-total: the time an application spends in a transactional call,
        failed or not (Java's)."""
        started = time.perf_counter_ns()
        try:
            yield
        finally:
            self.ledger.stats.txn_ns[call] += time.perf_counter_ns() - started

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Producer]:
        """``async with producer.transaction():`` begins; commits on normal exit; aborts on an
        exception (or a failed commit that may be aborted) and re-raises it."""
        txn = self._transactions("transaction()")
        async with self._timed_txn("begin"):
            await txn.begin_transaction()
        try:
            yield self
        except BaseException:
            await self._abort_after_error()
            raise
        try:
            async with self._timed_txn("commit"):
                await txn.commit_transaction()
        except KafkaError as exc:
            from kafka_async.producer.transactions import TxnState

            if txn.state is TxnState.ABORTABLE_ERROR:
                await self._abort_after_error()
                fatal = self.identity.fatal
                if fatal is not None:
                    # The abort learned that another producer took the id over (a record
                    # refused with INVALID_PRODUCER_EPOCH, then EndTxn PRODUCER_FENCED): that
                    # is what the application must hear, not the abortable error before it.
                    raise fatal from exc
            raise

    async def _abort_after_error(self) -> None:
        """Abort when an error (or a cancellation) ends a transaction body; shielded so a
        cancelled task still leaves no transaction open, bounded by max_block_ms."""
        txn = self._txn
        if txn is None or not txn.in_transaction or self.identity.fatal is not None:
            return
        with anyio.CancelScope(shield=True), anyio.move_on_after(self._max_block):
            try:
                async with self._timed_txn("abort"):
                    await txn.abort_transaction()
            except KafkaError as exc:
                logger.warning("aborting the failed transaction failed too: %s", exc)


def _closed_error(batch: ProducerBatch) -> KafkaError:
    """How close() resolves a batch it could not deliver: unknown if it may be in the log."""
    return _undelivered_error(batch, "the producer closed")


def _undelivered_error(batch: ProducerBatch, why: str) -> KafkaError:
    if batch.in_flight or batch.maybe_written:
        return DeliveryOutcomeUnknownError(
            f"{batch.topic}-{batch.partition}: {why} while the batch's outcome was unknown")
    return ProducerClosedError(f"{batch.topic}-{batch.partition}: {why} before the batch was sent")


def _add_run(runs: list[SentRun], batch: ProducerBatch, added: int, timestamp: int) -> None:
    """Extend the last run when it is in the same batch, else start a new one."""
    handle = RecordHandle(batch, batch.count - 1, timestamp)
    if runs:
        last = runs[-1]
        if last.handle._batch is batch:
            runs[-1] = SentRun(handle, last.records + added)
            return
    runs.append(SentRun(handle, added))


def _longest(items: Sequence[Any], name: str) -> int:
    """The longest of ``items`` (bytes-like or None), one pass in C where the speedups are
    built: ``send_many`` checks every record this way before it accepts any."""
    try:
        longest, _ = ACTIVE.measure_items(items)
    except TypeError as exc:
        raise TypeError(f"{name}{exc} (set a serializer to send other types)") from None
    return longest


def _check_headers(headers: Headers) -> tuple[Headers, int]:
    """The headers as the builder takes them (a list or tuple), and their encoded size
    (roughly; ``measure_headers`` of the record codec, C or pure, checks every pair)."""
    checked = headers if headers.__class__ in (list, tuple) else list(
        headers.items() if isinstance(headers, Mapping) else headers)
    return checked, _measure_headers(checked)
