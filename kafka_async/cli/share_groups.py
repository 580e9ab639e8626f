"""``kafka-async share-groups ...`` (kafka-share-groups) and ``kafka-async share-consume``
(kafka-console-share-consumer): share groups, KIP-932."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import anyio
import click

from kafka_async.cli.admin_common import parse_partition, raise_failures, with_admin
from kafka_async.cli.app import State, cli, run, shared_options
from kafka_async.cli.errors import UsageProblem
from kafka_async.cli.runtime import until_interrupted

if TYPE_CHECKING:
    from kafka_async.admin import Admin


@cli.group("share-groups")
def share_groups() -> None:
    """Share groups (queues): list, describe, offsets, reset-offsets, delete."""


@share_groups.command("list")
@click.option("--state", "states", multiple=True,
              type=click.Choice(("Empty", "Stable", "Dead"), case_sensitive=False),
              help="Only share groups in this state; repeatable.")
@shared_options
def list_share_groups(states: tuple[str, ...]) -> None:
    """Every share group of the cluster."""

    async def body(admin: Admin, state: State) -> None:
        found = await admin.list_share_groups(states_filter=states)
        rows = [{"group": g.group_id, "state": g.state} for g in found]
        state.out().table(rows, ["group", "state"], data=found)

    with_admin(body)


@share_groups.command()
@click.argument("group_ids", nargs=-1, required=True)
@shared_options
def describe(group_ids: tuple[str, ...]) -> None:
    """Members of share groups and the partitions each may fetch from."""

    async def body(admin: Admin, state: State) -> None:
        results = await admin.describe_share_groups(group_ids, return_exceptions=True)
        found = [results[g] for g in group_ids if not isinstance(results[g], BaseException)]
        rows: list[dict[str, Any]] = []
        for group in found:
            if not group.members:
                rows.append({"group": group.group_id, "state": group.state,
                             "coordinator": group.coordinator, "epoch": group.group_epoch})
            for member in group.members:
                rows.append({"group": group.group_id, "state": group.state,
                             "coordinator": group.coordinator, "epoch": group.group_epoch,
                             "member": member.member_id, "client": member.client_id,
                             "host": member.host,
                             "partitions": sorted(str(tp) for tp in member.assignment)})
        state.out().table(rows, ["group", "state", "coordinator", "epoch", "member", "client",
                                 "host", "partitions"], data=found)
        raise_failures(results, "share groups")

    with_admin(body)


@share_groups.command()
@click.argument("group_id")
@shared_options
def offsets(group_id: str) -> None:
    """Start offset and lag per partition (kafka-share-groups --describe --offsets)."""

    async def body(admin: Admin, state: State) -> None:
        found = (await admin.describe_share_group_offsets([group_id]))[group_id]
        rows = [{"group": group_id, "topic": tp.topic, "partition": tp.partition,
                 "start_offset": info.start_offset, "leader_epoch": info.leader_epoch,
                 "lag": info.lag} for tp, info in sorted(found.items())]
        state.out().table(rows, ["group", "topic", "partition", "start_offset",
                                 "leader_epoch", "lag"])

    with_admin(body)


@share_groups.command("reset-offsets")
@click.argument("group_id")
@click.option("--topic", "targets", multiple=True, required=True,
              metavar="TOPIC[:PARTITION]", help="What to reset; repeatable.")
@click.option("--to-earliest", is_flag=True)
@click.option("--to-latest", is_flag=True)
@click.option("--to-offset", type=int, metavar="N")
@click.option("--dry-run", is_flag=True, help="Show the new start offsets, change nothing.")
@shared_options
def reset_offsets(group_id: str, targets: tuple[str, ...], to_earliest: bool, to_latest: bool,
                  to_offset: int | None, dry_run: bool) -> None:
    """Move a share group's start offsets (the group must have no active members)."""
    if sum((to_earliest, to_latest, to_offset is not None)) != 1:
        raise UsageProblem("give exactly one of --to-earliest, --to-latest, --to-offset")

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import OffsetSpec

        partitions = []
        for target in targets:
            if ":" in target:
                partitions.append(parse_partition(target))
            else:
                described = (await admin.describe_topics([target]))[target]
                partitions += [parse_partition(f"{target}:{p.partition}")
                               for p in described.partitions]
        if to_offset is not None:
            wanted = dict.fromkeys(partitions, to_offset)
        else:
            spec = OffsetSpec.earliest() if to_earliest else OffsetSpec.latest()
            listed = await admin.list_offsets(dict.fromkeys(partitions, spec))
            wanted = {tp: info.offset for tp, info in listed.items()}
        if not dry_run:
            results = await admin.alter_share_group_offsets(group_id, wanted,
                                                            return_exceptions=True)
            raise_failures(results, "partitions")
        rows = [{"group": group_id, "topic": tp.topic, "partition": tp.partition,
                 "new_start_offset": offset} for tp, offset in sorted(wanted.items())]
        state.out().table(rows, ["group", "topic", "partition", "new_start_offset"])

    with_admin(body)


@share_groups.command("delete-offsets")
@click.argument("group_id")
@click.option("--topic", "topics", multiple=True, required=True, metavar="TOPIC",
              help="A topic whose share state to delete; repeatable.")
@shared_options
def delete_offsets(group_id: str, topics: tuple[str, ...]) -> None:
    """Forget a share group's state for whole topics."""

    async def body(admin: Admin, state: State) -> None:
        results = await admin.delete_share_group_offsets(group_id, topics,
                                                         return_exceptions=True)
        rows = [{"group": group_id, "topic": t, "result": "deleted" if e is None else str(e)}
                for t, e in results.items()]
        state.out().table(rows, ["group", "topic", "result"])
        raise_failures(results, "topics")

    with_admin(body)


@share_groups.command()
@click.argument("group_ids", nargs=-1, required=True)
@shared_options
def delete(group_ids: tuple[str, ...]) -> None:
    """Delete share groups that have no active members."""

    async def body(admin: Admin, state: State) -> None:
        results = await admin.delete_share_groups(group_ids, return_exceptions=True)
        rows = [{"group": g, "result": "deleted" if e is None else str(e)}
                for g, e in results.items()]
        state.out().table(rows, ["group", "result"])
        raise_failures(results, "share groups")

    with_admin(body)


@cli.command("share-consume")
@click.argument("topics", nargs=-1, required=True)
@click.option("-g", "--group", "group_id", required=True, help="The share group to join.")
@click.option("-c", "--count", type=int, metavar="N", help="Stop after N records.")
@click.option("--idle-ms", type=int, metavar="MS",
              help="Stop after MS without a record (default: run until Ctrl-C).")
@click.option("-f", "--format", "template", metavar="TEMPLATE",
              help="kcat-style output template (%t %p %o %k %s %h ...); default: the value.")
@click.option("--release", "outcome", flag_value="RELEASE",
              help="Release every record instead of accepting it (a dry look).")
@click.option("--reject", "outcome", flag_value="REJECT",
              help="Reject every record (it is archived, never delivered again).")
@shared_options
def share_consume(topics: tuple[str, ...], group_id: str, count: int | None,
                  idle_ms: int | None, template: str | None, outcome: str | None) -> None:
    """Read records as a member of a share group (kafka-console-share-consumer): each record
    is accepted (default), released or rejected once printed."""
    from kafka_async.cli.template import compile_template

    render = compile_template(template if template is not None else "%s\\n")

    async def main(state: State) -> None:
        from kafka_async.consumer.share import (
            AcknowledgeType,
            ShareConsumer,
            ShareConsumerConfig,
        )

        settings = state.client_settings(ShareConsumerConfig)
        settings["share_acknowledgement_mode"] = "explicit" if outcome else "implicit"
        ack = AcknowledgeType[outcome] if outcome else None
        out = sys.stdout.buffer
        printed = 0
        async with ShareConsumer(*topics, group_id=group_id, **settings) as consumer:

            async def work() -> None:
                nonlocal printed
                while count is None or printed < count:
                    wait = idle_ms if idle_ms is not None else 1000
                    batch = await consumer.getmany(
                        timeout_ms=wait,
                        max_records=None if count is None else max(count - printed, 1))
                    if not batch and idle_ms is not None:
                        return
                    for records in batch.values():
                        for record in records:
                            out.write(render(record))
                            if ack is not None:
                                consumer.acknowledge(record, ack)
                            printed += 1
                    out.flush()

            await until_interrupted(work)
            with anyio.CancelScope(shield=True):
                await consumer.commit()
        if not state.quiet:
            click.echo(f"{printed} records", err=True)

    run(main)
