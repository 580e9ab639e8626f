"""Every Python code block of README.md and docs/**/*.md runs, against real brokers, and passes.

One test per block, named by its page and the line of its opening fence
(``test_block[docs/producer.md:L7]``); the contract the pages are written to, the opt-out and
env comments, and how the blocks run are in ``docs_blocks.py`` and docs/testing.md ("Writing a
docs example"). The blocks selected for this session all run while the ``docs_run`` fixture is
set up (pages at the same time, each page's blocks in order, brokers shared), so that the
no-leak checks of each test see a quiet process; each test then reports its own block's outcome:
exit status, stdout and stderr, under the page's path and line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.docs.docs_blocks import ENVS, Block, DocsRun, Outcome, collect, parse_page

COLLECTED = collect()


def _marks(block: Block) -> list[pytest.MarkDecorator]:
    marks = [pytest.mark.integration]
    if block.env == "spark":
        marks.append(pytest.mark.spark)
    return marks


@pytest.fixture(scope="session")
def docs_run(request: pytest.FixtureRequest,
             tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    """Runs the blocks of every selected ``test_block`` item, once, before the first of them."""
    selected: list[Block] = []
    for item in request.session.items:
        callspec = getattr(item, "callspec", None)
        if callspec is not None and isinstance(callspec.params.get("block"), Block):
            selected.append(callspec.params["block"])
    run = DocsRun(selected, tmp_path_factory.mktemp("docs-blocks"))
    outcomes = run.run()
    print(f"\n{run.timing_report()}")
    return outcomes


@pytest.mark.parametrize("block", [pytest.param(block, id=block.id, marks=_marks(block))
                                   for block in COLLECTED.blocks])
def test_block(block: Block, docs_run: dict[str, Outcome]) -> None:
    outcome = docs_run[block.id]
    if not outcome.ok:
        pytest.fail(outcome.report(), pytrace=False)
    assert outcome.ok and outcome.block == block


def test_opt_outs_name_their_reason() -> None:
    """A block that is not run says why; the list of them is printed (``pytest -rP``)."""
    assert COLLECTED.blocks, "no Python blocks found: is the collection broken?"
    missing = [opt_out.id for opt_out in COLLECTED.opt_outs if not opt_out.reason]
    assert not missing, (f"<!-- example: not run: <reason> --> needs a reason: "
                         f"{', '.join(missing)}")
    print(f"{len(COLLECTED.opt_outs)} blocks not run:")
    for opt_out in COLLECTED.opt_outs:
        print(f"  {opt_out.id}: {opt_out.reason}")


def test_example_comments_are_well_formed() -> None:
    """An example comment that is malformed, unknown or not right before a fence fails here,
    instead of silently not applying; so does a block asking for an env that does not exist."""
    problems = [str(problem) for problem in COLLECTED.problems]
    problems += [f"{block.id}: unknown env {block.env!r} (known: {', '.join(sorted(ENVS))})"
                 for block in COLLECTED.blocks if block.env and block.env not in ENVS]
    assert not problems, "\n".join(problems)


def test_collection_follows_the_contract() -> None:
    """The parser on a page that has each case (the runner's own check, no broker)."""
    page = parse_page(
        "\n".join([
            "# page",
            "```python",                      # L2: a block
            "print(1)",
            "```",
            "<!-- example: not run: needs a GPU -->",
            "```python",                      # L6: opted out, with its reason
            "import gpu",
            "```",
            "<!-- example: env=sasl -->",
            "```py",                          # L10: a block of env sasl
            "print(2)",
            "```",
            "````markdown",                   # a fence around an example of the syntax
            "<!-- example: env=spark -->",
            "```python",
            "not collected",
            "```",
            "````",
            "- a list item:",
            "",
            "  ```python",                    # L21: indented, dedented when run
            "  print(3)",
            "  ```",
            "<!-- example: not run -->",
            "```python",                      # L25: opted out without a reason
            "x",
            "```",
            "<!-- example: maybe -->",        # L28: unknown comment
            "```python",                      # L29
            "print(4)",
            "```",
            "<!-- example: env=ssl -->",      # L32: not before a fence
            "",
            "```sh",
            "echo",
            "```",
        ]),
        "docs/x.md")
    assert [(b.line, b.env, b.code) for b in page.blocks] == [
        (2, "", "print(1)\n"), (10, "sasl", "print(2)\n"), (21, "", "print(3)\n"),
        (29, "", "print(4)\n")]
    assert [(o.line, o.reason) for o in page.opt_outs] == [(6, "needs a GPU"), (25, "")]
    assert [(p.line, p.message.split(":")[0]) for p in page.problems] == [
        (28, "unknown example comment 'maybe'"), (32, "example comment is not on the line "
                                                      "right before a ```python fence")]
    assert page.blocks[1].id == "docs/x.md:L10"


def test_every_page_is_collected() -> None:
    """README.md and every page under docs/, including new subdirectories."""
    root = Path(__file__).resolve().parents[2]
    pages = {block.path for block in COLLECTED.blocks} | {o.path for o in COLLECTED.opt_outs}
    expected = {path.relative_to(root).as_posix() for path in
                [root / "README.md", *(root / "docs").rglob("*.md")]
                if "```python" in path.read_text(encoding="utf-8")}
    assert expected <= pages, sorted(expected - pages)
