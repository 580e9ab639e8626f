"""Version negotiation: the highest common version, lowered by the client's own caps."""

from __future__ import annotations

import pytest

from kafka_async.network.versions import CLIENT_MAX_VERSIONS, ApiVersionTable
from kafka_async.protocol.errors import UnsupportedVersionError
from kafka_async.protocol.messages import (
    REQUESTS,
    AddPartitionsToTxnRequest,
    FetchRequest,
    MetadataRequest,
    OffsetCommitRequest,
    OffsetFetchRequest,
    ProduceRequest,
)


def _everything() -> ApiVersionTable:
    """A broker that offers every generated version of every API."""
    return ApiVersionTable(
        {key: (REQUESTS[key].MIN_VERSION, REQUESTS[key].MAX_VERSION) for key in REQUESTS}
    )


def test_highest_common_version_is_picked() -> None:
    table = ApiVersionTable({1: (4, 12)})
    assert table.pick(FetchRequest, 1) == 12
    assert _everything().pick(FetchRequest, 1) == FetchRequest.MAX_VERSION


def test_caps_hold_back_versions_whose_behaviour_the_callers_lack() -> None:
    table = _everything()
    # Produce v13 and OffsetCommit/OffsetFetch v10 address topics by id; Metadata v13 carries a
    # top-level error; AddPartitionsToTxn v4+ is the broker-to-broker form. (EndTxn and
    # TxnOffsetCommit v5 are transactions V2: the transaction manager caps them itself on V1.)
    capped = {
        ProduceRequest: 12,
        MetadataRequest: 12,
        OffsetCommitRequest: 9,
        OffsetFetchRequest: 9,
        AddPartitionsToTxnRequest: 3,
    }
    for request, version in capped.items():
        assert version < request.MAX_VERSION  # the codec itself knows the newer version
        assert version == table.pick(request, request.API_KEY)


def test_every_cap_is_below_what_the_codec_supports() -> None:
    # A cap at or above the codec's newest version is stale: remove it.
    for key, cap in CLIENT_MAX_VERSIONS.items():
        assert REQUESTS[key].MIN_VERSION <= cap < REQUESTS[key].MAX_VERSION


def test_a_broker_below_our_floor_is_named_in_the_error() -> None:
    table = ApiVersionTable({0: (0, 2)})
    with pytest.raises(UnsupportedVersionError, match=r"client supports 3-12, broker 0-2"):
        table.pick(ProduceRequest, 0)
