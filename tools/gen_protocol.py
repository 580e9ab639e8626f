#!/usr/bin/env python3
"""Generate kafka_async/protocol/messages/*.py from Apache Kafka's JSON message definitions.

Usage:
    tools/gen_protocol.py            write the modules (``make generate``)
    tools/gen_protocol.py --check    exit 1 if the committed modules differ (``make gen-check``)
    tools/gen_protocol.py --source DIR   read DIR/messages/*.json and DIR/SOURCE.txt

Why generate source instead of interpreting the schema at run time: every (struct, version) gets
its own straight-line encode and decode function, runs of fixed-width fields collapse into one
precompiled ``struct.Struct`` call, and versions whose wire layout is identical share a function.
The committed output is plain, typed, greppable Python that mypy checks like any other module.

API inclusion rule (documented in docs/protocol.md): an API is generated when its request's
``listeners`` include ``"broker"`` (a KRaft broker serves it to clients and admin tools), it is
not in ``BROKER_INTERNAL`` (APIs only brokers send to each other although a broker listens for
them) and it has at least one stable version (a ``latestVersionUnstable`` tip is dropped).
Controller-only (Raft, registration) and ZooKeeper-era inter-broker APIs are thereby excluded.
The consumer-protocol ``data`` blobs carried inside JoinGroup/SyncGroup are generated too.
"""

from __future__ import annotations

import argparse
import json
import keyword
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = ROOT.parent / "shared" / "kafka-protocol"
OUTPUT = ROOT / "kafka_async" / "protocol" / "messages"
HAND_WRITTEN = {"_base.py"}

#: Share-group state APIs: a broker listens for them, but only share-partition leaders send them.
BROKER_INTERNAL = {83, 84, 85, 86, 87}
DATA_MESSAGES = ("ConsumerProtocolSubscription", "ConsumerProtocolAssignment")

FIXED = {  # type -> (struct code, width, python type)
    "bool": ("?", 1, "bool"),
    "int8": ("b", 1, "int"),
    "int16": ("h", 2, "int"),
    "uint16": ("H", 2, "int"),
    "int32": ("i", 4, "int"),
    "uint32": ("I", 4, "int"),
    "int64": ("q", 8, "int"),
    "float64": ("d", 8, "float"),
    "uuid": ("16s", 16, "UUID"),
}
VARIABLE = {"string": "str", "bytes": "bytes", "records": "Buffer"}
MAX = 0x7FFF


# ---------------------------------------------------------------------------------------------
# Schema model


@dataclass(frozen=True)
class Versions:
    lo: int
    hi: int  # inclusive; lo > hi means "none"

    @classmethod
    def parse(cls, text: str | None) -> Versions:
        if text is None or text == "none":
            return cls(1, 0)
        if text.endswith("+"):
            return cls(int(text[:-1]), MAX)
        if "-" in text:
            lo, hi = text.split("-")
            return cls(int(lo), int(hi))
        return cls(int(text), int(text))

    def __contains__(self, version: int) -> bool:
        return self.lo <= version <= self.hi

    def __str__(self) -> str:
        if self.lo > self.hi:
            return "none"
        return f"{self.lo}+" if self.hi == MAX else f"{self.lo}-{self.hi}"


@dataclass
class FieldSpec:
    name: str
    attr: str
    type: str
    versions: Versions
    nullable: Versions
    tagged: Versions
    tag: int | None
    ignorable: bool
    default: str | None
    flexible_override: Versions | None
    about: str
    struct: StructSpec | None = None

    @property
    def is_array(self) -> bool:
        return self.type.startswith("[]")

    @property
    def elem(self) -> str:
        return self.type[2:] if self.is_array else self.type

    @property
    def default_null(self) -> bool:
        return self.default == "null"


@dataclass
class StructSpec:
    name: str
    qualname: str
    versions: Versions
    fields: list[FieldSpec] = field(default_factory=list)
    children: list[StructSpec] = field(default_factory=list)  # nested class definitions


@dataclass
class MessageSpec:
    name: str
    kind: str  # request / response / data
    api_key: int | None
    valid: Versions
    flexible: Versions
    root: StructSpec


def strip_comments(text: str) -> str:
    """Drop // comments outside string literals (the JSON files allow them)."""
    return re.sub(r'("(?:\\.|[^"\\])*")|//[^\n]*', lambda m: m.group(1) or "", text)


def snake(name: str) -> str:
    out = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()
    return out + "_" if keyword.iskeyword(out) else out


def load_json(path: Path) -> dict[str, object]:
    data = json.loads(strip_comments(path.read_text()))
    assert isinstance(data, dict)
    return data


def parse_message(doc: dict[str, object], valid: Versions) -> MessageSpec:
    name = str(doc["name"])
    root = StructSpec(name, name, valid)
    common: dict[str, StructSpec] = {}
    common_docs = {str(cs["name"]): cs for cs in doc.get("commonStructs", [])}  # type: ignore[attr-defined]

    def resolve_common(type_name: str) -> StructSpec:
        if type_name not in common:
            cs = common_docs[type_name]
            spec = StructSpec(type_name, f"{name}.{type_name}", Versions.parse(cs["versions"]))
            common[type_name] = spec
            root.children.append(spec)
            spec.fields = [parse_field(f, spec) for f in cs["fields"]]
        return common[type_name]

    def parse_field(raw: dict[str, object], parent: StructSpec) -> FieldSpec:
        versions = Versions.parse(str(raw["versions"]))
        tag = raw.get("tag")
        default = raw.get("default")
        spec = FieldSpec(
            name=str(raw["name"]),
            attr=snake(str(raw["name"])),
            type=str(raw["type"]),
            versions=versions,
            nullable=Versions.parse(raw.get("nullableVersions")),  # type: ignore[arg-type]
            tagged=Versions.parse(raw.get("taggedVersions")) if tag is not None else Versions(1, 0),  # type: ignore[arg-type]
            tag=int(tag) if tag is not None else None,  # type: ignore[call-overload]
            ignorable=bool(raw.get("ignorable", False)),
            default=None if default is None else str(default),
            flexible_override=Versions.parse(str(raw["flexibleVersions"]))
            if "flexibleVersions" in raw
            else None,
            about=" ".join(str(raw.get("about", "")).split()),
        )
        elem = spec.elem
        if elem not in FIXED and elem not in VARIABLE:
            if "fields" in raw:
                child = StructSpec(elem, f"{parent.qualname}.{elem}", versions)
                parent.children.append(child)
                child.fields = [parse_field(f, child) for f in raw["fields"]]  # type: ignore[attr-defined]
                spec.struct = child
            else:
                spec.struct = resolve_common(elem)
        return spec

    root.fields = [parse_field(f, root) for f in doc["fields"]]  # type: ignore[attr-defined]
    for type_name in common_docs:  # unreferenced common structs still get a class
        resolve_common(type_name)
    api_key = doc.get("apiKey")
    return MessageSpec(
        name,
        str(doc["type"]),
        int(api_key) if api_key is not None else None,  # type: ignore[call-overload]
        valid,
        Versions.parse(str(doc["flexibleVersions"])),
        root,
    )


# ---------------------------------------------------------------------------------------------
# Python types and defaults


def py_type(f: FieldSpec) -> str:
    if f.struct is not None:
        base = f.struct.qualname
    elif f.elem in FIXED:
        base = FIXED[f.elem][2]
    else:
        base = VARIABLE[f.elem]
    if f.is_array:
        base = f"list[{base}]"
    nullable = f.nullable.lo <= f.nullable.hi or f.default_null or f.type == "records"
    return f"{base} | None" if nullable else base


def default_expr(f: FieldSpec) -> str:
    """Python expression for the field's default (fresh object for mutable defaults)."""
    if f.default_null or (f.type == "records"):
        return "None"
    if f.is_array:
        return "[]"
    if f.struct is not None:
        return f"{alias(f.struct)}()"
    t, d = f.type, f.default
    if t == "bool":
        return "True" if (d or "false").lower() == "true" else "False"
    if t in ("int8", "int16", "uint16", "int32", "uint32", "int64"):
        if not d:
            return "0"
        return str(int(d, 16) if d.lower().startswith(("0x", "-0x")) else int(d))
    if t == "float64":
        return repr(float(d or 0))
    if t == "string":
        return json.dumps(d or "")
    if t == "bytes":
        return 'b""'
    if t == "uuid":
        return "_ZERO_UUID"
    raise ValueError(f"no default for {f.name}: {t}")


def dataclass_default(f: FieldSpec) -> str:
    expr = default_expr(f)
    if expr == "[]":
        return "field(default_factory=list)"
    if f.struct is not None and expr != "None":
        return f"field(default_factory=lambda: {f.struct.qualname}())"
    return expr


def nondefault_check(f: FieldSpec, val: str) -> str:
    """Expression true when ``val`` differs from the field's default."""
    expr = default_expr(f)
    if expr == "None":
        return f"{val} is not None"
    nullable = py_type(f).endswith("| None")
    if expr in ("[]", 'b""'):
        return f"({val} is None or len({val}) != 0)" if nullable else f"len({val}) != 0"
    return f"{val} != {expr}"


def alias(struct: StructSpec) -> str:
    return "_" + struct.qualname.replace(".", "_")


# ---------------------------------------------------------------------------------------------
# Code generation for one module


class ModuleWriter:
    """Collects deduplicated encode/decode functions and Struct constants for one module."""

    def __init__(self, msg_flexible: Versions) -> None:
        self.flexible = msg_flexible
        self.structs: dict[str, str] = {}  # format -> constant name
        self.functions: dict[str, tuple[str, list[str]]] = {}  # body -> (name, labels)
        self.layouts: dict[tuple[str, str, int], str] = {}
        self.min_sizes: dict[str, int] = {}
        self.counter = 0

    def struct_const(self, fmt: str) -> str:
        if fmt not in self.structs:
            self.structs[fmt] = f"_S{len(self.structs)}"
        return self.structs[fmt]

    def add_function(
        self, kind: str, struct: StructSpec, version: int, body: str, min_size: int
    ) -> str:
        label = f"{struct.qualname} v{version}"
        if body in self.functions:
            name, labels = self.functions[body]
            labels.append(label)
            return name
        self.counter += 1
        name = f"_{kind}_{struct.name}_{self.counter}"
        self.functions[body] = (name, [label])
        self.min_sizes[name] = min_size
        return name

    def field_flexible(self, f: FieldSpec, v: int) -> bool:
        return v in self.flexible and (f.flexible_override is None or v in f.flexible_override)

    # -- encoding ------------------------------------------------------------------------------

    def encoder(self, struct: StructSpec, v: int) -> str:
        key = ("enc", struct.qualname, v)
        if key in self.layouts:
            return self.layouts[key]
        lines: list[str] = []
        present = [f for f in struct.fields if v in f.versions]
        for f in struct.fields:
            if v not in f.versions and not f.ignorable:
                lines.append(f"if {nondefault_check(f, 'o.' + f.attr)}:")
                lines.append(f"    raise _EncodeError({f.attr!r} + _UNSUPPORTED)")
        regular = [f for f in present if not (self.flexible_at(v) and v in f.tagged)]
        run: list[FieldSpec] = []

        def flush() -> None:
            if run:
                fmt = ">" + "".join(FIXED[f.type][0] for f in run)
                args = ", ".join(
                    f"o.{f.attr}.bytes" if f.type == "uuid" else f"o.{f.attr}" for f in run
                )
                lines.append(f"out.append({self.struct_const(fmt)}.pack({args}))")
                run.clear()

        for i, f in enumerate(regular):
            if f.type in FIXED:
                run.append(f)
                continue
            flush()
            lines.extend(self.encode_value(f, f"o.{f.attr}", v, "out", str(i)))
        flush()
        if self.flexible_at(v):
            tagged = sorted((f for f in present if v in f.tagged), key=lambda f: f.tag or 0)
            if not tagged:
                lines.append("u = o.unknown_tagged_fields")
                lines.append('out.append(_p.enc_tagged_fields(u) if u else b"\\x00")')
            else:
                lines.append("t = dict(o.unknown_tagged_fields)")
                for f in tagged:
                    val = f"o.{f.attr}"
                    lines.append(f"if {nondefault_check(f, val)}:")
                    lines.append(f"    t{f.tag}: list[Buffer] = []")
                    lines.extend(
                        "    " + ln for ln in self.encode_value(f, val, v, f"t{f.tag}", f"t{f.tag}")
                    )
                    lines.append(f'    t[{f.tag}] = b"".join(t{f.tag})')
                lines.append("out.append(_p.enc_tagged_fields(t))")
        else:
            lines.append("if o.unknown_tagged_fields:")
            lines.append("    raise _EncodeError(_NO_TAGS)")
        body = "\n".join("    " + ln for ln in lines)
        sig = f"(o: {struct.qualname}, out: list[Buffer]) -> None:\n"
        name = self.add_function("enc", struct, v, sig + body, 0)
        self.layouts[key] = name
        return name

    def flexible_at(self, v: int) -> bool:
        return v in self.flexible

    def encode_value(self, f: FieldSpec, val: str, v: int, out: str, n: str) -> list[str]:
        flex = self.field_flexible(f, v)
        nullable = v in f.nullable
        t = f.type
        if f.is_array:
            tmp = f"a{n}"
            lines = [f"{tmp} = {val}"]
            length = "_p.enc_compact_array_len" if flex else "_p.enc_array_len"
            null = 'b"\\x00"' if flex else 'b"\\xff\\xff\\xff\\xff"'
            ind = "    " if nullable else ""
            if nullable:
                lines.append(f"if {tmp} is None:")
                lines.append(f"    {out}.append({null})")
                lines.append("else:")
            elif py_type(f).endswith("| None"):
                lines.append(f"if {tmp} is None:")
                lines.append(f"    raise _EncodeError({f.attr!r} + _NOT_NULLABLE)")
            lines.append(f"{ind}{out}.append({length}(len({tmp})))")
            elem = f.elem
            if f.struct is not None:
                enc = self.encoder(f.struct, v)
                lines.append(f"{ind}for e{n} in {tmp}:")
                lines.append(f"{ind}    {enc}(e{n}, {out})")
            elif elem == "uuid":
                lines.append(f"{ind}{out}.extend([e.bytes for e in {tmp}])")
            elif elem in FIXED:
                code = FIXED[elem][0]
                lines.append(f'{ind}{out}.append(_pack(">%d{code}" % len({tmp}), *{tmp}))')
            else:
                enc = f"_p.enc_{'compact_' if flex else ''}{elem}"
                lines.append(f"{ind}{out}.extend([{enc}(e) for e in {tmp}])")
            return lines
        if f.struct is not None:
            enc = self.encoder(f.struct, v)
            if nullable:
                return [
                    f"if {val} is None:",
                    f'    {out}.append(b"\\xff")',
                    "else:",
                    f'    {out}.append(b"\\x01")',
                    f"    {enc}({val}, {out})",
                ]
            if py_type(f).endswith("| None"):
                return [
                    f"if {val} is None:",
                    f"    raise _EncodeError({f.attr!r} + _NOT_NULLABLE)",
                    f"{enc}({val}, {out})",
                ]
            return [f"{enc}({val}, {out})"]
        if t in FIXED:
            arg = f"{val}.bytes" if t == "uuid" else val
            return [f"{out}.append({self.struct_const('>' + FIXED[t][0])}.pack({arg}))"]
        if t == "records":
            tmp = f"r{n}"
            null = 'b"\\x00"' if flex else 'b"\\xff\\xff\\xff\\xff"'
            length = f"_p.enc_uvarint(len({tmp}) + 1)" if flex else f"_I32.pack(len({tmp}))"
            return [
                f"{tmp} = {val}",
                f"if {tmp} is None:",
                f"    {out}.append({null})"
                if nullable
                else "    raise _EncodeError(_NULL_RECORDS)",
                "else:",
                f"    {out}.append({length})",
                f"    {out}.append({tmp})",
            ]
        name = f"_p.enc_{'compact_' if flex else ''}{'nullable_' if nullable else ''}{t}"
        return [f"{out}.append({name}({val}))"]

    # -- decoding ------------------------------------------------------------------------------

    def decoder(self, struct: StructSpec, v: int) -> str:
        key = ("dec", struct.qualname, v)
        if key in self.layouts:
            return self.layouts[key]
        lines: list[str] = []
        present = [f for f in struct.fields if v in f.versions]
        flexible = self.flexible_at(v)
        for f in present:
            lines.append(f"f_{f.attr}: {py_type(f)}")
        regular = [f for f in present if not (flexible and v in f.tagged)]
        tagged = sorted(
            (f for f in present if flexible and v in f.tagged), key=lambda f: f.tag or 0
        )
        min_size = 1 if flexible else 0
        run: list[FieldSpec] = []

        def flush() -> None:
            nonlocal min_size
            if run:
                fmt = ">" + "".join(FIXED[f.type][0] for f in run)
                width = sum(FIXED[f.type][1] for f in run)
                min_size += width
                targets = [f"u_{f.attr}" if f.type == "uuid" else f"f_{f.attr}" for f in run]
                const = self.struct_const(fmt)
                if len(run) == 1:
                    lines.append(f"{targets[0]} = {const}.unpack_from(buf, pos)[0]")
                else:
                    lines.append(f"{', '.join(targets)} = {const}.unpack_from(buf, pos)")
                lines.append(f"pos += {width}")
                for f in run:
                    if f.type == "uuid":
                        lines.append(f"f_{f.attr} = _UUID(bytes=u_{f.attr})")
                run.clear()

        for f in regular:
            if f.type in FIXED:
                run.append(f)
                continue
            flush()
            value_lines, size = self.decode_value(f, f"f_{f.attr}", v, "pos", f.attr)
            lines.extend(value_lines)
            min_size += size
        flush()
        if flexible:
            for f in tagged:
                lines.append(f"f_{f.attr} = {default_expr(f)}")
            if not tagged:
                lines.append("unknown, pos = _p.dec_tagged_fields(buf, pos)")
            else:
                lines.append("unknown: dict[int, bytes] = {}")
                lines.append("count, pos = _p.dec_tag_count(buf, pos)")
                lines.append("for _ in range(count):")
                lines.append("    tag, q, end, pos = _p.dec_tag_header(buf, pos)")
                for i, f in enumerate(tagged):
                    lines.append(f"    {'if' if i == 0 else 'elif'} tag == {f.tag}:")
                    value_lines, _ = self.decode_value(f, f"f_{f.attr}", v, "q", f.attr)
                    lines.extend("        " + ln for ln in value_lines)
                    lines.append("        if q != end:")
                    lines.append(f"            raise _ProtocolError(_BAD_TAG + {str(f.tag)!r})")
                lines.append("    else:")
                lines.append("        unknown[tag] = bytes(buf[q:end])")
        else:
            lines.append("unknown: dict[int, bytes] = {}")
        args = [f"f_{f.attr}" if v in f.versions else default_expr(f) for f in struct.fields]
        args.append("unknown")
        lines.append(f"return {alias(struct)}({', '.join(args)}), pos")
        body = "\n".join("    " + ln for ln in lines)
        sig = f"(buf: memoryview, pos: int) -> tuple[{struct.qualname}, int]:\n"
        name = self.add_function("dec", struct, v, sig + body, min_size)
        self.layouts[key] = name
        return name

    def decode_value(
        self, f: FieldSpec, target: str, v: int, pos: str, n: str
    ) -> tuple[list[str], int]:
        """Lines reading one field into ``target``; also the field's minimum wire size."""
        flex = self.field_flexible(f, v)
        nullable = v in f.nullable
        t = f.type
        prefix = "compact_" if flex else ""
        if f.is_array:
            elem = f.elem
            if f.struct is not None:
                dec = self.decoder(f.struct, v)
                elem_min = self.min_sizes[dec]
            else:
                elem_min = (
                    FIXED[elem][1]
                    if elem in FIXED
                    else (1 if flex else 2 if elem == "string" else 4)
                )
            length = f"_p.dec_{prefix}{'nullable_' if nullable else ''}array_len"
            lines = [f"n_{n}, {pos} = {length}(buf, {pos}, {elem_min})"]
            ind = ""
            if nullable:
                lines.append(f"if n_{n} < 0:")
                lines.append(f"    {target} = None")
                lines.append("else:")
                ind = "    "
            if elem in FIXED and elem != "uuid":
                lines.append(
                    f"{ind}{target}, {pos} = _p.dec_fixed_array(buf, {pos}, n_{n}, {FIXED[elem][0]!r})"
                )
                return lines, 1 if flex else 4
            elem_type = (
                f.struct.qualname
                if f.struct is not None
                else FIXED.get(elem, ("", 0, VARIABLE.get(elem, "")))[2]
            )
            if f.struct is not None:
                call = f"{dec}(buf, {pos})"
            elif elem == "uuid":
                call = f"_p.dec_uuid(buf, {pos})"
            else:
                call = f"_p.dec_{prefix}{elem}(buf, {pos})"
            lines.append(f"{ind}l_{n}: list[{elem_type}] = []")
            lines.append(f"{ind}for _ in range(n_{n}):")
            lines.append(f"{ind}    e_{n}, {pos} = {call}")
            lines.append(f"{ind}    l_{n}.append(e_{n})")
            lines.append(f"{ind}{target} = l_{n}")
            return lines, 1 if flex else 4
        if f.struct is not None:
            dec = self.decoder(f.struct, v)
            if nullable:
                return [
                    f"m_{n}, {pos} = _p.dec_int8(buf, {pos})",
                    f"if m_{n} < 0:",
                    f"    {target} = None",
                    "else:",
                    f"    {target}, {pos} = {dec}(buf, {pos})",
                ], 1
            return [f"{target}, {pos} = {dec}(buf, {pos})"], self.min_sizes[dec]
        if t in FIXED:
            if t == "uuid":
                return [f"{target}, {pos} = _p.dec_uuid(buf, {pos})"], 16
            const = self.struct_const(">" + FIXED[t][0])
            return [
                f"{target} = {const}.unpack_from(buf, {pos})[0]",
                f"{pos} += {FIXED[t][1]}",
            ], FIXED[t][1]
        if t == "records":
            lines = [f"{target}, {pos} = _p.dec_{prefix}records(buf, {pos})"]
            if not nullable:
                lines += [f"if {target} is None:", "    raise _ProtocolError(_NULL_RECORDS)"]
            return lines, 1 if flex else 4
        name = f"_p.dec_{prefix}{'nullable_' if nullable else ''}{t}"
        return [f"{target}, {pos} = {name}(buf, {pos})"], 1 if flex else (2 if t == "string" else 4)


# ---------------------------------------------------------------------------------------------
# Class emission


EXTRA_METHODS = {
    "ApiVersionsResponse": [
        "@classmethod",
        "def header_version(cls, version: int) -> int:",
        '    """Always 0: a broker must answer even a client whose header version it cannot parse."""',
        "    return 0",
    ],
    "ProduceRequest": [
        "def expects_response(self) -> bool:",
        '    """A Produce with acks=0 gets no response at all."""',
        "    return self.acks != 0",
    ],
}


def emit_class(
    struct: StructSpec, base: str | None, indent: str, header: list[str], out: list[str]
) -> None:
    out.append(f"{indent}@dataclass(slots=True)")
    out.append(f"{indent}class {struct.name}{'(' + base + ')' if base else ''}:")
    inner = indent + "    "
    for line in header:
        out.append(inner + line if line else "")
    for child in struct.children:
        out.append("")
        emit_class(child, None, inner, [f'"""{child.name} (versions {child.versions})."""'], out)
    if struct.children:
        out.append("")
    for f in struct.fields:
        notes = [f"v{f.versions}"]
        if f.nullable.lo <= f.nullable.hi:
            notes.append(f"nullable v{f.nullable}")
        if f.tag is not None:
            notes.append(f"tag {f.tag}")
        if f.ignorable:
            notes.append("ignorable")
        out.append(
            f"{inner}#: {f.about} ({', '.join(notes)})"
            if f.about
            else f"{inner}#: ({', '.join(notes)})"
        )
        out.append(f"{inner}{f.attr}: {py_type(f)} = {dataclass_default(f)}")
    out.append(
        f"{inner}#: Tagged fields this codec does not know, kept raw and re-emitted on encode."
    )
    out.append(f"{inner}unknown_tagged_fields: dict[int, bytes] = field(default_factory=dict)")
    for line in EXTRA_METHODS.get(struct.name, []) if base else []:
        if line == EXTRA_METHODS[struct.name][0]:
            out.append("")
        out.append(inner + line)


def all_structs(struct: StructSpec) -> list[StructSpec]:
    result = [struct]
    for child in struct.children:
        result.extend(all_structs(child))
    return result


def message_header(msg: MessageSpec, base: str) -> list[str]:
    flexible = msg.flexible.lo if msg.flexible.lo <= msg.flexible.hi else msg.valid.hi + 1
    what = {"request": "request", "response": "response", "data": "data"}[msg.kind]
    key = f" (API key {msg.api_key})" if msg.api_key is not None else ""
    lines = [
        f'"""{msg.name[: -len(base)] if msg.name.endswith(base) else msg.name} {what}{key}: '
        f'versions {msg.valid.lo}-{msg.valid.hi}, flexible from {flexible}."""',
        "",
    ]
    if msg.api_key is not None:
        lines.append(f"API_KEY = {msg.api_key}")
    lines += [
        f"MIN_VERSION = {msg.valid.lo}",
        f"MAX_VERSION = {msg.valid.hi}",
        f"FLEXIBLE_VERSION = {flexible}",
        "",
    ]
    return lines


PRELUDE = """\
from __future__ import annotations

from dataclasses import dataclass, field
from struct import Struct
from struct import pack as _pack
from uuid import UUID

from kafka_async.protocol import primitives as _p
from kafka_async.protocol.errors import ProtocolError as _ProtocolError
from kafka_async.protocol.messages._base import {bases}
from kafka_async.protocol.primitives import ZERO_UUID as _ZERO_UUID
from kafka_async.protocol.primitives import Buffer
from kafka_async.protocol.primitives import EncodeError as _EncodeError

__all__ = [{exports}]

_UUID = UUID
_I32 = Struct(">i")
_UNSUPPORTED = " has a non-default value, which this version cannot carry (and it is not ignorable)"
_NO_TAGS = "unknown tagged fields are set, but this version is not flexible"
_NOT_NULLABLE = " is None, but this version cannot carry a null there"
_NULL_RECORDS = "records is null in a version where it is not nullable"
_BAD_TAG = "tagged field payload size does not match its content: tag "
"""


def generate_module(messages: list[MessageSpec], commit: str, doc: str) -> str:
    kinds = {"request": "Request", "response": "Response", "data": "Data"}
    bases = sorted({kinds[m.kind] for m in messages})
    exports = ", ".join(json.dumps(m.name) for m in messages)
    out = [
        f"# GENERATED from apache/kafka@{commit} by tools/gen_protocol.py; do not edit",
        f'"""{doc}"""',
        "",
    ]
    out.append(PRELUDE.format(bases=", ".join(bases), exports=exports))
    tables: list[str] = []
    writer = ModuleWriter(Versions(1, 0))
    for msg in messages:
        out += ["", ""]
        emit_class(msg.root, kinds[msg.kind], "", message_header(msg, kinds[msg.kind]), out)
        writer.flexible = msg.flexible
        versions = range(msg.valid.lo, msg.valid.hi + 1)
        encs = [writer.encoder(msg.root, v) for v in versions]
        decs = [writer.decoder(msg.root, v) for v in versions]
        pad = ["None"] * msg.valid.lo
        tables.append(f"{msg.name}._ENCODERS = ({', '.join(pad + encs)},)")
        tables.append(f"{msg.name}._DECODERS = ({', '.join(pad + decs)},)")
    out.append("")
    for msg in messages:
        for s in all_structs(msg.root):
            out.append(f"{alias(s)} = {s.qualname}")
    out.append("")
    for fmt, const in writer.structs.items():
        out.append(f"{const} = Struct({fmt!r})")
    for text, (name, labels) in writer.functions.items():
        shown = labels if len(labels) <= 4 else [*labels[:2], "...", *labels[-1:]]
        out += ["", "", f"# {', '.join(shown)}", f"def {name}{text}"]
    out += ["", ""]
    out.extend(tables)
    pairs = {m.kind: m.name for m in messages}
    if "request" in pairs and "response" in pairs:
        out.append(f"{pairs['request']}.RESPONSE = {pairs['response']}")
        out.append(f"{pairs['response']}.REQUEST = {pairs['request']}")
    return "\n".join(out).rstrip() + "\n"


# ---------------------------------------------------------------------------------------------
# Package index, schema summary, driver


@dataclass
class Api:
    key: int
    name: str  # "Produce"
    module: str  # "produce"
    request: MessageSpec
    response: MessageSpec


def select_apis(
    source: Path,
) -> tuple[list[Api], dict[int, tuple[str, int, int]], list[MessageSpec]]:
    """The generated APIs, the flexible-version table of *every* API, and the data messages."""
    docs = {p.stem: load_json(p) for p in sorted((source / "messages").glob("*.json"))}
    apis: list[Api] = []
    every: dict[int, tuple[str, int, int]] = {}
    for stem, req in docs.items():
        if req.get("type") != "request":
            continue
        name = stem[: -len("Request")]
        resp = docs[name + "Response"]
        key = int(req["apiKey"])  # type: ignore[call-overload]
        valid = Versions.parse(str(req["validVersions"]))
        flexible = Versions.parse(str(req["flexibleVersions"]))
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
            f"({f.attr!r}, {t!r}, {f.versions.lo}, {f.versions.hi}, {f.nullable.lo}, {f.nullable.hi}, "
            f"{tag}, {f.tagged.lo}, {f.tagged.hi})"
        )
    return f"    {struct.qualname!r}: (\n" + "".join(f"        {r},\n" for r in rows) + "    ),"


def generate_schema(apis: list[Api], data: list[MessageSpec], commit: str) -> str:
    lines = [
        f"# GENERATED from apache/kafka@{commit} by tools/gen_protocol.py; do not edit",
        '"""Field summary of every generated struct, for tests and tooling (never imported by the codec).',
        "",
        "Each row: (attribute, type, first version, last version, first nullable, last nullable,",
        "tag or -1, first tagged, last tagged). Struct types are ``S:<qualname>`` (``[]S:`` for arrays).",
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
    apis: list[Api], every: dict[int, tuple[str, int, int]], data: list[MessageSpec], commit: str
) -> str:
    names = [(a.module, n) for a in apis for n in (a.request.name, a.response.name)]
    names += [("consumer_protocol", m.name) for m in data]
    lines = [
        f"# GENERATED from apache/kafka@{commit} by tools/gen_protocol.py; do not edit",
        '''"""Every Kafka API message a client or admin tool uses, as generated dataclasses.

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
        "#: First flexible version of every API key (32767 when never flexible); header versions use it."
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
REQUESTS: Mapping[int, type[Request]] = _LazyRegistry[Request](1)
#: API key -> response class, for every generated API.
RESPONSES: Mapping[int, type[Response]] = _LazyRegistry[Response](2)''')
    return "\n".join(lines) + "\n"


def source_commit(source: Path) -> str:
    match = re.search(r"\b([0-9a-f]{40})\b", (source / "SOURCE.txt").read_text())
    if not match:
        raise SystemExit(f"no commit id in {source / 'SOURCE.txt'}")
    return match.group(1)


def render(source: Path) -> dict[str, str]:
    """File name (relative to the messages package) -> content."""
    commit = source_commit(source)
    apis, every, data = select_apis(source)
    files: dict[str, str] = {}
    for api in apis:
        doc = (
            f"{api.name} (API key {api.key}): request and response, versions "
            f"{api.request.valid.lo}-{api.request.valid.hi}."
        )
        files[f"{api.module}.py"] = generate_module([api.request, api.response], commit, doc)
    files["consumer_protocol.py"] = generate_module(
        data,
        commit,
        "Consumer-protocol subscription and assignment, carried in JoinGroup/SyncGroup bytes.",
    )
    files["__init__.py"] = generate_index(apis, every, data, commit)
    files["_schema.py"] = generate_schema(apis, data, commit)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="fail if committed output is stale")
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    files = render(args.source)
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
        print(f"{len(files)} generated files are up to date")
        return 0
    args.output.mkdir(parents=True, exist_ok=True)
    for name in stale:
        (args.output / name).write_text(files[name])
    for name in extra:
        (args.output / name).unlink()
    print(f"wrote {len(stale)} of {len(files)} files, removed {len(extra)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
