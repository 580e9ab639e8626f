"""How results reach the user: a table on a terminal, aligned plain text in a pipe, one JSON
document with ``--output json``.

Commands hand over rows (dicts of plain values) and the columns to show; ``to_data`` turns the
Admin's dataclasses, enums, UUIDs and TopicPartitions into such plain values, so JSON output is
exactly the typed result, field for field. rich is imported only to draw a terminal table.
"""

from __future__ import annotations

import base64
import dataclasses
import enum
import json
import os
import select
import stat
import sys
import uuid
from collections.abc import Mapping, Sequence
from typing import Any, TextIO

TABLE = "table"
JSON = "json"
OUTPUT_MODES = (TABLE, JSON)


def reader_gone() -> None:
    """The reader of stdout went away (``| head``): later writes and flushes (ours, the
    interpreter's) go nowhere instead of failing on the broken pipe, so the command ends
    quietly, as kcat and the Unix tools do."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


def reader_closed(stream: Any) -> bool:
    """Whether ``stream`` is a pipe whose reader has exited (``| head`` had enough) while we
    had nothing to write: Linux reports POLLERR on the write end then. Lets an idle
    ``consume`` end, instead of waiting for a record to fail writing."""
    if not hasattr(select, "poll"):
        return False
    try:
        fd = stream.fileno()
        if not stat.S_ISFIFO(os.fstat(fd).st_mode):
            return False
    except (AttributeError, OSError, ValueError):
        return False
    poller = select.poll()
    poller.register(fd, 0)  # (no events asked: POLLERR and POLLHUP are always reported)
    return any(events & (select.POLLERR | select.POLLHUP) for _, events in poller.poll(0))


def to_data(value: Any) -> Any:
    """A JSON-ready copy of ``value`` (dataclasses and NamedTuples become objects)."""
    if isinstance(value, enum.Enum):
        return enum_text(value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {item.name: to_data(getattr(value, item.name))
                for item in dataclasses.fields(value) if item.repr}
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        if type(value).__name__ == "TopicPartition":
            return {"topic": value[0], "partition": value[1]}
        return {name: to_data(item) for name, item in zip(value._fields, value, strict=True)}
    if isinstance(value, uuid.UUID):
        return kafka_uuid(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return base64.b64encode(bytes(value)).decode("ascii")
    if isinstance(value, Mapping):
        return {_key(key): to_data(item) for key, item in value.items()}
    if isinstance(value, (set, frozenset)):
        items = [to_data(item) for item in value]
        return sorted(items, key=json.dumps)
    if isinstance(value, Sequence):
        return [to_data(item) for item in value]
    return str(value)


def enum_text(value: enum.Enum) -> str:
    """A str-valued enum by its value (GroupState 'Stable', as Kafka's tools print it), an
    int-valued one by its name (ResourceType.TOPIC)."""
    return value.value if isinstance(value.value, str) else value.name


def kafka_uuid(value: uuid.UUID) -> str:
    """A Uuid as Kafka's tools print it (a topic id: ``TopicId: 6ZDTzGwwQu2nuuCpRbONWA``):
    url-safe base64 without padding."""
    return base64.urlsafe_b64encode(value.bytes).rstrip(b"=").decode("ascii")


def _key(key: Any) -> str:
    return enum_text(key) if isinstance(key, enum.Enum) else str(key)


def cell(value: Any) -> str:
    """One table cell: lists comma-joined, None as '-'."""
    if value is None:
        return "-"
    if isinstance(value, enum.Enum):
        return enum_text(value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, uuid.UUID):
        return kafka_uuid(value)
    if isinstance(value, (list, tuple, set, frozenset)) and not hasattr(value, "_fields"):
        items = sorted(value, key=str) if isinstance(value, (set, frozenset)) else value
        return ",".join(cell(item) for item in items)
    return str(value)


class Output:
    """Where one command's results go, in the mode the user chose."""

    def __init__(self, mode: str = TABLE, stream: TextIO | None = None) -> None:
        self.mode = mode
        self.stream = stream if stream is not None else sys.stdout

    @property
    def json(self) -> bool:
        return self.mode == JSON

    def document(self, data: Any) -> None:
        """The whole result as one JSON document."""
        json.dump(to_data(data), self.stream, indent=2, sort_keys=False)
        self.stream.write("\n")

    def table(self, rows: Sequence[Mapping[str, Any]], columns: Sequence[str],
              title: str | None = None, data: Any = None) -> None:
        """Rows as a table (or, in JSON mode, ``data`` if given, else the rows)."""
        if self.json:
            self.document(rows if data is None else data)
            return
        if self.stream.isatty():
            self._rich_table(rows, columns, title)
            return
        self._plain_table(rows, columns, title)

    def fields(self, pairs: Sequence[tuple[str, Any]], data: Any = None) -> None:
        """One object as ``name: value`` lines (or JSON)."""
        if self.json:
            self.document(dict(pairs) if data is None else data)
            return
        width = max((len(name) for name, _ in pairs), default=0)
        for name, value in pairs:
            self.stream.write(f"{name.ljust(width)}  {cell(value)}\n")

    def line(self, text: str) -> None:
        self.stream.write(text + "\n")

    def _plain_table(self, rows: Sequence[Mapping[str, Any]], columns: Sequence[str],
                     title: str | None) -> None:
        if title:
            self.stream.write(title + "\n")
        cells = [[cell(row.get(column)) for column in columns] for row in rows]
        headers = [column.upper() for column in columns]
        widths = [max([len(header)] + [len(line[i]) for line in cells])
                  for i, header in enumerate(headers)]
        for line in [headers, *cells]:
            text = "  ".join(value.ljust(width) for value, width in zip(line, widths,
                                                                          strict=True))
            self.stream.write(text.rstrip() + "\n")

    def _rich_table(self, rows: Sequence[Mapping[str, Any]], columns: Sequence[str],
                    title: str | None) -> None:
        from rich.console import Console
        from rich.table import Table

        table = Table(title=title, header_style="bold", box=None, pad_edge=False)
        for column in columns:
            table.add_column(column.upper(), overflow="fold")
        for row in rows:
            table.add_row(*(cell(row.get(column)) for column in columns))
        Console(file=self.stream).print(table)
