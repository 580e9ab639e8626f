"""Parent-death watchdog for broker JVMs (run as a script, imports nothing from kafka_async).

Why: atexit and signal handlers do not run when pytest is killed with SIGKILL or crashes, and a
JVM left behind holds ports and memory on a shared CI box. PR_SET_PDEATHSIG is per *thread* in
Linux, so a broker started from a worker thread would die with that thread. Instead the harness
keeps a pipe to this small process: it reads ``+PID MARKER`` / ``-PID`` lines, and when the pipe
reaches EOF (the parent is gone, however it died) it terminates every tracked process group whose
command line still contains MARKER (so a recycled pid is never hit), then SIGKILLs stragglers.
"""

from __future__ import annotations

import os
import signal
import sys
import time

GRACE_SECONDS = 10.0


def _matches(pid: int, marker: str) -> bool:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            cmdline = handle.read().decode("utf-8", "replace")
    except OSError:
        return False
    return marker in cmdline


def _signal_group(pid: int, signum: int) -> None:
    try:
        os.killpg(pid, signum)
    except ProcessLookupError:
        pass
    except PermissionError:
        pass


def _reap(tracked: dict[int, str]) -> None:
    live = [pid for pid, marker in tracked.items() if _matches(pid, marker)]
    for pid in live:
        _signal_group(pid, signal.SIGTERM)
    deadline = time.monotonic() + GRACE_SECONDS
    while live and time.monotonic() < deadline:
        time.sleep(0.1)
        live = [pid for pid in live if _matches(pid, tracked[pid])]
    for pid in live:
        _signal_group(pid, signal.SIGKILL)


def main() -> None:
    # A Ctrl-C aimed at the test runner must not kill the guard before the brokers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    tracked: dict[int, str] = {}
    for line in sys.stdin:
        command, _, rest = line.strip().partition(" ")
        if command.startswith("+") and command[1:].isdigit():
            tracked[int(command[1:])] = rest
        elif command.startswith("-") and command[1:].isdigit():
            tracked.pop(int(command[1:]), None)
    _reap(tracked)


if __name__ == "__main__":
    main()
