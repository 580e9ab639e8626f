"""Is a node really serving? Ask it over the wire, the way a client would.

A log line ("Kafka Server started") says the JVM got far; an answered ApiVersions request plus a
Metadata response listing the expected brokers says clients can work. TLS listeners are probed
with a verifying TLS handshake against the cluster's CA, so a broken certificate fails start-up
rather than the first TLS test.
"""

from __future__ import annotations

import ssl
from collections.abc import Collection
from pathlib import Path

from kafka_async.testing.wire import ClusterMetadata, RawConnection, WireError

PROBE_TIMEOUT_SECONDS = 3.0


class NotReady(Exception):
    """The node does not (yet) serve as expected; the message says what was missing."""


def ssl_context_for(ca_file: Path) -> ssl.SSLContext:
    """A client context trusting only the cluster's throwaway CA, with hostname checks."""
    context = ssl.create_default_context(cafile=str(ca_file))
    context.check_hostname = True
    return context


def probe_node(
    host: str,
    port: int,
    *,
    expect_brokers: Collection[int],
    ssl_context: ssl.SSLContext | None = None,
) -> ClusterMetadata:
    """ApiVersions v0 then Metadata v0; NotReady unless every id in ``expect_brokers`` is listed."""
    try:
        with RawConnection(
            host, port, timeout=PROBE_TIMEOUT_SECONDS, ssl_context=ssl_context
        ) as conn:
            versions = conn.api_versions()
            if 3 not in versions:
                raise NotReady(f"{host}:{port} ApiVersions lacks Metadata (key 3)")
            metadata = conn.metadata(version=0)
    except (OSError, WireError) as exc:
        raise NotReady(f"{host}:{port}: {exc}") from exc
    listed = {broker.node_id for broker in metadata.brokers}
    missing = set(expect_brokers) - listed
    if missing:
        raise NotReady(
            f"{host}:{port} Metadata lists brokers {sorted(listed)}, waiting for {sorted(missing)}"
        )
    return metadata


def probe_api_versions(host: str, port: int, *, ssl_context: ssl.SSLContext | None = None) -> None:
    """ApiVersions only: what a SASL listener answers before authentication."""
    try:
        with RawConnection(
            host, port, timeout=PROBE_TIMEOUT_SECONDS, ssl_context=ssl_context
        ) as conn:
            conn.api_versions()
    except (OSError, WireError) as exc:
        raise NotReady(f"{host}:{port}: {exc}") from exc
