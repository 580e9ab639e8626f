"""Exponential backoff with jitter, as the Java client computes reconnect and retry delays.

``delay = min(base * 2**failures, maximum) * uniform(0.8, 1.2)`` (Java's ExponentialBackoff uses
a 20 % jitter). Jitter spreads the reconnects of many clients after a broker restart, so they do
not all arrive in the same millisecond.
"""

from __future__ import annotations

import random

__all__ = ["ExponentialBackoff"]


class ExponentialBackoff:
    """Delay (seconds) before attempt number ``failures + 1``; pure apart from the RNG."""

    __slots__ = ("base", "jitter", "maximum", "rng")

    def __init__(self, base: float, maximum: float, jitter: float = 0.2,
                 rng: random.Random | None = None) -> None:
        self.base = base
        self.maximum = maximum
        self.jitter = jitter
        self.rng = rng if rng is not None else random.Random()

    def __repr__(self) -> str:
        return (f"ExponentialBackoff(base={self.base!r}, maximum={self.maximum!r}, "
                f"jitter={self.jitter!r})")

    def delay(self, failures: int) -> float:
        if failures <= 0 or self.base <= 0:
            return 0.0
        exponent = min(failures - 1, 32)  # 2**32 * any sane base is past any maximum
        raw = min(self.base * (2**exponent), self.maximum)
        if self.jitter:
            raw *= self.rng.uniform(1 - self.jitter, 1 + self.jitter)
        return float(min(raw, self.maximum * (1 + self.jitter)))
