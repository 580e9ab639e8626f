"""Run one fuzz target under atheris (libFuzzer): ``python -m tests.fuzz.run TARGET [args]``.

``args`` are libFuzzer's (``-runs=1000000``, ``-max_total_time=60``, corpus directories).
Without a corpus directory the target's seed corpus (tests/fuzz/corpus/<kind>) is used through a
scratch copy, so the checked-in seeds never change. TARGET ``every`` is every target in one
process (the first byte of an input picks the target), seeded with every target's corpus.
kafka_async's modules are instrumented for Python coverage; the C extension is covered when
built with ``-fsanitize=fuzzer-no-link`` (``make fuzz`` does, with AddressSanitizer and UBSan;
see tests/fuzz/build_sanitized.sh).

A finding is any exception outside the ProtocolError family, or a sanitizer report; libFuzzer
writes the input to ``crash-*`` in the working directory (``-artifact_prefix=``); copy it into
tests/fuzz/regressions/ and tests/fuzz/test_fuzz.py replays it in every target forever.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

import atheris  # type: ignore[import-untyped]

with atheris.instrument_imports(include=["kafka_async"]):
    from tests.fuzz.targets import CORPUS_OF, EVERY, EVERY_ORDER, TARGETS, every_target

CORPUS = Path(__file__).with_name("corpus")


def main(argv: list[str]) -> None:
    if len(argv) < 2 or (argv[1] not in TARGETS and argv[1] != EVERY):
        raise SystemExit(f"usage: python -m tests.fuzz.run TARGET [libFuzzer args]; "
                         f"targets: {', '.join(TARGETS)}, {EVERY} (all in one)")
    name, rest = argv[1], argv[2:]
    target = every_target if name == EVERY else TARGETS[name]
    if not any(not arg.startswith("-") for arg in rest):
        scratch = Path(tempfile.mkdtemp(prefix=f"fuzz-{name}-"))
        if name == EVERY:  # each target's seeds, behind the byte that picks that target
            for index, each in enumerate(EVERY_ORDER):
                for seed in _seeds(each):
                    (scratch / f"{each}-{seed.name}").write_bytes(
                        bytes([index]) + seed.read_bytes())
        else:
            for seed in _seeds(name):
                shutil.copy(seed, scratch / seed.name)
        rest = [*rest, str(scratch)]
    atheris.Setup([argv[0], *rest], target)
    atheris.Fuzz()


def _seeds(name: str) -> list[Path]:
    seeds = CORPUS / CORPUS_OF[name]
    return sorted(seeds.iterdir()) if seeds.is_dir() else []


if __name__ == "__main__":
    main(sys.argv)
