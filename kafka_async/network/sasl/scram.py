"""SASL/SCRAM-SHA-256 and SCRAM-SHA-512 (RFC 5802, RFC 7677) as a sans-IO state machine.

Exchange: client-first -> server-first (nonce, salt, iterations) -> client-final (proof) ->
server-final (server signature). The client checks everything the server could lie about:

* the server nonce must extend ours (otherwise it is a replay or a different exchange);
* the iteration count must lie in [min_iterations, max_iterations] *before* PBKDF2 runs, because
  the count is attacker-chosen CPU time (kafka-python CVE-2026-10143); Kafka's own users are
  created with 4096..16384 iterations;
* the server signature ``v=`` must match (compared in constant time), so a server that does not
  know the password cannot pretend to accept us;
* an ``e=`` attribute is reported as the server's error.

PBKDF2 is the only expensive step: ``runs_in_thread`` tells the driver to call ``step`` in a
worker thread so the event loop keeps serving other connections.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from collections.abc import Mapping

from kafka_async.network.sasl.base import SaslMechanism, SaslMechanismError, Secret

__all__ = [
    "DEFAULT_MAX_ITERATIONS",
    "DEFAULT_MIN_ITERATIONS",
    "SCRAM_HASHES",
    "ScramMechanism",
]

#: Kafka's ScramMechanism refuses fewer than 4096 iterations; so do franz-go and we.
DEFAULT_MIN_ITERATIONS = 4096
#: librdkafka's ceiling. PBKDF2-SHA-512 at 10^6 iterations costs about a second in a thread.
DEFAULT_MAX_ITERATIONS = 1_000_000

#: Kafka mechanism name -> hashlib name. SHA-1 is here only for RFC 5802's test vector.
SCRAM_HASHES = {"SCRAM-SHA-256": "sha256", "SCRAM-SHA-512": "sha512", "SCRAM-SHA-1": "sha1"}

_GS2_HEADER = b"n,,"
_MAX_SERVER_MESSAGE = 4096  # a server-first/final message is ~100 bytes; refuse silly sizes


def _escape_username(username: str) -> str:
    """RFC 5802 saslname: ',' and '=' are the only characters that need escaping."""
    return username.replace("=", "=3D").replace(",", "=2C")


def _parse_attributes(message: bytes, what: str) -> dict[str, str]:
    if len(message) > _MAX_SERVER_MESSAGE:
        raise SaslMechanismError(f"SCRAM {what} of {len(message)} bytes is implausibly large")
    try:
        text = message.decode("utf-8")
    except UnicodeDecodeError:
        raise SaslMechanismError(f"SCRAM {what} is not UTF-8") from None
    attributes: dict[str, str] = {}
    for part in text.split(","):
        if len(part) < 2 or part[1] != "=":
            raise SaslMechanismError(f"SCRAM {what} has a malformed attribute {part[:16]!r}")
        attributes.setdefault(part[0], part[2:])
    return attributes


class ScramMechanism(SaslMechanism):
    """One SCRAM client exchange. ``nonce`` is injectable for the RFC test vectors only."""

    runs_in_thread = True

    def __init__(
        self,
        mechanism: str,
        username: str,
        password: Secret | str,
        *,
        nonce: str | None = None,
        extensions: Mapping[str, str] | None = None,
        min_iterations: int = DEFAULT_MIN_ITERATIONS,
        max_iterations: int = DEFAULT_MAX_ITERATIONS,
    ) -> None:
        super().__init__()
        if mechanism not in SCRAM_HASHES:
            raise ValueError(f"unknown SCRAM mechanism {mechanism!r}")
        self.name = mechanism
        self._hash_name = SCRAM_HASHES[mechanism]
        self._username = username
        self._password = Secret(password) if isinstance(password, str) else password
        self._client_nonce = nonce if nonce is not None else secrets.token_urlsafe(24)
        for key, value in (extensions or {}).items():
            if not key.isalnum() or "," in value or "=" in value:
                raise ValueError(f"SCRAM extension {key!r} must be alphanumeric=text "
                                 "without ',' or '='")
        # RFC 5802 extensions after the nonce; Kafka's is tokenauth=true (a delegation token).
        self._extensions = "".join(f",{k}={v}" for k, v in (extensions or {}).items())
        self._min_iterations = min_iterations
        self._max_iterations = max_iterations
        self._state = "initial"
        self._client_first_bare = ""
        self._server_signature = b""

    def _hmac(self, key: bytes, message: bytes) -> bytes:
        return hmac.new(key, message, self._hash_name).digest()

    def step(self, challenge: bytes) -> bytes | None:
        if self._state == "initial":
            self._state = "sent-client-first"
            return self._client_first()
        if self._state == "sent-client-first":
            self._state = "sent-client-final"
            return self._client_final(challenge)
        if self._state == "sent-client-final":
            self._verify_server_final(challenge)
            self._state = "done"
            self._complete = True
            return None
        raise SaslMechanismError("SCRAM exchange already finished")

    def _client_first(self) -> bytes:
        self._client_first_bare = (f"n={_escape_username(self._username)},"
                                   f"r={self._client_nonce}{self._extensions}")
        return _GS2_HEADER + self._client_first_bare.encode()

    def _client_final(self, server_first: bytes) -> bytes:
        attributes = _parse_attributes(server_first, "server-first message")
        if "e" in attributes:
            raise SaslMechanismError(f"SCRAM server error: {attributes['e'][:200]}")
        nonce, salt_b64, iterations_text = (attributes.get(k) for k in ("r", "s", "i"))
        if nonce is None or salt_b64 is None or iterations_text is None:
            raise SaslMechanismError("SCRAM server-first message lacks r=, s= or i=")
        if not nonce.startswith(self._client_nonce) or len(nonce) == len(self._client_nonce):
            raise SaslMechanismError("SCRAM server nonce does not extend the client nonce")
        iterations = self._checked_iterations(iterations_text)
        try:
            salt = base64.b64decode(salt_b64, validate=True)
        except ValueError:
            raise SaslMechanismError("SCRAM salt is not valid base64") from None
        salted = hashlib.pbkdf2_hmac(
            self._hash_name, self._password.reveal().encode(), salt, iterations
        )
        client_key = self._hmac(salted, b"Client Key")
        stored_key = hashlib.new(self._hash_name, client_key).digest()
        without_proof = f"c={base64.b64encode(_GS2_HEADER).decode()},r={nonce}"
        auth_message = ",".join(
            (self._client_first_bare, server_first.decode(), without_proof)
        ).encode()
        signature = self._hmac(stored_key, auth_message)
        proof = bytes(a ^ b for a, b in zip(client_key, signature, strict=True))
        self._server_signature = self._hmac(self._hmac(salted, b"Server Key"), auth_message)
        return f"{without_proof},p={base64.b64encode(proof).decode()}".encode()

    def _checked_iterations(self, text: str) -> int:
        if not text.isdigit() or len(text) > 10:
            raise SaslMechanismError(f"SCRAM iteration count {text[:12]!r} is not an integer")
        iterations = int(text)
        if not self._min_iterations <= iterations <= self._max_iterations:
            raise SaslMechanismError(
                f"SCRAM iteration count {iterations} is outside the accepted range "
                f"[{self._min_iterations}, {self._max_iterations}]: refusing to run PBKDF2"
            )
        return iterations

    def _verify_server_final(self, server_final: bytes) -> None:
        attributes = _parse_attributes(server_final, "server-final message")
        if "e" in attributes:
            raise SaslMechanismError(f"SCRAM server error: {attributes['e'][:200]}")
        verifier = attributes.get("v")
        if verifier is None:
            raise SaslMechanismError("SCRAM server-final message lacks the server signature v=")
        try:
            received = base64.b64decode(verifier, validate=True)
        except ValueError:
            raise SaslMechanismError("SCRAM server signature is not valid base64") from None
        if not hmac.compare_digest(received, self._server_signature):
            raise SaslMechanismError(
                "SCRAM server signature does not match: the server does not know the password"
            )
