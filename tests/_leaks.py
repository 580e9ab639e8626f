"""What a closed client must not leave behind: tasks, sockets, threads, child processes (JVMs).

``tests/conftest.py`` wraps every integration test in these checks (``no_leaks`` for sockets,
threads and processes, ``no_leaked_tasks`` inside the test's event loop). A resource that
exists after the test and not before, and that is still there after a grace period (a peer
closing its side, a thread finishing its last line), fails the test with a description of it.

Allowed to outlive a test: idle pool threads that the event loops own and reuse (anyio's and
trio's worker threads, asyncio's default executor), since they are not a client's; the
resources of session- and module-scoped fixtures (created before the baseline is taken),
the JVM of a cluster node a test restarted (its cluster owns and stops it), the Java Admin a
``JavaTools`` starts for ``create_topic`` (stopped with its tools, or at exit if a test never
closes them), and the lifecycle watchdog (one per process, started with the first JVM).
"""

from __future__ import annotations

import os
import re
import threading
import time
from dataclasses import dataclass
from pathlib import Path

#: threads owned by event loops and reused across tests (not a client's), and the event loop
#: thread of kafka_async.spark's executor consumer pool (one per process, by design)
POOL_THREADS = re.compile(
    r"^(AnyIO worker thread|Trio thread|asyncio_\d+|ThreadPoolExecutor-|kafka_async-spark-loop$)")
#: modules whose threads belong to PySpark's bridge to its JVM (py4j callback server, ...)
BRIDGE_MODULES = ("py4j", "pyspark")
GRACE_S = 10.0


@dataclass(frozen=True)
class Snapshot:
    threads: dict[int, str]
    sockets: dict[str, str]
    children: dict[int, str]


def is_runner_task(task: object) -> bool:
    """A task of anyio's pytest runner (it runs fixtures and tests), not of the test."""
    return "TestRunner." in repr(getattr(task, "coro", ""))


def _sockets() -> dict[str, str]:
    found = {}
    fd_dir = Path("/proc/self/fd")
    for entry in os.listdir(fd_dir):
        try:
            target = os.readlink(fd_dir / entry)
        except OSError:
            continue
        if target.startswith("socket:"):
            found[target] = entry
    return found


def _children() -> dict[int, str]:
    me = os.getpid()
    found = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            # "pid (comm) state ppid ...": comm may hold spaces and parentheses
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            if ppid != me:
                continue
            state = stat.rsplit(")", 1)[1].split()[0]
            if state == "Z":
                continue  # exited, not yet reaped by its Popen: nothing runs
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ")
            found[int(entry)] = cmdline.decode(errors="replace")[:160]
        except (OSError, ValueError, IndexError):
            continue
    return found


def _describe_socket(name: str) -> str:
    """", tcp 127.0.0.1:5000 -> 127.0.0.1:9092" from /proc/net (what a leaked socket was)."""
    inode = name[len("socket:["):-1]
    for kind in ("tcp", "tcp6", "udp", "udp6"):
        try:
            lines = Path(f"/proc/net/{kind}").read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if len(fields) > 9 and fields[9] == inode:
                return f", {kind} {_address(fields[1])} -> {_address(fields[2])}"
    return ""


def _address(text: str) -> str:
    host, port = text.split(":")
    if len(host) == 8:
        host = ".".join(str(int(host[i:i + 2], 16)) for i in (6, 4, 2, 0))
    return f"{host}:{int(port, 16)}"


def _thread_label(thread: threading.Thread) -> str:
    target = getattr(thread, "_target", None)
    owner = getattr(target, "__self__", None)
    module = getattr(owner.__class__ if owner is not None else target, "__module__", "") or ""
    return f"{thread.name} [{module}]" if module else thread.name


def _bridge_ports() -> set[int]:
    """py4j's gateway and callback server ports of an active SparkContext: its connections
    are PySpark's bridge to the JVM, pooled and reused for the session's life."""
    import sys

    context_module = sys.modules.get("pyspark.core.context") or sys.modules.get(
        "pyspark.context")
    context = getattr(getattr(context_module, "SparkContext", None),
                      "_active_spark_context", None)
    gateway = getattr(context, "_gateway", None)
    ports: set[int] = set()
    if gateway is None:
        return ports
    parameters = getattr(gateway, "gateway_parameters", None)
    if parameters is not None:
        ports.add(int(parameters.port))
    callback = gateway.get_callback_server() if hasattr(gateway, "get_callback_server") else None
    if callback is not None:
        ports.add(int(callback.get_listening_port()))
    return ports


def _spark_jvm() -> int | None:
    import sys

    context_module = sys.modules.get("pyspark.core.context") or sys.modules.get(
        "pyspark.context")
    context = getattr(getattr(context_module, "SparkContext", None),
                      "_active_spark_context", None)
    proc = getattr(getattr(context, "_gateway", None), "proc", None)
    pid = getattr(proc, "pid", None)
    return int(pid) if pid is not None else None


def _peer_is_spark_jvm(inode: str) -> bool:
    """Whether the other end of this loopback TCP socket belongs to PySpark's JVM (its data
    servers: collect() results, data source registration, ...), not to a Kafka broker."""
    jvm = _spark_jvm()
    if jvm is None:
        return False
    rows = _tcp_rows()
    mine = next((row for row in rows if row[9] == inode), None)
    if mine is None:
        return False
    def port(address: str) -> str:
        return address.rsplit(":", 1)[1]

    # by ports: the JVM's end is an IPv6 socket (::ffff:127.0.0.1) in /proc/net/tcp6
    peer = next((row for row in rows if port(row[1]) == port(mine[2])
                 and port(row[2]) == port(mine[1]) and row[9] != mine[9]), None)
    if peer is None:
        return False
    return any(peer[9] in _socket_inodes(pid) for pid in _with_descendants(jvm))


def _with_descendants(root: int) -> list[int]:
    """``root`` and every process below it (Spark's Python workers are the JVM's children)."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
                parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
    found, frontier = [root], [root]
    while frontier:
        frontier = [pid for pid, parent in parents.items() if parent in frontier]
        found += frontier
    return found


def _tcp_rows() -> list[list[str]]:
    rows = []
    for kind in ("tcp", "tcp6"):
        try:
            lines = Path(f"/proc/net/{kind}").read_text().splitlines()[1:]
        except OSError:
            continue
        rows += [fields for fields in (line.split() for line in lines) if len(fields) > 9]
    return rows


def _socket_inodes(pid: int) -> set[str]:
    inodes = set()
    fd_dir = Path(f"/proc/{pid}/fd")
    try:
        entries = os.listdir(fd_dir)
    except OSError:
        return set()
    for entry in entries:
        try:
            target = os.readlink(fd_dir / entry)
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[len("socket:["):-1])
    return inodes


def snapshot() -> Snapshot:
    threads = {t.ident or 0: _thread_label(t) for t in threading.enumerate() if t.is_alive()}
    return Snapshot(threads, _sockets(), _children())


def _owned_processes() -> set[int]:
    """Pids of processes a longer-lived owner started during a test and stops itself: the
    nodes of running clusters (a test may restart a node of a session cluster), the Java
    Admin that a session's ``JavaTools`` starts on its first ``create_topic``, and the
    watchdog that outlives them all (``lifecycle``, started with the first of them)."""
    from kafka_async.testing import lifecycle
    from kafka_async.testing.cluster import KafkaCluster
    from kafka_async.testing.topic_admin import TopicAdmin

    pids = {pid} if (pid := lifecycle.watchdog_pid()) is not None else set()
    for owner in lifecycle.registered():
        if isinstance(owner, KafkaCluster):
            pids.update(pid for node in owner.node_ids if (pid := owner.pid_of(node)))
        elif isinstance(owner, TopicAdmin) and (pid := owner.pid) is not None:
            pids.add(pid)
    return pids


def leftovers(before: Snapshot, after: Snapshot) -> list[str]:
    problems = []
    owned = _owned_processes() if set(after.children) - set(before.children) else set()
    for ident, name in after.threads.items():
        if ident not in before.threads and not POOL_THREADS.match(name) and not any(
                f"[{module}" in name for module in BRIDGE_MODULES):
            problems.append(f"thread {name!r}")
    new_sockets = {name: fd for name, fd in after.sockets.items() if name not in before.sockets}
    bridge = _bridge_ports() if new_sockets else set()
    for name, fd in new_sockets.items():
        described = _describe_socket(name)
        ports = {int(port) for port in re.findall(r":(\d+)", described)}
        if not ports & bridge and not _peer_is_spark_jvm(name[len("socket:["):-1]):
            problems.append(f"socket {name} (fd {fd}{described})")
    problems += [f"process {pid}: {cmd}" for pid, cmd in after.children.items()
                 if pid not in before.children and pid not in owned]
    return problems


async def settle(before: Snapshot, grace: float = GRACE_S) -> None:
    """Inside the test's event loop: give closing connections the loop they need to finish
    (a TLS close waits for the broker's close_notify) before the synchronous check, which
    blocks the loop, looks."""
    import anyio

    with anyio.move_on_after(grace):
        while any(_is_network(problem) for problem in leftovers(before, snapshot())):
            await anyio.sleep(0.02)


def _is_network(problem: str) -> bool:
    """What ``settle`` waits for: a TCP/UDP connection still closing, a thread, a process. Not
    a local socket pair: uvloop makes one for its signal wake-ups per ``run_until_complete``,
    so the pair of the fixture's teardown run is not in the snapshot its setup run took (it
    made ``settle`` wait its whole grace on every uvloop test); the synchronous check after
    the loop has stopped still sees every socket."""
    return not problem.startswith("socket ") or ", tcp" in problem or ", udp" in problem



def wait_released(before: Snapshot, grace: float = GRACE_S) -> list[str]:
    """What is still left after ``grace`` seconds (empty: everything was released)."""
    deadline = time.monotonic() + grace
    while True:
        problems = leftovers(before, snapshot())
        if not problems or time.monotonic() > deadline:
            return problems
        time.sleep(0.05)
