"""Running one client process and charging it its own peak RSS and CPU time.

The numbers come from the kernel: ``wait4`` returns the child's rusage once it exits
(``ru_maxrss``, ``ru_utime + ru_stime``), including any grandchild it waited for (the JVM under
the Java wrapper). Each child gets its own session so a timeout or Ctrl-C kills the whole
process group by its id and nothing is left behind.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks.broker import REPO_ROOT

_POLL_S = 0.02
_running: set[int] = set()


@dataclass(frozen=True)
class ChildResult:
    """The client's own report plus what the kernel says it used."""

    report: dict[str, Any]
    exit_code: int
    peak_rss_mb: float
    cpu_s: float
    wall_s: float
    stderr_tail: str


def parse_report(stdout: str) -> dict[str, Any] | None:
    """The last line of stdout that is a JSON object with a ``status`` (the client's result)."""
    for line in reversed(stdout.strip().splitlines()):
        line = line.strip()
        if line.startswith("{"):
            with contextlib.suppress(json.JSONDecodeError):
                parsed = json.loads(line)
                if isinstance(parsed, dict) and "status" in parsed:
                    return parsed
    return None


def kill_group(pid: int) -> None:
    """SIGKILL one child's process group (the child and, for Java, its JVM)."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


def kill_running() -> None:
    """Stop every client process this driver started and has not reaped (used on Ctrl-C)."""
    for pid in list(_running):
        kill_group(pid)
        with contextlib.suppress(ChildProcessError):
            os.waitpid(pid, 0)
        _running.discard(pid)


_compiled = False


def ensure_bytecode() -> None:
    """Compile kafka_async's and the harness's modules to bytecode once per driver, as
    ``pip install`` does for an installed package. Why: with an editable install and
    PYTHONDONTWRITEBYTECODE set (as on this project's CI machines) no ``.pyc`` is ever written,
    so every client process compiled our ~200 modules from source at import: 0.1-0.3 s
    charged to kafka_async's start-up row and to no peer's, whose site-packages were compiled
    when they were installed. (Python reads ``.pyc`` files with that variable set; it only
    does not write them.)"""
    global _compiled
    if _compiled:
        return
    import compileall

    import kafka_async

    for package in (Path(kafka_async.__file__).parent, REPO_ROOT / "benchmarks"):
        compileall.compile_dir(str(package), quiet=1)
    _compiled = True


def run_child(module: str, spec_json: str, timeout_s: float) -> ChildResult:
    """Run ``python -m module spec_json``; kill its group if it outlives ``timeout_s``."""
    ensure_bytecode()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (str(REPO_ROOT), os.environ.get("PYTHONPATH", "")) if p)}
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.monotonic()
        process = subprocess.Popen(
            [sys.executable, "-m", module, spec_json], stdout=out, stderr=err,
            stdin=subprocess.DEVNULL, cwd=REPO_ROOT, env=env, start_new_session=True,
        )
        _running.add(process.pid)
        timed_out = False
        try:
            while True:
                pid, status, usage = os.wait4(process.pid, os.WNOHANG)
                if pid:
                    break
                if time.monotonic() - started > timeout_s:
                    timed_out = True
                    kill_group(process.pid)
                    _, status, usage = os.wait4(process.pid, 0)
                    break
                time.sleep(_POLL_S)
        except BaseException:  # Ctrl-C / SIGTERM while waiting: the child must not outlive us
            kill_running()
            raise
        finally:
            _running.discard(process.pid)
        wall = time.monotonic() - started
        process.returncode = os.waitstatus_to_exitcode(status)  # reaped by wait4 already
        kill_group(process.pid)  # a daemon grandchild must not outlive its run
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode(errors="replace")
        stderr_tail = err.read().decode(errors="replace")[-2000:]
    report = parse_report(stdout)
    if timed_out:
        report = {"status": "error", "reason": f"timed out after {timeout_s:.0f} s"}
    elif report is None:
        report = {"status": "error",
                  "reason": f"exit {process.returncode}, no result line: {stderr_tail[-300:]}"}
    return ChildResult(
        report=report,
        exit_code=process.returncode,
        peak_rss_mb=usage.ru_maxrss / 1024,  # Linux reports KiB
        cpu_s=usage.ru_utime + usage.ru_stime,
        wall_s=wall,
        stderr_tail=stderr_tail,
    )
