"""The maintainer's position rules: leader changes trigger validation (KIP-320), truncation
rewinds or raises, subscriptions expand to all partitions, deleted topics are reported."""

from __future__ import annotations

import math
import uuid
from collections import deque
from typing import Any

import anyio
import pytest

from kafka_async.cluster.metadata import ClusterMetadata, build_snapshot
from kafka_async.consumer.config import ConsumerConfig
from kafka_async.consumer.errors import LogTruncationError, TopicDeletedError
from kafka_async.consumer.maintainer import Maintainer
from kafka_async.consumer.offsets import EpochEnd, ListedOffset
from kafka_async.consumer.structs import TopicPartition
from kafka_async.consumer.subscription import PartitionState, SubscriptionState
from kafka_async.metrics.hooks import HookDispatch
from kafka_async.metrics.registry import Metrics
from kafka_async.network.errors import KafkaTimeoutError
from kafka_async.protocol.messages import MetadataResponse

TP = TopicPartition("t", 0)


def snapshot(epoch: int, partitions: int = 1, error_code: int = 0) -> ClusterMetadata:
    topic = MetadataResponse.MetadataResponseTopic
    return build_snapshot(MetadataResponse(
        brokers=[MetadataResponse.MetadataResponseBroker(node_id=1, host="h", port=1)],
        topics=[topic(name="t", topic_id=uuid.uuid4(), error_code=error_code, partitions=[
            topic.MetadataResponsePartition(partition_index=p, leader_id=1, leader_epoch=epoch)
            for p in range(partitions)])]))


class FakeClient:
    def __init__(self) -> None:
        self.hooks = HookDispatch()
        self.metrics = Metrics()
        self.metadata = snapshot(3)
        self.updates = 0

    def request_update(self) -> None:
        self.updates += 1

    def track_topics(self, topics: object) -> None:
        pass


class FakeLookup:
    def __init__(self) -> None:
        self.epochs: dict[TopicPartition, EpochEnd] = {}
        self.asked: list[dict[TopicPartition, tuple[int, int]]] = []

    #: the leaders' current epoch: a request naming an older one is fenced
    leader_epoch = 0

    async def end_offsets_for_epochs(self, epochs: dict[TopicPartition, tuple[int, int]], *,
                                     partial: bool = False) -> dict[TopicPartition, EpochEnd]:
        self.asked.append(dict(epochs))
        fenced = {tp for tp, (current, _) in epochs.items() if current < self.leader_epoch}
        if fenced and not partial:
            # what the real lookup does when it is not partial: retries with the same epochs
            # until default_api_timeout_ms, then times out
            self.asked += [dict(epochs)] * 2
            raise KafkaTimeoutError("offset lookup did not succeed in time")
        return {tp: self.epochs[tp] for tp in epochs if tp not in fenced}

    #: partitions no leader answers for (a deleted topic's, an offline one's)
    leaderless: set[TopicPartition]
    timeout = 60.0

    async def list_offsets(self, timestamps: dict[TopicPartition, int], *,
                           partial: bool = False) -> dict[TopicPartition, ListedOffset]:
        leaderless = getattr(self, "leaderless", set())
        if not partial and leaderless & timestamps.keys():
            # what the real lookup does when it is not partial: retries, then times out
            raise KafkaTimeoutError("offset lookup did not succeed in time")
        return {tp: ListedOffset(42 if ts == -1 else 0, -1, 3) for tp, ts in timestamps.items()
                if tp not in leaderless}


def rig(**settings: Any) -> tuple[Maintainer, SubscriptionState, FakeClient, FakeLookup,
                                   deque[BaseException]]:
    client, lookup = FakeClient(), FakeLookup()
    subscription = SubscriptionState()
    errors: deque[BaseException] = deque()
    config = ConsumerConfig.from_kwargs(bootstrap_servers="h:1", **settings)
    maintainer = Maintainer(client, config, subscription, lookup, errors)  # type: ignore[arg-type]
    return maintainer, subscription, client, lookup, errors


def positioned(subscription: SubscriptionState, position: int, epoch: int) -> PartitionState:
    subscription.assign([TP])
    state = subscription.partitions[TP]
    state.seek(position, epoch)
    state.leader_epoch = epoch
    return state


def test_a_new_leader_epoch_triggers_validation_which_passes(anyio_backend: str) -> None:
    maintainer, subscription, client, lookup, errors = rig()
    state = positioned(subscription, 100, 3)
    state.fetch_offset = 150  # prefetched
    client.metadata = snapshot(4)
    maintainer._check_leaders(client.metadata)
    assert state.awaiting_validation and state.fetch_offset == 100 and state.leader_epoch == 4
    lookup.epochs[TP] = EpochEnd(3, 120)
    anyio.run(maintainer._validate_positions, backend=anyio_backend)
    assert lookup.asked == [{TP: (4, 3)}]
    assert not state.awaiting_validation and state.position == 100 and not errors


def test_a_validation_fenced_by_a_newer_epoch_asks_again_with_it(anyio_backend: str) -> None:
    """A whole cluster restarted: the leaders' epoch moved on past the one metadata gave us.
    The round that was fenced leaves the partition to the next round, which takes the epoch
    the refreshed metadata brings (it retried with the old epoch for default_api_timeout_ms,
    and nothing was fetched meanwhile)."""
    maintainer, subscription, client, lookup, errors = rig()
    state = positioned(subscription, 100, 3)
    client.metadata = snapshot(4)
    maintainer._check_leaders(client.metadata)
    lookup.leader_epoch = 5
    lookup.epochs[TP] = EpochEnd(3, 120)
    anyio.run(maintainer._validate_positions, backend=anyio_backend)
    assert lookup.asked == [{TP: (4, 3)}] and state.awaiting_validation and not errors
    client.metadata = snapshot(5)  # the refresh the fenced answer asked for
    maintainer._check_leaders(client.metadata)
    anyio.run(maintainer._validate_positions, backend=anyio_backend)
    assert lookup.asked[-1] == {TP: (5, 3)}
    assert not state.awaiting_validation and state.position == 100 and not errors


def test_validation_finding_truncation_rewinds_to_the_end_of_our_epoch(anyio_backend: str) -> None:
    maintainer, subscription, client, lookup, errors = rig(auto_offset_reset="earliest")
    state = positioned(subscription, 100, 3)
    client.metadata = snapshot(4)
    maintainer._check_leaders(client.metadata)
    lookup.epochs[TP] = EpochEnd(3, 90)
    anyio.run(maintainer._validate_positions, backend=anyio_backend)
    assert state.position == 90 and state.fetch_offset == 90 and not errors


def test_truncation_with_auto_offset_reset_none_raises_a_named_error() -> None:
    maintainer, subscription, _, _, errors = rig(auto_offset_reset="none")
    state = positioned(subscription, 100, 3)
    maintainer.on_diverging(state, 3, 95)
    # the partition's failure (raised by every poll until a seek), not a one-shot error
    assert not errors
    error = state.failure
    assert isinstance(error, LogTruncationError) and error.divergent_offset == 95
    assert error.offsets == {TP: 100}
    assert "t partition 0" in str(error) and state.retry_after == math.inf
    assert state.position == 100


def test_no_history_for_the_epoch_with_auto_offset_reset_none_is_a_truncation() -> None:
    """Java raises LogTruncationException (no divergent offset) where the leader knows
    nothing of the position's epoch, not NoOffsetForPartition."""
    maintainer, subscription, _, _, errors = rig(auto_offset_reset="none")
    state = positioned(subscription, 100, 3)
    maintainer.on_diverging(state, -1, -1)
    assert isinstance(state.failure, LogTruncationError) and not errors
    assert state.failure.divergent_offsets == {} and state.failure.divergent_offset == -1


def test_unknown_epoch_end_resets_by_policy() -> None:
    maintainer, subscription, _, _, _ = rig(auto_offset_reset="latest")
    state = positioned(subscription, 100, 3)
    maintainer.on_diverging(state, -1, -1)
    assert state.reset_strategy == "latest"


def test_no_validation_for_a_partition_never_fetched() -> None:
    maintainer, subscription, client, _, _ = rig()
    subscription.assign([TP])
    state = subscription.partitions[TP]
    client.metadata = snapshot(9)
    maintainer._check_leaders(client.metadata)
    assert state.leader_epoch == 9 and not state.awaiting_validation


def test_reset_positions_uses_list_offsets(anyio_backend: str) -> None:
    maintainer, subscription, _, _, _ = rig(auto_offset_reset="latest")
    subscription.assign([TP])
    anyio.run(maintainer._reset_positions, backend=anyio_backend)
    state = subscription.partitions[TP]
    assert (state.position, state.fetch_offset, state.position_epoch) == (42, 42, 3)


def test_a_partition_without_a_leader_does_not_hold_back_the_others_reset(
        anyio_backend: str) -> None:
    """One round applies what was found; the partition no leader answered for stays to be
    reset in a later round (it used to fail the whole lookup after default_api_timeout_ms,
    round after round, and no partition was ever read)."""
    maintainer, subscription, _, lookup, errors = rig(auto_offset_reset="latest")
    gone = TopicPartition("deleted", 0)
    lookup.leaderless = {gone}
    subscription.assign([TP, gone])
    anyio.run(maintainer._reset_positions, backend=anyio_backend)
    assert subscription.partitions[TP].position == 42
    assert subscription.partitions[gone].position is None and not errors
    lookup.leaderless = set()  # its topic is back
    anyio.run(maintainer._reset_positions, backend=anyio_backend)
    assert subscription.partitions[gone].position == 42


def test_subscription_expands_to_every_partition() -> None:
    maintainer, subscription, client, _, _ = rig()
    subscription.subscribe(["t"])
    client.metadata = snapshot(3, partitions=4)
    maintainer._expand_subscription(client.metadata)
    assert set(subscription.partitions) == {TopicPartition("t", p) for p in range(4)}


@pytest.mark.parametrize("deleted", [True, False])
def test_deletion_suspect_is_judged_on_fresh_metadata(deleted: bool) -> None:
    from kafka_async.consumer.fetcher import Fetcher

    maintainer, subscription, client, _, errors = rig()
    subscription.assign([TP])
    fetcher = Fetcher(client, maintainer._config, subscription, errors,  # type: ignore[arg-type]
                      on_change=lambda: None, on_diverging=lambda s, e, o: None)
    maintainer.fetcher = fetcher
    fetcher.deletion_suspects.add("t")
    maintainer._check_deleted(client.metadata)  # metadata older than the suspicion: wait
    assert client.updates == 1 and not errors
    client.metadata = snapshot(3, error_code=3 if deleted else 0)
    maintainer._check_deleted(client.metadata)
    if deleted:
        error, = errors
        assert isinstance(error, TopicDeletedError) and "'t'" in str(error)
        assert not subscription.partitions
    else:
        assert not errors and TP in subscription.partitions
