"""The consumer-group broker, shared by every group test module of the session.

Why a broker of its own rather than the session's ``kafka_cluster``: the group tests need
short group timeouts (a crashed member noticed in seconds, KIP-848 heartbeats every 300 ms),
and the broker only accepts them with lowered floors (``group.min.session.timeout.ms``,
``group.consumer.min.*``), which are static broker settings, not per-group ones. Session-scoped
so that all group modules share one start instead of one broker per module.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from group_helpers import GROUP_BROKER_CONFIG

from kafka_async.testing import KafkaCluster
from kafka_async.testing.fixtures import running_cluster


@pytest.fixture(scope="session")
def kafka_group_cluster() -> Iterator[KafkaCluster]:
    with running_cluster(1, broker_config=GROUP_BROKER_CONFIG) as cluster:
        yield cluster


@pytest.fixture(scope="session")
def group_bootstrap(kafka_group_cluster: KafkaCluster) -> str:
    return kafka_group_cluster.bootstrap
