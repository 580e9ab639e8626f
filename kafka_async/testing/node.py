"""One Kafka KRaft node (combined broker+controller) as a JVM subprocess in its own directory.

The node directory holds everything about it: ``server.properties``, ``log4j2.properties``,
``server.log`` (log4j2 output, via the slf4j binding from tools/kafka/pom.xml), ``console.log``
(the JVM's stdout/stderr: crashes before logging starts land here) and ``data/`` (log.dirs).
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path

from kafka_async.testing import lifecycle
from kafka_async.testing.jars import broker_jvm_opts, java_command, tool_jvm_opts
from kafka_async.testing.security import render_properties

BROKER_MAIN = "kafka.Kafka"
STORAGE_TOOL_MAIN = "kafka.tools.StorageTool"

_BROKER_LOG4J2 = """\
status = error
name = kafka_async-node
appender.file.type = File
appender.file.name = file
appender.file.fileName = {log_file}
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = INFO
rootLogger.appenderRef.file.ref = file
logger.authorizer.name = kafka.authorizer.logger
logger.authorizer.level = WARN
logger.request.name = kafka.request.logger
logger.request.level = WARN
"""

_TOOL_LOG4J2 = """\
status = error
name = kafka_async-tools
appender.console.type = Console
appender.console.name = stderr
appender.console.target = SYSTEM_ERR
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = WARN
rootLogger.appenderRef.console.ref = stderr
"""


class BrokerStartError(RuntimeError):
    """A node did not come up. ``first_errors`` holds the log's first ERROR and ``Caused by``
    lines (the cause: a broker that fails late logs 1,500 lines of shutdown after it), and
    ``log_tail`` the end of its logs; both are also in the message."""

    def __init__(self, message: str, log_tail: str = "", first_errors: str = "") -> None:
        parts = [message]
        if first_errors:
            parts.append(f"--- first errors ---\n{first_errors}")
        if log_tail:
            parts.append(log_tail)
        super().__init__("\n".join(parts))
        self.log_tail = log_tail
        self.first_errors = first_errors

    @property
    def port_clash(self) -> bool:
        """A listener's port was taken between choosing it and binding it (worth a retry)."""
        return "Address already in use" in self.first_errors + self.log_tail


def write_tool_log4j2(directory: Path) -> Path:
    """A log4j2 config sending WARN+ to stderr, for short-lived Java tools."""
    path = directory / "tools-log4j2.properties"
    if not path.exists():
        directory.mkdir(parents=True, exist_ok=True)
        path.write_text(_TOOL_LOG4J2)
    return path


def tail(path: Path, lines: int) -> str:
    """The last ``lines`` lines of a text file ('' if absent); reads at most the last 256 KiB."""
    try:
        with path.open("rb") as handle:
            handle.seek(0, os.SEEK_END)
            size = handle.tell()
            handle.seek(max(0, size - 256 * 1024))
            data = handle.read()
    except OSError:
        return ""
    return "\n".join(data.decode("utf-8", "replace").splitlines()[-lines:])


_ERROR_SCAN_BYTES = 8 * 1024 * 1024


def first_errors(path: Path, limit: int = 12) -> str:
    """The first ``limit`` distinct ERROR/FATAL and ``Caused by`` lines of a log ('' if absent),
    scanning at most its first 8 MiB."""
    try:
        with path.open("rb") as handle:
            data = handle.read(_ERROR_SCAN_BYTES)
    except OSError:
        return ""
    found: list[str] = []
    for line in data.decode("utf-8", "replace").splitlines():
        if ("] ERROR " in line or "] FATAL " in line or line.startswith("Caused by: ")
                or line.startswith("Exception in thread")) and line not in found:
            found.append(line)
            if len(found) == limit:
                break
    return "\n".join(found)


class KafkaNode:
    """A node's files and process; the cluster decides config, ports and when to (re)start."""

    def __init__(self, node_id: int, directory: Path, ports: Mapping[str, int],
                 log_dir_count: int = 1, extra_classpath: Sequence[Path] = (),
                 jvm_options: Sequence[str] = ()) -> None:
        self.node_id = node_id
        self.extra_classpath = list(extra_classpath)
        #: JVM flags added to the broker's (a krb5.conf, allowed IdP URLs)
        self.jvm_options = list(jvm_options)
        self.directory = directory
        self.ports = dict(ports)
        self.config_file = directory / "server.properties"
        self.log4j_file = directory / "log4j2.properties"
        self.log_file = directory / "server.log"
        self.console_file = directory / "console.log"
        self.data_dir = directory / "data"
        #: every log dir (``log.dirs``); the first holds the metadata log
        self.log_dirs = [self.data_dir] + [directory / f"data-{n}"
                                           for n in range(2, log_dir_count + 1)]
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    @property
    def process(self) -> subprocess.Popen[bytes] | None:
        return self._process

    def is_running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def exit_code(self) -> int | None:
        return self._process.poll() if self._process is not None else None

    def write_config(self, properties: Mapping[str, str]) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        self.config_file.write_text(render_properties(properties))
        self.log4j_file.write_text(_BROKER_LOG4J2.format(log_file=self.log_file))

    def format_command(self, cluster_id: str, extra_args: list[str]) -> list[str]:
        args = ["format", "-t", cluster_id, "-c", str(self.config_file), "--ignore-formatted"]
        tool_log4j = write_tool_log4j2(self.directory)
        opts = [*tool_jvm_opts(), f"-Dlog4j2.configurationFile={tool_log4j}"]
        return java_command(STORAGE_TOOL_MAIN, args + extra_args, jvm_opts=opts)

    def launch(self) -> None:
        """Start the JVM in its own session (a terminal's Ctrl-C must not bypass our stop)."""
        if self.is_running():
            raise RuntimeError(f"node {self.node_id} is already running (pid {self.pid})")
        opts = [*broker_jvm_opts(), *self.jvm_options,
                f"-Dlog4j2.configurationFile={self.log4j_file}"]
        argv = java_command(BROKER_MAIN, [str(self.config_file)], jvm_opts=opts,
                            extra_classpath=self.extra_classpath)
        with self.console_file.open("ab") as console:
            self._process = subprocess.Popen(
                argv,
                stdin=subprocess.DEVNULL,
                stdout=console,
                stderr=subprocess.STDOUT,
                start_new_session=True,
                cwd=self.directory,
            )
        lifecycle.watch_process(self._process.pid, str(self.config_file))

    def _signal(self, signum: int) -> None:
        if self._process is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self._process.pid, signum)

    def terminate(self, timeout: float) -> None:
        """SIGTERM (Kafka's controlled shutdown), then SIGKILL after ``timeout`` seconds."""
        self.send_terminate()
        self.wait_or_kill(timeout)

    def send_terminate(self) -> None:
        if self.is_running():
            self._signal(signal.SIGCONT)  # a paused node would not act on SIGTERM
            self._signal(signal.SIGTERM)

    def pause(self) -> None:
        """SIGSTOP: the JVM freezes (like a long GC pause); sockets stay open, nothing answers."""
        if self.is_running():
            self._signal(signal.SIGSTOP)

    def resume(self) -> None:
        """SIGCONT after ``pause``."""
        if self.is_running():
            self._signal(signal.SIGCONT)

    def wait_or_kill(self, timeout: float) -> None:
        process = self._process
        if process is None:
            return
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self._signal(signal.SIGKILL)
            process.wait()
        lifecycle.unwatch_process(process.pid)

    def kill(self) -> None:
        """SIGKILL, as a crash would; waits until the process is gone."""
        process = self._process
        if process is None:
            return
        if process.poll() is None:
            self._signal(signal.SIGKILL)
        process.wait()
        lifecycle.unwatch_process(process.pid)

    def log_tail(self, lines: int = 60) -> str:
        parts = []
        for path in (self.console_file, self.log_file):
            text = tail(path, lines)
            if text.strip():
                parts.append(f"--- {path} (last {lines} lines) ---\n{text}")
        return "\n".join(parts) or f"(node {self.node_id} wrote no log in {self.directory})"

    def first_errors(self) -> str:
        """The first ERROR and ``Caused by`` lines of the node's console and server logs."""
        return "\n".join(
            text for text in (first_errors(self.console_file), first_errors(self.log_file)) if text
        )
