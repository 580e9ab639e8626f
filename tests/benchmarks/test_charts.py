"""The benchmark charts (benchmarks/charts.py), drawn from the committed results JSON; no broker.

The charts on docs/benchmarks.md are generated files committed next to the JSON they show.
These tests keep them a reproducible picture of that JSON: every chart is drawn as valid SVG,
twice the same bytes, the committed files equal a fresh drawing (so a results file changed
without ``python -m benchmarks.charts`` fails here), the page embeds every chart, and a bad
results file is reported by name instead of as a traceback from inside matplotlib.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from xml.etree import ElementTree

import pytest

from benchmarks import charts

SVG = "{http://www.w3.org/2000/svg}"
DOCS_PAGE = charts.ROOT / "docs" / "benchmarks.md"


@pytest.fixture(scope="module")
def drawn(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every chart drawn once from the committed results, into a temporary directory."""
    out = tmp_path_factory.mktemp("charts")
    charts.generate(charts.RESULTS_DIR, out)
    return out


@pytest.fixture
def results_copy(tmp_path: Path) -> Path:
    """A copy of the committed results files, to break one of them."""
    copy = tmp_path / "results"
    copy.mkdir()
    for path in charts.RESULTS_DIR.glob("*.json"):
        shutil.copy(path, copy / path.name)
    return copy


def test_every_family_draws_its_charts_as_svg(drawn: Path) -> None:
    assert sorted(p.name for p in drawn.iterdir()) == sorted(charts.chart_files())
    assert len(charts.chart_files()) == len(set(charts.chart_files()))
    for name in charts.chart_files():
        content = (drawn / name).read_bytes()
        root = ElementTree.fromstring(content)
        assert root.tag == f"{SVG}svg", name
        texts = ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]
        assert any(texts), f"{name}: no text (title, labels)"
        assert b"<dc:date>" not in content, f"{name}: a date in the metadata"


def test_the_charts_show_the_numbers_of_the_json(drawn: Path) -> None:
    """Spot checks that the pictures carry the data, not only a frame: values from the JSON
    appear as bar labels."""
    share = json.loads((charts.RESULTS_DIR / "share.json").read_text())
    svg = (drawn / "share.svg").read_text()
    for row in share["rows"]:
        assert charts._rate(row["kafka_async"]) in svg
    latest = json.loads((charts.RESULTS_DIR / "latest.json").read_text())
    rss = (drawn / "clients-rss.svg").read_text()
    for result in latest["results"]:
        if result["status"] == "ok":
            assert f"{result['peak_rss_mb']:,.0f}" in rss
    # (A long command wraps over several text lines: compare the text without whitespace.)
    tree = ElementTree.parse(drawn / "clients-throughput.svg")
    text = "".join("".join(node.itertext()) for node in tree.iter()
                   if node.tag.endswith("}text"))
    assert "".join(latest["command"].split()) in "".join(text.split())


def test_drawing_twice_gives_the_same_bytes(drawn: Path, tmp_path: Path) -> None:
    charts.generate(charts.RESULTS_DIR, tmp_path)
    differ = [name for name in charts.chart_files()
              if (tmp_path / name).read_bytes() != (drawn / name).read_bytes()]
    assert differ == []


def test_the_committed_charts_are_drawn_from_the_committed_json(drawn: Path) -> None:
    committed = sorted(p.name for p in charts.CHARTS_DIR.glob("*.svg"))
    assert committed == sorted(charts.chart_files()), (
        "docs/benchmarks/ holds other charts than benchmarks/charts.py draws: run "
        "`python -m benchmarks.charts` and remove the SVGs it does not write")
    stale = [name for name in committed
             if (charts.CHARTS_DIR / name).read_bytes() != (drawn / name).read_bytes()]
    assert stale == [], (
        f"{stale} differ from a drawing of benchmarks/results/*.json: run "
        "`python -m benchmarks.charts` (a different matplotlib version also lays charts out "
        "differently; the committed ones say theirs in <dc:title>)")


def test_the_benchmarks_page_embeds_every_chart() -> None:
    page = DOCS_PAGE.read_text()
    missing = [name for name in charts.chart_files() if f"](benchmarks/{name})" not in page]
    assert missing == []


def test_a_malformed_results_file_is_named(results_copy: Path, tmp_path: Path) -> None:
    broken = results_copy / "share.json"
    broken.write_text('{"rows": [')
    out = tmp_path / "out"
    with pytest.raises(charts.ChartDataError) as caught:
        charts.generate(results_copy, out)
    assert str(caught.value).startswith(f"{broken}: not valid JSON")
    assert not out.exists(), "a chart was written although a results file is bad"


def test_a_missing_results_file_is_named(results_copy: Path, tmp_path: Path) -> None:
    (results_copy / "fuzz.json").unlink()
    with pytest.raises(charts.ChartDataError) as caught:
        charts.generate(results_copy, tmp_path / "out", ["fuzz"])
    assert str(caught.value).startswith(f"{results_copy / 'fuzz.json'}: missing")


def test_a_results_file_without_a_needed_key_is_named(results_copy: Path,
                                                      tmp_path: Path) -> None:
    (results_copy / "share.json").write_text(json.dumps({"rows": [{"consumers": 1}]}))
    with pytest.raises(charts.ChartDataError) as caught:
        charts.generate(results_copy, tmp_path / "out", ["share"])
    assert str(caught.value) == f"{results_copy / 'share.json'}: rows[0]: missing key 'records'"
    (results_copy / "share.json").write_text(json.dumps({"rows": "none"}))
    with pytest.raises(charts.ChartDataError, match=r"share\.json: rows: expected a list"):
        charts.generate(results_copy, tmp_path / "out", ["share"])


def test_the_command_line_names_the_bad_file(results_copy: Path, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    (results_copy / "security.json").write_text("not json")
    code = charts.main(["--results", str(results_copy), "--out", str(tmp_path), "security"])
    assert code == 2
    assert f"{results_copy / 'security.json'}: not valid JSON" in capsys.readouterr().err


def test_refresh_redraws_only_the_family_just_written(results_copy: Path,
                                                      tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert charts.refresh(results_copy / "share.json", out) == [out / "share.svg"]
    assert sorted(p.name for p in out.iterdir()) == ["share.svg"]
    with pytest.raises(charts.ChartDataError, match="unknown results file"):
        charts.refresh(results_copy / "nothing.json", out)


def test_check_mode_finds_a_stale_chart(drawn: Path, tmp_path: Path) -> None:
    shutil.copy(drawn / "share.svg", tmp_path / "share.svg")
    assert charts.main(["--check", "--out", str(tmp_path), "share"]) == 0
    (tmp_path / "share.svg").write_bytes(b"<svg/>")
    assert charts.main(["--check", "--out", str(tmp_path), "share"]) == 1
