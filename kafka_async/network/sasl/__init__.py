"""SASL client mechanisms as sans-IO state machines: ``step(server_bytes) -> client_bytes``;
the JAAS config parser; OAuth token logins (the one module here that does I/O: HTTP)."""

from kafka_async.network.sasl.base import SaslMechanism, SaslMechanismError, Secret
from kafka_async.network.sasl.gssapi import GssapiMechanism, KerberosSettings
from kafka_async.network.sasl.oauthbearer import OAuthBearerMechanism
from kafka_async.network.sasl.plain import PlainMechanism
from kafka_async.network.sasl.scram import ScramMechanism

SUPPORTED_MECHANISMS = ("PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512", "OAUTHBEARER", "GSSAPI")

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
