"""Topic operations of the Admin: create, delete (by name or id), grow, list, describe.

``describe_topics`` asks DescribeTopicPartitions (KIP-966), paginated so that a topic with
tens of thousands of partitions comes back in pages of ``partition_limit``; topic ids are
described through Metadata (DescribeTopicPartitions takes names only), as Java does.
CreateTopics, DeleteTopics and CreatePartitions go to the controller.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import anyio

from kafka_async.admin.base import (
    AdminBase,
    authorized_operations,
    broker_error,
    check_flag,
    settle,
)
from kafka_async.admin.calls import Retry
from kafka_async.admin.resources import AclOperation
from kafka_async.protocol.arguments import (
    INT16_MAX,
    INT32_MAX,
    check_int,
    collection_argument,
    describe_value,
)
from kafka_async.protocol.errors import (
    BrokerError,
    ThrottlingQuotaExceededError,
    UnknownTopicIdError,
    error_for_code,
)
from kafka_async.protocol.messages import (
    CreatePartitionsRequest,
    CreateTopicsRequest,
    DeleteTopicsRequest,
    DescribeTopicPartitionsRequest,
    MetadataRequest,
)
from kafka_async.protocol.topics import validate_topic_name

__all__ = [
    "CreatedTopic",
    "NewPartitions",
    "NewTopic",
    "TopicDescription",
    "TopicListing",
    "TopicOps",
    "TopicPartitionInfo",
]

_ZERO_UUID = uuid.UUID(int=0)
_K = TypeVar("_K")
#: Partitions per DescribeTopicPartitions page (Java's default partitionSizeLimitPerResponse).
DEFAULT_PARTITION_LIMIT = 2000


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
class TopicPartitionInfo:
    """One partition as describe_topics reports it (Java's TopicPartitionInfo). ``leader`` is
    -1 while the partition has none; ELR fields are KIP-966's (empty unless enabled)."""

    topic: str
    partition: int
    leader: int
    leader_epoch: int
    replicas: tuple[int, ...]
    isr: tuple[int, ...]
    offline_replicas: tuple[int, ...] = ()
    eligible_leader_replicas: tuple[int, ...] = ()
    last_known_elr: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class TopicDescription:
    name: str
    topic_id: uuid.UUID | None
    is_internal: bool
    partitions: tuple[TopicPartitionInfo, ...]
    #: What this client may do with the topic; None unless asked for
    #: (``include_authorized_operations=True``).
    authorized_operations: frozenset[AclOperation] | None = None



class TopicOps(AdminBase):
    """Topic operations (module docstring)."""

    async def create_topics(
        self,
        new_topics: Iterable[NewTopic | str],
        *,
        timeout_ms: int | None = None,
        validate_only: bool = False,
        return_exceptions: bool = False,
        retry_on_quota_violation: bool = True,
    ) -> dict[str, Any]:
        """Create topics; return {name: CreatedTopic} (or the error with return_exceptions).

        A plain name stands for ``NewTopic(name)``: the broker's default partition count and
        replication factor. ``new_topics`` is a collection: a bare string is refused (TypeError)
        rather than read as one topic per character. Topics refused for the controller
        mutation quota (KIP-599) are asked again after the throttle time the broker gives,
        until ``timeout_ms``, unless ``retry_on_quota_violation=False`` (Java's option):
        then they are ThrottlingQuotaExceededError at once.
        """
        topics = [
            NewTopic(t) if isinstance(t, str) else t
            for t in collection_argument(new_topics, "new_topics", of="NewTopics or names")
        ]
        for index, topic in enumerate(topics):
            if not isinstance(topic, NewTopic):
                raise TypeError(f"new_topics[{index}] must be a NewTopic or a name, got "
                                f"{type(topic).__name__} {describe_value(topic)}")
        check_flag(validate_only, "validate_only")
        check_flag(return_exceptions, "return_exceptions")
        check_flag(retry_on_quota_violation, "retry_on_quota_violation")
        server_timeout = self._server_timeout(timeout_ms)
        deadline = self._deadline(timeout_ms)
        if not topics:
            return {}
        by_name = {topic.name: topic for topic in topics}
        creatable = CreateTopicsRequest.CreatableTopic

        async def ask(names: list[str]) -> tuple[dict[str, Any], int]:
            request = CreateTopicsRequest(topics=[
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
                for topic in (by_name[name] for name in names)
            ], timeout_ms=server_timeout, validate_only=validate_only)
            response = await self._calls.controller(request, deadline, server_timeout)
            answered: dict[str, Any] = {}
            for result in response.topics:
                if result.error_code:
                    answered[result.name] = broker_error(
                        result.error_code, result.error_message, f"topic {result.name!r}")
                else:
                    answered[result.name] = CreatedTopic(
                        name=result.name,
                        topic_id=None if result.topic_id == _ZERO_UUID else result.topic_id,
                        num_partitions=result.num_partitions,
                        replication_factor=result.replication_factor,
                    )
            return answered, response.throttle_time_ms

        results = await self._quota_retrying(list(by_name), ask, deadline,
                                             retry_on_quota_violation)
        if not validate_only:
            self._client.request_update()
        return settle(results, return_exceptions)

    async def delete_topics(
        self,
        topics: Iterable[str | uuid.UUID],
        *,
        timeout_ms: int | None = None,
        return_exceptions: bool = False,
        retry_on_quota_violation: bool = True,
    ) -> dict[Any, Any]:
        """Delete topics by name or by topic id (``uuid.UUID``, Java's
        ``TopicCollection.ofTopicIds``); return {name or id: None}, or the error per topic.

        ``topics`` is a collection: a bare string is refused (TypeError), never read as one
        topic per character. Deleting by id is safe against a topic deleted and re-created
        under the same name meanwhile. ``retry_on_quota_violation``: as ``create_topics``.
        """
        items: list[Any] = collection_argument(topics, "topics", of="topic names or ids")
        _check_names_or_ids(items)
        check_flag(return_exceptions, "return_exceptions")
        check_flag(retry_on_quota_violation, "retry_on_quota_violation")
        server_timeout = self._server_timeout(timeout_ms)
        deadline = self._deadline(timeout_ms)
        if not items:
            return {}
        state = DeleteTopicsRequest.DeleteTopicState

        async def ask(keys: list[Any]) -> tuple[dict[Any, Any], int]:
            names = [item for item in keys if isinstance(item, str)]
            ids = [item for item in keys if isinstance(item, uuid.UUID)]
            request = DeleteTopicsRequest(
                topics=[state(name=name) for name in names] + [state(name=None, topic_id=i)
                                                             for i in ids],
                topic_names=names,
                timeout_ms=server_timeout,
            )
            response = await self._calls.controller(request, deadline, server_timeout)
            answered: dict[Any, BrokerError | None] = {}
            for result in response.responses:
                # answered by the name asked for, else by the id asked for
                key: Any = result.name if result.name in names else result.topic_id
                what = f"topic {key!r}" if isinstance(key, str) else f"topic id {key}"
                answered[key] = (broker_error(result.error_code, result.error_message, what)
                                 if result.error_code else None)
            return answered, response.throttle_time_ms

        results = await self._quota_retrying(list(dict.fromkeys(items)), ask, deadline,
                                             retry_on_quota_violation)
        self._client.request_update()
        return settle(results, return_exceptions)

    async def create_partitions(
        self,
        new_partitions: Mapping[str, NewPartitions | int],
        *,
        timeout_ms: int | None = None,
        validate_only: bool = False,
        return_exceptions: bool = False,
        retry_on_quota_violation: bool = True,
    ) -> dict[str, Any]:
        """Add partitions to existing topics (Java: ``createPartitions``); ``{topic: None}``.
        ``retry_on_quota_violation``: as ``create_topics``.

        Values are ``NewPartitions`` or a plain total count. Topic-level failures are typed:
        InvalidPartitionsError (the count does not grow the topic), UnknownTopicOrPartitionError,
        InvalidReplicaAssignmentError, ... Records keyed to a partition by hash land elsewhere
        once the count changes; consumer groups subscribed to the topic pick the new
        partitions up at their next metadata refresh (metadata_max_age_ms).
        """
        if not isinstance(new_partitions, Mapping):
            raise TypeError("new_partitions must be a dict {topic: NewPartitions or count}, got "
                            f"{type(new_partitions).__name__} {describe_value(new_partitions)}")
        check_flag(validate_only, "validate_only")
        check_flag(return_exceptions, "return_exceptions")
        check_flag(retry_on_quota_violation, "retry_on_quota_violation")
        wanted: dict[str, NewPartitions] = {}
        for topic, value in new_partitions.items():
            if not isinstance(topic, str):
                raise TypeError(f"topic names must be strings, got {topic!r}")
            validate_topic_name(topic)
            wanted[topic] = value if isinstance(value, NewPartitions) else NewPartitions(value)
        server_timeout = self._server_timeout(timeout_ms)
        deadline = self._deadline(timeout_ms)
        if not wanted:
            return {}
        topic_type = CreatePartitionsRequest.CreatePartitionsTopic

        async def ask(names: list[str]) -> tuple[dict[str, Any], int]:
            request = CreatePartitionsRequest(topics=[
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
                for name, grow in ((n, wanted[n]) for n in names)
            ], timeout_ms=server_timeout, validate_only=validate_only)
            response = await self._calls.controller(request, deadline, server_timeout)
            answered: dict[str, BrokerError | None] = {
                result.name: (
                    broker_error(result.error_code, result.error_message,
                                 f"topic {result.name!r}")
                    if result.error_code
                    else None
                )
                for result in response.results
            }
            return answered, response.throttle_time_ms

        results = await self._quota_retrying(list(wanted), ask, deadline,
                                             retry_on_quota_violation)
        if not validate_only:
            self._client.request_update()
        return settle(results, return_exceptions)

    async def _quota_retrying(self, keys: list[_K],
                              ask: Callable[[list[_K]], Awaitable[tuple[dict[_K, Any], int]]],
                              deadline: float, retry: bool) -> dict[_K, Any]:
        """``ask(keys)`` -> ({key: outcome}, throttle_time_ms); the keys refused with
        THROTTLING_QUOTA_EXCEEDED (the controller mutation quota, KIP-599) are asked again
        after the throttle time, as Java's Admin does with retryOnQuotaViolation, while the
        deadline allows; the rest keep their first answer. Without ``retry``, or once the
        deadline is near, the refusal stays, saying how long the broker asked to wait."""
        results: dict[_K, Any] = {}
        pending = keys
        while True:
            answered, throttle_ms = await ask(pending)
            results.update(answered)
            throttled = [key for key in pending
                         if isinstance(answered.get(key), ThrottlingQuotaExceededError)]
            if not throttled:
                return results
            wait = max(throttle_ms, 1) / 1000
            if not retry or anyio.current_time() + wait >= deadline:
                for key in throttled:
                    refused = results[key]
                    results[key] = type(refused)(
                        f"{refused} (the controller mutation quota: the broker asks to wait "
                        f"{throttle_ms} ms{'' if retry else '; retry_on_quota_violation=False'})")
                return results
            await anyio.sleep(wait)
            pending = throttled

    async def list_topics(self, *, include_internal: bool = False,
                          timeout_ms: int | None = None) -> dict[str, TopicListing]:
        """Every topic in the cluster: {name: TopicListing}."""
        check_flag(include_internal, "include_internal")
        deadline = self._deadline(timeout_ms)
        snapshot = await self._calls.retrying(
            "list_topics", deadline, lambda: self._client.refresh_metadata(all_topics=True))
        return {
            name: TopicListing(name, topic.topic_id, topic.is_internal)
            for name, topic in sorted(snapshot.topics.items())
            if topic.error_code == 0 and (include_internal or not topic.is_internal)
        }

    async def describe_topics(
        self, topics: Iterable[str | uuid.UUID], *,
        include_authorized_operations: bool = False,
        partition_limit: int = DEFAULT_PARTITION_LIMIT,
        timeout_ms: int | None = None,
        return_exceptions: bool = False,
    ) -> dict[Any, Any]:
        """{name or id: TopicDescription}; an unknown topic is UnknownTopicOrPartitionError
        (UnknownTopicIdError for an id). Names are described through DescribeTopicPartitions,
        ``partition_limit`` partitions per page; ids through Metadata.

        ``topics`` is a collection of names or ``uuid.UUID`` ids; a bare string is refused.
        """
        items: list[Any] = collection_argument(topics, "topics", of="topic names or ids")
        _check_names_or_ids(items)
        check_flag(include_authorized_operations, "include_authorized_operations")
        check_flag(return_exceptions, "return_exceptions")
        check_int(partition_limit, "partition_limit", 1, INT32_MAX)
        deadline = self._deadline(timeout_ms)
        names = list(dict.fromkeys(i for i in items if isinstance(i, str)))
        ids = list(dict.fromkeys(i for i in items if isinstance(i, uuid.UUID)))
        results: dict[Any, TopicDescription | BrokerError] = {}
        if names:
            results.update(await self._describe_by_name(
                names, include_authorized_operations, partition_limit, deadline))
        if ids:
            results.update(await self._describe_by_id(ids, include_authorized_operations,
                                                      deadline))
        return settle({item: results[item] for item in dict.fromkeys(items)},
                      return_exceptions)

    async def _describe_by_name(self, names: list[str], with_operations: bool, limit: int,
                                deadline: float) -> dict[Any, TopicDescription | BrokerError]:
        """DescribeTopicPartitions, page by page: a page ends at ``limit`` partitions and
        names the cursor (topic, partition) to continue from. The broker walks the topics in
        name order, so they are asked in that order and the next page starts at the cursor's."""
        names = sorted(names)
        gathered: dict[str, list[TopicPartitionInfo]] = {}
        heads: dict[str, Any] = {}
        failed: dict[Any, TopicDescription | BrokerError] = {}
        cursor: Any = None
        request_type = DescribeTopicPartitionsRequest

        async def page() -> Any:
            start = names if cursor is None else names[names.index(cursor.topic_name):]
            request = request_type(
                topics=[request_type.TopicRequest(name=n) for n in start],
                response_partition_limit=limit,
                cursor=None if cursor is None else request_type.Cursor(
                    topic_name=cursor.topic_name, partition_index=cursor.partition_index))
            response = await self._calls.send(request, deadline)
            for topic in response.topics:
                if topic.error_code:
                    error = broker_error(topic.error_code, None, f"topic {topic.name!r}")
                    if error.retriable and topic.error_code != 3:
                        raise Retry(error)
                    failed[topic.name] = error
                    continue
                name = topic.name or ""
                heads[name] = topic
                gathered.setdefault(name, []).extend(
                    _partition_info(name, p) for p in topic.partitions)
            return response.next_cursor

        while True:
            cursor = await self._calls.retrying("DescribeTopicPartitions", deadline, page)
            if cursor is None:
                break
        results = dict(failed)
        for name, head in heads.items():
            by_index = {p.partition: p for p in gathered.get(name, ())}
            results[name] = TopicDescription(
                name=name,
                topic_id=None if head.topic_id == _ZERO_UUID else head.topic_id,
                is_internal=head.is_internal,
                partitions=tuple(by_index[p] for p in sorted(by_index)),
                authorized_operations=(authorized_operations(head.topic_authorized_operations)
                                       if with_operations else None))
        return results

    async def _describe_by_id(self, ids: list[uuid.UUID], with_operations: bool,
                              deadline: float) -> dict[Any, TopicDescription | BrokerError]:
        request = MetadataRequest(
            topics=[MetadataRequest.MetadataRequestTopic(topic_id=i, name=None) for i in ids],
            allow_auto_topic_creation=False,
            include_topic_authorized_operations=with_operations)
        results: dict[Any, TopicDescription | BrokerError] = {}

        async def attempt() -> None:
            response = await self._calls.send(request, deadline)
            for topic in response.topics:
                if topic.error_code:
                    error = error_for_code(topic.error_code)(
                        f"topic id {topic.topic_id}: "
                        f"{error_for_code(topic.error_code).description}")
                    if topic.error_code in (3, 100):
                        error = UnknownTopicIdError(f"no topic has id {topic.topic_id}")
                    elif error.retriable:
                        raise Retry(error)
                    results[topic.topic_id] = error
                    continue
                name = topic.name or ""
                results[topic.topic_id] = TopicDescription(
                    name=name, topic_id=topic.topic_id, is_internal=topic.is_internal,
                    partitions=tuple(sorted(
                        (_partition_info(name, p) for p in topic.partitions),
                        key=lambda info: info.partition)),
                    authorized_operations=(authorized_operations(
                        topic.topic_authorized_operations) if with_operations else None))

        await self._calls.retrying("describe_topics (by id)", deadline, attempt)
        for topic_id in ids:
            results.setdefault(topic_id, UnknownTopicIdError(f"no topic has id {topic_id}"))
        return results


def _check_names_or_ids(items: list[Any]) -> None:
    for index, item in enumerate(items):
        if isinstance(item, uuid.UUID):
            if item == _ZERO_UUID:
                raise ValueError(f"topics[{index}]: 00000000-0000-0000-0000-000000000000 is "
                                 "no topic's id")
        elif isinstance(item, str):
            validate_topic_name(item)
        else:
            raise TypeError(f"topics[{index}] must be a str (a topic name) or a uuid.UUID (a "
                            f"topic id), got {type(item).__name__} {describe_value(item)}")


def _partition_info(topic: str, part: Any) -> TopicPartitionInfo:
    return TopicPartitionInfo(
        topic=topic, partition=part.partition_index, leader=part.leader_id,
        leader_epoch=part.leader_epoch, replicas=tuple(part.replica_nodes),
        isr=tuple(part.isr_nodes), offline_replicas=tuple(part.offline_replicas),
        eligible_leader_replicas=tuple(getattr(part, "eligible_leader_replicas", None) or ()),
        last_known_elr=tuple(getattr(part, "last_known_elr", None) or ()))


def _check_default_or_positive(value: object, name: str, high: int) -> None:
    """-1 (the broker's default) or 1..high: what CreateTopics accepts for counts."""
    check_int(value, name, -1, high)
    if value == 0:
        raise ValueError(f"{name} must be -1 (the broker's default) or from 1 to {high}, got 0")
