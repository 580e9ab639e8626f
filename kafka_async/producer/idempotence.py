"""The idempotent producer's identity (producer id, epoch) and the epoch bump (KIP-360).

Theory of operation
-------------------
``init()`` gets a producer id and epoch with InitProducerId before the first batch is drained.
Each partition then numbers its batches' records from 0 (see accumulator.PartitionState); the
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
queued batches, known not to be in the log, are renumbered and sent again.
"""

from __future__ import annotations

import logging

import anyio

from kafka_async.cluster import KafkaClient
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.producer.accumulator import PartitionState
from kafka_async.producer.errors import ProducerFencedError
from kafka_async.protocol.errors import KafkaError, error_for_code
from kafka_async.protocol.messages import InitProducerIdRequest, InitProducerIdResponse

__all__ = ["ProducerIdentity"]

logger = logging.getLogger("kafka_async.producer")

#: InitProducerId v3 added producer_id/producer_epoch in the request: what a bump needs.
_BUMP_MIN_VERSION = 3


class ProducerIdentity:
    """Producer id and epoch, the bump state machine, and the fatal error if one happened."""

    def __init__(self, client: KafkaClient, backoff: ExponentialBackoff, enabled: bool) -> None:
        self._client = client
        self._backoff = backoff
        self.enabled = enabled
        self.producer_id = -1
        self.producer_epoch = -1
        self.bump_requested = False
        self.fatal: KafkaError | None = None
        self._changed = anyio.Event()
        self.bumps = 0

    async def init(self) -> None:
        """Get an id and epoch (retrying retriable errors until it works or is fatal)."""
        if not self.enabled:
            return
        await self._init_producer_id(bump=False)

    def request_bump(self, state: PartitionState, reason: str) -> None:
        if not self.enabled:
            return
        state.frozen = True
        if not self.bump_requested:
            logger.info("idempotent producer: epoch bump needed (%s)", reason)
            self.bump_requested = True
            self._changed.set()

    async def wait_for_bump_request(self) -> None:
        while not self.bump_requested:
            self._changed = anyio.Event()
            await self._changed.wait()

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
                    self._set_fatal(exc)
                    raise self.fatal from exc  # type: ignore[misc]
                failures += 1
                await anyio.sleep(self._backoff.delay(failures))
                continue
            if response.error_code == 0:
                self.producer_id = response.producer_id
                self.producer_epoch = response.producer_epoch
                return
            error = error_for_code(response.error_code)(
                f"InitProducerId failed: {error_for_code(response.error_code).name}"
            )
            if not error.retriable:
                self._set_fatal(error)
                raise self.fatal from error  # type: ignore[misc]
            failures += 1
            await anyio.sleep(self._backoff.delay(failures))

    async def _send(self, bump: bool) -> InitProducerIdResponse:
        client = self._client
        node_id = client.least_loaded_node()
        connection = await client.pool.get(node_id)
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

    def _set_fatal(self, error: KafkaError) -> None:
        self.fatal = ProducerFencedError(f"the idempotent producer cannot continue: {error}")
