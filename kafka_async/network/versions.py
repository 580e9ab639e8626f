"""Per-connection API version negotiation (the result of ApiVersions).

Rule (protocol guide): use the highest version both sides support. The table is valid only for
the connection it was obtained on; a reconnect asks again, since the broker may have been
upgraded or downgraded in between.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from kafka_async.protocol.errors import UnsupportedVersionError
from kafka_async.protocol.messages._base import Message

__all__ = ["ApiVersionTable"]


class ApiVersionTable:
    """The broker's (min, max) per API key, and the version to use for each message class."""

    __slots__ = ("_chosen", "_ranges")

    def __init__(self, ranges: Mapping[int, tuple[int, int]]) -> None:
        self._ranges = dict(ranges)
        self._chosen: dict[type[Message], int] = {}

    @classmethod
    def from_entries(cls, entries: Iterable[tuple[int, int, int]]) -> ApiVersionTable:
        return cls({key: (low, high) for key, low, high in entries})

    def broker_range(self, api_key: int) -> tuple[int, int] | None:
        return self._ranges.get(api_key)

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
        ours = (message_class.MIN_VERSION, message_class.MAX_VERSION)
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
