"""Sequence ledger: records that say who wrote them and in what order, and a checker.

Producers under test write ``(writer id, sequence)`` payloads (``payload``); a checker reads every
partition back (``read_topic``: Kafka's own console consumer, so a defect in the client under test
cannot hide itself in the check) and ``check`` reports, per partition and in total:

* **lost**: acknowledged to the writer, never found;
* **duplicated**: found more than once (each extra copy counts one);
* **reordered**: within one partition, a writer's record found after a later record of the same
  writer (compared with the highest sequence seen before it, first copies only).

The same ``check`` runs over what consumers *processed* (their logs) instead of what a partition
holds, to count records a group lost or processed twice.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from kafka_async.testing.tools import CONSOLE_CONSUMER, JavaTools

_PAYLOAD = re.compile(rb"^([A-Za-z0-9_.-]{1,64}):(\d{1,12})\|")
_LINE = re.compile(r"^Partition:(\d+)\tOffset:(\d+)\t(.*)$")


def payload(writer: str, seq: int, size: int = 100) -> bytes:
    """``writer:seq|`` padded with ``x`` to ``size`` bytes (text, so console tools print it)."""
    head = f"{writer}:{seq:09d}|".encode()
    return head + b"x" * max(0, size - len(head))


def parse(value: bytes | str | None) -> tuple[str, int] | None:
    """``(writer, seq)`` of a ledger payload (any case: transformations may upper-case it)."""
    if value is None:
        return None
    raw = value.encode() if isinstance(value, str) else bytes(value)
    match = _PAYLOAD.match(raw)
    if match is None:
        return None
    return match.group(1).decode().lower(), int(match.group(2))


@dataclass(frozen=True, slots=True)
class Found:
    """One record as read back (or as processed): where it was and what it said."""

    partition: int
    offset: int
    writer: str
    seq: int


@dataclass
class PartitionReport:
    partition: int
    records: int = 0
    duplicated: int = 0
    reordered: int = 0


@dataclass
class LedgerReport:
    sent: int
    acknowledged: int
    found: int
    lost: int
    duplicated: int
    reordered: int
    unreadable: int = 0
    partitions: dict[int, PartitionReport] = field(default_factory=dict)
    #: a few (writer, seq) lost, for the failure message
    lost_examples: list[tuple[str, int]] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return self.lost == 0 and self.duplicated == 0 and self.reordered == 0

    def summary(self) -> str:
        return (f"sent {self.sent}, acknowledged {self.acknowledged}, found {self.found}, "
                f"lost {self.lost}, duplicated {self.duplicated}, reordered {self.reordered}"
                + (f", unreadable {self.unreadable}" if self.unreadable else "")
                + (f" (lost e.g. {self.lost_examples})" if self.lost_examples else ""))


def check(found: Iterable[Found], acknowledged: Iterable[tuple[str, int]], *,
          sent: int, unreadable: int = 0) -> LedgerReport:
    """Compare what was found with what was acknowledged (see the module docstring)."""
    acked = set(acknowledged)
    copies: Counter[tuple[str, int]] = Counter()
    partitions: dict[int, PartitionReport] = {}
    by_partition: dict[int, list[Found]] = defaultdict(list)
    for record in found:
        by_partition[record.partition].append(record)
    for partition, records in sorted(by_partition.items()):
        report = partitions[partition] = PartitionReport(partition, records=len(records))
        highest: dict[str, int] = {}
        for record in sorted(records, key=lambda r: r.offset):
            key = (record.writer, record.seq)
            copies[key] += 1
            if copies[key] > 1:
                report.duplicated += 1
                continue
            if record.seq < highest.get(record.writer, -1):
                report.reordered += 1
            else:
                highest[record.writer] = record.seq
    lost = sorted(acked - copies.keys())
    return LedgerReport(
        sent=sent, acknowledged=len(acked), found=sum(copies.values()), lost=len(lost),
        duplicated=sum(p.duplicated for p in partitions.values()),
        reordered=sum(p.reordered for p in partitions.values()), unreadable=unreadable,
        partitions=partitions, lost_examples=lost[:5])


def read_topic(tools: JavaTools, topic: str, *, read_committed: bool = False,
               idle_ms: int = 8000, extra: Mapping[str, str] | None = None,
               ) -> tuple[list[Found], int]:
    """Every record of every partition of ``topic`` as ``Found`` (Kafka's console consumer,
    from the beginning, until ``idle_ms`` pass without a record), and the count of records
    that are not ledger payloads."""
    props = {"isolation.level": "read_committed" if read_committed else "read_uncommitted",
             **(extra or {})}
    config = tools.command_config(extra=props)
    args = ["--bootstrap-server", tools.cluster.bootstrap, "--command-config", str(config),
            "--topic", topic, "--from-beginning", "--timeout-ms", str(idle_ms),
            "--formatter-property", "print.partition=true",
            "--formatter-property", "print.offset=true"]
    done = tools.run(CONSOLE_CONSUMER, args, timeout=tools.timeout + idle_ms / 1000)
    out: list[Found] = []
    unreadable = 0
    for line in done.stdout.splitlines():
        match = _LINE.match(line)
        parsed = parse(match.group(3)) if match else None
        if match is None or parsed is None:
            unreadable += 1
            continue
        out.append(Found(int(match.group(1)), int(match.group(2)), *parsed))
    return out, unreadable
