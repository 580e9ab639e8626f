"""Real Spark servers from pyspark's own jars: a standalone cluster and a Spark Connect server.

    with SparkStandalone(workers=2) as cluster:          # a master and two workers on loopback
        spark = SparkSession.builder.master(cluster.master_url)...

    with SparkConnectServer() as server:                 # a Connect server (local[2] inside)
        spark = SparkSession.builder.remote(server.url).getOrCreate()

Why: ``local[2]`` runs the executors inside the driver's JVM, so a data source that only works
there (a class registered in the driver's process, state shared through a module global, a file
only the driver can read) passes every local test and fails on a cluster. Here each worker is a
JVM of its own and runs its own Python workers, as on a real cluster; the Connect server is the
server process a remote client talks to over gRPC.

Started with ``bin/spark-class`` / ``spark-submit`` of the pip-installed pyspark (SPARK_HOME is the
pyspark package), everything bound to 127.0.0.1, stopped by pid (the harness's watchdog kills
them if the test process dies). Executors run ``sys.executable`` (PYSPARK_PYTHON), so they see the
same packages as the tests.
"""

from __future__ import annotations

import abc
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import Self

from kafka_async.testing import lifecycle
from kafka_async.testing.ports import free_port

__all__ = ["SparkConnectServer", "SparkStandalone", "spark_home"]

HOST = "127.0.0.1"
#: what a standalone master logs once it listens (Master and WebUI at INFO, see _environment)
_MASTER_BOUND = re.compile(r"Starting Spark master at spark://[^:\s]+:(\d+)")
_WEB_UI_BOUND = re.compile(r"Bound MasterWebUI to \S+, and started at https?://[^:\s]+:(\d+)")


def spark_home() -> Path:
    """The pip-installed pyspark package, which is a complete SPARK_HOME."""
    import pyspark

    return Path(pyspark.__file__).resolve().parent


def _environment(directory: Path, extra: Mapping[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env.update({
        "SPARK_HOME": str(spark_home()),
        "SPARK_LOCAL_IP": HOST,
        "SPARK_LOCAL_DIRS": str(directory / "local"),
        "SPARK_LOG_DIR": str(directory / "logs"),
        "SPARK_CONF_DIR": str(directory / "conf"),
        "SPARK_NO_DAEMONIZE": "1",
        "PYSPARK_PYTHON": sys.executable,
        "PYSPARK_DRIVER_PYTHON": sys.executable,
    })
    env.update(extra or {})
    (directory / "conf").mkdir(parents=True, exist_ok=True)
    (directory / "conf" / "log4j2.properties").write_text(
        "rootLogger.level = warn\nrootLogger.appenderRef.stdout.ref = console\n"
        "appender.console.type = Console\nappender.console.name = console\n"
        "appender.console.layout.type = PatternLayout\n"
        "appender.console.layout.pattern = %d{HH:mm:ss.SSS} %p %c{1}: %m%n\n"
        # the lines that say which ports a master bound (SparkStandalone reads them)
        "logger.master.name = org.apache.spark.deploy.master.Master\n"
        "logger.master.level = info\n"
        "logger.webui.name = org.apache.spark.deploy.master.ui.MasterWebUI\n"
        "logger.webui.level = info\n")
    return env


class _Processes:
    """Processes started together, stopped together (reverse order), logs kept in one dir."""

    def __init__(self, prefix: str) -> None:
        self.directory = Path(tempfile.mkdtemp(prefix=prefix))
        self.processes: list[tuple[str, subprocess.Popen[bytes]]] = []

    def launch(self, name: str, argv: Sequence[str], env: Mapping[str, str]) -> None:
        log = (self.directory / f"{name}.log").open("ab")
        with log:
            process = subprocess.Popen(list(argv), env=dict(env), stdin=subprocess.DEVNULL,
                                       stdout=log, stderr=subprocess.STDOUT,
                                       start_new_session=True, cwd=self.directory)
        lifecycle.watch_process(process.pid, "org.apache.spark")
        self.processes.append((name, process))

    def check_alive(self) -> None:
        for name, process in self.processes:
            if process.poll() is not None:
                raise RuntimeError(f"Spark {name} exited with {process.returncode}: "
                                   f"{self.log_tail(name)}")

    def log_text(self, name: str) -> str:
        path = self.directory / f"{name}.log"
        return path.read_text(errors="replace") if path.is_file() else ""

    def log_tail(self, name: str, lines: int = 40) -> str:
        return "\n".join(self.log_text(name).splitlines()[-lines:])

    def stop(self) -> None:
        while self.processes:
            _, process = self.processes.pop()
            lifecycle.stop_process(process, timeout=20)
        shutil.rmtree(self.directory, ignore_errors=True)


def _wait(condition: object, what: str, processes: _Processes, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while True:
        processes.check_alive()
        try:
            if condition():  # type: ignore[operator]
                return
        except OSError:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"Spark {what} not ready after {timeout:.0f} s: "
                               f"{processes.log_tail(processes.processes[-1][0])}")
        time.sleep(0.2)


class _SparkServer(abc.ABC):
    """Start/stop shared by the servers below: ``_launch`` starts the processes (all stopped if
    it fails), ``stop`` stops them in reverse order; usable as a context manager."""

    def __init__(self) -> None:
        self._processes: _Processes | None = None

    @abc.abstractmethod
    def _launch(self, processes: _Processes) -> None:
        """Start this server's processes through ``processes`` and wait until they serve."""

    def start(self) -> Self:
        processes = self._processes = _Processes(f"kafka_async-{type(self).__name__}-")
        lifecycle.register(self)
        try:
            self._launch(processes)
        except BaseException:
            self.stop()
            raise
        return self

    def stop(self) -> None:
        processes, self._processes = self._processes, None
        if processes is not None:
            processes.stop()
        lifecycle.unregister(self)

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.stop()


class SparkStandalone(_SparkServer):
    """A Spark standalone master and ``workers`` workers (separate JVMs) on loopback."""

    def __init__(self, workers: int = 2, *, cores_per_worker: int = 1,
                 memory_per_worker: str = "1g") -> None:
        self.workers = workers
        self.cores_per_worker = cores_per_worker
        self.memory_per_worker = memory_per_worker
        self.port = 0
        self.ui_port = 0
        super().__init__()

    @property
    def master_url(self) -> str:
        return f"spark://{HOST}:{self.port}"

    def state(self) -> dict[str, object]:
        """The master's JSON status page (workers, applications)."""
        url = f"http://{HOST}:{self.ui_port}/json/"
        with urllib.request.urlopen(url, timeout=5) as response:
            document = json.load(response)
        assert isinstance(document, dict)
        return document

    def alive_workers(self) -> int:
        workers = self.state().get("workers", [])
        assert isinstance(workers, list)
        return sum(1 for worker in workers if worker.get("state") == "ALIVE")

    def _launch(self, processes: _Processes) -> None:
        # Ports 0: the master and the workers bind what the kernel gives them, and the master's
        # log says which. (Ports picked here and bound by the JVM seconds later raced: a Spark
        # started meanwhile by a test in the other pytest process took one, this master moved
        # to the next port, and its status was read from the other Spark's web page.)
        env = _environment(processes.directory)
        spark_class = str(spark_home() / "bin" / "spark-class")
        processes.launch("master", [
            spark_class, "org.apache.spark.deploy.master.Master", "--host", HOST,
            "--port", "0", "--webui-port", "0"], env)
        _wait(lambda: self._bound_ports(processes.log_text("master")), "master ports",
              processes)
        _wait(lambda: self.state().get("status") == "ALIVE", "master", processes)
        for index in range(self.workers):
            work = processes.directory / f"worker-{index}"
            processes.launch(f"worker-{index}", [
                spark_class, "org.apache.spark.deploy.worker.Worker", "--host", HOST,
                "--cores", str(self.cores_per_worker), "--memory", self.memory_per_worker,
                "--webui-port", "0", "--work-dir", str(work), self.master_url], env)
        _wait(lambda: self.alive_workers() == self.workers, "workers", processes)

    def _bound_ports(self, log: str) -> bool:
        """Take the master's RPC and web UI ports from its log, once both lines are there."""
        master = _MASTER_BOUND.search(log)
        web = _WEB_UI_BOUND.search(log)
        if master is None or web is None:
            return False
        self.port, self.ui_port = int(master.group(1)), int(web.group(1))
        return True


class SparkConnectServer(_SparkServer):
    """A Spark Connect server (``SparkConnectServer`` from pyspark's jars) on a loopback port;
    its own Spark runs ``master`` (``local[2]``, or a standalone cluster's URL)."""

    def __init__(self, *, master: str = "local[2]", jars: Sequence[Path] = (),
                 conf: Mapping[str, str] | None = None) -> None:
        self.master = master
        self.jars = list(jars)
        self.conf = dict(conf or {})
        self.port = 0
        super().__init__()

    @property
    def url(self) -> str:
        return f"sc://{HOST}:{self.port}"

    def _listening(self) -> bool:
        with socket.create_connection((HOST, self.port), timeout=1):
            return True

    def _launch(self, processes: _Processes) -> None:
        env = _environment(processes.directory)
        self.port = free_port()
        conf = {"spark.connect.grpc.binding.port": str(self.port),
                "spark.connect.grpc.binding.address": HOST,
                "spark.driver.host": HOST, "spark.driver.bindAddress": HOST,
                "spark.ui.enabled": "false", "spark.sql.shuffle.partitions": "2",
                **self.conf}
        argv = [str(spark_home() / "bin" / "spark-submit"), "--master", self.master,
                "--class", "org.apache.spark.sql.connect.service.SparkConnectServer"]
        for key, value in conf.items():
            argv += ["--conf", f"{key}={value}"]
        if self.jars:
            argv += ["--jars", ",".join(str(jar) for jar in self.jars)]
        argv.append("spark-internal")
        processes.launch("connect", argv, env)
        _wait(self._listening, "Connect server", processes, timeout=120)
