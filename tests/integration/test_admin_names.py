"""Against the real broker: a bare string never reaches it as one topic per character, and the
config limits chosen for client_id are the broker's own.

``delete_topics("qz")`` used to delete the existing topics ``q`` and ``z``. Now every call that
takes names refuses a str (TypeError) before sending anything, and the topics survive.
"""

from __future__ import annotations

from collections.abc import Callable

import anyio
import pytest

from kafka_async import Admin
from kafka_async.admin import NewTopic, TopicDescription
from kafka_async.cluster.config import ConfigError
from kafka_async.protocol.arguments import INT16_MAX
from kafka_async.protocol.errors import TopicAlreadyExistsError, UnknownTopicOrPartitionError

pytestmark = [pytest.mark.anyio, pytest.mark.integration]



async def _described(admin: Admin, names: list[str]) -> dict[str, object]:
    """describe_topics once every name is known (brokers learn of new topics a moment late)."""
    with anyio.fail_after(15):
        while True:
            try:
                return await admin.describe_topics(names)
            except UnknownTopicOrPartitionError:
                await anyio.sleep(0.05)


async def test_delete_topics_with_a_bare_string_deletes_nothing(
        kafka_bootstrap: str, anyio_backend: str) -> None:
    """The reported hazard, reproduced: the topics named by the string's characters exist.

    One-letter names cannot be made unique per test, so each backend gets its own pair, and
    the test removes them at the end (tolerating leftovers of an earlier, interrupted run)."""
    letters = "qz" if anyio_backend == "asyncio" else "QZ"
    names = list(letters)
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        created = await admin.create_topics([NewTopic(n, 1, 1) for n in names],
                                            return_exceptions=True)
        assert not [outcome for outcome in created.values() if isinstance(outcome, Exception)
                    and not isinstance(outcome, TopicAlreadyExistsError)]
        await _described(admin, names)
        with pytest.raises(TypeError, match=r"^topics must be a collection of topic names"):
            await admin.delete_topics(letters)
        described = await admin.describe_topics(names)
        assert all(isinstance(d, TopicDescription) for d in described.values())
        assert await admin.delete_topics(names) == dict.fromkeys(names)


async def test_create_and_describe_with_a_bare_string_send_nothing(
        kafka_bootstrap: str, new_topic: Callable[..., str]) -> None:
    name = new_topic("bare")
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        with pytest.raises(TypeError, match=r"^new_topics must be a collection"):
            await admin.create_topics(name, validate_only=True)
        with pytest.raises(TypeError, match=r"^new_topics must be a collection"):
            await admin.create_topics(name)
        listed = await admin.list_topics()
        assert name not in listed
        assert not [topic for topic in listed if len(topic) == 1 and topic in name]
        await admin.create_topics([name])
        with pytest.raises(TypeError, match=r"^topics must be a collection"):
            await admin.describe_topics(name)
        with pytest.raises(TypeError, match=r"^topics must be a collection"):
            await admin.delete_topics(name)
        assert isinstance((await _described(admin, [name]))[name], TopicDescription)
        await admin.delete_topics([name])


async def test_client_id_up_to_the_int16_string_limit_is_accepted_by_the_broker(
        kafka_bootstrap: str) -> None:
    """The limit enforced at construction is exactly what a request header can carry:
    32767 UTF-8 bytes (not characters)."""
    for client_id in ("x" * INT16_MAX, "é" * (INT16_MAX // 2)):
        async with Admin(bootstrap_servers=kafka_bootstrap, client_id=client_id) as admin:
            assert isinstance(await admin.list_topics(), dict)
    with pytest.raises(ConfigError, match="client_id is 32768 bytes in UTF-8"):
        Admin(bootstrap_servers=kafka_bootstrap, client_id="x" * (INT16_MAX + 1))
