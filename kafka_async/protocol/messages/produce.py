# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""Produce (API key 0): request and response, versions 3-13."""

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

__all__ = ["ProduceRequest", "ProduceResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ProduceRequest(Request["ProduceResponse | None"]):
    """Produce request (API key 0): versions 3-13, flexible from 9."""

    API_KEY = 0
    MIN_VERSION = 3
    MAX_VERSION = 13
    FLEXIBLE_VERSION = 9


    class TopicProduceData:
        """TopicProduceData (versions 0+)."""

        class PartitionProduceData:
            """PartitionProduceData (versions 0+)."""
            __slots__ = ('index', 'records', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            index: int
            #: The record data to be produced. (v0+, nullable v0+)
            records: Buffer | None
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, index: int = 0, records: Buffer | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.index = index
                self.records = records
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(index={self.index!r}, records={self.records!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.index, self.records, self.unknown_tagged_fields,) == (other.index, other.records, other.unknown_tagged_fields,)

        __slots__ = ('name', 'topic_id', 'partition_data', 'unknown_tagged_fields',)
        #: The topic name. (v0-12, ignorable)
        name: str
        #: The unique topic ID (v13+, ignorable)
        topic_id: UUID
        #: Each partition to produce to. (v0+)
        partition_data: list[ProduceRequest.TopicProduceData.PartitionProduceData]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", topic_id: UUID = _ZERO_UUID, partition_data: list[ProduceRequest.TopicProduceData.PartitionProduceData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.topic_id = topic_id
            self.partition_data = [] if partition_data is _FRESH else partition_data
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, topic_id={self.topic_id!r}, partition_data={self.partition_data!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.topic_id, self.partition_data, self.unknown_tagged_fields,) == (other.name, other.topic_id, other.partition_data, other.unknown_tagged_fields,)

    __slots__ = ('transactional_id', 'acks', 'timeout_ms', 'topic_data', 'unknown_tagged_fields',)
    #: The transactional ID, or null if the producer is not transactional. (v3+, nullable v3+)
    transactional_id: str | None
    #: The number of acknowledgments the producer requires the leader to have received before considering a request complete. Allowed values: 0 for no acknowledgments, 1 for only the leader and -1 for the full ISR. (v0+)
    acks: int
    #: The timeout to await a response in milliseconds. (v0+)
    timeout_ms: int
    #: Each topic to produce to. (v0+)
    topic_data: list[ProduceRequest.TopicProduceData]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, transactional_id: str | None = None, acks: int = 0, timeout_ms: int = 0, topic_data: list[ProduceRequest.TopicProduceData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.transactional_id = transactional_id
        self.acks = acks
        self.timeout_ms = timeout_ms
        self.topic_data = [] if topic_data is _FRESH else topic_data
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(transactional_id={self.transactional_id!r}, acks={self.acks!r}, timeout_ms={self.timeout_ms!r}, topic_data={self.topic_data!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.transactional_id, self.acks, self.timeout_ms, self.topic_data, self.unknown_tagged_fields,) == (other.transactional_id, other.acks, other.timeout_ms, other.topic_data, other.unknown_tagged_fields,)

    def expects_response(self) -> bool:
        """A Produce with acks=0 gets no response at all."""
        return self.acks != 0


class ProduceResponse(Response):
    """Produce response (API key 0): versions 3-13, flexible from 9."""

    API_KEY = 0
    MIN_VERSION = 3
    MAX_VERSION = 13
    FLEXIBLE_VERSION = 9


    class TopicProduceResponse:
        """TopicProduceResponse (versions 0+)."""

        class PartitionProduceResponse:
            """PartitionProduceResponse (versions 0+)."""

            class BatchIndexAndErrorMessage:
                """BatchIndexAndErrorMessage (versions 8+)."""
                __slots__ = ('batch_index', 'batch_index_error_message', 'unknown_tagged_fields',)
                #: The batch index of the record that caused the batch to be dropped. (v8+)
                batch_index: int
                #: The error message of the record that caused the batch to be dropped. (v8+, nullable v8+)
                batch_index_error_message: str | None
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, batch_index: int = 0, batch_index_error_message: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.batch_index = batch_index
                    self.batch_index_error_message = batch_index_error_message
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(batch_index={self.batch_index!r}, batch_index_error_message={self.batch_index_error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.batch_index, self.batch_index_error_message, self.unknown_tagged_fields,) == (other.batch_index, other.batch_index_error_message, other.unknown_tagged_fields,)

            class LeaderIdAndEpoch:
                """LeaderIdAndEpoch (versions 10+)."""
                __slots__ = ('leader_id', 'leader_epoch', 'unknown_tagged_fields',)
                #: The ID of the current leader or -1 if the leader is unknown. (v10+)
                leader_id: int
                #: The latest known leader epoch. (v10+)
                leader_epoch: int
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, leader_id: int = -1, leader_epoch: int = -1, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.leader_id = leader_id
                    self.leader_epoch = leader_epoch
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(leader_id={self.leader_id!r}, leader_epoch={self.leader_epoch!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.leader_id, self.leader_epoch, self.unknown_tagged_fields,) == (other.leader_id, other.leader_epoch, other.unknown_tagged_fields,)

            __slots__ = ('index', 'error_code', 'base_offset', 'log_append_time_ms', 'log_start_offset', 'record_errors', 'error_message', 'current_leader', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            index: int
            #: The error code, or 0 if there was no error. (v0+)
            error_code: int
            #: The base offset. (v0+)
            base_offset: int
            #: The timestamp returned by broker after appending the messages. If CreateTime is used for the topic, the timestamp will be -1. If LogAppendTime is used for the topic, the timestamp will be the broker local time when the messages are appended. (v2+, ignorable)
            log_append_time_ms: int
            #: The log start offset. (v5+, ignorable)
            log_start_offset: int
            #: The batch indices of records that caused the batch to be dropped. (v8+, ignorable)
            record_errors: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage]
            #: The global error message summarizing the common root cause of the records that caused the batch to be dropped. (v8+, nullable v8+, ignorable)
            error_message: str | None
            #: The leader broker that the producer should use for future requests. (v10+, tag 0)
            current_leader: ProduceResponse.TopicProduceResponse.PartitionProduceResponse.LeaderIdAndEpoch
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, index: int = 0, error_code: int = 0, base_offset: int = 0, log_append_time_ms: int = -1, log_start_offset: int = -1, record_errors: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage] = _FRESH, error_message: str | None = None, current_leader: ProduceResponse.TopicProduceResponse.PartitionProduceResponse.LeaderIdAndEpoch = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.index = index
                self.error_code = error_code
                self.base_offset = base_offset
                self.log_append_time_ms = log_append_time_ms
                self.log_start_offset = log_start_offset
                self.record_errors = [] if record_errors is _FRESH else record_errors
                self.error_message = error_message
                self.current_leader = _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch() if current_leader is _FRESH else current_leader
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(index={self.index!r}, error_code={self.error_code!r}, base_offset={self.base_offset!r}, log_append_time_ms={self.log_append_time_ms!r}, log_start_offset={self.log_start_offset!r}, record_errors={self.record_errors!r}, error_message={self.error_message!r}, current_leader={self.current_leader!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.index, self.error_code, self.base_offset, self.log_append_time_ms, self.log_start_offset, self.record_errors, self.error_message, self.current_leader, self.unknown_tagged_fields,) == (other.index, other.error_code, other.base_offset, other.log_append_time_ms, other.log_start_offset, other.record_errors, other.error_message, other.current_leader, other.unknown_tagged_fields,)

        __slots__ = ('name', 'topic_id', 'partition_responses', 'unknown_tagged_fields',)
        #: The topic name. (v0-12, ignorable)
        name: str
        #: The unique topic ID (v13+, ignorable)
        topic_id: UUID
        #: Each partition that we produced to within the topic. (v0+)
        partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", topic_id: UUID = _ZERO_UUID, partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.topic_id = topic_id
            self.partition_responses = [] if partition_responses is _FRESH else partition_responses
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, topic_id={self.topic_id!r}, partition_responses={self.partition_responses!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.topic_id, self.partition_responses, self.unknown_tagged_fields,) == (other.name, other.topic_id, other.partition_responses, other.unknown_tagged_fields,)

    class NodeEndpoint:
        """NodeEndpoint (versions 10+)."""
        __slots__ = ('node_id', 'host', 'port', 'rack', 'unknown_tagged_fields',)
        #: The ID of the associated node. (v10+)
        node_id: int
        #: The node's hostname. (v10+)
        host: str
        #: The node's port. (v10+)
        port: int
        #: The rack of the node, or null if it has not been assigned to a rack. (v10+, nullable v10+)
        rack: str | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, node_id: int = 0, host: str = "", port: int = 0, rack: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.node_id = node_id
            self.host = host
            self.port = port
            self.rack = rack
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(node_id={self.node_id!r}, host={self.host!r}, port={self.port!r}, rack={self.rack!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.node_id, self.host, self.port, self.rack, self.unknown_tagged_fields,) == (other.node_id, other.host, other.port, other.rack, other.unknown_tagged_fields,)

    __slots__ = ('responses', 'throttle_time_ms', 'node_endpoints', 'unknown_tagged_fields',)
    #: Each produce response. (v0+)
    responses: list[ProduceResponse.TopicProduceResponse]
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v1+, ignorable)
    throttle_time_ms: int
    #: Endpoints for all current-leaders enumerated in PartitionProduceResponses, with errors NOT_LEADER_OR_FOLLOWER. (v10+, tag 0)
    node_endpoints: list[ProduceResponse.NodeEndpoint]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, responses: list[ProduceResponse.TopicProduceResponse] = _FRESH, throttle_time_ms: int = 0, node_endpoints: list[ProduceResponse.NodeEndpoint] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.responses = [] if responses is _FRESH else responses
        self.throttle_time_ms = throttle_time_ms
        self.node_endpoints = [] if node_endpoints is _FRESH else node_endpoints
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(responses={self.responses!r}, throttle_time_ms={self.throttle_time_ms!r}, node_endpoints={self.node_endpoints!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.responses, self.throttle_time_ms, self.node_endpoints, self.unknown_tagged_fields,) == (other.responses, other.throttle_time_ms, other.node_endpoints, other.unknown_tagged_fields,)

_ProduceRequest = ProduceRequest
_ProduceRequest_TopicProduceData = ProduceRequest.TopicProduceData
_ProduceRequest_TopicProduceData_PartitionProduceData = ProduceRequest.TopicProduceData.PartitionProduceData
_ProduceResponse = ProduceResponse
_ProduceResponse_TopicProduceResponse = ProduceResponse.TopicProduceResponse
_ProduceResponse_TopicProduceResponse_PartitionProduceResponse = ProduceResponse.TopicProduceResponse.PartitionProduceResponse
_ProduceResponse_TopicProduceResponse_PartitionProduceResponse_BatchIndexAndErrorMessage = ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage
_ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch = ProduceResponse.TopicProduceResponse.PartitionProduceResponse.LeaderIdAndEpoch
_ProduceResponse_NodeEndpoint = ProduceResponse.NodeEndpoint

_S0 = Struct('>hi')
_S1 = Struct('>i')
_S2 = Struct('>16s')
_S3 = Struct('>ihqq')
_S4 = Struct('>ihqqq')
_S5 = Struct('>ii')


# ProduceRequest.TopicProduceData.PartitionProduceData v3-8
def _enc_PartitionProduceData_1(o: ProduceRequest.TopicProduceData.PartitionProduceData, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.index))
    r1 = o.records
    if r1 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_I32.pack(len(r1)))
        out.append(r1)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceRequest.TopicProduceData v3-8
def _enc_TopicProduceData_2(o: ProduceRequest.TopicProduceData, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partition_data
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_PartitionProduceData_1(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceRequest v3-8
def _enc_ProduceRequest_3(o: ProduceRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_nullable_string(o.transactional_id))
    out.append(_S0.pack(o.acks, o.timeout_ms))
    a3 = o.topic_data
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_TopicProduceData_2(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceRequest.TopicProduceData.PartitionProduceData v9-13
def _enc_PartitionProduceData_4(o: ProduceRequest.TopicProduceData.PartitionProduceData, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.index))
    r1 = o.records
    if r1 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(r1) + 1))
        out.append(r1)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceRequest.TopicProduceData v9-12
def _enc_TopicProduceData_5(o: ProduceRequest.TopicProduceData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partition_data
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionProduceData_4(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceRequest v9-12
def _enc_ProduceRequest_6(o: ProduceRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_nullable_string(o.transactional_id))
    out.append(_S0.pack(o.acks, o.timeout_ms))
    a3 = o.topic_data
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_TopicProduceData_5(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceRequest.TopicProduceData v13
def _enc_TopicProduceData_7(o: ProduceRequest.TopicProduceData, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.topic_id.bytes))
    a1 = o.partition_data
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionProduceData_4(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceRequest v13
def _enc_ProduceRequest_8(o: ProduceRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_nullable_string(o.transactional_id))
    out.append(_S0.pack(o.acks, o.timeout_ms))
    a3 = o.topic_data
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_TopicProduceData_7(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceRequest.TopicProduceData.PartitionProduceData v3-8
def _dec_PartitionProduceData_9(buf: memoryview, pos: int) -> tuple[ProduceRequest.TopicProduceData.PartitionProduceData, int]:
    f_index: int
    f_records: Buffer | None
    f_index = _S1.unpack_from(buf, pos)[0]
    pos += 4
    f_records, pos = _p.dec_records(buf, pos)
    unknown: dict[int, bytes] = {}
    return _ProduceRequest_TopicProduceData_PartitionProduceData(f_index, f_records, unknown), pos


# ProduceRequest.TopicProduceData v3-8
def _dec_TopicProduceData_10(buf: memoryview, pos: int) -> tuple[ProduceRequest.TopicProduceData, int]:
    f_name: str
    f_partition_data: list[ProduceRequest.TopicProduceData.PartitionProduceData]
    f_name, pos = _p.dec_string(buf, pos)
    n_partition_data, pos = _p.dec_array_len(buf, pos, 8)
    l_partition_data: list[ProduceRequest.TopicProduceData.PartitionProduceData] = []
    for _ in range(n_partition_data):
        e_partition_data, pos = _dec_PartitionProduceData_9(buf, pos)
        l_partition_data.append(e_partition_data)
    f_partition_data = l_partition_data
    unknown: dict[int, bytes] = {}
    return _ProduceRequest_TopicProduceData(f_name, _ZERO_UUID, f_partition_data, unknown), pos


# ProduceRequest v3-8
def _dec_ProduceRequest_11(buf: memoryview, pos: int) -> tuple[ProduceRequest, int]:
    f_transactional_id: str | None
    f_acks: int
    f_timeout_ms: int
    f_topic_data: list[ProduceRequest.TopicProduceData]
    f_transactional_id, pos = _p.dec_nullable_string(buf, pos)
    f_acks, f_timeout_ms = _S0.unpack_from(buf, pos)
    pos += 6
    n_topic_data, pos = _p.dec_array_len(buf, pos, 6)
    l_topic_data: list[ProduceRequest.TopicProduceData] = []
    for _ in range(n_topic_data):
        e_topic_data, pos = _dec_TopicProduceData_10(buf, pos)
        l_topic_data.append(e_topic_data)
    f_topic_data = l_topic_data
    unknown: dict[int, bytes] = {}
    return _ProduceRequest(f_transactional_id, f_acks, f_timeout_ms, f_topic_data, unknown), pos


# ProduceRequest.TopicProduceData.PartitionProduceData v9-13
def _dec_PartitionProduceData_12(buf: memoryview, pos: int) -> tuple[ProduceRequest.TopicProduceData.PartitionProduceData, int]:
    f_index: int
    f_records: Buffer | None
    f_index = _S1.unpack_from(buf, pos)[0]
    pos += 4
    f_records, pos = _p.dec_compact_records(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceRequest_TopicProduceData_PartitionProduceData(f_index, f_records, unknown), pos


# ProduceRequest.TopicProduceData v9-12
def _dec_TopicProduceData_13(buf: memoryview, pos: int) -> tuple[ProduceRequest.TopicProduceData, int]:
    f_name: str
    f_partition_data: list[ProduceRequest.TopicProduceData.PartitionProduceData]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partition_data = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partition_data < 127 and n_partition_data * 6 < len(buf) - pos:
        pos += 1
    else:
        n_partition_data, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_partition_data: list[ProduceRequest.TopicProduceData.PartitionProduceData] = []
    for _ in range(n_partition_data):
        e_partition_data, pos = _dec_PartitionProduceData_12(buf, pos)
        l_partition_data.append(e_partition_data)
    f_partition_data = l_partition_data
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceRequest_TopicProduceData(f_name, _ZERO_UUID, f_partition_data, unknown), pos


# ProduceRequest v9-12
def _dec_ProduceRequest_14(buf: memoryview, pos: int) -> tuple[ProduceRequest, int]:
    f_transactional_id: str | None
    f_acks: int
    f_timeout_ms: int
    f_topic_data: list[ProduceRequest.TopicProduceData]
    if pos < len(buf) and buf[pos] == 0:
        f_transactional_id = None
        pos += 1
    else:
        f_transactional_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_acks, f_timeout_ms = _S0.unpack_from(buf, pos)
    pos += 6
    n_topic_data = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topic_data < 127 and n_topic_data * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topic_data, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topic_data: list[ProduceRequest.TopicProduceData] = []
    for _ in range(n_topic_data):
        e_topic_data, pos = _dec_TopicProduceData_13(buf, pos)
        l_topic_data.append(e_topic_data)
    f_topic_data = l_topic_data
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceRequest(f_transactional_id, f_acks, f_timeout_ms, f_topic_data, unknown), pos


# ProduceRequest.TopicProduceData v13
def _dec_TopicProduceData_15(buf: memoryview, pos: int) -> tuple[ProduceRequest.TopicProduceData, int]:
    f_topic_id: UUID
    f_partition_data: list[ProduceRequest.TopicProduceData.PartitionProduceData]
    u_topic_id = _S2.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partition_data = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partition_data < 127 and n_partition_data * 6 < len(buf) - pos:
        pos += 1
    else:
        n_partition_data, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_partition_data: list[ProduceRequest.TopicProduceData.PartitionProduceData] = []
    for _ in range(n_partition_data):
        e_partition_data, pos = _dec_PartitionProduceData_12(buf, pos)
        l_partition_data.append(e_partition_data)
    f_partition_data = l_partition_data
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceRequest_TopicProduceData("", f_topic_id, f_partition_data, unknown), pos


# ProduceRequest v13
def _dec_ProduceRequest_16(buf: memoryview, pos: int) -> tuple[ProduceRequest, int]:
    f_transactional_id: str | None
    f_acks: int
    f_timeout_ms: int
    f_topic_data: list[ProduceRequest.TopicProduceData]
    if pos < len(buf) and buf[pos] == 0:
        f_transactional_id = None
        pos += 1
    else:
        f_transactional_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_acks, f_timeout_ms = _S0.unpack_from(buf, pos)
    pos += 6
    n_topic_data = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topic_data < 127 and n_topic_data * 18 < len(buf) - pos:
        pos += 1
    else:
        n_topic_data, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_topic_data: list[ProduceRequest.TopicProduceData] = []
    for _ in range(n_topic_data):
        e_topic_data, pos = _dec_TopicProduceData_15(buf, pos)
        l_topic_data.append(e_topic_data)
    f_topic_data = l_topic_data
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceRequest(f_transactional_id, f_acks, f_timeout_ms, f_topic_data, unknown), pos


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse v3-4
def _enc_PartitionProduceResponse_17(o: ProduceResponse.TopicProduceResponse.PartitionProduceResponse, out: list[Buffer]) -> None:
    if o.current_leader != _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch():
        raise _EncodeError('current_leader' + _UNSUPPORTED)
    out.append(_S3.pack(o.index, o.error_code, o.base_offset, o.log_append_time_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceResponse.TopicProduceResponse v3-4
def _enc_TopicProduceResponse_18(o: ProduceResponse.TopicProduceResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partition_responses
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_PartitionProduceResponse_17(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceResponse v3-4
def _enc_ProduceResponse_19(o: ProduceResponse, out: list[Buffer]) -> None:
    if len(o.node_endpoints) != 0:
        raise _EncodeError('node_endpoints' + _UNSUPPORTED)
    a0 = o.responses
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_TopicProduceResponse_18(e0, out)
    out.append(_S1.pack(o.throttle_time_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse v5-7
def _enc_PartitionProduceResponse_20(o: ProduceResponse.TopicProduceResponse.PartitionProduceResponse, out: list[Buffer]) -> None:
    if o.current_leader != _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch():
        raise _EncodeError('current_leader' + _UNSUPPORTED)
    out.append(_S4.pack(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceResponse.TopicProduceResponse v5-7
def _enc_TopicProduceResponse_21(o: ProduceResponse.TopicProduceResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partition_responses
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_PartitionProduceResponse_20(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceResponse v5-7
def _enc_ProduceResponse_22(o: ProduceResponse, out: list[Buffer]) -> None:
    if len(o.node_endpoints) != 0:
        raise _EncodeError('node_endpoints' + _UNSUPPORTED)
    a0 = o.responses
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_TopicProduceResponse_21(e0, out)
    out.append(_S1.pack(o.throttle_time_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage v8
def _enc_BatchIndexAndErrorMessage_23(o: ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.batch_index))
    out.append(_p.enc_nullable_string(o.batch_index_error_message))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse v8
def _enc_PartitionProduceResponse_24(o: ProduceResponse.TopicProduceResponse.PartitionProduceResponse, out: list[Buffer]) -> None:
    if o.current_leader != _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch():
        raise _EncodeError('current_leader' + _UNSUPPORTED)
    out.append(_S4.pack(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset))
    a5 = o.record_errors
    out.append(_p.enc_array_len(len(a5)))
    for e5 in a5:
        _enc_BatchIndexAndErrorMessage_23(e5, out)
    out.append(_p.enc_nullable_string(o.error_message))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceResponse.TopicProduceResponse v8
def _enc_TopicProduceResponse_25(o: ProduceResponse.TopicProduceResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partition_responses
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_PartitionProduceResponse_24(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceResponse v8
def _enc_ProduceResponse_26(o: ProduceResponse, out: list[Buffer]) -> None:
    if len(o.node_endpoints) != 0:
        raise _EncodeError('node_endpoints' + _UNSUPPORTED)
    a0 = o.responses
    out.append(_p.enc_array_len(len(a0)))
    for e0 in a0:
        _enc_TopicProduceResponse_25(e0, out)
    out.append(_S1.pack(o.throttle_time_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage v9-13
def _enc_BatchIndexAndErrorMessage_27(o: ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.batch_index))
    out.append(_p.enc_compact_nullable_string(o.batch_index_error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse v9
def _enc_PartitionProduceResponse_28(o: ProduceResponse.TopicProduceResponse.PartitionProduceResponse, out: list[Buffer]) -> None:
    if o.current_leader != _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch():
        raise _EncodeError('current_leader' + _UNSUPPORTED)
    out.append(_S4.pack(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset))
    a5 = o.record_errors
    out.append(_p.enc_uvarint(len(a5) + 1))
    for e5 in a5:
        _enc_BatchIndexAndErrorMessage_27(e5, out)
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceResponse.TopicProduceResponse v9
def _enc_TopicProduceResponse_29(o: ProduceResponse.TopicProduceResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partition_responses
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionProduceResponse_28(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceResponse v9
def _enc_ProduceResponse_30(o: ProduceResponse, out: list[Buffer]) -> None:
    if len(o.node_endpoints) != 0:
        raise _EncodeError('node_endpoints' + _UNSUPPORTED)
    a0 = o.responses
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_TopicProduceResponse_29(e0, out)
    out.append(_S1.pack(o.throttle_time_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse.LeaderIdAndEpoch v10-13
def _enc_LeaderIdAndEpoch_31(o: ProduceResponse.TopicProduceResponse.PartitionProduceResponse.LeaderIdAndEpoch, out: list[Buffer]) -> None:
    out.append(_S5.pack(o.leader_id, o.leader_epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse v10-13
def _enc_PartitionProduceResponse_32(o: ProduceResponse.TopicProduceResponse.PartitionProduceResponse, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset))
    a5 = o.record_errors
    out.append(_p.enc_uvarint(len(a5) + 1))
    for e5 in a5:
        _enc_BatchIndexAndErrorMessage_27(e5, out)
    out.append(_p.enc_compact_nullable_string(o.error_message))
    t = dict(o.unknown_tagged_fields)
    if o.current_leader != _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch():
        t0: list[Buffer] = []
        _enc_LeaderIdAndEpoch_31(o.current_leader, t0)
        t[0] = b"".join(t0)
    out.append(_p.enc_tagged_fields(t))


# ProduceResponse.TopicProduceResponse v10-12
def _enc_TopicProduceResponse_33(o: ProduceResponse.TopicProduceResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partition_responses
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionProduceResponse_32(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceResponse.NodeEndpoint v10-13
def _enc_NodeEndpoint_34(o: ProduceResponse.NodeEndpoint, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.node_id))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S1.pack(o.port))
    out.append(_p.enc_compact_nullable_string(o.rack))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceResponse v10-12
def _enc_ProduceResponse_35(o: ProduceResponse, out: list[Buffer]) -> None:
    a0 = o.responses
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_TopicProduceResponse_33(e0, out)
    out.append(_S1.pack(o.throttle_time_ms))
    t = dict(o.unknown_tagged_fields)
    if len(o.node_endpoints) != 0:
        t0: list[Buffer] = []
        at0 = o.node_endpoints
        t0.append(_p.enc_uvarint(len(at0) + 1))
        for et0 in at0:
            _enc_NodeEndpoint_34(et0, t0)
        t[0] = b"".join(t0)
    out.append(_p.enc_tagged_fields(t))


# ProduceResponse.TopicProduceResponse v13
def _enc_TopicProduceResponse_36(o: ProduceResponse.TopicProduceResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.topic_id.bytes))
    a1 = o.partition_responses
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionProduceResponse_32(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ProduceResponse v13
def _enc_ProduceResponse_37(o: ProduceResponse, out: list[Buffer]) -> None:
    a0 = o.responses
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_TopicProduceResponse_36(e0, out)
    out.append(_S1.pack(o.throttle_time_ms))
    t = dict(o.unknown_tagged_fields)
    if len(o.node_endpoints) != 0:
        t0: list[Buffer] = []
        at0 = o.node_endpoints
        t0.append(_p.enc_uvarint(len(at0) + 1))
        for et0 in at0:
            _enc_NodeEndpoint_34(et0, t0)
        t[0] = b"".join(t0)
    out.append(_p.enc_tagged_fields(t))


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse v3-4
def _dec_PartitionProduceResponse_38(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse.PartitionProduceResponse, int]:
    f_index: int
    f_error_code: int
    f_base_offset: int
    f_log_append_time_ms: int
    f_index, f_error_code, f_base_offset, f_log_append_time_ms = _S3.unpack_from(buf, pos)
    pos += 22
    unknown: dict[int, bytes] = {}
    return _ProduceResponse_TopicProduceResponse_PartitionProduceResponse(f_index, f_error_code, f_base_offset, f_log_append_time_ms, -1, [], None, _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch(), unknown), pos


# ProduceResponse.TopicProduceResponse v3-4
def _dec_TopicProduceResponse_39(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse, int]:
    f_name: str
    f_partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse]
    f_name, pos = _p.dec_string(buf, pos)
    n_partition_responses, pos = _p.dec_array_len(buf, pos, 22)
    l_partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        e_partition_responses, pos = _dec_PartitionProduceResponse_38(buf, pos)
        l_partition_responses.append(e_partition_responses)
    f_partition_responses = l_partition_responses
    unknown: dict[int, bytes] = {}
    return _ProduceResponse_TopicProduceResponse(f_name, _ZERO_UUID, f_partition_responses, unknown), pos


# ProduceResponse v3-4
def _dec_ProduceResponse_40(buf: memoryview, pos: int) -> tuple[ProduceResponse, int]:
    f_responses: list[ProduceResponse.TopicProduceResponse]
    f_throttle_time_ms: int
    n_responses, pos = _p.dec_array_len(buf, pos, 6)
    l_responses: list[ProduceResponse.TopicProduceResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_TopicProduceResponse_39(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _ProduceResponse(f_responses, f_throttle_time_ms, [], unknown), pos


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse v5-7
def _dec_PartitionProduceResponse_41(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse.PartitionProduceResponse, int]:
    f_index: int
    f_error_code: int
    f_base_offset: int
    f_log_append_time_ms: int
    f_log_start_offset: int
    f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset = _S4.unpack_from(buf, pos)
    pos += 30
    unknown: dict[int, bytes] = {}
    return _ProduceResponse_TopicProduceResponse_PartitionProduceResponse(f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset, [], None, _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch(), unknown), pos


# ProduceResponse.TopicProduceResponse v5-7
def _dec_TopicProduceResponse_42(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse, int]:
    f_name: str
    f_partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse]
    f_name, pos = _p.dec_string(buf, pos)
    n_partition_responses, pos = _p.dec_array_len(buf, pos, 30)
    l_partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        e_partition_responses, pos = _dec_PartitionProduceResponse_41(buf, pos)
        l_partition_responses.append(e_partition_responses)
    f_partition_responses = l_partition_responses
    unknown: dict[int, bytes] = {}
    return _ProduceResponse_TopicProduceResponse(f_name, _ZERO_UUID, f_partition_responses, unknown), pos


# ProduceResponse v5-7
def _dec_ProduceResponse_43(buf: memoryview, pos: int) -> tuple[ProduceResponse, int]:
    f_responses: list[ProduceResponse.TopicProduceResponse]
    f_throttle_time_ms: int
    n_responses, pos = _p.dec_array_len(buf, pos, 6)
    l_responses: list[ProduceResponse.TopicProduceResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_TopicProduceResponse_42(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _ProduceResponse(f_responses, f_throttle_time_ms, [], unknown), pos


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage v8
def _dec_BatchIndexAndErrorMessage_44(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage, int]:
    f_batch_index: int
    f_batch_index_error_message: str | None
    f_batch_index = _S1.unpack_from(buf, pos)[0]
    pos += 4
    f_batch_index_error_message, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_BatchIndexAndErrorMessage(f_batch_index, f_batch_index_error_message, unknown), pos


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse v8
def _dec_PartitionProduceResponse_45(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse.PartitionProduceResponse, int]:
    f_index: int
    f_error_code: int
    f_base_offset: int
    f_log_append_time_ms: int
    f_log_start_offset: int
    f_record_errors: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage]
    f_error_message: str | None
    f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset = _S4.unpack_from(buf, pos)
    pos += 30
    n_record_errors, pos = _p.dec_array_len(buf, pos, 6)
    l_record_errors: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage] = []
    for _ in range(n_record_errors):
        e_record_errors, pos = _dec_BatchIndexAndErrorMessage_44(buf, pos)
        l_record_errors.append(e_record_errors)
    f_record_errors = l_record_errors
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _ProduceResponse_TopicProduceResponse_PartitionProduceResponse(f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset, f_record_errors, f_error_message, _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch(), unknown), pos


# ProduceResponse.TopicProduceResponse v8
def _dec_TopicProduceResponse_46(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse, int]:
    f_name: str
    f_partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse]
    f_name, pos = _p.dec_string(buf, pos)
    n_partition_responses, pos = _p.dec_array_len(buf, pos, 36)
    l_partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        e_partition_responses, pos = _dec_PartitionProduceResponse_45(buf, pos)
        l_partition_responses.append(e_partition_responses)
    f_partition_responses = l_partition_responses
    unknown: dict[int, bytes] = {}
    return _ProduceResponse_TopicProduceResponse(f_name, _ZERO_UUID, f_partition_responses, unknown), pos


# ProduceResponse v8
def _dec_ProduceResponse_47(buf: memoryview, pos: int) -> tuple[ProduceResponse, int]:
    f_responses: list[ProduceResponse.TopicProduceResponse]
    f_throttle_time_ms: int
    n_responses, pos = _p.dec_array_len(buf, pos, 6)
    l_responses: list[ProduceResponse.TopicProduceResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_TopicProduceResponse_46(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _ProduceResponse(f_responses, f_throttle_time_ms, [], unknown), pos


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage v9-13
def _dec_BatchIndexAndErrorMessage_48(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage, int]:
    f_batch_index: int
    f_batch_index_error_message: str | None
    f_batch_index = _S1.unpack_from(buf, pos)[0]
    pos += 4
    if pos < len(buf) and buf[pos] == 0:
        f_batch_index_error_message = None
        pos += 1
    else:
        f_batch_index_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_BatchIndexAndErrorMessage(f_batch_index, f_batch_index_error_message, unknown), pos


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse v9
def _dec_PartitionProduceResponse_49(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse.PartitionProduceResponse, int]:
    f_index: int
    f_error_code: int
    f_base_offset: int
    f_log_append_time_ms: int
    f_log_start_offset: int
    f_record_errors: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage]
    f_error_message: str | None
    f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset = _S4.unpack_from(buf, pos)
    pos += 30
    n_record_errors = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_record_errors < 127 and n_record_errors * 6 < len(buf) - pos:
        pos += 1
    else:
        n_record_errors, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_record_errors: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage] = []
    for _ in range(n_record_errors):
        e_record_errors, pos = _dec_BatchIndexAndErrorMessage_48(buf, pos)
        l_record_errors.append(e_record_errors)
    f_record_errors = l_record_errors
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceResponse_TopicProduceResponse_PartitionProduceResponse(f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset, f_record_errors, f_error_message, _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch(), unknown), pos


# ProduceResponse.TopicProduceResponse v9
def _dec_TopicProduceResponse_50(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse, int]:
    f_name: str
    f_partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partition_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partition_responses < 127 and n_partition_responses * 33 < len(buf) - pos:
        pos += 1
    else:
        n_partition_responses, pos = _p.dec_compact_array_len(buf, pos, 33)
    l_partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        e_partition_responses, pos = _dec_PartitionProduceResponse_49(buf, pos)
        l_partition_responses.append(e_partition_responses)
    f_partition_responses = l_partition_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceResponse_TopicProduceResponse(f_name, _ZERO_UUID, f_partition_responses, unknown), pos


# ProduceResponse v9
def _dec_ProduceResponse_51(buf: memoryview, pos: int) -> tuple[ProduceResponse, int]:
    f_responses: list[ProduceResponse.TopicProduceResponse]
    f_throttle_time_ms: int
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 3 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_responses: list[ProduceResponse.TopicProduceResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_TopicProduceResponse_50(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceResponse(f_responses, f_throttle_time_ms, [], unknown), pos


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse.LeaderIdAndEpoch v10-13
def _dec_LeaderIdAndEpoch_52(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse.PartitionProduceResponse.LeaderIdAndEpoch, int]:
    f_leader_id: int
    f_leader_epoch: int
    f_leader_id, f_leader_epoch = _S5.unpack_from(buf, pos)
    pos += 8
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch(f_leader_id, f_leader_epoch, unknown), pos


# ProduceResponse.TopicProduceResponse.PartitionProduceResponse v10-13
def _dec_PartitionProduceResponse_53(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse.PartitionProduceResponse, int]:
    f_index: int
    f_error_code: int
    f_base_offset: int
    f_log_append_time_ms: int
    f_log_start_offset: int
    f_record_errors: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage]
    f_error_message: str | None
    f_current_leader: ProduceResponse.TopicProduceResponse.PartitionProduceResponse.LeaderIdAndEpoch | None = None
    f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset = _S4.unpack_from(buf, pos)
    pos += 30
    n_record_errors = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_record_errors < 127 and n_record_errors * 6 < len(buf) - pos:
        pos += 1
    else:
        n_record_errors, pos = _p.dec_compact_array_len(buf, pos, 6)
    l_record_errors: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse.BatchIndexAndErrorMessage] = []
    for _ in range(n_record_errors):
        e_record_errors, pos = _dec_BatchIndexAndErrorMessage_48(buf, pos)
        l_record_errors.append(e_record_errors)
    f_record_errors = l_record_errors
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                f_current_leader, q = _dec_LeaderIdAndEpoch_52(buf, q)
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            else:
                unknown[tag] = bytes(buf[q:end])
    if f_current_leader is None:
        f_current_leader = _ProduceResponse_TopicProduceResponse_PartitionProduceResponse_LeaderIdAndEpoch()
    return _ProduceResponse_TopicProduceResponse_PartitionProduceResponse(f_index, f_error_code, f_base_offset, f_log_append_time_ms, f_log_start_offset, f_record_errors, f_error_message, f_current_leader, unknown), pos


# ProduceResponse.TopicProduceResponse v10-12
def _dec_TopicProduceResponse_54(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse, int]:
    f_name: str
    f_partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partition_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partition_responses < 127 and n_partition_responses * 33 < len(buf) - pos:
        pos += 1
    else:
        n_partition_responses, pos = _p.dec_compact_array_len(buf, pos, 33)
    l_partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        e_partition_responses, pos = _dec_PartitionProduceResponse_53(buf, pos)
        l_partition_responses.append(e_partition_responses)
    f_partition_responses = l_partition_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceResponse_TopicProduceResponse(f_name, _ZERO_UUID, f_partition_responses, unknown), pos


# ProduceResponse.NodeEndpoint v10-13
def _dec_NodeEndpoint_55(buf: memoryview, pos: int) -> tuple[ProduceResponse.NodeEndpoint, int]:
    f_node_id: int
    f_host: str
    f_port: int
    f_rack: str | None
    f_node_id = _S1.unpack_from(buf, pos)[0]
    pos += 4
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S1.unpack_from(buf, pos)[0]
    pos += 4
    if pos < len(buf) and buf[pos] == 0:
        f_rack = None
        pos += 1
    else:
        f_rack, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceResponse_NodeEndpoint(f_node_id, f_host, f_port, f_rack, unknown), pos


# ProduceResponse v10-12
def _dec_ProduceResponse_56(buf: memoryview, pos: int) -> tuple[ProduceResponse, int]:
    f_responses: list[ProduceResponse.TopicProduceResponse]
    f_throttle_time_ms: int
    f_node_endpoints: list[ProduceResponse.NodeEndpoint]
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 3 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_responses: list[ProduceResponse.TopicProduceResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_TopicProduceResponse_54(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    f_node_endpoints = []
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                n_node_endpoints = buf[q] - 1 if q < len(buf) else -1
                if 0 <= n_node_endpoints < 127 and n_node_endpoints * 11 < len(buf) - q:
                    q += 1
                else:
                    n_node_endpoints, q = _p.dec_compact_array_len(buf, q, 11)
                l_node_endpoints: list[ProduceResponse.NodeEndpoint] = []
                for _ in range(n_node_endpoints):
                    e_node_endpoints, q = _dec_NodeEndpoint_55(buf, q)
                    l_node_endpoints.append(e_node_endpoints)
                f_node_endpoints = l_node_endpoints
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            else:
                unknown[tag] = bytes(buf[q:end])
    return _ProduceResponse(f_responses, f_throttle_time_ms, f_node_endpoints, unknown), pos


# ProduceResponse.TopicProduceResponse v13
def _dec_TopicProduceResponse_57(buf: memoryview, pos: int) -> tuple[ProduceResponse.TopicProduceResponse, int]:
    f_topic_id: UUID
    f_partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse]
    u_topic_id = _S2.unpack_from(buf, pos)[0]
    pos += 16
    f_topic_id = _UUID(bytes=u_topic_id)
    n_partition_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partition_responses < 127 and n_partition_responses * 33 < len(buf) - pos:
        pos += 1
    else:
        n_partition_responses, pos = _p.dec_compact_array_len(buf, pos, 33)
    l_partition_responses: list[ProduceResponse.TopicProduceResponse.PartitionProduceResponse] = []
    for _ in range(n_partition_responses):
        e_partition_responses, pos = _dec_PartitionProduceResponse_53(buf, pos)
        l_partition_responses.append(e_partition_responses)
    f_partition_responses = l_partition_responses
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ProduceResponse_TopicProduceResponse("", f_topic_id, f_partition_responses, unknown), pos


# ProduceResponse v13
def _dec_ProduceResponse_58(buf: memoryview, pos: int) -> tuple[ProduceResponse, int]:
    f_responses: list[ProduceResponse.TopicProduceResponse]
    f_throttle_time_ms: int
    f_node_endpoints: list[ProduceResponse.NodeEndpoint]
    n_responses = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_responses < 127 and n_responses * 18 < len(buf) - pos:
        pos += 1
    else:
        n_responses, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_responses: list[ProduceResponse.TopicProduceResponse] = []
    for _ in range(n_responses):
        e_responses, pos = _dec_TopicProduceResponse_57(buf, pos)
        l_responses.append(e_responses)
    f_responses = l_responses
    f_throttle_time_ms = _S1.unpack_from(buf, pos)[0]
    pos += 4
    f_node_endpoints = []
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                n_node_endpoints = buf[q] - 1 if q < len(buf) else -1
                if 0 <= n_node_endpoints < 127 and n_node_endpoints * 11 < len(buf) - q:
                    q += 1
                else:
                    n_node_endpoints, q = _p.dec_compact_array_len(buf, q, 11)
                l_node_endpoints: list[ProduceResponse.NodeEndpoint] = []
                for _ in range(n_node_endpoints):
                    e_node_endpoints, q = _dec_NodeEndpoint_55(buf, q)
                    l_node_endpoints.append(e_node_endpoints)
                f_node_endpoints = l_node_endpoints
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            else:
                unknown[tag] = bytes(buf[q:end])
    return _ProduceResponse(f_responses, f_throttle_time_ms, f_node_endpoints, unknown), pos


ProduceRequest._ENCODERS = (None, None, None, _enc_ProduceRequest_3, _enc_ProduceRequest_3, _enc_ProduceRequest_3, _enc_ProduceRequest_3, _enc_ProduceRequest_3, _enc_ProduceRequest_3, _enc_ProduceRequest_6, _enc_ProduceRequest_6, _enc_ProduceRequest_6, _enc_ProduceRequest_6, _enc_ProduceRequest_8,)
ProduceRequest._DECODERS = (None, None, None, _dec_ProduceRequest_11, _dec_ProduceRequest_11, _dec_ProduceRequest_11, _dec_ProduceRequest_11, _dec_ProduceRequest_11, _dec_ProduceRequest_11, _dec_ProduceRequest_14, _dec_ProduceRequest_14, _dec_ProduceRequest_14, _dec_ProduceRequest_14, _dec_ProduceRequest_16,)
ProduceResponse._ENCODERS = (None, None, None, _enc_ProduceResponse_19, _enc_ProduceResponse_19, _enc_ProduceResponse_22, _enc_ProduceResponse_22, _enc_ProduceResponse_22, _enc_ProduceResponse_26, _enc_ProduceResponse_30, _enc_ProduceResponse_35, _enc_ProduceResponse_35, _enc_ProduceResponse_35, _enc_ProduceResponse_37,)
ProduceResponse._DECODERS = (None, None, None, _dec_ProduceResponse_40, _dec_ProduceResponse_40, _dec_ProduceResponse_43, _dec_ProduceResponse_43, _dec_ProduceResponse_43, _dec_ProduceResponse_47, _dec_ProduceResponse_51, _dec_ProduceResponse_56, _dec_ProduceResponse_56, _dec_ProduceResponse_56, _dec_ProduceResponse_58,)
ProduceRequest.RESPONSE = ProduceResponse
ProduceResponse.REQUEST = ProduceRequest
