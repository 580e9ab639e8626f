"""Where tools/gen_protocol.py reads Kafka's message definitions from.

The definitions that matter are those of the Kafka release the tests run against: Apache Kafka
ships them as ``common/message/*.json`` inside ``kafka-clients-<version>.jar``, which ``make jars``
already downloads into ``.cache/kafka/jars``. Reading them straight from that jar means the
generated code cannot drift from the broker under test, and no JSON needs to live in the repo.

Accepted sources (``--source``):

* a ``kafka-clients-*.jar`` file;
* a directory holding exactly one ``kafka-clients-*.jar`` (``.cache/kafka/jars``);
* a directory of ``*.json`` definitions, or one whose ``messages/`` subdirectory holds them, with
  a ``SOURCE.txt`` naming the ``kafka-clients-<version>.jar`` they were taken from.

Without ``--source``: the jar in ``.cache/kafka/jars``, else ``../shared/kafka-protocol/4.3.1``.
Both name the same release, so both produce byte-identical modules.
"""

from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass
from pathlib import Path

from protocol_schema import parse_json

ROOT = Path(__file__).resolve().parents[1]
JARS = ROOT / ".cache" / "kafka" / "jars"
FALLBACK = ROOT.parent / "shared" / "kafka-protocol" / "4.3.1"

_JAR_GLOB = "kafka-clients-*.jar"
_JAR_VERSION = re.compile(r"kafka-clients-(\d+\.\d+\.\d+[\w.-]*?)\.jar")
_JAR_PREFIX = "common/message/"


@dataclass(frozen=True)
class Definitions:
    """Every message definition of one Kafka release, by file stem (``ProduceRequest``)."""

    kafka_version: str
    origin: str  # what was read, for messages
    docs: dict[str, dict[str, object]]


def default_source() -> Path:
    """The downloaded jar when ``make jars`` has run, else the shared copy of its JSON."""
    if JARS.is_dir() and any(JARS.glob(_JAR_GLOB)):
        return JARS
    return FALLBACK


def load(source: Path) -> Definitions:
    """Read the definitions from a jar, a directory holding the jar, or a JSON directory."""
    if source.is_dir():
        jars = sorted(source.glob(_JAR_GLOB))
        if len(jars) > 1:
            raise SystemExit(f"{source}: more than one {_JAR_GLOB}: {[j.name for j in jars]}")
        if jars:
            return _from_jar(jars[0])
        return _from_directory(source)
    if source.suffix == ".jar":
        return _from_jar(source)
    raise SystemExit(f"{source}: neither a kafka-clients jar nor a directory of definitions")


def _from_jar(jar: Path) -> Definitions:
    match = _JAR_VERSION.fullmatch(jar.name)
    if match is None:
        raise SystemExit(f"{jar}: expected a file named kafka-clients-<version>.jar")
    docs: dict[str, dict[str, object]] = {}
    with zipfile.ZipFile(jar) as archive:
        for name in sorted(archive.namelist()):
            if name.startswith(_JAR_PREFIX) and name.endswith(".json"):
                stem = name[len(_JAR_PREFIX) : -len(".json")]
                docs[stem] = parse_json(archive.read(name).decode("utf-8"))
    if not docs:
        raise SystemExit(f"{jar}: no {_JAR_PREFIX}*.json inside")
    return Definitions(match.group(1), str(jar), docs)


def _from_directory(directory: Path) -> Definitions:
    messages = directory / "messages" if (directory / "messages").is_dir() else directory
    files = sorted(messages.glob("*.json"))
    if not files:
        raise SystemExit(f"{directory}: no kafka-clients jar and no *.json definitions")
    notes = [p / "SOURCE.txt" for p in (messages, directory) if (p / "SOURCE.txt").is_file()]
    found = _JAR_VERSION.search(notes[0].read_text()) if notes else None
    if found is None:
        raise SystemExit(
            f"{directory}: SOURCE.txt must name the kafka-clients-<version>.jar the JSON came "
            "from (the version goes into every generated file's header)"
        )
    docs = {p.stem: parse_json(p.read_text()) for p in files}
    return Definitions(found.group(1), str(messages), docs)
