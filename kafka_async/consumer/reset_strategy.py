"""``auto_offset_reset``: where a partition without a valid position starts (Java's
AutoOffsetResetStrategy): ``earliest``, ``latest``, ``none`` (raise until the application
seeks), or ``by_duration:<ISO-8601 duration>`` (KIP-1106, Kafka 4.0): the first record not
older than the duration, e.g. ``by_duration:PT1H`` for the last hour, ``by_duration:P7D`` for
the last week. The names are lower case, as Java takes them; the duration is what
``java.time.Duration.parse`` takes (days, hours, minutes, seconds, any case), never negative.
"""

from __future__ import annotations

import re
from decimal import Decimal

__all__ = ["BY_DURATION", "EARLIEST", "LATEST", "check_reset_strategy", "reset_target"]

EARLIEST = -2  # ListOffsets timestamp meaning "log start offset"
LATEST = -1  # ... and "log end offset" (the last stable offset under read_committed)

BY_DURATION = "by_duration:"
_FIXED = ("earliest", "latest", "none")
# java.time.Duration.parse: PnDTnHnMn.nS, each part optional (but not all), signs allowed
_DURATION = re.compile(
    r"([-+]?)P(?:([-+]?\d+)D)?(?:T(?:([-+]?\d+)H)?(?:([-+]?\d+)M)?"
    r"(?:([-+]?\d+(?:[.,]\d{0,9})?)S)?)?", re.IGNORECASE)
_MS_PER = (86_400_000, 3_600_000, 60_000)


def _duration_ms(text: str) -> int:
    match = _DURATION.fullmatch(text)
    if match is None or not any(match.groups()[1:]) or text.upper().endswith("T"):
        raise ValueError(text)
    sign, days, hours, minutes, seconds = match.groups()
    total = sum(int(part) * per for part, per in zip((days, hours, minutes), _MS_PER, strict=True)
                if part)
    if seconds:
        total += int(Decimal(seconds.replace(",", ".")) * 1000)
    return -total if sign == "-" else total


def check_reset_strategy(value: object, name: str = "auto_offset_reset") -> str:
    """``value`` in its canonical spelling (``earliest``, ``by_duration:PT1H``...), or
    ValueError/TypeError naming what is accepted."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, got {type(value).__name__} {value!r}")
    if value in _FIXED:
        return value
    if value.startswith(BY_DURATION):
        duration = value[len(BY_DURATION):].strip()
        try:
            milliseconds = _duration_ms(duration)
        except ValueError:
            raise ValueError(f"{name}={value!r}: {duration!r} is not an ISO-8601 duration "
                             "(e.g. PT1H, P7D, PT30M, PT0.5S)") from None
        if milliseconds < 0:
            raise ValueError(f"{name}={value!r}: the duration must not be negative")
        return BY_DURATION + duration.upper()
    raise ValueError(f"{name} must be earliest, latest, none or by_duration:<ISO-8601 "
                     f"duration> (e.g. by_duration:PT1H), got {value!r}")


def reset_target(strategy: str, now_ms: int) -> int:
    """What ListOffsets is asked for: EARLIEST, LATEST, or the timestamp ``by_duration``
    reaches back to (a partition with no record that recent goes to LATEST, as in Java)."""
    if strategy == "earliest":
        return EARLIEST
    if strategy.startswith(BY_DURATION):
        return max(now_ms - _duration_ms(strategy[len(BY_DURATION):]), 0)
    return LATEST
