"""``kafka-async groups list|describe|lag|reset-offsets|delete`` (kafka-consumer-groups)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

from kafka_async.cli.admin_common import (
    expand_partitions,
    parse_partition,
    raise_failures,
    show_deleted_offsets,
    with_admin,
)
from kafka_async.cli.app import State, cli, shared_options
from kafka_async.cli.consume import parse_timestamp
from kafka_async.cli.errors import CommandFailed, UsageProblem
from kafka_async.cli.numbers import is_number

if TYPE_CHECKING:
    from kafka_async.admin import Admin, OffsetReset

#: GroupState's values but Unknown (kafka_async.admin is imported only when a command runs)
GROUP_STATES = ("PreparingRebalance", "CompletingRebalance", "Stable", "Dead", "Empty",
                "Assigning", "Reconciling", "NotReady")


@cli.group()
def groups() -> None:
    """Consumer groups: list, describe, lag, reset offsets, delete."""


@groups.command("list")
@click.option("--state", "states", multiple=True,
              type=click.Choice(GROUP_STATES, case_sensitive=False),
              help="Only groups in this state; repeatable.")
@click.option("--type", "types", multiple=True,
              type=click.Choice(("classic", "consumer", "share", "streams")),
              help="Only groups of this protocol; repeatable.")
@shared_options
def list_groups(states: tuple[str, ...], types: tuple[str, ...]) -> None:
    """Every group the cluster knows."""

    async def body(admin: Admin, state: State) -> None:
        found = await admin.list_groups(types_filter=types, states_filter=states)
        rows = [{"group": g.group_id, "type": g.type, "protocol": g.protocol or None,
                 "state": g.state} for g in found]
        state.out().table(rows, ["group", "type", "protocol", "state"], data=found)

    with_admin(body)


@groups.command()
@click.argument("group_ids", nargs=-1, required=True)
@shared_options
def describe(group_ids: tuple[str, ...]) -> None:
    """Members of consumer groups and what each is assigned."""

    async def body(admin: Admin, state: State) -> None:
        results = await admin.describe_consumer_groups(group_ids, return_exceptions=True)
        found = [results[g] for g in group_ids if not isinstance(results[g], BaseException)]
        rows: list[dict[str, Any]] = []
        for group in found:
            if not group.members:
                rows.append({"group": group.group_id, "state": group.state,
                             "coordinator": group.coordinator})
            for member in group.members:
                rows.append({"group": group.group_id, "state": group.state,
                             "coordinator": group.coordinator, "member": member.member_id,
                             "instance": member.group_instance_id,
                             "client": member.client_id, "host": member.host,
                             "partitions": sorted(str(tp) for tp in member.assignment)})
        state.out().table(rows, ["group", "state", "coordinator", "member", "instance",
                                 "client", "host", "partitions"], data=found)
        raise_failures(results, "groups")

    with_admin(body)


@groups.command()
@click.argument("group_id")
@shared_options
def lag(group_id: str) -> None:
    """Committed offset, log end and lag per partition (kafka-consumer-groups --describe)."""

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import GroupState, OffsetSpec

        lags = await admin.list_consumer_group_lag(group_id)
        described = (await admin.describe_consumer_groups(
            [group_id], return_exceptions=True))[group_id]
        owners: dict[Any, Any] = {}
        if not isinstance(described, BaseException):
            for member in described.members:
                for tp in member.assignment:
                    owners[tp] = member
        if not lags and not owners and (isinstance(described, BaseException)
                                        or described.state is GroupState.DEAD):
            # (as kafka-consumer-groups: a mistyped group name must not look healthy)
            raise CommandFailed(f"consumer group {group_id!r} does not exist")
        # partitions a member owns but the group never committed: shown as the tool does,
        # without a current offset or lag
        uncommitted = sorted(tp for tp in owners if tp not in lags)
        ends = (await admin.list_offsets(dict.fromkeys(uncommitted, OffsetSpec.latest()),
                                         return_exceptions=True) if uncommitted else {})
        rows = []
        for tp in sorted(set(lags) | set(uncommitted)):
            owner = owners.get(tp)
            item = lags.get(tp)
            end = ends.get(tp)
            rows.append({"group": group_id, "topic": tp.topic, "partition": tp.partition,
                         "current_offset": item.committed.offset if item else None,
                         "log_end_offset": item.log_end_offset if item else (
                             None if end is None or isinstance(end, BaseException)
                             else end.offset),
                         "lag": item.lag if item else None,
                         "consumer_id": owner.member_id if owner else None,
                         "host": owner.host if owner else None,
                         "client_id": owner.client_id if owner else None})
        state.out().table(rows, ["group", "topic", "partition", "current_offset",
                                 "log_end_offset", "lag", "consumer_id", "host", "client_id"])

    with_admin(body)


def reset_options(command: Callable[..., None]) -> Callable[..., None]:
    """The options of a reset-offsets command (where to, and --execute), kafka-consumer-groups'
    names: for groups and streams-groups alike."""
    for option in reversed([
            click.option("--to-earliest", is_flag=True),
            click.option("--to-latest", is_flag=True),
            click.option("--to-offset", type=click.IntRange(0), metavar="N"),
            click.option("--shift-by", type=int, metavar="N",
                         help="Move by N (negative: back)."),
            click.option("--to-datetime", metavar="TIME", help="Epoch ms or ISO-8601."),
            click.option("--execute", is_flag=True,
                         help="Commit the new offsets (default: dry run).")]):
        command = option(command)
    return command


def reset_choice(to_earliest: bool, to_latest: bool, to_offset: int | None, shift_by: int | None,
           to_datetime: str | None) -> OffsetReset:
    from kafka_async.admin import OffsetReset

    chosen = [r for r, given in [
        (OffsetReset.to_earliest, to_earliest), (OffsetReset.to_latest, to_latest),
        (lambda: OffsetReset.to_offset(to_offset or 0), to_offset is not None),
        (lambda: OffsetReset.shift_by(shift_by or 0), shift_by is not None),
        (lambda: OffsetReset.to_timestamp(parse_timestamp(to_datetime or "", "--to-datetime ")),
         to_datetime is not None)] if given]
    if len(chosen) != 1:
        raise UsageProblem("give exactly one of --to-earliest, --to-latest, --to-offset, "
                           "--shift-by, --to-datetime")
    return chosen[0]()


@groups.command("reset-offsets")
@click.argument("group_id")
@click.option("--topic", "targets", multiple=True, metavar="TOPIC[:PARTITION]",
              help="What to reset (default: every partition the group committed).")
@reset_options
@shared_options
def reset_offsets(group_id: str, targets: tuple[str, ...], to_earliest: bool, to_latest: bool,
                  to_offset: int | None, shift_by: int | None, to_datetime: str | None,
                  execute: bool) -> None:
    """Move an inactive group's offsets. Shows the plan; --execute commits it."""
    reset = reset_choice(to_earliest, to_latest, to_offset, shift_by, to_datetime)
    partitions: list[Any] | None = None
    if targets:
        partitions = [parse_partition(t) if is_number(t.rpartition(":")[2]) else t
                      for t in targets]

    async def body(admin: Admin, state: State) -> None:
        result = await admin.reset_consumer_group_offsets(group_id, reset, partitions,
                                                          dry_run=not execute)
        rows = [{"group": group_id, "topic": tp.topic, "partition": tp.partition,
                 "new_offset": offset.offset} for tp, offset in sorted(result.items())]
        state.out().table(rows, ["group", "topic", "partition", "new_offset"],
                          title=None if execute else "dry run (add --execute to commit):")

    with_admin(body)


@groups.command("delete-offsets")
@click.argument("group_id")
@click.argument("targets", nargs=-1, required=True, metavar="TOPIC[:PARTITION]...")
@shared_options
def delete_offsets(group_id: str, targets: tuple[str, ...]) -> None:
    """Delete a group's committed offsets of topics or partitions (kafka-consumer-groups
    --delete-offsets); refused for topics the group's members are subscribed to."""

    async def body(admin: Admin, state: State) -> None:
        chosen = await expand_partitions(admin, targets)
        show_deleted_offsets(state, group_id, await admin.delete_consumer_group_offsets(
            group_id, chosen, return_exceptions=True))

    with_admin(body)


@groups.command()
@click.argument("group_ids", nargs=-1, required=True)
@shared_options
def delete(group_ids: tuple[str, ...]) -> None:
    """Delete inactive groups and their offsets."""

    async def body(admin: Admin, state: State) -> None:
        results = await admin.delete_consumer_groups(group_ids, return_exceptions=True)
        rows = [{"group": g, "deleted": not isinstance(results[g], BaseException)}
                for g in group_ids]
        state.out().table(rows, ["group", "deleted"])
        raise_failures(results, "groups")

    with_admin(body)
