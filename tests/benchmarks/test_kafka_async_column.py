"""The kafka_async column: n/a until the Producer/Consumer exist, then measured through them.

The producer and consumer arrive in later issues; these tests pin the contract the benchmark
script relies on (aiokafka-like: ``async with Producer(...)``, ``await send()`` returns a future,
``flush()``; ``async with Consumer(...)``, ``getmany()``), using small in-memory fakes so the
column's code runs today. No broker here: the fakes stand in for the client, not the broker.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest

import kafka_async
from benchmarks.clients import kafka_async_client
from benchmarks.clients.common import Spec, run_client


def spec_json(kind: str, **fields: Any) -> list[str]:
    spec = Spec(kind=kind, bootstrap="127.0.0.1:1", topic="t", count=300, size=16,  # type: ignore[arg-type]
                **fields)
    return ["kafka_async_client", spec.to_json()]


def emitted(capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1, "a client prints exactly one result line"
    parsed: dict[str, Any] = json.loads(lines[0])
    return parsed


@pytest.mark.parametrize("kind", ["produce", "consume", "e2e", "pipeline"])
def test_reports_not_implemented_yet_without_failing(
    kind: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delattr(kafka_async, "Producer", raising=False)
    monkeypatch.delattr(kafka_async, "Consumer", raising=False)
    monkeypatch.setattr(kafka_async, "_EXPORTS", {})  # the lazy exports, as before they existed
    assert run_client(kafka_async_client.HANDLERS, spec_json(kind)) == 0
    result = emitted(capsys)
    assert result["status"] == "n/a"
    assert "not implemented yet" in result["reason"]


@dataclass
class FakeRecord:
    value: bytes


class FakeLog:
    """An in-memory topic shared by the fake producer and consumer."""

    values: list[bytes] = []


class FakeProducer:
    def __init__(self, **config: Any) -> None:
        self.config = config

    async def __aenter__(self) -> FakeProducer:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        return None

    async def send(self, topic: str, value: bytes, key: bytes | None = None) -> asyncio.Future[int]:
        FakeLog.values.append(value)
        future: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        future.set_result(len(FakeLog.values) - 1)
        return future

    async def send_many(self, topic: str, values: Sequence[bytes]) -> list[FakeRun]:
        FakeLog.values.extend(values)
        return [FakeRun(len(values))]

    async def flush(self) -> None:
        return None


@dataclass
class FakeRun:
    """``SentRun``'s shape: the records of one run, none failed."""

    records: int

    def failures(self) -> list[BaseException]:
        return []


class FakeConsumer:
    def __init__(self, *topics: str, **config: Any) -> None:
        self.position = 0

    def assign(self, partitions: Sequence[Any]) -> None:
        self.partitions = list(partitions)

    async def __aenter__(self) -> FakeConsumer:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        return None

    async def getmany(self, timeout_ms: int, max_records: int) -> dict[int, list[FakeRecord]]:
        await asyncio.sleep(0)
        batch = FakeLog.values[self.position:self.position + max_records]
        self.position += len(batch)
        return {0: [FakeRecord(v) for v in batch]} if batch else {}


@pytest.fixture
def fake_client(monkeypatch: pytest.MonkeyPatch) -> None:
    FakeLog.values = [b"x" * 16] * 300
    monkeypatch.setattr(kafka_async, "Producer", FakeProducer, raising=False)
    monkeypatch.setattr(kafka_async, "Consumer", FakeConsumer, raising=False)
    monkeypatch.setattr(kafka_async, "TopicPartition", lambda t, p: (t, p), raising=False)


@pytest.mark.usefixtures("fake_client")
@pytest.mark.parametrize(("kind", "fields"), [
    ("produce", {}),
    ("consume", {"mode": "assign"}),
    ("consume", {"mode": "group", "group_id": "g"}),
    ("pipeline", {"concurrency": 10}),
])
def test_measures_through_the_public_api_once_it_exists(
    kind: str, fields: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_client(kafka_async_client.HANDLERS, spec_json(kind, **fields)) == 0
    result = emitted(capsys)
    assert result["status"] == "ok", result["reason"]
    assert result["msgs"] == 300
    assert result["bytes"] == 300 * 16
    if kind == "pipeline":
        assert result["latency_ms"] is not None


@pytest.mark.usefixtures("fake_client")
def test_e2e_reads_back_what_it_sent_at_the_given_rate(capsys: pytest.CaptureFixture[str]) -> None:
    FakeLog.values = []
    argv = spec_json("e2e", rate=20_000, warmup=50)
    assert run_client(kafka_async_client.HANDLERS, argv) == 0
    result = emitted(capsys)
    assert result["status"] == "ok", result["reason"]
    assert result["msgs"] == 350  # warmup + count were all received
    assert result["extra"]["measured"] == 300  # the 50 warmup records are left out
    assert result["latency_ms"]["p50"] >= 0


@pytest.mark.usefixtures("fake_client")
def test_batch_api_row_goes_through_send_many(capsys: pytest.CaptureFixture[str]) -> None:
    FakeLog.values = []
    assert run_client(kafka_async_client.HANDLERS, spec_json("produce", api="batch")) == 0
    result = emitted(capsys)
    assert result["status"] == "ok", result["reason"]
    assert (result["msgs"], result["bytes"]) == (300, 300 * 16)
    assert len(FakeLog.values) == 300  # every record went through send_many, once
