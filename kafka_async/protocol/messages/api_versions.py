# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""ApiVersions (API key 18): request and response, versions 0-4."""

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

__all__ = ["ApiVersionsRequest", "ApiVersionsResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class ApiVersionsRequest(Request["ApiVersionsResponse"]):
    """ApiVersions request (API key 18): versions 0-4, flexible from 3."""

    API_KEY = 18
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 3

    __slots__ = ('client_software_name', 'client_software_version', 'unknown_tagged_fields',)
    #: The name of the client. (v3+, ignorable)
    client_software_name: str
    #: The version of the client. (v3+, ignorable)
    client_software_version: str
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, client_software_name: str = "", client_software_version: str = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.client_software_name = client_software_name
        self.client_software_version = client_software_version
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(client_software_name={self.client_software_name!r}, client_software_version={self.client_software_version!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.client_software_name, self.client_software_version, self.unknown_tagged_fields,) == (other.client_software_name, other.client_software_version, other.unknown_tagged_fields,)


class ApiVersionsResponse(Response):
    """ApiVersions response (API key 18): versions 0-4, flexible from 3."""

    API_KEY = 18
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 3


    class ApiVersion:
        """ApiVersion (versions 0+)."""
        __slots__ = ('api_key', 'min_version', 'max_version', 'unknown_tagged_fields',)
        #: The API index. (v0+)
        api_key: int
        #: The minimum supported version, inclusive. (v0+)
        min_version: int
        #: The maximum supported version, inclusive. (v0+)
        max_version: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, api_key: int = 0, min_version: int = 0, max_version: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.api_key = api_key
            self.min_version = min_version
            self.max_version = max_version
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(api_key={self.api_key!r}, min_version={self.min_version!r}, max_version={self.max_version!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.api_key, self.min_version, self.max_version, self.unknown_tagged_fields,) == (other.api_key, other.min_version, other.max_version, other.unknown_tagged_fields,)

    class SupportedFeatureKey:
        """SupportedFeatureKey (versions 3+)."""
        __slots__ = ('name', 'min_version', 'max_version', 'unknown_tagged_fields',)
        #: The name of the feature. (v3+)
        name: str
        #: The minimum supported version for the feature. (v3+)
        min_version: int
        #: The maximum supported version for the feature. (v3+)
        max_version: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", min_version: int = 0, max_version: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.min_version = min_version
            self.max_version = max_version
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, min_version={self.min_version!r}, max_version={self.max_version!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.min_version, self.max_version, self.unknown_tagged_fields,) == (other.name, other.min_version, other.max_version, other.unknown_tagged_fields,)

    class FinalizedFeatureKey:
        """FinalizedFeatureKey (versions 3+)."""
        __slots__ = ('name', 'max_version_level', 'min_version_level', 'unknown_tagged_fields',)
        #: The name of the feature. (v3+)
        name: str
        #: The cluster-wide finalized max version level for the feature. (v3+)
        max_version_level: int
        #: The cluster-wide finalized min version level for the feature. (v3+)
        min_version_level: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, name: str = "", max_version_level: int = 0, min_version_level: int = 0, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.name = name
            self.max_version_level = max_version_level
            self.min_version_level = min_version_level
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(name={self.name!r}, max_version_level={self.max_version_level!r}, min_version_level={self.min_version_level!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.name, self.max_version_level, self.min_version_level, self.unknown_tagged_fields,) == (other.name, other.max_version_level, other.min_version_level, other.unknown_tagged_fields,)

    __slots__ = ('error_code', 'api_keys', 'throttle_time_ms', 'supported_features', 'finalized_features_epoch', 'finalized_features', 'zk_migration_ready', 'unknown_tagged_fields',)
    #: The top-level error code. (v0+)
    error_code: int
    #: The APIs supported by the broker. (v0+)
    api_keys: list[ApiVersionsResponse.ApiVersion]
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v1+, ignorable)
    throttle_time_ms: int
    #: Features supported by the broker. Note: in v0-v3, features with MinSupportedVersion = 0 are omitted. (v3+, tag 0, ignorable)
    supported_features: list[ApiVersionsResponse.SupportedFeatureKey]
    #: The monotonically increasing epoch for the finalized features information. Valid values are >= 0. A value of -1 is special and represents unknown epoch. (v3+, tag 1, ignorable)
    finalized_features_epoch: int
    #: List of cluster-wide finalized features. The information is valid only if FinalizedFeaturesEpoch >= 0. (v3+, tag 2, ignorable)
    finalized_features: list[ApiVersionsResponse.FinalizedFeatureKey]
    #: Set by a KRaft controller if the required configurations for ZK migration are present. (v3+, tag 3, ignorable)
    zk_migration_ready: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, error_code: int = 0, api_keys: list[ApiVersionsResponse.ApiVersion] = _FRESH, throttle_time_ms: int = 0, supported_features: list[ApiVersionsResponse.SupportedFeatureKey] = _FRESH, finalized_features_epoch: int = -1, finalized_features: list[ApiVersionsResponse.FinalizedFeatureKey] = _FRESH, zk_migration_ready: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.error_code = error_code
        self.api_keys = [] if api_keys is _FRESH else api_keys
        self.throttle_time_ms = throttle_time_ms
        self.supported_features = [] if supported_features is _FRESH else supported_features
        self.finalized_features_epoch = finalized_features_epoch
        self.finalized_features = [] if finalized_features is _FRESH else finalized_features
        self.zk_migration_ready = zk_migration_ready
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(error_code={self.error_code!r}, api_keys={self.api_keys!r}, throttle_time_ms={self.throttle_time_ms!r}, supported_features={self.supported_features!r}, finalized_features_epoch={self.finalized_features_epoch!r}, finalized_features={self.finalized_features!r}, zk_migration_ready={self.zk_migration_ready!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.error_code, self.api_keys, self.throttle_time_ms, self.supported_features, self.finalized_features_epoch, self.finalized_features, self.zk_migration_ready, self.unknown_tagged_fields,) == (other.error_code, other.api_keys, other.throttle_time_ms, other.supported_features, other.finalized_features_epoch, other.finalized_features, other.zk_migration_ready, other.unknown_tagged_fields,)

    @classmethod
    def header_version(cls, version: int) -> int:
        """Always 0: the broker must be able to answer a version it cannot parse."""
        return 0

_ApiVersionsRequest = ApiVersionsRequest
_ApiVersionsResponse = ApiVersionsResponse
_ApiVersionsResponse_ApiVersion = ApiVersionsResponse.ApiVersion
_ApiVersionsResponse_SupportedFeatureKey = ApiVersionsResponse.SupportedFeatureKey
_ApiVersionsResponse_FinalizedFeatureKey = ApiVersionsResponse.FinalizedFeatureKey

_S0 = Struct('>h')
_S1 = Struct('>hhh')
_S2 = Struct('>i')
_S3 = Struct('>hh')
_S4 = Struct('>q')
_S5 = Struct('>?')


# ApiVersionsRequest v0-2
def _enc_ApiVersionsRequest_1(o: ApiVersionsRequest, out: list[Buffer]) -> None:
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ApiVersionsRequest v3-4
def _enc_ApiVersionsRequest_2(o: ApiVersionsRequest, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.client_software_name))
    out.append(_p.enc_compact_string(o.client_software_version))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ApiVersionsRequest v0-2
def _dec_ApiVersionsRequest_3(buf: memoryview, pos: int) -> tuple[ApiVersionsRequest, int]:
    unknown: dict[int, bytes] = {}
    return _ApiVersionsRequest("", "", unknown), pos


# ApiVersionsRequest v3-4
def _dec_ApiVersionsRequest_4(buf: memoryview, pos: int) -> tuple[ApiVersionsRequest, int]:
    f_client_software_name: str
    f_client_software_version: str
    c_client_software_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_client_software_name < 128 and pos + c_client_software_name <= len(buf):
        f_client_software_name = _p.utf8_slice(buf, pos + 1, pos + c_client_software_name)
        pos += c_client_software_name
    else:
        f_client_software_name, pos = _p.dec_compact_string(buf, pos)
    c_client_software_version = buf[pos] if pos < len(buf) else 0
    if 0 < c_client_software_version < 128 and pos + c_client_software_version <= len(buf):
        f_client_software_version = _p.utf8_slice(buf, pos + 1, pos + c_client_software_version)
        pos += c_client_software_version
    else:
        f_client_software_version, pos = _p.dec_compact_string(buf, pos)
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ApiVersionsRequest(f_client_software_name, f_client_software_version, unknown), pos


# ApiVersionsResponse.ApiVersion v0-2
def _enc_ApiVersion_5(o: ApiVersionsResponse.ApiVersion, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.api_key, o.min_version, o.max_version))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ApiVersionsResponse v0
def _enc_ApiVersionsResponse_6(o: ApiVersionsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.error_code))
    a1 = o.api_keys
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ApiVersion_5(e1, out)
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ApiVersionsResponse v1-2
def _enc_ApiVersionsResponse_7(o: ApiVersionsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.error_code))
    a1 = o.api_keys
    out.append(_p.enc_array_len(len(a1)))
    for e1 in a1:
        _enc_ApiVersion_5(e1, out)
    out.append(_S2.pack(o.throttle_time_ms))
    if o.unknown_tagged_fields:
        raise _EncodeError(_NO_TAGS)


# ApiVersionsResponse.ApiVersion v3-4
def _enc_ApiVersion_8(o: ApiVersionsResponse.ApiVersion, out: list[Buffer]) -> None:
    out.append(_S1.pack(o.api_key, o.min_version, o.max_version))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ApiVersionsResponse.SupportedFeatureKey v3-4
def _enc_SupportedFeatureKey_9(o: ApiVersionsResponse.SupportedFeatureKey, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_S3.pack(o.min_version, o.max_version))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ApiVersionsResponse.FinalizedFeatureKey v3-4
def _enc_FinalizedFeatureKey_10(o: ApiVersionsResponse.FinalizedFeatureKey, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.name))
    out.append(_S3.pack(o.max_version_level, o.min_version_level))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# ApiVersionsResponse v3-4
def _enc_ApiVersionsResponse_11(o: ApiVersionsResponse, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.error_code))
    a1 = o.api_keys
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_ApiVersion_8(e1, out)
    out.append(_S2.pack(o.throttle_time_ms))
    t = dict(o.unknown_tagged_fields)
    if len(o.supported_features) != 0:
        t0: list[Buffer] = []
        at0 = o.supported_features
        t0.append(_p.enc_uvarint(len(at0) + 1))
        for et0 in at0:
            _enc_SupportedFeatureKey_9(et0, t0)
        t[0] = b"".join(t0)
    if o.finalized_features_epoch != -1:
        t1: list[Buffer] = []
        t1.append(_S4.pack(o.finalized_features_epoch))
        t[1] = b"".join(t1)
    if len(o.finalized_features) != 0:
        t2: list[Buffer] = []
        at2 = o.finalized_features
        t2.append(_p.enc_uvarint(len(at2) + 1))
        for et2 in at2:
            _enc_FinalizedFeatureKey_10(et2, t2)
        t[2] = b"".join(t2)
    if o.zk_migration_ready != False:
        t3: list[Buffer] = []
        t3.append(_S5.pack(o.zk_migration_ready))
        t[3] = b"".join(t3)
    out.append(_p.enc_tagged_fields(t))


# ApiVersionsResponse.ApiVersion v0-2
def _dec_ApiVersion_12(buf: memoryview, pos: int) -> tuple[ApiVersionsResponse.ApiVersion, int]:
    f_api_key: int
    f_min_version: int
    f_max_version: int
    f_api_key, f_min_version, f_max_version = _S1.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    return _ApiVersionsResponse_ApiVersion(f_api_key, f_min_version, f_max_version, unknown), pos


# ApiVersionsResponse v0
def _dec_ApiVersionsResponse_13(buf: memoryview, pos: int) -> tuple[ApiVersionsResponse, int]:
    f_error_code: int
    f_api_keys: list[ApiVersionsResponse.ApiVersion]
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    n_api_keys, pos = _p.dec_array_len(buf, pos, 6)
    l_api_keys: list[ApiVersionsResponse.ApiVersion] = []
    for _ in range(n_api_keys):
        e_api_keys, pos = _dec_ApiVersion_12(buf, pos)
        l_api_keys.append(e_api_keys)
    f_api_keys = l_api_keys
    unknown: dict[int, bytes] = {}
    return _ApiVersionsResponse(f_error_code, f_api_keys, 0, [], -1, [], False, unknown), pos


# ApiVersionsResponse v1-2
def _dec_ApiVersionsResponse_14(buf: memoryview, pos: int) -> tuple[ApiVersionsResponse, int]:
    f_error_code: int
    f_api_keys: list[ApiVersionsResponse.ApiVersion]
    f_throttle_time_ms: int
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    n_api_keys, pos = _p.dec_array_len(buf, pos, 6)
    l_api_keys: list[ApiVersionsResponse.ApiVersion] = []
    for _ in range(n_api_keys):
        e_api_keys, pos = _dec_ApiVersion_12(buf, pos)
        l_api_keys.append(e_api_keys)
    f_api_keys = l_api_keys
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    unknown: dict[int, bytes] = {}
    return _ApiVersionsResponse(f_error_code, f_api_keys, f_throttle_time_ms, [], -1, [], False, unknown), pos


# ApiVersionsResponse.ApiVersion v3-4
def _dec_ApiVersion_15(buf: memoryview, pos: int) -> tuple[ApiVersionsResponse.ApiVersion, int]:
    f_api_key: int
    f_min_version: int
    f_max_version: int
    f_api_key, f_min_version, f_max_version = _S1.unpack_from(buf, pos)
    pos += 6
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ApiVersionsResponse_ApiVersion(f_api_key, f_min_version, f_max_version, unknown), pos


# ApiVersionsResponse.SupportedFeatureKey v3-4
def _dec_SupportedFeatureKey_16(buf: memoryview, pos: int) -> tuple[ApiVersionsResponse.SupportedFeatureKey, int]:
    f_name: str
    f_min_version: int
    f_max_version: int
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    f_min_version, f_max_version = _S3.unpack_from(buf, pos)
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ApiVersionsResponse_SupportedFeatureKey(f_name, f_min_version, f_max_version, unknown), pos


# ApiVersionsResponse.FinalizedFeatureKey v3-4
def _dec_FinalizedFeatureKey_17(buf: memoryview, pos: int) -> tuple[ApiVersionsResponse.FinalizedFeatureKey, int]:
    f_name: str
    f_max_version_level: int
    f_min_version_level: int
    c_name = buf[pos] if pos < len(buf) else 0
    if 0 < c_name < 128 and pos + c_name <= len(buf):
        f_name = _p.utf8_slice(buf, pos + 1, pos + c_name)
        pos += c_name
    else:
        f_name, pos = _p.dec_compact_string(buf, pos)
    f_max_version_level, f_min_version_level = _S3.unpack_from(buf, pos)
    pos += 4
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _ApiVersionsResponse_FinalizedFeatureKey(f_name, f_max_version_level, f_min_version_level, unknown), pos


# ApiVersionsResponse v3-4
def _dec_ApiVersionsResponse_18(buf: memoryview, pos: int) -> tuple[ApiVersionsResponse, int]:
    f_error_code: int
    f_api_keys: list[ApiVersionsResponse.ApiVersion]
    f_throttle_time_ms: int
    f_supported_features: list[ApiVersionsResponse.SupportedFeatureKey]
    f_finalized_features_epoch: int
    f_finalized_features: list[ApiVersionsResponse.FinalizedFeatureKey]
    f_zk_migration_ready: bool
    f_error_code = _S0.unpack_from(buf, pos)[0]
    pos += 2
    n_api_keys = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_api_keys < 127 and n_api_keys * 7 < len(buf) - pos:
        pos += 1
    else:
        n_api_keys, pos = _p.dec_compact_array_len(buf, pos, 7)
    l_api_keys: list[ApiVersionsResponse.ApiVersion] = []
    for _ in range(n_api_keys):
        e_api_keys, pos = _dec_ApiVersion_15(buf, pos)
        l_api_keys.append(e_api_keys)
    f_api_keys = l_api_keys
    f_throttle_time_ms = _S2.unpack_from(buf, pos)[0]
    pos += 4
    f_supported_features = []
    f_finalized_features_epoch = -1
    f_finalized_features = []
    f_zk_migration_ready = False
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        count, pos = _p.dec_tag_count(buf, pos)
        for _ in range(count):
            tag, q, end, pos = _p.dec_tag_header(buf, pos)
            if tag == 0:
                n_supported_features = buf[q] - 1 if q < len(buf) else -1
                if 0 <= n_supported_features < 127 and n_supported_features * 6 < len(buf) - q:
                    q += 1
                else:
                    n_supported_features, q = _p.dec_compact_array_len(buf, q, 6)
                l_supported_features: list[ApiVersionsResponse.SupportedFeatureKey] = []
                for _ in range(n_supported_features):
                    e_supported_features, q = _dec_SupportedFeatureKey_16(buf, q)
                    l_supported_features.append(e_supported_features)
                f_supported_features = l_supported_features
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '0')
            elif tag == 1:
                f_finalized_features_epoch = _S4.unpack_from(buf, q)[0]
                q += 8
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '1')
            elif tag == 2:
                n_finalized_features = buf[q] - 1 if q < len(buf) else -1
                if 0 <= n_finalized_features < 127 and n_finalized_features * 6 < len(buf) - q:
                    q += 1
                else:
                    n_finalized_features, q = _p.dec_compact_array_len(buf, q, 6)
                l_finalized_features: list[ApiVersionsResponse.FinalizedFeatureKey] = []
                for _ in range(n_finalized_features):
                    e_finalized_features, q = _dec_FinalizedFeatureKey_17(buf, q)
                    l_finalized_features.append(e_finalized_features)
                f_finalized_features = l_finalized_features
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '2')
            elif tag == 3:
                f_zk_migration_ready = _S5.unpack_from(buf, q)[0]
                q += 1
                if q != end:
                    raise _ProtocolError(_BAD_TAG + '3')
            else:
                unknown[tag] = bytes(buf[q:end])
    return _ApiVersionsResponse(f_error_code, f_api_keys, f_throttle_time_ms, f_supported_features, f_finalized_features_epoch, f_finalized_features, f_zk_migration_ready, unknown), pos


ApiVersionsRequest._ENCODERS = (_enc_ApiVersionsRequest_1, _enc_ApiVersionsRequest_1, _enc_ApiVersionsRequest_1, _enc_ApiVersionsRequest_2, _enc_ApiVersionsRequest_2,)
ApiVersionsRequest._DECODERS = (_dec_ApiVersionsRequest_3, _dec_ApiVersionsRequest_3, _dec_ApiVersionsRequest_3, _dec_ApiVersionsRequest_4, _dec_ApiVersionsRequest_4,)
ApiVersionsResponse._ENCODERS = (_enc_ApiVersionsResponse_6, _enc_ApiVersionsResponse_7, _enc_ApiVersionsResponse_7, _enc_ApiVersionsResponse_11, _enc_ApiVersionsResponse_11,)
ApiVersionsResponse._DECODERS = (_dec_ApiVersionsResponse_13, _dec_ApiVersionsResponse_14, _dec_ApiVersionsResponse_14, _dec_ApiVersionsResponse_18, _dec_ApiVersionsResponse_18,)
ApiVersionsRequest.RESPONSE = ApiVersionsResponse
ApiVersionsResponse.REQUEST = ApiVersionsRequest
