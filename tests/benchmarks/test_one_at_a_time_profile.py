"""``benchmarks.one_at_a_time_profile``: py-spy frames land in the layer their file belongs to,
only samples of the measured loop count, the table reads the client's layers as shares of each
other, and the workload the profiler samples runs against the session broker."""

from __future__ import annotations

import pytest

from benchmarks.one_at_a_time_profile import _child, layer_of, render, shares

_SP = "/site-packages/"
_KA = "/work/kafka_async/"


def _frame(function: str, path: str, line: int = 1) -> str:
    return f"{function} ({path}:{line})"


def test_each_frame_lands_in_its_layer() -> None:
    assert layer_of(_frame("_dec_ProduceResponse_56", _KA + "protocol/messages/produce.py")) == (
        "codec")
    assert layer_of(_frame("enc_uvarint", _KA + "protocol/primitives.py")) == "codec"
    assert layer_of(_frame("FrameReader.feed", _KA + "protocol/wire.py")) == "connection"
    assert layer_of(_frame("BrokerConnection._queue", _KA + "network/connection.py")) == (
        "connection")
    assert layer_of(_frame("AsyncioStream.send_nowait",
                           _KA + "network/_asyncio_stream.py")) == "socket write"
    assert layer_of(_frame("_Answer.settle", _KA + "producer/sender.py")) == "producer"
    assert layer_of(_frame("Runner.run", "/usr/lib/python3.11/asyncio/runners.py")) == (
        "event loop")
    assert layer_of(_frame("main", "bench.py")) == "other"
    assert layer_of("not a frame") == "other"


def test_only_the_measured_loop_counts() -> None:
    loop = _frame("Runner.run", "/py/asyncio/runners.py")
    measured = _frame("_measured_loop", "benchmarks/one_at_a_time_profile.py")
    raw = [
        # the application's task inside the measured loop: a codec sample, 3 of them
        f"{loop};{measured};{_frame('build', _KA + 'protocol/records/batch.py')} 3",
        # the answer's callback: a connection sample
        f"{loop};{_frame('data_received', _KA + 'network/_asyncio_stream.py')};"
        f"{_frame('BrokerConnection._feed', _KA + 'network/connection.py')} 1",
        # the loop between callbacks
        f"{loop} 4",
        # start-up (the producer starting): not counted
        f"{loop};{_frame('_workload', 'b.py')};{_frame('start', _KA + 'producer/producer.py')} 9",
        # an import before the loop: not counted
        f"{_frame('<module>', 'b.py')};{_frame('_create_fn', _SP + 'dataclasses.py')} 7",
        "garbage line",
    ]
    measured_shares = shares(raw)
    assert measured_shares["codec"] == pytest.approx(3 / 8)
    assert measured_shares["connection"] == pytest.approx(1 / 8)
    assert measured_shares["event loop"] == pytest.approx(4 / 8)
    assert measured_shares["producer"] == 0.0
    assert shares(["garbage"]) == {}


def test_the_table_reads_the_clients_layers_as_shares_of_each_other() -> None:
    table = render({"event loop": 0.5, "socket write": 0.1, "codec": 0.15, "connection": 0.1,
                    "producer": 0.15, "other": 0.0}).splitlines()
    assert "| event loop | 50.0% |  |" in table
    assert "| codec | 15.0% | 30.0% |" in table
    assert "| socket write | 10.0% | 20.0% |" in table


@pytest.mark.integration
def test_the_sampled_workload_runs_against_the_broker(kafka_bootstrap: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    _child(kafka_bootstrap, 50)
    rate, _, cpu = capsys.readouterr().out.partition(" sends/s, ")
    assert float(rate) > 0
    assert cpu.endswith(" us CPU per send\n") and float(cpu.split()[0]) > 0
