# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""InitProducerId (API key 22): request and response, versions 0-5."""

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

__all__ = ["InitProducerIdRequest", "InitProducerIdResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class InitProducerIdRequest(Request["InitProducerIdResponse"]):
    """InitProducerId request (API key 22): versions 0-5, flexible from 2."""

    API_KEY = 22
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 2

    __slots__ = ('transactional_id', 'transaction_timeout_ms', 'producer_id', 'producer_epoch', 'enable2_pc', 'keep_prepared_txn', 'unknown_tagged_fields',)
    #: The transactional id, or null if the producer is not transactional. (v0+, nullable v0+)
    transactional_id: str | None
    #: The time in ms to wait before aborting idle transactions sent by this producer. This is only relevant if a TransactionalId has been defined. (v0+)
    transaction_timeout_ms: int
    #: The producer id. This is used to disambiguate requests if a transactional id is reused following its expiration. (v3+)
    producer_id: int
    #: The producer's current epoch. This will be checked against the producer epoch on the broker, and the request will return an error if they do not match. (v3+)
    producer_epoch: int
    #: True if the client wants to enable two-phase commit (2PC) protocol for transactions. (v6+)
    enable2_pc: bool
    #: True if the client wants to keep the currently ongoing transaction instead of aborting it. (v6+)
    keep_prepared_txn: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, transactional_id: str | None = "", transaction_timeout_ms: int = 0, producer_id: int = -1, producer_epoch: int = -1, enable2_pc: bool = False, keep_prepared_txn: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.transactional_id = transactional_id
        self.transaction_timeout_ms = transaction_timeout_ms
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.enable2_pc = enable2_pc
        self.keep_prepared_txn = keep_prepared_txn
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(transactional_id={self.transactional_id!r}, transaction_timeout_ms={self.transaction_timeout_ms!r}, producer_id={self.producer_id!r}, producer_epoch={self.producer_epoch!r}, enable2_pc={self.enable2_pc!r}, keep_prepared_txn={self.keep_prepared_txn!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.transactional_id, self.transaction_timeout_ms, self.producer_id, self.producer_epoch, self.enable2_pc, self.keep_prepared_txn, self.unknown_tagged_fields,) == (other.transactional_id, other.transaction_timeout_ms, other.producer_id, other.producer_epoch, other.enable2_pc, other.keep_prepared_txn, other.unknown_tagged_fields,)


class InitProducerIdResponse(Response):
    """InitProducerId response (API key 22): versions 0-5, flexible from 2."""

    API_KEY = 22
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 2

    __slots__ = ('throttle_time_ms', 'error_code', 'producer_id', 'producer_epoch', 'ongoing_txn_producer_id', 'ongoing_txn_producer_epoch', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+, ignorable)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The current producer id. (v0+)
    producer_id: int
    #: The current epoch associated with the producer id. (v0+)
    producer_epoch: int
    #: The producer id for ongoing transaction when KeepPreparedTxn is used, -1 if there is no transaction ongoing. (v6+)
    ongoing_txn_producer_id: int
    #: The epoch associated with the producer id for ongoing transaction when KeepPreparedTxn is used, -1 if there is no transaction ongoing. (v6+)
    ongoing_txn_producer_epoch: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, producer_id: int = -1, producer_epoch: int = 0, ongoing_txn_producer_id: int = -1, ongoing_txn_producer_epoch: int = -1, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.ongoing_txn_producer_id = ongoing_txn_producer_id
        self.ongoing_txn_producer_epoch = ongoing_txn_producer_epoch
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, producer_id={self.producer_id!r}, producer_epoch={self.producer_epoch!r}, ongoing_txn_producer_id={self.ongoing_txn_producer_id!r}, ongoing_txn_producer_epoch={self.ongoing_txn_producer_epoch!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.producer_id, self.producer_epoch, self.ongoing_txn_producer_id, self.ongoing_txn_producer_epoch, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.producer_id, other.producer_epoch, other.ongoing_txn_producer_id, other.ongoing_txn_producer_epoch, other.unknown_tagged_fields,)

_InitProducerIdRequest = InitProducerIdRequest
_InitProducerIdResponse = InitProducerIdResponse

_S0 = Struct('>i')
_S1 = Struct('>iqh')
_S2 = Struct('>ihqh')


# InitProducerIdRequest v0-1
def _enc_InitProducerIdRequest_1(o: InitProducerIdRequest, out: list[Buffer]) -> None:
    if o.producer_id != -1:
        raise _EncodeError('producer_id' + _UNSUPPORTED)
    if o.producer_epoch != -1:
        raise _EncodeError('producer_epoch' + _UNSUPPORTED)
    if o.enable2_pc != False:
        raise _EncodeError('enable2_pc' + _UNSUPPORTED)
    if o.keep_prepared_txn != False:
        raise _EncodeError('keep_prepared_txn' + _UNSUPPORTED)
    out.append(_p.enc_nullable_string(o.transactional_id))
    out.append(_S0.pack(o.transaction_timeout_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# InitProducerIdRequest v2
def _enc_InitProducerIdRequest_2(o: InitProducerIdRequest, out: list[Buffer]) -> None:
    if o.producer_id != -1:
        raise _EncodeError('producer_id' + _UNSUPPORTED)
    if o.producer_epoch != -1:
        raise _EncodeError('producer_epoch' + _UNSUPPORTED)
    if o.enable2_pc != False:
        raise _EncodeError('enable2_pc' + _UNSUPPORTED)
    if o.keep_prepared_txn != False:
        raise _EncodeError('keep_prepared_txn' + _UNSUPPORTED)
    out.append(_p.enc_compact_nullable_string(o.transactional_id))
    out.append(_S0.pack(o.transaction_timeout_ms))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# InitProducerIdRequest v3-5
def _enc_InitProducerIdRequest_3(o: InitProducerIdRequest, out: list[Buffer]) -> None:
    if o.enable2_pc != False:
        raise _EncodeError('enable2_pc' + _UNSUPPORTED)
    if o.keep_prepared_txn != False:
        raise _EncodeError('keep_prepared_txn' + _UNSUPPORTED)
    out.append(_p.enc_compact_nullable_string(o.transactional_id))
    out.append(_S1.pack(o.transaction_timeout_ms, o.producer_id, o.producer_epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# InitProducerIdRequest v0-1
def _dec_InitProducerIdRequest_4(buf: memoryview, pos: int) -> tuple[InitProducerIdRequest, int]:
    f_transactional_id: str | None
    f_transaction_timeout_ms: int
    f_transactional_id, pos = _p.dec_nullable_string(buf, pos)
    f_transaction_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _InitProducerIdRequest(f_transactional_id, f_transaction_timeout_ms, -1, -1, False, False, unknown), pos


# InitProducerIdRequest v2
def _dec_InitProducerIdRequest_5(buf: memoryview, pos: int) -> tuple[InitProducerIdRequest, int]:
    f_transactional_id: str | None
    f_transaction_timeout_ms: int
    if pos < len(buf) and buf[pos] == 0:
        f_transactional_id = None
        pos += 1
    else:
        f_transactional_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_transaction_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _InitProducerIdRequest(f_transactional_id, f_transaction_timeout_ms, -1, -1, False, False, unknown), pos


# InitProducerIdRequest v3-5
def _dec_InitProducerIdRequest_6(buf: memoryview, pos: int) -> tuple[InitProducerIdRequest, int]:
    f_transactional_id: str | None
    f_transaction_timeout_ms: int
    f_producer_id: int
    f_producer_epoch: int
    if pos < len(buf) and buf[pos] == 0:
        f_transactional_id = None
        pos += 1
    else:
        f_transactional_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_transaction_timeout_ms, f_producer_id, f_producer_epoch = _S1.unpack_from(buf, pos)
    pos += 14
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _InitProducerIdRequest(f_transactional_id, f_transaction_timeout_ms, f_producer_id, f_producer_epoch, False, False, unknown), pos


# InitProducerIdResponse v0-1
def _enc_InitProducerIdResponse_7(o: InitProducerIdResponse, out: list[Buffer]) -> None:
    if o.ongoing_txn_producer_id != -1:
        raise _EncodeError('ongoing_txn_producer_id' + _UNSUPPORTED)
    if o.ongoing_txn_producer_epoch != -1:
        raise _EncodeError('ongoing_txn_producer_epoch' + _UNSUPPORTED)
    out.append(_S2.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# InitProducerIdResponse v2-5
def _enc_InitProducerIdResponse_8(o: InitProducerIdResponse, out: list[Buffer]) -> None:
    if o.ongoing_txn_producer_id != -1:
        raise _EncodeError('ongoing_txn_producer_id' + _UNSUPPORTED)
    if o.ongoing_txn_producer_epoch != -1:
        raise _EncodeError('ongoing_txn_producer_epoch' + _UNSUPPORTED)
    out.append(_S2.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# InitProducerIdResponse v0-1
def _dec_InitProducerIdResponse_9(buf: memoryview, pos: int) -> tuple[InitProducerIdResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_producer_id: int
    f_producer_epoch: int
    f_throttle_time_ms, f_error_code, f_producer_id, f_producer_epoch = _S2.unpack_from(buf, pos)
    pos += 16
    unknown: dict[int, bytes] = {}
    return _InitProducerIdResponse(f_throttle_time_ms, f_error_code, f_producer_id, f_producer_epoch, -1, -1, unknown), pos


# InitProducerIdResponse v2-5
def _dec_InitProducerIdResponse_10(buf: memoryview, pos: int) -> tuple[InitProducerIdResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_producer_id: int
    f_producer_epoch: int
    f_throttle_time_ms, f_error_code, f_producer_id, f_producer_epoch = _S2.unpack_from(buf, pos)
    pos += 16
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _InitProducerIdResponse(f_throttle_time_ms, f_error_code, f_producer_id, f_producer_epoch, -1, -1, unknown), pos


InitProducerIdRequest._ENCODERS = (_enc_InitProducerIdRequest_1, _enc_InitProducerIdRequest_1, _enc_InitProducerIdRequest_2, _enc_InitProducerIdRequest_3, _enc_InitProducerIdRequest_3, _enc_InitProducerIdRequest_3,)
InitProducerIdRequest._DECODERS = (_dec_InitProducerIdRequest_4, _dec_InitProducerIdRequest_4, _dec_InitProducerIdRequest_5, _dec_InitProducerIdRequest_6, _dec_InitProducerIdRequest_6, _dec_InitProducerIdRequest_6,)
InitProducerIdResponse._ENCODERS = (_enc_InitProducerIdResponse_7, _enc_InitProducerIdResponse_7, _enc_InitProducerIdResponse_8, _enc_InitProducerIdResponse_8, _enc_InitProducerIdResponse_8, _enc_InitProducerIdResponse_8,)
InitProducerIdResponse._DECODERS = (_dec_InitProducerIdResponse_9, _dec_InitProducerIdResponse_9, _dec_InitProducerIdResponse_10, _dec_InitProducerIdResponse_10, _dec_InitProducerIdResponse_10, _dec_InitProducerIdResponse_10,)
InitProducerIdRequest.RESPONSE = InitProducerIdResponse
InitProducerIdResponse.REQUEST = InitProducerIdRequest
