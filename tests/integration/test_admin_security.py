"""Admin ACLs, client quotas, SCRAM users and delegation tokens against a real broker with an
authorizer and SASL users, checked against kafka-acls, kafka-configs and
kafka-delegation-tokens, and enforced on real producers and consumers.

The cluster: StandardAuthorizer, super users ANONYMOUS (PLAINTEXT) and alice; bob has only what
ACLs grant; carol is created here, through the Admin, as a SCRAM user.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from functools import partial
from typing import Any

import anyio
import pytest

from kafka_async import Admin, Consumer, Producer
from kafka_async.admin import (
    AccessControlEntry,
    AccessControlEntryFilter,
    AclBinding,
    AclBindingFilter,
    AclOperation,
    AclPermissionType,
    ClientQuotaAlteration,
    ClientQuotaEntity,
    ClientQuotaFilter,
    ClientQuotaFilterComponent,
    NewTopic,
    PatternType,
    ResourcePattern,
    ResourcePatternFilter,
    ResourceType,
    ScramCredentialInfo,
    ScramMechanism,
    TopicPartition,
    UserScramCredentialDeletion,
    UserScramCredentialUpsertion,
)
from kafka_async.network.errors import KafkaConnectionError
from kafka_async.protocol.errors import (
    ClusterAuthorizationFailedError,
    DelegationTokenRequestNotAllowedError,
    InvalidRequestError,
    KafkaError,
    ResourceNotFoundError,
    SaslAuthenticationFailedError,
    TopicAuthorizationFailedError,
)
from kafka_async.testing import JavaTools, KafkaCluster
from kafka_async.testing.fixtures import running_cluster
from kafka_async.testing.security import SASL_PLAINTEXT
from kafka_async.testing.tools import ACL_COMMAND, CONFIG_COMMAND, DELEGATION_TOKEN_COMMAND

pytestmark = [pytest.mark.anyio, pytest.mark.integration,
              pytest.mark.asyncio_only("one secured broker and Java tools per call; the "
                                       "Admin's trio runs are in the other admin modules")]

HANG_GUARD = 60
ALLOW, DENY = AclPermissionType.ALLOW, AclPermissionType.DENY


@pytest.fixture(scope="module")
def secured() -> Iterator[KafkaCluster]:
    config = {"delegation.token.secret.key": "test-only-token-secret"}
    with running_cluster(1, sasl=True, authorizer=True, broker_config=config,
                         graceful_stop=False) as cluster:
        yield cluster


def sasl(cluster: KafkaCluster, user: str, password: str, mechanism: str = "PLAIN"
         ) -> dict[str, Any]:
    return {"bootstrap_servers": cluster.bootstrap_for(SASL_PLAINTEXT),
            "security_protocol": "SASL_PLAINTEXT", "sasl_mechanism": mechanism,
            "sasl_plain_username": user, "sasl_plain_password": password}


def alice(cluster: KafkaCluster) -> Admin:
    return Admin(**sasl(cluster, "alice", "alice-secret"))


async def java(cluster: KafkaCluster, main_class: str, *args: str,
               config_flag: str = "--command-config") -> str:
    with JavaTools(cluster) as tools:
        return await anyio.to_thread.run_sync(partial(
            tools.admin_command, main_class, list(args), listener=SASL_PLAINTEXT,
            mechanism="PLAIN", user="alice", config_flag=config_flag))


async def write_once(settings: dict[str, Any], topic: str) -> None:
    async with Producer(max_block_ms=20_000, request_timeout_ms=10_000,
                        delivery_timeout_ms=20_000, **settings) as producer:
        await (await producer.send(topic, b"v", key=b"k", headers=[("h", b"1")]))


async def test_acls_made_by_the_admin_allow_one_client_and_deny_another(
        secured: KafkaCluster) -> None:
    topic = f"acl-{uuid.uuid4().hex[:8]}"
    prefix = f"bobs-{uuid.uuid4().hex[:6]}-"
    bob = sasl(secured, "bob", "bob-secret")
    async with alice(secured) as admin:
        await admin.create_topics([NewTopic(topic, 1, 1), NewTopic(prefix + "1", 1, 1)])
        read = [AclBinding(ResourcePattern(ResourceType.TOPIC, topic),
                           AccessControlEntry("User:bob", "*", op, ALLOW))
                for op in (AclOperation.READ, AclOperation.DESCRIBE)]
        write = AclBinding(ResourcePattern(ResourceType.TOPIC, prefix, PatternType.PREFIXED),
                           AccessControlEntry("User:bob", "*", AclOperation.WRITE, ALLOW))
        group = AclBinding(ResourcePattern(ResourceType.GROUP, "*"),
                           AccessControlEntry("User:bob", "*", AclOperation.READ, ALLOW))
        assert await admin.create_acls([*read, write, group]) == dict.fromkeys(
            [*read, write, group])

        # kafka-acls sees ours
        listed = await java(secured, ACL_COMMAND, "--list", "--topic", topic)
        assert listed.count("User:bob") == 2 and "READ" in listed and "DESCRIBE" in listed
        # and we see kafka-acls': a DENY for bob on the prefixed topics' second one
        await java(secured, ACL_COMMAND, "--add", "--deny-principal", "User:bob", "--operation",
                   "Write", "--topic", prefix + "2")
        matching = AclBindingFilter(ResourcePatternFilter(ResourceType.TOPIC, prefix + "2",
                                                          PatternType.MATCH))
        expected = {(PatternType.PREFIXED, ALLOW), (PatternType.LITERAL, DENY)}
        with anyio.fail_after(HANG_GUARD):  # until this broker has applied both
            while {(b.pattern.pattern_type, b.entry.permission_type)
                   for b in await admin.describe_acls(matching)} != expected:
                await anyio.sleep(0.05)

        # enforced: bob writes under the prefix, not to the literal topic, and reads it
        with anyio.fail_after(HANG_GUARD):
            await write_once(bob, prefix + "1")
            with pytest.raises(TopicAuthorizationFailedError):
                await write_once(bob, topic)
            async with Consumer(**bob, auto_offset_reset="earliest") as consumer:
                consumer.assign([TopicPartition(prefix + "1", 0)])
                with pytest.raises(TopicAuthorizationFailedError):
                    await consumer.getmany(timeout_ms=5000)  # bob may write, not read, there

        # delete by filter: what was deleted comes back; bob loses the write
        deleted = await admin.delete_acls([AclBindingFilter(
            ResourcePatternFilter(ResourceType.TOPIC, prefix, PatternType.PREFIXED),
            AccessControlEntryFilter("User:bob"))])
        assert list(deleted.values()) == [[write]]
        assert "User:bob" not in await java(secured, ACL_COMMAND, "--list", "--topic", prefix,
                                            "--resource-pattern-type", "prefixed")
        with anyio.fail_after(HANG_GUARD):  # the broker applies the controller's change
            while await admin.describe_acls(AclBindingFilter(ResourcePatternFilter(
                    ResourceType.TOPIC, prefix, PatternType.PREFIXED))):
                await anyio.sleep(0.05)
            # bob may write nowhere now: the idempotent producer is refused outright
            with pytest.raises(ClusterAuthorizationFailedError):
                await write_once(bob, prefix + "1")

        with pytest.raises(ValueError, match="must be specific"):
            AccessControlEntry("User:bob", "*", AclOperation.ANY, ALLOW)
        with pytest.raises(ValueError, match="'Type:name'"):
            AccessControlEntry("bob", "*", AclOperation.READ, ALLOW)


async def test_client_quotas_as_kafka_configs_sees_them(secured: KafkaCluster) -> None:
    user = f"quser-{uuid.uuid4().hex[:6]}"
    entity = ClientQuotaEntity({ClientQuotaEntity.USER: user})
    default_clients = ClientQuotaEntity({ClientQuotaEntity.CLIENT_ID: None})
    async with alice(secured) as admin:
        assert await admin.alter_client_quotas(
            [ClientQuotaAlteration(entity, {"producer_byte_rate": 1024.0})],
            validate_only=True) == {entity: None}
        only_user = ClientQuotaFilter.contains_only(
            [ClientQuotaFilterComponent.of_entity("user", user)])
        assert await admin.describe_client_quotas(only_user) == {}
        await admin.alter_client_quotas([ClientQuotaAlteration(
            entity, {"producer_byte_rate": 1024.0, "request_percentage": 50.0})])
        shown = await java(secured, CONFIG_COMMAND, "--describe", "--entity-type", "users",
                           "--entity-name", user)
        assert "producer_byte_rate=1024.0" in shown and "request_percentage=50.0" in shown

        await java(secured, CONFIG_COMMAND, "--alter", "--add-config", "consumer_byte_rate=2048",
                   "--entity-type", "clients", "--entity-default")
        defaults = await admin.describe_client_quotas(ClientQuotaFilter.contains(
            [ClientQuotaFilterComponent.of_default_entity("client-id")]))
        assert defaults == {default_clients: {"consumer_byte_rate": 2048.0}}

        assert await admin.alter_client_quotas([
            ClientQuotaAlteration(entity, {"producer_byte_rate": None}),
            ClientQuotaAlteration(default_clients, {"consumer_byte_rate": None})]) == {
            entity: None, default_clients: None}
        with anyio.fail_after(HANG_GUARD):  # the broker applies the controller's change
            while await admin.describe_client_quotas(only_user) != {
                    entity: {"request_percentage": 50.0}}:
                await anyio.sleep(0.05)
        with pytest.raises(InvalidRequestError, match="no_such_quota"):
            await admin.alter_client_quotas([ClientQuotaAlteration(entity,
                                                                   {"no_such_quota": 1.0})])


async def test_scram_users_are_salted_on_the_client_and_can_log_in(
        secured: KafkaCluster) -> None:
    carol = f"carol{uuid.uuid4().hex[:6]}"
    sha256 = ScramCredentialInfo(ScramMechanism.SCRAM_SHA_256, 8192)
    async with alice(secured) as admin:
        known = (await admin.describe_user_scram_credentials(["alice"]))["alice"]
        assert {(c.mechanism, c.iterations) for c in known.credential_infos} == {
            (ScramMechanism.SCRAM_SHA_256, 4096), (ScramMechanism.SCRAM_SHA_512, 4096)}
        upsert = UserScramCredentialUpsertion(carol, sha256, "carol-pass")
        assert "carol-pass" not in repr(upsert)
        assert await admin.alter_user_scram_credentials([upsert]) == {carol: None}
        shown = await java(secured, CONFIG_COMMAND, "--describe", "--entity-type", "users",
                           "--entity-name", carol)
        assert "SCRAM-SHA-256=iterations=8192" in shown

        # the broker verifies carol's proof against what we salted: she logs in
        topic = f"scram-{uuid.uuid4().hex[:6]}"
        await admin.create_topics([NewTopic(topic, 1, 1)])
        await admin.create_acls([AclBinding(
            ResourcePattern(ResourceType.TOPIC, topic),
            AccessControlEntry(f"User:{carol}", "*", AclOperation.WRITE, ALLOW))])
        with anyio.fail_after(HANG_GUARD):
            while not await admin.describe_acls(AclBindingFilter(ResourcePatternFilter(
                    ResourceType.TOPIC, topic))):
                await anyio.sleep(0.05)  # the broker has applied the ACL
            while True:  # and the credential: another metadata publisher, not ordered with
                try:     # the ACLs' (a CI-like run logged in before it: a race, 1 in ~50)
                    await write_once(sasl(secured, carol, "carol-pass", "SCRAM-SHA-256"),
                                     topic)
                    break
                except SaslAuthenticationFailedError:
                    await anyio.sleep(0.1)  # (a wrong salting never logs in: the guard fails)
            with pytest.raises((SaslAuthenticationFailedError, KafkaConnectionError,
                                KafkaError)):
                await write_once(sasl(secured, carol, "wrong", "SCRAM-SHA-256"), topic)

        assert await admin.alter_user_scram_credentials([UserScramCredentialDeletion(
            carol, ScramMechanism.SCRAM_SHA_256)]) == {carol: None}
        with pytest.raises(ResourceNotFoundError, match=carol):
            await admin.describe_user_scram_credentials([carol])
        with pytest.raises(ResourceNotFoundError):
            await admin.alter_user_scram_credentials([UserScramCredentialDeletion(
                carol, ScramMechanism.SCRAM_SHA_512)])
        with pytest.raises(ValueError, match="iterations"):
            ScramCredentialInfo(ScramMechanism.SCRAM_SHA_256, 10)


async def test_delegation_tokens_create_renew_describe_expire(secured: KafkaCluster) -> None:
    async with alice(secured) as admin:
        token = await admin.create_delegation_token(renewers=["User:bob"])
        info = token.token_info
        assert info.owner == "User:alice" and info.renewers == ("User:bob",)
        assert info.expiry_timestamp <= info.max_timestamp and token.hmac
        assert token.hmac_as_base64 not in repr(token)

        with anyio.fail_after(HANG_GUARD):  # the broker learns of it from the controller
            while info.token_id not in (described := {
                    t.token_info.token_id: t for t in await admin.describe_delegation_token()}):
                await anyio.sleep(0.05)
        assert described[info.token_id].hmac == token.hmac
        shown = await java(secured, DELEGATION_TOKEN_COMMAND, "--describe",
                           "--owner-principal", "User:alice", config_flag="--command-config")
        assert info.token_id in shown and token.hmac_as_base64 in shown, shown
        mine = await admin.describe_delegation_token(owners=["User:alice"])
        assert info.token_id in {t.token_info.token_id for t in mine}

        renewed = await admin.renew_delegation_token(token.hmac, renew_period_ms=60_000)
        assert info.issue_timestamp < renewed <= info.max_timestamp
        await admin.expire_delegation_token(token.hmac)
        with anyio.fail_after(HANG_GUARD):
            while info.token_id in {t.token_info.token_id
                                    for t in await admin.describe_delegation_token()}:
                await anyio.sleep(0.1)
        assert info.token_id not in await java(secured, DELEGATION_TOKEN_COMMAND, "--describe",
                                               "--owner-principal", "User:alice",
                                               config_flag="--command-config")

    # tokens are only issued over an authenticated (non-token) connection
    async with Admin(bootstrap_servers=secured.bootstrap) as plaintext:
        with pytest.raises(DelegationTokenRequestNotAllowedError):
            await plaintext.create_delegation_token()


def token_login(cluster: KafkaCluster, token_id: str, hmac_base64: str,
                tokenauth: bool = True) -> dict[str, Any]:
    """A client signing in with a delegation token, as a Java client's properties would."""
    flag = " tokenauth=true" if tokenauth else ""
    return {"bootstrap_servers": cluster.bootstrap_for(SASL_PLAINTEXT),
            "security_protocol": "SASL_PLAINTEXT", "sasl_mechanism": "SCRAM-SHA-512",
            "sasl_jaas_config": "org.apache.kafka.common.security.scram.ScramLoginModule "
                                f'required username="{token_id}" password="{hmac_base64}"'
                                f"{flag};"}


async def test_a_delegation_token_signs_in_as_its_owner(secured: KafkaCluster) -> None:
    topic = f"token-{uuid.uuid4().hex[:8]}"
    async with alice(secured) as admin:
        await admin.create_topics([NewTopic(topic, 1, 1)])
        token = await admin.create_delegation_token()
        token_id = token.token_info.token_id
        with anyio.fail_after(HANG_GUARD):  # the broker learns of it from the controller
            while token_id not in {t.token_info.token_id
                                   for t in await admin.describe_delegation_token()}:
                await anyio.sleep(0.05)
        # SCRAM with tokenauth=true: the token id and its HMAC sign in, as User:alice (who
        # may write: a token carries its owner's rights).
        await write_once(token_login(secured, token_id, token.hmac_as_base64), topic)
        async with Consumer(**token_login(secured, token_id, token.hmac_as_base64),
                            auto_offset_reset="earliest") as consumer:
            consumer.assign([TopicPartition(topic, 0)])
            with anyio.fail_after(HANG_GUARD):
                record = await consumer.getone()
            assert (record.key, record.value) == (b"k", b"v")
        # Without the extension the token id is looked up as a SCRAM user: refused.
        with pytest.raises((SaslAuthenticationFailedError, KafkaConnectionError, KafkaError)):
            await write_once(token_login(secured, token_id, token.hmac_as_base64,
                                         tokenauth=False), topic)
        # An expired token signs nobody in.
        await admin.expire_delegation_token(token.hmac)
        with anyio.fail_after(HANG_GUARD):
            while token_id in {t.token_info.token_id
                               for t in await admin.describe_delegation_token()}:
                await anyio.sleep(0.05)
        with pytest.raises((SaslAuthenticationFailedError, KafkaConnectionError, KafkaError)):
            await write_once(token_login(secured, token_id, token.hmac_as_base64), topic)
