"""Java client settings as Java users write them: a ``client.properties`` file, kcat's ``-X`` and
Spark's ``kafka.*`` options, turned into this client's settings.

One translator serves the three (``kafka_async.load_properties``, the CLI's
``--command-config``/``-X``, the Spark source's options), so a name means the same everywhere:

* the Java name in snake_case is the setting (``sasl.jaas.config`` -> ``sasl_jaas_config``,
  ``ssl.truststore.location`` -> ``ssl_truststore_location``); librdkafka's names for the same
  thing are taken too (``ssl.ca.location``, ``sasl.username``);
* the string becomes the setting's type, read from the config class's annotations (Java's
  ``true``/``false``, integers, decimals; an empty value of an optional setting is unset);
* Java (de)serializer class names of the common types become the equivalent functions;
* settings that only steer the JVM's own machinery (``ssl.keymanager.algorithm``,
  ``ssl.protocol``...) are accepted and have no effect (listed in ``JVM_ONLY``, logged once);
* anything else is not supported: named, all at once, never dropped silently (a dropped security
  setting would connect in plaintext).

The file format is ``java.util.Properties``: ``key=value``, ``key: value`` or ``key value``;
``#``/``!`` comments; a line ending in an odd number of backslashes continues on the next (its
leading blanks dropped); escapes ``\\t \\n \\r \\f \\uXXXX`` and ``\\<char>``.
"""

from __future__ import annotations

import dataclasses
import difflib
import logging
import re
import struct
from collections.abc import Callable, Iterable, Mapping
from typing import Any

__all__ = [
    "JVM_ONLY",
    "PropertiesError",
    "UnsupportedSettingsError",
    "convert_value",
    "parse_properties",
    "read_properties_file",
    "setting_name",
    "settings_from_properties",
]

logger = logging.getLogger("kafka_async")

#: Settings of the JVM's TLS/SASL/metrics machinery with no meaning outside it: accepted, no
#: effect (Python's ssl module picks protocol versions from ssl_enabled_protocols).
JVM_ONLY = frozenset({
    "ssl.protocol", "ssl.provider", "ssl.keymanager.algorithm", "ssl.trustmanager.algorithm",
    "ssl.secure.random.implementation", "ssl.engine.factory.class", "sasl.login.class",
    "sasl.client.callback.handler.class", "sasl.kerberos.kinit.cmd",
    "sasl.kerberos.min.time.before.relogin", "sasl.kerberos.ticket.renew.jitter",
    "sasl.kerberos.ticket.renew.window.factor", "metric.reporters", "auto.include.jmx.reporter",
    "client.dns.lookup", "enable.metrics.push.jmx",
})

#: Names that differ from their setting (librdkafka's, and kafka-python-era ones).
_RENAMED = {
    "ssl.ca.location": "ssl_cafile",
    "ssl.certificate.location": "ssl_certfile",
    "ssl.key.location": "ssl_keyfile",
    "sasl.username": "sasl_plain_username",
    "sasl.password": "sasl_plain_password",
    "sasl.mechanisms": "sasl_mechanism",
    "metadata.broker.list": "bootstrap_servers",
}


class PropertiesError(ValueError):
    """A properties file or value that cannot be read; names the line or the property."""


class UnsupportedSettingsError(PropertiesError):
    """Properties this client does not support, all named (``.names``)."""

    def __init__(self, names: Iterable[str], target: str,
                 known: Iterable[str] = ()) -> None:
        self.names = sorted(names)
        self.target = target
        #: each unsupported name's closest supported one, as a Java property name
        self.suggestions = _suggestions(self.names, list(known))
        super().__init__(f"not supported by {target}: {self.listed()} "
                         "(remove them, or pass strict=False to drop them with a warning)")

    def listed(self) -> str:
        """The names, each with its did-you-mean where one is close."""
        return ", ".join(
            f"{name} (did you mean {self.suggestions[name]}?)" if name in self.suggestions
            else name for name in self.names)


def _suggestions(names: list[str], known: list[str]) -> dict[str, str]:
    java_names = {name.replace("_", "."): name for name in known}
    found: dict[str, str] = {}
    for name in names:
        close = difflib.get_close_matches(name, list(java_names), n=1, cutoff=0.75)
        if close:
            found[name] = close[0]
    return found


# ----------------------------------------------------------------------------- the file format

_ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "f": "\f"}


def _unescape(text: str, line_number: int) -> str:
    out: list[str] = []
    index = 0
    while index < len(text):
        char = text[index]
        if char != "\\" or index + 1 >= len(text):
            out.append(char)
            index += 1
            continue
        code = text[index + 1]
        if code == "u":
            digits = text[index + 2:index + 6]
            if not re.fullmatch(r"[0-9a-fA-F]{4}", digits):
                raise PropertiesError(f"line {line_number}: malformed \\uXXXX escape")
            out.append(chr(int(digits, 16)))
            index += 6
        else:
            out.append(_ESCAPES.get(code, code))
            index += 2
    return "".join(out)


_LINE_END = re.compile(r"\r\n|\r|\n")


def _logical_lines(text: str) -> Iterable[tuple[int, str]]:
    pending: str | None = None
    start = 0
    # Java ends lines at \n, \r or \r\n only (str.splitlines also splits at \v, \f, ...)
    for number, raw in enumerate(_LINE_END.split(text), start=1):
        line = raw.lstrip(" \t\f")
        if pending is None:
            if not line or line[0] in "#!":
                continue
            start = number
            pending = ""
        trailing = len(line) - len(line.rstrip("\\"))
        if trailing % 2 == 1:
            pending += line[:-1]
            continue
        yield start, pending + line
        pending = None
    if pending is not None:
        yield start, pending


def parse_properties(text: str) -> dict[str, str]:
    """A ``java.util.Properties`` text as a dict (later keys win, as in Java)."""
    properties: dict[str, str] = {}
    for number, line in _logical_lines(text):
        index = 0
        while index < len(line):
            char = line[index]
            if char == "\\":
                index += 2
                continue
            if char in "=: \t\f":
                break
            index += 1
        key = line[:index]
        rest = line[index:].lstrip(" \t\f")
        if rest[:1] in ("=", ":"):
            rest = rest[1:].lstrip(" \t\f")
        properties[_unescape(key, number)] = _unescape(rest, number)
    return properties


def read_properties_file(path: str) -> dict[str, str]:
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as exc:
        raise PropertiesError(f"cannot read {path!r}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        try:
            with open(path, encoding="latin-1") as handle:  # java.util.Properties' own charset
                text = handle.read()
        except OSError as exc:
            raise PropertiesError(f"cannot read {path!r}: {exc.strerror or exc}") from None
    return parse_properties(text)


# ----------------------------------------------------------------------------- the values

def setting_name(java_name: str) -> str:
    """The snake_case setting a Java (or librdkafka) property name maps to."""
    return _RENAMED.get(java_name, java_name.replace(".", "_").replace("-", "_"))


def _utf8(value: Any) -> Any:
    return value.encode("utf-8") if isinstance(value, str) else value


def _packer(fmt: str) -> Callable[[Any], Any]:
    packer = struct.Struct(fmt)
    return lambda value: None if value is None else packer.pack(value)


def _unpacker(fmt: str) -> Callable[[Any], Any]:
    unpacker = struct.Struct(fmt)
    return lambda data: None if data is None else unpacker.unpack(bytes(data))[0]


def _decode_utf8(data: Any) -> Any:
    return None if data is None else bytes(data).decode("utf-8")


def _identity(value: Any) -> Any:
    return value


_SERDE = "org.apache.kafka.common.serialization."
#: Java's built-in (de)serializers of the common types, as functions (big-endian, as Java).
JAVA_SERDES: dict[str, Callable[[Any], Any]] = {
    _SERDE + "StringSerializer": _utf8,
    _SERDE + "ByteArraySerializer": _identity,
    _SERDE + "BytesSerializer": _identity,
    _SERDE + "ByteBufferSerializer": _identity,
    _SERDE + "IntegerSerializer": _packer(">i"),
    _SERDE + "LongSerializer": _packer(">q"),
    _SERDE + "ShortSerializer": _packer(">h"),
    _SERDE + "FloatSerializer": _packer(">f"),
    _SERDE + "DoubleSerializer": _packer(">d"),
    _SERDE + "StringDeserializer": _decode_utf8,
    _SERDE + "ByteArrayDeserializer": _identity,
    _SERDE + "BytesDeserializer": _identity,
    _SERDE + "ByteBufferDeserializer": _identity,
    _SERDE + "IntegerDeserializer": _unpacker(">i"),
    _SERDE + "LongDeserializer": _unpacker(">q"),
    _SERDE + "ShortDeserializer": _unpacker(">h"),
    _SERDE + "FloatDeserializer": _unpacker(">f"),
    _SERDE + "DoubleDeserializer": _unpacker(">d"),
}
_SERDE_ANNOTATIONS = ("Serializer | None", "Deserializer | None")

_INTEGER = re.compile(r"[+-]?[0-9]+")
_DECIMAL = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")


def convert_value(property_name: str, annotation: str, raw: str) -> Any:
    """``raw`` as a setting with type ``annotation`` wants it; errors name ``property_name``."""
    text = raw.strip()
    kinds = {part.strip() for part in annotation.split("|")}
    if "None" in kinds and text == "":
        return None
    if annotation in _SERDE_ANNOTATIONS:
        function = JAVA_SERDES.get(text)
        if function is None:
            raise PropertiesError(f"{property_name}={text!r}: only Java's built-in "
                                  "(de)serializers of strings, bytes and numbers map to Python; "
                                  "pass a Python callable for others")
        return function
    if "bool" in kinds:
        if text.lower() not in ("true", "false"):
            raise PropertiesError(f"{property_name} must be true or false, got {raw!r}")
        return text.lower() == "true"
    if "int" in kinds and "str" in kinds:  # acks: an int, or a word ("all")
        return int(text) if _INTEGER.fullmatch(text) and len(text) <= 40 else text
    if "int" in kinds:
        if not _INTEGER.fullmatch(text) or len(text) > 40:
            raise PropertiesError(f"{property_name} must be an integer, got {raw!r}")
        return int(text)
    if "float" in kinds:
        if not _DECIMAL.fullmatch(text):
            raise PropertiesError(f"{property_name} must be a number, got {raw!r}")
        return float(text)
    return raw if "Secret" in annotation else text


#: Settings that hold Python objects: no string form (besides the serde class names above).
OBJECT_SETTINGS = frozenset({
    "ssl_context", "sasl_oauth_token_provider", "sasl_oauthbearer_extensions", "partitioner",
    "hooks", "interceptors",
})


def settings_from_properties(
    properties: Mapping[str, str],
    config_class: type[Any],
    *,
    strict: bool = True,
    skip: Callable[[str], bool] | None = None,
) -> dict[str, Any]:
    """The settings of ``config_class`` (a ClientConfig dataclass) the properties give.

    Properties no setting of ``config_class`` matches are unsupported: all named in one
    ``UnsupportedSettingsError`` (``strict``), or logged as a warning and dropped. ``skip``
    drops names silently (one file serving producer, consumer and admin, as Java's tools
    read it)."""
    fields = {item.name: str(item.type) for item in dataclasses.fields(config_class)}
    settings: dict[str, Any] = {}
    unsupported: list[str] = []
    ignored: list[str] = []
    for java_name, raw in properties.items():
        if java_name in JVM_ONLY:
            ignored.append(java_name)
            continue
        name = setting_name(java_name)
        if name not in fields or name in OBJECT_SETTINGS:
            if skip is None or not skip(java_name):
                unsupported.append(java_name)
            continue
        settings[name] = convert_value(java_name, fields[name], raw)
    if ignored:
        logger.info("JVM-only settings, no effect here: %s", ", ".join(sorted(ignored)))
    if unsupported:
        error = UnsupportedSettingsError(unsupported, config_class.__name__,
                                         (f for f in fields if f not in OBJECT_SETTINGS))
        if strict:
            raise error
        logger.warning("%s", error.args[0].split(" (remove them")[0] + "; dropped")
    return settings
