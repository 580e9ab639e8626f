# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""EndTxn (API key 26): request and response, versions 0-5."""

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

__all__ = ["EndTxnRequest", "EndTxnResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class EndTxnRequest(Request["EndTxnResponse"]):
    """EndTxn request (API key 26): versions 0-5, flexible from 3."""

    API_KEY = 26
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3

    __slots__ = ('transactional_id', 'producer_id', 'producer_epoch', 'committed', 'unknown_tagged_fields',)
    #: The ID of the transaction to end. (v0+)
    transactional_id: str
    #: The producer ID. (v0+)
    producer_id: int
    #: The current epoch associated with the producer. (v0+)
    producer_epoch: int
    #: True if the transaction was committed, false if it was aborted. (v0+)
    committed: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, transactional_id: str = "", producer_id: int = 0, producer_epoch: int = 0, committed: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.committed = committed
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(transactional_id={self.transactional_id!r}, producer_id={self.producer_id!r}, producer_epoch={self.producer_epoch!r}, committed={self.committed!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.transactional_id, self.producer_id, self.producer_epoch, self.committed, self.unknown_tagged_fields,) == (other.transactional_id, other.producer_id, other.producer_epoch, other.committed, other.unknown_tagged_fields,)


class EndTxnResponse(Response):
    """EndTxn response (API key 26): versions 0-5, flexible from 3."""

    API_KEY = 26
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3

    __slots__ = ('throttle_time_ms', 'error_code', 'producer_id', 'producer_epoch', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The producer ID. (v5+, ignorable)
    producer_id: int
    #: The current epoch associated with the producer. (v5+, ignorable)
    producer_epoch: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, producer_id: int = -1, producer_epoch: int = -1, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, producer_id={self.producer_id!r}, producer_epoch={self.producer_epoch!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.producer_id, self.producer_epoch, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.producer_id, other.producer_epoch, other.unknown_tagged_fields,)

_EndTxnRequest = EndTxnRequest
_EndTxnResponse = EndTxnResponse

_S0 = Struct('>qh?')
_S1 = Struct('>ih')
_S2 = Struct('>ihqh')


# EndTxnRequest v0-2
def _enc_EndTxnRequest_1(o: EndTxnRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.transactional_id))
    out.append(_S0.pack(o.producer_id, o.producer_epoch, o.committed))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# EndTxnRequest v3-5
def _enc_EndTxnRequest_2(o: EndTxnRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.transactional_id))
    out.append(_S0.pack(o.producer_id, o.producer_epoch, o.committed))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# EndTxnRequest v0-2
def _dec_EndTxnRequest_3(buf: memoryview, pos: int) -> tuple[EndTxnRequest, int]:
    f_transactional_id: str
    f_producer_id: int
    f_producer_epoch: int
    f_committed: bool
    f_transactional_id, pos = _p.dec_string(buf, pos)
    f_producer_id, f_producer_epoch, f_committed = _S0.unpack_from(buf, pos)
    pos += 11
    unknown: dict[int, bytes] = {}
    return _EndTxnRequest(f_transactional_id, f_producer_id, f_producer_epoch, f_committed, unknown), pos


# EndTxnRequest v3-5
def _dec_EndTxnRequest_4(buf: memoryview, pos: int) -> tuple[EndTxnRequest, int]:
    f_transactional_id: str
    f_producer_id: int
    f_producer_epoch: int
    f_committed: bool
    c_transactional_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_transactional_id < 128 and pos + c_transactional_id <= len(buf):
        f_transactional_id = _p.utf8_slice(buf, pos + 1, pos + c_transactional_id)
        pos += c_transactional_id
    else:
        f_transactional_id, pos = _p.dec_compact_string(buf, pos)
    f_producer_id, f_producer_epoch, f_committed = _S0.unpack_from(buf, pos)
    pos += 11
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _EndTxnRequest(f_transactional_id, f_producer_id, f_producer_epoch, f_committed, unknown), pos


# EndTxnResponse v0-2
def _enc_EndTxnResponse_5(o: EndTxnResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# EndTxnResponse v3-4
def _enc_EndTxnResponse_6(o: EndTxnResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# EndTxnResponse v5
def _enc_EndTxnResponse_7(o: EndTxnResponse, out: list[Buffer]) -> None:
    out.append(_S2.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# EndTxnResponse v0-2
def _dec_EndTxnResponse_8(buf: memoryview, pos: int) -> tuple[EndTxnResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    return _EndTxnResponse(f_throttle_time_ms, f_error_code, -1, -1, unknown), pos


# EndTxnResponse v3-4
def _dec_EndTxnResponse_9(buf: memoryview, pos: int) -> tuple[EndTxnResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _EndTxnResponse(f_throttle_time_ms, f_error_code, -1, -1, unknown), pos


# EndTxnResponse v5
def _dec_EndTxnResponse_10(buf: memoryview, pos: int) -> tuple[EndTxnResponse, int]:
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
    return _EndTxnResponse(f_throttle_time_ms, f_error_code, f_producer_id, f_producer_epoch, unknown), pos


EndTxnRequest._ENCODERS = (_enc_EndTxnRequest_1, _enc_EndTxnRequest_1, _enc_EndTxnRequest_1, _enc_EndTxnRequest_2, _enc_EndTxnRequest_2, _enc_EndTxnRequest_2,)
EndTxnRequest._DECODERS = (_dec_EndTxnRequest_3, _dec_EndTxnRequest_3, _dec_EndTxnRequest_3, _dec_EndTxnRequest_4, _dec_EndTxnRequest_4, _dec_EndTxnRequest_4,)
EndTxnResponse._ENCODERS = (_enc_EndTxnResponse_5, _enc_EndTxnResponse_5, _enc_EndTxnResponse_5, _enc_EndTxnResponse_6, _enc_EndTxnResponse_6, _enc_EndTxnResponse_7,)
EndTxnResponse._DECODERS = (_dec_EndTxnResponse_8, _dec_EndTxnResponse_8, _dec_EndTxnResponse_8, _dec_EndTxnResponse_9, _dec_EndTxnResponse_9, _dec_EndTxnResponse_10,)
EndTxnRequest.RESPONSE = EndTxnResponse
EndTxnResponse.REQUEST = EndTxnRequest
