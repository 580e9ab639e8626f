"""Selecting the records implementation: a stale compiled module must not break the import."""

from __future__ import annotations

import importlib
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


def test_a_module_of_another_interface_revision_is_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every function present, but built from an older tree: signatures may differ (the decoder
    # once took no consumer shape), so only the revision tells.
    real = importlib.import_module("kafka_async.protocol.records._speedups")
    older = types.ModuleType("kafka_async.protocol.records._speedups")
    older.__dict__.update({name: value for name, value in vars(real).items()
                           if not name.startswith("__")})
    older.INTERFACE = _impl.C_INTERFACE - 1  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "kafka_async.protocol.records._speedups", older)
    monkeypatch.setattr(records_package, "_speedups", older, raising=False)
    with pytest.warns(RuntimeWarning, match="interface"):
        assert _impl.load_speedups() is None


def test_the_built_module_is_current() -> None:
    real = importlib.import_module("kafka_async.protocol.records._speedups")
    assert real.INTERFACE == _impl.C_INTERFACE
    assert _impl.load_speedups() is not None


def test_switch_off_selects_pure_python(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KAFKA_ASYNC_NO_EXTENSIONS", "1")
    assert _impl._select() is _impl.PURE
