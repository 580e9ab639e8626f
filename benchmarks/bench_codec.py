"""Codec benchmark: kafka_async vs aiokafka (Cython record codec) vs kafka-python, in one run.

    .venv/bin/python -m benchmarks.bench_codec [--quick]

Operations (best of several timed repeats, time per operation):
* RecordBatch v2 encode: append N records (10 B key, value of the given size), build with CRC.
* RecordBatch v2 decode: read the batch and touch offset, timestamp, key, value and headers of
  every record, which is what a consumer does with them (aiokafka materialises some fields only
  on access, so iterating without touching would flatter it).
* Produce request encode (v7): build 15 batches of 100 x 100 B and the request around them.
* Fetch response decode (v4): 15 partitions x 100 records of 100 B; decode the envelope and
  every record, touching the fields as above.
* 1000 single-record batches: the per-batch cost, which dominates for low-traffic producers.

"ours" is the active implementation (the C twin when built), "ours-py" forces pure Python.
Ratios are the peer's time divided by ours: above 1.0 means we are faster.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import timeit
from collections.abc import Callable
from functools import partial
from typing import Any

from aiokafka.protocol.fetch import FetchResponse_v4 as AioFetchResponse  # type: ignore[import-untyped]
from aiokafka.protocol.produce import ProduceRequest_v7 as AioProduceRequest  # type: ignore[import-untyped]
from aiokafka.record.default_records import (  # type: ignore[import-untyped]
    DefaultRecordBatch as AioBatch,
)
from aiokafka.record.default_records import DefaultRecordBatchBuilder as AioBuilder
from aiokafka.record.memory_records import (  # type: ignore[import-untyped]
    MemoryRecords as AioMemoryRecords,
)
from kafka.protocol.consumer.fetch import FetchResponse as KpFetchResponse  # type: ignore[import-untyped]
from kafka.protocol.producer.produce import ProduceRequest as KpProduceRequest  # type: ignore[import-untyped]
from kafka.record.default_records import (  # type: ignore[import-untyped]
    DefaultRecordBatch as KpBatch,
)
from kafka.record.default_records import DefaultRecordBatchBuilder as KpBuilder
from kafka.record.memory_records import MemoryRecords as KpMemoryRecords  # type: ignore[import-untyped]

from kafka_async.protocol.compression import CODEC_IDS
from kafka_async.protocol.messages import FetchResponse, ProduceRequest
from kafka_async.protocol.records import ACTIVE, PURE, Implementation, RecordBatchBuilder
from kafka_async.protocol.records import RecordsReader as Reader

TIMESTAMP = 1_700_000_000_000
KEY = b"k" * 10
TOPICS, PARTITIONS = 5, 3

Bench = Callable[[], object]


def _values(count: int, size: int) -> list[bytes]:
    seed = os.urandom(64)
    return [(seed * (size // 64 + 2))[index % 64:][:size] for index in range(count)]


# ---------------------------------------------------------------------------- batch encoders
def ours_encode(values: list[bytes], codec: str, impl: Implementation) -> bytes | bytearray:
    builder = RecordBatchBuilder(compression_type=codec, batch_size=-1, implementation=impl)
    append = builder.append
    for index, value in enumerate(values):
        append(TIMESTAMP + index, KEY, value, None)
    return builder.build()


def aio_encode(values: list[bytes], codec: str) -> Any:
    builder = AioBuilder(magic=2, compression_type=CODEC_IDS[codec], is_transactional=0,
                         producer_id=-1, producer_epoch=-1, base_sequence=-1,
                         batch_size=1 << 30)
    for index, value in enumerate(values):
        builder.append(index, timestamp=TIMESTAMP + index, key=KEY, value=value, headers=[])
    return builder.build()


def kp_encode(values: list[bytes], codec: str) -> Any:
    builder = KpBuilder(magic=2, compression_type=CODEC_IDS[codec], is_transactional=0,
                        producer_id=-1, producer_epoch=-1, base_sequence=-1, batch_size=1 << 30)
    for index, value in enumerate(values):
        builder.append(index, timestamp=TIMESTAMP + index, key=KEY, value=value, headers=[])
    return builder.build()


# ---------------------------------------------------------------------------- batch decoders
def ours_decode(data: bytes, impl: Implementation) -> int:
    touched = 0
    for batch in Reader(data, check_crcs=False, implementation=impl):
        for record in batch:
            record.offset, record.timestamp, record.key, record.headers  # noqa: B018
            touched += len(record.value or b"")
    return touched


def _touch_peer(batch: Any) -> int:
    touched = 0
    for record in batch:
        record.offset, record.timestamp, record.key, record.headers  # noqa: B018
        touched += len(record.value or b"")
    return touched


def aio_decode(data: bytes) -> int:
    return _touch_peer(AioBatch(data))


def kp_decode(data: bytes) -> int:
    return _touch_peer(KpBatch(data))


def _touch_memory_records(records: Any) -> int:
    touched = 0
    while (batch := records.next_batch()) is not None:
        touched += _touch_peer(batch)
    return touched


def aio_decode_many(data: bytes) -> int:
    return _touch_memory_records(AioMemoryRecords(data))


def kp_decode_many(data: bytes) -> int:
    return _touch_memory_records(KpMemoryRecords(data))


def single_record_batches(values: list[bytes]) -> bytes:
    """One batch per record, as a producer with linger.ms=0 and little traffic writes them."""
    parts = []
    for index, value in enumerate(values):
        builder = RecordBatchBuilder()
        builder.append(TIMESTAMP + index, KEY, value)
        parts.append(bytes(builder.build(base_offset=index)))
    return b"".join(parts)


# ------------------------------------------------------------------------------ Produce v7
def _produce_partitions(values: list[bytes], build: Callable[[list[bytes], str], Any]) -> list[
        tuple[str, list[tuple[int, Any]]]]:
    return [(f"topic-{topic}", [(partition, build(values, "none"))
                                for partition in range(PARTITIONS)]) for topic in range(TOPICS)]


def ours_produce(values: list[bytes]) -> bytes:
    data = ProduceRequest.TopicProduceData
    part = data.PartitionProduceData
    request = ProduceRequest(acks=-1, timeout_ms=30000, topic_data=[
        data(name=f"topic-{topic}", partition_data=[
            part(index=partition, records=ours_encode(values, "none", ACTIVE))
            for partition in range(PARTITIONS)]) for topic in range(TOPICS)])
    return request.encode(7)


def aio_produce(values: list[bytes]) -> bytes:
    request = AioProduceRequest(None, -1, 30000, _produce_partitions(
        values, lambda v, c: bytes(aio_encode(v, c))))
    return bytes(request.encode())


def kp_produce(values: list[bytes]) -> bytes:
    request = KpProduceRequest(version=7, transactional_id=None, acks=-1, timeout_ms=30000,
                               topic_data=_produce_partitions(
                                   values, lambda v, c: bytes(kp_encode(v, c))))
    return bytes(request.encode(version=7))


# ------------------------------------------------------------------------------- Fetch v4
def fetch_response_bytes(batch: bytes) -> bytes:
    topics = [(f"topic-{topic}", [(partition, 0, 1000, 1000, None, batch)
                                  for partition in range(PARTITIONS)])
              for topic in range(TOPICS)]
    return bytes(AioFetchResponse(0, topics).encode())


def ours_fetch(data: bytes) -> int:
    response = FetchResponse.decode(data, 4)
    return sum(ours_decode(bytes(partition.records or b""), ACTIVE)
               for topic in response.responses for partition in topic.partitions)


def aio_fetch(data: bytes) -> int:
    response = AioFetchResponse.decode(io.BytesIO(data))
    return sum(aio_decode(partition[5]) for _, partitions in response.topics
               for partition in partitions)


def kp_fetch(data: bytes) -> int:
    response = KpFetchResponse.decode(io.BytesIO(data), version=4)
    return sum(kp_decode(partition.records) for topic in response.responses
               for partition in topic.partitions)


# --------------------------------------------------------------------------------- harness
def best_times(benches: dict[str, Bench], budget: float, rounds: int) -> dict[str, float]:
    """Best per-call time of each function over `rounds` interleaved rounds.

    Interleaving (a round times every competitor once) means a burst of load from elsewhere on
    the machine hits all of them alike; the minimum over rounds is the least disturbed run.
    """
    timers: dict[str, tuple[timeit.Timer, int]] = {}
    for label, bench in benches.items():
        timer = timeit.Timer(bench)
        number, elapsed = timer.autorange()
        timers[label] = (timer, max(1, int(number * budget / max(elapsed, 1e-9))))
    best = dict.fromkeys(benches, float("inf"))
    for _ in range(rounds):
        for label, (timer, number) in timers.items():
            best[label] = min(best[label], timer.timeit(number) / number)
    return best


def scenarios() -> list[tuple[str, dict[str, Bench]]]:
    rows: list[tuple[str, dict[str, Bench]]] = []
    for count, size in ((1000, 100), (100, 1024)):
        values = _values(count, size)
        for codec in ("none", "lz4"):
            label = f"{count} x {size} B, {codec}"
            rows.append((f"batch encode {label}", {
                "ours": partial(ours_encode, values, codec, ACTIVE),
                "ours-py": partial(ours_encode, values, codec, PURE),
                "aiokafka": partial(aio_encode, values, codec),
                "kafka-python": partial(kp_encode, values, codec),
            }))
            data = bytes(ours_encode(values, codec, ACTIVE))
            expected = ours_decode(data, PURE)
            assert aio_decode(data) == kp_decode(data) == expected
            rows.append((f"batch decode {label}", {
                "ours": partial(ours_decode, data, ACTIVE),
                "ours-py": partial(ours_decode, data, PURE),
                "aiokafka": partial(aio_decode, data),
                "kafka-python": partial(kp_decode, data),
            }))
    singles = single_record_batches(_values(1000, 100))
    assert ours_decode(singles, ACTIVE) == aio_decode_many(singles) == kp_decode_many(singles)
    rows.append(("decode 1000 batches of 1 x 100 B", {
        "ours": partial(ours_decode, singles, ACTIVE),
        "ours-py": partial(ours_decode, singles, PURE),
        "aiokafka": partial(aio_decode_many, singles),
        "kafka-python": partial(kp_decode_many, singles),
    }))
    small = _values(100, 100)
    assert len(ours_produce(small)) == len(aio_produce(small)) == len(kp_produce(small))
    rows.append(("Produce v7 encode 15 x 100 x 100 B", {
        "ours": lambda: ours_produce(small),
        "aiokafka": lambda: aio_produce(small),
        "kafka-python": lambda: kp_produce(small),
    }))
    fetch = fetch_response_bytes(bytes(ours_encode(small, "none", ACTIVE)))
    assert ours_fetch(fetch) == aio_fetch(fetch) == kp_fetch(fetch) == 15 * 100 * (100 + 0)
    rows.append(("Fetch v4 decode 15 x 100 x 100 B", {
        "ours": lambda: ours_fetch(fetch),
        "aiokafka": lambda: aio_fetch(fetch),
        "kafka-python": lambda: kp_fetch(fetch),
    }))
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="shorter repeats (noisier)")
    args = parser.parse_args(argv)
    budget, rounds = (0.03, 3) if args.quick else (0.05, 30)
    print(f"kafka_async records implementation: {ACTIVE.name}; Python {sys.version.split()[0]}")
    columns = ["ours", "ours-py", "aiokafka", "kafka-python"]
    header = (f"{'operation':<38}" + "".join(f"{name + ' us':>16}" for name in columns)
              + f"{'aiokafka/ours':>15}{'kafka-py/ours':>15}")
    print(header)
    print("-" * len(header))
    for name, benches in scenarios():
        times = best_times(benches, budget, rounds)
        cells = "".join(f"{times[c] * 1e6:>16.1f}" if c in times else f"{'-':>16}"
                        for c in columns)
        print(f"{name:<38}{cells}{times['aiokafka'] / times['ours']:>15.2f}"
              f"{times['kafka-python'] / times['ours']:>15.2f}", flush=True)


if __name__ == "__main__":
    main()
