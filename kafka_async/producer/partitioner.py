"""Choosing a partition: Java-compatible murmur2 for keys, uniform sticky (KIP-794) for the rest.

Why exactly Java's hash: a keyed record must land on the same partition whichever client wrote
it, or per-key ordering silently breaks when a Python service joins Java ones. Java computes
``toPositive(murmur2(key)) % numPartitions`` over *all* partitions (not only available ones), so a
key's partition never moves while a broker is down; we do the same.

Null keys use the uniform sticky partitioner: stay on one partition until about batch_size bytes
went there, then switch to another (random) partition whose leader is known. Sticking fills whole
batches (fewer, larger requests) where per-record random choice would scatter tiny batches.
"""

from __future__ import annotations

import random
import struct
from collections.abc import Sequence

__all__ = ["StickyPartitioner", "murmur2", "partition_for_key"]

_SEED = 0x9747B28C
_M = 0x5BD1E995
_MASK = 0xFFFFFFFF
_WORDS: dict[int, struct.Struct] = {}


def murmur2(data: bytes) -> int:
    """Kafka's murmur2 (32-bit, seed 0x9747b28c), as an unsigned int: Utils.murmur2 in Java."""
    length = len(data)
    h = (_SEED ^ length) & _MASK
    count = length >> 2
    unpack = _WORDS.get(count)
    if unpack is None:
        unpack = _WORDS[count] = struct.Struct(f"<{count}I")
    for k in unpack.unpack_from(data, 0):
        k = (k * _M) & _MASK
        k ^= k >> 24
        k = (k * _M) & _MASK
        h = ((h * _M) & _MASK) ^ k
    tail = length & 3
    base = length & ~3
    if tail == 3:
        h ^= data[base + 2] << 16
    if tail >= 2:
        h ^= data[base + 1] << 8
    if tail >= 1:
        h ^= data[base]
        h = (h * _M) & _MASK
    h ^= h >> 13
    h = (h * _M) & _MASK
    h ^= h >> 15
    return h


def partition_for_key(key: bytes, partition_count: int) -> int:
    """The partition Java's default partitioner picks for ``key`` (toPositive(murmur2) % n)."""
    return (murmur2(key) & 0x7FFFFFFF) % partition_count


class StickyPartitioner:
    """Per-topic sticky choice for null keys, switching after ``batch_size`` bytes (KIP-794)."""

    __slots__ = ("_batch_size", "_current", "_random")

    def __init__(self, batch_size: int, rng: random.Random | None = None) -> None:
        self._batch_size = batch_size
        self._current: dict[str, list[int]] = {}  # topic -> [partition, bytes since switch]
        self._random = rng or random.Random()

    def partition(
        self, topic: str, size: int, partitions: Sequence[int], available: Sequence[int]
    ) -> int:
        state = self._current.get(topic)
        if state is None or state[1] >= self._batch_size or state[0] not in partitions:
            previous = None if state is None else state[0]
            state = [self._next(previous, partitions, available), 0]
            self._current[topic] = state
        state[1] += size
        return state[0]

    def _next(self, previous: int | None, partitions: Sequence[int], available: Sequence[int]) -> int:
        choices = available or partitions
        if len(choices) > 1 and previous is not None:
            choices = [p for p in choices if p != previous]
        return choices[self._random.randrange(len(choices))]
