"""From a client's security settings to what the network layer runs: SASL credentials (from the
settings or from Java's ``sasl.jaas.config``), the OAuth token login, Kerberos settings, and the
key/trust stores.

Why a module of its own: the Java client spreads one mechanism's settings over a JAAS string,
``sasl.*`` settings and a login callback class; resolving them (which wins, what is missing,
which combination makes no sense) is a job separate from checking each field's type, which
config.py does. Everything here runs once, when a config is built (``resolve_jaas``,
``check_sasl``) or when a client starts (``token_provider``, ``kerberos_settings``,
``tls_stores``).

The rules, one per mechanism (Java's, where Java has one):

* PLAIN / SCRAM: ``sasl_plain_username``/``sasl_plain_password``, or ``username``/``password``
  in a ``PlainLoginModule``/``ScramLoginModule`` JAAS config.
* OAUTHBEARER, first that applies: ``sasl_oauth_token_provider`` (a callable); the token
  endpoint (``sasl_oauthbearer_token_endpoint_url``, client id and secret from the settings or
  from the JAAS ``clientId``/``clientSecret``/``scope``); the JAAS ``unsecuredLogin*`` options
  (Java's default, unsecured, development login).
* GSSAPI: a keytab with its principal (settings, or JAAS ``useKeyTab=true keyTab=...
  principal=...``), else a ticket cache (JAAS ``useTicketCache=true``, ``ticketCache=...``,
  or kinit's default).

A value given both as a setting and in the JAAS config must agree. Errors never quote secrets.
"""

from __future__ import annotations

import os
import ssl
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import field
from typing import TYPE_CHECKING, Any

from kafka_async.cluster.config_base import ConfigBase, config_dataclass
from kafka_async.network.sasl.base import Secret

if TYPE_CHECKING:
    from kafka_async.network.keystores import TlsStores
    from kafka_async.network.sasl.gssapi import KerberosSettings
    from kafka_async.network.sasl.jaas import JaasLogin

__all__ = [
    "LOGIN_CALLBACK_HANDLERS",
    "SecurityConfig",
    "SecuritySettingError",
    "TokenProvider",
    "check_sasl",
    "kerberos_settings",
    "resolve_jaas",
    "tls_stores",
    "token_provider",
]

#: Java's login callback handler classes this client implements (sasl.login.callback.handler.class).
LOGIN_CALLBACK_HANDLERS = (
    "org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginCallbackHandler",
    "org.apache.kafka.common.security.oauthbearer.secured.OAuthBearerLoginCallbackHandler",
    "org.apache.kafka.common.security.oauthbearer.internals.unsecured."
    "OAuthBearerUnsecuredLoginCallbackHandler",
)
#: Java's JWT retrievers (KIP-1139, sasl.oauthbearer.jwt.retriever.class) this client implements.
JWT_RETRIEVERS = (
    "org.apache.kafka.common.security.oauthbearer.DefaultJwtRetriever",
    "org.apache.kafka.common.security.oauthbearer.ClientCredentialsJwtRetriever",
    "org.apache.kafka.common.security.oauthbearer.FileJwtRetriever",
)

#: JAAS option -> setting, per login module family (options not listed are refused, named).
_JAAS_FIELDS: dict[str, dict[str, str]] = {
    "password": {"username": "sasl_plain_username", "password": "sasl_plain_password"},
    "oauth": {"clientId": "sasl_oauthbearer_client_credentials_client_id",
              "clientSecret": "sasl_oauthbearer_client_credentials_client_secret",
              "scope": "sasl_oauthbearer_scope"},
    "kerberos": {"keyTab": "sasl_kerberos_keytab", "principal": "sasl_kerberos_principal",
                 "ticketCache": "sasl_kerberos_ticket_cache"},
}
#: Options a module takes that need no setting of ours (Java-only knobs or flags read here).
_JAAS_PASSIVE = {
    "password": {"tokenauth"},
    "oauth": set(),
    "kerberos": {"useKeyTab", "useTicketCache", "storeKey", "doNotPrompt", "debug",
                 "refreshKrb5Config", "renewTGT", "isInitiator", "serviceName"},
}
_FAMILY_MECHANISMS = {"password": ("PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"),
                      "oauth": ("OAUTHBEARER",), "kerberos": ("GSSAPI",)}


#: A callable returning an OAuth bearer token (a str), either directly or as an awaitable.
TokenProvider = Callable[[], "str | Awaitable[str]"]


class SecuritySettingError(ValueError):
    """A security setting that is missing, contradictory or unsupported (config.py turns it into
    a ConfigError)."""


@config_dataclass(frozen=True, kw_only=True)
class SecurityConfig(ConfigBase):
    """The TLS and SASL settings of every client (ClientConfig extends this; config.py checks
    each field's type and range, this module what they mean together).

    Only a base: no client config is a bare SecurityConfig. Like every config class, its
    ``__init__``, ``__repr__`` and ``__eq__`` are ConfigBase's, not generated (config_base.py
    says why: start-up time)."""

    security_protocol: str = "PLAINTEXT"
    ssl_context: ssl.SSLContext | None = None
    ssl_cafile: str | None = None
    ssl_certfile: str | None = None
    ssl_keyfile: str | None = None
    #: the password of ``ssl_keyfile`` (kafka-python's name; Java's is ssl_key_password)
    ssl_password: Secret | None = None
    ssl_check_hostname: bool = True
    # Java's TLS settings (docs/security.md): key and trust stores, PKCS12 or PEM, files or
    # inline PEM; hostname verification; protocol versions.
    ssl_key_password: Secret | None = None
    ssl_keystore_type: str | None = None
    ssl_keystore_location: str | None = None
    ssl_keystore_password: Secret | None = None
    ssl_keystore_key: Secret | None = None
    ssl_keystore_certificate_chain: str | None = None
    ssl_truststore_type: str | None = None
    ssl_truststore_location: str | None = None
    ssl_truststore_password: Secret | None = None
    ssl_truststore_certificates: str | None = None
    ssl_endpoint_identification_algorithm: str = "https"
    ssl_enabled_protocols: str = "TLSv1.2,TLSv1.3"
    #: None: the JAAS login module's mechanism (PlainLoginModule: PLAIN, OAuthBearerLoginModule:
    #: OAUTHBEARER, Krb5LoginModule: GSSAPI; ScramLoginModule must name SCRAM-SHA-256 or -512),
    #: else PLAIN (aiokafka's default; Java's is GSSAPI). Set once the config is built.
    sasl_mechanism: str | None = None
    #: Java's sasl.jaas.config: the credentials of PLAIN/SCRAM/OAUTHBEARER/Kerberos login
    #: modules, as Java writes them (cluster/security.py); held as a Secret.
    sasl_jaas_config: Secret | None = None
    sasl_plain_username: str | None = None
    sasl_plain_password: Secret | None = None
    sasl_oauth_token_provider: TokenProvider | None = field(default=None, repr=False)
    sasl_oauthbearer_extensions: Mapping[str, str] = field(default_factory=dict)
    sasl_oauthbearer_token_endpoint_url: str | None = None
    sasl_oauthbearer_client_credentials_client_id: str | None = None
    sasl_oauthbearer_client_credentials_client_secret: Secret | None = None
    sasl_oauthbearer_scope: str | None = None
    #: comma-separated; the token's ``aud`` must contain one (checked before it is sent)
    sasl_oauthbearer_expected_audience: str | None = None
    sasl_oauthbearer_expected_issuer: str | None = None
    sasl_oauthbearer_scope_claim_name: str = "scope"
    sasl_oauthbearer_sub_claim_name: str = "sub"
    sasl_oauthbearer_header_urlencode: bool = False
    sasl_oauthbearer_jwt_retriever_class: str | None = None
    sasl_login_callback_handler_class: str | None = None
    sasl_login_refresh_window_factor: float = 0.8
    sasl_login_refresh_window_jitter: float = 0.05
    sasl_login_refresh_min_period_seconds: int = 60
    sasl_login_refresh_buffer_seconds: int = 300
    sasl_login_connect_timeout_ms: int | None = None
    sasl_login_read_timeout_ms: int | None = None
    sasl_login_retry_backoff_ms: int = 100
    sasl_login_retry_backoff_max_ms: int = 10_000
    sasl_kerberos_service_name: str = "kafka"
    #: Kerberos login (Java's Krb5LoginModule options principal/keyTab/ticketCache): a keytab
    #: with its principal, else the ticket cache (kinit's default, or this one)
    sasl_kerberos_principal: str | None = None
    sasl_kerberos_keytab: str | None = None
    sasl_kerberos_ticket_cache: str | None = None
    #: the host of the broker's service principal when it is not the address connected to
    sasl_kerberos_domain_name: str | None = None


def jaas_login(settings: SecurityConfig) -> JaasLogin | None:
    if settings.sasl_jaas_config is None:
        return None
    # Imported here, as every JAAS name of this module: most clients have no sasl_jaas_config.
    from kafka_async.network.sasl.jaas import JaasConfigError, parse_jaas_config

    try:
        return parse_jaas_config(settings.sasl_jaas_config.reveal())
    except JaasConfigError as exc:
        raise SecuritySettingError(str(exc)) from None


def default_mechanism(settings: SecurityConfig) -> str:
    """``sasl_mechanism`` when it is not given: the one the JAAS login module serves, so
    that a SCRAM login is never sent with another mechanism (PLAIN would send its password
    as it is); PLAIN without a JAAS config."""
    if settings.sasl_mechanism is not None:
        return settings.sasl_mechanism
    login = jaas_login(settings)
    if login is None:
        return "PLAIN"
    from kafka_async.network.sasl.jaas import (
        GSSAPI_MODULES,
        OAUTHBEARER_MODULE,
        PLAIN_MODULE,
        SCRAM_MODULE,
    )

    if login.module == SCRAM_MODULE:
        raise SecuritySettingError(
            "sasl_jaas_config uses ScramLoginModule: set sasl_mechanism to 'SCRAM-SHA-256' or "
            "'SCRAM-SHA-512' (the broker's SCRAM mechanism for this user)")
    if login.module == OAUTHBEARER_MODULE:
        return "OAUTHBEARER"
    if login.module in GSSAPI_MODULES:
        return "GSSAPI"
    if login.module == PLAIN_MODULE:
        return "PLAIN"
    return "PLAIN"  # (an unknown module: resolve_jaas names it)


def resolve_jaas(settings: SecurityConfig) -> dict[str, Any]:
    """The settings the JAAS config supplies (to be set on the config), checked against the ones
    given directly. Also checks that the login module suits ``sasl_mechanism``."""
    login = jaas_login(settings)
    if login is None:
        return {}
    from kafka_async.network.sasl.jaas import (
        GSSAPI_MODULES,
        OAUTHBEARER_MODULE,
        PLAIN_MODULE,
        SCRAM_MODULE,
        describe_option,
    )

    module_family = {PLAIN_MODULE: "password", SCRAM_MODULE: "password",
                     OAUTHBEARER_MODULE: "oauth", **{m: "kerberos" for m in GSSAPI_MODULES}}
    family = module_family.get(login.module)
    if family is None:
        known = ", ".join(sorted(module_family))
        raise SecuritySettingError(f"sasl_jaas_config: login module {login.module} is not "
                                   f"supported; supported: {known}")
    uses_sasl = settings.security_protocol.startswith("SASL_")
    if uses_sasl and settings.sasl_mechanism not in _FAMILY_MECHANISMS[family]:
        raise SecuritySettingError(
            f"sasl_jaas_config uses {login.module.rsplit('.', 1)[-1]}, which does not serve "
            f"sasl_mechanism={settings.sasl_mechanism!r} (it serves "
            f"{', '.join(_FAMILY_MECHANISMS[family])})")
    fields = _JAAS_FIELDS[family]
    found: dict[str, Any] = {}
    extensions: dict[str, str] = {}
    for number, (option, value) in enumerate(login.options.items(), start=1):
        if option in fields:
            found[fields[option]] = value
        elif family == "oauth" and option.startswith("extension_"):
            extensions[option[len("extension_"):]] = value
        elif family == "oauth" and option.startswith("unsecuredLogin"):
            continue  # read by token_provider
        elif option not in _JAAS_PASSIVE[family]:
            raise SecuritySettingError(f"sasl_jaas_config: {describe_option(option, number)} "
                                       f"of {login.module.rsplit('.', 1)[-1]} is not supported")
    if family == "password" and login.boolean("tokenauth") and \
            settings.sasl_mechanism not in ("SCRAM-SHA-256", "SCRAM-SHA-512"):
        raise SecuritySettingError("sasl_jaas_config: tokenauth=true (a delegation token) "
                                   "signs in with SCRAM-SHA-256 or SCRAM-SHA-512, not "
                                   f"sasl_mechanism={settings.sasl_mechanism!r}")
    if family == "kerberos":
        if login.boolean("useKeyTab") and "keyTab" not in login.options:
            raise SecuritySettingError("sasl_jaas_config: useKeyTab=true needs keyTab=\"...\"")
        if not login.boolean("useKeyTab"):
            found.pop("sasl_kerberos_keytab", None)
    resolved: dict[str, Any] = {}
    for name, value in found.items():
        current = getattr(settings, name)
        wrapped = Secret(value) if isinstance(current, Secret) or name.endswith(
            ("_password", "_secret")) else value
        if current is not None and current != wrapped:
            raise SecuritySettingError(f"{name} is given both directly and (differently) in "
                                       "sasl_jaas_config; give it once")
        resolved[name] = wrapped
    if extensions:
        merged = {**extensions, **settings.sasl_oauthbearer_extensions}
        resolved["sasl_oauthbearer_extensions"] = merged
    return resolved


def sasl_extensions(settings: SecurityConfig) -> dict[str, str]:
    """What the SASL exchange carries beside the credentials: OAUTHBEARER's extensions, or
    SCRAM's ``tokenauth=true`` for a delegation token (JAAS ``tokenauth=true``, as Java's
    ScramLoginModule: the username is the token id, the password its HMAC in base64, and the
    broker checks them against the token, which authenticates as its owner)."""
    if settings.sasl_mechanism == "OAUTHBEARER":
        return dict(settings.sasl_oauthbearer_extensions)
    login = jaas_login(settings)
    if login is None:
        return {}
    from kafka_async.network.sasl.jaas import SCRAM_MODULE  # loaded by jaas_login already

    if (settings.sasl_mechanism in ("SCRAM-SHA-256", "SCRAM-SHA-512")
            and login.module == SCRAM_MODULE and login.boolean("tokenauth")):
        return {"tokenauth": "true"}
    return {}


def _unsecured_options(settings: SecurityConfig) -> dict[str, str]:
    login = jaas_login(settings)
    if login is None:
        return {}
    from kafka_async.network.sasl.jaas import OAUTHBEARER_MODULE  # loaded by jaas_login already

    if login.module != OAUTHBEARER_MODULE:
        return {}
    return {k: v for k, v in login.options.items() if k.startswith("unsecuredLogin")}


def check_sasl(settings: SecurityConfig) -> None:
    """Each mechanism has what it needs (after ``resolve_jaas`` filled the fields)."""
    mechanism = settings.sasl_mechanism
    handler = settings.sasl_login_callback_handler_class
    if handler is not None and handler not in LOGIN_CALLBACK_HANDLERS:
        raise SecuritySettingError(
            f"sasl_login_callback_handler_class {handler!r} is a Java class this client cannot "
            "run; pass a Python callable as sasl_oauth_token_provider instead (supported "
            f"names: {', '.join(LOGIN_CALLBACK_HANDLERS)})")
    retriever = settings.sasl_oauthbearer_jwt_retriever_class
    if retriever is not None and retriever not in JWT_RETRIEVERS:
        raise SecuritySettingError(
            f"sasl_oauthbearer_jwt_retriever_class {retriever!r} is not supported (supported: "
            f"{', '.join(JWT_RETRIEVERS)}); pass sasl_oauth_token_provider for custom logins")
    if mechanism == "OAUTHBEARER":
        _check_oauth(settings)
    elif mechanism == "GSSAPI":
        _check_kerberos(settings)
    elif not settings.sasl_plain_username or settings.sasl_plain_password is None:
        raise SecuritySettingError(
            f"sasl_mechanism={mechanism!r} needs sasl_plain_username and sasl_plain_password "
            "(or username/password in sasl_jaas_config)")


def _check_oauth(settings: SecurityConfig) -> None:
    if settings.sasl_oauth_token_provider is not None:
        return
    url = settings.sasl_oauthbearer_token_endpoint_url
    if url is not None:
        if not url.startswith("file:") and (
            not settings.sasl_oauthbearer_client_credentials_client_id
            or settings.sasl_oauthbearer_client_credentials_client_secret is None
        ):
            raise SecuritySettingError(
                "sasl_oauthbearer_token_endpoint_url needs a client id and secret: "
                "sasl_oauthbearer_client_credentials_client_id/_client_secret, or "
                "clientId/clientSecret in sasl_jaas_config")
        token_provider(settings)  # the URL's scheme is checked there
        return
    if _unsecured_options(settings):
        token_provider(settings)
        return
    raise SecuritySettingError(
        "sasl_mechanism='OAUTHBEARER' needs a token: sasl_oauthbearer_token_endpoint_url "
        "(OAuth client credentials), sasl_oauth_token_provider (a callable returning a token, "
        "sync or async), or unsecuredLoginStringClaim_sub in sasl_jaas_config (development)")


def _check_kerberos(settings: SecurityConfig) -> None:
    from kafka_async.network.sasl.gssapi import gssapi_missing_reason

    reason = gssapi_missing_reason()
    if reason is not None:
        raise SecuritySettingError(reason)
    keytab = settings.sasl_kerberos_keytab
    if keytab is not None:
        if not settings.sasl_kerberos_principal:
            raise SecuritySettingError("sasl_kerberos_keytab needs sasl_kerberos_principal (the "
                                       "principal whose key it holds)")
        if not os.path.isfile(keytab):
            raise SecuritySettingError(f"sasl_kerberos_keytab {keytab!r} does not exist")
        if not os.access(keytab, os.R_OK):
            raise SecuritySettingError(f"sasl_kerberos_keytab {keytab!r} is not readable by "
                                       "this process")


def _seconds(ms: int | None, default: float) -> float:
    return default if ms is None else ms / 1000


def token_provider(settings: SecurityConfig) -> Callable[[], Any] | None:
    """The OAUTHBEARER token provider these settings describe (a new one per call: each client
    keeps its own token cache), or None."""
    # Imported here, not with the module: the OAuth login (HTTP, JSON, JWT checks) is
    # start-up cost for the clients that do not use it, which is most.
    from kafka_async.network.sasl.oauth_login import (
        ClientCredentialsLogin,
        OAuthLoginSettings,
        unsecured_login,
    )

    if settings.sasl_oauth_token_provider is not None:
        return settings.sasl_oauth_token_provider
    url = settings.sasl_oauthbearer_token_endpoint_url
    if url is not None:
        audience = tuple(item.strip() for item in
                         (settings.sasl_oauthbearer_expected_audience or "").split(",")
                         if item.strip())
        login = OAuthLoginSettings(
            token_endpoint_url=url,
            client_id=settings.sasl_oauthbearer_client_credentials_client_id,
            client_secret=settings.sasl_oauthbearer_client_credentials_client_secret,
            scope=settings.sasl_oauthbearer_scope,
            expected_audience=audience,
            expected_issuer=settings.sasl_oauthbearer_expected_issuer,
            scope_claim_name=settings.sasl_oauthbearer_scope_claim_name,
            sub_claim_name=settings.sasl_oauthbearer_sub_claim_name,
            header_urlencode=settings.sasl_oauthbearer_header_urlencode,
            refresh_window_factor=settings.sasl_login_refresh_window_factor,
            refresh_window_jitter=settings.sasl_login_refresh_window_jitter,
            refresh_min_period=float(settings.sasl_login_refresh_min_period_seconds),
            refresh_buffer=float(settings.sasl_login_refresh_buffer_seconds),
            connect_timeout=_seconds(settings.sasl_login_connect_timeout_ms, 10.0),
            read_timeout=_seconds(settings.sasl_login_read_timeout_ms, 10.0),
            retry_backoff=settings.sasl_login_retry_backoff_ms / 1000,
            retry_backoff_max=settings.sasl_login_retry_backoff_max_ms / 1000,
        )
        try:
            return ClientCredentialsLogin(login)
        except ValueError as exc:
            raise SecuritySettingError(str(exc)) from None
    options = _unsecured_options(settings)
    if options:
        try:
            return unsecured_login(options)
        except ValueError as exc:
            raise SecuritySettingError(str(exc)) from None
    return None


def kerberos_settings(settings: SecurityConfig) -> KerberosSettings:
    from kafka_async.network.sasl.gssapi import KerberosSettings

    return KerberosSettings(
        service_name=settings.sasl_kerberos_service_name,
        principal=settings.sasl_kerberos_principal,
        keytab=settings.sasl_kerberos_keytab,
        ticket_cache=settings.sasl_kerberos_ticket_cache,
        domain_name=settings.sasl_kerberos_domain_name,
    )


def tls_stores(settings: SecurityConfig) -> TlsStores:
    from kafka_async.network.keystores import TlsStores  # only TLS clients load the readers

    return TlsStores(
        keystore_type=settings.ssl_keystore_type,
        keystore_location=settings.ssl_keystore_location,
        keystore_password=settings.ssl_keystore_password,
        key_password=settings.ssl_key_password,
        keystore_key=settings.ssl_keystore_key,
        keystore_certificate_chain=settings.ssl_keystore_certificate_chain,
        truststore_type=settings.ssl_truststore_type,
        truststore_location=settings.ssl_truststore_location,
        truststore_password=settings.ssl_truststore_password,
        truststore_certificates=settings.ssl_truststore_certificates,
    )
