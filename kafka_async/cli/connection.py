"""Where the CLI's client settings come from: ``-b``, ``KAFKA_BOOTSTRAP_SERVERS``, a Java-style
``--command-config`` properties file, and ``-X name=value`` overrides, merged in that order of
precedence (a flag beats the file, the file beats the environment).

Property names are Java's (``security.protocol``, ``sasl.jaas.config``, ``ssl.truststore.location``)
or librdkafka's (``ssl.ca.location``); the translation is the one ``kafka_async.load_properties``
uses (cluster/java_properties.py). A name that maps to nothing fails with the name, never
silently: a typo in a security setting would otherwise connect in plaintext. Secrets read from
the file go straight into the settings, which wrap them; nothing here prints them.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from kafka_async.cli.errors import UsageProblem
from kafka_async.cluster.java_properties import (
    PropertiesError,
    UnsupportedSettingsError,
    read_properties_file,
    setting_name,
    settings_from_properties,
)

ENV_BOOTSTRAP = "KAFKA_BOOTSTRAP_SERVERS"


@cache
def _known_to_some_client() -> frozenset[str]:
    """Every setting any client takes (a file's producer settings are not errors for admin)."""
    from kafka_async.admin.base import AdminConfig
    from kafka_async.consumer.group.config import GroupConsumerConfig
    from kafka_async.consumer.share.config import ShareConsumerConfig
    from kafka_async.producer.config import ProducerConfig

    return frozenset(item.name for cls in (AdminConfig, GroupConsumerConfig, ShareConsumerConfig,
                                           ProducerConfig)
                     for item in dataclasses.fields(cls))


@dataclass
class Connection:
    """The merged Java-named properties of one invocation.

    ``shared`` came from the environment and the properties file: like Java's tools, a client
    takes the names it knows and ignores the ones meant for another client (one file serves
    producer, consumer and admin); a name no client knows fails. ``strict`` came from ``-b``
    and ``-X``: a name this client does not know fails, because the user typed it for this
    command."""

    shared: dict[str, str] = field(default_factory=dict)
    strict: dict[str, str] = field(default_factory=dict)

    def for_client(self, config_cls: type, **extra: Any) -> dict[str, Any]:
        """Settings for a client of ``config_cls``, each string converted to the setting's type
        (``linger.ms=5`` an int, ``enable.idempotence=false`` a bool, ``client.id=42`` a str)."""
        known = _known_to_some_client()
        try:
            merged = settings_from_properties(
                self.shared, config_cls, skip=lambda name: setting_name(name) in known)
            merged.update(settings_from_properties(self.strict, config_cls))
        except UnsupportedSettingsError as exc:
            raise UsageProblem(f"not supported by {exc.target}: {exc.listed()}") from None
        except PropertiesError as exc:
            raise UsageProblem(str(exc)) from None
        merged.update(extra)
        return merged


def read_properties(path: str) -> dict[str, str]:
    """A Java properties file (java.util.Properties syntax)."""
    try:
        return read_properties_file(path)
    except PropertiesError as exc:
        raise UsageProblem(f"cannot read --command-config: {exc}") from None


def parse_assignments(items: Iterable[str], flag: str) -> dict[str, str]:
    """``name=value`` pairs from a repeatable flag such as ``-X``."""
    parsed: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if sep and not name.strip():
            raise UsageProblem(f"{flag} takes name=value; the name before '=' is missing")
        if not sep:
            # quote only the name: the rest may be a password written name:value or name value
            head = item.replace(":", " ").split(maxsplit=1)[0] if item.strip() else ""
            raise UsageProblem(f"{flag} takes name=value; got no '=' in the argument "
                               f"starting {head!r}" if head else f"{flag} takes name=value")
        parsed[name.strip()] = value
    return parsed


def resolve(bootstrap: str | None, command_config: str | None,
            overrides: Iterable[str]) -> Connection:
    """Merge the sources; a missing bootstrap is a usage error naming all three ways to give one."""
    shared: dict[str, str] = {}
    env = os.environ.get(ENV_BOOTSTRAP)
    if env:
        shared["bootstrap.servers"] = env
    if command_config:
        shared.update(read_properties(command_config))
    strict = parse_assignments(overrides, "-X")
    if bootstrap:
        strict["bootstrap.servers"] = bootstrap
    given = [name for name in (*shared, *strict) if setting_name(name) == "bootstrap_servers"]
    if not given:
        raise UsageProblem(
            f"no bootstrap servers: pass -b HOST:PORT, set {ENV_BOOTSTRAP}, or put "
            "bootstrap.servers in --command-config")
    return Connection(shared, strict)
