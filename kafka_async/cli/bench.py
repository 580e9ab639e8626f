"""``kafka-async bench produce|consume``: a throughput check like Kafka's perf tools.

``produce`` sends N records of a given size (optionally keyed, with headers), as fast as the
client goes or at ``--throughput``; latency is sampled (one record in 500, through its handle's
done-callback) and reported as avg/p50/p99/max, as kafka-producer-perf-test does. ``consume``
reads N records from the beginning (assign mode, no group) and reports the rate and the time
to the first record. Both show a progress bar on a terminal and end with a summary table (or
one JSON object with ``--output json``).
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING, Any

import anyio
import click

from kafka_async.cli.app import State, cli, run, shared_options
from kafka_async.cli.errors import CommandFailed
from kafka_async.cli.produce import ACKS, CLI_BATCH_SIZE, CLI_LINGER_MS, COMPRESSIONS
from kafka_async.cli.progress import Progress

if TYPE_CHECKING:
    from kafka_async.producer import RecordHandle

_SAMPLE_EVERY = 500


@cli.group()
def bench() -> None:
    """Throughput checks (like kafka-producer-perf-test / kafka-consumer-perf-test)."""


def _percentile(ordered: list[float], fraction: float) -> float:
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


@bench.command("produce")
@click.argument("topic")
@click.option("-n", "--records", type=click.IntRange(1), default=1_000_000, show_default=True)
@click.option("-s", "--record-size", type=click.IntRange(0), default=100, show_default=True)
@click.option("--keys", type=click.IntRange(0), default=0, show_default=True,
              help="Distinct keys (0: no keys).")
@click.option("--headers", "header_count", type=click.IntRange(0), default=0,
              show_default=True, help="Headers per record.")
@click.option("--acks", type=click.Choice(ACKS), default="all", show_default=True)
@click.option("-z", "--compression", type=click.Choice(COMPRESSIONS), default="none",
              show_default=True)
@click.option("--throughput", type=click.IntRange(1), help="Records/s cap (default: none).")
@shared_options
def bench_produce(topic: str, records: int, record_size: int, keys: int, header_count: int,
                  acks: str, compression: str, throughput: int | None) -> None:
    """Send --records records of --record-size bytes to TOPIC and report the rate."""

    async def body(state: State) -> None:
        from kafka_async.producer import Producer, ProducerConfig

        settings = state.client_settings(ProducerConfig, acks="all" if acks == "-1" else acks,
                                         compression_type=compression)
        settings.setdefault("batch_size", CLI_BATCH_SIZE)
        settings.setdefault("linger_ms", CLI_LINGER_MS)
        value = os.urandom(record_size // 2 + 1).hex().encode()[:record_size]
        key_list: list[bytes | None] = [f"key-{i}".encode() for i in range(keys)] or [None]
        headers = [(f"h{i}", b"v" * 8) for i in range(header_count)] or None
        latencies: list[float] = []
        failures: list[BaseException] = []
        progress = Progress("produced", total_records=records, quiet=state.quiet)

        def sampled(sent_at: float) -> Any:
            def done(handle: RecordHandle) -> None:
                error = handle.exception()
                if error is not None:
                    failures.append(error)
                latencies.append((time.monotonic() - sent_at) * 1000)
            return done

        async with Producer(**settings) as producer:
            send = producer.send
            started = time.monotonic()
            step = 10_000
            nkeys = len(key_list)
            for first in range(0, records, step):
                for i in range(first, min(first + step, records)):
                    handle = await send(topic, value, key_list[i % nkeys], None, headers)
                    if i % _SAMPLE_EVERY == 0 or i == records - 1:
                        handle.add_done_callback(sampled(time.monotonic()))
                sent = min(step, records - first)
                progress.advance(sent, sent * record_size)  # values, as mb_per_s counts
                if throughput is not None:
                    ahead = started + (first + step) / throughput - time.monotonic()
                    if ahead > 0:
                        await anyio.sleep(ahead)
            await producer.flush()  # every record resolved; sampled failures are counted
            elapsed = time.monotonic() - started
        progress.finish("")
        ordered = sorted(latencies)
        summary = {
            "records": records, "record_size": record_size, "seconds": round(elapsed, 3),
            "records_per_s": round(records / elapsed),
            "mb_per_s": round(records * record_size / elapsed / 1e6, 2),
            "latency_avg_ms": round(sum(ordered) / len(ordered), 2) if ordered else None,
            "latency_p50_ms": round(_percentile(ordered, 0.5), 2),
            "latency_p99_ms": round(_percentile(ordered, 0.99), 2),
            "latency_max_ms": round(ordered[-1], 2) if ordered else None,
        }
        state.out().table([summary], list(summary), data=summary)
        if failures:
            raise CommandFailed(f"error: {len(failures)} sampled records failed (first: "
                                f"{type(failures[0]).__name__}: {failures[0]})")

    run(body)


@bench.command("consume")
@click.argument("topic")
@click.option("-n", "--records", type=click.IntRange(1), default=1_000_000, show_default=True)
@shared_options
def bench_consume(topic: str, records: int) -> None:
    """Read --records records of TOPIC from the beginning and report the rate."""

    async def body(state: State) -> None:
        from kafka_async.consumer import Consumer
        from kafka_async.consumer.group.config import GroupConsumerConfig

        settings = state.client_settings(GroupConsumerConfig, auto_offset_reset="earliest")
        progress = Progress("consumed", total_records=records, quiet=state.quiet)
        started = time.monotonic()
        first_at: float | None = None
        count = nbytes = 0
        async with Consumer(**settings) as consumer:
            metadata = await consumer.client.refresh_metadata([topic])
            from kafka_async.consumer import TopicPartition

            partitions = [TopicPartition(topic, p) for p in metadata.partitions_for(topic)]
            if not partitions:
                raise CommandFailed(f"error: topic {topic!r} does not exist")
            consumer.assign(partitions)
            await consumer.seek_to_beginning(*partitions)
            with anyio.fail_after(state.timeout_ms / 1000 + records / 10_000):
                while count < records:
                    fetched = await consumer.getmany(timeout_ms=500, max_records=20_000)
                    got = got_bytes = 0
                    for batch in fetched.values():
                        got += len(batch)
                        got_bytes += sum([len(r.value or b"") for r in batch])
                    nbytes += got_bytes
                    if got and first_at is None:
                        first_at = time.monotonic()
                    count += got
                    progress.advance(got, got_bytes)
        elapsed = time.monotonic() - started
        progress.finish("")
        summary = {
            "records": count, "seconds": round(elapsed, 3),
            "records_per_s": round(count / elapsed), "mb_per_s": round(nbytes / elapsed / 1e6, 2),
            "first_record_ms": round((first_at - started) * 1000, 1) if first_at else None,
        }
        state.out().table([summary], list(summary), data=summary)

    run(body)
