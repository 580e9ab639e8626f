"""The consumer's public value types: TopicPartition, ConsumerRecord, OffsetAndTimestamp.

NamedTuples on purpose: a consumer builds one ConsumerRecord per record, and a tuple is the
cheapest object CPython can build (``tuple.__new__`` in C, no Python ``__init__`` frame); field
access goes through C-level descriptors too. They are also immutable and hashable, which a
TopicPartition used as a dict key must be.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from kafka_async.cluster.structs import TopicPartition

__all__ = ["ConsumerRecord", "OffsetAndTimestamp", "ShareConsumerRecord", "TopicPartition"]

#: CreateTime (0) or LogAppendTime (1), as in the record batch attributes.
TIMESTAMP_CREATE_TIME = 0
TIMESTAMP_LOG_APPEND_TIME = 1


class ConsumerRecord(NamedTuple):
    """One record handed to the application.

    ``key`` and ``value`` are bytes (or None), or whatever the configured deserializer returned.
    ``leader_epoch`` is the partition leader epoch the batch was written in (-1 for legacy data).
    """

    topic: str
    partition: int
    offset: int
    timestamp: int
    timestamp_type: int
    key: Any
    value: Any
    headers: Sequence[tuple[str, bytes | None]]
    leader_epoch: int


class ShareConsumerRecord(NamedTuple):
    """One record a share consumer acquired: a ConsumerRecord's fields plus
    ``delivery_count``, how many times the share group has handed this record out (1 the
    first time; a released record, or one whose lock expired, comes back with one more)."""

    topic: str
    partition: int
    offset: int
    timestamp: int
    timestamp_type: int
    key: Any
    value: Any
    headers: Sequence[tuple[str, bytes | None]]
    leader_epoch: int
    delivery_count: int


class OffsetAndTimestamp(NamedTuple):
    """What offsets_for_times() finds: the first offset whose timestamp is >= the one asked."""

    offset: int
    timestamp: int
    leader_epoch: int | None = None
