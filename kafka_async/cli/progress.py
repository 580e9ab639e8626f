"""Progress on stderr: a bar with rate and ETA on a terminal, plain count lines otherwise.

The callers report in chunks (once per input chunk or fetch round, never per record), so the
cost is a time check per chunk. When stderr is not a terminal a count line is written at most
every ``plain_interval`` seconds, and a summary at the end unless ``quiet``.
"""

from __future__ import annotations

import sys
import time
from typing import Any, TextIO

_PLAIN_INTERVAL = 10.0


def human_rate(count: float, seconds: float, unit: str) -> str:
    return f"{count / seconds:,.0f} {unit}/s" if seconds > 0 else f"- {unit}/s"


class Progress:
    """Counts records and bytes of one long-running command and shows them."""

    def __init__(self, verb: str, total_bytes: int | None = None, total_records: int | None = None,
                 *, quiet: bool = False, stream: TextIO | None = None,
                 plain_interval: float = _PLAIN_INTERVAL) -> None:
        self.verb = verb
        self.records = 0
        self.bytes = 0
        self.started = time.monotonic()
        self._stream = stream if stream is not None else sys.stderr
        self._quiet = quiet
        self._plain_interval = plain_interval
        self._next_plain = self.started + plain_interval
        self._total_bytes = total_bytes
        self._total_records = total_records
        self._bar: Any = None
        self._task: Any = None
        if not quiet and self._stream.isatty():
            self._start_bar()

    def _start_bar(self) -> None:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            TaskProgressColumn,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
            TransferSpeedColumn,
        )
        from rich.progress import (
            Progress as Bar,
        )

        by_bytes = self._total_bytes is not None
        columns: list[Any] = [TextColumn(f"{self.verb}"), BarColumn(), TaskProgressColumn()]
        columns += [TransferSpeedColumn()] if by_bytes else [MofNCompleteColumn()]
        columns += [TextColumn("{task.fields[rate]}"), TimeElapsedColumn(),
                    TimeRemainingColumn()]
        self._bar = Bar(*columns, console=Console(file=self._stream), transient=True)
        self._bar.start()
        total = self._total_bytes if by_bytes else self._total_records
        self._task = self._bar.add_task(self.verb, total=total, rate="")

    @property
    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def advance(self, records: int, nbytes: int) -> None:
        self.records += records
        self.bytes += nbytes
        if self._bar is not None:
            done = self.bytes if self._total_bytes is not None else self.records
            self._bar.update(self._task, completed=done,
                             rate=human_rate(self.records, self.elapsed, "rec"))
        elif not self._quiet:
            now = time.monotonic()
            if now >= self._next_plain:
                self._next_plain = now + self._plain_interval
                self._stream.write(f"{self.verb} {self.records:,} records so far "
                                   f"({human_rate(self.records, now - self.started, 'rec')})\n")
                self._stream.flush()

    def finish(self, summary: str | None = None) -> str:
        """Stop the bar; write and return the summary line."""
        if self._bar is not None:
            self._bar.stop()
            self._bar = None
        elapsed = self.elapsed
        line = summary or (
            f"{self.verb} {self.records:,} records ({self.bytes / 1e6:,.1f} MB) in "
            f"{elapsed:.2f} s: {human_rate(self.records, elapsed, 'records')}, "
            f"{self.bytes / 1e6 / elapsed if elapsed > 0 else 0:,.1f} MB/s")
        if not self._quiet:
            self._stream.write(line + "\n")
            self._stream.flush()
        return line
