"""Admin calls refuse a bare topic name and ill-typed arguments before sending anything.

``delete_topics("qz")`` used to delete the topics ``q`` and ``z``; ``create_topics("orders")``
created ``o``, ``r``, ``d``, ``e`` and ``s``. The rule (kafka_async.protocol.arguments): a str is
never a collection of names. These run on an Admin that was never started, so they also show
that the check comes before any network activity (the broker-side proof is in
tests/integration/test_admin_names.py).
"""

from __future__ import annotations

from typing import Any

import pytest

from kafka_async import Admin
from kafka_async.admin import NewTopic

pytestmark = pytest.mark.anyio

BARE = r"must be a collection of .*not a single str 'qz': pass a list, e.g. \['qz'\]$"


@pytest.fixture
def admin() -> Admin:
    return Admin(bootstrap_servers="127.0.0.1:9")


async def test_delete_topics_refuses_a_bare_name(admin: Admin) -> None:
    with pytest.raises(TypeError, match=f"^topics {BARE}"):
        await admin.delete_topics("qz")


async def test_create_topics_refuses_a_bare_name(admin: Admin) -> None:
    with pytest.raises(TypeError, match=f"^new_topics {BARE}"):
        await admin.create_topics("qz")
    with pytest.raises(TypeError, match=r"new_topics\[0\] must be a NewTopic or a name, got int"):
        await admin.create_topics([5])  # type: ignore[list-item]


async def test_describe_topics_refuses_a_bare_name(admin: Admin) -> None:
    with pytest.raises(TypeError, match=f"^topics {BARE}"):
        await admin.describe_topics("qz")
    with pytest.raises(TypeError, match=r"topics\[0\] must be a str \(a topic name\) or a "
                                        r"uuid.UUID \(a topic id\), got bytes"):
        await admin.describe_topics([b"qz"])  # type: ignore[list-item]


async def test_create_partitions_refuses_anything_but_a_mapping(admin: Admin) -> None:
    with pytest.raises(TypeError, match="new_partitions must be a dict"):
        await admin.create_partitions("qz")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="new_partitions must be a dict"):
        await admin.create_partitions([("qz", 3)])  # type: ignore[arg-type]


async def test_the_client_refuses_a_bare_name_for_metadata(admin: Admin) -> None:
    with pytest.raises(TypeError, match=f"^topics {BARE}"):
        await admin.client.refresh_metadata("qz")
    with pytest.raises(TypeError, match=f"^topics {BARE}"):
        admin.client.track_topics("qz")


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"timeout_ms": "5000"}, "timeout_ms must be an int"),
    ({"timeout_ms": 2**31}, "timeout_ms must be an int from 0 to 2147483647"),
    ({"validate_only": "no"}, "validate_only must be True or False, got str 'no'"),
    ({"return_exceptions": 1}, "return_exceptions must be True or False"),
])
async def test_flags_and_timeouts_are_checked(admin: Admin, kwargs: dict[str, Any],
                                              message: str) -> None:
    with pytest.raises((TypeError, ValueError), match=message):
        await admin.create_topics([NewTopic("orders")], **kwargs)


def test_admin_defaults_are_javas_admin_defaults() -> None:
    """AdminClientConfig's own defaults, which differ from the producer's and consumer's."""
    from kafka_async.admin import AdminConfig

    config = AdminConfig(bootstrap_servers="127.0.0.1:9092")
    assert (config.connections_max_idle_ms, config.enable_metrics_push,
            config.default_api_timeout_ms) == (300_000, False, 60_000)


async def test_streams_group_offset_changes_check_their_arguments_before_any_request(
        admin: Admin) -> None:
    """They asked the coordinator whether the group is a Streams group first: a bad offset or
    topic name came back as "group not found", or as a timeout with no broker."""
    from kafka_async import TopicPartition
    from kafka_async.protocol.errors import InvalidTopicError

    with pytest.raises(ValueError, match=r"offset"):
        await admin.alter_streams_group_offsets("g", {TopicPartition("t", 0): -1})
    with pytest.raises(TypeError, match=r"OffsetAndMetadata or an offset"):
        await admin.alter_streams_group_offsets("g", {TopicPartition("t", 0): True})
    with pytest.raises(InvalidTopicError, match=r"'bad topic'"):
        await admin.delete_streams_group_offsets("g", [TopicPartition("bad topic", 0)])
    with pytest.raises(ValueError, match=r"partition"):
        await admin.delete_streams_group_offsets("g", [TopicPartition("t", -1)])
