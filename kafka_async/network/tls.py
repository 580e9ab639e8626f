"""Building the client SSLContext.

Defaults follow the Java client and the lessons in the reliability guide: the system CA store when
no CA file is given, certificate *and hostname* verification on, TLS 1.2 as the floor. SNI is
sent whenever a hostname is known, even with ``check_hostname=False`` (kafka-python 3.0.x stopped
sending SNI in that case and broke SNI-routed clusters), which is why the connection passes
``server_hostname`` unconditionally.

Nothing here reads a path unless the user put it in ``ssl_cafile``/``ssl_certfile``/``ssl_keyfile``.
"""

from __future__ import annotations

import ssl

from kafka_async.network.sasl.base import Secret

__all__ = ["create_ssl_context"]


def create_ssl_context(
    *,
    cafile: str | None = None,
    certfile: str | None = None,
    keyfile: str | None = None,
    password: Secret | None = None,
    check_hostname: bool = True,
) -> ssl.SSLContext:
    """A client context: verify the server certificate, optionally present a client certificate."""
    context = ssl.create_default_context(ssl.Purpose.SERVER_AUTH, cafile=cafile)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = check_hostname
    context.verify_mode = ssl.CERT_REQUIRED
    if certfile is not None:
        context.load_cert_chain(
            certfile, keyfile, password=password.reveal() if password is not None else None
        )
    return context
