"""The fuzzing slice of ``make test`` (``make fuzz`` runs the full campaign):

* every seed (responses captured from a real broker) and every regression input goes through
  every target in-process: only the ProtocolError family may come out;
* each target runs a short atheris campaign with the C extension built with AddressSanitizer
  and UBSan (clang; ``make test`` installs it), so a memory error fails the suite.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fuzz.targets import TARGETS

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
INPUTS = sorted(p for d in ("corpus", "regressions") for p in (HERE / d).rglob("*")
                if p.is_file() and p.suffix != ".md")
SHORT_RUNS = 2000
#: the frames target feeds every input in chunks of every size (quadratic per input): fewer runs
SHORT_RUNS_OF = {"frames": 300}


def test_there_are_seeds_from_a_real_broker() -> None:
    kinds = {p.parent.name for p in INPUTS}
    assert {"responses", "records", "frames", "codecs"} <= kinds


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_every_seed_and_regression_decodes_or_raises_protocol_error(target: str) -> None:
    run = TARGETS[target]
    for path in INPUTS:
        run(path.read_bytes())  # a ProtocolError is swallowed by the target; others fail


@pytest.fixture(scope="module")
def sanitized_tree(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    assert shutil.which("clang"), "clang is needed for the sanitizer build (make fuzz-deps)"
    tree = tmp_path_factory.mktemp("fuzz-tree")
    subprocess.run(["bash", str(HERE / "build_sanitized.sh")], cwd=ROOT, check=True,
                   env={**os.environ, "FUZZ_TREE": str(tree), "PY": sys.executable},
                   capture_output=True)
    yield tree


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_short_campaign_finds_nothing(target: str, sanitized_tree: Path,
                                      tmp_path: Path) -> None:
    import atheris  # type: ignore[import-untyped]

    env = {**os.environ,
           "LD_PRELOAD": str(Path(atheris.path()) / "asan_with_fuzzer.so"),
           "ASAN_OPTIONS": "detect_leaks=0:allocator_may_return_null=1",
           "UBSAN_OPTIONS": "halt_on_error=1:print_stacktrace=1"}
    runs = SHORT_RUNS_OF.get(target, SHORT_RUNS)
    done = subprocess.run(
        [sys.executable, "-m", "tests.fuzz.run", target, f"-runs={runs}",
         f"-artifact_prefix={tmp_path}/"], cwd=sanitized_tree, env=env,
        capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-4000:]
    assert f"Done {runs} runs" in done.stderr
    assert not list(tmp_path.iterdir())
