"""``kafka-async streams-groups list|describe|offsets|reset-offsets|delete-offsets|delete``
(kafka-streams-groups): Streams groups, KIP-1071."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from kafka_async.cli.admin_common import (
    expand_partitions,
    parse_partition,
    raise_failures,
    show_deleted_offsets,
    with_admin,
)
from kafka_async.cli.admin_groups import reset_choice, reset_options
from kafka_async.cli.app import State, cli, shared_options
from kafka_async.cli.errors import CommandFailed
from kafka_async.cli.numbers import is_number

if TYPE_CHECKING:
    from kafka_async.admin import Admin, StreamsGroupDescription, StreamsTaskIds

#: the states a Streams group can be in (GroupState's spelling)
STREAMS_STATES = ("Empty", "NotReady", "Assigning", "Reconciling", "Stable", "Dead")


def _internal_topics(group: StreamsGroupDescription) -> list[str]:
    """The topics the application's topology made for itself: changelogs and repartition
    topics."""
    found: set[str] = set()
    for sub in group.subtopologies:
        found.update(sub.state_changelog_topics, sub.repartition_source_topics,
                     sub.repartition_sink_topics)
    return sorted(found)


def _input_topics(group: StreamsGroupDescription) -> list[str]:
    """The application's input: its subtopologies' source topics but its own repartition
    topics (kafka-streams-groups' --all-input-topics)."""
    internal = set(_internal_topics(group))
    return sorted({t for sub in group.subtopologies for t in sub.source_topics} - internal)


async def _described(admin: Admin, group_id: str) -> StreamsGroupDescription:
    found = (await admin.describe_streams_groups([group_id], return_exceptions=True))[group_id]
    if isinstance(found, BaseException):
        raise CommandFailed(f"Streams group {group_id!r}: {found}")
    described: StreamsGroupDescription = found
    return described


async def _delete_internal_topics(admin: Admin, state: State, topics: list[str]) -> None:
    if not topics:
        return
    results = await admin.delete_topics(topics, return_exceptions=True)
    state.out().table([{"internal_topic": t, "deleted": not isinstance(results[t],
                                                                        BaseException)}
                       for t in topics], ["internal_topic", "deleted"])
    raise_failures(results, "internal topics")


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

        described = await _described(admin, group_id)
        committed = (await admin.list_streams_group_offsets([group_id]))[group_id]
        # every input partition, also those never committed (their pending input counts)
        wanted = set(committed) | set(await expand_partitions(
            admin, tuple(_input_topics(described))))
        ends = (await admin.list_offsets(dict.fromkeys(wanted, OffsetSpec.latest()))
                if wanted else {})
        rows = []
        for tp in sorted(wanted):
            done = committed.get(tp)
            end = ends[tp].offset
            rows.append({"group": group_id, "topic": tp.topic, "partition": tp.partition,
                         "current_offset": None if done is None else done.offset,
                         "log_end_offset": end,
                         "lag": None if done is None else max(end - done.offset, 0)})
        state.out().table(rows, ["group", "topic", "partition", "current_offset",
                                 "log_end_offset", "lag"])

    with_admin(body)


@streams_groups.command("reset-offsets")
@click.argument("group_id")
@click.option("--topic", "targets", multiple=True, metavar="TOPIC[:PARTITION]",
              help="What to reset (default: every input topic of the topology, never its "
                   "own repartition topics).")
@reset_options
@click.option("--delete-all-internal-topics", "delete_internal", is_flag=True,
              help="With --execute: also delete the changelog and repartition topics (the "
                   "application rebuilds its state from its input).")
@shared_options
def reset_offsets(group_id: str, targets: tuple[str, ...], to_earliest: bool, to_latest: bool,
                  to_offset: int | None, shift_by: int | None, to_datetime: str | None,
                  execute: bool, delete_internal: bool) -> None:
    """Move the input offsets of a Streams group with no active members (stop the
    application first): by default every input topic of its topology, as
    kafka-streams-groups --all-input-topics (a repartition topic rewound would feed its
    records to the state stores twice). Shows the plan; --execute commits it."""
    reset = reset_choice(to_earliest, to_latest, to_offset, shift_by, to_datetime)
    partitions: list[Any] | None = None
    if targets:
        partitions = [parse_partition(t) if is_number(t.rpartition(":")[2]) else t
                      for t in targets]

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import GroupState
        from kafka_async.protocol.errors import NonEmptyGroupError

        described = await _described(admin, group_id)
        if described.members or described.state not in (GroupState.EMPTY, GroupState.DEAD):
            raise NonEmptyGroupError(
                f"offsets of Streams group {group_id!r} can only be reset while it is "
                f"inactive, but it is {described.state.value} with "
                f"{len(described.members)} active members; stop the application first")
        chosen = partitions if partitions is not None else list(_input_topics(described))
        result = (await admin.reset_consumer_group_offsets(group_id, reset, chosen,
                                                           dry_run=not execute)
                  if chosen else {})
        rows = [{"group": group_id, "topic": tp.topic, "partition": tp.partition,
                 "new_offset": offset.offset} for tp, offset in sorted(result.items())]
        state.out().table(rows, ["group", "topic", "partition", "new_offset"],
                          title=None if execute else "dry run (add --execute to commit):")
        if execute and delete_internal:
            await _delete_internal_topics(admin, state, _internal_topics(described))

    with_admin(body)


@streams_groups.command("delete-offsets")
@click.argument("group_id")
@click.argument("targets", nargs=-1, required=True, metavar="TOPIC[:PARTITION]...")
@shared_options
def delete_offsets(group_id: str, targets: tuple[str, ...]) -> None:
    """Delete a Streams group's committed offsets of input topics or partitions."""

    async def body(admin: Admin, state: State) -> None:
        chosen = await expand_partitions(admin, targets)
        show_deleted_offsets(state, group_id, await admin.delete_streams_group_offsets(
            group_id, chosen, return_exceptions=True))

    with_admin(body)


@streams_groups.command()
@click.argument("group_ids", nargs=-1, required=True)
@click.option("--delete-all-internal-topics", "delete_internal", is_flag=True,
              help="Also delete each deleted group's changelog and repartition topics.")
@shared_options
def delete(group_ids: tuple[str, ...], delete_internal: bool) -> None:
    """Delete Streams groups with no active members (their internal topics stay, unless
    --delete-all-internal-topics)."""

    async def body(admin: Admin, state: State) -> None:
        topologies = (await admin.describe_streams_groups(group_ids, return_exceptions=True)
                      if delete_internal else {})
        results = await admin.delete_streams_groups(group_ids, return_exceptions=True)
        rows = [{"group": g, "deleted": not isinstance(results[g], BaseException)}
                for g in group_ids]
        state.out().table(rows, ["group", "deleted"])
        internal = sorted({t for g in group_ids
                           if results[g] is None and g in topologies
                           and not isinstance(topologies[g], BaseException)
                           for t in _internal_topics(topologies[g])})
        await _delete_internal_topics(admin, state, internal)
        raise_failures(results, "Streams groups")

    with_admin(body)
