"""``benchmarks.one_at_a_time_path``: the stand-in answers each request with its own correlation
id, the probes time the critical path from an answer's arrival to the next write, the split
adds up to the round trip, and both workloads run against the session broker."""

from __future__ import annotations

import asyncio
import json
import struct
from typing import Any

import pytest

from benchmarks.one_at_a_time_path import (
    ROWS,
    AnsweringTransport,
    Probe,
    TimedTransport,
    _child,
    answer_for,
    medians,
    render,
    summary,
)


def _request_frame(correlation_id: int) -> bytes:
    body = b"\x00\x07request"
    return struct.pack(">ihhi", 8 + len(body), 0, 12, correlation_id) + body


def _answer_frame(correlation_id: int) -> bytes:
    return struct.pack(">ii", 4 + 6, correlation_id) + b"answer"


def test_the_answer_carries_the_requests_correlation_id() -> None:
    answer = answer_for(_request_frame(0x01020304), _answer_frame(7))
    assert answer == _answer_frame(0x01020304)


class _Recorder:
    def __init__(self) -> None:
        self.written: list[bytes] = []

    def write(self, data: bytes) -> None:
        self.written.append(data)

    def get_extra_info(self, name: str) -> str:
        return f"extra {name}"


def test_the_timed_transport_times_the_path_from_the_last_answer() -> None:
    probe = Probe()
    real = _Recorder()
    timed = TimedTransport(real, probe)
    timed.write(b"first")  # no answer yet: a write, no path
    assert real.written == [b"first"]
    assert len(probe.writes) == 1 and probe.paths == []
    probe.on_data(b"an answer")
    timed.write(b"second")
    assert real.written == [b"first", b"second"]
    assert len(probe.writes) == 2 and len(probe.paths) == 1 and probe.paths[0] >= 0
    assert probe.last_answer == b"an answer"
    assert timed.get_extra_info("socket") == "extra socket"  # the rest goes to the real one
    probe.clear()
    assert probe.paths == [] and probe.writes == [] and probe.read_at == 0


@pytest.mark.anyio
@pytest.mark.asyncio_only("the stand-in replaces an asyncio transport")
async def test_the_stand_in_answers_in_the_next_loop_turn() -> None:
    delivered: list[bytes] = []
    standin = AnsweringTransport(_Recorder(), delivered.append, _answer_frame(0))
    standin.write(_request_frame(42))
    assert delivered == []  # not inside write: in the next turn
    await asyncio.sleep(0)
    assert delivered == [_answer_frame(42)]
    assert not standin.is_closing()


def test_the_split_adds_up_to_the_round_trip() -> None:
    probe = Probe()
    probe.paths.extend([30_000, 10_000, 20_000])
    probe.writes.extend([5_000, 7_000, 6_000])
    measured = summary(probe, sends=4, wall_ns=800_000, alone_ns=100_000)
    assert measured["round_trip_us"] == 200.0
    assert measured["path_us"] == 20.0 and measured["write_us"] == 6.0
    assert measured["rest_us"] == 174.0
    assert measured["alone_us"] == 25.0


def test_medians_and_the_table() -> None:
    runs = [{key: float(value) for key, _ in ROWS} for value in (1, 5, 3)]
    assert medians(runs) == {key: 3.0 for key, _ in ROWS}
    ours = {key: 50.0 for key, _ in ROWS}
    raw = {key: 20.0 for key, _ in ROWS}
    table = render(ours, raw).splitlines()
    assert table[0].startswith("| per round trip (us) | kafka_async | raw floor |")
    assert "| answer read -> next request written (p50) | 50.0 | 20.0 | +30.0 |" in table
    assert len(table) == 2 + len(ROWS)


@pytest.mark.integration
@pytest.mark.parametrize("client", ["kafka_async", "raw"])
def test_each_workload_runs_against_the_broker(kafka_bootstrap: str, client: str,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    _child(client, kafka_bootstrap, 20)
    measured: dict[str, Any] = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert set(measured) == {key for key, _ in ROWS}
    # every answer but the warm-up's was followed by a probed write: a real path, a real write
    assert measured["path_us"] > 0 and measured["write_us"] > 0
    assert measured["alone_us"] > 0
    assert measured["rest_us"] == pytest.approx(
        measured["round_trip_us"] - measured["path_us"] - measured["write_us"])
