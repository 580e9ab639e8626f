# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""AddPartitionsToTxn (API key 24): request and response, versions 0-5."""

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

__all__ = ["AddPartitionsToTxnRequest", "AddPartitionsToTxnResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class AddPartitionsToTxnRequest(Request["AddPartitionsToTxnResponse"]):
    """AddPartitionsToTxn request (API key 24): versions 0-5, flexible from 3."""

    API_KEY = 24
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3


    class AddPartitionsToTxnTopic:
        """AddPartitionsToTxnTopic (versions 0+)."""
        __slots__ = ('name', 'partitions', 'unknown_tagged_fields',)
        #: The name of the topic. (v0+)
        name: str
        #: The partition indexes to add to the transaction. (v0+)
        partitions: list[int]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", partitions: list[int] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.partitions = [] if partitions is _FRESH else partitions
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, partitions={self.partitions!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.partitions, self.unknown_tagged_fields,) == (other.name, other.partitions, other.unknown_tagged_fields,)

    class AddPartitionsToTxnTransaction:
        """AddPartitionsToTxnTransaction (versions 4+)."""
        __slots__ = ('transactional_id', 'producer_id', 'producer_epoch', 'verify_only', 'topics', 'unknown_tagged_fields',)
        #: The transactional id corresponding to the transaction. (v4+)
        transactional_id: str
        #: Current producer id in use by the transactional id. (v4+)
        producer_id: int
        #: Current epoch associated with the producer id. (v4+)
        producer_epoch: int
        #: Boolean to signify if we want to check if the partition is in the transaction rather than add it. (v4+)
        verify_only: bool
        #: The partitions to add to the transaction. (v4+)
        topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, transactional_id: str = "", producer_id: int = 0, producer_epoch: int = 0, verify_only: bool = False, topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.transactional_id = transactional_id
            self.producer_id = producer_id
            self.producer_epoch = producer_epoch
            self.verify_only = verify_only
            self.topics = [] if topics is _FRESH else topics
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(transactional_id={self.transactional_id!r}, producer_id={self.producer_id!r}, producer_epoch={self.producer_epoch!r}, verify_only={self.verify_only!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.transactional_id, self.producer_id, self.producer_epoch, self.verify_only, self.topics, self.unknown_tagged_fields,) == (other.transactional_id, other.producer_id, other.producer_epoch, other.verify_only, other.topics, other.unknown_tagged_fields,)

    __slots__ = ('transactions', 'v3_and_below_transactional_id', 'v3_and_below_producer_id', 'v3_and_below_producer_epoch', 'v3_and_below_topics', 'unknown_tagged_fields',)
    #: List of transactions to add partitions to. (v4+)
    transactions: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction]
    #: The transactional id corresponding to the transaction. (v0-3)
    v3_and_below_transactional_id: str
    #: Current producer id in use by the transactional id. (v0-3)
    v3_and_below_producer_id: int
    #: Current epoch associated with the producer id. (v0-3)
    v3_and_below_producer_epoch: int
    #: The partitions to add to the transaction. (v0-3)
    v3_and_below_topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, transactions: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction] = _FRESH, v3_and_below_transactional_id: str = "", v3_and_below_producer_id: int = 0, v3_and_below_producer_epoch: int = 0, v3_and_below_topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.transactions = [] if transactions is _FRESH else transactions
        self.v3_and_below_transactional_id = v3_and_below_transactional_id
        self.v3_and_below_producer_id = v3_and_below_producer_id
        self.v3_and_below_producer_epoch = v3_and_below_producer_epoch
        self.v3_and_below_topics = [] if v3_and_below_topics is _FRESH else v3_and_below_topics
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(transactions={self.transactions!r}, v3_and_below_transactional_id={self.v3_and_below_transactional_id!r}, v3_and_below_producer_id={self.v3_and_below_producer_id!r}, v3_and_below_producer_epoch={self.v3_and_below_producer_epoch!r}, v3_and_below_topics={self.v3_and_below_topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.transactions, self.v3_and_below_transactional_id, self.v3_and_below_producer_id, self.v3_and_below_producer_epoch, self.v3_and_below_topics, self.unknown_tagged_fields,) == (other.transactions, other.v3_and_below_transactional_id, other.v3_and_below_producer_id, other.v3_and_below_producer_epoch, other.v3_and_below_topics, other.unknown_tagged_fields,)


class AddPartitionsToTxnResponse(Response):
    """AddPartitionsToTxn response (API key 24): versions 0-5, flexible from 3."""

    API_KEY = 24
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3


    class AddPartitionsToTxnPartitionResult:
        """AddPartitionsToTxnPartitionResult (versions 0+)."""
        __slots__ = ('partition_index', 'partition_error_code', 'unknown_tagged_fields',)
        #: The partition indexes. (v0+)
        partition_index: int
        #: The response error code. (v0+)
        partition_error_code: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, partition_index: int = 0, partition_error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.partition_index = partition_index
            self.partition_error_code = partition_error_code
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(partition_index={self.partition_index!r}, partition_error_code={self.partition_error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.partition_index, self.partition_error_code, self.unknown_tagged_fields,) == (other.partition_index, other.partition_error_code, other.unknown_tagged_fields,)

    class AddPartitionsToTxnTopicResult:
        """AddPartitionsToTxnTopicResult (versions 0+)."""
        __slots__ = ('name', 'results_by_partition', 'unknown_tagged_fields',)
        #: The topic name. (v0+)
        name: str
        #: The results for each partition. (v0+)
        results_by_partition: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", results_by_partition: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.results_by_partition = [] if results_by_partition is _FRESH else results_by_partition
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, results_by_partition={self.results_by_partition!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.results_by_partition, self.unknown_tagged_fields,) == (other.name, other.results_by_partition, other.unknown_tagged_fields,)

    class AddPartitionsToTxnResult:
        """AddPartitionsToTxnResult (versions 4+)."""
        __slots__ = ('transactional_id', 'topic_results', 'unknown_tagged_fields',)
        #: The transactional id corresponding to the transaction. (v4+)
        transactional_id: str
        #: The results for each topic. (v4+)
        topic_results: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, transactional_id: str = "", topic_results: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.transactional_id = transactional_id
            self.topic_results = [] if topic_results is _FRESH else topic_results
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(transactional_id={self.transactional_id!r}, topic_results={self.topic_results!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.transactional_id, self.topic_results, self.unknown_tagged_fields,) == (other.transactional_id, other.topic_results, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'results_by_transaction', 'results_by_topic_v3_and_below', 'unknown_tagged_fields',)
    #: Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The response top level error code. (v4+, ignorable)
    error_code: int
    #: Results categorized by transactional ID. (v4+)
    results_by_transaction: list[AddPartitionsToTxnResponse.AddPartitionsToTxnResult]
    #: The results for each topic. (v0-3)
    results_by_topic_v3_and_below: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, results_by_transaction: list[AddPartitionsToTxnResponse.AddPartitionsToTxnResult] = _FRESH, results_by_topic_v3_and_below: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.results_by_transaction = [] if results_by_transaction is _FRESH else results_by_transaction
        self.results_by_topic_v3_and_below = [] if results_by_topic_v3_and_below is _FRESH else results_by_topic_v3_and_below
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, results_by_transaction={self.results_by_transaction!r}, results_by_topic_v3_and_below={self.results_by_topic_v3_and_below!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.results_by_transaction, self.results_by_topic_v3_and_below, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.results_by_transaction, other.results_by_topic_v3_and_below, other.unknown_tagged_fields,)

_AddPartitionsToTxnRequest = AddPartitionsToTxnRequest
_AddPartitionsToTxnRequest_AddPartitionsToTxnTopic = AddPartitionsToTxnRequest.AddPartitionsToTxnTopic
_AddPartitionsToTxnRequest_AddPartitionsToTxnTransaction = AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction
_AddPartitionsToTxnResponse = AddPartitionsToTxnResponse
_AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult = AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult
_AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult = AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult
_AddPartitionsToTxnResponse_AddPartitionsToTxnResult = AddPartitionsToTxnResponse.AddPartitionsToTxnResult

_S0 = Struct('>qh')
_S1 = Struct('>qh?')
_S2 = Struct('>i')
_S3 = Struct('>ih')


# AddPartitionsToTxnRequest.AddPartitionsToTxnTopic v0-2
def _enc_AddPartitionsToTxnTopic_1(o: AddPartitionsToTxnRequest.AddPartitionsToTxnTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_array_len(len(a1)))
    out.append(_pack(">%di" % len(a1), *a1))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AddPartitionsToTxnRequest v0-2
def _enc_AddPartitionsToTxnRequest_2(o: AddPartitionsToTxnRequest, out: list[Buffer]) -> None:
    if len(o.transactions) != 0:
        raise _EncodeError('transactions' + _UNSUPPORTED)
    out.append(_p.enc_string(o.v3_and_below_transactional_id))
    out.append(_S0.pack(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    a3 = o.v3_and_below_topics
    out.append(_p.enc_array_len(len(a3)))
    for e3 in a3:
        _enc_AddPartitionsToTxnTopic_1(e3, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AddPartitionsToTxnRequest.AddPartitionsToTxnTopic v3-5
def _enc_AddPartitionsToTxnTopic_3(o: AddPartitionsToTxnRequest.AddPartitionsToTxnTopic, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddPartitionsToTxnRequest v3
def _enc_AddPartitionsToTxnRequest_4(o: AddPartitionsToTxnRequest, out: list[Buffer]) -> None:
    if len(o.transactions) != 0:
        raise _EncodeError('transactions' + _UNSUPPORTED)
    out.append(_p.enc_compact_string(o.v3_and_below_transactional_id))
    out.append(_S0.pack(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    a3 = o.v3_and_below_topics
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_AddPartitionsToTxnTopic_3(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction v4-5
def _enc_AddPartitionsToTxnTransaction_5(o: AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.transactional_id))
    out.append(_S1.pack(o.producer_id, o.producer_epoch, o.verify_only))
    a4 = o.topics
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_AddPartitionsToTxnTopic_3(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddPartitionsToTxnRequest v4-5
def _enc_AddPartitionsToTxnRequest_6(o: AddPartitionsToTxnRequest, out: list[Buffer]) -> None:
    if o.v3_and_below_transactional_id != "":
        raise _EncodeError('v3_and_below_transactional_id' + _UNSUPPORTED)
    if o.v3_and_below_producer_id != 0:
        raise _EncodeError('v3_and_below_producer_id' + _UNSUPPORTED)
    if o.v3_and_below_producer_epoch != 0:
        raise _EncodeError('v3_and_below_producer_epoch' + _UNSUPPORTED)
    if len(o.v3_and_below_topics) != 0:
        raise _EncodeError('v3_and_below_topics' + _UNSUPPORTED)
    a0 = o.transactions
    out.append(_p.enc_uvarint(len(a0) + 1))
    for e0 in a0:
        _enc_AddPartitionsToTxnTransaction_5(e0, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddPartitionsToTxnRequest.AddPartitionsToTxnTopic v0-2
def _dec_AddPartitionsToTxnTopic_7(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic, int]:
    f_name: str
    f_partitions: list[int]
    f_name, pos = _p.dec_string(buf, pos)
    n_partitions, pos = _p.dec_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
    unknown: dict[int, bytes] = {}
    return _AddPartitionsToTxnRequest_AddPartitionsToTxnTopic(f_name, f_partitions, unknown), pos


# AddPartitionsToTxnRequest v0-2
def _dec_AddPartitionsToTxnRequest_8(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnRequest, int]:
    f_v3_and_below_transactional_id: str
    f_v3_and_below_producer_id: int
    f_v3_and_below_producer_epoch: int
    f_v3_and_below_topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic]
    f_v3_and_below_transactional_id, pos = _p.dec_string(buf, pos)
    f_v3_and_below_producer_id, f_v3_and_below_producer_epoch = _S0.unpack_from(buf, pos)
    pos += 10
    n_v3_and_below_topics, pos = _p.dec_array_len(buf, pos, 6)
    l_v3_and_below_topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = []
    for _ in range(n_v3_and_below_topics):
        e_v3_and_below_topics, pos = _dec_AddPartitionsToTxnTopic_7(buf, pos)
        l_v3_and_below_topics.append(e_v3_and_below_topics)
    f_v3_and_below_topics = l_v3_and_below_topics
    unknown: dict[int, bytes] = {}
    return _AddPartitionsToTxnRequest([], f_v3_and_below_transactional_id, f_v3_and_below_producer_id, f_v3_and_below_producer_epoch, f_v3_and_below_topics, unknown), pos


# AddPartitionsToTxnRequest.AddPartitionsToTxnTopic v3-5
def _dec_AddPartitionsToTxnTopic_9(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic, int]:
    f_name: str
    f_partitions: list[int]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
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
    return _AddPartitionsToTxnRequest_AddPartitionsToTxnTopic(f_name, f_partitions, unknown), pos


# AddPartitionsToTxnRequest v3
def _dec_AddPartitionsToTxnRequest_10(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnRequest, int]:
    f_v3_and_below_transactional_id: str
    f_v3_and_below_producer_id: int
    f_v3_and_below_producer_epoch: int
    f_v3_and_below_topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic]
    c_v3_and_below_transactional_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_v3_and_below_transactional_id < 128 and pos + c_v3_and_below_transactional_id <= len(buf):
        f_v3_and_below_transactional_id = _p.utf8_slice(buf, pos + 1, pos + c_v3_and_below_transactional_id)
        pos += c_v3_and_below_transactional_id
    else:
        f_v3_and_below_transactional_id, pos = _p.dec_compact_string(buf, pos)
    f_v3_and_below_producer_id, f_v3_and_below_producer_epoch = _S0.unpack_from(buf, pos)
    pos += 10
    n_v3_and_below_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_v3_and_below_topics < 127 and n_v3_and_below_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_v3_and_below_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_v3_and_below_topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = []
    for _ in range(n_v3_and_below_topics):
        e_v3_and_below_topics, pos = _dec_AddPartitionsToTxnTopic_9(buf, pos)
        l_v3_and_below_topics.append(e_v3_and_below_topics)
    f_v3_and_below_topics = l_v3_and_below_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddPartitionsToTxnRequest([], f_v3_and_below_transactional_id, f_v3_and_below_producer_id, f_v3_and_below_producer_epoch, f_v3_and_below_topics, unknown), pos


# AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction v4-5
def _dec_AddPartitionsToTxnTransaction_11(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction, int]:
    f_transactional_id: str
    f_producer_id: int
    f_producer_epoch: int
    f_verify_only: bool
    f_topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic]
    c_transactional_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_transactional_id < 128 and pos + c_transactional_id <= len(buf):
        f_transactional_id = _p.utf8_slice(buf, pos + 1, pos + c_transactional_id)
        pos += c_transactional_id
    else:
        f_transactional_id, pos = _p.dec_compact_string(buf, pos)
    f_producer_id, f_producer_epoch, f_verify_only = _S1.unpack_from(buf, pos)
    pos += 11
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTopic] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_AddPartitionsToTxnTopic_9(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddPartitionsToTxnRequest_AddPartitionsToTxnTransaction(f_transactional_id, f_producer_id, f_producer_epoch, f_verify_only, f_topics, unknown), pos


# AddPartitionsToTxnRequest v4-5
def _dec_AddPartitionsToTxnRequest_12(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnRequest, int]:
    f_transactions: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction]
    n_transactions = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_transactions < 127 and n_transactions * 14 < len(buf) - pos:
        pos += 1
    else:
        n_transactions, pos = _p.dec_compact_array_len(buf, pos, 14)
    l_transactions: list[AddPartitionsToTxnRequest.AddPartitionsToTxnTransaction] = []
    for _ in range(n_transactions):
        e_transactions, pos = _dec_AddPartitionsToTxnTransaction_11(buf, pos)
        l_transactions.append(e_transactions)
    f_transactions = l_transactions
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddPartitionsToTxnRequest(f_transactions, "", 0, 0, [], unknown), pos


# AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult v0-2
def _enc_AddPartitionsToTxnPartitionResult_13(o: AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.partition_index, o.partition_error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult v0-2
def _enc_AddPartitionsToTxnTopicResult_14(o: AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.name))
    a1 = o.results_by_partition
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_AddPartitionsToTxnPartitionResult_13(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AddPartitionsToTxnResponse v0-2
def _enc_AddPartitionsToTxnResponse_15(o: AddPartitionsToTxnResponse, out: list[Buffer]) -> None:
    if len(o.results_by_transaction) != 0:
        raise _EncodeError('results_by_transaction' + _UNSUPPORTED)
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.results_by_topic_v3_and_below
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_AddPartitionsToTxnTopicResult_14(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult v3-5
def _enc_AddPartitionsToTxnPartitionResult_16(o: AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.partition_index, o.partition_error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult v3-5
def _enc_AddPartitionsToTxnTopicResult_17(o: AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    a1 = o.results_by_partition
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AddPartitionsToTxnPartitionResult_16(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddPartitionsToTxnResponse v3
def _enc_AddPartitionsToTxnResponse_18(o: AddPartitionsToTxnResponse, out: list[Buffer]) -> None:
    if len(o.results_by_transaction) != 0:
        raise _EncodeError('results_by_transaction' + _UNSUPPORTED)
    out.append(_S2.pack(o.throttle_time_ms))
    a1 = o.results_by_topic_v3_and_below
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AddPartitionsToTxnTopicResult_17(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddPartitionsToTxnResponse.AddPartitionsToTxnResult v4-5
def _enc_AddPartitionsToTxnResult_19(o: AddPartitionsToTxnResponse.AddPartitionsToTxnResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.transactional_id))
    a1 = o.topic_results
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_AddPartitionsToTxnTopicResult_17(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddPartitionsToTxnResponse v4-5
def _enc_AddPartitionsToTxnResponse_20(o: AddPartitionsToTxnResponse, out: list[Buffer]) -> None:
    if len(o.results_by_topic_v3_and_below) != 0:
        raise _EncodeError('results_by_topic_v3_and_below' + _UNSUPPORTED)
    out.append(_S3.pack(o.throttle_time_ms, o.error_code))
    a2 = o.results_by_transaction
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_AddPartitionsToTxnResult_19(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult v0-2
def _dec_AddPartitionsToTxnPartitionResult_21(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult, int]:
    f_partition_index: int
    f_partition_error_code: int
    f_partition_index, f_partition_error_code = _S3.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    return _AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult(f_partition_index, f_partition_error_code, unknown), pos


# AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult v0-2
def _dec_AddPartitionsToTxnTopicResult_22(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult, int]:
    f_name: str
    f_results_by_partition: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult]
    f_name, pos = _p.dec_string(buf, pos)
    n_results_by_partition, pos = _p.dec_array_len(buf, pos, 6)
    l_results_by_partition: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult] = []
    for _ in range(n_results_by_partition):
        e_results_by_partition, pos = _dec_AddPartitionsToTxnPartitionResult_21(buf, pos)
        l_results_by_partition.append(e_results_by_partition)
    f_results_by_partition = l_results_by_partition
    unknown: dict[int, bytes] = {}
    return _AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult(f_name, f_results_by_partition, unknown), pos


# AddPartitionsToTxnResponse v0-2
def _dec_AddPartitionsToTxnResponse_23(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnResponse, int]:
    f_throttle_time_ms: int
    f_results_by_topic_v3_and_below: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_results_by_topic_v3_and_below, pos = _p.dec_array_len(buf, pos, 6)
    l_results_by_topic_v3_and_below: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = []
    for _ in range(n_results_by_topic_v3_and_below):
        e_results_by_topic_v3_and_below, pos = _dec_AddPartitionsToTxnTopicResult_22(buf, pos)
        l_results_by_topic_v3_and_below.append(e_results_by_topic_v3_and_below)
    f_results_by_topic_v3_and_below = l_results_by_topic_v3_and_below
    unknown: dict[int, bytes] = {}
    return _AddPartitionsToTxnResponse(f_throttle_time_ms, 0, [], f_results_by_topic_v3_and_below, unknown), pos


# AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult v3-5
def _dec_AddPartitionsToTxnPartitionResult_24(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult, int]:
    f_partition_index: int
    f_partition_error_code: int
    f_partition_index, f_partition_error_code = _S3.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddPartitionsToTxnResponse_AddPartitionsToTxnPartitionResult(f_partition_index, f_partition_error_code, unknown), pos


# AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult v3-5
def _dec_AddPartitionsToTxnTopicResult_25(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult, int]:
    f_name: str
    f_results_by_partition: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult]
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    n_results_by_partition = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results_by_partition < 127 and n_results_by_partition * 7 < len(buf) - pos:
        pos += 1
    else:
        n_results_by_partition, pos = _p.dec_compact_array_len(buf, pos, 7)
    l_results_by_partition: list[AddPartitionsToTxnResponse.AddPartitionsToTxnPartitionResult] = []
    for _ in range(n_results_by_partition):
        e_results_by_partition, pos = _dec_AddPartitionsToTxnPartitionResult_24(buf, pos)
        l_results_by_partition.append(e_results_by_partition)
    f_results_by_partition = l_results_by_partition
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddPartitionsToTxnResponse_AddPartitionsToTxnTopicResult(f_name, f_results_by_partition, unknown), pos


# AddPartitionsToTxnResponse v3
def _dec_AddPartitionsToTxnResponse_26(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnResponse, int]:
    f_throttle_time_ms: int
    f_results_by_topic_v3_and_below: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult]
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    n_results_by_topic_v3_and_below = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results_by_topic_v3_and_below < 127 and n_results_by_topic_v3_and_below * 3 < len(buf) - pos:
        pos += 1
    else:
        n_results_by_topic_v3_and_below, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_results_by_topic_v3_and_below: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = []
    for _ in range(n_results_by_topic_v3_and_below):
        e_results_by_topic_v3_and_below, pos = _dec_AddPartitionsToTxnTopicResult_25(buf, pos)
        l_results_by_topic_v3_and_below.append(e_results_by_topic_v3_and_below)
    f_results_by_topic_v3_and_below = l_results_by_topic_v3_and_below
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddPartitionsToTxnResponse(f_throttle_time_ms, 0, [], f_results_by_topic_v3_and_below, unknown), pos


# AddPartitionsToTxnResponse.AddPartitionsToTxnResult v4-5
def _dec_AddPartitionsToTxnResult_27(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnResponse.AddPartitionsToTxnResult, int]:
    f_transactional_id: str
    f_topic_results: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult]
    c_transactional_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_transactional_id < 128 and pos + c_transactional_id <= len(buf):
        f_transactional_id = _p.utf8_slice(buf, pos + 1, pos + c_transactional_id)
        pos += c_transactional_id
    else:
        f_transactional_id, pos = _p.dec_compact_string(buf, pos)
    n_topic_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topic_results < 127 and n_topic_results * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topic_results, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topic_results: list[AddPartitionsToTxnResponse.AddPartitionsToTxnTopicResult] = []
    for _ in range(n_topic_results):
        e_topic_results, pos = _dec_AddPartitionsToTxnTopicResult_25(buf, pos)
        l_topic_results.append(e_topic_results)
    f_topic_results = l_topic_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddPartitionsToTxnResponse_AddPartitionsToTxnResult(f_transactional_id, f_topic_results, unknown), pos


# AddPartitionsToTxnResponse v4-5
def _dec_AddPartitionsToTxnResponse_28(buf: memoryview, pos: int) -> tuple[AddPartitionsToTxnResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_results_by_transaction: list[AddPartitionsToTxnResponse.AddPartitionsToTxnResult]
    f_throttle_time_ms, f_error_code = _S3.unpack_from(buf, pos)
    pos += 6
    n_results_by_transaction = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results_by_transaction < 127 and n_results_by_transaction * 3 < len(buf) - pos:
        pos += 1
    else:
        n_results_by_transaction, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_results_by_transaction: list[AddPartitionsToTxnResponse.AddPartitionsToTxnResult] = []
    for _ in range(n_results_by_transaction):
        e_results_by_transaction, pos = _dec_AddPartitionsToTxnResult_27(buf, pos)
        l_results_by_transaction.append(e_results_by_transaction)
    f_results_by_transaction = l_results_by_transaction
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddPartitionsToTxnResponse(f_throttle_time_ms, f_error_code, f_results_by_transaction, [], unknown), pos


AddPartitionsToTxnRequest._ENCODERS = (_enc_AddPartitionsToTxnRequest_2, _enc_AddPartitionsToTxnRequest_2, _enc_AddPartitionsToTxnRequest_2, _enc_AddPartitionsToTxnRequest_4, _enc_AddPartitionsToTxnRequest_6, _enc_AddPartitionsToTxnRequest_6,)
AddPartitionsToTxnRequest._DECODERS = (_dec_AddPartitionsToTxnRequest_8, _dec_AddPartitionsToTxnRequest_8, _dec_AddPartitionsToTxnRequest_8, _dec_AddPartitionsToTxnRequest_10, _dec_AddPartitionsToTxnRequest_12, _dec_AddPartitionsToTxnRequest_12,)
AddPartitionsToTxnResponse._ENCODERS = (_enc_AddPartitionsToTxnResponse_15, _enc_AddPartitionsToTxnResponse_15, _enc_AddPartitionsToTxnResponse_15, _enc_AddPartitionsToTxnResponse_18, _enc_AddPartitionsToTxnResponse_20, _enc_AddPartitionsToTxnResponse_20,)
AddPartitionsToTxnResponse._DECODERS = (_dec_AddPartitionsToTxnResponse_23, _dec_AddPartitionsToTxnResponse_23, _dec_AddPartitionsToTxnResponse_23, _dec_AddPartitionsToTxnResponse_26, _dec_AddPartitionsToTxnResponse_28, _dec_AddPartitionsToTxnResponse_28,)
AddPartitionsToTxnRequest.RESPONSE = AddPartitionsToTxnResponse
AddPartitionsToTxnResponse.REQUEST = AddPartitionsToTxnRequest
