"""Admin configs against the real broker, for topics, brokers, broker loggers, groups and
client-metrics subscriptions: what we write kafka-configs reads, and the other way round."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from functools import partial

import anyio
import pytest

from kafka_async import Admin
from kafka_async.admin import (
    AlterConfigOp,
    Config,
    ConfigResource,
    ConfigSource,
    ConfigType,
    NewTopic,
)
from kafka_async.protocol.errors import (
    InvalidConfigError,
    InvalidRequestError,
    KafkaError,
    UnknownTopicOrPartitionError,
)
from kafka_async.testing import JavaTools
from kafka_async.testing.tools import CONFIG_COMMAND, parse_config_describe

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

JAVA_ONLY = pytest.mark.asyncio_only("compares with kafka-configs; the same calls run on trio "
                                     "in test_topic_configs_set_append_subtract_delete")
SET, DELETE = AlterConfigOp.OpType.SET, AlterConfigOp.OpType.DELETE
APPEND, SUBTRACT = AlterConfigOp.OpType.APPEND, AlterConfigOp.OpType.SUBTRACT


async def kafka_configs(java_tools: JavaTools, entity_type: str, name: str) -> dict[str, str]:
    return await anyio.to_thread.run_sync(partial(java_tools.describe_configs, entity_type,
                                                  name))


async def create_and_wait(admin: Admin, name: str) -> None:
    """Create a topic and wait until the broker serves its configs: the controller commits a
    topic before the brokers apply it (Java's Admin does not wait either), and a config call
    in between is UNKNOWN_TOPIC_OR_PARTITION."""
    await admin.create_topics([NewTopic(name, 1, 1)])
    resource = ConfigResource(ConfigResource.Type.TOPIC, name)
    with anyio.fail_after(30):
        while isinstance((await admin.describe_configs([resource], return_exceptions=True))[
                resource], UnknownTopicOrPartitionError):
            await anyio.sleep(0.05)


async def configs_of(admin: Admin, resource: ConfigResource) -> Config:
    return (await admin.describe_configs([resource]))[resource]


async def configs_when(admin: Admin, resource: ConfigResource,
                       settled: Callable[[Config], bool]) -> Config:
    """The resource's configs once ``settled`` holds, or after 30 s whatever they are (for the
    asserts to show). Why wait: an alter returns once the controller has committed it, and the
    broker answering describe applies the change when it replays that record, a moment later
    (Java's Admin behaves the same), so a describe right after an alter can show the old
    value; on a loaded machine it did (segment.ms still the default)."""
    with anyio.move_on_after(30):
        while not settled(config := await configs_of(admin, resource)):
            await anyio.sleep(0.05)
        return config
    return await configs_of(admin, resource)


async def test_topic_configs_set_append_subtract_delete(
        kafka_bootstrap: str, new_topic: Callable[..., str]) -> None:
    name = new_topic("cfg")
    topic = ConfigResource(ConfigResource.Type.TOPIC, name)
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        await create_and_wait(admin, name)
        described = (await admin.describe_configs([topic], include_synonyms=True,
                                                  include_documentation=True))[topic]
        retention = described["retention.ms"]
        assert retention.source is ConfigSource.DEFAULT_CONFIG and retention.is_default
        assert retention.type is ConfigType.LONG
        assert retention.documentation and "retain" in retention.documentation
        segment = described["segment.bytes"]  # a topic config with a broker-side synonym
        assert [(s.name, s.source) for s in segment.synonyms] == [
            ("log.segment.bytes", ConfigSource.DEFAULT_CONFIG)]

        assert await admin.incremental_alter_configs({topic: [
            AlterConfigOp("retention.ms", "1234"),
            AlterConfigOp("cleanup.policy", "compact", APPEND)]}) == {topic: None}
        now = await configs_when(admin, topic, lambda c: c["retention.ms"].value == "1234")
        assert now["retention.ms"].value == "1234"
        assert now["retention.ms"].source is ConfigSource.DYNAMIC_TOPIC_CONFIG
        assert now["cleanup.policy"].value == "delete,compact"

        await admin.incremental_alter_configs({topic: [
            AlterConfigOp("cleanup.policy", "delete", SUBTRACT),
            AlterConfigOp("retention.ms", op=DELETE)]})
        now = await configs_when(admin, topic, lambda c: c["cleanup.policy"].value == "compact")
        assert now["cleanup.policy"].value == "compact"
        assert now["retention.ms"].is_default

        # validate_only changes nothing; a bad value is refused naming the config
        assert await admin.incremental_alter_configs(
            {topic: [AlterConfigOp("retention.ms", "7")]}, validate_only=True) == {topic: None}
        assert (await configs_of(admin, topic))["retention.ms"].is_default
        with pytest.raises(InvalidConfigError, match=r"retention\.ms"):
            await admin.incremental_alter_configs({topic: [AlterConfigOp("retention.ms", "x")]})
        with pytest.raises((InvalidConfigError, InvalidRequestError),
                           match=r"no\.such\.config"):
            await admin.incremental_alter_configs({topic: [AlterConfigOp("no.such.config",
                                                                         "1")]})
        missing = ConfigResource(ConfigResource.Type.TOPIC, "no-such-topic-cfg")
        outcome = await admin.describe_configs([missing, topic], return_exceptions=True)
        assert isinstance(outcome[missing], UnknownTopicOrPartitionError)
        assert isinstance(outcome[topic], Config)

        # alter_configs replaces the whole dynamic config: cleanup.policy goes back
        assert await admin.alter_configs({topic: {"segment.ms": "3600000"}}) == {topic: None}
        now = await configs_when(admin, topic, lambda c: c["segment.ms"].value == "3600000")
        assert now["segment.ms"].value == "3600000"
        assert now["cleanup.policy"].is_default

        with pytest.raises(ValueError, match=r"DELETE of 'retention\.ms' takes no value"):
            AlterConfigOp("retention.ms", "1", DELETE)
        with pytest.raises(ValueError, match="broker id"):
            ConfigResource(ConfigResource.Type.BROKER, "one")


@JAVA_ONLY
async def test_every_resource_type_as_kafka_configs_sees_it(
        kafka_bootstrap: str, java_tools: JavaTools, new_topic: Callable[..., str]) -> None:
    name = new_topic("cfgjava")
    group = f"cfg-group-{uuid.uuid4().hex[:8]}"
    subscription = f"sub-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        broker_id = str(sorted(admin.client.metadata.brokers)[0])
        topic = ConfigResource(ConfigResource.Type.TOPIC, name)
        broker = ConfigResource(ConfigResource.Type.BROKER, broker_id)
        logger = ConfigResource(ConfigResource.Type.BROKER_LOGGER, broker_id)
        group_resource = ConfigResource(ConfigResource.Type.GROUP, group)
        metrics = ConfigResource(ConfigResource.Type.CLIENT_METRICS, subscription)
        await create_and_wait(admin, name)

        # ours -> kafka-configs
        assert await admin.incremental_alter_configs({
            topic: [AlterConfigOp("retention.ms", "86400000")],
            broker: [AlterConfigOp("log.cleaner.backoff.ms", "16000")],
            logger: [AlterConfigOp("kafka.log.LogCleaner", "DEBUG")],
            group_resource: [AlterConfigOp("consumer.session.timeout.ms", "50000")],
            metrics: [AlterConfigOp("metrics", "org.apache.kafka.producer."),
                      AlterConfigOp("interval.ms", "60000")],
        }) == dict.fromkeys([topic, broker, logger, group_resource, metrics])
        assert (await kafka_configs(java_tools, "topics", name))["retention.ms"] == "86400000"
        assert (await kafka_configs(java_tools, "brokers", broker_id))[
            "log.cleaner.backoff.ms"] == "16000"
        assert (await kafka_configs(java_tools, "broker-loggers", broker_id))[
            "kafka.log.LogCleaner"] == "DEBUG"
        assert (await kafka_configs(java_tools, "groups", group))[
            "consumer.session.timeout.ms"] == "50000"
        seen = await kafka_configs(java_tools, "client-metrics", subscription)
        assert seen["interval.ms"] == "60000"

        # kafka-configs -> ours
        await anyio.to_thread.run_sync(partial(java_tools.alter_configs, "topics", name,
                                               {"segment.bytes": "1048576"}))
        await configs_when(admin, topic, lambda c: c["segment.bytes"].value == "1048576")
        described = await admin.describe_configs([topic, broker, logger, group_resource,
                                                  metrics])
        assert described[topic]["segment.bytes"].value == "1048576"
        assert described[topic]["segment.bytes"].source is ConfigSource.DYNAMIC_TOPIC_CONFIG
        assert described[broker]["log.cleaner.backoff.ms"].value == "16000"
        assert (described[broker]["log.cleaner.backoff.ms"].source
                is ConfigSource.DYNAMIC_BROKER_CONFIG)
        assert described[logger]["kafka.log.LogCleaner"].value == "DEBUG"
        assert described[group_resource]["consumer.session.timeout.ms"].value == "50000"
        assert described[metrics]["interval.ms"].value == "60000"

        # the resources with configs, as kafka-configs --entity-type client-metrics lists them
        listed = await admin.list_config_resources([ConfigResource.Type.CLIENT_METRICS])
        assert metrics in listed
        everything = await admin.list_config_resources()
        assert {metrics, group_resource, topic} <= set(everything)
        listed_by_java = await anyio.to_thread.run_sync(partial(
            java_tools.run, CONFIG_COMMAND, ["--bootstrap-server", java_tools.cluster.bootstrap,
                                             "--describe", "--entity-type", "client-metrics"]))
        assert subscription in listed_by_java.stdout

        # and back: DELETE reverts each to its default
        await admin.incremental_alter_configs({
            broker: [AlterConfigOp("log.cleaner.backoff.ms", op=DELETE)],
            logger: [AlterConfigOp("kafka.log.LogCleaner", op=DELETE)],
            metrics: [AlterConfigOp("metrics", op=DELETE), AlterConfigOp("interval.ms",
                                                                         op=DELETE)],
        })
        assert "log.cleaner.backoff.ms" not in parse_config_describe(
            await anyio.to_thread.run_sync(partial(
                java_tools.admin_command, CONFIG_COMMAND,
                ["--describe", "--entity-type", "brokers", "--entity-name", broker_id])))
        assert (await configs_of(admin, broker))["log.cleaner.backoff.ms"].source in (
            ConfigSource.DEFAULT_CONFIG, ConfigSource.STATIC_BROKER_CONFIG)


@JAVA_ONLY
async def test_a_broker_that_never_answers_fails_only_its_own_resources(
        kafka_bootstrap: str) -> None:
    """Regression: a resource served by a broker that does not exist (BROKER "99") failed the
    whole call, return_exceptions or not, and the topic's results were lost, though its
    change had been applied. Now that broker's resources fail alone, as Java's per-resource
    futures do; without return_exceptions its error is raised (``all()``)."""
    topic = f"partial-{uuid.uuid4().hex[:8]}"
    resource = ConfigResource(ConfigResource.Type.TOPIC, topic)
    missing = ConfigResource(ConfigResource.Type.BROKER, "99")
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        await create_and_wait(admin, topic)
        described = await admin.describe_configs([resource, missing], timeout_ms=2000,
                                                 return_exceptions=True)
        assert isinstance(described[resource], Config)
        assert isinstance(described[missing], KafkaError)
        altered = await admin.incremental_alter_configs(
            {resource: [AlterConfigOp("retention.ms", "67770")],
             missing: [AlterConfigOp("log.cleaner.threads", "2")]},
            timeout_ms=2000, return_exceptions=True)
        assert altered[resource] is None
        assert isinstance(altered[missing], KafkaError)
        with pytest.raises(KafkaError, match="broker 99"):
            await admin.describe_configs([resource, missing], timeout_ms=2000)
        dirs = await admin.describe_log_dirs([1, 99], timeout_ms=2000, return_exceptions=True)
        assert dirs[1] and isinstance(dirs[99], KafkaError)
        config = await configs_when(admin, resource,
                                    lambda c: c["retention.ms"].value == "67770")
    assert config["retention.ms"].value == "67770"
