# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DescribeTransactions (API key 65): request and response, versions 0-0."""

from __future__ import annotations

from dataclasses import dataclass, field
from struct import Struct
from struct import pack as _pack
from uuid import UUID

from kafka_async.protocol import primitives as _p
from kafka_async.protocol.errors import ProtocolError as _ProtocolError
from kafka_async.protocol.messages._base import Request, Response
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



@dataclass(slots=True)
class DescribeTransactionsRequest(Request["DescribeTransactionsResponse"]):
    """DescribeTransactions request (API key 65): versions 0-0, flexible from 0."""

    API_KEY = 65
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: Array of transactionalIds to include in describe results. If empty, then no results will be returned. (v0+)
    transactional_ids: list[str] = field(default_factory=list)
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)


@dataclass(slots=True)
class DescribeTransactionsResponse(Response):
    """DescribeTransactions response (API key 65): versions 0-0, flexible from 0."""

    API_KEY = 65
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0


    @dataclass(slots=True)
    class TransactionState:
        """TransactionState (versions 0+)."""

        @dataclass(slots=True)
        class TopicData:
            """TopicData (versions 0+)."""
            #: The topic name. (v0+)
            topic: str = ""
            #: The partition ids included in the current transaction. (v0+)
            partitions: list[int] = field(default_factory=list)
            #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
            unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

        #: The error code. (v0+)
        error_code: int = 0
        #: The transactional id. (v0+)
        transactional_id: str = ""
        #: The current transaction state of the producer. (v0+)
        transaction_state: str = ""
        #: The timeout in milliseconds for the transaction. (v0+)
        transaction_timeout_ms: int = 0
        #: The start time of the transaction in milliseconds. (v0+)
        transaction_start_time_ms: int = 0
        #: The current producer id associated with the transaction. (v0+)
        producer_id: int = 0
        #: The current epoch associated with the producer id. (v0+)
        producer_epoch: int = 0
        #: The set of partitions included in the current transaction (if active). When a transaction is preparing to commit or abort, this will include only partitions which do not have markers. (v0+)
        topics: list[DescribeTransactionsResponse.TransactionState.TopicData] = field(default_factory=list)
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int = 0
    #: The current state of the transaction. (v0+)
    transaction_states: list[DescribeTransactionsResponse.TransactionState] = field(default_factory=list)
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)

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
    out.append(_p.enc_compact_array_len(len(a0)))
    out.extend([_p.enc_compact_string(e) for e in a0])
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTransactionsRequest v0
def _dec_DescribeTransactionsRequest_2(buf: memoryview, pos: int) -> tuple[DescribeTransactionsRequest, int]:
    f_transactional_ids: list[str]
    n_transactional_ids, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_transactional_ids: list[str] = []
    for _ in range(n_transactional_ids):
        e_transactional_ids, pos = _p.dec_compact_string(buf, pos)
        l_transactional_ids.append(e_transactional_ids)
    f_transactional_ids = l_transactional_ids
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTransactionsRequest(f_transactional_ids, unknown), pos


# DescribeTransactionsResponse.TransactionState.TopicData v0
def _enc_TopicData_3(o: DescribeTransactionsResponse.TransactionState.TopicData, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.topic))
    a1 = o.partitions
    out.append(_p.enc_compact_array_len(len(a1)))
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
    out.append(_p.enc_compact_array_len(len(a7)))
    for e7 in a7:
        _enc_TopicData_3(e7, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTransactionsResponse v0
def _enc_DescribeTransactionsResponse_5(o: DescribeTransactionsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.transaction_states
    out.append(_p.enc_compact_array_len(len(a1)))
    for e1 in a1:
        _enc_TransactionState_4(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DescribeTransactionsResponse.TransactionState.TopicData v0
def _dec_TopicData_6(buf: memoryview, pos: int) -> tuple[DescribeTransactionsResponse.TransactionState.TopicData, int]:
    f_topic: str
    f_partitions: list[int]
    f_topic, pos = _p.dec_compact_string(buf, pos)
    n_partitions, pos = _p.dec_compact_array_len(buf, pos, 4)
    f_partitions, pos = _p.dec_fixed_array(buf, pos, n_partitions, 'i')
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
    f_transactional_id, pos = _p.dec_compact_string(buf, pos)
    f_transaction_state, pos = _p.dec_compact_string(buf, pos)
    f_transaction_timeout_ms, f_transaction_start_time_ms, f_producer_id, f_producer_epoch = _S2.unpack_from(buf, pos)
    pos += 22
    n_topics, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_topics: list[DescribeTransactionsResponse.TransactionState.TopicData] = []
    for _ in range(n_topics):
        e_topics, pos = _dec_TopicData_6(buf, pos)
        l_topics.append(e_topics)
    f_topics = l_topics
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTransactionsResponse_TransactionState(f_error_code, f_transactional_id, f_transaction_state, f_transaction_timeout_ms, f_transaction_start_time_ms, f_producer_id, f_producer_epoch, f_topics, unknown), pos


# DescribeTransactionsResponse v0
def _dec_DescribeTransactionsResponse_8(buf: memoryview, pos: int) -> tuple[DescribeTransactionsResponse, int]:
    f_throttle_time_ms: int
    f_transaction_states: list[DescribeTransactionsResponse.TransactionState]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_transaction_states, pos = _p.dec_compact_array_len(buf, pos, 28)
    l_transaction_states: list[DescribeTransactionsResponse.TransactionState] = []
    for _ in range(n_transaction_states):
        e_transaction_states, pos = _dec_TransactionState_7(buf, pos)
        l_transaction_states.append(e_transaction_states)
    f_transaction_states = l_transaction_states
    unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DescribeTransactionsResponse(f_throttle_time_ms, f_transaction_states, unknown), pos


DescribeTransactionsRequest._ENCODERS = (_enc_DescribeTransactionsRequest_1,)
DescribeTransactionsRequest._DECODERS = (_dec_DescribeTransactionsRequest_2,)
DescribeTransactionsResponse._ENCODERS = (_enc_DescribeTransactionsResponse_5,)
DescribeTransactionsResponse._DECODERS = (_dec_DescribeTransactionsResponse_8,)
DescribeTransactionsRequest.RESPONSE = DescribeTransactionsResponse
DescribeTransactionsResponse.REQUEST = DescribeTransactionsRequest
