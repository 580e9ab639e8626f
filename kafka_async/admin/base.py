"""AdminBase: what every group of Admin operations shares (config, client, calls, deadlines,
how per-resource results are settled), and the argument checks they have in common.

The Admin is assembled from one mixin per area (topics, configs, groups, ACLs, ...), each in a
module of its own; every mixin derives from this class and sees only these attributes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, ClassVar, TypeVar

import anyio

from kafka_async.admin.calls import AdminCalls
from kafka_async.admin.resources import AclOperation
from kafka_async.cluster.client import KafkaClient
from kafka_async.cluster.config import ClientConfig
from kafka_async.cluster.config_base import config_dataclass
from kafka_async.cluster.structs import TopicPartition
from kafka_async.protocol.arguments import (
    INT32_MAX,
    check_int,
    collection_argument,
    describe_value,
)
from kafka_async.protocol.errors import BrokerError, KafkaError, error_for_code
from kafka_async.protocol.topics import validate_topic_name

__all__ = [
    "AdminBase",
    "AdminConfig",
    "authorized_operations",
    "broker_error",
    "by_topic",
    "check_flag",
    "check_partition_map",
    "check_partitions",
    "check_str",
    "settle",
]

_K = TypeVar("_K")
_V = TypeVar("_V")
#: INT32_MIN in an authorized-operations field: the broker was not asked (or cannot say).
_NO_AUTHORIZED_OPERATIONS = -(2**31)


@config_dataclass(frozen=True, kw_only=True)
class AdminConfig(ClientConfig):
    """ClientConfig plus the admin client's own timeout (Java: default.api.timeout.ms)."""

    _CLIENT_KIND: ClassVar[str] = "adminclient"

    default_api_timeout_ms: int = 60_000
    # Java's AdminClientConfig defaults, which differ from the producer's and consumer's:
    connections_max_idle_ms: int = 300_000
    enable_metrics_push: bool = False

    #: Java: INT, atLeast(0); 0 would give up before the first attempt.
    _INT_RANGES: ClassVar[Mapping[str, tuple[int, int]]] = {
        "default_api_timeout_ms": (1, INT32_MAX),
    }


class AdminBase:
    """The state the Admin's mixins share; ``Admin`` sets it up."""

    config: AdminConfig
    _client: KafkaClient
    _calls: AdminCalls

    def _deadline(self, timeout_ms: int | None) -> float:
        """The call's deadline: ``timeout_ms`` from now, default_api_timeout_ms by default."""
        if timeout_ms is None:
            timeout_ms = self.config.default_api_timeout_ms
        else:
            check_int(timeout_ms, "timeout_ms", 0, INT32_MAX)
        return anyio.current_time() + timeout_ms / 1000

    def _server_timeout(self, timeout_ms: int | None) -> int:
        """The broker-side timeout a request carries: ``timeout_ms``, by default
        request_timeout_ms (Java sends the call's timeoutMs in the request)."""
        if timeout_ms is None:
            return self.config.request_timeout_ms
        return check_int(timeout_ms, "timeout_ms", 0, INT32_MAX)


def settle(results: Mapping[_K, _V | KafkaError], return_exceptions: bool) -> dict[_K, Any]:
    """Raise the first per-resource error (Java's ``all().get()``) unless
    ``return_exceptions``, which returns errors in place next to the successes. An error may
    be the broker's answer for that resource, or the failure of the one destination that
    serves it (a broker that never answered): other destinations' outcomes are kept, as
    Java's per-resource futures keep them."""
    if not return_exceptions:
        for outcome in results.values():
            if isinstance(outcome, KafkaError):
                raise outcome
    return dict(results)


def broker_error(code: int, message: str | None, what: str) -> BrokerError:
    """The typed error for ``code``, its message naming the resource."""
    error_class = error_for_code(code)
    return error_class(f"{what}: {message or error_class.description}")


def check_flag(value: object, name: str) -> bool:
    """Flags are bools: a truthy string such as 'no' must not turn validate_only on (or off)."""
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be True or False, got {type(value).__name__} "
                        f"{describe_value(value)}")
    return value


def check_str(value: object, name: str, *, empty: bool = False) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, got {type(value).__name__} "
                        f"{describe_value(value)}")
    if not empty and not value:
        raise ValueError(f"{name} must not be empty")
    return value


def check_partitions(partitions: Iterable[Any], name: str = "partitions"
                     ) -> list[TopicPartition]:
    """A collection of TopicPartitions (or ``(topic, partition)`` pairs), checked, in order,
    without duplicates."""
    items: list[Any] = collection_argument(partitions, name, item_type=tuple,
                                           of="TopicPartitions")
    checked: dict[TopicPartition, None] = {}
    for tp in items:
        if len(tp) != 2 or not isinstance(tp[0], str):
            raise TypeError(f"{name} must hold TopicPartitions, got {describe_value(tp)}")
        validate_topic_name(tp[0])
        checked[TopicPartition(tp[0], check_int(tp[1], f"{name} partition", 0,
                                                INT32_MAX))] = None
    return list(checked)


def check_partition_map(values: Mapping[Any, _V], name: str) -> dict[TopicPartition, _V]:
    """A ``{TopicPartition: value}`` mapping with its keys checked."""
    if not isinstance(values, Mapping):
        raise TypeError(f"{name} must be a dict keyed by TopicPartition, got "
                        f"{type(values).__name__} {describe_value(values)}")
    checked: dict[TopicPartition, _V] = {}
    for original, value in values.items():
        (key,) = check_partitions([original], name)
        checked[key] = value
    return checked


def by_topic(partitions: Iterable[TopicPartition]) -> dict[str, list[int]]:
    """``{topic: [partition, ...]}`` in the order given (how most requests nest partitions)."""
    grouped: dict[str, list[int]] = {}
    for tp in partitions:
        grouped.setdefault(tp.topic, []).append(tp.partition)
    return grouped


def authorized_operations(bits: int) -> frozenset[AclOperation] | None:
    """The operations of an ``authorized_operations`` bit field (bit n: AclOperation n); None
    when the broker was not asked for them (INT32_MIN)."""
    if bits == _NO_AUTHORIZED_OPERATIONS:
        return None
    known = {op.value for op in AclOperation}
    return frozenset(AclOperation(code) for code in range(32)
                     if bits & (1 << code) and code in known)
