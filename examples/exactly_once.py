"""Exactly-once consume-transform-produce with kafka_async (transactions + KIP-447).

Each round reads a batch of input records (a group consumer, ``read_committed``), transforms
them, and in *one transaction* produces the results and commits the input offsets
(``send_offsets_to_transaction`` with the consumer's ``group_metadata()``). The output records
and the input progress become visible together or not at all, so after any crash (even
``kill -9``) the restarted process continues from the last committed round, and a
``read_committed`` reader of the output sees every input record transformed exactly once.

What makes a restart safe:

* the producer's ``transactional_id`` is stable per instance: the new process fences the old
  one (``init_transactions()``, run by ``async with``) and the coordinator aborts whatever the
  old one left open;
* a static member id (``group_instance_id``) lets the restarted consumer take its partitions
  back at once instead of waiting for the session timeout;
* when a transaction is aborted (an abortable error), the consumer is rewound to the committed
  offsets, so the aborted round is read and processed again.

Run it against a broker (stop it with Ctrl-C; it prints one line per committed round)::

    python -m examples.exactly_once --bootstrap 127.0.0.1:9092 --input orders \\
        --output orders-upper --group upper --transactional-id upper-0
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import sys

import anyio

from kafka_async import Consumer, Producer
from kafka_async.consumer import ConsumerRecord, TopicPartition
from kafka_async.producer import TransactionAbortableError

__all__ = ["process", "run", "transform"]

logger = logging.getLogger("examples.exactly_once")


def transform(record: ConsumerRecord) -> bytes | None:
    """The business logic: here, upper-case the value."""
    return None if record.value is None else bytes(record.value).upper()


async def process(consumer: Consumer, producer: Producer, output: str,
                  records: dict[TopicPartition, list[ConsumerRecord]]) -> int:
    """One transaction: the transformed records and the input offsets, together."""
    async with producer.transaction():
        for batch in records.values():
            for record in batch:
                await producer.send(output, transform(record), key=record.key,
                                    headers=list(record.headers))
        await producer.send_offsets_to_transaction(
            {tp: batch[-1].offset + 1 for tp, batch in records.items()},
            consumer.group_metadata())
    return sum(map(len, records.values()))


async def rewind(consumer: Consumer) -> None:
    """After an abort: go back to what the group committed (the aborted round comes again).

    The group may take partitions away while this awaits (a rebalance runs in the background,
    e.g. after the member was fenced, which is often why the transaction aborted): a partition
    no longer assigned is skipped; its next owner starts from the committed offset anyway."""
    assigned = consumer.assignment()
    committed = await consumer.committed(assigned)
    for tp in assigned:
        if tp not in consumer.assignment():
            continue
        position = committed.get(tp)
        if position is not None:
            consumer.seek(tp, position.offset)
        else:
            await consumer.seek_to_beginning(tp)


async def run(bootstrap: str, input_topic: str, output_topic: str, group: str,
              transactional_id: str, *, max_records: int = 500) -> None:
    # The producer first: its init_transactions() fences a previous incarnation and ends its
    # open transaction, so the offsets that transaction held are stable for the consumer.
    async with Producer(bootstrap_servers=bootstrap, transactional_id=transactional_id,
                        linger_ms=5) as producer, \
            Consumer(input_topic, bootstrap_servers=bootstrap, group_id=group,
                     group_instance_id=transactional_id, isolation_level="read_committed",
                     enable_auto_commit=False, auto_offset_reset="earliest",
                     session_timeout_ms=10_000) as consumer:
        rounds = total = 0
        while True:
            records = await consumer.getmany(timeout_ms=1000, max_records=max_records)
            if not records:
                continue
            try:
                total += await process(consumer, producer, output_topic, records)
            except TransactionAbortableError as exc:  # aborted by transaction(): go again
                logger.warning("transaction aborted (%s); rewinding to the committed offsets",
                               exc)
                await rewind(consumer)
                continue
            rounds += 1
            print(f"committed round {rounds}: {total} records", flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bootstrap", default="127.0.0.1:9092")
    parser.add_argument("--input", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--group", required=True)
    parser.add_argument("--transactional-id", required=True)
    parser.add_argument("--max-records", type=int, default=500)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    with contextlib.suppress(KeyboardInterrupt):
        anyio.run(lambda: run(args.bootstrap, args.input, args.output, args.group,
                              args.transactional_id, max_records=args.max_records))


if __name__ == "__main__":
    main()
