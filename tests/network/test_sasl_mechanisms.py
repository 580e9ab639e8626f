"""The sans-IO SASL mechanisms, with the RFC 5802 / RFC 7677 test vectors."""

from __future__ import annotations

import base64
import json
import pickle

import pytest

from kafka_async.network.errors import AuthenticationError
from kafka_async.network.sasl import (
    OAuthBearerMechanism,
    PlainMechanism,
    SaslMechanismError,
    ScramMechanism,
    Secret,
)

# RFC 7677 section 3 (SCRAM-SHA-256), user "user", password "pencil".
RFC7677_CLIENT_NONCE = "rOprNGfwEbeRWgbNEkqO"
RFC7677_SERVER_FIRST = (
    b"r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096"
)
RFC7677_CLIENT_FINAL = (
    b"c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,"
    b"p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ="
)
RFC7677_SERVER_FINAL = b"v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4="

# RFC 5802 section 5 (SCRAM-SHA-1).
RFC5802_SERVER_FIRST = b"r=fyko+d2lbbFgONRv9qkxdawL3rfcNHYJY1ZVvWVs7j,s=QSXCR+Q6sek8bf92,i=4096"
RFC5802_CLIENT_FINAL = (
    b"c=biws,r=fyko+d2lbbFgONRv9qkxdawL3rfcNHYJY1ZVvWVs7j,p=v0X8v3Bz2T0CJGbJQyF0X+HI4Ts="
)
RFC5802_SERVER_FINAL = b"v=rmF9pqV8S7suAoZWja4dJRkFsKQ="


def rfc7677() -> ScramMechanism:
    return ScramMechanism("SCRAM-SHA-256", "user", "pencil", nonce=RFC7677_CLIENT_NONCE)


def test_scram_sha256_rfc7677_vector() -> None:
    mechanism = rfc7677()
    assert mechanism.step(b"") == b"n,,n=user,r=rOprNGfwEbeRWgbNEkqO"
    assert mechanism.step(RFC7677_SERVER_FIRST) == RFC7677_CLIENT_FINAL
    assert mechanism.step(RFC7677_SERVER_FINAL) is None
    assert mechanism.complete


def test_scram_sha1_rfc5802_vector() -> None:
    mechanism = ScramMechanism("SCRAM-SHA-1", "user", "pencil", nonce="fyko+d2lbbFgONRv9qkxdawL")
    assert mechanism.step(b"") == b"n,,n=user,r=fyko+d2lbbFgONRv9qkxdawL"
    assert mechanism.step(RFC5802_SERVER_FIRST) == RFC5802_CLIENT_FINAL
    assert mechanism.step(RFC5802_SERVER_FINAL) is None
    assert mechanism.complete


def test_scram_sha512_completes_against_its_own_server_math() -> None:
    mechanism = ScramMechanism("SCRAM-SHA-512", "u,=ser", "pw", nonce="abc")
    assert mechanism.step(b"") == b"n,,n=u=2C=3Dser,r=abc"
    final = mechanism.step(b"r=abcdef,s=" + base64.b64encode(b"salt") + b",i=4096")
    assert final is not None and final.startswith(b"c=biws,r=abcdef,p=")
    assert mechanism.step(b"v=" + base64.b64encode(mechanism._server_signature)) is None


def test_scram_carries_kafkas_tokenauth_extension_in_the_signed_client_first() -> None:
    # A delegation token signs in with tokenauth=true after the nonce (RFC 5802 extensions);
    # the client-first-bare it is part of is what the proof signs, so it is in the auth message.
    mechanism = ScramMechanism("SCRAM-SHA-512", "token-id", "aG1hYw==", nonce="abc",
                               extensions={"tokenauth": "true"})
    assert mechanism.step(b"") == b"n,,n=token-id,r=abc,tokenauth=true"
    plain = ScramMechanism("SCRAM-SHA-512", "token-id", "aG1hYw==", nonce="abc")
    server_first = b"r=abcdef,s=" + base64.b64encode(b"salt") + b",i=4096"
    plain.step(b"")
    assert mechanism.step(server_first) != plain.step(server_first)  # a different proof
    with pytest.raises(ValueError, match="SCRAM extension"):
        ScramMechanism("SCRAM-SHA-512", "u", "p", extensions={"bad key": "x"})


def test_scram_rejects_a_wrong_server_signature() -> None:
    mechanism = rfc7677()
    mechanism.step(b"")
    mechanism.step(RFC7677_SERVER_FIRST)
    with pytest.raises(SaslMechanismError, match="server signature does not match"):
        mechanism.step(b"v=" + base64.b64encode(b"\x00" * 32))
    assert not mechanism.complete


def test_scram_rejects_a_nonce_without_our_prefix() -> None:
    mechanism = rfc7677()
    mechanism.step(b"")
    with pytest.raises(SaslMechanismError, match="nonce"):
        mechanism.step(b"r=someoneelse,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096")


@pytest.mark.parametrize("iterations", [b"1000000000", b"4095", b"-5", b"1e9", b"99999999999"])
def test_scram_refuses_hostile_iteration_counts_before_pbkdf2(iterations: bytes) -> None:
    mechanism = rfc7677()
    mechanism.step(b"")
    with pytest.raises(SaslMechanismError, match="iteration count"):
        mechanism.step(b"r=rOprNGfwEbeRWgbNEkqOxyz,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=" + iterations)


def test_scram_reports_server_error_attribute() -> None:
    mechanism = rfc7677()
    mechanism.step(b"")
    with pytest.raises(SaslMechanismError, match="invalid-proof"):
        mechanism.step(b"e=invalid-proof")


def test_scram_rejects_garbage_and_oversized_messages() -> None:
    mechanism = rfc7677()
    mechanism.step(b"")
    with pytest.raises(SaslMechanismError, match="malformed"):
        mechanism.step(b"\x00garbage")
    other = rfc7677()
    other.step(b"")
    with pytest.raises(SaslMechanismError, match="implausibly large"):
        other.step(b"r=" + b"x" * 10_000)


def test_mechanism_errors_are_authentication_errors() -> None:
    assert issubclass(SaslMechanismError, AuthenticationError)
    assert not SaslMechanismError.retriable


def test_plain_message_and_completion() -> None:
    mechanism = PlainMechanism("alice", "alice-secret")
    assert mechanism.step(b"") == b"\x00alice\x00alice-secret"
    assert mechanism.step(b"") is None
    assert mechanism.complete


def test_plain_refuses_an_unexpected_server_token() -> None:
    mechanism = PlainMechanism("alice", "pw")
    mechanism.step(b"")
    with pytest.raises(SaslMechanismError):
        mechanism.step(b"surprise")


def test_oauthbearer_message_with_extensions() -> None:
    mechanism = OAuthBearerMechanism("tok.en.sig", {"traceId": "123"})
    assert mechanism.step(b"") == b"n,,\x01auth=Bearer tok.en.sig\x01traceId=123\x01\x01"
    assert mechanism.step(b"") is None
    assert mechanism.complete


def test_oauthbearer_failure_acknowledges_then_fails() -> None:
    mechanism = OAuthBearerMechanism("tok")
    mechanism.step(b"")
    error = json.dumps({"status": "invalid_token"}).encode()
    assert mechanism.step(error) == b"\x01"
    assert not mechanism.complete
    with pytest.raises(SaslMechanismError, match="invalid_token"):
        mechanism.step(b"")


def test_oauthbearer_rejects_bad_extension_names() -> None:
    with pytest.raises(ValueError, match="extension"):
        OAuthBearerMechanism("tok", {"auth": "x"})


def test_secret_never_shows_itself() -> None:
    secret = Secret("SENTINEL-PASSWORD")
    mechanism = ScramMechanism("SCRAM-SHA-256", "u", secret)
    for text in (repr(secret), str(secret), repr(mechanism), f"{secret}"):
        assert "SENTINEL" not in text
    assert secret.reveal() == "SENTINEL-PASSWORD"
    # Pickles (for Spark executors) as a Secret, never as the bare str.
    restored = pickle.loads(pickle.dumps(secret))
    assert type(restored) is Secret and restored == secret
    assert "SENTINEL" not in repr(restored)
