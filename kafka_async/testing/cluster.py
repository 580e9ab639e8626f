"""KafkaCluster: real Apache Kafka (KRaft, combined nodes) from the Maven jars, for tests and dev.

Each node is a JVM on free loopback ports with a fresh directory; the cluster formats storage
(with SCRAM users when SASL is on), starts every node, and returns only when every node answers
ApiVersions and lists every broker in Metadata. Failures raise BrokerStartError with the log tail,
and nothing started is left running.
"""

from __future__ import annotations

import base64
import shutil
import subprocess
import tempfile
import threading
import time
import uuid
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import TracebackType

from kafka_async.testing import format_cache, lifecycle
from kafka_async.testing.certs import (
    ClientCertificate,
    TlsFiles,
    make_client_certificate,
    make_tls_files,
)
from kafka_async.testing.faultproxy import FaultProxy
from kafka_async.testing.jars import KAFKA_VERSION, kafka_jars_dir
from kafka_async.testing.node import BrokerStartError, KafkaNode
from kafka_async.testing.ports import free_ports, port_is_free
from kafka_async.testing.readiness import NotReady, probe_api_versions, probe_node, ssl_context_for
from kafka_async.testing.security import (
    CONTROLLER,
    PLAINTEXT,
    Credentials,
    KerberosRealm,
    TokenIssuer,
    authorizer_properties,
    broker_jvm_options,
    broker_security_properties,
    client_listeners,
    client_security_properties,
    default_credentials,
    scram_format_arguments,
)

HOST = "127.0.0.1"
#: with ``proxied=True``, a PLAINTEXT listener every node advertises at its FaultProxy's address
PROXIED = "PROXIED"
ConfigValue = str | int | bool
#: the brokers' log.retention.check.interval.ms: once a day, so that records with old
#: timestamps outlive a test session (docker-compose.yml and the testcontainers broker agree)
RETENTION_CHECK_INTERVAL_MS = 86_400_000


def new_cluster_id() -> str:
    """A Kafka Uuid string (url-safe base64, no padding); Kafka avoids ids starting with '-'."""
    while True:
        text = base64.urlsafe_b64encode(uuid.uuid4().bytes).decode("ascii").rstrip("=")
        if not text.startswith("-"):
            return text


def _config_text(value: ConfigValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


class KafkaCluster:
    """``nodes`` combined broker+controller nodes (ids 1..n); see docs/testing.md."""

    def __init__(
        self,
        nodes: int = 1,
        sasl: bool = False,
        tls: bool = False,
        broker_config: Mapping[str, ConfigValue] | None = None,
        *,
        authorizer: bool = False,
        features: Mapping[str, int] | None = None,
        log_dirs_per_node: int = 1,
        work_dir: Path | str | None = None,
        keep_files: bool = False,
        start_timeout: float = 90.0,
        stop_timeout: float = 30.0,
        extra_classpath: Sequence[Path | str] = (),
        kerberos: KerberosRealm | None = None,
        oauth: TokenIssuer | None = None,
        ssl_client_auth: str = "none",
        proxied: bool = False,
        dynamic_quorum: bool = False,
        port: int | None = None,
    ) -> None:
        if nodes < 1:
            raise ValueError("a cluster needs at least one node")
        self.node_count = nodes
        self.sasl = sasl
        self.tls = tls
        self.authorizer = authorizer
        #: feature levels set at format time (``kafka-storage format --feature``), e.g.
        #: ``{"transaction.version": 1}``; the release's defaults otherwise
        self.features = dict(features or {})
        if log_dirs_per_node < 1:
            raise ValueError("every node needs at least one log dir")
        #: log dirs of each node (2+: JBOD, for moving replicas between a broker's dirs)
        self.log_dirs_per_node = log_dirs_per_node
        self.broker_config = {k: _config_text(v) for k, v in (broker_config or {}).items()}
        self.listeners = client_listeners(sasl=sasl, tls=tls)
        self.credentials: Credentials = default_credentials()
        self.version = KAFKA_VERSION
        self.cluster_id = new_cluster_id()
        self.start_timeout = start_timeout
        self.stop_timeout = stop_timeout
        self._work_dir_arg = Path(work_dir) if work_dir is not None else None
        self._keep_files = keep_files
        self._directory: Path | None = None
        self._owns_directory = False
        self._tls_files: TlsFiles | None = None
        self._harness_certificate: ClientCertificate | None = None
        self._nodes: dict[int, KafkaNode] = {}
        self._lock = threading.RLock()
        #: directories or jars put on the brokers' class path (a broker plugin)
        self.extra_classpath = [Path(p) for p in extra_classpath]
        #: a started KerberosKdc: the SASL listeners also offer GSSAPI
        self.kerberos = kerberos
        #: a started OAuthServer: OAUTHBEARER validates signed JWTs against its JWKS
        self.oauth = oauth
        #: the SSL listener's ssl.client.auth ("required": mutual TLS; the harness's own
        #: probes then present a certificate of their own, CN=harness)
        self.ssl_client_auth = ssl_client_auth
        #: a FaultProxy in front of each node's PROXIED listener (``proxy(node_id)``); clients
        #: bootstrapped at ``proxied_bootstrap`` only ever see the proxies (replication does not)
        self.proxied = proxied
        self._proxies: dict[int, FaultProxy] = {}
        #: a KRaft quorum whose voters change at run time (KIP-853, kraft.version 1): node 1
        #: is formatted as the only voter (``--standalone``), the others join as observers,
        #: found through ``controller.quorum.bootstrap.servers``; Admin.add_raft_voter makes
        #: them voters. Otherwise every node is a voter, fixed by ``controller.quorum.voters``.
        self.dynamic_quorum = dynamic_quorum
        #: node 1's first client listener on this port (``make broker``: 9092, where the
        #: docs' examples connect); every other port is drawn free
        self.port = port
        if (kerberos is not None or oauth is not None) and not sasl:
            raise ValueError("kerberos= and oauth= need sasl=True (they add SASL mechanisms)")
        if ssl_client_auth != "none" and not tls:
            raise ValueError("ssl_client_auth needs tls=True")

    # -- addresses -----------------------------------------------------------------------------

    @property
    def node_ids(self) -> list[int]:
        return list(range(1, self.node_count + 1))

    @property
    def directory(self) -> Path:
        if self._directory is None:
            raise RuntimeError("cluster not started")
        return self._directory

    @property
    def bootstrap(self) -> str:
        """PLAINTEXT bootstrap list, ``127.0.0.1:P`` comma-separated over all nodes."""
        return self.bootstrap_for(PLAINTEXT)

    def bootstrap_for(self, listener: str) -> str:
        """Addresses of every node on ``listener`` (stopped nodes included: they come back)."""
        return ",".join(self.address_of(node_id, listener) for node_id in self.node_ids)

    def address_of(self, node_id: int, listener: str = PLAINTEXT) -> str:
        node = self._node(node_id)
        if listener not in self.listeners:
            raise ValueError(
                f"listener {listener!r} not enabled; this cluster has {self.listeners}"
            )
        return f"{HOST}:{node.ports[listener]}"

    @property
    def proxied_bootstrap(self) -> str:
        """Bootstrap list of the nodes' fault proxies (``proxied=True``)."""
        return ",".join(self.proxy(node_id).address for node_id in self.node_ids)

    def proxy(self, node_id: int) -> FaultProxy:
        """The FaultProxy in front of node ``node_id`` (``proxied=True``, started)."""
        if not self.proxied:
            raise RuntimeError("fault proxies need KafkaCluster(proxied=True)")
        try:
            return self._proxies[node_id]
        except KeyError:
            raise KeyError(f"no proxy for node {node_id} (cluster started?)") from None

    def heal_all(self) -> None:
        """Clear every fault of every proxy."""
        for proxy in self._proxies.values():
            proxy.heal()

    @property
    def ca_file(self) -> Path | None:
        """PEM CA certificate for the SSL/SASL_SSL listeners (None without tls=True)."""
        return self._tls_files.ca_file if self._tls_files is not None else None

    @property
    def tls_files(self) -> TlsFiles | None:
        return self._tls_files

    def client_certificate(self, name: str, *, key_password: str | None = None
                           ) -> ClientCertificate:
        """A client certificate (CN=``name``, so ``User:name`` to the broker) signed by this
        cluster's CA, for mutual TLS; written under the cluster's directory."""
        if self._tls_files is None:
            raise RuntimeError("client certificates need a cluster started with tls=True")
        return make_client_certificate(self._tls_files, self.directory / "clients", name,
                                       key_password=key_password)

    def client_properties(
        self, listener: str = PLAINTEXT, *, mechanism: str | None = None, user: str | None = None
    ) -> dict[str, str]:
        """Java-client properties (plus bootstrap.servers) to reach ``listener``."""
        if listener not in self.listeners:
            raise ValueError(
                f"listener {listener!r} not enabled; this cluster has {self.listeners}"
            )
        props = {"bootstrap.servers": self.bootstrap_for(listener)}
        props.update(
            client_security_properties(
                listener,
                mechanism=mechanism,
                credentials=self.credentials,
                ca_file=self.ca_file,
                user=user,
            )
        )
        return props

    def pid_of(self, node_id: int) -> int | None:
        return self._node(node_id).pid

    def is_running(self, node_id: int) -> bool:
        return self._node(node_id).is_running()

    def log_tail(self, node_id: int, lines: int = 60) -> str:
        return self._node(node_id).log_tail(lines)

    def _node(self, node_id: int) -> KafkaNode:
        try:
            return self._nodes[node_id]
        except KeyError:
            raise KeyError(f"no node {node_id}; nodes are {self.node_ids} (started?)") from None

    # -- configuration ---------------------------------------------------------------------------

    def _node_properties(self, node: KafkaNode, voters: str) -> dict[str, str]:
        replicas = min(3, self.node_count)
        min_isr = 2 if self.node_count >= 3 else 1
        names = self._listener_names()
        advertised = [f"{n}://{HOST}:{node.ports[n]}" for n in self.listeners]
        if self.proxied:
            advertised.append(f"{PROXIED}://{self._proxies[node.node_id].address}")
        props = {
            "process.roles": "broker,controller",
            "node.id": str(node.node_id),
            ("controller.quorum.bootstrap.servers" if self.dynamic_quorum
             else "controller.quorum.voters"): voters,
            "listeners": ",".join(f"{n}://{HOST}:{node.ports[n]}" for n in names),
            "advertised.listeners": ",".join(advertised),
            "controller.listener.names": CONTROLLER,
            "inter.broker.listener.name": PLAINTEXT,
            "listener.security.protocol.map": ",".join(
                f"{n}:{PLAINTEXT if n in (CONTROLLER, PROXIED) else n}" for n in names
            ),
            "log.dirs": ",".join(str(d) for d in node.log_dirs),
            "num.partitions": "1",
            "default.replication.factor": str(replicas),
            "min.insync.replicas": str(min_isr),
            "offsets.topic.replication.factor": str(replicas),
            "offsets.topic.num.partitions": "10",
            "transaction.state.log.replication.factor": str(replicas),
            "transaction.state.log.min.isr": str(min_isr),
            "transaction.state.log.num.partitions": "10",
            "share.coordinator.state.topic.replication.factor": str(replicas),
            "share.coordinator.state.topic.min.isr": str(min_isr),
            "group.initial.rebalance.delay.ms": "0",
            # Tests write records with fixed timestamps (2023: older than the default 7-day
            # retention), and the retention check (every 5 min, the active segment included)
            # deleted them under two tests that were still reading them in CI. A test broker
            # keeps what it is given for the day; topics that set retention.ms still see it
            # applied at their next check, a day away.
            "log.retention.check.interval.ms": str(RETENTION_CHECK_INTERVAL_MS),
        }
        props.update(broker_security_properties(
            self.listeners, self.credentials, self._tls_files, kerberos=self.kerberos,
            oauth=self.oauth, ssl_client_auth=self.ssl_client_auth))
        if self.authorizer:
            props.update(authorizer_properties())
        props.update(self.broker_config)
        return props

    def _listener_names(self) -> list[str]:
        return [*self.listeners, CONTROLLER, *([PROXIED] if self.proxied else [])]

    def _prepare(self) -> None:
        """Fresh directories, ports, TLS material, configs; format every node's storage."""
        if self._work_dir_arg is not None:
            self._work_dir_arg.mkdir(parents=True, exist_ok=True)
            self._directory = Path(tempfile.mkdtemp(prefix="cluster-", dir=self._work_dir_arg))
        else:
            self._directory = Path(tempfile.mkdtemp(prefix="kafka_async-cluster-"))
        self._owns_directory = True
        if self.tls:
            self._tls_files = make_tls_files(self._directory / "tls")
            if self.ssl_client_auth != "none":
                self._harness_certificate = make_client_certificate(
                    self._tls_files, self._directory / "tls", "harness")
        names = self._listener_names()
        drawn = free_ports((len(names) + self.proxied) * self.node_count)
        if self.port is not None:
            if self.port in drawn or not port_is_free(self.port):
                raise BrokerStartError(f"port {self.port} is in use (another broker?): stop "
                                       "it, or choose another port", "")
            drawn = [self.port, *drawn[1:]]
        ports = iter(drawn)
        self._nodes = {
            node_id: KafkaNode(
                node_id, self._directory / f"node-{node_id}", {n: next(ports) for n in names},
                self.log_dirs_per_node, self.extra_classpath,
                broker_jvm_options(kerberos=self.kerberos, oauth=self.oauth),
            )
            for node_id in self.node_ids
        }
        if self.proxied:
            self._proxies = {
                node_id: FaultProxy((HOST, node.ports[PROXIED]), port=next(ports),
                                    name=f"proxy-node-{node_id}").start()
                for node_id, node in self._nodes.items()
            }
        if self.dynamic_quorum:  # (the bootstrap servers: node 1's controller listener)
            voters = f"{HOST}:{self._nodes[1].ports[CONTROLLER]}"
        else:
            voters = ",".join(f"{n.node_id}@{HOST}:{n.ports[CONTROLLER]}"
                              for n in self._nodes.values())
        for node in self._nodes.values():
            node.write_config(self._node_properties(node, voters))
        self._format_all()

    def _format_all(self) -> None:
        """kafka-storage format every node (or lay out a cached format: format_cache.py)."""
        extra = scram_format_arguments(self.credentials) if self.sasl else []
        for name, level in sorted(self.features.items()):
            extra += ["--feature", f"{name}={level}"]
        if self.dynamic_quorum:  # per-node formats (and a voter set in the log): not cached
            self._run_format(extra)
            return
        key = format_cache.cache_key(extra, self.broker_config)
        checkpoint = format_cache.cached_checkpoint(key)
        if checkpoint is not None:
            for node in self._nodes.values():
                for index, log_dir in enumerate(node.log_dirs):
                    format_cache.write_formatted_log_dir(
                        log_dir,
                        checkpoint if index == 0 else None,
                        node_id=node.node_id,
                        cluster_id=self.cluster_id,
                        directory_id=new_cluster_id(),
                    )
            return
        self._run_format(extra)
        format_cache.store_checkpoint(key, self._nodes[1].data_dir)

    def _quorum_format(self, node: KafkaNode) -> list[str]:
        """How a node's storage starts the quorum: with a static quorum, nothing (the voters
        are in the config); with a dynamic one, node 1 alone as the voter."""
        if not self.dynamic_quorum:
            return []
        return ["--standalone"] if node.node_id == 1 else ["--no-initial-controllers"]

    def _run_format(self, extra: list[str]) -> None:
        running = [
            (
                node,
                subprocess.Popen(
                    node.format_command(self.cluster_id, [*extra, *self._quorum_format(node)]),
                    stdout=subprocess.PIPE,
                    stderr=subprocess.STDOUT,
                    stdin=subprocess.DEVNULL,
                ),
            )
            for node in self._nodes.values()
        ]
        failures = []
        for node, process in running:
            try:
                output, _ = process.communicate(timeout=120)
            except subprocess.TimeoutExpired:
                process.kill()
                output, _ = process.communicate()
            if process.returncode != 0:
                text = output.decode(errors="replace")
                failures.append(f"node {node.node_id}: exit {process.returncode}\n{text}")
        if failures:
            raise BrokerStartError("kafka storage format failed", "\n".join(failures))

    # -- lifecycle -------------------------------------------------------------------------------

    def start(self) -> KafkaCluster:
        """Start every node and wait until each answers (3 attempts if a port was taken)."""
        with self._lock:
            if any(node.is_running() for node in self._nodes.values()):
                raise RuntimeError("cluster already started")
            kafka_jars_dir()  # fail fast with the `make jars` hint
            lifecycle.register(self)
            attempts = 3
            for attempt in range(1, attempts + 1):
                try:
                    self._prepare()
                    for node in self._nodes.values():
                        node.launch()
                    self._wait_ready(self.node_ids, expect_all=True, timeout=self.start_timeout)
                    return self
                except BaseException as exc:
                    clash = isinstance(exc, BrokerStartError) and exc.port_clash
                    self._teardown(remove_files=not self._keep_files)
                    if not clash or attempt == attempts:
                        lifecycle.unregister(self)
                        raise
        raise AssertionError("unreachable")

    def _wait_ready(self, node_ids: list[int], *, expect_all: bool, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        for node_id in node_ids:
            node = self._nodes[node_id]
            expected = self.node_ids if expect_all else [node_id]
            last_problem = "no probe yet"
            while True:
                for launched_id in node_ids:  # any launched node dying ends the wait at once
                    code = self._nodes[launched_id].exit_code()
                    if code is not None:
                        raise BrokerStartError(
                            f"Kafka node {launched_id} exited with code {code} during start-up",
                            self._nodes[launched_id].log_tail(),
                            self._nodes[launched_id].first_errors(),
                        )
                try:
                    self._probe_all_listeners(node, expected)
                    break
                except NotReady as problem:
                    last_problem = str(problem)
                if time.monotonic() > deadline:
                    raise BrokerStartError(
                        f"Kafka node {node_id} not ready after {timeout:.0f}s ({last_problem})",
                        node.log_tail(),
                        node.first_errors(),
                    )
                time.sleep(0.1)

    def _probe_all_listeners(self, node: KafkaNode, expected: list[int]) -> None:
        probe_node(HOST, node.ports[PLAINTEXT], expect_brokers=expected)
        context = ssl_context_for(self.ca_file) if self.ca_file is not None else None
        if context is not None and self._harness_certificate is not None:
            context.load_cert_chain(self._harness_certificate.cert_file,
                                    self._harness_certificate.key_file)
        for listener in self.listeners:
            if listener == "SSL":
                probe_node(HOST, node.ports[listener], expect_brokers=expected, ssl_context=context)
            elif listener == "SASL_PLAINTEXT":
                probe_api_versions(HOST, node.ports[listener])
            elif listener == "SASL_SSL":
                probe_api_versions(HOST, node.ports[listener], ssl_context=context)

    def stop_node(self, node_id: int) -> None:
        """Graceful stop (SIGTERM: controlled shutdown); SIGKILL after ``stop_timeout``."""
        self._node(node_id).terminate(self.stop_timeout)

    def kill_node(self, node_id: int) -> None:
        """``kill -9`` one node, as a crash would."""
        self._node(node_id).kill()

    def pause_node(self, node_id: int) -> None:
        """SIGSTOP one node: frozen like a long GC pause (connections open, no answers) until
        ``resume_node``; stopping the cluster resumes it first."""
        self._node(node_id).pause()

    def resume_node(self, node_id: int) -> None:
        """SIGCONT a node paused with ``pause_node``."""
        self._node(node_id).resume()

    def start_node(self, node_id: int, *, timeout: float | None = None) -> None:
        """Restart a stopped/killed node on its old ports and data; wait until it serves."""
        node = self._node(node_id)
        node.launch()
        self._wait_ready([node_id], expect_all=False, timeout=timeout or self.start_timeout)

    def stop(self, *, graceful: bool = True) -> None:
        """Stop every node (all at once, so none waits on a quorum that is shutting down).
        ``graceful=False`` kills them instead (SIGKILL, as a crash would): for a cluster whose
        data nobody reads again, as a test session's at its end, whose controlled shutdowns
        (seconds each, one cluster after another) only cost time."""
        with self._lock:
            self._teardown(remove_files=not self._keep_files, graceful=graceful)
            lifecycle.unregister(self)

    def _teardown(self, *, remove_files: bool, graceful: bool = True) -> None:
        nodes = list(self._nodes.values())
        if graceful:
            for node in nodes:
                node.send_terminate()
        for node in nodes:
            node.wait_or_kill(self.stop_timeout if graceful else 0.0)
        for proxy in self._proxies.values():
            proxy.stop()
        self._proxies = {}
        if remove_files and self._owns_directory and self._directory is not None:
            shutil.rmtree(self._directory, ignore_errors=True)
            self._directory = None

    def __enter__(self) -> KafkaCluster:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()

    def __repr__(self) -> str:
        state = "running" if any(n.is_running() for n in self._nodes.values()) else "stopped"
        return f"KafkaCluster(nodes={self.node_count}, listeners={self.listeners}, {state})"
