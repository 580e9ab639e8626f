"""SASL client mechanisms as sans-IO state machines: ``step(server_bytes) -> client_bytes``."""

from kafka_async.network.sasl.base import SaslMechanism, SaslMechanismError, Secret
from kafka_async.network.sasl.oauthbearer import OAuthBearerMechanism
from kafka_async.network.sasl.plain import PlainMechanism
from kafka_async.network.sasl.scram import ScramMechanism

SUPPORTED_MECHANISMS = ("PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512", "OAUTHBEARER")

__all__ = [
    "SUPPORTED_MECHANISMS",
    "OAuthBearerMechanism",
    "PlainMechanism",
    "SaslMechanism",
    "SaslMechanismError",
    "ScramMechanism",
    "Secret",
]
