"""Record batches against a real Apache Kafka broker, in both directions, for every codec.

* Java console producer -> broker -> raw Fetch over a socket -> our RecordsReader (both
  implementations): keys, values, headers, timestamps, codec and CRC all as written.
* Our RecordBatchBuilder -> raw Produce over a socket -> broker -> Java console consumer and kcat.

The raw requests use only the codec (generated messages + headers + framing) and a blocking
socket, so a record-format bug cannot hide behind the client's own network layer.
"""

from __future__ import annotations

import itertools
import shutil
import socket
import struct
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from kafka_async.protocol.errors import error_for_code, raise_for_code
from kafka_async.protocol.headers import (
    decode_response_header,
    encode_request_header,
    request_header_version,
    response_header_version,
)
from kafka_async.protocol.messages import (
    FetchRequest,
    FetchResponse,
    InitProducerIdRequest,
    InitProducerIdResponse,
    ProduceRequest,
    ProduceResponse,
)
from kafka_async.protocol.records import (
    PURE,
    Implementation,
    Record,
    RecordBatch,
    RecordBatchBuilder,
    RecordsReader,
    load_speedups,
    rewrite_producer_state,
)
from kafka_async.testing import JavaTools
from kafka_async.testing.tools import CONSOLE_PRODUCER

pytestmark = pytest.mark.integration

CODECS = ["none", "gzip", "snappy", "lz4", "zstd"]
CODEC_IDS = {name: index for index, name in enumerate(CODECS)}
SPEEDUPS = load_speedups()
IMPLEMENTATIONS = [PURE] + ([SPEEDUPS] if SPEEDUPS is not None else [])
FETCH_VERSION = 12  # the last version that names topics (13+ uses topic ids)
PRODUCE_VERSION = 9
_correlation_ids = itertools.count(1)


class RawConnection:
    """One blocking socket speaking framed Kafka requests through the codec."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock

    def request(self, message: Any, version: int, response_type: Any) -> Any:
        correlation_id = next(_correlation_ids)
        api_key = message.API_KEY
        header = encode_request_header(api_key, version, correlation_id, "records-interop",
                                       request_header_version(api_key, version))
        payload = header + message.encode(version)
        self.sock.sendall(struct.pack(">i", len(payload)) + payload)
        (size,) = struct.unpack(">i", self._read_exactly(4))
        frame = self._read_exactly(size)
        received_id, body_start = decode_response_header(
            frame, response_header_version(api_key, version))
        assert received_id == correlation_id
        return response_type.decode(memoryview(frame)[body_start:], version)

    def _read_exactly(self, count: int) -> bytes:
        chunks = bytearray()
        while len(chunks) < count:
            chunk = self.sock.recv(count - len(chunks))
            if not chunk:
                raise ConnectionError("broker closed the connection")
            chunks += chunk
        return bytes(chunks)


@contextmanager
def raw_connection(bootstrap: str) -> Iterator[RawConnection]:
    host, port = bootstrap.split(",")[0].rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=30) as sock:
        yield RawConnection(sock)


def fetch_once(connection: RawConnection, topic: str, offset: int, max_bytes: int) -> bytes:
    """One raw Fetch v12 of partition 0; the partition's records bytes."""
    request = FetchRequest(max_wait_ms=500, min_bytes=1, max_bytes=max_bytes, topics=[
        FetchRequest.FetchTopic(topic=topic, partitions=[
            FetchRequest.FetchTopic.FetchPartition(partition=0, fetch_offset=offset,
                                                   partition_max_bytes=max_bytes)])])
    response = connection.request(request, FETCH_VERSION, FetchResponse)
    raise_for_code(response.error_code)
    (partition,) = response.responses[0].partitions
    raise_for_code(partition.error_code)
    return bytes(partition.records or b"")


def fetch_all(bootstrap: str, topic: str, expected: int, timeout: float = 30.0) -> bytes:
    """Raw Fetch v12 from offset 0 until `expected` records arrived; the records bytes."""
    collected = bytearray()
    offset = 0
    deadline = time.monotonic() + timeout
    with raw_connection(bootstrap) as connection:
        while offset < expected:
            assert time.monotonic() < deadline, f"only {offset} of {expected} records fetched"
            records = fetch_once(connection, topic, offset, 10 << 20)
            reader = RecordsReader(records)
            batches = list(reader)
            if batches:
                whole = len(records) - reader.truncated_bytes
                collected += records[:whole]
                offset = batches[-1].next_offset
    return bytes(collected)


def produce_raw(bootstrap: str, topic: str, batch: bytes | bytearray,
                connection: RawConnection | None = None) -> int:
    """Raw Produce v9 (acks=all) of one batch; the base offset the broker assigned."""
    request = ProduceRequest(acks=-1, timeout_ms=30000, topic_data=[
        ProduceRequest.TopicProduceData(name=topic, partition_data=[
            ProduceRequest.TopicProduceData.PartitionProduceData(index=0, records=batch)])])
    if connection is None:
        with raw_connection(bootstrap) as fresh:
            response = fresh.request(request, PRODUCE_VERSION, ProduceResponse)
    else:
        response = connection.request(request, PRODUCE_VERSION, ProduceResponse)
    (partition,) = response.responses[0].partition_responses
    raise_for_code(partition.error_code, partition.error_message)
    return int(partition.base_offset)


def java_produce(tools: JavaTools, topic: str, lines: list[str], codec: str) -> None:
    """Console producer with keys ("|") and headers ("#", "k:v,k:v") parsed from each line."""
    config = tools.command_config(extra={"acks": "all", "linger.ms": "200",
                                         "batch.size": "1048576"})
    # The tool's own --compression-codec wins over compression.type in the config file.
    args = ["--bootstrap-server", tools.cluster.bootstrap, "--command-config", str(config),
            "--topic", topic, "--compression-codec", codec]
    for prop in ("parse.key=true", "key.separator=|", "parse.headers=true",
                 "headers.delimiter=#", "headers.separator=,", "headers.key.separator=:"):
        args += ["--reader-property", prop]
    tools.run(CONSOLE_PRODUCER, args, stdin="".join(f"{line}\n" for line in lines))


@pytest.mark.parametrize("codec", CODECS)
def test_java_producer_batches_decode(codec: str, java_tools: JavaTools, new_topic: Any,
                                      kafka_bootstrap: str) -> None:
    topic = new_topic("interop-in", create=True)
    count = 40
    lines = [f"trace:t{index},app:interop#key-{index}|value-{index}-" + "x" * (index * 7)
             for index in range(count)]
    before = int(time.time() * 1000)
    java_produce(java_tools, topic, lines, codec)
    after = int(time.time() * 1000)
    data = fetch_all(kafka_bootstrap, topic, count)
    for implementation in IMPLEMENTATIONS:
        reader = RecordsReader(data, check_crcs=True, implementation=implementation)
        batches = list(reader)
        assert reader.truncated_bytes == 0
        assert {batch.compression_type for batch in batches} == {CODEC_IDS[codec]}
        assert all(batch.magic == 2 and batch.producer_id >= 0 for batch in batches)  # idempotent
        assert any(batch.record_count > 1 for batch in batches)
        records = [record for batch in batches for record in batch]
        assert [record.offset for record in records] == list(range(count))
        assert [record.key for record in records] == [b"key-%d" % i for i in range(count)]
        assert [record.value for record in records] == [
            b"value-%d-" % i + b"x" * (i * 7) for i in range(count)]
        assert [record.headers for record in records] == [
            (("trace", b"t%d" % i), ("app", b"interop")) for i in range(count)]
        assert all(before - 5000 <= record.timestamp <= after + 5000 for record in records)


def _our_batch(codec: str, base_index: int, implementation: Implementation) -> bytearray:
    builder = RecordBatchBuilder(compression_type=codec, implementation=implementation)
    now = int(time.time() * 1000)
    for index in range(base_index, base_index + 25):
        headers = (("origin", b"kafka_async"), ("n", b"%d" % index)) if index % 2 else ()
        assert builder.append(now + index, b"k%d" % index if index % 3 else None,
                              b"payload-%d-" % index + b"y" * index, headers)
    return builder.build()


@pytest.mark.parametrize("codec", CODECS)
def test_our_batches_read_by_java_and_kcat(codec: str, java_tools: JavaTools, new_topic: Any,
                                           kafka_bootstrap: str) -> None:
    topic = new_topic("interop-out", create=True)
    expected: list[Record] = []
    for round_index, implementation in enumerate(IMPLEMENTATIONS):
        base = round_index * 25
        offset = produce_raw(kafka_bootstrap, topic, _our_batch(codec, base, implementation))
        assert offset == base
        for index in range(base, base + 25):
            headers = (("origin", b"kafka_async"), ("n", b"%d" % index)) if index % 2 else ()
            expected.append(Record(index, 0, b"k%d" % index if index % 3 else None,
                                   b"payload-%d-" % index + b"y" * index, headers))
    total = len(expected)

    lines = java_tools.console_consume(topic, total, print_key=True, key_separator="|",
                                       timeout_ms=20000, props=None)
    assert lines == [f"{(r.key or b'null').decode()}|{r.value.decode()}"  # type: ignore[union-attr]
                     for r in expected]

    kcat = shutil.which("kcat")
    assert kcat is not None, "kcat is required (make kcat)"
    output = subprocess.run(
        [kcat, "-C", "-b", kafka_bootstrap.split(",")[0], "-t", topic, "-o", "beginning", "-e",
         "-q", "-c", str(total), "-f", "%o|%k|%s|%h\\n"],
        capture_output=True, text=True, timeout=60, check=True).stdout.splitlines()
    expected_kcat = []
    for record in expected:
        header_text = ",".join(f"{key}={value.decode()}" for key, value in record.headers
                               if value is not None)
        expected_kcat.append(f"{record.offset}|{(record.key or b'').decode()}|"
                             f"{(record.value or b'').decode()}|{header_text}")
    assert output == expected_kcat

    # And the broker hands back byte-identical records to our reader.
    fetched = [r.as_tuple()[2:] for batch in RecordsReader(fetch_all(kafka_bootstrap, topic, total))
               for r in batch]
    assert fetched == [r.as_tuple()[2:] for r in expected]


def init_producer_id(connection: RawConnection, timeout: float = 60.0) -> Any:
    """InitProducerId (idempotent, no transactional id), retrying retriable errors such as
    COORDINATOR_LOAD_IN_PROGRESS while a fresh broker loads its producer-id state."""
    deadline = time.monotonic() + timeout
    while True:
        response = connection.request(InitProducerIdRequest(transactional_id=None,
                                                            transaction_timeout_ms=60000),
                                      4, InitProducerIdResponse)
        if response.error_code == 0:
            return response
        if not error_for_code(response.error_code).retriable or time.monotonic() > deadline:
            raise_for_code(response.error_code)
        time.sleep(0.5)


def test_idempotent_retry_of_the_same_bytes_is_deduplicated(new_topic: Any,
                                                            kafka_bootstrap: str) -> None:
    """The producer-state fields set at build time are what the broker deduplicates on: sending
    the very same bytes twice appends once, and a rewritten sequence appends the next batch."""
    topic = new_topic("interop-idempotent", create=True)
    with raw_connection(kafka_bootstrap) as connection:
        init = init_producer_id(connection)
        builder = RecordBatchBuilder(compression_type="zstd")
        for index in range(10):
            builder.append(index, None, b"once-%d" % index)
        batch = builder.build(producer_id=init.producer_id, producer_epoch=init.producer_epoch,
                              base_sequence=0)
        assert produce_raw(kafka_bootstrap, topic, batch, connection) == 0
        assert produce_raw(kafka_bootstrap, topic, batch, connection) == 0  # a retry: same offset
        follow_up = bytearray(batch)
        rewrite_producer_state(follow_up, producer_id=init.producer_id,
                               producer_epoch=init.producer_epoch, base_sequence=10)
        assert produce_raw(kafka_bootstrap, topic, follow_up, connection) == 10
    batches = list(RecordsReader(fetch_all(kafka_bootstrap, topic, 20)))
    assert [(b.base_offset, b.base_sequence, b.producer_id) for b in batches] == [
        (0, 0, init.producer_id), (10, 10, init.producer_id)]
    assert [r.value for b in batches for r in b] == [b"once-%d" % i for i in range(10)] * 2


def test_broker_cuts_the_last_batch_and_the_reader_reports_it(new_topic: Any,
                                                              kafka_bootstrap: str) -> None:
    topic = new_topic("interop-partial", create=True)
    sizes = []
    for round_index in range(3):
        builder = RecordBatchBuilder()
        for index in range(20):
            builder.append(index, None, bytes([65 + round_index]) * 500)
        batch = builder.build()
        sizes.append(len(batch))
        assert produce_raw(kafka_bootstrap, topic, batch) == round_index * 20
    with raw_connection(kafka_bootstrap) as connection:
        records = fetch_once(connection, topic, 0, sizes[0] + sizes[1] // 2)
    reader = RecordsReader(records, check_crcs=True)
    (whole,) = list(reader)
    assert isinstance(whole, RecordBatch) and whole.record_count == 20
    assert reader.truncated_bytes == len(records) - sizes[0] > 0
    assert [r.value for r in whole] == [b"A" * 500] * 20
