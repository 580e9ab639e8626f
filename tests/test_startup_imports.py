"""Start-up cost: what a client that uses no security mechanism must not import.

Start-up (import, connect, one record, close) is a row of the benchmark harness; the SASL
mechanisms, their JAAS parser, the OAuth login, the key-store readers, the OTLP encoder, the
KIP-714 telemetry reporter (loaded only when a broker advertises it) and the config-name speller
are imported when first used, and so is the transaction state machine by a producer without
``transactional_id``. A new eager import of one of them fails here.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

DEFERRED = (
    "kafka_async.network.sasl.gssapi",
    "kafka_async.network.sasl.oauth_login",
    "kafka_async.network.sasl.oauthbearer",
    "kafka_async.network.sasl.plain",
    "kafka_async.network.sasl.scram",
    "kafka_async.metrics.otlp",
    "kafka_async.network.keystores",
    "kafka_async.cluster.telemetry",
    "kafka_async.metrics.naming",
    "kafka_async.network.sasl.jaas",
    "difflib",
    "tempfile",
    "hmac",
)


def _probe(source: str) -> object:
    """What a fresh interpreter running ``source`` printed last, as JSON."""
    out = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True,
                         check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


@pytest.mark.parametrize("client", ["Producer", "Consumer", "Admin"])
def test_a_plain_client_imports_no_security_mechanism(client: str) -> None:
    probe = (
        "import json, sys, kafka_async\n"
        f"getattr(kafka_async, {client!r})\n"
        f"print(json.dumps([m for m in {list(DEFERRED)!r} if m in sys.modules]))\n"
    )
    assert _probe(probe) == []


def test_a_producer_loads_no_control_records_and_a_consumer_does() -> None:
    """Transaction markers are read by consumers only (records/__init__ loads them by name)."""
    probe = (
        "import json, sys, kafka_async\n"
        "kafka_async.Producer\n"
        "before = 'kafka_async.protocol.records.control' in sys.modules\n"
        "kafka_async.Consumer\n"
        "print(json.dumps([before, 'kafka_async.protocol.records.control' in sys.modules]))\n"
    )
    assert _probe(probe) == [False, True]


def test_control_records_still_load_by_name_from_the_package() -> None:
    from kafka_async.protocol import records
    from kafka_async.protocol.records.control import ControlRecord

    assert records.ControlRecord is ControlRecord
    with pytest.raises(AttributeError, match="no attribute 'Nope'"):
        records.Nope  # noqa: B018


def test_a_producer_without_transactional_id_skips_the_transaction_machinery() -> None:
    probe = (
        "import json, sys, kafka_async\n"
        "producer = kafka_async.Producer(bootstrap_servers='127.0.0.1:9')\n"
        "before = [m in sys.modules for m in ('kafka_async.producer.transactions',"
        " 'kafka_async.cluster.coordinator')]\n"
        "kafka_async.Producer(bootstrap_servers='127.0.0.1:9', transactional_id='t')\n"
        "print(json.dumps([before, 'kafka_async.producer.transactions' in sys.modules]))\n"
    )
    assert _probe(probe) == [[False, False], True]


def test_txn_state_still_loads_by_name() -> None:
    import kafka_async.producer as producer_package
    from kafka_async.producer.transactions import TxnState

    assert producer_package.TxnState is TxnState
    with pytest.raises(AttributeError, match="no attribute 'Nope'"):
        producer_package.Nope  # noqa: B018


def test_the_mechanisms_still_load_by_name() -> None:
    from kafka_async.network import sasl

    assert sasl.ScramMechanism.__name__ == "ScramMechanism"
    assert sasl.KerberosSettings.__module__ == "kafka_async.network.sasl.gssapi"
    with pytest.raises(AttributeError, match="no attribute 'Nope'"):
        sasl.Nope  # noqa: B018
