"""The Admin's vocabulary: resource types, ACL enums and config resources, with Java's names
and the numbers they have on the wire.

Two different "resource type" numberings exist in Kafka and must not be mixed: ACLs use
``ResourceType`` (TOPIC 2, GROUP 3, CLUSTER 4, ...) and configs use ``ConfigResource.Type``
(TOPIC 2, BROKER 4, BROKER_LOGGER 8, CLIENT_METRICS 16, GROUP 32).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import ClassVar

from kafka_async.protocol.arguments import describe_value
from kafka_async.protocol.topics import validate_topic_name

__all__ = [
    "AclOperation",
    "AclPermissionType",
    "AlterConfigOp",
    "Config",
    "ConfigEntry",
    "ConfigResource",
    "ConfigResourceType",
    "ConfigSource",
    "ConfigSynonym",
    "ConfigType",
    "PatternType",
    "ResourceType",
]


class ResourceType(enum.IntEnum):
    """What an ACL protects (Java's org.apache.kafka.common.resource.ResourceType)."""

    UNKNOWN = 0
    ANY = 1
    TOPIC = 2
    GROUP = 3
    CLUSTER = 4
    TRANSACTIONAL_ID = 5
    DELEGATION_TOKEN = 6
    USER = 7


class PatternType(enum.IntEnum):
    """How an ACL's resource name matches: LITERAL (exactly, or ``*`` for all), PREFIXED; in
    filters also ANY (either) and MATCH (whatever would apply to the name)."""

    UNKNOWN = 0
    ANY = 1
    MATCH = 2
    LITERAL = 3
    PREFIXED = 4


class AclOperation(enum.IntEnum):
    """An operation an ACL allows or denies (bit n of an ``authorized_operations`` field)."""

    UNKNOWN = 0
    ANY = 1
    ALL = 2
    READ = 3
    WRITE = 4
    CREATE = 5
    DELETE = 6
    ALTER = 7
    DESCRIBE = 8
    CLUSTER_ACTION = 9
    DESCRIBE_CONFIGS = 10
    ALTER_CONFIGS = 11
    IDEMPOTENT_WRITE = 12
    CREATE_TOKENS = 13
    DESCRIBE_TOKENS = 14
    TWO_PHASE_COMMIT = 15


class AclPermissionType(enum.IntEnum):
    UNKNOWN = 0
    ANY = 1
    DENY = 2
    ALLOW = 3


class ConfigResourceType(enum.IntEnum):
    """Java's ConfigResource.Type (also reachable as ``ConfigResource.Type``)."""

    UNKNOWN = 0
    TOPIC = 2
    BROKER = 4
    BROKER_LOGGER = 8
    CLIENT_METRICS = 16
    GROUP = 32


class ConfigSource(enum.IntEnum):
    """Where a config's value comes from (Java's ConfigEntry.ConfigSource; wire numbers)."""

    UNKNOWN = 0
    DYNAMIC_TOPIC_CONFIG = 1
    DYNAMIC_BROKER_CONFIG = 2
    DYNAMIC_DEFAULT_BROKER_CONFIG = 3
    STATIC_BROKER_CONFIG = 4
    DEFAULT_CONFIG = 5
    DYNAMIC_BROKER_LOGGER_CONFIG = 6
    DYNAMIC_CLIENT_METRICS_CONFIG = 7
    DYNAMIC_GROUP_CONFIG = 8


class ConfigType(enum.IntEnum):
    """A config's data type (Java's ConfigEntry.ConfigType)."""

    UNKNOWN = 0
    BOOLEAN = 1
    STRING = 2
    INT = 3
    SHORT = 4
    LONG = 5
    DOUBLE = 6
    LIST = 7
    CLASS = 8
    PASSWORD = 9


@dataclass(frozen=True)
class ConfigResource:
    """A thing with configs: ``ConfigResource(ConfigResource.Type.TOPIC, "orders")``.

    Names by type: a topic's name; a broker's id as a string (``""``: the cluster-wide
    default broker config); a broker's id for BROKER_LOGGER; a group id; a client-metrics
    subscription name.
    """

    Type: ClassVar[type[ConfigResourceType]] = ConfigResourceType

    type: ConfigResourceType
    name: str

    def __post_init__(self) -> None:
        try:
            kind = ConfigResourceType(self.type)
        except ValueError:
            raise ValueError(f"ConfigResource type must be a ConfigResource.Type, got "
                             f"{describe_value(self.type)}") from None
        if kind is ConfigResourceType.UNKNOWN:
            raise ValueError("ConfigResource type UNKNOWN cannot be described or altered")
        object.__setattr__(self, "type", kind)
        if not isinstance(self.name, str):
            raise TypeError(f"ConfigResource name must be a str, got "
                            f"{type(self.name).__name__} {describe_value(self.name)}")
        if kind is ConfigResourceType.TOPIC:
            validate_topic_name(self.name)
        elif kind in (ConfigResourceType.BROKER, ConfigResourceType.BROKER_LOGGER):
            if not (self.name.isdigit() or (self.name == "" and
                                             kind is ConfigResourceType.BROKER)):
                raise ValueError(f"a {kind.name} ConfigResource is named by a broker id "
                                 f"(e.g. '1'), got {self.name!r}")
        elif not self.name:
            raise ValueError(f"a {kind.name} ConfigResource needs a name")

    @property
    def is_default(self) -> bool:
        """The cluster-wide default broker config (a BROKER resource named ``""``)."""
        return self.type is ConfigResourceType.BROKER and self.name == ""


@dataclass(frozen=True)
class ConfigSynonym:
    """One place a config's value could come from, most specific first."""

    name: str
    value: str | None
    source: ConfigSource


@dataclass(frozen=True)
class ConfigEntry:
    """One config of a resource, as ``describe_configs`` reports it. A sensitive value
    (a password) is None: brokers never send it."""

    name: str
    value: str | None
    source: ConfigSource = ConfigSource.UNKNOWN
    is_sensitive: bool = False
    is_read_only: bool = False
    synonyms: tuple[ConfigSynonym, ...] = ()
    type: ConfigType = ConfigType.UNKNOWN
    documentation: str | None = None

    @property
    def is_default(self) -> bool:
        return self.source is ConfigSource.DEFAULT_CONFIG


@dataclass(frozen=True)
class Config:
    """The configs of one resource (Java's Config): ``config.get("retention.ms").value``."""

    entries: dict[str, ConfigEntry] = field(default_factory=dict)

    def get(self, name: str) -> ConfigEntry | None:
        return self.entries.get(name)

    def __getitem__(self, name: str) -> ConfigEntry:
        return self.entries[name]

    def __contains__(self, name: object) -> bool:
        return name in self.entries

    def __len__(self) -> int:
        return len(self.entries)


class AlterConfigOpType(enum.IntEnum):
    SET = 0
    DELETE = 1
    APPEND = 2
    SUBTRACT = 3


@dataclass(frozen=True)
class AlterConfigOp:
    """One incremental change: ``AlterConfigOp("retention.ms", "1000")`` sets,
    ``AlterConfigOp("retention.ms", op=AlterConfigOp.OpType.DELETE)`` reverts to the default,
    APPEND / SUBTRACT add or remove items of a list config (``cleanup.policy``...)."""

    OpType: ClassVar[type[AlterConfigOpType]] = AlterConfigOpType

    name: str
    value: str | None = None
    op: AlterConfigOpType = AlterConfigOpType.SET

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name:
            raise ValueError(f"AlterConfigOp name must be a non-empty str, got "
                             f"{describe_value(self.name)}")
        try:
            op = AlterConfigOpType(self.op)
        except ValueError:
            raise ValueError(f"AlterConfigOp op must be an AlterConfigOp.OpType, got "
                             f"{describe_value(self.op)}") from None
        object.__setattr__(self, "op", op)
        if op is AlterConfigOpType.DELETE:
            if self.value is not None:
                raise ValueError(f"AlterConfigOp DELETE of {self.name!r} takes no value")
        elif not isinstance(self.value, str):
            raise TypeError(f"AlterConfigOp {op.name} of {self.name!r} needs a str value "
                            f"(numbers as strings), got {describe_value(self.value)}")
