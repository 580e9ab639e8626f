# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeProducers (API key 61): request and response, versions 0-0."""

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

__all__ = ["DescribeProducersRequest", "DescribeProducersResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeProducersRequest(Request["DescribeProducersResponse"]):
    """DescribeProducers request (API key 61): versions 0-0, flexible from 0."""

    API_KEY = 61
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class TopicRequest:
        """TopicRequest (versions 0+)."""
        __slots__ = ('name', 'partition_indexes', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The indexes of the partitions to list producers for. (v0+)
        partition_indexes: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partition_indexes: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partition_indexes = [] if partition_indexes is _FRESH else partition_indexes
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partition_indexes={self.partition_indexes!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partition_indexes, self.unknown_tagged_fields,) == (other.name, other.partition_indexes, other.unknown_tagged_fields,)

    __slots__ = ('topics', 'unknown_tagged_fields',)
    #: The topics to list producers for. (v0+)
    topics: list[DescribeProducersRequest.TopicRequest]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, topics: list[DescribeProducersRequest.TopicRequest] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.topics, self.unknown_tagged_fields,) == (other.topics, other.unknown_tagged_fields,)


class DescribeProducersResponse(Response):
    """DescribeProducers response (API key 61): versions 0-0, flexible from 0."""

    API_KEY = 61
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class TopicResponse:
        """TopicResponse (versions 0+)."""

        class PartitionResponse:
            """PartitionResponse (versions 0+)."""

            class ProducerState:
                """ProducerState (versions 0+)."""
                __slots__ = ('producer_id', 'producer_epoch', 'last_sequence', 'last_timestamp', 'coordinator_epoch', 'current_txn_start_offset', 'unknown_tagged_fields',)
                #: The producer id. (v0+)
                producer_id: int
                #: The producer epoch. (v0+)
                producer_epoch: int
                #: The last sequence number sent by the producer. (v0+)
                last_sequence: int
                #: The last timestamp sent by the producer. (v0+)
                last_timestamp: int
                #: The current epoch of the producer group. (v0+)
                coordinator_epoch: int
                #: The current transaction start offset of the producer. (v0+)
                current_txn_start_offset: int
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, producer_id: int = 0, producer_epoch: int = 0, last_sequence: int = -1, last_timestamp: int = -1, coordinator_epoch: int = 0, current_txn_start_offset: int = -1, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.producer_id = producer_id
                    self.producer_epoch = producer_epoch
                    self.last_sequence = last_sequence
                    self.last_timestamp = last_timestamp
                    self.coordinator_epoch = coordinator_epoch
                    self.current_txn_start_offset = current_txn_start_offset
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(producer_id={self.producer_id!r}, producer_epoch={self.producer_epoch!r}, last_sequence={self.last_sequence!r}, last_timestamp={self.last_timestamp!r}, coordinator_epoch={self.coordinator_epoch!r}, current_txn_start_offset={self.current_txn_start_offset!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.producer_id, self.producer_epoch, self.last_sequence, self.last_timestamp, self.coordinator_epoch, self.current_txn_start_offset, self.unknown_tagged_fields,) == (other.producer_id, other.producer_epoch, other.last_sequence, other.last_timestamp, other.coordinator_epoch, other.current_txn_start_offset, other.unknown_tagged_fields,)

            __slots__ = ('partition_index', 'error_code', 'error_message', 'active_producers', 'unknown_tagged_fields',)
            #: The partition index. (v0+)
            partition_index: int
            #: The partition error code, or 0 if there was no error. (v0+)
            error_code: int
            #: The partition error message, which may be null if no additional details are available. (v0+, nullable v0+)
            error_message: str | None
            #: The active producers for the partition. (v0+)
            active_producers: list[DescribeProducersResponse.TopicResponse.PartitionResponse.ProducerState]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, partition_index: int = 0, error_code: int = 0, error_message: str | None = None, active_producers: list[DescribeProducersResponse.TopicResponse.PartitionResponse.ProducerState] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.partition_index = partition_index
                self.error_code = error_code
                self.error_message = error_message
                self.active_producers = [] if active_producers is _FRESH else active_producers
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, active_producers={self.active_producers!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.partition_index, self.error_code, self.error_message, self.active_producers, self.unknown_tagged_fields,) == (other.partition_index, other.error_code, other.error_message, other.active_producers, other.unknown_tagged_fields,)

        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: Each partition in the response. (v0+)
        partitions: list[DescribeProducersResponse.TopicResponse.PartitionResponse]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[DescribeProducersResponse.TopicResponse.PartitionResponse] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: Each topic in the response. (v0+)
    topics: list[DescribeProducersResponse.TopicResponse]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, topics: list[DescribeProducersResponse.TopicResponse] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _FRESH else topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.topics, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.topics, other.unknown_tagged_fields,)

_DescribeProducersRequest = DescribeProducersRequest
_DescribeProducersRequest_TopicRequest = DescribeProducersRequest.TopicRequest
_DescribeProducersResponse = DescribeProducersResponse
_DescribeProducersResponse_TopicResponse = DescribeProducersResponse.TopicResponse
_DescribeProducersResponse_TopicResponse_PartitionResponse = DescribeProducersResponse.TopicResponse.PartitionResponse
_DescribeProducersResponse_TopicResponse_PartitionResponse_ProducerState = DescribeProducersResponse.TopicResponse.PartitionResponse.ProducerState

_S0 = Struct('>i')
_S1 = Struct('>ih')
_S2 = Struct('>qiiqiq')


# DescribeProducersRequest.TopicRequest v0
def _enc_TopicRequest_1(o: DescribeProducersRequest.TopicRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partition_indexes
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeProducersRequest v0
def _enc_DescribeProducersRequest_2(o: DescribeProducersRequest, out: list[Buffer]) -> None:
    a0 = o.topics
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_TopicRequest_1(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeProducersRequest.TopicRequest v0
def _dec_TopicRequest_3(buf: memoryview, pos: int) -> tuple[DescribeProducersRequest.TopicRequest, int]:
    f_name: str
    f_partition_indexes: list[int]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partition_indexes = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partition_indexes < 127 and n_partition_indexes * 4 < len(buf) - pos:
        pos += 1
    else:
        n_partition_indexes, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_partition_indexes, pos = _p.dec_fixed_array(buf, pos, n_partition_indexes, 'i')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeProducersRequest_TopicRequest(f_name, f_partition_indexes, unknown), pos


# DescribeProducersRequest v0
def _dec_DescribeProducersRequest_4(buf: memoryview, pos: int) -> tuple[DescribeProducersRequest, int]:
    f_topics: list[DescribeProducersRequest.TopicRequest]
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[DescribeProducersRequest.TopicRequest] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TopicRequest_3(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeProducersRequest(f_topics, unknown), pos


# DescribeProducersResponse.TopicResponse.PartitionResponse.ProducerState v0
def _enc_ProducerState_5(o: DescribeProducersResponse.TopicResponse.PartitionResponse.ProducerState, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.producer_id, o.producer_epoch, o.last_sequence, o.last_timestamp, o.coordinator_epoch, o.current_txn_start_offset))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeProducersResponse.TopicResponse.PartitionResponse v0
def _enc_PartitionResponse_6(o: DescribeProducersResponse.TopicResponse.PartitionResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.partition_index, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a3 = o.active_producers
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_ProducerState_5(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeProducersResponse.TopicResponse v0
def _enc_TopicResponse_7(o: DescribeProducersResponse.TopicResponse, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_PartitionResponse_6(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeProducersResponse v0
def _enc_DescribeProducersResponse_8(o: DescribeProducersResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_TopicResponse_7(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeProducersResponse.TopicResponse.PartitionResponse.ProducerState v0
def _dec_ProducerState_9(buf: memoryview, pos: int) -> tuple[DescribeProducersResponse.TopicResponse.PartitionResponse.ProducerState, int]:
    f_producer_id: int
    f_producer_epoch: int
    f_last_sequence: int
    f_last_timestamp: int
    f_coordinator_epoch: int
    f_current_txn_start_offset: int
    f_producer_id, f_producer_epoch, f_last_sequence, f_last_timestamp, f_coordinator_epoch, f_current_txn_start_offset = _S2.unpack_from(buf, pos)
    pos += 36
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeProducersResponse_TopicResponse_PartitionResponse_ProducerState(f_producer_id, f_producer_epoch, f_last_sequence, f_last_timestamp, f_coordinator_epoch, f_current_txn_start_offset, unknown), pos


# DescribeProducersResponse.TopicResponse.PartitionResponse v0
def _dec_PartitionResponse_10(buf: memoryview, pos: int) -> tuple[DescribeProducersResponse.TopicResponse.PartitionResponse, int]:
    f_partition_index: int
    f_error_code: int
    f_error_message: str | None
    f_active_producers: list[DescribeProducersResponse.TopicResponse.PartitionResponse.ProducerState]
    f_partition_index, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_active_producers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_active_producers < 127 and n_active_producers * 37 < len(buf) - pos:
        pos += 1
    else:
        n_active_producers, pos = _p.dec_compact_array_len(buf, pos, 37)
    l_active_producers: list[DescribeProducersResponse.TopicResponse.PartitionResponse.ProducerState] = []
    for _ in range(n_active_producers):
        e_active_producers, pos = _dec_ProducerState_9(buf, pos)
        l_active_producers.append(e_active_producers)
    f_active_producers = l_active_producers
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeProducersResponse_TopicResponse_PartitionResponse(f_partition_index, f_error_code, f_error_message, f_active_producers, unknown), pos


# DescribeProducersResponse.TopicResponse v0
def _dec_TopicResponse_11(buf: memoryview, pos: int) -> tuple[DescribeProducersResponse.TopicResponse, int]:
    f_name: str
    f_partitions: list[DescribeProducersResponse.TopicResponse.PartitionResponse]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 9 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 9)
    l_partitions: list[DescribeProducersResponse.TopicResponse.PartitionResponse] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_PartitionResponse_10(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeProducersResponse_TopicResponse(f_name, f_partitions, unknown), pos


# DescribeProducersResponse v0
def _dec_DescribeProducersResponse_12(buf: memoryview, pos: int) -> tuple[DescribeProducersResponse, int]:
    f_throttle_time_ms: int
    f_topics: list[DescribeProducersResponse.TopicResponse]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[DescribeProducersResponse.TopicResponse] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TopicResponse_11(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeProducersResponse(f_throttle_time_ms, f_topics, unknown), pos


DescribeProducersRequest._ENCODERS = (_enc_DescribeProducersRequest_2,)
DescribeProducersRequest._DECODERS = (_dec_DescribeProducersRequest_4,)
DescribeProducersResponse._ENCODERS = (_enc_DescribeProducersResponse_8,)
DescribeProducersResponse._DECODERS = (_dec_DescribeProducersResponse_12,)
DescribeProducersRequest.RESPONSE = DescribeProducersResponse
DescribeProducersResponse.REQUEST = DescribeProducersRequest
