"""Selecting the records implementation: a stale compiled module must not break the import."""

from __future__ import annotations

import sys
import types

import pytest

import kafka_async.protocol.records as records_package
from kafka_async.protocol.records import _impl


def test_stale_compiled_module_falls_back_to_pure_python(monkeypatch: pytest.MonkeyPatch) -> None:
    stale = types.ModuleType("kafka_async.protocol.records._speedups")
    stale.configure = lambda *args: None  # type: ignore[attr-defined]
    # no BuilderCore / decode_records / walk_batches: what an old build would lack
    monkeypatch.setitem(sys.modules, "kafka_async.protocol.records._speedups", stale)
    monkeypatch.setattr(records_package, "_speedups", stale, raising=False)
    with pytest.warns(RuntimeWarning, match="stale"):
        assert _impl.load_speedups() is None


def test_switch_off_selects_pure_python(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KAFKA_ASYNC_NO_EXTENSIONS", "1")
    assert _impl._select() is _impl.PURE
