"""A stand-in for the cluster client, shaped by ports.ProducerClient (unit tests only)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from kafka_async.cluster.metadata import BrokerMetadata
from kafka_async.metrics.hooks import HookDispatch
from kafka_async.metrics.registry import Metrics
from kafka_async.network.connection import BrokerConnection
from kafka_async.network.errors import KafkaConnectionError
from kafka_async.protocol.errors import NotLeaderOrFollowerError


class FakePool:
    def ready(self, node_id: int) -> BrokerConnection | None:
        return None

    async def get(self, node_id: int) -> BrokerConnection:
        raise KafkaConnectionError("no broker in a unit test")


class FakeClient:
    """The five things the producer's parts need of the cluster client (ports.ProducerClient)."""

    def __init__(self) -> None:
        self.hooks = HookDispatch()
        self.metrics = Metrics()
        self.updates = 0
        self.pool = FakePool()
        self.hints: list[tuple[dict[tuple[str, int], tuple[int, int]], list[BrokerMetadata]]] = []
        self.known_brokers = {1, 2, 3}

    def least_loaded_node(self) -> int:
        return 1

    def request_update(self) -> None:
        self.updates += 1

    def apply_leader_hints(self, hints: Mapping[tuple[str, int], tuple[int, int]],
                           endpoints: Iterable[BrokerMetadata] = ()
                           ) -> frozenset[tuple[str, int]]:
        """Records the call; a hint "moves" its partition when its leader is a known broker."""
        given = list(endpoints)
        self.hints.append((dict(hints), given))
        known = self.known_brokers | {broker.node_id for broker in given}
        return frozenset(tp for tp, (leader, _) in hints.items() if leader in known)

    def note_error(self, error: BaseException) -> bool:
        if isinstance(error, NotLeaderOrFollowerError):
            self.request_update()
            return True
        return False
