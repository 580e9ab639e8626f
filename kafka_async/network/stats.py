"""Per-broker and per-client network counters, kept by the pool and bumped by connections.

Plain integers and one Recorder: what the hot path pays. kafka_async.cluster turns them into
Java's node metrics (``request-rate``, ``incoming-byte-rate``, ``request-latency-avg``...)."""

from __future__ import annotations

from kafka_async.metrics.registry import Recorder

__all__ = ["NetworkStats", "NodeStats"]


class NodeStats:
    """What went to and came from one broker, across its lanes and reconnections."""

    __slots__ = ("bytes_in", "bytes_out", "latency", "requests", "responses")

    def __init__(self) -> None:
        self.requests = 0
        self.responses = 0
        self.bytes_out = 0
        self.bytes_in = 0
        self.latency = Recorder()  # milliseconds from written to answered (as Java reports)


class NetworkStats:
    """The client's connections: opened, closed, failed to open."""

    __slots__ = ("closed", "created", "failed")

    def __init__(self) -> None:
        self.created = 0
        self.closed = 0
        self.failed = 0
