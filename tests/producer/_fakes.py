"""A stand-in for the cluster client, shaped by ports.ProducerClient (unit tests only)."""

from __future__ import annotations

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
    """The four things the producer's parts need of the cluster client (ports.ProducerClient)."""

    def __init__(self) -> None:
        self.hooks = HookDispatch()
        self.metrics = Metrics()
        self.updates = 0
        self.pool = FakePool()

    def least_loaded_node(self) -> int:
        return 1

    def request_update(self) -> None:
        self.updates += 1

    def note_error(self, error: BaseException) -> bool:
        if isinstance(error, NotLeaderOrFollowerError):
            self.request_update()
            return True
        return False
