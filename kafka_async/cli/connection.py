"""Where the CLI's client settings come from: ``-b``, ``KAFKA_BOOTSTRAP_SERVERS``, a Java-style
``--command-config`` properties file, and ``-X name=value`` overrides, merged in that order of
precedence (a flag beats the file, the file beats the environment).

Property names are Java's (``security.protocol``, ``sasl.jaas.config``, ``ssl.truststore.location``)
or librdkafka's (``ssl.ca.location``); each maps to the snake_case setting the clients take. A
name that maps to nothing fails with the name, never silently: a typo in a security setting would
otherwise connect in plaintext. Secrets read from the file go straight into the settings, which
wrap them; nothing here prints them.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from kafka_async.cli.errors import UsageProblem

ENV_BOOTSTRAP = "KAFKA_BOOTSTRAP_SERVERS"

# Java property -> client setting, for properties whose value passes through as a string.
_DIRECT = {
    "bootstrap.servers": "bootstrap_servers",
    "client.id": "client_id",
    "security.protocol": "security_protocol",
    "sasl.mechanism": "sasl_mechanism",
    "ssl.key.password": "ssl_password",
    "ssl.ca.location": "ssl_cafile",  # librdkafka's names, as kcat's -X takes them
    "ssl.certificate.location": "ssl_certfile",
    "ssl.key.location": "ssl_keyfile",
    "sasl.username": "sasl_plain_username",
    "sasl.password": "sasl_plain_password",
}
# Properties that only matter to the JVM's own TLS/SASL machinery and are safe to ignore here.
_IGNORED = frozenset({
    "ssl.protocol", "ssl.enabled.protocols", "ssl.truststore.password", "ssl.keystore.password",
    "sasl.login.class", "sasl.client.callback.handler.class",
})
_JAAS_OPTION = re.compile(r'(\w+)\s*=\s*"((?:[^"\\]|\\.)*)"')
_PEM = "PEM"


@dataclass
class Connection:
    """The merged client settings of one invocation (snake_case names, as the clients take).

    ``shared`` came from the environment and the properties file: like Java's tools, a client
    takes the names it knows and ignores the rest (one file serves producer, consumer and
    admin). ``strict`` came from ``-b`` and ``-X``: a name the client does not know fails
    with a did-you-mean, because the user typed it for this command."""

    shared: dict[str, Any] = field(default_factory=dict)
    strict: dict[str, Any] = field(default_factory=dict)

    def for_client(self, config_cls: type, **extra: Any) -> dict[str, Any]:
        """Settings for a client of ``config_cls``; property strings become the setting's
        type (``linger.ms=5`` an int, ``enable.idempotence=false`` a bool, ``client.id=42``
        stays a str)."""
        types = {item.name: str(item.type) for item in dataclasses.fields(config_cls)}
        merged = {name: value for name, value in self.shared.items() if name in types}
        merged.update(self.strict)
        merged = {name: _typed(value, types.get(name, "")) for name, value in merged.items()}
        merged.update(extra)
        return merged


def read_properties(path: str) -> dict[str, str]:
    """A Java properties file: ``name=value`` or ``name: value`` lines, ``#``/``!`` comments,
    backslash line continuations."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as exc:
        raise UsageProblem(f"cannot read --command-config {path!r}: {exc.strerror}") from exc
    properties: dict[str, str] = {}
    pending = ""
    for raw in text.splitlines():
        line = pending + raw.strip() if pending else raw.strip()
        pending = ""
        if not line or line[0] in "#!":
            continue
        if line.endswith("\\") and not line.endswith("\\\\"):
            pending = line[:-1]
            continue
        match = re.match(r"([^=:\s]+)\s*[=:]?\s*(.*)", line)
        if match is None:
            continue
        properties[match.group(1)] = match.group(2)
    if pending:
        raise UsageProblem(f"{path}: the last line ends with a continuation backslash")
    return properties


def parse_assignments(items: Iterable[str], flag: str) -> dict[str, str]:
    """``name=value`` pairs from a repeatable flag such as ``-X``."""
    parsed: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise UsageProblem(f"{flag} takes name=value, got {item!r}")
        parsed[name.strip()] = value
    return parsed


def settings_from_properties(properties: Mapping[str, str]) -> dict[str, Any]:
    """Client settings (snake_case) from Java/librdkafka-named properties."""
    settings: dict[str, Any] = {}
    truststore_type = properties.get("ssl.truststore.type", _PEM).upper()
    keystore_type = properties.get("ssl.keystore.type", _PEM).upper()
    for name, value in properties.items():
        if name in _DIRECT:
            settings[_DIRECT[name]] = value
        elif name == "sasl.jaas.config":
            settings.update(_jaas_credentials(value))
        elif name == "ssl.truststore.location":
            _require_pem(truststore_type, "ssl.truststore.type")
            settings["ssl_cafile"] = value
        elif name == "ssl.keystore.location":
            _require_pem(keystore_type, "ssl.keystore.type")
            settings["ssl_certfile"] = value
            settings.setdefault("ssl_keyfile", value)  # a PEM keystore holds key and chain
        elif name == "ssl.endpoint.identification.algorithm":
            settings["ssl_check_hostname"] = value.strip().lower() == "https"
        elif name in ("ssl.truststore.type", "ssl.keystore.type") or name in _IGNORED:
            continue
        else:
            settings[name.replace(".", "_").replace("-", "_")] = value
    return settings


def _require_pem(kind: str, name: str) -> None:
    if kind != _PEM:
        raise UsageProblem(
            f"{name}={kind} is not supported: kafka-async reads PEM files (convert a JKS or "
            "PKCS12 store with keytool/openssl and set the type to PEM)")


def _jaas_credentials(config: str) -> dict[str, Any]:
    """username/password of a PlainLoginModule or ScramLoginModule ``sasl.jaas.config``."""
    options = {key: value.replace('\\"', '"') for key, value in _JAAS_OPTION.findall(config)}
    module = config.strip().split(None, 1)[0] if config.strip() else ""
    if "username" not in options or "password" not in options:
        raise UsageProblem(
            f"sasl.jaas.config ({module or 'empty'}) must give username=\"...\" and "
            "password=\"...\"")
    return {"sasl_plain_username": options["username"],
            "sasl_plain_password": options["password"]}


def _typed(value: Any, annotation: str) -> Any:
    """A property string as the setting's annotation wants it (an int where it takes ints, a
    bool where it takes bools); anything else, and non-strings, unchanged."""
    if not isinstance(value, str):
        return value
    kinds = {part.strip() for part in annotation.split("|")}
    text = value.strip()
    if "bool" in kinds and text.lower() in ("true", "false"):
        return text.lower() == "true"
    if "int" in kinds and re.fullmatch(r"-?\d+", text):
        return int(text)
    return value


def resolve(bootstrap: str | None, command_config: str | None,
            overrides: Iterable[str]) -> Connection:
    """Merge the sources; a missing bootstrap is a usage error naming all three ways to give one."""
    shared: dict[str, Any] = {}
    env = os.environ.get(ENV_BOOTSTRAP)
    if env:
        shared["bootstrap_servers"] = env
    if command_config:
        shared.update(settings_from_properties(read_properties(command_config)))
    strict = settings_from_properties(parse_assignments(overrides, "-X"))
    if bootstrap:
        strict["bootstrap_servers"] = bootstrap
    if not (strict.get("bootstrap_servers") or shared.get("bootstrap_servers")):
        raise UsageProblem(
            f"no bootstrap servers: pass -b HOST:PORT, set {ENV_BOOTSTRAP}, or put "
            "bootstrap.servers in --command-config")
    return Connection(shared, strict)
