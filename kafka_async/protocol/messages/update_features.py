# GENERATED from Apache Kafka 4.3.1's message definitions by tools/gen_protocol.py; do not edit
"""UpdateFeatures (API key 57): request and response, versions 0-2."""

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

__all__ = ["UpdateFeaturesRequest", "UpdateFeaturesResponse"]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "



class UpdateFeaturesRequest(Request["UpdateFeaturesResponse"]):
    """UpdateFeatures request (API key 57): versions 0-2, flexible from 0."""

    API_KEY = 57
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0


    class FeatureUpdateKey:
        """FeatureUpdateKey (versions 0+)."""
        __slots__ = ('feature', 'max_version_level', 'allow_downgrade', 'upgrade_type', 'unknown_tagged_fields',)
        #: The name of the finalized feature to be updated. (v0+)
        feature: str
        #: The new maximum version level for the finalized feature. A value >= 1 is valid. A value < 1, is special, and can be used to request the deletion of the finalized feature. (v0+)
        max_version_level: int
        #: DEPRECATED in version 1 (see DowngradeType). When set to true, the finalized feature version level is allowed to be downgraded/deleted. The downgrade request will fail if the new maximum version level is a value that's not lower than the existing maximum finalized version level. (v0-0)
        allow_downgrade: bool
        #: Determine which type of upgrade will be performed: 1 will perform an upgrade only (default), 2 is safe downgrades only (lossless), 3 is unsafe downgrades (lossy). (v1+)
        upgrade_type: int
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, feature: str = "", max_version_level: int = 0, allow_downgrade: bool = False, upgrade_type: int = 1, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.feature = feature
            self.max_version_level = max_version_level
            self.allow_downgrade = allow_downgrade
            self.upgrade_type = upgrade_type
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(feature={self.feature!r}, max_version_level={self.max_version_level!r}, allow_downgrade={self.allow_downgrade!r}, upgrade_type={self.upgrade_type!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.feature, self.max_version_level, self.allow_downgrade, self.upgrade_type, self.unknown_tagged_fields,) == (other.feature, other.max_version_level, other.allow_downgrade, other.upgrade_type, other.unknown_tagged_fields,)

    __slots__ = ('timeout_ms', 'feature_updates', 'validate_only', 'unknown_tagged_fields',)
    #: How long to wait in milliseconds before timing out the request. (v0+)
    timeout_ms: int
    #: The list of updates to finalized features. (v0+)
    feature_updates: list[UpdateFeaturesRequest.FeatureUpdateKey]
    #: True if we should validate the request, but not perform the upgrade or downgrade. (v1+)
    validate_only: bool
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, timeout_ms: int = 60000, feature_updates: list[UpdateFeaturesRequest.FeatureUpdateKey] = _FRESH, validate_only: bool = False, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.timeout_ms = timeout_ms
        self.feature_updates = [] if feature_updates is _FRESH else feature_updates
        self.validate_only = validate_only
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(timeout_ms={self.timeout_ms!r}, feature_updates={self.feature_updates!r}, validate_only={self.validate_only!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.timeout_ms, self.feature_updates, self.validate_only, self.unknown_tagged_fields,) == (other.timeout_ms, other.feature_updates, other.validate_only, other.unknown_tagged_fields,)


class UpdateFeaturesResponse(Response):
    """UpdateFeatures response (API key 57): versions 0-2, flexible from 0."""

    API_KEY = 57
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0


    class UpdatableFeatureResult:
        """UpdatableFeatureResult (versions 0-1)."""
        __slots__ = ('feature', 'error_code', 'error_message', 'unknown_tagged_fields',)
        #: The name of the finalized feature. (v0+)
        feature: str
        #: The feature update error code or `0` if the feature update succeeded. (v0+)
        error_code: int
        #: The feature update error, or `null` if the feature update succeeded. (v0+, nullable v0+)
        error_message: str | None
        #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
        unknown_tagged_fields: dict[int, bytes]

        def __init__(self, feature: str = "", error_code: int = 0, error_message: str | None = "", unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
            self.feature = feature
            self.error_code = error_code
            self.error_message = error_message
            self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

        def __repr__(self) -> str:
            return f"{type(self).__qualname__}(feature={self.feature!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

        def __eq__(self, other: object) -> bool:
            if not isinstance(other, type(self)):  # (defining __eq__ also makes
                return NotImplemented  # the class unhashable, as a dataclass is)
            return (self.feature, self.error_code, self.error_message, self.unknown_tagged_fields,) == (other.feature, other.error_code, other.error_message, other.unknown_tagged_fields,)

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'results', 'unknown_tagged_fields',)
    #: The duration in milliseconds for which the request was throttled due to a quota violation, or zero if the request did not violate any quota. (v0+)
    throttle_time_ms: int
    #: The top-level error code, or `0` if there was no top-level error. (v0+)
    error_code: int
    #: The top-level error message, or `null` if there was no top-level error. (v0+, nullable v0+)
    error_message: str | None
    #: Results for each feature update. (v0-1, ignorable)
    results: list[UpdateFeaturesResponse.UpdatableFeatureResult]
    #: Tagged fields this codec does not know, kept raw and re-emitted on encode.
    unknown_tagged_fields: dict[int, bytes]

    def __init__(self, throttle_time_ms: int = 0, error_code: int = 0, error_message: str | None = "", results: list[UpdateFeaturesResponse.UpdatableFeatureResult] = _FRESH, unknown_tagged_fields: dict[int, bytes] = _FRESH) -> None:
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.results = [] if results is _FRESH else results
        self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH else unknown_tagged_fields

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(throttle_time_ms={self.throttle_time_ms!r}, error_code={self.error_code!r}, error_message={self.error_message!r}, results={self.results!r}, unknown_tagged_fields={self.unknown_tagged_fields!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):  # (defining __eq__ also makes
            return NotImplemented  # the class unhashable, as a dataclass is)
        return (self.throttle_time_ms, self.error_code, self.error_message, self.results, self.unknown_tagged_fields,) == (other.throttle_time_ms, other.error_code, other.error_message, other.results, other.unknown_tagged_fields,)

_UpdateFeaturesRequest = UpdateFeaturesRequest
_UpdateFeaturesRequest_FeatureUpdateKey = UpdateFeaturesRequest.FeatureUpdateKey
_UpdateFeaturesResponse = UpdateFeaturesResponse
_UpdateFeaturesResponse_UpdatableFeatureResult = UpdateFeaturesResponse.UpdatableFeatureResult

_S0 = Struct('>i')
_S1 = Struct('>h?')
_S2 = Struct('>hb')
_S3 = Struct('>?')
_S4 = Struct('>ih')
_S5 = Struct('>h')


# UpdateFeaturesRequest.FeatureUpdateKey v0
def _enc_FeatureUpdateKey_1(o: UpdateFeaturesRequest.FeatureUpdateKey, out: list[Buffer]) -> None:
    if o.upgrade_type != 1:
        raise _EncodeError('upgrade_type' + _UNSUPPORTED)
    out.append(_p.enc_compact_string(o.feature))
    out.append(_S1.pack(o.max_version_level, o.allow_downgrade))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# UpdateFeaturesRequest v0
def _enc_UpdateFeaturesRequest_2(o: UpdateFeaturesRequest, out: list[Buffer]) -> None:
    if o.validate_only != False:
        raise _EncodeError('validate_only' + _UNSUPPORTED)
    out.append(_S0.pack(o.timeout_ms))
    a1 = o.feature_updates
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_FeatureUpdateKey_1(e1, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# UpdateFeaturesRequest.FeatureUpdateKey v1-2
def _enc_FeatureUpdateKey_3(o: UpdateFeaturesRequest.FeatureUpdateKey, out: list[Buffer]) -> None:
    if o.allow_downgrade != False:
        raise _EncodeError('allow_downgrade' + _UNSUPPORTED)
    out.append(_p.enc_compact_string(o.feature))
    out.append(_S2.pack(o.max_version_level, o.upgrade_type))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# UpdateFeaturesRequest v1-2
def _enc_UpdateFeaturesRequest_4(o: UpdateFeaturesRequest, out: list[Buffer]) -> None:
    out.append(_S0.pack(o.timeout_ms))
    a1 = o.feature_updates
    out.append(_p.enc_uvarint(len(a1) + 1))
    for e1 in a1:
        _enc_FeatureUpdateKey_3(e1, out)
    out.append(_S3.pack(o.validate_only))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# UpdateFeaturesRequest.FeatureUpdateKey v0
def _dec_FeatureUpdateKey_5(buf: memoryview, pos: int) -> tuple[UpdateFeaturesRequest.FeatureUpdateKey, int]:
    f_feature: str
    f_max_version_level: int
    f_allow_downgrade: bool
    c_feature = buf[pos] if pos < len(buf) else 0
    if 0 < c_feature < 128 and pos + c_feature <= len(buf):
        f_feature = _p.utf8_slice(buf, pos + 1, pos + c_feature)
        pos += c_feature
    else:
        f_feature, pos = _p.dec_compact_string(buf, pos)
    f_max_version_level, f_allow_downgrade = _S1.unpack_from(buf, pos)
    pos += 3
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _UpdateFeaturesRequest_FeatureUpdateKey(f_feature, f_max_version_level, f_allow_downgrade, 1, unknown), pos


# UpdateFeaturesRequest v0
def _dec_UpdateFeaturesRequest_6(buf: memoryview, pos: int) -> tuple[UpdateFeaturesRequest, int]:
    f_timeout_ms: int
    f_feature_updates: list[UpdateFeaturesRequest.FeatureUpdateKey]
    f_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_feature_updates = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_feature_updates < 127 and n_feature_updates * 5 < len(buf) - pos:
        pos += 1
    else:
        n_feature_updates, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_feature_updates: list[UpdateFeaturesRequest.FeatureUpdateKey] = []
    for _ in range(n_feature_updates):
        e_feature_updates, pos = _dec_FeatureUpdateKey_5(buf, pos)
        l_feature_updates.append(e_feature_updates)
    f_feature_updates = l_feature_updates
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _UpdateFeaturesRequest(f_timeout_ms, f_feature_updates, False, unknown), pos


# UpdateFeaturesRequest.FeatureUpdateKey v1-2
def _dec_FeatureUpdateKey_7(buf: memoryview, pos: int) -> tuple[UpdateFeaturesRequest.FeatureUpdateKey, int]:
    f_feature: str
    f_max_version_level: int
    f_upgrade_type: int
    c_feature = buf[pos] if pos < len(buf) else 0
    if 0 < c_feature < 128 and pos + c_feature <= len(buf):
        f_feature = _p.utf8_slice(buf, pos + 1, pos + c_feature)
        pos += c_feature
    else:
        f_feature, pos = _p.dec_compact_string(buf, pos)
    f_max_version_level, f_upgrade_type = _S2.unpack_from(buf, pos)
    pos += 3
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _UpdateFeaturesRequest_FeatureUpdateKey(f_feature, f_max_version_level, False, f_upgrade_type, unknown), pos


# UpdateFeaturesRequest v1-2
def _dec_UpdateFeaturesRequest_8(buf: memoryview, pos: int) -> tuple[UpdateFeaturesRequest, int]:
    f_timeout_ms: int
    f_feature_updates: list[UpdateFeaturesRequest.FeatureUpdateKey]
    f_validate_only: bool
    f_timeout_ms = _S0.unpack_from(buf, pos)[0]
    pos += 4
    n_feature_updates = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_feature_updates < 127 and n_feature_updates * 5 < len(buf) - pos:
        pos += 1
    else:
        n_feature_updates, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_feature_updates: list[UpdateFeaturesRequest.FeatureUpdateKey] = []
    for _ in range(n_feature_updates):
        e_feature_updates, pos = _dec_FeatureUpdateKey_7(buf, pos)
        l_feature_updates.append(e_feature_updates)
    f_feature_updates = l_feature_updates
    f_validate_only = _S3.unpack_from(buf, pos)[0]
    pos += 1
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _UpdateFeaturesRequest(f_timeout_ms, f_feature_updates, f_validate_only, unknown), pos


# UpdateFeaturesResponse.UpdatableFeatureResult v0-1
def _enc_UpdatableFeatureResult_9(o: UpdateFeaturesResponse.UpdatableFeatureResult, out: list[Buffer]) -> None:
    out.append(_p.enc_compact_string(o.feature))
    out.append(_S5.pack(o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# UpdateFeaturesResponse v0-1
def _enc_UpdateFeaturesResponse_10(o: UpdateFeaturesResponse, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    a3 = o.results
    out.append(_p.enc_uvarint(len(a3) + 1))
    for e3 in a3:
        _enc_UpdatableFeatureResult_9(e3, out)
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# UpdateFeaturesResponse v2
def _enc_UpdateFeaturesResponse_11(o: UpdateFeaturesResponse, out: list[Buffer]) -> None:
    out.append(_S4.pack(o.throttle_time_ms, o.error_code))
    out.append(_p.enc_compact_nullable_string(o.error_message))
    u = o.unknown_tagged_fields
    out.append(_p.enc_tagged_fields(u) if u else b"\x00")


# UpdateFeaturesResponse.UpdatableFeatureResult v0-1
def _dec_UpdatableFeatureResult_12(buf: memoryview, pos: int) -> tuple[UpdateFeaturesResponse.UpdatableFeatureResult, int]:
    f_feature: str
    f_error_code: int
    f_error_message: str | None
    c_feature = buf[pos] if pos < len(buf) else 0
    if 0 < c_feature < 128 and pos + c_feature <= len(buf):
        f_feature = _p.utf8_slice(buf, pos + 1, pos + c_feature)
        pos += c_feature
    else:
        f_feature, pos = _p.dec_compact_string(buf, pos)
    f_error_code = _S5.unpack_from(buf, pos)[0]
    pos += 2
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
    return _UpdateFeaturesResponse_UpdatableFeatureResult(f_feature, f_error_code, f_error_message, unknown), pos


# UpdateFeaturesResponse v0-1
def _dec_UpdateFeaturesResponse_13(buf: memoryview, pos: int) -> tuple[UpdateFeaturesResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_results: list[UpdateFeaturesResponse.UpdatableFeatureResult]
    f_throttle_time_ms, f_error_code = _S4.unpack_from(buf, pos)
    pos += 6
    if pos < len(buf) and buf[pos] == 0:
        f_error_message = None
        pos += 1
    else:
        f_error_message, pos = _p.dec_compact_nullable_string(buf, pos)
    n_results = buf[pos] - 1 if pos < len(buf) else -1
    if 0 <= n_results < 127 and n_results * 5 < len(buf) - pos:
        pos += 1
    else:
        n_results, pos = _p.dec_compact_array_len(buf, pos, 5)
    l_results: list[UpdateFeaturesResponse.UpdatableFeatureResult] = []
    for _ in range(n_results):
        e_results, pos = _dec_UpdatableFeatureResult_12(buf, pos)
        l_results.append(e_results)
    f_results = l_results
    unknown: dict[int, bytes] = {}
    if pos < len(buf) and buf[pos] == 0:
        pos += 1
    else:
        unknown, pos = _p.dec_tagged_fields(buf, pos)
    return _UpdateFeaturesResponse(f_throttle_time_ms, f_error_code, f_error_message, f_results, unknown), pos


# UpdateFeaturesResponse v2
def _dec_UpdateFeaturesResponse_14(buf: memoryview, pos: int) -> tuple[UpdateFeaturesResponse, int]:
    f_throttle_time_ms: int
    f_error_code: int
    f_error_message: str | None
    f_throttle_time_ms, f_error_code = _S4.unpack_from(buf, pos)
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
    return _UpdateFeaturesResponse(f_throttle_time_ms, f_error_code, f_error_message, [], unknown), pos


UpdateFeaturesRequest._ENCODERS = (_enc_UpdateFeaturesRequest_2, _enc_UpdateFeaturesRequest_4, _enc_UpdateFeaturesRequest_4,)
UpdateFeaturesRequest._DECODERS = (_dec_UpdateFeaturesRequest_6, _dec_UpdateFeaturesRequest_8, _dec_UpdateFeaturesRequest_8,)
UpdateFeaturesResponse._ENCODERS = (_enc_UpdateFeaturesResponse_10, _enc_UpdateFeaturesResponse_10, _enc_UpdateFeaturesResponse_11,)
UpdateFeaturesResponse._DECODERS = (_dec_UpdateFeaturesResponse_13, _dec_UpdateFeaturesResponse_13, _dec_UpdateFeaturesResponse_14,)
UpdateFeaturesRequest.RESPONSE = UpdateFeaturesResponse
UpdateFeaturesResponse.REQUEST = UpdateFeaturesRequest
