"""KIP-227 fetch session rules, client side (pure state)."""

from __future__ import annotations

from kafka_async.consumer.session import (
    FINAL_EPOCH,
    INITIAL_EPOCH,
    FetchSession,
    PartitionRequest,
)
from kafka_async.consumer.structs import TopicPartition

A0, A1, B0 = TopicPartition("a", 0), TopicPartition("a", 1), TopicPartition("b", 0)


def req(offset: int, epoch: int = 3) -> PartitionRequest:
    return PartitionRequest(offset, epoch, -1, 1024)


def test_first_request_is_full_and_asks_for_a_new_session() -> None:
    session = FetchSession()
    plan = session.plan({A0: req(0), A1: req(5)})
    assert plan.full and (plan.session_id, plan.epoch) == (0, INITIAL_EPOCH)
    assert plan.send == {A0: req(0), A1: req(5)} and plan.forget == []


def test_incremental_requests_carry_only_changes_and_forgotten_partitions() -> None:
    session = FetchSession()
    session.plan({A0: req(0), A1: req(5)})
    session.on_response(77)
    plan = session.plan({A0: req(10), A1: req(5), B0: req(0)})
    assert not plan.full and (plan.session_id, plan.epoch) == (77, 1)
    assert plan.send == {A0: req(10), B0: req(0)}  # A1 unchanged: the broker has it cached
    session.on_response(77)
    plan = session.plan({A0: req(10), B0: req(0, epoch=4)})
    assert (plan.epoch, plan.send, plan.forget) == (2, {B0: req(0, epoch=4)}, [A1])


def test_session_errors_and_failures_start_over_with_a_full_request() -> None:
    session = FetchSession()
    session.plan({A0: req(0)})
    session.on_response(5)
    session.reset()
    plan = session.plan({A0: req(3)})
    assert plan.full and (plan.session_id, plan.epoch) == (0, INITIAL_EPOCH)


def test_declined_session_keeps_sending_full_requests() -> None:
    session = FetchSession()
    session.plan({A0: req(0)})
    session.on_response(0)
    assert session.plan({A0: req(1)}).full


def test_epoch_wraps_to_one_and_a_new_session_id_restarts_at_one() -> None:
    session = FetchSession()
    session.plan({A0: req(0)})
    session.on_response(9)
    session.epoch = 2_147_483_647
    session.on_response(9)
    assert session.epoch == 1
    session.on_response(10)
    assert (session.session_id, session.epoch) == (10, 1)


def test_disabled_sessions_are_sessionless_full_fetches() -> None:
    session = FetchSession(enabled=False)
    session.plan({A0: req(0)})
    session.on_response(42)
    plan = session.plan({A0: req(7)})
    assert plan.full and (plan.session_id, plan.epoch) == (0, FINAL_EPOCH)
