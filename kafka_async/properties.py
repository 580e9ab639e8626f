"""``load_properties``: a Java ``client.properties`` file as settings for one of our clients.

    from kafka_async import Producer, load_properties

    async with Producer(**load_properties("client.properties", Producer)) as producer: ...

The translation (names, types, Java serializer classes, JVM-only settings) is
``kafka_async.cluster.java_properties``; this module only knows which config class each client
takes, so that a producer setting in a consumer's file is named as unsupported by the consumer.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Mapping
from typing import Any

from kafka_async.cluster.java_properties import read_properties_file, settings_from_properties

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


def load_properties(
    source: str | os.PathLike[str] | Mapping[str, str],
    client: type | str = "producer",
    *,
    strict: bool = True,
) -> dict[str, Any]:
    """Settings for ``client`` from a Java properties file (a path), or from properties already
    read (a mapping of Java names to strings).

    Every property is either translated, or JVM-only (accepted, no effect), or unsupported:
    unsupported ones raise ``UnsupportedSettingsError`` naming all of them (``strict=False``
    logs them and drops them instead). The values are checked when the client is built from
    the result (a ``ConfigError`` names the setting)."""
    if isinstance(source, Mapping):
        properties = {str(k): str(v) for k, v in source.items()}
    else:
        properties = read_properties_file(os.fspath(source))
    return settings_from_properties(properties, _config_class(client), strict=strict)
