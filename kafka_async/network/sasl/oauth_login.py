"""OAUTHBEARER tokens the way Java's login handler gets them: OAuth 2 client credentials (OIDC),
a token file, or an unsecured development token; cached and refreshed before they expire.

``sasl_oauth_token_provider`` takes any callable; this module provides the ones Java users
configure with settings instead of code:

* ``ClientCredentialsLogin``: Java's ``OAuthBearerLoginCallbackHandler`` with
  ``sasl.oauthbearer.token.endpoint.url`` (KIP-768). A ``client_credentials`` grant POSTed to
  the token endpoint with the client id and secret in an HTTP Basic header (URL-encoded first
  with ``sasl_oauthbearer_header_urlencode``, KIP-1025), optional ``scope``. A ``file:`` URL
  reads the token from a file instead (re-read at each refresh).
* ``unsecured_login``: Java's default ``OAuthBearerUnsecuredLoginCallbackHandler``: an unsigned
  JWT made from the JAAS ``unsecuredLogin*`` options, for brokers that run the unsecured
  validator (development only).

Checks on every token before it is used (Java's ``ClientJwtValidator``, plus the expected
audience and issuer when they are configured, so a misconfigured client fails here with the
claim named instead of at the broker with "authentication failed"): three JWT parts, an ``exp``
in the future, the subject claim (``sasl_oauthbearer_sub_claim_name``) present.

Refresh (Java's ``ExpiringCredentialRefreshingLogin``): a token is replaced once
``sasl_login_refresh_window_factor`` (+ up to ``..._jitter``, random) of its lifetime has
passed, but not sooner than ``sasl_login_refresh_min_period_seconds`` after it was obtained and
not later than ``sasl_login_refresh_buffer_seconds`` before it expires (when the lifetime is too
short for both, the window factor alone decides). The refresh happens when the next connection
or re-authentication (KIP-368) asks for a token after that time; concurrent askers share one
request. A failed refresh while the old token is still valid keeps the old one (logged); the
token endpoint is retried with exponential backoff from ``sasl_login_retry_backoff_ms`` up to a
total wait of ``sasl_login_retry_backoff_max_ms`` on connection errors, timeouts, HTTP 5xx and
429; other HTTP errors fail at once.

No message or log line contains the client secret or a token; HTTP error bodies are summarised
(``error`` / ``error_description``, bounded).
"""

from __future__ import annotations

import base64
import json
import logging
import random
import ssl
import time
import urllib.parse
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import anyio

from kafka_async.network.sasl.base import RedactedUrl, Secret, redact_url
from kafka_async.protocol.errors import SaslAuthenticationFailedError

__all__ = [
    "BearerToken",
    "ClientCredentialsLogin",
    "OAuthLoginSettings",
    "OAuthTokenError",
    "parse_bearer_token",
    "unsecured_login",
]

logger = logging.getLogger("kafka_async.network")

_MAX_RESPONSE_BYTES = 1024 * 1024
_RETRIABLE_STATUS = frozenset({429, 500, 502, 503, 504})


class OAuthTokenError(SaslAuthenticationFailedError):
    """No usable OAuth token: the token endpoint refused or failed, or the token's claims are
    not what this client expects. The message names the endpoint and the reason, never the
    secret or the token."""


@dataclass(frozen=True)
class OAuthLoginSettings:
    """Java's sasl.oauthbearer.* and sasl.login.* settings, in seconds."""

    token_endpoint_url: str
    client_id: str | None = None
    client_secret: Secret | None = field(default=None, repr=False)
    scope: str | None = None
    expected_audience: tuple[str, ...] = ()
    expected_issuer: str | None = None
    scope_claim_name: str = "scope"
    sub_claim_name: str = "sub"
    header_urlencode: bool = False
    refresh_window_factor: float = 0.8
    refresh_window_jitter: float = 0.05
    refresh_min_period: float = 60.0
    refresh_buffer: float = 300.0
    connect_timeout: float = 10.0
    read_timeout: float = 10.0
    retry_backoff: float = 0.1
    retry_backoff_max: float = 10.0
    ssl_context: ssl.SSLContext | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        # user info or a query in the URL may hold a credential: its repr leaves them out
        object.__setattr__(self, "token_endpoint_url", RedactedUrl(self.token_endpoint_url))


@dataclass(frozen=True)
class BearerToken:
    """A validated token (Java's OAuthBearerToken): the value stays a Secret."""

    value: Secret = field(repr=False)
    principal: str
    scope: frozenset[str]
    expires_at: float  #: epoch seconds
    issued_at: float  #: epoch seconds (the token's ``iat``, else when we received it)


def _b64_json(part: str, what: str) -> dict[str, Any]:
    try:
        padded = part + "=" * (-len(part) % 4)
        document = json.loads(base64.urlsafe_b64decode(padded.encode("ascii")))
    except (ValueError, UnicodeError):
        raise OAuthTokenError(f"the OAuth token's {what} is not base64url JSON") from None
    if not isinstance(document, dict):
        raise OAuthTokenError(f"the OAuth token's {what} is not a JSON object")
    return document


def parse_bearer_token(
    value: str,
    *,
    sub_claim_name: str = "sub",
    scope_claim_name: str = "scope",
    expected_audience: tuple[str, ...] = (),
    expected_issuer: str | None = None,
    now: float | None = None,
) -> BearerToken:
    """Check a JWT's claims (see the module docstring) and return it as a BearerToken."""
    now = time.time() if now is None else now
    parts = value.strip().split(".")
    if len(parts) != 3:
        raise OAuthTokenError(f"the OAuth token is not a JWT (it has {len(parts)} "
                              "dot-separated parts, a JWT has 3)")
    _b64_json(parts[0], "header")
    claims = _b64_json(parts[1], "payload")
    expires = claims.get("exp")
    if not isinstance(expires, int | float) or isinstance(expires, bool):
        raise OAuthTokenError("the OAuth token has no numeric 'exp' claim")
    if expires <= now:
        raise OAuthTokenError(f"the OAuth token expired {now - expires:.0f} s ago")
    subject = claims.get(sub_claim_name)
    if not isinstance(subject, str) or not subject.strip():
        raise OAuthTokenError(f"the OAuth token has no '{sub_claim_name}' claim "
                              "(sasl_oauthbearer_sub_claim_name)")
    if expected_issuer is not None and claims.get("iss") != expected_issuer:
        raise OAuthTokenError(f"the OAuth token's issuer {str(claims.get('iss'))[:200]!r} is not "
                              f"the expected {expected_issuer!r} "
                              "(sasl_oauthbearer_expected_issuer)")
    if expected_audience:
        audience = claims.get("aud")
        audiences = {audience} if isinstance(audience, str) else set(audience or ())
        if not audiences & set(expected_audience):
            shown = sorted(str(a)[:100] for a in audiences)[:5]
            raise OAuthTokenError(f"the OAuth token's audience {shown} includes none of "
                                  f"{list(expected_audience)} (sasl_oauthbearer_expected_"
                                  "audience)")
    raw_scope = claims.get(scope_claim_name, ())
    scope = frozenset(raw_scope.split() if isinstance(raw_scope, str)
                      else (str(item) for item in raw_scope if isinstance(item, str))
                      if isinstance(raw_scope, list) else ())
    issued = claims.get("iat")
    issued_at = float(issued) if isinstance(issued, int | float) and issued <= now else now
    return BearerToken(Secret(value.strip()), subject, scope, float(expires), issued_at)


def refresh_time(token: BearerToken, settings: OAuthLoginSettings, *, now: float,
                 jitter: float) -> float:
    """When to replace ``token`` (epoch seconds); see the module docstring."""
    lifetime = token.expires_at - now
    if lifetime <= 0:
        return now
    when = now + lifetime * (settings.refresh_window_factor
                             + settings.refresh_window_jitter * jitter)
    if settings.refresh_min_period + settings.refresh_buffer <= lifetime:
        when = max(when, now + settings.refresh_min_period)
        when = min(when, token.expires_at - settings.refresh_buffer)
    return when


class _Retriable(Exception):
    """A token-endpoint failure worth another attempt (its message is safe to show)."""


class ClientCredentialsLogin:
    """A ``sasl_oauth_token_provider`` that gets tokens from an OAuth 2 token endpoint.

    One per client (each client builds its own from its settings); call it from the client's
    event loop. ``clock`` and ``jitter`` exist for tests of the refresh schedule."""

    def __init__(self, settings: OAuthLoginSettings, *,
                 clock: Callable[[], float] = time.time,
                 jitter: Callable[[], float] = random.random) -> None:
        url = urllib.parse.urlsplit(settings.token_endpoint_url)
        if url.scheme not in ("http", "https", "file"):
            raise ValueError("sasl_oauthbearer_token_endpoint_url must be an http(s) or file "
                             f"URL, got scheme {url.scheme!r}")
        if url.scheme != "file" and (not settings.client_id or settings.client_secret is None):
            raise ValueError("the client-credentials grant needs a client id and secret "
                             "(clientId/clientSecret in sasl_jaas_config, or sasl_oauthbearer_"
                             "client_credentials_client_id/_secret)")
        self.settings = settings
        self._url = url
        self._clock = clock
        self._jitter = jitter
        self._token: BearerToken | None = None
        self._refresh_at = 0.0
        self._lock: anyio.Lock | None = None
        #: tokens obtained so far (a refresh adds one); for tests and metrics
        self.tokens_obtained = 0
        #: why the endpoint's last try failed while tries go on (None once one succeeds): a
        #: start-up that times out first names it (the retries may outlast max_block_ms)
        self.last_problem: str | None = None

    def __repr__(self) -> str:
        return (f"ClientCredentialsLogin({self.settings.token_endpoint_url!r}, "
                f"client_id={self.settings.client_id!r})")

    @property
    def token(self) -> BearerToken | None:
        return self._token

    @property
    def refresh_at(self) -> float:
        return self._refresh_at

    async def __call__(self) -> Secret:
        token = self._token
        if token is not None and self._clock() < self._refresh_at:
            return token.value
        if self._lock is None:
            self._lock = anyio.Lock()
        async with self._lock:
            token = self._token
            now = self._clock()
            if token is not None and now < self._refresh_at:
                return token.value  # another task refreshed while we waited
            try:
                fresh = await self._obtain()
            except OAuthTokenError as exc:
                if token is not None and now < token.expires_at:
                    logger.warning("OAuth token refresh from %s failed (%s); using the current "
                                   "token until it expires in %.0f s",
                                   self._endpoint(), exc, token.expires_at - now)
                    self._refresh_at = now + min(self.settings.retry_backoff_max,
                                                 token.expires_at - now)
                    return token.value
                raise
            self._token = fresh
            self.tokens_obtained += 1
            now = self._clock()
            self._refresh_at = refresh_time(fresh, self.settings, now=now, jitter=self._jitter())
            logger.debug("OAuth token for %s from %s, expires in %.0f s, refresh in %.0f s",
                         fresh.principal, self._endpoint(), fresh.expires_at - now,
                         self._refresh_at - now)
            return fresh.value

    def _endpoint(self) -> str:
        """The endpoint without query or user info (either may carry a secret)."""
        return redact_url(str(self.settings.token_endpoint_url))

    def _validate(self, value: str) -> BearerToken:
        settings = self.settings
        try:
            return parse_bearer_token(
                value, sub_claim_name=settings.sub_claim_name,
                scope_claim_name=settings.scope_claim_name,
                expected_audience=settings.expected_audience,
                expected_issuer=settings.expected_issuer, now=self._clock())
        except OAuthTokenError as exc:
            raise OAuthTokenError(f"token from {self._endpoint()}: {exc}") from None

    async def _obtain(self) -> BearerToken:
        if self._url.scheme == "file":
            return self._validate(await anyio.to_thread.run_sync(self._read_file))
        settings = self.settings
        delay, waited = settings.retry_backoff, 0.0
        while True:
            try:
                status, body = await anyio.to_thread.run_sync(self._post)
                token = self._validate(self._access_token(status, body))
            except _Retriable as problem:
                self.last_problem = f"OAuth token endpoint {self._endpoint()}: {problem}"
                if waited + delay > settings.retry_backoff_max:
                    raise OAuthTokenError(
                        f"no OAuth token from {self._endpoint()} after retrying for "
                        f"{waited:.1f} s: {problem}") from None
                logger.info("OAuth token endpoint %s: %s; retrying in %.2f s",
                            self._endpoint(), problem, delay)
                await anyio.sleep(delay)
                waited += delay
                delay = min(delay * 2, max(settings.retry_backoff_max - waited, 0.001))
                continue
            self.last_problem = None
            return token

    def _read_file(self) -> str:
        path = urllib.parse.unquote(self._url.path)
        try:
            with open(path, encoding="utf-8") as handle:
                return handle.read(_MAX_RESPONSE_BYTES)
        except OSError as exc:
            raise OAuthTokenError(f"cannot read the token file {path!r}: "
                                  f"{exc.strerror or exc}") from None

    def _authorization(self) -> str:
        settings = self.settings
        assert settings.client_id is not None and settings.client_secret is not None
        client_id, secret = settings.client_id, settings.client_secret.reveal()
        if settings.header_urlencode:
            client_id = urllib.parse.quote(client_id, safe="")
            secret = urllib.parse.quote(secret, safe="")
        credentials = base64.b64encode(f"{client_id}:{secret}".encode()).decode("ascii")
        return f"Basic {credentials}"

    def _post(self) -> tuple[int, bytes]:
        """One POST to the token endpoint (worker thread); connection problems -> _Retriable."""
        settings, url = self.settings, self._url
        form = {"grant_type": "client_credentials"}
        if settings.scope:
            form["scope"] = settings.scope
        body = urllib.parse.urlencode(form).encode("ascii")
        headers = {"Authorization": self._authorization(), "Accept": "application/json",
                   "Content-Type": "application/x-www-form-urlencoded",
                   "Cache-Control": "no-cache"}
        path = url.path or "/"
        if url.query:
            path += "?" + url.query
        import http.client  # here: every connection imports this module, few fetch tokens

        connection: http.client.HTTPConnection
        if url.scheme == "https":
            context = settings.ssl_context or ssl.create_default_context()
            connection = http.client.HTTPSConnection(url.hostname or "", url.port,
                                                     timeout=settings.connect_timeout,
                                                     context=context)
        else:
            connection = http.client.HTTPConnection(url.hostname or "", url.port,
                                                    timeout=settings.connect_timeout)
        try:
            connection.connect()
            if connection.sock is not None:
                connection.sock.settimeout(settings.read_timeout)
            connection.request("POST", path, body=body, headers=headers)
            # Closed here, not left to the garbage collector: the response holds its own
            # reference to the socket, so connection.close() alone kept the descriptor open
            # (found by the test suite's no-leak check).
            with connection.getresponse() as response:
                data = response.read(_MAX_RESPONSE_BYTES + 1)
                return response.status, data
        except ssl.SSLError as exc:
            raise OAuthTokenError(f"TLS to {self._endpoint()} failed: "
                                  f"{exc.reason or type(exc).__name__}") from None
        except (OSError, http.client.HTTPException) as exc:
            raise _Retriable(f"{type(exc).__name__}: {exc}"[:300]) from None
        finally:
            connection.close()

    def _access_token(self, status: int, body: bytes) -> str:
        if len(body) > _MAX_RESPONSE_BYTES:
            raise OAuthTokenError(f"{self._endpoint()} answered more than 1 MiB")
        if status in _RETRIABLE_STATUS:
            raise _Retriable(f"HTTP {status}{_describe_error(body)}")
        if status != 200:
            raise OAuthTokenError(f"{self._endpoint()} refused the client-credentials grant "
                                  f"for client {self.settings.client_id!r}: HTTP {status}"
                                  f"{_describe_error(body)}")
        try:
            document = json.loads(body)
        except ValueError:
            raise OAuthTokenError(f"{self._endpoint()} answered HTTP 200 with a body that is "
                                  "not JSON") from None
        token = document.get("access_token") if isinstance(document, dict) else None
        if not isinstance(token, str) or not token:
            raise OAuthTokenError(f"{self._endpoint()} answered without an access_token")
        return token


def _describe_error(body: bytes) -> str:
    """RFC 6749's error fields of an error body, bounded (never the whole body)."""
    try:
        document = json.loads(body[:8192])
    except ValueError:
        return ""
    if not isinstance(document, dict):
        return ""
    parts = [str(document[key])[:200] for key in ("error", "error_description") if key in document]
    return f" ({': '.join(parts)})" if parts else ""


def unsecured_login(options: Mapping[str, str]) -> Callable[[], Secret]:
    """Java's OAuthBearerUnsecuredLoginCallbackHandler from the JAAS options
    (``unsecuredLoginStringClaim_<name>``, ``unsecuredLoginNumberClaim_<name>``,
    ``unsecuredLoginListClaim_<name>`` (first character is the separator),
    ``unsecuredLoginPrincipalClaimName``, ``unsecuredLoginLifetimeSeconds``): an unsigned JWT
    for brokers running the unsecured validator. Development only."""
    principal_claim = options.get("unsecuredLoginPrincipalClaimName", "sub")
    lifetime = float(options.get("unsecuredLoginLifetimeSeconds", "3600"))
    claims: dict[str, Any] = {}
    for key, value in options.items():
        for prefix, kind in (("unsecuredLoginStringClaim_", "string"),
                             ("unsecuredLoginNumberClaim_", "number"),
                             ("unsecuredLoginListClaim_", "list")):
            if key.startswith(prefix):
                name = key[len(prefix):]
                if kind == "number":
                    claims[name] = float(value) if "." in value else int(value)
                elif kind == "list":
                    claims[name] = [item for item in value[1:].split(value[:1]) if item] \
                        if value else []
                else:
                    claims[name] = value
    if not isinstance(claims.get(principal_claim), str):
        raise ValueError(f"the unsecured OAUTHBEARER login needs unsecuredLoginStringClaim_"
                         f"{principal_claim} in sasl_jaas_config")

    def encode(part: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(part).encode()).rstrip(b"=").decode()

    def provider() -> Secret:
        now = int(time.time())
        body = {**claims, "iat": now, "exp": now + int(lifetime)}
        return Secret(f"{encode({'alg': 'none'})}.{encode(body)}.")

    return provider
