"""Options of the ``kafka_async`` data source: Spark's built-in Kafka source names, checked once.

Why a parser of its own rather than reading ``self.options`` wherever needed: a bad option must
fail when the query is defined (``load()``/``start()``), on the driver, with a message naming the
option, not minutes later inside an executor task as a ``KeyError``. Every name here mirrors
Spark's ``format("kafka")`` so that a job switches source by changing the format string.

Spark hands options over in a case-insensitive dict (keys lower-cased); every lookup here is
case-insensitive too, so plain dicts given by tests or other modules behave the same.

``kafka.``-prefixed options become kafka_async config kwargs: the Java property name in snake_case
(``kafka.bootstrap.servers`` -> ``bootstrap_servers``), converted to the field's type. Names the
source must control (``auto.offset.reset``, (de)serializers, ``enable.auto.commit``,
``interceptor.classes``) are refused, like Spark does; ``group.id``, which Spark accepts with a
warning, is accepted and ignored (kafka_async's reads and writes use no consumer group). The
other (read) options are parsed in read_options.py.
"""

from __future__ import annotations

import dataclasses
import difflib
import logging
import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from kafka_async.cluster.config import ClientConfig, ConfigError
from kafka_async.cluster.java_properties import (
    JVM_ONLY,
    PropertiesError,
    convert_value,
    setting_name,
)

__all__ = [
    "INT32_MAX",
    "INT64_MAX",
    "INT64_MIN",
    "KAFKA_PREFIX",
    "SparkOptionError",
    "admin_settings",
    "client_settings",
    "consumer_settings",
    "lower_keys",
    "parse_int",
    "producer_settings",
]

#: Options with this prefix are Kafka client settings.
KAFKA_PREFIX = "kafka."

#: Java names Spark's Kafka source refuses, with its reason.
_FORBIDDEN = {
    "auto.offset.reset": "use the startingOffsets option instead",
    "key.deserializer": "keys are always returned as binary; cast or use DataFrame operations",
    "value.deserializer": "values are always returned as binary; cast or use DataFrame "
    "operations",
    "key.serializer": "keys are always written as binary or string columns",
    "value.serializer": "values are always written as binary or string columns",
    "enable.auto.commit": "the source does not commit offsets to Kafka",
    "interceptor.classes": "the source does not run interceptors",
}

#: Java names Spark accepts (with a warning) that have no effect here. Spark's source uses
#: ``kafka.group.id`` as its consumers' group (it never commits to it); kafka_async's reads use no
#: group at all, so the option is accepted, so that a job moves over unchanged, and dropped.
_IGNORED = {
    "group.id": "the kafka_async source and sink use no consumer group (offsets live in Spark's "
    "checkpoint); the option is ignored",
}

#: Settings that are LONG in Java's client configs (every other integer setting is an INT).
_JAVA_LONG_SETTINGS = frozenset({
    "metadata_max_age_ms", "metadata_max_idle_ms", "retry_backoff_ms", "retry_backoff_max_ms",
    "reconnect_backoff_ms", "reconnect_backoff_max_ms", "connections_max_idle_ms",
    "socket_connection_setup_timeout_ms", "socket_connection_setup_timeout_max_ms",
    "buffer_memory", "max_block_ms", "linger_ms",
})

#: Fields that hold Python objects (callables, contexts): not settable from a string option.
_OBJECT_FIELDS = frozenset({
    "ssl_context", "sasl_oauth_token_provider", "sasl_oauthbearer_extensions", "partitioner",
    "key_serializer", "value_serializer", "key_deserializer", "value_deserializer", "group_id",
})


#: The client kinds a ``kafka.*`` option can be meant for.
CLIENTS = ("consumer", "producer", "admin")


@cache
def _config_class(client: str) -> type[ClientConfig]:
    """One client's config class, imported on first use: PySpark's data source lookup imports
    the source module in every session, and most sessions never build a client; a read never
    needs the producer's or the admin's stack (Spark starts a fresh Python process for every
    streaming query's reader, and those imports were a tenth of its start-up)."""
    if client == "consumer":
        from kafka_async.consumer.config import ConsumerConfig

        return ConsumerConfig
    if client == "producer":
        from kafka_async.producer.config import ProducerConfig

        return ProducerConfig
    from kafka_async.admin.base import AdminConfig

    return AdminConfig


@cache
def _fields_of(client: str) -> dict[str, str]:
    """One client's setting names -> annotation text: an option is looked up in the clients
    of the query first, so a read imports the consumer's config only."""
    return {item.name: str(item.type) for item in dataclasses.fields(_config_class(client))}


@cache
def _fields() -> dict[str, str]:
    """Every setting name of the clients -> its annotation text (``from __future__`` strings)."""
    fields: dict[str, str] = {}
    for client in CLIENTS:
        for name, annotation in _fields_of(client).items():
            fields.setdefault(name, annotation)
    return fields

logger = logging.getLogger("kafka_async.spark")


class SparkOptionError(ValueError):
    """A data source option that is missing, unknown, forbidden or has a bad value.

    The message always names the option (as the user spelled it in Spark's terms).
    """


def lower_keys(options: Mapping[str, str]) -> dict[str, str]:
    """A plain dict of ``options`` with lower-cased keys (Spark's option names are
    case-insensitive; its CaseInsensitiveDict already lower-cases, plain dicts do not)."""
    return {str(key).lower(): str(value) for key, value in options.items()}


# ---------------------------------------------------------------------------- client settings


def client_settings(options: Mapping[str, str], clients: tuple[str, ...] = CLIENTS
                    ) -> dict[str, Any]:
    """The ``kafka.``-prefixed options as kafka_async config kwargs, validated.

    ``kafka.bootstrap.servers`` is required. The result may mix consumer-only and producer-only
    settings; pass it through :func:`consumer_settings`, :func:`producer_settings` or
    :func:`admin_settings` to keep what one client class accepts. Values are checked by
    building the config of each of ``clients`` (the ones the query will run), so a bad value
    fails now, named as an option; an option no client of the query uses is still checked for
    its name and type, as Java warns about settings a client does not know.
    """
    settings: dict[str, Any] = {}
    origin: dict[str, str] = {}
    for key, raw in lower_keys(options).items():
        if not key.startswith(KAFKA_PREFIX):
            continue
        java_name = key[len(KAFKA_PREFIX):]
        option = KAFKA_PREFIX + java_name
        for name, value in _convert(option, java_name, raw, clients).items():
            settings[name] = value
            origin[name] = option
    if "bootstrap_servers" not in settings:
        raise SparkOptionError(
            "option 'kafka.bootstrap.servers' must be specified (e.g. '127.0.0.1:9092')"
        )
    _validate(settings, origin, clients)
    return settings


def consumer_settings(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The part of :func:`client_settings`'s result a ``ConsumerConfig`` accepts."""
    return _only_fields_of(_config_class("consumer"), settings)


def producer_settings(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The part of :func:`client_settings`'s result a ``ProducerConfig`` accepts."""
    return _only_fields_of(_config_class("producer"), settings)


def admin_settings(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The part of :func:`client_settings`'s result an ``AdminConfig`` accepts."""
    return _only_fields_of(_config_class("admin"), settings)


def _only_fields_of(cls: type[ClientConfig], settings: Mapping[str, Any]) -> dict[str, Any]:
    known = {f.name for f in dataclasses.fields(cls)}
    return {name: value for name, value in settings.items() if name in known}


def _convert(option: str, java_name: str, raw: str, clients: tuple[str, ...]
             ) -> dict[str, Any]:
    if java_name in _FORBIDDEN:
        raise SparkOptionError(
            f"option '{option}' is not supported: {_FORBIDDEN[java_name]}"
        )
    if java_name in _IGNORED:
        logger.warning("option '%s': %s", option, _IGNORED[java_name])
        return {}
    if java_name in JVM_ONLY:
        logger.info("option '%s' only steers the JVM's machinery; it has no effect here", option)
        return {}
    name = setting_name(java_name)
    annotation = next((_fields_of(client)[name] for client in clients
                       if name in _fields_of(client)), None) or _fields().get(name)
    if annotation is None:
        close = difflib.get_close_matches(name, sorted(_fields()), n=1, cutoff=0.7)
        hint = f" (did you mean 'kafka.{close[0].replace('_', '.')}'?)" if close else ""
        raise SparkOptionError(f"option '{option}' is not a setting kafka_async knows{hint}")
    if name in _OBJECT_FIELDS:
        raise SparkOptionError(
            f"option '{option}' cannot be given as a string option (it takes a Python object)"
        )
    return {name: _typed(option, annotation, raw)}


def _typed(option: str, annotation: str, raw: str) -> Any:
    """Convert the option's string to the config field's type, read from its annotation."""
    text = raw.strip()
    optional = "None" in annotation
    if optional and text.lower() in ("", "none", "null"):
        return None
    base = annotation.split("|")[0].strip()
    if base == "Secret":
        return raw  # passwords and JAAS configs as given (blanks may belong to them)
    if base == "float":
        try:
            return convert_value(option, annotation, raw)
        except PropertiesError as exc:
            raise SparkOptionError(f"option '{option}' must be a number, got {raw!r}") from exc
    if base == "bool":
        lowered = text.lower()
        if lowered not in ("true", "false"):
            raise SparkOptionError(f"option '{option}' must be true or false, got {raw!r}")
        return lowered == "true"
    if base == "int" and not annotation.startswith("int | str"):
        name = option[len(KAFKA_PREFIX):].replace(".", "_")
        if name in _JAVA_LONG_SETTINGS:
            return parse_int(option, raw, low=INT64_MIN, high=INT64_MAX, what="an integer")
        # Java's INT settings: a larger value would fail there, and here only later, inside
        # a request encoder on an executor (e.g. Fetch's int32 max_wait_ms).
        return parse_int(option, raw, low=-INT32_MAX - 1, high=INT32_MAX, what="an integer")
    return text


#: Java's long range: Spark parses numeric options with ``toLong`` (or ``toInt``).
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
INT32_MAX = 2**31 - 1
_ASCII_INT = re.compile(r"[+-]?[0-9]+")


def parse_int(option: str, raw: str, *, low: int, high: int, what: str) -> int:
    """``raw`` (surrounding blanks allowed) as an integer in ``[low, high]``, else an error naming
    ``option``. Only ASCII digits, like Java's ``Long.parseLong``: Python's ``int()`` would also
    take ``"1_000"`` or non-ASCII digits, and an out-of-range value would only fail later, deep
    inside an encoder or the JVM."""
    text = raw.strip()
    if not _ASCII_INT.fullmatch(text) or len(text) > 40:
        shown = raw if len(raw) <= 40 else raw[:40] + "..."
        raise SparkOptionError(f"option '{option}' must be {what}, got {shown!r}")
    value = int(text)
    if value < low:
        raise SparkOptionError(f"option '{option}' must be {what}, got {raw!r}")
    if value > high:
        raise SparkOptionError(f"option '{option}' must be {what} no larger than {high}, got "
                               f"{raw!r}")
    return value


def _validate(settings: Mapping[str, Any], origin: Mapping[str, str],
              clients: tuple[str, ...]) -> None:
    """Build each client's config once, so a bad value fails now, named as an option."""
    for client in clients:
        cls = _config_class(client)
        try:
            cls.from_kwargs(**_only_fields_of(cls, settings))
        except ConfigError as exc:
            message = str(exc)
            # Name the options the message is about: the user's spelling when they gave it,
            # else the Java-style name of the setting they still need to give.
            named = [origin.get(name, KAFKA_PREFIX + name.replace("_", "."))
                     for name in sorted(_fields_of(client), key=message.find)
                     if re.search(rf"\b{name}\b", message)]
            options = ", ".join(f"'{option}'" for option in dict.fromkeys(named)) or "'kafka.*'"
            plural = "s" if len(named) > 1 else ""
            raise SparkOptionError(f"option{plural} {options}: {message}") from None
