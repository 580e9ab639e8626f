"""KIP-368 re-authentication against a real broker whose sessions last 1.5 s
(connections.max.reauth.ms): one connection keeps serving requests for several lifetimes, which
the broker only allows when the client re-authenticates in time."""

from __future__ import annotations

from collections.abc import Iterator

import anyio
import pytest

from kafka_async.cluster import KafkaClient
from kafka_async.protocol.messages import MetadataRequest
from kafka_async.testing import KafkaCluster
from kafka_async.testing.fixtures import running_cluster

pytestmark = [pytest.mark.anyio, pytest.mark.integration, pytest.mark.slow]



@pytest.fixture(scope="module")
def short_session_cluster() -> Iterator[KafkaCluster]:
    with running_cluster(1, sasl=True, broker_config={"connections.max.reauth.ms": 1500},
                         graceful_stop=False) as c:
        yield c


@pytest.mark.parametrize("mechanism", ["SCRAM-SHA-256", "PLAIN"])
async def test_connection_outlives_its_sasl_session(
    short_session_cluster: KafkaCluster, mechanism: str
) -> None:
    cluster = short_session_cluster
    async with KafkaClient(
        bootstrap_servers=cluster.bootstrap_for("SASL_PLAINTEXT"),
        security_protocol="SASL_PLAINTEXT",
        sasl_mechanism=mechanism,
        sasl_plain_username="bob",
        sasl_plain_password=cluster.credentials[mechanism]["bob"],
    ) as client:
        node = next(iter(client.metadata.brokers))
        connection = await client.pool.get(node)
        started = anyio.current_time()
        answered = 0
        while anyio.current_time() - started < 4.5:  # three session lifetimes
            response = await client.send(MetadataRequest(topics=[]), node_id=node)
            assert response.cluster_id == client.metadata.cluster_id
            answered += 1
            await anyio.sleep(0.05)
        assert answered > 10
        assert not connection.is_closed
        assert client.pool.ready(node) is connection
