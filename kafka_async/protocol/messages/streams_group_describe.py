# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""StreamsGroupDescribe (API key 89): request and response, versions 0-0."""

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

__all__ = ["StreamsGroupDescribeRequest", "StreamsGroupDescribeResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class StreamsGroupDescribeRequest(Request["StreamsGroupDescribeResponse"]):
    """StreamsGroupDescribe request (API key 89): versions 0-0, flexible from 0."""

    API_KEY = 89
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    __slots__ = ('group_ids', 'include_authorized_operations', 'unknown_tagged_fields',)
    #: The ids of the groups to describe (v0+)
    group_ids: list[str]
    #: Whether to include authorized operations. (v0+)
    include_authorized_operations: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, group_ids: list[str] = _FRESH, include_authorized_operations: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.group_ids = [] if group_ids is _FRESH else group_ids
        self.include_authorized_operations = include_authorized_operations
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(group_ids={self.group_ids!r}, include_authorized_operations={self.include_authorized_operations!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.group_ids, self.include_authorized_operations, self.unknown_tagged_fields,) == (other.group_ids, other.include_authorized_operations, other.unknown_tagged_fields,)


class StreamsGroupDescribeResponse(Response):
    """StreamsGroupDescribe response (API key 89): versions 0-0, flexible from 0."""

    API_KEY = 89
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
        topic_configs: list[StreamsGroupDescribeResponse.KeyValue]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: int = 0, replication_factor: int = 0, topic_configs: list[StreamsGroupDescribeResponse.KeyValue] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
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

    class Assignment:
        """Assignment (versions 0+)."""
        __slots__ = ('active_tasks', 'standby_tasks', 'warmup_tasks', 'unknown_tagged_fields',)
        #: Active tasks for this client. (v0+)
        active_tasks: list[StreamsGroupDescribeResponse.TaskIds]
        #: Standby tasks for this client. (v0+)
        standby_tasks: list[StreamsGroupDescribeResponse.TaskIds]
        #: Warm-up tasks for this client. (v0+)
        warmup_tasks: list[StreamsGroupDescribeResponse.TaskIds]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, active_tasks: list[StreamsGroupDescribeResponse.TaskIds] = _FRESH, standby_tasks: list[StreamsGroupDescribeResponse.TaskIds] = _FRESH, warmup_tasks: list[StreamsGroupDescribeResponse.TaskIds] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.active_tasks = [] if active_tasks is _FRESH else active_tasks
            self.standby_tasks = [] if standby_tasks is _FRESH else standby_tasks
            self.warmup_tasks = [] if warmup_tasks is _FRESH else warmup_tasks
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(active_tasks={self.active_tasks!r}, standby_tasks={self.standby_tasks!r}, warmup_tasks={self.warmup_tasks!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.active_tasks, self.standby_tasks, self.warmup_tasks, self.unknown_tagged_fields,) == (other.active_tasks, other.standby_tasks, other.warmup_tasks, other.unknown_tagged_fields,)

    class DescribedGroup:
        """DescribedGroup (versions 0+)."""

        class Topology:
            """Topology (versions 0+)."""

            class Subtopology:
                """Subtopology (versions 0+)."""
                __slots__ = ('subtopology_id', 'source_topics', 'repartition_sink_topics', 'state_changelog_topics', 'repartition_source_topics', 'unknown_tagged_fields',)
                #: String to uniquely identify the subtopology. (v0+)
                subtopology_id: str
                #: The topics the subtopology reads from. (v0+)
                source_topics: list[str]
                #: The repartition topics the subtopology writes to. (v0+)
                repartition_sink_topics: list[str]
                #: The set of state changelog topics associated with this subtopology. Created automatically. (v0+)
                state_changelog_topics: list[StreamsGroupDescribeResponse.TopicInfo]
                #: The set of source topics that are internally created repartition topics. Created automatically. (v0+)
                repartition_source_topics: list[StreamsGroupDescribeResponse.TopicInfo]
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, subtopology_id: str = "", source_topics: list[str] = _FRESH, repartition_sink_topics: list[str] = _FRESH, state_changelog_topics: list[StreamsGroupDescribeResponse.TopicInfo] = _FRESH, repartition_source_topics: list[StreamsGroupDescribeResponse.TopicInfo] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.subtopology_id = subtopology_id
                    self.source_topics = [] if source_topics is _FRESH else source_topics
                    self.repartition_sink_topics = [] if repartition_sink_topics is _FRESH else repartition_sink_topics
                    self.state_changelog_topics = [] if state_changelog_topics is _FRESH else state_changelog_topics
                    self.repartition_source_topics = [] if repartition_source_topics is _FRESH else repartition_source_topics
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(subtopology_id={self.subtopology_id!r}, source_topics={self.source_topics!r}, repartition_sink_topics={self.repartition_sink_topics!r}, state_changelog_topics={self.state_changelog_topics!r}, repartition_source_topics={self.repartition_source_topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.subtopology_id, self.source_topics, self.repartition_sink_topics, self.state_changelog_topics, self.repartition_source_topics, self.unknown_tagged_fields,) == (other.subtopology_id, other.source_topics, other.repartition_sink_topics, other.state_changelog_topics, other.repartition_source_topics, other.unknown_tagged_fields,)

            __slots__ = ('epoch', 'subtopologies', 'unknown_tagged_fields',)
            #: The epoch of the currently initialized topology for this group. (v0+)
            epoch: int
            #: The subtopologies of the streams application. This contains the configured subtopologies, where the number of partitions are set and any regular expressions are resolved to actual topics. Null if the group is uninitialized, source topics are missing or incorrectly partitioned. (v0+, nullable v0+)
            subtopologies: list[StreamsGroupDescribeResponse.DescribedGroup.Topology.Subtopology] | None
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, epoch: int = 0, subtopologies: list[StreamsGroupDescribeResponse.DescribedGroup.Topology.Subtopology] | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.epoch = epoch
                self.subtopologies = subtopologies
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(epoch={self.epoch!r}, subtopologies={self.subtopologies!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.epoch, self.subtopologies, self.unknown_tagged_fields,) == (other.epoch, other.subtopologies, other.unknown_tagged_fields,)

        class Member:
            """Member (versions 0+)."""
            __slots__ = ('member_id', 'member_epoch', 'instance_id', 'rack_id', 'client_id', 'client_host', 'topology_epoch', 'process_id', 'user_endpoint', 'client_tags', 'task_offsets', 'task_end_offsets', 'assignment', 'target_assignment', 'is_classic', 'unknown_tagged_fields',)
            #: The member ID. (v0+)
            member_id: str
            #: The member epoch. (v0+)
            member_epoch: int
            #: The member instance ID for static membership. (v0+, nullable v0+)
            instance_id: str | None
            #: The rack ID. (v0+, nullable v0+)
            rack_id: str | None
            #: The client ID. (v0+)
            client_id: str
            #: The client host. (v0+)
            client_host: str
            #: The epoch of the topology on the client. (v0+)
            topology_epoch: int
            #: Identity of the streams instance that may have multiple clients. (v0+)
            process_id: str
            #: User-defined endpoint for Interactive Queries. Null if not defined for this client. (v0+, nullable v0+)
            user_endpoint: StreamsGroupDescribeResponse.Endpoint | None
            #: Used for rack-aware assignment algorithm. (v0+)
            client_tags: list[StreamsGroupDescribeResponse.KeyValue]
            #: Cumulative changelog offsets for tasks. (v0+)
            task_offsets: list[StreamsGroupDescribeResponse.TaskOffset]
            #: Cumulative changelog end offsets for tasks. (v0+)
            task_end_offsets: list[StreamsGroupDescribeResponse.TaskOffset]
            #: The current assignment. (v0+)
            assignment: StreamsGroupDescribeResponse.Assignment
            #: The target assignment. (v0+)
            target_assignment: StreamsGroupDescribeResponse.Assignment
            #: True for classic members that have not been upgraded yet. (v0+)
            is_classic: bool
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, member_id: str = "", member_epoch: int = 0, instance_id: str | None = None, rack_id: str | None = None, client_id: str = "", client_host: str = "", topology_epoch: int = 0, process_id: str = "", user_endpoint: StreamsGroupDescribeResponse.Endpoint | None = None, client_tags: list[StreamsGroupDescribeResponse.KeyValue] = _FRESH, task_offsets: list[StreamsGroupDescribeResponse.TaskOffset] = _FRESH, task_end_offsets: list[StreamsGroupDescribeResponse.TaskOffset] = _FRESH, assignment: StreamsGroupDescribeResponse.Assignment = _FRESH, target_assignment: StreamsGroupDescribeResponse.Assignment = _FRESH, is_classic: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.member_id = member_id
                self.member_epoch = member_epoch
                self.instance_id = instance_id
                self.rack_id = rack_id
                self.client_id = client_id
                self.client_host = client_host
                self.topology_epoch = topology_epoch
                self.process_id = process_id
                self.user_endpoint = user_endpoint
                self.client_tags = [] if client_tags is _FRESH else client_tags
                self.task_offsets = [] if task_offsets is _FRESH else task_offsets
                self.task_end_offsets = [] if task_end_offsets is _FRESH else task_end_offsets
                self.assignment = _StreamsGroupDescribeResponse_Assignment() if assignment is _FRESH else assignment
                self.target_assignment = _StreamsGroupDescribeResponse_Assignment() if target_assignment is _FRESH else target_assignment
                self.is_classic = is_classic
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(member_id={self.member_id!r}, member_epoch={self.member_epoch!r}, instance_id={self.instance_id!r}, rack_id={self.rack_id!r}, client_id={self.client_id!r}, client_host={self.client_host!r}, topology_epoch={self.topology_epoch!r}, process_id={self.process_id!r}, user_endpoint={self.user_endpoint!r}, client_tags={self.client_tags!r}, task_offsets={self.task_offsets!r}, task_end_offsets={self.task_end_offsets!r}, assignment={self.assignment!r}, target_assignment={self.target_assignment!r}, is_classic={self.is_classic!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.member_id, self.member_epoch, self.instance_id, self.rack_id, self.client_id, self.client_host, self.topology_epoch, self.process_id, self.user_endpoint, self.client_tags, self.task_offsets, self.task_end_offsets, self.assignment, self.target_assignment, self.is_classic, self.unknown_tagged_fields,) == (other.member_id, other.member_epoch, other.instance_id, other.rack_id, other.client_id, other.client_host, other.topology_epoch, other.process_id, other.user_endpoint, other.client_tags, other.task_offsets, other.task_end_offsets, other.assignment, other.target_assignment, other.is_classic, other.unknown_tagged_fields,)

        __slots__ = ('error_code', 'error_message', 'group_id', 'group_state', 'group_epoch', 'assignment_epoch', 'topology', 'members', 'authorized_operations', 'unknown_tagged_fields',)
        #: The describe error, or 0 if there was no error. (v0+)
        error_code: int
        #: The top-level error message, or null if there was no error. (v0+, nullable v0+)
        error_message: str | None
        #: The group ID string. (v0+)
        group_id: str
        #: The group state string, or the empty string. (v0+)
        group_state: str
        #: The group epoch. (v0+)
        group_epoch: int
        #: The assignment epoch. (v0+)
        assignment_epoch: int
        #: The topology metadata currently initialized for the streams application. Can be null in case of a describe error. (v0+, nullable v0+)
        topology: StreamsGroupDescribeResponse.DescribedGroup.Topology | None
        #: The members. (v0+)
        members: list[StreamsGroupDescribeResponse.DescribedGroup.Member]
        #: 32-bit bitfield to represent authorized operations for this group. (v0+)
        authorized_operations: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, error_code: int = 0, error_message: str | None = None, group_id: str = "", group_state: str = "", group_epoch: int = 0, assignment_epoch: int = 0, topology: StreamsGroupDescribeResponse.DescribedGroup.Topology | None = None, members: list[StreamsGroupDescribeResponse.DescribedGroup.Member] = _FRESH, authorized_operations: int = -2147483648, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.error_code = error_code
            self.error_message = error_message
            self.group_id = group_id
            self.group_state = group_state
            self.group_epoch = group_epoch
            self.assignment_epoch = assignment_epoch
            self.topology = topology
            self.members = [] if members is _FRESH else members
            self.authorized_operations = authorized_operations
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(error_code={self.error_code!r}, error_message={self.error_message!r}, group_id={self.group_id!r}, group_state={self.group_state!r}, group_epoch={self.group_epoch!r}, assignment_epoch={self.assignment_epoch!r}, topology={self.topology!r}, members={self.members!r}, authorized_operations={self.authorized_operations!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.error_code, self.error_message, self.group_id, self.group_state, self.group_epoch, self.assignment_epoch, self.topology, self.members, self.authorized_operations, self.unknown_tagged_fields,) == (other.error_code, other.error_message, other.group_id, other.group_state, other.group_epoch, other.assignment_epoch, other.topology, other.members, other.authorized_operations, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'groups', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: Each described group. (v0+)
    groups: list[StreamsGroupDescribeResponse.DescribedGroup]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, groups: list[StreamsGroupDescribeResponse.DescribedGroup] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is _FRESH else groups
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, groups={self.groups!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.groups, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.groups, other.unknown_tagged_fields,)

_StreamsGroupDescribeRequest = StreamsGroupDescribeRequest
_StreamsGroupDescribeResponse = StreamsGroupDescribeResponse
_StreamsGroupDescribeResponse_KeyValue = StreamsGroupDescribeResponse.KeyValue
_StreamsGroupDescribeResponse_TopicInfo = StreamsGroupDescribeResponse.TopicInfo
_StreamsGroupDescribeResponse_Endpoint = StreamsGroupDescribeResponse.Endpoint
_StreamsGroupDescribeResponse_TaskOffset = StreamsGroupDescribeResponse.TaskOffset
_StreamsGroupDescribeResponse_TaskIds = StreamsGroupDescribeResponse.TaskIds
_StreamsGroupDescribeResponse_Assignment = StreamsGroupDescribeResponse.Assignment
_StreamsGroupDescribeResponse_DescribedGroup = StreamsGroupDescribeResponse.DescribedGroup
_StreamsGroupDescribeResponse_DescribedGroup_Topology = StreamsGroupDescribeResponse.DescribedGroup.Topology
_StreamsGroupDescribeResponse_DescribedGroup_Topology_Subtopology = StreamsGroupDescribeResponse.DescribedGroup.Topology.Subtopology
_StreamsGroupDescribeResponse_DescribedGroup_Member = StreamsGroupDescribeResponse.DescribedGroup.Member

_S0 = Struct('>?')
_S1 = Struct('>i')
_S2 = Struct('>h')
_S3 = Struct('>ii')
_S4 = Struct('>ih')
_S5 = Struct('>H')
_S6 = Struct('>iq')


# StreamsGroupDescribeRequest v0
def _enc_StreamsGroupDescribeRequest_1(o: StreamsGroupDescribeRequest, out: list[Buffer]) -> None:
    a0 = o.group_ids
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.extend([_p.enc_compact_string(e) for e in a0])
    out.append(_S0.pack(o.include_authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupDescribeRequest v0
def _dec_StreamsGroupDescribeRequest_2(buf: memoryview, pos: int) -> tuple[StreamsGroupDescribeRequest, int]:
    f_group_ids: list[str]
    f_include_authorized_operations: bool
    n_group_ids = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_group_ids < 127 and n_group_ids < len(buf) - pos:
        pos += 1
    else:
        n_group_ids, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_group_ids: list[str] = []
    for _ in range(n_group_ids):
        e_group_ids, pos = _p.dec_compact_string(buf, pos)
        l_group_ids.append(e_group_ids)
    f_group_ids = l_group_ids
    f_include_authorized_operations = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupDescribeRequest(f_group_ids, f_include_authorized_operations, unknown), pos


# StreamsGroupDescribeResponse.KeyValue v0
def _enc_KeyValue_3(o: StreamsGroupDescribeResponse.KeyValue, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.key))
    out.append(_p.enc_compact_string(o.value))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupDescribeResponse.TopicInfo v0
def _enc_TopicInfo_4(o: StreamsGroupDescribeResponse.TopicInfo, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_S4.pack(o.partitions, o.replication_factor))
    a3 = o.topic_configs
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_KeyValue_3(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupDescribeResponse.DescribedGroup.Topology.Subtopology v0
def _enc_Subtopology_5(o: StreamsGroupDescribeResponse.DescribedGroup.Topology.Subtopology, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.subtopology_id))
    a1 = o.source_topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.extend([_p.enc_compact_string(e) for e in a1])
    a2 = o.repartition_sink_topics
    out.append(_p.enc_uvarint(len(a2) + 1))
    out.extend([_p.enc_compact_string(e) for e in a2])
    a3 = o.state_changelog_topics
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_TopicInfo_4(e3, out)
    a4 = o.repartition_source_topics
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_TopicInfo_4(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupDescribeResponse.DescribedGroup.Topology v0
def _enc_Topology_6(o: StreamsGroupDescribeResponse.DescribedGroup.Topology, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.epoch))
    a1 = o.subtopologies
    if a1 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a1) + 1))
        for e1 in a1:
            _enc_Subtopology_5(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupDescribeResponse.Endpoint v0
def _enc_Endpoint_7(o: StreamsGroupDescribeResponse.Endpoint, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.host))
    out.append(_S5.pack(o.port))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupDescribeResponse.TaskOffset v0
def _enc_TaskOffset_8(o: StreamsGroupDescribeResponse.TaskOffset, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.subtopology_id))
    out.append(_S6.pack(o.partition, o.offset))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupDescribeResponse.TaskIds v0
def _enc_TaskIds_9(o: StreamsGroupDescribeResponse.TaskIds, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.subtopology_id))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupDescribeResponse.Assignment v0
def _enc_Assignment_10(o: StreamsGroupDescribeResponse.Assignment, out: list[Buffer]) -> None:
    a0 = o.active_tasks
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_TaskIds_9(e0, out)
    a1 = o.standby_tasks
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_TaskIds_9(e1, out)
    a2 = o.warmup_tasks
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_TaskIds_9(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupDescribeResponse.DescribedGroup.Member v0
def _enc_Member_11(o: StreamsGroupDescribeResponse.DescribedGroup.Member, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.member_id))
    out.append(_S1.pack(o.member_epoch))
    out.append(_p.enc_compact_nullable_string(o.instance_id))
    out.append(_p.enc_compact_nullable_string(o.rack_id))
    out.append(_p.enc_compact_string(o.client_id))
    out.append(_p.enc_compact_string(o.client_host))
    out.append(_S1.pack(o.topology_epoch))
    out.append(_p.enc_compact_string(o.process_id))
    if o.user_endpoint is None:
        out.append(b"\xff")
    else:
        out.append(b"\x01")
        _enc_Endpoint_7(o.user_endpoint, out)
    a9 = o.client_tags
    out.append(_p.enc_uvarint(len(a9) + 1))
    for e9 in a9:
        _enc_KeyValue_3(e9, out)
    a10 = o.task_offsets
    out.append(_p.enc_uvarint(len(a10) + 1))
    for e10 in a10:
        _enc_TaskOffset_8(e10, out)
    a11 = o.task_end_offsets
    out.append(_p.enc_uvarint(len(a11) + 1))
    for e11 in a11:
        _enc_TaskOffset_8(e11, out)
    _enc_Assignment_10(o.assignment, out)
    _enc_Assignment_10(o.target_assignment, out)
    out.append(_S0.pack(o.is_classic))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupDescribeResponse.DescribedGroup v0
def _enc_DescribedGroup_12(o: StreamsGroupDescribeResponse.DescribedGroup, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_p.enc_compact_string(o.group_state))
    out.append(_S3.pack(o.group_epoch, o.assignment_epoch))
    if o.topology is None:
        out.append(b"\xff")
    else:
        out.append(b"\x01")
        _enc_Topology_6(o.topology, out)
    a7 = o.members
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_Member_11(e7, out)
    out.append(_S1.pack(o.authorized_operations))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupDescribeResponse v0
def _enc_StreamsGroupDescribeResponse_13(o: StreamsGroupDescribeResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.groups
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DescribedGroup_12(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# StreamsGroupDescribeResponse.KeyValue v0
def _dec_KeyValue_14(buf: memoryview, pos: int) -> tuple[StreamsGroupDescribeResponse.KeyValue, int]:
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
    return _StreamsGroupDescribeResponse_KeyValue(f_key, f_value, unknown), pos


# StreamsGroupDescribeResponse.TopicInfo v0
def _dec_TopicInfo_15(buf: memoryview, pos: int) -> tuple[StreamsGroupDescribeResponse.TopicInfo, int]:
    f_name: str
    f_partitions: int
    f_replication_factor: int
    f_topic_configs: list[StreamsGroupDescribeResponse.KeyValue]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    f_partitions, f_replication_factor = _S4.unpack_from(buf, pos)
    pos += 6
    n_topic_configs = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topic_configs < 127 and n_topic_configs * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topic_configs, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topic_configs: list[StreamsGroupDescribeResponse.KeyValue] = []
    for _ in range(n_topic_configs):
        e_topic_configs, pos = _dec_KeyValue_14(buf, pos)
        l_topic_configs.append(e_topic_configs)
    f_topic_configs = l_topic_configs
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupDescribeResponse_TopicInfo(f_name, f_partitions, f_replication_factor, f_topic_configs, unknown), pos


# StreamsGroupDescribeResponse.DescribedGroup.Topology.Subtopology v0
def _dec_Subtopology_16(buf: memoryview, pos: int) -> tuple[StreamsGroupDescribeResponse.DescribedGroup.Topology.Subtopology, int]:
    f_subtopology_id: str
    f_source_topics: list[str]
    f_repartition_sink_topics: list[str]
    f_state_changelog_topics: list[StreamsGroupDescribeResponse.TopicInfo]
    f_repartition_source_topics: list[StreamsGroupDescribeResponse.TopicInfo]
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
    n_state_changelog_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_state_changelog_topics < 127 and n_state_changelog_topics * 9 < len(buf) - pos:
        pos += 1
    else:
        n_state_changelog_topics, pos = _p.dec_compact_array_len(buf, pos, 9)
    l_state_changelog_topics: list[StreamsGroupDescribeResponse.TopicInfo] = []
    for _ in range(n_state_changelog_topics):
        e_state_changelog_topics, pos = _dec_TopicInfo_15(buf, pos)
        l_state_changelog_topics.append(e_state_changelog_topics)
    f_state_changelog_topics = l_state_changelog_topics
    n_repartition_source_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_repartition_source_topics < 127 and n_repartition_source_topics * 9 < len(buf) - pos:
        pos += 1
    else:
        n_repartition_source_topics, pos = _p.dec_compact_array_len(buf, pos, 9)
    l_repartition_source_topics: list[StreamsGroupDescribeResponse.TopicInfo] = []
    for _ in range(n_repartition_source_topics):
        e_repartition_source_topics, pos = _dec_TopicInfo_15(buf, pos)
        l_repartition_source_topics.append(e_repartition_source_topics)
    f_repartition_source_topics = l_repartition_source_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupDescribeResponse_DescribedGroup_Topology_Subtopology(f_subtopology_id, f_source_topics, f_repartition_sink_topics, f_state_changelog_topics, f_repartition_source_topics, unknown), pos


# StreamsGroupDescribeResponse.DescribedGroup.Topology v0
def _dec_Topology_17(buf: memoryview, pos: int) -> tuple[StreamsGroupDescribeResponse.DescribedGroup.Topology, int]:
    f_epoch: int
    f_subtopologies: list[StreamsGroupDescribeResponse.DescribedGroup.Topology.Subtopology] | None
    f_epoch = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_subtopologies = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_subtopologies < 127 and n_subtopologies * 6 < len(buf) - pos:
        pos += 1
    else:
        n_subtopologies, pos = _p.dec_compact_nullable_array_len(buf, pos, 6)
    if n_subtopologies < 0:
        f_subtopologies = None
    else:
        l_subtopologies: list[StreamsGroupDescribeResponse.DescribedGroup.Topology.Subtopology] = []
        for _ in range(n_subtopologies):
            e_subtopologies, pos = _dec_Subtopology_16(buf, pos)
            l_subtopologies.append(e_subtopologies)
        f_subtopologies = l_subtopologies
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupDescribeResponse_DescribedGroup_Topology(f_epoch, f_subtopologies, unknown), pos


# StreamsGroupDescribeResponse.Endpoint v0
def _dec_Endpoint_18(buf: memoryview, pos: int) -> tuple[StreamsGroupDescribeResponse.Endpoint, int]:
    f_host: str
    f_port: int
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S5.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupDescribeResponse_Endpoint(f_host, f_port, unknown), pos


# StreamsGroupDescribeResponse.TaskOffset v0
def _dec_TaskOffset_19(buf: memoryview, pos: int) -> tuple[StreamsGroupDescribeResponse.TaskOffset, int]:
    f_subtopology_id: str
    f_partition: int
    f_offset: int
    c_subtopology_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_subtopology_id < 128 and pos + c_subtopology_id <= len(buf):
        f_subtopology_id = _p.utf8_slice(buf, pos + 1, pos + c_subtopology_id)
        pos += c_subtopology_id
    else:
        f_subtopology_id, pos = _p.dec_compact_string(buf, pos)
    f_partition, f_offset = _S6.unpack_from(buf, pos)
    pos += 12
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupDescribeResponse_TaskOffset(f_subtopology_id, f_partition, f_offset, unknown), pos


# StreamsGroupDescribeResponse.TaskIds v0
def _dec_TaskIds_20(buf: memoryview, pos: int) -> tuple[StreamsGroupDescribeResponse.TaskIds, int]:
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
    return _StreamsGroupDescribeResponse_TaskIds(f_subtopology_id, f_partitions, unknown), pos


# StreamsGroupDescribeResponse.Assignment v0
def _dec_Assignment_21(buf: memoryview, pos: int) -> tuple[StreamsGroupDescribeResponse.Assignment, int]:
    f_active_tasks: list[StreamsGroupDescribeResponse.TaskIds]
    f_standby_tasks: list[StreamsGroupDescribeResponse.TaskIds]
    f_warmup_tasks: list[StreamsGroupDescribeResponse.TaskIds]
    n_active_tasks = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_active_tasks < 127 and n_active_tasks * 3 < len(buf) - pos:
        pos += 1
    else:
        n_active_tasks, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_active_tasks: list[StreamsGroupDescribeResponse.TaskIds] = []
    for _ in range(n_active_tasks):
        e_active_tasks, pos = _dec_TaskIds_20(buf, pos)
        l_active_tasks.append(e_active_tasks)
    f_active_tasks = l_active_tasks
    n_standby_tasks = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_standby_tasks < 127 and n_standby_tasks * 3 < len(buf) - pos:
        pos += 1
    else:
        n_standby_tasks, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_standby_tasks: list[StreamsGroupDescribeResponse.TaskIds] = []
    for _ in range(n_standby_tasks):
        e_standby_tasks, pos = _dec_TaskIds_20(buf, pos)
        l_standby_tasks.append(e_standby_tasks)
    f_standby_tasks = l_standby_tasks
    n_warmup_tasks = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_warmup_tasks < 127 and n_warmup_tasks * 3 < len(buf) - pos:
        pos += 1
    else:
        n_warmup_tasks, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_warmup_tasks: list[StreamsGroupDescribeResponse.TaskIds] = []
    for _ in range(n_warmup_tasks):
        e_warmup_tasks, pos = _dec_TaskIds_20(buf, pos)
        l_warmup_tasks.append(e_warmup_tasks)
    f_warmup_tasks = l_warmup_tasks
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupDescribeResponse_Assignment(f_active_tasks, f_standby_tasks, f_warmup_tasks, unknown), pos


# StreamsGroupDescribeResponse.DescribedGroup.Member v0
def _dec_Member_22(buf: memoryview, pos: int) -> tuple[StreamsGroupDescribeResponse.DescribedGroup.Member, int]:
    f_member_id: str
    f_member_epoch: int
    f_instance_id: str | None
    f_rack_id: str | None
    f_client_id: str
    f_client_host: str
    f_topology_epoch: int
    f_process_id: str
    f_user_endpoint: StreamsGroupDescribeResponse.Endpoint | None
    f_client_tags: list[StreamsGroupDescribeResponse.KeyValue]
    f_task_offsets: list[StreamsGroupDescribeResponse.TaskOffset]
    f_task_end_offsets: list[StreamsGroupDescribeResponse.TaskOffset]
    f_assignment: StreamsGroupDescribeResponse.Assignment
    f_target_assignment: StreamsGroupDescribeResponse.Assignment
    f_is_classic: bool
    c_member_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_member_id < 128 and pos + c_member_id <= len(buf):
        f_member_id = _p.utf8_slice(buf, pos + 1, pos + c_member_id)
        pos += c_member_id
    else:
        f_member_id, pos = _p.dec_compact_string(buf, pos)
    f_member_epoch = _S1.unpack_from(buf, pos)[0]
    pos += 4
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
    c_client_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_client_id < 128 and pos + c_client_id <= len(buf):
        f_client_id = _p.utf8_slice(buf, pos + 1, pos + c_client_id)
        pos += c_client_id
    else:
        f_client_id, pos = _p.dec_compact_string(buf, pos)
    c_client_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_client_host < 128 and pos + c_client_host <= len(buf):
        f_client_host = _p.utf8_slice(buf, pos + 1, pos + c_client_host)
        pos += c_client_host
    else:
        f_client_host, pos = _p.dec_compact_string(buf, pos)
    f_topology_epoch = _S1.unpack_from(buf, pos)[0]
    pos += 4
    c_process_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_process_id < 128 and pos + c_process_id <= len(buf):
        f_process_id = _p.utf8_slice(buf, pos + 1, pos + c_process_id)
        pos += c_process_id
    else:
        f_process_id, pos = _p.dec_compact_string(buf, pos)
    m_user_endpoint, pos = _p.dec_int8(buf, pos)
    if m_user_endpoint < 0:
        f_user_endpoint = None
    else:
        f_user_endpoint, pos = _dec_Endpoint_18(buf, pos)
    n_client_tags = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_client_tags < 127 and n_client_tags * 3 < len(buf) - pos:
        pos += 1
    else:
        n_client_tags, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_client_tags: list[StreamsGroupDescribeResponse.KeyValue] = []
    for _ in range(n_client_tags):
        e_client_tags, pos = _dec_KeyValue_14(buf, pos)
        l_client_tags.append(e_client_tags)
    f_client_tags = l_client_tags
    n_task_offsets = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_task_offsets < 127 and n_task_offsets * 14 < len(buf) - pos:
        pos += 1
    else:
        n_task_offsets, pos = _p.dec_compact_array_len(buf, pos, 14)
    l_task_offsets: list[StreamsGroupDescribeResponse.TaskOffset] = []
    for _ in range(n_task_offsets):
        e_task_offsets, pos = _dec_TaskOffset_19(buf, pos)
        l_task_offsets.append(e_task_offsets)
    f_task_offsets = l_task_offsets
    n_task_end_offsets = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_task_end_offsets < 127 and n_task_end_offsets * 14 < len(buf) - pos:
        pos += 1
    else:
        n_task_end_offsets, pos = _p.dec_compact_array_len(buf, pos, 14)
    l_task_end_offsets: list[StreamsGroupDescribeResponse.TaskOffset] = []
    for _ in range(n_task_end_offsets):
        e_task_end_offsets, pos = _dec_TaskOffset_19(buf, pos)
        l_task_end_offsets.append(e_task_end_offsets)
    f_task_end_offsets = l_task_end_offsets
    f_assignment, pos = _dec_Assignment_21(buf, pos)
    f_target_assignment, pos = _dec_Assignment_21(buf, pos)
    f_is_classic = _S0.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupDescribeResponse_DescribedGroup_Member(f_member_id, f_member_epoch, f_instance_id, f_rack_id, f_client_id, f_client_host, f_topology_epoch, f_process_id, f_user_endpoint, f_client_tags, f_task_offsets, f_task_end_offsets, f_assignment, f_target_assignment, f_is_classic, unknown), pos


# StreamsGroupDescribeResponse.DescribedGroup v0
def _dec_DescribedGroup_23(buf: memoryview, pos: int) -> tuple[StreamsGroupDescribeResponse.DescribedGroup, int]:
    f_error_code: int
    f_error_message: str | None
    f_group_id: str
    f_group_state: str
    f_group_epoch: int
    f_assignment_epoch: int
    f_topology: StreamsGroupDescribeResponse.DescribedGroup.Topology | None
    f_members: list[StreamsGroupDescribeResponse.DescribedGroup.Member]
    f_authorized_operations: int
    f_error_code = _S2.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    c_group_state = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_state < 128 and pos + c_group_state <= len(buf):
        f_group_state = _p.utf8_slice(buf, pos + 1, pos + c_group_state)
        pos += c_group_state
    else:
        f_group_state, pos = _p.dec_compact_string(buf, pos)
    f_group_epoch, f_assignment_epoch = _S3.unpack_from(buf, pos)
    pos += 8
    m_topology, pos = _p.dec_int8(buf, pos)
    if m_topology < 0:
        f_topology = None
    else:
        f_topology, pos = _dec_Topology_17(buf, pos)
    n_members = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_members < 127 and n_members * 28 < len(buf) - pos:
        pos += 1
    else:
        n_members, pos = _p.dec_compact_array_len(buf, pos, 28)
    l_members: list[StreamsGroupDescribeResponse.DescribedGroup.Member] = []
    for _ in range(n_members):
        e_members, pos = _dec_Member_22(buf, pos)
        l_members.append(e_members)
    f_members = l_members
    f_authorized_operations = _S1.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupDescribeResponse_DescribedGroup(f_error_code, f_error_message, f_group_id, f_group_state, f_group_epoch, f_assignment_epoch, f_topology, f_members, f_authorized_operations, unknown), pos


# StreamsGroupDescribeResponse v0
def _dec_StreamsGroupDescribeResponse_24(buf: memoryview, pos: int) -> tuple[StreamsGroupDescribeResponse, int]:
    f_throttle_time_ms: int
    f_groups: list[StreamsGroupDescribeResponse.DescribedGroup]
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 20 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 20)
    l_groups: list[StreamsGroupDescribeResponse.DescribedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_DescribedGroup_23(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _StreamsGroupDescribeResponse(f_throttle_time_ms, f_groups, unknown), pos


StreamsGroupDescribeRequest._ENCODERS = (_enc_StreamsGroupDescribeRequest_1,)
StreamsGroupDescribeRequest._DECODERS = (_dec_StreamsGroupDescribeRequest_2,)
StreamsGroupDescribeResponse._ENCODERS = (_enc_StreamsGroupDescribeResponse_13,)
StreamsGroupDescribeResponse._DECODERS = (_dec_StreamsGroupDescribeResponse_24,)
StreamsGroupDescribeRequest.RESPONSE = StreamsGroupDescribeResponse
StreamsGroupDescribeResponse.REQUEST = StreamsGroupDescribeRequest
