"""Code generation for tools/gen_protocol.py: one module's classes and specialised codecs.

``ModuleWriter`` turns (struct, version) pairs into straight-line encode/decode functions,
deduplicated by body text, with runs of fixed-width fields merged into one ``struct.Struct``.
``generate_module`` emits the message classes, the functions and the per-version dispatch tables.
"""

from __future__ import annotations

import json

from protocol_schema import (
    FIXED,
    VARIABLE,
    FieldSpec,
    MessageSpec,
    StructSpec,
    Versions,
    alias,
    all_structs,
    default_expr,
    lazy_default,
    nondefault_check,
    py_type,
)

# ---------------------------------------------------------------------------------------------
# Code generation for one module


class ModuleWriter:
    """Collects deduplicated encode/decode functions and Struct constants for one module."""

    def __init__(self, msg_flexible: Versions) -> None:
        self.flexible = msg_flexible
        self.structs: dict[str, str] = {}  # format -> constant name
        # function body -> (name, the (struct, version) layouts it serves)
        self.functions: dict[str, tuple[str, list[tuple[str, int]]]] = {}
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
        label = (struct.qualname, version)
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
        """Compact encodings apply unless the field opts out (RequestHeader.ClientId does)."""
        return v in self.flexible and (f.flexible_override is None or v in f.flexible_override)

    # -- encoding ------------------------------------------------------------------------------

    def encoder(self, struct: StructSpec, v: int) -> str:
        """Name of the function encoding ``struct`` at version ``v`` (generated on first use).

        Order of the body: refuse non-default values of absent non-ignorable fields, then the
        regular fields in schema order (fixed-width runs merged), then the tagged section.
        """
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
        """Lines appending the encoding of expression ``val`` to list ``out``; ``n`` names temps.

        Records are appended as the caller's own object: that is what makes Produce zero-copy.
        """
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
            if flex:  # (count + 1 as a varint: enc_compact_array_len's work, one call less)
                lines.append(f"{ind}{out}.append(_p.enc_uvarint(len({tmp}) + 1))")
            else:
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
        """Name of the function decoding ``struct`` at version ``v``; also records its minimum
        wire size, which the array-length checks of enclosing structs use."""
        key = ("dec", struct.qualname, v)
        if key in self.layouts:
            return self.layouts[key]
        lines: list[str] = []
        present = [f for f in struct.fields if v in f.versions]
        flexible = self.flexible_at(v)
        lazy = [f for f in present if flexible and v in f.tagged and lazy_default(f)]
        for f in present:
            if f in lazy:  # built only if the tag is absent: saves objects per decoded struct
                lines.append(f"f_{f.attr}: {py_type(f)} | None = None")
            else:
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
                if f not in lazy:
                    lines.append(f"f_{f.attr} = {default_expr(f)}")
            # (An empty tag section, one 0 byte, is what brokers nearly always send: it is
            # read inline, the call kept for sections that hold something.)
            lines.append("unknown: dict[int, bytes] = {}")
            lines.append("if pos < len(buf) and buf[pos] == 0:")
            lines.append("    pos += 1")
            lines.append("else:")
            if not tagged:
                lines.append("    unknown, pos = _p.dec_tagged_fields(buf, pos)")
            else:
                lines.append("    count, pos = _p.dec_tag_count(buf, pos)")
                lines.append("    for _ in range(count):")
                lines.append("        tag, q, end, pos = _p.dec_tag_header(buf, pos)")
                for i, f in enumerate(tagged):
                    lines.append(f"        {'if' if i == 0 else 'elif'} tag == {f.tag}:")
                    value_lines, _ = self.decode_value(f, f"f_{f.attr}", v, "q", f.attr)
                    lines.extend("            " + ln for ln in value_lines)
                    lines.append("            if q != end:")
                    lines.append(
                        f"                raise _ProtocolError(_BAD_TAG + {str(f.tag)!r})")
                lines.append("        else:")
                lines.append("            unknown[tag] = bytes(buf[q:end])")
        else:
            lines.append("unknown: dict[int, bytes] = {}")
        for f in lazy:
            lines.append(f"if f_{f.attr} is None:")
            lines.append(f"    f_{f.attr} = {default_expr(f)}")
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
            if flex:
                # A count below 127 is one byte: read inline, checked against the bytes left
                # as the call checks it (which still reads the rest: null, long, or lying).
                per = max(elem_min, 1)
                lines = [
                    f"n_{n} = buf[{pos}] - 1 if {pos} < len(buf) else -1",
                    f"if 0 <= n_{n} < 127 and n_{n}{f' * {per}' if per > 1 else ''}"
                    f" < len(buf) - {pos}:",
                    f"    {pos} += 1",
                    "else:",
                    f"    n_{n}, {pos} = {length}(buf, {pos}, {elem_min})",
                ]
            else:
                lines = [f"n_{n}, {pos} = {length}(buf, {pos}, {elem_min})"]
            ind = ""
            if nullable:
                lines.append(f"if n_{n} < 0:")
                lines.append(f"    {target} = None")
                lines.append("else:")
                ind = "    "
            if elem in FIXED and elem != "uuid":
                code = FIXED[elem][0]
                call = f"_p.dec_fixed_array(buf, {pos}, n_{n}, {code!r})"
                lines.append(f"{ind}{target}, {pos} = {call}")
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
        if flex and t == "string":
            # A string shorter than 127 bytes has a one-byte length: read inline; a null one
            # is one 0 byte. Anything else (long, truncated, a null where none may be) goes
            # through the call, which reads or refuses it.
            if nullable:
                return [
                    f"if {pos} < len(buf) and buf[{pos}] == 0:",
                    f"    {target} = None",
                    f"    {pos} += 1",
                    "else:",
                    f"    {target}, {pos} = {name}(buf, {pos})",
                ], 1
            return [
                f"c_{n} = buf[{pos}] if {pos} < len(buf) else 0",
                f"if 0 < c_{n} < 128 and {pos} + c_{n} <= len(buf):",
                f"    {target} = _p.utf8_slice(buf, {pos} + 1, {pos} + c_{n})",
                f"    {pos} += c_{n}",
                "else:",
                f"    {target}, {pos} = {name}(buf, {pos})",
            ], 1
        return [f"{target}, {pos} = {name}(buf, {pos})"], 1 if flex else (2 if t == "string" else 4)


# ---------------------------------------------------------------------------------------------
# Class emission


#: Requests a broker may leave unanswered: their ``send`` returns ``Response | None``.
MAY_GO_UNANSWERED = {"ProduceRequest"}

EXTRA_METHODS = {
    "ApiVersionsResponse": [
        "@classmethod",
        "def header_version(cls, version: int) -> int:",
        '    """Always 0: the broker must be able to answer a version it cannot parse."""',
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
    """A plain class with ``__slots__`` and written-out ``__init__``/``__repr__``/``__eq__``
    (what ``@dataclass(slots=True)`` would make): the methods come from the compiled module,
    so importing a message module runs no ``exec`` per class, a third of the import time of
    the dataclass form (a short-lived process, the CLI, a Spark worker, pays it at start)."""
    out.append(f"{indent}class {struct.name}{'(' + base + ')' if base else ''}:")
    inner = indent + "    "
    body = inner + "    "
    for line in header:
        out.append(inner + line if line else "")
    for child in struct.children:
        out.append("")
        emit_class(child, None, inner, [f'"""{child.name} (versions {child.versions})."""'], out)
    if struct.children:
        out.append("")
    names = [f.attr for f in struct.fields] + ["unknown_tagged_fields"]
    out.append(f"{inner}__slots__ = ({''.join(repr(n) + ', ' for n in names).rstrip()})")
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
        out.append(f"{inner}{f.attr}: {py_type(f)}")
    out.append(
        f"{inner}#: Tagged fields this codec does not know, kept raw and re-emitted on encode."
    )
    out.append(f"{inner}unknown_tagged_fields: dict[int, bytes]")
    params = []
    assigns = []
    for f in struct.fields:
        expr = default_expr(f)
        if expr == "[]" or (f.struct is not None and expr != "None"):  # a fresh object each
            params.append(f"{f.attr}: {py_type(f)} = _FRESH")
            assigns.append(f"self.{f.attr} = {expr} if {f.attr} is _FRESH else {f.attr}")
        else:
            params.append(f"{f.attr}: {py_type(f)} = {expr}")
            assigns.append(f"self.{f.attr} = {f.attr}")
    params.append("unknown_tagged_fields: dict[int, bytes] = _FRESH")
    assigns.append("self.unknown_tagged_fields = {} if unknown_tagged_fields is _FRESH "
                   "else unknown_tagged_fields")
    out.append("")
    out.append(f"{inner}def __init__(self, {', '.join(params)}) -> None:")
    out.extend(body + line for line in assigns)
    out.append("")
    out.append(f"{inner}def __repr__(self) -> str:")
    shown = ", ".join(f"{n}={{self.{n}!r}}" for n in names)
    out.append(f'{body}return f"{{type(self).__qualname__}}({shown})"')
    out.append("")
    out.append(f"{inner}def __eq__(self, other: object) -> bool:")
    out.append(f"{body}if not isinstance(other, type(self)):  # (defining __eq__ also makes")
    out.append(f"{body}    return NotImplemented  # the class unhashable, as a dataclass is)")
    out.append(f"{body}return ({''.join(f'self.{n}, ' for n in names).rstrip()}) == "
               f"({''.join(f'other.{n}, ' for n in names).rstrip()})")
    for line in EXTRA_METHODS.get(struct.name, []) if base else []:
        if line == EXTRA_METHODS[struct.name][0]:
            out.append("")
        out.append(inner + line)


def describe_layouts(labels: list[tuple[str, int]]) -> str:
    """'A v0-3, B v5' for the (struct, version) pairs one function serves."""
    by_struct: dict[str, list[int]] = {}
    for qualname, version in labels:
        by_struct.setdefault(qualname, []).append(version)
    parts = []
    for qualname, versions in by_struct.items():
        versions.sort()
        lo = hi = versions[0]
        ranges = []
        for v in [*versions[1:], None]:
            if v is not None and v == hi + 1:
                hi = v
                continue
            ranges.append(f"{lo}" if lo == hi else f"{lo}-{hi}")
            if v is not None:
                lo = hi = v
        parts.append(f"{qualname} v{','.join(ranges)}")
    return "; ".join(parts)


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

from struct import Struct
from struct import pack as _pack
from uuid import UUID

from kafka_async.protocol import primitives as _p
from kafka_async.protocol.errors import ProtocolError as _ProtocolError
from kafka_async.protocol.messages._base import {bases}
from kafka_async.protocol.messages._base import FRESH as _FRESH
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


def generated_header(kafka_version: str) -> str:
    """First line of every generated file: where it came from, and that it is not hand-written."""
    return (
        f"# GENERATED from Apache Kafka {kafka_version}'s message definitions "
        "by tools/gen_protocol.py; do not edit"
    )


def base_class(msg: MessageSpec, response: str | None) -> str:
    """``Request["XxxResponse"]`` ties a request to its response type, so that
    ``send(request)`` is typed by what it returns; Produce may go unanswered (acks=0)."""
    kind = {"request": "Request", "response": "Response", "data": "Data"}[msg.kind]
    if msg.kind != "request" or response is None:
        return kind
    if msg.name in MAY_GO_UNANSWERED:
        return f'Request["{response} | None"]'
    return f'Request["{response}"]'


def generate_module(messages: list[MessageSpec], kafka_version: str, doc: str) -> str:
    kinds = {"request": "Request", "response": "Response", "data": "Data"}
    bases = sorted({kinds[m.kind] for m in messages})
    exports = ", ".join(json.dumps(m.name) for m in messages)
    responses = [m.name for m in messages if m.kind == "response"]
    response = responses[0] if len(responses) == 1 else None
    out = [generated_header(kafka_version), f'"""{doc}"""', ""]
    out.append(PRELUDE.format(bases=", ".join(bases), exports=exports))
    tables: list[str] = []
    writer = ModuleWriter(Versions(1, 0))
    for msg in messages:
        out += ["", ""]
        base = base_class(msg, response)
        emit_class(msg.root, base, "", message_header(msg, kinds[msg.kind]), out)
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
        out += ["", "", f"# {describe_layouts(labels)}", f"def {name}{text}"]
    out += ["", ""]
    out.extend(tables)
    pairs = {m.kind: m.name for m in messages}
    if "request" in pairs and "response" in pairs:
        out.append(f"{pairs['request']}.RESPONSE = {pairs['response']}")
        out.append(f"{pairs['response']}.REQUEST = {pairs['request']}")
    return "\n".join(out).rstrip() + "\n"
