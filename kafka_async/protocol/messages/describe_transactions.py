# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeTransactions (API key 65): request and response, versions 0-0."""

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

__all__ = ["DescribeTransactionsRequest", "DescribeTransactionsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DescribeTransactionsRequest(Request["DescribeTransactionsResponse"]):
    """DescribeTransactions request (API key 65): versions 0-0, flexible from 0."""

    API_KEY = 65
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    __slots__ = ('transactional_ids', 'unknown_tagged_fields',)
    #: Array of transactionalIds to include in describe results. If empty, then no results will be returned. (v0+)
    transactional_ids: list[str]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, transactional_ids: list[str] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.transactional_ids = [] if transactional_ids is _FRESH else transactional_ids
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(transactional_ids={self.transactional_ids!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.transactional_ids, self.unknown_tagged_fields,) == (other.transactional_ids, other.unknown_tagged_fields,)


class DescribeTransactionsResponse(Response):
    """DescribeTransactions response (API key 65): versions 0-0, flexible from 0."""

    API_KEY = 65
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    class TransactionState:
        """TransactionState (versions 0+)."""

        class TopicData:
            """TopicData (versions 0+)."""
            __slots__ = ('topic', 'partitions', 'unknown_tagged_fields',)
            #: The topic name. (v0+)
            topic: str
            #: The partition ids included in the current transaction. (v0+)
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

        __slots__ = ('error_code', 'transactional_id', 'transaction_state', 'transaction_timeout_ms', 'transaction_start_time_ms', 'producer_id', 'producer_epoch', 'topics', 'unknown_tagged_fields',)
        #: The error code. (v0+)
        error_code: int
        #: The transactional id. (v0+)
        transactional_id: str
        #: The current transaction state of the producer. (v0+)
        transaction_state: str
        #: The timeout in milliseconds for the transaction. (v0+)
        transaction_timeout_ms: int
        #: The start time of the transaction in milliseconds. (v0+)
        transaction_start_time_ms: int
        #: The current producer id associated with the transaction. (v0+)
        producer_id: int
        #: The current epoch associated with the producer id. (v0+)
        producer_epoch: int
        #: The set of partitions included in the current transaction (if active). When a transaction is preparing to commit or abort, this will include only partitions which do not have markers. (v0+)
        topics: list[DescribeTransactionsResponse.TransactionState.TopicData]
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, error_code: int = 0, transactional_id: str = "", transaction_state: str = "", transaction_timeout_ms: int = 0, transaction_start_time_ms: int = 0, producer_id: int = 0, producer_epoch: int = 0, topics: list[DescribeTransactionsResponse.TransactionState.TopicData] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.error_code = error_code
            self.transactional_id = transactional_id
            self.transaction_state = transaction_state
            self.transaction_timeout_ms = transaction_timeout_ms
            self.transaction_start_time_ms = transaction_start_time_ms
            self.producer_id = producer_id
            self.producer_epoch = producer_epoch
            self.topics = [] if topics is _FRESH else topics
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(error_code={self.error_code!r}, transactional_id={self.transactional_id!r}, transaction_state={self.transaction_state!r}, transaction_timeout_ms={self.transaction_timeout_ms!r}, transaction_start_time_ms={self.transaction_start_time_ms!r}, producer_id={self.producer_id!r}, producer_epoch={self.producer_epoch!r}, topics={self.topics!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.error_code, self.transactional_id, self.transaction_state, self.transaction_timeout_ms, self.transaction_start_time_ms, self.producer_id, self.producer_epoch, self.topics, self.unknown_tagged_fields,) == (other.error_code, other.transactional_id, other.transaction_state, other.transaction_timeout_ms, other.transaction_start_time_ms, other.producer_id, other.producer_epoch, other.topics, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'transaction_states', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The current state of the transaction. (v0+)
    transaction_states: list[DescribeTransactionsResponse.TransactionState]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, transaction_states: list[DescribeTransactionsResponse.TransactionState] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.transaction_states = [] if transaction_states is _FRESH else transaction_states
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, transaction_states={self.transaction_states!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.transaction_states, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.transaction_states, other.unknown_tagged_fields,)

_DescribeTransactionsRequest = DescribeTransactionsRequest
_DescribeTransactionsResponse = DescribeTransactionsResponse
_DescribeTransactionsResponse_TransactionState = DescribeTransactionsResponse.TransactionState
_DescribeTransactionsResponse_TransactionState_TopicData = DescribeTransactionsResponse.TransactionState.TopicData

_S0 = Struct('>i')
_S1 = Struct('>h')
_S2 = Struct('>iqqh')


# DescribeTransactionsRequest v0
def _enc_DescribeTransactionsRequest_1(o: DescribeTransactionsRequest, out: list[Buffer]) -> None:
    a0 = o.transactional_ids
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.extend([_p.enc_compact_string(e) for e in a0])
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTransactionsRequest v0
def _dec_DescribeTransactionsRequest_2(buf: memoryview, pos: int) -> tuple[DescribeTransactionsRequest, int]:
    f_transactional_ids: list[str]
    n_transactional_ids = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_transactional_ids < 127 and n_transactional_ids < len(buf) - pos:
        pos += 1
    else:
        n_transactional_ids, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_transactional_ids: list[str] = []
    for _ in range(n_transactional_ids):
        e_transactional_ids, pos = _p.dec_compact_string(buf, pos)
        l_transactional_ids.append(e_transactional_ids)
    f_transactional_ids = l_transactional_ids
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTransactionsRequest(f_transactional_ids, unknown), pos


# DescribeTransactionsResponse.TransactionState.TopicData v0
def _enc_TopicData_3(o: DescribeTransactionsResponse.TransactionState.TopicData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%di" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTransactionsResponse.TransactionState v0
def _enc_TransactionState_4(o: DescribeTransactionsResponse.TransactionState, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.error_code))
    out.append(_p.enc_compact_string(o.transactional_id))
    out.append(_p.enc_compact_string(o.transaction_state))
    out.append(_S2.pack(o.transaction_timeout_ms, o.transaction_start_time_ms, o.producer_id, o.producer_epoch))
    a7 = o.topics
    out.append(_p.enc_uvarint(len(a7) + 1))
    for e7 in a7:
        _enc_TopicData_3(e7, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTransactionsResponse v0
def _enc_DescribeTransactionsResponse_5(o: DescribeTransactionsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.transaction_states
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_TransactionState_4(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTransactionsResponse.TransactionState.TopicData v0
def _dec_TopicData_6(buf: memoryview, pos: int) -> tuple[DescribeTransactionsResponse.TransactionState.TopicData, int]:
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
    return _DescribeTransactionsResponse_TransactionState_TopicData(f_topic, f_partitions, unknown), pos


# DescribeTransactionsResponse.TransactionState v0
def _dec_TransactionState_7(buf: memoryview, pos: int) -> tuple[DescribeTransactionsResponse.TransactionState, int]:
    f_error_code: int
    f_transactional_id: str
    f_transaction_state: str
    f_transaction_timeout_ms: int
    f_transaction_start_time_ms: int
    f_producer_id: int
    f_producer_epoch: int
    f_topics: list[DescribeTransactionsResponse.TransactionState.TopicData]
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    c_transactional_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_transactional_id < 128 and pos + c_transactional_id <= len(buf):
        f_transactional_id = _p.utf8_slice(buf, pos + 1, pos + c_transactional_id)
        pos += c_transactional_id
    else:
        f_transactional_id, pos = _p.dec_compact_string(buf, pos)
    c_transaction_state = buf[pos] if pos < len(buf) else 0
    if 0 < c_transaction_state < 128 and pos + c_transaction_state <= len(buf):
        f_transaction_state = _p.utf8_slice(buf, pos + 1, pos + c_transaction_state)
        pos += c_transaction_state
    else:
        f_transaction_state, pos = _p.dec_compact_string(buf, pos)
    f_transaction_timeout_ms, f_transaction_start_time_ms, f_producer_id, f_producer_epoch = _S2.unpack_from(buf, pos)
    pos += 22
    n_topics = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_topics < 127 and n_topics * 3 < len(buf) - pos:
        pos += 1
    else:
        n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[DescribeTransactionsResponse.TransactionState.TopicData] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TopicData_6(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTransactionsResponse_TransactionState(f_error_code, f_transactional_id, f_transaction_state, f_transaction_timeout_ms, f_transaction_start_time_ms, f_producer_id, f_producer_epoch, f_topics, unknown), pos


# DescribeTransactionsResponse v0
def _dec_DescribeTransactionsResponse_8(buf: memoryview, pos: int) -> tuple[DescribeTransactionsResponse, int]:
    f_throttle_time_ms: int
    f_transaction_states: list[DescribeTransactionsResponse.TransactionState]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_transaction_states = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_transaction_states < 127 and n_transaction_states * 28 < len(buf) - pos:
        pos += 1
    else:
        n_transaction_states, pos = _p.dec_compact_array_len(buf, pos, 28)
    l_transaction_states: list[DescribeTransactionsResponse.TransactionState] = []
    for _ in range(n_transaction_states):
        e_transaction_states, pos = _dec_TransactionState_7(buf, pos)
        l_transaction_states.append(e_transaction_states)
    f_transaction_states = l_transaction_states
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTransactionsResponse(f_throttle_time_ms, f_transaction_states, unknown), pos


DescribeTransactionsRequest._ENCODERS = (_enc_DescribeTransactionsRequest_1,)
DescribeTransactionsRequest._DECODERS = (_dec_DescribeTransactionsRequest_2,)
DescribeTransactionsResponse._ENCODERS = (_enc_DescribeTransactionsResponse_5,)
DescribeTransactionsResponse._DECODERS = (_dec_DescribeTransactionsResponse_8,)
DescribeTransactionsRequest.RESPONSE = DescribeTransactionsResponse
DescribeTransactionsResponse.REQUEST = DescribeTransactionsRequest
