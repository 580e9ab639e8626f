"""Listener, SASL and TLS settings for the test broker and for Java clients talking to it.

One place knows the users, the JAAS lines and the PEM wiring, so the broker config, the SCRAM
users created at format time and the Java tools' client properties cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Protocol

from kafka_async.testing.certs import TlsFiles

PLAINTEXT = "PLAINTEXT"
SASL_PLAINTEXT = "SASL_PLAINTEXT"
SSL = "SSL"
SASL_SSL = "SASL_SSL"
CONTROLLER = "CONTROLLER"
CLIENT_LISTENERS = (PLAINTEXT, SASL_PLAINTEXT, SSL, SASL_SSL)

PLAIN = "PLAIN"
SCRAM_SHA_256 = "SCRAM-SHA-256"
SCRAM_SHA_512 = "SCRAM-SHA-512"
OAUTHBEARER = "OAUTHBEARER"
GSSAPI = "GSSAPI"
SASL_MECHANISMS = (PLAIN, SCRAM_SHA_256, SCRAM_SHA_512, OAUTHBEARER)
SCRAM_MECHANISMS = (SCRAM_SHA_256, SCRAM_SHA_512)
SSL_CLIENT_AUTH = ("none", "requested", "required")

_PLAIN_MODULE = "org.apache.kafka.common.security.plain.PlainLoginModule"
_SCRAM_MODULE = "org.apache.kafka.common.security.scram.ScramLoginModule"
_OAUTH_MODULE = "org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule"
_KRB5_MODULE = "com.sun.security.auth.module.Krb5LoginModule"
_OAUTH_VALIDATOR = (
    "org.apache.kafka.common.security.oauthbearer.OAuthBearerValidatorCallbackHandler"
)
#: TLS principals as the CN alone (``User:alice`` for ``CN=alice,O=...``), so ACLs name users
#: the same way whichever way they authenticated.
PRINCIPAL_MAPPING_RULES = "RULE:^CN=([^,]+).*$/$1/,DEFAULT"


class KerberosRealm(Protocol):
    """What the broker needs from a KDC (testing.kerberos.KerberosKdc)."""

    @property
    def broker_principal(self) -> str: ...

    @property
    def broker_keytab(self) -> Path: ...

    def jvm_options(self) -> list[str]: ...


class TokenIssuer(Protocol):
    """What the broker needs from an OAuth server (testing.oauth.OAuthServer)."""

    def jwks_url(self, issuer_id: str = ...) -> str: ...

    def issuer(self, issuer_id: str = ...) -> str: ...

Credentials = dict[str, dict[str, str]]


def default_credentials() -> Credentials:
    """mechanism -> {user: password}. OAUTHBEARER users have no password: the broker's default
    unsecured-JWT validator accepts an unsigned token whose ``sub`` is the user."""
    users = {"alice": "alice-secret", "bob": "bob-secret"}
    return {
        PLAIN: dict(users),
        SCRAM_SHA_256: dict(users),
        SCRAM_SHA_512: dict(users),
        OAUTHBEARER: {"alice": "", "bob": ""},
    }


#: Who may do anything on a cluster started with ``authorizer=True``: the PLAINTEXT listener's
#: principal (ANONYMOUS: the controller and inter-broker links, and the harness's own tools)
#: and the SASL user ``alice``. ``bob`` gets only what ACLs grant him.
SUPER_USERS = ("User:ANONYMOUS", "User:alice")


def authorizer_properties() -> dict[str, str]:
    """Broker settings for KRaft's StandardAuthorizer: ACLs enforced, nothing allowed without
    one (Kafka's default), the principals of ``SUPER_USERS`` exempt."""
    return {
        "authorizer.class.name": "org.apache.kafka.metadata.authorizer.StandardAuthorizer",
        "super.users": ";".join(SUPER_USERS),
        "allow.everyone.if.no.acl.found": "false",
    }


def client_listeners(*, sasl: bool, tls: bool) -> tuple[str, ...]:
    """Client-facing listeners of a node: PLAINTEXT always (inter-broker traffic uses it)."""
    listeners = [PLAINTEXT]
    if sasl:
        listeners.append(SASL_PLAINTEXT)
    if tls:
        listeners.append(SSL)
    if sasl and tls:
        listeners.append(SASL_SSL)
    return tuple(listeners)


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def broker_security_properties(
    listeners: tuple[str, ...],
    credentials: Credentials,
    tls: TlsFiles | None,
    *,
    kerberos: KerberosRealm | None = None,
    oauth: TokenIssuer | None = None,
    ssl_client_auth: str = "none",
) -> dict[str, str]:
    """server.properties entries for the SASL and TLS listeners in ``listeners``.

    ``kerberos`` adds GSSAPI (the broker logs in from its keytab); ``oauth`` makes OAUTHBEARER
    validate signed JWTs against the issuer's JWKS (audience and issuer checked) instead of
    accepting unsecured ones; ``ssl_client_auth`` applies to the SSL listener (mutual TLS)."""
    props: dict[str, str] = {}
    sasl_listeners = [name for name in listeners if name.startswith("SASL_")]
    if sasl_listeners:
        mechanisms = [*SASL_MECHANISMS, *([GSSAPI] if kerberos is not None else [])]
        props["sasl.enabled.mechanisms"] = ",".join(mechanisms)
        plain_users = " ".join(
            f"user_{user}={_quote(password)}" for user, password in credentials[PLAIN].items()
        )
        for listener in sasl_listeners:
            prefix = f"listener.name.{listener.lower()}"
            props[f"{prefix}.plain.sasl.jaas.config"] = f"{_PLAIN_MODULE} required {plain_users};"
            for mechanism in SCRAM_MECHANISMS:
                props[f"{prefix}.{mechanism.lower()}.sasl.jaas.config"] = (
                    f"{_SCRAM_MODULE} required;"
                )
            props[f"{prefix}.oauthbearer.sasl.jaas.config"] = (
                f'{_OAUTH_MODULE} required unsecuredLoginStringClaim_sub="broker";'
            )
            if oauth is not None:
                props[f"{prefix}.oauthbearer.sasl.server.callback.handler.class"] = (
                    _OAUTH_VALIDATOR
                )
            if kerberos is not None:
                props[f"{prefix}.gssapi.sasl.jaas.config"] = (
                    f"{_KRB5_MODULE} required useKeyTab=true storeKey=true "
                    f"keyTab={_quote(str(kerberos.broker_keytab))} "
                    f"principal={_quote(kerberos.broker_principal)};"
                )
        if kerberos is not None:
            props["sasl.kerberos.service.name"] = kerberos.broker_principal.split("/", 1)[0]
        if oauth is not None:
            props["sasl.oauthbearer.jwks.endpoint.url"] = oauth.jwks_url()
            props["sasl.oauthbearer.expected.audience"] = "kafka"
            props["sasl.oauthbearer.expected.issuer"] = oauth.issuer()
    if tls is not None and any(name.endswith("SSL") for name in listeners):
        if ssl_client_auth not in SSL_CLIENT_AUTH:
            raise ValueError(f"ssl_client_auth must be one of {SSL_CLIENT_AUTH}")
        props["ssl.keystore.type"] = "PEM"
        props["ssl.keystore.key"] = tls.private_key_pem
        props["ssl.keystore.certificate.chain"] = tls.certificate_chain_pem
        props["ssl.truststore.type"] = "PEM"
        props["ssl.truststore.location"] = str(tls.ca_file)
        props["ssl.client.auth"] = "none"
        if "SSL" in listeners:
            props["listener.name.ssl.ssl.client.auth"] = ssl_client_auth
        props["ssl.principal.mapping.rules"] = PRINCIPAL_MAPPING_RULES
    return props


def broker_jvm_options(
    *, kerberos: KerberosRealm | None = None, oauth: TokenIssuer | None = None
) -> list[str]:
    """JVM system properties the broker needs: the realm's krb5.conf; the IdP URLs Kafka 4
    allows the broker to fetch (``org.apache.kafka.sasl.oauthbearer.allowed.urls``: empty by
    default, which refuses every JWKS URL)."""
    options = kerberos.jvm_options() if kerberos is not None else []
    if oauth is not None:
        options.append(f"-Dorg.apache.kafka.sasl.oauthbearer.allowed.urls={oauth.jwks_url()}")
    return options


def scram_format_arguments(credentials: Credentials) -> list[str]:
    """``--add-scram`` arguments for ``StorageTool format`` so SCRAM users exist from the start."""
    arguments: list[str] = []
    for mechanism in SCRAM_MECHANISMS:
        for user, password in credentials.get(mechanism, {}).items():
            arguments += ["--add-scram", f"{mechanism}=[name={user},password={password}]"]
    return arguments


def client_security_properties(
    listener: str,
    *,
    mechanism: str | None,
    credentials: Credentials,
    ca_file: Path | None,
    user: str | None = None,
) -> dict[str, str]:
    """Java-client properties to reach ``listener`` (security.protocol, SASL JAAS, PEM trust)."""
    if listener not in CLIENT_LISTENERS:
        raise ValueError(f"unknown listener {listener!r}; expected one of {CLIENT_LISTENERS}")
    props = {"security.protocol": listener}
    if listener.endswith("SSL"):
        if ca_file is None:
            raise ValueError(f"listener {listener} needs a cluster started with tls=True")
        props["ssl.truststore.type"] = "PEM"
        props["ssl.truststore.location"] = str(ca_file)
    if listener.startswith("SASL_"):
        chosen = mechanism or SCRAM_SHA_256
        users: Mapping[str, str] = credentials.get(chosen, {})
        if not users:
            raise ValueError(f"no {chosen} users; known mechanisms: {sorted(credentials)}")
        name = user or next(iter(users))
        if name not in users:
            raise ValueError(f"no {chosen} user {name!r}; known: {sorted(users)}")
        props["sasl.mechanism"] = chosen
        if chosen == OAUTHBEARER:
            jaas = f"{_OAUTH_MODULE} required unsecuredLoginStringClaim_sub={_quote(name)};"
        else:
            module = _PLAIN_MODULE if chosen == PLAIN else _SCRAM_MODULE
            jaas = f"{module} required username={_quote(name)} password={_quote(users[name])};"
        props["sasl.jaas.config"] = jaas
    return props


def escape_property_value(value: str) -> str:
    """Escape a value for a java.util.Properties file (backslashes, newlines, leading space)."""
    escaped = (value.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")
               .replace("\t", "\\t").replace("\f", "\\f"))
    if escaped.startswith(" "):
        escaped = "\\" + escaped
    return escaped


def render_properties(props: Mapping[str, str]) -> str:
    """A java.util.Properties file body, one ``key=value`` per line."""
    return "".join(f"{key}={escape_property_value(value)}\n" for key, value in props.items())
