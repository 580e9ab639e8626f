"""ShareSession: one share consumer's share session with one broker (KIP-932).

A share session lives on the partition leader, keyed by (group, member id). It is opened by a
ShareFetch at epoch 0 naming every partition to fetch (a *full* request); each later request
(ShareFetch or ShareAcknowledge) carries the next epoch and only what changed: partitions added,
partitions forgotten, acknowledgements. A partition in the session is fetched by every ShareFetch
of the session, listed or not. A request at epoch -1 closes the session; the broker then
releases whatever the member still holds there.

States and transitions (``ShareSession`` is the only code that changes them):

=============  ======================================  ====================================
state          event                                   next
=============  ======================================  ====================================
CLOSED (ep 0)  ShareFetch answered without error       OPEN, epoch 1, partitions as sent
OPEN (ep n)    any request answered without error      OPEN, epoch n+1 (wraps to 1)
OPEN           SHARE_SESSION_NOT_FOUND,                CLOSED: the broker forgot it (its
               INVALID_SHARE_SESSION_EPOCH, a lost     acquired records are released);
               connection, a timeout                   acknowledgements sent are lost
OPEN           close (ShareAcknowledge at epoch -1)    CLOSED for good
=============  ======================================  ====================================

Requests of one session are strictly sequential (the node loop sends one at a time): the epoch
of a request is only known once the previous one was answered.
"""

from __future__ import annotations

from kafka_async.consumer.structs import TopicPartition
from kafka_async.protocol.arguments import INT32_MAX

__all__ = ["CLOSE_EPOCH", "ShareSession"]

OPEN_EPOCH = 0
CLOSE_EPOCH = -1


class ShareSession:
    """The epoch and the partitions the broker holds for this member's session."""

    __slots__ = ("epoch", "node", "partitions")

    def __init__(self, node: int) -> None:
        self.node = node
        self.epoch = OPEN_EPOCH
        #: what the broker's session fetches (as of the last answered request)
        self.partitions: set[TopicPartition] = set()

    @property
    def is_open(self) -> bool:
        return self.epoch > 0

    def plan(self, wanted: set[TopicPartition]) -> tuple[list[TopicPartition],
                                                         list[TopicPartition]]:
        """(partitions to list, partitions to forget) for a ShareFetch fetching ``wanted``:
        everything when the session is not open, else what is new and what went away."""
        if not self.is_open:
            return sorted(wanted), []
        return sorted(wanted - self.partitions), sorted(self.partitions - wanted)

    def answered(self, fetched: set[TopicPartition] | None) -> None:
        """A request of this session was answered without a session error; ``fetched`` is
        the session's partitions after a ShareFetch (None after a ShareAcknowledge)."""
        if fetched is not None:
            self.partitions = set(fetched)
        self.epoch = 1 if self.epoch >= INT32_MAX or self.epoch < 1 else self.epoch + 1

    def reset(self) -> None:
        """The broker no longer has the session: the next ShareFetch opens a new one."""
        self.epoch = OPEN_EPOCH
        self.partitions = set()
