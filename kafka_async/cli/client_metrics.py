"""``kafka-async client-metrics list|describe|alter|delete`` (kafka-client-metrics): the
KIP-714 subscriptions that make clients push their metrics to the brokers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from kafka_async.cli.admin_common import with_admin
from kafka_async.cli.app import State, cli, shared_options
from kafka_async.cli.errors import UsageProblem

if TYPE_CHECKING:
    from kafka_async.admin import Admin

_SETTINGS = ("metrics", "interval.ms", "match")


@cli.group("client-metrics")
def client_metrics() -> None:
    """Client metrics subscriptions (KIP-714): which metrics clients push, how often."""


def _resource(name: str) -> Any:
    from kafka_async.admin import ConfigResource

    return ConfigResource(ConfigResource.Type.CLIENT_METRICS, name)


@client_metrics.command("list")
@shared_options
def list_subscriptions() -> None:
    """Every subscription's name."""

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import ConfigResource

        found = await admin.list_config_resources([ConfigResource.Type.CLIENT_METRICS])
        rows = [{"name": r.name} for r in sorted(found, key=lambda r: r.name)]
        state.out().table(rows, ["name"], data=[r.name for r in found])

    with_admin(body)


@client_metrics.command()
@click.argument("names", nargs=-1, required=True)
@shared_options
def describe(names: tuple[str, ...]) -> None:
    """The metrics, interval and client match of subscriptions."""

    async def body(admin: Admin, state: State) -> None:
        described = await admin.describe_configs([_resource(n) for n in names])
        rows = []
        for resource, config in described.items():
            row: dict[str, Any] = {"name": resource.name}
            for setting in _SETTINGS:
                entry = config.get(setting)
                row[setting] = entry.value if entry is not None else None
            rows.append(row)
        state.out().table(rows, ["name", *_SETTINGS])

    with_admin(body)


@client_metrics.command()
@click.argument("name")
@click.option("--metrics", "prefixes", metavar="PREFIX[,PREFIX...]",
              help='Metric name prefixes to push ("*" or "" for all), e.g. '
                   "org.apache.kafka.producer.")
@click.option("--interval", type=int, metavar="MS", help="Push interval in milliseconds.")
@click.option("--match", "matches", multiple=True, metavar="SELECTOR=REGEX",
              help="Which clients (client_id=..., client_software_name=...); repeatable.")
@shared_options
def alter(name: str, prefixes: str | None, interval: int | None,
          matches: tuple[str, ...]) -> None:
    """Create or change a subscription."""
    if prefixes is None and interval is None and not matches:
        raise UsageProblem("give at least one of --metrics, --interval, --match")
    for item in matches:
        if "=" not in item:
            raise UsageProblem(f"--match takes SELECTOR=REGEX, got {item!r}")

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import AlterConfigOp

        ops = []
        if prefixes is not None:
            ops.append(AlterConfigOp("metrics", prefixes))
        if interval is not None:
            ops.append(AlterConfigOp("interval.ms", str(interval)))
        if matches:
            ops.append(AlterConfigOp("match", ",".join(matches)))
        await admin.incremental_alter_configs({_resource(name): ops})
        state.out().table([{"name": name, "result": "altered"}], ["name", "result"])

    with_admin(body)


@client_metrics.command()
@click.argument("name")
@shared_options
def delete(name: str) -> None:
    """Delete a subscription (its settings reverted; clients stop pushing what it asked)."""

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import AlterConfigOp

        ops = [AlterConfigOp(s, op=AlterConfigOp.OpType.DELETE) for s in _SETTINGS]
        await admin.incremental_alter_configs({_resource(name): ops})
        state.out().table([{"name": name, "result": "deleted"}], ["name", "result"])

    with_admin(body)
