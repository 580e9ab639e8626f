"""A real OAuth 2 / OIDC token server on loopback for the OAUTHBEARER tests and local development.

    with OAuthServer() as idp:
        with KafkaCluster(sasl=True, oauth=idp) as cluster:   # brokers check tokens via JWKS
            ...  # clients use idp.token_endpoint with the client-credentials grant

It runs ``no.nav.security:mock-oauth2-server`` (from Maven Central, ``make oauth-jars``), a
standards-compliant test issuer: real RS256-signed JWTs, a discovery document, a JWKS endpoint.
Each issuer id in the URL path is its own issuer with its own signing key. Tokens issued by
``/kafka/token`` carry ``sub`` = the client id, ``aud`` = ``kafka`` and ``scope``; those by
``/short/token`` the same with a short lifetime (``short_lifetime_seconds``), for refresh tests;
``/other/token`` is a second issuer the brokers do not trust.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path
from types import TracebackType

from kafka_async.testing import lifecycle
from kafka_async.testing.jars import java_executable
from kafka_async.testing.ports import free_port

__all__ = ["AUDIENCE", "OAuthJarsMissing", "OAuthServer", "oauth_jars_dir"]

HOST = "127.0.0.1"
AUDIENCE = "kafka"
MAIN_CLASS = "no.nav.security.mock.oauth2.StandaloneMockOAuth2ServerKt"


class OAuthJarsMissing(RuntimeError):
    """mock-oauth2-server's jars are not in .cache/oauth/jars; the message says how to get them."""


def oauth_jars_dir() -> Path:
    override = os.environ.get("KAFKA_ASYNC_OAUTH_JARS")
    jars = (Path(override) if override
            else Path(__file__).resolve().parents[2] / ".cache" / "oauth" / "jars")
    if not any(jars.glob("mock-oauth2-server-*.jar")):
        raise OAuthJarsMissing(
            f"mock-oauth2-server jars not found in {jars}; run `make oauth-jars` "
            "(or set KAFKA_ASYNC_OAUTH_JARS)"
        )
    return jars


class OAuthServer:
    """mock-oauth2-server in its own JVM; see the module docstring."""

    def __init__(self, *, short_lifetime_seconds: int = 6) -> None:
        self.short_lifetime_seconds = short_lifetime_seconds
        self.port = 0
        self._process: subprocess.Popen[bytes] | None = None
        self._directory: Path | None = None

    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def issuer(self, issuer_id: str = "kafka") -> str:
        return f"{self.base_url}/{issuer_id}"

    def token_endpoint(self, issuer_id: str = "kafka") -> str:
        return f"{self.issuer(issuer_id)}/token"

    def jwks_url(self, issuer_id: str = "kafka") -> str:
        return f"{self.issuer(issuer_id)}/jwks"

    def _config(self) -> str:
        def callback(issuer_id: str, lifetime: int) -> dict[str, object]:
            return {
                "issuerId": issuer_id,
                "tokenExpiry": lifetime,
                "requestMappings": [{
                    "requestParam": "grant_type",
                    "match": "client_credentials",
                    "claims": {"sub": "${clientId}", "aud": [AUDIENCE], "scope": "kafka"},
                }],
            }

        return json.dumps({
            "interactiveLogin": False,
            "tokenCallbacks": [callback("kafka", 3600),
                               callback("short", self.short_lifetime_seconds),
                               callback("other", 3600)],
        })

    def start(self) -> OAuthServer:
        if self._process is not None:
            raise RuntimeError("OAuth server already started")
        jars = oauth_jars_dir()
        self._directory = Path(tempfile.mkdtemp(prefix="kafka_async-oauth-"))
        self.port = free_port()
        env = dict(os.environ, SERVER_HOSTNAME=HOST, SERVER_PORT=str(self.port),
                   JSON_CONFIG=self._config())
        argv = [java_executable(), "-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-XX:-UsePerfData", "-Dkafka_async.oauth=1", "-cp", str(jars / "*"), MAIN_CLASS]
        with (self._directory / "server.log").open("ab") as log:
            self._process = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL,
                                             stdout=log, stderr=subprocess.STDOUT,
                                             start_new_session=True)
        lifecycle.watch_process(self._process.pid, "kafka_async.oauth")
        lifecycle.register(self)
        try:
            self._wait_ready()
        except BaseException:
            self.stop()
            raise
        return self

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + 60
        url = f"{self.issuer()}/.well-known/openid-configuration"
        while True:
            assert self._process is not None
            if self._process.poll() is not None:
                raise RuntimeError(f"mock-oauth2-server exited: {self.log_tail()}")
            try:
                with urllib.request.urlopen(url, timeout=2) as response:
                    if response.status == 200:
                        return
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"mock-oauth2-server not ready: {self.log_tail()}")
            time.sleep(0.1)

    def log_tail(self, lines: int = 30) -> str:
        if self._directory is None:
            return ""
        path = self._directory / "server.log"
        text = path.read_text(errors="replace") if path.is_file() else ""
        return "\n".join(text.splitlines()[-lines:])

    def stop(self) -> None:
        process, self._process = self._process, None
        lifecycle.stop_process(process, timeout=15)
        if self._directory is not None:
            shutil.rmtree(self._directory, ignore_errors=True)
            self._directory = None
        lifecycle.unregister(self)

    def __enter__(self) -> OAuthServer:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.stop()
