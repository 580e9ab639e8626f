# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""AddOffsetsToTxn (API key 25): request and response, versions 0-4."""

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

__all__ = ["AddOffsetsToTxnRequest", "AddOffsetsToTxnResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class AddOffsetsToTxnRequest(Request["AddOffsetsToTxnResponse"]):
    """AddOffsetsToTxn request (API key 25): versions 0-4, flexible from 3."""

    API_KEY = 25
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 3

    __slots__ = ('transactional_id', 'producer_id', 'producer_epoch', 'group_id', 'unknown_tagged_fields',)
    #: The transactional id corresponding to the transaction. (v0+)
    transactional_id: str
    #: Current producer id in use by the transactional id. (v0+)
    producer_id: int
    #: Current epoch associated with the producer id. (v0+)
    producer_epoch: int
    #: The unique group identifier. (v0+)
    group_id: str
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, transactional_id: str = "", producer_id: int = 0, producer_epoch: int = 0, group_id: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.group_id = group_id
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(transactional_id={self.transactional_id!r}, producer_id={self.producer_id!r}, producer_epoch={self.producer_epoch!r}, group_id={self.group_id!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.transactional_id, self.producer_id, self.producer_epoch, self.group_id, self.unknown_tagged_fields,) == (other.transactional_id, other.producer_id, other.producer_epoch, other.group_id, other.unknown_tagged_fields,)


class AddOffsetsToTxnResponse(Response):
    """AddOffsetsToTxn response (API key 25): versions 0-4, flexible from 3."""

    API_KEY = 25
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 3

    __slots__ = ('throttle_time_ms', 'error_code', 'unknown_tagged_fields',)
    #: Duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The response error code, or 0 if there was no error. (v0+)
    error_code: int
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.unknown_tagged_fields,)

_AddOffsetsToTxnRequest = AddOffsetsToTxnRequest
_AddOffsetsToTxnResponse = AddOffsetsToTxnResponse

_S0 = Struct('>qh')
_S1 = Struct('>ih')


# AddOffsetsToTxnRequest v0-2
def _enc_AddOffsetsToTxnRequest_1(o: AddOffsetsToTxnRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.transactional_id))
    out.append(_S0.pack(o.producer_id, o.producer_epoch))
    out.append(_p.enc_string(o.group_id))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AddOffsetsToTxnRequest v3-4
def _enc_AddOffsetsToTxnRequest_2(o: AddOffsetsToTxnRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.transactional_id))
    out.append(_S0.pack(o.producer_id, o.producer_epoch))
    out.append(_p.enc_compact_string(o.group_id))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddOffsetsToTxnRequest v0-2
def _dec_AddOffsetsToTxnRequest_3(buf: memoryview, pos: int) -> tuple[AddOffsetsToTxnRequest, int]:
    f_transactional_id: str
    f_producer_id: int
    f_producer_epoch: int
    f_group_id: str
    f_transactional_id, pos = _p.dec_string(buf, pos)
    f_producer_id, f_producer_epoch = _S0.unpack_from(buf, pos)
    pos += 10
    f_group_id, pos = _p.dec_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _AddOffsetsToTxnRequest(f_transactional_id, f_producer_id, f_producer_epoch, f_group_id, unknown), pos


# AddOffsetsToTxnRequest v3-4
def _dec_AddOffsetsToTxnRequest_4(buf: memoryview, pos: int) -> tuple[AddOffsetsToTxnRequest, int]:
    f_transactional_id: str
    f_producer_id: int
    f_producer_epoch: int
    f_group_id: str
    c_transactional_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_transactional_id < 128 and pos + c_transactional_id <= len(buf):
        f_transactional_id = _p.utf8_slice(buf, pos + 1, pos + c_transactional_id)
        pos += c_transactional_id
    else:
        f_transactional_id, pos = _p.dec_compact_string(buf, pos)
    f_producer_id, f_producer_epoch = _S0.unpack_from(buf, pos)
    pos += 10
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddOffsetsToTxnRequest(f_transactional_id, f_producer_id, f_producer_epoch, f_group_id, unknown), pos


# AddOffsetsToTxnResponse v0-2
def _enc_AddOffsetsToTxnResponse_5(o: AddOffsetsToTxnResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# AddOffsetsToTxnResponse v3-4
def _enc_AddOffsetsToTxnResponse_6(o: AddOffsetsToTxnResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddOffsetsToTxnResponse v0-2
def _dec_AddOffsetsToTxnResponse_7(buf: memoryview, pos: int) -> tuple[AddOffsetsToTxnResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    return _AddOffsetsToTxnResponse(f_throttle_time_ms, f_error_code, unknown), pos


# AddOffsetsToTxnResponse v3-4
def _dec_AddOffsetsToTxnResponse_8(buf: memoryview, pos: int) -> tuple[AddOffsetsToTxnResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddOffsetsToTxnResponse(f_throttle_time_ms, f_error_code, unknown), pos


AddOffsetsToTxnRequest._ENCODERS = (_enc_AddOffsetsToTxnRequest_1, _enc_AddOffsetsToTxnRequest_1, _enc_AddOffsetsToTxnRequest_1, _enc_AddOffsetsToTxnRequest_2, _enc_AddOffsetsToTxnRequest_2,)
AddOffsetsToTxnRequest._DECODERS = (_dec_AddOffsetsToTxnRequest_3, _dec_AddOffsetsToTxnRequest_3, _dec_AddOffsetsToTxnRequest_3, _dec_AddOffsetsToTxnRequest_4, _dec_AddOffsetsToTxnRequest_4,)
AddOffsetsToTxnResponse._ENCODERS = (_enc_AddOffsetsToTxnResponse_5, _enc_AddOffsetsToTxnResponse_5, _enc_AddOffsetsToTxnResponse_5, _enc_AddOffsetsToTxnResponse_6, _enc_AddOffsetsToTxnResponse_6,)
AddOffsetsToTxnResponse._DECODERS = (_dec_AddOffsetsToTxnResponse_7, _dec_AddOffsetsToTxnResponse_7, _dec_AddOffsetsToTxnResponse_7, _dec_AddOffsetsToTxnResponse_8, _dec_AddOffsetsToTxnResponse_8,)
AddOffsetsToTxnRequest.RESPONSE = AddOffsetsToTxnResponse
AddOffsetsToTxnResponse.REQUEST = AddOffsetsToTxnRequest
