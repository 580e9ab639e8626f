"""The security building blocks without a broker: the JAAS parser, token claims and the refresh
schedule, key store detection. Hypothesis checks that no input makes the parser fail any other
way than JaasConfigError, or quote the text (it holds passwords)."""

from __future__ import annotations

import base64
import json
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafka_async.network.keystores import (
    KeyStoreError,
    TlsStores,
    check_store_file,
    load_trusted_pem,
)
from kafka_async.network.sasl.base import Secret
from kafka_async.network.sasl.jaas import JaasConfigError, parse_jaas_config
from kafka_async.network.sasl.oauth_login import (
    ClientCredentialsLogin,
    OAuthLoginSettings,
    OAuthTokenError,
    parse_bearer_token,
    refresh_time,
    unsecured_login,
)


def jwt(claims: dict[str, object]) -> str:
    def part(document: dict[str, object]) -> str:
        return base64.urlsafe_b64encode(json.dumps(document).encode()).rstrip(b"=").decode()

    return f"{part({'alg': 'RS256'})}.{part(claims)}.c2ln"


# ------------------------------------------------------------------------------------- JAAS

def test_jaas_forms_java_writes() -> None:
    login = parse_jaas_config(
        'org.apache.kafka.common.security.scram.ScramLoginModule required\n'
        '   username="alice"\n   password="p\\"w;=x" ;')
    assert login.module.endswith("ScramLoginModule") and login.flag == "required"
    assert dict(login.options) == {"username": "alice", "password": 'p"w;=x'}
    assert "p\\\"w" not in repr(login) and "password" in repr(login)
    krb = parse_jaas_config("com.sun.security.auth.module.Krb5LoginModule REQUIRED "
                            "useKeyTab=true keyTab=/etc/k.keytab principal=\"k@R\";")
    assert krb.boolean("useKeyTab") and krb.options["keyTab"] == "/etc/k.keytab"
    assert not krb.boolean("useTicketCache")


def test_jaas_single_quotes_as_javas_stream_tokenizer_reads_them() -> None:
    # Confluent Cloud's client.properties: username='<key>' password='<secret>'; the quotes
    # were kept as part of the values (a wrong password), and a space in one failed to parse
    login = parse_jaas_config("org.apache.kafka.common.security.plain.PlainLoginModule "
                              "required username='alice' password='a b\"c;=';")
    assert dict(login.options) == {"username": "alice", "password": 'a b"c;='}
    mixed = parse_jaas_config("""a.B required x="it's" y='say "hi"';""")
    assert dict(mixed.options) == {"x": "it's", "y": 'say "hi"'}
    with pytest.raises(JaasConfigError, match="opened at character 15 is never closed"):
        parse_jaas_config("a.B required x='1;")


@pytest.mark.parametrize(("text", "message"), [
    ("", "empty"),
    ("a.B required", "must end with ';'"),
    ("a.B maybe;", "control flag"),
    ('a.B required x="1" x="2";', "given twice"),
    ('a.B required x="1"; c.D required;', "exactly one login module"),
    ('a.B required x=;', "has no value"),
])
def test_jaas_errors_name_the_problem(text: str, message: str) -> None:
    with pytest.raises(JaasConfigError, match=message):
        parse_jaas_config(text)


def test_jaas_errors_never_quote_unknown_words() -> None:
    for text in ("hunter2", "a.B required hunter2;", "a.B required hunter2=;",
                 'a.B required x="1" hunter2 hunter2;'):
        with pytest.raises(JaasConfigError) as caught:
            parse_jaas_config(text)
        assert "hunter2" not in str(caught.value)


@given(st.text(max_size=200))
def test_jaas_parser_fails_only_cleanly_and_never_quotes(text: str) -> None:
    secret = "zq7secretzq7"
    try:
        parse_jaas_config(text + f' p="{secret}')
    except JaasConfigError as error:
        assert secret not in str(error)


# ------------------------------------------------------------------------------------- tokens

def test_token_claims_are_checked() -> None:
    now = time.time()
    good = jwt({"sub": "alice", "exp": now + 60, "iat": now, "aud": ["kafka", "x"],
                "iss": "https://idp", "scope": "a b"})
    token = parse_bearer_token(good, expected_audience=("kafka",), expected_issuer="https://idp")
    assert (token.principal, token.scope) == ("alice", frozenset({"a", "b"}))
    assert "alice" not in repr(token.value)
    cases = [
        ("not.a", "not a JWT"),
        (jwt({"sub": "a"}), "no numeric 'exp'"),
        (jwt({"sub": "a", "exp": now - 10}), "expired"),
        (jwt({"exp": now + 60}), "no 'sub' claim"),
    ]
    for value, message in cases:
        with pytest.raises(OAuthTokenError, match=message):
            parse_bearer_token(value)
    with pytest.raises(OAuthTokenError, match="includes none of"):
        parse_bearer_token(good, expected_audience=("payments",))
    with pytest.raises(OAuthTokenError, match="is not the expected"):
        parse_bearer_token(good, expected_issuer="https://other")


def test_refresh_schedule_follows_java() -> None:
    settings = OAuthLoginSettings(token_endpoint_url="http://idp/token", client_id="c",
                                  client_secret=Secret("s"))
    now = 1000.0

    def token(lifetime: float) -> object:
        return parse_bearer_token(jwt({"sub": "a", "exp": now + lifetime}), now=now)

    # an hour: 80 % (+ up to 5 % jitter), within [min period, expiry - buffer]
    assert refresh_time(token(3600), settings, now=now, jitter=0.0) == now + 2880  # type: ignore[arg-type]
    assert refresh_time(token(3600), settings, now=now, jitter=1.0) == pytest.approx(now + 3060)  # type: ignore[arg-type]
    # 10 minutes: 80 % would leave less than the 300 s buffer -> expiry - buffer
    assert refresh_time(token(600), settings, now=now, jitter=0.0) == now + 300  # type: ignore[arg-type]
    # 2 minutes: too short for min period + buffer -> the window factor alone
    assert refresh_time(token(120), settings, now=now, jitter=0.0) == pytest.approx(now + 96)  # type: ignore[arg-type]


def test_login_settings_are_checked() -> None:
    with pytest.raises(ValueError, match="http\\(s\\) or file"):
        ClientCredentialsLogin(OAuthLoginSettings(token_endpoint_url="ftp://x/t",
                                                  client_id="c", client_secret=Secret("s")))
    with pytest.raises(ValueError, match="client id and secret"):
        ClientCredentialsLogin(OAuthLoginSettings(token_endpoint_url="https://x/t"))


@pytest.mark.anyio
async def test_token_file_login(tmp_path: Path) -> None:
    path = tmp_path / "token.jwt"
    path.write_text(jwt({"sub": "svc", "exp": time.time() + 3600}) + "\n")
    login = ClientCredentialsLogin(OAuthLoginSettings(token_endpoint_url=f"file://{path}"))
    assert (await login()).reveal() == path.read_text().strip()
    assert login.token is not None and login.token.principal == "svc"


def test_unsecured_login_from_jaas_options() -> None:
    provider = unsecured_login({"unsecuredLoginStringClaim_sub": "alice",
                                "unsecuredLoginListClaim_scope": ",a,b",
                                "unsecuredLoginNumberClaim_n": "7",
                                "unsecuredLoginLifetimeSeconds": "60"})
    _, claims, signature = provider().reveal().split(".")
    decoded = json.loads(base64.urlsafe_b64decode(claims + "=="))
    assert decoded["sub"] == "alice" and decoded["scope"] == ["a", "b"] and decoded["n"] == 7
    assert decoded["exp"] - decoded["iat"] == 60 and signature == ""
    with pytest.raises(ValueError, match="unsecuredLoginStringClaim_sub"):
        unsecured_login({"unsecuredLoginLifetimeSeconds": "60"})


# ------------------------------------------------------------------------------------- stores

def test_store_types_are_sniffed(tmp_path: Path) -> None:
    jks = tmp_path / "store.jks"
    jks.write_bytes(b"\xfe\xed\xfe\xed" + b"\0" * 32)
    with pytest.raises(KeyStoreError, match="keytool -importkeystore -srckeystore"):
        check_store_file("ssl_truststore_location", str(jks), "JKS")
    pem = tmp_path / "ca.pem"
    pem.write_text("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n")
    with pytest.raises(KeyStoreError, match="is PEM text; set ssl_truststore_type=PEM"):
        check_store_file("ssl_truststore_location", str(pem), "PKCS12")
    check_store_file("ssl_truststore_location", str(pem), "PEM")
    garbage = tmp_path / "noise"
    garbage.write_bytes(b"\x01\x02\x03")
    with pytest.raises(KeyStoreError, match="neither PKCS12 nor PEM"):
        check_store_file("ssl_keystore_location", str(garbage), None)
    assert load_trusted_pem(TlsStores(truststore_location=str(pem))) == pem.read_text()
    with pytest.raises(KeyStoreError, match="must hold PEM certificates"):
        load_trusted_pem(TlsStores(truststore_certificates="nope"))


def test_wrong_pkcs12_password_names_the_setting(tmp_path: Path) -> None:
    import trustme
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.serialization import pkcs12
    from cryptography.x509 import load_pem_x509_certificate

    from kafka_async.network.keystores import load_client_chain

    leaf = trustme.CA().issue_cert("client.test")
    key = serialization.load_pem_private_key(leaf.private_key_pem.bytes(), None)
    cert = load_pem_x509_certificate(leaf.cert_chain_pems[0].bytes())
    path = tmp_path / "ks.p12"
    path.write_bytes(pkcs12.serialize_key_and_certificates(
        b"c", key, cert, None, serialization.BestAvailableEncryption(b"right")))  # type: ignore[arg-type]
    with pytest.raises(KeyStoreError, match="ssl_keystore_password") as caught:
        load_client_chain(TlsStores(keystore_location=str(path),
                                    keystore_password=Secret("zzwrongzz")))
    assert "zzwrongzz" not in str(caught.value)
    chain = load_client_chain(TlsStores(keystore_location=str(path),
                                        keystore_password=Secret("right")))
    assert chain is not None and b"BEGIN CERTIFICATE" in chain.chain_pem
    assert b"ENCRYPTED PRIVATE KEY" in chain.key_pem  # never in the clear, even in memory files


@pytest.mark.parametrize("form", ["files", "inline"])
def test_an_encrypted_key_without_its_password_is_a_config_error_not_a_prompt(
    tmp_path: Path, form: str
) -> None:
    # load_cert_chain(password=None) has OpenSSL ask "Enter PEM pass phrase:" on the terminal:
    # the client's constructor blocked the event loop until someone typed (without a terminal,
    # "OSError: Invalid argument" and a "system CA store" that was not involved)
    from kafka_async import Admin
    from kafka_async.cluster.config import ConfigError
    from kafka_async.testing.certs import make_client_certificate, make_tls_files

    tls = make_tls_files(tmp_path)
    alice = make_client_certificate(tls, tmp_path, "alice", key_password="zzkeypwzz")
    if form == "files":
        settings: dict[str, str] = {"ssl_cafile": str(tls.ca_file),
                                    "ssl_certfile": str(alice.cert_file),
                                    "ssl_keyfile": str(alice.key_file)}
        named = f"ssl_keyfile {str(alice.key_file)!r}"
    else:
        settings = {"ssl_truststore_certificates": tls.ca_file.read_text(),
                    "ssl_keystore_type": "PEM", "ssl_keystore_key": alice.key_file.read_text(),
                    "ssl_keystore_certificate_chain": alice.cert_file.read_text()}
        named = "ssl_keystore_key"
    with pytest.raises(ConfigError) as caught:  # the constructor builds the TLS context
        Admin(bootstrap_servers="127.0.0.1:9", security_protocol="SSL", **settings)
    assert str(caught.value) == (f"the private key in {named} is encrypted: set "
                                 "ssl_key_password to its password")
    with pytest.raises(ConfigError, match="a wrong ssl_key_password") as caught:
        Admin(bootstrap_servers="127.0.0.1:9", security_protocol="SSL",
              ssl_key_password="zzwrongzz", **settings)
    assert "zzwrongzz" not in str(caught.value) and "zzkeypwzz" not in str(caught.value)
    right = Admin(bootstrap_servers="127.0.0.1:9", security_protocol="SSL",
                  ssl_key_password="zzkeypwzz", **settings)
    assert right.config.build_ssl_context() is not None


def test_a_token_endpoint_urls_credentials_stay_out_of_reprs() -> None:
    import dataclasses

    from kafka_async import Consumer

    url = "https://svc:zzurlpwzz@idp.example:8443/token?client_secret=zzqueryzz#frag"
    consumer = Consumer(bootstrap_servers="127.0.0.1:9", security_protocol="SASL_SSL",
                        sasl_mechanism="OAUTHBEARER", sasl_oauthbearer_token_endpoint_url=url,
                        sasl_oauthbearer_client_credentials_client_id="svc",
                        sasl_oauthbearer_client_credentials_client_secret="zzsecretzz")
    config = consumer.config
    shown = [repr(config), str(config), repr(dataclasses.asdict(config)),
             repr(ClientCredentialsLogin(OAuthLoginSettings(
                 token_endpoint_url=url, client_id="svc", client_secret=Secret("zzsecretzz"))))]
    for text in shown:
        assert "https://idp.example:8443/token" in text
        for secret in ("zzurlpwzz", "zzqueryzz", "zzsecretzz", "frag"):
            assert secret not in text
    assert config.sasl_oauthbearer_token_endpoint_url == url  # used as given


def test_tls_settings_java_refuses_or_reads_as_off() -> None:
    from kafka_async import Admin
    from kafka_async.cluster.config import ConfigError

    # Java: a null ssl.endpoint.identification.algorithm, like "", turns the hostname check off
    off = Admin(bootstrap_servers="127.0.0.1:9", ssl_endpoint_identification_algorithm=None)
    assert off.config.ssl_endpoint_identification_algorithm == ""
    # Java: "SSL trust store password cannot be specified for PEM format" (and the key store's)
    for settings in ({"ssl_truststore_type": "PEM", "ssl_truststore_password": "p"},
                     {"ssl_truststore_certificates": "-----BEGIN CERTIFICATE-----",
                      "ssl_truststore_password": "p"},
                     {"ssl_keystore_type": "PEM", "ssl_keystore_password": "p"}):
        with pytest.raises(ConfigError, match="cannot be given with a PEM"):
            Admin(bootstrap_servers="127.0.0.1:9", **settings)
