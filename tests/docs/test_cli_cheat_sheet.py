"""Every command of docs/recipes/cli-cheat-sheet.md runs against a real broker and prints the
lines the page shows under it.

The page's ```console blocks are the test's input: a line ``$ command`` is run with bash (a
line ending in a backslash continues on the next), and the lines after it, up to the next
``$``, are output the command must print (stdout or stderr), each matching some printed line
whole, spaces collapsed, ``...`` standing for any text. ``$ export NAME=VALUE`` lines set the
environment of every command. Each ``##`` section runs in order in a directory of its own, the
sections side by side (they use different topics and groups), against the session broker:
``localhost:9092`` is replaced by its address, and every ``cheat-...`` name gets a suffix of
this run, so a broker that outlives the session (``KAFKA_ASYNC_BOOTSTRAP``) sees new names.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "recipes" / "cli-cheat-sheet.md"
PLACEHOLDER = "localhost:9092"
NAME = re.compile(r"\bcheat-[a-z]+(?:-[a-z]+)*")
EXPORT = re.compile(r"export ([A-Z_][A-Z0-9_]*)=(\S+)$")
# A guard against a hang, not a timed assertion: every command here finishes in seconds.
HANG_GUARD_S = 120


@dataclass
class Command:
    line: int
    text: str
    expected: list[str] = field(default_factory=list)


@dataclass
class Section:
    title: str
    commands: list[Command] = field(default_factory=list)


def parse(text: str) -> list[Section]:
    """The page's console blocks: commands with their expected lines, by section."""
    sections = [Section("(top)")]
    inside = False
    pending: Command | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not inside:
            if line.startswith("## "):
                sections.append(Section(line[3:].strip()))
            elif stripped == "```console":
                inside = True
            continue
        if stripped.startswith("```"):
            assert pending is None, f"line {pending.line}: a continued command runs off its block"
            inside = False
        elif pending is not None:  # the continuation of a command ending in a backslash
            pending.text += "\n" + line
            if not line.endswith("\\"):
                pending = None
        elif line.startswith("$ "):
            command = Command(number, line[2:])
            sections[-1].commands.append(command)
            if line.endswith("\\"):
                pending = command
        elif stripped:
            assert sections[-1].commands, f"line {number}: output before any command"
            sections[-1].commands[-1].expected.append(stripped)
    assert not inside, "a console block is not closed"
    return [section for section in sections if section.commands]


def matches(expected: str, printed: list[str]) -> bool:
    """Whether one printed line is ``expected``, spaces collapsed and ``...`` any text."""
    pattern = ".*".join(re.escape(" ".join(part.split())) for part in expected.split("..."))
    return any(re.fullmatch(pattern, " ".join(line.split())) for line in printed)


def lanes_of(sections: list[Section]) -> list[list[Section]]:
    """Sections that share a ``cheat-...`` name (a topic, a group) run in one lane, in page
    order; the lanes run side by side."""
    lanes: list[tuple[set[str], list[Section]]] = []
    for section in sections:
        names = {name for command in section.commands
                 for text in [command.text, *command.expected] for name in NAME.findall(text)}
        joined = [lane for lane in lanes if lane[0] & names]
        merged: tuple[set[str], list[Section]] = (names, [])
        for lane in joined:
            merged[0].update(lane[0])
            merged[1].extend(lane[1])
            lanes.remove(lane)
        merged[1].append(section)
        merged[1].sort(key=lambda s: sections.index(s))
        lanes.append(merged)
    return [lane for _, lane in lanes]


def run_lane(lane: list[Section], directory: Path, environment: dict[str, str],
             rename: dict[str, str], bootstrap: str) -> list[str]:
    """Run the lane's commands in order, in one directory; the problems found (an empty list:
    all good). The first failing command ends the lane: the ones after it depend on it."""
    directory.mkdir()
    for section in lane:
        problems = run_section(section, directory, environment, rename, bootstrap)
        if problems:
            return problems
    return []


def run_section(section: Section, directory: Path, environment: dict[str, str],
                rename: dict[str, str], bootstrap: str) -> list[str]:
    """Run the section's commands in order; the problems found (an empty list: all good)."""

    def localize(text: str) -> str:
        return NAME.sub(lambda m: rename[m.group(0)], text).replace(PLACEHOLDER, bootstrap)

    for command in section.commands:
        if EXPORT.fullmatch(command.text):
            continue  # applied to every command's environment
        script = localize(command.text)
        done = subprocess.run(["bash", "-o", "pipefail", "-c", script], cwd=directory,
                              env=environment, capture_output=True, timeout=HANG_GUARD_S,
                              check=False)
        where = f"{PAGE.name}:{command.line} [{section.title}] $ {script}"
        stdout, stderr = done.stdout.decode(errors="replace"), done.stderr.decode(errors="replace")
        if done.returncode != 0:
            return [f"{where}\n  exit status {done.returncode}\n  stderr: {stderr.strip()}"]
        printed = (stdout + "\n" + stderr).splitlines()
        missing = [line for line in map(localize, command.expected) if not matches(line, printed)]
        if missing:
            return [f"{where}\n  not printed: {missing}\n  stdout:\n{stdout}\n  stderr:\n{stderr}"]
    return []


def test_the_page_parses_into_checked_commands() -> None:
    """Without a broker: the page has sections of commands, and each kafka-async command shows
    at least one line of its output, so each is checked for more than its exit status."""
    sections = parse(PAGE.read_text(encoding="utf-8"))
    commands = [command for section in sections for command in section.commands]
    assert len(sections) >= 8 and len(commands) >= 40
    unchecked = [f"{PAGE.name}:{c.line}: {c.text}" for c in commands
                 if "kafka-async" in c.text and not c.expected]
    assert not unchecked, "commands without an output line to check:\n" + "\n".join(unchecked)
    exports = [EXPORT.fullmatch(c.text) for c in commands if c.text.startswith("export ")]
    assert [m.groups() for m in exports if m] == [("KAFKA_BOOTSTRAP_SERVERS", PLACEHOLDER)]


def test_the_matching_rules() -> None:
    assert matches("cheat-orders 0 ... 3", ["cheat-orders  0          0          3"])
    assert matches("alice => order-1", ["alice => order-1"])
    assert not matches("alice => order-1", ["alice => order-10"])  # whole lines only
    assert not matches("cheat-orders 0 ... 3", ["cheat-orders 1 0 3"])
    assert matches('{"a": ..., "b": [1]}', ['{"a": 17, "b": [1]}'])
    assert not matches("a.c", ["abc"])  # only "..." is a wildcard
    sections = parse("## One\n```console\n$ echo a \\\n  b\na b\n```\ntext\n"
                     "## Two\n```console\n$ true\n```\n")
    assert [(s.title, [(c.line, c.text, c.expected) for c in s.commands]) for s in sections] == [
        ("One", [(3, "echo a \\\n  b", ["a b"])]), ("Two", [(10, "true", [])])]


@pytest.mark.integration
def test_every_command_of_the_cli_cheat_sheet(kafka_bootstrap: str, tmp_path: Path) -> None:
    sections = parse(PAGE.read_text(encoding="utf-8"))
    suffix = uuid.uuid4().hex[:6]
    names = {name for section in sections for command in section.commands
             for text in [command.text, *command.expected] for name in NAME.findall(text)}
    rename = {name: f"{name}-{suffix}" for name in names}
    environment = dict(os.environ)
    for name in ("KAFKA_BOOTSTRAP_SERVERS", "KAFKA_ASYNC_BACKEND", "PYTEST_CURRENT_TEST"):
        environment.pop(name, None)
    environment["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{environment['PATH']}"
    environment["PYTHONDONTWRITEBYTECODE"] = "1"
    for section in sections:
        for command in section.commands:
            exported = EXPORT.fullmatch(command.text)
            if exported:
                environment[exported[1]] = exported[2].replace(PLACEHOLDER, kafka_bootstrap)
    lanes = lanes_of(sections)
    assert len(lanes) >= 4  # independent sections stay independent, so they run side by side
    with ThreadPoolExecutor(max_workers=len(lanes)) as pool:
        runs = [pool.submit(run_lane, lane, tmp_path / f"lane-{index}", environment, rename,
                            kafka_bootstrap)
                for index, lane in enumerate(lanes)]
        problems = [problem for run in runs for problem in run.result()]
    assert not problems, "\n\n".join(problems)
