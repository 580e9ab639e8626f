"""The share consumer's metrics, with the Java share consumer's names.

Group ``share-fetch-manager-metrics``: ``records-consumed-rate/total``,
``bytes-fetched-rate/total``, ``fetch-latency-avg/max`` (ms), ``fetch-rate/total``,
``fetch-throttle-time-avg/max``, ``acknowledgements-send-rate/total`` (records whose
acknowledgement the brokers answered) and ``acknowledgements-error-rate/total`` (of those,
refused); group ``share-consumer-metrics``: ``last-poll-seconds-ago``; group
``share-coordinator-metrics``: ``heartbeat-rate/total``, ``assigned-partitions``,
``rebalance-total`` (joins of this member).
"""

from __future__ import annotations

from kafka_async.metrics.registry import Metrics, Recorder

__all__ = ["ShareFetchStats"]

GROUP = "share-fetch-manager-metrics"


class ShareFetchStats:
    __slots__ = ("acknowledgement_errors", "acknowledgements", "bytes_fetched",
                 "fetch_latency", "records_consumed", "throttle")

    def __init__(self) -> None:
        self.records_consumed = 0
        self.bytes_fetched = 0
        self.acknowledgements = 0
        self.acknowledgement_errors = 0
        self.fetch_latency = Recorder()
        self.throttle = Recorder()

    def register(self, metrics: Metrics) -> None:
        metrics.counter(GROUP, "records-consumed", lambda: self.records_consumed)
        metrics.counter(GROUP, "bytes-fetched", lambda: self.bytes_fetched)
        metrics.recorder(GROUP, "fetch-latency", self.fetch_latency)
        metrics.counter(GROUP, "fetch", lambda: self.fetch_latency.count)
        metrics.recorder(GROUP, "fetch-throttle-time", self.throttle)
        metrics.counter(GROUP, "acknowledgements-send", lambda: self.acknowledgements)
        metrics.counter(GROUP, "acknowledgements-error", lambda: self.acknowledgement_errors)
