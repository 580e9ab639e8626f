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

import bisect
import random
import struct
from collections.abc import Callable, Sequence
from typing import Any

from kafka_async.protocol.records import ACTIVE

__all__ = [
    "adaptive_sticky_partition",
    "murmur2",
    "murmur2_pure",
    "next_sticky_partition",
    "partition_for_key",
    "split_by_key",
    "split_by_key_pure",
]

_SEED = 0x9747B28C
_M = 0x5BD1E995
_MASK = 0xFFFFFFFF
_WORDS: dict[int, struct.Struct] = {}
_MAX_CACHED_WORDS = 64


def murmur2_pure(data: bytes) -> int:
    """Kafka's murmur2 (32-bit, seed 0x9747b28c), as an unsigned int: Utils.murmur2 in Java.

    The reference; ``murmur2`` is the compiled twin when the C extension is built (same
    results, pinned by tests), since the producer hashes every keyed record.
    """
    length = len(data)
    h = (_SEED ^ length) & _MASK
    count = length >> 2
    unpack = _WORDS.get(count)
    if unpack is None:
        unpack = struct.Struct(f"<{count}I")
        if count <= _MAX_CACHED_WORDS:  # keys are short; do not let odd long ones pile up
            _WORDS[count] = unpack
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


murmur2: Callable[[bytes], int] = ACTIVE.murmur2 or murmur2_pure


def partition_for_key(key: bytes, partition_count: int) -> int:
    """The partition Java's default partitioner picks for ``key`` (toPositive(murmur2) % n)."""
    return (murmur2(key) & 0x7FFFFFFF) % partition_count


def split_by_key_pure(keys: Sequence[Any], values: Sequence[Any], partition_count: int
                      ) -> dict[int | None, tuple[list[Any], list[Any]]]:
    """``send_many``'s keyed records grouped by ``partition_for_key`` (None: a null key), each
    group's keys and values in input order. The reference of ``_speedups.split_by_key``."""
    if partition_count <= 0:
        raise ValueError("partition_count must be positive")
    if len(keys) != len(values):
        raise ValueError("keys and values differ in length")
    groups: dict[int | None, tuple[list[Any], list[Any]]] = {}
    for key, value in zip(keys, values, strict=True):
        chosen = None if key is None else partition_for_key(bytes(key), partition_count)
        group = groups.get(chosen)
        if group is None:
            group = groups[chosen] = ([], [])
        group[0].append(key)
        group[1].append(value)
    return groups


split_by_key = ACTIVE.split_by_key or split_by_key_pure


def adaptive_sticky_partition(rng: random.Random, previous: int | None,
                              candidates: Sequence[int], queue_sizes: Sequence[int]) -> int:
    """The next sticky partition weighted by queue length, as Java's BuiltInPartitioner with
    adaptive partitioning: each candidate is chosen with a weight of ``longest queue + 1 - its
    queue``, so a partition whose broker drains slowly (its batches pile up) gets fewer new
    batches. With equal queues this is the uniform choice (``next_sticky_partition``)."""
    longest = max(queue_sizes, default=0)
    if min(queue_sizes, default=0) == longest:
        return next_sticky_partition(rng, previous, candidates, candidates)
    cumulative: list[int] = []
    total = 0
    for size in queue_sizes:
        total += longest + 1 - size
        cumulative.append(total)
    return candidates[bisect.bisect_right(cumulative, rng.randrange(total))]


def next_sticky_partition(
    rng: random.Random, previous: int | None, partitions: Sequence[int], available: Sequence[int]
) -> int:
    """The next sticky partition for null keys: random among those with a leader (any if
    none has one), other than ``previous`` when there is a choice (KIP-794)."""
    choices = available or partitions
    if len(choices) > 1 and previous is not None:
        choices = [p for p in choices if p != previous]
    return choices[rng.randrange(len(choices))]
