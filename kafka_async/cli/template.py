"""kcat-style output templates (``consume --format``), compiled once into one function.

``%t`` topic, ``%p`` partition, ``%o`` offset, ``%k`` key, ``%s`` value, ``%h`` headers
(``name=value`` comma-separated), ``%T`` timestamp (ms), ``%K`` / ``%S`` key / value size (-1 for
null), ``%%`` a percent sign; ``\\n``, ``\\t``, ``\\r``, ``\\\\`` escapes. Null keys and values
print as nothing, as kcat prints them.

The template becomes the source of one lambda that concatenates bytes (``compile_template``),
so a record costs one call and one concatenation; the pieces of the source are fixed
(literals go through ``repr``), never text from the user.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from kafka_async.cli.errors import UsageProblem

Render = Callable[[Any], bytes]

_FIELDS = {
    "t": "_topic(r)",
    "p": "str(r.partition).encode()",
    "o": "str(r.offset).encode()",
    "k": "(r.key or b'')",
    "s": "(r.value or b'')",
    "h": "_headers(r.headers)",
    "T": "str(r.timestamp).encode()",
    "K": "str(-1 if r.key is None else len(r.key)).encode()",
    "S": "str(-1 if r.value is None else len(r.value)).encode()",
}
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "0": "\0"}
_topic_cache: dict[str, bytes] = {}


def _topic(record: Any) -> bytes:
    name: str = record.topic
    encoded = _topic_cache.get(name)
    if encoded is None:
        encoded = _topic_cache[name] = name.encode()
    return encoded


def _headers(headers: Sequence[tuple[str, bytes | None]]) -> bytes:
    return b",".join(name.encode() + b"=" + (value or b"") for name, value in headers)


def parse_template(template: str) -> list[tuple[str, str]]:
    """``[("lit", text) | ("field", letter)]``; an unknown ``%x`` is a usage error."""
    parts: list[tuple[str, str]] = []
    literal: list[str] = []
    index = 0
    while index < len(template):
        char = template[index]
        if char in "%\\" and index + 1 < len(template):
            code = template[index + 1]
            index += 2
            if char == "%" and code == "%":
                literal.append("%")
            elif char == "%":
                if code not in _FIELDS:
                    raise UsageProblem(
                        f"--format: unknown %{code} (known: %t %p %o %k %s %h %T %K %S %%)")
                if literal:
                    parts.append(("lit", "".join(literal)))
                    literal = []
                parts.append(("field", code))
            else:
                literal.append(_ESCAPES.get(code, "\\" + code))
            continue
        literal.append(char)
        index += 1
    if literal:
        parts.append(("lit", "".join(literal)))
    return parts


def compile_template(template: str) -> Render:
    """One function record -> bytes for ``template``."""
    pieces = []
    for kind, text in parse_template(template):
        if kind == "lit":
            pieces.append(repr(text.encode("utf-8", "surrogateescape")))
        else:
            pieces.append(_FIELDS[text])
    source = "lambda r: " + (" + ".join(pieces) if pieces else "b''")
    render: Render = eval(source, {"_topic": _topic, "_headers": _headers})
    return render
