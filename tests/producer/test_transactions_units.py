"""The transaction manager's table and checks, without a broker (the behaviour against real
brokers is in tests/integration/test_transactions*.py)."""

from __future__ import annotations

import re

import pytest

from kafka_async.cluster.config import ConfigError, ConfigTypeError
from kafka_async.cluster.structs import GroupMetadata, OffsetAndMetadata, TopicPartition
from kafka_async.producer import Producer, ProducerConfig, TransactionStateError, transactions
from kafka_async.producer.transactions import TRANSITIONS, TxnState

BOOTSTRAP = "127.0.0.1:9"


def test_every_state_has_a_row_and_fatal_is_final() -> None:
    assert set(TRANSITIONS) == set(TxnState)
    assert TRANSITIONS[TxnState.FATAL_ERROR] == frozenset()
    for state, targets in TRANSITIONS.items():
        if state is not TxnState.FATAL_ERROR:
            assert TxnState.FATAL_ERROR in targets, state
    # send() is open only IN_TRANSACTION, reached only from READY
    assert [s for s, t in TRANSITIONS.items() if TxnState.IN_TRANSACTION in t] == [
        TxnState.READY]


def test_the_docstring_table_is_the_code_table() -> None:
    """Every row of the module docstring's table is in TRANSITIONS and the other way round."""
    doc = transactions.__doc__ or ""
    names = {state.value[:17]: state for state in TxnState}  # the table abbreviates
    names.update({"COMMITTING_TRANS.": TxnState.COMMITTING,
                  "ABORTING_TRANS.": TxnState.ABORTING})
    rows: set[tuple[TxnState, TxnState]] = set()
    for line in doc.splitlines():
        match = re.match(r"^(\S+)\s{2,}.+?\s{2,}([A-Z_]+)\b", line)
        if match and match.group(1) in names:
            rows.add((names[match.group(1)], TxnState[match.group(2)]
                      if match.group(2) in TxnState.__members__ else
                      next(s for s in TxnState if s.value == match.group(2))))
    code = {(old, new) for old, targets in TRANSITIONS.items() for new in targets
            if new is not TxnState.FATAL_ERROR}
    assert rows == code


def test_a_transactional_id_forces_idempotence_and_refuses_conflicts() -> None:
    config = ProducerConfig(bootstrap_servers=BOOTSTRAP, transactional_id="orders-1")
    assert config.idempotent and config.transactional
    assert config.transaction_timeout_ms == 60_000
    with pytest.raises(ConfigError, match="acks=1"):
        ProducerConfig(bootstrap_servers=BOOTSTRAP, transactional_id="t", acks=1)
    with pytest.raises(ConfigError, match="enable_idempotence=False"):
        ProducerConfig(bootstrap_servers=BOOTSTRAP, transactional_id="t",
                       enable_idempotence=False)
    with pytest.raises(ConfigError, match="non-empty"):
        ProducerConfig(bootstrap_servers=BOOTSTRAP, transactional_id="")
    with pytest.raises(ConfigTypeError, match="transactional_id"):
        ProducerConfig(bootstrap_servers=BOOTSTRAP, transactional_id=5)  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="transaction_timeout_ms"):
        ProducerConfig(bootstrap_servers=BOOTSTRAP, transactional_id="t",
                       transaction_timeout_ms=0)


@pytest.mark.anyio
async def test_transaction_calls_on_a_plain_or_unstarted_producer_are_refused() -> None:
    plain = Producer(bootstrap_servers=BOOTSTRAP)
    with pytest.raises(TransactionStateError, match="transactional_id"):
        await plain.begin_transaction()
    assert plain.transaction_state is None
    unstarted = Producer(bootstrap_servers=BOOTSTRAP, transactional_id="t")
    assert unstarted.transaction_state is TxnState.UNINITIALIZED
    with pytest.raises(Exception, match="start"):
        await unstarted.begin_transaction()


def test_offsets_are_checked_where_they_enter() -> None:
    check = transactions._offsets
    tp = TopicPartition("t", 0)
    assert check({tp: 5}) == {tp: OffsetAndMetadata(5)}
    assert check({("t", 1): OffsetAndMetadata(7, "m")}) == {
        TopicPartition("t", 1): OffsetAndMetadata(7, "m")}
    with pytest.raises(TypeError, match="TopicPartition"):
        check({"t": 1})  # type: ignore[dict-item]
    with pytest.raises(ValueError, match="offset of t-0"):
        check({tp: -1})
    with pytest.raises(TypeError, match="offset of t-0"):
        check({tp: "5"})  # type: ignore[dict-item]
    with pytest.raises(TypeError, match="map TopicPartition"):
        check([(tp, 1)])  # type: ignore[arg-type]
    member = transactions._group_metadata
    assert member("g") == GroupMetadata("g")
    with pytest.raises(ValueError, match="no group id"):
        member(GroupMetadata(""))
    with pytest.raises(TypeError, match="group_metadata"):
        member(5)  # type: ignore[arg-type]
