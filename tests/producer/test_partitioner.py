"""murmur2 and the partition choice must match the Java client bit for bit."""

from __future__ import annotations

import random
import warnings
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafka_async.producer import murmur2, partition_for_key
from kafka_async.producer.partitioner import (
    adaptive_sticky_partition,
    murmur2_pure,
    next_sticky_partition,
    split_by_key_pure,
)
from kafka_async.protocol.records._impl import load_speedups

# Kafka's own UtilsTest.testMurmur2 vectors (signed Java ints).
JAVA_VECTORS = {
    b"21": -973932308,
    b"foobar": -790332482,
    b"a-little-bit-long-string": -985981536,
    b"a-little-bit-longer-string": -1486304829,
    b"lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8": -58897971,
    b"abc": 479470107,
}


@pytest.mark.parametrize(("key", "expected"), JAVA_VECTORS.items())
def test_murmur2_matches_java_vectors(key: bytes, expected: int) -> None:
    assert murmur2(key) == expected & 0xFFFFFFFF
    assert murmur2_pure(key) == expected & 0xFFFFFFFF


_COMPILED = load_speedups()


@given(st.binary(max_size=300))
def test_compiled_murmur2_equals_the_pure_one(key: bytes) -> None:
    assert _COMPILED is not None and _COMPILED.murmur2 is not None, "C extension not built"
    assert _COMPILED.murmur2(key) == murmur2_pure(key)
    assert _COMPILED.murmur2(bytearray(key)) == murmur2_pure(key)


def test_murmur2_matches_kafka_python_on_random_keys() -> None:
    with warnings.catch_warnings():  # kafka-python 3 imports with a legacy importlib API
        warnings.simplefilter("ignore", DeprecationWarning)
        from kafka.partitioner.default import (  # type: ignore[import-untyped]
            murmur2 as kafka_python_murmur2,
        )
    rng = random.Random(7)
    for length in range(0, 70):
        key = bytes(rng.randrange(256) for _ in range(length))
        assert murmur2(key) == kafka_python_murmur2(key) & 0xFFFFFFFF


def test_partition_is_positive_hash_modulo_count() -> None:
    for key, signed in JAVA_VECTORS.items():
        assert partition_for_key(key, 7) == (signed & 0x7FFFFFFF) % 7


def test_sticky_choice_avoids_previous_and_prefers_available() -> None:
    rng = random.Random(1)
    for _ in range(100):
        assert next_sticky_partition(rng, 2, (0, 1, 2), (1, 2)) == 1
    assert next_sticky_partition(rng, 0, (0,), ()) == 0
    seen = {next_sticky_partition(rng, None, (0, 1, 2, 3), (0, 1, 2, 3)) for _ in range(200)}
    assert seen == {0, 1, 2, 3}


@given(st.lists(st.one_of(st.none(), st.binary(max_size=40)), max_size=60),
       st.integers(min_value=1, max_value=50))
def test_compiled_split_by_key_equals_the_pure_one(keys: list[bytes | None],
                                                   partitions: int) -> None:
    assert _COMPILED is not None and _COMPILED.split_by_key is not None, "C extension not built"
    values = [b"v%d" % index for index in range(len(keys))]
    compiled = _COMPILED.split_by_key(keys, values, partitions)
    assert compiled == split_by_key_pure(keys, values, partitions)
    for chosen, (group_keys, group_values) in compiled.items():
        assert all(chosen == (None if key is None else partition_for_key(key, partitions))
                   for key in group_keys)
        assert group_values == sorted(group_values, key=values.index)  # input order kept
    assert sum(len(group[0]) for group in compiled.values()) == len(keys)


@pytest.mark.parametrize("split", [split_by_key_pure, "compiled"])
def test_split_by_key_refuses_bad_input(split: Any) -> None:
    if split == "compiled":
        assert _COMPILED is not None and _COMPILED.split_by_key is not None
        split = _COMPILED.split_by_key
    with pytest.raises(ValueError, match="differ in length"):
        split([b"a"], [], 3)
    with pytest.raises(ValueError, match="must be positive"):
        split([b"a"], [b"v"], 0)
    with pytest.raises(TypeError):
        split(["not bytes"], [b"v"], 3)


def test_adaptive_choice_weights_partitions_by_queue_length() -> None:
    """Java's BuiltInPartitioner weights: longest + 1 - queue. Queues (0, 0, 9): weights 10, 10,
    1, so the backed-up partition gets about 1 pick in 21 (a fixed seed: no flakiness)."""
    rng = random.Random(11)
    picks = [adaptive_sticky_partition(rng, None, (0, 1, 2), (0, 0, 9)) for _ in range(21_000)]
    assert 800 <= picks.count(2) <= 1_200
    assert 9_000 <= picks.count(0) <= 11_000 and 9_000 <= picks.count(1) <= 11_000


def test_adaptive_choice_with_equal_queues_is_the_uniform_sticky_one() -> None:
    rng, reference = random.Random(5), random.Random(5)
    for previous in (None, 0, 1, 2):
        assert (adaptive_sticky_partition(rng, previous, (0, 1, 2), (4, 4, 4))
                == next_sticky_partition(reference, previous, (0, 1, 2), (0, 1, 2)))
    assert adaptive_sticky_partition(rng, 3, (3,), (7,)) == 3
