"""Running ``kafka-async`` as users do: a subprocess (``python -m kafka_async``)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence

# A guard against a hang, not a timed assertion: every command here finishes in seconds.
HANG_GUARD_S = 120


def cli(*args: str, bootstrap: str | None = None, stdin: bytes | None = None,
        env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    """Run the CLI to completion; stdout and stderr captured."""
    environment = dict(os.environ)
    environment.pop("KAFKA_BOOTSTRAP_SERVERS", None)
    if bootstrap is not None:
        environment["KAFKA_BOOTSTRAP_SERVERS"] = bootstrap
    environment.update(env or {})
    return subprocess.run([sys.executable, "-m", "kafka_async", *args], input=stdin,
                          capture_output=True, timeout=HANG_GUARD_S, env=environment,
                          check=False)


def ok(done: subprocess.CompletedProcess[bytes]) -> bytes:
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout


def kcat(*args: str, stdin: bytes | None = None) -> bytes:
    binary = shutil.which("kcat")
    assert binary is not None, "kcat is installed by `make kcat` (a `make test` prerequisite)"
    done = subprocess.run([binary, *args], input=stdin, capture_output=True,
                          timeout=HANG_GUARD_S, check=False)
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout


def lines_of(data: bytes) -> list[bytes]:
    if not data:
        return []
    return data.split(b"\n")[:-1] if data.endswith(b"\n") else data.split(b"\n")


def one_line(stderr: bytes) -> str:
    text = stderr.decode().strip()
    assert "\n" not in text, f"expected one line, got:\n{text}"
    return text


def rows(data: bytes) -> Sequence[bytes]:
    return lines_of(data)
