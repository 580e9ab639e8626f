"""The driver's view of the cluster: which partitions a query reads, and their offsets.

Planning asks the same few questions every trigger (which partitions match ``subscribe``/
``subscribePattern``/``assign``; the earliest/latest/by-timestamp offset of each). A streaming
query asks them many times a second when idle, so ``ClusterView`` keeps one ``KafkaClient`` open
on an event loop in a helper thread (an anyio blocking portal) instead of bootstrapping a fresh
connection per call. Nothing here is picklable, so the readers create it lazily and leave it out
of their pickled state.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Coroutine, Iterable, Mapping
from contextlib import AbstractContextManager
from typing import Any, TypeVar

from anyio.from_thread import BlockingPortal, start_blocking_portal

from kafka_async.cluster.client import KafkaClient
from kafka_async.cluster.metadata import ClusterMetadata
from kafka_async.consumer.config import ConsumerConfig
from kafka_async.consumer.offsets import EARLIEST, LATEST, ListedOffset, OffsetLookup
from kafka_async.consumer.structs import TopicPartition
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaTimeoutError
from kafka_async.network.event_loop import backend_options
from kafka_async.protocol.errors import (
    KafkaError,
    LeaderNotAvailableError,
    UnknownTopicOrPartitionError,
    raise_for_code,
)
from kafka_async.spark.java_regex import compile_topic_pattern
from kafka_async.spark.options import SparkOptionError, consumer_settings
from kafka_async.spark.read_options import ReadOptions

__all__ = ["TP", "ClusterView"]

#: (topic, partition): plain tuples travel through Spark's JSON offsets and pickles unchanged.
TP = tuple[str, int]
_T = TypeVar("_T")
_EXISTENCE_CHECKS = 5
_EXISTENCE_RECHECK_S = 0.25
#: how long one round of an offset lookup retries before fresh metadata is asked whether its
#: partitions still exist (``_list``)
_PROBE_S = 2.0
logger = logging.getLogger("kafka_async.spark")


class ClusterView:
    """A lazily opened, reusable KafkaClient on a private event loop; sync methods for Spark."""

    def __init__(self, options: ReadOptions) -> None:
        self._options = options
        self._config = ConsumerConfig.from_kwargs(**consumer_settings(options.settings))
        self._lock = threading.Lock()
        self._portal_cm: AbstractContextManager[BlockingPortal] | None = None
        self._portal: BlockingPortal | None = None
        self._client_cm: AbstractContextManager[KafkaClient] | None = None
        self._client: KafkaClient | None = None
        self._lookup: OffsetLookup | None = None

    # ---------------------------------------------------------------- lifecycle

    def _open(self) -> tuple[BlockingPortal, KafkaClient, OffsetLookup]:
        if self._portal is None or self._client is None or self._lookup is None:
            portal_cm = start_blocking_portal(backend_options=backend_options())
            portal = portal_cm.__enter__()
            try:
                client_cm = portal.wrap_async_context_manager(KafkaClient(self._config))
                client = client_cm.__enter__()
            except BaseException:
                portal_cm.__exit__(None, None, None)
                raise
            self._portal_cm, self._portal = portal_cm, portal
            self._client_cm, self._client = client_cm, client
            backoff = ExponentialBackoff(self._config.retry_backoff_ms / 1000,
                                         self._config.retry_backoff_max_ms / 1000)
            self._lookup = OffsetLookup(client, isolation_level=self._config.isolation_level_id,
                                        timeout=self._config.default_api_timeout_ms / 1000,
                                        backoff=backoff)
        return self._portal, self._client, self._lookup

    def close(self) -> None:
        """Close the client and stop the loop thread (idempotent)."""
        with self._lock:
            self._close_locked()

    def _close_locked(self) -> None:
        client_cm, portal_cm = self._client_cm, self._portal_cm
        self._client_cm = self._portal_cm = None
        self._client = self._portal = None
        self._lookup = None
        try:
            if client_cm is not None:
                client_cm.__exit__(None, None, None)
        except Exception:  # closing a client that already failed: nothing more to do
            pass
        finally:
            if portal_cm is not None:
                portal_cm.__exit__(None, None, None)

    def _call(self, func: Callable[..., Coroutine[Any, Any, _T]], *args: Any) -> _T:
        """Run ``func(client, lookup, *args)`` on the loop; retry failures like Spark's
        ``fetchOffset.numRetries``/``retryIntervalMs``, each time on a fresh client."""
        attempts = self._options.fetch_offset_num_retries + 1
        with self._lock:
            for attempt in range(1, attempts + 1):
                try:
                    portal, client, lookup = self._open()
                    result: _T = portal.call(func, client, lookup, *args)
                    return result
                except KafkaError as exc:
                    # A broken client (broker gone, loop failed) is rebuilt for the next try.
                    self._close_locked()
                    if attempt == attempts or not _worth_retrying(exc):
                        raise
                    logger.warning("offset lookup failed (attempt %d of %d), retrying: %s",
                                   attempt, attempts, exc)
                    time.sleep(self._options.fetch_offset_retry_interval_ms / 1000)
                except BaseException:
                    self._close_locked()
                    raise
            raise AssertionError("unreachable")

    # ---------------------------------------------------------------- questions

    def partitions(self, *, must_exist: bool = False) -> list[TP]:
        """The partitions the query reads right now, sorted.

        ``must_exist`` (when a query starts): a subscribed topic or assigned partition that does
        not exist is an error naming the option, as with Spark's source (whose AdminClient
        lookup fails on an unknown topic), instead of a query that silently reads nothing.
        A topic created just before may take a moment to show in the metadata, so the lookup
        is repeated a few times before failing. Later (``must_exist=False``) a topic that went
        away is simply absent: the planner reports it as data loss.
        """
        for attempt in range(_EXISTENCE_CHECKS):
            found, missing = self._call(_partitions, self._options)
            if not must_exist or not missing:
                return found
            if attempt + 1 < _EXISTENCE_CHECKS:
                time.sleep(_EXISTENCE_RECHECK_S)
        shown = ", ".join(missing[:10]) + (", ..." if len(missing) > 10 else "")
        what = "partition(s)" if self._options.assign else "topic(s)"
        raise SparkOptionError(
            f"option '{self._options.strategy_option}': {what} {shown} do(es) not exist")

    def existing(self, partitions: Iterable[TP]) -> set[TP]:
        """Which of ``partitions`` exist in the cluster (fresh metadata)."""
        return self._call(_existing, list(partitions))

    def earliest(self, partitions: Iterable[TP]) -> dict[TP, int]:
        """Log start offset per partition."""
        listed = self._call(_list, {tp: EARLIEST for tp in partitions})
        return {tp: found.offset for tp, found in listed.items()}

    def latest(self, partitions: Iterable[TP]) -> dict[TP, int]:
        """Next offset to be written (the last stable offset under read_committed)."""
        listed = self._call(_list, {tp: LATEST for tp in partitions})
        return {tp: found.offset for tp, found in listed.items()}

    def for_times(self, timestamps: Mapping[TP, int]) -> dict[TP, int | None]:
        """First offset with a timestamp >= the given ms per partition (None: no such record)."""
        listed = self._call(_list, dict(timestamps))
        return {tp: (found.offset if found.offset >= 0 else None) for tp, found in listed.items()}


def _worth_retrying(error: KafkaError) -> bool:
    """Connection trouble, timeouts and retriable broker errors; not e.g. a failed TLS
    handshake or an authorization error, which a retry would meet again."""
    return bool(error.retriable)


async def _partitions(client: KafkaClient, lookup: OffsetLookup, options: ReadOptions
                      ) -> tuple[list[TP], list[str]]:
    """The partitions read now, and what the options name that does not exist (subscribed
    topics, or assigned partitions as ``topic-p``)."""
    if options.assign:
        # Only the assigned partitions that exist: a deleted one must show up as gone (data
        # loss), not as an offset lookup retrying until its timeout.
        existing = await _existing(client, lookup, list(options.assign))
        missing = [f"{t}-{p}" for t, p in options.assign if (t, p) not in existing]
        return sorted(existing), missing
    if options.subscribe:
        metadata = await client.refresh_metadata(options.subscribe)
        _raise_topic_errors(metadata, options.subscribe)
        topics: Iterable[str] = options.subscribe
        missing = [topic for topic in options.subscribe if not metadata.partitions_for(topic)]
    else:
        assert options.subscribe_pattern is not None
        metadata = await client.refresh_metadata(all_topics=True)
        pattern = compile_topic_pattern(options.subscribe_pattern)
        # Spark's source (AdminClient path, its default) keeps a topic when the regex is found
        # anywhere in the name (Scala's findFirstIn), not only when it matches the whole name.
        topics = [name for name, described in metadata.topics.items()
                  if not described.is_internal and pattern.search(name)]
        missing = []
    found = sorted((topic, p) for topic in topics for p in metadata.partitions_for(topic))
    return found, missing


async def _existing(client: KafkaClient, lookup: OffsetLookup, partitions: list[TP]) -> set[TP]:
    topics = {topic for topic, _ in partitions}
    if not topics:
        return set()
    metadata = await client.refresh_metadata(topics)
    _raise_topic_errors(metadata, topics)
    return {(topic, p) for topic, p in partitions if p in metadata.partitions_for(topic)}


#: Topic errors that mean "not there (yet)", not "you may not": those leave the topic out.
_ABSENT_CODES = frozenset({0, UnknownTopicOrPartitionError.code, LeaderNotAvailableError.code})


def _raise_topic_errors(metadata: ClusterMetadata, topics: Iterable[str]) -> None:
    """A topic the broker refuses to describe (TOPIC_AUTHORIZATION_FAILED, INVALID_TOPIC...)
    fails the lookup with that error, naming the topic, instead of looking empty."""
    for topic in topics:
        described = metadata.topics.get(topic)
        if described is not None and described.error_code not in _ABSENT_CODES:
            raise_for_code(described.error_code, f"metadata for topic {topic!r}")


async def _list(client: KafkaClient, lookup: OffsetLookup, timestamps: Mapping[TP, int]
                ) -> dict[TP, ListedOffset]:
    """The offsets asked for, leaving out partitions deleted since they were listed.

    The lookup retries a partition it cannot place (as Java's consumer does) until its
    timeout, and a partition deleted between the metadata read and the ListOffsets is one of
    those: it used to stall the query for ``default.api.timeout.ms`` (60 s) before it showed
    as gone. Each round now retries for at most ``_PROBE_S``, then fresh metadata says which
    partitions still exist: the gone ones are left out (the planner reports them as data
    loss, as Spark's Admin-based source does at once); a partition that still exists but
    cannot be answered (its leader is moving) is retried until the lookup's own deadline, as
    before.
    """
    wanted = dict(timestamps)
    deadline = time.monotonic() + lookup.timeout
    while wanted:
        left = deadline - time.monotonic()
        try:
            found = await lookup.list_offsets(
                {TopicPartition(*tp): ts for tp, ts in wanted.items()},
                timeout=max(min(_PROBE_S, left), 0.001))
        except (KafkaTimeoutError, UnknownTopicOrPartitionError):
            existing = await _existing(client, lookup, list(wanted))
            if existing == set(wanted):
                if time.monotonic() >= deadline:
                    raise
                continue
            wanted = {tp: wanted[tp] for tp in existing}
            continue
        return {(tp.topic, tp.partition): listed for tp, listed in found.items()}
    return {}
