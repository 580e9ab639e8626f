"""The mapping tables of docs/migration/*.md name only things that exist.

Each mapping table follows a comment that says what its columns name:

    <!-- mapping kind=settings peer=aiokafka.AIOKafkaProducer ours=kafka_async.Producer -->
    | aiokafka | kafka_async | notes |
    | --- | --- | --- |
    | `max_batch_size` | `batch_size` | |

The first column is the other library's, the second kafka_async's; every backticked span in them
is checked (the notes column is not). "—" alone says there is no counterpart. By ``kind``:

- ``settings``: a span is a setting name (``name`` or ``name=value``). Ours: a field of the
  client's config class. The peer's: a constructor parameter (aiokafka), a ``DEFAULT_CONFIG`` key
  (kafka-python); librdkafka's dotted keys (confluent-kafka) cannot be listed from Python and are
  not checked here.
- ``defaults``: ``name=value``, as settings, and the value must be the default: ours exactly (the
  config built with that value equals the config built without it); the peer's where its
  default is a plain literal.
- ``methods``: a call (``await getmany(timeout_ms=t)``, ``seek(tp, offset)``), an attribute, or
  ``async with`` / ``async for`` / ``with`` / ``for`` / ``await``. The name is looked up on the
  table's class (or module); a dotted name that is not there (``Admin.list_topics()``) on the
  library's package. Keyword arguments must be parameters of what is called, unless it takes
  ``**kwargs`` or (the peer's C functions) has no signature.
- ``exceptions``: dotted paths; ours must be ``KafkaError`` subclasses, the peer's must exist
  (an error code constant such as ``confluent_kafka.KafkaError._MSG_TIMED_OUT`` counts).

No broker: imports and signatures only (about 1 s, mostly importing the three libraries).
"""

from __future__ import annotations

import ast
import builtins
import dataclasses
import importlib
import inspect
import re
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from kafka_async.admin.base import AdminConfig
from kafka_async.cluster.config import ClientConfig
from kafka_async.consumer.group.config import GroupConsumerConfig
from kafka_async.producer.config import ProducerConfig
from kafka_async.protocol.errors import KafkaError

ROOT = Path(__file__).resolve().parents[2]
PAGES = ("aiokafka.md", "confluent-kafka.md", "kafka-python.md")
KINDS = ("settings", "defaults", "methods", "exceptions")

MARKER = re.compile(r"^<!--\s*mapping\b(?P<body>.*?)-->\s*$")
SPAN = re.compile(r"`([^`]+)`")
NO_COUNTERPART = "—"
#: the syntax spans of the methods tables, and what they need of the class
SYNTAX = {"async with": "__aenter__", "async for": "__aiter__", "with": "__enter__",
          "for": "__iter__", "await": "__await__"}
#: kafka_async's clients and the config class their settings come from
CONFIGS: dict[str, type[ClientConfig]] = {
    "kafka_async.Producer": ProducerConfig,
    "kafka_async.Consumer": GroupConsumerConfig,
    "kafka_async.Admin": AdminConfig,
}
PLAIN_LITERALS = (bool, int, float, str, type(None))


@dataclass
class Table:
    page: str
    line: int
    kind: str
    peer: str
    ours: str
    header: list[str]
    rows: list[tuple[int, list[str]]] = field(default_factory=list)

    def where(self, line: int) -> str:
        return f"{self.page}:{line}"


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def parse_tables(page: str) -> tuple[list[Table], list[str]]:
    """The page's mapping tables, and the problems of its table markup."""
    lines = (ROOT / "docs" / "migration" / page).read_text(encoding="utf-8").splitlines()
    tables: list[Table] = []
    problems: list[str] = []
    for index, line in enumerate(lines):
        is_header = line.startswith("|") and "kafka_async" in _cells(line) and (
            index + 1 < len(lines) and set(lines[index + 1]) <= set("|-: "))
        if is_header and (index == 0 or not MARKER.match(lines[index - 1])):
            problems.append(f"{page}:{index + 1}: a kafka_async table without a "
                            "<!-- mapping ... --> comment right before it")
        marker = MARKER.match(line)
        if marker is None:
            continue
        options = dict(part.split("=", 1) for part in marker.group("body").split())
        if options.get("kind") not in KINDS or "ours" not in options or "peer" not in options:
            problems.append(f"{page}:{index + 1}: needs kind= ({', '.join(KINDS)}), peer= "
                            f"and ours=: {line}")
            continue
        body = lines[index + 1:]
        if len(body) < 3 or not body[0].startswith("|"):
            problems.append(f"{page}:{index + 1}: no table right after the comment")
            continue
        table = Table(page, index + 1, options["kind"], options["peer"], options["ours"],
                      _cells(body[0]))
        if len(table.header) < 2 or table.header[1] != "kafka_async":
            problems.append(f"{page}:{index + 2}: the second column must be kafka_async's")
        for offset, row in enumerate(body[2:], start=index + 4):
            if not row.startswith("|"):
                break
            cells = _cells(row)
            if len(cells) != len(table.header):
                problems.append(f"{page}:{offset}: {len(cells)} cells, the header has "
                                f"{len(table.header)} (a | inside a cell?)")
                continue
            table.rows.append((offset, cells))
        if not table.rows:
            problems.append(f"{page}:{index + 1}: an empty table")
        tables.append(table)
    return tables, problems


def resolve(dotted: str) -> Any:
    """A dotted name: the longest importable module prefix, then attributes (submodules are
    imported on the way). A bare name is a builtin (``BufferError``)."""
    parts = dotted.split(".")
    if len(parts) == 1:
        return getattr(builtins, dotted)
    for cut in range(len(parts), 0, -1):
        try:
            found: Any = _import(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        return _walk(found, parts[cut:])
    raise LookupError(f"no module in {dotted!r}")


def _import(name: str) -> ModuleType:
    with warnings.catch_warnings():  # kafka-python 3 imports with a legacy importlib API
        warnings.simplefilter("ignore", DeprecationWarning)
        return importlib.import_module(name)


def _walk(start: Any, parts: list[str]) -> Any:
    found = start
    for part in parts:
        try:
            found = getattr(found, part)
        except AttributeError:
            if not isinstance(found, ModuleType):
                raise
            found = _import(f"{found.__name__}.{part}")
    return found


def lookup(name: str, target: str) -> Any:
    """``name`` on the table's class or module; failing that, on the library's package."""
    parts = name.split(".")
    try:
        return _walk(resolve(target), parts)
    except (AttributeError, ModuleNotFoundError):
        return _walk(_import(target.split(".")[0]), parts)


def _keywords_problem(called: Any, keywords: list[str], ours: bool) -> str | None:
    if not keywords:
        return None
    try:
        signature = inspect.signature(called)
    except (TypeError, ValueError):
        return "has no signature to check keywords against" if ours else None
    parameters = signature.parameters
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values()):
        return None
    unknown = [k for k in keywords if k not in parameters]
    return f"takes no keyword {', '.join(unknown)}" if unknown else None


def check_method(span: str, target: str, ours: bool) -> str | None:
    text = span.strip()
    if text in SYNTAX:
        return None if hasattr(resolve(target), SYNTAX[text]) else f"no {SYNTAX[text]}"
    text = text.removeprefix("await ")
    try:
        expression = ast.parse(text, mode="eval").body
    except SyntaxError:
        return "is not a call, a name or async with/for"
    keywords: list[str] = []
    if isinstance(expression, ast.Call):
        keywords = [k.arg for k in expression.keywords if k.arg is not None]
        expression = expression.func
    try:
        called = lookup(ast.unparse(expression), target)
    except (AttributeError, ModuleNotFoundError) as exc:
        return f"does not exist ({exc})"
    return _keywords_problem(called, keywords, ours)


def _setting_name(span: str) -> str:
    return span.split("=", 1)[0].strip()


def _peer_settings(peer: str) -> dict[str, Any] | None:
    """The peer's settings and defaults, or None where Python cannot list them."""
    cls = resolve(peer)
    default_config = getattr(cls, "DEFAULT_CONFIG", None)
    if isinstance(default_config, dict):  # kafka-python
        return dict(default_config)
    if peer.startswith("confluent_kafka"):  # librdkafka's keys live in C
        return None
    return {name: p.default for name, p in inspect.signature(cls).parameters.items()
            if p.kind is inspect.Parameter.KEYWORD_ONLY or
            p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD}


def check_setting(span: str, table: Table, ours: bool) -> str | None:
    name = _setting_name(span)
    if ours:
        config = CONFIGS[table.ours]
        if name not in {f.name for f in dataclasses.fields(config)}:
            return f"is not a setting of {config.__name__}"
        if table.kind == "defaults":
            return _our_default_problem(span, config)
        return None
    settings = _peer_settings(table.peer)
    if settings is None:
        return None
    if name not in settings:
        return f"is not a setting of {table.peer}"
    if table.kind == "defaults":
        return _peer_default_problem(span, settings[name])
    return None


def _literal(span: str) -> tuple[bool, Any]:
    if "=" not in span:
        return False, None
    try:
        return True, ast.literal_eval(span.split("=", 1)[1].strip())
    except (SyntaxError, ValueError):
        return False, None


def _our_default_problem(span: str, config: type[ClientConfig]) -> str | None:
    parsed, value = _literal(span)
    if not parsed:
        return "needs name=<Python literal>"
    name = _setting_name(span)
    address = {"bootstrap_servers": "127.0.0.1:9092"}
    default = getattr(config.from_kwargs(**address), name)
    given = getattr(config.from_kwargs(**address, **{name: value}), name)
    return None if given == default else f"is not the default ({name}={default!r})"


def _peer_default_problem(span: str, default: Any) -> str | None:
    parsed, value = _literal(span)
    if not parsed or not isinstance(default, PLAIN_LITERALS):
        return None  # a sentinel or a class: the name was checked, the value cannot be
    return None if value == default else f"is not the default ({default!r})"


def check_exception(span: str, ours: bool) -> str | None:
    try:
        found = resolve(span.strip())
    except (AttributeError, LookupError, ImportError) as exc:
        return f"does not exist ({exc})"
    if ours and not (isinstance(found, type) and issubclass(found, KafkaError)):
        return "is not a kafka_async KafkaError subclass"
    return None


def check_cell(cell: str, table: Table, ours: bool) -> list[str]:
    if cell == NO_COUNTERPART:
        return []
    spans = SPAN.findall(cell)
    if not spans:
        return ["names nothing: write a `name` or —"]
    problems = []
    for span in spans:
        if table.kind == "methods":
            problem = check_method(span, table.ours if ours else table.peer, ours)
        elif table.kind == "exceptions":
            problem = check_exception(span, ours)
        else:
            problem = check_setting(span, table, ours)
        if problem is not None:
            problems.append(f"`{span}` {problem}")
    return problems


ALL_TABLES: list[Table] = []
MARKUP_PROBLEMS: list[str] = []
for _page in PAGES:
    _tables, _problems = parse_tables(_page)
    ALL_TABLES.extend(_tables)
    MARKUP_PROBLEMS.extend(_problems)


def test_every_page_has_each_kind_of_table() -> None:
    assert not MARKUP_PROBLEMS, "\n".join(MARKUP_PROBLEMS)
    for page in PAGES:
        kinds = {table.kind for table in ALL_TABLES if table.page == page}
        assert kinds == set(KINDS), f"{page}: tables of kinds {sorted(kinds)}"
        text = (ROOT / "docs" / "migration" / page).read_text(encoding="utf-8")
        assert "## In an afternoon" in text
        assert text.count("```python") >= 2, f"{page}: a before and an after block"


@pytest.mark.parametrize("table", ALL_TABLES, ids=[f"{t.page}:{t.line}" for t in ALL_TABLES])
def test_named_things_exist(table: Table) -> None:
    problems = []
    for line, cells in table.rows:
        peer_cell, our_cell = cells[0], cells[1]
        if peer_cell == NO_COUNTERPART and our_cell == NO_COUNTERPART:
            problems.append(f"{table.where(line)}: neither side names anything")
        for ours, cell in ((False, peer_cell), (True, our_cell)):
            side = "kafka_async" if ours else table.header[0]
            problems += [f"{table.where(line)} ({side}): {problem}"
                         for problem in check_cell(cell, table, ours)]
    assert not problems, "\n".join(problems)


def test_the_checks_catch_a_wrong_name() -> None:
    """The checker itself: each kind refuses a name that does not exist."""
    table = Table("x.md", 1, "settings", "aiokafka.AIOKafkaProducer", "kafka_async.Producer",
                  ["aiokafka", "kafka_async", "notes"])
    assert check_cell("`batch_size`", table, ours=True) == []
    assert check_cell("`max_batch_size`", table, ours=True) != []
    assert check_cell("`max_batch_size`", table, ours=False) == []
    assert check_cell("`batch_size`", table, ours=False) != []
    assert check_cell("plain words", table, ours=True) != []
    table.kind = "defaults"
    assert check_cell('`acks="all"`', table, ours=True) == []
    assert check_cell("`acks=1`", table, ours=True) != []
    assert check_cell("`linger_ms=0`", table, ours=False) == []
    assert check_cell("`linger_ms=7`", table, ours=False) != []
    table.kind = "methods"
    assert check_cell("`await send(topic, value, key=k)`", table, ours=True) == []
    assert check_cell("`await send(topic, value, colour=k)`", table, ours=True) != []
    assert check_cell("`Admin.list_topics()`", table, ours=True) == []
    assert check_cell("`Admin.list_topicz()`", table, ours=True) != []
    assert check_cell("`async with`", table, ours=True) == []
    assert check_cell("`for`", table, ours=True) != []
    table.kind = "exceptions"
    assert check_cell("`kafka_async.producer.RecordNotSentError`", table, ours=True) == []
    assert check_cell("`kafka_async.producer.RecordNotSent`", table, ours=True) != []
    assert check_cell("`kafka_async.Producer`", table, ours=True) != []
    assert check_cell("`aiokafka.errors.ProducerClosed`", table, ours=False) == []
