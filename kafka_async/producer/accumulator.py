"""Per-partition queues of batches and the memory budget (buffer_memory) they draw from.

Theory of operation
-------------------
Every (topic, partition) the producer has written to has one ``PartitionState``: a FIFO of
batches, the last of which may still be *open* (accepting records). ``send()`` appends the record
straight into the open batch's encoder; when it does not fit, that batch is sealed (ready) and a
new one starts. Nothing here awaits except ``BufferPool.reserve``.

The state belongs to exactly one sender at a time (``state.sender``), the sender of the broker
that leads the partition; a leader change moves the state (queued batches and all) to the new
leader's sender, but only once nothing of it is in flight, so requests to the old and the new
leader never race (ordering).

Idempotence bookkeeping per partition: ``next_sequence`` is the sequence the next new batch gets,
``acked_sequence`` the sequence the broker expects next (everything below it is acknowledged).
Batches that come back for a retry are put back in front, in sequence order.

Memory: each batch reserves max(batch_size, first record) bytes from the pool when it is created
and gives them back when it resolves, so the budget is touched per batch, not per record.
``reserve`` waits (up to max_block_ms) instead of growing past buffer_memory.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

import anyio

from kafka_async.producer.batch import ProducerBatch
from kafka_async.producer.errors import BufferExhaustedError

if TYPE_CHECKING:
    from kafka_async.producer.sender import Sender

__all__ = ["BufferPool", "PartitionState"]


class PartitionState:
    """The queue and sequence state of one partition (see the module docstring)."""

    __slots__ = (
        "acked_sequence",
        "frozen",
        "in_flight",
        "leader",
        "next_sequence",
        "open_batch",
        "partition",
        "queue",
        "sender",
        "topic",
    )

    def __init__(self, topic: str, partition: int) -> None:
        self.topic = topic
        self.partition = partition
        self.queue: deque[ProducerBatch] = deque()
        self.open_batch: ProducerBatch | None = None
        self.in_flight = 0
        self.sender: Sender | None = None
        self.leader = -1
        self.next_sequence = 0
        self.acked_sequence = 0
        self.frozen = False  # waits for an epoch bump before sending again

    def __repr__(self) -> str:
        return (
            f"<PartitionState {self.topic}-{self.partition} queued={len(self.queue)} "
            f"in_flight={self.in_flight} leader={self.leader}>"
        )

    def seal_open_batch(self) -> ProducerBatch | None:
        batch = self.open_batch
        if batch is not None:
            batch.sealed = True
            self.open_batch = None
        return batch

    def requeue(self, batch: ProducerBatch) -> None:
        """Put a batch back for a retry: ahead of new batches, in sequence order."""
        batch.in_flight = False
        self.insert_in_order([batch], batch.base_sequence)

    def insert_in_order(self, batches: list[ProducerBatch], sequence: int) -> None:
        """Insert ``batches`` (in this order) where a batch numbered ``sequence`` belongs:
        after the retries numbered up to it, before later ones and before new batches."""
        queue = self.queue
        index = 0
        for index, queued in enumerate(queue):  # noqa: B007 (index used after the loop)
            if queued.base_sequence < 0 or (sequence >= 0 and queued.base_sequence > sequence):
                break
        else:
            index = len(queue)
        for offset, batch in enumerate(batches):
            queue.insert(index + offset, batch)

    def unacked_before(self, batch: ProducerBatch) -> bool:
        """Whether a batch with a lower sequence is still unacknowledged (in flight or queued)."""
        return batch.base_sequence > self.acked_sequence


class BufferPool:
    """Bytes reserved by unresolved batches, bounded by buffer_memory."""

    __slots__ = ("_limit", "_max_block", "_space", "used")

    def __init__(self, limit: int, max_block: float) -> None:
        self._limit = limit
        self._max_block = max_block
        self.used = 0
        self._space: anyio.Event | None = None

    def try_reserve(self, size: int) -> bool:
        if self.used + size <= self._limit or self.used == 0:
            self.used += size
            return True
        return False

    async def reserve(self, size: int) -> None:
        """Take ``size`` bytes, waiting up to max_block_ms for resolved batches to free them."""
        if self.try_reserve(size):
            return
        with anyio.move_on_after(self._max_block):
            while True:
                space = self._space
                if space is None:
                    space = self._space = anyio.Event()
                await space.wait()
                if self.try_reserve(size):
                    return
        raise BufferExhaustedError(
            f"buffer_memory ({self._limit} bytes) stayed full for max_block_ms "
            f"({self._max_block * 1000:.0f} ms): the brokers take records slower than they are "
            "sent; wait for deliveries, raise buffer_memory or max_block_ms"
        )

    def release(self, size: int) -> None:
        self.used -= size
        space = self._space
        if space is not None:
            self._space = None
            space.set()
