# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""ElectLeaders (API key 43): request and response, versions 0-2."""

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

__all__ = ["ElectLeadersRequest", "ElectLeadersResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ElectLeadersRequest(Request["ElectLeadersResponse"]):
    """ElectLeaders request (API key 43): versions 0-2, flexible from 2."""

    API_KEY = 43
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2


    class TopicPartitions:
        """TopicPartitions (versions 0+)."""
        __slots__ = ('topic', 'partitions', 'unknown_tagged_fields',)
        #: The name of a topic. (v0+)
        topic: str
        #: The partitions of this topic whose leader should be elected. (v0+)
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

    __slots__ = ('election_type', 'topic_partitions', 'timeout_ms', 'unknown_tagged_fields',)
    #: Type of elections to conduct for the partition. A value of '0' elects the preferred replica. A value of '1' elects the first live replica if there are no in-sync replica. (v1+)
    election_type: int
    #: The topic partitions to elect leaders. (v0+, nullable v0+)
    topic_partitions: list[ElectLeadersRequest.TopicPartitions] | None
    #: The time in ms to wait for the election to complete. (v0+)
    timeout_ms: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, election_type: int = 0, topic_partitions: list[ElectLeadersRequest.TopicPartitions] | None = _FRESH, timeout_ms: int = 60000, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.election_type = election_type
        self.topic_partitions = [] if topic_partitions is _FRESH else topic_partitions
        self.timeout_ms = timeout_ms
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(election_type={self.election_type!r}, topic_partitions={self.topic_partitions!r}, timeout_ms={self.timeout_ms!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.election_type, self.topic_partitions, self.timeout_ms, self.unknown_tagged_fields,) == (other.election_type, other.topic_partitions, other.timeout_ms, other.unknown_tagged_fields,)


class ElectLeadersResponse(Response):
    """ElectLeaders response (API key 43): versions 0-2, flexible from 2."""

    API_KEY = 43
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2


    class ReplicaElectionResult:
        """ReplicaElectionResult (versions 0+)."""

        class PartitionResult:
            """PartitionResult (versions 0+)."""
            __slots__ = ('partition_id', 'error_code', 'error_message', 'unknown_tagged_fields',)
            #: The partition id. (v0+)
            partition_id: int
            #: The result error, or zero if there was no error. (v0+)
            error_code: int
            #: The result message, or null if there was no error. (v0+, nullable v0+)
            error_message: str | None
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_id: int = 0, error_code: int = 0, error_message: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_id = partition_id
                self.error_code = error_code
                self.error_message = error_message
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_id={self.partition_id!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_id, self.error_code, self.error_message, self.unknown_tagged_fields,) == (other.partition_id, other.error_code, other.error_message, other.unknown_tagged_fields,)

        __slots__ = ('topic', 'partition_result', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        topic: str
        #: The results for each partition. (v0+)
        partition_result: list[ElectLeadersResponse.ReplicaElectionResult.PartitionResult]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, topic: str = "", partition_result: list[ElectLeadersResponse.ReplicaElectionResult.PartitionResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.topic = topic
            self.partition_result = [] if partition_result is _FRESH else partition_result
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(topic={self.topic!r}, partition_result={self.partition_result!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.topic, self.partition_result, self.unknown_tagged_fields,) == (other.topic, other.partition_result, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'replica_election_results', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The top level response error code. (v1+)
    error_code: int
    #: The election results, or an empty array if the requester did not have permission and the request asks for all partitions. (v0+)
    replica_election_results: list[ElectLeadersResponse.ReplicaElectionResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, replica_election_results: list[ElectLeadersResponse.ReplicaElectionResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.replica_election_results = [] if replica_election_results is _FRESH else replica_election_results
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, replica_election_results={self.replica_election_results!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.replica_election_results, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.replica_election_results, other.unknown_tagged_fields,)

_ElectLeadersRequest = ElectLeadersRequest
_ElectLeadersRequest_TopicPartitions = ElectLeadersRequest.TopicPartitions
_ElectLeadersResponse = ElectLeadersResponse
_ElectLeadersResponse_ReplicaElectionResult = ElectLeadersResponse.ReplicaElectionResult
_ElectLeadersResponse_ReplicaElectionResult_PartitionResult = ElectLeadersResponse.ReplicaElectionResult.PartitionResult

_S0 = Struct('>i')
_S1 = Struct('>b')
_S2 = Struct('>ih')


# ElectLeadersRequest.TopicPartitions v0-1
def _enc_TopicPartitions_1(o: ElectLeadersRequest.TopicPartitions, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    out.append(_pack(">%di" % len(a1), *a1))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ElectLeadersRequest v0
def _enc_ElectLeadersRequest_2(o: ElectLeadersRequest, out: list[Buffer]) -> None:
    if o.election_type != 0:
        raise _EncodeError('election_type' + _UNSUPPORTED)
    a0 = o.topic_partitions
    if a0 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a0)))
        for e0 in a0:
            _enc_TopicPartitions_1(e0, out)
    out.append(_S0.pack(o.timeout_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ElectLeadersRequest v1
def _enc_ElectLeadersRequest_3(o: ElectLeadersRequest, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.election_type))
    a1 = o.topic_partitions
    if a1 is None:
        out.append(b"\xff\xff\xff\xff")
    else:
        out.append(_p.enc_array_len(len(a1)))
        for e1 in a1:
            _enc_TopicPartitions_1(e1, out)
    out.append(_S0.pack(o.timeout_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ElectLeadersRequest.TopicPartitions v2
def _enc_TopicPartitions_4(o: ElectLeadersRequest.TopicPartitions, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ElectLeadersRequest v2
def _enc_ElectLeadersRequest_5(o: ElectLeadersRequest, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.election_type))
    a1 = o.topic_partitions
    if a1 is None:
        out.append(b"\x00")
    else:
        out.append(_p.enc_uvarint(len(a1) + 1))
        for e1 in a1:
            _enc_TopicPartitions_4(e1, out)
    out.append(_S0.pack(o.timeout_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ElectLeadersRequest.TopicPartitions v0-1
def _dec_TopicPartitions_6(buf: memoryview, pos: int) -> tuple[ElectLeadersRequest.TopicPartitions, int]:
    f_topic: str
    f_partitions: list[int]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
    unknown: dict[int, bytes] = {}
    return _ElectLeadersRequest_TopicPartitions(f_topic, f_partitions, unknown), pos


# ElectLeadersRequest v0
def _dec_ElectLeadersRequest_7(buf: memoryview, pos: int) -> tuple[ElectLeadersRequest, int]:
    f_topic_partitions: list[ElectLeadersRequest.TopicPartitions] | None
    f_timeout_ms: int
    n_topic_partitions, pos = _p.dec_nullable_array_len(buf, pos, 6)
    if n_topic_partitions < 0:
        f_topic_partitions = None
    else:
        l_topic_partitions: list[ElectLeadersRequest.TopicPartitions] = []
        for _ in range(n_topic_partitions):
            e_topic_partitions, pos = _dec_TopicPartitions_6(buf, pos)
            l_topic_partitions.append(e_topic_partitions)
        f_topic_partitions = l_topic_partitions
    f_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _ElectLeadersRequest(0, f_topic_partitions, f_timeout_ms, unknown), pos


# ElectLeadersRequest v1
def _dec_ElectLeadersRequest_8(buf: memoryview, pos: int) -> tuple[ElectLeadersRequest, int]:
    f_election_type: int
    f_topic_partitions: list[ElectLeadersRequest.TopicPartitions] | None
    f_timeout_ms: int
    f_election_type = _S1.unpack_from(buf, pos)[0]
    pos += 1
    n_topic_partitions, pos = _p.dec_nullable_array_len(buf, pos, 6)
    if n_topic_partitions < 0:
        f_topic_partitions = None
    else:
        l_topic_partitions: list[ElectLeadersRequest.TopicPartitions] = []
        for _ in range(n_topic_partitions):
            e_topic_partitions, pos = _dec_TopicPartitions_6(buf, pos)
            l_topic_partitions.append(e_topic_partitions)
        f_topic_partitions = l_topic_partitions
    f_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _ElectLeadersRequest(f_election_type, f_topic_partitions, f_timeout_ms, unknown), pos


# ElectLeadersRequest.TopicPartitions v2
def _dec_TopicPartitions_9(buf: memoryview, pos: int) -> tuple[ElectLeadersRequest.TopicPartitions, int]:
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
    return _ElectLeadersRequest_TopicPartitions(f_topic, f_partitions, unknown), pos


# ElectLeadersRequest v2
def _dec_ElectLeadersRequest_10(buf: memoryview, pos: int) -> tuple[ElectLeadersRequest, int]:
    f_election_type: int
    f_topic_partitions: list[ElectLeadersRequest.TopicPartitions] | None
    f_timeout_ms: int
    f_election_type = _S1.unpack_from(buf, pos)[0]
    pos += 1
    n_topic_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topic_partitions < 127 and n_topic_partitions * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topic_partitions, pos = _p.dec_compact_nullable_array_len(buf, pos, 3)
    if n_topic_partitions < 0:
        f_topic_partitions = None
    else:
        l_topic_partitions: list[ElectLeadersRequest.TopicPartitions] = []
        for _ in range(n_topic_partitions):
            e_topic_partitions, pos = _dec_TopicPartitions_9(buf, pos)
            l_topic_partitions.append(e_topic_partitions)
        f_topic_partitions = l_topic_partitions
    f_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ElectLeadersRequest(f_election_type, f_topic_partitions, f_timeout_ms, unknown), pos


# ElectLeadersResponse.ReplicaElectionResult.PartitionResult v0-1
def _enc_PartitionResult_11(o: ElectLeadersResponse.ReplicaElectionResult.PartitionResult, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_id, o.error_code))
    out.append(_p.enc_nullable_string(o.error_message))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ElectLeadersResponse.ReplicaElectionResult v0-1
def _enc_ReplicaElectionResult_12(o: ElectLeadersResponse.ReplicaElectionResult, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.topic))
    a1 = o.partition_result
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_PartitionResult_11(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ElectLeadersResponse v0
def _enc_ElectLeadersResponse_13(o: ElectLeadersResponse, out: list[Buffer]) -> None:
    if o.error_code != 0:
        raise _EncodeError('error_code' + _UNSUPPORTED)
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.replica_election_results
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ReplicaElectionResult_12(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ElectLeadersResponse v1
def _enc_ElectLeadersResponse_14(o: ElectLeadersResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    a2 = o.replica_election_results
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_ReplicaElectionResult_12(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ElectLeadersResponse.ReplicaElectionResult.PartitionResult v2
def _enc_PartitionResult_15(o: ElectLeadersResponse.ReplicaElectionResult.PartitionResult, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.partition_id, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ElectLeadersResponse.ReplicaElectionResult v2
def _enc_ReplicaElectionResult_16(o: ElectLeadersResponse.ReplicaElectionResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic))
    a1 = o.partition_result
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionResult_15(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ElectLeadersResponse v2
def _enc_ElectLeadersResponse_17(o: ElectLeadersResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code))
    a2 = o.replica_election_results
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_ReplicaElectionResult_16(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ElectLeadersResponse.ReplicaElectionResult.PartitionResult v0-1
def _dec_PartitionResult_18(buf: memoryview, pos: int) -> tuple[ElectLeadersResponse.ReplicaElectionResult.PartitionResult, int]:
    f_partition_id: int
    f_error_code: int
    f_error_message: str | None
    f_partition_id, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    f_error_message, pos = _p.dec_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _ElectLeadersResponse_ReplicaElectionResult_PartitionResult(f_partition_id, f_error_code, f_error_message, unknown), pos


# ElectLeadersResponse.ReplicaElectionResult v0-1
def _dec_ReplicaElectionResult_19(buf: memoryview, pos: int) -> tuple[ElectLeadersResponse.ReplicaElectionResult, int]:
    f_topic: str
    f_partition_result: list[ElectLeadersResponse.ReplicaElectionResult.PartitionResult]
    f_topic, pos = _p.dec_string(buf, pos)
    n_partition_result, pos = _p.dec_array_len(buf, pos, 8)
    l_partition_result: list[ElectLeadersResponse.ReplicaElectionResult.PartitionResult] = []
    for _ in range(n_partition_result):
        e_partition_result, pos = _dec_PartitionResult_18(buf, pos)
        l_partition_result.append(e_partition_result)
    f_partition_result = l_partition_result
    unknown: dict[int, bytes] = {}
    return _ElectLeadersResponse_ReplicaElectionResult(f_topic, f_partition_result, unknown), pos


# ElectLeadersResponse v0
def _dec_ElectLeadersResponse_20(buf: memoryview, pos: int) -> tuple[ElectLeadersResponse, int]:
    f_throttle_time_ms: int
    f_replica_election_results: list[ElectLeadersResponse.ReplicaElectionResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_replica_election_results, pos = _p.dec_array_len(buf, pos, 6)
    l_replica_election_results: list[ElectLeadersResponse.ReplicaElectionResult] = []
    for _ in range(n_replica_election_results):
        e_replica_election_results, pos = _dec_ReplicaElectionResult_19(buf, pos)
        l_replica_election_results.append(e_replica_election_results)
    f_replica_election_results = l_replica_election_results
    unknown: dict[int, bytes] = {}
    return _ElectLeadersResponse(f_throttle_time_ms, 0, f_replica_election_results, unknown), pos


# ElectLeadersResponse v1
def _dec_ElectLeadersResponse_21(buf: memoryview, pos: int) -> tuple[ElectLeadersResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_replica_election_results: list[ElectLeadersResponse.ReplicaElectionResult]
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    n_replica_election_results, pos = _p.dec_array_len(buf, pos, 6)
    l_replica_election_results: list[ElectLeadersResponse.ReplicaElectionResult] = []
    for _ in range(n_replica_election_results):
        e_replica_election_results, pos = _dec_ReplicaElectionResult_19(buf, pos)
        l_replica_election_results.append(e_replica_election_results)
    f_replica_election_results = l_replica_election_results
    unknown: dict[int, bytes] = {}
    return _ElectLeadersResponse(f_throttle_time_ms, f_error_code, f_replica_election_results, unknown), pos


# ElectLeadersResponse.ReplicaElectionResult.PartitionResult v2
def _dec_PartitionResult_22(buf: memoryview, pos: int) -> tuple[ElectLeadersResponse.ReplicaElectionResult.PartitionResult, int]:
    f_partition_id: int
    f_error_code: int
    f_error_message: str | None
    f_partition_id, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
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
    return _ElectLeadersResponse_ReplicaElectionResult_PartitionResult(f_partition_id, f_error_code, f_error_message, unknown), pos


# ElectLeadersResponse.ReplicaElectionResult v2
def _dec_ReplicaElectionResult_23(buf: memoryview, pos: int) -> tuple[ElectLeadersResponse.ReplicaElectionResult, int]:
    f_topic: str
    f_partition_result: list[ElectLeadersResponse.ReplicaElectionResult.PartitionResult]
    c_topic = buf[pos] if pos < len(buf) else 0
    if 0 < c_topic < 128 and pos + c_topic <= len(buf):
        f_topic = _p.utf8_slice(buf, pos + 1, pos + c_topic)
        pos += c_topic
    else:
        f_topic, pos = _p.dec_compact_string(buf, pos)
    n_partition_result = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partition_result < 127 and n_partition_result * 8 < len(buf) - pos:
        pos += 1
    else:
        n_partition_result, pos = _p.dec_compact_array_len(buf, pos, 8)
    l_partition_result: list[ElectLeadersResponse.ReplicaElectionResult.PartitionResult] = []
    for _ in range(n_partition_result):
        e_partition_result, pos = _dec_PartitionResult_22(buf, pos)
        l_partition_result.append(e_partition_result)
    f_partition_result = l_partition_result
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ElectLeadersResponse_ReplicaElectionResult(f_topic, f_partition_result, unknown), pos


# ElectLeadersResponse v2
def _dec_ElectLeadersResponse_24(buf: memoryview, pos: int) -> tuple[ElectLeadersResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_replica_election_results: list[ElectLeadersResponse.ReplicaElectionResult]
    f_throttle_time_ms, f_error_code = _S2.unpack_from(buf, pos)
    pos += 6
    n_replica_election_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_replica_election_results < 127 and n_replica_election_results * 3 < len(buf) - pos:
        pos += 1
    else:
        n_replica_election_results, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_replica_election_results: list[ElectLeadersResponse.ReplicaElectionResult] = []
    for _ in range(n_replica_election_results):
        e_replica_election_results, pos = _dec_ReplicaElectionResult_23(buf, pos)
        l_replica_election_results.append(e_replica_election_results)
    f_replica_election_results = l_replica_election_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ElectLeadersResponse(f_throttle_time_ms, f_error_code, f_replica_election_results, unknown), pos


ElectLeadersRequest._ENCODERS = (_enc_ElectLeadersRequest_2, _enc_ElectLeadersRequest_3, _enc_ElectLeadersRequest_5,)
ElectLeadersRequest._DECODERS = (_dec_ElectLeadersRequest_7, _dec_ElectLeadersRequest_8, _dec_ElectLeadersRequest_10,)
ElectLeadersResponse._ENCODERS = (_enc_ElectLeadersResponse_13, _enc_ElectLeadersResponse_14, _enc_ElectLeadersResponse_17,)
ElectLeadersResponse._DECODERS = (_dec_ElectLeadersResponse_20, _dec_ElectLeadersResponse_21, _dec_ElectLeadersResponse_24,)
ElectLeadersRequest.RESPONSE = ElectLeadersResponse
ElectLeadersResponse.REQUEST = ElectLeadersRequest
