"""Log directories, from the Admin: what each broker stores where, and moving replicas
between a broker's directories (JBOD). Every request goes to the broker concerned; several
brokers are asked at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from kafka_async.admin.base import AdminBase, broker_error, check_flag, settle
from kafka_async.admin.calls import Retry
from kafka_async.cluster.structs import TopicPartition
from kafka_async.protocol.arguments import INT32_MAX, check_int, collection_argument, describe_value
from kafka_async.protocol.errors import BrokerError, KafkaError
from kafka_async.protocol.messages import AlterReplicaLogDirsRequest, DescribeLogDirsRequest
from kafka_async.protocol.topics import validate_topic_name

__all__ = [
    "LogDirDescription",
    "LogDirOps",
    "ReplicaInfo",
    "ReplicaLogDirInfo",
    "TopicPartitionReplica",
]


class TopicPartitionReplica(NamedTuple):
    """One replica: a partition on one broker."""

    topic: str
    partition: int
    broker_id: int


@dataclass(frozen=True)
class ReplicaInfo:
    size: int
    #: how far this replica is behind the log end (the future replica's lag while moving)
    offset_lag: int
    #: a replica being moved into this directory
    is_future: bool


@dataclass(frozen=True)
class LogDirDescription:
    #: the directory's error (KafkaStorageError when offline), None when healthy
    error: BrokerError | None
    replica_infos: dict[TopicPartition, ReplicaInfo]
    #: None when the broker does not report it
    total_bytes: int | None
    usable_bytes: int | None


@dataclass(frozen=True)
class ReplicaLogDirInfo:
    """Where a replica lives, and where it is moving (None: not moving)."""

    current_replica_log_dir: str | None
    current_replica_offset_lag: int
    future_replica_log_dir: str | None
    future_replica_offset_lag: int


def _replicas(value: Iterable[Any], name: str) -> list[TopicPartitionReplica]:
    items: list[Any] = collection_argument(value, name, item_type=tuple,
                                           of="TopicPartitionReplicas")
    out = []
    for item in items:
        if len(item) != 3 or not isinstance(item[0], str):
            raise TypeError(f"{name} must hold TopicPartitionReplica(topic, partition, "
                            f"broker_id), got {describe_value(item)}")
        validate_topic_name(item[0])
        out.append(TopicPartitionReplica(item[0], check_int(item[1], "partition", 0, INT32_MAX),
                                         check_int(item[2], "broker_id", 0, INT32_MAX)))
    return list(dict.fromkeys(out))


class LogDirOps(AdminBase):
    """Log directory operations (module docstring)."""

    async def _describe(self, broker: int, topics: list[Any] | None, deadline: float) -> Any:
        request = DescribeLogDirsRequest(topics=topics)
        return await self._calls.node("DescribeLogDirs", request, broker, deadline)

    async def describe_log_dirs(self, brokers: Iterable[int] | None = None, *,
                                timeout_ms: int | None = None,
                                return_exceptions: bool = False
                                ) -> dict[int, Any]:
        """{broker: {path: LogDirDescription}} (as ``kafka-log-dirs --describe``); every
        broker when ``brokers`` is None. A broker that does not answer (unknown, down) fails
        the call, or with ``return_exceptions`` only its own entry (Java's per-broker
        ``descriptions()`` futures)."""
        check_flag(return_exceptions, "return_exceptions")
        ids = None if brokers is None else [
            check_int(b, "brokers item", 0, INT32_MAX)
            for b in collection_argument(brokers, "brokers", item_type=int, of="broker ids")]
        deadline = self._deadline(timeout_ms)
        if ids is None:
            ids = await self._calls.brokers()
        found: dict[int, Any] = {}

        async def ask(broker: int) -> None:
            try:
                response = await self._describe(broker, None, deadline)
            except KafkaError as exc:
                found[broker] = exc
                return
            dirs = {}
            for result in response.results:
                dirs[result.log_dir] = LogDirDescription(
                    error=(broker_error(result.error_code, None, f"log dir {result.log_dir!r} "
                                        f"of broker {broker}") if result.error_code else None),
                    replica_infos={TopicPartition(topic.name, p.partition_index): ReplicaInfo(
                        p.partition_size, p.offset_lag, p.is_future_key)
                        for topic in result.topics for p in topic.partitions},
                    total_bytes=None if result.total_bytes < 0 else result.total_bytes,
                    usable_bytes=None if result.usable_bytes < 0 else result.usable_bytes)
            found[broker] = dirs

        await self._calls.for_each(ids, ask)
        return settle({b: found[b] for b in ids}, return_exceptions)

    async def describe_replica_log_dirs(self, replicas: Iterable[TopicPartitionReplica], *,
                                        timeout_ms: int | None = None,
                                        return_exceptions: bool = False
                                        ) -> dict[TopicPartitionReplica, Any]:
        """{replica: ReplicaLogDirInfo}: each replica's directory on its broker (None when the
        broker does not host it), and its destination while it moves. A broker that does not
        answer fails the call, or with ``return_exceptions`` only its replicas' entries."""
        check_flag(return_exceptions, "return_exceptions")
        wanted = _replicas(replicas, "replicas")
        deadline = self._deadline(timeout_ms)
        by_broker: dict[int, list[TopicPartitionReplica]] = {}
        for replica in wanted:
            by_broker.setdefault(replica.broker_id, []).append(replica)
        found: dict[TopicPartitionReplica, Any] = {}

        async def ask(broker: int) -> None:
            topics: dict[str, list[int]] = {}
            for r in by_broker[broker]:
                topics.setdefault(r.topic, []).append(r.partition)
            try:
                response = await self._describe(broker, [
                    DescribeLogDirsRequest.DescribableLogDirTopic(topic=t, partitions=ps)
                    for t, ps in topics.items()], deadline)
            except KafkaError as exc:
                for r in by_broker[broker]:
                    found[r] = exc
                return
            current: dict[tuple[str, int], tuple[str, int]] = {}
            future: dict[tuple[str, int], tuple[str, int]] = {}
            for result in response.results:
                if result.error_code:
                    continue
                for topic in result.topics:
                    for p in topic.partitions:
                        where = future if p.is_future_key else current
                        where[(topic.name, p.partition_index)] = (result.log_dir, p.offset_lag)
            for r in by_broker[broker]:
                now = current.get((r.topic, r.partition))
                moving = future.get((r.topic, r.partition))
                found[r] = ReplicaLogDirInfo(
                    now[0] if now else None, now[1] if now else 0,
                    moving[0] if moving else None, moving[1] if moving else 0)

        await self._calls.for_each(by_broker, ask)
        return settle({r: found[r] for r in wanted}, return_exceptions)

    async def alter_replica_log_dirs(self, replica_assignment: Mapping[TopicPartitionReplica,
                                                                       str], *,
                                     timeout_ms: int | None = None,
                                     return_exceptions: bool = False
                                     ) -> dict[TopicPartitionReplica, Any]:
        """Move replicas to another directory of their broker (an absolute path among its
        log.dirs); {replica: None} or the error (LogDirNotFoundError,
        ReplicaNotAvailableError, ...)."""
        if not isinstance(replica_assignment, Mapping):
            raise TypeError("replica_assignment must be a dict {TopicPartitionReplica: path}")
        paths: dict[TopicPartitionReplica, str] = {}
        for original, path in replica_assignment.items():
            (replica,) = _replicas([original], "replica_assignment")
            if not isinstance(path, str) or not path:
                raise ValueError(f"replica_assignment[{replica}] must be a log dir path, got "
                                 f"{describe_value(path)}")
            paths[replica] = path
        check_flag(return_exceptions, "return_exceptions")
        deadline = self._deadline(timeout_ms)
        by_broker: dict[int, list[TopicPartitionReplica]] = {}
        for replica in paths:
            by_broker.setdefault(replica.broker_id, []).append(replica)
        results: dict[TopicPartitionReplica, KafkaError | None] = {}
        dir_type = AlterReplicaLogDirsRequest.AlterReplicaLogDir

        async def ask(broker: int) -> None:
            async def attempt() -> None:
                pending = [r for r in by_broker[broker] if r not in results]
                dirs: dict[str, dict[str, list[int]]] = {}
                for r in pending:
                    dirs.setdefault(paths[r], {}).setdefault(r.topic, []).append(r.partition)
                request = AlterReplicaLogDirsRequest(dirs=[dir_type(path=path, topics=[
                    dir_type.AlterReplicaLogDirTopic(name=t, partitions=ps)
                    for t, ps in topics.items()]) for path, topics in dirs.items()])
                response = await self._calls.send(request, deadline, node_id=broker)
                retry: BrokerError | None = None
                for topic in response.results:
                    for p in topic.partitions:
                        replica = TopicPartitionReplica(topic.topic_name, p.partition_index,
                                                        broker)
                        if not p.error_code:
                            results[replica] = None
                            continue
                        error = broker_error(p.error_code, None, f"moving replica {replica}")
                        if error.retriable and p.error_code != 9:
                            retry = error
                        else:
                            results[replica] = error
                if retry is not None:
                    raise Retry(retry)

            try:
                await self._calls.retrying(f"AlterReplicaLogDirs on broker {broker}", deadline,
                                           attempt)
            except KafkaError as exc:  # that broker's replicas fail; the others' stand
                for r in by_broker[broker]:
                    results.setdefault(r, exc)

        await self._calls.for_each(by_broker, ask)
        return settle({r: results.get(r) for r in paths}, return_exceptions)
