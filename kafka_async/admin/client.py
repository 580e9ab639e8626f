"""Admin: every operation of Java's Admin that Kafka 4.3 serves, on top of KafkaClient (no
sockets of its own).

The class is assembled from one mixin per area, each in its own module with its routing table
in the module docstring: topics (``topics.py``), cluster and features (``cluster_ops.py``),
offsets, records, elections and reassignments (``records.py``), configs (``configs.py``),
consumer groups and their offsets (``groups.py``, ``group_offsets.py``), share groups
(``share_groups.py``), ACLs (``acls.py``),
quotas and SCRAM users (``quotas.py``), log dirs (``log_dirs.py``), delegation tokens
(``tokens.py``) and transactions (``transactions.py``). Routing and retries live in one place,
``calls.py``.

Semantics follow the Java Admin: names in snake_case, typed results, per-resource errors typed
by broker error code. Where Java returns a future per resource, these methods return a dict;
by default the first failure is raised (like ``.all().get()``), or with
``return_exceptions=True`` failures are returned in place next to the successes. Every call
takes ``timeout_ms`` (default ``default_api_timeout_ms``): retriable failures are retried with
backoff until it runs out. Arguments are checked before anything is sent.
"""

from __future__ import annotations

import uuid
from types import TracebackType
from typing import Any

from kafka_async.admin.acls import AclOps
from kafka_async.admin.base import AdminConfig
from kafka_async.admin.calls import AdminCalls
from kafka_async.admin.classic_groups import ClassicGroupOps
from kafka_async.admin.cluster_ops import ClusterOps
from kafka_async.admin.configs import ConfigOps
from kafka_async.admin.log_dirs import LogDirOps
from kafka_async.admin.quotas import QuotaOps
from kafka_async.admin.share_groups import ShareGroupOps
from kafka_async.admin.streams_groups import StreamsGroupOps
from kafka_async.admin.tokens import TokenOps
from kafka_async.admin.topics import (
    CreatedTopic,
    NewPartitions,
    NewTopic,
    TopicDescription,
    TopicListing,
)
from kafka_async.admin.transactions import TransactionOps
from kafka_async.cluster.client import KafkaClient, SubscribedMetrics
from kafka_async.metrics.registry import MetricName
from kafka_async.network.backoff import ExponentialBackoff

__all__ = [
    "Admin",
    "AdminConfig",
    "CreatedTopic",
    "NewPartitions",
    "NewTopic",
    "TopicDescription",
    "TopicListing",
]


class Admin(StreamsGroupOps, ShareGroupOps, ClassicGroupOps, ClusterOps, ConfigOps, AclOps,
            QuotaOps, LogDirOps, TokenOps, TransactionOps, SubscribedMetrics):
    """``async with Admin(bootstrap_servers="127.0.0.1:9092") as admin: ...``"""

    def __init__(self, config: AdminConfig | None = None, **settings: Any) -> None:
        if config is None:
            config = AdminConfig.from_kwargs(**settings)
        elif settings:
            raise TypeError("pass either an AdminConfig or keyword settings, not both")
        self.config = config
        self._client = KafkaClient(config)
        self._metrics_client = self._client  # (SubscribedMetrics)
        self._calls = AdminCalls(
            self._client,
            ExponentialBackoff(config.retry_backoff_ms / 1000, config.retry_backoff_max_ms / 1000),
            config.request_timeout_ms / 1000)

    def __repr__(self) -> str:
        return f"<Admin {self._client!r}>"

    async def __aenter__(self) -> Admin:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()

    async def start(self) -> None:
        """Bootstrap (``async with`` calls this), within default_api_timeout_ms: every Admin
        call is bounded by it, and so is the first contact (Java's admin client does not block
        at creation; its first call times out after default.api.timeout.ms). The Admin has no
        tasks of its own: its lifecycle is its client's (start and close from any task; close
        is idempotent). A start that timed out leaves the Admin closed, as any failed start."""
        await self._client.start_within(self.config.default_api_timeout_ms,
                                        "default_api_timeout_ms")

    async def close(self) -> None:
        """Close every connection; safe from any task, inside any cancel scope, repeatedly."""
        await self._client.close()

    async def client_instance_id(self, timeout_ms: int = 60_000) -> uuid.UUID:
        """The id the brokers gave this client for its metrics push (KIP-714), as Java's
        ``clientInstanceId(timeout)``; raises TelemetryUnavailableError when
        ``enable_metrics_push`` is off."""
        return await self._client.client_instance_id(timeout_ms)

    def metrics(self) -> dict[MetricName, float]:
        """This Admin's metrics with the Java client's names (group ``admin-client-metrics``
        and per broker ``admin-client-node-metrics``): docs/observability.md."""
        return self._client.metrics.snapshot()

    @property
    def client(self) -> KafkaClient:
        return self._client
