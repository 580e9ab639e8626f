"""One workload process of the fault matrix: an idempotent producer, a group member that commits
after processing, or an exactly-once processor. Each writes what it did, as JSON lines, to its
event log; the matrix reads the logs (and the topics) once the scenario is over.

A process, not a task, so that a scenario can SIGKILL it like a crashed service. Events:

* ``{"ev": "ack", "w": writer, "s": seq, "p": partition, "o": offset, "t": time}``: a record
  acknowledged
* ``{"ev": "rec", "p", "o", "w", "s", "t"}``: a record processed (group and EOS modes)
* ``{"ev": "commit", "offsets": {partition: offset}, "t"}``: a commit that succeeded
* ``{"ev": "err", "type": name, "retriable": bool, "where": ..., "t"}``: an error the user saw
* ``{"ev": "done", "t"}``: the workload ended normally

``t`` is ``time.monotonic()`` (one clock for every process of the machine).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from pathlib import Path
from typing import Any, TextIO

import anyio

from examples.exactly_once import rewind
from kafka_async import Consumer, Producer
from kafka_async.consumer import ConsumerRecord, TopicPartition
from kafka_async.producer import TransactionAbortableError
from kafka_async.testing.ledger import parse, payload

#: the workers' own progress lines (stderr, next to the client's INFO log)
status = logging.getLogger("faults.worker")

#: a key per record, so records spread over partitions and each key keeps its order
KEYS = 64


class EventLog:
    def __init__(self, path: Path) -> None:
        self._file: TextIO = path.open("a", buffering=1)
        self._pending: list[str] = []

    def add(self, event: dict[str, Any]) -> None:
        event.setdefault("t", time.monotonic())
        self._pending.append(json.dumps(event, separators=(",", ":")))

    def flush(self) -> None:
        if self._pending:
            self._file.write("\n".join(self._pending) + "\n")
            self._file.flush()
            self._pending.clear()

    def error(self, exc: BaseException, where: str) -> None:
        self.add({"ev": "err", "type": type(exc).__name__,
                  "retriable": bool(getattr(exc, "retriable", False)), "where": where})
        self.flush()


async def produce(args: argparse.Namespace, log: EventLog) -> None:
    interval = args.chunk / args.rate
    async with Producer(bootstrap_servers=args.bootstrap, acks="all", enable_idempotence=True,
                        linger_ms=5, request_timeout_ms=args.request_timeout_ms,
                        client_id=args.writer) as producer, anyio.create_task_group() as tg:

        async def settle(first: int, handles: list[Any]) -> None:
            for index, handle in enumerate(handles):
                try:
                    meta = await handle
                except Exception as exc:
                    log.error(exc, "send")
                    continue
                log.add({"ev": "ack", "w": args.writer, "s": first + index,
                         "p": meta.partition, "o": meta.offset})
            log.flush()

        start = time.monotonic()
        for first in range(args.first, args.first + args.count, args.chunk):
            last = min(first + args.chunk, args.first + args.count)
            handles = []
            for seq in range(first, last):
                try:
                    handles.append(await producer.send(
                        args.topic, payload(args.writer, seq, args.size),
                        key=b"k%d" % (seq % KEYS)))
                except Exception as exc:
                    log.error(exc, "send")
            log.add({"ev": "sent", "n": last - first})
            tg.start_soon(settle, first, handles)
            await anyio.sleep_until(start + (last - args.first) / args.chunk * interval)
        await producer.flush()
    log.add({"ev": "done"})
    log.flush()


def _processed(log: EventLog, records: dict[TopicPartition, list[ConsumerRecord]]) -> None:
    for tp, batch in records.items():
        for record in batch:
            parsed = parse(record.value)
            if parsed is not None:
                log.add({"ev": "rec", "p": tp.partition, "o": record.offset, "w": parsed[0],
                         "s": parsed[1]})


async def _poll(consumer: Consumer, log: EventLog, limit: int
                ) -> dict[TopicPartition, list[ConsumerRecord]]:
    """One poll; an error is logged (a user saw it) and the loop goes on after a pause."""
    try:
        return await consumer.getmany(timeout_ms=200, max_records=limit)
    except Exception as exc:
        log.error(exc, "getmany")
        await anyio.sleep(0.2)
        return {}


async def consume(args: argparse.Namespace, log: EventLog) -> None:
    stop = Path(args.stop_file)
    async with Consumer(args.topic, bootstrap_servers=args.bootstrap, group_id=args.group,
                        group_protocol="consumer", enable_auto_commit=False,
                        auto_offset_reset="earliest", request_timeout_ms=args.request_timeout_ms,
                        fetch_max_wait_ms=200, client_id=args.writer) as consumer:
        while not stop.exists():
            records = await _poll(consumer, log, args.chunk)
            if not records:
                continue
            _processed(log, records)
            log.flush()  # processed, then committed: a crash in between re-delivers
            await anyio.sleep(args.chunk / args.rate)  # the work
            offsets = {tp: batch[-1].offset + 1 for tp, batch in records.items()}
            try:
                await consumer.commit(offsets)
            except Exception as exc:
                log.error(exc, "commit")
                continue
            log.add({"ev": "commit",
                     "offsets": {str(tp.partition): o for tp, o in offsets.items()}})
            log.flush()
    log.add({"ev": "done"})
    log.flush()


async def report_status(consumer: Consumer, counts: dict[str, int]) -> None:
    """Every 5 s, one line on stderr: what this member holds and has done. A cell that stalls
    is read from these lines (with the client's INFO log around them), not guessed at."""
    while True:
        await anyio.sleep(5)
        held = sorted(tp.partition for tp in consumer.assignment())
        status.info("assigned %s, generation %s, %s", held,
                    consumer.group_metadata().generation_id,
                    ", ".join(f"{k} {v}" for k, v in counts.items()))


async def exactly_once(args: argparse.Namespace, log: EventLog) -> None:
    stop = Path(args.stop_file)
    counts = {"polled": 0, "committed": 0, "aborted": 0, "empty polls": 0}
    async with Producer(bootstrap_servers=args.bootstrap, transactional_id=args.transactional_id,
                        linger_ms=5, request_timeout_ms=args.request_timeout_ms) as producer, \
            Consumer(args.topic, bootstrap_servers=args.bootstrap, group_id=args.group,
                     isolation_level="read_committed", enable_auto_commit=False,
                     auto_offset_reset="earliest", session_timeout_ms=6000,
                     heartbeat_interval_ms=500, fetch_max_wait_ms=200,
                     request_timeout_ms=args.request_timeout_ms,
                     client_id=args.writer) as consumer, anyio.create_task_group() as tg:
        tg.start_soon(report_status, consumer, counts)
        while not stop.exists():
            records = await _poll(consumer, log, args.chunk)
            if not records:
                counts["empty polls"] += 1
                continue
            counts["polled"] += sum(map(len, records.values()))
            await anyio.sleep(args.chunk / args.rate)
            try:
                async with producer.transaction():
                    for batch in records.values():
                        for record in batch:
                            await producer.send(args.output, record.value, key=record.key)
                    await producer.send_offsets_to_transaction(
                        {tp: batch[-1].offset + 1 for tp, batch in records.items()},
                        consumer.group_metadata())
            except TransactionAbortableError as exc:
                counts["aborted"] += 1
                log.error(exc, "transaction")
                await rewind(consumer)
                continue
            counts["committed"] += sum(map(len, records.values()))
            _processed(log, records)
            log.add({"ev": "commit", "offsets": {
                str(tp.partition): batch[-1].offset + 1 for tp, batch in records.items()}})
            log.flush()
        tg.cancel_scope.cancel()
    log.add({"ev": "done"})
    log.flush()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=("produce", "consume", "eos"))
    parser.add_argument("--bootstrap", required=True)
    parser.add_argument("--topic", required=True)
    parser.add_argument("--output", default="")
    parser.add_argument("--group", default="")
    parser.add_argument("--writer", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--stop-file", default="")
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--rate", type=float, default=1000.0, help="records per second")
    parser.add_argument("--chunk", type=int, default=100)
    parser.add_argument("--size", type=int, default=100, help="bytes per record")
    parser.add_argument("--request-timeout-ms", type=int, default=10_000)
    parser.add_argument("--transactional-id", default="",
                        help="eos: the producer's transactional id (default: --writer)")
    args = parser.parse_args(argv)
    args.transactional_id = args.transactional_id or args.writer
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING,
                        format="%(asctime)s.%(msecs)03d %(name)s %(levelname)s %(message)s",
                        datefmt="%H:%M:%S")
    logging.getLogger("kafka_async").setLevel(logging.INFO)
    status.setLevel(logging.INFO)
    log = EventLog(Path(args.log))
    run = {"produce": produce, "consume": consume, "eos": exactly_once}[args.mode]
    try:
        anyio.run(run, args, log)
    except BaseException as exc:
        log.error(exc, "fatal")
        raise
    finally:
        log.flush()


if __name__ == "__main__":
    main()
