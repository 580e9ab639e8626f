"""Option parsing of the kafka_async data source: no Spark session, no broker."""

from __future__ import annotations

import pytest

from kafka_async.consumer.config import ConsumerConfig
from kafka_async.spark.options import (
    SparkOptionError,
    client_settings,
    consumer_settings,
    producer_settings,
)
from kafka_async.spark.read_options import EARLIEST, LATEST, parse_read_options

BOOT = {"kafka.bootstrap.servers": "127.0.0.1:9092"}


def read(streaming: bool = False, **options: str) -> object:
    return parse_read_options({**BOOT, **options}, streaming=streaming)


# ---------------------------------------------------------------------------- kafka.* settings


def test_kafka_options_become_snake_case_kwargs_of_the_right_type() -> None:
    settings = client_settings({
        "kafka.bootstrap.servers": "127.0.0.1:9092,127.0.0.1:9093",
        "kafka.request.timeout.ms": "5000",
        "kafka.check.crcs": "false",
        "kafka.isolation.level": "read_committed",
        "kafka.client.id": "spark-job",
        "kafka.acks": "all",
        "kafka.compression.type": "lz4",
    })
    assert settings == {
        "bootstrap_servers": "127.0.0.1:9092,127.0.0.1:9093",
        "request_timeout_ms": 5000,
        "check_crcs": False,
        "isolation_level": "read_committed",
        "client_id": "spark-job",
        "acks": "all",
        "compression_type": "lz4",
    }
    assert "acks" not in consumer_settings(settings)
    assert "isolation_level" not in producer_settings(settings)
    assert producer_settings(settings)["compression_type"] == "lz4"


def test_kafka_options_are_case_insensitive_and_other_options_are_not_settings() -> None:
    settings = client_settings({"Kafka.Bootstrap.Servers": "h:1", "subscribe": "t",
                                "KAFKA.SECURITY.PROTOCOL": "PLAINTEXT"})
    assert settings == {"bootstrap_servers": "h:1", "security_protocol": "PLAINTEXT"}


def test_java_long_settings_take_long_values() -> None:
    settings = client_settings({**BOOT, "kafka.metadata.max.age.ms": "3000000000",
                                "kafka.max.poll.records": " 2147483647 "})
    assert settings["metadata_max_age_ms"] == 3_000_000_000
    assert settings["max_poll_records"] == 2_147_483_647


def test_sasl_jaas_config_gives_username_and_password() -> None:
    jaas = ('org.apache.kafka.common.security.scram.ScramLoginModule required '
            'username="alice" password="s3cr\\"et";')
    settings = client_settings({**BOOT, "kafka.security.protocol": "SASL_PLAINTEXT",
                                "kafka.sasl.mechanism": "SCRAM-SHA-256",
                                "kafka.sasl.jaas.config": jaas})
    assert settings["sasl_jaas_config"] == jaas
    config = ConsumerConfig.from_kwargs(**consumer_settings(settings))
    assert config.sasl_plain_username == "alice"
    assert config.sasl_plain_password is not None
    assert config.sasl_plain_password.reveal() == 's3cr"et'  # JAAS escapes, as Java reads them
    assert settings["sasl_mechanism"] == "SCRAM-SHA-256"
    assert "s3cr" not in repr(config)


def test_ssl_endpoint_identification_is_the_java_setting() -> None:
    settings = client_settings({**BOOT, "kafka.ssl.endpoint.identification.algorithm": ""})
    assert settings["ssl_endpoint_identification_algorithm"] == ""


@pytest.mark.parametrize("name", ["auto.offset.reset", "key.deserializer",
                                  "value.deserializer", "key.serializer", "value.serializer",
                                  "enable.auto.commit", "interceptor.classes"])
def test_forbidden_kafka_options_are_refused_by_name(name: str) -> None:
    with pytest.raises(SparkOptionError, match=f"option 'kafka.{name}' is not supported"):
        client_settings({**BOOT, f"kafka.{name}": "x"})


@pytest.mark.parametrize(("options", "message"), [
    ({}, "option 'kafka.bootstrap.servers' must be specified"),
    ({**BOOT, "kafka.request.timeout": "1"},
     "option 'kafka.request.timeout' is not a setting kafka_async knows "
     r"\(did you mean 'kafka.request.timeout.ms'\?\)"),
    ({**BOOT, "kafka.request.timeout.ms": "soon"},
     "option 'kafka.request.timeout.ms' must be an integer, got 'soon'"),
    ({**BOOT, "kafka.request.timeout.ms": "-5"},
     "option 'kafka.request.timeout.ms': request_timeout_ms must be an int from 1 to "
     "2147483647, got -5"),
    ({**BOOT, "kafka.check.crcs": "maybe"}, "option 'kafka.check.crcs' must be true or false"),
    # Java INT settings stay in int32 (Fetch's max_wait_ms is an int32 on the wire)
    ({**BOOT, "kafka.fetch.max.wait.ms": "2147483648"},
     "option 'kafka.fetch.max.wait.ms' must be an integer no larger than 2147483647"),
    ({**BOOT, "kafka.metadata.max.age.ms": "99999999999999999999"},
     "option 'kafka.metadata.max.age.ms' must be an integer no larger than 9223372036854775807"),
    ({**BOOT, "kafka.request.timeout.ms": "\u0661\u0662"},
     "option 'kafka.request.timeout.ms' must be an integer"),
    ({"kafka.bootstrap.servers": "nohost"},
     "option 'kafka.bootstrap.servers': bootstrap_servers entry 'nohost'"),
    ({**BOOT, "kafka.security.protocol": "SASL_SSL"},
     "options 'kafka.sasl.mechanism', 'kafka.sasl.plain.username', 'kafka.sasl.plain.password', "
     "'kafka.sasl.jaas.config': "),
    ({**BOOT, "kafka.partitioner": "x"}, "option 'kafka.partitioner' cannot be given as a string"),
    ({**BOOT, "kafka.sasl.jaas.config": "com.example.Kerberos required;"},
     "option 'kafka.sasl.jaas.config': sasl_jaas_config: login module com.example.Kerberos "
     "is not supported"),
])
def test_bad_kafka_options_name_the_option(options: dict[str, str], message: str) -> None:
    with pytest.raises(SparkOptionError, match=message):
        client_settings(options)


# ---------------------------------------------------------------------------- read options


def test_defaults_follow_spark_for_batch_and_streaming() -> None:
    batch = parse_read_options({**BOOT, "subscribe": "a, b"}, streaming=False)
    assert batch.subscribe == ("a", "b")
    assert batch.starting.kind == "earliest" and batch.ending.kind == "latest"
    assert batch.fail_on_data_loss is True and batch.include_headers is False
    assert batch.max_offsets_per_trigger is None and batch.poll_timeout_ms == 120_000
    stream = parse_read_options({**BOOT, "subscribe": "a"}, streaming=True)
    assert stream.starting.kind == "latest"


def test_every_read_option_is_parsed() -> None:
    options = parse_read_options({
        **BOOT, "SubscribePattern": "events-.*", "startingOffsets": "earliest",
        "maxOffsetsPerTrigger": "100", "minPartitions": "4", "maxRecordsPerPartition": "50",
        "failOnDataLoss": "FALSE", "includeHeaders": "true",
        "kafkaConsumer.pollTimeoutMs": "1000", "maxBatchRows": "7",
        "startingOffsetsByTimestampStrategy": "latest", "fetchOffset.numRetries": "0",
        "fetchOffset.retryIntervalMs": "250",
    }, streaming=True)
    assert (options.fetch_offset_num_retries, options.fetch_offset_retry_interval_ms) == (0, 250)
    assert options.subscribe_pattern == "events-.*"
    assert options.strategy_option == "subscribePattern"
    assert options.max_offsets_per_trigger == 100
    assert (options.min_partitions, options.max_records_per_partition) == (4, 50)
    assert options.fail_on_data_loss is False and options.include_headers is True
    assert (options.poll_timeout_ms, options.max_batch_rows) == (1000, 7)
    assert options.starting_by_timestamp_strategy == "latest"


def test_assign_and_offsets_json() -> None:
    options = parse_read_options({
        **BOOT, "assign": '{"t": [1, 0], "u": [0]}',
        "startingOffsets": '{"t": {"0": 5, "1": -2}, "u": "earliest"}',
        "endingOffsets": '{"t": {"0": -1, "1": 9}, "u": {"0": 3}}',
    }, streaming=False)
    assert options.assign == (("t", 0), ("t", 1), ("u", 0))
    assert options.starting.kind == "offsets"
    assert options.starting.offsets == {("t", 0): 5, ("t", 1): EARLIEST}
    assert options.starting.topic_defaults == {"u": EARLIEST}
    streaming = parse_read_options({**BOOT, "subscribe": "t",
                                    "startingOffsets": '{"t": "latest"}'}, streaming=True)
    assert streaming.starting.topic_defaults == {"t": LATEST}
    assert options.ending.offsets == {("t", 0): LATEST, ("t", 1): 9, ("u", 0): 3}


def test_timestamp_options_and_their_precedence() -> None:
    options = parse_read_options({
        **BOOT, "subscribe": "t", "startingOffsets": "earliest",
        "startingOffsetsByTimestamp": '{"t": {"0": 1000}}', "startingTimestamp": "2000",
        "endingOffsetsByTimestamp": '{"t": {"0": 3000}}',
    }, streaming=False)
    assert options.starting.kind == "global_timestamp" and options.starting.timestamp == 2000
    assert options.starting.option == "startingTimestamp"
    assert options.ending.kind == "timestamps" and options.ending.offsets == {("t", 0): 3000}


@pytest.mark.parametrize(("options", "streaming", "message"), [
    ({}, False, "exactly one of the options 'subscribe', 'subscribePattern' or 'assign' must "
                r"be specified \(found: none\)"),
    ({"subscribe": "a", "assign": '{"a": [0]}'}, False, r"\(found: subscribe, assign\)"),
    ({"subscribe": " , "}, False, "option 'subscribe' must list at least one topic"),
    ({"subscribePattern": "(["}, False, "option 'subscribePattern' is not a valid regular"),
    ({"assign": '{"a": ["x"]}'}, False, "option 'assign' must map topics to lists"),
    ({"assign": "[1]"}, False, "option 'assign' must be a JSON object"),
    ({"assign": "{"}, False, "option 'assign' is not valid JSON"),
    ({"subscribe": "a", "startingOffsets": "first"}, False,
     "option 'startingOffsets' must be 'earliest', 'latest' or a JSON object"),
    ({"subscribe": "a", "startingOffsets": '{"a": {"0": -3}}'}, False,
     "option 'startingOffsets': offset -3 for a-0 is invalid"),
    ({"subscribe": "a", "startingOffsets": '{"a": {"x": 1}}'}, False,
     "option 'startingOffsets': partition 'x' of topic 'a' is not"),
    ({"subscribe": "a", "endingOffsets": '{"a": {"0": -2}}'}, False,
     r"option 'endingOffsets': -2 \(earliest\) is not allowed"),
    ({"subscribe": "a", "endingOffsets": "earliest"}, False,
     "option 'endingOffsets' cannot be 'earliest'"),
    ({"subscribe": "a", "startingOffsets": "latest"}, False,
     "option 'startingOffsets' cannot be 'latest' for a batch query"),
    ({"subscribe": "a", "startingOffsets": '{"a": {"0": -1}}'}, False,
     r"option 'startingOffsets': -1 \(latest\) is not allowed in a batch query"),
    ({"subscribe": "a", "endingOffsets": "latest"}, True,
     "option 'endingOffsets' is for batch queries only"),
    ({"subscribe": "a", "endingTimestamp": "5"}, True,
     "option 'endingTimestamp' is for batch queries only"),
    ({"subscribe": "a", "maxOffsetsPerTrigger": "0"}, True,
     "option 'maxOffsetsPerTrigger' must be a positive integer, got '0'"),
    ({"subscribe": "a", "failOnDataLoss": "yes"}, False,
     "option 'failOnDataLoss' must be true or false, got 'yes'"),
    ({"subscribe": "a", "startingTimestamp": "yesterday"}, False,
     "option 'startingTimestamp' must be a timestamp in milliseconds"),
    ({"subscribe": "a", "startingOffsetsByTimestamp": '{"a": {"0": -1}}'}, False,
     "option 'startingOffsetsByTimestamp' must map partitions to timestamps"),
    ({"subscribe": "a", "startingOffsetsByTimestampStrategy": "skip"}, False,
     "option 'startingOffsetsByTimestampStrategy' must be 'error' or 'latest'"),
    ({"subscribe": "a", "startingOffset": "earliest"}, False,
     r"unknown option 'startingoffset' \(did you mean 'startingOffsets'\?\)"),
    ({"subscribe": "a", "minOffsetsPerTrigger": "0"}, True,
     "option 'minOffsetsPerTrigger' must be a positive integer"),
    ({"subscribe": "a", "minOffsetsPerTrigger": "50", "maxOffsetsPerTrigger": "10"}, True,
     r"option 'minOffsetsPerTrigger' \(50\) is higher than 'maxOffsetsPerTrigger' \(10\)"),
    ({"subscribe": "a", "maxTriggerDelay": "soon"}, True,
     "option 'maxTriggerDelay' must be a duration such as '15m'"),
    ({"subscribe": "a", "maxTriggerDelay": "5 fortnights"}, True,
     "option 'maxTriggerDelay' must be a duration"),
    ({"subscribe": "a", "subscribePattern": "x"}, True,
     "exactly one of the options"),
    ({"subscribePattern": "[a-z&&[^aeiou]]+"}, True,
     r"option 'subscribePattern': class intersection \(&&\) has no Python re equivalent"),
    ({"subscribePattern": "\\p{L}+"}, True,
     r"option 'subscribePattern': \\p\{L\} \(a Unicode or Java property class\)"),
    ({"subscribe": "a", "fetchOffset.numRetries": "-1"}, True,
     "option 'fetchOffset.numRetries' must be a non-negative integer"),
    # hostile numbers: only ASCII digits, within Java's int/long ranges, named in the error
    ({"subscribe": "a", "maxOffsetsPerTrigger": "\u00b2"}, True,
     "option 'maxOffsetsPerTrigger' must be a positive integer"),
    ({"subscribe": "a", "maxOffsetsPerTrigger": "1_000"}, True,
     "option 'maxOffsetsPerTrigger' must be a positive integer"),
    ({"subscribe": "a", "maxOffsetsPerTrigger": "9223372036854775808"}, True,
     "option 'maxOffsetsPerTrigger' must be a positive integer no larger than "
     "9223372036854775807"),
    ({"subscribe": "a", "maxOffsetsPerTrigger": "9" * 5000}, True,
     "option 'maxOffsetsPerTrigger' must be a positive integer"),
    ({"subscribe": "a", "maxOffsetsPerTrigger": "-5"}, True,
     "option 'maxOffsetsPerTrigger' must be a positive integer, got '-5'"),
    ({"subscribe": "a", "minPartitions": "2147483648"}, False,
     "option 'minPartitions' must be a positive integer no larger than 2147483647"),
    ({"subscribe": "a", "fetchOffset.numRetries": "\u0663"}, False,
     "option 'fetchOffset.numRetries' must be a non-negative integer"),
    ({"subscribe": "a", "startingTimestamp": "\u00b2"}, False,
     "option 'startingTimestamp' must be a timestamp in milliseconds"),
    ({"subscribe": "a", "startingTimestamp": "-1"}, False,
     "option 'startingTimestamp' must be a timestamp in milliseconds"),
    ({"subscribe": "a", "kafka.request.timeout.ms": "1_000"}, False,
     "option 'kafka.request.timeout.ms' must be an integer"),
    ({"subscribe": "a", "startingOffsets": '{"a": {"\u00b2": 1}}'}, False,
     "option 'startingOffsets': partition '\u00b2' of topic 'a' is not a partition number"),
    ({"subscribe": "a", "startingOffsets": '{"a": {"2147483648": 1}}'}, False,
     "option 'startingOffsets': partition '2147483648' of topic 'a' is not a partition number"),
    ({"subscribe": "a", "startingOffsets": '{"a": {"0": 9223372036854775808}}'}, False,
     "option 'startingOffsets': value for a-0 must be a 64-bit integer"),
    ({"subscribe": "a", "startingOffsets": '{"a": {"0": 1.5}}'}, False,
     "option 'startingOffsets': value for a-0 must be a 64-bit integer"),
    ({"subscribe": "a", "startingOffsets": '{"a": {"0": true}}'}, False,
     "option 'startingOffsets': value for a-0 must be a 64-bit integer"),
    ({"assign": '{"a": [2147483648]}'}, False, "option 'assign' must map topics to lists"),
    ({"assign": '{"a": [-1]}'}, False, "option 'assign' must map topics to lists"),
    # empty and malformed values
    ({"subscribe": ""}, False, "option 'subscribe' must list at least one topic"),
    ({"subscribePattern": "  "}, False, "option 'subscribePattern' must not be empty"),
    ({"assign": ""}, False, "option 'assign' is not valid JSON"),
    ({"assign": "{}"}, False, "option 'assign' must name at least one partition"),
    ({"subscribe": "a", "startingOffsets": ""}, False,
     "option 'startingOffsets' must be 'earliest', 'latest' or a JSON object"),
    ({"subscribe": "a", "startingOffsets": "{"}, False,
     "option 'startingOffsets' is not valid JSON"),
    ({"subscribe": "a", "startingOffsets": '{"a": [1]}'}, False,
     "option 'startingOffsets' must map each topic to"),
    ({"assign": "[" * 100_000 + "]" * 100_000}, False, "option 'assign'"),
    ({"assign": '{"a": ' * 100_000 + "1" + "}" * 100_000}, False,
     "option 'assign' is nested too deeply"),
    ({"subscribe": "a", "subscribePattern": "a.*"}, False,
     r"\(found: subscribe, subscribePattern\)"),
    # topic names Kafka would refuse (or a metadata request would silently find nothing for)
    ({"subscribe": "good, bad topic"}, False,
     "option 'subscribe': 'bad topic' is not a valid topic name"),
    ({"subscribe": "x" * 250}, False, "option 'subscribe': 'xxxx.* is not a valid topic name"),
    ({"subscribe": ".."}, False, "option 'subscribe': '..' is not a valid topic name"),
    ({"assign": '{"a/b": [0]}'}, False, "option 'assign': 'a/b' is not a valid topic name"),
    ({"subscribe": "a", "startingOffsets": '{"": {"0": 1}}'}, False,
     "option 'startingOffsets': '' is not a valid topic name"),
])
def test_bad_read_options_name_the_option(options: dict[str, str], streaming: bool,
                                          message: str) -> None:
    with pytest.raises(SparkOptionError, match=message):
        parse_read_options({**BOOT, **options}, streaming=streaming)


def test_error_messages_stay_short_for_huge_values() -> None:
    with pytest.raises(SparkOptionError) as raised:
        parse_read_options({**BOOT, "subscribe": "a", "startingOffsets": "x" * 1_000_000},
                           streaming=False)
    assert len(str(raised.value)) < 500


def test_option_names_are_case_insensitive_and_lists_are_trimmed() -> None:
    options = parse_read_options({"KAFKA.BOOTSTRAP.SERVERS": "h:1", "SubScribe": " a , b ,a,, ",
                                  "STARTINGOFFSETS": " Earliest ", "FailOnDataLoss": "False",
                                  "MAXOFFSETSPERTRIGGER": " 7 "}, streaming=True)
    assert options.subscribe == ("a", "b")  # blanks trimmed, empties and repeats dropped
    assert options.starting.kind == "earliest"
    assert options.fail_on_data_loss is False
    assert options.max_offsets_per_trigger == 7
    assert options.settings["bootstrap_servers"] == "h:1"


def test_options_spark_accepts_with_a_warning_are_accepted_and_ignored(
        caplog: pytest.LogCaptureFixture) -> None:
    """Spark's source takes kafka.group.id and groupIdPrefix (with a warning) and ignores
    maxOffsetsPerTrigger/minOffsetsPerTrigger/maxTriggerDelay in batch queries: a job moving
    over from format("kafka") must not fail on them."""
    batch = parse_read_options({**BOOT, "subscribe": "a", "kafka.group.id": "g",
                                "groupIdPrefix": "p", "maxOffsetsPerTrigger": "not even a number",
                                "minOffsetsPerTrigger": "5", "maxTriggerDelay": "5m"},
                               streaming=False)
    assert batch.max_offsets_per_trigger is None
    assert "group_id" not in batch.settings
    stream = parse_read_options({**BOOT, "subscribe": "a", "kafka.group.id": "g",
                                 "groupIdPrefix": "p"}, streaming=True)
    assert "group_id" not in stream.settings
    assert "group_id" not in client_settings({**BOOT, "kafka.group.id": "g"})
    warned = " ".join(record.getMessage() for record in caplog.records)
    for name in ("kafka.group.id", "groupIdPrefix", "maxOffsetsPerTrigger",
                 "minOffsetsPerTrigger", "maxTriggerDelay"):
        assert f"option '{name}'" in warned


def test_trigger_minimum_and_delay_parse_like_spark() -> None:
    options = parse_read_options({**BOOT, "subscribe": "a", "minOffsetsPerTrigger": "500",
                                  "maxOffsetsPerTrigger": "1000", "maxTriggerDelay": "30s"},
                                 streaming=True)
    assert (options.min_offsets_per_trigger, options.max_offsets_per_trigger) == (500, 1000)
    assert options.max_trigger_delay_ms == 30_000
    default = parse_read_options({**BOOT, "subscribe": "a"}, streaming=True)
    assert default.max_trigger_delay_ms == 15 * 60 * 1000  # Spark's default: 15m
    for raw, expected in (("250", 250), ("250ms", 250), ("2m", 120_000), ("1h", 3_600_000),
                          ("1d", 86_400_000), (" 5 s ", 5_000)):
        parsed = parse_read_options({**BOOT, "subscribe": "a", "maxTriggerDelay": raw},
                                    streaming=True)
        assert parsed.max_trigger_delay_ms == expected, raw


@pytest.mark.parametrize(("java", "matches", "misses"), [
    ("orders-\\d+", ["orders-1", "x-orders-12"], ["orders-x"]),
    ("\\Qa.b\\E", ["a.b"], ["axb"]),
    ("(?<env>prod|dev)-\\k<env>", ["prod-prod"], ["prod-dev"]),
    ("^\\p{Lower}+$", ["abc"], ["Abc"]),
    ("^[\\p{Alpha}_]+\\z", ["a_b"], ["a1"]),
    ("(?i)^ORD", ["orders"], ["xorders"]),
])
def test_subscribe_pattern_java_syntax(java: str, matches: list[str], misses: list[str]) -> None:
    from kafka_async.spark.java_regex import compile_topic_pattern

    options = parse_read_options({**BOOT, "subscribePattern": java}, streaming=False)
    pattern = compile_topic_pattern(options.subscribe_pattern or "")
    assert all(pattern.search(name) for name in matches)
    assert not any(pattern.search(name) for name in misses)


def test_unrelated_options_are_ignored_like_spark_does() -> None:
    options = parse_read_options({**BOOT, "subscribe": "a", "path": "/x", "topic": "b"},
                                 streaming=False)
    assert options.subscribe == ("a",)


def test_read_options_survive_pickling_and_hide_credentials() -> None:
    import pickle

    options = parse_read_options({**BOOT, "subscribe": "a",
                                  "startingOffsets": '{"a": {"0": 1}}',
                                  "kafka.security.protocol": "SASL_PLAINTEXT",
                                  "kafka.sasl.plain.username": "alice",
                                  "kafka.sasl.plain.password": "hunter2"}, streaming=True)
    assert pickle.loads(pickle.dumps(options)) == options
    assert options.settings["sasl_plain_password"] == "hunter2"
    assert "hunter2" not in repr(options)
