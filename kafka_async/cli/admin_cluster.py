"""``kafka-async cluster describe|features|quorum|add-controller|remove-controller``,
``metadata`` (kcat -L), ``offsets``, and ``records delete`` (kafka-delete-records)."""

from __future__ import annotations

import base64
import uuid
from typing import TYPE_CHECKING, Any

import click

from kafka_async.cli.admin_common import (
    parse_partition,
    raise_failures,
    show_features,
    with_admin,
)
from kafka_async.cli.app import State, cli, shared_options
from kafka_async.cli.consume import StartAt
from kafka_async.cli.errors import UsageProblem
from kafka_async.cli.numbers import is_number
from kafka_async.cli.output import kafka_uuid

if TYPE_CHECKING:
    from kafka_async.admin import Admin, OffsetSpec, RaftVoterEndpoint
    from kafka_async.consumer import TopicPartition


@cli.group()
def cluster() -> None:
    """The cluster: id, controller, brokers, features, KRaft quorum."""


@cluster.command()
@click.option("--fenced", is_flag=True, help="Include fenced brokers.")
@shared_options
def describe(fenced: bool) -> None:
    """Cluster id, controller and brokers."""

    async def body(admin: Admin, state: State) -> None:
        found = await admin.describe_cluster(include_fenced_brokers=fenced)
        out = state.out()
        if out.json:
            out.document(found)
            return
        controller = found.controller.id if found.controller else None
        out.fields([("cluster_id", found.cluster_id), ("controller", controller)])
        rows = [{"id": n.id, "host": n.host, "port": n.port, "rack": n.rack,
                 "fenced": n.is_fenced, "controller": n.id == controller} for n in found.nodes]
        out.table(rows, ["id", "host", "port", "rack", "fenced", "controller"])

    with_admin(body)


@cluster.command()
@shared_options
def features() -> None:
    """Finalized feature levels and what the brokers support."""

    with_admin(show_features)


@cluster.command()
@shared_options
def quorum() -> None:
    """The KRaft metadata quorum: leader, voters and observers, their lag."""

    async def body(admin: Admin, state: State) -> None:
        found = await admin.describe_metadata_quorum()
        rows = [{"node": r.replica_id, "role": role,
                 "directory_id": kafka_uuid(r.replica_directory_id),
                 "log_end_offset": r.log_end_offset,
                 "lag": found.high_watermark - r.log_end_offset,
                 "leader": r.replica_id == found.leader_id}
                for role, replicas in (("voter", found.voters), ("observer", found.observers))
                for r in replicas]
        state.out().table(rows, ["node", "role", "directory_id", "log_end_offset", "lag",
                                 "leader"],
                          title=f"leader {found.leader_id}, epoch {found.leader_epoch}, "
                                f"high watermark {found.high_watermark}", data=found)

    with_admin(body)


@cluster.command("add-controller")
@click.option("--controller-id", type=click.IntRange(0), required=True, metavar="ID")
@click.option("--controller-directory-id", required=True, metavar="UUID",
              help="Its metadata log directory's id (the observers of `cluster quorum`).")
@click.option("--endpoint", "endpoints", multiple=True, required=True,
              metavar="LISTENER://HOST:PORT", help="A controller listener; repeatable.")
@shared_options
def add_controller(controller_id: int, controller_directory_id: str,
                   endpoints: tuple[str, ...]) -> None:
    """Make a running controller (an observer) a voter of the KRaft quorum
    (kafka-metadata-quorum add-controller; needs a dynamic quorum, kraft.version 1)."""
    directory = _directory_id(controller_directory_id)
    where = [_endpoint(text) for text in endpoints]

    async def body(admin: Admin, state: State) -> None:
        await admin.add_raft_voter(controller_id, directory, where)
        state.out().line(f"controller {controller_id} is a voter")

    with_admin(body)


@cluster.command("remove-controller")
@click.option("--controller-id", type=click.IntRange(0), required=True, metavar="ID")
@click.option("--controller-directory-id", required=True, metavar="UUID")
@shared_options
def remove_controller(controller_id: int, controller_directory_id: str) -> None:
    """Remove a voter from the KRaft quorum (kafka-metadata-quorum remove-controller)."""
    directory = _directory_id(controller_directory_id)

    async def body(admin: Admin, state: State) -> None:
        await admin.remove_raft_voter(controller_id, directory)
        state.out().line(f"controller {controller_id} is no longer a voter")

    with_admin(body)


def _directory_id(text: str) -> uuid.UUID:
    """A directory id as Kafka prints it (base64, 22 characters) or as a UUID."""
    try:
        if len(text) == 22:
            return uuid.UUID(bytes=base64.urlsafe_b64decode(text + "=="))
        return uuid.UUID(text)
    except ValueError:
        raise UsageProblem(f"--controller-directory-id must be a directory id (22 base64 "
                           f"characters, as Kafka prints it, or a UUID), got {text!r}") from None


def _endpoint(text: str) -> RaftVoterEndpoint:
    from kafka_async.admin import RaftVoterEndpoint

    name, found, address = text.partition("://")
    host, colon, port = address.rpartition(":")
    if not (found and name and colon and host and is_number(port) and int(port) < 65536):
        raise UsageProblem(f"--endpoint must be LISTENER://HOST:PORT (e.g. "
                           f"CONTROLLER://127.0.0.1:9093), got {text!r}")
    return RaftVoterEndpoint(name, host.strip("[]"), int(port))


@cli.command()
@click.option("-t", "--topic", "names", multiple=True, help="Only this topic; repeatable.")
@shared_options
def metadata(names: tuple[str, ...]) -> None:
    """Brokers, topics, partitions with leaders, replicas and ISR (kcat -L)."""

    async def body(admin: Admin, state: State) -> None:
        described_cluster = await admin.describe_cluster()
        wanted = list(names) or sorted(await admin.list_topics())
        results = await admin.describe_topics(wanted, return_exceptions=True) if wanted else {}
        topics = [results[n] for n in wanted if not isinstance(results[n], BaseException)]
        out = state.out()
        if out.json:
            out.document({"cluster_id": described_cluster.cluster_id,
                          "controller": described_cluster.controller,
                          "brokers": described_cluster.nodes, "topics": topics})
        else:
            out.line(f"cluster {described_cluster.cluster_id}, "
                     f"{len(described_cluster.nodes)} brokers:")
            out.table([{"id": n.id, "address": f"{n.host}:{n.port}", "rack": n.rack}
                       for n in described_cluster.nodes], ["id", "address", "rack"])
            out.line(f"{len(topics)} topics:")
            out.table([{"topic": t.name, "partition": p.partition, "leader": p.leader,
                        "replicas": p.replicas, "isr": p.isr}
                       for t in topics for p in t.partitions],
                      ["topic", "partition", "leader", "replicas", "isr"])
        raise_failures(results, "topics")

    with_admin(body)


def _spec(text: str) -> OffsetSpec:
    from kafka_async.admin import OffsetSpec

    if text in ("max-timestamp", "max_timestamp"):
        return OffsetSpec.max_timestamp()
    start = StartAt.parse(text)
    if start.kind == "beginning":
        return OffsetSpec.earliest()
    if start.kind == "end":
        return OffsetSpec.latest()
    if start.kind == "time":
        return OffsetSpec.for_timestamp(start.value)
    raise UsageProblem(f"--time takes beginning, end, max-timestamp or @TIME, got {text!r}")


async def _targets(admin: Admin, items: tuple[str, ...]) -> list[TopicPartition]:
    """TOPIC (every partition) or TOPIC:PARTITION arguments, as partitions."""
    from kafka_async.consumer import TopicPartition

    chosen: list[TopicPartition] = []
    whole = [item for item in items if not is_number(item.rpartition(":")[2])]
    chosen += [parse_partition(item) for item in items if item not in whole]
    if whole:
        described = await admin.describe_topics(whole)
        chosen += [TopicPartition(name, p.partition)
                   for name in whole for p in described[name].partitions]
    return list(dict.fromkeys(chosen))


@cli.command()
@click.argument("items", nargs=-1, required=True, metavar="TOPIC[:PARTITION]...")
@click.option("--time", "times", multiple=True, metavar="beginning|end|max-timestamp|@TIME",
              help="Which offset (repeatable; default: beginning and end).")
@shared_options
def offsets(items: tuple[str, ...], times: tuple[str, ...]) -> None:
    """Offsets of partitions: beginning, end, or at a time (kafka-get-offsets)."""
    chosen = list(times) or ["beginning", "end"]
    specs = [(text, _spec(text)) for text in chosen]

    async def body(admin: Admin, state: State) -> None:
        partitions = await _targets(admin, items)
        columns: dict[str, Any] = {}
        for text, spec in specs:
            columns[text] = await admin.list_offsets(dict.fromkeys(partitions, spec))
        rows = []
        for tp in partitions:
            row: dict[str, Any] = {"topic": tp.topic, "partition": tp.partition}
            for text in columns:
                found = columns[text][tp]
                row[text] = found.offset
                if text not in ("beginning", "end", "earliest", "latest"):
                    row[f"{text} timestamp"] = found.timestamp
            rows.append(row)
        state.out().table(rows, list(rows[0]) if rows else ["topic", "partition"])

    with_admin(body)


@cli.group()
def records() -> None:
    """Records: delete the ones before an offset."""


@records.command("delete")
@click.argument("items", nargs=-1, required=True, metavar="TOPIC[:PARTITION]...")
@click.option("--before", "offset", type=click.IntRange(-1), default=-1, show_default=True,
              help="Delete records before this offset (-1: all written so far).")
@shared_options
def delete_records(items: tuple[str, ...], offset: int) -> None:
    """Delete records of partitions up to an offset (kafka-delete-records)."""

    async def body(admin: Admin, state: State) -> None:
        partitions = await _targets(admin, items)
        results = await admin.delete_records(dict.fromkeys(partitions, offset),
                                             return_exceptions=True)
        rows = [{"topic": tp.topic, "partition": tp.partition,
                 "low_watermark": None if isinstance(r, BaseException) else r.low_watermark}
                for tp, r in sorted(results.items())]
        state.out().table(rows, ["topic", "partition", "low_watermark"])
        raise_failures(results, "partitions")

    with_admin(body)
