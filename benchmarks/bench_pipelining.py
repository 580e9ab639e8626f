"""Round-trip rate over ONE connection with 1, 10, 100 and 1000 concurrent tasks, plus p50/p99
latency at 1 concurrent: kafka_async (asyncio and trio) against aiokafka's ``AIOKafkaClient.send``
and kafka-python's connection manager, in one run, against the same real broker.

Every client sends the same small request (Metadata for no topics, or ApiVersions with
``--request api_versions``) to the same node; each keeps ``concurrency`` requests outstanding by
running that many tasks (kafka-python: that many coroutines on its own selector loop). In-flight
caps are raised to the concurrency for everyone.

The **raw ceiling** client is the least work any client can do: pre-encoded request frames
written in bulk from an asyncio Protocol callback (one ``write`` per received chunk, with as
many new frames as responses just completed), responses only split by their size prefix and
counted, no tasks, no decoding, no correlation matching. Whatever it reaches is what the broker
(plus the kernel) allows on one connection on this machine; every other client is reported as a
fraction of it.

    .venv/bin/python -m benchmarks.bench_pipelining [--quick] [--json out.json]
        [--request metadata|api_versions] [--clients raw,asyncio,trio,aiokafka,kafka-python]

Uses ``KAFKA_ASYNC_BOOTSTRAP=host:port`` when set, else starts a one-node broker with the
project's harness and the benchmark JVM options of ``benchmarks.broker`` (and stops it at the
end).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import statistics
import sys
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import asdict, dataclass
from typing import Any

import anyio

LEVELS = (1, 10, 100, 1000)
RAW = "raw ceiling"
RAW_EAGER = "raw, write per chunk"
CLIENTS = ("raw", "raw-eager", "asyncio", "trio", "aiokafka", "kafka-python")


@dataclass
class Result:
    client: str
    concurrency: int
    requests: int
    seconds: float
    p50_ms: float | None = None
    p99_ms: float | None = None
    cpu_us: float = 0.0  # client process CPU time per request (robust on a shared machine)
    samples: list[float] | None = None

    @property
    def rate(self) -> float:
        return self.requests / self.seconds


def requests_for(concurrency: int, quick: bool) -> int:
    base = 1000 if quick else 4000
    return max(base, concurrency * (5 if quick else 20))


async def drive(
    send: Callable[[], Awaitable[Any]], concurrency: int, total: int
) -> tuple[float, list[float], float]:
    """Run ``total`` sends with ``concurrency`` tasks (anyio: works on asyncio and trio)."""
    per_task = total // concurrency
    latencies: list[float] = []

    async def worker() -> None:
        for _ in range(per_task):
            started = time.perf_counter()
            await send()
            latencies.append(time.perf_counter() - started)

    for _ in range(min(200, total)):  # warm-up
        await send()
    cpu, started = time.process_time(), time.perf_counter()
    async with anyio.create_task_group() as group:
        for _ in range(concurrency):
            group.start_soon(worker)
    return time.perf_counter() - started, latencies, time.process_time() - cpu


def summarise(
    name: str, concurrency: int, seconds: float, latencies: list[float], cpu: float
) -> Result:
    result = Result(name, concurrency, len(latencies), seconds, cpu_us=cpu / len(latencies) * 1e6)
    if concurrency == 1:
        result.samples = latencies
    return result


def best_of(rounds: list[Result]) -> list[Result]:
    """Per (client, concurrency): the fastest round's rate (the machine is shared, so slower
    rounds measure the neighbours); latency quantiles over the samples of every round."""
    best: dict[tuple[str, int], Result] = {}
    samples: dict[str, list[float]] = {}
    cpu: dict[tuple[str, int], float] = {}
    for result in rounds:
        key = (result.client, result.concurrency)
        cpu[key] = min(cpu.get(key, result.cpu_us), result.cpu_us)
        if key not in best or result.rate > best[key].rate:
            best[key] = result
        if result.samples:
            samples.setdefault(result.client, []).extend(result.samples)
    for (client, concurrency), result in best.items():
        result.cpu_us = cpu[(client, concurrency)]
        if concurrency == 1 and samples.get(client):
            cuts = statistics.quantiles(samples[client], n=100)
            result.p50_ms, result.p99_ms = cuts[49] * 1000, cuts[98] * 1000
        result.samples = None
    return list(best.values())


def our_request(kind: str) -> Any:
    from kafka_async.protocol.messages import ApiVersionsRequest, MetadataRequest

    if kind == "api_versions":
        return ApiVersionsRequest(client_software_name="bench", client_software_version="1")
    return MetadataRequest(topics=[])


async def bench_kafka_async(
    bootstrap: str, quick: bool, backend: str, kind: str = "metadata"
) -> list[Result]:
    from kafka_async.cluster.config import ClientConfig, parse_address
    from kafka_async.network import open_connection

    config = ClientConfig.from_kwargs(
        bootstrap_servers=bootstrap, max_in_flight_requests_per_connection=max(LEVELS)
    )
    host, port = parse_address(config.bootstrap_servers[0])
    connection = await open_connection(host, port, config.connection_settings(), node_id=1)
    results = []
    async with anyio.create_task_group() as group:
        group.start_soon(connection.run)

        make = our_request
        connection_send = connection.send

        async def send() -> Any:
            return await connection_send(make(kind))

        for concurrency in LEVELS:
            measured = await drive(send, concurrency, requests_for(concurrency, quick))
            results.append(summarise(f"kafka_async ({backend})", concurrency, *measured))
        connection.close()
    return results


async def bench_aiokafka(bootstrap: str, quick: bool, kind: str = "metadata") -> list[Result]:
    from aiokafka.client import AIOKafkaClient  # type: ignore[import-untyped]
    from aiokafka.protocol.admin import ApiVersionRequest  # type: ignore[import-untyped]
    from aiokafka.protocol.metadata import (  # type: ignore[import-untyped]
        MetadataRequest as AioMetadataRequest,
    )

    def make() -> Any:
        return ApiVersionRequest() if kind == "api_versions" else AioMetadataRequest([])

    client = AIOKafkaClient(bootstrap_servers=bootstrap)
    await client.bootstrap()
    node_id = next(iter(client.cluster.brokers())).nodeId
    results = []
    try:

        async def send() -> Any:
            return await client.send(node_id, make())

        for concurrency in LEVELS:
            measured = await drive(send, concurrency, requests_for(concurrency, quick))
            results.append(summarise("aiokafka 0.14", concurrency, *measured))
    finally:
        await client.close()
    return results


def bench_kafka_python(bootstrap: str, quick: bool, kind: str = "metadata") -> list[Result]:
    from kafka.admin import KafkaAdminClient  # type: ignore[import-untyped]
    from kafka.protocol.metadata import (  # type: ignore[import-untyped]
        ApiVersionsRequest,
        MetadataRequest,
    )

    def make() -> Any:
        return ApiVersionsRequest() if kind == "api_versions" else MetadataRequest(topics=[])

    admin = KafkaAdminClient(
        bootstrap_servers=bootstrap, max_in_flight_requests_per_connection=max(LEVELS)
    )
    manager = admin._manager
    node_id = manager.least_loaded_node()
    results = []

    async def level(concurrency: int, total: int) -> tuple[float, list[float], float]:
        latencies: list[float] = []

        async def worker(count: int) -> None:
            for _ in range(count):
                started = time.perf_counter()
                await manager.send(make(), node_id=node_id)
                latencies.append(time.perf_counter() - started)

        await worker(min(200, total))
        latencies.clear()
        cpu, started = time.process_time(), time.perf_counter()
        futures = [manager.call_soon(worker, total // concurrency) for _ in range(concurrency)]
        for future in futures:
            await future
        return time.perf_counter() - started, latencies, time.process_time() - cpu

    try:
        for concurrency in LEVELS:
            measured = manager.run(level, concurrency, requests_for(concurrency, quick))
            results.append(summarise("kafka-python 3.0", concurrency, *measured))
    finally:
        admin.close()
    return results


async def _request_frame(bootstrap: str, kind: str) -> tuple[str, int, bytes]:
    """One framed request, encoded at the version our client negotiates (correlation id 0:
    the broker only echoes it, and the raw client never looks at it)."""
    from kafka_async.cluster.config import ClientConfig, parse_address
    from kafka_async.network import open_connection
    from kafka_async.protocol.headers import encode_request_header

    config = ClientConfig.from_kwargs(bootstrap_servers=bootstrap)
    host, port = parse_address(config.bootstrap_servers[0])
    connection = await open_connection(host, port, config.connection_settings(), node_id=1)
    request = our_request(kind)
    request_class = type(request)
    version = connection.versions.pick(request_class, request_class.API_KEY)
    connection.close()
    header = encode_request_header(
        request_class.API_KEY, version, 0, "raw-ceiling", request_class.header_version(version)
    )
    payload = header + b"".join(bytes(part) for part in request.encode_parts(version))
    return host, port, len(payload).to_bytes(4, "big") + payload


class _RawPipeline(asyncio.Protocol):
    """Keeps ``concurrency`` pre-encoded requests outstanding with the least possible work."""

    def __init__(self, request_frame: bytes, coalesce: bool) -> None:
        self.frame = request_frame
        self.coalesce = coalesce
        self.to_write = 0
        self.flush_scheduled = False
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.remaining = 0  # requests still to write in this run
        self.outstanding = 0
        self.done: asyncio.Future[None] | None = None
        self.timed = False
        self.sent_at: list[float] = []
        self.latencies: list[float] = []

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport

    def start(self, concurrency: int, total: int, timed: bool) -> asyncio.Future[None]:
        assert self.transport is not None
        self.done = asyncio.get_running_loop().create_future()
        self.timed = timed
        self.latencies = []
        first = min(concurrency, total)
        self.remaining = total - first
        self.outstanding = first
        if timed:
            self.sent_at = [time.perf_counter()]
        self.transport.write(self.frame * first)
        return self.done

    def data_received(self, data: bytes) -> None:
        buffer = self.buffer
        buffer += data
        offset, end, completed = 0, len(buffer), 0
        while end - offset >= 4:
            size = int.from_bytes(buffer[offset : offset + 4], "big")
            if end - offset - 4 < size:
                break
            offset += 4 + size
            completed += 1
        if not completed:
            return
        del buffer[:offset]
        if self.timed:  # one request in flight at a time: one response per chunk
            now = time.perf_counter()
            self.latencies.append(now - self.sent_at[0])
            self.sent_at[0] = now
        self.outstanding -= completed
        more = min(completed, self.remaining)
        self.to_write += more
        self.remaining -= more
        if self.to_write and self.coalesce:
            if not self.flush_scheduled:  # one write per event-loop turn, however many chunks
                self.flush_scheduled = True
                asyncio.get_running_loop().call_soon(self.flush)
        elif self.to_write:
            self.flush()
        elif not self.outstanding and self.done is not None and not self.done.done():
            self.done.set_result(None)

    def flush(self) -> None:
        self.flush_scheduled = False
        more, self.to_write = self.to_write, 0
        if more and self.transport is not None:
            self.outstanding += more
            self.transport.write(self.frame * more)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.done is not None and not self.done.done():
            self.done.set_exception(exc or ConnectionError("the broker closed the connection"))


async def bench_raw(
    bootstrap: str, quick: bool, kind: str = "metadata", coalesce: bool = True
) -> list[Result]:
    """The ceiling: see the module docstring. ``coalesce``: write once per event-loop turn
    (else once per received chunk)."""
    import socket

    host, port, request_frame = await _request_frame(bootstrap, kind)
    loop = asyncio.get_running_loop()
    transport, protocol = await loop.create_connection(
        lambda: _RawPipeline(request_frame, coalesce), host, port
    )
    transport.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    results = []
    try:
        for concurrency in LEVELS:
            total = requests_for(concurrency, quick)
            await protocol.start(1, min(200, total), False)  # warm-up
            timed = concurrency == 1
            cpu, started = time.process_time(), time.perf_counter()
            await protocol.start(concurrency, total // concurrency * concurrency, timed)
            seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
            latencies = protocol.latencies if timed else [0.0] * total
            name = RAW if coalesce else RAW_EAGER
            result = Result(name, concurrency, total, seconds, cpu_us=cpu / total * 1e6)
            if timed:
                result.samples = latencies
            results.append(result)
    finally:
        transport.close()
    return results


@contextlib.contextmanager
def broker() -> Iterator[str]:
    external = os.environ.get("KAFKA_ASYNC_BOOTSTRAP")
    if external:
        yield external
        return
    from benchmarks.broker import BENCH_BROKER_JVM_OPTS, BROKER_JVM_ENV
    from kafka_async.testing import KafkaCluster

    # The same JVM as benchmarks.run measures (C2, G1), not the harness's fast-start C1 build:
    # the ceiling on one connection is the broker's per-request turnaround.
    os.environ.setdefault(BROKER_JVM_ENV, BENCH_BROKER_JVM_OPTS)
    with KafkaCluster(nodes=1) as cluster:
        yield cluster.bootstrap


def print_table(results: list[Result]) -> None:
    clients = list(dict.fromkeys(r.client for r in results))
    header = f"{'client':<24}" + "".join(f"{f'{c} conc.':>14}" for c in LEVELS)
    print(header + f"{'p50 ms @1':>11}{'p99 ms @1':>11}")
    for client in clients:
        rows = {r.concurrency: r for r in results if r.client == client}
        line = f"{client:<24}" + "".join(f"{rows[c].rate:>12,.0f}/s" for c in LEVELS)
        line += f"{rows[1].p50_ms or 0:>11.3f}{rows[1].p99_ms or 0:>11.3f}"
        print(line)
    print()
    print(f"{'client CPU µs/request':<24}" + "".join(f"{f'{c} conc.':>14}" for c in LEVELS))
    for client in clients:
        rows = {r.concurrency: r for r in results if r.client == client}
        print(f"{client:<24}" + "".join(f"{rows[c].cpu_us:>14.1f}" for c in LEVELS))
    base = {r.concurrency: r.rate for r in results if r.client == "aiokafka 0.14"}
    ours = {r.concurrency: r.rate for r in results if r.client == "kafka_async (asyncio)"}
    if base and ours:
        ratios = ", ".join(f"{c}: {ours[c] / base[c]:.2f}x" for c in LEVELS)
        print(f"kafka_async (asyncio) / aiokafka rate: {ratios}")
    ceiling: dict[int, float] = {}
    for r in results:  # the better of the two raw strategies, per level
        if r.client in (RAW, RAW_EAGER):
            ceiling[r.concurrency] = max(ceiling.get(r.concurrency, 0.0), r.rate)
    if ceiling:
        print()
        print(f"{'fraction of best raw':<24}" + "".join(f"{f'{c} conc.':>14}" for c in LEVELS))
        for client in clients:
            rows = {r.concurrency: r for r in results if r.client == client}
            print(f"{client:<24}" + "".join(f"{rows[c].rate / ceiling[c]:>14.2f}" for c in LEVELS))
        if base:
            ratios = ", ".join(f"{c}: {ceiling[c] / base[c]:.2f}x" for c in LEVELS)
            print(f"raw ceiling / aiokafka rate: {ratios}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer requests per level")
    parser.add_argument("--json", help="also write the results to this file")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (best kept)")
    parser.add_argument("--request", choices=("metadata", "api_versions"), default="metadata")
    parser.add_argument(
        "--clients", default=",".join(CLIENTS), help=f"comma-separated subset of {CLIENTS}"
    )
    args = parser.parse_args(argv)
    chosen = set(args.clients.split(","))
    unknown = chosen - set(CLIENTS)
    if unknown:
        parser.error(f"unknown clients {sorted(unknown)}; choose from {CLIENTS}")
    kind, quick = args.request, args.quick
    logging.basicConfig(level=logging.ERROR)
    rounds: list[Result] = []
    with broker() as bootstrap:
        for _ in range(args.rounds):
            if "raw" in chosen:
                rounds += asyncio.run(bench_raw(bootstrap, quick, kind))
            if "raw-eager" in chosen:
                rounds += asyncio.run(bench_raw(bootstrap, quick, kind, coalesce=False))
            if "asyncio" in chosen:
                rounds += anyio.run(bench_kafka_async, bootstrap, quick, "asyncio", kind)
            if "trio" in chosen:
                rounds += anyio.run(
                    bench_kafka_async, bootstrap, quick, "trio", kind, backend="trio"
                )
            if "aiokafka" in chosen:
                rounds += asyncio.run(bench_aiokafka(bootstrap, quick, kind))
            if "kafka-python" in chosen and kind == "metadata":
                # kafka-python 3.0 fails to decode a pipelined ApiVersions answer
                # (KafkaProtocolError "Unable to decode response"): Metadata only.
                rounds += bench_kafka_python(bootstrap, quick, kind)
    results = best_of(rounds)
    what = "ApiVersions" if kind == "api_versions" else "Metadata(topics=[])"
    print(f"best of {args.rounds} interleaved rounds, {what} over one connection")
    print_table(results)
    if args.json:
        with open(args.json, "w") as handle:
            json.dump([asdict(r) | {"rate": r.rate} for r in results], handle, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
