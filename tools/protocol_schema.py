"""Schema model for tools/gen_protocol.py: parse Kafka's message JSON into typed specs.

Also the Python-side facts derived from a field spec (type annotation, default value,
"differs from default" test), which both the class emitter and the codecs need.
"""

from __future__ import annotations

import json
import keyword
import re
from dataclasses import dataclass, field

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


def parse_json(text: str) -> dict[str, object]:
    """One message definition (Kafka's JSON dialect: ``//`` comments allowed)."""
    data = json.loads(strip_comments(text))
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
    root.children = dependencies_first(root.children, set(map(id, common.values())))
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


def lazy_default(f: FieldSpec) -> bool:
    """Tagged single-struct fields whose default is a fresh struct instance."""
    return f.struct is not None and not f.is_array and not f.default_null


def alias(struct: StructSpec) -> str:
    return "_" + struct.qualname.replace(".", "_")


def all_structs(struct: StructSpec) -> list[StructSpec]:
    result = [struct]
    for child in struct.children:
        result.extend(all_structs(child))
    return result


def dependencies_first(children: list[StructSpec], common: set[int]) -> list[StructSpec]:
    """``children`` reordered so each common struct precedes the classes whose fields use it.

    mypy cannot resolve ``Outer.Common`` inside a nested class defined before ``Common`` (the
    annotation is a string, but mypy binds nested-class names in definition order). Children keep
    their schema order otherwise.
    """
    ordered: list[StructSpec] = []
    placed: set[int] = set()

    def place(struct: StructSpec) -> None:
        if id(struct) in placed:
            return
        placed.add(id(struct))
        for inner in all_structs(struct):
            for f in inner.fields:
                if f.struct is not None and id(f.struct) in common:
                    place(f.struct)
        ordered.append(struct)

    for child in children:
        place(child)
    return ordered
