"""The committed generated modules match what tools/gen_protocol.py produces from Kafka's JSON.

The definitions come from the kafka-clients jar of the release the tests run (``make jars``),
else from ``../shared/kafka-protocol/4.3.1``; both copies must give the same modules.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kafka_async.testing.jars import KAFKA_VERSION

ROOT = Path(__file__).resolve().parents[2]
JAR = ROOT / ".cache" / "kafka" / "jars" / f"kafka-clients-{KAFKA_VERSION}.jar"
SHARED = ROOT.parent / "shared" / "kafka-protocol" / KAFKA_VERSION
SOURCES = [p for p in (JAR, SHARED) if p.exists()]


def _check(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_protocol.py"), "--check", *args],
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.skipif(not SOURCES, reason="neither the kafka-clients jar nor its JSON is present")
@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.name)
def test_generated_messages_are_up_to_date(source: Path) -> None:
    result = _check("--source", str(source))
    assert result.returncode == 0, result.stderr
    assert "up to date" in result.stdout


@pytest.mark.skipif(not SOURCES, reason="neither the kafka-clients jar nor its JSON is present")
def test_default_source_is_the_release_under_test() -> None:
    result = _check()
    assert result.returncode == 0, result.stderr
    expected = JAR.name if JAR.exists() else str(SHARED)
    assert expected in result.stdout


def test_a_source_without_a_version_is_refused(tmp_path: Path) -> None:
    (tmp_path / "ApiVersionsRequest.json").write_text('{"type": "request"}')
    result = _check("--source", str(tmp_path), "--output", str(tmp_path / "out"))
    assert result.returncode != 0
    assert "SOURCE.txt" in result.stderr


def test_generated_files_carry_the_header() -> None:
    package = ROOT / "kafka_async" / "protocol" / "messages"
    generated = [p for p in package.glob("*.py") if p.name != "_base.py"]
    assert len(generated) > 70
    header = (
        f"# GENERATED from Apache Kafka {KAFKA_VERSION}'s message definitions "
        "by tools/gen_protocol.py; do not edit"
    )
    for path in generated:
        assert path.read_text().split("\n", 1)[0] == header, path
