"""The share consumer's pure parts: acknowledgement encoding, the share session's plan and
epochs, and walking acquired ranges over record batches (gaps, other members' records,
markers, corrupt data)."""

from __future__ import annotations

import collections
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafka_async.consumer.errors import RecordDecodeError
from kafka_async.consumer.share.acks import (
    GAP,
    AcknowledgeType,
    AckRanges,
    encode,
    renewals_released,
    renewed_offsets,
    split_renewals,
)
from kafka_async.consumer.share.fetched import ShareFetchedPartition
from kafka_async.consumer.share.fetcher import _ordered
from kafka_async.consumer.share.session import ShareSession
from kafka_async.consumer.structs import ShareConsumerRecord, TopicPartition
from kafka_async.protocol.arguments import INT32_MAX
from kafka_async.protocol.records import (
    ControlRecordType,
    RecordBatchBuilder,
    RecordsReader,
)
from kafka_async.protocol.records.control import build_control_batch

TP = TopicPartition("t", 0)
ACCEPT, RELEASE, REJECT, RENEW = (int(t) for t in AcknowledgeType)


def _expand(ranges: list[tuple[int, int, list[int]]]) -> dict[int, int]:
    out: dict[int, int] = {}
    for first, last, types in ranges:
        assert first <= last
        assert len(types) in (1, last - first + 1)
        for i, offset in enumerate(range(first, last + 1)):
            assert offset not in out
            out[offset] = types[0] if len(types) == 1 else types[i]
    return out


@given(st.dictionaries(st.integers(0, 200), st.sampled_from([GAP, ACCEPT, RELEASE, REJECT])))
def test_encode_round_trips_and_is_ordered(types: dict[int, int]) -> None:
    ranges = encode(types)
    assert _expand(ranges) == types
    firsts = [first for first, _, _ in ranges]
    assert firsts == sorted(firsts)
    for (_, last, _), (first, _, _) in itertools.pairwise(ranges):
        assert first > last + 1  # runs are maximal: consecutive offsets share a batch


def test_encode_uses_one_type_for_a_uniform_run() -> None:
    assert encode({5: ACCEPT, 6: ACCEPT, 7: ACCEPT}) == [(5, 7, [ACCEPT])]
    assert encode({5: ACCEPT, 6: REJECT}) == [(5, 6, [ACCEPT, REJECT])]
    assert encode({}) == []


def test_ack_ranges_merge_contiguous_single_types() -> None:
    pending = AckRanges()
    pending.add_range(0, 9, [ACCEPT])
    pending.add_range(10, 19, [ACCEPT])
    pending.add_range(20, 20, [GAP])
    assert pending.count == 21
    assert pending.take() == [(0, 19, [ACCEPT]), (20, 20, [GAP])]
    assert not pending and pending.count == 0


@given(st.lists(st.tuples(st.integers(0, 100), st.integers(0, 5),
                          st.sampled_from([GAP, ACCEPT, RELEASE]))))
def test_ordered_sorts_and_keeps_every_offset(raw: list[tuple[int, int, int]]) -> None:
    ranges, used = [], set()
    for first, length, kind in raw:
        span = set(range(first, first + length + 1))
        if span & used:
            continue
        used |= span
        ranges.append((first, first + length, [kind]))
    ordered = _ordered(ranges)
    assert _expand(ordered) == _expand(ranges)
    assert [r[0] for r in ordered] == sorted(r[0] for r in ordered)


def test_session_plan_and_epochs() -> None:
    a, b, c = (TopicPartition("t", p) for p in range(3))
    session = ShareSession(1)
    assert not session.is_open
    assert session.plan({a, b}) == ([a, b], [])  # a full request lists everything
    session.answered({a, b})
    assert session.epoch == 1 and session.is_open
    assert session.plan({b, c}) == ([c], [a])  # incremental: added and forgotten
    session.answered(None)  # a ShareAcknowledge moves the epoch, not the partitions
    assert session.epoch == 2 and session.partitions == {a, b}
    session.epoch = INT32_MAX
    session.answered(None)
    assert session.epoch == 1  # wraps to 1, never to 0 (which would open a new session)
    session.reset()
    assert session.epoch == 0 and session.partitions == set()


def _batch(base: int, count: int) -> bytes:
    builder = RecordBatchBuilder(batch_size=-1)
    for i in range(count):
        builder.append(1000 + i, b"k%d" % (base + i), b"v%d" % (base + i),
                       [("h", b"%d" % (base + i))])
    return bytes(builder.build(base_offset=base))


def _marker(offset: int) -> bytes:
    return bytes(build_control_batch(ControlRecordType.COMMIT, producer_id=7, producer_epoch=0,
                                     coordinator_epoch=0, timestamp=5, base_offset=offset))


def _fetched(data: bytes, acquired: list[tuple[int, int, int]]) -> ShareFetchedPartition:
    batches = list(RecordsReader(data))
    return ShareFetchedPartition(TP, 1, batches, acquired, expires=1e18, size=len(data))


def _take_all(fetched: ShareFetchedPartition, step: int = 1000) -> list[ShareConsumerRecord]:
    out: list[ShareConsumerRecord] = []
    while fetched.take(step, (None, None), out):
        pass
    return out


def test_records_of_acquired_ranges_only_with_their_delivery_count() -> None:
    data = _batch(0, 10) + _batch(10, 10)
    fetched = _fetched(data, [(2, 4, 1), (12, 15, 3)])  # the rest is other members'
    records = _take_all(fetched, step=3)
    assert [(r.offset, r.delivery_count) for r in records] == (
        [(o, 1) for o in range(2, 5)] + [(o, 3) for o in range(12, 16)])
    assert records[0].key == b"k2" and records[0].value == b"v2"
    assert list(records[0].headers) == [("h", b"2")]
    assert fetched.exhausted and fetched.gaps == []


def test_markers_and_offsets_past_the_data_are_gaps() -> None:
    data = _batch(0, 3) + _marker(3) + _batch(4, 2)
    fetched = _fetched(data, [(0, 7, 1)])  # 6 and 7: acquired, but no record was returned
    records = _take_all(fetched)
    assert [r.offset for r in records] == [0, 1, 2, 4, 5]
    assert fetched.gaps == [(3, 3), (6, 7)]
    assert fetched.exhausted


def test_remaining_is_what_was_not_handed_out() -> None:
    fetched = _fetched(_batch(0, 10), [(0, 9, 2)])
    out: list[ShareConsumerRecord] = []
    fetched.take(4, (None, None), out)
    assert [r.offset for r in out] == [0, 1, 2, 3]
    assert fetched.remaining() == [(4, 9, 2)]


def test_deserializers_apply() -> None:
    fetched = _fetched(_batch(0, 2), [(0, 1, 1)])
    out: list[ShareConsumerRecord] = []
    fetched.take(10, (bytes.decode, lambda v: v.upper()), out)
    assert [(r.key, r.value) for r in out] == [("k0", b"V0"), ("k1", b"V1")]


def test_corrupt_batch_raises_after_the_good_records() -> None:
    good = _batch(0, 3)
    bad = bytearray(_batch(3, 3))
    bad[-1] ^= 0xFF  # the CRC no longer matches
    batches = list(RecordsReader(good))
    try:
        batches += list(RecordsReader(bytes(bad)))
        error = None
    except Exception as exc:  # the reader checks the CRC of a whole batch
        error = exc
    fetched = ShareFetchedPartition(TP, 1, batches, [(0, 5, 1)], 1e18, len(good) + len(bad),
                                    error)  # type: ignore[arg-type]
    out: list[ShareConsumerRecord] = []
    fetched.take(100, (None, None), out)
    assert [r.offset for r in out] == [0, 1, 2]
    try:
        fetched.take(100, (None, None), out)
    except RecordDecodeError as exc:
        assert exc.offset == 3 and "released back" in str(exc)
    else:
        raise AssertionError("a corrupt batch must raise")
    assert fetched.remaining() == [(3, 5, 1)]


def test_renewals_are_flagged_found_and_released_at_close() -> None:
    """A RENEW among pending acknowledgements marks them for a ShareAcknowledge of their own
    (until taken); ``renewed_offsets`` finds RENEW in uniform and per-offset ranges; a closing
    member's RENEWs become RELEASEs, other types untouched."""
    pending = AckRanges()
    pending.add_range(0, 1, [ACCEPT])
    assert not pending.renews
    pending.add_range(2, 4, [RENEW, ACCEPT, RENEW])
    assert pending.renews
    ranges = pending.take()
    assert not pending.renews
    assert renewed_offsets(ranges) == {2, 4}
    assert renewed_offsets([(7, 9, [RENEW])]) == {7, 8, 9}
    assert renewals_released(ranges) == [(0, 1, [ACCEPT]), (2, 4, [RELEASE, ACCEPT, RELEASE])]


def test_split_renewals_keeps_the_other_acknowledgements() -> None:
    """A broker that cannot renew (before Kafka 4.2) refuses the RENEWs only: the same
    partition's ACCEPT / REJECT / GAP acknowledgements still go."""
    renewals, others = split_renewals([(0, 1, [ACCEPT]), (2, 4, [RENEW, REJECT, RENEW]),
                                       (5, 6, [RENEW]), (7, 7, [GAP])])
    assert renewals == [(2, 2, [RENEW]), (4, 4, [RENEW]), (5, 6, [RENEW])]
    assert others == [(0, 1, [ACCEPT]), (3, 3, [REJECT]), (7, 7, [GAP])]


def test_a_lost_connection_before_a_renewal_is_sent_ends_the_renewal(
        anyio_backend: str) -> None:
    """Regression: the connection for a RENEW's version check was asked for outside the
    request's failure handling; when it failed, the taken acknowledgements were neither sent
    nor reported, and the record stayed "renewing" for good: every later poll of the share
    consumer waited for it and handed out nothing. Now the renewal fails (reported to
    the callback) and polls go on."""
    import types

    import anyio

    from kafka_async.consumer.share.config import ShareConsumerConfig
    from kafka_async.consumer.share.fetcher import ShareFetcher
    from kafka_async.network.errors import KafkaConnectionError

    async def unreachable(node: int, lane: object) -> None:
        raise KafkaConnectionError("node 1: connection refused")

    client = types.SimpleNamespace(pool=types.SimpleNamespace(get=unreachable),
                                   request_update=lambda: None)
    config = ShareConsumerConfig.from_kwargs(bootstrap_servers="h:1", group_id="g")
    fetcher = ShareFetcher(client, config, collections.deque(), lambda: "member")  # type: ignore[arg-type]
    heard: list[object] = []
    fetcher.callback = lambda offsets, error: heard.append(error)
    record = ShareConsumerRecord("t", 0, 5, 0, 0, None, b"v", (), -1, 1)
    fetcher.renew(1, TP, [record])
    session = ShareSession(1)
    session.epoch = 3  # open

    async def send() -> None:
        with pytest.raises(KafkaConnectionError):
            await fetcher._send_acknowledge(1, session, {TP: [(5, 5, [RENEW])]})

    anyio.run(send, backend=anyio_backend)
    assert not fetcher.renewing and not fetcher.renewed
    assert [type(e) for e in heard] == [KafkaConnectionError]
