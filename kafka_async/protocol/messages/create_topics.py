# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""CreateTopics (API key 19): request and response, versions 2-7."""

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

__all__ = ["CreateTopicsRequest", "CreateTopicsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class CreateTopicsRequest(Request["CreateTopicsResponse"]):
    """CreateTopics request (API key 19): versions 2-7, flexible from 5."""

    API_KEY = 19
    MIN_VERSION = 2
    MAX_VERSION = 7
    FLEXIBLE_VERSION = 5


    class CreatableTopic:
        """CreatableTopic (versions 0+)."""

        class CreatableReplicaAssignment:
            """CreatableReplicaAssignment (versions 0+)."""
            __slots__ = ('partition_index', 'broker_ids', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The brokers to place the partition on. (v0+)
            broker_ids: list[int]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, broker_ids: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.broker_ids = [] if broker_ids is _FRESH else broker_ids
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, broker_ids={self.broker_ids!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.broker_ids, self.unknown_tagged_fields,) == (other.partition_index, other.broker_ids, other.unknown_tagged_fields,)

        class CreatableTopicConfig:
            """CreatableTopicConfig (versions 0+)."""
            __slots__ = ('name', 'value', 'unknown_tagged_fields',)
            #: The configuration name. (v0+)
            name: str
            #: The configuration value. (v0+, nullable v0+)
            value: str | None
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, name: str = "", value: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.name = name
                self.value = value
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(name={self.name!r}, value={self.value!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.name, self.value, self.unknown_tagged_fields,) == (other.name, other.value, other.unknown_tagged_fields,)

        __slots__ = ('name', 'num_partitions', 'replication_factor', 'assignments', 'configs', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The number of partitions to create in the topic, or -1 if we are either specifying a manual partition assignment or using the default partitions. (v0+)
        num_partitions: int
        #: The number of replicas to create for each partition in the topic, or -1 if we are either specifying a manual partition assignment or using the default replication factor. (v0+)
        replication_factor: int
        #: The manual partition assignment, or the empty array if we are using automatic assignment. (v0+)
        assignments: list[CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment]
        #: The custom topic configurations to set. (v0+)
        configs: list[CreateTopicsRequest.CreatableTopic.CreatableTopicConfig]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", num_partitions: int = 0, replication_factor: int = 0, assignments: list[CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment] = _FRESH, configs: list[CreateTopicsRequest.CreatableTopic.CreatableTopicConfig] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.num_partitions = num_partitions
            self.replication_factor = replication_factor
            self.assignments = [] if assignments is _FRESH else assignments
            self.configs = [] if configs is _FRESH else configs
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, num_partitions={self.num_partitions!r}, replication_factor={self.replication_factor!r}, assignments={self.assignments!r}, configs={self.configs!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.num_partitions, self.replication_factor, self.assignments, self.configs, self.unknown_tagged_fields,) == (other.name, other.num_partitions, other.replication_factor, other.assignments, other.configs, other.unknown_tagged_fields,)

    __slots__ = ('topics', 'timeout_ms', 'validate_only', 'unknown_tagged_fields',)
    #: The topics to create. (v0+)
    topics: list[CreateTopicsRequest.CreatableTopic]
    #: How long to wait in milliseconds before timing out the request. (v0+)
    timeout_ms: int
    #: If true, check that the topics can be created as specified, but don't create anything. (v1+)
    validate_only: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, topics: list[CreateTopicsRequest.CreatableTopic] = _FRESH, timeout_ms: int = 60000, validate_only: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.topics = [] if topics is _FRESH else topics
        self.timeout_ms = timeout_ms
        self.validate_only = validate_only
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(topics={self.topics!r}, timeout_ms={self.timeout_ms!r}, validate_only={self.validate_only!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.topics, self.timeout_ms, self.validate_only, self.unknown_tagged_fields,) == (other.topics, other.timeout_ms, other.validate_only, other.unknown_tagged_fields,)


class CreateTopicsResponse(Response):
    """CreateTopics response (API key 19): versions 2-7, flexible from 5."""

    API_KEY = 19
    MIN_VERSION = 2
    MAX_VERSION = 7
    FLEXIBLE_VERSION = 5


    class CreatableTopicResult:
        """CreatableTopicResult (versions 0+)."""

        class CreatableTopicConfigs:
            """CreatableTopicConfigs (versions 5+)."""
            __slots__ = ('name', 'value', 'read_only', 'config_source', 'is_sensitive', 'unknown_tagged_fields',)
            #: The configuration name. (v5+)
            name: str
            #: The configuration value. (v5+, nullable v5+)
            value: str | None
            #: True if the configuration is read-only. (v5+)
            read_only: bool
            #: The configuration source. (v5+, ignorable)
            config_source: int
            #: True if this configuration is sensitive. (v5+)
            is_sensitive: bool
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, name: str = "", value: str | None = "", read_only: bool = False, config_source: int = -1, is_sensitive: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.name = name
                self.value = value
                self.read_only = read_only
                self.config_source = config_source
                self.is_sensitive = is_sensitive
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(name={self.name!r}, value={self.value!r}, read_only={self.read_only!r}, config_source={self.config_source!r}, is_sensitive={self.is_sensitive!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.name, self.value, self.read_only, self.config_source, self.is_sensitive, self.unknown_tagged_fields,) == (other.name, other.value, other.read_only, other.config_source, other.is_sensitive, other.unknown_tagged_fields,)

        __slots__ = ('name', 'topic_id', 'error_code', 'error_message', 'topic_config_error_code', 'num_partitions', 'replication_factor', 'configs', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The unique topic ID. (v7+, ignorable)
        topic_id: UUID
        #: The error code, or 0 if there was no error. (v0+)
        error_code: int
        #: The error message, or null if there was no error. (v1+, nullable v0+, ignorable)
        error_message: str | None
        #: Optional topic config error returned if configs are not returned in the response. (v5+, tag 0, ignorable)
        topic_config_error_code: int
        #: Number of partitions of the topic. (v5+, ignorable)
        num_partitions: int
        #: Replication factor of the topic. (v5+, ignorable)
        replication_factor: int
        #: Configuration of the topic. (v5+, nullable v5+, ignorable)
        configs: list[CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs] | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", topic_id: UUID = _ZERO_UUID, error_code: int = 0, error_message: str | None = "", topic_config_error_code: int = 0, num_partitions: int = -1, replication_factor: int = -1, configs: list[CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs] | None = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.topic_id = topic_id
            self.error_code = error_code
            self.error_message = error_message
            self.topic_config_error_code = topic_config_error_code
            self.num_partitions = num_partitions
            self.replication_factor = replication_factor
            self.configs = [] if configs is _FRESH else configs
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, topic_id={self.topic_id!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, topic_config_error_code={self.topic_config_error_code!r}, num_partitions={self.num_partitions!r}, replication_factor={self.replication_factor!r}, configs={self.configs!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.topic_id, self.error_code, self.error_message, self.topic_config_error_code, self.num_partitions, self.replication_factor, self.configs, self.unknown_tagged_fields,) == (other.name, other.topic_id, other.error_code, other.error_message, other.topic_config_error_code, other.num_partitions, other.replication_factor, other.configs, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v2+, ignorable)
    throttle_time_ms: int
    #: Results for each topic we tried to create. (v0+)
    topics: list[CreateTopicsResponse.CreatableTopicResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, topics: list[CreateTopicsResponse.CreatableTopicResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.topics, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.topics, other.unknown_tagged_fields,)

_CreateTopicsRequest = CreateTopicsRequest
_CreateTopicsRequest_CreatableTopic = CreateTopicsRequest.CreatableTopic
_CreateTopicsRequest_CreatableTopic_CreatableReplicaAssignment = CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment
_CreateTopicsRequest_CreatableTopic_CreatableTopicConfig = CreateTopicsRequest.CreatableTopic.CreatableTopicConfig
_CreateTopicsResponse = CreateTopicsResponse
_CreateTopicsResponse_CreatableTopicResult = CreateTopicsResponse.CreatableTopicResult
_CreateTopicsResponse_CreatableTopicResult_CreatableTopicConfigs = CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs

_S0 = Struct('>ih')
_S1 = Struct('>i')
_S2 = Struct('>i?')
_S3 = Struct('>h')
_S4 = Struct('>?b?')
_S5 = Struct('>16sh')


# CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment v2-4
def _enc_CreatableReplicaAssignment_1(o: CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.partition_index))
    a1 = o.broker_ids
    out.append(_p.enc_array_len(len(a1)))
    out.append(_pack(">%di" % len(a1), *a1))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateTopicsRequest.CreatableTopic.CreatableTopicConfig v2-4
def _enc_CreatableTopicConfig_2(o: CreateTopicsRequest.CreatableTopic.CreatableTopicConfig, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    out.append(_p.enc_nullable_string(o.value))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateTopicsRequest.CreatableTopic v2-4
def _enc_CreatableTopic_3(o: CreateTopicsRequest.CreatableTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    out.append(_S0.pack(o.num_partitions, o.replication_factor))
    a3 = o.assignments
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_CreatableReplicaAssignment_1(e3, out)
    a4 = o.configs
    out.append(_p.enc_array_len(len(a4)))
    for e4 in a4:
        _enc_CreatableTopicConfig_2(e4, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateTopicsRequest v2-4
def _enc_CreateTopicsRequest_4(o: CreateTopicsRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_CreatableTopic_3(e0, out)
    out.append(_S2.pack(o.timeout_ms, o.validate_only))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment v5-7
def _enc_CreatableReplicaAssignment_5(o: CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.partition_index))
    a1 = o.broker_ids
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateTopicsRequest.CreatableTopic.CreatableTopicConfig v5-7
def _enc_CreatableTopicConfig_6(o: CreateTopicsRequest.CreatableTopic.CreatableTopicConfig, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_p.enc_compact_nullable_string(o.value))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateTopicsRequest.CreatableTopic v5-7
def _enc_CreatableTopic_7(o: CreateTopicsRequest.CreatableTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_S0.pack(o.num_partitions, o.replication_factor))
    a3 = o.assignments
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_CreatableReplicaAssignment_5(e3, out)
    a4 = o.configs
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_CreatableTopicConfig_6(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateTopicsRequest v5-7
def _enc_CreateTopicsRequest_8(o: CreateTopicsRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_CreatableTopic_7(e0, out)
    out.append(_S2.pack(o.timeout_ms, o.validate_only))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment v2-4
def _dec_CreatableReplicaAssignment_9(buf: memoryview, pos: int) -> tuple[CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment, int]:
    f_partition_index: int
    f_broker_ids: list[int]
    f_partition_index = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_broker_ids, pos = _p.dec_array_len(buf, pos, 4)
    f_broker_ids, pos = _p.dec_fixed_array(buf, pos, n_broker_ids, 'i')
    unknown: dict[int, bytes] = {}
    return _CreateTopicsRequest_CreatableTopic_CreatableReplicaAssignment(f_partition_index, f_broker_ids, unknown), pos


# CreateTopicsRequest.CreatableTopic.CreatableTopicConfig v2-4
def _dec_CreatableTopicConfig_10(buf: memoryview, pos: int) -> tuple[CreateTopicsRequest.CreatableTopic.CreatableTopicConfig, int]:
    f_name: str
    f_value: str | None
    f_name, pos = _p.dec_string(buf, pos)
    f_value, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _CreateTopicsRequest_CreatableTopic_CreatableTopicConfig(f_name, f_value, unknown), pos


# CreateTopicsRequest.CreatableTopic v2-4
def _dec_CreatableTopic_11(buf: memoryview, pos: int) -> tuple[CreateTopicsRequest.CreatableTopic, int]:
    f_name: str
    f_num_partitions: int
    f_replication_factor: int
    f_assignments: list[CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment]
    f_configs: list[CreateTopicsRequest.CreatableTopic.CreatableTopicConfig]
    f_name, pos = _p.dec_string(buf, pos)
    f_num_partitions, f_replication_factor = _S0.unpack_from(buf, pos)
    pos += 6
    n_assignments, pos = _p.dec_array_len(buf, pos, 8)
    l_assignments: list[CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment] = []
    for _ in range(n_assignments):
        e_assignments, pos = _dec_CreatableReplicaAssignment_9(buf, pos)
        l_assignments.append(e_assignments)
    f_assignments = l_assignments
    n_configs, pos = _p.dec_array_len(buf, pos, 4)
    l_configs: list[CreateTopicsRequest.CreatableTopic.CreatableTopicConfig] = []
    for _ in range(n_configs):
        e_configs, pos = _dec_CreatableTopicConfig_10(buf, pos)
        l_configs.append(e_configs)
    f_configs = l_configs
    unknown: dict[int, bytes] = {}
    return _CreateTopicsRequest_CreatableTopic(f_name, f_num_partitions, f_replication_factor, f_assignments, f_configs, unknown), pos


# CreateTopicsRequest v2-4
def _dec_CreateTopicsRequest_12(buf: memoryview, pos: int) -> tuple[CreateTopicsRequest, int]:
    f_topics: list[CreateTopicsRequest.CreatableTopic]
    f_timeout_ms: int
    f_validate_only: bool
    n_topics, pos = _p.dec_array_len(buf, pos, 16)
    l_topics: list[CreateTopicsRequest.CreatableTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_CreatableTopic_11(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_timeout_ms, f_validate_only = _S2.unpack_from(buf, pos)
    pos += 5
    unknown: dict[int, bytes] = {}
    return _CreateTopicsRequest(f_topics, f_timeout_ms, f_validate_only, unknown), pos


# CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment v5-7
def _dec_CreatableReplicaAssignment_13(buf: memoryview, pos: int) -> tuple[CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment, int]:
    f_partition_index: int
    f_broker_ids: list[int]
    f_partition_index = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_broker_ids = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_broker_ids < 127 and n_broker_ids * 4 < len(buf) - pos:
        pos += 1
    else:
        n_broker_ids, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_broker_ids, pos = _p.dec_fixed_array(buf, pos, n_broker_ids, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateTopicsRequest_CreatableTopic_CreatableReplicaAssignment(f_partition_index, f_broker_ids, unknown), pos


# CreateTopicsRequest.CreatableTopic.CreatableTopicConfig v5-7
def _dec_CreatableTopicConfig_14(buf: memoryview, pos: int) -> tuple[CreateTopicsRequest.CreatableTopic.CreatableTopicConfig, int]:
    f_name: str
    f_value: str | None
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_value = None
        pos += 1
    else:
        f_value, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateTopicsRequest_CreatableTopic_CreatableTopicConfig(f_name, f_value, unknown), pos


# CreateTopicsRequest.CreatableTopic v5-7
def _dec_CreatableTopic_15(buf: memoryview, pos: int) -> tuple[CreateTopicsRequest.CreatableTopic, int]:
    f_name: str
    f_num_partitions: int
    f_replication_factor: int
    f_assignments: list[CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment]
    f_configs: list[CreateTopicsRequest.CreatableTopic.CreatableTopicConfig]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    f_num_partitions, f_replication_factor = _S0.unpack_from(buf, pos)
    pos += 6
    n_assignments = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_assignments < 127 and n_assignments * 6 < len(buf) - pos:
        pos += 1
    else:
        n_assignments, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_assignments: list[CreateTopicsRequest.CreatableTopic.CreatableReplicaAssignment] = []
    for _ in range(n_assignments):
        e_assignments, pos = _dec_CreatableReplicaAssignment_13(buf, pos)
        l_assignments.append(e_assignments)
    f_assignments = l_assignments
    n_configs = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_configs < 127 and n_configs * 3 < len(buf) - pos:
        pos += 1
    else:
        n_configs, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_configs: list[CreateTopicsRequest.CreatableTopic.CreatableTopicConfig] = []
    for _ in range(n_configs):
        e_configs, pos = _dec_CreatableTopicConfig_14(buf, pos)
        l_configs.append(e_configs)
    f_configs = l_configs
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateTopicsRequest_CreatableTopic(f_name, f_num_partitions, f_replication_factor, f_assignments, f_configs, unknown), pos


# CreateTopicsRequest v5-7
def _dec_CreateTopicsRequest_16(buf: memoryview, pos: int) -> tuple[CreateTopicsRequest, int]:
    f_topics: list[CreateTopicsRequest.CreatableTopic]
    f_timeout_ms: int
    f_validate_only: bool
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 10 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 10)
    l_topics: list[CreateTopicsRequest.CreatableTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_CreatableTopic_15(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_timeout_ms, f_validate_only = _S2.unpack_from(buf, pos)
    pos += 5
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateTopicsRequest(f_topics, f_timeout_ms, f_validate_only, unknown), pos


# CreateTopicsResponse.CreatableTopicResult v2-4
def _enc_CreatableTopicResult_17(o: CreateTopicsResponse.CreatableTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateTopicsResponse v2-4
def _enc_CreateTopicsResponse_18(o: CreateTopicsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_CreatableTopicResult_17(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs v5-7
def _enc_CreatableTopicConfigs_19(o: CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_p.enc_compact_nullable_string(o.value))
    out.append(_S4.pack(o.read_only, o.config_source, o.is_sensitive))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateTopicsResponse.CreatableTopicResult v5-6
def _enc_CreatableTopicResult_20(o: CreateTopicsResponse.CreatableTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_S3.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_S0.pack(o.num_partitions, o.replication_factor))
    a5 = o.configs
    if a5 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a5) + 1))
        for e5 in a5:
            _enc_CreatableTopicConfigs_19(e5, out)
    t = dict(o.unknown_tagged_fields)
    if o.topic_config_error_code != 0:
        t0: list[Buffer] = []
        t0.append(_S3.pack(o.topic_config_error_code))
        t[0] = b"".join(t0)
    out.append(_p.enc_tagged_fields(t))


# CreateTopicsResponse v5-6
def _enc_CreateTopicsResponse_21(o: CreateTopicsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_CreatableTopicResult_20(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateTopicsResponse.CreatableTopicResult v7
def _enc_CreatableTopicResult_22(o: CreateTopicsResponse.CreatableTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_S5.pack(o.topic_id.bytes, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    out.append(_S0.pack(o.num_partitions, o.replication_factor))
    a6 = o.configs
    if a6 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a6) + 1))
        for e6 in a6:
            _enc_CreatableTopicConfigs_19(e6, out)
    t = dict(o.unknown_tagged_fields)
    if o.topic_config_error_code != 0:
        t0: list[Buffer] = []
        t0.append(_S3.pack(o.topic_config_error_code))
        t[0] = b"".join(t0)
    out.append(_p.enc_tagged_fields(t))


# CreateTopicsResponse v7
def _enc_CreateTopicsResponse_23(o: CreateTopicsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_CreatableTopicResult_22(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# CreateTopicsResponse.CreatableTopicResult v2-4
def _dec_CreatableTopicResult_24(buf: memoryview, pos: int) -> tuple[CreateTopicsResponse.CreatableTopicResult, int]:
    f_name: str
    f_error_code: int
    f_error_message: str | None
    f_name, pos = _p.dec_string(buf, pos)
    f_error_code = _S3.unpack_from(buf, pos)[0]
    pos += 2
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _CreateTopicsResponse_CreatableTopicResult(f_name, _ZERO_UUID, f_error_code, f_error_message, 0, -1, -1, [], unknown), pos


# CreateTopicsResponse v2-4
def _dec_CreateTopicsResponse_25(buf: memoryview, pos: int) -> tuple[CreateTopicsResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[CreateTopicsResponse.CreatableTopicResult]
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_topics: list[CreateTopicsResponse.CreatableTopicResult] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_CreatableTopicResult_24(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    return _CreateTopicsResponse(f_throttle_time_ms, f_topics, unknown), pos


# CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs v5-7
def _dec_CreatableTopicConfigs_26(buf: memoryview, pos: int) -> tuple[CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs, int]:
    f_name: str
    f_value: str | None
    f_read_only: bool
    f_config_source: int
    f_is_sensitive: bool
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    if pos < len(buf) and buf[pos] == 0:
        f_value = None
        pos += 1
    else:
        f_value, pos = _p.dec_compact_nullable_string(buf, pos)
    f_read_only, f_config_source, f_is_sensitive = _S4.unpack_from(buf, pos)
    pos += 3
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateTopicsResponse_CreatableTopicResult_CreatableTopicConfigs(f_name, f_value, f_read_only, f_config_source, f_is_sensitive, unknown), pos


# CreateTopicsResponse.CreatableTopicResult v5-6
def _dec_CreatableTopicResult_27(buf: memoryview, pos: int) -> tuple[CreateTopicsResponse.CreatableTopicResult, int]:
    f_name: str
    f_error_code: int
    f_error_message: str | None
    f_topic_config_error_code: int
    f_num_partitions: int
    f_replication_factor: int
    f_configs: list[CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs] | None
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    f_error_code = _S3.unpack_from(buf, pos)[0]
    pos += 2
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    f_num_partitions, f_replication_factor = _S0.unpack_from(buf, pos)
    pos += 6
    n_configs = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_configs < 127 and n_configs * 6 < len(buf) - pos:
        pos += 1
    else:
        n_configs, pos = _p.dec_compact_nullable_array_len(buf, pos, 6)
    if n_configs < 0:
        f_configs = None
    else:
        l_configs: list[CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs] = []
        for _ in range(n_configs):
            e_configs, pos = _dec_CreatableTopicConfigs_26(buf, pos)
            l_configs.append(e_configs)
        f_configs = l_configs
    f_topic_config_error_code = 0
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                f_topic_config_error_code = _S3.unpack_from(buf, q)[0]
                q += 2
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            else:
                unknown[tag] = bytes(buf[q:end])
    return _CreateTopicsResponse_CreatableTopicResult(f_name, _ZERO_UUID, f_error_code, f_error_message, f_topic_config_error_code, f_num_partitions, f_replication_factor, f_configs, unknown), pos


# CreateTopicsResponse v5-6
def _dec_CreateTopicsResponse_28(buf: memoryview, pos: int) -> tuple[CreateTopicsResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[CreateTopicsResponse.CreatableTopicResult]
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 12 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 12)
    l_topics: list[CreateTopicsResponse.CreatableTopicResult] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_CreatableTopicResult_27(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateTopicsResponse(f_throttle_time_ms, f_topics, unknown), pos


# CreateTopicsResponse.CreatableTopicResult v7
def _dec_CreatableTopicResult_29(buf: memoryview, pos: int) -> tuple[CreateTopicsResponse.CreatableTopicResult, int]:
    f_name: str
    f_topic_id: UUID
    f_error_code: int
    f_error_message: str | None
    f_topic_config_error_code: int
    f_num_partitions: int
    f_replication_factor: int
    f_configs: list[CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs] | None
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    u_topic_id, f_error_code = _S5.unpack_from(buf, pos)
    pos += 18
    f_topic_id = _UUID(bytes=u_topic_id)
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    f_num_partitions, f_replication_factor = _S0.unpack_from(buf, pos)
    pos += 6
    n_configs = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_configs < 127 and n_configs * 6 < len(buf) - pos:
        pos += 1
    else:
        n_configs, pos = _p.dec_compact_nullable_array_len(buf, pos, 6)
    if n_configs < 0:
        f_configs = None
    else:
        l_configs: list[CreateTopicsResponse.CreatableTopicResult.CreatableTopicConfigs] = []
        for _ in range(n_configs):
            e_configs, pos = _dec_CreatableTopicConfigs_26(buf, pos)
            l_configs.append(e_configs)
        f_configs = l_configs
    f_topic_config_error_code = 0
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                f_topic_config_error_code = _S3.unpack_from(buf, q)[0]
                q += 2
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            else:
                unknown[tag] = bytes(buf[q:end])
    return _CreateTopicsResponse_CreatableTopicResult(f_name, f_topic_id, f_error_code, f_error_message, f_topic_config_error_code, f_num_partitions, f_replication_factor, f_configs, unknown), pos


# CreateTopicsResponse v7
def _dec_CreateTopicsResponse_30(buf: memoryview, pos: int) -> tuple[CreateTopicsResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[CreateTopicsResponse.CreatableTopicResult]
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 28 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 28)
    l_topics: list[CreateTopicsResponse.CreatableTopicResult] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_CreatableTopicResult_29(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _CreateTopicsResponse(f_throttle_time_ms, f_topics, unknown), pos


CreateTopicsRequest._ENCODERS = (None, None, _enc_CreateTopicsRequest_4, _enc_CreateTopicsRequest_4, _enc_CreateTopicsRequest_4, _enc_CreateTopicsRequest_8, _enc_CreateTopicsRequest_8, _enc_CreateTopicsRequest_8,)
CreateTopicsRequest._DECODERS = (None, None, _dec_CreateTopicsRequest_12, _dec_CreateTopicsRequest_12, _dec_CreateTopicsRequest_12, _dec_CreateTopicsRequest_16, _dec_CreateTopicsRequest_16, _dec_CreateTopicsRequest_16,)
CreateTopicsResponse._ENCODERS = (None, None, _enc_CreateTopicsResponse_18, _enc_CreateTopicsResponse_18, _enc_CreateTopicsResponse_18, _enc_CreateTopicsResponse_21, _enc_CreateTopicsResponse_21, _enc_CreateTopicsResponse_23,)
CreateTopicsResponse._DECODERS = (None, None, _dec_CreateTopicsResponse_25, _dec_CreateTopicsResponse_25, _dec_CreateTopicsResponse_25, _dec_CreateTopicsResponse_28, _dec_CreateTopicsResponse_28, _dec_CreateTopicsResponse_30,)
CreateTopicsRequest.RESPONSE = CreateTopicsResponse
CreateTopicsResponse.REQUEST = CreateTopicsRequest
