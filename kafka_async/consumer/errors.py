"""Errors the consumer raises on top of the broker's typed errors (kafka_async.protocol.errors).

Each names the partition (and the offset where one applies), because a consumer error the
application cannot attribute to a partition is one it cannot act on (seek past, reassign, alert).
"""

from __future__ import annotations

from typing import Any

from kafka_async.protocol.errors import CorruptRecordError, KafkaError

__all__ = [
    "ConsumerClosedError",
    "ConsumerError",
    "LogTruncationError",
    "NoOffsetForPartitionError",
    "NotSubscribedError",
    "OffsetOutOfRangeConsumerError",
    "PartitionNotAssignedError",
    "RecordDecodeError",
    "RecordDeserializationError",
    "TopicDeletedError",
]


class ConsumerError(KafkaError):
    """Base of the consumer's own errors."""


class ConsumerClosedError(ConsumerError):
    """The consumer is not started, or already closed."""


class NotSubscribedError(ConsumerError):
    """A poll (``getmany``, ``getone``, ``async for``...) by a consumer that has neither a
    subscription nor an assignment: it would wait forever for nothing (Java's poll() raises
    IllegalStateException "Consumer is not subscribed to any topics or assigned any
    partitions")."""


class PartitionNotAssignedError(ConsumerError, KeyError):
    """seek, pause, position... of a partition this consumer does not own (Java's
    IllegalStateException "No current assignment for partition"). A KeyError too, as the
    lookup it replaces raised."""

    def __str__(self) -> str:  # (KeyError's would quote the message)
        return str(self.args[0]) if self.args else ""


class NoOffsetForPartitionError(ConsumerError):
    """A partition has no position and auto_offset_reset='none' forbids choosing one."""


class OffsetOutOfRangeConsumerError(ConsumerError):
    """The position is outside the log (deleted by retention, or beyond its end) and
    auto_offset_reset='none' forbids resetting it. Seek to a valid offset to continue."""

    def __init__(self, message: str, offsets: dict[object, int]) -> None:
        super().__init__(message)
        self.offsets = offsets


class LogTruncationError(OffsetOutOfRangeConsumerError):
    """The leader's log diverged from what this consumer read (KIP-320): records at or after
    the divergent offset were truncated by an unclean leader change, and
    auto_offset_reset='none' forbids moving on silently. Raised by every poll until the
    application seeks (Java's LogTruncationException, an OffsetOutOfRangeException too).

    ``offsets``: {partition: the position that diverged}; ``divergent_offsets``: {partition:
    OffsetAndMetadata(first offset not in both logs, "", its leader epoch)}, empty when the
    leader has no history for the position's epoch (seek to where to go on)."""

    def __init__(self, message: str, offsets: dict[object, int],
                 divergent_offsets: dict[object, Any]) -> None:
        super().__init__(message, offsets)
        self.divergent_offsets = divergent_offsets

    @property
    def divergent_offset(self) -> int:
        """The divergent offset of the (one) partition, -1 when unknown."""
        return next((o.offset for o in self.divergent_offsets.values()), -1)


class TopicDeletedError(ConsumerError):
    """A topic being consumed no longer exists on the cluster."""


class RecordDecodeError(CorruptRecordError):
    """A record batch that fails its CRC or does not decode, with the topic, partition and
    offset where it sits. The position stays put: seek past ``offset`` to skip the batch."""

    def __init__(self, message: str, topic: str, partition: int, offset: int) -> None:
        super().__init__(message)
        self.topic = topic
        self.partition = partition
        self.offset = offset


class RecordDeserializationError(ConsumerError):
    """The key or value deserializer raised on the record at ``offset`` of ``topic``
    ``partition`` (Java's RecordDeserializationException); the deserializer's exception is the
    ``__cause__``. The records before it were delivered first. A consumer's position stays at
    the record: seek past ``offset`` to skip it. A share consumer has released the record (it
    comes back, up to the group's delivery count limit) and carries on after it."""

    def __init__(self, message: str, topic: str, partition: int, offset: int,
                 part: str) -> None:
        super().__init__(message)
        self.topic = topic
        self.partition = partition
        self.offset = offset
        #: which deserializer raised: "key" or "value"
        self.part = part


def deserialization_error(topic: str, partition: int, offset: int, part: str,
                          exc: Exception) -> RecordDeserializationError:
    """The error for a deserializer's ``exc`` on one record (``exc`` as its cause)."""
    error = RecordDeserializationError(
        f"the {part} deserializer raised {type(exc).__name__}: {exc} on the record of {topic} "
        f"partition {partition} at offset {offset}", topic, partition, offset, part)
    error.__cause__ = exc
    return error
