"""SASL/PLAIN (RFC 4616): one message ``authzid NUL username NUL password``, answered by an empty
token on success. Passwords travel in the clear, so the connection layer refuses PLAIN without TLS
unless the user opts in."""

from __future__ import annotations

from kafka_async.network.sasl.base import SaslMechanism, SaslMechanismError, Secret

__all__ = ["PlainMechanism"]


class PlainMechanism(SaslMechanism):
    name = "PLAIN"

    def __init__(self, username: str, password: Secret | str, authorization_id: str = "") -> None:
        super().__init__()
        if "\x00" in username or "\x00" in authorization_id:
            raise ValueError("SASL/PLAIN username and authorization id must not contain NUL")
        self._username = username
        self._password = Secret(password) if isinstance(password, str) else password
        self._authorization_id = authorization_id
        self._sent = False

    def step(self, challenge: bytes) -> bytes | None:
        if not self._sent:
            self._sent = True
            password = self._password.reveal()
            if "\x00" in password:
                raise ValueError("SASL/PLAIN password must not contain NUL")
            return f"{self._authorization_id}\x00{self._username}\x00{password}".encode()
        if challenge:
            raise SaslMechanismError(
                f"SASL/PLAIN: unexpected server token of {len(challenge)} bytes after the "
                "credentials were sent"
            )
        self._complete = True
        return None
