"""The raw ceiling: pre-encoded request frames on one blocking socket, no client around them.

What a row could reach if the client cost nothing: the broker, the loopback socket and the
Python process that reads and writes the bytes. Produce sends one pre-encoded Produce request
(one full batch per partition, built before the clock with the row's records: keys, headers
and compression included) again and again with up to five requests in flight (the producers'
``max_in_flight_requests_per_connection``); a non-idempotent producer's batches are appended
as often as they arrive, so the log ends with the row's count. Consume sends one Fetch per
round trip for every partition (no fetch session), reads each batch's header for its record
count and last offset and decodes no record. The closing note of issue 19 reports each client
as a fraction of this.

The one-at-a-time row (``pipeline N=1``) is the floor of an *asyncio* client instead: one
pre-encoded single-record Produce frame, written by an asyncio transport, its answer matched by
a protocol callback that resolves one future, and the next written only then, on the loop
kafka_async runs on (uvloop when installed). What the event loop itself costs per round trip is
in it; nothing of a client is.
"""

from __future__ import annotations

import asyncio
import os
import socket
import struct
import sys
import time
from collections.abc import Coroutine, Iterator
from typing import Any, Protocol

from benchmarks.clients.common import (
    FETCH_MAX_WAIT_MS,
    HEADER_KEY,
    HEADER_VALUE,
    IDLE_TIMEOUT_S,
    NotAvailable,
    Outcome,
    Spec,
    collect_start_up_garbage,
    keyed,
    now_ns,
    payload,
    percentiles_ms,
    run_client,
)
from kafka_async.protocol.headers import request_header_version, response_header_version
from kafka_async.protocol.messages import (
    FetchRequest,
    FetchResponse,
    ProduceRequest,
    ProduceResponse,
)
from kafka_async.protocol.records import RecordBatchBuilder

PRODUCE_VERSION = 12  # the last with topic names (13 wants topic ids)
FETCH_VERSION = 12  # likewise (13+ want topic ids)
IN_FLIGHT = 5
CLIENT_ID = b"raw-ceiling"
_SIZE = struct.Struct(">i")
_HEADER = struct.Struct(">hhi")
_BATCH = struct.Struct(">qi")  # base offset, batch length
_LAST_OFFSET_DELTA = struct.Struct(">i")
_RECORD_COUNT = struct.Struct(">i")


def _frame(api_key: int, version: int, correlation_id: int, body: bytes) -> bytes:
    header = _HEADER.pack(api_key, version, correlation_id)
    header += _SIZE.pack(len(CLIENT_ID))[2:] + CLIENT_ID  # INT16 length + client id
    if request_header_version(api_key, version) == 2:
        header += b"\x00"  # no tagged fields
    return _SIZE.pack(len(header) + len(body)) + header + body


class _Link:
    """One blocking socket: whole frames out, whole response bodies in."""

    def __init__(self, bootstrap: str) -> None:
        host, _, port = bootstrap.rpartition(":")
        self.sock = socket.create_connection((host, int(port)), timeout=IDLE_TIMEOUT_S)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = bytearray()

    def send(self, frame: bytes) -> None:
        self.sock.sendall(frame)

    def receive(self) -> memoryview:
        """The next response frame's content (header included)."""
        while len(self.buffer) < 4:
            self._fill()
        size = _SIZE.unpack_from(self.buffer, 0)[0]
        while len(self.buffer) < 4 + size:
            self._fill()
        content = memoryview(bytes(self.buffer[4:4 + size]))
        del self.buffer[:4 + size]
        return content

    def _fill(self) -> None:
        chunk = self.sock.recv(1 << 20)
        if not chunk:
            raise ConnectionError("the broker closed the connection")
        self.buffer += chunk

    def close(self) -> None:
        self.sock.close()


def _body_after_header(content: memoryview, api_key: int, version: int) -> memoryview:
    # correlation id (4), then a tagged-field byte in a flexible response header
    return content[4 + (1 if response_header_version(api_key, version) == 1 else 0):]


def _records_for(spec: Spec) -> Iterator[tuple[bytes | None, list[tuple[str, bytes]] | None]]:
    if spec.api == "keyed":
        headers = [(HEADER_KEY, HEADER_VALUE)]
        for key, _ in keyed(spec.batch_size, 1):
            yield key, headers
    else:
        while True:
            yield None, None


def _one_request(spec: Spec) -> tuple[bytes, int]:
    """The Produce request body every round sends, and how many records it carries."""
    value = payload(spec.size)
    timestamp = int(time.time() * 1000)  # now: a 0 would age out by retention at once
    partitions = []
    carried = 0
    for partition in range(spec.partitions):
        builder = RecordBatchBuilder(compression_type=spec.compression,
                                     batch_size=spec.batch_size)
        for key, headers in _records_for(spec):
            if not builder.append(timestamp, key, value, headers):
                break
        carried += builder.record_count
        partitions.append(ProduceRequest.TopicProduceData.PartitionProduceData(
            partition, builder.build()))
    request = ProduceRequest(acks=1 if spec.acks == "1" else -1, timeout_ms=30_000,
                             topic_data=[ProduceRequest.TopicProduceData(
                                 spec.topic, partition_data=partitions)])
    return request.encode(PRODUCE_VERSION), carried


def _produce(spec: Spec) -> Outcome:
    body, per_request = _one_request(spec)
    rounds = -(-spec.count // per_request)
    link = _Link(spec.bootstrap)
    check = ProduceResponse.decode
    try:
        start = now_ns()
        sent = answered = 0
        while answered < rounds:
            while sent < rounds and sent - answered < IN_FLIGHT:
                link.send(_frame(ProduceRequest.API_KEY, PRODUCE_VERSION, sent, body))
                sent += 1
            response = check(_body_after_header(link.receive(), ProduceRequest.API_KEY,
                                                PRODUCE_VERSION), PRODUCE_VERSION)
            for topic in response.responses:
                for part in topic.partition_responses:
                    if part.error_code:
                        raise RuntimeError(f"partition {part.index}: error {part.error_code}")
            answered += 1
        elapsed = (now_ns() - start) / 1e9
    finally:
        link.close()
    count = rounds * per_request
    return Outcome("ok", count, count * spec.size, elapsed)


def _count_batches(records: memoryview) -> tuple[int, int]:
    """(records, next offset) of the whole batches in a partition's records; headers only."""
    position = count = 0
    next_offset = -1
    end = len(records)
    while end - position >= 61:
        base_offset, length = _BATCH.unpack_from(records, position)
        if end - position < 12 + length:
            break  # a partial batch at the end of the response
        next_offset = base_offset + _LAST_OFFSET_DELTA.unpack_from(records, position + 23)[0] + 1
        count += _RECORD_COUNT.unpack_from(records, position + 57)[0]
        position += 12 + length
    return count, next_offset


def _consume(spec: Spec) -> Outcome:
    if spec.mode == "group":
        raise NotAvailable("the raw ceiling has no group membership")
    offsets = dict.fromkeys(range(spec.partitions), 0)
    link = _Link(spec.bootstrap)
    decode = FetchResponse.decode
    received = received_bytes = 0
    correlation_id = 0
    try:
        start = last_progress = now_ns()
        while received < spec.count:
            request = FetchRequest(max_wait_ms=FETCH_MAX_WAIT_MS, min_bytes=1,
                                   max_bytes=52_428_800, topics=[FetchRequest.FetchTopic(
                                       spec.topic, partitions=[
                                           FetchRequest.FetchTopic.FetchPartition(
                                               p, fetch_offset=o, partition_max_bytes=1_048_576)
                                           for p, o in offsets.items()])])
            link.send(_frame(FetchRequest.API_KEY, FETCH_VERSION, correlation_id,
                             request.encode(FETCH_VERSION)))
            correlation_id += 1
            response = decode(_body_after_header(link.receive(), FetchRequest.API_KEY,
                                                 FETCH_VERSION), FETCH_VERSION)
            for topic in response.responses:
                for part in topic.partitions:
                    if part.error_code:
                        raise RuntimeError(f"partition {part.partition_index}: "
                                           f"error {part.error_code}")
                    if not part.records:
                        continue
                    records = memoryview(part.records)
                    count, next_offset = _count_batches(records)
                    if count:
                        offsets[part.partition_index] = next_offset
                        received += count
                        received_bytes += count * spec.size
                        last_progress = now_ns()
            if (now_ns() - last_progress) / 1e9 > IDLE_TIMEOUT_S:
                raise TimeoutError(f"consumed {received}/{spec.count}, then nothing")
        elapsed = (now_ns() - start) / 1e9
    finally:
        link.close()
    return Outcome("ok", received, received_bytes, elapsed)


class FrameProtocol(asyncio.Protocol):
    """Whole response frames out of the byte stream, each resolving the waiting future."""

    def __init__(self) -> None:
        self.buffer = bytearray()
        self.waiter: asyncio.Future[memoryview] | None = None

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        if len(self.buffer) < 4:
            return
        size = _SIZE.unpack_from(self.buffer, 0)[0]
        if len(self.buffer) >= 4 + size and self.waiter is not None:
            content = memoryview(bytes(self.buffer[4:4 + size]))
            del self.buffer[:4 + size]
            self.waiter.set_result(content)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_exception(ConnectionError("the broker closed the connection"))


def lone_produce_body(topic: str, size: int, acks: str) -> bytes:
    """The one-record Produce request body every round of the one-at-a-time floor sends."""
    builder = RecordBatchBuilder()
    builder.append(int(time.time() * 1000), None, payload(size))
    request = ProduceRequest(acks=1 if acks == "1" else -1, timeout_ms=30_000,
                             topic_data=[ProduceRequest.TopicProduceData(
                                 topic, partition_data=[
                                     ProduceRequest.TopicProduceData.PartitionProduceData(
                                         0, builder.build())])])
    return request.encode(PRODUCE_VERSION)


class FrameWriter(Protocol):
    """What the floor writes its frames to: an asyncio transport (or a stand-in for one)."""

    def write(self, data: bytes) -> None: ...


async def lone_round_trips(transport: FrameWriter, protocol: FrameProtocol, body: bytes,
                           first_id: int, count: int, latencies: list[int] | None) -> None:
    """``count`` round trips of the floor: write one frame, await its answer, check it."""
    loop = asyncio.get_running_loop()
    for correlation_id in range(first_id, first_id + count):
        sent = now_ns()
        protocol.waiter = loop.create_future()
        transport.write(_frame(ProduceRequest.API_KEY, PRODUCE_VERSION, correlation_id, body))
        content = await protocol.waiter
        response = ProduceResponse.decode(_body_after_header(
            content, ProduceRequest.API_KEY, PRODUCE_VERSION), PRODUCE_VERSION)
        error = response.responses[0].partition_responses[0].error_code
        if error:
            raise RuntimeError(f"partition 0: error {error}")
        if latencies is not None:
            latencies.append(now_ns() - sent)


async def _one_at_a_time(spec: Spec) -> Outcome:
    body = lone_produce_body(spec.topic, spec.size, spec.acks)
    loop = asyncio.get_running_loop()
    host, _, port = spec.bootstrap.rpartition(":")
    transport, protocol = await loop.create_connection(FrameProtocol, host, int(port))
    latencies: list[int] = []
    try:
        collect_start_up_garbage()
        start = now_ns()
        await lone_round_trips(transport, protocol, body, 0, spec.count, latencies)
        elapsed = (now_ns() - start) / 1e9
    finally:
        transport.close()
    return Outcome("ok", spec.count, spec.count * spec.size, elapsed, percentiles_ms(latencies),
                   extra={"event_loop": type(loop).__module__.split(".")[0]})


def _pipeline(spec: Spec) -> Outcome:
    if spec.concurrency != 1:
        raise NotAvailable("the raw ceiling runs the one-at-a-time row (N=1) only")
    return _run_on_the_clients_loop(_one_at_a_time(spec))


def _run_on_the_clients_loop(main: Coroutine[Any, Any, Outcome]) -> Outcome:
    """On the event loop kafka_async runs on in this harness: uvloop when it is installed,
    unless ``KAFKA_ASYNC_EVENT_LOOP=asyncio`` (kafka_async.network.event_loop reads the same
    variable). Why: a floor measured on the standard loop, whose round trip costs more than
    uvloop's, would flatter a client running on uvloop; until run R this one did."""
    choice = os.environ.get("KAFKA_ASYNC_EVENT_LOOP", "").strip().lower()
    if choice != "asyncio":
        try:
            import uvloop
        except ImportError:
            if choice == "uvloop":
                raise
        else:
            outcome: Outcome = uvloop.run(main)
            return outcome
    return asyncio.run(main)


HANDLERS = {"produce": _produce, "consume": _consume, "pipeline": _pipeline}

if __name__ == "__main__":
    sys.exit(run_client(HANDLERS, sys.argv))
