"""SASL client mechanisms as sans-IO state machines: ``step(server_bytes) -> client_bytes``;
the JAAS config parser; OAuth token logins (the one module here that does I/O: HTTP)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from kafka_async.network.sasl.base import SaslMechanism, SaslMechanismError, Secret

if TYPE_CHECKING:
    from kafka_async.network.sasl.gssapi import GssapiMechanism, KerberosSettings
    from kafka_async.network.sasl.oauthbearer import OAuthBearerMechanism
    from kafka_async.network.sasl.plain import PlainMechanism
    from kafka_async.network.sasl.scram import ScramMechanism

SUPPORTED_MECHANISMS = ("PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512", "OAUTHBEARER", "GSSAPI")

# The mechanisms are imported when first named, not with the package: a client that uses none
# of them (most do not) does not pay for hashlib, hmac, json and the Kerberos glue at start-up.
_LAZY = {
    "GssapiMechanism": "gssapi",
    "KerberosSettings": "gssapi",
    "OAuthBearerMechanism": "oauthbearer",
    "PlainMechanism": "plain",
    "ScramMechanism": "scram",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)

__all__ = [
    "SUPPORTED_MECHANISMS",
    "GssapiMechanism",
    "KerberosSettings",
    "OAuthBearerMechanism",
    "PlainMechanism",
    "SaslMechanism",
    "SaslMechanismError",
    "ScramMechanism",
    "Secret",
]
