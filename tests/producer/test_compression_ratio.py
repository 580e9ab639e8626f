"""The compression estimate that sizes compressed batches (Java's CompressionRatioEstimator)."""

from __future__ import annotations

import pytest

from kafka_async.producer.compression_ratio import (
    DETERIORATE_STEP,
    ESTIMATION_FACTOR,
    IMPROVING_STEP,
    CompressionRatios,
)


def test_a_new_topic_is_estimated_not_to_compress() -> None:
    ratios = CompressionRatios(16384, 1 << 20)
    assert ratios.estimate("t") == 1.0
    assert ratios.batch_limit("t") == int(16384 / ESTIMATION_FACTOR)


def test_better_compression_lowers_the_estimate_one_small_step_per_batch() -> None:
    ratios = CompressionRatios(16384, 1 << 20)
    ratios.observe("t", 100, 10_000)  # 0.01: far better than 1.0
    assert ratios.estimate("t") == pytest.approx(1.0 - IMPROVING_STEP)
    for _ in range(9):
        ratios.observe("t", 100, 10_000)
    assert ratios.estimate("t") == pytest.approx(1.0 - 10 * IMPROVING_STEP)
    assert ratios.estimate("other") == 1.0  # per topic


def test_worse_compression_raises_the_estimate_at_once_to_what_was_seen() -> None:
    ratios = CompressionRatios(16384, 1 << 20)
    for _ in range(100):
        ratios.observe("t", 1_000, 10_000)
    assert ratios.estimate("t") == pytest.approx(0.5)
    ratios.observe("t", 5_200, 10_000)  # a little worse: at least one deteriorate step
    assert ratios.estimate("t") == pytest.approx(0.5 + DETERIORATE_STEP)
    ratios.observe("t", 9_000, 10_000)  # much worse: straight to what was seen
    assert ratios.estimate("t") == pytest.approx(0.9)


def test_the_limit_grows_as_the_estimate_falls_up_to_the_ceiling() -> None:
    ratios = CompressionRatios(16384, 200_000)
    for _ in range(100):
        ratios.observe("t", 1_000, 10_000)
    assert ratios.batch_limit("t") == int(16384 / (0.5 * ESTIMATION_FACTOR))
    for _ in range(1000):  # far below any real ratio: the estimate stops at one step
        ratios.observe("t", 0, 10_000)
    assert ratios.estimate("t") == pytest.approx(IMPROVING_STEP)
    assert ratios.batch_limit("t") == 200_000


def test_an_empty_batch_changes_nothing_and_a_refusal_starts_over() -> None:
    ratios = CompressionRatios(16384, 1 << 20)
    ratios.observe("t", 70, 0)
    assert ratios.estimate("t") == 1.0
    for _ in range(50):
        ratios.observe("t", 100, 10_000)
    assert ratios.estimate("t") < 1.0
    ratios.reset("t")
    assert ratios.estimate("t") == 1.0


def test_the_ceiling_is_never_below_batch_size() -> None:
    ratios = CompressionRatios(65536, 1000)  # a max_request_size below batch_size
    for _ in range(300):
        ratios.observe("t", 1, 10_000)
    assert ratios.batch_limit("t") == 65536
