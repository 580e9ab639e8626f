"""The consumer's metrics, with Java's names: counters bumped per fetch response, per poll
and per group step (never per record), read by ``Consumer.metrics()``.

Group ``consumer-fetch-manager-metrics``: ``records-consumed-rate/total`` (records handed to
the application), ``bytes-consumed-rate/total`` (bytes of the fetched data drained),
``fetch-latency-avg/max`` (ms), ``fetch-rate/total`` (Fetch requests answered),
``fetch-throttle-time-avg/max`` (ms), ``records-lag-max`` (the largest lag of the assigned
partitions now) and, per partition (tags ``topic``, ``partition``), ``records-lag`` (the end
of the partition, the last stable offset under read_committed, minus the position) and
``records-lead`` (the position minus the log start offset).

Group ``consumer-coordinator-metrics`` (a consumer with a group): ``commit-latency-avg/max``,
``commit-rate/total``, ``rebalance-latency-avg/max/total`` (ms of each join round),
``rebalance-total``, ``failed-rebalance-total`` (join rounds that ended in an error),
``heartbeat-rate/total``, ``heartbeat-response-time-max``, ``last-heartbeat-seconds-ago``,
``assigned-partitions``, ``last-rebalance-seconds-ago``,
``partition-assigned/revoked/lost-latency-avg/max`` (ms in the rebalance listener's callbacks)
and, with the classic protocol, ``join-rate/total``, ``join-time-avg/max``, ``sync-rate/total``,
``sync-time-avg/max`` (JoinGroup and SyncGroup round trips, ms).

Group ``consumer-metrics``: ``last-poll-seconds-ago``, ``time-between-poll-avg/max`` (ms from
one poll's start to the next's), ``poll-idle-ratio-avg`` (the share of that time spent inside
the poll, waiting for records: near 1 when the application keeps up, near 0 when its
processing is the bottleneck), as Java computes them.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from typing import Any

from kafka_async.consumer.subscription import PartitionState
from kafka_async.metrics.registry import MetricName, Metrics, Recorder

__all__ = ["FetchStats", "GroupStats", "PollStats", "register_lag"]

FETCH_GROUP = "consumer-fetch-manager-metrics"
COORDINATOR_GROUP = "consumer-coordinator-metrics"
CONSUMER_GROUP = "consumer-metrics"


class FetchStats:
    __slots__ = ("bytes_consumed", "fetch_latency", "records_consumed", "throttle")

    def __init__(self) -> None:
        self.records_consumed = 0
        self.bytes_consumed = 0
        self.fetch_latency = Recorder()
        self.throttle = Recorder()

    def register(self, metrics: Metrics, prefix: str = "consumer") -> None:
        group = f"{prefix}-fetch-manager-metrics"
        metrics.counter(group, "records-consumed", lambda: self.records_consumed)
        metrics.counter(group, "bytes-consumed", lambda: self.bytes_consumed)
        metrics.recorder(group, "fetch-latency", self.fetch_latency)
        metrics.counter(group, "fetch", lambda: self.fetch_latency.count)
        metrics.recorder(group, "fetch-throttle-time", self.throttle)


def register_lag(metrics: Metrics, partitions: Callable[[], Mapping[Any, PartitionState]],
                 read_committed: bool) -> None:
    """records-lag-max, and records-lag / records-lead per assigned partition."""

    def lag(state: PartitionState) -> float:
        end = state.last_stable_offset if read_committed else state.high_watermark
        if end is None or end < 0 or state.position is None:
            return math.nan
        return float(max(end - state.position, 0))

    def lead(state: PartitionState) -> float:
        start = state.log_start_offset
        if start is None or start < 0 or state.position is None:
            return math.nan
        return float(state.position - start)

    def lag_max() -> float:
        lags = [v for v in map(lag, partitions().values()) if v == v]
        return max(lags) if lags else math.nan

    def per_partition() -> dict[MetricName, float]:
        out: dict[MetricName, float] = {}
        for state in partitions().values():
            tags = {"topic": state.tp.topic, "partition": str(state.tp.partition)}
            out[metrics.name(FETCH_GROUP, "records-lag", tags)] = lag(state)
            out[metrics.name(FETCH_GROUP, "records-lead", tags)] = lead(state)
        return out

    metrics.gauge(FETCH_GROUP, "records-lag-max", lag_max)
    metrics.provider(per_partition)


class GroupStats:
    """Commits, join rounds and heartbeats of a group member."""

    __slots__ = ("assigned_latency", "commit_latency", "failed_rebalances", "heartbeat", "join",
                 "last_heartbeat", "last_rebalance", "lost_latency", "rebalance_latency",
                 "revoked_latency", "sync")

    def __init__(self) -> None:
        self.commit_latency = Recorder()
        self.rebalance_latency = Recorder()
        self.heartbeat = Recorder()
        self.last_rebalance = 0.0
        self.last_heartbeat = 0.0
        self.failed_rebalances = 0
        self.join = Recorder()  # classic: JoinGroup round trips (ms)
        self.sync = Recorder()  # classic: SyncGroup round trips (ms)
        self.assigned_latency = Recorder()
        self.revoked_latency = Recorder()
        self.lost_latency = Recorder()

    def listener_latency(self, callback: str) -> Recorder:
        """The recorder of a rebalance listener callback (``on_partitions_assigned``...)."""
        return {"on_partitions_assigned": self.assigned_latency,
                "on_partitions_revoked": self.revoked_latency}.get(callback, self.lost_latency)

    def register(self, metrics: Metrics, assigned: Callable[[], int]) -> None:
        group = COORDINATOR_GROUP
        metrics.recorder(group, "commit-latency", self.commit_latency)
        metrics.counter(group, "commit", lambda: self.commit_latency.count)
        metrics.recorder(group, "rebalance-latency", self.rebalance_latency,
                         kinds=("avg", "max", "total"))
        metrics.gauge(group, "rebalance-total", lambda: self.rebalance_latency.count)
        metrics.counter(group, "heartbeat", lambda: self.heartbeat.count)
        metrics.recorder(group, "heartbeat-response-time", self.heartbeat, kinds=("max",))
        metrics.gauge(group, "assigned-partitions", assigned)
        metrics.gauge(group, "last-rebalance-seconds-ago",
                      lambda: (time.monotonic() - self.last_rebalance)
                      if self.last_rebalance else math.nan)
        metrics.gauge(group, "last-heartbeat-seconds-ago",
                      lambda: (time.monotonic() - self.last_heartbeat)
                      if self.last_heartbeat else math.nan)
        metrics.gauge(group, "failed-rebalance-total", lambda: float(self.failed_rebalances))
        for kind, recorder in (("assigned", self.assigned_latency),
                               ("revoked", self.revoked_latency),
                               ("lost", self.lost_latency)):
            metrics.recorder(group, f"partition-{kind}-latency", recorder)

    def register_classic(self, metrics: Metrics) -> None:
        """The classic protocol's own: join-* and sync-* (Java's classic consumer's)."""
        group = COORDINATOR_GROUP
        metrics.counter(group, "join", lambda: self.join.count)
        metrics.recorder(group, "join-time", self.join)
        metrics.counter(group, "sync", lambda: self.sync.count)
        metrics.recorder(group, "sync-time", self.sync)


class PollStats:
    """time-between-poll and poll-idle-ratio (Java's KafkaConsumerMetrics): a poll's start
    records the time since the previous one's start; its end, the share of that span it spent
    inside the poll."""

    __slots__ = ("between", "idle_ratio", "last_start", "since_last", "start")

    def __init__(self) -> None:
        self.between = Recorder()
        self.idle_ratio = Recorder()
        self.last_start = 0.0
        self.start = 0.0
        self.since_last = 0.0

    def poll_started(self, now: float) -> None:
        self.start = now
        self.since_last = (now - self.last_start) * 1000.0 if self.last_start else 0.0
        if self.last_start:
            self.between.record(self.since_last)
        self.last_start = now

    def poll_ended(self, now: float) -> None:
        inside = (now - self.start) * 1000.0
        span = inside + self.since_last
        self.idle_ratio.record(inside / span if span > 0 else 1.0)

    def register(self, metrics: Metrics) -> None:
        metrics.recorder(CONSUMER_GROUP, "time-between-poll", self.between)
        metrics.recorder(CONSUMER_GROUP, "poll-idle-ratio", self.idle_ratio, kinds=("avg",))
