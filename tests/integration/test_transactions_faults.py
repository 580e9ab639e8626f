"""Transactions under faults, on the 3-node cluster (replication factor 3, min ISR 2).

* **Exactly once under SIGKILL**: ``examples/exactly_once.py`` runs as a subprocess over 20,000
  keyed input records with headers and is killed with SIGKILL at random points (after a random
  number of committed rounds, then a random fraction of a round: usually in the middle of a
  transaction) at least three times, restarted each time. At the end the output topic, read
  read_committed, holds exactly one transformed record per input record (a ledger check: none
  lost, none duplicated).
* **The transaction coordinator's node is killed during commits**: every transaction ends
  committed or aborted, never half visible; every commit that returned is visible in full.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import uuid
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import anyio
import pytest
from anyio.abc import Process
from anyio.streams.text import TextReceiveStream
from txn_helpers import HANG_GUARD, read_all, values

from kafka_async import Admin, Consumer, NewTopic, Producer, TopicPartition
from kafka_async.producer import TxnState
from kafka_async.protocol.errors import KafkaError
from kafka_async.protocol.messages import FindCoordinatorRequest
from kafka_async.testing import KafkaCluster

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.integration,
    pytest.mark.cluster,
    pytest.mark.slow,
    pytest.mark.asyncio_only(
        "kills processes and brokers of the 3-node cluster; the transaction paths run on "
        "trio in test_transactions.py"),
]

REPO = Path(__file__).resolve().parents[2]
INPUT_RECORDS = 20_000
PARTITIONS = 4
KILLS = 3


@pytest.fixture
def restarts(kafka_cluster3: KafkaCluster) -> Iterator[list[int]]:
    """Nodes a test kills; restarted afterwards whatever happened."""
    killed: list[int] = []
    yield killed
    for node_id in killed:
        if not kafka_cluster3.is_running(node_id):
            kafka_cluster3.start_node(node_id)


async def create_topics(bootstrap: str, *names: str) -> None:
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([
            NewTopic(name, num_partitions=PARTITIONS, replication_factor=3,
                     configs={"min.insync.replicas": "2"}) for name in names])


def tps(topic: str) -> list[TopicPartition]:
    return [TopicPartition(topic, p) for p in range(PARTITIONS)]


async def start_loop(bootstrap: str, source: str, sink: str, group: str,
                     txn_id: str) -> Process:
    return await anyio.open_process(
        [sys.executable, "-m", "examples.exactly_once", "--bootstrap", bootstrap,
         "--input", source, "--output", sink, "--group", group, "--transactional-id", txn_id,
         "--max-records", "200"],
        cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)}, stderr=subprocess.DEVNULL)


async def wait_for_rounds(process: Process, rounds: int) -> None:
    """Until the loop printed ``rounds`` "committed round" lines (or died)."""
    assert process.stdout is not None
    seen = 0
    buffer = ""
    async for chunk in TextReceiveStream(process.stdout):
        buffer += chunk
        *lines, buffer = buffer.split("\n")
        seen += sum(line.startswith("committed round") for line in lines)
        if seen >= rounds:
            return
    raise AssertionError(f"the loop exited (code {await process.wait()}) after {seen} rounds")


async def committed_total(bootstrap: str, group: str, source: str) -> int:
    async with Consumer(bootstrap_servers=bootstrap, group_id=group) as reader:
        committed = await reader.committed(tps(source))
    return sum(position.offset for position in committed.values() if position is not None)


async def test_exactly_once_survives_sigkill(kafka_cluster3: KafkaCluster) -> None:
    bootstrap = kafka_cluster3.bootstrap
    tag = uuid.uuid4().hex[:8]
    source, sink, group = f"eos-in-{tag}", f"eos-out-{tag}", f"eos-{tag}"
    await create_topics(bootstrap, source, sink)
    async with Producer(bootstrap_servers=bootstrap) as feeder:
        for i in range(INPUT_RECORDS):
            await feeder.send(source, f"rec-{i}".encode(), key=f"user-{i % 97}".encode(),
                              headers=[("origin", b"feeder"), ("seq", str(i).encode())])
        await feeder.flush()

    rng = random.Random()
    kills = 0
    with anyio.fail_after(HANG_GUARD * 4):
        while kills < KILLS:
            process = await start_loop(bootstrap, source, sink, group, f"eos-tx-{tag}")
            try:
                await wait_for_rounds(process, rng.randint(2, 6))
                await anyio.sleep(rng.uniform(0, 0.2))  # the random point: mid-round
            finally:
                process.send_signal(signal.SIGKILL)
                await process.wait()
            kills += 1
        assert await committed_total(bootstrap, group, source) < INPUT_RECORDS  # work left
        process = await start_loop(bootstrap, source, sink, group, f"eos-tx-{tag}")
        try:
            while await committed_total(bootstrap, group, source) < INPUT_RECORDS:
                await anyio.sleep(0.5)  # a condition poll under the hang guard
        finally:
            process.send_signal(signal.SIGKILL)
            await process.wait()

    output = values(await read_all(bootstrap, tps(sink), "read_committed"))
    counts = Counter(output)
    expected = {f"REC-{i}".encode() for i in range(INPUT_RECORDS)}
    assert set(counts) == expected, (
        f"lost {len(expected - set(counts))}, unexpected {len(set(counts) - expected)}")
    duplicated = {value: n for value, n in counts.items() if n > 1}
    assert not duplicated, f"{len(duplicated)} records written more than once"
    assert kills >= KILLS


async def transaction_coordinator(bootstrap: str, txn_id: str) -> int:
    async with Admin(bootstrap_servers=bootstrap) as admin:
        with anyio.fail_after(HANG_GUARD):
            while True:
                response = await admin.client.send(
                    FindCoordinatorRequest(key_type=1, coordinator_keys=[txn_id]))
                entry = response.coordinators[0]
                if not entry.error_code:
                    return int(entry.node_id)
                await anyio.sleep(0.2)


async def test_killing_the_transaction_coordinator_never_leaves_a_transaction_half_visible(
        kafka_cluster3: KafkaCluster, restarts: list[int]) -> None:
    bootstrap = kafka_cluster3.bootstrap
    tag = uuid.uuid4().hex[:8]
    sink, txn_id = f"txn-kill-{tag}", f"kill-tx-{tag}"
    await create_topics(bootstrap, sink)
    transactions, per_transaction, kill_after = 24, 40, 4
    committed: set[int] = set()
    failed: list[str] = []

    def new_producer() -> Producer:
        return Producer(bootstrap_servers=bootstrap, transactional_id=txn_id,
                        max_block_ms=60_000, request_timeout_ms=10_000)

    p = new_producer()
    await p.start()
    try:
        for n in range(transactions):
            if n == kill_after:  # the next commits run while the coordinator moves
                node = await transaction_coordinator(bootstrap, txn_id)
                restarts.append(node)
                kafka_cluster3.kill_node(node)
            try:
                async with p.transaction():
                    for i in range(per_transaction):
                        await p.send(sink, f"t{n}-{i}".encode(), key=f"k{i % 5}".encode(),
                                     headers=[("txn", str(n).encode())])
                committed.add(n)
            except KafkaError as exc:
                failed.append(f"{n}: {type(exc).__name__}")
                if p.fatal_error is not None or p.transaction_state is not TxnState.READY:
                    await p.close()
                    p = new_producer()
                    await p.start()
    finally:
        await p.close()
    assert await transaction_coordinator(bootstrap, txn_id) != restarts[0]  # it moved

    seen = Counter(value.split(b"-")[0] for value in
                   values(await read_all(bootstrap, tps(sink), "read_committed")))
    for n in range(transactions):
        count = seen.get(f"t{n}".encode(), 0)
        assert count in (0, per_transaction), f"transaction {n} is half visible: {count}"
        if n in committed:
            assert count == per_transaction, f"committed transaction {n} is not visible"
    assert len(committed) >= transactions - len(failed)
    assert len(committed) > kill_after  # commits went on after the kill
    print(f"committed {len(committed)} of {transactions}; failed: {failed}")
