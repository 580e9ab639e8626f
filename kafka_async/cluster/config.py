"""Client configuration: Java client names in snake_case, validated once, frozen afterwards.

Why a frozen dataclass rather than a dict: a typo (``request_timeout=...``) must fail at
construction with a did-you-mean, not be ignored for the lifetime of the client; and every layer
can read ``config.request_timeout_ms`` with types checked by mypy. Producer/consumer configs extend
``ClientConfig`` by subclassing; ``from_kwargs`` then accepts their fields too.

Credentials are wrapped in ``Secret`` at construction, so ``repr(config)`` and tracebacks never
show them.
"""

from __future__ import annotations

import dataclasses
import difflib
import ssl
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from kafka_async._version import __version__
from kafka_async.network.connection import ConnectionSettings
from kafka_async.network.sasl import SUPPORTED_MECHANISMS, Secret
from kafka_async.network.tls import create_ssl_context
from kafka_async.protocol.errors import KafkaError
from kafka_async.protocol.wire import DEFAULT_MAX_FRAME_BYTES

__all__ = ["SECURITY_PROTOCOLS", "ClientConfig", "ConfigError", "TokenProvider"]

SECURITY_PROTOCOLS = ("PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL")

#: A callable returning an OAuth bearer token (a str), either directly or as an awaitable.
TokenProvider = Callable[[], "str | Awaitable[str]"]

_ConfigT = TypeVar("_ConfigT", bound="ClientConfig")


class ConfigError(KafkaError, ValueError):
    """A configuration value that is missing, of the wrong type, out of range or unknown."""


def _positive(name: str, value: object, *, allow_zero: bool = False) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ConfigError(f"{name} must be an int, got {type(value).__name__}")
    if value < 0 or (value == 0 and not allow_zero):
        raise ConfigError(f"{name} must be {'>= 0' if allow_zero else '> 0'}, got {value}")


@dataclass(frozen=True, kw_only=True)
class ClientConfig:
    """Settings shared by every client (Admin, and the base of producer/consumer configs).

    Durations keep the Java unit (milliseconds) and name so that settings copied from a Java
    properties file mean the same thing here.
    """

    bootstrap_servers: tuple[str, ...]
    client_id: str = "kafka_async"
    request_timeout_ms: int = 30_000
    connections_max_idle_ms: int = 540_000
    metadata_max_age_ms: int = 300_000
    reconnect_backoff_ms: int = 50
    reconnect_backoff_max_ms: int = 1_000
    retry_backoff_ms: int = 100
    retry_backoff_max_ms: int = 1_000
    socket_connection_setup_timeout_ms: int = 10_000
    max_in_flight_requests_per_connection: int = 5
    receive_message_max_bytes: int = DEFAULT_MAX_FRAME_BYTES
    send_buffer_bytes: int = -1
    receive_buffer_bytes: int = -1
    security_protocol: str = "PLAINTEXT"
    ssl_context: ssl.SSLContext | None = None
    ssl_cafile: str | None = None
    ssl_certfile: str | None = None
    ssl_keyfile: str | None = None
    ssl_password: Secret | None = None
    ssl_check_hostname: bool = True
    sasl_mechanism: str = "PLAIN"
    sasl_plain_username: str | None = None
    sasl_plain_password: Secret | None = None
    sasl_oauth_token_provider: TokenProvider | None = field(default=None, repr=False)
    sasl_oauthbearer_extensions: Mapping[str, str] = field(default_factory=dict)

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
        _normalise(self)
        self._validate_numbers()
        if self.security_protocol not in SECURITY_PROTOCOLS:
            raise ConfigError(
                f"security_protocol must be one of {', '.join(SECURITY_PROTOCOLS)}, "
                f"got {self.security_protocol!r}"
            )
        if self.ssl_context is not None and not isinstance(self.ssl_context, ssl.SSLContext):
            raise ConfigError("ssl_context must be an ssl.SSLContext")
        if self.uses_sasl:
            self._validate_sasl()

    def _validate_numbers(self) -> None:
        for name in (
            "request_timeout_ms",
            "reconnect_backoff_max_ms",
            "retry_backoff_max_ms",
            "socket_connection_setup_timeout_ms",
            "max_in_flight_requests_per_connection",
            "receive_message_max_bytes",
            "metadata_max_age_ms",
            "connections_max_idle_ms",
        ):
            _positive(name, getattr(self, name))
        for name in ("reconnect_backoff_ms", "retry_backoff_ms"):
            _positive(name, getattr(self, name), allow_zero=True)
        for name in ("send_buffer_bytes", "receive_buffer_bytes"):
            value = getattr(self, name)
            if not isinstance(value, int) or value < -1 or value == 0:
                raise ConfigError(f"{name} must be -1 (OS default) or a positive int, got {value}")
        if self.reconnect_backoff_max_ms < self.reconnect_backoff_ms:
            raise ConfigError("reconnect_backoff_max_ms must be >= reconnect_backoff_ms")
        if self.receive_message_max_bytes < 1024:
            raise ConfigError("receive_message_max_bytes must be at least 1024")

    def _validate_sasl(self) -> None:
        if self.sasl_mechanism not in SUPPORTED_MECHANISMS:
            raise ConfigError(
                f"sasl_mechanism must be one of {', '.join(SUPPORTED_MECHANISMS)}, "
                f"got {self.sasl_mechanism!r}"
            )
        if self.sasl_mechanism == "OAUTHBEARER":
            if not callable(self.sasl_oauth_token_provider):
                raise ConfigError(
                    "sasl_mechanism='OAUTHBEARER' needs sasl_oauth_token_provider (a callable "
                    "returning a token, sync or async)"
                )
        elif not self.sasl_plain_username or self.sasl_plain_password is None:
            raise ConfigError(
                f"sasl_mechanism={self.sasl_mechanism!r} needs sasl_plain_username and "
                "sasl_plain_password"
            )

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
        return create_ssl_context(
            cafile=self.ssl_cafile,
            certfile=self.ssl_certfile,
            keyfile=self.ssl_keyfile,
            password=self.ssl_password,
            check_hostname=self.ssl_check_hostname,
        )

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
            sasl_token_provider=self.sasl_oauth_token_provider,
            sasl_extensions=dict(self.sasl_oauthbearer_extensions),
            send_buffer_bytes=self.send_buffer_bytes,
            receive_buffer_bytes=self.receive_buffer_bytes,
        )


def _normalise(config: ClientConfig) -> None:
    """Coerce friendly inputs (a comma-separated string, a plain-str password) in place."""
    servers: object = config.bootstrap_servers
    if isinstance(servers, str):
        servers = [s.strip() for s in servers.split(",") if s.strip()]
    if not isinstance(servers, Sequence) or not servers:
        raise ConfigError("bootstrap_servers must be a non-empty 'host:port' list or string")
    for server in servers:
        _check_address(server)
    object.__setattr__(config, "bootstrap_servers", tuple(servers))
    for name in ("sasl_plain_password", "ssl_password"):
        value = getattr(config, name)
        if isinstance(value, str):
            object.__setattr__(config, name, Secret(value))
        elif value is not None and not isinstance(value, Secret):
            raise ConfigError(f"{name} must be a str")


def _check_address(server: object) -> None:
    if not isinstance(server, str):
        raise ConfigError(f"bootstrap_servers entries must be 'host:port' strings, got {server!r}")
    host, _, port = server.rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ConfigError(f"bootstrap_servers entry {server!r} is not 'host:port'")


def _unknown_setting_message(name: str, known: set[str]) -> str:
    candidate = name.replace(".", "_").replace("-", "_").lower()
    if candidate in known:
        return f"unknown setting {name!r}: did you mean {candidate!r}?"
    close = difflib.get_close_matches(candidate, sorted(known), n=1, cutoff=0.6)
    if close:
        return f"unknown setting {name!r}: did you mean {close[0]!r}?"
    return f"unknown setting {name!r}"


def parse_address(server: str) -> tuple[str, int]:
    """Split 'host:port' (IPv6 hosts may be bracketed: '[::1]:9092')."""
    host, _, port = server.rpartition(":")
    return host.strip("[]"), int(port)
