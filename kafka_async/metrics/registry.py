"""Metrics with the Java client's names and windows, at the cost of integer adds.

Why this shape
--------------
Java's clients record into *sensors*: every event updates a windowed Rate, Avg, Max... under a
lock. Here the hot paths (a record appended, a request written, a batch fetched) only add to
plain integers and compare a maximum (``Counter``, ``Recorder``); everything windowed is
computed when somebody reads ``metrics()``. The windows are Java's: ``metrics_num_samples``
samples of ``metrics_sample_window_ms`` each; a tick at each window boundary (the client's
``Metrics.run`` task) closes the current sample. What a read reports:

- ``*-total``: the count (or sum) since the client started, as Java's CumulativeSum/Count;
- ``*-rate``: the increase over the retained samples divided by their span, the span padded to
  at least ``(num_samples - 1)`` windows as Java's Rate does (so a young client does not report
  a burst as a huge rate), per second;
- ``*-avg`` / ``*-max``: over the events of the retained samples; NaN when there were none,
  as in Java.

Metric values are read from the owning client's task (or any task on its event loop); nothing
here takes a lock.
"""

from __future__ import annotations

import logging
import math
import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import anyio

__all__ = ["Counter", "MetricName", "Metrics", "Recorder"]

logger = logging.getLogger("kafka_async.metrics")

NAN = math.nan


class MetricName:
    """Java's MetricName: a group, a name and tags (``client-id``, ``node-id``, ``topic``...);
    hashable, so ``metrics()`` can be keyed by it."""

    __slots__ = ("_hash", "_key", "description", "group", "name", "tags")

    def __init__(self, group: str, name: str, tags: Mapping[str, str] | None = None,
                 description: str = "") -> None:
        self.group = group
        self.name = name
        self.tags: dict[str, str] = dict(tags or {})
        self.description = description
        self._key = (group, name, tuple(sorted(self.tags.items())))
        self._hash = hash(self._key)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MetricName) and self._key == other._key

    def __repr__(self) -> str:
        return f"MetricName(group={self.group!r}, name={self.name!r}, tags={self.tags!r})"


class Counter:
    """A count (or sum) the hot path increments: ``counter.value += n``."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 0


class Recorder:
    """Values whose average and maximum are reported (latencies, sizes): the hot path calls
    ``record(v)`` (or updates ``count``/``total``/``max`` itself)."""

    __slots__ = ("count", "max", "total")

    def __init__(self) -> None:
        self.count = 0
        self.total = 0.0
        self.max = NAN

    def record(self, value: float) -> None:
        self.count += 1
        self.total += value
        if not value <= self.max:  # NaN compares false: the first value wins
            self.max = value


class _Window:
    """The retained samples of one counter or recorder: (start, count, total, max) per closed
    sample, oldest first."""

    __slots__ = ("read", "samples", "start")

    def __init__(self, read: Callable[[], tuple[int, float, float]], now: float) -> None:
        self.read = read
        self.samples: deque[tuple[float, int, float, float]] = deque()
        count, total, _ = read()
        self.start = (now, count, total)


class Metrics:
    """One client's metrics: registered readers, and the windows of its counters."""

    def __init__(self, *, window_ms: int = 30_000, num_samples: int = 2,
                 tags: Mapping[str, str] | None = None) -> None:
        self.window_s = window_ms / 1000
        self.num_samples = max(num_samples, 1)
        self.tags = dict(tags or {})
        self._readers: dict[MetricName, Callable[[float], float]] = {}
        self._windows: list[_Window] = []
        self._recorders: list[tuple[Recorder, deque[tuple[int, float, float]]]] = []
        self._providers: list[Callable[[], dict[MetricName, float]]] = []
        #: told of every metric registered from now on (an exporter creating its instruments
        #: as topics and brokers appear: kafka_async.otel)
        self._listeners: list[Callable[[MetricName], None]] = []

    def add_listener(self, listener: Callable[[MetricName], None]) -> None:
        """Call ``listener(metric)`` for each metric registered after this call."""
        self._listeners.append(listener)

    def remove_listener(self, listener: Callable[[MetricName], None]) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    # ------------------------------------------------------------------ registration

    def name(self, group: str, name: str, tags: Mapping[str, str] | None = None,
             description: str = "") -> MetricName:
        merged = dict(self.tags)
        if tags:
            merged.update(tags)
        metric = MetricName(group, name, merged, description)
        for listener in self._listeners:
            try:
                listener(metric)
            except Exception:  # an exporter's failure must not stop the client
                logger.exception("a metrics listener raised")
        return metric

    def gauge(self, group: str, name: str, read: Callable[[], float],
              tags: Mapping[str, str] | None = None, description: str = "") -> None:
        """A value read when asked (buffer-available-bytes, connection-count, lag...)."""
        self._readers[self.name(group, name, tags, description)] = lambda now: float(read())

    def counter(self, group: str, base: str, counter: Counter | Callable[[], int],
                tags: Mapping[str, str] | None = None, *, total: bool = True,
                rate: bool = True, description: str = "") -> None:
        """``<base>-total`` and ``<base>-rate`` of a count the hot path increments."""
        read_value = counter if callable(counter) else (lambda c=counter: c.value)
        window = _Window(lambda: (read_value(), 0.0, NAN), time.monotonic())
        self._windows.append(window)
        if total:
            self._readers[self.name(group, f"{base}-total", tags, description)] = (
                lambda now: float(read_value()))
        if rate:
            self._readers[self.name(group, f"{base}-rate", tags, description)] = (
                lambda now: self._rate(window, read_value(), now))

    def recorder(self, group: str, base: str, recorder: Recorder,
                 tags: Mapping[str, str] | None = None, *,
                 kinds: Iterable[str] = ("avg", "max"), description: str = "") -> None:
        """``<base>-avg`` / ``-max`` / ``-rate`` (events per second) / ``-total`` (events)."""
        history: deque[tuple[int, float, float]] = deque()
        self._recorders.append((recorder, history))
        window = _Window(lambda: (recorder.count, recorder.total, recorder.max),
                         time.monotonic())
        self._windows.append(window)
        for kind in kinds:
            metric = self.name(group, f"{base}-{kind}", tags, description)
            if kind == "avg":
                self._readers[metric] = lambda now: self._avg(window, recorder)
            elif kind == "max":
                self._readers[metric] = lambda now: self._max(history, recorder)
            elif kind == "rate":
                self._readers[metric] = lambda now: self._rate(window, recorder.count, now)
            elif kind == "total":
                self._readers[metric] = lambda now: float(recorder.total)
            else:
                raise ValueError(f"unknown statistic {kind!r}")

    def provider(self, provide: Callable[[], dict[MetricName, float]]) -> None:
        """Metrics whose set changes over time (one per assigned partition: records-lag...),
        produced whole at each read."""
        self._providers.append(provide)

    def has(self, group: str, name: str, tags: Mapping[str, str] | None = None) -> bool:
        return self.name(group, name, tags) in self._readers

    def remove(self, **tags: str) -> None:
        """Drop the metrics carrying all these tags (a partition no longer assigned)."""
        for metric in [m for m in self._readers
                       if all(m.tags.get(k) == v for k, v in tags.items())]:
            del self._readers[metric]

    # ------------------------------------------------------------------ reading

    def snapshot(self) -> dict[MetricName, float]:
        now = time.monotonic()
        out = {metric: read(now) for metric, read in self._readers.items()}
        for provide in self._providers:
            out.update(provide())
        return out

    def _span(self, window: _Window, now: float) -> tuple[float, int, float]:
        """(seconds covered, count at the oldest retained start, total there)."""
        if window.samples:
            start, count, total, _ = window.samples[0]
        else:
            start, count, total = window.start
        elapsed = now - start
        floor = (self.num_samples - 1) * self.window_s
        return max(elapsed, floor, 1e-9), count, total

    def _rate(self, window: _Window, value: float, now: float) -> float:
        elapsed, count, _ = self._span(window, now)
        return (value - count) / elapsed

    def _avg(self, window: _Window, recorder: Recorder) -> float:
        _, count, total = self._span(window, time.monotonic())
        events = recorder.count - count
        return (recorder.total - total) / events if events else NAN

    def _max(self, history: deque[tuple[int, float, float]], recorder: Recorder) -> float:
        best = recorder.max
        for _, _, peak in history:
            # NaN marks a sample with no events: skipped (it replaced the real maximum once
            # one quiet window was retained; Java's Max also ignores empty samples)
            if peak > best or best != best:
                best = peak
        return float(best)

    # ------------------------------------------------------------------ windows

    def tick(self, now: float | None = None) -> None:
        """Close the current sample of every window (called each ``window_ms``)."""
        now = time.monotonic() if now is None else now
        keep = self.num_samples - 1
        for window in self._windows:
            count, total, _ = window.read()
            start, start_count, start_total = window.start
            window.samples.append((start, start_count, start_total, NAN))
            window.start = (now, count, total)
            while len(window.samples) > keep:
                window.samples.popleft()
        for recorder, history in self._recorders:
            history.append((recorder.count, recorder.total, recorder.max))
            recorder.max = NAN
            while len(history) > keep:
                history.popleft()

    async def run(self) -> None:
        """The window ticker: a background task of the owning client."""
        while True:
            await anyio.sleep(self.window_s)
            self.tick()


def tags_of(**tags: Any) -> dict[str, str]:
    return {k.replace("_", "-"): str(v) for k, v in tags.items()}
