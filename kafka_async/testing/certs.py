"""Throwaway TLS material for the test broker: a fresh CA and a broker certificate per cluster.

Made in-process with trustme (no keytool JVM runs, which cost ~0.5 s each on a busy CI box) and
written as PEM, which Kafka reads natively (``ssl.keystore.type=PEM``, KIP-651). Kafka's PEM
reader wants the private key as PKCS#8 ("BEGIN PRIVATE KEY"), so the key is re-encoded. A PEM
keystore *file* needs an encrypted key (Kafka insists on ``ssl.key.password``), so the broker gets
the key and chain inline (``ssl.keystore.key`` / ``ssl.keystore.certificate.chain``) instead.
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


class TlsToolingMissing(RuntimeError):
    """trustme/cryptography are not installed; the message says how to get them."""


@dataclass(frozen=True)
class TlsFiles:
    """Paths of the PEM files one cluster uses."""

    ca_file: Path  #: CA certificate; clients trust this
    keystore_file: Path  #: broker private key (PKCS#8) followed by its certificate chain
    private_key_pem: str  #: the broker key, unencrypted PKCS#8 PEM
    certificate_chain_pem: str  #: the broker certificate chain, PEM
    #: the trustme.CA that signed everything (issues client certificates for mutual TLS)
    authority: Any = field(default=None, repr=False, compare=False)


@dataclass(frozen=True)
class ClientCertificate:
    """A client certificate for mutual TLS, as PEM files and as Java key stores."""

    name: str  #: the certificate's CN, which the broker maps to ``User:<name>``
    cert_file: Path  #: certificate chain, PEM
    key_file: Path  #: private key, PKCS#8 PEM, encrypted with ``key_password`` if one is given
    key_password: str | None


def make_tls_files(
    directory: Path, hostnames: tuple[str, ...] = ("127.0.0.1", "localhost")
) -> TlsFiles:
    """Create a CA and a broker cert valid for ``hostnames``; write them under ``directory``."""
    try:
        import trustme
        from cryptography.hazmat.primitives import serialization
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise TlsToolingMissing(
            "TLS listeners need trustme: pip install 'kafka_async[dev]' (or pip install trustme)"
        ) from exc

    authority = trustme.CA(organization_name="kafka_async test CA")
    leaf = authority.issue_cert(*hostnames)
    key = serialization.load_pem_private_key(leaf.private_key_pem.bytes(), password=None)
    pkcs8 = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    directory.mkdir(parents=True, exist_ok=True)
    ca_file = directory / "ca.pem"
    keystore_file = directory / "broker-keystore.pem"
    chain = b"".join(blob.bytes() for blob in leaf.cert_chain_pems)
    ca_file.write_bytes(authority.cert_pem.bytes())
    keystore_file.write_bytes(pkcs8 + chain)
    keystore_file.chmod(0o600)
    return TlsFiles(
        ca_file=ca_file,
        keystore_file=keystore_file,
        private_key_pem=pkcs8.decode("ascii"),
        certificate_chain_pem=chain.decode("ascii"),
        authority=authority,
    )


def make_client_certificate(
    tls: TlsFiles | Any, directory: Path, name: str, *, key_password: str | None = None
) -> ClientCertificate:
    """A client certificate with CN=``name`` signed by ``tls``'s CA (or by a given trustme.CA,
    e.g. a stranger one, to test refusal); the key encrypted when ``key_password`` is given."""
    from cryptography.hazmat.primitives import serialization

    authority = tls.authority if isinstance(tls, TlsFiles) else tls
    leaf = authority.issue_cert(f"{name}.client.test", common_name=name,
                                organization_name="kafka_async test client")
    key = serialization.load_pem_private_key(leaf.private_key_pem.bytes(), password=None)
    encryption: serialization.KeySerializationEncryption = (
        serialization.BestAvailableEncryption(key_password.encode())
        if key_password else serialization.NoEncryption()
    )
    directory.mkdir(parents=True, exist_ok=True)
    cert_file = directory / f"{name}-cert.pem"
    key_file = directory / f"{name}-key.pem"
    cert_file.write_bytes(b"".join(blob.bytes() for blob in leaf.cert_chain_pems))
    key_file.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                           serialization.PrivateFormat.PKCS8, encryption))
    key_file.chmod(0o600)
    return ClientCertificate(name, cert_file, key_file, key_password)


def _keytool() -> str:
    from kafka_async.testing.jars import java_executable

    return str(Path(java_executable()).with_name("keytool"))


def _run_keytool(args: list[str]) -> None:
    result = subprocess.run([_keytool(), *args], capture_output=True, timeout=60,
                            stdin=subprocess.DEVNULL, check=False)
    if result.returncode != 0:
        output = (result.stdout + result.stderr).decode(errors="replace")
        raise RuntimeError(f"keytool {args[0]} failed: {output}")


def java_truststore(ca_file: Path, path: Path, *, password: str,
                    store_type: str = "PKCS12") -> Path:
    """A Java trust store (PKCS12 or JKS) holding the CA, made by ``keytool`` as users make them."""
    path.unlink(missing_ok=True)
    _run_keytool(["-importcert", "-noprompt", "-alias", "kafka-ca", "-file", str(ca_file),
                  "-keystore", str(path), "-storetype", store_type, "-storepass", password])
    return path


def java_keystore(client: ClientCertificate, path: Path, *, password: str,
                  store_type: str = "PKCS12") -> Path:
    """A Java key store (PKCS12 or JKS) with the client's key and chain, re-encoded by
    ``keytool`` from a PKCS12 file written here (Java's own encryption then)."""
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.serialization import pkcs12
    from cryptography.x509 import load_pem_x509_certificates

    key_password = client.key_password.encode() if client.key_password else None
    key = serialization.load_pem_private_key(client.key_file.read_bytes(), password=key_password)
    chain = load_pem_x509_certificates(client.cert_file.read_bytes())
    staging = path.with_suffix(".staging.p12")
    staging.write_bytes(pkcs12.serialize_key_and_certificates(
        client.name.encode(), key, chain[0], chain[1:],  # type: ignore[arg-type]
        serialization.BestAvailableEncryption(password.encode())))
    path.unlink(missing_ok=True)
    try:
        _run_keytool(["-importkeystore", "-noprompt", "-srckeystore", str(staging),
                      "-srcstoretype", "PKCS12", "-srcstorepass", password,
                      "-destkeystore", str(path), "-deststoretype", store_type,
                      "-deststorepass", password, "-destkeypass", password])
    finally:
        staging.unlink(missing_ok=True)
    return path
