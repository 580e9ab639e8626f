"""The committed generated modules match what tools/gen_protocol.py produces from the JSON."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT.parent / "shared" / "kafka-protocol"


@pytest.mark.skipif(not SOURCE.is_dir(), reason="../shared/kafka-protocol (the JSON) is absent")
def test_generated_messages_are_up_to_date() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_protocol.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "up to date" in result.stdout


def test_generated_files_carry_the_header() -> None:
    package = ROOT / "kafka_async" / "protocol" / "messages"
    generated = [p for p in package.glob("*.py") if p.name != "_base.py"]
    assert len(generated) > 60
    for path in generated:
        first = path.read_text().split("\n", 1)[0]
        assert first.startswith("# GENERATED from apache/kafka@"), path
        assert first.endswith("by tools/gen_protocol.py; do not edit"), path
