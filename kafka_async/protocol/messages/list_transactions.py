# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""ListTransactions (API key 66): request and response, versions 0-2."""

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

__all__ = ["ListTransactionsRequest", "ListTransactionsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ListTransactionsRequest(Request["ListTransactionsResponse"]):
    """ListTransactions request (API key 66): versions 0-2, flexible from 0."""

    API_KEY = 66
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    __slots__ = ('state_filters', 'producer_id_filters', 'duration_filter', 'transactional_id_pattern', 'unknown_tagged_fields',)
    #: The transaction states to filter by: if empty, all transactions are returned; if non-empty, then only transactions matching one of the filtered states will be returned. (v0+)
    state_filters: list[str]
    #: The producerIds to filter by: if empty, all transactions will be returned; if non-empty, only transactions which match one of the filtered producerIds will be returned. (v0+)
    producer_id_filters: list[int]
    #: Duration (in millis) to filter by: if < 0, all transactions will be returned; otherwise, only transactions running longer than this duration will be returned. (v1+)
    duration_filter: int
    #: The transactional ID regular expression pattern to filter by: if it is empty or null, all transactions are returned; Otherwise then only the transactions matching the given regular expression will be returned. (v2+, nullable v2+)
    transactional_id_pattern: str | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, state_filters: list[str] = _FRESH, producer_id_filters: list[int] = _FRESH, duration_filter: int = -1, transactional_id_pattern: str | None = None, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.state_filters = [] if state_filters is _FRESH else state_filters
        self.producer_id_filters = [] if producer_id_filters is _FRESH else producer_id_filters
        self.duration_filter = duration_filter
        self.transactional_id_pattern = transactional_id_pattern
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(state_filters={self.state_filters!r}, producer_id_filters={self.producer_id_filters!r}, duration_filter={self.duration_filter!r}, transactional_id_pattern={self.transactional_id_pattern!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.state_filters, self.producer_id_filters, self.duration_filter, self.transactional_id_pattern, self.unknown_tagged_fields,) == (other.state_filters, other.producer_id_filters, other.duration_filter, other.transactional_id_pattern, other.unknown_tagged_fields,)


class ListTransactionsResponse(Response):
    """ListTransactions response (API key 66): versions 0-2, flexible from 0."""

    API_KEY = 66
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0


    class TransactionState:
        """TransactionState (versions 0+)."""
        __slots__ = ('transactional_id', 'producer_id', 'transaction_state', 'unknown_tagged_fields',)
        #: The transactional id. (v0+)
        transactional_id: str
        #: The producer id. (v0+)
        producer_id: int
        #: The current transaction state of the producer. (v0+)
        transaction_state: str
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, transactional_id: str = "", producer_id: int = 0, transaction_state: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.transactional_id = transactional_id
            self.producer_id = producer_id
            self.transaction_state = transaction_state
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(transactional_id={self.transactional_id!r}, producer_id={self.producer_id!r}, transaction_state={self.transaction_state!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.transactional_id, self.producer_id, self.transaction_state, self.unknown_tagged_fields,) == (other.transactional_id, other.producer_id, other.transaction_state, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'unknown_state_filters', 'transaction_states', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: Set of state filters provided in the request which were unknown to the transaction coordinator. (v0+)
    unknown_state_filters: list[str]
    #: The current state of the transaction for the transactional id. (v0+)
    transaction_states: list[ListTransactionsResponse.TransactionState]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, unknown_state_filters: list[str] = _FRESH, transaction_states: list[ListTransactionsResponse.TransactionState] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_state_filters = [] if unknown_state_filters is _FRESH else unknown_state_filters
        self.transaction_states = [] if transaction_states is _FRESH else transaction_states
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, unknown_state_filters={self.unknown_state_filters!r}, transaction_states={self.transaction_states!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.unknown_state_filters, self.transaction_states, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.unknown_state_filters, other.transaction_states, other.unknown_tagged_fields,)

_ListTransactionsRequest = ListTransactionsRequest
_ListTransactionsResponse = ListTransactionsResponse
_ListTransactionsResponse_TransactionState = ListTransactionsResponse.TransactionState

_S0 = Struct('>q')
_S1 = Struct('>ih')


# ListTransactionsRequest v0
def _enc_ListTransactionsRequest_1(o: ListTransactionsRequest, out: list[Buffer]) -> None:
    if o.duration_filter != -1:
        raise _EncodeError('duration_filter' + _UNSUPPORTED)
    if o.transactional_id_pattern is not None:
        raise _EncodeError('transactional_id_pattern' + _UNSUPPORTED)
    a0 = o.state_filters
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.extend([_p.enc_compact_string(e) for e in a0])
    a1 = o.producer_id_filters
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%dq" % len(a1), *a1))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListTransactionsRequest v1
def _enc_ListTransactionsRequest_2(o: ListTransactionsRequest, out: list[Buffer]) -> None:
    if o.transactional_id_pattern is not None:
        raise _EncodeError('transactional_id_pattern' + _UNSUPPORTED)
    a0 = o.state_filters
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.extend([_p.enc_compact_string(e) for e in a0])
    a1 = o.producer_id_filters
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%dq" % len(a1), *a1))
    out.append(_S0.pack(o.duration_filter))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListTransactionsRequest v2
def _enc_ListTransactionsRequest_3(o: ListTransactionsRequest, out: list[Buffer]) -> None:
    a0 = o.state_filters
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.extend([_p.enc_compact_string(e) for e in a0])
    a1 = o.producer_id_filters
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.append(_pack(">%dq" % len(a1), *a1))
    out.append(_S0.pack(o.duration_filter))
    out.append(_p.enc_compact_nullable_string(o.transactional_id_pattern))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListTransactionsRequest v0
def _dec_ListTransactionsRequest_4(buf: memoryview, pos: int) -> tuple[ListTransactionsRequest, int]:
    f_state_filters: list[str]
    f_producer_id_filters: list[int]
    n_state_filters = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_state_filters < 127 and n_state_filters < len(buf) - pos:
        pos += 1
    else:
        n_state_filters, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_state_filters: list[str] = []
    for _ in range(n_state_filters):
        e_state_filters, pos = _p.dec_compact_string(buf, pos)
        l_state_filters.append(e_state_filters)
    f_state_filters = l_state_filters
    n_producer_id_filters = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_producer_id_filters < 127 and n_producer_id_filters * 8 < len(buf) - pos:
        pos += 1
    else:
        n_producer_id_filters, pos = _p.dec_compact_array_len(buf, pos, 8)
    f_producer_id_filters, pos = _p.dec_fixed_array(buf, pos, n_producer_id_filters, 'q')
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListTransactionsRequest(f_state_filters, f_producer_id_filters, -1, None, unknown), pos


# ListTransactionsRequest v1
def _dec_ListTransactionsRequest_5(buf: memoryview, pos: int) -> tuple[ListTransactionsRequest, int]:
    f_state_filters: list[str]
    f_producer_id_filters: list[int]
    f_duration_filter: int
    n_state_filters = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_state_filters < 127 and n_state_filters < len(buf) - pos:
        pos += 1
    else:
        n_state_filters, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_state_filters: list[str] = []
    for _ in range(n_state_filters):
        e_state_filters, pos = _p.dec_compact_string(buf, pos)
        l_state_filters.append(e_state_filters)
    f_state_filters = l_state_filters
    n_producer_id_filters = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_producer_id_filters < 127 and n_producer_id_filters * 8 < len(buf) - pos:
        pos += 1
    else:
        n_producer_id_filters, pos = _p.dec_compact_array_len(buf, pos, 8)
    f_producer_id_filters, pos = _p.dec_fixed_array(buf, pos, n_producer_id_filters, 'q')
    f_duration_filter = _S0.unpack_from(buf, pos)[0]
    pos += 8
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListTransactionsRequest(f_state_filters, f_producer_id_filters, f_duration_filter, None, unknown), pos


# ListTransactionsRequest v2
def _dec_ListTransactionsRequest_6(buf: memoryview, pos: int) -> tuple[ListTransactionsRequest, int]:
    f_state_filters: list[str]
    f_producer_id_filters: list[int]
    f_duration_filter: int
    f_transactional_id_pattern: str | None
    n_state_filters = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_state_filters < 127 and n_state_filters < len(buf) - pos:
        pos += 1
    else:
        n_state_filters, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_state_filters: list[str] = []
    for _ in range(n_state_filters):
        e_state_filters, pos = _p.dec_compact_string(buf, pos)
        l_state_filters.append(e_state_filters)
    f_state_filters = l_state_filters
    n_producer_id_filters = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_producer_id_filters < 127 and n_producer_id_filters * 8 < len(buf) - pos:
        pos += 1
    else:
        n_producer_id_filters, pos = _p.dec_compact_array_len(buf, pos, 8)
    f_producer_id_filters, pos = _p.dec_fixed_array(buf, pos, n_producer_id_filters, 'q')
    f_duration_filter = _S0.unpack_from(buf, pos)[0]
    pos += 8
    if pos < len(buf) and buf[pos] == 0:
        f_transactional_id_pattern = None
        pos += 1
    else:
        f_transactional_id_pattern, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListTransactionsRequest(f_state_filters, f_producer_id_filters, f_duration_filter, f_transactional_id_pattern, unknown), pos


# ListTransactionsResponse.TransactionState v0-2
def _enc_TransactionState_7(o: ListTransactionsResponse.TransactionState, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.transactional_id))
    out.append(_S0.pack(o.producer_id))
    out.append(_p.enc_compact_string(o.transaction_state))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListTransactionsResponse v0-2
def _enc_ListTransactionsResponse_8(o: ListTransactionsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    a2 = o.unknown_state_filters
    out.append(_p.enc_uvarint(len(a2) + 1))
    out.extend([_p.enc_compact_string(e) for e in a2])
    a3 = o.transaction_states
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_TransactionState_7(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListTransactionsResponse.TransactionState v0-2
def _dec_TransactionState_9(buf: memoryview, pos: int) -> tuple[ListTransactionsResponse.TransactionState, int]:
    f_transactional_id: str
    f_producer_id: int
    f_transaction_state: str
    c_transactional_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_transactional_id < 128 and pos + c_transactional_id <= len(buf):
        f_transactional_id = _p.utf8_slice(buf, pos + 1, pos + c_transactional_id)
        pos += c_transactional_id
    else:
        f_transactional_id, pos = _p.dec_compact_string(buf, pos)
    f_producer_id = _S0.unpack_from(buf, pos)[0]
    pos += 8
    c_transaction_state = buf[pos] if pos < len(buf) else 0
    if 0 < c_transaction_state < 128 and pos + c_transaction_state <= len(buf):
        f_transaction_state = _p.utf8_slice(buf, pos + 1, pos + c_transaction_state)
        pos += c_transaction_state
    else:
        f_transaction_state, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListTransactionsResponse_TransactionState(f_transactional_id, f_producer_id, f_transaction_state, unknown), pos


# ListTransactionsResponse v0-2
def _dec_ListTransactionsResponse_10(buf: memoryview, pos: int) -> tuple[ListTransactionsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_unknown_state_filters: list[str]
    f_transaction_states: list[ListTransactionsResponse.TransactionState]
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    n_unknown_state_filters = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_unknown_state_filters < 127 and n_unknown_state_filters < len(buf) - pos:
        pos += 1
    else:
        n_unknown_state_filters, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_unknown_state_filters: list[str] = []
    for _ in range(n_unknown_state_filters):
        e_unknown_state_filters, pos = _p.dec_compact_string(buf, pos)
        l_unknown_state_filters.append(e_unknown_state_filters)
    f_unknown_state_filters = l_unknown_state_filters
    n_transaction_states = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_transaction_states < 127 and n_transaction_states * 11 < len(buf) - pos:
        pos += 1
    else:
        n_transaction_states, pos = _p.dec_compact_array_len(buf, pos, 11)
    l_transaction_states: list[ListTransactionsResponse.TransactionState] = []
    for _ in range(n_transaction_states):
        e_transaction_states, pos = _dec_TransactionState_9(buf, pos)
        l_transaction_states.append(e_transaction_states)
    f_transaction_states = l_transaction_states
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListTransactionsResponse(f_throttle_time_ms, f_error_code, f_unknown_state_filters, f_transaction_states, unknown), pos


ListTransactionsRequest._ENCODERS = (_enc_ListTransactionsRequest_1, _enc_ListTransactionsRequest_2, _enc_ListTransactionsRequest_3,)
ListTransactionsRequest._DECODERS = (_dec_ListTransactionsRequest_4, _dec_ListTransactionsRequest_5, _dec_ListTransactionsRequest_6,)
ListTransactionsResponse._ENCODERS = (_enc_ListTransactionsResponse_8, _enc_ListTransactionsResponse_8, _enc_ListTransactionsResponse_8,)
ListTransactionsResponse._DECODERS = (_dec_ListTransactionsResponse_10, _dec_ListTransactionsResponse_10, _dec_ListTransactionsResponse_10,)
ListTransactionsRequest.RESPONSE = ListTransactionsResponse
ListTransactionsResponse.REQUEST = ListTransactionsRequest
