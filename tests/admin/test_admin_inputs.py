"""Every new Admin operation checks its input before sending anything: these run on an Admin
that was never started (address 127.0.0.1:9, nothing listens), so any network activity would
fail differently. Plus the value types' own checks."""

from __future__ import annotations

import hashlib
import uuid
from typing import Any

import pytest

from kafka_async import Admin
from kafka_async.admin import (
    AccessControlEntry,
    AclBinding,
    AclOperation,
    AclPermissionType,
    AlterConfigOp,
    ClientQuotaAlteration,
    ClientQuotaEntity,
    ConfigResource,
    ElectionType,
    FeatureUpdate,
    MemberToRemove,
    NewPartitionReassignment,
    OffsetReset,
    OffsetSpec,
    PatternType,
    ResourcePattern,
    ResourceType,
    ScramCredentialInfo,
    ScramMechanism,
    TopicPartition,
    UserScramCredentialUpsertion,
)
from kafka_async.admin.base import authorized_operations
from kafka_async.protocol.errors import InvalidTopicError

pytestmark = pytest.mark.anyio
TP = TopicPartition("t", 0)


@pytest.fixture
def admin() -> Admin:
    return Admin(bootstrap_servers="127.0.0.1:9")


BAD_CALLS: list[tuple[str, str, dict[str, Any], type[Exception], str]] = [
    ("list_offsets", "negative partition", {"topic_partition_offsets": {("t", -1):
                                                                         OffsetSpec.latest()}},
     ValueError, "partition"),
    ("list_offsets", "not a spec", {"topic_partition_offsets": {TP: "latest"}}, TypeError,
     "OffsetSpec"),
    ("delete_records", "negative offset", {"records_to_delete": {TP: -2}}, ValueError,
     "records_to_delete"),
    ("delete_records", "bad topic", {"records_to_delete": {("bad topic!", 0): 1}},
     InvalidTopicError, "bad topic!"),
    ("elect_leaders", "bad type", {"election_type": 7}, ValueError, "election_type"),
    ("alter_partition_reassignments", "list not spec", {"reassignments": {TP: [1, 2]}},
     TypeError, "NewPartitionReassignment"),
    ("describe_configs", "bare resource", {"resources": "t"}, TypeError, "resources"),
    ("describe_configs", "not a resource", {"resources": [("TOPIC", "t")]}, TypeError,
     "ConfigResource"),
    ("incremental_alter_configs", "ops not ops",
     {"configs": {ConfigResource(ConfigResource.Type.TOPIC, "t"): [("retention.ms", "1")]}},
     TypeError, "AlterConfigOp"),
    ("alter_configs", "numbers", {"configs": {ConfigResource(ConfigResource.Type.TOPIC, "t"):
                                              {"retention.ms": 1}}}, TypeError, "str to str"),
    ("list_groups", "bad state", {"states_filter": ["Sleeping"]}, ValueError, "group state"),
    ("describe_consumer_groups", "empty id", {"group_ids": [""]}, ValueError, "empty group"),
    ("delete_consumer_groups", "bare id", {"group_ids": "g"}, TypeError, "group_ids"),
    ("list_consumer_group_offsets", "bad partition",
     {"group_specs": {"g": [("t", "0")]}}, TypeError, "partition"),
    ("alter_consumer_group_offsets", "negative offset",
     {"group_id": "g", "offsets": {TP: -1}}, ValueError, "offset"),
    ("reset_consumer_group_offsets", "not a reset", {"group_id": "g", "reset": "earliest"},
     TypeError, "OffsetReset"),
    ("remove_members_from_consumer_group", "not members",
     {"group_id": "g", "members": ["m1"]}, TypeError, "MemberToRemove"),
    ("create_acls", "filter not binding", {"acls": ["User:bob"]}, TypeError, "AclBinding"),
    ("describe_client_quotas", "not a filter", {"quota_filter": {"user": "bob"}}, TypeError,
     "ClientQuotaFilter"),
    ("describe_log_dirs", "negative broker", {"brokers": [-1]}, ValueError, "brokers"),
    ("alter_replica_log_dirs", "empty path",
     {"replica_assignment": {("t", 0, 1): ""}}, ValueError, "log dir path"),
    ("create_delegation_token", "bad renewer", {"renewers": ["bob"]}, ValueError, "Type:name"),
    ("renew_delegation_token", "no hmac", {"hmac": "abc"}, TypeError, "hmac"),
    ("update_features", "not an update", {"feature_updates": {"x": 1}}, TypeError,
     "FeatureUpdate"),
    ("delete_topics", "zero id", {"topics": [uuid.UUID(int=0)]}, ValueError, "no topic's id"),
    ("describe_topics", "limit", {"topics": ["t"], "partition_limit": 0}, ValueError,
     "partition_limit"),
    ("describe_cluster", "timeout", {"timeout_ms": -1}, ValueError, "timeout_ms"),
]


@pytest.mark.parametrize(("method", "why", "arguments", "error", "names"), BAD_CALLS,
                         ids=[f"{row[0]}: {row[1]}" for row in BAD_CALLS])
async def test_bad_input_is_refused_before_anything_is_sent(
        admin: Admin, method: str, why: str, arguments: dict[str, Any],
        error: type[Exception], names: str) -> None:
    with pytest.raises(error, match=names):
        await getattr(admin, method)(**arguments)
    assert admin.client.metadata.brokers == {}  # never bootstrapped


def test_value_types_check_themselves() -> None:
    with pytest.raises(ValueError, match="broker id"):
        ConfigResource(ConfigResource.Type.BROKER_LOGGER, "")
    assert ConfigResource(ConfigResource.Type.BROKER, "").is_default
    with pytest.raises(ValueError, match="UNKNOWN"):
        ConfigResource(ConfigResource.Type.UNKNOWN, "x")
    with pytest.raises(TypeError, match="needs a str value"):
        AlterConfigOp("retention.ms", 5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="non-empty list"):
        NewPartitionReassignment([])
    with pytest.raises(ValueError, match="twice"):
        NewPartitionReassignment([1, 1])
    with pytest.raises(ValueError, match="exactly one"):
        MemberToRemove()
    with pytest.raises(ValueError, match="timestamp_ms"):
        OffsetSpec.for_timestamp(-7)
    with pytest.raises(ValueError, match="delta"):
        OffsetReset.shift_by(2**64)
    with pytest.raises(ValueError, match="max_version_level"):
        FeatureUpdate(-1)
    with pytest.raises(ValueError, match="quota entity type"):
        ClientQuotaEntity({"group": "g"})
    with pytest.raises(TypeError, match="number or None"):
        ClientQuotaAlteration(ClientQuotaEntity({"user": "u"}), {"producer_byte_rate": "1"})
    assert ElectionType.PREFERRED == 0 and ElectionType.UNCLEAN == 1


def test_acl_bindings_refuse_filter_values_by_name_not_by_number() -> None:
    """The ACL enums overlap as numbers (TOPIC == MATCH == 2, CLUSTER == LITERAL... ): a
    binding on a TOPIC must not be mistaken for one using MATCH."""
    binding = AclBinding(ResourcePattern(ResourceType.TOPIC, "t"),
                         AccessControlEntry("User:a", "*", AclOperation.READ,
                                            AclPermissionType.ALLOW))
    assert binding.pattern.pattern_type is PatternType.LITERAL
    with pytest.raises(ValueError, match="MATCH"):
        ResourcePattern(ResourceType.TOPIC, "t", PatternType.MATCH)
    with pytest.raises(ValueError, match="ANY"):
        ResourcePattern(ResourceType.ANY, "t")


def test_authorized_operations_bit_field() -> None:
    assert authorized_operations(-(2**31)) is None
    bits = (1 << AclOperation.READ) | (1 << AclOperation.DESCRIBE) | (1 << 30)
    assert authorized_operations(bits) == {AclOperation.READ, AclOperation.DESCRIBE}


def test_scram_upsertion_salts_with_pbkdf2_and_hides_the_password() -> None:
    info = ScramCredentialInfo(ScramMechanism.SCRAM_SHA_512, 4096)
    fixed = UserScramCredentialUpsertion("u", info, "pencil", salt=b"salt-bytes")
    salt, salted = fixed.salted()
    assert salt == b"salt-bytes"
    assert salted == hashlib.pbkdf2_hmac("sha512", b"pencil", b"salt-bytes", 4096)
    assert len(salted) == 64
    random_salt, _ = UserScramCredentialUpsertion("u", info, "pencil").salted()
    assert len(random_salt) == 32 and random_salt != UserScramCredentialUpsertion(
        "u", info, "pencil").salted()[0]
    assert "pencil" not in repr(fixed) and "salt-bytes" not in repr(fixed)
    with pytest.raises(ValueError, match="iterations"):
        ScramCredentialInfo(ScramMechanism.SCRAM_SHA_256, 100_000)


def test_lag_is_the_tools_lag_negative_past_the_log_end() -> None:
    from kafka_async.admin.group_offsets import PartitionLag
    from kafka_async.cluster.structs import OffsetAndMetadata

    assert PartitionLag(OffsetAndMetadata(4), 10).lag == 6
    # a commit past the log's end (the log truncated or recreated): kafka-consumer-groups
    # shows -5; a clamp to 0 hid it as "caught up"
    assert PartitionLag(OffsetAndMetadata(15), 10).lag == -5
