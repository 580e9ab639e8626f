"""What ``produce`` reads: lines from files or stdin, parsed into records.

Input is read in large chunks and split with ``bytes.split`` (no per-line read call), so a
million short lines cost a few splits, not a million reads. A record is one line without its
trailing newline, exactly as kcat -P reads it; a final line without a newline is a record too.

Formats (``--format``):

* ``text``: the line is the value; with ``--key-delimiter D`` the text before the first ``D``
  is the key (no ``D`` in the line: no key, the whole line is the value, as kcat -K does);
* ``base64``: the same, each part base64-encoded (binary values survive a text file);
* ``json``: one object per line, ``{"key": .., "value": .., "headers": .., "partition": ..,
  "timestamp": ..}``; a key or value is a UTF-8 string, ``{"base64": "..."}`` or null; headers
  an object or a list of ``[name, value]`` pairs (repeated names keep their order).
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import AsyncIterator, Callable
from typing import Any, BinaryIO, NamedTuple

import anyio

from kafka_async.cli.errors import UsageProblem

TEXT = "text"
JSON = "json"
BASE64 = "base64"
FORMATS = (TEXT, JSON, BASE64)
_CHUNK = 1 << 20

Headers = list[tuple[str, bytes | None]]


class InputRecord(NamedTuple):
    key: bytes | None
    value: bytes | None
    headers: Headers | None
    partition: int | None
    timestamp: int | None


class BadInput(Exception):
    """One input line could not be parsed; ``where`` names the source and line."""

    def __init__(self, where: str, reason: str) -> None:
        super().__init__(f"{where}: {reason}")


async def read_lines(stream: BinaryIO, chunk_size: int = _CHUNK
                     ) -> AsyncIterator[tuple[list[bytes], int]]:
    """The stream's lines in chunks: (lines without their newline, bytes those lines took in
    the input, newlines included), as they arrive.

    Each read runs in a worker thread: a read of stdin blocks until input comes (``tail -f
    app.log | kafka-async produce``), and on the event loop's thread it held the producer's
    sender and the Ctrl-C watcher until then, so lines written to a pipe that stayed open were
    never sent. (Abandoned on cancel: a read blocked on a quiet pipe does not hold up the
    exit.)"""
    tail = b""
    read = getattr(stream, "read1", stream.read)
    while True:
        chunk = await anyio.to_thread.run_sync(read, chunk_size, abandon_on_cancel=True)
        if not chunk:
            break
        data = tail + chunk if tail else chunk
        lines = data.split(b"\n")
        tail = lines.pop()
        if lines:
            yield lines, len(data) - len(tail)
    if tail:
        yield [tail], len(tail)


def line_parser(fmt: str, key_delimiter: bytes | None
                ) -> Callable[[bytes, str], InputRecord] | None:
    """A parser for lines of ``fmt``, or None for plain text without keys, where the line
    itself is the value (the hot path needs no per-line call)."""
    if fmt == TEXT:
        if key_delimiter is None:
            return None
        return _delimited(key_delimiter, _same)
    if fmt == BASE64:
        return _delimited(key_delimiter, _b64) if key_delimiter else _base64_value
    if fmt == JSON:
        if key_delimiter is not None:
            raise UsageProblem("--key-delimiter does not apply to --format json (give \"key\")")
        return _json_record
    raise UsageProblem(f"--format must be one of {', '.join(FORMATS)}, got {fmt!r}")


def _same(data: bytes, where: str) -> bytes:
    return data


def _b64(data: bytes, where: str) -> bytes:
    try:
        return base64.b64decode(data, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise BadInput(where, f"not valid base64 ({exc})") from None


def _base64_value(line: bytes, where: str) -> InputRecord:
    return InputRecord(None, _b64(line, where), None, None, None)


def _delimited(delimiter: bytes, decode: Callable[[bytes, str], bytes]
               ) -> Callable[[bytes, str], InputRecord]:
    def parse(line: bytes, where: str) -> InputRecord:
        key, found, value = line.partition(delimiter)
        if not found:
            return InputRecord(None, decode(line, where), None, None, None)
        return InputRecord(decode(key, where), decode(value, where), None, None, None)
    return parse


def _json_record(line: bytes, where: str) -> InputRecord:
    try:
        item = json.loads(line)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise BadInput(where, f"not JSON ({exc})") from None
    if not isinstance(item, dict):
        raise BadInput(where, f"a JSON record must be an object, got {type(item).__name__}")
    unknown = set(item) - {"key", "value", "headers", "partition", "timestamp"}
    if unknown:
        raise BadInput(where, f"unknown fields {sorted(unknown)} (key, value, headers, "
                              "partition, timestamp)")
    partition = item.get("partition")
    if partition is not None and (type(partition) is not int or partition < 0):
        raise BadInput(where, f"partition must be a non-negative integer, got {partition!r}")
    timestamp = item.get("timestamp")
    if timestamp is not None and (type(timestamp) is not int or timestamp < 0):
        raise BadInput(where, f"timestamp must be non-negative epoch ms, got {timestamp!r}")
    return InputRecord(_json_bytes(item.get("key"), "key", where),
                       _json_bytes(item.get("value"), "value", where),
                       _json_headers(item.get("headers"), where), partition, timestamp)


def _json_bytes(value: Any, name: str, where: str) -> bytes | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value.encode("utf-8", "surrogatepass")
    if isinstance(value, dict) and set(value) == {"base64"} and isinstance(value["base64"], str):
        return _b64(value["base64"].encode("ascii", "replace"), where)
    raise BadInput(where, f"{name} must be a string, {{\"base64\": ...}} or null, "
                          f"got {json.dumps(value)[:60]}")


def _json_headers(value: Any, where: str) -> Headers | None:
    if value is None:
        return None
    pairs: list[Any]
    if isinstance(value, dict):
        pairs = list(value.items())
    elif isinstance(value, list):
        pairs = value
    else:
        raise BadInput(where, "headers must be an object or a list of [name, value] pairs")
    headers: Headers = []
    for pair in pairs:
        if not (isinstance(pair, (list, tuple)) and len(pair) == 2 and isinstance(pair[0], str)):
            raise BadInput(where, f"a header must be [name, value], got {json.dumps(pair)[:60]}")
        headers.append((pair[0], _json_bytes(pair[1], f"header {pair[0]!r}", where)))
    return headers or None


def parse_headers(items: tuple[str, ...]) -> Headers | None:
    """``--header name=value`` flags (repeatable; a name may repeat)."""
    headers: Headers = []
    for item in items:
        name, found, value = item.partition("=")
        if not found or not name:
            raise UsageProblem(f"--header takes name=value, got {item!r}")
        headers.append((name, value.encode("utf-8", "surrogateescape")))
    return headers or None
