"""Consumer groups: coordinator, classic and KIP-848 membership, assignors, commits.

See docs/groups.md. The Consumer creates a GroupManager when ``group_id`` is set.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kafka_async.consumer.group.assignors import (
        CooperativeStickyAssignor,
        MemberSubscription,
        PartitionAssignor,
        RangeAssignor,
        RoundRobinAssignor,
        StickyAssignor,
    )
    from kafka_async.consumer.group.commits import CommitHandle
    from kafka_async.consumer.group.config import GroupConsumerConfig
    from kafka_async.consumer.group.errors import (
        CommitFailedError,
        ConsumerRebalanceListener,
        GroupError,
        NotInGroupError,
    )
    from kafka_async.consumer.group.offsets import GroupMetadata, OffsetAndMetadata

#: public name -> the module that defines it. Loaded on first use: a consumer without a group
#: (assign mode, the CLI's default) never imports the membership and commit machinery.
_EXPORTS = {
    "CooperativeStickyAssignor": "assignors", "MemberSubscription": "assignors",
    "PartitionAssignor": "assignors", "RangeAssignor": "assignors",
    "RoundRobinAssignor": "assignors", "StickyAssignor": "assignors",
    "CommitHandle": "commits", "GroupConsumerConfig": "config",
    "CommitFailedError": "errors", "ConsumerRebalanceListener": "errors",
    "GroupError": "errors", "NotInGroupError": "errors",
    "GroupMetadata": "offsets", "OffsetAndMetadata": "offsets",
}


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "CommitFailedError",
    "CommitHandle",
    "ConsumerRebalanceListener",
    "CooperativeStickyAssignor",
    "GroupConsumerConfig",
    "GroupError",
    "GroupMetadata",
    "MemberSubscription",
    "NotInGroupError",
    "OffsetAndMetadata",
    "PartitionAssignor",
    "RangeAssignor",
    "RoundRobinAssignor",
    "StickyAssignor",
]
