"""Fatal producer-id errors are fatal, against a real broker that enforces ACLs.

The cluster runs KRaft's StandardAuthorizer (``KafkaCluster(authorizer=True)``); the SASL user
``bob`` gets only the ACLs a test grants. An idempotent producer needs IdempotentWrite on the
cluster or Write on some topic for InitProducerId (KIP-679); without either the broker answers
CLUSTER_AUTHORIZATION_FAILED, which no retry fixes:

* at start, ``start()`` raises it, typed;
* mid-run (bob's Write revoked: a batch fails, the epoch bump that follows is refused), the
  producer stops: ``send()`` and ``flush()`` raise it, nothing retries InitProducerId in the
  background, ``close()`` still works. Before, the error was recorded and never read, and the
  maintainer retried the bump every tick forever.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import anyio
import pytest

from kafka_async import Admin, NewTopic, Producer
from kafka_async.cluster import KafkaClient
from kafka_async.producer.idempotence import ProducerIdentity
from kafka_async.protocol.errors import (
    ClusterAuthorizationFailedError,
    TopicAuthorizationFailedError,
    raise_for_code,
)
from kafka_async.protocol.messages import (
    CreateAclsRequest,
    DeleteAclsRequest,
    DescribeAclsRequest,
)
from kafka_async.testing import KafkaCluster
from kafka_async.testing.fixtures import running_cluster
from kafka_async.testing.security import SASL_PLAINTEXT

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

HANG_GUARD = 60  # seconds: a hang fails the test; never a measurement
ANY, TOPIC_RESOURCE, LITERAL, ALLOW = 1, 2, 3, 3
WRITE, DESCRIBE = 4, 8


@pytest.fixture(scope="module")
def acl_cluster() -> Iterator[KafkaCluster]:
    with running_cluster(1, sasl=True, authorizer=True, graceful_stop=False) as cluster:
        yield cluster


def bob(cluster: KafkaCluster, **settings: Any) -> Producer:
    return Producer(bootstrap_servers=cluster.bootstrap_for(SASL_PLAINTEXT),
                    security_protocol="SASL_PLAINTEXT", sasl_mechanism="PLAIN",
                    sasl_plain_username="bob", sasl_plain_password="bob-secret",
                    max_block_ms=30_000, **settings)


def _acl(topic: str, operation: int) -> CreateAclsRequest.AclCreation:
    return CreateAclsRequest.AclCreation(
        resource_type=TOPIC_RESOURCE, resource_name=topic, resource_pattern_type=LITERAL,
        principal="User:bob", host="*", operation=operation, permission_type=ALLOW)


async def new_topic_for_bob(cluster: KafkaCluster, *operations: int) -> str:
    """A topic (created by a super user on PLAINTEXT) on which bob may do ``operations``."""
    topic = f"fatal-{uuid.uuid4().hex[:10]}"
    async with Admin(bootstrap_servers=cluster.bootstrap) as admin:
        await admin.create_topics([NewTopic(topic, num_partitions=1, replication_factor=1)])
    async with KafkaClient(bootstrap_servers=cluster.bootstrap) as client:
        response = await client.send(CreateAclsRequest(
            creations=[_acl(topic, operation) for operation in operations]))
        for result in response.results:
            raise_for_code(result.error_code, result.error_message)
        # The broker's authorizer takes ACLs from its metadata log a moment later: until then
        # bob's InitProducerId is refused (a CI run under load met that at start()). Its
        # DescribeAcls answers from that same authorizer: wait until it lists them.
        wanted = DescribeAclsRequest(
            resource_type_filter=TOPIC_RESOURCE, resource_name_filter=topic,
            pattern_type_filter=LITERAL, principal_filter="User:bob", host_filter=None,
            operation=ANY, permission_type=ALLOW)
        with anyio.fail_after(HANG_GUARD):
            while sum(len(r.acls) for r in (await client.send(wanted)).resources) < len(
                    operations):
                await anyio.sleep(0.05)
    return topic


async def revoke_every_write(cluster: KafkaCluster) -> None:
    """bob may write nowhere any more (Write on *any* topic would let InitProducerId pass)."""
    async with KafkaClient(bootstrap_servers=cluster.bootstrap) as client:
        response = await client.send(DeleteAclsRequest(filters=[DeleteAclsRequest.DeleteAclsFilter(
            resource_type_filter=TOPIC_RESOURCE, resource_name_filter=None,
            pattern_type_filter=ANY, principal_filter="User:bob", host_filter=None,
            operation=WRITE, permission_type=ALLOW)]))
    for result in response.filter_results:
        raise_for_code(result.error_code, result.error_message)


class CountingIdentity:
    """Counts InitProducerId requests by patching ProducerIdentity._send for one test."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.sent = 0
        original = ProducerIdentity._send

        async def counting(identity: ProducerIdentity, bump: bool) -> Any:
            self.sent += 1
            return await original(identity, bump)

        monkeypatch.setattr(ProducerIdentity, "_send", counting)


async def test_bob_may_write_where_he_is_allowed(acl_cluster: KafkaCluster) -> None:
    """The ACL setup itself: with Write on a topic, bob produces idempotently."""
    topic = await new_topic_for_bob(acl_cluster, DESCRIBE, WRITE)
    with anyio.fail_after(HANG_GUARD):
        async with bob(acl_cluster) as producer:
            metadata = await producer.send_and_wait(topic, b"v", key=b"k",
                                                    headers=[("h", b"1")])
    assert metadata.offset == 0


async def test_without_write_anywhere_start_raises_the_typed_error(
        acl_cluster: KafkaCluster, monkeypatch: pytest.MonkeyPatch) -> None:
    counting = CountingIdentity(monkeypatch)
    await new_topic_for_bob(acl_cluster, DESCRIBE)  # bob may see a topic ...
    await revoke_every_write(acl_cluster)  # ... and write nowhere
    producer = bob(acl_cluster)
    with anyio.fail_after(HANG_GUARD):
        # the broker applies ACL changes from its metadata log: an earlier test's grant may
        # still be in force for a moment, and then start() succeeds; try again until refused
        while True:
            try:
                await producer.start()
            except ClusterAuthorizationFailedError as exc:
                assert "InitProducerId" in str(exc)
                break
            await producer.close()
            counting.sent = 0
            producer = bob(acl_cluster)
        await producer.close()
        await producer.close()
    assert counting.sent == 1  # refused once, never retried
    assert isinstance(producer.fatal_error, ClusterAuthorizationFailedError)


async def test_without_idempotence_the_same_user_gets_the_topic_error_from_send(
        acl_cluster: KafkaCluster) -> None:
    topic = await new_topic_for_bob(acl_cluster, DESCRIBE)
    with anyio.fail_after(HANG_GUARD):
        async with bob(acl_cluster, enable_idempotence=False, acks=1) as producer:
            with pytest.raises(TopicAuthorizationFailedError):
                await producer.send_and_wait(topic, b"v")


async def test_a_refused_epoch_bump_stops_the_producer_for_good(
        acl_cluster: KafkaCluster, monkeypatch: pytest.MonkeyPatch) -> None:
    counting = CountingIdentity(monkeypatch)
    topic = await new_topic_for_bob(acl_cluster, DESCRIBE, WRITE)
    producer = bob(acl_cluster, linger_ms=0)
    with anyio.fail_after(HANG_GUARD):
        await producer.start()
        await producer.send_and_wait(topic, b"allowed", key=b"k")
        # (the first InitProducerId may take more than one request: a broker that has no
        # block of producer ids yet answers COORDINATOR_LOAD_IN_PROGRESS, a retriable error)
        started_with = counting.sent
        await revoke_every_write(acl_cluster)
        # the broker applies the ACL change from its metadata log: until then writes succeed
        while True:
            try:
                await producer.send_and_wait(topic, b"denied?", key=b"k")
            except TopicAuthorizationFailedError:
                break
        # the failed batch broke the partition's numbering: the maintainer asks for a bump,
        # and InitProducerId for a user who may write nowhere is refused: fatal
        while producer.fatal_error is None:
            await anyio.sleep(0.01)  # waits for the state, under the hang guard
        assert isinstance(producer.fatal_error, ClusterAuthorizationFailedError)
        with pytest.raises(ClusterAuthorizationFailedError, match="fatal error") as raised:
            await producer.send(topic, b"after")
        assert isinstance(raised.value.__cause__, ClusterAuthorizationFailedError)
        with pytest.raises(ClusterAuthorizationFailedError):
            await producer.flush()
        sent = counting.sent
        assert sent == started_with + 1  # the one refused bump, not retried
        # nothing retries: the maintainer keeps ticking (it expires, re-routes) without
        # another InitProducerId; wait for 20 of its ticks, counted where they happen
        ticks = anyio.Event()
        seen = 0
        expire = producer.ledger.expire

        def counting_expire(state: Any, now: float) -> None:
            nonlocal seen
            seen += 1
            if seen >= 20:
                ticks.set()
            expire(state, now)

        monkeypatch.setattr(producer.ledger, "expire", counting_expire)
        await ticks.wait()
        assert counting.sent == sent and not producer.identity.bump_due
        await producer.close()
        await producer.close()
