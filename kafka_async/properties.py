"""``load_properties``: a Java ``client.properties`` file as settings for one of our clients.

    from kafka_async import Producer, load_properties

    async with Producer(**load_properties("client.properties", Producer)) as producer: ...

The translation (names, types, Java serializer classes, JVM-only settings) is
``kafka_async.cluster.java_properties``; this module only knows which config class each client
takes. One file may serve every client, as Java's client.properties files do: a setting of
another client (``acks`` in a consumer's file) is dropped, and logged, as Java logs settings
"supplied but not used"; a name no client knows is an error.
"""

from __future__ import annotations

import dataclasses
import importlib
import logging
import os
from collections.abc import Mapping
from functools import cache
from typing import Any

from kafka_async.cluster.java_properties import (
    read_properties_file,
    setting_name,
    settings_from_properties,
)

logger = logging.getLogger(__name__)

__all__ = ["load_properties"]

#: client name (or class name) -> (module, config class)
_CONFIGS = {
    "producer": ("kafka_async.producer.config", "ProducerConfig"),
    "consumer": ("kafka_async.consumer.group.config", "GroupConsumerConfig"),
    "share_consumer": ("kafka_async.consumer.share.config", "ShareConsumerConfig"),
    "admin": ("kafka_async.admin.base", "AdminConfig"),
}
_CLASS_NAMES = {"Producer": "producer", "Consumer": "consumer", "ShareConsumer": "share_consumer",
                "Admin": "admin"}


def _config_class(client: type | str) -> type[Any]:
    if isinstance(client, type):
        if hasattr(client, "from_kwargs"):  # a config class itself
            return client
        key = _CLASS_NAMES.get(client.__name__)
    else:
        key = client.lower().replace("-", "_")
    if key not in _CONFIGS:
        raise ValueError(f"client must be Producer, Consumer, ShareConsumer or Admin (or "
                         f"'producer', 'consumer', 'share_consumer', 'admin'), got {client!r}")
    module, name = _CONFIGS[key]
    config_class: type[Any] = getattr(importlib.import_module(module), name)
    return config_class


@cache
def known_to_some_client() -> frozenset[str]:
    """Every setting (snake_case) any client takes."""
    classes = [getattr(importlib.import_module(module), name)
               for module, name in _CONFIGS.values()]
    return frozenset(item.name for cls in classes for item in dataclasses.fields(cls))


def load_properties(
    source: str | os.PathLike[str] | Mapping[str, str],
    client: type | str = "producer",
    *,
    strict: bool = True,
) -> dict[str, Any]:
    """Settings for ``client`` from a Java properties file (a path), or from properties already
    read (a mapping of Java names to strings).

    Every property is either translated, or JVM-only (accepted, no effect), or another
    client's (dropped, logged), or unknown to every client: those raise
    ``UnsupportedSettingsError`` naming all of them (``strict=False`` logs them and drops them
    instead). The values are checked when the client is built from the result (a
    ``ConfigError`` names the setting)."""
    if isinstance(source, Mapping):
        properties = {str(k): str(v) for k, v in source.items()}
    else:
        properties = read_properties_file(os.fspath(source))
    config_class = _config_class(client)
    known = known_to_some_client()
    others: list[str] = []

    def another_clients(java_name: str) -> bool:
        if setting_name(java_name) in known:
            others.append(java_name)
            return True
        return False

    settings = settings_from_properties(properties, config_class, strict=strict,
                                        skip=another_clients)
    if others:
        logger.info("settings of other clients, not used by %s: %s", config_class.__name__,
                    ", ".join(sorted(others)))
    return settings
