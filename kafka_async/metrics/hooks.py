"""Hooks: typed callbacks into what a client does, franz-go's hooks in Python.

A hook is any object with some of the methods of the protocols below (implement the ones you
want; ``hooks=[MyHook()]`` in any client's settings). Each is called synchronously on the
client's event loop, at the moment the event happens, so it must be quick and must not block
(count, sample, log; hand anything slow to a task of your own). An exception a hook raises is
logged (``kafka_async.hooks``) and swallowed: a hook never breaks the client.

Cost: the client keeps, per event, the list of bound methods that implement it
(``HookDispatch``); with no hook registered for an event the call site tests an empty tuple
and does nothing else (measured in benchmarks/bench_observability.py).

=========================  ===================================================================
event                      arguments
=========================  ===================================================================
on_broker_connect          node_id, address, seconds spent connecting, error (None: success)
on_broker_disconnect       node_id, address, error (why; ClientClosedError when we closed it)
on_broker_write            node_id, api_key, api_version, bytes written (frame, size prefix
                           included)
on_broker_read             node_id, api_key, api_version, bytes read, seconds since the
                           request was written, throttle_time_ms the broker asked for
on_produce_batch_written   node_id, topic, partition, records, uncompressed bytes,
                           compressed bytes (the batch as sent), when its Produce is answered
                           without error
on_fetch_batch_read        node_id, topic, partition, records, bytes (the batches as received,
                           possibly compressed), compressed: whether any batch was compressed
on_partitions_assigned     the partitions (frozenset of TopicPartition) a group gave us
on_partitions_revoked      the partitions we handed back in a rebalance
on_partitions_lost         the partitions taken from us without a handover (fenced, expired)
=========================  ===================================================================
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Any, Protocol, runtime_checkable

__all__ = [
    "BrokerHook",
    "FetchHook",
    "GroupHook",
    "HookDispatch",
    "ProduceHook",
]

logger = logging.getLogger("kafka_async.hooks")

EVENTS = (
    "on_broker_connect",
    "on_broker_disconnect",
    "on_broker_write",
    "on_broker_read",
    "on_produce_batch_written",
    "on_fetch_batch_read",
    "on_partitions_assigned",
    "on_partitions_revoked",
    "on_partitions_lost",
)


@runtime_checkable
class BrokerHook(Protocol):
    """Connections and requests (every client)."""

    def on_broker_connect(self, node_id: int, address: str, seconds: float,
                          error: BaseException | None) -> None: ...

    def on_broker_disconnect(self, node_id: int, address: str,
                             error: BaseException | None) -> None: ...

    def on_broker_write(self, node_id: int, api_key: int, api_version: int,
                        bytes_written: int) -> None: ...

    def on_broker_read(self, node_id: int, api_key: int, api_version: int, bytes_read: int,
                       seconds: float, throttle_ms: int) -> None: ...


@runtime_checkable
class ProduceHook(Protocol):
    def on_produce_batch_written(self, node_id: int, topic: str, partition: int, records: int,
                                 uncompressed_bytes: int, compressed_bytes: int) -> None: ...


@runtime_checkable
class FetchHook(Protocol):
    def on_fetch_batch_read(self, node_id: int, topic: str, partition: int, records: int,
                            bytes_read: int, compressed: bool) -> None: ...


@runtime_checkable
class GroupHook(Protocol):
    def on_partitions_assigned(self, partitions: frozenset[Any]) -> None: ...

    def on_partitions_revoked(self, partitions: frozenset[Any]) -> None: ...

    def on_partitions_lost(self, partitions: frozenset[Any]) -> None: ...


def _guarded(method: Callable[..., Any]) -> Callable[..., None]:
    def call(*args: Any) -> None:
        try:
            method(*args)
        except Exception:
            logger.exception("hook %r raised (ignored)", method)

    return call


class HookDispatch:
    """Per event, the tuple of callbacks registered for it (empty: the event costs a truth
    test). Built once from the ``hooks`` setting."""

    __slots__ = EVENTS

    on_broker_connect: tuple[Callable[..., None], ...]
    on_broker_disconnect: tuple[Callable[..., None], ...]
    on_broker_write: tuple[Callable[..., None], ...]
    on_broker_read: tuple[Callable[..., None], ...]
    on_produce_batch_written: tuple[Callable[..., None], ...]
    on_fetch_batch_read: tuple[Callable[..., None], ...]
    on_partitions_assigned: tuple[Callable[..., None], ...]
    on_partitions_revoked: tuple[Callable[..., None], ...]
    on_partitions_lost: tuple[Callable[..., None], ...]

    def __init__(self, hooks: Iterable[object] = ()) -> None:
        hooks = list(hooks)
        for event in EVENTS:
            setattr(self, event, tuple(_guarded(getattr(hook, event)) for hook in hooks
                                       if callable(getattr(hook, event, None))))

    def __bool__(self) -> bool:
        return any(getattr(self, event) for event in EVENTS)


def check_hooks(hooks: object, name: str = "hooks") -> tuple[object, ...]:
    """``hooks`` as a tuple; each item must implement at least one hook method."""
    if hooks is None:
        return ()
    if isinstance(hooks, (str, bytes)) or not isinstance(hooks, Iterable):
        raise TypeError(f"{name} must be a list of hook objects, got {type(hooks).__name__}")
    out = tuple(hooks)
    for hook in out:
        if not any(callable(getattr(hook, event, None)) for event in EVENTS):
            raise TypeError(f"{name}: {type(hook).__name__} implements no hook method (one of "
                            + ", ".join(EVENTS) + ")")
    return out
