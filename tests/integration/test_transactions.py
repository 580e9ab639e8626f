"""The transactional producer against real brokers, on both transaction protocols.

Each test runs twice: on a broker whose finalized ``transaction.version`` is 2 (Kafka 4's
default: KIP-890, partitions join through Produce, every EndTxn bumps the epoch) and on one
formatted with ``transaction.version=1`` (AddPartitionsToTxn, AddOffsetsToTxn). Both brokers
check for timed-out transactions every 500 ms (instead of 10 s), so the timeout test is quick.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Iterator

import anyio
import pytest
from txn_helpers import HANG_GUARD, read_all, settled, values

from kafka_async import Admin, Consumer, NewTopic, Producer, TopicPartition
from kafka_async.consumer import OffsetAndMetadata
from kafka_async.producer import (
    InvalidProducerEpochError,
    ProducerFencedError,
    TransactionAbortableError,
    TransactionAbortedError,
    TransactionStateError,
    TxnState,
)
from kafka_async.protocol.errors import (
    IllegalGenerationError,
    InvalidTxnStateError,
    KafkaError,
    MessageTooLargeError,
)
from kafka_async.testing import KafkaCluster
from kafka_async.testing.fixtures import running_cluster

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

FENCED = (ProducerFencedError, InvalidProducerEpochError)
_FAST_TIMEOUT_CHECK = {"transaction.abort.timed.out.transaction.cleanup.interval.ms": 500}


@pytest.fixture(scope="module", params=["v2", "v1"])
def txn_cluster(request: pytest.FixtureRequest) -> Iterator[KafkaCluster]:
    features = {"transaction.version": 1} if request.param == "v1" else None
    with running_cluster(1, broker_config=_FAST_TIMEOUT_CHECK, features=features,
                         graceful_stop=False) as cluster:
        cluster.txn_protocol = request.param  # type: ignore[attr-defined]
        yield cluster


@pytest.fixture
def bootstrap(txn_cluster: KafkaCluster) -> str:
    return txn_cluster.bootstrap


@pytest.fixture
def v2(txn_cluster: KafkaCluster) -> bool:
    return bool(txn_cluster.txn_protocol == "v2")  # type: ignore[attr-defined]


async def new_topic(bootstrap: str, partitions: int = 3, **configs: str) -> str:
    name = f"txn-{uuid.uuid4().hex[:10]}"
    async with Admin(bootstrap_servers=bootstrap) as admin:
        await admin.create_topics([NewTopic(name, num_partitions=partitions,
                                            replication_factor=1, configs=configs)])
    return name


def tps(topic: str, partitions: int = 3) -> list[TopicPartition]:
    return [TopicPartition(topic, p) for p in range(partitions)]


def producer(bootstrap: str, transactional_id: str | None = None, **settings: object) -> Producer:
    return Producer(bootstrap_servers=bootstrap, max_block_ms=30_000,
                    transactional_id=transactional_id or f"tx-{uuid.uuid4().hex[:8]}",
                    **settings)


async def send_keyed(p: Producer, topic: str, label: str, count: int) -> None:
    for i in range(count):
        await p.send(topic, f"{label}-{i}".encode(), key=f"key-{i % 7}".encode(),
                     headers=[("label", label.encode()), ("n", str(i).encode())])


async def test_committed_records_are_visible_aborted_never(bootstrap: str, v2: bool) -> None:
    topic = await new_topic(bootstrap)
    async with producer(bootstrap) as p:
        assert p._txn is not None and p._txn.v2 is v2  # the protocol the cluster runs
        assert p.transaction_state is TxnState.READY
        async with p.transaction():
            await send_keyed(p, topic, "c1", 100)
        await p.begin_transaction()
        await send_keyed(p, topic, "ab", 60)
        await p.flush()  # written to the log, then aborted
        await p.abort_transaction()
        async with p.transaction():
            await send_keyed(p, topic, "c2", 40)
        assert p.transaction_state is TxnState.READY
    committed = await read_all(bootstrap, tps(topic), "read_committed")
    assert sorted(values(committed)) == sorted(
        [f"c1-{i}".encode() for i in range(100)] + [f"c2-{i}".encode() for i in range(40)])
    assert all(dict(r.headers)["label"] in (b"c1", b"c2") for r in committed)
    everything = values(await read_all(bootstrap, tps(topic), "read_uncommitted"))
    assert len(everything) == 200
    assert sum(v.startswith(b"ab-") for v in everything) == 60


async def test_a_second_producer_fences_the_first(bootstrap: str) -> None:
    topic = await new_topic(bootstrap)
    txn_id = f"zombie-{uuid.uuid4().hex[:8]}"
    zombie = producer(bootstrap, txn_id)
    async with zombie:
        await zombie.begin_transaction()
        await send_keyed(zombie, topic, "zombie", 30)
        await zombie.flush()
        async with producer(bootstrap, txn_id) as successor:  # fences, aborts the open one
            with pytest.raises(FENCED):
                await zombie.commit_transaction()
            assert zombie.transaction_state is TxnState.FATAL_ERROR
            with pytest.raises(FENCED):
                await zombie.send(topic, b"late")
            with pytest.raises(FENCED):
                await zombie.begin_transaction()
            async with successor.transaction():
                await send_keyed(successor, topic, "successor", 20)
    visible = values(await read_all(bootstrap, tps(topic), "read_committed"))
    assert sorted(visible) == sorted(f"successor-{i}".encode() for i in range(20))


async def test_a_transaction_that_timed_out_is_aborted_and_the_producer_goes_on(
        bootstrap: str, v2: bool) -> None:
    """transaction_timeout_ms passed: the coordinator aborts the transaction and moves the
    epoch on. As in Java (KIP-588), the producer's next records fail with
    InvalidProducerEpochError and the transaction becomes abortable (not fatal). With
    transactions V2 abort_transaction() takes the new epoch and the next transaction
    commits; a V1 coordinator answers the old epoch's EndTxn PRODUCER_FENCED (fatal)."""
    topic = await new_topic(bootstrap, 1)
    txn_id = f"timeout-{uuid.uuid4().hex[:8]}"
    async with producer(bootstrap, txn_id, transaction_timeout_ms=1000) as p, \
            Admin(bootstrap_servers=bootstrap) as admin:
        await p.begin_transaction()
        await (await p.send(topic, b"timed out"))

        async def state() -> str:
            return str((await admin.describe_transactions([txn_id]))[txn_id].state)

        with anyio.fail_after(60):  # the coordinator's expiry check runs every few seconds
            while await state() == "Ongoing":
                await anyio.sleep(0.2)
        late = await p.send(topic, b"after the timeout")
        with anyio.fail_after(30), pytest.raises(InvalidProducerEpochError):
            await late
        with pytest.raises(TransactionAbortableError):
            await p.commit_transaction()
        assert p.transaction_state is TxnState.ABORTABLE_ERROR and p.fatal_error is None
        if not v2:
            with pytest.raises(ProducerFencedError):
                await p.abort_transaction()
            assert p.transaction_state is TxnState.FATAL_ERROR
            return
        await p.abort_transaction()
        async with p.transaction():
            await p.send(topic, b"next")
    visible = values(await read_all(bootstrap, tps(topic, 1), "read_committed"))
    assert visible == [b"next"]


async def test_bad_use_gets_typed_errors_naming_the_state(bootstrap: str) -> None:
    topic = await new_topic(bootstrap, 1)
    async with producer(bootstrap) as p:
        with pytest.raises(TransactionStateError, match="READY"):
            await p.send(topic, b"outside")
        with pytest.raises(TransactionStateError, match="READY"):
            await p.commit_transaction()
        with pytest.raises(TransactionStateError, match="READY"):
            await p.abort_transaction()
        with pytest.raises(TransactionStateError, match="READY"):
            await p.send_offsets_to_transaction({TopicPartition(topic, 0): 1}, "g")
        await p.init_transactions()  # harmless: start() ran it
        await p.begin_transaction()
        with pytest.raises(TransactionStateError, match="IN_TRANSACTION"):
            await p.begin_transaction()
        with pytest.raises(TypeError, match="TopicPartition"):
            await p.send_offsets_to_transaction({"t": 1}, "g")  # type: ignore[dict-item]
        with pytest.raises(ValueError, match="offset"):
            await p.send_offsets_to_transaction({TopicPartition(topic, 0): -1}, "g")
        await p.send(topic, b"inside")
        await p.commit_transaction()
        assert p.transaction_state is TxnState.READY
    async with Producer(bootstrap_servers=bootstrap) as plain:
        with pytest.raises(TransactionStateError, match="transactional_id"):
            await plain.begin_transaction()
    assert values(await read_all(bootstrap, tps(topic, 1), "read_committed")) == [b"inside"]


async def test_an_abortable_error_leaves_the_producer_usable_after_abort(bootstrap: str) -> None:
    topic = await new_topic(bootstrap, 1, **{"max.message.bytes": "2000"})
    async with producer(bootstrap) as p:
        await p.begin_transaction()
        big = await p.send(topic, b"x" * 10_000)  # over the topic's max.message.bytes
        await p.flush()  # the broker refuses the batch: the transaction cannot commit
        assert isinstance(big.exception(), MessageTooLargeError)
        assert p.transaction_state is TxnState.ABORTABLE_ERROR
        with pytest.raises(TransactionAbortableError, match="abort_transaction"):
            await p.send(topic, b"refused until the abort")
        with pytest.raises(TransactionAbortableError, match="MESSAGE_TOO_LARGE"):
            await p.commit_transaction()
        await p.abort_transaction()
        assert p.transaction_state is TxnState.READY
        async with p.transaction():
            await p.send(topic, b"after")
    assert values(await read_all(bootstrap, tps(topic, 1), "read_committed")) == [b"after"]


async def test_the_transaction_context_manager_aborts_on_an_exception(bootstrap: str) -> None:
    topic = await new_topic(bootstrap, 1)
    async with producer(bootstrap, linger_ms=60_000) as p:
        handles = []
        with pytest.raises(RuntimeError, match="business logic"):
            async with p.transaction():
                handles = [await p.send(topic, f"lost-{i}".encode()) for i in range(5)]
                raise RuntimeError("business logic failed")
        assert p.transaction_state is TxnState.READY
        for handle in handles:  # lingering, never sent: failed as aborted
            assert isinstance(handle.exception(), TransactionAbortedError)
        async with p.transaction():
            await p.send(topic, b"kept")
    assert values(await read_all(bootstrap, tps(topic, 1), "read_committed")) == [b"kept"]


async def test_close_aborts_an_open_transaction(bootstrap: str) -> None:
    topic = await new_topic(bootstrap, 1)
    p = producer(bootstrap)  # transaction_timeout_ms stays 60 s: only the close can end it
    async with p:
        await p.begin_transaction()
        await send_keyed(p, topic, "open", 10)
        await p.flush()
    assert p._txn is not None and p._txn.aborts == 1
    await settled(bootstrap, tps(topic, 1))  # the abort marker is there well before 60 s
    assert values(await read_all(bootstrap, tps(topic, 1), "read_committed")) == []


async def test_close_finishes_a_commit_its_caller_cancelled(bootstrap: str) -> None:
    """Regression: a commit_transaction() cancelled after it began (a request handler's
    timeout during ``async with producer.transaction()``'s exit) left the producer
    COMMITTING, and close() ended nothing: read_committed readers waited until the
    transaction timed out (60 s here), and then it was aborted. close() now finishes the
    commit, as Java's does; begin_transaction() meanwhile says what to do."""
    topic = await new_topic(bootstrap, 1)
    p = producer(bootstrap)  # transaction_timeout_ms stays 60 s: only the close can end it
    async with p:
        await p.begin_transaction()
        await send_keyed(p, topic, "done", 5)
        txn = p._txn
        assert txn is not None
        _, coordinator_lock = txn._locks()
        # the coordinator lock held: the EndTxn is held back, the commit stops before it
        async with coordinator_lock, anyio.create_task_group() as group:
            group.start_soon(p.commit_transaction)
            while not txn.committing:
                await anyio.sleep(0)
            group.cancel_scope.cancel()
        with pytest.raises(TransactionStateError, match="call commit_transaction"):
            await p.begin_transaction()
    assert values(await read_all(bootstrap, tps(topic, 1), "read_committed")) == [
        b"done-%d" % i for i in range(5)]


async def test_an_abort_its_caller_cancelled_says_to_abort_again(bootstrap: str) -> None:
    """After a cancelled abort_transaction(), begin_transaction() said "a transaction is
    already open (commit or abort it first)" and commit_transaction() "no transaction is
    open": both now say to call abort_transaction() again (Java: the previous call to
    abortTransaction timed out and must be retried), which finishes it."""
    topic = await new_topic(bootstrap, 1)
    async with producer(bootstrap) as p:
        await p.begin_transaction()
        await send_keyed(p, topic, "dropped", 3)
        txn = p._txn
        assert txn is not None
        _, coordinator_lock = txn._locks()
        async with coordinator_lock, anyio.create_task_group() as group:
            group.start_soon(p.abort_transaction)
            while txn.state is not TxnState.ABORTING:
                await anyio.sleep(0)
            group.cancel_scope.cancel()
        for call in (p.begin_transaction, p.commit_transaction):
            with pytest.raises(TransactionStateError, match="call abort_transaction"):
                await call()
        await p.abort_transaction()
        await p.begin_transaction()
        await send_keyed(p, topic, "kept", 2)
        await p.commit_transaction()
    assert values(await read_all(bootstrap, tps(topic, 1), "read_committed")) == [
        b"kept-%d" % i for i in range(2)]


async def test_the_transaction_timeout_aborts(bootstrap: str) -> None:
    topic = await new_topic(bootstrap, 1)
    async with producer(bootstrap, transaction_timeout_ms=1000) as p:
        await p.begin_transaction()
        await send_keyed(p, topic, "slow", 10)
        await p.flush()
        await settled(bootstrap, tps(topic, 1))  # the coordinator aborted it
        # the coordinator aborted it and bumped the epoch: the commit is refused, fatally
        # (V1: PRODUCER_FENCED / INVALID_PRODUCER_EPOCH; V2's coordinator: INVALID_TXN_STATE)
        with pytest.raises((*FENCED, InvalidTxnStateError)):
            await p.commit_transaction()
        assert p.transaction_state is TxnState.FATAL_ERROR
    assert values(await read_all(bootstrap, tps(topic, 1), "read_committed")) == []


@pytest.mark.parametrize("protocol", ["classic", "consumer"])
async def test_offsets_commit_with_the_transaction(bootstrap: str, protocol: str) -> None:
    """KIP-447 with both group protocols: a KIP-848 member's epoch stands in for the
    generation in TxnOffsetCommit."""
    source = await new_topic(bootstrap, 2)
    sink = await new_topic(bootstrap, 2)
    group = f"eos-{uuid.uuid4().hex[:8]}"
    async with producer(bootstrap) as p, p.transaction():
        for i in range(20):
            await p.send(source, f"in-{i}".encode(), partition=i % 2)
    consumer = Consumer(source, bootstrap_servers=bootstrap, group_id=group,
                        auto_offset_reset="earliest", enable_auto_commit=False,
                        isolation_level="read_committed", group_protocol=protocol)
    async with consumer, producer(bootstrap) as p:
        got: dict[TopicPartition, int] = {}
        with anyio.fail_after(HANG_GUARD):
            while sum(got.values()) < 20:
                for tp, records in (await consumer.getmany(timeout_ms=500)).items():
                    got[tp] = got.get(tp, 0) + len(records)
        positions = {tp: await consumer.position(tp) for tp in tps(source, 2)}
        # aborted: the offsets are not committed
        await p.begin_transaction()
        await p.send(sink, b"aborted")
        await p.send_offsets_to_transaction(positions, consumer.group_metadata())
        await p.abort_transaction()
        assert await consumer.committed(tps(source, 2)) == dict.fromkeys(tps(source, 2))
        # committed: the offsets are, with the output
        async with p.transaction():
            await p.send(sink, b"out")
            await p.send_offsets_to_transaction(
                {tp: OffsetAndMetadata(offset, "eos") for tp, offset in positions.items()},
                consumer.group_metadata())
        committed = await consumer.committed(tps(source, 2))
        assert {tp: c.offset for tp, c in committed.items() if c} == positions
        assert all(c is not None and c.metadata == "eos" for c in committed.values())
    assert values(await read_all(bootstrap, tps(sink, 2), "read_committed")) == [b"out"]


async def test_a_zombie_with_a_stale_generation_is_refused(bootstrap: str) -> None:
    source = await new_topic(bootstrap, 2)
    group = f"zombie-{uuid.uuid4().hex[:8]}"
    first = Consumer(source, bootstrap_servers=bootstrap, group_id=group,
                     enable_auto_commit=False)
    async with first:
        with anyio.fail_after(HANG_GUARD):
            while not first.assignment():
                await first.getmany(timeout_ms=200)
        stale = first.group_metadata()
        second = Consumer(source, bootstrap_servers=bootstrap, group_id=group,
                          enable_auto_commit=False)
        async with second:
            with anyio.fail_after(HANG_GUARD):  # the group moves to a new generation
                while first.group_metadata().generation_id == stale.generation_id:
                    await first.getmany(timeout_ms=200)
                    await second.getmany(timeout_ms=0)
            assert first.group_metadata() != stale
            async with producer(bootstrap) as p:
                await p.begin_transaction()
                with pytest.raises(TransactionAbortableError) as refused:
                    await p.send_offsets_to_transaction({TopicPartition(source, 0): 1}, stale)
                assert isinstance(refused.value.__cause__, IllegalGenerationError)
                assert p.transaction_state is TxnState.ABORTABLE_ERROR
                await p.abort_transaction()
                await p.begin_transaction()  # and the producer goes on
                unknown = dataclasses.replace(stale, member_id="not-a-member")
                with pytest.raises(KafkaError):
                    await p.send_offsets_to_transaction({TopicPartition(source, 0): 1}, unknown)
                await p.abort_transaction()


async def test_group_metadata_is_the_generation_of_the_last_poll(bootstrap: str) -> None:
    """A rebalance in the background does not change group_metadata() until the next poll:
    offsets of records polled under the old generation must be refused (then abortable), not
    committed under the new one (found by the fault matrix: the rebalance had reset the
    partition's position, the round was processed and committed twice)."""
    source = await new_topic(bootstrap, 2)
    group = f"poll-gen-{uuid.uuid4().hex[:8]}"
    first = Consumer(source, bootstrap_servers=bootstrap, group_id=group,
                     enable_auto_commit=False)
    async with first:
        with anyio.fail_after(HANG_GUARD):
            while not first.assignment():
                await first.getmany(timeout_ms=200)
        polled = first.group_metadata()
        second = Consumer(source, bootstrap_servers=bootstrap, group_id=group,
                          enable_auto_commit=False)
        async with second:
            with anyio.fail_after(HANG_GUARD):  # first rejoins in the background, no poll
                while first._group is not None and \
                        first._group.member().generation_id == polled.generation_id:
                    await second.getmany(timeout_ms=100)
            assert first.group_metadata() == polled
            async with producer(bootstrap) as p:
                await p.begin_transaction()
                with pytest.raises(TransactionAbortableError):
                    await p.send_offsets_to_transaction({TopicPartition(source, 0): 1},
                                                        first.group_metadata())
                await p.abort_transaction()
            await first.getmany(timeout_ms=0)
            assert first.group_metadata().generation_id != polled.generation_id
