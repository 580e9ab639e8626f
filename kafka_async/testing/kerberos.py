"""A real MIT Kerberos KDC on loopback for the GSSAPI tests and for local development.

    with KerberosKdc() as kdc:                       # realm, database, KDC process
        keytab = kdc.add_principal("alice", keytab=True)
        with KafkaCluster(sasl=True, kerberos=kdc) as cluster: ...

Made from Debian's ``krb5-kdc`` and ``krb5-admin-server`` packages (``kdb5_util``,
``kadmin.local``, ``krb5kdc``): a fresh realm in a temporary directory, principals and keytabs
made with ``kadmin.local`` (no admin server runs), the KDC on a free TCP port in the
foreground, stopped by its pid. Nothing outside the directory is touched: clients and the
broker find the realm through the ``krb5.conf`` written there (``KRB5_CONFIG`` for MIT
clients, ``-Djava.security.krb5.conf`` for the JVM), and the default ticket cache is a file
in the same directory, never the user's.

Host-based names are used as written (``dns_canonicalize_hostname = false``, ``rdns = false``):
the broker's principal is ``kafka/127.0.0.1@REALM``, which is what a client connecting to
``127.0.0.1`` asks a ticket for.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from types import TracebackType

from kafka_async.testing import lifecycle
from kafka_async.testing.ports import free_port

__all__ = ["REALM", "KerberosKdc", "KerberosToolingMissing"]

REALM = "KAFKA-ASYNC.TEST"
SERVICE_NAME = "kafka"
BROKER_HOST = "127.0.0.1"

_SBIN = ("/usr/sbin", "/usr/local/sbin", "/sbin")
_TOOLS = ("kdb5_util", "kadmin.local", "krb5kdc")
_APT_PACKAGES = "krb5-kdc krb5-admin-server krb5-user"


class KerberosToolingMissing(RuntimeError):
    """The MIT KDC programs are not installed; the message names the packages."""


def _tool(name: str) -> str:
    found = shutil.which(name) or next(
        (str(Path(d) / name) for d in _SBIN if (Path(d) / name).is_file()), None
    )
    if found is None:
        raise KerberosToolingMissing(
            f"{name} not found: install MIT Kerberos (apt-get install {_APT_PACKAGES})"
        )
    return found


def kdc_available() -> bool:
    """True when the KDC programs are installed (the tests skip nothing: CI installs them)."""
    try:
        for name in _TOOLS:
            _tool(name)
    except KerberosToolingMissing:
        return False
    return True


class KerberosKdc:
    """One realm with its KDC process; see the module docstring."""

    def __init__(self, realm: str = REALM, *, work_dir: Path | str | None = None) -> None:
        self.realm = realm
        self._work_dir_arg = Path(work_dir) if work_dir is not None else None
        self._directory: Path | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self.port = 0
        self._lock = threading.Lock()

    # -- paths --------------------------------------------------------------------------------

    @property
    def directory(self) -> Path:
        if self._directory is None:
            raise RuntimeError("KDC not started")
        return self._directory

    @property
    def krb5_conf(self) -> Path:
        """The client configuration: point ``KRB5_CONFIG`` (or the JVM) at it."""
        return self.directory / "krb5.conf"

    @property
    def default_ccache(self) -> Path:
        return self.directory / "ccache"

    def environment(self) -> dict[str, str]:
        """Environment variables for an MIT Kerberos client of this realm."""
        return {"KRB5_CONFIG": str(self.krb5_conf),
                "KRB5CCNAME": f"FILE:{self.default_ccache}"}

    def jvm_options(self) -> list[str]:
        """JVM flags that make Java's Kerberos use this realm."""
        return [f"-Djava.security.krb5.conf={self.krb5_conf}",
                "-Dsun.security.krb5.disableReferrals=true"]

    def principal(self, name: str) -> str:
        return name if "@" in name else f"{name}@{self.realm}"

    @property
    def broker_principal(self) -> str:
        return f"{SERVICE_NAME}/{BROKER_HOST}@{self.realm}"

    @property
    def broker_keytab(self) -> Path:
        return self.directory / "broker.keytab"

    # -- lifecycle ------------------------------------------------------------------------------

    def start(self) -> KerberosKdc:
        with self._lock:
            if self._process is not None:
                raise RuntimeError("KDC already started")
            for name in _TOOLS:
                _tool(name)
            base = self._work_dir_arg
            if base is not None:
                base.mkdir(parents=True, exist_ok=True)
            self._directory = Path(tempfile.mkdtemp(prefix="kafka_async-kdc-", dir=base))
            try:
                self.port = free_port()
                self._write_configs()
                self._kadmin_setup()
                self._launch()
            except BaseException:
                self._teardown()
                raise
            lifecycle.register(self)
            return self

    def _write_configs(self) -> None:
        directory = self.directory
        (directory / "kdc.conf").write_text(
            "[kdcdefaults]\n"
            f" kdc_ports = {self.port}\n"
            f" kdc_tcp_ports = {self.port}\n"
            "[realms]\n"
            f" {self.realm} = {{\n"
            f"  database_name = {directory / 'principal'}\n"
            f"  key_stash_file = {directory / 'stash'}\n"
            f"  acl_file = {directory / 'kadm5.acl'}\n"
            "  max_life = 1h\n"
            "  max_renewable_life = 1d\n"
            "  supported_enctypes = aes256-cts-hmac-sha1-96:normal "
            "aes128-cts-hmac-sha1-96:normal\n"
            " }\n"
            "[logging]\n"
            f" kdc = FILE:{directory / 'kdc.log'}\n"
        )
        (directory / "kadm5.acl").write_text("")
        self.krb5_conf.write_text(
            "[libdefaults]\n"
            f" default_realm = {self.realm}\n"
            " dns_lookup_realm = false\n"
            " dns_lookup_kdc = false\n"
            " dns_canonicalize_hostname = false\n"
            " rdns = false\n"
            " udp_preference_limit = 1\n"
            " forwardable = true\n"
            " ticket_lifetime = 1h\n"
            f" default_ccache_name = FILE:{self.default_ccache}\n"
            " default_tkt_enctypes = aes256-cts-hmac-sha1-96 aes128-cts-hmac-sha1-96\n"
            " default_tgs_enctypes = aes256-cts-hmac-sha1-96 aes128-cts-hmac-sha1-96\n"
            " permitted_enctypes = aes256-cts-hmac-sha1-96 aes128-cts-hmac-sha1-96\n"
            "[realms]\n"
            f" {self.realm} = {{\n"
            f"  kdc = {BROKER_HOST}:{self.port}\n"
            " }\n"
            "[domain_realm]\n"
            f" {BROKER_HOST} = {self.realm}\n"
            f" localhost = {self.realm}\n"
        )

    def _env(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(self.environment())
        env["KRB5_KDC_PROFILE"] = str(self.directory / "kdc.conf")
        return env

    def _run(self, argv: list[str]) -> str:
        result = subprocess.run(argv, env=self._env(), capture_output=True, timeout=60,
                                stdin=subprocess.DEVNULL, check=False)
        output = (result.stdout + result.stderr).decode("utf-8", "replace")
        if result.returncode != 0:
            raise RuntimeError(f"{Path(argv[0]).name} failed ({result.returncode}): {output}")
        return output

    def kadmin(self, query: str) -> str:
        """One ``kadmin.local`` query against this realm's database."""
        return self._run([_tool("kadmin.local"), "-r", self.realm, "-q", query])

    def _kadmin_setup(self) -> None:
        master = os.urandom(16).hex()
        self._run([_tool("kdb5_util"), "create", "-s", "-r", self.realm, "-P", master])
        self.kadmin(f"addprinc -randkey {self.broker_principal}")
        self.kadmin(f"ktadd -k {self.broker_keytab} {self.broker_principal}")

    def _launch(self) -> None:
        log = (self.directory / "krb5kdc.console").open("ab")
        with log:
            self._process = subprocess.Popen(
                [_tool("krb5kdc"), "-n", "-r", self.realm],
                env=self._env(), stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        lifecycle.watch_process(self._process.pid, "krb5kdc")
        deadline = time.monotonic() + 20
        while True:
            if self._process.poll() is not None:
                raise RuntimeError(
                    f"krb5kdc exited with {self._process.returncode}: {self.log_tail()}"
                )
            try:
                with socket.create_connection((BROKER_HOST, self.port), timeout=1):
                    return
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"krb5kdc not listening: {self.log_tail()}") from None
                time.sleep(0.05)

    def log_tail(self, lines: int = 30) -> str:
        text = ""
        for name in ("krb5kdc.console", "kdc.log"):
            path = self.directory / name
            if path.is_file():
                text += path.read_text(errors="replace")
        return "\n".join(text.splitlines()[-lines:])

    # -- principals -----------------------------------------------------------------------------

    def add_principal(self, name: str, *, password: str | None = None,
                      keytab: bool = False) -> Path | None:
        """Create ``name@REALM`` with a password or a random key; with ``keytab=True`` export
        its key to ``<dir>/<name>.keytab`` (returned)."""
        principal = self.principal(name)
        if password is not None:
            self.kadmin(f'addprinc -pw "{password}" {principal}')
        else:
            self.kadmin(f"addprinc -randkey {principal}")
        if not keytab:
            return None
        path = self.directory / (name.replace("/", "_") + ".keytab")
        self.kadmin(f"ktadd -k {path} {principal}")
        return path

    def kinit(self, name: str, *, keytab: Path, ccache: Path) -> None:
        """Put a TGT for ``name`` into the ticket cache ``ccache`` (what ``kinit -kt`` does)."""
        self._run([shutil.which("kinit") or "kinit", "-k", "-t", str(keytab), "-c",
                   f"FILE:{ccache}", self.principal(name)])

    def stop(self) -> None:
        with self._lock:
            self._teardown()
            lifecycle.unregister(self)

    def _teardown(self) -> None:
        process, self._process = self._process, None
        lifecycle.stop_process(process, timeout=10)
        if self._directory is not None:
            shutil.rmtree(self._directory, ignore_errors=True)
            self._directory = None

    def __enter__(self) -> KerberosKdc:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.stop()

    def __repr__(self) -> str:
        state = f"port {self.port}" if self._process is not None else "stopped"
        return f"KerberosKdc(realm={self.realm!r}, {state})"
