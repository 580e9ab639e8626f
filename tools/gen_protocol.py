#!/usr/bin/env python3
"""Generate kafka_async/protocol/messages/*.py from Apache Kafka's JSON message definitions.

Usage:
    tools/gen_protocol.py            write the modules (``make generate``)
    tools/gen_protocol.py --check    exit 1 if the committed modules differ (``make gen-check``)
    tools/gen_protocol.py --source PATH   read another jar or JSON directory (protocol_source.py)

The definitions come from ``kafka-clients-<version>.jar`` in ``.cache/kafka/jars`` (the release
the tests run against), else from ``../shared/kafka-protocol/4.3.1``; no JSON is committed.

Why generate source instead of interpreting the schema at run time: every (struct, version) gets
its own straight-line encode and decode function, runs of fixed-width fields collapse into one
precompiled ``struct.Struct`` call, and versions whose wire layout is identical share a function.
The committed output is plain, typed, greppable Python that mypy checks like any other module.

API inclusion rule (documented in docs/protocol.md): an API is generated when its request's
``listeners`` include ``"broker"`` (a KRaft broker serves it to clients and admin tools), it is
not in ``BROKER_INTERNAL`` (APIs only brokers send to each other although a broker listens for
them) and it has at least one stable version (a ``latestVersionUnstable`` tip is dropped: brokers
advertise it only when configured to unstable.api.versions.enable).
Controller-only (Raft, registration) and ZooKeeper-era inter-broker APIs are thereby excluded.
The consumer-protocol ``data`` blobs carried inside JoinGroup/SyncGroup are generated too.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from protocol_codegen import generate_module, generated_header
from protocol_schema import (
    MAX,
    MessageSpec,
    StructSpec,
    Versions,
    all_structs,
    parse_message,
    snake,
)
from protocol_source import Definitions, default_source, load

ROOT = Path(__file__).resolve().parents[1]
OUTPUT = ROOT / "kafka_async" / "protocol" / "messages"
HAND_WRITTEN = {"_base.py"}

#: Share-group state APIs: a broker listens for them, but only share-partition leaders send them.
BROKER_INTERNAL = {83, 84, 85, 86, 87}
DATA_MESSAGES = ("ConsumerProtocolSubscription", "ConsumerProtocolAssignment")


@dataclass
class Api:
    key: int
    name: str  # "Produce"
    module: str  # "produce"
    request: MessageSpec
    response: MessageSpec


def select_apis(
    docs: dict[str, dict[str, object]],
) -> tuple[list[Api], dict[int, tuple[str, int, int]], list[MessageSpec]]:
    """The generated APIs, the flexible-version table of *every* API, and the data messages."""
    apis: list[Api] = []
    every: dict[int, tuple[str, int, int]] = {}
    for stem, req in docs.items():
        if req.get("type") != "request":
            continue
        name = stem[: -len("Request")]
        resp = docs[name + "Response"]
        key = int(req["apiKey"])  # type: ignore[call-overload]
        valid = Versions.parse(str(req["validVersions"]))
        flexible = Versions.parse(str(req.get("flexibleVersions", "none")))
        every[key] = (name, flexible.lo if flexible.lo <= flexible.hi else MAX, valid.hi)
        if req.get("latestVersionUnstable"):
            valid = Versions(valid.lo, valid.hi - 1)
        listeners = req.get("listeners", [])
        if "broker" not in listeners or key in BROKER_INTERNAL or valid.lo > valid.hi:  # type: ignore[operator]
            continue
        resp_valid = Versions.parse(str(resp["validVersions"]))
        valid = Versions(max(valid.lo, resp_valid.lo), min(valid.hi, resp_valid.hi))
        apis.append(
            Api(key, name, snake(name), parse_message(req, valid), parse_message(resp, valid))
        )
    data = [
        parse_message(docs[n], Versions.parse(str(docs[n]["validVersions"]))) for n in DATA_MESSAGES
    ]
    return sorted(apis, key=lambda a: a.key), dict(sorted(every.items())), data


def schema_entry(struct: StructSpec) -> str:
    rows = []
    for f in struct.fields:
        t = f.type
        if f.struct is not None:
            t = ("[]" if f.is_array else "") + "S:" + f.struct.qualname
        tag = -1 if f.tag is None else f.tag
        rows.append(
            f"({f.attr!r}, {t!r}, {f.versions.lo}, {f.versions.hi}, "
            f"{f.nullable.lo}, {f.nullable.hi}, {tag}, {f.tagged.lo}, {f.tagged.hi})"
        )
    return f"    {struct.qualname!r}: (\n" + "".join(f"        {r},\n" for r in rows) + "    ),"


def generate_schema(apis: list[Api], data: list[MessageSpec], kafka_version: str) -> str:
    lines = [
        generated_header(kafka_version),
        '"""Field summary of every generated struct, for tests and tooling.',
        "",
        "The codec itself never imports this module.",
        "",
        "Each row: (attribute, type, first version, last version, first nullable, last nullable,",
        "tag or -1, first tagged, last tagged). Struct types are ``S:<qualname>``",
        "(``[]S:<qualname>`` for arrays).",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "FieldRow = tuple[str, str, int, int, int, int, int, int, int]",
        "",
        "#: qualified class name -> its fields",
        "SCHEMA: dict[str, tuple[FieldRow, ...]] = {",
    ]
    msgs = [m for a in apis for m in (a.request, a.response)] + data
    for m in msgs:
        for s in all_structs(m.root):
            lines.append(schema_entry(s))
    lines.append("}")
    lines.append("")
    lines.append("#: message class name -> module name, for the messages that carry no API key")
    lines.append("DATA_MODULES: dict[str, str] = {")
    for m in data:
        lines.append(f"    {m.name!r}: 'consumer_protocol',")
    lines.append("}")
    return "\n".join(lines) + "\n"


def generate_index(
    apis: list[Api],
    every: dict[int, tuple[str, int, int]],
    data: list[MessageSpec],
    kafka_version: str,
) -> str:
    names = [(a.module, n) for a in apis for n in (a.request.name, a.response.name)]
    names += [("consumer_protocol", m.name) for m in data]
    lines = [
        generated_header(kafka_version),
        '''"""Every Kafka API message a client or admin tool uses, as generated classes.

Per-API modules load lazily on first attribute access (``from kafka_async.protocol.messages
import FetchResponse`` imports only ``fetch.py``), so importing this package costs almost
nothing. ``REQUESTS``/``RESPONSES`` map an API key to its class, also lazily.
"""''',
        "",
        "from __future__ import annotations",
        "",
        "import importlib",
        "from collections.abc import Iterator, Mapping",
        "from typing import TYPE_CHECKING, Any, Generic, TypeVar",
        "",
        "from kafka_async.protocol.messages._base import Data, Message, Request, Response",
        "",
        "if TYPE_CHECKING:",
    ]
    for module, name in names:
        lines.append(f"    from kafka_async.protocol.messages.{module} import {name}")
    lines += [
        "",
        "__all__ = [",
        '    "API_FLEXIBLE_VERSIONS",',
        '    "API_NAMES",',
        '    "REQUESTS",',
        '    "RESPONSES",',
        '    "Data",',
        '    "Message",',
        '    "Request",',
        '    "Response",',
    ]
    lines += [f"    {n!r}," for _, n in sorted(names, key=lambda x: x[1])]
    lines += ["]", "", "#: Name of every API key in the source definitions (generated or not)."]
    lines.append("API_NAMES: dict[int, str] = {")
    lines += [f"    {k}: {v[0]!r}," for k, v in every.items()]
    lines.append("}")
    lines.append(
        "#: First flexible version of every API key (32767 if never): header versions use it."
    )
    lines.append("API_FLEXIBLE_VERSIONS: dict[int, int] = {")
    lines += [f"    {k}: {v[1]}," for k, v in every.items()]
    lines.append("}")
    lines.append("")
    lines.append("_MODULE_OF: dict[str, str] = {")
    lines += [f"    {n!r}: {m!r}," for m, n in names]
    lines.append("}")
    lines.append("_BY_KEY: dict[int, tuple[str, str, str]] = {")
    lines += [
        f"    {a.key}: ({a.module!r}, {a.request.name!r}, {a.response.name!r})," for a in apis
    ]
    lines.append("}")
    lines.append('''

def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


_T = TypeVar("_T", bound=Message)


class _LazyRegistry(Mapping[int, type[_T]], Generic[_T]):
    """API key -> message class; importing the class's module only when it is looked up."""

    __slots__ = ("_index",)

    def __init__(self, index: int) -> None:
        self._index = index

    def __getitem__(self, api_key: int) -> type[_T]:
        entry = _BY_KEY[api_key]
        cls: type[_T] = __getattr__(entry[self._index])
        return cls

    def __iter__(self) -> Iterator[int]:
        return iter(_BY_KEY)

    def __len__(self) -> int:
        return len(_BY_KEY)

    def __contains__(self, api_key: object) -> bool:
        return api_key in _BY_KEY


#: API key -> request class, for every generated API.
REQUESTS: Mapping[int, type[Request[Any]]] = _LazyRegistry[Request[Any]](1)
#: API key -> response class, for every generated API.
RESPONSES: Mapping[int, type[Response]] = _LazyRegistry[Response](2)''')
    return "\n".join(lines) + "\n"


def render(definitions: Definitions) -> dict[str, str]:
    """File name (relative to the messages package) -> content."""
    version = definitions.kafka_version
    apis, every, data = select_apis(definitions.docs)
    files: dict[str, str] = {}
    for api in apis:
        doc = (
            f"{api.name} (API key {api.key}): request and response, versions "
            f"{api.request.valid.lo}-{api.request.valid.hi}."
        )
        files[f"{api.module}.py"] = generate_module([api.request, api.response], version, doc)
    files["consumer_protocol.py"] = generate_module(
        data,
        version,
        "Consumer-protocol subscription and assignment, carried in JoinGroup/SyncGroup bytes.",
    )
    files["__init__.py"] = generate_index(apis, every, data, version)
    files["_schema.py"] = generate_schema(apis, data, version)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="fail if committed output is stale")
    parser.add_argument(
        "--source",
        type=Path,
        default=None,
        help="kafka-clients jar, a directory holding it, or a directory of JSON definitions "
        "(default: the jar in .cache/kafka/jars, else ../shared/kafka-protocol/4.3.1)",
    )
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    definitions = load(args.source if args.source is not None else default_source())
    files = render(definitions)
    existing = (
        {p.name for p in args.output.glob("*.py")} - HAND_WRITTEN if args.output.exists() else set()
    )
    stale = sorted(
        n
        for n, text in files.items()
        if not (args.output / n).exists() or (args.output / n).read_text() != text
    )
    extra = sorted(existing - files.keys())
    if args.check:
        for name in stale:
            print(f"stale or missing: {args.output / name}", file=sys.stderr)
        for name in extra:
            print(f"not produced by the generator: {args.output / name}", file=sys.stderr)
        if stale or extra:
            print("run `make generate`", file=sys.stderr)
            return 1
        print(f"{len(files)} generated files are up to date with {definitions.origin}")
        return 0
    args.output.mkdir(parents=True, exist_ok=True)
    for name in stale:
        (args.output / name).write_text(files[name])
    for name in extra:
        (args.output / name).unlink()
    print(
        f"wrote {len(stale)} of {len(files)} files, removed {len(extra)} "
        f"(from {definitions.origin})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
