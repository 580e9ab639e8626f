"""The layering rule, enforced: each layer imports only the layers below it.

protocol -> network -> cluster -> producer / consumer / admin -> spark, cli, demo.
``kafka_async.testing`` (the broker harness) stands apart: it may use the codec, nothing above.
The check reads import statements with ``ast``, so it also sees imports inside functions.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "kafka_async"

#: layer -> the kafka_async layers it may import (itself always allowed).
ALLOWED: dict[str, set[str]] = {
    "protocol": set(),
    "network": {"protocol"},
    "cluster": {"protocol", "network"},
    "producer": {"protocol", "network", "cluster"},
    "consumer": {"protocol", "network", "cluster"},
    "admin": {"protocol", "network", "cluster"},
    "spark": {"protocol", "network", "cluster", "producer", "consumer", "admin"},
    "testing": {"protocol"},
}
#: modules at the package root that sit at the bottom (imported by every layer).
ROOT_LEAVES = {"_version"}


def _layer_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "kafka_async" or len(parts) < 2:
        return None
    return parts[1]


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(node.module)
    return found


def _layer_files(layer: str) -> list[Path]:
    return sorted((PACKAGE / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_layer_imports_only_layers_below(layer: str) -> None:
    files = _layer_files(layer)
    assert files, f"layer {layer!r} has no modules"
    allowed = ALLOWED[layer] | {layer} | ROOT_LEAVES
    violations = [
        f"{path.relative_to(PACKAGE.parent)} imports {module}"
        for path in files
        for module in _imports(path)
        if (target := _layer_of(module)) is not None and target not in allowed
    ]
    assert not violations, "\n".join(violations)


def test_protocol_is_sans_io() -> None:
    """The codec must not touch sockets, event loops or clocks."""
    forbidden = {"anyio", "asyncio", "trio", "socket", "ssl", "selectors"}
    violations = [
        f"{path.relative_to(PACKAGE.parent)} imports {module}"
        for path in _layer_files("protocol")
        for module in _imports(path)
        if module.split(".")[0] in forbidden
    ]
    assert not violations, "\n".join(violations)
