"""``kafka-async topics list|describe|create|delete|alter|add-partitions``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from kafka_async.cli.admin_common import parse_configs, raise_failures, with_admin
from kafka_async.cli.app import State, cli, shared_options

if TYPE_CHECKING:
    from kafka_async.admin import Admin


@cli.group()
def topics() -> None:
    """List, describe, create, delete and alter topics."""


@topics.command("list")
@click.option("--internal", is_flag=True, help="Include internal topics (__consumer_offsets).")
@shared_options
def list_topics(internal: bool) -> None:
    """Topic names and ids."""

    async def body(admin: Admin, state: State) -> None:
        found = await admin.list_topics(include_internal=internal)
        listings = [found[name] for name in sorted(found)]
        rows = [{"name": t.name, "topic_id": t.topic_id, "internal": t.is_internal}
                for t in listings]
        state.out().table(rows, ["name", "topic_id", "internal"], data=listings)

    with_admin(body)


@topics.command()
@click.argument("names", nargs=-1)
@click.option("--internal", is_flag=True, help="With no names: internal topics too.")
@shared_options
def describe(names: tuple[str, ...], internal: bool) -> None:
    """Partitions of NAMES (default: every topic): leader, replicas, ISR."""

    async def body(admin: Admin, state: State) -> None:
        wanted = list(names) or sorted(await admin.list_topics(include_internal=internal))
        results = await admin.describe_topics(wanted, return_exceptions=True)
        described = [results[name] for name in wanted
                     if not isinstance(results[name], BaseException)]
        rows: list[dict[str, Any]] = []
        for topic in described:
            for info in topic.partitions:
                rows.append({"topic": topic.name, "partition": info.partition,
                             "leader": info.leader, "replicas": info.replicas,
                             "isr": info.isr, "offline": info.offline_replicas or None})
        state.out().table(rows, ["topic", "partition", "leader", "replicas", "isr", "offline"],
                          data=described)
        raise_failures(results, "topics")

    with_admin(body)


@topics.command()
@click.argument("name")
@click.option("--partitions", type=click.IntRange(1), help="Default: the broker's.")
@click.option("--replication-factor", type=click.IntRange(1), help="Default: the broker's.")
@click.option("--config", "configs", multiple=True, metavar="NAME=VALUE",
              help="A topic config; repeatable.")
@click.option("--if-not-exists", is_flag=True, help="An existing topic is not an error.")
@click.option("--validate-only", is_flag=True, help="Check, create nothing.")
@shared_options
def create(name: str, partitions: int | None, replication_factor: int | None,
           configs: tuple[str, ...], if_not_exists: bool, validate_only: bool) -> None:
    """Create topic NAME."""
    settings = parse_configs(configs)

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import NewTopic
        from kafka_async.protocol.errors import TopicAlreadyExistsError

        new = NewTopic(name, num_partitions=partitions or -1,
                       replication_factor=replication_factor or -1, configs=settings)
        results = await admin.create_topics([new], validate_only=validate_only,
                                            return_exceptions=True)
        outcome = results[name]
        if isinstance(outcome, TopicAlreadyExistsError) and if_not_exists:
            state.out().fields([("topic", name), ("created", False)])
            return
        raise_failures(results, "topics")
        if not validate_only:
            await _until_served(admin, name)
        state.out().fields([("topic", name), ("created", not validate_only),
                            ("topic_id", getattr(outcome, "topic_id", None)),
                            ("partitions", getattr(outcome, "num_partitions", None)),
                            ("replication_factor",
                             getattr(outcome, "replication_factor", None))], data=outcome)

    with_admin(body)


async def _until_served(admin: Admin, name: str) -> None:
    """Wait until the brokers serve a topic just created (the controller commits it before they
    apply it), so a script's next command finds it; bounded by the command's --timeout."""
    import anyio

    from kafka_async.protocol.errors import UnknownTopicOrPartitionError

    while isinstance((await admin.describe_topics([name], return_exceptions=True))[name],
                     UnknownTopicOrPartitionError):
        await anyio.sleep(0.05)


@topics.command()
@click.argument("names", nargs=-1, required=True)
@click.option("--if-exists", is_flag=True, help="A missing topic is not an error.")
@shared_options
def delete(names: tuple[str, ...], if_exists: bool) -> None:
    """Delete topics NAMES."""

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.protocol.errors import UnknownTopicOrPartitionError

        results = await admin.delete_topics(list(names), return_exceptions=True)
        absent: set[str] = set()
        if if_exists:  # (a missing topic: not an error, and not reported as deleted)
            absent = {k for k, v in results.items()
                      if isinstance(v, UnknownTopicOrPartitionError)}
            results = {k: None if k in absent else v for k, v in results.items()}
        rows = [{"topic": name, "deleted": name not in absent
                 and not isinstance(results[name], BaseException)} for name in names]
        state.out().table(rows, ["topic", "deleted"])
        raise_failures(results, "topics")

    with_admin(body)


@topics.command()
@click.argument("name")
@click.option("--config", "configs", multiple=True, metavar="NAME=VALUE",
              help="Set a config; repeatable.")
@click.option("--delete-config", "deletes", multiple=True, metavar="NAME",
              help="Return a config to its default; repeatable.")
@shared_options
def alter(name: str, configs: tuple[str, ...], deletes: tuple[str, ...]) -> None:
    """Change topic NAME's configs (incrementally, as kafka-configs --alter)."""
    from kafka_async.cli.admin_configs import alter_resource

    alter_resource("topic", name, configs, deletes)


@topics.command("add-partitions")
@click.argument("name")
@click.option("--total", type=click.IntRange(1), required=True,
              help="The partition count afterwards.")
@shared_options
def add_partitions(name: str, total: int) -> None:
    """Grow topic NAME to --total partitions."""

    async def body(admin: Admin, state: State) -> None:
        results = await admin.create_partitions({name: total}, return_exceptions=True)
        raise_failures(results, "topics")
        state.out().fields([("topic", name), ("partitions", total)])

    with_admin(body)
