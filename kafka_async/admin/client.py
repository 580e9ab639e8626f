"""Admin: topic management on top of KafkaClient (no sockets of its own).

Semantics follow the Java AdminClient: per-topic results, errors typed by broker error code
(``TopicAlreadyExistsError``, ``UnknownTopicOrPartitionError``, ``PolicyViolationError`` ...).
Where Java returns a future per topic, these methods return a dict per topic; by default the
first failure is raised (like ``.all().get()``), or with ``return_exceptions=True`` failures are
returned in the dict next to the successes (like ``asyncio.gather``).

Retries: NOT_CONTROLLER and connection failures are retried (with a metadata refresh) until
``default_api_timeout_ms`` runs out; topic-level errors are the answer, not a reason to retry.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, ClassVar, TypeVar

import anyio

from kafka_async.admin.transactions import (
    AbortTransactionSpec,
    TransactionAdmin,
    TransactionListing,
)
from kafka_async.cluster.client import KafkaClient
from kafka_async.cluster.config import ClientConfig
from kafka_async.cluster.metadata import PartitionMetadata
from kafka_async.cluster.structs import TopicPartition
from kafka_async.network.backoff import ExponentialBackoff
from kafka_async.network.errors import KafkaTimeoutError
from kafka_async.protocol.arguments import (
    INT16_MAX,
    INT32_MAX,
    check_int,
    collection_argument,
    describe_value,
)
from kafka_async.protocol.errors import (
    BrokerError,
    KafkaError,
    NotControllerError,
    UnknownTopicOrPartitionError,
    error_for_code,
)
from kafka_async.protocol.messages import (
    CreatePartitionsRequest,
    CreateTopicsRequest,
    DeleteTopicsRequest,
)
from kafka_async.protocol.messages._base import Request, ResponseT
from kafka_async.protocol.topics import validate_topic_name

__all__ = [
    "Admin",
    "AdminConfig",
    "CreatedTopic",
    "NewPartitions",
    "NewTopic",
    "TopicDescription",
    "TopicListing",
]

_T = TypeVar("_T")
_ZERO_UUID = uuid.UUID(int=0)


@dataclass(frozen=True, kw_only=True)
class AdminConfig(ClientConfig):
    """ClientConfig plus the admin client's own timeout (Java: default.api.timeout.ms)."""

    default_api_timeout_ms: int = 60_000

    #: Java: INT, atLeast(0); 0 would give up before the first attempt.
    _INT_RANGES: ClassVar[Mapping[str, tuple[int, int]]] = {
        "default_api_timeout_ms": (1, INT32_MAX),
    }


@dataclass(frozen=True, slots=True)
class NewTopic:
    """A topic to create. ``num_partitions``/``replication_factor`` of -1 use broker defaults.

    Checked at construction against what CreateTopics can carry (INT32 partition count and
    broker ids, INT16 replication factor, string configs), so a bad value fails here naming the
    field instead of as an encoder error inside ``create_topics``.
    """

    name: str
    num_partitions: int = -1
    replication_factor: int = -1
    replica_assignments: Mapping[int, list[int]] = field(default_factory=dict)
    configs: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        validate_topic_name(self.name)
        _check_default_or_positive(self.num_partitions, "num_partitions", INT32_MAX)
        _check_default_or_positive(self.replication_factor, "replication_factor", INT16_MAX)
        if not isinstance(self.replica_assignments, Mapping):
            raise TypeError("replica_assignments must be a dict {partition: [broker ids]}, got "
                            f"{type(self.replica_assignments).__name__}")
        for partition, brokers in self.replica_assignments.items():
            check_int(partition, "replica_assignments partition", 0, INT32_MAX)
            for broker in collection_argument(brokers, f"replica_assignments[{partition}]",
                                              of="broker ids"):
                check_int(broker, f"replica_assignments[{partition}] broker id", 0, INT32_MAX)
        if not isinstance(self.configs, Mapping):
            raise TypeError(f"configs must be a dict of str to str, got "
                            f"{type(self.configs).__name__}")
        for key, value in self.configs.items():
            if not isinstance(key, str) or not isinstance(value, str):
                raise TypeError(f"configs must map str to str (as Java's Map<String, String>), "
                                f"got {describe_value(key)}: {describe_value(value)}; pass "
                                "numbers as strings, e.g. {'retention.ms': '60000'}")


@dataclass(frozen=True, slots=True)
class NewPartitions:
    """Grow a topic to ``total_count`` partitions (Java: ``NewPartitions.increaseTo``).

    ``new_assignments``: optionally, for each *added* partition in order, the broker ids of its
    replicas (the first is the preferred leader); by default the controller places them.
    Partitions can only be added: a count not above the current one is InvalidPartitionsError.
    """

    total_count: int
    new_assignments: Sequence[Sequence[int]] | None = None

    def __post_init__(self) -> None:
        count = self.total_count
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= INT32_MAX:
            raise ValueError(f"total_count must be a positive int (at most {INT32_MAX}), "
                             f"got {describe_value(count)}")
        if self.new_assignments is None:
            return
        if isinstance(self.new_assignments, (str, bytes)):
            raise TypeError("new_assignments must be a list of broker-id lists")
        for index, replicas in enumerate(self.new_assignments):
            if isinstance(replicas, (str, bytes)) or not all(
                    isinstance(b, int) and not isinstance(b, bool) and 0 <= b <= INT32_MAX
                    for b in replicas):
                raise ValueError(f"new_assignments[{index}] must be a list of broker ids "
                                 f"(non-negative ints), got {replicas!r}")
            if not replicas or len(set(replicas)) != len(replicas):
                raise ValueError(f"new_assignments[{index}] must name each replica broker "
                                 f"once, got {list(replicas)!r}")
            if len(replicas) != len(self.new_assignments[0]):
                raise ValueError("every new partition needs the same number of replicas")
        if len(self.new_assignments) > count - 1:
            raise ValueError(f"{len(self.new_assignments)} new assignments cannot fit a topic "
                             f"growing to {count} partitions")

    @classmethod
    def increase_to(cls, total_count: int,
                    new_assignments: Sequence[Sequence[int]] | None = None) -> NewPartitions:
        return cls(total_count, new_assignments)


@dataclass(frozen=True, slots=True)
class CreatedTopic:
    name: str
    topic_id: uuid.UUID | None
    num_partitions: int
    replication_factor: int


@dataclass(frozen=True, slots=True)
class TopicListing:
    name: str
    topic_id: uuid.UUID | None
    is_internal: bool


@dataclass(frozen=True, slots=True)
class TopicDescription:
    name: str
    topic_id: uuid.UUID | None
    is_internal: bool
    partitions: tuple[PartitionMetadata, ...]


def _broker_error(code: int, message: str | None, topic: str) -> BrokerError:
    error_class = error_for_code(code)
    return error_class(f"topic {topic!r}: {message or error_class.description}")


class Admin:
    """``async with Admin(bootstrap_servers="127.0.0.1:9092") as admin: ...``"""

    def __init__(self, config: AdminConfig | None = None, **settings: Any) -> None:
        if config is None:
            config = AdminConfig.from_kwargs(**settings)
        elif settings:
            raise TypeError("pass either an AdminConfig or keyword settings, not both")
        self.config = config
        self._client = KafkaClient(config)

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
        """Bootstrap (``async with`` calls this). The Admin has no tasks of its own: its
        lifecycle is its client's (start and close from any task; close is idempotent)."""
        await self._client.start()

    async def close(self) -> None:
        """Close every connection; safe from any task, inside any cancel scope, repeatedly."""
        await self._client.close()

    @property
    def client(self) -> KafkaClient:
        return self._client

    # ------------------------------------------------------------------ plumbing

    async def _call_controller(
        self, request: Request[ResponseT], server_timeout_ms: int
    ) -> ResponseT:
        """Send to the controller, retrying NOT_CONTROLLER / connection errors until the API
        timeout (default_api_timeout_ms) expires."""
        backoff = ExponentialBackoff(
            self.config.retry_backoff_ms / 1000, self.config.retry_backoff_max_ms / 1000
        )
        deadline = anyio.current_time() + self.config.default_api_timeout_ms / 1000
        attempt = 0
        while True:
            attempt += 1
            try:
                response = await self._client.send_to_controller(
                    request,
                    timeout=self.config.request_timeout_ms / 1000 + server_timeout_ms / 1000,
                )
            except KafkaError as exc:
                if not exc.retriable:
                    raise
                error: KafkaError = exc
            else:
                codes = _response_codes(response)
                if NotControllerError.code not in codes:
                    return response
                error = NotControllerError("the broker is no longer the controller")
            delay = backoff.delay(attempt)
            if anyio.current_time() + delay >= deadline:
                raise KafkaTimeoutError(
                    f"{type(request).__name__} did not succeed within default_api_timeout_ms "
                    f"({attempt} attempts); last error: {error}"
                )
            await anyio.sleep(delay)
            try:
                await self._client.refresh_metadata()
            except KafkaError as exc:
                if not exc.retriable:
                    raise  # e.g. authentication: retrying cannot help
                # retriable (brokers unreachable): the next attempt reports it if it persists

    def _server_timeout(self, timeout_ms: int | None) -> int:
        """The broker-side timeout of a topic request: ``timeout_ms`` (an INT32 on the wire)
        or, by default, request_timeout_ms."""
        if timeout_ms is None:
            return self.config.request_timeout_ms
        return check_int(timeout_ms, "timeout_ms", 0, INT32_MAX)

    @staticmethod
    def _settle(results: dict[str, _T | BrokerError], return_exceptions: bool) -> dict[str, Any]:
        if not return_exceptions:
            for outcome in results.values():
                if isinstance(outcome, BrokerError):
                    raise outcome
        return results

    # ------------------------------------------------------------------ topics

    async def create_topics(
        self,
        new_topics: Iterable[NewTopic | str],
        *,
        timeout_ms: int | None = None,
        validate_only: bool = False,
        return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """Create topics; return {name: CreatedTopic} (or the error with return_exceptions).

        A plain name stands for ``NewTopic(name)``: the broker's default partition count and
        replication factor. ``new_topics`` is a collection: a bare string is refused (TypeError)
        rather than read as one topic per character.
        """
        topics = [
            NewTopic(t) if isinstance(t, str) else t
            for t in collection_argument(new_topics, "new_topics", of="NewTopics or names")
        ]
        for index, topic in enumerate(topics):
            if not isinstance(topic, NewTopic):
                raise TypeError(f"new_topics[{index}] must be a NewTopic or a name, got "
                                f"{type(topic).__name__} {describe_value(topic)}")
        _check_flag(validate_only, "validate_only")
        _check_flag(return_exceptions, "return_exceptions")
        server_timeout = self._server_timeout(timeout_ms)
        if not topics:
            return {}
        creatable = CreateTopicsRequest.CreatableTopic
        request = CreateTopicsRequest(
            topics=[
                creatable(
                    name=topic.name,
                    num_partitions=topic.num_partitions,
                    replication_factor=topic.replication_factor,
                    assignments=[
                        creatable.CreatableReplicaAssignment(partition_index=p, broker_ids=list(b))
                        for p, b in sorted(topic.replica_assignments.items())
                    ],
                    configs=[
                        creatable.CreatableTopicConfig(name=k, value=v)
                        for k, v in sorted(topic.configs.items())
                    ],
                )
                for topic in topics
            ],
            timeout_ms=server_timeout,
            validate_only=validate_only,
        )
        response = await self._call_controller(request, server_timeout)
        results: dict[str, CreatedTopic | BrokerError] = {}
        for result in response.topics:
            if result.error_code:
                results[result.name] = _broker_error(
                    result.error_code, result.error_message, result.name
                )
            else:
                results[result.name] = CreatedTopic(
                    name=result.name,
                    topic_id=None if result.topic_id == _ZERO_UUID else result.topic_id,
                    num_partitions=result.num_partitions,
                    replication_factor=result.replication_factor,
                )
        if not validate_only:
            self._client.request_update()
        return self._settle(results, return_exceptions)

    async def delete_topics(
        self,
        topics: Iterable[str],
        *,
        timeout_ms: int | None = None,
        return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """Delete topics by name; return {name: None} (or the error with return_exceptions).

        ``topics`` is a collection of names: a bare string is refused (TypeError), never read
        as one topic per character.
        """
        names = collection_argument(topics, "topics", item_type=str, of="topic names")
        _check_flag(return_exceptions, "return_exceptions")
        server_timeout = self._server_timeout(timeout_ms)
        if not names:
            return {}
        request = DeleteTopicsRequest(
            topics=[DeleteTopicsRequest.DeleteTopicState(name=name) for name in names],
            topic_names=names,
            timeout_ms=server_timeout,
        )
        response = await self._call_controller(request, server_timeout)
        results: dict[str, BrokerError | None] = {}
        for result in response.responses:
            name = result.name or str(result.topic_id)
            results[name] = (
                _broker_error(result.error_code, result.error_message, name)
                if result.error_code
                else None
            )
        self._client.request_update()
        return self._settle(results, return_exceptions)

    async def create_partitions(
        self,
        new_partitions: Mapping[str, NewPartitions | int],
        *,
        timeout_ms: int | None = None,
        validate_only: bool = False,
        return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """Add partitions to existing topics (Java: ``createPartitions``); ``{topic: None}``.

        Values are ``NewPartitions`` or a plain total count. Topic-level failures are typed:
        InvalidPartitionsError (the count does not grow the topic), UnknownTopicOrPartitionError,
        InvalidReplicaAssignmentError, ... Records keyed to a partition by hash land elsewhere
        once the count changes; consumer groups subscribed to the topic pick the new
        partitions up at their next metadata refresh (metadata_max_age_ms).
        """
        if not isinstance(new_partitions, Mapping):
            raise TypeError("new_partitions must be a dict {topic: NewPartitions or count}, got "
                            f"{type(new_partitions).__name__} {describe_value(new_partitions)}")
        _check_flag(validate_only, "validate_only")
        _check_flag(return_exceptions, "return_exceptions")
        wanted: dict[str, NewPartitions] = {}
        for topic, value in new_partitions.items():
            if not isinstance(topic, str):
                raise TypeError(f"topic names must be strings, got {topic!r}")
            validate_topic_name(topic)
            wanted[topic] = value if isinstance(value, NewPartitions) else NewPartitions(value)
        server_timeout = self._server_timeout(timeout_ms)
        if not wanted:
            return {}
        topic_type = CreatePartitionsRequest.CreatePartitionsTopic
        request = CreatePartitionsRequest(
            topics=[
                topic_type(
                    name=name,
                    count=grow.total_count,
                    assignments=None
                    if grow.new_assignments is None
                    else [
                        topic_type.CreatePartitionsAssignment(broker_ids=list(replicas))
                        for replicas in grow.new_assignments
                    ],
                )
                for name, grow in wanted.items()
            ],
            timeout_ms=server_timeout,
            validate_only=validate_only,
        )
        response = await self._call_controller(request, server_timeout)
        results: dict[str, BrokerError | None] = {
            result.name: (
                _broker_error(result.error_code, result.error_message, result.name)
                if result.error_code
                else None
            )
            for result in response.results
        }
        if not validate_only:
            self._client.request_update()
        return self._settle(results, return_exceptions)

    async def list_topics(self, *, include_internal: bool = False) -> dict[str, TopicListing]:
        """Every topic in the cluster: {name: TopicListing}."""
        _check_flag(include_internal, "include_internal")
        snapshot = await self._client.refresh_metadata(all_topics=True)
        return {
            name: TopicListing(name, topic.topic_id, topic.is_internal)
            for name, topic in sorted(snapshot.topics.items())
            if topic.error_code == 0 and (include_internal or not topic.is_internal)
        }

    async def describe_topics(
        self, topics: Iterable[str], *, return_exceptions: bool = False
    ) -> dict[str, Any]:
        """{name: TopicDescription}; an unknown topic is UnknownTopicOrPartitionError.

        ``topics`` is a collection of names; a bare string is refused (TypeError).
        """
        names = collection_argument(topics, "topics", item_type=str, of="topic names")
        _check_flag(return_exceptions, "return_exceptions")
        snapshot = await self._client.refresh_metadata(names)
        results: dict[str, TopicDescription | BrokerError] = {}
        for name in names:
            topic = snapshot.topics.get(name)
            if topic is None:
                results[name] = UnknownTopicOrPartitionError(f"topic {name!r} does not exist")
            elif topic.error_code:
                results[name] = _broker_error(topic.error_code, None, name)
            else:
                results[name] = TopicDescription(
                    name=name,
                    topic_id=topic.topic_id,
                    is_internal=topic.is_internal,
                    partitions=tuple(topic.partitions[p] for p in sorted(topic.partitions)),
                )
        return self._settle(results, return_exceptions)

    # ------------------------------------------------------------------ transactions

    def _transactions(self) -> TransactionAdmin:
        backoff = ExponentialBackoff(
            self.config.retry_backoff_ms / 1000, self.config.retry_backoff_max_ms / 1000)
        return TransactionAdmin(self._client, backoff,
                                self.config.default_api_timeout_ms / 1000)

    async def list_transactions(
        self, *, state_filters: Iterable[str] = (), producer_id_filters: Iterable[int] = (),
        duration_filter_ms: int | None = None, transactional_id_pattern: str | None = None,
    ) -> list[TransactionListing]:
        """The transactions every broker's coordinator knows, filtered by state
        (``"Ongoing"``, ``"PrepareCommit"``, ...), producer id, minimum running time or an id
        pattern (a Java regex, Kafka 4.1+ brokers)."""
        return await self._transactions().list_transactions(
            state_filters=state_filters, producer_id_filters=producer_id_filters,
            duration_filter_ms=duration_filter_ms,
            transactional_id_pattern=transactional_id_pattern)

    async def describe_transactions(
        self, transactional_ids: Iterable[str], *, return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """{id: TransactionDescription} from each id's coordinator (its state, producer id and
        epoch, open partitions, start time); an unknown id is TransactionalIdNotFoundError."""
        results = await self._transactions().describe_transactions(transactional_ids)
        return self._settle(results, return_exceptions)

    async def describe_producers(
        self, partitions: Iterable[TopicPartition], *, broker_id: int | None = None,
        return_exceptions: bool = False,
    ) -> dict[TopicPartition, Any]:
        """{partition: [ProducerState]}: the producers that wrote to each partition recently,
        with the first offset of their open transaction (where a hanging one is found)."""
        results = await self._transactions().describe_producers(partitions,
                                                                broker_id=broker_id)
        if not return_exceptions:
            for outcome in results.values():
                if isinstance(outcome, BrokerError):
                    raise outcome
        return dict(results)

    async def abort_transaction(self, spec: AbortTransactionSpec) -> None:
        """Abort a hanging transaction on one partition (KIP-664): writes the abort marker
        through the partition's leader, which lets read_committed readers past it."""
        await self._transactions().abort_transaction(spec)

    async def fence_producers(
        self, transactional_ids: Iterable[str], *, transaction_timeout_ms: int = 1,
        return_exceptions: bool = False,
    ) -> dict[str, Any]:
        """Bump each transactional id's epoch (KIP-618): a producer still using it gets
        ProducerFencedError on its next call, and its open transaction is aborted.
        {id: FencedProducer(id, producer_id, producer_epoch)}. ``transaction_timeout_ms`` is
        what InitProducerId carries (1, as Java: nothing is written under the new epoch)."""
        results = await self._transactions().fence_producers(
            transactional_ids, transaction_timeout_ms=transaction_timeout_ms)
        return self._settle(results, return_exceptions)


def _check_default_or_positive(value: object, name: str, high: int) -> None:
    """-1 (the broker's default) or 1..high: what CreateTopics accepts for counts."""
    check_int(value, name, -1, high)
    if value == 0:
        raise ValueError(f"{name} must be -1 (the broker's default) or from 1 to {high}, got 0")


def _check_flag(value: object, name: str) -> None:
    """Flags are bools: a truthy string such as 'no' must not turn validate_only on (or off)."""
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be True or False, got {type(value).__name__} "
                        f"{describe_value(value)}")


def _response_codes(response: Any) -> set[int]:
    """Top-level and per-topic error codes of an admin response (for NOT_CONTROLLER retries)."""
    codes = {getattr(response, "error_code", 0)}
    entries = (
        getattr(response, "topics", None)
        or getattr(response, "responses", None)
        or getattr(response, "results", None)
        or ()
    )
    for entry in entries:
        codes.add(getattr(entry, "error_code", 0))
    return codes
