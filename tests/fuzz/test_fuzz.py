"""The fuzzing slice of ``make test`` (``make fuzz`` runs the full campaign):

* every seed (responses captured from a real broker) and every regression input goes through
  every target in-process: only the ProtocolError family may come out;
* every target runs in a short atheris campaign with the C extension built with
  AddressSanitizer and UBSan (clang; ``make test`` installs it), so a memory error fails the
  suite. The targets share one process (target ``every``: the first byte of an input picks
  the target), because each process spends about 14 s having atheris instrument kafka_async
  before its first run; ``make fuzz`` runs one long campaign per target.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.fuzz.targets import EVERY, EVERY_ORDER, TARGETS

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
INPUTS = sorted(p for d in ("corpus", "regressions") for p in (HERE / d).rglob("*")
                if p.is_file() and p.suffix != ".md")
#: runs per target in the short campaign (the combined campaign runs this times the targets)
SHORT_RUNS = 2000


def test_there_are_seeds_from_a_real_broker() -> None:
    kinds = {p.parent.name for p in INPUTS}
    assert {"responses", "records", "frames", "codecs"} <= kinds


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_every_seed_and_regression_decodes_or_raises_protocol_error(target: str) -> None:
    run = TARGETS[target]
    for path in INPUTS:
        run(path.read_bytes())  # a ProtocolError is swallowed by the target; others fail


def test_the_combined_target_reaches_every_target_with_the_rest_of_its_input(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.fuzz import targets

    reached: list[tuple[str, bytes]] = []

    def recorder(name: str) -> Callable[[bytes], None]:
        return lambda data: reached.append((name, data))

    for name in EVERY_ORDER:
        monkeypatch.setitem(targets.TARGETS, name, recorder(name))
    for index in range(len(EVERY_ORDER) + 1):  # the byte wraps around
        targets.every_target(bytes([index]) + b"input")
    targets.every_target(b"")
    assert reached == [(name, b"input") for name in [*EVERY_ORDER, EVERY_ORDER[0]]]


@pytest.fixture(scope="module")
def sanitized_tree(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    assert shutil.which("clang"), "clang is needed for the sanitizer build (make fuzz-deps)"
    tree = tmp_path_factory.mktemp("fuzz-tree")
    subprocess.run(["bash", str(HERE / "build_sanitized.sh")], cwd=ROOT, check=True,
                   env={**os.environ, "FUZZ_TREE": str(tree), "PY": sys.executable},
                   capture_output=True)
    yield tree


def test_short_campaign_of_every_target_finds_nothing(sanitized_tree: Path,
                                                     tmp_path: Path) -> None:
    import atheris  # type: ignore[import-untyped]

    env = {**os.environ,
           "LD_PRELOAD": str(Path(atheris.path()) / "asan_with_fuzzer.so"),
           "ASAN_OPTIONS": "detect_leaks=0:allocator_may_return_null=1",
           "UBSAN_OPTIONS": "halt_on_error=1:print_stacktrace=1"}
    assert sorted(TARGETS) == EVERY_ORDER and len(EVERY_ORDER) >= 5
    runs = SHORT_RUNS * len(EVERY_ORDER)
    done = subprocess.run(
        [sys.executable, "-m", "tests.fuzz.run", EVERY, f"-runs={runs}",
         f"-artifact_prefix={tmp_path}/"], cwd=sanitized_tree, env=env,
        capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-4000:]
    assert f"Done {runs} runs" in done.stderr
    assert not list(tmp_path.iterdir())
