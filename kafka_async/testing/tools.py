"""Run Apache Kafka's own Java tools against a test broker, from the same jars.

Interop tests need an independent, reference implementation on the other end of the wire: what
the Java console producer wrote, our consumer must read, and the other way round. Every run is a
subprocess bounded by a timeout; a failure raises JavaToolError with the tool's output.
"""

from __future__ import annotations

import itertools
import re
import shutil
import subprocess
import tempfile
import threading
import weakref
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from kafka_async.testing.external import KafkaEndpoint
from kafka_async.testing.jars import java_command, tool_jvm_opts
from kafka_async.testing.node import write_tool_log4j2
from kafka_async.testing.security import PLAINTEXT, render_properties
from kafka_async.testing.topic_admin import TopicAdmin, TopicAdminError

TOPIC_COMMAND = "org.apache.kafka.tools.TopicCommand"
CONFIG_COMMAND = "kafka.admin.ConfigCommand"
CONSOLE_PRODUCER = "org.apache.kafka.tools.ConsoleProducer"
CONSOLE_CONSUMER = "org.apache.kafka.tools.consumer.ConsoleConsumer"
PRODUCER_PERFORMANCE = "org.apache.kafka.tools.ProducerPerformance"
CONSUMER_PERFORMANCE = "org.apache.kafka.tools.ConsumerPerformance"
ACL_COMMAND = "org.apache.kafka.tools.AclCommand"
FEATURE_COMMAND = "org.apache.kafka.tools.FeatureCommand"
METADATA_QUORUM_COMMAND = "org.apache.kafka.tools.MetadataQuorumCommand"
LOG_DIRS_COMMAND = "org.apache.kafka.tools.LogDirsCommand"
REASSIGN_COMMAND = "org.apache.kafka.tools.reassign.ReassignPartitionsCommand"
CONSUMER_GROUP_COMMAND = "org.apache.kafka.tools.consumer.group.ConsumerGroupCommand"
DELEGATION_TOKEN_COMMAND = "org.apache.kafka.tools.DelegationTokenCommand"
LEADER_ELECTION_COMMAND = "org.apache.kafka.tools.LeaderElectionCommand"
DELETE_RECORDS_COMMAND = "org.apache.kafka.tools.DeleteRecordsCommand"
GET_OFFSET_SHELL = "org.apache.kafka.tools.GetOffsetShell"
CONSOLE_SHARE_CONSUMER = "org.apache.kafka.tools.consumer.ConsoleShareConsumer"
SHARE_CONSUMER_PERFORMANCE = "org.apache.kafka.tools.ShareConsumerPerformance"

_PRODUCER_PERF_LINE = re.compile(
    r"(?P<records>\d+) records sent, (?P<rps>[\d.]+) records/sec \((?P<mbps>[\d.]+) MB/sec\), "
    r"(?P<avg>[\d.]+) ms avg latency, (?P<max>[\d.]+) ms max latency, (?P<p50>\d+) ms 50th, "
    r"(?P<p95>\d+) ms 95th, (?P<p99>\d+) ms 99th, (?P<p999>\d+) ms 99.9th"
)


class JavaToolError(RuntimeError):
    """A Java tool failed or timed out; ``output`` has its stdout and stderr."""

    def __init__(self, message: str, argv: list[str], output: str) -> None:
        super().__init__(f"{message}\ncommand: {' '.join(argv)}\n{output[-4000:]}")
        self.argv = argv
        self.output = output


@dataclass(frozen=True)
class ProducerPerfResult:
    """The summary line of ProducerPerformance."""

    records: int
    records_per_sec: float
    mb_per_sec: float
    avg_latency_ms: float
    max_latency_ms: float
    p50_ms: int
    p95_ms: int
    p99_ms: int
    p999_ms: int


@dataclass(frozen=True)
class ConsumerPerfResult:
    """The result row of ConsumerPerformance (its CSV columns, snake_cased)."""

    data_consumed_mb: float
    mb_per_sec: float
    records: int
    records_per_sec: float
    rebalance_time_ms: int
    fetch_time_ms: int
    fetch_mb_per_sec: float
    fetch_records_per_sec: float


def parse_producer_perf(output: str) -> ProducerPerfResult:
    matches = list(_PRODUCER_PERF_LINE.finditer(output))
    if not matches:
        raise ValueError(f"no ProducerPerformance summary line in output:\n{output[-2000:]}")
    m = matches[-1]
    return ProducerPerfResult(
        records=int(m["records"]),
        records_per_sec=float(m["rps"]),
        mb_per_sec=float(m["mbps"]),
        avg_latency_ms=float(m["avg"]),
        max_latency_ms=float(m["max"]),
        p50_ms=int(m["p50"]),
        p95_ms=int(m["p95"]),
        p99_ms=int(m["p99"]),
        p999_ms=int(m["p999"]),
    )


def parse_consumer_perf(output: str) -> ConsumerPerfResult:
    """Parse ``start.time, end.time, data.consumed.in.MB, MB.sec, ...`` header + value row."""
    lines = [line for line in output.splitlines() if line.strip()]
    for index, line in enumerate(lines[:-1]):
        if line.startswith("start.time"):
            header = [field.strip() for field in line.split(",")]
            values = dict(
                zip(header, (v.strip() for v in lines[index + 1].split(",")), strict=False)
            )
            try:
                return ConsumerPerfResult(
                    data_consumed_mb=float(values["data.consumed.in.MB"]),
                    mb_per_sec=float(values["MB.sec"]),
                    records=int(values["data.consumed.in.nMsg"]),
                    records_per_sec=float(values["nMsg.sec"]),
                    rebalance_time_ms=int(values["rebalance.time.ms"]),
                    fetch_time_ms=int(values["fetch.time.ms"]),
                    fetch_mb_per_sec=float(values["fetch.MB.sec"]),
                    fetch_records_per_sec=float(values["fetch.nMsg.sec"]),
                )
            except (KeyError, ValueError) as exc:
                raise ValueError(f"unexpected ConsumerPerformance output: {exc}\n{output}") from exc
    raise ValueError(f"no ConsumerPerformance result in output:\n{output[-2000:]}")


@dataclass(frozen=True)
class ShareConsumerPerfResult:
    """The result row of ShareConsumerPerformance."""

    data_consumed_mb: float
    mb_per_sec: float
    records: int
    records_per_sec: float


def parse_share_consumer_perf(output: str) -> ShareConsumerPerfResult:
    """Parse the ``start.time, end.time, data.consumed.in.MB, MB.sec, ...`` header + the
    total row (the last row: with several threads, one row per thread comes first)."""
    lines = [line for line in output.splitlines() if line.strip()]
    header: list[str] | None = None
    row: dict[str, str] | None = None
    for line in lines:
        if line.startswith("start.time"):
            header = [field.strip() for field in line.split(",")]
        elif header is not None and line.count(",") >= len(header) - 1:
            row = dict(zip(header, (v.strip() for v in line.split(",")), strict=False))
    if row is None:
        raise ValueError(f"no ShareConsumerPerformance result in output:\n{output[-2000:]}")
    try:
        return ShareConsumerPerfResult(
            data_consumed_mb=float(row["data.consumed.in.MB"]),
            mb_per_sec=float(row["MB.sec"]),
            records=int(row["data.consumed.in.nMsg"]),
            records_per_sec=float(row["nMsg.sec"]),
        )
    except (KeyError, ValueError) as exc:
        raise ValueError(f"unexpected ShareConsumerPerformance output: {exc}\n{output}") from exc


def parse_config_describe(output: str) -> dict[str, str]:
    """``  key=value sensitive=false synonyms={...}`` lines of kafka-configs --describe."""
    configs: dict[str, str] = {}
    for line in output.splitlines():
        if line.startswith("  ") and "=" in line:
            entry = line.strip().split(" sensitive=")[0]
            key, _, value = entry.partition("=")
            configs[key] = value
    return configs


class JavaTools:
    """Kafka's console/admin/perf tools aimed at one broker or cluster (any KafkaEndpoint)."""

    def __init__(self, cluster: KafkaEndpoint, *, timeout: float = 120.0) -> None:
        self.cluster = cluster
        self.timeout = timeout
        self._scratch = Path(tempfile.mkdtemp(prefix="kafka_async-tools-"))
        self._log4j = write_tool_log4j2(self._scratch)
        self._config_numbers = itertools.count(1)  # thread-safe in CPython
        self._finalizer = weakref.finalize(self, shutil.rmtree, self._scratch, True)
        #: the long-lived Java Admin behind create_topic on PLAINTEXT (started on first use;
        #: False once it could not start: every topic then gets its own kafka-topics run)
        self._topic_admin: TopicAdmin | bool | None = None
        self._topic_admin_lock = threading.Lock()

    @property
    def topic_admin_pid(self) -> int | None:
        """The pid of the JVM create_topic uses, while it runs (a leak check allows it)."""
        admin = self._topic_admin
        return admin.pid if isinstance(admin, TopicAdmin) else None

    def close(self) -> None:
        """Stop the topic admin JVM and remove the scratch directory. Idempotent."""
        with self._topic_admin_lock:
            admin, self._topic_admin = self._topic_admin, None
        if isinstance(admin, TopicAdmin):
            admin.stop()
        self._finalizer()

    def __enter__(self) -> JavaTools:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- plumbing --------------------------------------------------------------------------------

    def run(
        self,
        main_class: str,
        args: list[str],
        *,
        stdin: str | None = None,
        timeout: float | None = None,
        jvm_options: Sequence[str] = (),
    ) -> subprocess.CompletedProcess[str]:
        """Run one tool; raise JavaToolError on a non-zero exit or a timeout. ``jvm_options``:
        extra system properties (a krb5.conf, the OAuth URLs Kafka 4 allows)."""
        opts = [*tool_jvm_opts(), *jvm_options, f"-Dlog4j2.configurationFile={self._log4j}"]
        argv = java_command(main_class, args, jvm_opts=opts)
        try:
            done = subprocess.run(
                argv,
                input=stdin,
                capture_output=True,
                text=True,
                timeout=timeout or self.timeout,
                stdin=None if stdin is not None else subprocess.DEVNULL,
            )
        except subprocess.TimeoutExpired as exc:
            output = _text(exc.stdout) + _text(exc.stderr)
            raise JavaToolError(
                f"{main_class} timed out after {exc.timeout}s", argv, output
            ) from None
        if done.returncode != 0:
            raise JavaToolError(
                f"{main_class} exited {done.returncode}", argv, done.stdout + done.stderr
            )
        return done

    def command_config(
        self,
        listener: str = PLAINTEXT,
        *,
        mechanism: str | None = None,
        user: str | None = None,
        extra: Mapping[str, str] | None = None,
    ) -> Path:
        """A client properties file for ``listener`` (security settings + ``extra``)."""
        props = self.cluster.client_properties(listener, mechanism=mechanism, user=user)
        props.update(extra or {})
        path = self._scratch / f"client-{next(self._config_numbers)}.properties"
        path.write_text(render_properties(props))
        return path

    def _connection_args(self, listener: str, config: Path) -> list[str]:
        return [
            "--bootstrap-server",
            self.cluster.bootstrap_for(listener),
            "--command-config",
            str(config),
        ]

    def admin_command(
        self,
        main_class: str,
        args: list[str],
        *,
        listener: str = PLAINTEXT,
        mechanism: str | None = None,
        user: str | None = None,
        config_flag: str = "--command-config",
        timeout: float | None = None,
    ) -> str:
        """Run an admin tool (kafka-acls, kafka-features, kafka-consumer-groups, ...) against
        the cluster: ``--bootstrap-server`` and the client properties are added; stdout back.
        ``config_flag``: the tool's name for its properties option."""
        config = self.command_config(listener, mechanism=mechanism, user=user)
        argv = ["--bootstrap-server", self.cluster.bootstrap_for(listener), config_flag,
                str(config), *args]
        return self.run(main_class, argv, timeout=timeout).stdout

    # -- topics and configs ----------------------------------------------------------------------

    def create_topic(
        self,
        name: str,
        partitions: int = 1,
        replication_factor: int | None = 1,
        config: Mapping[str, str] | None = None,
        *,
        listener: str = PLAINTEXT,
        mechanism: str | None = None,
        user: str | None = None,
    ) -> None:
        """Create a topic with the Java Admin, as kafka-topics --create does
        (replication_factor=None: the broker's default). On PLAINTEXT without credentials
        the call goes to one long-lived JVM (``topic_admin.py``); otherwise, or where that
        JVM cannot start, to kafka-topics. JavaToolError if the topic is refused."""
        if listener == PLAINTEXT and mechanism is None and user is None:
            admin = self._running_topic_admin()
            if admin is not None:
                try:
                    admin.create(name, partitions, replication_factor, config)
                except TopicAdminError as exc:
                    if admin.pid is None:  # its JVM is gone: the next call starts another
                        with self._topic_admin_lock:
                            if self._topic_admin is admin:
                                self._topic_admin = None
                        admin.stop()
                    raise JavaToolError(str(exc), ["TopicAdmin", name], str(exc)) from None
                return
        config_file = self.command_config(listener, mechanism=mechanism, user=user)
        args = [
            *self._connection_args(listener, config_file),
            "--create",
            "--topic",
            name,
            "--partitions",
            str(partitions),
        ]
        if replication_factor is not None:
            args += ["--replication-factor", str(replication_factor)]
        for key, value in (config or {}).items():
            args += ["--config", f"{key}={value}"]
        self.run(TOPIC_COMMAND, args)

    def _running_topic_admin(self) -> TopicAdmin | None:
        with self._topic_admin_lock:
            if self._topic_admin is None:
                opts = [*tool_jvm_opts(), f"-Dlog4j2.configurationFile={self._log4j}"]
                admin = TopicAdmin(self.command_config(PLAINTEXT), opts,
                                   self._scratch / "topic-admin.log")
                try:
                    self._topic_admin = admin.start()
                except (TopicAdminError, OSError):
                    self._topic_admin = False
            return self._topic_admin if isinstance(self._topic_admin, TopicAdmin) else None

    def delete_topic(self, name: str, *, listener: str = PLAINTEXT) -> None:
        config = self.command_config(listener)
        self.run(
            TOPIC_COMMAND, [*self._connection_args(listener, config), "--delete", "--topic", name]
        )

    def list_topics(self, *, listener: str = PLAINTEXT) -> list[str]:
        config = self.command_config(listener)
        done = self.run(TOPIC_COMMAND, [*self._connection_args(listener, config), "--list"])
        return [line.strip() for line in done.stdout.splitlines() if line.strip()]

    def describe_topic(self, name: str, *, listener: str = PLAINTEXT) -> str:
        config = self.command_config(listener)
        args = [*self._connection_args(listener, config), "--describe", "--topic", name]
        return self.run(TOPIC_COMMAND, args).stdout

    def alter_configs(
        self,
        entity_type: str,
        entity_name: str,
        add: Mapping[str, str],
        *,
        listener: str = PLAINTEXT,
    ) -> None:
        """kafka-configs --alter --add-config (entity_type: topics, brokers, users, groups...)."""
        settings = ",".join(f"{key}={value}" for key, value in add.items())
        args = [
            *self._connection_args(listener, self.command_config(listener)),
            "--alter",
            "--entity-type",
            entity_type,
            "--entity-name",
            entity_name,
            "--add-config",
            settings,
        ]
        self.run(CONFIG_COMMAND, args)

    def describe_configs(
        self, entity_type: str, entity_name: str, *, listener: str = PLAINTEXT
    ) -> dict[str, str]:
        """Dynamic (non-default) configs of one entity, as ``{name: value}``."""
        args = [
            *self._connection_args(listener, self.command_config(listener)),
            "--describe",
            "--entity-type",
            entity_type,
            "--entity-name",
            entity_name,
        ]
        return parse_config_describe(self.run(CONFIG_COMMAND, args).stdout)

    # -- console producer / consumer -------------------------------------------------------------

    def console_produce(
        self,
        topic: str,
        lines: Iterable[str],
        *,
        key_separator: str | None = None,
        producer_props: Mapping[str, str] | None = None,
        listener: str = PLAINTEXT,
        mechanism: str | None = None,
        user: str | None = None,
    ) -> None:
        """Send one record per line (``key<sep>value`` with key_separator), acks=all, then flush.

        The console producer logs send failures but may still exit 0, so ERROR lines on stderr
        are treated as failure too.
        """
        extra = {"acks": "all", **(producer_props or {})}
        config = self.command_config(listener, mechanism=mechanism, user=user, extra=extra)
        args = [*self._connection_args(listener, config), "--topic", topic]
        if key_separator is not None:
            args += [
                "--reader-property",
                "parse.key=true",
                "--reader-property",
                f"key.separator={key_separator}",
            ]
        payload = "".join(f"{line}\n" for line in lines)
        done = self.run(CONSOLE_PRODUCER, args, stdin=payload)
        errors = [
            line
            for line in done.stderr.splitlines()
            if " ERROR " in line or line.startswith("ERROR")
        ]
        if errors:
            raise JavaToolError(
                "console producer reported errors", [CONSOLE_PRODUCER, *args], done.stderr
            )

    def console_consume(
        self,
        topic: str,
        max_messages: int,
        *,
        from_beginning: bool = True,
        props: Mapping[str, str] | None = None,
        listener: str = PLAINTEXT,
        mechanism: str | None = None,
        user: str | None = None,
        print_key: bool = False,
        key_separator: str = "\t",
        timeout_ms: int = 30_000,
        group: str | None = None,
    ) -> list[str]:
        """Read up to ``max_messages`` values (``key<sep>value`` with print_key); stops after
        ``timeout_ms`` without a new record, so it returns fewer lines instead of hanging."""
        config = self.command_config(listener, mechanism=mechanism, user=user, extra=props)
        args = [
            *self._connection_args(listener, config),
            "--topic",
            topic,
            "--max-messages",
            str(max_messages),
            "--timeout-ms",
            str(timeout_ms),
        ]
        if from_beginning:
            args.append("--from-beginning")
        if group is not None:
            args += ["--group", group]
        if print_key:
            args += [
                "--formatter-property",
                "print.key=true",
                "--formatter-property",
                f"key.separator={key_separator}",
            ]
        done = self.run(CONSOLE_CONSUMER, args, timeout=self.timeout + timeout_ms / 1000)
        return done.stdout.splitlines()

    def console_share_consumer_argv(
        self,
        topic: str,
        group: str,
        *,
        timeout_ms: int = 10_000,
        max_messages: int | None = None,
        listener: str = PLAINTEXT,
    ) -> list[str]:
        """argv of the console *share* consumer (KIP-932), printing ``offset<TAB>value`` per
        record it accepts, for a test to run beside its own members (``subprocess.Popen``);
        it exits after ``timeout_ms`` without a record."""
        config = self.command_config(listener)
        args = [
            *self._connection_args(listener, config),
            "--topic",
            topic,
            "--group",
            group,
            "--timeout-ms",
            str(timeout_ms),
            "--formatter-property",
            "print.offset=true",
            "--formatter-property",
            "print.value=true",
        ]
        if max_messages is not None:
            args += ["--max-messages", str(max_messages)]
        opts = [*tool_jvm_opts(), f"-Dlog4j2.configurationFile={self._log4j}"]
        return java_command(CONSOLE_SHARE_CONSUMER, args, jvm_opts=opts)

    # -- performance tools -----------------------------------------------------------------------

    def share_consumer_perf(
        self,
        topic: str,
        group: str,
        num_records: int,
        *,
        threads: int = 1,
        props: Mapping[str, str] | None = None,
        listener: str = PLAINTEXT,
        timeout_ms: int = 120_000,
    ) -> ShareConsumerPerfResult:
        """ShareConsumerPerformance: ``threads`` share consumers in ``group`` read
        ``num_records`` together."""
        config = self.command_config(listener, extra=props)
        args = [
            *self._connection_args(listener, config),
            "--topic",
            topic,
            "--group",
            group,
            "--num-records",
            str(num_records),
            "--threads",
            str(threads),
            "--timeout",
            str(timeout_ms),
        ]
        done = self.run(SHARE_CONSUMER_PERFORMANCE, args, timeout=self.timeout + timeout_ms / 1000)
        return parse_share_consumer_perf(done.stdout)

    def producer_perf(
        self,
        topic: str,
        num_records: int,
        record_size: int = 100,
        *,
        throughput: int = -1,
        producer_props: Mapping[str, str] | None = None,
        listener: str = PLAINTEXT,
        mechanism: str | None = None,
        user: str | None = None,
    ) -> ProducerPerfResult:
        config = self.command_config(listener, mechanism=mechanism, user=user, extra=producer_props)
        args = [
            *self._connection_args(listener, config),
            "--topic",
            topic,
            "--num-records",
            str(num_records),
            "--record-size",
            str(record_size),
            "--throughput",
            str(throughput),
        ]
        return parse_producer_perf(self.run(PRODUCER_PERFORMANCE, args).stdout)

    def consumer_perf(
        self,
        topic: str,
        num_records: int,
        *,
        props: Mapping[str, str] | None = None,
        listener: str = PLAINTEXT,
        mechanism: str | None = None,
        user: str | None = None,
        timeout_ms: int = 60_000,
    ) -> ConsumerPerfResult:
        config = self.command_config(listener, mechanism=mechanism, user=user, extra=props)
        args = [
            *self._connection_args(listener, config),
            "--topic",
            topic,
            "--num-records",
            str(num_records),
            "--timeout",
            str(timeout_ms),
        ]
        return parse_consumer_perf(self.run(CONSUMER_PERFORMANCE, args).stdout)


def _text(value: str | bytes | None) -> str:
    if value is None:
        return ""
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else value
