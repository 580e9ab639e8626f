"""The Python code blocks of README.md and docs/**/*.md, and how they are run against real brokers.

The contract every page is written to (docs/testing.md, "Writing a docs example"):

- every fenced block opened with ```python (or ```py, ```python3) is a complete program; it runs
  in a fresh Python process (``sys.executable -c``), its working directory a fresh temporary
  directory, with a timeout, and passes when it exits with status 0;
- ``localhost:9092`` in the block is rewritten to the real broker's address (and, in the
  security set-ups, ``localhost:9093`` SSL, ``localhost:9094`` SASL_SSL, ``localhost:9095``
  SASL_PLAINTEXT, ``http://localhost:8080`` the OAuth token server);
- ``<!-- example: not run: <reason> -->`` on the line right before the fence: not run (the
  reason is required, and listed by a test);
- ``<!-- example: env=<name> -->`` right before the fence picks a broker set-up (``ENVS``).

Blocks of one page run in page order, one after the other (they may share topics); different
pages run at the same time (``LANES`` at once), since their topics are page-unique. The blocks of
``env=spark`` run in one long-lived Python process that holds a SparkSession (``spark_server.py``)
instead of a process each: a SparkSession costs 15-25 s of start-up on the loaded 2-core machine
(7 s idle), more than all other blocks together. Each spark block still gets fresh globals (its own
``__main__`` module), its own working directory (relative paths given to Spark included) and its
own stdout/stderr; ``getOrCreate()`` returns the warm session (whose settings come from
``spark-defaults.conf``, so a block that stops it gets an equal one back).

docs/testing.md ("Writing a docs example") is the authors' guide to all of this.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

#: fence info strings that mark a block as Python (the first word of the info string)
PYTHON_INFOS = frozenset({"python", "py", "python3"})
FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})\s*(?P<info>[^\s`]*)")
DIRECTIVE = re.compile(r"^\s*<!--\s*example:(?P<body>.*?)-->\s*$")
DIRECTIVE_START = re.compile(r"^\s*<!--\s*example\b")
OPT_OUT = re.compile(r"^\s*not run\s*(?::(?P<reason>.*))?$")
ENV = re.compile(r"^\s*env\s*=\s*(?P<name>\S*)\s*$")

#: the broker set-ups a block may ask for with ``<!-- example: env=<name> -->``
ENVS: Mapping[str, str] = {
    "sasl": "the security broker: SASL_PLAINTEXT and SASL_SSL with PLAIN, SCRAM-SHA-256 and "
            "SCRAM-SHA-512 users alice/alice-secret and bob/bob-secret, delegation tokens "
            "enabled, ACLs enforced where some exist (alice and ANONYMOUS are super users); "
            "ca.pem in the working directory",
    "ssl": "the security broker's SSL listener (client certificates requested, not required); "
           "ca.pem, client.pem + client-key.pem (CN=alice, the key encrypted with the password "
           "changeit), client.keystore.p12 and client.truststore.p12 (password changeit) in "
           "the working directory",
    "oauth": "the security broker validating OAUTHBEARER tokens against a real OAuth 2 server "
             "(mock-oauth2-server) at http://localhost:8080: token endpoint /kafka/token, any "
             "client id and secret, audience kafka, issuer http://localhost:8080/kafka",
    "kerberos": "the security broker with GSSAPI against a real MIT KDC (realm KAFKA-ASYNC.TEST, "
                "service kafka/127.0.0.1); alice.keytab (alice@KAFKA-ASYNC.TEST) and a ticket "
                "cache from kinit (KRB5CCNAME) in the working directory, KRB5_CONFIG set",
    "spark": "the docs broker and a warm local SparkSession (local[2]) that "
             "SparkSession.builder.getOrCreate() returns",
}
SECURE_ENVS = frozenset({"sasl", "ssl", "oauth", "kerberos"})

#: the docs broker: topics appear on first use, with 3 partitions; share and KIP-848 group
#: members heartbeat every 500 ms (default 5 s), so a new member gets its first assignment
#: in well under a second instead of five
DOCS_BROKER_CONFIG: Mapping[str, str] = {
    "auto.create.topics.enable": "true", "num.partitions": "3",
    "group.share.min.heartbeat.interval.ms": "200", "group.share.heartbeat.interval.ms": "500",
    "group.consumer.min.heartbeat.interval.ms": "200",
    "group.consumer.heartbeat.interval.ms": "500"}
#: the security broker also issues delegation tokens (Admin.create_delegation_token) and
#: enforces ACLs where there are some (a resource without ACLs stays open to everyone)
SECURE_BROKER_CONFIG: Mapping[str, str] = {
    **DOCS_BROKER_CONFIG, "delegation.token.secret.key": "docs-examples-token-secret",
    "allow.everyone.if.no.acl.found": "true"}
#: listener of the security broker behind each address a block may name
SECURE_ADDRESSES: Mapping[str, str] = {"localhost:9092": "PLAINTEXT", "localhost:9093": "SSL",
                                       "localhost:9094": "SASL_SSL",
                                       "localhost:9095": "SASL_PLAINTEXT"}
#: a broker address a block may name; one its env does not have fails the block, named
PLACEHOLDER_ADDRESS = re.compile(r"localhost:909\d")
KEYSTORE_PASSWORD = "changeit"

BLOCK_TIMEOUT_S = 60.0
SPARK_BLOCK_TIMEOUT_S = 240.0
SPARK_START_TIMEOUT_S = 180.0
#: pages run at the same time (each page's blocks in order)
LANES = int(os.environ.get("KAFKA_ASYNC_DOCS_LANES", "4"))
#: Spark processes (each a SparkSession, ~1 GB) running the pages with Spark blocks
SPARK_SERVERS = int(os.environ.get("KAFKA_ASYNC_DOCS_SPARK_SERVERS", "1"))
OUTPUT_LIMIT = 12_000

#: runs a block in a fresh interpreter: compiled under the page's path with the page's line
#: numbers, so a traceback names the page and shows the line as written there
BOOTSTRAP = (
    "import sys\n"
    "__doc_block = compile('\\n' * (int(sys.argv[2]) - 1)"
    " + open(sys.argv[3], encoding='utf-8').read(), sys.argv[1], 'exec')\n"
    "del sys.argv[1:]\n"
    "exec(__doc_block)\n"
)


@dataclass(frozen=True)
class Block:
    path: str  #: relative to the repository root, e.g. "docs/producer.md"
    line: int  #: the opening fence's line (1-based)
    code: str
    env: str = ""

    @property
    def id(self) -> str:
        return f"{self.path}:L{self.line}"

    @property
    def first_line(self) -> int:
        return self.line + 1


@dataclass(frozen=True)
class OptOut:
    path: str
    line: int
    reason: str

    @property
    def id(self) -> str:
        return f"{self.path}:L{self.line}"


@dataclass(frozen=True)
class Problem:
    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:L{self.line}: {self.message}"


@dataclass
class Page:
    blocks: list[Block] = field(default_factory=list)
    opt_outs: list[OptOut] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)


def markdown_files(root: Path = ROOT) -> list[Path]:
    """README.md and every page under docs/ (recursively, so new pages are picked up)."""
    files = [root / "README.md"] if (root / "README.md").is_file() else []
    return files + sorted((root / "docs").rglob("*.md"))


def parse_page(text: str, path: str) -> Page:
    """The page's Python blocks, opt-outs, and malformed ``example:`` comments."""
    page = Page()
    lines = text.splitlines()
    pending: list[tuple[int, str]] = []  # example comments right above the current line
    index = 0
    while index < len(lines):
        line = lines[index]
        fence = FENCE.match(line)
        if fence is None:
            if DIRECTIVE_START.match(line):
                directive = DIRECTIVE.match(line)
                if directive is None:
                    page.problems.append(Problem(path, index + 1, "an example comment must be "
                                                 "one line: <!-- example: ... -->"))
                else:
                    pending.append((index + 1, directive.group("body").strip()))
            else:
                _orphans(page, path, pending)
                pending = []
            index += 1
            continue
        opening = index + 1
        marker, indent = fence.group("fence"), fence.group("indent")
        is_python = fence.group("info").lower() in PYTHON_INFOS
        body: list[str] = []
        index += 1
        closed = False
        while index < len(lines):
            candidate = lines[index].strip()
            if (candidate.startswith(marker[0] * len(marker))
                    and candidate.strip(marker[0]) == ""):
                closed = True
                break
            body.append(lines[index])
            index += 1
        index += 1  # past the closing fence
        if not closed:
            page.problems.append(Problem(path, opening, "code fence never closed"))
        if not is_python:
            _orphans(page, path, pending)
            pending = []
            continue
        env = ""
        opted_out: str | None = None
        for line_number, directive_body in pending:
            opt = OPT_OUT.match(directive_body)
            chosen = ENV.match(directive_body)
            if opt is not None:
                opted_out = (opt.group("reason") or "").strip()
            elif chosen is not None and not env:
                env = chosen.group("name")
            elif chosen is not None:
                page.problems.append(Problem(path, line_number, "a second env= comment"))
            else:
                page.problems.append(Problem(
                    path, line_number, f"unknown example comment {directive_body!r}: expected "
                    "'not run: <reason>' or 'env=<name>'"))
        pending = []
        if opted_out is not None:
            page.opt_outs.append(OptOut(path, opening, opted_out))
            continue
        code = textwrap.dedent("\n".join(_strip_indent(body, indent))) + "\n"
        page.blocks.append(Block(path, opening, code, env))
    _orphans(page, path, pending)
    return page


def _strip_indent(body: list[str], indent: str) -> Iterator[str]:
    for line in body:
        yield line[len(indent):] if line.startswith(indent) else line.lstrip()


def _orphans(page: Page, path: str, pending: list[tuple[int, str]]) -> None:
    for line_number, _ in pending:
        page.problems.append(Problem(path, line_number, "example comment is not on the line "
                                     "right before a ```python fence"))


def collect(root: Path = ROOT) -> Page:
    """Every page's blocks, opt-outs and problems, in file order."""
    everything = Page()
    for file in markdown_files(root):
        page = parse_page(file.read_text(encoding="utf-8"), file.relative_to(root).as_posix())
        everything.blocks += page.blocks
        everything.opt_outs += page.opt_outs
        everything.problems += page.problems
    return everything


# ------------------------------------------------------------------------------------ outcomes


@dataclass(frozen=True)
class Outcome:
    block: Block
    ok: bool
    seconds: float
    summary: str  #: "exit status 1", "timed out after 60 s", ...
    stdout: str = ""
    stderr: str = ""
    extra: str = ""  #: e.g. the tail of the Spark server's log

    def report(self) -> str:
        env = self.block.env or "default"
        parts = [f"{self.block.id} (env={env}) failed: {self.summary} after {self.seconds:.1f} s"]
        for title, text in (("stdout", self.stdout), ("stderr", self.stderr),
                            ("log", self.extra)):
            if text.strip():
                parts.append(f"--- {title} ---\n{_clip(text)}")
        return "\n".join(parts)


def _clip(text: str) -> str:
    if len(text) <= OUTPUT_LIMIT:
        return text.rstrip()
    return f"[... {len(text) - OUTPUT_LIMIT} characters cut ...]\n" + text[-OUTPUT_LIMIT:].rstrip()


class SetupError(Exception):
    """A service a block needs could not be started; the block fails with this message."""


@dataclass(frozen=True)
class Prepared:
    """What a block runs with: its code with addresses rewritten, extra environment, files."""

    code: str
    environment: Mapping[str, str]
    files: Mapping[str, Path]  #: name in the working directory -> source file


# ------------------------------------------------------------------------------------ services


class Services:
    """Brokers and servers the selected blocks need, each started once, on first need, in a
    thread of its own (started together at the beginning of the run), stopped at the end."""

    def __init__(self, workdir: Path, envs: set[str], spark_servers: int = 1) -> None:
        self.workdir = workdir
        self.envs = envs
        self.spark_servers = spark_servers
        self._stack = contextlib.ExitStack()
        self._lock = threading.Lock()
        self._futures: dict[str, Future[Any]] = {}
        self._starter = ThreadPoolExecutor(max_workers=4, thread_name_prefix="docs-services")
        #: how long each service took to start (for the timing report)
        self.start_seconds: dict[str, float] = {}

    def start(self) -> None:
        """Begin starting everything the selected blocks need (returns at once)."""
        if "" in self.envs or "spark" in self.envs:
            self._future("docs", self._start_docs_broker)
        if self.envs & SECURE_ENVS:
            self._future("secure", self._start_secure)
        if "spark" in self.envs:
            for index in range(self.spark_servers):
                self._future(f"spark-{index}", functools.partial(self._start_spark, index))

    def _future(self, name: str, start: Callable[[], Any]) -> Future[Any]:
        with self._lock:
            if name not in self._futures:
                self._futures[name] = self._starter.submit(self._timed, name, start)
            return self._futures[name]

    def _timed(self, name: str, start: Callable[[], Any]) -> Any:
        began = time.monotonic()
        try:
            return start()
        finally:
            self.start_seconds[name] = time.monotonic() - began

    def _get(self, name: str, start: Callable[[], Any]) -> Any:
        future = self._future(name, start)
        try:
            return future.result()
        except Exception as error:
            raise SetupError(f"{name} set-up failed: {type(error).__name__}: {error}") from error

    def _enter(self, manager: contextlib.AbstractContextManager[Any]) -> Any:
        """Start ``manager`` (outside the lock: starts run at the same time) and stop it at the
        end (``stop`` waits for every start before it unwinds the stack)."""
        value = manager.__enter__()
        with self._lock:
            self._stack.push(manager)
        return value

    def _callback(self, stop: Callable[[], Any]) -> None:
        with self._lock:
            self._stack.callback(stop)

    # -- the docs broker

    def docs_broker(self) -> Any:
        return self._get("docs", self._start_docs_broker)

    def _start_docs_broker(self) -> Any:
        from kafka_async.testing.fixtures import running_cluster

        # two log directories, so that a replica can move between them (docs/admin.md)
        return self._enter(running_cluster(1, broker_config=DOCS_BROKER_CONFIG,
                                           log_dirs_per_node=2, graceful_stop=False))

    # -- the security broker (sasl, ssl, oauth, kerberos)

    def secure(self) -> SecureEnv:
        env: SecureEnv = self._get("secure", self._start_secure)
        return env

    def _start_secure(self) -> SecureEnv:
        from kafka_async.testing.fixtures import running_cluster

        kdc: Any = None
        idp: Any = None
        if "kerberos" in self.envs:
            from kafka_async.testing.kerberos import KerberosKdc

            kdc = self._enter(KerberosKdc())
        if "oauth" in self.envs:
            from kafka_async.testing.oauth import OAuthServer

            idp = self._enter(OAuthServer())
        cluster = self._enter(running_cluster(
            1, sasl=True, tls=True, ssl_client_auth="requested", kerberos=kdc, oauth=idp,
            authorizer=True, broker_config=SECURE_BROKER_CONFIG, graceful_stop=False))
        return SecureEnv.make(cluster, kdc, idp, self.workdir / "secure-files")

    # -- the Spark server

    def spark(self, index: int = 0) -> SparkServer:
        server: SparkServer = self._get(f"spark-{index}",
                                        functools.partial(self._start_spark, index))
        return server

    def _start_spark(self, index: int) -> SparkServer:
        server = SparkServer(self.workdir / f"spark-{index}")
        self._callback(server.stop)
        server.start()
        return server

    def stop(self) -> None:
        self._starter.shutdown(wait=True)
        self._stack.close()


@dataclass(frozen=True)
class SecureEnv:
    cluster: Any
    kdc: Any
    idp: Any
    files: Mapping[str, Path]
    ticket_cache: Path | None

    @classmethod
    def make(cls, cluster: Any, kdc: Any, idp: Any, directory: Path) -> SecureEnv:
        from kafka_async.testing.certs import (
            java_keystore,
            java_truststore,
            make_client_certificate,
        )

        directory.mkdir(parents=True, exist_ok=True)
        files: dict[str, Path] = {"ca.pem": Path(cluster.ca_file)}
        alice = make_client_certificate(cluster.tls_files, directory, "alice",
                                        key_password=KEYSTORE_PASSWORD)
        files["client.pem"] = Path(alice.cert_file)
        files["client-key.pem"] = Path(alice.key_file)
        files["client.keystore.p12"] = java_keystore(
            alice, directory / "client.keystore.p12", password=KEYSTORE_PASSWORD)
        files["client.truststore.p12"] = java_truststore(
            Path(cluster.ca_file), directory / "client.truststore.p12",
            password=KEYSTORE_PASSWORD)
        ticket_cache = None
        if kdc is not None:
            keytab = kdc.add_principal("alice", keytab=True)
            files["alice.keytab"] = Path(keytab)
            ticket_cache = directory / "krb5cc"
            kdc.kinit("alice", keytab=Path(keytab), ccache=ticket_cache)
        return cls(cluster, kdc, idp, files, ticket_cache)


def prepare(block: Block, services: Services) -> Prepared:
    """The block's code with its env's addresses, and the env's variables and files."""
    if block.env and block.env not in ENVS:
        raise SetupError(f"unknown env {block.env!r} in <!-- example: env={block.env} -->; "
                         f"known: {', '.join(sorted(ENVS))}")
    addresses: dict[str, str] = {}
    environment: dict[str, str] = {}
    files: dict[str, Path] = {}
    if block.env in SECURE_ENVS:
        secure = services.secure()
        for address, listener in SECURE_ADDRESSES.items():
            addresses[address] = secure.cluster.bootstrap_for(listener)
        files["ca.pem"] = secure.files["ca.pem"]
        if block.env == "ssl":
            files.update(secure.files)
            files.pop("alice.keytab", None)
        if block.env == "oauth":
            if secure.idp is None:
                raise SetupError("the OAuth server was not started")
            addresses["http://localhost:8080"] = secure.idp.base_url
        if block.env == "kerberos":
            if secure.kdc is None or secure.ticket_cache is None:
                raise SetupError("the KDC was not started")
            files["alice.keytab"] = secure.files["alice.keytab"]
            files["krb5cc"] = secure.ticket_cache
            environment["KRB5_CONFIG"] = str(secure.kdc.krb5_conf)
    else:
        addresses["localhost:9092"] = services.docs_broker().bootstrap
    code = block.code
    for placeholder in sorted(addresses, key=len, reverse=True):
        code = code.replace(placeholder, addresses[placeholder])
    left = sorted(set(PLACEHOLDER_ADDRESS.findall(code)))
    if left:
        raise SetupError(f"{', '.join(left)}: no such address in env={block.env or 'default'} "
                         "(docs/testing.md lists each env's addresses)")
    return Prepared(code, environment, files)


# ------------------------------------------------------------------------------------ running


def block_environment(extra: Mapping[str, str]) -> dict[str, str]:
    environment = dict(os.environ)
    for name in ("KAFKA_ASYNC_BOOTSTRAP", "KRB5CCNAME", "KRB5_CONFIG", "PYTEST_CURRENT_TEST"):
        environment.pop(name, None)
    environment["PYTHONDONTWRITEBYTECODE"] = "1"
    environment.update(extra)
    return environment


def _working_directory(block: Block, prepared: Prepared, workdir: Path) -> tuple[Path, Path]:
    """A fresh, empty working directory (plus the env's files) and the block's source file."""
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", block.id)
    cwd = workdir / "cwd" / name
    cwd.mkdir(parents=True)
    for file_name, source in prepared.files.items():
        shutil.copyfile(source, cwd / file_name)
    if "krb5cc" in prepared.files:
        (cwd / "krb5cc").chmod(0o600)
    sources = workdir / "sources"
    sources.mkdir(exist_ok=True)
    script = sources / f"{name}.py"
    script.write_text(prepared.code, encoding="utf-8")
    return cwd, script


def run_subprocess(block: Block, prepared: Prepared, workdir: Path,
                   timeout: float = BLOCK_TIMEOUT_S) -> Outcome:
    cwd, script = _working_directory(block, prepared, workdir)
    environment = block_environment(prepared.environment)
    if "krb5cc" in prepared.files:
        environment["KRB5CCNAME"] = f"FILE:{cwd / 'krb5cc'}"
    started = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-c", BOOTSTRAP, str(ROOT / block.path), str(block.first_line),
         str(script)],
        cwd=cwd, env=environment, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = process.communicate(timeout=timeout)
        summary = f"exit status {process.returncode}"
    except subprocess.TimeoutExpired:
        _kill_group(process)
        out, err = process.communicate()
        summary = f"timed out after {timeout:.0f} s (killed)"
    finally:
        _kill_group(process)  # anything the block started and left running
    seconds = time.monotonic() - started
    ok = process.returncode == 0 and summary.startswith("exit")
    return Outcome(block, ok, seconds, summary, out.decode(errors="replace"),
                   err.decode(errors="replace"))


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGKILL)


class SparkServer:
    """One Python process holding a SparkSession; runs spark blocks one at a time."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self._process: subprocess.Popen[bytes] | None = None
        self._responses: int | None = None  #: the read end of the response pipe
        self._buffer = b""
        self._lock = threading.Lock()
        self.log = directory / "server.log"

    def _environment(self) -> dict[str, str]:
        conf = self.directory / "conf"
        conf.mkdir(parents=True, exist_ok=True)
        warehouse = self.directory / "warehouse"
        (conf / "spark-defaults.conf").write_text(textwrap.dedent(f"""\
            spark.master local[2]
            spark.ui.enabled false
            spark.ui.showConsoleProgress false
            spark.driver.host 127.0.0.1
            spark.driver.bindAddress 127.0.0.1
            spark.driver.memory 1g
            spark.sql.shuffle.partitions 2
            spark.sql.warehouse.dir {warehouse}
            spark.sql.streaming.forceDeleteTempCheckpointLocation true
            """))
        return block_environment({
            "PYSPARK_PYTHON": sys.executable, "PYSPARK_DRIVER_PYTHON": sys.executable,
            "SPARK_LOCAL_IP": "127.0.0.1", "SPARK_CONF_DIR": str(conf)})

    def start(self) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        read_end, write_end = os.pipe()
        with self.log.open("ab") as log:
            self._process = subprocess.Popen(
                [sys.executable, str(Path(__file__).with_name("spark_server.py")),
                 str(write_end)],
                cwd=self.directory, env=self._environment(), stdin=subprocess.PIPE,
                stdout=log, stderr=subprocess.STDOUT, pass_fds=(write_end,),
                start_new_session=True)
        os.close(write_end)
        self._responses, self._buffer = read_end, b""
        ready = self._read(SPARK_START_TIMEOUT_S)
        if ready is None or not ready.get("ready"):
            self.stop()
            raise RuntimeError(f"the Spark server did not start: {ready}\n{self.log_tail()}")

    def _read(self, timeout: float) -> dict[str, Any] | None:
        """The next response line, or None when the server died or ``timeout`` passed."""
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if self._responses is None or left <= 0:
                return None
            readable, _, _ = select.select([self._responses], [], [], min(left, 1.0))
            if readable:
                chunk = os.read(self._responses, 65536)
                if not chunk:
                    return None  # the server exited
                self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        parsed: dict[str, Any] = json.loads(line)
        return parsed

    def run(self, block: Block, prepared: Prepared, workdir: Path) -> Outcome:
        with self._lock:
            if self._process is None or self._process.poll() is not None:
                self.stop()
                self.start()
            assert self._process is not None and self._process.stdin is not None
            cwd, script = _working_directory(block, prepared, workdir)
            out, err = cwd.parent / f"{cwd.name}.stdout", cwd.parent / f"{cwd.name}.stderr"
            request = {"path": str(ROOT / block.path), "first_line": block.first_line,
                       "script": str(script), "cwd": str(cwd), "stdout": str(out),
                       "stderr": str(err), "environment": dict(prepared.environment)}
            started = time.monotonic()
            self._process.stdin.write((json.dumps(request) + "\n").encode())
            self._process.stdin.flush()
            response = self._read(SPARK_BLOCK_TIMEOUT_S)
            seconds = time.monotonic() - started
            if response is None:
                self.stop()  # hung or died: the next spark block gets a new server
                summary = f"no answer within {SPARK_BLOCK_TIMEOUT_S:.0f} s (Spark server killed)"
                ok = False
            else:
                summary = f"exit status {response['status']}"
                ok = response["status"] == 0
            return Outcome(block, ok, seconds, summary, _read_text(out), _read_text(err),
                           "" if ok else f"Spark server log (tail):\n{self.log_tail()}")

    def log_tail(self, lines: int = 40) -> str:
        return "\n".join(_read_text(self.log).splitlines()[-lines:])

    def stop(self) -> None:
        process, self._process = self._process, None
        if self._responses is not None:
            with contextlib.suppress(OSError):
                os.close(self._responses)
            self._responses = None
        if process is None:
            return
        if process.stdin is not None:
            with contextlib.suppress(OSError):
                process.stdin.close()  # the server stops its session and exits
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=30)
        _kill_group(process)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=10)


def _spark_weight(page: list[Block]) -> int:
    """A page's expected share of a Spark server's time (its Spark blocks)."""
    return sum(block.env == "spark" for block in page)


def _blocks_before_spark(page: list[Block]) -> int:
    return next((index for index, block in enumerate(page) if block.env == "spark"), len(page))


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


# ------------------------------------------------------------------------------------ the run


class DocsRun:
    """Runs the given blocks (pages at the same time, each page's blocks in order)."""

    def __init__(self, blocks: Iterable[Block], workdir: Path, lanes: int = LANES,
                 spark_servers: int = SPARK_SERVERS) -> None:
        self.blocks = list(blocks)
        self.workdir = workdir
        self.lanes = max(1, lanes)
        self.spark_servers = max(1, spark_servers)
        self.outcomes: dict[str, Outcome] = {}
        self.seconds = 0.0
        self.services: Services | None = None
        self._began = 0.0
        #: page -> (start, end), seconds after the run began
        self.page_times: dict[str, tuple[float, float]] = {}

    def run(self) -> dict[str, Outcome]:
        started = self._began = time.monotonic()
        pages: dict[str, list[Block]] = {}
        for block in self.blocks:
            pages.setdefault(block.path, []).append(block)
        # Pages with Spark blocks go one after the other through Spark lanes of their own, one
        # per Spark server (a server runs one block at a time), so that they never hold the
        # other lanes while they wait; those whose Spark blocks come last go first, their other
        # blocks running while the session starts. The other pages share the lanes, the
        # longest first.
        spark_pages = sorted((page for page in pages.values()
                              if any(block.env == "spark" for block in page)),
                             key=lambda page: (-_blocks_before_spark(page), page[0].path))
        spark_lanes: list[list[list[Block]]] = [
            [] for _ in range(min(self.spark_servers, len(spark_pages)))]
        for page in sorted(spark_pages, key=lambda page: -_spark_weight(page)):
            min(spark_lanes, key=lambda lane: sum(map(_spark_weight, lane))).append(page)
        for lane in spark_lanes:
            lane.sort(key=lambda page: (-_blocks_before_spark(page), page[0].path))
        other_pages = sorted((page for page in pages.values() if page not in spark_pages),
                             key=lambda page: (-len(page), page[0].path))
        services = self.services = Services(
            self.workdir, {block.env for block in self.blocks}, max(1, len(spark_lanes)))
        try:
            services.start()
            with ThreadPoolExecutor(max_workers=self.lanes + len(spark_lanes),
                                    thread_name_prefix="docs-lane") as lanes:
                results = [lanes.submit(self._run_pages, lane, services, index)
                           for index, lane in enumerate(spark_lanes)]
                results += [lanes.submit(self._run_pages, [page], services)
                            for page in other_pages]
                for result in results:
                    for outcome in result.result():
                        self.outcomes[outcome.block.id] = outcome
        finally:
            services.stop()
        self.seconds = time.monotonic() - started
        return self.outcomes

    def _run_pages(self, pages: list[list[Block]], services: Services,
                   spark_server: int = 0) -> list[Outcome]:
        return [outcome for page in pages
                for outcome in self._run_page(page, services, spark_server)]

    def _run_page(self, page: list[Block], services: Services,
                  spark_server: int = 0) -> list[Outcome]:
        page_started = time.monotonic() - self._began
        outcomes = []
        for block in page:
            started = time.monotonic()
            try:
                prepared = prepare(block, services)
                if block.env == "spark":
                    outcome = services.spark(spark_server).run(block, prepared, self.workdir)
                else:
                    outcome = run_subprocess(block, prepared, self.workdir)
            except SetupError as error:
                outcome = Outcome(block, False, time.monotonic() - started, str(error))
            except Exception as error:  # the runner's own failure: reported on the block
                outcome = Outcome(block, False, time.monotonic() - started,
                                  f"runner error {type(error).__name__}: {error}")
            outcomes.append(outcome)
        self.page_times[page[0].path] = (page_started, time.monotonic() - self._began)
        return outcomes

    def timing_report(self) -> str:
        rows = sorted(self.outcomes.values(), key=lambda outcome: -outcome.seconds)
        lines = [f"{len(rows)} blocks in {self.seconds:.1f} s ({self.lanes} lanes)"]
        if self.services is not None:
            lines.append("set-up: " + ", ".join(
                f"{name} {seconds:.1f} s" for name, seconds in self.services.start_seconds.items()))
        lines.append("slowest blocks:")
        lines += [f"  {outcome.seconds:6.1f} s  {outcome.block.id}" for outcome in rows[:10]]
        lines.append("pages, by when they ended (start-end, seconds into the run):")
        lines += [f"  {start:5.1f}-{end:5.1f}  {path}" for path, (start, end)
                  in sorted(self.page_times.items(), key=lambda item: -item[1][1])[:8]]
        return "\n".join(lines)
