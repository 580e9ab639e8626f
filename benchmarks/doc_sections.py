"""Results written into the docs between marker comments (``<!-- name:start -->`` ...
``<!-- name:end -->``), so a rerun replaces its own table and nothing else of the page."""

from __future__ import annotations

from pathlib import Path


def replace_section(doc: Path, name: str, text: str) -> None:
    """Put ``text`` between the ``name`` markers of ``doc`` (appended, with markers, if the
    page has none yet)."""
    start, end = f"<!-- {name}:start -->", f"<!-- {name}:end -->"
    page = doc.read_text()
    if start in page and end in page:
        head, rest = page.split(start, 1)
        page = head + start + "\n" + text + "\n" + end + rest.split(end, 1)[1]
    else:
        page += f"\n{start}\n{text}\n{end}\n"
    doc.write_text(page)
