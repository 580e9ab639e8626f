"""The producer part of ``make demo``: stream sample events to a broker with a progress bar.

Kept apart from kafka_async/demo.py (which starts the broker) so the two evolve separately; that
module calls ``produce_sample_events(bootstrap, topic)``.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections import Counter

from kafka_async.network.event_loop import run as run_event_loop
from kafka_async.producer.producer import Producer

__all__ = ["produce_sample_events"]

_EVENT_TYPES = ("page_view", "click", "add_to_cart", "checkout", "search")
_BAR_WIDTH = 40


def _sample_event(number: int, rng: random.Random) -> tuple[bytes, bytes]:
    user = f"user-{rng.randrange(1000):04d}"
    event = {"n": number, "user": user, "type": rng.choice(_EVENT_TYPES),
             "amount": round(rng.random() * 100, 2)}
    return user.encode(), json.dumps(event, separators=(",", ":")).encode()


def _draw(done: int, total: int, started: float) -> None:
    """Redraw the bar in place on a terminal; into a log or pipe, one line per tenth."""
    on_terminal = sys.stdout.isatty()
    if not on_terminal and done % max(total // 10, 1) and done != total:
        return
    filled = _BAR_WIDTH * done // total
    rate = done / max(time.monotonic() - started, 1e-9)
    bar = "#" * filled + "." * (_BAR_WIDTH - filled)
    line = f"  [{bar}] {done:>7}/{total} {rate:>9,.0f} events/s"
    sys.stdout.write("\r" + line if on_terminal else line + "\n")
    sys.stdout.flush()


async def produce_sample_events(bootstrap: str, topic: str, count: int = 200_000) -> None:
    """Send ``count`` keyed JSON events (key = user id), then print throughput and a summary."""
    rng = random.Random(42)
    outcomes: Counter[str] = Counter()
    partitions: Counter[int] = Counter()

    def tally(handle: object) -> None:
        error = handle.exception()  # type: ignore[attr-defined]
        if error is None:
            outcomes["delivered"] += 1
            partitions[handle.partition] += 1  # type: ignore[attr-defined]
        else:
            outcomes[type(error).__name__] += 1

    print(f"producing {count:,} sample events to {topic!r} (acks=all, idempotent, lz4)")
    started = time.monotonic()
    async with Producer(bootstrap_servers=bootstrap, compression_type="lz4",
                        linger_ms=5, batch_size=65536) as producer:
        step = max(count // 100, 1)
        for number in range(count):
            key, value = _sample_event(number, rng)
            handle = await producer.send(topic, value, key=key)
            handle.add_done_callback(tally)
            if number % step == 0:
                _draw(number, count, started)
        await producer.flush()
        _draw(count, count, started)
        elapsed = time.monotonic() - started
    if sys.stdout.isatty():
        print()
    print(f"  {count:,} events in {elapsed:.2f}s: {count / elapsed:,.0f} events/s")
    summary = ", ".join(f"{name}: {number:,}" for name, number in sorted(outcomes.items()))
    print(f"  delivery summary: {summary}")
    spread = ", ".join(f"p{p}: {n:,}" for p, n in sorted(partitions.items()))
    print(f"  per partition (murmur2 of the user id): {spread}")


if __name__ == "__main__":  # python -m kafka_async.producer.demo BOOTSTRAP TOPIC [COUNT]
    run_event_loop(produce_sample_events, sys.argv[1], sys.argv[2],
              int(sys.argv[3]) if len(sys.argv) > 3 else 200_000)
