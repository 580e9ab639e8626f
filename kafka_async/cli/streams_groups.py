"""``kafka-async streams-groups list|describe|offsets|reset-offsets|delete-offsets|delete``
(kafka-streams-groups): Streams groups, KIP-1071."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from kafka_async.cli.admin_common import (
    expand_partitions,
    parse_partition,
    raise_failures,
    with_admin,
)
from kafka_async.cli.admin_groups import reset_choice
from kafka_async.cli.app import State, cli, shared_options
from kafka_async.cli.errors import CommandFailed

if TYPE_CHECKING:
    from kafka_async.admin import Admin, StreamsTaskIds

#: the states a Streams group can be in (GroupState's spelling)
STREAMS_STATES = ("Empty", "NotReady", "Assigning", "Reconciling", "Stable", "Dead")


def _tasks(tasks: tuple[StreamsTaskIds, ...]) -> list[str]:
    """Tasks as Kafka Streams names them: ``subtopology_partition``."""
    return [f"{t.subtopology_id}_{p}" for t in tasks for p in t.partitions]


@cli.group("streams-groups")
def streams_groups() -> None:
    """Streams groups (Kafka Streams applications on the Streams protocol): list, describe,
    offsets, reset-offsets, delete-offsets, delete."""


@streams_groups.command("list")
@click.option("--state", "states", multiple=True,
              type=click.Choice(STREAMS_STATES, case_sensitive=False),
              help="Only Streams groups in this state; repeatable.")
@shared_options
def list_streams_groups(states: tuple[str, ...]) -> None:
    """Every Streams group of the cluster."""

    async def body(admin: Admin, state: State) -> None:
        found = await admin.list_streams_groups(states_filter=states)
        rows = [{"group": g.group_id, "state": g.state} for g in found]
        state.out().table(rows, ["group", "state"], data=found)

    with_admin(body)


@streams_groups.command()
@click.argument("group_ids", nargs=-1, required=True)
@click.option("--topology", is_flag=True,
              help="Show the subtopologies and their topics instead of the members.")
@shared_options
def describe(group_ids: tuple[str, ...], topology: bool) -> None:
    """Members of Streams groups and their tasks (``subtopology_partition``), or with
    --topology the topology the coordinator holds."""

    async def body(admin: Admin, state: State) -> None:
        results = await admin.describe_streams_groups(group_ids, return_exceptions=True)
        found = [results[g] for g in group_ids if not isinstance(results[g], BaseException)]
        rows: list[dict[str, Any]] = []
        if topology:
            for group in found:
                for sub in group.subtopologies:
                    rows.append({
                        "group": group.group_id, "topology_epoch": group.topology_epoch,
                        "subtopology": sub.subtopology_id,
                        "source_topics": list(sub.source_topics),
                        "repartition_sinks": list(sub.repartition_sink_topics),
                        "repartition_sources": sorted(sub.repartition_source_topics),
                        "changelogs": sorted(sub.state_changelog_topics)})
            state.out().table(rows, ["group", "topology_epoch", "subtopology",
                                     "source_topics", "repartition_sinks",
                                     "repartition_sources", "changelogs"], data=found)
        else:
            for group in found:
                head = {"group": group.group_id, "state": group.state,
                        "coordinator": group.coordinator, "epoch": group.group_epoch}
                if not group.members:
                    rows.append(head)
                for member in group.members:
                    rows.append({**head, "member": member.member_id,
                                 "process": member.process_id, "client": member.client_id,
                                 "host": member.client_host,
                                 "active": _tasks(member.assignment.active_tasks),
                                 "standby": _tasks(member.assignment.standby_tasks),
                                 "warmup": _tasks(member.assignment.warmup_tasks)})
            state.out().table(rows, ["group", "state", "coordinator", "epoch", "member",
                                     "process", "client", "host", "active", "standby",
                                     "warmup"], data=found)
        raise_failures(results, "Streams groups")

    with_admin(body)


@streams_groups.command()
@click.argument("group_id")
@shared_options
def offsets(group_id: str) -> None:
    """Committed offset, log end and lag per input partition (kafka-streams-groups
    --describe --offsets)."""

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import OffsetSpec

        described = (await admin.describe_streams_groups([group_id],
                                                         return_exceptions=True))[group_id]
        if isinstance(described, BaseException):
            raise CommandFailed(f"Streams group {group_id!r}: {described}")
        committed = (await admin.list_streams_group_offsets([group_id]))[group_id]
        ends = (await admin.list_offsets(dict.fromkeys(committed, OffsetSpec.latest()))
                if committed else {})
        rows = [{"group": group_id, "topic": tp.topic, "partition": tp.partition,
                 "current_offset": done.offset, "log_end_offset": ends[tp].offset,
                 "lag": max(ends[tp].offset - done.offset, 0)}
                for tp, done in sorted(committed.items())]
        state.out().table(rows, ["group", "topic", "partition", "current_offset",
                                 "log_end_offset", "lag"])

    with_admin(body)


@streams_groups.command("reset-offsets")
@click.argument("group_id")
@click.option("--topic", "targets", multiple=True, metavar="TOPIC[:PARTITION]",
              help="What to reset (default: every partition the group committed).")
@click.option("--to-earliest", is_flag=True)
@click.option("--to-latest", is_flag=True)
@click.option("--to-offset", type=click.IntRange(0), metavar="N")
@click.option("--shift-by", type=int, metavar="N", help="Move by N (negative: back).")
@click.option("--to-datetime", metavar="TIME", help="Epoch ms or ISO-8601.")
@click.option("--execute", is_flag=True, help="Commit the new offsets (default: dry run).")
@shared_options
def reset_offsets(group_id: str, targets: tuple[str, ...], to_earliest: bool, to_latest: bool,
                  to_offset: int | None, shift_by: int | None, to_datetime: str | None,
                  execute: bool) -> None:
    """Move the input offsets of a Streams group with no active members (stop the
    application first). Shows the plan; --execute commits it."""
    reset = reset_choice(to_earliest, to_latest, to_offset, shift_by, to_datetime)
    partitions: list[Any] | None = None
    if targets:
        partitions = [parse_partition(t) if t.rpartition(":")[2].isdigit() else t
                      for t in targets]

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import GroupState
        from kafka_async.protocol.errors import NonEmptyGroupError

        described = (await admin.describe_streams_groups([group_id],
                                                         return_exceptions=True))[group_id]
        if isinstance(described, BaseException):
            raise CommandFailed(f"Streams group {group_id!r}: {described}")
        if described.members or described.state not in (GroupState.EMPTY, GroupState.DEAD):
            raise NonEmptyGroupError(
                f"offsets of Streams group {group_id!r} can only be reset while it is "
                f"inactive, but it is {described.state.value} with "
                f"{len(described.members)} active members; stop the application first")
        result = await admin.reset_consumer_group_offsets(group_id, reset, partitions,
                                                          dry_run=not execute)
        rows = [{"group": group_id, "topic": tp.topic, "partition": tp.partition,
                 "new_offset": offset.offset} for tp, offset in sorted(result.items())]
        state.out().table(rows, ["group", "topic", "partition", "new_offset"],
                          title=None if execute else "dry run (add --execute to commit):")

    with_admin(body)


@streams_groups.command("delete-offsets")
@click.argument("group_id")
@click.argument("targets", nargs=-1, required=True, metavar="TOPIC[:PARTITION]...")
@shared_options
def delete_offsets(group_id: str, targets: tuple[str, ...]) -> None:
    """Delete a Streams group's committed offsets of input topics or partitions."""

    async def body(admin: Admin, state: State) -> None:
        chosen = await expand_partitions(admin, targets)
        results = await admin.delete_streams_group_offsets(group_id, chosen,
                                                           return_exceptions=True)
        rows = [{"group": group_id, "partition": str(tp),
                 "deleted": not isinstance(results[tp], BaseException)}
                for tp in sorted(results)]
        state.out().table(rows, ["group", "partition", "deleted"])
        raise_failures(results, "partitions")

    with_admin(body)


@streams_groups.command()
@click.argument("group_ids", nargs=-1, required=True)
@shared_options
def delete(group_ids: tuple[str, ...]) -> None:
    """Delete Streams groups with no active members (their internal topics stay)."""

    async def body(admin: Admin, state: State) -> None:
        results = await admin.delete_streams_groups(group_ids, return_exceptions=True)
        rows = [{"group": g, "deleted": not isinstance(results[g], BaseException)}
                for g in group_ids]
        state.out().table(rows, ["group", "deleted"])
        raise_failures(results, "Streams groups")

    with_admin(body)
