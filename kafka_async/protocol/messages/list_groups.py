# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""ListGroups (API key 16): request and response, versions 0-5."""

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

__all__ = ["ListGroupsRequest", "ListGroupsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ListGroupsRequest(Request["ListGroupsResponse"]):
    """ListGroups request (API key 16): versions 0-5, flexible from 3."""

    API_KEY = 16
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3

    __slots__ = ('states_filter', 'types_filter', 'unknown_tagged_fields',)
    #: The states of the groups we want to list. If empty, all groups are returned with their state. (v4+)
    states_filter: list[str]
    #: The types of the groups we want to list. If empty, all groups are returned with their type. (v5+)
    types_filter: list[str]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, states_filter: list[str] = _FRESH, types_filter: list[str] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.states_filter = [] if states_filter is _FRESH else states_filter
        self.types_filter = [] if types_filter is _FRESH else types_filter
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(states_filter={self.states_filter!r}, types_filter={self.types_filter!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.states_filter, self.types_filter, self.unknown_tagged_fields,) == (other.states_filter, other.types_filter, other.unknown_tagged_fields,)


class ListGroupsResponse(Response):
    """ListGroups response (API key 16): versions 0-5, flexible from 3."""

    API_KEY = 16
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3


    class ListedGroup:
        """ListedGroup (versions 0+)."""
        __slots__ = ('group_id', 'protocol_type', 'group_state', 'group_type', 'unknown_tagged_fields',)
        #: The group ID. (v0+)
        group_id: str
        #: The group protocol type. (v0+)
        protocol_type: str
        #: The group state name. (v4+, ignorable)
        group_state: str
        #: The group type name. (v5+, ignorable)
        group_type: str
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, group_id: str = "", protocol_type: str = "", group_state: str = "", group_type: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.group_id = group_id
            self.protocol_type = protocol_type
            self.group_state = group_state
            self.group_type = group_type
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(group_id={self.group_id!r}, protocol_type={self.protocol_type!r}, group_state={self.group_state!r}, group_type={self.group_type!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.group_id, self.protocol_type, self.group_state, self.group_type, self.unknown_tagged_fields,) == (other.group_id, other.protocol_type, other.group_state, other.group_type, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'groups', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v1+, ignorable)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: Each group in the response. (v0+)
    groups: list[ListGroupsResponse.ListedGroup]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, groups: list[ListGroupsResponse.ListedGroup] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.groups = [] if groups is _FRESH else groups
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, groups={self.groups!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.groups, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.groups, other.unknown_tagged_fields,)

_ListGroupsRequest = ListGroupsRequest
_ListGroupsResponse = ListGroupsResponse
_ListGroupsResponse_ListedGroup = ListGroupsResponse.ListedGroup

_S0 = Struct('>h')
_S1 = Struct('>ih')


# ListGroupsRequest v0-2
def _enc_ListGroupsRequest_1(o: ListGroupsRequest, out: list[Buffer]) -> None:
    if len(o.states_filter) != 0:
        raise _EncodeError('states_filter' + _UNSUPPORTED)
    if len(o.types_filter) != 0:
        raise _EncodeError('types_filter' + _UNSUPPORTED)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListGroupsRequest v3
def _enc_ListGroupsRequest_2(o: ListGroupsRequest, out: list[Buffer]) -> None:
    if len(o.states_filter) != 0:
        raise _EncodeError('states_filter' + _UNSUPPORTED)
    if len(o.types_filter) != 0:
        raise _EncodeError('types_filter' + _UNSUPPORTED)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListGroupsRequest v4
def _enc_ListGroupsRequest_3(o: ListGroupsRequest, out: list[Buffer]) -> None:
    if len(o.types_filter) != 0:
        raise _EncodeError('types_filter' + _UNSUPPORTED)
    a0 = o.states_filter
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.extend([_p.enc_compact_string(e) for e in a0])
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListGroupsRequest v5
def _enc_ListGroupsRequest_4(o: ListGroupsRequest, out: list[Buffer]) -> None:
    a0 = o.states_filter
    out.append(_p.enc_uvarint(len(a0) + 1))
    out.extend([_p.enc_compact_string(e) for e in a0])
    a1 = o.types_filter
    out.append(_p.enc_uvarint(len(a1) + 1))
    out.extend([_p.enc_compact_string(e) for e in a1])
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListGroupsRequest v0-2
def _dec_ListGroupsRequest_5(buf: memoryview, pos: int) -> tuple[ListGroupsRequest, int]:
    unknown: dict[int, bytes] = {}
    return _ListGroupsRequest([], [], unknown), pos


# ListGroupsRequest v3
def _dec_ListGroupsRequest_6(buf: memoryview, pos: int) -> tuple[ListGroupsRequest, int]:
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListGroupsRequest([], [], unknown), pos


# ListGroupsRequest v4
def _dec_ListGroupsRequest_7(buf: memoryview, pos: int) -> tuple[ListGroupsRequest, int]:
    f_states_filter: list[str]
    n_states_filter = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_states_filter < 127 and n_states_filter < len(buf) - pos:
        pos += 1
    else:
        n_states_filter, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_states_filter: list[str] = []
    for _ in range(n_states_filter):
        e_states_filter, pos = _p.dec_compact_string(buf, pos)
        l_states_filter.append(e_states_filter)
    f_states_filter = l_states_filter
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListGroupsRequest(f_states_filter, [], unknown), pos


# ListGroupsRequest v5
def _dec_ListGroupsRequest_8(buf: memoryview, pos: int) -> tuple[ListGroupsRequest, int]:
    f_states_filter: list[str]
    f_types_filter: list[str]
    n_states_filter = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_states_filter < 127 and n_states_filter < len(buf) - pos:
        pos += 1
    else:
        n_states_filter, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_states_filter: list[str] = []
    for _ in range(n_states_filter):
        e_states_filter, pos = _p.dec_compact_string(buf, pos)
        l_states_filter.append(e_states_filter)
    f_states_filter = l_states_filter
    n_types_filter = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_types_filter < 127 and n_types_filter < len(buf) - pos:
        pos += 1
    else:
        n_types_filter, pos = _p.dec_compact_array_len(buf, pos, 1)
    l_types_filter: list[str] = []
    for _ in range(n_types_filter):
        e_types_filter, pos = _p.dec_compact_string(buf, pos)
        l_types_filter.append(e_types_filter)
    f_types_filter = l_types_filter
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListGroupsRequest(f_states_filter, f_types_filter, unknown), pos


# ListGroupsResponse.ListedGroup v0-2
def _enc_ListedGroup_9(o: ListGroupsResponse.ListedGroup, out: list[Buffer]) -> None:
    out.append(_p.enc_string(o.group_id))
    out.append(_p.enc_string(o.protocol_type))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListGroupsResponse v0
def _enc_ListGroupsResponse_10(o: ListGroupsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.error_code))
    a1 = o.groups
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ListedGroup_9(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListGroupsResponse v1-2
def _enc_ListGroupsResponse_11(o: ListGroupsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    a2 = o.groups
    out.append(_p.enc_array_len(len(a2)))
    for e2 in a2:
        _enc_ListedGroup_9(e2, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ListGroupsResponse.ListedGroup v3
def _enc_ListedGroup_12(o: ListGroupsResponse.ListedGroup, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_p.enc_compact_string(o.protocol_type))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListGroupsResponse v3
def _enc_ListGroupsResponse_13(o: ListGroupsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    a2 = o.groups
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_ListedGroup_12(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListGroupsResponse.ListedGroup v4
def _enc_ListedGroup_14(o: ListGroupsResponse.ListedGroup, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_p.enc_compact_string(o.protocol_type))
    out.append(_p.enc_compact_string(o.group_state))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListGroupsResponse v4
def _enc_ListGroupsResponse_15(o: ListGroupsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    a2 = o.groups
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_ListedGroup_14(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListGroupsResponse.ListedGroup v5
def _enc_ListedGroup_16(o: ListGroupsResponse.ListedGroup, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.group_id))
    out.append(_p.enc_compact_string(o.protocol_type))
    out.append(_p.enc_compact_string(o.group_state))
    out.append(_p.enc_compact_string(o.group_type))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListGroupsResponse v5
def _enc_ListGroupsResponse_17(o: ListGroupsResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    a2 = o.groups
    out.append(_p.enc_uvarint(len(a2) + 1))
    for e2 in a2:
        _enc_ListedGroup_16(e2, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ListGroupsResponse.ListedGroup v0-2
def _dec_ListedGroup_18(buf: memoryview, pos: int) -> tuple[ListGroupsResponse.ListedGroup, int]:
    f_group_id: str
    f_protocol_type: str
    f_group_id, pos = _p.dec_string(buf, pos)
    f_protocol_type, pos = _p.dec_string(buf, pos)
    unknown: dict[int, bytes] = {}
    return _ListGroupsResponse_ListedGroup(f_group_id, f_protocol_type, "", "", unknown), pos


# ListGroupsResponse v0
def _dec_ListGroupsResponse_19(buf: memoryview, pos: int) -> tuple[ListGroupsResponse, int]:
    f_error_code: int
    f_groups: list[ListGroupsResponse.ListedGroup]
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    n_groups, pos = _p.dec_array_len(buf, pos, 4)
    l_groups: list[ListGroupsResponse.ListedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_ListedGroup_18(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    return _ListGroupsResponse(0, f_error_code, f_groups, unknown), pos


# ListGroupsResponse v1-2
def _dec_ListGroupsResponse_20(buf: memoryview, pos: int) -> tuple[ListGroupsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_groups: list[ListGroupsResponse.ListedGroup]
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    n_groups, pos = _p.dec_array_len(buf, pos, 4)
    l_groups: list[ListGroupsResponse.ListedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_ListedGroup_18(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    return _ListGroupsResponse(f_throttle_time_ms, f_error_code, f_groups, unknown), pos


# ListGroupsResponse.ListedGroup v3
def _dec_ListedGroup_21(buf: memoryview, pos: int) -> tuple[ListGroupsResponse.ListedGroup, int]:
    f_group_id: str
    f_protocol_type: str
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    c_protocol_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_protocol_type < 128 and pos + c_protocol_type <= len(buf):
        f_protocol_type = _p.utf8_slice(buf, pos + 1, pos + c_protocol_type)
        pos += c_protocol_type
    else:
        f_protocol_type, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListGroupsResponse_ListedGroup(f_group_id, f_protocol_type, "", "", unknown), pos


# ListGroupsResponse v3
def _dec_ListGroupsResponse_22(buf: memoryview, pos: int) -> tuple[ListGroupsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_groups: list[ListGroupsResponse.ListedGroup]
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 3 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 3)
    l_groups: list[ListGroupsResponse.ListedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_ListedGroup_21(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListGroupsResponse(f_throttle_time_ms, f_error_code, f_groups, unknown), pos


# ListGroupsResponse.ListedGroup v4
def _dec_ListedGroup_23(buf: memoryview, pos: int) -> tuple[ListGroupsResponse.ListedGroup, int]:
    f_group_id: str
    f_protocol_type: str
    f_group_state: str
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    c_protocol_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_protocol_type < 128 and pos + c_protocol_type <= len(buf):
        f_protocol_type = _p.utf8_slice(buf, pos + 1, pos + c_protocol_type)
        pos += c_protocol_type
    else:
        f_protocol_type, pos = _p.dec_compact_string(buf, pos)
    c_group_state = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_state < 128 and pos + c_group_state <= len(buf):
        f_group_state = _p.utf8_slice(buf, pos + 1, pos + c_group_state)
        pos += c_group_state
    else:
        f_group_state, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListGroupsResponse_ListedGroup(f_group_id, f_protocol_type, f_group_state, "", unknown), pos


# ListGroupsResponse v4
def _dec_ListGroupsResponse_24(buf: memoryview, pos: int) -> tuple[ListGroupsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_groups: list[ListGroupsResponse.ListedGroup]
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 4 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 4)
    l_groups: list[ListGroupsResponse.ListedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_ListedGroup_23(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListGroupsResponse(f_throttle_time_ms, f_error_code, f_groups, unknown), pos


# ListGroupsResponse.ListedGroup v5
def _dec_ListedGroup_25(buf: memoryview, pos: int) -> tuple[ListGroupsResponse.ListedGroup, int]:
    f_group_id: str
    f_protocol_type: str
    f_group_state: str
    f_group_type: str
    c_group_id = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_id < 128 and pos + c_group_id <= len(buf):
        f_group_id = _p.utf8_slice(buf, pos + 1, pos + c_group_id)
        pos += c_group_id
    else:
        f_group_id, pos = _p.dec_compact_string(buf, pos)
    c_protocol_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_protocol_type < 128 and pos + c_protocol_type <= len(buf):
        f_protocol_type = _p.utf8_slice(buf, pos + 1, pos + c_protocol_type)
        pos += c_protocol_type
    else:
        f_protocol_type, pos = _p.dec_compact_string(buf, pos)
    c_group_state = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_state < 128 and pos + c_group_state <= len(buf):
        f_group_state = _p.utf8_slice(buf, pos + 1, pos + c_group_state)
        pos += c_group_state
    else:
        f_group_state, pos = _p.dec_compact_string(buf, pos)
    c_group_type = buf[pos] if pos < len(buf) else 0
    if 0 < c_group_type < 128 and pos + c_group_type <= len(buf):
        f_group_type = _p.utf8_slice(buf, pos + 1, pos + c_group_type)
        pos += c_group_type
    else:
        f_group_type, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListGroupsResponse_ListedGroup(f_group_id, f_protocol_type, f_group_state, f_group_type, unknown), pos


# ListGroupsResponse v5
def _dec_ListGroupsResponse_26(buf: memoryview, pos: int) -> tuple[ListGroupsResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_groups: list[ListGroupsResponse.ListedGroup]
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
    pos += 6
    n_groups = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_groups < 127 and n_groups * 5 < len(buf) - pos:
        pos += 1
    else:
        n_groups, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_groups: list[ListGroupsResponse.ListedGroup] = []
    for _ in range(n_groups):
        e_groups, pos = _dec_ListedGroup_25(buf, pos)
        l_groups.append(e_groups)
    f_groups = l_groups
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ListGroupsResponse(f_throttle_time_ms, f_error_code, f_groups, unknown), pos


ListGroupsRequest._ENCODERS = (_enc_ListGroupsRequest_1, _enc_ListGroupsRequest_1, _enc_ListGroupsRequest_1, _enc_ListGroupsRequest_2, _enc_ListGroupsRequest_3, _enc_ListGroupsRequest_4,)
ListGroupsRequest._DECODERS = (_dec_ListGroupsRequest_5, _dec_ListGroupsRequest_5, _dec_ListGroupsRequest_5, _dec_ListGroupsRequest_6, _dec_ListGroupsRequest_7, _dec_ListGroupsRequest_8,)
ListGroupsResponse._ENCODERS = (_enc_ListGroupsResponse_10, _enc_ListGroupsResponse_11, _enc_ListGroupsResponse_11, _enc_ListGroupsResponse_13, _enc_ListGroupsResponse_15, _enc_ListGroupsResponse_17,)
ListGroupsResponse._DECODERS = (_dec_ListGroupsResponse_19, _dec_ListGroupsResponse_20, _dec_ListGroupsResponse_20, _dec_ListGroupsResponse_22, _dec_ListGroupsResponse_24, _dec_ListGroupsResponse_26,)
ListGroupsRequest.RESPONSE = ListGroupsResponse
ListGroupsResponse.REQUEST = ListGroupsRequest
