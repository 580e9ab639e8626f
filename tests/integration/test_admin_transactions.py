"""The Admin's transaction operations against a real broker: list and describe an open
transaction, find it with describe_producers, abort it with WriteTxnMarkers (KIP-664), fence
a transactional id (KIP-618)."""

from __future__ import annotations

import json
import os
import sys
import uuid

import anyio
import pytest
from txn_helpers import read_all, settled, values

from kafka_async import Admin, NewTopic, Producer, TopicPartition
from kafka_async.admin import AbortTransactionSpec, FencedProducer, TransactionDescription
from kafka_async.producer import InvalidProducerEpochError, ProducerFencedError, TxnState
from kafka_async.protocol.errors import (
    InvalidTxnStateError,
    TransactionalIdNotFoundError,
    UnknownTopicOrPartitionError,
)

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

FENCED = (ProducerFencedError, InvalidProducerEpochError, InvalidTxnStateError)


async def kafka_async_cli(bootstrap: str, *args: str) -> bytes:
    """``python -m kafka_async ARGS`` as a user runs it; its output (it must succeed)."""
    done = await anyio.run_process([sys.executable, "-m", "kafka_async", *args], check=False,
                                   env={**os.environ, "KAFKA_BOOTSTRAP_SERVERS": bootstrap})
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout


async def topic_of(admin: Admin, partitions: int = 2) -> str:
    name = f"admin-txn-{uuid.uuid4().hex[:8]}"
    await admin.create_topics([NewTopic(name, num_partitions=partitions, replication_factor=1)])
    return name


async def test_an_open_transaction_is_listed_described_and_aborted(kafka_bootstrap: str) -> None:
    txn_id = f"hanging-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        topic = await topic_of(admin)
        tp = TopicPartition(topic, 1)
        # a timeout longer than the hang guard: only the admin's abort can end it in time
        async with Producer(bootstrap_servers=kafka_bootstrap, transactional_id=txn_id,
                            transaction_timeout_ms=300_000) as p:
            await p.begin_transaction()
            for i in range(5):
                await p.send(topic, f"open-{i}".encode(), partition=1)
            await p.flush()

            listed = await admin.list_transactions(state_filters=["Ongoing"])
            mine = [t for t in listed if t.transactional_id == txn_id]
            assert len(mine) == 1 and mine[0].state == "Ongoing"
            assert mine[0].producer_id == p.identity.producer_id
            assert txn_id not in {t.transactional_id for t in
                                  await admin.list_transactions(state_filters=["Empty"])}

            described = (await admin.describe_transactions([txn_id]))[txn_id]
            assert isinstance(described, TransactionDescription)
            assert described.state == "Ongoing"
            assert described.producer_id == p.identity.producer_id
            assert described.producer_epoch == p.identity.producer_epoch
            assert described.topic_partitions == {tp}
            assert described.transaction_start_time_ms is not None
            assert described.transaction_timeout_ms == 300_000

            gone = TopicPartition(f"{topic}-missing", 0)
            beyond = TopicPartition(topic, 9)
            found = await admin.describe_producers([tp, gone, beyond], return_exceptions=True)
            # each partition has its own outcome: the missing ones do not hold up the other
            assert isinstance(found[gone], UnknownTopicOrPartitionError)
            assert isinstance(found[beyond], UnknownTopicOrPartitionError)
            producers = found[tp]
            hanging = [s for s in producers if s.producer_id == p.identity.producer_id]
            assert len(hanging) == 1 and hanging[0].current_transaction_start_offset == 0

            await admin.abort_transaction(AbortTransactionSpec(
                tp, hanging[0].producer_id, hanging[0].producer_epoch,
                hanging[0].coordinator_epoch))
            await settled(kafka_bootstrap, [tp])  # read_committed readers may pass it now
            after = (await admin.describe_producers([tp]))[tp]
            assert all(s.current_transaction_start_offset is None for s in after
                       if s.producer_id == p.identity.producer_id)
            await p.abort_transaction()
        assert values(await read_all(kafka_bootstrap, [tp], "read_committed")) == []


async def test_fence_producers_fences_a_live_producer(kafka_bootstrap: str) -> None:
    txn_id = f"fence-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        topic = await topic_of(admin, 1)
        async with Producer(bootstrap_servers=kafka_bootstrap, transactional_id=txn_id) as p:
            await p.begin_transaction()
            await p.send(topic, b"zombie")
            await p.flush()
            epoch = p.identity.producer_epoch
            fenced = (await admin.fence_producers([txn_id]))[txn_id]
            assert isinstance(fenced, FencedProducer)
            assert fenced.producer_id == p.identity.producer_id
            assert fenced.producer_epoch > epoch
            with pytest.raises(FENCED):
                await p.commit_transaction()
            assert p.transaction_state is TxnState.FATAL_ERROR
        assert values(await read_all(kafka_bootstrap, [TopicPartition(topic, 0)],
                                     "read_committed")) == []


async def test_force_terminate_transaction_aborts_it_and_the_cli_agrees(
        kafka_bootstrap: str) -> None:
    """force_terminate_transaction (KIP-939; kafka-transactions forceTerminate): the open
    transaction is aborted (read_committed sees none of it, and no transaction is left open),
    the producer still using the id is fenced. The CLI's ``txn force-terminate`` does the same
    to a second id, and ``txn list --transactional-id-pattern`` finds ids by pattern."""
    prefix = f"terminate-{uuid.uuid4().hex[:8]}"
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        topic = await topic_of(admin, 1)
        tp = TopicPartition(topic, 0)
        for n, how in enumerate(("admin", "cli")):
            txn_id = f"{prefix}-{n}"
            async with Producer(bootstrap_servers=kafka_bootstrap,
                                transactional_id=txn_id) as p:
                await p.begin_transaction()
                await p.send(topic, b"terminated", key=b"k", headers=[("h", b"v")])
                await p.flush()
                if how == "admin":
                    await admin.force_terminate_transaction(txn_id)
                else:
                    listed = await kafka_async_cli(
                        kafka_bootstrap, "txn", "list", "--transactional-id-pattern",
                        f"{prefix}-.*", "-o", "json")
                    assert txn_id in [t["transactional_id"] for t in json.loads(listed)]
                    await kafka_async_cli(kafka_bootstrap, "txn", "force-terminate", txn_id)
                with pytest.raises(FENCED):
                    await p.commit_transaction()
            await settled(kafka_bootstrap, [tp])
        assert values(await read_all(kafka_bootstrap, [tp], "read_committed")) == []
        with pytest.raises(ValueError, match="transactional_id"):
            await admin.force_terminate_transaction("")


async def test_unknown_ids_and_bad_arguments(kafka_bootstrap: str) -> None:
    async with Admin(bootstrap_servers=kafka_bootstrap) as admin:
        missing = f"never-used-{uuid.uuid4().hex[:8]}"
        with pytest.raises(TransactionalIdNotFoundError):
            await admin.describe_transactions([missing])
        found = await admin.describe_transactions([missing], return_exceptions=True)
        assert isinstance(found[missing], TransactionalIdNotFoundError)
        with pytest.raises(TypeError, match="transactional_ids"):
            await admin.describe_transactions(missing)
        with pytest.raises(TypeError, match="transactional_ids"):
            await admin.fence_producers(missing)
        with pytest.raises(TypeError, match="partitions"):
            await admin.describe_producers(TopicPartition("t", 0))  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="AbortTransactionSpec"):
            await admin.abort_transaction((TopicPartition("t", 0), 1, 0, 0))  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="producer_epoch"):
            AbortTransactionSpec(TopicPartition("t", 0), 1, -1, 0)
        with pytest.raises(TypeError, match="state_filters"):
            await admin.list_transactions(state_filters="Ongoing")
