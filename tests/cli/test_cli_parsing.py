"""The CLI's parsers without a broker: templates, --from, properties files, input lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from kafka_async.cli.connection import resolve
from kafka_async.cli.consume import StartAt
from kafka_async.cli.errors import UsageProblem
from kafka_async.cli.records_in import BadInput, line_parser, read_lines
from kafka_async.cli.template import compile_template
from kafka_async.consumer import ConsumerRecord


def record(key: bytes | None, value: bytes | None) -> ConsumerRecord:
    return ConsumerRecord("t", 2, 41, 1700, 0, key, value, [("a", b"1"), ("b", None)], 0)


def test_templates_render_like_kcat() -> None:
    render = compile_template(r"%t|%p|%o|%k|%s|%h|%T|%K|%S|%%\t\n")
    assert render(record(b"k", b"vv")) == b"t|2|41|k|vv|a=1,b=|1700|1|2|%\t\n"
    assert render(record(None, None)) == b"t|2|41|||a=1,b=|1700|-1|-1|%\t\n"
    with pytest.raises(UsageProblem, match="unknown %x"):
        compile_template("%x")


def test_from_forms() -> None:
    assert (StartAt.parse("beginning").kind, StartAt.parse("end").kind) == ("beginning", "end")
    assert vars(StartAt.parse("42")) == {"kind": "offset", "value": 42}
    assert vars(StartAt.parse("-5")) == {"kind": "last", "value": 5}
    assert vars(StartAt.parse("@1700000000000")) == {"kind": "time", "value": 1700000000000}
    assert StartAt.parse("@2026-01-01T00:00:00+00:00").value == 1767225600000
    for bad in ("-0", "soon", "@noon", "4x"):
        with pytest.raises(UsageProblem):
            StartAt.parse(bad)


def test_properties_map_to_settings_and_refuse_what_cannot_work(tmp_path: Path) -> None:
    path = tmp_path / "client.properties"
    ca = tmp_path / "ca.pem"
    ca.write_text("-----BEGIN CERTIFICATE-----\n")
    path.write_text(
        "# comment\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
        'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required \\\n'
        '    username="alice" password="s3cr\\\\"et";\n'
        f"ssl.truststore.type=PEM\nssl.truststore.location={ca}\n"
        "ssl.endpoint.identification.algorithm=\nlinger.ms=7\nssl.protocol=TLSv1.3\n")
    connection = resolve("127.0.0.1:9092", str(path), ["client.id=x"])
    assert connection.strict == {"bootstrap.servers": "127.0.0.1:9092", "client.id": "x"}
    from kafka_async.admin import AdminConfig
    from kafka_async.producer import ProducerConfig

    admin = connection.for_client(AdminConfig)
    assert "linger_ms" not in admin and admin["client_id"] == "x"  # a file serves every client
    assert admin["ssl_truststore_location"] == str(ca)
    assert admin["ssl_endpoint_identification_algorithm"] == ""
    config = AdminConfig.from_kwargs(**admin)  # the JAAS credentials reach the settings
    assert config.sasl_plain_username == "alice"
    assert config.sasl_plain_password is not None
    assert config.sasl_plain_password.reveal() == 's3cr"et'
    producer = resolve("h:1", str(path), ["client.id=42", "enable.idempotence=false",
                                          "acks=1"]).for_client(ProducerConfig)
    assert (producer["linger_ms"], producer["client_id"]) == (7, "42")  # typed per setting
    assert (producer["enable_idempotence"], producer["acks"]) == (False, 1)
    with pytest.raises(UsageProblem, match=r"not supported by AdminConfig: no\.such\.setting$"):
        resolve("h:1", None, ["no.such.setting=1"]).for_client(AdminConfig)
    with pytest.raises(UsageProblem, match=r": linger\.mss \(did you mean linger\.ms\?\)$"):
        resolve("h:1", None, ["linger.mss=5"]).for_client(ProducerConfig)
    with pytest.raises(UsageProblem, match="cannot read --command-config"):
        resolve("h:1", str(tmp_path / "missing"), [])


@pytest.mark.anyio
async def test_input_lines_and_formats() -> None:
    import io

    chunks = [chunk async for chunk in read_lines(io.BytesIO(b"a\nbb\n\nlast"), chunk_size=3)]
    assert [line for chunk, _ in chunks for line in chunk] == [b"a", b"bb", b"", b"last"]
    assert sum(size for _, size in chunks) == len(b"a\nbb\n\nlast")
    parse = line_parser("base64", b":")
    assert parse is not None
    assert parse(b"aw==:dg==", "x") == (b"k", b"v", None, None, None)
    with pytest.raises(BadInput, match="x: not valid base64"):
        parse(b"!!", "x")
    as_json = line_parser("json", None)
    assert as_json is not None
    with pytest.raises(BadInput, match="unknown fields"):
        as_json(b'{"valu": "typo"}', "f:3")
    assert line_parser("text", None) is None  # the fast path: the line is the value


def test_groups_list_offers_every_group_state() -> None:
    from kafka_async.admin import GroupState
    from kafka_async.cli.admin_groups import GROUP_STATES

    assert set(GROUP_STATES) == {s.value for s in GroupState} - {"Unknown"}


def test_a_malformed_x_setting_never_echoes_its_value() -> None:
    from kafka_async.cli.connection import parse_assignments

    for item in ("sasl.plain.password:zzsecretzz", "sasl.plain.password zzsecretzz"):
        with pytest.raises(UsageProblem, match=r"'sasl\.plain\.password'") as caught:
            parse_assignments([item], "-X")
        assert "zzsecretzz" not in str(caught.value)
    with pytest.raises(UsageProblem, match="takes name=value"):
        parse_assignments(["=x"], "-X")
    assert parse_assignments(["a.b=c=d"], "-X") == {"a.b": "c=d"}


def test_numbers_are_ascii_digits_and_errors_name_the_option_given() -> None:
    """``²`` passed str.isdigit() and then failed in int() (a bare "invalid literal");
    ``groups reset-offsets --to-datetime garbage`` named ``--from @garbage``."""
    from kafka_async.cli.admin_cluster import _endpoint
    from kafka_async.cli.admin_common import parse_partition
    from kafka_async.cli.admin_groups import reset_choice
    from kafka_async.cli.numbers import is_number

    assert is_number("0042") and not is_number("²") and not is_number("٣") and not is_number("")
    for bad in ("t:²", "t:٣"):
        with pytest.raises(UsageProblem):
            parse_partition(bad)
    with pytest.raises(UsageProblem):
        _endpoint("C://h:²")
    with pytest.raises(UsageProblem):
        StartAt.parse("-²")
    with pytest.raises(UsageProblem, match=r"^--to-datetime garbage: give epoch milliseconds"):
        reset_choice(False, False, None, None, "garbage")
