"""Client configuration: Java client names in snake_case, validated once, frozen afterwards.

Why a frozen dataclass rather than a dict: a typo (``request_timeout=...``) must fail at
construction with a did-you-mean, not be ignored for the lifetime of the client; and every layer
can read ``config.request_timeout_ms`` with types checked by mypy. Producer/consumer configs extend
``ClientConfig`` by subclassing; ``from_kwargs`` then accepts their fields too.

Credentials are wrapped in ``Secret`` at construction, so ``repr(config)`` and tracebacks never
show them. A config copies, deep-copies (``dataclasses.asdict`` too) and pickles with its secrets
still wrapped; objects it only refers to (``ssl_context``, callables) are shared by a deep copy.

Validation rules
----------------
Every field is checked once, at construction, by a rule chosen from its *annotation* (the table
``_RULES`` below): no per-record cost, and a new field cannot be forgotten
(tests/cluster/test_config_validation.py fails for a field no rule covers). The rules:

* ``bool`` settings take ``True``/``False`` only. Strings such as ``"false"`` are refused rather
  than parsed: a Python setting is a Python value, and a truthy ``"no"`` must never turn a check
  on or off. Java's string forms are parsed where strings come in (the Spark source's
  ``kafka.*`` options).
* ``int`` settings take ints only (not bool, not float) within Java's documented lower bound
  (stricter where 0 could only hang the client) and the width of Java's type: INT32 for Java's
  INT settings, INT64 for its LONG ones (``_INT_RANGES``, one table per config class).
* ``str`` settings take str; strings that go on the wire fit Kafka's INT16 string (at most
  32767 UTF-8 bytes); fixed vocabularies are listed in ``_CHOICES``; ``_NON_EMPTY`` ones cannot
  be ``""``.
* ``ssl_*file`` paths must name readable files when TLS is on (checked now, path named).
* Secrets take a str (wrapped in ``Secret``) or a ``Secret``; their value is never quoted in an
  error. Callables must be callable.

Wrong types raise ``ConfigTypeError`` (a ``ConfigError`` and a ``TypeError``); wrong values
``ConfigError`` (a ``ValueError``). Both name the setting and what it allows.
"""

from __future__ import annotations

import copy
import dataclasses
import itertools
import os
import ssl
from collections.abc import Callable, Mapping, Sequence
from dataclasses import field
from typing import Any, ClassVar, TypeVar

from kafka_async._version import __version__
from kafka_async.cluster.config_base import config_dataclass
from kafka_async.cluster.security import (
    SecurityConfig,
    SecuritySettingError,
    TokenProvider,
    check_sasl,
    default_mechanism,
    kerberos_settings,
    resolve_jaas,
    sasl_extensions,
    tls_stores,
    token_provider,
)
from kafka_async.metrics.hooks import HookDispatch, check_hooks
from kafka_async.network.connection import ConnectionSettings
from kafka_async.network.sasl import SUPPORTED_MECHANISMS, Secret
from kafka_async.network.sasl.base import RedactedUrl
from kafka_async.network.tls import STORE_TYPES, TLS_PROTOCOLS, create_ssl_context
from kafka_async.protocol.arguments import (
    INT16_MAX,
    INT32_MAX,
    INT64_MAX,
    check_int,
    describe_value,
)
from kafka_async.protocol.errors import KafkaError
from kafka_async.protocol.wire import DEFAULT_MAX_FRAME_BYTES

__all__ = [
    "SECURITY_PROTOCOLS",
    "ClientConfig",
    "ConfigError",
    "ConfigTypeError",
    "TokenProvider",
]

SECURITY_PROTOCOLS = ("PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL")


_ConfigT = TypeVar("_ConfigT", bound="ClientConfig")


class ConfigError(KafkaError, ValueError):
    """A configuration value that is missing, of the wrong type, out of range or unknown."""


class ConfigTypeError(ConfigError, TypeError):
    """A setting of the wrong type (``acks=True``, ``client_id=123``): a ConfigError, and a
    TypeError for code that catches the builtin."""


#: per client kind, the numbers of generated client ids (Java: one sequence per kind)
_CLIENT_SEQUENCES: dict[str, itertools.count[int]] = {}


def next_client_number(kind: str) -> int:
    """The next number of ``kind``'s generated client ids (1, 2, ... per process)."""
    return next(_CLIENT_SEQUENCES.setdefault(kind, itertools.count(1)))


@config_dataclass(frozen=True, kw_only=True)
class ClientConfig(SecurityConfig):
    """Settings shared by every client (Admin, and the base of producer/consumer configs);
    the TLS and SASL ones are declared in SecurityConfig (cluster/security.py).

    Durations keep the Java unit (milliseconds) and name so that settings copied from a Java
    properties file mean the same thing here.
    """

    #: Java's lower bound (or 1 where 0 could only hang or spin) and the width of Java's type
    #: (INT: INT32, LONG: INT64) of each int setting; subclasses add their own table.
    _INT_RANGES: ClassVar[Mapping[str, tuple[int, int]]] = {
        "request_timeout_ms": (1, INT32_MAX),
        "connections_max_idle_ms": (1, INT64_MAX),
        "metadata_max_age_ms": (1, INT64_MAX),
        "reconnect_backoff_ms": (0, INT64_MAX),
        "reconnect_backoff_max_ms": (1, INT64_MAX),
        "retry_backoff_ms": (0, INT64_MAX),
        "retry_backoff_max_ms": (1, INT64_MAX),
        "socket_connection_setup_timeout_ms": (1, INT64_MAX),
        "max_in_flight_requests_per_connection": (1, INT32_MAX),
        # Not a Java setting: a frame's size prefix is an INT32.
        "receive_message_max_bytes": (1024, INT32_MAX),
        # -1 keeps the OS default; 0 is refused below (SO_SNDBUF/SO_RCVBUF of 0 is no buffer).
        "send_buffer_bytes": (-1, INT32_MAX),
        "receive_buffer_bytes": (-1, INT32_MAX),
        "metrics_sample_window_ms": (1, INT64_MAX),
        "metrics_num_samples": (1, INT32_MAX),
        # Java's SHORT settings with its documented bounds
        "sasl_login_refresh_min_period_seconds": (0, 900),
        "sasl_login_refresh_buffer_seconds": (0, 3600),
        "sasl_login_connect_timeout_ms": (1, INT32_MAX),
        "sasl_login_read_timeout_ms": (1, INT32_MAX),
        "sasl_login_retry_backoff_ms": (1, INT64_MAX),
        "sasl_login_retry_backoff_max_ms": (1, INT64_MAX),
    }
    #: float settings: Java's documented bounds.
    _FLOAT_RANGES: ClassVar[Mapping[str, tuple[float, float]]] = {
        "sasl_login_refresh_window_factor": (0.5, 1.0),
        "sasl_login_refresh_window_jitter": (0.0, 0.25),
    }
    #: str settings with a fixed vocabulary (sasl_mechanism is checked only when SASL is on).
    _CHOICES: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "security_protocol": SECURITY_PROTOCOLS,
        "metadata_recovery_strategy": ("rebootstrap", "none"),
        "metrics_recording_level": ("INFO", "DEBUG", "TRACE"),
        "ssl_keystore_type": STORE_TYPES,
        "ssl_truststore_type": STORE_TYPES,
        # Java: "https" checks the broker's host name against its certificate; "" does not.
        "ssl_endpoint_identification_algorithm": ("https", ""),
    }
    #: str settings that may be None but not "".
    _NON_EMPTY: ClassVar[frozenset[str]] = frozenset({
        "ssl_cafile", "ssl_certfile", "ssl_keyfile", "sasl_plain_username",
        "ssl_keystore_location", "ssl_truststore_location", "ssl_keystore_certificate_chain",
        "ssl_truststore_certificates", "sasl_kerberos_service_name", "sasl_kerberos_principal",
        "sasl_kerberos_keytab", "sasl_kerberos_ticket_cache", "sasl_kerberos_domain_name",
        "sasl_oauthbearer_token_endpoint_url", "sasl_oauthbearer_client_credentials_client_id",
        "sasl_oauthbearer_scope_claim_name", "sasl_oauthbearer_sub_claim_name",
    })
    #: Local file paths: not sent anywhere (no wire-length limit), checked to exist.
    _PATHS: ClassVar[tuple[str, ...]] = (
        "ssl_cafile", "ssl_certfile", "ssl_keyfile", "ssl_keystore_location",
        "ssl_truststore_location", "sasl_kerberos_keytab", "sasl_kerberos_ticket_cache",
    )
    #: The TLS files checked when TLS is on (the Kerberos ones are checked with GSSAPI).
    _TLS_PATHS: ClassVar[tuple[str, ...]] = (
        "ssl_cafile", "ssl_certfile", "ssl_keyfile", "ssl_keystore_location",
        "ssl_truststore_location",
    )
    #: Fields whose annotation has no rule in ``_RULES``: the class checks them itself.
    _CUSTOM_CHECKED: ClassVar[frozenset[str]] = frozenset({"bootstrap_servers", "hooks"})

    #: Java's client.id when none is given: "<kind>-<n>" (see ``default_client_id``)
    _CLIENT_KIND: ClassVar[str] = "kafka_async"

    bootstrap_servers: tuple[str, ...]
    client_id: str = ""
    request_timeout_ms: int = 30_000
    connections_max_idle_ms: int = 540_000
    metadata_max_age_ms: int = 300_000
    #: Java's metadata.recovery.strategy (KIP-899, "rebootstrap" by default since Kafka 4.0):
    #: when no broker the metadata names answers (a cluster moved to new addresses behind the
    #: same bootstrap names), ask the bootstrap servers again, resolved anew; "none" keeps
    #: asking the known brokers
    metadata_recovery_strategy: str = "rebootstrap"
    reconnect_backoff_ms: int = 50
    reconnect_backoff_max_ms: int = 1_000
    retry_backoff_ms: int = 100
    retry_backoff_max_ms: int = 1_000
    socket_connection_setup_timeout_ms: int = 10_000
    max_in_flight_requests_per_connection: int = 5
    receive_message_max_bytes: int = DEFAULT_MAX_FRAME_BYTES
    send_buffer_bytes: int = -1
    receive_buffer_bytes: int = -1
    #: Java's metrics.sample.window.ms / metrics.num.samples: the window of ``*-rate``,
    #: ``*-avg`` and ``*-max`` metrics (docs/observability.md).
    metrics_sample_window_ms: int = 30_000
    metrics_num_samples: int = 2
    metrics_recording_level: str = "INFO"
    #: KIP-714: push this client's metrics to the brokers when a client-metrics
    #: subscription asks for them (Java's enable.metrics.push; on by default, as there).
    enable_metrics_push: bool = True
    #: Hook objects (kafka_async.metrics.hooks): typed callbacks on connections, requests,
    #: batches and assignments. Not in Java (franz-go's hooks are the model).
    hooks: tuple[object, ...] = field(default=(), repr=False)

    @classmethod
    def from_kwargs(cls: type[_ConfigT], **settings: Any) -> _ConfigT:
        """Build and validate a config; unknown names fail with a did-you-mean."""
        known = {f.name for f in dataclasses.fields(cls)}
        for name in settings:
            if name not in known:
                raise ConfigError(_unknown_setting_message(name, known))
        if "bootstrap_servers" not in settings:
            raise ConfigError("bootstrap_servers is required (e.g. '127.0.0.1:9092')")
        return cls(**settings)

    def __post_init__(self) -> None:
        _normalise_servers(self)
        _normalise_case(self)
        _check_fields(self)
        try:
            object.__setattr__(self, "hooks", check_hooks(self.hooks))
        except TypeError as exc:
            raise ConfigTypeError(str(exc)) from None
        for name in ("send_buffer_bytes", "receive_buffer_bytes"):
            if getattr(self, name) == 0:
                raise ConfigError(f"{name} must be -1 (OS default) or a positive int, got 0")
        if self.reconnect_backoff_max_ms < self.reconnect_backoff_ms:
            raise ConfigError("reconnect_backoff_max_ms must be >= reconnect_backoff_ms")
        try:
            if self.uses_sasl:  # (Java reads sasl.* only on SASL_ listeners)
                object.__setattr__(self, "sasl_mechanism", default_mechanism(self))
            elif self.sasl_mechanism is None:
                object.__setattr__(self, "sasl_mechanism", "PLAIN")
            for name, value in resolve_jaas(self).items():
                object.__setattr__(self, name, value)
        except SecuritySettingError as exc:
            raise ConfigError(str(exc)) from None
        url = self.sasl_oauthbearer_token_endpoint_url
        if url is not None:  # its user info or query may hold a credential: not in reprs
            object.__setattr__(self, "sasl_oauthbearer_token_endpoint_url", RedactedUrl(url))
        if not self.client_id:
            object.__setattr__(self, "client_id", self.default_client_id())
        self._check_tls_settings()
        if self.uses_tls and self.ssl_context is None:
            self._check_ssl_files()
        if self.uses_sasl:
            self._validate_sasl()

    def default_client_id(self) -> str:
        """As Java's clients name themselves when client.id is empty: ``producer-1``,
        ``consumer-<group>-2``, ``adminclient-3``, so two clients of one process never share
        an id (their metrics, quotas and broker logs would mix). Subclasses add the group or
        transactional id."""
        return f"{self._CLIENT_KIND}-{next_client_number(self._CLIENT_KIND)}"

    def _check_tls_settings(self) -> None:
        """Java's names and kafka-python's for the same thing cannot both be given."""
        pairs = (("ssl_password", "ssl_key_password"), ("ssl_cafile", "ssl_truststore_location"),
                 ("ssl_cafile", "ssl_truststore_certificates"),
                 ("ssl_truststore_location", "ssl_truststore_certificates"),
                 ("ssl_certfile", "ssl_keystore_location"), ("ssl_certfile", "ssl_keystore_key"),
                 ("ssl_keystore_location", "ssl_keystore_key"))
        for first, second in pairs:
            if getattr(self, first) is not None and getattr(self, second) is not None:
                raise ConfigError(f"give {first} or {second}, not both")
        # Java's DefaultSslEngineFactory refuses these too: a PEM store has no store password
        if self.ssl_truststore_password is not None and (
                self.ssl_truststore_type == "PEM" or self.ssl_truststore_certificates is not None):
            raise ConfigError("ssl_truststore_password cannot be given with a PEM trust store "
                              "(ssl_truststore_type=PEM or ssl_truststore_certificates): PEM "
                              "certificates have no password; remove it")
        if self.ssl_keystore_password is not None and (
                self.ssl_keystore_type == "PEM" or self.ssl_keystore_key is not None):
            raise ConfigError("ssl_keystore_password cannot be given with a PEM key store "
                              "(ssl_keystore_type=PEM or ssl_keystore_key): only "
                              "ssl_key_password, the private key's password, applies")
        if (self.ssl_keystore_key is None) != (self.ssl_keystore_certificate_chain is None):
            raise ConfigError("ssl_keystore_key and ssl_keystore_certificate_chain go together "
                              "(the inline PEM key and its certificate chain)")
        protocols = [item.strip() for item in self.ssl_enabled_protocols.split(",")
                     if item.strip()]
        unknown = [item for item in protocols if item not in TLS_PROTOCOLS]
        if not protocols or unknown:
            raise ConfigError(f"ssl_enabled_protocols must list some of {', '.join(TLS_PROTOCOLS)}"
                              f" (older TLS versions are insecure), got "
                              f"{self.ssl_enabled_protocols!r}")

    def _check_ssl_files(self) -> None:
        """A missing CA or key file fails now, named, instead of as a bare FileNotFoundError
        (which carries no path) at the first connection. Only when TLS is on: the paths are
        not read otherwise (and a given ssl_context wins over them). A JKS store, or a store
        of another type than declared, fails now too (with the command that converts it)."""
        from kafka_async.network.keystores import KeyStoreError, check_store_file  # TLS only

        self._check_readable(self._TLS_PATHS)
        try:
            if self.ssl_keystore_location is not None:
                check_store_file("ssl_keystore_location", self.ssl_keystore_location,
                                 self.ssl_keystore_type)
            if self.ssl_truststore_location is not None:
                check_store_file("ssl_truststore_location", self.ssl_truststore_location,
                                 self.ssl_truststore_type)
        except KeyStoreError as exc:
            raise ConfigError(str(exc)) from None

    def _check_readable(self, names: Sequence[str]) -> None:
        for name in names:
            path = getattr(self, name)
            if path is None:
                continue
            if not os.path.isfile(path):
                reason = "is not a file" if os.path.exists(path) else "does not exist"
                raise ConfigError(f"{name} {path!r} {reason}")
            if not os.access(path, os.R_OK):
                raise ConfigError(f"{name} {path!r} is not readable by this process")

    def __deepcopy__(self, memo: dict[int, Any]) -> ClientConfig:
        """A deep copy of the settings that shares what the config only refers to: the
        ssl_context (not copyable at all) and callables (a serializer may hold a schema-registry
        client, a token provider a session). Secrets stay Secrets."""
        clone = object.__new__(type(self))
        memo[id(self)] = clone
        for item in dataclasses.fields(self):
            value = getattr(self, item.name)
            if not (isinstance(value, ssl.SSLContext) or callable(value)
                    or item.name in _SHARED_OBJECTS):
                value = copy.deepcopy(value, memo)
            object.__setattr__(clone, item.name, value)
        return clone

    def _validate_sasl(self) -> None:
        if self.sasl_mechanism not in SUPPORTED_MECHANISMS:
            raise ConfigError(
                f"sasl_mechanism must be one of {', '.join(SUPPORTED_MECHANISMS)}, "
                f"got {self.sasl_mechanism!r}"
            )
        if self.sasl_mechanism == "GSSAPI":
            self._check_readable(("sasl_kerberos_keytab",))
        try:
            check_sasl(self)
        except SecuritySettingError as exc:
            raise ConfigError(str(exc)) from None

    @property
    def uses_tls(self) -> bool:
        return self.security_protocol in ("SSL", "SASL_SSL")

    @property
    def uses_sasl(self) -> bool:
        return self.security_protocol in ("SASL_PLAINTEXT", "SASL_SSL")

    def build_ssl_context(self) -> ssl.SSLContext | None:
        """The SSL context to use (the user's, or one built from ssl_cafile & co), or None."""
        if not self.uses_tls:
            return None
        if self.ssl_context is not None:
            return self.ssl_context
        from kafka_async.network.keystores import KeyStoreError  # TLS only

        try:
            return create_ssl_context(
                cafile=self.ssl_cafile,
                certfile=self.ssl_certfile,
                keyfile=self.ssl_keyfile,
                password=self.ssl_password or self.ssl_key_password,
                check_hostname=(self.ssl_check_hostname
                                and self.ssl_endpoint_identification_algorithm == "https"),
                stores=tls_stores(self),
                enabled_protocols=tuple(item.strip()
                                        for item in self.ssl_enabled_protocols.split(",")
                                        if item.strip()),
            )
        except KeyStoreError as exc:
            raise ConfigError(str(exc)) from None
        except (OSError, ssl.SSLError) as exc:
            # ssl's errors name neither the setting nor the file (FileNotFoundError has no
            # filename here); the files may also have changed since construction.
            files = ", ".join(
                f"{name}={getattr(self, name)!r}"
                for name in self._PATHS
                if getattr(self, name) is not None
            )
            raise ConfigError(
                f"cannot load the TLS files ({files or 'system CA store'}): "
                f"{type(exc).__name__}: {exc.strerror or exc}"
            ) from exc

    def _token_provider(self) -> Any:
        """The OAUTHBEARER token source: a new OAuth login per client (each keeps its own
        token cache), the user's callable, or None."""
        if not (self.uses_sasl and self.sasl_mechanism == "OAUTHBEARER"):
            return None
        try:
            return token_provider(self)
        except SecuritySettingError as exc:
            raise ConfigError(str(exc)) from None

    def connection_settings(self) -> ConnectionSettings:
        """What one broker connection needs, in the network layer's own (seconds) terms."""
        return ConnectionSettings(
            client_id=self.client_id,
            client_software_name="kafka-async",
            client_software_version=__version__,
            request_timeout=self.request_timeout_ms / 1000,
            connect_timeout=self.socket_connection_setup_timeout_ms / 1000,
            max_in_flight=self.max_in_flight_requests_per_connection,
            max_frame_bytes=self.receive_message_max_bytes,
            ssl_context=self.build_ssl_context(),
            sasl_mechanism=self.sasl_mechanism if self.uses_sasl else None,
            sasl_username=self.sasl_plain_username,
            sasl_password=self.sasl_plain_password,
            sasl_token_provider=self._token_provider(),
            sasl_extensions=sasl_extensions(self),
            sasl_kerberos=(kerberos_settings(self)
                           if self.uses_sasl and self.sasl_mechanism == "GSSAPI" else None),
            send_buffer_bytes=self.send_buffer_bytes,
            receive_buffer_bytes=self.receive_buffer_bytes,
            hooks=HookDispatch(self.hooks),
        )


def _normalise_case(config: ClientConfig) -> None:
    """Java reads store types and the endpoint algorithm in any case (``pkcs12``, ``HTTPS``)."""
    for name, change in (("ssl_keystore_type", str.upper), ("ssl_truststore_type", str.upper),
                         ("ssl_endpoint_identification_algorithm", str.lower)):
        value = getattr(config, name)
        if isinstance(value, str):
            object.__setattr__(config, name, change(value))
    if config.ssl_endpoint_identification_algorithm is None:  # Java: null, like "", is no check
        object.__setattr__(config, "ssl_endpoint_identification_algorithm", "")


def _normalise_servers(config: ClientConfig) -> None:
    """bootstrap_servers as a tuple; like Java's LIST settings it also takes one
    comma-separated string (``"a:9092,b:9092"``), the form config files use."""
    servers: object = config.bootstrap_servers
    if isinstance(servers, str):
        servers = [s.strip() for s in servers.split(",") if s.strip()]
    if not isinstance(servers, Sequence) or not servers:
        raise ConfigError("bootstrap_servers must be a non-empty 'host:port' list or string")
    for server in servers:
        _check_address(server)
    object.__setattr__(config, "bootstrap_servers", tuple(servers))


# ---------------------------------------------------------------------------- the rules

#: Settings holding the application's own objects, shared (never copied) by a config copy:
#: a hook or interceptor must see the events of every client configured with it.
_SHARED_OBJECTS = frozenset({"hooks", "interceptors"})


class _Tables:
    """A config class's rule tables, merged along its MRO (a subclass adds to its bases')."""

    def __init__(self, cls: type[ClientConfig]) -> None:
        self.ranges: dict[str, tuple[int, int]] = {}
        self.choices: dict[str, tuple[str, ...]] = {}
        self.non_empty: set[str] = set()
        self.paths: set[str] = set()
        self.float_ranges: dict[str, tuple[float, float]] = {}
        for klass in reversed(cls.__mro__):
            own = vars(klass)
            self.ranges.update(own.get("_INT_RANGES", {}))
            self.float_ranges.update(own.get("_FLOAT_RANGES", {}))
            self.choices.update(own.get("_CHOICES", {}))
            self.non_empty.update(own.get("_NON_EMPTY", ()))
            self.paths.update(own.get("_PATHS", ()))


def _check_bool(name: str, value: object, tables: _Tables) -> object:
    if not isinstance(value, bool):
        raise ConfigTypeError(
            f"{name} must be True or False, got {type(value).__name__} {describe_value(value)}"
        )
    return value


def _check_int(name: str, value: object, tables: _Tables) -> object:
    low, high = tables.ranges.get(name, (0, INT32_MAX))
    return check_int(value, name, low, high, type_error=ConfigTypeError, value_error=ConfigError)


def _check_float(name: str, value: object, tables: _Tables) -> object:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigTypeError(
            f"{name} must be a number, got {type(value).__name__} {describe_value(value)}"
        )
    low, high = tables.float_ranges.get(name, (float("-inf"), float("inf")))
    if not low <= value <= high:  # NaN fails this too
        raise ConfigError(f"{name} must be between {low} and {high}, got {value!r}")
    return float(value)


#: the enumerated settings Java reads in any case (CaseInsensitiveValidString); its others
#: (isolation.level, auto.offset.reset, compression.type, acks...) take their exact spelling
_ANY_CASE = frozenset({"security_protocol", "group_protocol", "metadata_recovery_strategy"})


def _check_str(name: str, value: object, tables: _Tables) -> object:
    if not isinstance(value, str):
        raise ConfigTypeError(
            f"{name} must be a str, got {type(value).__name__} {describe_value(value)}"
        )
    choices = tables.choices.get(name)
    if choices is not None:
        if value not in choices:
            if name in _ANY_CASE:  # (as Java reads these; the canonical spelling is kept)
                folded = value.strip().lower()
                for choice in choices:
                    if choice.lower() == folded:
                        return choice
            raise ConfigError(
                f"{name} must be one of {', '.join(choices)}, got {describe_value(value)}"
            )
        return value
    if not value and name in tables.non_empty:
        raise ConfigError(f"{name} cannot be empty: give a value, or None to leave it unset")
    if name not in tables.paths:
        try:
            size = len(value.encode("utf-8"))
        except UnicodeEncodeError:
            raise ConfigError(f"{name} must be valid Unicode text (it is sent as UTF-8), got "
                              f"{describe_value(value)}") from None
        if size > INT16_MAX:
            raise ConfigError(
                f"{name} is {size} bytes in UTF-8; Kafka's strings hold at most {INT16_MAX}"
            )
    return value


def _check_secret(name: str, value: object, tables: _Tables) -> object:
    if isinstance(value, str):
        return Secret(value)
    if not isinstance(value, Secret):
        # Never quote the value: it may be the secret, passed in some other wrapper.
        raise ConfigTypeError(f"{name} must be a str (or a Secret), got {type(value).__name__}")
    return value


def _check_callable(name: str, value: object, tables: _Tables) -> object:
    if not callable(value):
        raise ConfigTypeError(
            f"{name} must be callable, got {type(value).__name__} {describe_value(value)}"
        )
    return value


def _check_ssl_context(name: str, value: object, tables: _Tables) -> object:
    if not isinstance(value, ssl.SSLContext):
        raise ConfigTypeError(f"{name} must be an ssl.SSLContext, got {type(value).__name__}")
    return value


def _check_str_mapping(name: str, value: object, tables: _Tables) -> object:
    if not isinstance(value, Mapping):
        raise ConfigTypeError(f"{name} must be a dict of str to str, got {type(value).__name__}")
    for key, item in value.items():
        if not isinstance(key, str) or not isinstance(item, str):
            raise ConfigTypeError(
                f"{name} must map str to str, got {type(key).__name__}: {type(item).__name__}"
            )
    return dict(value)  # a snapshot: later changes to the caller's dict do not leak in


_Rule = Callable[[str, object, _Tables], object]


def _optional(rule: _Rule) -> _Rule:
    def check(name: str, value: object, tables: _Tables) -> object:
        return None if value is None else rule(name, value, tables)

    return check


#: Field annotation (as written: ``from __future__ import annotations`` keeps it a string) ->
#: the rule that checks (and may normalise) the value.
_RULES: dict[str, _Rule] = {
    "bool": _check_bool,
    "bool | None": _optional(_check_bool),
    "int": _check_int,
    "int | None": _optional(_check_int),
    "float": _check_float,
    "str": _check_str,
    "str | None": _optional(_check_str),
    "Secret | None": _optional(_check_secret),
    "ssl.SSLContext | None": _optional(_check_ssl_context),
    "Mapping[str, str]": _check_str_mapping,
    "TokenProvider | None": _optional(_check_callable),
    "Partitioner | None": _optional(_check_callable),
    "Serializer | None": _optional(_check_callable),
    "Deserializer | None": _optional(_check_callable),
}


def rule_for(cls: type[ClientConfig], item: dataclasses.Field[Any]) -> _Rule | None:
    """The rule that checks ``item`` of ``cls``, or None when the class checks it itself
    (listed in its ``_CUSTOM_CHECKED``). Raises TypeError for a field nobody checks, so
    that a new field with a new kind of annotation fails the tests, not silently passes."""
    custom: set[str] = set()
    for klass in cls.__mro__:
        custom.update(vars(klass).get("_CUSTOM_CHECKED", ()))
    if item.name in custom:
        return None
    rule = _RULES.get(str(item.type))
    if rule is None:
        raise TypeError(f"{cls.__name__}.{item.name}: no validation rule for {item.type!r}")
    return rule


def _check_fields(config: ClientConfig) -> None:
    """Apply each field's rule (runs once, at construction); rules may normalise a value
    (a str password becomes a Secret, a mapping a private dict)."""
    cls = type(config)
    tables = _Tables(cls)
    for item in dataclasses.fields(config):
        rule = rule_for(cls, item)
        if rule is None:
            continue
        value = getattr(config, item.name)
        checked = rule(item.name, value, tables)
        if checked is not value:
            object.__setattr__(config, item.name, checked)


def _check_address(server: object) -> None:
    if not isinstance(server, str):
        raise ConfigTypeError(
            f"bootstrap_servers entries must be 'host:port' strings, got {describe_value(server)}"
        )
    host, _, port = server.rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ConfigError(f"bootstrap_servers entry {server!r} is not 'host:port'")


def _unknown_setting_message(name: str, known: set[str]) -> str:
    candidate = name.replace(".", "_").replace("-", "_").lower()
    if candidate in known:
        return f"unknown setting {name!r}: did you mean {candidate!r}?"
    import difflib  # only a misspelt name needs it; not start-up cost

    close = difflib.get_close_matches(candidate, sorted(known), n=1, cutoff=0.6)
    if close:
        return f"unknown setting {name!r}: did you mean {close[0]!r}?"
    return f"unknown setting {name!r}"


def parse_address(server: str) -> tuple[str, int]:
    """Split 'host:port' (IPv6 hosts may be bracketed: '[::1]:9092')."""
    host, _, port = server.rpartition(":")
    return host.strip("[]"), int(port)
