"""``kafka-async produce TOPIC [FILE...]``: records from files or stdin, one per line.

The loop is the CLI's hot path: lines arrive in chunks (``records_in.read_lines``); plain text
without keys goes straight to ``Producer.send`` with no per-line parse call. Every handle is
kept only until it resolves: the oldest ones are checked once per chunk, failures counted by
error type, so memory follows what is in flight (bounded by ``buffer.memory``), not the input.

Exit 0 when every record was delivered; 1 with a summary line when any failed or could not be
read; 130 when interrupted (what was accepted is flushed and reported first).
"""

from __future__ import annotations

import os
import sys
import time
from collections import Counter, deque
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from typing import TYPE_CHECKING, BinaryIO

import anyio
import click

from kafka_async.cli.app import State, cli, run, shared_options
from kafka_async.cli.errors import EXIT_INTERRUPTED, CommandFailed, UsageProblem
from kafka_async.cli.progress import Progress
from kafka_async.cli.records_in import (
    FORMATS,
    TEXT,
    BadInput,
    Headers,
    InputRecord,
    line_parser,
    parse_headers,
    read_lines,
)
from kafka_async.cli.runtime import until_interrupted

if TYPE_CHECKING:  # imported when a command runs: `--help` and other commands skip it
    from kafka_async.producer import Producer, SentRun

COMPRESSIONS = ("none", "gzip", "snappy", "lz4", "zstd")
ACKS = ("0", "1", "all", "-1")
# The CLI's throughput defaults: 256 KiB batches (as fast as 1 MB ones here, 30% less RSS),
# a short linger.
CLI_BATCH_SIZE = 262_144
CLI_LINGER_MS = 5


class Tally:
    """Resolved records, counted; failures by error type (the first message of each kept).
    ``pending`` holds the SentRuns of ``Producer.send_many`` (one per run of records that
    share a batch), oldest first."""

    def __init__(self) -> None:
        self.pending: deque[SentRun] = deque()
        self.delivered = 0
        self.failed: Counter[str] = Counter()
        self.examples: dict[str, str] = {}

    def fail(self, error: BaseException, count: int = 1) -> None:
        name = type(error).__name__
        self.failed[name] += count
        self.examples.setdefault(name, str(error))

    def collect(self, everything: bool = False) -> None:
        """Count the handles that resolved (all of them when ``everything``; the caller
        flushed first)."""
        pending = self.pending
        while pending:
            run = pending[0]
            if not run.handle.done() and not everything:
                return
            pending.popleft()
            failures = run.failures()
            self.delivered += run.records - len(failures)
            for error in failures:
                self.fail(error)

    @property
    def failures(self) -> int:
        return sum(self.failed.values())

    def summary(self) -> str:
        parts = [f"{count:,} x {name} ({self.examples[name]})"
                 for name, count in self.failed.most_common()]
        return f"{self.failures:,} records failed: " + "; ".join(parts)


class Source:
    """One input (a file or stdin) with its name for messages."""

    def __init__(self, name: str, stream: BinaryIO, size: int | None) -> None:
        self.name = name
        self.stream = stream
        self.size = size


def _open_sources(paths: tuple[str, ...], stack: ExitStack) -> list[Source]:
    if not paths or paths == ("-",):
        return [Source("<stdin>", sys.stdin.buffer, None)]
    sources = []
    for path in paths:
        if path == "-":
            sources.append(Source("<stdin>", sys.stdin.buffer, None))
            continue
        try:
            stream = stack.enter_context(open(path, "rb"))  # noqa: SIM115
        except OSError as exc:
            raise UsageProblem(f"cannot read {path!r}: {exc.strerror}") from exc
        sources.append(Source(path, stream, os.fstat(stream.fileno()).st_size))
    return sources


class Pacer:
    """``--rate N``: never more than N records per second, averaged from the start."""

    def __init__(self, rate: float | None) -> None:
        self.rate = rate
        self.started = time.monotonic()

    async def pace(self, sent: int) -> None:
        if self.rate is None:
            return
        ahead = self.started + sent / self.rate - time.monotonic()
        if ahead > 0:
            await anyio.sleep(ahead)


@cli.command()
@click.argument("topic")
@click.argument("files", nargs=-1, type=click.Path(dir_okay=False, allow_dash=True))
@click.option("-k", "--key-delimiter", metavar="DELIM",
              help="Split each line at the first DELIM into key and value.")
@click.option("-H", "--header", "headers", multiple=True, metavar="NAME=VALUE",
              help="A header on every record; repeatable.")
@click.option("-p", "--partition", type=click.IntRange(0), help="Send every record here.")
@click.option("-f", "--format", "fmt", type=click.Choice(FORMATS), default=TEXT,
              show_default=True, help="How a line is read.")
@click.option("-z", "--compression", type=click.Choice(COMPRESSIONS), default="none",
              show_default=True)
@click.option("--acks", type=click.Choice(ACKS), default="all", show_default=True)
@click.option("--rate", type=click.FloatRange(min=0, min_open=True), metavar="N",
              help="At most N records per second.")
@click.option("--transactional-id", metavar="ID",
              help="Produce in transactions: one per file, or per --txn-size records.")
@click.option("--txn-size", type=click.IntRange(1), metavar="N",
              help="Records per transaction (with --transactional-id).")
@shared_options
def produce(topic: str, files: tuple[str, ...], key_delimiter: str | None,
            headers: tuple[str, ...], partition: int | None, fmt: str, compression: str,
            acks: str, rate: float | None, transactional_id: str | None,
            txn_size: int | None) -> None:
    """Produce lines of FILES (default stdin) to TOPIC, one record per line."""
    if txn_size is not None and transactional_id is None:
        raise click.UsageError("--txn-size needs --transactional-id")
    if transactional_id is not None and acks not in ("all", "-1"):
        raise click.UsageError("transactions need --acks all")
    delimiter = key_delimiter.encode() if key_delimiter is not None else None
    if delimiter == b"":
        raise click.UsageError("--key-delimiter must not be empty")
    parse = line_parser(fmt, delimiter)
    fixed_headers = parse_headers(headers)

    async def body(state: State) -> int:
        from kafka_async.producer import Producer, ProducerConfig

        settings = state.client_settings(
            ProducerConfig, acks=acks if acks != "-1" else "all", compression_type=compression)
        settings.setdefault("batch_size", CLI_BATCH_SIZE)
        settings.setdefault("linger_ms", CLI_LINGER_MS)
        if transactional_id is not None:
            settings["transactional_id"] = transactional_id
        with ExitStack() as stack:
            sources = _open_sources(files, stack)
            sizes = [source.size for source in sources]
            total = sum(s for s in sizes if s is not None) if None not in sizes else None
            progress = Progress("produced", total_bytes=total, quiet=state.quiet)
            tally = Tally()
            job = _Job(topic, parse, fixed_headers, partition, tally, progress, Pacer(rate),
                       txn_size)
            job.fast, job.key_delimiter = fmt == TEXT, delimiter
            async with Producer(**settings) as producer:
                if transactional_id is not None:
                    await producer.init_transactions()

                async def work() -> None:
                    for source in sources:
                        await job.feed(producer, source, transactional_id is not None)

                interrupted = await until_interrupted(work)
                if interrupted and producer.transaction_state is not None \
                        and job.in_transaction:
                    await producer.abort_transaction()
                    job.aborted = True
                await producer.flush()
                tally.collect(everything=True)
        return _report(job, progress, interrupted)

    code = run(body)
    if code:
        raise SystemExit(code)


class _Job:
    """The state of one produce run: what was sent, in which transaction."""

    def __init__(self, topic: str, parse: Callable[[bytes, str], InputRecord] | None,
                 headers: Headers | None, partition: int | None, tally: Tally,
                 progress: Progress, pacer: Pacer, txn_size: int | None) -> None:
        self.topic = topic
        self.parse = parse
        self.headers = headers
        self.partition = partition
        self.tally = tally
        self.progress = progress
        self.pacer = pacer
        self.txn_size = txn_size
        #: plain text (values, or key DELIM value): lines go to send_many a chunk at a time
        self.fast = False
        self.key_delimiter: bytes | None = None
        self.sent = 0
        self.bad_lines = 0
        self.first_bad: str | None = None
        self.in_transaction = False
        self.aborted = False
        self.transactions = 0

    async def feed(self, producer: Producer, source: Source, transactional: bool) -> None:
        in_txn = 0
        if transactional:
            await producer.begin_transaction()
            self.in_transaction = True
        line_number = 0
        async for lines, nbytes in read_lines(source.stream):
            sent_before = self.sent
            if transactional and self.txn_size is not None:
                for part in _split(lines, self.txn_size - in_txn, self.txn_size):
                    if in_txn == self.txn_size:
                        await self._commit(producer)
                        await producer.begin_transaction()
                        self.in_transaction = True
                        in_txn = 0
                    await self._send_lines(producer, part, source.name, line_number)
                    line_number += len(part)
                    in_txn += len(part)
            else:
                await self._send_lines(producer, lines, source.name, line_number)
                line_number += len(lines)
            self.tally.collect()
            self.progress.advance(self.sent - sent_before, nbytes)
            await self.pacer.pace(self.sent)
        if transactional:
            await self._commit(producer)

    async def _commit(self, producer: Producer) -> None:
        await producer.commit_transaction()
        self.in_transaction = False
        self.transactions += 1

    async def _send_lines(self, producer: Producer, lines: list[bytes], name: str,
                          first_line: int) -> None:
        from kafka_async.producer import RecordTooLargeError

        if not self.fast or self.pacer.rate is not None:
            await self._send_slow(producer, lines, name, first_line)
            return
        keys: list[bytes | None] | None = None
        values: list[bytes] = lines
        delimiter = self.key_delimiter
        if delimiter is not None:  # text with --key-delimiter: split here, no call per line
            keys, values = [], []
            add_key, add_value = keys.append, values.append
            for line in lines:
                key, found, value = line.partition(delimiter)
                if found:
                    add_key(key)
                    add_value(value)
                else:
                    add_key(None)
                    add_value(line)
        try:
            runs = await producer.send_many(self.topic, values, keys,
                                            partition=self.partition, headers=self.headers)
        except RecordTooLargeError:  # rare: find it (and any others) record by record
            await self._send_slow(producer, lines, name, first_line)
            return
        self.tally.pending.extend(runs)
        self.sent += len(lines)

    async def _send_slow(self, producer: Producer, lines: list[bytes], name: str,
                         first_line: int) -> None:
        """Parsed formats, and recovery after an oversized record: one call per line."""
        from kafka_async.producer import RecordTooLargeError, SentRun

        parse = self.parse
        for number, line in enumerate(lines, first_line + 1):
            if parse is None:
                record = InputRecord(None, line, None, None, None)
            else:
                try:
                    record = parse(line, f"{name}:{number}")
                except BadInput as exc:
                    self.bad_lines += 1
                    if self.first_bad is None:
                        self.first_bad = str(exc)
                    continue
            headers = self.headers
            if record.headers:
                headers = (headers or []) + record.headers
            partition = record.partition if record.partition is not None else self.partition
            try:
                handle = await producer.send(self.topic, record.value, record.key, partition,
                                             headers, record.timestamp)
            except RecordTooLargeError as exc:
                self.tally.fail(exc)
            else:
                self.tally.pending.append(SentRun(handle, 1))
            self.sent += 1
            if self.pacer.rate is not None:
                await self.pacer.pace(self.sent)


def _split(lines: list[bytes], first: int, size: int) -> Iterator[list[bytes]]:
    """``lines`` cut so that the first piece has ``first`` lines and the rest ``size``."""
    start = 0
    step = first if first > 0 else size
    while start < len(lines):
        yield lines[start:start + step]
        start += step
        step = size


def _report(job: _Job, progress: Progress, interrupted: bool) -> int:
    tally = job.tally
    verb = "interrupted: produced" if interrupted else "produced"
    line = (f"{verb} {tally.delivered:,} records to {job.topic} in {progress.elapsed:.2f} s "
            f"({tally.delivered / progress.elapsed if progress.elapsed else 0:,.0f} records/s)")
    if job.transactions:
        line += f" in {job.transactions} transactions"
    if job.aborted:
        line += "; the open transaction was aborted"
    progress.finish(line)
    problems = []
    if tally.failures:
        problems.append(tally.summary())
    if job.bad_lines:
        problems.append(f"{job.bad_lines:,} lines could not be read (first: {job.first_bad})")
    if problems:
        raise CommandFailed("; ".join(problems))
    if interrupted:
        return EXIT_INTERRUPTED
    return 0
