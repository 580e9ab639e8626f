"""Interceptors, as Java's ProducerInterceptor and ConsumerInterceptor.

``interceptor_classes=[...]`` (Java's ``interceptor.classes``) takes interceptor objects, or
classes that are instantiated with no arguments. Producer interceptors see every record before
it is serialized and partitioned (``on_send`` may return a changed record, for example one
with a tracing header added) and every delivery outcome (``on_acknowledgement``); consumer
interceptors see every batch ``getmany()`` returns (``on_consume`` may return a filtered or
changed dict) and every successful commit (``on_commit``). As in Java, an exception an
interceptor raises is logged (``kafka_async.interceptors``) and ignored: the record goes on
as it was. Interceptors run synchronously in the calling task; they must not block.

Cost: a client without interceptors runs exactly its normal path (the producer's ``send``
is only replaced by the intercepting one when an interceptor is configured).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple, Protocol, runtime_checkable

__all__ = [
    "ConsumerInterceptor",
    "ProducerInterceptor",
    "ProducerRecord",
    "check_interceptors",
]

logger = logging.getLogger("kafka_async.interceptors")


class ProducerRecord(NamedTuple):
    """A record as ``send()`` was asked to send it (before serialization)."""

    topic: str
    value: Any = None
    key: Any = None
    partition: int | None = None
    headers: Sequence[tuple[str, bytes | None]] | None = None
    timestamp_ms: int | None = None


@runtime_checkable
class ProducerInterceptor(Protocol):
    def on_send(self, record: ProducerRecord) -> ProducerRecord: ...

    def on_acknowledgement(self, metadata: Any, exception: BaseException | None) -> None:
        """Each outcome: ``metadata`` is the RecordMetadata; on a failure (``exception``
        set) it holds what is known, -1 for the rest, as Java's onAcknowledgement."""


@runtime_checkable
class ConsumerInterceptor(Protocol):
    def on_consume(self, records: dict[Any, list[Any]]) -> dict[Any, list[Any]]: ...

    def on_commit(self, offsets: dict[Any, Any]) -> None: ...


def check_interceptors(value: object, methods: tuple[str, ...],
                       name: str = "interceptor_classes") -> tuple[Any, ...]:
    """The interceptors as instances; each must have at least one of ``methods``."""
    if value is None:
        return ()
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TypeError(f"{name} must be a list of interceptor objects or classes, got "
                        f"{type(value).__name__}")
    out = []
    for item in value:
        if isinstance(item, type):
            item = item()
        if not any(callable(getattr(item, m, None)) for m in methods):
            raise TypeError(f"{name}: {type(item).__name__} has none of "
                            + ", ".join(methods))
        out.append(item)
    return tuple(out)


def run_on_send(interceptors: tuple[Any, ...], record: ProducerRecord) -> ProducerRecord:
    for interceptor in interceptors:
        method = getattr(interceptor, "on_send", None)
        if method is None:
            continue
        try:
            changed = method(record)
        except Exception:
            logger.exception("%s.on_send raised (ignored)", type(interceptor).__name__)
            continue
        if isinstance(changed, ProducerRecord):
            record = changed
    return record


def run_on_acknowledgement(interceptors: tuple[Any, ...], metadata: Any,
                           exception: BaseException | None) -> None:
    for interceptor in interceptors:
        method = getattr(interceptor, "on_acknowledgement", None)
        if method is None:
            continue
        try:
            method(metadata, exception)
        except Exception:
            logger.exception("%s.on_acknowledgement raised (ignored)", type(interceptor).__name__)


def run_on_consume(interceptors: tuple[Any, ...], records: dict[Any, list[Any]]
                   ) -> dict[Any, list[Any]]:
    for interceptor in interceptors:
        method = getattr(interceptor, "on_consume", None)
        if method is None:
            continue
        try:
            changed = method(records)
        except Exception:
            logger.exception("%s.on_consume raised (ignored)", type(interceptor).__name__)
            continue
        if isinstance(changed, dict):
            records = changed
    return records


def run_on_commit(interceptors: tuple[Any, ...], offsets: dict[Any, Any]) -> None:
    for interceptor in interceptors:
        method = getattr(interceptor, "on_commit", None)
        if method is None:
            continue
        try:
            method(offsets)
        except Exception:
            logger.exception("%s.on_commit raised (ignored)", type(interceptor).__name__)
