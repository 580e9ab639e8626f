# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""WriteTxnMarkers (API key 27): request and response, versions 1-2."""

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

__all__ = ["WriteTxnMarkersRequest", "WriteTxnMarkersResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class WriteTxnMarkersRequest(Request["WriteTxnMarkersResponse"]):
    """WriteTxnMarkers request (API key 27): versions 1-2, flexible from 1."""

    API_KEY = 27
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 1


    class WritableTxnMarker:
        """WritableTxnMarker (versions 0+)."""

        class WritableTxnMarkerTopic:
            """WritableTxnMarkerTopic (versions 0+)."""
            __slots__ = ('name', 'partition_indexes', 'unknown_tagged_fields',)
            #: The topic name. (v0+)
            name: str
            #: The indexes of the partitions to write transaction markers for. (v0+)
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

        __slots__ = ('producer_id', 'producer_epoch', 'transaction_result', 'topics', 'coordinator_epoch', 'transaction_version', 'unknown_tagged_fields',)
        #: The current producer ID. (v0+)
        producer_id: int
        #: The current epoch associated with the producer ID. (v0+)
        producer_epoch: int
        #: The result of the transaction to write to the partitions (false = ABORT, true = COMMIT). (v0+)
        transaction_result: bool
        #: Each topic that we want to write transaction marker(s) for. (v0+)
        topics: list[WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic]
        #: Epoch associated with the transaction state partition hosted by this transaction coordinator. (v0+)
        coordinator_epoch: int
        #: Transaction version of the marker. Ex: 0/1 = legacy (TV0/TV1), 2 = TV2 etc. (v2+, ignorable)
        transaction_version: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, producer_id: int = 0, producer_epoch: int = 0, transaction_result: bool = False, topics: list[WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic] = _FRESH, coordinator_epoch: int = 0, transaction_version: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.producer_id = producer_id
            self.producer_epoch = producer_epoch
            self.transaction_result = transaction_result
            self.topics = [] if topics is _FRESH else topics
            self.coordinator_epoch = coordinator_epoch
            self.transaction_version = transaction_version
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(producer_id={self.producer_id!r}, producer_epoch={self.producer_epoch!r}, transaction_result={self.transaction_result!r}, topics={self.topics!r}, coordinator_epoch={self.coordinator_epoch!r}, transaction_version={self.transaction_version!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.producer_id, self.producer_epoch, self.transaction_result, self.topics, self.coordinator_epoch, self.transaction_version, self.unknown_tagged_fields,) == (other.producer_id, other.producer_epoch, other.transaction_result, other.topics, other.coordinator_epoch, other.transaction_version, other.unknown_tagged_fields,)

    __slots__ = ('markers', 'unknown_tagged_fields',)
    #: The transaction markers to be written. (v0+)
    markers: list[WriteTxnMarkersRequest.WritableTxnMarker]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, markers: list[WriteTxnMarkersRequest.WritableTxnMarker] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.markers = [] if markers is _FRESH else markers
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(markers={self.markers!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.markers, self.unknown_tagged_fields,) == (other.markers, other.unknown_tagged_fields,)


class WriteTxnMarkersResponse(Response):
    """WriteTxnMarkers response (API key 27): versions 1-2, flexible from 1."""

    API_KEY = 27
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 1


    class WritableTxnMarkerResult:
        """WritableTxnMarkerResult (versions 0+)."""

        class WritableTxnMarkerTopicResult:
            """WritableTxnMarkerTopicResult (versions 0+)."""

            class WritableTxnMarkerPartitionResult:
                """WritableTxnMarkerPartitionResult (versions 0+)."""
                __slots__ = ('partition_index', 'error_code', 'unknown_tagged_fields',)
                #: The partition index. (v0+)
                partition_index: int
                #: The error code, or 0 if there was no error. (v0+)
                error_code: int
                #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
                unknown_tagged_fields: dict[int, bytes]

                def __init__(self, partition_index: int = 0, error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                    self.partition_index = partition_index
                    self.error_code = error_code
                    self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

                def __repr__(self) -> str:
                    return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

                def __eq__(self, other: object) -> bool:
                    if not isinstance(other, type(self)):  # (defining __eq__ also makes
                        return NotImplemented  # the class unhashable, as a dataclass is)
                    return (self.partition_index, self.error_code, self.unknown_tagged_fields,) == (other.partition_index, other.error_code, other.unknown_tagged_fields,)

            __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
            #: The topic name. (v0+)
            name: str
            #: The results by partition. (v0+)
            partitions: list[WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult.WritableTxnMarkerPartitionResult]
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes]

            def __init__(self, name: str = "", partitions: list[WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult.WritableTxnMarkerPartitionResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
                self.name = name
                self.partitions = [] if partitions is _FRESH else partitions
                self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

            def __repr__(self) -> str:
                return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

            def __eq__(self, other: object) -> bool:
                if not isinstance(other, type(self)):  # (defining __eq__ also makes
                    return NotImplemented  # the class unhashable, as a dataclass is)
                return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

        __slots__ = ('producer_id', 'topics', 'unknown_tagged_fields',)
        #: The current producer ID in use by the transactional ID. (v0+)
        producer_id: int
        #: The results by topic. (v0+)
        topics: list[WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, producer_id: int = 0, topics: list[WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.producer_id = producer_id
            self.topics = [] if topics is _FRESH else topics
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(producer_id={self.producer_id!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.producer_id, self.topics, self.unknown_tagged_fields,) == (other.producer_id, other.topics, other.unknown_tagged_fields,)

    __slots__ = ('markers', 'unknown_tagged_fields',)
    #: The results for writing makers. (v0+)
    markers: list[WriteTxnMarkersResponse.WritableTxnMarkerResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, markers: list[WriteTxnMarkersResponse.WritableTxnMarkerResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.markers = [] if markers is _FRESH else markers
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(markers={self.markers!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.markers, self.unknown_tagged_fields,) == (other.markers, other.unknown_tagged_fields,)

_WriteTxnMarkersRequest = WriteTxnMarkersRequest
_WriteTxnMarkersRequest_WritableTxnMarker = WriteTxnMarkersRequest.WritableTxnMarker
_WriteTxnMarkersRequest_WritableTxnMarker_WritableTxnMarkerTopic = WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic
_WriteTxnMarkersResponse = WriteTxnMarkersResponse
_WriteTxnMarkersResponse_WritableTxnMarkerResult = WriteTxnMarkersResponse.WritableTxnMarkerResult
_WriteTxnMarkersResponse_WritableTxnMarkerResult_WritableTxnMarkerTopicResult = WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult
_WriteTxnMarkersResponse_WritableTxnMarkerResult_WritableTxnMarkerTopicResult_WritableTxnMarkerPartitionResult = WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult.WritableTxnMarkerPartitionResult

_S0 = Struct('>qh?')
_S1 = Struct('>i')
_S2 = Struct('>ib')
_S3 = Struct('>q')
_S4 = Struct('>ih')


# WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic v1-2
def _enc_WritableTxnMarkerTopic_1(o: WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partition_indexes
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# WriteTxnMarkersRequest.WritableTxnMarker v1
def _enc_WritableTxnMarker_2(o: WriteTxnMarkersRequest.WritableTxnMarker, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.producer_id, o.producer_epoch, o.transaction_result))
    a3 = o.topics
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_WritableTxnMarkerTopic_1(e3, out)
    out.append(_S1.pack(o.coordinator_epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# WriteTxnMarkersRequest v1
def _enc_WriteTxnMarkersRequest_3(o: WriteTxnMarkersRequest, out: list[Buffer]) -> None:
    a0 = o.markers
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_WritableTxnMarker_2(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# WriteTxnMarkersRequest.WritableTxnMarker v2
def _enc_WritableTxnMarker_4(o: WriteTxnMarkersRequest.WritableTxnMarker, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.producer_id, o.producer_epoch, o.transaction_result))
    a3 = o.topics
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_WritableTxnMarkerTopic_1(e3, out)
    out.append(_S2.pack(o.coordinator_epoch, o.transaction_version))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# WriteTxnMarkersRequest v2
def _enc_WriteTxnMarkersRequest_5(o: WriteTxnMarkersRequest, out: list[Buffer]) -> None:
    a0 = o.markers
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_WritableTxnMarker_4(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic v1-2
def _dec_WritableTxnMarkerTopic_6(buf: memoryview, pos: int) -> tuple[WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic, int]:
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
    return _WriteTxnMarkersRequest_WritableTxnMarker_WritableTxnMarkerTopic(f_name, f_partition_indexes, unknown), pos


# WriteTxnMarkersRequest.WritableTxnMarker v1
def _dec_WritableTxnMarker_7(buf: memoryview, pos: int) -> tuple[WriteTxnMarkersRequest.WritableTxnMarker, int]:
    f_producer_id: int
    f_producer_epoch: int
    f_transaction_result: bool
    f_topics: list[WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic]
    f_coordinator_epoch: int
    f_producer_id, f_producer_epoch, f_transaction_result = _S0.unpack_from(buf, pos)
    pos += 11
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_WritableTxnMarkerTopic_6(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_coordinator_epoch = _S1.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _WriteTxnMarkersRequest_WritableTxnMarker(f_producer_id, f_producer_epoch, f_transaction_result, f_topics, f_coordinator_epoch, 0, unknown), pos


# WriteTxnMarkersRequest v1
def _dec_WriteTxnMarkersRequest_8(buf: memoryview, pos: int) -> tuple[WriteTxnMarkersRequest, int]:
    f_markers: list[WriteTxnMarkersRequest.WritableTxnMarker]
    n_markers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_markers < 127 and n_markers * 17 < len(buf) - pos:
        pos += 1
    else:
        n_markers, pos = _p.dec_compact_array_len(buf, pos, 17)
    l_markers: list[WriteTxnMarkersRequest.WritableTxnMarker] = []
    for _ in range(n_markers):
        e_markers, pos = _dec_WritableTxnMarker_7(buf, pos)
        l_markers.append(e_markers)
    f_markers = l_markers
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _WriteTxnMarkersRequest(f_markers, unknown), pos


# WriteTxnMarkersRequest.WritableTxnMarker v2
def _dec_WritableTxnMarker_9(buf: memoryview, pos: int) -> tuple[WriteTxnMarkersRequest.WritableTxnMarker, int]:
    f_producer_id: int
    f_producer_epoch: int
    f_transaction_result: bool
    f_topics: list[WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic]
    f_coordinator_epoch: int
    f_transaction_version: int
    f_producer_id, f_producer_epoch, f_transaction_result = _S0.unpack_from(buf, pos)
    pos += 11
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[WriteTxnMarkersRequest.WritableTxnMarker.WritableTxnMarkerTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_WritableTxnMarkerTopic_6(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    f_coordinator_epoch, f_transaction_version = _S2.unpack_from(buf, pos)
    pos += 5
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _WriteTxnMarkersRequest_WritableTxnMarker(f_producer_id, f_producer_epoch, f_transaction_result, f_topics, f_coordinator_epoch, f_transaction_version, unknown), pos


# WriteTxnMarkersRequest v2
def _dec_WriteTxnMarkersRequest_10(buf: memoryview, pos: int) -> tuple[WriteTxnMarkersRequest, int]:
    f_markers: list[WriteTxnMarkersRequest.WritableTxnMarker]
    n_markers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_markers < 127 and n_markers * 18 < len(buf) - pos:
        pos += 1
    else:
        n_markers, pos = _p.dec_compact_array_len(buf, pos, 18)
    l_markers: list[WriteTxnMarkersRequest.WritableTxnMarker] = []
    for _ in range(n_markers):
        e_markers, pos = _dec_WritableTxnMarker_9(buf, pos)
        l_markers.append(e_markers)
    f_markers = l_markers
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _WriteTxnMarkersRequest(f_markers, unknown), pos


# WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult.WritableTxnMarkerPartitionResult v1-2
def _enc_WritableTxnMarkerPartitionResult_11(o: WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult.WritableTxnMarkerPartitionResult, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.partition_index, o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult v1-2
def _enc_WritableTxnMarkerTopicResult_12(o: WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_WritableTxnMarkerPartitionResult_11(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# WriteTxnMarkersResponse.WritableTxnMarkerResult v1-2
def _enc_WritableTxnMarkerResult_13(o: WriteTxnMarkersResponse.WritableTxnMarkerResult, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.producer_id))
    a1 = o.topics
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_WritableTxnMarkerTopicResult_12(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# WriteTxnMarkersResponse v1-2
def _enc_WriteTxnMarkersResponse_14(o: WriteTxnMarkersResponse, out: list[Buffer]) -> None:
    a0 = o.markers
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_WritableTxnMarkerResult_13(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult.WritableTxnMarkerPartitionResult v1-2
def _dec_WritableTxnMarkerPartitionResult_15(buf: memoryview, pos: int) -> tuple[WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult.WritableTxnMarkerPartitionResult, int]:
    f_partition_index: int
    f_error_code: int
    f_partition_index, f_error_code = _S4.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _WriteTxnMarkersResponse_WritableTxnMarkerResult_WritableTxnMarkerTopicResult_WritableTxnMarkerPartitionResult(f_partition_index, f_error_code, unknown), pos


# WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult v1-2
def _dec_WritableTxnMarkerTopicResult_16(buf: memoryview, pos: int) -> tuple[WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult, int]:
    f_name: str
    f_partitions: list[WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult.WritableTxnMarkerPartitionResult]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_partitions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_partitions < 127 and n_partitions * 7 < len(buf) - pos:
        pos += 1
    else:
        n_partitions, pos = _p.dec_compact_array_len(buf, pos, 7)
    l_partitions: list[WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult.WritableTxnMarkerPartitionResult] = []
    for _ in range(n_partitions):
        e_partitions, pos = _dec_WritableTxnMarkerPartitionResult_15(buf, pos)
        l_partitions.append(e_partitions)
    f_partitions = l_partitions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _WriteTxnMarkersResponse_WritableTxnMarkerResult_WritableTxnMarkerTopicResult(f_name, f_partitions, unknown), pos


# WriteTxnMarkersResponse.WritableTxnMarkerResult v1-2
def _dec_WritableTxnMarkerResult_17(buf: memoryview, pos: int) -> tuple[WriteTxnMarkersResponse.WritableTxnMarkerResult, int]:
    f_producer_id: int
    f_topics: list[WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult]
    f_producer_id = _S3.unpack_from(buf, pos)[0]
    pos += 8
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[WriteTxnMarkersResponse.WritableTxnMarkerResult.WritableTxnMarkerTopicResult] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_WritableTxnMarkerTopicResult_16(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _WriteTxnMarkersResponse_WritableTxnMarkerResult(f_producer_id, f_topics, unknown), pos


# WriteTxnMarkersResponse v1-2
def _dec_WriteTxnMarkersResponse_18(buf: memoryview, pos: int) -> tuple[WriteTxnMarkersResponse, int]:
    f_markers: list[WriteTxnMarkersResponse.WritableTxnMarkerResult]
    n_markers = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_markers < 127 and n_markers * 10 < len(buf) - pos:
        pos += 1
    else:
        n_markers, pos = _p.dec_compact_array_len(buf, pos, 10)
    l_markers: list[WriteTxnMarkersResponse.WritableTxnMarkerResult] = []
    for _ in range(n_markers):
        e_markers, pos = _dec_WritableTxnMarkerResult_17(buf, pos)
        l_markers.append(e_markers)
    f_markers = l_markers
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _WriteTxnMarkersResponse(f_markers, unknown), pos


WriteTxnMarkersRequest._ENCODERS = (None, _enc_WriteTxnMarkersRequest_3, _enc_WriteTxnMarkersRequest_5,)
WriteTxnMarkersRequest._DECODERS = (None, _dec_WriteTxnMarkersRequest_8, _dec_WriteTxnMarkersRequest_10,)
WriteTxnMarkersResponse._ENCODERS = (None, _enc_WriteTxnMarkersResponse_14, _enc_WriteTxnMarkersResponse_14,)
WriteTxnMarkersResponse._DECODERS = (None, _dec_WriteTxnMarkersResponse_18, _dec_WriteTxnMarkersResponse_18,)
WriteTxnMarkersRequest.RESPONSE = WriteTxnMarkersResponse
WriteTxnMarkersResponse.REQUEST = WriteTxnMarkersRequest
