"""The documentation site builds strict, and its API reference lists every public name.

One ``mkdocs build --strict`` (the ``make docs`` build, into a temp dir; about 12 s on the
2-core dev machine, most of it griffe reading the package and Material writing the pages)
serves all tests here. Strict turns every warning into a failure: a link to a missing page or
anchor, a link MkDocs cannot resolve, a page left out of the nav, a docstring griffe cannot
parse, a ``:::`` identifier that does not resolve.

The reference pages name their objects by hand (grouped for readers), so a public name added to
the package and not to docs/reference/ would go unnoticed by the build: the tests below compare
the public names at run time with the anchors mkdocstrings wrote, and every command and option
of the click tree with the CLI page.
"""

from __future__ import annotations

import html
import importlib
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import click
import pytest

ROOT = Path(__file__).resolve().parents[2]

#: the modules whose public names (``__all__``) the reference must cover
PUBLIC_MODULES = (
    "kafka_async",
    "kafka_async.admin",
    "kafka_async.spark",
    "kafka_async.producer",
    "kafka_async.consumer",
    "kafka_async.consumer.share",
)


class Build:
    def __init__(self, site: Path, result: subprocess.CompletedProcess[str]) -> None:
        self.site = site
        self.result = result


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    site = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False,
    )
    return Build(site, result)


def reference_anchors(site: Path) -> set[str]:
    """Every ``id`` on the API reference pages that names a kafka_async object."""
    anchors: set[str] = set()
    for page in (site / "reference").rglob("*.html"):
        anchors.update(re.findall(r'id="(kafka_async[\w.]*)"', page.read_text()))
    return anchors


def resolve(path: str) -> object:
    """The object a dotted path names: the longest importable module prefix, then attributes."""
    parts = path.split(".")
    for split in range(len(parts), 0, -1):
        try:
            value: object = importlib.import_module(".".join(parts[:split]))
        except ImportError:
            continue
        for attribute in parts[split:]:
            value = getattr(value, attribute)
        return value
    raise ImportError(path)


def public_names(module: ModuleType) -> list[str]:
    names = getattr(module, "__all__", None)
    assert names, f"{module.__name__} has no __all__: the reference cannot know its public names"
    return list(names)


def test_build_is_strict_clean(build: Build) -> None:
    output = build.result.stdout + build.result.stderr
    assert build.result.returncode == 0, output
    assert "WARNING" not in output, output
    assert (build.site / "index.html").is_file()
    assert (build.site / "reference" / "index.html").is_file()


@pytest.mark.parametrize("module_name", PUBLIC_MODULES)
def test_every_public_name_is_in_the_reference(build: Build, module_name: str) -> None:
    """An anchor for each public name: the name as imported (``kafka_async.Producer``) or any
    other path that is the same object (``kafka_async.spark.source.KafkaAsyncDataSource``
    for the lazily loaded ``kafka_async.spark.KafkaAsyncDataSource``)."""
    assert build.result.returncode == 0, build.result.stderr
    anchors = reference_anchors(build.site)
    module = importlib.import_module(module_name)
    missing = []
    for name in public_names(module):
        target = getattr(module, name)
        candidates = [a for a in anchors if a.rsplit(".", 1)[-1] == name]
        if not any(resolve(anchor) is target for anchor in candidates):
            missing.append(name)
    assert not missing, (
        f"public names of {module_name} missing from docs/reference/ (add a `::: path` line): "
        f"{missing}")


def walk(command: click.Command, path: tuple[str, ...]) -> Iterator[tuple[str, click.Command]]:
    """Every visible command under ``command``, by its path (``kafka-async topics create``)."""
    yield " ".join(path), command
    if isinstance(command, click.Group):
        context = click.Context(command, info_name=path[-1])
        for name in command.list_commands(context):
            sub = command.get_command(context, name)
            assert sub is not None, name
            if not sub.hidden:
                yield from walk(sub, (*path, name))


def cli_sections(page: str) -> dict[str, str]:
    """The CLI page cut at its headings: heading text (a command's path) -> the text below it."""
    parts = re.split(r'<h[1-6] id="[^"]*"[^>]*>(.*?)</h[1-6]>', page, flags=re.S)
    sections = {}
    for heading, body in zip(parts[1::2], parts[2::2], strict=True):
        text = html.unescape(re.sub(r"<[^>]+>", "", heading)).rstrip("¶").strip()
        sections[text] = html.unescape(re.sub(r"<[^>]+>", "", body))
    return sections


def test_every_cli_command_and_option_is_in_the_reference(build: Build) -> None:
    """Each command has its section, and each option of it (every spelling: ``-b`` and
    ``--bootstrap-server``, ``--x``/``--no-x``) appears in that section."""
    from kafka_async.cli.app import cli

    assert build.result.returncode == 0, build.result.stderr
    sections = cli_sections((build.site / "reference" / "cli" / "index.html").read_text())
    commands = list(walk(cli, ("kafka-async",)))
    assert len(commands) > 40  # the tree was walked, not just the root
    missing = []
    for command_path, command in commands:
        section = sections.get(command_path)
        if section is None:
            missing.append(command_path)
            continue
        for parameter in command.params:
            if isinstance(parameter, click.Option) and not parameter.hidden:
                for flag in parameter.opts + parameter.secondary_opts:
                    if not re.search(rf"(?<![\w-]){re.escape(flag)}(?![\w-])", section):
                        missing.append(f"{command_path} {flag}")
    assert not missing, f"missing from the page of docs/reference/cli.md: {missing}"
