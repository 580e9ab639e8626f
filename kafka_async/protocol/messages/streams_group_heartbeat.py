# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""StreamsGroupHeartbeat (API key 88): request and response, versions 0-0."""

from __future__ import annotations

from struct import Struct
from struct import pack as _pack
from uuid import UUID

from kafka_async.protocol import primitives as _p
from kafka_async.protocol.errors import ProtocolError as _ProtocolError
from kafka_async.protocol.messages._base import Request, Response
from kafka_async.protocol.messages._base import FRESH as _FRESH
from kafka_async.protocol.primitives import ZERO_UUID as _ZERO_UUID
from kafka_async.protocol.primitives import Buffer
from kafka_async.protocol.primitives import EncodeError as _EncodeError

__all__ = ["StreamsGroupHeartbeatRequest", "StreamsGroupHeartbeatResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class StreamsGroupHeartbeatRequest(Request["StreamsGroupHeartbeatResponse"]):
    """StreamsGroupHeartbeat request (API key 88): versions 0-0, flexible from 0."""

    API_KEY = 88
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class KeyValue:
        """KeyValue (versions 0+)."""
        __slots__ = ('key', 'value', 'unknown_tagged_fields',)
        #: key of the config (v0+)
        key: str
        #: value of the config (v0+)
        value: str
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, key: str = "", value: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.key = key
            self.value = value
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(key={self.key!r}, value={self.value!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.key, self.value, self.unknown_tagged_fields,) == (other.key, other.value, other.unknown_tagged_fields,)

    class TopicInfo:
        """TopicInfo (versions 0+)."""
        __slots__ = ('name', 'partitions', 'replication_factor', 'topic_configs', 'unknown_tagged_fields',)
        #: The name of the topic. (v0+)
        name: str
        #: The number of partitions in the topic. Can be 0 if no specific number of partitions is enforced. Always 0 for changelog topics. (v0+)
        partitions: int
        #: The replication factor of the topic. Can be 0 if the default replication factor should be used. (v0+)
        replication_factor: int
        #: Topic-level configurations as key-value pairs. (v0+)
        topic_configs: list[StreamsGroupHeartbeatRequest.KeyValue]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: int = 0, replication_factor: int = 0, topic_configs: list[StreamsGroupHeartbeatRequest.KeyValue] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = partitions
            self.replication_factor = replication_factor
            self.topic_configs = [] if topic_configs is _FRESH else topic_configs
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, replication_factor={self.replication_factor!r}, topic_configs={self.topic_configs!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.replication_factor, self.topic_configs, self.unknown_tagged_fields,) == (other.name, other.partitions, other.replication_factor, other.topic_configs, other.unknown_tagged_fields,)

    class Topology:
        """Topology (versions 0+)."""

        class Subtopology:
            """Subtopology (versions 0+)."""

            class CopartitionGroup:
                """CopartitionGroup (versions 0+)."""
                __slots__ = ('source_topics', 'source_topic_regex', 'repartition_source_topics', 'unknown_tagged_fields',)
                #: The topics the topology reads from. Index into the array on the subtopology level. (v0+)
                source_topics: list[int]
                #: Regular expressions identifying topics the subtopology reads from. Index into the array on the subtopology level. (v0+)
                source_topic_regex: list[int]
                #: The set of source topics that are internally created repartition topics. Index into the array on the subtopology level. (v0+)
                repartition_source_topics: list[int]
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, source_topics: list[int] = _FRESH, source_topic_regex: list[int] = _FRESH, repartition_source_topics: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.source_topics = [] if source_topics is _FRESH else source_topics
                    self.source_topic_regex = [] if source_topic_regex is _FRESH else source_topic_regex
                    self.repartition_source_topics = [] if repartition_source_topics is _FRESH else repartition_source_topics
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(source_topics={self.source_topics!r}, source_topic_regex={self.source_topic_regex!r}, repartition_source_topics={self.repartition_source_topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.source_topics, self.source_topic_regex, self.repartition_source_topics, self.unknown_tagged_fields,) == (other.source_topics, other.source_topic_regex, other.repartition_source_topics, other.unknown_tagged_fields,)

            __slots__ = ('subtopology_id', 'source_topics', 'source_topic_regex', 'state_changelog_topics', 'repartition_sink_topics', 'repartition_source_topics', 'copartition_groups', 'unknown_tagged_fields',)
            #: String to uniquely identify the subtopology. Deterministically generated from the topology (v0+)
            subtopology_id: str
            #: The topics the topology reads from. (v0+)
            source_topics: list[str]
            #: The regular expressions identifying topics the subtopology reads from. (v0+)
            source_topic_regex: list[str]
            #: The set of state changelog topics associated with this subtopology. Created automatically. (v0+)
            state_changelog_topics: list[StreamsGroupHeartbeatRequest.TopicInfo]
            #: The repartition topics the subtopology writes to. (v0+)
            repartition_sink_topics: list[str]
            #: The set of source topics that are internally created repartition topics. Created automatically. (v0+)
            repartition_source_topics: list[StreamsGroupHeartbeatRequest.TopicInfo]
            #: A subset of source topics that must be copartitioned. (v0+)
            copartition_groups: list[StreamsGroupHeartbeatRequest.Topology.Subtopology.CopartitionGroup]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, subtopology_id: str = "", source_topics: list[str] = _FRESH, source_topic_regex: list[str] = _FRESH, state_changelog_topics: list[StreamsGroupHeartbeatRequest.TopicInfo] = _FRESH, repartition_sink_topics: list[str] = _FRESH, repartition_source_topics: list[StreamsGroupHeartbeatRequest.TopicInfo] = _FRESH, copartition_groups: list[StreamsGroupHeartbeatRequest.Topology.Subtopology.CopartitionGroup] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.subtopology_id = subtopology_id
                self.source_topics = [] if source_topics is _FRESH else source_topics
                self.source_topic_regex = [] if source_topic_regex is _FRESH else source_topic_regex
                self.state_changelog_topics = [] if state_changelog_topics is _FRESH else state_changelog_topics
                self.repartition_sink_topics = [] if repartition_sink_topics is _FRESH else repartition_sink_topics
                self.repartition_source_topics = [] if repartition_source_topics is _FRESH else repartition_source_topics
                self.copartition_groups = [] if copartition_groups is _FRESH else copartition_groups
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(subtopology_id={self.subtopology_id!r}, source_topics={self.source_topics!r}, source_topic_regex={self.source_topic_regex!r}, state_changelog_topics={self.state_changelog_topics!r}, repartition_sink_topics={self.repartition_sink_topics!r}, repartition_source_topics={self.repartition_source_topics!r}, copartition_groups={self.copartition_groups!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.subtopology_id, self.source_topics, self.source_topic_regex, self.state_changelog_topics, self.repartition_sink_topics, self.repartition_source_topics, self.copartition_groups, self.unknown_tagged_fields,) == (other.subtopology_id, other.source_topics, other.source_topic_regex, other.state_changelog_topics, other.repartition_sink_topics, other.repartition_source_topics, other.copartition_groups, other.unknown_tagged_fields,)

        __slots__ = ('epoch', 'subtopologies', 'unknown_tagged_fields',)
        #: The epoch of the topology. Used to check if the topology corresponds to the topology initialized on the brokers. (v0+)
        epoch: int
        #: The sub-topologies of the streams application. (v0+)
        subtopologies: list[StreamsGroupHeartbeatRequest.Topology.Subtopology]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, epoch: int = 0, subtopologies: list[StreamsGroupHeartbeatRequest.Topology.Subtopology] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.epoch = epoch
            self.subtopologies = [] if subtopologies is _FRESH else subtopologies
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(epoch={self.epoch!r}, subtopologies={self.subtopologies!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.epoch, self.subtopologies, self.unknown_tagged_fields,) == (other.epoch, other.subtopologies, other.unknown_tagged_fields,)

    class TaskIds:
        """TaskIds (versions 0+)."""
        __slots__ = ('subtopology_id', 'partitions', 'unknown_tagged_fields',)
        #: The subtopology identifier. (v0+)
        subtopology_id: str
        #: The partitions of the input topics processed by this member. (v0+)
        partitions: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, subtopology_id: str = "", partitions: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.subtopology_id = subtopology_id
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(subtopology_id={self.subtopology_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.subtopology_id, self.partitions, self.unknown_tagged_fields,) == (other.subtopology_id, other.partitions, other.unknown_tagged_fields,)

    class Endpoint:
        """Endpoint (versions 0+)."""
        __slots__ = ('host', 'port', 'unknown_tagged_fields',)
        #: host of the endpoint (v0+)
        host: str
        #: port of the endpoint (v0+)
        port: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, host: str = "", port: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.host = host
            self.port = port
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(host={self.host!r}, port={self.port!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.host, self.port, self.unknown_tagged_fields,) == (other.host, other.port, other.unknown_tagged_fields,)

    class TaskOffset:
        """TaskOffset (versions 0+)."""
        __slots__ = ('subtopology_id', 'partition', 'offset', 'unknown_tagged_fields',)
        #: The subtopology identifier. (v0+)
        subtopology_id: str
        #: The partition. (v0+)
        partition: int
        #: The offset. (v0+)
        offset: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, subtopology_id: str = "", partition: int = 0, offset: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.subtopology_id = subtopology_id
            self.partition = partition
            self.offset = offset
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(subtopology_id={self.subtopology_id!r}, partition={self.partition!r}, offset={self.offset!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.subtopology_id, self.partition, self.offset, self.unknown_tagged_fields,) == (other.subtopology_id, other.partition, other.offset, other.unknown_tagged_fields,)

    __slots__ = ('group_id', 'member_id', 'member_epoch', 'endpoint_information_epoch', 'instance_id', 'rack_id', 'rebalance_timeout_ms', 'topology', 'active_tasks', 'standby_tasks', 'warmup_tasks', 'process_id', 'user_endpoint', 'client_tags', 'task_offsets', 'task_end_offsets', 'shutdown_application', 'unknown_tagged_fields',)
    #: The group identifier. (v0+)
    group_id: str
    #: The member ID generated by the streams consumer. The member ID must be kept during the entire lifetime of the streams consumer process. (v0+)
    member_id: str
    #: The current member epoch; 0 to join the group; -1 to leave the group; -2 to indicate that the static member will rejoin. (v0+)
    member_epoch: int
    #: The current endpoint epoch of this client, represents the latest endpoint epoch this client received (v0+)
    endpoint_information_epoch: int
    #: null if not provided or if it didn't change since the last heartbeat; the instance ID for static membership otherwise. (v0+, nullable v0+)
    instance_id: str | None
    #: null if not provided or if it didn't change since the last heartbeat; the rack ID of the member otherwise. (v0+, nullable v0+)
    rack_id: str | None
    #: -1 if it didn't change since the last heartbeat; the maximum time in milliseconds that the coordinator will wait on the member to revoke its tasks otherwise. (v0+)
    rebalance_timeout_ms: int
    #: The topology metadata of the streams application. Used to initialize the topology of the group and to check if the topology corresponds to the topology initialized for the group. Only sent when memberEpoch = 0, must be non-empty. Null otherwise. (v0+, nullable v0+)
    topology: StreamsGroupHeartbeatRequest.Topology | None
    #: Currently owned active tasks for this client. Null if unchanged since last heartbeat. (v0+, nullable v0+)
    active_tasks: list[StreamsGroupHeartbeatRequest.TaskIds] | None
    #: Currently owned standby tasks for this client. Null if unchanged since last heartbeat. (v0+, nullable v0+)
    standby_tasks: list[StreamsGroupHeartbeatRequest.TaskIds] | None
    #: Currently owned warm-up tasks for this client. Null if unchanged since last heartbeat. (v0+, nullable v0+)
    warmup_tasks: list[StreamsGroupHeartbeatRequest.TaskIds] | None
    #: Identity of the streams instance that may have multiple consumers. Null if unchanged since last heartbeat. (v0+, nullable v0+)
    process_id: str | None
    #: User-defined endpoint for Interactive Queries. Null if unchanged since last heartbeat, or if not defined on the client. (v0+, nullable v0+)
    user_endpoint: StreamsGroupHeartbeatRequest.Endpoint | None
    #: Used for rack-aware assignment algorithm. Null if unchanged since last heartbeat. (v0+, nullable v0+)
    client_tags: list[StreamsGroupHeartbeatRequest.KeyValue] | None
    #: Cumulative changelog offsets for tasks. Only updated when a warm-up task has caught up, and according to the task offset interval. Null if unchanged since last heartbeat. (v0+, nullable v0+)
    task_offsets: list[StreamsGroupHeartbeatRequest.TaskOffset] | None
    #: Cumulative changelog end-offsets for tasks. Only updated when a warm-up task has caught up, and according to the task offset interval. Null if unchanged since last heartbeat. (v0+, nullable v0+)
    task_end_offsets: list[StreamsGroupHeartbeatRequest.TaskOffset] | None
    #: Whether all Streams clients in the group should shut down. (v0+)
    shutdown_application: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_id: str = "", member_id: str = "", member_epoch: int = 0, endpoint_information_epoch: int = 0, instance_id: str | None = None, rack_id: str | None = None, rebalance_timeout_ms: int = -1, topology: StreamsGroupHeartbeatRequest.Topology | None = None, active_tasks: list[StreamsGroupHeartbeatRequest.TaskIds] | None = None, standby_tasks: list[StreamsGroupHeartbeatRequest.TaskIds] | None = None, warmup_tasks: list[StreamsGroupHeartbeatRequest.TaskIds] | None = None, process_id: str | None = None, user_endpoint: StreamsGroupHeartbeatRequest.Endpoint | None = None, client_tags: list[StreamsGroupHeartbeatRequest.KeyValue] | None = None, task_offsets: list[StreamsGroupHeartbeatRequest.TaskOffset] | None = None, task_end_offsets: list[StreamsGroupHeartbeatRequest.TaskOffset] | None = None, shutdown_application: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_id = group_id
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.endpoint_information_epoch = endpoint_information_epoch
        self.instance_id = instance_id
        self.rack_id = rack_id
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.topology = topology
        self.active_tasks = active_tasks
        self.standby_tasks = standby_tasks
        self.warmup_tasks = warmup_tasks
        self.process_id = process_id
        self.user_endpoint = user_endpoint
        self.client_tags = client_tags
        self.task_offsets = task_offsets
        self.task_end_offsets = task_end_offsets
        self.shutdown_application = shutdown_application
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_id={self.group_id!r}, member_id={self.member_id!r}, member_epoch={self.member_epoch!r}, endpoint_information_epoch={self.endpoint_information_epoch!r}, instance_id={self.instance_id!r}, rack_id={self.rack_id!r}, rebalance_timeout_ms={self.rebalance_timeout_ms!r}, topology={self.topology!r}, active_tasks={self.active_tasks!r}, standby_tasks={self.standby_tasks!r}, warmup_tasks={self.warmup_tasks!r}, process_id={self.process_id!r}, user_endpoint={self.user_endpoint!r}, client_tags={self.client_tags!r}, task_offsets={self.task_offsets!r}, task_end_offsets={self.task_end_offsets!r}, shutdown_application={self.shutdown_application!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_id, self.member_id, self.member_epoch, self.endpoint_information_epoch, self.instance_id, self.rack_id, self.rebalance_timeout_ms, self.topology, self.active_tasks, self.standby_tasks, self.warmup_tasks, self.process_id, self.user_endpoint, self.client_tags, self.task_offsets, self.task_end_offsets, self.shutdown_application, self.unknown_tagged_fields,) == (other.group_id, other.member_id, other.member_epoch, other.endpoint_information_epoch, other.instance_id, other.rack_id, other.rebalance_timeout_ms, other.topology, other.active_tasks, other.standby_tasks, other.warmup_tasks, other.process_id, other.user_endpoint, other.client_tags, other.task_offsets, other.task_end_offsets, other.shutdown_application, other.unknown_tagged_fields,)


class StreamsGroupHeartbeatResponse(Response):
    """StreamsGroupHeartbeat response (API key 88): versions 0-0, flexible from 0."""

    API_KEY = 88
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class Status:
        """Status (versions 0+)."""
        __slots__ = ('status_code', 'status_detail', 'unknown_tagged_fields',)
        #: A code to indicate that a particular status is active for the group membership (v0+)
        status_code: int
        #: A string representation of the status. (v0+)
        status_detail: str
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, status_code: int = 0, status_detail: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.status_code = status_code
            self.status_detail = status_detail
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(status_code={self.status_code!r}, status_detail={self.status_detail!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.status_code, self.status_detail, self.unknown_tagged_fields,) == (other.status_code, other.status_detail, other.unknown_tagged_fields,)

    class TaskIds:
        """TaskIds (versions 0+)."""
        __slots__ = ('subtopology_id', 'partitions', 'unknown_tagged_fields',)
        #: The subtopology identifier. (v0+)
        subtopology_id: str
        #: The partitions of the input topics processed by this member. (v0+)
        partitions: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, subtopology_id: str = "", partitions: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.subtopology_id = subtopology_id
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(subtopology_id={self.subtopology_id!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.subtopology_id, self.partitions, self.unknown_tagged_fields,) == (other.subtopology_id, other.partitions, other.unknown_tagged_fields,)

    class Endpoint:
        """Endpoint (versions 0+)."""
        __slots__ = ('host', 'port', 'unknown_tagged_fields',)
        #: host of the endpoint (v0+)
        host: str
        #: port of the endpoint (v0+)
        port: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, host: str = "", port: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.host = host
            self.port = port
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(host={self.host!r}, port={self.port!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.host, self.port, self.unknown_tagged_fields,) == (other.host, other.port, other.unknown_tagged_fields,)

    class TopicPartition:
        """TopicPartition (versions 0+)."""
        __slots__ = ('topic', 'partitions', 'unknown_tagged_fields',)
        #: topic name (v0+)
        topic: str
        #: partitions (v0+)
        partitions: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic: str = "", partitions: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic = topic
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic={self.topic!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic, self.partitions, self.unknown_tagged_fields,) == (other.topic, other.partitions, other.unknown_tagged_fields,)

    class EndpointToPartitions:
        """EndpointToPartitions (versions 0+)."""
        __slots__ = ('user_endpoint', 'active_partitions', 'standby_partitions', 'unknown_tagged_fields',)
        #: User-defined endpoint to connect to the node (v0+)
        user_endpoint: StreamsGroupHeartbeatResponse.Endpoint
        #: All topic partitions materialized by active tasks on the node (v0+)
        active_partitions: list[StreamsGroupHeartbeatResponse.TopicPartition]
        #: All topic partitions materialized by standby tasks on the node (v0+)
        standby_partitions: list[StreamsGroupHeartbeatResponse.TopicPartition]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, user_endpoint: StreamsGroupHeartbeatResponse.Endpoint = _FRESH, active_partitions: list[StreamsGroupHeartbeatResponse.TopicPartition] = _FRESH, standby_partitions: list[StreamsGroupHeartbeatResponse.TopicPartition] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.user_endpoint = _StreamsGroupHeartbeatResponse_Endpoint() if user_endpoint is _FRESH else user_endpoint
            self.active_partitions = [] if active_partitions is _FRESH else active_partitions
            self.standby_partitions = [] if standby_partitions is _FRESH else standby_partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(user_endpoint={self.user_endpoint!r}, active_partitions={self.active_partitions!r}, standby_partitions={self.standby_partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.user_endpoint, self.active_partitions, self.standby_partitions, self.unknown_tagged_fields,) == (other.user_endpoint, other.active_partitions, other.standby_partitions, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'member_id', 'member_epoch', 'heartbeat_interval_ms', 'acceptable_recovery_lag', 'task_offset_interval_ms', 'status', 'active_tasks', 'standby_tasks', 'warmup_tasks', 'endpoint_information_epoch', 'partitions_by_user_endpoint', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The top-level error code, or 0 if there was no error (v0+)
    error_code: int
    #: The top-level error message, or null if there was no error. (v0+, nullable v0+)
    error_message: str | None
    #: The member id is always generated by the streams consumer. (v0+)
    member_id: str
    #: The member epoch. (v0+)
    member_epoch: int
    #: The heartbeat interval in milliseconds. (v0+)
    heartbeat_interval_ms: int
    #: The maximal lag a warm-up task can have to be considered caught-up. (v0+)
    acceptable_recovery_lag: int
    #: The interval in which the task changelog offsets on a client are updated on the broker. The offsets are sent with the next heartbeat after this time has passed. (v0+)
    task_offset_interval_ms: int
    #: Indicate zero or more status for the group. (v0+, nullable v0+)
    status: list[StreamsGroupHeartbeatResponse.Status] | None
    #: Assigned active tasks for this client. Null if unchanged since last heartbeat. (v0+, nullable v0+)
    active_tasks: list[StreamsGroupHeartbeatResponse.TaskIds] | None
    #: Assigned standby tasks for this client. Null if unchanged since last heartbeat. (v0+, nullable v0+)
    standby_tasks: list[StreamsGroupHeartbeatResponse.TaskIds] | None
    #: Assigned warm-up tasks for this client. Null if unchanged since last heartbeat. (v0+, nullable v0+)
    warmup_tasks: list[StreamsGroupHeartbeatResponse.TaskIds] | None
    #: The endpoint epoch set in the response (v0+)
    endpoint_information_epoch: int
    #: Global assignment information used for IQ. Null if unchanged since last heartbeat. (v0+, nullable v0+)
    partitions_by_user_endpoint: list[StreamsGroupHeartbeatResponse.EndpointToPartitions] | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = None, member_id: str = "", member_epoch: int = 0, heartbeat_interval_ms: int = 0, acceptable_recovery_lag: int = 0, task_offset_interval_ms: int = 0, status: list[StreamsGroupHeartbeatResponse.Status] | None = _FRESH, active_tasks: list[StreamsGroupHeartbeatResponse.TaskIds] | None = None, standby_tasks: list[StreamsGroupHeartbeatResponse.TaskIds] | None = None, warmup_tasks: list[StreamsGroupHeartbeatResponse.TaskIds] | None = None, endpoint_information_epoch: int = 0, partitions_by_user_endpoint: list[StreamsGroupHeartbeatResponse.EndpointToPartitions] | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.acceptable_recovery_lag = acceptable_recovery_lag
        self.task_offset_interval_ms = task_offset_interval_ms
        self.status = [] if status is _FRESH else status
        self.active_tasks = active_tasks
        self.standby_tasks = standby_tasks
        self.warmup_tasks = warmup_tasks
        self.endpoint_information_epoch = endpoint_information_epoch
        self.partitions_by_user_endpoint = partitions_by_user_endpoint
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, member_id={self.member_id!r}, member_epoch={self.member_epoch!r}, heartbeat_interval_ms={self.heartbeat_interval_ms!r}, acceptable_recovery_lag={self.acceptable_recovery_lag!r}, task_offset_interval_ms={self.task_offset_interval_ms!r}, status={self.status!r}, active_tasks={self.active_tasks!r}, standby_tasks={self.standby_tasks!r}, warmup_tasks={self.warmup_tasks!r}, endpoint_information_epoch={self.endpoint_information_epoch!r}, partitions_by_user_endpoint={self.partitions_by_user_endpoint!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.error_message, self.member_id, self.member_epoch, self.heartbeat_interval_ms, self.acceptable_recovery_lag, self.task_offset_interval_ms, self.status, self.active_tasks, self.standby_tasks, self.warmup_tasks, self.endpoint_information_epoch, self.partitions_by_user_endpoint, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.error_message, other.member_id, other.member_epoch, other.heartbeat_interval_ms, other.acceptable_recovery_lag, other.task_offset_interval_ms, other.status, other.active_tasks, other.standby_tasks, other.warmup_tasks, other.endpoint_information_epoch, other.partitions_by_user_endpoint, other.unknown_tagged_fields,)

_StreamsGroupHeartbeatRequest = StreamsGroupHeartbeatRequest
_StreamsGroupHeartbeatRequest_KeyValue = StreamsGroupHeartbeatRequest.KeyValue
_StreamsGroupHeartbeatRequest_TopicInfo = StreamsGroupHeartbeatRequest.TopicInfo
_StreamsGroupHeartbeatRequest_Topology = StreamsGroupHeartbeatRequest.Topology
_StreamsGroupHeartbeatRequest_Topology_Subtopology = StreamsGroupHeartbeatRequest.Topology.Subtopology
_StreamsGroupHeartbeatRequest_Topology_Subtopology_CopartitionGroup = StreamsGroupHeartbeatRequest.Topology.Subtopology.CopartitionGroup
_StreamsGroupHeartbeatRequest_TaskIds = StreamsGroupHeartbeatRequest.TaskIds
_StreamsGroupHeartbeatRequest_Endpoint = StreamsGroupHeartbeatRequest.Endpoint
_StreamsGroupHeartbeatRequest_TaskOffset = StreamsGroupHeartbeatRequest.TaskOffset
_StreamsGroupHeartbeatResponse = StreamsGroupHeartbeatResponse
_StreamsGroupHeartbeatResponse_Status = StreamsGroupHeartbeatResponse.Status
_StreamsGroupHeartbeatResponse_TaskIds = StreamsGroupHeartbeatResponse.TaskIds
_StreamsGroupHeartbeatResponse_Endpoint = StreamsGroupHeartbeatResponse.Endpoint
_StreamsGroupHeartbeatResponse_TopicPartition = StreamsGroupHeartbeatResponse.TopicPartition
_StreamsGroupHeartbeatResponse_EndpointToPartitions = StreamsGroupHeartbeatResponse.EndpointToPartitions

_S0 = Struct('>ii')
_S1 = Struct('>i')
_S2 = Struct('>ih')
_S3 = Struct('>H')
_S4 = Struct('>iq')
_S5 = Struct('>?')
_S6 = Struct('>iiii')
_S7 = Struct('>b')


# StreamsGroupHeartbeatRequest.KeyValue v0
def _enc_KeyValue_1(o: StreamsGroupHeartbeatRequest.KeyValue, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.key))
    out.append(_p.enc_compact_string(o.value))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatRequest.TopicInfo v0
def _enc_TopicInfo_2(o: StreamsGroupHeartbeatRequest.TopicInfo, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_S2.pack(o.partitions, o.replication_factor))
    a3 = o.topic_configs
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_KeyValue_1(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatRequest.Topology.Subtopology.CopartitionGroup v0
def _enc_CopartitionGroup_3(o: StreamsGroupHeartbeatRequest.Topology.Subtopology.CopartitionGroup, out: list[Buffer]) -> None:
    a0 = o.source_topics
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.append(_pack(">%dh" % len(a0), *a0))
    a1 = o.source_topic_regex
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%dh" % len(a1), *a1))
    a2 = o.repartition_source_topics
    out.append(_p.enc_uvarint(len(a2) + 1))
    out.append(_pack(">%dh" % len(a2), *a2))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatRequest.Topology.Subtopology v0
def _enc_Subtopology_4(o: StreamsGroupHeartbeatRequest.Topology.Subtopology, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.subtopology_id))
    a1 = o.source_topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.extend([_p.enc_compact_string(e) for e in a1])
    a2 = o.source_topic_regex
    out.append(_p.enc_uvarint(len(a2) + 1))
    out.extend([_p.enc_compact_string(e) for e in a2])
    a3 = o.state_changelog_topics
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_TopicInfo_2(e3, out)
    a4 = o.repartition_sink_topics
    out.append(_p.enc_uvarint(len(a4) + 1))
    out.extend([_p.enc_compact_string(e) for e in a4])
    a5 = o.repartition_source_topics
    out.append(_p.enc_uvarint(len(a5) + 1))
    for e5 in a5:
        _enc_TopicInfo_2(e5, out)
    a6 = o.copartition_groups
    out.append(_p.enc_uvarint(len(a6) + 1))
    for e6 in a6:
        _enc_CopartitionGroup_3(e6, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatRequest.Topology v0
def _enc_Topology_5(o: StreamsGroupHeartbeatRequest.Topology, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.epoch))
    a1 = o.subtopologies
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_Subtopology_4(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatRequest.TaskIds v0
def _enc_TaskIds_6(o: StreamsGroupHeartbeatRequest.TaskIds, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.subtopology_id))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatRequest.Endpoint v0
def _enc_Endpoint_7(o: StreamsGroupHeartbeatRequest.Endpoint, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.host))
    out.append(_S3.pack(o.port))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatRequest.TaskOffset v0
def _enc_TaskOffset_8(o: StreamsGroupHeartbeatRequest.TaskOffset, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.subtopology_id))
    out.append(_S4.pack(o.partition, o.offset))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatRequest v0
def _enc_StreamsGroupHeartbeatRequest_9(o: StreamsGroupHeartbeatRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_S0.pack(o.member_epoch, o.endpoint_information_epoch))
    out.append(_p.enc_compact_nullable_string(o.instance_id))
    out.append(_p.enc_compact_nullable_string(o.rack_id))
    out.append(_S1.pack(o.rebalance_timeout_ms))
    if o.topology is None:
        out.append(b"\xff")
    else:
        out.append(b"\x01")
        _enc_Topology_5(o.topology, out)
    a8 = o.active_tasks
    if a8 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a8) + 1))
        for e8 in a8:
            _enc_TaskIds_6(e8, out)
    a9 = o.standby_tasks
    if a9 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a9) + 1))
        for e9 in a9:
            _enc_TaskIds_6(e9, out)
    a10 = o.warmup_tasks
    if a10 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a10) + 1))
        for e10 in a10:
            _enc_TaskIds_6(e10, out)
    out.append(_p.enc_compact_nullable_string(o.process_id))
    if o.user_endpoint is None:
        out.append(b"\xff")
    else:
        out.append(b"\x01")
        _enc_Endpoint_7(o.user_endpoint, out)
    a13 = o.client_tags
    if a13 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a13) + 1))
        for e13 in a13:
            _enc_KeyValue_1(e13, out)
    a14 = o.task_offsets
    if a14 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a14) + 1))
        for e14 in a14:
            _enc_TaskOffset_8(e14, out)
    a15 = o.task_end_offsets
    if a15 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a15) + 1))
        for e15 in a15:
            _enc_TaskOffset_8(e15, out)
    out.append(_S5.pack(o.shutdown_application))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatRequest.KeyValue v0
def _dec_KeyValue_10(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatRequest.KeyValue, int]:
    f_key: str
    f_value: str
    c_key = buf[pos] if pos < len(buf) else 0
    if 0 < c_key < 128 and pos + c_key <= len(buf):
        f_key = _p.utf8_slice(buf, pos + 1, pos + c_key)
        pos += c_key
    else:
        f_key, pos = _p.dec_compact_string(buf, pos)
    c_value = buf[pos] if pos < len(buf) else 0
    if 0 < c_value < 128 and pos + c_value <= len(buf):
        f_value = _p.utf8_slice(buf, pos + 1, pos + c_value)
        pos += c_value
    else:
        f_value, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatRequest_KeyValue(f_key, f_value, unknown), pos


# StreamsGroupHeartbeatRequest.TopicInfo v0
def _dec_TopicInfo_11(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatRequest.TopicInfo, int]:
    f_name: str
    f_partitions: int
    f_replication_factor: int
    f_topic_configs: list[StreamsGroupHeartbeatRequest.KeyValue]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    f_partitions, f_replication_factor = _S2.unpack_from(buf, pos)
    pos += 6
    n_topic_configs = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topic_configs < 127 and n_topic_configs * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topic_configs, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topic_configs: list[StreamsGroupHeartbeatRequest.KeyValue] = []
    for _ in range(n_topic_configs):
        e_topic_configs, pos = _dec_KeyValue_10(buf, pos)
        l_topic_configs.append(e_topic_configs)
    f_topic_configs = l_topic_configs
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatRequest_TopicInfo(f_name, f_partitions, f_replication_factor, f_topic_configs, unknown), pos


# StreamsGroupHeartbeatRequest.Topology.Subtopology.CopartitionGroup v0
def _dec_CopartitionGroup_12(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatRequest.Topology.Subtopology.CopartitionGroup, int]:
    f_source_topics: list[int]
    f_source_topic_regex: list[int]
    f_repartition_source_topics: list[int]
    n_source_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_source_topics < 127 and n_source_topics * 2 < len(buf) - pos:
        pos += 1
    else:
        n_source_topics, pos = _p.dec_compact_array_len(buf, pos, 2)
    f_source_topics, pos = _p.dec_fixed_array(buf, pos, n_source_topics, 'h')
    n_source_topic_regex = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_source_topic_regex < 127 and n_source_topic_regex * 2 < len(buf) - pos:
        pos += 1
    else:
        n_source_topic_regex, pos = _p.dec_compact_array_len(buf, pos, 2)
    f_source_topic_regex, pos = _p.dec_fixed_array(buf, pos, n_source_topic_regex, 'h')
    n_repartition_source_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_repartition_source_topics < 127 and n_repartition_source_topics * 2 < len(buf) - pos:
        pos += 1
    else:
        n_repartition_source_topics, pos = _p.dec_compact_array_len(buf, pos, 2)
    f_repartition_source_topics, pos = _p.dec_fixed_array(buf, pos, n_repartition_source_topics, 'h')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatRequest_Topology_Subtopology_CopartitionGroup(f_source_topics, f_source_topic_regex, f_repartition_source_topics, unknown), pos


# StreamsGroupHeartbeatRequest.Topology.Subtopology v0
def _dec_Subtopology_13(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatRequest.Topology.Subtopology, int]:
    f_subtopology_id: str
    f_source_topics: list[str]
    f_source_topic_regex: list[str]
    f_state_changelog_topics: list[StreamsGroupHeartbeatRequest.TopicInfo]
    f_repartition_sink_topics: list[str]
    f_repartition_source_topics: list[StreamsGroupHeartbeatRequest.TopicInfo]
    f_copartition_groups: list[StreamsGroupHeartbeatRequest.Topology.Subtopology.CopartitionGroup]
    c_subtopology_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_subtopology_id < 128 and pos + c_subtopology_id <= len(buf):
        f_subtopology_id = _p.utf8_slice(buf, pos + 1, pos + c_subtopology_id)
        pos += c_subtopology_id
    else:
        f_subtopology_id, pos = _p.dec_compact_string(buf, pos)
    n_source_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_source_topics < 127 and n_source_topics < len(buf) - pos:
        pos += 1
    else:
        n_source_topics, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_source_topics: list[str] = []
    for _ in range(n_source_topics):
        e_source_topics, pos = _p.dec_compact_string(buf, pos)
        l_source_topics.append(e_source_topics)
    f_source_topics = l_source_topics
    n_source_topic_regex = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_source_topic_regex < 127 and n_source_topic_regex < len(buf) - pos:
        pos += 1
    else:
        n_source_topic_regex, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_source_topic_regex: list[str] = []
    for _ in range(n_source_topic_regex):
        e_source_topic_regex, pos = _p.dec_compact_string(buf, pos)
        l_source_topic_regex.append(e_source_topic_regex)
    f_source_topic_regex = l_source_topic_regex
    n_state_changelog_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_state_changelog_topics < 127 and n_state_changelog_topics * 9 < len(buf) - pos:
        pos += 1
    else:
        n_state_changelog_topics, pos = _p.dec_compact_array_len(buf, pos, 9)
    l_state_changelog_topics: list[StreamsGroupHeartbeatRequest.TopicInfo] = []
    for _ in range(n_state_changelog_topics):
        e_state_changelog_topics, pos = _dec_TopicInfo_11(buf, pos)
        l_state_changelog_topics.append(e_state_changelog_topics)
    f_state_changelog_topics = l_state_changelog_topics
    n_repartition_sink_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_repartition_sink_topics < 127 and n_repartition_sink_topics < len(buf) - pos:
        pos += 1
    else:
        n_repartition_sink_topics, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_repartition_sink_topics: list[str] = []
    for _ in range(n_repartition_sink_topics):
        e_repartition_sink_topics, pos = _p.dec_compact_string(buf, pos)
        l_repartition_sink_topics.append(e_repartition_sink_topics)
    f_repartition_sink_topics = l_repartition_sink_topics
    n_repartition_source_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_repartition_source_topics < 127 and n_repartition_source_topics * 9 < len(buf) - pos:
        pos += 1
    else:
        n_repartition_source_topics, pos = _p.dec_compact_array_len(buf, pos, 9)
    l_repartition_source_topics: list[StreamsGroupHeartbeatRequest.TopicInfo] = []
    for _ in range(n_repartition_source_topics):
        e_repartition_source_topics, pos = _dec_TopicInfo_11(buf, pos)
        l_repartition_source_topics.append(e_repartition_source_topics)
    f_repartition_source_topics = l_repartition_source_topics
    n_copartition_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_copartition_groups < 127 and n_copartition_groups * 4 < len(buf) - pos:
        pos += 1
    else:
        n_copartition_groups, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_copartition_groups: list[StreamsGroupHeartbeatRequest.Topology.Subtopology.CopartitionGroup] = []
    for _ in range(n_copartition_groups):
        e_copartition_groups, pos = _dec_CopartitionGroup_12(buf, pos)
        l_copartition_groups.append(e_copartition_groups)
    f_copartition_groups = l_copartition_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatRequest_Topology_Subtopology(f_subtopology_id, f_source_topics, f_source_topic_regex, f_state_changelog_topics, f_repartition_sink_topics, f_repartition_source_topics, f_copartition_groups, unknown), pos


# StreamsGroupHeartbeatRequest.Topology v0
def _dec_Topology_14(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatRequest.Topology, int]:
    f_epoch: int
    f_subtopologies: list[StreamsGroupHeartbeatRequest.Topology.Subtopology]
    f_epoch = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_subtopologies = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_subtopologies < 127 and n_subtopologies * 8 < len(buf) - pos:
        pos += 1
    else:
        n_subtopologies, pos = _p.dec_compact_array_len(buf, pos, 8)
    l_subtopologies: list[StreamsGroupHeartbeatRequest.Topology.Subtopology] = []
    for _ in range(n_subtopologies):
        e_subtopologies, pos = _dec_Subtopology_13(buf, pos)
        l_subtopologies.append(e_subtopologies)
    f_subtopologies = l_subtopologies
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatRequest_Topology(f_epoch, f_subtopologies, unknown), pos


# StreamsGroupHeartbeatRequest.TaskIds v0
def _dec_TaskIds_15(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatRequest.TaskIds, int]:
    f_subtopology_id: str
    f_partitions: list[int]
    c_subtopology_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_subtopology_id < 128 and pos + c_subtopology_id <= len(buf):
        f_subtopology_id = _p.utf8_slice(buf, pos + 1, pos + c_subtopology_id)
        pos += c_subtopology_id
    else:
        f_subtopology_id, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 4 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatRequest_TaskIds(f_subtopology_id, f_partitions, unknown), pos


# StreamsGroupHeartbeatRequest.Endpoint v0
def _dec_Endpoint_16(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatRequest.Endpoint, int]:
    f_host: str
    f_port: int
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S3.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatRequest_Endpoint(f_host, f_port, unknown), pos


# StreamsGroupHeartbeatRequest.TaskOffset v0
def _dec_TaskOffset_17(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatRequest.TaskOffset, int]:
    f_subtopology_id: str
    f_partition: int
    f_offset: int
    c_subtopology_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_subtopology_id < 128 and pos + c_subtopology_id <= len(buf):
        f_subtopology_id = _p.utf8_slice(buf, pos + 1, pos + c_subtopology_id)
        pos += c_subtopology_id
    else:
        f_subtopology_id, pos = _p.dec_compact_string(buf, pos)
    f_partition, f_offset = _S4.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatRequest_TaskOffset(f_subtopology_id, f_partition, f_offset, unknown), pos


# StreamsGroupHeartbeatRequest v0
def _dec_StreamsGroupHeartbeatRequest_18(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatRequest, int]:
    f_group_id: str
    f_member_id: str
    f_member_epoch: int
    f_endpoint_information_epoch: int
    f_instance_id: str | None
    f_rack_id: str | None
    f_rebalance_timeout_ms: int
    f_topology: StreamsGroupHeartbeatRequest.Topology | None
    f_active_tasks: list[StreamsGroupHeartbeatRequest.TaskIds] | None
    f_standby_tasks: list[StreamsGroupHeartbeatRequest.TaskIds] | None
    f_warmup_tasks: list[StreamsGroupHeartbeatRequest.TaskIds] | None
    f_process_id: str | None
    f_user_endpoint: StreamsGroupHeartbeatRequest.Endpoint | None
    f_client_tags: list[StreamsGroupHeartbeatRequest.KeyValue] | None
    f_task_offsets: list[StreamsGroupHeartbeatRequest.TaskOffset] | None
    f_task_end_offsets: list[StreamsGroupHeartbeatRequest.TaskOffset] | None
    f_shutdown_application: bool
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    c_member_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_member_id < 128 and pos + c_member_id <= len(buf):
        f_member_id = _p.utf8_slice(buf, pos + 1, pos + c_member_id)
        pos += c_member_id
    else:
        f_member_id, pos = _p.dec_compact_string(buf, pos)
    f_member_epoch, f_endpoint_information_epoch = _S0.unpack_from(buf, pos)
    pos += 8
    if pos < len(buf) and buf[pos] == 0:
        f_instance_id = None
        pos += 1
    else:
        f_instance_id, pos = _p.dec_compact_nullable_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_rack_id = None
        pos += 1
    else:
        f_rack_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_rebalance_timeout_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    m_topology, pos = _p.dec_int8(buf, pos)
    if m_topology < 0:
        f_topology = None
    else:
        f_topology, pos = _dec_Topology_14(buf, pos)
    n_active_tasks = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_active_tasks < 127 and n_active_tasks * 3 < len(buf) - pos:
        pos += 1
    else:
        n_active_tasks, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_active_tasks < 0:
        f_active_tasks = None
    else:
        l_active_tasks: list[StreamsGroupHeartbeatRequest.TaskIds] = []
        for _ in range(n_active_tasks):
            e_active_tasks, pos = _dec_TaskIds_15(buf, pos)
            l_active_tasks.append(e_active_tasks)
        f_active_tasks = l_active_tasks
    n_standby_tasks = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_standby_tasks < 127 and n_standby_tasks * 3 < len(buf) - pos:
        pos += 1
    else:
        n_standby_tasks, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_standby_tasks < 0:
        f_standby_tasks = None
    else:
        l_standby_tasks: list[StreamsGroupHeartbeatRequest.TaskIds] = []
        for _ in range(n_standby_tasks):
            e_standby_tasks, pos = _dec_TaskIds_15(buf, pos)
            l_standby_tasks.append(e_standby_tasks)
        f_standby_tasks = l_standby_tasks
    n_warmup_tasks = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_warmup_tasks < 127 and n_warmup_tasks * 3 < len(buf) - pos:
        pos += 1
    else:
        n_warmup_tasks, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_warmup_tasks < 0:
        f_warmup_tasks = None
    else:
        l_warmup_tasks: list[StreamsGroupHeartbeatRequest.TaskIds] = []
        for _ in range(n_warmup_tasks):
            e_warmup_tasks, pos = _dec_TaskIds_15(buf, pos)
            l_warmup_tasks.append(e_warmup_tasks)
        f_warmup_tasks = l_warmup_tasks
    if pos < len(buf) and buf[pos] == 0:
        f_process_id = None
        pos += 1
    else:
        f_process_id, pos = _p.dec_compact_nullable_string(buf, pos)
    m_user_endpoint, pos = _p.dec_int8(buf, pos)
    if m_user_endpoint < 0:
        f_user_endpoint = None
    else:
        f_user_endpoint, pos = _dec_Endpoint_16(buf, pos)
    n_client_tags = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_client_tags < 127 and n_client_tags * 3 < len(buf) - pos:
        pos += 1
    else:
        n_client_tags, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_client_tags < 0:
        f_client_tags = None
    else:
        l_client_tags: list[StreamsGroupHeartbeatRequest.KeyValue] = []
        for _ in range(n_client_tags):
            e_client_tags, pos = _dec_KeyValue_10(buf, pos)
            l_client_tags.append(e_client_tags)
        f_client_tags = l_client_tags
    n_task_offsets = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_task_offsets < 127 and n_task_offsets * 14 < len(buf) - pos:
        pos += 1
    else:
        n_task_offsets, pos = _p.dec_compact_nullable_array_len(buf, pos, 14)
    if n_task_offsets < 0:
        f_task_offsets = None
    else:
        l_task_offsets: list[StreamsGroupHeartbeatRequest.TaskOffset] = []
        for _ in range(n_task_offsets):
            e_task_offsets, pos = _dec_TaskOffset_17(buf, pos)
            l_task_offsets.append(e_task_offsets)
        f_task_offsets = l_task_offsets
    n_task_end_offsets = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_task_end_offsets < 127 and n_task_end_offsets * 14 < len(buf) - pos:
        pos += 1
    else:
        n_task_end_offsets, pos = _p.dec_compact_nullable_array_len(buf, pos, 14)
    if n_task_end_offsets < 0:
        f_task_end_offsets = None
    else:
        l_task_end_offsets: list[StreamsGroupHeartbeatRequest.TaskOffset] = []
        for _ in range(n_task_end_offsets):
            e_task_end_offsets, pos = _dec_TaskOffset_17(buf, pos)
            l_task_end_offsets.append(e_task_end_offsets)
        f_task_end_offsets = l_task_end_offsets
    f_shutdown_application = _S5.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatRequest(f_group_id, f_member_id, f_member_epoch, f_endpoint_information_epoch, f_instance_id, f_rack_id, f_rebalance_timeout_ms, f_topology, f_active_tasks, f_standby_tasks, f_warmup_tasks, f_process_id, f_user_endpoint, f_client_tags, f_task_offsets, f_task_end_offsets, f_shutdown_application, unknown), pos


# StreamsGroupHeartbeatResponse.Status v0
def _enc_Status_19(o: StreamsGroupHeartbeatResponse.Status, out: list[Buffer]) -> None:
    out.append(_S7.pack(o.status_code))
    out.append(_p.enc_compact_string(o.status_detail))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatResponse.TaskIds v0
def _enc_TaskIds_20(o: StreamsGroupHeartbeatResponse.TaskIds, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.subtopology_id))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatResponse.Endpoint v0
def _enc_Endpoint_21(o: StreamsGroupHeartbeatResponse.Endpoint, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.host))
    out.append(_S3.pack(o.port))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatResponse.TopicPartition v0
def _enc_TopicPartition_22(o: StreamsGroupHeartbeatResponse.TopicPartition, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatResponse.EndpointToPartitions v0
def _enc_EndpointToPartitions_23(o: StreamsGroupHeartbeatResponse.EndpointToPartitions, out: list[Buffer]) -> None:
    _enc_Endpoint_21(o.user_endpoint, out)
    a1 = o.active_partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_TopicPartition_22(e1, out)
    a2 = o.standby_partitions
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_TopicPartition_22(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatResponse v0
def _enc_StreamsGroupHeartbeatResponse_24(o: StreamsGroupHeartbeatResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_S6.pack(o.member_epoch, o.heartbeat_interval_ms, o.acceptable_recovery_lag, o.task_offset_interval_ms))
    a8 = o.status
    if a8 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a8) + 1))
        for e8 in a8:
            _enc_Status_19(e8, out)
    a9 = o.active_tasks
    if a9 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a9) + 1))
        for e9 in a9:
            _enc_TaskIds_20(e9, out)
    a10 = o.standby_tasks
    if a10 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a10) + 1))
        for e10 in a10:
            _enc_TaskIds_20(e10, out)
    a11 = o.warmup_tasks
    if a11 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a11) + 1))
        for e11 in a11:
            _enc_TaskIds_20(e11, out)
    out.append(_S1.pack(o.endpoint_information_epoch))
    a13 = o.partitions_by_user_endpoint
    if a13 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a13) + 1))
        for e13 in a13:
            _enc_EndpointToPartitions_23(e13, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupHeartbeatResponse.Status v0
def _dec_Status_25(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatResponse.Status, int]:
    f_status_code: int
    f_status_detail: str
    f_status_code = _S7.unpack_from(buf, pos)[0]
    pos += 1
    c_status_detail = buf[pos] if pos < len(buf) else 0
    if 0 < c_status_detail < 128 and pos + c_status_detail <= len(buf):
        f_status_detail = _p.utf8_slice(buf, pos + 1, pos + c_status_detail)
        pos += c_status_detail
    else:
        f_status_detail, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatResponse_Status(f_status_code, f_status_detail, unknown), pos


# StreamsGroupHeartbeatResponse.TaskIds v0
def _dec_TaskIds_26(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatResponse.TaskIds, int]:
    f_subtopology_id: str
    f_partitions: list[int]
    c_subtopology_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_subtopology_id < 128 and pos + c_subtopology_id <= len(buf):
        f_subtopology_id = _p.utf8_slice(buf, pos + 1, pos + c_subtopology_id)
        pos += c_subtopology_id
    else:
        f_subtopology_id, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 4 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatResponse_TaskIds(f_subtopology_id, f_partitions, unknown), pos


# StreamsGroupHeartbeatResponse.Endpoint v0
def _dec_Endpoint_27(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatResponse.Endpoint, int]:
    f_host: str
    f_port: int
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S3.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatResponse_Endpoint(f_host, f_port, unknown), pos


# StreamsGroupHeartbeatResponse.TopicPartition v0
def _dec_TopicPartition_28(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatResponse.TopicPartition, int]:
    f_topic: str
    f_partitions: list[int]
    c_topic = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic < 128 and pos + c_topic <= len(buf):
        f_topic = _p.utf8_slice(buf, pos + 1, pos + c_topic)
        pos += c_topic
    else:
        f_topic, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 4 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatResponse_TopicPartition(f_topic, f_partitions, unknown), pos


# StreamsGroupHeartbeatResponse.EndpointToPartitions v0
def _dec_EndpointToPartitions_29(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatResponse.EndpointToPartitions, int]:
    f_user_endpoint: StreamsGroupHeartbeatResponse.Endpoint
    f_active_partitions: list[StreamsGroupHeartbeatResponse.TopicPartition]
    f_standby_partitions: list[StreamsGroupHeartbeatResponse.TopicPartition]
    f_user_endpoint, pos = _dec_Endpoint_27(buf, pos)
    n_active_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_active_partitions < 127 and n_active_partitions * 3 < len(buf) - pos:
        pos += 1
    else:
        n_active_partitions, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_active_partitions: list[StreamsGroupHeartbeatResponse.TopicPartition] = []
    for _ in range(n_active_partitions):
        e_active_partitions, pos = _dec_TopicPartition_28(buf, pos)
        l_active_partitions.append(e_active_partitions)
    f_active_partitions = l_active_partitions
    n_standby_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_standby_partitions < 127 and n_standby_partitions * 3 < len(buf) - pos:
        pos += 1
    else:
        n_standby_partitions, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_standby_partitions: list[StreamsGroupHeartbeatResponse.TopicPartition] = []
    for _ in range(n_standby_partitions):
        e_standby_partitions, pos = _dec_TopicPartition_28(buf, pos)
        l_standby_partitions.append(e_standby_partitions)
    f_standby_partitions = l_standby_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatResponse_EndpointToPartitions(f_user_endpoint, f_active_partitions, f_standby_partitions, unknown), pos


# StreamsGroupHeartbeatResponse v0
def _dec_StreamsGroupHeartbeatResponse_30(buf: memoryview, pos: int) -> tuple[StreamsGroupHeartbeatResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_member_id: str
    f_member_epoch: int
    f_heartbeat_interval_ms: int
    f_acceptable_recovery_lag: int
    f_task_offset_interval_ms: int
    f_status: list[StreamsGroupHeartbeatResponse.Status] | None
    f_active_tasks: list[StreamsGroupHeartbeatResponse.TaskIds] | None
    f_standby_tasks: list[StreamsGroupHeartbeatResponse.TaskIds] | None
    f_warmup_tasks: list[StreamsGroupHeartbeatResponse.TaskIds] | None
    f_endpoint_information_epoch: int
    f_partitions_by_user_endpoint: list[StreamsGroupHeartbeatResponse.EndpointToPartitions] | None
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    c_member_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_member_id < 128 and pos + c_member_id <= len(buf):
        f_member_id = _p.utf8_slice(buf, pos + 1, pos + c_member_id)
        pos += c_member_id
    else:
        f_member_id, pos = _p.dec_compact_string(buf, pos)
    f_member_epoch, f_heartbeat_interval_ms, f_acceptable_recovery_lag, f_task_offset_interval_ms = _S6.unpack_from(buf, pos)
    pos += 16
    n_status = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_status < 127 and n_status * 3 < len(buf) - pos:
        pos += 1
    else:
        n_status, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_status < 0:
        f_status = None
    else:
        l_status: list[StreamsGroupHeartbeatResponse.Status] = []
        for _ in range(n_status):
            e_status, pos = _dec_Status_25(buf, pos)
            l_status.append(e_status)
        f_status = l_status
    n_active_tasks = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_active_tasks < 127 and n_active_tasks * 3 < len(buf) - pos:
        pos += 1
    else:
        n_active_tasks, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_active_tasks < 0:
        f_active_tasks = None
    else:
        l_active_tasks: list[StreamsGroupHeartbeatResponse.TaskIds] = []
        for _ in range(n_active_tasks):
            e_active_tasks, pos = _dec_TaskIds_26(buf, pos)
            l_active_tasks.append(e_active_tasks)
        f_active_tasks = l_active_tasks
    n_standby_tasks = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_standby_tasks < 127 and n_standby_tasks * 3 < len(buf) - pos:
        pos += 1
    else:
        n_standby_tasks, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_standby_tasks < 0:
        f_standby_tasks = None
    else:
        l_standby_tasks: list[StreamsGroupHeartbeatResponse.TaskIds] = []
        for _ in range(n_standby_tasks):
            e_standby_tasks, pos = _dec_TaskIds_26(buf, pos)
            l_standby_tasks.append(e_standby_tasks)
        f_standby_tasks = l_standby_tasks
    n_warmup_tasks = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_warmup_tasks < 127 and n_warmup_tasks * 3 < len(buf) - pos:
        pos += 1
    else:
        n_warmup_tasks, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_warmup_tasks < 0:
        f_warmup_tasks = None
    else:
        l_warmup_tasks: list[StreamsGroupHeartbeatResponse.TaskIds] = []
        for _ in range(n_warmup_tasks):
            e_warmup_tasks, pos = _dec_TaskIds_26(buf, pos)
            l_warmup_tasks.append(e_warmup_tasks)
        f_warmup_tasks = l_warmup_tasks
    f_endpoint_information_epoch = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_partitions_by_user_endpoint = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions_by_user_endpoint < 127 and n_partitions_by_user_endpoint * 7 < len(buf) - pos:
        pos += 1
    else:
        n_partitions_by_user_endpoint, pos = _p.dec_compact_nullable_array_len(buf, pos, 7)
    if n_partitions_by_user_endpoint < 0:
        f_partitions_by_user_endpoint = None
    else:
        l_partitions_by_user_endpoint: list[StreamsGroupHeartbeatResponse.EndpointToPartitions] = []
        for _ in range(n_partitions_by_user_endpoint):
            e_partitions_by_user_endpoint, pos = _dec_EndpointToPartitions_29(buf, pos)
            l_partitions_by_user_endpoint.append(e_partitions_by_user_endpoint)
        f_partitions_by_user_endpoint = l_partitions_by_user_endpoint
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupHeartbeatResponse(f_throttle_time_ms, f_error_code, f_error_message, f_member_id, f_member_epoch, f_heartbeat_interval_ms, f_acceptable_recovery_lag, f_task_offset_interval_ms, f_status, f_active_tasks, f_standby_tasks, f_warmup_tasks, f_endpoint_information_epoch, f_partitions_by_user_endpoint, unknown), pos


StreamsGroupHeartbeatRequest._ENCODERS = (_enc_StreamsGroupHeartbeatRequest_9,)
StreamsGroupHeartbeatRequest._DECODERS = (_dec_StreamsGroupHeartbeatRequest_18,)
StreamsGroupHeartbeatResponse._ENCODERS = (_enc_StreamsGroupHeartbeatResponse_24,)
StreamsGroupHeartbeatResponse._DECODERS = (_dec_StreamsGroupHeartbeatResponse_30,)
StreamsGroupHeartbeatRequest.RESPONSE = StreamsGroupHeartbeatResponse
StreamsGroupHeartbeatResponse.REQUEST = StreamsGroupHeartbeatRequest
