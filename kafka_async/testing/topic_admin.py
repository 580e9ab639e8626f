"""TopicAdmin: one long-lived Java Admin client that creates topics for the test harness.

Why: ``kafka-topics --create`` starts a JVM per topic, about 1.3 s on a two-core machine, and
the test suite creates hundreds of topics, so those JVMs were a tenth of ``make test``. Topics
are still created by the Java client (a test of kafka_async does not set itself up with
kafka_async), with the same call TopicCommand makes (``createTopics(...).all().get()``), in one
JVM started on first use (``java/TopicAdmin.java`` in Java's single-file source mode) and
stopped with its ``JavaTools``. Where the JVM cannot compile a source file (a JRE without
``jdk.compiler``), ``start`` raises and ``JavaTools`` goes back to one tool per topic.

Ownership: one request at a time (a lock), from any thread; ``stop`` is idempotent. The process
is registered with ``lifecycle`` like a broker (atexit, signals, the watchdog), and its pid is
public so that a leak check can tell it from a process a test left behind.
"""

from __future__ import annotations

import contextlib
import select
import subprocess
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import IO

from kafka_async.testing import lifecycle
from kafka_async.testing.jars import java_command
from kafka_async.testing.node import tail

SOURCE = Path(__file__).with_name("java") / "TopicAdmin.java"
#: how long a start (JVM, in-memory compile, Admin client) or one answer may take
TIMEOUT_S = 120.0


class TopicAdminError(RuntimeError):
    """The Java Admin refused a request (its exception class and message), or is gone."""


class TopicAdmin:
    """A running ``TopicAdmin.java`` for one client properties file (module docstring)."""

    def __init__(self, properties: Path, jvm_opts: Sequence[str], log: Path) -> None:
        self.properties = properties
        #: the JVM's stderr (its WARN+ log lines): a file, so a chatty JVM never blocks on a pipe
        self.log = log
        self._jvm_opts = list(jvm_opts)
        self._process: subprocess.Popen[str] | None = None
        self._lock = threading.Lock()

    @property
    def pid(self) -> int | None:
        """The JVM's pid while it runs."""
        process = self._process
        return process.pid if process is not None and process.poll() is None else None

    def start(self) -> TopicAdmin:
        """Start the JVM and wait for its Admin client (TopicAdminError if it cannot)."""
        argv = java_command(str(SOURCE), [str(self.properties)], jvm_opts=self._jvm_opts)
        with self.log.open("ab") as log:
            process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       stderr=log, text=True, encoding="utf-8",
                                       start_new_session=True)
        self._process = process
        lifecycle.watch_process(process.pid, str(SOURCE))
        lifecycle.register(self)
        first = self._read_line(process)
        if first != "ready":
            self.stop()
            raise TopicAdminError(f"TopicAdmin did not start ({first!r}): "
                                  f"{tail(self.log, 20)}")
        return self

    def create(self, name: str, partitions: int, replication_factor: int | None,
               config: Mapping[str, str] | None = None) -> None:
        """Create one topic; return once every partition has a leader in the brokers'
        metadata, so a Produce sent next finds one (TopicAdminError if not)."""
        fields = ["create", name, str(partitions),
                  str(-1 if replication_factor is None else replication_factor),
                  *(f"{key}={value}" for key, value in (config or {}).items())]
        for field in fields:
            if "\t" in field or "\n" in field or "\r" in field:
                raise ValueError(f"a tab or line break cannot be sent to TopicAdmin: {field!r}")
        with self._lock:
            process = self._process
            if process is None or process.stdin is None:
                raise TopicAdminError("TopicAdmin is not running")
            try:
                process.stdin.write("\t".join(fields) + "\n")
                process.stdin.flush()
                answer = self._read_line(process)
            except OSError:
                answer = ""
        if not answer:  # the JVM died, or hung and was killed: it is stopped for good
            self.stop()
            raise TopicAdminError(f"creating topic {name!r}: no answer from TopicAdmin "
                                  f"(its JVM is gone; log: {tail(self.log, 5)})")
        if answer != "ok":
            raise TopicAdminError(f"creating topic {name!r}: {answer}")

    def stop(self) -> None:
        """Close stdin (the Admin client closes, the JVM exits); kill it if it does not."""
        with self._lock:
            process, self._process = self._process, None
        if process is None:
            return
        lifecycle.unregister(self)
        for stream in (process.stdin, process.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        lifecycle.unwatch_process(process.pid)

    @staticmethod
    def _read_line(process: subprocess.Popen[str]) -> str:
        """One line of the JVM's stdout, waiting at most TIMEOUT_S ("" if none came: the JVM
        is killed). The JVM writes exactly one line per request, so nothing is left buffered
        on this side between two calls and ``select`` sees every line arrive."""
        stdout: IO[str] | None = process.stdout
        if stdout is None:
            return ""
        readable, _, _ = select.select([stdout], [], [], TIMEOUT_S)
        if not readable:
            process.kill()
            return ""
        return stdout.readline().rstrip("\n")
