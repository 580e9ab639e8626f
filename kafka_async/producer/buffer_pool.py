"""The memory budget (buffer_memory) that unresolved batches draw from.

Each batch reserves max(its size limit, its first record) bytes when it is created (the limit
is batch_size, or with compression what the estimate lets it hold uncompressed) and gives them
back when it resolves (BatchLedger._resolve), so the budget is touched per batch, not per
record. ``reserve`` waits (up to max_block_ms) instead of growing past buffer_memory.
"""

from __future__ import annotations

import time

import anyio

from kafka_async.producer.errors import BufferExhaustedError, ProducerClosedError

__all__ = ["BufferPool"]


class BufferPool:
    """Bytes reserved by unresolved batches, bounded by buffer_memory."""

    __slots__ = ("_closed", "_limit", "_max_block", "_space", "used", "wait_ns")

    def __init__(self, limit: int, max_block: float) -> None:
        self._limit = limit
        self._max_block = max_block
        self.used = 0
        self.wait_ns = 0  # time send() spent waiting for memory (bufferpool-wait-time)
        self._space: anyio.Event | None = None
        self._closed = False

    def try_reserve(self, size: int) -> bool:
        if self.used + size <= self._limit or self.used == 0:
            self.used += size
            return True
        return False

    async def reserve(self, size: int) -> None:
        """Take ``size`` bytes, waiting up to max_block_ms for resolved batches to free them."""
        if self.try_reserve(size):
            return
        started = time.perf_counter_ns()
        try:
            await self._wait_for(size)
        finally:
            self.wait_ns += time.perf_counter_ns() - started

    async def _wait_for(self, size: int) -> None:
        with anyio.move_on_after(self._max_block):
            while True:
                space = self._space
                if space is None:
                    space = self._space = anyio.Event()
                await space.wait()
                if self._closed:
                    raise ProducerClosedError(
                        "the producer closed while send() waited for buffer_memory")
                if self.try_reserve(size):
                    return
        raise BufferExhaustedError(
            f"buffer_memory ({self._limit} bytes) stayed full for max_block_ms "
            f"({self._max_block * 1000:.0f} ms): the brokers take records slower than they are "
            "sent; wait for deliveries, raise buffer_memory or max_block_ms"
        )

    def close(self) -> None:
        """The producer closed: every send() waiting for memory raises ProducerClosedError."""
        self._closed = True
        self.release(0)

    def release(self, size: int) -> None:
        self.used -= size
        space = self._space
        if space is not None:
            self._space = None
            space.set()
