"""The idempotent producer's identity (producer id, epoch) and the epoch bump (KIP-360).

Theory of operation
-------------------
``init()`` gets a producer id and epoch with InitProducerId before the first batch is drained.
Each partition then numbers its batches' records from 0 (see ledger.PartitionState); the
broker keeps the last five batches per producer and partition, so a retried batch that was
already written is answered with its original offset (or DUPLICATE_SEQUENCE_NUMBER), never
written twice. Up to five requests may be in flight; a retried batch is only re-sent when
nothing else of its partition is in flight, so batches always reach the log in sequence order.

A bump is needed when a partition's sequence numbering is broken *and* we know which batches
are not in the log: the broker answered the lowest unacknowledged batch with
OUT_OF_ORDER_SEQUENCE_NUMBER or UNKNOWN_PRODUCER_ID, a sequenced batch failed for good, or one
expired. That partition is *frozen*; no new batch gets a sequence anywhere; retries of other
partitions carry on under the old epoch until nothing is in flight or waiting for a retry (so a
batch whose outcome is unknown is never renumbered). Then InitProducerId with the current id and
epoch (v3+) returns epoch + 1, every partition restarts at sequence 0 and the frozen partitions'
queued batches, known not to be in the log, are renumbered and sent again (the ledger freezes
partitions and renumbers; this module only holds the identity and asks for the bump).

Fatal errors: an InitProducerId answer no retry can fix (CLUSTER_AUTHORIZATION_FAILED when the
principal may neither IdempotentWrite nor Write any topic, PRODUCER_FENCED, INVALID_PRODUCER_EPOCH,
UNSUPPORTED_VERSION, ...) is kept in ``fatal`` as the broker's own typed error. From then on the
producer refuses ``send()`` and ``flush()`` with it and nothing retries in the background (Java's
TransactionManager goes to its fatal state the same way); ``close()`` still works.

A transactional producer (transactions.py) shares this identity but owns its life: the
transaction coordinator hands out the id and epoch, and a broken numbering is repaired when the
transaction is aborted, not by the maintainer (``bump_due`` stays False; ``bump_listener`` tells
the transaction manager instead, which makes the transaction abortable).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import anyio

from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.producer.ports import ProducerClient
from kafka_async.protocol.errors import KafkaError, error_for_code
from kafka_async.protocol.messages import InitProducerIdRequest, InitProducerIdResponse

__all__ = ["ProducerIdentity"]

logger = logging.getLogger("kafka_async.producer")

#: InitProducerId v3 added producer_id/producer_epoch in the request: what a bump needs.
_BUMP_MIN_VERSION = 3


class ProducerIdentity:
    """Producer id and epoch, the bump state machine, and the fatal error if one happened."""

    def __init__(self, client: ProducerClient, backoff: ExponentialBackoff,
                 enabled: bool) -> None:
        self._client = client
        self._backoff = backoff
        self.enabled = enabled
        self.producer_id = -1
        self.producer_epoch = -1
        self.bump_requested = False
        #: The error no retry can fix, once one happened (see the module docstring).
        self.fatal: KafkaError | None = None
        self.bumps = 0
        #: Set by a transactional producer: its transactional id, and who hears of a broken
        #: numbering (the transaction manager); the maintainer then never bumps.
        self.transactional_id: str | None = None
        self.bump_listener: Callable[[str], None] | None = None
        #: The highest Produce version to send (transactions V1 must stay below v12), or None.
        self.produce_version_cap: int | None = None

    async def init(self) -> None:
        """Get an id and epoch (retrying retriable errors until it works or is fatal)."""
        if not self.enabled:
            return
        await self._init_producer_id(bump=False)

    def request_bump(self, reason: str) -> None:
        """A partition's numbering broke (the ledger froze it): bump once it is safe."""
        if self.enabled and not self.bump_requested:
            logger.info("idempotent producer: epoch bump needed (%s)", reason)
            self.bump_requested = True
        listener = self.bump_listener
        if listener is not None:
            listener(reason)

    @property
    def bump_due(self) -> bool:
        """A bump was asked for and may still be tried (never after a fatal error)."""
        return self.bump_requested and self.fatal is None and self.transactional_id is None

    async def bump(self) -> None:
        """InitProducerId with the current id and epoch (the caller waited until it is safe
        and renumbers the queued batches afterwards)."""
        await self._init_producer_id(bump=True)
        self.bumps += 1
        self.bump_requested = False

    async def _init_producer_id(self, *, bump: bool) -> None:
        failures = 0
        while True:
            try:
                response = await self._send(bump)
            except KafkaError as exc:
                if not exc.retriable:
                    raise self._set_fatal(exc) from None
                failures += 1
                self._note_retry(failures, exc)
                await anyio.sleep(self._backoff.delay(failures))
                continue
            if response.error_code == 0:
                self.producer_id = response.producer_id
                self.producer_epoch = response.producer_epoch
                return
            error_class = error_for_code(response.error_code)
            if not error_class.retriable:
                raise self._set_fatal(error_class(
                    f"InitProducerId failed with {error_class.name}: the idempotent producer "
                    f"cannot continue ({error_class.description})"))
            failures += 1
            self._note_retry(failures, error_class(error_class.description))
            await anyio.sleep(self._backoff.delay(failures))

    @staticmethod
    def _note_retry(failures: int, error: KafkaError) -> None:
        """A producer id that keeps being refused is said, not retried in silence (the
        records meanwhile wait, and expire at their delivery_timeout_ms)."""
        if failures == 10 or failures % 100 == 0:
            logger.warning("InitProducerId failed %d times, retrying (the cluster cannot hand "
                           "out producer ids now?): %s", failures, error)

    async def _send(self, bump: bool) -> InitProducerIdResponse:
        client = self._client
        connection = await client.pool.get(client.least_loaded_node())
        version = connection.versions.pick(InitProducerIdRequest, InitProducerIdRequest.API_KEY)
        request = InitProducerIdRequest(transactional_id=None, transaction_timeout_ms=60_000)
        if bump and version >= _BUMP_MIN_VERSION:
            request.producer_id = self.producer_id
            request.producer_epoch = self.producer_epoch
        try:
            response = await connection.send(request, version=version)
        except KafkaError:
            client.request_update()
            raise
        return response

    def _set_fatal(self, error: KafkaError) -> KafkaError:
        return self.set_fatal(error)

    def set_fatal(self, error: KafkaError) -> KafkaError:
        """Record the error that ends this producer (the first one is kept)."""
        if self.fatal is None:
            logger.error("producer: fatal error, the producer cannot send any more: %s", error)
            self.fatal = error
        return self.fatal

    def adopt(self, producer_id: int, producer_epoch: int) -> None:
        """A new id or epoch from the transaction coordinator (InitProducerId, or EndTxn in
        transactions V2): numbering restarts, as after a bump."""
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.bump_requested = False
