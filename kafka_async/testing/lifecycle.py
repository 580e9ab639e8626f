"""No JVM left behind: atexit, SIGTERM/SIGHUP and a parent-death watchdog for broker processes.

Three layers, because each covers a way the others fail:
- ``KafkaCluster.stop()`` (context manager, pytest fixture finalizers) on the normal path;
- ``atexit`` and SIGTERM/SIGHUP handlers (installed only where the signal still has its default
  action, so an application's own handlers win) for an interpreter that exits without stopping;
- the watchdog process (``_watchdog.py``) for a parent killed with SIGKILL, which runs no Python.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from types import FrameType
from typing import Protocol


class Stoppable(Protocol):
    def stop(self) -> None: ...


_lock = threading.RLock()
_live: dict[int, Stoppable] = {}
_watchdog: subprocess.Popen[bytes] | None = None
_installed = False


def _ensure_watchdog() -> subprocess.Popen[bytes] | None:
    global _watchdog
    if _watchdog is not None and _watchdog.poll() is None:
        return _watchdog
    script = Path(__file__).with_name("_watchdog.py")
    try:
        _watchdog = subprocess.Popen(
            [sys.executable, "-I", str(script)],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
    except OSError:
        _watchdog = None
    return _watchdog


def _tell_watchdog(line: str) -> None:
    with _lock:
        watchdog = _ensure_watchdog()
        if watchdog is None or watchdog.stdin is None:
            return
        try:
            watchdog.stdin.write(line.encode("utf-8") + b"\n")
            watchdog.stdin.flush()
        except OSError:
            pass


def watch_process(pid: int, marker: str) -> None:
    """Have the watchdog kill process group ``pid`` if this interpreter dies abruptly.

    ``marker`` must appear in the process's command line; it guards against pid reuse.
    """
    if "\n" in marker:
        raise ValueError("marker must be a single line")
    _tell_watchdog(f"+{pid} {marker}")


def unwatch_process(pid: int) -> None:
    _tell_watchdog(f"-{pid}")


def stop_process(process: subprocess.Popen[bytes] | None, timeout: float) -> None:
    """SIGTERM a helper process (a KDC, an OAuth server), SIGKILL it after ``timeout``; wait
    until it is gone and tell the watchdog to forget it."""
    if process is None:
        return
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    unwatch_process(process.pid)


def stop_all() -> None:
    """Stop every cluster still registered (atexit / signal path)."""
    with _lock:
        clusters = list(_live.values())
    for cluster in clusters:
        try:
            cluster.stop()
        except Exception as exc:  # a failing stop must not keep the others running
            print(f"kafka_async.testing: stopping a cluster failed: {exc!r}", file=sys.stderr)


def _shutdown_watchdog() -> None:
    global _watchdog
    with _lock:
        watchdog, _watchdog = _watchdog, None
    if watchdog is None:
        return
    if watchdog.stdin is not None:
        with contextlib.suppress(OSError):
            watchdog.stdin.close()
    try:
        watchdog.wait(timeout=15)
    except subprocess.TimeoutExpired:
        watchdog.kill()
        watchdog.wait()


def _at_exit() -> None:
    stop_all()
    _shutdown_watchdog()


def _on_signal(signum: int, frame: FrameType | None) -> None:
    stop_all()
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


def _install_once() -> None:
    global _installed
    if _installed:
        return
    _installed = True
    atexit.register(_at_exit)
    if threading.current_thread() is not threading.main_thread():
        return
    for signum in (signal.SIGTERM, signal.SIGHUP):
        if signal.getsignal(signum) is signal.SIG_DFL:
            signal.signal(signum, _on_signal)


def register(cluster: Stoppable) -> None:
    with _lock:
        _install_once()
        _live[id(cluster)] = cluster


def unregister(cluster: Stoppable) -> None:
    with _lock:
        _live.pop(id(cluster), None)


def watchdog_pid() -> int | None:
    """The watchdog's pid while it runs (started by the first ``watch_process``)."""
    watchdog = _watchdog
    return watchdog.pid if watchdog is not None and watchdog.poll() is None else None


def registered() -> list[Stoppable]:
    """The clusters (and other servers) registered and not yet stopped."""
    with _lock:
        return list(_live.values())
