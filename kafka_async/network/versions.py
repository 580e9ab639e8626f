"""Per-connection API version negotiation (the result of ApiVersions).

Rule (protocol guide): use the highest version both sides support. The table is valid only for
the connection it was obtained on; a reconnect asks again, since the broker may have been
upgraded or downgraded in between.

"Our side" is the generated codec's range, lowered by ``CLIENT_MAX_VERSIONS`` where a newer
version changes what the caller must *do*, not only how the bytes look: the codec can encode it,
but the code above would misbehave if the broker accepted it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from kafka_async.protocol.errors import UnsupportedVersionError
from kafka_async.protocol.messages._base import Message

__all__ = ["CLIENT_MAX_VERSIONS", "ApiVersionTable"]

#: API key -> the highest version the client's callers implement, where the codec knows newer.
#: Raise an entry when the caller learns the behaviour named beside it.
CLIENT_MAX_VERSIONS: Mapping[int, int] = {
    # Produce v13 names topics by id only (KIP-516); the producer routes and reads results by
    # name. (v12 differs from v11 only inside a transaction, which then needs KIP-890 part 2.)
    0: 12,
    # Metadata v13 adds a top-level error code (REBOOTSTRAP_REQUIRED, KIP-1102) that the
    # metadata refresher does not act on.
    3: 12,
    # OffsetCommit and OffsetFetch v10 name topics by id only; the group code uses names.
    8: 9,
    9: 9,
    # AddPartitionsToTxn v4+ is the broker-to-broker form (batched, VerifyOnly); clients send
    # v3 and below. (EndTxn v5, TxnOffsetCommit v5 and Produce v12 are transactions V2: the
    # transactional producer asks for a lower version itself when the cluster runs V1.)
    24: 3,
}


class ApiVersionTable:
    """The broker's (min, max) per API key, and the version to use for each message class."""

    __slots__ = ("_chosen", "_ranges", "finalized_features")

    def __init__(self, ranges: Mapping[int, tuple[int, int]],
                 finalized_features: Mapping[str, int] | None = None) -> None:
        self._ranges = dict(ranges)
        self._chosen: dict[type[Message], int] = {}
        #: The cluster's finalized feature levels (ApiVersions v3+, e.g. ``transaction.version``;
        #: empty when the broker did not say). The transactional producer reads it to choose
        #: between the two transaction protocols.
        self.finalized_features: dict[str, int] = dict(finalized_features or {})

    @classmethod
    def from_entries(cls, entries: Iterable[tuple[int, int, int]],
                     finalized_features: Mapping[str, int] | None = None) -> ApiVersionTable:
        return cls({key: (low, high) for key, low, high in entries}, finalized_features)

    def feature_level(self, name: str) -> int:
        """The finalized level of feature ``name`` (0 when not finalized or not reported)."""
        return self.finalized_features.get(name, 0)

    def supports(self, api_key: int, version: int = 0) -> bool:
        found = self._ranges.get(api_key)
        return found is not None and found[0] <= version <= found[1]

    def pick(self, message_class: type[Message], api_key: int) -> int:
        """Highest version both sides support; UnsupportedVersionError names the API otherwise."""
        chosen = self._chosen.get(message_class)
        if chosen is not None:
            return chosen
        found = self._ranges.get(api_key)
        name = message_class.__name__.removesuffix("Request")
        newest = message_class.MAX_VERSION
        ours = (message_class.MIN_VERSION, min(newest, CLIENT_MAX_VERSIONS.get(api_key, newest)))
        if found is None:
            raise UnsupportedVersionError(
                f"the broker does not support the {name} API (key {api_key}) at all"
            )
        low, high = max(ours[0], found[0]), min(ours[1], found[1])
        if low > high:
            raise UnsupportedVersionError(
                f"no common version for {name} (key {api_key}): client supports "
                f"{ours[0]}-{ours[1]}, broker {found[0]}-{found[1]}"
            )
        self._chosen[message_class] = high
        return high

    def __repr__(self) -> str:
        return f"<ApiVersionTable {len(self._ranges)} APIs>"
