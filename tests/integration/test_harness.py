"""Proof that the harness runs a real Apache Kafka: raw wire bytes, Java tools, 3 nodes, SASL/TLS,
and that no JVM outlives its owner."""

from __future__ import annotations

import os
import signal
import socket
import ssl
import struct
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from kafka_async.testing import (
    BrokerStartError,
    ExternalKafka,
    JavaToolError,
    JavaTools,
    KafkaCluster,
    KafkaEndpoint,
    fetch_metadata,
    format_cache,
    topic_admin,
)
from kafka_async.testing.cluster import RETENTION_CHECK_INTERVAL_MS, new_cluster_id
from kafka_async.testing.fixtures import running_cluster
from kafka_async.testing.node import KafkaNode
from kafka_async.testing.ports import free_ports
from kafka_async.testing.wire import ClusterMetadata, parse_address

pytestmark = pytest.mark.integration

REPO = Path(__file__).resolve().parents[2]
T = TypeVar("T")


def wait_for(probe: Callable[[], T | None], what: str, timeout: float = 60.0) -> T:
    """Poll ``probe`` until it returns a value (bounded wait, not a timing assertion)."""
    deadline = time.monotonic() + timeout
    while True:
        value = probe()
        if value is not None:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up waiting for {what} after {timeout}s")
        time.sleep(0.2)


def process_alive(pid: int) -> bool:
    """True if ``pid`` exists and is not a zombie."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def processes_mentioning(text: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().decode("utf-8", "replace")
        except OSError:
            continue
        if text in cmdline and process_alive(int(entry.name)):
            found.append(int(entry.name))
    return found


def recv_exactly(sock: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = sock.recv(size - len(data))
        assert chunk, f"broker closed the connection after {len(data)} of {size} bytes"
        data += chunk
    return data


# -- the single broker, over a raw socket -----------------------------------------------------


def test_the_test_broker_keeps_records_with_old_timestamps_for_the_session(
    kafka_cluster: KafkaEndpoint,
) -> None:
    """Tests write records stamped in 2023, older than Kafka's 7-day default retention; a broker
    checking retention every 5 minutes (Kafka's default) deleted them under two tests that were
    still reading them. The test broker checks once a day."""
    import kafka_async
    from kafka_async import Admin
    from kafka_async.admin import ConfigResource

    async def check_interval() -> str:
        async with Admin(bootstrap_servers=kafka_cluster.bootstrap) as admin:
            broker_id = str(sorted(admin.client.metadata.brokers)[0])
            resource = ConfigResource(ConfigResource.Type.BROKER, broker_id)
            config = (await admin.describe_configs([resource]))[resource]
            return str(config["log.retention.check.interval.ms"].value)

    assert kafka_async.run(check_interval) == str(RETENTION_CHECK_INTERVAL_MS) == "86400000"


def test_api_versions_v0_over_raw_socket(kafka_cluster: KafkaEndpoint) -> None:
    host, port = parse_address(kafka_cluster.bootstrap)
    client_id = b"harness-proof"
    # Request header v1: api_key=18 (ApiVersions), api_version=0, correlation_id, client_id.
    payload = struct.pack(">hhih", 18, 0, 7, len(client_id)) + client_id
    with socket.create_connection((host, port), timeout=10) as sock:
        sock.sendall(struct.pack(">i", len(payload)) + payload)
        size = struct.unpack(">i", recv_exactly(sock, 4))[0]
        body = recv_exactly(sock, size)
    correlation_id, error_code, count = struct.unpack_from(">ihi", body)
    assert correlation_id == 7
    assert error_code == 0
    ranges = {
        key: (low, high)
        for key, low, high in (struct.unpack_from(">hhh", body, 10 + 6 * i) for i in range(count))
    }
    assert len(body) == 10 + 6 * count
    for api_key in (0, 1, 3):  # Produce, Fetch, Metadata
        low, high = ranges[api_key]
        assert 0 <= low <= high
    assert ranges[0][1] >= 9  # Produce: flexible versions exist since 2.4
    assert ranges[1][1] >= 12  # Fetch
    assert ranges[3][1] >= 9  # Metadata
    assert ranges[18][0] == 0  # ApiVersions v0 must stay accepted for bootstrapping


def test_topic_from_java_tool_appears_in_metadata_v0(
    kafka_cluster: KafkaEndpoint, java_tools: JavaTools, new_topic: Callable[..., str]
) -> None:
    topic = new_topic("proof")
    java_tools.create_topic(topic, partitions=3)

    def listed() -> ClusterMetadata | None:
        metadata = fetch_metadata(kafka_cluster.bootstrap, version=0)
        return metadata if topic in metadata.topic_names else None

    metadata = wait_for(listed, f"topic {topic} in Metadata v0")
    (entry,) = [t for t in metadata.topics if t.name == topic]
    broker_ids = {b.node_id for b in metadata.brokers}
    assert entry.error_code == 0
    assert sorted(p.partition for p in entry.partitions) == [0, 1, 2]
    assert all(p.leader in broker_ids for p in entry.partitions)
    assert topic in java_tools.list_topics()


def test_topics_are_created_by_one_long_lived_java_admin(
    kafka_cluster: KafkaEndpoint, new_topic: Callable[..., str]
) -> None:
    """create_topic on PLAINTEXT goes to one JVM (started on first use, stopped on close):
    a topic with configs is created as asked, a refusal is a JavaToolError naming the Java
    exception, and the same JVM serves every call."""
    topic, compacted = new_topic("admin"), new_topic("compacted")
    with JavaTools(kafka_cluster) as tools:
        tools.create_topic(topic, partitions=2)
        pid = tools.topic_admin_pid
        assert pid is not None
        # at once, no waiting: the broker already names a leader for both partitions
        [described] = fetch_metadata(kafka_cluster.bootstrap, topics=[topic]).topics
        assert (described.error_code, sorted(p.partition for p in described.partitions)) == (
            0, [0, 1])
        assert all(p.leader >= 0 for p in described.partitions), described
        tools.create_topic(compacted, config={"cleanup.policy": "compact,delete"})
        with pytest.raises(JavaToolError, match="TopicExistsException"):
            tools.create_topic(topic)
        with pytest.raises(ValueError, match="tab or line break"):
            tools.create_topic(new_topic("odd"), config={"segment.ms": "1\n2"})
        assert tools.topic_admin_pid == pid
        assert "PartitionCount: 2" in tools.describe_topic(topic)
        configs = tools.describe_configs("topics", compacted)
        assert configs["cleanup.policy"] == "compact,delete"
    assert tools.topic_admin_pid is None
    assert not Path(f"/proc/{pid}").exists()  # stopped and reaped


def test_create_topic_falls_back_to_kafka_topics_when_the_admin_jvm_cannot_start(
    kafka_cluster: KafkaEndpoint, new_topic: Callable[..., str],
    monkeypatch: pytest.MonkeyPatch
) -> None:
    """A JVM without jdk.compiler (a bare JRE) cannot run the Java source file: stand in for
    it with a source file that does not exist; topics are then made by kafka-topics."""
    monkeypatch.setattr(topic_admin, "SOURCE", Path("/nonexistent/TopicAdmin.java"))
    topic = new_topic("fallback")
    with JavaTools(kafka_cluster) as tools:
        tools.create_topic(topic, partitions=3)
        assert tools.topic_admin_pid is None
        assert "PartitionCount: 3" in tools.describe_topic(topic)


def test_console_producer_and_consumer_round_trip(
    java_tools: JavaTools, new_topic: Callable[..., str]
) -> None:
    topic = new_topic("console", create=True)
    java_tools.console_produce(topic, ["k1=v1", "k2=v2"], key_separator="=")
    # Ask for one more than exists: the idle timeout ends the read instead of a hang.
    lines = java_tools.console_consume(topic, 3, print_key=True, key_separator="|", timeout_ms=3000)
    assert lines == ["k1|v1", "k2|v2"]


def test_topic_config_via_configs_tool(
    java_tools: JavaTools, new_topic: Callable[..., str]
) -> None:
    topic = new_topic("configs", create=True)
    java_tools.alter_configs("topics", topic, {"retention.ms": "3600000"})
    assert java_tools.describe_configs("topics", topic)["retention.ms"] == "3600000"


def test_perf_tools_report_parsed_results(
    java_tools: JavaTools, new_topic: Callable[..., str]
) -> None:
    topic = new_topic("perf", create=True)
    produced = java_tools.producer_perf(topic, 2000, record_size=200)
    assert produced.records == 2000
    assert produced.records_per_sec > 0
    consumed = java_tools.consumer_perf(topic, 2000)
    assert consumed.records == 2000
    assert consumed.data_consumed_mb == pytest.approx(2000 * 200 / 1024 / 1024, rel=0.01)


def test_kcat_sees_the_broker(kafka_bootstrap: str) -> None:
    done = subprocess.run(
        ["kcat", "-b", kafka_bootstrap, "-L", "-m", "10"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert " brokers:" in done.stdout
    assert kafka_bootstrap.split(",")[0] in done.stdout


def test_external_mode_probes_an_existing_broker(kafka_bootstrap: str) -> None:
    external = ExternalKafka(kafka_bootstrap).start(timeout=10)
    assert external.bootstrap_for("PLAINTEXT") == kafka_bootstrap
    with pytest.raises(ValueError, match="only PLAINTEXT"):
        external.bootstrap_for("SASL_SSL")


# -- three nodes -------------------------------------------------------------------------------


def test_three_node_cluster_lists_three_brokers(kafka_cluster3: KafkaCluster) -> None:
    for node_id in kafka_cluster3.node_ids:
        metadata = fetch_metadata(kafka_cluster3.address_of(node_id), version=1)
        assert sorted(b.node_id for b in metadata.brokers) == [1, 2, 3]
        assert metadata.controller_id in (1, 2, 3)
    assert len(kafka_cluster3.bootstrap.split(",")) == 3


def test_stop_kill_and_restart_one_node(kafka_cluster3: KafkaCluster) -> None:
    killed_pid = kafka_cluster3.pid_of(3)
    assert killed_pid is not None
    kafka_cluster3.kill_node(3)
    assert not kafka_cluster3.is_running(3)
    assert not process_alive(killed_pid)
    kafka_cluster3.start_node(3)
    assert kafka_cluster3.is_running(3)

    kafka_cluster3.stop_node(2)
    assert not kafka_cluster3.is_running(2)
    kafka_cluster3.start_node(2)

    def all_three() -> ClusterMetadata | None:
        metadata = fetch_metadata(kafka_cluster3.address_of(1))
        return metadata if len(metadata.brokers) == 3 else None

    assert sorted(b.node_id for b in wait_for(all_three, "3 brokers again").brokers) == [1, 2, 3]


# -- SASL and TLS ------------------------------------------------------------------------------


def test_sasl_ssl_scram_round_trip_with_java_clients(
    kafka_secure_cluster: KafkaCluster, new_topic: Callable[..., str]
) -> None:
    topic = new_topic("secure")
    with JavaTools(kafka_secure_cluster) as tools:
        tools.create_topic(topic, listener="SASL_SSL", mechanism="SCRAM-SHA-512")
        tools.console_produce(
            topic, ["over-sasl-ssl"], listener="SASL_SSL", mechanism="SCRAM-SHA-256"
        )
        # The other mechanisms on the other SASL listener, one record each.
        for mechanism in ("PLAIN", "SCRAM-SHA-512", "OAUTHBEARER"):
            tools.console_produce(
                topic, [mechanism], listener="SASL_PLAINTEXT", mechanism=mechanism
            )
        lines = tools.console_consume(topic, 4, listener="SASL_SSL", mechanism="SCRAM-SHA-512")
    assert lines == ["over-sasl-ssl", "PLAIN", "SCRAM-SHA-512", "OAUTHBEARER"]


def test_wrong_scram_password_is_rejected(kafka_secure_cluster: KafkaCluster) -> None:
    kafka_secure_cluster.credentials["SCRAM-SHA-256"]["mallory"] = "not-her-password"
    try:
        with (
            JavaTools(kafka_secure_cluster, timeout=60) as tools,
            pytest.raises(JavaToolError) as err,
        ):
            tools.console_produce(
                "never-created",
                ["x"],
                listener="SASL_SSL",
                mechanism="SCRAM-SHA-256",
                user="mallory",
            )
    finally:
        del kafka_secure_cluster.credentials["SCRAM-SHA-256"]["mallory"]
    assert "SaslAuthenticationException" in err.value.output


def test_tls_listener_presents_a_certificate_signed_by_the_cluster_ca(
    kafka_secure_cluster: KafkaCluster,
) -> None:
    assert kafka_secure_cluster.ca_file is not None
    host, port = parse_address(kafka_secure_cluster.bootstrap_for("SSL"))
    trusting = ssl.create_default_context(cafile=str(kafka_secure_cluster.ca_file))
    with (
        socket.create_connection((host, port), timeout=10) as raw,
        trusting.wrap_socket(raw, server_hostname=host) as tls,
    ):
        assert tls.version() in ("TLSv1.2", "TLSv1.3")
    untrusting = ssl.create_default_context()  # system CAs only: must refuse the throwaway CA
    with (
        socket.create_connection((host, port), timeout=10) as raw,
        pytest.raises(ssl.SSLCertVerificationError),
    ):
        untrusting.wrap_socket(raw, server_hostname=host)


# -- start-up shortcuts stay faithful -----------------------------------------------------------


def read_properties(path: Path) -> dict[str, str]:
    lines = path.read_text().splitlines()
    pairs = (line.split("=", 1) for line in lines if "=" in line and not line.startswith("#"))
    return {key: value for key, value in pairs}


def test_cached_format_writes_what_kafka_storage_format_writes(tmp_path: Path) -> None:
    """The format cache assumes `kafka-storage format` writes exactly these two files."""
    controller, plaintext = free_ports(2)
    node = KafkaNode(1, tmp_path / "real", {"PLAINTEXT": plaintext, "CONTROLLER": controller})
    node.write_config(
        {
            "process.roles": "broker,controller",
            "node.id": "1",
            "controller.quorum.voters": f"1@127.0.0.1:{controller}",
            "listeners": f"PLAINTEXT://127.0.0.1:{plaintext},CONTROLLER://127.0.0.1:{controller}",
            "controller.listener.names": "CONTROLLER",
            "log.dirs": str(node.data_dir),
        }
    )
    cluster_id = new_cluster_id()
    subprocess.run(
        node.format_command(cluster_id, []), check=True, capture_output=True, timeout=120
    )
    real_files = sorted(p.name for p in node.data_dir.iterdir())
    assert real_files == [format_cache.CHECKPOINT, format_cache.META_PROPERTIES]

    ours = tmp_path / "ours"
    format_cache.write_formatted_log_dir(
        ours,
        node.data_dir / format_cache.CHECKPOINT,
        node_id=1,
        cluster_id=cluster_id,
        directory_id=new_cluster_id(),
    )
    assert sorted(p.name for p in ours.iterdir()) == real_files
    real_meta = read_properties(node.data_dir / format_cache.META_PROPERTIES)
    our_meta = read_properties(ours / format_cache.META_PROPERTIES)
    assert set(our_meta) == set(real_meta)
    assert {k: v for k, v in our_meta.items() if k != "directory.id"} == {
        k: v for k, v in real_meta.items() if k != "directory.id"
    }


# -- nothing left behind -----------------------------------------------------------------------


@pytest.mark.parametrize("graceful_stop", [True, False])
def test_no_jvm_left_after_the_fixture_stops_even_when_the_test_fails(
        graceful_stop: bool) -> None:
    """Also when the nodes are killed rather than shut down (graceful_stop=False)."""

    class Boom(Exception):
        pass

    pids: list[int] = []
    directory = ""
    with pytest.raises(Boom), running_cluster(1, graceful_stop=graceful_stop) as cluster:
        pid = cluster.pid_of(1)
        assert pid is not None and process_alive(pid)
        pids.append(pid)
        directory = str(cluster.directory)
        assert processes_mentioning(directory) == [pid]
        raise Boom
    assert not process_alive(pids[0])
    assert processes_mentioning(directory) == []
    assert not Path(directory).exists()


def test_a_rejected_broker_config_raises_with_the_tool_output(tmp_path: Path) -> None:
    cluster = KafkaCluster(broker_config={"num.network.threads": 0}, work_dir=tmp_path)
    with pytest.raises(BrokerStartError) as err:
        cluster.start()
    assert "num.network.threads" in err.value.log_tail
    assert processes_mentioning(str(tmp_path)) == []


def test_a_broker_jvm_that_dies_raises_with_its_log_tail(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KAFKA_ASYNC_BROKER_JVM_OPTS", "-Xmx1m")  # too small for any JVM
    cluster = KafkaCluster(work_dir=tmp_path)
    with pytest.raises(BrokerStartError, match="exited with code") as err:
        cluster.start()
    assert "heap" in err.value.log_tail
    assert processes_mentioning(str(tmp_path)) == []


def test_a_broker_listener_port_taken_before_the_bind_is_retried_on_new_ports(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The broker binds its listeners after the controller is up, and then logs ~1,500 lines of
    # shutdown: the bind error is far from the log's tail. A CI run lost a TLS cluster so.
    import kafka_async.testing.cluster as cluster_module

    held: list[socket.socket] = []
    chosen: list[list[int]] = []

    def ports_with_the_first_taken(count: int) -> list[int]:
        ports = free_ports(count)
        chosen.append(ports)
        if len(chosen) == 1:  # the PLAINTEXT listener's port (listeners come first)
            taker = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            taker.bind(("127.0.0.1", ports[0]))
            taker.listen()
            held.append(taker)
        return ports

    monkeypatch.setattr(cluster_module, "free_ports", ports_with_the_first_taken)
    cluster = KafkaCluster(work_dir=tmp_path)
    try:
        cluster.start()
        assert len(chosen) == 2
        assert held[0].getsockname()[1] not in chosen[1]
        assert fetch_metadata(cluster.bootstrap.split(",")[0]).brokers
    finally:
        cluster.stop()
        for taker in held:
            taker.close()
    assert processes_mentioning(str(tmp_path)) == []


def test_a_broker_that_fails_late_names_the_cause_not_only_its_shutdown(tmp_path: Path) -> None:
    cluster = KafkaCluster(work_dir=tmp_path)
    taker = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        cluster._prepare()
        node = cluster._nodes[1]
        port = node.ports["PLAINTEXT"]
        taker.bind(("127.0.0.1", port))
        taker.listen()
        node.launch()
        with pytest.raises(BrokerStartError, match="exited with code") as err:
            cluster._wait_ready([1], expect_all=True, timeout=90)
        assert err.value.port_clash
        assert f"127.0.0.1:{port}: Address already in use" in err.value.first_errors
        assert "first errors" in str(err.value)
    finally:
        cluster._teardown(remove_files=True)
        taker.close()
    assert processes_mentioning(str(tmp_path)) == []


def test_watchdog_kills_the_broker_when_its_owner_is_killed(tmp_path: Path) -> None:
    script = (
        "import sys, time\n"
        "from kafka_async.testing import KafkaCluster\n"
        f"cluster = KafkaCluster(nodes=1, work_dir={str(tmp_path)!r}).start()\n"
        "print(cluster.pid_of(1), cluster.directory, flush=True)\n"
        "time.sleep(600)\n"
    )
    owner = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, cwd=REPO
    )
    try:
        assert owner.stdout is not None
        first_line = owner.stdout.readline().split()
        assert len(first_line) == 2, f"owner printed {first_line!r}"
        jvm_pid, directory = int(first_line[0]), first_line[1]
        assert process_alive(jvm_pid)
        owner.send_signal(signal.SIGKILL)  # no atexit, no signal handler can run
        owner.wait(timeout=30)
        wait_for(lambda: True if not process_alive(jvm_pid) else None, "orphaned JVM to die")
        assert processes_mentioning(directory) == []
    finally:
        if owner.poll() is None:
            owner.kill()
            owner.wait()


def test_cli_prints_bootstrap_and_stops_on_sigterm() -> None:
    cli = subprocess.Popen(
        [sys.executable, "-m", "kafka_async.testing.broker"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=REPO,
    )
    try:
        assert cli.stdout is not None
        line = cli.stdout.readline().strip()
        assert line.startswith("bootstrap=127.0.0.1:"), line
        bootstrap = line.removeprefix("bootstrap=")
        assert [b.node_id for b in fetch_metadata(bootstrap).brokers] == [1]
        host, port = parse_address(bootstrap)
        cli.send_signal(signal.SIGTERM)
        assert cli.wait(timeout=60) == 0
        with pytest.raises(OSError):
            socket.create_connection((host, port), timeout=5).close()
    finally:
        if cli.poll() is None:
            cli.kill()
            cli.wait()


def test_a_topic_admin_jvm_that_died_is_replaced_on_the_next_create(
    kafka_cluster: KafkaEndpoint, new_topic: Callable[..., str]
) -> None:
    with JavaTools(kafka_cluster) as tools:
        tools.create_topic(new_topic("first"))
        pid = tools.topic_admin_pid
        assert pid is not None
        os.kill(pid, signal.SIGKILL)
        with pytest.raises(JavaToolError, match="TopicAdmin"):
            tools.create_topic(new_topic("lost"))
        topic = new_topic("again")
        tools.create_topic(topic)
        assert tools.topic_admin_pid not in (None, pid)
        assert "PartitionCount: 1" in tools.describe_topic(topic)
