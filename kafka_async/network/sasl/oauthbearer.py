"""SASL/OAUTHBEARER (RFC 7628, KIP-255) as a sans-IO state machine.

The client sends ``n,,\\x01auth=Bearer <token>\\x01[key=value\\x01...]\\x01``. The broker answers
with an empty token on success. On failure it answers with a JSON error document; RFC 7628 then
requires the client to send a single ``\\x01`` so that the server can finish with its error
(Kafka returns SASL_AUTHENTICATION_FAILED at that point). The token itself comes from the user's
``sasl_oauth_token_provider`` callback; the connection layer calls it (sync or async) and hands
the string in, so this class stays free of I/O.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping

from kafka_async.network.sasl.base import SaslMechanism, SaslMechanismError, Secret

__all__ = ["OAuthBearerMechanism"]

_EXTENSION_KEY = re.compile(r"^[A-Za-z]+$")
_SEPARATOR = "\x01"


class OAuthBearerMechanism(SaslMechanism):
    name = "OAUTHBEARER"

    def __init__(self, token: Secret | str, extensions: Mapping[str, str] | None = None) -> None:
        super().__init__()
        self._token = Secret(token) if isinstance(token, str) else token
        self._extensions = dict(extensions or {})
        for key, value in self._extensions.items():
            if key == "auth" or not _EXTENSION_KEY.match(key):
                raise ValueError(f"invalid SASL/OAUTHBEARER extension name {key!r}")
            if _SEPARATOR in value:
                raise ValueError(f"SASL/OAUTHBEARER extension {key!r} contains \\x01")
        self._state = "initial"
        self.server_error: str | None = None

    def step(self, challenge: bytes) -> bytes | None:
        if self._state == "initial":
            self._state = "sent-token"
            token = self._token.reveal()
            if not token or _SEPARATOR in token or any(c.isspace() for c in token):
                raise SaslMechanismError("the OAuth token from the provider is empty or malformed")
            parts = [f"auth=Bearer {token}"]
            parts += [f"{key}={value}" for key, value in sorted(self._extensions.items())]
            message = "n,," + _SEPARATOR + _SEPARATOR.join(parts) + _SEPARATOR * 2
            return message.encode()
        if self._state == "sent-token":
            if not challenge:
                self._state = "done"
                self._complete = True
                return None
            self._state = "sent-error-ack"
            self.server_error = _describe_server_error(challenge)
            return _SEPARATOR.encode()
        raise SaslMechanismError(
            f"SASL/OAUTHBEARER rejected by the server: {self.server_error or 'no detail'}"
        )


def _describe_server_error(challenge: bytes) -> str:
    """Summarise the server's JSON error (status/scope) without echoing unbounded text."""
    try:
        document = json.loads(challenge[:4096].decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return f"unparseable server error of {len(challenge)} bytes"
    if not isinstance(document, dict):
        return "server error document is not a JSON object"
    fields = [f"{key}={str(document[key])[:100]}" for key in ("status", "scope") if key in document]
    return ", ".join(fields) or "server error without status"
