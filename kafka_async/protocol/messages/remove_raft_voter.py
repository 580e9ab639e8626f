# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""RemoveRaftVoter (API key 81): request and response, versions 0-0."""

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

__all__ = ["RemoveRaftVoterRequest", "RemoveRaftVoterResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class RemoveRaftVoterRequest(Request["RemoveRaftVoterResponse"]):
    """RemoveRaftVoter request (API key 81): versions 0-0, flexible from 0."""

    API_KEY = 81
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    __slots__ = ('cluster_id', 'voter_id', 'voter_directory_id', 'unknown_tagged_fields',)
    #: The cluster id of the request. (v0+, nullable v0+)
    cluster_id: str | None
    #: The replica id of the voter getting removed from the topic partition. (v0+)
    voter_id: int
    #: The directory id of the voter getting removed from the topic partition. (v0+)
    voter_directory_id: UUID
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, cluster_id: str | None = "", voter_id: int = 0, voter_directory_id: UUID = _ZERO_UUID, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.cluster_id = cluster_id
        self.voter_id = voter_id
        self.voter_directory_id = voter_directory_id
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(cluster_id={self.cluster_id!r}, voter_id={self.voter_id!r}, voter_directory_id={self.voter_directory_id!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.cluster_id, self.voter_id, self.voter_directory_id, self.unknown_tagged_fields,) == (other.cluster_id, other.voter_id, other.voter_directory_id, other.unknown_tagged_fields,)


class RemoveRaftVoterResponse(Response):
    """RemoveRaftVoter response (API key 81): versions 0-0, flexible from 0."""

    API_KEY = 81
    MIN_VERSION = 0
    MAX_VERSION = 0
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

_RemoveRaftVoterRequest = RemoveRaftVoterRequest
_RemoveRaftVoterResponse = RemoveRaftVoterResponse

_S0 = Struct('>i16s')
_S1 = Struct('>ih')


# RemoveRaftVoterRequest v0
def _enc_RemoveRaftVoterRequest_1(o: RemoveRaftVoterRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_nullable_string(o.cluster_id))
    out.append(_S0.pack(o.voter_id, o.voter_directory_id.bytes))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# RemoveRaftVoterRequest v0
def _dec_RemoveRaftVoterRequest_2(buf: memoryview, pos: int) -> tuple[RemoveRaftVoterRequest, int]:
    f_cluster_id: str | None
    f_voter_id: int
    f_voter_directory_id: UUID
    if pos < len(buf) and buf[pos] == 0:
        f_cluster_id = None
        pos += 1
    else:
        f_cluster_id, pos = _p.dec_compact_nullable_string(buf, pos)
    f_voter_id, u_voter_directory_id = _S0.unpack_from(buf, pos)
    pos += 20
    f_voter_directory_id = _UUID(bytes=u_voter_directory_id)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _RemoveRaftVoterRequest(f_cluster_id, f_voter_id, f_voter_directory_id, unknown), pos


# RemoveRaftVoterResponse v0
def _enc_RemoveRaftVoterResponse_3(o: RemoveRaftVoterResponse, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# RemoveRaftVoterResponse v0
def _dec_RemoveRaftVoterResponse_4(buf: memoryview, pos: int) -> tuple[RemoveRaftVoterResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_throttle_time_ms, f_error_code = _S1.unpack_from(buf, pos)
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
    return _RemoveRaftVoterResponse(f_throttle_time_ms, f_error_code, f_error_message, unknown), pos


RemoveRaftVoterRequest._ENCODERS = (_enc_RemoveRaftVoterRequest_1,)
RemoveRaftVoterRequest._DECODERS = (_dec_RemoveRaftVoterRequest_2,)
RemoveRaftVoterResponse._ENCODERS = (_enc_RemoveRaftVoterResponse_3,)
RemoveRaftVoterResponse._DECODERS = (_dec_RemoveRaftVoterResponse_4,)
RemoveRaftVoterRequest.RESPONSE = RemoveRaftVoterResponse
RemoveRaftVoterResponse.REQUEST = RemoveRaftVoterRequest
