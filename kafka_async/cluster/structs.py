"""Value types more than one client uses: a partition, a committed position, a group member.

They live below the clients (layers: cluster -> producer / consumer / admin) because the
transactional producer's ``send_offsets_to_transaction`` takes exactly what a consumer hands
out (its positions and its ``group_metadata()``), and the Admin reports them too.
NamedTuples where they are built per record or used as dict keys (cheap, hashable).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

__all__ = ["GroupMetadata", "OffsetAndMetadata", "TopicPartition"]


class TopicPartition(NamedTuple):
    """One partition of one topic."""

    topic: str
    partition: int

    def __str__(self) -> str:
        return f"{self.topic}-{self.partition}"


class OffsetAndMetadata(NamedTuple):
    """A committed position: the next offset to read, free-form metadata, its leader epoch."""

    offset: int
    metadata: str = ""
    leader_epoch: int = -1


@dataclass(frozen=True)
class GroupMetadata:
    """Who this member is in the group now (Java's ConsumerGroupMetadata): what a commit, or a
    transactional producer's send_offsets_to_transaction, must present."""

    group_id: str
    generation_id: int = -1
    member_id: str = ""
    group_instance_id: str | None = None
