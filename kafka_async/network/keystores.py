"""Java's key and trust stores as Python's ``ssl`` can use them: PKCS#12 and PEM, files or inline.

Java users hold their TLS material in key stores (``ssl.keystore.location`` +
``ssl.keystore.password``, ``ssl.key.password``) and trust stores (``ssl.truststore.*``), since
Java 9 PKCS#12 by default; Kafka also reads PEM (KIP-651: files, or the PEM text inline in
``ssl.keystore.key`` / ``ssl.keystore.certificate.chain`` / ``ssl.truststore.certificates``).
This module turns each of those into what ``ssl.SSLContext`` takes: trusted certificates as PEM
text, and a certificate chain with its private key.

Why some care is needed:

* ``SSLContext.load_cert_chain`` reads files only. Key material from a PKCS#12 store or an
  inline setting is written to an anonymous in-memory file (``memfd_create``; a 0600 file in a
  private temporary directory, removed at once, where memfd does not exist), encrypted with a
  one-time random password, and loaded from there. Nothing lands on disk in the clear.
* The file's content decides its format, as Java's ``keystore.type.compat`` does (a store typed
  JKS that holds PKCS#12 is read as PKCS#12). A JKS or JCEKS store proper cannot be read: no
  well-kept Python reader exists (pyjks is unmaintained since 2020), so the error gives the
  one ``keytool`` command that converts it.
* PKCS#12 needs the ``cryptography`` package (``pip install 'kafka_async[keystores]'``), imported
  only when a PKCS#12 store is configured.

Passwords arrive as ``Secret`` and are revealed only into the decoder; errors name the setting
and the file, never a password.
"""

from __future__ import annotations

import contextlib
import os
import ssl
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from kafka_async.network.sasl.base import Secret

__all__ = [
    "KeyStoreError",
    "TlsStores",
    "check_store_file",
    "load_client_chain",
    "load_trusted_pem",
]

_JKS_MAGIC = b"\xfe\xed\xfe\xed"
_JCEKS_MAGIC = b"\xce\xce\xce\xce"


class KeyStoreError(ValueError):
    """A key or trust store that cannot be read; names the setting and the file."""


@dataclass(frozen=True)
class TlsStores:
    """Java's store settings (``None``: not given). Types are Java's: JKS, PKCS12, PEM."""

    keystore_type: str | None = None
    keystore_location: str | None = None
    keystore_password: Secret | None = field(default=None, repr=False)
    key_password: Secret | None = field(default=None, repr=False)
    keystore_key: Secret | None = field(default=None, repr=False)
    keystore_certificate_chain: str | None = None
    truststore_type: str | None = None
    truststore_location: str | None = None
    truststore_password: Secret | None = field(default=None, repr=False)
    truststore_certificates: str | None = None

    @property
    def has_keystore(self) -> bool:
        return self.keystore_location is not None or self.keystore_key is not None

    @property
    def has_truststore(self) -> bool:
        return self.truststore_location is not None or self.truststore_certificates is not None


def _sniff(data: bytes) -> str:
    if data.startswith(_JKS_MAGIC):
        return "JKS"
    if data.startswith(_JCEKS_MAGIC):
        return "JCEKS"
    if b"-----BEGIN " in data[:4096]:
        return "PEM"
    if data[:1] == b"\x30":  # a DER SEQUENCE: PKCS#12's PFX
        return "PKCS12"
    return "unknown"


def _read(setting: str, path: str) -> bytes:
    try:
        with open(path, "rb") as handle:
            data = handle.read(64 * 1024 * 1024 + 1)
    except OSError as exc:
        raise KeyStoreError(f"{setting} {path!r}: {exc.strerror or exc}") from None
    if len(data) > 64 * 1024 * 1024:
        raise KeyStoreError(f"{setting} {path!r} is larger than 64 MiB; not a key store")
    return data


def _format_of(setting: str, path: str, data: bytes, declared: str | None) -> str:
    kind = _sniff(data)
    type_setting = setting.replace("_location", "_type")
    if kind in ("JKS", "JCEKS"):
        store = "key" if "keystore" in setting else "trust"
        raise KeyStoreError(
            f"{setting} {path!r} is a {kind} store, which kafka_async cannot read (no "
            "maintained Python reader exists). Convert it once to PKCS12, the Java default "
            f"since Java 9: keytool -importkeystore -srckeystore {path} -srcstoretype {kind} "
            f"-destkeystore {path}.p12 -deststoretype PKCS12; then set {setting}={path}.p12 "
            f"and {type_setting}=PKCS12 (the {store} store password stays the same)"
        )
    if kind == "unknown":
        raise KeyStoreError(f"{setting} {path!r} is neither PKCS12 nor PEM")
    if declared == "PEM" and kind != "PEM":
        raise KeyStoreError(f"{type_setting}=PEM but {setting} {path!r} is a binary "
                            f"({kind}) store; set {type_setting}=PKCS12")
    if declared in ("PKCS12", "JKS") and kind == "PEM":
        raise KeyStoreError(f"{type_setting}={declared} but {setting} {path!r} is PEM text; "
                            f"set {type_setting}=PEM")
    return kind


def check_store_file(setting: str, path: str, declared: str | None) -> None:
    """Fail now for a JKS store or one whose content is not the declared type (reads only the
    first bytes; passwords are checked when the client starts)."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(4096)
    except OSError as exc:
        raise KeyStoreError(f"{setting} {path!r}: {exc.strerror or exc}") from None
    _format_of(setting, path, head, declared)


def _pkcs12() -> object:
    try:
        from cryptography.hazmat.primitives.serialization import pkcs12
    except ImportError:  # pragma: no cover - depends on the environment
        raise KeyStoreError(
            "PKCS12 key and trust stores need the cryptography package: "
            "pip install 'kafka_async[keystores]'"
        ) from None
    return pkcs12


def _load_pkcs12(setting: str, path: str, data: bytes, passwords: list[Secret | None]) -> object:
    pkcs12 = _pkcs12()
    tried: set[str | None] = set()
    for password in passwords:
        raw = password.reveal() if password is not None else None
        if raw in tried:
            continue
        tried.add(raw)
        try:
            return pkcs12.load_pkcs12(  # type: ignore[attr-defined]
                data, raw.encode() if raw is not None else None)
        except ValueError:
            continue
    store = setting.replace("_location", "")
    raise KeyStoreError(f"{setting} {path!r}: cannot open the PKCS12 store with the given "
                        f"{store}_password (wrong password, or a damaged file)")


def _pem(certificate: object) -> str:
    from cryptography.hazmat.primitives.serialization import Encoding

    data: bytes = certificate.public_bytes(Encoding.PEM)  # type: ignore[attr-defined]
    return data.decode("ascii")


def load_trusted_pem(stores: TlsStores) -> str | None:
    """The trusted CA certificates as PEM text (``SSLContext.load_verify_locations(cadata=)``),
    or None when no trust store is configured (the system store is used then)."""
    if stores.truststore_certificates is not None:
        if "-----BEGIN CERTIFICATE-----" not in stores.truststore_certificates:
            raise KeyStoreError("ssl_truststore_certificates must hold PEM certificates "
                                "(-----BEGIN CERTIFICATE-----)")
        return stores.truststore_certificates
    if stores.truststore_location is None:
        return None
    setting, path = "ssl_truststore_location", stores.truststore_location
    data = _read(setting, path)
    if _format_of(setting, path, data, stores.truststore_type) == "PEM":
        text = data.decode("ascii", "replace")
        if "-----BEGIN CERTIFICATE-----" not in text:
            raise KeyStoreError(f"{setting} {path!r} holds no PEM certificate")
        return text
    bundle = _load_pkcs12(setting, path, data, [stores.truststore_password, None])
    certificates = [item.certificate for item in bundle.additional_certs]  # type: ignore[attr-defined]
    if bundle.cert is not None:  # type: ignore[attr-defined]
        certificates.insert(0, bundle.cert.certificate)  # type: ignore[attr-defined]
    if not certificates:
        raise KeyStoreError(f"{setting} {path!r} holds no certificate")
    return "".join(_pem(certificate) for certificate in certificates)


@dataclass(frozen=True)
class ClientChain:
    """A client certificate chain and its key as PEM (the key possibly encrypted)."""

    chain_pem: bytes
    key_pem: bytes = field(repr=False)
    key_password: Secret | None = field(default=None, repr=False)
    #: where the key came from, for errors ("ssl_keystore_key", "ssl_keystore_location '/k.p12'")
    source: str = "ssl_keystore_key"


def key_password(password: Secret | None, source: str) -> Callable[[], bytes]:
    """For ``load_cert_chain``: the password, or, with none configured, a refusal naming the
    setting. Given ``None`` for an encrypted key, OpenSSL asks on the terminal ("Enter PEM pass
    phrase:") and blocks the event loop until someone types; Java never prompts either."""

    def supply() -> bytes:
        if password is None:
            raise KeyStoreError(f"the private key in {source} is encrypted: set "
                                "ssl_key_password to its password")
        return password.reveal().encode()

    return supply


def load_client_chain(stores: TlsStores) -> ClientChain | None:
    """The client certificate and key from the key store settings, or None."""
    if stores.keystore_key is not None:
        if stores.keystore_certificate_chain is None:
            raise KeyStoreError("ssl_keystore_key needs ssl_keystore_certificate_chain")
        return ClientChain(stores.keystore_certificate_chain.encode(),
                           stores.keystore_key.reveal().encode(), stores.key_password)
    if stores.keystore_location is None:
        return None
    setting, path = "ssl_keystore_location", stores.keystore_location
    data = _read(setting, path)
    if _format_of(setting, path, data, stores.keystore_type) == "PEM":
        # Kafka's PEM key store file: the private key and the chain in one file.
        return ClientChain(data, data, stores.key_password, f"{setting} {path!r}")
    bundle = _load_pkcs12(setting, path, data, [stores.keystore_password, stores.key_password])
    key = bundle.key  # type: ignore[attr-defined]
    if key is None or bundle.cert is None:  # type: ignore[attr-defined]
        raise KeyStoreError(f"{setting} {path!r} holds no private key with its certificate "
                            "(is it a trust store?)")
    import secrets  # here, not at start-up: only a key store needs it

    from cryptography.hazmat.primitives import serialization

    one_time = Secret(secrets.token_urlsafe(24))
    key_pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
        serialization.BestAvailableEncryption(one_time.reveal().encode()))
    chain = [bundle.cert.certificate] + [  # type: ignore[attr-defined]
        item.certificate for item in bundle.additional_certs]  # type: ignore[attr-defined]
    return ClientChain("".join(_pem(c) for c in chain).encode(), key_pem, one_time,
                       f"{setting} {path!r}")


@contextlib.contextmanager
def _private_files(*contents: bytes) -> Iterator[list[str]]:
    """Paths that read back ``contents``: anonymous memory files where the OS has them, else
    0600 files in a private temporary directory; gone when the block ends."""
    if hasattr(os, "memfd_create") and os.path.isdir("/proc/self/fd"):
        descriptors = []
        try:
            for data in contents:
                fd = os.memfd_create("kafka_async-tls", 0)
                descriptors.append(fd)
                os.write(fd, data)
            yield [f"/proc/self/fd/{fd}" for fd in descriptors]
        finally:
            for fd in descriptors:
                os.close(fd)
        return
    import tempfile  # here, not at start-up: it pulls in shutil, bz2 and lzma

    with tempfile.TemporaryDirectory(prefix="kafka_async-tls-") as directory:
        paths = []
        for index, data in enumerate(contents):
            path = os.path.join(directory, f"{index}.pem")
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            paths.append(path)
        yield paths


def load_files_into(context: ssl.SSLContext, certfile: str, keyfile: str | None,
                    password: Secret | None) -> None:
    """``context.load_cert_chain`` of ``ssl_certfile``/``ssl_keyfile``, its failures named."""
    source = f"ssl_keyfile {keyfile!r}" if keyfile else f"ssl_certfile {certfile!r}"
    files = f"ssl_certfile {certfile!r}" + (f" and {source}" if keyfile else "")
    try:
        context.load_cert_chain(certfile, keyfile, password=key_password(password, source))
    except ssl.SSLError as exc:
        raise KeyStoreError(
            f"the client certificate and key of {files} do not load ({exc.reason or exc}): "
            "a wrong ssl_key_password, or a key that does not match the certificate") from None


def load_chain_into(context: ssl.SSLContext, chain: ClientChain) -> None:
    """``context.load_cert_chain`` from in-memory PEM (see the module docstring)."""
    with _private_files(chain.chain_pem, chain.key_pem) as (cert_path, key_path):
        try:
            context.load_cert_chain(cert_path, key_path,
                                    password=key_password(chain.key_password, chain.source))
        except ssl.SSLError as exc:
            raise KeyStoreError(
                f"the client certificate and key of {chain.source} do not load "
                f"({exc.reason or exc}): a wrong ssl_key_password, or a key that does not "
                "match the certificate"
            ) from None
