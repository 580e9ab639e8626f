"""Topic name rules, checked on the client so a bad name fails at the call that used it.

The rules are the broker's (Java ``org.apache.kafka.common.internals.Topic.validate``): 1 to 249
characters from ASCII letters, digits, '.', '_' and '-', and not "." or "..". A broker would
also refuse such a name, but only as a terse INVALID_TOPIC_EXCEPTION on a metadata response, or
(for a consumer) never at all: the partitions of a topic that cannot exist just never appear.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from kafka_async.protocol.arguments import collection_argument
from kafka_async.protocol.errors import InvalidTopicError

__all__ = ["MAX_TOPIC_NAME_LENGTH", "topic_names_argument", "validate_topic_name"]

MAX_TOPIC_NAME_LENGTH = 249
_LEGAL = re.compile(r"[a-zA-Z0-9._-]+")


def validate_topic_name(name: object) -> str:
    """Return ``name`` if it is a legal topic name; raise InvalidTopicError saying why if not."""
    if not isinstance(name, str):
        raise InvalidTopicError(f"a topic name must be a str, got {type(name).__name__}")
    if not name:
        raise InvalidTopicError("a topic name cannot be empty")
    if name in (".", ".."):
        raise InvalidTopicError(f"a topic name cannot be {name!r}")
    if len(name) > MAX_TOPIC_NAME_LENGTH:
        raise InvalidTopicError(
            f"topic name {name[:40]!r}... is {len(name)} characters long; "
            f"the limit is {MAX_TOPIC_NAME_LENGTH}"
        )
    if _LEGAL.fullmatch(name) is None:
        bad = sorted({c for c in name if _LEGAL.fullmatch(c) is None})
        raise InvalidTopicError(
            f"topic name {name!r} contains {''.join(bad)!r}: only ASCII letters, digits, "
            "'.', '_' and '-' are allowed"
        )
    return name


def topic_names_argument(value: Iterable[str], argument: str) -> list[str]:
    """``value`` as a list of legal topic names; a bare string is refused (see
    kafka_async.protocol.arguments for why), an illegal name raises InvalidTopicError."""
    names = collection_argument(value, argument, item_type=str, of="topic names")
    for name in names:
        validate_topic_name(name)
    return names
