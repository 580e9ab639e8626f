"""Which event loop kafka_async starts where it owns the loop (network/event_loop.py)."""

from __future__ import annotations

import asyncio

import pytest
import sniffio
import uvloop

import kafka_async
from kafka_async.network.event_loop import EVENT_LOOP_VARIABLE, backend_options, run


def test_uvloop_is_used_when_installed_and_not_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(EVENT_LOOP_VARIABLE, raising=False)
    assert backend_options() == {"use_uvloop": True}  # (uvloop is a dev dependency)
    assert backend_options("trio") == {}
    monkeypatch.setenv(EVENT_LOOP_VARIABLE, "asyncio")
    assert backend_options() == {}
    monkeypatch.setenv(EVENT_LOOP_VARIABLE, " UVLOOP ")
    assert backend_options() == {"use_uvloop": True}


def test_an_unknown_choice_is_refused_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(EVENT_LOOP_VARIABLE, "tokio")
    with pytest.raises(ValueError, match="KAFKA_ASYNC_EVENT_LOOP='tokio'"):
        backend_options()


def test_run_starts_the_chosen_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    async def loop_kind(tag: str) -> tuple[str, type]:
        return tag, type(asyncio.get_running_loop())

    monkeypatch.delenv(EVENT_LOOP_VARIABLE, raising=False)
    tag, kind = kafka_async.run(loop_kind, "x")
    assert tag == "x" and issubclass(kind, uvloop.Loop)
    monkeypatch.setenv(EVENT_LOOP_VARIABLE, "asyncio")
    assert not issubclass(run(loop_kind, "y")[1], uvloop.Loop)


def test_run_on_trio_takes_no_loop_options(monkeypatch: pytest.MonkeyPatch) -> None:
    async def library() -> str:
        return sniffio.current_async_library()

    monkeypatch.setenv(EVENT_LOOP_VARIABLE, "uvloop")  # (an asyncio choice: trio ignores it)
    assert run(library, backend="trio") == "trio"
