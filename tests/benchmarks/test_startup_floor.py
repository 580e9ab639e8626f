"""``benchmarks.startup_floor`` against the session broker: the pre-encoded frame every floor
writes is a Produce request the broker accepts (so a floor times a real round trip, not an
error answer), every kind runs in a child of its own, and the table charges each client only
for what it costs above the floor it stands on."""

from __future__ import annotations

import socket
import uuid

import pytest

from benchmarks.startup_floor import (
    KINDS,
    Sample,
    create_topic,
    delete_topic,
    main,
    measure,
    produce_frame,
    render,
)
from kafka_async.protocol.messages import ProduceResponse

pytestmark = pytest.mark.integration


def _answer(bootstrap: str, frame: bytes) -> bytes:
    host, _, port = bootstrap.rpartition(":")
    with socket.create_connection((host, int(port)), timeout=30) as sock:
        sock.sendall(frame)
        buffer = b""
        while len(buffer) < 4 or len(buffer) < 4 + int.from_bytes(buffer[:4], "big"):
            chunk = sock.recv(65536)
            assert chunk, "the broker closed the connection"
            buffer += chunk
    return buffer[4:]


def test_the_floors_frame_is_a_produce_the_broker_accepts(kafka_bootstrap: str) -> None:
    topic = f"startup-floor-test-{uuid.uuid4().hex[:8]}"
    create_topic(kafka_bootstrap, topic)
    try:
        content = _answer(kafka_bootstrap, produce_frame(topic))
    finally:
        delete_topic(kafka_bootstrap, topic)
    assert int.from_bytes(content[:4], "big") == 1  # the frame's correlation id
    response = ProduceResponse.decode(memoryview(content[5:]), 9)  # after the header's tags
    [answer] = response.responses
    [partition] = answer.partition_responses
    assert (answer.name, partition.error_code, partition.base_offset) == (topic, 0, 0)


def test_every_kind_runs_and_the_clients_are_measured_above_their_floor(
        kafka_bootstrap: str, capsys: pytest.CaptureFixture[str]) -> None:
    samples = measure(kafka_bootstrap, 1)
    assert set(samples) == set(KINDS)
    assert all(len(rows) == 1 and rows[0].wall_s > 0 and rows[0].cpu_s > 0
               for rows in samples.values())
    assert main(["--bootstrap", kafka_bootstrap, "--repeats", "1"]) == 0
    table = capsys.readouterr().out
    assert "| anyio + uvloop floor |" in table and "| aiokafka |" in table


def test_render_subtracts_each_clients_own_floor() -> None:
    samples = {
        "asyncio floor": [Sample(0.100, 0.1), Sample(0.120, 0.1), Sample(0.110, 0.1)],
        "anyio + uvloop floor": [Sample(0.200, 0.2)],
        "kafka_async": [Sample(0.260, 0.25)],
        "aiokafka": [Sample(0.250, 0.24)],
    }
    lines = render(samples).splitlines()
    assert "| asyncio floor | 110 ms | 100 ms |  |" in lines  # the median, no floor of its own
    assert "| kafka_async | 260 ms | 250 ms | 60 ms |" in lines
    assert "| aiokafka | 250 ms | 240 ms | 140 ms |" in lines
