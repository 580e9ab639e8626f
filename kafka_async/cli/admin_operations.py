"""Operator commands: ``kafka-async features describe|upgrade|downgrade|disable``
(kafka-features), ``kafka-async log-dirs`` (kafka-log-dirs --describe) and ``kafka-async
elect-leaders`` (kafka-leader-election)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import click

from kafka_async.cli.admin_common import (
    parse_partition,
    raise_failures,
    show_features,
    with_admin,
)
from kafka_async.cli.app import State, cli, shared_options
from kafka_async.cli.errors import UsageProblem
from kafka_async.cli.numbers import is_number

if TYPE_CHECKING:
    from kafka_async.admin import Admin


@cli.group()
def features() -> None:
    """Feature levels of the cluster: describe, upgrade, downgrade, disable (kafka-features)."""


@features.command("describe")
@shared_options
def describe_features() -> None:
    """Finalized feature levels and what the brokers support."""

    with_admin(show_features)


def _levels(items: tuple[str, ...]) -> dict[str, int]:
    levels: dict[str, int] = {}
    for item in items:
        name, found, level = item.partition("=")
        if not found or not name or not is_number(level):
            raise UsageProblem(f"--feature takes NAME=LEVEL, got {item!r}")
        levels[name] = int(level)
    if not levels:
        raise UsageProblem("name at least one --feature NAME=LEVEL")
    return levels


def _update(levels: dict[str, int], kind: str, dry_run: bool) -> None:
    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import FeatureUpdate

        updates = {name: FeatureUpdate(level, FeatureUpdate.UpgradeType[kind])
                   for name, level in levels.items()}
        results = await admin.update_features(updates, validate_only=dry_run,
                                              return_exceptions=True)
        rows = [{"feature": name, "level": level,
                 "result": ("failed" if isinstance(results[name], BaseException) else
                            "valid" if dry_run else "done")}
                for name, level in sorted(levels.items())]
        state.out().table(rows, ["feature", "level", "result"],
                          title="dry run, nothing changed:" if dry_run else None)
        raise_failures(results, "features")

    with_admin(body)


@features.command()
@click.option("--feature", "items", multiple=True, metavar="NAME=LEVEL",
              help="The level to reach; repeatable.")
@click.option("--dry-run", is_flag=True, help="Validate only, change nothing.")
@shared_options
def upgrade(items: tuple[str, ...], dry_run: bool) -> None:
    """Upgrade features to the given levels."""
    _update(_levels(items), "UPGRADE", dry_run)


@features.command()
@click.option("--feature", "items", multiple=True, metavar="NAME=LEVEL",
              help="The level to go back to; repeatable.")
@click.option("--unsafe", is_flag=True,
              help="Allow a downgrade that loses metadata (UNSAFE_DOWNGRADE).")
@click.option("--dry-run", is_flag=True, help="Validate only, change nothing.")
@shared_options
def downgrade(items: tuple[str, ...], unsafe: bool, dry_run: bool) -> None:
    """Downgrade features to the given levels (safe unless --unsafe)."""
    _update(_levels(items), "UNSAFE_DOWNGRADE" if unsafe else "SAFE_DOWNGRADE", dry_run)


@features.command()
@click.option("--feature", "names", multiple=True, metavar="NAME", help="Repeatable.")
@click.option("--unsafe", is_flag=True, help="Allow losing metadata (UNSAFE_DOWNGRADE).")
@click.option("--dry-run", is_flag=True, help="Validate only, change nothing.")
@shared_options
def disable(names: tuple[str, ...], unsafe: bool, dry_run: bool) -> None:
    """Disable features (level 0)."""
    if not names:
        raise UsageProblem("name at least one --feature NAME")
    _update(dict.fromkeys(names, 0), "UNSAFE_DOWNGRADE" if unsafe else "SAFE_DOWNGRADE",
            dry_run)


@cli.command("log-dirs")
@click.option("--broker", "brokers", multiple=True, type=click.IntRange(0), metavar="ID",
              help="Only this broker; repeatable (default: every broker).")
@click.option("-t", "--topic", "topics", multiple=True, help="Only this topic; repeatable.")
@shared_options
def log_dirs(brokers: tuple[int, ...], topics: tuple[str, ...]) -> None:
    """Each broker's log directories and the replicas in them, with sizes and lag
    (kafka-log-dirs --describe)."""

    async def body(admin: Admin, state: State) -> None:
        found = await admin.describe_log_dirs(list(brokers) or None, return_exceptions=True)
        ok = {b: dirs for b, dirs in found.items() if not isinstance(dirs, BaseException)}
        if topics:  # (the JSON document filtered as the table is)
            ok = {b: {path: dataclasses.replace(d, replica_infos={
                tp: info for tp, info in d.replica_infos.items() if tp.topic in topics})
                for path, d in dirs.items()} for b, dirs in ok.items()}
        rows = [{"broker": broker, "log_dir": path, "error": type(d.error).__name__
                 if d.error else None, "topic": tp.topic, "partition": tp.partition,
                 "size": info.size, "offset_lag": info.offset_lag, "future": info.is_future}
                for broker, dirs in sorted(ok.items())
                for path, d in sorted(dirs.items())
                for tp, info in sorted(d.replica_infos.items())
                if not topics or tp.topic in topics]
        state.out().table(rows, ["broker", "log_dir", "error", "topic", "partition", "size",
                                 "offset_lag", "future"], data=ok)
        raise_failures(found, "brokers")

    with_admin(body)


@cli.command("elect-leaders")
@click.argument("partitions", nargs=-1, metavar="[TOPIC:PARTITION]...")
@click.option("--type", "kind", type=click.Choice(["preferred", "unclean"]),
              default="preferred", show_default=True,
              help="unclean: an out-of-sync replica may lead (records may be lost).")
@click.option("--all-topic-partitions", "every", is_flag=True,
              help="Every partition that needs an election.")
@shared_options
def elect_leaders(partitions: tuple[str, ...], kind: str, every: bool) -> None:
    """Elect partition leaders (kafka-leader-election)."""
    if every == bool(partitions):
        raise UsageProblem("name partitions (TOPIC:PARTITION...) or give "
                           "--all-topic-partitions")
    chosen = [parse_partition(p) for p in partitions]

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import ElectionType
        from kafka_async.protocol.errors import ElectionNotNeededError

        results = await admin.elect_leaders(ElectionType[kind.upper()], chosen or None,
                                            return_exceptions=True)
        rows = [{"partition": str(tp),
                 "result": "elected" if outcome is None else
                 "not needed" if isinstance(outcome, ElectionNotNeededError) else "failed"}
                for tp, outcome in sorted(results.items())]
        state.out().table(rows, ["partition", "result"])
        raise_failures({tp: v for tp, v in results.items()
                        if not isinstance(v, ElectionNotNeededError)}, "partitions")

    with_admin(body)
