"""How well each topic's batches compress, so that batch_size bounds a batch *on the wire*.

Java's producer reads batch.size as the size of a batch once compressed: a batch is full when
its uncompressed records, times the topic's estimated compression ratio, times 1.05, reach
batch.size (``MemoryRecordsBuilder.estimatedBytesWritten``). The estimate starts at 1.0 and
follows what batches really compress to (``CompressionRatioEstimator``): each batch that
compresses worse than estimated raises it at once (by at least 0.05, to at least what was seen:
an underestimate makes oversized batches), each that compresses better lowers it by 0.005
(slowly: one lucky batch must not make the next ones huge). A batch the broker refused as too
large puts it back to 1.0 (the split halves start from there).

Here a batch holds its records uncompressed until it is built (``RecordBatchBuilder``), so the
estimate decides, when a batch opens, how many uncompressed bytes it may take:
``batch_size / (ratio * 1.05)``, never more than max_request_size (one request's worth, which
also bounds what a batch holds in memory). The batch reserves that many bytes of buffer_memory,
so the budget still bounds the bytes batches hold; if the budget has no room for that many at
the moment (many partitions written at once), the batch takes batch_size, as without the
estimate: a producer never waits for memory longer than it would without it. Without
compression every batch takes batch_size, and none of this runs.

Ownership: the producer reads the estimates when it opens a batch or moves its sticky partition;
its senders update them when a batch goes out for the first time or is split. All on the event
loop, so no lock.
"""

from __future__ import annotations

__all__ = ["DETERIORATE_STEP", "ESTIMATION_FACTOR", "IMPROVING_STEP", "CompressionRatios"]

#: how much the estimate falls after a batch that compressed better than estimated
IMPROVING_STEP = 0.005
#: the least the estimate rises after a batch that compressed worse than estimated
DETERIORATE_STEP = 0.05
#: the margin on the estimate when deciding whether a batch is full
ESTIMATION_FACTOR = 1.05


class CompressionRatios:
    """The compression ratio estimate (compressed / uncompressed bytes) of each topic."""

    __slots__ = ("_batch_size", "_ceiling", "_ratios")

    def __init__(self, batch_size: int, ceiling: int) -> None:
        self._batch_size = batch_size
        self._ceiling = max(batch_size, ceiling)
        self._ratios: dict[str, float] = {}

    def estimate(self, topic: str) -> float:
        return self._ratios.get(topic, 1.0)

    def batch_limit(self, topic: str) -> int:
        """The uncompressed bytes a new batch of ``topic`` may hold (its first record always
        fits, whatever its size)."""
        ratio = self._ratios.get(topic, 1.0)
        return min(self._ceiling, int(self._batch_size / (ratio * ESTIMATION_FACTOR)))

    def observe(self, topic: str, compressed: int, uncompressed: int) -> None:
        """A batch of ``topic`` of ``uncompressed`` bytes went out as ``compressed`` bytes."""
        if uncompressed <= 0:
            return
        observed = compressed / uncompressed
        current = self._ratios.get(topic, 1.0)
        if observed > current:
            self._ratios[topic] = max(current + DETERIORATE_STEP, observed)
        elif observed < current:
            # (never below one step: the limit divides by it, and the ceiling caps it anyway)
            self._ratios[topic] = max(current - IMPROVING_STEP, IMPROVING_STEP)

    def reset(self, topic: str) -> None:
        """A batch of ``topic`` was refused as too large: estimate from 1.0 again."""
        self._ratios.pop(topic, None)
