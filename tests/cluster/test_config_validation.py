"""Every setting of every config class is checked at construction, named in the error.

The hostile values below were all silently accepted once (or failed only later, at start, at
the first fetch or join, with an error that named nothing). The rules come from the field types
(kafka_async/cluster/config.py, "Validation rules"); ``test_every_field_has_a_rule`` makes sure a
new field cannot slip past them.
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from typing import Any

import pytest

from kafka_async.admin import AdminConfig, NewPartitions, NewTopic
from kafka_async.cluster.config import ClientConfig, ConfigError, ConfigTypeError, rule_for
from kafka_async.consumer import ConsumerConfig
from kafka_async.consumer.group.config import GroupConsumerConfig
from kafka_async.producer import ProducerConfig
from kafka_async.protocol.arguments import INT16_MAX, INT32_MAX, INT64_MAX
from kafka_async.protocol.errors import InvalidTopicError

BOOT = "127.0.0.1:9092"
CONFIG_CLASSES: tuple[type[ClientConfig], ...] = (
    ClientConfig, AdminConfig, ProducerConfig, ConsumerConfig, GroupConsumerConfig)

# (config class, setting, value, error type, message the error must contain)
HOSTILE: list[tuple[type[ClientConfig], str, object, type[Exception], str]] = [
    # acks: bools and floats hash like ints; lists are unhashable.
    (ProducerConfig, "acks", True, ConfigTypeError, "acks must be 0, 1, -1 or 'all'"),
    (ProducerConfig, "acks", 1.0, ConfigTypeError, "got float 1.0"),
    (ProducerConfig, "acks", [1], ConfigTypeError, "got list [1]"),
    (ProducerConfig, "acks", "2", ConfigError, "acks must be 0, 1, -1 or 'all'"),
    # bools take bools only: a truthy 'no' must not leave CRC checks on by accident.
    (ProducerConfig, "enable_idempotence", "yes", ConfigTypeError,
     "enable_idempotence must be True or False, got str 'yes'"),
    (ConsumerConfig, "check_crcs", "no", ConfigTypeError, "check_crcs must be True or False"),
    (ConsumerConfig, "check_crcs", 0, ConfigTypeError, "check_crcs must be True or False"),
    (ClientConfig, "ssl_check_hostname", "false", ConfigTypeError, "ssl_check_hostname must be"),
    (ConsumerConfig, "enable_fetch_sessions", None, ConfigTypeError, "enable_fetch_sessions"),
    (GroupConsumerConfig, "enable_auto_commit", "false", ConfigTypeError, "enable_auto_commit"),
    (GroupConsumerConfig, "internal_leave_group_on_close", 1, ConfigTypeError,
     "internal_leave_group_on_close must be True or False"),
    # ints: not bool, not float, within Java's type.
    (ClientConfig, "send_buffer_bytes", True, ConfigTypeError, "send_buffer_bytes must be an int"),
    (ClientConfig, "receive_buffer_bytes", 2.5, ConfigTypeError, "receive_buffer_bytes"),
    (ClientConfig, "request_timeout_ms", INT32_MAX + 1, ConfigError,
     f"request_timeout_ms must be an int from 1 to {INT32_MAX}"),
    (ClientConfig, "metadata_max_age_ms", INT64_MAX + 1, ConfigError, "metadata_max_age_ms"),
    (ClientConfig, "max_in_flight_requests_per_connection", 0, ConfigError, "from 1 to"),
    (ClientConfig, "retry_backoff_ms", -1, ConfigError, "retry_backoff_ms must be an int from 0"),
    (ClientConfig, "receive_message_max_bytes", INT32_MAX + 1, ConfigError,
     "receive_message_max_bytes"),
    (ProducerConfig, "retries", INT32_MAX + 1, ConfigError, "retries must be an int from 0"),
    (ProducerConfig, "batch_size", 1.5, ConfigTypeError, "batch_size must be an int"),
    (ProducerConfig, "linger_ms", "5", ConfigTypeError, "linger_ms must be an int"),
    (ConsumerConfig, "fetch_max_wait_ms", True, ConfigTypeError, "fetch_max_wait_ms"),
    (ConsumerConfig, "max_partition_fetch_bytes", 2**40, ConfigError,
     "max_partition_fetch_bytes"),
    (ConsumerConfig, "fetch_buffer_bytes", 0, ConfigError, "fetch_buffer_bytes"),
    (GroupConsumerConfig, "session_timeout_ms", 2**31, ConfigError, "session_timeout_ms"),
    (GroupConsumerConfig, "rebalance_timeout_ms", True, ConfigTypeError, "rebalance_timeout_ms"),
    (GroupConsumerConfig, "rebalance_timeout_ms", "1000", ConfigTypeError, "rebalance_timeout_"),
    (GroupConsumerConfig, "pattern_refresh_ms", 0, ConfigError, "pattern_refresh_ms"),
    (AdminConfig, "default_api_timeout_ms", True, ConfigTypeError, "default_api_timeout_ms"),
    # strings: client_id goes in every request header, an INT16 string.
    (ClientConfig, "client_id", 123, ConfigTypeError, "client_id must be a str, got int 123"),
    (ClientConfig, "client_id", None, ConfigTypeError, "client_id must be a str, got NoneType"),
    (ClientConfig, "client_id", "x" * 40_000, ConfigError,
     f"client_id is 40000 bytes in UTF-8; Kafka's strings hold at most {INT16_MAX}"),
    (ClientConfig, "client_id", "é" * 20_000, ConfigError, "client_id is 40000 bytes"),
    (ClientConfig, "client_id", "\ud800", ConfigError, "client_id must be valid Unicode"),
    (ClientConfig, "security_protocol", ["SSL"], ConfigTypeError, "security_protocol must be a"),
    (ClientConfig, "sasl_mechanism", 5, ConfigTypeError, "sasl_mechanism must be a str"),
    (ClientConfig, "sasl_plain_username", 5, ConfigTypeError, "sasl_plain_username"),
    (ClientConfig, "ssl_cafile", Path("/ca.pem"), ConfigTypeError, "ssl_cafile must be a str"),
    (ConsumerConfig, "client_rack", 5, ConfigTypeError, "client_rack must be a str, got int 5"),
    (ConsumerConfig, "client_rack", None, ConfigTypeError, "client_rack must be a str"),
    (ConsumerConfig, "group_id", "", ConfigError, "group_id cannot be empty"),
    (ConsumerConfig, "group_id", 7, ConfigTypeError, "group_id must be a str"),
    (ConsumerConfig, "auto_offset_reset", ["latest"], ConfigTypeError, "auto_offset_reset"),
    (ConsumerConfig, "isolation_level", ["read_committed"], ConfigTypeError, "isolation_level"),
    (GroupConsumerConfig, "group_protocol", "CLASSICAL", ConfigError,
     "group_protocol must be one of classic, consumer"),
    (GroupConsumerConfig, "group_instance_id", 5, ConfigTypeError, "group_instance_id must be"),
    (GroupConsumerConfig, "group_remote_assignor", "", ConfigError, "group_remote_assignor"),
    (GroupConsumerConfig, "partition_assignment_strategy", 5, ConfigTypeError,
     "partition_assignment_strategy must be a list"),
    (ProducerConfig, "compression_type", ["gzip"], ConfigTypeError, "compression_type"),
    # objects
    (ClientConfig, "ssl_context", "ctx", ConfigTypeError, "ssl_context must be an ssl.SSLContext"),
    (ClientConfig, "sasl_oauth_token_provider", "token", ConfigTypeError,
     "sasl_oauth_token_provider must be callable"),
    (ClientConfig, "sasl_oauthbearer_extensions", [("a", "b")], ConfigTypeError,
     "sasl_oauthbearer_extensions must be a dict"),
    (ClientConfig, "sasl_oauthbearer_extensions", {"a": 1}, ConfigTypeError,
     "sasl_oauthbearer_extensions must map str to str"),
    (ProducerConfig, "key_serializer", b"json", ConfigTypeError, "key_serializer must be callable"),
    (ClientConfig, "bootstrap_servers", [9092], ConfigTypeError, "bootstrap_servers entries"),
]


@pytest.mark.parametrize(("cls", "name", "value", "error", "message"), HOSTILE,
                         ids=[f"{c.__name__}.{n}={v!r:.20}" for c, n, v, _, _ in HOSTILE])
def test_hostile_values_fail_at_construction_naming_the_setting(
        cls: type[ClientConfig], name: str, value: object, error: type[Exception],
        message: str) -> None:
    settings: dict[str, Any] = {"bootstrap_servers": BOOT, name: value}
    with pytest.raises(error) as caught:
        cls.from_kwargs(**settings)
    assert message in str(caught.value)
    assert len(str(caught.value)) < 300  # a 40,000-character value is not echoed whole


def test_type_errors_are_config_errors_and_type_errors() -> None:
    with pytest.raises(TypeError):
        ClientConfig.from_kwargs(bootstrap_servers=BOOT, client_id=123)
    assert issubclass(ConfigTypeError, ConfigError) and issubclass(ConfigError, ValueError)


def test_every_field_has_a_rule() -> None:
    """Each field is checked by the rule for its annotation, or listed as checked by its class;
    every int field has an explicit range. A new field of a new kind fails here."""
    for cls in CONFIG_CLASSES:
        ranges: dict[str, tuple[int, int]] = {}
        for klass in reversed(cls.__mro__):
            ranges.update(vars(klass).get("_INT_RANGES", {}))
        for item in dataclasses.fields(cls):
            rule_for(cls, item)  # raises TypeError for a field nothing checks
            if str(item.type) in ("int", "int | None"):
                assert item.name in ranges, f"{cls.__name__}.{item.name} has no range"
        names = {item.name for item in dataclasses.fields(cls)}
        assert set(ranges) <= names, f"{cls.__name__}: ranges for unknown settings"


def test_every_default_passes_its_own_rules() -> None:
    for cls in CONFIG_CLASSES:
        cls.from_kwargs(bootstrap_servers=BOOT)


@pytest.mark.parametrize(("acks", "code"), [
    (0, 0), (1, 1), (-1, -1), ("all", -1), ("0", 0), ("1", 1), ("-1", -1)])
def test_acks_takes_javas_values_and_their_property_strings(acks: object, code: int) -> None:
    assert ProducerConfig.from_kwargs(bootstrap_servers=BOOT, acks=acks).required_acks == code


def test_the_edges_of_each_range_are_accepted() -> None:
    config = GroupConsumerConfig.from_kwargs(
        bootstrap_servers=BOOT, client_id="x" * INT16_MAX, client_rack="", group_id="g",
        request_timeout_ms=INT32_MAX, metadata_max_age_ms=INT64_MAX, retry_backoff_ms=0,
        send_buffer_bytes=-1, receive_buffer_bytes=INT32_MAX, fetch_min_bytes=0,
        session_timeout_ms=INT32_MAX, partition_assignment_strategy="range, roundrobin",
        rebalance_timeout_ms=None, group_remote_assignor=None, check_crcs=False)
    assert len(config.client_id) == INT16_MAX and config.check_crcs is False
    # Like bootstrap_servers, a Java LIST setting takes the comma-separated string form.
    assert config.partition_assignment_strategy == ("range", "roundrobin")
    producer = ProducerConfig.from_kwargs(bootstrap_servers=BOOT, enable_idempotence=None,
                                          retries=INT32_MAX, linger_ms=0, max_block_ms=0)
    assert producer.idempotent


def test_the_mapping_setting_is_snapshotted() -> None:
    extensions = {"traceId": "1"}
    config = ClientConfig.from_kwargs(bootstrap_servers=BOOT,
                                      sasl_oauthbearer_extensions=extensions)
    extensions["traceId"] = "2"
    assert config.sasl_oauthbearer_extensions == {"traceId": "1"}


def test_a_secret_of_the_wrong_type_is_not_quoted() -> None:
    sentinel = b"SENTINEL-bytes-password"
    with pytest.raises(ConfigTypeError, match="sasl_plain_password must be a str") as caught:
        ClientConfig.from_kwargs(bootstrap_servers=BOOT, sasl_plain_password=sentinel)
    assert "SENTINEL" not in str(caught.value)


# ---------------------------------------------------------------------------- TLS files


def test_missing_tls_files_fail_at_construction_with_the_path(tmp_path: Path) -> None:
    missing = str(tmp_path / "missing-ca.pem")
    for name in ("ssl_cafile", "ssl_certfile", "ssl_keyfile"):
        with pytest.raises(ConfigError, match=f"{name} '{missing}' does not exist"):
            ClientConfig.from_kwargs(bootstrap_servers=BOOT, security_protocol="SSL",
                                     **{name: missing})
    with pytest.raises(ConfigError, match=f"ssl_cafile '{tmp_path}' is not a file"):
        ClientConfig.from_kwargs(bootstrap_servers=BOOT, security_protocol="SASL_SSL",
                                 ssl_cafile=str(tmp_path), sasl_plain_username="u",
                                 sasl_plain_password="p")
    with pytest.raises(ConfigError, match="ssl_cafile cannot be empty"):
        ClientConfig.from_kwargs(bootstrap_servers=BOOT, security_protocol="SSL", ssl_cafile="")


def test_unreadable_tls_file_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ca = tmp_path / "ca.pem"
    ca.write_text("x")
    # chmod 0 would not stop root (tests may run as root): deny through os.access instead.
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    with pytest.raises(ConfigError, match=f"ssl_cafile '{ca}' is not readable"):
        ClientConfig.from_kwargs(bootstrap_servers=BOOT, security_protocol="SSL",
                                 ssl_cafile=str(ca))


def test_a_tls_file_that_disappears_later_is_named_at_start(tmp_path: Path) -> None:
    ca = tmp_path / "ca.pem"
    ca.write_text("not a certificate")
    config = ClientConfig.from_kwargs(bootstrap_servers=BOOT, security_protocol="SSL",
                                      ssl_cafile=str(ca))
    with pytest.raises(ConfigError, match=f"ssl_cafile='{ca}'"):
        config.build_ssl_context()  # garbage PEM
    ca.unlink()
    with pytest.raises(ConfigError, match=f"ssl_cafile='{ca}'.*No such file"):
        config.build_ssl_context()


# ---------------------------------------------------------------------------- admin types


@pytest.mark.parametrize(("kwargs", "error", "message"), [
    ({"num_partitions": "3"}, TypeError, "num_partitions must be an int from -1 to 2147483647"),
    ({"num_partitions": 2**40}, ValueError, "num_partitions must be an int from -1"),
    ({"num_partitions": 0}, ValueError, "num_partitions must be -1 (the broker's default)"),
    ({"num_partitions": True}, TypeError, "num_partitions"),
    ({"replication_factor": 2**15}, ValueError, "replication_factor must be an int from -1 to "
                                                "32767"),
    ({"replication_factor": 1.0}, TypeError, "replication_factor"),
    ({"replica_assignments": {0: "12"}}, TypeError, "replica_assignments[0] must be a "
                                                    "collection of broker ids"),
    ({"replica_assignments": {0: [2**31]}}, ValueError, "replica_assignments[0] broker id"),
    ({"replica_assignments": {"0": [1]}}, TypeError, "replica_assignments partition"),
    ({"replica_assignments": [[1]]}, TypeError, "replica_assignments must be a dict"),
    ({"configs": {"retention.ms": 60000}}, TypeError, "configs must map str to str"),
    ({"configs": "retention.ms=1"}, TypeError, "configs must be a dict"),
])
def test_new_topic_checks_every_field(kwargs: dict[str, Any], error: type[Exception],
                                      message: str) -> None:
    with pytest.raises(error) as caught:
        NewTopic("orders", **kwargs)
    assert message in str(caught.value)


@pytest.mark.parametrize("name", ["", "bad name", 5, "x" * 250])
def test_new_topic_names_are_checked(name: object) -> None:
    with pytest.raises(InvalidTopicError):
        NewTopic(name)  # type: ignore[arg-type]


def test_new_partitions_counts_fit_an_int32() -> None:
    with pytest.raises(ValueError, match="total_count must be a positive int"):
        NewPartitions(2**40)
    with pytest.raises(ValueError, match="new_assignments"):
        NewPartitions(3, [[2**31]])
