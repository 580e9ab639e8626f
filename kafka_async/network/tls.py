"""Building the client SSLContext.

Defaults follow the Java client and the lessons in the reliability guide: the system CA store when
no CA is given, certificate *and hostname* verification on (Java's
``ssl.endpoint.identification.algorithm=https``), TLS 1.2 as the floor. SNI is sent whenever a
hostname is known, even with hostname checks off (kafka-python 3.0.x stopped sending SNI in that
case and broke SNI-routed clusters), which is why the connection passes ``server_hostname``
unconditionally.

Trust and client identity come from PEM files (``ssl_cafile``, ``ssl_certfile``/``ssl_keyfile``)
or from Java's key and trust stores (PKCS#12 or PEM, files or inline: keystores.py). Nothing here
reads a path the user did not configure.
"""

from __future__ import annotations

import ssl
from typing import TYPE_CHECKING

from kafka_async.network.sasl.base import Secret

if TYPE_CHECKING:
    from kafka_async.network.keystores import TlsStores

__all__ = ["STORE_TYPES", "TLS_PROTOCOLS", "create_ssl_context"]

#: Java's ssl.enabled.protocols names -> ssl.TLSVersion
TLS_PROTOCOLS = {"TLSv1.2": ssl.TLSVersion.TLSv1_2, "TLSv1.3": ssl.TLSVersion.TLSv1_3}
#: Java's ssl.keystore.type / ssl.truststore.type values (keystores.py reads them)
STORE_TYPES = ("JKS", "PKCS12", "PEM")


def create_ssl_context(
    *,
    cafile: str | None = None,
    certfile: str | None = None,
    keyfile: str | None = None,
    password: Secret | None = None,
    check_hostname: bool = True,
    stores: TlsStores | None = None,
    enabled_protocols: tuple[str, ...] = ("TLSv1.2", "TLSv1.3"),
) -> ssl.SSLContext:
    """A client context: verify the server certificate, optionally present a client certificate."""
    # Imported here: a client without TLS (most of them) never loads the store readers.
    from kafka_async.network.keystores import (
        TlsStores,
        load_chain_into,
        load_client_chain,
        load_files_into,
        load_trusted_pem,
    )

    stores = stores or TlsStores()
    cadata = load_trusted_pem(stores)
    if cadata is not None:
        context = ssl.create_default_context(ssl.Purpose.SERVER_AUTH, cadata=cadata)
    else:
        context = ssl.create_default_context(ssl.Purpose.SERVER_AUTH, cafile=cafile)
    versions = sorted(TLS_PROTOCOLS[name] for name in enabled_protocols)
    context.minimum_version = versions[0]
    context.maximum_version = versions[-1]
    context.check_hostname = check_hostname
    context.verify_mode = ssl.CERT_REQUIRED
    if certfile is not None:
        load_files_into(context, certfile, keyfile, password)
    chain = load_client_chain(stores)
    if chain is not None:
        load_chain_into(context, chain)
    return context
