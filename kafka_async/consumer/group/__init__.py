"""Consumer groups: coordinator, classic and KIP-848 membership, assignors, commits.

See docs/groups.md. The Consumer creates a GroupManager when ``group_id`` is set.
"""

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
