"""The layering rule, enforced: each layer imports only the layers below it.

protocol -> network -> cluster -> producer / consumer / admin -> spark, cli, otel, demo.
``kafka_async.metrics`` (metric registry, hook protocols) sits at the bottom beside protocol:
it imports no other layer, and every layer from network up may use it.
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
    "metrics": set(),
    "protocol": set(),
    "network": {"protocol", "metrics"},
    "cluster": {"protocol", "network", "metrics"},
    "producer": {"protocol", "network", "cluster", "metrics"},
    "consumer": {"protocol", "network", "cluster", "metrics"},
    "admin": {"protocol", "network", "cluster", "metrics"},
    "otel": {"protocol", "network", "cluster", "metrics", "producer", "consumer", "admin"},
    "spark": {"protocol", "network", "cluster", "producer", "consumer", "admin", "metrics"},
    "cli": {"protocol", "network", "cluster", "producer", "consumer", "admin", "metrics"},
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


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _import_graph() -> dict[str, set[str]]:
    """module -> the kafka_async modules it imports (every import statement, TYPE_CHECKING
    and function-level ones included; ``from pkg import name`` counts as importing
    ``pkg.name`` when that is a module, else ``pkg``)."""
    modules = {_module_name(path): path for path in PACKAGE.rglob("*.py")}
    #: compiled twins (a .pyi beside them): leaves that import nothing of ours
    compiled = {_module_name(path) for path in PACKAGE.rglob("*.pyi")} - set(modules)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        edges: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                edges.update(alias.name for alias in node.names if alias.name in modules)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    target = f"{node.module}.{alias.name}"
                    if target in compiled:
                        continue
                    if target in modules:
                        edges.add(target)
                    elif node.module in modules:
                        edges.add(node.module)
        edges.discard(name)
        graph[name] = edges
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component: list[str] = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_cycles_anywhere_type_checking_imports_included() -> None:
    """A package's ``__init__`` re-exporting its modules is fine; a module importing its own
    package's ``__init__`` (or two modules importing each other) is a cycle."""
    assert _cycles(_import_graph()) == []


def test_the_cycle_check_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
