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
    WarmSplit,
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
    split = WarmSplit()
    split.handling.extend([4_000, 2_000, 3_000])
    split.to_write.extend([9_000, 8_000])
    measured = summary(probe, sends=4, wall_ns=800_000, alone_ns=100_000, split=split)
    assert measured["round_trip_us"] == 200.0
    assert measured["path_us"] == 20.0 and measured["write_us"] == 6.0
    assert measured["rest_us"] == 174.0
    assert measured["alone_us"] == 25.0
    assert measured["handling_us"] == 3.0 and measured["to_write_us"] == 8.5
    assert measured["after_write_us"] == 0.0  # (no sample: none, not an error)


@pytest.mark.anyio
@pytest.mark.asyncio_only("the stand-in replaces an asyncio transport")
async def test_the_warm_split_times_each_delivery_and_the_gaps_around_it() -> None:
    """Three round trips through a probed stand-in, each next request written a loop turn
    after its answer (as the awaiting task would): every delivery's handling and the gap
    from the write before it are timed; the gap from a handled answer to the next write
    needs a handled answer first, so the first write adds none."""
    split = WarmSplit()
    delivered: list[bytes] = []
    loop = asyncio.get_running_loop()
    standin: AnsweringTransport

    def client(data: bytes) -> None:  # the client's data_received
        delivered.append(data)
        if len(delivered) < 3:
            loop.call_soon(standin.write, _request_frame(len(delivered)))

    standin = AnsweringTransport(_Recorder(), client, _answer_frame(0), split)
    standin.write(_request_frame(0))
    assert split.after_write == [] and split.to_write == [] and split.handling == []
    for _ in range(5):
        await asyncio.sleep(0)
    assert delivered == [_answer_frame(0), _answer_frame(1), _answer_frame(2)]
    assert len(split.handling) == 3 and len(split.after_write) == 3
    assert len(split.to_write) == 2
    assert all(ns >= 0 for ns in split.handling + split.after_write + split.to_write)
    assert set(split.medians_us()) == {"handling_us", "to_write_us", "after_write_us"}


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
    assert all(measured[key] > 0 for key in ("handling_us", "to_write_us", "after_write_us"))
    assert measured["rest_us"] == pytest.approx(
        measured["round_trip_us"] - measured["path_us"] - measured["write_us"])
