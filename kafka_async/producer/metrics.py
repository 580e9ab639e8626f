"""The producer's metrics, with Java's names (group ``producer-metrics``, per topic
``producer-topic-metrics``): counters the sender and the ledger bump per *batch* (never per
record), turned into rates, averages and maxima when ``Producer.metrics()`` reads them.

=================================  ===========================================================
metric                             what is counted
=================================  ===========================================================
record-send-rate/total             records in Produce requests written (a retried batch again)
record-retry-rate/total            records of batches scheduled for another attempt
record-error-rate/total            records whose delivery failed (error or expiry)
request-latency-avg/max            ms from a Produce request written to its answer
batch-size-avg/max                 bytes of each batch as sent (compressed)
compression-rate-avg               compressed / uncompressed size of each batch sent
records-per-request-avg            records per Produce request
record-queue-time-avg/max          ms from a batch's first record to its first send
produce-throttle-time-avg/max      ms the brokers asked us to hold back (KIP-219)
buffer-available-bytes             buffer_memory not reserved by unresolved batches
buffer-total-bytes                 buffer_memory
bufferpool-wait-time-ns-total      ns send() waited for buffer memory (also the pre-3.x name
                                   bufferpool-wait-time-total)
metadata-wait-time-ns-total        ns send() waited for a topic's metadata
flush-time-ns-total                ns spent in flush()
txn-init/begin/send-offsets/       ns spent in init_transactions(), begin_transaction(),
commit/abort-time-ns-total         send_offsets_to_transaction(), commit/abort_transaction()
requests-in-flight                 Produce requests written and not answered yet
metadata-age                       seconds since the metadata was last refreshed
per topic: record-send-*,          the same, for one topic (tag ``topic``); byte-rate/total are
byte-rate/total, record-retry-*,   the bytes of its batches as sent
record-error-*, compression-rate
=================================  ===========================================================
"""

from __future__ import annotations

from collections.abc import Callable

from kafka_async.metrics.registry import Metrics, Recorder

__all__ = ["ProducerStats", "TopicStats"]

GROUP = "producer-metrics"
#: the transactional calls timed (Java's txn-<call>-time-ns-total)
TXN_CALLS = ("init", "begin", "send-offsets", "commit", "abort")
TOPIC_GROUP = "producer-topic-metrics"


class TopicStats:
    __slots__ = ("bytes_sent", "compression", "records_errored", "records_retried",
                 "records_sent")

    def __init__(self) -> None:
        self.records_sent = 0
        self.bytes_sent = 0
        self.records_retried = 0
        self.records_errored = 0
        self.compression = Recorder()


class ProducerStats:
    """Counters of one producer; ``register`` publishes them on its client's Metrics."""

    __slots__ = ("_metrics", "batch_size", "batch_splits", "compression_rate", "flush_ns",
                 "metadata_wait_ns", "queue_time", "records_errored", "records_per_request",
                 "records_retried", "records_sent", "request_latency", "throttle", "topics",
                 "txn_ns")

    def __init__(self) -> None:
        self.records_sent = 0
        self.records_retried = 0
        self.records_errored = 0
        self.batch_splits = 0
        self.request_latency = Recorder()
        self.batch_size = Recorder()
        self.compression_rate = Recorder()
        self.records_per_request = Recorder()
        self.queue_time = Recorder()
        self.throttle = Recorder()
        self.flush_ns = 0
        self.metadata_wait_ns = 0
        #: ns in each transactional call, by Java's metric infix (init, begin, commit, ...)
        self.txn_ns = dict.fromkeys(TXN_CALLS, 0)
        self.topics: dict[str, TopicStats] = {}
        self._metrics: Metrics | None = None

    def topic(self, name: str) -> TopicStats:
        stats = self.topics.get(name)
        if stats is None:
            stats = self.topics[name] = TopicStats()
            if self._metrics is not None:
                _register_topic(self._metrics, name, stats)
        return stats

    def register(self, metrics: Metrics, available: Callable[[], int], total: int,
                 waited_ns: Callable[[], int]) -> None:
        self._metrics = metrics
        m = metrics
        m.counter(GROUP, "record-send", lambda: self.records_sent)
        m.counter(GROUP, "record-retry", lambda: self.records_retried)
        m.counter(GROUP, "record-error", lambda: self.records_errored)
        m.counter(GROUP, "batch-split", lambda: self.batch_splits)
        m.recorder(GROUP, "request-latency", self.request_latency)
        m.recorder(GROUP, "batch-size", self.batch_size)
        m.recorder(GROUP, "compression-rate", self.compression_rate, kinds=("avg",))
        m.recorder(GROUP, "records-per-request", self.records_per_request, kinds=("avg",))
        m.recorder(GROUP, "record-queue-time", self.queue_time)
        m.recorder(GROUP, "produce-throttle-time", self.throttle)
        m.gauge(GROUP, "buffer-available-bytes", available)
        m.gauge(GROUP, "buffer-total-bytes", lambda: total)
        m.gauge(GROUP, "bufferpool-wait-time-ns-total", waited_ns)
        m.gauge(GROUP, "bufferpool-wait-time-total", waited_ns)
        m.gauge(GROUP, "metadata-wait-time-ns-total", lambda: float(self.metadata_wait_ns))
        m.gauge(GROUP, "flush-time-ns-total", lambda: float(self.flush_ns))
        for call in TXN_CALLS:
            m.gauge(GROUP, f"txn-{call}-time-ns-total", self._txn_reader(call))
        for name, stats in self.topics.items():
            _register_topic(metrics, name, stats)


    def _txn_reader(self, call: str) -> Callable[[], float]:
        return lambda: float(self.txn_ns[call])


def _register_topic(metrics: Metrics, topic: str, stats: TopicStats) -> None:
    tags = {"topic": topic}
    metrics.counter(TOPIC_GROUP, "record-send", lambda: stats.records_sent, tags)
    metrics.counter(TOPIC_GROUP, "byte", lambda: stats.bytes_sent, tags)
    metrics.counter(TOPIC_GROUP, "record-retry", lambda: stats.records_retried, tags)
    metrics.counter(TOPIC_GROUP, "record-error", lambda: stats.records_errored, tags)
    metrics.gauge(TOPIC_GROUP, "compression-rate",
                  lambda: (stats.compression.total / stats.compression.count
                           if stats.compression.count else float("nan")), tags)
