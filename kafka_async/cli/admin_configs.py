"""``kafka-async configs describe|alter TYPE NAME`` (kafka-configs' --describe / --alter)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from kafka_async.cli.admin_common import parse_configs, raise_failures, with_admin
from kafka_async.cli.app import State, cli, shared_options
from kafka_async.cli.errors import UsageProblem

if TYPE_CHECKING:
    from kafka_async.admin import Admin, ConfigResource

RESOURCE_TYPES = ("topic", "broker", "broker-logger", "group", "client-metrics")


def _resource(kind: str, name: str) -> ConfigResource:
    from kafka_async.admin import ConfigResource

    return ConfigResource(ConfigResource.Type[kind.upper().replace("-", "_")], name)


@cli.group()
def configs() -> None:
    """Describe and alter configs of topics, brokers, groups."""


@configs.command()
@click.argument("kind", metavar="TYPE", type=click.Choice(RESOURCE_TYPES))
@click.argument("name")
@click.option("--all", "show_all", is_flag=True,
              help="Every config, not only what was set on this resource itself.")
@click.option("--synonyms", is_flag=True, help="Where else each value could come from.")
@shared_options
def describe(kind: str, name: str, show_all: bool, synonyms: bool) -> None:
    """Configs of one resource (a broker by id, '' for the cluster default)."""
    resource = _resource(kind, name)

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import ConfigSource

        found = (await admin.describe_configs([resource], include_synonyms=synonyms))[resource]
        # Without --all, what was set on this resource itself, as kafka-configs shows it: a
        # topic's overrides, not the broker defaults it inherits; a broker's dynamic configs,
        # not its server.properties; every logger of a broker.
        own = {"topic": ConfigSource.DYNAMIC_TOPIC_CONFIG,
               "broker": (ConfigSource.DYNAMIC_BROKER_CONFIG if name
                          else ConfigSource.DYNAMIC_DEFAULT_BROKER_CONFIG),
               "group": ConfigSource.DYNAMIC_GROUP_CONFIG,
               "client-metrics": ConfigSource.DYNAMIC_CLIENT_METRICS_CONFIG}.get(kind)
        entries = [entry for _, entry in sorted(found.entries.items())
                   if show_all or own is None or entry.source is own]
        rows = [{"name": e.name, "value": "(sensitive)" if e.is_sensitive else e.value,
                 "source": e.source, "read_only": e.is_read_only,
                 "synonyms": [f"{s.source.name}={s.value}" for s in e.synonyms] or None}
                for e in entries]
        columns = ["name", "value", "source", "read_only"] + (["synonyms"] if synonyms else [])
        state.out().table(rows, columns, data=entries)

    with_admin(body)


def alter_resource(kind: str, name: str, sets: tuple[str, ...], deletes: tuple[str, ...],
                   appends: tuple[str, ...] = (), subtracts: tuple[str, ...] = (),
                   validate_only: bool = False) -> None:
    """Incremental changes to one resource; shared by ``topics alter``."""
    from kafka_async.admin import AlterConfigOp

    op = AlterConfigOp.OpType
    changes = [AlterConfigOp(k, v) for k, v in parse_configs(sets).items()]
    changes += [AlterConfigOp(k, v, op.APPEND)
                for k, v in parse_configs(appends, "--append").items()]
    changes += [AlterConfigOp(k, v, op.SUBTRACT)
                for k, v in parse_configs(subtracts, "--subtract").items()]
    changes += [AlterConfigOp(k, op=op.DELETE) for k in deletes]
    if not changes:
        raise UsageProblem("nothing to change: give --config NAME=VALUE or --delete-config NAME")
    resource = _resource(kind, name)

    async def body(admin: Admin, state: State) -> None:
        results = await admin.incremental_alter_configs({resource: changes},
                                                        validate_only=validate_only,
                                                        return_exceptions=True)
        raise_failures(results, "resources")
        rows = [{"name": c.name, "operation": c.op, "value": c.value} for c in changes]
        state.out().table(rows, ["name", "operation", "value"], data=changes,
                          title="validated, nothing changed:" if validate_only else None)

    with_admin(body)


@configs.command()
@click.argument("kind", metavar="TYPE", type=click.Choice(RESOURCE_TYPES))
@click.argument("name")
@click.option("--config", "sets", multiple=True, metavar="NAME=VALUE", help="Set; repeatable.")
@click.option("--delete-config", "deletes", multiple=True, metavar="NAME",
              help="Back to the default; repeatable.")
@click.option("--append", "appends", multiple=True, metavar="NAME=VALUE",
              help="Add to a list config; repeatable.")
@click.option("--subtract", "subtracts", multiple=True, metavar="NAME=VALUE",
              help="Remove from a list config; repeatable.")
@click.option("--validate-only", is_flag=True, help="Check the changes, make none.")
@shared_options
def alter(kind: str, name: str, sets: tuple[str, ...], deletes: tuple[str, ...],
          appends: tuple[str, ...], subtracts: tuple[str, ...], validate_only: bool) -> None:
    """Change configs of one resource, incrementally."""
    alter_resource(kind, name, sets, deletes, appends, subtracts, validate_only)
