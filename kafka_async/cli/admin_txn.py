"""``kafka-async txn list|describe|producers|abort|fence|force-terminate``
(kafka-transactions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from kafka_async.cli.admin_common import parse_partition, raise_failures, with_admin
from kafka_async.cli.app import State, cli, shared_options
from kafka_async.cli.errors import CommandFailed

if TYPE_CHECKING:
    from kafka_async.admin import Admin


@cli.group()
def txn() -> None:
    """Transactions: list, describe, find hanging ones, abort them."""


@txn.command("list")
@click.option("--state", "states", multiple=True, metavar="STATE",
              help="Only Ongoing, PrepareCommit, ...; repeatable.")
@click.option("--min-duration", "duration_ms", type=click.IntRange(0), metavar="MS",
              help="Only transactions open at least this long.")
@click.option("--producer-id", "producer_ids", multiple=True, type=click.IntRange(0),
              metavar="ID", help="Only these producer ids; repeatable.")
@click.option("--transactional-id-pattern", "pattern", metavar="REGEX",
              help="Only ids matching this (Java) regular expression (Kafka 4.1+ brokers).")
@shared_options
def list_transactions(states: tuple[str, ...], duration_ms: int | None,
                      producer_ids: tuple[int, ...], pattern: str | None) -> None:
    """Transactional ids the coordinators know."""

    async def body(admin: Admin, state: State) -> None:
        found = await admin.list_transactions(state_filters=states,
                                              duration_filter_ms=duration_ms,
                                              producer_id_filters=producer_ids,
                                              transactional_id_pattern=pattern)
        rows = [{"transactional_id": t.transactional_id, "producer_id": t.producer_id,
                 "state": t.state} for t in found]
        state.out().table(rows, ["transactional_id", "producer_id", "state"], data=found)

    with_admin(body)


@txn.command()
@click.argument("transactional_ids", nargs=-1, required=True)
@shared_options
def describe(transactional_ids: tuple[str, ...]) -> None:
    """State, producer id/epoch, open partitions of transactional ids."""

    async def body(admin: Admin, state: State) -> None:
        results = await admin.describe_transactions(transactional_ids, return_exceptions=True)
        found = {k: v for k, v in results.items() if not isinstance(v, BaseException)}
        rows = [{"transactional_id": k, "coordinator": d.coordinator_id, "state": d.state,
                 "producer_id": d.producer_id, "epoch": d.producer_epoch,
                 "timeout_ms": d.transaction_timeout_ms,
                 "started": d.transaction_start_time_ms,
                 "partitions": sorted(str(tp) for tp in d.topic_partitions)}
                for k, d in found.items()]
        state.out().table(rows, ["transactional_id", "coordinator", "state", "producer_id",
                                 "epoch", "timeout_ms", "started", "partitions"], data=found)
        raise_failures(results, "transactional ids")

    with_admin(body)


@txn.command()
@click.argument("partitions", nargs=-1, required=True, metavar="TOPIC:PARTITION...")
@shared_options
def producers(partitions: tuple[str, ...]) -> None:
    """Producers that wrote to partitions recently, with open transactions' start offsets."""
    chosen = [parse_partition(p) for p in partitions]

    async def body(admin: Admin, state: State) -> None:
        results = await admin.describe_producers(chosen, return_exceptions=True)
        rows = [{"partition": str(tp), "producer_id": p.producer_id,
                 "epoch": p.producer_epoch, "last_sequence": p.last_sequence,
                 "coordinator_epoch": p.coordinator_epoch,
                 "txn_start_offset": p.current_transaction_start_offset}
                for tp, states in results.items() if not isinstance(states, BaseException)
                for p in states]
        state.out().table(rows, ["partition", "producer_id", "epoch", "last_sequence",
                                 "coordinator_epoch", "txn_start_offset"])
        raise_failures(results, "partitions")

    with_admin(body)


@txn.command()
@click.argument("partition", metavar="TOPIC:PARTITION")
@click.option("--start-offset", type=click.IntRange(0), metavar="OFFSET",
              help="The hanging transaction's first offset (see `txn producers`).")
@click.option("--producer-id", type=click.IntRange(0))
@click.option("--producer-epoch", type=click.IntRange(0))
@click.option("--coordinator-epoch", type=click.IntRange(-1), default=-1)
@shared_options
def abort(partition: str, start_offset: int | None, producer_id: int | None,
          producer_epoch: int | None, coordinator_epoch: int) -> None:
    """Abort a hanging transaction on one partition (by --start-offset, or by producer)."""
    tp = parse_partition(partition)
    if start_offset is None and (producer_id is None or producer_epoch is None):
        raise click.UsageError("give --start-offset, or --producer-id and --producer-epoch")

    async def body(admin: Admin, state: State) -> None:
        from kafka_async.admin import AbortTransactionSpec

        if start_offset is not None:
            states = (await admin.describe_producers([tp]))[tp]
            match = [p for p in states if p.current_transaction_start_offset == start_offset]
            if not match:
                raise CommandFailed(f"error: no open transaction starts at offset "
                                    f"{start_offset} of {tp} (see `txn producers {partition}`)")
            spec = AbortTransactionSpec(tp, match[0].producer_id, match[0].producer_epoch,
                                        match[0].coordinator_epoch)
        else:
            assert producer_id is not None and producer_epoch is not None
            spec = AbortTransactionSpec(tp, producer_id, producer_epoch, coordinator_epoch)
        await admin.abort_transaction(spec)
        state.out().fields([("aborted", str(tp)), ("producer_id", spec.producer_id),
                            ("producer_epoch", spec.producer_epoch)], data=spec)

    with_admin(body)


@txn.command()
@click.argument("transactional_ids", nargs=-1, required=True)
@shared_options
def fence(transactional_ids: tuple[str, ...]) -> None:
    """Fence producers using these transactional ids (their open transactions abort)."""

    async def body(admin: Admin, state: State) -> None:
        results = await admin.fence_producers(transactional_ids, return_exceptions=True)
        found = [v for v in results.values() if not isinstance(v, BaseException)]
        rows = [{"transactional_id": f.transactional_id, "producer_id": f.producer_id,
                 "epoch": f.producer_epoch} for f in found]
        state.out().table(rows, ["transactional_id", "producer_id", "epoch"], data=found)
        raise_failures(results, "transactional ids")

    with_admin(body)


@txn.command("force-terminate")
@click.argument("transactional_id")
@shared_options
def force_terminate(transactional_id: str) -> None:
    """Abort a transactional id's open (or prepared) transaction (kafka-transactions
    forceTerminate); a producer still using the id is fenced."""

    async def body(admin: Admin, state: State) -> None:
        await admin.force_terminate_transaction(transactional_id)
        state.out().fields([("terminated", transactional_id)], data={
            "transactional_id": transactional_id})

    with_admin(body)
