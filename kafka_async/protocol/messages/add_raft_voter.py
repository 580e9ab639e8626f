# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""AddRaftVoter (API key 80): request and response, versions 0-1."""

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

__all__ = ["AddRaftVoterRequest", "AddRaftVoterResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class AddRaftVoterRequest(Request["AddRaftVoterResponse"]):
    """AddRaftVoter request (API key 80): versions 0-1, flexible from 0."""

    API_KEY = 80
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0


    class Listener:
        """Listener (versions 0+)."""
        __slots__ = ('name', 'host', 'port', 'unknown_tagged_fields',)
        #: The name of the endpoint. (v0+)
        name: str
        #: The hostname. (v0+)
        host: str
        #: The port. (v0+)
        port: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", host: str = "", port: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.host = host
            self.port = port
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, host={self.host!r}, port={self.port!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.host, self.port, self.unknown_tagged_fields,) == (other.name, other.host, other.port, other.unknown_tagged_fields,)

    __slots__ = ('cluster_id', 'timeout_ms', 'voter_id', 'voter_directory_id', 'listeners', 'ack_when_committed', 'unknown_tagged_fields',)
    #: The cluster id. (v0+, nullable v0+)
    cluster_id: str | None
    #: The maximum time to wait for the request to complete before returning. (v0+)
    timeout_ms: int
    #: The replica id of the voter getting added to the topic partition. (v0+)
    voter_id: int
    #: The directory id of the voter getting added to the topic partition. (v0+)
    voter_directory_id: UUID
    #: The endpoints that can be used to communicate with the voter. (v0+)
    listeners: list[AddRaftVoterRequest.Listener]
    #: When true, return a response after the new voter set is committed. Otherwise, return after the leader writes the changes locally. (v1+)
    ack_when_committed: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, cluster_id: str | None = "", timeout_ms: int = 0, voter_id: int = 0, voter_directory_id: UUID = _ZERO_UUID, listeners: list[AddRaftVoterRequest.Listener] = _FRESH, ack_when_committed: bool = True, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.cluster_id = cluster_id
        self.timeout_ms = timeout_ms
        self.voter_id = voter_id
        self.voter_directory_id = voter_directory_id
        self.listeners = [] if listeners is _FRESH else listeners
        self.ack_when_committed = ack_when_committed
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(cluster_id={self.cluster_id!r}, timeout_ms={self.timeout_ms!r}, voter_id={self.voter_id!r}, voter_directory_id={self.voter_directory_id!r}, listeners={self.listeners!r}, ack_when_committed={self.ack_when_committed!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.cluster_id, self.timeout_ms, self.voter_id, self.voter_directory_id, self.listeners, self.ack_when_committed, self.unknown_tagged_fields,) == (other.cluster_id, other.timeout_ms, other.voter_id, other.voter_directory_id, other.listeners, other.ack_when_committed, other.unknown_tagged_fields,)


class AddRaftVoterResponse(Response):
    """AddRaftVoter response (API key 80): versions 0-1, flexible from 0."""

    API_KEY = 80
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The error code, or 0 if there was no error. (v0+)
    error_code: int
    #: The error message, or null if there was no error. (v0+, nullable v0+, ignorable)
    error_message: str | None
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.error_message, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.error_message, other.unknown_tagged_fields,)

_AddRaftVoterRequest = AddRaftVoterRequest
_AddRaftVoterRequest_Listener = AddRaftVoterRequest.Listener
_AddRaftVoterResponse = AddRaftVoterResponse

_S0 = Struct('>ii16s')
_S1 = Struct('>H')
_S2 = Struct('>?')
_S3 = Struct('>ih')


# AddRaftVoterRequest.Listener v0-1
def _enc_Listener_1(o: AddRaftVoterRequest.Listener, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_p.enc_compact_string(o.host))
    out.append(_S1.pack(o.port))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddRaftVoterRequest v0
def _enc_AddRaftVoterRequest_2(o: AddRaftVoterRequest, out: list[Buffer]) -> None:
    if o.ack_when_committed != True:
        raise _EncodeError('ack_when_committed' + _UNSUPPORTED)
    out.append(_p.enc_compact_nullable_string(o.cluster_id))
    out.append(_S0.pack(o.timeout_ms, o.voter_id, o.voter_directory_id.bytes))
    a4 = o.listeners
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_Listener_1(e4, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddRaftVoterRequest v1
def _enc_AddRaftVoterRequest_3(o: AddRaftVoterRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_nullable_string(o.cluster_id))
    out.append(_S0.pack(o.timeout_ms, o.voter_id, o.voter_directory_id.bytes))
    a4 = o.listeners
    out.append(_p.enc_uvarint(len(a4) + 1))
    for e4 in a4:
        _enc_Listener_1(e4, out)
    out.append(_S2.pack(o.ack_when_committed))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddRaftVoterRequest.Listener v0-1
def _dec_Listener_4(buf: memoryview, pos: int) -> tuple[AddRaftVoterRequest.Listener, int]:
    f_name: str
    f_host: str
    f_port: int
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    c_host = buf[pos] if pos < len(buf) else 0
    if 0 < c_host < 128 and pos + c_host <= len(buf):
        f_host = _p.utf8_slice(buf, pos + 1, pos + c_host)
        pos += c_host
    else:
        f_host, pos = _p.dec_compact_string(buf, pos)
    f_port = _S1.unpack_from(buf, pos)[0]
    pos += 2
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddRaftVoterRequest_Listener(f_name, f_host, f_port, unknown), pos


# AddRaftVoterRequest v0
def _dec_AddRaftVoterRequest_5(buf: memoryview, pos: int) -> tuple[AddRaftVoterRequest, int]:
    f_cluster_id: str | None
    f_timeout_ms: int
    f_voter_id: int
    f_voter_directory_id: UUID
    f_listeners: list[AddRaftVoterRequest.Listener]
    if pos < len(buf) and buf[pos] == 0:
        f_cluster_id = None
        pos += 1
    else:
        f_cluster_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_timeout_ms, f_voter_id, u_voter_directory_id = _S0.unpack_from(buf, pos)
    pos += 24
    f_voter_directory_id = _UUID(bytes=u_voter_directory_id)
    n_listeners = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_listeners < 127 and n_listeners * 5 < len(buf) - pos:
        pos += 1
    else:
        n_listeners, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_listeners: list[AddRaftVoterRequest.Listener] = []
    for _ in range(n_listeners):
        e_listeners, pos = _dec_Listener_4(buf, pos)
        l_listeners.append(e_listeners)
    f_listeners = l_listeners
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddRaftVoterRequest(f_cluster_id, f_timeout_ms, f_voter_id, f_voter_directory_id, f_listeners, True, unknown), pos


# AddRaftVoterRequest v1
def _dec_AddRaftVoterRequest_6(buf: memoryview, pos: int) -> tuple[AddRaftVoterRequest, int]:
    f_cluster_id: str | None
    f_timeout_ms: int
    f_voter_id: int
    f_voter_directory_id: UUID
    f_listeners: list[AddRaftVoterRequest.Listener]
    f_ack_when_committed: bool
    if pos < len(buf) and buf[pos] == 0:
        f_cluster_id = None
        pos += 1
    else:
        f_cluster_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_timeout_ms, f_voter_id, u_voter_directory_id = _S0.unpack_from(buf, pos)
    pos += 24
    f_voter_directory_id = _UUID(bytes=u_voter_directory_id)
    n_listeners = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_listeners < 127 and n_listeners * 5 < len(buf) - pos:
        pos += 1
    else:
        n_listeners, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_listeners: list[AddRaftVoterRequest.Listener] = []
    for _ in range(n_listeners):
        e_listeners, pos = _dec_Listener_4(buf, pos)
        l_listeners.append(e_listeners)
    f_listeners = l_listeners
    f_ack_when_committed = _S2.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddRaftVoterRequest(f_cluster_id, f_timeout_ms, f_voter_id, f_voter_directory_id, f_listeners, f_ack_when_committed, unknown), pos


# AddRaftVoterResponse v0-1
def _enc_AddRaftVoterResponse_7(o: AddRaftVoterResponse, out: list[Buffer]) -> None:
    out.append(_S3.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# AddRaftVoterResponse v0-1
def _dec_AddRaftVoterResponse_8(buf: memoryview, pos: int) -> tuple[AddRaftVoterResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_throttle_time_ms, f_error_code = _S3.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _AddRaftVoterResponse(f_throttle_time_ms, f_error_code, f_error_message, unknown), pos


AddRaftVoterRequest._ENCODERS = (_enc_AddRaftVoterRequest_2, _enc_AddRaftVoterRequest_3,)
AddRaftVoterRequest._DECODERS = (_dec_AddRaftVoterRequest_5, _dec_AddRaftVoterRequest_6,)
AddRaftVoterResponse._ENCODERS = (_enc_AddRaftVoterResponse_7, _enc_AddRaftVoterResponse_7,)
AddRaftVoterResponse._DECODERS = (_dec_AddRaftVoterResponse_8, _dec_AddRaftVoterResponse_8,)
AddRaftVoterRequest.RESPONSE = AddRaftVoterResponse
AddRaftVoterResponse.REQUEST = AddRaftVoterRequest
