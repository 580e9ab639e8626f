"""Broker-free checks of the harness's parsers and helpers (hostile bytes, tool output)."""

from __future__ import annotations

import struct

import pytest

from kafka_async.testing.fixtures import selected_broker_kind, unique_topic_name
from kafka_async.testing.security import (
    client_security_properties,
    default_credentials,
    escape_property_value,
    scram_format_arguments,
)
from kafka_async.testing.tools import (
    parse_config_describe,
    parse_consumer_perf,
    parse_producer_perf,
)
from kafka_async.testing.wire import (
    WireError,
    decode_api_versions_v0,
    decode_metadata,
    decode_offset_fetch_v1,
    encode_api_versions_v0,
    encode_metadata,
    encode_offset_fetch_v1,
    parse_address,
)


def test_api_versions_request_bytes_match_the_protocol_guide() -> None:
    frame = encode_api_versions_v0(correlation_id=5)
    size, api_key, version, correlation_id, client_len = struct.unpack_from(">ihhih", frame)
    assert (api_key, version, correlation_id) == (18, 0, 5)
    assert size == len(frame) - 4
    assert frame[14:] == b"kafka_async-harness"[:client_len]


def test_metadata_v0_all_topics_is_an_empty_array_and_v1_a_null_one() -> None:
    assert encode_metadata(0, 1).endswith(struct.pack(">i", 0))
    assert encode_metadata(1, 1).endswith(struct.pack(">i", -1))
    with pytest.raises(ValueError, match="v0/v1"):
        encode_metadata(9, 1)


def test_decode_metadata_v1() -> None:
    body = (
        struct.pack(">i", 1)
        + struct.pack(">ih", 2, 9)
        + b"127.0.0.1"
        + struct.pack(">i", 9092)
        + struct.pack(">h", -1)  # rack: null
        + struct.pack(">i", 2)  # controller
        + struct.pack(">i", 1)
        + struct.pack(">hh", 0, 1)
        + b"t"
        + b"\x00"
        + struct.pack(">i", 1)
        + struct.pack(">hii", 0, 0, 2)
        + struct.pack(">ii", 1, 2)
        + struct.pack(">ii", 1, 2)
    )
    metadata = decode_metadata(1, body)
    assert metadata.controller_id == 2
    assert metadata.brokers[0].port == 9092 and metadata.brokers[0].rack is None
    assert metadata.topics[0].partitions[0].replicas == (2,)
    assert metadata.topic_names == frozenset({"t"})


@pytest.mark.parametrize("cut", [1, 5, 7])
def test_truncated_api_versions_raise_wire_error(cut: int) -> None:
    body = struct.pack(">hi", 0, 1) + struct.pack(">hhh", 0, 0, 11)
    with pytest.raises(WireError):
        decode_api_versions_v0(body[:cut])


def test_hostile_array_length_is_refused_not_allocated() -> None:
    with pytest.raises(WireError, match="implausible array length"):
        decode_api_versions_v0(struct.pack(">hi", 0, 2_000_000_000))


def test_api_versions_error_code_is_reported() -> None:
    with pytest.raises(WireError, match="error code 35"):
        decode_api_versions_v0(struct.pack(">hi", 35, 0))


def _offset_fetch_v1_answer() -> bytes:
    return (struct.pack(">i", 1) + struct.pack(">h", 1) + b"t" + struct.pack(">i", 2)
            + struct.pack(">iqh", 0, 42, -1) + struct.pack(">h", 0)   # metadata null, no error
            + struct.pack(">iqh", 1, -1, 0) + struct.pack(">h", 14))  # "", LOAD_IN_PROGRESS


def test_offset_fetch_v1_request_and_answer() -> None:
    frame = encode_offset_fetch_v1(7, "g", "t", [0, 1])
    _size, api_key, version, correlation_id = struct.unpack_from(">ihhi", frame)
    assert (api_key, version, correlation_id) == (9, 1, 7)
    assert frame.endswith(struct.pack(">h", 1) + b"g" + struct.pack(">ih", 1, 1) + b"t"
                          + struct.pack(">iii", 2, 0, 1))
    assert decode_offset_fetch_v1(_offset_fetch_v1_answer()) == {("t", 0): (42, 0),
                                                                  ("t", 1): (-1, 14)}


@pytest.mark.parametrize("cut", [3, 10, 20, 30])
def test_truncated_offset_fetch_raises_wire_error(cut: int) -> None:
    with pytest.raises(WireError):
        decode_offset_fetch_v1(_offset_fetch_v1_answer()[:cut])


def test_parse_address() -> None:
    assert parse_address("127.0.0.1:9092,127.0.0.1:9093") == ("127.0.0.1", 9092)
    with pytest.raises(ValueError):
        parse_address("nope")


def test_producer_perf_summary_is_parsed() -> None:
    output = (
        "500 records sent, 99.8 records/sec (0.01 MB/sec), 3.1 ms avg latency, "
        "40.0 ms max latency.\n"
        "1000 records sent, 4545.454545 records/sec (0.43 MB/sec), 12.34 ms avg latency, "
        "201.00 ms max latency, 10 ms 50th, 20 ms 95th, 30 ms 99th, 200 ms 99.9th.\n"
    )
    result = parse_producer_perf(output)
    assert (result.records, result.p999_ms) == (1000, 200)
    assert result.records_per_sec == pytest.approx(4545.454545)
    with pytest.raises(ValueError):
        parse_producer_perf("nothing here")


def test_consumer_perf_row_is_parsed() -> None:
    output = (
        "start.time, end.time, data.consumed.in.MB, MB.sec, data.consumed.in.nMsg, nMsg.sec, "
        "rebalance.time.ms, fetch.time.ms, fetch.MB.sec, fetch.nMsg.sec\n"
        "2026-01-01 00:00:00:000, 2026-01-01 00:00:01:000, 0.0951, 0.3315, 1000, 3484.3206, "
        "247, 40, 2.3787, 25000.0000\n"
    )
    result = parse_consumer_perf(output)
    assert (result.records, result.rebalance_time_ms, result.fetch_time_ms) == (1000, 247, 40)
    with pytest.raises(ValueError):
        parse_consumer_perf("start.time, end.time\n")


def test_config_describe_is_parsed() -> None:
    output = (
        "Dynamic configs for topic t are:\n"
        "  retention.ms=1000 sensitive=false synonyms={DYNAMIC_TOPIC_CONFIG:retention.ms=1000}\n"
    )
    assert parse_config_describe(output) == {"retention.ms": "1000"}


def test_client_properties_per_listener() -> None:
    creds = default_credentials()
    plain = client_security_properties("PLAINTEXT", mechanism=None, credentials=creds, ca_file=None)
    assert plain == {"security.protocol": "PLAINTEXT"}
    with pytest.raises(ValueError, match="tls=True"):
        client_security_properties("SSL", mechanism=None, credentials=creds, ca_file=None)
    oauth = client_security_properties(
        "SASL_PLAINTEXT", mechanism="OAUTHBEARER", credentials=creds, ca_file=None, user="bob"
    )
    assert 'unsecuredLoginStringClaim_sub="bob"' in oauth["sasl.jaas.config"]
    with pytest.raises(ValueError, match="no PLAIN user"):
        client_security_properties(
            "SASL_PLAINTEXT", mechanism="PLAIN", credentials=creds, ca_file=None, user="eve"
        )


def test_scram_users_are_formatted_for_the_storage_tool() -> None:
    args = scram_format_arguments({"SCRAM-SHA-256": {"alice": "pw"}, "PLAIN": {"x": "y"}})
    assert args == ["--add-scram", "SCRAM-SHA-256=[name=alice,password=pw]"]


def test_property_values_are_escaped() -> None:
    assert escape_property_value("a\\b\nc") == "a\\\\b\\nc"
    assert escape_property_value(" lead") == "\\ lead"


def test_broker_selection_by_environment() -> None:
    assert selected_broker_kind({}) == "jars"
    assert selected_broker_kind({"KAFKA_ASYNC_BOOTSTRAP": "h:1"}) == "external"
    assert selected_broker_kind({"KAFKA_ASYNC_BROKER": "testcontainers"}) == "testcontainers"
    with pytest.raises(ValueError, match="expected one of"):
        selected_broker_kind({"KAFKA_ASYNC_BROKER": "podman"})


def test_unique_topic_names_are_legal_and_distinct() -> None:
    first = unique_topic_name("t", "test_x[param/1]")
    assert first.startswith("t-test_x-param-1-")
    assert first != unique_topic_name("t", "test_x[param/1]")
