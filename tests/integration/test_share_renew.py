"""RENEW acknowledgements (KIP-1222) against a real broker: a record kept past its acquisition
lock by renewing it, handed out again after each renewal and alone; a group that does not allow
renewals (share.renew.acknowledge.enable=false) refusing them; a closing member's renewals
given back."""

from __future__ import annotations

import anyio
import pytest
from consumer_helpers import create_topic
from share_helpers import FAST_SHARE, produce_keyed, share_group

from kafka_async import AcknowledgeType, ShareConsumer, ShareConsumerRecord, TopicPartition
from kafka_async.protocol.errors import InvalidRecordStateError

pytestmark = [pytest.mark.anyio, pytest.mark.integration]

EXPLICIT = {"share_acknowledgement_mode": "explicit", **FAST_SHARE}


@pytest.fixture
def bootstrap(group_bootstrap: str) -> str:
    """The session's short-timeout group broker (tests/integration/conftest.py)."""
    return group_bootstrap


async def _poll_until(consumer: ShareConsumer, count: int) -> list[ShareConsumerRecord]:
    got: list[ShareConsumerRecord] = []
    with anyio.fail_after(60):
        while len(got) < count:
            for records in (await consumer.getmany(timeout_ms=200)).values():
                got.extend(records)
    return got


async def test_renewing_keeps_a_record_past_its_lock(bootstrap: str) -> None:
    """A record renewed three times over more than its 1 s lock is still this member's: each
    renewal succeeds, the poll after it hands the record out again (same offset, delivery
    count 1), and the final ACCEPT succeeds. Without the renewals the lock would expire after
    1 s, and a late acknowledgement fail with INVALID_RECORD_STATE."""
    topic = await create_topic(bootstrap, prefix="renew")
    group = await share_group(bootstrap, share_record_lock_duration_ms="1000",
                              share_renew_acknowledge_enable="true")
    await produce_keyed(bootstrap, topic, 2)
    tp = TopicPartition(topic, 0)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **EXPLICIT) as consumer:
        first, second = sorted(await _poll_until(consumer, 2), key=lambda r: r.offset)
        assert consumer.acquisition_lock_timeout_ms() == 1000
        consumer.acknowledge(second, AcknowledgeType.ACCEPT)
        record = first
        for _ in range(3):
            await anyio.sleep(0.4)  # the application's slow work on the record
            consumer.acknowledge(record, AcknowledgeType.RENEW)
            assert await consumer.commit() == {tp: None}
            (record,) = await _poll_until(consumer, 1)
            assert (record.offset, record.delivery_count) == (first.offset, 1)
        consumer.acknowledge(record, AcknowledgeType.ACCEPT)
        assert await consumer.commit() == {tp: None}


async def test_a_renewed_record_comes_back_alone_by_the_next_poll(bootstrap: str) -> None:
    """Renewed by the poll itself (no commit): that poll sends the renewal, waits for its
    answer and hands out the renewed record alone, though newer records are there; the
    newer ones come with the polls after."""
    topic = await create_topic(bootstrap, prefix="renew")
    group = await share_group(bootstrap, share_renew_acknowledge_enable="true")
    await produce_keyed(bootstrap, topic, 3)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **EXPLICIT) as consumer:
        got = sorted(await _poll_until(consumer, 3), key=lambda r: r.offset)
        consumer.acknowledge(got[0], AcknowledgeType.RENEW)
        for record in got[1:]:
            consumer.acknowledge(record, AcknowledgeType.ACCEPT)
        await produce_keyed(bootstrap, topic, 2, start=3)
        again = await _poll_until(consumer, 1)
        assert [(r.offset, r.delivery_count) for r in again] == [(got[0].offset, 1)]
        consumer.acknowledge(again[0], AcknowledgeType.ACCEPT)
        later = await _poll_until(consumer, 2)
        for record in later:
            consumer.acknowledge(record)
    assert sorted(int(r.value) for r in later) == [3, 4]


async def test_a_group_without_renewals_refuses_them(bootstrap: str) -> None:
    """A group with share.renew.acknowledge.enable=false (the broker's default is true in
    Kafka 4.3): the renewal fails with
    InvalidRecordStateError (to commit() and the callback), the record is not handed out
    again by renewal, and once its lock expired the broker delivers it again (count 2)."""
    topic = await create_topic(bootstrap, prefix="renew")
    group = await share_group(bootstrap, share_record_lock_duration_ms="1000",
                              share_renew_acknowledge_enable="false")
    await produce_keyed(bootstrap, topic, 1)
    tp = TopicPartition(topic, 0)
    outcomes: list[Exception | None] = []
    consumer = ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group, **EXPLICIT)
    consumer.set_acknowledgement_commit_callback(lambda offsets, error: outcomes.append(error))
    async with consumer:
        (record,) = await _poll_until(consumer, 1)
        consumer.acknowledge(record, AcknowledgeType.RENEW)
        results = await consumer.commit()
        assert isinstance(results[tp], InvalidRecordStateError)
        (again,) = await _poll_until(consumer, 1)
        consumer.acknowledge(again, AcknowledgeType.ACCEPT)
        assert await consumer.commit() == {tp: None}
    assert (again.offset, again.delivery_count) == (record.offset, 2)
    assert isinstance(outcomes[0], InvalidRecordStateError)


async def test_close_gives_back_what_it_was_renewing(bootstrap: str) -> None:
    """A member that closes with a renewal not sent yet releases the record instead (its
    lock is 60 s, so only the release explains its return): the next member gets it with
    delivery count 2, and the accepted one never."""
    topic = await create_topic(bootstrap, prefix="renew")
    group = await share_group(bootstrap, share_record_lock_duration_ms="60000",
                              share_renew_acknowledge_enable="true")
    await produce_keyed(bootstrap, topic, 2)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **EXPLICIT) as first:
        kept, done = sorted(await _poll_until(first, 2), key=lambda r: r.offset)
        first.acknowledge(kept, AcknowledgeType.RENEW)
        first.acknowledge(done, AcknowledgeType.ACCEPT)
    async with ShareConsumer(topic, bootstrap_servers=bootstrap, group_id=group,
                             **EXPLICIT) as second:
        (again,) = await _poll_until(second, 1)
        second.acknowledge(again)
    assert (again.offset, again.delivery_count) == (kept.offset, 2)
