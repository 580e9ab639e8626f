"""The sans-IO contract every SASL mechanism follows, and the secret wrapper they share.

A mechanism is a small state machine: ``step(server_bytes) -> client_bytes | None``. The first
call gets ``b""`` and returns the initial client response; each later call gets the server's
token. ``None`` means "nothing more to send"; ``complete`` then says whether the exchange ended
in success as far as the client can tell. The connection layer moves the bytes (SaslAuthenticate
requests, or the legacy raw framing after SaslHandshake v0) and never looks inside them.
"""

from __future__ import annotations

import abc

from kafka_async.protocol.errors import SaslAuthenticationFailedError

__all__ = ["RedactedUrl", "SaslMechanism", "SaslMechanismError", "Secret", "redact_url"]


class SaslMechanismError(SaslAuthenticationFailedError):
    """The client side of a SASL exchange refused what the server sent (bad nonce, bad signature,
    hostile iteration count...). Not retriable: trying again would meet the same server.

    A subclass of the broker's SASL_AUTHENTICATION_FAILED error so that callers catch every
    authentication failure with one class.
    """


def redact_url(url: str) -> str:
    """``url`` without user info, query or fragment: either may carry a credential
    (``https://id:secret@idp/token``, ``?client_secret=...``)."""
    from urllib.parse import urlsplit  # only OAuth endpoints come here

    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = f":{parts.port}" if parts.port else ""
    except ValueError:  # a malformed URL: show nothing of it
        return "<a URL that does not parse>"
    if parts.scheme == "file":
        return f"file://{parts.path}"
    return f"{parts.scheme}://{host}{port}{parts.path}"


class RedactedUrl(str):
    """A URL (an OAuth token endpoint) that is itself when used, and ``redact_url`` of itself in
    a repr: a config's repr, ``dataclasses.asdict`` and log lines show no credential in it."""

    __slots__ = ()

    def __repr__(self) -> str:
        return repr(redact_url(str(self)))

    def __reduce__(self) -> tuple[object, ...]:
        return (RedactedUrl, (str(self),))


class Secret:
    """A credential that never shows itself in repr/str (logs, tracebacks, config dumps).

    Why a class rather than a plain str: a str ends up in reprs of dataclasses, in exception
    arguments and in debug logs by accident; this one has to be unwrapped on purpose. It copies
    (as itself: it is immutable) and pickles as a Secret, so a config holding one can be copied,
    passed through ``dataclasses.asdict`` and sent to another process still wrapped.
    """

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        if isinstance(value, Secret):
            value = value.reveal()
        if not isinstance(value, str):
            raise TypeError("a secret must be a str")
        self._value = value

    def reveal(self) -> str:
        """The secret itself; call only where the bytes go onto the wire."""
        return self._value

    def __repr__(self) -> str:
        return "Secret('**********')"

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Secret) and other._value == self._value

    def __hash__(self) -> int:
        return hash(("Secret", self._value))

    def __copy__(self) -> Secret:
        return self  # immutable: a copy is the same secret

    def __deepcopy__(self, memo: dict[int, object]) -> Secret:
        return self

    def __reduce__(self) -> tuple[object, ...]:
        """Pickle as a Secret, so that it arrives wrapped (Spark ships configs to executors).

        Pickling is allowed because a pickle is a transport between processes that need the
        credential anyway: refusing only pushed callers to carry the bare str, which then shows
        in every repr. The pickled bytes do contain the secret, as they would for a str; the
        promise of this class is about repr/str/logs, not about serialisation: do not write
        pickles of configs where the password itself could not go.
        """
        return (Secret, (self._value,))


class SaslMechanism(abc.ABC):
    """One SASL client exchange (single use: make a new one for each (re-)authentication)."""

    #: The mechanism name sent in SaslHandshake (e.g. "SCRAM-SHA-256").
    name: str = ""
    #: True when a step may be CPU-heavy (PBKDF2): the driver then runs steps in a worker thread.
    runs_in_thread: bool = False

    def __init__(self) -> None:
        self._complete = False

    @property
    def complete(self) -> bool:
        """True once the exchange succeeded from the client's point of view."""
        return self._complete

    @abc.abstractmethod
    def step(self, challenge: bytes) -> bytes | None:
        """Consume the server's token (``b""`` first) and return the next client token or None."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name} complete={self._complete}>"
