"""Acknowledgements of a share consumer: their types and their wire form.

Every record a share consumer acquires ends in one of three states, chosen by the application
(explicit mode) or by the consumer (implicit mode): ACCEPT (processed: never delivered again),
RELEASE (give it back: it is delivered again, to anyone, with its delivery count one higher) or
REJECT (unprocessable: archived, never delivered again). A fourth wire type, GAP (0), is the
consumer's own: offsets inside an acquired range that hold no record for the application (a
transaction marker, or offsets removed by compaction) are acknowledged as gaps. RENEW (4,
KIP-1222, explicit mode) ends nothing: it extends the record's acquisition lock, and the record
is handed out again once the broker agreed (see consumer.py).

On the wire an acknowledgement batch is ``(first_offset, last_offset, types)``, where ``types``
has one entry per offset, or a single entry that applies to the whole range; ``encode`` builds
the shortest such list from offset -> type, and ``AckRanges`` keeps pending acknowledgements of
one partition in that form from the start (implicit mode accepts whole ranges without ever
building a per-offset map).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from kafka_async.protocol.messages import ShareAcknowledgeRequest, ShareFetchRequest

__all__ = [
    "GAP",
    "RENEW",
    "AckRange",
    "AckRanges",
    "AcknowledgeType",
    "encode",
    "renewals_released",
    "renewed_offsets",
    "split_renewals",
]

#: An offset with nothing for the application (a control record or a compacted offset).
GAP = 0


class AcknowledgeType(enum.IntEnum):
    """Java's AcknowledgeType: how a record acquired from a share group ends."""

    ACCEPT = 1
    RELEASE = 2
    REJECT = 3
    #: still being processed: extend the acquisition lock (KIP-1222; explicit mode, brokers
    #: with ShareAcknowledge v2, groups allowing it: share.renew.acknowledge.enable)
    RENEW = 4


#: The wire number of RENEW: a request carrying it sets IsRenewAck.
RENEW = int(AcknowledgeType.RENEW)


#: ``(first_offset, last_offset, types)``: ``types`` is one type for the whole range, or one
#: per offset.
AckRange = tuple[int, int, list[int]]


def encode(types_by_offset: dict[int, int]) -> list[AckRange]:
    """The shortest wire form of offset -> type: runs of consecutive offsets, each with a
    single type when the run is uniform."""
    ranges: list[AckRange] = []
    run: list[int] = []
    first = previous = -2
    for offset in sorted(types_by_offset):
        if offset != previous + 1 and run:
            ranges.append(_run(first, previous, run))
            run = []
        if not run:
            first = offset
        run.append(types_by_offset[offset])
        previous = offset
    if run:
        ranges.append(_run(first, previous, run))
    return ranges


def _run(first: int, last: int, types: list[int]) -> AckRange:
    head = types[0]
    if all(t == head for t in types):
        return (first, last, [head])
    return (first, last, types)


class AckRanges:
    """Pending acknowledgements of one partition, ranges in the order they were added."""

    __slots__ = ("count", "ranges", "renews")

    def __init__(self) -> None:
        self.ranges: list[AckRange] = []
        self.count = 0  # offsets covered
        self.renews = False  # a RENEW among them: sent at once, by ShareAcknowledge

    def __bool__(self) -> bool:
        return bool(self.ranges)

    def add_range(self, first: int, last: int, types: list[int]) -> None:
        """Acknowledge ``first..last`` (inclusive), merging with the previous range when it
        continues it with the same single type (implicit mode's common case)."""
        if RENEW in types:
            self.renews = True
        ranges = self.ranges
        if ranges:
            prev_first, prev_last, prev_types = ranges[-1]
            if (prev_last + 1 == first and len(prev_types) == 1 and len(types) == 1
                    and prev_types[0] == types[0]):
                ranges[-1] = (prev_first, last, prev_types)
                self.count += last - first + 1
                return
        ranges.append((first, last, types))
        self.count += last - first + 1

    def add(self, types_by_offset: dict[int, int]) -> None:
        for first, last, types in encode(types_by_offset):
            self.add_range(first, last, types)

    def take(self) -> list[AckRange]:
        ranges, self.ranges, self.count = self.ranges, [], 0
        self.renews = False
        return ranges


def renewals_released(ranges: list[AckRange]) -> list[AckRange]:
    """``ranges`` with every RENEW made RELEASE: what a closing member's renewals become (the
    records go back now instead of keeping a lock nobody will use)."""
    release = int(AcknowledgeType.RELEASE)
    return [(first, last, [release if t == RENEW else t for t in types])
            if RENEW in types else (first, last, types) for first, last, types in ranges]


def split_renewals(ranges: list[AckRange]) -> tuple[list[AckRange], list[AckRange]]:
    """(the RENEW acknowledgements, the others) of ``ranges``, per offset where a range mixes
    them: a broker that cannot renew still takes the others."""
    renewals: list[AckRange] = []
    others: list[AckRange] = []
    for first, last, types in ranges:
        if RENEW not in types:
            others.append((first, last, types))
        elif len(types) == 1:
            renewals.append((first, last, types))
        else:
            for offset, kind in zip(range(first, last + 1), types, strict=True):
                (renewals if kind == RENEW else others).append((offset, offset, [kind]))
    return renewals, others


def renewed_offsets(ranges: Iterable[AckRange]) -> set[int]:
    """The offsets acknowledged RENEW in ``ranges``."""
    offsets: set[int] = set()
    for first, last, types in ranges:
        if len(types) == 1:
            if types[0] == RENEW:
                offsets.update(range(first, last + 1))
        else:
            offsets.update(o for o, t in zip(range(first, last + 1), types, strict=True)
                           if t == RENEW)
    return offsets


def fetch_batches(ranges: Iterable[AckRange]
                  ) -> list[ShareFetchRequest.FetchTopic.FetchPartition.AcknowledgementBatch]:
    batch = ShareFetchRequest.FetchTopic.FetchPartition.AcknowledgementBatch
    return [batch(first_offset=f, last_offset=last, acknowledge_types=t)
            for f, last, t in ranges]


def acknowledge_batches(ranges: Iterable[AckRange]
                        ) -> list[ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition
                                  .AcknowledgementBatch]:
    batch = ShareAcknowledgeRequest.AcknowledgeTopic.AcknowledgePartition.AcknowledgementBatch
    return [batch(first_offset=f, last_offset=last, acknowledge_types=t)
            for f, last, t in ranges]
