"""``kafka-async consume TOPIC...``: print records, one value per line by default (as kcat).

Two modes. Assign mode (no ``--group``) reads the chosen partitions from ``--from``: ``beginning``,
``end``, an offset, ``@TIMESTAMP`` (epoch ms or ISO-8601), or ``-N`` (the last N of each
partition). Group mode (``--group G``) joins the group; ``--from beginning|end`` only says where
to start in partitions the group has not committed. In a group, offsets are committed for what
was *printed* (written and flushed to stdout): every 5 s, and when the command ends, also on
Ctrl-C, so a restarted command continues right after the last line it showed.

``--until-end`` exits once every partition reached the end offset it had when the command
started (``read_committed``: the last stable offset); ``--count N`` after N records. Output is
``--format`` (a kcat template, template.py), ``--key-delimiter`` (key, delimiter, value), or
``--output json`` (one object per line; keys and values that are not UTF-8 as
``{"base64": ...}``). The loop writes each fetched batch with one ``join``.
"""

from __future__ import annotations

import base64
import contextlib
import datetime as dt
import json
import struct
import sys
import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, BinaryIO

import click

from kafka_async.cli.app import State, cli, run, shared_options
from kafka_async.cli.errors import CommandFailed, UsageProblem
from kafka_async.cli.numbers import is_number
from kafka_async.cli.output import reader_closed, reader_gone
from kafka_async.cli.progress import Progress
from kafka_async.cli.runtime import until_interrupted
from kafka_async.cli.template import compile_template

if TYPE_CHECKING:
    from kafka_async.consumer import Consumer, ConsumerRecord, TopicPartition
    from kafka_async.protocol.records.columnar import ColumnBuilder, Columns

_COMMIT_INTERVAL = 5.0
_POLL_MS = 500
_MAX_RECORDS = 20_000
_ISOLATION = ("read_uncommitted", "read_committed")
_OFFSET = struct.Struct("=q")  # Columns.offsets: native int64 per record
_NO_END = 2**63 - 1
#: what a polling round hands back per partition: the bytes to print, how many records they
#: hold, and the offset after the last of them
_Piece = tuple["TopicPartition", bytes, int, int]


class StartAt:
    """A parsed ``--from``."""

    def __init__(self, kind: str, value: int = 0) -> None:
        self.kind = kind  # beginning | end | offset | time | last
        self.value = value

    @classmethod
    def parse(cls, text: str) -> StartAt:
        if text in ("beginning", "earliest"):
            return cls("beginning")
        if text in ("end", "latest"):
            return cls("end")
        if text.startswith("@"):
            return cls("time", parse_timestamp(text[1:]))
        if text.startswith("-") and is_number(text[1:]) and int(text[1:]) > 0:
            return cls("last", int(text[1:]))
        if is_number(text):
            return cls("offset", int(text))
        raise UsageProblem(
            f"--from must be beginning, end, an offset, @TIMESTAMP or -N, got {text!r}")


def parse_timestamp(text: str, option: str = "--from @") -> int:
    """Epoch milliseconds, or an ISO-8601 time; a usage error names ``option`` as given."""
    if is_number(text):
        return int(text)
    try:
        moment = dt.datetime.fromisoformat(text)
    except ValueError:
        raise UsageProblem(
            f"{option}{text}: give epoch milliseconds or an ISO-8601 time "
            "(2026-11-25T10:00:00, local time unless it has an offset)") from None
    return int(moment.timestamp() * 1000)


def _utf8_or_base64(data: bytes | None) -> Any:
    if data is None:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return {"base64": base64.b64encode(data).decode("ascii")}


def json_line(record: ConsumerRecord) -> bytes:
    item = {
        "topic": record.topic, "partition": record.partition, "offset": record.offset,
        "timestamp": record.timestamp, "key": _utf8_or_base64(record.key),
        "value": _utf8_or_base64(record.value),
        "headers": [[name, _utf8_or_base64(value)] for name, value in record.headers],
    }
    return json.dumps(item, ensure_ascii=False).encode("utf-8", "surrogateescape") + b"\n"


class Printer:
    """Turns fetched records into output bytes, in one of the three output shapes.

    Values (one per line) and ``key DELIM value`` lines are ``columnar`` (``layout``): whole
    record batches are decoded into columns and printed by ``render_rows``, with no Python
    object per record. Templates and JSON render record by record."""

    def __init__(self, template: str | None, key_delimiter: str | None, as_json: bool) -> None:
        if (as_json or template is not None) and key_delimiter is not None:
            raise UsageProblem("--key-delimiter does not combine with --output json or "
                               "--format (put the key in the template: '%k:%s\\n')")
        if as_json and template is not None:
            raise UsageProblem("--output json does not combine with --format")
        self.key_delimiter = None if key_delimiter is None else key_delimiter.encode()
        self.render: Callable[[Any], bytes] | None = None
        if as_json:
            self.render = json_line
        elif template is not None:
            self.render = compile_template(template)
        #: values, or key DELIM value: printed from columns (see the class docstring)
        self.columnar = self.render is None

    def layout(self, columns: Columns) -> tuple[Any, ...]:
        """``render_rows`` parts for this output: value + newline, or key + DELIM + value +
        newline."""
        value = (columns.value[0], columns.value[1])
        if self.key_delimiter is None:
            return (value, b"\n")
        return ((columns.key[0], columns.key[1]), self.key_delimiter, value, b"\n")

    def bytes_for(self, records: list[ConsumerRecord]) -> bytes:
        """The record-by-record output (templates, JSON)."""
        render = self.render
        assert render is not None
        return b"".join([render(r) for r in records])


class Session:
    """The progress of one consume run: what was printed, where each partition ends."""

    def __init__(self, consumer: Consumer, out: BinaryIO, printer: Printer,
                 count: int | None, progress: Progress) -> None:
        self.consumer = consumer
        self.out = out
        self.printer = printer
        self.remaining = count
        self.progress = progress
        self.printed: dict[TopicPartition, int] = {}  # next offset after the last printed
        self.ends: dict[TopicPartition, int] | None = None  # --until-end targets
        self.done: set[TopicPartition] = set()
        self.committed: dict[TopicPartition, int] = {}
        self.group = consumer.config.group_id is not None
        self.last_commit = time.monotonic()
        self.commit_failures = 0
        self.reader_gone = False
        self._builder: ColumnBuilder | None = None
        self.first_commit_error: str | None = None

    def _write(self, data: bytes) -> None:
        """Print; a reader that went away (``| head``) ends the run quietly, as kcat's does."""
        try:
            self.out.write(data)
            self.out.flush()
        except BrokenPipeError:
            self.reader_gone = True
            reader_gone()

    @property
    def finished(self) -> bool:
        if self.reader_gone:
            return True
        if reader_closed(self.out):  # (idle: no write has failed yet to tell us)
            self.reader_gone = True
            reader_gone()
            return True
        if self.remaining is not None and self.remaining <= 0:
            return True
        if self.ends is None:
            return False
        if self.group:
            assigned = self.consumer.assignment()
            return bool(assigned) and assigned <= self.done
        return self.done >= set(self.ends)

    async def run(self) -> None:
        """Poll, print, account, until finished. A round hands back, per partition, the bytes
        to print, how many records they hold and the offset after the last one."""
        next_round = self._columnar_round if self.printer.columnar else self._record_round
        while not self.finished:
            fetched, pieces = await next_round()
            chunks: list[bytes] = []
            written: dict[TopicPartition, int] = {}  # printed once the write succeeded
            records_out = 0
            for tp, data, rows, after in pieces:
                chunks.append(data)
                records_out += rows
                written[tp] = after
                if self.ends is not None and after >= self.ends.get(tp, 0):
                    self.done.add(tp)
            if chunks:
                data = b"".join(chunks)
                self._write(data)
                if not self.reader_gone:
                    self.printed.update(written)
                self.progress.advance(records_out, len(data))
            if self.ends is not None:
                await self._check_ends(fetched)
            if self.group and time.monotonic() - self.last_commit >= _COMMIT_INTERVAL:
                await self.commit()

    def _take(self, rows: int) -> int:
        """How many of ``rows`` records to print under ``--count`` (and count them)."""
        if self.remaining is None:
            return rows
        rows = min(rows, self.remaining)
        self.remaining -= rows
        return rows

    async def _record_round(self) -> tuple[dict[TopicPartition, Any], list[_Piece]]:
        """Templates and JSON: records decoded one by one (``Consumer.getmany``)."""
        fetched = await self.consumer.getmany(timeout_ms=_POLL_MS, max_records=_MAX_RECORDS)
        pieces: list[_Piece] = []
        for tp, records in fetched.items():
            records = self._trim(tp, records)
            records = records[:self._take(len(records))]
            if records:
                pieces.append((tp, self.printer.bytes_for(records), len(records),
                               records[-1].offset + 1))
        return fetched, pieces

    async def _columnar_round(self) -> tuple[dict[TopicPartition, Any], list[_Piece]]:
        """Values and key-delimited lines: whole undecoded batches (``getmany_batches``) into
        columns, printed by ``render_rows``; no Python object per record."""
        from kafka_async.protocol.records.columnar import ColumnBuilder, render_rows

        if self._builder is None:
            self._builder = ColumnBuilder(include_headers=False)
        builder = self._builder
        fetched = await self.consumer.getmany_batches(timeout_ms=_POLL_MS)
        pieces: list[_Piece] = []
        for tp, runs in fetched.items():
            end = _NO_END if self.ends is None else self.ends.get(tp, 0)
            for fetched_run in runs:
                for batch in fetched_run.batches:
                    builder.add_batch(batch, fetched_run.from_offset, end)
            columns = builder.finish()
            rows = self._take(columns.rows)
            if rows:
                after = _OFFSET.unpack_from(columns.offsets, (rows - 1) * 8)[0] + 1
                pieces.append((tp, render_rows(self.printer.layout(columns), rows), rows, after))
        return {}, pieces  # positions, not this dict, tell _check_ends where partitions are

    def _trim(self, tp: TopicPartition, records: list[ConsumerRecord]) -> list[ConsumerRecord]:
        if self.ends is None or not records:
            return records
        end = self.ends.get(tp)
        if end is None:  # a partition created after the start: nothing to wait for
            return []
        if records[-1].offset < end:
            return records
        return [r for r in records if r.offset < end]

    async def _check_ends(self, fetched: dict[TopicPartition, list[ConsumerRecord]]) -> None:
        """Partitions with nothing (more) below their end offset: empty ones, and ones whose
        last records were transaction markers or aborted (positions move past them)."""
        assert self.ends is not None
        candidates = self.consumer.assignment() - self.done
        for tp in candidates:
            if tp in fetched and self.printed.get(tp, -1) < self.ends.get(tp, 0) - 1:
                continue
            if tp not in self.ends:
                self.done.add(tp)
                continue
            if self.printed.get(tp, -1) >= self.ends[tp]:
                self.done.add(tp)
                continue
            if await self.consumer.position(tp) >= self.ends[tp]:
                self.done.add(tp)

    async def commit(self) -> None:
        """Commit what was printed since the last commit (group mode)."""
        self.last_commit = time.monotonic()
        if not self.group:
            return
        offsets = {tp: offset for tp, offset in self.printed.items()
                   if self.committed.get(tp) != offset}
        if not offsets:
            return
        try:
            await self.consumer.commit(offsets)
        except Exception as exc:  # a rebalance moved partitions away: report, go on
            self.commit_failures += 1
            self.first_commit_error = self.first_commit_error or f"{type(exc).__name__}: {exc}"
            return
        self.committed.update(offsets)


async def _partitions(consumer: Consumer, topics: Iterable[str],
                      chosen: tuple[int, ...]) -> list[TopicPartition]:
    from kafka_async.consumer import TopicPartition

    topics = list(topics)
    metadata = await consumer.client.refresh_metadata(topics)
    found: list[TopicPartition] = []
    for topic in topics:
        partitions = metadata.partitions_for(topic)
        if not partitions:
            raise CommandFailed(f"error: topic {topic!r} does not exist")
        if chosen:
            missing = sorted(set(chosen) - set(partitions))
            if missing:
                raise CommandFailed(f"error: topic {topic!r} has no partition "
                                    f"{', '.join(map(str, missing))} "
                                    f"(it has {len(partitions)})")
            partitions = tuple(p for p in partitions if p in chosen)
        found.extend(TopicPartition(topic, p) for p in partitions)
    return found


async def _position(consumer: Consumer, partitions: list[TopicPartition],
                    start: StartAt) -> None:
    if start.kind == "beginning":
        await consumer.seek_to_beginning(*partitions)
    elif start.kind == "end":
        await consumer.seek_to_end(*partitions)
    elif start.kind == "offset":
        for tp in partitions:
            consumer.seek(tp, start.value)
    elif start.kind == "time":
        found = await consumer.offsets_for_times(dict.fromkeys(partitions, start.value))
        ends = await consumer.end_offsets([tp for tp, at in found.items() if at is None])
        for tp, at in found.items():
            consumer.seek(tp, at.offset if at is not None else ends[tp])
    else:  # the last N of each partition
        ends = await consumer.end_offsets(partitions)
        beginnings = await consumer.beginning_offsets(partitions)
        for tp in partitions:
            consumer.seek(tp, max(beginnings[tp], ends[tp] - start.value))


@cli.command()
@click.argument("topics", nargs=-1, required=True)
@click.option("--from", "start", default="beginning", show_default=True,
              metavar="beginning|end|OFFSET|@TIME|-N", help="Where to start reading.")
@click.option("-G", "--group", metavar="GROUP", help="Consume as a member of GROUP.")
@click.option("--group-protocol", type=click.Choice(("classic", "consumer")),
              default="classic", show_default=True, help="With --group: KIP-848 is 'consumer'.")
@click.option("-p", "--partition", "partitions", multiple=True, type=click.IntRange(0),
              help="Only this partition (repeatable; assign mode).")
@click.option("-c", "--count", type=click.IntRange(1), metavar="N", help="Exit after N records.")
@click.option("-e", "--until-end", is_flag=True,
              help="Exit at the end offsets seen at start.")
@click.option("-f", "--format", "template", metavar="TEMPLATE",
              help="kcat-style template: %t %p %o %k %s %h %T %K %S, \\n \\t.")
@click.option("-k", "--key-delimiter", metavar="DELIM", help="Print key DELIM value.")
@click.option("--isolation", type=click.Choice(_ISOLATION), default="read_uncommitted",
              show_default=True)
@shared_options
def consume(topics: tuple[str, ...], start: str, group: str | None, group_protocol: str,
            partitions: tuple[int, ...], count: int | None, until_end: bool,
            template: str | None, key_delimiter: str | None, isolation: str) -> None:
    """Print records of TOPICS, one value per line (kcat's default)."""
    start_at = StartAt.parse(start)
    if group is not None and partitions:
        raise click.UsageError("--partition is for assign mode; a group assigns partitions")
    if group is not None and start_at.kind not in ("beginning", "end"):
        raise click.UsageError(
            "with --group, --from takes beginning or end (where the group has no committed "
            "offset); move a group with `groups reset-offsets`")

    async def body(state: State) -> int:
        from kafka_async.consumer import Consumer
        from kafka_async.consumer.group.config import GroupConsumerConfig

        printer = Printer(template, key_delimiter, state.output == "json")
        extra: dict[str, Any] = {"isolation_level": isolation,
                                 "auto_offset_reset": "earliest"
                                 if start_at.kind == "beginning" else "latest"}
        if group is not None:
            extra.update(group_id=group, enable_auto_commit=False,
                         group_protocol=group_protocol)
        settings = state.client_settings(GroupConsumerConfig, **extra)
        settings.setdefault("max_poll_records", _MAX_RECORDS)
        # Fetch sizes stay the library's defaults: measured, a deeper prefetch (64 MiB, as
        # librdkafka buffers) made the 1M-record read no faster and five times the RSS.
        progress = Progress("consumed", total_records=count, quiet=state.quiet)
        consumer = Consumer(**settings)
        await consumer.start()
        session = Session(consumer, sys.stdout.buffer, printer, count, progress)
        try:
            if group is not None:
                all_partitions = await _partitions(consumer, topics, ())
                consumer.subscribe(topics)
            else:
                all_partitions = await _partitions(consumer, topics, partitions)
                consumer.assign(all_partitions)
                await _position(consumer, all_partitions, start_at)
            if until_end:
                session.ends = await consumer.end_offsets(all_partitions)
            interrupted = await until_interrupted(session.run)
            await session.commit()
        finally:
            await consumer.close()
        summary = f"consumed {progress.records:,} records in {progress.elapsed:.2f} s"
        if interrupted:
            summary = "interrupted: " + summary
        if session.committed:
            summary += f"; committed offsets of {len(session.committed)} partitions"
        progress.finish(summary)
        if session.commit_failures:
            raise CommandFailed(f"{session.commit_failures} commits failed (first: "
                                f"{session.first_commit_error})")
        return 130 if interrupted else 0  # (the exit codes of docs/cli.md)

    try:
        code = run(body)
    finally:
        with contextlib.suppress(BrokenPipeError):  # nothing to flush into
            sys.stdout.flush()
    if code:
        raise SystemExit(code)
