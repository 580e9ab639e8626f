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
@click.option("--all", "show_all", is_flag=True, help="Defaults too, not only what was set.")
@click.option("--synonyms", is_flag=True, help="Where else each value could come from.")
@shared_options
def describe(kind: str, name: str, show_all: bool, synonyms: bool) -> None:
    """Configs of one resource (a broker by id, '' for the cluster default)."""
    resource = _resource(kind, name)

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import ConfigSource

        found = (await admin.describe_configs([resource], include_synonyms=synonyms))[resource]
        entries = [entry for _, entry in sorted(found.entries.items())
                   if show_all or entry.source is not ConfigSource.DEFAULT_CONFIG]
        rows = [{"name": e.name, "value": "(sensitive)" if e.is_sensitive else e.value,
                 "source": e.source, "read_only": e.is_read_only,
                 "synonyms": [f"{s.source.name}={s.value}" for s in e.synonyms] or None}
                for e in entries]
        columns = ["name", "value", "source", "read_only"] + (["synonyms"] if synonyms else [])
        state.out().table(rows, columns, data=entries)

    with_admin(body)


def alter_resource(kind: str, name: str, sets: tuple[str, ...], deletes: tuple[str, ...],
                   appends: tuple[str, ...] = (), subtracts: tuple[str, ...] = ()) -> None:
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
                                                        return_exceptions=True)
        raise_failures(results, "resources")
        rows = [{"name": c.name, "operation": c.op, "value": c.value} for c in changes]
        state.out().table(rows, ["name", "operation", "value"], data=changes)

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
@shared_options
def alter(kind: str, name: str, sets: tuple[str, ...], deletes: tuple[str, ...],
          appends: tuple[str, ...], subtracts: tuple[str, ...]) -> None:
    """Change configs of one resource, incrementally."""
    alter_resource(kind, name, sets, deletes, appends, subtracts)
