"""Offset planning rules (rate limit, range splitting, failOnDataLoss): pure, no Spark or broker."""

from __future__ import annotations

import itertools

import pytest

from kafka_async.spark.planning import (
    KafkaDataLossError,
    OffsetRange,
    from_json_offsets,
    group_ranges,
    plan_ranges,
    rate_limit,
    split_ranges,
    to_json_offsets,
)

A0, A1, B0 = ("a", 0), ("a", 1), ("b", 0)


def test_json_offsets_round_trip_with_string_partitions() -> None:
    offsets = {A1: 7, A0: 3, B0: 0}
    as_json = to_json_offsets(offsets)
    assert as_json == {"a": {"0": 3, "1": 7}, "b": {"0": 0}}
    assert from_json_offsets(as_json) == offsets


def test_rate_limit_prorates_by_backlog_like_spark() -> None:
    # backlogs 900 / 100 / 0: a cap of 100 gives 90 and 10; the idle partition keeps its end.
    ends = rate_limit(100, {A0: 0, A1: 50, B0: 5}, {A0: 900, A1: 150, B0: 5}, {})
    assert ends == {A0: 90, A1: 60, B0: 5}
    assert sum(ends[tp] - begin for tp, begin in {A0: 0, A1: 50, B0: 5}.items()) == 100


def test_rate_limit_never_starves_a_small_partition() -> None:
    # share of A1 is 10 * 1/1001 < 1: it still gets one record (ceil), A0 gets floor(9.99) = 9.
    assert rate_limit(10, {A0: 0, A1: 0}, {A0: 1000, A1: 1}, {}) == {A0: 9, A1: 1}


def test_rate_limit_reads_new_partitions_from_earliest_and_never_past_latest() -> None:
    ends = rate_limit(1000, {A0: 10}, {A0: 20, B0: 40}, {B0: 30})
    assert ends == {A0: 20, B0: 40}
    assert rate_limit(4, {A0: 10}, {A0: 20, B0: 40}, {B0: 30}) == {A0: 12, B0: 32}


def test_rate_limit_without_backlog_returns_latest() -> None:
    assert rate_limit(5, {A0: 3}, {A0: 3}, {}) == {A0: 3}


def test_split_by_max_records_then_min_partitions() -> None:
    ranges = [OffsetRange("a", 0, 0, 10), OffsetRange("a", 1, 5, 5), OffsetRange("b", 0, 0, 2)]
    capped = split_ranges(ranges, min_partitions=None, max_records_per_partition=4)
    # Spark's division: remaining // parts_left, the last part takes the rounding.
    assert [(r.partition, r.start, r.end) for r in capped if r.topic == "a"] == [
        (0, 0, 3), (0, 3, 6), (0, 6, 10)]
    assert [r for r in capped if r.topic == "b"] == [OffsetRange("b", 0, 0, 2)]
    spread = split_ranges(ranges, min_partitions=6, max_records_per_partition=None)
    assert sum(r.size for r in spread) == 12
    assert len(spread) >= 6
    assert all(r.size > 0 for r in spread)
    # contiguous and complete per partition
    a0 = sorted((r.start, r.end) for r in spread if (r.topic, r.partition) == A0)
    assert a0[0][0] == 0 and a0[-1][1] == 10
    assert all(left[1] == right[0] for left, right in itertools.pairwise(a0))


def test_min_partitions_split_matches_kafka_offset_range_calculator() -> None:
    """Worked through KafkaOffsetRangeCalculator.getRanges by hand."""
    ranges = [OffsetRange("a", 0, 100, 250), OffsetRange("a", 1, 0, 10),
              OffsetRange("a", 2, 499, 500)]
    # total 161, minPartitions 5: shares 4.66 / 0.31 / 0.03 -> a-1 and a-2 stay whole (1 part);
    # a-0 gets round(150 / 150 * (5 - 2)) = 3 parts of 50.
    assert split_ranges(ranges, min_partitions=5, max_records_per_partition=None) == [
        OffsetRange("a", 0, 100, 150), OffsetRange("a", 0, 150, 200),
        OffsetRange("a", 0, 200, 250), OffsetRange("a", 1, 0, 10),
        OffsetRange("a", 2, 499, 500)]
    # Math.round is half-up (Python's round is half-even): 2.5 -> 3 parts of 5 -> 1, 2, 2.
    halves = [OffsetRange("a", 0, 0, 5), OffsetRange("b", 0, 0, 5)]
    assert [r.size for r in split_ranges(halves, min_partitions=5,
                                         max_records_per_partition=None)] == [1, 2, 2, 1, 2, 2]
    # enough ranges already: nothing split
    assert split_ranges(ranges, min_partitions=3, max_records_per_partition=None) == ranges
    # a hostile minPartitions is bounded by the records there are (one per task at most)
    tiny = split_ranges([OffsetRange("a", 0, 0, 3)], min_partitions=2**31 - 1,
                        max_records_per_partition=None)
    assert [(r.start, r.end) for r in tiny] == [(0, 1), (1, 2), (2, 3)]


def test_rate_limit_matches_spark_arithmetic_on_uneven_shares() -> None:
    # 3 partitions with backlogs 1, 1, 1 and a cap of 2: each share is 2/3 < 1 -> ceil -> 1 each
    # (a batch may exceed the cap by up to one record per partition, as in Spark).
    assert rate_limit(2, {A0: 0, A1: 0, B0: 0}, {A0: 1, A1: 1, B0: 1}, {}) == {
        A0: 1, A1: 1, B0: 1}
    # Spark computes limit * (size / total) in doubles: 22 * (15 / 22) is 14.999999999999998,
    # floored to 14, not the 15 exact arithmetic would give; 22 * (7 / 22) = 7.0.
    assert rate_limit(22, {A0: 0, A1: 0}, {A0: 15, A1: 7}, {}) == {A0: 14, A1: 7}
    # offsets near the top of a long never overflow past the latest offset
    top = 2**63 - 10
    assert rate_limit(2**63 - 1, {A0: top}, {A0: top + 5}, {}) == {A0: top + 5}


def test_plan_ranges_drops_empty_and_reads_new_partitions_from_earliest() -> None:
    ranges = plan_ranges({A0: 5, A1: 9}, {A0: 8, A1: 9, B0: 4}, earliest={A0: 0, A1: 0, B0: 0},
                         existing={A0, A1, B0}, fail_on_data_loss=True, streaming=True)
    assert ranges == [OffsetRange("a", 0, 5, 8), OffsetRange("b", 0, 0, 4)]


@pytest.mark.parametrize(("start", "end", "earliest", "existing", "message"), [
    ({A0: 5}, {A0: 8}, {A0: 6}, {A0}, "cannot read partition a-0 from offset 5: its log now "
                                      "starts at 6"),
    ({A0: 5, A1: 1}, {A0: 8}, {A0: 0}, {A0}, "partition a-1 is gone"),
    ({A0: 5}, {A0: 8}, {A0: 0}, set(), "partition a-0 is gone"),
    ({A0: 9}, {A0: 8}, {A0: 0}, {A0}, "partition a-0's offset was changed from 9 to 8"),
    ({}, {A0: 8}, {A0: 2}, {A0}, "added partition a-0 starts from 2 instead of 0"),
])
def test_data_loss_fails_or_is_skipped(start: dict[tuple[str, int], int],
                                       end: dict[tuple[str, int], int],
                                       earliest: dict[tuple[str, int], int],
                                       existing: set[tuple[str, int]], message: str) -> None:
    with pytest.raises(KafkaDataLossError, match=message) as raised:
        plan_ranges(start, end, earliest=earliest, existing=existing, fail_on_data_loss=True,
                    streaming=True)
    assert "failOnDataLoss" in str(raised.value)
    lenient = plan_ranges(start, end, earliest=earliest, existing=existing,
                          fail_on_data_loss=False, streaming=True)
    for offset_range in lenient:
        tp = (offset_range.topic, offset_range.partition)
        assert tp in existing and offset_range.start >= earliest[tp]
        assert offset_range.end == end[tp]


def test_lenient_data_loss_clamps_to_the_log_start() -> None:
    ranges = plan_ranges({A0: 5}, {A0: 8}, earliest={A0: 6}, existing={A0},
                         fail_on_data_loss=False, streaming=True)
    assert ranges == [OffsetRange("a", 0, 6, 8)]


def test_cluster_lookups_retry_then_fail_with_the_client_error(
        caplog: pytest.LogCaptureFixture) -> None:
    import socket

    from kafka_async.network.errors import KafkaConnectionError
    from kafka_async.spark.cluster_view import ClusterView
    from kafka_async.spark.read_options import parse_read_options

    with socket.socket() as probe:  # a loopback port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    options = parse_read_options({"kafka.bootstrap.servers": f"127.0.0.1:{port}",
                                  "subscribe": "t", "fetchOffset.numRetries": "1",
                                  "fetchOffset.retryIntervalMs": "0",
                                  # (bootstrap's own rounds back off by this: 6 s by default)
                                  "kafka.reconnect.backoff.max.ms": "50"}, streaming=True)
    view = ClusterView(options)
    try:
        with pytest.raises(KafkaConnectionError, match="bootstrap"):
            view.partitions()
    finally:
        view.close()
    retries = [r for r in caplog.records if "attempt 1 of 2" in r.getMessage()]
    assert len(retries) == 1


def test_small_ranges_share_tasks_and_large_ones_stay_alone() -> None:
    def ranges(*sizes: int) -> list[OffsetRange]:
        return [OffsetRange("t", index, 100, 100 + size) for index, size in enumerate(sizes)]

    # a 50k micro-batch over 8 partitions: two tasks of 25k
    assert [sum(r.size for r in g) for g in group_ranges(ranges(*[6250] * 8))] == [25_000] * 2
    # a small remainder joins the last task; a large one gets its own
    assert [len(g) for g in group_ranges(ranges(20_000, 10_000, 3_000))] == [3]
    assert [len(g) for g in group_ranges(ranges(25_000, 25_000, 20_000))] == [1, 1, 1]
    # large ranges stay one task each, in order, nothing lost
    big = ranges(125_000, 130_000, 90_000)
    assert group_ranges(big) == [(r,) for r in big]
    assert group_ranges([]) == []


def test_grouped_task_pickles_as_spark_ships_it() -> None:
    import pickle

    from kafka_async.spark.batch_reader import KafkaInputPartition, KafkaRangesPartition

    task = KafkaRangesPartition((KafkaInputPartition("t", 0, 0, 10),
                                 KafkaInputPartition("t", 1, 5, 9)))
    assert pickle.loads(pickle.dumps(task)) == task
