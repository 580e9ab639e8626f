"""``now_ms``, a record's CreateTime as Producer.send reads it: the wall clock in whole
milliseconds, the same reading ``time.time_ns() // 1_000_000`` gives, in both implementations;
and the compiled one is what a built tree uses."""

from __future__ import annotations

import time

from kafka_async.protocol.records import ACTIVE, _pure
from kafka_async.protocol.records._impl import load_speedups

COMPILED = load_speedups()


def test_both_read_the_wall_clock_in_whole_milliseconds() -> None:
    twins = [_pure.now_ms] + ([COMPILED.now_ms] if COMPILED is not None else [])
    for now_ms in twins:
        for _ in range(1000):
            before = time.time_ns() // 1_000_000
            value = now_ms()
            after = time.time_ns() // 1_000_000
            assert type(value) is int
            assert before <= value <= after


def test_a_built_tree_reads_the_clock_in_c() -> None:
    if COMPILED is None:  # (no compiler: test_records checks that one was missing)
        assert ACTIVE.now_ms is _pure.now_ms
        return
    assert COMPILED.now_ms is not _pure.now_ms
    if ACTIVE.name == "c":
        assert ACTIVE.now_ms is COMPILED.now_ms
