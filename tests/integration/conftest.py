"""The consumer-group broker, shared by every group test module of the session.

Why a broker of its own rather than the session's ``kafka_cluster``: the group tests need
short group timeouts (a crashed member noticed in seconds, KIP-848 heartbeats every 300 ms),
and the broker only accepts them with lowered floors (``group.min.session.timeout.ms``,
``group.consumer.min.*``), which are static broker settings, not per-group ones. Session-scoped
so that all group modules share one start instead of one broker per module.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from group_helpers import GROUP_BROKER_CONFIG

from kafka_async.testing import KafkaCluster
from kafka_async.testing.fixtures import running_cluster
from kafka_async.testing.kerberos import KerberosKdc
from kafka_async.testing.oauth import OAuthServer


@pytest.fixture(scope="session")
def kafka_group_cluster() -> Iterator[KafkaCluster]:
    with running_cluster(1, broker_config=GROUP_BROKER_CONFIG, graceful_stop=False) as cluster:
        yield cluster


@pytest.fixture(scope="session")
def group_bootstrap(kafka_group_cluster: KafkaCluster) -> str:
    return kafka_group_cluster.bootstrap


# ---------------------------------------------------------------- enterprise security (issue 23)

#: sessions end every 3 s, so re-authentication (KIP-368) happens within a test
REAUTH_MS = 3000


@pytest.fixture(scope="session")
def kdc() -> Iterator[KerberosKdc]:
    """A real MIT KDC; this process's Kerberos library is pointed at its realm."""
    import os

    with KerberosKdc() as started:
        saved = {name: os.environ.get(name) for name in started.environment()}
        os.environ.update(started.environment())
        try:
            yield started
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


@pytest.fixture(scope="session")
def idp() -> Iterator[OAuthServer]:
    with OAuthServer() as started:
        yield started


@pytest.fixture(scope="session")
def enterprise_cluster(kdc: KerberosKdc, idp: OAuthServer) -> Iterator[KafkaCluster]:
    """SASL listeners with GSSAPI and JWKS-validated OAUTHBEARER, an SSL listener requiring
    client certificates, ACLs enforced (alice is a super user, bob is not)."""
    with running_cluster(1, sasl=True, tls=True, kerberos=kdc, oauth=idp,
                         ssl_client_auth="required", authorizer=True,
                         broker_config={"connections.max.reauth.ms": REAUTH_MS},
                         graceful_stop=False) as cluster:
        yield cluster
