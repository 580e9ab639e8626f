"""SASL/GSSAPI (Kerberos, RFC 4752) as a state machine over the ``gssapi`` binding of MIT krb5.

The exchange, as Kafka's brokers run it (Java's ``GssKrb5Server``):

1. the client builds a security context for ``<service>@<broker host>`` and sends its first
   token (the Kerberos AP-REQ, with a service ticket the library got from the KDC);
2. context tokens go back and forth until the context is established (the server's AP-REP
   completes it: the client answers with an empty token);
3. the server sends a wrapped 4-byte offer (security layers, max message size); the client
   picks "no security layer" (Kafka has none: TLS protects the channel), keeps the size, appends
   its authorization id (its own principal) and sends that back wrapped;
4. the server answers with an empty token: done.

Credentials come from a keytab (``sasl_kerberos_keytab`` + ``sasl_kerberos_principal``, what
Java's ``useKeyTab=true keyTab=... principal=...`` gives) or from a ticket cache (``kinit``'s,
or the one named by ``sasl_kerberos_ticket_cache``). Tickets from a keytab are kept in a
per-principal in-memory cache of this process, so every connection does not ask the KDC for a
new TGT, and the user's own ticket cache is never written.

Every step may talk to the KDC (blocking network I/O inside the library), so the mechanism runs
in a worker thread (``runs_in_thread``). The binding is optional: ``pip install
'kafka_async[gssapi]'`` (it builds against the system's krb5: ``libkrb5-dev`` on Debian).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from kafka_async.network.sasl.base import SaslMechanism, SaslMechanismError

__all__ = ["GssapiMechanism", "KerberosSettings", "gssapi_missing_reason"]

_NO_SECURITY_LAYER = 0x01


@dataclass(frozen=True)
class KerberosSettings:
    """What the GSSAPI mechanism needs (Java's sasl.kerberos.* and Krb5LoginModule options)."""

    service_name: str = "kafka"
    principal: str | None = None
    keytab: str | None = None
    ticket_cache: str | None = None
    #: the host part of the service principal, when it differs from the broker's address
    #: (kafka-python's sasl_kerberos_domain_name)
    domain_name: str | None = None


def gssapi_missing_reason() -> str | None:
    """Why GSSAPI cannot be used here, or None when the binding imports."""
    try:
        import gssapi  # noqa: F401
    except ImportError:
        return ("sasl_mechanism='GSSAPI' needs the gssapi package: pip install "
                "'kafka_async[gssapi]' (it builds against MIT Kerberos: apt-get install "
                "libkrb5-dev, or your system's krb5 development package)")
    return None


class GssapiMechanism(SaslMechanism):
    """One GSSAPI authentication with one broker (see the module docstring)."""

    name = "GSSAPI"
    runs_in_thread = True

    def __init__(self, settings: KerberosSettings, host: str) -> None:
        super().__init__()
        self._settings = settings
        self._host = settings.domain_name or host
        self._state = "initial"
        self._context: Any = None

    @property
    def target(self) -> str:
        return f"{self._settings.service_name}@{self._host}"

    def _credentials(self) -> Any:
        import gssapi

        settings = self._settings
        name = (gssapi.Name(settings.principal, gssapi.NameType.kerberos_principal)
                if settings.principal else None)
        if settings.keytab is not None:
            key = hashlib.sha256(f"{settings.principal}\0{settings.keytab}".encode()).hexdigest()
            store: dict[bytes | str, bytes | str] = {
                "client_keytab": settings.keytab, "ccache": f"MEMORY:kafka_async-{key[:16]}"}
            return gssapi.Credentials(name=name, usage="initiate", store=store)
        if settings.ticket_cache is not None:
            return gssapi.Credentials(name=name, usage="initiate",
                                      store={b"ccache": settings.ticket_cache})
        return gssapi.Credentials(name=name, usage="initiate")

    def _source(self) -> str:
        settings = self._settings
        if settings.keytab is not None:
            return f"keytab {settings.keytab!r} for {settings.principal}"
        if settings.ticket_cache is not None:
            return f"ticket cache {settings.ticket_cache!r}"
        return "the default ticket cache (kinit)"

    def step(self, challenge: bytes) -> bytes | None:
        import gssapi
        from gssapi.raw.misc import GSSError

        try:
            return self._step(gssapi, challenge)
        except GSSError as exc:
            where = ("getting credentials from " + self._source() if self._context is None
                     else f"authenticating to the service {self.target}")
            raise SaslMechanismError(f"SASL/GSSAPI failed while {where}: "
                                     f"{_gss_message(exc)}{self._hint(exc)}") from None

    def _hint(self, exc: Exception) -> str:
        """What Kerberos's own words hide: with a keytab, "no credentials cache found" means the
        keytab had no key for the principal (or is no keytab), not that a kinit is missing."""
        if (self._context is None and self._settings.keytab is not None
                and "credentials cache" in str(exc).lower()):
            return (f" (the keytab has no key for {self._settings.principal}, or is not a "
                    "keytab: check it with `klist -k KEYTAB`, and the principal's realm)")
        return ""

    def _step(self, gssapi: Any, challenge: bytes) -> bytes | None:
        if self._state == "initial":
            credentials = self._credentials()  # fails here when the keytab/cache cannot serve
            target = gssapi.Name(self.target, gssapi.NameType.hostbased_service)
            context = gssapi.SecurityContext(
                name=target, creds=credentials, usage="initiate",
                flags=gssapi.RequirementFlag.mutual_authentication)
            self._context = context
            token = context.step(None)
            self._state = "security-layer" if context.complete else "negotiating"
            return token or b""
        context = self._context
        if self._state == "negotiating":
            token = context.step(challenge)
            if context.complete:
                self._state = "security-layer"
            return token or b""
        if self._state == "security-layer":
            offer = context.unwrap(challenge).message
            if len(offer) != 4:
                raise SaslMechanismError("SASL/GSSAPI: the broker's security-layer offer is "
                                         f"{len(offer)} bytes, expected 4")
            if not offer[0] & _NO_SECURITY_LAYER:
                raise SaslMechanismError("SASL/GSSAPI: the broker requires a security layer "
                                         "(integrity or privacy), which Kafka clients do not use")
            principal = str(context.initiator_name).encode("utf-8")
            reply = bytes([_NO_SECURITY_LAYER]) + offer[1:4] + principal
            self._state = "sent-layer"
            return bytes(context.wrap(reply, False).message)
        if self._state == "sent-layer":
            self._state = "done"
            self._complete = True
            return None
        raise SaslMechanismError("SASL/GSSAPI: the broker sent a token after the exchange ended")


def _gss_message(exc: Exception) -> str:
    """The library's text (principal and realm names, no secret); bounded."""
    text = " ".join(str(exc).split())
    return text[:400]
