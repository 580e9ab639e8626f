# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""DeleteGroups (API key 42): request and response, versions 0-2."""

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

__all__ = ["DeleteGroupsRequest", "DeleteGroupsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class DeleteGroupsRequest(Request["DeleteGroupsResponse"]):
    """DeleteGroups request (API key 42): versions 0-2, flexible from 2."""

    API_KEY = 42
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    __slots__ = ('groups_names', 'unknown_tagged_fields',)
    #: The group names to delete. (v0+)
    groups_names: list[str]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, groups_names: list[str] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.groups_names = [] if groups_names is _FRESH else groups_names
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(groups_names={self.groups_names!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.groups_names, self.unknown_tagged_fields,) == (other.groups_names, other.unknown_tagged_fields,)


class DeleteGroupsResponse(Response):
    """DeleteGroups response (API key 42): versions 0-2, flexible from 2."""

    API_KEY = 42
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2


    class DeletableGroupResult:
        """DeletableGroupResult (versions 0+)."""
        __slots__ = ('group_id', 'error_code', 'unknown_tagged_fields',)
        #: The group id. (v0+)
        group_id: str
        #: The deletion error, or 0 if the deletion succeeded. (v0+)
        error_code: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, group_id: str = "", error_code: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.group_id = group_id
            self.error_code = error_code
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(group_id={self.group_id!r}, error_code={self.error_code!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.group_id, self.error_code, self.unknown_tagged_fields,) == (other.group_id, other.error_code, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'results', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The deletion results. (v0+)
    results: list[DeleteGroupsResponse.DeletableGroupResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, results: list[DeleteGroupsResponse.DeletableGroupResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _FRESH else results
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, results={self.results!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.results, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.results, other.unknown_tagged_fields,)

_DeleteGroupsRequest = DeleteGroupsRequest
_DeleteGroupsResponse = DeleteGroupsResponse
_DeleteGroupsResponse_DeletableGroupResult = DeleteGroupsResponse.DeletableGroupResult

_S0 = Struct('>i')
_S1 = Struct('>h')


# DeleteGroupsRequest v0-1
def _enc_DeleteGroupsRequest_1(o: DeleteGroupsRequest, out: list[Buffer]) -> None:
    a0 = o.groups_names
    out.append(_p.enc_array_len(len(a0)))
    out.extend([_p.enc_string(e) for e in a0])
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteGroupsRequest v2
def _enc_DeleteGroupsRequest_2(o: DeleteGroupsRequest, out: list[Buffer]) -> None:
    a0 = o.groups_names
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.extend([_p.enc_compact_string(e) for e in a0])
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteGroupsRequest v0-1
def _dec_DeleteGroupsRequest_3(buf: memoryview, pos: int) -> tuple[DeleteGroupsRequest, int]:
    f_groups_names: list[str]
    n_groups_names, pos = _p.dec_array_len(buf, pos, 2)
    l_groups_names: list[str] = []
    for _ in range(n_groups_names):
        e_groups_names, pos = _p.dec_string(buf, pos)
        l_groups_names.append(e_groups_names)
    f_groups_names = l_groups_names
    unknown: dict[int, bytes] = {}
    return _DeleteGroupsRequest(f_groups_names, unknown), pos


# DeleteGroupsRequest v2
def _dec_DeleteGroupsRequest_4(buf: memoryview, pos: int) -> tuple[DeleteGroupsRequest, int]:
    f_groups_names: list[str]
    n_groups_names = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups_names < 127 and n_groups_names < len(buf) - pos:
        pos += 1
    else:
        n_groups_names, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_groups_names: list[str] = []
    for _ in range(n_groups_names):
        e_groups_names, pos = _p.dec_compact_string(buf, pos)
        l_groups_names.append(e_groups_names)
    f_groups_names = l_groups_names
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteGroupsRequest(f_groups_names, unknown), pos


# DeleteGroupsResponse.DeletableGroupResult v0-1
def _enc_DeletableGroupResult_5(o: DeleteGroupsResponse.DeletableGroupResult, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.group_id))
    out.append(_S1.pack(o.error_code))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteGroupsResponse v0-1
def _enc_DeleteGroupsResponse_6(o: DeleteGroupsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_DeletableGroupResult_5(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# DeleteGroupsResponse.DeletableGroupResult v2
def _enc_DeletableGroupResult_7(o: DeleteGroupsResponse.DeletableGroupResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_S1.pack(o.error_code))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteGroupsResponse v2
def _enc_DeleteGroupsResponse_8(o: DeleteGroupsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.throttle_time_ms))
    a1 = o.results
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_DeletableGroupResult_7(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# DeleteGroupsResponse.DeletableGroupResult v0-1
def _dec_DeletableGroupResult_9(buf: memoryview, pos: int) -> tuple[DeleteGroupsResponse.DeletableGroupResult, int]:
    f_group_id: str
    f_error_code: int
    f_group_id, pos = _p.dec_string(buf, pos)
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    return _DeleteGroupsResponse_DeletableGroupResult(f_group_id, f_error_code, unknown), pos


# DeleteGroupsResponse v0-1
def _dec_DeleteGroupsResponse_10(buf: memoryview, pos: int) -> tuple[DeleteGroupsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[DeleteGroupsResponse.DeletableGroupResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_results, pos = _p.dec_array_len(buf, pos, 4)
    l_results: list[DeleteGroupsResponse.DeletableGroupResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_DeletableGroupResult_9(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    return _DeleteGroupsResponse(f_throttle_time_ms, f_results, unknown), pos


# DeleteGroupsResponse.DeletableGroupResult v2
def _dec_DeletableGroupResult_11(buf: memoryview, pos: int) -> tuple[DeleteGroupsResponse.DeletableGroupResult, int]:
    f_group_id: str
    f_error_code: int
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    f_error_code = _S1.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteGroupsResponse_DeletableGroupResult(f_group_id, f_error_code, unknown), pos


# DeleteGroupsResponse v2
def _dec_DeleteGroupsResponse_12(buf: memoryview, pos: int) -> tuple[DeleteGroupsResponse, int]:
    f_throttle_time_ms: int
    f_results: list[DeleteGroupsResponse.DeletableGroupResult]
    f_throttle_time_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results < 127 and n_results * 4 < len(buf) - pos:
        pos += 1
    else:
        n_results, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_results: list[DeleteGroupsResponse.DeletableGroupResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_DeletableGroupResult_11(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _DeleteGroupsResponse(f_throttle_time_ms, f_results, unknown), pos


DeleteGroupsRequest._ENCODERS = (_enc_DeleteGroupsRequest_1, _enc_DeleteGroupsRequest_1, _enc_DeleteGroupsRequest_2,)
DeleteGroupsRequest._DECODERS = (_dec_DeleteGroupsRequest_3, _dec_DeleteGroupsRequest_3, _dec_DeleteGroupsRequest_4,)
DeleteGroupsResponse._ENCODERS = (_enc_DeleteGroupsResponse_6, _enc_DeleteGroupsResponse_6, _enc_DeleteGroupsResponse_8,)
DeleteGroupsResponse._DECODERS = (_dec_DeleteGroupsResponse_10, _dec_DeleteGroupsResponse_10, _dec_DeleteGroupsResponse_12,)
DeleteGroupsRequest.RESPONSE = DeleteGroupsResponse
DeleteGroupsResponse.REQUEST = DeleteGroupsRequest
