"""What the producer's machinery needs from the cluster client, declared as narrow protocols.

Why: the sender and the identity need five things of ``KafkaClient`` (a connection to a broker,
the least-loaded broker, a metadata refresh, whether an error means routing is stale, and the
leaders a Produce response named, KIP-951).
Declaring just those keeps them testable with a small stand-in, with no ``type: ignore``, and
keeps the producer's parts from depending on each other's internals.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol

from kafka_async.cluster.metadata import BrokerMetadata
from kafka_async.metrics.hooks import HookDispatch
from kafka_async.network.connection import BrokerConnection

__all__ = ["ConnectionSource", "ProducerClient"]


class ConnectionSource(Protocol):
    """The connection pool, as the producer uses it (the DEFAULT lane)."""

    def ready(self, node_id: int) -> BrokerConnection | None: ...

    async def get(self, node_id: int) -> BrokerConnection: ...


class ProducerClient(Protocol):
    """The cluster client, as the producer's sender and identity use it."""

    @property
    def pool(self) -> ConnectionSource: ...

    def least_loaded_node(self) -> int: ...

    def request_update(self) -> None: ...

    def note_error(self, error: BaseException) -> bool: ...

    def apply_leader_hints(self, hints: Mapping[tuple[str, int], tuple[int, int]],
                           endpoints: Iterable[BrokerMetadata] = ()
                           ) -> frozenset[tuple[str, int]]: ...

    @property
    def hooks(self) -> HookDispatch: ...
