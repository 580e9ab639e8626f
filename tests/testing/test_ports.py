"""The harness's ports: distinct, free, below the range outgoing connections take theirs from."""

from __future__ import annotations

import socket

import pytest

import kafka_async.testing.ports as ports_module
from kafka_async.testing.ports import _ephemeral_range, free_port, free_ports


def test_ports_are_distinct_bindable_and_below_the_ephemeral_range() -> None:
    low, _ = _ephemeral_range()
    ports = free_ports(12)
    assert len(set(ports)) == 12
    assert all(20000 <= port < low for port in ports)
    held = []
    try:
        for port in ports:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            held.append(sock)
            sock.bind(("127.0.0.1", port))
    finally:
        for sock in held:
            sock.close()


def test_a_port_in_use_is_not_handed_out(monkeypatch: pytest.MonkeyPatch) -> None:
    taken = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        taken.bind(("127.0.0.1", free_port()))
        taken.listen()
        port = taken.getsockname()[1]
        draws = iter([port, port, port + 1 if port + 1 < 32768 else port - 1])
        monkeypatch.setattr(ports_module.random, "choice", lambda _candidates: next(draws))
        assert free_port() != port
    finally:
        taken.close()


def test_a_fixed_broker_port_in_use_is_named() -> None:
    """``make broker`` asks for 9092: taken, the start fails at once saying so (not after a
    broker's minute of retries and a JVM log)."""
    import socket

    from kafka_async.testing import KafkaCluster
    from kafka_async.testing.node import BrokerStartError
    from kafka_async.testing.ports import port_is_free

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert not port_is_free(port)
        with pytest.raises(BrokerStartError, match=f"port {port} is in use"):
            KafkaCluster(port=port).start()
    assert port_is_free(port)
