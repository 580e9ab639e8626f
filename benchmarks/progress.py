"""A one-line progress bar on stderr (a plain line per step when stderr is not a terminal)."""

from __future__ import annotations

import sys
import time
from typing import TextIO

_WIDTH = 28


class Progress:
    """Steps done out of a known total, with elapsed time and a naive ETA."""

    def __init__(self, total: int, stream: TextIO | None = None) -> None:
        self.total = max(1, total)
        self.done = 0
        self.stream = stream or sys.stderr
        self.started = time.monotonic()
        self.interactive = self.stream.isatty()

    def render(self, label: str) -> str:
        filled = _WIDTH * self.done // self.total
        elapsed = time.monotonic() - self.started
        eta = elapsed / self.done * (self.total - self.done) if self.done else 0.0
        bar = "#" * filled + "." * (_WIDTH - filled)
        return (f"[{bar}] {self.done}/{self.total} {elapsed:4.0f}s"
                f" eta {eta:4.0f}s  {label}")

    def step(self, label: str, advance: int = 1) -> None:
        """Show ``label`` as the current step; ``advance`` counts what finished before it.

        On a terminal the bar is redrawn in place; in a log only finished steps are written.
        """
        self.done = min(self.total, self.done + advance)
        line = self.render(label)
        if self.interactive:
            self.stream.write("\r\x1b[2K" + line[:160])
        elif advance:
            self.stream.write(line + "\n")
        else:
            return
        self.stream.flush()

    def finish(self) -> None:
        if self.interactive:
            self.stream.write("\n")
            self.stream.flush()
