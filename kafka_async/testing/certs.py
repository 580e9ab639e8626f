"""Throwaway TLS material for the test broker: a fresh CA and a broker certificate per cluster.

Made in-process with trustme (no keytool JVM runs, which cost ~0.5 s each on a busy CI box) and
written as PEM, which Kafka reads natively (``ssl.keystore.type=PEM``, KIP-651). Kafka's PEM
reader wants the private key as PKCS#8 ("BEGIN PRIVATE KEY"), so the key is re-encoded. A PEM
keystore *file* needs an encrypted key (Kafka insists on ``ssl.key.password``), so the broker gets
the key and chain inline (``ssl.keystore.key`` / ``ssl.keystore.certificate.chain``) instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


class TlsToolingMissing(RuntimeError):
    """trustme/cryptography are not installed; the message says how to get them."""


@dataclass(frozen=True)
class TlsFiles:
    """Paths of the PEM files one cluster uses."""

    ca_file: Path  #: CA certificate; clients trust this
    keystore_file: Path  #: broker private key (PKCS#8) followed by its certificate chain
    private_key_pem: str  #: the broker key, unencrypted PKCS#8 PEM
    certificate_chain_pem: str  #: the broker certificate chain, PEM


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
    )
